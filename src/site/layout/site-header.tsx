import { sectionAddresses } from "../../routes/page-aliases.js";
import { pagePath } from "../../routes/site-map.js";
import { LogoMark } from "../assets/logo.js";
import type { PageView } from "../page-view.js";

// The developer page is for a few readers, who find it in the footer ("For developers and AI").
const navigation = [
  { section: "guide", href: pagePath("guide"), label: "Guide" },
  { section: "blog", href: pagePath("blog"), label: "Blog" },
  { section: "tools", href: pagePath("tools"), label: "Tools" },
  { section: "whats-new", href: pagePath("whatsNew"), label: "What's new" },
  // What it costs, asked before installing: the home page's plans (the menu closes on it, search-client.ts).
  { section: "pricing", href: sectionAddresses.pricing, label: "Pricing" },
] as const;

/** The search box of the header and the 404 page; submits to /search by GET. `quietLabel`: for screen readers only. */
export function SearchForm(props: {
  readonly id: string;
  readonly query?: string;
  readonly label?: string;
  readonly quietLabel?: boolean;
}) {
  return (
    // Named, as a page may hold two search landmarks (the header's and its own).
    <search aria-label={props.label ?? "Site search"}>
      <form class="search-form" action={pagePath("search")} method="get">
        <label for={props.id} class={props.label && !props.quietLabel ? "search-label" : "visually-hidden"}>
          {props.label ?? "Search the site"}
        </label>
        <input
          id={props.id}
          type="search"
          name="q"
          value={props.query ?? ""}
          placeholder="Search"
          minlength={2}
          maxlength={200}
          required
        />
        <button type="submit">Search</button>
      </form>
    </search>
  );
}

/** A magnifier, for the phone header's search button. */
function SearchIcon() {
  return (
    <svg class="header-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" stroke-width="2.2" />
      <path d="m15.5 15.5 5 5" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" />
    </svg>
  );
}

/** Three lines, for the phone header's menu button. */
function MenuIcon() {
  return (
    <svg class="header-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" />
    </svg>
  );
}

/** The site header; on a phone its search and menu open HTML popovers, which work without JavaScript. */
export function SiteHeader(props: {
  readonly appName: string;
  readonly appStoreUrl?: string;
  readonly current?: PageView["section"];
}) {
  return (
    <header class="site-header">
      <div class="wrap header-inner">
        <a class="brand" href="/">
          <LogoMark />
          <span>{props.appName}</span>
        </a>
        <button class="header-toggle" type="button" popovertarget="header-search" aria-label="Search">
          <SearchIcon />
        </button>
        <button class="header-toggle" type="button" popovertarget="header-nav" aria-label="Menu">
          <MenuIcon />
        </button>
        <nav id="header-nav" class="header-nav" popover="auto" aria-label="Main">
          <ul class="nav-list">
            {navigation.map((item) => (
              <li>
                <a href={item.href} aria-current={item.section === props.current ? "page" : undefined}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div id="header-search" class="header-search" popover="auto">
          <SearchForm id="site-search" />
        </div>
        {props.appStoreUrl ? (
          <a class="button header-get" href={props.appStoreUrl}>
            Get {props.appName}
          </a>
        ) : null}
      </div>
    </header>
  );
}

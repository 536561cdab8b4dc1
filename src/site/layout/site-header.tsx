import { pagePath } from "../../routes/site-map.js";
import { LogoMark } from "../assets/logo.js";
import type { PageView } from "../page-view.js";

// The developer page is for a few readers, who find it in the footer ("For developers and AI").
const navigation = [
  { section: "guide", href: pagePath("guide"), label: "Guide" },
  { section: "blog", href: pagePath("blog"), label: "Blog" },
  { section: "tools", href: pagePath("tools"), label: "Tools" },
  { section: "whats-new", href: pagePath("whatsNew"), label: "What's new" },
] as const;

/** The search box of the header and the 404 page; submits to /search by GET. */
export function SearchForm(props: { readonly id: string; readonly query?: string; readonly label?: string }) {
  return (
    <search>
      <form class="search-form" action={pagePath("search")} method="get">
        <label for={props.id} class={props.label ? "search-label" : "visually-hidden"}>
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

/** The site header: logo, the download action, main navigation and search. */
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
        {props.appStoreUrl ? (
          <a class="button header-get" href={props.appStoreUrl}>
            Get {props.appName}
          </a>
        ) : null}
        <nav aria-label="Main">
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
        <SearchForm id="site-search" />
      </div>
    </header>
  );
}

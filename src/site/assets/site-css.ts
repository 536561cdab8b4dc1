import { pagesCss } from "./pages-css.js";

/**
 * The one stylesheet of the website: the system font stack, light and dark colors by
 * `prefers-color-scheme`, readable from a 360 px phone to a desktop. Kept as a string so that the
 * app core needs no file system; it is served under a hashed name with immutable caching.
 */
export const siteCss = `
:root {
  color-scheme: light dark;
  --bg: #ffffff;
  --surface: #f4f7f8;
  --surface-2: #e9eff1;
  --text: #15202b;
  --muted: #4b5b67;
  --border: #d5dee3;
  --border-strong: #8a9aa5;
  --accent: #0f766e;
  --accent-strong: #0b5650;
  --on-accent: #ffffff;
  --accent-soft: #e3f4f1;
  --focus: #1d4ed8;
  --danger: #b42318;
  --warning: #b45309;
  --band-1: #2563eb;
  --band-2: #16a34a;
  --band-3: #d97706;
  --band-4: #dc2626;
  --radius: 12px;
  --font: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif;
  --mono: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #101417;
    --surface: #171e22;
    --surface-2: #212a30;
    --text: #e8eef1;
    --muted: #a9b7bf;
    --border: #2d3940;
    --border-strong: #6f808a;
    --accent: #5eead4;
    --accent-strong: #99f6e4;
    --on-accent: #05201c;
    --accent-soft: #123532;
    --focus: #93c5fd;
    --danger: #ff9b8f;
    --warning: #fbbf24;
    --band-1: #60a5fa;
    --band-2: #4ade80;
    --band-3: #fbbf24;
    --band-4: #f87171;
  }
}
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
body {
  margin: 0;
  background: var(--bg);
  color: var(--text);
  font-family: var(--font);
  font-size: 1.0625rem;
  line-height: 1.6;
}
img, svg { max-width: 100%; }
a { color: var(--accent-strong); text-underline-offset: 0.15em; }
@media (prefers-color-scheme: dark) { a { color: var(--accent); } }
a:hover { text-decoration-thickness: 2px; }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; border-radius: 4px; }
main:focus { outline: none; }
h1, h2, h3, h4 { line-height: 1.25; margin: 1.75em 0 0.5em; }
h1 { font-size: clamp(2rem, 6vw, 2.75rem); margin-top: 0.5em; letter-spacing: -0.01em; }
h2 { font-size: 1.5rem; }
h3 { font-size: 1.2rem; }
h4 { font-size: 1.05rem; }
p, ul, ol, dl { margin: 0 0 1em; }
code { font-family: var(--mono); font-size: 0.9em; background: var(--surface-2); padding: 0.1em 0.3em; border-radius: 4px; overflow-wrap: anywhere; }
pre { background: var(--surface-2); padding: 1rem; border-radius: 8px; white-space: pre-wrap; overflow-wrap: anywhere; }
pre code { background: none; padding: 0; font-size: 0.875rem; }
.wrap { max-width: 72rem; margin: 0 auto; padding: 0 1rem; }
@media (min-width: 40rem) { .wrap { padding: 0 1.5rem; } }
.visually-hidden {
  position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
.nowrap { white-space: nowrap; }
.skip-link {
  position: absolute; left: 1rem; top: -4rem; z-index: 30; padding: 0.75rem 1rem;
  background: var(--accent); color: var(--on-accent); border-radius: 8px; font-weight: 600;
}
.skip-link:focus { top: 1rem; }

/* Header */
.site-header { border-bottom: 1px solid var(--border); background: var(--bg); }
.header-inner { display: flex; align-items: center; gap: 0.25rem 0.5rem; min-height: 3.5rem; padding-top: 0.25rem; padding-bottom: 0.25rem; }
.brand { display: inline-flex; align-items: center; gap: 0.5rem; margin-right: auto; font-weight: 700; font-size: 1.2rem; color: var(--text); text-decoration: none; }
.logo-mark { width: 2rem; height: 2rem; border-radius: 8px; }
/* A phone: one line of logo, search and menu buttons, and "Get"; the buttons open popovers. */
.header-toggle { display: inline-grid; place-items: center; width: 2.75rem; height: 2.75rem; padding: 0; border: 0; border-radius: var(--radius); background: transparent; color: var(--text); cursor: pointer; }
.header-toggle:hover { background: var(--surface); }
.header-icon { width: 1.5rem; height: 1.5rem; }
.header-nav[popover], .header-search[popover] { position: fixed; inset: 3.75rem 0.5rem auto auto; width: min(22rem, calc(100vw - 1rem)); margin: 0; padding: 0.75rem 1rem; border: 1px solid var(--border-strong); border-radius: var(--radius); background: var(--bg); color: var(--text); box-shadow: 0 8px 24px rgb(0 0 0 / 0.15); }
.header-nav .nav-list { flex-direction: column; }
.header-nav .nav-list a { display: block; padding: 0.6rem 0.25rem; }
.nav-list { display: flex; flex-wrap: wrap; gap: 0.25rem 0.75rem; list-style: none; margin: 0; padding: 0; }
.nav-list a { display: inline-block; padding: 0.5rem 0; color: var(--text); text-decoration: none; font-weight: 500; }
.nav-list a:hover, .nav-list a[aria-current="page"] { color: var(--accent-strong); text-decoration: underline; text-decoration-thickness: 2px; }
@media (prefers-color-scheme: dark) { .nav-list a:hover, .nav-list a[aria-current="page"] { color: var(--accent); } }
.header-get { min-height: 2.5rem; padding: 0.3rem 0.9rem; font-size: 0.95rem; white-space: nowrap; }
/* Below 60rem the header is one short line: it stays in view, so "Get Stepzy" and search are a tap away on a long page. */
@media (max-width: 59.99rem) {
  .site-header { position: sticky; top: 0; z-index: 20; }
  html { scroll-padding-top: 4rem; }
}
/* From 60rem up: the sections and the search box in the line, no buttons. */
@media (min-width: 60rem) {
  .header-inner { gap: 0.5rem 1.5rem; padding-top: 0.75rem; padding-bottom: 0.75rem; }
  .brand { margin-right: 0; font-size: 1.25rem; }
  .header-toggle { display: none; }
  .header-nav[popover], .header-search[popover] { display: block; position: static; inset: auto; width: auto; padding: 0; border: 0; box-shadow: none; background: transparent; overflow: visible; }
  .header-nav .nav-list { flex-direction: row; gap: 0.25rem 1.25rem; }
  .header-search[popover] { position: relative; flex: 1 1 14rem; margin-left: auto; max-width: 22rem; }
  .header-search .search-suggestions { position: absolute; z-index: 10; right: 0; top: 100%; width: min(28rem, calc(100vw - 2rem)); max-height: 70vh; box-shadow: 0 8px 24px rgb(0 0 0 / 0.15); }
}
.search-form { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
/* On a phone the suggestions flow under the box, inside its popover; from 60rem up they drop under it. */
.search-suggestions { max-height: min(60vh, 28rem); overflow: auto; margin: 0.5rem 0 0; padding: 0.25rem; list-style: none; background: var(--bg); color: var(--text); border: 1px solid var(--border-strong); border-radius: var(--radius); }
.search-suggestions [role="option"] { padding: 0.5rem 0.625rem; border-radius: 8px; cursor: pointer; }
.search-suggestions [role="option"][aria-selected="true"] { background: var(--accent-soft); outline: 2px solid var(--focus); outline-offset: -2px; }
.suggestion-title { font-weight: 600; }
.suggestion-type { color: var(--muted); font-size: 0.85em; }
.suggestion-excerpt { display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; line-clamp: 2; overflow: hidden; color: var(--muted); font-size: 0.9em; }
.suggestion-excerpt mark { background: #fde68a; color: #1f2933; border-radius: 2px; }
.search-form input { flex: 1 1 10rem; min-width: 0; }
.search-label { flex-basis: 100%; font-weight: 600; }

/* Forms */
input, select, button { font: inherit; }
input[type="search"], input[type="number"], input[type="text"], select {
  padding: 0.5rem 0.75rem; border: 1px solid var(--border-strong); border-radius: 8px;
  background: var(--bg); color: var(--text); min-height: 2.75rem;
}
.search-form button, .button {
  display: inline-block; min-height: 2.75rem; padding: 0.5rem 1.1rem; border: 1px solid var(--accent);
  border-radius: 10px; background: var(--accent); color: var(--on-accent); font-weight: 600;
  text-decoration: none; cursor: pointer; line-height: 1.6;
}
a.button { color: var(--on-accent); }
.button:hover, .search-form button:hover { background: var(--accent-strong); border-color: var(--accent-strong); }

/* Page structure */
main { display: block; padding-bottom: 3rem; }
.page-header { margin: 1.5rem 0 1.5rem; }
.page-header h1 { margin-bottom: 0.25rem; }
/* A search page's heading repeats the query: smaller, so the answer is on a phone's first screen. */
.search-page .page-header h1 { font-size: clamp(1.5rem, 5vw, 2rem); }
.lede { font-size: 1.2rem; color: var(--muted); max-width: 42rem; }
.byline { color: var(--muted); font-size: 0.95rem; margin: 0; }
.page-meta, .card-meta { color: var(--muted); font-size: 0.95rem; margin-bottom: 0.25rem; }
.breadcrumbs ol { display: flex; flex-wrap: wrap; align-items: center; list-style: none; margin: 1.25rem 0 0; padding: 0; font-size: 0.95rem; }
.breadcrumbs li + li::before { content: "›"; margin: 0 0.5rem; color: var(--muted); }
.breadcrumbs [aria-current] { color: var(--muted); }
.narrow, .prose { max-width: 44rem; }
.prose h2, .prose h3 { scroll-margin-top: 1rem; }
.prose .heading-link { color: inherit; text-decoration: none; }
.prose .heading-link:hover { text-decoration: underline; }
.prose li { margin-bottom: 0.35em; }
.prose blockquote { margin: 0 0 1em; padding: 0.25rem 1rem; border-left: 4px solid var(--border-strong); color: var(--muted); }
.prose table { border-collapse: collapse; margin-bottom: 1em; }
.prose th, .prose td { border: 1px solid var(--border); padding: 0.4rem 0.6rem; text-align: left; }
.with-toc { display: grid; gap: 1rem 3rem; }
@media (min-width: 64rem) {
  .with-toc { grid-template-columns: 15rem minmax(0, 1fr); align-items: start; }
  .with-toc .toc { position: sticky; top: 1rem; }
}
.toc { background: var(--surface); border-radius: var(--radius); padding: 1rem 1.25rem; font-size: 0.95rem; }
.toc h2 { font-size: 1rem; margin: 0 0 0.5rem; }
.toc ul { list-style: none; margin: 0; padding: 0; }
.toc li a { display: block; padding: 0.45rem 0; }
.related, .get-app { margin-top: 2.5rem; padding: 1.25rem 1.5rem; background: var(--surface); border-radius: var(--radius); }
.related h2, .get-app h2 { margin-top: 0; font-size: 1.2rem; }
.get-app + .page-meta { margin-top: 1.5rem; }
.closing-invite { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.75rem 1.5rem; margin: 2.5rem 0; padding: 1rem 1.5rem; border: 1px solid var(--border); border-radius: var(--radius); }
.closing-invite p { margin: 0; flex: 1 1 14rem; }
.related ul { margin: 0; padding-left: 1.2rem; }
.requirements { color: var(--muted); font-size: 0.95rem; }
.pager { display: grid; gap: 0.75rem; margin-top: 2rem; }
@media (min-width: 40rem) { .pager { grid-template-columns: 1fr 1fr; } }
.pager a { display: block; padding: 0.75rem 1rem; border: 1px solid var(--border); border-radius: var(--radius); text-decoration: none; font-weight: 600; }
.pager-next { text-align: right; grid-column: -2; }
.pager-label { display: block; font-size: 0.85rem; font-weight: 400; color: var(--muted); }
.nudge { display: flex; flex-wrap: wrap; align-items: center; gap: 0.75rem 1.25rem; margin-top: 2rem; padding: 1rem 1.25rem; border: 1px solid var(--border); border-left: 4px solid var(--accent); border-radius: var(--radius); }
.nudge p { flex: 1 1 18rem; margin: 0; }
.result-column .nudge { margin-top: 1rem; }
.audience-intro { display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: 1rem 2rem; margin: 0 0 1.5rem; }
.audience-intro .get-app { flex: 1 1 16rem; margin: 0; }
.audience-art { flex: 0 0 auto; max-width: 40%; height: auto; }
.common-problems { margin: 1rem 0 1.5rem; padding: 1rem 1.25rem; border: 1px solid var(--border); border-radius: var(--radius); }
.common-problems h2 { margin-top: 0; font-size: 1.15rem; }
.common-problems .link-list { margin-bottom: 0; }
.common-problems > p { margin: 1rem 0 0; }

/* Lists of pages */
.cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 17rem), 1fr)); gap: 1rem; list-style: none; margin: 0 0 1.5rem; padding: 0; }
.card { border: 1px solid var(--border); border-radius: var(--radius); padding: 1rem 1.25rem; background: var(--bg); }
.card p:last-child { margin-bottom: 0; }
.card-title { font-size: 1.125rem; margin: 0 0 0.35rem; }
.card-title a { text-decoration: none; }
.card-title a:hover { text-decoration: underline; }
/* A card with one link is tappable all over: its title link covers it. */
.whole-card { position: relative; }
.whole-card .card-title a::after { content: ""; position: absolute; inset: 0; border-radius: var(--radius); }
.whole-card:hover { border-color: var(--accent); }
.chips ul, .paging ul { display: flex; flex-wrap: wrap; gap: 0.5rem; list-style: none; margin: 0 0 1.5rem; padding: 0; }
.chips a, .paging a {
  display: inline-block; padding: 0.375rem 0.85rem; border: 1px solid var(--border-strong); border-radius: 999px;
  text-decoration: none; color: var(--text); min-height: 2.75rem; line-height: 1.9;
}
.chips a[aria-current], .paging a[aria-current] { background: var(--accent); border-color: var(--accent); color: var(--on-accent); }
.chips a:hover, .paging a:hover { border-color: var(--accent); }
.link-list { list-style: none; margin: 0 0 1rem; padding: 0; }
.link-list li { padding: 0.6rem 0; border-bottom: 1px solid var(--border); }
.link-list a { font-weight: 600; }
.link-summary { display: block; color: var(--muted); font-size: 0.95rem; }
.sections { display: grid; gap: 0 2.5rem; }
@media (min-width: 56rem) { .sections { grid-template-columns: 1fr 1fr; } }
.guide-section h2 { margin-top: 1.5rem; margin-bottom: 0.25rem; }
.section-summary { color: var(--muted); margin-bottom: 0.5rem; }

${pagesCss}
/* Footer */
.site-footer { border-top: 1px solid var(--border); background: var(--surface); padding: 2rem 0; font-size: 0.95rem; }
.footer-grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 9.5rem), 1fr)); gap: 1.5rem 1rem; }
.site-footer h2 { font-size: 1rem; margin: 0 0 0.5rem; }
.site-footer ul { list-style: none; margin: 0; padding: 0; }
.site-footer li a { display: block; padding: 0.2rem 0; }
.site-footer p { margin: 0 0 0.5rem; color: var(--muted); }
@media (prefers-reduced-motion: no-preference) { html { scroll-behavior: smooth; } }
/* Links stacked in lists, and the brand, at least 44px tall where a finger taps (WCAG 2.5.8 asks 24). */
@media (pointer: coarse) {
  .site-footer li a, .related li a, .breadcrumbs a, .search-section a, .search-sections a, .brand { display: inline-flex; align-items: center; min-height: 2.75rem; }
  .site-footer li a { display: flex; padding: 0; }
  .faq summary { padding: 0.7rem 0; }
}
`;

import { calculators } from "../../calculators/registry.js";
import { artCss } from "../art/palette.js";
import { conditionalEntryCss } from "../calculators/calculator-form.js";

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
code { font-family: var(--mono); font-size: 0.9em; background: var(--surface-2); padding: 0.1em 0.3em; border-radius: 4px; }
pre { background: var(--surface-2); padding: 1rem; border-radius: 8px; white-space: pre-wrap; word-break: break-all; }
pre code { background: none; padding: 0; font-size: 0.875rem; }
.wrap { max-width: 72rem; margin: 0 auto; padding: 0 1rem; }
@media (min-width: 40rem) { .wrap { padding: 0 1.5rem; } }
.visually-hidden {
  position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
.skip-link {
  position: absolute; left: 1rem; top: -4rem; z-index: 10; padding: 0.75rem 1rem;
  background: var(--accent); color: var(--on-accent); border-radius: 8px; font-weight: 600;
}
.skip-link:focus { top: 1rem; }

/* Header */
.site-header { border-bottom: 1px solid var(--border); background: var(--bg); }
.header-inner { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1.5rem; padding-top: 0.75rem; padding-bottom: 0.75rem; }
.brand { display: inline-flex; align-items: center; gap: 0.5rem; font-weight: 700; font-size: 1.25rem; color: var(--text); text-decoration: none; }
.logo-mark { width: 2rem; height: 2rem; border-radius: 8px; }
.nav-list { display: flex; flex-wrap: wrap; gap: 0.25rem 0.75rem; font-size: 0.9375rem; list-style: none; margin: 0; padding: 0; }
.nav-list a { display: inline-block; padding: 0.375rem 0; color: var(--text); text-decoration: none; font-weight: 500; }
.nav-list a:hover, .nav-list a[aria-current="page"] { color: var(--accent-strong); text-decoration: underline; text-decoration-thickness: 2px; }
@media (prefers-color-scheme: dark) { .nav-list a:hover, .nav-list a[aria-current="page"] { color: var(--accent); } }
/* A phone: logo and "Get" on the first line, then search, then the sections. */
.header-get { order: 2; margin-left: auto; min-height: 2.5rem; padding: 0.3rem 0.9rem; font-size: 0.95rem; }
.site-header search { order: 3; flex: 1 1 100%; }
.site-header nav { order: 4; flex-basis: 100%; }
@media (min-width: 60rem) {
  .nav-list { gap: 0.25rem 1.25rem; font-size: 1rem; }
  .site-header nav { order: 2; flex-basis: auto; }
  .site-header search { order: 3; flex: 1 1 14rem; margin-left: auto; max-width: 22rem; }
  .header-get { order: 4; margin-left: 0; }
}
.search-form { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
.site-header search { position: relative; }
.search-suggestions { position: absolute; z-index: 10; right: 0; top: 100%; width: min(28rem, calc(100vw - 2rem)); max-height: 70vh; overflow: auto; margin: 0.25rem 0 0; padding: 0.25rem; list-style: none; background: var(--bg); color: var(--text); border: 1px solid var(--border-strong); border-radius: var(--radius); box-shadow: 0 8px 24px rgb(0 0 0 / 0.15); }
.search-suggestions [role="option"] { padding: 0.5rem 0.625rem; border-radius: 8px; cursor: pointer; }
.search-suggestions [role="option"][aria-selected="true"] { background: var(--accent-soft); outline: 2px solid var(--focus); outline-offset: -2px; }
.suggestion-title { font-weight: 600; }
.suggestion-type { color: var(--muted); font-size: 0.85em; }
.suggestion-excerpt { display: block; color: var(--muted); font-size: 0.9em; }
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
.button-secondary, a.button-secondary { background: transparent; color: var(--accent-strong); }
.button-secondary:hover { background: var(--accent-soft); }
@media (prefers-color-scheme: dark) { .button-secondary, a.button-secondary { color: var(--accent); } }

/* Page structure */
main { display: block; padding-bottom: 3rem; }
.page-header { margin: 1.5rem 0 1.5rem; }
.page-header h1 { margin-bottom: 0.25rem; }
.lede { font-size: 1.2rem; color: var(--muted); max-width: 42rem; }
.byline { color: var(--muted); font-size: 0.95rem; margin: 0; }
.page-meta, .card-meta { color: var(--muted); font-size: 0.95rem; margin-bottom: 0.25rem; }
.breadcrumbs ol { display: flex; flex-wrap: wrap; list-style: none; margin: 1.25rem 0 0; padding: 0; font-size: 0.95rem; }
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
  .toc { position: sticky; top: 1rem; }
}
.toc { background: var(--surface); border-radius: var(--radius); padding: 1rem 1.25rem; font-size: 0.95rem; }
.toc h2 { font-size: 1rem; margin: 0 0 0.5rem; }
.toc ul { list-style: none; margin: 0; padding: 0; }
.toc li { padding: 0.2rem 0; }
.related, .get-app { margin-top: 2.5rem; padding: 1.25rem 1.5rem; background: var(--surface); border-radius: var(--radius); }
.related h2, .get-app h2 { margin-top: 0; font-size: 1.2rem; }
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
.audience-intro { display: flex; flex-wrap: wrap; align-items: center; gap: 1rem 2rem; margin: 0 0 1.5rem; }
.audience-intro .get-app { flex: 1 1 16rem; margin: 0; }
.audience-art { flex: 0 0 auto; max-width: 40%; height: auto; }
.common-problems { margin: 1rem 0 1.5rem; padding: 1rem 1.25rem; border: 1px solid var(--border); border-radius: var(--radius); }
.common-problems h2 { margin-top: 0; font-size: 1.15rem; }
.common-problems .link-list { margin-bottom: 0; }

/* Lists of pages */
.cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 17rem), 1fr)); gap: 1rem; list-style: none; margin: 0 0 1.5rem; padding: 0; }
.card { border: 1px solid var(--border); border-radius: var(--radius); padding: 1rem 1.25rem; background: var(--bg); }
.card p:last-child { margin-bottom: 0; }
.card-title { font-size: 1.125rem; margin: 0 0 0.35rem; }
.card-title a { text-decoration: none; }
.card-title a:hover { text-decoration: underline; }
.chips ul, .chips-list, .paging ul { display: flex; flex-wrap: wrap; gap: 0.5rem; list-style: none; margin: 0 0 1.5rem; padding: 0; }
.chips a, .chips-list a, .paging a {
  display: inline-block; padding: 0.375rem 0.85rem; border: 1px solid var(--border-strong); border-radius: 999px;
  text-decoration: none; color: var(--text); min-height: 2.5rem; line-height: 1.6;
}
.chips a[aria-current], .paging a[aria-current] { background: var(--accent); border-color: var(--accent); color: var(--on-accent); }
.chips a:hover, .chips-list a:hover, .paging a:hover { border-color: var(--accent); }
.link-list { list-style: none; margin: 0 0 1rem; padding: 0; }
.link-list li { padding: 0.6rem 0; border-bottom: 1px solid var(--border); }
.link-list a { font-weight: 600; }
.link-summary { display: block; color: var(--muted); font-size: 0.95rem; }
.sections { display: grid; gap: 0 2.5rem; }
@media (min-width: 56rem) { .sections { grid-template-columns: 1fr 1fr; } }
.guide-section h2 { margin-top: 1.5rem; margin-bottom: 0.25rem; }
.section-summary { color: var(--muted); margin-bottom: 0.5rem; }

/* Home */
.hero { display: grid; gap: 1rem 3rem; align-items: center; padding: 1.25rem 0 1.5rem; }
.hero-name { margin: 0; font-weight: 700; color: var(--accent-strong); }
@media (prefers-color-scheme: dark) { .hero-name { color: var(--accent); } }
.hero h1 { font-size: clamp(2.1rem, 8vw, 3.6rem); margin: 0.25rem 0 0.75rem; letter-spacing: -0.02em; }
.hero-text { font-size: 1.15rem; color: var(--muted); max-width: 36rem; margin-bottom: 1rem; }
.hero-actions { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1rem; }
.hero-price { margin: 0; font-weight: 600; }
.hero-facts { color: var(--muted); font-size: 0.95rem; margin: 0.75rem 0 0; }
.stars { color: #b45309; letter-spacing: 0.05em; }
@media (prefers-color-scheme: dark) { .stars { color: #fbbf24; } }
.hero-art { justify-self: center; width: min(100%, 17rem); height: auto; }
@media (min-width: 52rem) {
  .hero { grid-template-columns: minmax(0, 1fr) auto; padding-top: 2.5rem; }
  .hero-art { width: 19rem; }
}
.store-button {
  display: inline-flex; flex-direction: column; justify-content: center; min-height: 3.25rem; padding: 0.3rem 1.25rem;
  border-radius: 12px; background: #000; color: #fff; text-decoration: none; line-height: 1.15; border: 1px solid #a6a6a6;
}
.store-button:hover { background: #1f1f1f; }
a.store-button { color: #fff; }
.store-small { font-size: 0.75rem; }
.store-large { font-size: 1.35rem; font-weight: 600; letter-spacing: -0.01em; }
.benefit { display: grid; gap: 0.5rem 2.5rem; align-items: center; padding: 1.5rem 0; border-top: 1px solid var(--border); }
.benefit h2 { margin-top: 0; }
.benefit-copy { max-width: 36rem; }
.benefit-art { justify-self: center; height: auto; max-height: 22rem; width: auto; }
@media (min-width: 45rem) {
  .benefit { grid-template-columns: 14rem minmax(0, 1fr); }
  .benefit:nth-of-type(even) { grid-template-columns: minmax(0, 1fr) 14rem; }
  .benefit:nth-of-type(even) .benefit-art { order: 2; }
}
.feature-list { columns: 2 20rem; column-gap: 2rem; padding-left: 1.2rem; }
.feature-list li { break-inside: avoid; margin-bottom: 0.4rem; }
.art text { font-family: var(--font); }
${artCss("light", ".art ")}
@media (prefers-color-scheme: dark) { ${artCss("dark", ".art ")} }
.highlights { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 12.5rem), 1fr)); gap: 0.75rem; list-style: none; padding: 0; }
.highlights li { padding: 0.75rem 1rem 0.75rem 2.5rem; background: var(--surface); border-radius: var(--radius); position: relative; }
.highlights li::before { content: "✓"; position: absolute; left: 1rem; color: var(--accent-strong); font-weight: 700; }
@media (prefers-color-scheme: dark) { .highlights li::before { color: var(--accent); } }
.plans { display: grid; gap: 1rem; }
@media (min-width: 45rem) { .plans { grid-template-columns: 1fr 1fr; } }
.plan { border: 1px solid var(--border); border-radius: var(--radius); padding: 1.25rem 1.5rem; }
.plan h3 { margin-top: 0; }
.plan-pro { border: 2px solid var(--accent); }
.plan-price { font-size: 1.5rem; font-weight: 700; }
.releases { list-style: none; padding: 0; }
.release { border-top: 1px solid var(--border); padding-top: 0.5rem; }
.release h2 { margin-top: 1rem; }
.release-date { font-size: 1rem; font-weight: 400; color: var(--muted); margin-left: 0.5rem; }
.release-headline { font-weight: 600; }

/* Calculators */
.calculator { display: grid; gap: 1.5rem; margin-bottom: 2.5rem; }
@media (min-width: 56rem) { .calculator { grid-template-columns: minmax(0, 5fr) minmax(0, 6fr); align-items: start; } }
.calculator-form { background: var(--surface); border-radius: var(--radius); padding: 1.25rem; }
.field { margin: 0 0 1.25rem; padding: 0; border: 0; min-width: 0; }
.field > label, .field legend { display: block; font-weight: 600; margin-bottom: 0.35rem; padding: 0; }
.field input[type="number"], .field input[type="text"], .field select { width: 100%; max-width: 20rem; }
.unit-input input[type="number"], .unit-input input[type="text"] { width: 6.5rem; }
.choices { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.choice-option { display: inline-flex; align-items: center; gap: 0.5rem; padding: 0.4rem 0.85rem; border: 1px solid var(--border-strong); border-radius: 999px; background: var(--bg); cursor: pointer; min-height: 2.75rem; }
.choice-option input { accent-color: var(--accent); width: 1.1rem; height: 1.1rem; margin: 0; }
.choice-option:has(input:checked) { border-color: var(--accent); box-shadow: inset 0 0 0 1px var(--accent); }
.unit-inputs { display: flex; flex-wrap: wrap; gap: 0.5rem 0.75rem; }
.unit-input { display: inline-flex; align-items: center; gap: 0.4rem; }
.unit { color: var(--muted); font-weight: 600; }
.field input[type="number"]::placeholder, .field input[type="text"]::placeholder { color: var(--muted); opacity: 1; }
${conditionalEntryCss(calculators as never)}
.hint { color: var(--muted); font-size: 0.9rem; margin: 0.35rem 0 0; }
.field-error, .form-error { color: var(--danger); font-weight: 600; font-size: 0.95rem; margin: 0.35rem 0 0; }
.form-error { margin: 0 0 1rem; }
[aria-invalid="true"] { border-color: var(--danger) !important; box-shadow: inset 0 0 0 1px var(--danger); }
.result { border: 1px solid var(--border); border-radius: var(--radius); padding: 1.25rem 1.5rem; }
.result h2 { margin: 0 0 0.5rem; font-size: 1.1rem; color: var(--muted); }
.figure { margin: 0 0 1rem; }
.figure-value { font-size: clamp(2.5rem, 9vw, 3.5rem); font-weight: 700; line-height: 1.1; letter-spacing: -0.02em; }
.figure-unit { font-size: 1.25rem; color: var(--muted); font-weight: 600; }
.figure-note { display: block; font-size: 1.15rem; font-weight: 600; }
.facts { display: grid; gap: 0; margin-bottom: 1rem; }
.facts div { display: flex; justify-content: space-between; gap: 1rem; padding: 0.5rem 0; border-bottom: 1px solid var(--border); }
.facts dt { color: var(--muted); }
.facts dd { margin: 0; font-weight: 600; text-align: right; }
.method, .disclaimer { font-size: 0.95rem; }
.disclaimer { border-left: 4px solid var(--warning); padding-left: 0.75rem; }
.gauge, .zone-figure { margin: 0 0 1rem; }
.gauge svg, .zone-chart { display: block; width: 100%; height: auto; }
.band-1 { fill: var(--band-1); }
.band-2 { fill: var(--band-2); }
.band-3 { fill: var(--band-3); }
.band-4 { fill: var(--band-4); }
.band-1 .swatch, .zone-1 .swatch { background: var(--band-1); }
.band-2 .swatch, .zone-2 .swatch { background: var(--band-2); }
.band-3 .swatch, .zone-3 .swatch { background: var(--band-3); }
.band-4 .swatch, .zone-4 .swatch { background: var(--band-4); }
.gauge-marker { fill: var(--text); }
.gauge-value { fill: var(--text); font-size: 12px; font-weight: 700; font-family: var(--font); }
.tick { stroke: var(--text); stroke-width: 1.5; }
.tick-label { fill: var(--muted); font-size: 11px; font-family: var(--font); }
.zone-chart-number { fill: #fff; font-size: 11px; font-weight: 700; font-family: var(--font); }
@media (prefers-color-scheme: dark) { .zone-chart-number { fill: #101417; } }
.gauge-legend { display: flex; flex-wrap: wrap; gap: 0.25rem 0.5rem; list-style: none; margin: 0.5rem 0 0; padding: 0; font-size: 0.9rem; }
.gauge-legend li { display: inline-flex; align-items: center; gap: 0.35rem; padding: 0.15rem 0.5rem; border-radius: 6px; }
.gauge-legend li[aria-current] { font-weight: 700; box-shadow: inset 0 0 0 2px var(--text); }
.legend-range { color: var(--muted); }
.swatch { display: inline-block; width: 0.8rem; height: 0.8rem; border-radius: 3px; flex: none; }
.zone-list { list-style: none; margin: 0.5rem 0 0; padding: 0; }
.zone-list li { display: grid; grid-template-columns: 1rem minmax(0, 1fr) auto; column-gap: 0.5rem; align-items: baseline; padding: 0.4rem 0; border-bottom: 1px solid var(--border); }
.zone-bpm { text-align: right; }
.zone-percent { grid-column: 2 / -1; color: var(--muted); font-size: 0.9rem; }
.bars { margin: 0 0 1rem; }
.bar-row { display: grid; grid-template-columns: 3rem minmax(0, 1fr) 4.5rem; align-items: center; gap: 0.5rem; margin-bottom: 0.35rem; }
.bar { display: block; width: 100%; height: 1rem; }
.bar-track { fill: var(--surface-2); }
.bar-current { fill: var(--border-strong); }
.bar-goal { fill: var(--accent); }
.bar-value { text-align: right; font-weight: 600; }

/* Developers and search */
.policies dt { font-weight: 700; margin-top: 0.75rem; }
.policies dd { margin: 0.25rem 0 0; }
.endpoint { border-top: 1px solid var(--border); padding-top: 0.25rem; }
.endpoint h4 { display: flex; flex-wrap: wrap; gap: 0.25rem 0.75rem; align-items: baseline; margin-top: 1rem; }
.endpoint-summary { font-weight: 400; color: var(--muted); }
.reference { margin-top: 3rem; }
.reference-frame { display: block; width: 100%; height: 85vh; min-height: 32rem; border: 1px solid var(--border); border-radius: var(--radius); }
.results { list-style: none; padding: 0; display: grid; gap: 0.75rem; }
.result { padding: 0.75rem 1rem; }
.result .card-meta { margin: 0; font-size: 0.85rem; }
.result .card-title { margin: 0.1rem 0 0.2rem; }
.result > .search-excerpt { margin: 0; display: -webkit-box; -webkit-line-clamp: 2; line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; }
.search-section { margin: 0.3rem 0 0; font-size: 0.95rem; }
.more-from-page { margin-top: 0.3rem; font-size: 0.95rem; }
.more-from-page summary { cursor: pointer; color: var(--accent-strong); min-height: 1.5rem; }
.answer-card { margin: 1rem 0; padding: 1rem 1.25rem; border: 1px solid var(--border); border-left: 4px solid var(--accent); border-radius: var(--radius); }
.answer-card .card-meta { margin: 0; }
.answer-section { margin: 0.25rem 0; font-weight: 600; }
.answer-card .search-excerpt { margin: 0.25rem 0 0.5rem; }
@media (prefers-color-scheme: dark) { .more-from-page summary { color: var(--accent); } }
.search-summary { margin: 1rem 0; }
.search-excerpt { color: var(--muted, inherit); font-size: 0.95em; }
.search-sections { margin: 0.25rem 0 0; padding-left: 1.25rem; }
.search-sections li { margin: 0.25rem 0; }
.search-excerpt mark { background: #fde68a; color: #1f2933; border-radius: 2px; padding: 0 1px; }
.not-found .search-form { max-width: 32rem; margin-bottom: 1.5rem; }

/* Footer */
.site-footer { border-top: 1px solid var(--border); background: var(--surface); padding: 2rem 0; font-size: 0.95rem; }
.footer-grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr)); gap: 1.5rem; }
.site-footer h2 { font-size: 1rem; margin: 0 0 0.5rem; }
.site-footer ul { list-style: none; margin: 0; padding: 0; }
.site-footer li { padding: 0.2rem 0; }
.site-footer p { margin: 0 0 0.5rem; color: var(--muted); }
@media (prefers-reduced-motion: no-preference) { html { scroll-behavior: smooth; } }
`;

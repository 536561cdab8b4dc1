import { calculators } from "../../calculators/registry.js";
import { artCss } from "../art/palette.js";
import { conditionalEntryCss } from "../calculators/calculator-form.js";

/** The four color bands of the BMI gauge and the heart-rate zones. */
const bands = [1, 2, 3, 4];

/** The part of the stylesheet for particular pages: home, calculators, developers and search. */
export const pagesCss = `
/* Home */
.hero { display: grid; gap: 1rem 3rem; align-items: center; padding: 1.25rem 0 1.5rem; }
.hero-name { margin: 0; font-weight: 700; color: var(--accent-strong); }
@media (prefers-color-scheme: dark) { .hero-name { color: var(--accent); } }
.hero h1 { font-size: clamp(2.1rem, 8vw, 3.6rem); margin: 0.25rem 0 0.75rem; letter-spacing: -0.02em; }
.hero-text { font-size: 1.15rem; color: var(--muted); max-width: 36rem; margin-bottom: 1rem; }
.hero-actions { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1rem; }
.hero-price { margin: 0; font-weight: 600; }
.hero-facts { color: var(--muted); font-size: 0.95rem; margin: 0.75rem 0 0; }
.stars { color: #b45309; width: 5.5rem; height: 1.1rem; vertical-align: -0.2rem; }
@media (prefers-color-scheme: dark) { .stars { color: #fbbf24; } }
.hero-art { justify-self: center; width: min(100%, 17rem); height: auto; }
/* A phone's first screen: the reasons, the download and most of the drawing; the header names the app. */
@media (max-width: 51.99rem) {
  .hero { padding: 0.75rem 0 0.5rem; row-gap: 0.5rem; }
  .hero-name { display: none; }
  .hero h1 { margin-bottom: 0.5rem; }
  .hero-text { font-size: 1.05rem; margin-bottom: 0.75rem; }
  .hero .highlights { font-size: 0.95rem; gap: 0.2rem; margin-bottom: 1rem; }
  .hero-facts { font-size: 0.9rem; }
  .hero-art { width: min(100%, 15rem); }
}
@media (min-width: 52rem) {
  .hero { grid-template-columns: minmax(0, 1fr) auto; padding-top: 2.5rem; }
  .hero-art { width: 19rem; }
}
.result-note { margin: 0.25rem 0 0.75rem; color: var(--muted); }
.store-qr { display: none; }
@media (min-width: 52rem) and (hover: hover) {
  .store-qr { display: flex; align-items: center; gap: 0.75rem; flex-basis: 100%; margin: 0.5rem 0 0; color: var(--muted); font-size: 0.9rem; }
  .store-qr svg { display: block; width: 6rem; height: 6rem; border-radius: 6px; }
  .store-qr figcaption { max-width: 14rem; }
}
.faq { max-width: 44rem; }
.faq details { border-bottom: 1px solid var(--border); padding: 0.25rem 0; }
.faq summary { cursor: pointer; padding: 0.5rem 0; font-weight: 600; font-size: 1.05rem; }
.faq details p { margin: 0 0 0.75rem; }
.home-more { margin: 1.5rem 0; }
/* Apple's badge, with a quarter of its height clear around it (Apple's marketing guidelines). */
.plans-cta { display: flex; flex-wrap: wrap; align-items: center; gap: 0 1rem; }
.plans-cta p { margin: 0; color: var(--muted); }
.app-store-badge { display: inline-block; margin: 0.75rem 0; line-height: 0; border-radius: 8px; }
.app-store-badge svg { display: block; width: 9rem; height: 3rem; }
.benefit { display: grid; gap: 0.5rem 2.5rem; align-items: center; padding: 1.25rem 0; border-top: 1px solid var(--border); }
.benefit h2 { margin-top: 0; }
.benefit-copy { max-width: 36rem; }
.benefit-art { justify-self: center; height: auto; max-height: 13rem; width: auto; }
@media (min-width: 40rem) { .benefit-art { max-height: 22rem; } }
@media (min-width: 45rem) {
  .benefit { grid-template-columns: 14rem minmax(0, 1fr); }
  .benefit:nth-of-type(even) { grid-template-columns: minmax(0, 1fr) 14rem; }
  .benefit:nth-of-type(even) .benefit-art { order: 2; }
}
.art text { font-family: var(--font); }
${artCss("light", ".art ")}
@media (prefers-color-scheme: dark) { ${artCss("dark", ".art ")} }
.highlights { display: grid; gap: 0.35rem; list-style: none; padding: 0; margin: 0 0 1.25rem; }
.highlights li { padding-left: 1.6rem; position: relative; font-weight: 600; }
.highlights li::before { content: "✓"; position: absolute; left: 0.15rem; color: var(--accent-strong); font-weight: 700; }
@media (prefers-color-scheme: dark) { .highlights li::before { color: var(--accent); } }
.plans { display: grid; gap: 1rem; }
@media (min-width: 45rem) { .plans { grid-template-columns: 1fr 1fr; } }
.plan { border: 1px solid var(--border); border-radius: var(--radius); padding: 1.25rem 1.5rem; }
.plan h3 { margin-top: 0; }
.plan-pro { border: 2px solid var(--accent); }
.plan-price { font-size: 1.5rem; font-weight: 700; }
.releases { list-style: none; padding: 0; }
.release { border-top: 1px solid var(--border); padding-top: 0.5rem; }
.release ul { list-style: disc; }
.release h2 { margin-top: 1rem; }
.older-releases { margin: 1.5rem 0; }
.older-releases > summary { cursor: pointer; font-weight: 600; padding: 0.75rem 0; color: var(--accent); }
.release-date { font-size: 1rem; font-weight: 400; color: var(--muted); }
.release-headline { font-weight: 600; }

/* Calculators */
.calculator { display: grid; gap: 1.5rem; margin-bottom: 2.5rem; }
@media (min-width: 56rem) { .calculator { grid-template-columns: minmax(0, 5fr) minmax(0, 6fr); align-items: start; } }
.calculator-form { background: var(--surface); border-radius: var(--radius); padding: 1.25rem; }
.field { margin: 0 0 1.25rem; padding: 0; border: 0; min-width: 0; }
.field > label, .field legend { display: block; font-weight: 600; margin-bottom: 0.35rem; padding: 0; }
.field input[type="number"], .field input[type="text"], .field select { width: 100%; max-width: 20rem; }
.unit-input input[type="number"], .unit-input input[type="text"] { width: 8rem; }
.choices { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.choice-option { display: inline-flex; align-items: center; gap: 0.5rem; padding: 0.4rem 0.85rem; border: 1px solid var(--border-strong); border-radius: 999px; background: var(--bg); cursor: pointer; min-height: 2.75rem; }
.choice-option input { accent-color: var(--accent); width: 1.1rem; height: 1.1rem; margin: 0; }
.choice-option:has(input:checked) { border-color: var(--accent); box-shadow: inset 0 0 0 1px var(--accent); }
.unit-inputs { display: flex; flex-wrap: wrap; gap: 0.5rem 0.75rem; }
.unit-input { display: inline-flex; align-items: center; gap: 0.4rem; }
.unit { color: var(--muted); font-weight: 600; }
.field input[type="number"]::placeholder, .field input[type="text"]::placeholder { color: var(--muted); font-style: italic; opacity: 1; }
${conditionalEntryCss(calculators)}
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
.facts dd { margin: 0; font-weight: 600; text-align: right; white-space: nowrap; }
.method, .disclaimer { font-size: 0.95rem; }
.disclaimer { border-left: 4px solid var(--warning); padding-left: 0.75rem; }
.gauge, .zone-figure { margin: 0 0 1rem; }
.gauge svg, .zone-chart { display: block; width: 100%; height: auto; }
${bands.map((n) => `.band-${n} { fill: var(--band-${n}); }`).join("\n")}
${bands.map((n) => `.band-${n} .swatch, .zone-${n} .swatch { background: var(--band-${n}); }`).join("\n")}
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
.more-from-page summary { cursor: pointer; color: var(--accent-strong); min-height: 2.75rem; padding: 0.6rem 0; }
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
`;

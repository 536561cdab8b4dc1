import { describe, expect, it } from "vitest";
import type { Calculator } from "../../src/calculators/calculator.js";
import { calculators } from "../../src/calculators/registry.js";
import { get } from "./site-client.js";

const all = calculators.map((calculator) => [calculator.slug, calculator as unknown as Calculator] as const);

/** The JSON result block of a calculator page's Markdown. */
function markdownResult(markdown: string): unknown {
  const json = /```json\n([\s\S]*?)\n```/.exec(markdown)?.[1];
  return json ? JSON.parse(json) : undefined;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A message as the page shows it: backticked parts as <code>. */
const shown = (message: string) =>
  message
    .split("`")
    .map((part, index) => (index % 2 ? `<code>${escapeHtml(part)}</code>` : escapeHtml(part)))
    .join("");

describe.each(all)("calculator page %s", (slug, calculator) => {
  it("has a labelled control for every declared parameter, with its range and default", async () => {
    const html = (await get(`/tools/${slug}`)).text;
    expect(html).toContain(`<form class="calculator-form" method="get" action="/tools/${slug}"`);
    for (const [name, decl] of Object.entries(calculator.params)) {
      if (decl.kind === "enum" && decl.values.length <= 3) {
        expect(html).toContain(`<legend>${escapeHtml(decl.label ?? name)}</legend>`);
        for (const value of decl.values) expect(html).toContain(`name="${name}" value="${value}"`);
      } else {
        expect(html).toContain(`<label for="field-${name}">${escapeHtml(decl.label ?? name)}</label>`);
        expect(html).toContain(`id="field-${name}"`);
      }
      if (decl.kind === "number") {
        expect(html).toMatch(
          new RegExp(
            `name="${name}" type="number" inputmode="decimal" min="${decl.minimum}" max="${decl.maximum}"`,
          ),
        );
        expect(html).toContain(`value="${decl.default}"`);
      }
    }
  });

  it("shows the API's result for the defaults", async () => {
    const api = JSON.parse((await get(`/api/v1/calculators/${slug}`)).text);
    expect(markdownResult((await get(`/tools/${slug}.md`)).text)).toEqual(api);
    const html = (await get(`/tools/${slug}`)).text;
    expect(html).toContain(escapeHtml(api.method));
  });
});

describe("form submission by GET", () => {
  it("computes the submitted values with the API's code", async () => {
    const query = "units=metric&height=175&weight=70";
    const api = JSON.parse((await get(`/api/v1/calculators/bmi?${query}`)).text);
    const page = await get(`/tools/bmi?${query}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<span class="figure-value">22.9</span>');
    expect(page.text).toContain('value="175"');
    expect(page.text).toContain('name="units" value="metric" checked=""');
    expect(markdownResult((await get(`/tools/bmi.md?${query}`)).text)).toEqual(api);
  });

  it("shows the heart-rate zones as a coloured scale and the BMI on a gauge", async () => {
    const zones = (await get("/tools/heart-rate-zones?age=40")).text;
    expect(zones.match(/<li class="zone zone-[1-4]">/g)).toHaveLength(4);
    expect(zones).toContain("90–108 bpm");
    const gauge = (await get("/tools/bmi")).text;
    expect(gauge).toMatch(
      /<svg viewBox="0 0 100 16" preserveAspectRatio="none" role="img" aria-label="BMI 25.1/,
    );
    expect(gauge).toMatch(/<li class="band-3" aria-current="true">/);
  });

  it("shows an invalid value's API message next to its field, with status 400", async () => {
    const api = JSON.parse((await get("/api/v1/calculators/bmi?height=abc")).text);
    const page = await get("/tools/bmi?height=abc");
    expect(page.status).toBe(400);
    expect(page.text).toContain(
      `<p class="field-error" id="field-height-error">${shown(api.error.message)}</p>`,
    );
    expect(page.text).toMatch(
      /id="field-height"[^>]*aria-describedby="field-height-hint field-height-error" aria-invalid="true"/,
    );
    expect(page.text).toContain("Correct the marked field");
  });

  it("keeps what was typed visible without putting a non-number in a number input (valid HTML)", async () => {
    const typed = (await get("/tools/bmi?height=5ft8")).text;
    expect(typed).toMatch(
      /<input id="field-height" name="height" type="text" inputmode="decimal" value="5ft8"/,
    );
    expect(typed).not.toMatch(/type="number"[^>]*value="5ft8"/);
    const number = (await get("/tools/bmi?height=70")).text;
    expect(number).toMatch(
      /<input id="field-height" name="height" type="number" inputmode="decimal" min="20" max="260"/,
    );
  });

  it("shows a parameter the form does not have as a form error", async () => {
    const api = JSON.parse((await get("/api/v1/calculators/bmi?heigth=70")).text);
    const page = await get("/tools/bmi?heigth=70");
    expect(page.status).toBe(400);
    expect(page.text).toContain(shown(api.error.message));
  });
});

describe("validator findings (issue 17)", () => {
  it("names the heart-rate zone list by a caption, not aria-label", async () => {
    const html = (await get("/tools/heart-rate-zones")).text;
    expect(html).toMatch(
      /<p class="zone-scale-caption visually-hidden">Training zones, easiest to hardest:<\/p><ol class="zone-scale">/,
    );
    expect(html).not.toMatch(/<ol[^>]*aria-label/);
  });
});

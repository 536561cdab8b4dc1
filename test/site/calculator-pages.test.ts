import { describe, expect, it } from "vitest";
import type { Calculator } from "../../src/calculators/calculator.js";
import { calculators } from "../../src/calculators/registry.js";
import { testGraph } from "../support/service.js";
import { get, siteGraph } from "./site-client.js";

const all = calculators.map((calculator) => [calculator.slug, calculator as unknown as Calculator] as const);

/** The JSON result block of a calculator page's Markdown. */
function markdownResult(markdown: string): unknown {
  const json = /```json\n([\s\S]*?)\n```/.exec(markdown)?.[1];
  return json ? JSON.parse(json) : undefined;
}

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

describe.each(all)("calculator page %s", (slug, calculator) => {
  it("has a labelled control for every declared parameter, in the units people use", async () => {
    const html = (await get(`/tools/${slug}`)).text;
    expect(html).toContain(
      `<form class="calculator-form" method="get" action="/tools/${slug}#calculator-result"`,
    );
    for (const [name, decl] of Object.entries(calculator.params)) {
      if (decl.kind === "enum" && decl.values.length <= 3) {
        expect(html).toContain(`<legend>${escapeHtml(decl.label ?? name)}</legend>`);
        for (const value of decl.values) expect(html).toContain(`name="${name}" value="${value}"`);
      } else if (decl.kind === "number" && decl.measure) {
        // A measure is a fieldset with one input per unit: feet and inches, centimetres, pounds, kilograms.
        expect(html).toContain(`<legend>${escapeHtml(decl.label ?? name)}</legend>`);
        const keys = decl.measure.quantity === "height" ? ["ft", "in"] : ["lb"];
        for (const key of keys)
          expect(html).toMatch(new RegExp(`<input id="field-${key}" name="${key}" type="number"`));
      } else {
        expect(html).toContain(`<label for="field-${name}">${escapeHtml(decl.label ?? name)}</label>`);
        expect(html).toContain(`id="field-${name}"`);
      }
      if (decl.kind === "number" && !decl.measure) {
        expect(html).toMatch(
          new RegExp(
            // Whole numbers (steps, minutes, years) get the digits keypad.
            `name="${name}" type="number" inputmode="${decl.step === 1 ? "numeric" : "decimal"}" min="${decl.minimum}" max="${decl.maximum}"`,
          ),
        );
      }
    }
  });

  it("shows an example, labelled as one, before anything is entered: the API's result for the defaults", async () => {
    const api = JSON.parse((await get(`/tools/${slug}`.replace("/tools/", "/api/v1/calculators/"))).text);
    expect(markdownResult((await get(`/tools/${slug}.md`)).text)).toEqual(api);
    const page = await get(`/tools/${slug}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<h2 id="result-title">Example</h2>');
    expect(page.text).not.toContain("Your result");
    expect(page.text).toContain(escapeHtml(calculator.plainMethod));
    // No number is filled in for the visitor: the examples are placeholders.
    expect(page.text).not.toMatch(/<input[^>]*type="number"[^>]*value="[^"]+"/);
  });
});

describe("form submission by GET", () => {
  it("computes the submitted values with the API's code, in metric or in feet, inches and pounds", async () => {
    const query = "units=metric&height=175&weight=70";
    const api = JSON.parse((await get(`/api/v1/calculators/bmi?${query}`)).text);
    const page = await get(`/tools/bmi?${query}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<span class="figure-value">22.9</span>');
    expect(page.text).toContain('value="175"');
    expect(page.text).toContain('name="units" value="metric" checked=""');
    expect(markdownResult((await get(`/tools/bmi.md?${query}`)).text)).toEqual(api);
    const feet = await get("/tools/bmi?units=imperial&ft=5&in=9&lb=180");
    const inches = JSON.parse(
      (await get("/api/v1/calculators/bmi?units=imperial&height=69&weight=180")).text,
    );
    expect(feet.status).toBe(200);
    expect(feet.text).toContain(`<span class="figure-value">${inches.result.bmi}</span>`);
    expect(feet.text).toContain("For 5 ft 9 in, 180 lb:");
  });

  it("answers a valid number however small, as the API does", async () => {
    const page = await get("/tools/water-intake?exerciseMinutes=0.0000001");
    expect(page.status).toBe(200);
    const api = JSON.parse((await get("/api/v1/calculators/water-intake?exerciseMinutes=0.0000001")).text);
    expect(markdownResult((await get("/tools/water-intake.md?exerciseMinutes=0.0000001")).text)).toEqual(api);
  });

  it("says when a suggested goal is above the most the app's goal picker offers", async () => {
    const { app } = await siteGraph();
    const high = (await get("/tools/daily-step-goal?currentAverageSteps=49500&activityLevel=very")).text;
    expect(high).toContain('<span class="figure-value">52,000</span>');
    expect(high).toContain(`set ${app.goals.maximumSteps.toLocaleString("en-US")} in the app`);
    const usual = (await get("/tools/daily-step-goal?currentAverageSteps=6000&activityLevel=very")).text;
    expect(usual).not.toContain("goal picker goes up to");
    expect((await get("/guide/set-your-daily-goal")).text).toContain(
      "Goals go from 1,000 to 50,000 steps in steps of 500.",
    );
  });

  it("gives in its Markdown, beside the API's range, the narrower range of a body measure its form takes", async () => {
    const markdown = (await get("/tools/steps-to-calories.md")).text;
    expect(markdown).toContain(
      "a number from 40 to 900 (pounds); this page's form takes 50 to 700 lb or 20 to 320 kg, sent as pounds |",
    );
    expect((await get("/tools/bmi.md")).text).toContain(
      "this page's form takes 36 to 96 (imperial) or 90 to 245 (metric)",
    );
  });

  it("takes kilograms and centimeters where the API takes pounds and inches, and sends the API those", async () => {
    const calories = (await get("/tools/steps-to-calories?steps=10000&units=metric&kg=70")).text;
    expect(calories).toContain("For 10,000 steps, 70 kg:");
    // 70 kg is 154.32 lb: 10,000 x 0.04 x 154.32 / 155.
    expect(calories).toContain('<span class="figure-value">398.2</span>');
    expect((await get("/tools/steps-to-calories.md?steps=10000&units=metric&kg=70")).text).toContain(
      "/api/v1/calculators/steps-to-calories?steps=10000&weightLb=154.32",
    );
    const miles = (await get("/tools/steps-to-miles?steps=10000&stride=height&units=metric&cm=170")).text;
    expect(miles).toContain("For 10,000 steps, from your height, 170 cm:");
    expect(miles).toContain('<span class="figure-value">4.36</span>');
    // Out of a person's range in centimeters, said in centimeters.
    const tall = (await get("/tools/steps-to-miles?steps=10000&stride=height&units=metric&cm=300")).text;
    expect(tall).toContain(
      "300 cm looks unlikely for your height. Enter your height between 90 cm and 245 cm.",
    );
  });

  it("says how the goal was made in one sum, and the rounding when there was one", async () => {
    // 4,200 + 1,500 = 5,700, rounded to the nearest 500: 5,500.
    const page = (await get("/tools/daily-step-goal?currentAverageSteps=4200&activityLevel=light")).text;
    expect(page).toContain('<span class="figure-value">5,500</span>');
    expect(page).toContain(
      '<span class="figure-note">4,200 + 1,500 for your activity = 5,700, rounded to the nearest 500</span>',
    );
    const even = (await get("/tools/daily-step-goal?currentAverageSteps=4000&activityLevel=light")).text;
    expect(even).toContain('<span class="figure-note">4,000 + 1,500 for your activity</span>');
  });

  it("calls a water figure above the highest adequate intake a rule of thumb, not a target", async () => {
    const note = "take it as a rule of thumb, not a target";
    expect((await get("/tools/water-intake?units=imperial&lb=160&exerciseMinutes=600")).text).toContain(note);
    expect((await get("/tools/water-intake?units=imperial&lb=160&exerciseMinutes=30")).text).not.toContain(
      note,
    );
  });

  it("says when the TDEE equation does not fit: under 18", async () => {
    const young = (await get("/tools/tdee?age=12")).text;
    expect(young).toContain("for someone under 18, take this as a rough guess");
    expect((await get("/tools/tdee?age=30")).text).not.toContain("rough guess");
  });

  it("marks an empty field's hint as an example, and keeps a figure's words apart when read as text", async () => {
    expect((await get("/tools/steps-to-calories")).text).toContain('placeholder="e.g. 8,000"');
    const zones = (await get("/tools/heart-rate-zones?age=45")).text;
    const figure = /<p class="figure">([\s\S]*?)<\/p>/.exec(zones)?.[1] ?? "";
    expect(figure.replace(/<[^>]+>/g, "")).toBe("175 bpm estimated maximum heart rate");
  });

  it("leads a metric water result with liters and a US one with fluid ounces, at the API's places", async () => {
    const metric = await get("/tools/water-intake?units=metric&kg=70");
    const metricApi = JSON.parse((await get("/api/v1/calculators/water-intake?units=metric&weight=70")).text);
    expect(metric.text).toContain(
      `<span class="figure-value">${metricApi.result.liters.toFixed(2)}</span> <span class="figure-unit">liters a day</span>`,
    );
    const us = await get("/tools/water-intake?units=imperial&lb=154");
    expect(us.text).toMatch(
      /<span class="figure-value">\d+\.\d<\/span> <span class="figure-unit">fl oz a day<\/span>/,
    );
  });

  it("shows each figure as the API gives it, never rounded again", async () => {
    // 11,262 steps at 155 lb burn 450.48 kcal: the API says 450.5, which rounded again would read 451.
    const calories = await get("/tools/steps-to-calories?steps=11262&weightLb=155");
    expect(calories.text).toContain('<span class="figure-value">450.5</span>');
    const time = await get("/tools/walking-time?steps=8046");
    expect(time.text).toContain('<span class="figure-value">1 h 20.5 min</span>');
  });

  it("shows the heart-rate zones on one scale with non-overlapping ranges, and the BMI on a labelled gauge", async () => {
    const zones = (await get("/tools/heart-rate-zones?age=40")).text;
    expect(zones.match(/<li class="zone zone-[1-4]">/g)).toHaveLength(4);
    expect(zones).toContain("90–108 bpm");
    expect(zones).toContain("109–126 bpm");
    for (const tick of ["90", "108", "126", "144", "162"])
      expect(zones).toContain(`text-anchor="middle">${tick}</text>`);
    const gauge = (await get("/tools/bmi?height=67&weight=160")).text;
    expect(gauge).toMatch(/<svg viewBox="0 0 320 70" role="img" aria-label="BMI 25.1/);
    for (const bound of ["18.5", "25", "30"]) expect(gauge).toContain(`text-anchor="middle">${bound}</text>`);
    expect(gauge).toMatch(/<li class="band-3" aria-current="true">/);
  });

  it("gives an example in the units chosen: the same person in metric as in US units", async () => {
    const metric = (await get("/tools/bmi?units=metric&cm=abc&kg=xyz")).text;
    expect(metric).toContain("such as 170.2 cm");
    expect(metric).toContain("such as 72.6 kg");
    expect((await get("/tools/bmi?units=imperial&ft=abc&lb=xyz")).text).toContain("such as 160 lb");
  });

  it("says what to fix next to the entry in plain words, with status 400", async () => {
    const page = await get("/tools/bmi?units=imperial&ft=5ft8&lb=160");
    expect(page.status).toBe(400);
    expect(page.text).toContain(
      '<p class="field-error" id="field-height-imperial-error">Enter your height in feet and inches as numbers, such as 5 ft 7 in.</p>',
    );
    expect(page.text).toMatch(
      /id="field-ft"[^>]*aria-describedby="field-height-imperial-hint field-height-imperial-error" aria-invalid="true"/,
    );
    // The same message in the result box, linked to its field: without JavaScript the page opens
    // at the result, and on a phone the field's own message is above the screen.
    expect(page.text).toContain(
      '<ul class="result-errors"><li><a href="#field-ft">Enter your height in feet and inches as numbers, such as 5 ft 7 in.</a></li></ul>',
    );
    const empty = await get("/tools/bmi?units=imperial&ft=&in=&lb=160");
    expect(empty.status).toBe(400);
    expect(empty.text).toContain("Enter your height.");
  });

  it("keeps what was typed visible without putting a non-number in a number input (valid HTML)", async () => {
    const typed = (await get("/tools/bmi?height=5ft8")).text;
    expect(typed).toMatch(/<input id="field-ft" name="ft" type="text" inputmode="numeric" value="5ft8"/);
    expect(typed).not.toMatch(/type="number"[^>]*value="5ft8"/);
  });

  it("leaves out query parameters the form does not have, as a shared link with tracking tags", async () => {
    const page = await get("/tools/bmi?units=metric&cm=175&kg=70&utm_source=newsletter");
    expect(page.status).toBe(200);
    expect(page.text).toContain('<span class="figure-value">22.9</span>');
  });
});

describe("what a calculator page says under its result", () => {
  it.each(all)(
    "%s says what Stepzy does with its result, and speaks to people, not developers",
    async (slug) => {
      const graph = await testGraph();
      const line = graph.calculatorPages.get(slug)!.inApp;
      const html = (await get(`/tools/${slug}`)).text;
      expect(html).toContain(escapeHtml(line));
      expect(html).not.toMatch(/same result from the API|For developers:/);
    },
  );

  it("gives every calculator its own line", async () => {
    const graph = await testGraph();
    const lines = new Set([...graph.calculatorPages.values()].map((page) => page.inApp));
    expect(lines.size).toBe(graph.calculatorPages.size);
  });
});

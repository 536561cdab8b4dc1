import type { BrowserContext, Page } from "playwright-core";
import { renderSVG } from "uqr";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calculators } from "../../src/calculators/registry.js";
import {
  axeViolations,
  hasChromium,
  type LiveSite,
  launchChromium,
  saveScreenshot,
  startLiveSite,
  watchPage,
} from "./browser-kit.js";
import { pageTypeExamples, siteGraph } from "./site-client.js";

if (!hasChromium) {
  console.warn(
    "Browser tests skipped: /usr/bin/chromium is absent. Install it with `apt-get install -y chromium` (CI does).",
  );
}

const examples = await pageTypeExamples();
const calculatorPaths = calculators.map((calculator) => `/tools/${calculator.slug}`);

/** Every query parameter name of the calculators and the other API operations. */
function apiParameterNames(): string[] {
  return [
    ...calculators.flatMap((calculator) => Object.keys(calculator.params)),
    ...["q", "limit", "offset", "category", "section", "slug"],
  ];
}

/** Whether the header's suggestions show right under its search box, their first option seen, not covered. */
async function suggestionsShown(page: Page) {
  return page.evaluate(() => {
    const input = document.querySelector(".site-header input[type=search]")!.getBoundingClientRect();
    const list = document.querySelector(".search-suggestions")!.getBoundingClientRect();
    const option = document.querySelector(".search-suggestions [role=option]")!.getBoundingClientRect();
    const atCenter = document.elementFromPoint(
      option.left + option.width / 2,
      option.top + option.height / 2,
    );
    return {
      underTheBox: list.top >= input.bottom - 1 && list.top - input.bottom < 24,
      firstOptionOnTop:
        option.bottom <= innerHeight && !!atCenter?.closest(".search-suggestions [role=option]"),
    };
  });
}

describe.skipIf(!hasChromium)("in Chromium", () => {
  let site: LiveSite;
  let browser: BrowserContext;

  beforeAll(async () => {
    site = await startLiveSite();
    browser = await launchChromium();
  }, 30_000);

  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  /** A new page on a 390 x 844 phone screen, at `path` once its requests have settled. */
  async function onPhone(path: string): Promise<Page> {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${site.origin}${path}`, { waitUntil: "networkidle" });
    return page;
  }

  it.each([...examples, ["calculator with a result", "/tools/bmi?units=imperial&ft=5&in=9&lb=180"] as const])(
    "the %s renders at 360 and 1280 px with no errors, no third-party requests and no axe violations",
    async (kind, path) => {
      const page = await browser.newPage();
      const watch = watchPage(page, site.origin);
      const name = kind.replace(/\s+/g, "-");
      for (const width of [360, 390, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        const response = await page.goto(`${site.origin}${path}`, { waitUntil: "networkidle" });
        expect(response?.status()).toBe(200);
        const title = page.getByRole("heading", { level: 1 });
        await expect.poll(() => title.count()).toBe(1);
        expect(await title.isVisible()).toBe(true);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await saveScreenshot(page, `${name}-${width}`);
      }
      expect(await axeViolations(page)).toEqual([]);
      await page.emulateMedia({ colorScheme: "dark" });
      await saveScreenshot(page, `${name}-1280-dark`);
      await page.setViewportSize({ width: 390, height: 844 });
      await saveScreenshot(page, `${name}-390-dark`);
      expect(await axeViolations(page)).toEqual([]);
      expect(watch.errors).toEqual([]);
      expect(watch.foreignRequests).toEqual([]);
      await page.close();
    },
    60_000,
  );

  it("frames the self-hosted API reference, which loads nothing from other origins", async () => {
    const page = await browser.newPage();
    const watch = watchPage(page, site.origin);
    await page.goto(`${site.origin}/developers`, { waitUntil: "networkidle" });
    await page.locator(".reference-frame").scrollIntoViewIfNeeded();
    const reference = page.frameLocator(".reference-frame");
    await expect
      .poll(() => reference.getByText("API index").first().isVisible(), { timeout: 15_000 })
      .toBe(true);
    await page.waitForLoadState("networkidle");
    expect(watch.errors).toEqual([]);
    expect(watch.foreignRequests).toEqual([]);
    await page.close();
  }, 30_000);

  it("the API reference has no axe violations, in light and dark", async () => {
    const page = await browser.newPage();
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto(`${site.origin}/developers/reference`, { waitUntil: "networkidle" });
      await expect
        .poll(() => page.getByText("API index").first().isVisible(), { timeout: 15_000 })
        .toBe(true);
      expect(await axeViolations(page)).toEqual([]);
    }
    await page.close();
  }, 60_000);

  it("updates a calculator's result as you type: feet and inches, then metric, with plain messages", async () => {
    const page = await browser.newPage();
    const watch = watchPage(page, site.origin);
    await page.goto(`${site.origin}/tools/bmi`, { waitUntil: "networkidle" });
    const figure = page.locator(".figure-value");
    // Before anything is typed: an example, labelled as one.
    expect(await page.locator("#result-title").textContent()).toBe("Example");
    await expect.poll(() => figure.textContent()).toBe("25.1");
    await page.getByLabel(/Feet/).fill("5");
    await page.getByLabel(/Inches/).fill("9");
    await page.getByLabel(/Pounds/).fill("180");
    await expect.poll(() => figure.textContent()).toBe("26.6");
    expect(await page.locator("#result-title").textContent()).toBe("Your result");
    // Screen readers hear one line once typing pauses, not the whole panel at every keystroke.
    expect(await page.locator("#calculator-result").getAttribute("aria-live")).toBeNull();
    await expect.poll(() => page.locator("#calculator-status").textContent()).toMatch(/^Result: 26\.6 /);
    expect(await page.locator(".gauge-legend li[aria-current]").textContent()).toContain("Overweight");
    // Switching units keeps the same person: 5 ft 9 in is 175.3 cm.
    await page.getByLabel("Metric (cm, kg)").check();
    await expect.poll(() => page.getByLabel(/Centimeters/).inputValue()).toBe("175.3");
    expect(await page.getByLabel(/Feet/).isVisible()).toBe(false);
    await expect.poll(() => figure.textContent()).toBe("26.6");
    await page.getByLabel(/Centimeters/).fill("5");
    const error = page.locator("#field-height-metric-error");
    await expect.poll(() => error.isVisible()).toBe(true);
    expect(await error.textContent()).toBe(
      "5 cm looks unlikely for your height. Enter your height between 90 cm and 245 cm.",
    );
    expect(await page.getByLabel(/Centimeters/).getAttribute("aria-invalid")).toBe("true");
    expect(page.url()).toContain("/tools/bmi?units=metric&cm=5&kg=81.6");
    expect(watch.errors).toEqual([]);
    await page.close();
  });

  it("says as you type when a suggested goal is above the app's highest", async () => {
    const page = await browser.newPage();
    await page.goto(`${site.origin}/tools/daily-step-goal?currentAverageSteps=6000&activityLevel=very`, {
      waitUntil: "networkidle",
    });
    const note = page.locator(".result-note");
    expect(await note.count()).toBe(0);
    await page.getByLabel(/Current daily average/).fill("49500");
    await expect.poll(() => page.locator(".figure-value").textContent()).toBe("52,000");
    expect(await note.textContent()).toContain("set 50,000 in the app");
    await page.close();
  });

  it("switches units back and forth without changing what was typed (180 lb stays 180 lb)", async () => {
    const page = await browser.newPage();
    await page.goto(`${site.origin}/tools/bmi`, { waitUntil: "networkidle" });
    await page.getByLabel(/Feet/).fill("5");
    await page.getByLabel(/Inches/).fill("9");
    await page.getByLabel(/Pounds/).fill("180");
    await page.getByLabel("Metric (cm, kg)").check();
    await expect.poll(() => page.getByLabel(/Kilograms/).inputValue()).toBe("81.6");
    await page.getByLabel(/US/).check();
    await expect.poll(() => page.getByLabel(/Pounds/).isVisible()).toBe(true);
    expect(await page.getByLabel(/Pounds/).inputValue()).toBe("180");
    expect(await page.getByLabel(/Inches/).inputValue()).toBe("9");
    // A value typed in the other units converts as before.
    await page.getByLabel("Metric (cm, kg)").check();
    await page.getByLabel(/Kilograms/).fill("70");
    await page.getByLabel(/US/).check();
    await expect.poll(() => page.getByLabel(/Pounds/).inputValue()).toBe("154.3");
    await page.close();
  });

  it("takes kilograms and centimeters on calculators whose API takes pounds and inches", async () => {
    const page = await browser.newPage();
    await page.goto(`${site.origin}/tools/steps-to-calories`, { waitUntil: "networkidle" });
    await page.getByLabel("Steps", { exact: true }).fill("10000");
    await page.getByLabel("Metric (kg)").check();
    await page.getByLabel(/Kilograms/).fill("70");
    await expect.poll(() => page.locator(".figure-value").textContent()).toBe("398.2");
    expect(await page.locator(".result-for").textContent()).toBe("For 10,000 steps, 70 kg:");
    expect(page.url()).toContain("/tools/steps-to-calories?steps=10000&units=metric&kg=70");
    // Steps to miles asks for units only with a height: after choosing to estimate the stride from it.
    await page.goto(`${site.origin}/tools/steps-to-miles`, { waitUntil: "networkidle" });
    expect(await page.getByLabel("Metric (cm)").isVisible()).toBe(false);
    await page.getByLabel("From your height").check();
    await page.getByLabel("Metric (cm)").check();
    expect(await page.getByLabel(/Feet/).isVisible()).toBe(false);
    await page.getByLabel(/Centimeters/).fill("170");
    await page.getByLabel("Steps", { exact: true }).fill("10000");
    await expect.poll(() => page.locator(".figure-value").textContent()).toBe("4.36");
    await page.close();
  });

  it("puts the result's number on a phone's screen after Calculate, with and without JavaScript", async () => {
    /** Whether the whole number is inside the 390x844 window. */
    const inView = (page: import("playwright-core").Page) =>
      page.locator(".figure").evaluate((figure) => {
        const box = figure.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      });
    const withScript = await browser.newPage();
    await withScript.setViewportSize({ width: 390, height: 844 });
    await withScript.goto(`${site.origin}/tools/steps-to-calories`, { waitUntil: "networkidle" });
    await withScript.getByLabel("Steps", { exact: true }).fill("10000");
    await withScript.getByLabel(/Pounds/).fill("180");
    await withScript.getByRole("button", { name: "Calculate" }).click();
    await expect.poll(() => inView(withScript)).toBe(true);
    await saveScreenshot(withScript, "calculator-after-calculate-390");
    // A value to fix: its field is focused, in view below the sticky header.
    await withScript.getByLabel("Steps", { exact: true }).fill("");
    await withScript.getByRole("button", { name: "Calculate" }).click();
    await expect.poll(() => withScript.evaluate(() => document.activeElement?.id)).toBe("field-steps");
    // Scrolled smoothly: polled until it settles below the header and within the window.
    const belowHeader = () =>
      withScript.evaluate(() => {
        const header = document.querySelector(".site-header")!.getBoundingClientRect();
        const field = document.getElementById("field-steps")!.getBoundingClientRect();
        return field.top >= header.bottom && field.bottom <= window.innerHeight;
      });
    await expect.poll(belowHeader).toBe(true);
    await withScript.close();
    const noScript = await launchChromium({ javaScriptEnabled: false });
    try {
      const page = await noScript.newPage();
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${site.origin}/tools/steps-to-calories`);
      await page.getByLabel("Steps", { exact: true }).fill("10000");
      await page.getByLabel(/Pounds/).fill("180");
      await page.getByRole("button", { name: "Calculate" }).click();
      await page.waitForURL(/steps=10000/);
      await expect.poll(() => inView(page)).toBe(true);
    } finally {
      await noScript.close();
    }
  }, 30_000);

  it("answers a clear question with a best-answer card, and fits ten results in three phone screens", async () => {
    const page = await browser.newPage();
    const watch = watchPage(page, site.origin);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${site.origin}/search?q=how+do+i+cancel+pro`, { waitUntil: "networkidle" });
    const card = page.getByRole("region", { name: /Best answer.*Manage or cancel Stepzy Pro/ });
    await expect.poll(() => card.isVisible()).toBe(true);
    expect(await card.getByRole("link", { name: /^Read “/ }).getAttribute("href")).toMatch(
      /^\/guide\/manage-or-cancel-pro#[a-z0-9-]+$/,
    );
    expect(await axeViolations(page)).toEqual([]);
    await saveScreenshot(page, "search-best-answer-390");
    await page.goto(`${site.origin}/search?q=steps&limit=10`, { waitUntil: "networkidle" });
    const results = page.locator("ol.results > li");
    await expect.poll(() => results.count()).toBe(10);
    const height = await page.locator("ol.results").evaluate((list) => list.getBoundingClientRect().height);
    console.log(
      `search: ten results take ${Math.round(height)} px at 390x844 (${(height / 844).toFixed(1)} screens)`,
    );
    expect(height).toBeLessThanOrEqual(3 * 844);
    await saveScreenshot(page, "search-results-390");
    expect(await axeViolations(page)).toEqual([]);
    expect(watch.errors).toEqual([]);
    await page.close();
  }, 30_000);

  it("shows the heart-rate zones as you type", async () => {
    const page = await browser.newPage();
    await page.goto(`${site.origin}/tools/heart-rate-zones`, { waitUntil: "networkidle" });
    await page.getByLabel("Age (years)").fill("40");
    await expect.poll(() => page.locator(".zone-1 .zone-bpm").textContent()).toBe("90–108 bpm");
    expect(await page.locator(".zone-2 .zone-bpm").textContent()).toBe("109–126 bpm");
    await saveScreenshot(page, "heart-rate-zones-typed-1280");
    await page.close();
  });

  it("works with JavaScript disabled: feet and inches submit by GET and the server computes", async () => {
    const noScript = await launchChromium({ javaScriptEnabled: false });
    try {
      const page = await noScript.newPage();
      await page.goto(`${site.origin}/tools/bmi`);
      await page.getByLabel(/Feet/).fill("5");
      await page.getByLabel(/Inches/).fill("9");
      await page.getByLabel(/Pounds/).fill("180");
      await page.getByRole("button", { name: "Calculate" }).click();
      await page.waitForURL(/ft=5&in=9/);
      expect(await page.locator(".figure-value").textContent()).toBe("26.6");
      expect(await page.locator(".result-for").textContent()).toBe("For 5 ft 9 in, 180 lb:");
      // The stylesheet alone shows the metric inputs once Metric is chosen.
      await page.getByLabel("Metric (cm, kg)").check();
      expect(await page.getByLabel(/Centimeters/).isVisible()).toBe(true);
      expect(await page.getByLabel(/Feet/).isVisible()).toBe(false);
      await page.goto(`${site.origin}/tools/steps-to-miles`);
      await page.getByLabel("Steps", { exact: true }).fill("-1");
      await page.getByRole("button", { name: "Calculate" }).click();
      await page.waitForURL(/steps=-1/);
      expect(await page.locator("#field-steps-error").textContent()).toBe(
        "Enter a number of steps between 0 and 200,000 steps.",
      );
      await saveScreenshot(page, "calculator-no-javascript-1280");
    } finally {
      await noScript.close();
    }
  }, 30_000);

  it("offers the download in the header of every page, at phone and desktop widths", async () => {
    const page = await browser.newPage();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      for (const [, path] of examples) {
        await page.goto(`${site.origin}${path}`);
        const get = page.locator(".site-header").getByRole("link", { name: /^Get Stepzy/ });
        expect(await get.isVisible(), `${path} at ${width}`).toBe(true);
        expect(await get.getAttribute("href")).toMatch(/^https:\/\/apps\.apple\.com\//);
      }
    }
    await page.close();
  }, 60_000);

  it("gives every download action in a page's content one style: Apple's App Store badge", async () => {
    const page = await browser.newPage();
    const paths = [...examples.map(([, path]) => path), "/for/seniors", "/tools/daily-step-goal?age=40"];
    let badges = 0;
    for (const path of paths) {
      await page.goto(`${site.origin}${path}`);
      const links = page.locator('main a[href^="https://apps.apple.com/"]');
      for (const link of await links.all()) {
        expect(await link.getAttribute("class"), path).toBe("app-store-badge");
        expect(await link.getByRole("img", { name: "Download on the App Store" }).count(), path).toBe(1);
        const box = await link.boundingBox();
        expect(box?.height, path).toBeGreaterThanOrEqual(40);
        // Its words stay inside the badge whatever font the device has.
        const rightmost = await link
          .locator("svg text")
          .evaluateAll((texts) =>
            Math.max(
              ...texts.map(
                (text) => (text as SVGTextElement).getBBox().x + (text as SVGTextElement).getBBox().width,
              ),
            ),
          );
        expect(rightmost, path).toBeLessThanOrEqual(116);
        badges++;
      }
    }
    expect(badges).toBeGreaterThan(5);
    await page.close();
  }, 60_000);

  it("shows no API parameter name in code style outside the developer pages", async () => {
    const names = new Set(apiParameterNames());
    const page = await browser.newPage();
    const paths = [...examples.map(([, path]) => path), ...calculatorPaths, "/tools/bmi?height=5ft8"];
    for (const path of paths.filter((candidate) => !candidate.startsWith("/developers"))) {
      await page.goto(`${site.origin}${path}`);
      const codes = await page.locator("main code:visible").allTextContents();
      expect(
        codes.filter((code) => names.has(code.trim())),
        path,
      ).toEqual([]);
    }
    await page.close();
  }, 60_000);

  it("keeps the phone header, with Get Stepzy, in view down a long page, and a jump's target below it", async () => {
    const page = await onPhone(`/guide`);
    // The skip link, the first thing a keyboard reaches, shows above it.
    await page.keyboard.press("Tab");
    const hit = await page.evaluate(() => {
      const box = document.querySelector(".skip-link")!.getBoundingClientRect();
      return document.elementFromPoint(box.left + 5, box.top + 5)?.className;
    });
    expect(hit).toBe("skip-link");
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await page.waitForFunction(() => window.scrollY > 1000);
    const get = await page.locator(".header-get").boundingBox();
    expect(get && get.y >= 0 && get.y + get.height <= 100).toBe(true);

    // A section jumped to is not hidden under it.
    await page.evaluate(() => {
      window.location.hash = "#common-problems";
    });
    await page.waitForFunction(() => {
      const top = document.querySelector("#common-problems")?.getBoundingClientRect().top;
      const header = document.querySelector(".site-header")?.getBoundingClientRect().bottom;
      return top !== undefined && header !== undefined && top >= header - 1 && top < window.innerHeight;
    });
    await page.close();
  }, 60_000);

  it("closes the phone menu when its Pricing link only scrolls the home page", async () => {
    const page = await onPhone(`/`);
    await page.locator("button[popovertarget=header-nav]").click();
    const nav = page.locator("#header-nav");
    await nav.getByRole("link", { name: "Pricing" }).click();
    await page.waitForFunction(() => !document.querySelector("#header-nav")?.matches(":popover-open"));
    await page.waitForFunction(() => {
      const top = document.querySelector("#pricing")?.getBoundingClientRect().top;
      return top !== undefined && top >= -1 && top < window.innerHeight;
    });
    expect(await nav.isVisible()).toBe(false);
    await page.close();
  }, 60_000);

  it("opens a card's page from a tap anywhere on the card, its summary too", async () => {
    const page = await onPhone(`/tools`);
    const card = page.locator(".whole-card").first();
    const href = await card.locator(".card-title a").getAttribute("href");
    // A tap where the summary is: the title link's cover takes it (a plain click would find the text covered).
    const summary = await card.locator("p").last().boundingBox();
    if (!summary) throw new Error("the card has no summary on screen");
    await page.mouse.click(summary.x + summary.width / 2, summary.y + summary.height / 2);
    await page.waitForURL(`${site.origin}${href}`);
    await page.close();
  }, 60_000);

  it("shows the app on the first screen of the home page on a phone: headline, price, download and most of the drawing", async () => {
    const page = await onPhone(`/`);
    const inFirstScreen = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => element.getBoundingClientRect().bottom <= window.innerHeight);
    for (const selector of [".hero h1", ".app-store-badge", ".hero-price"])
      expect(await inFirstScreen(selector), selector).toBe(true);
    const shownShare = await page.locator(".hero-art").evaluate((art) => {
      const box = art.getBoundingClientRect();
      return (Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0)) / box.height;
    });
    const screens = await page.evaluate(() => document.documentElement.scrollHeight / window.innerHeight);
    console.log(
      `home at 390x844: ${Math.round(shownShare * 100)} % of the app drawing on the first screen, ${screens.toFixed(2)} screens long`,
    );
    expect(shownShare).toBeGreaterThan(0.5);
    // Hero, benefits with their drawings, Free and Pro, the questions, a last download: 7 screens.
    expect(screens).toBeLessThanOrEqual(7);
    await saveScreenshot(page, "home-390");
    await page.close();
  });

  it("offers a QR code of the App Store link beside the download button on a computer, not on a phone", async () => {
    const { app } = await siteGraph();
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${site.origin}/`, { waitUntil: "networkidle" });
    const qr = page.getByRole("img", { name: /QR code of the App Store link/ });
    expect(await qr.isVisible()).toBe(true);
    // The modules drawn are those of the store link's QR code.
    const modules = /\sd="([^"]+)"/.exec(renderSVG(app.appStoreUrl!, { border: 1 }))![1];
    expect(await qr.locator("svg path").getAttribute("d")).toBe(modules);
    const size = await qr.locator("svg").evaluate((svg) => svg.getBoundingClientRect().width);
    expect(size).toBeGreaterThanOrEqual(90);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await qr.isVisible()).toBe(false);
    await page.close();
  });

  it.each([true, false])(
    "keeps the phone header to one line of at most 64 px whose search and menu open as popovers (JavaScript %s)",
    async (javaScript) => {
      const context = javaScript ? browser : await launchChromium({ javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        await page.setViewportSize({ width: 390, height: 844 });
        await page.goto(`${site.origin}/guide`, { waitUntil: "networkidle" });
        const header = page.locator(".site-header");
        expect(
          await header.evaluate((element) => element.getBoundingClientRect().height),
        ).toBeLessThanOrEqual(64);
        const menu = page.getByRole("navigation", { name: "Main" });
        expect(await menu.isVisible()).toBe(false);
        expect(await header.getByRole("link", { name: /^Get Stepzy/ }).isVisible()).toBe(true);
        await page.getByRole("button", { name: "Menu" }).click();
        await expect.poll(() => menu.isVisible()).toBe(true);
        if (javaScript) expect(await axeViolations(page)).toEqual([]);
        await menu.getByRole("link", { name: "Blog" }).click();
        await page.waitForURL(/\/blog$/);
        await page.getByRole("button", { name: "Search" }).click();
        const box = page.locator("#site-search");
        await expect.poll(() => box.isVisible()).toBe(true);
        await box.fill("streak freeze");
        await box.press("Enter");
        await page.waitForURL(/\/search\?q=streak\+freeze/);
        await page.setViewportSize({ width: 1280, height: 800 });
        expect(await page.getByRole("button", { name: "Menu" }).isVisible()).toBe(false);
        expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(true);
        expect(await page.locator("#site-search").isVisible()).toBe(true);
        await page.close();
      } finally {
        if (!javaScript) await context.close();
      }
    },
    30_000,
  );

  it("searches as you type in the header with the keyboard alone, and stays accessible", async () => {
    const page = await browser.newPage();
    const watch = watchPage(page, site.origin);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${site.origin}/guide`, { waitUntil: "networkidle" });
    // "/" focuses the search box from anywhere on the page.
    await page.keyboard.press("/");
    const box = page.getByRole("combobox", { name: "Search the site" });
    await expect.poll(() => box.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.type("streak freze");
    const options = page.getByRole("option");
    await expect.poll(() => options.count(), { timeout: 5_000 }).toBeGreaterThan(0);
    expect(await box.getAttribute("aria-expanded")).toBe("true");
    expect(await page.locator(".search-suggestions mark").count()).toBeGreaterThan(0);
    expect(await suggestionsShown(page)).toEqual({ underTheBox: true, firstOptionOnTop: true });
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("ArrowDown");
    const first = options.first();
    expect(await first.getAttribute("aria-selected")).toBe("true");
    expect(await box.getAttribute("aria-activedescendant")).toBe(await first.getAttribute("id"));
    await page.keyboard.press("Escape");
    expect(await box.getAttribute("aria-expanded")).toBe("false");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/guide\/streak-freezes/);
    // Ctrl+K focuses it too.
    await page.keyboard.press("Control+k");
    await expect.poll(() => box.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(watch.errors).toEqual([]);
    await page.close();
  }, 30_000);

  it("shows the suggestions under the box on a phone, inside the search popover", async () => {
    const page = await onPhone(`/guide`);
    await page.getByRole("button", { name: "Search" }).first().click();
    const box = page.getByRole("combobox", { name: "Search the site" });
    await box.fill("cancel subscription");
    await expect.poll(() => page.getByRole("option").count(), { timeout: 5_000 }).toBeGreaterThan(0);
    expect(await suggestionsShown(page)).toEqual({ underTheBox: true, firstOptionOnTop: true });
    await page.close();
  }, 30_000);

  it("searches without JavaScript: the header form submits to /search", async () => {
    const noScript = await launchChromium({ javaScriptEnabled: false });
    try {
      const page = await noScript.newPage();
      await page.goto(`${site.origin}/guide`);
      await page.getByRole("searchbox", { name: "Search the site" }).fill("streak freeze");
      await page.keyboard.press("Enter");
      await page.waitForURL(/\/search\?q=streak\+freeze/);
      expect(await page.getByRole("link", { name: /Streak freezes/ }).count()).toBeGreaterThan(0);
    } finally {
      await noScript.close();
    }
  }, 30_000);
});

import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  axeViolations,
  hasChromium,
  type LiveSite,
  launchChromium,
  saveScreenshot,
  startLiveSite,
  watchPage,
} from "./browser-kit.js";
import { pageTypeExamples } from "./site-client.js";

if (!hasChromium) {
  console.warn(
    "Browser tests skipped: /usr/bin/chromium is absent. Install it with `apt-get install -y chromium` (CI does).",
  );
}

const examples = await pageTypeExamples();

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

  it.each(examples)(
    "the %s renders at 360 and 1280 px with no errors, no third-party requests and no axe violations",
    async (kind, path) => {
      const page = await browser.newPage();
      const watch = watchPage(page, site.origin);
      const name = kind.replace(/\s+/g, "-");
      for (const width of [360, 1280]) {
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

  it("updates a calculator's result as you type, with the API's messages", async () => {
    const page = await browser.newPage();
    const watch = watchPage(page, site.origin);
    await page.goto(`${site.origin}/tools/bmi`, { waitUntil: "networkidle" });
    const figure = page.locator(".figure-value");
    await expect.poll(() => figure.textContent()).toBe("25.1");
    await page.getByLabel("Weight", { exact: true }).fill("140");
    await expect.poll(() => figure.textContent()).toBe("21.9");
    expect(await page.locator(".gauge-legend li[aria-current]").textContent()).toContain("Healthy weight");
    await page.getByLabel("Metric (centimetres, kilograms)").check();
    await expect.poll(() => page.getByLabel("Height", { exact: true }).inputValue()).toBe("170.2");
    await expect.poll(() => figure.textContent()).toBe("21.9");
    await page.getByLabel("Height", { exact: true }).fill("5");
    const error = page.locator("#field-height-error");
    await expect.poll(() => error.isVisible()).toBe(true);
    expect(await error.textContent()).toContain("must be a number from 20 to 260");
    expect(await page.getByLabel("Height", { exact: true }).getAttribute("aria-invalid")).toBe("true");
    expect(page.url()).toContain("/tools/bmi?units=metric&height=5");
    expect(watch.errors).toEqual([]);
    await page.close();
  });

  it("shows the heart-rate zones as you type", async () => {
    const page = await browser.newPage();
    await page.goto(`${site.origin}/tools/heart-rate-zones`, { waitUntil: "networkidle" });
    await page.getByLabel("Age (years)").fill("40");
    await expect.poll(() => page.locator(".zone-1 .zone-bpm").textContent()).toBe("90–108 bpm");
    await saveScreenshot(page, "heart-rate-zones-typed-1280");
    await page.close();
  });

  it("works with JavaScript disabled: the form submits by GET and the server computes", async () => {
    const noScript = await launchChromium({ javaScriptEnabled: false });
    try {
      const page = await noScript.newPage();
      await page.goto(`${site.origin}/tools/steps-to-miles`);
      await page.getByLabel("Steps", { exact: true }).fill("10000");
      await page.getByRole("button", { name: "Calculate" }).click();
      await page.waitForURL(/steps=10000/);
      expect(await page.locator(".figure-value").textContent()).toBe("4.73");
      await page.getByLabel("Steps", { exact: true }).fill("-1");
      await page.getByRole("button", { name: "Calculate" }).click();
      await page.waitForURL(/steps=-1/);
      expect(await page.locator("#field-steps-error").textContent()).toContain(
        "must be a number from 0 to 200000",
      );
      await saveScreenshot(page, "calculator-no-javascript-1280");
    } finally {
      await noScript.close();
    }
  }, 30_000);

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

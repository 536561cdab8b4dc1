import { launchChromium, startLiveSite } from "./browser-kit.js";

const site = await startLiveSite();
const browser = await launchChromium();
const targets = process.argv.slice(2);
for (const target of targets) {
  const [path, w, scheme, full] = target.split(",");
  const page = await browser.newPage();
  await page.setViewportSize({ width: Number(w), height: Number(w) < 500 ? 844 : 900 });
  await page.emulateMedia({ colorScheme: scheme as "light" | "dark" });
  await page.goto(`${site.origin}${path ?? "/"}`, { waitUntil: "networkidle" });
  const name = `/tmp/shots/${(path ?? "").replace(/[^a-z0-9]+/gi, "_")}-${w}-${scheme}.png`;
  if (full?.startsWith("#")) await page.locator(full).screenshot({ path: name });
  else await page.screenshot({ path: name, fullPage: full === "full" });
  console.log(name);
  await page.close();
}
await browser.close();
await site.close();

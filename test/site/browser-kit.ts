import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BrowserContext, chromium, type Page } from "playwright-core";
import { composeNodeService } from "../../src/node/compose-node.js";
import { nodeEncoders } from "../../src/node/encoders.js";
import { chromiumFlags, chromiumPath } from "../chromium.js";
import { listenAtOwnOrigin } from "../support/listen-loopback.js";
import { testGraph } from "../support/service.js";

/** Debian's Chromium; CI installs it with apt-get (browsers cannot be downloaded there). */
export { chromiumPath };

/** Whether the browser tests can run here. */
export const hasChromium = existsSync(chromiumPath);

/** Where screenshots are saved as test artifacts (gitignored). */
export const screenshotDir = join(process.cwd(), "artifacts", "screenshots");

const launchArgs = ["--headless", ...chromiumFlags];

/** A real server on a free local port, serving the real content as production composes it. */
export interface LiveSite {
  readonly origin: string;
  close(): Promise<void>;
}

/** Starts the service on 127.0.0.1 with an ephemeral port; its base URL is that origin. */
export async function startLiveSite(): Promise<LiveSite> {
  const graph = await testGraph();
  const { origin, close } = await listenAtOwnOrigin((baseUrl) =>
    composeNodeService(graph, { baseUrl, encoders: nodeEncoders }),
  );
  return { origin, close };
}

/** A Chromium with a fresh profile; closing it removes the profile. */
export async function launchChromium(options: { javaScriptEnabled?: boolean } = {}): Promise<BrowserContext> {
  const profile = mkdtempSync(join(tmpdir(), "stepzy-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    args: launchArgs,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    viewport: { width: 1280, height: 900 },
  });
  // Chromium may still be writing the profile as it exits; a leftover temp folder is harmless.
  context.on("close", () =>
    setTimeout(() => {
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
      } catch {
        // ENOTEMPTY while Chromium still writes: the temp folder stays, and no test depends on it.
      }
    }, 200),
  );
  return context;
}

/** What a page did while it loaded: console errors and requests to other origins. */
export interface PageWatch {
  readonly errors: string[];
  readonly foreignRequests: string[];
}

/** Records console errors, page errors and any request that leaves the site's origin. */
export function watchPage(page: Page, origin: string): PageWatch {
  const watch: PageWatch = { errors: [], foreignRequests: [] };
  page.on("console", (message) => {
    if (message.type() === "error") watch.errors.push(message.text());
  });
  page.on("pageerror", (error) => watch.errors.push(String(error)));
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !/^(data|blob):/.test(url)) watch.foreignRequests.push(url);
  });
  return watch;
}

const axeSource = readFileSync(join(process.cwd(), "node_modules/axe-core/axe.min.js"), "utf8");

/** One axe-core violation, shortened for a readable assertion message. */
export interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly targets: readonly string[];
}

/**
 * Runs axe-core (WCAG 2.2 A and AA plus best practices) in the page. The script is evaluated
 * through the DevTools protocol, so the page's Content-Security-Policy stays as it is.
 */
export async function axeViolations(page: Page, exclude: readonly string[] = []): Promise<AxeViolation[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async (excluded) => {
    const axe = (
      window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<unknown> } }
    ).axe;
    const result = (await axe.run(
      { include: [["html"]], exclude: excluded.map((selector) => [selector]) },
      { resultTypes: ["violations"], iframes: false },
    )) as { violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] };
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
    }));
  }, exclude);
}

/** Saves a full-page screenshot under artifacts/screenshots. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });
}

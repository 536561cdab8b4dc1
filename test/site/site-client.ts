import type { ContentGraph } from "../../src/content/types.js";
import type { WebApp } from "../../src/serve/web-app.js";
import { testApp, testBaseUrl, testGraph } from "../support/service.js";

/** A page or file as a test reads it. */
export interface SiteAnswer {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
}

/** The base URL of the test service. */
export const base = testBaseUrl;

let app: Promise<WebApp> | undefined;

/** The service over the real content, composed once per test file. */
export function siteApp(): Promise<WebApp> {
  app ??= testApp();
  return app;
}

/** The real content graph. */
export function siteGraph(): Promise<ContentGraph> {
  return testGraph();
}

/** GETs a path in-process with the given request headers. */
export async function get(path: string, headers: Record<string, string> = {}): Promise<SiteAnswer> {
  const response = await (await siteApp()).request(path, { headers });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** Every `href` and `src` of an HTML document, entities decoded. */
export function htmlLinks(html: string): string[] {
  return [...html.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((match) =>
    (match[1] ?? "").replace(/&amp;/g, "&"),
  );
}

/** The text of the first element matching a simple tag pattern, e.g. `<title>`. */
export function firstText(html: string, tag: string): string | undefined {
  return new RegExp(`<${tag}[^>]*>([\\s\\S]*?)</${tag}>`).exec(html)?.[1];
}

/** The content of a `<meta>` or `<link>` found by one attribute, e.g. `name="description"`. */
export function attributeOf(
  html: string,
  element: "meta" | "link",
  selector: string,
  attribute: string,
): string | undefined {
  const tag = new RegExp(`<${element}[^>]*${selector}[^>]*>`).exec(html)?.[0];
  return tag ? new RegExp(`${attribute}="([^"]*)"`).exec(tag)?.[1]?.replace(/&amp;/g, "&") : undefined;
}

/** One example path of every page type of the site, with the kind of page it is. */
export async function pageTypeExamples(): Promise<readonly (readonly [string, string])[]> {
  const graph = await siteGraph();
  const first = <T>(items: Iterable<T>) => {
    for (const item of items) return item;
    throw new Error("empty content");
  };
  return [
    ["home", "/"],
    ["guide index", "/guide"],
    ["guide page", `/guide/${first(graph.docs.keys())}`],
    ["blog index", "/blog"],
    ["blog category page", `/blog?category=${encodeURIComponent(first(graph.articles).category)}`],
    ["article", `/blog/${first(graph.articles).slug}`],
    ["calculator index", "/tools"],
    ["calculator", "/tools/bmi"],
    ["audience page", `/for/${first(graph.audiences).slug}`],
    ["release history", "/whats-new"],
    ["developer page", "/developers"],
    ["search results", "/search?q=streak"],
  ];
}

import type { Child } from "hono/jsx";
import { absoluteBody } from "../api/resources/present-doc.js";
import type { PageName } from "../routes/page-routes.js";
import { markdownPath } from "../routes/pattern.js";
import { pagePath } from "../routes/site-map.js";
import type { SiteUrls } from "../routes/site-urls.js";
import type { ShareImageKind } from "./art/share-image.js";
import type { StructuredData } from "./structured-data.js";

/** One page of the website, ready to be rendered as HTML or as Markdown. */
export interface PageView {
  /** Canonical site path with its query, e.g. `/guide/how-streaks-work` or `/blog?page=2`. */
  readonly path: string;
  /** Site path of the Markdown variant (`/guide/x.md`); absent when the page has none. */
  readonly markdownPath?: string;
  /** The h1 and the Markdown's `# {title}`. */
  readonly title: string;
  /** The Markdown's `# {title}` when it must differ (request input there is a code span). */
  readonly markdownTitle?: string;
  /** The HTML `<title>`; the title followed by the site name when absent. */
  readonly documentTitle?: string;
  /** Meta and Open Graph description. */
  readonly description: string;
  readonly ogType?: "website" | "article";
  /** The content of `<main>`, h1 included. */
  readonly main: Child;
  /** The Markdown body that follows `# {title}`; every link absolute. */
  readonly markdown: string;
  /** Script bundles the page loads (logical asset names). */
  readonly scripts?: readonly "calculator.js"[];
  /** HTTP status; 200 when absent. */
  readonly status?: number;
  /** Asks search engines not to index the page (search results, form results). */
  readonly noindex?: boolean;
  /** The share image (Open Graph); by the navigation section when absent, else the home page's. */
  readonly shareImage?: ShareImageKind;
  /** The page's schema.org nodes, written as JSON-LD in its head (the app, an article, breadcrumbs). */
  readonly structuredData?: readonly StructuredData[];
  /** The navigation entry to mark as current. */
  readonly section?: "guide" | "blog" | "tools" | "whats-new" | "developers";
}

/** What a content page's view takes from its Markdown file: its address, its Markdown beside it, its words. */
export function contentPageView(
  page: { readonly title: string; readonly description: string; readonly body: string },
  path: string,
  urls: SiteUrls,
) {
  const { title, description } = page;
  return { path, markdownPath: `${path}.md`, title, description, markdown: absoluteBody(page, urls) };
}

/** A page at a fixed address, and its Markdown's: `/guide` and `/guide.md`, `/` and `/index.md`. */
export function fixedPageAddresses(name: PageName) {
  const path = pagePath(name);
  return { path, markdownPath: markdownPath(path) };
}

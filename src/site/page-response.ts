import { plainAnswer } from "../http/answer.js";
import type { Effort, Encoders } from "../http/encoding.js";
import {
  type AnswerBody,
  type AnswerParts,
  createRepresentation,
  type Representation,
  type RespondOptions,
} from "../http/representation.js";
import { contentCaching, sharedCaching, surrogateKeyHeader } from "../routes/caching.js";
import { fileRoutes } from "../routes/file-routes.js";
import { pageRoutes } from "../routes/page-routes.js";
import { findPage } from "../routes/site-map.js";
import { renderHtml } from "./layout/document.js";
import type { PageView } from "./page-view.js";
import { securityHeaders } from "./security-headers.js";
import type { SiteContext } from "./site-context.js";

/** The two representations a page can have. */
export type PageFormatName = "html" | "markdown";

/** A rendered page representation with what its headers need. */
export interface RenderedPage extends PageBody {
  readonly representation: Representation;
}

/** A page's body (a rendered page's, or a 404 page's made per request) with what its headers need. */
export interface PageBody {
  readonly representation: AnswerBody;
  readonly view: Pick<PageView, "path" | "markdownPath" | "status">;
}

/** The Markdown representation: `# {title}`, a blank line, then the body. */
export function markdownDocument(view: PageView): string {
  return `# ${view.markdownTitle ?? view.title}\n\n${view.markdown.trim()}\n`;
}

/** Renders one representation of a page with its ETag; `best` effort for pages cached per snapshot. */
export async function renderPage(
  view: PageView,
  format: PageFormatName,
  context: SiteContext,
  encoders: Encoders,
  effort: Effort = "fast",
): Promise<RenderedPage> {
  const [body, type] =
    format === "html"
      ? [await renderHtml(view, context), "text/html; charset=utf-8"]
      : [markdownDocument(view), "text/markdown; charset=utf-8"];
  const representation = await createRepresentation(body, type, encoders, effort);
  const { path, markdownPath, status } = view;
  return { representation, view: { path, markdownPath, status } };
}

/** Estimates a Markdown answer's tokens for `X-Markdown-Tokens` (as Cloudflare sends): four bytes a token. */
export function markdownTokens(bytes: number): number {
  return Math.ceil(bytes / 4);
}

/** A page's policy for the shared cache: every page shows the layout, and what its route says. */
export function sharedPolicy(context: SiteContext, path: string): RespondOptions["shared"] {
  const page = findPage(context.graph, path.replace(/\?.*$/, ""));
  const keys = page ? pageRoutes[page.name].keys(page.params) : [];
  return { keys: surrogateKeyHeader(["layout", ...keys]), cacheControl: sharedCaching };
}

/** The status and headers a rendered page is always sent with, in one format. */
export function pageRespondOptions(
  page: PageBody,
  format: PageFormatName,
  context: SiteContext,
): RespondOptions {
  const { urls } = context;
  const { view } = page;
  const headers: Record<string, string> = { ...securityHeaders() };
  const describedBy = `<${urls.absolute(fileRoutes.llmsTxt.path)}>; rel="describedby"`;
  if (format === "html") {
    headers.Link = view.markdownPath
      ? `<${urls.absolute(view.markdownPath)}>; rel="alternate"; type="text/markdown", ${describedBy}`
      : describedBy;
  } else {
    if (view.markdownPath) headers["Content-Location"] = urls.absolute(view.markdownPath);
    headers["X-Robots-Tag"] = "noindex";
    headers["X-Markdown-Tokens"] = String(markdownTokens(page.representation.byteLength));
    // An error page (a 404, a refused search) has no canonical address, as its HTML has none.
    const canonical = (view.status ?? 200) === 200 ? `<${urls.absolute(view.path)}>; rel="canonical", ` : "";
    headers.Link = `${canonical}${describedBy}`;
  }
  const status = view.status ?? 200;
  return status === 200
    ? {
        status,
        cacheControl: contentCaching,
        vary: ["Accept"],
        headers,
        shared: sharedPolicy(context, view.path),
      }
    : { status, cacheControl: "no-store", vary: ["Accept"], headers };
}

/** The 406 answer: neither HTML nor Markdown is acceptable (docs/website.md). */
export function notAcceptable(markdownUrl: string | undefined): AnswerParts {
  const alternative = markdownUrl ? ` The Markdown is also at ${markdownUrl} without any Accept header.` : "";
  return plainAnswer(
    406,
    {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      Vary: "Accept, Accept-Encoding",
      "X-Content-Type-Options": "nosniff",
    },
    `406 Not Acceptable: this page is available as text/html or text/markdown. Send Accept: text/html or Accept: text/markdown.${alternative}\n`,
  );
}

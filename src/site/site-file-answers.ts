import type { AnswerParts, Representation, RespondOptions } from "../http/representation.js";
import type { RoutedRequest } from "../http/router.js";
import { contentCaching, sharedCaching, surrogateKeyHeader } from "../routes/caching.js";
import { canonicalRedirect, canonicalSearch, readsNothing } from "./canonical-query.js";
import type { SiteFile } from "./files/site-files.js";
import { markdownTokens } from "./page-response.js";

/** Assets and icons for a shared cache: kept like every content answer, purged only with `all`. */
const assetShared = { keys: surrogateKeyHeader([]), cacheControl: sharedCaching };

/** How a static asset or an icon alias is sent, with its route's browser caching. */
export function assetOptions(cacheControl: string): RespondOptions {
  return { cacheControl, headers: { "X-Content-Type-Options": "nosniff" }, shared: assetShared };
}

/** How a site file (`/llms.txt`, the sitemap, ...) is sent. */
export function fileOptions(file: SiteFile, representation: Representation): RespondOptions {
  return {
    cacheControl: contentCaching,
    headers: {
      "X-Content-Type-Options": "nosniff",
      ...(file.contentType.startsWith("text/markdown")
        ? { "X-Markdown-Tokens": String(markdownTokens(representation.byteLength)) }
        : {}),
    },
    shared: { keys: surrogateKeyHeader(file.keys), cacheControl: sharedCaching },
  };
}

/** Wraps a route that reads no query: a request with one redirects to the bare address (one cache object). */
export function readsNoQuery(
  serve: (request: RoutedRequest) => Promise<AnswerParts>,
): (request: RoutedRequest) => Promise<AnswerParts> {
  return (request) => {
    const { url } = request;
    const search = canonicalSearch(url.search, readsNothing);
    return search === undefined
      ? serve(request)
      : Promise.resolve(canonicalRedirect(`${url.pathname}${search}`));
  };
}

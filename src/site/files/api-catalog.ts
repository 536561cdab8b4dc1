import { apiEntryPaths, fileRoutes } from "../../routes/file-routes.js";
import type { SiteUrls } from "../../routes/site-urls.js";

/** /.well-known/api-catalog (RFC 9727): a linkset naming the API, its OpenAPI description and its docs. */
export function apiCatalog(urls: SiteUrls) {
  const api = urls.absolute(apiEntryPaths.index);
  return {
    linkset: [
      { anchor: urls.absolute(fileRoutes.apiCatalog.path), item: [{ href: api }] },
      {
        anchor: api,
        "service-desc": [
          {
            href: urls.absolute(apiEntryPaths.openapi),
            type: "application/vnd.oai.openapi+json;version=3.1",
          },
        ],
        "service-doc": [{ href: urls.page("developers"), type: "text/html" }],
        "service-meta": [{ href: urls.absolute(fileRoutes.llmsTxt.path), type: "text/plain" }],
      },
    ],
  };
}

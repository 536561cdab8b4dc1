import { presentRelease } from "../../api/resources/present-release.js";
import { releaseFeedSchemaVersion } from "../../api/schemas/app-schema.js";
import type { ContentGraph } from "../../content/types.js";
import { fileRoutes } from "../../routes/file-routes.js";
import type { SiteUrls } from "../../routes/site-urls.js";

/** /whats-new.json: the feed the app reads, the ReleaseList of `/api/v1/releases` with every release. */
export function whatsNewFeed(graph: ContentGraph, urls: SiteUrls) {
  const releases = graph.releases.map(presentRelease);
  return {
    schemaVersion: releaseFeedSchemaVersion,
    releases,
    total: releases.length,
    count: releases.length,
    source: urls.absolute(fileRoutes.whatsNewJson.path),
    page: urls.page("whatsNew"),
  };
}

import { presentRelease } from "../../api/resources/present-release.js";
import { releaseFeedSchemaVersion } from "../../api/schemas/app-schema.js";
import type { ContentGraph } from "../../content/types.js";
import type { SiteUrls } from "../../urls/site-urls.js";

/**
 * /whats-new.json: the feed the app reads, the same ReleaseList as `/api/v1/releases` with every
 * release, newest first.
 */
export function whatsNewFeed(graph: ContentGraph, urls: SiteUrls) {
  const releases = graph.releases.map(presentRelease);
  return {
    schemaVersion: releaseFeedSchemaVersion,
    releases,
    total: releases.length,
    count: releases.length,
    source: urls.absolute("/whats-new.json"),
    page: urls.absolute("/whats-new"),
  };
}

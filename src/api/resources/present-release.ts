import type { z } from "zod";
import type { ContentGraph, Release } from "../../content/types.js";
import { fileRoutes } from "../../routes/file-routes.js";
import type { SiteUrls } from "../../routes/site-urls.js";
import { releaseFeedSchemaVersion, type releaseSchema } from "../schemas/app-schema.js";

/** The Release resource: its members named here, so a new field in releases.yaml is not published unsaid. */
export function presentRelease(release: Release): z.infer<typeof releaseSchema> {
  return {
    version: release.version,
    date: release.date,
    headline: release.headline,
    highlights: release.highlights.map((highlight) => ({ title: highlight.title, body: highlight.body })),
  };
}

/** The ReleaseList of `/api/v1/releases` (its first `limit` releases) and of /whats-new.json (all of them). */
export function releaseList(graph: ContentGraph, urls: SiteUrls, limit = graph.releases.length) {
  const releases = graph.releases.slice(0, limit).map(presentRelease);
  return {
    releases,
    total: graph.releases.length,
    schemaVersion: releaseFeedSchemaVersion,
    count: releases.length,
    source: urls.absolute(fileRoutes.whatsNewJson.path),
    page: urls.page("whatsNew"),
  };
}

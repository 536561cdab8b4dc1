import type { z } from "zod";
import type { Release } from "../../content/types.js";
import type { releaseSchema } from "../schemas/app-schema.js";

/** The Release resource. */
export function presentRelease(release: Release): z.infer<typeof releaseSchema> {
  return {
    version: release.version,
    date: release.date,
    headline: release.headline,
    highlights: release.highlights.map((highlight) => ({ title: highlight.title, body: highlight.body })),
  };
}

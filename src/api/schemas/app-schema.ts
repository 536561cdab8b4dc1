import { z } from "zod";
import { component, dateString, uriString } from "./registry.js";

/** One release (docs/api.md). */
export const releaseSchema = component(
  "Release",
  z.object({
    version: z.string().describe("Marketing version, e.g. 3.9."),
    date: dateString().describe("Release date."),
    headline: z.string().nullable().optional().describe("One-line summary of the release."),
    highlights: z
      .array(z.object({ title: z.string(), body: z.string() }))
      .optional()
      .describe("What changed, 2 to 5 items."),
  }),
);

/** Version of the release feed's shape: `ReleaseList.schemaVersion` and /whats-new.json (docs/http.md). */
export const releaseFeedSchemaVersion = 1;

/** The release history (docs/api.md). */
export const releaseListSchema = component(
  "ReleaseList",
  z.object({
    releases: z.array(releaseSchema).describe("Newest first."),
    total: z.number().int().min(0).describe("All releases, before `limit`."),
    schemaVersion: z
      .number()
      .int()
      .optional()
      .describe(`Version of the release-feed format; ${releaseFeedSchemaVersion}.`),
    count: z.number().int().min(0).optional().describe("Releases in this response."),
    source: uriString().optional().describe("The feed the app itself reads (/whats-new.json)."),
    page: uriString().optional().describe("The release-history web page."),
  }),
);

/** The app's facts (docs/api.md). */
export const appSchema = component(
  "App",
  z.object({
    name: z.string(),
    alternateName: z.string().optional(),
    tagline: z.string().optional(),
    description: z.string(),
    website: uriString().optional(),
    appStoreUrl: uriString().optional(),
    platforms: z.array(z.string()),
    category: z.string().optional(),
    dataSource: z.string().optional(),
    pricing: z
      .object({
        model: z.string().optional().describe("Business model, `freemium`."),
        price: z.number().optional().describe("Price of the app download; 0 means free."),
        currency: z.string().optional().describe("ISO 4217 currency of every price."),
        paidTier: z.string().optional().describe("Name of the paid tier."),
        paidTierPrice: z.number().optional().describe("Price of the paid tier per `paidTierPeriod`."),
        paidTierPeriod: z.enum(["month", "year"]).optional().describe("Billing period of the paid tier."),
        paidTierTrialDays: z
          .number()
          .int()
          .optional()
          .describe("Length of the paid tier's free trial in days."),
        paidTierUnlocks: z.array(z.string()).optional().describe("What the paid tier adds."),
        freeIncludes: z.array(z.string()).optional().describe("What the free app includes."),
      })
      .describe(
        "Pricing; every member optional. `paidTierPrice`, `paidTierPeriod` and `paidTierTrialDays` extend the specification.",
      ),
    rating: z.object({
      value: z.number().optional(),
      count: z.number().int().optional(),
      bestRating: z.number().optional(),
      source: z.string().optional(),
    }),
    features: z.array(z.object({ name: z.string(), description: z.string() })).optional(),
    highlights: z.array(z.string()).optional(),
    latestRelease: releaseSchema.nullable().optional(),
    developer: z
      .object({
        name: z.string(),
        website: z.string(),
        email: z.string(),
        supportUrl: z.string(),
        privacyPolicyUrl: z.string(),
      })
      .optional(),
    links: z
      .object({
        website: uriString(),
        appStore: uriString(),
        guide: uriString(),
        blog: uriString(),
        tools: uriString(),
        whatsNew: uriString(),
        api: uriString(),
        openapi: uriString(),
        llmsTxt: uriString(),
        agents: uriString(),
      })
      .optional(),
  }),
);

import { z } from "zod";
import { appScreens, articleCategories, guideSectionIds } from "./vocabulary.js";

// The shape is checked first and stops there, so "2026-5-1" is not also "not a real calendar date".
const date = z
  .string({ error: "must be a date written YYYY-MM-DD" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "must be a date written YYYY-MM-DD", abort: true })
  .regex(z.regexes.date, { error: "is not a real calendar date" });

const sitePathOrUrl = z
  .string()
  .regex(/^(\/|https:\/\/|mailto:)/, { error: "must be a site path starting with / or an https:// URL" });

/** Trimmed text of `min` to `max` characters, with one message for both bounds. */
const sized = (min: number, max: number, error: string) =>
  z.string().trim().min(min, { error }).max(max, { error });
const title = sized(3, 90, "must be 3 to 90 characters");
const summary = sized(20, 200, "must be one sentence of 20 to 200 characters");
const description = sized(20, 300, "must be 20 to 300 characters").optional();
const personName = sized(2, 100, "must be a name of 2 to 100 characters");
const related = z
  .array(
    z.string().regex(/^\/[a-z0-9/-]*$/, { error: "must be a site path such as /guide/how-streaks-work" }),
  )
  .default([]);
const order = z
  .number({ error: "must be a whole number" })
  .int({ error: "must be a whole number" })
  .min(1, { error: "must be 1 or more" });
const appScreen = z.enum(appScreens, { error: `must be one of ${appScreens.join(", ")}` });
const guideSlug = z.string().regex(/^[a-z0-9-]+$/, { error: "must be a guide page slug" });

/** `app.yaml`. */
export const appFileSchema = z.strictObject({
  name: z.string().min(1),
  alternateName: z.string().min(1).optional(),
  tagline: z.string().min(1).optional(),
  description: z.string().min(20),
  appStoreUrl: z.url({ protocol: /^https$/ }).optional(),
  platforms: z.array(z.string().min(1)).min(1),
  category: z.string().min(1).optional(),
  dataSource: z.string().min(1).optional(),
  requirements: z.strictObject({ ios: z.string().min(1), watchos: z.string().min(1) }),
  /** The daily step goals the app's goal picker offers. */
  goals: z.strictObject({
    minimumSteps: z.number().int().min(100),
    maximumSteps: z.number().int().max(1_000_000),
    stepSize: z.number().int().min(1),
  }),
  pricing: z.strictObject({
    model: z.string().min(1),
    price: z.number().min(0),
    currency: z.string().regex(/^[A-Z]{3}$/, { error: "must be an ISO 4217 code such as USD" }),
    paidTier: z.string().min(1),
    paidTierPrice: z.number().positive(),
    paidTierPeriod: z.enum(["month", "year"]),
    paidTierTrialDays: z.number().int().min(0),
    paidTierUnlocks: z.array(z.string().min(1)).min(1),
    freeIncludes: z.array(z.string().min(1)).min(1),
  }),
  rating: z.strictObject({
    value: z.number().min(0),
    count: z.number().int().min(0),
    bestRating: z.number().positive(),
    source: z.string().min(1),
  }),
  features: z
    .array(
      z.strictObject({
        name: z.string().min(1),
        description: z.string().min(1),
        since: z.string().min(1),
        guide: guideSlug,
      }),
    )
    .min(8, { error: "must list 8 to 12 features" })
    .max(12, { error: "must list 8 to 12 features" }),
  highlights: z.array(z.string().min(1)).default([]),
  home: z.strictObject({
    headline: z.string().trim().min(10).max(60, { error: "must be 10 to 60 characters" }),
    subhead: z.string().trim().min(40).max(240, { error: "must be 40 to 240 characters" }),
    benefits: z
      .array(
        z.strictObject({
          title: z.string().trim().min(3).max(60),
          text: z.string().trim().min(40).max(320),
          screen: appScreen,
          guide: guideSlug,
        }),
      )
      .min(2, { error: "must list 2 to 6 benefits" })
      .max(6, { error: "must list 2 to 6 benefits" }),
    faq: z
      .array(
        z.strictObject({
          question: z.string().trim().min(8).max(80).endsWith("?", { error: "must be a question" }),
          answer: z.string().trim().min(30).max(400, { error: "must be 30 to 400 characters" }),
          guide: guideSlug,
        }),
      )
      .max(8, { error: "must list at most 8 questions" })
      .default([]),
  }),
  developer: z.strictObject({
    name: z.string().min(1),
    website: sitePathOrUrl,
    email: z.email(),
    supportUrl: sitePathOrUrl,
    privacyPolicyUrl: sitePathOrUrl,
  }),
});

/** `releases.yaml`. */
export const releasesFileSchema = z
  .array(
    z.strictObject({
      version: z
        .string({ error: 'must be a quoted version string such as "3.9"' })
        .regex(/^\d+(\.\d+){1,2}$/, {
          error: 'must be a version such as "3.9" or "3.9.1"',
        }),
      date,
      headline: z.string().min(1).nullable().default(null),
      highlights: z
        .array(z.strictObject({ title: z.string().min(1), body: z.string().min(1) }))
        .min(2, { error: "must have 2 to 5 highlights" })
        .max(5, { error: "must have 2 to 5 highlights" }),
    }),
  )
  .min(1);

/** `guide/sections.yaml`. */
export const sectionsFileSchema = z.array(
  z.strictObject({
    id: z.enum(guideSectionIds, { error: `must be one of ${guideSectionIds.join(", ")}` }),
    title,
    summary,
  }),
);

/** The fields every page's front matter opens with, and the date and related pages most close with. */
const titled = { title, summary, description };
const dated = { updated: date, related };

/** Front matter of a guide page. */
export const guideFrontMatterSchema = z.strictObject({ ...titled, order, ...dated });

/** Front matter of an article. */
export const articleFrontMatterSchema = z.strictObject({
  ...titled,
  category: z.enum(articleCategories, {
    error: `must be one of ${articleCategories.join(", ")} (exact case)`,
  }),
  publishedAt: date,
  updatedAt: date.optional(),
  /** True when a date after today is meant: content:check then accepts it. */
  scheduled: z.boolean({ error: "must be true or false" }).optional(),
  /** Who wrote the article (a person or a team); required on Health and Weight loss articles. */
  author: personName.optional(),
  /** Who reviewed the article's facts, and when. */
  reviewedBy: personName.optional(),
  reviewedAt: date.optional(),
  related,
});

/** Front matter of an audience page. */
export const audienceFrontMatterSchema = z.strictObject({
  ...titled,
  order,
  ...dated,
  screen: appScreen.describe(
    "The drawn app screen that opens the page, the one this audience cares about most",
  ),
});

/** Front matter of a page about the site or the publisher (`pages/{slug}.md`: about, privacy, terms). */
export const infoFrontMatterSchema = z.strictObject({ ...titled, ...dated });

/** Front matter of a calculator page. */
export const calculatorFrontMatterSchema = z.strictObject({
  ...titled,
  ...dated,
  inApp: z
    .string()
    .min(20)
    .max(200)
    .describe(
      "One sentence under the result: what Stepzy does with this result, true to the app's facts (it shows no calorie estimate of its own)",
    ),
});

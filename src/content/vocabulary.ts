/** Article categories, in the order of the specification (section 2). */
export const articleCategories = [
  "Tech",
  "Step counting",
  "Health",
  "Habits",
  "Motivation",
  "Weight loss",
] as const;

/** One of the article categories. */
export type ArticleCategory = (typeof articleCategories)[number];

/** Guide section ids, exact and in the order of the specification (section 2). */
export const guideSectionIds = [
  "getting-started",
  "step-tracking",
  "goals",
  "streaks",
  "workouts",
  "insights",
  "awards",
  "widgets",
  "apple-watch",
  "personalization",
  "stepzy-pro",
  "troubleshooting",
] as const;

/** One of the guide section ids. */
export type GuideSectionId = (typeof guideSectionIds)[number];

/** Article categories, in their fixed order (docs/api.md). */
export const articleCategories = [
  "Tech",
  "Step counting",
  "Health",
  "Habits",
  "Motivation",
  "Weight loss",
] as const;

/** Guide section ids, exact and in their fixed order (docs/api.md). */
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

/** The app screens the site draws (src/site/art), which the home page's benefit sections name. */
export const appScreens = ["today", "streak", "insights", "widget", "watch"] as const;

/** One of the drawn app screens. */
export type AppScreen = (typeof appScreens)[number];

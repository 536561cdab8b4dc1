import type { ContentProblem } from "./problem.js";

/** Today's date in UTC, written YYYY-MM-DD, as content dates are. */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * A date after today is a typo (2062 for 2026) unless the article says `scheduled: true`; dates are
 * YYYY-MM-DD, so they compare as strings. Guide, audience and calculator pages cannot be scheduled.
 */
export function futureDateProblems(
  file: string,
  dates: Readonly<Record<string, string | undefined>>,
  today: string,
  schedulable: { readonly scheduled: boolean } | undefined,
): ContentProblem[] {
  if (schedulable?.scheduled) return [];
  return Object.entries(dates).flatMap(([field, value]) =>
    value !== undefined && value > today
      ? [
          {
            file,
            field,
            message: `${value} is after today (${today})`,
            fix: schedulable
              ? "write the real date, or add `scheduled: true` if the article is meant to carry a later date"
              : "write the date of the last real change, today or earlier",
          },
        ]
      : [],
  );
}

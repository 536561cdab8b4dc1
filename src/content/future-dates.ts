import type { ContentProblem } from "./problem.js";

/** Today's date in UTC, written YYYY-MM-DD, as content dates are. */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Reports each date after today as a typo (2062 for 2026) unless the article says `scheduled: true`;
 * none when today is unknown (when serving, so that a lagging clock refuses nothing).
 */
export function futureDateProblems(
  file: string,
  dates: Readonly<Record<string, string | undefined>>,
  today: string | undefined,
  schedulable?: { readonly scheduled: boolean },
): ContentProblem[] {
  if (today === undefined || schedulable?.scheduled) return [];
  // YYYY-MM-DD dates compare correctly as strings.
  return Object.entries(dates)
    .filter(([, value]) => value !== undefined && value > today)
    .map(([field, value]) => ({
      file,
      field,
      message: `${value} is after today (${today})`,
      fix: schedulable
        ? "write the real date, or add `scheduled: true` if the article is meant to carry a later date"
        : "write the date of the last real change, today or earlier",
    }));
}

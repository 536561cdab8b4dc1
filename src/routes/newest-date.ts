/** The newest of some YYYY-MM-DD dates (they sort as text); "" when there is none. */
export function newestDate(dates: Iterable<string>): string {
  let newest = "";
  for (const date of dates) if (date > newest) newest = date;
  return newest;
}

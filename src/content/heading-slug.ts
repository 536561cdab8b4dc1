/**
 * The anchor id of a heading: lower case, letters and digits joined by single hyphens.
 * @example headingSlug("Late steps still count") // "late-steps-still-count"
 * @example headingSlug("1. Check the devices") // "step-1-check-the-devices"
 */
export function headingSlug(text: string): string {
  const slug =
    text
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/&[a-z]+;/g, "")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "section";
  // An id starting with a digit fails as a CSS selector (`#1-...`) and validators flag it.
  return /^\d/.test(slug) ? `step-${slug}` : slug;
}

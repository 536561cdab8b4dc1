import { describe, expect, it } from "vitest";
import { sourceLinkProblem } from "./source-links.js";

const link = (href: string, section = "Sources") => ({ href, line: 40, section });

describe("sourceLinkProblem", () => {
  it.each(["https://www.cdc.gov", "https://www.cdc.gov/", "http://www.nhs.uk/"])(
    "reports the bare home page %s in Sources",
    (href) => {
      expect(sourceLinkProblem("blog/a.md", link(href))?.message).toBe(
        `the source ${href} is the home page of ${new URL(href).hostname}, not the page that supports the claim`,
      );
    },
  );

  it.each([
    link("https://www.cdc.gov/physical-activity-basics/guidelines/adults.html"),
    link("https://doi.org/10.1186/1479-5868-8-79"),
    link("/tools/bmi"),
    link("https://www.cdc.gov/", "How much is enough"),
  ])("accepts %j", (candidate) => {
    expect(sourceLinkProblem("blog/a.md", candidate)).toBeUndefined();
  });
});

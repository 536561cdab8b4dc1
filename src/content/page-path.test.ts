import { describe, expect, it } from "vitest";
import { pagePath } from "../routes/site-map.js";
import { contentPagePath } from "./page-path.js";

describe("contentPagePath", () => {
  it.each([
    ["doc", "guidePage"],
    ["article", "article"],
    ["audience", "audience"],
    ["calculator", "tool"],
    ["info", "infoPage"],
  ] as const)("puts a %s where the route table serves it (%s)", (kind, route) => {
    expect(contentPagePath(kind, "some-slug")).toBe(pagePath(route, { slug: "some-slug" }));
  });
});

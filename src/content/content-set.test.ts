import { describe, expect, it } from "vitest";
import { testGraph } from "../../test/support/service.js";
import { checkContent } from "../build/check-content.js";
import { directorySource } from "../build/directory-source.js";
import { utcToday } from "./future-dates.js";
import type { PageBase } from "./types.js";
import { articleCategories, guideSectionIds } from "./vocabulary.js";

// The publisher's content set (issue 3): volume, ranges and rules that an editor could break.
const words = (page: PageBase) => page.body.split(/\s+/).filter(Boolean).length;
const lastDate = utcToday();

describe("the content folder", () => {
  it("passes content:check (graph, every internal link, Markdown lint) with no problem", async () => {
    const { problems } = await checkContent(directorySource("content"));
    expect(problems).toEqual([]);
  });

  it("has at least 24 releases from 1.0, each with 2 to 5 highlights, none dated after today", async () => {
    const { releases } = await testGraph();
    expect(releases.length).toBeGreaterThanOrEqual(24);
    expect(releases.at(-1)!.version).toBe("1.0");
    for (const release of releases) {
      expect(release.highlights.length).toBeGreaterThanOrEqual(2);
      expect(release.highlights.length).toBeLessThanOrEqual(5);
      expect(release.date <= lastDate).toBe(true);
    }
  });

  it("has the 12 guide sections, each with at least 4 pages of 350 to 1500 words", async () => {
    const graph = await testGraph();
    expect(graph.sections.map((section) => section.id)).toEqual([...guideSectionIds]);
    expect(graph.docs.size).toBeGreaterThanOrEqual(48);
    for (const section of graph.sections) expect(section.pages.length, section.id).toBeGreaterThanOrEqual(4);
    for (const page of graph.docs.values()) {
      expect(words(page), page.slug).toBeGreaterThanOrEqual(350);
      expect(words(page), page.slug).toBeLessThanOrEqual(1500);
      expect(
        page.headings.some((heading) => heading.level === 2),
        page.slug,
      ).toBe(true);
      expect(page.body, page.slug).toMatch(/\]\(\/(guide|blog|tools|for)\//);
    }
  });

  it("has at least 36 articles, 5 or more per category, 700 to 1800 words, dated 2023 to today", async () => {
    const graph = await testGraph();
    expect(graph.articles.length).toBeGreaterThanOrEqual(36);
    for (const category of articleCategories) {
      expect(
        graph.articles.filter((article) => article.category === category).length,
        category,
      ).toBeGreaterThanOrEqual(5);
    }
    for (const article of graph.articles) {
      expect(words(article), article.slug).toBeGreaterThanOrEqual(700);
      expect(words(article), article.slug).toBeLessThanOrEqual(1800);
      expect(article.publishedAt >= "2023-01-01" && article.publishedAt <= lastDate, article.slug).toBe(true);
      if (article.updatedAt) expect(article.updatedAt <= lastDate).toBe(true);
    }
    expect(graph.articles.some((article) => article.updatedAt !== undefined)).toBe(true);
    for (const article of graph.articles.filter(
      (a) => a.category === "Health" || a.category === "Weight loss",
    )) {
      expect(
        article.headings.some((heading) => heading.text === "Sources"),
        article.slug,
      ).toBe(true);
    }
  });

  it("has at least 10 audience pages and the copy of all 8 calculators", async () => {
    const graph = await testGraph();
    expect(graph.audiences.length).toBeGreaterThanOrEqual(10);
    expect(graph.calculatorPages.size).toBe(8);
  });

  it("has no placeholder text and quotes the Pro price only through the app facts", async () => {
    const graph = await testGraph();
    const pages: PageBase[] = [
      ...graph.docs.values(),
      ...graph.articles,
      ...graph.audiences,
      ...graph.calculatorPages.values(),
    ];
    const price = String(graph.app.pricing.paidTierPrice);
    for (const page of pages) {
      expect(page.body, page.source).not.toMatch(/\b(TODO|TBD|FIXME|lorem ipsum|placeholder)\b/i);
      expect(page.body, page.source).not.toContain("{{");
      // Every occurrence of the price comes from {{pro.price}}, which renders "$19.99 a year".
      const quoted = page.body.split(`$${price}`).length - 1;
      const rendered = page.body.split(`$${price} a ${graph.app.pricing.paidTierPeriod}`).length - 1;
      expect(quoted, page.source).toBe(rendered);
    }
  });

  it("explains every app feature in the guide and dates it to a release", async () => {
    const graph = await testGraph();
    const versions = new Set(graph.releases.map((release) => release.version));
    for (const feature of graph.app.features) {
      expect(graph.docs.has(feature.guide), feature.name).toBe(true);
      expect(versions.has(feature.since), feature.name).toBe(true);
    }
  });
});

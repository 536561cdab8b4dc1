import MarkdownIt from "markdown-it";
import { describe, expect, it, vi } from "vitest";
import { contentRules } from "../content-rules.js";
import { sitePaths } from "../routes/site-map.js";
import { searchDocuments } from "../search/search-document.js";
import { buildGraph, compareVersions } from "./build-graph.js";
import type { ContentSource } from "./parse-source.js";
import { formatProblem } from "./problem.js";

const rules = { calculatorSlugs: ["bmi"], sitePaths, contentPagePath: contentRules.contentPagePath };

const app = `name: Stepzy
description: A step counter for iPhone and Apple Watch, free with Stepzy Pro.
platforms: [iOS, watchOS]
requirements: { ios: iOS 17 or later, watchos: watchOS 10 or later }
goals: { minimumSteps: 1000, maximumSteps: 50000, stepSize: 500 }
pricing:
  model: freemium
  price: 0
  currency: USD
  paidTier: Stepzy Pro
  paidTierPrice: 19.99
  paidTierPeriod: year
  paidTierTrialDays: 7
  freeIncludes: [Step counting]
  paidTierUnlocks: [Adaptive goals]
rating: { value: 4.8, count: 10, bestRating: 5, source: App Store }
features:
${Array.from({ length: 8 }, (_, index) => `  - { name: Feature ${index}, description: Does things., since: "1.0", guide: first-page }`).join("\n")}
home:
  headline: Walk a little more every day
  subhead: Stepzy counts your steps by itself and turns them into a goal that fits you.
  benefits:
    - { title: Your day at a glance, text: "A goal ring with the day's steps, distance and streak on one screen.", screen: today, guide: first-page }
    - { title: On your wrist, text: "The watch app counts steps without the iPhone and shows them on the watch face.", screen: watch, guide: first-page }
developer: { name: Stepzy Labs, website: /, email: support@stepzy.app, supportUrl: /guide, privacyPolicyUrl: /guide/first-page }
`;

const releases = `- version: "1.0"
  date: 2023-02-14
  headline: Launch
  highlights:
    - { title: Counting, body: It counts. }
    - { title: Goals, body: It has goals. }
- version: "1.10"
  date: 2023-02-14
  highlights:
    - { title: Later, body: Same day with a higher version. }
    - { title: More, body: Still more. }
`;

const page = (
  front: string,
  body = "A lede paragraph that says what the page is about.\n\n## A section\n\nText.",
) => `---\n${front}\n---\n${body}\n`;

const guideFront =
  "title: First page\nsummary: The first page of the guide, about first things.\norder: 1\nupdated: 2026-01-01";
const articleFront =
  "title: An article\nsummary: An article about walking and counting steps.\ncategory: Tech\npublishedAt: 2024-01-01";
const healthFront = articleFront.replace("Tech", "Health");
const sourcesBody = (sources: string) =>
  `A lede paragraph about walking.\n\n## What the studies say\n\nText.\n\n## Sources\n\n${sources}`;

function sources(overrides: Record<string, string | null> = {}): ContentSource[] {
  const files: Record<string, string | null> = {
    "app.yaml": app,
    "releases.yaml": releases,
    "guide/sections.yaml":
      "- { id: getting-started, title: Getting started, summary: Install the app and set it up. }\n",
    "guide/getting-started/first-page.md": page(guideFront),
    "blog/an-article.md": page(articleFront),
    "calculators/bmi.md": page(
      "title: BMI calculator\nsummary: Body mass index from height and weight.\nupdated: 2026-01-01\ninApp: Stepzy helps with the walking part of it.",
    ),
    ...overrides,
  };
  return Object.entries(files)
    .filter((entry): entry is [string, string] => entry[1] !== null)
    .map(([path, text]) => ({ path, text }));
}

function problemsOf(overrides: Record<string, string | null>): string[] {
  const result = buildGraph(sources(overrides), rules);
  if (result.ok) throw new Error("expected problems");
  return result.problems.map(formatProblem);
}

describe("buildGraph", () => {
  it("builds a frozen graph with sorted releases, variables expanded and outlines read", () => {
    const result = buildGraph(
      sources({
        "guide/getting-started/first-page.md": page(
          guideFront,
          "Pro costs {{pro.price}} after {{pro.trialDays}} days.\n\n## Price\n\n### Details\n\nText.",
        ),
      }),
      rules,
    );
    if (!result.ok) throw new Error(result.problems.map(formatProblem).join("\n"));
    const { graph } = result;
    expect(graph.releases.map((release) => release.version)).toEqual(["1.10", "1.0"]);
    const doc = graph.docs.get("first-page")!;
    expect(doc.body).toContain("Pro costs $19.99 a year after 7 days.");
    expect(doc.lede).toBe("Pro costs $19.99 a year after 7 days.");
    expect(doc.headings).toEqual([
      { level: 2, text: "Price" },
      { level: 3, text: "Details" },
    ]);
    expect(doc.description).toBe(doc.summary);
    expect(Object.isFrozen(graph)).toBe(true);
    expect(Object.isFrozen(doc)).toBe(true);
    expect(() => (graph.docs as Map<string, unknown>).set("x", {})).toThrow();
  });

  it("reads each page's plain text and sections from the one parse of its body", () => {
    const parse = vi.spyOn(MarkdownIt.prototype, "parse");
    try {
      const result = buildGraph(
        sources({
          "guide/getting-started/first-page.md": page(
            guideFront,
            "A lede with a [link](/guide) and `code`.\n\n## Steps\n\nWalk *more*.\n\n## Steps\n\nAgain.\n\n## Related\n\n- [First page](/guide/first-page)",
          ),
        }),
        rules,
      );
      if (!result.ok) throw new Error(result.problems.map(formatProblem).join("\n"));
      // Three Markdown pages (a guide page, an article, a calculator page): one parse each, and
      // search reads the plain text from the graph without parsing again.
      expect(parse).toHaveBeenCalledTimes(3);
      const documents = searchDocuments(result.graph);
      expect(parse).toHaveBeenCalledTimes(3);
      expect(documents.find((document) => document.id === "doc:first-page")?.body()).toBe(
        "A lede with a link and code.\nWalk more.\nAgain.",
      );
      const { plain } = result.graph.docs.get("first-page")!;
      expect(plain.text).toBe("A lede with a link and code.\nWalk more.\nAgain.");
      expect(plain.sections).toEqual([
        { title: "Steps", anchor: "steps", start: 29, end: 39 },
        { title: "Steps", anchor: "steps-1", start: 40, end: 46 },
      ]);
    } finally {
      parse.mockRestore();
    }
  });

  it("names the file, the line and the field of a bad front-matter value", () => {
    const problems = problemsOf({ "blog/an-article.md": page(articleFront.replace("Tech", "Fitness")) });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^blog\/an-article\.md:4 field "category": must be one of Tech, Step counting, Health/,
    );
  });

  it("reports every problem of every file in one run", () => {
    const problems = problemsOf({
      "blog/an-article.md": page(`${articleFront}\ncatgory: Tech`),
      "guide/getting-started/first-page.md": page(guideFront.replace("order: 1", "order: first")),
      "releases.yaml": releases.replace('"1.10"', "1.10"),
    });
    expect(problems.join("\n")).toContain('blog/an-article.md:6: unknown field "catgory"');
    expect(problems.join("\n")).not.toContain("has no pages");
    expect(problems.join("\n")).toContain('first-page.md:4 field "order": must be a whole number');
    expect(problems.join("\n")).toContain('releases.yaml:7 field "1.version"');
  });

  it.each([
    ["broken YAML", { "releases.yaml": "- version: [1.0\n" }, /releases\.yaml:\d+: is not valid YAML/],
    ["a missing file", { "app.yaml": null }, /app\.yaml: is missing/],
    ["no front matter", { "blog/an-article.md": "Just text." }, /an-article\.md:1: has no front matter/],
    [
      "a link to no page",
      { "blog/an-article.md": page(articleFront, "Lede with [a link](/guide/nowhere).") },
      /an-article\.md:7: links to \/guide\/nowhere/,
    ],
    [
      "a related path to no page",
      { "blog/an-article.md": page(`${articleFront}\nrelated: [/blog/nothing]`) },
      /field "related\.0": links to \/blog\/nothing/,
    ],
    [
      "a relative link",
      { "blog/an-article.md": page(articleFront, "Lede with [a link](guide/first-page).") },
      /neither a site path nor an absolute URL/,
    ],
    [
      "an unknown variable",
      { "blog/an-article.md": page(articleFront, "Lede {{pro.cost}}.") },
      /an-article\.md:7: unknown variable \{\{pro\.cost\}\}/,
    ],
    [
      "a `#` heading",
      { "blog/an-article.md": page(articleFront, "Lede.\n\n# Title again") },
      /an-article\.md:9: has a `#` heading/,
    ],
    [
      "a skipped level",
      { "blog/an-article.md": page(articleFront, "Lede.\n\n### Too deep") },
      /heading level 3 follows level 1/,
    ],
    [
      "a body starting with a heading",
      { "blog/an-article.md": page(articleFront, "## Heading first\n\nText.") },
      /does not start with a paragraph/,
    ],
    [
      "updatedAt before publishedAt",
      { "blog/an-article.md": page(`${articleFront}\nupdatedAt: 2023-01-01`) },
      /field "updatedAt": 2023-01-01 is before/,
    ],
    [
      "an impossible date",
      { "blog/an-article.md": page(articleFront.replace("2024-01-01", "2024-02-30")) },
      /field "publishedAt": is not a real calendar date/,
    ],
    [
      "a bad file name",
      { "blog/Bad_Name.md": page(articleFront) },
      /file name "Bad_Name" is not a valid slug/,
    ],
    ["a stray file", { "notes/todo.md": "x" }, /notes\/todo\.md: is not a known kind of content file/],
    [
      "a page in an unknown section",
      { "guide/faq/x.md": page(guideFront) },
      /not a section of guide\/sections\.yaml/,
    ],
    ["a missing calculator page", { "calculators/bmi.md": null }, /calculators\/bmi\.md: is missing/],
    [
      "an unknown calculator page",
      {
        "calculators/pace.md": page(
          "title: Pace\nsummary: Pace from distance and time, in minutes.\nupdated: 2026-01-01\ninApp: Stepzy times your walks for you.",
        ),
      },
      /"pace" is not one of the calculators/,
    ],
    [
      "a feature from no release",
      { "app.yaml": app.replace('since: "1.0", guide: first-page }', 'since: "9.9", guide: first-page }') },
      /field "features\.0\.since": release "9\.9"/,
    ],
    [
      "a feature without a guide page",
      { "app.yaml": app.replace("guide: first-page }", "guide: nowhere }") },
      /field "features\.0\.guide": guide page "nowhere"/,
    ],
    [
      "a duplicate guide slug",
      {
        "guide/sections.yaml":
          "- { id: getting-started, title: Getting started, summary: Install the app and set it up. }\n- { id: goals, title: Goals, summary: Set a daily goal and keep it. }\n",
        "guide/goals/first-page.md": page(guideFront),
      },
      /has the same slug as/,
    ],
    [
      "an empty section",
      {
        "guide/sections.yaml":
          "- { id: getting-started, title: Getting started, summary: Install the app and set it up. }\n- { id: goals, title: Goals, summary: Set a daily goal and keep it. }\n",
      },
      /section "goals" has no pages/,
    ],
  ])("reports %s", (_name, overrides, pattern) => {
    expect(problemsOf(overrides as Record<string, string | null>).join("\n")).toMatch(pattern);
  });

  it("accepts a site path with a .md suffix, a query or an anchor", () => {
    const result = buildGraph(
      sources({
        "blog/an-article.md": page(
          articleFront,
          "Lede [a](/guide/first-page.md), [b](/blog?category=Health), [c](/guide#getting-started).",
        ),
      }),
      rules,
    );
    expect(result.ok).toBe(true);
  });

  it("keeps author, reviewer and review date on the article", () => {
    const result = buildGraph(
      sources({
        "blog/an-article.md": page(
          `${articleFront}\nauthor: Stepzy Editorial Team\nreviewedBy: A Reviewer\nreviewedAt: 2024-02-01`,
        ),
      }),
      rules,
    );
    if (!result.ok) throw new Error(result.problems.map(formatProblem).join("\n"));
    expect(result.graph.articleBySlug.get("an-article")).toMatchObject({
      author: "Stepzy Editorial Team",
      reviewedBy: "A Reviewer",
      reviewedAt: "2024-02-01",
    });
  });

  it("accepts anchors that are heading ids of the page linked, or of the same page", () => {
    const result = buildGraph(
      sources({
        "guide/getting-started/first-page.md": page(
          guideFront,
          "Lede, see [below](#step-1-open-the-app).\n\n## 1. Open the app\n\nText.\n\n## Tips\n\nA.\n\n## Tips\n\nB.",
        ),
        "blog/an-article.md": page(
          articleFront,
          "Lede [a](/guide/first-page#tips-1), [b](/guide/first-page.md#anything), [c](/whats-new#x).",
        ),
      }),
      rules,
    );
    if (!result.ok) throw new Error(result.problems.map(formatProblem).join("\n"));
  });
});

// Each editor mistake is one problem, in the file that has it, saying what to do.
describe("buildGraph reports an editor mistake once, in plain words", () => {
  it.each([
    [
      "a missing title",
      { "blog/an-article.md": page(articleFront.replace("title: An article\n", "")) },
      'blog/an-article.md:2 field "title": is missing Fix: add a title of 3 to 90 characters',
    ],
    [
      "a title of the wrong type",
      { "blog/an-article.md": page(articleFront.replace("title: An article", "title: [An, article]")) },
      'blog/an-article.md:2 field "title": must be text',
    ],
    [
      "an order that is not a whole number",
      { "guide/getting-started/first-page.md": page(guideFront.replace("order: 1", "order: 1.5")) },
      'guide/getting-started/first-page.md:4 field "order": must be a whole number',
    ],
    [
      "a missing order",
      { "guide/getting-started/first-page.md": page(guideFront.replace("order: 1\n", "")) },
      'field "order": is missing Fix: add the page\'s position as a whole number (1 comes first)',
    ],
    [
      "related written as one path, not a list",
      { "blog/an-article.md": page(`${articleFront}\nrelated: /guide/first-page`) },
      'field "related": must be a list (one `- item` a line)',
    ],
    [
      "a date in the wrong shape",
      { "blog/an-article.md": page(articleFront.replace("2024-01-01", "2024-1-1")) },
      'field "publishedAt": must be a date written YYYY-MM-DD',
    ],
    [
      "a guide page with a bad date that another page links to",
      {
        "guide/getting-started/first-page.md": page(guideFront.replace("2026-01-01", "2026-02-30")),
        "blog/an-article.md": page(articleFront, "Lede with [a link](/guide/first-page#a-section)."),
      },
      'guide/getting-started/first-page.md:5 field "updated": is not a real calendar date',
    ],
    [
      "a calculator page with a bad date",
      {
        "calculators/bmi.md": page(
          "title: BMI calculator\nsummary: Body mass index from height and weight.\nupdated: 2026-13-01\ninApp: Stepzy helps with the walking part of it.",
        ),
      },
      'calculators/bmi.md:4 field "updated": is not a real calendar date',
    ],
    [
      "a link to an anchor the page does not have",
      { "blog/an-article.md": page(articleFront, "Lede with [a link](/guide/first-page#nowhere).") },
      'blog/an-article.md:7: links to /guide/first-page#nowhere, but /guide/first-page has no heading with the id "nowhere" Fix: use one of #a-section, or remove the #nowhere part',
    ],
    [
      "a link whose anchor has a malformed %-escape",
      { "blog/an-article.md": page(articleFront, "Lede with [a link](#caf%E9-tips).") },
      "blog/an-article.md:7: links to #caf%E9-tips, whose #part has a malformed %-escape",
    ],
    [
      "a link to an anchor of the same page that does not exist",
      { "blog/an-article.md": page(articleFront, "Lede with [a link](#sectoin).\n\n## A section\n\nText.") },
      'blog/an-article.md:7: links to #sectoin, but this page has no heading with the id "sectoin"',
    ],
    [
      "two guide pages of a section with the same order",
      { "guide/getting-started/second-page.md": page(guideFront.replace("First page", "Second page")) },
      'guide/getting-started/second-page.md field "order": 1 is also the order of guide/getting-started/first-page.md',
    ],
    [
      "two audience pages with the same order",
      {
        "audiences/runners.md": page(
          "title: Runners\nsummary: Stepzy for runners who also walk every day.\norder: 2\nupdated: 2026-01-01\nscreen: insights",
        ),
        "audiences/seniors.md": page(
          "title: Seniors\nsummary: Stepzy for older adults who walk every day.\norder: 2\nupdated: 2026-01-01\nscreen: widget",
        ),
      },
      'audiences/seniors.md field "order": 2 is also the order of audiences/runners.md',
    ],
    [
      "a Health article without a Sources section",
      { "blog/an-article.md": page(`${healthFront}\nauthor: Stepzy Editorial Team`) },
      "blog/an-article.md: is a Health article without a `## Sources` section",
    ],
    [
      "a Weight loss article without an author",
      {
        "blog/an-article.md": page(
          healthFront.replace("Health", "Weight loss"),
          sourcesBody("- [WHO](https://www.who.int/news-room/fact-sheets/detail/physical-activity)"),
        ),
      },
      'blog/an-article.md field "author": is missing: Weight loss articles name who wrote them',
    ],
    [
      "a source that is a bare home page",
      {
        "blog/an-article.md": page(
          `${healthFront}\nauthor: Stepzy Editorial Team`,
          sourcesBody("- [CDC](https://www.cdc.gov/)"),
        ),
      },
      "blog/an-article.md:16: the source https://www.cdc.gov/ is the home page of www.cdc.gov, not the page that supports the claim",
    ],
  ])("%s", (_name, overrides, expected) => {
    const problems = problemsOf(overrides as Record<string, string | null>);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(expected);
  });

  it("accepts a Health article with an author and specific sources", () => {
    const result = buildGraph(
      sources({
        "blog/an-article.md": page(
          `${healthFront}\nauthor: Stepzy Editorial Team`,
          sourcesBody("- [Tudor-Locke et al. 2011](https://doi.org/10.1186/1479-5868-8-79)"),
        ),
      }),
      rules,
    );
    if (!result.ok) throw new Error(result.problems.map(formatProblem).join("\n"));
  });
});

describe("buildGraph with today's date (content:check)", () => {
  const today = { ...rules, today: "2026-06-01" };
  const problemsOn = (overrides: Record<string, string>) => {
    const result = buildGraph(sources(overrides), today);
    return result.ok ? [] : result.problems.map(formatProblem);
  };

  it.each([
    ["publishedAt", { "blog/an-article.md": page(articleFront.replace("2024-01-01", "2026-06-02")) }],
    ["updatedAt", { "blog/an-article.md": page(`${articleFront}\nupdatedAt: 2062-01-01`) }],
    [
      "updated",
      { "guide/getting-started/first-page.md": page(guideFront.replace("2026-01-01", "2026-07-01")) },
    ],
  ])("reports a future %s once", (field, overrides) => {
    const problems = problemsOn(overrides);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      new RegExp(`field "${field}": \\d{4}-\\d{2}-\\d{2} is after today \\(2026-06-01\\)`),
    );
  });

  it("accepts today, and a future date on an article that says scheduled: true", () => {
    expect(
      problemsOn({ "blog/an-article.md": page(articleFront.replace("2024-01-01", "2026-06-01")) }),
    ).toEqual([]);
    expect(
      problemsOn({
        "blog/an-article.md": page(`${articleFront.replace("2024-01-01", "2026-09-01")}\nscheduled: true`),
      }),
    ).toEqual([]);
  });

  it("does not check dates when today is not given (loading content to serve it)", () => {
    expect(
      buildGraph(sources({ "blog/an-article.md": page(`${articleFront}\nupdatedAt: 2062-01-01`) }), rules).ok,
    ).toBe(true);
  });
});

describe("compareVersions", () => {
  it.each([
    ["3.10", "3.9", 1],
    ["3.9", "3.9.0", 0],
    ["1.0", "2.0", -1],
  ])("%s vs %s", (a, b, sign) => {
    expect(Math.sign(compareVersions(a, b))).toBe(sign);
  });
});

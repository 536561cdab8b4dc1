import { beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, createApiClient } from "../../../test/support/api-client.js";
import { testApp, testBaseUrl, testGraph } from "../../../test/support/service.js";
import { articleCategories, guideSectionIds } from "../../content/vocabulary.js";

let api: ApiClient;
beforeAll(async () => {
  api = await createApiClient(await testApp());
});

describe("getApp", () => {
  it("answers the app facts with absolute links and the latest release", async () => {
    const { status, body } = await api.get("/api/v1/app");
    const graph = await testGraph();
    expect(status).toBe(200);
    expect(body.name).toBe("Stepzy");
    expect(body.platforms).toEqual(["iOS", "watchOS"]);
    expect(body.pricing).toMatchObject({ price: 0, currency: "USD", paidTier: "Stepzy Pro" });
    expect(body.features.length).toBeGreaterThanOrEqual(8);
    expect(body.latestRelease.version).toBe(graph.releases[0]!.version);
    expect(Object.keys(body.developer).sort()).toEqual([
      "email",
      "name",
      "privacyPolicyUrl",
      "supportUrl",
      "website",
    ]);
    expect(Object.keys(body.links).sort()).toEqual(
      [
        "agents",
        "api",
        "appStore",
        "blog",
        "guide",
        "llmsTxt",
        "openapi",
        "tools",
        "website",
        "whatsNew",
      ].sort(),
    );
    for (const [key, value] of Object.entries(body.links)) {
      if (key !== "appStore") expect(value).toMatch(new RegExp(`^${testBaseUrl}/`));
    }
    expect(body.developer.privacyPolicyUrl).toBe(`${testBaseUrl}/privacy`);
  });

  it("rejects any query parameter", async () => {
    const { status, body } = await api.get("/api/v1/app?x=1");
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: "invalid_parameter", parameter: "x" });
    expect(body.error.hint).toContain("takes no query parameters");
  });
});

describe("listReleases", () => {
  it("answers 20 releases newest first by default, with total and the feed", async () => {
    const { body } = await api.get("/api/v1/releases");
    const graph = await testGraph();
    expect(body.releases).toHaveLength(Math.min(20, graph.releases.length));
    expect(body.total).toBe(graph.releases.length);
    expect(body.count).toBe(body.releases.length);
    expect(body.schemaVersion).toBe(1);
    expect(body.source).toBe(`${testBaseUrl}/whats-new.json`);
    const dates = body.releases.map((release: { date: string }) => release.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it.each([
    ["limit=1", 1],
    ["limit=100", null],
  ])("%s", async (query, length) => {
    const { status, body } = await api.get(`/api/v1/releases?${query}`);
    expect(status).toBe(200);
    expect(body.releases).toHaveLength(length ?? body.total);
  });

  it.each(["limit=0", "limit=101", "limit=abc", "limit=1.5", "limit=", "limit=1e1", "limit=5&limit=6"])(
    "%s is invalid_parameter for limit",
    async (query) => {
      const { status, body } = await api.get(`/api/v1/releases?${query}`);
      expect(status).toBe(400);
      expect(body.error).toMatchObject({ code: "invalid_parameter", parameter: "limit", status: 400 });
    },
  );
});

describe("listArticles", () => {
  it("pages newest first with total, count, offset, limit and all six categories", async () => {
    const graph = await testGraph();
    const { body } = await api.get("/api/v1/articles");
    expect(body).toMatchObject({ total: graph.articles.length, count: 20, offset: 0, limit: 20 });
    expect(body.categories).toEqual([...articleCategories]);
    const dates = body.articles.map((article: { publishedAt: string }) => article.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const article = body.articles[0];
    expect(article.url).toBe(`${testBaseUrl}/blog/${article.slug}`);
    expect(article.markdownUrl).toBe(`${testBaseUrl}/blog/${article.slug}.md`);
  });

  it("filters by category before paging", async () => {
    const graph = await testGraph();
    const expected = graph.articles.filter((article) => article.category === "Step counting").length;
    const { body } = await api.get("/api/v1/articles?category=Step%20counting&limit=2&offset=1");
    expect(body.total).toBe(expected);
    expect(body.count).toBe(2);
    expect(body.articles.every((article: { category: string }) => article.category === "Step counting")).toBe(
      true,
    );
  });

  it("answers an empty page past the end", async () => {
    const { status, body } = await api.get("/api/v1/articles?offset=1000&limit=100");
    expect(status).toBe(200);
    expect(body).toMatchObject({ articles: [], count: 0, offset: 1000, limit: 100 });
  });

  it("pages without gaps or repeats", async () => {
    const all = (await api.get("/api/v1/articles?limit=100")).body.articles.map(
      (a: { slug: string }) => a.slug,
    );
    const first = (await api.get("/api/v1/articles?limit=7")).body.articles.map(
      (a: { slug: string }) => a.slug,
    );
    const second = (await api.get("/api/v1/articles?limit=7&offset=7")).body.articles.map(
      (a: { slug: string }) => a.slug,
    );
    expect([...first, ...second]).toEqual(all.slice(0, 14));
  });

  it.each([
    ["category=health", "category", "Did you mean `Health`?"],
    ["category=Fitness", "category", "`Tech`"],
    ["limit=0", "limit", "limit=20"],
    ["limit=101", "limit", "limit=20"],
    ["offset=-1", "offset", "offset=0"],
    ["offset=1001", "offset", "offset=0"],
    ["offset=ten", "offset", "offset=0"],
    ["limt=5", "limt", "Did you mean `limit`?"],
    ["category=Tech&category=Health", "category", "once"],
  ])("%s is invalid_parameter naming %s", async (query, parameter, hint) => {
    const { status, body } = await api.get(`/api/v1/articles?${query}`);
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: "invalid_parameter", parameter, status: 400 });
    expect(body.error.hint).toContain(hint);
    expect(body.error.documentation).toBe(`${testBaseUrl}/developers`);
    expect(body.error.openapi).toBe(`${testBaseUrl}/openapi.json`);
  });

  it("names the allowed range and the received value", async () => {
    const { body } = await api.get("/api/v1/articles?limit=500");
    expect(body.error.message).toContain("1 to 100");
    expect(body.error.message).toContain("500");
  });
});

describe("getArticle", () => {
  it("answers one article", async () => {
    const graph = await testGraph();
    const slug = graph.articles[3]!.slug;
    const { status, body } = await api.get(`/api/v1/articles/${slug}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      slug,
      url: `${testBaseUrl}/blog/${slug}`,
      markdownUrl: `${testBaseUrl}/blog/${slug}.md`,
    });
  });

  it("answers 404 with the nearest slug for a near miss", async () => {
    const graph = await testGraph();
    const slug = graph.articles[0]!.slug;
    const { status, body } = await api.get(`/api/v1/articles/${slug.slice(0, -1)}`);
    expect(status).toBe(404);
    expect(body.error.code).toBe("not_found");
    expect(body.error.hint).toContain(slug);
  });

  it("answers 404 pointing at the list for an unrelated slug", async () => {
    const { status, body } = await api.get("/api/v1/articles/zzzz-qqqq-unrelated-words");
    expect(status).toBe(404);
    expect(body.error.hint).toContain("/api/v1/articles");
  });

  it("answers a very long well-formed slug with a short message, as other received values are quoted", async () => {
    const { status, body } = await api.get(`/api/v1/articles/${"x".repeat(1500)}`);
    expect(status).toBe(404);
    expect(body.error.message).toBe(`No article has the slug "${"x".repeat(61)}...".`);
  });

  it.each(["Bad_Slug", "UPPER", "a.b", "%20x"])("answers 400 for the malformed slug %s", async (slug) => {
    const { status, body } = await api.get(`/api/v1/articles/${slug}`);
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: "invalid_parameter", parameter: "slug" });
  });
});

describe("listDocs", () => {
  it("groups every page by the 12 sections in order", async () => {
    const graph = await testGraph();
    const { body } = await api.get("/api/v1/docs");
    expect(body.sections.map((section: { id: string }) => section.id)).toEqual([...guideSectionIds]);
    expect(body.total).toBe(graph.docs.size);
    expect(body.count).toBe(graph.docs.size);
    const page = body.sections[0].pages[0];
    expect(page).toMatchObject({ section: body.sections[0].title, sectionId: body.sections[0].id });
    expect(page.markdownUrl).toBe(`${page.url}.md`);
  });

  it("filters by section", async () => {
    const { body } = await api.get("/api/v1/docs?section=troubleshooting");
    expect(body.sections).toHaveLength(1);
    expect(body.total).toBe(body.sections[0].pages.length);
  });

  it.each(["section=Troubleshooting", "section=faq", "section=", "sections=goals"])(
    "%s is invalid_parameter",
    async (query) => {
      const { status, body } = await api.get(`/api/v1/docs?${query}`);
      expect(status).toBe(400);
      expect(body.error.code).toBe("invalid_parameter");
    },
  );
});

describe("getDoc", () => {
  it("answers the full page: content with absolute links, headings matching the Markdown, lede, related", async () => {
    const { status, body } = await api.get("/api/v1/docs/how-streaks-work");
    expect(status).toBe(200);
    expect(body.contentFormat).toBe("text/markdown");
    expect(body.content).not.toMatch(/\]\(\/[^/]/);
    const fromMarkdown = [...body.content.matchAll(/^(#{2,3}) (.+)$/gm)].map((match) => ({
      level: match[1].length,
      text: match[2].trim(),
    }));
    expect(body.headings).toEqual(fromMarkdown);
    expect(body.headings.length).toBeGreaterThan(0);
    expect(body.lede.length).toBeGreaterThan(20);
    expect(body.content.startsWith(body.lede.slice(0, 20))).toBe(true);
    for (const url of body.related) expect(url).toMatch(new RegExp(`^${testBaseUrl}/`));
  });

  it("never leaves a content variable unexpanded", async () => {
    const graph = await testGraph();
    for (const slug of graph.docs.keys()) {
      const { body } = await api.get(`/api/v1/docs/${slug}`);
      expect(body.content).not.toContain("{{");
    }
  });

  it("answers 404 with a suggestion", async () => {
    const { status, body } = await api.get("/api/v1/docs/how-streak-work");
    expect(status).toBe(404);
    expect(body.error.hint).toContain("how-streaks-work");
  });

  it("answers 400 for a malformed slug", async () => {
    const { status, body } = await api.get("/api/v1/docs/How_Streaks");
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: "invalid_parameter", parameter: "slug" });
  });
});

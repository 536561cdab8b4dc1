import { beforeAll, describe, expect, it } from "vitest";
import type { ContentGraph } from "../../content/types.js";
import { composeNodeService } from "../../node/compose-node.js";
import { loadContent } from "../../node/load-content.js";
import { searchTuning } from "../../search/search-tuning.js";
import { searchResultsSchema } from "../schemas/search-schema.js";

const baseUrl = "http://localhost:3000";
let graph: ContentGraph;
let request: (query: string) => Promise<Response>;
let page: (path: string) => Promise<Response>;

beforeAll(async () => {
  graph = await loadContent("content");
  const { app } = composeNodeService(graph, { baseUrl });
  request = async (query) => app.request(`/api/v1/search${query}`);
  page = async (path) => app.request(path);
});

const links = { documentation: `${baseUrl}/developers`, openapi: `${baseUrl}/openapi.json` };
const example = "`q=calories%20from%2010000%20steps`";

describe("GET /api/v1/search: validation (docs/api.md, docs/errors.md)", () => {
  it("answers a missing q with missing_parameter", async () => {
    const response = await request("?type=doc");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: "missing_parameter",
        message: "Missing required query parameter `q` (text of 2 to 200 characters).",
        hint: `Add \`q\`, for example ${example}.`,
        status: 400,
        parameter: "q",
        ...links,
      },
    });
  });

  it.each([
    ["?q=", 0, '""'],
    ["?q=a", 1, '"a"'],
    ["?q=%20%20a%20", 1, '"a"'],
    [`?q=${"x".repeat(201)}`, 201, `"${"x".repeat(61)}..."`],
  ])(
    "answers %s (too short or too long after trimming) with invalid_parameter",
    async (query, length, shown) => {
      const response = await request(query);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: {
          code: "invalid_parameter",
          message: `Parameter \`q\` must be text of 2 to 200 characters after trimming white space; received ${length} ${length === 1 ? "character" : "characters"} (${shown}).`,
          hint: `Send 2 to 200 characters, for example ${example}.`,
          status: 400,
          parameter: "q",
          ...links,
        },
      });
    },
  );

  it.each([
    ["?q=steps&type=Doc", "type", "Did you mean `doc`?"],
    ["?q=steps&type=video", "type", "allowed: `article`, `doc`, `calculator`, `audience`"],
    ["?q=steps&type=calc", "type", "Did you mean `calculator`?"],
    // The website's words for the types: /tools, /guide, /blog.
    ["?q=steps&type=tool", "type", "Did you mean `calculator`?"],
    ["?q=steps&type=Guide", "type", "Did you mean `doc`?"],
    ["?q=steps&type=blog", "type", "Did you mean `article`?"],
    ["?q=steps&limit=0", "limit", "Send a whole number from 1 to 50, for example `limit=10`."],
    ["?q=steps&limit=51", "limit", "Send a whole number from 1 to 50, for example `limit=10`."],
    ["?q=steps&limit=1.5", "limit", "Send a whole number from 1 to 50, for example `limit=10`."],
    ["?q=steps&limit=ten", "limit", "Send a whole number from 1 to 50, for example `limit=10`."],
    ["?q=steps&limit=", "limit", "Send a whole number from 1 to 50, for example `limit=10`."],
    ["?q=steps&limt=5", "limt", "Did you mean `limit`?"],
    ["?q=steps&q=miles", "q", "Give `q` once"],
  ])("answers %s with invalid_parameter naming %s", async (query, parameter, hint) => {
    const response = await request(query);
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error).toMatchObject({ code: "invalid_parameter", status: 400, parameter });
    expect(error.hint).toContain(hint);
  });

  it("names the allowed values and the received value of a bad type or limit", async () => {
    expect((await (await request("?q=steps&type=Doc")).json()).error.message).toBe(
      'Parameter `type` must be one of `article`, `doc`, `calculator`, `audience`; received "Doc".',
    );
    expect((await (await request("?q=steps&limit=51")).json()).error.message).toBe(
      'Parameter `limit` must be a whole number from 1 to 50; received "51".',
    );
  });

  it.each([
    "?q=ab",
    `?q=${"x".repeat(200)}`,
    `?q=%20${"x".repeat(200)}%20`,
    "?q=steps&limit=1",
    "?q=steps&limit=50",
    "?q=steps&type=audience",
  ])("accepts %s", async (query) => {
    expect((await request(query)).status).toBe(200);
  });
});

describe("GET /api/v1/search: results", () => {
  it("answers SearchResults with absolute urls, best first", async () => {
    const response = await request("?q=%20why%20do%20my%20watch%20and%20phone%20show%20different%20steps%20");
    expect(response.status).toBe(200);
    const body = searchResultsSchema.parse(await response.json());
    expect(body).toMatchObject({
      query: "why do my watch and phone show different steps",
      count: 10,
      limit: 10,
      types: ["article", "doc", "calculator", "audience"],
    });
    expect(body.total).toBeGreaterThan(10);
    expect(body.results[0]).toEqual({
      type: "doc",
      title: "Why do my iPhone and Apple Watch show different steps?",
      url: `${baseUrl}/guide/phone-and-watch-show-different-steps`,
      summary: graph.docs.get("phone-and-watch-show-different-steps")!.summary,
      score: expect.any(Number),
      excerpt: { text: expect.any(String), matches: expect.any(Array) },
      sections: expect.any(Array),
    });
    // The excerpt marks the words the query matched: stems, and completions of the last word.
    const { excerpt } = body.results[0]!;
    const marked = excerpt!.matches.map(([start, end]) => excerpt!.text.slice(start, end).toLowerCase());
    expect(marked.length).toBeGreaterThan(1);
    for (const word of marked) expect(word).toMatch(/^(watch|phone|differ|show|step)/);
    const scores = body.results.map((result) => result.score!);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it("says what a mistyped query was read as, and nothing when no word was mistyped", async () => {
    const read = async (q: string) => searchResultsSchema.parse(await (await request(`?q=${q}`)).json());
    expect((await read("streak+freze")).correctedQuery).toBe("streak freeze");
    expect((await read("hart+rate+zones")).correctedQuery).toBe("heart rate zones");
    // The reading the best result holds, not the one a single page scores highest ("stack").
    const strak = await read("strak+freeze");
    expect(strak.correctedQuery).toBe("streak freeze");
    expect(strak.results[0]?.title.toLowerCase()).toContain("streak");
    expect((await read("walking")).correctedQuery).toBeUndefined();
    // A word known only through a synonym was not mistyped.
    expect((await read("unsubscribe")).correctedQuery).toBeUndefined();
    const html = await (await page("/search?q=streak+freze")).text();
    expect(html).toContain("Showing results for “<strong>streak freeze</strong>”");
  });

  it("gives each result its best-matching sections, each linking to a heading the page has", async () => {
    const body = searchResultsSchema.parse(await (await request("?q=streak+freeze+reminder")).json());
    const withSections = body.results.filter((result) => (result.sections?.length ?? 0) > 0);
    expect(withSections.length).toBeGreaterThan(2);
    for (const result of withSections.slice(0, 5)) {
      expect(result.sections!.length).toBeLessThanOrEqual(3);
      for (const section of result.sections!) {
        expect(section.url.startsWith(`${result.url}#`)).toBe(true);
        expect(section.excerpt.matches.length).toBeGreaterThan(0);
        const html = await (await page(new URL(section.url).pathname)).text();
        expect(html).toContain(`id="${new URL(section.url).hash.slice(1)}"`);
      }
    }
  });

  it("answers the same query with the same body", async () => {
    const first = await (await request("?q=walking&limit=50")).text();
    expect(await (await request("?q=walking&limit=50")).text()).toBe(first);
  });

  it("filters by type and counts the matches of that type only", async () => {
    const all = searchResultsSchema.parse(await (await request("?q=wheelchair&limit=50")).json());
    expect(all.total).toBeLessThan(50);
    const audience = searchResultsSchema.parse(
      await (await request("?q=wheelchair&type=audience&limit=50")).json(),
    );
    const expected = all.results.filter((result) => result.type === "audience");
    expect(audience.types).toEqual(["audience"]);
    expect(audience.results).toEqual(expected);
    expect(audience.total).toBe(expected.length);
  });

  it("finds every page by its title, and links every result to a page of the site", async () => {
    const pages = new Map<string, string>([
      ...[...graph.docs.values()].map((page) => [`${baseUrl}/guide/${page.slug}`, page.title] as const),
      ...graph.articles.map((page) => [`${baseUrl}/blog/${page.slug}`, page.title] as const),
      ...[...graph.calculatorPages.values()].map(
        (page) => [`${baseUrl}/tools/${page.slug}`, page.title] as const,
      ),
      ...graph.audiences.map((page) => [`${baseUrl}/for/${page.slug}`, page.title] as const),
    ]);
    expect(pages.size).toBe(106);
    for (const [url, title] of pages) {
      const body = searchResultsSchema.parse(
        await (await request(`?q=${encodeURIComponent(title)}&limit=50`)).json(),
      );
      for (const result of body.results) expect(pages.has(result.url), result.url).toBe(true);
      const rank = body.results.findIndex((result) => result.url === url);
      expect(rank, title).toBeGreaterThanOrEqual(0);
      expect(rank, title).toBeLessThan(3);
    }
  });

  it("is listed in the endpoint list and described in the OpenAPI document", async () => {
    const { app } = composeNodeService(graph, { baseUrl });
    const index = await (await app.request("/api/v1")).json();
    const ids = index.endpoints.map((endpoint: { operationId: string }) => endpoint.operationId);
    expect(ids.indexOf("searchContent")).toBe(ids.indexOf("listCalculators") + 1);
    const openapi = await (await app.request("/openapi.json")).json();
    const operation = openapi.paths["/api/v1/search"].get;
    expect(operation.operationId).toBe("searchContent");
    expect(operation.parameters).toEqual([
      expect.objectContaining({
        name: "q",
        required: true,
        schema: { type: "string", minLength: 2, maxLength: 200 },
      }),
      expect.objectContaining({
        name: "type",
        required: false,
        schema: { type: "string", enum: ["article", "doc", "calculator", "audience"] },
      }),
      expect.objectContaining({
        name: "limit",
        required: false,
        schema: { type: "integer", minimum: 1, maximum: 50, default: 10 },
      }),
    ]);
    expect(operation.responses["200"].content["application/json"].schema).toEqual({
      $ref: "#/components/schemas/SearchResults",
    });
    expect(openapi.components.schemas.SearchResults.required).toEqual(["query", "results"]);
  });
});

describe("GET /api/v1/search: the best answer", () => {
  it("names the first result and its best section when it clearly wins", async () => {
    const body = await (await request("?q=how+do+i+cancel+pro")).json();
    const [first] = body.results;
    expect(body.bestAnswer).toMatchObject({ type: first.type, title: first.title, url: first.url });
    expect(body.bestAnswer.url).toBe(`${baseUrl}/guide/manage-or-cancel-pro`);
    expect(body.bestAnswer.section.url).toMatch(new RegExp(`^${body.bestAnswer.url}#[a-z0-9-]+$`));
    expect(body.bestAnswer.section.title).toBe(first.sections[0].title);
    expect(body.bestAnswer.excerpt).toEqual(first.sections[0].excerpt);
    expect(searchResultsSchema.safeParse(body).success).toBe(true);
  });

  it("gives one exactly when the first score is at least clearWin times the second", async () => {
    let shown = 0;
    let withheld = 0;
    for (const q of [
      "walking",
      "steps",
      "streak freeze",
      "battery",
      "heart",
      "is there an android version",
      "goal",
    ]) {
      const body = await (await request(`?q=${encodeURIComponent(q)}&limit=2`)).json();
      const [first, second] = body.results;
      const wins =
        first !== undefined && (second === undefined || first.score >= searchTuning.clearWin * second.score);
      expect(body.bestAnswer !== undefined, q).toBe(wins);
      if (wins) shown++;
      else withheld++;
    }
    // Both cases occur among these queries, so the rule is tested both ways.
    expect(shown).toBeGreaterThan(0);
    expect(withheld).toBeGreaterThan(0);
  });
});

import { describe, expect, it } from "vitest";
import { base, get, pageTypeExamples, siteApp } from "./site-client.js";

const examples = await pageTypeExamples();
const page = "/guide/how-streaks-work";
const markdownUrl = `${base}${page}.md`;
const browser = "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8";

// docs/website.md: the Accept header and the representation it gets.
const table: readonly (readonly [string | undefined, "html" | "markdown" | 406])[] = [
  [undefined, "html"],
  ["*/*", "html"],
  [browser, "html"],
  ["text/markdown", "markdown"],
  ["text/markdown, text/html, */*", "markdown"],
  ["text/markdown;q=0", "html"],
  ["text/html;q=0.5, text/markdown;q=0.9", "markdown"],
  ["application/json", 406],
  ["text/html;q=0, text/markdown;q=0", 406],
];

describe("Markdown negotiation of a page", () => {
  it.each(table)("Accept %j gets %s", async (accept, expected) => {
    const answer = await get(page, accept === undefined ? {} : { Accept: accept });
    expect(answer.headers.get("vary")).toContain("Accept");
    if (expected === 406) {
      expect(answer.status).toBe(406);
      expect(answer.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      expect(answer.text).toContain("text/html");
      expect(answer.text).toContain("text/markdown");
      expect(answer.text).toContain(markdownUrl);
      return;
    }
    expect(answer.status).toBe(200);
    if (expected === "html") {
      expect(answer.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(answer.headers.get("link")).toBe(
        `<${markdownUrl}>; rel="alternate"; type="text/markdown", <${base}/llms.txt>; rel="describedby"`,
      );
      expect(answer.headers.get("content-location")).toBeNull();
    } else {
      expect(answer.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
      expect(answer.headers.get("content-location")).toBe(markdownUrl);
      expect(answer.headers.get("x-robots-tag")).toBe("noindex");
      expect(answer.text.startsWith("# How streaks work\n\n")).toBe(true);
    }
  });

  it("gives each representation its own ETag and answers 304 with the same headers", async () => {
    const html = await get(page);
    const markdown = await get(page, { Accept: "text/markdown" });
    const htmlTag = html.headers.get("etag")!;
    const markdownTag = markdown.headers.get("etag")!;
    expect(htmlTag).not.toBe(markdownTag);
    for (const [accept, etag, full] of [
      [undefined, htmlTag, html],
      ["text/markdown", markdownTag, markdown],
    ] as const) {
      const headers: Record<string, string> = { "If-None-Match": etag };
      if (accept) headers.Accept = accept;
      const again = await get(page, headers);
      expect(again.status).toBe(304);
      expect(again.text).toBe("");
      for (const name of ["etag", "cache-control", "vary", "content-location", "link"])
        expect([name, again.headers.get(name)]).toEqual([name, full.headers.get(name)]);
    }
  });

  it("serves the same Markdown at the .md URL whatever the Accept header", async () => {
    const negotiated = await get(page, { Accept: "text/markdown" });
    for (const accept of [undefined, "text/html", "application/json"]) {
      const answer = await get(`${page}.md`, accept ? { Accept: accept } : {});
      expect(answer.status).toBe(200);
      expect(answer.text).toBe(negotiated.text);
      expect(answer.headers.get("content-location")).toBe(markdownUrl);
    }
  });

  it.each(examples)("the %s (%s) has Markdown with absolute links only", async (_kind, path) => {
    const answer = await get(path, { Accept: "text/markdown" });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(answer.text).toMatch(/^# \S/);
    expect(answer.text).not.toMatch(/<(html|nav|script|style)[\s>]/);
    const links = [...answer.text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? "");
    for (const link of links) expect(link).toMatch(/^(https?:|mailto:)/);
  });

  it("maps / to /index.md and answers unknown .md paths with 404", async () => {
    const home = await get("/index.md");
    expect(home.status).toBe(200);
    expect(home.headers.get("content-location")).toBe(`${base}/index.md`);
    const missing = await get("/guide/no-such-page.md");
    expect(missing.status).toBe(404);
    // A 404 has no canonical address, in Markdown as in HTML.
    expect(missing.headers.get("link")).not.toContain('rel="canonical"');
    expect(home.headers.get("link")).toContain(`<${base}/>; rel="canonical"`);
    expect((await get("/search.md?q=streak")).status).toBe(404);
    expect((await get("/index")).status).toBe(404);
  });

  it("answers an unknown page in Markdown when Markdown is asked for", async () => {
    const answer = await get("/nowhere", { Accept: "text/markdown" });
    expect(answer.status).toBe(404);
    expect(answer.text.startsWith("# Page not found")).toBe(true);
  });
});

describe("the 404 of a .md URL", () => {
  it.each(["/guide/no-such-page.md", "/nothing-here.md", "/blog/missing.md"])(
    "%s answers the 404 page as Markdown, whatever the Accept header",
    async (path) => {
      const app = await siteApp();
      for (const accept of [undefined, "text/html", "*/*"]) {
        const response = await app.request(path, accept ? { headers: { Accept: accept } } : {});
        expect(response.status).toBe(404);
        expect(response.headers.get("content-type")).toMatch(/^text\/markdown/);
        expect(await response.text()).toMatch(/^# Page not found\n/);
      }
    },
  );
});

describe("the interactive API reference negotiates like every page", () => {
  it("answers Markdown to Accept: text/markdown and at its .md URL, HTML otherwise, 406 to neither", async () => {
    const app = await siteApp();
    const markdown = await app.request("/developers/reference", { headers: { Accept: "text/markdown" } });
    expect(markdown.status).toBe(200);
    expect(markdown.headers.get("content-type")).toMatch(/^text\/markdown/);
    expect(markdown.headers.get("vary")).toMatch(/Accept\b/);
    expect(markdown.headers.get("content-location")).toBe(`${base}/developers/reference.md`);
    const text = await markdown.text();
    expect(text).toMatch(/^# Stepzy Web API reference\n/);
    expect(text).toContain(`(${base}/openapi.json)`);
    const suffixed = await app.request("/developers/reference.md");
    expect(suffixed.headers.get("content-type")).toMatch(/^text\/markdown/);
    expect(await suffixed.text()).toBe(text);
    const html = await app.request("/developers/reference");
    expect(html.headers.get("content-type")).toMatch(/^text\/html/);
    expect(html.headers.get("vary")).toMatch(/Accept\b/);
    expect(html.headers.get("link")).toContain(
      `<${base}/developers/reference.md>; rel="alternate"; type="text/markdown"`,
    );
    expect(
      (await app.request("/developers/reference", { headers: { Accept: "application/json" } })).status,
    ).toBe(406);
  });
});

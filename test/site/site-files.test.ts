import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { createSiteUrls } from "../../src/routes/site-urls.js";
import { llmsFullTxt } from "../../src/site/files/llms-full-txt.js";
import type { SiteContext } from "../../src/site/site-context.js";
import { base, get, siteGraph } from "./site-client.js";

// In CI the shared schemas sit beside the repository, as they do here.
// The sitemaps.org 0.9 schema, kept in the repository so that the check runs in every clone.
const sitemapSchema = resolve("test/fixtures/sitemap-0.9.xsd");
const xmllint = ["/usr/bin/xmllint", "/bin/xmllint"].find((path) => existsSync(path));

describe("/llms.txt", () => {
  it("follows the llms.txt format: H1, one > line, then ## sections of link lines only", async () => {
    const answer = await get("/llms.txt");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const text = answer.text;
    expect(text.length).toBeLessThan(50_000);
    const lines = text.trimEnd().split("\n");
    expect(lines[0]).toMatch(/^# \S/);
    expect(lines[1]).toBe("");
    expect(lines[2]).toMatch(/^> \S/);
    let inSection = false;
    for (const line of lines.slice(3)) {
      if (line === "") continue;
      if (line.startsWith("## ")) {
        inSection = true;
        continue;
      }
      expect(line).not.toMatch(/^###/);
      expect(inSection).toBe(true);
      expect(line).toMatch(/^- \[[^\]]+\]\(https?:\/\/[^)\s]+\): \S.*$/);
    }
    expect(text).toContain("\n## Optional\n");
  });

  it("lists every guide page, article, calculator and audience page by its absolute .md URL", async () => {
    const graph = await siteGraph();
    const text = (await get("/llms.txt")).text;
    for (const slug of graph.docs.keys()) expect(text).toContain(`(${base}/guide/${slug}.md)`);
    for (const article of graph.articles) expect(text).toContain(`(${base}/blog/${article.slug}.md)`);
    for (const slug of graph.calculatorPages.keys()) expect(text).toContain(`(${base}/tools/${slug}.md)`);
    const optional = text.slice(text.indexOf("## Optional"));
    for (const audience of graph.audiences) expect(optional).toContain(`(${base}/for/${audience.slug}.md)`);
  });
});

describe("/sitemap.xml", () => {
  it("lists every page once with its lastmod, and no .md or search URL", async () => {
    const graph = await siteGraph();
    const answer = await get("/sitemap.xml");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const locs = [...answer.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const fixedPages = ["/", "/guide", "/blog", "/tools", "/for", "/whats-new", "/developers"];
    const contentPages =
      graph.docs.size +
      graph.articles.length +
      graph.calculatorPages.size +
      graph.audiences.length +
      graph.infoPages.size;
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs.length).toBe(fixedPages.length + contentPages);
    expect(locs).toContain(`${base}/`);
    for (const slug of ["about", "privacy", "terms"]) expect(locs).toContain(`${base}/${slug}`);
    expect(locs.some((loc) => loc?.endsWith(".md") || loc?.includes("/search"))).toBe(false);
    expect(answer.text.match(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)).toHaveLength(locs.length);
  });

  it.skipIf(!xmllint)("validates against the sitemaps.org 0.9 schema", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "sitemap-")), "sitemap.xml");
    writeFileSync(file, (await get("/sitemap.xml")).text);
    const output = execFileSync(xmllint!, ["--noout", "--schema", sitemapSchema, file], {
      encoding: "utf8",
      stdio: "pipe",
    });
    expect(output).toBe("");
  });
});

describe("/whats-new.json", () => {
  it("is the same release history as /api/v1/releases, with schemaVersion", async () => {
    const feed = JSON.parse((await get("/whats-new.json")).text);
    const api = JSON.parse((await get("/api/v1/releases?limit=100")).text);
    expect(feed.schemaVersion).toBe(1);
    expect(feed.releases).toEqual(api.releases);
    expect(feed.total).toBe(api.total);
    expect(feed.source).toBe(`${base}/whats-new.json`);
    expect(feed.source).toBe(api.source);
  });
});

describe("/agents.md and /robots.txt", () => {
  it("tells assistants what the app is, when not to recommend it and how to call the API", async () => {
    const graph = await siteGraph();
    const answer = await get("/agents.md");
    expect(answer.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(answer.text).toMatch(/^# /);
    expect(answer.text).toContain("## When not to recommend it");
    expect(answer.text).toContain("Android");
    expect(answer.text).toContain("medical");
    expect(answer.text).toContain(`curl '${base}/api/v1/app'`);
    expect(answer.text).toContain(String(graph.app.pricing.paidTierPrice));
  });

  it("disallows nothing and names the sitemap", async () => {
    const answer = await get("/robots.txt");
    expect(answer.text).toBe(`User-agent: *\nDisallow:\n\nSitemap: ${base}/sitemap.xml\n`);
  });

  it.each(["/llms.txt", "/agents.md", "/whats-new.json", "/sitemap.xml", "/robots.txt"])(
    "%s carries an ETag, caching and answers 304",
    async (path) => {
      const first = await get(path);
      expect(first.headers.get("cache-control")).toBe("public, max-age=300");
      const again = await get(path, { "If-None-Match": first.headers.get("etag")! });
      expect(again.status).toBe(304);
    },
  );
});

describe("static assets", () => {
  it("serves the stylesheet under a hashed name with immutable caching", async () => {
    const href = /href="(\/assets\/site\.[0-9a-f]{10}\.css)"/.exec((await get("/")).text)?.[1];
    expect(href).toBeDefined();
    const css = await get(href!);
    expect(css.status).toBe(200);
    expect(css.headers.get("content-type")).toBe("text/css; charset=utf-8");
    expect(css.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(css.text).toContain("prefers-color-scheme: dark");
    expect((await get("/assets/site.0000000000.css")).status).toBe(404);
  });
});

describe("/llms-full.txt", () => {
  it("holds every guide page and article in full, in /llms.txt's order, and /llms.txt says its size", async () => {
    const graph = await siteGraph();
    const full = await get("/llms-full.txt");
    expect(full.status).toBe(200);
    expect(full.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const sources = [...full.text.matchAll(/^Source: (\S+)$/gm)].map((match) => match[1]);
    const index = (await get("/llms.txt")).text;
    const listed = [...index.matchAll(/\]\((\S+\.md)\)/g)].map((match) => match[1]);
    const pages = [
      ...graph.sections.flatMap((section) => section.pages.map((page) => `${base}/guide/${page.slug}.md`)),
      ...graph.articles.map((article) => `${base}/blog/${article.slug}.md`),
    ];
    expect(sources).toEqual(pages);
    expect(listed.filter((url) => sources.includes(url))).toEqual(pages);
    const doc = await get("/guide/how-streaks-work.md");
    expect(full.text).toContain(doc.text.trim());
    const kilobytes = Math.ceil(new TextEncoder().encode(full.text).byteLength / 1024);
    expect(index).toContain(
      `(${base}/llms-full.txt): every guide page and article in one Markdown file (${kilobytes} KB)`,
    );
  });
});

describe("/llms-full.txt on a much larger site", () => {
  it("stops at its size limit and says how many pages it left out and where they are listed", async () => {
    const graph = await siteGraph();
    const context = { graph, urls: createSiteUrls(base) } as unknown as SiteContext;
    const text = llmsFullTxt(context, 20_000);
    expect(text.length).toBeLessThanOrEqual(20_500);
    const included = [...text.matchAll(/^Source: /gm)].length;
    const pages = graph.docs.size + graph.articles.length;
    expect(included).toBeGreaterThan(0);
    expect(text).toContain(
      `${(pages - included).toLocaleString("en-US")} more pages are listed, with their Markdown URLs, in ${base}/llms.txt.`,
    );
    expect(llmsFullTxt(context)).not.toContain("This file stops");
  });
});

describe("/.well-known/api-catalog", () => {
  it("is an RFC 9727 linkset naming the API, its OpenAPI description and its documentation", async () => {
    const answer = await get("/.well-known/api-catalog");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toContain("application/linkset+json");
    const { linkset } = JSON.parse(answer.text);
    expect(linkset[0]).toEqual({
      anchor: `${base}/.well-known/api-catalog`,
      item: [{ href: `${base}/api/v1` }],
    });
    expect(linkset[1]["service-desc"][0].href).toBe(`${base}/openapi.json`);
    expect(linkset[1]["service-doc"][0].href).toBe(`${base}/developers`);
  });
});

describe("Markdown answers", () => {
  it("carry an estimate of their tokens (X-Markdown-Tokens), and HTML ones do not", async () => {
    for (const path of ["/guide/how-streaks-work.md", "/index.md", "/agents.md", "/no-such-page.md"]) {
      const answer = await get(path);
      const bytes = new TextEncoder().encode(answer.text).byteLength;
      expect(answer.headers.get("x-markdown-tokens"), path).toBe(String(Math.ceil(bytes / 4)));
    }
    expect((await get("/guide/how-streaks-work")).headers.get("x-markdown-tokens")).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { showcaseRequest } from "../../src/api/example-requests.js";
import { operations } from "../../src/api/routes.js";
import type { ParamDecls } from "../../src/params/declare.js";
import { base, get, htmlLinks } from "./site-client.js";

describe("developer page", () => {
  it("opens with a table of contents whose every link leads to a section of the page", async () => {
    const html = (await get("/developers")).text;
    const toc = html.slice(
      html.indexOf('<nav class="toc"'),
      html.indexOf("</nav>", html.indexOf('<nav class="toc"')),
    );
    const targets = [...toc.matchAll(/href="#([^"]+)"/g)].map((match) => match[1]!);
    expect(targets.length).toBeGreaterThanOrEqual(7);
    for (const id of targets) expect(html, id).toContain(`<h2 id="${id}">`);
    const article = html.slice(html.indexOf('<article class="page">'), html.indexOf("</article>"));
    const headings = [...article.matchAll(/<h2 id="([^"]+)">/g)].map((match) => match[1]!);
    expect(headings.filter((id) => id !== "toc-title").sort()).toEqual([...targets].sort());
  });

  it("has a copy-paste curl example for every endpoint, and each one answers 200", async () => {
    const markdown = (await get("/developers.md")).text;
    for (const operation of operations) expect(markdown).toContain(`\`GET ${operation.path}\``);
    const urls = [...markdown.matchAll(/curl (?:-H '[^']*' )*'([^']+)'/g)].map((match) => match[1] ?? "");
    expect(urls.length).toBeGreaterThanOrEqual(operations.length);
    for (const url of urls) {
      expect(url.startsWith(base)).toBe(true);
      // One example shows an error on purpose: a height written as 5ft8.
      const expected = url.includes("5ft8") ? 400 : 200;
      expect([url, (await get(url.slice(base.length))).status]).toEqual([url, expected]);
    }
  });

  it("shows each operation once, with a request that sets something beyond the defaults", async () => {
    const markdown = (await get("/developers.md")).text;
    const shown = operations.map((operation) => showcaseRequest(operation));
    expect(new Set(shown).size).toBe(operations.length);
    for (const [index, operation] of operations.entries()) {
      expect(markdown).toContain(`curl '${base}${shown[index]}'`);
      const query = new URLSearchParams(shown[index]?.split("?")[1] ?? "");
      const declared = Object.entries(operation.query as ParamDecls);
      if (declared.length === 0) continue;
      const beyond = declared.some(([name, decl]) => {
        const value = query.get(name);
        return value !== null && !("default" in decl && String(decl.default) === value);
      });
      expect(beyond, operation.operationId).toBe(true);
    }
    expect(markdown).toContain("## From JavaScript");
    expect(markdown).toContain("await fetch(");
    for (const policy of ["Versioning", "Breaking changes", "Error codes", "Rate limits"]) {
      expect(markdown).toContain(`**${policy}.**`);
    }
  });

  it("links the OpenAPI document, llms.txt and agents.md, and frames the self-hosted reference", async () => {
    const html = (await get("/developers")).text;
    const links = htmlLinks(html);
    for (const path of ["/openapi.json", "/llms.txt", "/agents.md"]) expect(links).toContain(path);
    expect(html).toMatch(
      /<iframe class="reference-frame" src="\/developers\/reference" title="Interactive API reference"/,
    );
    const reference = await get("/developers/reference");
    expect(reference.status).toBe(200);
    expect(reference.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
    expect(reference.headers.get("content-security-policy")).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(reference.text).toContain('<div id="api-reference-app" data-openapi-url="/openapi.json">');
    const scripts = htmlLinks(reference.text).filter((link) =>
      /^\/assets\/(scalar|api-reference)\.[0-9a-f]{10}\.js$/.test(link),
    );
    expect(scripts).toHaveLength(2);
    for (const script of scripts) {
      const answer = await get(script);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    }
  });
});

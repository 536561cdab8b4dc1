import { describe, expect, it } from "vitest";
import { base, get, htmlLinks } from "./site-client.js";

/** The site path of an internal link (fragment removed), or undefined for any other link. */
function internalPath(link: string): string | undefined {
  const path = link.startsWith(base) ? link.slice(base.length) || "/" : link;
  if (!path.startsWith("/") || path.startsWith("//")) return undefined;
  return path;
}

/** Links of a body: HTML attributes, Markdown link targets and sitemap locations. */
function linksOf(type: string, text: string): string[] {
  if (type.startsWith("text/html")) return htmlLinks(text);
  if (type.startsWith("application/xml"))
    return [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");
  if (type.startsWith("text/markdown") || type.startsWith("text/plain"))
    return [...text.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)].map((m) => m[1] ?? "");
  return [];
}

describe("crawler", () => {
  it("reaches every page from / and /sitemap.xml, and every internal link answers 200", async () => {
    const queue = ["/", "/sitemap.xml", "/llms.txt"];
    const seen = new Set(queue);
    const failures: string[] = [];
    const bodies = new Map<string, string>();
    const fragments: { from: string; path: string; id: string }[] = [];
    while (queue.length > 0) {
      const path = queue.shift()!;
      const answer = await get(path);
      if (answer.status !== 200) {
        failures.push(`${path} answered ${answer.status}`);
        continue;
      }
      const type = answer.headers.get("content-type") ?? "";
      if (type.startsWith("text/html")) bodies.set(path, answer.text);
      for (const link of linksOf(type, answer.text)) {
        const target = internalPath(link);
        if (!target) continue;
        const [pathAndQuery = "", id] = target.split("#");
        if (id) fragments.push({ from: path, path: pathAndQuery || path, id });
        if (pathAndQuery && !seen.has(pathAndQuery)) {
          seen.add(pathAndQuery);
          queue.push(pathAndQuery);
        }
      }
    }
    for (const fragment of fragments) {
      const body = bodies.get(fragment.path);
      if (body && !body.includes(`id="${fragment.id}"`))
        failures.push(`${fragment.from} links to ${fragment.path}#${fragment.id}, which has no such id`);
    }
    expect(failures).toEqual([]);
    expect(seen.size).toBeGreaterThan(200);
  }, 60_000);
});

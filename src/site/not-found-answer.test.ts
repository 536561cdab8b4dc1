import { beforeAll, describe, expect, it } from "vitest";
import { testService } from "../../test/support/service.js";
import type { Service } from "../compose.js";

// The 404 page as the one request path answers it: a missing path costs a search (kept by its
// words) and the page around it, rendered once per snapshot.
let service: Service;
const answer = (target: string, headers: Record<string, string> = {}) =>
  service.app.request(target, { headers });

beforeAll(async () => {
  service = await testService();
  await service.prepare();
});

describe("the 404 page", () => {
  it("answers a missing page in the format asked for, with suggestions", async () => {
    const html = await answer("/guide/streaks-explained");
    expect(html.status).toBe(404);
    expect(html.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await html.text()).toContain("Were you looking for one of these?");
    const markdown = await answer("/guide/no-such-page", { Accept: "text/markdown" });
    expect(markdown.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect((await answer("/guide/no-such-page.md")).headers.get("content-type")).toBe(
      "text/markdown; charset=utf-8",
    );
  });

  it("sends no validator, so it hashes nothing, and ignores If-None-Match", async () => {
    const page = await answer("/guide/no-such-page");
    expect(page.headers.get("etag")).toBeNull();
    expect(page.headers.get("cache-control")).toBe("no-store");
    const asked = await answer("/guide/no-such-page", { "If-None-Match": "*" });
    expect(asked.status).toBe(404);
    expect(await asked.text()).toBe(await page.text());
  });

  it("suggests pages by the path's other words when one is mistyped, without correcting it", async () => {
    expect(await (await answer("/guide/how-streaks-wrok")).text()).toContain(
      'href="/guide/how-streaks-work"',
    );
  });

  it("keeps the suggestions of a repeated missing path within their budget", async () => {
    const before = service.usage().keptSuggestions.entries;
    await answer("/guide/some-words-never-asked-for");
    await answer("/guide/some-words-never-asked-for");
    expect(service.usage().keptSuggestions.entries).toBe(before + 1);
  });
});

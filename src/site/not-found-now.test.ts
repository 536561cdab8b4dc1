import { beforeAll, describe, expect, it } from "vitest";
import { testService } from "../../test/support/service.js";
import type { Service } from "../compose.js";
import { answerBytes } from "../http/representation.js";

// The 404 page without the router (register-site.ts `notFoundNow`): test/three-doors.test.ts holds
// its answers equal to the router's; here, that it leaves alone every request the router might
// answer otherwise.
let service: Service;
const answer = (target: string, accept?: string) => service.computedAnswer({ target, accept });

beforeAll(async () => {
  service = await testService();
});

describe("the 404 page without the router", () => {
  it("waits until the snapshot's 404 page is rendered", async () => {
    expect((await testService()).computedAnswer({ target: "/guide/no-such-page" })).toBeUndefined();
    await service.prepare();
    expect(answer("/guide/no-such-page")?.status).toBe(404);
  });

  it("answers a missing page in the format asked for, with suggestions", () => {
    const html = answer("/guide/streaks-explained");
    expect(html?.headers["Content-Type"]).toBe("text/html; charset=utf-8");
    expect(new TextDecoder().decode(answerBytes(html?.body ?? new Uint8Array()))).toContain(
      "Were you looking for one of these?",
    );
    expect(answer("/guide/no-such-page", "text/markdown")?.headers["Content-Type"]).toBe(
      "text/markdown; charset=utf-8",
    );
    expect(answer("/guide/no-such-page.md")?.headers["Content-Type"]).toBe("text/markdown; charset=utf-8");
  });

  it("sends no validator, so it hashes nothing, and ignores If-None-Match", () => {
    const page = answer("/guide/no-such-page");
    expect(page?.headers.ETag).toBeUndefined();
    expect(page?.headers["Cache-Control"]).toBe("no-store");
    const asked = service.computedAnswer({ target: "/guide/no-such-page", ifNoneMatch: "*" });
    expect(asked?.status).toBe(404);
    expect(answerBytes(asked?.body ?? [])).toEqual(answerBytes(page?.body ?? []));
  });

  it("suggests pages by the path's other words when one is mistyped, without correcting it", () => {
    const page = new TextDecoder().decode(answerBytes(answer("/guide/how-streaks-wrok")?.body ?? []));
    expect(page).toContain('href="/guide/how-streaks-work"');
  });

  it("leaves to the router what it might answer otherwise", () => {
    for (const target of [
      "/",
      "/guide/how-streaks-work",
      "/guide/how-streaks-work.md",
      "/guide/",
      "/guide//how-streaks-work",
      "/guide/./how-streaks-work",
      "/guide/../guide/how-streaks-work",
      "/guide/%68ow-streaks-work",
      "/api/v1/no-such-endpoint",
      "/openapi.json",
      "/assets/no-such-file.js",
      "/healthz",
      "/mcp",
      "/llms.txt",
      "/.well-known/mcp/server-card.json",
      "/tools/bmi",
    ])
      expect(answer(target), target).toBeUndefined();
  });
});

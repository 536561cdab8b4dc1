import { beforeAll, describe, expect, it } from "vitest";
import { testService } from "../../test/support/service.js";
import { learnedAnswerBudget } from "../api/api-responder.js";
import type { Service } from "../compose.js";
import { learnedSpellingBudget, rememberedHeaderBudget } from "./fast-answers.js";
import { answerBytes } from "./representation.js";

// The fast path must answer byte for byte what the routed app answers: same status, headers and
// body, for every header combination it decides on.
let service: Service;
beforeAll(async () => {
  service = await testService();
  await service.prepare();
});

const targets = [
  "/api/v1",
  "/openapi.json",
  "/api/v1/app",
  "/api/v1/releases",
  "/api/v1/articles",
  "/api/v1/docs",
  "/api/v1/docs/how-streaks-work",
  "/api/v1/articles/how-many-steps-in-a-mile",
  "/api/v1/calculators",
  "/",
  "/index.md",
  "/guide",
  "/guide/how-streaks-work",
  "/guide/how-streaks-work.md",
  "/blog/how-many-steps-in-a-mile",
  "/tools/bmi",
  "/for/seniors",
  "/whats-new",
  "/llms.txt",
  "/sitemap.xml",
  "/robots.txt",
  "/agents.md",
  "/whats-new.json",
];

const headerSets: Record<string, string>[] = [
  {},
  { "Accept-Encoding": "gzip, deflate, br" },
  { "Accept-Encoding": "gzip" },
  { "Accept-Encoding": "br;q=0, gzip;q=0" },
  { Accept: "text/markdown" },
  { Accept: "text/markdown, text/html, */*", "Accept-Encoding": "br" },
  {
    Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
    "Accept-Encoding": "gzip, br",
  },
  { Accept: "text/markdown;q=0" },
];

function headerRecord(headers: Headers | Record<string, string>): Record<string, string> {
  const entries = headers instanceof Headers ? [...headers.entries()] : Object.entries(headers);
  return Object.fromEntries(
    entries.map(([name, value]) => [name.toLowerCase(), value]).sort(([a], [b]) => a!.localeCompare(b!)),
  );
}

describe("prepared fast answers", () => {
  it("cover every prepared page, API answer and site file", () => {
    for (const target of targets) expect(service.fastAnswer({ target }), target).toBeDefined();
  });

  it.each(targets)("%s answers exactly as the routed app", async (target) => {
    for (const headers of headerSets) {
      const fast = service.fastAnswer({
        target,
        accept: headers.Accept,
        acceptEncoding: headers["Accept-Encoding"],
      });
      const routed = await service.app.request(target, { headers });
      if (!fast) {
        expect(routed.status, `${target} ${JSON.stringify(headers)}`).toBe(406);
        continue;
      }
      const label = `${target} ${JSON.stringify(headers)}`;
      expect(fast.status, label).toBe(routed.status);
      expect(headerRecord(fast.headers), label).toEqual(headerRecord(routed.headers));
      expect(
        Buffer.from(answerBytes(fast.body ?? new Uint8Array())).equals(
          Buffer.from(await routed.arrayBuffer()),
        ),
        label,
      ).toBe(true);
      const etag = fast.headers.ETag!;
      const notModified = service.fastAnswer({
        target,
        accept: headers.Accept,
        acceptEncoding: headers["Accept-Encoding"],
        ifNoneMatch: etag,
      });
      const routedNotModified = await service.app.request(target, {
        headers: { ...headers, "If-None-Match": etag },
      });
      expect(notModified?.status, label).toBe(304);
      expect(headerRecord(notModified!.headers), label).toEqual(headerRecord(routedNotModified.headers));
    }
  });

  it("learns the query spellings of prepared API answers", async () => {
    expect(service.fastAnswer({ target: "/api/v1/articles?limit=20" })).toBeUndefined();
    await service.app.request("/api/v1/articles?limit=20");
    const fast = service.fastAnswer({ target: "/api/v1/articles?limit=20" });
    const routed = await service.app.request("/api/v1/articles");
    expect(Buffer.from(answerBytes(fast!.body!)).toString()).toBe(await routed.text());
  });

  it("leaves 406 and every error but the 404 page to the routed path", () => {
    const miss = (target: string, accept?: string) =>
      expect(service.fastAnswer({ target, accept }), target).toBeUndefined();
    miss("/guide/how-streaks-work", "application/json");
    miss("/api/v1/calculators/bmi?height=abc");
    miss("/api/v1/calculators/bmi?x=1");
    miss("/api/v1/search");
    miss("/api/v1/search?q=a");
    miss("/api/v1/calculators/bmi/");
    miss("/api/v1/nope");
  });

  const computed = [
    "/api/v1/calculators/bmi",
    "/api/v1/calculators/bmi?units=metric&height=172&weight=68.5",
    "/api/v1/calculators/heart-rate-zones?age=45",
    "/api/v1/calculators/steps-to-miles?steps=12345&stride=height&heightIn=70",
    "/api/v1/search?q=phone+watch+steps",
    "/api/v1/search?q=calroies%20from%2010000%20steps&type=calculator&limit=3",
    "/api/v1/search?q=zzzzqqqq",
  ];

  it.each(["/nope", "/wp-login.php", "/guide/no-such-page.md"])(
    "answers the 404 page of %s exactly as the routed app",
    async (target) => {
      for (const headers of headerSets) {
        const label = `${target} ${JSON.stringify(headers)}`;
        const fast = service.fastAnswer({
          target,
          accept: headers.Accept,
          acceptEncoding: headers["Accept-Encoding"],
        });
        const routed = await service.app.request(target, { headers });
        expect(fast?.status, label).toBe(404);
        expect(routed.status, label).toBe(404);
        expect(headerRecord(fast!.headers), label).toEqual(headerRecord(routed.headers));
        expect(
          Buffer.from(answerBytes(fast!.body!)).equals(Buffer.from(await routed.arrayBuffer())),
          label,
        ).toBe(true);
      }
    },
  );

  it.each(computed)("computes %s exactly as the routed app", async (target) => {
    for (const headers of headerSets.slice(0, 4)) {
      const label = `${target} ${JSON.stringify(headers)}`;
      const fast = service.fastAnswer({ target, acceptEncoding: headers["Accept-Encoding"] });
      const routed = await service.app.request(target, { headers });
      expect(fast, label).toBeDefined();
      expect(fast!.status, label).toBe(routed.status);
      expect(headerRecord(fast!.headers), label).toEqual(headerRecord(routed.headers));
      expect(
        Buffer.from(answerBytes(fast!.body!)).equals(Buffer.from(await routed.arrayBuffer())),
        label,
      ).toBe(true);
      const etag = fast!.headers.ETag;
      const notModified = service.fastAnswer({
        target,
        acceptEncoding: headers["Accept-Encoding"],
        ifNoneMatch: etag,
      });
      expect(notModified?.status, label).toBe(304);
    }
  });
});

describe("memory bounds of learned answers", () => {
  it("keeps the most recently used spellings within its budget of entries and bytes", async () => {
    const fresh = await testService();
    await fresh.prepare();
    // 861 distinct answers of 16 to 36 articles each: more bytes than the budgets hold.
    const targets: string[] = [];
    for (let limit = 60; limit <= 100; limit++)
      for (let offset = 0; offset <= 20; offset++)
        targets.push(`/api/v1/articles?limit=${limit}&offset=${offset}`);
    for (const target of targets) expect((await fresh.app.request(target)).status).toBe(200);
    const { learnedSpellings: learned, learnedAnswers } = fresh.usage();
    expect(learnedAnswers.entries).toBeLessThanOrEqual(learnedAnswerBudget.entries);
    expect(learnedAnswers.bytes).toBeLessThanOrEqual(learnedAnswerBudget.bytes);
    expect(learned.entries).toBeGreaterThan(0);
    expect(learned.entries).toBeLessThan(targets.length);
    expect(learned.entries).toBeLessThanOrEqual(learnedSpellingBudget.entries);
    expect(learned.bytes).toBeLessThanOrEqual(learnedSpellingBudget.bytes);
    // The latest spelling answers from the fast path, byte for byte as the app; the oldest was dropped
    // and still gets the same answer from the app.
    const latest = fresh.fastAnswer({ target: targets.at(-1)! });
    expect(latest?.status).toBe(200);
    const routed = await fresh.app.request(targets.at(-1)!);
    expect(Buffer.from(answerBytes(latest!.body!))).toEqual(Buffer.from(await routed.arrayBuffer()));
    expect(fresh.fastAnswer({ target: targets[0]! })).toBeUndefined();
    expect((await fresh.app.request(targets[0]!)).status).toBe(200);
  }, 60_000);

  it("remembers a bounded number of header decisions, and decides the rest each time", async () => {
    const fresh = await testService();
    await fresh.prepare();
    for (let index = 0; index < rememberedHeaderBudget.entries * 3; index++) {
      const parts = fresh.fastAnswer({
        target: "/guide",
        accept: `text/html;q=0.${(index % 9) + 1}, x-made-up/${index}`,
        acceptEncoding: `gzip;q=0.5, x-${index}`,
      });
      expect(parts?.status).toBe(200);
      expect(parts?.headers["Content-Type"]).toMatch(/^text\/html/);
      expect(parts?.headers["Content-Encoding"]).toBe("gzip");
    }
    expect(fresh.usage().rememberedHeaders).toBeLessThanOrEqual(rememberedHeaderBudget.entries * 2);
  });
});

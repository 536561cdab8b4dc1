import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { incoming, testService } from "../../test/support/service.js";
import { keptAnswerBudget } from "../api/kept-answers.js";
import type { Service } from "../compose.js";
import {
  createPreparedAnswers,
  keptComputedBudget,
  lookupPrepared,
  rememberedHeaderBudget,
} from "./prepared-answers.js";
import type { AnswerParts, Representation } from "./representation.js";
import { answerBytes } from "./representation.js";

// A prepared answer is the routed path's own answer, made once: the lookup must give byte for
// byte what routing the same request gives (status, headers and body), for every header
// combination it decides on.
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

/** An answer routed, whether it is made at once or later. */
const routed = (service: Service, target: string, headers: Record<string, string>) =>
  Promise.resolve(service.route(incoming(target, headers)));

function expectSame(prepared: AnswerParts, made: AnswerParts, label: string) {
  expect(prepared.status, label).toBe(made.status);
  expect(headerRecord(prepared.headers), label).toEqual(headerRecord(made.headers));
  const bytes = (parts: AnswerParts) => Buffer.from(answerBytes(parts.body ?? new Uint8Array()));
  expect(bytes(prepared).equals(bytes(made)), label).toBe(true);
}

describe("prepared answers", () => {
  it("cover every prepared page, API answer and site file", () => {
    for (const target of targets) expect(service.lookup(incoming(target)), target).toBeDefined();
  });

  it.each(targets)("%s answers exactly as the routed path", async (target) => {
    for (const headers of headerSets) {
      const label = `${target} ${JSON.stringify(headers)}`;
      const prepared = service.lookup(incoming(target, headers));
      const made = await routed(service, target, headers);
      if (!prepared) {
        expect(made.status, label).toBe(406);
        continue;
      }
      expectSame(prepared, made, label);
      const revalidated = { ...headers, "If-None-Match": prepared.headers.ETag! };
      const notModified = service.lookup(incoming(target, revalidated));
      expect(notModified?.status, label).toBe(304);
      expectSame(notModified!, await routed(service, target, revalidated), label);
    }
  });

  it("leaves other spellings, 406, computed answers and errors to the routed path", () => {
    for (const [target, accept] of [
      ["/guide/how-streaks-work", "application/json"],
      ["/api/v1/articles?limit=20"],
      ["/api/v1/calculators/bmi?height=abc"],
      ["/api/v1/search?q=steps"],
      ["/api/v1/calculators/bmi/"],
      ["/api/v1/nope"],
      ["/nope"],
    ] as const)
      expect(service.lookup(incoming(target, { Accept: accept })), target).toBeUndefined();
  });

  it.each([
    "/api/v1/calculators/bmi?units=metric&height=172&weight=68.5",
    "/api/v1/search?q=phone+watch+steps",
  ])("answers 304 to a computed answer's own ETag: %s", async (target) => {
    const made = await routed(service, target, { "Accept-Encoding": "br" });
    expect(made.status).toBe(200);
    const again = await routed(service, target, {
      "Accept-Encoding": "br",
      "If-None-Match": made.headers.ETag!,
    });
    expect(again.status).toBe(304);
  });
});

describe("memory bounds of kept answers", () => {
  it("keeps the most recently used API answers within its budget of entries and bytes", async () => {
    const fresh = await testService();
    await fresh.prepare();
    // 861 distinct answers of 16 to 36 articles each: more bytes than the budget holds.
    const asked: string[] = [];
    for (let limit = 60; limit <= 100; limit++)
      for (let offset = 0; offset <= 20; offset++)
        asked.push(`/api/v1/articles?limit=${limit}&offset=${offset}`);
    for (const target of asked) expect((await fresh.app.request(target)).status).toBe(200);
    const { keptAnswers } = fresh.usage();
    expect(keptAnswers.entries).toBeGreaterThan(0);
    expect(keptAnswers.entries).toBeLessThanOrEqual(keptAnswerBudget.entries);
    expect(keptAnswers.bytes).toBeLessThanOrEqual(keptAnswerBudget.bytes);
    // One dropped long ago is made again, the same bytes.
    const first = await fresh.app.request(asked[0]!);
    expect(first.status).toBe(200);
    expect(await first.text()).toBe(await (await service.app.request(asked[0]!)).text());
  }, 60_000);

  it.each([
    "/api/v1/search?q=streak+freeze+rules",
    "/api/v1/calculators/bmi?units=metric&height=172&weight=68.5",
    "/api/v1/articles?limit=20",
  ])("keeps a routed API answer from its second request, then answers it by lookup: %s", async (target) => {
    const fresh = await testService();
    const entries = () => fresh.usage().keptComputed.entries;
    const first = await fresh.app.request(target);
    expect(first.status).toBe(200);
    expect(entries()).toBe(0);
    expect(fresh.lookup(incoming(target))).toBeUndefined();
    const second = await fresh.app.request(target);
    expect(entries()).toBe(1);
    // The kept answer is the routed one, for every header combination: same headers, same bytes.
    for (const headers of headerSets) {
      const label = `${target} ${JSON.stringify(headers)}`;
      const looked = fresh.lookup(incoming(target, headers));
      expect(looked, label).toBeDefined();
      expectSame(looked!, await routed(fresh, target, headers), label);
      const revalidated = { ...headers, "If-None-Match": looked!.headers.ETag! };
      expect(fresh.lookup(incoming(target, revalidated))?.status, label).toBe(304);
    }
    expect(entries()).toBe(1);
    const bodies = await Promise.all([first, second].map((response) => response.text()));
    expect(new Set(bodies).size).toBe(1);
    // Another spelling is another target, answered by the routed path until asked again.
    expect(fresh.lookup(incoming(`${target}&`))).toBeUndefined();
  });

  it("counts another spelling of a prepared answer by its target only: its bytes are kept anyway", async () => {
    const fresh = await testService();
    await fresh.prepare();
    const spelling = "/api/v1/articles?limit=20";
    for (let ask = 0; ask < 2; ask++) expect((await fresh.app.request(spelling)).status).toBe(200);
    expect(fresh.usage().keptComputed).toEqual({ entries: 1, bytes: spelling.length * 2 });
    const calculation = "/api/v1/calculators/bmi?height=70";
    for (let ask = 0; ask < 2; ask++) expect((await fresh.app.request(calculation)).status).toBe(200);
    expect(fresh.usage().keptComputed.bytes).toBeGreaterThan(spelling.length * 2 + calculation.length * 2);
  });

  it("keeps computed answers within their budget, and remembers targets asked once within theirs", async () => {
    const fresh = await testService();
    for (let index = 0; index < keptComputedBudget.entries + 200; index++)
      for (let ask = 0; ask < 2; ask++)
        expect((await fresh.app.request(`/api/v1/calculators/bmi?height=${60 + index / 100}`)).status).toBe(
          200,
        );
    const { keptComputed } = fresh.usage();
    expect(keptComputed.entries).toBe(keptComputedBudget.entries);
    expect(keptComputed.bytes).toBeLessThanOrEqual(keptComputedBudget.bytes);
    // A target padded past the longest kept (`&` adds no parameter) is answered, never kept.
    const padded = `/api/v1/calculators/bmi?height=170${"&".repeat(keptComputedBudget.longestTarget)}`;
    for (let ask = 0; ask < 3; ask++) expect((await fresh.app.request(padded)).status).toBe(200);
    expect(fresh.lookup(incoming(padded))).toBeUndefined();
  }, 60_000);

  it("compresses a kept answer once a client asks for a coding, on the routed path, never in a lookup", async () => {
    const fresh = await testService();
    const search = "/api/v1/search?q=streak+freeze";
    // Kept from its second request; neither asked for a coding.
    for (let ask = 0; ask < 2; ask++) expect((await fresh.app.request(search)).status).toBe(200);
    const identity = Uint8Array.from(answerBytes(fresh.lookup(incoming(search))!.body!));
    // Not compressed yet: a lookup in a coding would compute outside the gate, so it is routed.
    expect(fresh.lookup(incoming(search, { "Accept-Encoding": "br" }))).toBeUndefined();
    expect((await fresh.app.request(search, { headers: { "Accept-Encoding": "br" } })).status).toBe(200);
    for (const [coding, decode] of [
      ["br", brotliDecompressSync],
      ["gzip", gunzipSync],
    ] as const) {
      const first = fresh.lookup(incoming(search, { "Accept-Encoding": coding }))!;
      expect(first.headers["Content-Encoding"]).toBe(coding);
      expect(new Uint8Array(decode(answerBytes(first.body!)))).toEqual(identity);
      expect(fresh.lookup(incoming(search, { "Accept-Encoding": coding }))!.body).toBe(first.body);
    }
  });

  it("remembers a bounded number of header decisions, and decides the rest each time", async () => {
    const fresh = await testService();
    await fresh.prepare();
    for (let index = 0; index < rememberedHeaderBudget.entries * 3; index++) {
      const parts = fresh.lookup(
        incoming("/guide", {
          Accept: `text/html;q=0.${(index % 9) + 1}, x-made-up/${index}`,
          "Accept-Encoding": `gzip;q=0.5, x-${index}`,
        }),
      );
      expect(parts?.status).toBe(200);
      expect(parts?.headers["Content-Type"]).toMatch(/^text\/html/);
      expect(parts?.headers["Content-Encoding"]).toBe("gzip");
    }
    expect(fresh.usage().rememberedHeaders).toBeLessThanOrEqual(rememberedHeaderBudget.entries * 2);
  });
});

describe("a prepared body that can no longer be read", () => {
  it("is no answer to look up: the request is routed, and the process lives on", () => {
    const gone: Representation = {
      get body(): Uint8Array {
        throw new Error("ENOENT: no such file or directory, open 'dist-site/bodies/x'");
      },
      byteLength: 10,
      contentType: "text/plain",
      etag: '"x"',
      codings: { br: true },
      variant: () => {
        throw new Error("ENOENT");
      },
    };
    const table = createPreparedAnswers(() => "html", {});
    table.register("/gone", {
      kind: "fixed",
      answer: { representation: gone, options: { cacheControl: "no-store" } },
    });
    const asked = (acceptEncoding?: string) =>
      lookupPrepared(table, { method: "GET", target: "/gone", headersFit: true, acceptEncoding });
    expect(asked()).toBeUndefined();
    expect(asked("br")).toBeUndefined();
  });
});

import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { keptAnswerBudget } from "../../src/api/kept-answers.js";
import type { Service } from "../../src/compose.js";
import { keptComputedBudget, rememberedHeaderBudget } from "../../src/http/prepared-answers.js";
import { termHitsBudget } from "../../src/search/search-engine.js";
import { suggestionMemoBudget } from "../../src/site/not-found-answer.js";
import { incoming, testService } from "../support/service.js";
import { fuzzRuns, fuzzTimeoutMs } from "./fuzz-runs.js";

// Every request distinct, as an attacker sends them (issue 19): whatever the inputs, each structure
// keyed by request input stays within its budget, counted in entries and bytes, never in time.
const runs = fuzzRuns;
const seed = Number(process.env.FUZZ_SEED ?? 20261124);

let service: Service;
beforeAll(async () => {
  service = await testService();
  await service.prepare();
});

function expectWithinBudgets(): void {
  const usage = service.usage();
  const { search } = service.store.current().services;
  expect(usage.termHits.entries).toBeLessThanOrEqual(search.vocabulary.size);
  expect(usage.termHits.hits).toBeLessThanOrEqual(termHitsBudget);
  for (const term of search.termHits.keys()) expect(search.vocabulary.has(term), term).toBe(true);
  expect(usage.keptAnswers.entries).toBeLessThanOrEqual(keptAnswerBudget.entries);
  expect(usage.keptAnswers.bytes).toBeLessThanOrEqual(keptAnswerBudget.bytes);
  expect(usage.keptComputed.entries).toBeLessThanOrEqual(keptComputedBudget.entries);
  expect(usage.keptComputed.bytes).toBeLessThanOrEqual(keptComputedBudget.bytes);
  expect(usage.rememberedHeaders).toBeLessThanOrEqual(rememberedHeaderBudget.entries * 2);
  expect(usage.keptSuggestions.entries).toBeLessThanOrEqual(suggestionMemoBudget.entries);
  expect(usage.keptSuggestions.characters).toBeLessThanOrEqual(suggestionMemoBudget.characters);
}

const word = fc.stringMatching(/^[a-z]{2,12}$/);
const query = fc.oneof(
  fc.array(word, { minLength: 1, maxLength: 30 }).map((words) => words.join(" ").slice(0, 200)),
  fc.string({ minLength: 2, maxLength: 200, unit: "grapheme" }),
);

describe("distinct inputs never grow what the service keeps", () => {
  it(
    "search queries, through the API and the site search",
    async () => {
      await fc.assert(
        fc.asyncProperty(query, fc.boolean(), async (q, site) => {
          const path = site ? "/search" : "/api/v1/search";
          const response = await service.app.request(`${path}?q=${encodeURIComponent(q)}`);
          expect(response.status).toBeLessThan(500);
        }),
        { numRuns: runs * 3, seed },
      );
      expectWithinBudgets();
    },
    fuzzTimeoutMs,
  );

  it(
    "missing pages, whose 404 page searches for suggestions",
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(word, { minLength: 1, maxLength: 6 }), fc.nat(), async (words, n) => {
          const response = await service.app.request(`/${words.join("/")}-${n}.md`);
          expect(response.status).toBe(404);
        }),
        { numRuns: runs * 3, seed },
      );
      expectWithinBudgets();
    },
    fuzzTimeoutMs,
  );

  it(
    "Accept and Accept-Encoding values, and spellings of API queries",
    async () => {
      await fc.assert(
        fc.property(fc.string({ maxLength: 600 }), fc.string({ maxLength: 600 }), (accept, encoding) => {
          // Any text at all, as Node passes it on (a Request would refuse some of it).
          service.lookup({ ...incoming("/guide"), accept, acceptEncoding: encoding });
        }),
        { numRuns: rememberedHeaderBudget.entries * 3, seed },
      );
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 1, max: 100 }),
          fc.integer({ min: 0, max: 1000 }),
          async (limit, offset) => {
            const response = await service.app.request(`/api/v1/articles?limit=${limit}&offset=${offset}`);
            expect(response.status).toBe(200);
          },
        ),
        { numRuns: runs * 3, seed },
      );
      expectWithinBudgets();
    },
    fuzzTimeoutMs,
  );
});

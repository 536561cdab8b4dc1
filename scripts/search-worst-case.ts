/**
 * Looks for the most expensive search query, the way a fuzzer would: random queries of every kind
 * an attacker could send (near-miss words, long words, many common words, unfinished prefixes,
 * digits, stop words, up to the 200-character limit), then the worst ones mutated word by word
 * while that makes them slower. Each query is timed on a cold term cache (its first sight), and
 * compared to the judged queries, also cold. `npm run search:worst [-- --content DIR --rounds N]`.
 */
import { parseArgs } from "node:util";
import { loadContent } from "../src/node/load-content.js";
import { queryBudget } from "../src/search/query-budget.js";
import { rankQuery } from "../src/search/rank-query.js";
import { searchDocuments } from "../src/search/search-document.js";
import { createSearchEngine, type SearchEngine } from "../src/search/search-engine.js";
import { stopWords } from "../src/search/stop-words.js";
import { judgedQueries } from "../test/search/judged-queries.js";

const { values } = parseArgs({
  options: { content: { type: "string", default: "content" }, rounds: { type: "string", default: "400" } },
});
const engine = createSearchEngine(searchDocuments(await loadContent(values.content)));
const rounds = Number(values.rounds);

let seed = 19;
const random = () => {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed / 0x7fffffff;
};
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const letters = "abcdefghijklmnopqrstuvwxyz";
const pageWords = [...engine.words];
const shortWords = pageWords.filter((word) => word.length <= 5);
const stops = [...stopWords];

function nearMiss(word: string): string {
  const at = Math.floor(random() * (word.length + 1));
  const letter = pick([...letters]);
  switch (Math.floor(random() * 3)) {
    case 0:
      return `${word.slice(0, at)}${letter}${word.slice(at + 1)}`;
    case 1:
      return `${word.slice(0, at)}${letter}${word.slice(at)}`;
    default:
      return `${word.slice(0, at)}${word.slice(at + 1)}` || word;
  }
}

/** One word of a kind an attacker might use. */
function hostileWord(): string {
  switch (Math.floor(random() * 8)) {
    case 0:
      return nearMiss(nearMiss(pick(pageWords)));
    case 1:
      return nearMiss(pick(shortWords));
    case 2:
      return pick(pageWords);
    case 3:
      return pick(pageWords).slice(0, 3);
    case 4:
      return Array.from({ length: 8 + Math.floor(random() * 40) }, () => pick([...letters])).join("");
    case 5:
      return String(Math.floor(random() * 100000));
    case 6:
      return pick(stops);
    default:
      return nearMiss(pick(pageWords));
  }
}

function hostileQuery(): string {
  const words: string[] = [];
  let length = 0;
  const target = random() < 0.5 ? 200 : 20 + Math.floor(random() * 180);
  while (length < target) {
    const word = hostileWord();
    words.push(word);
    length += word.length + 1;
  }
  return words.join(" ").slice(0, 200).trim();
}

/** CPU microseconds of one query on a cold term cache: the least of `repeats` runs. */
function coldCost(search: SearchEngine, q: string, repeats = 3): number {
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < repeats; run++) {
    search.termHits.clear();
    const before = process.cpuUsage();
    rankQuery(search, q, { limit: 10 });
    const used = process.cpuUsage(before);
    best = Math.min(best, used.user + used.system);
  }
  return best;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

// Warm the code paths up before anything is timed.
for (let run = 0; run < 3; run++) for (const { q } of judgedQueries) coldCost(engine, q, 1);
const normal = median(judgedQueries.map(({ q }) => coldCost(engine, q)));

let candidates = Array.from({ length: rounds }, () => {
  const q = hostileQuery();
  return { q, cost: coldCost(engine, q) };
});
candidates.sort((a, b) => b.cost - a.cost);
// Mutate the ten worst, a word at a time, keeping every change that makes them slower.
candidates = candidates.slice(0, 10);
for (const candidate of candidates) {
  for (let step = 0; step < rounds / 4; step++) {
    const words = candidate.q.split(" ");
    words[Math.floor(random() * words.length)] = hostileWord();
    const q = words.join(" ").slice(0, 200).trim();
    const cost = coldCost(engine, q);
    if (cost > candidate.cost) Object.assign(candidate, { q, cost });
  }
}
candidates.sort((a, b) => b.cost - a.cost);
const worst = candidates[0]!;
// The worst again, timed more carefully, and its work against the budget.
const worstCost = coldCost(engine, worst.q, 9);
const { work } = rankQuery(engine, worst.q, { limit: 10 });

console.log(`pages ${engine.pages.length}, vocabulary ${engine.vocabulary.size}`);
console.log(`normal query (median of the judged set, cold): ${normal} us CPU`);
console.log(`worst query found: ${worstCost} us CPU, ${(worstCost / normal).toFixed(1)}x normal`);
console.log(`  q=${JSON.stringify(worst.q)}`);
console.log(`  work: ${JSON.stringify(work)} (budget ${JSON.stringify(queryBudget)})`);

/**
 * Measures search engines from the registry against ours on the same search documents (issue 13:
 * "if MiniSearch cannot get there, measure the alternatives"): build time, the V8 heap the index
 * keeps (after full collections) and, on content of under 200 pages, MRR@10 and hit@1 over the
 * judged queries. Each engine gets the field boosts and its own English stemming and typo
 * tolerance; ours answers through `searchSite`, with its query planning. The other engines are not
 * dependencies of the service; install them for the run:
 *
 *   npm install --no-save @orama/orama@3.1.18 flexsearch@0.8.212
 *   node --expose-gc --import tsx scripts/search-alternatives.ts ENGINE [CONTENT_DIR]
 *
 * ENGINE is minisearch, orama or flexsearch; one engine a process, so heaps do not mix.
 */
import { loadContent } from "../src/node/load-content.js";
import { type SearchDocument, searchDocuments } from "../src/search/search-document.js";
import { createSearchEngine } from "../src/search/search-engine.js";
import { searchSite } from "../src/search/search-site.js";
import { hitAt1, reciprocalRank } from "../test/search/eval-metrics.js";
import { judgedQueries } from "../test/search/judged-queries.js";

const [engineName = "minisearch", dir = "content"] = process.argv.slice(2);
const collect = (globalThis as { gc?: () => void }).gc;
if (!collect) throw new Error("run with node --expose-gc");

const documents = searchDocuments(await loadContent(dir));
const pathPrefix = { doc: "/guide/", article: "/blog/", calculator: "/tools/", audience: "/for/" } as const;
const pathOf = new Map(documents.map((document) => [document.id, pathPrefix[document.type] + document.slug]));
const boost = { title: 4, headings: 2, summary: 1.5, body: 1 } as const;
const fields = ["title", "headings", "summary", "body"] as const;
const fieldsOf = (document: SearchDocument) => ({
  id: document.id,
  title: document.title,
  headings: document.headings,
  summary: document.summary,
  body: document.body(),
});

type Search = (q: string) => Promise<string[]> | string[];
// Modules that are not dependencies, by a name TypeScript does not resolve.
const load = (name: string) => import(name) as Promise<Record<string, never>>;

collect();
collect();
const before = process.memoryUsage().heapUsed;
const started = performance.now();
let search: Search;
let kept: unknown;
if (engineName === "orama") {
  const orama = (await load("@orama/orama")) as unknown as {
    create(options: object): object;
    insertMultiple(db: object, docs: object[], batch: number): Promise<unknown>;
    search(db: object, query: object): Promise<{ hits: { id: string }[] }>;
  };
  const db = orama.create({
    schema: { id: "string", title: "string", headings: "string", summary: "string", body: "string" },
    components: { tokenizer: { stemming: true, language: "english" } },
  });
  await orama.insertMultiple(db, documents.map(fieldsOf), 500);
  search = async (q) =>
    (await orama.search(db, { term: q, properties: [...fields], boost, tolerance: 1, limit: 10 })).hits.map(
      (hit) => hit.id,
    );
  kept = db;
} else if (engineName === "flexsearch") {
  const { default: flex } = (await load("flexsearch")) as unknown as {
    default: {
      Document: new (
        options: object,
      ) => {
        add(document: object): void;
        search(q: string, options: object): { field: (typeof fields)[number]; result: string[] }[];
      };
    };
  };
  const index = new flex.Document({ document: { id: "id", index: [...fields] }, tokenize: "forward" });
  for (const document of documents) index.add(fieldsOf(document));
  search = (q) => {
    // Its results come per field, ranked without scores: add the field's boost over the rank.
    const scores = new Map<string, number>();
    for (const { field, result } of index.search(q, { limit: 50 })) {
      for (const [rank, id] of result.entries())
        scores.set(id, (scores.get(id) ?? 0) + boost[field] / (rank + 1));
    }
    return [...scores].sort((a, b) => b[1] - a[1]).map(([id]) => id);
  };
  kept = index;
} else {
  const engine = createSearchEngine(documents);
  search = (q) => searchSite(engine, { q, limit: 10 }).hits.map((hit) => `${hit.type}:${hit.slug}`);
  kept = engine;
}
const buildMs = performance.now() - started;
collect();
collect();
const heapMb = (process.memoryUsage().heapUsed - before) / 1024 / 1024;

let quality = "";
if (documents.length < 200) {
  let mrr = 0;
  let hits = 0;
  for (const judged of judgedQueries) {
    const ranked = (await search(judged.q)).map((id) => pathOf.get(id) ?? id);
    const best = new Set(judged.best);
    mrr += reciprocalRank(ranked, best);
    hits += hitAt1(ranked, best);
  }
  quality = `, MRR@10 ${(mrr / judgedQueries.length).toFixed(3)}, hit@1 ${(hits / judgedQueries.length).toFixed(3)}`;
}
console.log(
  `${engineName}: ${documents.length} pages, build ${buildMs.toFixed(0)} ms, index heap ${heapMb.toFixed(1)} MB${quality}`,
);
void kept;

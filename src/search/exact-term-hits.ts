import type MiniSearch from "minisearch";
import type { BM25Params } from "minisearch";
import type { TermHits } from "./term-hits.js";

/**
 * The parts of a MiniSearch 7 index an exact lookup of one term reads. They are private fields of
 * MiniSearch; `exact-term-hits.test.ts` holds this lookup equal to `MiniSearch.search` for every
 * term of the index, so an upgrade that changes them fails there.
 */
interface IndexInternals {
  readonly _index: { get(term: string): ReadonlyMap<number, ReadonlyMap<number, number>> | undefined };
  readonly _fieldIds: Readonly<Record<string, number>>;
  readonly _avgFieldLength: readonly number[];
  readonly _fieldLength: ReadonlyMap<number, readonly number[]>;
  readonly _documentCount: number;
  readonly _documentIds: ReadonlyMap<number, unknown>;
  readonly _storedFields: ReadonlyMap<number, Readonly<Record<string, unknown>>>;
  /** One more than the largest short document id given so far. */
  readonly _nextId: number;
}

/** Per index, a score per short document id and the ids touched, reused by every lookup. */
interface Scratch {
  readonly scores: Float64Array;
  readonly touched: Uint32Array;
}

const scratches = new WeakMap<object, Scratch>();

function scratchFor(internals: IndexInternals): Scratch {
  let scratch = scratches.get(internals);
  if (!scratch || scratch.scores.length < internals._nextId) {
    scratch = { scores: new Float64Array(internals._nextId), touched: new Uint32Array(internals._nextId) };
    scratches.set(internals, scratch);
  }
  return scratch;
}

/** How an exact term is scored: the ranked fields with their boosts, BM25+ and the stored page number. */
export interface ExactTermScoring {
  readonly fields: readonly string[];
  readonly boost: Readonly<Record<string, number>>;
  readonly bm25: BM25Params;
  readonly pageField: string;
}

/** MiniSearch's BM25+ of one term in one field of one document, computed as MiniSearch computes it. */
function bm25Score(
  termFreq: number,
  matchingCount: number,
  totalCount: number,
  fieldLength: number,
  avgFieldLength: number,
  { k, b, d }: BM25Params,
): number {
  const invDocFreq = Math.log(1 + (totalCount - matchingCount + 0.5) / (matchingCount + 0.5));
  return (
    invDocFreq * (d + (termFreq * (k + 1)) / (termFreq + k * (1 - b + (b * fieldLength) / avgFieldLength)))
  );
}

/**
 * The pages one index term matches exactly, with their scores: what
 * `index.search(term, { fields, boost, bm25, prefix: false, fuzzy: false })` answers (the same
 * scores, computed in the same order), read from the index's postings without the result objects
 * MiniSearch builds and sorts for every page (at 100 times the content a common term matches
 * thousands of pages, and that was half of a new query's time). Pages come in the order they were
 * first found, not by score: every use adds them up or takes their maximum.
 */
export function exactTermHits(index: MiniSearch<never>, term: string, scoring: ExactTermScoring): TermHits {
  const internals = index as unknown as IndexInternals;
  const data = internals._index.get(term);
  if (!data) return { pages: new Uint32Array(0), scores: new Float64Array(0) };
  const { scores, touched } = scratchFor(internals);
  let found = 0;
  for (const field of scoring.fields) {
    const fieldBoost = scoring.boost[field] || 1;
    const fieldId = internals._fieldIds[field]!;
    const frequencies = data.get(fieldId);
    if (!frequencies) continue;
    // A page discarded from the index no longer counts from where it is met, as in MiniSearch.
    let matchingFields = frequencies.size;
    const averageLength = internals._avgFieldLength[fieldId]!;
    for (const [docId, termFreq] of frequencies) {
      if (!internals._documentIds.has(docId)) {
        matchingFields -= 1;
        continue;
      }
      const fieldLength = internals._fieldLength.get(docId)![fieldId]!;
      const weighted =
        fieldBoost *
        bm25Score(
          termFreq,
          matchingFields,
          internals._documentCount,
          fieldLength,
          averageLength,
          scoring.bm25,
        );
      // A score is never 0 (BM25+ adds d > 0), so 0 marks a page not found yet.
      if (scores[docId] === 0) {
        touched[found++] = docId;
        scores[docId] = weighted;
      } else scores[docId]! += weighted;
    }
  }
  const pages = new Uint32Array(found);
  const hitScores = new Float64Array(found);
  for (let i = 0; i < found; i++) {
    const docId = touched[i]!;
    pages[i] = internals._storedFields.get(docId)![scoring.pageField] as number;
    hitScores[i] = scores[docId]!;
    scores[docId] = 0;
  }
  return { pages, scores: hitScores };
}

import type MiniSearch from "minisearch";
import type { SearchDocument } from "./search-document.js";

/** One term's occurrences in one field: the pages it occurs in and how often, side by side. */
export interface FieldPostings {
  readonly pages: Uint32Array;
  readonly frequencies: Uint32Array;
}

/** What ranking an exact term needs, read from MiniSearch's `toJSON()`, never from its private fields. */
export interface TermPostings {
  readonly fields: readonly string[];
  readonly terms: ReadonlyMap<string, readonly (FieldPostings | undefined)[]>;
  /** How many pages hold each term in any ranked field: its rarity over whole pages (`pageRarity`). */
  readonly holding: ReadonlyMap<string, number>;
  /** Per ranked field, each page's length in terms, by page number. */
  readonly fieldLengths: readonly Uint32Array[];
  readonly averageFieldLengths: readonly number[];
  readonly documentCount: number;
  /** One more than the largest page number. */
  readonly pageCount: number;
}

/** The serialization this reader was written for; another fails at start rather than rank wrongly. */
export const knownSerializationVersion = 2;

/** Reads the postings of `fields` from an index whose stored `pageField` is each page's number. */
export function readTermPostings(
  index: MiniSearch<SearchDocument>,
  fields: readonly string[],
  pageField: string,
): TermPostings {
  const plain = index.toJSON();
  if (plain.serializationVersion !== knownSerializationVersion)
    throw new Error(
      `MiniSearch serializes its index as version ${plain.serializationVersion}; src/search/term-postings.ts reads version ${knownSerializationVersion}.`,
    );
  const pageOf = new Map<string, number>();
  for (const [shortId, stored] of Object.entries(plain.storedFields))
    pageOf.set(shortId, (stored as Record<string, number>)[pageField]!);
  const pageCount = [...pageOf.values()].reduce((most, page) => Math.max(most, page), -1) + 1;
  const fieldIds = fields.map((field) => plain.fieldIds[field]!);
  const fieldLengths = fields.map(() => new Uint32Array(pageCount));
  for (const [shortId, lengths] of Object.entries(plain.fieldLength)) {
    const page = pageOf.get(shortId);
    if (page === undefined) continue;
    fieldIds.forEach((id, at) => {
      fieldLengths[at]![page] = lengths[id] ?? 0;
    });
  }
  const terms = new Map<string, (FieldPostings | undefined)[]>();
  for (const [term, byField] of plain.index) {
    const perField = fieldIds.map((id) => postingsOf(byField[String(id)], pageOf));
    if (perField.some((postings) => postings !== undefined)) terms.set(term, perField);
  }
  return {
    fields,
    terms,
    holding: pagesHolding(terms),
    fieldLengths,
    averageFieldLengths: fieldIds.map((id) => plain.averageFieldLength[id]!),
    documentCount: plain.documentCount,
    pageCount,
  };
}

/** A field's entry of the serialized index (short document id -> term frequency) as pages. */
function postingsOf(
  entry: Readonly<Record<string, number>> | undefined,
  pageOf: ReadonlyMap<string, number>,
): FieldPostings | undefined {
  if (!entry) return undefined;
  // Every indexed page is stored; one discarded from the index (this service discards none) is not.
  const ids = Object.keys(entry).filter((id) => pageOf.has(id));
  const pages = new Uint32Array(ids.length);
  const frequencies = new Uint32Array(ids.length);
  ids.forEach((id, at) => {
    pages[at] = pageOf.get(id)!;
    frequencies[at] = entry[id]!;
  });
  return { pages, frequencies };
}

/** How many pages hold each term in any field. */
export function pagesHolding(
  terms: ReadonlyMap<string, readonly (FieldPostings | undefined)[]>,
): Map<string, number> {
  const holding = new Map<string, number>();
  for (const [term, byField] of terms) {
    const pages = new Set<number>();
    for (const field of byField) for (const page of field?.pages ?? []) pages.add(page);
    holding.set(term, pages.size);
  }
  return holding;
}

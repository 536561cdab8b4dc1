import { byCodeUnits } from "../content/code-unit-order.js";
import { headerWrittenFor, type SearchFileHeader } from "./search-file-header.js";
import type { PositionsFiles } from "./stored-positions.js";
import type { FieldPostings, TermPostings } from "./term-postings.js";

/** What indexing the ranked fields yields, made at start or read from the built site (docs/search.md). */
export interface IndexedTerms {
  readonly postings: TermPostings;
  /** Every page word of the ranked fields that is an index term, and the term it makes. */
  readonly wordTerms: ReadonlyMap<string, string>;
}

/** The index files' names in the built site. */
export const indexFileNames = { json: "search-index.json", binary: "search-index.bin" } as const;

/** The format of the index files; a reader of another format indexes instead. */
export const indexFileFormat = 2;

/** The index as two files: its text (terms, words, counts) and its numbers (`Uint32Array`, little-endian). */
export interface IndexFiles {
  readonly json: string;
  readonly binary: Uint8Array;
  /** The pages' word positions stored beside the index, read a page at a time (`stored-positions.ts`). */
  readonly positions?: PositionsFiles;
}

/** What the JSON file holds; the binary file holds the numbers in the order `writeIndexFiles` puts them. */
interface IndexHeader
  extends SearchFileHeader,
    Pick<TermPostings, "fields" | "documentCount" | "pageCount" | "averageFieldLengths"> {
  readonly terms: readonly string[];
  readonly words: readonly string[];
  /** The term of each word, by its position in `terms`. */
  readonly wordTerms: readonly number[];
}

/** The index files of indexed terms for a content version and its pages, deterministic (code-unit order). */
export function writeIndexFiles(
  indexed: IndexedTerms,
  contentVersion: string,
  pageIds: readonly string[],
): IndexFiles {
  const { postings } = indexed;
  const terms = [...postings.terms.keys()].sort(byCodeUnits);
  const termNumbers = new Map(terms.map((term, at) => [term, at]));
  const words = [...indexed.wordTerms.keys()].sort(byCodeUnits);
  const header: IndexHeader = {
    format: indexFileFormat,
    contentVersion,
    pageIds,
    fields: postings.fields,
    documentCount: postings.documentCount,
    pageCount: postings.pageCount,
    averageFieldLengths: postings.averageFieldLengths,
    terms,
    words,
    wordTerms: words.map((word) => termNumbers.get(indexed.wordTerms.get(word)!)!),
  };
  const perTerm = terms.map((term) => postings.terms.get(term)!);
  const parts: ArrayLike<number>[] = [
    ...postings.fieldLengths,
    ...perTerm.map((fields) => fields.map((field) => field?.pages.length ?? 0)),
    terms.map((term) => postings.holding.get(term)!),
    ...perTerm.flatMap((fields) =>
      fields.flatMap((field) => (field ? [field.pages, field.frequencies] : [])),
    ),
  ];
  const numbers = new Uint32Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    numbers.set(part, at);
    at += part.length;
  }
  return { json: `${JSON.stringify(header)}\n`, binary: new Uint8Array(numbers.buffer) };
}

/** The indexed terms in index files written for this content and exactly these pages, else undefined. */
export function readIndexFiles(
  files: IndexFiles,
  contentVersion: string,
  pageIds: readonly string[],
): IndexedTerms | undefined {
  const header = headerWrittenFor<IndexHeader>(files.json, indexFileFormat, contentVersion, pageIds);
  if (!header) return undefined;
  const { binary } = files;
  if (binary.byteLength % 4 !== 0) return undefined;
  // The file's own bytes when aligned (a file read whole is), else one copy.
  const numbers =
    binary.byteOffset % 4 === 0
      ? new Uint32Array(binary.buffer, binary.byteOffset, binary.byteLength / 4)
      : new Uint32Array(binary.slice().buffer);
  const { fields, pageCount, terms } = header;
  let at = 0;
  const take = (count: number) => {
    const taken = numbers.subarray(at, at + count);
    at += count;
    return taken;
  };
  const fieldLengths = fields.map(() => take(pageCount));
  const counts = take(terms.length * fields.length);
  const holding = take(terms.length);
  const postings = new Map<string, (FieldPostings | undefined)[]>();
  terms.forEach((term, termAt) => {
    postings.set(
      term,
      fields.map((_field, fieldAt) => {
        const count = counts[termAt * fields.length + fieldAt]!;
        return count === 0 ? undefined : { pages: take(count), frequencies: take(count) };
      }),
    );
  });
  if (at !== numbers.length) return undefined;
  return {
    postings: {
      fields,
      terms: postings,
      holding: new Map(terms.map((term, termAt) => [term, holding[termAt]!])),
      fieldLengths,
      averageFieldLengths: header.averageFieldLengths,
      documentCount: header.documentCount,
      pageCount,
    },
    wordTerms: new Map(header.words.map((word, wordAt) => [word, terms[header.wordTerms[wordAt]!]!])),
  };
}

import type { WordPositions } from "./document-words.js";
import type { IndexFiles } from "./indexed-terms.js";
import { headerWrittenFor, type SearchFileHeader } from "./search-file-header.js";

/** The word positions' two files in the built site (docs/search.md). */
export const positionsFileNames = { json: "search-positions.json", binary: "search-positions.bin" } as const;

/** The format of the positions files; a reader of another format finds words in the text instead. */
export const positionsFileFormat = 1;

/** The positions files as written: the header, and every page's record. */
export type WrittenPositions = Omit<IndexFiles, "positions">;

/** The positions files as read: the header, and a reader of the binary file. */
export interface PositionsFiles {
  readonly json: string;
  /** Reads `bytes` bytes from byte `at` (a multiple of 4) as numbers, fewer when the file ends sooner. */
  readonly read: (at: number, bytes: number) => Uint32Array;
  /** The binary file's size: a file of another size is not the header's. */
  readonly bytes: number;
}

/** What the JSON file holds. */
interface PositionsHeader extends SearchFileHeader {
  /** Every term any page holds, sorted: a record names its terms by their number here. */
  readonly terms: readonly string[];
  /** Where each page's record starts in the binary file, in bytes, and where the last ends. */
  readonly records: readonly number[];
}

/** Every page's `wordPositions`, in page order, as the built site's positions files (docs/search.md). */
export function writePositionsFiles(
  positions: readonly WordPositions[],
  contentVersion: string,
  pageIds: readonly string[],
): WrittenPositions {
  const terms = [...new Set(positions.flatMap((page) => page.terms))].sort();
  const numbers = new Map(terms.map((term, at) => [term, at]));
  const records = [0];
  for (const page of positions)
    records.push(records.at(-1)! + 4 * (2 + 2 * page.terms.length + page.pairs.length));
  const words = new Uint32Array(records.at(-1)! / 4);
  positions.forEach((page, at) => {
    let word = records[at]! / 4;
    words[word++] = page.terms.length;
    for (const term of page.terms) words[word++] = numbers.get(term)!;
    words.set(page.offsets, word);
    words.set(page.pairs, word + page.offsets.length);
  });
  const header: PositionsHeader = { format: positionsFileFormat, contentVersion, pageIds, terms, records };
  return { json: `${JSON.stringify(header)}\n`, binary: new Uint8Array(words.buffer) };
}

/** A reader of stored positions by page id, when the files fit this content and these pages, or undefined. */
export function storedPositions(
  files: PositionsFiles,
  contentVersion: string,
  pageIds: readonly string[],
): ((id: string) => WordPositions | undefined) | undefined {
  const header = headerWrittenFor<PositionsHeader>(files.json, positionsFileFormat, contentVersion, pageIds);
  if (!header || !recordsFit(header.records, pageIds.length, files.bytes)) return undefined;
  const pageOf = new Map(pageIds.map((id, page) => [id, page]));
  return (id) => {
    const page = pageOf.get(id);
    if (page === undefined) return undefined;
    const start = header.records[page]!;
    const bytes = header.records[page + 1]! - start;
    return positionsOf(files.read(start, bytes), header.terms);
  };
}

/** Whether records start at 0, one per page, in order, 4-byte aligned, and end where the file does. */
function recordsFit(records: readonly number[], pages: number, bytes: number): boolean {
  if (!Array.isArray(records) || records.length !== pages + 1 || records[0] !== 0 || records[pages] !== bytes)
    return false;
  return records.every(
    (at, index) => Number.isInteger(at) && at % 4 === 0 && (index === 0 || at >= records[index - 1]!),
  );
}

/** A page's positions from its record's numbers, or undefined when they are not a whole, ordered record. */
function positionsOf(words: Uint32Array, terms: readonly string[]): WordPositions | undefined {
  const count = words[0];
  if (count === undefined || words.length < 2 + 2 * count) return undefined;
  const named: string[] = [];
  for (let at = 1; at <= count; at++) {
    const term = terms[words[at]!];
    if (term === undefined) return undefined;
    named.push(term);
  }
  const offsets = words.subarray(1 + count, 2 + 2 * count);
  const pairs = words.subarray(2 + 2 * count);
  for (let at = 1; at <= count; at++) if (offsets[at]! < offsets[at - 1]!) return undefined;
  return offsets[0] === 0 && offsets[count] === pairs.length ? { terms: named, offsets, pairs } : undefined;
}

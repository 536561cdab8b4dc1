/** What the JSON file of each search file pair in the built site begins with (docs/search.md). */
export interface SearchFileHeader {
  readonly format: number;
  readonly contentVersion: string;
  /** The ids of the pages, in page-number order. */
  readonly pageIds: readonly string[];
}

/** The header in `json` when written in `format` for this content and exactly these pages, else undefined. */
export function headerWrittenFor<H extends SearchFileHeader>(
  json: string,
  format: number,
  contentVersion: string,
  pageIds: readonly string[],
): H | undefined {
  let header: H;
  try {
    header = JSON.parse(json) as H;
  } catch {
    return undefined;
  }
  if (
    header?.format !== format ||
    header.contentVersion !== contentVersion ||
    !Array.isArray(header.pageIds) ||
    header.pageIds.length !== pageIds.length ||
    header.pageIds.some((id, at) => id !== pageIds[at])
  )
    return undefined;
  return header;
}

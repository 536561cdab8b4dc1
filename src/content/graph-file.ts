import type { BodySection } from "./body-text.js";
import { assembleGraph } from "./build-graph.js";
import { deepFreeze } from "./deep-freeze.js";
import { shareStrings } from "./shared-strings.js";
import type {
  ArticlePage,
  AudiencePage,
  CalculatorPage,
  ContentGraph,
  GuidePage,
  GuideSection,
  InfoPage,
  Page,
} from "./types.js";

/** The graph's two files in the built site (docs/artifact.md). */
export const graphFileNames = { json: "content-graph.json", texts: "content-texts.bin" } as const;

/** The format of the graph files; a reader of another format loads the content instead. */
export const graphFileFormat = 1;

/** The graph as two files: every fact and page field as JSON, and the pages' two texts as UTF-8. */
export interface GraphFiles {
  readonly json: string;
  readonly texts: Uint8Array;
}

/** Reads `bytes` bytes of the texts file from byte `at` as text, when a page's body or plain text is read. */
export type TextReader = (at: number, bytes: number) => string;

/** The texts file as a graph read from its files uses it: its reader and its size in bytes. */
export interface GraphTexts {
  readonly read: TextReader;
  readonly bytes: number;
}

/** A page as the JSON file holds it: its fields but its two texts, and where they are in the texts file. */
interface StoredPage<P extends Page> {
  readonly fields: Omit<P, "body" | "plain">;
  readonly sections: readonly BodySection[];
  /** Byte offset and length of the body, then of the plain text. */
  readonly texts: readonly [number, number, number, number];
}

/** What the JSON file holds. */
interface GraphHeader extends Pick<ContentGraph, "version" | "app" | "releases"> {
  readonly format: number;
  /** The size of the texts file: a texts file of another size is not this graph's. */
  readonly textBytes: number;
  readonly sections: readonly (Omit<GuideSection, "pages"> & { pages: StoredPage<GuidePage>[] })[];
  readonly articles: readonly StoredPage<ArticlePage>[];
  readonly audiences: readonly StoredPage<AudiencePage>[];
  readonly calculatorPages: readonly StoredPage<CalculatorPage>[];
  readonly infoPages: readonly StoredPage<InfoPage>[];
}

const encoder = new TextEncoder();

/** Writes the graph's files for the built site, the same bytes for the same graph (docs/artifact.md). */
export function writeGraphFiles(graph: ContentGraph): GraphFiles {
  const chunks: Uint8Array[] = [];
  let length = 0;
  const place = (text: string): [number, number] => {
    const bytes = encoder.encode(text);
    chunks.push(bytes);
    length += bytes.byteLength;
    return [length - bytes.byteLength, bytes.byteLength];
  };
  const store = <P extends Page>(page: P): StoredPage<P> => {
    const { body, plain, ...fields } = page;
    return { fields, sections: plain.sections, texts: [...place(body), ...place(plain.text)] };
  };
  // The pages first: storing them places their texts, whose length the header then states.
  const pages = {
    sections: graph.sections.map(({ pages, ...section }) => ({ ...section, pages: pages.map(store) })),
    articles: graph.articles.map(store),
    audiences: graph.audiences.map(store),
    calculatorPages: [...graph.calculatorPages.values()].map(store),
    infoPages: [...graph.infoPages.values()].map(store),
  };
  const header: GraphHeader = {
    format: graphFileFormat,
    version: graph.version,
    textBytes: length,
    app: graph.app,
    releases: graph.releases,
    ...pages,
  };
  const texts = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    texts.set(chunk, at);
    at += chunk.byteLength;
  }
  return { json: JSON.stringify(header), texts };
}

/** Reads back the graph `writeGraphFiles` wrote for content `version`, or undefined for any other files. */
export function graphFromFiles(json: string, texts: GraphTexts, version: string): ContentGraph | undefined {
  try {
    const header = shareStrings(JSON.parse(json)) as GraphHeader;
    if (header?.format !== graphFileFormat || header.version !== version || header.textBytes !== texts.bytes)
      return undefined;
    return graphOf(header, texts.read);
  } catch {
    // Not JSON, or not a graph's file (a field missing or of another type): not read.
    return undefined;
  }
}

/** The graph a file's header describes. */
function graphOf(header: GraphHeader, read: TextReader): ContentGraph {
  const revive = <P extends Page>(stored: StoredPage<P>) => pageOf(stored, read);
  const sections = header.sections.map((section) => ({ ...section, pages: section.pages.map(revive) }));
  const calculatorPages = header.calculatorPages.map(revive);
  const graph = assembleGraph(
    header.version,
    header.app,
    [...header.releases],
    sections,
    {
      docs: sections.flatMap((section) => section.pages),
      articles: header.articles.map(revive),
      audiences: header.audiences.map(revive),
      calculatorPages,
      infoPages: header.infoPages.map(revive),
    },
    calculatorPages.map((page) => page.slug),
  );
  return deepFreeze(graph);
}

/** A stored page with its texts read when asked for, so a large site's graph holds no page text. */
function pageOf<P extends Page>(stored: StoredPage<P>, read: TextReader): P {
  const [bodyAt, bodyBytes, textAt, textBytes] = stored.texts;
  return {
    ...stored.fields,
    get body() {
      return read(bodyAt, bodyBytes);
    },
    plain: {
      get text() {
        return read(textAt, textBytes);
      },
      sections: stored.sections,
    },
  } as P;
}

import { shareStrings } from "../content/shared-strings.js";
import { cachedIn } from "./cached-in.js";
import type { ContentCoding } from "./encoding.js";
import {
  type AnswerEntry,
  type DescribedEntries,
  mapEntry,
  type PreparedEntry,
  type PreparedVariant,
  variantsOf,
} from "./prepared-answers.js";
import type { Representation, RespondOptions } from "./representation.js";

/** The site built once (docs/artifact.md): one content and code version's prepared answers for one origin. */
export interface SiteManifest {
  readonly format: typeof siteManifestFormat;
  readonly contentVersion: string;
  readonly codeVersion: string;
  readonly baseUrl: string;
  /** Every prepared target and what it answers, in target order. */
  readonly targets: readonly (readonly [string, ManifestEntry])[];
}

/** The manifest's format; a reader refuses any other. */
export const siteManifestFormat = 2;

/** One representation of a target: what answering it needs besides its bodies. */
export interface ManifestVariant {
  readonly contentType: string;
  readonly etag: string;
  readonly byteLength: number;
  /** The codings its body is also kept in. */
  readonly codings: readonly ContentCoding[];
  readonly options: RespondOptions;
}

/** What a target answers: one representation, or HTML and Markdown chosen by `Accept`. */
export type ManifestEntry = AnswerEntry<ManifestVariant>;

/** Where a body is kept, relative to the artifact: named by its ETag, so equal bodies are one file. */
export function bodyFile(etag: string, coding: ContentCoding | "identity"): string {
  const name = etag.replace(/^"|"$/g, "");
  return `bodies/${name}${coding === "identity" ? "" : coding === "br" ? ".br" : ".gz"}`;
}

function variantOf(
  { representation, options }: PreparedVariant,
  bodies: Map<string, Uint8Array>,
): ManifestVariant {
  const codings = Object.keys(representation.codings).sort() as ContentCoding[];
  bodies.set(bodyFile(representation.etag, "identity"), representation.body);
  for (const coding of codings)
    bodies.set(bodyFile(representation.etag, coding), representation.variant(coding));
  return {
    contentType: representation.contentType,
    etag: representation.etag,
    byteLength: representation.byteLength,
    codings,
    options,
  };
}

/** The manifest of prepared entries, and every body it names by file. */
export function manifestOf(
  entries: Iterable<readonly [string, PreparedEntry]>,
  versions: Pick<SiteManifest, "contentVersion" | "codeVersion" | "baseUrl">,
): { readonly manifest: SiteManifest; readonly bodies: ReadonlyMap<string, Uint8Array> } {
  const bodies = new Map<string, Uint8Array>();
  const targets = [...entries]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([target, entry]): [string, ManifestEntry] => [
      target,
      mapEntry(entry, (variant) => variantOf(variant, bodies)),
    ]);
  return { manifest: { format: siteManifestFormat, ...versions, targets }, bodies };
}

/**
 * The manifest as written: one JSON document, with each target on a line of its own, so that a reader
 * can parse a target's entry when it is first asked for (`describedEntries`). Targets are request paths,
 * which JSON writes as they are; one that would need escaping is refused.
 */
export function manifestText(manifest: SiteManifest): string {
  const { targets, ...versions } = manifest;
  const lines = targets.map((pair) => {
    if (JSON.stringify(pair[0]) !== `"${pair[0]}"`)
      throw new Error(`unexpected target ${JSON.stringify(pair[0])}`);
    return JSON.stringify(pair);
  });
  return `${JSON.stringify(versions).slice(0, -1)},"targets":[\n${lines.join(",\n")}\n]}\n`;
}

const decoder = new TextDecoder();
const [newline, comma, quote, bracket] = [10, 44, 34, 91];

const ending = new TextEncoder().encode("\n]}\n");

/** The manifest's versions, from its first line (see `manifestText`); a manifest cut short is refused. */
export function manifestVersions(bytes: Uint8Array): Omit<SiteManifest, "targets"> {
  const tail = bytes.subarray(Math.max(0, bytes.length - ending.length));
  if (!tail.every((byte, index) => byte === ending[index])) throw new Error("the manifest is cut short");
  const firstLine = decoder.decode(bytes.subarray(0, bytes.indexOf(newline)));
  const { targets: _, ...versions } = JSON.parse(`${firstLine}]}`) as SiteManifest;
  return versions;
}

/** Why a manifest's bytes are no built site for these versions (the ones given), or undefined when they are. */
export function manifestMismatch(
  bytes: Uint8Array,
  expected: Partial<Pick<SiteManifest, "contentVersion" | "codeVersion" | "baseUrl">>,
): string | undefined {
  let versions: Omit<SiteManifest, "targets">;
  try {
    versions = manifestVersions(bytes);
  } catch {
    return `the artifact's manifest is not of format ${siteManifestFormat}, or is cut short`;
  }
  if (versions.format !== siteManifestFormat)
    return `the artifact's format is ${versions.format}, not ${siteManifestFormat}`;
  for (const key of ["contentVersion", "codeVersion", "baseUrl"] as const)
    if (expected[key] !== undefined && versions[key] !== expected[key])
      return `the artifact was built for ${key} ${versions[key]}, not ${expected[key]}`;
  return undefined;
}

/** A manifest's targets, each entry parsed from its line only when asked for (see `manifestText`). */
export interface ManifestLines {
  readonly targets: readonly string[];
  /** A listed target's entry, parsed now; undefined for any other target. */
  readonly described: (target: string) => ManifestEntry | undefined;
}

/** Where each target's line is in a manifest's bytes, which stay outside the JavaScript heap. */
export function manifestLines(bytes: Uint8Array): ManifestLines {
  const lineOf = new Map<string, number>();
  const starts: number[] = [];
  const ends: number[] = [];
  let start = bytes.indexOf(newline) + 1;
  while (bytes[start] === bracket && bytes[start + 1] === quote) {
    const end = bytes.indexOf(newline, start);
    if (end === -1) break;
    lineOf.set(decoder.decode(bytes.subarray(start + 2, bytes.indexOf(quote, start + 2))), starts.length);
    starts.push(start);
    ends.push(bytes[end - 1] === comma ? end - 1 : end);
    start = end + 1;
  }
  return {
    targets: [...lineOf.keys()],
    described: (target) => {
      const line = lineOf.get(target);
      if (line === undefined) return undefined;
      const text = decoder.decode(bytes.subarray(starts[line], ends[line]));
      return (JSON.parse(text) as [string, ManifestEntry])[1];
    },
  };
}

const codingSets = new Map<string, Representation["codings"]>();

/** One object for each set of codings, shared by every representation kept in them. */
function codingsOf(codings: readonly ContentCoding[]): Representation["codings"] {
  return cachedIn(codingSets, codings.join(" "), () =>
    Object.fromEntries(codings.map((coding) => [coding, true])),
  );
}

// A class, not literals with a getter (V8 dictionary mode): 24 MB of heap, not 58, at 100x the content.
/** A representation whose bodies are read from the artifact when sent (`read` keeps within its budget). */
class FileRepresentation implements Representation {
  readonly byteLength: number;
  readonly contentType: string;
  readonly etag: string;
  readonly codings: Representation["codings"];
  readonly #read: (file: string) => Uint8Array;
  /** Its body files' names, made when first sent rather than at every answer. */
  #files: Partial<Record<ContentCoding | "identity", string>> | undefined;
  constructor(described: ManifestVariant, read: (file: string) => Uint8Array) {
    this.byteLength = described.byteLength;
    this.contentType = described.contentType;
    this.etag = described.etag;
    this.codings = codingsOf(described.codings);
    this.#read = read;
  }
  get body(): Uint8Array {
    return this.#fileIn("identity");
  }
  variant(coding: ContentCoding): Uint8Array {
    return this.#fileIn(coding);
  }
  #fileIn(coding: ContentCoding | "identity"): Uint8Array {
    this.#files ??= {};
    const files = this.#files;
    files[coding] ??= bodyFile(this.etag, coding);
    return this.#read(files[coding]);
  }
}

/**
 * The prepared entries a manifest describes, each made when first asked for (docs/artifact.md): at 100x
 * the content, making every entry at start kept 410,000 more objects alive, which each collection of
 * the old generation marked again while searches ran. Bodies are read with `read` when sent.
 */
export function describedEntries(lines: ManifestLines, read: (file: string) => Uint8Array): DescribedEntries {
  // One string for each equal value (a header's), across every entry made.
  const strings = new Map<string, string>();
  return {
    targets: lines.targets,
    entry: (target) => {
      const described = lines.described(target);
      if (!described) return undefined;
      return mapEntry(shareStrings(described, strings), (variant) => ({
        representation: new FileRepresentation(variant, read),
        options: variant.options,
      }));
    },
  };
}

/** The surrogate keys a target's answers carry (`Surrogate-Key`). */
function keysOf(entry: ManifestEntry): Set<string> {
  return new Set(variantsOf(entry).flatMap((variant) => variant.options.shared?.keys.split(" ") ?? []));
}

/** The surrogate keys to purge when caches hold `before` and replicas now serve `after` (docs/artifact.md). */
export function changedSurrogateKeys(before: SiteManifest, after: SiteManifest): string[] {
  const entries = new Map<string, { before?: ManifestEntry; after?: ManifestEntry }>();
  for (const [target, entry] of before.targets) entries.set(target, { before: entry });
  for (const [target, entry] of after.targets) entries.set(target, { ...entries.get(target), after: entry });
  const etags = (entry?: ManifestEntry) => (entry ? variantsOf(entry) : []).map((it) => it.etag).join(" ");
  const changed = new Set<string>();
  const tagged = new Map<string, Set<string>>();
  for (const [target, pair] of entries) {
    if (etags(pair.before) !== etags(pair.after)) changed.add(target);
    for (const entry of [pair.before, pair.after])
      if (entry) for (const key of keysOf(entry)) tagged.set(key, (tagged.get(key) ?? new Set()).add(target));
  }
  // Greedy, fewest unchanged targets purged per changed one, so one changed page does not purge the site.
  const chosen: string[] = [];
  const uncovered = new Set(changed);
  while (uncovered.size > 0) {
    let best: { key: string; gain: number; collateral: number } | undefined;
    for (const [key, targets] of tagged) {
      const gain = [...targets].filter((target) => uncovered.has(target)).length;
      if (gain === 0) continue;
      const collateral = [...targets].filter((target) => !changed.has(target)).length;
      if (
        !best ||
        collateral / gain < best.collateral / best.gain ||
        (collateral === best.collateral && gain > best.gain)
      )
        best = { key, gain, collateral };
    }
    // A changed target with no key at all (none in this service) is purged with everything.
    if (!best) return ["all"];
    chosen.push(best.key);
    for (const target of tagged.get(best.key)!) uncovered.delete(target);
  }
  return chosen.sort();
}

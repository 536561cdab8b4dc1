import type { ContentCoding } from "./encoding.js";
import {
  type AnswerEntry,
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
export const siteManifestFormat = 1;

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
    this.codings = Object.fromEntries(described.codings.map((coding) => [coding, true]));
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

/** The prepared entries a manifest describes, their bodies read with `read` when first sent. */
export function entriesOf(
  manifest: SiteManifest,
  read: (file: string) => Uint8Array,
): [string, PreparedEntry][] {
  const variant = (described: ManifestVariant): PreparedVariant => ({
    representation: new FileRepresentation(described, read),
    options: described.options,
  });
  return manifest.targets.map(([target, entry]) => [target, mapEntry(entry, variant)]);
}

/** The surrogate keys a target's answers carry (`Surrogate-Key`). */
function keysOf(entry: ManifestEntry): Set<string> {
  return new Set(variantsOf(entry).flatMap((variant) => variant.options.shared?.keys.split(" ") ?? []));
}

/**
 * The surrogate keys to purge when caches hold `before` and replicas now serve `after` (docs/artifact.md).
 * @example changedSurrogateKeys(old, now) // ["doc:how-streaks-work", "search"]
 */
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

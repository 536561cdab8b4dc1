import type { Encoders } from "../../http/encoding.js";
import { createRepresentation, type Representation } from "../../http/representation.js";
import { serviceRoutes } from "../../routes/file-routes.js";
import { fillPattern } from "../../routes/pattern.js";
import type { ShareImageKind } from "../art/share-image.js";

/** Logical names of the files the pages link to. */
export type AssetName =
  | "site.css"
  | "icon.svg"
  | "calculator.js"
  | "search.js"
  | "api-reference.js"
  | "scalar.js"
  | `share-${ShareImageKind}.png`
  | "apple-touch-icon.png"
  | "icon-192.png"
  | "icon-512.png";

/** One static file before it is given its hashed name. */
export interface AssetFile {
  readonly name: AssetName;
  /**
   * The file's bytes, or a way to read them: a large file few pages need (the API reference's
   * 4 MB bundle) is read once to be named by its hash, and again only when it is first requested,
   * so that it does not stay in memory until then.
   */
  readonly content: string | Uint8Array | (() => Uint8Array | Promise<Uint8Array>);
  readonly contentType: string;
  /**
   * The content's hash when the build already named the file (the Worker's assets, docs/artifact.md):
   * then the bytes are read only when the file is first sent, never to name it.
   */
  readonly hash?: string;
}

/** An asset as the build named it (docs/artifact.md): the built site lists them, and reads them from its files. */
export interface BuiltAsset {
  readonly name: AssetName;
  readonly contentType: string;
  /** The content hash in its file name. */
  readonly hash: string;
  /** Its identity body in the built site (`bodies/<etag>`). */
  readonly body: string;
}

/** The built site's list of its assets (`BuiltAsset`), so that no start bundles or renders them again. */
export const builtAssetsFile = "site-assets.json";

/** The assets a built site lists, named as built, each read with `read` when first sent. */
export function builtAssetFiles(
  assets: readonly BuiltAsset[],
  read: (file: string) => Uint8Array | Promise<Uint8Array>,
): AssetFile[] {
  return assets.map(({ name, contentType, hash, body }) => ({
    name,
    contentType,
    hash,
    content: () => read(body),
  }));
}

/** The bytes of an asset's content, read now when it is read on demand. */
export async function assetBytes(content: AssetFile["content"]): Promise<Uint8Array> {
  if (typeof content === "function") return content();
  return typeof content === "string" ? textEncoder.encode(content) : content;
}

/** The assets with their hashed names and their lazily prepared representations. */
export type StaticAssets = Awaited<ReturnType<typeof buildStaticAssets>>;

export async function contentHash(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", bytes as Uint8Array<ArrayBuffer>);
  return [...new Uint8Array(digest).subarray(0, 5)]
    .map((byte) => byte.toString(16).padStart(2, "0"))
    .join("");
}

const textEncoder = new TextEncoder();

/** The file name with its hash before the extension: `site.css` -> `site.3a7bc91f02.css`. */
export function hashedName(name: string, hash: string): string {
  const dot = name.lastIndexOf(".");
  return `${name.slice(0, dot)}.${hash}${name.slice(dot)}`;
}

/**
 * Names every file by its content hash; a file's compressed variants are made on its first request,
 * once, so a large bundle costs nothing until a page needs it.
 */
export async function buildStaticAssets(files: readonly AssetFile[], encoders: Encoders) {
  const urls = new Map<AssetName, string>();
  const byFileName = new Map<string, () => Promise<Representation>>();
  const fileNames = new Map<AssetName, string>();
  for (const file of files) {
    const bytes = file.hash === undefined ? await assetBytes(file.content) : undefined;
    const fileName = hashedName(file.name, file.hash ?? (await contentHash(bytes!)));
    urls.set(file.name, fillPattern(serviceRoutes.asset.pattern, { file: fileName }));
    fileNames.set(file.name, fileName);
    // Content read on demand is not kept: it is read again on the file's first request.
    const kept = typeof file.content === "function" ? undefined : bytes;
    let prepared: Promise<Representation> | undefined;
    byFileName.set(fileName, () => {
      prepared ??= (kept ? Promise.resolve(kept) : assetBytes(file.content)).then((body) =>
        createRepresentation(body, file.contentType, encoders, "best"),
      );
      // A read that failed is tried again on the next request.
      prepared.catch(() => {
        prepared = undefined;
      });
      return prepared;
    });
  }
  return {
    /** The hashed URL of an asset, for the templates: `/assets/site.3a7bc91f02.css`. */
    url: (name: AssetName) => {
      const url = urls.get(name);
      if (!url) throw new Error(`No static asset named ${name}.`);
      return url;
    },
    /** The representation served at `/assets/{fileName}`, or undefined for an unknown name. */
    representation: (fileName: string) => byFileName.get(fileName)?.(),
    /** The same representation by the asset's logical name (`apple-touch-icon.png`). */
    named: (name: AssetName) => byFileName.get(fileNames.get(name) ?? "")?.(),
    /** Every hashed file name, in the order the files were given. */
    fileNames: () => [...byFileName.keys()],
  };
}

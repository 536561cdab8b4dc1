import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { incoming, testGraph, testService } from "../../test/support/service.js";
import type { Service } from "../compose.js";
import { graphFromFiles } from "../content/graph-file.js";
import { contentHeaders } from "../http/common-headers.js";
import { createPreparedAnswers, lookupPrepared } from "../http/prepared-answers.js";
import type { AnswerParts } from "../http/representation.js";
import { answerBytes } from "../http/representation.js";
import { composeNodeService } from "../node/compose-node.js";
import { nodeEncoders } from "../node/encoders.js";
import {
  readBuiltAssets,
  readGraphFiles,
  readSearchIndexFiles,
  readSiteArtifact,
} from "../node/read-site-artifact.js";
import { assetBytes } from "../site/assets/static-assets.js";
import { negotiate } from "../site/negotiate.js";
import { writeSiteArtifact } from "./site-artifact.js";

// The site built once (issue 32): the artifact is deterministic, and the answers it holds are the
// ones the service prepares, byte for byte, for every target and every variant a client can ask.
let work: string;
let service: Service;
const versions = { contentVersion: "", codeVersion: "test-code", baseUrl: "https://stepzy.test" };

/** Every file of an artifact by its path, as bytes. */
function filesOf(dir: string): Map<string, Buffer> {
  return new Map(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const path = join(entry.parentPath, entry.name);
        return [relative(dir, path), readFileSync(path)] as const;
      }),
  );
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), "stepzy-artifact-"));
  service = await testService();
  versions.contentVersion = service.store.current().graph.version;
  await writeSiteArtifact(service, join(work, "first"), versions);
}, 120_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("the site artifact", () => {
  it("is the same bytes when built twice from the same code and content", async () => {
    await writeSiteArtifact(await testService(), join(work, "second"), versions);
    const first = filesOf(join(work, "first"));
    const second = filesOf(join(work, "second"));
    expect([...second.keys()].sort()).toEqual([...first.keys()].sort());
    const differing = [...first]
      .filter(([path, bytes]) => !second.get(path)?.equals(bytes))
      .map(([path]) => path);
    expect(differing).toEqual([]);
    expect(first.size).toBeGreaterThan(400);
  }, 120_000);

  it("answers every prepared target as the service does, in every variant, the assets included", () => {
    const read = readSiteArtifact(join(work, "first"), versions);
    if (!read.ok) throw new Error(read.reason);
    const table = createPreparedAnswers(negotiate, contentHeaders(versions.baseUrl, versions.contentVersion));
    table.describe(read.entries);
    const targets = service.preparedTargets();
    expect(table.targets().sort()).toEqual([...targets].sort());
    expect(targets.some((target) => target.startsWith("/assets/"))).toBe(true);
    const variants = [
      {},
      { "Accept-Encoding": "br" },
      { "Accept-Encoding": "gzip" },
      { Accept: "text/markdown", "Accept-Encoding": "gzip, br" },
    ];
    for (const target of targets)
      for (const headers of variants) {
        const fromArtifact = lookupPrepared(table, incoming(target, headers));
        const prepared = service.lookup(incoming(target, headers));
        expect(fromArtifact?.status, target).toBe(prepared?.status);
        expect(fromArtifact?.headers, target).toEqual(prepared?.headers);
        const bytes = (body: AnswerParts["body"] | undefined) =>
          Buffer.from(answerBytes(body ?? new Uint8Array()));
        expect(bytes(fromArtifact?.body).equals(bytes(prepared?.body)), target).toBe(true);
      }
  });

  it("holds the search index, which a service reads instead of indexing, and searches the same", async () => {
    const searchIndex = readSearchIndexFiles(join(work, "first"));
    expect(searchIndex).toBeDefined();
    const fromFiles = composeNodeService(await testGraph(), { baseUrl: versions.baseUrl, searchIndex });
    expect(fromFiles.store.current().services.search.indexedFrom).toBe("files");
    expect(service.store.current().services.search.indexedFrom).toBe("pages");
    for (const target of [
      "/api/v1/search?q=streak+freeze",
      "/api/v1/search?q=my+watch+stopped+counting&limit=50",
      "/api/v1/search?q=strak+frez",
      "/api/v1/search?q=wal",
      "/search?q=battery",
      "/guide/no-such-page",
    ]) {
      const [a, b] = await Promise.all([fromFiles.route(incoming(target)), service.route(incoming(target))]);
      expect(Buffer.from(answerBytes(a.body ?? new Uint8Array())).toString(), target).toBe(
        Buffer.from(answerBytes(b.body ?? new Uint8Array())).toString(),
      );
    }
    // Files written for other content are not read: the content is indexed.
    const other = composeNodeService(await testGraph(), {
      baseUrl: versions.baseUrl,
      searchIndex: {
        ...searchIndex!,
        json: searchIndex!.json.replace(versions.contentVersion, "0".repeat(16)),
      },
    });
    expect(other.store.current().services.search.indexedFrom).toBe("pages");
  });

  it("holds the content graph, which a service reads instead of the content, and answers the same", async () => {
    const files = readGraphFiles(join(work, "first"));
    expect(files).toBeDefined();
    const reads: number[] = [];
    const texts = {
      bytes: files!.texts.bytes,
      read: (at: number, bytes: number) => {
        reads.push(at);
        return files!.texts.read(at, bytes);
      },
    };
    const graph = graphFromFiles(files!.json, texts, versions.contentVersion);
    expect(graph).toEqual(service.store.current().graph);
    reads.length = 0;
    const searchIndex = readSearchIndexFiles(join(work, "first"));
    const fromArtifact = composeNodeService(graph!, { baseUrl: versions.baseUrl, searchIndex });
    // Composing the service reads only the texts its OpenAPI document's examples show (a search and
    // two pages), whatever the content's size: answers read the ones they show.
    expect(reads.length).toBeLessThan(10);
    for (const target of [
      "/api/v1/search?q=my+watch+stopped+counting&limit=50",
      "/search?q=battery",
      "/guide/no-such-page",
      "/api/v1/no-such-thing",
      "/calculators/bmi?units=metric&height=172&weight=68.5",
      "/api/v1/calculators/bmi?units=metric&height=172&weight=68.5",
      "/api/v1/articles?limit=2",
      "/api/v1/guide/sections/troubleshooting?fields=id",
      "/blog/how-many-steps-in-a-mile",
      "/guide/how-steps-are-counted.md",
    ]) {
      const [a, b] = await Promise.all([
        fromArtifact.route(incoming(target)),
        service.route(incoming(target)),
      ]);
      expect(a.status, target).toBe(b.status);
      expect(Buffer.from(answerBytes(a.body ?? new Uint8Array())).toString(), target).toBe(
        Buffer.from(answerBytes(b.body ?? new Uint8Array())).toString(),
      );
    }
    expect(reads.length).toBeGreaterThan(0);
  });

  it("lists its static files, so that a start reads them instead of bundling and rendering them again", async () => {
    const built = readBuiltAssets(join(work, "first"));
    if (!built) throw new Error("the artifact lists no static files");
    const rendered = await service.siteAssetFiles();
    expect(built.map((file) => file.name)).toEqual(rendered.map((file) => file.name));
    for (const [index, file] of built.entries())
      expect(
        Buffer.from(await assetBytes(file.content)).equals(
          Buffer.from(await assetBytes(rendered[index]!.content)),
        ),
        file.name,
      ).toBe(true);
    // A computed page names the assets as the built site does, and its asset answers are the same bytes.
    const fromBuilt = composeNodeService(await testGraph(), {
      baseUrl: versions.baseUrl,
      encoders: nodeEncoders,
      builtAssets: built,
    });
    const page = "/guide/no-such-page";
    const [expected, actual] = await Promise.all([service.app.request(page), fromBuilt.app.request(page)]);
    expect(actual.status).toBe(404);
    expect(await actual.text()).toBe(await expected.text());
    const script = /\/assets\/search\.[0-9a-f]+\.js/.exec(
      await (await fromBuilt.app.request(page)).text(),
    )![0];
    expect((await fromBuilt.app.request(script)).status).toBe(200);
  });

  it("is refused when built for other content, code or origin", () => {
    for (const key of ["contentVersion", "codeVersion", "baseUrl"] as const) {
      const read = readSiteArtifact(join(work, "first"), { ...versions, [key]: "other" });
      expect(read.ok).toBe(false);
      if (!read.ok) expect(read.reason).toContain(key);
    }
    expect(readSiteArtifact(join(work, "missing"), versions).ok).toBe(false);
  });
});

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { bodyReader, textReader } from "./read-site-artifact.js";

const dir = mkdtempSync(join(tmpdir(), "stepzy-bodies-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("bodyReader", () => {
  it("keeps the most recently sent bodies within its budget and reads the rest from their files", () => {
    for (const name of ["a", "b", "c"]) writeFileSync(join(dir, name), `${name}-first`);
    // Room for two 7-byte bodies.
    const read = bodyReader(dir, 14);
    const text = (file: string) => Buffer.from(read(file)).toString();
    expect(text("a")).toBe("a-first");
    expect(text("b")).toBe("b-first");
    expect(text("c")).toBe("c-first");
    for (const name of ["a", "b", "c"]) writeFileSync(join(dir, name), `${name}-later`);
    // "a" was dropped for "c" and is read again; "b" and "c" are still kept.
    expect(text("a")).toBe("a-later");
    expect(text("c")).toBe("c-first");
  });
});

describe("textReader", () => {
  it("reads each text by its place, an empty one included, in any order", () => {
    const file = join(dir, "texts.bin");
    // Three texts: "abc", "" (at 3, where the next starts) and "déf" (4 bytes).
    writeFileSync(file, "abcdéf");
    for (const order of [
      [0, 1, 2],
      [1, 2, 0],
      [2, 1, 0],
    ]) {
      const texts = textReader(file);
      const places: [number, number][] = [
        [0, 3],
        [3, 0],
        [3, 4],
      ];
      const read = order.map((index) => texts.read(...places[index]!));
      expect(order.map((index, at) => [index, read[at]])).toEqual(
        order.map((index) => [index, ["abc", "", "déf"][index]]),
      );
      expect(texts.bytes).toBe(7);
      texts.close();
    }
  });

  it("fails a read past the end of the file rather than giving part of a text", () => {
    const file = join(dir, "cut.bin");
    writeFileSync(file, "abc");
    const texts = textReader(file);
    expect(() => texts.read(1, 5)).toThrow(/ends at byte 3/);
    texts.close();
  });
});

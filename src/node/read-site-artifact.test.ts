import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { bodyReader } from "./read-site-artifact.js";

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

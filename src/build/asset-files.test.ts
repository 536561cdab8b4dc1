import { describe, expect, it } from "vitest";
import { loadNodeAssetFiles, withoutSourceMap } from "./asset-files.js";

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const bytes = (value: string) => new TextEncoder().encode(value);

describe("withoutSourceMap", () => {
  it.each([
    ["a();\n//# sourceMappingURL=standalone.js.map", "a();\n"],
    ["a();\n//# sourceMappingURL=x.map\n", "a();\n"],
    ["é();\n//# sourceMappingURL=x.map", "é();\n"],
    ["a();\n", "a();\n"],
    ["a(); //# sourceMappingURL=x.map in a string", "a(); //# sourceMappingURL=x.map in a string"],
  ])("%j -> %j", (script, expected) => {
    expect(text(withoutSourceMap(bytes(script)))).toBe(expected);
  });

  it("leaves Scalar's bundle naming no source map it does not serve", async () => {
    const scalar = (await loadNodeAssetFiles()).find((file) => file.name === "scalar.js")!;
    const content = typeof scalar.content === "function" ? await scalar.content() : scalar.content;
    const script = typeof content === "string" ? content : text(content);
    expect(script).not.toContain("sourceMappingURL");
    expect(script).toContain("window.Scalar=");
  }, 30_000);
});

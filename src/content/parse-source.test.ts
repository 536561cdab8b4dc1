import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { z } from "zod";
import { parseMarkdownFile, parseYamlFile } from "./parse-source.js";

const yaml = `name: Stepzy — a step counter for iPhone and Apple Watch
price: 19.99
limits: { low: -.inf, high: .inf, unknown: .nan }
beta: false
nothing: null
features:
  - { name: Adaptive goals, since: "1.2", tags: [goals, "streaks \\u00e9"] }
  - Widgets
__proto__: { polluted: true }
`;

describe("parseYamlFile", () => {
  it("gives the values the YAML parser gives, with a __proto__ key kept as a key", () => {
    const result = parseYamlFile({ path: "app.yaml", text: yaml }, z.unknown());
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    const value = result.value as Record<string, unknown>;
    expect(value).toEqual(parse(yaml));
    expect(Number.isNaN((value.limits as { unknown: number }).unknown)).toBe(true);
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.hasOwn(value, "__proto__")).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("splits a Markdown file's front matter from its body", () => {
    const result = parseMarkdownFile(
      { path: "guide/a.md", text: "---\ntitle: A page about walking every day\n---\nThe body.\n" },
      z.object({ title: z.string() }),
    );
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.value.data).toEqual({ title: "A page about walking every day" });
    expect(result.value.body).toBe("The body.\n");
    expect(result.value.bodyLine).toBe(4);
  });
});

import { describe, expect, it } from "vitest";
import { createRequestIds } from "./request-id.js";

describe("createRequestIds", () => {
  it("keeps a sane incoming id and replaces any other with a new unique one", () => {
    const next = createRequestIds();
    expect(next("7b0c4f0e-5f1a-4c1e-9a8e-1d2c3b4a5f6e")).toBe("7b0c4f0e-5f1a-4c1e-9a8e-1d2c3b4a5f6e");
    const made = [
      next(undefined),
      next(""),
      next("a b"),
      next("x".repeat(129)),
      next("line\nbreak"),
      next('"quoted"'),
    ];
    expect(new Set(made).size).toBe(made.length);
    for (const id of made) expect(id).toMatch(/^[a-z0-9]{7}-[a-z0-9]+$/);
  });

  it("gives two processes different ids", () => {
    expect(createRequestIds()(undefined)).not.toBe(createRequestIds()(undefined));
  });
});

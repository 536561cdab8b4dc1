import { describe, expect, it } from "vitest";
import { keepTickShape } from "./keep-tick-shape.js";

describe("keepTickShape", () => {
  it("keeps a tick object: its async ids, its frame, its callback and arguments", async () => {
    const tick = await keepTickShape();
    const symbols = Object.getOwnPropertySymbols(tick).map((symbol) => symbol.description);
    expect(symbols).toEqual(expect.arrayContaining(["async_id_symbol", "trigger_async_id_symbol"]));
    expect(Object.keys(tick)).toEqual(["callback", "args"]);
    expect(typeof (tick as { callback: unknown }).callback).toBe("function");
  });

  it("keeps one for the whole process", async () => {
    expect(await keepTickShape()).toBe(await keepTickShape());
  });
});

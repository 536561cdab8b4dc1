import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareDecimal, decimalText } from "./decimal.js";

describe("compareDecimal", () => {
  it.each([
    ["9.9999999999999999999", "10", -1],
    ["900.0000000000000000001", "900", 1],
    ["10", "10", 0],
    ["10.000", "10", 0],
    ["0010", "10", 0],
    ["-0", "0", 0],
    ["-0.0", "0", 0],
    ["-3", "2", -1],
    ["2", "-3", 1],
    ["-3.5", "-3", -1],
    ["-3", "-3.5", 1],
    ["0.5", "0.25", 1],
    ["123", "99", 1],
  ])("%s against %s is %i", (a, b, expected) => {
    expect(compareDecimal(a, b)).toBe(expected);
  });

  it("agrees with Number wherever doubles hold the numerals exactly", () => {
    const numeral = fc
      .tuple(fc.boolean(), fc.nat(99_999), fc.nat(999))
      .map(
        ([negative, whole, thousandths]) =>
          `${negative ? "-" : ""}${whole}.${String(thousandths).padStart(3, "0")}`,
      );
    fc.assert(
      fc.property(numeral, numeral, (a, b) => {
        expect(compareDecimal(a, b)).toBe(
          Math.sign(Math.round(Number(a) * 1000) - Math.round(Number(b) * 1000)) + 0,
        );
      }),
    );
  });
});

describe("decimalText", () => {
  it.each([
    [1e-7, "0.0000001"],
    [1.5e-7, "0.00000015"],
    [-2.5e-9, "-0.0000000025"],
    [1e21, "1000000000000000000000"],
    [1.25e22, "12500000000000000000000"],
    [0.5, "0.5"],
    [160, "160"],
  ])("writes %d as %s", (value, expected) => {
    expect(decimalText(value)).toBe(expected);
  });

  it("writes every double as a numeral of the same value", () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        const text = decimalText(value);
        expect(text).toMatch(/^-?\d+(\.\d+)?$/);
        expect(Number(text)).toBe(value + 0);
      }),
    );
  });
});

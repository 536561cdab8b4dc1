import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { roundByDigits, roundHalfAwayFromZero, roundToNearestMultiple } from "./round.js";

describe("roundHalfAwayFromZero", () => {
  it.each([
    // Ties that naive scaling (Math.round(x * 100) / 100) gets wrong.
    [1.005, 2, 1.01],
    [2.675, 2, 2.68],
    [0.125, 2, 0.13],
    [1.045, 2, 1.05],
    [8.345, 2, 8.35],
    [1.45, 1, 1.5],
    [0.285, 2, 0.29],
    [-1.005, 2, -1.01],
    [-2.5, 0, -3],
    [2.5, 0, 3],
    [0.5, 0, 1],
    [-0.5, 0, -1],
    // Ordinary rounding.
    [330.32258064516, 1, 330.3],
    [3.787878787878788, 2, 3.79],
    [1.3333333333333333, 2, 1.33],
    [2.4, 0, 2],
    [-2.4, 0, -2],
    [9.995, 2, 10],
    [99.95, 1, 100],
    [123456789.125, 2, 123456789.13],
    [0.1 + 0.2, 15, 0.3],
    [0.1 + 0.2, 2, 0.3],
    // Nothing to round, and values far from the kept places.
    [42, 2, 42],
    [0, 3, 0],
    [1e21, 2, 1e21],
    [1e-7, 2, 0],
    [5e-7, 6, 0.000001],
    [4.9e-7, 6, 0],
    [1.55, 3, 1.55],
  ])("%d to %i places is %d", (value, places, expected) => {
    expect(roundHalfAwayFromZero(value, places)).toBe(expected);
  });

  it("answers as rounding by the decimal digits does, near ties and far from them", () => {
    const places = fc.integer({ min: 0, max: 15 });
    const anyValue = fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e12, max: 1e12 });
    // Values a calculator makes: a few decimals, a tie, or a hair either side of one.
    const nearTie = fc
      .tuple(
        fc.integer({ min: -10_000_000, max: 10_000_000 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: -3, max: 3 }),
      )
      .map(([units, decimals, hair]) => (units + 0.5) / 10 ** decimals + hair * Number.EPSILON * 64);
    for (const values of [anyValue, nearTie]) {
      fc.assert(
        fc.property(values, places, (value, digits) => {
          expect(roundHalfAwayFromZero(value, digits)).toBe(roundByDigits(value, digits));
        }),
        { numRuns: 20_000 },
      );
    }
    for (let thousandths = -200_000; thousandths <= 200_000; thousandths++) {
      const value = thousandths / 1000;
      for (const digits of [0, 1, 2]) {
        if (roundHalfAwayFromZero(value, digits) !== roundByDigits(value, digits))
          expect([value, digits, roundHalfAwayFromZero(value, digits)]).toEqual([
            value,
            digits,
            roundByDigits(value, digits),
          ]);
      }
    }
  });

  it("never answers negative zero", () => {
    expect(Object.is(roundHalfAwayFromZero(-0.0001, 2), 0)).toBe(true);
    expect(Object.is(roundHalfAwayFromZero(-0, 0), 0)).toBe(true);
  });

  it.each([
    [Number.NaN, 2],
    [Number.POSITIVE_INFINITY, 2],
    [1, -1],
    [1, 1.5],
    [1, 16],
  ])("refuses %d to %d places", (value, places) => {
    expect(() => roundHalfAwayFromZero(value, places)).toThrow(RangeError);
  });

  it("agrees with exact decimal rounding of numbers written with few decimals", () => {
    // n / 1000 has at most 3 decimals, so the third is the exact rounding digit.
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (n) => {
        const expected = Math.sign(n) * Math.floor((Math.abs(n) + 5) / 10);
        expect(roundHalfAwayFromZero(n / 1000, 2)).toBe((expected + 0) / 100);
      }),
      { numRuns: 300 },
    );
  });

  it("is monotone and stays within half a unit of the last place", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.integer({ min: 0, max: 4 }),
        (a, b, places) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(roundHalfAwayFromZero(low, places)).toBeLessThanOrEqual(roundHalfAwayFromZero(high, places));
          expect(Math.abs(roundHalfAwayFromZero(a, places) - a)).toBeLessThanOrEqual(
            0.5 * 10 ** -places + 1e-9,
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("roundToNearestMultiple", () => {
  it.each([
    [5500, 500, 5500],
    [5750, 500, 6000],
    [5749, 500, 5500],
    [5749.99, 500, 5500],
    [5250, 500, 5500],
    [5249.999, 500, 5000],
    [0, 500, 0],
    [249, 500, 0],
    [250, 500, 500],
    [102500, 500, 102500],
    [-250, 500, 0],
    [0.3, 0.1, 0.3],
  ])("%d to the nearest %d is %d", (value, multiple, expected) => {
    expect(roundToNearestMultiple(value, multiple)).toBe(expected);
  });

  it.each([
    [Number.NaN, 500],
    [1, 0],
    [1, -500],
    [1, Number.POSITIVE_INFINITY],
  ])("refuses %d to the nearest %d", (value, multiple) => {
    expect(() => roundToNearestMultiple(value, multiple)).toThrow(RangeError);
  });
});

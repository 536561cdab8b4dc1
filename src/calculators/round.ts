// Half away from zero (docs/calculators.md). Scaling fails at ties (1.005 * 100 is 100.49999999999999), so
// the digits of `toPrecision(15)`, which every double reproduces, are rounded as a decimal; the kept integer
// and 10^places are both exact, so their quotient is the double nearest the decimal result.

const maxPlaces = 15;

function checkPlaces(places: number): void {
  if (!Number.isInteger(places) || places < 0 || places > maxPlaces) {
    throw new RangeError(`places must be a whole number from 0 to ${maxPlaces}; received ${places}`);
  }
}

function checkFinite(value: number): void {
  if (!Number.isFinite(value)) throw new RangeError(`cannot round a non-finite number: ${value}`);
}

const powersOfTen = Array.from({ length: maxPlaces + 1 }, (_, places) => Number(`1e${places}`));

/**
 * Rounds a finite number half away from zero to `places` decimal places, as a decimal would.
 * @example roundHalfAwayFromZero(1.005, 2) // 1.01
 */
export function roundHalfAwayFromZero(value: number, places: number): number {
  checkPlaces(places);
  checkFinite(value);
  // Below 1e8 scaling is within 1e-7 of the digits, so a fraction over 1e-6 from a half rounds alike.
  // This path skips the digits' string per value, which cost 4 % of a BMI answer's CPU.
  const scale = powersOfTen[places]!;
  const scaled = Math.abs(value) * scale;
  if (scaled < 1e8) {
    const whole = Math.floor(scaled);
    const fraction = scaled - whole;
    if (Math.abs(fraction - 0.5) > 1e-6) {
      const magnitude = (fraction > 0.5 ? whole + 1 : whole) / scale;
      return value < 0 && magnitude !== 0 ? -magnitude : magnitude;
    }
  }
  return roundByDigits(value, places);
}

/** `roundHalfAwayFromZero` by the decimal digits alone (arguments checked): the reference its fast path is tested against. */
export function roundByDigits(value: number, places: number): number {
  const text = Math.abs(value).toPrecision(15);
  const [mantissa = "0", exponent = "0"] = text.split("e");
  const point = mantissa.indexOf(".");
  const digits = mantissa.replace(".", "");
  // Digits before the decimal point, once the exponent is applied (may be negative or past the end).
  const integerDigits = (point === -1 ? mantissa.length : point) + Number(exponent);
  const keep = integerDigits + places;
  let magnitude: number;
  if (keep >= digits.length) {
    magnitude = Number(text); // no digit beyond the asked places
  } else {
    const kept = keep > 0 ? Number(digits.slice(0, keep)) : 0;
    const roundsUp = keep >= 0 && digits[keep]! >= "5";
    magnitude = (kept + (roundsUp ? 1 : 0)) / 10 ** places;
  }
  return value < 0 && magnitude !== 0 ? -magnitude : magnitude;
}

/**
 * Rounds to the nearest multiple of `multiple`, a tie rounding up (towards positive infinity).
 * @example roundToNearestMultiple(5750, 500) // 6000
 */
export function roundToNearestMultiple(value: number, multiple: number): number {
  checkFinite(value);
  if (!(multiple > 0 && Number.isFinite(multiple)))
    throw new RangeError(`multiple must be positive; received ${multiple}`);
  // 15 significant digits, as above, so that 0.3 / 0.1 is 3 and not 2.9999999999999996.
  const quotient = Number((value / multiple).toPrecision(15));
  return Number((Math.floor(quotient + 0.5) * multiple).toPrecision(15)) + 0;
}

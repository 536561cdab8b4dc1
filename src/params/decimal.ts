/**
 * Compares two plain decimal numerals exactly, unlike `Number`: -1 if `a` is less, 1 if greater, else 0.
 * @example compareDecimal("9.9999999999999999999", "10") // -1
 */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 {
  const [x, y] = [numeral(a), numeral(b)];
  if (x.negative !== y.negative) return x.negative ? -1 : 1;
  const magnitude = compareMagnitude(x, y);
  return (x.negative ? -magnitude : magnitude) as -1 | 0 | 1;
}

interface Numeral {
  readonly negative: boolean;
  readonly whole: string;
  readonly fraction: string;
}

function numeral(text: string): Numeral {
  const negative = text.startsWith("-");
  const [whole = "", fraction = ""] = (negative ? text.slice(1) : text).split(".");
  const trimmed = { whole: whole.replace(/^0+/, ""), fraction: fraction.replace(/0+$/, "") };
  // Minus zero is zero.
  return { negative: negative && (trimmed.whole !== "" || trimmed.fraction !== ""), ...trimmed };
}

function compareMagnitude(x: Numeral, y: Numeral): -1 | 0 | 1 {
  if (x.whole.length !== y.whole.length) return x.whole.length < y.whole.length ? -1 : 1;
  if (x.whole !== y.whole) return x.whole < y.whole ? -1 : 1;
  const length = Math.max(x.fraction.length, y.fraction.length);
  const [f, g] = [x.fraction.padEnd(length, "0"), y.fraction.padEnd(length, "0")];
  return f === g ? 0 : f < g ? -1 : 1;
}

/**
 * A number as a plain decimal numeral, as the strict parser reads one: never in exponent form.
 * @example decimalText(1e-7) // "0.0000001"
 */
export function decimalText(value: number): string {
  const text = String(value);
  const parts = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!parts) return text;
  const [, sign = "", lead = "", rest = "", power = "0"] = parts;
  const digits = lead + rest;
  // Where the decimal point falls within the digits.
  const point = 1 + Number(power);
  if (point <= 0) return `${sign}0.${"0".repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${"0".repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

import { cachedIn } from "../http/cached-in.js";

const months = "January February March April May June July August September October November December".split(
  " ",
);

/**
 * A YYYY-MM-DD date as people read it, the same on every runtime.
 * @example readableDate("2026-11-10") // "November 10, 2026"
 */
export function readableDate(date: string): string {
  const [year, month, day] = date.split("-").map(Number);
  return `${months[(month ?? 1) - 1]} ${day}, ${year}`;
}

/**
 * A number with thousands separators and a fixed number of decimals.
 * @example formatNumber(12840) // "12,840"
 */
export function formatNumber(value: number, places = 0): string {
  return numberFormat(places).format(value);
}

// One formatter per precision: `toLocaleString` with options builds one a call (tens of microseconds each).
const formats = new Map<number, Intl.NumberFormat>();

function numberFormat(places: number): Intl.NumberFormat {
  const options = { minimumFractionDigits: places, maximumFractionDigits: places };
  return cachedIn(formats, places, () => new Intl.NumberFormat("en-US", options));
}

/** Exact conversion constants shared by the calculators (docs/calculators.md). */

/** Kilograms in one pound (exact by definition). */
export const kilogramsPerPound = 0.45359237;

/** Centimeters in one inch (exact by definition). */
export const centimetresPerInch = 2.54;

/** Feet in one mile. */
export const feetPerMile = 5280;

/** Kilometers in one mile (exact by definition). */
export const kilometresPerMile = 1.609344;

/** Milliliters in one US fluid ounce (exact by definition). */
export const millilitresPerFluidOunce = 29.5735295625;

/** US fluid ounces in one US cup (docs/calculators.md). */
export const fluidOuncesPerCup = 8;

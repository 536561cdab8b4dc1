/**
 * Spellings, abbreviations and units that mean the same word, mapped to one form before
 * stemming, in pages and queries alike (so "kcal" finds "calories" and "km" finds "kilometres").
 */
export const equivalentWords: ReadonlyMap<string, string> = new Map([
  ["kcal", "calories"],
  ["kcals", "calories"],
  ["kilocalorie", "calories"],
  ["kilocalories", "calories"],
  ["km", "kilometres"],
  ["kms", "kilometres"],
  ["kilometre", "kilometres"],
  ["kilometer", "kilometres"],
  ["kilometers", "kilometres"],
  ["lb", "pounds"],
  ["lbs", "pounds"],
  ["kg", "kilograms"],
  ["kgs", "kilograms"],
  ["color", "colour"],
  ["colors", "colours"],
  ["favorite", "favourite"],
  ["favorites", "favourites"],
  ["10k", "10000"],
  ["max", "maximum"],
  ["pregnant", "pregnancy"],
]);

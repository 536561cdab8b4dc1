/** Each word's spellings and units, mapped to it before stemming ("kcal" finds "calories"). */
const spellings: Readonly<Record<string, string>> = {
  calories: "kcal kcals kilocalorie kilocalories",
  kilometers: "km kms kilometer kilometre kilometres",
  centimeters: "centimetre centimetres",
  meters: "metre metres",
  liters: "litre litres",
  pounds: "lb lbs",
  kilograms: "kg kgs",
  color: "colour",
  colors: "colours",
  favorite: "favourite",
  favorites: "favourites",
  behavior: "behaviour",
  behaviors: "behaviours",
  traveling: "travelling",
  traveled: "travelled",
  gray: "grey",
  sidewalk: "pavement",
  sidewalks: "pavements",
  10000: "10k",
  maximum: "max",
  pregnancy: "pregnant",
  // "ads" would stem as "added" does ("ad"): one word with "advertising" instead.
  advertising: "ads ad advert adverts advertisement advertisements",
};

/** Spellings and units mapped to one form before stemming, in pages and queries. */
export const equivalentWords: ReadonlyMap<string, string> = new Map(
  Object.entries(spellings).flatMap(([word, others]) => others.split(" ").map((other) => [other, word])),
);

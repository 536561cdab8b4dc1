/**
 * Words a query may mean without the pages using them: each adds related words, searched at a
 * lower weight (`SearchTuning.weights.synonym`), so "how far" finds pages about distance and
 * miles. One way only, and only at query time, so page statistics stay as written.
 */
export const queryExpansions: ReadonlyMap<string, readonly string[]> = new Map([
  ["far", ["distance", "miles"]],
  ["distance", ["miles"]],
  ["cost", ["price"]],
  ["costs", ["price"]],
  ["expensive", ["price"]],
  ["price", ["cost"]],
  ["pricing", ["cost"]],
  ["unsubscribe", ["cancel"]],
  ["lose", ["loss"]],
  ["losing", ["loss"]],
  ["loss", ["lose"]],
  ["older", ["seniors"]],
  ["elderly", ["seniors"]],
  ["retired", ["seniors"]],
  ["aging", ["seniors"]],
  ["surgery", ["operation"]],
  ["kids", ["family"]],
  ["children", ["family"]],
  ["gps", ["route", "location"]],
]);

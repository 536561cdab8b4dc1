/**
 * Related words a query's words add at a lower weight, at query time only so page statistics stay as written:
 * each entry is the words, then what each of them adds.
 */
const related: readonly (readonly [words: string, adds: string])[] = [
  ["far", "distance miles"],
  ["distance", "miles"],
  ["cost costs expensive", "price"],
  ["price pricing", "cost"],
  ["unsubscribe", "cancel"],
  ["lose losing", "loss"],
  ["loss", "lose"],
  ["older elderly retired aging 60s 70s 80s", "seniors"],
  ["surgery", "operation"],
  ["kids children", "family"],
  ["gps", "route location"],
  // Problems in people's words, toward the pages that name them (docs/search.md).
  ["0 stopped", "zero"],
  ["not", "stopped"],
  ["isnt arent doesnt wont", "not stopped"],
  ["reset broken broke", "lost"],
  ["flight flew fly flying plane", "travel zone"],
  ["trip vacation holiday", "travel"],
  ["drain drains", "battery"],
  ["locked", "restore"],
  ["disappeared", "restore missing"],
  ["refund", "cancel"],
  ["weekend weekends", "weekday"],
  ["saturday saturdays sunday sundays", "weekend"],
  ["dark", "theme"],
  ["record", "workout"],
  ["shared sell sells", "privacy"],
  ["web website", "computer"],
  ["samsung galaxy pixel", "android"],
  ["fitbit garmin band", "tracker"],
  ["showing", "appear"],
  ["lower raise increase reduce", "change"],
  ["driving drive", "car"],
  ["money", "refund"],
  ["wife husband partner spouse", "family"],
  // Where people put their numbers, and where they look at them.
  ["excel sheets", "export spreadsheet"],
  ["spreadsheet csv", "export"],
  ["face", "complications"],
  ["unlock unlocking", "lock screen"],
  ["add", "added"],
  ["manually", "hand added"],
  ["bigger font", "larger text"],
  ["glasses", "accessibility"],
  // Stepzy's notifications are its reminders (docs/search.md).
  ["notification notifications", "reminders"],
  ["alerts", "reminders notifications"],
];

/** Each query word's related words (`related`). */
export const queryExpansions: ReadonlyMap<string, readonly string[]> = new Map(
  related.flatMap(([words, adds]) => words.split(" ").map((word) => [word, adds.split(" ")] as const)),
);

/** What a query reads as (a problem, what it costs, a task or a question about the app), for ranking (docs/search.md). */
export type QueryIntent = "problem" | "price" | "how-to" | "question";

/** Words that ask what the app costs. */
const priceWords: ReadonlySet<string> = new Set(
  "cost costs price prices pricing expensive cheap pay paid subscription subscriptions trial".split(" "),
);

/** Words that only negate: they make a query a problem, and an excerpt does not mark them ("…not sing"). */
export const negationWords: ReadonlySet<string> = new Set(
  "not isnt arent doesnt dont didnt wont cant cannot".split(" "),
);

/** Words that say something is wrong or missing: the negations, and these. */
const problemWords: ReadonlySet<string> = new Set([
  ...negationWords,
  ...(
    "stopped stop stops missing lost lose losing wrong " +
    "different differs difference mismatch match broken broke reset stuck old frozen zero 0 " +
    "disappeared gone locked drain drains draining error fix fixed problem problems issue issues " +
    "help bug crash crashes inaccurate undercount undercounting battery"
  ).split(" "),
]);

/** Openings written `a b, c d`, each as its words. */
const openings = (list: string) => list.split(", ").map((opening) => opening.split(" "));

/** Openings of a task: a question, or a verb that asks for one ("turn off reminders on sundays"). */
const howToOpenings = openings(
  "how do i, how can i, how to, can i, where do i, where can i, change, turn, switch, set, make, hide, " +
    "delete, remove, cancel, export, add, show",
);

/** Openings of a question about the app. */
const questionOpenings = openings(
  "does it, does stepzy, do i, is there, is it, is my, is stepzy, can it, will it, what does, what do i, " +
    "what happens",
);

const startsWith = (words: readonly string[], opening: readonly string[], at = 0) =>
  opening.every((word, index) => words[at + index] === word);

/** The openings of two words or more, which may also ask after a story (`askPosition`). */
const askingOpenings = [...howToOpenings, ...questionOpenings].filter((opening) => opening.length > 1);

/** Words that open a question: a query that starts with one asks from its first word. */
const questionWords: ReadonlySet<string> = new Set(
  "how what why when where which who can could is are does do will would should".split(" "),
);

/**
 * Where a query that tells a story first asks its question ("physio wants me around 2500 steps after
 * my surgery, how do i lower the goal"): the position of a task or question opening of two words or
 * more after at least three words of story, or 0 (a query that opens with a question word asks at once).
 */
export function askPosition(words: readonly string[]): number {
  if (questionWords.has(words[0] ?? "")) return 0;
  for (let at = 3; at < words.length - 1; at++)
    if (askingOpenings.some((opening) => startsWith(words, opening, at))) return at;
  return 0;
}

/** What a query reads as (see `QueryIntent`), or undefined for a plain topic. */
export function queryIntent(words: readonly string[]): QueryIntent | undefined {
  // "my phone and watch show different ..." is a problem however it opens.
  if (words.some((word) => problemWords.has(word))) return "problem";
  if (words.some((word) => priceWords.has(word)) || startsWith(words, ["how", "much", "is"])) return "price";
  // "km instead of miles" asks to change a setting, as "how do i" does.
  if (howToOpenings.some((opening) => startsWith(words, opening)) || words.includes("instead"))
    return "how-to";
  if (questionOpenings.some((opening) => startsWith(words, opening))) return "question";
  // Two counts side by side ("watch says 9400 ... phone says 7100") are a mismatch to explain; not a
  // price (4.99) or ages (60s, 70s).
  if (new Set(words.filter((word) => /^\d{3,}$/.test(word))).size >= 2) return "problem";
  return undefined;
}

/** Words that only frame a question about the app: "does it work on android" asks about android. */
const frameWords: ReadonlySet<string> = new Set(["work", "works", "working", "run", "runs"]);

/** Two words people write for one the pages use: "sign in" and "log in" are a login. */
const phrases: ReadonlyMap<string, string> = new Map([
  ["sign in", "login"],
  ["log in", "login"],
  ["signed in", "login"],
  ["logged in", "login"],
]);

/** A query's words as ranked, and how each was typed, for saying what a corrected query was read as. */
export interface ReadWords {
  readonly words: readonly string[];
  /** Per word, the text typed for it: a phrase's two words, or a word with the dropped frame word after it. */
  readonly typed: readonly string[];
}

/**
 * A query's words as ranked: without "work" or "run" after "does it" and the like (it matched every page
 * about work), and with each phrase of `phrases` read as its one word.
 * @example readWords(["does", "it", "work", "on", "android"]).words // ["does", "it", "on", "android"]
 * @example readWords(["how", "do", "i", "sign", "in"]).words // ["how", "do", "i", "login"]
 */
export function readWords(tokens: readonly string[]): ReadWords {
  const framed =
    questionOpenings.some((opening) => opening.length === 2 && startsWith(tokens, opening)) &&
    frameWords.has(tokens[2] ?? "");
  const words: string[] = [];
  const typed: string[] = [];
  for (let index = 0; index < tokens.length; index++) {
    if (framed && index === 2) {
      typed[typed.length - 1] += ` ${tokens[index]}`;
      continue;
    }
    const pair = `${tokens[index]} ${tokens[index + 1]}`;
    const phrase = phrases.get(pair);
    words.push(phrase ?? tokens[index]!);
    typed.push(phrase ? pair : tokens[index]!);
    if (phrase) index++;
  }
  return { words, typed };
}

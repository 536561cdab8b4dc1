import { beforeAll, describe, expect, it } from "vitest";
import { loadContent } from "../node/load-content.js";
import { searchDocuments, searchTypes } from "./search-document.js";
import { createSearchEngine, type SearchEngine, titleKey } from "./search-engine.js";
import { searchSite, sectionWeight } from "./search-site.js";

let engine: SearchEngine;

beforeAll(async () => {
  engine = createSearchEngine(searchDocuments(await loadContent("content")));
});

const slugs = (q: string, type?: (typeof searchTypes)[number]) =>
  searchSite(engine, { q, type, limit: 50 }).hits.map((hit) => `${hit.type}:${hit.slug}`);

describe("searchSite", () => {
  it("says what a word with two letters swapped was read as", () => {
    expect(searchSite(engine, { q: "walkign goal" }).correctedQuery).toBe("walking goal");
    expect(searchSite(engine, { q: "walkin goal" }).correctedQuery).toBe("walking goal");
    expect(searchSite(engine, { q: "walking goal" }).correctedQuery).toBeUndefined();
    // In the words typed: a phrase read as one word, and a question's dropped "work", stay as typed.
    expect(searchSite(engine, { q: "how do i sign in to stepzyy" }).correctedQuery).toBe(
      "how do i sign in to stepzy",
    );
    expect(searchSite(engine, { q: "does it work on androd" }).correctedQuery).toBe(
      "does it work on android",
    );
  });

  it("names a best answer by the runner-up's score, whatever the limit", () => {
    const cards: boolean[] = [];
    for (const q of ["steps", "walking", "apple watch", "goal", "cancel pro subscription"]) {
      const wide = searchSite(engine, { q, limit: 10 });
      const narrow = searchSite(engine, { q, limit: 1 });
      expect(narrow.bestAnswer !== undefined, q).toBe(wide.bestAnswer !== undefined);
      expect(narrow.hits).toEqual(wide.hits.slice(0, 1));
      cards.push(narrow.bestAnswer !== undefined);
    }
    // With a card and without: at limit 1 the runner-up still decides.
    expect(cards).toContain(true);
    expect(cards).toContain(false);
  });

  it("indexes every guide page, article, calculator and audience page", () => {
    const counts = Object.fromEntries(searchTypes.map((type) => [type, 0]));
    for (const document of engine.pages) counts[document.type]! += 1;
    expect(counts).toEqual({ article: 36, doc: 52, calculator: 8, audience: 10 });
  });

  it("puts the page that answers the question first", () => {
    expect(slugs("why do my watch and phone show different steps")[0]).toBe(
      "doc:phone-and-watch-show-different-steps",
    );
    expect(slugs("pro price")[0]).toBe("doc:what-pro-includes");
  });

  it("orders results by score, ties by id, and answers the same query the same way", () => {
    const first = searchSite(engine, { q: "walking steps goal", limit: 50 });
    expect(first.hits.length).toBeGreaterThan(10);
    for (let i = 1; i < first.hits.length; i++) {
      const [before, after] = [first.hits[i - 1]!, first.hits[i]!];
      expect(before.score).toBeGreaterThanOrEqual(after.score);
      if (before.score === after.score)
        expect(`${before.type}:${before.slug}` < `${after.type}:${after.slug}`).toBe(true);
    }
    expect(searchSite(engine, { q: "walking steps goal", limit: 50 })).toEqual(first);
    const rebuilt = createSearchEngine([...engine.pages].reverse());
    expect(searchSite(rebuilt, { q: "walking steps goal", limit: 50 })).toEqual(first);
  });

  it("rounds scores to 6 places", () => {
    for (const hit of searchSite(engine, { q: "streak" }).hits)
      expect(Math.round(hit.score * 1e6) / 1e6).toBe(hit.score);
  });

  it("counts every match in total, and returns at most limit, 10 by default", () => {
    const all = searchSite(engine, { q: "steps", limit: 50 });
    const some = searchSite(engine, { q: "steps" });
    expect(some).toMatchObject({ query: "steps", limit: 10, count: 10, total: all.total });
    expect(all.total).toBeGreaterThan(50);
    expect(some.hits).toEqual(all.hits.slice(0, 10));
    expect(searchSite(engine, { q: "steps", limit: 1 }).hits).toEqual(all.hits.slice(0, 1));
  });

  it("filters by type, counting only that type, and names the types searched", () => {
    const everything = searchSite(engine, { q: "heart rate", limit: 50 });
    expect(everything.types).toEqual(["article", "doc", "calculator", "audience"]);
    for (const type of searchTypes) {
      const only = searchSite(engine, { q: "heart rate", type, limit: 50 });
      expect(only.types).toEqual([type]);
      expect(only.hits.every((hit) => hit.type === type)).toBe(true);
      expect(only.hits).toEqual(everything.hits.filter((hit) => hit.type === type));
      expect(only.total).toBe(everything.hits.filter((hit) => hit.type === type).length);
    }
  });

  it("trims the query and finds nothing for words no page has", () => {
    expect(searchSite(engine, { q: "  pro price  " }).query).toBe("pro price");
    expect(searchSite(engine, { q: "zzxqvw" })).toMatchObject({ hits: [], total: 0, count: 0 });
    expect(searchSite(engine, { q: "??" })).toMatchObject({ hits: [], total: 0, count: 0 });
  });

  it.each([
    ["calroies from 10000 steps", "calculator:steps-to-calories"],
    ["wigdets not updating", "doc:widgets-not-updating"],
    ["streak calender", "doc:streak-calendar"],
    ["complicatoins", "doc:watch-complications"],
  ])("tolerates the typo in %j", (q, first) => {
    expect(slugs(q)[0]).toBe(first);
  });

  it("does not correct words the pages use", () => {
    // Fuzzy matching "heart" would also find "hear", "start" or "health".
    const hits = searchSite(engine, { q: "heart zzzz", limit: 50 }).hits;
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) {
      const document = engine.pages.find((page) => page.id === `${hit.type}:${hit.slug}`)!;
      expect(`${document.title} ${document.headings} ${document.summary} ${document.body()}`).toMatch(
        /heart/i,
      );
    }
  });

  it.each([
    ["steps to calo", "calculator:steps-to-calories"],
    ["lock scr", "doc:lock-screen-widgets"],
    ["streak free", "doc:streak-freezes"],
  ])("completes the unfinished last word of %j", (q, first) => {
    expect(slugs(q)[0]).toBe(first);
  });

  it("marks the words that say what is wrong in excerpts, not the negation beside them", () => {
    const { hits } = searchSite(engine, { q: "steps not counting" });
    const marked = hits.flatMap((hit) =>
      [hit.excerpt, ...hit.sections.map((section) => section.excerpt)].flatMap((excerpt) =>
        excerpt.matches.map(([start, end]) => excerpt.text.slice(start, end).toLowerCase()),
      ),
    );
    expect(marked.length).toBeGreaterThan(10);
    expect(marked).not.toContain("not");
    // Nor the words a negation brings in ("not" also finds "stopped"), unless typed.
    expect(marked.filter((word) => word.startsWith("stop"))).toEqual([]);
    expect(marked.some((word) => word.startsWith("count"))).toBe(true);
    const typed = searchSite(engine, { q: "stepzy stopped counting" }).hits.flatMap((hit) =>
      hit.excerpt.matches.map(([start, end]) => hit.excerpt.text.slice(start, end).toLowerCase()),
    );
    expect(typed.some((word) => word.startsWith("stop"))).toBe(true);
  });

  it("shows first the section whose heading holds the words typed, and a problem's own section for a problem", () => {
    const best = (q: string) => searchSite(engine, { q }).bestAnswer?.section?.title;
    // "refund" also finds "cancel" (a synonym), but the section named for what was typed comes first.
    expect(best("how do i get a refund")).toBe("Refunds");
    // The page's last section, though its opening already says "reminder" more than eight times.
    const reminders = searchSite(engine, { q: "reminders not working" }).hits[0];
    expect(reminders?.slug).toBe("goal-reminders");
    expect(reminders?.sections[0]?.title).toBe("If reminders don't arrive");
    // Signing in is a login, which the app has none of.
    expect(searchSite(engine, { q: "how do i sign in" }).hits[0]?.slug).toBe("install-and-set-up");
    expect(sectionWeight(["refund"], "Refunds", { weightOf: () => 2, problem: false })).toBe(4);
    expect(
      sectionWeight(["remind"], "If reminders don't arrive", {
        weightOf: () => 2,
        problem: true,
      }),
    ).toBe(6);
  });

  it("answers a problem with the first fix step that matches, not with why it happens", () => {
    const best = (q: string) => searchSite(engine, { q }).bestAnswer?.section?.title;
    expect(best("steps missing after restart")).toBe("1. Unlock and refresh");
    expect(best("steps not counting")).toBe("1. Turn on Stepzy's Apple Health access");
    const problem = { weightOf: () => 2, problem: true };
    // Step 1 counts 2.5 times, step 4 1.75 times, an explanation as it is.
    expect(sectionWeight(["access"], "1. Turn on Motion & Fitness", problem)).toBe(5);
    expect(sectionWeight(["access"], "4. Unlock the iPhone", problem)).toBe(3.5);
    expect(sectionWeight(["access"], "Why Stepzy can't tell you what's wrong", problem)).toBe(2);
  });

  it("puts first the one page with a section heading the query repeats, of four words or more", () => {
    expect(searchSite(engine, { q: "Do I need an Apple Watch?" }).hits[0]?.slug).toBe("install-and-set-up");
    // Many pages end with "When to contact support": it names none of them.
    expect(engine.headings.has("when to contact support")).toBe(false);
    expect(engine.headings.get(titleKey(["do", "i", "need", "an", "apple", "watch"]))).toBeDefined();
  });

  it("completes only the last word", () => {
    // Not last, "wheelch" is only a typo candidate (for "wheel"), not the start of "wheelchair".
    const score = (q: string) =>
      searchSite(engine, { q }).hits.find((hit) => hit.slug === "accessibility-and-wheelchair-mode")?.score ??
      0;
    expect(slugs("zzzz wheelch")[0]).toBe("doc:accessibility-and-wheelchair-mode");
    expect(score("wheelch zzzz")).toBeLessThan(score("zzzz wheelch") / 5);
  });

  it("ignores stop words beyond what they say a query is (a task here), so they change no ranking", () => {
    expect(slugs("how do I set up a streak freeze")).toEqual(slugs("how to set up streak freeze"));
    expect(slugs("set up the streak freeze")).toEqual(slugs("set up streak freeze"));
  });

  it("answers a query of stop words only with the titles containing it as a phrase", () => {
    expect(slugs("what is")).toEqual(["article:average-steps-per-day"]);
    expect(slugs("when you").sort()).toEqual([
      "article:steps-with-a-stroller-or-cart", // "Do steps count when you push a stroller or a cart?"
      "article:when-you-miss-a-day",
    ]);
    expect(slugs("what to do when")).toEqual(["article:when-you-miss-a-day"]);
    expect(slugs("if you are")).toEqual([]);
  });

  it("understands synonyms and units", () => {
    expect(slugs("kcal per step")[0]).toBe("calculator:steps-to-calories");
    expect(slugs("how far is 8000 steps").slice(0, 3)).toContain("calculator:steps-to-miles");
    expect(slugs("unsubscribe")[0]).toBe("doc:manage-or-cancel-pro");
  });

  it.each([
    ["stepzy for seniors", "audience:seniors"],
    ["walking while pregnant", "audience:pregnancy"],
    ["office workers", "audience:office-workers"],
    ["for runners", "audience:runners"],
    ["apple watch owners", "audience:apple-watch-owners"],
  ])("finds the audience page for %j", (q, first) => {
    expect(slugs(q)[0]).toBe(first);
  });
});

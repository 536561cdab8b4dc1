import { describe, expect, it } from "vitest";
import { absoluteBody } from "../../src/api/resources/present-doc.js";
import { pageAliases } from "../../src/routes/page-aliases.js";
import { markdownPath } from "../../src/routes/pattern.js";
import { createSiteUrls } from "../../src/routes/site-urls.js";
import { releaseAnchor } from "../../src/site/pages/whats-new-page.js";
import { attributeOf, base, firstText, get, pageTypeExamples, siteApp, siteGraph } from "./site-client.js";

const examples = await pageTypeExamples();

describe("every page type", () => {
  it.each(examples)("%s (%s) is a complete, accessible HTML document", async (_kind, path) => {
    const page = await get(path);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = page.text;
    expect(html.startsWith("<!doctype html>")).toBe(true);
    expect(html).toContain('<html lang="en">');
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(firstText(html, "title")?.length).toBeGreaterThan(5);
    expect(attributeOf(html, "meta", 'name="description"', "content")?.length).toBeGreaterThan(20);
    expect(attributeOf(html, "meta", 'property="og:title"', "content")).toBeTruthy();
    expect(attributeOf(html, "meta", 'property="og:url"', "content")?.startsWith(base)).toBe(true);
    expect(attributeOf(html, "link", 'rel="canonical"', "href")?.startsWith(base)).toBe(true);
    expect(html).toContain('<a class="skip-link" href="#main-content">');
    expect(html).toContain('<main id="main-content"');
    // No inline script runs: a JSON-LD block is data the browser never executes.
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/ld\+json")[^>]*>/);
    expect(html).not.toMatch(/\son[a-z]+="/);
    expect(html).not.toMatch(/https?:\/\/(?!stepzy\.test)[^"]*\.(css|js)"/);
  });

  it.each(examples)("%s (%s) sends caching, security and alternate headers", async (_kind, path) => {
    const page = await get(path);
    const csp = page.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.headers.get("x-content-type-options")).toBe("nosniff");
    expect(page.headers.get("referrer-policy")).toBeTruthy();
    expect(page.headers.get("permissions-policy")).toBeTruthy();
    expect(page.headers.get("vary")).toContain("Accept");
    expect(page.headers.get("etag")).toMatch(/^"/);
    expect(page.headers.get("link")).toContain(`<${base}/llms.txt>; rel="describedby"`);
    if (!path.startsWith("/search")) {
      expect(page.headers.get("cache-control")).toBe("public, max-age=300");
      const markdownUrl = attributeOf(page.text, "link", 'type="text/markdown"', "href");
      expect(markdownUrl).toMatch(/\.md(\?|$)/);
      expect(page.headers.get("link")).toContain(`<${markdownUrl}>; rel="alternate"; type="text/markdown"`);
    }
  });
});

describe("content pages", () => {
  it("renders every guide page, article, audience page and calculator page", async () => {
    const graph = await siteGraph();
    const paths = [
      ...[...graph.docs.keys()].map((slug) => `/guide/${slug}`),
      ...graph.articles.map((article) => `/blog/${article.slug}`),
      ...graph.audiences.map((audience) => `/for/${audience.slug}`),
      ...[...graph.calculatorPages.keys()].map((slug) => `/tools/${slug}`),
    ];
    for (const path of paths) expect([path, (await get(path)).status]).toEqual([path, 200]);
  });

  it("gives every ## and ### of a guide page an anchor that links to itself", async () => {
    const graph = await siteGraph();
    const page = [...graph.docs.values()].find((doc) => doc.headings.length > 3)!;
    const html = (await get(`/guide/${page.slug}`)).text;
    const anchored = [
      ...html.matchAll(/<h([23]) id="([a-z0-9-]+)"><a class="heading-link" href="#([a-z0-9-]+)">/g),
    ];
    expect(anchored.length).toBe(page.headings.length);
    for (const match of anchored) expect(match[2]).toBe(match[3]);
  });

  it("serves a guide page's Markdown with the same body as getDoc.content", async () => {
    const graph = await siteGraph();
    for (const page of graph.docs.values()) {
      const markdown = (await get(`/guide/${page.slug}.md`)).text;
      const doc = JSON.parse((await get(`/api/v1/docs/${page.slug}`)).text);
      expect(markdown).toBe(`# ${page.title}\n\n${doc.content.trim()}\n`);
      expect(doc.content).toBe(absoluteBody(page, createSiteUrls(base)));
    }
  });

  it("renders prices and app facts from the content graph", async () => {
    const graph = await siteGraph();
    const home = (await get("/")).text;
    expect(home).toContain(graph.app.pricing.paidTier);
    expect(home).toContain(String(graph.app.pricing.paidTierPrice));
    expect(home).toContain(graph.app.rating.count.toLocaleString("en-US"));
    // The stars show the rating's share, not five full stars for 4.8.
    const share = Math.round((graph.app.rating.value / graph.app.rating.bestRating) * 1000) / 10;
    expect(home).toContain(`<stop offset="${share}%" stop-color="currentColor">`);
    expect(home).toContain('href="/whats-new"');
    expect(home).toContain(graph.app.home.headline);
    for (const benefit of graph.app.home.benefits) {
      expect(home).toContain(benefit.title);
      // Each link names its page: four links reading "How it works" say nothing in a list of links.
      expect(home).toContain(`>${graph.docs.get(benefit.guide)!.title}</a>`);
    }
    for (const entry of graph.app.home.faq) expect(home).toContain(`<summary>${entry.question}</summary>`);
    // Release numbers belong on What's new: the feature list names no versions.
    expect(home).not.toContain("Since version");
  });

  it("names an article's author and points to its sources, which are on the page", async () => {
    const graph = await siteGraph();
    const article = graph.articles.find((candidate) => candidate.category === "Health");
    const html = (await get(`/blog/${article?.slug}`)).text;
    expect(html).toContain(`By <a href="/about">${article?.author}</a>`);
    expect(html).toContain('<a href="#sources">Sources</a> at the end');
    expect(html).toMatch(/<h2 id="sources"/);
  });

  it("lists the 12 guide sections, each linkable by its id", async () => {
    const graph = await siteGraph();
    const html = (await get("/guide")).text;
    for (const section of graph.sections) expect(html).toContain(`id="${section.id}"`);
    expect(graph.sections).toHaveLength(12);
  });
});

describe("where pages lead", () => {
  it("ends a how-to or troubleshooting page with help, and a page read before installing with the download", async () => {
    const graph = await siteGraph();
    const sectionOf = (id: string) => graph.sections.find((section) => section.id === id)!;
    for (const id of ["troubleshooting", "goals", "streaks", "widgets"]) {
      const page = sectionOf(id).pages[0]!;
      const html = (await get(`/guide/${page.slug}`)).text;
      // Its own "When to contact support" section, or else the box, worded for the page.
      const ownSection = html.includes('id="when-to-contact-support"');
      expect(html.includes('<aside class="nudge support" aria-label="Support">'), page.slug).toBe(
        !ownSection,
      );
      if (!ownSection)
        expect(html, page.slug).toContain(
          id === "troubleshooting" ? "Still stuck?" : "<strong>Questions?</strong>",
        );
      expect(html, page.slug).toContain(`mailto:${graph.app.developer.email}`);
      expect(html, page.slug).not.toContain('<aside class="nudge" aria-label="Get');
    }
    expect((await get("/guide/how-streaks-work")).text).not.toContain("Still stuck?");
    const install = (await get(`/guide/${sectionOf("getting-started").pages[0]!.slug}`)).text;
    expect(install).toContain('<aside class="nudge" aria-label="Get');
    expect(install).not.toContain("nudge support");
    const pro = (await get("/guide/what-pro-includes")).text;
    expect(pro).toMatch(/Try Stepzy Pro free for \d+ days/);
    // Someone cancelling is a subscriber who needs help, not a trial.
    const cancelling = (await get("/guide/manage-or-cancel-pro")).text;
    expect(cancelling).toContain('<aside class="nudge support" aria-label="Support">');
    expect(cancelling).not.toMatch(/Try Stepzy Pro free for \d+ days/);
    expect(cancelling).toContain('href="/guide#common-problems"');
  });

  it("shows the five newest releases, the older ones one tap away, then the way to get the app", async () => {
    const graph = await siteGraph();
    const html = (await get("/whats-new")).text;
    const details = html.indexOf('<details class="older-releases">');
    for (const [index, release] of graph.releases.entries()) {
      const at = html.indexOf(`id="${releaseAnchor(release)}"`);
      expect(at, release.version).toBeGreaterThan(-1);
      if (index < 5) expect(at, release.version).toBeLessThan(details);
      else expect(at, release.version).toBeGreaterThan(details);
    }
    expect(html.indexOf('<section class="get-app"')).toBeGreaterThan(html.indexOf("</details>"));
    // Each release links the guide pages of the features the app facts say it introduced.
    const markdown = (await get("/whats-new.md")).text;
    for (const feature of graph.app.features) {
      const at = html.indexOf(`id="${releaseAnchor({ version: feature.since })}"`);
      const next = html.indexOf('<li class="release"', at + 1);
      const release = html.slice(at, next === -1 ? undefined : next);
      expect(release, feature.name).toContain(`<a href="/guide/${feature.guide}">${feature.name}</a>`);
      expect(markdown, feature.name).toContain(`[${feature.name}](`);
    }
  });

  it("keeps the developer page out of the header, in the footer for the few who want it", async () => {
    const html = (await get("/")).text;
    const header = html.slice(html.indexOf("<header"), html.indexOf("</header>"));
    const footer = html.slice(html.indexOf("<footer"), html.indexOf("</footer>"));
    expect(header).not.toContain('href="/developers"');
    expect(footer).toContain('href="/developers"');
  });

  it("shows the common problems first on the guide's index", async () => {
    const graph = await siteGraph();
    const html = (await get("/guide")).text;
    const problems = html.indexOf('id="common-problems-title"');
    expect(problems).toBeGreaterThan(-1);
    expect(problems).toBeLessThan(html.indexOf('id="getting-started-title"'));
    for (const page of graph.sections.find((section) => section.id === "troubleshooting")!.pages)
      expect(html.indexOf(`href="/guide/${page.slug}"`)).toBeLessThan(
        html.indexOf('id="getting-started-title"'),
      );
  });

  it("opens each audience page with its first paragraph, then a drawing of its screen, the price and the download", async () => {
    const graph = await siteGraph();
    for (const audience of graph.audiences) {
      const html = (await get(`/for/${audience.slug}`)).text;
      const opening = html.indexOf('<div class="prose">');
      const art = html.indexOf('class="art audience-art"');
      const download = html.indexOf(`href="${graph.app.appStoreUrl}"`, html.indexOf("<main"));
      const rest = html.indexOf('<div class="prose">', art);
      expect(opening, audience.slug).toBeGreaterThan(-1);
      expect(html.slice(opening, art).match(/<p>/g)?.length, audience.slug).toBe(1);
      expect(art, audience.slug).toBeGreaterThan(opening);
      expect(download, audience.slug).toBeGreaterThan(art);
      expect(download, audience.slug).toBeLessThan(rest);
      expect(html.slice(art, rest), audience.slug).toMatch(/costs \$[\d.]+/);
      // And again at the end, for a reader who read it all.
      const closing = html.indexOf('<div class="closing-invite"');
      expect(closing, audience.slug).toBeGreaterThan(rest);
      expect(html.indexOf(`href="${graph.app.appStoreUrl}"`, closing), audience.slug).toBeGreaterThan(
        closing,
      );
    }
  });

  it("ends every article with the way to get the app, before the related pages", async () => {
    const graph = await siteGraph();
    for (const article of graph.articles) {
      const html = (await get(`/blog/${article.slug}`)).text;
      const getApp = html.indexOf('<section class="get-app"');
      expect(getApp, article.slug).toBeGreaterThan(html.lastIndexOf('<div class="prose">'));
      expect(html.indexOf(`href="${graph.app.appStoreUrl}"`, getApp), article.slug).toBeGreaterThan(getApp);
    }
  });

  it("shows the download right after the opening paragraph of a page read while installing or deciding on Pro", async () => {
    for (const slug of ["install-and-set-up", "what-pro-includes"]) {
      const html = (await get(`/guide/${slug}`)).text;
      const body = html.indexOf('<div class="prose">');
      const nudge = html.indexOf('<aside class="nudge"');
      expect(nudge, slug).toBeGreaterThan(body);
      expect(html.slice(body, nudge).match(/<p>/g)?.length, slug).toBe(1);
      expect(html.slice(body, nudge), slug).not.toContain("<h2");
    }
  });

  it("gives the app's first three highlights before the home page's App Store badge, in its Markdown too", async () => {
    const { app } = await siteGraph();
    const home = (await get("/")).text;
    const badge = home.indexOf('class="app-store-badge"');
    for (const point of app.highlights.slice(0, 3)) {
      expect(home.indexOf(`<li>${point}</li>`), point).toBeGreaterThan(0);
      expect(home.indexOf(`<li>${point}</li>`), point).toBeLessThan(badge);
    }
    const markdown = (await get("/index.md")).text;
    expect(markdown).toContain(
      app.highlights
        .slice(0, 3)
        .map((point) => `- ${point}`)
        .join("\n"),
    );
  });

  it("puts the home page's App Store badge under both plans, for the free app", async () => {
    const home = (await get("/")).text;
    const start = home.indexOf('<section id="pricing" class="pricing"');
    const pricing = home.slice(start, home.indexOf("</section>", start));
    expect(pricing).toMatch(/<div class="plans-cta"><a class="app-store-badge"/);
    expect(pricing).toContain("Free to download.");
  });

  it("puts an article's app box after its answer: the quick answer section, else the opening paragraph", async () => {
    const graph = await siteGraph();
    let answered = 0;
    for (const article of graph.articles) {
      const html = (await get(`/blog/${article.slug}`)).text;
      const box = html.indexOf('<aside class="nudge"');
      const body = html.indexOf('<div class="prose">');
      expect(box, article.slug).toBeGreaterThan(body);
      const before = html.slice(body, box);
      if (/<h2[^>]*>(<a [^>]*>)?The (quick|short) answer</.test(before)) {
        answered++;
        expect(before.match(/<h2/g)?.length, article.slug).toBe(1);
      } else {
        // One paragraph, the opening answer, before it; every heading after it.
        expect(before.match(/<p>/g)?.length, article.slug).toBe(1);
        expect(before, article.slug).not.toContain("<h2");
      }
      expect(html.slice(box), article.slug).toContain("<h2");
    }
    expect(answered).toBeGreaterThan(0);
  });
});

describe("blog index", () => {
  it("filters by category and pages with links", async () => {
    const graph = await siteGraph();
    const first = (await get("/blog")).text;
    expect(first).toContain('href="/blog?page=2"');
    expect(first).toContain('href="/blog?category=Step%20counting"');
    const second = await get("/blog?page=2");
    expect(second.status).toBe(200);
    expect(attributeOf(second.text, "link", 'rel="canonical"', "href")).toBe(`${base}/blog?page=2`);
    const health = (await get("/blog?category=Health")).text;
    const healthSlugs = graph.articles.filter((article) => article.category === "Health").map((a) => a.slug);
    for (const slug of healthSlugs.slice(0, 12)) expect(health).toContain(`href="/blog/${slug}"`);
    const other = graph.articles.find((article) => article.category !== "Health")!;
    expect(health).not.toContain(`href="/blog/${other.slug}"`);
  });

  it.each(["/blog?category=health", "/blog?page=0", "/blog?page=99", "/blog?page=x"])(
    "%s is not a page (404)",
    async (path) => {
      expect((await get(path)).status).toBe(404);
    },
  );
});

describe("an article's Markdown", () => {
  it("says under its title who wrote it and when, as the HTML's header does", async () => {
    const graph = await siteGraph();
    const article = [...graph.articles.values()].find((candidate) => candidate.author)!;
    const markdown = (await get(`/blog/${article.slug}.md`)).text;
    const meta = markdown.split("\n\n")[1]!;
    expect(meta.startsWith(`${article.category} · Published `)).toBe(true);
    expect(meta).toContain(`By ${article.author}`);
  });
});

describe("see also", () => {
  it("names only the related pages the page's text has not linked already", async () => {
    const graph = await siteGraph();
    let listed = 0;
    for (const page of graph.docs.values()) {
      const html = (await get(`/guide/${page.slug}`)).text;
      const aside = html.indexOf('<aside class="related"');
      const body = html.slice(html.indexOf('<div class="prose">'), aside === -1 ? undefined : aside);
      const seeAlso = aside === -1 ? "" : html.slice(aside, html.indexOf("</aside>", aside));
      for (const path of page.related) {
        const inBody = body.includes(`href="${path}"`);
        expect(seeAlso.includes(`href="${path}"`), `${page.slug} ${path}`).toBe(!inBody);
        if (!inBody) listed++;
      }
    }
    expect(listed).toBeGreaterThan(20);
  });
});

describe("the help people land on", () => {
  it("has a search of its own and a person to write to where /help and /support lead", async () => {
    const { app } = await siteGraph();
    const guide = (await get("/guide")).text;
    const problems = guide.indexOf('id="common-problems"');
    expect(guide.indexOf('<input id="guide-search"')).toBeGreaterThan(0);
    expect(guide.indexOf('<input id="guide-search"')).toBeLessThan(problems);
    const box = guide.slice(problems, guide.indexOf("</section>", problems));
    expect(box).toContain(`<a href="mailto:${app.developer.email}">`);
  });
});

describe("addresses people mistype", () => {
  it("offers where a mistyped alias leads first on the 404 page, and the plans among its starting points", async () => {
    const page = await get("/prcing");
    expect(page.status).toBe(404);
    const suggestions = page.text.slice(page.text.indexOf('id="maybe-title"'));
    expect(suggestions.indexOf('<a href="/#pricing">Pricing</a>')).toBeGreaterThan(0);
    expect(suggestions.indexOf('<a href="/#pricing">Pricing</a>')).toBeLessThan(suggestions.indexOf("</ul>"));
    const markdown = (await get("/prcing.md")).text;
    expect(markdown).toMatch(/- \[Pricing\]\(https?:\/\/[^)]+\/#pricing\)/);
    // A path of several words gets no alias among its suggestions; the plans stay among the starting points.
    const other = (await get("/this-page-does-not-exist")).text;
    const start = other.indexOf('id="maybe-title"');
    expect(start === -1 ? "" : other.slice(start, other.indexOf("</section>", start))).not.toContain(
      'href="/#pricing"',
    );
    expect(other).toContain('<a href="/#pricing">Pricing</a>');
  });
});

describe("addresses people type", () => {
  it("sends /pricing, /faq, /help and /support to the part of the site that answers them, in one redirect", async () => {
    for (const [typed, { target }] of pageAliases) {
      for (const spelling of [typed, `${typed}/`, `${typed}?utm_source=x`]) {
        const answer = await get(spelling);
        expect(answer.status, spelling).toBe(308);
        expect(answer.headers.get("location"), spelling).toBe(target);
      }
      const [path, anchor] = target.split("#");
      const page = await get(path!);
      expect(page.status, target).toBe(200);
      if (anchor) expect(page.text, target).toContain(`id="${anchor}"`);
      // Its `.md` leads to that page's Markdown.
      const markdown = markdownPath(path!);
      const fromMarkdown = await get(`${typed}.md`);
      expect(fromMarkdown.status, `${typed}.md`).toBe(308);
      expect(fromMarkdown.headers.get("location")).toBe(markdown);
      expect((await get(markdown)).status, markdown).toBe(200);
    }
  });
});

describe("search page", () => {
  it("shows ranked results linking to pages", async () => {
    const page = await get("/search?q=streak%20freeze");
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/<a href="\/guide\/[a-z0-9-]+">/);
    expect(attributeOf(page.text, "meta", 'name="robots"', "content")).toBe("noindex");
  });

  it("says how many results it shows, not how many pages hold a common word", async () => {
    const summary = async (q: string) =>
      /<p class="search-summary">([\s\S]*?)<\/p>/.exec((await get(`/search?q=${q}`)).text)?.[1];
    expect(await summary("steps%20not%20counting")).toBe("The 20 best matches for “steps not counting”.");
    expect(await summary("strava")).toBe("1 result for “strava”.");
  });

  it("ends with someone to ask, after results and when nothing matches", async () => {
    const graph = await siteGraph();
    for (const q of ["steps%20not%20counting", "zzqx%20vbnm"]) {
      const html = (await get(`/search?q=${q}`)).text;
      const box = html.indexOf('<aside class="nudge support" aria-label="Support">');
      expect(box, q).toBeGreaterThan(html.indexOf('<p class="search-summary">'));
      expect(html.slice(box), q).toContain(`mailto:${graph.app.developer.email}`);
    }
  });

  it("shows the form without a query and the API's message for a bad one", async () => {
    expect((await get("/search")).status).toBe(200);
    const bad = await get("/search?q=a");
    expect(bad.status).toBe(400);
    expect(bad.text).toContain("Type 2 to 200 characters to search.");
    // A hand-made link's other parameter gets the API's own words.
    expect((await get("/search?q=steps&type=blog")).text).toContain("<code>type</code>");
  });

  it("names the answer card's page in the first result without repeating its passage", async () => {
    const html = (await get("/search?q=steps%20missing%20after%20restart")).text;
    const card = html.indexOf('<section class="answer-card"');
    const results = html.slice(html.indexOf('<ol class="results">'));
    const [first, second] = results.split('<li class="card result">').slice(1);
    expect(card).toBeGreaterThan(-1);
    expect(first).toContain("Steps missing after a restart");
    expect(first).not.toContain('<p class="search-excerpt">');
    expect(first).toContain("More from this page");
    expect(second).toContain('<p class="search-excerpt">');
  });

  it("says 1 result, not 1 results", async () => {
    const page = await get("/search?q=satellite");
    expect(page.text).toMatch(/>1 result for “satellite”/);
  });

  it("answers a campaign link: tracking tags are ignored, as on every page", async () => {
    const tagged = await get("/search?q=streak%20freeze&utm_source=news&fbclid=x");
    expect(tagged.status).toBe(200);
    expect(tagged.text).toBe((await get("/search?q=streak%20freeze")).text);
  });
});

describe("unknown pages and paths", () => {
  it("answers a helpful 404 page with a search box and links to the guide and blog", async () => {
    const page = await get("/guide/streak-freezes-explained");
    expect(page.status).toBe(404);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(page.text).toContain('action="/search"');
    expect(page.text).toContain('href="/guide"');
    expect(page.text).toContain('href="/blog"');
  });

  it.each(["/guide/", "/blog/incline-walking/", "/tools/bmi/?height=70"])(
    "redirects %s without its trailing slash",
    async (path) => {
      const page = await get(path);
      expect(page.status).toBe(308);
      expect(page.headers.get("location")).toBe(path.replace(/\/(\?|$)/, "$1"));
    },
  );

  it.each([
    ["/guide/install%2Dand-set-up", "/guide/install-and-set-up"],
    ["/%67uide/?x=1", "/guide"],
    ["/bl%6fg/?page=2", "/blog?page=2"],
    ["/blog/incline-walkin%67.md", "/blog/incline-walking.md"],
  ])("redirects %s to its unescaped spelling %s (RFC 3986 section 6.2.2.2)", async (path, location) => {
    const page = await get(path);
    expect(page.status).toBe(308);
    expect(page.headers.get("location")).toBe(location);
  });

  // Each made-up spelling would be one more object in the cache in front (SECURITY.md, the cache tier).
  it.each([
    ["/guide?bust=1", "/guide"],
    ["/guide.md?bust=1&utm_source=news", "/guide.md"],
    ["/?v=2", "/"],
    ["/blog?page=2&bust=1", "/blog?page=2"],
    ["/tools/bmi?cm=175&kg=70&units=metric&x=1", "/tools/bmi?cm=175&kg=70&units=metric"],
    ["/llms-full.txt?bust=7", "/llms-full.txt"],
    ["/robots.txt?x", "/robots.txt"],
    ["/favicon.ico?v=3", "/favicon.ico"],
  ])("redirects %s, whose query its route does not read, to %s, kept by no cache", async (path, location) => {
    const page = await get(path);
    expect(page.status).toBe(308);
    expect(page.headers.get("location")).toBe(location);
    expect(page.headers.get("cache-control")).toBe("no-store");
  });

  it.each(["/guide?utm_source=news&utm_medium=email", "/blog?page=2&fbclid=abc", "/llms.txt?gclid=1"])(
    "serves %s: tracking parameters are ignored, not redirected",
    async (path) => {
      expect((await get(path)).status).toBe(200);
    },
  );

  it("leaves search's query to its own parser, which names an unknown parameter", async () => {
    const page = await get("/search?q=streak&bust=1");
    expect(page.status).toBe(400);
    expect(page.headers.get("cache-control")).toBe("no-store");
  });

  it("never redirects to another host", async () => {
    const page = await get("//evil.example/");
    expect(page.status).toBe(308);
    expect(page.headers.get("location")).toBe("/evil.example");
  });

  it("keeps /api answers JSON", async () => {
    const answer = await get("/api/v1/nothing-here");
    expect(answer.status).toBe(404);
    expect(answer.headers.get("content-type")).toContain("application/json");
  });

  it("answers other methods with 405", async () => {
    const response = await (await siteApp()).request("/guide", { method: "POST" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toContain("GET");
  });
});

describe("HEAD", () => {
  it("answers like GET without a body", async () => {
    const app = await siteApp();
    const head = await app.request("/guide", { method: "HEAD" });
    const full = await app.request("/guide");
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    expect(head.headers.get("etag")).toBe(full.headers.get("etag"));
    expect(head.headers.get("content-type")).toBe("text/html; charset=utf-8");
  });
});

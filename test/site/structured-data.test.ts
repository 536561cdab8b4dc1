import { describe, expect, it } from "vitest";
import { structuredDataScript } from "../../src/site/structured-data.js";
import { base, get, siteGraph } from "./site-client.js";

type Node = Record<string, unknown> & { "@type": string };

/** The schema.org nodes of a page's JSON-LD, parsed as a search engine reads them. */
async function nodesOf(path: string): Promise<Node[]> {
  const html = (await get(path)).text;
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(scripts.length, path).toBeLessThanOrEqual(1);
  if (scripts.length === 0) return [];
  const document = JSON.parse(scripts[0]![1]!) as { "@context": string; "@graph": Node[] };
  expect(document["@context"]).toBe("https://schema.org");
  return document["@graph"];
}

describe("structured data (JSON-LD)", () => {
  it("describes the app on the home page with the facts' price, offers, rating and systems", async () => {
    const { app, releases } = await siteGraph();
    const [application] = await nodesOf("/");
    expect(application).toMatchObject({
      "@type": "MobileApplication",
      name: app.name,
      url: `${base}/`,
      applicationCategory: "HealthApplication",
      operatingSystem: `${app.requirements.ios}, ${app.requirements.watchos}`,
      installUrl: app.appStoreUrl,
      softwareVersion: releases[0]!.version,
      offers: [
        { "@type": "Offer", price: app.pricing.price, priceCurrency: app.pricing.currency },
        { "@type": "Offer", name: app.pricing.paidTier, price: app.pricing.paidTierPrice },
      ],
      aggregateRating: { ratingValue: app.rating.value, ratingCount: app.rating.count },
      publisher: { "@type": "Organization", name: app.developer.name },
    });
  });

  it("gives the home page's questions as an FAQPage whose answers are the ones shown, each linking its guide page", async () => {
    const graph = await siteGraph();
    const [, faq] = await nodesOf("/");
    expect(faq).toMatchObject({ "@type": "FAQPage" });
    const questions = faq!.mainEntity as { name: string; acceptedAnswer: { text: string; url: string } }[];
    expect(questions.map((question) => question.name)).toEqual(
      expect.arrayContaining([
        "Do I need an Apple Watch?",
        "Is there an Android version?",
        "Does it drain the battery?",
        `What does ${graph.app.pricing.paidTier} add?`,
        "Is my data shared?",
      ]),
    );
    const html = (await get("/")).text;
    for (const { name, acceptedAnswer } of questions) {
      expect(html, name).toContain(`<summary>${name}</summary>`);
      expect(acceptedAnswer.url).toMatch(new RegExp(`^${base}/guide/[a-z0-9-]+$`));
      expect(graph.docs.has(acceptedAnswer.url.split("/").at(-1)!), acceptedAnswer.url).toBe(true);
      expect(html, name).toContain(acceptedAnswer.text.slice(0, 40));
    }
    expect(
      questions.find((question) => question.name.startsWith("What does"))!.acceptedAnswer.text,
    ).toContain(graph.app.pricing.paidTierUnlocks[0]!);
  });

  it("gives an article its dates, author and breadcrumbs, and a guide page its own", async () => {
    const graph = await siteGraph();
    const article = graph.articles[0]!;
    const [posting, crumbs] = await nodesOf(`/blog/${article.slug}`);
    expect(posting).toMatchObject({
      "@type": "BlogPosting",
      headline: article.title,
      url: `${base}/blog/${article.slug}`,
      datePublished: article.publishedAt,
      dateModified: article.updatedAt ?? article.publishedAt,
      articleSection: article.category,
    });
    expect(String(posting!.image)).toMatch(new RegExp(`^${base}/assets/share-blog\\.`));
    expect(crumbs).toMatchObject({ "@type": "BreadcrumbList" });
    const items = crumbs!.itemListElement as { position: number; name: string; item: string }[];
    expect(items.map((item) => item.position)).toEqual([1, 2, 3]);
    expect(items.at(-1)).toMatchObject({ name: article.title, item: `${base}/blog/${article.slug}` });
    const page = [...graph.docs.values()][0]!;
    const [guide, guideCrumbs] = await nodesOf(`/guide/${page.slug}`);
    expect(guide).toMatchObject({ "@type": "TechArticle", headline: page.title, dateModified: page.updated });
    expect((guideCrumbs!.itemListElement as unknown[]).length).toBe(3);
  });

  it("puts every URL on the configured origin, and pages without a node carry no script", async () => {
    for (const path of ["/", "/blog/incline-walking", "/guide/how-streaks-work"]) {
      const text = JSON.stringify(await nodesOf(path));
      for (const [url] of text.matchAll(/https?:\/\/[^"]+/g))
        if (!url.startsWith("https://apps.apple.com/")) expect(url.startsWith(base), url).toBe(true);
    }
    expect(await nodesOf("/whats-new")).toEqual([]);
  });

  it("can hold any title inside its script element", () => {
    const text = structuredDataScript([{ "@type": "Thing", name: "</script><script>alert(1)</script>" }]);
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text)["@graph"][0].name).toBe("</script><script>alert(1)</script>");
  });
});

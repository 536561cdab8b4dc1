import type { ArticlePage, GuidePage } from "../content/types.js";
import { type ShareImageKind, shareImageFile } from "./art/share-image.js";
import { trialLength } from "./pages/get-the-app.js";
import type { SiteContext } from "./site-context.js";

/** One schema.org node of a page's JSON-LD (`<script type="application/ld+json">`). */
export type StructuredData = Readonly<Record<string, unknown>>;

/** A crumb of a page's breadcrumb trail: the current page last, without a link. */
export interface Crumb {
  readonly href?: string;
  readonly label: string;
}

/** A page's JSON-LD as one `@graph`, with `<` escaped so a `</script>` in a title cannot end the script. */
export function structuredDataScript(nodes: readonly StructuredData[]): string {
  return JSON.stringify({ "@context": "https://schema.org", "@graph": nodes }).replace(/</g, "\\u003c");
}

/** The trail a page's breadcrumbs show, as a BreadcrumbList; the last crumb is `pageUrl`. */
export function breadcrumbList(
  trail: readonly Crumb[],
  pageUrl: string,
  context: SiteContext,
): StructuredData {
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: crumb.href ? context.urls.absolute(crumb.href) : pageUrl,
    })),
  };
}

/** The publisher: the developer named in the app facts, with the app icon as its logo. */
function publisher(context: SiteContext): StructuredData {
  const { developer } = context.graph.app;
  return {
    "@type": "Organization",
    name: developer.name,
    url: context.urls.absolute(developer.website),
    email: developer.email,
    logo: { "@type": "ImageObject", url: context.urls.absolute(context.assets.url("apple-touch-icon.png")) },
  };
}

/** The absolute URL of a kind of page's share image, for Open Graph and schema.org. */
export const shareImageUrl = (context: SiteContext, kind: ShareImageKind) =>
  context.urls.absolute(context.assets.url(shareImageFile(kind)));

/** The app as a schema.org MobileApplication, with the free app and the paid tier as its two offers. */
export function mobileApplication(context: SiteContext): StructuredData {
  const { app } = context.graph;
  const latest = context.graph.releases[0];
  const { pricing, rating } = app;
  return {
    "@type": "MobileApplication",
    name: app.name,
    ...(app.alternateName ? { alternateName: app.alternateName } : {}),
    description: app.description,
    url: context.urls.absolute("/"),
    applicationCategory: "HealthApplication",
    operatingSystem: `${app.requirements.ios}, ${app.requirements.watchos}`,
    ...(app.appStoreUrl ? { installUrl: app.appStoreUrl, downloadUrl: app.appStoreUrl } : {}),
    ...(latest ? { softwareVersion: latest.version } : {}),
    image: shareImageUrl(context, "home"),
    offers: [
      { "@type": "Offer", name: app.name, price: pricing.price, priceCurrency: pricing.currency },
      {
        "@type": "Offer",
        name: pricing.paidTier,
        price: pricing.paidTierPrice,
        priceCurrency: pricing.currency,
        description: `${pricing.paidTier}, billed every ${pricing.paidTierPeriod} after a ${trialLength(pricing.paidTierTrialDays)} free trial`,
      },
    ],
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: rating.value,
      ratingCount: rating.count,
      bestRating: rating.bestRating,
      worstRating: 1,
    },
    publisher: publisher(context),
  };
}

/** Whether a byline names a group rather than a person ("Stepzy Editorial Team"). */
function isOrganization(name: string, context: SiteContext): boolean {
  return name === context.graph.app.developer.name || /\b(team|editors|staff|editorial)\b/i.test(name);
}

/** A blog article as a BlogPosting: headline, dates, author and publisher, its share image. */
export function blogPosting(article: ArticlePage, pageUrl: string, context: SiteContext): StructuredData {
  const author = article.author ?? context.graph.app.developer.name;
  return {
    "@type": "BlogPosting",
    headline: article.title,
    description: article.description,
    url: pageUrl,
    mainEntityOfPage: pageUrl,
    datePublished: article.publishedAt,
    dateModified: article.updatedAt ?? article.publishedAt,
    articleSection: article.category,
    author: { "@type": isOrganization(author, context) ? "Organization" : "Person", name: author },
    publisher: publisher(context),
    image: shareImageUrl(context, "blog"),
    inLanguage: "en",
  };
}

/** A user-guide page as a TechArticle about the app, by its developer. */
export function guideArticle(page: GuidePage, pageUrl: string, context: SiteContext): StructuredData {
  return {
    "@type": "TechArticle",
    headline: page.title,
    description: page.description,
    url: pageUrl,
    mainEntityOfPage: pageUrl,
    dateModified: page.updated,
    about: { "@type": "MobileApplication", name: context.graph.app.name },
    // The guide is the developer's own account of how the app behaves.
    author: publisher(context),
    publisher: publisher(context),
    image: shareImageUrl(context, "guide"),
    inLanguage: "en",
  };
}

/** The home page's questions and answers as a schema.org FAQPage, each answer linking its guide page. */
export function faqPage(
  entries: readonly { readonly question: string; readonly answer: string; readonly guide: string }[],
  context: SiteContext,
): StructuredData {
  return {
    "@type": "FAQPage",
    mainEntity: entries.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer, url: context.urls.doc(entry.guide) },
    })),
  };
}

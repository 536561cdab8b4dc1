import type { ContentGraph } from "../../content/types.js";
import { pagePath } from "../../routes/site-map.js";
import { LogoMark } from "../assets/logo.js";
import { formatNumber, readableDate } from "../format.js";
import { CardList, DateText } from "../layout/page-parts.js";
import type { PageView } from "../page-view.js";
import type { SiteContext } from "../site-context.js";
import { GetTheApp, proPrice } from "./get-the-app.js";
import { toolEntries } from "./tools-index-page.js";

function ratingText(graph: ContentGraph): string {
  const { rating } = graph.app;
  return `Rated ${rating.value} out of ${rating.bestRating} from ${formatNumber(rating.count)} ratings on the ${rating.source}`;
}

function homeMarkdown(context: SiteContext): string {
  const { graph, urls } = context;
  const { app } = graph;
  const latest = graph.releases[0];
  const list = (items: readonly string[]) => items.map((item) => `- ${item}`).join("\n");
  // The same sections, in the same order and words, as the HTML page.
  return [
    app.tagline ?? "",
    app.description,
    [
      app.appStoreUrl ? `[Download on the App Store](${app.appStoreUrl})` : "",
      `[Read the user guide](${urls.page("guide")})`,
    ]
      .filter(Boolean)
      .join(" · "),
    `${ratingText(graph)} · ${app.requirements.ios} · ${app.requirements.watchos}. Platforms: ${app.platforms.join(", ")}.`,
    `## Why people use ${app.name}\n\n${list(app.highlights)}`,
    `## Features\n\n${app.features.map((feature) => `- [${feature.name}](${urls.doc(feature.guide)}): ${feature.description}`).join("\n")}`,
    `## Free, with an optional upgrade\n\n${app.name} is ${app.pricing.price === 0 ? "free" : `${app.pricing.price} ${app.pricing.currency}`}. Free includes:\n\n${list(app.pricing.freeIncludes)}\n\n${app.pricing.paidTier} costs ${proPrice(graph)} with a ${app.pricing.paidTierTrialDays}-day free trial and adds:\n\n${list(app.pricing.paidTierUnlocks)}`,
    latest
      ? `## Latest release\n\nVersion ${latest.version}, ${readableDate(latest.date)}${latest.headline ? `: ${latest.headline}` : ""}. [See what's new](${urls.page("whatsNew")})`
      : "",
    `## Who ${app.name} is for\n\n${graph.audiences.map((audience) => `- [${audience.title}](${urls.audience(audience.slug)}): ${audience.summary}`).join("\n")}`,
    `## From the blog\n\n${graph.articles
      .slice(0, 3)
      .map((article) => `- [${article.title}](${urls.article(article.slug)}): ${article.summary}`)
      .join("\n")}\n\n[All articles](${urls.page("blog")})`,
    `## Calculators\n\n${toolEntries(context)
      .map(({ calculator, page }) => `- [${page.title}](${urls.tool(calculator.slug)})`)
      .join("\n")}`,
    `## More\n\n- [User guide](${urls.page("guide")})\n- [API for developers](${urls.page("developers")})`,
  ]
    .filter(Boolean)
    .join("\n\n");
}

/** A decorative daily-goal ring around the logo mark, as on the app's Today screen. */
function HeroArt() {
  const circumference = 2 * Math.PI * 80;
  return (
    <svg class="hero-art" viewBox="0 0 200 200" width="240" height="240" aria-hidden="true" focusable="false">
      <circle class="ring-track" cx="100" cy="100" r="80" />
      <circle
        class="ring-progress"
        cx="100"
        cy="100"
        r="80"
        stroke-dasharray={`${circumference * 0.78} ${circumference}`}
        transform="rotate(-90 100 100)"
      />
      <g transform="translate(68 68) scale(2)">
        <LogoMark />
      </g>
    </svg>
  );
}

function Pricing(props: { readonly graph: ContentGraph }) {
  const { app } = props.graph;
  return (
    <section class="pricing" aria-labelledby="pricing-title">
      <h2 id="pricing-title">Free, with an optional upgrade</h2>
      <div class="plans">
        <div class="plan">
          <h3>{app.name}</h3>
          <p class="plan-price">{app.pricing.price === 0 ? "Free" : formatNumber(app.pricing.price, 2)}</p>
          <ul>
            {app.pricing.freeIncludes.map((item) => (
              <li>{item}</li>
            ))}
          </ul>
        </div>
        <div class="plan plan-pro">
          <h3>{app.pricing.paidTier}</h3>
          <p class="plan-price">{proPrice(props.graph)}</p>
          <p>{app.pricing.paidTierTrialDays}-day free trial. Everything in the free app, plus:</p>
          <ul>
            {app.pricing.paidTierUnlocks.map((item) => (
              <li>{item}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

/** The home page: what the app is, its features, price, latest release, audiences and newest articles. */
export function homeView(context: SiteContext): PageView {
  const { graph } = context;
  const { app } = graph;
  const latest = graph.releases[0];
  return {
    path: "/",
    markdownPath: "/index.md",
    title: app.name,
    documentTitle: `${app.alternateName ?? app.name}: ${app.tagline ?? app.description}`,
    description: app.description.split(". ").slice(0, 2).join(". ").replace(/\.?$/, "."),
    markdown: homeMarkdown(context),
    main: (
      <>
        <section class="hero" aria-labelledby="hero-title">
          <HeroArt />
          <h1 id="hero-title">{app.name}</h1>
          {app.tagline ? <p class="hero-tagline">{app.tagline}</p> : null}
          <p class="hero-text">{app.description}</p>
          <p class="hero-actions">
            {app.appStoreUrl ? (
              <a class="button" href={app.appStoreUrl}>
                Download on the App Store
              </a>
            ) : null}
            <a class="button button-secondary" href={pagePath("guide")}>
              Read the user guide
            </a>
          </p>
          <p class="hero-facts">
            {ratingText(graph)} · {app.requirements.ios} · {app.requirements.watchos}
          </p>
        </section>
        <section aria-labelledby="highlights-title">
          <h2 id="highlights-title">Why people use {app.name}</h2>
          <ul class="highlights">
            {app.highlights.map((highlight) => (
              <li>{highlight}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="features-title">
          <h2 id="features-title">Features</h2>
          <CardList
            items={app.features.map((feature) => ({
              href: pagePath("guidePage", { slug: feature.guide }),
              title: feature.name,
              summary: feature.description,
              meta: `Since version ${feature.since}`,
            }))}
          />
        </section>
        <Pricing graph={graph} />
        {latest ? (
          <section class="latest" aria-labelledby="latest-title">
            <h2 id="latest-title">Latest release</h2>
            <p>
              <strong>Version {latest.version}</strong>, <DateText date={latest.date} />
              {latest.headline ? `: ${latest.headline}` : ""}.{" "}
              <a href={pagePath("whatsNew")}>See what's new</a>
            </p>
          </section>
        ) : null}
        <section aria-labelledby="audiences-title">
          <h2 id="audiences-title">Who {app.name} is for</h2>
          <CardList
            items={graph.audiences.map((audience) => ({
              href: pagePath("audience", { slug: audience.slug }),
              title: audience.title,
              summary: audience.summary,
            }))}
          />
        </section>
        <section aria-labelledby="blog-title">
          <h2 id="blog-title">From the blog</h2>
          <CardList
            items={graph.articles.slice(0, 3).map((article) => ({
              href: pagePath("article", { slug: article.slug }),
              title: article.title,
              summary: article.summary,
              meta: <DateText date={article.publishedAt} />,
            }))}
          />
          <p>
            <a href={pagePath("blog")}>All articles</a>
          </p>
        </section>
        <section aria-labelledby="tools-title">
          <h2 id="tools-title">Calculators</h2>
          <ul class="chips-list">
            {toolEntries(context).map(({ calculator, page }) => (
              <li>
                <a href={pagePath("tool", { slug: calculator.slug })}>{page.title}</a>
              </li>
            ))}
          </ul>
        </section>
        <GetTheApp graph={graph} />
      </>
    ),
  };
}

import type { ContentGraph } from "../../content/types.js";
import { pageAnchors } from "../../routes/page-aliases.js";
import { pagePath } from "../../routes/site-map.js";
import { AppDrawing } from "../art/app-drawing.js";
import { formatNumber } from "../format.js";
import { AppStoreBadge } from "../layout/app-store-badge.js";
import { RatingStars } from "../layout/rating-stars.js";
import { StoreQr } from "../layout/store-qr.js";
import { fixedPageAddresses, type PageView } from "../page-view.js";
import type { SiteContext } from "../site-context.js";
import { faqPage, mobileApplication } from "../structured-data.js";
import { GetTheApp, proPrice, TrialLength, trialLength } from "./get-the-app.js";

function ratingText(graph: ContentGraph): string {
  const { rating } = graph.app;
  return `Rated ${rating.value} out of ${rating.bestRating} from ${formatNumber(rating.count)} ratings on the ${rating.source}`;
}

/** A benefit's link: the title of the guide page that explains it, so four links do not all read "How it works". */
function guideTitle(graph: ContentGraph, slug: string): string {
  return graph.docs.get(slug)?.title ?? "How it works";
}

/** The price line before and after the trial's length, which HTML keeps on one line (`TrialLength`). */
function priceParts(graph: ContentGraph): readonly [string, string] {
  const { pricing } = graph.app;
  const base =
    pricing.price === 0 ? "Free to download" : `${formatNumber(pricing.price, 2)} ${pricing.currency}`;
  return [`${base}. ${pricing.paidTier}: ${proPrice(graph)} after a `, " free trial"];
}

/** What buyers ask: what Pro adds, from the pricing facts, then the content's questions. */
export function homeQuestions(graph: ContentGraph): { question: string; answer: string; guide: string }[] {
  const { pricing } = graph.app;
  const pro = {
    question: `What does ${pricing.paidTier} add?`,
    answer: `Everything in the free app, plus: ${pricing.paidTierUnlocks.join("; ")}. It costs ${proPrice(graph)} after a ${trialLength(pricing.paidTierTrialDays)} free trial.`,
    guide: "what-pro-includes",
  };
  return [...graph.app.home.faq.slice(0, 2), pro, ...graph.app.home.faq.slice(2)];
}

/** The app's first three highlights: the reasons to install that fit the first screen. */
function heroPoints(graph: ContentGraph): readonly string[] {
  return graph.app.highlights.slice(0, 3);
}

function homeMarkdown(context: SiteContext): string {
  const { graph, urls } = context;
  const { app } = graph;
  const list = (items: readonly string[]) => items.map((item) => `- ${item}`).join("\n");
  // "Free to download. Stepzy Pro: $19.99 a year after a 7-day free trial".
  const [priceLead, priceTail] = priceParts(graph);
  // The same sections, in the same order and words, as the HTML page.
  return [
    app.home.subhead,
    list(heroPoints(graph)),
    app.appStoreUrl ? `[Download on the App Store](${app.appStoreUrl})` : "",
    `${priceLead}${trialLength(app.pricing.paidTierTrialDays)}${priceTail}. ${ratingText(graph)}. For ${app.requirements.ios} and ${app.requirements.watchos}.`,
    ...app.home.benefits.map(
      (benefit) =>
        `## ${benefit.title}\n\n${benefit.text} [${guideTitle(graph, benefit.guide)}](${urls.doc(benefit.guide)})`,
    ),
    `## Free, with an optional upgrade\n\n${app.name} is ${app.pricing.price === 0 ? "free" : `${app.pricing.price} ${app.pricing.currency}`}, with:\n\n${list(app.pricing.freeIncludes)}\n\n${app.pricing.paidTier} costs ${proPrice(graph)} with a ${trialLength(app.pricing.paidTierTrialDays)} free trial and adds:\n\n${list(app.pricing.paidTierUnlocks)}`,
    `## Questions people ask\n\n${homeQuestions(graph)
      .map(
        (entry) =>
          `### ${entry.question}\n\n${entry.answer} [Guide: ${guideTitle(graph, entry.guide)}](${urls.doc(entry.guide)})`,
      )
      .join("\n\n")}`,
    `## More\n\n- [User guide](${urls.page("guide")})\n- [Walking calculators](${urls.page("tools")})\n- [Blog](${urls.page("blog")})\n- [What's new](${urls.page("whatsNew")})`,
  ]
    .filter(Boolean)
    .join("\n\n");
}

function Hero(props: { readonly graph: ContentGraph }) {
  const { graph } = props;
  const { app } = graph;
  const [priceLead, priceTail] = priceParts(graph);
  return (
    <section class="hero" aria-labelledby="hero-title">
      <div class="hero-copy">
        <p class="hero-name">{app.alternateName ?? app.name}</p>
        <h1 id="hero-title">{app.home.headline}</h1>
        <p class="hero-text">{app.home.subhead}</p>
        <ul class="highlights">
          {heroPoints(graph).map((point) => (
            <li>{point}</li>
          ))}
        </ul>
        <div class="hero-actions">
          {app.appStoreUrl ? <AppStoreBadge href={app.appStoreUrl} /> : null}
          <p class="hero-price">
            {priceLead}
            <TrialLength days={app.pricing.paidTierTrialDays} />
            {priceTail}
          </p>
          {app.appStoreUrl ? <StoreQr appStoreUrl={app.appStoreUrl} appName={app.name} /> : null}
        </div>
        <p class="hero-facts">
          <RatingStars value={graph.app.rating.value} best={graph.app.rating.bestRating} />{" "}
          {ratingText(graph)}. For {app.requirements.ios} and {app.requirements.watchos}.
        </p>
      </div>
      <AppDrawing name="hero" class="hero-art" width={300} />
    </section>
  );
}

function Pricing(props: { readonly graph: ContentGraph }) {
  const { app } = props.graph;
  return (
    <section id={pageAnchors.pricing} class="pricing" aria-labelledby="pricing-title">
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
          <p>
            <TrialLength days={app.pricing.paidTierTrialDays} /> free trial. Everything in the free app, plus:
          </p>
          <ul>
            {app.pricing.paidTierUnlocks.map((item) => (
              <li>{item}</li>
            ))}
          </ul>
        </div>
      </div>
      {/* Under both plans: the badge gets the free app, not only the upgrade. */}
      {app.appStoreUrl ? (
        <div class="plans-cta">
          <AppStoreBadge href={app.appStoreUrl} />
          <p>
            {app.pricing.price === 0 ? "Free to download. " : ""}Start the{" "}
            <TrialLength days={app.pricing.paidTierTrialDays} /> {app.pricing.paidTier} trial in the app
            whenever you like.
          </p>
        </div>
      ) : null}
    </section>
  );
}

/** The home page: what the app does for you, shown; its price; then calculators, guides and articles. */
export function homeView(context: SiteContext): PageView {
  const { graph } = context;
  const { app } = graph;
  return {
    ...fixedPageAddresses("home"),
    title: app.home.headline,
    markdownTitle: `${app.name}: ${app.home.headline}`,
    // A title is a name, not a sentence: without the tagline's full stop.
    documentTitle: `${app.alternateName ?? app.name}: ${(app.tagline ?? app.description).replace(/\.$/, "")}`,
    // The line under the headline: the pitch in about the 160 characters a result shows.
    description: app.home.subhead,
    markdown: homeMarkdown(context),
    structuredData: [mobileApplication(context), faqPage(homeQuestions(graph), context)],
    main: (
      <>
        <Hero graph={graph} />
        {app.home.benefits.map((benefit, index) => (
          <section class="benefit" aria-labelledby={`benefit-${index}`}>
            <AppDrawing
              name={benefit.screen}
              class="benefit-art"
              width={benefit.screen === "watch" ? 150 : 210}
            />
            <div class="benefit-copy">
              <h2 id={`benefit-${index}`}>{benefit.title}</h2>
              <p>{benefit.text}</p>
              <p>
                <a href={pagePath("guidePage", { slug: benefit.guide })}>
                  {guideTitle(graph, benefit.guide)}
                </a>
              </p>
            </div>
          </section>
        ))}
        <Pricing graph={graph} />
        <section id={pageAnchors.faq} class="faq" aria-labelledby="faq-title">
          <h2 id="faq-title">Questions people ask</h2>
          {homeQuestions(graph).map((entry) => (
            <details>
              <summary>{entry.question}</summary>
              <p>
                {entry.answer}{" "}
                <a href={pagePath("guidePage", { slug: entry.guide })}>
                  Guide: {guideTitle(graph, entry.guide)}
                </a>
              </p>
            </details>
          ))}
        </section>
        <p class="home-more">
          <a href={pagePath("guide")}>User guide</a> · <a href={pagePath("tools")}>Walking calculators</a> ·{" "}
          <a href={pagePath("blog")}>Blog</a> · <a href={pagePath("whatsNew")}>What's new</a>
        </p>
        <GetTheApp graph={graph} />
      </>
    ),
  };
}

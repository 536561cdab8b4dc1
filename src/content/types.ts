/** The content graph: every fact and page the service serves, validated and immutable. */

import type { z } from "zod";
import type { PlainBody } from "./body-text.js";
import type { appFileSchema, releasesFileSchema } from "./schemas.js";
import type { AppScreen } from "./vocabulary.js";

/** A heading of a page body (levels 2 and 3 only). */
export interface Heading {
  readonly level: 2 | 3;
  /** Heading text as written in the Markdown. */
  readonly text: string;
}

/** What every Markdown page has. */
export interface PageBase {
  readonly slug: string;
  readonly title: string;
  /** One sentence for lists, search results and llms.txt. */
  readonly summary: string;
  /** Meta description; the summary unless the editor wrote one. */
  readonly description: string;
  /** Site paths of related pages, e.g. `/guide/how-streaks-work`. */
  readonly related: readonly string[];
  /** Markdown body with variables expanded and site-relative links. */
  readonly body: string;
  /** The first paragraph of the body, as plain text. */
  readonly lede: string;
  readonly headings: readonly Heading[];
  /** The body as plain text, without markup or the "Related" section, with its sections (for search). */
  readonly plain: PlainBody;
  /** Date of the last change, YYYY-MM-DD. */
  readonly updated: string;
  /** Path of the source file, relative to the content folder. */
  readonly source: string;
}

/** A user-guide page. */
export interface GuidePage extends PageBase {
  readonly kind: "doc";
  readonly sectionId: string;
  readonly order: number;
}

/** A blog article. */
export interface ArticlePage extends PageBase {
  readonly kind: "article";
  readonly category: string;
  readonly publishedAt: string;
  readonly updatedAt?: string;
  /** Who wrote it (a person or "Stepzy Editorial Team"); not in the API's Article resource. */
  readonly author?: string;
  /** Who checked its facts, and when (YYYY-MM-DD); not in the API's Article resource. */
  readonly reviewedBy?: string;
  readonly reviewedAt?: string;
}

/** A "Stepzy for ..." page. */
export interface AudiencePage extends PageBase {
  readonly kind: "audience";
  readonly order: number;
  /** The drawn app screen that opens the page. */
  readonly screen: AppScreen;
}

/** The copy of one calculator's web page. */
export interface CalculatorPage extends PageBase {
  readonly kind: "calculator";
  /** One sentence under the result: what the app does with it ("Set this goal in Stepzy ..."). */
  readonly inApp: string;
}

/** A page about the site or its publisher (`pages/{slug}.md`, served at `/{slug}`): about, privacy, terms. */
export interface InfoPage extends PageBase {
  readonly kind: "info";
}

/** Any Markdown page. */
export type Page = GuidePage | ArticlePage | AudiencePage | CalculatorPage | InfoPage;

/** A guide section with its pages in order. */
export interface GuideSection {
  readonly id: string;
  readonly title: string;
  readonly summary: string;
  readonly pages: readonly GuidePage[];
}

/** One release of the app, as `releases.yaml` declares it. */
export type Release = Readonly<z.output<typeof releasesFileSchema>[number]>;

/** The app's facts as the editor wrote them (`app.yaml`); site paths (starting with `/`) are not yet absolute. */
export type AppFacts = Readonly<z.output<typeof appFileSchema>>;

/** The whole validated, immutable content. */
export interface ContentGraph {
  /** The id of this content version (`contentVersion`): equal on replicas built from the same files. */
  readonly version: string;
  readonly app: AppFacts;
  /** Newest first. */
  readonly releases: readonly Release[];
  /** In the editor's order. */
  readonly sections: readonly GuideSection[];
  readonly docs: ReadonlyMap<string, GuidePage>;
  /** Newest first. */
  readonly articles: readonly ArticlePage[];
  readonly articleBySlug: ReadonlyMap<string, ArticlePage>;
  /** In the editor's order. */
  readonly audiences: readonly AudiencePage[];
  readonly audienceBySlug: ReadonlyMap<string, AudiencePage>;
  readonly calculatorPages: ReadonlyMap<string, CalculatorPage>;
  /** About, privacy, terms: by slug, in slug order. */
  readonly infoPages: ReadonlyMap<string, InfoPage>;
}

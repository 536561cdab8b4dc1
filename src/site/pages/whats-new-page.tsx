import type { Release } from "../../content/types.js";
import { fileRoutes } from "../../routes/file-routes.js";
import { pagePath } from "../../routes/site-map.js";
import { readableDate } from "../format.js";
import { DateText, PageHeader } from "../layout/page-parts.js";
import { fixedPageAddresses, type PageView } from "../page-view.js";
import type { SiteContext } from "../site-context.js";
import { GetTheApp } from "./get-the-app.js";

/** The anchor of a release on the history page: `3.9` -> `v3-9`. */
export const releaseAnchor = (release: Pick<Release, "version">) =>
  `v${release.version.replace(/[^0-9a-z]+/gi, "-")}`;

/** A feature the app facts say a release introduced: its name and the guide page that explains it. */
interface Introduced {
  readonly name: string;
  readonly path: string;
}

function releaseMarkdown(
  release: Release,
  introduced: readonly Introduced[] = [],
  absolute: (path: string) => string,
): string {
  return [
    `## Version ${release.version}, ${readableDate(release.date)}`,
    release.headline ?? "",
    release.highlights.map((highlight) => `- **${highlight.title}.** ${highlight.body}`).join("\n"),
    introduced.length
      ? `In the guide: ${introduced.map((feature) => `[${feature.name}](${absolute(feature.path)})`).join(", ")}`
      : "",
  ]
    .filter(Boolean)
    .join("\n\n");
}

/** Releases shown open; the older ones are one tap away, so a phone does not scroll through years. */
const openReleases = 5;

function ReleaseList(props: {
  readonly releases: readonly Release[];
  readonly introduced: ReadonlyMap<string, readonly Introduced[]>;
}) {
  return (
    <ol class="releases">
      {props.releases.map((release) => (
        <li class="release" id={releaseAnchor(release)}>
          <h2>
            Version {release.version},{" "}
            <span class="release-date">
              <DateText date={release.date} />
            </span>
          </h2>
          {release.headline ? <p class="release-headline">{release.headline}</p> : null}
          <ul>
            {release.highlights.map((highlight) => (
              <li>
                <strong>{highlight.title}.</strong> {highlight.body}
              </li>
            ))}
          </ul>
          {props.introduced.has(release.version) ? (
            <p class="release-guides">
              In the guide:{" "}
              {props.introduced.get(release.version)!.map((feature, index) => (
                <>
                  {index > 0 ? ", " : null}
                  <a href={feature.path}>{feature.name}</a>
                </>
              ))}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** The release history, newest first, each release with its highlights, then the way to get the app. */
export function whatsNewView(context: SiteContext): PageView {
  const { graph, urls } = context;
  const { releases, app } = graph;
  const latest = releases[0];
  const older = releases.slice(openReleases);
  // From the app facts: each feature names the release that introduced it and its guide page.
  const introduced = Map.groupBy(
    app.features.map((feature) => ({
      since: feature.since,
      name: feature.name,
      path: pagePath("guidePage", { slug: feature.guide }),
    })),
    (feature) => feature.since,
  );
  return {
    ...fixedPageAddresses("whatsNew"),
    title: "What's new",
    documentTitle: `What's new in ${app.name}: release history`,
    description: `Every ${app.name} release, newest first${latest ? `: version ${latest.version} came out on ${readableDate(latest.date)}` : ""}.`,
    section: "whats-new",
    markdown: [
      `Every release of ${app.name}, newest first. The same history is served as JSON at <${urls.absolute(fileRoutes.whatsNewJson.path)}>.`,
      ...releases.map((release) => releaseMarkdown(release, introduced.get(release.version), urls.absolute)),
    ].join("\n\n"),
    main: (
      <>
        <PageHeader title="What's new">
          Every release of {app.name}, newest first. Updates come through the App Store.
        </PageHeader>
        <ReleaseList releases={releases.slice(0, openReleases)} introduced={introduced} />
        {older.length > 0 ? (
          <details class="older-releases">
            <summary>
              Older releases: versions {older.at(-1)?.version} to {older[0]?.version}
            </summary>
            <ReleaseList releases={older} introduced={introduced} />
          </details>
        ) : null}
        <GetTheApp graph={graph} />
        <p class="page-meta">
          Apps and scripts can read the same history from{" "}
          <a href={fileRoutes.whatsNewJson.path}>whats-new.json</a>.
        </p>
      </>
    ),
  };
}

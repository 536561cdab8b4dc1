import type { Release } from "../../content/types.js";
import { fileRoutes } from "../../routes/file-routes.js";
import { markdownPath } from "../../routes/pattern.js";
import { pagePath } from "../../routes/site-map.js";
import { readableDate } from "../format.js";
import { DateText, PageHeader } from "../layout/page-parts.js";
import type { PageView } from "../page-view.js";
import type { SiteContext } from "../site-context.js";
import { GetTheApp } from "./get-the-app.js";

/** The anchor of a release on the history page: `3.9` -> `v3-9`. */
export const releaseAnchor = (release: Release) => `v${release.version.replace(/[^0-9a-z]+/gi, "-")}`;

function releaseMarkdown(release: Release): string {
  return [
    `## Version ${release.version}, ${readableDate(release.date)}`,
    release.headline ?? "",
    release.highlights.map((highlight) => `- **${highlight.title}.** ${highlight.body}`).join("\n"),
  ]
    .filter(Boolean)
    .join("\n\n");
}

/** Releases shown open; the older ones are one tap away, so a phone does not scroll through years. */
const openReleases = 5;

function ReleaseList(props: { readonly releases: readonly Release[] }) {
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
  return {
    path: pagePath("whatsNew"),
    markdownPath: markdownPath(pagePath("whatsNew")),
    title: "What's new",
    documentTitle: `What's new in ${app.name}: release history`,
    description: `Every ${app.name} release, newest first${latest ? `: version ${latest.version} came out on ${readableDate(latest.date)}` : ""}.`,
    section: "whats-new",
    markdown: [
      `Every release of ${app.name}, newest first. The same history is served as JSON at <${urls.absolute(fileRoutes.whatsNewJson.path)}>.`,
      ...releases.map(releaseMarkdown),
    ].join("\n\n"),
    main: (
      <>
        <PageHeader title="What's new">
          Every release of {app.name}, newest first. Updates come through the App Store.
        </PageHeader>
        <ReleaseList releases={releases.slice(0, openReleases)} />
        {older.length > 0 ? (
          <details class="older-releases">
            <summary>
              Older releases: versions {older.at(-1)?.version} to {older[0]?.version}
            </summary>
            <ReleaseList releases={older} />
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

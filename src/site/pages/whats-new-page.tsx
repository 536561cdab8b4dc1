import type { Release } from "../../content/types.js";
import { fileRoutes } from "../../routes/file-routes.js";
import { markdownPath } from "../../routes/pattern.js";
import { pagePath } from "../../routes/site-map.js";
import { readableDate } from "../format.js";
import { DateText, PageHeader } from "../layout/page-parts.js";
import type { PageView } from "../page-view.js";
import type { SiteContext } from "../site-context.js";

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

/** The release history, newest first, each release with its highlights. */
export function whatsNewView(context: SiteContext): PageView {
  const { graph, urls } = context;
  const { releases, app } = graph;
  const latest = releases[0];
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
          Every release of {app.name}, newest first. Apps and scripts can read the same history from{" "}
          <a href={fileRoutes.whatsNewJson.path}>whats-new.json</a>.
        </PageHeader>
        <ol class="releases">
          {releases.map((release) => (
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
      </>
    ),
  };
}

import type { GuideSection } from "../../content/types.js";
import { pageAnchors } from "../../routes/page-aliases.js";
import { pagePath } from "../../routes/site-map.js";
import { LinkList, type ListedLink, PageHeader } from "../layout/page-parts.js";
import { SearchForm } from "../layout/site-header.js";
import { troubleshootingSection } from "../layout/support-box.js";
import { fixedPageAddresses, type PageView } from "../page-view.js";
import type { SiteContext } from "../site-context.js";

/** The user guide's index: the 12 sections in order, each with its pages. */
export function guideIndexView(context: SiteContext): PageView {
  const { graph, urls } = context;
  const total = graph.sections.reduce((sum, section) => sum + section.pages.length, 0);
  // People come to the guide with a problem more often than with a free afternoon: its pages first.
  const problems = graph.sections.find((section) => section.id === troubleshootingSection);
  const { email } = graph.app.developer;
  const markdown = [
    `How every feature of ${graph.app.name} works: ${total} pages in ${graph.sections.length} sections. Still stuck? Email <${email}> with what you see and your iPhone and iOS version.`,
    ...graph.sections.map((section) =>
      [
        `## ${section.title}`,
        section.summary,
        section.pages.map((page) => `- [${page.title}](${urls.doc(page.slug)}): ${page.summary}`).join("\n"),
      ].join("\n\n"),
    ),
  ].join("\n\n");
  return {
    ...fixedPageAddresses("guide"),
    title: "User guide",
    documentTitle: `${graph.app.name} user guide`,
    description: `How every feature of ${graph.app.name} works, from setup and step counting to goals, streaks, widgets, the Apple Watch app and troubleshooting.`,
    section: "guide",
    markdown,
    main: (
      <>
        <PageHeader title="User guide">
          How every feature of {graph.app.name} works: {total} pages in {graph.sections.length} sections.
        </PageHeader>
        {/* Where /help and /support lead: a search of their own and a person to write to. */}
        <SearchForm id="guide-search" label="Search for an answer" />
        {problems ? <CommonProblems section={problems} email={graph.app.developer.email} /> : null}
        <nav class="chips" aria-label="Guide sections">
          <ul>
            {graph.sections.map((section) => (
              <li>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div class="sections">
          {graph.sections.map((section) => (
            <GuideSectionList section={section} />
          ))}
        </div>
      </>
    ),
  };
}

/** A section's pages as links, each with its summary. */
const guideLinks = (section: GuideSection) =>
  section.pages.map(
    (page): ListedLink => [pagePath("guidePage", { slug: page.slug }), page.title, page.summary],
  );

/** The troubleshooting pages first, as a short list: people come to the guide with a problem. */
function CommonProblems(props: { readonly section: GuideSection; readonly email: string }) {
  return (
    <section class="common-problems" id={pageAnchors.commonProblems} aria-labelledby="common-problems-title">
      <h2 id="common-problems-title">Common problems</h2>
      <LinkList links={guideLinks(props.section).map(([href, title]) => [href, title])} />
      <p>
        Still stuck? Email <a href={`mailto:${props.email}`}>{props.email}</a> with what you see and your
        iPhone and iOS version.
      </p>
    </section>
  );
}

/** A guide section: its title, summary and pages, each with its summary. */
function GuideSectionList(props: { readonly section: GuideSection }) {
  const { section } = props;
  return (
    <section class="guide-section" id={section.id} aria-labelledby={`${section.id}-title`}>
      <h2 id={`${section.id}-title`}>{section.title}</h2>
      <p class="section-summary">{section.summary}</p>
      <LinkList links={guideLinks(section)} />
    </section>
  );
}

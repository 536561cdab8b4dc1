// Mounts the self-hosted Scalar reference with every call home off (no fonts, telemetry or agent), and
// mends what keeps it from WCAG 2.2 AA (docs/website.md): low-contrast text and unnamed icon controls.
interface ScalarGlobal {
  createApiReference(target: Element, configuration: Record<string, unknown>): unknown;
}

// Scalar's muted text (#757575 and #8e8e8e on #f6f6f6 and #fff) and GET badges (3.7:1) in light
// mode, and its faintest text (#797979 on #0f0f0f) in dark mode, each raised to 4.5:1 or more.
const accessibleColours = `
.light-mode, .light-mode .scalar-app {
  --scalar-color-2: #5c5c5c;
  --scalar-color-3: #636363;
  --scalar-color-blue: #005c99;
  --scalar-color-green: #066b3f;
}
.dark-mode, .dark-mode .scalar-app {
  --scalar-color-3: #a0a0a0;
}
`;

/** An accessible name for an icon-only link: what it opens. */
function linkName(link: HTMLAnchorElement): string {
  const href = link.getAttribute("href") ?? "";
  if (href.startsWith("mailto:")) return `Email ${href.slice("mailto:".length)}`;
  return `Open ${href.replace(/^https?:\/\//, "")}`;
}

function nameIconControls(root: ParentNode): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>("a[href]:not([aria-label])"))
    if (!link.innerText.trim()) link.setAttribute("aria-label", linkName(link));
  // The copy buttons of code blocks show only an icon until pressed.
  for (const button of root.querySelectorAll("button.scalar-code-copy:not([aria-label])"))
    button.setAttribute("aria-label", "Copy code");
}

const target = document.getElementById("api-reference-app");
const scalar = (window as unknown as { Scalar?: ScalarGlobal }).Scalar;
if (target && scalar) {
  scalar.createApiReference(target, {
    url: target.dataset.openapiUrl ?? "/openapi.json",
    withDefaultFonts: false,
    telemetry: false,
    agent: { disabled: true },
    showDeveloperTools: "never",
    hideClientButton: false,
    // The page follows the reader's light or dark preference, as the website does.
    hideDarkModeToggle: true,
    customCss: accessibleColours,
  });
  // The reference renders, and re-renders, after this script: name its controls as they appear.
  new MutationObserver(() => nameIconControls(document.body)).observe(document.body, {
    childList: true,
    subtree: true,
  });
  nameIconControls(document.body);
}

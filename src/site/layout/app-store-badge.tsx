/** Apple's logo as Simple Icons draws it (simpleicons.org, CC0-1.0), a trademark of Apple Inc. (/terms). */
const appleLogo =
  "M12.152 6.896c-.948 0-2.415-1.078-3.96-1.04-2.04.027-3.91 1.183-4.961 3.014-2.117 3.675-.546 9.103 1.519 12.09 1.013 1.454 2.208 3.09 3.792 3.039 1.52-.065 2.09-.987 3.935-.987 1.831 0 2.35.987 3.96.948 1.637-.026 2.676-1.48 3.676-2.948 1.156-1.688 1.636-3.325 1.662-3.415-.039-.013-3.182-1.221-3.22-4.857-.026-3.04 2.48-4.494 2.597-4.559-1.429-2.09-3.623-2.324-4.39-2.376-2-.156-3.675 1.09-4.61 1.09zM15.53 3.83c.843-1.012 1.4-2.427 1.245-3.83-1.207.052-2.662.805-3.532 1.818-.78.896-1.454 2.338-1.273 3.714 1.338.104 2.715-.688 3.559-1.701";

/** The system font stack, which is Apple's SF Pro on Apple devices. */
const badgeFont = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** Apple's black "Download on the App Store" badge, to Apple's App Store marketing guidelines (README). */
export function AppStoreBadge(props: { readonly href: string }) {
  // No package carries Apple's artwork under its terms, so it is drawn here; 48 px high (Apple asks for
  // at least 40), with a quarter of its height clear around it (`.app-store-badge`).
  return (
    <a class="app-store-badge" href={props.href}>
      <svg viewBox="0 0 120 40" width="144" height="48" role="img" aria-label="Download on the App Store">
        <rect x="0.5" y="0.5" width="119" height="39" rx="6.5" fill="#000" stroke="#a6a6a6" />
        <path transform="translate(8.5 8.5) scale(0.9)" fill="#fff" d={appleLogo} />
        <text
          x="35"
          y="15.5"
          fill="#fff"
          font-size="7.6"
          font-family={badgeFont}
          textLength="54"
          lengthAdjust="spacingAndGlyphs"
        >
          Download on the
        </text>
        <text
          x="34.5"
          y="31"
          fill="#fff"
          font-size="16.4"
          font-weight="600"
          font-family={badgeFont}
          textLength="76"
          lengthAdjust="spacingAndGlyphs"
        >
          App Store
        </text>
      </svg>
    </a>
  );
}

/** The colors of the app drawings by role, as CSS classes on a page and in a rendered image's `<style>`. */
export const artRoles = {
  "a-body": { light: "#1d2327", dark: "#3a444b" },
  "a-screen": { light: "#ffffff", dark: "#0b0f12" },
  "a-card": { light: "#f1f5f7", dark: "#182126" },
  "a-text": { light: "#15202b", dark: "#eef3f5" },
  "a-muted": { light: "#5b6b76", dark: "#9fb0ba" },
  "a-track": { light: "#dfe7eb", dark: "#26323a" },
  "a-accent": { light: "#0f766e", dark: "#2dd4bf" },
  "a-warm": { light: "#ea580c", dark: "#fb923c" },
  "a-cool": { light: "#2563eb", dark: "#60a5fa" },
} as const;

/** The CSS that colors the roles: fill by default, stroke for the `-s` variants (rings, lines). */
export function artCss(scheme: "light" | "dark", scope = ""): string {
  return Object.entries(artRoles)
    .map(
      ([role, colors]) =>
        `${scope}.${role}{fill:${colors[scheme]}}${scope}.${role}-s{fill:none;stroke:${colors[scheme]}}`,
    )
    .join("");
}

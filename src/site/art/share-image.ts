import type { AppFacts } from "../../content/types.js";
import { footprints, logoMarkElements } from "../assets/logo.js";
import { drawings } from "./drawings.js";
import { artCss } from "./palette.js";
import { escapeXml } from "./svg.js";

/** The kinds of page that get their own share image (Open Graph), with the line each carries. */
export const shareImageKinds = {
  home: "",
  guide: "User guide",
  blog: "Blog",
  tools: "Walking calculators",
  audience: "Who it is for",
  "whats-new": "What's new",
  developers: "API for developers",
} as const;

/** A kind of share image. */
export type ShareImageKind = keyof typeof shareImageKinds;

/** The asset name of a kind of page's share image. */
export const shareImageFile = <K extends ShareImageKind>(kind: K) => `share-${kind}.png` as const;

/** The app facts the share images show. */
export type ImageFacts = Pick<AppFacts, "name" | "tagline" | "home">;

/** What the images depend on, as one string: images are rendered once per such key. */
export function imageFactsKey(app: ImageFacts): string {
  return JSON.stringify([app.name, app.tagline, app.home.headline]);
}

/** Share images are 1200 x 630, the size Open Graph readers crop least. */
export const shareImageSize = { width: 1200, height: 630 } as const;

/** Words wrapped to lines of at most `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The line a kind of page's share image prints large: the home page's headline, else the tagline. */
const shareLine = (kind: ShareImageKind, app: ImageFacts) =>
  kind === "home" ? app.home.headline : (app.tagline ?? app.home.headline);

/** The text alternative of a kind of page's share image (`og:image:alt`): what it shows, in order. */
export function shareImageAlt(kind: ShareImageKind, app: ImageFacts): string {
  const label = shareImageKinds[kind];
  return `${app.name}${label ? `, ${label}` : ""}: \u201c${shareLine(kind, app)}\u201d, beside a drawing of ${drawings.hero.label}`;
}

/** The share image of a kind of page as a standalone SVG in the light colors, for the edge to make a PNG. */
export function shareImageSvg(kind: ShareImageKind, app: ImageFacts): string {
  const hero = drawings.hero;
  const scale = 560 / hero.height;
  const label = shareImageKinds[kind];
  const lines = wrap(shareLine(kind, app), 22);
  const text = lines
    .map(
      (line, index) =>
        `<text x="80" y="${(label ? 300 : 250) + index * 66}" class="a-text" font-size="56" font-weight="700">${escapeXml(line)}</text>`,
    )
    .join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${shareImageSize.width}" height="${shareImageSize.height}" viewBox="0 0 ${shareImageSize.width} ${shareImageSize.height}">` +
    `<style>${artCss("light")}text{font-family:Inter,sans-serif}</style>` +
    `<rect width="1200" height="630" fill="#e3f4f1"/>` +
    `<rect x="0" y="600" width="1200" height="30" fill="#0f766e"/>` +
    `<g transform="translate(80 96) scale(2)">${logoMarkElements}</g>` +
    `<text x="164" y="144" class="a-text" font-size="44" font-weight="700">${escapeXml(app.name)}</text>` +
    (label
      ? `<text x="80" y="226" class="a-accent" font-size="34" font-weight="600">${escapeXml(label)}</text>`
      : "") +
    text +
    `<g transform="translate(${1200 - hero.width * scale - 70} 36) scale(${scale.toFixed(4)})">${hero.body}</g>` +
    `</svg>`
  );
}

/** The app icon as a square SVG for home screens, full bleed since the system rounds the corners itself. */
export function homeScreenIconSvg(size: number): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">` +
    `<rect width="32" height="32" fill="#0f766e"/>` +
    `<g transform="translate(4 4) scale(0.75)">${footprints}</g></svg>`
  );
}

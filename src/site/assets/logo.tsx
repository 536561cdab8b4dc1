import { raw } from "hono/html";

/** The two footprints of the logo, white, on a 32 x 32 grid. */
export const footprints =
  '<g fill="#fff"><ellipse cx="11.5" cy="11.5" rx="3.4" ry="5.2" transform="rotate(-10 11.5 11.5)"/>' +
  '<circle cx="10.4" cy="20" r="2.3"/>' +
  '<ellipse cx="20.5" cy="15.5" rx="3.4" ry="5.2" transform="rotate(10 20.5 15.5)"/>' +
  '<circle cx="21.6" cy="24" r="2.3"/></g>';

/** Two footprints on a rounded square: drawn once, used inline in the header and as the favicon. */
export const logoMarkElements = `<rect width="32" height="32" rx="8" fill="#0f766e"/>${footprints}`;

/** The logo mark as a standalone SVG file (served as the favicon). */
export const logoSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${logoMarkElements}</svg>`;

/** The logo mark inline, decorative (the site name is written next to it). */
export function LogoMark() {
  return (
    <svg class="logo-mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      {raw(logoMarkElements)}
    </svg>
  );
}

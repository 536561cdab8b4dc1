/** Escapes text for SVG content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot" }[char]};`);
}

/** Text in the drawings: the system font on a page, the bundled font when rendered to an image. */
export function text(
  x: number,
  y: number,
  content: string,
  options: {
    readonly size: number;
    readonly role?: string;
    readonly weight?: 400 | 600 | 700;
    readonly anchor?: "start" | "middle" | "end";
  },
): string {
  const anchor = options.anchor && options.anchor !== "start" ? ` text-anchor="${options.anchor}"` : "";
  return `<text x="${x}" y="${y}" class="${options.role ?? "a-text"}" font-size="${options.size}" font-weight="${options.weight ?? 400}"${anchor}>${escapeXml(content)}</text>`;
}

/** A progress ring drawn from the top, clockwise; `share` from 0 to 1. */
export function ring(
  cx: number,
  cy: number,
  r: number,
  width: number,
  share: number,
  role = "a-accent",
): string {
  const circumference = 2 * Math.PI * r;
  const drawn = (circumference * Math.min(1, Math.max(0, share))).toFixed(1);
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" class="a-track-s" stroke-width="${width}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" class="${role}-s" stroke-width="${width}" stroke-linecap="round" stroke-dasharray="${drawn} ${circumference.toFixed(1)}" transform="rotate(-90 ${cx} ${cy})"/>`
  );
}

/** Vertical bars on a baseline, scaled so `max` fills `height`, each colored by `roleOf`. */
export function bars(
  values: readonly number[],
  box: { readonly x: number; readonly y: number; readonly width: number; readonly height: number },
  max: number,
  roleOf: (index: number) => string,
): string {
  const step = box.width / values.length;
  const barWidth = step * 0.62;
  return values
    .map((value, index) => {
      const height = Math.max(2, (value / max) * box.height);
      const x = box.x + index * step + (step - barWidth) / 2;
      return `<rect x="${x.toFixed(1)}" y="${(box.y + box.height - height).toFixed(1)}" width="${barWidth.toFixed(1)}" height="${height.toFixed(1)}" rx="${(barWidth / 3).toFixed(1)}" class="${roleOf(index)}"/>`;
    })
    .join("");
}

import { ring, text } from "./svg.js";

/** Width and height of the watch drawing, in its own units. */
export const watchSize = { width: 200, height: 300 } as const;

/** An Apple Watch with a face showing the time and the Stepzy step-ring complication. */
export function watchFace(): string {
  return (
    `<rect x="40" y="0" width="120" height="52" rx="14" class="a-body"/>` +
    `<rect x="40" y="248" width="120" height="52" rx="14" class="a-body"/>` +
    `<rect x="180" y="104" width="14" height="44" rx="6" class="a-body"/>` +
    `<rect x="10" y="40" width="176" height="220" rx="44" class="a-body"/>` +
    `<rect x="20" y="50" width="156" height="200" rx="36" class="a-screen"/>` +
    text(98, 92, "10:09", { size: 26, weight: 700, anchor: "middle" }) +
    ring(98, 162, 44, 10, 0.84) +
    text(98, 160, "8,432", { size: 17, weight: 700, anchor: "middle" }) +
    text(98, 178, "steps", { size: 11, role: "a-muted", anchor: "middle" }) +
    text(98, 232, "12-day streak", { size: 11, role: "a-warm", anchor: "middle" })
  );
}

/** Debian's Chromium, which `.ci/run` installs (browsers cannot be downloaded here). */
export const chromiumPath = "/usr/bin/chromium";

/**
 * Flags for headless Chromium on this machine, shared by the browser tests and `npm run lighthouse`:
 * no sandbox (root), no GPU, and no background networking, which this closed network refuses.
 */
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
] as const;

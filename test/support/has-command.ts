import { execFileSync } from "node:child_process";

/**
 * Whether a program is on this machine's PATH, for tests that drive a real one (Varnish, Java,
 * systemd-analyze). Where CI must have it, a missing one fails the run instead of skipping: a
 * green CI would otherwise hide a missing install step in `.ci/run`.
 * @example requireCommand("varnishd", "varnish and varnish-modules") // true where installed
 */
export function requireCommand(name: string, packages: string): boolean {
  let found = true;
  try {
    execFileSync("sh", ["-c", `command -v ${name}`], { stdio: "ignore" });
  } catch {
    found = false;
  }
  if (!found && process.env.CI) throw new Error(`CI must install ${packages} for ${name} (.ci/run)`);
  return found;
}

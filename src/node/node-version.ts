// Runs before the Node.js version is known, so no syntax or APIs newer than old Node releases here.

/** The lowest Node.js major version a declared version or range allows (its first number). */
export function requiredNodeMajor(declared: string): number {
  const match = /\d+/.exec(declared);
  if (!match) throw new Error(`the declared Node.js version "${declared}" has no major version`);
  return Number(match[0]);
}

/** The message to stop with when `found` (a `process.versions.node`) is older than `declared`. */
export function nodeVersionProblem(found: string, declared: string): string | undefined {
  const needed = requiredNodeMajor(declared);
  const foundMajor = Number(/^v?(\d+)/.exec(found)?.[1] ?? 0);
  if (foundMajor >= needed) return undefined;
  return (
    `Stepzy Web needs Node.js ${needed} (found ${found}): run it with \`npm start\`, which uses the ` +
    `Node.js installed by \`npm ci\`, or install Node.js ${needed}.`
  );
}

/** The declared Node.js version from package.json's text: its `node` dependency, which `npm ci` installs. */
export function declaredNodeVersion(packageJson: string): string {
  const declared = (JSON.parse(packageJson) as { dependencies?: Record<string, string> }).dependencies?.node;
  if (!declared)
    throw new Error('package.json declares no "node" dependency, the runtime the service runs on');
  return declared;
}

/**
 * `npm run bench:etag`: the per-request ETag hash (`fastEtag`, cyrb53 in plain TypeScript) against
 * Node's own SHA-256 (`crypto.hash`, shortened and quoted as `strongEtag` makes it), on identity
 * bodies of the built site near the sizes answers made per request have (a BMI answer 0.6 KB, a
 * search 5-15 KB, the search page 30 KB). Same run, alternating, five rounds; prints microseconds a
 * hash and the ratio. The hash alone, not an answer: at 0.4-10 us it is a small part of one. The
 * core keeps cyrb53 because Web Crypto's digest is asynchronous and a Worker has no other; this
 * shows what Node would gain by its own (docs/http.md, "Caching").
 */
import { hash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fastEtag } from "../src/http/fast-etag.js";

const dir = "dist-site/bodies";
const identity = readdirSync(dir)
  .filter((name) => !/\.(br|gz)$/.test(name))
  .map((name) => ({ name, size: statSync(join(dir, name)).size }));

/** The identity body whose size is nearest `bytes`. */
function bodyNear(bytes: number): Uint8Array {
  const [nearest] = [...identity].sort((a, b) => Math.abs(a.size - bytes) - Math.abs(b.size - bytes));
  if (!nearest) throw new Error(`no bodies in ${dir}: run npm run build first`);
  return new Uint8Array(readFileSync(join(dir, nearest.name)));
}

/** Every hash's length, printed at the end, so that no call can be left out as unused. */
let madeChars = 0;

/** Microseconds a call of `make`, over enough calls to take about 200 ms. */
function microseconds(make: () => string): number {
  let calls = 1_000;
  for (;;) {
    const started = process.hrtime.bigint();
    for (let call = 0; call < calls; call++) madeChars += make().length;
    const elapsed = Number(process.hrtime.bigint() - started) / 1e3;
    if (elapsed > 200_000) return elapsed / calls;
    calls *= 2;
  }
}

for (const size of [600, 5_000, 15_000, 30_000]) {
  const body = bodyNear(size);
  const rounds = Array.from({ length: 5 }, () => ({
    cyrb53: microseconds(() => fastEtag(body)),
    sha256: microseconds(() => `"${hash("sha256", body, "base64url").slice(0, 24)}"`),
  }));
  const ratios = rounds.map((round) => round.sha256 / round.cyrb53).sort((a, b) => a - b);
  const range = (values: number[]) => `${Math.min(...values).toFixed(3)}-${Math.max(...values).toFixed(3)}`;
  console.log(
    `${body.byteLength} bytes: cyrb53 ${range(rounds.map((r) => r.cyrb53))} us, SHA-256 ${range(rounds.map((r) => r.sha256))} us; SHA-256/cyrb53 ${ratios[0]!.toFixed(2)}x-${ratios.at(-1)!.toFixed(2)}x`,
  );
}
console.log(`(${madeChars} characters of ETags made)`);

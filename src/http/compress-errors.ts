import type { MiddlewareHandler } from "hono";
import { chooseEncoding, compressionThreshold, type Encoders } from "./encoding.js";

/**
 * Compresses an error answer over 1 KB as every other body is (docs/http.md: br or gzip
 * by `Accept-Encoding` for bodies over 1 KB, with `Vary: Accept-Encoding`). Errors are made per
 * request and rarely that long (a parameter name of a thousand characters, echoed), so they are
 * compressed here, after the fact, rather than prepared.
 */
export function compressErrors(encoders: Encoders): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const length = Number(c.res.headers.get("Content-Length") ?? "0");
    if (c.res.status < 400 || length <= compressionThreshold) return;
    // An answer that names Accept-Encoding in Vary was negotiated where it was made (the 404 page).
    if (/accept-encoding/i.test(c.res.headers.get("Vary") ?? "")) return;
    const answer = c.res;
    const coding = chooseEncoding(c.req.header("Accept-Encoding"), encoders);
    const identity = new Uint8Array(await answer.arrayBuffer());
    const body = coding ? encoders[coding]!(identity, "fast") : identity;
    // On the answer being replaced: Hono copies its headers onto the new one.
    const { headers } = answer;
    headers.append("Vary", "Accept-Encoding");
    if (coding) headers.set("Content-Encoding", coding);
    headers.set("Content-Length", String(body.byteLength));
    c.res = new Response(body as Uint8Array<ArrayBuffer>, { status: answer.status, headers });
  };
}

// The baseline of the benchmark: a bare node:http server that answers, for each URL, the same
// status, headers and body the service answered, prepared before the load starts. It does nothing
// else. (Sending the same headers matters: on one machine the load generator's parsing of them is
// part of every measurement.)
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [fixturesPath, port] = process.argv.slice(2);
const fixtures = new Map(
  Object.entries(JSON.parse(readFileSync(fixturesPath, "utf8"))).map(([url, entry]) => [
    url,
    { status: entry.status, headers: entry.headers, body: Buffer.from(entry.body, "base64") },
  ]),
);
const missing = Buffer.from("not found");

createServer((request, response) => {
  // A path's fixture answers every query of it (the benchmark's distinct-query loads).
  const entry = fixtures.get(request.url) ?? fixtures.get(request.url.replace(/\?.*$/, ""));
  if (!entry) {
    response.writeHead(404, { "Content-Type": "text/plain", "Content-Length": missing.length });
    response.end(missing);
    return;
  }
  response.writeHead(entry.status, entry.headers);
  response.end(entry.body);
}).listen(Number(port), "127.0.0.1", () => process.stdout.write("listening\n"));

vcl 4.1;

# Varnish in front of Stepzy Web replicas: the reference configuration, and the one the scale-out
# test (test/scale-out.test.ts) runs. Deployers change the backends and the public origin
# (https://stepzy.app) below. Needs varnish-modules for xkey (Debian: varnish-modules).

import std;
import directors;
import xkey;

# Every replica answers /healthz; one that does not is left out, and while none does, kept answers
# are served stale (stale-if-error) and the API answers its own JSON error envelope.
probe healthz {
  .url = "/healthz";
  .interval = 1s;
  .timeout = 1s;
  .window = 3;
  .threshold = 2;
}

backend replica1 { .host = "127.0.0.1"; .port = "3000"; .probe = healthz; }
backend replica2 { .host = "127.0.0.1"; .port = "3001"; .probe = healthz; }

# Who may purge (the deploy job, `npm run purge`).
acl purgers { "127.0.0.1"; "::1"; }

sub vcl_init {
  new replicas = directors.round_robin();
  replicas.add_backend(replica1);
  replicas.add_backend(replica2);
}

sub vcl_recv {
  set req.backend_hint = replicas.backend();
  if (req.method == "PURGE") {
    if (client.ip !~ purgers) { return (synth(403, "Forbidden")); }
    if (!req.http.xkey) { return (synth(400, "Name the surrogate keys to purge in an xkey header")); }
    set req.http.n-gone = xkey.purge(req.http.xkey);
    return (synth(200, "Purged " + req.http.n-gone + " objects"));
  }
  if (req.method != "GET" && req.method != "HEAD") { return (pass); }
  if (req.url ~ "^/healthz") { return (pass); }
  unset req.http.Cookie;
  # Pages answer HTML or Markdown by Accept (Vary: Accept). Accept is normalised into the two
  # representations, so the cache keeps one copy of each and no client gets the other's; a header
  # this cannot classify exactly (q-values beside text/markdown, q=0, types the site does not
  # serve) goes to the service uncached, which decides as it always does (406 included).
  if (req.url ~ "^/api(/|\?|$)" || req.url ~ "^/openapi\.json" || req.url ~ "^/assets/" ||
      req.url ~ "\.(md|txt|json|xml)(\?|$)") {
    # These never vary by Accept.
    unset req.http.Accept;
  } elsif (!req.http.Accept || req.http.Accept ~ "^\s*\*/\*\s*$") {
    set req.http.Accept = "text/html";
  } elsif (req.http.Accept ~ "q=0(\.0*)?\s*(,|;|$)") {
    return (pass);
  } elsif (req.http.Accept !~ "markdown") {
    if (req.http.Accept ~ "text/html|text/\*|\*/\*") {
      set req.http.Accept = "text/html";
    } else {
      return (pass);
    }
  } elsif (req.http.Accept ~ "q=") {
    return (pass);
  } elsif (req.http.Accept ~ "^\s*text/markdown\s*(,|$)") {
    set req.http.Accept = "text/markdown";
  } elsif (req.http.Accept ~ "^\s*text/html\s*(,|$)") {
    set req.http.Accept = "text/html";
  } else {
    return (pass);
  }
  # With a replica up, serve at most a minute stale while revalidating; with none, all that is kept.
  if (std.healthy(req.backend_hint)) { set req.grace = 60s; }
  return (hash);
}

sub vcl_hash {
  # The service builds every URL from its configured origin, never from Host: one copy per URL.
  hash_data(req.url);
  return (lookup);
}

sub vcl_backend_response {
  # The service's policy for shared caches (RFC 9213 CDN-Cache-Control) and its surrogate keys.
  if (beresp.http.CDN-Cache-Control ~ "max-age=[0-9]+") {
    set beresp.ttl = std.duration(regsub(beresp.http.CDN-Cache-Control, "^.*max-age=([0-9]+).*$", "\1s"), 0s);
    set beresp.grace = std.duration(
      regsub(beresp.http.CDN-Cache-Control, "^.*stale-if-error=([0-9]+).*$", "\1s"), 60s);
    if (beresp.http.Surrogate-Key) { set beresp.http.xkey = beresp.http.Surrogate-Key; }
    return (deliver);
  }
}

sub vcl_backend_error {
  # No replica answered. Under /api the API's own JSON error envelope, never an HTML page.
  set beresp.http.Cache-Control = "no-store";
  set beresp.http.Retry-After = "5";
  set beresp.http.X-Content-Type-Options = "nosniff";
  set beresp.http.Access-Control-Allow-Origin = "*";
  set beresp.status = 503;
  if (bereq.url ~ "^/api(/|\?|$)" || bereq.url ~ "^/openapi\.json") {
    set beresp.http.Content-Type = "application/json; charset=utf-8";
    synthetic("""{"error":{"code":"upstream_error","message":"The service is unavailable: no replica answered.","hint":"Try again in a few seconds (Retry-After).","status":503,"documentation":"https://stepzy.app/developers","openapi":"https://stepzy.app/openapi.json"}}""");
  } else {
    set beresp.http.Content-Type = "text/html; charset=utf-8";
    synthetic({"<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stepzy is unavailable</title></head><body><main><h1>Stepzy is unavailable</h1><p>Please try again in a few seconds.</p></main></body></html>"});
  }
  return (deliver);
}

sub vcl_deliver {
  # What the cache did, for operators and the scale-out test; keys are for purging, not clients.
  if (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
  unset resp.http.xkey;
  unset resp.http.Surrogate-Key;
  unset resp.http.CDN-Cache-Control;
  unset resp.http.Via;
  unset resp.http.X-Varnish;
}

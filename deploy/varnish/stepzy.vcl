vcl 4.1;

# Varnish in front of Stepzy Web replicas: the reference configuration, and the one the scale-out
# tests (test/scale-out.test.ts, test/hostile-scale-out.test.ts) run. Deployers change the backends
# and the public origin (https://stepzy.app) below. Needs varnish-modules for xkey and vsthrottle
# (Debian: varnish-modules). How it is started (listeners, storage size) and why each rule is here:
# docs/caching-and-load.md and the README's "Running more than one instance".

import std;
import directors;
import xkey;
import vsthrottle;

# Every replica answers /healthz ahead of any queued work, within one turn of its event loop, so a
# probe that fails means the process cannot serve, not that it is busy (a busy replica sheds
# computed requests with 503 and stays in). A probe every 2 s with 2 s to answer (a thousand times
# a healthy answer's time); a replica is left out after 3 failures of the last 5 (at least 6 s: a GC
# pause or a deploy's restart does not flip it), and back once 3 of the last 5 succeed. While none
# is healthy, kept answers are served stale (stale-if-error) and the API answers its own JSON error.
probe healthz {
  .url = "/healthz";
  .interval = 2s;
  .timeout = 2s;
  .window = 5;
  .threshold = 3;
}

backend replica1 { .host = "127.0.0.1"; .port = "3000"; .probe = healthz; }
backend replica2 { .host = "127.0.0.1"; .port = "3001"; .probe = healthz; }

sub vcl_init {
  new replicas = directors.round_robin();
  replicas.add_backend(replica1);
  replicas.add_backend(replica2);
}

# CVE-2026-34475 (VSV00018): a request in absolute form (`GET https://host/path`) left req.url
# unchecked, so rules reading it (`^/healthz`) were bypassed. The target is cut to its path first,
# then anything that is still not a path is refused, as the published mitigation does.
sub stepzy_normalise_target {
  if (req.url ~ "^[A-Za-z][A-Za-z0-9+.-]*://") {
    # Through a header: req.url may not be empty even for a moment (`GET http://host` has no path).
    set req.http.x-stepzy-target = regsub(req.url, "^[A-Za-z][A-Za-z0-9+.-]*://[^/?#]*", "");
    if (req.http.x-stepzy-target !~ "^/") { set req.http.x-stepzy-target = "/" + req.http.x-stepzy-target; }
    set req.url = req.http.x-stepzy-target;
    unset req.http.x-stepzy-target;
  }
  if (req.url == "*" && req.method == "OPTIONS") {
    # Passed before the body rule below reads the path: a body here is refused unread too.
    if (req.http.Transfer-Encoding || req.http.Content-Length ~ "[1-9]") {
      return (synth(400, "This request takes no body."));
    }
    return (pass);
  }
  if (req.url !~ "^/") { return (synth(400, "The request target must be a path.")); }
}

# One cache object per address a route reads: tracking parameters (utm_*, fbclid, gclid), which
# pages ignore, are dropped outside the API (where an unknown parameter is an error, never kept);
# parameters are sorted, so that `?a=1&b=2` and `?b=2&a=1` are one object; a bare `?` goes. Pages
# and files redirect any other parameter they do not read (308, kept by nobody).
sub stepzy_normalise_query {
  if (req.url !~ "^/api(/|\?|$)" && req.url ~ "[?&](utm_[^=&]*|fbclid|gclid)(=|&|$)") {
    set req.url = regsuball(req.url, "(?<=[?&])(utm_[^=&]*|fbclid|gclid)(=[^&]*)?(&|$)", "");
  }
  set req.url = std.querysort(req.url);
  set req.url = regsub(req.url, "[?&]+$", "");
}

# The client a budget counts: its IPv4 address, or its IPv6 /64, where one host has many addresses.
# The text of an IPv6 address writes a run of zero groups as `::`, so that is expanded first: read
# as written, `2001:db8::N:1:2:3` took N into its "/64", and one host had 65,536 budgets.
sub stepzy_client_key {
  set req.http.x-stepzy-client = "" + client.ip;
  if (req.http.x-stepzy-client ~ "^::ffff:[0-9.]+$") {
    set req.http.x-stepzy-client = regsub(req.http.x-stepzy-client, "^::ffff:", "");
  } elsif (req.http.x-stepzy-client ~ ":") {
    set req.http.x-stepzy-client = regsub(req.http.x-stepzy-client, "^::", "0::");
    set req.http.x-stepzy-client = regsub(req.http.x-stepzy-client, "::$", "::0");
    # n colons with `::` among them: 8 - n zero groups left out.
    if (req.http.x-stepzy-client ~ "^[^:]*(:[^:]*){2}$") {
      set req.http.x-stepzy-client = regsub(req.http.x-stepzy-client, "::", ":0:0:0:0:0:0:");
    } elsif (req.http.x-stepzy-client ~ "^[^:]*(:[^:]*){3}$") {
      set req.http.x-stepzy-client = regsub(req.http.x-stepzy-client, "::", ":0:0:0:0:0:");
    } elsif (req.http.x-stepzy-client ~ "^[^:]*(:[^:]*){4}$") {
      set req.http.x-stepzy-client = regsub(req.http.x-stepzy-client, "::", ":0:0:0:0:");
    } elsif (req.http.x-stepzy-client ~ "^[^:]*(:[^:]*){5}$") {
      set req.http.x-stepzy-client = regsub(req.http.x-stepzy-client, "::", ":0:0:0:");
    } elsif (req.http.x-stepzy-client ~ "^[^:]*(:[^:]*){6}$") {
      set req.http.x-stepzy-client = regsub(req.http.x-stepzy-client, "::", ":0:0:");
    } elsif (req.http.x-stepzy-client ~ "^[^:]*(:[^:]*){7}$") {
      set req.http.x-stepzy-client = regsub(req.http.x-stepzy-client, "::", ":0:");
    }
    set req.http.x-stepzy-client = regsub(req.http.x-stepzy-client, "^([^:]*:[^:]*:[^:]*:[^:]*):.*$", "\1::/64");
  }
}

# A request body is read only where one is served: POST /mcp, at most 64 KB (the service's own
# limit, `maxMcpRequestBytes` in src/mcp/mcp-endpoint.ts: keep them equal), buffered here before
# a replica sees it, while the client holds one of at most 16 places. Anywhere else a request that
# announces a body is refused before it is read. (Varnish bounds the time between a body's bytes,
# never the whole: a client sending a byte every few seconds held a thread here and a connection
# to a replica per request, until thousands of them stalled every cached answer.)
sub stepzy_request_body {
  if (!req.http.Content-Length && !req.http.Transfer-Encoding) { return; }
  if (req.http.Content-Length ~ "^\s*0+\s*$" && !req.http.Transfer-Encoding) { return; }
  if (req.method != "POST" || req.url !~ "^/mcp(\?|$)") {
    if (req.method == "GET" || req.method == "HEAD" || req.method == "OPTIONS") {
      return (synth(400, "This request takes no body."));
    }
    return (synth(405, "Method Not Allowed"));
  }
  call stepzy_client_key;
  if (vsthrottle.is_denied("body:" + req.http.x-stepzy-client, 16, 24h)) {
    return (synth(429, "Too many MCP requests are still sending their bodies."));
  }
  # Refused before reading when it says it is too big: Varnish ends a request whose body outgrows
  # the buffer without an answer (a chunked body that outgrows it, or stalls, still just ends).
  if (std.integer(req.http.Content-Length, 0) > 65536) {
    vsthrottle.return_token("body:" + req.http.x-stepzy-client, 16, 24h);
    return (synth(413, "An MCP request body may be at most 64 KB."));
  }
  if (!std.cache_req_body(64KB)) {
    vsthrottle.return_token("body:" + req.http.x-stepzy-client, 16, 24h);
    return (synth(400, "An MCP request body must arrive whole."));
  }
  vsthrottle.return_token("body:" + req.http.x-stepzy-client, 16, 24h);
  unset req.http.x-stepzy-client;
}

sub vcl_recv {
  call stepzy_normalise_target;
  set req.backend_hint = replicas.backend();
  # Purges come only through the admin listener (`-a admin=127.0.0.1:6091`), which the public and
  # the TLS terminator never reach; on the public listeners PURGE is one more method the service
  # does not serve (405, from a replica).
  if (req.method == "PURGE" && local.socket == "admin") {
    if (!req.http.xkey) { return (synth(400, "Name the surrogate keys to purge in an xkey header.")); }
    set req.http.n-gone = xkey.purge(req.http.xkey);
    return (synth(200, "Purged " + req.http.n-gone + " objects"));
  }
  if (local.socket == "admin") { return (synth(405, "The admin listener takes PURGE only.")); }
  call stepzy_request_body;
  if (req.method != "GET" && req.method != "HEAD") { return (pass); }
  if (req.url ~ "^/healthz(\?|$)") { return (pass); }
  unset req.http.Cookie;
  call stepzy_normalise_query;
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
  } elsif (req.http.Accept ~ "(?i)q=0(\.0*)?\s*(,|;|$)") {
    return (pass);
  } elsif (req.http.Accept !~ "markdown") {
    if (req.http.Accept ~ "text/html|text/\*|\*/\*") {
      set req.http.Accept = "text/html";
    } else {
      return (pass);
    }
  } elsif (req.http.Accept ~ "(?i)q=") {
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

sub vcl_miss {
  # Each client may make the cache store at most 200 new objects a minute and 2,000 a day (search
  # queries and calculator inputs are unbounded by nature, and kept answers live a day); past that
  # its misses are served uncached. A client is `stepzy_client_key`: behind the TLS terminator the
  # PROXY protocol keeps it the real client's. Many clients
  # together can still fill the storage; the least recently used answers go first, so the pages
  # people keep asking for stay.
  call stepzy_client_key;
  if (vsthrottle.is_denied("minute:" + req.http.x-stepzy-client, 200, 60s) ||
      vsthrottle.is_denied("day:" + req.http.x-stepzy-client, 2000, 24h)) {
    unset req.http.x-stepzy-client;
    return (pass);
  }
  unset req.http.x-stepzy-client;
}

sub vcl_backend_fetch {
  # An answer the cache may keep is shared: it is fetched with an id of the replica's own, never a
  # client's (a pass keeps the client's id, for its own answer).
  if (!bereq.uncacheable) { unset bereq.http.X-Request-Id; }
}

sub vcl_backend_response {
  if (bereq.uncacheable) { return (deliver); }
  # The service's policy for shared caches (RFC 9213 CDN-Cache-Control) and its surrogate keys.
  if (beresp.http.CDN-Cache-Control ~ "max-age=[0-9]+") {
    set beresp.ttl = std.duration(regsub(beresp.http.CDN-Cache-Control, "^.*max-age=([0-9]+).*$", "\1s"), 0s);
    set beresp.grace = std.duration(
      regsub(beresp.http.CDN-Cache-Control, "^.*stale-if-error=([0-9]+).*$", "\1s"), 60s);
    if (beresp.http.Surrogate-Key) { set beresp.http.xkey = beresp.http.Surrogate-Key; }
    unset beresp.http.X-Request-Id;
    return (deliver);
  }
  # Anything the service did not offer to shared caches (errors, redirects of made-up spellings) is
  # not kept: only a marker that it is uncacheable, for 10 s, in transient storage (never in the
  # sized main storage), so that identical requests meanwhile are not queued behind each other.
  set beresp.ttl = 10s;
  set beresp.grace = 0s;
  set beresp.uncacheable = true;
  return (deliver);
}

# The headers every answer of the service carries, on the cache's own answers too.
sub stepzy_own_answer_headers {
  set resp.http.Cache-Control = "no-store";
  set resp.http.Access-Control-Allow-Origin = "*";
  set resp.http.X-Content-Type-Options = "nosniff";
  set resp.http.Content-Security-Policy = "default-src 'none'; base-uri 'none'; frame-ancestors 'none'";
  set resp.http.X-Frame-Options = "DENY";
  set resp.http.Referrer-Policy = "strict-origin-when-cross-origin";
  set resp.http.Strict-Transport-Security = "max-age=63072000; includeSubDomains";
  set resp.http.X-Request-Id = req.xid;
  unset resp.http.Server;
  unset resp.http.X-Varnish;
  unset resp.http.Via;
}

sub vcl_synth {
  call stepzy_own_answer_headers;
  # A body left unread is not drained (a slow one would hold the answer back): the connection ends.
  if (req.http.Content-Length || req.http.Transfer-Encoding) { set resp.http.Connection = "close"; }
  if (resp.status == 405 && local.socket == "admin") {
    set resp.http.Allow = "PURGE";
  # The methods the service allows (`serviceRoutes.mcp.methods`, `allowedMethods` in src/http/preflight.ts).
  } elsif (resp.status == 405 && req.url ~ "^/mcp(\?|$)") {
    set resp.http.Allow = "POST, OPTIONS";
  } elsif (resp.status == 405) {
    set resp.http.Allow = "GET, HEAD, OPTIONS";
  }
  if (resp.status == 200) {
    set resp.http.Content-Type = "text/plain; charset=utf-8";
    synthetic(resp.reason + {"
"});
  } elsif (req.url ~ "^/api(/|\?|$)" || req.url ~ "^/openapi\.json") {
    # Under /api the API's own JSON error envelope, never an HTML page.
    set resp.http.Content-Type = "application/json; charset=utf-8";
    set req.http.n-code = "invalid_parameter";
    if (resp.status == 405) { set req.http.n-code = "method_not_allowed"; }
    synthetic({"{"error":{"code":""} + req.http.n-code + {"","message":""} + resp.reason +
      {"","hint":"Send a GET request with a path, as /openapi.json describes.","status":"} + resp.status +
      ""","documentation":"https://stepzy.app/developers","openapi":"https://stepzy.app/openapi.json"}}""");
  } else {
    set resp.http.Content-Type = "text/plain; charset=utf-8";
    synthetic(resp.status + " " + resp.reason + {"
"});
  }
  return (deliver);
}

sub vcl_backend_error {
  # No replica answered. Under /api the API's own JSON error envelope, never an HTML page.
  set beresp.http.Retry-After = "5";
  set beresp.status = 503;
  if (bereq.url ~ "^/api(/|\?|$)" || bereq.url ~ "^/openapi\.json") {
    set beresp.http.Content-Type = "application/json; charset=utf-8";
    synthetic("""{"error":{"code":"upstream_error","message":"The service is unavailable: no replica answered.","hint":"Try again in a few seconds (Retry-After).","status":503,"documentation":"https://stepzy.app/developers","openapi":"https://stepzy.app/openapi.json"}}""");
  } else {
    set beresp.http.Content-Type = "text/html; charset=utf-8";
    synthetic({"<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stepzy is unavailable</title></head><body><main><h1>Stepzy is unavailable</h1><p>Please try again in a few seconds.</p></main></body></html>"});
  }
  # Kept by no one, and delivered with the headers of the cache's own answers (vcl_deliver).
  set beresp.http.X-Stepzy-Cache-Answer = "1";
  set beresp.ttl = 0s;
  set beresp.uncacheable = true;
  return (deliver);
}

sub vcl_deliver {
  if (resp.http.X-Stepzy-Cache-Answer) {
    unset resp.http.X-Stepzy-Cache-Answer;
    call stepzy_own_answer_headers;
  }
  # What the cache did, for operators and the scale-out tests; keys are for purging, not clients.
  if (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
  # A kept answer carries no request id (it was removed before keeping): this request's own.
  if (!resp.http.X-Request-Id) { set resp.http.X-Request-Id = req.xid; }
  unset resp.http.xkey;
  unset resp.http.Surrogate-Key;
  unset resp.http.CDN-Cache-Control;
  unset resp.http.Via;
  unset resp.http.X-Varnish;
  unset resp.http.Server;
}

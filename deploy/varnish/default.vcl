vcl 4.1;

# The shared HTTP cache in front of the app instances (product.md §7, docs/operations.md).
# It keeps what the app marks `public, s-maxage=N` for visitors, for N seconds or until the app
# purges one of the answer's surrogate keys; everything else goes to the app untouched.
# The deployment's own file, backends.vcl, declares the instances (each probed with
# `instance_ready`, all in the shard director `apps` built in its vcl_init); it is looked up on
# vcl_path (-p vcl_path=...). failover.vcl retries failed reads on another instance.
# Two listeners: the public one (any name), and `purge` (-a purge=:8081), which only the app
# instances can reach (the deployment never publishes it) and which answers PURGE and nothing else.

import directors;
import std;
import var;
import xkey;

# Whether an instance takes requests, asked every second: two failures out of the last three
# take it out of rotation (a dead or draining instance within about 2 s), two successes bring it
# back. /api/health/ready does not ask the database: an outage of it, shared by all instances,
# must not leave none in rotation while their requests wait for it to return.
probe instance_ready {
    .url = "/api/health/ready";
    .interval = 1s;
    .timeout = 1s;
    .window = 3;
    .threshold = 2;
}

include "backends.vcl";
include "failover.vcl";

sub vcl_recv {
    if (local.socket == "purge") {
        if (req.method != "PURGE") {
            return (synth(405, "This listener only purges"));
        }
        if (!req.http.X-Purge-Keys) {
            return (synth(400, "X-Purge-Keys is required"));
        }
        # Removes the answers outright, grace included: a purged answer is never served again.
        std.log("purged " + xkey.purge(req.http.X-Purge-Keys));
        return (synth(200, "Purged"));
    }
    if (req.method == "PURGE") {
        return (synth(405, "Purges are not taken here"));
    }
    unset req.http.X-Purge-Keys;

    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # Files that never depend on who asks (hashed builds, uploads, demo art) are looked up
    # without the cookie, so signed-in people get them from the cache too. Kept before the
    # session-cookie blocks below on purpose.
    if (req.url ~ "^/(assets|admin-assets|media|demo-images)/") {
        unset req.http.Cookie;
        unset req.http.Authorization;
    }
    # Staff (the app sets `staff=1` beside their session cookie, libs STAFF_MARKER_COOKIE) get
    # answers of their own (scheduled writeups, notes, hidden comments): the app alone answers them.
    if (req.http.Authorization ||
        (req.http.Cookie ~ "(^|;)\s*sid=" && req.http.Cookie ~ "(^|;)\s*staff=1\s*(;|$)")) {
        return (pass);
    }
    # A member's personal calls go to the app with their session: the one list of addresses
    # whose GET answers depend on who asks (product.md §7 "/api/me/..."; sign-in and sign-out).
    # The console's pages too: which build answers them depends on the session (and the app
    # sets the staff marker there). Any other GET of a member is looked up as a visitor's: the
    # app answers public reads and reader pages with the same bytes to both.
    if (req.http.Cookie ~ "(^|;)\s*sid=" &&
        req.url ~ "^/api/(whoami|logout|me/|notifications|watchlist|auth/|login|register)|^/(post|edit|preview)/|^/root(/|\?|$)") {
        return (pass);
    }
    # Nothing else a client sends may choose or refresh what is cached: no cookies (a member's
    # session cookie included), no cache directives, no forwarded host.
    unset req.http.Cookie;
    unset req.http.Cache-Control;
    unset req.http.Pragma;
    unset req.http.X-Forwarded-Host;

    # Pages read only these query parameters (the API answers 400 to any it does not read).
    if (req.url !~ "^/api/" && req.url ~ "\?") {
        set req.url = regsuball(req.url, "(?<=[?&])(?!(?:query|page|type|user|month)=)[^&]*(?:&|$)", "");
        set req.url = regsub(req.url, "[?&]+$", "");
    }
    # One entry per set of parameters, in whatever order they came.
    set req.url = std.querysort(req.url);
    return (hash);
}

sub vcl_hash {
    # One site: the Host header cannot make new entries.
    hash_data(req.url);
    return (lookup);
}

sub vcl_backend_fetch {
    # What may be kept is fetched uncompressed and compressed here once (vcl_backend_response):
    # the app spends nothing on it, and Varnish serves it gzipped or plain to each client.
    if (!bereq.uncacheable) {
        unset bereq.http.Accept-Encoding;
    }
}

sub vcl_backend_response {
    # Kept only when the app says so, for the lifetime it gives (s-maxage).
    set beresp.keep = 0s;
    if (beresp.status != 200 ||
        beresp.http.Set-Cookie ||
        beresp.http.Cache-Control !~ "(^|,)\s*public\s*(,|$)" ||
        beresp.http.Cache-Control ~ "private|no-store" ||
        beresp.ttl <= 0s) {
        # Hit-for-miss: for two minutes, requests for this address go to the app side by side
        # instead of queueing behind one fetch; the next cacheable answer replaces the marker.
        set beresp.ttl = 120s;
        set beresp.grace = 0s;
        set beresp.uncacheable = true;
        return (deliver);
    }
    # Once its lifetime ran out, an answer is served for a few seconds more while one request
    # refreshes it. A purge removes it outright (vcl_recv), grace or not.
    set beresp.grace = 5s;
    if (beresp.http.Content-Type ~ "^(text/|application/(json|javascript|xml|rss\+xml|atom\+xml|manifest\+json)|image/svg\+xml)") {
        set beresp.do_gzip = true;
    }
    # xkey indexes the answer under each of the app's surrogate keys.
    set beresp.http.xkey = beresp.http.Surrogate-Key;
    return (deliver);
}

sub vcl_deliver {
    unset resp.http.xkey;
    unset resp.http.Surrogate-Key;
    unset resp.http.Via;
    if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
    return (deliver);
}

sub vcl_synth {
    set resp.http.Cache-Control = "private, no-store";
}

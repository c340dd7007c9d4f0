vcl 4.1;

# The shared HTTP cache in front of the app instances (product.md §7, docs/operations.md).
# It keeps what the app marks `public, s-maxage=N` for visitors, for N seconds or until the app
# purges one of the answer's surrogate keys; everything else goes to the app untouched.
# The deployment's own file, backends.vcl, declares the instances (the round-robin director
# `apps`, built in its vcl_init) and `acl purgers`; it is looked up on vcl_path (-p vcl_path=...).

import directors;
import std;
import var;
import xkey;

include "backends.vcl";

sub vcl_recv {
    # Only the app, from a private or loopback address, may purge; the keys come in a header.
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (!req.http.X-Purge-Keys) {
            return (synth(400, "X-Purge-Keys is required"));
        }
        # Noted before purging: an answer fetched while this purge happens may hold the data
        # the write replaced, and is not kept (vcl_backend_response).
        var.global_set("last_purge", "" + std.real(time=now));
        return (synth(200, "Purged " + xkey.purge(req.http.X-Purge-Keys)));
    }
    unset req.http.X-Purge-Keys;
    set req.backend_hint = apps.backend();

    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
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

sub vcl_backend_response {
    # Kept only when the app says so, for the lifetime it gives (s-maxage), and only if no purge
    # came while it was fetched; never served stale.
    set beresp.grace = 0s;
    set beresp.keep = 0s;
    if (beresp.status != 200 ||
        std.real(var.global_get("last_purge"), 0) >= std.real(time=bereq.time) ||
        beresp.http.Set-Cookie ||
        beresp.http.Cache-Control !~ "(^|,)\s*public\s*(,|$)" ||
        beresp.http.Cache-Control ~ "private|no-store" ||
        beresp.ttl <= 0s) {
        set beresp.ttl = 0s;
        set beresp.uncacheable = true;
        return (deliver);
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

vcl 4.1;

# The shared HTTP cache in front of the app instances (product.md §7, docs/operations.md).
# It keeps what the app marks `public, s-maxage=N` for visitors, for N seconds or until the app
# purges one of the answer's surrogate keys; everything else goes to the app untouched.
# The deployment's own file, backends.vcl, declares the instances (each probed with
# `instance_ready`, all in the shard director `apps` built in its vcl_init) and `acl purgers`; it
# is looked up on vcl_path (-p vcl_path=...). failover.vcl retries failed reads on another instance.

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
    # Signed-in people (the session cookie, valid or not) are answered by the app alone.
    if (req.http.Cookie ~ "(^|;)\s*sid=" || req.http.Authorization) {
        return (pass);
    }
    # Nothing else a client sends may choose or refresh what is cached: no other cookies, no
    # cache directives, no forwarded host.
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

# Failover between the app instances (docs/operations.md "Redeploys and crashes"), included by
# default.vcl after backends.vcl: `apps` is a shard director, so a retry can ask it for another
# instance than the one that failed. Subroutines of the same name run in the order they are
# included, so these run before default.vcl's own.

sub vcl_backend_fetch {
    # One key per request, drawn on its first attempt: the first healthy instance on the ring
    # from that key serves it (the keys spread requests evenly), and retry n takes the n-th
    # healthy instance after it, never the one that just failed.
    if (bereq.retries == 0) {
        var.set("instance_key", "" + std.random(0, 1000000000));
    }
    set bereq.backend = apps.backend(
        by = KEY,
        key = apps.key(var.get("instance_key")),
        alt = bereq.retries,
        healthy = ALL);
}

sub vcl_backend_response {
    # A draining instance answers 503 before it closes: a read goes to another instance.
    if (beresp.status == 503 && bereq.retries == 0 && (bereq.method == "GET" || bereq.method == "HEAD")) {
        return (retry);
    }
}

sub vcl_backend_error {
    # No answer (connection refused or reset, no first byte in time, no healthy instance): a read
    # is tried on the other instances. Anything else may already have reached the app, and
    # nothing here tells whether it did, so it fails rather than run twice.
    if (bereq.retries < 2 && (bereq.method == "GET" || bereq.method == "HEAD")) {
        return (retry);
    }
}

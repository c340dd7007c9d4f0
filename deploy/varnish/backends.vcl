# The app instances of docker-compose.yml.
# Each instance has a fixed address on the compose network (docker-compose.yml, `ipv4_address`):
# Varnish resolves a backend's host once, when it loads the VCL, so a service name would keep
# pointing at the old address of a container that was recreated. Change both files together.

backend app1 {
    .host = "10.213.76.11";
    .port = "3000";
    # A stopped container's address answers nothing: give up soon and retry on another instance.
    .connect_timeout = 1s;
    .probe = instance_ready;
}

backend app2 {
    .host = "10.213.76.12";
    .port = "3000";
    .connect_timeout = 1s;
    .probe = instance_ready;
}

sub vcl_init {
    new apps = directors.shard();
    apps.add_backend(app1);
    apps.add_backend(app2);
    # Many points per instance on the ring, so that random keys split requests evenly.
    apps.reconfigure(replicas = 1000);
}


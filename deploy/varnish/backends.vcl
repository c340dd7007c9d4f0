# The app instances of docker-compose.yml, and who may purge (the compose network is private).

backend app1 {
    .host = "app1";
    .port = "3000";
    .probe = { .url = "/api/health"; .interval = 5s; .timeout = 2s; .window = 5; .threshold = 3; }
}

backend app2 {
    .host = "app2";
    .port = "3000";
    .probe = { .url = "/api/health"; .interval = 5s; .timeout = 2s; .window = 5; .threshold = 3; }
}

sub vcl_init {
    new apps = directors.round_robin();
    apps.add_backend(app1);
    apps.add_backend(app2);
}

acl purgers {
    "localhost";
    "10.0.0.0"/8;
    "172.16.0.0"/12;
    "192.168.0.0"/16;
    "fc00::"/7;
}

# The app instances of docker-compose.yml.

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


#!/bin/sh
# Rolling redeploy of docker-compose.yml (docs/operations.md "Redeploys and crashes"): builds the
# new image, then replaces app1, then app2, each only once the one before is healthy again and
# back in Varnish's rotation, so that one instance serves at every moment; then the worker.
set -eu
cd "$(dirname "$0")/.."

docker compose build app1 app2 worker
for app in app1 app2; do
  # Stops the old container (which answers "draining" to Varnish's probe for
  # SHUTDOWN_DRAIN_SECONDS, then finishes its requests), starts the new one at the same address
  # and returns once its health check passes. Compose's deploy.update_config applies only to
  # Docker Swarm, hence this loop.
  docker compose up -d --no-deps --no-build --wait --wait-timeout 180 "$app"
  # Varnish's probe takes an instance back after two good answers a second apart.
  sleep 3
done
# The worker last: its jobs wait in the database while it restarts (it drains like the others).
docker compose up -d --no-deps --no-build --wait --wait-timeout 180 worker

#!/usr/bin/env bash
# Starts MongoDB as the one member of replica set "rs0", so transactions and change streams work.
# With a root user, MongoDB refuses a replica set without a key file for its members to prove
# themselves to each other; the only member here is itself, so a fresh random key at every start
# does. Then the image's own entrypoint runs as usual (first start: root user, docker/mongo/
# create-app-user.js). The set itself is initiated by the health check (replica-set-health.js).
set -euo pipefail

key_file=/tmp/replica-set.key
rm -f "$key_file"
head -c 756 /dev/urandom | base64 -w 0 > "$key_file"
chmod 400 "$key_file"
chown mongodb:mongodb "$key_file"

exec docker-entrypoint.sh mongod --replSet rs0 --keyFile "$key_file" --bind_ip_all

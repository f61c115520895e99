#!/usr/bin/env bash
# Build and run browser tests while holding a lock, so several people (or agents) sharing one
# work tree never rebuild under each other's test server. Arguments go to `playwright test`.
set -euo pipefail
cd "$(dirname "$0")/.."
exec flock /tmp/viewfinder-e2e.lock bash -c 'npm run build >/dev/null && npx playwright test "$@"' _ "$@"

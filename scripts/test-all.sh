#!/usr/bin/env bash
# Everything CI checks, in order of cost: static checks, build, unit and integration tests,
# then the browser tests (twice: JavaScript on and off). Exits non-zero on the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v chromium >/dev/null 2>&1; then
  echo "==> Installing Debian chromium for the browser tests"
  if [ "$(id -u)" = "0" ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

# Watermark text is drawn through fontconfig (docs/decisions/0065-watermarks.md): without a font
# it would draw nothing, as in a bare container.
if ! fc-list 2>/dev/null | grep -q "DejaVu Sans"; then
  echo "==> Installing Debian's DejaVu fonts for the watermark tests"
  if [ "$(id -u)" = "0" ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq fonts-dejavu-core fontconfig >/dev/null
fi

echo "==> Type check";   npm run --silent typecheck   # generates the template registry first
# Typed linting of the whole app peaks near Node's default heap (3.7 GB resident measured): room.
echo "==> Lint";         NODE_OPTIONS=--max-old-space-size=6144 npx eslint --max-warnings=0 .
npm run --silent lint:refs
npm run --silent lint:cycles   # docs/decisions/0056-no-import-cycles.md
echo "==> Format";       npx prettier --check . --log-level warn
echo "==> Templates";    npm run templates:check
echo "==> Build";        npm run build
# The same app through Remix's Vite plugin, into build-vite/ (docs/decisions/0060-building-with-vite.md).
echo "==> Build (Vite)"; npm run --silent build:vite >/dev/null
echo "==> Unit and integration tests"; npx vitest run
echo "==> Browser tests (JavaScript on and off)"; npx playwright test

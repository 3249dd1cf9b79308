#!/bin/sh
# Copies what serving HEMIS needs out of a built checkout into a release folder, and installs
# the API's production dependencies there (no build tools, no tests, no sources):
#
#   npm ci && npm run build          # in the checkout
#   deploy/assemble.sh /opt/hemis    # the release folder (created if missing)
#
# The release: api/dist (the bundled API and its migrations in api/dist/drizzle), shell/dist and
# each mfe-*/dist (with their package.json: the server reads each remote's name from it),
# docs/user-manual (served at /user-manual), and node_modules with the API's npm dependencies
# (the Devanagari fonts of printed documents are one of them). Run it as
# `node api/dist/server.js` from the release folder (deploy/hemis@.service, the Dockerfile).
set -eu

target=${1:?usage: deploy/assemble.sh <release folder>}
mkdir -p "$target"
target=$(cd "$target" && pwd)
cd "$(dirname "$0")/.."

for built in api/dist/server.js shell/dist/index.html; do
  [ -f "$built" ] || { echo "assemble: $built is missing; run npm ci && npm run build first" >&2; exit 1; }
done

# npm ci needs the lock file and every workspace's package.json, even of packages it skips.
cp package.json package-lock.json "$target/"
for workspace in $(node -p "require('./package.json').workspaces.join(' ')"); do
  mkdir -p "$target/$workspace"
  cp "$workspace/package.json" "$target/$workspace/"
done

rm -rf "$target/api/dist" && cp -R api/dist "$target/api/dist"
for package in shell mfe-*; do
  [ -d "$package/dist" ] || continue
  mkdir -p "$target/$package"
  rm -rf "$target/$package/dist" && cp -R "$package/dist" "$target/$package/dist"
done
mkdir -p "$target/docs"
rm -rf "$target/docs/user-manual" && cp -R docs/user-manual "$target/docs/user-manual"

# Only the API's dependencies, without development ones; workspace packages (@hemis/*) are in
# the bundle already.
cd "$target"
npm ci --omit=dev --workspace=@hemis/api --no-audit --no-fund
echo "assemble: release in $target (start: node api/dist/server.js)"

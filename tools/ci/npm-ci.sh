#!/usr/bin/env bash
# `npm ci`, strict about the lock file. The registry these machines reach carries only Linux builds of packages
# with per-platform optional binaries (@swc/core-*, @nx/nx-*, @rspack/binding-*), so a lock file written here has
# no entries for the other platforms, and npm 11's `npm ci` refuses it ("Missing: …@ from lock file") while
# `npm install` calls the same lock file up to date. npm 10 validates the same lock file and installs exactly
# its versions, so it is the fallback for that one refusal; any other failure stops here.
set -uo pipefail
cd "$(dirname "$0")/../.."

log=$(mktemp)
trap 'rm -f "$log"' EXIT
if npm ci --no-audit --no-fund 2>"$log"; then
  exit 0
fi
if grep -q 'from lock file' "$log" && ! grep -q 'Invalid: lock file' "$log"; then
  echo "npm ci: this npm refuses a lock file without other platforms' optional binaries; installing it with npm 10's ci"
  exec npx -y npm@10.9.2 ci --no-audit --no-fund
fi
cat "$log" >&2
exit 1

#!/usr/bin/env sh
# Deno's type check of each Edge Function as Supabase runs it: from the function's own folder, so its deno.json
# (JSX, import map) applies, with npm packages read from the workspace's node_modules, so a machine that has never
# filled Deno's cache checks the same as one that has.
set -eu
cd "$(dirname "$0")"
for entry in */index.ts; do
  (cd "$(dirname "$entry")" && deno check --quiet --no-remote --node-modules-dir=manual --no-lock index.ts)
done

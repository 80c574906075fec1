#!/usr/bin/env bash
# Extracts, from the snapshots of Supabase's repositories, the SQL build.sh applies, into $2 (a temp dir):
#   init/      supabase/postgres init scripts (+ pgbouncer's auth schema, which the image runs first), run as postgres
#   platform/  supabase/postgres platform migrations, run as supabase_admin
#   auth/      GoTrue's migrations with the Namespace template filled in, run as supabase_auth_admin
#   storage/   Storage's tenant migrations, run as supabase_storage_admin after storage-settings.sql
#   cli/       the two statements sets the CLI runs (default-privilege revoke, migration history table)
# and SKIPS.txt: what is left out because neither Debian's PostgreSQL 15 nor PGlite has what it needs.
set -euo pipefail
MIRRORS="$1"
SRC="$2"
PG="$MIRRORS/supabase+postgres/repo"
AUTH="$MIRRORS/supabase+auth/repo"
STORAGE="$MIRRORS/supabase+storage/repo"
CLI="$MIRRORS/supabase+cli/repo"

rm -rf "$SRC"
mkdir -p "$SRC"/{init,platform,auth,storage,cli}
show() { git --git-dir="$1" show "HEAD:$2"; }
list() { git --git-dir="$1" ls-tree --name-only HEAD "$2/" | grep -E "$3" | sort; }
skip() { printf '%s\t%s\n' "$1" "$2" >> "$SRC/SKIPS.txt"; }

for r in "$PG" "$AUTH" "$STORAGE" "$CLI"; do
  printf '%s\t%s\n' "$(basename "$(dirname "$r")")" "$(git --git-dir="$r" rev-parse HEAD)"
done > "$SRC/COMMITS.txt"
: > "$SRC/SKIPS.txt"

# The image copies pgbouncer's auth schema in as init-scripts/00-schema.sql, which sorts before the others.
show "$PG" ansible/files/pgbouncer_config/pgbouncer_auth_schema.sql > "$SRC/init/00-schema.sql"
for f in $(list "$PG" migrations/db/init-scripts '\.sql$'); do
  show "$PG" "$f" > "$SRC/init/$(basename "$f")"
done
# pgjwt is not packaged for Debian's PostgreSQL nor built into PGlite.
sed -i '/create extension if not exists pgjwt/d' "$SRC/init/00000000000000-initial-schema.sql"
skip "init 00000000000000-initial-schema: create extension pgjwt" "pgjwt is in neither Debian's PostgreSQL 15 nor PGlite"

# The image also copies migrations/00-extension.sql (pg_stat_statements), which PGlite does not have.
skip "platform 00-extension (pg_stat_statements in extensions)" "PGlite has no pg_stat_statements; left out of both builds"
for f in $(list "$PG" migrations/db/migrations '\.sql$'); do
  base="$(basename "$f")"
  case "$base" in
    20220118070449_enable-safeupdate-postgrest.sql)
      skip "platform $base" "safeupdate is not installed: authenticator could not log in with it preloaded"
      continue ;;
  esac
  show "$PG" "$f" > "$SRC/platform/$base"
done
sed -i '/pgsodium_keyholder/d' "$SRC/platform/20230529180330_alter_api_roles_for_inherit.sql"
skip "platform 20230529180330: grant pgsodium_keyholder to service_role" "pgsodium is in neither engine (its role does not exist)"
for f in 20220224211803_fix-postgrest-supautils 20220317095840_pg_graphql 20220404205710_pg_graphql-on-by-default \
         20220613123923_pg_graphql-pg-dump-perms 20220713082019_pg_cron-pg_net-temp-perms-fix \
         20221207154255_create_pgsodium_and_vault 20231017062225_grant_pg_graphql_permissions_for_custom_roles \
         20231020085357_revoke_writes_on_cron_job_from_postgres; do
  skip "platform $f (the parts for supautils, pg_graphql, pg_cron, pg_net, pgsodium, vault)" \
       "guarded by the extension being available, so they do nothing here; the rest of the file runs"
done
# A later platform migration than this snapshot (named in the reference note) takes postgres out of the
# service admins; only that stated fact is applied, as the last platform step.
cat > "$SRC/platform/20250421084701_revoke_admin_roles_from_postgres.sql" <<'SQL'
revoke supabase_auth_admin, supabase_storage_admin from postgres;
SQL

# GoTrue renders each file as a Go template with the schema name; some write "{{index" without a space.
for f in $(list "$AUTH" migrations '\.up\.sql$'); do
  show "$AUTH" "$f" | sed -E 's/\{\{[[:space:]]*index[[:space:]]+\.Options[[:space:]]+"Namespace"[[:space:]]*\}\}/auth/g' \
    > "$SRC/auth/$(basename "$f")"
done
if grep -l '{{' "$SRC"/auth/*.sql; then echo "a GoTrue template is left unreplaced" >&2; exit 1; fi

for f in $(list "$STORAGE" migrations/tenant '\.sql$'); do
  show "$STORAGE" "$f" > "$SRC/storage/$(basename "$f")"
done
# What Storage's runner sets on its connection before the first file (single tenant, roles installed by the platform).
cat > "$SRC/storage-settings.sql" <<'SQL'
set search_path to storage, public, extensions;
set storage.install_roles = 'false';
set storage.multitenant = 'false';
set storage.anon_role = 'anon';
set storage.authenticated_role = 'authenticated';
set storage.service_role = 'service_role';
set storage.super_user = 'supabase_storage_admin';
set storage.iceberg_default_shard = '';
set storage.iceberg_shards = '{}';
set storage.vector_bucket_provider = '';
SQL

# The CLI: the Go constants, read out of its source.
start="$(git --git-dir="$CLI" ls-tree -r --name-only HEAD | grep -E '(^|/)internal/db/start/start\.go$' | head -1)"
history="$(git --git-dir="$CLI" ls-tree -r --name-only HEAD | grep -E '(^|/)pkg/migration/history\.go$' | head -1)"
show "$CLI" "$start" | awk '/^const RevokeDefaultDataApiPrivilegesSql = `/{on=1; next} on && /^`/{exit} on' \
  > "$SRC/cli/revoke-default-data-api-privileges.sql"
show "$CLI" "$history" | grep -E '^\s*(CREATE_VERSION_SCHEMA|CREATE_VERSION_TABLE|ADD_STATEMENTS_COLUMN|ADD_NAME_COLUMN)\s*=' \
  | sed -E 's/^[^"]*"(.*)"\s*$/\1;/' > "$SRC/cli/create-migration-table.sql"
for f in "$SRC"/cli/*.sql; do [ -s "$f" ] || { echo "could not read $f out of the CLI source" >&2; exit 1; }; done
echo "extracted to $SRC ($(wc -l < "$SRC/SKIPS.txt") skips listed in SKIPS.txt)"

#!/usr/bin/env bash
# Builds the database hosted Supabase builds, from Supabase's own SQL, on a scratch PostgreSQL 15 cluster,
# then dumps it and records its catalog fingerprint (supabase/local/catalog/supabase-catalog.json).
#
# A developer tool: it reads the public snapshots of Supabase's repositories under $MIRRORS, so CI never runs it.
# Nothing it reads is copied into the repository; the extracted SQL and the dumps stay under $OUT.
#
#   supabase/local/catalog/build-real/build.sh            # build once (refuses if the cluster exists)
#   supabase/local/catalog/build-real/build.sh --rebuild  # wipe the scratch cluster and build again
#   supabase/local/catalog/build-real/build.sh --record   # also rewrite supabase-catalog.json
#
# Reach the result with: psql postgres://supabase_admin@127.0.0.1:5439/postgres
set -euo pipefail

HERE="$(cd -- "$(dirname -- "$0")" && pwd)"
CATALOG="$(dirname -- "$HERE")"
PGBIN="${PGBIN:-/usr/lib/postgresql/15/bin}"
OUT="${OUT:-/tmp/real-supabase}"
PORT="${PORT:-5439}"
MIRRORS="${MIRRORS:-/work/.mirror}"
PGDATA="$OUT/pgdata"
SRC="$OUT/src"
REBUILD=0
RECORD=0
for arg in "$@"; do
  case "$arg" in
    --rebuild) REBUILD=1 ;;
    --record) RECORD=1 ;;
    *) echo "unknown argument: $arg" >&2; exit 2 ;;
  esac
done

# The server refuses to run as root: run its tools as the postgres OS user when we are root.
as_pg() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$(printf '%q ' "$@")"; else "$@"; fi; }

# psql as one role; the first argument is the role, the rest are psql arguments.
sql_as() {
  local role="$1"; shift
  "$PGBIN/psql" -h 127.0.0.1 -p "$PORT" -U "$role" -d postgres -v ON_ERROR_STOP=1 --no-psqlrc -q -o /dev/null "$@"
}

# --- 1. Extract ----------------------------------------------------------------------------------------------------
"$HERE/extract.sh" "$MIRRORS" "$SRC"

# --- 2. A fresh cluster whose first superuser is supabase_admin, as on Supabase's image -----------------------------
if [ -d "$PGDATA" ]; then
  if [ "$REBUILD" != 1 ]; then echo "$PGDATA exists: pass --rebuild to wipe it" >&2; exit 1; fi
  as_pg "$PGBIN/pg_ctl" -D "$PGDATA" -m fast stop >/dev/null 2>&1 || true
  rm -rf "$PGDATA"
fi
mkdir -p "$OUT"
chmod 755 "$OUT"
install -d -o postgres -g postgres "$PGDATA" 2>/dev/null || mkdir -p "$PGDATA"
as_pg "$PGBIN/initdb" -D "$PGDATA" -U supabase_admin --auth=trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null
as_pg "$PGBIN/pg_ctl" -D "$PGDATA" -l "$PGDATA/server.log" -w \
  -o "-p $PORT -c listen_addresses=127.0.0.1 -c unix_socket_directories=$PGDATA" start >/dev/null

# --- 3. Supabase's order (migrations/db/migrate.sh and the image's Dockerfile) --------------------------------------
# postgres is created as a superuser, then owns the database.
sql_as supabase_admin -c "create role postgres superuser login" -c "alter database postgres owner to postgres"

echo "init scripts, as postgres"
for f in "$SRC"/init/*.sql; do echo "  $(basename "$f")"; sql_as postgres -f "$f"; done

echo "platform migrations, as supabase_admin"
for f in "$SRC"/platform/*.sql; do echo "  $(basename "$f")"; sql_as supabase_admin -f "$f"; done

echo "GoTrue migrations, as supabase_auth_admin (one transaction per file, as its migrator runs them)"
for f in "$SRC"/auth/*.sql; do
  name="$(basename "$f" .up.sql)"
  if grep -qi 'concurrently' "$f"; then sql_as supabase_auth_admin -f "$f"; else sql_as supabase_auth_admin -1 -f "$f"; fi
  sql_as supabase_auth_admin -c "insert into auth.schema_migrations(version) values ('${name%%_*}') on conflict do nothing"
done
echo "  $(ls "$SRC"/auth | wc -l) files"

echo "Storage migrations, as supabase_storage_admin (with the settings its runner sets first)"
for f in "$SRC"/storage/*.sql; do
  name="$(basename "$f" .sql)"
  if grep -q -- '-- postgres-migrations ignore' "$f"; then
    body="$OUT/select-1.sql"; echo 'select 1;' > "$body"
  else
    body="$f"
  fi
  if grep -q -- '-- postgres-migrations disable-transaction' "$body"; then one=(); else one=(-1); fi
  sql_as supabase_storage_admin "${one[@]}" -f "$SRC/storage-settings.sql" -f "$body"
  sql_as supabase_storage_admin -c "insert into storage.migrations(id, name, hash) values (${name%%-*}, '${name#*-}', '$(sha1sum "$f" | cut -c1-40)') on conflict do nothing"
done
echo "  $(ls "$SRC"/storage | wc -l) files"

echo "today's hosted default and the CLI's history table"
sql_as supabase_admin -f "$SRC/cli/revoke-default-data-api-privileges.sql"
sql_as postgres -f "$SRC/cli/create-migration-table.sql"

# --- 4. Dumps for reading (never committed) -------------------------------------------------------------------------
dump() { "$PGBIN/pg_dump" -h 127.0.0.1 -p "$PORT" -U supabase_admin -d postgres --schema-only "$@"; }
dump > "$OUT/schema-all.sql"
dump -n auth > "$OUT/schema-auth.sql"
dump -n storage > "$OUT/schema-storage.sql"
"$PGBIN/pg_dumpall" -h 127.0.0.1 -p "$PORT" -U supabase_admin --roles-only --no-role-passwords > "$OUT/roles.sql"
chmod 644 "$OUT"/*.sql
touch "$OUT/DUMPED"
echo "dumped to $OUT/schema-{all,auth,storage}.sql and roles.sql"

# --- 5. The fingerprint ---------------------------------------------------------------------------------------------
if [ "$RECORD" = 1 ]; then
  (cd "$CATALOG/.." && pnpm exec tsx catalog/record.ts "postgres://supabase_admin@127.0.0.1:$PORT/postgres" \
    "$CATALOG/supabase-catalog.json")
fi
echo "done: postgres://supabase_admin@127.0.0.1:$PORT/postgres"

#!/usr/bin/env bash
# Starts a PostgreSQL server shaped as Supabase starts one, for the tests and the benches: its own cluster whose
# first superuser is `supabase_admin` (`initdb -U supabase_admin`), so the bootstrap can give `postgres` the
# rights it has on a hosted project (a login without superuser). Idempotent: an existing cluster is started if
# stopped and reused. Prints the connection URL on stdout; everything else goes to stderr.
#   TEST_DATABASE_URL=$(supabase/local/scripts/start-postgres.sh) pnpm exec jest supabase/tests
# Env: PG_VERSION (the newest installed), PG_PORT (54329), PG_DATA (/var/lib/postgresql/tales-supabase/<version>),
# PG_PASSWORD (tales), PG_DATABASE (tales_test).
set -euo pipefail

version="${PG_VERSION:-$(find /usr/lib/postgresql -mindepth 1 -maxdepth 1 -printf '%f\n' 2>/dev/null | sort -n | tail -1)}"
port="${PG_PORT:-54329}"
data="${PG_DATA:-/var/lib/postgresql/tales-supabase/$version}"
password="${PG_PASSWORD:-tales}"
database="${PG_DATABASE:-tales_test}"
bin="/usr/lib/postgresql/$version/bin"
admin=supabase_admin

[ -x "$bin/initdb" ] || { echo "PostgreSQL server not installed (no $bin/initdb)" >&2; exit 1; }
[[ "$database" =~ ^[a-z_][a-z0-9_]*$ ]] || { echo "invalid database name: $database" >&2; exit 2; }
[[ "$password" =~ ^[A-Za-z0-9_-]+$ ]] || { echo "password must be [A-Za-z0-9_-]" >&2; exit 2; }

as_postgres() {
  if [ "$(id -un)" = postgres ]; then sh -c "$1"
  elif [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$1"
  else sudo -u postgres sh -c "$1"; fi
}

if [ ! -f "$data/PG_VERSION" ]; then
  echo "creating the PostgreSQL $version cluster in $data (first superuser $admin)" >&2
  if [ "$(id -u)" = 0 ]; then install -d -o postgres -g postgres -m 700 "$data"; else sudo install -d -o postgres -g postgres -m 700 "$data"; fi
  pwfile=$(as_postgres "mktemp")
  as_postgres "printf '%s\n' '$password' > $pwfile"
  # Local socket connections are trusted (the cluster is this machine's test server); TCP needs the password.
  as_postgres "$bin/initdb -D '$data' -U $admin --pwfile=$pwfile --auth-local=trust --auth-host=scram-sha-256 --encoding=UTF8 --locale=C.UTF-8" >&2
  as_postgres "rm -f $pwfile"
fi

if ! as_postgres "$bin/pg_ctl -D '$data' status" >/dev/null 2>&1; then
  echo "starting PostgreSQL $version on port $port" >&2
  as_postgres "$bin/pg_ctl -D '$data' -l '$data/server.log' -w -t 60 \
    -o \"-p $port -k /tmp -c listen_addresses=127.0.0.1 -c max_connections=300 -c shared_buffers=256MB -c fsync=on\" start" >&2
fi

for _ in $(seq 1 30); do
  pg_isready -q -h 127.0.0.1 -p "$port" && break
  sleep 1
done
pg_isready -q -h 127.0.0.1 -p "$port" || { echo "PostgreSQL did not become ready on port $port" >&2; exit 1; }

as_postgres "psql -q -v ON_ERROR_STOP=1 -h /tmp -p $port -U $admin -d postgres" >&2 <<SQL
select 'create database $database' where not exists (select 1 from pg_database where datname = '$database')
\gexec
SQL

echo "postgres://$admin:$password@127.0.0.1:$port/$database"

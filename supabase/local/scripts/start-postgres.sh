#!/usr/bin/env bash
# Starts the Debian PostgreSQL cluster (if stopped), creates the superuser role and database the tests
# use (idempotent), and prints the connection URL on stdout. Everything else goes to stderr.
#   TEST_DATABASE_URL=$(supabase/local/scripts/start-postgres.sh) pnpm exec jest supabase/tests
# Env: PG_VERSION (15), PG_CLUSTER (main), PG_PORT (5432), PG_ROLE (tales), PG_PASSWORD (tales), PG_DATABASE (tales_test).
set -euo pipefail

version="${PG_VERSION:-15}"
cluster="${PG_CLUSTER:-main}"
port="${PG_PORT:-5432}"
role="${PG_ROLE:-tales}"
password="${PG_PASSWORD:-tales}"
database="${PG_DATABASE:-tales_test}"

for name in "$role" "$database"; do
  [[ "$name" =~ ^[a-z_][a-z0-9_]*$ ]] || { echo "invalid identifier: $name" >&2; exit 2; }
done
[[ "$password" =~ ^[A-Za-z0-9_-]+$ ]] || { echo "password must be [A-Za-z0-9_-]" >&2; exit 2; }

as_postgres() {
  if [ "$(id -u)" = 0 ]; then su postgres -c "$*"; else sudo -u postgres sh -c "$*"; fi
}

if ! pg_lsclusters -h | awk -v v="$version" -v c="$cluster" '$1 == v && $2 == c && $4 == "online" { found = 1 } END { exit !found }'; then
  echo "starting PostgreSQL $version/$cluster" >&2
  if [ "$(id -u)" = 0 ]; then
    pg_ctlcluster --skip-systemctl-redirect "$version" "$cluster" start >&2
  else
    sudo pg_ctlcluster --skip-systemctl-redirect "$version" "$cluster" start >&2
  fi
fi

for _ in $(seq 1 30); do
  pg_isready -q -h 127.0.0.1 -p "$port" && break
  sleep 1
done
pg_isready -q -h 127.0.0.1 -p "$port" || { echo "PostgreSQL did not become ready on port $port" >&2; exit 1; }

as_postgres "psql -q -v ON_ERROR_STOP=1 -p $port -d postgres" >&2 <<SQL
do \$\$
begin
  if not exists (select 1 from pg_roles where rolname = '$role') then
    create role $role login superuser password '$password';
  end if;
end \$\$;
select 'create database $database owner $role'
where not exists (select 1 from pg_database where datname = '$database')
\gexec
SQL

echo "postgres://$role:$password@127.0.0.1:$port/$database"

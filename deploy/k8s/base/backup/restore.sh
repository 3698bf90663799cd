#!/bin/sh
# Restore a dump made by backup.sh into an EMPTY database (create it first, e.g. `createdb`), in one
# transaction: either everything is restored or nothing is.
#   sh restore.sh /backups/fachwerk-20261125T021500Z.dump postgres://…/fachwerk_restored
# Then point DATABASE_URL at it (or rename the databases) and start the api; it migrates forward
# if the dump is older than the running version.
set -eu
dump="${1:?usage: restore.sh <dump file> <target database url>}"
target="${2:?usage: restore.sh <dump file> <target database url>}"
[ -r "$dump" ] || { echo "cannot read $dump" >&2; exit 1; }
pg_restore --exit-on-error --single-transaction --no-owner --no-privileges --dbname="$target" "$dump"
echo "restored $dump"

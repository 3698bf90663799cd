#!/bin/sh
# Logical backup of the Fachwerk database: pg_dump in custom format, checked readable, then moved
# into place atomically; dumps older than BACKUP_KEEP_DAYS are removed. Prints the dump's path.
#   DATABASE_URL=postgres://… BACKUP_DIR=/backups sh backup.sh
# Runs in the nightly CronJob (postgres:15-alpine) and in CI (apps/api/src/seed/backup-restore.int-spec.ts).
set -eu
: "${DATABASE_URL:?DATABASE_URL must name the database to dump}"
dir="${BACKUP_DIR:-./backups}"
keep="${BACKUP_KEEP_DAYS:-14}"
mkdir -p "$dir"
stamp="$(date -u +%Y%m%dT%H%M%SZ)"
partial="$dir/.fachwerk-$stamp.dump.partial"
final="$dir/fachwerk-$stamp.dump"
trap 'rm -f "$partial"' EXIT
pg_dump --format=custom --compress=6 --no-owner --no-privileges --dbname="$DATABASE_URL" --file="$partial"
# an archive pg_restore cannot list is not a backup
pg_restore --list "$partial" >/dev/null
mv "$partial" "$final"
find "$dir" -maxdepth 1 -name 'fachwerk-*.dump' -mtime +"$keep" -exec rm -f {} +
echo "$final"

#!/usr/bin/env bash
# Builds the base image of every Fachwerk image, `localhost/fachwerk-base:bookworm`, without a
# registry: a Debian bookworm minbase root made by debootstrap from the machine's apt mirror, with
# what the images need at run time (CA certificates, tini, nginx for the web image; the invoice
# fonts come with the application build, not from here), imported into podman. Reproducible: same
# suite, variant and package list; apt caches, logs and machine ids removed; every file's time set
# to SOURCE_DATE_EPOCH and the tar written in name order with numeric owners, so the same mirror
# state gives the same layer.
#
#   sudo tools/docker/base-image.sh          # as root (debootstrap); ~30 s on an idle machine
#
# Env: DEBIAN_MIRROR (default: the first URI of /etc/apt/sources.list.d/debian.sources),
#      SOURCE_DATE_EPOCH (default: 2026-11-01T00:00:00Z), BASE_IMAGE (localhost/fachwerk-base:bookworm).
set -euo pipefail
BASE_IMAGE="${BASE_IMAGE:-localhost/fachwerk-base:bookworm}"
SOURCE_DATE_EPOCH="${SOURCE_DATE_EPOCH:-1793491200}"
PACKAGES="ca-certificates,nginx-light,tini"
mirror="${DEBIAN_MIRROR:-}"
if [ -z "$mirror" ] && [ -f /etc/apt/sources.list.d/debian.sources ]; then
  mirror="$(awk '/^URIs:/ { print $2; exit }' /etc/apt/sources.list.d/debian.sources)"
fi
mirror="${mirror:-http://deb.debian.org/debian}"

"$(dirname "$0")/podman-setup.sh"

root="$(mktemp -d /var/tmp/fachwerk-base.XXXXXX)"
trap 'rm -rf "$root"' EXIT
echo "[base] debootstrap --variant=minbase bookworm from $mirror (+ $PACKAGES)"
debootstrap --variant=minbase --include="$PACKAGES" bookworm "$root" "$mirror" >/dev/null
# Nothing of the build machine or of apt's state goes into the image.
rm -rf "$root"/var/cache/apt/*.bin "$root"/var/cache/apt/archives/*.deb "$root"/var/lib/apt/lists/* \
  "$root"/var/log/* "$root"/tmp/* "$root"/var/tmp/* "$root"/etc/machine-id "$root"/var/lib/dbus/machine-id
: > "$root/etc/machine-id"
# nginx-light's default site and its start at boot are not ours (the web image brings its config).
rm -f "$root"/etc/nginx/sites-enabled/default
find "$root" -xdev -newermt "@$SOURCE_DATE_EPOCH" -exec touch --no-dereference --date="@$SOURCE_DATE_EPOCH" {} +
echo "[base] importing as $BASE_IMAGE"
tar -C "$root" --sort=name --numeric-owner --mtime="@$SOURCE_DATE_EPOCH" -c . \
  | podman import --change 'ENV LANG=C.UTF-8' - "$BASE_IMAGE" >/dev/null
podman image inspect "$BASE_IMAGE" --format '[base] {{.Id}} {{.Size}} bytes'

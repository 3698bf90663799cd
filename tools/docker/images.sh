#!/usr/bin/env bash
# Production images with podman (no Docker engine or registry needed):
#   tools/docker/images.sh build   assemble tmp/image-context from the builds and build
#                                  localhost/fachwerk-{api,worker,web}:$IMAGE_TAG (base first if missing)
#   tools/docker/images.sh smoke   build, then start them against this machine's PostgreSQL and Redis
#                                  and check health, login, a job posted, an invoice issued and
#                                  rendered by the worker image (every PDF font embedded, XML valid
#                                  by the official rules) and the web image's pages and manifest
# Needs the production builds (npx nx run-many -t build), root (debootstrap, podman), podman, runc,
# debootstrap and poppler-utils (pdffonts). Env: IMAGE_TAG (local).
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT="$PWD"
TAG="${IMAGE_TAG:-local}"
CTX="$ROOT/tmp/image-context"
PODMAN=(podman --runtime runc)

build() {
  for out in api/main.js worker/main.js shell/index.html client/remoteEntry.js supplier/remoteEntry.js admin/remoteEntry.js; do
    [ -f "dist/apps/$out" ] || { echo "[images] dist/apps/$out missing: run the builds first" >&2; exit 1; }
  done
  tools/docker/podman-setup.sh
  podman image exists localhost/fachwerk-base:bookworm || tools/docker/base-image.sh
  local started=$SECONDS
  rm -rf "$CTX" && mkdir -p "$CTX/app/dist/apps" "$CTX/web/html"
  cp node_modules/node/bin/node "$CTX/node"
  # Production dependencies from the lockfile, installed once per lockfile (tmp/image-deps/<hash>).
  local lock deps
  lock="$(cat package.json package-lock.json | sha256sum | cut -c1-16)"
  deps="$ROOT/tmp/image-deps/$lock"
  if [ ! -d "$deps/node_modules" ]; then
    echo "[images] production dependencies (npm install --omit=dev, once per lockfile)"
    rm -rf "$deps" && mkdir -p "$deps" && cp package.json package-lock.json "$deps/"
    (cd "$deps" && npm install --omit=dev --ignore-scripts --no-audit --no-fund --loglevel=error >/dev/null)
  fi
  cp package.json "$CTX/app/"
  cp -r "$deps/node_modules" "$CTX/app/node_modules"
  cp -r dist/apps/api dist/apps/worker "$CTX/app/dist/apps/"
  # The api runs migrations at start (dist/apps/api/main.js reads libs/server/db/migrations). The
  # invoice fonts, the e-invoice rules and the validation thread come with the build output
  # (dist/apps/<app>/assets): nothing else of the source tree goes into the images.
  mkdir -p "$CTX/app/libs/server/db" && cp -r libs/server/db/migrations "$CTX/app/libs/server/db/"
  for app in shell client supplier admin; do cp -r "dist/apps/$app" "$CTX/web/html/"; done
  cp tools/docker/nginx.conf.template "$CTX/web/"
  cp tools/docker/start-web.sh "$CTX/web/"
  for target in api worker web; do
    echo "[images] podman build --target $target"
    "${PODMAN[@]}" build --quiet --target "$target" -t "localhost/fachwerk-$target:$TAG" -f tools/docker/Containerfile "$CTX" >/dev/null
  done
  echo "[images] built in $((SECONDS - started)) s"
  for target in api worker web; do
    podman image inspect "localhost/fachwerk-$target:$TAG" --format "[images] localhost/fachwerk-$target:$TAG {{.Size}} bytes"
  done
}

case "${1:-}" in
  build) build ;;
  # a passing smoke stamps the recipe it tested (tools/docker/recipe.mjs): CI repeats it when that changes
  smoke) build && "$ROOT/node_modules/.bin/node" tools/docker/smoke.mjs "$TAG" && "$ROOT/node_modules/.bin/node" tools/docker/recipe.mjs --write ;;
  *) echo "usage: tools/docker/images.sh build|smoke" >&2; exit 2 ;;
esac

#!/usr/bin/env bash
# podman on these machines (no Docker engine, hybrid cgroups): runc instead of crun, cgroupfs, and no
# default ulimits (runc fails on setrlimit RLIMIT_NPROC otherwise). Writes the engine config once;
# every podman call of the image scripts also passes --runtime runc.
set -euo pipefail
conf=/etc/containers/containers.conf
if ! grep -q 'cgroup_manager = "cgroupfs"' "$conf" 2>/dev/null; then
  mkdir -p /etc/containers
  printf '[containers]\ndefault_ulimits = []\n\n[engine]\ncgroup_manager = "cgroupfs"\nruntime = "runc"\n' > "$conf"
fi

#!/usr/bin/env bash
# The Redis access-backend tests run against a real Redis server they start themselves
# (test/support/redis.ts: own port, own temp folder, no persistence); this makes sure
# `redis-server` is installed. Debian's package would also start a system service on port 6379;
# no test uses it, and while installing we keep apt from starting it at all (policy-rc.d), so
# nothing runs until a test starts its own server.
set -euo pipefail
if command -v redis-server >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "redis-server is missing; install it with: sudo apt-get install -y redis-server" >&2
  exit 1
fi
# Services are not started by package installs while /usr/sbin/policy-rc.d exits 101. Add one for
# the duration of the install unless the system already has its own (e.g. Docker images do).
policy=/usr/sbin/policy-rc.d
if [ ! -e "$policy" ]; then
  printf '#!/bin/sh\nexit 101\n' > "$policy"
  chmod 755 "$policy"
  trap 'rm -f "$policy"' EXIT
fi
apt-get -o DPkg::Lock::Timeout=300 update -qq
DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=300 install -y -qq redis-server >/dev/null

#!/usr/bin/env bash
# The warehouse tests run against a real PostgreSQL server they start themselves
# (test/support/postgres.ts); this makes sure its binaries are installed. Debian's package is
# installed without its default system cluster: nothing runs until a test starts its own.
set -euo pipefail
if ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "PostgreSQL server binaries are missing; install them with: sudo apt-get install -y postgresql" >&2
  exit 1
fi
mkdir -p /etc/postgresql-common/createcluster.d
echo "create_main_cluster = false" > /etc/postgresql-common/createcluster.d/no-main-cluster.conf
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null

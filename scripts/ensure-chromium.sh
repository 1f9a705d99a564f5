#!/usr/bin/env bash
# The browser tests (test/e2e/browserCors.e2e.test.ts) drive Debian's chromium through
# playwright-core, which downloads no browser; this makes sure /usr/bin/chromium is installed.
# Without it those tests are skipped with a message, so CI (run as root) installs it.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "chromium is missing; install it with: sudo apt-get install -y chromium (the browser tests are skipped meanwhile)" >&2
  exit 0
fi
apt-get -o DPkg::Lock::Timeout=300 update -qq
DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=300 install -y -qq chromium >/dev/null

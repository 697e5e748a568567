#!/usr/bin/env bash
# What `just test` needs besides Rust and Node, checked before anything is built: Chromium for the
# browser tests (Debian's `chromium`, /usr/bin/chromium, or $CHROMIUM) and poppler-utils (pdftoppm,
# pdftotext) for the print tests, slapd and ldap-utils for the directory tests, and Python's aiosmtpd (PyPI) for the mail tests
# and moto (PyPI) for the S3 file storage test. Installed with apt-get when this user may (root, or password-less
# sudo); otherwise the exact command to run is printed and the recipe stops.
set -euo pipefail
need=()
[ -x "${CHROMIUM:-/usr/bin/chromium}" ] || need+=(chromium)
{ command -v pdftoppm >/dev/null && command -v pdftotext >/dev/null; } || need+=(poppler-utils)
command -v psql >/dev/null || need+=(postgresql-client)
# The directory-service tests start their own OpenLDAP (crates/test-support/src/ldap.rs).
[ -x /usr/sbin/slapd ] || need+=(slapd)
command -v ldapadd >/dev/null || need+=(ldap-utils)
# The mail tests' SMTP server (crates/test-support/scripts/smtp_server.py).
if ! python3 -c 'import aiosmtpd' 2>/dev/null; then
  echo "installing aiosmtpd (PyPI) for the mail tests"
  python3 -m pip install --quiet aiosmtpd
fi
# The file storage test's S3 server (crates/test-support/scripts/s3_server.py).
if ! python3 -c 'import moto.server, boto3' 2>/dev/null; then
  echo "installing moto (PyPI) for the S3 file storage test"
  python3 -m pip install --quiet 'moto[server]==5.2.1'
fi
[ ${#need[@]} -eq 0 ] && exit 0
if ! command -v apt-get >/dev/null; then
  echo "just test needs ${need[*]} (Debian package names); install them with your package manager, then run just test again." >&2
  exit 1
fi
if [ "$(id -u)" -eq 0 ]; then
  sudo=()
elif sudo -n true 2>/dev/null; then
  sudo=(sudo)
else
  echo "just test needs ${need[*]}. Run:" >&2
  echo "  sudo apt-get update && sudo apt-get install -y ${need[*]}" >&2
  echo "then run just test again." >&2
  exit 1
fi
echo "installing ${need[*]} for the browser and print tests"
"${sudo[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq "${need[@]}" >/dev/null

#!/usr/bin/env bash
# The distributed mode on this machine: newsroom-auth, newsroom-rundowns, newsroom-devices,
# newsroom-documents and newsroom-gateway as five processes against the running PostgreSQL (databases
# newsroom_auth, newsroom_rundowns, newsroom_devices, newsroom_documents, created when missing), NATS
# JetStream and Redis. Logs and pids under .newsroom-dist/.
#   scripts/dist.sh up <dir of the binaries>     scripts/dist.sh down
set -euo pipefail
cd "$(dirname "$0")/.."
run=.newsroom-dist
case "${1:-}" in
  up)
    bin=${2:?binaries dir}
    # Demo data unless NEWSROOM_DIST_DEMO=false (then the first start writes the administrator's
    # one-time password to auth.log).
    demo=$([ "${NEWSROOM_DIST_DEMO:-true}" = false ] || echo yes)
    mkdir -p "$run"
    [ -s "$run/jwt.secret" ] || { head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n' >"$run/jwt.secret"; chmod 600 "$run/jwt.secret"; }
    export NEWSROOM_JWT_SECRET=${NEWSROOM_JWT_SECRET:-$(cat "$run/jwt.secret")}
    pg=${NEWSROOM_PG:-postgres://postgres@127.0.0.1:5432}
    NEWSROOM_DATABASE_URL=${NEWSROOM_AUTH_DATABASE_URL:-$pg/newsroom_auth} "$bin/newsroom-auth" ${demo:+--demo} >"$run/auth.log" 2>&1 &
    echo $! >"$run/auth.pid"
    NEWSROOM_DATABASE_URL=${NEWSROOM_RUNDOWNS_DATABASE_URL:-$pg/newsroom_rundowns} "$bin/newsroom-rundowns" ${demo:+--demo} >"$run/rundowns.log" 2>&1 &
    echo $! >"$run/rundowns.pid"
    NEWSROOM_DATABASE_URL=${NEWSROOM_DEVICES_DATABASE_URL:-$pg/newsroom_devices} "$bin/newsroom-devices" >"$run/devices.log" 2>&1 &
    echo $! >"$run/devices.pid"
    NEWSROOM_FILES_DIR=${NEWSROOM_FILES_DIR:-$run/files} NEWSROOM_DATABASE_URL=${NEWSROOM_DOCUMENTS_DATABASE_URL:-$pg/newsroom_documents} "$bin/newsroom-documents" ${demo:+--demo} >"$run/documents.log" 2>&1 &
    echo $! >"$run/documents.pid"
    "$bin/newsroom-gateway" >"$run/gateway.log" 2>&1 &
    echo $! >"$run/gateway.pid"
    for _ in $(seq 1 60); do curl -fsS -o /dev/null http://127.0.0.1:8080/healthz 2>/dev/null && break; sleep 0.5; done
    echo "distributed newsroom on http://localhost:8080 (logs in $run/, stop with: just dist-down)"
    ;;
  down)
    for p in gateway documents devices rundowns auth; do
      [ -f "$run/$p.pid" ] && { kill "$(cat "$run/$p.pid")" 2>/dev/null || true; rm -f "$run/$p.pid"; }
    done
    echo "stopped"
    ;;
  *) echo "usage: $0 up <bin dir> | down"; exit 2 ;;
esac

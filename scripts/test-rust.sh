#!/usr/bin/env bash
# Every Rust test of the workspace. Distributed-mode tests (named `...::distributed`) need PostgreSQL
# (127.0.0.1:5432), NATS with JetStream (:4222) and Redis (:6379); on a machine without them, and
# outside CI, they are filtered out and this says so (libtest counts them as "filtered out", never as
# passed). In CI a missing server fails the run.
set -euo pipefail
cd "$(dirname "$0")/.."
up() { (exec 3<>"/dev/tcp/$1/$2") 2>/dev/null; }
missing=()
up 127.0.0.1 5432 || missing+=("PostgreSQL 127.0.0.1:5432")
up 127.0.0.1 4222 || missing+=("NATS 127.0.0.1:4222")
up 127.0.0.1 6379 || missing+=("Redis 127.0.0.1:6379")
if [ ${#missing[@]} -eq 0 ]; then
  exec cargo test --workspace "$@"
fi
if [ -n "${CI:-}" ]; then
  echo "CI must have PostgreSQL, NATS and Redis; not reachable: ${missing[*]}" >&2
  exit 1
fi
echo "SKIPPED: the distributed-mode tests (not reachable: ${missing[*]}); they show as filtered out below."
cargo test --workspace "$@" -- --skip ::distributed
echo "SKIPPED: the distributed-mode tests (not reachable: ${missing[*]})."

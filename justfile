# Newsroom tasks. `just --list` shows them. Every recipe works from a fresh clone.

set shell := ["bash", "-euo", "pipefail", "-c"]

target := env_var_or_default("CARGO_TARGET_DIR", justfile_directory() / "target")

# Build the web app and start the embedded newsroom with demo data on http://localhost:8080.
up: web-build
    cargo run -p newsroom -- --demo

# Every test: Rust (unit, property, integration in both modes), web unit tests, browser end-to-end.
test: test-deps test-rust test-interop test-web e2e

# What the tests need besides Rust and Node (Chromium, poppler-utils): installed where this user may,
# otherwise the exact command to run, before anything is built.
test-deps:
    bash scripts/test-deps.sh

# Rust tests of the whole workspace (distributed-mode tests need PostgreSQL, NATS and Redis, and are
# filtered out, with a notice, where those are missing; the MOS interop tests run Sofie's npm MOS
# library as a peer).
test-rust: interop-deps
    bash scripts/test-rust.sh

# The MOS peer (services/devices/interop): its packages, then its self-test against a second npm peer.
interop-deps:
    cd services/devices/interop && { [ node_modules/.package-lock.json -nt package-lock.json ] || npm ci --no-audit --no-fund; }

# The MOS peer's own self-test (two npm MOS peers, no Newsroom).
test-interop: interop-deps
    cd services/devices/interop && npm test

# Fuzz the MOS message core (crates/mos/fuzz: parse, framing) and the STOMP frame reader and writer
# (crates/stomp/fuzz: frames) for `secs` seconds a target, each corpus seeded from ../shared/data at run
# time (never copied into the repo). Needs cargo-fuzz (`cargo install cargo-fuzz`); runs on the stable
# toolchain through RUSTC_BOOTSTRAP. A crash is left in crates/<crate>/fuzz/artifacts/<target>/: keep
# it as a regression test (docs/security.md, "Fuzzing"). `framing` runs without AddressSanitizer (the
# crate has no unsafe code; a panic or its bounded-buffer assertion still fails the run), about five
# times faster, on inputs of at most 8 KiB (its seeds: median 583 bytes, 90 % under 3.8 KB).
fuzz secs="60":
    bash crates/mos/fuzz/seed-corpus.sh
    bash crates/stomp/fuzz/seed-corpus.sh
    cd crates/mos/fuzz && RUSTC_BOOTSTRAP=1 cargo fuzz run parse -- -max_total_time={{secs}}
    cd crates/mos/fuzz && RUSTC_BOOTSTRAP=1 cargo fuzz run -s none --target-dir target-nosan framing -- -max_len=8192 -max_total_time={{secs}}
    cd crates/stomp/fuzz && RUSTC_BOOTSTRAP=1 cargo fuzz run frames -- -max_total_time={{secs}}

# The unit and component tests (vitest) of the web app and the shared packages (web/packages/*), and the
# generated contract types checked against docs/openapi.json and docs/asyncapi.yaml.
test-web: web-deps
    npm test
    npm run check:generated

# Browser and STOMP end-to-end tests against the embedded and the distributed newsroom.
e2e: test-deps web-build interop-deps
    cargo build -p newsroom -p newsroom-auth -p newsroom-rundowns -p newsroom-devices -p newsroom-documents -p newsroom-gateway
    bash scripts/e2e.sh "{{target}}/debug"

# Start the distributed mode (five processes) on this machine's PostgreSQL, NATS and Redis.
dist-up: web-build
    cargo build -p newsroom-auth -p newsroom-rundowns -p newsroom-devices -p newsroom-documents -p newsroom-gateway
    bash scripts/dist.sh up "{{target}}/debug"

# Stop the processes `just dist-up` started.
dist-down:
    bash scripts/dist.sh down

# Rewrite the generated contract: docs/openapi.json from the gateway's REST shapes (CI fails when it
# is stale: gateway/tests/openapi.rs), then the TypeScript generated from it and docs/asyncapi.yaml
# (web/packages/README.md; `npm run check:generated` fails when they are stale).
generate: web-deps
    cargo run -q -p newsroom-gateway -- --print-openapi > docs/openapi.json
    npm run generate

# Vite dev server on :5173 against a newsroom on :8080.
dev: web-deps
    npm run dev

# Formatting, lints and the dependency rules of ../shared/STYLE.md.
lint: web-deps
    cargo fmt --all -- --check
    cargo clippy --workspace --all-targets -- -D warnings
    bash ../shared/tools/check-layering.sh
    npm run lint
    npm run typecheck
    npm run check:generated
    bash scripts/openapi-check.sh

# Format the Rust code.
fmt:
    cargo fmt --all

# Benchmarks of the timing engine.
bench:
    cargo bench -p newsroom-domain -p newsroom-search -p newsroom-documents

# Install the npm workspaces (web, web/packages/*) from the root package-lock.json when it changed.
web-deps:
    { [ node_modules/.package-lock.json -nt package-lock.json ] || npm ci --no-audit --no-fund; }

# Build the web app into web/dist.
web-build: web-deps
    npm run build

#!/usr/bin/env bash
# Validates docs/openapi.json against the OpenAPI 3.1 schema and rules (every path parameter declared,
# ...) with openapi-spec-validator from PyPI, installed for this user when missing.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! python3 -c 'import openapi_spec_validator' 2>/dev/null; then
  pip install --quiet --user openapi-spec-validator 2>/dev/null || pip install --quiet openapi-spec-validator
fi
python3 -m openapi_spec_validator docs/openapi.json

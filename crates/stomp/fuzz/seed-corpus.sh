#!/usr/bin/env bash
# Seeds the cargo-fuzz corpus of crates/stomp from the real STOMP frames in ../shared/data/stomp
# (issue 11, point 15), at run time: the data stays where it is and is never copied into the repository.
#   corpus/frames/  each example frame of the STOMP 1.2 specification and each input of stompjs's parser
#                   vectors, behind a first byte choosing the websocket message size
# Usage: crates/stomp/fuzz/seed-corpus.sh [data dir]   (default: ../shared/data/stomp beside the repo)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
data=${1:-$here/../../../../shared/data/stomp}
[ -d "$data" ] || { echo "no STOMP data at $data" >&2; exit 1; }
mkdir -p "$here/corpus/frames"
n=0
while IFS= read -r -d '' f; do
  n=$((n + 1))
  { printf '\x3f'; cat "$f"; } > "$here/corpus/frames/spec-$n.bin"
  { printf '\x04'; cat "$f"; } > "$here/corpus/frames/spec-$n-cut.bin"
done < <(find "$data" -name '*.frame' -print0 | sort -z)
python3 - "$data" "$here/corpus/frames" <<'PY'
import json, pathlib, sys
data, out = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
for path in sorted(data.rglob('*vectors*.json')):
    for i, v in enumerate(json.loads(path.read_text())):
        raw = v.get('input')
        if isinstance(raw, str):
            (out / f'stompjs-{i}.bin').write_bytes(b'\x3f' + raw.encode('utf-8', 'surrogatepass'))
PY
echo "seeded corpus/frames from $n frames and the stompjs vectors of $data"

#!/usr/bin/env bash
# Seeds the cargo-fuzz corpora of crates/mos from the real MOS messages in ../shared/data/mos (issue 11,
# point 15), at run time: the data stays where it is and is never copied into the repository.
#   corpus/parse/    each message as text (Sofie's envelope-less fixtures also wrapped in <mos>)
#   corpus/framing/  each message as a 2.8.5 socket carries it: a first byte choosing the read size,
#                    then UTF-16BE; and the captured UTF-16BE bytes of the npm peer
# Usage: crates/mos/fuzz/seed-corpus.sh [data dir]   (default: ../shared/data/mos beside the repo)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
data=${1:-$here/../../../../shared/data/mos}
[ -d "$data" ] || { echo "no MOS data at $data" >&2; exit 1; }
mkdir -p "$here/corpus/parse" "$here/corpus/framing"
n=0
while IFS= read -r -d '' f; do
  n=$((n + 1))
  msg=$(cat "$f")
  if ! grep -q '<mos>' <<<"$msg"; then
    msg="<mos><mosID>device.mos</mosID><ncsID>newsroom.ncs</ncsID><messageID>7</messageID>${msg}</mos>"
  fi
  cp "$f" "$here/corpus/parse/real-$n-raw.xml"
  printf '%s' "$msg" > "$here/corpus/parse/real-$n.xml"
  { printf '\x07'; printf '%s' "$msg" | iconv -f UTF-8 -t UTF-16BE; } > "$here/corpus/framing/real-$n.bin"
done < <(find "$data" -name '*.xml' -print0 | sort -z)
while IFS= read -r -d '' f; do
  n=$((n + 1))
  { printf '\x1f'; cat "$f"; } > "$here/corpus/framing/real-$n.bin"
done < <(find "$data" -name '*.bin' -print0 | sort -z)
echo "seeded corpus/parse and corpus/framing from $n files of $data"

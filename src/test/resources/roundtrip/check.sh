#!/usr/bin/env bash
# Round-trip check for the syntax zoo: for each F.ll here (or the files given),
#   hoist -passes= -S F -o OUT/F.hoist.ll
# then compare `opt -S F` with `opt -S OUT/F.hoist.ll`, ignoring the
# "; ModuleID" and "source_filename" lines. Files containing the line
# "; requires: -opaque-pointers" get -opaque-pointers on both opt runs.
# Prints one line per file: OK / FAIL (reason). Details (stderr, diffs) are
# kept in OUT (default /tmp/roundtrip-check, or $ROUNDTRIP_OUT).
# Env: HOIST (driver, default <repo>/bin/hoist), OPT (default opt),
#      ROUNDTRIP_IGNORE_PREDS=1 also drops the "; preds = ..." block comments
#      (their order is the block's use-list order, which `uselistorder_bb`
#      changes and Hoist does not model).
# Exit status: 0 if every file is OK, 1 otherwise.
set -u
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../../../.." && pwd)"
HOIST="${HOIST:-$root/bin/hoist}"
OPT="${OPT:-opt}"
out="${ROUNDTRIP_OUT:-/tmp/roundtrip-check}"
mkdir -p "$out"
if [ $# -gt 0 ]; then files=("$@"); else files=("$here"/*.ll); fi

filter() {
  if [ -n "${ROUNDTRIP_IGNORE_PREDS:-}" ]; then
    grep -av -e '^; ModuleID' -e '^source_filename' "$1" | sed -E 's/ +; preds = .*$//'
  else
    grep -av -e '^; ModuleID' -e '^source_filename' "$1"
  fi
}
# run CMD... with stderr to ERRFILE; also captures the shell's "Segmentation fault" notice
run() { local err="$1"; shift; ( "$@"; rc=$?; exit $rc ) 2>"$err"; }
# first meaningful line of an error file (skips LLVM crash boiler-plate)
first() {
  local l; l=$(grep -a -m1 -i 'error' "$1")
  [ -n "$l" ] || l=$(grep -av -e '^PLEASE submit' -e '^Stack dump' -e '^ *#[0-9]' -e '^[0-9]\.' -e '^ *$' "$1" | head -1)
  grep -aq 'Stack dump' "$1" && l="CRASH: $l"
  printf '%s' "$l" | cut -c1-200
}

# build (if needed) once up front, so build chatter does not mix with results
"$HOIST" --version >/dev/null 2>"$out/build.err" || { echo "FAIL: $HOIST --version: $(tail -3 "$out/build.err")"; exit 1; }
fails=0
for f in "${files[@]}"; do
  b="$(basename "$f" .ll)"
  flags=()
  grep -qx '; requires: -opaque-pointers' "$f" && flags=(-opaque-pointers)
  ref="$out/$b.ref.ll" hl="$out/$b.hoist.ll" hopt="$out/$b.hoist.opt.ll"
  rm -f "$ref" "$hl" "$hopt" "$out/$b.diff"
  if ! run "$out/$b.opt.err" "$OPT" "${flags[@]}" -S "$f" -o "$ref"; then
    echo "FAIL $b: opt rejects the input itself (bad test file): $(first "$out/$b.opt.err")"; fails=$((fails+1)); continue
  fi
  if ! run "$out/$b.hoist.err" "$HOIST" -passes= -S "$f" -o "$hl" >"$out/$b.hoist.out"; then
    echo "FAIL $b: hoist rejects the input: $(first "$out/$b.hoist.err")"; fails=$((fails+1)); continue
  fi
  if ! run "$out/$b.hopt.err" "$OPT" "${flags[@]}" -S "$hl" -o "$hopt"; then
    echo "FAIL $b: opt rejects hoist's output: $(first "$out/$b.hopt.err")"; fails=$((fails+1)); continue
  fi
  if ! diff <(filter "$ref") <(filter "$hopt") >"$out/$b.diff"; then
    n=$(grep -ac '^[<>]' "$out/$b.diff")
    echo "FAIL $b: opt outputs differ ($n lines, see $out/$b.diff; first: $(grep -am1 '^[<>]' "$out/$b.diff" | cut -c1-160))"
    fails=$((fails+1)); continue
  fi
  echo "OK   $b"
done
exit $(( fails > 0 ))

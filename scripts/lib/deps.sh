# shellcheck shell=bash
# Sourced by Hoist's scripts: installs what a fresh Debian machine lacks for building and testing.
# LLVM 14's tools (opt, llc, lli, FileCheck, llvm-stress), clang-14, Csmith, graphviz (the report's
# graphs), chromium (the report test renders pages headless), valgrind (bench/compare), shellcheck
# (the suite checks the scripts with it), and gcc, binutils and zlib's headers (scripts/native-image
# links the native image with them) come from Debian's packages; Maven too. A JDK >= 21 is found by java-env.sh.

hoist_install_deps() {
  local pkgs=()
  [ -x /usr/lib/llvm-14/bin/opt ] || command -v opt >/dev/null 2>&1 || pkgs+=(llvm-14)
  [ -x /usr/lib/llvm-14/bin/FileCheck ] || pkgs+=(llvm-14-tools)
  command -v clang-14 >/dev/null 2>&1 || pkgs+=(clang-14)
  command -v csmith >/dev/null 2>&1 || pkgs+=(csmith)
  [ -f /usr/include/csmith/csmith.h ] || pkgs+=(libcsmith-dev)
  command -v dot >/dev/null 2>&1 || pkgs+=(graphviz)
  hoist_find_chromium >/dev/null || pkgs+=(chromium)
  command -v mvn >/dev/null 2>&1 || pkgs+=(maven)
  command -v valgrind >/dev/null 2>&1 || pkgs+=(valgrind)
  command -v shellcheck >/dev/null 2>&1 || pkgs+=(shellcheck)
  command -v gcc >/dev/null 2>&1 || pkgs+=(gcc)
  { command -v ar && command -v nm; } >/dev/null 2>&1 || pkgs+=(binutils)
  [ -f /usr/include/zlib.h ] || pkgs+=(zlib1g-dev)
  if [ ${#pkgs[@]} -gt 0 ]; then
    echo "hoist: installing ${pkgs[*]} ..." >&2
    local sudo=""
    [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null 2>&1 && sudo=sudo
    if ! { $sudo apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${pkgs[@]}" >&2; }; then
      echo "hoist: could not install ${pkgs[*]} (need root and Debian's package archive)" >&2
      return 1
    fi
  fi
  export PATH="/usr/lib/llvm-14/bin:$PATH"
}

# Prints the headless browser the report test uses, if there is one.
hoist_find_chromium() {
  local b
  for b in chromium chromium-browser google-chrome; do
    command -v "$b" 2>/dev/null && return 0
  done
  return 1
}

# Installs chromium alone, without asking: the report test calls this when it finds no browser.
hoist_install_chromium() {
  hoist_find_chromium >/dev/null && return 0
  local sudo=""
  [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null 2>&1 && sudo="sudo -n"
  $sudo apt-get update -qq >&2 || return 1
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >&2
}

# Installs Debian's llvm-19 (bench/compare --llvm19 measures against LLVM 19's opt and llc, which
# live in /usr/lib/llvm-19/bin and read LLVM 14's IR).
hoist_install_llvm19() {
  [ -x /usr/lib/llvm-19/bin/opt ] && [ -x /usr/lib/llvm-19/bin/llc ] && return 0
  echo "hoist: installing llvm-19 ..." >&2
  local sudo=""
  [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null 2>&1 && sudo=sudo
  if ! { $sudo apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq llvm-19 >&2; }; then
    echo "hoist: could not install llvm-19 (need root and Debian's package archive)" >&2
    return 1
  fi
}

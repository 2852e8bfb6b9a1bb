# shellcheck shell=bash
# shellcheck disable=SC2154  # $root and $jar are set by the script that sources this file
# Sourced by bin/hoist and bin/hoist-daemon: where Hoist's daemon (dev.hoist.tool.Daemon) listens,
# its C client, and starting it. Expects $root and $jar; starting expects $JAVA.
#
# One daemon per checkout: the socket's name carries a hash of the checkout's path. The daemon
# watches its jar and, once the jar is rebuilt, finishes the runs under way and stops; a client
# that comes meanwhile gets no answer, so its bin/hoist starts a fresh one. Sockets live in a
# directory only this user owns and can enter: whoever can connect can make the daemon read and
# write files as this user (the client also checks that the daemon runs as this user). Computing
# the names starts no process: bin/hoist runs this for every command.

HOIST_DAEMON_DIR="${XDG_RUNTIME_DIR:-/tmp}/hoist-$UID"
hoist_daemon_key() {  # a 32-bit FNV-1a hash of $root's bytes, in bash
  local LC_ALL=C h=2166136261 i c
  for ((i = 0; i < ${#root}; i++)); do
    printf -v c '%d' "'${root:i:1}"
    h=$(((h ^ (c & 255)) * 16777619 & 0xffffffff))
  done
  echo "$h"
}
hoist_daemon_key="$(hoist_daemon_key)"
# A Unix socket's path has room for 107 bytes: a long XDG_RUNTIME_DIR falls back to /tmp.
[ ${#HOIST_DAEMON_DIR} -gt 80 ] && HOIST_DAEMON_DIR="/tmp/hoist-$UID"
HOIST_DAEMON_SOCKET="$HOIST_DAEMON_DIR/d-$hoist_daemon_key.sock"
HOIST_DAEMON_LOG="${HOIST_DAEMON_SOCKET%.sock}.log"
HOIST_CLIENT="$root/target/hoist-client"

hoist_daemon_dir_private() {  # the socket directory exists, is ours, and only we can enter it
  [ -d "$HOIST_DAEMON_DIR" ] && [ -O "$HOIST_DAEMON_DIR" ] && [ ! -L "$HOIST_DAEMON_DIR" ] &&
    [ "$(stat -c '%a' "$HOIST_DAEMON_DIR")" = 700 ]
}

hoist_daemon_dir() {  # creates the private socket directory, or refuses one that is not ours alone
  # shellcheck disable=SC2174  # the parent (/tmp or XDG_RUNTIME_DIR) exists: -m is for this one
  mkdir -p -m 700 "$HOIST_DAEMON_DIR" 2>/dev/null
  hoist_daemon_dir_private || {
    echo "hoist: $HOIST_DAEMON_DIR is not private to $(id -un): not using the daemon" >&2
    return 1
  }
}

hoist_daemon_client() {  # builds target/hoist-client when missing or older than its source
  local src="$root/src/main/c/hoist-client.c" cc
  [ -x "$HOIST_CLIENT" ] && [ ! "$src" -nt "$HOIST_CLIENT" ] && return 0
  for cc in "${CC:-cc}" gcc clang clang-14; do
    command -v "$cc" >/dev/null 2>&1 || continue
    mkdir -p "$root/target"
    "$cc" -O2 -o "$HOIST_CLIENT.$$" "$src" 2>/dev/null && mv -f "$HOIST_CLIENT.$$" "$HOIST_CLIENT" && return 0
    rm -f "$HOIST_CLIENT.$$"
  done
  echo "hoist: no C compiler to build the daemon's client (cc, gcc or clang): not using the daemon" >&2
  return 1
}

hoist_daemon_running() { [ -S "$HOIST_DAEMON_SOCKET" ] && "$HOIST_CLIENT" "$HOIST_DAEMON_SOCKET" --ping 2>/dev/null; }

hoist_daemon_start() {  # starts the daemon unless one answers; waits until it does (up to 20 s)
  hoist_daemon_dir || return 1
  (
    flock -w 30 9 || exit 1
    hoist_daemon_running && exit 0
    # A long-lived JVM: C2 on (its compilations pay off across runs), the young generation the
    # short runs use (the daemon collects when idle), and the main thread's stack size. It runs
    # in / with a UTF-8 locale (file names), without HOIST_TIMING and HOIST_DEBUG (they would
    # reach every client's run: runs that want them run alone), and with no file descriptor of
    # ours but 0-2 (the lock's fd 9 would hold the lock for its whole life; a caller's pipe would
    # not see its end until the daemon exits). It runs a copy of the jar: Maven rewrites the jar
    # in place, and classes not loaded yet would then be read from the new one mid-run. The
    # daemon watches the original and removes its copy when it exits.
    local copy
    copy="${HOIST_DAEMON_SOCKET%.sock}.$(stat -c '%Y.%s' "$jar").jar"
    cp -f "$jar" "$copy.$$" && mv -f "$copy.$$" "$copy" || exit 1
    # shellcheck disable=SC2086  # HOIST_DAEMON_JVM_OPTS is a list of options
    (
      cd / || exit 1
      for fd in "/proc/$BASHPID/fd/"*; do
        fd="${fd##*/}"
        [ "$fd" -gt 2 ] 2>/dev/null && eval "exec $fd>&-"
      done
      exec env -u HOIST_TIMING -u HOIST_DEBUG -u HOIST_DAEMON_STAGE LC_ALL=C.UTF-8 setsid nohup "$JAVA" \
        -XX:+UseParallelGC -Xmn1g -Xss16m ${HOIST_DAEMON_JVM_OPTS:-} -cp "$copy" dev.hoist.tool.Daemon \
        "$HOIST_DAEMON_SOCKET" "${HOIST_DAEMON_IDLE_MINUTES:-60}" "$jar" "$copy" </dev/null >>"$HOIST_DAEMON_LOG" 2>&1
    ) &
    local pid=$!
    for _ in $(seq 200); do
      hoist_daemon_running && exit 0
      kill -0 "$pid" 2>/dev/null || exit 1 # it died (see the log)
      sleep 0.1
    done
    exit 1
  ) 9>"${HOIST_DAEMON_SOCKET%.sock}.lock"
}

hoist_daemon_stop() { [ -S "$HOIST_DAEMON_SOCKET" ] && "$HOIST_CLIENT" "$HOIST_DAEMON_SOCKET" --stop 2>/dev/null; }

# Sourced by bin/hoist and bin/hoist-daemon: where Hoist's daemon (dev.hoist.tool.Daemon) listens,
# its C client, and starting it. Expects $root, $jar and $JAVA.
#
# One daemon per checkout and build of the jar: the socket's name carries a hash of the checkout's
# path and the jar's time stamp, so a rebuilt jar gets a fresh daemon (and the stale one is told to
# stop). Sockets live in a directory only this user can enter: whoever can connect can make the
# daemon read and write files as this user.

HOIST_DAEMON_DIR="${XDG_RUNTIME_DIR:-/tmp}/hoist-$(id -u)"
hoist_daemon_root_key="$(printf '%s' "$root" | cksum | cut -d' ' -f1)"
HOIST_DAEMON_SOCKET="$HOIST_DAEMON_DIR/d-$hoist_daemon_root_key-$(stat -c '%Y-%s' "$jar" 2>/dev/null || echo none).sock"
HOIST_DAEMON_LOG="${HOIST_DAEMON_SOCKET%.sock}.log"
HOIST_CLIENT="$root/target/hoist-client"

hoist_daemon_dir() {  # creates the private socket directory, or refuses one that is not ours alone
  mkdir -p -m 700 "$HOIST_DAEMON_DIR" 2>/dev/null || return 1
  [ -O "$HOIST_DAEMON_DIR" ] && [ "$(stat -c '%a' "$HOIST_DAEMON_DIR")" = 700 ] || {
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
    flock 9
    hoist_daemon_running && exit 0
    # Daemons of earlier builds of this checkout's jar are stopped.
    for old in "$HOIST_DAEMON_DIR/d-$hoist_daemon_root_key-"*.sock; do
      [ -S "$old" ] && [ "$old" != "$HOIST_DAEMON_SOCKET" ] && "$HOIST_CLIENT" "$old" --stop 2>/dev/null
    done
    # A long-lived JVM: C2 on (its compilations pay off across runs), the young generation the
    # short runs use (the daemon collects between runs), and the main thread's stack size.
    # shellcheck disable=SC2086  # HOIST_DAEMON_JVM_OPTS is a list of options
    setsid nohup "$JAVA" -XX:+UseParallelGC -Xmn1g -Xss16m ${HOIST_DAEMON_JVM_OPTS:-} -cp "$jar" \
      dev.hoist.tool.Daemon "$HOIST_DAEMON_SOCKET" "${HOIST_DAEMON_IDLE_MINUTES:-60}" \
      </dev/null >"$HOIST_DAEMON_LOG" 2>&1 &
    for _ in $(seq 200); do
      hoist_daemon_running && exit 0
      sleep 0.1
    done
    exit 1
  ) 9>"$HOIST_DAEMON_DIR/d-$hoist_daemon_root_key.lock"
}

hoist_daemon_stop() {  # stops this checkout's daemons, of every build of the jar
  local s stopped=1
  for s in "$HOIST_DAEMON_DIR/d-$hoist_daemon_root_key-"*.sock; do
    [ -S "$s" ] && "$HOIST_CLIENT" "$s" --stop 2>/dev/null && stopped=0
  done
  return $stopped
}

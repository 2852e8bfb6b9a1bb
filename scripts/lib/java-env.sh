# shellcheck shell=bash
# Sourced by Hoist's scripts: finds a JDK >= 21 and exports JAVA_HOME, JAVA and PATH.
# Order: $HOIST_JAVA_HOME, $JAVA_HOME, the `java` on PATH, then every JDK under /usr/lib/jvm
# (newest first). Prints a clear message and returns 1 when none is found.

hoist_java_major() {  # prints the major version of the java binary $1
  # The JDK's release file answers without starting a JVM (bin/hoist runs this on every call).
  local release; release="$(dirname "$(dirname "$(readlink -f "$1")")")/release"
  if [ -f "$release" ]; then
    sed -n 's/^JAVA_VERSION="\([0-9]*\).*/\1/p' "$release" | head -1
    return 0
  fi
  "$1" -XshowSettings:properties -version 2>&1 |
    awk -F'= ' '/java.specification.version/ {print $2; exit}' | cut -d. -f1
}

hoist_find_java() {
  local cand candidates=()
  [ -n "${HOIST_JAVA_HOME:-}" ] && candidates+=("$HOIST_JAVA_HOME")
  [ -n "${JAVA_HOME:-}" ] && candidates+=("$JAVA_HOME")
  if command -v java >/dev/null 2>&1; then
    candidates+=("$(dirname "$(dirname "$(readlink -f "$(command -v java)")")")")
  fi
  # shellcheck disable=SC2012  # JDK directories have plain names; sort -V orders their versions
  for cand in $(ls -d /usr/lib/jvm/*/ 2>/dev/null | sort -rV); do candidates+=("${cand%/}"); done
  for cand in "${candidates[@]}"; do
    if [ ! -x "$cand/bin/java" ] || [ ! -x "$cand/bin/javac" ]; then continue; fi
    local major; major=$(hoist_java_major "$cand/bin/java")
    if [ -n "$major" ] && [ "$major" -ge 21 ] 2>/dev/null; then
      export JAVA_HOME="$cand"
      export JAVA="$cand/bin/java"
      export PATH="$cand/bin:$PATH"
      # Maven's bundled Guava calls sun.misc.Unsafe, which JDK 24+ warns about on every build.
      if [ "$major" -ge 24 ]; then
        case "${MAVEN_OPTS:-}" in *sun-misc-unsafe*) ;; *) export MAVEN_OPTS="${MAVEN_OPTS:-} --sun-misc-unsafe-memory-access=allow" ;; esac
      fi
      return 0
    fi
  done
  echo "hoist: no JDK >= 21 found (looked at \$HOIST_JAVA_HOME, \$JAVA_HOME, PATH and /usr/lib/jvm)." >&2
  echo "hoist: install one, e.g. 'apt-get install -y openjdk-21-jdk' or Temurin 21+, or set HOIST_JAVA_HOME." >&2
  return 1
}

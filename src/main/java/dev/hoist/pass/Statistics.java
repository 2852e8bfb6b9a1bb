package dev.hoist.pass;

import java.io.PrintStream;
import java.util.Map;
import java.util.TreeMap;

/**
 * Named counters, LLVM's STATISTIC: a pass bumps {@code (pass, description)} counters and
 * {@code -stats} prints them at the end in LLVM's layout, sorted by pass then description.
 */
public final class Statistics {
  /** {@code -stats}: the driver prints the counters at the end of a run. */
  public static final Option<Boolean> STATS = Option.bool("stats", false, "Enable statistics output from program");

  private final Map<String, Map<String, Long>> counters = new TreeMap<>();

  public synchronized void add(String pass, String description, long n) {
    if (n == 0) return;
    counters.computeIfAbsent(pass, k -> new TreeMap<>()).merge(description, n, Long::sum);
  }

  public void inc(String pass, String description) {
    add(pass, description, 1);
  }

  public synchronized long get(String pass, String description) {
    Map<String, Long> m = counters.get(pass);
    return m == null ? 0 : m.getOrDefault(description, 0L);
  }

  public synchronized void mergeFrom(Statistics o) {
    o.counters.forEach((p, m) -> m.forEach((d, n) -> add(p, d, n)));
  }

  public synchronized boolean isEmpty() {
    return counters.isEmpty();
  }

  /** Every counter as pass → description → value, sorted; a copy, for reports and the library API. */
  public synchronized Map<String, Map<String, Long>> asMap() {
    Map<String, Map<String, Long>> copy = new TreeMap<>();
    counters.forEach((p, m) -> copy.put(p, new TreeMap<>(m)));
    return copy;
  }

  /** LLVM's {@code -stats} report. */
  public synchronized void print(PrintStream out) {
    int valLen = 1;
    int typeLen = 1;
    for (var e : counters.entrySet()) {
      typeLen = Math.max(typeLen, e.getKey().length());
      for (long v : e.getValue().values()) valLen = Math.max(valLen, Long.toString(v).length());
    }
    StringBuilder sb = new StringBuilder();
    String rule = "===" + "-".repeat(73) + "===\n";
    sb.append(rule).append("                          ... Statistics Collected ...\n").append(rule).append('\n');
    for (var e : counters.entrySet()) {
      for (var s : e.getValue().entrySet()) {
        sb.append(String.format("%" + valLen + "d %-" + typeLen + "s - %s%n", s.getValue(), e.getKey(), s.getKey()));
      }
    }
    sb.append('\n');
    out.print(sb);
  }
}

package dev.hoist.pass;

import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code -time-passes}: processor (user + system) and wall time per pass and per analysis, printed
 * as LLVM's timer groups print them. LLVM prints a column only when its total is not zero; Hoist
 * leaves the user and system columns out, since the JVM's per-thread user time reads
 * {@code /proc} at each call with a 10 ms granularity, which would cost more than most passes. Timers nest as LLVM's new pass manager's do: while an analysis computes
 * inside a pass, the pass's timer is paused, so each line is exclusive time. Each thread keeps its
 * own stack; the totals add up over threads, so with {@code -j N} the sum of wall times can exceed
 * the elapsed time, as user time always can.
 */
public final class PassTimers {
  static final Option<Boolean> TIME_PASSES = Option.bool("time-passes", false,
      "Time each pass, printing elapsed time for each on exit");

  private static final ThreadMXBean MX = ManagementFactory.getThreadMXBean();

  /** Per name: processor (user + system) and wall nanoseconds. */
  private final Map<String, long[]> totals = new LinkedHashMap<>();
  private final ThreadLocal<ArrayDeque<Frame>> stacks = ThreadLocal.withInitial(ArrayDeque::new);

  /** One running timer: the time since it was last started or resumed is not yet added. */
  private static final class Frame {
    final String name;
    long cpu;
    long wall;
    long cpu0;
    long wall0;

    Frame(String name) {
      this.name = name;
    }

    void resume() {
      cpu0 = MX.getCurrentThreadCpuTime();
      wall0 = System.nanoTime();
    }

    void pause() {
      wall += System.nanoTime() - wall0;
      cpu += MX.getCurrentThreadCpuTime() - cpu0;
    }
  }

  /** Starts timing {@code name} on this thread, pausing the timer running here. */
  public void start(String name) {
    ArrayDeque<Frame> stack = stacks.get();
    Frame top = stack.peek();
    if (top != null) top.pause();
    Frame f = new Frame(name);
    stack.push(f);
    f.resume();
  }

  /** Stops the timer started last on this thread and resumes the one it paused. */
  public void stop() {
    ArrayDeque<Frame> stack = stacks.get();
    Frame f = stack.pop();
    f.pause();
    add(f.name, f.cpu, f.wall);
    Frame top = stack.peek();
    if (top != null) top.resume();
  }

  /** Adds a measured interval (e.g. parsing, timed by the caller). */
  public synchronized void add(String name, long cpuNanos, long wallNanos) {
    long[] t = totals.computeIfAbsent(name, k -> new long[2]);
    t[0] += cpuNanos;
    t[1] += wallNanos;
  }

  /** The current thread's processor and wall time stamps, for {@link #addSince}. */
  public static long[] now() {
    return new long[] {MX.getCurrentThreadCpuTime(), System.nanoTime()};
  }

  /** Adds the interval from {@code since} (from {@link #now}) to now, on this thread. */
  public void addSince(String name, long[] since) {
    long[] n = now();
    add(name, n[0] - since[0], n[1] - since[1]);
  }

  /** LLVM's timer group report titled {@code title}, largest wall time first. */
  public synchronized void print(PrintStream out, String title) {
    List<Map.Entry<String, long[]>> rows = new ArrayList<>(totals.entrySet());
    // LLVM sorts ascending by wall time and prints in reverse.
    rows.sort((a, b) -> Long.compare(b.getValue()[1], a.getValue()[1]));
    double cpu = 0, wall = 0;
    for (var r : rows) {
      cpu += r.getValue()[0] / 1e9;
      wall += r.getValue()[1] / 1e9;
    }
    StringBuilder sb = new StringBuilder();
    String rule = "===" + "-".repeat(73) + "===\n";
    sb.append(rule).append(" ".repeat(Math.max(0, (80 - title.length()) / 2))).append(title).append('\n').append(rule);
    sb.append(String.format(Locale.ROOT, "  Total Execution Time: %5.4f seconds (%5.4f wall clock)%n%n", cpu, wall));
    if (cpu != 0) sb.append("   --User+System--");
    sb.append("   ---Wall Time---  --- Name ---\n");
    for (var r : rows) {
      row(sb, r.getValue()[0] / 1e9, r.getValue()[1] / 1e9, cpu, wall);
      sb.append(r.getKey()).append('\n');
    }
    row(sb, cpu, wall, cpu, wall);
    sb.append("Total\n\n");
    out.print(sb);
  }

  private static void row(StringBuilder sb, double c, double w, double totalCpu, double totalWall) {
    if (totalCpu != 0) val(sb, c, totalCpu);
    val(sb, w, totalWall);
    sb.append("  ");
  }

  private static void val(StringBuilder sb, double v, double total) {
    if (total < 1e-7) sb.append("        -----     ");
    else sb.append(String.format(Locale.ROOT, "  %7.4f (%5.1f%%)", v, v * 100 / total));
  }

  public synchronized boolean isEmpty() {
    return totals.isEmpty();
  }
}

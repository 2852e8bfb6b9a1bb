package dev.hoist.pass;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.util.Locale;

/**
 * Keeps the old generation near the data that is live in it, by asking for a full collection at a
 * pass boundary when it has grown well past what the last one left.
 *
 * <p>HotSpot's serial and parallel collectors grow the old generation, up to {@code -Xmx}, rather
 * than collect it, and a pass leaves garbage there: a loop's analyses live while the loop is
 * transformed, survive a few young collections, are promoted, and die with the next loop. On a
 * function of 100,000 blocks the old generation held 2.5 times its live data by the end of the
 * run, and the run's peak memory followed it. A limit cannot be set up front, since how much a
 * module needs is not known from its size.
 *
 * <p>Checking is two reads of a counter until the whole heap holds more than the limit; only
 * then is the old generation's pool looked up (small runs never load the management classes).
 * Passes call {@link #check} between functions and between loops, where their own data is garbage.
 */
public final class HeapBudget {
  private HeapBudget() {}

  /** The least live data the limit is figured from: a small module's garbage costs nothing. */
  static final long FLOOR = 96L << 20;

  /** How far the old generation may grow past its live data, as a fraction of that data. */
  private static final int GROWTH_DIVISOR = 4;

  /** The least growth allowed, so that a small live set is not collected again and again. */
  private static final long MIN_GROWTH = 24L << 20;

  private static final Runtime RUNTIME = Runtime.getRuntime();
  /** The old generation's use that calls for a collection. */
  private static volatile long limit = grown(FLOOR);

  /** Collects the heap if the old generation has outgrown its live data since the last collection. */
  public static void check() {
    // The whole heap's use bounds the old generation's: most checks end here, on two reads.
    if (RUNTIME.totalMemory() - RUNTIME.freeMemory() <= limit) return;
    MemoryPoolMXBean old = OldGeneration.POOL;
    if (old == null) return;
    synchronized (HeapBudget.class) {
      if (old.getUsage().getUsed() <= limit) return;
      System.gc();
      limit = grown(old.getUsage().getUsed());
    }
  }

  private static long grown(long live) {
    live = Math.max(live, FLOOR);
    return live + Math.max(MIN_GROWTH, live / GROWTH_DIVISOR);
  }

  /**
   * The collector's old generation ("PS Old Gen", "Tenured Gen", "G1 Old Gen"; names differ in case
   * between runtimes); null for a collector without one (ZGC and Shenandoah bound their heap
   * themselves). A holder class, so that it is looked up on first use.
   */
  private static final class OldGeneration {
    static final MemoryPoolMXBean POOL = find();

    private static MemoryPoolMXBean find() {
      for (MemoryPoolMXBean p : ManagementFactory.getMemoryPoolMXBeans()) {
        String name = p.getName().toLowerCase(Locale.ROOT);
        if (p.getType() == MemoryType.HEAP && (name.contains("old") || name.contains("tenured"))) return p;
      }
      return null;
    }
  }
}

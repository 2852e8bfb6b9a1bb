package dev.hoist.ir.bitcode;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * The stamp of one numbering (of a module's types, or of its globals), which leaves each number
 * in the numbered object's slot ({@code Type.numberingSlot}, {@code GlobalValue.numberingSlot}):
 * a number is then one field read, where a map of every type or global of a large module misses
 * the processor's caches. A slot stamped by another numbering since (types are shared between
 * modules written at the same time) reads as unknown, and the numbering's own map answers.
 */
final class NumberingStamp {
  private static final AtomicInteger NEXT = new AtomicInteger();
  private final int stamp;

  NumberingStamp() {
    int s;
    do s = NEXT.incrementAndGet(); while (s == 0); // 0: a slot never stamped
    stamp = s;
  }

  /** The slot that records number {@code id} for this numbering. */
  long slot(int id) {
    return (long) stamp << 32 | (id & 0xffffffffL);
  }

  /** The number {@code slot} records for this numbering, or -1 when it records another's. */
  int id(long slot) {
    return (int) (slot >>> 32) == stamp ? (int) slot : -1;
  }
}

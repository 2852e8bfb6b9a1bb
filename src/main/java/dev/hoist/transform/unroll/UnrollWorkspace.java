package dev.hoist.transform.unroll;

import dev.hoist.util.ObjectIntMap;
import java.util.Arrays;

/**
 * The arrays of the unroll cost model, kept across the counts and loops of one function. A
 * simulation's tables ({@link UnrollSimulator}, {@link SimKeys}, {@link SimulatedCost}) have an
 * entry per instruction and copy and live for a fraction of a second: long enough for a young
 * collection to promote them to the old generation, where each simulation's own would stay as
 * garbage until a full collection. Kept here they are promoted once and filled again by every
 * simulation. {@link #release} drops what they refer to once a loop is decided.
 *
 * <p>Two sets of tables: the rolled loop's, which every estimate of a loop compares against, and
 * those of the count being estimated. A simulation takes arrays with {@link #ints} and the like,
 * which grow them when they are too short, and never reads what an earlier simulation left.
 */
final class UnrollWorkspace {
  /** One simulation's arrays; see the classes that fill them for what each holds. */
  static final class Tables {
    // UnrollSimulator
    Object[] copyKeys = new Object[0];
    long[] live = new long[0];
    SimKeys.Opaque[] opaques = new SimKeys.Opaque[0];
    // SimKeys
    final ObjectIntMap ids = new ObjectIntMap();
    Object[] byId = new Object[0];
    byte[] invariance = new byte[0];
    // SimulatedCost
    int[] at = new int[0], block = new int[0], nextOfKey = new int[0], opStart = new int[0], operands = new int[0];
    int[] firstOfKey = new int[0], lastOfKey = new int[0], needed = new int[0], work = new int[0];
    long[] read = new long[0];
    /** The number of the last simulation that used these tables ({@link SimKeys.Opaque}). */
    int generation;
    /** How far the reference arrays were filled since the last release. */
    private int copyKeysUsed, keysUsed;

    /** The copies' keys for {@code size} entries, all null. */
    Object[] copyKeys(int size) {
      if (copyKeys.length < size) copyKeys = new Object[grown(copyKeys.length, size)];
      else Arrays.fill(copyKeys, 0, size, null);
      copyKeysUsed = Math.max(copyKeysUsed, size);
      return copyKeys;
    }

    /** The opaque keys for {@code size} entries: those of earlier simulations, made again where null. */
    SimKeys.Opaque[] opaques(int size) {
      if (opaques.length < size) opaques = Arrays.copyOf(opaques, grown(opaques.length, size));
      return opaques;
    }

    /** Notes that keys were numbered up to {@code size}, for {@link #release}. */
    void keysUsed(int size) {
      keysUsed = Math.max(keysUsed, size);
    }

    private void release() {
      Arrays.fill(copyKeys, 0, copyKeysUsed, null);
      Arrays.fill(byId, 0, keysUsed, null);
      ids.clear();
      copyKeysUsed = keysUsed = 0;
    }
  }

  /** By instruction and block id, the number in the loop being estimated ({@link LoopBody}). */
  int[] instNumbers = new int[0], blockNumbers = new int[0];
  final Tables rolled = new Tables(), counted = new Tables();

  /** Drops the references the tables hold (to keys, expressions, instructions): the loop is decided. */
  void release() {
    rolled.release();
    counted.release();
  }

  /** {@code a}, or a longer array with its contents when it has fewer than {@code size} entries. */
  static int[] ints(int[] a, int size) {
    return a.length >= size ? a : Arrays.copyOf(a, grown(a.length, size));
  }

  static long[] longs(long[] a, int size) {
    return a.length >= size ? a : Arrays.copyOf(a, grown(a.length, size));
  }

  static Object[] objects(Object[] a, int size) {
    return a.length >= size ? a : Arrays.copyOf(a, grown(a.length, size));
  }

  static byte[] bytes(byte[] a, int size) {
    return a.length >= size ? a : Arrays.copyOf(a, grown(a.length, size));
  }

  private static int grown(int length, int size) {
    return Math.max(size, length + (length >> 1) + 16);
  }
}

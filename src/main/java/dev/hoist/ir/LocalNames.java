package dev.hoist.ir;

import dev.hoist.util.ObjectIntMap;
import java.util.Arrays;

/**
 * The local names a function's arguments, blocks and instructions hold, each with the number of
 * values holding it: what {@code NameUniquer} must not hand out. A function gets one when first
 * asked ({@link Function#localNames}), by a walk over its values; from then on the IR records
 * every name that enters or leaves the function (a value placed, removed or renamed) in a
 * journal, and the next request applies the journal instead of walking the function again. A
 * loop pass asks after each change to the CFG, so on a large function with many loops the walks
 * had cost in proportion to the loops times the function's size.
 *
 * <p>The counts change only when asked for, so a name table keeps the view it was given while the
 * function changes (as a walk's table did). A journal that grows past a few times the names it
 * would update is dropped, and the next request walks the function.
 */
public final class LocalNames {
  /** Name to the number of values holding it when last brought up to date (entries may be 0). */
  private final ObjectIntMap holders = new ObjectIntMap(64);
  private String[] entered = new String[16], left = new String[16];
  private int nEntered, nLeft;
  /** Set when the journal grew past its bound: it stops recording, and the next request walks. */
  private boolean dropped;
  /** How many times the counts were brought up to date: a name table's view is of one of them. */
  private int version;

  private LocalNames() {}

  /**
   * The names of {@code f}'s values, counted by a walk over them; {@code version} continues the
   * numbering of the counts it replaces.
   */
  static LocalNames of(Function f, int version) {
    LocalNames n = new LocalNames();
    n.version = version;
    for (Argument a : f.args()) n.count(a.name());
    for (BasicBlock b : f.blocks()) n.countBlock(b);
    return n;
  }

  private void count(String name) {
    if (name != null) holders.add(name, 1);
  }

  private void countBlock(BasicBlock b) {
    count(b.name());
    for (Instruction i = b.first(); i != null; i = i.next) count(i.name());
  }

  /** Whether a value of the function held {@code name} when the counts were last brought up to date. */
  public boolean holds(String name) {
    return holders.get(name) > 0;
  }

  /** Which update of the counts this is: a table that read them at another sees a different view. */
  public int version() {
    return version;
  }

  /** Applies the journal; returns false when it grew too long to be worth keeping (walk again). */
  boolean update() {
    if (dropped) return false;
    // Counts only go up, then down: every name left was entered before (here or in the walk).
    for (int k = 0; k < nEntered; k++) holders.add(entered[k], 1);
    for (int k = 0; k < nLeft; k++) holders.add(left[k], -1);
    Arrays.fill(entered, 0, nEntered, null);
    Arrays.fill(left, 0, nLeft, null);
    nEntered = nLeft = 0;
    version++;
    return true;
  }

  /** {@code name} (not null) now names a value of the function. */
  void entered(String name) {
    if (nEntered == entered.length && !grow()) return;
    entered[nEntered++] = name;
  }

  /** A value of the function named {@code name} (not null) left it or was renamed. */
  void left(String name) {
    if (nLeft == left.length && !grow()) return;
    left[nLeft++] = name;
  }

  /**
   * Makes room in both halves of the journal, or drops it once it holds more than a few times the
   * names it would update (a walk is then cheaper than the replay, and the memory is bounded).
   */
  private boolean grow() {
    if (dropped) return false;
    if (nEntered + nLeft > Math.max(4096, 4 * holders.size())) {
      dropped = true;
      entered = left = new String[0];
      nEntered = nLeft = 0;
      return false;
    }
    if (nEntered == entered.length) entered = Arrays.copyOf(entered, Math.max(16, nEntered * 2));
    if (nLeft == left.length) left = Arrays.copyOf(left, Math.max(16, nLeft * 2));
    return true;
  }

  /** A block with its instructions entered the function ({@code entering}) or left it. */
  void blockMoved(BasicBlock b, boolean entering) {
    if (b.name() != null) moved(b.name(), entering);
    for (Instruction i = b.first(); i != null; i = i.next) if (i.name() != null) moved(i.name(), entering);
  }

  private void moved(String name, boolean entering) {
    if (entering) entered(name);
    else left(name);
  }
}

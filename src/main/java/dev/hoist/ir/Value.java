package dev.hoist.ir;

import dev.hoist.ir.type.Type;
import java.util.ArrayList;
import java.util.List;

/**
 * Anything that can be an operand: arguments, instructions, basic blocks, constants, globals, inline
 * asm and metadata wrapped as a value. Values that can be redefined or moved keep a use list (an
 * intrusive, doubly linked list of {@link Use}s, newest first as in LLVM); constants other than
 * globals do not, since they are not uniqued and are never replaced.
 */
public abstract class Value {
  protected Type type;
  private String name; // null when unnamed (printed as %N / @N)
  Use firstUse;
  /** Whether uses are linked into the use list; a field, not a virtual call, since every operand store reads it. */
  protected boolean tracksUses = true;
  /** While set, new uses are queued by {@link UseLinks} instead of linked (parallel parsing of globals' users). */
  boolean deferUseLinks;

  protected Value(Type type) {
    this.type = type;
  }

  public final Type type() {
    return type;
  }

  /** The name without sigil, or null when the value is unnamed. */
  public final String name() {
    return name;
  }

  public final boolean hasName() {
    return name != null;
  }

  public void setName(String name) {
    String n = name == null || name.isEmpty() ? null : name;
    Function f = localScope();
    if (f != null && f.localNames != null) {
      if (this.name != null) f.localNames.left(this.name);
      if (n != null) f.localNames.entered(n);
    }
    this.name = n;
  }

  /** The function whose local names this value's name is among (it is in it), or null. */
  Function localScope() {
    return null;
  }

  /** Whether uses of this value are linked into its use list. */
  public final boolean tracksUses() {
    return tracksUses;
  }

  /** Queue new uses of this value in per-thread buffers instead of linking them; see {@link UseLinks}. */
  public final void setDeferUseLinks(boolean b) {
    deferUseLinks = b;
  }

  /**
   * The first use (newest), or null. Follow {@link Use#nextUse()}. For a global, on a thread working
   * on one function while function passes run in parallel, the first of that function's uses
   * ({@link UseSegments}).
   */
  public final Use firstUse() {
    return this instanceof GlobalValue ? UseSegments.firstUse(this) : firstUse;
  }

  /**
   * Reorders the use list as a {@code uselistorder} directive does: the use now at position k
   * (from the head) moves to rank {@code rank[k]}, as LLVM's sortUseList. Globals keep their
   * order (their uses are kept in segments). {@code rank} has one entry per use.
   */
  public final void permuteUses(int[] rank) {
    if (this instanceof GlobalValue) return;
    Use[] uses = new Use[rank.length];
    int n = 0;
    for (Use u = firstUse; u != null && n < uses.length; u = u.next) uses[n++] = u;
    Use[] sorted = new Use[n];
    for (int k = 0; k < n; k++) sorted[rank[k]] = uses[k];
    for (int k = 0; k < n; k++) {
      sorted[k].prev = k > 0 ? sorted[k - 1] : null;
      sorted[k].next = k + 1 < n ? sorted[k + 1] : null;
    }
    if (n > 0) firstUse = sorted[0];
  }

  public final boolean hasUses() {
    return firstUse() != null;
  }

  public final boolean hasOneUse() {
    Use first = firstUse();
    return first != null && first.next == null;
  }

  public final int numUses() {
    int n = 0;
    for (Use u = firstUse(); u != null; u = u.next) n++;
    return n;
  }

  /** A snapshot of the uses, safe to iterate while rewriting them. */
  public final List<Use> uses() {
    List<Use> l = new ArrayList<>();
    for (Use u = firstUse(); u != null; u = u.next) l.add(u);
    return l;
  }

  /** The distinct users, in use-list order. */
  public final List<User> users() {
    List<User> l = new ArrayList<>();
    for (Use u = firstUse(); u != null; u = u.next) {
      if (!l.contains(u.user())) l.add(u.user());
    }
    return l;
  }

  /**
   * Relinks the use list in the order of {@code order}, which holds exactly the current uses
   * (bitcode records the order a use list had in memory). Not for a global while its use list is
   * split ({@link UseSegments}).
   */
  public final void setUseOrder(List<Use> order) {
    Use prev = null;
    firstUse = null;
    for (Use u : order) {
      u.prev = prev;
      u.next = null;
      if (prev == null) firstUse = u;
      else prev.next = u;
      prev = u;
    }
  }

  /** Makes every use of this value use {@code replacement} instead. */
  public final void replaceAllUsesWith(Value replacement) {
    if (replacement == this) return;
    for (Use u = firstUse(); u != null; u = firstUse()) u.set(replacement);
  }

  /** A short human-readable reference such as {@code %x}, {@code @g} or {@code i32 5}, for messages. */
  public String reference() {
    return name != null ? "%" + name : "<unnamed " + type + ">";
  }

  @Override
  public String toString() {
    return reference();
  }
}

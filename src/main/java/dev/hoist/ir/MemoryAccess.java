package dev.hoist.ir;

/** What loads, stores and atomics share: alignment, volatility, ordering and sync scope. */
public interface MemoryAccess {
  /** The pointer operand. */
  Value pointer();

  long align();

  void setAlign(long align);

  boolean isVolatile();

  AtomicOrdering ordering();

  /** The sync scope name, or null for the default (system) scope. */
  String syncScope();

  /** Neither volatile nor atomic stronger than unordered: may be moved and merged freely. */
  default boolean isSimple() {
    return !isVolatile() && ordering() == AtomicOrdering.NOT_ATOMIC;
  }

  /** Plain or unordered: no ordering constraints with other accesses. */
  default boolean isUnordered() {
    return !isVolatile() && !ordering().isStrongerThanUnordered();
  }
}

package dev.hoist.transform.versioning;

import dev.hoist.analysis.scev.Scev;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.Value;
import java.util.ArrayList;
import java.util.List;

/**
 * Accesses of a loop through pointers that move together, with the bytes {@code [start, end)}
 * they touch over the whole loop. Runtime checks compare groups, never the accesses inside one:
 * accesses of a group may overlap each other, and in the fast version they stay in one scope.
 */
final class PointerGroup {
  final int id;
  final List<Value> pointers = new ArrayList<>();
  final List<Instruction> accesses = new ArrayList<>();
  /** The address expression of the group's first pointer (all its pointers share it). */
  Scev address;
  /** The accessed range; null when it cannot be computed (the group cannot take part in a check). */
  Scev start;
  Scev end;
  /** The widest access of the group, in bytes. */
  long bytes;
  /** Whether the addresses move with the loop. */
  boolean moves;
  /**
   * Whether the range could wrap around the address space: it moves with the loop and is not
   * known to be touched whole (a wrap guard is added for such ranges).
   */
  boolean mayWrap;
  /** A candidate group: merging it with another would make the two impossible to check. */
  boolean candidate;

  PointerGroup(int id) {
    this.id = id;
  }

  boolean hasRange() {
    return start != null && end != null;
  }

  @Override
  public String toString() {
    return "group" + id + pointers;
  }
}

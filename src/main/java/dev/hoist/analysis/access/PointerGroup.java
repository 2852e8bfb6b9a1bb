package dev.hoist.analysis.access;

import dev.hoist.analysis.scev.Scev;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.Value;
import java.util.ArrayList;
import java.util.List;

/**
 * Accesses of a loop through pointers that move together, with the bytes {@code [start, end)}
 * they touch over the whole loop (LLVM's RuntimeCheckingPtrGroup). Runtime checks compare groups,
 * never the accesses inside one: accesses of a group may overlap each other.
 *
 * <pre>
 *   %p = getelementptr i32, i32* %a, i64 %i        ; group 0: {%a,+,4}, [%a, %a + 4 * n)
 *   %q = getelementptr i32, i32* %a, i64 %i        ; the same expression: group 0 too
 *   %r = getelementptr i32, i32* %a, i64 %i.next   ; group 1, [%a + 4, %a + 4 * n + 4);
 *                                                  ; merged into group 0 as [%a, %a + 4 * n + 4)
 * </pre>
 *
 * Built by {@link RuntimePointerChecking}; read by the check emitter and the no-alias scopes.
 */
public final class PointerGroup {
  final int id;
  final List<Value> pointers = new ArrayList<>();
  final List<Instruction> accesses = new ArrayList<>();
  /** The address expression of the group's first pointer (all its pointers share it). */
  Scev address;
  Scev start;
  Scev end;
  long bytes;
  boolean moves;
  boolean mayWrap;
  boolean mergeable = true;

  PointerGroup(int id) {
    this.id = id;
  }

  /** The order in which the group was made: groups are numbered from 0 in each checking. */
  public int id() {
    return id;
  }

  /** The pointer values of the group. */
  public List<Value> pointers() {
    return pointers;
  }

  /** The loads and stores through the group's pointers, in the order they joined. */
  public List<Instruction> accesses() {
    return accesses;
  }

  /** The lowest address accessed; null when the range cannot be computed where the checks go. */
  public Scev start() {
    return start;
  }

  /** One past the last byte accessed; null with {@link #start()}. */
  public Scev end() {
    return end;
  }

  /** The widest access of the group, in bytes. */
  public long bytes() {
    return bytes;
  }

  /** Whether the addresses move with the loop. */
  public boolean moves() {
    return moves;
  }

  /**
   * Whether the range could wrap around the address space: it moves with the loop and is not
   * known to be touched whole (a check then also tests {@code start <= end}).
   */
  public boolean mayWrap() {
    return mayWrap;
  }

  public boolean hasRange() {
    return start != null && end != null;
  }

  @Override
  public String toString() {
    return "group" + id + pointers;
  }
}

package dev.hoist.analysis.alias;

import dev.hoist.ir.Instruction;
import dev.hoist.ir.Value;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * A group of memory accesses that may alias one another, built by {@link AliasSetTracker}: any
 * two accesses in different sets are known not to alias. A set knows
 *
 * <ul>
 *   <li>whether its accesses read ({@link #isRef}) and/or write ({@link #isMod}) memory;
 *   <li>whether it is a <b>must-alias</b> set: every pointer in it is the same address, so that one
 *       pointer stands for all ({@link #isMustAlias}); sets with unknown instructions never are;
 *   <li>its <b>unknown instructions</b>: calls, fences and ordered atomics, whose effect is not
 *       one location ({@link #unknownInstructions});
 *   <li>whether it was collapsed because the tracker saturated ({@link #aliasesAny}).
 * </ul>
 *
 * <pre>
 *   store i32 0, i32* %p          ; set 1: {%p} Mod, must-alias
 *   %v = load i32, i32* %q        ; set 2: {%q, %r} Ref, may-alias (%q and %r may alias)
 *   %w = load i32, i32* %r
 * </pre>
 */
public final class AliasSet {
  /** One pointer of the set, with the largest size and the metadata common to its accesses. */
  public record Pointer(Value value, long size, AAMetadata aa) {
    public MemoryLocation location() {
      return new MemoryLocation(value, size, aa);
    }
  }

  /** A pointer of the tracker: its underlying object and its merged size and metadata. */
  static final class Entry {
    final Value ptr;
    final Value object;
    long size;
    AAMetadata aa;
    int set;

    Entry(Value ptr, Value object, long size, AAMetadata aa, int set) {
      this.ptr = ptr;
      this.object = object;
      this.size = size;
      this.aa = aa;
      this.set = set;
    }

    MemoryLocation location() {
      return new MemoryLocation(ptr, size, aa);
    }
  }

  final int id;
  final List<Entry> entries = new ArrayList<>();
  final List<Instruction> unknown = new ArrayList<>();
  final List<Instruction> instructions = new ArrayList<>();
  final Set<Instruction> instructionSet = Collections.newSetFromMap(new IdentityHashMap<>());
  int access; // ModRefBits.REF | MOD
  boolean must = true;
  boolean volatileOrAtomic;
  boolean aliasAny;
  /** The union of the pointers' sizes and metadata: with the first pointer, stands for a must set. */
  long sizeUnion = LocationSize.precise(0);
  AAMetadata aaUnion;

  /** A location covering every access of a must-alias set. */
  MemoryLocation mustLocation() {
    return new MemoryLocation(entries.get(0).ptr, sizeUnion, aaUnion);
  }

  void addInstruction(Instruction i) {
    if (instructionSet.add(i)) instructions.add(i);
  }

  AliasSet(int id) {
    this.id = id;
  }

  public boolean isRef() {
    return (access & ModRefBits.REF) != 0;
  }

  public boolean isMod() {
    return (access & ModRefBits.MOD) != 0;
  }

  public ModRef access() {
    return ModRef.of(access);
  }

  /** Every pointer is the same address and no unknown instruction belongs to the set. */
  public boolean isMustAlias() {
    return must && unknown.isEmpty() && !aliasAny;
  }

  public boolean hasUnknownInstructions() {
    return !unknown.isEmpty();
  }

  /** Some access is volatile or an atomic stronger than unordered. */
  public boolean hasVolatileOrAtomic() {
    return volatileOrAtomic;
  }

  /** The tracker gave up on precision and merged everything into this set. */
  public boolean aliasesAny() {
    return aliasAny;
  }

  /** The distinct pointers accessed, in the order first seen (with their largest access size). */
  public List<Pointer> pointers() {
    List<Pointer> l = new ArrayList<>(entries.size());
    for (Entry e : entries) l.add(new Pointer(e.ptr, e.size, e.aa));
    return l;
  }

  /** The calls and other instructions that touch memory in ways no single location describes. */
  public List<Instruction> unknownInstructions() {
    return Collections.unmodifiableList(unknown);
  }

  /** Every instruction whose accesses are in this set, in the order added. */
  public List<Instruction> instructions() {
    return Collections.unmodifiableList(instructions);
  }

  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder("AliasSet[").append(id).append(", ");
    sb.append(isMustAlias() ? "must" : "may").append(" alias, ");
    sb.append(isMod() ? (isRef() ? "Mod/Ref" : "Mod") : isRef() ? "Ref" : "No access");
    sb.append("] ").append(entries.size()).append(" pointers");
    if (!unknown.isEmpty()) sb.append(", ").append(unknown.size()).append(" unknown");
    return sb.toString();
  }
}

package dev.hoist.analysis.access;

import dev.hoist.analysis.scev.Scev;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.LoadInst;
import dev.hoist.ir.StoreInst;
import dev.hoist.ir.Value;
import dev.hoist.ir.type.Type;

/**
 * One load or store of a loop, as {@link LoopAccessInfo} sees it: the pointer, its address
 * expression (scalar evolution), the type and the bytes it touches.
 *
 * <pre>
 *   %p = getelementptr inbounds i32, i32* %a, i64 %i     ; address {%a,+,4}&lt;%loop&gt;
 *   store i32 %v, i32* %p                               ; element i32, 4 bytes, moves with the loop
 *   %k = load i32, i32* @k                              ; address @k, invariant
 * </pre>
 *
 * @param inst the load or store
 * @param pointer its pointer operand
 * @param address the pointer's expression (could-not-compute when scalar evolution has none)
 * @param element the type loaded or stored
 * @param bytes the store size of {@code element}
 * @param invariant whether the pointer is defined outside the loop (the same address every iteration)
 */
public record Access(Instruction inst, Value pointer, Scev address, Type element, long bytes, boolean invariant) {
  // Written out: a record's generated methods are method-handle chains, slow before C2 compiles them.
  @Override
  public boolean equals(Object o) {
    return o instanceof Access a && a.bytes == bytes && a.invariant == invariant && java.util.Objects.equals(a.inst, inst)
        && java.util.Objects.equals(a.pointer, pointer) && java.util.Objects.equals(a.address, address)
        && java.util.Objects.equals(a.element, element);
  }

  @Override
  public int hashCode() {
    int h = (java.util.Objects.hashCode(inst) * 31 + java.util.Objects.hashCode(pointer)) * 31 + java.util.Objects.hashCode(address);
    h = (h * 31 + java.util.Objects.hashCode(element)) * 31 + Long.hashCode(bytes);
    return h * 31 + Boolean.hashCode(invariant);
  }

  public boolean isStore() {
    return inst instanceof StoreInst;
  }

  /** The type a load or store moves. */
  public static Type typeOf(Instruction loadOrStore) {
    return loadOrStore instanceof LoadInst l ? l.type() : ((StoreInst) loadOrStore).value().type();
  }
}

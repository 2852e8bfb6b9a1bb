package dev.hoist.ir.bitcode;

import static dev.hoist.ir.bitcode.BitCodes.*;

import dev.hoist.ir.AllocaInst;
import dev.hoist.ir.AtomicOrdering;
import dev.hoist.ir.AtomicRMWInst;
import dev.hoist.ir.CmpXchgInst;
import dev.hoist.ir.FenceInst;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.LoadInst;
import dev.hoist.ir.StoreInst;

/** The memory instruction records: alloca, load, store (plain and atomic), cmpxchg, atomicrmw, fence. */
final class MemoryEncoder {
  private MemoryEncoder() {}

  /** Writes the operands of {@code i}; returns its code and abbreviation ({@link #packed}). */
  static int write(FunctionEncoder fe, Instruction i) {
    switch (i) {
      case AllocaInst a -> {
        InstructionEncoder.add(fe, fe.typeId(a.allocatedType()));
        InstructionEncoder.add(fe, fe.typeId(a.arraySize().type()));
        InstructionEncoder.add(fe, fe.valueId(a.arraySize()));
        long align = Codec.encodeAlignment(a.align());
        long rec = (align & 31) | ((align >> 5) << 8) | (a.isInalloca() ? 1L << 5 : 0) | (1L << 6)
            | (a.isSwiftError() ? 1L << 7 : 0);
        InstructionEncoder.add(fe, rec);
        return packed(FUNC_CODE_INST_ALLOCA, 0);
      }
      case LoadInst l -> {
        boolean atomic = l.ordering() != AtomicOrdering.NOT_ATOMIC;
        boolean fwd = InstructionEncoder.typed(fe, l.pointer());
        InstructionEncoder.add(fe, fe.typeId(l.type()));
        InstructionEncoder.add(fe, Codec.encodeAlignment(l.align()));
        InstructionEncoder.add(fe, l.isVolatile() ? 1 : 0);
        if (atomic) {
          InstructionEncoder.add(fe, Codec.encodeOrdering(l.ordering()));
          InstructionEncoder.add(fe, fe.syncScope(l.syncScope()));
          return packed(FUNC_CODE_INST_LOADATOMIC, 0);
        }
        return packed(FUNC_CODE_INST_LOAD, fwd ? 0 : WriterAbbrevs.INST_LOAD);
      }
      case StoreInst s -> {
        boolean atomic = s.ordering() != AtomicOrdering.NOT_ATOMIC;
        InstructionEncoder.typed(fe, s.pointer());
        InstructionEncoder.typed(fe, s.value());
        InstructionEncoder.add(fe, Codec.encodeAlignment(s.align()));
        InstructionEncoder.add(fe, s.isVolatile() ? 1 : 0);
        if (atomic) {
          InstructionEncoder.add(fe, Codec.encodeOrdering(s.ordering()));
          InstructionEncoder.add(fe, fe.syncScope(s.syncScope()));
          return packed(FUNC_CODE_INST_STOREATOMIC, 0);
        }
        return packed(FUNC_CODE_INST_STORE, 0);
      }
      case CmpXchgInst c -> {
        InstructionEncoder.typed(fe, c.pointer());
        InstructionEncoder.typed(fe, c.compareValue());
        InstructionEncoder.plain(fe, c.newValue());
        InstructionEncoder.add(fe, c.isVolatile() ? 1 : 0);
        InstructionEncoder.add(fe, Codec.encodeOrdering(c.successOrdering()));
        InstructionEncoder.add(fe, fe.syncScope(c.syncScope()));
        InstructionEncoder.add(fe, Codec.encodeOrdering(c.failureOrdering()));
        InstructionEncoder.add(fe, c.isWeak() ? 1 : 0);
        InstructionEncoder.add(fe, Codec.encodeAlignment(c.align()));
        return packed(FUNC_CODE_INST_CMPXCHG, 0);
      }
      case AtomicRMWInst a -> {
        InstructionEncoder.typed(fe, a.pointer());
        InstructionEncoder.typed(fe, a.value());
        InstructionEncoder.add(fe, a.op().ordinal());
        InstructionEncoder.add(fe, a.isVolatile() ? 1 : 0);
        InstructionEncoder.add(fe, Codec.encodeOrdering(a.ordering()));
        InstructionEncoder.add(fe, fe.syncScope(a.syncScope()));
        InstructionEncoder.add(fe, Codec.encodeAlignment(a.align()));
        return packed(FUNC_CODE_INST_ATOMICRMW, 0);
      }
      case FenceInst f -> {
        InstructionEncoder.add(fe, Codec.encodeOrdering(f.ordering()));
        InstructionEncoder.add(fe, fe.syncScope(f.syncScope()));
        return packed(FUNC_CODE_INST_FENCE, 0);
      }
      default -> throw new IllegalArgumentException("no bitcode for " + i.reference());
    }
  }

  /** A record's code and abbreviation in one int (no array per instruction): {@code code | abbrev << 16}. */
  static int packed(int code, int abbrev) {
    return code | abbrev << 16;
  }
}

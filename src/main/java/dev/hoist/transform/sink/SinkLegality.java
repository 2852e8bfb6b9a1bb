package dev.hoist.transform.sink;

import dev.hoist.analysis.Loop;
import dev.hoist.analysis.alias.AliasAnalysis;
import dev.hoist.analysis.alias.CallEffects;
import dev.hoist.analysis.alias.MemoryLocation;
import dev.hoist.ir.*;
import dev.hoist.ir.type.PointerType;
import java.util.ArrayList;
import java.util.List;

/**
 * May an instruction of a loop's preheader be moved into the loop body, as far as its kind and
 * memory go (LLVM's {@code canSinkOrHoistInst} for sinking)? Arithmetic, casts, compares, GEPs,
 * selects, vector and aggregate element operations and freeze always may. A load may when it is
 * simple or unordered-but-not-atomic and nothing it would now run after (the loop's blocks and
 * the rest of the preheader) may write its location. A call may when it cannot throw, is not
 * convergent and either touches no memory or only reads memory nothing in the loop may write.
 *
 * <p>LLVM 14 (through MemorySSA) refuses a load whenever the loop contains any write at all; alias
 * analysis lets Hoist sink past stores that cannot touch the loaded location.
 */
final class SinkLegality {
  /** Above this many memory accesses in a loop, loads and calls are not sunk (LLVM's licm-mssa-max-acc-promotion, 250). */
  static final int MAX_MEMORY_ACCESSES = 250;

  private final AliasAnalysis aa;
  private final List<Instruction> loopWriters = new ArrayList<>();
  private final int loopAccesses;

  SinkLegality(Loop loop, AliasAnalysis aa) {
    this.aa = aa;
    int accesses = 0;
    for (BasicBlock b : loop.blocks()) {
      for (Instruction i : b) {
        if (i.mayReadMemory() || i.mayWriteMemory()) accesses++;
        if (i.mayWriteMemory()) loopWriters.add(i);
      }
    }
    this.loopAccesses = accesses;
  }

  /** Why {@code i} may not be sunk, or null when it may. */
  String blocker(Instruction i) {
    if (i.type().isToken()) return "token value";
    if (i instanceof LoadInst l) return loadBlocker(l);
    if (i instanceof CallInst c) return callBlocker(c);
    return isMovableKind(i) ? null : "not a movable kind of instruction";
  }

  /** The kinds LLVM's LICM and LoopSink move besides loads and calls (stores and fences have no users to follow). */
  private static boolean isMovableKind(Instruction i) {
    return i instanceof BinaryInst || i instanceof UnaryInst || i instanceof CastInst || i instanceof SelectInst
        || i instanceof GepInst || i instanceof CmpInst || i instanceof InsertElementInst
        || i instanceof ExtractElementInst || i instanceof ShuffleVectorInst || i instanceof ExtractValueInst
        || i instanceof InsertValueInst || i instanceof FreezeInst;
  }

  private String loadBlocker(LoadInst l) {
    if (!l.isUnordered()) return "volatile or ordered atomic load";
    MemoryLocation loc = MemoryLocation.get(l);
    if (aa.pointsToConstantMemory(loc, false)) return null;
    if (l.getMetadata("invariant.load") != null) return null;
    if (l.ordering() != AtomicOrdering.NOT_ATOMIC) return "unordered atomic load (would be duplicated)";
    if (loopAccesses > MAX_MEMORY_ACCESSES) return "too many memory accesses in the loop";
    return mayBeWritten(loc, l) ? "the loop may write the loaded memory" : null;
  }

  private String callBlocker(CallInst c) {
    Function callee = c.calledFunction();
    if (callee != null && callee.name() != null && callee.name().startsWith("llvm.dbg.")) return "debug intrinsic";
    if (c.isInlineAsm()) return "inline asm";
    CallEffects fx = aa.callEffects(c);
    if (fx.mayThrow()) return "call may throw";
    if (c.hasFnAttr("convergent")) return "convergent call";
    if (fx.doesNotAccessMemory()) return null;
    if (!fx.onlyReadsMemory()) return "call may write memory";
    if (loopAccesses > MAX_MEMORY_ACCESSES) return "too many memory accesses in the loop";
    if (fx.onlyAccessesArgMemory()) {
      for (Value arg : c.args()) {
        if (arg.type() instanceof PointerType && mayBeWritten(MemoryLocation.beforeOrAfter(arg), c)) {
          return "the loop may write memory the call reads";
        }
      }
      return null;
    }
    return hasWriterAfter(c) ? "the loop writes memory and the call reads memory" : null;
  }

  /** Does any write in the loop, or later in the preheader than {@code at}, possibly modify {@code loc}? */
  private boolean mayBeWritten(MemoryLocation loc, Instruction at) {
    for (Instruction w : loopWriters) if (aa.getModRefInfo(w, loc).isMod()) return true;
    for (Instruction w = at.next(); w != null; w = w.next()) {
      if (w.mayWriteMemory() && aa.getModRefInfo(w, loc).isMod()) return true;
    }
    return false;
  }

  private boolean hasWriterAfter(Instruction at) {
    if (!loopWriters.isEmpty()) return true;
    for (Instruction w = at.next(); w != null; w = w.next()) if (w.mayWriteMemory()) return true;
    return false;
  }
}

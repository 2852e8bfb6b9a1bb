package dev.hoist.ir.print;

import dev.hoist.ir.*;
import dev.hoist.ir.attr.AttributeList;
import dev.hoist.ir.attr.AttributeSet;
import dev.hoist.ir.type.FunctionType;
import dev.hoist.ir.type.PointerType;
import dev.hoist.ir.type.VectorType;

/** Prints one instruction line in exactly the layout LLVM 14's AsmWriter uses. */
final class InstructionPrinter {
  private final ValuePrinter vp;

  ValuePrinter valuePrinter() {
    return vp;
  }
  private final TypePrinter types;

  private final AttributeSlots attrSlots;

  InstructionPrinter(ValuePrinter vp, AttributeSlots attrSlots) {
    this.vp = vp;
    this.attrSlots = attrSlots;
    this.types = vp.types();
  }

  static void wrapFlags(ByteSink out, Opcode op, int flags) {
    if ((flags & Flags.NUW) != 0) out.append(" nuw");
    if ((flags & Flags.NSW) != 0) out.append(" nsw");
    if ((flags & Flags.EXACT) != 0) out.append(" exact");
    if ((flags & Flags.INBOUNDS) != 0) out.append(" inbounds");
  }

  private static void fastMath(ByteSink out, int flags) {
    int f = flags & Flags.FMF_ALL;
    if (f == 0) return;
    if (f == Flags.FMF_ALL) {
      out.append(" fast");
      return;
    }
    if ((f & Flags.FMF_REASSOC) != 0) out.append(" reassoc");
    if ((f & Flags.FMF_NNAN) != 0) out.append(" nnan");
    if ((f & Flags.FMF_NINF) != 0) out.append(" ninf");
    if ((f & Flags.FMF_NSZ) != 0) out.append(" nsz");
    if ((f & Flags.FMF_ARCP) != 0) out.append(" arcp");
    if ((f & Flags.FMF_CONTRACT) != 0) out.append(" contract");
    if ((f & Flags.FMF_AFN) != 0) out.append(" afn");
  }

  private void operand(ByteSink out, Value v, boolean printType) {
    vp.operand(out, v, printType);
  }

  void print(ByteSink out, Instruction inst) {
    out.append("  ");
    if (!inst.type().isVoid()) {
      vp.value(out, inst);
      out.append(" = ");
    }
    if (inst instanceof CallInst c && c.tailKind() != CallInst.TailKind.NONE) out.append(c.tailKind().text()).append(' ');
    out.append(inst.opcode().text());
    if (inst instanceof LoadInst l && l.ordering() != AtomicOrdering.NOT_ATOMIC) out.append(" atomic");
    if (inst instanceof StoreInst s && s.ordering() != AtomicOrdering.NOT_ATOMIC) out.append(" atomic");
    if (inst instanceof CmpXchgInst c && c.isWeak()) out.append(" weak");
    if (inst instanceof MemoryAccess m && !(inst instanceof FenceInst) && m.isVolatile()) out.append(" volatile");
    int flags = inst.flags();
    wrapFlags(out, inst.opcode(), flags);
    fastMath(out, flags);
    if (inst instanceof CmpInst c) out.append(' ').append(c.predicate().text());
    if (inst instanceof AtomicRMWInst r) out.append(' ').append(r.op().text());
    body(out, inst);
    tail(out, inst);
    if (inst.hasMetadata()) attachments(out, inst.metadata(), ", ");
    if (inst instanceof CallInst c) gcRelocateComment(out, c);
    out.append('\n');
  }

  /**
   * {@code ; (%base, %derived)} after a gc.relocate, as LLVM's printGCRelocateComment: the
   * statepoint's gc-live operands (or call arguments) its two indexes name.
   */
  private void gcRelocateComment(ByteSink out, CallInst c) {
    if (!(c.callee() instanceof Function f) || !f.hasName() || !f.name().startsWith("llvm.experimental.gc.relocate")
        || c.numArgs() < 3 || !(c.arg(0) instanceof CallBase sp) || !(c.arg(1) instanceof dev.hoist.ir.constant.ConstantInt b)
        || !(c.arg(2) instanceof dev.hoist.ir.constant.ConstantInt d)) {
      return;
    }
    java.util.List<Value> live = null;
    for (int k = 0; k < sp.bundles().size(); k++) if (sp.bundles().get(k).tag().equals("gc-live")) live = sp.bundleOperands(k);
    Value base = relocated(sp, live, b.signedValue());
    Value derived = relocated(sp, live, d.signedValue());
    if (base == null || derived == null) return;
    out.append(" ; (");
    operand(out, base, false);
    out.append(", ");
    operand(out, derived, false);
    out.append(')');
  }

  private static Value relocated(CallBase sp, java.util.List<Value> live, long i) {
    if (live != null) return i >= 0 && i < live.size() ? live.get((int) i) : null;
    return i >= 0 && i < sp.numArgs() ? sp.arg((int) i) : null;
  }

  private void body(ByteSink out, Instruction inst) {
    // The instructions most code is made of are tested before the pattern switch, which C1
    // compiles to a method-handle call per instruction printed.
    if (inst instanceof LoadInst || inst instanceof StoreInst || inst instanceof BinaryInst || inst instanceof GepInst
        || inst instanceof CmpInst) {
      generic(out, inst);
      return;
    }
    switch (inst) {
      case BrInst b when b.isConditional() -> {
        out.append(' ');
        operand(out, b.condition(), true);
        out.append(", ");
        operand(out, b.successor(0), true);
        out.append(", ");
        operand(out, b.successor(1), true);
      }
      case SwitchInst s -> {
        out.append(' ');
        operand(out, s.condition(), true);
        out.append(", ");
        operand(out, s.defaultDest(), true);
        out.append(" [");
        for (int i = 0; i < s.numCases(); i++) {
          out.append("\n    ");
          operand(out, s.caseValue(i), true);
          out.append(", ");
          operand(out, s.caseDest(i), true);
        }
        out.append("\n  ]");
      }
      case IndirectBrInst ib -> {
        out.append(' ');
        operand(out, ib.address(), true);
        out.append(", [");
        for (int i = 0; i < ib.numDestinations(); i++) {
          if (i > 0) out.append(", ");
          operand(out, ib.destination(i), true);
        }
        out.append(']');
      }
      case PhiInst p -> {
        out.append(' ');
        types.print(out, p.type());
        out.append(' ');
        for (int i = 0; i < p.numIncoming(); i++) {
          if (i > 0) out.append(", ");
          out.append("[ ");
          operand(out, p.incomingValue(i), false);
          out.append(", ");
          operand(out, p.incomingBlock(i), false);
          out.append(" ]");
        }
      }
      case ExtractValueInst e -> {
        out.append(' ');
        operand(out, e.aggregate(), true);
        for (int i : e.indices()) out.append(", ").append(i);
      }
      case InsertValueInst e -> {
        out.append(' ');
        operand(out, e.aggregate(), true);
        out.append(", ");
        operand(out, e.element(), true);
        for (int i : e.indices()) out.append(", ").append(i);
      }
      case LandingPadInst lp -> {
        out.append(' ');
        types.print(out, lp.type());
        if (lp.isCleanup() || lp.numClauses() != 0) out.append('\n');
        if (lp.isCleanup()) out.append("          cleanup");
        for (int i = 0; i < lp.numClauses(); i++) {
          if (i != 0 || lp.isCleanup()) out.append('\n');
          out.append(lp.isFilter(i) ? "          filter " : "          catch ");
          operand(out, lp.clause(i), true);
        }
      }
      case CatchSwitchInst cs -> {
        out.append(" within ");
        operand(out, cs.parentPad(), false);
        out.append(" [");
        for (int i = 0; i < cs.numHandlers(); i++) {
          if (i > 0) out.append(", ");
          operand(out, cs.handler(i), true);
        }
        out.append("] unwind ");
        if (cs.unwindDest() != null) operand(out, cs.unwindDest(), true);
        else out.append("to caller");
      }
      case FuncletPadInst fp -> {
        out.append(" within ");
        operand(out, fp.parentPad(), false);
        out.append(" [");
        for (int i = 0; i < fp.numArgs(); i++) {
          if (i > 0) out.append(", ");
          operand(out, fp.arg(i), true);
        }
        out.append(']');
      }
      case RetInst r when r.returnValue() == null -> out.append(" void");
      case CatchRetInst cr -> {
        out.append(" from ");
        operand(out, cr.catchPad(), false);
        out.append(" to ");
        operand(out, cr.successor(), true);
      }
      case CleanupRetInst cr -> {
        out.append(" from ");
        operand(out, cr.cleanupPad(), false);
        out.append(" unwind ");
        if (cr.unwindDest() != null) operand(out, cr.unwindDest(), true);
        else out.append("to caller");
      }
      case CallBase c -> call(out, c);
      case AllocaInst a -> {
        out.append(' ');
        if (a.isInalloca()) out.append("inalloca ");
        if (a.isSwiftError()) out.append("swifterror ");
        types.print(out, a.allocatedType());
        if (a.isArrayAllocation() || !a.arraySize().type().isInteger(32)) {
          out.append(", ");
          operand(out, a.arraySize(), true);
        }
        if (a.align() != 0) out.append(", align ").append(a.align());
        if (a.addrSpace() != 0) out.append(", addrspace(").append(a.addrSpace()).append(')');
      }
      case CastInst c -> {
        out.append(' ');
        operand(out, c.source(), true);
        out.append(" to ");
        types.print(out, c.type());
      }
      case VAArgInst v -> {
        out.append(' ');
        operand(out, v.list(), true);
        out.append(", ");
        types.print(out, v.type());
      }
      default -> generic(out, inst);
    }
  }

  /** The "normal way": operands with their type printed once if all agree, else each. */
  private void generic(ByteSink out, Instruction inst) {
    int n = inst.numOperands();
    if (n == 0) return;
    if (inst instanceof GepInst g) {
      out.append(' ');
      types.print(out, g.sourceElementType());
      out.append(',');
    } else if (inst instanceof LoadInst l) {
      out.append(' ');
      types.print(out, l.type());
      out.append(',');
    }
    boolean printAll = inst instanceof SelectInst || inst instanceof StoreInst || inst instanceof ShuffleVectorInst
        || inst instanceof RetInst; // LLVM 14 prints cmpxchg and atomicrmw operands of one type once
    var first = inst.operand(0).type();
    if (!printAll) {
      for (int i = 1; i < n; i++) {
        if (inst.operand(i).type() != first) {
          printAll = true;
          break;
        }
      }
    }
    if (!printAll) {
      out.append(' ');
      types.print(out, first);
    }
    out.append(' ');
    for (int i = 0; i < n; i++) {
      if (i > 0) out.append(", ");
      operand(out, inst.operand(i), printAll);
    }
  }

  private void call(ByteSink out, CallBase c) {
    if (c.callingConv() != CallingConv.C) out.append(' ').append(CallingConv.text(c.callingConv()));
    FunctionType ft = c.functionType();
    AttributeList attrs = c.attributes();
    if (!attrs.ret().isEmpty()) {
      out.append(' ');
      AttributePrinter.set(out, types, attrs.ret(), false);
    }
    Value callee = c.callee();
    if (callee.type() instanceof PointerType pt && (pt.addrSpace() != 0 || programAddrSpace(c) != 0)) {
      // Also printed when 0 differs from the default (the data layout's program address space).
      out.append(" addrspace(").append(pt.addrSpace()).append(')');
    }
    out.append(' ');
    types.print(out, ft.isVarArgs() ? ft : ft.returnType());
    out.append(' ');
    operand(out, callee, false);
    out.append('(');
    for (int i = 0; i < c.numArgs(); i++) {
      if (i > 0) out.append(", ");
      Value a = c.arg(i);
      types.print(out, a.type());
      AttributeSet as = attrs.param(i);
      if (!as.isEmpty()) {
        out.append(' ');
        AttributePrinter.set(out, types, as, false);
      }
      out.append(' ');
      vp.value(out, a);
    }
    if (c instanceof CallInst ci && ci.tailKind() == CallInst.TailKind.MUSTTAIL && ci.function() != null
        && ci.function().functionType().isVarArgs()) {
      out.append(c.numArgs() > 0 ? ", ..." : "...");
    }
    out.append(')');
    if (!attrs.fn().isEmpty()) out.append(" #").append(attrSlots.slot(attrs.fn()));
    if (!c.bundles().isEmpty()) {
      out.append(" [ ");
      for (int b = 0; b < c.bundles().size(); b++) {
        if (b > 0) out.append(", ");
        out.append('"');
        ValuePrinter.escaped(out, c.bundles().get(b).tag());
        out.append("\"(");
        var ops = c.bundleOperands(b);
        for (int i = 0; i < ops.size(); i++) {
          if (i > 0) out.append(", ");
          operand(out, ops.get(i), true);
        }
        out.append(')');
      }
      out.append(" ]");
    }
    if (c instanceof InvokeInst inv) {
      out.append("\n          to ");
      operand(out, inv.normalDest(), true);
      out.append(" unwind ");
      operand(out, inv.unwindDest(), true);
    } else if (c instanceof CallBrInst cb) {
      out.append("\n          to ");
      operand(out, cb.defaultDest(), true);
      out.append(" [");
      for (int i = 0; i < cb.numIndirectDests(); i++) {
        if (i > 0) out.append(", ");
        operand(out, cb.indirectDest(i), true);
      }
      out.append(']');
    }
  }

  private static int programAddrSpace(Instruction i) {
    Function f = i.function();
    return f == null || f.parent() == null ? 0 : f.parent().layout().programAddrSpace();
  }

  private static void atomic(ByteSink out, AtomicOrdering o, String scope) {
    if (scope != null) {
      out.append(" syncscope(\"");
      ValuePrinter.escaped(out, scope);
      out.append("\")");
    }
    out.append(' ').append(o.text());
  }

  /** Orderings, alignment and shuffle masks, which follow the operands. */
  private void tail(ByteSink out, Instruction inst) {
    if (inst instanceof LoadInst l) { // loads and stores first, as in body()
      if (l.ordering() != AtomicOrdering.NOT_ATOMIC) atomic(out, l.ordering(), l.syncScope());
      if (l.align() != 0) out.append(", align ").append(l.align());
      return;
    }
    if (inst instanceof StoreInst s) {
      if (s.ordering() != AtomicOrdering.NOT_ATOMIC) atomic(out, s.ordering(), s.syncScope());
      if (s.align() != 0) out.append(", align ").append(s.align());
      return;
    }
    if (!(inst instanceof CmpXchgInst || inst instanceof AtomicRMWInst || inst instanceof FenceInst
        || inst instanceof ShuffleVectorInst)) {
      return;
    }
    switch (inst) {
      case LoadInst l -> {
        if (l.ordering() != AtomicOrdering.NOT_ATOMIC) atomic(out, l.ordering(), l.syncScope());
        if (l.align() != 0) out.append(", align ").append(l.align());
      }
      case StoreInst s -> {
        if (s.ordering() != AtomicOrdering.NOT_ATOMIC) atomic(out, s.ordering(), s.syncScope());
        if (s.align() != 0) out.append(", align ").append(s.align());
      }
      case CmpXchgInst c -> {
        atomic(out, c.successOrdering(), c.syncScope());
        out.append(' ').append(c.failureOrdering().text());
        if (c.align() != 0) out.append(", align ").append(c.align());
      }
      case AtomicRMWInst r -> {
        atomic(out, r.ordering(), r.syncScope());
        if (r.align() != 0) out.append(", align ").append(r.align());
      }
      case FenceInst f -> atomic(out, f.ordering(), f.syncScope());
      case ShuffleVectorInst s -> shuffleMask(out, (VectorType) s.type(), s.mask());
      default -> {}
    }
  }

  private static void shuffleMask(ByteSink out, VectorType t, int[] mask) {
    out.append(", <");
    if (t.scalable()) out.append("vscale x ");
    out.append(mask.length).append(" x i32> ");
    boolean allZero = true;
    boolean allUndef = true;
    for (int m : mask) {
      if (m != 0) allZero = false;
      if (m != -1) allUndef = false;
    }
    if (allZero) {
      out.append("zeroinitializer");
    } else if (allUndef) {
      out.append("undef");
    } else {
      out.append('<');
      for (int i = 0; i < mask.length; i++) {
        if (i > 0) out.append(", ");
        out.append("i32 ");
        if (mask[i] == -1) out.append("undef");
        else out.append(mask[i]);
      }
      out.append('>');
    }
  }

  /** Attachments in kind-id order ({@code !dbg} first), as LLVM keeps them. */
  void attachments(ByteSink out, MetadataAttachments md, String separator) {
    int n = md.size();
    if (n == 1) {
      attachment(out, md, 0, separator);
    } else if (n > 1) {
      for (int i : vp.metadataSlots().kinds().order(md::kind, n)) attachment(out, md, i, separator);
    }
  }

  private void attachment(ByteSink out, MetadataAttachments md, int i, String separator) {
    out.append(separator).append('!');
    ValuePrinter.metadataName(out, md.kind(i));
    out.append(' ');
    vp.metadata(out, md.node(i), null);
  }
}

package dev.hoist.ir.bitcode;

import static dev.hoist.ir.bitcode.BitCodes.*;

import dev.hoist.ir.AllocaInst;
import dev.hoist.ir.AtomicOrdering;
import dev.hoist.ir.AtomicRMWInst;
import dev.hoist.ir.CmpXchgInst;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.LoadInst;
import dev.hoist.ir.StoreInst;
import dev.hoist.ir.Value;
import dev.hoist.ir.type.PointerType;
import dev.hoist.ir.type.Type;

/**
 * The memory instruction records: alloca (its packed alignment and flags word), load and store
 * (plain and atomic, and the layouts before explicit types), cmpxchg and atomicrmw, and the
 * sync scope ids they carry.
 */
final class MemoryDecoder {
  private MemoryDecoder() {}

  static Instruction alloca(FunctionReader fr, long[] ops, int n) {
    if (n != 4) throw fr.r.error("invalid alloca record");
    long rec = ops[3];
    boolean inalloca = ((rec >> 5) & 1) != 0;
    boolean explicit = ((rec >> 6) & 1) != 0;
    boolean swiftError = ((rec >> 7) & 1) != 0;
    long alignExp = (rec & 31) | (((rec >> 8) & 7) << 5);
    Type t = fr.type(ops[0]);
    if (!explicit) {
      if (!(t instanceof PointerType pt) || pt.isOpaque()) throw fr.r.error("old-style alloca with a non-pointer type");
      t = pt.pointee();
    }
    Type sizeType = fr.type(ops[1]);
    Value size = fr.value(ops[2], sizeType, fr.pos);
    if (!size.type().isInteger()) throw fr.r.error("alloca size is not an integer");
    long align = Codec.alignment(alignExp, fr.pos);
    if (!t.isSized()) throw fr.r.error("alloca of unsized type " + t);
    if (align == 0) align = fr.m.module.layout().abiAlignment(t);
    int as = fr.m.module.layout().allocaAddrSpace();
    AllocaInst a = new AllocaInst(t, size, align, fr.m.pointerTo(t, as));
    a.setInalloca(inalloca);
    a.setSwiftError(swiftError);
    return a;
  }

  static Instruction load(FunctionReader fr, long[] ops, int n, boolean atomic) {
    Value p = InstructionDecoder.typedValue(fr, ops, n);
    if (!(p.type() instanceof PointerType pt)) throw fr.r.error("load from a non-pointer");
    int left = n - fr.slot;
    int base = atomic ? 4 : 2;
    if (left != base && left != base + 1) throw fr.r.error("invalid load record");
    Type t = left == base + 1 ? fr.type(InstructionDecoder.op(fr, ops, n)) : pointee(fr, pt);
    long align = Codec.alignment(InstructionDecoder.op(fr, ops, n), fr.pos);
    boolean vol = InstructionDecoder.op(fr, ops, n) != 0;
    if (!t.isSized()) throw fr.r.error("load of unsized type " + t);
    matches(fr, pt, t);
    if (align == 0 && !atomic) align = fr.m.module.layout().abiAlignment(t);
    LoadInst l = new LoadInst(t, p, align);
    l.setVolatile(vol);
    if (atomic) {
      AtomicOrdering o = Codec.ordering(InstructionDecoder.op(fr, ops, n), fr.pos);
      if (o == AtomicOrdering.NOT_ATOMIC || o == AtomicOrdering.RELEASE || o == AtomicOrdering.ACQ_REL) {
        throw fr.r.error("invalid load ordering " + o.text());
      }
      if (align == 0) throw fr.r.error("atomic load without alignment");
      l.setAtomic(o, syncScope(fr, InstructionDecoder.op(fr, ops, n)));
    }
    return l;
  }

  static Instruction store(FunctionReader fr, long[] ops, int n, int code) {
    Value p = InstructionDecoder.typedValue(fr, ops, n);
    if (!(p.type() instanceof PointerType pt)) throw fr.r.error("store to a non-pointer");
    boolean old = code == FUNC_CODE_INST_STORE_OLD || code == FUNC_CODE_INST_STOREATOMIC_OLD;
    Value v = old ? InstructionDecoder.value(fr, ops, n, pointee(fr, pt)) : InstructionDecoder.typedValue(fr, ops, n);
    boolean atomic = code == FUNC_CODE_INST_STOREATOMIC || code == FUNC_CODE_INST_STOREATOMIC_OLD;
    if (n - fr.slot != (atomic ? 4 : 2)) throw fr.r.error("invalid store record");
    long align = Codec.alignment(InstructionDecoder.op(fr, ops, n), fr.pos);
    boolean vol = InstructionDecoder.op(fr, ops, n) != 0;
    if (!v.type().isSized()) throw fr.r.error("store of unsized type " + v.type());
    matches(fr, pt, v.type());
    if (align == 0 && !atomic) align = fr.m.module.layout().abiAlignment(v.type());
    StoreInst s = new StoreInst(v, p, align);
    s.setVolatile(vol);
    if (atomic) {
      AtomicOrdering o = Codec.ordering(InstructionDecoder.op(fr, ops, n), fr.pos);
      if (o == AtomicOrdering.NOT_ATOMIC || o == AtomicOrdering.ACQUIRE || o == AtomicOrdering.ACQ_REL) {
        throw fr.r.error("invalid store ordering " + o.text());
      }
      if (align == 0) throw fr.r.error("atomic store without alignment");
      s.setAtomic(o, syncScope(fr, InstructionDecoder.op(fr, ops, n)));
    }
    return s;
  }

  static Instruction cmpxchg(FunctionReader fr, long[] ops, int n, boolean old) {
    Value p = InstructionDecoder.typedValue(fr, ops, n);
    if (!(p.type() instanceof PointerType pt)) throw fr.r.error("cmpxchg on a non-pointer");
    Value cmp = old ? InstructionDecoder.value(fr, ops, n, pointee(fr, pt)) : InstructionDecoder.typedValue(fr, ops, n);
    matches(fr, pt, cmp.type());
    Value nv = InstructionDecoder.value(fr, ops, n, cmp.type());
    int left = n - fr.slot;
    if (left < 3 || left > 6) throw fr.r.error("invalid cmpxchg record");
    boolean vol = InstructionDecoder.op(fr, ops, n) != 0;
    AtomicOrdering success = Codec.ordering(InstructionDecoder.op(fr, ops, n), fr.pos);
    String scope = syncScope(fr, InstructionDecoder.op(fr, ops, n));
    AtomicOrdering failure = left > 3 ? Codec.ordering(InstructionDecoder.op(fr, ops, n), fr.pos) : strongestFailure(success);
    boolean weak = left > 4 && InstructionDecoder.op(fr, ops, n) != 0;
    long align = left > 5 ? Codec.alignment(InstructionDecoder.op(fr, ops, n), fr.pos) : 0;
    if (success.compareTo(AtomicOrdering.MONOTONIC) < 0 || failure.compareTo(AtomicOrdering.MONOTONIC) < 0
        || failure == AtomicOrdering.RELEASE || failure == AtomicOrdering.ACQ_REL) {
      throw fr.r.error("invalid cmpxchg orderings");
    }
    if (align == 0) align = fr.m.module.layout().storeSize(cmp.type());
    CmpXchgInst c = new CmpXchgInst(p, cmp, nv, success, failure, scope, align);
    c.setVolatile(vol);
    c.setWeak(weak);
    return c;
  }

  /** LLVM's AtomicCmpXchgInst::getStrongestFailureOrdering, for records older than failure orderings. */
  private static AtomicOrdering strongestFailure(AtomicOrdering o) {
    return switch (o) {
      case RELEASE, MONOTONIC -> AtomicOrdering.MONOTONIC;
      case ACQ_REL, ACQUIRE -> AtomicOrdering.ACQUIRE;
      default -> o;
    };
  }

  static Instruction atomicrmw(FunctionReader fr, long[] ops, int n, boolean old) {
    Value p = InstructionDecoder.typedValue(fr, ops, n);
    if (!(p.type() instanceof PointerType pt)) throw fr.r.error("atomicrmw on a non-pointer");
    Value v = old ? InstructionDecoder.value(fr, ops, n, pointee(fr, pt)) : InstructionDecoder.typedValue(fr, ops, n);
    matches(fr, pt, v.type());
    int left = n - fr.slot;
    if (left != 4 && left != 5) throw fr.r.error("invalid atomicrmw record");
    AtomicRMWInst.Op op = Codec.rmwOp(InstructionDecoder.op(fr, ops, n), fr.pos);
    boolean vol = InstructionDecoder.op(fr, ops, n) != 0;
    AtomicOrdering o = Codec.ordering(InstructionDecoder.op(fr, ops, n), fr.pos);
    if (o == AtomicOrdering.NOT_ATOMIC || o == AtomicOrdering.UNORDERED) throw fr.r.error("invalid atomicrmw ordering");
    String scope = syncScope(fr, InstructionDecoder.op(fr, ops, n));
    long align = left == 5 ? Codec.alignment(InstructionDecoder.op(fr, ops, n), fr.pos) : 0;
    if (align == 0) align = fr.m.module.layout().storeSize(v.type());
    AtomicRMWInst a = new AtomicRMWInst(op, p, v, o, scope, align);
    a.setVolatile(vol);
    return a;
  }

  /** LLVM's typeCheckLoadStoreInst: a typed pointer's pointee is the type accessed. */
  private static void matches(FunctionReader fr, PointerType pt, Type t) {
    if (!pt.isOpaque() && pt.pointee() != t) {
      throw fr.r.error("the type accessed, " + t + ", is not the pointee type of " + pt);
    }
  }

  private static Type pointee(FunctionReader fr, PointerType pt) {
    if (pt.isOpaque()) throw fr.r.error("old-style record on an opaque pointer");
    return pt.pointee();
  }

  /** The sync scope of id {@code id}: null for the default (system) scope. */
  static String syncScope(FunctionReader fr, long id) {
    java.util.List<String> names = fr.m.syncScopes;
    if (names.isEmpty()) {
      if (id == 0) return "singlethread";
      if (id == 1) return null;
      throw fr.r.error("invalid sync scope #" + id);
    }
    if (id < 0 || id >= names.size()) throw fr.r.error("invalid sync scope #" + id);
    String s = names.get((int) id);
    return s.isEmpty() ? null : s;
  }
}

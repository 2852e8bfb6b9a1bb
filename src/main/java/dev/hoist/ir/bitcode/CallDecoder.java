package dev.hoist.ir.bitcode;

import static dev.hoist.ir.bitcode.BitCodes.*;

import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.CallBase;
import dev.hoist.ir.CallBrInst;
import dev.hoist.ir.CallInst;
import dev.hoist.ir.InvokeInst;
import dev.hoist.ir.Value;
import dev.hoist.ir.attr.AttributeList;
import dev.hoist.ir.type.FunctionType;
import dev.hoist.ir.type.PointerType;
import dev.hoist.ir.type.Type;
import java.util.ArrayList;
import java.util.List;

/**
 * The call records: {@code call} (attributes, calling convention and tail-call markers in one
 * word, optional fast-math flags and explicit function type), {@code invoke} and {@code callbr}
 * with their destinations, each taking the operand bundles read just before it.
 */
final class CallDecoder {
  private CallDecoder() {}

  static CallBase decode(FunctionReader fr, int code, long[] ops, int n) {
    AttributeList attrs = fr.m.attributes.list(InstructionDecoder.op(fr, ops, n), fr.r);
    long cc = InstructionDecoder.op(fr, ops, n);
    BasicBlock normal = null;
    BasicBlock unwind = null;
    List<BasicBlock> indirect = null;
    int fmf = 0;
    boolean explicit;
    if (code == FUNC_CODE_INST_INVOKE) {
      normal = fr.block(InstructionDecoder.op(fr, ops, n));
      unwind = fr.block(InstructionDecoder.op(fr, ops, n));
      explicit = ((cc >> 13) & 1) != 0;
    } else if (code == FUNC_CODE_INST_CALLBR) {
      normal = fr.block(InstructionDecoder.op(fr, ops, n));
      long k = InstructionDecoder.op(fr, ops, n);
      if (k < 0 || fr.slot + k > n) throw fr.r.error("invalid callbr record");
      indirect = new ArrayList<>();
      for (long i = 0; i < k; i++) indirect.add(fr.block(InstructionDecoder.op(fr, ops, n)));
      explicit = ((cc >> CALL_EXPLICIT_TYPE) & 1) != 0;
    } else {
      if (((cc >> CALL_FMF) & 1) != 0) {
        fmf = Codec.fastMath(InstructionDecoder.op(fr, ops, n));
        if (fmf == 0) throw fr.r.error("fast-math flags indicator set for a call without flags");
      }
      explicit = ((cc >> CALL_EXPLICIT_TYPE) & 1) != 0;
    }
    FunctionType ft = null;
    if (explicit) ft = InstructionDecoder.calleeType(fr, fr.type(InstructionDecoder.op(fr, ops, n)));
    Value callee = InstructionDecoder.typedValue(fr, ops, n);
    if (!(callee.type() instanceof PointerType pt)) throw fr.r.error("callee is not a pointer");
    if (ft == null) {
      if (!(pt.pointee() instanceof FunctionType pft)) throw fr.r.error("callee is not a pointer to a function");
      ft = pft;
    } else if (!pt.isOpaque() && pt.pointee() != ft) {
      throw fr.r.error("explicit call type does not match the callee's pointee type");
    }
    List<Value> args = new ArrayList<>(ft.numParams());
    for (int i = 0; i < ft.numParams(); i++) {
      Type t = ft.param(i);
      if (t.isLabel()) args.add(fr.block(InstructionDecoder.op(fr, ops, n)));
      else args.add(InstructionDecoder.value(fr, ops, n, t));
    }
    if (ft.isVarArgs()) {
      while (fr.slot < n) args.add(InstructionDecoder.typedValue(fr, ops, n));
    } else if (fr.slot != n) {
      throw fr.r.error("call with more arguments than its type has parameters");
    }
    CallBase c;
    if (code == FUNC_CODE_INST_INVOKE) {
      InvokeInst inv = new InvokeInst(ft, callee, args);
      takeBundles(fr, inv);
      inv.setDestinations(normal, unwind);
      inv.setCallingConv((int) (cc & 0x3ff));
      c = inv;
    } else if (code == FUNC_CODE_INST_CALLBR) {
      CallBrInst br = new CallBrInst(ft, callee, args);
      takeBundles(fr, br);
      br.setDestinations(normal, indirect);
      br.setCallingConv((int) ((cc & 0x7ff) >> CALL_CCONV));
      c = br;
    } else {
      CallInst call = new CallInst(ft, callee, args);
      takeBundles(fr, call);
      call.setCallingConv((int) ((cc & 0x7ff) >> CALL_CCONV));
      if ((cc & (1L << CALL_MUSTTAIL)) != 0) call.setTailKind(CallInst.TailKind.MUSTTAIL);
      else if ((cc & (1L << CALL_NOTAIL)) != 0) call.setTailKind(CallInst.TailKind.NOTAIL);
      else if ((cc & (1L << CALL_TAIL)) != 0) call.setTailKind(CallInst.TailKind.TAIL);
      if (fmf != 0) {
        if (!ft.returnType().isFPOrFPVector() && !isFpAggregate(ft.returnType())) {
          throw fr.r.error("fast-math flags on a call that is not floating-point");
        }
        call.setFlags(fmf);
      }
      c = call;
    }
    c.setAttributes(attrs);
    return c;
  }

  private static boolean isFpAggregate(Type t) {
    return t instanceof dev.hoist.ir.type.ArrayType a && a.element().isFPOrFPVector();
  }

  private static void takeBundles(FunctionReader fr, CallBase c) {
    if (fr.bundles.isEmpty()) return;
    c.setBundles(new ArrayList<>(fr.bundles), new ArrayList<>(fr.bundleOperands));
    fr.bundles.clear();
    fr.bundleOperands.clear();
  }
}

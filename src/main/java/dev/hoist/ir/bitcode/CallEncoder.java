package dev.hoist.ir.bitcode;

import static dev.hoist.ir.bitcode.BitCodes.*;

import dev.hoist.ir.CallBase;
import dev.hoist.ir.CallBrInst;
import dev.hoist.ir.CallInst;
import dev.hoist.ir.InvokeInst;
import dev.hoist.ir.type.FunctionType;

/** The call, invoke and callbr records (their operand bundles are written before them). */
final class CallEncoder {
  private CallEncoder() {}

  static int write(FunctionEncoder fe, CallBase c) {
    FunctionType ft = c.functionType();
    InstructionEncoder.add(fe, fe.nextCallAttributes());
    int code;
    switch (c) {
      case InvokeInst inv -> {
        code = FUNC_CODE_INST_INVOKE;
        InstructionEncoder.add(fe, inv.callingConv() | (1L << 13));
        InstructionEncoder.add(fe, fe.blockIndex(inv.normalDest()));
        InstructionEncoder.add(fe, fe.blockIndex(inv.unwindDest()));
      }
      case CallBrInst br -> {
        code = FUNC_CODE_INST_CALLBR;
        InstructionEncoder.add(fe, ((long) br.callingConv() << CALL_CCONV) | (1L << CALL_EXPLICIT_TYPE));
        InstructionEncoder.add(fe, fe.blockIndex(br.defaultDest()));
        InstructionEncoder.add(fe, br.numIndirectDests());
        for (int k = 0; k < br.numIndirectDests(); k++) InstructionEncoder.add(fe, fe.blockIndex(br.indirectDest(k)));
      }
      default -> {
        CallInst call = (CallInst) c;
        code = FUNC_CODE_INST_CALL;
        long fmf = Codec.encodeFastMath(call.fastMathFlags());
        long cc = ((long) call.callingConv() << CALL_CCONV) | (1L << CALL_EXPLICIT_TYPE);
        switch (call.tailKind()) {
          case TAIL -> cc |= 1L << CALL_TAIL;
          case MUSTTAIL -> cc |= 1L << CALL_MUSTTAIL;
          case NOTAIL -> cc |= 1L << CALL_NOTAIL;
          default -> {}
        }
        if (fmf != 0) cc |= 1L << CALL_FMF;
        InstructionEncoder.add(fe, cc);
        if (fmf != 0) InstructionEncoder.add(fe, fmf);
      }
    }
    InstructionEncoder.add(fe, fe.typeId(ft));
    InstructionEncoder.typed(fe, c.callee());
    for (int k = 0; k < c.numArgs(); k++) {
      if (k < ft.numParams()) {
        if (ft.param(k).isLabel()) InstructionEncoder.add(fe, fe.blockIndex((dev.hoist.ir.BasicBlock) c.arg(k)));
        else InstructionEncoder.plain(fe, c.arg(k));
      } else {
        InstructionEncoder.typed(fe, c.arg(k));
      }
    }
    return code;
  }
}

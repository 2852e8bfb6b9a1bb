package dev.hoist.ir.bitcode;

import static dev.hoist.ir.bitcode.BitCodes.*;

import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.Instruction;

/** A function body's VALUE_SYMTAB: the names of its arguments, instructions and blocks. */
final class FunctionNames {
  private FunctionNames() {}

  static void write(FunctionEncoder fe, BitstreamWriter w) {
    boolean any = false;
    for (int i = 0; i < fe.f.numArgs() && !any; i++) any = fe.f.arg(i).hasName();
    for (BasicBlock b : fe.f.blocks()) {
      if (any) break;
      if (b.hasName()) any = true;
      for (Instruction i = b.first(); i != null && !any; i = i.next()) any = i.hasName();
    }
    if (!any) return;
    w.enterBlock(VALUE_SYMTAB_BLOCK_ID, 4);
    for (int i = 0; i < fe.f.numArgs(); i++) {
      if (fe.f.arg(i).hasName()) entry(w, VST_CODE_ENTRY, fe.valueId(fe.f.arg(i)), fe.f.arg(i).name());
    }
    for (BasicBlock b : fe.f.blocks()) {
      if (b.hasName()) entry(w, VST_CODE_BBENTRY, fe.blockIndex(b), b.name());
      for (Instruction i = b.first(); i != null; i = i.next()) {
        if (i.hasName() && !i.type().isVoid()) entry(w, VST_CODE_ENTRY, fe.valueId(i), i.name());
      }
    }
    w.exitBlock();
  }

  private static void entry(BitstreamWriter w, int code, long id, String name) {
    long[] ops = new long[name.length() + 1];
    ops[0] = id;
    for (int i = 0; i < name.length(); i++) ops[i + 1] = name.charAt(i) & 0xff;
    int abbrev = WriterAbbrevs.vstAbbrev(name, code == VST_CODE_BBENTRY);
    w.record(code, ops, ops.length, abbrev);
  }
}

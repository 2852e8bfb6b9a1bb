package dev.hoist.ir.bitcode;

import static dev.hoist.ir.bitcode.BitCodes.*;

import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.Value;

/** A function body's VALUE_SYMTAB: the names of its arguments, instructions and blocks. */
final class FunctionNames {
  private FunctionNames() {}

  /** Writes the block from the names the body's writer gathered ({@link FunctionEncoder#named}). */
  static void write(FunctionEncoder fe, BitstreamWriter w) {
    boolean any = fe.anyNamed || !fe.named.isEmpty();
    for (int i = 0; i < fe.f.numArgs() && !any; i++) any = fe.f.arg(i).hasName();
    if (!any) return;
    w.enterBlock(VALUE_SYMTAB_BLOCK_ID, 4);
    for (int i = 0; i < fe.f.numArgs(); i++) {
      if (fe.f.arg(i).hasName()) entry(w, VST_CODE_ENTRY, fe.valueId(fe.f.arg(i)), fe.f.arg(i).name());
    }
    for (Value v : fe.named) {
      if (v instanceof BasicBlock b) entry(w, VST_CODE_BBENTRY, fe.blockIndex(b), b.name());
      else entry(w, VST_CODE_ENTRY, fe.valueId(v), v.name());
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

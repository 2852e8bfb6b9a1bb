package dev.hoist.ir.bitcode;

import static dev.hoist.ir.bitcode.BitCodes.*;

import dev.hoist.ir.Value;

/**
 * The module's VALUE_SYMTAB: in bitcode since LLVM 5 (version 2) it only says where each function
 * body starts, names being in the string table; before, it named the globals too.
 */
final class ModuleSymbols {
  private ModuleSymbols() {}

  static void read(BitstreamReader r, ModuleReader mr) {
    for (int code; (code = r.nextRecord()) >= 0; ) {
      if (code != VST_CODE_ENTRY && code != VST_CODE_FNENTRY) continue;
      long id = r.op(0);
      if (id < 0 || id >= mr.m.globals.size()) throw r.error("symbol table entry for value #" + id + ", which is not a global");
      int nameAt = code == VST_CODE_FNENTRY ? 2 : 1;
      if (mr.version < 2 && r.numOps() > nameAt) {
        Value v = mr.m.globals.get((int) id);
        v.setName(r.opsString(nameAt));
      }
    }
  }
}

package dev.hoist.ir.bitcode;

import static dev.hoist.ir.bitcode.BitCodes.*;

/**
 * The abbreviations the writer declares in BLOCKINFO, the common records of constants, function
 * bodies and symbol tables, as LLVM's writer declares them (their ids are fixed: 4 upwards in
 * each block). Type fields are as wide as the module's type numbers need.
 */
final class WriterAbbrevs {
  private WriterAbbrevs() {}

  static final int CONSTANTS_SETTYPE = 4;
  static final int CONSTANTS_INTEGER = 5;
  static final int CONSTANTS_CE_CAST = 6;
  static final int CONSTANTS_NULL = 7;

  static final int INST_LOAD = 4;
  static final int INST_UNOP = 5;
  static final int INST_UNOP_FLAGS = 6;
  static final int INST_BINOP = 7;
  static final int INST_BINOP_FLAGS = 8;
  static final int INST_CAST = 9;
  static final int INST_RET_VOID = 10;
  static final int INST_RET_VAL = 11;
  static final int INST_UNREACHABLE = 12;
  static final int INST_GEP = 13;

  static final int VST_ENTRY_8 = 4;
  static final int VST_ENTRY_7 = 5;
  static final int VST_ENTRY_6 = 6;
  static final int VST_BBENTRY_6 = 7;

  /** The abbreviations by block id, for a module with {@code numTypes} types. */
  static Abbrev[][] blockInfo(int numTypes) {
    int tb = Math.max(1, 32 - Integer.numberOfLeadingZeros(numTypes)); // ceil(log2(numTypes + 1))
    Abbrev[][] info = new Abbrev[64][];
    info[VALUE_SYMTAB_BLOCK_ID] = new Abbrev[] {
      Abbrev.of().fixed(3).vbr(8).array().fixed(8).build(),
      Abbrev.of().literal(VST_CODE_ENTRY).vbr(8).array().fixed(7).build(),
      Abbrev.of().literal(VST_CODE_ENTRY).vbr(8).array().char6().build(),
      Abbrev.of().literal(VST_CODE_BBENTRY).vbr(8).array().char6().build(),
    };
    info[CONSTANTS_BLOCK_ID] = new Abbrev[] {
      Abbrev.of().literal(CST_CODE_SETTYPE).fixed(tb).build(),
      Abbrev.of().literal(CST_CODE_INTEGER).vbr(8).build(),
      Abbrev.of().literal(CST_CODE_CE_CAST).fixed(4).fixed(tb).vbr(8).build(),
      Abbrev.of().literal(CST_CODE_NULL).build(),
    };
    info[FUNCTION_BLOCK_ID] = new Abbrev[] {
      Abbrev.of().literal(FUNC_CODE_INST_LOAD).vbr(6).fixed(tb).vbr(4).fixed(1).build(),
      Abbrev.of().literal(FUNC_CODE_INST_UNOP).vbr(6).fixed(4).build(),
      Abbrev.of().literal(FUNC_CODE_INST_UNOP).vbr(6).fixed(4).fixed(8).build(),
      Abbrev.of().literal(FUNC_CODE_INST_BINOP).vbr(6).vbr(6).fixed(4).build(),
      Abbrev.of().literal(FUNC_CODE_INST_BINOP).vbr(6).vbr(6).fixed(4).fixed(8).build(),
      Abbrev.of().literal(FUNC_CODE_INST_CAST).vbr(6).fixed(tb).fixed(4).build(),
      Abbrev.of().literal(FUNC_CODE_INST_RET).build(),
      Abbrev.of().literal(FUNC_CODE_INST_RET).vbr(6).build(),
      Abbrev.of().literal(FUNC_CODE_INST_UNREACHABLE).build(),
      Abbrev.of().literal(FUNC_CODE_INST_GEP).fixed(1).fixed(tb).array().vbr(6).build(),
    };
    return info;
  }

  /** Writes the BLOCKINFO block declaring {@code info}. */
  static void write(BitstreamWriter w, Abbrev[][] info) {
    w.enterBlock(BLOCKINFO_BLOCK_ID, 2);
    long[] one = new long[1];
    for (int id = 0; id < info.length; id++) {
      if (info[id] == null) continue;
      one[0] = id;
      w.record(BLOCKINFO_CODE_SETBID, one, 1, 0);
      for (Abbrev a : info[id]) w.defineBlockInfoAbbrev(a);
    }
    w.exitBlock();
  }

  /** The VST abbreviation that fits {@code name}: char6, 7-bit or 8-bit. */
  static int vstAbbrev(String name, boolean block) {
    boolean six = true;
    boolean seven = true;
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      if (Abbrev.encodeChar6(c) < 0) six = false;
      if (c > 127) seven = false;
    }
    if (block) return six ? VST_BBENTRY_6 : VST_ENTRY_8;
    return six ? VST_ENTRY_6 : seven ? VST_ENTRY_7 : VST_ENTRY_8;
  }
}

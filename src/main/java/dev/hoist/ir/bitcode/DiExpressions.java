package dev.hoist.ir.bitcode;

import dev.hoist.ir.metadata.MDNode;
import java.util.ArrayList;
import java.util.List;

/**
 * DIExpression elements both ways: the numbers of a METADATA_EXPRESSION record printed as LLVM
 * 14's AsmWriter prints them ({@code DW_OP_plus_uconst, 8}; raw numbers when the expression is not
 * valid), and the printed tokens back to numbers.
 */
final class DiExpressions {
  private DiExpressions() {}

  private static final long DW_OP_lit0 = 0x30;
  private static final long DW_OP_reg0 = 0x50;
  private static final long DW_OP_reg31 = 0x6f;
  private static final long DW_OP_breg0 = 0x70;
  private static final long DW_OP_breg31 = 0x8f;
  private static final long DW_OP_regx = 0x90;
  private static final long DW_OP_bregx = 0x92;
  private static final long DW_OP_constu = 0x10;
  private static final long DW_OP_consts = 0x11;
  private static final long DW_OP_deref_size = 0x94;
  private static final long DW_OP_plus_uconst = 0x23;
  private static final long DW_OP_stack_value = 0x9f;
  private static final long DW_OP_swap = 0x16;
  private static final long LLVM_FRAGMENT = 0x1000;
  private static final long LLVM_CONVERT = 0x1001;
  private static final long LLVM_TAG_OFFSET = 0x1002;
  private static final long LLVM_ENTRY_VALUE = 0x1003;
  private static final long LLVM_IMPLICIT_POINTER = 0x1004;
  private static final long LLVM_ARG = 0x1005;
  /** The other operations LLVM 14's DIExpression::isValid accepts. */
  private static final long[] PLAIN = {
    0x06 /* deref */, 0x12 /* dup */, 0x14 /* over */, 0x1a /* and */, 0x1b /* div */, 0x1c /* minus */,
    0x1d /* mod */, 0x1e /* mul */, 0x20 /* not */, 0x21 /* or */, 0x22 /* plus */, 0x24 /* shl */, 0x25 /* shr */,
    0x26 /* shra */, 0x27 /* xor */, 0x18 /* xderef */, 0x97 /* push_object_address */, DW_OP_lit0,
  };

  /** The number of elements operation {@code op} takes, itself included (LLVM's ExprOperand::getSize). */
  static int size(long op) {
    if (op >= DW_OP_breg0 && op <= DW_OP_breg31) return 2;
    if (op == LLVM_CONVERT || op == LLVM_FRAGMENT || op == DW_OP_bregx) return 3;
    if (op == DW_OP_constu || op == DW_OP_consts || op == DW_OP_deref_size || op == DW_OP_plus_uconst
        || op == LLVM_TAG_OFFSET || op == LLVM_ENTRY_VALUE || op == LLVM_ARG || op == DW_OP_regx) {
      return 2;
    }
    return 1;
  }

  static boolean isValid(long[] e, int at, int n) {
    int end = at + n;
    for (int i = at; i < end; i += size(e[i])) {
      long op = e[i];
      int s = size(op);
      if (i + s > end) return false;
      if ((op >= DW_OP_reg0 && op <= DW_OP_reg31) || (op >= DW_OP_breg0 && op <= DW_OP_breg31)) return true;
      if (op == LLVM_FRAGMENT) return i + s == end;
      if (op == DW_OP_stack_value) {
        if (i + s != end && e[i + s] != LLVM_FRAGMENT) return false;
      } else if (op == DW_OP_swap) {
        if (n == 1) return false;
      } else if (op == LLVM_ENTRY_VALUE) {
        return i == at && e[i + 1] == 1;
      } else if (!(op == LLVM_IMPLICIT_POINTER || op == LLVM_CONVERT || op == LLVM_ARG || op == LLVM_TAG_OFFSET
          || op == DW_OP_constu || op == DW_OP_plus_uconst || op == DW_OP_regx || op == DW_OP_bregx
          || op == DW_OP_consts || op == DW_OP_deref_size || isPlain(op))) {
        return false;
      }
    }
    return true;
  }

  private static boolean isPlain(long op) {
    for (long p : PLAIN) if (p == op) return true;
    return false;
  }

  /**
   * An operation of a valid expression that DWARF does not name, or -1. LLVM's isValid stops
   * looking at a register operation, so it takes such an expression and prints it as text that
   * no reader takes back; Hoist rejects it.
   */
  static long unnamedOperation(long[] e, int at, int n) {
    if (!isValid(e, at, n)) return -1;
    for (int i = at; i < at + n; i += size(e[i])) {
      if (DwarfNames.OP.name(e[i]) == null) return e[i];
      if (e[i] == LLVM_CONVERT && i + 2 < at + n && DwarfNames.ATE.name(e[i + 2]) == null) return e[i];
    }
    return -1;
  }

  /** The positional fields of {@code !DIExpression(...)} for elements {@code e[at..at+n)}. */
  static List<MDNode.Field> fields(long[] e, int at, int n) {
    List<MDNode.Field> l = new ArrayList<>(n);
    if (!isValid(e, at, n)) {
      for (int i = at; i < at + n; i++) l.add(raw(Long.toUnsignedString(e[i])));
      return l;
    }
    for (int i = at; i < at + n; ) {
      long op = e[i];
      String name = DwarfNames.OP.name(op);
      l.add(raw(name != null ? name : ""));
      int s = size(op);
      if (op == LLVM_CONVERT) {
        l.add(raw(Long.toUnsignedString(e[i + 1])));
        String ate = DwarfNames.ATE.name(e[i + 2]);
        l.add(raw(ate != null ? ate : ""));
      } else {
        for (int k = 1; k < s; k++) l.add(raw(Long.toUnsignedString(e[i + k])));
      }
      i += s;
    }
    return l;
  }

  private static MDNode.Field raw(String text) {
    return new MDNode.Field(null, new MDNode.Raw(text));
  }

  /** The elements of an expression node as Hoist keeps it (tokens), or null when a token is not one LLVM reads. */
  static long[] elements(MDNode n) {
    List<MDNode.Field> fs = n.fields();
    long[] out = new long[fs.size()];
    for (int i = 0; i < out.length; i++) {
      if (!(fs.get(i).value() instanceof MDNode.Raw raw)) return null;
      String t = raw.text();
      long v;
      if (t.startsWith("DW_OP_")) v = DwarfNames.OP.value(t);
      else if (t.startsWith("DW_ATE_")) v = DwarfNames.ATE.value(t);
      else v = DiValues.unsignedOrMinus(t);
      if (v == -1 && !t.equals("18446744073709551615")) return null;
      out[i] = v;
    }
    return out;
  }
}

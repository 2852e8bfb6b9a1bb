package dev.hoist.ir.parse;

import dev.hoist.ir.AtomicOrdering;
import dev.hoist.ir.AtomicRMWInst;
import dev.hoist.ir.CmpPredicate;
import dev.hoist.ir.Flags;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.type.Type;
import java.util.EnumMap;

/** Keyword-to-enum tables and small shared sub-parsers (flags, predicates, orderings). */
final class ParseTables {
  private ParseTables() {}

  private static final EnumMap<Kw, Opcode> OPCODES = new EnumMap<>(Kw.class);
  private static final EnumMap<Kw, CmpPredicate> ICMP = new EnumMap<>(Kw.class);
  private static final EnumMap<Kw, CmpPredicate> FCMP = new EnumMap<>(Kw.class);

  static {
    for (Opcode op : Opcode.values()) {
      for (Kw k : Kw.values()) if (k.text.equals(op.text())) OPCODES.put(k, op);
    }
    ICMP.put(Kw.EQ, CmpPredicate.EQ); ICMP.put(Kw.NE, CmpPredicate.NE); ICMP.put(Kw.UGT, CmpPredicate.UGT);
    ICMP.put(Kw.UGE, CmpPredicate.UGE); ICMP.put(Kw.ULT, CmpPredicate.ULT); ICMP.put(Kw.ULE, CmpPredicate.ULE);
    ICMP.put(Kw.SGT, CmpPredicate.SGT); ICMP.put(Kw.SGE, CmpPredicate.SGE); ICMP.put(Kw.SLT, CmpPredicate.SLT);
    ICMP.put(Kw.SLE, CmpPredicate.SLE);
    FCMP.put(Kw.FALSE, CmpPredicate.FCMP_FALSE); FCMP.put(Kw.OEQ, CmpPredicate.FCMP_OEQ);
    FCMP.put(Kw.OGT, CmpPredicate.FCMP_OGT); FCMP.put(Kw.OGE, CmpPredicate.FCMP_OGE);
    FCMP.put(Kw.OLT, CmpPredicate.FCMP_OLT); FCMP.put(Kw.OLE, CmpPredicate.FCMP_OLE);
    FCMP.put(Kw.ONE, CmpPredicate.FCMP_ONE); FCMP.put(Kw.ORD, CmpPredicate.FCMP_ORD);
    FCMP.put(Kw.UNO, CmpPredicate.FCMP_UNO); FCMP.put(Kw.UEQ, CmpPredicate.FCMP_UEQ);
    FCMP.put(Kw.UGT, CmpPredicate.FCMP_UGT); FCMP.put(Kw.UGE, CmpPredicate.FCMP_UGE);
    FCMP.put(Kw.ULT, CmpPredicate.FCMP_ULT); FCMP.put(Kw.ULE, CmpPredicate.FCMP_ULE);
    FCMP.put(Kw.UNE, CmpPredicate.FCMP_UNE); FCMP.put(Kw.TRUE, CmpPredicate.FCMP_TRUE);
  }

  /** The opcode a keyword names, or null. */
  static Opcode opcodeOf(Kw k) {
    return OPCODES.get(k);
  }

  /** nuw/nsw (in any order) for add/sub/mul/shl, exact for the divisions and right shifts. */
  static int parseWrapFlags(ParserBase p, Opcode op) {
    int flags = 0;
    if (op.hasWrapFlags()) {
      while (true) {
        if (p.eatKw(Kw.NUW)) flags |= Flags.NUW;
        else if (p.eatKw(Kw.NSW)) flags |= Flags.NSW;
        else break;
      }
    } else if (op.hasExactFlag()) {
      if (p.eatKw(Kw.EXACT)) flags |= Flags.EXACT;
    }
    return flags;
  }

  /** Fast-math flags, in any order. */
  static int parseFastMathFlags(ParserBase p) {
    int flags = 0;
    while (p.tok == Tok.KEYWORD) {
      int f = switch (p.lex.kw) {
        case FAST -> Flags.FMF_ALL;
        case NNAN -> Flags.FMF_NNAN;
        case NINF -> Flags.FMF_NINF;
        case NSZ -> Flags.FMF_NSZ;
        case ARCP -> Flags.FMF_ARCP;
        case CONTRACT -> Flags.FMF_CONTRACT;
        case REASSOC -> Flags.FMF_REASSOC;
        case AFN -> Flags.FMF_AFN;
        default -> 0;
      };
      if (f == 0) break;
      flags |= f;
      p.next();
    }
    return flags;
  }

  static CmpPredicate parseCmpPredicate(ParserBase p, Opcode op) {
    CmpPredicate c = p.tok == Tok.KEYWORD ? (op == Opcode.ICMP ? ICMP : FCMP).get(p.lex.kw) : null;
    if (c == null) throw p.expected(op == Opcode.ICMP ? "icmp predicate" : "fcmp predicate");
    p.next();
    return c;
  }

  static void checkBinaryOperandType(ParserBase p, Opcode op, Type t, long pos) {
    boolean fp = op.isFloatBinary();
    if (fp ? !t.isFPOrFPVector() : !t.isIntOrIntVector()) {
      throw p.error(pos, fp ? "invalid operand type for instruction" : "invalid operand type for instruction");
    }
  }

  static AtomicOrdering parseOrdering(ParserBase p) {
    AtomicOrdering o = p.tok != Tok.KEYWORD ? null : switch (p.lex.kw) {
      case UNORDERED -> AtomicOrdering.UNORDERED;
      case MONOTONIC -> AtomicOrdering.MONOTONIC;
      case ACQUIRE -> AtomicOrdering.ACQUIRE;
      case RELEASE -> AtomicOrdering.RELEASE;
      case ACQ_REL -> AtomicOrdering.ACQ_REL;
      case SEQ_CST -> AtomicOrdering.SEQ_CST;
      default -> null;
    };
    if (o == null) throw p.expected("ordering constraint");
    p.next();
    return o;
  }

  /** {@code syncscope("name")}, or null for the system scope. */
  static String parseSyncScope(ParserBase p) {
    if (!p.eatKw(Kw.SYNCSCOPE)) return null;
    p.expect(Tok.LPAREN, "'(' in syncscope");
    String s = p.parseStringConstant("syncscope name");
    p.expect(Tok.RPAREN, "')' in syncscope");
    return s.isEmpty() ? null : s; // "" is LLVM's name of the system scope, the default
  }

  static AtomicRMWInst.Op parseRmwOp(ParserBase p) {
    if (p.tok == Tok.KEYWORD) {
      AtomicRMWInst.Op op = switch (p.lex.kw) {
        case XCHG -> AtomicRMWInst.Op.XCHG;
        case ADD -> AtomicRMWInst.Op.ADD;
        case SUB -> AtomicRMWInst.Op.SUB;
        case AND -> AtomicRMWInst.Op.AND;
        case NAND -> AtomicRMWInst.Op.NAND;
        case OR -> AtomicRMWInst.Op.OR;
        case XOR -> AtomicRMWInst.Op.XOR;
        case MAX -> AtomicRMWInst.Op.MAX;
        case MIN -> AtomicRMWInst.Op.MIN;
        case UMAX -> AtomicRMWInst.Op.UMAX;
        case UMIN -> AtomicRMWInst.Op.UMIN;
        case FADD -> AtomicRMWInst.Op.FADD;
        case FSUB -> AtomicRMWInst.Op.FSUB;
        default -> null;
      };
      if (op != null) {
        p.next();
        return op;
      }
    }
    throw p.expected("binary operation in atomicrmw");
  }
}

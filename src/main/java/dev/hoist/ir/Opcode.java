package dev.hoist.ir;

/** Every LLVM 14 instruction opcode, with its textual name. Constant expressions reuse these. */
public enum Opcode {
  // Terminators
  RET("ret"), BR("br"), SWITCH("switch"), INDIRECTBR("indirectbr"), INVOKE("invoke"), RESUME("resume"),
  UNREACHABLE("unreachable"), CLEANUPRET("cleanupret"), CATCHRET("catchret"), CATCHSWITCH("catchswitch"),
  CALLBR("callbr"),
  // Unary
  FNEG("fneg"),
  // Binary
  ADD("add"), FADD("fadd"), SUB("sub"), FSUB("fsub"), MUL("mul"), FMUL("fmul"), UDIV("udiv"), SDIV("sdiv"),
  FDIV("fdiv"), UREM("urem"), SREM("srem"), FREM("frem"),
  SHL("shl"), LSHR("lshr"), ASHR("ashr"), AND("and"), OR("or"), XOR("xor"),
  // Memory
  ALLOCA("alloca"), LOAD("load"), STORE("store"), GETELEMENTPTR("getelementptr"), FENCE("fence"),
  CMPXCHG("cmpxchg"), ATOMICRMW("atomicrmw"),
  // Casts
  TRUNC("trunc"), ZEXT("zext"), SEXT("sext"), FPTOUI("fptoui"), FPTOSI("fptosi"), UITOFP("uitofp"),
  SITOFP("sitofp"), FPTRUNC("fptrunc"), FPEXT("fpext"), PTRTOINT("ptrtoint"), INTTOPTR("inttoptr"),
  BITCAST("bitcast"), ADDRSPACECAST("addrspacecast"),
  // Pads
  CLEANUPPAD("cleanuppad"), CATCHPAD("catchpad"),
  // Other
  ICMP("icmp"), FCMP("fcmp"), PHI("phi"), CALL("call"), SELECT("select"), VAARG("va_arg"),
  EXTRACTELEMENT("extractelement"), INSERTELEMENT("insertelement"), SHUFFLEVECTOR("shufflevector"),
  EXTRACTVALUE("extractvalue"), INSERTVALUE("insertvalue"), LANDINGPAD("landingpad"), FREEZE("freeze");

  private final String text;

  Opcode(String text) {
    this.text = text;
  }

  public String text() {
    return text;
  }

  // Ordinal ranges, compared directly: Enum.compareTo checks the classes first, and
  // isTerminator is asked for every block's last instruction whenever a CFG is walked.
  public boolean isBinary() {
    return ordinal() >= ADD.ordinal() && ordinal() <= XOR.ordinal();
  }

  public boolean isCast() {
    return ordinal() >= TRUNC.ordinal() && ordinal() <= ADDRSPACECAST.ordinal();
  }

  public boolean isTerminator() {
    return ordinal() <= CALLBR.ordinal();
  }

  /** Integer division and remainder: the binary operators that may trap. */
  public boolean isIntDivRem() {
    return this == UDIV || this == SDIV || this == UREM || this == SREM;
  }

  /** Binary operators that accept nuw/nsw. */
  public boolean hasWrapFlags() {
    return this == ADD || this == SUB || this == MUL || this == SHL;
  }

  /** Binary operators that accept exact. */
  public boolean hasExactFlag() {
    return this == UDIV || this == SDIV || this == LSHR || this == ASHR;
  }

  public boolean isFloatBinary() {
    return this == FADD || this == FSUB || this == FMUL || this == FDIV || this == FREM;
  }

  public boolean isCommutative() {
    return switch (this) {
      case ADD, MUL, AND, OR, XOR, FADD, FMUL -> true;
      default -> false;
    };
  }
}

package dev.hoist.ir;

/** icmp and fcmp predicates, with LLVM's names. */
public enum CmpPredicate {
  // fcmp
  FCMP_FALSE("false"), FCMP_OEQ("oeq"), FCMP_OGT("ogt"), FCMP_OGE("oge"), FCMP_OLT("olt"), FCMP_OLE("ole"),
  FCMP_ONE("one"), FCMP_ORD("ord"), FCMP_UNO("uno"), FCMP_UEQ("ueq"), FCMP_UGT("ugt"), FCMP_UGE("uge"),
  FCMP_ULT("ult"), FCMP_ULE("ule"), FCMP_UNE("une"), FCMP_TRUE("true"),
  // icmp
  EQ("eq"), NE("ne"), UGT("ugt"), UGE("uge"), ULT("ult"), ULE("ule"), SGT("sgt"), SGE("sge"), SLT("slt"),
  SLE("sle");

  private final String text;

  CmpPredicate(String text) {
    this.text = text;
  }

  public String text() {
    return text;
  }

  public boolean isIntPredicate() {
    return compareTo(EQ) >= 0;
  }

  public boolean isSigned() {
    return this == SGT || this == SGE || this == SLT || this == SLE;
  }

  public boolean isUnsigned() {
    return this == UGT || this == UGE || this == ULT || this == ULE;
  }

  /** An integer predicate that holds of equal operands: eq, and the non-strict orderings. */
  public boolean isTrueWhenEqual() {
    return this == EQ || this == UGE || this == ULE || this == SGE || this == SLE;
  }

  /** The predicate with operands swapped: a &lt; b  ==  b &gt; a. */
  public CmpPredicate swapped() {
    return switch (this) {
      case UGT -> ULT; case ULT -> UGT; case UGE -> ULE; case ULE -> UGE;
      case SGT -> SLT; case SLT -> SGT; case SGE -> SLE; case SLE -> SGE;
      case FCMP_OGT -> FCMP_OLT; case FCMP_OLT -> FCMP_OGT; case FCMP_OGE -> FCMP_OLE; case FCMP_OLE -> FCMP_OGE;
      case FCMP_UGT -> FCMP_ULT; case FCMP_ULT -> FCMP_UGT; case FCMP_UGE -> FCMP_ULE; case FCMP_ULE -> FCMP_UGE;
      default -> this;
    };
  }

  /** The negated predicate: !(a &lt; b)  ==  a &gt;= b. */
  public CmpPredicate inverse() {
    return switch (this) {
      case EQ -> NE; case NE -> EQ;
      case UGT -> ULE; case ULE -> UGT; case UGE -> ULT; case ULT -> UGE;
      case SGT -> SLE; case SLE -> SGT; case SGE -> SLT; case SLT -> SGE;
      case FCMP_FALSE -> FCMP_TRUE; case FCMP_TRUE -> FCMP_FALSE;
      case FCMP_OEQ -> FCMP_UNE; case FCMP_UNE -> FCMP_OEQ;
      case FCMP_OGT -> FCMP_ULE; case FCMP_ULE -> FCMP_OGT;
      case FCMP_OGE -> FCMP_ULT; case FCMP_ULT -> FCMP_OGE;
      case FCMP_OLT -> FCMP_UGE; case FCMP_UGE -> FCMP_OLT;
      case FCMP_OLE -> FCMP_UGT; case FCMP_UGT -> FCMP_OLE;
      case FCMP_ONE -> FCMP_UEQ; case FCMP_UEQ -> FCMP_ONE;
      case FCMP_ORD -> FCMP_UNO; case FCMP_UNO -> FCMP_ORD;
    };
  }
}

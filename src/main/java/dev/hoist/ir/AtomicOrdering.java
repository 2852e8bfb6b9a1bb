package dev.hoist.ir;

/** Atomic memory orderings; NOT_ATOMIC for plain accesses. */
public enum AtomicOrdering {
  NOT_ATOMIC(""), UNORDERED("unordered"), MONOTONIC("monotonic"), ACQUIRE("acquire"), RELEASE("release"),
  ACQ_REL("acq_rel"), SEQ_CST("seq_cst");

  private final String text;

  AtomicOrdering(String text) {
    this.text = text;
  }

  public String text() {
    return text;
  }

  /** Stronger than unordered: orders other memory accesses around it. */
  public boolean isStrongerThanUnordered() {
    return ordinal() > UNORDERED.ordinal(); // not compareTo, which checks the classes first
  }
}

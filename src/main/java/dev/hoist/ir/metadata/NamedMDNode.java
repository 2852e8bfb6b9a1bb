package dev.hoist.ir.metadata;

import java.util.ArrayList;
import java.util.List;

/** {@code !llvm.module.flags = !{!0, !1}}. */
public final class NamedMDNode {
  private final String name;
  private final List<MDNode> operands = new ArrayList<>();

  public NamedMDNode(String name) {
    this.name = name;
  }

  public String name() {
    return name;
  }

  public List<MDNode> operands() {
    return operands;
  }
}

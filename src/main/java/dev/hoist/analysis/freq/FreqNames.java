package dev.hoist.analysis.freq;

import dev.hoist.ir.BasicBlock;

/** Block names as LLVM's frequency and probability printers show them: the name, or nothing. */
final class FreqNames {
  private FreqNames() {}

  static String of(BasicBlock b) {
    return b.hasName() ? b.name() : "";
  }
}

package dev.hoist.pass;

import dev.hoist.ir.Module;

/** A transformation or analysis-printing step over a whole module. */
public interface Pass {
  /** The name used in {@code -passes=}, e.g. {@code licm}. */
  String name();

  /** Runs the pass; returns true when the module changed. */
  boolean run(Module module, PassContext ctx);
}

package dev.hoist.pass;

import dev.hoist.ir.Module;

/**
 * A transformation or analysis-printing step over a whole module. Module passes run one after the
 * other on the calling thread and may look at and change anything in the module.
 *
 * <p>A pass that works on one function at a time should be a {@link FunctionPass} instead, and
 * one that works on one loop at a time a {@code dev.hoist.pass.loop.LoopPass}: the
 * {@link PassManager} then runs consecutive function passes on several functions at once
 * ({@code -j N}), with output identical to {@code -j 1}. See {@link FunctionPass} for how to write
 * one and the rules that make it safe on a worker thread.
 *
 * <p>Every pass declares itself in a {@link PassInfo} (its name, LLVM's name for it, its options)
 * and is listed in the pass catalog ({@code dev.hoist.catalog.PassCatalog}).
 */
public interface Pass {
  /** Its declaration: name, LLVM name, help, options. */
  PassInfo info();

  /** The name used in {@code -passes=}, e.g. {@code licm}. */
  default String name() {
    return info().name();
  }

  /** The name LLVM's pass manager reports it by ({@code LICMPass}), for {@code -time-passes} and {@code -print-after}. */
  default String llvmName() {
    return info().llvmName();
  }

  /** Runs the pass; returns true when the module changed. */
  boolean run(Module module, PassContext ctx);

  /**
   * Whether the pass runs on {@code optnone} functions too (LLVM's {@code isRequired}): the verifier
   * does; transforms and analysis printers do not. The {@link PassManager} skips a function pass
   * that is not required on an {@code optnone} function, as opt's OptNoneInstrumentation does (no
   * run, no timing, no {@code -print-after} dump); module passes decide per function themselves.
   */
  default boolean isRequired() {
    return false;
  }
}

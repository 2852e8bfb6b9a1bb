package dev.hoist.tool;

/** The text of {@code hoist --help}. */
final class Help {
  private Help() {}

  static final String TEXT = """
      OVERVIEW: Hoist, a loop optimizer for LLVM 14 IR (loop-invariant code motion, loop versioning, loop sinking)

      USAGE: hoist [options] [FILE|-]
             hoist [options] -o OUTDIR FILE1.ll FILE2.ll ...

      Reads textual LLVM IR (.ll) from FILE, or standard input for '-' or no file, runs a pass
      pipeline and writes textual IR to standard output or -o. Hoist always writes text; -S is
      accepted for compatibility with opt.

      OPTIONS:
        -passes=P1,P2,...   Passes to run, in opt's syntax (adaptors such as function(...),
                            loop(...) and loop-mssa(...) group passes). Without -passes the
                            default pipeline runs. -passes= (empty) runs none.
        -S                  Write textual IR (the only format Hoist writes).
        -o FILE             Write the output to FILE, atomically (temporary file + rename).
                            With several inputs, -o names an output directory.
        -disable-output     Do not write the module (for analyses and printers).
        -disable-verify     Do not verify the input module.
        -j N                Threads to use (default: the number of cores).
        --report DIR        Write an HTML report to DIR: a page per module with every loop's
                            nest, trip count and decisions, and control-flow graphs before
                            and after (graphviz); DIR/index.html lists the modules.
        --help              Show this text.
        --version           Show the version.

      Errors in the input are reported as 'file:line:col: error: message' with exit code 1.
      """;
}

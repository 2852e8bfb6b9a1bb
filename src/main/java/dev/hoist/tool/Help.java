package dev.hoist.tool;

import dev.hoist.catalog.PassCatalog;
import dev.hoist.pass.Option;
import dev.hoist.pass.PassInfo;

/**
 * The text of {@code hoist --help}: the usage and the driver's options, then every pass and every
 * option from the pass catalog, so that the list is never out of date.
 */
final class Help {
  private Help() {}

  private static final String HEAD = """
      OVERVIEW: Hoist, a loop optimizer for LLVM 14 IR (loop-invariant code motion, loop versioning,
      loop sinking, induction variable widening, loop vectorization)

      USAGE: hoist [options] [FILE|-]
             hoist [options] -o OUTDIR FILE1 FILE2 ...

      Reads LLVM 14 IR, textual (.ll) or bitcode (.bc, told by its first bytes, raw or in the
      0x0B17C0DE wrapper), from FILE, or standard input for '-' or no file, runs a pass pipeline
      and writes the module to standard output or -o: bitcode, as opt writes it, or text with -S.

      OPTIONS:
        -passes=P1,P2,...   Passes to run, in opt's syntax (adaptors such as function(...),
                            loop(...) and loop-mssa(...) group passes). Without -passes the
                            default pipeline runs. -passes= (empty) runs none.
        -S                  Write textual IR instead of bitcode.
        -o FILE             Write the output to FILE, atomically (temporary file + rename);
                            '-o -' writes to standard output. With several inputs, -o names
                            an output directory (OUTDIR/<input's name>), and each module is
                            written in its input's format unless -S or -emit-bitcode says
                            otherwise (an output whose format changes is renamed .ll/.bc).
        -emit-bitcode       With several inputs, write bitcode for every one.
        -f                  Write bitcode to standard output even when it is a terminal
                            (without it, as opt, Hoist warns and writes nothing).
        -disable-output     Do not write the module (for analyses and printers).
        -j N                Threads to use (default: the number of cores): function passes
                            run on several functions at once, several input files on
                            several threads; the output is the same for every N.
        --help              Show this text.
        --version           Show the version.

      Errors in the input are reported as 'file:line:col: error: message' (bitcode:
      'file: error: message (at bit N)') with exit code 1.

      ENVIRONMENT (bin/hoist):
        HOIST_DAEMON=1      Run in this checkout's long-lived Hoist (started on first use;
                            bin/hoist-daemon start|stop|status), for builds that run Hoist
                            once per module: no JVM start-up or warm-up per run.
        HOIST_DEBUG=1       Print a stack trace with an internal error.
      """;

  static String text() {
    StringBuilder sb = new StringBuilder(HEAD);
    sb.append("\nPASSES (-passes=NAME; the default pipeline is ")
        .append(String.join(",", PassCatalog.DEFAULT_PIPELINE)).append("):\n");
    for (PassInfo p : PassCatalog.PASSES) line(sb, p.name(), p.help());
    sb.append("\nMORE OPTIONS (-name=value):\n");
    for (Option<?> o : CommandLine.DRIVER_OPTIONS) line(sb, o.synopsis(), o.help() + defaultText(o));
    for (Option<?> o : PassCatalog.options()) line(sb, o.synopsis(), o.help() + defaultText(o));
    return sb.toString();
  }

  private static String defaultText(Option<?> o) {
    Object d = o.defaultValue();
    if (d == null || d instanceof Boolean b && !b) return "";
    return " (default: " + d + ")";
  }

  /** {@code   name  - help}, as opt's --help lays options out. */
  private static void line(StringBuilder sb, String name, String help) {
    sb.append("  ").append(name);
    int pad = Math.max(1, 34 - name.length());
    sb.append(" ".repeat(pad)).append("- ").append(help).append('\n');
  }
}

package dev.hoist.pass;

import dev.hoist.ir.Function;
import dev.hoist.ir.Module;
import dev.hoist.ir.print.LlPrinter;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.util.Set;

/**
 * {@code -print-before-all}, {@code -print-after-all}, {@code -print-before=P1,P2} and
 * {@code -print-after=P1,P2}: the IR before or after passes, on the pass context's stream (stderr),
 * in opt's form: {@code *** IR Dump After LICMPass on f ***} then the function, or
 * {@code *** IR Dump After VerifierPass on [module] ***} then the module.
 */
final class IrDumps {
  static final Option<Boolean> PRINT_BEFORE_ALL = Option.bool("print-before-all", false, "Print IR before each pass");
  static final Option<Boolean> PRINT_AFTER_ALL = Option.bool("print-after-all", false, "Print IR after each pass");
  static final Option<String> PRINT_BEFORE = Option.string("print-before", null, "Print IR before specified passes");
  static final Option<String> PRINT_AFTER = Option.string("print-after", null, "Print IR after specified passes");
  static final java.util.List<Option<?>> OPTIONS = java.util.List.of(PRINT_BEFORE_ALL, PRINT_AFTER_ALL, PRINT_BEFORE,
      PRINT_AFTER);

  private final boolean beforeAll;
  private final boolean afterAll;
  private final Set<String> before;
  private final Set<String> after;
  private final String moduleId;

  IrDumps(Options o, String moduleId) {
    this.beforeAll = o.get(PRINT_BEFORE_ALL);
    this.afterAll = o.get(PRINT_AFTER_ALL);
    this.before = names(o.get(PRINT_BEFORE));
    this.after = names(o.get(PRINT_AFTER));
    this.moduleId = moduleId;
  }

  private static Set<String> names(String list) {
    return list == null || list.isEmpty() ? Set.of() : Set.of(list.split(","));
  }

  /** Whether any dump is asked for: dumps print whole-module state, so function passes then run on one thread. */
  boolean any() {
    return beforeAll || afterAll || !before.isEmpty() || !after.isEmpty();
  }

  boolean before(String pass) {
    return beforeAll || before.contains(pass);
  }

  boolean after(String pass) {
    return afterAll || after.contains(pass);
  }

  void function(String when, Pass p, Function f, PrintStream out) {
    out.print("*** IR Dump " + when + " " + p.llvmName() + " on " + (f.hasName() ? f.name() : "") + " ***\n");
    out.print(LlPrinter.functionText(f));
  }

  void module(String when, Pass p, Module m, PrintStream out) {
    out.print("*** IR Dump " + when + " " + p.llvmName() + " on [module] ***\n");
    try {
      LlPrinter.print(m, out, moduleId);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}

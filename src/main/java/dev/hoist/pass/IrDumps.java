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
  private final boolean beforeAll;
  private final boolean afterAll;
  private final Set<String> before;
  private final Set<String> after;
  private final String moduleId;

  IrDumps(Options o, String moduleId) {
    this.beforeAll = o.getBool("print-before-all", false);
    this.afterAll = o.getBool("print-after-all", false);
    this.before = names(o.get("print-before"));
    this.after = names(o.get("print-after"));
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
    out.print("*** IR Dump " + when + " " + LlvmNames.of(p.name()) + " on " + (f.hasName() ? f.name() : "") + " ***\n");
    out.print(LlPrinter.functionText(f));
  }

  void module(String when, Pass p, Module m, PrintStream out) {
    out.print("*** IR Dump " + when + " " + LlvmNames.of(p.name()) + " on [module] ***\n");
    try {
      LlPrinter.print(m, out, moduleId);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}

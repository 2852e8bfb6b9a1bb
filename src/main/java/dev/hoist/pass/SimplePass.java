package dev.hoist.pass;

import dev.hoist.ir.Function;
import dev.hoist.ir.Module;
import java.util.List;

/** A module pass whose body is a lambda: the verifier, and the analysis printers. */
public record SimplePass(PassInfo info, Body body, boolean isRequired) implements Pass {
  /**
   * What the pass does to (or prints of) a module; returns true when it changed it. {@code self}
   * is the pass, for {@link PassManager#functionsFor}.
   */
  public interface Body {
    boolean run(Pass self, Module m, PassContext ctx);
  }

  @Override
  public boolean run(Module module, PassContext ctx) {
    return body.run(this, module, ctx);
  }

  /** What a printer prints of one function. */
  public interface FunctionPrinter {
    void print(Function f, PassContext ctx);
  }

  /**
   * The declaration of an analysis printer ({@code print<loops>}): it prints each function the pass
   * manager would run it on (not optnone ones), in module order, and changes nothing.
   */
  public static PassInfo printer(String name, String llvmName, String help, FunctionPrinter print) {
    return declare(name, llvmName, help, List.of(), (self, m, ctx) -> {
      for (Function f : PassManager.functionsFor(self, m)) print.print(f, ctx);
      return false;
    });
  }

  /** The declaration of a module pass that runs {@code body}. */
  public static PassInfo declare(String name, String llvmName, String help, List<Option<?>> options, Body body) {
    return declare(name, llvmName, help, options, false, body);
  }

  /** As {@link #declare(String, String, String, List, Body)}; {@code required} as {@link Pass#isRequired()}. */
  public static PassInfo declare(String name, String llvmName, String help, List<Option<?>> options, boolean required,
      Body body) {
    PassInfo[] self = new PassInfo[1];
    self[0] = new PassInfo(name, llvmName, help, () -> new SimplePass(self[0], body, required), options);
    return self[0];
  }
}

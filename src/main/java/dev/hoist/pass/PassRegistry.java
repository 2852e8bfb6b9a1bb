package dev.hoist.pass;

import dev.hoist.ir.Module;
import dev.hoist.ir.verify.Verifier;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/** The passes Hoist knows by name, and the default pipeline. */
public final class PassRegistry {
  private PassRegistry() {}

  private static final Map<String, Supplier<Pass>> PASSES = new LinkedHashMap<>();
  private static final List<String> DEFAULT_PIPELINE = new ArrayList<>();

  static {
    register("verify", () -> new SimplePass("verify", (m, ctx) -> {
      Verifier.verify(m);
      return false;
    }));
    register("mem2reg", dev.hoist.transform.mem2reg.Mem2Reg::new);
    register("loop-simplify", dev.hoist.transform.util.LoopSimplify::new);
    register("lcssa", dev.hoist.transform.util.Lcssa::new);
    register("loop-rotate", dev.hoist.transform.rotate.LoopRotate::new);
    register("licm-rotate", () -> new dev.hoist.transform.rotate.LoopRotate(true));
    register("licm", dev.hoist.transform.licm.Licm::new);
    register("loop-versioning-licm", dev.hoist.transform.versioning.LoopVersioningLicm::new);
    register("loop-sink", dev.hoist.transform.sink.LoopSink::new);
    register("indvars", dev.hoist.transform.indvars.IndVarWidening::new);
    register("loop-vectorize", dev.hoist.transform.vectorize.LoopVectorize::new);
    register("constfold", dev.hoist.transform.scalar.ConstFold::new);
    register("dce", dev.hoist.transform.scalar.Dce::new);
    DEFAULT_PIPELINE.addAll(java.util.List.of("mem2reg", "loop-simplify", "licm-rotate", "lcssa", "licm",
        "loop-versioning-licm", "licm", "loop-sink", "indvars", "loop-vectorize", "constfold", "dce"));
    // Each area registers its own passes.
    dev.hoist.analysis.AnalysisPrinters.register();
    dev.hoist.analysis.alias.AliasPasses.register();
    dev.hoist.analysis.scev.ScevPasses.register();
    dev.hoist.analysis.freq.FreqPasses.register();
  }

  public static void register(String name, Supplier<Pass> factory) {
    PASSES.put(name, factory);
  }

  public static boolean isKnown(String name) {
    return PASSES.containsKey(name);
  }

  public static Pass create(String name) {
    Supplier<Pass> s = PASSES.get(name);
    if (s == null) throw new IllegalArgumentException("unknown pass name '" + name + "'");
    return s.get();
  }

  public static List<String> names() {
    return new ArrayList<>(PASSES.keySet());
  }

  /** The passes run when no {@code -passes=} is given. */
  public static List<String> defaultPipeline() {
    return List.copyOf(DEFAULT_PIPELINE);
  }

  /** A pass defined by a lambda. */
  public record SimplePass(String name, Body body) implements Pass {
    public interface Body {
      boolean run(Module m, PassContext ctx);
    }

    @Override
    public boolean run(Module module, PassContext ctx) {
      return body.run(module, ctx);
    }
  }
}

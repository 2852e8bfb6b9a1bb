package dev.hoist.catalog;

import dev.hoist.analysis.AnalysisPrinters;
import dev.hoist.analysis.alias.AliasPasses;
import dev.hoist.analysis.freq.FreqPasses;
import dev.hoist.analysis.scev.ScevPasses;
import dev.hoist.ir.verify.Verifier;
import dev.hoist.pass.Option;
import dev.hoist.pass.Pass;
import dev.hoist.pass.PassContext;
import dev.hoist.pass.PassInfo;
import dev.hoist.pass.PassPipeline;
import dev.hoist.pass.SimplePass;
import dev.hoist.transform.deletion.LoopDeletion;
import dev.hoist.transform.flatten.LoopFlatten;
import dev.hoist.transform.indvars.IndVarSimplify;
import dev.hoist.transform.ipo.IpConstProp;
import dev.hoist.transform.licm.Licm;
import dev.hoist.transform.mem2reg.Mem2Reg;
import dev.hoist.transform.rotate.LoopRotate;
import dev.hoist.transform.scalar.ConstFold;
import dev.hoist.transform.scalar.Dce;
import dev.hoist.transform.scalar.LowerExpect;
import dev.hoist.transform.sink.LoopSink;
import dev.hoist.transform.split.LoopGuardExit;
import dev.hoist.transform.split.LoopIterationSplit;
import dev.hoist.transform.unroll.LoopUnroll;
import dev.hoist.transform.util.Lcssa;
import dev.hoist.transform.util.LoopSimplify;
import dev.hoist.transform.vectorize.LoopVectorize;
import dev.hoist.transform.versioning.LoopVersioningLicm;
import dev.hoist.transform.warn.WarnMissedTransforms;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Every pass Hoist has, and every option they read: the one list the command line, {@code --help},
 * the library API and the report derive from. Each pass declares itself next to its code (a
 * {@link PassInfo} with its name, LLVM's name for it, its factory and its options); this class
 * only lists the declarations, so adding a pass is one line here and adding an option none.
 */
public final class PassCatalog {
  private PassCatalog() {}

  /** {@code verify}: the IR verifier, as a pass (LLVM's VerifierPass, which runs on optnone functions too). */
  static final PassInfo VERIFY = SimplePass.declare("verify", "VerifierPass", "verifies the module", List.of(), true,
      (self, m, ctx) -> {
        Verifier.verify(m);
        return false;
      });

  /** Every pass, in the order {@code --help} lists them. */
  public static final List<PassInfo> PASSES = concat(List.of(VERIFY, Mem2Reg.INFO, LoopSimplify.INFO, Lcssa.INFO,
      LoopRotate.LOOP_ROTATE, LoopRotate.LICM_ROTATE, Licm.INFO, LoopVersioningLicm.INFO, LoopSink.INFO,
      IndVarSimplify.INFO, LoopDeletion.INFO, LoopIterationSplit.INFO, LoopGuardExit.INFO, LoopFlatten.INFO,
      LoopVectorize.INFO, LoopUnroll.INFO, LoopUnroll.FULL, ConstFold.INFO, Dce.INFO, LowerExpect.INFO, IpConstProp.INFO,
      WarnMissedTransforms.INFO), AnalysisPrinters.PASSES,
      AliasPasses.PASSES,
      ScevPasses.PASSES, FreqPasses.PASSES);

  /** The passes {@code hoist} runs without {@code -passes=}; see the README for why in this order. */
  public static final List<String> DEFAULT_PIPELINE = List.of(IpConstProp.INFO.name(), Mem2Reg.INFO.name(), LowerExpect.INFO.name(), LoopSimplify.INFO.name(),
      LoopRotate.LICM_ROTATE.name(), Lcssa.INFO.name(), Licm.INFO.name(), LoopVersioningLicm.INFO.name(),
      Licm.INFO.name(), LoopSink.INFO.name(), LoopIterationSplit.INFO.name(), IndVarSimplify.INFO.name(),
      LoopDeletion.INFO.name(), LoopFlatten.INFO.name(), LoopUnroll.FULL.name(), LoopVectorize.INFO.name(), LoopUnroll.INFO.name(), ConstFold.INFO.name(), Dce.INFO.name());

  private static final Map<String, PassInfo> BY_NAME = new LinkedHashMap<>();
  private static final Map<String, Option<?>> OPTIONS = new LinkedHashMap<>();

  static {
    for (PassInfo p : PASSES) {
      if (BY_NAME.put(p.name(), p) != null) throw new IllegalStateException("two passes named " + p.name());
    }
    addOptions(PassContext.OPTIONS);
    for (PassInfo p : PASSES) addOptions(p.options());
  }

  private static void addOptions(List<Option<?>> options) {
    for (Option<?> o : options) {
      Option<?> had = OPTIONS.putIfAbsent(o.name(), o);
      if (had != null && had != o) throw new IllegalStateException("two options named -" + o.name());
    }
  }

  @SafeVarargs
  private static List<PassInfo> concat(List<PassInfo>... lists) {
    List<PassInfo> all = new ArrayList<>();
    for (List<PassInfo> l : lists) all.addAll(l);
    return List.copyOf(all);
  }

  /** The pass named {@code name} in {@code -passes=}, or null. */
  public static PassInfo pass(String name) {
    PassInfo p = BY_NAME.get(name);
    return p != null ? p : AnalysisRequests.pass(name);
  }

  /** The option named {@code name} (without the dash), or null. */
  public static Option<?> option(String name) {
    return OPTIONS.get(name);
  }

  /** Every option of the passes and of the pass framework, each once. */
  public static List<Option<?>> options() {
    return List.copyOf(OPTIONS.values());
  }

  /** The passes a {@code -passes=} text names, in order; IllegalArgumentException for a bad or unknown one. */
  public static List<PassInfo> parse(String pipeline) {
    List<PassInfo> out = new ArrayList<>();
    for (String name : PassPipeline.parse(pipeline)) out.add(known(name));
    return out;
  }

  /** The default pipeline's passes. */
  public static List<PassInfo> defaultPipeline() {
    List<PassInfo> out = new ArrayList<>();
    for (String name : DEFAULT_PIPELINE) out.add(BY_NAME.get(name));
    return out;
  }

  /** A new instance of each pass, for a pass manager. */
  public static List<Pass> create(List<PassInfo> passes) {
    List<Pass> out = new ArrayList<>(passes.size());
    for (PassInfo p : passes) out.add(p.create());
    return out;
  }

  private static PassInfo known(String name) {
    PassInfo p = pass(name);
    if (p == null) throw new IllegalArgumentException("unknown pass name '" + name + "'");
    return p;
  }

  /** The options passes declare, without the framework's (for {@code --help}'s pass section). */
  static Set<Option<?>> passOptions() {
    Set<Option<?>> s = Collections.newSetFromMap(new IdentityHashMap<>());
    for (PassInfo p : PASSES) s.addAll(p.options());
    return s;
  }
}

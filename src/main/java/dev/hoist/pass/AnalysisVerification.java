package dev.hoist.pass;

import dev.hoist.ir.Function;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * opt's {@code -verify-dom-info}, {@code -verify-loop-info}, {@code -verify-scev} and
 * {@code -verify-memoryssa}: after every pass, the dominator tree and loop info kept for a function
 * (because the pass said it preserved them) are compared with ones computed afresh, and a
 * difference is an error naming the pass. A kept result that has gone stale is a bug of the pass
 * that kept it, one that later passes would act on.
 *
 * <p>Hoist keeps no scalar evolution across a pass that changes the function and has no memory
 * SSA, so {@code -verify-scev} and {@code -verify-memoryssa} find nothing to check; they are taken
 * so that opt's command lines run as they are.
 */
public final class AnalysisVerification {
  private AnalysisVerification() {}

  static final Option<Boolean> VERIFY_DOM_INFO = Option.bool("verify-dom-info", false,
      "Compare the dominator trees passes keep with fresh ones after every pass");
  static final Option<Boolean> VERIFY_LOOP_INFO = Option.bool("verify-loop-info", false,
      "Compare the loop info passes keep with a fresh one after every pass");
  static final Option<Boolean> VERIFY_SCEV = Option.bool("verify-scev", false,
      "Accepted as opt's: Hoist keeps no scalar evolution across a pass that changes the function");
  static final Option<Boolean> VERIFY_MEMORYSSA = Option.bool("verify-memoryssa", false,
      "Accepted as opt's: Hoist has no memory SSA");

  static final List<Option<?>> OPTIONS = List.of(VERIFY_DOM_INFO, VERIFY_LOOP_INFO, VERIFY_SCEV, VERIFY_MEMORYSSA);

  /** The analyses whose kept results are checked, by name; empty (and the check free) by default. */
  static Set<String> checked(Options options) {
    Set<String> s = new HashSet<>(2);
    if (options.get(VERIFY_DOM_INFO)) s.add("domtree");
    if (options.get(VERIFY_LOOP_INFO)) s.add("loops");
    return s;
  }

  /** Checks what {@code ctx} keeps for {@code f} after {@code pass}; throws on a stale result. */
  public static void check(PassContext ctx, Function f, String pass) {
    Set<String> names = ctx.verifiedAnalyses();
    if (names.isEmpty()) return;
    String stale = ctx.analyses().staleResult(f, names);
    if (stale != null) {
      throw new IllegalStateException("after " + pass + " on @" + f.name() + ", the kept " + stale);
    }
  }
}

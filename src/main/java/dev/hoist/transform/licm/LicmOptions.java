package dev.hoist.transform.licm;

import dev.hoist.pass.Option;
import dev.hoist.pass.Options;
import java.util.List;

/**
 * Options of {@code licm}: whether scalar promotion runs ({@code -disable-licm-promotion}, or Hoist's
 * older spelling {@code -disable-memory-promotion}), and the cap on memory accesses per loop above
 * which alias queries are not attempted (LLVM's {@code licm-mssa-optimization-cap} idea).
 * Loop versioning reads the promotion options too: it counts on LICM promoting what it frees.
 */
public record LicmOptions(boolean promotion, int maxAccessesPerLoop) {
  public static final Option<Boolean> DISABLE_PROMOTION = Option.bool("disable-licm-promotion", false,
      "Disable memory promotion in LICM pass");
  public static final Option<Boolean> DISABLE_MEMORY_PROMOTION = Option.bool("disable-memory-promotion", false,
      "Disable memory promotion in LICM pass (the same as -disable-licm-promotion)");
  static final Option<Integer> MAX_MEMORY_ACCESSES = Option.unsigned("licm-max-memory-accesses", 2000,
      "Loops with more memory accesses than this are not searched for invariant memory");
  static final Option<Integer> MAX_NUM_USES_TRAVERSED = Option.unsigned("licm-max-num-uses-traversed", 8,
      "Max num uses visited for identifying load invariance in loop (accepted as opt does; Hoist's "
          + "invariance test does not walk uses)");

  static final Option<Boolean> CONTROL_FLOW_HOISTING = Option.bool("licm-control-flow-hoisting", false,
      "Enable control flow (and PHI) hoisting in LICM (only false, LLVM's default: true is refused)").accepting(on -> !on,
      "hoisting out of conditional blocks with their phis is not implemented; the default (false) is LLVM's");

  static final List<Option<?>> OPTIONS = List.of(DISABLE_PROMOTION, DISABLE_MEMORY_PROMOTION, MAX_MEMORY_ACCESSES,
      MAX_NUM_USES_TRAVERSED, CONTROL_FLOW_HOISTING);

  public static final LicmOptions DEFAULT = new LicmOptions(true, MAX_MEMORY_ACCESSES.defaultValue());

  public static LicmOptions from(Options o) {
    return new LicmOptions(promotes(o), o.get(MAX_MEMORY_ACCESSES));
  }

  /** Whether LICM promotes memory to registers under these options. */
  public static boolean promotes(Options o) {
    return !o.get(DISABLE_PROMOTION) && !o.get(DISABLE_MEMORY_PROMOTION);
  }
}

package dev.hoist.transform.licm;

import dev.hoist.pass.Options;

/**
 * Options of {@code licm}: whether scalar promotion runs ({@code -disable-memory-promotion}, or
 * LLVM's spelling {@code -disable-licm-promotion}), and the cap on memory accesses per loop above
 * which alias queries are not attempted (LLVM's {@code licm-mssa-optimization-cap} idea).
 */
public record LicmOptions(boolean promotion, int maxAccessesPerLoop) {
  public static final LicmOptions DEFAULT = new LicmOptions(true, 2000);

  public static LicmOptions from(Options o) {
    boolean disable = o.getBool("disable-memory-promotion", false) || o.getBool("disable-licm-promotion", false);
    return new LicmOptions(!disable, o.getInt("licm-max-memory-accesses", DEFAULT.maxAccessesPerLoop));
  }
}

package dev.hoist.pass;

import java.util.List;
import java.util.function.Supplier;

/**
 * What a pass declares about itself, next to its code: its name in {@code -passes=}, the name
 * LLVM's new pass manager gives it in {@code -time-passes} and {@code -print-after} reports
 * ({@code licm} is {@code LICMPass}), a line of help, how to make one, and the options it reads.
 * The pass catalog ({@code dev.hoist.catalog.PassCatalog}) lists these; the command line,
 * {@code --help} and the library API derive everything from them.
 *
 * <pre>
 *   public static final PassInfo INFO = new PassInfo("dce", "DCEPass",
 *       "dead code elimination", Dce::new, List.of());
 * </pre>
 */
public record PassInfo(String name, String llvmName, String help, Supplier<Pass> factory, List<Option<?>> options) {
  public PassInfo {
    options = List.copyOf(options);
  }

  /** A new instance, ready for a pass manager. */
  public Pass create() {
    return factory.get();
  }
}

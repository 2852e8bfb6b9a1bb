package dev.hoist.testutil;

import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;

/**
 * What tests do when an outside tool they need (LLVM, clang, shellcheck, a browser) is missing: on a
 * developer's machine the test is skipped with the reason; under {@code CI=true} (set by
 * {@code .ci/run}) it fails, because CI installs every tool and a silent skip there would pass a
 * suite that checked nothing.
 */
public final class Tools {
  private Tools() {}

  public static boolean underCi() {
    return "true".equals(System.getenv("CI"));
  }

  /** Skips (or under CI fails) the calling test unless {@code present}; {@code why} says what is missing. */
  public static void require(boolean present, String why) {
    if (present) return;
    if (underCi()) Assertions.fail(why + " (CI=true: a missing tool fails the suite)");
    Assumptions.assumeTrue(false, why);
  }
}

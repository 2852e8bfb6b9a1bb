package dev.hoist.tool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Typed pass options: a value that is not a number or a boolean is a usage error worded as opt
 * words it (exit 1, one line, no stack trace); LLVM's spellings of true and false are accepted.
 */
class OptionValueTest {
  private static final String MODULE = """
      define i32 @f(i32 %a) {
      entry:
        ret i32 %a
      }
      """;

  private static String[] run(String option) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int rc = Main.run(new String[] {option, "-S"}, new ByteArrayInputStream(MODULE.getBytes(StandardCharsets.UTF_8)),
        new PrintStream(out), new PrintStream(err));
    return new String[] {Integer.toString(rc), out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8)};
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "-sink-freq-percent-threshold=x|for the --sink-freq-percent-threshold option: 'x' value invalid for uint argument!",
      "-runtime-memory-check-threshold=-3|for the --runtime-memory-check-threshold option: '-3' value invalid for uint argument!",
      "-licm-versioning-invariant-threshold=abc|for the --licm-versioning-invariant-threshold option: 'abc' value invalid for floating point argument!",
      "-enable-loop-versioning-licm=maybe|for the --enable-loop-versioning-licm option: 'maybe' is invalid value for boolean argument! Try 0 or 1",
      "-stats=yes|for the --stats option: 'yes' is invalid value for boolean argument! Try 0 or 1",
      "-sink-freq-percent-threshold=0|for the --sink-freq-percent-threshold option: '0' must be in 1..100",
      "-licm-control-flow-hoisting|for the --licm-control-flow-hoisting option: 'true' hoisting out of conditional blocks with their phis is not implemented; the default (false) is LLVM's"})
  void badValuesAreUsageErrors(String option, String message) {
    String[] r = run(option);
    assertEquals("1", r[0]);
    assertEquals("hoist: " + message + "\n", r[2]);
    assertTrue(r[1].isEmpty());
  }

  @ParameterizedTest
  @CsvSource({"-stats=false", "-stats=0", "-stats=FALSE", "-time-passes=False", "-force-vector-interleave=1",
      "-enable-vplan-native-path=0", "-indvars-predicate-loops=false", "-pass-remarks-with-hotness=0",
      "-licm-control-flow-hoisting=false"})
  void falseSpellingsTurnAnOptionOff(String option) {
    String[] r = run(option);
    assertEquals("0", r[0]);
    assertTrue(r[2].isEmpty(), r[2]);
  }

  @ParameterizedTest
  @CsvSource({"-time-passes", "-time-passes=true", "-time-passes=1", "-time-passes=TRUE"})
  void trueSpellingsTurnAnOptionOn(String option) {
    String[] r = run(option);
    assertEquals("0", r[0]);
    assertFalse(r[2].isEmpty());
  }

  /** LLVM declares the invariant threshold a float: opt takes 9.5, and so does Hoist. */
  @org.junit.jupiter.api.Test
  void aFloatingPointOptionTakesAFraction() {
    String[] r = run("-licm-versioning-invariant-threshold=9.5");
    assertEquals("0", r[0]);
    assertTrue(r[2].isEmpty(), r[2]);
  }
}

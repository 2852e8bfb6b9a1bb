package dev.hoist.analysis.scev;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.hoist.ir.Module;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The expectations written in the .ll files of src/test/resources/scev: a line
 * {@code ; COUNT @f %loop: <text>} is the exact backedge-taken count Hoist must print for that
 * loop ({@code unpredictable} for none), {@code ; MAX @f %loop: <n>} the constant max count,
 * {@code ; SCEV @f %v: <text>} the expression of a value.
 */
class ScevFileTest {
  private static final Pattern LINE = Pattern.compile("^; (COUNT|MAX|SCEV) @(\\S+) %(\\S+): (.*)$", Pattern.MULTILINE);
  static final List<String> FILES = List.of("trip-counts.ll", "wrap-flags.ll", "pointers.ll");

  @TestFactory
  List<DynamicTest> expectations() {
    List<DynamicTest> tests = new ArrayList<>();
    for (String file : FILES) {
      String text = ScevTesting.resource(file);
      Module m = ScevTesting.parse(text);
      Matcher mt = LINE.matcher(text);
      boolean any = false;
      while (mt.find()) {
        any = true;
        String kind = mt.group(1), fn = mt.group(2), name = mt.group(3), want = mt.group(4).strip();
        tests.add(DynamicTest.dynamicTest(file + " " + kind + " @" + fn + " %" + name, () -> {
          ScalarEvolution se = ScevTesting.analyse(m, fn);
          String got = switch (kind) {
            case "COUNT" -> ScevTesting.count(se, name);
            case "MAX" -> ScevTesting.max(se, name);
            default -> ScevTesting.scevText(se, name);
          };
          assertEquals(want, got);
        }));
      }
      assertFalse(!any, file + " has no expectations");
    }
    return tests;
  }
}

package dev.hoist.transform.scalar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hoist.api.Hoist;
import dev.hoist.api.Pipeline;
import dev.hoist.ir.Module;
import dev.hoist.testutil.Llvm;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code lower-expect} prints what {@code opt -passes=lower-expect} prints, byte for byte, on every
 * module of the repository that calls {@code llvm.expect}: the lit tests, a corpus module built
 * from C with {@code __builtin_expect}, and a Csmith program whose every {@code if} was wrapped in
 * {@code __builtin_expect} or {@code __builtin_expect_with_probability} by
 * {@code scripts/lib/add-expect.py --with-probability} (branches, selects, and phi-fed conditions of {@code &&} and {@code ||}).
 */
class LowerExpectOptComparisonTest {
  static List<Path> modules() throws Exception {
    List<Path> all = new ArrayList<>();
    try (Stream<Path> s = Files.list(Path.of("test/Transforms/LowerExpect"))) {
      s.filter(p -> p.toString().endsWith(".ll")).sorted().forEach(all::add);
    }
    all.add(Path.of("src/test/resources/corpus/c-builtins-O1nopass.ll"));
    all.add(Path.of("src/test/resources/expect/csmith23-expect.ll"));
    return all;
  }

  @ParameterizedTest
  @MethodSource("modules")
  void sameAsOpt(Path p) throws Exception {
    Llvm.require();
    Llvm.Result opt = Llvm.normalized(p, "-passes=lower-expect");
    assertTrue(opt.ok(), "opt failed: " + opt.stderr());
    Module m = Hoist.parse(p);
    Pipeline.of("lower-expect").run(m);
    StringBuilder hoist = new StringBuilder();
    for (String line : Hoist.print(m).split("\n", -1)) {
      if (line.startsWith("; ModuleID") || line.startsWith("source_filename")) continue;
      hoist.append(line).append('\n');
    }
    assertEquals(opt.stdout(), hoist.toString(), p + ": lower-expect differs from opt's");
  }
}

package dev.hoist.transform.indvars;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hoist.api.Pipeline;
import dev.hoist.api.Result;
import dev.hoist.ir.Module;
import dev.hoist.testutil.Hoist;
import dev.hoist.testutil.Llvm;
import dev.hoist.testutil.Tools;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * indvars on the benchmark kernels, differentially: each kernel from clang's -O2 front end (cleaned
 * up as bench/compare does) runs under lli before and after {@code indvars} alone and the default
 * pipeline, and prints the same; opt verifies both outputs; and indvars changed each (a run that
 * changed nothing would prove nothing).
 */
class IndVarsKernelsTest {
  @ParameterizedTest
  @ValueSource(strings = {"trisolv", "jacobi1d", "stencil2d", "even_trip", "short_inner", "strides", "search_exit"})
  void kernelPrintsTheSame(String kernel, @TempDir Path dir) throws Exception {
    Path src = Path.of("bench/kernels", kernel + ".c");
    assertTrue(Files.exists(src), src + " is missing");
    Llvm.require();
    Tools.require(Files.isExecutable(Path.of("/usr/bin/clang-14")), "clang-14 is not installed");
    Path raw = dir.resolve("raw.ll"), clean = dir.resolve("a.ll");
    Llvm.Result cc = Llvm.run(List.of("/usr/bin/clang-14", "-O2", "-Xclang", "-disable-llvm-passes", "-fno-math-errno",
        "-w", "-S", "-emit-llvm", src.toString(), "-o", raw.toString()), null);
    assertEquals(0, cc.exitCode(), cc.stderr());
    Llvm.Result opt = Llvm.run(List.of(Llvm.tool("opt"), "-passes=sroa,early-cse,simplifycfg,instcombine", "-S",
        raw.toString(), "-o", clean.toString()), null);
    assertEquals(0, opt.exitCode(), opt.stderr());
    Llvm.Result expected = Llvm.run(List.of(Llvm.tool("lli"), clean.toString()), null);
    assertEquals(0, expected.exitCode(), expected.stderr());

    Module alone = Hoist.parseFile(clean);
    Result r = Pipeline.of("mem2reg,loop-simplify,licm-rotate,lcssa,indvars").run(alone);
    long changes = 0;
    for (String what : List.of(IndVarsReporter.WIDENED, IndVarsReporter.EXIT_TESTS, IndVarsReporter.EXIT_VALUES,
        IndVarsReporter.COMPARISONS)) {
      changes += r.statistic(IndVarsReporter.PASS, what);
    }
    assertTrue(changes > 0, kernel + ": indvars changed nothing");
    sameOutput(dir.resolve("iv.ll"), alone, expected);
    Module full = Hoist.parseFile(clean);
    Pipeline.defaults().run(full);
    sameOutput(dir.resolve("default.ll"), full, expected);
  }

  private static void sameOutput(Path file, Module m, Llvm.Result expected) throws Exception {
    Files.writeString(file, Hoist.print(m));
    Llvm.Result verify = Llvm.run(List.of(Llvm.tool("opt"), "-passes=verify", "-disable-output", file.toString()), null);
    assertEquals(0, verify.exitCode(), verify.stderr());
    Llvm.Result run = Llvm.run(List.of(Llvm.tool("lli"), file.toString()), null);
    assertEquals(expected.exitCode(), run.exitCode(), run.stderr());
    assertEquals(expected.stdout(), run.stdout(), file.toString());
  }
}

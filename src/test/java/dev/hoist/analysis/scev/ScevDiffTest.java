package dev.hoist.analysis.scev;

import dev.hoist.testutil.Tools;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hoist.ir.Module;
import dev.hoist.ir.parse.LlParser;
import dev.hoist.testutil.Llvm;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The differential test on a few programs (scripts/scev-difftest runs it on all of them): compile
 * with clang at -O1 without LLVM passes, clean up with opt, instrument every loop whose count Hoist
 * computes ({@link ScevInstrumenter}) and run under lli: the program prints the same, every loop
 * that ran matched its count, and some loops did run.
 */
class ScevDiffTest {
  @ParameterizedTest
  @ValueSource(strings = {"bench/kernels/strides.c", "bench/kernels/search_exit.c", "bench/kernels/nest3.c",
      "test/corpus/c/loops.c", "test/corpus/c/matrix.c"})
  void countsMatchIterationsRun(String source, @TempDir Path dir) throws Exception {
    Path src = Path.of(source);
    assertTrue(Files.exists(src), src + " is missing");
    Llvm.require();
    Tools.require(Files.isExecutable(Path.of("/usr/bin/clang-14")), "clang-14 is not installed");
    Path raw = dir.resolve("p0.ll"), clean = dir.resolve("p.ll"), inst = dir.resolve("p.inst.ll");
    Llvm.Result cc = Llvm.run(List.of("/usr/bin/clang-14", "-O1", "-Xclang", "-disable-llvm-passes", "-fno-math-errno",
        "-w", "-S", "-emit-llvm", src.toString(), "-o", raw.toString()), null);
    assertEquals(0, cc.exitCode(), cc.stderr());
    Llvm.Result opt = Llvm.run(List.of(Llvm.tool("opt"), "-passes=sroa,early-cse,simplifycfg,instcombine,loop-simplify",
        "-S", raw.toString(), "-o", clean.toString()), null);
    assertEquals(0, opt.exitCode(), opt.stderr());
    Llvm.Result ref = Llvm.run(List.of(Llvm.tool("lli"), clean.toString()), null);

    Module m = LlParser.parse(Files.readAllBytes(clean));
    List<ScevInstrumenter.Site> sites = ScevInstrumenter.instrument(m);
    Files.writeString(inst, ScevInstrumenter.withRuntime(m, sites.size()));
    Llvm.Result run = Llvm.run(List.of(Llvm.tool("lli"), inst.toString()), null);

    assertEquals(ref.exitCode(), run.exitCode(), run.stderr());
    assertEquals(ref.stdout(), run.stdout());
    assertFalse(run.stderr().contains("HOIST-SCEV BAD"), run.stderr());
    assertTrue(run.stderr().contains("HOIST-SCEV ok"), "no instrumented loop ran: " + sites);
  }
}

package dev.hoist.analysis.freq;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hoist.ir.Function;
import dev.hoist.ir.Module;
import dev.hoist.pass.AnalysisManager;
import dev.hoist.testutil.Hoist;
import dev.hoist.testutil.Llvm;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code print<branch-prob>} and {@code print<block-freq>} must print exactly what opt prints, on
 * half of the round-trip corpus sample (no profile: every heuristic, loops, irreducible Csmith and
 * llvm-stress code) and on modules built with clang's PGO (src/test/resources/freq: bench kernels
 * and Csmith programs with the profile of their own run, so branch weights, entry counts and
 * block counts are exercised).
 */
class FreqPrinterOptComparisonTest {
  /** Every PGO module, and every other module of the corpus sample (to keep the suite fast). */
  static List<Path> modules() throws Exception {
    List<Path> all = new ArrayList<>();
    try (Stream<Path> s = Files.list(Path.of("src/test/resources/corpus"))) {
      List<Path> corpus = s.filter(p -> p.toString().endsWith(".ll")).sorted().toList();
      for (int i = 0; i < corpus.size(); i += 2) all.add(corpus.get(i));
    }
    try (Stream<Path> s = Files.list(Path.of("src/test/resources/freq"))) {
      s.filter(p -> p.toString().endsWith(".ll")).sorted().forEach(all::add);
    }
    assertTrue(all.size() >= 25, "corpus missing: " + all.size());
    return all;
  }

  @ParameterizedTest
  @MethodSource("modules")
  void branchProbabilitiesAndBlockFrequenciesAsOpt(Path p) throws Exception {
    Llvm.require();
    // One opt run and one parse for both printers: opt prints them function by function, in order.
    String passes = "print<branch-prob>,print<block-freq>";
    Llvm.Result opt = Llvm.run(List.of(Llvm.tool("opt"), "-passes=" + passes, "-disable-output", p.toString()), null);
    assertTrue(opt.ok(), "opt failed: " + opt.stderr());
    Module m = Hoist.parseFile(p);
    AnalysisManager am = new AnalysisManager();
    StringBuilder hoist = new StringBuilder();
    for (Function f : m.definedFunctions()) {
      if (f.hasFnAttr("optnone")) continue; // opt does not run printers on them
      hoist.append(FreqPasses.printBranchProbabilities(f, am)).append(FreqPasses.printBlockFrequencies(f, am));
    }
    assertEquals(opt.stderr(), hoist.toString(), p + ": printers differ from opt's");
  }

}

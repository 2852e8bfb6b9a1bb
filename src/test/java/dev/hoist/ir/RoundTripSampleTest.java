package dev.hoist.ir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hoist.ir.parse.LlParser;
import dev.hoist.ir.print.LlPrinter;
import dev.hoist.ir.verify.Verifier;
import dev.hoist.testutil.Llvm;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Issue 2's round-trip property on the committed corpus sample and the hand-written syntax zoo:
 * {@code opt -S M} equals {@code opt -S} of Hoist's printing of M (ModuleID and source_filename
 * aside). Parsing is also checked to give the same text with 1 and 2 threads.
 */
class RoundTripSampleTest {
  @BeforeAll
  static void needsOpt() {
    Llvm.require();
  }

  static Stream<Path> modules() throws IOException {
    Stream<Path> corpus = list(Path.of("src/test/resources/corpus"));
    Stream<Path> zoo = list(Path.of("src/test/resources/roundtrip"));
    return Stream.concat(corpus, zoo);
  }

  private static Stream<Path> list(Path dir) throws IOException {
    if (!Files.isDirectory(dir)) return Stream.empty();
    try (Stream<Path> s = Files.list(dir)) {
      List<Path> l = s.filter(p -> p.toString().endsWith(".ll")).sorted().toList();
      return l.stream();
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("modules")
  void roundTripsThroughOpt(Path module) throws IOException {
    boolean opaque = module.getFileName().toString().startsWith("opaque");
    String[] optArgs = opaque ? new String[] {"-opaque-pointers"} : new String[0];
    byte[] src = Files.readAllBytes(module);
    Module m;
    try {
      m = LlParser.parse(src, 1);
    } catch (dev.hoist.ir.parse.ParseError e) {
      throw new AssertionError("Hoist rejects it: " + e.format(module.toString()), e);
    }
    Verifier.verify(m);
    Path out = Files.createTempFile("hoist-rt", ".ll");
    try {
      try (OutputStream os = Files.newOutputStream(out)) {
        LlPrinter.print(m, os, module.toString());
      }
      Llvm.Result ref = Llvm.normalized(module, optArgs);
      assertTrue(ref.ok(), "opt rejects the input: " + ref.stderr());
      Llvm.Result got = Llvm.normalized(out, optArgs);
      assertTrue(got.ok(), "opt rejects Hoist's output: " + got.stderr());
      assertEquals(ref.stdout(), got.stdout(), "opt -S differs after the round trip");
      // Parallel parsing and printing give the same text.
      Module m2 = LlParser.parse(src, 2);
      var a = new java.io.ByteArrayOutputStream();
      var b = new java.io.ByteArrayOutputStream();
      LlPrinter.print(m, a, "x", 1);
      LlPrinter.print(m2, b, "x", 2);
      assertEquals(a.toString(), b.toString(), "-j 1 and -j 2 print differently");
    } finally {
      Files.deleteIfExists(out);
    }
  }
}

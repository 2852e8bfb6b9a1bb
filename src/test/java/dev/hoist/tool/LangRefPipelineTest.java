package dev.hoist.tool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hoist.testutil.Llvm;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Issue 23, acceptance 3: the default pipeline ({@code hoist -S} without {@code -passes}) over
 * every module of the LangRef corpus exits 0 without a message, and opt's verifier accepts what
 * it prints.
 */
class LangRefPipelineTest {
  @BeforeAll
  static void needsOpt() {
    Llvm.require();
  }

  static Stream<Path> modules() throws IOException {
    try (Stream<Path> s = Files.list(Path.of("test/corpus/langref"))) {
      return s.filter(p -> p.toString().endsWith(".ll")).sorted().toList().stream();
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("modules")
  void defaultPipelineKeepsItValid(Path module, @TempDir Path dir) throws IOException {
    Path out = dir.resolve("out.ll");
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int rc = Main.run(new String[] {"-S", module.toString(), "-o", out.toString()}, java.io.InputStream.nullInputStream(),
        new PrintStream(new ByteArrayOutputStream()), new PrintStream(err, true, StandardCharsets.UTF_8));
    assertEquals("", err.toString(StandardCharsets.UTF_8), "messages from the default pipeline");
    assertEquals(0, rc, "exit code");
    List<String> cmd = new ArrayList<>(List.of(Llvm.tool("opt"), "-passes=verify", "-disable-output"));
    cmd.addAll(List.of(dev.hoist.ir.RoundTripSampleTest.optFlags(Files.readAllBytes(module))));
    cmd.add(out.toString());
    Llvm.Result r = Llvm.run(cmd, null);
    assertTrue(r.ok(), "opt's verifier rejects the output: " + r.stderr());
  }
}

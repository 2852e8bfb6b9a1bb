package dev.hoist.transform.warn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hoist.testutil.Llvm;
import dev.hoist.tool.Main;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code transform-warning} warns as opt's does: for loops whose metadata mixes the requests and
 * markers the pass reads (forced, suppressed, done), Hoist prints the warnings opt prints and
 * writes the same YAML remarks.
 */
class WarnMissedTransformsTest {
  /** Loop properties, each written as a loop-ID operand. */
  private static final String[] PROPERTIES = {
    "!{!\"llvm.loop.vectorize.enable\", i1 true}", "!{!\"llvm.loop.vectorize.enable\", i1 false}",
    "!{!\"llvm.loop.vectorize.width\", i32 1}", "!{!\"llvm.loop.vectorize.width\", i32 4}",
    "!{!\"llvm.loop.vectorize.scalable.enable\", i1 true}", "!{!\"llvm.loop.interleave.count\", i32 1}",
    "!{!\"llvm.loop.interleave.count\", i32 2}", "!{!\"llvm.loop.isvectorized\", i32 1}",
    "!{!\"llvm.loop.unroll.enable\"}", "!{!\"llvm.loop.unroll.full\"}", "!{!\"llvm.loop.unroll.disable\"}",
    "!{!\"llvm.loop.unroll.count\", i32 1}", "!{!\"llvm.loop.unroll.count\", i32 4}",
    "!{!\"llvm.loop.unroll_and_jam.enable\"}", "!{!\"llvm.loop.unroll_and_jam.count\", i32 2}",
    "!{!\"llvm.loop.unroll_and_jam.disable\"}", "!{!\"llvm.loop.distribute.enable\", i1 true}",
    "!{!\"llvm.loop.distribute.enable\", i1 false}", "!{!\"llvm.loop.disable_nonforced\"}",
  };

  private static String module(List<String> props) {
    StringBuilder md = new StringBuilder("!0 = distinct !{!0");
    for (int k = 0; k < props.size(); k++) md.append(", !").append(k + 1);
    md.append("}\n");
    for (int k = 0; k < props.size(); k++) md.append('!').append(k + 1).append(" = ").append(props.get(k)).append('\n');
    return """
        define i32 @f(i32 %n) {
        entry:
          br label %loop
        loop:
          %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
          %i.next = add i32 %i, 1
          %c = icmp slt i32 %i.next, %n
          br i1 %c, label %loop, label %exit, !llvm.loop !0
        exit:
          ret i32 %i.next
        }
        """ + md;
  }

  @TempDir Path tmp;

  /** Hoist's warnings, then its YAML remarks. */
  private String hoist(String text) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
    Path yaml = tmp.resolve("hoist.yaml");
    int rc = Main.run(new String[] {"-passes=transform-warning", "-disable-output", "-pass-remarks-output=" + yaml},
        new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), new PrintStream(out), new PrintStream(err));
    assertEquals(0, rc, err.toString(StandardCharsets.UTF_8));
    return err.toString(StandardCharsets.UTF_8) + Files.readString(yaml);
  }

  @Test
  void warnsAsOptWarns() throws IOException {
    Llvm.require();
    Random r = new Random(14);
    int warned = 0;
    for (int t = 0; t < 60; t++) {
      List<String> props = new ArrayList<>();
      for (String p : PROPERTIES) if (r.nextInt(4) == 0) props.add(p);
      String text = module(props);
      Path yaml = tmp.resolve("opt.yaml");
      Llvm.Result opt = Llvm.run(List.of(Llvm.tool("opt"), "-passes=transform-warning", "-disable-output",
          "-pass-remarks-output=" + yaml, "-"), text.getBytes(StandardCharsets.UTF_8));
      assertEquals(0, opt.exitCode(), opt.stderr());
      String expected = opt.stderr() + Files.readString(yaml);
      assertEquals(expected, hoist(text), text);
      if (!opt.stderr().isEmpty()) warned++;
    }
    assertTrue(warned >= 15, "modules with a warning: " + warned);
  }
}

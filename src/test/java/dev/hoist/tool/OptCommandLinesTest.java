package dev.hoist.tool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The command lines of LLVM's own tests run as they run under opt 14: passes named as flags
 * ({@code -licm}) form the pipeline, legacy alias analysis flags are taken, and {@code -passes=}
 * takes {@code require<...>} and {@code invalidate<...>} of LLVM's analyses.
 */
class OptCommandLinesTest {
  /** A loop with an invariant multiply that LICM hoists to the preheader. */
  private static final String MODULE = """
      define i32 @f(i32 %a, i32 %n) {
      entry:
        br label %loop
      loop:
        %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
        %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
        %m = mul i32 %a, %a
        %s.next = add i32 %s, %m
        %i.next = add i32 %i, 1
        %c = icmp slt i32 %i.next, %n
        br i1 %c, label %loop, label %exit
      exit:
        ret i32 %s.next
      }
      """;

  private static String[] run(String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    String[] all = new String[args.length + 1];
    System.arraycopy(args, 0, all, 0, args.length);
    all[args.length] = "-S";
    int rc = Main.run(all, new ByteArrayInputStream(MODULE.getBytes(StandardCharsets.UTF_8)), new PrintStream(out),
        new PrintStream(err));
    return new String[] {Integer.toString(rc), out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8)};
  }

  @Test
  void passFlagsAndRequestsRunTheSamePipelineAsPasses() {
    String[] expected = run("-passes=licm");
    assertEquals("0", expected[0], expected[2]);
    assertTrue(expected[1].contains("entry:\n  %m = mul i32 %a, %a"), expected[1]); // hoisted
    for (List<String> args : List.of(List.of("-licm"), List.of("-basic-aa", "-licm"),
        List.of("-passes=require<opt-remark-emit>,loop-mssa(licm)"),
        List.of("-passes=require<scalar-evolution>,invalidate<domtree>,function(loop-mssa(licm))"),
        List.of("-aa-pipeline=basic-aa", "-passes=require<aa>,require<loops>,licm"))) {
      String[] r = run(args.toArray(String[]::new));
      assertEquals("0", r[0], args + ": " + r[2]);
      assertEquals(expected[1], r[1], args.toString());
    }
    String[] none = run("-passes=");
    assertTrue(!none[1].contains("entry:\n  %m = mul") && none[1].contains("%m = mul"), none[1]);
    String[] rotated = run("-loop-rotate", "-licm");
    assertEquals(run("-passes=loop-rotate,licm")[1], rotated[1]);
  }

  @Test
  void flagsAndPassesTogetherAreRefusedAsOptRefusesThem() {
    String[] r = run("-licm", "-passes=licm");
    assertEquals("1", r[0]);
    assertEquals("hoist: Cannot specify passes via both -foo-pass and --passes=foo-pass\n", r[2]);
  }

  @Test
  void dataLayoutReplacesTheModules() {
    String[] r = run("-passes=", "-data-layout=e-p:32:32");
    assertEquals("0", r[0], r[2]);
    assertTrue(r[1].contains("target datalayout = \"e-p:32:32\"\n"), r[1]);
    String[] bad = run("-data-layout=e-p:3x:32");
    assertEquals("1", bad[0]);
    assertEquals("hoist: invalid data layout 'e-p:3x:32' for -data-layout: not a number, or does not fit in an unsigned int\n",
        bad[2]);
  }

  @Test
  void remarksToADashGoToStandardOutputBeforeTheModule() {
    String[] r = run("-passes=licm", "-pass-remarks-output=-");
    assertEquals("0", r[0], r[2]);
    assertTrue(r[1].startsWith("--- !Passed\nPass:            licm\nName:            Hoisted\n"), r[1]);
    assertTrue(r[1].indexOf("...\n") < r[1].indexOf("define i32 @f"), r[1]);
    assertTrue(!new java.io.File("-").exists(), "a file named '-' was written");
  }

  @Test
  void anUnknownAnalysisIsAnUnknownPass() {
    String[] r = run("-passes=require<no-such-analysis>");
    assertEquals("1", r[0]);
    assertEquals("hoist: unknown pass name 'require<no-such-analysis>'\n", r[2]);
  }
}

package dev.hoist.tool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code -print-after}, {@code -print-after-all}, {@code -print-before} and {@code -time-passes} in opt's layout. */
class PassReportsTest {
  private static final String TWO_FUNCTIONS = ToolModules.LOOP + """

      define void @g() {
        ret void
      }
      """;

  @TempDir Path dir;

  private String stderr(String... args) throws IOException {
    Path in = dir.resolve("two-functions.ll");
    Files.writeString(in, TWO_FUNCTIONS);
    String[] all = new String[args.length + 2];
    System.arraycopy(args, 0, all, 0, args.length);
    all[args.length] = "-disable-output";
    all[args.length + 1] = in.toString();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int rc = Main.run(all, InputStream.nullInputStream(), new PrintStream(new ByteArrayOutputStream()),
        new PrintStream(err, true, StandardCharsets.UTF_8));
    assertEquals(0, rc, err.toString(StandardCharsets.UTF_8));
    return err.toString(StandardCharsets.UTF_8);
  }

  @Test
  void printAfterOnePassShowsEachFunctionAfterIt() throws IOException {
    String err = stderr("-passes=loop-simplify,lcssa,licm", "-print-after=licm");
    assertTrue(err.startsWith("*** IR Dump After LICMPass on f ***\ndefine i32 @f(i32 %n, i32* %p) {\nentry:\n  %v = load i32, i32* %p"), err);
    assertTrue(err.contains("}\n*** IR Dump After LICMPass on g ***\ndefine void @g() {\n  ret void\n}\n"), err);
    assertEquals(2, count(err, "*** IR Dump"));
  }

  @Test
  void printAfterAllDumpsEveryPassPerFunctionAndModulePassesWhole() throws IOException {
    String err = stderr("-passes=mem2reg,lcssa,verify", "-print-after-all");
    // Function passes run per function (f through both, then g); the module pass dumps the module.
    Matcher m = Pattern.compile("\\*\\*\\* IR Dump After (\\S+) on (\\S+) \\*\\*\\*").matcher(err);
    StringBuilder order = new StringBuilder();
    while (m.find()) order.append(m.group(1)).append('@').append(m.group(2)).append(' ');
    assertEquals("PromotePass@f LCSSAPass@f PromotePass@g LCSSAPass@g VerifierPass@[module] ", order.toString());
    assertTrue(err.contains("VerifierPass on [module] ***\n; ModuleID = '"), err);
  }

  @Test
  void printBeforeShowsTheInput() throws IOException {
    String err = stderr("-passes=licm", "-print-before=licm");
    assertTrue(err.startsWith("*** IR Dump Before LICMPass on f ***\ndefine i32 @f(i32 %n, i32* %p) {\nentry:\n  br label %loop"), err);
  }

  @Test
  void timePassesPrintsLlvmsTimerReport() throws IOException {
    String err = stderr("-passes=loop-simplify,lcssa,licm", "-time-passes", "-j", "2");
    String rule = "===" + "-".repeat(73) + "===\n";
    assertTrue(err.startsWith(rule + "                      ... Pass execution timing report ...\n" + rule
        + "  Total Execution Time: "), err);
    assertTrue(err.contains("   --User+System--   ---Wall Time---  --- Name ---\n"), err);
    for (String name : new String[] {"LICMPass", "LoopSimplifyPass", "LCSSAPass", "VerifierPass", "LoopAnalysis", "Total"}) {
      assertTrue(Pattern.compile("(?m)^(  +\\d+\\.\\d{4} \\( *\\d+\\.\\d%\\)){2}  " + Pattern.quote(name) + "$").matcher(err).find(),
          name + " row missing: " + err);
    }
    assertTrue(err.contains(rule + "                                LLVM IR Parsing\n" + rule), err);
    assertTrue(err.contains("(100.0%)  Parse IR\n"), err);
  }

  private static int count(String s, String what) {
    int n = 0;
    for (int i = s.indexOf(what); i >= 0; i = s.indexOf(what, i + 1)) n++;
    return n;
  }
}

package dev.hoist.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.hoist.tool.Main;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Runs {@code hoist --report DIR -disable-output FILES...} in-process for the report tests. */
final class ReportRun {
  static final Path LOOPS = Path.of("src/test/resources/report/loops.ll");
  static final Path DEMO = Path.of("examples/demo.ll");
  /** LICM and what it needs, without loop versioning: the decisions the LICM tests expect. */
  static final String LICM = "mem2reg,loop-simplify,licm-rotate,lcssa,licm,constfold,dce";
  /** Today's default pipeline, spelled out so that the tests do not change when the default does. */
  static final String WITH_VERSIONING = "mem2reg,loop-simplify,licm-rotate,lcssa,licm,loop-versioning-licm,licm,constfold,dce";

  private ReportRun() {}

  /** Writes the report of {@code inputs} after {@code passes} into {@code dir}; fails the test on a non-zero exit. */
  static String write(Path dir, String passes, Path... inputs) {
    List<String> args = new ArrayList<>(List.of("--report", dir.toString(), "-passes=" + passes, "-disable-output", "-j", "1"));
    for (Path p : inputs) args.add(p.toString());
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int rc = Main.run(args.toArray(String[]::new), new ByteArrayInputStream(new byte[0]),
        new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    String stderr = err.toString(StandardCharsets.UTF_8);
    assertEquals(0, rc, "hoist --report failed: " + stderr);
    return stderr;
  }
}

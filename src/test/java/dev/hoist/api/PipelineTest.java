package dev.hoist.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The library API: parsing, pipelines, results as objects, reports. */
class PipelineTest {
  static final Path LOOPS = Path.of("src/test/resources/report/loops.ll");
  /** LICM and what it needs, without loop versioning: the decisions these tests expect. */
  static final String LICM = "mem2reg,loop-simplify,licm-rotate,lcssa,licm,constfold,dce";

  @TempDir
  Path dir;

  @Test
  void remarksAndStatisticsAreObjects() throws IOException {
    var m = Hoist.parse(LOOPS);
    Result r = Pipeline.of(LICM).run(m);
    assertTrue(r.changed());
    List<Remark> passed = r.remarks(Remark.Kind.PASSED);
    assertEquals(6, passed.size(), passed.toString());
    Remark first = passed.get(0);
    assertEquals("licm", first.pass());
    assertEquals("Hoisted", first.name());
    assertEquals("nest", first.function());
    assertEquals("hoisting mul", first.message());
    assertEquals(List.of(new Remark.Arg("Inst", "mul")), first.args());
    assertEquals(2, r.remarks(Remark.Kind.MISSED).size());
    assertEquals(3, r.statistic("licm", "Number of instructions hoisted out of loop"));
    assertEquals(0, r.statistic("licm", "no such counter"));
    assertTrue(r.statistics().contains(new Statistic("licm", "Number of memory locations promoted to registers", 1)));
    assertTrue(r.remarksYaml().startsWith("--- !Passed\nPass:            licm\nName:            Hoisted\n"), r.remarksYaml());
    assertTrue(r.reportPage().isEmpty());
  }

  @Test
  void pipelineTextAndBuilderAgree() {
    Pipeline a = Pipeline.of("function(mem2reg),loop(licm)");
    Pipeline b = Pipeline.builder().add("mem2reg").add("licm").build();
    assertEquals(List.of("mem2reg", "licm"), a.passes());
    assertEquals(a.passes(), b.passes());
    assertEquals("mem2reg,licm", a.toString());
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Pipeline.of("licm,hoist-everything"));
    assertEquals("unknown pass name 'hoist-everything'", e.getMessage());
  }

  @Test
  void defaultsAreTheCommandLineDefaults() {
    assertEquals(dev.hoist.catalog.PassCatalog.DEFAULT_PIPELINE, Pipeline.defaults().passes());
  }

  @Test
  void optionsReachThePasses() throws IOException {
    Result promoted = Pipeline.of("licm").run(Hoist.parse(LOOPS));
    Result notPromoted = Pipeline.builder().add("licm").option("disable-licm-promotion").build().run(Hoist.parse(LOOPS));
    assertEquals(1, promoted.statistic("licm", "Number of memory locations promoted to registers"));
    assertEquals(0, notPromoted.statistic("licm", "Number of memory locations promoted to registers"));
  }

  @Test
  void badInputSaysWhere() {
    HoistException e = assertThrows(HoistException.class, () -> Hoist.parse("define void @f() {\nentry:\n  ret i32 %x\n}\n"));
    assertEquals(3, e.line());
    assertTrue(e.getMessage().startsWith("3:"), e.getMessage());
  }

  @Test
  void printRoundTrips() throws IOException {
    var m = Hoist.parse(LOOPS);
    String text = Hoist.print(m);
    assertEquals(text, Hoist.print(Hoist.parse(text)));
    Pipeline.of("licm").run(m);
    assertFalse(Hoist.print(m).equals(text), "licm changed nothing in the printed module");
  }

  @Test
  void reportFromTheLibrary() throws IOException {
    Result r = Pipeline.builder().add("mem2reg,loop-simplify,lcssa,licm").report(dir).build().run(Hoist.parse(LOOPS), "loops.ll");
    Path page = r.reportPage().orElseThrow();
    assertEquals(dir.resolve("loops.html"), page);
    String html = Files.readString(page);
    assertTrue(html.contains("trip count: <b>100</b>"), html);
    assertTrue(Files.exists(dir.resolve("index.html")));
  }
}

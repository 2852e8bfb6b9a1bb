package dev.hoist.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hoist.tool.Main;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The report's content, read from the HTML Hoist writes (no browser): loops, trip counts, where
 * each decision lands, links, the index. {@link ReportChromiumTest} renders the same pages.
 */
class ReportPageTest {
  @TempDir
  Path dir;

  private String page(String name) throws IOException {
    return Files.readString(dir.resolve(name), StandardCharsets.UTF_8);
  }

  /** The HTML of one function's section. */
  private static String section(String html, String function) {
    int start = html.indexOf("<h2>@" + function + "</h2>");
    assertTrue(start >= 0, "no section for @" + function);
    int end = html.indexOf("</section>", start);
    return html.substring(start, end);
  }

  @Test
  void loopNestWithTripCounts() throws IOException {
    ReportRun.write(dir, ReportRun.LICM, ReportRun.LOOPS);
    String nest = section(page("loops.html"), "nest");
    assertTrue(nest.matches("(?s).*loop %outer</span> <span class=\"depth\">depth 1</span> <span class=\"trip\">trip count: <b>100</b>.*"), nest);
    assertTrue(nest.matches("(?s).*loop %inner</span> <span class=\"depth\">depth 2</span> <span class=\"trip\">trip count: <b>8</b>.*"), nest);
    String sink = section(page("loops.html"), "sink");
    assertTrue(sink.contains("trip count: <b>backedge taken (-1 + (1 smax %n))&lt;nsw&gt; times"), sink);
  }

  @Test
  void hoistingOutOfTwoLoopsIsOneDecisionPerLoop() throws IOException {
    ReportRun.write(dir, ReportRun.LICM, ReportRun.LOOPS);
    String nest = section(page("loops.html"), "nest");
    // The outer loop's own rows come before its nested list; the inner loop's after.
    int inner = nest.indexOf("loop %inner");
    String outerRows = nest.substring(0, inner);
    String innerRows = nest.substring(inner);
    assertEquals(1, count(outerRows, "class=\"decision hoisted\""), outerRows);
    assertTrue(outerRows.contains("%scale = mul i32 %k, 3"), outerRows);
    assertEquals(2, count(innerRows, "class=\"decision hoisted\""), innerRows);
    assertTrue(innerRows.contains("%scale = mul i32 %k, 3") && innerRows.contains("%row = mul i32 %i, 8"), innerRows);
  }

  @Test
  void everyKindOfLicmDecisionIsShownUnderItsFunction() throws IOException {
    ReportRun.write(dir, ReportRun.LICM, ReportRun.LOOPS);
    String html = page("loops.html");
    // LICM names a sink's remark after erasing the original, so the remark carries no function name.
    String sink = section(html, "sink");
    assertEquals(2, count(sink, "class=\"decision sunk\""));
    // the copy LICM left in the exit block is coloured in the "after" graph
    assertTrue(sink.matches("(?s).*<g id=\"a_f1_a_i\\d+\"><a xlink:href=\"#f1_d\\d+\"[^>]*>\\s*<polygon fill=\"#cfe2ff\"[^>]*/>\\s*"
        + "<text[^>]*>%sq\\.le = mul i32 %i(\\.lcssa)?, %i(\\.lcssa)?</text>.*"), "sunk copy not highlighted");
    assertEquals(1, count(section(html, "promote"), "class=\"decision promoted\""));
    String reject = section(html, "reject");
    assertEquals(1, count(reject, "class=\"decision rejected\""));
    assertTrue(reject.contains("LoadWithLoopInvariantAddressInvalidated"), reject);
    assertTrue(html.contains("3 hoisted, 2 sunk, 1 promoted, 2 rejected"), html.substring(0, 2000));
  }

  @Test
  void versioningIsADecisionAboutTheLoopWithItsChecks() throws IOException {
    ReportRun.write(dir, ReportRun.WITH_VERSIONING, ReportRun.LOOPS);
    String reject = section(page("loops.html"), "reject");
    // the loop LICM could not help is versioned; LICM then hoists the load from the fast copy
    int fast = reject.indexOf("loop %loop</span>");
    int slow = reject.indexOf("loop %loop.lver.orig</span>");
    assertTrue(fast >= 0 && slow > fast, reject);
    String fastRows = reject.substring(fast, slow);
    assertEquals(1, count(fastRows, "class=\"decision versioned\""), fastRows);
    assertTrue(fastRows.contains("loop-versioning-licm · IsLegalForVersioning"), fastRows);
    assertTrue(fastRows.contains("<span class=\"arg\">RuntimeChecks: 1</span>"), fastRows);
    assertEquals(1, count(fastRows, "class=\"decision hoisted\""), fastRows);
    assertEquals(1, count(reject.substring(slow), "class=\"decision rejected\""), reject.substring(slow));
    // a decision about a loop links to the loop's box in the graph, and colours no instruction
    assertTrue(fastRows.contains("the loop <a class=\"goto\" href=\"#f3_a_loop0\">%loop</a>"), fastRows);
    assertTrue(reject.contains("<g id=\"f3_a_loop0\" class=\"cluster\">"), "no loop box to link to");
    // "not innermost" is about the outer loop, although its anchor was hoisted there from the inner one
    String nest = section(page("loops.html"), "nest");
    int inner = nest.indexOf("loop %inner</span>");
    assertTrue(nest.substring(0, inner).contains("loop-versioning-licm · IllegalLoopStruct"), nest);
    assertEquals(0, count(section(page("loops.html"), "sink"), "fill=\"#f8cbcb\""), "a loop-level rejection coloured an instruction");
  }

  @Test
  void everyLinkHasATargetAndMovedInstructionsAreHighlighted() throws IOException {
    ReportRun.write(dir, ReportRun.LICM, ReportRun.LOOPS);
    String html = page("loops.html");
    Set<String> ids = new HashSet<>(all(html, "\\bid=\"([^\"]+)\""));
    List<String> targets = all(html, "href=\"#([^\"]+)\"");
    assertTrue(targets.size() > 10, "too few links: " + targets);
    for (String t : targets) assertTrue(ids.contains(t), "link to a missing id: #" + t);
    // The hoisted %scale is coloured in the "after" picture, in the entry block it was moved to.
    String nest = section(html, "nest");
    assertTrue(nest.matches("(?s).*<g id=\"a_f0_a_i\\d+\"><a xlink:href=\"#f0_d\\d+\"[^>]*>\\s*<polygon fill=\"#c6efce\".*"
        + "%scale = mul i32 %k, 3.*"), "no highlighted cell in the after graph");
  }

  @Test
  void indexListsEveryModule() throws IOException {
    ReportRun.write(dir, ReportRun.LICM, ReportRun.LOOPS, ReportRun.DEMO);
    String index = page("index.html");
    assertTrue(index.contains("<a href=\"loops.html\">"), index);
    assertTrue(index.contains("<a href=\"demo.html\">"), index);
    assertTrue(index.contains("2 modules"), index);
    assertTrue(page("demo.html").contains("<h2>@scale_rows</h2>"));
  }

  @Test
  void reportIntoAFileIsAnError() throws IOException {
    Path file = Files.writeString(dir.resolve("not-a-dir"), "x");
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int rc = Main.run(new String[] {"--report", file.toString(), "-disable-output", ReportRun.LOOPS.toString()},
        new ByteArrayInputStream(new byte[0]), new PrintStream(new ByteArrayOutputStream()),
        new PrintStream(err, true, StandardCharsets.UTF_8));
    assertEquals(1, rc);
    assertTrue(err.toString(StandardCharsets.UTF_8).startsWith("hoist: report: error: cannot write the report to "), err.toString());
  }

  @Test
  void pageNames() {
    assertEquals("demo.html", ReportRecorder.pageName("examples/demo.ll"));
    assertEquals("stdin.html", ReportRecorder.pageName("<stdin>"));
    assertEquals("module_index.html", ReportRecorder.pageName("index.ll"));
    assertEquals("a_b.html", ReportRecorder.pageName("a b.ll"));
  }

  private static int count(String s, String what) {
    int n = 0;
    for (int i = s.indexOf(what); i >= 0; i = s.indexOf(what, i + 1)) n++;
    return n;
  }

  private static List<String> all(String s, String regex) {
    List<String> out = new ArrayList<>();
    Matcher m = Pattern.compile(regex).matcher(s);
    while (m.find()) out.add(m.group(1));
    return out;
  }
}

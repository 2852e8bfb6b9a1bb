package dev.hoist.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The report as a person sees it: pages rendered by headless Chromium. The DOM the browser built
 * must show the loop nest, the decisions and non-empty graphs, and a screenshot of one page is
 * kept at {@code target/report-screenshot.png} (the report itself stays in
 * {@code target/report-chromium/}).
 */
class ReportChromiumTest {
  static final Path DIR = Path.of("target/report-chromium");
  static final Path SCREENSHOT = Path.of("target/report-screenshot.png");
  private static Chromium chromium;

  @BeforeAll
  static void writeReport() throws IOException, InterruptedException {
    chromium = Chromium.findOrInstall();
    if (Files.exists(DIR)) {
      try (var s = Files.walk(DIR)) {
        for (Path q : s.sorted(java.util.Comparator.reverseOrder()).toList()) Files.delete(q);
      }
    }
    ReportRun.write(DIR, ReportRun.WITH_VERSIONING, ReportRun.LOOPS, ReportRun.DEMO);
  }

  @Test
  void pageShowsLoopsDecisionsAndGraphs() throws Exception {
    String dom = chromium.dumpDom(DIR.resolve("loops.html"));
    assertTrue(dom.contains("<h1>Hoist report: src/test/resources/report/loops.ll</h1>"), head(dom));
    for (String f : List.of("@nest", "@sink", "@promote", "@reject")) assertTrue(dom.contains("<h2>" + f + "</h2>"), f);
    // the nest: %inner inside %outer, each with its trip count
    int outer = dom.indexOf("loop %outer</span>");
    int inner = dom.indexOf("loop %inner</span>");
    assertTrue(outer >= 0 && inner > outer, "loop nest missing");
    assertTrue(dom.substring(outer, inner).contains("trip count: <b>100</b>"));
    assertTrue(dom.substring(inner).contains("trip count: <b>8</b>"));
    for (String kind : List.of("hoisted", "sunk", "promoted", "versioned", "rejected")) {
      assertTrue(dom.contains("<tr class=\"decision " + kind + "\""), "no " + kind + " decision");
    }
    assertTrue(dom.contains("failed to move load with loop-invariant address"));

    List<String> svgs = all(dom, "(?s)(<svg.*?</svg>)");
    assertEquals(8, svgs.size(), "a before and an after graph for each of the 4 functions with loops");
    for (String svg : svgs) {
      Matcher size = Pattern.compile("<svg width=\"(\\d+)pt\" height=\"(\\d+)pt\"").matcher(svg);
      assertTrue(size.find() && Integer.parseInt(size.group(1)) > 50 && Integer.parseInt(size.group(2)) > 50, "tiny svg");
      assertTrue(svg.contains("class=\"node\"") && svg.contains("class=\"edge\"") && svg.contains("<text"), "empty svg");
      assertTrue(svg.contains("class=\"cluster\""), "no loop drawn in " + svg.substring(0, 200));
    }
    // every decision links to an instruction that exists in the built page
    Set<String> ids = new HashSet<>(all(dom, "\\bid=\"([^\"]+)\""));
    List<String> links = all(dom, "<a class=\"goto\" href=\"#([^\"]+)\"");
    assertTrue(links.size() >= 10, links.toString());
    for (String l : links) assertTrue(ids.contains(l), "dangling link #" + l);
  }

  @Test
  void indexListsBothModules() throws Exception {
    String dom = chromium.dumpDom(DIR.resolve("index.html"));
    assertTrue(dom.contains("<a href=\"loops.html\">src/test/resources/report/loops.ll</a>"), dom);
    assertTrue(dom.contains("<a href=\"demo.html\">examples/demo.ll</a>"), dom);
  }

  @Test
  void screenshotShowsTheRenderedPage() throws Exception {
    Files.deleteIfExists(SCREENSHOT);
    chromium.screenshot(DIR.resolve("loops.html"), SCREENSHOT, 2000);
    assertTrue(Files.size(SCREENSHOT) > 20_000, "screenshot too small to show anything");
    BufferedImage img = ImageIO.read(SCREENSHOT.toFile());
    assertEquals(1280, img.getWidth());
    assertEquals(2000, img.getHeight());
    // The page header's navy, a hoisted decision's green and a graph must be on screen.
    assertTrue(hasColour(img, 0x1f3b63), "no header in the screenshot");
    assertTrue(hasColour(img, 0xc6efce), "no hoisted decision in the screenshot");
    // An outermost loop's cluster is filled with this blue only in the graphs.
    assertTrue(hasColour(img, 0xf2f6fc), "no control-flow graph in the screenshot");
    System.out.println("report screenshot: " + SCREENSHOT.toAbsolutePath() + ", report: " + DIR.toAbsolutePath().resolve("index.html"));
  }

  private static boolean hasColour(BufferedImage img, int rgb) {
    for (int y = 0; y < img.getHeight(); y += 2) {
      for (int x = 0; x < img.getWidth(); x += 2) if ((img.getRGB(x, y) & 0xffffff) == rgb) return true;
    }
    return false;
  }

  private static String head(String s) {
    return s.substring(0, Math.min(1500, s.length()));
  }

  private static List<String> all(String s, String regex) {
    List<String> out = new ArrayList<>();
    Matcher m = Pattern.compile(regex).matcher(s);
    while (m.find()) out.add(m.group(1));
    return out;
  }
}

package dev.hoist.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code index.html} of a report directory: every module page in it, with its summary. Rebuilt
 * from the pages on disk after each page is written, so it is right whichever order the modules of
 * a parallel run finish in, and it also lists pages of earlier runs into the same directory.
 */
final class IndexPage {
  static final String FILE = "index.html";
  private static final Pattern TITLE = Pattern.compile("<title>Hoist report: (.*?)</title>");
  private static final Pattern SUMMARY = Pattern.compile(
      "<meta name=\"hoist-summary\" content=\"functions=(\\d+);loops=(\\d+);decisions=(\\d+)\">");
  /** Modules of one run finish on several threads; the index is rebuilt by one at a time. */
  private static final Object LOCK = new Object();

  private IndexPage() {}

  private record Entry(String file, String title, String functions, String loops, String decisions) {}

  static void update(Path dir) throws IOException {
    synchronized (LOCK) {
      List<Entry> entries = new ArrayList<>();
      try (var files = Files.list(dir)) {
        for (Path p : files.sorted().toList()) {
          String name = p.getFileName().toString();
          if (!name.endsWith(".html") || name.equals(FILE) || name.startsWith(".")) continue;
          Entry e = read(p);
          if (e != null) entries.add(e);
        }
      }
      ReportFiles.write(dir.resolve(FILE), html(entries));
    }
  }

  /** The summary of a page Hoist wrote, or null for any other HTML file. */
  private static Entry read(Path page) throws IOException {
    String head;
    try (var in = Files.newInputStream(page)) {
      head = new String(in.readNBytes(4096), StandardCharsets.UTF_8);
    }
    Matcher s = SUMMARY.matcher(head);
    Matcher t = TITLE.matcher(head);
    if (!s.find() || !t.find()) return null;
    return new Entry(page.getFileName().toString(), t.group(1), s.group(1), s.group(2), s.group(3));
  }

  private static String html(List<Entry> entries) {
    StringBuilder out = new StringBuilder();
    out.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Hoist report</title>\n");
    out.append("<style>\n").append(ReportStyle.CSS).append("</style></head><body>\n");
    out.append("<header class=\"top\"><h1>Hoist report</h1><p>").append(entries.size()).append(" modules</p></header>\n<main>\n");
    out.append("<table class=\"modules\"><tr><th>module</th><th>functions</th><th>loops</th><th>decisions</th></tr>\n");
    for (Entry e : entries) {
      // the title was escaped when the page was written, so it goes in as it is
      out.append("<tr><td><a href=\"").append(Html.esc(e.file())).append("\">").append(e.title()).append("</a></td>");
      out.append("<td class=\"num\">").append(e.functions()).append("</td><td class=\"num\">").append(e.loops())
          .append("</td><td class=\"num\">").append(e.decisions()).append("</td></tr>\n");
    }
    out.append("</table>\n</main></body></html>\n");
    return out.toString();
  }
}

package dev.hoist.report;

import dev.hoist.ir.Module;
import dev.hoist.pass.PassContext;
import dev.hoist.pass.Remark;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * Records one module run for the report: a snapshot before the pipeline ({@link #before}), and at
 * the end another one plus the remarks and statistics, from which {@link #write} makes the
 * module's page and refreshes the directory's index.
 *
 * <pre>
 *   ReportRecorder rec = ReportRecorder.before(module, "demo.ll");
 *   ... run the passes ...
 *   Path page = rec.write(module, remarks, stats.asMap(), passNames, Path.of("report"));
 * </pre>
 *
 * The remarks must have been kept (the {@code report} option makes {@link dev.hoist.pass.Remarks}
 * keep them all). The recorder holds the module's instructions by identity until written.
 */
public final class ReportRecorder {
  private final String moduleName;
  private final ObjectKeys keys = new ObjectKeys();
  private final ModuleSnapshot before;

  private ReportRecorder(Module m, String moduleName) {
    this.moduleName = moduleName;
    this.before = ModuleSnapshot.take(m, keys);
  }

  /** Takes the "before" snapshot of {@code m}; {@code moduleName} is what the page is called after. */
  public static ReportRecorder before(Module m, String moduleName) {
    return new ReportRecorder(m, moduleName);
  }

  /**
   * Takes the "after" snapshot, writes {@code DIR/<module>.html} and rebuilds {@code DIR/index.html};
   * returns the page's path.
   */
  public Path write(Module after, List<Remark> remarks, Map<String, Map<String, Long>> stats, List<String> pipeline,
      Path dir) throws IOException {
    ModuleSnapshot now = ModuleSnapshot.take(after, keys);
    String html = ModulePage.html(moduleName, pipeline, before, now, remarks, stats, keys);
    Path page = dir.resolve(pageName(moduleName));
    ReportFiles.write(page, html);
    IndexPage.update(dir);
    return page;
  }

  /**
   * {@link #write} for the command line, into {@code dir} (the {@code --report} option); a failure
   * is reported on {@code err} as {@code hoist: report: error: ...}; returns whether it worked. A
   * relative directory is taken from {@code cwd}.
   */
  public boolean finish(Module after, PassContext ctx, List<String> pipeline, String dir, Path cwd, PrintStream err) {
    if (dir == null || dir.isEmpty()) {
      err.println("hoist: report: error: --report needs a directory");
      return false;
    }
    try {
      write(after, ctx.remarks().all(), ctx.stats().asMap(), pipeline, cwd.resolve(dir));
      return true;
    } catch (IOException | java.nio.file.InvalidPathException e) {
      err.println("hoist: report: error: cannot write the report to " + dir + ": " + e.getMessage());
      return false;
    }
  }

  /** {@code dir/a.ll} → {@code a.html}; anything unusual in the name becomes {@code _}. */
  static String pageName(String moduleName) {
    String base = moduleName.equals("-") || moduleName.equals("<stdin>") ? "stdin" : Path.of(moduleName).getFileName().toString();
    if (base.endsWith(".ll")) base = base.substring(0, base.length() - 3);
    base = base.replaceAll("[^A-Za-z0-9._-]", "_");
    if (base.isEmpty() || base.startsWith(".") || base.equals("index")) base = "module_" + base;
    return base + ".html";
  }
}

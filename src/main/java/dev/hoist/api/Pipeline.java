package dev.hoist.api;

import dev.hoist.ir.Module;
import dev.hoist.pass.Options;
import dev.hoist.pass.Pass;
import dev.hoist.pass.PassContext;
import dev.hoist.pass.PassPipeline;
import dev.hoist.pass.PassRegistry;
import dev.hoist.pass.Remarks;
import dev.hoist.report.ReportRecorder;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An ordered list of passes with their options, ready to run over modules. Immutable: one pipeline
 * can run over many modules, one after another or on several threads at once.
 *
 * <pre>
 *   Pipeline p = Pipeline.of("mem2reg,loop-simplify,lcssa,licm");     // opt's -passes= syntax
 *   Pipeline q = Pipeline.builder().add("mem2reg").add("licm")
 *       .option("disable-licm-promotion").report(Path.of("report")).build();
 *   Result r = p.run(module);
 * </pre>
 */
public final class Pipeline {
  private final List<String> passes;
  private final Map<String, String> options;
  private final PrintStream out;
  private final Path reportDir;

  private Pipeline(List<String> passes, Map<String, String> options, PrintStream out, Path reportDir) {
    this.passes = List.copyOf(passes);
    this.options = Map.copyOf(options);
    this.out = out;
    this.reportDir = reportDir;
  }

  /**
   * The passes of {@code text} in opt's {@code -passes=} syntax ({@code loop(licm)} and the like
   * group passes); throws IllegalArgumentException for malformed text or an unknown pass.
   */
  public static Pipeline of(String text) {
    return builder().add(text).build();
  }

  /** Hoist's default pipeline, the one {@code hoist} runs without {@code -passes=}. */
  public static Pipeline defaults() {
    Builder b = builder();
    for (String p : PassRegistry.defaultPipeline()) b.add(p);
    return b.build();
  }

  /** An empty builder. */
  public static Builder builder() {
    return new Builder();
  }

  /** The pass names in the order they run. */
  public List<String> passes() {
    return passes;
  }

  /** Runs the passes over {@code module}, changing it in place; the report page, if any, is named after its source file. */
  public Result run(Module module) {
    String name = module.sourceFilename() == null || module.sourceFilename().isEmpty() ? "module" : module.sourceFilename();
    return run(module, name);
  }

  /** As {@link #run(Module)}, naming the report page after {@code moduleName} ({@code a.ll} → {@code a.html}). */
  public Result run(Module module, String moduleName) {
    Options o = new Options();
    options.forEach(o::set);
    // Remarks keeps every remark only when something will read them all: here, the Result. (The
    // option's file is the command line's business; the library never writes it.)
    o.set("pass-remarks-output", "");
    PassContext ctx = new PassContext(out, o);
    ReportRecorder recorder = reportDir == null ? null : ReportRecorder.before(module, moduleName);
    boolean changed = false;
    for (String name : passes) {
      Pass p = PassRegistry.create(name);
      if (p.run(module, ctx)) {
        changed = true;
        module.invalidateUseListOrders();
      }
    }
    List<dev.hoist.pass.Remark> raw = ctx.remarks().all();
    Map<String, Map<String, Long>> stats = ctx.stats().asMap();
    Path page = null;
    if (recorder != null) {
      try {
        page = recorder.write(module, raw, stats, passes, reportDir);
      } catch (IOException e) {
        throw new UncheckedIOException("cannot write the report to " + reportDir, e);
      }
    }
    List<Statistic> statistics = new ArrayList<>();
    stats.forEach((pass, m) -> m.forEach((desc, v) -> statistics.add(new Statistic(pass, desc, v))));
    return new Result(changed, raw.stream().map(Remark::of).toList(), statistics, Remarks.yaml(raw), page);
  }

  /** The pass names, comma-separated, as {@code -passes=} takes them. */
  @Override
  public String toString() {
    return String.join(",", passes);
  }

  /** Builds a {@link Pipeline} pass by pass. */
  public static final class Builder {
    private final List<String> passes = new ArrayList<>();
    private final Map<String, String> options = new LinkedHashMap<>();
    private PrintStream out = System.err;
    private Path reportDir;

    private Builder() {}

    /**
     * Appends a pass, or several in {@code -passes=} syntax; throws IllegalArgumentException for an
     * unknown pass name.
     */
    public Builder add(String passes) {
      for (String p : PassPipeline.parse(passes)) {
        if (!PassRegistry.isKnown(p)) throw new IllegalArgumentException("unknown pass name '" + p + "'");
        this.passes.add(p);
      }
      return this;
    }

    /** Sets a boolean option of the command line, e.g. {@code disable-licm-promotion} or {@code stats}. */
    public Builder option(String name) {
      return option(name, "");
    }

    /** Sets a valued option of the command line, e.g. {@code licm-max-num-uses-traversed}, {@code 8}. */
    public Builder option(String name, String value) {
      options.put(name, value);
      return this;
    }

    /**
     * Where analysis printers, {@code debug-only} traces and remarks selected by
     * {@code pass-remarks} options go (default: standard error).
     */
    public Builder output(PrintStream out) {
      this.out = out;
      return this;
    }

    /** Also write the HTML report of each run into {@code dir} (as {@code hoist --report dir}). */
    public Builder report(Path dir) {
      this.reportDir = dir;
      return this;
    }

    /** The pipeline; the builder can go on to build others. */
    public Pipeline build() {
      return new Pipeline(passes, options, out, reportDir);
    }
  }
}

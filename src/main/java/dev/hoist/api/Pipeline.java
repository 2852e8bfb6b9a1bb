package dev.hoist.api;

import dev.hoist.catalog.PassCatalog;
import dev.hoist.ir.Module;
import dev.hoist.pass.Option;
import dev.hoist.pass.Options;
import dev.hoist.pass.PassContext;
import dev.hoist.pass.PassInfo;
import dev.hoist.pass.PassManager;
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
  private final List<PassInfo> passes;
  private final Options options;
  private final PrintStream out;
  private final Path reportDir;

  private Pipeline(List<PassInfo> passes, Options options, PrintStream out, Path reportDir) {
    this.passes = List.copyOf(passes);
    this.options = options;
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
    for (PassInfo p : PassCatalog.defaultPipeline()) b.add(p);
    return b.build();
  }

  /** An empty builder. */
  public static Builder builder() {
    return new Builder();
  }

  /** The pass names in the order they run. */
  public List<String> passes() {
    List<String> names = new ArrayList<>(passes.size());
    for (PassInfo p : passes) names.add(p.name());
    return names;
  }

  /** Runs the passes over {@code module}, changing it in place; the report page, if any, is named after its source file. */
  public Result run(Module module) {
    String name = module.sourceFilename() == null || module.sourceFilename().isEmpty() ? "module" : module.sourceFilename();
    return run(module, name);
  }

  /**
   * As {@link #run(Module)}, naming the report page after {@code moduleName} ({@code a.ll} →
   * {@code a.html}). The passes run through the same pass manager as the command line's, on the
   * calling thread, so remarks, statistics and output come in the same order.
   */
  public Result run(Module module, String moduleName) {
    // Every remark is kept, for the Result; the YAML file of pass-remarks-output is the command
    // line's business (the library never writes it).
    PassContext ctx = new PassContext(out, options, true);
    ReportRecorder recorder = reportDir == null ? null : ReportRecorder.before(module, moduleName);
    boolean changed = new PassManager(PassCatalog.create(passes), 1, moduleName).run(module, ctx);
    if (changed) module.invalidateUseListOrders();
    List<dev.hoist.pass.Remark> raw = ctx.remarks().all();
    Map<String, Map<String, Long>> stats = ctx.stats().asMap();
    Path page = null;
    if (recorder != null) {
      try {
        page = recorder.write(module, raw, stats, passes(), reportDir);
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
    return String.join(",", passes());
  }

  /** Builds a {@link Pipeline} pass by pass. */
  public static final class Builder {
    private final List<PassInfo> passes = new ArrayList<>();
    private final Map<String, String> options = new LinkedHashMap<>();
    private PrintStream out = System.err;
    private Path reportDir;

    private Builder() {}

    /**
     * Appends a pass, or several in {@code -passes=} syntax; throws IllegalArgumentException for an
     * unknown pass name.
     */
    public Builder add(String passes) {
      this.passes.addAll(PassCatalog.parse(passes));
      return this;
    }

    /**
     * Appends a pass that is not in Hoist's catalog: one of your own, declared as Hoist's passes
     * declare themselves (a {@link PassInfo}; see {@code dev.hoist.pass.loop.LoopPass} for a loop
     * pass). Its options can be set with {@link #option}.
     */
    public Builder add(PassInfo pass) {
      passes.add(pass);
      return this;
    }

    /** Sets a boolean option of the command line, e.g. {@code disable-licm-promotion} or {@code stats}. */
    public Builder option(String name) {
      return option(name, "");
    }

    /**
     * Sets a valued option of the command line, e.g. {@code licm-max-num-uses-traversed}, {@code 8};
     * the name and value are checked when the pipeline is built.
     */
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

    /**
     * The pipeline; the builder can go on to build others. IllegalArgumentException for an unknown
     * option, or a value of the wrong kind (in opt's words).
     */
    public Pipeline build() {
      Options o = new Options();
      for (Map.Entry<String, String> e : options.entrySet()) {
        Option<?> opt = find(e.getKey());
        if (opt == null) throw new IllegalArgumentException("unknown option '" + e.getKey() + "'");
        o.set(opt, e.getValue());
      }
      return new Pipeline(passes, o, out, reportDir);
    }

    private Option<?> find(String name) {
      Option<?> o = PassCatalog.option(name);
      if (o != null) return o;
      for (PassInfo p : passes) for (Option<?> x : p.options()) if (x.name().equals(name)) return x;
      return null;
    }
  }
}

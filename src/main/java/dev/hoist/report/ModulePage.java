package dev.hoist.report;

import dev.hoist.pass.Remark;
import dev.hoist.util.Parallel;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The page of one module: a summary line (decisions counted by kind), one
 * {@link FunctionSection} per function that has loops or decisions, the functions without either,
 * and the statistics. The summary is also put in a {@code <meta name="hoist-summary">} tag, which
 * {@link IndexPage} reads back.
 */
final class ModulePage {
  private ModulePage() {}

  static String html(String moduleName, List<String> pipeline, ModuleSnapshot before, ModuleSnapshot after,
      List<Remark> remarks, Map<String, Map<String, Long>> stats, ObjectKeys keys) {
    Set<String> names = new LinkedHashSet<>(before.functions().keySet());
    names.addAll(after.functions().keySet());
    List<Pending> pending = new ArrayList<>();
    List<String> quiet = new ArrayList<>();
    Map<String, List<Map.Entry<Integer, Remark>>> byFunction = byFunction(remarks, before, after, keys);
    Map<DecisionKind, Integer> counts = new EnumMap<>(DecisionKind.class);
    int loops = 0;
    int fi = 0;
    for (String name : names) {
      FunctionSnapshot b = before.functions().get(name);
      FunctionSnapshot a = after.functions().get(name);
      List<Decision> ds = DecisionLinker.linkAll(byFunction.getOrDefault(name, List.of()),
          new DecisionLinker(b != null ? b : empty(name), a != null ? a : empty(name), keys));
      for (Decision d : ds) counts.merge(d.kind(), 1, Integer::sum);
      int n = a != null ? a.loops().size() : 0;
      loops += n;
      boolean hasLoops = n > 0 || (b != null && !b.loops().isEmpty());
      if (!hasLoops && ds.isEmpty()) {
        quiet.add(name);
        continue;
      }
      pending.add(new Pending("f" + fi++, b, a, ds));
    }
    // Drawing is most of the time (one dot process per graph); functions are drawn side by side.
    List<String> sections = Parallel.map(pending, Runtime.getRuntime().availableProcessors(),
        p -> new FunctionSection(p.id(), p.before(), p.after(), p.decisions()).html());
    // Remarks whose instruction was never in a snapshot and that name no function (see byFunction).
    List<String> orphans = new ArrayList<>();
    byFunction.forEach((f, rs) -> {
      if (names.contains(f)) return;
      for (var e : rs) {
        Remark r = e.getValue();
        counts.merge(DecisionKind.of(r), 1, Integer::sum);
        orphans.add(DecisionKind.of(r).label + ": " + r.pass() + " · " + r.name() + ": " + r.message());
      }
    });
    int decisions = counts.values().stream().mapToInt(Integer::intValue).sum();

    StringBuilder out = new StringBuilder(1 << 16);
    out.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n");
    out.append("<meta name=\"hoist-summary\" content=\"functions=").append(names.size()).append(";loops=").append(loops)
        .append(";decisions=").append(decisions).append("\">\n");
    out.append("<title>Hoist report: ").append(Html.esc(moduleName)).append("</title>\n");
    out.append("<style>\n").append(ReportStyle.CSS).append("</style></head><body>\n");
    out.append("<header class=\"top\"><h1>Hoist report: ").append(Html.esc(moduleName)).append("</h1>\n");
    out.append("<p>Pipeline: ").append(Html.esc(pipeline.isEmpty() ? "(none)" : String.join(", ", pipeline))).append("</p>\n");
    out.append("<p>").append(names.size()).append(" functions, ").append(loops).append(" loops, ").append(decisions)
        .append(" decisions").append(summary(counts)).append(" · <a href=\"index.html\">all modules</a></p></header>\n<main>\n");
    out.append("<p class=\"legend\">Colours: ");
    for (DecisionKind k : DecisionKind.values()) out.append("<span class=\"badge ").append(k.label).append("\">").append(k.label).append("</span>");
    out.append(" Each decision links to its instruction in the graphs; each coloured instruction links back.</p>\n");
    for (String s : sections) out.append(s);
    if (!orphans.isEmpty()) {
      out.append("<h2>Remarks about no known function</h2>\n<ul>\n");
      for (String o : orphans) out.append("<li>").append(Html.esc(o)).append("</li>\n");
      out.append("</ul>\n");
    }
    if (!quiet.isEmpty()) {
      out.append("<p class=\"none\">Functions without loops or decisions: ");
      out.append(Html.esc(String.join(", ", quiet.stream().map(n -> "@" + n).toList()))).append("</p>\n");
    }
    statistics(out, stats);
    out.append("</main></body></html>\n");
    return out.toString();
  }

  /**
   * The remarks of each function, with their positions in the stream. A remark built after its
   * instruction left the function (LICM reports a sink once the original is erased) has no
   * function name; it belongs to the function whose snapshot holds its instruction.
   */
  private static Map<String, List<Map.Entry<Integer, Remark>>> byFunction(List<Remark> remarks, ModuleSnapshot before,
      ModuleSnapshot after, ObjectKeys keys) {
    Map<Integer, String> owner = new HashMap<>();
    for (ModuleSnapshot s : List.of(after, before)) {
      s.functions().forEach((name, f) -> {
        for (BlockView b : f.blocks()) for (InstView i : b.instructions()) owner.put(i.key(), name);
      });
    }
    Map<String, List<Map.Entry<Integer, Remark>>> out = new java.util.LinkedHashMap<>(); // remark order
    for (int i = 0; i < remarks.size(); i++) {
      Remark r = remarks.get(i);
      String f = r.function().isEmpty() ? owner.getOrDefault(keys.find(r.at()), "") : r.function();
      out.computeIfAbsent(f, k -> new ArrayList<>()).add(Map.entry(i, r));
    }
    return out;
  }

  /** A function section to be rendered. */
  private record Pending(String id, FunctionSnapshot before, FunctionSnapshot after, List<Decision> decisions) {}

  private static FunctionSnapshot empty(String name) {
    return new FunctionSnapshot(name, List.of(), List.of());
  }

  private static String summary(Map<DecisionKind, Integer> counts) {
    if (counts.isEmpty()) return "";
    List<String> parts = new ArrayList<>();
    counts.forEach((k, n) -> parts.add(n + " " + k.label));
    return " (" + String.join(", ", parts) + ")";
  }

  private static void statistics(StringBuilder out, Map<String, Map<String, Long>> stats) {
    out.append("<h2>Statistics</h2>\n");
    if (stats.isEmpty()) {
      out.append("<p class=\"none\">No counters were bumped.</p>\n");
      return;
    }
    out.append("<table class=\"stats\"><tr><th>pass</th><th>counter</th><th>value</th></tr>\n");
    stats.forEach((pass, m) -> m.forEach((desc, v) -> out.append("<tr><td>").append(Html.esc(pass)).append("</td><td>")
        .append(Html.esc(desc)).append("</td><td class=\"num\">").append(v).append("</td></tr>\n")));
    out.append("</table>\n");
  }
}

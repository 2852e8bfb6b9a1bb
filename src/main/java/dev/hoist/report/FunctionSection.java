package dev.hoist.report;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * One function's part of a module page: its loop nest with trip counts and, under each loop, the
 * decisions about it; the control-flow graphs before and after the pipeline; the IR listings.
 * Every decision links to its instruction in each picture (or listing) that shows it, and each
 * highlighted instruction links back to its decision.
 */
final class FunctionSection {
  private final String id;
  private final FunctionSnapshot before;
  private final FunctionSnapshot after;
  private final List<Decision> decisions;
  private final Map<Integer, CfgDot.Highlight> beforeMarks;
  private final Map<Integer, CfgDot.Highlight> afterMarks;
  private final Graphviz.Drawing beforeDrawing;
  private final Graphviz.Drawing afterDrawing;
  private final StringBuilder out = new StringBuilder();

  /** {@code before} or {@code after} may be null for a function made or removed by the pipeline. */
  FunctionSection(String id, FunctionSnapshot before, FunctionSnapshot after, List<Decision> decisions) {
    this.id = id;
    this.before = before;
    this.after = after;
    this.decisions = decisions;
    this.beforeMarks = marks(Decision::instruction);
    this.afterMarks = marks(Decision::afterInstruction);
    this.beforeDrawing = draw(before, id + "_b", beforeMarks);
    this.afterDrawing = draw(after, id + "_a", afterMarks);
  }

  /** The instructions to colour in one snapshot, by key; {@code keyIn} gives a decision's key there, or -1. */
  private Map<Integer, CfgDot.Highlight> marks(java.util.function.ToIntFunction<Decision> keyIn) {
    Map<Integer, CfgDot.Highlight> m = new HashMap<>();
    for (Decision d : decisions) {
      int key = keyIn.applyAsInt(d);
      if (key < 0 || d.aboutLoop()) continue;
      CfgDot.Highlight h = new CfgDot.Highlight(d.kind(), rowId(d), d.kind().label + ": " + d.remark().message());
      // One colour per instruction: what was done to it beats what was not.
      CfgDot.Highlight old = m.get(key);
      if (old == null || (isNegative(old.kind()) && !isNegative(d.kind()))) m.put(key, h);
    }
    return m;
  }

  private static boolean isNegative(DecisionKind k) {
    return k == DecisionKind.REJECTED || k == DecisionKind.ANALYSIS;
  }

  private static Graphviz.Drawing draw(FunctionSnapshot s, String prefix, Map<Integer, CfgDot.Highlight> marks) {
    if (s == null) return new Graphviz.Drawing(null, "the function does not exist at this point");
    String tooBig = CfgDot.tooBig(s);
    return tooBig != null ? new Graphviz.Drawing(null, tooBig) : Graphviz.svg(CfgDot.render(s, prefix, marks));
  }

  private String rowId(Decision d) {
    return id + "_d" + d.index();
  }

  String html() {
    String name = after != null ? after.name() : before.name();
    out.append("<section class=\"function\" id=\"").append(id).append("\">\n");
    out.append("<h2>@").append(Html.esc(name)).append("</h2>\n");
    loopNest();
    List<Decision> outside = decisions.stream().filter(d -> d.loop() < 0).toList();
    if (!outside.isEmpty()) {
      out.append("<h3>Decisions not tied to a loop</h3>\n");
      decisionTable(outside);
    }
    out.append("<div class=\"cfgs\">\n");
    figure("Before the pipeline", beforeDrawing);
    figure("After the pipeline", afterDrawing);
    out.append("</div>\n");
    listings();
    out.append("</section>\n");
    return out.toString();
  }

  private void loopNest() {
    out.append("<h3>Loop nest</h3>\n");
    if (after == null || after.loops().isEmpty()) {
      out.append("<p class=\"none\">No loops after the pipeline.</p>\n");
    } else {
      out.append("<ul class=\"nest\">\n");
      for (LoopView l : after.loops()) if (l.parent() < 0) loop(l);
      out.append("</ul>\n");
    }
    if (before != null && !before.loops().isEmpty()) {
      out.append("<p class=\"before-nest\">Before the pipeline: ");
      List<String> items = new ArrayList<>();
      for (LoopView l : before.loops()) {
        items.add("<span class=\"loopname\">loop " + Html.esc(l.header()) + "</span> (depth " + l.depth() + ", trip count "
            + Html.esc(l.tripCount().describe()) + ")");
      }
      out.append(String.join("; ", items)).append("</p>\n");
    }
  }

  private void loop(LoopView l) {
    out.append("<li class=\"loop\" id=\"").append(id).append("_loop").append(l.index()).append("\">");
    out.append("<div class=\"loophead\"><span class=\"loopname\">loop ").append(Html.esc(l.header())).append("</span>");
    out.append(" <span class=\"depth\">depth ").append(l.depth()).append("</span>");
    out.append(" <span class=\"trip\">trip count: <b>").append(Html.esc(l.tripCount().describe())).append("</b></span>");
    out.append(" <span class=\"blocks\">blocks: ").append(Html.esc(String.join(", ", l.blockLabels()))).append("</span></div>\n");
    List<Decision> mine = decisions.stream().filter(d -> d.loop() == l.index()).toList();
    if (mine.isEmpty()) out.append("<p class=\"none\">No decisions about this loop.</p>\n");
    else decisionTable(mine);
    List<LoopView> subs = after.loops().stream().filter(s -> s.parent() == l.index()).toList();
    if (!subs.isEmpty()) {
      out.append("<ul class=\"nest\">\n");
      for (LoopView s : subs) loop(s);
      out.append("</ul>\n");
    }
    out.append("</li>\n");
  }

  private void decisionTable(List<Decision> ds) {
    out.append("<table class=\"decisions\">\n");
    for (Decision d : ds) {
      out.append("<tr class=\"decision ").append(d.kind().label).append("\" id=\"").append(rowId(d)).append("\">");
      out.append("<td><span class=\"badge ").append(d.kind().label).append("\">").append(d.kind().label).append("</span></td>");
      out.append("<td class=\"who\">").append(Html.esc(d.remark().pass())).append(" · ").append(Html.esc(d.remark().name()))
          .append("</td>");
      out.append("<td class=\"msg\">").append(Html.esc(d.remark().message()));
      for (var a : d.details()) {
        out.append(" <span class=\"arg\">").append(Html.esc(a.key())).append(": ").append(Html.esc(a.value())).append("</span>");
      }
      if (d.remark().loc().file() != null) {
        var loc = d.remark().loc();
        out.append(" <span class=\"loc\">").append(Html.esc(loc.file() + ":" + loc.line() + ":" + loc.column())).append("</span>");
      }
      out.append("</td><td class=\"inst\">");
      String text = d.beforeText() != null ? d.beforeText() : d.afterText();
      if (d.aboutLoop()) {
        loopLink(d.loop());
      } else {
        if (text != null) out.append("<code>").append(Html.esc(Html.clip(text, 90))).append("</code> ");
        link("before", id + "_b", beforeDrawing, d.beforeText() != null ? d.instruction() : -1);
        link("after", id + "_a", afterDrawing, d.afterText() != null ? d.afterInstruction() : -1);
      }
      out.append("</td></tr>\n");
    }
    out.append("</table>\n");
  }

  /** A link to the instruction in a picture when drawn, else in the listing. */
  private void link(String word, String prefix, Graphviz.Drawing drawing, int key) {
    if (key < 0) return;
    String target = drawing.ok() ? CfgDot.anchor(prefix, key) : listingId(prefix, key);
    out.append("<a class=\"goto\" href=\"#").append(target).append("\">").append(word).append("</a> ");
  }

  /** For a decision about a whole loop: the loop, in the after graph when drawn, else in the nest. */
  private void loopLink(int loop) {
    if (loop < 0) {
      out.append("the function ");
      return;
    }
    String header = after.loops().get(loop).header();
    String target = afterDrawing.ok() ? id + "_a_loop" + loop : id + "_loop" + loop;
    out.append("the loop <a class=\"goto\" href=\"#").append(target).append("\">").append(Html.esc(header)).append("</a> ");
  }

  private static String listingId(String prefix, int key) {
    return prefix + "_l" + key;
  }

  private void figure(String caption, Graphviz.Drawing d) {
    out.append("<figure class=\"cfg\"><figcaption>").append(caption).append("</figcaption>\n");
    if (d.ok()) out.append(d.svg()).append('\n');
    else out.append("<p class=\"nodraw\">No picture: ").append(Html.esc(d.problem())).append("</p>\n");
    out.append("</figure>\n");
  }

  private void listings() {
    out.append("<details class=\"ir\"><summary>IR before and after</summary><div class=\"cols\">\n");
    listing(before, id + "_b", beforeMarks);
    listing(after, id + "_a", afterMarks);
    out.append("</div></details>\n");
  }

  private void listing(FunctionSnapshot s, String prefix, Map<Integer, CfgDot.Highlight> marks) {
    out.append("<pre class=\"listing\">");
    if (s != null) {
      for (BlockView b : s.blocks()) {
        out.append(Html.esc(b.label())).append(":\n");
        for (InstView i : b.instructions()) {
          CfgDot.Highlight h = marks.get(i.key());
          String line = "  " + Html.esc(i.text().replace("\n", "\n    "));
          if (h == null) {
            out.append(line).append('\n');
          } else {
            out.append("<a class=\"hl ").append(h.kind().label).append("\" id=\"").append(listingId(prefix, i.key()))
                .append("\" href=\"#").append(h.decisionId()).append("\">").append(line).append("</a>\n");
          }
        }
      }
    }
    out.append("</pre>\n");
  }
}

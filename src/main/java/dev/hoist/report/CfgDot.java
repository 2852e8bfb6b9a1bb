package dev.hoist.report;

import java.util.Map;

/**
 * A snapshot's control-flow graph in graphviz's language: one box per block listing its
 * instructions, loops drawn as nested clusters labelled with their trip counts, back edges in
 * red, and the instructions a decision is about coloured by kind and linked to that decision.
 *
 * <p>Every element gets an id under {@code prefix}, because several SVGs share one page and
 * graphviz would otherwise number them all {@code node1}, {@code edge1}... A highlighted
 * instruction's cell has the id {@code prefix_iKEY}; graphviz writes it as {@code a_prefix_iKEY}
 * (see {@link #anchor}).
 */
final class CfgDot {
  /** Past this many instructions a box lists only the highlighted ones: the picture must stay readable. */
  static final int FULL_LISTING_LIMIT = 600;
  /** Past this many blocks the graph is not drawn at all. */
  static final int BLOCK_LIMIT = 400;
  private static final int LINE_CHARS = 72;

  /** How one instruction is marked: its decision's kind, and the id of the decision's row. */
  record Highlight(DecisionKind kind, String decisionId, String tooltip) {}

  private final FunctionSnapshot s;
  private final String prefix;
  private final Map<Integer, Highlight> highlights;
  private final boolean full;
  private final StringBuilder out = new StringBuilder();

  private CfgDot(FunctionSnapshot s, String prefix, Map<Integer, Highlight> highlights) {
    this.s = s;
    this.prefix = prefix;
    this.highlights = highlights;
    this.full = s.instructionCount() <= FULL_LISTING_LIMIT;
  }

  /** The id a page links to for instruction {@code key} in the graph drawn under {@code prefix}. */
  static String anchor(String prefix, int key) {
    return "a_" + prefix + "_i" + key;
  }

  static String render(FunctionSnapshot s, String prefix, Map<Integer, Highlight> highlights) {
    return new CfgDot(s, prefix, highlights).build();
  }

  private String build() {
    out.append("digraph \"").append(prefix).append("\" {\n");
    out.append("  graph [id=\"").append(prefix).append("_g\" fontname=\"Helvetica\" fontsize=10 nodesep=0.3 ranksep=0.35];\n");
    out.append("  node [shape=plaintext fontname=\"Courier\" fontsize=9];\n");
    out.append("  edge [color=\"#555555\" arrowsize=0.7];\n");
    for (int b = 0; b < s.blocks().size(); b++) if (s.blocks().get(b).loop() < 0) node(b, "  ");
    for (LoopView l : s.loops()) if (l.parent() < 0) cluster(l, "  ");
    int e = 0;
    for (int b = 0; b < s.blocks().size(); b++) {
      for (int t : s.blocks().get(b).successors()) {
        out.append("  b").append(b).append(" -> b").append(t).append(" [id=\"").append(prefix).append("_e").append(e++)
            .append('"').append(isBackEdge(b, t) ? " color=\"#c0392b\" penwidth=1.6" : "").append("];\n");
      }
    }
    out.append("}\n");
    return out.toString();
  }

  private void cluster(LoopView l, String indent) {
    out.append(indent).append("subgraph cluster_").append(l.index()).append(" {\n");
    String in = indent + "  ";
    out.append(in).append("id=\"").append(prefix).append("_loop").append(l.index()).append("\";\n");
    out.append(in).append("label=\"loop ").append(dotString(l.header())).append(" (depth ").append(l.depth())
        .append("), trip count: ").append(dotString(l.tripCount().describe())).append("\";\n");
    out.append(in).append("style=\"rounded,filled\"; fillcolor=\"").append(depthColour(l.depth()))
        .append("\"; color=\"#7a9cc6\"; fontcolor=\"#1f3b63\"; labeljust=l;\n");
    for (int b = 0; b < s.blocks().size(); b++) if (s.blocks().get(b).loop() == l.index()) node(b, in);
    for (LoopView sub : s.loops()) if (sub.parent() == l.index()) cluster(sub, in);
    out.append(indent).append("}\n");
  }

  private static String depthColour(int depth) {
    String[] shades = {"#f2f6fc", "#e4edf8", "#d6e3f3", "#c8d9ee"};
    return shades[Math.min(depth, shades.length) - 1];
  }

  private void node(int b, String indent) {
    BlockView block = s.blocks().get(b);
    StringBuilder l = new StringBuilder();
    l.append("<TABLE BORDER=\"1\" CELLBORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"2\" BGCOLOR=\"white\" COLOR=\"#444444\">");
    l.append("<TR><TD ALIGN=\"LEFT\" BGCOLOR=\"#e6e6e6\"><B>").append(Html.esc(block.label())).append("</B></TD></TR>");
    int hidden = 0;
    for (InstView i : block.instructions()) {
      Highlight h = highlights.get(i.key());
      if (h == null && !full) {
        hidden++;
        continue;
      }
      l.append("<TR><TD ALIGN=\"LEFT\"");
      if (h != null) {
        l.append(" BGCOLOR=\"").append(h.kind().colour).append("\" ID=\"").append(prefix).append("_i").append(i.key())
            .append("\" HREF=\"#").append(h.decisionId()).append("\" TOOLTIP=\"").append(Html.esc(h.tooltip())).append('"');
      }
      l.append('>').append(Html.esc(Html.clip(i.text(), LINE_CHARS))).append("</TD></TR>");
    }
    if (hidden > 0) {
      l.append("<TR><TD ALIGN=\"LEFT\"><I>").append(hidden).append(" more instructions</I></TD></TR>");
    }
    l.append("</TABLE>");
    out.append(indent).append('b').append(b).append(" [id=\"").append(prefix).append("_b").append(b).append("\" label=<")
        .append(l).append(">];\n");
  }

  /** An edge to the header of a loop that contains the source block. */
  private boolean isBackEdge(int from, int to) {
    String target = s.blocks().get(to).label();
    int fromKey = s.blocks().get(from).key();
    for (LoopView l : s.loops()) if (l.header().equals(target) && l.blockKeys().contains(fromKey)) return true;
    return false;
  }

  private static String dotString(String s) {
    return s.replace("\\", "\\\\").replace("\"", "\\\"");
  }

  /** Blocks too many to draw: why the picture is missing, or null when it can be drawn. */
  static String tooBig(FunctionSnapshot s) {
    return s.blocks().size() > BLOCK_LIMIT ? s.blocks().size() + " blocks: too many to draw" : null;
  }
}

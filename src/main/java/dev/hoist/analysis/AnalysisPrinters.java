package dev.hoist.analysis;

import dev.hoist.ir.Function;

import dev.hoist.ir.print.LocalNames;
import dev.hoist.pass.PassInfo;
import dev.hoist.pass.SimplePass;
import java.io.PrintStream;
import java.util.List;

/**
 * The {@code print<...>} passes of the CFG analyses, in opt's exact output format. Like opt's,
 * they skip {@code optnone} functions: LLVM 14's pass manager does not run these printers, which
 * are not "required" passes, on them (print&lt;scalar-evolution&gt; is, and prints them).
 */
public final class AnalysisPrinters {
  private AnalysisPrinters() {}

  private static final String INVALID = "{4294967295,4294967295}";

  public static final PassInfo PRINT_LOOPS = SimplePass.printer("print<loops>", "LoopPrinterPass",
      "prints the loop nest of each function", (f, ctx) -> ctx.out().print(ctx.analyses().get(f, Analyses.LOOPS).print()));
  public static final PassInfo PRINT_DOMTREE = SimplePass.printer("print<domtree>", "DominatorTreePrinterPass",
      "prints the dominator tree of each function",
      (f, ctx) -> printDomTree(ctx.out(), f, ctx.analyses().get(f, Analyses.DOMTREE)));
  public static final PassInfo PRINT_POSTDOMTREE = SimplePass.printer("print<postdomtree>",
      "PostDominatorTreePrinterPass", "prints the post-dominator tree of each function",
      (f, ctx) -> printPostDomTree(ctx.out(), f, PostDominatorTree.compute(f)));
  public static final List<PassInfo> PASSES = List.of(PRINT_LOOPS, PRINT_DOMTREE, PRINT_POSTDOMTREE);

  static void printDomTree(PrintStream out, Function f, DominatorTree dt) {
    StringBuilder sb = new StringBuilder();
    LocalNames names = new LocalNames(f);
    sb.append("DominatorTree for function: ").append(f.name()).append('\n');
    sb.append("=============================--------------------------------\n");
    sb.append("Inorder Dominator Tree: DFSNumbers invalid: 0 slow queries.\n");
    if (dt.cfg().size() > 0) node(sb, dt, 0, 1, names);
    sb.append("Roots: ");
    if (dt.cfg().size() > 0) sb.append(names.of(dt.cfg().block(0))).append(' ');
    sb.append('\n');
    out.print(sb);
  }

  private static void node(StringBuilder sb, DominatorTree dt, int b, int level, LocalNames names) {
    sb.append("  ".repeat(level)).append('[').append(level).append("] ").append(names.of(dt.cfg().block(b)))
        .append(' ').append(INVALID).append(" [").append(level - 1).append("]\n");
    for (int c : dt.children(b)) node(sb, dt, c, level + 1, names);
  }

  static void printPostDomTree(PrintStream out, Function f, PostDominatorTree pdt) {
    StringBuilder sb = new StringBuilder();
    LocalNames names = new LocalNames(f);
    sb.append("PostDominatorTree for function: ").append(f.name()).append('\n');
    sb.append("=============================--------------------------------\n");
    sb.append("Inorder PostDominator Tree: DFSNumbers invalid: 0 slow queries.\n");
    int virt = pdt.cfg().size();
    sb.append("  [1]  <<exit node>> ").append(INVALID).append(" [0]\n");
    for (int c : pdt.children(virt)) postNode(sb, pdt, c, 2, names);
    sb.append("Roots: ");
    for (int r : pdt.roots()) sb.append(names.of(pdt.cfg().block(r))).append(' ');
    sb.append('\n');
    out.print(sb);
  }

  private static void postNode(StringBuilder sb, PostDominatorTree pdt, int b, int level, LocalNames names) {
    sb.append("  ".repeat(level)).append('[').append(level).append("] ").append(names.of(pdt.cfg().block(b)))
        .append(' ').append(INVALID).append(" [").append(level - 1).append("]\n");
    for (int c : pdt.children(b)) postNode(sb, pdt, c, level + 1, names);
  }

}

package dev.hoist.analysis.scev;

import dev.hoist.analysis.DominatorTree;
import dev.hoist.analysis.Loop;
import dev.hoist.analysis.LoopInfo;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BinaryInst;
import dev.hoist.ir.Function;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.LandingPadInst;
import dev.hoist.ir.Module;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.ir.parse.LlParser;
import dev.hoist.ir.print.LlPrinter;
import dev.hoist.ir.type.IntegerType;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Instruments a module so that running it checks Hoist's exact backedge-taken counts against the
 * iterations actually run (the differential test of issue 3, acceptance 2).
 *
 * <p>For every loop in simplified form whose count is computable and safe to expand in the
 * preheader: a counter phi in the header counts backedges ({@code 0} from the preheader,
 * {@code +1} from the latch); the count expression is expanded (by {@link ScevExpander}) before
 * the preheader's terminator, evaluated with the program's actual values; and every exit block
 * calls {@code @__hoist_scev_check(id, counter, expected)}, which prints to stderr once per loop
 * {@code HOIST-SCEV ok <id>} or, on a mismatch, {@code HOIST-SCEV BAD <id> actual <a> expected <e>}.
 *
 * <pre>
 *   java -cp hoist.jar:. dev.hoist.analysis.scev.ScevInstrumenter in.ll out.ll loops.txt
 * </pre>
 *
 * {@code loops.txt} gets one line per instrumented loop: {@code id function header count}.
 */
public final class ScevInstrumenter {
  private ScevInstrumenter() {}

  /** One instrumented loop. */
  public record Site(int id, String function, String header, String count) {}

  public static void main(String[] args) throws IOException {
    if (args.length != 3) {
      System.err.println("usage: ScevInstrumenter IN.ll OUT.ll LOOPS.txt");
      System.exit(2);
    }
    Module m = LlParser.parse(Files.readAllBytes(Path.of(args[0])));
    List<Site> sites = instrument(m);
    Files.writeString(Path.of(args[1]), withRuntime(m, sites.size()), StandardCharsets.UTF_8);
    StringBuilder sb = new StringBuilder();
    for (Site s : sites) sb.append(s.id).append(' ').append(s.function).append(' ').append(s.header).append(' ').append(s.count).append('\n');
    Files.writeString(Path.of(args[2]), sb.toString());
  }

  /** Instruments every function; returns the loops checked. */
  public static List<Site> instrument(Module m) {
    List<Site> sites = new ArrayList<>();
    for (Function f : m.definedFunctions()) instrument(f, sites);
    return sites;
  }

  private record Planned(Loop loop, Scev count) {}

  private static void instrument(Function f, List<Site> sites) {
    DominatorTree dt = DominatorTree.compute(f);
    LoopInfo li = LoopInfo.compute(dt);
    ScalarEvolution se = new ScalarEvolution(f, dt, li);
    // Decide everything before changing the function.
    List<Planned> plan = new ArrayList<>();
    for (Loop l : li.loopsPreorder()) {
      if (!l.isSimplifyForm()) continue;
      Scev be = se.backedgeTakenCount(l);
      if (se.isCouldNotCompute(be) || be.bits() > 64) continue;
      boolean padExit = false;
      for (BasicBlock e : l.exitBlocks()) padExit |= e.firstNonPhi() instanceof LandingPadInst || e.firstInsertionPoint() == null;
      if (padExit) continue;
      plan.add(new Planned(l, be));
    }
    ScevExpander ex = new ScevExpander(se);
    dev.hoist.ir.print.LocalNames names = new dev.hoist.ir.print.LocalNames(f);
    Function check = checkFunction(f.parent());
    for (Planned p : plan) {
      Loop l = p.loop;
      Instruction at = l.preheader().terminator();
      if (!ex.isSafeToExpand(p.count, at)) continue;
      int id = sites.size();
      Value expected = ex.expand(p.count, IntegerType.I64, at);
      BasicBlock header = l.header();
      PhiInst cnt = new PhiInst(IntegerType.I64);
      cnt.setName("hoist.scev.cnt" + id);
      header.insertBefore(cnt, header.first());
      BasicBlock latch = l.latch();
      BinaryInst next = new BinaryInst(Opcode.ADD, cnt, ConstantInt.get(IntegerType.I64, 1));
      next.insertBefore(latch.terminator());
      for (BasicBlock pred : header.predecessors()) cnt.addIncoming(l.contains(pred) ? next : ConstantInt.get(IntegerType.I64, 0), pred);
      for (BasicBlock e : l.exitBlocks()) {
        dev.hoist.ir.CallInst call = new dev.hoist.ir.CallInst(check.functionType(), check,
            List.of(ConstantInt.get(IntegerType.I32, id), cnt, expected));
        call.insertBefore(e.firstInsertionPoint());
      }
      sites.add(new Site(id, f.name(), names.of(header), se.text(p.count).replace(' ', '_')));
    }
  }

  /** The declaration of {@code @__hoist_scev_check} (defined by {@link #runtime}). */
  private static Function checkFunction(Module m) {
    Function f = m.getFunction("__hoist_scev_check");
    if (f != null) return f;
    dev.hoist.ir.type.FunctionType ft = dev.hoist.ir.type.FunctionType.get(dev.hoist.ir.type.PrimitiveType.VOID,
        List.of(IntegerType.I32, IntegerType.I64, IntegerType.I64), false);
    f = new Function(ft, dev.hoist.ir.type.PointerType.to(ft), "__hoist_scev_check");
    m.addFunction(f);
    return f;
  }

  /** The module's text with the declaration of the checking function replaced by its definition. */
  public static String withRuntime(Module m, int n) {
    String text = LlPrinter.toText(m).replaceAll("(?m)^declare void @__hoist_scev_check\\(.*$", "");
    return text + runtime(m, n);
  }

  /**
   * The checking function as IR text, appended to the printed module (it replaces the
   * declaration). Uses {@code dprintf(2, ...)} so the program's stdout stays untouched.
   */
  static String runtime(Module m, int n) {
    int size = Math.max(1, n);
    boolean haveDprintf = m.getFunction("dprintf") != null;
    String ok = "HOIST-SCEV ok %d\\0A\\00";
    String bad = "HOIST-SCEV BAD %d actual %lld expected %lld\\0A\\00";
    return "\n@__hoist_scev_seen = internal global [" + size + " x i8] zeroinitializer\n"
        + "@__hoist_scev_ok = private constant [18 x i8] c\"" + ok + "\"\n"
        + "@__hoist_scev_bad = private constant [45 x i8] c\"" + bad + "\"\n"
        + (haveDprintf ? "" : "declare i32 @dprintf(i32, i8*, ...)\n")
        + "define void @__hoist_scev_check(i32 %id, i64 %actual, i64 %expected) {\n"
        + "entry:\n"
        + "  %p = getelementptr [" + size + " x i8], [" + size + " x i8]* @__hoist_scev_seen, i64 0, i32 %id\n"
        + "  %f = load i8, i8* %p\n"
        + "  %eq = icmp eq i64 %actual, %expected\n"
        + "  br i1 %eq, label %ok, label %bad\n"
        + "ok:\n"
        + "  %s1 = and i8 %f, 1\n"
        + "  %n1 = icmp ne i8 %s1, 0\n"
        + "  br i1 %n1, label %done, label %printok\n"
        + "printok:\n"
        + "  %f1 = or i8 %f, 1\n"
        + "  store i8 %f1, i8* %p\n"
        + "  %r1 = call i32 (i32, i8*, ...) @dprintf(i32 2, i8* getelementptr ([18 x i8], [18 x i8]* @__hoist_scev_ok, i64 0, i64 0), i32 %id)\n"
        + "  br label %done\n"
        + "bad:\n"
        + "  %s2 = and i8 %f, 2\n"
        + "  %n2 = icmp ne i8 %s2, 0\n"
        + "  br i1 %n2, label %done, label %printbad\n"
        + "printbad:\n"
        + "  %f2 = or i8 %f, 2\n"
        + "  store i8 %f2, i8* %p\n"
        + "  %r2 = call i32 (i32, i8*, ...) @dprintf(i32 2, i8* getelementptr ([45 x i8], [45 x i8]* @__hoist_scev_bad, i64 0, i64 0), i32 %id, i64 %actual, i64 %expected)\n"
        + "  br label %done\n"
        + "done:\n"
        + "  ret void\n"
        + "}\n";
  }
}

package dev.hoist.analysis.scev;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.hoist.analysis.Loop;
import dev.hoist.ir.Function;
import dev.hoist.ir.Module;
import dev.hoist.ir.Value;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Soundness of exact counts against a simulation: random i8 loops (every predicate, either
 * operand order, pre- or post-increment compare, exit on either edge, tested at the top or the
 * bottom, steps -3..3, with and without nuw/nsw on the increment) are analysed, and wherever Hoist
 * gives an exact count, it must equal the number of backedges the loop really takes, for every
 * value of the bound (or for the constant bound). Runs where an overflow under a flag reaches a
 * compare are undefined and skipped; a loop that never exits must have no count.
 */
class TripCountSimulationTest {
  private static final String[] PREDS = {"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"};
  private static final int LIMIT = 700;

  private record Config(String pred, int start, int step, boolean post, boolean exitOnTrue, boolean swap,
      boolean top, String flags, Integer bound) {}

  @Test
  void countsMatchSimulation() {
    Random r = new Random(20240531L);
    List<Config> configs = new ArrayList<>();
    for (int k = 0; k < 1200; k++) {
      int step = r.nextInt(7) - 3;
      if (step == 0) step = 1;
      int[] starts = {0, 1, 5, 100, 127, -128, -3, 120};
      boolean top = r.nextBoolean();
      configs.add(new Config(PREDS[r.nextInt(PREDS.length)], starts[r.nextInt(starts.length)], step,
          !top && r.nextBoolean(), r.nextBoolean(), r.nextBoolean(), top,
          new String[] {"", "nsw", "nuw", "nuw nsw"}[r.nextInt(4)], r.nextInt(3) == 0 ? r.nextInt(256) - 128 : null));
    }
    int computed = 0, checked = 0;
    for (int base = 0; base < configs.size(); base += 100) {
      StringBuilder text = new StringBuilder();
      List<Config> batch = configs.subList(base, Math.min(configs.size(), base + 100));
      for (int k = 0; k < batch.size(); k++) text.append(function("f" + k, batch.get(k)));
      Module m = ScevTesting.parse(text.toString());
      for (int k = 0; k < batch.size(); k++) {
        Config c = batch.get(k);
        Function f = m.getFunction("f" + k);
        ScalarEvolution se = ScevTesting.analyse(f);
        Loop l = ScevTesting.loop(se, "loop");
        Scev be = se.backedgeTakenCount(l);
        Scev max = se.constantMaxBackedgeTakenCount(l);
        if (se.isCouldNotCompute(be) && se.isCouldNotCompute(max)) continue;
        if (!se.isCouldNotCompute(be)) computed++;
        Value n = f.arg(0);
        int lo = c.bound != null ? c.bound : -128, hi = c.bound != null ? c.bound : 127;
        for (int nv = lo; nv <= hi; nv++) {
          int bound = nv;
          Long actual = simulate(c, bound);
          if (actual != null && actual == -2) continue; // undefined behaviour
          String where = f.name() + " " + c + " n=" + bound + ": count " + se.text(be) + ", max " + se.text(max);
          if (!se.isCouldNotCompute(be)) {
            if (actual == null) fail("loop never exits but Hoist has a count: " + where);
            BigInteger got = ScevEval.eval(be, Map.of(n, BigInteger.valueOf(bound)));
            if (got == null || got.longValue() != actual) fail("wrong count " + got + ", ran " + actual + ": " + where);
            checked++;
          }
          if (max instanceof ScevConstant mc && actual != null && mc.unsignedValue().longValue() < actual) {
            fail("max count " + mc.unsignedValue() + " below actual " + actual + ": " + where);
          }
        }
      }
    }
    assertTrue(computed > 300, "too few loops with counts: " + computed);
    assertTrue(checked > 10000, "too few runs checked: " + checked);
  }

  private static String function(String name, Config c) {
    String bound = c.bound != null ? Integer.toString(c.bound) : "%n";
    String v = c.post ? "%i.next" : "%i";
    String ops = c.swap ? bound + ", " + v : v + ", " + bound;
    String flags = c.flags.isEmpty() ? "" : c.flags + " ";
    String branch = c.exitOnTrue ? "br i1 %c, label %exit, label " : "br i1 %c, label ";
    StringBuilder sb = new StringBuilder();
    sb.append("define void @").append(name).append("(i8 %n) {\nentry:\n  br label %loop\n");
    if (c.top) {
      sb.append("loop:\n  %i = phi i8 [ ").append(c.start).append(", %entry ], [ %i.next, %body ]\n");
      sb.append("  %c = icmp ").append(c.pred).append(" i8 ").append(ops).append('\n');
      sb.append(c.exitOnTrue ? "  br i1 %c, label %exit, label %body\n" : "  br i1 %c, label %body, label %exit\n");
      sb.append("body:\n  %i.next = add ").append(flags).append("i8 %i, ").append(c.step).append("\n  br label %loop\n");
    } else {
      sb.append("loop:\n  %i = phi i8 [ ").append(c.start).append(", %entry ], [ %i.next, %loop ]\n");
      sb.append("  %i.next = add ").append(flags).append("i8 %i, ").append(c.step).append('\n');
      sb.append("  %c = icmp ").append(c.pred).append(" i8 ").append(ops).append('\n');
      sb.append(c.exitOnTrue ? "  br i1 %c, label %exit, label %loop\n" : "  br i1 %c, label %loop, label %exit\n");
    }
    sb.append("exit:\n  ret void\n}\n");
    return sb.toString();
  }

  /** Backedges taken; null when the loop does not exit within the limit, -2 when the run is undefined. */
  private static Long simulate(Config c, int bound) {
    int i = c.start;
    boolean iPoison = false;
    for (long k = 0; k < LIMIT; k++) {
      int next = (byte) (i + c.step);
      boolean nextPoison = iPoison || overflows(c, i);
      if (!c.top) {
        boolean cmpPoison = c.post ? nextPoison : iPoison;
        if (cmpPoison) return -2L;
        boolean cond = compare(c, c.post ? next : i, bound);
        if (cond == c.exitOnTrue) return k;
      } else {
        if (iPoison) return -2L;
        if (compare(c, i, bound) == c.exitOnTrue) return k;
      }
      i = next;
      iPoison = nextPoison;
    }
    return null;
  }

  private static boolean overflows(Config c, int i) {
    int s = i + c.step;
    boolean nsw = c.flags.contains("nsw") && (s < -128 || s > 127);
    int u = (i & 0xff) + (c.step & 0xff);
    boolean nuw = c.flags.contains("nuw") && u > 255;
    return nsw || nuw;
  }

  private static boolean compare(Config c, int v, int bound) {
    int a = c.swap ? bound : v, b = c.swap ? v : bound;
    int ua = a & 0xff, ub = b & 0xff;
    return switch (c.pred) {
      case "eq" -> a == b;
      case "ne" -> a != b;
      case "slt" -> a < b;
      case "sle" -> a <= b;
      case "sgt" -> a > b;
      case "sge" -> a >= b;
      case "ult" -> ua < ub;
      case "ule" -> ua <= ub;
      case "ugt" -> ua > ub;
      default -> ua >= ub;
    };
  }
}

package dev.hoist.analysis.scev;

import dev.hoist.analysis.DominatorTree;
import dev.hoist.analysis.LoopInfo;
import dev.hoist.ir.Argument;
import dev.hoist.ir.GlobalValue;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.Linkage;
import dev.hoist.ir.User;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.Constant;
import dev.hoist.ir.constant.ConstantExpr;
import dev.hoist.ir.constant.ConstantInt;
import java.util.Comparator;

/**
 * The canonical order of operands of commutative expressions (LLVM's CompareSCEVComplexity):
 * by kind (constants first, unknowns last), then constants by width and unsigned value,
 * recurrences outer loop first, unknowns by value kind (arguments by position, instructions by
 * opcode, loop depth and operands), n-ary expressions by operand count and operands. Ties that
 * LLVM leaves to pointer order are broken by creation id, so the order is deterministic.
 */
final class ScevOrder implements Comparator<Scev> {
  private final LoopInfo loops;
  private final DominatorTree dt;

  ScevOrder(LoopInfo loops, DominatorTree dt) {
    this.loops = loops;
    this.dt = dt;
  }

  @Override
  public int compare(Scev a, Scev b) {
    if (a == b) return 0;
    int c = complexity(a, b, 0);
    return c != 0 ? c : Integer.compare(a.id, b.id);
  }

  private int complexity(Scev a, Scev b, int depth) {
    if (a == b) return 0;
    if (a.kind() != b.kind()) return Integer.compare(a.kind().ordinal(), b.kind().ordinal());
    if (depth > 32) return 0;
    switch (a.kind()) {
      case UNKNOWN:
        return values(((ScevUnknown) a).value(), ((ScevUnknown) b).value(), 0);
      case CONSTANT: {
        ScevConstant x = (ScevConstant) a, y = (ScevConstant) b;
        if (x.bits() != y.bits()) return Integer.compare(x.bits(), y.bits());
        return x.unsignedValue().compareTo(y.unsignedValue());
      }
      case ADD_REC: {
        ScevAddRec x = (ScevAddRec) a, y = (ScevAddRec) b;
        if (x.loop() != y.loop()) {
          if (dt.dominates(y.loop().header(), x.loop().header())) return 1;
          if (dt.dominates(x.loop().header(), y.loop().header())) return -1;
        }
        break;
      }
      default:
        break;
    }
    if (a.numOperands() != b.numOperands()) return Integer.compare(a.numOperands(), b.numOperands());
    for (int i = 0; i < a.numOperands(); i++) {
      int c = complexity(a.operand(i), b.operand(i), depth + 1);
      if (c != 0) return c;
    }
    return 0;
  }

  /** LLVM's CompareValueComplexity, to depth 2. */
  int values(Value a, Value b, int depth) {
    if (a == b || depth > 2) return 0;
    boolean pa = a.type().isPointer(), pb = b.type().isPointer();
    if (pa != pb) return pa ? 1 : -1;
    int ka = rank(a), kb = rank(b);
    if (ka != kb) return Integer.compare(ka, kb);
    if (a instanceof Argument x && b instanceof Argument y) return Integer.compare(x.index(), y.index());
    if (a instanceof GlobalValue x && b instanceof GlobalValue y) {
      if (semanticName(x) && semanticName(y) && x.name() != null && y.name() != null) {
        return Integer.signum(x.name().compareTo(y.name()));
      }
      return 0;
    }
    if (a instanceof Instruction x && b instanceof Instruction y) {
      if (x.parent() != y.parent()) {
        int dx = loops.depth(x.parent()), dy = loops.depth(y.parent());
        if (dx != dy) return Integer.compare(dx, dy);
      }
      if (x.numOperands() != y.numOperands()) return Integer.compare(x.numOperands(), y.numOperands());
      for (int i = 0; i < x.numOperands(); i++) {
        Value u = x.operand(i), v = y.operand(i);
        if (u == null || v == null) continue;
        int c = values(u, v, depth + 1);
        if (c != 0) return c;
      }
    }
    return 0;
  }

  private static boolean semanticName(GlobalValue g) {
    Linkage l = g.linkage();
    return l != Linkage.PRIVATE && l != Linkage.INTERNAL;
  }

  /** LLVM's Value::getValueID order: arguments, blocks, globals, constants, then instructions by opcode. */
  private static int rank(Value v) {
    return switch (v) {
      case Argument a -> 0;
      case dev.hoist.ir.BasicBlock bb -> 1;
      case dev.hoist.ir.Function f -> 5;
      case dev.hoist.ir.GlobalAlias g -> 6;
      case dev.hoist.ir.GlobalVariable g -> 8;
      case ConstantExpr e -> 10;
      case ConstantInt c -> 21;
      case Constant c -> 20;
      case Instruction i -> 100 + i.opcode().ordinal();
      case User u -> 90;
      default -> 95;
    };
  }
}

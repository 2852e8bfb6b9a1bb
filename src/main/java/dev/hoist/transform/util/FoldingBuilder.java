package dev.hoist.transform.util;

import dev.hoist.ir.BinaryInst;
import dev.hoist.ir.CmpInst;
import dev.hoist.ir.CmpPredicate;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.Constant;
import dev.hoist.ir.constant.ConstantFolder;
import dev.hoist.ir.constant.ConstantInt;

/**
 * Inserts named instructions before one fixed instruction, folding those whose operands are all
 * constants (and {@code and true, x} to {@code x}), as LLVM's IRBuilder does with its constant
 * folder: code computed before a loop (trip counts, runtime checks) then holds no constant
 * arithmetic.
 *
 * New code goes before {@code insertionPoint}, named uniquely by {@code names}.
 *
 * <pre>
 *   FoldingBuilder b = new FoldingBuilder(preheader.terminator(), names);
 *   Value ok = b.compare(CmpPredicate.NE, nVec, zero, "min.iters.check");   // i1 true when nVec is a constant 8
 *   ok = b.binary(Opcode.AND, ok, apart, "vec.ok");                         // apart itself
 * </pre>
 */
public record FoldingBuilder(Instruction insertionPoint, NameUniquer names) {
  /** {@code a op b}, folded when both are constants (and {@code true & b} is {@code b}). */
  public Value binary(Opcode op, Value a, Value b, String name) {
    if (a instanceof Constant ca && b instanceof Constant cb) {
      Constant c = ConstantFolder.binary(op, 0, ca, cb);
      if (c != null) return c;
    }
    if (op == Opcode.AND && a instanceof ConstantInt c && c.isAllOnes()) return b;
    return insert(new BinaryInst(op, a, b), name);
  }

  /** {@code icmp p a, b}, folded when both are constants. */
  public Value compare(CmpPredicate p, Value a, Value b, String name) {
    if (a instanceof Constant ca && b instanceof Constant cb) {
      Constant c = ConstantFolder.compare(p, ca, cb);
      if (c != null) return c;
    }
    return insert(new CmpInst(Opcode.ICMP, p, a, b), name);
  }

  /** Inserts {@code i} as it is, named {@code name} (made unique). */
  public Value insert(Instruction i, String name) {
    i.setName(names.unique(name));
    insertionPoint.parent().insertBefore(i, insertionPoint);
    return i;
  }
}

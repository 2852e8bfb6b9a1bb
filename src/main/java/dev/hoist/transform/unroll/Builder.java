package dev.hoist.transform.unroll;

import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BinaryInst;
import dev.hoist.ir.CastInst;
import dev.hoist.ir.CmpInst;
import dev.hoist.ir.CmpPredicate;
import dev.hoist.ir.Function;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.SelectInst;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.Constant;
import dev.hoist.ir.constant.ConstantFolder;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.transform.util.NameUniquer;

/**
 * Makes the instructions the unroller adds (the counts of runtime unrolling, the remainder's
 * counter): each goes right before a given instruction, and an operation on constants is folded
 * instead of emitted, so that a loop with a constant count gets constant guards.
 */
final class Builder {
  private final NameUniquer names;

  Builder(NameUniquer names) {
    this.names = names;
  }

  Value binary(Opcode op, Value a, Value b, Instruction before, String name) {
    if (a instanceof Constant x && b instanceof Constant y) {
      Constant c = ConstantFolder.binary(op, 0, x, y);
      if (c != null) return c;
    }
    return insert(new BinaryInst(op, a, b), before, name);
  }

  Value add(Value a, Value b, Instruction before, String name) {
    return binary(Opcode.ADD, a, b, before, name);
  }

  Value sub(Value a, Value b, Instruction before, String name) {
    return binary(Opcode.SUB, a, b, before, name);
  }

  Value cmp(CmpPredicate p, Value a, Value b, Instruction before, String name) {
    if (a instanceof Constant x && b instanceof Constant y) {
      ConstantInt c = ConstantFolder.compare(p, x, y);
      if (c != null) return c;
    }
    return insert(new CmpInst(Opcode.ICMP, p, a, b), before, name);
  }

  Value select(Value cond, Value a, Value b, Instruction before, String name) {
    if (cond instanceof ConstantInt c) return c.isZero() ? b : a;
    return insert(new SelectInst(cond, a, b), before, name);
  }

  Value zext(Value v, dev.hoist.ir.type.Type to, Instruction before, String name) {
    if (v instanceof Constant c) {
      Constant r = ConstantFolder.cast(Opcode.ZEXT, c, to);
      if (r != null) return r;
    }
    return insert(new CastInst(Opcode.ZEXT, v, to), before, name);
  }

  /** A phi named {@code name} at the top of {@code b}. */
  PhiInst phi(dev.hoist.ir.type.Type t, BasicBlock b, String name) {
    PhiInst p = new PhiInst(t);
    p.setName(names.unique(name));
    Instruction at = b.firstNonPhi();
    if (at == null) b.append(p);
    else b.insertBefore(p, at);
    return p;
  }

  /** A new, empty block named {@code name}, placed before {@code before} in the layout. */
  BasicBlock block(String name, BasicBlock before) {
    BasicBlock b = new BasicBlock(names.unique(name));
    Function f = before.parent();
    f.insertBlockBefore(b, before);
    return b;
  }

  private Value insert(Instruction i, Instruction before, String name) {
    if (name != null) i.setName(names.unique(name));
    before.parent().insertBefore(i, before);
    return i;
  }
}

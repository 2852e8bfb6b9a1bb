package dev.hoist.transform.util;

import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.Function;
import dev.hoist.ir.GlobalAlias;
import dev.hoist.ir.GlobalValue;
import dev.hoist.ir.GlobalVariable;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.Module;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.Use;
import dev.hoist.ir.User;
import dev.hoist.ir.constant.BlockAddress;
import dev.hoist.ir.constant.Constant;
import dev.hoist.ir.constant.ConstantExpr;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.ir.type.IntegerType;
import java.util.Collection;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;

/**
 * The {@code blockaddress} constants of deleted blocks. LLVM replaces each with
 * {@code inttoptr (i32 1 to T)} when it deletes the block (the address of a block no branch can
 * reach is only compared, never jumped to); constants keep no use lists here, so the module's
 * globals and instructions are searched for them, which only a block whose address is taken costs.
 */
public final class BlockAddresses {
  private BlockAddresses() {}

  /** Whether a {@code blockaddress} constant names {@code b}. */
  public static boolean taken(BasicBlock b) {
    for (Use u = b.firstUse(); u != null; u = u.nextUse()) if (u.user() instanceof BlockAddress) return true;
    return false;
  }

  /** Replaces every {@code blockaddress} of one of {@code gone} in {@code m} by {@code inttoptr (i32 1 to T)}. */
  public static void zap(Module m, Collection<BasicBlock> gone) {
    Set<BasicBlock> blocks = Collections.newSetFromMap(new IdentityHashMap<>());
    blocks.addAll(gone);
    Set<User> seen = Collections.newSetFromMap(new IdentityHashMap<>());
    for (GlobalVariable g : m.globals()) replaceIn(g, blocks, seen);
    for (GlobalAlias a : m.aliases()) replaceIn(a, blocks, seen);
    for (Function f : m.functions()) {
      replaceIn(f, blocks, seen);
      for (BasicBlock b : f.blocks()) for (Instruction i = b.first(); i != null; i = i.next()) replaceIn(i, blocks, seen);
    }
  }

  private static void replaceIn(User u, Set<BasicBlock> gone, Set<User> seen) {
    for (int k = 0; k < u.numOperands(); k++) {
      if (u.operand(k) instanceof BlockAddress ba && gone.contains(ba.block())) {
        u.setOperand(k, ConstantExpr.cast(Opcode.INTTOPTR, ConstantInt.get(IntegerType.get(32), 1), ba.type()));
      } else if (u.operand(k) instanceof Constant c && !(c instanceof GlobalValue) && c.numOperands() > 0 && seen.add(c)) {
        replaceIn(c, gone, seen);
      }
    }
  }
}

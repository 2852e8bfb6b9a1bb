package dev.hoist.transform.util;

import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.Function;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.Value;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Copies a set of blocks (a loop with its preheader, for loop versioning) inside their function,
 * as LLVM's CloneBasicBlock + remapInstructionsInBlocks: every instruction is cloned with its
 * metadata, names get a suffix, and operands, phi blocks and branch targets that refer to the
 * copied blocks or values are redirected to the copies. References to anything outside the set
 * stay as they are, so the copy reads the same values the original does.
 */
public final class LoopCloner {
  private LoopCloner() {}

  /**
   * Clones {@code blocks} (in the given order) and inserts the copies before {@code before} in the
   * function's layout; returns the map from each original block and instruction to its copy.
   */
  public static Map<Value, Value> cloneBlocks(List<BasicBlock> blocks, String suffix, BasicBlock before, NameUniquer names) {
    return cloneBlocks(blocks, suffix, before, names, Map.of());
  }

  /**
   * Clones {@code blocks} as above, except the instructions {@code substitute} maps (the header
   * phis of a loop body copied for unrolling): those are not copied, and the copies use the value
   * given in their place. With {@code before} null the copies are appended to the function.
   */
  public static Map<Value, Value> cloneBlocks(List<BasicBlock> blocks, String suffix, BasicBlock before, NameUniquer names,
      Map<? extends Value, ? extends Value> substitute) {
    Function f = blocks.get(0).parent();
    Map<Value, Value> map = new IdentityHashMap<>();
    for (BasicBlock b : blocks) {
      BasicBlock copy = new BasicBlock(b.hasName() ? names.unique(b.name() + suffix) : null);
      map.put(b, copy);
      for (Instruction i = b.first(); i != null; i = i.next()) {
        Value s = substitute.get(i);
        if (s != null) {
          map.put(i, s);
          continue;
        }
        Instruction c = i.cloneInstruction();
        if (i.hasName()) c.setName(names.unique(i.name() + suffix));
        map.put(i, c);
        copy.append(c);
      }
      if (before != null) f.insertBlockBefore(copy, before);
      else f.appendBlock(copy);
    }
    for (BasicBlock b : blocks) {
      BasicBlock copy = (BasicBlock) map.get(b);
      for (Instruction c = copy.first(); c != null; c = c.next()) {
        for (int k = 0; k < c.numOperands(); k++) {
          Value m = map.get(c.operand(k));
          if (m != null) c.setOperand(k, m);
        }
        if (c instanceof PhiInst phi) {
          for (int k = 0; k < phi.numIncoming(); k++) {
            Value m = map.get(phi.incomingBlock(k));
            if (m != null) phi.setIncomingBlock(k, (BasicBlock) m);
          }
        }
      }
    }
    return map;
  }
}

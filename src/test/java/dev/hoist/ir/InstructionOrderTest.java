package dev.hoist.ir;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hoist.testutil.Hoist;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link Instruction#comesBefore} and {@link BasicBlock#changes}: the order numbers follow the list
 * through insertions in the middle, appends, removals and moves to another block, and every
 * placement or removal is counted.
 */
class InstructionOrderTest {
  private static final String MODULE = """
      define i32 @f(i32 %a, i32 %b) {
      entry:
        %x = add i32 %a, %b
        %y = mul i32 %x, %a
        %z = sub i32 %y, %b
        br label %next

      next:
        %w = xor i32 %z, 1
        ret i32 %w
      }
      """;

  /** Checks comesBefore against list positions for every pair of {@code b}'s instructions. */
  private static void agreesWithList(BasicBlock b) {
    List<Instruction> l = b.instructions();
    for (int i = 0; i < l.size(); i++) {
      for (int j = 0; j < l.size(); j++) {
        assertTrue(l.get(i).comesBefore(l.get(j)) == i < j, l.get(i) + " against " + l.get(j));
      }
    }
  }

  @Test
  void followsInsertionsRemovalsAndMoves() {
    Function f = Hoist.parse(MODULE).getFunction("f");
    BasicBlock entry = f.blocks().get(0), next = f.blocks().get(1);
    agreesWithList(entry);
    List<Instruction> l = entry.instructions();
    Instruction x = l.get(0), y = l.get(1), z = l.get(2);

    int changes = entry.changes();
    z.removeFromParent(); // numbers stay increasing, with a gap
    assertNotEquals(changes, entry.changes());
    agreesWithList(entry);
    entry.insertBefore(z, y); // now x, z, y, br: the numbers are redone on the next question
    agreesWithList(entry);
    assertTrue(z.comesBefore(y) && x.comesBefore(z));

    y.removeFromParent();
    entry.append(y); // after the terminator, only to test appending to a numbered block
    agreesWithList(entry);
    y.removeFromParent();
    entry.prepend(y);
    agreesWithList(entry);

    Instruction w = next.first();
    assertThrows(IllegalArgumentException.class, () -> w.comesBefore(x));
    w.removeFromParent();
    entry.insertBefore(w, x); // a move into another block
    agreesWithList(entry);
    agreesWithList(next);
    assertFalse(x.comesBefore(w));
  }
}

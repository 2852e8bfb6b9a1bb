package dev.hoist.ir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.hoist.testutil.Hoist;
import dev.hoist.transform.util.NameUniquer;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * {@link Function#localNames}: after placements, removals, renames and blocks entering and leaving
 * the function, the counts brought up to date from the journal say what a walk over the function
 * says; and a {@link NameUniquer} keeps the view of its first request.
 */
class LocalNamesTest {
  private static final String MODULE = """
      define i32 @f(i32 %a, i32 %b) {
      entry:
        %x = add i32 %a, %b
        %y = mul i32 %x, %a
        br label %next

      next:
        %w = xor i32 %y, 1
        ret i32 %w
      }
      """;

  private static final List<String> CANDIDATES =
      List.of("a", "b", "x", "y", "w", "entry", "next", "v", "v2", "side", "c", "a1", "x.moved");

  /** The names a walk finds in {@code f}. */
  private static Set<String> walk(Function f) {
    Set<String> s = new HashSet<>();
    for (Argument a : f.args()) if (a.hasName()) s.add(a.name());
    for (BasicBlock b : f.blocks()) {
      if (b.hasName()) s.add(b.name());
      for (Instruction i = b.first(); i != null; i = i.next()) if (i.hasName()) s.add(i.name());
    }
    return s;
  }

  private static void agreesWithWalk(Function f) {
    LocalNames n = f.localNames();
    Set<String> w = walk(f);
    for (String c : CANDIDATES) assertEquals(w.contains(c), n.holds(c), c);
  }

  @Test
  void journalKeepsTheCountsOfAWalk() {
    Function f = Hoist.parse(MODULE).getFunction("f");
    agreesWithWalk(f);
    BasicBlock entry = f.blocks().get(0), next = f.blocks().get(1);
    Instruction x = entry.first(), y = x.next(), w = next.first();

    Instruction v = new BinaryInst(Opcode.ADD, x, y);
    v.setName("v"); // named while detached: not the function's yet
    agreesWithWalk(f);
    v.insertBefore(y);
    agreesWithWalk(f);
    v.setName("v2"); // renamed in place
    agreesWithWalk(f);
    v.eraseFromParent();
    agreesWithWalk(f);

    x.removeFromParent(); // moved to another block: leaves and enters again
    next.prepend(x);
    x.setName("x.moved");
    agreesWithWalk(f);

    f.arg(0).setName("a1");
    agreesWithWalk(f);

    // A block made with its instructions, then put in the function; then taken out again.
    BasicBlock side = new BasicBlock("side");
    Instruction c = new BinaryInst(Opcode.SUB, f.arg(1), f.arg(1));
    c.setName("c");
    side.append(c);
    f.insertBlockAfter(side, next);
    agreesWithWalk(f);
    side.eraseFromParent();
    agreesWithWalk(f);
    w.setName(null);
    agreesWithWalk(f);
  }

  @Test
  void uniquerKeepsItsViewAndFreesNamesOnlyAfresh() {
    Function f = Hoist.parse(MODULE).getFunction("f");
    BasicBlock entry = f.blocks().get(0);
    Instruction x = entry.first();
    NameUniquer first = new NameUniquer(f);
    assertNotEquals("x", first.unique("x"));
    x.setName("renamed"); // the first table keeps seeing "x" taken, as a table from a walk would
    assertNotEquals("x", first.unique("x"));
    assertEquals("x", new NameUniquer(f).unique("x")); // a new table sees it free
  }

  @Test
  void longJournalIsDroppedForAWalk() {
    Function f = Hoist.parse(MODULE).getFunction("f");
    f.localNames();
    Instruction y = f.blocks().get(0).first().next();
    for (int k = 0; k < 10_000; k++) y.setName(k % 2 == 0 ? "p" + k : "y");
    agreesWithWalk(f);
  }
}

package dev.hoist.transform.util;

import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.Use;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.ConstantSimple;
import dev.hoist.ir.type.Type;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Rebuilds SSA form for one variable given its definitions at the ends of some blocks (Braun et
 * al., "Simple and Efficient Construction of SSA Form"): a use asks for the value live at the end
 * of a block; blocks with one predecessor forward the question, blocks with several get a phi,
 * and phis that merge a single value are removed again. Used by LCSSA formation and by LICM's
 * scalar promotion.
 */
public final class SsaUpdater {
  private final Type type;
  private final String name;
  private final NameUniquer names;
  private final Map<BasicBlock, Value> endValue = new HashMap<>();
  private final List<PhiInst> inserted = new ArrayList<>();
  private final java.util.Set<PhiInst> insertedSet = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
  /** Phis removed as trivial, and the value that replaced each (which may itself be replaced later). */
  private final Map<Value, Value> replaced = new java.util.IdentityHashMap<>();

  public SsaUpdater(Type type, String name, NameUniquer names) {
    this.type = type;
    this.name = name;
    this.names = names;
  }

  /** Declares that {@code v} is the variable's value at the end of {@code b}. */
  public void addAvailableValue(BasicBlock b, Value v) {
    endValue.put(b, v);
  }

  /** The value at the end of {@code b} if it is known already (given, or found for a use), else null: LLVM's FindValueForBlock. */
  public Value knownAtEnd(BasicBlock b) {
    Value v = endValue.get(b);
    return v == null ? null : resolve(v);
  }

  public boolean hasValueAtEnd(BasicBlock b) {
    return endValue.containsKey(b);
  }

  /** The phis this updater created and kept. */
  public List<PhiInst> insertedPhis() {
    List<PhiInst> l = new ArrayList<>();
    for (PhiInst p : inserted) if (p.parent() != null) l.add(p);
    return l;
  }

  /**
   * The value at the end of {@code b}. Chains of single-predecessor blocks are walked iteratively
   * (functions from Csmith have thousands of them); a cycle of such blocks can only be unreachable,
   * and gets undef.
   */
  public Value valueAtEnd(BasicBlock b) {
    Value v = endValue.get(b);
    if (v != null) return resolve(v);
    List<BasicBlock> chain = new ArrayList<>();
    java.util.Set<BasicBlock> seen = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
    BasicBlock cur = b;
    while (true) {
      v = endValue.get(cur);
      if (v != null) break;
      BasicBlock single = cur.singlePredecessor();
      if (single == null || !seen.add(cur)) {
        v = cur.predecessorEdges().isEmpty() || single != null ? ConstantSimple.undef(type) : phiAtTop(cur);
        endValue.put(cur, resolve(v));
        break;
      }
      chain.add(cur);
      cur = single;
    }
    v = resolve(v);
    for (BasicBlock c : chain) endValue.put(c, v);
    return v;
  }

  /** A phi at the top of {@code b} merging the value from every predecessor; trivial ones fold away. */
  private Value phiAtTop(BasicBlock b) {
    PhiInst phi = new PhiInst(type);
    phi.setName(names.unique(name));
    b.prepend(phi);
    inserted.add(phi);
    insertedSet.add(phi);
    endValue.put(b, phi); // break cycles before visiting predecessors
    for (BasicBlock p : b.predecessorEdges()) phi.addIncoming(valueAtEnd(p), p);
    return tryRemoveTrivial(phi);
  }

  /**
   * Follows replacements of removed phis to the value now standing for {@code v}, shortening the
   * chain on the way. Stored values are resolved when read, never rewritten in place: rewriting
   * every block's entry on each removal made LCSSA quadratic (6 s on a 150 KB llvm-stress module).
   */
  private Value resolve(Value v) {
    Value r = replaced.get(v);
    if (r == null) return v;
    Value next;
    while ((next = replaced.get(r)) != null) r = next;
    Value c = v;
    while ((next = replaced.get(c)) != null && next != r) {
      replaced.put(c, r);
      c = next;
    }
    return r;
  }

  private final Map<BasicBlock, Value> startValue = new HashMap<>();

  /** The value live at the start of {@code b} (ignoring any definition inside {@code b}). */
  public Value valueAtStart(BasicBlock b) {
    Value cached = startValue.get(b);
    if (cached != null) {
      cached = resolve(cached);
      if (!(cached instanceof PhiInst p) || p.parent() != null) return cached;
    }
    Value v = computeValueAtStart(b);
    startValue.put(b, v);
    return v;
  }

  private Value computeValueAtStart(BasicBlock b) {
    Value end = endValue.get(b) == null ? null : resolve(endValue.get(b));
    // A phi this updater placed at the top of b is also the value at its start.
    if (end instanceof PhiInst p && p.parent() == b && insertedSet.contains(p)) return end;
    List<BasicBlock> preds = b.predecessorEdges();
    if (preds.isEmpty()) return ConstantSimple.undef(type);
    if (b.singlePredecessor() != null) return valueAtEnd(b.singlePredecessor());
    PhiInst phi = new PhiInst(type);
    phi.setName(names.unique(name));
    b.prepend(phi);
    inserted.add(phi);
    insertedSet.add(phi);
    Value saved = endValue.get(b);
    if (saved == null) endValue.put(b, phi);
    for (BasicBlock p : preds) phi.addIncoming(valueAtEnd(p), p);
    Value v = resolve(tryRemoveTrivial(phi));
    if (saved == null && resolve(endValue.get(b)) == v) endValue.put(b, v);
    return v;
  }

  /** Rewrites the use {@code u} to the value that reaches it. */
  public void rewriteUse(Use u) {
    Instruction user = (Instruction) u.user();
    Value v = user instanceof PhiInst phi ? valueAtEnd(phi.incomingBlock(u.index())) : valueAtStart(user.parent());
    u.set(resolve(v));
  }

  /** A phi whose entries are all the same value (or itself) is that value. */
  private Value tryRemoveTrivial(PhiInst phi) {
    Value same = null;
    for (int i = 0; i < phi.numIncoming(); i++) {
      Value op = phi.incomingValue(i);
      if (op == same || op == phi) continue;
      if (same != null) return phi;
      same = op;
    }
    if (same == null) same = ConstantSimple.undef(type);
    same = resolve(same);
    List<Use> users = phi.uses();
    replaced.put(phi, same);
    phi.replaceAllUsesWith(same);
    phi.eraseFromParent();
    for (Use u : users) {
      if (u.user() instanceof PhiInst p && p != phi && p.parent() != null && insertedSet.contains(p)) tryRemoveTrivial(p);
    }
    return resolve(same);
  }
}

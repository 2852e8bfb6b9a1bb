package dev.hoist.ir;

import dev.hoist.ir.type.PrimitiveType;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;

/**
 * A basic block: a label-typed value holding a doubly linked list of instructions that ends in a
 * terminator. Predecessors are found from the block's use list (the terminators that name it),
 * as in LLVM; phi nodes name their incoming blocks separately, not as uses.
 */
public final class BasicBlock extends Value implements Iterable<Instruction> {
  Function parent;
  int id = -1;
  private Instruction first;
  private Instruction last;
  private int size;
  /** Whether the instructions' {@link Instruction#order} numbers increase along the list (LLVM's InstrOrderValid). */
  private boolean orderValid;
  /** Counts the instructions placed in this block and removed from it: a side table keyed by it is current while it is unchanged. */
  private int changes;

  public BasicBlock(String name) {
    super(PrimitiveType.LABEL);
    setName(name);
  }

  public Function parent() {
    return parent;
  }

  @Override
  Function localScope() {
    return parent;
  }

  /** The dense id in the enclosing function, or -1 when not placed in one. */
  public int id() {
    return id;
  }

  public Instruction first() {
    return first;
  }

  public Instruction last() {
    return last;
  }

  public int size() {
    return size;
  }

  public boolean isEmpty() {
    return first == null;
  }

  /** The terminator, or null while the block is being built. */
  public Instruction terminator() {
    return last != null && last.isTerminator() ? last : null;
  }

  /** The first instruction that is not a phi (nor a landingpad or other pad, which must also lead). */
  public Instruction firstNonPhi() {
    Instruction i = first;
    while (i instanceof PhiInst) i = i.next;
    return i;
  }

  /** The first point where ordinary instructions may be inserted: after phis and EH pads. */
  /**
   * Whether the block is an exception-handling pad (LLVM's isEHPad): it starts with a landingpad,
   * catchswitch, catchpad or cleanuppad. Code cannot simply be placed into such a block, nor can
   * its incoming edges be split.
   */
  public boolean isEHPad() {
    Instruction i = firstNonPhi();
    return i instanceof LandingPadInst || i instanceof FuncletPadInst || i instanceof CatchSwitchInst;
  }

  public Instruction firstInsertionPoint() {
    Instruction i = firstNonPhi();
    if (i instanceof LandingPadInst || i instanceof FuncletPadInst || i instanceof CatchSwitchInst) i = i.next;
    return i;
  }

  public List<PhiInst> phis() {
    List<PhiInst> l = new ArrayList<>();
    for (Instruction i = first; i instanceof PhiInst p; i = i.next) l.add(p);
    return l;
  }

  @Override
  public Iterator<Instruction> iterator() {
    return new Iterator<>() {
      private Instruction cur = first;

      @Override
      public boolean hasNext() {
        return cur != null;
      }

      @Override
      public Instruction next() {
        if (cur == null) throw new NoSuchElementException();
        Instruction r = cur;
        cur = r.next;
        return r;
      }
    };
  }

  /** A snapshot of the instructions, safe to iterate while moving them around. */
  public List<Instruction> instructions() {
    List<Instruction> l = new ArrayList<>(size);
    for (Instruction i = first; i != null; i = i.next) l.add(i);
    return l;
  }

  // ---- CFG -------------------------------------------------------------------------------------

  /** Successors in terminator order, one per edge (duplicates kept). */
  public List<BasicBlock> successors() {
    Instruction t = terminator();
    if (t == null) return List.of();
    List<BasicBlock> l = new ArrayList<>(2);
    for (int i = 0, n = t.numOperands(); i < n; i++) {
      if (t.operand(i) instanceof BasicBlock b) l.add(b);
    }
    return l;
  }

  /**
   * The block that branches along use {@code u} of a block: the block of the terminator that is
   * {@code u}'s user, or null when the user is no terminator in a block. Walking a block's use list
   * with it visits its predecessors, one per edge, without making a list.
   */
  public static BasicBlock branchingFrom(Use u) {
    return u.user() instanceof Instruction i && i.isTerminator() ? i.parent : null;
  }

  /**
   * Where use {@code u} of a value takes place: the user's block, or for a phi the incoming block
   * the value comes from (the use happens at the end of that edge's source); null when the user
   * is no instruction in a block.
   */
  public static BasicBlock usedIn(Use u) {
    if (!(u.user() instanceof Instruction user) || user.parent == null) return null;
    return user instanceof PhiInst p ? p.incomingBlock(u.index()) : user.parent;
  }

  /** Predecessors, one per edge (a switch with two cases to this block counts twice), in use-list order. */
  public List<BasicBlock> predecessorEdges() {
    List<BasicBlock> l = new ArrayList<>(2);
    for (Use u = firstUse; u != null; u = u.nextUse()) {
      BasicBlock p = branchingFrom(u);
      if (p != null) l.add(p);
    }
    return l;
  }

  /** Distinct predecessors, in use-list order. */
  public List<BasicBlock> predecessors() {
    List<BasicBlock> l = new ArrayList<>(2);
    for (Use u = firstUse; u != null; u = u.nextUse()) {
      BasicBlock p = branchingFrom(u);
      if (p != null && !l.contains(p)) l.add(p);
    }
    return l;
  }

  /**
   * Whether something other than a terminator names this block (a {@code blockaddress}): LLVM's
   * hasAddressTaken. Such a block may not be merged away, deleted or copied.
   */
  public boolean hasAddressTaken() {
    for (Use u = firstUse; u != null; u = u.nextUse()) {
      if (!(u.user() instanceof Instruction i) || !i.isTerminator()) return true;
    }
    return false;
  }

  /** The only predecessor, or null when there are none or several. */
  public BasicBlock singlePredecessor() {
    // Walks the use list rather than build the list of predecessors: loop analyses ask this of
    // every header and exit, after every change to a function's CFG.
    BasicBlock out = null;
    for (Use u = firstUse; u != null; u = u.nextUse()) {
      BasicBlock p = branchingFrom(u);
      if (p == null) continue;
      if (out == null) out = p;
      else if (out != p) return null;
    }
    return out;
  }

  /** The only successor, or null. */
  public BasicBlock singleSuccessor() {
    Instruction t = terminator();
    if (t == null) return null;
    BasicBlock out = null;
    for (int i = 0, n = t.numOperands(); i < n; i++) {
      if (!(t.operand(i) instanceof BasicBlock b)) continue;
      if (out == null) out = b;
      else if (out != b) return null;
    }
    return out;
  }

  /** How many successors {@link #successors} lists (an edge each, so a block reached twice counts twice). */
  public int numSuccessors() {
    Instruction t = terminator();
    if (t == null) return 0;
    int n = 0;
    for (int i = 0, m = t.numOperands(); i < m; i++) if (t.operand(i) instanceof BasicBlock) n++;
    return n;
  }

  /** In every phi of this block, makes entries for {@code from} name {@code to} instead. */
  public void replacePhiUsesWith(BasicBlock from, BasicBlock to) {
    for (Instruction i = first; i instanceof PhiInst p; i = i.next) p.replaceIncomingBlock(from, to);
  }

  // ---- list maintenance ------------------------------------------------------------------------

  public void append(Instruction inst) {
    checkDetached(inst);
    inst.parent = this;
    inst.prev = last;
    inst.next = null;
    if (last != null) last.next = inst;
    else first = inst;
    // Appending keeps the order numbers increasing, as most insertions (the parser's) are appends.
    if (orderValid) inst.order = last == null ? 0 : last.order + 1;
    last = inst;
    size++;
    placed(inst);
  }

  public void prepend(Instruction inst) {
    if (first == null) append(inst);
    else insertBefore(inst, first);
  }

  /** Inserts {@code inst} before {@code pos}, which must be in this block. */
  public void insertBefore(Instruction inst, Instruction pos) {
    checkDetached(inst);
    if (pos.parent != this) throw new IllegalArgumentException("position not in this block");
    inst.parent = this;
    inst.next = pos;
    inst.prev = pos.prev;
    if (pos.prev != null) pos.prev.next = inst;
    else first = inst;
    pos.prev = inst;
    size++;
    orderValid = false;
    placed(inst);
  }

  /** Inserts before the terminator (or appends while there is none). */
  public void insertBeforeTerminator(Instruction inst) {
    Instruction t = terminator();
    if (t != null) insertBefore(inst, t);
    else append(inst);
  }

  void unlink(Instruction inst) {
    if (inst.prev != null) inst.prev.next = inst.next;
    else first = inst.next;
    if (inst.next != null) inst.next.prev = inst.prev;
    else last = inst.prev;
    inst.prev = inst.next = null;
    inst.parent = null;
    size--;
    changes++;
    if (parent != null && parent.localNames != null && inst.name() != null) parent.localNames.left(inst.name());
  }

  private static void checkDetached(Instruction inst) {
    if (inst.parent != null) throw new IllegalStateException(inst + " is already in a block");
  }

  private void placed(Instruction inst) {
    changes++;
    if (parent != null) {
      parent.assignId(inst);
      if (parent.localNames != null && inst.name() != null) parent.localNames.entered(inst.name());
    }
  }

  /**
   * How many times an instruction was placed in this block or removed from it: what an analysis
   * derived from the block's list stays true while this is unchanged.
   */
  public int changes() {
    return changes;
  }

  /** Numbers the instructions in list order if an insertion since the last numbering broke it. */
  void ensureOrder() {
    if (orderValid) return;
    int n = 0;
    for (Instruction i = first; i != null; i = i.next) i.order = n++;
    orderValid = true;
  }

  /** Removes this block from its function, dropping its instructions' operands. */
  public void eraseFromParent() {
    for (Instruction i = first; i != null; i = i.next) i.dropAllReferences();
    if (parent != null) parent.removeBlock(this);
  }

  @Override
  public String reference() {
    return name() != null ? "%" + name() : "%<unnamed block " + id + ">";
  }
}

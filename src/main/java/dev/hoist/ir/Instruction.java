package dev.hoist.ir;

import dev.hoist.ir.metadata.MDNode;
import dev.hoist.ir.type.Type;

/**
 * An instruction: a user that lives in a {@link BasicBlock} (an intrusive doubly linked list).
 * The subclasses mirror LLVM's instruction classes; the small {@link #flags()} word holds
 * nuw/nsw/exact/inbounds and fast-math flags for those that have them.
 *
 * <p>Each instruction placed in a function gets a dense id (unique in the function, never reused),
 * so analyses can keep per-instruction facts in arrays sized by {@link Function#instructionIdBound()}.
 */
public abstract sealed class Instruction extends User
    permits BinaryInst, UnaryInst, CastInst, CmpInst, PhiInst, SelectInst, FreezeInst, AllocaInst, LoadInst,
        StoreInst, FenceInst, CmpXchgInst, AtomicRMWInst, GepInst, CallBase, RetInst, BrInst, SwitchInst,
        IndirectBrInst, ResumeInst, UnreachableInst, CleanupRetInst, CatchRetInst, CatchSwitchInst,
        LandingPadInst, FuncletPadInst, VAArgInst, ExtractElementInst, InsertElementInst, ShuffleVectorInst,
        ExtractValueInst, InsertValueInst {

  private final Opcode opcode;
  protected int flags;
  BasicBlock parent;
  Instruction prev;
  Instruction next;
  int id = -1;
  /** The position in the block's list, valid while the block says so ({@link #comesBefore}). */
  int order;
  private MetadataAttachments metadata;
  private long sourcePos; // (line << 24) | column of the defining text, 0 when created by a pass

  protected Instruction(Opcode opcode, Type type) {
    super(type);
    this.opcode = opcode;
  }

  public final Opcode opcode() {
    return opcode;
  }

  public final int flags() {
    return flags;
  }

  public final boolean hasFlag(int f) {
    return (flags & f) != 0;
  }

  public final void setFlags(int f) {
    this.flags = f;
  }

  /** The fast-math flags part of {@link #flags()}. */
  public final int fastMathFlags() {
    return flags & Flags.FMF_ALL;
  }

  public final BasicBlock parent() {
    return parent;
  }

  @Override
  final Function localScope() {
    return parent == null ? null : parent.parent();
  }

  public final Function function() {
    return parent == null ? null : parent.parent();
  }

  public final Instruction next() {
    return next;
  }

  /**
   * Whether this instruction comes before {@code other} in their block (LLVM's comesBefore): the
   * block numbers its instructions when first asked after an insertion, so that a pass asking
   * again and again pays for one walk, not one each time.
   */
  public final boolean comesBefore(Instruction other) {
    if (parent == null || other.parent != parent) throw new IllegalArgumentException("instructions not in the same block");
    parent.ensureOrder();
    return order < other.order;
  }

  /**
   * A number that grows along the block's list (with gaps where instructions were removed), the
   * same until the next insertion into the block ({@link BasicBlock#changes} tells).
   */
  public final int orderInBlock() {
    parent.ensureOrder();
    return order;
  }

  public final Instruction prev() {
    return prev;
  }

  /** The dense id in the enclosing function, or -1 when not placed in one. */
  public final int id() {
    return id;
  }

  public final boolean isTerminator() {
    return opcode.isTerminator();
  }

  /** The {@code !kind} attachments, created on first use. */
  public final MetadataAttachments metadata() {
    if (metadata == null) metadata = new MetadataAttachments();
    return metadata;
  }

  public final boolean hasMetadata() {
    return metadata != null && !metadata.isEmpty();
  }

  public final MDNode getMetadata(String kind) {
    return metadata == null ? null : metadata.get(kind);
  }

  /**
   * Drops every attachment but the source location (LLVM's dropUnknownNonDebugMetadata): for an
   * instruction moved where facts that held at its old place (ranges, nonnull, aliasing scopes)
   * may not.
   */
  public final void dropMetadataButLocation() {
    if (metadata == null || metadata.isEmpty()) return;
    MDNode loc = metadata.get("dbg");
    metadata.clear();
    if (loc != null) metadata.set("dbg", loc);
  }

  public final void setMetadata(String kind, MDNode node) {
    if (node == null && metadata == null) return;
    metadata().set(kind, node);
  }

  public final long sourcePos() {
    return sourcePos;
  }

  public final void setSourcePos(long pos) {
    this.sourcePos = pos;
  }

  public final int sourceLine() {
    return (int) (sourcePos >>> 24);
  }

  public final int sourceColumn() {
    return (int) (sourcePos & 0xffffff);
  }

  // ---- placement -------------------------------------------------------------------------------

  /** Inserts this (detached) instruction before {@code pos}. */
  public final void insertBefore(Instruction pos) {
    pos.parent.insertBefore(this, pos);
  }

  /** Inserts this (detached) instruction after {@code pos}. */
  public final void insertAfter(Instruction pos) {
    if (pos.next != null) pos.parent.insertBefore(this, pos.next);
    else pos.parent.append(this);
  }

  /** Unlinks this instruction from its block, keeping its operands (so it can be re-inserted). */
  public final void removeFromParent() {
    if (parent != null) parent.unlink(this);
  }

  /** Moves this instruction to just before {@code pos} (possibly in another block). */
  public final void moveBefore(Instruction pos) {
    removeFromParent();
    insertBefore(pos);
  }

  /** Removes this instruction from its block and drops its operands. It must have no uses left. */
  public final void eraseFromParent() {
    if (hasUses()) throw new IllegalStateException("erasing " + this + " which still has uses");
    removeFromParent();
    dropAllReferences();
  }

  // ---- semantics shared by analyses -------------------------------------------------------------

  /** May this instruction read memory (loads, calls that are not readnone, atomics, va_arg...)? */
  public boolean mayReadMemory() {
    return false;
  }

  /** May this instruction write memory (stores, calls that are not readonly, atomics, fences...)? */
  public boolean mayWriteMemory() {
    return false;
  }

  /** May this instruction unwind (throw)? Calls without nounwind, invokes' callees, resume... */
  public boolean mayThrow() {
    return false;
  }

  /** Side effects beyond its result: writes, possible unwinding, volatile access, not returning. */
  public boolean mayHaveSideEffects() {
    return mayWriteMemory() || mayThrow();
  }

  /** A copy with the same operands, flags and metadata, not placed in any block and without name. */
  public abstract Instruction cloneInstruction();

  /** Copies flags, metadata and source position onto a clone. */
  protected final <T extends Instruction> T finishClone(T copy) {
    copy.flags = flags;
    if (metadata != null) copy.metadata().copyFrom(metadata);
    copy.setSourcePos(sourcePos);
    return copy;
  }

  protected final Value[] operandArray() {
    Value[] a = new Value[numOperands()];
    for (int i = 0; i < a.length; i++) a[i] = operand(i);
    return a;
  }

  @Override
  public String reference() {
    if (name() != null) return "%" + name();
    return type().isVoid() ? opcode.text() + " (void)" : "%<unnamed " + opcode.text() + ">";
  }
}

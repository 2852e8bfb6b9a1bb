package dev.hoist.ir;

import dev.hoist.ir.attr.AttributeList;
import dev.hoist.ir.constant.Constant;
import dev.hoist.ir.type.FunctionType;
import dev.hoist.ir.type.PointerType;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A function definition or declaration. Operands 0..2 are the optional prefix data, prologue data
 * and personality (null when absent). Blocks and instructions placed in the function get dense ids
 * from two counters that only grow, so ids stay valid while a pass adds code.
 */
public final class Function extends GlobalObject {
  private final FunctionType functionType;
  private final Argument[] args;
  private final List<BasicBlock> blocks = new ArrayList<>();
  /** Its values' names, once asked for (null before): the IR then records each name entering or leaving. */
  LocalNames localNames;
  private int callingConv = CallingConv.C;
  private AttributeList attributes = AttributeList.EMPTY;
  private String gc;
  private int nextInstId;
  private int nextBlockId;
  private long sourcePos;
  /** LLVM's ValueSymbolTable::LastUnique: the suffix counter shared by every renamed local of the function. */
  private int lastUniqueSuffix;
  private final List<String> useListOrders = new ArrayList<>();

  public Function(FunctionType functionType, PointerType ptrType, String name) {
    super(functionType, ptrType, name);
    this.functionType = functionType;
    args = new Argument[functionType.numParams()];
    for (int i = 0; i < args.length; i++) args[i] = new Argument(functionType.param(i), this, i);
    addOperand(null);
    addOperand(null);
    addOperand(null);
  }

  public FunctionType functionType() {
    return functionType;
  }

  public int numArgs() {
    return args.length;
  }

  public Argument arg(int i) {
    return args[i];
  }

  public List<Argument> args() {
    return List.of(args);
  }

  public int callingConv() {
    return callingConv;
  }

  public void setCallingConv(int cc) {
    this.callingConv = cc;
  }

  public AttributeList attributes() {
    return attributes;
  }

  public void setAttributes(AttributeList a) {
    this.attributes = a;
  }

  public boolean hasFnAttr(String kind) {
    return attributes.fn().has(kind);
  }

  /**
   * Whether the function promises forward progress, so that a loop in it without side effects
   * ends (LLVM's Function::mustProgress): {@code mustprogress}, or {@code willreturn}, which
   * implies it.
   */
  public boolean mustProgress() {
    return hasFnAttr("mustprogress") || hasFnAttr("willreturn");
  }

  public String gc() {
    return gc;
  }

  public void setGc(String gc) {
    this.gc = gc;
  }

  public Constant prefixData() {
    return (Constant) operand(0);
  }

  public void setPrefixData(Constant c) {
    setOperand(0, c);
  }

  public Constant prologueData() {
    return (Constant) operand(1);
  }

  public void setPrologueData(Constant c) {
    setOperand(1, c);
  }

  public Constant personality() {
    return (Constant) operand(2);
  }

  public void setPersonality(Constant c) {
    setOperand(2, c);
  }

  @Override
  public boolean isDeclaration() {
    return blocks.isEmpty();
  }

  /** This function's {@code uselistorder} directives, verbatim (see {@link Module#useListOrders()}). */
  public List<String> useListOrders() {
    return useListOrders;
  }

  /** Where the function was defined in the input, packed as {@code (line << 24) | column}; 0 if unknown. */
  public long sourcePos() {
    return sourcePos;
  }

  public void setSourcePos(long pos) {
    this.sourcePos = pos;
  }

  // ---- blocks ----------------------------------------------------------------------------------

  public List<BasicBlock> blocks() {
    return Collections.unmodifiableList(blocks);
  }

  public int numBlocks() {
    return blocks.size();
  }

  public BasicBlock entry() {
    return blocks.isEmpty() ? null : blocks.get(0);
  }

  public void appendBlock(BasicBlock b) {
    insertBlock(blocks.size(), b);
  }

  /** Inserts {@code b} right after {@code pos} in layout order. */
  public void insertBlockAfter(BasicBlock b, BasicBlock pos) {
    insertBlock(blocks.indexOf(pos) + 1, b);
  }

  /** Inserts {@code b} right before {@code pos} in layout order. */
  public void insertBlockBefore(BasicBlock b, BasicBlock pos) {
    insertBlock(blocks.indexOf(pos), b);
  }

  private void insertBlock(int index, BasicBlock b) {
    if (b.parent != null) throw new IllegalStateException(b + " already in a function");
    b.parent = this;
    if (b.id < 0) b.id = nextBlockId++;
    for (Instruction i = b.first(); i != null; i = i.next) assignId(i);
    blocks.add(index, b);
    if (localNames != null) localNames.blockMoved(b, true);
  }

  void removeBlock(BasicBlock b) {
    blocks.remove(b);
    b.parent = null;
    if (localNames != null) localNames.blockMoved(b, false);
  }

  /**
   * The local names its values hold, up to date: walked on the first request, then kept by the
   * IR's record of the names that entered and left the function since (see {@link LocalNames}).
   */
  public LocalNames localNames() {
    if (localNames == null) localNames = LocalNames.of(this, 0);
    else if (!localNames.update()) localNames = LocalNames.of(this, localNames.version() + 1);
    return localNames;
  }

  /** Moves {@code b} (already in this function) to just after {@code pos} in layout order. */
  public void moveBlockAfter(BasicBlock b, BasicBlock pos) {
    blocks.remove(b);
    blocks.add(blocks.indexOf(pos) + 1, b);
  }

  void assignId(Instruction i) {
    if (i.id < 0) i.id = nextInstId++;
  }

  /** One more than the largest instruction id handed out: size arrays indexed by instruction id with it. */
  public int instructionIdBound() {
    return nextInstId;
  }

  /** One more than the largest block id handed out. */
  public int blockIdBound() {
    return nextBlockId;
  }

  /** Renumbers blocks and instructions densely in layout order (invalidates id-indexed side tables). */
  public void compactIds() {
    nextBlockId = 0;
    nextInstId = 0;
    for (BasicBlock b : blocks) {
      b.id = nextBlockId++;
      for (Instruction i = b.first(); i != null; i = i.next) i.id = nextInstId++;
    }
  }

  /** Total number of instructions. */
  public int instructionCount() {
    int n = 0;
    for (BasicBlock b : blocks) n += b.size();
    return n;
  }

  /** The next suffix for making a local name unique (see {@code NameUniquer}). */
  public int nextUniqueSuffix() {
    return ++lastUniqueSuffix;
  }
}

package dev.hoist.ir.bitcode;

import static dev.hoist.ir.bitcode.BitCodes.*;

import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.CallBase;
import dev.hoist.ir.Function;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.MetadataAsValue;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.Constant;
import dev.hoist.ir.metadata.LocalValueRef;
import dev.hoist.ir.metadata.MDNode;
import dev.hoist.ir.metadata.Metadata;
import dev.hoist.ir.metadata.ValueAsMetadata;
import dev.hoist.ir.type.Type;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Reads one FUNCTION_BLOCK into its {@link Function}: blocks, instructions, the body's constants
 * and metadata, debug locations, attachments, value names and use-list orders. Value ids run on
 * from the module's: arguments, then the body's constants, then each instruction with a result.
 * Bodies only read the module's tables, so several are read at once on different threads.
 */
final class FunctionReader implements ValueSource {
  final ModuleState m;
  final Function f;
  final BitstreamReader r;
  final boolean relativeIds;
  private final int localBase;
  private Value[] locals = new Value[64];
  int nextValueNo;
  private ConstantTable constants;
  private MetadataTable metadata;
  private BasicBlock[] blocks;
  private int curBlock;
  private final List<Instruction> instructions = new ArrayList<>();
  private Instruction last;
  private MDNode lastLoc;
  private int unresolved;
  /** Where the function block ends: no body has more values than it has bits left. */
  private long bodyEnd;
  /** Operand bundles read for the next call: tags and operands. */
  final List<CallBase.Bundle> bundles = new ArrayList<>();
  final List<Value> bundleOperands = new ArrayList<>();
  /** USELIST records: [isBlock, id, indexes...]. */
  final List<long[]> useLists = new ArrayList<>();
  /**
   * Gathered once the body is read, while it is still in cache, so that the checks and numbering
   * after all bodies need not walk every instruction again: the calls with attributes
   * ({@link ReadChecks}) and the instructions whose metadata is numbered ({@link MetadataNumbering}).
   */
  final List<CallBase> attributedCalls = new ArrayList<>();
  final List<Instruction> withMetadata = new ArrayList<>();
  /** What {@link TypeOrder} visits of this body. */
  final TypeRoots typeRoots;
  /** Where the record being decoded starts, for errors. */
  long pos;
  /** The operand cursor of the record being decoded. */
  int slot;

  /** This body's place among the module's bodies, and how many blockaddress fix-ups it made. */
  private final int bodyIndex;
  private long fixups;

  FunctionReader(ModuleState m, Function f, BitstreamReader r, boolean relativeIds, int bodyIndex) {
    this.bodyIndex = bodyIndex;
    this.m = m;
    this.f = f;
    this.r = r;
    this.relativeIds = relativeIds;
    this.localBase = m.numModuleValues();
    this.nextValueNo = localBase;
    this.metadata = m.metadata;
    this.typeRoots = new TypeRoots(m.structFree);
  }

  /** Reads the body; {@code r} stands at the block's ENTER_SUBBLOCK. */
  void read() {
    if (r.advance() != BitstreamReader.BLOCK || r.entryId != FUNCTION_BLOCK_ID) throw r.error("expected a function block");
    r.enterBlock();
    bodyEnd = r.blockEnd();
    for (int i = 0; i < f.numArgs(); i++) define(f.arg(i));
    while (true) {
      int e = r.advance();
      if (e == BitstreamReader.END) break;
      if (e == BitstreamReader.BLOCK) {
        switch (r.entryId) {
          case CONSTANTS_BLOCK_ID -> {
            r.enterBlock();
            if (constants != null) throw r.error("second constants block in a function");
            constants = ConstantTable.read(r, nextValueNo, m);
            nextValueNo += constants.count();
          }
          case METADATA_BLOCK_ID -> {
            r.enterBlock();
            metadata = MetadataTable.read(r, m.metadata, m, this);
          }
          case METADATA_ATTACHMENT_ID -> {
            r.enterBlock();
            FunctionAttachments.read(this, r, metadata, instructions);
          }
          case VALUE_SYMTAB_BLOCK_ID -> {
            r.enterBlock();
            FunctionAttachments.readNames(this, r, blocks);
          }
          case USELIST_BLOCK_ID -> {
            r.enterBlock();
            readUseLists();
          }
          default -> r.skipBlock();
        }
        continue;
      }
      pos = r.bitPos();
      int code = r.readRecord();
      record(code, r.ops(), r.numOps());
    }
    if (blocks == null) throw r.error("function body without DECLAREBLOCKS");
    if (curBlock < blocks.length) {
      throw new BitcodeError("function " + f.reference() + " ends in the middle of block #" + curBlock, r.bitPos());
    }
    if (unresolved > 0) {
      for (Value v : locals) {
        if (v instanceof Placeholder p && p.resolved == null) {
          throw new BitcodeError("value #" + p.id + " is used in " + f.reference() + " but never defined", p.pos);
        }
      }
    }
    for (Instruction i : instructions) {
      if (i instanceof CallBase c && !ReadChecks.isEmpty(c.attributes())) attributedCalls.add(c);
      if (MetadataNumbering.hasNodes(i)) withMetadata.add(i);
      typeRoots.add(i);
    }
  }

  private void record(int code, long[] ops, int n) {
    switch (code) {
      case FUNC_CODE_DECLAREBLOCKS -> {
        if (n < 1 || ops[0] < 1 || ops[0] > bodyEnd - r.bitPos()) throw r.error("invalid DECLAREBLOCKS");
        if (blocks != null) throw r.error("second DECLAREBLOCKS");
        blocks = new BasicBlock[(int) ops[0]];
        for (int i = 0; i < blocks.length; i++) {
          blocks[i] = new BasicBlock(null);
          f.appendBlock(blocks[i]);
        }
      }
      case FUNC_CODE_DEBUG_LOC -> {
        if (last == null || n < 4) throw r.error("invalid DEBUG_LOC record");
        Metadata scope = ops[2] == 0 ? null : metadata.metadata(ops[2] - 1, pos);
        Metadata ia = ops[3] == 0 ? null : metadata.metadata(ops[3] - 1, pos);
        if (!(scope instanceof MDNode) || ia != null && !(ia instanceof MDNode)) throw r.error("invalid debug location scope");
        lastLoc = m.location(ops[0], ops[1], scope, ia, n >= 5 && ops[4] != 0);
        last.setMetadata("dbg", lastLoc);
      }
      case FUNC_CODE_DEBUG_LOC_AGAIN -> {
        if (last == null || lastLoc == null) throw r.error("DEBUG_LOC_AGAIN without a location");
        last.setMetadata("dbg", lastLoc);
      }
      case FUNC_CODE_OPERAND_BUNDLE -> {
        if (n < 1 || ops[0] < 0 || ops[0] >= m.bundleTags.size()) throw r.error("invalid operand bundle");
        slot = 1;
        int before = bundleOperands.size();
        while (slot < n) bundleOperands.add(InstructionDecoder.typedValue(this, ops, n));
        bundles.add(new CallBase.Bundle(m.bundleTags.get((int) ops[0]), bundleOperands.size() - before));
      }
      default -> {
        if (blocks == null || curBlock >= blocks.length) throw r.error("instruction outside any block");
        slot = 0;
        Instruction i;
        try {
          i = InstructionDecoder.decode(this, code, ops, n);
        } catch (RuntimeException e) {
          if (e instanceof BitcodeError) throw e;
          throw new BitcodeError("invalid " + InstructionDecoder.name(code) + " record (" + e.getMessage() + ")", pos);
        }
        if (!bundles.isEmpty() && !(i instanceof CallBase)) throw r.error("operand bundle before a non-call instruction");
        checkShape(i);
        blocks[curBlock].append(i);
        instructions.add(i);
        last = i;
        if (!i.type().isVoid()) define(i);
        if (i.isTerminator()) curBlock++;
      }
    }
  }

  private void readUseLists() {
    for (int code; (code = r.nextRecord()) >= 0; ) {
      if (code != USELIST_CODE_DEFAULT && code != USELIST_CODE_BB) continue;
      int n = r.numOps();
      if (n < 3) throw r.error("invalid use-list record");
      long[] rec = new long[n + 1];
      rec[0] = code == USELIST_CODE_BB ? 1 : 0;
      System.arraycopy(r.ops(), 0, rec, 1, n);
      useLists.add(rec);
    }
  }

  /** What LLVM's verifier rejects of any instruction: a label, metadata or function result, inline asm off a callee. */
  private void checkShape(Instruction i) {
    Type t = i.type();
    if (t.isLabel() || t.isMetadata() || t instanceof dev.hoist.ir.type.FunctionType) {
      throw r.error("an instruction cannot produce a value of type " + t);
    }
    for (int k = 0; k < i.numOperands(); k++) {
      if (i.operand(k) instanceof dev.hoist.ir.InlineAsm && !(i instanceof CallBase c && c.callee() == i.operand(k))) {
        throw r.error("inline asm is only allowed as a called value");
      }
    }
  }

  // ---- values --------------------------------------------------------------------------------

  private void define(Value v) {
    int i = nextValueNo - localBase;
    ensure(i + 1);
    if (locals[i] instanceof Placeholder p) {
      if (p.type() != v.type()) {
        throw new BitcodeError("value #" + p.id + " is used as " + p.type() + " but defined as " + v.type(), pos);
      }
      p.replaceAllUsesWith(v);
      p.resolved = v;
      unresolved--;
    }
    locals[i] = v;
    nextValueNo++;
  }

  private void ensure(int n) {
    if (n > locals.length) locals = Arrays.copyOf(locals, Math.max(n, locals.length * 2));
  }

  @Override
  public Value value(long id, Type expected, long at) {
    if (id < localBase) return m.value(id, expected, at);
    if (constants != null && constants.contains(id)) return constants.get(id, this);
    long i = id - localBase;
    if (i < locals.length && locals[(int) i] != null) {
      Value v = locals[(int) i];
      if (v instanceof Placeholder p && expected != null && p.type() != expected) {
        throw new BitcodeError("value #" + id + " is used as both " + p.type() + " and " + expected, at);
      }
      return v;
    }
    if (id < nextValueNo) throw new BitcodeError("invalid value #" + id, at);
    if (expected == null) throw new BitcodeError("forward reference to value #" + id + " without a type", at);
    if (id - nextValueNo > bodyEnd - r.bitPos()) throw new BitcodeError("invalid value #" + id, at);
    if (expected.isVoid() || expected.isLabel() || expected.isMetadata()) {
      throw new BitcodeError("forward reference to value #" + id + " of type " + expected, at);
    }
    ensure((int) i + 1);
    Placeholder p = new Placeholder(expected, id, at);
    locals[(int) i] = p;
    unresolved++;
    return p;
  }

  @Override
  public ModuleState module() {
    return m;
  }

  @Override
  public Constant blockAddress(Value fn, long index, long at) {
    if (fn == f && blocks != null) {
      if (index <= 0 || index >= blocks.length) throw new BitcodeError("blockaddress of block #" + index, at);
      return new dev.hoist.ir.constant.BlockAddress(m.blockAddressType(f), f, blocks[(int) index]);
    }
    return m.deferredBlockAddress(fn, index, at, bodyIndex, fixups++);
  }

  BasicBlock block(long index) {
    if (blocks == null || index < 0 || index >= blocks.length) throw new BitcodeError("invalid block #" + index, pos);
    return blocks[(int) index];
  }

  /** A {@code metadata} operand: metadata id {@code id} as a value. */
  Value metadataValue(long id) {
    Object o = metadata.entry(id);
    if (o == null) throw new BitcodeError("invalid metadata #" + id, pos);
    if (o instanceof MetadataTable.Local l) return new MetadataAsValue(new LocalValueRef(0), resolve(l.value()));
    if (o instanceof MetadataTable.ArgList a) {
      List<MDNode.Field> fields = new ArrayList<>(a.args().length);
      List<Value> localValues = new ArrayList<>();
      for (Object arg : a.args()) {
        if (arg instanceof MetadataTable.Local l) {
          fields.add(new MDNode.Field(null, new LocalValueRef(localValues.size())));
          localValues.add(resolve(l.value()));
        } else {
          fields.add(new MDNode.Field(null, (ValueAsMetadata) arg));
        }
      }
      return new MetadataAsValue(MDNode.specialized(false, "DIArgList", fields), localValues.toArray(new Value[0]));
    }
    return new MetadataAsValue(MetadataTable.copyIfInline((Metadata) o));
  }

  private static Value resolve(Value v) {
    return v instanceof Placeholder p ? p.current() : v;
  }

  Type type(long id) {
    return m.type(id, pos);
  }

  MetadataTable metadataTable() {
    return metadata;
  }
}

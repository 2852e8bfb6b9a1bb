package dev.hoist.ir.bitcode;

import static dev.hoist.ir.bitcode.BitCodes.*;

import dev.hoist.ir.Argument;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.Function;
import dev.hoist.ir.GlobalValue;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.MetadataAsValue;
import dev.hoist.ir.MetadataAttachments;
import dev.hoist.ir.ShuffleVectorInst;
import dev.hoist.ir.Use;
import dev.hoist.ir.Value;
import dev.hoist.ir.metadata.LocalValueRef;
import dev.hoist.ir.metadata.MDNode;
import dev.hoist.ir.metadata.Metadata;
import dev.hoist.ir.metadata.ValueAsMetadata;
import dev.hoist.ir.type.Type;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes one function body: DECLAREBLOCKS, the body's constants, its function-local metadata
 * (values wrapped as metadata, DIArgLists), the instructions with their debug locations, the
 * value names and the attachments. Values are numbered on from the module's: arguments, the
 * body's constants, then each instruction with a result. Reads only the module's numbering, so
 * bodies are written on several threads; the bytes start word-aligned inside the block and are
 * spliced into the module by {@link BitstreamWriter#appendBlock}.
 */
final class FunctionEncoder implements ConstantPool.Ids {
  final ModuleNumbering mn;
  final Function f;
  private final BodyScan scan;
  private int calls;
  /**
   * The body's constant operands ({@link BodyScan#constantOperands}) and their ids: an operand of
   * the instruction being written is found among its own few by identity, without a lookup by
   * value (or a look at the constant) a second time.
   */
  private Value[] constants;
  private int numConstants;
  private int[] constantIds;
  /** The constant operands of the instruction being written: {@code constants[constFrom..constTo)}. */
  private int constFrom;
  private int constTo;
  private final int localBase;
  private final ConstantPool pool;
  /** The first instruction's value id (after the body's constants); instructions count on from it. */
  private int firstInstId;
  private final int[] blockIndex;
  private final Map<Value, Integer> localMetadata = new IdentityHashMap<>();
  private final Map<String, Integer> argLists = new HashMap<>();
  private final List<long[]> localRecords = new ArrayList<>(); // [code, ops...]
  // Gathered while the instructions are written, each at hand then, for the blocks after them.
  /** Each instruction's place in the body, by instruction id. */
  final int[] places;
  /** The blocks and the instructions with a result that have names, in order. */
  final List<Value> named = new ArrayList<>();
  /** Whether a block or an instruction (with a result or not) has a name. */
  boolean anyNamed;
  /** The instructions with a result and two uses or more, in order. */
  final List<Instruction> multiUse = new ArrayList<>();
  /** The instructions with attachments, in order. */
  private final List<Instruction> attached = new ArrayList<>();
  /** The id the next instruction with a result gets (LLVM's InstID). */
  int instId;
  long[] ops = new long[32];
  int n;

  FunctionEncoder(ModuleNumbering mn, Function f, BodyScan scan) {
    this.mn = mn;
    this.f = f;
    this.scan = scan;
    this.localBase = mn.numModuleValues();
    this.blockIndex = new int[f.blockIdBound()];
    this.places = new int[f.instructionIdBound()];
    int k = 0;
    for (BasicBlock b : f.blocks()) blockIndex[b.id()] = k++;
    this.pool = new ConstantPool(mn.constants, localBase + f.numArgs(), this);
  }

  /** The body (inside its FUNCTION_BLOCK, END_BLOCK included). */
  BitstreamWriter encode(Abbrev[][] blockInfo) {
    numberConstants();
    firstInstId = pool.end();
    numberLocalMetadata();
    BitstreamWriter w = BitstreamWriter.forBody(Math.max(256, f.instructionCount() * 12), blockInfo, FUNCTION_BLOCK_ID, 4);
    w.record(FUNC_CODE_DECLAREBLOCKS, new long[] {f.numBlocks()}, 1, 0);
    pool.write(w, this);
    writeLocalMetadata(w);
    instId = pool.end();
    MDNode lastLoc = null;
    int place = 0;
    int[] owners = scan.constantOwners;
    for (BasicBlock b : f.blocks()) {
      if (b.hasName()) named.add(b);
      for (Instruction i = b.first(); i != null; i = i.next(), place++) {
        constFrom = constTo;
        while (constTo < numConstants && owners[constTo] == place) constTo++;
        InstructionEncoder.write(this, w, i);
        places[i.id()] = place;
        if (i.hasName()) {
          anyNamed = true;
          if (!i.type().isVoid()) named.add(i);
        }
        if (!i.type().isVoid()) {
          instId++;
          Use u = i.firstUse();
          if (u != null && u.nextUse() != null) multiUse.add(i);
        }
        if (i.hasMetadata()) {
          attached.add(i);
          MDNode loc = i.getMetadata("dbg");
          if (loc != null && "DILocation".equals(loc.kind())) {
            if (loc == lastLoc) {
              w.record(FUNC_CODE_DEBUG_LOC_AGAIN, ops, 0, 0);
            } else {
              debugLoc(w, loc);
              lastLoc = loc;
            }
          }
        }
      }
    }
    constFrom = constTo; // none from here on
    FunctionNames.write(this, w);
    writeAttachments(w);
    UseListOrders.write(this, w);
    w.exitBlock();
    return w;
  }

  /** The attribute list number of the next call, as numbered when the module was (calls come in scan order). */
  int nextCallAttributes() {
    return scan.callAttributeIds[calls++];
  }

  private void numberConstants() {
    constants = scan.constantOperands;
    numConstants = scan.numConstantOperands;
    constantIds = new int[numConstants];
    for (int k = 0; k < numConstants; k++) {
      Value v = constants[k];
      constantIds[k] = pool.id(v instanceof ShuffleVectorInst sv ? InstructionEncoder.maskConstant(sv) : v);
    }
  }

  private void numberLocalMetadata() {
    int base = mn.metadata.count();
    for (Instruction i : scan.metadataCalls) {
      for (int k = 0, c = i.numOperands(); k < c; k++) {
        if (!(i.operand(k) instanceof MetadataAsValue mv)) continue;
        if (mv.metadata() instanceof LocalValueRef ref) local(mv.operand(ref.operandIndex()), base);
        else if (mv.metadata() instanceof MDNode node && "DIArgList".equals(node.kind())) argList(mv, node, base);
      }
    }
  }

  private int local(Value v, int base) {
    Integer id = localMetadata.get(v);
    if (id != null) return id;
    id = base + localRecords.size();
    localMetadata.put(v, id);
    localRecords.add(new long[] {METADATA_VALUE, mn.typeId(v.type()), valueId(v)});
    return id;
  }

  private int argList(MetadataAsValue mv, MDNode node, int base) {
    List<MDNode.Field> fs = node.fields();
    long[] rec = new long[fs.size() + 1];
    rec[0] = METADATA_ARG_LIST;
    for (int k = 0; k < fs.size(); k++) {
      Object a = fs.get(k).value();
      rec[k + 1] = a instanceof LocalValueRef ref ? local(mv.operand(ref.operandIndex()), base) : mn.metadata.id((ValueAsMetadata) a);
    }
    String key = Arrays.toString(rec);
    Integer id = argLists.get(key);
    if (id != null) return id;
    id = base + localRecords.size();
    argLists.put(key, id);
    localRecords.add(rec);
    return id;
  }

  private void writeLocalMetadata(BitstreamWriter w) {
    if (localRecords.isEmpty()) return;
    w.enterBlock(METADATA_BLOCK_ID, 3);
    for (long[] r : localRecords) w.record((int) r[0], Arrays.copyOfRange(r, 1, r.length), r.length - 1, 0);
    w.exitBlock();
  }

  private void debugLoc(BitstreamWriter w, MDNode loc) {
    DiValues v = new DiValues(loc);
    ops[0] = v.num("line", 0);
    ops[1] = v.num("column", 0);
    ops[2] = mn.metadata.idOrNull(v.md("scope"));
    ops[3] = mn.metadata.idOrNull(v.md("inlinedAt"));
    ops[4] = v.bool("isImplicitCode", false) ? 1 : 0;
    w.record(FUNC_CODE_DEBUG_LOC, ops, 5, 0);
  }

  private void writeAttachments(BitstreamWriter w) {
    List<long[]> records = new ArrayList<>();
    MetadataAttachments fa = f.metadata();
    if (!fa.isEmpty()) {
      long[] r = new long[2 * fa.size()];
      for (int k = 0; k < fa.size(); k++) {
        r[2 * k] = mn.kinds.get(fa.kind(k));
        r[2 * k + 1] = mn.metadata.id(fa.node(k));
      }
      records.add(r);
    }
    for (Instruction i : attached) {
      MetadataAttachments a = i.metadata();
      List<Long> r = new ArrayList<>();
      r.add((long) places[i.id()]);
      for (int k = 0; k < a.size(); k++) {
        if (a.kind(k).equals("dbg")) continue;
        r.add((long) mn.kinds.get(a.kind(k)));
        r.add((long) mn.metadata.id(a.node(k)));
      }
      if (r.size() == 1) continue;
      long[] rec = new long[r.size()];
      for (int k = 0; k < rec.length; k++) rec[k] = r.get(k);
      records.add(rec);
    }
    if (records.isEmpty()) return;
    w.enterBlock(METADATA_ATTACHMENT_ID, 3);
    for (long[] r : records) w.record(METADATA_ATTACHMENT, r, r.length, 0);
    w.exitBlock();
  }

  // ---- numbering -----------------------------------------------------------------------------

  @Override
  public int valueId(Value v) {
    for (int k = constFrom; k < constTo; k++) if (constants[k] == v) return constantIds[k];
    if (v instanceof Instruction i) return firstInstId + scan.resultIndex[i.id()];
    if (v instanceof Argument a) return localBase + a.index();
    if (v instanceof GlobalValue g) {
      int id = mn.globalId(g);
      if (id >= 0) return id;
    }
    return pool.id(v);
  }

  @Override
  public int typeId(Type t) {
    return mn.typeId(t);
  }

  @Override
  public int blockIndex(BasicBlock b) {
    return b.parent() == f ? blockIndex[b.id()] : mn.blockIndex(b);
  }

  /** The metadata id of a {@code metadata} operand. */
  int metadataId(MetadataAsValue mv) {
    Metadata md = mv.metadata();
    int base = mn.metadata.count();
    if (md instanceof LocalValueRef ref) return localMetadata.get(mv.operand(ref.operandIndex()));
    if (md instanceof MDNode node && "DIArgList".equals(node.kind())) return argList(mv, node, base);
    return mn.metadata.id(md);
  }

  int syncScope(String s) {
    return mn.syncScopes.get(s == null ? "" : s);
  }
}

package dev.hoist.ir.bitcode;

import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.Comdat;
import dev.hoist.ir.Function;
import dev.hoist.ir.Module;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.BlockAddress;
import dev.hoist.ir.constant.Constant;
import dev.hoist.ir.metadata.MDNode;
import dev.hoist.ir.metadata.Metadata;
import dev.hoist.ir.metadata.MetadataKinds;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.ir.type.PointerType;
import dev.hoist.ir.type.Type;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What the module block defines for the function bodies to use, read-only once they are read
 * (possibly on several threads): types, attribute lists, global values and module constants by
 * value id, module metadata, metadata kinds, operand bundle tags and sync scopes. Also the few
 * things bodies add to for the whole module: unique debug locations and blockaddress fix-ups.
 */
final class ModuleState implements ValueSource {
  final Module module = new Module();
  Type[] types = new Type[0];
  /** The types of {@link #types} that hold no identified struct ({@link TypeOrder#structFree}). */
  java.util.Set<Type> structFree = java.util.Set.of();
  boolean opaquePointers;
  final AttributeTableReader attributes = new AttributeTableReader();
  final List<String> sections = new ArrayList<>();
  final List<String> gcNames = new ArrayList<>();
  final List<Comdat> comdats = new ArrayList<>();
  /** Global values by value id, in record order. */
  final List<Value> globals = new ArrayList<>();
  ConstantTable constants;
  MetadataTable metadata;
  private final Map<Long, String> kinds = new HashMap<>();
  /** The order LLVM's context gives kinds: fixed kinds by number, the others as first registered. */
  private final Map<String, Integer> kindOrder = new HashMap<>();
  final List<String> bundleTags = new ArrayList<>();
  final List<String> syncScopes = new ArrayList<>();
  private final ConcurrentHashMap<LocationKey, MDNode> locations = new ConcurrentHashMap<>();
  private final List<Object[]> blockAddressFixups = new ArrayList<>();
  /** Composite types of the module's metadata by ODR identifier: [node, tag]. */
  private final Map<String, Object[]> odrTypes = new HashMap<>();

  ModuleState() {
    List<String> fixed = MetadataKinds.fixed();
    for (int i = 0; i < fixed.size(); i++) kindOrder.put(fixed.get(i), i);
    metadata = MetadataTable.empty(this);
  }

  Type type(long id, BitstreamReader r) {
    if (id < 0 || id >= types.length) throw r.error("invalid type id " + id);
    return types[(int) id];
  }

  Type type(long id, long pos) {
    if (id < 0 || id >= types.length) throw new BitcodeError("invalid type id " + id, pos);
    return types[(int) id];
  }

  /** Pointers as the module writes them: opaque, or typed to {@code pointee}. */
  PointerType pointerTo(Type pointee, int addrSpace) {
    return opaquePointers ? PointerType.opaque(addrSpace) : PointerType.get(pointee, addrSpace);
  }

  int numModuleValues() {
    return globals.size() + (constants == null ? 0 : constants.count());
  }

  // ---- values --------------------------------------------------------------------------------

  @Override
  public Value value(long id, Type expected, long pos) {
    if (id >= 0 && id < globals.size()) return globals.get((int) id);
    if (constants != null && constants.contains(id)) return constants.get(id, this);
    throw new BitcodeError("invalid value id " + id + " at module level", pos);
  }

  @Override
  public ModuleState module() {
    return this;
  }

  private long moduleFixups;

  /** A module-level blockaddress: its block is set once the function's body is read. */
  @Override
  public Constant blockAddress(Value fn, long index, long pos) {
    return deferredBlockAddress(fn, index, pos, -1, moduleFixups++);
  }

  /**
   * A blockaddress of a block not read yet, made while reading body {@code creator} (-1: the
   * module level), the {@code seq}-th such there: its block is set once all bodies are read.
   */
  Constant deferredBlockAddress(Value fn, long index, long pos, int creator, long seq) {
    if (!(fn instanceof Function f) || f.isDeclaration() && !hasBody(f)) {
      throw new BitcodeError("blockaddress of a function without a body", pos);
    }
    if (index == 0) throw new BitcodeError("blockaddress of an entry block", pos);
    BlockAddress ba = new BlockAddress(blockAddressType(f), f, new BasicBlock(null));
    synchronized (blockAddressFixups) {
      blockAddressFixups.add(new Object[] {ba, f, index, pos, creator, seq});
    }
    return ba;
  }

  Type blockAddressType(Function f) {
    return pointerTo(IntegerType.I8, f.addrSpace());
  }

  /** Functions with a body in the bitcode (set by the module reader before bodies are read). */
  java.util.Set<Function> withBodies = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());

  boolean hasBody(Function f) {
    return withBodies.contains(f);
  }

  /**
   * Points every deferred blockaddress at its block, now that all bodies are read. LLVM's reader
   * links such a use when it meets the constant: before the block's own uses when the constant
   * comes first (module level, an earlier body), after them otherwise; use lists keep that order,
   * which use-list records count on.
   */
  void fixBlockAddresses(java.util.Map<Function, Integer> bodyIndex) {
    blockAddressFixups.sort((a, b) -> {
      int c = Integer.compare((Integer) a[4], (Integer) b[4]);
      return c != 0 ? c : Long.compare((Long) a[5], (Long) b[5]);
    });
    java.util.Map<BasicBlock, List<dev.hoist.ir.Use>> early = new java.util.IdentityHashMap<>();
    for (Object[] fx : blockAddressFixups) {
      BlockAddress ba = (BlockAddress) fx[0];
      Function f = (Function) fx[1];
      long index = (Long) fx[2];
      if (index < 0 || index >= f.numBlocks()) {
        throw new BitcodeError("blockaddress of block #" + index + " of " + f.reference() + ", which has "
            + f.numBlocks(), (Long) fx[3]);
      }
      BasicBlock b = f.blocks().get((int) index);
      ba.setOperand(1, b);
      if ((Integer) fx[4] < bodyIndex.getOrDefault(f, Integer.MAX_VALUE)) {
        early.computeIfAbsent(b, k -> new ArrayList<>()).add(ba.operandUse(1));
      }
    }
    for (var e : early.entrySet()) {
      List<dev.hoist.ir.Use> uses = e.getKey().uses();
      uses.removeAll(e.getValue());
      for (int i = e.getValue().size() - 1; i >= 0; i--) uses.add(e.getValue().get(i));
      e.getKey().setUseOrder(uses);
    }
    blockAddressFixups.clear();
  }

  Object[] odrType(String identifier) {
    return odrTypes.get(identifier);
  }

  void addOdrType(String identifier, Object node, long tag) {
    odrTypes.put(identifier, new Object[] {node, tag});
  }

  // ---- metadata kinds and locations ----------------------------------------------------------

  void addKind(BitstreamReader r) {
    if (r.numOps() < 1) throw r.error("invalid METADATA_KIND record");
    String name = r.opsString(1).intern();
    kinds.put(r.op(0), name);
    // LLVM registers the file's kinds in record order: a kind of the module's own gets the next id.
    if (kindOrder.putIfAbsent(name, kindOrder.size() + 1000) == null) module.metadataKinds().add(name);
  }

  String kind(long id, long pos) {
    String k = kinds.get(id);
    if (k == null) throw new BitcodeError("invalid metadata kind #" + id, pos);
    return k;
  }

  /** Where LLVM sorts an attachment of this kind: fixed kinds first, in number order. */
  int kindRank(String kind) {
    Integer i = kindOrder.get(kind);
    return i == null ? Integer.MAX_VALUE : i;
  }

  private record LocationKey(long line, long column, Metadata scope, Metadata inlinedAt, boolean implicit) {
    @Override
    public boolean equals(Object o) {
      return o instanceof LocationKey k && k.line == line && k.column == column && k.scope == scope
          && k.inlinedAt == inlinedAt && k.implicit == implicit;
    }

    @Override
    public int hashCode() {
      return Objects.hash(line, column, System.identityHashCode(scope), System.identityHashCode(inlinedAt), implicit);
    }
  }

  /** The DILocation with these fields: one node per distinct location, as LLVM uniques them. */
  MDNode location(long line, long column, Metadata scope, Metadata inlinedAt, boolean implicit) {
    return locations.computeIfAbsent(new LocationKey(line & 0xffffffffL, column & 0xffffffffL, scope, inlinedAt, implicit),
        k -> {
          DiFields f = new DiFields().unsigned32("line", k.line, false).unsigned32("column", k.column, true)
              .md("scope", k.scope, false).md("inlinedAt", k.inlinedAt).bool("isImplicitCode", k.implicit, false);
          return MDNode.specialized(false, "DILocation", f.list());
        });
  }

  /** Registers a DILocation node read from a METADATA block, so that equal debug locations reuse it. */
  void registerLocation(MDNode n) {
    if (n.isDistinct() || !"DILocation".equals(n.kind())) return;
    long line = 0;
    long column = 0;
    Metadata scope = null;
    Metadata inlinedAt = null;
    boolean implicit = false;
    for (MDNode.Field f : n.fields()) {
      switch (f.name()) {
        case "line" -> line = Long.parseUnsignedLong(((MDNode.Raw) f.value()).text());
        case "column" -> column = Long.parseUnsignedLong(((MDNode.Raw) f.value()).text());
        case "scope" -> scope = (Metadata) f.value();
        case "inlinedAt" -> inlinedAt = (Metadata) f.value();
        default -> implicit = true;
      }
    }
    locations.putIfAbsent(new LocationKey(line, column, scope, inlinedAt, implicit), n);
  }
}

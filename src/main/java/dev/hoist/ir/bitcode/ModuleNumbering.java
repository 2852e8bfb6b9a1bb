package dev.hoist.ir.bitcode;

import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.Comdat;
import dev.hoist.ir.Function;
import dev.hoist.ir.GlobalAlias;
import dev.hoist.ir.GlobalObject;
import dev.hoist.ir.GlobalValue;
import dev.hoist.ir.GlobalVariable;
import dev.hoist.ir.Module;
import dev.hoist.ir.Value;
import dev.hoist.ir.metadata.MDNode;
import dev.hoist.ir.metadata.MetadataKinds;
import dev.hoist.ir.metadata.NamedMDNode;
import dev.hoist.ir.type.Type;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The writer's numbering of a module (LLVM's ValueEnumerator): types, global values (variables,
 * functions, aliases, ifuncs, in record order), module constants, attribute lists, metadata and
 * its kinds, section and GC names, comdats, sync scopes and bundle tags. Built before anything is
 * written, from the module and a scan of every body ({@link BodyScan}); read-only afterwards, when
 * bodies are written on several threads.
 */
final class ModuleNumbering implements ConstantPool.Ids {
  final Module module;
  final TypeTableWriter types = new TypeTableWriter();
  final List<GlobalValue> globals = new ArrayList<>();
  private final Map<Value, Integer> globalIds;
  private final NumberingStamp globalStamp = new NumberingStamp();
  final ConstantPool constants;
  final AttributeTableWriter attributes = new AttributeTableWriter(types);
  final MetadataWriter metadata;
  final Map<String, Integer> sections = new LinkedHashMap<>();
  final Map<String, Integer> gcNames = new LinkedHashMap<>();
  final Map<Comdat, Integer> comdats = new LinkedHashMap<>();
  final Map<String, Integer> kinds = new LinkedHashMap<>();
  final Map<String, Integer> syncScopes = new LinkedHashMap<>();
  final Map<String, Integer> bundleTags = new LinkedHashMap<>();
  final List<long[]> globalAttachments = new ArrayList<>();
  /** Functions' attribute list numbers, by function. */
  final Map<Function, Integer> functionAttributes = new IdentityHashMap<>();
  final Map<GlobalVariable, Integer> globalAttributeIds = new IdentityHashMap<>();
  /** The value ids of global variables' initializers and aliases' targets, by global number (-1: none). */
  private int[] initializerIds;
  private volatile boolean frozen;
  private final BodyScan constantScan = BodyScan.forConstants(types);

  private static final String[] BUNDLE_TAGS = {
    "deopt", "funclet", "gc-transition", "cfguardtarget", "preallocated", "gc-live", "clang.arc.attachedcall",
  };

  ModuleNumbering(Module m) {
    this.module = m;
    globalIds = new IdentityHashMap<>(m.globals().size() + m.functions().size() + m.aliases().size());
    for (GlobalVariable g : m.globals()) addGlobal(g);
    for (Function f : m.functions()) addGlobal(f);
    for (GlobalAlias a : m.aliases()) if (!a.isIFunc()) addGlobal(a);
    for (GlobalAlias a : m.aliases()) if (a.isIFunc()) addGlobal(a);
    constants = new ConstantPool(null, globals.size(), this);
    metadata = new MetadataWriter(constants, this);
    // The context's kinds: LLVM's fixed ones, then the module's own in the order they were registered.
    for (String k : MetadataKinds.fixed()) kinds.put(k, kinds.size());
    for (String k : m.metadataKinds()) kinds.putIfAbsent(k, kinds.size());
    syncScopes.put("singlethread", 0);
    syncScopes.put("", 1);
    for (String t : BUNDLE_TAGS) bundleTags.put(t, bundleTags.size());
  }

  private void addGlobal(GlobalValue g) {
    globalIds.put(g, globals.size());
    g.setNumberingSlot(globalStamp.slot(globals.size()));
    globals.add(g);
  }

  /** Numbers what the module level names: types, attributes, names, constants of globals. */
  void numberModule() {
    for (GlobalValue g : globals) {
      types.id(g.type());
      types.id(g.valueType());
      if (g instanceof GlobalObject o) {
        if (o.section() != null) sections.putIfAbsent(o.section(), sections.size() + 1);
        if (o.comdat() != null) comdats.putIfAbsent(o.comdat(), comdats.size() + 1);
      }
      if (g instanceof Function f) {
        if (f.gc() != null) gcNames.putIfAbsent(f.gc(), gcNames.size() + 1);
        functionAttributes.put(f, attributes.id(f.attributes()));
      }
      if (g instanceof GlobalVariable v && !v.attributes().isEmpty()) globalAttributeIds.put(v, attributes.id(v.attributes()));
    }
    for (Comdat c : module.comdats().values()) comdats.putIfAbsent(c, comdats.size() + 1);
    initializerIds = new int[globals.size()];
    java.util.Arrays.fill(initializerIds, -1);
    List<GlobalVariable> vars = module.globals();
    for (int i = 0; i < vars.size(); i++) if (vars.get(i).initializer() != null) initializerIds[i] = constantOf(vars.get(i).initializer());
    for (GlobalAlias a : module.aliases()) initializerIds[globalId(a)] = constantOf(a.target());
    for (Function f : module.functions()) {
      for (int i = 0; i < f.numOperands(); i++) if (f.operand(i) != null) constantOf(f.operand(i));
    }
  }

  /** Numbers a constant at module level (with its types). */
  int constantOf(Value c) {
    constantScan.constantTypes(c, types);
    return constants.id(c);
  }

  /** Adds what one body's scan found, in body order. */
  void merge(BodyScan s) {
    for (Type t : s.types) types.id(t);
    s.callAttributeIds = new int[s.callAttributes.size()];
    for (int i = 0; i < s.callAttributeIds.length; i++) s.callAttributeIds[i] = attributes.id(s.callAttributes.get(i));
    for (String k : s.kinds) kinds.putIfAbsent(k, kinds.size());
    for (String sc : s.syncScopes) syncScopes.putIfAbsent(sc, syncScopes.size());
    for (String t : s.bundleTags) bundleTags.putIfAbsent(t, bundleTags.size());
    for (var md : s.metadata) metadata.add(md);
  }

  /** Numbers the module-level metadata roots: named metadata and the attachments of globals and declarations. */
  void numberModuleMetadata(List<BodyScan> scans) {
    List<MDNode> all = new ArrayList<>(module.numberedMetadata().values());
    metadata.unifyOdrTypes(all);
    for (NamedMDNode n : module.namedMetadata().values()) for (MDNode op : n.operands()) metadata.add(op);
    for (GlobalValue g : globals) {
      if (!(g instanceof GlobalObject o) || o.metadata().isEmpty()) continue;
      for (int i = 0; i < o.metadata().size(); i++) {
        kinds.putIfAbsent(o.metadata().kind(i), kinds.size());
        metadata.add(o.metadata().node(i));
      }
    }
    for (BodyScan s : scans) merge(s);
    for (GlobalValue g : globals) {
      boolean declaration = g instanceof Function f && f.isDeclaration();
      if (!(g instanceof GlobalVariable || declaration) || ((GlobalObject) g).metadata().isEmpty()) continue;
      var a = ((GlobalObject) g).metadata();
      long[] rec = new long[1 + 2 * a.size()];
      rec[0] = globalId(g);
      for (int i = 0; i < a.size(); i++) {
        rec[1 + 2 * i] = kinds.get(a.kind(i));
        rec[2 + 2 * i] = metadata.id(a.node(i));
      }
      globalAttachments.add(rec);
    }
  }

  /** The value id of the initializer or target of global number {@code index}, or -1 when it has none. */
  int initializerId(int index) {
    return initializerIds[index];
  }

  void freeze() {
    frozen = true;
  }

  int numModuleValues() {
    return constants.end();
  }

  @Override
  public int valueId(Value v) {
    if (v instanceof GlobalValue g) {
      int id = globalId(g);
      if (id >= 0) return id;
    }
    return constants.id(v);
  }

  /** The number of global {@code g} (its value id), or -1 when it is not the module's. */
  int globalId(GlobalValue g) {
    int id = globalStamp.id(g.numberingSlot());
    if (id >= 0) return id;
    Integer i = globalIds.get(g);
    return i == null ? -1 : i;
  }

  @Override
  public int typeId(Type t) {
    int known = types.known(t);
    if (known >= 0) return known;
    if (frozen) throw new IllegalStateException("type " + t + " was not numbered");
    return types.id(t);
  }

  @Override
  public int blockIndex(BasicBlock b) {
    int i = b.parent().blocks().indexOf(b);
    if (i < 0) throw new IllegalStateException(b.reference() + " is not in its function");
    return i;
  }
}

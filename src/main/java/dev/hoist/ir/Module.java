package dev.hoist.ir;

import dev.hoist.ir.metadata.MDNode;
import dev.hoist.ir.metadata.NamedMDNode;
import dev.hoist.ir.type.StructType;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A module: target description, identified struct types, comdats, globals, aliases and ifuncs,
 * functions, named metadata and what Hoist carries through uninterpreted
 * (module asm, summary entries). Lists keep input order, which is also print order.
 */
public final class Module {
  private String sourceFilename;
  private String dataLayout;
  private String triple;
  private final List<String> moduleAsm = new ArrayList<>();
  private final List<StructType> structTypes = new ArrayList<>();
  private final Map<String, Comdat> comdats = new LinkedHashMap<>();
  private final List<GlobalVariable> globals = new ArrayList<>();
  private final List<GlobalAlias> aliases = new ArrayList<>(); // aliases and ifuncs, in input order
  private final List<Function> functions = new ArrayList<>();
  private Map<String, GlobalValue> byName = new LinkedHashMap<>();
  private final Map<String, NamedMDNode> namedMetadata = new LinkedHashMap<>();
  private final TreeMap<Long, MDNode> numberedMetadata = new TreeMap<>();
  private final List<String> summaryEntries = new ArrayList<>();
  private final List<String> metadataKinds = new ArrayList<>();
  private final List<String> useListOrders = new ArrayList<>();
  private boolean useListOrdersValid = true;

  public String sourceFilename() {
    return sourceFilename;
  }

  public void setSourceFilename(String s) {
    this.sourceFilename = s;
  }

  public String dataLayout() {
    return dataLayout;
  }

  public void setDataLayout(String s) {
    this.dataLayout = s;
    this.layout = null;
  }

  private DataLayout layout;

  /** The parsed data layout (LLVM's defaults when the module gives none). */
  public DataLayout layout() {
    DataLayout l = layout;
    if (l == null) layout = l = DataLayout.parse(dataLayout);
    return l;
  }

  public String triple() {
    return triple;
  }

  public void setTriple(String s) {
    this.triple = s;
  }

  /** The lines of {@code module asm "..."}, unescaped. */
  public List<String> moduleAsm() {
    return moduleAsm;
  }

  /** Identified struct types, in definition order. */
  public List<StructType> structTypes() {
    return structTypes;
  }

  public Map<String, Comdat> comdats() {
    return comdats;
  }

  public List<GlobalVariable> globals() {
    return Collections.unmodifiableList(globals);
  }

  public List<GlobalAlias> aliases() {
    return Collections.unmodifiableList(aliases);
  }

  public List<Function> functions() {
    return Collections.unmodifiableList(functions);
  }

  /** Function definitions only (not declarations), in module order. */
  public List<Function> definedFunctions() {
    List<Function> l = new ArrayList<>();
    for (Function f : functions) if (!f.isDeclaration()) l.add(f);
    return l;
  }

  // Adding and looking up globals is synchronized: a function pass on a worker thread may declare
  // an intrinsic (mem2reg's llvm.dbg.value) while other workers look names up.
  public synchronized void addGlobal(GlobalVariable g) {
    register(g);
    globals.add(g);
  }

  public synchronized void addAlias(GlobalAlias a) {
    register(a);
    aliases.add(a);
  }

  public synchronized void addFunction(Function f) {
    register(f);
    functions.add(f);
  }

  /**
   * Adds a declaration that a pass running on several functions at once may create in any order
   * (intrinsics): it goes after the last definition, before the first later declaration whose name
   * sorts after its own. Where each lands then depends on the names alone, not on which thread
   * came first, so the printed module is the same for every -j.
   */
  public synchronized void addDeclarationInOrder(Function f) {
    register(f);
    int lastDefinition = -1;
    for (int i = 0; i < functions.size(); i++) if (!functions.get(i).isDeclaration()) lastDefinition = i;
    int at = functions.size();
    for (int i = lastDefinition + 1; i < functions.size(); i++) {
      String n = functions.get(i).name();
      if (n != null && n.compareTo(f.name()) > 0) {
        at = i;
        break;
      }
    }
    functions.add(at, f);
  }

  /** Sizes the name table for about {@code n} globals before any is added (a parser that counted them). */
  public synchronized void expectGlobals(int n) {
    if (byName.isEmpty()) byName = new LinkedHashMap<>(Math.max(16, (int) (n / 0.75f) + 1));
  }

  private void register(GlobalValue g) {
    g.setParent(this);
    if (g.name() != null) byName.put(g.name(), g);
  }

  public synchronized GlobalValue getGlobal(String name) {
    return byName.get(name);
  }

  public synchronized Function getFunction(String name) {
    return byName.get(name) instanceof Function f ? f : null;
  }

  /** Gives the global {@code g} the name {@code name}, which no other global has. */
  public synchronized void rename(GlobalValue g, String name) {
    if (g.name() != null) byName.remove(g.name(), g);
    g.setName(name);
    byName.put(name, g);
  }

  public synchronized void removeFunction(Function f) {
    functions.remove(f);
    if (f.name() != null) byName.remove(f.name(), f);
  }

  public synchronized void removeGlobal(GlobalVariable g) {
    globals.remove(g);
    if (g.name() != null) byName.remove(g.name(), g);
  }

  /**
   * The module's own metadata attachment kinds ({@code !mykind}, not LLVM's fixed ones such as
   * {@code !dbg} or {@code !tbaa}), in the order LLVM registers them: first use in the text. Their
   * ids, and so the order attachments print in, follow this order.
   */
  public List<String> metadataKinds() {
    return metadataKinds;
  }

  public Map<String, NamedMDNode> namedMetadata() {
    return namedMetadata;
  }

  /** Numbered metadata as read ({@code !N = ...}); the printer prints whatever is reachable. */
  public TreeMap<Long, MDNode> numberedMetadata() {
    return numberedMetadata;
  }

  /**
   * Module-level {@code uselistorder} directives, verbatim. They (and functions' own) are printed
   * back only while nothing has changed the module, since they name uses by position.
   */
  public List<String> useListOrders() {
    return useListOrders;
  }

  public boolean useListOrdersValid() {
    return useListOrdersValid;
  }

  /** Called once a transform changed the module: positions of uses no longer match the directives. */
  public void invalidateUseListOrders() {
    useListOrdersValid = false;
  }

  /** Summary entries ({@code ^0 = ...}) kept verbatim. */
  public List<String> summaryEntries() {
    return summaryEntries;
  }
}

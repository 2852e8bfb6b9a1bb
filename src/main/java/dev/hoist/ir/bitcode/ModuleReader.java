package dev.hoist.ir.bitcode;

import static dev.hoist.ir.bitcode.BitCodes.*;

import dev.hoist.ir.Comdat;
import dev.hoist.ir.Function;
import dev.hoist.ir.GlobalAlias;
import dev.hoist.ir.GlobalObject;
import dev.hoist.ir.GlobalValue;
import dev.hoist.ir.GlobalVariable;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.Constant;
import dev.hoist.ir.type.FunctionType;
import dev.hoist.ir.type.PointerType;
import dev.hoist.ir.type.Type;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads the MODULE_BLOCK: the target, types, attributes, comdats, globals, functions, aliases and
 * ifuncs, module constants and metadata, bundle tags and sync scopes. Function bodies are only
 * located here (their bit offsets); {@link BitcodeReader} reads them afterwards, in parallel.
 * Initializers, aliasees and function operands are set once the module constants are known.
 */
final class ModuleReader {
  /** A function with a body, and where its FUNCTION_BLOCK starts. */
  record Body(Function function, long bit) {}

  final ModuleState m = new ModuleState();
  private final BitstreamReader r;
  private final byte[] strtab;
  private final int strtabStart;
  private final int strtabLength;
  final List<Function> withBodies = new ArrayList<>();
  final List<Long> bodyOffsets = new ArrayList<>();
  private final List<long[]> deferredInits = new ArrayList<>(); // [kind, global index, value id, bit]
  /** Prefix, prologue and personality operands, by function index: [kind, global index, value id, bit]. */
  private final Map<Integer, List<long[]>> deferredFunctionOperands = new HashMap<>();
  final List<long[]> moduleUseLists = new ArrayList<>();
  int version;
  /** The module block's abbreviation width, which a reader of a body needs to find its way in. */
  int moduleWidth = 3;
  private final List<GlobalAlias> aliases = new ArrayList<>();
  private final List<GlobalAlias> ifuncs = new ArrayList<>();

  ModuleReader(BitstreamReader r, byte[] strtab, int strtabStart, int strtabLength) {
    this.r = r;
    this.strtab = strtab;
    this.strtabStart = strtabStart;
    this.strtabLength = strtabLength;
  }

  /** Reads the module block {@code r} has entered. */
  void read() {
    while (true) {
      int e = r.advance();
      if (e == BitstreamReader.END) break;
      if (e == BitstreamReader.BLOCK) {
        block(r.entryId);
        continue;
      }
      long pos = r.bitPos();
      int code = r.readRecord();
      record(code, pos);
    }
    // Added once names are known (bitcode before version 2 names globals in a table at the end).
    m.module.expectGlobals(m.globals.size());
    uniqueNames();
    for (Value v : m.globals) if (v instanceof GlobalVariable g) m.module.addGlobal(g);
    for (Value v : m.globals) if (v instanceof Function f) m.module.addFunction(f);
    for (GlobalAlias a : aliases) m.module.addAlias(a);
    for (GlobalAlias a : ifuncs) m.module.addAlias(a);
  }

  private void block(int id) {
    switch (id) {
      case BLOCKINFO_BLOCK_ID -> {
        r.enterBlock();
        r.blockInfo().read(r);
      }
      case TYPE_BLOCK_ID_NEW -> {
        r.enterBlock();
        m.types = TypeTableReader.read(r);
        m.structFree = TypeOrder.structFree(m.types);
        for (Type t : m.types) if (t instanceof PointerType p && p.isOpaque()) m.opaquePointers = true;
      }
      case PARAMATTR_GROUP_BLOCK_ID -> {
        r.enterBlock();
        m.attributes.readGroups(r, m.types);
      }
      case PARAMATTR_BLOCK_ID -> {
        r.enterBlock();
        m.attributes.readLists(r);
      }
      case CONSTANTS_BLOCK_ID -> {
        r.enterBlock();
        if (m.constants != null) throw r.error("second module-level constants block");
        m.constants = ConstantTable.read(r, m.globals.size(), m);
      }
      case METADATA_KIND_BLOCK_ID -> {
        r.enterBlock();
        readStrings(METADATA_KIND, s -> {}, true);
      }
      case METADATA_BLOCK_ID -> {
        r.enterBlock();
        m.metadata = MetadataTable.read(r, null, m, m);
      }
      case OPERAND_BUNDLE_TAGS_BLOCK_ID -> {
        r.enterBlock();
        readStrings(OPERAND_BUNDLE_TAG, m.bundleTags::add, false);
      }
      case SYNC_SCOPE_NAMES_BLOCK_ID -> {
        r.enterBlock();
        readStrings(SYNC_SCOPE_NAME, m.syncScopes::add, false);
      }
      case FUNCTION_BLOCK_ID -> {
        bodyOffsets.add(r.entryBit);
        moduleWidth = r.abbrevWidth();
        r.skipBlock();
      }
      case VALUE_SYMTAB_BLOCK_ID -> {
        r.enterBlock();
        ModuleSymbols.read(r, this);
      }
      case USELIST_BLOCK_ID -> {
        r.enterBlock();
        UseLists.readBlock(r, moduleUseLists);
      }
      default -> r.skipBlock();
    }
  }

  private void readStrings(int wanted, java.util.function.Consumer<String> sink, boolean kinds) {
    for (int code; (code = r.nextRecord()) >= 0; ) {
      if (code != wanted) continue;
      if (kinds) m.addKind(r);
      else sink.accept(r.opsString(0));
    }
  }

  private static final String X86_ADDRESS_SPACES = "-p270:32:32-p271:32:32-p272:64:64";
  private static final java.util.regex.Pattern X86_LAYOUT = java.util.regex.Pattern.compile("(e-m:[a-z](-p:32:32)?)(-[if]64:.*$)");

  /**
   * LLVM 14's UpgradeDataLayoutString, which its bitcode reader (not its text parser) applies: an
   * AMDGPU layout without a globals address space gets 1 ({@code G1}); an x86 layout in the usual
   * form gains the mixed-pointer-size address spaces 270 to 272.
   */
  static String upgradeDataLayout(String dl, String triple) {
    if (triple == null) return dl;
    String arch = triple.indexOf('-') < 0 ? triple : triple.substring(0, triple.indexOf('-'));
    if ((arch.equals("amdgcn") || arch.equals("r600")) && !dl.contains("-G") && !dl.startsWith("G")) {
      return dl.isEmpty() ? "G1" : dl + "-G1";
    }
    if (dl.contains(X86_ADDRESS_SPACES)) return dl;
    boolean x86 = arch.equals("x86_64") || arch.equals("amd64") || arch.equals("x86_64h") || arch.equals("x86")
        || arch.matches("i[3-9]86");
    if (!x86) return dl;
    java.util.regex.Matcher g = X86_LAYOUT.matcher(dl);
    return g.find() ? g.group(1) + X86_ADDRESS_SPACES + g.group(3) : dl;
  }

  private void record(int code, long pos) {
    switch (code) {
      case MODULE_CODE_VERSION -> {
        version = (int) r.op(0);
        if (version > 2) throw r.error("unsupported bitcode version " + version);
      }
      case MODULE_CODE_TRIPLE -> {
        m.module.setTriple(r.opsString(0));
        if (m.module.dataLayout() != null) m.module.setDataLayout(upgradeDataLayout(m.module.dataLayout(), m.module.triple()));
      }
      case MODULE_CODE_DATALAYOUT -> {
        String dl = r.opsString(0);
        try {
          dev.hoist.ir.DataLayout.parse(dl);
        } catch (RuntimeException ex) {
          throw r.error("invalid data layout '" + dl + "'");
        }
        m.module.setDataLayout(upgradeDataLayout(dl, m.module.triple()));
      }
      case MODULE_CODE_ASM -> moduleAsm(r.opsString(0));
      case MODULE_CODE_SECTIONNAME -> m.sections.add(r.opsString(0));
      case MODULE_CODE_GCNAME -> m.gcNames.add(r.opsString(0));
      case MODULE_CODE_SOURCE_FILENAME -> m.module.setSourceFilename(r.opsString(0));
      case MODULE_CODE_COMDAT -> comdat(pos);
      case MODULE_CODE_GLOBALVAR -> GlobalRecords.globalVariable(this, r, pos);
      case MODULE_CODE_FUNCTION -> GlobalRecords.function(this, r, pos);
      case MODULE_CODE_ALIAS, MODULE_CODE_ALIAS_OLD, MODULE_CODE_IFUNC -> GlobalRecords.alias(this, r, code, pos);
      default -> {
        // VSTOFFSET, HASH, DEPLIB, METADATA_VALUES_UNUSED: nothing to keep
      }
    }
  }

  /** {@code module asm} lines: the string as LLVM's printer splits it. */
  private void moduleAsm(String s) {
    int start = 0;
    while (true) {
      int nl = s.indexOf('\n', start);
      if (nl < 0) {
        if (start < s.length() || start == 0) m.module.moduleAsm().add(s.substring(start));
        return;
      }
      m.module.moduleAsm().add(s.substring(start, nl));
      start = nl + 1;
      if (start == s.length()) return;
    }
  }

  private void comdat(long pos) {
    String name;
    long kind;
    if (version >= 2) {
      if (r.numOps() < 3) throw r.error("invalid COMDAT record");
      name = strtabName(r.op(0), r.op(1));
      kind = r.op(2);
    } else {
      if (r.numOps() < 2) throw r.error("invalid COMDAT record");
      kind = r.op(0);
      int len = (int) r.op(1);
      if (len < 0 || len + 2 > r.numOps()) throw r.error("invalid COMDAT record");
      name = r.opsRange(2, 2 + len);
    }
    Codec.checkName(name, pos);
    m.comdats.add(new Comdat(name, Codec.comdatKind(kind, pos)));
  }

  /** A name from the string table (version 2); null for an empty name. */
  String strtabName(long offset, long size) {
    if (strtab == null) throw r.error("names in a string table, but the file has none");
    if (offset < 0 || size < 0 || offset + size > strtabLength) throw r.error("name outside the string table");
    if (size == 0) return null;
    return new String(strtab, strtabStart + (int) offset, (int) size, StandardCharsets.ISO_8859_1);
  }

  BitstreamReader reader() {
    return r;
  }

  /**
   * Gives a global whose name an earlier one has the name LLVM's symbol table would: the name, a
   * dot (except for NVPTX) and the next number of a module-wide counter. An empty name is none.
   */
  private void uniqueNames() {
    java.util.Set<String> used = new java.util.HashSet<>();
    String dot = m.module.triple() != null && m.module.triple().startsWith("nvptx") ? "" : ".";
    int last = 0;
    for (Value v : m.globals) {
      String name = v.name();
      if (name == null) continue;
      if (name.isEmpty()) {
        v.setName(null);
        continue;
      }
      Codec.checkName(name, -1);
      while (!used.add(name)) name = v.name() + dot + ++last;
      if (!name.equals(v.name())) v.setName(name);
    }
  }

  void addGlobal(GlobalValue g) {
    m.globals.add(g);
  }

  void addAlias(GlobalAlias a, boolean ifunc) {
    m.globals.add(a);
    (ifunc ? ifuncs : aliases).add(a);
  }

  /** Remembers an operand to set once the module's constants are read: [kind, value index, id]. */
  void defer(int kind, int globalIndex, long idPlusOne) {
    if (idPlusOne == 0) return;
    long[] d = {kind, globalIndex, idPlusOne - 1, r.bitPos()};
    if (kind >= PREFIX) deferredFunctionOperands.computeIfAbsent(globalIndex, k -> new ArrayList<>(2)).add(d);
    else deferredInits.add(d);
  }

  static final int INIT = 0;
  static final int ALIASEE = 1;
  static final int PREFIX = 2;
  static final int PROLOGUE = 3;
  static final int PERSONALITY = 4;

  /** Sets initializers and aliasees (function operands wait for {@link #functionOperands}). */
  void resolveGlobals() {
    for (long[] d : deferredInits) {
      Value holder = m.globals.get((int) d[1]);
      Constant c = ConstantTable.constant(m.value(d[2], null, d[3]), d[3]);
      if (d[0] == INIT) {
        GlobalVariable g = (GlobalVariable) holder;
        if (c.type() != g.valueType()) throw new BitcodeError("initializer of " + g.reference() + " has type " + c.type(), d[3]);
        g.setInitializer(c);
      } else {
        GlobalAlias a = (GlobalAlias) holder;
        if (c.type() != a.type() && !(a.isIFunc() && c.type() instanceof PointerType)) {
          throw new BitcodeError("aliasee of " + a.reference() + " has type " + c.type(), d[3]);
        }
        a.setOperand(0, c);
      }
    }
    for (GlobalAlias a : aliases) if (a.operand(0) == null) throw r.error("alias " + a.reference() + " without aliasee");
    for (GlobalAlias a : ifuncs) if (a.operand(0) == null) throw r.error("ifunc " + a.reference() + " without resolver");
  }

  /** Sets {@code f}'s prefix, prologue and personality (in function order, as the text parser links them). */
  void functionOperands(Function f, int globalIndex) {
    for (long[] d : deferredFunctionOperands.getOrDefault(globalIndex, List.of())) {
      Constant c = ConstantTable.constant(m.value(d[2], null, d[3]), d[3]);
      if (d[0] == PREFIX) f.setPrefixData(c);
      else if (d[0] == PROLOGUE) f.setPrologueData(c);
      else f.setPersonality(c);
    }
  }

  /** The comdat of a global ({@code id}: index + 1, 0 for none). */
  Comdat comdat(long id, long pos) {
    if (id == 0) return null;
    if (id > m.comdats.size()) throw new BitcodeError("invalid comdat #" + id, pos);
    return m.comdats.get((int) id - 1);
  }

  String section(long id, long pos) {
    if (id == 0) return null;
    if (id > m.sections.size()) throw new BitcodeError("invalid section #" + id, pos);
    return m.sections.get((int) id - 1);
  }

  String gc(long id, long pos) {
    if (id == 0) return null;
    if (id > m.gcNames.size()) throw new BitcodeError("invalid gc #" + id, pos);
    return m.gcNames.get((int) id - 1);
  }

  /** A global object named after its comdat (old bitcode's implicit comdats). */
  void implicitComdat(GlobalObject g) {
    if (g.name() == null) return;
    Comdat c = m.module.comdats().computeIfAbsent(g.name(), k -> new Comdat(k, Comdat.Kind.ANY));
    g.setComdat(c);
  }

  FunctionType functionType(Type t, long pos) {
    if (t instanceof FunctionType ft) return ft;
    if (t instanceof PointerType p && p.pointee() instanceof FunctionType ft) return ft;
    throw new BitcodeError("function of non-function type " + t, pos);
  }
}

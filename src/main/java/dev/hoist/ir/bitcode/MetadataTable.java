package dev.hoist.ir.bitcode;

import static dev.hoist.ir.bitcode.BitCodes.*;

import dev.hoist.ir.Value;
import dev.hoist.ir.constant.Constant;
import dev.hoist.ir.metadata.MDNode;
import dev.hoist.ir.metadata.MDString;
import dev.hoist.ir.metadata.Metadata;
import dev.hoist.ir.metadata.ValueAsMetadata;
import dev.hoist.ir.type.Type;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The metadata of one METADATA block, numbered from {@link #base} after its parent's (a function
 * body's block continues the module's numbering). Nodes may refer to nodes defined later, so every
 * node record first gets an empty {@link MDNode}, filled once the block is read.
 *
 * <p>Expressions ({@code !DIExpression(...)}) are printed inline by LLVM and parsed by Hoist as a
 * new node per occurrence, so each reference to one gets its own copy. Function-local values
 * ({@code metadata i32 %x}) and {@code !DIArgList} are kept as {@link Local} and
 * {@link ArgList} entries, turned into call arguments where used.
 */
final class MetadataTable {
  /** A function-local value wrapped as metadata. */
  record Local(Value value) {}

  /** A DIArgList: its elements (Local or ValueAsMetadata). */
  record ArgList(Object[] args) {}

  private final MetadataTable parent;
  final int base;
  private Object[] items = new Object[64];
  private int count;
  /** Node records still to fill: the item index, the code, where its operands are in the pool. */
  private int[] pending = new int[64];
  private int numPending;
  private long[] pool = new long[256];
  private int poolSize;
  private final ModuleState module;
  /** Named metadata (name, node ids) and global attachments ([value id, kind, node, ...]) of a module block. */
  final List<Object[]> named = new ArrayList<>();
  final List<long[]> globalAttachments = new ArrayList<>();

  private MetadataTable(MetadataTable parent, ModuleState module) {
    this.parent = parent;
    this.base = parent == null ? 0 : parent.base + parent.count;
    this.module = module;
  }

  static MetadataTable empty(ModuleState m) {
    return new MetadataTable(null, m);
  }

  int end() {
    return base + count;
  }

  /**
   * Reads the METADATA block {@code r} has entered, numbering after {@code parent} (null for the
   * module); {@code values} resolves the value ids of VALUE records.
   */
  static MetadataTable read(BitstreamReader r, MetadataTable parent, ModuleState m, ValueSource values) {
    MetadataTable t = new MetadataTable(parent, m);
    String pendingName = null;
    for (int code; (code = r.nextRecord()) >= 0; ) {
      long pos = r.entryBit;
      int n = r.numOps();
      long[] ops = r.ops();
      switch (code) {
        case METADATA_STRINGS -> t.strings(r);
        case METADATA_STRING_OLD -> t.add(new MDString(r.opsString(0)));
        case METADATA_VALUE -> {
          if (n != 2) throw r.error("invalid METADATA_VALUE record");
          Type ty = m.type(ops[0], r);
          if (ty.isMetadata() || ty.isVoid()) throw r.error("invalid METADATA_VALUE type " + ty);
          Value v = values.value(ops[1], ty, pos);
          t.add(v instanceof Constant c ? new ValueAsMetadata(c) : new Local(v));
        }
        case METADATA_NAME -> pendingName = r.opsString(0);
        case METADATA_NAMED_NODE -> {
          if (pendingName == null) throw r.error("NAMED_NODE without a NAME");
          t.named.add(new Object[] {pendingName, Arrays.copyOf(ops, n)});
          pendingName = null;
        }
        case METADATA_KIND -> m.addKind(r);
        case METADATA_GLOBAL_DECL_ATTACHMENT -> {
          if (n % 2 == 0) throw r.error("invalid GLOBAL_DECL_ATTACHMENT record");
          t.globalAttachments.add(Arrays.copyOf(ops, n));
        }
        case METADATA_INDEX_OFFSET, METADATA_INDEX -> {
          // the lazy-loading index: everything is read anyway
        }
        case METADATA_EXPRESSION -> {
          if (n < 1) throw r.error("invalid DIExpression record");
          long op = DiExpressions.unnamedOperation(ops, 1, n - 1);
          if (op >= 0) throw r.error("DIExpression with an unknown operation " + op);
          t.add(MDNode.specialized(false, "DIExpression", DiExpressions.fields(ops, 1, n - 1)));
        }
        case METADATA_ARG_LIST -> {
          Object[] args = new Object[n];
          for (int i = 0; i < n; i++) {
            Object a = t.item(ops[i], r);
            if (!(a instanceof Local || a instanceof ValueAsMetadata)) throw r.error("DIArgList element is not a value");
            args[i] = a;
          }
          t.add(new ArgList(args));
        }
        case METADATA_NODE, METADATA_DISTINCT_NODE -> t.addPending(code, ops, n, pos);
        case METADATA_OLD_NODE, METADATA_OLD_FN_NODE -> throw r.error("metadata of LLVM before 3.0 is not supported");
        default -> {
          if (DiDecoder.kind(code) == null) throw r.error("unknown metadata record " + code);
          t.addPending(code, ops, n, pos);
        }
      }
    }
    t.fill();
    return t;
  }

  private void strings(BitstreamReader r) {
    if (r.numOps() != 2 || !r.hasBlob()) throw r.error("invalid METADATA_STRINGS record");
    long n = r.op(0);
    long offset = r.op(1);
    int blob = r.blobStart();
    int len = r.blobLength();
    if (n < 0 || offset < 0 || offset > len || n > len * 8L) throw r.error("invalid METADATA_STRINGS record");
    BitstreamReader lengths = new BitstreamReader(r.buffer(), blob, blob + (int) offset, r.blockInfo());
    byte[] buf = r.buffer();
    int at = blob + (int) offset;
    int end = blob + len;
    for (long i = 0; i < n; i++) {
      long sl = lengths.readVBR(6);
      if (sl < 0 || at + sl > end) throw r.error("metadata string runs past its blob");
      add(new MDString(new String(buf, at, (int) sl, java.nio.charset.StandardCharsets.ISO_8859_1)));
      at += (int) sl;
    }
  }

  private void add(Object o) {
    if (count == items.length) items = Arrays.copyOf(items, count * 2);
    items[count++] = o;
  }

  private void addPending(int code, long[] ops, int n, long pos) {
    MDNode shell = new MDNode();
    int index = count;
    add(shell);
    if (numPending + 5 > pending.length) pending = Arrays.copyOf(pending, pending.length * 2);
    if (poolSize + n + 1 > pool.length) pool = Arrays.copyOf(pool, Math.max(pool.length * 2, poolSize + n + 1));
    pool[poolSize] = pos;
    System.arraycopy(ops, 0, pool, poolSize + 1, n);
    pending[numPending++] = index;
    pending[numPending++] = code;
    pending[numPending++] = poolSize + 1;
    pending[numPending++] = n;
    poolSize += n + 1;
  }

  /** Fills the node shells from their records, now that every id of the block is known. */
  private void fill() {
    int records = numPending / 4;
    int[] content = new int[records];
    boolean[] distinct = new boolean[records];
    boolean[] merged = new boolean[records];
    for (int j = 0; j < records; j++) content[j] = j;
    odrTypes(content, distinct, merged);
    for (int j = 0; j < records; j++) {
      if (merged[j]) continue;
      int k = 4 * j;
      int index = pending[k];
      int c = 4 * content[j];
      int code = pending[c + 1];
      int at = pending[c + 2];
      int n = pending[c + 3];
      long pos = pool[at - 1];
      MDNode node = (MDNode) items[index];
      long[] r = Arrays.copyOfRange(pool, at, at + n);
      Resolver x = new Resolver(pos);
      if (code == METADATA_NODE || code == METADATA_DISTINCT_NODE) {
        List<Metadata> ops = new ArrayList<>(n);
        for (int i = 0; i < n; i++) ops.add(x.ref(r[i]));
        node.defineTuple(code == METADATA_DISTINCT_NODE, ops);
      } else {
        if (n < 1) throw x.error("empty metadata record");
        String kind = DiDecoder.kind(code);
        node.defineSpecialized(distinct[j] || DiDecoder.distinct(code, r, n), kind, DiDecoder.fields(code, r, n, x));
        if (code == METADATA_LOCATION) module.registerLocation(node);
      }
    }
    pending = null;
    pool = null;
  }

  /**
   * opt uniques C++ types by their ODR identifier (LLVM's DICompositeType::buildODRType): the
   * first composite type with an identifier becomes distinct, later ones with the same identifier
   * and tag are that node (a forward declaration taking the fields of a later definition).
   */
  private void odrTypes(int[] content, boolean[] distinct, boolean[] merged) {
    Map<String, int[]> first = new HashMap<>();
    for (int j = 0; j < content.length; j++) {
      int k = 4 * j;
      if (pending[k + 1] != METADATA_COMPOSITE_TYPE || pending[k + 3] < 16) continue;
      int at = pending[k + 2];
      long identId = pool[at + 15];
      String ident = identId == 0 ? null : lookup(identId - 1) instanceof MDString str ? str.value() : null;
      if (ident == null || ident.isEmpty()) continue;
      long tag = pool[at + 1];
      boolean fwd = (pool[at + 10] & 4) != 0;
      Object[] known = module.odrType(ident);
      if (known != null && parent != null) { // a type of the module: this body refers to it
        if ((Long) known[1] == tag) {
          items[pending[k]] = known[0];
          merged[j] = true;
        }
        continue;
      }
      int[] f = first.get(ident);
      if (f == null) {
        first.put(ident, new int[] {j, (int) tag, fwd ? 1 : 0});
        distinct[j] = true;
      } else if (f[1] == tag) {
        items[pending[k]] = items[pending[4 * f[0]]];
        merged[j] = true;
        if (f[2] == 1 && !fwd) {
          content[f[0]] = j;
          f[2] = 0;
        }
      }
    }
    if (parent == null) {
      for (Map.Entry<String, int[]> e : first.entrySet()) {
        module.addOdrType(e.getKey(), items[pending[4 * e.getValue()[0]]], e.getValue()[1]);
      }
    }
  }

  /** Resolves the ids of one record, reporting problems at its position. */
  private final class Resolver implements DiDecoder.Refs {
    private final long pos;

    Resolver(long pos) {
      this.pos = pos;
    }

    @Override
    public Metadata ref(long id) {
      return id == 0 ? null : refRequired(id - 1);
    }

    @Override
    public Metadata refRequired(long id) {
      Object o = lookup(id);
      if (o == null) throw error("metadata #" + id + " is not defined");
      if (o instanceof Metadata md) return copyIfInline(md);
      throw error("function-local metadata #" + id + " used inside a node");
    }

    @Override
    public String string(long id) {
      if (id == 0) return "";
      Object o = lookup(id - 1);
      if (o instanceof MDString s) return s.value();
      throw error("metadata #" + (id - 1) + " is not a string");
    }

    @Override
    public BitcodeError error(String message) {
      return new BitcodeError(message, pos);
    }
  }

  /** The entry of id {@code id} in this table or its parent, or null. */
  private Object lookup(long id) {
    if (id < base) return parent == null ? null : parent.lookup(id);
    if (id >= base + count) return null;
    return items[(int) (id - base)];
  }

  private Object item(long id, BitstreamReader r) {
    Object o = lookup(id);
    if (o == null) throw r.error("metadata #" + id + " is not defined");
    return o;
  }

  /** Expressions are printed inline, one node per occurrence; everything else is shared. */
  static Metadata copyIfInline(Metadata md) {
    if (md instanceof MDNode n && n.slot() < 0 && "DIExpression".equals(n.kind())) {
      return MDNode.specialized(false, "DIExpression", n.fields());
    }
    return md;
  }

  /** Metadata {@code id} as a reference (attachment, named node operand): a copy for expressions. */
  Metadata metadata(long id, long pos) {
    Object o = lookup(id);
    if (o instanceof Metadata md) return copyIfInline(md);
    if (o == null) throw new BitcodeError("metadata #" + id + " is not defined", pos);
    throw new BitcodeError("function-local metadata #" + id + " used out of place", pos);
  }

  /** The raw entry of id {@code id}: Metadata, {@link Local} or {@link ArgList}; null if undefined. */
  Object entry(long id) {
    return lookup(id);
  }

  ModuleState module() {
    return module;
  }
}

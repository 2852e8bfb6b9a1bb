package dev.hoist.ir.bitcode;

import static dev.hoist.ir.bitcode.BitCodes.*;

import dev.hoist.ir.constant.Constant;
import dev.hoist.ir.metadata.MDNode;
import dev.hoist.ir.metadata.MDString;
import dev.hoist.ir.metadata.Metadata;
import dev.hoist.ir.metadata.NamedMDNode;
import dev.hoist.ir.metadata.ValueAsMetadata;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Numbers and writes a module's metadata. Strings come first (one METADATA_STRINGS record),
 * then values and nodes, each node after the nodes it refers to (so reading meets few forward
 * references; cycles are fine). Hoist's per-use copies collapse: strings by text, constants by
 * record, expressions by elements. As opt does when it parses text, the first composite type with
 * a given ODR identifier is made distinct and later ones with that identifier stand for it.
 */
final class MetadataWriter {
  private final List<String> strings = new ArrayList<>();
  private final Map<String, Integer> stringIds = new HashMap<>();
  private final Map<MDNode, Integer> nodeIds = new IdentityHashMap<>();
  private final Map<String, Integer> expressionIds = new HashMap<>();
  private final Map<Long, Integer> valueIds = new HashMap<>();
  /** Non-string entries by ordinal: a {@link DiEncoder.Rec}, or {@code long[] {type id, value id}} for a value. */
  private final List<Object> items = new ArrayList<>();
  private final Map<String, MDNode> odrFirst = new HashMap<>();
  private final Map<MDNode, MDNode> odrSame = new IdentityHashMap<>();
  private final ConstantPool constants;
  private final ConstantPool.Ids ids;

  MetadataWriter(ConstantPool constants, ConstantPool.Ids ids) {
    this.constants = constants;
    this.ids = ids;
  }

  /** How many ids the module's metadata takes (a body's block numbers from here). */
  int count() {
    return strings.size() + items.size();
  }

  /** The id of {@code md} (numbered before), as records write it: 0-based. */
  int id(Metadata md) {
    if (md instanceof MDString s) return stringIds.get(s.value());
    int ordinal;
    if (md instanceof ValueAsMetadata v) {
      ordinal = valueIds.get(valueKey(v));
    } else {
      MDNode n = canonical((MDNode) md);
      ordinal = isExpression(n) ? expressionIds.get(expressionKey(n)) : nodeIds.get(n);
    }
    return strings.size() + ordinal;
  }

  /** {@code id + 1}, or 0 for null (LLVM's getMetadataOrNullID). */
  int idOrNull(Metadata md) {
    return md == null ? 0 : id(md) + 1;
  }

  private MDNode canonical(MDNode n) {
    MDNode c = odrSame.get(n);
    return c != null ? c : n;
  }

  private static boolean isExpression(MDNode n) {
    return "DIExpression".equals(n.kind()) && !n.isDistinct();
  }

  private static String expressionKey(MDNode n) {
    StringBuilder sb = new StringBuilder();
    for (MDNode.Field f : n.fields()) sb.append(((MDNode.Raw) f.value()).text()).append(',');
    return sb.toString();
  }

  private long valueKey(ValueAsMetadata v) {
    Constant c = v.value();
    return ((long) ids.typeId(c.type()) << 32) | constants.id(c);
  }

  /** Numbers {@code root} and everything it refers to. */
  void add(Metadata root) {
    if (root == null) return;
    if (!(root instanceof MDNode)) {
      leaf(root);
      return;
    }
    ArrayDeque<Object[]> stack = new ArrayDeque<>(); // [node, rec, next operand index]
    MDNode start = canonical((MDNode) root);
    if (!enter(start, stack)) return;
    while (!stack.isEmpty()) {
      Object[] top = stack.peek();
      DiEncoder.Rec rec = (DiEncoder.Rec) top[1];
      int i = (Integer) top[2];
      if (i < rec.size()) {
        top[2] = i + 1;
        Metadata m = rec.refs[i];
        if (m == null) continue;
        if (m instanceof MDNode child) enter(canonical(child), stack);
        else leaf(m);
        continue;
      }
      stack.pop();
      MDNode n = (MDNode) top[0];
      nodeIds.put(n, items.size());
      items.add(rec);
    }
  }

  /** Starts numbering node {@code n} (pushing it) unless it is numbered or under way. */
  private boolean enter(MDNode n, ArrayDeque<Object[]> stack) {
    if (isExpression(n)) {
      String key = expressionKey(n);
      if (!expressionIds.containsKey(key)) {
        expressionIds.put(key, items.size());
        items.add(DiEncoder.encode(n, false));
      }
      return false;
    }
    if (nodeIds.containsKey(n)) return false;
    nodeIds.put(n, -1); // under way: a cycle back to it is a forward reference
    DiEncoder.Rec rec;
    if (n.isTuple()) {
      rec = new DiEncoder.Rec(n.isDistinct() ? METADATA_DISTINCT_NODE : METADATA_NODE, n.numOperands());
      for (int i = 0; i < n.numOperands(); i++) rec.ref(n.operand(i));
    } else {
      rec = DiEncoder.encode(n, n.isDistinct() || odrDistinct(n));
    }
    stack.push(new Object[] {n, rec, 0});
    return true;
  }

  /** opt's ODR uniquing of composite types: the first with an identifier is distinct, later ones are it. */
  private boolean odrDistinct(MDNode n) {
    if (!"DICompositeType".equals(n.kind())) return false;
    String ident = new DiValues(n).string("identifier");
    if (ident == null || ident.isEmpty()) return false;
    MDNode first = odrFirst.putIfAbsent(ident, n);
    return first == null;
  }

  /** Registers later composite types with an already seen identifier and tag as standing for the first. */
  void unifyOdrTypes(List<MDNode> nodes) {
    Map<String, MDNode> seen = new HashMap<>();
    for (MDNode n : nodes) {
      if (!"DICompositeType".equals(n.kind())) continue;
      DiValues v = new DiValues(n);
      String ident = v.string("identifier");
      if (ident == null || ident.isEmpty()) continue;
      MDNode first = seen.putIfAbsent(ident, n);
      if (first != null && first != n && new DiValues(first).dwarf("tag", DwarfNames.TAG, 0) == v.dwarf("tag", DwarfNames.TAG, 0)) {
        odrSame.put(n, first);
      }
    }
  }

  private void leaf(Metadata m) {
    if (m instanceof MDString s) {
      if (!stringIds.containsKey(s.value())) {
        stringIds.put(s.value(), strings.size());
        strings.add(s.value());
      }
    } else if (m instanceof ValueAsMetadata v) {
      long key = valueKey(v);
      if (!valueIds.containsKey(key)) {
        valueIds.put(key, items.size());
        items.add(new long[] {key >>> 32, key & 0xffffffffL});
      }
    }
  }

  /** Writes the module's METADATA block: strings, values and nodes, named metadata, global attachments. */
  void write(BitstreamWriter w, Iterable<NamedMDNode> named, List<long[]> globalAttachments) {
    if (count() == 0 && !named.iterator().hasNext() && globalAttachments.isEmpty()) return;
    w.enterBlock(METADATA_BLOCK_ID, 3);
    writeStrings(w);
    long[] buf = new long[64];
    for (Object item : items) {
      if (item instanceof long[] v) {
        w.record(METADATA_VALUE, v, 2, 0);
        continue;
      }
      DiEncoder.Rec rec = (DiEncoder.Rec) item;
      int n = rec.size();
      if (buf.length < n) buf = new long[n];
      for (int i = 0; i < n; i++) {
        buf[i] = rec.refs[i] == null ? (rec.zeroBased[i] ? 0 : rec.ops[i]) : rec.zeroBased[i] ? id(rec.refs[i]) : id(rec.refs[i]) + 1;
      }
      w.record(rec.code, buf, n, 0);
    }
    for (NamedMDNode nm : named) {
      long[] name = TypeTableWriter.chars(nm.name());
      w.record(METADATA_NAME, name, name.length, 0);
      long[] ops = new long[nm.operands().size()];
      for (int i = 0; i < ops.length; i++) ops[i] = id(nm.operands().get(i));
      w.record(METADATA_NAMED_NODE, ops, ops.length, 0);
    }
    for (long[] a : globalAttachments) w.record(METADATA_GLOBAL_DECL_ATTACHMENT, a, a.length, 0);
    w.exitBlock();
  }

  private void writeStrings(BitstreamWriter w) {
    if (strings.isEmpty()) return;
    BitstreamWriter lengths = new BitstreamWriter(64, new Abbrev[0][]);
    int total = 0;
    for (String s : strings) {
      lengths.emitVBR(s.length(), 6);
      total += s.length();
    }
    byte[] prefix = lengths.toByteArray();
    byte[] blob = new byte[prefix.length + total];
    System.arraycopy(prefix, 0, blob, 0, prefix.length);
    int at = prefix.length;
    for (String s : strings) for (int i = 0; i < s.length(); i++) blob[at++] = (byte) s.charAt(i);
    int abbrev = w.defineAbbrev(Abbrev.of().literal(METADATA_STRINGS).vbr(6).vbr(6).blob().build());
    w.recordWithBlob(METADATA_STRINGS, new long[] {strings.size(), prefix.length}, 2, abbrev, blob, blob.length);
  }
}

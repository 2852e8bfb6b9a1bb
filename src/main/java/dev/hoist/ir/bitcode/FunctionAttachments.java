package dev.hoist.ir.bitcode;

import static dev.hoist.ir.bitcode.BitCodes.*;

import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.GlobalObject;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.MetadataAttachments;
import dev.hoist.ir.Value;
import dev.hoist.ir.metadata.MDNode;
import dev.hoist.ir.metadata.Metadata;
import java.util.ArrayList;
import java.util.List;

/**
 * The blocks at the end of a function body that annotate what was read: METADATA_ATTACHMENT
 * ({@code !tbaa}, {@code !llvm.loop}, ... on instructions and on the function) and the function's
 * VALUE_SYMTAB (names of arguments, instructions and blocks).
 */
final class FunctionAttachments {
  private FunctionAttachments() {}

  static void read(FunctionReader fr, BitstreamReader r, MetadataTable md, List<Instruction> instructions) {
    for (int code; (code = r.nextRecord()) >= 0; ) {
      long pos = r.entryBit;
      if (code != METADATA_ATTACHMENT) continue;
      int n = r.numOps();
      long[] ops = r.ops();
      if (n == 0) throw r.error("empty attachment record");
      if (n % 2 == 0) {
        attach(fr.m, fr.f.metadata(), ops, 0, n, md, pos);
      } else {
        long i = ops[0];
        if (i < 0 || i >= instructions.size()) throw r.error("attachment to instruction #" + i + ", which does not exist");
        attach(fr.m, instructions.get((int) i).metadata(), ops, 1, n, md, pos);
      }
    }
  }

  /** Adds the (kind, node) pairs {@code ops[from..n)} and keeps the attachments in LLVM's order. */
  static void attach(ModuleState m, MetadataAttachments into, long[] ops, int from, int n, MetadataTable md, long pos) {
    for (int k = from; k + 1 < n; k += 2) {
      String kind = m.kind(ops[k], pos);
      Metadata node = md.metadata(ops[k + 1], pos);
      if (!(node instanceof MDNode mdn)) throw new BitcodeError("attachment !" + kind + " is not a node", pos);
      into.set(kind, mdn);
    }
    sort(m, into);
  }

  /** LLVM lists attachments with !dbg first and then by kind number. */
  static void sort(ModuleState m, MetadataAttachments a) {
    int n = a.size();
    if (n < 2) return;
    List<Object[]> l = new ArrayList<>(n);
    for (int i = 0; i < n; i++) l.add(new Object[] {a.kind(i), a.node(i)});
    l.sort((x, y) -> Integer.compare(m.kindRank((String) x[0]), m.kindRank((String) y[0])));
    a.clear();
    for (Object[] p : l) a.add((String) p[0], (MDNode) p[1]);
  }

  static void attachGlobal(ModuleState m, GlobalObject g, long[] ops, MetadataTable md, long pos) {
    attach(m, g.metadata(), ops, 1, ops.length, md, pos);
  }

  /**
   * Names the function's arguments, instructions and blocks from its VALUE_SYMTAB. A name the
   * function already uses gets the function's next suffix, as LLVM's symbol table does.
   */
  static void readNames(FunctionReader fr, BitstreamReader r, BasicBlock[] blocks) {
    java.util.Set<String> used = new java.util.HashSet<>();
    for (int code; (code = r.nextRecord()) >= 0; ) {
      long pos = r.entryBit;
      if (r.numOps() < 1) throw r.error("invalid value symbol table record");
      String name = r.opsString(1);
      if (code == VST_CODE_ENTRY) {
        long id = r.op(0);
        if (id >= fr.nextValueNo) throw new BitcodeError("name for value #" + id + ", which does not exist", pos);
        Value v = fr.value(id, null, pos);
        if (v instanceof dev.hoist.ir.constant.Constant) throw new BitcodeError("a function's name table names a constant", pos);
        setName(fr, v, name, used);
      } else if (code == VST_CODE_BBENTRY) {
        long id = r.op(0);
        if (blocks == null || id < 0 || id >= blocks.length) throw new BitcodeError("name for block #" + id, pos);
        setName(fr, blocks[(int) id], name, used);
      }
    }
  }

  private static void setName(FunctionReader fr, Value v, String name, java.util.Set<String> used) {
    if (v.name() != null) used.remove(v.name());
    if (name.isEmpty()) {
      v.setName(null);
      return;
    }
    String unique = name;
    while (!used.add(unique)) unique = name + fr.f.nextUniqueSuffix();
    v.setName(unique);
  }
}

package dev.hoist.ir.bitcode;

import static dev.hoist.ir.bitcode.BitCodes.*;

import dev.hoist.ir.Comdat;
import dev.hoist.ir.Function;
import dev.hoist.ir.GlobalAlias;
import dev.hoist.ir.GlobalObject;
import dev.hoist.ir.GlobalValue;
import dev.hoist.ir.GlobalVariable;
import dev.hoist.ir.Module;
import java.util.Map;

/**
 * The module block's own records: target, module asm, section and GC names, comdats, the source
 * file name, and one record per global variable, function, alias and ifunc (names in the string
 * table, as version 2 bitcode has them), then the small blocks of names: metadata kinds, operand
 * bundle tags and sync scopes.
 */
final class ModuleRecords {
  private ModuleRecords() {}

  static void header(BitstreamWriter w, ModuleNumbering mn, StringTable strtab, String moduleId) {
    Module m = mn.module;
    if (m.triple() != null) string(w, MODULE_CODE_TRIPLE, m.triple());
    if (m.dataLayout() != null) string(w, MODULE_CODE_DATALAYOUT, m.dataLayout());
    if (!m.moduleAsm().isEmpty()) string(w, MODULE_CODE_ASM, moduleAsm(m.moduleAsm()));
    for (String s : mn.sections.keySet()) string(w, MODULE_CODE_SECTIONNAME, s);
    for (String s : mn.gcNames.keySet()) string(w, MODULE_CODE_GCNAME, s);
    for (Comdat c : mn.comdats.keySet()) {
      w.record(MODULE_CODE_COMDAT, new long[] {strtab.add(c.name()), c.name().length(), Codec.encodeComdatKind(c.kind())}, 3, 0);
    }
    String source = m.sourceFilename() != null ? m.sourceFilename() : moduleId;
    if (source != null) string(w, MODULE_CODE_SOURCE_FILENAME, source);
  }

  static void globals(BitstreamWriter w, ModuleNumbering mn, StringTable strtab) {
    long[] r = new long[24];
    for (int index = 0; index < mn.globals.size(); index++) {
      GlobalValue g = mn.globals.get(index);
      int n = 0;
      String name = g.name() == null ? "" : g.name();
      r[n++] = strtab.add(name);
      r[n++] = name.length();
      int code;
      switch (g) {
        case GlobalVariable v -> {
          code = MODULE_CODE_GLOBALVAR;
          r[n++] = mn.typeId(v.valueType());
          r[n++] = (v.isConstant() ? 1 : 0) | 2 | ((long) v.addrSpace() << 2);
          r[n++] = mn.initializerId(index) + 1;
          r[n++] = Codec.encodeLinkage(v.linkage());
          r[n++] = Codec.encodeAlignment(v.align());
          r[n++] = id(mn.sections, v.section());
          r[n++] = v.visibility().ordinal();
          r[n++] = v.threadLocal().ordinal();
          r[n++] = Codec.encodeUnnamedAddr(v.unnamedAddr());
          r[n++] = v.isExternallyInitialized() ? 1 : 0;
          r[n++] = v.dllStorage().ordinal();
          r[n++] = comdat(mn, v);
          r[n++] = mn.globalAttributeIds.getOrDefault(v, 0);
          r[n++] = v.isDsoLocal() ? 1 : 0;
          n = partition(r, n, v, strtab);
        }
        case Function f -> {
          code = MODULE_CODE_FUNCTION;
          r[n++] = mn.typeId(f.functionType());
          r[n++] = f.callingConv();
          r[n++] = f.isDeclaration() ? 1 : 0;
          r[n++] = Codec.encodeLinkage(f.linkage());
          r[n++] = mn.functionAttributes.get(f);
          r[n++] = Codec.encodeAlignment(f.align());
          r[n++] = id(mn.sections, f.section());
          r[n++] = f.visibility().ordinal();
          r[n++] = id(mn.gcNames, f.gc());
          r[n++] = Codec.encodeUnnamedAddr(f.unnamedAddr());
          r[n++] = f.prologueData() == null ? 0 : mn.valueId(f.prologueData()) + 1;
          r[n++] = f.dllStorage().ordinal();
          r[n++] = comdat(mn, f);
          r[n++] = f.prefixData() == null ? 0 : mn.valueId(f.prefixData()) + 1;
          r[n++] = f.personality() == null ? 0 : mn.valueId(f.personality()) + 1;
          r[n++] = f.isDsoLocal() ? 1 : 0;
          r[n++] = f.addrSpace();
          n = partition(r, n, f, strtab);
        }
        default -> {
          GlobalAlias a = (GlobalAlias) g;
          code = a.isIFunc() ? MODULE_CODE_IFUNC : MODULE_CODE_ALIAS;
          r[n++] = mn.typeId(a.valueType());
          r[n++] = a.addrSpace();
          r[n++] = mn.initializerId(index);
          r[n++] = Codec.encodeLinkage(a.linkage());
          r[n++] = a.visibility().ordinal();
          if (!a.isIFunc()) {
            r[n++] = a.dllStorage().ordinal();
            r[n++] = a.threadLocal().ordinal();
            r[n++] = Codec.encodeUnnamedAddr(a.unnamedAddr());
          }
          r[n++] = a.isDsoLocal() ? 1 : 0;
          n = partition(r, n, a, strtab);
        }
      }
      w.record(code, r, n, 0);
    }
  }

  private static int partition(long[] r, int n, GlobalValue g, StringTable strtab) {
    String p = g.partition() == null ? "" : g.partition();
    r[n++] = strtab.add(p);
    r[n++] = p.length();
    return n;
  }

  private static long comdat(ModuleNumbering mn, GlobalObject o) {
    return o.comdat() == null ? 0 : mn.comdats.get(o.comdat());
  }

  private static long id(Map<String, Integer> m, String s) {
    return s == null ? 0 : m.get(s);
  }

  /** The lines as LLVM's parser joins them: each followed by a newline, empty ones adding nothing. */
  private static String moduleAsm(java.util.List<String> lines) {
    StringBuilder sb = new StringBuilder();
    for (String l : lines) {
      sb.append(l);
      if (sb.length() > 0 && sb.charAt(sb.length() - 1) != '\n') sb.append('\n');
    }
    return sb.toString();
  }

  static void string(BitstreamWriter w, int code, String s) {
    long[] ops = TypeTableWriter.chars(s);
    w.record(code, ops, ops.length, 0);
  }

  /** METADATA_KIND_BLOCK (before the module's metadata). */
  static void namesBeforeMetadata(BitstreamWriter w, ModuleNumbering mn) {
    w.enterBlock(METADATA_KIND_BLOCK_ID, 3);
    for (Map.Entry<String, Integer> k : mn.kinds.entrySet()) {
      long[] name = TypeTableWriter.chars(k.getKey());
      long[] ops = new long[name.length + 1];
      ops[0] = k.getValue();
      System.arraycopy(name, 0, ops, 1, name.length);
      w.record(METADATA_KIND, ops, ops.length, 0);
    }
    w.exitBlock();
  }

  /** OPERAND_BUNDLE_TAGS_BLOCK and SYNC_SCOPE_NAMES_BLOCK (after the module's metadata). */
  static void namesAfterMetadata(BitstreamWriter w, ModuleNumbering mn) {
    w.enterBlock(OPERAND_BUNDLE_TAGS_BLOCK_ID, 3);
    for (String t : mn.bundleTags.keySet()) string(w, OPERAND_BUNDLE_TAG, t);
    w.exitBlock();
    w.enterBlock(SYNC_SCOPE_NAMES_BLOCK_ID, 2);
    for (String s : mn.syncScopes.keySet()) string(w, SYNC_SCOPE_NAME, s);
    w.exitBlock();
  }
}

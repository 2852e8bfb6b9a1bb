package dev.hoist.ir.bitcode;

import static dev.hoist.ir.bitcode.BitCodes.*;

import dev.hoist.ir.Function;
import dev.hoist.ir.GlobalAlias;
import dev.hoist.ir.GlobalValue;
import dev.hoist.ir.GlobalVariable;
import dev.hoist.ir.Intrinsics;
import dev.hoist.ir.Linkage;
import dev.hoist.ir.attr.AttributeList;
import dev.hoist.ir.type.FunctionType;
import dev.hoist.ir.type.PointerType;
import dev.hoist.ir.type.Type;

/**
 * The module records that define global values, as LLVM 14's parseGlobalVarRecord,
 * parseFunctionRecord and parseGlobalIndirectSymbolRecord read them. From version 2 on, each
 * starts with the name's offset and size in the string table.
 */
final class GlobalRecords {
  private GlobalRecords() {}

  static void globalVariable(ModuleReader mr, BitstreamReader r, long pos) {
    ModuleState m = mr.m;
    int b = mr.version >= 2 ? 2 : 0;
    int n = r.numOps() - b;
    if (n < 6) throw r.error("invalid GLOBALVAR record");
    String name = b == 2 ? mr.strtabName(r.op(0), r.op(1)) : null;
    Type t = m.type(r.op(b), r);
    long flags = r.op(b + 1);
    boolean constant = (flags & 1) != 0;
    int as;
    if ((flags & 2) != 0) {
      as = (int) (flags >>> 2);
    } else {
      if (!(t instanceof PointerType p) || p.isOpaque()) throw r.error("invalid type for global variable");
      as = p.addrSpace();
      t = p.pointee();
    }
    if (t instanceof FunctionType || t.isVoid() || t.isLabel() || t.isMetadata() || t.isToken()) {
      throw r.error("invalid global variable type " + t);
    }
    long rawLinkage = r.op(b + 3);
    Linkage linkage = Codec.linkage(rawLinkage);
    GlobalVariable g = new GlobalVariable(t, m.pointerTo(t, as), name, constant, null);
    g.setLinkage(linkage);
    g.setAlign(Codec.alignment(r.op(b + 4), pos));
    g.setSection(mr.section(r.op(b + 5), pos));
    if (n > 6 && !linkage.isLocal()) g.setVisibility(Codec.visibility(r.op(b + 6), pos));
    if (n > 7) g.setThreadLocal(Codec.threadLocal(r.op(b + 7), pos));
    if (n > 8) g.setUnnamedAddr(Codec.unnamedAddr(r.op(b + 8), pos));
    if (n > 9) g.setExternallyInitialized(r.op(b + 9) != 0);
    if (n > 10) g.setDllStorage(Codec.dllStorage(r.op(b + 10), pos));
    else upgradeDll(g, rawLinkage);
    mr.defer(ModuleReader.INIT, m.globals.size(), r.op(b + 2));
    if (n > 11) g.setComdat(mr.comdat(r.op(b + 11), pos));
    else if (Codec.hasImplicitComdat(rawLinkage)) mr.implicitComdat(g);
    if (n > 12 && r.op(b + 12) != 0) g.setAttributes(m.attributes.list(r.op(b + 12), r).fn());
    g.setDsoLocal((n > 13 && r.op(b + 13) != 0) || linkage.isLocal());
    if (n > 15 && r.op(b + 15) > 0) g.setPartition(mr.strtabName(r.op(b + 14), r.op(b + 15)));
    mr.addGlobal(g);
  }

  static void function(ModuleReader mr, BitstreamReader r, long pos) {
    ModuleState m = mr.m;
    int b = mr.version >= 2 ? 2 : 0;
    int n = r.numOps() - b;
    if (n < 8) throw r.error("invalid FUNCTION record");
    String name = b == 2 ? mr.strtabName(r.op(0), r.op(1)) : null;
    FunctionType ft = mr.functionType(m.type(r.op(b), r), pos);
    long cc = r.op(b + 1);
    if (cc > 1023) throw r.error("invalid calling convention " + cc);
    int as = m.module.layout().programAddrSpace();
    if (n > 16) as = (int) r.op(b + 16);
    Function f = new Function(ft, m.pointerTo(ft, as), name);
    f.setCallingConv((int) cc);
    boolean proto = r.op(b + 2) != 0;
    long rawLinkage = r.op(b + 3);
    Linkage linkage = Codec.linkage(rawLinkage);
    f.setLinkage(linkage);
    AttributeList attrs = m.attributes.list(r.op(b + 4), r);
    // LLVM gives a known intrinsic its own attributes, whatever the file says (as the text parser).
    AttributeList intrinsic = name != null && name.startsWith("llvm.") ? Intrinsics.attributes(name, ft.numParams()) : null;
    f.setAttributes(intrinsic != null ? intrinsic : attrs);
    f.setAlign(Codec.alignment(r.op(b + 5), pos));
    f.setSection(mr.section(r.op(b + 6), pos));
    if (!linkage.isLocal()) f.setVisibility(Codec.visibility(r.op(b + 7), pos));
    if (n > 8) f.setGc(mr.gc(r.op(b + 8), pos));
    if (n > 9) f.setUnnamedAddr(Codec.unnamedAddr(r.op(b + 9), pos));
    int index = m.globals.size();
    if (n > 10) mr.defer(ModuleReader.PROLOGUE, index, r.op(b + 10));
    if (n > 11) f.setDllStorage(Codec.dllStorage(r.op(b + 11), pos));
    else upgradeDll(f, rawLinkage);
    if (n > 12) f.setComdat(mr.comdat(r.op(b + 12), pos));
    else if (Codec.hasImplicitComdat(rawLinkage)) mr.implicitComdat(f);
    if (n > 13) mr.defer(ModuleReader.PREFIX, index, r.op(b + 13));
    if (n > 14) mr.defer(ModuleReader.PERSONALITY, index, r.op(b + 14));
    f.setDsoLocal((n > 15 && r.op(b + 15) != 0) || linkage.isLocal());
    if (n > 18 && r.op(b + 18) > 0) f.setPartition(mr.strtabName(r.op(b + 17), r.op(b + 18)));
    mr.addGlobal(f);
    if (!proto) mr.withBodies.add(f);
  }

  static void alias(ModuleReader mr, BitstreamReader r, int code, long pos) {
    ModuleState m = mr.m;
    int b = mr.version >= 2 ? 2 : 0;
    int n = r.numOps() - b;
    boolean newRecord = code != MODULE_CODE_ALIAS_OLD;
    if (n < 3 + (newRecord ? 1 : 0)) throw r.error("invalid ALIAS record");
    String name = b == 2 ? mr.strtabName(r.op(0), r.op(1)) : null;
    int k = b;
    Type t = m.type(r.op(k++), r);
    int as;
    if (!newRecord) {
      if (!(t instanceof PointerType p) || p.isOpaque()) throw r.error("invalid type for alias");
      t = p.pointee();
      as = p.addrSpace();
    } else {
      as = (int) r.op(k++);
    }
    long target = r.op(k++);
    Linkage linkage = Codec.linkage(r.op(k++));
    boolean ifunc = code == MODULE_CODE_IFUNC;
    GlobalAlias a = new GlobalAlias(t, m.pointerTo(t, as), name, ifunc, null);
    a.setLinkage(linkage);
    int end = r.numOps();
    if (k != end) {
      long vis = r.op(k++);
      if (!linkage.isLocal()) a.setVisibility(Codec.visibility(vis, pos));
    }
    if (!ifunc) {
      if (k != end) a.setDllStorage(Codec.dllStorage(r.op(k++), pos));
      if (k != end) a.setThreadLocal(Codec.threadLocal(r.op(k++), pos));
      if (k != end) a.setUnnamedAddr(Codec.unnamedAddr(r.op(k++), pos));
    }
    boolean dsoLocal = k != end && r.op(k++) != 0;
    a.setDsoLocal(dsoLocal || linkage.isLocal());
    if (k + 1 < end) {
      if (r.op(k + 1) > 0) a.setPartition(mr.strtabName(r.op(k), r.op(k + 1)));
      k += 2;
    }
    mr.defer(ModuleReader.ALIASEE, m.globals.size(), target + 1);
    mr.addAlias(a, ifunc);
  }

  /** Bitcode before dllstorageclass fields encoded it in the linkage. */
  private static void upgradeDll(GlobalValue g, long rawLinkage) {
    if (rawLinkage == 5) g.setDllStorage(GlobalValue.DllStorage.DLLIMPORT);
    else if (rawLinkage == 6) g.setDllStorage(GlobalValue.DllStorage.DLLEXPORT);
  }
}

package dev.hoist.ir.bitcode;

import static dev.hoist.ir.bitcode.BitCodes.*;

import dev.hoist.ir.Function;
import dev.hoist.ir.Module;
import dev.hoist.util.Parallel;
import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes a {@link Module} as LLVM 14 bitcode, as {@code opt -o x.bc} does: the identification
 * block, the module block (version 2: names in a string table) and the string table; for Darwin
 * targets in the {@code 0x0B17C0DE} wrapper. Function bodies are encoded on several threads once
 * the module is numbered; the bytes are the same for every thread count.
 *
 * <pre>
 *   BitcodeWriter.write(module, out, "in.ll", threads);
 * </pre>
 */
public final class BitcodeWriter {
  private BitcodeWriter() {}

  /**
   * Writes {@code m} to {@code out}; {@code moduleId} (the input's name, may be null) is the
   * source file name when the module has none, as opt takes its module identifier.
   */
  public static void write(Module m, OutputStream out, String moduleId, int threads) throws IOException {
    if (DarwinWrapper.isDarwin(m.triple())) {
      out.write(toBytes(m, moduleId, threads));
      return;
    }
    BitstreamWriter w = stream(m, moduleId, threads); // written from its buffer, not copied first
    out.write(w.buffer(), 0, w.length());
  }

  public static byte[] toBytes(Module m, String moduleId, int threads) {
    byte[] bc = stream(m, moduleId, threads).toByteArray();
    return DarwinWrapper.isDarwin(m.triple()) ? DarwinWrapper.wrap(bc, m.triple()) : bc;
  }

  /** The module's bitcode, without the Darwin wrapper, word-aligned in a writer's buffer. */
  private static BitstreamWriter stream(Module m, String moduleId, int threads) {
    ModuleNumbering mn = new ModuleNumbering(m);
    List<Function> bodies = m.definedFunctions();
    List<Function> functions = m.functions();
    List<BodyScan> scans;
    if (threads > 1) {
      // The module's numbering beside the scans (first, as it is long); a scan then cannot leave
      // out the types the module numbers (merging does, in the same order).
      List<Integer> items = new ArrayList<>(functions.size() + 1);
      for (int i = -1; i < functions.size(); i++) items.add(i);
      scans = Parallel.map(items, threads, i -> {
        if (i >= 0) return BodyScan.of(functions.get(i), null);
        mn.numberModule();
        return null;
      });
      scans = scans.subList(1, scans.size());
    } else {
      mn.numberModule();
      scans = Parallel.map(functions, threads, f -> BodyScan.of(f, mn.types));
    }
    mn.numberModuleMetadata(scans);
    mn.freeze();
    Map<Function, BodyScan> scanOf = new IdentityHashMap<>();
    for (int i = 0; i < scans.size(); i++) scanOf.put(m.functions().get(i), scans.get(i));
    Abbrev[][] blockInfo = WriterAbbrevs.blockInfo(mn.types.count());
    List<BitstreamWriter> encoded = Parallel.map(bodies, threads, f -> new FunctionEncoder(mn, f, scanOf.get(f)).encode(blockInfo));

    StringTable strtab = new StringTable();
    long bodyBytes = 0;
    for (BitstreamWriter b : encoded) bodyBytes += b.length();
    BitstreamWriter w = new BitstreamWriter((int) Math.min(Integer.MAX_VALUE - 16, (1 << 16) + bodyBytes / 4), blockInfo);
    w.emit('B', 8);
    w.emit('C', 8);
    w.emit(0x0, 4);
    w.emit(0xC, 4);
    w.emit(0xE, 4);
    w.emit(0xD, 4);
    identification(w);
    w.enterBlock(MODULE_BLOCK_ID, 3);
    w.record(MODULE_CODE_VERSION, new long[] {2}, 1, 0);
    WriterAbbrevs.write(w, blockInfo);
    mn.types.write(w);
    mn.attributes.write(w);
    ModuleRecords.header(w, mn, strtab, moduleId);
    ModuleRecords.globals(w, mn, strtab);
    int vstAbbrev = w.defineAbbrev(Abbrev.of().literal(MODULE_CODE_VSTOFFSET).fixed(32).build());
    long vstOffsetBit = w.bitPos() + 3; // after the record's abbreviation id, in the module block's width
    w.record(MODULE_CODE_VSTOFFSET, new long[] {0}, 1, vstAbbrev);
    mn.constants.write(w, mn);
    ModuleRecords.namesBeforeMetadata(w, mn);
    mn.metadata.write(w, m.namedMetadata().values(), mn.globalAttachments);
    ModuleRecords.namesAfterMetadata(w, mn);
    // The bodies with their block headers, the function symbol table, the string table.
    w.reserve(bodyBytes + 32L * bodies.size() + strtab.size() + (1 << 12));
    long[] bodyBits = new long[bodies.size()];
    for (int i = 0; i < bodies.size(); i++) bodyBits[i] = w.appendBlock(FUNCTION_BLOCK_ID, 4, encoded.get(i));
    long vstBit = w.bitPos();
    w.patch32(vstOffsetBit, (int) (vstBit / 32));
    w.enterBlock(VALUE_SYMTAB_BLOCK_ID, 4);
    int fnEntry = w.defineAbbrev(Abbrev.of().literal(VST_CODE_FNENTRY).vbr(8).vbr(8).build());
    for (int i = 0; i < bodies.size(); i++) {
      w.record(VST_CODE_FNENTRY, new long[] {mn.valueId(bodies.get(i)), bodyBits[i] / 32}, 2, fnEntry);
    }
    w.exitBlock();
    w.exitBlock();
    w.enterBlock(STRTAB_BLOCK_ID, 3);
    int blob = w.defineAbbrev(Abbrev.of().literal(STRTAB_BLOB).blob().build());
    w.recordWithBlob(STRTAB_BLOB, new long[0], 0, blob, strtab.bytes(), strtab.size());
    w.exitBlock();
    w.align32();
    return w;
  }

  private static void identification(BitstreamWriter w) {
    w.enterBlock(IDENTIFICATION_BLOCK_ID, 5);
    int str = w.defineAbbrev(Abbrev.of().literal(IDENTIFICATION_CODE_STRING).array().char6().build());
    long[] producer = TypeTableWriter.chars("LLVM14.0.6");
    w.record(IDENTIFICATION_CODE_STRING, producer, producer.length, str);
    int epoch = w.defineAbbrev(Abbrev.of().literal(IDENTIFICATION_CODE_EPOCH).vbr(6).build());
    w.record(IDENTIFICATION_CODE_EPOCH, new long[] {BITCODE_CURRENT_EPOCH}, 1, epoch);
    w.exitBlock();
  }
}

package dev.hoist.ir.bitcode;

import static dev.hoist.ir.bitcode.BitCodes.*;

import dev.hoist.ir.Comdat;
import dev.hoist.ir.Function;
import dev.hoist.ir.GlobalObject;
import dev.hoist.ir.GlobalVariable;
import dev.hoist.ir.Module;
import dev.hoist.ir.UseLinks;
import dev.hoist.ir.Value;
import dev.hoist.ir.metadata.MDNode;
import dev.hoist.ir.metadata.Metadata;
import dev.hoist.ir.metadata.NamedMDNode;
import dev.hoist.util.Parallel;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Reads LLVM 14 bitcode (a {@code .bc} file, raw or in the {@code 0x0B17C0DE} wrapper) into a
 * {@link Module}: the same module, printed by Hoist, as Hoist's parser makes of {@code opt -S}'s
 * text of that file. Function bodies are independent once the module block is read, so they are
 * read on several threads; the result does not depend on their number.
 *
 * <pre>
 *   if (BitcodeReader.isBitcode(bytes)) module = BitcodeReader.read(bytes, threads, Verifier::verify);
 * </pre>
 *
 * Malformed input is a {@link BitcodeError} naming the bit where it was found.
 */
public final class BitcodeReader {
  /** Bodies smaller than this in total are read on the calling thread. */
  private static final long PARALLEL_MIN_BYTES = Long.getLong("hoist.parallelParseMinBytes", 1 << 18);
  private static final int WRAPPER_MAGIC = 0x0B17C0DE;

  private BitcodeReader() {}

  /** Whether {@code b} starts with the bitcode magic ({@code BC 0xC0DE}) or the wrapper's. */
  public static boolean isBitcode(byte[] b) {
    if (b.length < 4) return false;
    if (b[0] == 'B' && b[1] == 'C' && (b[2] & 0xff) == 0xC0 && (b[3] & 0xff) == 0xDE) return true;
    return le32(b, 0) == WRAPPER_MAGIC;
  }

  /**
   * Whether {@code b} is bitcode with a damaged signature rather than text: it starts with
   * {@code BC} or has the magic's {@code 0xC0DE} where it belongs, or is one byte off the
   * wrapper's magic. No text LLVM reads starts so, so such a file is reported as bitcode.
   */
  public static boolean hasDamagedSignature(byte[] b) {
    if (b.length < 4 || isBitcode(b)) return false;
    if (b[0] == 'B' && b[1] == 'C' || (b[2] & 0xff) == 0xC0 && (b[3] & 0xff) == 0xDE) return true;
    int off = 0;
    for (int i = 0; i < 4; i++) if ((b[i] & 0xff) != (WRAPPER_MAGIC >>> (8 * i) & 0xff)) off++;
    return off == 1;
  }

  public static Module read(byte[] bytes) {
    return read(bytes, 1, null);
  }

  /**
   * Reads a module on up to {@code threads} threads, then runs {@code checkBody} (when not null)
   * on every function with a body, throwing the first failure in module order.
   */
  public static Module read(byte[] bytes, int threads, Consumer<Function> checkBody) {
    try {
      Module m = new BitcodeReader.Run(bytes).run(threads);
      // As LLVM's reader does, intrinsic declarations get the names their types mangle to.
      if (dev.hoist.ir.IntrinsicUpgrades.remangle(m)) m.invalidateUseListOrders();
      if (checkBody != null) Parallel.forEach(m.definedFunctions(), threads, checkBody);
      return m;
    } catch (StackOverflowError e) {
      throw new BitcodeError("constants or metadata nested too deeply (or defined in terms of themselves)", -1);
    }
  }

  private static int le32(byte[] b, int at) {
    return (b[at] & 0xff) | (b[at + 1] & 0xff) << 8 | (b[at + 2] & 0xff) << 16 | (b[at + 3] & 0xff) << 24;
  }

  /** One read of one file. */
  private static final class Run {
    private final byte[] buf;
    private int start;
    private int end;
    private final BlockInfo blockInfo = new BlockInfo();

    Run(byte[] buf) {
      this.buf = buf;
      this.start = 0;
      this.end = buf.length;
    }

    Module run(int threads) {
      header();
      BitstreamReader top = new BitstreamReader(buf, start + 4, end, blockInfo);
      long moduleBit = -1;
      int strtabStart = -1;
      int strtabLength = 0;
      while (top.advance() != BitstreamReader.END) {
        if (top.entryId == BLOCKINFO_BLOCK_ID) {
          top.enterBlock();
          top.blockInfo().read(top);
          continue;
        }
        switch (top.entryId) {
          case IDENTIFICATION_BLOCK_ID -> {
            top.enterBlock();
            identification(top);
          }
          case MODULE_BLOCK_ID -> {
            if (moduleBit >= 0) throw top.error("expected a single module, found several");
            moduleBit = top.entryBit;
            top.skipBlock();
          }
          case STRTAB_BLOCK_ID -> {
            top.enterBlock();
            for (int e; (e = top.advance()) != BitstreamReader.END; ) {
              if (e == BitstreamReader.BLOCK) {
                top.skipBlock();
                continue;
              }
              if (top.readRecord() == STRTAB_BLOB && top.hasBlob()) {
                strtabStart = top.blobStart();
                strtabLength = top.blobLength();
              }
            }
          }
          default -> top.skipBlock();
        }
        if (top.atEnd() || end - top.bitPos() / 8 < 4 && allZero(top.bitPos() / 8)) break;
      }
      if (moduleBit < 0) throw new BitcodeError("no module in the bitcode", top.bitPos());
      BitstreamReader r = new BitstreamReader(buf, start + 4, end, blockInfo);
      r.startAt(moduleBit, 2, -1);
      if (r.advance() != BitstreamReader.BLOCK) throw r.error("expected the module block");
      r.enterBlock();
      ModuleReader mr = new ModuleReader(r, strtabStart < 0 ? null : buf, strtabStart, strtabLength);
      mr.read();
      return new Assembly(mr, buf, start, end, blockInfo).finish(threads);
    }

    private boolean allZero(long from) {
      for (long i = from; i < end; i++) if (buf[(int) i] != 0) return false;
      return true;
    }

    /** The wrapper header (magic, version, offset, size, cputype), then LLVM's magic. */
    private void header() {
      if (buf.length >= 4 && le32(buf, 0) == WRAPPER_MAGIC) {
        if (buf.length < 20) throw new BitcodeError("truncated bitcode wrapper header", 0);
        long offset = le32(buf, 8) & 0xffffffffL;
        long size = le32(buf, 12) & 0xffffffffL;
        if (offset + size > buf.length || offset < 20) {
          throw new BitcodeError("invalid bitcode wrapper header: the bitcode at " + offset + " of " + size
              + " bytes lies outside the " + buf.length + "-byte file", 64);
        }
        start = (int) offset;
        end = (int) (offset + size);
      }
      if (end - start < 4 || buf[start] != 'B' || buf[start + 1] != 'C' || (buf[start + 2] & 0xff) != 0xC0
          || (buf[start + 3] & 0xff) != 0xDE) {
        throw new BitcodeError("invalid bitcode signature", (long) start * 8);
      }
      if ((end - start) % 4 != 0) throw new BitcodeError("bitcode size is not a multiple of 4 bytes", (long) end * 8);
    }

    private static void identification(BitstreamReader r) {
      for (int code; (code = r.nextRecord()) >= 0; ) {
        if (code == IDENTIFICATION_CODE_EPOCH) {
          if (r.op(0) != BITCODE_CURRENT_EPOCH) throw r.error("incompatible bitcode epoch " + r.op(0) + " (LLVM 14 reads epoch 0)");
        }
      }
    }
  }

  /** Everything after the module block: bodies, operands, use lists, numbering. */
  private record Assembly(ModuleReader mr, byte[] buf, int start, int end, BlockInfo blockInfo) {
    Module finish(int threads) {
      ModuleState m = mr.m;
      Module module = m.module;
      if (mr.bodyOffsets.size() != mr.withBodies.size()) {
        throw new BitcodeError(mr.withBodies.size() + " functions have bodies, but " + mr.bodyOffsets.size()
            + " function blocks were found", -1);
      }
      m.withBodies.addAll(mr.withBodies);
      mr.resolveGlobals();
      metadataOfModule(m);
      List<Function> functions = module.functions();
      int n = mr.withBodies.size();
      FunctionReader[] readers = new FunctionReader[n];
      for (int i = 0; i < n; i++) {
        BitstreamReader r = new BitstreamReader(buf, start + 4, end, blockInfo);
        r.startAt(mr.bodyOffsets.get(i), mr.moduleWidth, MODULE_BLOCK_ID);
        readers[i] = new FunctionReader(m, mr.withBodies.get(i), r, mr.version >= 1, i);
      }
      long bodyBytes = n == 0 ? 0 : (end - mr.bodyOffsets.get(0) / 8);
      boolean parallel = threads > 1 && n > 1 && bodyBytes >= PARALLEL_MIN_BYTES;
      List<List<Object>> buffers = new ArrayList<>(n);
      for (int i = 0; i < n; i++) buffers.add(parallel ? UseLinks.newBuffer() : null);
      java.util.Map<Function, Integer> bodyIndex = new java.util.IdentityHashMap<>();
      for (int i = 0; i < n; i++) bodyIndex.put(mr.withBodies.get(i), i);
      // The type walk's part over globals needs no body: it runs beside them (first, as it is long).
      TypeOrder[] typeOrder = new TypeOrder[1];
      Runnable globalTypes = () -> typeOrder[0] = TypeOrder.globals(module, m.types, m.structFree);
      if (parallel) {
        for (Value g : m.globals) g.setDeferUseLinks(true);
        try {
          List<Integer> items = new ArrayList<>(n + 1);
          for (int i = -1; i < n; i++) items.add(i);
          Parallel.forEach(items, threads, i -> {
            if (i < 0) {
              globalTypes.run();
              return;
            }
            UseLinks.begin(buffers.get(i));
            try {
              readers[i].read();
            } finally {
              UseLinks.end();
            }
          });
        } finally {
          for (Value g : m.globals) g.setDeferUseLinks(false);
        }
      } else {
        globalTypes.run();
      }
      // In function order: the header's operands, then the body's uses of globals (as the text parser links them).
      for (int k = 0; k < m.globals.size(); k++) {
        if (!(m.globals.get(k) instanceof Function f)) continue;
        mr.functionOperands(f, k);
        Integer i = bodyIndex.get(f);
        if (i == null) continue;
        if (parallel) UseLinks.flush(buffers.get(i));
        else readers[i].read();
      }
      m.fixBlockAddresses(bodyIndex);
      for (FunctionReader fr : readers) UseLists.apply(fr);
      comdats(module);
      // Three walks of the module and of what the readers gathered, independent of each other (each
      // writes what no other reads): on several threads side by side. A check's error comes first,
      // as it would one after the other.
      Map<Function, FunctionReader> readerOf = new java.util.IdentityHashMap<>();
      for (int i = 0; i < n; i++) readerOf.put(mr.withBodies.get(i), readers[i]);
      List<Runnable> walks = List.of(() -> ReadChecks.check(module, readerOf), () -> typeOrder[0].finish(module, readerOf),
          () -> MetadataNumbering.number(module, readerOf));
      if (parallel) Parallel.forEach(walks, threads, Runnable::run);
      else for (Runnable r : walks) r.run();
      return module;
    }

    /** Named metadata and the attachments of globals and declarations, from the module's METADATA block. */
    private void metadataOfModule(ModuleState m) {
      MetadataTable t = m.metadata;
      for (Object[] nm : t.named) {
        NamedMDNode node = new NamedMDNode((String) nm[0]);
        for (long id : (long[]) nm[1]) {
          Metadata md = t.metadata(id, -1);
          if (!(md instanceof MDNode mdn)) throw new BitcodeError("operand of !" + nm[0] + " is not a node", -1);
          node.operands().add(mdn);
        }
        m.module.namedMetadata().put(node.name(), node);
      }
      for (long[] a : t.globalAttachments) {
        long id = a[0];
        if (id < 0 || id >= m.globals.size() || !(m.globals.get((int) id) instanceof GlobalObject g)) {
          throw new BitcodeError("metadata attachment to value #" + id + ", which is not a global object", -1);
        }
        FunctionAttachments.attachGlobal(m, g, a, t, -1);
      }
    }

    /** Comdats as {@code opt -S} lists them: those of functions, then those of global variables. */
    private static void comdats(Module module) {
      Map<String, Comdat> used = new LinkedHashMap<>();
      for (Function f : module.functions()) if (f.comdat() != null) used.putIfAbsent(f.comdat().name(), f.comdat());
      for (GlobalVariable g : module.globals()) if (g.comdat() != null) used.putIfAbsent(g.comdat().name(), g.comdat());
      module.comdats().clear();
      module.comdats().putAll(used);
    }
  }
}

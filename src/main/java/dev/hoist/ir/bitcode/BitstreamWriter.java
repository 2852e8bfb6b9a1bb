package dev.hoist.ir.bitcode;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;

/**
 * Writes LLVM's bitstream container (LLVM's BitstreamWriter): bits packed little-endian into a
 * growing byte array, nested blocks whose length word is patched when they end, abbreviations
 * defined in a block or through BLOCKINFO, and records written abbreviated or as VBR6.
 *
 * <pre>
 *   w.enterBlock(MODULE_BLOCK, 3);
 *   w.record(MODULE_CODE_VERSION, new long[] {2}, 1, 0);
 *   w.exitBlock();
 * </pre>
 *
 * A block's body can also be written by another writer that starts word-aligned (a function body
 * rendered on another thread) and spliced in with {@link #appendBlock}.
 */
final class BitstreamWriter {
  private static final VarHandle INT_LE = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);

  private byte[] out;
  private int length; // whole bytes written
  private long acc; // pending bits, low first
  private int accBits;

  private int abbrevWidth = 2;
  private Abbrev[] abbrevs = new Abbrev[8];
  private int numAbbrevs;
  private final int[] stackWidth = new int[32];
  private final Abbrev[][] stackAbbrevs = new Abbrev[32][];
  private final int[] stackNumAbbrevs = new int[32];
  private final int[] stackLengthAt = new int[32];
  private int depth;

  /** BLOCKINFO abbreviations by block id, which every block of that id starts with. */
  private final Abbrev[][] blockInfo;

  BitstreamWriter(int capacity, Abbrev[][] blockInfo) {
    this.out = new byte[Math.max(64, capacity)];
    this.blockInfo = blockInfo;
  }

  /** A writer for one block's body, starting inside block {@code blockId} with abbreviation width {@code width}. */
  static BitstreamWriter forBody(int capacity, Abbrev[][] blockInfo, int blockId, int width) {
    BitstreamWriter w = new BitstreamWriter(capacity, blockInfo);
    w.depth = 1;
    w.abbrevWidth = width;
    w.startAbbrevs(blockId);
    w.stackLengthAt[0] = -1;
    return w;
  }

  // ---- bits --------------------------------------------------------------------------------

  long bitPos() {
    return (long) length * 8 + accBits;
  }

  void emit(long value, int width) {
    if (width == 0) return;
    if (width > 32) {
      emit(value & 0xffffffffL, 32);
      emit(value >>> 32, width - 32);
      return;
    }
    emitFitting(value & ((1L << width) - 1), width);
  }

  /** Emits {@code value}, which fits in {@code width <= 32} bits (the pending bits are fewer than 32). */
  private void emitFitting(long value, int width) {
    acc |= value << accBits;
    accBits += width;
    if (accBits >= 32) flush32();
  }

  private void flush32() {
    if (length + 4 > out.length) out = Arrays.copyOf(out, Math.max(out.length * 2, length + 4));
    INT_LE.set(out, length, (int) acc);
    length += 4;
    acc >>>= 32;
    accBits -= 32;
  }

  void emitVBR(long value, int width) {
    long threshold = 1L << (width - 1);
    if (value >= 0 && value < threshold) { // one chunk: most values
      emitFitting(value, width);
      return;
    }
    // Unsigned: a negative long is a 64-bit value with its top bit set.
    while (Long.compareUnsigned(value, threshold) >= 0) {
      emit((value & (threshold - 1)) | threshold, width);
      value >>>= width - 1;
    }
    emit(value, width);
  }

  void align32() {
    int mod = (int) (bitPos() & 31);
    if (mod != 0) emit(0, 32 - mod);
    while (accBits > 0) { // whole bytes now: the stream may be out of step with words after a blob
      if (length + 1 > out.length) out = Arrays.copyOf(out, out.length * 2);
      out[length++] = (byte) acc;
      acc >>>= 8;
      accBits -= 8;
    }
  }

  // ---- blocks ------------------------------------------------------------------------------

  void enterBlock(int blockId, int width) {
    emit(1, abbrevWidth);
    emitVBR(blockId, 8);
    emitVBR(width, 4);
    align32();
    int lengthAt = length;
    emit(0, 32); // patched by exitBlock
    stackWidth[depth] = abbrevWidth;
    stackAbbrevs[depth] = abbrevs;
    stackNumAbbrevs[depth] = numAbbrevs;
    stackLengthAt[depth] = lengthAt;
    depth++;
    abbrevWidth = width;
    startAbbrevs(blockId);
  }

  private void startAbbrevs(int blockId) {
    Abbrev[] inherited = blockId < blockInfo.length ? blockInfo[blockId] : null;
    if (inherited != null) {
      abbrevs = Arrays.copyOf(inherited, inherited.length + 8);
      numAbbrevs = inherited.length;
    } else {
      abbrevs = new Abbrev[8];
      numAbbrevs = 0;
    }
  }

  void exitBlock() {
    emit(0, abbrevWidth);
    align32();
    depth--;
    int lengthAt = stackLengthAt[depth];
    if (lengthAt >= 0) {
      int words = (length - lengthAt - 4) / 4;
      putWord(lengthAt, words);
    }
    abbrevWidth = stackWidth[depth];
    abbrevs = stackAbbrevs[depth];
    numAbbrevs = stackNumAbbrevs[depth];
  }

  /**
   * Writes a block whose body (up to and including its END_BLOCK) was written by {@code body},
   * a writer made by {@link #forBody}; returns the bit where the block starts.
   */
  long appendBlock(int blockId, int width, BitstreamWriter body) {
    long start = bitPos();
    emit(1, abbrevWidth);
    emitVBR(blockId, 8);
    emitVBR(width, 4);
    align32();
    emit(body.length / 4, 32);
    appendBytes(body.out, 0, body.length);
    return start;
  }

  /** Appends whole bytes; the stream must be at a byte boundary. */
  void appendBytes(byte[] b, int from, int n) {
    if (accBits % 8 != 0) throw new IllegalStateException("not byte-aligned");
    while (accBits > 0) {
      if (length + 1 > out.length) out = Arrays.copyOf(out, out.length * 2);
      out[length++] = (byte) acc;
      acc >>>= 8;
      accBits -= 8;
    }
    if (length + n > out.length) out = Arrays.copyOf(out, Math.max(out.length * 2, length + n));
    System.arraycopy(b, from, out, length, n);
    length += n;
  }

  /** Makes room for {@code bytes} more bytes at once (rather than by doubling as they come). */
  void reserve(long bytes) {
    long want = length + 8 + bytes;
    if (want > out.length && want < Integer.MAX_VALUE - 16) out = Arrays.copyOf(out, (int) want);
  }

  /** Overwrites the 32-bit word at byte offset {@code at} (already written). */
  void putWord(int at, int v) {
    out[at] = (byte) v;
    out[at + 1] = (byte) (v >>> 8);
    out[at + 2] = (byte) (v >>> 16);
    out[at + 3] = (byte) (v >>> 24);
  }

  /** Overwrites 32 bits starting at bit {@code bit} (already written), for fields patched later. */
  void patch32(long bit, int v) {
    for (int i = 0; i < 32; i++) {
      int b = (int) ((bit + i) >>> 3);
      int mask = 1 << ((bit + i) & 7);
      if (((v >>> i) & 1) != 0) out[b] |= (byte) mask;
      else out[b] &= (byte) ~mask;
    }
  }

  /** Defines an abbreviation in the current block; returns its id. */
  int defineAbbrev(Abbrev a) {
    emit(2, abbrevWidth);
    writeAbbrevDefinition(a);
    if (numAbbrevs == abbrevs.length) abbrevs = Arrays.copyOf(abbrevs, abbrevs.length * 2);
    abbrevs[numAbbrevs++] = a;
    return numAbbrevs + 3;
  }

  /** Inside a BLOCKINFO block: an abbreviation for every block of id {@code blockId}. */
  void defineBlockInfoAbbrev(Abbrev a) {
    emit(2, abbrevWidth);
    writeAbbrevDefinition(a);
  }

  private void writeAbbrevDefinition(Abbrev a) {
    emitVBR(a.size(), 5);
    for (int i = 0; i < a.size(); i++) {
      int k = a.kind[i];
      if (k == Abbrev.LITERAL) {
        emit(1, 1);
        emitVBR(a.value[i], 8);
        continue;
      }
      emit(0, 1);
      switch (k) {
        case Abbrev.FIXED -> {
          emit(1, 3);
          emitVBR(a.value[i], 5);
        }
        case Abbrev.VBR -> {
          emit(2, 3);
          emitVBR(a.value[i], 5);
        }
        case Abbrev.ARRAY -> emit(3, 3);
        case Abbrev.CHAR6 -> emit(4, 3);
        default -> emit(5, 3);
      }
    }
  }

  // ---- records -----------------------------------------------------------------------------

  /** Writes record {@code code} with operands {@code ops[0..n)}, with abbreviation {@code abbrevId} (0: unabbreviated). */
  void record(int code, long[] ops, int n, int abbrevId) {
    if (abbrevId == 0) {
      emit(3, abbrevWidth);
      emitVBR(code, 6);
      emitVBR(n, 6);
      for (int i = 0; i < n; i++) emitVBR(ops[i], 6);
      return;
    }
    Abbrev a = abbrevs[abbrevId - 4];
    emit(abbrevId, abbrevWidth);
    int[] kinds = a.kind;
    long[] values = a.value;
    emitScalar(kinds[0], values[0], code);
    int op = 0;
    for (int i = 1; i < kinds.length; i++) {
      int k = kinds[i];
      if (k == Abbrev.ARRAY) {
        int ek = kinds[++i];
        long ev = values[i];
        emitVBR(n - op, 6);
        for (; op < n; op++) emitScalar(ek, ev, ops[op]);
      } else if (k == Abbrev.BLOB) {
        throw new IllegalStateException("blob records go through recordWithBlob");
      } else {
        emitScalar(k, values[i], ops[op++]);
      }
    }
  }

  /** A record whose abbreviation ends in a blob: {@code ops} for the scalar operands, then {@code blob}. */
  void recordWithBlob(int code, long[] ops, int n, int abbrevId, byte[] blob, int blobLength) {
    Abbrev a = abbrevs[abbrevId - 4];
    emit(abbrevId, abbrevWidth);
    emitScalar(a.kind[0], a.value[0], code);
    int op = 0;
    for (int i = 1; i < a.size(); i++) {
      if (a.kind[i] == Abbrev.BLOB) {
        emitVBR(blobLength, 6);
        align32();
        appendBytes(blob, 0, blobLength);
        align32();
      } else {
        emitScalar(a.kind[i], a.value[i], ops[op++]);
      }
    }
    if (op != n) throw new IllegalStateException("operand count does not match the abbreviation");
  }

  private void emitScalar(int kind, long value, long v) {
    switch (kind) {
      case Abbrev.LITERAL -> {
        if (v != value) throw new IllegalStateException("literal " + value + " given " + v);
      }
      case Abbrev.FIXED -> emit(v, (int) value);
      case Abbrev.VBR -> emitVBR(v, (int) value);
      case Abbrev.CHAR6 -> emit(Abbrev.encodeChar6((int) v), 6);
      default -> throw new IllegalStateException("bad operand kind");
    }
  }

  /** The bytes written (the stream must be 32-bit aligned). */
  byte[] toByteArray() {
    align32();
    return Arrays.copyOf(out, length);
  }

  int length() {
    return length;
  }

  byte[] buffer() {
    return out;
  }
}

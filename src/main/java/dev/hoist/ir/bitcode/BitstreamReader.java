package dev.hoist.ir.bitcode;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;

/**
 * A cursor over LLVM's bitstream container (LLVM's BitstreamCursor): bits read little-endian
 * through a 64-bit cache, nested blocks with their abbreviation width, abbreviations defined in a
 * block or in BLOCKINFO, and records decoded into a reusable operand array.
 *
 * <pre>
 *   while (true) {
 *     switch (r.advance()) {
 *       case BitstreamReader.END -&gt; return;
 *       case BitstreamReader.BLOCK -&gt; r.skipBlock();          // or r.enterBlock()
 *       default -&gt; { int code = r.readRecord(); ... r.op(0) ... }
 *     }
 *   }
 *   for (int code; (code = r.nextRecord()) &gt;= 0; ) { ... }   // records only
 * </pre>
 *
 * Every malformed input (reading past the end, an undefined abbreviation, an oversized length)
 * is a {@link BitcodeError} with the bit offset; nothing is allocated from an unchecked length.
 */
final class BitstreamReader {
  static final int END = 0;
  static final int BLOCK = 1;
  static final int RECORD = 2;

  private static final VarHandle LONG_LE = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

  private final byte[] buf;
  private final int end;
  private int next;
  private long cache;
  private int cacheBits;

  /** The abbreviations BLOCKINFO gave each block id (shared, read-only once read). */
  private final BlockInfo blockInfo;

  private int abbrevWidth = 2;
  private Abbrev[] abbrevs = new Abbrev[0];
  private int numAbbrevs;
  private int blockId = -1;
  private long blockEnd;
  private final int[] stackWidth = new int[64];
  private final Abbrev[][] stackAbbrevs = new Abbrev[64][];
  private final int[] stackNumAbbrevs = new int[64];
  private final int[] stackBlockId = new int[64];
  private final long[] stackEnd = new long[64];
  private int depth;

  /** After {@link #advance} returned BLOCK: the block's id; after RECORD: the abbreviation id. */
  int entryId;
  /** Where the entry {@link #advance} returned starts (its abbreviation id). */
  long entryBit;

  private long[] ops = new long[64];
  private int numOps;
  private int blobStart = -1;
  private int blobLength;

  BitstreamReader(byte[] buf, int start, int end, BlockInfo blockInfo) {
    this.buf = buf;
    this.end = end;
    this.next = start;
    this.blockInfo = blockInfo;
    this.blockEnd = (long) end * 8;
  }

  BlockInfo blockInfo() {
    return blockInfo;
  }

  // ---- bits --------------------------------------------------------------------------------

  /** The position of the next unread bit, counted from the start of the file. */
  long bitPos() {
    return (long) next * 8 - cacheBits;
  }

  boolean atEnd() {
    return cacheBits == 0 && next >= end;
  }

  BitcodeError error(String message) {
    return new BitcodeError(message, bitPos());
  }

  /** Moves to bit {@code bit} of the file. */
  void jumpTo(long bit) {
    if (bit < 0 || bit > (long) end * 8) throw error("jump to bit " + bit + " outside the file");
    next = (int) (bit >>> 3);
    cacheBits = 0;
    cache = 0;
    int skip = (int) (bit & 7);
    if (skip > 0) read(skip);
  }

  /** Reads a fixed-width field of 0 to 64 bits. */
  long read(int n) {
    if (cacheBits >= n) {
      long r = n == 64 ? cache : cache & ((1L << n) - 1);
      cache = n == 64 ? 0 : cache >>> n;
      cacheBits -= n;
      return r;
    }
    return readSlow(n);
  }

  private long readSlow(int n) {
    long low = cache;
    int have = cacheBits;
    refill();
    int need = n - have;
    if (cacheBits < need) throw error("unexpected end of bitcode");
    long hi = need == 64 ? cache : cache & ((1L << need) - 1);
    cache = need == 64 ? 0 : cache >>> need;
    cacheBits -= need;
    return low | (hi << have);
  }

  private void refill() {
    if (next + 8 <= end) {
      cache = (long) LONG_LE.get(buf, next);
      next += 8;
      cacheBits = 64;
      return;
    }
    long c = 0;
    int bits = 0;
    while (next < end) {
      c |= (buf[next++] & 0xffL) << bits;
      bits += 8;
    }
    cache = c;
    cacheBits = bits;
  }

  long readVBR(int w) {
    long piece = read(w);
    long hi = 1L << (w - 1);
    if ((piece & hi) == 0) return piece;
    long result = 0;
    int shift = 0;
    while (true) {
      result |= (piece & (hi - 1)) << shift;
      if ((piece & hi) == 0) return result;
      shift += w - 1;
      if (shift >= 64 + w) throw error("variable-width integer too long");
      piece = read(w);
    }
  }

  void align32() {
    int skip = (int) ((32 - (bitPos() & 31)) & 31);
    if (skip > 0) read(skip);
  }

  // ---- blocks ------------------------------------------------------------------------------

  int blockId() {
    return blockId;
  }

  int depth() {
    return depth;
  }

  /**
   * Reads up to the next block, record or end of block, defining the abbreviations met on the
   * way. At END the block has been left.
   */
  int advance() {
    while (true) {
      if (depth == 0 && atEnd()) return END;
      entryBit = bitPos();
      if (entryBit >= blockEnd && depth > 0) throw error("block " + blockId + " runs past its length");
      int id = (int) read(abbrevWidth);
      switch (id) {
        case 0 -> { // END_BLOCK
          if (depth == 0) throw error("END_BLOCK outside any block");
          align32();
          popScope();
          return END;
        }
        case 1 -> { // ENTER_SUBBLOCK
          entryId = (int) readVBR(8);
          return BLOCK;
        }
        case 2 -> defineAbbrev(); // DEFINE_ABBREV
        default -> {
          if (depth == 0) throw error("record outside any block");
          if (id > 3 && id - 4 >= numAbbrevs) throw error("undefined abbreviation #" + id + " in block " + blockId);
          entryId = id;
          return RECORD;
        }
      }
    }
  }

  /**
   * Positions a fresh cursor at bit {@code bit}, where a block starts inside a block whose
   * abbreviation width is {@code width} (a function body inside the module block).
   */
  void startAt(long bit, int width, int enclosingId) {
    jumpTo(bit);
    depth = 1;
    abbrevWidth = width;
    blockId = enclosingId;
    blockEnd = (long) end * 8;
    stackWidth[0] = 2;
    stackAbbrevs[0] = abbrevs;
    stackBlockId[0] = -1;
    stackEnd[0] = blockEnd;
  }

  int abbrevWidth() {
    return abbrevWidth;
  }

  /** Enters the block {@link #advance} just announced; returns its id. */
  int enterBlock() {
    int id = entryId;
    int width = (int) readVBR(4);
    align32();
    long words = read(32);
    long start = bitPos();
    long endBit = start + words * 32;
    if (width < 1 || width > 32) throw error("invalid abbreviation width " + width + " for block " + id);
    if (endBit > (long) end * 8) throw error("block " + id + " of " + words + " words runs past the end of the file");
    if (depth == stackWidth.length) throw error("blocks nested too deeply");
    stackWidth[depth] = abbrevWidth;
    stackAbbrevs[depth] = abbrevs;
    stackNumAbbrevs[depth] = numAbbrevs;
    stackBlockId[depth] = blockId;
    stackEnd[depth] = blockEnd;
    depth++;
    abbrevWidth = width;
    blockId = id;
    blockEnd = endBit;
    Abbrev[] inherited = id < blockInfo.byBlock.length ? blockInfo.byBlock[id] : null;
    if (inherited != null) {
      abbrevs = Arrays.copyOf(inherited, Math.max(8, inherited.length + 4));
      numAbbrevs = inherited.length;
    } else {
      abbrevs = new Abbrev[8];
      numAbbrevs = 0;
    }
    return id;
  }

  /** Skips the block {@link #advance} just announced; returns the bit where it started. */
  long skipBlock() {
    readVBR(4);
    align32();
    long words = read(32);
    long target = bitPos() + words * 32;
    if (target > (long) end * 8) throw error("block of " + words + " words runs past the end of the file");
    jumpTo(target);
    return target;
  }

  /** Where the current block ends (its END_BLOCK is aligned to it). */
  long blockEnd() {
    return blockEnd;
  }

  /** Leaves the current block at its END_BLOCK (already read). */
  void endBlock() {
    align32();
    popScope();
  }

  private void popScope() {
    depth--;
    abbrevWidth = stackWidth[depth];
    abbrevs = stackAbbrevs[depth];
    numAbbrevs = stackNumAbbrevs[depth];
    blockId = stackBlockId[depth];
    blockEnd = stackEnd[depth];
  }

  private void defineAbbrev() {
    Abbrev a = Abbrev.read(this);
    if (numAbbrevs == abbrevs.length) abbrevs = Arrays.copyOf(abbrevs, abbrevs.length * 2 + 4);
    abbrevs[numAbbrevs++] = a;
  }

  // ---- records -----------------------------------------------------------------------------

  /** The next record of the current block, its sub-blocks skipped: its code (operands: {@link #op}), or -1 at the end. */
  int nextRecord() {
    while (true) {
      int e = advance();
      if (e == END) return -1;
      if (e == RECORD) return readRecord();
      skipBlock();
    }
  }

  /** Reads the record {@link #advance} announced; returns its code, the operands are {@link #op}. */
  int readRecord() {
    int id = entryId;
    numOps = 0;
    blobStart = -1;
    if (id == 3) {
      int code = (int) readVBR(6);
      long n = readVBR(6);
      checkCount(n, 6);
      // Grown as operands are read, so that a corrupt count fails at the end of the data, not on an allocation.
      for (int i = 0; i < n; i++) {
        if (i == ops.length) ensure(i + 1);
        ops[i] = readVBR(6);
        numOps = i + 1;
      }
      return code;
    }
    if (id < 4 || id - 4 >= numAbbrevs) throw error("undefined abbreviation #" + id + " in block " + blockId);
    Abbrev a = abbrevs[id - 4];
    int[] kinds = a.kind;
    long[] values = a.value;
    long code = readScalar(kinds[0], values[0]);
    if (kinds[0] == Abbrev.ARRAY || kinds[0] == Abbrev.BLOB) throw error("abbreviation starts with an array or blob");
    for (int i = 1, n = kinds.length; i < n; i++) {
      int k = kinds[i];
      if (k == Abbrev.ARRAY) {
        long len = readVBR(6);
        int ek = kinds[++i];
        long ev = values[i];
        checkCount(len, ek == Abbrev.FIXED || ek == Abbrev.VBR ? (int) ev : ek == Abbrev.CHAR6 ? 6 : 0);
        for (int j = 0; j < len; j++) {
          if (numOps == ops.length) ensure(numOps + 1);
          ops[numOps++] = readScalar(ek, ev);
        }
      } else if (k == Abbrev.BLOB) {
        long len = readVBR(6);
        align32();
        long startBit = bitPos();
        if (len < 0 || startBit + len * 8 > (long) end * 8) throw error("blob of " + len + " bytes runs past the end");
        blobStart = (int) (startBit >>> 3);
        blobLength = (int) len;
        jumpTo(startBit + len * 8);
        align32();
      } else {
        ensure(numOps + 1);
        ops[numOps++] = readScalar(k, values[i]);
      }
    }
    return (int) code;
  }

  private long readScalar(int kind, long value) {
    return switch (kind) {
      case Abbrev.LITERAL -> value;
      case Abbrev.FIXED -> read((int) value);
      case Abbrev.VBR -> readVBR((int) value);
      case Abbrev.CHAR6 -> Abbrev.decodeChar6((int) read(6));
      default -> throw error("invalid operand encoding");
    };
  }

  /** An array of {@code n} elements of at least {@code bits} bits each must fit in what is left. */
  private void checkCount(long n, int bits) {
    long left = (long) end * 8 - bitPos();
    long limit = bits == 0 ? 1 << 20 : left / bits; // elements that take no bits (literals) still take memory
    if (n < 0 || n > (1 << 28) || n > limit) throw error("record of " + n + " operands runs past the end");
  }

  private void ensure(int n) {
    if (n > ops.length) ops = Arrays.copyOf(ops, Math.max(n, ops.length * 2));
  }

  int numOps() {
    return numOps;
  }

  long op(int i) {
    if (i >= numOps) throw error("record has " + numOps + " operands, operand " + i + " is missing");
    return ops[i];
  }

  /** The operands (valid until the next record). */
  long[] ops() {
    return ops;
  }

  boolean hasBlob() {
    return blobStart >= 0;
  }

  int blobStart() {
    return blobStart;
  }

  int blobLength() {
    return blobLength;
  }

  byte[] buffer() {
    return buf;
  }

  /** Operands {@code [from, to)} as a string of one char per byte. */
  String opsRange(int from, int to) {
    char[] c = new char[to - from];
    for (int i = from; i < to; i++) c[i - from] = (char) (ops[i] & 0xff);
    return new String(c);
  }

  /** Operands {@code from..} as a string of one char per byte (record strings: names, triples, sections). */
  String opsString(int from) {
    int n = numOps - from;
    if (n <= 0) return "";
    char[] c = new char[n];
    for (int i = 0; i < n; i++) c[i] = (char) (ops[from + i] & 0xff);
    return new String(c);
  }
}

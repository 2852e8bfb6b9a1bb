package dev.hoist.ir.parse;

import java.util.Arrays;

/**
 * One pass over the raw text, split between threads, that gathers what the parallel parse needs
 * before it starts: whether the module writes opaque pointers ({@code ptr}, as
 * {@link OpaquePointerScan}), whether {@code blockaddress} occurs anywhere (such modules are parsed
 * in order), and every '}' that begins a line, with its line number. Printed IR closes each
 * function body with such a brace, so the module-level reader skips a body by jumping to the next
 * one instead of reading its bytes; the worker that parses the body checks that it really ends
 * there.
 *
 * <pre>
 *   define i32 @f() {
 *   entry:
 *     ret i32 0
 *   }            &lt;- braceAt[k], braceLine[k]
 * </pre>
 */
final class SourceScan {
  private static final byte[] BLOCKADDRESS = "blockaddress".getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);

  final boolean opaquePointers;
  final boolean blockAddress;
  /** Lines that start with '@' or 'd' (define, declare): about the number of globals, to size tables. */
  final int globalLines;
  /** Offsets of the line-initial '}' bytes, ascending, and their 1-based line numbers. */
  private final int[] braceAt;
  private final int[] braceLine;
  private final int braces;
  /** Index of the first brace not yet passed by {@link #braceAfter} (bodies are asked for in file order). */
  private int cursor;

  private SourceScan(boolean opaquePointers, boolean blockAddress, int globalLines, int[] braceAt, int[] braceLine,
      int braces) {
    this.opaquePointers = opaquePointers;
    this.blockAddress = blockAddress;
    this.globalLines = globalLines;
    this.braceAt = braceAt;
    this.braceLine = braceLine;
    this.braces = braces;
  }

  /** Index of the first line-initial '}' after offset {@code from}, or -1; calls must not go backwards. */
  int braceAfter(int from) {
    while (cursor < braces && braceAt[cursor] <= from) cursor++;
    return cursor < braces ? cursor : -1;
  }

  int braceOffset(int k) {
    return braceAt[k];
  }

  int braceLine(int k) {
    return braceLine[k];
  }

  /** Scans {@code b} with up to {@code threads} threads (the calling thread is one of them). */
  static SourceScan run(byte[] b, int threads) {
    int n = Math.max(1, Math.min(threads, b.length >> 20)); // a chunk of at least 1 MB
    Chunk[] chunks = new Chunk[n];
    for (int c = 0; c < n; c++) chunks[c] = new Chunk(b, (int) ((long) b.length * c / n), (int) ((long) b.length * (c + 1) / n));
    java.util.concurrent.atomic.AtomicInteger next = new java.util.concurrent.atomic.AtomicInteger();
    dev.hoist.util.Parallel.runOnThreads(() -> {
      int c;
      while ((c = next.getAndIncrement()) < n) chunks[c].run();
    }, n);
    boolean opaque = false, blockAddress = false;
    int total = b.length > 0 && b[0] == '}' ? 1 : 0;
    int globalLines = 0;
    for (Chunk c : chunks) {
      opaque |= c.opaque;
      blockAddress |= c.blockAddress;
      total += c.count;
      globalLines += c.globalLines;
    }
    int[] at = new int[total], line = new int[total];
    int k = 0, linesBefore = 0;
    if (b.length > 0 && b[0] == '}') {
      at[k] = 0;
      line[k++] = 1;
    }
    for (Chunk c : chunks) {
      for (int i = 0; i < c.count; i++) {
        at[k] = c.at[i];
        line[k++] = linesBefore + c.line[i];
      }
      linesBefore += c.newlines;
    }
    return new SourceScan(opaque, blockAddress, globalLines, at, line, total);
  }

  /** One slice of the text: its newlines, and the braces after them (line numbers relative to the slice). */
  private static final class Chunk implements Runnable {
    private final byte[] b;
    private final int from;
    private final int to;
    int newlines;
    int[] at = new int[64];
    int[] line = new int[64];
    int count;
    int globalLines;
    boolean opaque;
    boolean blockAddress;

    Chunk(byte[] b, int from, int to) {
      this.b = b;
      this.from = from;
      this.to = to;
    }

    @Override
    public void run() {
      byte[] b = this.b;
      int n = b.length;
      int lines = 0;
      int globals = 0;
      int to = this.to; // a local: C1 reloads fields in loops
      for (int i = from; i < to; i++) {
        byte c = b[i];
        if (c == '\n') {
          lines++;
          if (i + 1 < n) {
            byte d = b[i + 1];
            if (d == '}') add(i + 1, lines + 1);
            else if (d == '@' || d == 'd') globals++;
          }
        } else if (c == 'r') {
          if (!opaque && i >= 2 && b[i - 1] == 't' && b[i - 2] == 'p' && (i == 2 || OpaquePointerScan.isBefore(b[i - 3]))
              && (i + 1 == n || OpaquePointerScan.isAfter(b[i + 1])) && OpaquePointerScan.isCode(b, i - 2)) {
            opaque = true;
          }
        } else if (c == 'b') {
          if (!blockAddress && i + BLOCKADDRESS.length <= n && b[i + 1] == 'l' && b[i + 5] == 'a'
              && Arrays.equals(b, i, i + BLOCKADDRESS.length, BLOCKADDRESS, 0, BLOCKADDRESS.length)) {
            blockAddress = true;
          }
        }
      }
      newlines = lines;
      globalLines = globals;
    }

    private void add(int offset, int lineInChunk) {
      if (count == at.length) {
        at = Arrays.copyOf(at, count * 2);
        line = Arrays.copyOf(line, count * 2);
      }
      at[count] = offset;
      line[count++] = lineInChunk;
    }
  }
}

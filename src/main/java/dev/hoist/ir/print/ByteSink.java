package dev.hoist.ir.print;

import java.io.IOException;
import java.io.OutputStream;
import java.util.Arrays;

/**
 * A growable byte buffer for printing IR. Hoist's strings hold one byte per char (names, string
 * constants, metadata text are kept that way), so appending copies the low byte of each char.
 */
public final class ByteSink {
  private byte[] buf;
  private int len;

  public ByteSink(int capacity) {
    buf = new byte[Math.max(16, capacity)];
  }

  public ByteSink() {
    this(1 << 16);
  }

  // ensure is on every append: the growing is a separate method so that ensure stays small enough
  // for C1 to inline (it was a call per append, about 1% of the printing profile).
  private void ensure(int extra) {
    if (len + extra > buf.length) grow(extra);
  }

  private void grow(int extra) {
    buf = Arrays.copyOf(buf, Math.max(buf.length * 2, len + extra));
  }

  public ByteSink append(char c) {
    ensure(1);
    buf[len++] = (byte) c;
    return this;
  }

  @SuppressWarnings("deprecation")
  public ByteSink append(String s) {
    int n = s.length();
    ensure(n);
    s.getBytes(0, n, buf, len); // low byte of each char: exact for our one-byte-per-char strings
    len += n;
    return this;
  }

  public ByteSink append(byte[] b) {
    ensure(b.length);
    System.arraycopy(b, 0, buf, len, b.length);
    len += b.length;
    return this;
  }

  public ByteSink append(ByteSink other) {
    ensure(other.len);
    System.arraycopy(other.buf, 0, buf, len, other.len);
    len += other.len;
    return this;
  }

  public ByteSink append(long v) {
    if (v == Long.MIN_VALUE) return append("-9223372036854775808");
    ensure(20);
    if (v > Integer.MIN_VALUE && v <= Integer.MAX_VALUE) return appendInt((int) v);
    if (v < 0) {
      buf[len++] = '-';
      v = -v;
    }
    if (v < 10) {
      buf[len++] = (byte) ('0' + v);
      return this;
    }
    int start = len;
    while (v > 0) {
      buf[len++] = (byte) ('0' + (v % 10));
      v /= 10;
    }
    for (int i = start, j = len - 1; i < j; i++, j--) {
      byte t = buf[i];
      buf[i] = buf[j];
      buf[j] = t;
    }
    return this;
  }

  /**
   * Almost every number printed (slots, small constants, alignments) fits an int; int division is
   * an instruction where C1 calls a runtime routine for long division.
   */
  private ByteSink appendInt(int v) {
    if (v < 0) {
      buf[len++] = '-';
      v = -v;
    }
    int digits = 1;
    for (int t = v; t >= 10; t /= 10) digits++;
    int end = len + digits;
    for (int i = end - 1; i >= len; i--) {
      buf[i] = (byte) ('0' + v % 10);
      v /= 10;
    }
    len = end;
    return this;
  }

  /** Pads with spaces to {@code column} (0-based) on the current line, or adds one space if past it. */
  public ByteSink padToColumn(int column) {
    int lineStart = len;
    while (lineStart > 0 && buf[lineStart - 1] != '\n') lineStart--;
    int col = len - lineStart;
    if (col >= column) return append(' ');
    ensure(column - col);
    while (col++ < column) buf[len++] = ' ';
    return this;
  }

  public int length() {
    return len;
  }

  public void clear() {
    len = 0;
  }

  public void writeTo(OutputStream out) throws IOException {
    out.write(buf, 0, len);
  }

  public byte[] toByteArray() {
    return Arrays.copyOf(buf, len);
  }

  @Override
  public String toString() {
    return new String(buf, 0, len, java.nio.charset.StandardCharsets.ISO_8859_1);
  }
}

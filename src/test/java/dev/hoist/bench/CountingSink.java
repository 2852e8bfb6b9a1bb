package dev.hoist.bench;

import java.io.OutputStream;

/** Counts the bytes written, so that a benchmark measures the printer or writer and not a buffer. */
final class CountingSink extends OutputStream {
  long count;

  @Override
  public void write(int b) {
    count++;
  }

  @Override
  public void write(byte[] b, int off, int len) {
    count += len;
  }
}

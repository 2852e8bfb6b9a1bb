package dev.hoist.tool;

import java.io.PrintStream;

/**
 * Progress of a batch run: a self-updating bar when stderr is a terminal, otherwise one plain line
 * per failed file; a summary line at the end either way.
 */
final class Progress {
  private final int total;
  private final PrintStream err;
  private final boolean tty;
  private int done;
  private final long start = System.nanoTime();

  Progress(int total, PrintStream err, boolean tty) {
    this.total = total;
    this.err = err;
    this.tty = tty;
  }

  synchronized void finished(String file, boolean ok, String messages) {
    done++;
    if (!messages.isEmpty()) {
      if (tty) err.print("\r\033[K");
      err.print(messages);
    }
    if (tty) {
      int width = 30;
      int filled = total == 0 ? width : done * width / total;
      err.print("\r[" + "#".repeat(filled) + " ".repeat(width - filled) + "] " + done + "/" + total);
      err.flush();
    }
  }

  synchronized void summary(int failed) {
    if (tty) err.print("\r\033[K");
    double secs = (System.nanoTime() - start) / 1e9;
    err.printf("hoist: %d file%s, %d ok, %d failed, %.2f s%n", total, total == 1 ? "" : "s", total - failed, failed, secs);
  }
}

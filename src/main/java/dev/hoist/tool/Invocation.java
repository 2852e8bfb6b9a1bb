package dev.hoist.tool;

import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Path;

/**
 * What one run of the command sees of the world: the directory relative file names are taken
 * from, the three standard streams, and whether stderr is a terminal (for the progress bar). A
 * process run has its own; a {@link Daemon} run has its client's, since a JVM cannot change its
 * working directory or its standard streams per thread. A daemon's client may also be killed while
 * its run goes on; the run then writes no files. Whether stdout is a terminal decides whether
 * bitcode may be written there (as opt, not without {@code -f}); bin/hoist and the daemon's client
 * tell ({@code -Dhoist.stdout.tty}, the TTY frame), a plain JVM assumes it is not.
 */
record Invocation(Path cwd, InputStream stdin, PrintStream stdout, PrintStream stderr, boolean stderrTty,
    boolean stdoutTty, java.util.function.BooleanSupplier clientGone) {

  /** This process's directory and the given streams. */
  static Invocation of(InputStream stdin, PrintStream stdout, PrintStream stderr) {
    return new Invocation(Path.of(""), stdin, stdout, stderr, stderrIsTerminal(),
        "1".equals(System.getProperty("hoist.stdout.tty")), () -> false);
  }

  /** Whether whoever ran the command is gone (a daemon's client killed): then nothing is written. */
  boolean cancelled() {
    return clientGone.getAsBoolean();
  }

  /**
   * Whether this is the process's own run ({@link #of}): its directory, and no client to lose.
   * A daemon's runs name their client's directory, never the empty path.
   */
  boolean isProcess() {
    return cwd.toString().isEmpty();
  }

  /** {@code name} as a path: relative names are taken from {@link #cwd}. */
  Path path(String name) {
    return cwd.resolve(name);
  }

  Invocation withStderr(PrintStream err) {
    return new Invocation(cwd, stdin, stdout, err, stderrTty, stdoutTty, clientGone);
  }

  /**
   * Java cannot ask whether stderr is a terminal; bin/hoist can ({@code [ -t 2 ]}) and passes the
   * answer as {@code -Dhoist.stderr.tty}. Without it, a console and a capable TERM.
   */
  private static boolean stderrIsTerminal() {
    String told = System.getProperty("hoist.stderr.tty");
    if (told != null) return told.equals("1");
    String term = System.getenv("TERM");
    return System.console() != null && term != null && !term.equals("dumb");
  }
}

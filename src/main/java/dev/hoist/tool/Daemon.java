package dev.hoist.tool;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A long-lived Hoist for builds: one JVM that runs the {@code hoist} command for clients over a
 * Unix domain socket, as Gradle's daemon and Bazel's persistent workers do for javac. A build that
 * runs Hoist once per module then pays the JVM's start-up and its JIT warm-up once, not per module:
 * on a large module, a fresh JVM spends more processor time compiling Hoist than Hoist spends
 * optimizing.
 *
 * <p>bin/hoist uses it when {@code HOIST_DAEMON=1} (starting it on first use, with the small C
 * client of src/main/c); bin/hoist-daemon starts, stops and reports it. Each run gets its client's
 * directory, arguments and streams ({@link Invocation}) and writes the same bytes a process run
 * would. Runs may overlap; each has its own state (Hoist keeps none between runs but interned
 * types). The socket lives in a directory only its user can enter, and the daemon exits after
 * {@code idleMinutes} without a run, when its jar is rebuilt (it then finishes the runs under way;
 * a client that comes meanwhile gets no answer and starts a fresh daemon), or when it retains
 * more than 512 MB between runs.
 *
 * <p>Limits: the client's standard streams are passed as data, not as files, so names such as
 * {@code /dev/stdin} or {@code /dev/fd/3} mean the daemon's own; bin/hoist runs such commands
 * without the daemon. A run whose client is killed (make interrupted) runs on but writes no file.
 */
public final class Daemon {
  private static final long IDLE_BEFORE_GC_MS = 300;
  private static final long MAX_RETAINED_BYTES = 512L << 20;

  private final ServerSocketChannel server;
  private final Path socket;
  private final long idleNanos;
  private final Object lock = new Object();
  private int active; // connections being served
  private long finished; // connections served (runs, pings, stops)
  private long lastActivity = System.nanoTime();
  private volatile boolean stopped;
  private Object socketKey; // the socket file this daemon bound (a fresh daemon may bind the path anew)
  private long requestTimeoutMs = 30_000; // from connecting to the request frame (R, P or Q)
  private final java.util.concurrent.Semaphore runSlots =
      new java.util.concurrent.Semaphore(Math.max(2, Runtime.getRuntime().availableProcessors()), true);
  private Path jar; // the code this daemon runs: when it changes, the daemon is stale
  private String jarStamp;

  private Daemon(ServerSocketChannel server, Path socket, long idleNanos) {
    this.server = server;
    this.socket = socket;
    this.idleNanos = idleNanos;
  }

  /**
   * {@code Daemon SOCKET [IDLE_MINUTES [JAR [COPY]]]}: serves until stopped, idle, or JAR is
   * rebuilt, then removes the socket and COPY (the copy of JAR it runs from).
   */
  public static void main(String[] args) throws Exception {
    if (args.length < 1) {
      System.err.println("usage: Daemon SOCKET [IDLE_MINUTES [JAR [COPY]]]");
      System.exit(2);
    }
    long idleMinutes = args.length > 1 ? Long.parseLong(args[1]) : 60;
    Daemon d = listen(Path.of(args[0]), idleMinutes * 60_000_000_000L);
    if (args.length > 2) d.watch(Path.of(args[2]));
    System.err.println("hoist daemon: listening on " + args[0] + " (pid " + ProcessHandle.current().pid() + ")");
    try {
      d.serve();
    } finally {
      d.awaitRuns();
      // The copy of the jar this JVM runs (bin/hoist-daemon's start makes one per daemon).
      if (args.length > 3) Files.deleteIfExists(Path.of(args[3]));
      System.err.println("hoist daemon: stopped");
    }
    System.exit(0);
  }

  /** Binds the socket; a socket file nobody answers on is a dead daemon's and is replaced. */
  static Daemon listen(Path socket, long idleNanos) throws IOException {
    UnixDomainSocketAddress addr = UnixDomainSocketAddress.of(socket);
    if (Files.exists(socket)) {
      if (answers(addr)) throw new IOException("a daemon is already listening on " + socket);
      Files.deleteIfExists(socket);
    }
    ServerSocketChannel server = ServerSocketChannel.open(StandardProtocolFamily.UNIX);
    server.bind(addr);
    Daemon d = new Daemon(server, socket, idleNanos);
    d.socketKey = fileKey(socket);
    return d;
  }

  private static Object fileKey(Path f) {
    try {
      return Files.readAttributes(f, java.nio.file.attribute.BasicFileAttributes.class).fileKey();
    } catch (IOException e) {
      return null;
    }
  }

  private static boolean answers(UnixDomainSocketAddress addr) {
    try (SocketChannel probe = SocketChannel.open(addr)) {
      return true;
    } catch (IOException refused) {
      return false;
    }
  }

  /** Stops, at the next client, once {@code jar} is not the file it is now. */
  void watch(Path jar) throws IOException {
    this.jar = jar;
    this.jarStamp = stamp(jar);
  }

  private static String stamp(Path f) throws IOException {
    return Files.getLastModifiedTime(f).toMillis() + "/" + Files.size(f);
  }

  private boolean stale() {
    if (jar == null) return false;
    try {
      return !stamp(jar).equals(jarStamp);
    } catch (IOException e) {
      return true;
    }
  }

  /** Accepts clients until {@link #stop}; each is served on its own thread. */
  void serve() throws IOException {
    Thread watchdog = new Thread(this::stopWhenIdle, "hoist-daemon-idle");
    watchdog.setDaemon(true);
    watchdog.start();
    try {
      while (!stopped) {
        SocketChannel client;
        try {
          client = server.accept();
        } catch (ClosedChannelException e) {
          break;
        } catch (IOException e) {
          // Out of file descriptors, say: the runs under way go on; try again in a moment.
          System.err.println("hoist daemon: accept failed: " + e);
          sleepQuietly(100);
          continue;
        }
        if (stale()) {
          // Gone before the client hears of it; unanswered, the client sees no daemon and its
          // bin/hoist starts one with the new jar.
          System.err.println("hoist daemon: " + jar + " was rebuilt, stopping");
          stop();
          client.close();
          break;
        }
        synchronized (lock) {
          active++;
        }
        // The stack size the hoist script gives the main thread: deep IR recurses deeply.
        Thread t = new Thread(null, () -> handle(client), "hoist-daemon-run", 16L << 20);
        t.setDaemon(true);
        t.start();
      }
    } finally {
      stop();
    }
  }

  private static final java.util.concurrent.ScheduledThreadPoolExecutor TIMERS = timers();

  private static java.util.concurrent.ScheduledThreadPoolExecutor timers() {
    var timers = new java.util.concurrent.ScheduledThreadPoolExecutor(1, r -> {
      Thread t = new Thread(r, "hoist-daemon-timer");
      t.setDaemon(true);
      return t;
    });
    timers.setRemoveOnCancelPolicy(true); // a build's thousands of answered clients leave nothing queued
    return timers;
  }

  private static void closeQuietly(SocketChannel ch) {
    try {
      ch.close();
    } catch (IOException e) {
      // closed already
    }
  }

  private static void sleepQuietly(long ms) {
    try {
      Thread.sleep(ms);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** Sets how long a client may take to send its request (for tests). */
  void requestTimeout(long ms) {
    requestTimeoutMs = ms;
  }

  /** How many connections have been served to the end (for tests). */
  long served() {
    synchronized (lock) {
      return finished;
    }
  }

  /** Waits until the runs under way have answered their clients (after {@link #stop}). */
  void awaitRuns() throws InterruptedException {
    synchronized (lock) {
      while (active > 0) lock.wait();
    }
  }

  /** Stops accepting and removes the socket; runs under way finish (see {@link #awaitRuns}). */
  void stop() {
    // Once only: by the time of a second call a fresh daemon may have bound the same path. Under
    // the lock, so that a second caller returns only once the socket is gone.
    synchronized (lock) {
      if (stopped) return;
      stopped = true;
      try {
        server.close();
        Object key = fileKey(socket);
        if (key != null && key.equals(socketKey)) Files.deleteIfExists(socket);
      } catch (IOException e) {
        // already gone
      }
    }
  }

  private void stopWhenIdle() {
    while (!stopped) {
      try {
        Thread.sleep(Math.max(10, Math.min(10_000, idleNanos / 1_000_000 / 4)));
      } catch (InterruptedException e) {
        return;
      }
      synchronized (lock) {
        if (active == 0 && System.nanoTime() - lastActivity > idleNanos) {
          System.err.println("hoist daemon: idle, stopping");
          stop();
        }
      }
    }
  }

  private void handle(SocketChannel client) {
    boolean ran = false;
    // A client sends its request at once; one that does not within the limit (a stray connection,
    // a stopped process) is dropped, so that it cannot keep the daemon from idling out.
    java.util.concurrent.atomic.AtomicBoolean requested = new java.util.concurrent.atomic.AtomicBoolean();
    var timeout = TIMERS.schedule(() -> {
      if (!requested.get()) closeQuietly(client);
    }, requestTimeoutMs, java.util.concurrent.TimeUnit.MILLISECONDS);
    try (client) {
      DataInputStream in = new DataInputStream(new BufferedInputStream(DaemonStreams.input(client), 1 << 16));
      DataOutputStream out = new DataOutputStream(new BufferedOutputStream(DaemonStreams.output(client), 1 << 16));
      Path cwd = null;
      boolean tty = false;
      boolean stdoutTty = false;
      List<String> args = new ArrayList<>();
      while (true) {
        DaemonProtocol.Frame f = DaemonProtocol.read(in);
        switch (f.type()) {
          case DaemonProtocol.CWD -> cwd = Path.of(new String(f.data(), StandardCharsets.UTF_8));
          case DaemonProtocol.TTY -> {
            tty = f.data().length >= 1 && f.data()[0] == '1';
            stdoutTty = f.data().length >= 2 && f.data()[1] == '1';
          }
          case DaemonProtocol.ARG -> args.add(new String(f.data(), StandardCharsets.UTF_8));
          case DaemonProtocol.PING -> {
            requested.set(true);
            exit(out, 0);
            return;
          }
          case DaemonProtocol.STOP -> {
            requested.set(true);
            exit(out, 0);
            stop();
            return;
          }
          case DaemonProtocol.RUN -> {
            requested.set(true);
            if (cwd == null || !cwd.isAbsolute()) throw new IOException("no working directory from the client");
            ran = true;
            // At most as many runs at once as cores (a parallel build may send more): more would
            // only share the cores, and each holds its module in the one heap.
            runSlots.acquireUninterruptibly();
            try {
              run(args.toArray(String[]::new), cwd, tty, stdoutTty, in, out);
            } catch (IOException e) {
              throw e; // the client is gone
            } catch (Throwable e) {
              // Out of memory, say: answer as a failed run would, never with silence, which the
              // client would take for "no daemon" and run again.
              System.err.println("hoist daemon: run failed: " + e);
              byte[] msg = ("hoist: internal error in the daemon: " + e + "\n").getBytes(StandardCharsets.UTF_8);
              synchronized (out) {
                DaemonProtocol.write(out, DaemonProtocol.STDERR, msg, 0, msg.length);
              }
              exit(out, 1);
              if (e instanceof VirtualMachineError) stop(); // the heap may be in a bad state: a fresh daemon next
            } finally {
              runSlots.release();
            }
            return;
          }
          default -> throw new IOException("unexpected frame '" + (char) f.type() + "'");
        }
      }
    } catch (java.io.EOFException e) {
      // A client that connected and left (bin/hoist-daemon's probe, an interrupted run).
    } catch (IOException | RuntimeException e) {
      // The client spoke nonsense: nothing to answer.
      System.err.println("hoist daemon: client dropped: " + e);
    } finally {
      timeout.cancel(false);
      long runs;
      synchronized (lock) {
        --active;
        runs = ++finished;
        lastActivity = System.nanoTime();
        lock.notifyAll();
      }
      if (ran) collectIfIdle(runs);
    }
  }

  /**
   * Collects garbage once no run has come for a moment after this one: a young collection in the
   * middle of the next run would copy that run's live IR, and an
   * idle daemon has time to spare. Runs that follow each other closely (a build's) skip it: a
   * full collection then would only delay the next run.
   */
  private void collectIfIdle(long runs) {
    Thread t = new Thread(() -> {
      try {
        Thread.sleep(IDLE_BEFORE_GC_MS);
      } catch (InterruptedException e) {
        return;
      }
      synchronized (lock) {
        if (active != 0 || finished != runs) return;
      }
      System.gc();
      // What survives a full collection between runs should be little: Hoist keeps nothing
      // between runs but interned types, and those of named structs are new in every module. A
      // daemon that has grown past this expires (as Gradle's daemon does when it leaks), and the
      // next client starts a fresh one.
      Runtime rt = Runtime.getRuntime();
      long retained = rt.totalMemory() - rt.freeMemory();
      if (retained > MAX_RETAINED_BYTES) {
        synchronized (lock) {
          if (active != 0 || finished != runs) return; // a run came meanwhile: measure another time
          System.err.println("hoist daemon: " + (retained >> 20) + " MB retained between runs, stopping");
          stop();
        }
      }
    }, "hoist-daemon-gc");
    t.setDaemon(true);
    t.start();
  }

  private static void run(String[] args, Path cwd, boolean tty, boolean stdoutTty, DataInputStream in, DataOutputStream out)
      throws IOException {
    DaemonStreams.ClientInput client = new DaemonStreams.ClientInput(in);
    PrintStream stdout = new PrintStream(new BufferedOutputStream(new DaemonStreams.Output(out, DaemonProtocol.STDOUT), 1 << 16),
        false, StandardCharsets.UTF_8);
    PrintStream stderr = new PrintStream(new DaemonStreams.Output(out, DaemonProtocol.STDERR), true, StandardCharsets.UTF_8);
    int rc = Main.run(args, new Invocation(cwd, new DaemonStreams.Stdin(client, out), stdout, stderr, tty, stdoutTty,
        client::gone));
    stdout.flush();
    stderr.flush();
    if (stdout.checkError() || stderr.checkError()) throw new IOException("client stopped reading");
    exit(out, rc);
  }

  private static void exit(DataOutputStream out, int rc) throws IOException {
    byte[] code = {(byte) (rc >>> 24), (byte) (rc >>> 16), (byte) (rc >>> 8), (byte) rc};
    synchronized (out) {
      DaemonProtocol.write(out, DaemonProtocol.EXIT, code, 0, 4);
    }
  }
}

package dev.hoist.tool;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.Channels;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The daemon runs the command as a process would in the client's place: relative names from the
 * client's directory, stdin sent only when asked for, stdout, stderr and the exit code passed back
 * byte for byte; it stops when told or when idle, and removes its socket. The client here speaks
 * the protocol in Java; scripts/daemon-check runs the C client through bin/hoist.
 */
class DaemonTest {
  private static final String LOOP = ToolModules.LOOP;

  @TempDir Path dir;
  private Path socket;
  private Daemon daemon;
  private Thread server;

  @BeforeEach
  void start() throws IOException {
    socket = dir.resolve("d.sock");
    daemon = Daemon.listen(socket, 3_600_000_000_000L);
    server = new Thread(() -> {
      try {
        daemon.serve();
      } catch (IOException e) {
        throw new RuntimeException(e);
      }
    });
    server.start();
  }

  @AfterEach
  void stop() throws InterruptedException {
    daemon.stop();
    server.join(5000);
  }

  private record Reply(int rc, byte[] stdout, String stderr, boolean askedForStdin) {}

  /** One client connection: the header frames, then the replies until the exit code. */
  private Reply send(Path cwd, byte[] stdin, byte request, String... args) throws IOException {
    try (SocketChannel ch = SocketChannel.open(UnixDomainSocketAddress.of(socket))) {
      DataOutputStream out = new DataOutputStream(new BufferedOutputStream(Channels.newOutputStream(ch)));
      DataInputStream in = new DataInputStream(new BufferedInputStream(Channels.newInputStream(ch)));
      frame(out, DaemonProtocol.CWD, cwd.toString().getBytes(StandardCharsets.UTF_8));
      frame(out, DaemonProtocol.TTY, "0".getBytes(StandardCharsets.UTF_8));
      for (String a : args) frame(out, DaemonProtocol.ARG, a.getBytes(StandardCharsets.UTF_8));
      frame(out, request, new byte[0]);
      ByteArrayOutputStream stdout = new ByteArrayOutputStream();
      ByteArrayOutputStream stderr = new ByteArrayOutputStream();
      boolean asked = false;
      while (true) {
        DaemonProtocol.Frame f = DaemonProtocol.read(in);
        switch (f.type()) {
          case DaemonProtocol.STDOUT -> stdout.write(f.data());
          case DaemonProtocol.STDERR -> stderr.write(f.data());
          case DaemonProtocol.SEND_STDIN -> {
            asked = true;
            // In two frames, as the C client sends a large input.
            int half = stdin.length / 2;
            DaemonProtocol.write(out, DaemonProtocol.STDIN, stdin, 0, half);
            DaemonProtocol.write(out, DaemonProtocol.STDIN, stdin, half, stdin.length - half);
            frame(out, DaemonProtocol.STDIN_END, new byte[0]);
          }
          case DaemonProtocol.EXIT -> {
            int rc = new DataInputStream(new ByteArrayInputStream(f.data())).readInt();
            return new Reply(rc, stdout.toByteArray(), stderr.toString(StandardCharsets.UTF_8), asked);
          }
          default -> throw new AssertionError("unexpected frame " + (char) f.type());
        }
      }
    }
  }

  private static void frame(DataOutputStream out, byte type, byte[] data) throws IOException {
    DaemonProtocol.write(out, type, data, 0, data.length);
  }

  /** The same command run in this JVM, as a process would run it in {@code cwd}. */
  private static Reply direct(Path cwd, byte[] stdin, String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int rc = Main.run(args, new Invocation(cwd, new ByteArrayInputStream(stdin), new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8), false, false, () -> false));
    return new Reply(rc, out.toByteArray(), err.toString(StandardCharsets.UTF_8), false);
  }

  @Test
  void relativeNamesAreTheClientsDirectory() throws IOException {
    Path work = Files.createDirectories(dir.resolve("work"));
    Files.writeString(work.resolve("loop.ll"), LOOP);
    Reply r = send(work, new byte[0], DaemonProtocol.RUN, "-S", "loop.ll", "-o", "out.ll", "-pass-remarks=licm");
    assertEquals(0, r.rc(), r.stderr());
    assertFalse(r.askedForStdin(), "stdin is asked for only when the input is -");
    byte[] viaDaemon = Files.readAllBytes(work.resolve("out.ll"));
    Reply d = direct(work, new byte[0], "-S", "loop.ll", "-o", "direct.ll", "-pass-remarks=licm");
    assertEquals(0, d.rc());
    assertArrayEquals(Files.readAllBytes(work.resolve("direct.ll")), viaDaemon);
    assertTrue(new String(viaDaemon, StandardCharsets.UTF_8).contains("; ModuleID = 'loop.ll'"), "module named as given");
    assertEquals(d.stderr(), r.stderr());
    assertTrue(r.stderr().contains("remark: "), r.stderr());
  }

  @Test
  void stdinToStdout() throws IOException {
    byte[] in = LOOP.getBytes(StandardCharsets.UTF_8);
    Reply r = send(dir, in, DaemonProtocol.RUN, "-S");
    assertEquals(0, r.rc(), r.stderr());
    assertTrue(r.askedForStdin());
    assertArrayEquals(direct(dir, in, "-S").stdout(), r.stdout());
    assertTrue(new String(r.stdout(), StandardCharsets.UTF_8).contains("define i32 @f("));
  }

  @Test
  void errorsAndExitCodesAsAProcessGivesThem() throws IOException {
    byte[] bad = "define void @f() {\n  ret i32 0\n}\n".getBytes(StandardCharsets.UTF_8);
    Reply r = send(dir, bad, DaemonProtocol.RUN, "-S");
    assertEquals(1, r.rc());
    assertEquals(direct(dir, bad, "-S").stderr(), r.stderr());
    assertTrue(r.stderr().startsWith("<stdin>:2:"), r.stderr());

    Reply missing = send(dir, new byte[0], DaemonProtocol.RUN, "-S", "nowhere.ll");
    assertEquals(1, missing.rc());
    assertEquals("hoist: nowhere.ll: error: could not open input file: No such file or directory\n", missing.stderr());
    assertEquals(0, send(dir, new byte[0], DaemonProtocol.RUN, "-version").rc());
  }

  @Test
  void batchIntoARelativeDirectory() throws IOException {
    Files.writeString(dir.resolve("a.ll"), LOOP);
    Files.writeString(dir.resolve("b.ll"), LOOP.replace("@f", "@g"));
    Reply r = send(dir, new byte[0], DaemonProtocol.RUN, "-j", "2", "-o", "out", "a.ll", "b.ll");
    assertEquals(0, r.rc(), r.stderr());
    assertTrue(r.stderr().startsWith("hoist: 2 files, 2 ok, 0 failed"), r.stderr());
    for (String name : List.of("a.ll", "b.ll")) assertTrue(Files.size(dir.resolve("out").resolve(name)) > 0);
  }

  @Test
  void stopsWhenToldAndRemovesItsSocket() throws Exception {
    assertEquals(0, send(dir, new byte[0], DaemonProtocol.PING).rc());
    assertEquals(0, send(dir, new byte[0], DaemonProtocol.STOP).rc());
    server.join(5000);
    assertFalse(server.isAlive());
    assertFalse(Files.exists(socket));
  }

  @Test
  void aStopLetsTheRunsUnderWayFinish() throws Exception {
    try (SocketChannel ch = SocketChannel.open(UnixDomainSocketAddress.of(socket))) {
      DataOutputStream out = new DataOutputStream(new BufferedOutputStream(Channels.newOutputStream(ch)));
      DataInputStream in = new DataInputStream(new BufferedInputStream(Channels.newInputStream(ch)));
      frame(out, DaemonProtocol.CWD, dir.toString().getBytes(StandardCharsets.UTF_8));
      frame(out, DaemonProtocol.ARG, "-S".getBytes(StandardCharsets.UTF_8));
      frame(out, DaemonProtocol.RUN, new byte[0]);
      assertEquals(DaemonProtocol.SEND_STDIN, DaemonProtocol.read(in).type(), "the run waits for its input");

      assertEquals(0, send(dir, new byte[0], DaemonProtocol.STOP).rc());
      Thread waiter = new Thread(() -> {
        try {
          daemon.awaitRuns();
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
      });
      waiter.start();
      waiter.join(300);
      assertTrue(waiter.isAlive(), "the daemon must not exit while a run is under way");

      byte[] module = LOOP.getBytes(StandardCharsets.UTF_8);
      DaemonProtocol.write(out, DaemonProtocol.STDIN, module, 0, module.length);
      frame(out, DaemonProtocol.STDIN_END, new byte[0]);
      ByteArrayOutputStream stdout = new ByteArrayOutputStream();
      DaemonProtocol.Frame f;
      while ((f = DaemonProtocol.read(in)).type() != DaemonProtocol.EXIT) {
        if (f.type() == DaemonProtocol.STDOUT) stdout.write(f.data());
      }
      assertEquals(0, new DataInputStream(new ByteArrayInputStream(f.data())).readInt());
      assertTrue(stdout.toString(StandardCharsets.UTF_8).contains("define i32 @f("));
      waiter.join(5000);
      assertFalse(waiter.isAlive(), "the daemon exits once its runs have answered");
    }
  }

  @Test
  void aRunWhoseClientHungUpWritesNothing() throws Exception {
    // A module that takes a while (many loops), so that the hang-up is seen before the writing.
    StringBuilder big = new StringBuilder();
    for (int k = 0; k < 1000; k++) big.append(LOOP.replace("@f", "@f" + k)).append('\n');
    Files.writeString(dir.resolve("big.ll"), big);
    try (SocketChannel ch = SocketChannel.open(UnixDomainSocketAddress.of(socket))) {
      DataOutputStream out = new DataOutputStream(new BufferedOutputStream(Channels.newOutputStream(ch)));
      frame(out, DaemonProtocol.CWD, dir.toString().getBytes(StandardCharsets.UTF_8));
      for (String a : List.of("-S", "big.ll", "-o", "out.ll")) frame(out, DaemonProtocol.ARG, a.getBytes(StandardCharsets.UTF_8));
      frame(out, DaemonProtocol.RUN, new byte[0]);
    } // hung up: the client was killed
    long deadline = System.nanoTime() + 60_000_000_000L;
    while (daemon.served() == 0 && System.nanoTime() < deadline) Thread.sleep(10);
    assertEquals(1, daemon.served(), "the run did not end");
    assertFalse(Files.exists(dir.resolve("out.ll")), "output written for a client that was gone");
    assertEquals(0, direct(dir, new byte[0], "-S", "big.ll", "-o", "out.ll").rc(), "the module itself is fine");
    assertTrue(Files.exists(dir.resolve("out.ll")));
  }

  @Test
  void aClientThatSendsNoRequestIsDropped() throws Exception {
    daemon.requestTimeout(200);
    try (SocketChannel ch = SocketChannel.open(UnixDomainSocketAddress.of(socket))) {
      DataOutputStream out = new DataOutputStream(new BufferedOutputStream(Channels.newOutputStream(ch)));
      frame(out, DaemonProtocol.CWD, dir.toString().getBytes(StandardCharsets.UTF_8)); // and then nothing
      long deadline = System.nanoTime() + 30_000_000_000L;
      while (daemon.served() == 0 && System.nanoTime() < deadline) Thread.sleep(10);
      assertEquals(1, daemon.served(), "a silent client kept its connection");
    }
  }

  @Test
  void stopsUnansweredOnceItsJarIsRebuilt() throws Exception {
    Path jar = Files.writeString(dir.resolve("hoist.jar"), "old");
    daemon.watch(jar);
    assertEquals(0, send(dir, new byte[0], DaemonProtocol.PING).rc());
    Files.writeString(jar, "rebuilt");
    assertThrows(IOException.class, () -> send(dir, new byte[0], DaemonProtocol.PING),
        "a stale daemon answers nothing, so the client starts a fresh one");
    server.join(5000);
    assertFalse(server.isAlive());
    assertFalse(Files.exists(socket));
  }

  @Test
  void stopsWhenIdle() throws Exception {
    Path idleSocket = dir.resolve("idle.sock");
    Daemon idle = Daemon.listen(idleSocket, 200_000_000L);
    Thread t = new Thread(() -> {
      try {
        idle.serve();
      } catch (IOException e) {
        throw new RuntimeException(e);
      }
    });
    t.start();
    t.join(10_000);
    assertFalse(t.isAlive(), "idle daemon still serving");
    assertFalse(Files.exists(idleSocket));
  }

  @Test
  void aSecondDaemonOnALiveSocketIsRefused() {
    IOException e = assertThrows(IOException.class, () -> Daemon.listen(socket, 1));
    assertTrue(e.getMessage().contains("already listening"), e.getMessage());
  }
}

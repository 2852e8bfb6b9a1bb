package dev.hoist.tool;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/** A {@link Daemon} run's standard streams: its client's, as frames over the socket. */
final class DaemonStreams {
  private DaemonStreams() {}

  /** One of the client's output streams: every write is a frame of its type. */
  static final class Output extends OutputStream {
    private final DataOutputStream out;
    private final byte type;

    Output(DataOutputStream out, byte type) {
      this.out = out;
      this.type = type;
    }

    @Override
    public void write(int b) throws IOException {
      write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
      if (len == 0) return;
      synchronized (out) { // stdout and stderr may be written from different threads
        DaemonProtocol.write(out, type, b, off, len);
      }
    }
  }

  /**
   * The client's side of the connection once a run has started: it sends only stdin, when asked
   * for it, and then nothing until it hangs up, which before the run's answer means it was killed
   * (make interrupted, say). A thread of its own reads it, so that the run can ask {@link #gone}
   * before it writes its output files.
   */
  static final class ClientInput {
    private static final DaemonProtocol.Frame HUNG_UP = new DaemonProtocol.Frame((byte) 0, new byte[0]);
    private final java.util.concurrent.BlockingQueue<DaemonProtocol.Frame> frames =
        new java.util.concurrent.LinkedBlockingQueue<>();
    private volatile boolean gone;

    ClientInput(DataInputStream in) {
      Thread t = new Thread(() -> {
        try {
          while (true) frames.add(DaemonProtocol.read(in));
        } catch (IOException e) {
          // the client hung up, or the run's answer is sent and the connection closed
        } finally {
          gone = true;
          frames.add(HUNG_UP);
        }
      }, "hoist-daemon-client");
      t.setDaemon(true);
      t.start();
    }

    boolean gone() {
      return gone;
    }

    DaemonProtocol.Frame next() throws IOException {
      try {
        DaemonProtocol.Frame f = frames.take();
        if (f == HUNG_UP) {
          frames.add(HUNG_UP); // for whoever asks next
          throw new java.io.EOFException("the client hung up");
        }
        return f;
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new java.io.InterruptedIOException("interrupted waiting for the client");
      }
    }
  }

  /** The client's stdin, asked for when first read: the whole of it (Hoist reads its input whole). */
  static final class Stdin extends InputStream {
    private final ClientInput in;
    private final DataOutputStream out;
    private InputStream data;

    Stdin(ClientInput in, DataOutputStream out) {
      this.in = in;
      this.out = out;
    }

    private InputStream data() throws IOException {
      if (data == null) {
        synchronized (out) {
          DaemonProtocol.write(out, DaemonProtocol.SEND_STDIN, new byte[0], 0, 0);
        }
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        while (true) {
          DaemonProtocol.Frame f = in.next();
          if (f.type() == DaemonProtocol.STDIN_END) break;
          if (f.type() != DaemonProtocol.STDIN) throw new IOException("unexpected frame '" + (char) f.type() + "' in stdin");
          all.write(f.data());
        }
        data = new ByteArrayInputStream(all.toByteArray());
      }
      return data;
    }

    @Override
    public int read() throws IOException {
      return data().read();
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
      return data().read(b, off, len);
    }
  }

  /**
   * Streams straight over the channel. Not Channels.newInputStream/newOutputStream: on some JDKs
   * those lock the channel's blocking lock for the whole of a read, and a read blocked waiting
   * for the client would then hold up every write of the run's output.
   */
  static InputStream input(java.nio.channels.SocketChannel ch) {
    return new InputStream() {
      @Override
      public int read() throws IOException {
        byte[] b = new byte[1];
        return read(b, 0, 1) < 0 ? -1 : b[0] & 0xff;
      }

      @Override
      public int read(byte[] b, int off, int len) throws IOException {
        return len == 0 ? 0 : ch.read(java.nio.ByteBuffer.wrap(b, off, len));
      }
    };
  }

  static OutputStream output(java.nio.channels.SocketChannel ch) {
    return new OutputStream() {
      @Override
      public void write(int b) throws IOException {
        write(new byte[] {(byte) b}, 0, 1);
      }

      @Override
      public void write(byte[] b, int off, int len) throws IOException {
        java.nio.ByteBuffer buf = java.nio.ByteBuffer.wrap(b, off, len);
        while (buf.hasRemaining()) ch.write(buf);
      }
    };
  }
}

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

  /** The client's stdin, asked for when first read: the whole of it (Hoist reads its input whole). */
  static final class Stdin extends InputStream {
    private final DataInputStream in;
    private final DataOutputStream out;
    private InputStream data;

    Stdin(DataInputStream in, DataOutputStream out) {
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
          DaemonProtocol.Frame f = DaemonProtocol.read(in);
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
}

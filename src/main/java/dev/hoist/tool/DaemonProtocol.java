package dev.hoist.tool;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;

/**
 * The frames a {@link Daemon} and its client (src/main/c/hoist-client.c) exchange over the socket:
 * one type byte, a 4-byte big-endian length, and that many bytes.
 *
 * <pre>
 *   client: D cwd, T "1"|"0" (stderr is a terminal), A arg ... then R (run), P (ping) or Q (stop)
 *   daemon: O stdout bytes, E stderr bytes, S (send stdin), X 4-byte exit code (last frame)
 *   client, after S: I stdin bytes ..., i (end of stdin)
 * </pre>
 *
 * The daemon asks for stdin only when the command reads it (input {@code -}), so a client never
 * consumes input that the run did not want.
 */
final class DaemonProtocol {
  private DaemonProtocol() {}

  static final byte CWD = 'D', TTY = 'T', ARG = 'A', RUN = 'R', PING = 'P', STOP = 'Q';
  static final byte STDOUT = 'O', STDERR = 'E', SEND_STDIN = 'S', EXIT = 'X';
  static final byte STDIN = 'I', STDIN_END = 'i';

  /** Frames larger than this are a corrupt stream, not a command (arguments are short). */
  static final int MAX_FRAME = 64 << 20;

  record Frame(byte type, byte[] data) {}

  static Frame read(DataInputStream in) throws IOException {
    int type = in.read();
    if (type < 0) throw new EOFException("connection closed");
    int len = in.readInt();
    if (len < 0 || len > MAX_FRAME) throw new IOException("bad frame length " + len);
    byte[] data = new byte[len];
    in.readFully(data);
    return new Frame((byte) type, data);
  }

  /** Writes one frame and flushes it; callers that share {@code out} between threads hold its lock. */
  static void write(DataOutputStream out, byte type, byte[] data, int off, int len) throws IOException {
    out.writeByte(type);
    out.writeInt(len);
    out.write(data, off, len);
    out.flush();
  }
}

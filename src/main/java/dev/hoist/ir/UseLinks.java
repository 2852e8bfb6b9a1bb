package dev.hoist.ir;

import java.util.ArrayList;
import java.util.List;

/**
 * Deferred use-list linking for values shared between threads. When function bodies are parsed in
 * parallel, uses of globals are queued in a per-thread buffer (one buffer per body) instead of
 * being linked into the global's use list; {@link #flush} then links each buffer in function order,
 * which gives exactly the use lists a sequential parse would have built.
 */
public final class UseLinks {
  private UseLinks() {}

  private static final ThreadLocal<List<Object>> BUFFER = new ThreadLocal<>();

  /** Starts queueing on this thread into {@code buffer}. */
  public static void begin(List<Object> buffer) {
    BUFFER.set(buffer);
  }

  public static void end() {
    BUFFER.remove();
  }

  static void defer(Use u, Value v) {
    List<Object> b = BUFFER.get();
    if (b == null) throw new IllegalStateException("use of " + v + " created while its links are deferred, outside a buffer");
    b.add(u);
    b.add(v);
  }

  /** Links the queued uses in order. */
  public static void flush(List<Object> buffer) {
    for (int i = 0; i < buffer.size(); i += 2) ((Use) buffer.get(i)).linkDeferred((Value) buffer.get(i + 1));
    buffer.clear();
  }

  /** Links one queued use, as {@link #flush} does, for callers that replay buffers in their own order. */
  public static void link(Use u, Value v) {
    u.linkDeferred(v);
  }

  public static List<Object> newBuffer() {
    return new ArrayList<>();
  }
}

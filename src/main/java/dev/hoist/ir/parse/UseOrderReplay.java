package dev.hoist.ir.parse;

import dev.hoist.ir.GlobalValue;
import dev.hoist.ir.Use;
import dev.hoist.ir.UseLinks;
import dev.hoist.ir.Value;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Rebuilds, after a parallel parse, the use lists of globals exactly as the in-order parse builds
 * them, which passes and printers may observe. In order, a use of a global not yet defined goes on
 * a {@link GlobalForwardRef}'s list (newest first), and the definition moves that list over newest
 * first, each use to the front, so those uses end up oldest first, behind every later use:
 *
 * <pre>
 *   &#64;a = global i32* &#64;c     ; u1 (forward)
 *   &#64;b = global i32* &#64;c     ; u2 (forward)
 *   &#64;c = global i32 0
 *   &#64;d = global i32* &#64;c     ; u3
 *   &#64;e = global i32* &#64;c     ; u4        use list of &#64;c: u4 u3 u1 u2
 * </pre>
 *
 * The module-level reader queues its uses of globals and marks, in the same event list, each
 * definition ({@link #DEFINE}, global) and each initializer left to a worker ({@link #INIT},
 * {@link Slot}); workers queue the uses their initializers make. The replay walks the events in
 * file order and applies the rule above.
 */
final class UseOrderReplay {
  private UseOrderReplay() {}

  static final Object DEFINE = new Object();
  static final Object INIT = new Object();

  /** A global's initializer, read by a worker: where its text is, and the span of its queued uses. */
  static final class Slot {
    dev.hoist.ir.GlobalVariable global;
    final dev.hoist.ir.type.Type type;
    final int start;
    final long startPos;
    final int end;
    List<Object> uses;
    int from;
    int to;

    Slot(dev.hoist.ir.GlobalVariable global, dev.hoist.ir.type.Type type, int start, long startPos, int end) {
      this.global = global;
      this.type = type;
      this.start = start;
      this.startPos = startPos;
      this.end = end;
    }
  }

  /** Links the queued uses; globals must no longer defer their links. */
  static void replay(List<Object> events, int globals) {
    Map<Value, ArrayList<Object>> pending = new IdentityHashMap<>();
    Map<Value, Boolean> defined = new IdentityHashMap<>(globals);
    for (int i = 0; i < events.size(); i += 2) {
      Object a = events.get(i);
      Object b = events.get(i + 1);
      if (a == DEFINE) {
        GlobalValue g = (GlobalValue) b;
        defined.put(g, Boolean.TRUE);
        ArrayList<Object> l = pending.remove(g);
        if (l != null) for (int k = l.size() - 2; k >= 0; k -= 2) apply((Use) l.get(k), (Value) l.get(k + 1), g);
      } else if (a == INIT) {
        Slot s = (Slot) b;
        for (int k = s.from; k < s.to; k += 2) use((Use) s.uses.get(k), (Value) s.uses.get(k + 1), pending, defined);
      } else {
        use((Use) a, (Value) b, pending, defined);
      }
    }
    if (!pending.isEmpty()) throw new IllegalStateException("uses of globals that were never defined");
  }

  private static void use(Use u, Value v, Map<Value, ArrayList<Object>> pending, Map<Value, Boolean> defined) {
    Value target = v instanceof GlobalForwardRef f ? f.resolved : v;
    if (target instanceof GlobalValue && !defined.containsKey(target)) {
      ArrayList<Object> l = pending.computeIfAbsent(target, x -> new ArrayList<>());
      l.add(u);
      l.add(v);
    } else {
      apply(u, v, target);
    }
  }

  private static void apply(Use u, Value v, Value target) {
    if (v != target) {
      if (u.value() == v) u.set(target); // was a forward reference: now the global, at the front
    } else {
      UseLinks.link(u, v);
    }
  }
}

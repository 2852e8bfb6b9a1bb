package dev.hoist.ir;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Per-function use lists of globals, so that function passes can run on several functions at once.
 * A global's use list ({@code @g}, {@code @printf}) is shared by every function that mentions it:
 * two threads creating or erasing instructions that use {@code @g} would corrupt it, and a pass
 * walking it would see other functions' half-done work. While a split is active, each function has
 * its own segment of every global's use list:
 *
 * <pre>
 *   UseSegments split = UseSegments.split(m, m.definedFunctions());
 *   // on any thread, one function at a time:
 *   split.enter(f);  ... transform f: g.firstUse() walks f's uses of g only ...  split.exit();
 *   split.merge();   // one list per global again
 * </pre>
 *
 * A segment holds the uses whose user is an instruction of that function, plus every use of a
 * global linked by the thread while it works on the function. Uses from elsewhere (initializers,
 * constant expressions, detached instructions) stay in the global's own list, which workers only
 * read through {@link Value#firstUse} when no function is entered.
 *
 * <p>{@link #merge} joins the segments in reverse function order, then the global's own list. The
 * parser leaves a use list as the uses of the last function first and initializers last, so an
 * untouched list comes back exactly as it was, and the result never depends on the thread count.
 *
 * <p>The contract for function passes: on a worker, a global's uses are the current function's
 * uses; a pass changes instructions of its own function only, and starts no threads of its own
 * (they would see no segment).
 */
public final class UseSegments {
  /** The segments of the function the current thread works on; null outside {@link #enter}. */
  private static final ThreadLocal<View> CURRENT = new ThreadLocal<>();

  /** One function's part of one global's use list: a list through the same {@link Use} links. */
  private static final class Segment {
    Use first;
  }

  /** One function's segments, by global. */
  private static final class View {
    final Map<Value, Segment> segments = new IdentityHashMap<>();

    Segment segment(Value g) {
      Segment s = segments.get(g);
      if (s == null) {
        s = new Segment();
        segments.put(g, s);
      }
      return s;
    }
  }

  private final Map<Function, View> views = new IdentityHashMap<>();
  /** The views in function order, for {@link #merge}. */
  private final List<View> order = new ArrayList<>();

  private UseSegments(Module m, List<Function> functions) {
    for (Function f : functions) {
      View v = new View();
      views.put(f, v);
      order.add(v);
    }
    for (GlobalValue g : globalsOf(m)) distribute(g);
  }

  /** Splits the use lists of {@code m}'s globals by the functions in {@code functions}. */
  public static UseSegments split(Module m, List<Function> functions) {
    return new UseSegments(m, functions);
  }

  private static List<GlobalValue> globalsOf(Module m) {
    List<GlobalValue> l = new ArrayList<>(m.globals());
    l.addAll(m.aliases());
    l.addAll(m.functions());
    return l;
  }

  /** Moves each use of {@code g} by an instruction of a split function into that function's segment, keeping order. */
  private void distribute(Value g) { // a Value: firstUse is not a member of GlobalValue, a subclass in another package
    Use u = g.firstUse;
    if (u == null) return;
    // Walk to the tail, then relink back to front, so each list keeps its relative order.
    while (u.next != null) u = u.next;
    Use own = null;
    while (u != null) {
      Use prev = u.prev;
      View view = u.user() instanceof Instruction i && i.parent() != null ? views.get(i.function()) : null;
      if (view == null) {
        own = push(own, u);
      } else {
        Segment s = view.segment(g);
        s.first = push(s.first, u);
      }
      u = prev;
    }
    g.firstUse = own;
  }

  private static Use push(Use head, Use u) {
    u.prev = null;
    u.next = head;
    if (head != null) head.prev = u;
    return u;
  }

  /** The current thread works on {@code f} until {@link #exit}. */
  public void enter(Function f) {
    View v = views.get(f);
    if (v == null) throw new IllegalArgumentException(f.reference() + " is not part of this split");
    CURRENT.set(v);
  }

  public void exit() {
    CURRENT.remove();
  }

  /** Joins the segments back into one use list per global; call once, after every function is done. */
  public void merge() {
    // One pass over the segments (reverse function order), then over the globals' own lists: the
    // cost is the number of segments and uses, not globals times functions.
    Map<Value, Chain> chains = new IdentityHashMap<>();
    for (int k = order.size() - 1; k >= 0; k--) {
      for (Map.Entry<Value, Segment> e : order.get(k).segments.entrySet()) {
        Chain c = chains.get(e.getKey());
        if (c == null) {
          c = new Chain(e.getKey());
          chains.put(e.getKey(), c);
        }
        c.append(e.getValue().first);
      }
    }
    for (Chain c : chains.values()) {
      c.append(c.global.firstUse);
      c.global.firstUse = c.head;
    }
    views.clear();
    order.clear();
  }

  /** A global's use list being rebuilt from its pieces, in order. */
  private static final class Chain {
    final Value global;
    Use head;
    Use tail;

    Chain(Value global) {
      this.global = global;
    }

    void append(Use first) {
      for (Use u = first, next; u != null; u = next) {
        next = u.next;
        // A use unlinked on a worker while it sat in the global's own list (see unlink) is dropped here.
        if (u.value() != global) continue;
        u.prev = tail;
        u.next = null;
        if (tail == null) head = u;
        else tail.next = u;
        tail = u;
      }
    }
  }

  // ---- hooks for Value and Use: only globals reach these, and only on an entered worker they act.

  /** The head of the current function's segment of {@code g}'s uses, or {@code g}'s own list outside a split. */
  static Use firstUse(Value g) {
    View v = CURRENT.get();
    if (v == null) return g.firstUse;
    Segment s = v.segments.get(g);
    return s == null ? null : s.first;
  }

  /** Links {@code u} into the current segment of {@code g}; false when no function is entered. */
  static boolean link(Use u, Value g) {
    View v = CURRENT.get();
    if (v == null) return false;
    Segment s = v.segment(g);
    s.first = push(s.first, u);
    return true;
  }

  /** Unlinks {@code u} from the current segment of {@code g}; false when no function is entered. */
  static boolean unlink(Use u, Value g) {
    View v = CURRENT.get();
    if (v == null) return false;
    Segment s = v.segments.get(g);
    if (u.prev != null) {
      u.prev.next = u.next;
    } else if (s != null && s.first == u) {
      s.first = u.next;
    } else {
      // Not in this segment: in the global's own list, which workers must not write; merge drops it.
      return true;
    }
    if (u.next != null) u.next.prev = u.prev;
    u.prev = u.next = null;
    return true;
  }
}

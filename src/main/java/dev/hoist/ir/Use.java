package dev.hoist.ir;

/**
 * One operand slot of a {@link User}: the edge from the user to the value it uses. Setting the
 * value unlinks the use from the old value's use list and links it into the new one's.
 */
public final class Use {
  private Value value;
  private final User user;
  private final int index;
  Use prev;
  Use next;

  Use(User user, int index) {
    this.user = user;
    this.index = index;
  }

  public Value value() {
    return value;
  }

  public User user() {
    return user;
  }

  /** The operand index of this use in its user. */
  public int index() {
    return index;
  }

  /** The next use of the same value (older), or null. */
  public Use nextUse() {
    return next;
  }

  public void set(Value v) {
    if (v == value) return;
    unlink();
    value = v;
    if (v != null && v.tracksUses) {
      if (v.deferUseLinks) UseLinks.defer(this, v);
      else if (!(v instanceof GlobalValue && UseSegments.link(this, v))) link(v);
    }
  }

  /** Links a use queued by {@link UseLinks}, if it still refers to {@code v}. */
  void linkDeferred(Value v) {
    if (value == v && prev == null && v.firstUse != this) link(v);
  }

  private void link(Value v) {
    Use head = v.firstUse;
    next = head;
    prev = null;
    if (head != null) head.prev = this;
    v.firstUse = this;
  }

  void unlink() {
    Value v = value;
    if (v == null) return;
    if (v instanceof GlobalValue && UseSegments.unlink(this, v)) return;
    if (prev != null) {
      prev.next = next;
    } else if (v.firstUse == this) {
      v.firstUse = next;
    } else {
      return; // never linked (untracked value or user)
    }
    if (next != null) next.prev = prev;
    prev = next = null;
  }
}

package dev.hoist.ir.attr;

import java.util.Arrays;

/** The attributes of a function or call: function, return value and one set per parameter. */
public final class AttributeList {
  public static final AttributeList EMPTY = new AttributeList(AttributeSet.EMPTY, AttributeSet.EMPTY, new AttributeSet[0]);

  private final AttributeSet fn;
  private final AttributeSet ret;
  private final AttributeSet[] params;

  public AttributeList(AttributeSet fn, AttributeSet ret, AttributeSet[] params) {
    this.fn = fn;
    this.ret = ret;
    this.params = params;
  }

  public AttributeSet fn() {
    return fn;
  }

  public AttributeSet ret() {
    return ret;
  }

  /** The attributes of parameter {@code i}; empty when none were given. */
  public AttributeSet param(int i) {
    return i < params.length && params[i] != null ? params[i] : AttributeSet.EMPTY;
  }

  public int numParamSets() {
    return params.length;
  }

  public AttributeList withFn(AttributeSet s) {
    return new AttributeList(s, ret, params);
  }

  public AttributeList withRet(AttributeSet s) {
    return new AttributeList(fn, s, params);
  }

  public AttributeList withParam(int i, AttributeSet s) {
    AttributeSet[] p = Arrays.copyOf(params, Math.max(params.length, i + 1));
    p[i] = s;
    return new AttributeList(fn, ret, p);
  }
}

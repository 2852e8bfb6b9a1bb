package dev.hoist.ir;

import dev.hoist.ir.type.PointerType;
import dev.hoist.ir.type.Type;

/** A global variable or function: the globals that own storage or code, with section, comdat and alignment. */
public abstract class GlobalObject extends GlobalValue {
  private String section;
  private Comdat comdat;
  private long align; // 0 when unspecified

  protected GlobalObject(Type valueType, PointerType ptrType, String name) {
    super(valueType, ptrType, name);
  }

  public String section() {
    return section;
  }

  public void setSection(String s) {
    this.section = s;
  }

  public Comdat comdat() {
    return comdat;
  }

  public void setComdat(Comdat c) {
    this.comdat = c;
  }

  /** Alignment in bytes, 0 when none was given. */
  public long align() {
    return align;
  }

  public void setAlign(long a) {
    this.align = a;
  }
}

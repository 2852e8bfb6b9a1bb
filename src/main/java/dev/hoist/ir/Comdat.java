package dev.hoist.ir;

/** {@code $name = comdat any}. */
public final class Comdat {
  public enum Kind {
    ANY("any"), EXACTMATCH("exactmatch"), LARGEST("largest"), NODEDUPLICATE("nodeduplicate"), SAMESIZE("samesize");

    private final String text;

    Kind(String text) {
      this.text = text;
    }

    public String text() {
      return text;
    }
  }

  private final String name;
  private Kind kind;

  public Comdat(String name, Kind kind) {
    this.name = name;
    this.kind = kind;
  }

  public String name() {
    return name;
  }

  public Kind kind() {
    return kind;
  }

  public void setKind(Kind kind) {
    this.kind = kind;
  }
}

package dev.hoist.ir;

/** Global value linkage; {@code external} is the default and prints as nothing on definitions. */
public enum Linkage {
  EXTERNAL("external"), PRIVATE("private"), INTERNAL("internal"), AVAILABLE_EXTERNALLY("available_externally"),
  LINKONCE("linkonce"), WEAK("weak"), COMMON("common"), APPENDING("appending"), EXTERN_WEAK("extern_weak"),
  LINKONCE_ODR("linkonce_odr"), WEAK_ODR("weak_odr");

  private final String text;

  Linkage(String text) {
    this.text = text;
  }

  public String text() {
    return text;
  }

  public boolean isLocal() {
    return this == PRIVATE || this == INTERNAL;
  }

  /** Linkages whose definition may be replaced at link time by another one. */
  public boolean isInterposable() {
    return this == LINKONCE || this == WEAK || this == COMMON || this == EXTERN_WEAK;
  }
}

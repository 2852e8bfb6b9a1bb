package dev.hoist.ir;

import dev.hoist.ir.constant.Constant;
import dev.hoist.ir.metadata.MDNode;
import dev.hoist.ir.type.PointerType;
import dev.hoist.ir.type.Type;

/**
 * A module-level definition or declaration: global variable, function, alias or ifunc. As a value
 * it is a constant, its address (of pointer type); {@link #valueType()} is what it holds.
 */
public abstract class GlobalValue extends Constant {
  public enum Visibility { DEFAULT, HIDDEN, PROTECTED }

  public enum DllStorage { NONE, DLLIMPORT, DLLEXPORT }

  public enum ThreadLocal {
    NONE(""), GENERAL("thread_local"), LOCALDYNAMIC("thread_local(localdynamic)"),
    INITIALEXEC("thread_local(initialexec)"), LOCALEXEC("thread_local(localexec)");

    private final String text;

    ThreadLocal(String text) {
      this.text = text;
    }

    public String text() {
      return text;
    }
  }

  public enum UnnamedAddr { NONE, LOCAL, GLOBAL }

  private final Type valueType;
  private Module parent;
  private Linkage linkage = Linkage.EXTERNAL;
  private Visibility visibility = Visibility.DEFAULT;
  private DllStorage dllStorage = DllStorage.NONE;
  private boolean dsoLocal;
  private ThreadLocal threadLocal = ThreadLocal.NONE;
  private UnnamedAddr unnamedAddr = UnnamedAddr.NONE;
  private String partition;
  private final MetadataAttachments metadata = new MetadataAttachments();
  /** A number one numbering of the module left here, with that numbering's stamp in the high half. */
  private volatile long numberingSlot;

  protected GlobalValue(Type valueType, PointerType ptrType, String name) {
    super(ptrType);
    tracksUses = true;
    this.valueType = valueType;
    setName(name);
  }


  public Type valueType() {
    return valueType;
  }

  public PointerType pointerType() {
    return (PointerType) type;
  }

  public int addrSpace() {
    return pointerType().addrSpace();
  }

  /**
   * What a numbering of the module's values (the bitcode writer's) left here: its stamp in the
   * high half, the global's number in the low half, so that the number is a field read rather
   * than a search of a map as large as the module. A numbering checks its stamp and keeps its own
   * map for the globals another numbering has stamped since.
   */
  public final long numberingSlot() {
    return numberingSlot;
  }

  public final void setNumberingSlot(long slot) {
    numberingSlot = slot;
  }

  public Module parent() {
    return parent;
  }

  void setParent(Module m) {
    this.parent = m;
  }

  public Linkage linkage() {
    return linkage;
  }

  public void setLinkage(Linkage l) {
    this.linkage = l;
  }

  public Visibility visibility() {
    return visibility;
  }

  public void setVisibility(Visibility v) {
    this.visibility = v;
  }

  public DllStorage dllStorage() {
    return dllStorage;
  }

  public void setDllStorage(DllStorage d) {
    this.dllStorage = d;
  }

  public boolean isDsoLocal() {
    return dsoLocal;
  }

  public void setDsoLocal(boolean b) {
    this.dsoLocal = b;
  }

  public ThreadLocal threadLocal() {
    return threadLocal;
  }

  public void setThreadLocal(ThreadLocal t) {
    this.threadLocal = t;
  }

  public UnnamedAddr unnamedAddr() {
    return unnamedAddr;
  }

  public void setUnnamedAddr(UnnamedAddr u) {
    this.unnamedAddr = u;
  }

  public String partition() {
    return partition;
  }

  public void setPartition(String p) {
    this.partition = p;
  }

  /** {@code !dbg}, {@code !type} and other attachments on the definition. */
  public MetadataAttachments metadata() {
    return metadata;
  }

  public void setMetadata(String kind, MDNode node) {
    metadata.set(kind, node);
  }

  public abstract boolean isDeclaration();

  @Override
  public String reference() {
    return name() != null ? "@" + name() : "@<unnamed>";
  }
}

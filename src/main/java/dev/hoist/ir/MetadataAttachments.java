package dev.hoist.ir;

import dev.hoist.ir.metadata.MDNode;
import java.util.Arrays;

/**
 * The {@code !kind !node} attachments of an instruction, function or global: a tiny ordered map,
 * kept as two parallel arrays since there are rarely more than three entries.
 */
public final class MetadataAttachments {
  private static final String[] NO_KINDS = new String[0];
  private static final MDNode[] NO_NODES = new MDNode[0];
  private String[] kinds = NO_KINDS;
  private MDNode[] nodes = NO_NODES;
  private int size;

  public int size() {
    return size;
  }

  public boolean isEmpty() {
    return size == 0;
  }

  public String kind(int i) {
    return kinds[i];
  }

  public MDNode node(int i) {
    return nodes[i];
  }

  public MDNode get(String kind) {
    for (int i = 0; i < size; i++) if (kinds[i].equals(kind)) return nodes[i];
    return null;
  }

  /** Sets (or, with a null node, removes) the attachment of {@code kind}. */
  public void set(String kind, MDNode node) {
    for (int i = 0; i < size; i++) {
      if (kinds[i].equals(kind)) {
        if (node != null) {
          nodes[i] = node;
        } else {
          System.arraycopy(kinds, i + 1, kinds, i, size - i - 1);
          System.arraycopy(nodes, i + 1, nodes, i, size - i - 1);
          size--;
          kinds[size] = null;
          nodes[size] = null;
        }
        return;
      }
    }
    if (node == null) return;
    if (size == kinds.length) {
      kinds = Arrays.copyOf(kinds, Math.max(2, size * 2));
      nodes = Arrays.copyOf(nodes, kinds.length);
    }
    kinds[size] = kind;
    nodes[size] = node;
    size++;
  }

  /** Appends an attachment in input order (the parser's path; duplicates are the caller's concern). */
  public void add(String kind, MDNode node) {
    set(kind, node);
  }

  public void clear() {
    kinds = NO_KINDS;
    nodes = NO_NODES;
    size = 0;
  }

  public void copyFrom(MetadataAttachments o) {
    kinds = Arrays.copyOf(o.kinds, o.size);
    nodes = Arrays.copyOf(o.nodes, o.size);
    size = o.size;
  }
}

package dev.hoist.analysis.alias;

import dev.hoist.ir.Instruction;
import dev.hoist.ir.metadata.MDNode;

/**
 * The metadata of an access that alias analysis reads: the struct-path TBAA access tag
 * ({@code !tbaa}), the scopes the access belongs to ({@code !alias.scope}) and the scopes it is
 * known not to alias ({@code !noalias}). Any of them may be null.
 *
 * <pre>
 *   %v = load i32, i32* %p, align 4, !tbaa !3, !alias.scope !7, !noalias !9
 * </pre>
 */
public record AAMetadata(MDNode tbaa, MDNode scope, MDNode noAlias) {
  public static final AAMetadata EMPTY = new AAMetadata(null, null, null);

  /** The attachments of {@code i}, or {@link #EMPTY}. */
  public static AAMetadata of(Instruction i) {
    if (!i.hasMetadata()) return EMPTY;
    MDNode t = i.getMetadata("tbaa");
    MDNode s = i.getMetadata("alias.scope");
    MDNode n = i.getMetadata("noalias");
    return t == null && s == null && n == null ? EMPTY : new AAMetadata(t, s, n);
  }

  public boolean isEmpty() {
    return tbaa == null && scope == null && noAlias == null;
  }
}

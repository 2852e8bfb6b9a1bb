package dev.hoist.ir;

import dev.hoist.ir.metadata.Metadata;
import dev.hoist.ir.type.PrimitiveType;

/**
 * Metadata passed as a call argument: {@code metadata !5}, {@code metadata i32 %x},
 * {@code metadata !DIExpression()}, {@code metadata !DIArgList(i32 %a, i32 %b)}. Function-local
 * values inside it are its operands (see {@link dev.hoist.ir.metadata.LocalValueRef}), so they are
 * found and rewritten through use lists like any other use.
 */
public final class MetadataAsValue extends User {
  private final Metadata metadata;

  public MetadataAsValue(Metadata metadata, Value... locals) {
    super(PrimitiveType.METADATA);
    tracksUses = false;
    this.metadata = metadata;
    for (Value v : locals) addOperand(v);
  }

  public Metadata metadata() {
    return metadata;
  }



  @Override
  public String reference() {
    return "metadata " + metadata;
  }
}

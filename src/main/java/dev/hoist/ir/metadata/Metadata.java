package dev.hoist.ir.metadata;

/**
 * LLVM metadata: strings, tuples, specialized nodes (debug info and friends), constants wrapped as
 * metadata. Hoist interprets the few kinds its analyses read ({@code !tbaa}, {@code !alias.scope},
 * {@code !noalias}, {@code !prof}, {@code !llvm.loop}); everything else is kept as parsed so that it
 * prints back unchanged.
 */
public abstract sealed class Metadata permits MDString, MDNode, ValueAsMetadata, LocalValueRef {}

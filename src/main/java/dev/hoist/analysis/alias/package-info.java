/**
 * Alias analysis: which memory accesses may touch the same bytes, and what calls do to memory.
 *
 * <ul>
 *   <li>{@link dev.hoist.analysis.alias.AliasAnalysis}: the per-function query object
 *       ({@code am.get(f, AliasAnalysis.KEY)}), combining the structural analysis, struct-path
 *       TBAA and scoped no-alias metadata as LLVM's {@code basic-aa,tbaa,scoped-noalias-aa} does;
 *   <li>{@link dev.hoist.analysis.alias.MemoryLocation}, {@link dev.hoist.analysis.alias.LocationSize},
 *       {@link dev.hoist.analysis.alias.AAMetadata}: what is accessed;
 *       {@link dev.hoist.analysis.alias.AliasResult} and {@link dev.hoist.analysis.alias.ModRef}: the
 *       answers;
 *   <li>{@link dev.hoist.analysis.alias.CallEffects}: what a call reads, writes, captures, whether it
 *       throws or returns (attributes, intrinsics, C library functions);
 *   <li>{@link dev.hoist.analysis.alias.AliasSetTracker}: the accesses of a loop grouped into sets
 *       that may alias;
 *   <li>{@link dev.hoist.analysis.alias.AAEvaluator}: the {@code aa-eval} printer, and
 *       {@link dev.hoist.analysis.alias.AaEvalComparison}, which checks it against opt's.
 * </ul>
 *
 * Every answer is sound: MayAlias and ModRef are what the analysis says when it cannot prove more.
 */
package dev.hoist.analysis.alias;

/**
 * The memory accesses of a loop and the runtime checks that keep them apart (LLVM's
 * LoopAccessAnalysis): what loop versioning and the vectorizer share.
 *
 * <ul>
 *   <li>{@link dev.hoist.analysis.access.LoopAccessInfo}: a loop's loads and stores
 *       ({@link dev.hoist.analysis.access.Access}), grouped by address, their ranges over the loop
 *       (scalar evolution's {@code AccessRange}), strides, and whether two can be told apart
 *       ({@link dev.hoist.analysis.access.Dependence});</li>
 *   <li>{@link dev.hoist.analysis.access.RuntimePointerChecking}: pointer groups
 *       ({@link dev.hoist.analysis.access.PointerGroup}) with their ranges, merged within a budget,
 *       and the pairs to check ({@link dev.hoist.analysis.access.RuntimeChecks}).</li>
 * </ul>
 *
 * The checks are emitted by {@code transform.loopversioning.RuntimeCheckEmitter}.
 */
package dev.hoist.analysis.access;

/**
 * Versioning a loop behind runtime checks (LLVM's LoopVersioning utility), shared by
 * {@code loop-versioning-licm} and {@code loop-vectorize}:
 * {@link dev.hoist.transform.loopversioning.RuntimeCheckEmitter} computes the checks before the
 * loop, {@link dev.hoist.transform.loopversioning.LoopVersioning} clones the loop and branches on
 * them, {@link dev.hoist.transform.loopversioning.NoAliasScopes} records in the fast version what
 * they proved, and {@link dev.hoist.transform.loopversioning.LoopMarks} marks the versions so that
 * they are not transformed again.
 */
package dev.hoist.transform.loopversioning;

/**
 * Loop passes and the manager that runs them ({@link dev.hoist.pass.loop.LoopPass},
 * {@link dev.hoist.pass.loop.LoopPassManager}, {@link dev.hoist.pass.loop.LoopContext}): a
 * package of its own above {@code dev.hoist.pass}, because the manager uses loop analysis and the
 * canonicalization utilities ({@code transform/util}), which themselves build on
 * {@code dev.hoist.pass}. {@link dev.hoist.pass.loop.LoopPass} shows how to write one.
 */
package dev.hoist.pass.loop;

package dev.hoist.report;

import java.util.List;

/**
 * One basic block of a snapshot.
 *
 * @param key the block's {@link ObjectKeys} number
 * @param label its label as printed ({@code %entry}, {@code %6})
 * @param instructions its instructions in order
 * @param successors indexes (into the snapshot's block list) of the blocks its terminator goes to
 * @param loop index of the innermost loop holding it, or -1
 */
record BlockView(int key, String label, List<InstView> instructions, List<Integer> successors, int loop) {}

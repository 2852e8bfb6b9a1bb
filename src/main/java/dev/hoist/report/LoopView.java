package dev.hoist.report;

import java.util.List;
import java.util.Set;

/**
 * One loop of a snapshot: where it sits in the nest and how often it runs.
 *
 * @param index position in the snapshot's pre-order list of loops (outer loops first)
 * @param parent index of the enclosing loop, or -1 for an outermost loop
 * @param depth 1 for an outermost loop
 * @param header the header block's label ({@code %for.body}, {@code %6})
 * @param blockKeys the {@link ObjectKeys} of the loop's blocks, nested loops' included
 * @param blockLabels the same blocks' labels, header first
 * @param preheaderKey the key of the preheader block, or -1 when the loop has none
 */
record LoopView(int index, int parent, int depth, String header, Set<Integer> blockKeys, List<String> blockLabels,
    int preheaderKey, TripCount tripCount) {}

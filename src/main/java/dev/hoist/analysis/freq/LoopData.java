package dev.hoist.analysis.freq;

import java.util.ArrayList;
import java.util.List;

/**
 * One loop while block frequencies are computed (LLVM's {@code LoopData}): its member nodes
 * (header first, then in reverse post-order, with each directly nested loop represented by its
 * header), the mass that comes back to the header and leaves through each exit when one unit
 * enters, the resulting scale ({@code 1 / exit mass}: the expected trip count), and once
 * "packaged" the mass entering it from the enclosing region.
 */
final class LoopData {
  final LoopData parent;
  final int header;
  final List<Integer> nodes = new ArrayList<>();
  final List<long[]> exits = new ArrayList<>(); // {target node, mass}
  long backedgeMass;
  long mass;
  boolean packaged;
  ScaledNumber scale = ScaledNumber.ZERO;

  LoopData(LoopData parent, int header) {
    this.parent = parent;
    this.header = header;
    nodes.add(header);
  }

  boolean isHeader(int node) {
    return node == header;
  }
}

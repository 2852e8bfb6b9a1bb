package dev.hoist.report;

import dev.hoist.pass.Remark;

/**
 * What a remark says happened, for colouring and counting: read from the remark's kind and the
 * effect its pass gave it ({@link Remark.Effect}), so that remarks of passes this package has
 * never heard of still land somewhere sensible (a passed remark is {@link #CHANGED} unless its
 * pass says more).
 */
enum DecisionKind {
  HOISTED("hoisted", "#c6efce"),
  SUNK("sunk", "#cfe2ff"),
  PROMOTED("promoted", "#e5d4f7"),
  VERSIONED("versioned", "#ffe8b3"),
  CHANGED("changed", "#d9f2f2"),
  REJECTED("rejected", "#f8cbcb"),
  ANALYSIS("analysis", "#eeeeee");

  /** The word shown on the badge; also the CSS class. */
  final String label;
  /** Background of the badge and of the instruction in the graphs. */
  final String colour;

  DecisionKind(String label, String colour) {
    this.label = label;
    this.colour = colour;
  }

  static DecisionKind of(Remark r) {
    if (r.kind() == Remark.Kind.MISSED || r.kind() == Remark.Kind.FAILURE) return REJECTED;
    if (r.kind() == Remark.Kind.ANALYSIS) return ANALYSIS;
    return switch (r.effect()) {
      case HOISTED -> HOISTED;
      case SUNK -> SUNK;
      case PROMOTED -> PROMOTED;
      case VERSIONED -> VERSIONED;
      case NONE, CHANGED -> CHANGED;
    };
  }

  /** Whether the instruction itself changed place (as opposed to the loop being rewritten around it). */
  boolean movesInstruction() {
    return this == HOISTED || this == SUNK;
  }
}

/**
 * The HTML report of {@code hoist --report DIR}: one page per module showing, for every loop, its
 * nest, its trip count and every decision the passes made about it, with the control-flow graph
 * before and after the pipeline drawn by graphviz.
 *
 * <p>How it fits together: {@link dev.hoist.report.ReportRecorder} takes a {@link
 * dev.hoist.report.ModuleSnapshot} before the pipeline and another after it; decisions come from
 * the remarks stream ({@link dev.hoist.report.Decision}), so a new pass that emits remarks shows up
 * without changes here. Instructions keep their identity across the pipeline (a hoisted
 * instruction is the same object, moved), so {@link dev.hoist.report.ObjectKeys} gives each one a
 * number that both snapshots share; a remark's instruction is found by that number.
 */
package dev.hoist.report;

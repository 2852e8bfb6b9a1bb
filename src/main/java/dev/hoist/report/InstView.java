package dev.hoist.report;

import dev.hoist.pass.Remark;

/**
 * One instruction of a snapshot.
 *
 * @param key the instruction's {@link ObjectKeys} number, shared by both snapshots
 * @param text as printed, without indentation
 * @param debugLoc its {@code !dbg} location, for remarks that were built without an instruction
 */
record InstView(int key, String text, Remark.DebugLoc debugLoc) {}

/**
 * What code costs on the machine Hoist optimizes for (x86-64 at llc -O2, SSE2), asked through
 * {@link dev.hoist.target.TargetTransformInfo}: instruction latencies, memory operands and
 * read-modify-write instructions, vector registers and the operations they lack, and how llc lays
 * loops out. Transforms ask; none of them knows the machine itself.
 */
package dev.hoist.target;

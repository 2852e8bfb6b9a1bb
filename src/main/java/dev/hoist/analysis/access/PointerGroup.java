package dev.hoist.analysis.access;

import dev.hoist.analysis.scev.Scev;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.Value;
import java.util.List;

/**
 * Accesses of a loop through pointers that move together, with the bytes {@code [start, end)}
 * they touch over the whole loop (LLVM's RuntimeCheckingPtrGroup). Runtime checks compare groups,
 * never the accesses inside one: accesses of a group may overlap each other.
 *
 * <pre>
 *   %p = getelementptr i32, i32* %a, i64 %i        ; group 0: {%a,+,4}, [%a, %a + 4 * n)
 *   %q = getelementptr i32, i32* %a, i64 %i        ; the same expression: group 0 too
 *   %r = getelementptr i32, i32* %a, i64 %i.next   ; [%a + 4, %a + 4 * n + 4): merged into
 *                                                  ; group 0 as [%a, %a + 4 * n + 4)
 * </pre>
 *
 * Made by {@link RuntimePointerChecking#finish}; read by the check emitter and the no-alias scopes.
 *
 * @param id the order in which the group was made (from 0 in each checking)
 * @param pointers the pointer values of the group
 * @param accesses the loads and stores through them, in the order they joined
 * @param start the lowest address accessed
 * @param end one past the last byte accessed
 * @param bytes the widest access of the group
 * @param moves whether the addresses move with the loop
 * @param mayWrap whether the range could wrap around the address space: it moves with the loop
 *     and is not known to be touched whole (a check then also tests {@code start <= end})
 */
public record PointerGroup(int id, List<Value> pointers, List<Instruction> accesses, Scev start, Scev end, long bytes,
    boolean moves, boolean mayWrap) {}

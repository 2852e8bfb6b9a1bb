; RUN: hoist -passes=loop-sink -pass-remarks=loop-sink -disable-output < %s 2>&1 | FileCheck %s --check-prefix=PASSED
; RUN: hoist -passes=loop-sink -pass-remarks-missed=loop-sink -disable-output < %s 2>&1 | FileCheck %s --check-prefix=MISSED
; RUN: hoist -passes=loop-sink -debug-only=loop-sink -disable-output < %s 2>&1 | FileCheck %s --check-prefix=DEBUG
; RUN: hoist -passes=loop-sink -stats -disable-output < %s 2>&1 | FileCheck %s --check-prefix=STATS

; -pass-remarks says what was sunk and into how many blocks; -pass-remarks-missed says why a
; preheader instruction with users in the loop stayed; -debug-only=loop-sink traces each loop and
; decision (the preheader is walked last instruction first); -stats gives LLVM's two counters (under LLVM's debug type, loopsink).
; PASSED:      remark: <unknown>:0:0: sinking mul into 1 colder block of the loop
; PASSED-NOT:  remark
; MISSED:      remark: <unknown>:0:0: not sinking add: the blocks using it run as often as the preheader
; MISSED-NEXT: remark: <unknown>:0:0: not sinking load: the loop may write the loaded memory
; MISSED-NOT:  remark
; DEBUG:       LoopSink: loop with header %loop: preheader freq {{[0-9]+}}, 1 colder blocks
; DEBUG-NEXT:  LoopSink: MUL %inv - SUNK into %cold (1 copy)
; DEBUG-NEXT:  LoopSink: loop with header %loop: preheader freq {{[0-9]+}}, 1 colder blocks
; DEBUG-NEXT:  LoopSink: ADD %hot - NOT SUNK (the blocks using it run as often as the preheader)
; DEBUG-NEXT:  LoopSink: LOAD %ld - NOT SUNK (the loop may write the loaded memory)
; STATS:       1 loopsink - Number of instructions sunk into loop


define i32 @sunk(i32* %a, i32 %n, i32 %x) !prof !0 {
entry:
  %inv = mul i32 %x, 7
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %latch ]
  %p = getelementptr inbounds i32, i32* %a, i32 %i
  %v = load i32, i32* %p, align 4
  %c = icmp eq i32 %v, 0
  br i1 %c, label %cold, label %latch, !prof !1

cold:
  %u = add i32 %v, %inv
  br label %latch

latch:
  %t = phi i32 [ %u, %cold ], [ %v, %loop ]
  %s.next = add i32 %s, %t
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop, !prof !2

exit:
  ret i32 %s.next
}


define i32 @kept(i32* %a, i32 %n, i32 %x, i32* %q) !prof !0 {
entry:
  %ld = load i32, i32* %q, align 4
  %hot = add i32 %x, 1
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %latch ]
  %p = getelementptr inbounds i32, i32* %a, i32 %i
  %v = load i32, i32* %p, align 4
  store i32 %hot, i32* %p, align 4
  %c = icmp eq i32 %v, 0
  br i1 %c, label %cold, label %latch, !prof !1

cold:
  %u = add i32 %v, %ld
  br label %latch

latch:
  %t = phi i32 [ %u, %cold ], [ %v, %loop ]
  %s.next = add i32 %s, %t
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop, !prof !2

exit:
  ret i32 %s.next
}

!0 = !{!"function_entry_count", i64 100}
!1 = !{!"branch_weights", i32 1, i32 1000}
!2 = !{!"branch_weights", i32 100, i32 10000}

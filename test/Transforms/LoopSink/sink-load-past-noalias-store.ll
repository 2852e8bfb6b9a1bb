; RUN: hoist -S -passes=loop-sink < %s | FileCheck %s
; RUN: opt -S -passes=loop-sink < %s | FileCheck %s --check-prefix=LLVM

; The loop stores, but only into %a, which is noalias: it cannot change *%q. Alias analysis lets
; Hoist sink the load; LLVM 14's LoopSink (MemorySSA, "only sink if there are no Defs in the
; loop") keeps any load out of a loop that writes memory at all.
; CHECK-LABEL: @load_noalias_store(
; CHECK:       entry:
; CHECK-NEXT:    br label %loop
; CHECK:       cold:
; CHECK-NEXT:    %inv = load i32, i32* %q, align 4
; LLVM-LABEL:  @load_noalias_store(
; LLVM:        entry:
; LLVM-NEXT:     %inv = load i32, i32* %q, align 4
define i32 @load_noalias_store(i32* noalias %a, i32 %n, i32* %q) !prof !0 {
entry:
  %inv = load i32, i32* %q, align 4
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %latch ]
  %p = getelementptr inbounds i32, i32* %a, i32 %i
  %v = load i32, i32* %p, align 4
  store i32 0, i32* %p, align 4
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

; A store before the load in the preheader does not matter: the load already runs after it.
; CHECK-LABEL: @store_then_load_in_preheader(
; CHECK:       entry:
; CHECK-NEXT:    store i32 1, i32* %q, align 4
; CHECK-NEXT:    br label %loop
; CHECK:       cold:
; CHECK-NEXT:    %inv = load i32, i32* %q, align 4
; LLVM-LABEL:  @store_then_load_in_preheader(
; LLVM:        cold:
; LLVM-NEXT:     %inv = load i32, i32* %q, align 4
define i32 @store_then_load_in_preheader(i32* %a, i32 %n, i32* %q) !prof !0 {
entry:
  store i32 1, i32* %q, align 4
  %inv = load i32, i32* %q, align 4
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

!0 = !{!"function_entry_count", i64 100}
!1 = !{!"branch_weights", i32 1, i32 1000}
!2 = !{!"branch_weights", i32 100, i32 10000}

; RUN: hoist -S -passes='loop-simplify,lcssa,licm,loop-versioning-licm,licm' -pass-remarks-missed=loop-versioning-licm < %s 2>%t.err | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.err

; A function whose profile says it is never entered (function_entry_count 0) is optimized for
; size, as LLVM's PGO size heuristic does: its loops are not versioned (NoTailLoopWithOptForSize).
; A non-zero entry count changes nothing.
; CHECK-LABEL: @never_called(
; CHECK-NOT:     lver
; CHECK-LABEL: @called(
; CHECK:         br i1 %{{lver\.merged|lver\.disjoint}}
; REMARK:      remark: <unknown>:0:0: the profile says this loop never runs: a second copy would only add size
; REMARK-NOT:  remark:
define void @never_called(i32* %a, i32* %b, i32 %n) !prof !0 {
entry:
  %c0 = icmp sgt i32 %n, 0
  br i1 %c0, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v = load i32, i32* %b, align 4
  %idx = zext i32 %i to i64
  %gep = getelementptr inbounds i32, i32* %a, i64 %idx
  store i32 %v, i32* %gep, align 4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}

define void @called(i32* %a, i32* %b, i32 %n) !prof !1 {
entry:
  %c0 = icmp sgt i32 %n, 0
  br i1 %c0, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v = load i32, i32* %b, align 4
  %idx = zext i32 %i to i64
  %gep = getelementptr inbounds i32, i32* %a, i64 %idx
  store i32 %v, i32* %gep, align 4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}

!0 = !{!"function_entry_count", i64 0}
!1 = !{!"function_entry_count", i64 1000}

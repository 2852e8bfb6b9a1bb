; RUN: hoist -S -passes=loop-simplify,loop-rotate < %s | FileCheck %s
; RUN: opt -S -passes='loop(loop-rotate)' < %s | FileCheck %s

; Rotation copies the header's exit test into the preheader as a guard. As in LLVM 14 the copy
; is a clone of the branch, so it keeps the profile weights (which LLVM 14 does not rescale
; either), and the rotated latch keeps them too.
; CHECK-LABEL: @rot(
; CHECK:         br i1 %{{.*}}, label %{{.*}}, label %exit, !prof [[W:![0-9]+]]
; CHECK:         br i1 %c, label %body, label %{{.*}}, !prof [[W]]
; CHECK:       [[W]] = !{!"branch_weights", i32 10000, i32 100}
define i32 @rot(i32* %a, i32 %n, i32 %x) !prof !0 {
entry:
  br label %header

header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %exit, !prof !1

body:
  %k = mul i32 %x, 7
  %p = getelementptr inbounds i32, i32* %a, i32 %i
  %v = load i32, i32* %p, align 4
  %u = add i32 %v, %k
  %s.next = add i32 %s, %u
  %i.next = add i32 %i, 1
  br label %header

exit:
  ret i32 %s
}
!0 = !{!"function_entry_count", i64 100}
!1 = !{!"branch_weights", i32 10000, i32 100}

; RUN: hoist -passes= -S %s -o %t.hoist.ll
; RUN: opt -S %s -o %t.opt.ll
; RUN: diff %t.opt.ll %t.hoist.ll
; RUN: hoist -passes= -S %s | FileCheck %s

; A node written without `distinct` that names itself is distinct, as LLVM's reader makes it
; (the reference was a forward one; resolving a uniqued node's operand to itself drops its
; uniquing). A cycle through another node stays uniqued.

; CHECK: !0 = distinct !DICompositeType({{.*}}vtableHolder: !0)
; CHECK: !2 = !{!3}
; CHECK: !3 = !{!2}
; CHECK: !4 = distinct !{!4, !5}

define void @f(i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !0

exit:
  ret void
}

!named = !{!2, !4}

!0 = !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !DICompositeType(tag: DW_TAG_structure_type, name: "S", file: !3, line: 1, size: 32, vtableHolder: !2)
!3 = !DIFile(filename: "a.c", directory: "/")
!4 = !{!5}
!5 = !{!4}

; RUN: hoist -S -passes='loop-simplify,lcssa,licm,loop-versioning-licm,licm' -pass-remarks-missed=loop-versioning-licm < %s 2>%t.err | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.err

; A loop whose ID carries llvm.loop.licm_versioning.disable (put there by a user, or by an
; earlier versioning) is not versioned: missed remark AlreadyVersioned. Its properties are kept.
; CHECK-LABEL: @user_disabled(
; CHECK-NOT:     lver
; CHECK:         %v = load i32, i32* %b, align 4{{$}}
; CHECK:         br i1 %cmp, label %loop, label %{{.*}}, !llvm.loop [[ID:![0-9]+]]
; CHECK:       [[ID]] = distinct !{[[ID]], [[DIS:![0-9]+]]}
; CHECK:       [[DIS]] = !{!"llvm.loop.licm_versioning.disable"}
; REMARK:      remark: <unknown>:0:0: loop is already versioned (llvm.loop.licm_versioning.disable)
; REMARK-NOT:  remark:
define void @user_disabled(i32* %a, i32* %b, i32 %n) {
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
  br i1 %cmp, label %loop, label %exit, !llvm.loop !0

exit:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.licm_versioning.disable"}

; RUN: hoist -S -passes=loop-unroll < %s | FileCheck %s
; RUN: hoist -disable-output -passes=loop-unroll -pass-remarks=loop-unroll -pass-remarks-missed=loop-unroll < %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=REMARK

; Loop metadata, read as LLVM reads it: llvm.loop.unroll.disable (what clang -O1 puts on every
; loop) and llvm.loop.unroll.count 1 keep a loop as it is; llvm.loop.unroll.count N unrolls by
; N; llvm.loop.unroll.full unrolls a constant count completely even past the threshold, and
; says why it cannot when the count is not constant; llvm.loop.unroll.enable unrolls by a small
; bound; llvm.loop.disable_nonforced keeps a loop unless another hint asks. What the pass makes
; carries llvm.loop.unroll.disable, with the loop's other properties and without its unroll hints.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; REMARK-NOT:  remark: {{.*}} @disabled
; REMARK: remark: <unknown>:0:0: unrolled loop by a factor of 3 with run-time trip count
; REMARK: remark: <unknown>:0:0: completely unrolled loop with 64 iterations
; REMARK: remark: <unknown>:0:0: Unable to fully unroll loop as directed by unroll(full) pragma because loop has a runtime trip count.
; REMARK: remark: <unknown>:0:0: unrolled loop by a factor of 8 with run-time trip count
; REMARK: remark: <unknown>:0:0: completely unrolled loop with 4 iterations
; REMARK: remark: <unknown>:0:0: unrolled loop by a factor of 2 with run-time trip count

; CHECK-LABEL: @disabled(
; CHECK:         br i1 %c, label %loop, label %exit, !llvm.loop [[O1:!.*]]
; CHECK-NOT:     loop.1
define void @disabled(i32* %a, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i32 %i
  store i32 %i, i32* %p, align 4
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, 8
  br i1 %c, label %loop, label %exit, !llvm.loop !0
exit:
  ret void
}

; A count of 1 is "do not unroll".
; CHECK-LABEL: @count1(
; CHECK:         br i1 %c, label %loop, label %exit, !llvm.loop
; CHECK-NOT:     loop.1
define void @count1(i32* %a) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i32 %i
  store i32 %i, i32* %p, align 4
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, 8
  br i1 %c, label %loop, label %exit, !llvm.loop !3
exit:
  ret void
}

; unroll_count(3) on a loop with a runtime count: by 3, with a remainder; the unrolled loop and
; the remainder keep llvm.loop.mustprogress and lose the count.
; CHECK-LABEL: @count3(
; CHECK:         %niter.next = sub i32 %niter, 3
; CHECK:         br i1 %niter.ncmp, label {{.*}}, !llvm.loop [[C3:!.*]]
; CHECK:         br i1 {{.*}}, !llvm.loop [[C3R:!.*]]
define void @count3(i32* %a, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i32 %i
  store i32 %i, i32* %p, align 4
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !5
exit:
  ret void
}

; unroll(full) on 64 iterations of a body that plain unrolling would find too big (> 150).
; CHECK-LABEL: @full64(
; CHECK-NOT:     br i1
; CHECK:         ret void
define void @full64(i32* %a, i32* %b) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %q = getelementptr inbounds i32, i32* %b, i64 %i
  %x = load i32, i32* %p, align 4
  %y = load i32, i32* %q, align 4
  %m = mul i32 %x, %y
  %s = add i32 %m, %x
  store i32 %s, i32* %q, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, 64
  br i1 %c, label %loop, label %exit, !llvm.loop !7
exit:
  ret void
}

; unroll(full) with a runtime count: LLVM's missed remark, and the pass goes on with its own
; decision (runtime unrolling).
; CHECK-LABEL: @full_runtime(
; CHECK:         %niter
define void @full_runtime(i32* %a, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i32 %i
  store i32 %i, i32* %p, align 4
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !7
exit:
  ret void
}

; unroll(enable) on a loop that runs at most 4 times (n is at most 3): unrolled by the bound,
; each copy keeping its test, the last copy's backedge gone.
; CHECK-LABEL: @enable_bound(
; CHECK-COUNT-3: br i1 {{%.*}}, label
; CHECK-NOT:     br i1
; CHECK:         ret void
define void @enable_bound(i32* %a, i32 %m) {
entry:
  %n = and i32 %m, 3
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i32 %i
  store i32 %i, i32* %p, align 4
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp ule i32 %i.next, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !9
exit:
  ret void
}

; llvm.loop.disable_nonforced: nothing that was not asked for.
; CHECK-LABEL: @nonforced(
; CHECK-NOT:     %niter
; CHECK:         ret void
define void @nonforced(i32* %a, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i32 %i
  store i32 %i, i32* %p, align 4
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !11
exit:
  ret void
}

; ... unless a hint asks: disable_nonforced with a count of 2.
; CHECK-LABEL: @nonforced_count(
; CHECK:         %niter.next = sub i32 %niter, 2
define void @nonforced_count(i32* %a, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i32 %i
  store i32 %i, i32* %p, align 4
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !13
exit:
  ret void
}

; CHECK-DAG: [[O1]] = distinct !{[[O1]], [[MP:!.*]], [[DIS:!.*]]}
; CHECK-DAG: [[C3]] = distinct !{[[C3]], [[MP2:!.*]], [[DIS2:!.*]]}
; CHECK-DAG: [[C3R]] = distinct !{[[C3R]], [[MP2]], [[DIS2]]}
; CHECK-DAG: [[DIS2]] = !{!"llvm.loop.unroll.disable"}

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.unroll.disable"}
!3 = distinct !{!3, !4}
!4 = !{!"llvm.loop.unroll.count", i32 1}
!5 = distinct !{!5, !1, !6}
!6 = !{!"llvm.loop.unroll.count", i32 3}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.unroll.full"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.enable"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.disable_nonforced"}
!13 = distinct !{!13, !12, !14}
!14 = !{!"llvm.loop.unroll.count", i32 2}

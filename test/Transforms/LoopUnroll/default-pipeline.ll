; RUN: hoist -S < %s | FileCheck %s
; RUN: hoist -disable-output -pass-remarks='loop-unroll|loop-vectorize' -pass-remarks-missed=loop-unroll < %s 2>&1 | FileCheck %s --check-prefix=REMARK

; The default pipeline runs loop-unroll after loop-vectorize, as LLVM's does. A loop as clang -O2
; writes it (no unroll hint) is unrolled, and only its remainder loop is marked
; llvm.loop.unroll.disable (as LLVM's unroller marks a loop its heuristics unrolled: a later
; unroller, after inlining, may still take it); the same loop as clang -O1 writes it, with
; llvm.loop.unroll.disable, is left as it is, silently; a loop the vectorizer made keeps its
; scalar remainder rolled (llvm.loop.unroll.runtime.disable), and is itself unrolled (the
; vector body, as LLVM's unroller does after its vectorizer).

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; REMARK:      remark: <unknown>:0:0: unrolled loop by a factor of {{[0-9]+}} with run-time trip count
; REMARK-NEXT: remark: <unknown>:0:0: vectorized loop (vectorization width: 4, interleaved count: {{[12]}})
; REMARK-NEXT: remark: <unknown>:0:0: unrolled loop by a factor of {{[0-9]+}} with run-time trip count
; REMARK-NEXT: remark: <unknown>:0:0: loop not unrolled: runtime unrolling is disabled by llvm.loop.unroll.runtime.disable
; REMARK-NOT:  remark

; for (i = 0; i < n; i++) if (a[i] == k) break; (not vectorizable: an early exit)
; CHECK-LABEL: @o2_search(
; CHECK:         %niter = phi i32
; CHECK:         !llvm.loop [[UNROLLED:!.*]]
; CHECK:         br i1 %c.epil, {{.*}} !llvm.loop [[REMAINDER:!.*]]
define i32 @o2_search(i32* %a, i32 %n, i32 %k) {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %test, label %exit
test:
  %ix = zext i32 %i to i64
  %p = getelementptr inbounds i32, i32* %a, i64 %ix
  %v = load i32, i32* %p, align 4
  %f = icmp eq i32 %v, %k
  br i1 %f, label %exit, label %body
body:
  %i.next = add nuw nsw i32 %i, 1
  br label %head, !llvm.loop !0
exit:
  %r = phi i32 [ %i, %head ], [ %i, %test ]
  ret i32 %r
}

; The same at -O1: llvm.loop.unroll.disable.
; CHECK-LABEL: @o1_search(
; CHECK-NOT:     %niter
; CHECK:         ret i32
define i32 @o1_search(i32* %a, i32 %n, i32 %k) {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %test, label %exit
test:
  %ix = zext i32 %i to i64
  %p = getelementptr inbounds i32, i32* %a, i64 %ix
  %v = load i32, i32* %p, align 4
  %f = icmp eq i32 %v, %k
  br i1 %f, label %exit, label %body
body:
  %i.next = add nuw nsw i32 %i, 1
  br label %head, !llvm.loop !2
exit:
  %r = phi i32 [ %i, %head ], [ %i, %test ]
  ret i32 %r
}

; a[i] += 1: vectorized; the scalar loop after it is marked llvm.loop.unroll.runtime.disable and
; stays one iteration at a time.
; CHECK-LABEL: @o2_add(
; CHECK:         load <4 x i32>
; CHECK:         br i1 %niter.ncmp, label %{{.*}}, label %vector.body, !llvm.loop [[VECTOR:!.*]]
; CHECK:         br i1 %c, label %loop, label %{{.*}}, !llvm.loop [[SCALAR:!.*]]
define void @o2_add(i32* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %w = add i32 %v, 1
  store i32 %w, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !4
exit:
  ret void
}

; CHECK-DAG: [[UNROLLED]] = distinct !{[[UNROLLED]], [[MP:!.*]]}
; CHECK-DAG: [[REMAINDER]] = distinct !{[[REMAINDER]], [[MP]], [[DISABLE:!.*]]}
; CHECK-DAG: [[DISABLE]] = !{!"llvm.loop.unroll.disable"}
; CHECK-DAG: [[VECTOR]] = distinct !{[[VECTOR]], [[MP2:!.*]], [[ISVEC:!.*]]}
; CHECK-DAG: [[SCALAR]] = distinct !{[[SCALAR]], [[MP2]], [[ISVEC]], [[RTDISABLE:!.*]]}
; CHECK-DAG: [[RTDISABLE]] = !{!"llvm.loop.unroll.runtime.disable"}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
!2 = distinct !{!2, !1, !3}
!3 = !{!"llvm.loop.unroll.disable"}
!4 = distinct !{!4, !1}

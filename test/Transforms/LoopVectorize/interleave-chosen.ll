; RUN: hoist -S -passes=loop-vectorize < %s | FileCheck %s

; The interleave count the vectorizer chooses itself: two parts for a small body on SSE, four at
; AVX2's width where the same body has more registers to fill; the loop's
; llvm.loop.interleave.count hint is followed; a loop clang marked llvm.loop.unroll.disable gets
; one part (LLVM's LoopVectorizeHints::getInterleave).

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; CHECK-LABEL: @sse(
; CHECK:         %n.vec = and i64 %n, -8
; CHECK-COUNT-2: load <4 x i32>
; CHECK:         %index.next = add nuw i64 %index, 8
define void @sse(i32* noalias %a, i32* noalias %b, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %v = load i32, i32* %pb, align 4
  %v1 = add i32 %v, 1
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %v1, i32* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ne i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; CHECK-LABEL: @avx2(
; CHECK:         %n.vec = and i64 %n, -32
; CHECK-COUNT-4: load <8 x i32>
; CHECK:         %index.next = add nuw i64 %index, 32
define void @avx2(i32* noalias %a, i32* noalias %b, i64 %n) #0 {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %v = load i32, i32* %pb, align 4
  %v1 = add i32 %v, 1
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %v1, i32* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ne i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; CHECK-LABEL: @hinted(
; CHECK:         %n.vec = and i64 %n, -16
; CHECK-COUNT-4: load <4 x i32>
; CHECK:         %index.next = add nuw i64 %index, 16
define void @hinted(i32* noalias %a, i32* noalias %b, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %v = load i32, i32* %pb, align 4
  %v1 = add i32 %v, 1
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %v1, i32* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ne i64 %i.next, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !0
exit:
  ret void
}

; CHECK-LABEL: @unroll_disabled(
; CHECK:         %n.vec = and i64 %n, -4
; CHECK:         load <4 x i32>
; CHECK-NOT:     load <4 x i32>
; CHECK:         %index.next = add nuw i64 %index, 4
define void @unroll_disabled(i32* noalias %a, i32* noalias %b, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %v = load i32, i32* %pb, align 4
  %v1 = add i32 %v, 1
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %v1, i32* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ne i64 %i.next, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !2
exit:
  ret void
}

attributes #0 = { "target-cpu"="x86-64" "target-features"="+avx,+avx2,+sse4.1" }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.interleave.count", i32 4}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.unroll.disable"}

; RUN: hoist -passes='loop-simplify,lcssa,loop-unroll-full' -debug-only=loop-unroll -disable-output %s 2>&1 | FileCheck %s --check-prefix=DEBUG
; RUN: hoist -passes='loop-simplify,lcssa,loop-unroll-full,loop-vectorize' -pass-remarks='loop-unroll|loop-vectorize' -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: hoist -passes='loop-simplify,lcssa,loop-unroll-full' -S %s | FileCheck %s

; loop-unroll-full (LLVM's LoopFullUnrollPass, before the vectorizer) unrolls only a short innermost
; loop inside another: fir4's 4-tap inner loop goes, and its outer loop is then innermost and
; vectorized. A short loop on its own (top4) and an inner loop of 16 iterations (inner16, which the
; vectorizer takes itself) are left to the vectorizer and to loop-unroll. From C:
;   fir4:    for (i < n) { s = 0; for (k < 4) s += taps[k] * x[i + k]; y[i] = s; }
;   top4:    for (k < 4) s += x[k] * (k + 1)
;   inner16: for (i < n) { s = 0; for (k < 16) s += x[i * 16 + k]; y[i] = s; }

; DEBUG:      Loop Unroll: F[fir4] Loop %6
; DEBUG:      COMPLETELY UNROLLING loop %6 with trip count 5!
; DEBUG:      Loop Unroll: F[fir4] Loop %4
; DEBUG-NEXT:   Not unrolling: loop-unroll-full unrolls only innermost loops inside another
; DEBUG:      Loop Unroll: F[top4] Loop %2
; DEBUG-NEXT:   Not unrolling: loop-unroll-full unrolls only innermost loops inside another
; DEBUG:      Loop Unroll: F[inner16] Loop %6
; DEBUG-NEXT:   Not unrolling: loop-unroll-full unrolls only loops of fewer than 16 iterations

; REMARK:      remark: <unknown>:0:0: completely unrolled loop with 5 iterations
; REMARK-NEXT: remark: <unknown>:0:0: vectorized loop (vectorization width: 4, interleaved count: 2)
; REMARK-NEXT: remark: <unknown>:0:0: vectorized loop (vectorization width: 4, interleaved count: 1)
; REMARK-NOT:  remark

; The taps are read at compile time: the unrolled body multiplies by constants.
; CHECK-LABEL: @fir4(
; CHECK:         mul nsw i32 3,
; CHECK:         mul nsw i32 -5,
; CHECK:         mul nsw i32 7,
; CHECK:         mul nsw i32 2,
; CHECK-LABEL: @top4(
; CHECK:         br i1 %{{.*}}, label
; CHECK-LABEL: @inner16(

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@fir4.taps = internal constant [4 x i32] [i32 3, i32 -5, i32 7, i32 2], align 16

; Function Attrs: nounwind uwtable
define dso_local void @fir4(i32* noalias noundef %0, i32* noalias noundef %1, i32 noundef %2) #0 {
  br label %4

4:                                                ; preds = %19, %3
  %.018 = phi i32 [ 0, %3 ], [ %22, %19 ]
  %5 = icmp slt i32 %.018, %2
  br i1 %5, label %6, label %23

6:                                                ; preds = %4, %8
  %.017 = phi i32 [ %17, %8 ], [ 0, %4 ]
  %.0 = phi i32 [ %18, %8 ], [ 0, %4 ]
  %7 = icmp ult i32 %.0, 4
  br i1 %7, label %8, label %19

8:                                                ; preds = %6
  %9 = zext i32 %.0 to i64
  %10 = getelementptr inbounds [4 x i32], [4 x i32]* @fir4.taps, i64 0, i64 %9
  %11 = load i32, i32* %10, align 4, !tbaa !5
  %12 = add nuw nsw i32 %.018, %.0
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds i32, i32* %1, i64 %13
  %15 = load i32, i32* %14, align 4, !tbaa !5
  %16 = mul nsw i32 %11, %15
  %17 = add nsw i32 %.017, %16
  %18 = add nuw nsw i32 %.0, 1
  br label %6, !llvm.loop !9

19:                                               ; preds = %6
  %20 = zext i32 %.018 to i64
  %21 = getelementptr inbounds i32, i32* %0, i64 %20
  store i32 %.017, i32* %21, align 4, !tbaa !5
  %22 = add nuw nsw i32 %.018, 1
  br label %4, !llvm.loop !11

23:                                               ; preds = %4
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local i32 @top4(i32* noundef %0) #0 {
  br label %2

2:                                                ; preds = %4, %1
  %.09 = phi i32 [ 0, %1 ], [ %10, %4 ]
  %.0 = phi i32 [ 0, %1 ], [ %8, %4 ]
  %3 = icmp ult i32 %.0, 4
  br i1 %3, label %4, label %11

4:                                                ; preds = %2
  %5 = zext i32 %.0 to i64
  %6 = getelementptr inbounds i32, i32* %0, i64 %5
  %7 = load i32, i32* %6, align 4, !tbaa !5
  %8 = add nuw nsw i32 %.0, 1
  %9 = mul nsw i32 %7, %8
  %10 = add nsw i32 %.09, %9
  br label %2, !llvm.loop !12

11:                                               ; preds = %2
  ret i32 %.09
}

; Function Attrs: nounwind uwtable
define dso_local void @inner16(i32* noalias noundef %0, i32* noalias noundef %1, i32 noundef %2) #0 {
  br label %4

4:                                                ; preds = %16, %3
  %.017 = phi i32 [ 0, %3 ], [ %19, %16 ]
  %5 = icmp slt i32 %.017, %2
  br i1 %5, label %6, label %20

6:                                                ; preds = %4, %8
  %.016 = phi i32 [ %14, %8 ], [ 0, %4 ]
  %.0 = phi i32 [ %15, %8 ], [ 0, %4 ]
  %7 = icmp ult i32 %.0, 16
  br i1 %7, label %8, label %16

8:                                                ; preds = %6
  %9 = shl nsw i32 %.017, 4
  %10 = add nuw nsw i32 %9, %.0
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds i32, i32* %1, i64 %11
  %13 = load i32, i32* %12, align 4, !tbaa !5
  %14 = add nsw i32 %.016, %13
  %15 = add nuw nsw i32 %.0, 1
  br label %6, !llvm.loop !13

16:                                               ; preds = %6
  %17 = zext i32 %.017 to i64
  %18 = getelementptr inbounds i32, i32* %0, i64 %17
  store i32 %.016, i32* %18, align 4, !tbaa !5
  %19 = add nuw nsw i32 %.017, 1
  br label %4, !llvm.loop !14

20:                                               ; preds = %4
  ret void
}

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nosync nounwind willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}

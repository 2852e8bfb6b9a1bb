; RUN: lli %s > %t.expected
; RUN: hoist -S -passes=loop-vectorize %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: lli %t.ll | diff %t.expected -
; RUN: hoist -S -passes=loop-vectorize -force-vector-width=2 -force-vector-interleave=2 %s -o %t.2.ll
; RUN: lli %t.2.ll | diff %t.expected -
; RUN: hoist -S %s -o %t.default.ll
; RUN: hoist -S -passes=loop-vectorize -hoist-runtime-checks=false %s | FileCheck %s --check-prefix=OFF
; RUN: lli %t.default.ll | diff %t.expected -

; Differential for range checks made before the outer loop (-hoist-runtime-checks): out[i*s + j]
; = in[i*s + j] + in[i*s + j + 1] with out placed -12 to 12 elements from in, rows of 1 to 9
; elements and row strides of -10 to 10 (a negative stride fails the stride check; a stride
; smaller than the row makes rows of out meet rows of in in later iterations of the outer loop,
; which the swept ranges must catch), and a triangular nest, whose ranges are not swept. The
; vector loops must compute what the scalar ones do wherever the checks let them run.
; CHECK-LABEL: @nest(
; CHECK:         %stride.check = icmp ule i64
; CHECK:         %found.conflict.not = or i1 %bound0, %bound1
; CHECK:       .preheader2:
; CHECK:         br i1 %vec.ok{{[0-9]*}}, label %vector.ph, label %scalar.ph
; CHECK-LABEL: @tri(
; CHECK-NOT:     stride.check
; CHECK:       .preheader2:
; CHECK:         %found.conflict.not = or i1 %bound0, %bound1
; CHECK:         br i1 %vec.ok, label %vector.ph, label %scalar.ph
; Without the option the checks of @nest are made before its inner loop.
; OFF-LABEL: @nest(
; OFF-NOT:     stride.check
; OFF:       .preheader2:
; OFF:         %found.conflict.not = or i1 %bound0, %bound1
; OFF:         br i1 %vec.ok, label %vector.ph, label %scalar.ph

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@buf = internal global [400 x double] zeroinitializer, align 16
@.str = private unnamed_addr constant [17 x i8] c"%ld %ld %ld: %u\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local void @nest(i64 noundef %0, i64 noundef %1, double* noundef %2, double* noundef %3) #0 {
  br label %5

5:                                                ; preds = %20, %4
  %.020 = phi i64 [ 0, %4 ], [ %21, %20 ]
  %6 = icmp slt i64 %.020, %0
  br i1 %6, label %7, label %22

7:                                                ; preds = %5, %9
  %.0 = phi i64 [ %19, %9 ], [ 0, %5 ]
  %8 = icmp slt i64 %.0, %1
  br i1 %8, label %9, label %20

9:                                                ; preds = %7
  %10 = mul nsw i64 %.020, %1
  %11 = add nsw i64 %10, %.0
  %12 = getelementptr inbounds double, double* %3, i64 %11
  %13 = load double, double* %12, align 8, !tbaa !5
  %14 = add nsw i64 %11, 1
  %15 = getelementptr inbounds double, double* %3, i64 %14
  %16 = load double, double* %15, align 8, !tbaa !5
  %17 = fadd double %13, %16
  %18 = getelementptr inbounds double, double* %2, i64 %11
  store double %17, double* %18, align 8, !tbaa !5
  %19 = add nuw nsw i64 %.0, 1
  br label %7, !llvm.loop !9

20:                                               ; preds = %7
  %21 = add nuw nsw i64 %.020, 1
  br label %5, !llvm.loop !11

22:                                               ; preds = %5
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local void @tri(i64 noundef %0, double* noundef %1, double* noundef %2) #0 {
  br label %4

4:                                                ; preds = %19, %3
  %.020 = phi i64 [ 0, %3 ], [ %20, %19 ]
  %5 = icmp slt i64 %.020, %0
  br i1 %5, label %6, label %21

6:                                                ; preds = %4, %8
  %.0 = phi i64 [ %18, %8 ], [ 0, %4 ]
  %7 = icmp ult i64 %.0, %.020
  br i1 %7, label %8, label %19

8:                                                ; preds = %6
  %9 = mul nsw i64 %.020, %0
  %10 = add nsw i64 %9, %.0
  %11 = getelementptr inbounds double, double* %2, i64 %10
  %12 = load double, double* %11, align 8, !tbaa !5
  %13 = add nsw i64 %10, 1
  %14 = getelementptr inbounds double, double* %2, i64 %13
  %15 = load double, double* %14, align 8, !tbaa !5
  %16 = fadd double %12, %15
  %17 = getelementptr inbounds double, double* %1, i64 %10
  store double %16, double* %17, align 8, !tbaa !5
  %18 = add nuw nsw i64 %.0, 1
  br label %6, !llvm.loop !12

19:                                               ; preds = %6
  %20 = add nuw nsw i64 %.020, 1
  br label %4, !llvm.loop !13

21:                                               ; preds = %4
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local void @down(i64 noundef %0, i64 noundef %1, i64 noundef %2, double* noundef %3, double* noundef %4) #0 {
  br label %6

6:                                                ; preds = %21, %5
  %.020 = phi i64 [ 0, %5 ], [ %22, %21 ]
  %7 = icmp slt i64 %.020, %0
  br i1 %7, label %8, label %23

8:                                                ; preds = %6, %10
  %.0 = phi i64 [ %20, %10 ], [ 0, %6 ]
  %9 = icmp slt i64 %.0, %1
  br i1 %9, label %10, label %21

10:                                               ; preds = %8
  %11 = mul nsw i64 %.020, %2
  %12 = add nsw i64 %11, %.0
  %13 = getelementptr inbounds double, double* %4, i64 %12
  %14 = load double, double* %13, align 8, !tbaa !5
  %15 = add nsw i64 %12, 1
  %16 = getelementptr inbounds double, double* %4, i64 %15
  %17 = load double, double* %16, align 8, !tbaa !5
  %18 = fadd double %14, %17
  %19 = getelementptr inbounds double, double* %3, i64 %12
  store double %18, double* %19, align 8, !tbaa !5
  %20 = add nuw nsw i64 %.0, 1
  br label %8, !llvm.loop !14

21:                                               ; preds = %8
  %22 = add nuw nsw i64 %.020, 1
  br label %6, !llvm.loop !15

23:                                               ; preds = %6
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 {
  br label %1

1:                                                ; preds = %37, %0
  %.050 = phi i64 [ -12, %0 ], [ %38, %37 ]
  %.046 = phi i32 [ 0, %0 ], [ %.1, %37 ]
  %2 = icmp slt i64 %.050, 13
  br i1 %2, label %3, label %39

3:                                                ; preds = %1, %35
  %.049 = phi i64 [ %36, %35 ], [ 1, %1 ]
  %.1 = phi i32 [ %.2, %35 ], [ %.046, %1 ]
  %4 = icmp ult i64 %.049, 10
  br i1 %4, label %5, label %37

5:                                                ; preds = %3, %32
  %.048 = phi i64 [ %34, %32 ], [ -10, %3 ]
  %.2 = phi i32 [ %.3, %32 ], [ %.1, %3 ]
  %6 = icmp slt i64 %.048, 11
  br i1 %6, label %7, label %35

7:                                                ; preds = %5, %9
  %.047 = phi i32 [ %19, %9 ], [ 0, %5 ]
  %8 = icmp ult i32 %.047, 400
  br i1 %8, label %9, label %20

9:                                                ; preds = %7
  %10 = mul nsw i32 %.047, 37
  %11 = zext i32 %10 to i64
  %12 = mul nsw i64 %.050, 11
  %13 = add nsw i64 %12, %11
  %14 = add nsw i64 %13, %.049
  %15 = srem i64 %14, 101
  %16 = sitofp i64 %15 to double
  %17 = zext i32 %.047 to i64
  %18 = getelementptr inbounds [400 x double], [400 x double]* @buf, i64 0, i64 %17
  store double %16, double* %18, align 8, !tbaa !5
  %19 = add nuw nsw i32 %.047, 1
  br label %7, !llvm.loop !16

20:                                               ; preds = %7
  %21 = getelementptr inbounds double, double* getelementptr inbounds ([400 x double], [400 x double]* @buf, i64 0, i64 200), i64 %.050
  call void @nest(i64 noundef 3, i64 noundef %.049, double* noundef %21, double* noundef getelementptr inbounds ([400 x double], [400 x double]* @buf, i64 0, i64 200))
  call void @down(i64 noundef 3, i64 noundef %.049, i64 noundef %.048, double* noundef %21, double* noundef getelementptr inbounds ([400 x double], [400 x double]* @buf, i64 0, i64 200))
  call void @tri(i64 noundef %.049, double* noundef %21, double* noundef getelementptr inbounds ([400 x double], [400 x double]* @buf, i64 0, i64 200))
  br label %22

22:                                               ; preds = %24, %20
  %.3 = phi i32 [ %.2, %20 ], [ %30, %24 ]
  %.0 = phi i32 [ 0, %20 ], [ %31, %24 ]
  %23 = icmp ult i32 %.0, 400
  br i1 %23, label %24, label %32

24:                                               ; preds = %22
  %25 = mul i32 %.3, 31
  %26 = zext i32 %.0 to i64
  %27 = getelementptr inbounds [400 x double], [400 x double]* @buf, i64 0, i64 %26
  %28 = load double, double* %27, align 8, !tbaa !5
  %29 = fptoui double %28 to i32
  %30 = add i32 %25, %29
  %31 = add nuw nsw i32 %.0, 1
  br label %22, !llvm.loop !17

32:                                               ; preds = %22
  %33 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str, i64 0, i64 0), i64 noundef %.050, i64 noundef %.049, i64 noundef %.048, i32 noundef %.3) #3
  %34 = add nsw i64 %.048, 5
  br label %5, !llvm.loop !18

35:                                               ; preds = %5
  %36 = add nuw nsw i64 %.049, 1
  br label %3, !llvm.loop !19

37:                                               ; preds = %3
  %38 = add nsw i64 %.050, 1
  br label %1, !llvm.loop !20

39:                                               ; preds = %1
  ret i32 0
}

declare i32 @printf(i8* noundef, ...) #2

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !10}

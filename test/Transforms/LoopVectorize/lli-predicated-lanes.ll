; RUN: lli %s > %t.expected
; RUN: hoist -S -passes=loop-vectorize -force-vector-width=4 -force-vector-interleave=1 %s -o %t1.ll
; RUN: FileCheck %s < %t1.ll
; RUN: lli %t1.ll | diff %t.expected -
; RUN: hoist -S -passes=loop-vectorize -force-vector-width=4 -force-vector-interleave=2 %s -o %t2.ll
; RUN: lli %t2.ll | diff %t.expected -

; Differential for work done lane by lane behind the mask (from C, clang -O2 front end, then
; sroa, early-cse, simplifycfg, instcombine, loop-rotate): udiv_lanes loads d[i] and divides by it
; only where a[i] != 0, and d[i] is 0 exactly on the other lanes (a lane that divided anyway would
; trap under lli); or_one divides by (v | 1), computed only on the lanes that divide; store_pos
; stores only positive lanes, once into another array and once one element ahead of its source
; (the overlap check must send that call to the scalar loop). Trip counts 0 to 10, then to 40 by
; 7, with the zero lanes at every position of a vector.
; CHECK-LABEL: @udiv_lanes(
; CHECK:       pred.load.if:
; CHECK:       pred.udiv.if:
; CHECK-LABEL: @or_one(
; CHECK:       pred.udiv.if:
; CHECK-NEXT:    [[V:%.*]] = extractelement <4 x i32> %wide.load, i32 0
; CHECK-NEXT:    [[D:%.*]] = or i32 [[V]], 1
; CHECK-NEXT:    {{%.*}} = udiv i32 %1, [[D]]
; CHECK-LABEL: @store_pos(
; CHECK:       pred.store.if:

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = internal global [48 x i32] zeroinitializer, align 16
@d = internal global [48 x i32] zeroinitializer, align 16
@sa = internal global [48 x i32] zeroinitializer, align 16
@sb = internal global [48 x i32] zeroinitializer, align 16
@.str = private unnamed_addr constant [18 x i8] c"%d %ld: %u %u %u\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @udiv_lanes(i32* noundef %0, i32* noundef %1, i64 noundef %2) #0 {
  %4 = icmp slt i64 0, %2
  br i1 %4, label %.lr.ph, label %16

.lr.ph:                                           ; preds = %3
  br label %5

5:                                                ; preds = %.lr.ph, %13
  %.021 = phi i32 [ 0, %.lr.ph ], [ %.1, %13 ]
  %.01920 = phi i64 [ 0, %.lr.ph ], [ %14, %13 ]
  %6 = getelementptr inbounds i32, i32* %0, i64 %.01920
  %7 = load i32, i32* %6, align 4, !tbaa !5
  %.not = icmp eq i32 %7, 0
  br i1 %.not, label %12, label %8

8:                                                ; preds = %5
  %9 = getelementptr inbounds i32, i32* %1, i64 %.01920
  %10 = load i32, i32* %9, align 4, !tbaa !5
  %11 = udiv i32 %7, %10
  br label %13

12:                                               ; preds = %5
  br label %13

13:                                               ; preds = %8, %12
  %.pn = phi i32 [ %11, %8 ], [ 7, %12 ]
  %.1 = add i32 %.021, %.pn
  %14 = add nuw nsw i64 %.01920, 1
  %15 = icmp slt i64 %14, %2
  br i1 %15, label %5, label %._crit_edge, !llvm.loop !9

._crit_edge:                                      ; preds = %13
  %split = phi i32 [ %.1, %13 ]
  br label %16

16:                                               ; preds = %._crit_edge, %3
  %.0.lcssa = phi i32 [ %split, %._crit_edge ], [ 0, %3 ]
  ret i32 %.0.lcssa
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @or_one(i32* noundef %0, i32 noundef %1, i64 noundef %2) #0 {
  %4 = icmp slt i64 0, %2
  br i1 %4, label %.lr.ph, label %18

.lr.ph:                                           ; preds = %3
  br label %5

5:                                                ; preds = %.lr.ph, %15
  %.018 = phi i32 [ 0, %.lr.ph ], [ %.1, %15 ]
  %.01617 = phi i64 [ 0, %.lr.ph ], [ %16, %15 ]
  %6 = getelementptr inbounds i32, i32* %0, i64 %.01617
  %7 = load i32, i32* %6, align 4, !tbaa !5
  %8 = and i32 %7, 3
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %13

10:                                               ; preds = %5
  %11 = or i32 %7, 1
  %12 = udiv i32 %1, %11
  br label %15

13:                                               ; preds = %5
  %14 = lshr i32 %7, 2
  br label %15

15:                                               ; preds = %10, %13
  %.pn = phi i32 [ %12, %10 ], [ %14, %13 ]
  %.1 = add i32 %.018, %.pn
  %16 = add nuw nsw i64 %.01617, 1
  %17 = icmp slt i64 %16, %2
  br i1 %17, label %5, label %._crit_edge, !llvm.loop !11

._crit_edge:                                      ; preds = %15
  %split = phi i32 [ %.1, %15 ]
  br label %18

18:                                               ; preds = %._crit_edge, %3
  %.0.lcssa = phi i32 [ %split, %._crit_edge ], [ 0, %3 ]
  ret i32 %.0.lcssa
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @store_pos(i32* noundef %0, i32* noundef %1, i64 noundef %2) #0 {
  %4 = icmp slt i64 0, %2
  br i1 %4, label %.lr.ph, label %15

.lr.ph:                                           ; preds = %3
  br label %5

5:                                                ; preds = %.lr.ph, %12
  %.011 = phi i64 [ 0, %.lr.ph ], [ %13, %12 ]
  %6 = getelementptr inbounds i32, i32* %1, i64 %.011
  %7 = load i32, i32* %6, align 4, !tbaa !5
  %8 = icmp sgt i32 %7, 0
  br i1 %8, label %9, label %12

9:                                                ; preds = %5
  %10 = mul nsw i32 %7, 3
  %11 = getelementptr inbounds i32, i32* %0, i64 %.011
  store i32 %10, i32* %11, align 4, !tbaa !5
  br label %12

12:                                               ; preds = %5, %9
  %13 = add nuw nsw i64 %.011, 1
  %14 = icmp slt i64 %13, %2
  br i1 %14, label %5, label %._crit_edge, !llvm.loop !12

._crit_edge:                                      ; preds = %12
  br label %15

15:                                               ; preds = %._crit_edge, %3
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #2 {
  br label %.preheader55

.preheader55:                                     ; preds = %0, %52
  %.05262 = phi i32 [ 0, %0 ], [ %53, %52 ]
  br label %1

.preheader54:                                     ; preds = %13
  br label %.preheader

1:                                                ; preds = %.preheader55, %13
  %.05356 = phi i32 [ 0, %.preheader55 ], [ %16, %13 ]
  %2 = add nuw nsw i32 %.05356, %.05262
  %3 = urem i32 %2, 3
  %4 = icmp eq i32 %3, 0
  %5 = mul nsw i32 %.05356, 7
  %6 = add nuw nsw i32 %5, 100
  %7 = select i1 %4, i32 0, i32 %6
  %8 = zext i32 %.05356 to i64
  %9 = getelementptr inbounds [48 x i32], [48 x i32]* @a, i64 0, i64 %8
  store i32 %7, i32* %9, align 4, !tbaa !5
  br i1 %4, label %13, label %10

10:                                               ; preds = %1
  %11 = urem i32 %.05356, 5
  %12 = add nuw nsw i32 %11, 1
  br label %13

13:                                               ; preds = %1, %10
  %.05357 = phi i32 [ %.05356, %10 ], [ %.05356, %1 ]
  %14 = phi i32 [ %12, %10 ], [ 0, %1 ]
  %15 = getelementptr inbounds [48 x i32], [48 x i32]* @d, i64 0, i64 %8
  store i32 %14, i32* %15, align 4, !tbaa !5
  %16 = add nuw nsw i32 %.05357, 1
  %17 = icmp ult i32 %16, 48
  br i1 %17, label %1, label %.preheader54, !llvm.loop !13

.preheader:                                       ; preds = %.preheader54, %42
  %.05161 = phi i64 [ 0, %.preheader54 ], [ %50, %42 ]
  br label %18

18:                                               ; preds = %.preheader, %18
  %.05058 = phi i32 [ 0, %.preheader ], [ %27, %18 ]
  %19 = add nuw nsw i32 %.05058, %.05262
  %20 = urem i32 %19, 3
  %.not = icmp eq i32 %20, 0
  %21 = add nsw i32 %.05058, -20
  %22 = sub nsw i32 0, %.05058
  %23 = select i1 %.not, i32 %22, i32 %21
  %24 = zext i32 %.05058 to i64
  %25 = getelementptr inbounds [48 x i32], [48 x i32]* @sa, i64 0, i64 %24
  store i32 %23, i32* %25, align 4, !tbaa !5
  %26 = getelementptr inbounds [48 x i32], [48 x i32]* @sb, i64 0, i64 %24
  store i32 -1, i32* %26, align 4, !tbaa !5
  %27 = add nuw nsw i32 %.05058, 1
  %28 = icmp ult i32 %27, 48
  br i1 %28, label %18, label %29, !llvm.loop !14

29:                                               ; preds = %18
  call void @store_pos(i32* noundef getelementptr inbounds ([48 x i32], [48 x i32]* @sb, i64 0, i64 0), i32* noundef getelementptr inbounds ([48 x i32], [48 x i32]* @sa, i64 0, i64 0), i64 noundef %.05161)
  call void @store_pos(i32* noundef getelementptr inbounds ([48 x i32], [48 x i32]* @sa, i64 0, i64 1), i32* noundef getelementptr inbounds ([48 x i32], [48 x i32]* @sa, i64 0, i64 0), i64 noundef %.05161)
  br label %30

30:                                               ; preds = %29, %30
  %.060 = phi i32 [ 0, %29 ], [ %40, %30 ]
  %.04959 = phi i32 [ 0, %29 ], [ %39, %30 ]
  %31 = mul i32 %.04959, 31
  %32 = zext i32 %.060 to i64
  %33 = getelementptr inbounds [48 x i32], [48 x i32]* @sa, i64 0, i64 %32
  %34 = load i32, i32* %33, align 4, !tbaa !5
  %35 = mul i32 %34, 7
  %36 = add i32 %31, %35
  %37 = getelementptr inbounds [48 x i32], [48 x i32]* @sb, i64 0, i64 %32
  %38 = load i32, i32* %37, align 4, !tbaa !5
  %39 = add i32 %36, %38
  %40 = add nuw nsw i32 %.060, 1
  %41 = icmp ult i32 %40, 48
  br i1 %41, label %30, label %42, !llvm.loop !15

42:                                               ; preds = %30
  %.049.lcssa = phi i32 [ %39, %30 ]
  %43 = call i32 @udiv_lanes(i32* noundef getelementptr inbounds ([48 x i32], [48 x i32]* @a, i64 0, i64 0), i32* noundef getelementptr inbounds ([48 x i32], [48 x i32]* @d, i64 0, i64 0), i64 noundef %.05161)
  %44 = trunc i64 %.05161 to i32
  %45 = mul i32 %44, 12345
  %46 = call i32 @or_one(i32* noundef getelementptr inbounds ([48 x i32], [48 x i32]* @a, i64 0, i64 0), i32 noundef %45, i64 noundef %.05161)
  %47 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str, i64 0, i64 0), i32 noundef %.05262, i64 noundef %.05161, i32 noundef %43, i32 noundef %46, i32 noundef %.049.lcssa) #4
  %48 = icmp ult i64 %.05161, 10
  %49 = select i1 %48, i64 1, i64 7
  %50 = add nuw nsw i64 %.05161, %49
  %51 = icmp ult i64 %50, 41
  br i1 %51, label %.preheader, label %52, !llvm.loop !16

52:                                               ; preds = %42
  %53 = add nuw nsw i32 %.05262, 1
  %54 = icmp ult i32 %53, 4
  br i1 %54, label %.preheader55, label %55, !llvm.loop !17

55:                                               ; preds = %52
  ret i32 0
}

declare i32 @printf(i8* noundef, ...) #3

attributes #0 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nosync nounwind willreturn }
attributes #2 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

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
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}

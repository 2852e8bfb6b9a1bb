; RUN: lli %s > %t.expected
; RUN: hoist -S -passes=loop-vectorize %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: lli %t.ll | diff %t.expected -
; RUN: hoist -S -passes=loop-vectorize -force-vector-width=2 -force-vector-interleave=2 %s -o %t.2.ll
; RUN: lli %t.2.ll | diff %t.expected -
; RUN: hoist -S -passes=loop-vectorize -force-vector-width=4 -force-vector-interleave=1 %s -o %t.4.ll
; RUN: lli %t.4.ll | diff %t.expected -
; RUN: hoist -S -passes=loop-vectorize -force-vector-width=8 -force-vector-interleave=3 %s -o %t.8.ll
; RUN: lli %t.8.ll | diff %t.expected -

; Differential: early-exit loops, vectorized, must print what the scalar loops print with the
; exit at every position of a 64-element array (so at every lane of a vector iteration, at the
; last iteration), never, and with trip counts 0 and 1. From clang -O2 (without LLVM's passes),
; then sroa, early-cse, simplifycfg, instcombine:
;   int g[64]; struct rec { int id; int flag; } recs[64]; char text[64];
;   find64(key):            for (i = 0; i < 64; i++) if (g[i] == key) break; return i;
;   find_n(a[static 64], n, key): the same up to n (n <= 64 tested before the vector loop)
;   snl(s[static 64], n):   while (i < n && s[i]) i++; return i;
;   any_flag(t):            for (i = 0; i < 64; i++) if (recs[i].flag > t) return 1; return 0;
;   last_x(a[static 64], n, lim, out): x = a[i] * 3 + (i & 7) until x > lim; *out = x, both exits
; CHECK-LABEL: @find64(
; CHECK:         call i1 @llvm.vector.reduce.or.v4i1(
; CHECK-LABEL: @find_n(
; CHECK:         %early.exit.safe = icmp ule i64 {{%.*}}, 64
; CHECK:         call i1 @llvm.vector.reduce.or.v4i1(
; CHECK-LABEL: @snl(
; CHECK:         call i1 @llvm.vector.reduce.or.v16i1(
; CHECK-LABEL: @any_flag(
; CHECK:         %resume.recomputed = select i1 %resume.first
; CHECK-LABEL: @last_x(
; CHECK:         call i1 @llvm.vector.reduce.or.v4i1(
; CHECK-LABEL: @main(

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.rec = type { i32, i32 }

@g = dso_local global [64 x i32] zeroinitializer, align 16
@recs = dso_local global [64 x %struct.rec] zeroinitializer, align 16
@text = dso_local global [64 x i8] zeroinitializer, align 16
@.str = private unnamed_addr constant [36 x i8] c"find64 %d: %d | find_n %d %d %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"any %d: %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [21 x i8] c"snl %d: %d %d %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"last_x %d: %d %d\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c" %d %d\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c" %d %d\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @find64(i32 noundef %0) #0 {
  br label %2

2:                                                ; preds = %9, %1
  %.0 = phi i32 [ 0, %1 ], [ %10, %9 ]
  %3 = icmp ult i32 %.0, 64
  br i1 %3, label %4, label %11

4:                                                ; preds = %2
  %5 = zext i32 %.0 to i64
  %6 = getelementptr inbounds [64 x i32], [64 x i32]* @g, i64 0, i64 %5
  %7 = load i32, i32* %6, align 4
  %8 = icmp eq i32 %7, %0
  br i1 %8, label %11, label %9

9:                                                ; preds = %4
  %10 = add nuw nsw i32 %.0, 1
  br label %2, !llvm.loop !9

11:                                               ; preds = %4, %2
  ret i32 %.0
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @find_n(i32* noundef align 4 dereferenceable(256) %0, i32 noundef %1, i32 noundef %2) #0 {
  br label %4

4:                                                ; preds = %11, %3
  %.0 = phi i32 [ 0, %3 ], [ %12, %11 ]
  %5 = icmp slt i32 %.0, %1
  br i1 %5, label %6, label %13

6:                                                ; preds = %4
  %7 = zext i32 %.0 to i64
  %8 = getelementptr inbounds i32, i32* %0, i64 %7
  %9 = load i32, i32* %8, align 4
  %10 = icmp eq i32 %9, %2
  br i1 %10, label %13, label %11

11:                                               ; preds = %6
  %12 = add nuw nsw i32 %.0, 1
  br label %4, !llvm.loop !11

13:                                               ; preds = %6, %4
  ret i32 %.0
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @snl(i8* noundef align 1 dereferenceable(64) %0, i32 noundef %1) #0 {
  br label %3

3:                                                ; preds = %9, %2
  %.0 = phi i32 [ 0, %2 ], [ %10, %9 ]
  %4 = icmp slt i32 %.0, %1
  br i1 %4, label %5, label %.critedge

5:                                                ; preds = %3
  %6 = zext i32 %.0 to i64
  %7 = getelementptr inbounds i8, i8* %0, i64 %6
  %8 = load i8, i8* %7, align 1
  %.not = icmp eq i8 %8, 0
  br i1 %.not, label %.critedge, label %9

9:                                                ; preds = %5
  %10 = add nuw nsw i32 %.0, 1
  br label %3, !llvm.loop !13

.critedge:                                        ; preds = %3, %5
  ret i32 %.0
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @any_flag(i32 noundef %0) #0 {
  br label %2

2:                                                ; preds = %9, %1
  %.07 = phi i32 [ 0, %1 ], [ %10, %9 ]
  %3 = icmp ult i32 %.07, 64
  br i1 %3, label %4, label %11

4:                                                ; preds = %2
  %5 = zext i32 %.07 to i64
  %6 = getelementptr inbounds [64 x %struct.rec], [64 x %struct.rec]* @recs, i64 0, i64 %5, i32 1
  %7 = load i32, i32* %6, align 4
  %8 = icmp sgt i32 %7, %0
  br i1 %8, label %11, label %9

9:                                                ; preds = %4
  %10 = add nuw nsw i32 %.07, 1
  br label %2, !llvm.loop !16

11:                                               ; preds = %4, %2
  %switch.select = zext i1 %3 to i32
  ret i32 %switch.select
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @last_x(i32* noundef align 4 dereferenceable(256) %0, i32 noundef %1, i32 noundef %2, i32* noundef %3) #0 {
  br label %5

5:                                                ; preds = %16, %4
  %.017 = phi i32 [ 0, %4 ], [ %17, %16 ]
  %.0 = phi i32 [ -7, %4 ], [ %13, %16 ]
  %6 = icmp slt i32 %.017, %1
  br i1 %6, label %7, label %18

7:                                                ; preds = %5
  %8 = zext i32 %.017 to i64
  %9 = getelementptr inbounds i32, i32* %0, i64 %8
  %10 = load i32, i32* %9, align 4
  %11 = mul nsw i32 %10, 3
  %12 = and i32 %.017, 7
  %13 = add nsw i32 %11, %12
  %14 = icmp sgt i32 %13, %2
  br i1 %14, label %15, label %16

15:                                               ; preds = %7
  store i32 %13, i32* %3, align 4
  br label %20

16:                                               ; preds = %7
  %17 = add nuw nsw i32 %.017, 1
  br label %5, !llvm.loop !17

18:                                               ; preds = %5
  store i32 %.0, i32* %3, align 4
  %19 = xor i32 %.017, -1
  br label %20

20:                                               ; preds = %18, %15
  %.018 = phi i32 [ %.017, %15 ], [ %19, %18 ]
  ret i32 %.018
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #2 {
  %1 = alloca i32, align 4
  br label %2

2:                                                ; preds = %4, %0
  %.0 = phi i32 [ 0, %0 ], [ %12, %4 ]
  %3 = icmp ult i32 %.0, 64
  br i1 %3, label %4, label %15

4:                                                ; preds = %2
  %5 = mul nsw i32 %.0, 7
  %6 = add nuw nsw i32 %5, 1
  %7 = zext i32 %.0 to i64
  %8 = getelementptr inbounds [64 x i32], [64 x i32]* @g, i64 0, i64 %7
  store i32 %6, i32* %8, align 4
  %9 = getelementptr inbounds [64 x %struct.rec], [64 x %struct.rec]* @recs, i64 0, i64 %7, i32 0
  store i32 %.0, i32* %9, align 8
  %10 = and i32 %.0, 15
  %11 = getelementptr inbounds [64 x %struct.rec], [64 x %struct.rec]* @recs, i64 0, i64 %7, i32 1
  store i32 %10, i32* %11, align 4
  %12 = add nuw nsw i32 %.0, 1
  %13 = trunc i32 %12 to i8
  %14 = getelementptr inbounds [64 x i8], [64 x i8]* @text, i64 0, i64 %7
  store i8 %13, i8* %14, align 1
  br label %2, !llvm.loop !19

15:                                               ; preds = %2
  %16 = bitcast i32* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %16) #4
  store i32 0, i32* %1, align 4
  br label %17

17:                                               ; preds = %85, %15
  %.052 = phi i32 [ -1, %15 ], [ %86, %85 ]
  %18 = icmp slt i32 %.052, 64
  br i1 %18, label %19, label %87

19:                                               ; preds = %17
  %20 = icmp slt i32 %.052, 0
  %21 = mul nsw i32 %.052, 7
  %22 = add nsw i32 %21, 1
  %23 = select i1 %20, i32 -5, i32 %22
  %24 = call i32 @find64(i32 noundef %23)
  %25 = call i32 @find_n(i32* noundef getelementptr inbounds ([64 x i32], [64 x i32]* @g, i64 0, i64 0), i32 noundef 64, i32 noundef %23)
  %26 = select i1 %20, i32 0, i32 %.052
  %27 = call i32 @find_n(i32* noundef getelementptr inbounds ([64 x i32], [64 x i32]* @g, i64 0, i64 0), i32 noundef %26, i32 noundef %23)
  %28 = call i32 @find_n(i32* noundef getelementptr inbounds ([64 x i32], [64 x i32]* @g, i64 0, i64 0), i32 noundef 1, i32 noundef %23)
  %29 = call i32 @find_n(i32* noundef getelementptr inbounds ([64 x i32], [64 x i32]* @g, i64 0, i64 0), i32 noundef 0, i32 noundef %23)
  %30 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @.str, i64 0, i64 0), i32 noundef %.052, i32 noundef %24, i32 noundef %25, i32 noundef %27, i32 noundef %28, i32 noundef %29) #4
  %31 = icmp sgt i32 %.052, -1
  br i1 %31, label %32, label %.critedge

32:                                               ; preds = %19
  %33 = sext i32 %.052 to i64
  %34 = getelementptr inbounds [64 x %struct.rec], [64 x %struct.rec]* @recs, i64 0, i64 %33, i32 1
  store i32 100, i32* %34, align 4
  %35 = call i32 @any_flag(i32 noundef 50)
  %36 = call i32 @any_flag(i32 noundef 200)
  %37 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i64 0, i64 0), i32 noundef %.052, i32 noundef %35, i32 noundef %36) #4
  %38 = and i32 %.052, 15
  %39 = sext i32 %.052 to i64
  %40 = getelementptr inbounds [64 x %struct.rec], [64 x %struct.rec]* @recs, i64 0, i64 %39, i32 1
  store i32 %38, i32* %40, align 4
  br label %44

.critedge:                                        ; preds = %19
  %41 = call i32 @any_flag(i32 noundef 50)
  %42 = call i32 @any_flag(i32 noundef 200)
  %43 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i64 0, i64 0), i32 noundef %.052, i32 noundef %41, i32 noundef %42) #4
  br label %44

44:                                               ; preds = %.critedge, %32
  br i1 %31, label %.critedge53, label %.critedge55.critedge

.critedge53:                                      ; preds = %44
  %45 = sext i32 %.052 to i64
  %46 = getelementptr inbounds [64 x i8], [64 x i8]* @text, i64 0, i64 %45
  store i8 0, i8* %46, align 1
  %47 = call i32 @snl(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @text, i64 0, i64 0), i32 noundef 64)
  %48 = call i32 @snl(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @text, i64 0, i64 0), i32 noundef %.052)
  %49 = call i32 @snl(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @text, i64 0, i64 0), i32 noundef 1)
  %50 = call i32 @snl(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @text, i64 0, i64 0), i32 noundef 0)
  %51 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.2, i64 0, i64 0), i32 noundef %.052, i32 noundef %47, i32 noundef %48, i32 noundef %49, i32 noundef %50) #4
  %52 = trunc i32 %.052 to i8
  %53 = add i8 %52, 1
  %54 = sext i32 %.052 to i64
  %55 = getelementptr inbounds [64 x i8], [64 x i8]* @text, i64 0, i64 %54
  store i8 %53, i8* %55, align 1
  %56 = sext i32 %.052 to i64
  %57 = getelementptr inbounds [64 x i32], [64 x i32]* @g, i64 0, i64 %56
  store i32 1000, i32* %57, align 4
  %58 = call i32 @last_x(i32* noundef getelementptr inbounds ([64 x i32], [64 x i32]* @g, i64 0, i64 0), i32 noundef 64, i32 noundef 2000, i32* noundef nonnull %1)
  %59 = load i32, i32* %1, align 4
  %60 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i64 0, i64 0), i32 noundef %.052, i32 noundef %58, i32 noundef %59) #4
  %61 = call i32 @last_x(i32* noundef getelementptr inbounds ([64 x i32], [64 x i32]* @g, i64 0, i64 0), i32 noundef 1, i32 noundef 2000, i32* noundef nonnull %1)
  %62 = load i32, i32* %1, align 4
  %63 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.4, i64 0, i64 0), i32 noundef %61, i32 noundef %62) #4
  %64 = call i32 @last_x(i32* noundef getelementptr inbounds ([64 x i32], [64 x i32]* @g, i64 0, i64 0), i32 noundef 0, i32 noundef 2000, i32* noundef nonnull %1)
  %65 = load i32, i32* %1, align 4
  %66 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i64 0, i64 0), i32 noundef %64, i32 noundef %65) #4
  %67 = mul nsw i32 %.052, 7
  %68 = add nsw i32 %67, 1
  %69 = sext i32 %.052 to i64
  %70 = getelementptr inbounds [64 x i32], [64 x i32]* @g, i64 0, i64 %69
  store i32 %68, i32* %70, align 4
  br label %85

.critedge55.critedge:                             ; preds = %44
  %71 = call i32 @snl(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @text, i64 0, i64 0), i32 noundef 64)
  %72 = call i32 @snl(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @text, i64 0, i64 0), i32 noundef 0)
  %73 = call i32 @snl(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @text, i64 0, i64 0), i32 noundef 1)
  %74 = call i32 @snl(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @text, i64 0, i64 0), i32 noundef 0)
  %75 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.2, i64 0, i64 0), i32 noundef %.052, i32 noundef %71, i32 noundef %72, i32 noundef %73, i32 noundef %74) #4
  %76 = call i32 @last_x(i32* noundef getelementptr inbounds ([64 x i32], [64 x i32]* @g, i64 0, i64 0), i32 noundef 64, i32 noundef 2000, i32* noundef nonnull %1)
  %77 = load i32, i32* %1, align 4
  %78 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i64 0, i64 0), i32 noundef %.052, i32 noundef %76, i32 noundef %77) #4
  %79 = call i32 @last_x(i32* noundef getelementptr inbounds ([64 x i32], [64 x i32]* @g, i64 0, i64 0), i32 noundef 1, i32 noundef 2000, i32* noundef nonnull %1)
  %80 = load i32, i32* %1, align 4
  %81 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.4, i64 0, i64 0), i32 noundef %79, i32 noundef %80) #4
  %82 = call i32 @last_x(i32* noundef getelementptr inbounds ([64 x i32], [64 x i32]* @g, i64 0, i64 0), i32 noundef 0, i32 noundef 2000, i32* noundef nonnull %1)
  %83 = load i32, i32* %1, align 4
  %84 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i64 0, i64 0), i32 noundef %82, i32 noundef %83) #4
  br label %85

85:                                               ; preds = %.critedge53, %.critedge55.critedge
  %86 = add nsw i32 %.052, 1
  br label %17, !llvm.loop !20

87:                                               ; preds = %17
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %16) #4
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
!12 = !{!7, !7, i64 0}
!13 = distinct !{!13, !10}
!14 = !{!15, !6, i64 4}
!15 = !{!"rec", !6, i64 0, !6, i64 4}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
!18 = !{!15, !6, i64 0}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !10}

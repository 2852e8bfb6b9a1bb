; RUN: lli %s > %t.expected
; RUN: hoist -S -passes=loop-flatten %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: lli %t.ll | diff %t.expected -
; RUN: hoist -passes=loop-flatten -stats -disable-output < %s 2>&1 | FileCheck %s --check-prefix=STATS

; Differential: C's int nests as clang -O1 leaves them (top-tested, i32 counters, sign-extended
; indices), flattened where Hoist goes beyond LLVM 14: each top-tested loop is rotated first, the
; guards rotation puts before the inner loops are hoisted and checked once, and then
;   @brighten  a depth-3 nest, vol[(i*m + j)*c + k]: flattened twice, one loop of n*m*c
;              iterations (the inner pair widened to i64, the outer pair proven by the inbounds
;              access that would be undefined if the product overflowed);
;   @rescale, @sum  a 2-D nest, widened;
;   @lookup    invariant work between the loops (a load from a table the nest does not write),
;              which LICM hoists first;
;   @offset    a division between the loops by a value that may be zero where no row runs: it
;              runs once, before the flattened loop, where at least one row runs.
; Every shape is called with empty dimensions, with one cell, and with a few cells.

; CHECK-LABEL: @brighten(
; CHECK:         %[[MC:.*]] = mul i64 %{{.*}}, %{{.*}}
; CHECK:         %flatten.tripcount{{[0-9]*}} = mul nuw i64 %[[MC]], %
; CHECK:         %flatten.iv{{[0-9]*}} = phi i64
; CHECK-NOT:     phi
; CHECK:         ret void
; CHECK-LABEL: @rescale(
; CHECK:         %flatten.iv = phi i64
; CHECK-NOT:     phi
; CHECK:         ret void
; CHECK-LABEL: @sum(
; CHECK:         %flatten.iv = phi i64
; CHECK-LABEL: @lookup(
; CHECK:         load i32, i32* %{{.*}}
; CHECK:         %flatten.iv = phi i64
; CHECK-NOT:     phi
; CHECK:         ret void
; CHECK-LABEL: @offset(
; CHECK:         br i1 %{{.*}}, label %[[ROWS:.*]], label %
; CHECK:       [[ROWS]]:
; CHECK-NEXT:    sdiv i32 %2, %3
; CHECK:         %flatten.iv = phi i64
; CHECK-NOT:     sdiv
; CHECK:         ret void

; STATS: 6 loop-flatten - Number of flattened loops entered through guards
; STATS: 5 loop-flatten - Number of flattened loops with a widened counter
; STATS: 6 loop-flatten - Number of loops flattened

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@vol = dso_local global [4096 x i32] zeroinitializer, align 16
@grid = dso_local global [4096 x i32] zeroinitializer, align 16
@main.dims = internal constant [7 x [3 x i32]] [[3 x i32] [i32 0, i32 4, i32 4], [3 x i32] [i32 4, i32 0, i32 4], [3 x i32] [i32 4, i32 4, i32 0], [3 x i32] [i32 1, i32 1, i32 1], [3 x i32] [i32 3, i32 5, i32 7], [3 x i32] [i32 16, i32 16, i32 16], [3 x i32] [i32 7, i32 9, i32 3]], align 16
@.str = private unnamed_addr constant [25 x i8] c"brighten %d %d %d: %08x\0A\00", align 1
@.str.1 = private unnamed_addr constant [30 x i8] c"rescale %d %d: %08x sum %08x\0A\00", align 1
@.str.2 = private unnamed_addr constant [28 x i8] c"lookup, offset %d %d: %08x\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local void @brighten(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  br label %5

5:                                                ; preds = %23, %4
  %.021 = phi i32 [ 0, %4 ], [ %24, %23 ]
  %6 = icmp slt i32 %.021, %0
  br i1 %6, label %7, label %25

7:                                                ; preds = %5, %21
  %.020 = phi i32 [ %22, %21 ], [ 0, %5 ]
  %8 = icmp slt i32 %.020, %1
  br i1 %8, label %9, label %23

9:                                                ; preds = %7, %11
  %.0 = phi i32 [ %20, %11 ], [ 0, %7 ]
  %10 = icmp slt i32 %.0, %2
  br i1 %10, label %11, label %21

11:                                               ; preds = %9
  %12 = mul nsw i32 %.021, %1
  %13 = add nsw i32 %12, %.020
  %14 = mul nsw i32 %13, %2
  %15 = add nsw i32 %14, %.0
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [4096 x i32], [4096 x i32]* @vol, i64 0, i64 %16
  %18 = load i32, i32* %17, align 4, !tbaa !5
  %19 = add nsw i32 %18, %3
  store i32 %19, i32* %17, align 4, !tbaa !5
  %20 = add nuw nsw i32 %.0, 1
  br label %9

21:                                               ; preds = %9
  %22 = add nuw nsw i32 %.020, 1
  br label %7

23:                                               ; preds = %7
  %24 = add nuw nsw i32 %.021, 1
  br label %5

25:                                               ; preds = %5
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: noinline nounwind uwtable
define dso_local void @rescale(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  br label %5

5:                                                ; preds = %19, %4
  %.017 = phi i32 [ 0, %4 ], [ %20, %19 ]
  %6 = icmp slt i32 %.017, %0
  br i1 %6, label %7, label %21

7:                                                ; preds = %5, %9
  %.0 = phi i32 [ %18, %9 ], [ 0, %5 ]
  %8 = icmp slt i32 %.0, %1
  br i1 %8, label %9, label %19

9:                                                ; preds = %7
  %10 = mul nsw i32 %.017, %1
  %11 = add nsw i32 %10, %.0
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [4096 x i32], [4096 x i32]* @grid, i64 0, i64 %12
  %14 = load i32, i32* %13, align 4, !tbaa !5
  %15 = mul nsw i32 %14, 3
  %16 = sdiv i32 %2, %3
  %17 = add nsw i32 %15, %16
  store i32 %17, i32* %13, align 4, !tbaa !5
  %18 = add nuw nsw i32 %.0, 1
  br label %7

19:                                               ; preds = %7
  %20 = add nuw nsw i32 %.017, 1
  br label %5

21:                                               ; preds = %5
  ret void
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @sum(i32 noundef %0, i32 noundef %1) #0 {
  br label %3

3:                                                ; preds = %16, %2
  %.017 = phi i32 [ 0, %2 ], [ %.1, %16 ]
  %.016 = phi i32 [ 0, %2 ], [ %17, %16 ]
  %4 = icmp slt i32 %.016, %0
  br i1 %4, label %5, label %18

5:                                                ; preds = %3, %7
  %.1 = phi i32 [ %14, %7 ], [ %.017, %3 ]
  %.0 = phi i32 [ %15, %7 ], [ 0, %3 ]
  %6 = icmp slt i32 %.0, %1
  br i1 %6, label %7, label %16

7:                                                ; preds = %5
  %8 = mul i32 %.1, 7
  %9 = mul nsw i32 %.016, %1
  %10 = add nsw i32 %9, %.0
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [4096 x i32], [4096 x i32]* @grid, i64 0, i64 %11
  %13 = load i32, i32* %12, align 4, !tbaa !5
  %14 = add i32 %8, %13
  %15 = add nuw nsw i32 %.0, 1
  br label %5

16:                                               ; preds = %5
  %17 = add nuw nsw i32 %.016, 1
  br label %3

18:                                               ; preds = %3
  ret i32 %.017
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @lookup(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32* noalias noundef %3) #0 {
  br label %5

5:                                                ; preds = %24, %4
  %.019 = phi i32 [ 0, %4 ], [ %25, %24 ]
  %6 = icmp slt i32 %.019, %0
  br i1 %6, label %7, label %26

7:                                                ; preds = %5
  %8 = and i32 %2, 7
  %9 = zext i32 %8 to i64
  %10 = getelementptr inbounds i32, i32* %3, i64 %9
  %11 = load i32, i32* %10, align 4, !tbaa !5
  %12 = mul nsw i32 %11, 3
  br label %13

13:                                               ; preds = %15, %7
  %.0 = phi i32 [ 0, %7 ], [ %23, %15 ]
  %14 = icmp slt i32 %.0, %1
  br i1 %14, label %15, label %24

15:                                               ; preds = %13
  %16 = mul nsw i32 %.019, %1
  %17 = add nsw i32 %16, %.0
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [4096 x i32], [4096 x i32]* @grid, i64 0, i64 %18
  %20 = load i32, i32* %19, align 4, !tbaa !5
  %21 = ashr i32 %20, 2
  %22 = add nsw i32 %21, %12
  store i32 %22, i32* %19, align 4, !tbaa !5
  %23 = add nuw nsw i32 %.0, 1
  br label %13

24:                                               ; preds = %13
  %25 = add nuw nsw i32 %.019, 1
  br label %5

26:                                               ; preds = %5
  ret void
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @offset(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  br label %5

5:                                                ; preds = %19, %4
  %.017 = phi i32 [ 0, %4 ], [ %20, %19 ]
  %6 = icmp slt i32 %.017, %0
  br i1 %6, label %7, label %21

7:                                                ; preds = %5
  %8 = sdiv i32 %2, %3
  br label %9

9:                                                ; preds = %11, %7
  %.0 = phi i32 [ 0, %7 ], [ %18, %11 ]
  %10 = icmp slt i32 %.0, %1
  br i1 %10, label %11, label %19

11:                                               ; preds = %9
  %12 = mul nsw i32 %.017, %1
  %13 = add nsw i32 %12, %.0
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [4096 x i32], [4096 x i32]* @grid, i64 0, i64 %14
  %16 = load i32, i32* %15, align 4, !tbaa !5
  %17 = add nsw i32 %16, %8
  store i32 %17, i32* %15, align 4, !tbaa !5
  %18 = add nuw nsw i32 %.0, 1
  br label %9

19:                                               ; preds = %9
  %20 = add nuw nsw i32 %.017, 1
  br label %5

21:                                               ; preds = %5
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #2 {
  %1 = alloca [8 x i32], align 16
  %2 = bitcast [8 x i32]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %2) #4
  br label %3

3:                                                ; preds = %5, %0
  %.051 = phi i32 [ 0, %0 ], [ %10, %5 ]
  %4 = icmp ult i32 %.051, 8
  br i1 %4, label %5, label %11

5:                                                ; preds = %3
  %6 = mul nsw i32 %.051, 5
  %7 = add nsw i32 %6, -9
  %8 = zext i32 %.051 to i64
  %9 = getelementptr inbounds [8 x i32], [8 x i32]* %1, i64 0, i64 %8
  store i32 %7, i32* %9, align 4, !tbaa !5
  %10 = add nuw nsw i32 %.051, 1
  br label %3

11:                                               ; preds = %3, %13
  %.050 = phi i32 [ %20, %13 ], [ 0, %3 ]
  %12 = icmp ult i32 %.050, 4096
  br i1 %12, label %13, label %21

13:                                               ; preds = %11
  %14 = mul nsw i32 %.050, 13
  %15 = urem i32 %14, 101
  %16 = zext i32 %.050 to i64
  %17 = getelementptr inbounds [4096 x i32], [4096 x i32]* @vol, i64 0, i64 %16
  store i32 %15, i32* %17, align 4, !tbaa !5
  %18 = urem i32 %.050, 17
  %19 = getelementptr inbounds [4096 x i32], [4096 x i32]* @grid, i64 0, i64 %16
  store i32 %18, i32* %19, align 4, !tbaa !5
  %20 = add nuw nsw i32 %.050, 1
  br label %11

21:                                               ; preds = %51, %11
  %.049 = phi i32 [ 0, %11 ], [ %31, %51 ]
  %22 = icmp ult i32 %.049, 7
  br i1 %22, label %23, label %59

23:                                               ; preds = %21
  %24 = zext i32 %.049 to i64
  %25 = getelementptr inbounds [7 x [3 x i32]], [7 x [3 x i32]]* @main.dims, i64 0, i64 %24, i64 0
  %26 = load i32, i32* %25, align 4, !tbaa !5
  %27 = getelementptr inbounds [7 x [3 x i32]], [7 x [3 x i32]]* @main.dims, i64 0, i64 %24, i64 1
  %28 = load i32, i32* %27, align 4, !tbaa !5
  %29 = getelementptr inbounds [7 x [3 x i32]], [7 x [3 x i32]]* @main.dims, i64 0, i64 %24, i64 2
  %30 = load i32, i32* %29, align 4, !tbaa !5
  %31 = add nuw nsw i32 %.049, 1
  call void @brighten(i32 noundef %26, i32 noundef %28, i32 noundef %30, i32 noundef %31)
  %32 = load i32, i32* %25, align 4, !tbaa !5
  %33 = call i32 @hash(i32* noundef getelementptr inbounds ([4096 x i32], [4096 x i32]* @vol, i64 0, i64 0), i32 noundef 4096)
  %34 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str, i64 0, i64 0), i32 noundef %32, i32 noundef %28, i32 noundef %30, i32 noundef %33) #4
  %35 = load i32, i32* %27, align 4, !tbaa !5
  %36 = add nuw nsw i32 %.049, 1000
  %.not = icmp ult i32 %.049, 2
  %37 = select i1 %.not, i32 0, i32 7
  call void @rescale(i32 noundef %32, i32 noundef %35, i32 noundef %36, i32 noundef %37)
  %38 = load i32, i32* %25, align 4, !tbaa !5
  %39 = call i32 @hash(i32* noundef getelementptr inbounds ([4096 x i32], [4096 x i32]* @grid, i64 0, i64 0), i32 noundef 4096)
  %40 = load i32, i32* %27, align 4, !tbaa !5
  %41 = call i32 @sum(i32 noundef %38, i32 noundef %40)
  %42 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.1, i64 0, i64 0), i32 noundef %38, i32 noundef %35, i32 noundef %39, i32 noundef %41) #4
  %43 = getelementptr inbounds [8 x i32], [8 x i32]* %1, i64 0, i64 0
  call void @lookup(i32 noundef %38, i32 noundef %40, i32 noundef %.049, i32* noundef nonnull %43)
  %44 = load i32, i32* %25, align 4, !tbaa !5
  %45 = add nuw nsw i32 %.049, 5000
  %.not52 = icmp eq i32 %.049, 0
  %46 = add nuw nsw i32 %.049, 3
  %47 = select i1 %.not52, i32 0, i32 %46
  call void @offset(i32 noundef %44, i32 noundef %40, i32 noundef %45, i32 noundef %47)
  %48 = load i32, i32* %27, align 4, !tbaa !5
  %49 = call i32 @hash(i32* noundef getelementptr inbounds ([4096 x i32], [4096 x i32]* @grid, i64 0, i64 0), i32 noundef 4096)
  %50 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str.2, i64 0, i64 0), i32 noundef %44, i32 noundef %48, i32 noundef %49) #4
  br label %51

51:                                               ; preds = %53, %23
  %.0 = phi i32 [ 0, %23 ], [ %58, %53 ]
  %52 = icmp ult i32 %.0, 4096
  br i1 %52, label %53, label %21

53:                                               ; preds = %51
  %54 = zext i32 %.0 to i64
  %55 = getelementptr inbounds [4096 x i32], [4096 x i32]* @grid, i64 0, i64 %54
  %56 = load i32, i32* %55, align 4, !tbaa !5
  %57 = and i32 %56, 65535
  store i32 %57, i32* %55, align 4, !tbaa !5
  %58 = add nuw nsw i32 %.0, 1
  br label %51

59:                                               ; preds = %21
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %2) #4
  ret i32 0
}

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: nounwind uwtable
define internal i32 @hash(i32* noundef %0, i32 noundef %1) #2 {
  br label %3

3:                                                ; preds = %5, %2
  %.09 = phi i32 [ -2128831035, %2 ], [ %10, %5 ]
  %.0 = phi i32 [ 0, %2 ], [ %11, %5 ]
  %4 = icmp slt i32 %.0, %1
  br i1 %4, label %5, label %12

5:                                                ; preds = %3
  %6 = zext i32 %.0 to i64
  %7 = getelementptr inbounds i32, i32* %0, i64 %6
  %8 = load i32, i32* %7, align 4, !tbaa !5
  %9 = xor i32 %.09, %8
  %10 = mul i32 %9, 16777619
  %11 = add nuw nsw i32 %.0, 1
  br label %3

12:                                               ; preds = %3
  ret i32 %.09
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nosync nounwind willreturn }
attributes #2 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }


!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}

; RUN: lli %s > %t.expected
; RUN: hoist -S -passes=loop-flatten %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: lli %t.ll | diff %t.expected -
; RUN: hoist -passes=loop-flatten -stats -disable-output < %s 2>&1 | FileCheck %s --check-prefix=STATS

; Differential, at the overflow boundary: nests with 8- and 16-bit counters and a cell index that
; wraps in the counters' type, h = h*31 + tab[(uint8_t)(i*m + j)] (clang -O1, top-tested as clang
; leaves them). The index needs the narrow counter, so widening does not do; the nest is rotated,
; its guards' compares hoisted, and versioned on llvm.umul.with.overflow: for n*m of 255 the
; flattened loop runs, for 256 and 272 (and 65536, 65792 at 16 bits) the product overflows and
; the original nest must run, visiting cells twice. Each call must print what the original prints.

; CHECK-LABEL: @hash8(
; CHECK:         %flatten.mul = call { i8, i1 } @llvm.umul.with.overflow.i8(i8 %0, i8 %1)
; CHECK-NEXT:    %flatten.tripcount = extractvalue { i8, i1 } %flatten.mul, 0
; CHECK-NEXT:    %flatten.overflow = extractvalue { i8, i1 } %flatten.mul, 1
; CHECK-NEXT:    br i1 %flatten.overflow, label %{{.*}}.lver.orig, label %
; CHECK:         %flatten.iv = phi i8 [ 0, %{{.*}} ], [ %flatten.iv.next, %
; CHECK:         %flatten.iv.next = add nuw i8 %flatten.iv, 1
; CHECK-NEXT:    %flatten.cmp = icmp ne i8 %flatten.iv.next, %flatten.tripcount
; CHECK-LABEL: @hash16(
; CHECK:         %flatten.mul = call { i16, i1 } @llvm.umul.with.overflow.i16(i16 %0, i16 %1)
; CHECK:         %flatten.iv = phi i16
; CHECK-LABEL: @main(
; CHECK-NOT:     flatten.iv

; STATS: 2 loop-flatten - Number of flattened loops entered through guards
; STATS: 2 loop-flatten - Number of flattened loops versioned on overflow
; STATS: 2 loop-flatten - Number of loops flattened
; STATS: 4 loop-flatten - Number of loops rotated for flattening

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@tab8 = dso_local global [256 x i8] zeroinitializer, align 16
@tab16 = dso_local global [65536 x i16] zeroinitializer, align 16
@main.nm8 = internal constant [10 x [2 x i8]] [[2 x i8] c"\00\05", [2 x i8] c"\05\00", [2 x i8] c"\01\FF", [2 x i8] c"\FF\01", [2 x i8] c"\0F\11", [2 x i8] c"\10\10", [2 x i8] c"\11\10", [2 x i8] c"\02\80", [2 x i8] c"\03d", [2 x i8] c"\FF\FF"], align 16
@.str = private unnamed_addr constant [21 x i8] c"hash8 %u x %u: %08x\0A\00", align 1
@main.nm16 = internal constant [5 x [2 x i16]] [[2 x i16] [i16 255, i16 257], [2 x i16] [i16 256, i16 256], [2 x i16] [i16 257, i16 256], [2 x i16] [i16 1, i16 -1], [2 x i16] [i16 300, i16 220]], align 16
@.str.1 = private unnamed_addr constant [22 x i8] c"hash16 %u x %u: %08x\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @hash8(i8 noundef zeroext %0, i8 noundef zeroext %1, i32 noundef %2) #0 {
  br label %4

4:                                                ; preds = %18, %3
  %.012 = phi i32 [ %2, %3 ], [ %.1, %18 ]
  %.011 = phi i8 [ 0, %3 ], [ %19, %18 ]
  %5 = icmp ult i8 %.011, %0
  br i1 %5, label %6, label %20

6:                                                ; preds = %4, %8
  %.1 = phi i32 [ %16, %8 ], [ %.012, %4 ]
  %.0 = phi i8 [ %17, %8 ], [ 0, %4 ]
  %7 = icmp ult i8 %.0, %1
  br i1 %7, label %8, label %18

8:                                                ; preds = %6
  %9 = mul i32 %.1, 31
  %10 = mul i8 %.011, %1
  %11 = add i8 %10, %.0
  %12 = zext i8 %11 to i64
  %13 = getelementptr inbounds [256 x i8], [256 x i8]* @tab8, i64 0, i64 %12
  %14 = load i8, i8* %13, align 1, !tbaa !5
  %15 = zext i8 %14 to i32
  %16 = add i32 %9, %15
  %17 = add i8 %.0, 1
  br label %6

18:                                               ; preds = %6
  %19 = add i8 %.011, 1
  br label %4

20:                                               ; preds = %4
  ret i32 %.012
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @hash16(i16 noundef zeroext %0, i16 noundef zeroext %1, i32 noundef %2) #0 {
  br label %4

4:                                                ; preds = %18, %3
  %.015 = phi i32 [ %2, %3 ], [ %.1, %18 ]
  %.014 = phi i16 [ 0, %3 ], [ %19, %18 ]
  %5 = icmp ult i16 %.014, %0
  br i1 %5, label %6, label %20

6:                                                ; preds = %4, %8
  %.1 = phi i32 [ %16, %8 ], [ %.015, %4 ]
  %.0 = phi i16 [ %17, %8 ], [ 0, %4 ]
  %7 = icmp ult i16 %.0, %1
  br i1 %7, label %8, label %18

8:                                                ; preds = %6
  %9 = mul i32 %.1, 31
  %10 = mul i16 %.014, %1
  %11 = add i16 %10, %.0
  %12 = zext i16 %11 to i64
  %13 = getelementptr inbounds [65536 x i16], [65536 x i16]* @tab16, i64 0, i64 %12
  %14 = load i16, i16* %13, align 2, !tbaa !12
  %15 = zext i16 %14 to i32
  %16 = add i32 %9, %15
  %17 = add i16 %.0, 1
  br label %6

18:                                               ; preds = %6
  %19 = add i16 %.014, 1
  br label %4

20:                                               ; preds = %4
  ret i32 %.015
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #2 {
  br label %1

1:                                                ; preds = %3, %0
  %.029 = phi i32 [ 0, %0 ], [ %9, %3 ]
  %2 = icmp ult i32 %.029, 256
  br i1 %2, label %3, label %10

3:                                                ; preds = %1
  %4 = trunc i32 %.029 to i8
  %5 = mul i8 %4, 37
  %6 = add i8 %5, 11
  %7 = zext i32 %.029 to i64
  %8 = getelementptr inbounds [256 x i8], [256 x i8]* @tab8, i64 0, i64 %7
  store i8 %6, i8* %8, align 1, !tbaa !5
  %9 = add nuw nsw i32 %.029, 1
  br label %1

10:                                               ; preds = %1, %12
  %.028 = phi i32 [ %18, %12 ], [ 0, %1 ]
  %11 = icmp ult i32 %.028, 65536
  br i1 %11, label %12, label %19

12:                                               ; preds = %10
  %13 = trunc i32 %.028 to i16
  %14 = mul i16 %13, 4099
  %15 = add i16 %14, 7
  %16 = zext i32 %.028 to i64
  %17 = getelementptr inbounds [65536 x i16], [65536 x i16]* @tab16, i64 0, i64 %16
  store i16 %15, i16* %17, align 2, !tbaa !12
  %18 = add nuw nsw i32 %.028, 1
  br label %10

19:                                               ; preds = %10, %21
  %.027 = phi i32 [ %31, %21 ], [ 0, %10 ]
  %20 = icmp ult i32 %.027, 10
  br i1 %20, label %21, label %32

21:                                               ; preds = %19
  %22 = zext i32 %.027 to i64
  %23 = getelementptr inbounds [10 x [2 x i8]], [10 x [2 x i8]]* @main.nm8, i64 0, i64 %22, i64 0
  %24 = load i8, i8* %23, align 2, !tbaa !5
  %25 = zext i8 %24 to i32
  %26 = getelementptr inbounds [10 x [2 x i8]], [10 x [2 x i8]]* @main.nm8, i64 0, i64 %22, i64 1
  %27 = load i8, i8* %26, align 1, !tbaa !5
  %28 = zext i8 %27 to i32
  %29 = call i32 @hash8(i8 noundef zeroext %24, i8 noundef zeroext %27, i32 noundef 1)
  %30 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str, i64 0, i64 0), i32 noundef %25, i32 noundef %28, i32 noundef %29) #4
  %31 = add i32 %.027, 1
  br label %19

32:                                               ; preds = %19, %34
  %.0 = phi i32 [ %44, %34 ], [ 0, %19 ]
  %33 = icmp ult i32 %.0, 5
  br i1 %33, label %34, label %45

34:                                               ; preds = %32
  %35 = zext i32 %.0 to i64
  %36 = getelementptr inbounds [5 x [2 x i16]], [5 x [2 x i16]]* @main.nm16, i64 0, i64 %35, i64 0
  %37 = load i16, i16* %36, align 4, !tbaa !12
  %38 = zext i16 %37 to i32
  %39 = getelementptr inbounds [5 x [2 x i16]], [5 x [2 x i16]]* @main.nm16, i64 0, i64 %35, i64 1
  %40 = load i16, i16* %39, align 2, !tbaa !12
  %41 = zext i16 %40 to i32
  %42 = call i32 @hash16(i16 noundef zeroext %37, i16 noundef zeroext %40, i32 noundef 1)
  %43 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.1, i64 0, i64 0), i32 noundef %38, i32 noundef %41, i32 noundef %42) #4
  %44 = add i32 %.0, 1
  br label %32

45:                                               ; preds = %32
  ret i32 0
}

declare i32 @printf(i8* noundef, ...) #3

attributes #0 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nosync nounwind willreturn }
attributes #2 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }


!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!12 = !{!13, !13, i64 0}
!13 = !{!"short", !6, i64 0}

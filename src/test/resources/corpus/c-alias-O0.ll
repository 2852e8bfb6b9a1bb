; ModuleID = 'alias.c'
source_filename = "alias.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.b = private unnamed_addr constant [1 x i32] [i32 5], align 4
@.str = private unnamed_addr constant [15 x i8] c"add_scalar %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"scale %.2f %.2f\0A\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"g_sum %d a[99] %d\0A\00", align 1
@g_sum = internal global i32 0, align 4
@g_wide = internal global i128 1, align 16
@.str.3 = private unnamed_addr constant [21 x i8] c"i128 %016llx%016llx\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [100 x i32], align 16
  %3 = alloca [1 x i32], align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca [64 x float], align 16
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %10 = bitcast [1 x i32]* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %10, i8* align 4 bitcast ([1 x i32]* @__const.main.b to i8*), i64 4, i1 false)
  %11 = getelementptr inbounds [100 x i32], [100 x i32]* %2, i64 0, i64 0
  %12 = getelementptr inbounds [1 x i32], [1 x i32]* %3, i64 0, i64 0
  call void @add_scalar(i32* noundef %11, i32* noundef %12, i32 noundef 100)
  %13 = getelementptr inbounds [100 x i32], [100 x i32]* %2, i64 0, i64 0
  %14 = getelementptr inbounds [100 x i32], [100 x i32]* %2, i64 0, i64 10
  call void @add_scalar(i32* noundef %13, i32* noundef %14, i32 noundef 100)
  store i32 0, i32* %4, align 4
  store i32 0, i32* %5, align 4
  br label %15

15:                                               ; preds = %26, %0
  %16 = load i32, i32* %5, align 4
  %17 = icmp slt i32 %16, 100
  br i1 %17, label %18, label %29

18:                                               ; preds = %15
  %19 = load i32, i32* %4, align 4
  %20 = mul i32 %19, 33
  %21 = load i32, i32* %5, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [100 x i32], [100 x i32]* %2, i64 0, i64 %22
  %24 = load i32, i32* %23, align 4
  %25 = add i32 %20, %24
  store i32 %25, i32* %4, align 4
  br label %26

26:                                               ; preds = %18
  %27 = load i32, i32* %5, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, i32* %5, align 4
  br label %15, !llvm.loop !6

29:                                               ; preds = %15
  %30 = load i32, i32* %4, align 4
  %31 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), i32 noundef %30)
  store float 1.500000e+00, float* %7, align 4
  store i32 0, i32* %8, align 4
  br label %32

32:                                               ; preds = %41, %29
  %33 = load i32, i32* %8, align 4
  %34 = icmp slt i32 %33, 64
  br i1 %34, label %35, label %44

35:                                               ; preds = %32
  %36 = load i32, i32* %8, align 4
  %37 = sitofp i32 %36 to float
  %38 = load i32, i32* %8, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [64 x float], [64 x float]* %6, i64 0, i64 %39
  store float %37, float* %40, align 4
  br label %41

41:                                               ; preds = %35
  %42 = load i32, i32* %8, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, i32* %8, align 4
  br label %32, !llvm.loop !8

44:                                               ; preds = %32
  %45 = getelementptr inbounds [64 x float], [64 x float]* %6, i64 0, i64 0
  %46 = getelementptr inbounds [64 x float], [64 x float]* %6, i64 0, i64 0
  call void @scale(float* noundef %45, float* noundef %46, float* noundef %7, i32 noundef 64)
  %47 = getelementptr inbounds [64 x float], [64 x float]* %6, i64 0, i64 0
  %48 = getelementptr inbounds [64 x float], [64 x float]* %6, i64 0, i64 0
  %49 = getelementptr inbounds [64 x float], [64 x float]* %6, i64 0, i64 3
  call void @scale(float* noundef %47, float* noundef %48, float* noundef %49, i32 noundef 64)
  %50 = getelementptr inbounds [64 x float], [64 x float]* %6, i64 0, i64 10
  %51 = load float, float* %50, align 8
  %52 = fpext float %51 to double
  %53 = getelementptr inbounds [64 x float], [64 x float]* %6, i64 0, i64 63
  %54 = load float, float* %53, align 4
  %55 = fpext float %54 to double
  %56 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i64 0, i64 0), double noundef %52, double noundef %55)
  %57 = getelementptr inbounds [100 x i32], [100 x i32]* %2, i64 0, i64 0
  call void @accumulate(i32* noundef %57, i32 noundef 100, i32 noundef 3, i32 noundef 7)
  %58 = getelementptr inbounds [100 x i32], [100 x i32]* %2, i64 0, i64 0
  call void @accumulate(i32* noundef %58, i32 noundef 50, i32 noundef -4, i32 noundef 1)
  %59 = getelementptr inbounds [100 x i32], [100 x i32]* %2, i64 0, i64 0
  call void @cond_inv(i32* noundef %59, i32 noundef 100, i32 noundef 9, i32 noundef 1)
  %60 = getelementptr inbounds [100 x i32], [100 x i32]* %2, i64 0, i64 0
  call void @cond_inv(i32* noundef %60, i32 noundef 100, i32 noundef 9, i32 noundef 0)
  %61 = load i32, i32* @g_sum, align 4
  %62 = getelementptr inbounds [100 x i32], [100 x i32]* %2, i64 0, i64 99
  %63 = load i32, i32* %62, align 4
  %64 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.2, i64 0, i64 0), i32 noundef %61, i32 noundef %63)
  store i32 0, i32* %9, align 4
  br label %65

65:                                               ; preds = %74, %44
  %66 = load i32, i32* %9, align 4
  %67 = icmp slt i32 %66, 100
  br i1 %67, label %68, label %77

68:                                               ; preds = %65
  %69 = load i128, i128* @g_wide, align 16
  %70 = mul i128 %69, 6364136223846793005
  %71 = load i32, i32* %9, align 4
  %72 = zext i32 %71 to i128
  %73 = add i128 %70, %72
  store i128 %73, i128* @g_wide, align 16
  br label %74

74:                                               ; preds = %68
  %75 = load i32, i32* %9, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, i32* %9, align 4
  br label %65, !llvm.loop !9

77:                                               ; preds = %65
  %78 = load i128, i128* @g_wide, align 16
  %79 = lshr i128 %78, 64
  %80 = trunc i128 %79 to i64
  %81 = load i128, i128* @g_wide, align 16
  %82 = trunc i128 %81 to i64
  %83 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.3, i64 0, i64 0), i64 noundef %80, i64 noundef %82)
  ret i32 0
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @add_scalar(i32* noundef %0, i32* noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32*, align 8
  %5 = alloca i32*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32* %0, i32** %4, align 8
  store i32* %1, i32** %5, align 8
  store i32 %2, i32* %6, align 4
  store i32 0, i32* %7, align 4
  br label %8

8:                                                ; preds = %21, %3
  %9 = load i32, i32* %7, align 4
  %10 = load i32, i32* %6, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %24

12:                                               ; preds = %8
  %13 = load i32*, i32** %5, align 8
  %14 = load i32, i32* %13, align 4
  %15 = load i32, i32* %7, align 4
  %16 = add nsw i32 %14, %15
  %17 = load i32*, i32** %4, align 8
  %18 = load i32, i32* %7, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i32, i32* %17, i64 %19
  store i32 %16, i32* %20, align 4
  br label %21

21:                                               ; preds = %12
  %22 = load i32, i32* %7, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, i32* %7, align 4
  br label %8, !llvm.loop !10

24:                                               ; preds = %8
  ret void
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @scale(float* noundef %0, float* noundef %1, float* noundef %2, i32 noundef %3) #0 {
  %5 = alloca float*, align 8
  %6 = alloca float*, align 8
  %7 = alloca float*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store float* %0, float** %5, align 8
  store float* %1, float** %6, align 8
  store float* %2, float** %7, align 8
  store i32 %3, i32* %8, align 4
  store i32 0, i32* %9, align 4
  br label %10

10:                                               ; preds = %27, %4
  %11 = load i32, i32* %9, align 4
  %12 = load i32, i32* %8, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %30

14:                                               ; preds = %10
  %15 = load float*, float** %6, align 8
  %16 = load i32, i32* %9, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds float, float* %15, i64 %17
  %19 = load float, float* %18, align 4
  %20 = load float*, float** %7, align 8
  %21 = load float, float* %20, align 4
  %22 = fmul float %19, %21
  %23 = load float*, float** %5, align 8
  %24 = load i32, i32* %9, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, float* %23, i64 %25
  store float %22, float* %26, align 4
  br label %27

27:                                               ; preds = %14
  %28 = load i32, i32* %9, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, i32* %9, align 4
  br label %10, !llvm.loop !11

30:                                               ; preds = %10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @accumulate(i32* noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca i32*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32* %0, i32** %5, align 8
  store i32 %1, i32* %6, align 4
  store i32 %2, i32* %7, align 4
  store i32 %3, i32* %8, align 4
  store i32 0, i32* %9, align 4
  br label %13

13:                                               ; preds = %34, %4
  %14 = load i32, i32* %9, align 4
  %15 = load i32, i32* %6, align 4
  %16 = icmp slt i32 %14, %15
  br i1 %16, label %17, label %37

17:                                               ; preds = %13
  %18 = load i32, i32* %7, align 4
  %19 = add nsw i32 %18, 10
  store i32 %19, i32* %10, align 4
  %20 = load i32, i32* %10, align 4
  %21 = mul nsw i32 %20, 2
  store i32 %21, i32* %11, align 4
  %22 = load i32, i32* %11, align 4
  %23 = load i32, i32* %8, align 4
  %24 = add nsw i32 %22, %23
  store i32 %24, i32* %12, align 4
  %25 = load i32*, i32** %5, align 8
  %26 = load i32, i32* %9, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i32, i32* %25, i64 %27
  %29 = load i32, i32* %28, align 4
  %30 = load i32, i32* %12, align 4
  %31 = add nsw i32 %29, %30
  %32 = load i32, i32* @g_sum, align 4
  %33 = add nsw i32 %32, %31
  store i32 %33, i32* @g_sum, align 4
  br label %34

34:                                               ; preds = %17
  %35 = load i32, i32* %9, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, i32* %9, align 4
  br label %13, !llvm.loop !12

37:                                               ; preds = %13
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @cond_inv(i32* noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca i32*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32* %0, i32** %5, align 8
  store i32 %1, i32* %6, align 4
  store i32 %2, i32* %7, align 4
  store i32 %3, i32* %8, align 4
  store i32 0, i32* %9, align 4
  br label %10

10:                                               ; preds = %36, %4
  %11 = load i32, i32* %9, align 4
  %12 = load i32, i32* %6, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %39

14:                                               ; preds = %10
  %15 = load i32, i32* %8, align 4
  %16 = icmp ne i32 %15, 0
  br i1 %16, label %17, label %26

17:                                               ; preds = %14
  %18 = load i32, i32* %7, align 4
  %19 = mul nsw i32 %18, 3
  %20 = load i32*, i32** %5, align 8
  %21 = load i32, i32* %9, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, i32* %20, i64 %22
  %24 = load i32, i32* %23, align 4
  %25 = add nsw i32 %24, %19
  store i32 %25, i32* %23, align 4
  br label %35

26:                                               ; preds = %14
  %27 = load i32, i32* %7, align 4
  %28 = sdiv i32 %27, 2
  %29 = load i32*, i32** %5, align 8
  %30 = load i32, i32* %9, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i32, i32* %29, i64 %31
  %33 = load i32, i32* %32, align 4
  %34 = sub nsw i32 %33, %28
  store i32 %34, i32* %32, align 4
  br label %35

35:                                               ; preds = %26, %17
  br label %36

36:                                               ; preds = %35
  %37 = load i32, i32* %9, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, i32* %9, align 4
  br label %10, !llvm.loop !13

39:                                               ; preds = %10
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}

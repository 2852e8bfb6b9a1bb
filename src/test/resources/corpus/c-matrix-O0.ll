; ModuleID = 'matrix.c'
source_filename = "matrix.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@IC = internal global [24 x [24 x i32]] zeroinitializer, align 16
@.str = private unnamed_addr constant [27 x i8] c"imatmul trace %ld hash %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"logdet %.6f\0A\00", align 1
@A = internal global [24 x [24 x double]] zeroinitializer, align 16
@C = internal global [24 x [24 x double]] zeroinitializer, align 16
@.str.2 = private unnamed_addr constant [16 x i8] c"transpose %.4f\0A\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"stencil %.6f\0A\00", align 1
@IA = internal global [24 x [24 x i32]] zeroinitializer, align 16
@IB = internal global [24 x [24 x i32]] zeroinitializer, align 16
@B = internal global [24 x [24 x double]] zeroinitializer, align 16
@stencil.u = internal global [2 x [24 x [24 x double]]] zeroinitializer, align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @init()
  call void @imatmul_blocked()
  store i64 0, i64* %2, align 8
  store i32 0, i32* %3, align 4
  store i32 0, i32* %4, align 4
  br label %8

8:                                                ; preds = %40, %0
  %9 = load i32, i32* %4, align 4
  %10 = icmp slt i32 %9, 24
  br i1 %10, label %11, label %43

11:                                               ; preds = %8
  %12 = load i32, i32* %4, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @IC, i64 0, i64 %13
  %15 = load i32, i32* %4, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [24 x i32], [24 x i32]* %14, i64 0, i64 %16
  %18 = load i32, i32* %17, align 4
  %19 = sext i32 %18 to i64
  %20 = load i64, i64* %2, align 8
  %21 = add nsw i64 %20, %19
  store i64 %21, i64* %2, align 8
  store i32 0, i32* %5, align 4
  br label %22

22:                                               ; preds = %36, %11
  %23 = load i32, i32* %5, align 4
  %24 = icmp slt i32 %23, 24
  br i1 %24, label %25, label %39

25:                                               ; preds = %22
  %26 = load i32, i32* %3, align 4
  %27 = mul i32 %26, 31
  %28 = load i32, i32* %5, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @IC, i64 0, i64 %29
  %31 = load i32, i32* %4, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [24 x i32], [24 x i32]* %30, i64 0, i64 %32
  %34 = load i32, i32* %33, align 4
  %35 = add i32 %27, %34
  store i32 %35, i32* %3, align 4
  br label %36

36:                                               ; preds = %25
  %37 = load i32, i32* %5, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, i32* %5, align 4
  br label %22, !llvm.loop !6

39:                                               ; preds = %22
  br label %40

40:                                               ; preds = %39
  %41 = load i32, i32* %4, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, i32* %4, align 4
  br label %8, !llvm.loop !8

43:                                               ; preds = %8
  %44 = load i64, i64* %2, align 8
  %45 = load i32, i32* %3, align 4
  %46 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str, i64 0, i64 0), i64 noundef %44, i32 noundef %45)
  %47 = call double @lu_det()
  %48 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.1, i64 0, i64 0), double noundef %47)
  store i32 0, i32* %6, align 4
  br label %49

49:                                               ; preds = %75, %43
  %50 = load i32, i32* %6, align 4
  %51 = icmp slt i32 %50, 24
  br i1 %51, label %52, label %78

52:                                               ; preds = %49
  store i32 0, i32* %7, align 4
  br label %53

53:                                               ; preds = %71, %52
  %54 = load i32, i32* %7, align 4
  %55 = icmp slt i32 %54, 24
  br i1 %55, label %56, label %74

56:                                               ; preds = %53
  %57 = load i32, i32* %6, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [24 x [24 x double]], [24 x [24 x double]]* @A, i64 0, i64 %58
  %60 = load i32, i32* %7, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [24 x double], [24 x double]* %59, i64 0, i64 %61
  %63 = load double, double* %62, align 8
  %64 = fmul double %63, 5.000000e-01
  %65 = load i32, i32* %7, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [24 x [24 x double]], [24 x [24 x double]]* @C, i64 0, i64 %66
  %68 = load i32, i32* %6, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [24 x double], [24 x double]* %67, i64 0, i64 %69
  store double %64, double* %70, align 8
  br label %71

71:                                               ; preds = %56
  %72 = load i32, i32* %7, align 4
  %73 = add nsw i32 %72, 1
  store i32 %73, i32* %7, align 4
  br label %53, !llvm.loop !9

74:                                               ; preds = %53
  br label %75

75:                                               ; preds = %74
  %76 = load i32, i32* %6, align 4
  %77 = add nsw i32 %76, 1
  store i32 %77, i32* %6, align 4
  br label %49, !llvm.loop !10

78:                                               ; preds = %49
  %79 = load double, double* getelementptr inbounds ([24 x [24 x double]], [24 x [24 x double]]* @C, i64 0, i64 3, i64 7), align 8
  %80 = load double, double* getelementptr inbounds ([24 x [24 x double]], [24 x [24 x double]]* @C, i64 0, i64 7, i64 3), align 8
  %81 = fadd double %79, %80
  %82 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), double noundef %81)
  %83 = call double @stencil(i32 noundef 20)
  %84 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.3, i64 0, i64 0), double noundef %83)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @init() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 1, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %4

4:                                                ; preds = %55, %0
  %5 = load i32, i32* %2, align 4
  %6 = icmp slt i32 %5, 24
  br i1 %6, label %7, label %58

7:                                                ; preds = %4
  store i32 0, i32* %3, align 4
  br label %8

8:                                                ; preds = %51, %7
  %9 = load i32, i32* %3, align 4
  %10 = icmp slt i32 %9, 24
  br i1 %10, label %11, label %54

11:                                               ; preds = %8
  %12 = load i32, i32* %1, align 4
  %13 = mul i32 %12, 1664525
  %14 = add i32 %13, 1013904223
  store i32 %14, i32* %1, align 4
  %15 = load i32, i32* %1, align 4
  %16 = lshr i32 %15, 24
  %17 = sub nsw i32 %16, 128
  %18 = load i32, i32* %2, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @IA, i64 0, i64 %19
  %21 = load i32, i32* %3, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [24 x i32], [24 x i32]* %20, i64 0, i64 %22
  store i32 %17, i32* %23, align 4
  %24 = load i32, i32* %1, align 4
  %25 = lshr i32 %24, 16
  %26 = and i32 %25, 255
  %27 = sub nsw i32 %26, 100
  %28 = load i32, i32* %3, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @IB, i64 0, i64 %29
  %31 = load i32, i32* %2, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [24 x i32], [24 x i32]* %30, i64 0, i64 %32
  store i32 %27, i32* %33, align 4
  %34 = load i32, i32* %1, align 4
  %35 = lshr i32 %34, 20
  %36 = urem i32 %35, 97
  %37 = uitofp i32 %36 to double
  %38 = fdiv double %37, 7.000000e+00
  %39 = load i32, i32* %2, align 4
  %40 = load i32, i32* %3, align 4
  %41 = icmp eq i32 %39, %40
  %42 = zext i1 %41 to i64
  %43 = select i1 %41, double 5.000000e+01, double 0.000000e+00
  %44 = fadd double %38, %43
  %45 = load i32, i32* %2, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [24 x [24 x double]], [24 x [24 x double]]* @A, i64 0, i64 %46
  %48 = load i32, i32* %3, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [24 x double], [24 x double]* %47, i64 0, i64 %49
  store double %44, double* %50, align 8
  br label %51

51:                                               ; preds = %11
  %52 = load i32, i32* %3, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, i32* %3, align 4
  br label %8, !llvm.loop !11

54:                                               ; preds = %8
  br label %55

55:                                               ; preds = %54
  %56 = load i32, i32* %2, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, i32* %2, align 4
  br label %4, !llvm.loop !12

58:                                               ; preds = %4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @imatmul_blocked() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  br label %9

9:                                                ; preds = %27, %0
  %10 = load i32, i32* %1, align 4
  %11 = icmp slt i32 %10, 24
  br i1 %11, label %12, label %30

12:                                               ; preds = %9
  store i32 0, i32* %2, align 4
  br label %13

13:                                               ; preds = %23, %12
  %14 = load i32, i32* %2, align 4
  %15 = icmp slt i32 %14, 24
  br i1 %15, label %16, label %26

16:                                               ; preds = %13
  %17 = load i32, i32* %1, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @IC, i64 0, i64 %18
  %20 = load i32, i32* %2, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [24 x i32], [24 x i32]* %19, i64 0, i64 %21
  store i32 0, i32* %22, align 4
  br label %23

23:                                               ; preds = %16
  %24 = load i32, i32* %2, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, i32* %2, align 4
  br label %13, !llvm.loop !13

26:                                               ; preds = %13
  br label %27

27:                                               ; preds = %26
  %28 = load i32, i32* %1, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, i32* %1, align 4
  br label %9, !llvm.loop !14

30:                                               ; preds = %9
  store i32 0, i32* %3, align 4
  br label %31

31:                                               ; preds = %97, %30
  %32 = load i32, i32* %3, align 4
  %33 = icmp slt i32 %32, 24
  br i1 %33, label %34, label %100

34:                                               ; preds = %31
  store i32 0, i32* %4, align 4
  br label %35

35:                                               ; preds = %93, %34
  %36 = load i32, i32* %4, align 4
  %37 = icmp slt i32 %36, 24
  br i1 %37, label %38, label %96

38:                                               ; preds = %35
  %39 = load i32, i32* %3, align 4
  store i32 %39, i32* %5, align 4
  br label %40

40:                                               ; preds = %89, %38
  %41 = load i32, i32* %5, align 4
  %42 = load i32, i32* %3, align 4
  %43 = add nsw i32 %42, 8
  %44 = icmp slt i32 %41, %43
  br i1 %44, label %45, label %92

45:                                               ; preds = %40
  %46 = load i32, i32* %4, align 4
  store i32 %46, i32* %6, align 4
  br label %47

47:                                               ; preds = %85, %45
  %48 = load i32, i32* %6, align 4
  %49 = load i32, i32* %4, align 4
  %50 = add nsw i32 %49, 8
  %51 = icmp slt i32 %48, %50
  br i1 %51, label %52, label %88

52:                                               ; preds = %47
  %53 = load i32, i32* %5, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @IA, i64 0, i64 %54
  %56 = load i32, i32* %6, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [24 x i32], [24 x i32]* %55, i64 0, i64 %57
  %59 = load i32, i32* %58, align 4
  store i32 %59, i32* %7, align 4
  store i32 0, i32* %8, align 4
  br label %60

60:                                               ; preds = %81, %52
  %61 = load i32, i32* %8, align 4
  %62 = icmp slt i32 %61, 24
  br i1 %62, label %63, label %84

63:                                               ; preds = %60
  %64 = load i32, i32* %7, align 4
  %65 = load i32, i32* %6, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @IB, i64 0, i64 %66
  %68 = load i32, i32* %8, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [24 x i32], [24 x i32]* %67, i64 0, i64 %69
  %71 = load i32, i32* %70, align 4
  %72 = mul nsw i32 %64, %71
  %73 = load i32, i32* %5, align 4
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @IC, i64 0, i64 %74
  %76 = load i32, i32* %8, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [24 x i32], [24 x i32]* %75, i64 0, i64 %77
  %79 = load i32, i32* %78, align 4
  %80 = add nsw i32 %79, %72
  store i32 %80, i32* %78, align 4
  br label %81

81:                                               ; preds = %63
  %82 = load i32, i32* %8, align 4
  %83 = add nsw i32 %82, 1
  store i32 %83, i32* %8, align 4
  br label %60, !llvm.loop !15

84:                                               ; preds = %60
  br label %85

85:                                               ; preds = %84
  %86 = load i32, i32* %6, align 4
  %87 = add nsw i32 %86, 1
  store i32 %87, i32* %6, align 4
  br label %47, !llvm.loop !16

88:                                               ; preds = %47
  br label %89

89:                                               ; preds = %88
  %90 = load i32, i32* %5, align 4
  %91 = add nsw i32 %90, 1
  store i32 %91, i32* %5, align 4
  br label %40, !llvm.loop !17

92:                                               ; preds = %40
  br label %93

93:                                               ; preds = %92
  %94 = load i32, i32* %4, align 4
  %95 = add nsw i32 %94, 8
  store i32 %95, i32* %4, align 4
  br label %35, !llvm.loop !18

96:                                               ; preds = %35
  br label %97

97:                                               ; preds = %96
  %98 = load i32, i32* %3, align 4
  %99 = add nsw i32 %98, 8
  store i32 %99, i32* %3, align 4
  br label %31, !llvm.loop !19

100:                                              ; preds = %31
  ret void
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @lu_det() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  br label %12

12:                                               ; preds = %37, %0
  %13 = load i32, i32* %1, align 4
  %14 = icmp slt i32 %13, 24
  br i1 %14, label %15, label %40

15:                                               ; preds = %12
  store i32 0, i32* %2, align 4
  br label %16

16:                                               ; preds = %33, %15
  %17 = load i32, i32* %2, align 4
  %18 = icmp slt i32 %17, 24
  br i1 %18, label %19, label %36

19:                                               ; preds = %16
  %20 = load i32, i32* %1, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [24 x [24 x double]], [24 x [24 x double]]* @A, i64 0, i64 %21
  %23 = load i32, i32* %2, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [24 x double], [24 x double]* %22, i64 0, i64 %24
  %26 = load double, double* %25, align 8
  %27 = load i32, i32* %1, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [24 x [24 x double]], [24 x [24 x double]]* @B, i64 0, i64 %28
  %30 = load i32, i32* %2, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [24 x double], [24 x double]* %29, i64 0, i64 %31
  store double %26, double* %32, align 8
  br label %33

33:                                               ; preds = %19
  %34 = load i32, i32* %2, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, i32* %2, align 4
  br label %16, !llvm.loop !20

36:                                               ; preds = %16
  br label %37

37:                                               ; preds = %36
  %38 = load i32, i32* %1, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, i32* %1, align 4
  br label %12, !llvm.loop !21

40:                                               ; preds = %12
  store double 0.000000e+00, double* %3, align 8
  store i32 0, i32* %4, align 4
  br label %41

41:                                               ; preds = %178, %40
  %42 = load i32, i32* %4, align 4
  %43 = icmp slt i32 %42, 24
  br i1 %43, label %44, label %181

44:                                               ; preds = %41
  %45 = load i32, i32* %4, align 4
  store i32 %45, i32* %5, align 4
  %46 = load i32, i32* %4, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, i32* %6, align 4
  br label %48

48:                                               ; preds = %72, %44
  %49 = load i32, i32* %6, align 4
  %50 = icmp slt i32 %49, 24
  br i1 %50, label %51, label %75

51:                                               ; preds = %48
  %52 = load i32, i32* %6, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [24 x [24 x double]], [24 x [24 x double]]* @B, i64 0, i64 %53
  %55 = load i32, i32* %4, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [24 x double], [24 x double]* %54, i64 0, i64 %56
  %58 = load double, double* %57, align 8
  %59 = call double @llvm.fabs.f64(double %58)
  %60 = load i32, i32* %5, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [24 x [24 x double]], [24 x [24 x double]]* @B, i64 0, i64 %61
  %63 = load i32, i32* %4, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [24 x double], [24 x double]* %62, i64 0, i64 %64
  %66 = load double, double* %65, align 8
  %67 = call double @llvm.fabs.f64(double %66)
  %68 = fcmp ogt double %59, %67
  br i1 %68, label %69, label %71

69:                                               ; preds = %51
  %70 = load i32, i32* %6, align 4
  store i32 %70, i32* %5, align 4
  br label %71

71:                                               ; preds = %69, %51
  br label %72

72:                                               ; preds = %71
  %73 = load i32, i32* %6, align 4
  %74 = add nsw i32 %73, 1
  store i32 %74, i32* %6, align 4
  br label %48, !llvm.loop !22

75:                                               ; preds = %48
  %76 = load i32, i32* %5, align 4
  %77 = load i32, i32* %4, align 4
  %78 = icmp ne i32 %76, %77
  br i1 %78, label %79, label %115

79:                                               ; preds = %75
  store i32 0, i32* %7, align 4
  br label %80

80:                                               ; preds = %111, %79
  %81 = load i32, i32* %7, align 4
  %82 = icmp slt i32 %81, 24
  br i1 %82, label %83, label %114

83:                                               ; preds = %80
  %84 = load i32, i32* %4, align 4
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds [24 x [24 x double]], [24 x [24 x double]]* @B, i64 0, i64 %85
  %87 = load i32, i32* %7, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [24 x double], [24 x double]* %86, i64 0, i64 %88
  %90 = load double, double* %89, align 8
  store double %90, double* %8, align 8
  %91 = load i32, i32* %5, align 4
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds [24 x [24 x double]], [24 x [24 x double]]* @B, i64 0, i64 %92
  %94 = load i32, i32* %7, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds [24 x double], [24 x double]* %93, i64 0, i64 %95
  %97 = load double, double* %96, align 8
  %98 = load i32, i32* %4, align 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [24 x [24 x double]], [24 x [24 x double]]* @B, i64 0, i64 %99
  %101 = load i32, i32* %7, align 4
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds [24 x double], [24 x double]* %100, i64 0, i64 %102
  store double %97, double* %103, align 8
  %104 = load double, double* %8, align 8
  %105 = load i32, i32* %5, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds [24 x [24 x double]], [24 x [24 x double]]* @B, i64 0, i64 %106
  %108 = load i32, i32* %7, align 4
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds [24 x double], [24 x double]* %107, i64 0, i64 %109
  store double %104, double* %110, align 8
  br label %111

111:                                              ; preds = %83
  %112 = load i32, i32* %7, align 4
  %113 = add nsw i32 %112, 1
  store i32 %113, i32* %7, align 4
  br label %80, !llvm.loop !23

114:                                              ; preds = %80
  br label %115

115:                                              ; preds = %114, %75
  %116 = load i32, i32* %4, align 4
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds [24 x [24 x double]], [24 x [24 x double]]* @B, i64 0, i64 %117
  %119 = load i32, i32* %4, align 4
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds [24 x double], [24 x double]* %118, i64 0, i64 %120
  %122 = load double, double* %121, align 8
  %123 = call double @llvm.fabs.f64(double %122)
  %124 = call double @log(double noundef %123) #4
  %125 = load double, double* %3, align 8
  %126 = fadd double %125, %124
  store double %126, double* %3, align 8
  %127 = load i32, i32* %4, align 4
  %128 = add nsw i32 %127, 1
  store i32 %128, i32* %9, align 4
  br label %129

129:                                              ; preds = %174, %115
  %130 = load i32, i32* %9, align 4
  %131 = icmp slt i32 %130, 24
  br i1 %131, label %132, label %177

132:                                              ; preds = %129
  %133 = load i32, i32* %9, align 4
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds [24 x [24 x double]], [24 x [24 x double]]* @B, i64 0, i64 %134
  %136 = load i32, i32* %4, align 4
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds [24 x double], [24 x double]* %135, i64 0, i64 %137
  %139 = load double, double* %138, align 8
  %140 = load i32, i32* %4, align 4
  %141 = sext i32 %140 to i64
  %142 = getelementptr inbounds [24 x [24 x double]], [24 x [24 x double]]* @B, i64 0, i64 %141
  %143 = load i32, i32* %4, align 4
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds [24 x double], [24 x double]* %142, i64 0, i64 %144
  %146 = load double, double* %145, align 8
  %147 = fdiv double %139, %146
  store double %147, double* %10, align 8
  %148 = load i32, i32* %4, align 4
  store i32 %148, i32* %11, align 4
  br label %149

149:                                              ; preds = %170, %132
  %150 = load i32, i32* %11, align 4
  %151 = icmp slt i32 %150, 24
  br i1 %151, label %152, label %173

152:                                              ; preds = %149
  %153 = load double, double* %10, align 8
  %154 = load i32, i32* %4, align 4
  %155 = sext i32 %154 to i64
  %156 = getelementptr inbounds [24 x [24 x double]], [24 x [24 x double]]* @B, i64 0, i64 %155
  %157 = load i32, i32* %11, align 4
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds [24 x double], [24 x double]* %156, i64 0, i64 %158
  %160 = load double, double* %159, align 8
  %161 = load i32, i32* %9, align 4
  %162 = sext i32 %161 to i64
  %163 = getelementptr inbounds [24 x [24 x double]], [24 x [24 x double]]* @B, i64 0, i64 %162
  %164 = load i32, i32* %11, align 4
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds [24 x double], [24 x double]* %163, i64 0, i64 %165
  %167 = load double, double* %166, align 8
  %168 = fneg double %153
  %169 = call double @llvm.fmuladd.f64(double %168, double %160, double %167)
  store double %169, double* %166, align 8
  br label %170

170:                                              ; preds = %152
  %171 = load i32, i32* %11, align 4
  %172 = add nsw i32 %171, 1
  store i32 %172, i32* %11, align 4
  br label %149, !llvm.loop !24

173:                                              ; preds = %149
  br label %174

174:                                              ; preds = %173
  %175 = load i32, i32* %9, align 4
  %176 = add nsw i32 %175, 1
  store i32 %176, i32* %9, align 4
  br label %129, !llvm.loop !25

177:                                              ; preds = %129
  br label %178

178:                                              ; preds = %177
  %179 = load i32, i32* %4, align 4
  %180 = add nsw i32 %179, 1
  store i32 %180, i32* %4, align 4
  br label %41, !llvm.loop !26

181:                                              ; preds = %41
  %182 = load double, double* %3, align 8
  ret double %182
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @stencil(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store i32 0, i32* %3, align 4
  br label %12

12:                                               ; preds = %39, %1
  %13 = load i32, i32* %3, align 4
  %14 = icmp slt i32 %13, 24
  br i1 %14, label %15, label %42

15:                                               ; preds = %12
  store i32 0, i32* %4, align 4
  br label %16

16:                                               ; preds = %35, %15
  %17 = load i32, i32* %4, align 4
  %18 = icmp slt i32 %17, 24
  br i1 %18, label %19, label %38

19:                                               ; preds = %16
  %20 = load i32, i32* %3, align 4
  %21 = icmp eq i32 %20, 12
  br i1 %21, label %22, label %25

22:                                               ; preds = %19
  %23 = load i32, i32* %4, align 4
  %24 = icmp eq i32 %23, 12
  br label %25

25:                                               ; preds = %22, %19
  %26 = phi i1 [ false, %19 ], [ %24, %22 ]
  %27 = zext i1 %26 to i64
  %28 = select i1 %26, double 1.000000e+03, double 0.000000e+00
  %29 = load i32, i32* %3, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [24 x [24 x double]], [24 x [24 x double]]* getelementptr inbounds ([2 x [24 x [24 x double]]], [2 x [24 x [24 x double]]]* @stencil.u, i64 0, i64 0), i64 0, i64 %30
  %32 = load i32, i32* %4, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [24 x double], [24 x double]* %31, i64 0, i64 %33
  store double %28, double* %34, align 8
  br label %35

35:                                               ; preds = %25
  %36 = load i32, i32* %4, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, i32* %4, align 4
  br label %16, !llvm.loop !27

38:                                               ; preds = %16
  br label %39

39:                                               ; preds = %38
  %40 = load i32, i32* %3, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, i32* %3, align 4
  br label %12, !llvm.loop !28

42:                                               ; preds = %12
  store i32 0, i32* %5, align 4
  store i32 0, i32* %6, align 4
  br label %43

43:                                               ; preds = %124, %42
  %44 = load i32, i32* %6, align 4
  %45 = load i32, i32* %2, align 4
  %46 = icmp slt i32 %44, %45
  br i1 %46, label %47, label %127

47:                                               ; preds = %43
  store i32 1, i32* %7, align 4
  br label %48

48:                                               ; preds = %118, %47
  %49 = load i32, i32* %7, align 4
  %50 = icmp slt i32 %49, 23
  br i1 %50, label %51, label %121

51:                                               ; preds = %48
  store i32 1, i32* %8, align 4
  br label %52

52:                                               ; preds = %114, %51
  %53 = load i32, i32* %8, align 4
  %54 = icmp slt i32 %53, 23
  br i1 %54, label %55, label %117

55:                                               ; preds = %52
  %56 = load i32, i32* %5, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [2 x [24 x [24 x double]]], [2 x [24 x [24 x double]]]* @stencil.u, i64 0, i64 %57
  %59 = load i32, i32* %7, align 4
  %60 = sub nsw i32 %59, 1
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [24 x [24 x double]], [24 x [24 x double]]* %58, i64 0, i64 %61
  %63 = load i32, i32* %8, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [24 x double], [24 x double]* %62, i64 0, i64 %64
  %66 = load double, double* %65, align 8
  %67 = load i32, i32* %5, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [2 x [24 x [24 x double]]], [2 x [24 x [24 x double]]]* @stencil.u, i64 0, i64 %68
  %70 = load i32, i32* %7, align 4
  %71 = add nsw i32 %70, 1
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds [24 x [24 x double]], [24 x [24 x double]]* %69, i64 0, i64 %72
  %74 = load i32, i32* %8, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [24 x double], [24 x double]* %73, i64 0, i64 %75
  %77 = load double, double* %76, align 8
  %78 = fadd double %66, %77
  %79 = load i32, i32* %5, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds [2 x [24 x [24 x double]]], [2 x [24 x [24 x double]]]* @stencil.u, i64 0, i64 %80
  %82 = load i32, i32* %7, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [24 x [24 x double]], [24 x [24 x double]]* %81, i64 0, i64 %83
  %85 = load i32, i32* %8, align 4
  %86 = sub nsw i32 %85, 1
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [24 x double], [24 x double]* %84, i64 0, i64 %87
  %89 = load double, double* %88, align 8
  %90 = fadd double %78, %89
  %91 = load i32, i32* %5, align 4
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds [2 x [24 x [24 x double]]], [2 x [24 x [24 x double]]]* @stencil.u, i64 0, i64 %92
  %94 = load i32, i32* %7, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds [24 x [24 x double]], [24 x [24 x double]]* %93, i64 0, i64 %95
  %97 = load i32, i32* %8, align 4
  %98 = add nsw i32 %97, 1
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [24 x double], [24 x double]* %96, i64 0, i64 %99
  %101 = load double, double* %100, align 8
  %102 = fadd double %90, %101
  %103 = fmul double 2.500000e-01, %102
  %104 = load i32, i32* %5, align 4
  %105 = sub nsw i32 1, %104
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds [2 x [24 x [24 x double]]], [2 x [24 x [24 x double]]]* @stencil.u, i64 0, i64 %106
  %108 = load i32, i32* %7, align 4
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds [24 x [24 x double]], [24 x [24 x double]]* %107, i64 0, i64 %109
  %111 = load i32, i32* %8, align 4
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds [24 x double], [24 x double]* %110, i64 0, i64 %112
  store double %103, double* %113, align 8
  br label %114

114:                                              ; preds = %55
  %115 = load i32, i32* %8, align 4
  %116 = add nsw i32 %115, 1
  store i32 %116, i32* %8, align 4
  br label %52, !llvm.loop !29

117:                                              ; preds = %52
  br label %118

118:                                              ; preds = %117
  %119 = load i32, i32* %7, align 4
  %120 = add nsw i32 %119, 1
  store i32 %120, i32* %7, align 4
  br label %48, !llvm.loop !30

121:                                              ; preds = %48
  %122 = load i32, i32* %5, align 4
  %123 = sub nsw i32 1, %122
  store i32 %123, i32* %5, align 4
  br label %124

124:                                              ; preds = %121
  %125 = load i32, i32* %6, align 4
  %126 = add nsw i32 %125, 1
  store i32 %126, i32* %6, align 4
  br label %43, !llvm.loop !31

127:                                              ; preds = %43
  store double 0.000000e+00, double* %9, align 8
  store i32 0, i32* %10, align 4
  br label %128

128:                                              ; preds = %152, %127
  %129 = load i32, i32* %10, align 4
  %130 = icmp slt i32 %129, 24
  br i1 %130, label %131, label %155

131:                                              ; preds = %128
  store i32 0, i32* %11, align 4
  br label %132

132:                                              ; preds = %148, %131
  %133 = load i32, i32* %11, align 4
  %134 = icmp slt i32 %133, 24
  br i1 %134, label %135, label %151

135:                                              ; preds = %132
  %136 = load i32, i32* %5, align 4
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds [2 x [24 x [24 x double]]], [2 x [24 x [24 x double]]]* @stencil.u, i64 0, i64 %137
  %139 = load i32, i32* %10, align 4
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds [24 x [24 x double]], [24 x [24 x double]]* %138, i64 0, i64 %140
  %142 = load i32, i32* %11, align 4
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds [24 x double], [24 x double]* %141, i64 0, i64 %143
  %145 = load double, double* %144, align 8
  %146 = load double, double* %9, align 8
  %147 = fadd double %146, %145
  store double %147, double* %9, align 8
  br label %148

148:                                              ; preds = %135
  %149 = load i32, i32* %11, align 4
  %150 = add nsw i32 %149, 1
  store i32 %150, i32* %11, align 4
  br label %132, !llvm.loop !32

151:                                              ; preds = %132
  br label %152

152:                                              ; preds = %151
  %153 = load i32, i32* %10, align 4
  %154 = add nsw i32 %153, 1
  store i32 %154, i32* %10, align 4
  br label %128, !llvm.loop !33

155:                                              ; preds = %128
  %156 = load double, double* %9, align 8
  ret double %156
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nounwind
declare double @log(double noundef) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

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
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
!21 = distinct !{!21, !7}
!22 = distinct !{!22, !7}
!23 = distinct !{!23, !7}
!24 = distinct !{!24, !7}
!25 = distinct !{!25, !7}
!26 = distinct !{!26, !7}
!27 = distinct !{!27, !7}
!28 = distinct !{!28, !7}
!29 = distinct !{!29, !7}
!30 = distinct !{!30, !7}
!31 = distinct !{!31, !7}
!32 = distinct !{!32, !7}
!33 = distinct !{!33, !7}

; ModuleID = 'floats.c'
source_filename = "floats.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [12 x i8] c"float %.3f\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"newton err<1e-9 %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"poly %.9f %.9f\0A\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"ldsum %.12Lf\0A\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"nan %d %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [27 x i8] c"floor %.1f %.1f ceil %.1f\0A\00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c"conv %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c"u64 %llu\0A\00", align 1
@.str.8 = private unnamed_addr constant [18 x i8] c"minmax %.2f %.2f\0A\00", align 1
@poly.c = internal constant [5 x double] [double 1.000000e+00, double -5.000000e-01, double 2.500000e-01, double -1.250000e-01, double 6.250000e-02], align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca float, align 4
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  store float 0.000000e+00, float* %2, align 4
  store i32 0, i32* %3, align 4
  br label %10

10:                                               ; preds = %18, %0
  %11 = load i32, i32* %3, align 4
  %12 = icmp slt i32 %11, 100
  br i1 %12, label %13, label %21

13:                                               ; preds = %10
  %14 = load i32, i32* %3, align 4
  %15 = sitofp i32 %14 to float
  %16 = load float, float* %2, align 4
  %17 = call float @llvm.fmuladd.f32(float %15, float 2.500000e-01, float %16)
  store float %17, float* %2, align 4
  br label %18

18:                                               ; preds = %13
  %19 = load i32, i32* %3, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, i32* %3, align 4
  br label %10, !llvm.loop !6

21:                                               ; preds = %10
  %22 = load float, float* %2, align 4
  %23 = fpext float %22 to double
  %24 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), double noundef %23)
  store double 0.000000e+00, double* %4, align 8
  store i32 1, i32* %5, align 4
  br label %25

25:                                               ; preds = %39, %21
  %26 = load i32, i32* %5, align 4
  %27 = icmp sle i32 %26, 200
  br i1 %27, label %28, label %42

28:                                               ; preds = %25
  %29 = load i32, i32* %5, align 4
  %30 = sitofp i32 %29 to double
  %31 = call double @newton_sqrt(double noundef %30)
  %32 = load i32, i32* %5, align 4
  %33 = sitofp i32 %32 to double
  %34 = call double @sqrt(double noundef %33) #4
  %35 = fsub double %31, %34
  %36 = call double @llvm.fabs.f64(double %35)
  %37 = load double, double* %4, align 8
  %38 = fadd double %37, %36
  store double %38, double* %4, align 8
  br label %39

39:                                               ; preds = %28
  %40 = load i32, i32* %5, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, i32* %5, align 4
  br label %25, !llvm.loop !8

42:                                               ; preds = %25
  %43 = load double, double* %4, align 8
  %44 = fcmp olt double %43, 1.000000e-09
  %45 = zext i1 %44 to i32
  %46 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.1, i64 0, i64 0), i32 noundef %45)
  %47 = call double @poly(double noundef 5.000000e-01)
  %48 = call double @poly(double noundef -1.250000e+00)
  %49 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), double noundef %47, double noundef %48)
  %50 = call x86_fp80 @ld_sum(i32 noundef 1000)
  %51 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.3, i64 0, i64 0), x86_fp80 noundef %50)
  %52 = call double @sqrt(double noundef -1.000000e+00) #4
  store double %52, double* %6, align 8
  %53 = load double, double* %6, align 8
  %54 = load double, double* %6, align 8
  %55 = fcmp oeq double %53, %54
  %56 = zext i1 %55 to i32
  %57 = load double, double* %6, align 8
  %58 = load double, double* %6, align 8
  %59 = fcmp une double %57, %58
  %60 = zext i1 %59 to i32
  %61 = load double, double* %6, align 8
  %62 = fcmp uno double %61, %61
  %63 = zext i1 %62 to i32
  %64 = icmp ne i32 %63, 0
  %65 = zext i1 %64 to i32
  %66 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i64 0, i64 0), i32 noundef %56, i32 noundef %60, i32 noundef %65)
  %67 = call double @llvm.floor.f64(double 2.700000e+00)
  %68 = call double @llvm.floor.f64(double -2.300000e+00)
  %69 = call double @llvm.ceil.f64(double -2.300000e+00)
  %70 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.5, i64 0, i64 0), double noundef %67, double noundef %68, double noundef %69)
  store i32 0, i32* %7, align 4
  store i32 -50, i32* %8, align 4
  br label %71

71:                                               ; preds = %86, %42
  %72 = load i32, i32* %8, align 4
  %73 = icmp slt i32 %72, 50
  br i1 %73, label %74, label %89

74:                                               ; preds = %71
  %75 = load i32, i32* %8, align 4
  %76 = sitofp i32 %75 to double
  %77 = fdiv double %76, 3.000000e+00
  %78 = fptosi double %77 to i32
  %79 = load i32, i32* %8, align 4
  %80 = sitofp i32 %79 to float
  %81 = fmul float %80, 1.500000e+00
  %82 = fptosi float %81 to i32
  %83 = add nsw i32 %78, %82
  %84 = load i32, i32* %7, align 4
  %85 = add nsw i32 %84, %83
  store i32 %85, i32* %7, align 4
  br label %86

86:                                               ; preds = %74
  %87 = load i32, i32* %8, align 4
  %88 = add nsw i32 %87, 1
  store i32 %88, i32* %8, align 4
  br label %71, !llvm.loop !9

89:                                               ; preds = %71
  %90 = load i32, i32* %7, align 4
  %91 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.6, i64 0, i64 0), i32 noundef %90)
  store i64 1000000000000012288, i64* %9, align 8
  %92 = load i64, i64* %9, align 8
  %93 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.7, i64 0, i64 0), i64 noundef %92)
  %94 = call double @llvm.minnum.f64(double 3.500000e+00, double -2.000000e+00)
  %95 = call double @llvm.maxnum.f64(double 3.500000e+00, double -2.000000e+00)
  %96 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.8, i64 0, i64 0), double noundef %94, double noundef %95)
  ret i32 0
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #1

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @newton_sqrt(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  store double %0, double* %2, align 8
  %6 = load double, double* %2, align 8
  %7 = fcmp ogt double %6, 1.000000e+00
  br i1 %7, label %8, label %10

8:                                                ; preds = %1
  %9 = load double, double* %2, align 8
  br label %11

10:                                               ; preds = %1
  br label %11

11:                                               ; preds = %10, %8
  %12 = phi double [ %9, %8 ], [ 1.000000e+00, %10 ]
  store double %12, double* %3, align 8
  store i32 0, i32* %4, align 4
  br label %13

13:                                               ; preds = %31, %11
  %14 = load i32, i32* %4, align 4
  %15 = icmp slt i32 %14, 60
  br i1 %15, label %16, label %34

16:                                               ; preds = %13
  %17 = load double, double* %3, align 8
  %18 = load double, double* %2, align 8
  %19 = load double, double* %3, align 8
  %20 = fdiv double %18, %19
  %21 = fadd double %17, %20
  %22 = fmul double 5.000000e-01, %21
  store double %22, double* %5, align 8
  %23 = load double, double* %5, align 8
  %24 = load double, double* %3, align 8
  %25 = fsub double %23, %24
  %26 = call double @llvm.fabs.f64(double %25)
  %27 = fcmp olt double %26, 1.000000e-15
  br i1 %27, label %28, label %29

28:                                               ; preds = %16
  br label %34

29:                                               ; preds = %16
  %30 = load double, double* %5, align 8
  store double %30, double* %3, align 8
  br label %31

31:                                               ; preds = %29
  %32 = load i32, i32* %4, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, i32* %4, align 4
  br label %13, !llvm.loop !10

34:                                               ; preds = %28, %13
  %35 = load double, double* %3, align 8
  ret double %35
}

; Function Attrs: nounwind
declare double @sqrt(double noundef) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @poly(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store double %0, double* %2, align 8
  store double 0.000000e+00, double* %3, align 8
  store i32 4, i32* %4, align 4
  br label %5

5:                                                ; preds = %18, %1
  %6 = load i32, i32* %4, align 4
  %7 = icmp sge i32 %6, 0
  br i1 %7, label %8, label %21

8:                                                ; preds = %5
  %9 = load double, double* %3, align 8
  %10 = load double, double* %2, align 8
  %11 = fmul double %9, %10
  store double %11, double* %3, align 8
  %12 = load double, double* %3, align 8
  %13 = load i32, i32* %4, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [5 x double], [5 x double]* @poly.c, i64 0, i64 %14
  %16 = load double, double* %15, align 8
  %17 = fadd double %12, %16
  store double %17, double* %3, align 8
  br label %18

18:                                               ; preds = %8
  %19 = load i32, i32* %4, align 4
  %20 = add nsw i32 %19, -1
  store i32 %20, i32* %4, align 4
  br label %5, !llvm.loop !11

21:                                               ; preds = %5
  %22 = load double, double* %3, align 8
  ret double %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @ld_sum(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca x86_fp80, align 16
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store x86_fp80 0xK00000000000000000000, x86_fp80* %3, align 16
  store i32 1, i32* %4, align 4
  br label %5

5:                                                ; preds = %18, %1
  %6 = load i32, i32* %4, align 4
  %7 = load i32, i32* %2, align 4
  %8 = icmp sle i32 %6, %7
  br i1 %8, label %9, label %21

9:                                                ; preds = %5
  %10 = load i32, i32* %4, align 4
  %11 = sitofp i32 %10 to x86_fp80
  %12 = load i32, i32* %4, align 4
  %13 = sitofp i32 %12 to x86_fp80
  %14 = fmul x86_fp80 %11, %13
  %15 = fdiv x86_fp80 0xK3FFF8000000000000000, %14
  %16 = load x86_fp80, x86_fp80* %3, align 16
  %17 = fadd x86_fp80 %16, %15
  store x86_fp80 %17, x86_fp80* %3, align 16
  br label %18

18:                                               ; preds = %9
  %19 = load i32, i32* %4, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, i32* %4, align 4
  br label %5, !llvm.loop !12

21:                                               ; preds = %5
  %22 = load x86_fp80, x86_fp80* %3, align 16
  ret x86_fp80 %22
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.floor.f64(double) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.ceil.f64(double) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.minnum.f64(double, double) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.maxnum.f64(double, double) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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

; ModuleID = 'cold_mul.raw.ll'
source_filename = "/work/wt-sink/bench/kernels/cold_mul.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.a = internal global [60000 x i32] zeroinitializer, align 16
@main.b = internal global [60000 x i32] zeroinitializer, align 16
@main.d = internal global [830 x double] zeroinitializer, align 16
@main.da = internal global [60000 x double] zeroinitializer, align 16
@.str = private unnamed_addr constant [15 x i8] c"cold_mul %08x\0A\00", align 1
@seed = internal global i32 61, align 4

; Function Attrs: noinline nounwind readnone uwtable willreturn
define dso_local i32 @scramble(i32 noundef %0) #0 !prof !34 {
  %2 = lshr i32 %0, 13
  %3 = xor i32 %2, %0
  %4 = mul i32 %3, 1540483477
  ret i32 %4
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @cold_mul(i32* noundef %0, i32* noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) #1 !prof !35 {
  br label %7

7:                                                ; preds = %30, %6
  %.0 = phi i32 [ 0, %6 ], [ %31, %30 ]
  %8 = icmp slt i32 %.0, %2
  br i1 %8, label %9, label %32, !prof !36

9:                                                ; preds = %7, %26
  %.025 = phi i32 [ %29, %26 ], [ 0, %7 ]
  %10 = icmp slt i32 %.025, %3
  br i1 %10, label %11, label %30, !prof !37

11:                                               ; preds = %9
  %12 = mul nsw i32 %.0, %3
  %13 = add nsw i32 %12, %.025
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i32, i32* %1, i64 %14
  %16 = load i32, i32* %15, align 4, !tbaa !38
  %17 = icmp ugt i32 %16, 16760000
  br i1 %17, label %18, label %24, !prof !42

18:                                               ; preds = %11
  %19 = mul i32 %4, %5
  %20 = add i32 %4, %5
  %21 = mul i32 %19, %20
  %22 = call i32 @scramble(i32 noundef %4) #6
  %23 = add i32 %21, %22
  br label %26

24:                                               ; preds = %11
  %25 = and i32 %16, 4095
  br label %26

26:                                               ; preds = %24, %18
  %27 = phi i32 [ %23, %18 ], [ %25, %24 ]
  %28 = getelementptr inbounds i32, i32* %0, i64 %14
  store i32 %27, i32* %28, align 4, !tbaa !38
  %29 = add nuw nsw i32 %.025, 1
  br label %9, !llvm.loop !43

30:                                               ; preds = %9
  %31 = add nuw nsw i32 %.0, 1
  br label %7, !llvm.loop !46

32:                                               ; preds = %7
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: noinline nounwind uwtable
define dso_local void @cold_sqrt(double* noundef %0, double* noundef %1, i32 noundef %2, i32 noundef %3, double noundef %4) #1 !prof !35 {
  br label %6

6:                                                ; preds = %26, %5
  %.0 = phi i32 [ 0, %5 ], [ %29, %26 ]
  %7 = icmp slt i32 %.0, %2
  br i1 %7, label %8, label %30, !prof !36

8:                                                ; preds = %6, %24
  %.025 = phi double [ %.1, %24 ], [ 0.000000e+00, %6 ]
  %.024 = phi i32 [ %25, %24 ], [ 0, %6 ]
  %9 = icmp slt i32 %.024, %3
  br i1 %9, label %10, label %26, !prof !47

10:                                               ; preds = %8
  %11 = mul nsw i32 %.0, %3
  %12 = add nsw i32 %11, %.024
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds double, double* %1, i64 %13
  %15 = load double, double* %14, align 8, !tbaa !48
  %16 = fcmp ogt double %15, 1.676000e+07
  br i1 %16, label %17, label %20, !prof !50

17:                                               ; preds = %10
  %18 = call double @llvm.sqrt.f64(double %4)
  %19 = call double @llvm.fmuladd.f64(double %18, double 3.000000e+00, double %.025)
  br label %24

20:                                               ; preds = %10
  %21 = fmul double %15, 0x3EB0000000000000
  %22 = call double @llvm.floor.f64(double %21)
  %23 = fadd double %.025, %22
  br label %24

24:                                               ; preds = %17, %20
  %.1 = phi double [ %19, %17 ], [ %23, %20 ]
  %25 = add nuw nsw i32 %.024, 1
  br label %8, !llvm.loop !51

26:                                               ; preds = %8
  %27 = zext i32 %.0 to i64
  %28 = getelementptr inbounds double, double* %0, i64 %27
  store double %.025, double* %28, align 8, !tbaa !48
  %29 = add nuw nsw i32 %.0, 1
  br label %6, !llvm.loop !52

30:                                               ; preds = %6
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.sqrt.f64(double) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.floor.f64(double) #3

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #4 !prof !53 {
  br label %1

1:                                                ; preds = %3, %0
  %.038 = phi i32 [ 0, %0 ], [ %9, %3 ]
  %2 = icmp ult i32 %.038, 60000
  br i1 %2, label %3, label %10, !prof !54

3:                                                ; preds = %1
  %4 = call i32 @lcg()
  %5 = zext i32 %.038 to i64
  %6 = getelementptr inbounds [60000 x i32], [60000 x i32]* @main.a, i64 0, i64 %5
  store i32 %4, i32* %6, align 4, !tbaa !38
  %7 = uitofp i32 %4 to double
  %8 = getelementptr inbounds [60000 x double], [60000 x double]* @main.da, i64 0, i64 %5
  store double %7, double* %8, align 8, !tbaa !48
  %9 = add nuw nsw i32 %.038, 1
  br label %1, !llvm.loop !55

10:                                               ; preds = %1, %39
  %.037 = phi i32 [ %43, %39 ], [ 0, %1 ]
  %.036 = phi i32 [ %44, %39 ], [ 0, %1 ]
  %11 = icmp ult i32 %.036, 2
  br i1 %11, label %12, label %45, !prof !56

12:                                               ; preds = %10
  %13 = add nuw i32 %.036, 5
  call void @cold_mul(i32* noundef getelementptr inbounds ([60000 x i32], [60000 x i32]* @main.b, i64 0, i64 0), i32* noundef getelementptr inbounds ([60000 x i32], [60000 x i32]* @main.a, i64 0, i64 0), i32 noundef 750, i32 noundef 80, i32 noundef %13, i32 noundef 9)
  %14 = mul i32 %.037, 31
  %15 = call i32 @hash(i32* noundef getelementptr inbounds ([60000 x i32], [60000 x i32]* @main.b, i64 0, i64 0), i32 noundef 60000)
  %16 = add i32 %14, %15
  call void @cold_mul(i32* noundef getelementptr inbounds ([60000 x i32], [60000 x i32]* @main.b, i64 0, i64 0), i32* noundef getelementptr inbounds ([60000 x i32], [60000 x i32]* @main.b, i64 0, i64 1), i32 noundef 750, i32 noundef 79, i32 noundef 7, i32 noundef %.036)
  %17 = call i32 @hash(i32* noundef getelementptr inbounds ([60000 x i32], [60000 x i32]* @main.b, i64 0, i64 0), i32 noundef 60000)
  %18 = xor i32 %16, %17
  %19 = sitofp i32 %.036 to double
  %20 = fadd double %19, 2.000000e+00
  call void @cold_sqrt(double* noundef getelementptr inbounds ([830 x double], [830 x double]* @main.d, i64 0, i64 0), double* noundef getelementptr inbounds ([60000 x double], [60000 x double]* @main.da, i64 0, i64 0), i32 noundef 750, i32 noundef 80, double noundef %20)
  br label %21

21:                                               ; preds = %23, %12
  %.035 = phi double [ 0.000000e+00, %12 ], [ %27, %23 ]
  %.034 = phi i32 [ 0, %12 ], [ %28, %23 ]
  %22 = icmp ult i32 %.034, 750
  br i1 %22, label %23, label %29, !prof !57

23:                                               ; preds = %21
  %24 = zext i32 %.034 to i64
  %25 = getelementptr inbounds [830 x double], [830 x double]* @main.d, i64 0, i64 %24
  %26 = load double, double* %25, align 8, !tbaa !48
  %27 = fadd double %.035, %26
  %28 = add nuw nsw i32 %.034, 1
  br label %21, !llvm.loop !58

29:                                               ; preds = %21
  call void @cold_sqrt(double* noundef getelementptr inbounds ([60000 x double], [60000 x double]* @main.da, i64 0, i64 30000), double* noundef getelementptr inbounds ([60000 x double], [60000 x double]* @main.da, i64 0, i64 0), i32 noundef 750, i32 noundef 80, double noundef 5.000000e+00)
  br label %30

30:                                               ; preds = %32, %29
  %.1 = phi double [ %.035, %29 ], [ %37, %32 ]
  %.0 = phi i32 [ 0, %29 ], [ %38, %32 ]
  %31 = icmp ult i32 %.0, 750
  br i1 %31, label %32, label %39, !prof !57

32:                                               ; preds = %30
  %33 = add nuw nsw i32 %.0, 30000
  %34 = zext i32 %33 to i64
  %35 = getelementptr inbounds [60000 x double], [60000 x double]* @main.da, i64 0, i64 %34
  %36 = load double, double* %35, align 8, !tbaa !48
  %37 = fadd double %.1, %36
  %38 = add nuw nsw i32 %.0, 1
  br label %30, !llvm.loop !59

39:                                               ; preds = %30
  %40 = fmul double %.1, 1.024000e+03
  %41 = fptosi double %40 to i64
  %42 = trunc i64 %41 to i32
  %43 = add i32 %18, %42
  %44 = add nuw nsw i32 %.036, 1
  br label %10, !llvm.loop !60

45:                                               ; preds = %10
  %46 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), i32 noundef %.037) #7
  ret i32 0
}

; Function Attrs: nounwind uwtable
define internal i32 @lcg() #4 !prof !61 !PGOFuncName !62 {
  %1 = load i32, i32* @seed, align 4, !tbaa !38
  %2 = mul i32 %1, 1664525
  %3 = add i32 %2, 1013904223
  store i32 %3, i32* @seed, align 4, !tbaa !38
  %4 = lshr i32 %3, 8
  ret i32 %4
}

; Function Attrs: nounwind uwtable
define internal i32 @hash(i32* noundef %0, i32 noundef %1) #4 !prof !35 !PGOFuncName !63 {
  br label %3

3:                                                ; preds = %5, %2
  %.09 = phi i32 [ -2128831035, %2 ], [ %10, %5 ]
  %.0 = phi i32 [ 0, %2 ], [ %11, %5 ]
  %4 = icmp slt i32 %.0, %1
  br i1 %4, label %5, label %12, !prof !64

5:                                                ; preds = %3
  %6 = zext i32 %.0 to i64
  %7 = getelementptr inbounds i32, i32* %0, i64 %6
  %8 = load i32, i32* %7, align 4, !tbaa !38
  %9 = xor i32 %.09, %8
  %10 = mul i32 %9, 16777619
  %11 = add nuw nsw i32 %.0, 1
  br label %3, !llvm.loop !65

12:                                               ; preds = %3
  ret i32 %.09
}

declare i32 @printf(i8* noundef, ...) #5

attributes #0 = { noinline nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly nofree nosync nounwind willreturn }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind readnone willreturn }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !29, !30, !31, !32}
!llvm.ident = !{!33}

!0 = !{i32 1, !"ProfileSummary", !1}
!1 = !{!2, !3, !4, !5, !6, !7, !8, !9, !10, !11}
!2 = !{!"ProfileFormat", !"InstrProf"}
!3 = !{!"TotalCount", i64 785329}
!4 = !{!"MaxCount", i64 240000}
!5 = !{!"MaxInternalCount", i64 240000}
!6 = !{!"MaxFunctionCount", i64 60000}
!7 = !{!"NumCounts", i64 12}
!8 = !{!"NumFunctions", i64 5}
!9 = !{!"IsPartialProfile", i64 0}
!10 = !{!"PartialProfileRatio", double 0.000000e+00}
!11 = !{!"DetailedSummary", !12}
!12 = !{!13, !14, !15, !16, !17, !18, !19, !20, !21, !22, !23, !24, !25, !26, !27, !28}
!13 = !{i32 10000, i64 240000, i32 2}
!14 = !{i32 100000, i64 240000, i32 2}
!15 = !{i32 200000, i64 240000, i32 2}
!16 = !{i32 300000, i64 240000, i32 2}
!17 = !{i32 400000, i64 240000, i32 2}
!18 = !{i32 500000, i64 240000, i32 2}
!19 = !{i32 600000, i64 240000, i32 2}
!20 = !{i32 700000, i64 238500, i32 3}
!21 = !{i32 800000, i64 238500, i32 3}
!22 = !{i32 900000, i64 238500, i32 3}
!23 = !{i32 950000, i64 60000, i32 4}
!24 = !{i32 990000, i64 60000, i32 4}
!25 = !{i32 999000, i64 273, i32 7}
!26 = !{i32 999900, i64 272, i32 9}
!27 = !{i32 999990, i64 4, i32 12}
!28 = !{i32 999999, i64 4, i32 12}
!29 = !{i32 1, !"wchar_size", i32 4}
!30 = !{i32 7, !"PIC Level", i32 2}
!31 = !{i32 7, !"PIE Level", i32 2}
!32 = !{i32 7, !"uwtable", i32 1}
!33 = !{!"Debian clang version 14.0.6"}
!34 = !{!"function_entry_count", i64 272}
!35 = !{!"function_entry_count", i64 4}
!36 = !{!"branch_weights", i32 3001, i32 5}
!37 = !{!"branch_weights", i32 238501, i32 3001}
!38 = !{!39, !39, i64 0}
!39 = !{!"int", !40, i64 0}
!40 = !{!"omnipotent char", !41, i64 0}
!41 = !{!"Simple C/C++ TBAA"}
!42 = !{!"branch_weights", i32 273, i32 238229}
!43 = distinct !{!43, !44, !45}
!44 = !{!"llvm.loop.mustprogress"}
!45 = !{!"llvm.loop.unroll.disable"}
!46 = distinct !{!46, !44, !45}
!47 = !{!"branch_weights", i32 240001, i32 3001}
!48 = !{!49, !49, i64 0}
!49 = !{!"double", !40, i64 0}
!50 = !{!"branch_weights", i32 274, i32 239728}
!51 = distinct !{!51, !44, !45}
!52 = distinct !{!52, !44, !45}
!53 = !{!"function_entry_count", i64 1}
!54 = !{!"branch_weights", i32 60001, i32 2}
!55 = distinct !{!55, !44, !45}
!56 = !{!"branch_weights", i32 3, i32 2}
!57 = !{!"branch_weights", i32 1501, i32 3}
!58 = distinct !{!58, !44, !45}
!59 = distinct !{!59, !44, !45}
!60 = distinct !{!60, !44, !45}
!61 = !{!"function_entry_count", i64 60000}
!62 = !{!"cold_mul.c:lcg"}
!63 = !{!"cold_mul.c:hash"}
!64 = !{!"branch_weights", i32 240001, i32 5}
!65 = distinct !{!65, !44, !45}

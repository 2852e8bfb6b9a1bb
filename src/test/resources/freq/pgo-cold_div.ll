; ModuleID = 'cold_div.raw.ll'
source_filename = "/work/wt-sink/bench/kernels/cold_div.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.a = internal global [128000 x i32] zeroinitializer, align 16
@main.out = internal global [2000 x i32] zeroinitializer, align 16
@.str = private unnamed_addr constant [23 x i8] c"cold_div %08x hits %u\0A\00", align 1
@seed = internal global i32 53, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local void @cold_div(i32* noundef %0, i32* noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) #0 !prof !34 {
  br label %7

7:                                                ; preds = %28, %6
  %.0 = phi i32 [ 0, %6 ], [ %31, %28 ]
  %8 = icmp slt i32 %.0, %2
  br i1 %8, label %9, label %32, !prof !35

9:                                                ; preds = %7, %26
  %.028 = phi i32 [ %.1, %26 ], [ 0, %7 ]
  %.027 = phi i32 [ %27, %26 ], [ 0, %7 ]
  %10 = icmp slt i32 %.027, %3
  br i1 %10, label %11, label %28, !prof !36

11:                                               ; preds = %9
  %12 = mul nsw i32 %.0, %3
  %13 = add nsw i32 %12, %.027
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i32, i32* %1, i64 %14
  %16 = load i32, i32* %15, align 4, !tbaa !37
  %17 = and i32 %16, 1023
  %18 = icmp eq i32 %17, 0
  br i1 %18, label %19, label %24, !prof !41

19:                                               ; preds = %11
  %20 = mul i32 %4, -1640531535
  %21 = udiv i32 %20, %5
  %22 = urem i32 %4, %5
  %23 = add i32 %21, %22
  br label %26

24:                                               ; preds = %11
  %25 = lshr i32 %16, 4
  br label %26

26:                                               ; preds = %19, %24
  %.pn = phi i32 [ %23, %19 ], [ %25, %24 ]
  %.1 = add i32 %.028, %.pn
  %27 = add nuw nsw i32 %.027, 1
  br label %9, !llvm.loop !42

28:                                               ; preds = %9
  %29 = zext i32 %.0 to i64
  %30 = getelementptr inbounds i32, i32* %0, i64 %29
  store i32 %.028, i32* %30, align 4, !tbaa !37
  %31 = add nuw nsw i32 %.0, 1
  br label %7, !llvm.loop !45

32:                                               ; preds = %7
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #2 !prof !46 {
  br label %1

1:                                                ; preds = %3, %0
  %.027 = phi i32 [ 0, %0 ], [ %7, %3 ]
  %2 = icmp ult i32 %.027, 128000
  br i1 %2, label %3, label %8, !prof !47

3:                                                ; preds = %1
  %4 = call i32 @lcg()
  %5 = zext i32 %.027 to i64
  %6 = getelementptr inbounds [128000 x i32], [128000 x i32]* @main.a, i64 0, i64 %5
  store i32 %4, i32* %6, align 4, !tbaa !37
  %7 = add nuw nsw i32 %.027, 1
  br label %1, !llvm.loop !48

8:                                                ; preds = %1, %10
  %.025 = phi i32 [ %17, %10 ], [ 0, %1 ]
  %.024 = phi i32 [ %18, %10 ], [ 0, %1 ]
  %9 = icmp ult i32 %.024, 128000
  br i1 %9, label %10, label %19, !prof !47

10:                                               ; preds = %8
  %11 = zext i32 %.024 to i64
  %12 = getelementptr inbounds [128000 x i32], [128000 x i32]* @main.a, i64 0, i64 %11
  %13 = load i32, i32* %12, align 4, !tbaa !37
  %14 = and i32 %13, 1023
  %15 = icmp eq i32 %14, 0
  %16 = zext i1 %15 to i32
  %17 = add i32 %.025, %16
  %18 = add nuw nsw i32 %.024, 1
  br label %8, !llvm.loop !49

19:                                               ; preds = %8, %21
  %.026 = phi i32 [ %28, %21 ], [ 0, %8 ]
  %.0 = phi i32 [ %29, %21 ], [ 0, %8 ]
  %20 = icmp ult i32 %.0, 2
  br i1 %20, label %21, label %30, !prof !50

21:                                               ; preds = %19
  %22 = add nuw i32 %.0, 1000
  %23 = add nuw i32 %.0, 7
  call void @cold_div(i32* noundef getelementptr inbounds ([2000 x i32], [2000 x i32]* @main.out, i64 0, i64 0), i32* noundef getelementptr inbounds ([128000 x i32], [128000 x i32]* @main.a, i64 0, i64 0), i32 noundef 2000, i32 noundef 64, i32 noundef %22, i32 noundef %23)
  %24 = mul i32 %.026, 31
  %25 = call i32 @hash(i32* noundef getelementptr inbounds ([2000 x i32], [2000 x i32]* @main.out, i64 0, i64 0), i32 noundef 2000)
  %26 = add i32 %24, %25
  call void @cold_div(i32* noundef getelementptr inbounds ([128000 x i32], [128000 x i32]* @main.a, i64 0, i64 64000), i32* noundef getelementptr inbounds ([128000 x i32], [128000 x i32]* @main.a, i64 0, i64 0), i32 noundef 2000, i32 noundef 64, i32 noundef 99, i32 noundef 3)
  %27 = call i32 @hash(i32* noundef getelementptr inbounds ([128000 x i32], [128000 x i32]* @main.a, i64 0, i64 0), i32 noundef 128000)
  %28 = xor i32 %26, %27
  %29 = add nuw nsw i32 %.0, 1
  br label %19, !llvm.loop !51

30:                                               ; preds = %19
  %31 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str, i64 0, i64 0), i32 noundef %.026, i32 noundef %.025) #4
  ret i32 0
}

; Function Attrs: nounwind uwtable
define internal i32 @lcg() #2 !prof !52 !PGOFuncName !53 {
  %1 = load i32, i32* @seed, align 4, !tbaa !37
  %2 = mul i32 %1, 1664525
  %3 = add i32 %2, 1013904223
  store i32 %3, i32* @seed, align 4, !tbaa !37
  %4 = lshr i32 %3, 8
  ret i32 %4
}

; Function Attrs: nounwind uwtable
define internal i32 @hash(i32* noundef %0, i32 noundef %1) #2 !prof !34 !PGOFuncName !54 {
  br label %3

3:                                                ; preds = %5, %2
  %.09 = phi i32 [ -2128831035, %2 ], [ %10, %5 ]
  %.0 = phi i32 [ 0, %2 ], [ %11, %5 ]
  %4 = icmp slt i32 %.0, %1
  br i1 %4, label %5, label %12, !prof !55

5:                                                ; preds = %3
  %6 = zext i32 %.0 to i64
  %7 = getelementptr inbounds i32, i32* %0, i64 %6
  %8 = load i32, i32* %7, align 4, !tbaa !37
  %9 = xor i32 %.09, %8
  %10 = mul i32 %9, 16777619
  %11 = add nuw nsw i32 %.0, 1
  br label %3, !llvm.loop !56

12:                                               ; preds = %3
  ret i32 %.09
}

declare i32 @printf(i8* noundef, ...) #3

attributes #0 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nosync nounwind willreturn }
attributes #2 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !29, !30, !31, !32}
!llvm.ident = !{!33}

!0 = !{i32 1, !"ProfileSummary", !1}
!1 = !{!2, !3, !4, !5, !6, !7, !8, !9, !10, !11}
!2 = !{!"ProfileFormat", !"InstrProf"}
!3 = !{!"TotalCount", i64 1164462}
!4 = !{!"MaxCount", i64 512000}
!5 = !{!"MaxInternalCount", i64 512000}
!6 = !{!"MaxFunctionCount", i64 128000}
!7 = !{!"NumCounts", i64 11}
!8 = !{!"NumFunctions", i64 4}
!9 = !{!"IsPartialProfile", i64 0}
!10 = !{!"PartialProfileRatio", double 0.000000e+00}
!11 = !{!"DetailedSummary", !12}
!12 = !{!13, !14, !15, !16, !17, !18, !19, !20, !21, !22, !23, !24, !25, !26, !27, !28}
!13 = !{i32 10000, i64 512000, i32 1}
!14 = !{i32 100000, i64 512000, i32 1}
!15 = !{i32 200000, i64 512000, i32 1}
!16 = !{i32 300000, i64 512000, i32 1}
!17 = !{i32 400000, i64 512000, i32 1}
!18 = !{i32 500000, i64 260000, i32 2}
!19 = !{i32 600000, i64 260000, i32 2}
!20 = !{i32 700000, i64 128000, i32 5}
!21 = !{i32 800000, i64 128000, i32 5}
!22 = !{i32 900000, i64 128000, i32 5}
!23 = !{i32 950000, i64 128000, i32 5}
!24 = !{i32 990000, i64 128000, i32 5}
!25 = !{i32 999000, i64 8000, i32 6}
!26 = !{i32 999900, i64 451, i32 7}
!27 = !{i32 999990, i64 451, i32 7}
!28 = !{i32 999999, i64 2, i32 10}
!29 = !{i32 1, !"wchar_size", i32 4}
!30 = !{i32 7, !"PIC Level", i32 2}
!31 = !{i32 7, !"PIE Level", i32 2}
!32 = !{i32 7, !"uwtable", i32 1}
!33 = !{!"Debian clang version 14.0.6"}
!34 = !{!"function_entry_count", i64 4}
!35 = !{!"branch_weights", i32 8001, i32 5}
!36 = !{!"branch_weights", i32 512001, i32 8001}
!37 = !{!38, !38, i64 0}
!38 = !{!"int", !39, i64 0}
!39 = !{!"omnipotent char", !40, i64 0}
!40 = !{!"Simple C/C++ TBAA"}
!41 = !{!"branch_weights", i32 452, i32 511550}
!42 = distinct !{!42, !43, !44}
!43 = !{!"llvm.loop.mustprogress"}
!44 = !{!"llvm.loop.unroll.disable"}
!45 = distinct !{!45, !43, !44}
!46 = !{!"function_entry_count", i64 1}
!47 = !{!"branch_weights", i32 128001, i32 2}
!48 = distinct !{!48, !43, !44}
!49 = distinct !{!49, !43, !44}
!50 = !{!"branch_weights", i32 3, i32 2}
!51 = distinct !{!51, !43, !44}
!52 = !{!"function_entry_count", i64 128000}
!53 = !{!"cold_div.c:lcg"}
!54 = !{!"cold_div.c:hash"}
!55 = !{!"branch_weights", i32 260001, i32 5}
!56 = distinct !{!56, !43, !44}

; ModuleID = 'search_exit.raw.ll'
source_filename = "/work/wt-sink/bench/kernels/search_exit.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.a = internal global [4112 x i32] zeroinitializer, align 16
@main.d = internal global [4112 x i32] zeroinitializer, align 16
@.str = private unnamed_addr constant [18 x i8] c"search_exit %08x\0A\00", align 1
@seed = internal global i32 19, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @find(i32* noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) #0 !prof !34 {
  br label %6

6:                                                ; preds = %23, %5
  %.016 = phi i32 [ 0, %5 ], [ %24, %23 ]
  %7 = icmp slt i32 %.016, %1
  br i1 %7, label %8, label %25, !prof !35

8:                                                ; preds = %6
  %9 = xor i32 %2, %3
  %10 = sext i32 %.016 to i64
  %11 = getelementptr inbounds i32, i32* %0, i64 %10
  %12 = load i32, i32* %11, align 4, !tbaa !36
  %13 = xor i32 %12, %9
  %14 = and i32 %13, 4095
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %22, label %16, !prof !40

16:                                               ; preds = %8
  %17 = shl i32 %4, 4
  %18 = add i32 %17, -16777216
  %19 = icmp ugt i32 %12, %18
  br i1 %19, label %20, label %22, !prof !41

20:                                               ; preds = %16
  %21 = xor i32 %.016, -1
  br label %22

22:                                               ; preds = %16, %8, %20
  %.1 = phi i32 [ %21, %20 ], [ %.016, %8 ], [ %.016, %16 ]
  %.0 = phi i32 [ 2, %20 ], [ 2, %8 ], [ 0, %16 ]
  switch i32 %.0, label %26 [
    i32 0, label %23
    i32 2, label %25
  ]

23:                                               ; preds = %22
  %24 = add nsw i32 %.1, 1
  br label %6, !llvm.loop !42

25:                                               ; preds = %22, %6
  %.2 = phi i32 [ %.1, %22 ], [ %.016, %6 ]
  ret i32 %.2

26:                                               ; preds = %22
  unreachable
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @copy_until(i32* noundef %0, i32* noundef %1, i32 noundef %2, i32* noundef %3) #0 !prof !45 {
  br label %5

5:                                                ; preds = %13, %4
  %.0 = phi i32 [ 0, %4 ], [ %16, %13 ]
  %6 = icmp slt i32 %.0, %2
  br i1 %6, label %7, label %17, !prof !46

7:                                                ; preds = %5
  %8 = zext i32 %.0 to i64
  %9 = getelementptr inbounds i32, i32* %1, i64 %8
  %10 = load i32, i32* %9, align 4, !tbaa !36
  %11 = load i32, i32* %3, align 4, !tbaa !36
  %12 = icmp eq i32 %10, %11
  br i1 %12, label %17, label %13, !prof !47

13:                                               ; preds = %7
  %14 = add i32 %10, 1
  %15 = getelementptr inbounds i32, i32* %0, i64 %8
  store i32 %14, i32* %15, align 4, !tbaa !36
  %16 = add nuw nsw i32 %.0, 1
  br label %5, !llvm.loop !48

17:                                               ; preds = %5, %7
  %.012 = phi i32 [ %.0, %7 ], [ -1, %5 ]
  ret i32 %.012
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #2 !prof !49 {
  %1 = alloca i32, align 4
  br label %2

2:                                                ; preds = %4, %0
  %.021 = phi i32 [ 0, %0 ], [ %9, %4 ]
  %3 = icmp ult i32 %.021, 4112
  br i1 %3, label %4, label %10, !prof !50

4:                                                ; preds = %2
  %5 = call i32 @lcg()
  %6 = and i32 %5, 16777215
  %7 = zext i32 %.021 to i64
  %8 = getelementptr inbounds [4112 x i32], [4112 x i32]* @main.a, i64 0, i64 %7
  store i32 %6, i32* %8, align 4, !tbaa !36
  %9 = add nuw nsw i32 %.021, 1
  br label %2, !llvm.loop !51

10:                                               ; preds = %2
  %11 = load i32, i32* getelementptr inbounds ([4112 x i32], [4112 x i32]* @main.a, i64 0, i64 1365), align 4, !tbaa !36
  %12 = or i32 %11, -8388608
  store i32 %12, i32* getelementptr inbounds ([4112 x i32], [4112 x i32]* @main.a, i64 0, i64 1365), align 4, !tbaa !36
  %13 = bitcast i32* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %13) #4
  store i32 0, i32* %1, align 4, !tbaa !36
  br label %14

14:                                               ; preds = %16, %10
  %.020 = phi i32 [ 0, %10 ], [ %37, %16 ]
  %.0 = phi i32 [ 0, %10 ], [ %44, %16 ]
  %15 = icmp ult i32 %.0, 100
  br i1 %15, label %16, label %45, !prof !52

16:                                               ; preds = %14
  %17 = mul i32 %.020, 31
  %18 = mul i32 %.0, -1640531535
  %19 = call i32 @find(i32* noundef getelementptr inbounds ([4112 x i32], [4112 x i32]* @main.a, i64 0, i64 0), i32 noundef 4096, i32 noundef %18, i32 noundef 90, i32 noundef %.0)
  %20 = add i32 %17, %19
  %21 = mul nsw i32 %.0, 7
  %22 = and i32 %21, 4095
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds [4112 x i32], [4112 x i32]* @main.a, i64 0, i64 %23
  %25 = load i32, i32* %24, align 4, !tbaa !36
  store i32 %25, i32* %1, align 4, !tbaa !36
  %26 = call i32 @copy_until(i32* noundef getelementptr inbounds ([4112 x i32], [4112 x i32]* @main.d, i64 0, i64 0), i32* noundef getelementptr inbounds ([4112 x i32], [4112 x i32]* @main.a, i64 0, i64 0), i32 noundef 4096, i32* noundef nonnull %1)
  %27 = add i32 %20, %26
  %28 = mul nsw i32 %.0, 13
  %29 = and i32 %28, 4095
  %30 = zext i32 %29 to i64
  %31 = getelementptr inbounds [4112 x i32], [4112 x i32]* @main.a, i64 0, i64 %30
  %32 = load i32, i32* %31, align 4, !tbaa !36
  store i32 %32, i32* getelementptr inbounds ([4112 x i32], [4112 x i32]* @main.d, i64 0, i64 40), align 16, !tbaa !36
  %33 = call i32 @copy_until(i32* noundef getelementptr inbounds ([4112 x i32], [4112 x i32]* @main.d, i64 0, i64 0), i32* noundef getelementptr inbounds ([4112 x i32], [4112 x i32]* @main.a, i64 0, i64 0), i32 noundef 4096, i32* noundef getelementptr inbounds ([4112 x i32], [4112 x i32]* @main.d, i64 0, i64 40))
  %34 = mul i32 %33, 3
  %35 = xor i32 %27, %34
  %36 = call i32 @copy_until(i32* noundef getelementptr inbounds ([4112 x i32], [4112 x i32]* @main.a, i64 0, i64 8), i32* noundef getelementptr inbounds ([4112 x i32], [4112 x i32]* @main.a, i64 0, i64 0), i32 noundef 4096, i32* noundef getelementptr inbounds ([4112 x i32], [4112 x i32]* @main.a, i64 0, i64 4111))
  %37 = add i32 %35, %36
  %38 = call i32 @lcg()
  %39 = and i32 %38, 16777215
  %40 = mul nsw i32 %.0, 5
  %41 = and i32 %40, 4095
  %42 = zext i32 %41 to i64
  %43 = getelementptr inbounds [4112 x i32], [4112 x i32]* @main.a, i64 0, i64 %42
  store i32 %39, i32* %43, align 4, !tbaa !36
  %44 = add nuw nsw i32 %.0, 1
  br label %14, !llvm.loop !53

45:                                               ; preds = %14
  %46 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str, i64 0, i64 0), i32 noundef %.020) #4
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %13) #4
  ret i32 0
}

; Function Attrs: nounwind uwtable
define internal i32 @lcg() #2 !prof !54 !PGOFuncName !55 {
  %1 = load i32, i32* @seed, align 4, !tbaa !36
  %2 = mul i32 %1, 1664525
  %3 = add i32 %2, 1013904223
  store i32 %3, i32* @seed, align 4, !tbaa !36
  %4 = lshr i32 %3, 8
  ret i32 %4
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
!3 = !{!"TotalCount", i64 462082}
!4 = !{!"MaxCount", i64 453158}
!5 = !{!"MaxInternalCount", i64 453158}
!6 = !{!"MaxFunctionCount", i64 4212}
!7 = !{!"NumCounts", i64 7}
!8 = !{!"NumFunctions", i64 3}
!9 = !{!"IsPartialProfile", i64 0}
!10 = !{!"PartialProfileRatio", double 0.000000e+00}
!11 = !{!"DetailedSummary", !12}
!12 = !{!13, !14, !15, !16, !17, !18, !19, !20, !21, !22, !23, !24, !25, !26, !27, !28}
!13 = !{i32 10000, i64 453158, i32 1}
!14 = !{i32 100000, i64 453158, i32 1}
!15 = !{i32 200000, i64 453158, i32 1}
!16 = !{i32 300000, i64 453158, i32 1}
!17 = !{i32 400000, i64 453158, i32 1}
!18 = !{i32 500000, i64 453158, i32 1}
!19 = !{i32 600000, i64 453158, i32 1}
!20 = !{i32 700000, i64 453158, i32 1}
!21 = !{i32 800000, i64 453158, i32 1}
!22 = !{i32 900000, i64 453158, i32 1}
!23 = !{i32 950000, i64 453158, i32 1}
!24 = !{i32 990000, i64 4112, i32 3}
!25 = !{i32 999000, i64 300, i32 4}
!26 = !{i32 999900, i64 100, i32 6}
!27 = !{i32 999990, i64 100, i32 6}
!28 = !{i32 999999, i64 100, i32 6}
!29 = !{i32 1, !"wchar_size", i32 4}
!30 = !{i32 7, !"PIC Level", i32 2}
!31 = !{i32 7, !"PIE Level", i32 2}
!32 = !{i32 7, !"uwtable", i32 1}
!33 = !{!"Debian clang version 14.0.6"}
!34 = !{!"function_entry_count", i64 100}
!35 = !{!"branch_weights", i32 252843, i32 33}
!36 = !{!37, !37, i64 0}
!37 = !{!"int", !38, i64 0}
!38 = !{!"omnipotent char", !39, i64 0}
!39 = !{!"Simple C/C++ TBAA"}
!40 = !{!"branch_weights", i32 69, i32 252775}
!41 = !{!"branch_weights", i32 1, i32 252775}
!42 = distinct !{!42, !43, !44}
!43 = !{!"llvm.loop.mustprogress"}
!44 = !{!"llvm.loop.unroll.disable"}
!45 = !{!"function_entry_count", i64 300}
!46 = !{!"branch_weights", i32 453159, i32 102}
!47 = !{!"branch_weights", i32 200, i32 452960}
!48 = distinct !{!48, !43, !44}
!49 = !{!"function_entry_count", i64 1}
!50 = !{!"branch_weights", i32 4113, i32 2}
!51 = distinct !{!51, !43, !44}
!52 = !{!"branch_weights", i32 101, i32 2}
!53 = distinct !{!53, !43, !44}
!54 = !{!"function_entry_count", i64 4212}
!55 = !{!"search_exit.c:lcg"}

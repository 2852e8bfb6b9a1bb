; ModuleID = 'matvec.raw.ll'
source_filename = "/work/wt-sink/bench/kernels/matvec.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.A = internal global [40000 x i32] zeroinitializer, align 16
@main.x = internal global [200 x i32] zeroinitializer, align 16
@main.y = internal global [200 x i32] zeroinitializer, align 16
@.str = private unnamed_addr constant [13 x i8] c"matvec %08x\0A\00", align 1
@seed = internal global i32 43, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local void @matvec(i32* noundef %0, i32* noundef %1, i32* noundef %2, i32 noundef %3) #0 !prof !34 {
  br label %5

5:                                                ; preds = %24, %4
  %.016 = phi i32 [ 0, %4 ], [ %25, %24 ]
  %6 = icmp slt i32 %.016, %3
  br i1 %6, label %7, label %26, !prof !35

7:                                                ; preds = %5, %9
  %.0 = phi i32 [ %23, %9 ], [ 0, %5 ]
  %8 = icmp slt i32 %.0, %3
  br i1 %8, label %9, label %24, !prof !36

9:                                                ; preds = %7
  %10 = mul nsw i32 %.016, %3
  %11 = add nsw i32 %10, %.0
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds i32, i32* %1, i64 %12
  %14 = load i32, i32* %13, align 4, !tbaa !37
  %15 = zext i32 %.0 to i64
  %16 = getelementptr inbounds i32, i32* %2, i64 %15
  %17 = load i32, i32* %16, align 4, !tbaa !37
  %18 = mul i32 %14, %17
  %19 = zext i32 %.016 to i64
  %20 = getelementptr inbounds i32, i32* %0, i64 %19
  %21 = load i32, i32* %20, align 4, !tbaa !37
  %22 = add i32 %21, %18
  store i32 %22, i32* %20, align 4, !tbaa !37
  %23 = add nuw nsw i32 %.0, 1
  br label %7, !llvm.loop !41

24:                                               ; preds = %7
  %25 = add nuw nsw i32 %.016, 1
  br label %5, !llvm.loop !44

26:                                               ; preds = %5
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: noinline nounwind uwtable
define dso_local void @matvec_t(i32* noundef %0, i32* noundef %1, i32* noundef %2, i32 noundef %3) #0 !prof !34 {
  br label %5

5:                                                ; preds = %24, %4
  %.016 = phi i32 [ 0, %4 ], [ %25, %24 ]
  %6 = icmp slt i32 %.016, %3
  br i1 %6, label %7, label %26, !prof !35

7:                                                ; preds = %5, %9
  %.0 = phi i32 [ %23, %9 ], [ 0, %5 ]
  %8 = icmp slt i32 %.0, %3
  br i1 %8, label %9, label %24, !prof !36

9:                                                ; preds = %7
  %10 = mul nsw i32 %.016, %3
  %11 = add nsw i32 %10, %.0
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds i32, i32* %1, i64 %12
  %14 = load i32, i32* %13, align 4, !tbaa !37
  %15 = zext i32 %.016 to i64
  %16 = getelementptr inbounds i32, i32* %2, i64 %15
  %17 = load i32, i32* %16, align 4, !tbaa !37
  %18 = mul i32 %14, %17
  %19 = zext i32 %.0 to i64
  %20 = getelementptr inbounds i32, i32* %0, i64 %19
  %21 = load i32, i32* %20, align 4, !tbaa !37
  %22 = add i32 %21, %18
  store i32 %22, i32* %20, align 4, !tbaa !37
  %23 = add nuw nsw i32 %.0, 1
  br label %7, !llvm.loop !45

24:                                               ; preds = %7
  %25 = add nuw nsw i32 %.016, 1
  br label %5, !llvm.loop !46

26:                                               ; preds = %5
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #2 !prof !47 {
  br label %1

1:                                                ; preds = %3, %0
  %.030 = phi i32 [ 0, %0 ], [ %8, %3 ]
  %2 = icmp ult i32 %.030, 40000
  br i1 %2, label %3, label %9, !prof !48

3:                                                ; preds = %1
  %4 = call i32 @lcg()
  %5 = and i32 %4, 255
  %6 = zext i32 %.030 to i64
  %7 = getelementptr inbounds [40000 x i32], [40000 x i32]* @main.A, i64 0, i64 %6
  store i32 %5, i32* %7, align 4, !tbaa !37
  %8 = add nuw nsw i32 %.030, 1
  br label %1, !llvm.loop !49

9:                                                ; preds = %1, %11
  %.029 = phi i32 [ %17, %11 ], [ 0, %1 ]
  %10 = icmp ult i32 %.029, 200
  br i1 %10, label %11, label %18, !prof !50

11:                                               ; preds = %9
  %12 = call i32 @lcg()
  %13 = and i32 %12, 255
  %14 = zext i32 %.029 to i64
  %15 = getelementptr inbounds [200 x i32], [200 x i32]* @main.x, i64 0, i64 %14
  store i32 %13, i32* %15, align 4, !tbaa !37
  %16 = getelementptr inbounds [200 x i32], [200 x i32]* @main.y, i64 0, i64 %14
  store i32 0, i32* %16, align 4, !tbaa !37
  %17 = add nuw nsw i32 %.029, 1
  br label %9, !llvm.loop !51

18:                                               ; preds = %9, %39
  %.028 = phi i32 [ %27, %39 ], [ 0, %9 ]
  %.027 = phi i32 [ %40, %39 ], [ 0, %9 ]
  %19 = icmp ult i32 %.027, 6
  br i1 %19, label %20, label %41, !prof !52

20:                                               ; preds = %18
  call void @matvec(i32* noundef getelementptr inbounds ([200 x i32], [200 x i32]* @main.y, i64 0, i64 0), i32* noundef getelementptr inbounds ([40000 x i32], [40000 x i32]* @main.A, i64 0, i64 0), i32* noundef getelementptr inbounds ([200 x i32], [200 x i32]* @main.x, i64 0, i64 0), i32 noundef 200)
  %21 = call i32 @hash(i32* noundef getelementptr inbounds ([200 x i32], [200 x i32]* @main.y, i64 0, i64 0), i32 noundef 200)
  %22 = add i32 %.028, %21
  call void @matvec(i32* noundef getelementptr inbounds ([200 x i32], [200 x i32]* @main.x, i64 0, i64 0), i32* noundef getelementptr inbounds ([40000 x i32], [40000 x i32]* @main.A, i64 0, i64 0), i32* noundef getelementptr inbounds ([200 x i32], [200 x i32]* @main.x, i64 0, i64 0), i32 noundef 200)
  %23 = mul i32 %22, 31
  %24 = call i32 @hash(i32* noundef getelementptr inbounds ([200 x i32], [200 x i32]* @main.x, i64 0, i64 0), i32 noundef 200)
  %25 = add i32 %23, %24
  call void @matvec_t(i32* noundef getelementptr inbounds ([200 x i32], [200 x i32]* @main.y, i64 0, i64 0), i32* noundef getelementptr inbounds ([40000 x i32], [40000 x i32]* @main.A, i64 0, i64 0), i32* noundef getelementptr inbounds ([200 x i32], [200 x i32]* @main.x, i64 0, i64 0), i32 noundef 200)
  call void @matvec_t(i32* noundef getelementptr inbounds ([200 x i32], [200 x i32]* @main.y, i64 0, i64 0), i32* noundef getelementptr inbounds ([40000 x i32], [40000 x i32]* @main.A, i64 0, i64 0), i32* noundef getelementptr inbounds ([200 x i32], [200 x i32]* @main.y, i64 0, i64 0), i32 noundef 200)
  %26 = call i32 @hash(i32* noundef getelementptr inbounds ([200 x i32], [200 x i32]* @main.y, i64 0, i64 0), i32 noundef 200)
  %27 = xor i32 %25, %26
  br label %28

28:                                               ; preds = %30, %20
  %.0 = phi i32 [ 0, %20 ], [ %38, %30 ]
  %29 = icmp ult i32 %.0, 200
  br i1 %29, label %30, label %39, !prof !53

30:                                               ; preds = %28
  %31 = zext i32 %.0 to i64
  %32 = getelementptr inbounds [200 x i32], [200 x i32]* @main.x, i64 0, i64 %31
  %33 = load i32, i32* %32, align 4, !tbaa !37
  %34 = and i32 %33, 255
  store i32 %34, i32* %32, align 4, !tbaa !37
  %35 = getelementptr inbounds [200 x i32], [200 x i32]* @main.y, i64 0, i64 %31
  %36 = load i32, i32* %35, align 4, !tbaa !37
  %37 = and i32 %36, 65535
  store i32 %37, i32* %35, align 4, !tbaa !37
  %38 = add nuw nsw i32 %.0, 1
  br label %28, !llvm.loop !54

39:                                               ; preds = %28
  %40 = add nuw nsw i32 %.027, 1
  br label %18, !llvm.loop !55

41:                                               ; preds = %18
  %42 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i64 0, i64 0), i32 noundef %.028) #4
  ret i32 0
}

; Function Attrs: nounwind uwtable
define internal i32 @lcg() #2 !prof !56 !PGOFuncName !57 {
  %1 = load i32, i32* @seed, align 4, !tbaa !37
  %2 = mul i32 %1, 1664525
  %3 = add i32 %2, 1013904223
  store i32 %3, i32* @seed, align 4, !tbaa !37
  %4 = lshr i32 %3, 8
  ret i32 %4
}

; Function Attrs: nounwind uwtable
define internal i32 @hash(i32* noundef %0, i32 noundef %1) #2 !prof !58 !PGOFuncName !59 {
  br label %3

3:                                                ; preds = %5, %2
  %.09 = phi i32 [ -2128831035, %2 ], [ %10, %5 ]
  %.0 = phi i32 [ 0, %2 ], [ %11, %5 ]
  %4 = icmp slt i32 %.0, %1
  br i1 %4, label %5, label %12, !prof !60

5:                                                ; preds = %3
  %6 = zext i32 %.0 to i64
  %7 = getelementptr inbounds i32, i32* %0, i64 %6
  %8 = load i32, i32* %7, align 4, !tbaa !37
  %9 = xor i32 %.09, %8
  %10 = mul i32 %9, 16777619
  %11 = add nuw nsw i32 %.0, 1
  br label %3, !llvm.loop !61

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
!3 = !{!"TotalCount", i64 1008642}
!4 = !{!"MaxCount", i64 480000}
!5 = !{!"MaxInternalCount", i64 480000}
!6 = !{!"MaxFunctionCount", i64 40200}
!7 = !{!"NumCounts", i64 9}
!8 = !{!"NumFunctions", i64 4}
!9 = !{!"IsPartialProfile", i64 0}
!10 = !{!"PartialProfileRatio", double 0.000000e+00}
!11 = !{!"DetailedSummary", !12}
!12 = !{!13, !14, !15, !16, !17, !18, !19, !20, !21, !22, !23, !24, !25, !26, !27, !28}
!13 = !{i32 10000, i64 480000, i32 2}
!14 = !{i32 100000, i64 480000, i32 2}
!15 = !{i32 200000, i64 480000, i32 2}
!16 = !{i32 300000, i64 480000, i32 2}
!17 = !{i32 400000, i64 480000, i32 2}
!18 = !{i32 500000, i64 480000, i32 2}
!19 = !{i32 600000, i64 480000, i32 2}
!20 = !{i32 700000, i64 480000, i32 2}
!21 = !{i32 800000, i64 480000, i32 2}
!22 = !{i32 900000, i64 480000, i32 2}
!23 = !{i32 950000, i64 480000, i32 2}
!24 = !{i32 990000, i64 40200, i32 3}
!25 = !{i32 999000, i64 2400, i32 6}
!26 = !{i32 999900, i64 2400, i32 6}
!27 = !{i32 999990, i64 12, i32 9}
!28 = !{i32 999999, i64 12, i32 9}
!29 = !{i32 1, !"wchar_size", i32 4}
!30 = !{i32 7, !"PIC Level", i32 2}
!31 = !{i32 7, !"PIE Level", i32 2}
!32 = !{i32 7, !"uwtable", i32 1}
!33 = !{!"Debian clang version 14.0.6"}
!34 = !{!"function_entry_count", i64 12}
!35 = !{!"branch_weights", i32 2401, i32 13}
!36 = !{!"branch_weights", i32 480001, i32 2401}
!37 = !{!38, !38, i64 0}
!38 = !{!"int", !39, i64 0}
!39 = !{!"omnipotent char", !40, i64 0}
!40 = !{!"Simple C/C++ TBAA"}
!41 = distinct !{!41, !42, !43}
!42 = !{!"llvm.loop.mustprogress"}
!43 = !{!"llvm.loop.unroll.disable"}
!44 = distinct !{!44, !42, !43}
!45 = distinct !{!45, !42, !43}
!46 = distinct !{!46, !42, !43}
!47 = !{!"function_entry_count", i64 1}
!48 = !{!"branch_weights", i32 40001, i32 2}
!49 = distinct !{!49, !42, !43}
!50 = !{!"branch_weights", i32 201, i32 2}
!51 = distinct !{!51, !42, !43}
!52 = !{!"branch_weights", i32 7, i32 2}
!53 = !{!"branch_weights", i32 1201, i32 7}
!54 = distinct !{!54, !42, !43}
!55 = distinct !{!55, !42, !43}
!56 = !{!"function_entry_count", i64 40200}
!57 = !{!"matvec.c:lcg"}
!58 = !{!"function_entry_count", i64 18}
!59 = !{!"matvec.c:hash"}
!60 = !{!"branch_weights", i32 3601, i32 19}
!61 = distinct !{!61, !42, !43}

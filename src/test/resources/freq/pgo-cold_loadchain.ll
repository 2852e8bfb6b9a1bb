; ModuleID = 'cold_loadchain.raw.ll'
source_filename = "/work/wt-sink/bench/kernels/cold_loadchain.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.config = type { i32, i32* }
%struct.ctx = type { %struct.config*, i32 }

@main.a = internal global [120000 x i32] zeroinitializer, align 16
@main.out = internal global [2500 x i32] zeroinitializer, align 16
@main.table = internal global [2500 x i32] zeroinitializer, align 16
@__const.main.cfg = private unnamed_addr constant %struct.config { i32 3, i32* getelementptr inbounds ([2500 x i32], [2500 x i32]* @main.table, i32 0, i32 0) }, align 8
@.str = private unnamed_addr constant [21 x i8] c"cold_loadchain %08x\0A\00", align 1
@seed = internal global i32 59, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local void @cold_chain(i32* noundef %0, i32* noundef %1, %struct.ctx* noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) #0 !prof !34 {
  br label %7

7:                                                ; preds = %37, %6
  %.0 = phi i32 [ 0, %6 ], [ %40, %37 ]
  %8 = icmp slt i32 %.0, %3
  br i1 %8, label %9, label %41, !prof !35

9:                                                ; preds = %7, %35
  %.028 = phi i32 [ %.1, %35 ], [ 0, %7 ]
  %.027 = phi i32 [ %36, %35 ], [ 0, %7 ]
  %10 = icmp slt i32 %.027, %4
  br i1 %10, label %11, label %37, !prof !36

11:                                               ; preds = %9
  %12 = mul nsw i32 %.0, %4
  %13 = add nsw i32 %12, %.027
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i32, i32* %1, i64 %14
  %16 = load i32, i32* %15, align 4, !tbaa !37
  %17 = and i32 %16, 1023
  %18 = icmp eq i32 %17, 7
  br i1 %18, label %19, label %33, !prof !41

19:                                               ; preds = %11
  %20 = getelementptr inbounds %struct.ctx, %struct.ctx* %2, i64 0, i32 0
  %21 = load %struct.config*, %struct.config** %20, align 8, !tbaa !42
  %22 = getelementptr inbounds %struct.config, %struct.config* %21, i64 0, i32 1
  %23 = load i32*, i32** %22, align 8, !tbaa !45
  %24 = sext i32 %5 to i64
  %25 = getelementptr inbounds i32, i32* %23, i64 %24
  %26 = load i32, i32* %25, align 4, !tbaa !37
  %27 = getelementptr inbounds %struct.config, %struct.config* %21, i64 0, i32 0
  %28 = load i32, i32* %27, align 8, !tbaa !47
  %29 = mul i32 %26, %28
  %30 = getelementptr inbounds %struct.ctx, %struct.ctx* %2, i64 0, i32 1
  %31 = load i32, i32* %30, align 8, !tbaa !48
  %32 = add i32 %29, %31
  br label %35

33:                                               ; preds = %11
  %34 = and i32 %16, 255
  br label %35

35:                                               ; preds = %19, %33
  %.pn = phi i32 [ %32, %19 ], [ %34, %33 ]
  %.1 = add i32 %.028, %.pn
  %36 = add nuw nsw i32 %.027, 1
  br label %9, !llvm.loop !49

37:                                               ; preds = %9
  %38 = zext i32 %.0 to i64
  %39 = getelementptr inbounds i32, i32* %0, i64 %38
  store i32 %.028, i32* %39, align 4, !tbaa !37
  %40 = add nuw nsw i32 %.0, 1
  br label %7, !llvm.loop !52

41:                                               ; preds = %7
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #2 !prof !53 {
  %1 = alloca %struct.config, align 8
  %2 = alloca %struct.ctx, align 8
  br label %3

3:                                                ; preds = %5, %0
  %.022 = phi i32 [ 0, %0 ], [ %9, %5 ]
  %4 = icmp ult i32 %.022, 120000
  br i1 %4, label %5, label %10, !prof !54

5:                                                ; preds = %3
  %6 = call i32 @lcg()
  %7 = zext i32 %.022 to i64
  %8 = getelementptr inbounds [120000 x i32], [120000 x i32]* @main.a, i64 0, i64 %7
  store i32 %6, i32* %8, align 4, !tbaa !37
  %9 = add nuw nsw i32 %.022, 1
  br label %3, !llvm.loop !55

10:                                               ; preds = %3, %12
  %.021 = phi i32 [ %16, %12 ], [ 0, %3 ]
  %11 = icmp ult i32 %.021, 2500
  br i1 %11, label %12, label %17, !prof !56

12:                                               ; preds = %10
  %13 = call i32 @lcg()
  %14 = zext i32 %.021 to i64
  %15 = getelementptr inbounds [2500 x i32], [2500 x i32]* @main.table, i64 0, i64 %14
  store i32 %13, i32* %15, align 4, !tbaa !37
  %16 = add nuw nsw i32 %.021, 1
  br label %10, !llvm.loop !57

17:                                               ; preds = %10
  %18 = bitcast %struct.config* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %18) #5
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %18, i8* noundef nonnull align 8 dereferenceable(16) bitcast (%struct.config* @__const.main.cfg to i8*), i64 16, i1 false)
  %19 = bitcast %struct.ctx* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %19) #5
  %20 = getelementptr inbounds %struct.ctx, %struct.ctx* %2, i64 0, i32 0
  store %struct.config* %1, %struct.config** %20, align 8, !tbaa !42
  %21 = getelementptr inbounds %struct.ctx, %struct.ctx* %2, i64 0, i32 1
  store i32 11, i32* %21, align 8, !tbaa !48
  br label %22

22:                                               ; preds = %24, %17
  %.020 = phi i32 [ 0, %17 ], [ %30, %24 ]
  %.0 = phi i32 [ 0, %17 ], [ %33, %24 ]
  %23 = icmp ult i32 %.0, 3
  br i1 %23, label %24, label %34, !prof !58

24:                                               ; preds = %22
  call void @cold_chain(i32* noundef getelementptr inbounds ([2500 x i32], [2500 x i32]* @main.out, i64 0, i64 0), i32* noundef getelementptr inbounds ([120000 x i32], [120000 x i32]* @main.a, i64 0, i64 0), %struct.ctx* noundef nonnull %2, i32 noundef 2500, i32 noundef 48, i32 noundef %.0)
  %25 = mul i32 %.020, 31
  %26 = call i32 @hash(i32* noundef getelementptr inbounds ([2500 x i32], [2500 x i32]* @main.out, i64 0, i64 0), i32 noundef 2500)
  %27 = add i32 %25, %26
  %28 = add nuw nsw i32 %.0, 100
  call void @cold_chain(i32* noundef getelementptr inbounds ([2500 x i32], [2500 x i32]* @main.table, i64 0, i64 0), i32* noundef getelementptr inbounds ([120000 x i32], [120000 x i32]* @main.a, i64 0, i64 0), %struct.ctx* noundef nonnull %2, i32 noundef 2500, i32 noundef 48, i32 noundef %28)
  %29 = call i32 @hash(i32* noundef getelementptr inbounds ([2500 x i32], [2500 x i32]* @main.table, i64 0, i64 0), i32 noundef 2500)
  %30 = xor i32 %27, %29
  %31 = load i32, i32* %21, align 8, !tbaa !48
  %32 = add i32 %31, 2
  store i32 %32, i32* %21, align 8, !tbaa !48
  %33 = add nuw nsw i32 %.0, 1
  br label %22, !llvm.loop !59

34:                                               ; preds = %22
  %35 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str, i64 0, i64 0), i32 noundef %.020) #5
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %19) #5
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %18) #5
  ret i32 0
}

; Function Attrs: nounwind uwtable
define internal i32 @lcg() #2 !prof !60 !PGOFuncName !61 {
  %1 = load i32, i32* @seed, align 4, !tbaa !37
  %2 = mul i32 %1, 1664525
  %3 = add i32 %2, 1013904223
  store i32 %3, i32* @seed, align 4, !tbaa !37
  %4 = lshr i32 %3, 8
  ret i32 %4
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nounwind uwtable
define internal i32 @hash(i32* noundef %0, i32 noundef %1) #2 !prof !34 !PGOFuncName !62 {
  br label %3

3:                                                ; preds = %5, %2
  %.09 = phi i32 [ -2128831035, %2 ], [ %10, %5 ]
  %.0 = phi i32 [ 0, %2 ], [ %11, %5 ]
  %4 = icmp slt i32 %.0, %1
  br i1 %4, label %5, label %12, !prof !35

5:                                                ; preds = %3
  %6 = zext i32 %.0 to i64
  %7 = getelementptr inbounds i32, i32* %0, i64 %6
  %8 = load i32, i32* %7, align 4, !tbaa !37
  %9 = xor i32 %.09, %8
  %10 = mul i32 %9, 16777619
  %11 = add nuw nsw i32 %.0, 1
  br label %3, !llvm.loop !63

12:                                               ; preds = %3
  ret i32 %.09
}

declare i32 @printf(i8* noundef, ...) #4

attributes #0 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nosync nounwind willreturn }
attributes #2 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !29, !30, !31, !32}
!llvm.ident = !{!33}

!0 = !{i32 1, !"ProfileSummary", !1}
!1 = !{!2, !3, !4, !5, !6, !7, !8, !9, !10, !11}
!2 = !{!"ProfileFormat", !"InstrProf"}
!3 = !{!"TotalCount", i64 995706}
!4 = !{!"MaxCount", i64 720000}
!5 = !{!"MaxInternalCount", i64 720000}
!6 = !{!"MaxFunctionCount", i64 122500}
!7 = !{!"NumCounts", i64 11}
!8 = !{!"NumFunctions", i64 4}
!9 = !{!"IsPartialProfile", i64 0}
!10 = !{!"PartialProfileRatio", double 0.000000e+00}
!11 = !{!"DetailedSummary", !12}
!12 = !{!13, !14, !15, !16, !17, !18, !19, !20, !21, !22, !23, !24, !25, !26, !27, !28}
!13 = !{i32 10000, i64 720000, i32 1}
!14 = !{i32 100000, i64 720000, i32 1}
!15 = !{i32 200000, i64 720000, i32 1}
!16 = !{i32 300000, i64 720000, i32 1}
!17 = !{i32 400000, i64 720000, i32 1}
!18 = !{i32 500000, i64 720000, i32 1}
!19 = !{i32 600000, i64 720000, i32 1}
!20 = !{i32 700000, i64 720000, i32 1}
!21 = !{i32 800000, i64 122500, i32 2}
!22 = !{i32 900000, i64 120000, i32 3}
!23 = !{i32 950000, i64 120000, i32 3}
!24 = !{i32 990000, i64 15000, i32 5}
!25 = !{i32 999000, i64 2500, i32 6}
!26 = !{i32 999900, i64 690, i32 7}
!27 = !{i32 999990, i64 6, i32 9}
!28 = !{i32 999999, i64 3, i32 10}
!29 = !{i32 1, !"wchar_size", i32 4}
!30 = !{i32 7, !"PIC Level", i32 2}
!31 = !{i32 7, !"PIE Level", i32 2}
!32 = !{i32 7, !"uwtable", i32 1}
!33 = !{!"Debian clang version 14.0.6"}
!34 = !{!"function_entry_count", i64 6}
!35 = !{!"branch_weights", i32 15001, i32 7}
!36 = !{!"branch_weights", i32 720001, i32 15001}
!37 = !{!38, !38, i64 0}
!38 = !{!"int", !39, i64 0}
!39 = !{!"omnipotent char", !40, i64 0}
!40 = !{!"Simple C/C++ TBAA"}
!41 = !{!"branch_weights", i32 691, i32 719311}
!42 = !{!43, !44, i64 0}
!43 = !{!"ctx", !44, i64 0, !38, i64 8}
!44 = !{!"any pointer", !39, i64 0}
!45 = !{!46, !44, i64 8}
!46 = !{!"config", !38, i64 0, !44, i64 8}
!47 = !{!46, !38, i64 0}
!48 = !{!43, !38, i64 8}
!49 = distinct !{!49, !50, !51}
!50 = !{!"llvm.loop.mustprogress"}
!51 = !{!"llvm.loop.unroll.disable"}
!52 = distinct !{!52, !50, !51}
!53 = !{!"function_entry_count", i64 1}
!54 = !{!"branch_weights", i32 120001, i32 2}
!55 = distinct !{!55, !50, !51}
!56 = !{!"branch_weights", i32 2501, i32 2}
!57 = distinct !{!57, !50, !51}
!58 = !{!"branch_weights", i32 4, i32 2}
!59 = distinct !{!59, !50, !51}
!60 = !{!"function_entry_count", i64 122500}
!61 = !{!"cold_loadchain.c:lcg"}
!62 = !{!"cold_loadchain.c:hash"}
!63 = distinct !{!63, !50, !51}

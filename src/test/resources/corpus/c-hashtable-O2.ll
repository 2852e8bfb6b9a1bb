; ModuleID = 'hashtable.c'
source_filename = "hashtable.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.table = type { %struct.entry*, i64, i64 }
%struct.entry = type { [16 x i8], i32, i32 }

@.str = private unnamed_addr constant [4 x i8] c"k%d\00", align 1
@.str.1 = private unnamed_addr constant [41 x i8] c"count %zu cap %zu found %ld missing %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"dyn %zu %ld\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.table, align 8
  %2 = alloca [16 x i8], align 16
  %3 = bitcast %struct.table* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %3) #10
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %3, i8 0, i64 24, i1 false)
  %4 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %4) #10
  br label %12

5:                                                ; preds = %12
  %6 = getelementptr inbounds %struct.table, %struct.table* %1, i64 0, i32 1
  %7 = load i64, i64* %6, align 8
  %8 = add i64 %7, 4294967295
  %9 = getelementptr inbounds %struct.table, %struct.table* %1, i64 0, i32 0
  %10 = load %struct.entry*, %struct.entry** %9, align 8
  %11 = add i64 %7, -1
  br label %25

12:                                               ; preds = %0, %12
  %13 = phi i32 [ 0, %0 ], [ %19, %12 ]
  %14 = trunc i32 %13 to i16
  %15 = mul i16 %14, 7
  %16 = urem i16 %15, 200
  %17 = zext i16 %16 to i32
  %18 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %4, i64 noundef 16, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %17) #10
  call fastcc void @put(%struct.table* noundef nonnull %1, i8* noundef nonnull %4, i32 noundef %13)
  %19 = add nuw nsw i32 %13, 1
  %20 = icmp eq i32 %19, 300
  br i1 %20, label %5, label %12, !llvm.loop !5

21:                                               ; preds = %65
  %22 = getelementptr inbounds %struct.table, %struct.table* %1, i64 0, i32 2
  %23 = load i64, i64* %22, align 8, !tbaa !7
  %24 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([41 x i8], [41 x i8]* @.str.1, i64 0, i64 0), i64 noundef %23, i64 noundef %7, i64 noundef %68, i64 noundef %69)
  br label %105

25:                                               ; preds = %5, %65
  %26 = phi i32 [ 0, %5 ], [ %70, %65 ]
  %27 = phi i64 [ 0, %5 ], [ %69, %65 ]
  %28 = phi i64 [ 0, %5 ], [ %68, %65 ]
  %29 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %4, i64 noundef 16, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %26) #10
  %30 = load i8, i8* %4, align 16, !tbaa !13
  %31 = icmp eq i8 %30, 0
  br i1 %31, label %44, label %32

32:                                               ; preds = %25, %32
  %33 = phi i8 [ %40, %32 ], [ %30, %25 ]
  %34 = phi i32 [ %39, %32 ], [ 0, %25 ]
  %35 = phi i8* [ %37, %32 ], [ %4, %25 ]
  %36 = mul i32 %34, 131
  %37 = getelementptr inbounds i8, i8* %35, i64 1
  %38 = zext i8 %33 to i32
  %39 = add i32 %36, %38
  %40 = load i8, i8* %37, align 1, !tbaa !13
  %41 = icmp eq i8 %40, 0
  br i1 %41, label %42, label %32, !llvm.loop !14

42:                                               ; preds = %32
  %43 = zext i32 %39 to i64
  br label %44

44:                                               ; preds = %42, %25
  %45 = phi i64 [ 0, %25 ], [ %43, %42 ]
  %46 = and i64 %8, %45
  %47 = getelementptr inbounds %struct.entry, %struct.entry* %10, i64 %46, i32 2
  %48 = load i32, i32* %47, align 4, !tbaa !15
  %49 = icmp eq i32 %48, 0
  br i1 %49, label %65, label %50

50:                                               ; preds = %44, %55
  %51 = phi i64 [ %57, %55 ], [ %46, %44 ]
  %52 = getelementptr inbounds %struct.entry, %struct.entry* %10, i64 %51, i32 0, i64 0
  %53 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %52, i8* noundef nonnull dereferenceable(1) %4) #11
  %54 = icmp eq i32 %53, 0
  br i1 %54, label %61, label %55

55:                                               ; preds = %50
  %56 = add i64 %51, 1
  %57 = and i64 %56, %11
  %58 = getelementptr inbounds %struct.entry, %struct.entry* %10, i64 %57, i32 2
  %59 = load i32, i32* %58, align 4, !tbaa !15
  %60 = icmp eq i32 %59, 0
  br i1 %60, label %65, label %50, !llvm.loop !18

61:                                               ; preds = %50
  %62 = getelementptr inbounds %struct.entry, %struct.entry* %10, i64 %51, i32 1
  %63 = load i32, i32* %62, align 4, !tbaa !19
  %64 = sext i32 %63 to i64
  br label %65

65:                                               ; preds = %55, %44, %61
  %66 = phi i64 [ 0, %61 ], [ 1, %44 ], [ 1, %55 ]
  %67 = phi i64 [ %64, %61 ], [ 0, %44 ], [ 0, %55 ]
  %68 = add nsw i64 %67, %28
  %69 = add nuw nsw i64 %27, %66
  %70 = add nuw nsw i32 %26, 1
  %71 = icmp eq i32 %70, 400
  br i1 %71, label %21, label %25, !llvm.loop !20

72:                                               ; preds = %118, %72
  %73 = phi i64 [ %97, %72 ], [ 0, %118 ]
  %74 = phi <2 x i64> [ %95, %72 ], [ zeroinitializer, %118 ]
  %75 = phi <2 x i64> [ %96, %72 ], [ zeroinitializer, %118 ]
  %76 = getelementptr inbounds i32, i32* %119, i64 %73
  %77 = bitcast i32* %76 to <2 x i32>*
  %78 = load <2 x i32>, <2 x i32>* %77, align 4, !tbaa !21
  %79 = getelementptr inbounds i32, i32* %76, i64 2
  %80 = bitcast i32* %79 to <2 x i32>*
  %81 = load <2 x i32>, <2 x i32>* %80, align 4, !tbaa !21
  %82 = sext <2 x i32> %78 to <2 x i64>
  %83 = sext <2 x i32> %81 to <2 x i64>
  %84 = add <2 x i64> %74, %82
  %85 = add <2 x i64> %75, %83
  %86 = or i64 %73, 4
  %87 = getelementptr inbounds i32, i32* %119, i64 %86
  %88 = bitcast i32* %87 to <2 x i32>*
  %89 = load <2 x i32>, <2 x i32>* %88, align 4, !tbaa !21
  %90 = getelementptr inbounds i32, i32* %87, i64 2
  %91 = bitcast i32* %90 to <2 x i32>*
  %92 = load <2 x i32>, <2 x i32>* %91, align 4, !tbaa !21
  %93 = sext <2 x i32> %89 to <2 x i64>
  %94 = sext <2 x i32> %92 to <2 x i64>
  %95 = add <2 x i64> %84, %93
  %96 = add <2 x i64> %85, %94
  %97 = add nuw nsw i64 %73, 8
  %98 = icmp eq i64 %97, 1000
  br i1 %98, label %99, label %72, !llvm.loop !22

99:                                               ; preds = %72
  %100 = add <2 x i64> %96, %95
  %101 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %100)
  %102 = getelementptr %struct.entry, %struct.entry* %10, i64 0, i32 0, i64 0
  %103 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.2, i64 0, i64 0), i64 noundef 1000, i64 noundef %101)
  %104 = bitcast i32* %119 to i8*
  tail call void @free(i8* noundef %104) #10
  tail call void @free(i8* noundef %102) #10
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %4) #10
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %3) #10
  ret i32 0

105:                                              ; preds = %21, %118
  %106 = phi i64 [ 0, %21 ], [ %122, %118 ]
  %107 = phi i32* [ null, %21 ], [ %119, %118 ]
  %108 = trunc i64 %106 to i32
  %109 = tail call i64 @llvm.ctpop.i64(i64 %106), !range !24
  %110 = icmp ult i64 %109, 2
  br i1 %110, label %111, label %118

111:                                              ; preds = %105
  %112 = bitcast i32* %107 to i8*
  %113 = icmp eq i64 %106, 0
  %114 = shl i64 %106, 3
  %115 = select i1 %113, i64 4, i64 %114
  %116 = tail call i8* @realloc(i8* noundef %112, i64 noundef %115) #10
  %117 = bitcast i8* %116 to i32*
  br label %118

118:                                              ; preds = %111, %105
  %119 = phi i32* [ %117, %111 ], [ %107, %105 ]
  %120 = mul nuw nsw i32 %108, %108
  %121 = urem i32 %120, 977
  %122 = add nuw nsw i64 %106, 1
  %123 = getelementptr inbounds i32, i32* %119, i64 %106
  store i32 %121, i32* %123, align 4, !tbaa !21
  %124 = icmp eq i64 %122, 1000
  br i1 %124, label %72, label %105, !llvm.loop !25
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(i8* noalias nocapture noundef writeonly, i64 noundef, i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal fastcc void @put(%struct.table* nocapture noundef %0, i8* nocapture noundef readonly %1, i32 noundef %2) unnamed_addr #0 {
  %4 = getelementptr inbounds %struct.table, %struct.table* %0, i64 0, i32 2
  %5 = load i64, i64* %4, align 8, !tbaa !7
  %6 = shl i64 %5, 2
  %7 = add i64 %6, 4
  %8 = getelementptr inbounds %struct.table, %struct.table* %0, i64 0, i32 1
  %9 = load i64, i64* %8, align 8, !tbaa !26
  %10 = mul i64 %9, 3
  %11 = icmp ugt i64 %7, %10
  br i1 %11, label %12, label %34

12:                                               ; preds = %3
  %13 = getelementptr inbounds %struct.table, %struct.table* %0, i64 0, i32 0
  %14 = load %struct.entry*, %struct.entry** %13, align 8, !tbaa !27
  %15 = icmp eq i64 %9, 0
  %16 = shl i64 %9, 1
  %17 = select i1 %15, i64 8, i64 %16
  store i64 %17, i64* %8, align 8, !tbaa !26
  %18 = tail call noalias i8* @calloc(i64 noundef %17, i64 noundef 24) #10
  %19 = bitcast %struct.table* %0 to i8**
  store i8* %18, i8** %19, align 8, !tbaa !27
  store i64 0, i64* %4, align 8, !tbaa !7
  br i1 %15, label %32, label %20

20:                                               ; preds = %12, %29
  %21 = phi i64 [ %30, %29 ], [ 0, %12 ]
  %22 = getelementptr inbounds %struct.entry, %struct.entry* %14, i64 %21, i32 2
  %23 = load i32, i32* %22, align 4, !tbaa !15
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %29, label %25

25:                                               ; preds = %20
  %26 = getelementptr inbounds %struct.entry, %struct.entry* %14, i64 %21, i32 0, i64 0
  %27 = getelementptr inbounds %struct.entry, %struct.entry* %14, i64 %21, i32 1
  %28 = load i32, i32* %27, align 4, !tbaa !19
  tail call fastcc void @put(%struct.table* noundef %0, i8* noundef %26, i32 noundef %28) #10
  br label %29

29:                                               ; preds = %25, %20
  %30 = add nuw i64 %21, 1
  %31 = icmp eq i64 %30, %9
  br i1 %31, label %32, label %20, !llvm.loop !28

32:                                               ; preds = %29, %12
  %33 = getelementptr %struct.entry, %struct.entry* %14, i64 0, i32 0, i64 0
  tail call void @free(i8* noundef %33) #10
  br label %34

34:                                               ; preds = %32, %3
  %35 = load i8, i8* %1, align 1, !tbaa !13
  %36 = icmp eq i8 %35, 0
  br i1 %36, label %49, label %37

37:                                               ; preds = %34, %37
  %38 = phi i8 [ %45, %37 ], [ %35, %34 ]
  %39 = phi i32 [ %44, %37 ], [ 0, %34 ]
  %40 = phi i8* [ %42, %37 ], [ %1, %34 ]
  %41 = mul i32 %39, 131
  %42 = getelementptr inbounds i8, i8* %40, i64 1
  %43 = zext i8 %38 to i32
  %44 = add i32 %41, %43
  %45 = load i8, i8* %42, align 1, !tbaa !13
  %46 = icmp eq i8 %45, 0
  br i1 %46, label %47, label %37, !llvm.loop !14

47:                                               ; preds = %37
  %48 = zext i32 %44 to i64
  br label %49

49:                                               ; preds = %47, %34
  %50 = phi i64 [ 0, %34 ], [ %48, %47 ]
  %51 = load i64, i64* %8, align 8, !tbaa !26
  %52 = add i64 %51, 4294967295
  %53 = and i64 %52, %50
  %54 = getelementptr inbounds %struct.table, %struct.table* %0, i64 0, i32 0
  %55 = load %struct.entry*, %struct.entry** %54, align 8, !tbaa !27
  %56 = getelementptr inbounds %struct.entry, %struct.entry* %55, i64 %53, i32 2
  %57 = load i32, i32* %56, align 4, !tbaa !15
  %58 = icmp eq i32 %57, 0
  br i1 %58, label %74, label %59

59:                                               ; preds = %49
  %60 = add i64 %51, -1
  br label %61

61:                                               ; preds = %59, %68
  %62 = phi i64 [ %53, %59 ], [ %70, %68 ]
  %63 = getelementptr inbounds %struct.entry, %struct.entry* %55, i64 %62, i32 0, i64 0
  %64 = tail call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %63, i8* noundef nonnull dereferenceable(1) %1) #11
  %65 = icmp eq i32 %64, 0
  br i1 %65, label %66, label %68

66:                                               ; preds = %61
  %67 = getelementptr inbounds %struct.entry, %struct.entry* %55, i64 %62, i32 1
  store i32 %2, i32* %67, align 4, !tbaa !19
  br label %83

68:                                               ; preds = %61
  %69 = add i64 %62, 1
  %70 = and i64 %69, %60
  %71 = getelementptr inbounds %struct.entry, %struct.entry* %55, i64 %70, i32 2
  %72 = load i32, i32* %71, align 4, !tbaa !15
  %73 = icmp eq i32 %72, 0
  br i1 %73, label %74, label %61, !llvm.loop !29

74:                                               ; preds = %68, %49
  %75 = phi i64 [ %53, %49 ], [ %70, %68 ]
  %76 = getelementptr inbounds %struct.entry, %struct.entry* %55, i64 %75, i32 0, i64 0
  %77 = tail call i8* @strncpy(i8* noundef nonnull dereferenceable(1) %76, i8* noundef nonnull dereferenceable(1) %1, i64 noundef 15) #10
  %78 = load %struct.entry*, %struct.entry** %54, align 8, !tbaa !27
  %79 = getelementptr inbounds %struct.entry, %struct.entry* %78, i64 %75, i32 1
  store i32 %2, i32* %79, align 4, !tbaa !19
  %80 = getelementptr inbounds %struct.entry, %struct.entry* %78, i64 %75, i32 2
  store i32 1, i32* %80, align 4, !tbaa !15
  %81 = load i64, i64* %4, align 8, !tbaa !7
  %82 = add i64 %81, 1
  store i64 %82, i64* %4, align 8, !tbaa !7
  br label %83

83:                                               ; preds = %74, %66
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare noalias noundef i8* @realloc(i8* nocapture noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i32 @strcmp(i8* nocapture noundef, i8* nocapture noundef) local_unnamed_addr #5

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare i8* @strncpy(i8* noalias noundef returned writeonly, i8* noalias nocapture noundef readonly, i64 noundef) local_unnamed_addr #6

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.ctpop.i64(i64) #8

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #9

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { argmemonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { nofree nosync nounwind readnone willreturn }
attributes #10 = { nounwind }
attributes #11 = { nounwind readonly willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!8, !12, i64 16}
!8 = !{!"table", !9, i64 0, !12, i64 8, !12, i64 16}
!9 = !{!"any pointer", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{!"long", !10, i64 0}
!13 = !{!10, !10, i64 0}
!14 = distinct !{!14, !6}
!15 = !{!16, !17, i64 20}
!16 = !{!"entry", !10, i64 0, !17, i64 16, !17, i64 20}
!17 = !{!"int", !10, i64 0}
!18 = distinct !{!18, !6}
!19 = !{!16, !17, i64 16}
!20 = distinct !{!20, !6}
!21 = !{!17, !17, i64 0}
!22 = distinct !{!22, !6, !23}
!23 = !{!"llvm.loop.isvectorized", i32 1}
!24 = !{i64 0, i64 65}
!25 = distinct !{!25, !6}
!26 = !{!8, !12, i64 8}
!27 = !{!8, !9, i64 0}
!28 = distinct !{!28, !6}
!29 = distinct !{!29, !6}

; ModuleID = 'atomics.c'
source_filename = "atomics.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.atomic_flag = type { i8 }

@counter = internal global i32 0, align 4
@.str = private unnamed_addr constant [12 x i8] c"counter %d\0A\00", align 1
@wide = internal global i64 0, align 8
@.str.1 = private unnamed_addr constant [11 x i8] c"wide %llx\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"max %d seen %d\0A\00", align 1
@lock = internal global %struct.atomic_flag zeroinitializer, align 1
@.str.3 = private unnamed_addr constant [43 x i8] c"spins %d cas %d expected %d old %d now %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  store atomic i32 5, i32* @counter seq_cst, align 4
  br label %11

2:                                                ; preds = %27
  %3 = load atomic i32, i32* @counter seq_cst, align 4
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i32 noundef %3)
  store atomic i64 1085102592571150095, i64* @wide release, align 8
  %5 = atomicrmw or i64* @wide, i64 65280 seq_cst, align 8
  %6 = atomicrmw and i64* @wide, i64 -4 seq_cst, align 8
  %7 = atomicrmw xor i64* @wide, i64 4886718345 seq_cst, align 8
  %8 = load atomic i64, i64* @wide acquire, align 8
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i64 noundef %8)
  %10 = bitcast i32* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %10) #3
  store i32 0, i32* %1, align 4, !tbaa !5
  br label %33

11:                                               ; preds = %27, %0
  %12 = phi i32 [ 0, %0 ], [ %28, %27 ]
  %13 = atomicrmw add i32* @counter, i32 %12 monotonic, align 4
  %14 = trunc i32 %12 to i8
  %15 = urem i8 %14, 7
  %16 = icmp eq i8 %15, 0
  br i1 %16, label %17, label %19

17:                                               ; preds = %11
  %18 = atomicrmw sub i32* @counter, i32 3 seq_cst, align 4
  br label %19

19:                                               ; preds = %11, %17
  %20 = or i32 %12, 1
  %21 = atomicrmw add i32* @counter, i32 %20 monotonic, align 4
  %22 = trunc i32 %20 to i8
  %23 = urem i8 %22, 7
  %24 = icmp eq i8 %23, 0
  br i1 %24, label %25, label %27

25:                                               ; preds = %19
  %26 = atomicrmw sub i32* @counter, i32 3 seq_cst, align 4
  br label %27

27:                                               ; preds = %25, %19
  %28 = add nuw nsw i32 %12, 2
  %29 = icmp eq i32 %28, 100
  br i1 %29, label %2, label %11, !llvm.loop !8

30:                                               ; preds = %48
  %31 = load atomic i32, i32* %1 seq_cst, align 4
  %32 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), i32 noundef %31, i32 noundef %49)
  br label %52

33:                                               ; preds = %2, %48
  %34 = phi i32 [ 0, %2 ], [ %49, %48 ]
  %35 = phi i32 [ 0, %2 ], [ %50, %48 ]
  %36 = trunc i32 %35 to i16
  %37 = mul i16 %36, 37
  %38 = urem i16 %37, 101
  %39 = zext i16 %38 to i32
  %40 = load atomic i32, i32* %1 monotonic, align 4
  br label %41

41:                                               ; preds = %44, %33
  %42 = phi i32 [ %40, %33 ], [ %47, %44 ]
  %43 = icmp slt i32 %42, %39
  br i1 %43, label %44, label %48

44:                                               ; preds = %41
  %45 = cmpxchg weak i32* %1, i32 %42, i32 %39 seq_cst seq_cst, align 4
  %46 = extractvalue { i32, i1 } %45, 1
  %47 = extractvalue { i32, i1 } %45, 0
  br i1 %46, label %48, label %41, !llvm.loop !10

48:                                               ; preds = %41, %44
  %49 = add nsw i32 %42, %34
  %50 = add nuw nsw i32 %35, 1
  %51 = icmp eq i32 %50, 50
  br i1 %51, label %30, label %33, !llvm.loop !11

52:                                               ; preds = %52, %30
  %53 = phi i32 [ %57, %52 ], [ 0, %30 ]
  %54 = atomicrmw xchg i8* getelementptr inbounds (%struct.atomic_flag, %struct.atomic_flag* @lock, i64 0, i32 0), i8 1 seq_cst, align 1
  %55 = and i8 %54, 1
  %56 = icmp eq i8 %55, 0
  %57 = add nuw nsw i32 %53, 1
  br i1 %56, label %58, label %52, !llvm.loop !12

58:                                               ; preds = %52
  fence seq_cst
  store atomic i8 0, i8* getelementptr inbounds (%struct.atomic_flag, %struct.atomic_flag* @lock, i64 0, i32 0) seq_cst, align 1
  br label %59

59:                                               ; preds = %59, %58
  %60 = phi i32 [ %64, %59 ], [ %53, %58 ]
  %61 = atomicrmw xchg i8* getelementptr inbounds (%struct.atomic_flag, %struct.atomic_flag* @lock, i64 0, i32 0), i8 1 seq_cst, align 1
  %62 = and i8 %61, 1
  %63 = icmp eq i8 %62, 0
  %64 = add nuw nsw i32 %60, 1
  br i1 %63, label %65, label %59, !llvm.loop !12

65:                                               ; preds = %59
  fence seq_cst
  store atomic i8 0, i8* getelementptr inbounds (%struct.atomic_flag, %struct.atomic_flag* @lock, i64 0, i32 0) seq_cst, align 1
  br label %66

66:                                               ; preds = %66, %65
  %67 = phi i32 [ %71, %66 ], [ %60, %65 ]
  %68 = atomicrmw xchg i8* getelementptr inbounds (%struct.atomic_flag, %struct.atomic_flag* @lock, i64 0, i32 0), i8 1 seq_cst, align 1
  %69 = and i8 %68, 1
  %70 = icmp eq i8 %69, 0
  %71 = add nuw nsw i32 %67, 1
  br i1 %70, label %72, label %66, !llvm.loop !12

72:                                               ; preds = %66
  fence seq_cst
  store atomic i8 0, i8* getelementptr inbounds (%struct.atomic_flag, %struct.atomic_flag* @lock, i64 0, i32 0) seq_cst, align 1
  br label %73

73:                                               ; preds = %73, %72
  %74 = phi i32 [ %78, %73 ], [ %67, %72 ]
  %75 = atomicrmw xchg i8* getelementptr inbounds (%struct.atomic_flag, %struct.atomic_flag* @lock, i64 0, i32 0), i8 1 seq_cst, align 1
  %76 = and i8 %75, 1
  %77 = icmp eq i8 %76, 0
  %78 = add nuw nsw i32 %74, 1
  br i1 %77, label %79, label %73, !llvm.loop !12

79:                                               ; preds = %73
  fence seq_cst
  store atomic i8 0, i8* getelementptr inbounds (%struct.atomic_flag, %struct.atomic_flag* @lock, i64 0, i32 0) seq_cst, align 1
  br label %80

80:                                               ; preds = %80, %79
  %81 = phi i32 [ %85, %80 ], [ %74, %79 ]
  %82 = atomicrmw xchg i8* getelementptr inbounds (%struct.atomic_flag, %struct.atomic_flag* @lock, i64 0, i32 0), i8 1 seq_cst, align 1
  %83 = and i8 %82, 1
  %84 = icmp eq i8 %83, 0
  %85 = add nuw nsw i32 %81, 1
  br i1 %84, label %86, label %80, !llvm.loop !12

86:                                               ; preds = %80
  fence seq_cst
  store atomic i8 0, i8* getelementptr inbounds (%struct.atomic_flag, %struct.atomic_flag* @lock, i64 0, i32 0) seq_cst, align 1
  br label %87

87:                                               ; preds = %87, %86
  %88 = phi i32 [ %92, %87 ], [ %81, %86 ]
  %89 = atomicrmw xchg i8* getelementptr inbounds (%struct.atomic_flag, %struct.atomic_flag* @lock, i64 0, i32 0), i8 1 seq_cst, align 1
  %90 = and i8 %89, 1
  %91 = icmp eq i8 %90, 0
  %92 = add nuw nsw i32 %88, 1
  br i1 %91, label %93, label %87, !llvm.loop !12

93:                                               ; preds = %87
  fence seq_cst
  store atomic i8 0, i8* getelementptr inbounds (%struct.atomic_flag, %struct.atomic_flag* @lock, i64 0, i32 0) seq_cst, align 1
  br label %94

94:                                               ; preds = %94, %93
  %95 = phi i32 [ %99, %94 ], [ %88, %93 ]
  %96 = atomicrmw xchg i8* getelementptr inbounds (%struct.atomic_flag, %struct.atomic_flag* @lock, i64 0, i32 0), i8 1 seq_cst, align 1
  %97 = and i8 %96, 1
  %98 = icmp eq i8 %97, 0
  %99 = add nuw nsw i32 %95, 1
  br i1 %98, label %100, label %94, !llvm.loop !12

100:                                              ; preds = %94
  fence seq_cst
  store atomic i8 0, i8* getelementptr inbounds (%struct.atomic_flag, %struct.atomic_flag* @lock, i64 0, i32 0) seq_cst, align 1
  br label %101

101:                                              ; preds = %101, %100
  %102 = phi i32 [ %106, %101 ], [ %95, %100 ]
  %103 = atomicrmw xchg i8* getelementptr inbounds (%struct.atomic_flag, %struct.atomic_flag* @lock, i64 0, i32 0), i8 1 seq_cst, align 1
  %104 = and i8 %103, 1
  %105 = icmp eq i8 %104, 0
  %106 = add nuw nsw i32 %102, 1
  br i1 %105, label %107, label %101, !llvm.loop !12

107:                                              ; preds = %101
  fence seq_cst
  store atomic i8 0, i8* getelementptr inbounds (%struct.atomic_flag, %struct.atomic_flag* @lock, i64 0, i32 0) seq_cst, align 1
  br label %108

108:                                              ; preds = %108, %107
  %109 = phi i32 [ %113, %108 ], [ %102, %107 ]
  %110 = atomicrmw xchg i8* getelementptr inbounds (%struct.atomic_flag, %struct.atomic_flag* @lock, i64 0, i32 0), i8 1 seq_cst, align 1
  %111 = and i8 %110, 1
  %112 = icmp eq i8 %111, 0
  %113 = add nuw nsw i32 %109, 1
  br i1 %112, label %114, label %108, !llvm.loop !12

114:                                              ; preds = %108
  fence seq_cst
  store atomic i8 0, i8* getelementptr inbounds (%struct.atomic_flag, %struct.atomic_flag* @lock, i64 0, i32 0) seq_cst, align 1
  br label %115

115:                                              ; preds = %115, %114
  %116 = phi i32 [ %120, %115 ], [ %109, %114 ]
  %117 = atomicrmw xchg i8* getelementptr inbounds (%struct.atomic_flag, %struct.atomic_flag* @lock, i64 0, i32 0), i8 1 seq_cst, align 1
  %118 = and i8 %117, 1
  %119 = icmp eq i8 %118, 0
  %120 = add nuw nsw i32 %116, 1
  br i1 %119, label %121, label %115, !llvm.loop !12

121:                                              ; preds = %115
  fence seq_cst
  store atomic i8 0, i8* getelementptr inbounds (%struct.atomic_flag, %struct.atomic_flag* @lock, i64 0, i32 0) seq_cst, align 1
  %122 = cmpxchg i32* @counter, i32 42, i32 7 seq_cst seq_cst, align 4
  %123 = extractvalue { i32, i1 } %122, 1
  %124 = extractvalue { i32, i1 } %122, 0
  %125 = atomicrmw xchg i32* @counter, i32 1234 seq_cst, align 4
  %126 = zext i1 %123 to i32
  %127 = load atomic i32, i32* @counter seq_cst, align 4
  %128 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @.str.3, i64 0, i64 0), i32 noundef %116, i32 noundef %126, i32 noundef %124, i32 noundef %125, i32 noundef %127)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %10) #3
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !9}
!11 = distinct !{!11, !9}
!12 = distinct !{!12, !9}

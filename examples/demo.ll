; ModuleID = 'demo.c'
source_filename = "demo.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@total = dso_local global i32 0, align 4
@main.m = internal global [4096 x i32] zeroinitializer, align 16
@.str = private unnamed_addr constant [18 x i8] c"sum=%ld total=%d\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local void @scale_rows(i32* noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) #0 {
  br label %6

6:                                                ; preds = %22, %5
  %.0 = phi i32 [ 0, %5 ], [ %23, %22 ]
  %7 = icmp slt i32 %.0, %1
  br i1 %7, label %8, label %24

8:                                                ; preds = %6, %10
  %.022 = phi i32 [ %21, %10 ], [ 0, %6 ]
  %9 = icmp slt i32 %.022, %2
  br i1 %9, label %10, label %22

10:                                               ; preds = %8
  %11 = mul nsw i32 %3, 40
  %12 = or i32 %11, 7
  %13 = mul nsw i32 %.0, %2
  %14 = mul nsw i32 %.022, %4
  %15 = add nsw i32 %12, %14
  %16 = add nsw i32 %13, %.022
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i32, i32* %0, i64 %17
  store i32 %15, i32* %18, align 4, !tbaa !5
  %19 = load i32, i32* @total, align 4, !tbaa !5
  %20 = add nsw i32 %19, %.022
  store i32 %20, i32* @total, align 4, !tbaa !5
  %21 = add nuw nsw i32 %.022, 1
  br label %8, !llvm.loop !9

22:                                               ; preds = %8
  %23 = add nuw nsw i32 %.0, 1
  br label %6, !llvm.loop !12

24:                                               ; preds = %6
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: noinline nounwind uwtable
define dso_local void @add_scalar(i32* noundef %0, i32* noundef %1, i32 noundef %2) #0 {
  br label %4

4:                                                ; preds = %6, %3
  %.0 = phi i32 [ 0, %3 ], [ %12, %6 ]
  %5 = icmp slt i32 %.0, %2
  br i1 %5, label %6, label %13

6:                                                ; preds = %4
  %7 = zext i32 %.0 to i64
  %8 = getelementptr inbounds i32, i32* %0, i64 %7
  %9 = load i32, i32* %8, align 4, !tbaa !5
  %10 = load i32, i32* %1, align 4, !tbaa !5
  %11 = add nsw i32 %9, %10
  store i32 %11, i32* %8, align 4, !tbaa !5
  %12 = add nuw nsw i32 %.0, 1
  br label %4, !llvm.loop !13

13:                                               ; preds = %4
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #2 {
  call void @scale_rows(i32* noundef getelementptr inbounds ([4096 x i32], [4096 x i32]* @main.m, i64 0, i64 0), i32 noundef 64, i32 noundef 64, i32 noundef 3, i32 noundef 5)
  call void @add_scalar(i32* noundef getelementptr inbounds ([4096 x i32], [4096 x i32]* @main.m, i64 0, i64 0), i32* noundef getelementptr inbounds ([4096 x i32], [4096 x i32]* @main.m, i64 0, i64 10), i32 noundef 100)
  call void @add_scalar(i32* noundef getelementptr inbounds ([4096 x i32], [4096 x i32]* @main.m, i64 0, i64 200), i32* noundef getelementptr inbounds ([4096 x i32], [4096 x i32]* @main.m, i64 0, i64 5), i32 noundef 100)
  br label %1

1:                                                ; preds = %3, %0
  %.09 = phi i64 [ 0, %0 ], [ %10, %3 ]
  %.0 = phi i32 [ 0, %0 ], [ %11, %3 ]
  %2 = icmp ult i32 %.0, 4096
  br i1 %2, label %3, label %12

3:                                                ; preds = %1
  %4 = zext i32 %.0 to i64
  %5 = getelementptr inbounds [4096 x i32], [4096 x i32]* @main.m, i64 0, i64 %4
  %6 = load i32, i32* %5, align 4, !tbaa !5
  %7 = urem i32 %.0, 7
  %8 = mul nsw i32 %6, %7
  %9 = sext i32 %8 to i64
  %10 = add nsw i64 %.09, %9
  %11 = add nuw nsw i32 %.0, 1
  br label %1, !llvm.loop !14

12:                                               ; preds = %1
  %13 = load i32, i32* @total, align 4, !tbaa !5
  %14 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str, i64 0, i64 0), i64 noundef %.09, i32 noundef %13) #4
  ret i32 0
}

declare i32 @printf(i8* noundef, ...) #3

attributes #0 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nosync nounwind willreturn }
attributes #2 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !10, !11}
!13 = distinct !{!13, !10, !11}
!14 = distinct !{!14, !10, !11}

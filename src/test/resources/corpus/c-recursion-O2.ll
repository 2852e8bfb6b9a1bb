; ModuleID = 'recursion.c'
source_filename = "recursion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"ack %u %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"fib %llu %llu\0A\00", align 1
@primes = internal unnamed_addr constant [12 x i32] [i32 2, i32 3, i32 5, i32 7, i32 11, i32 13, i32 17, i32 19, i32 23, i32 29, i32 31, i32 37], align 16
@tree = dso_local local_unnamed_addr global [255 x i32] zeroinitializer, align 16
@.str.2 = private unnamed_addr constant [9 x i8] c"tree %d\0A\00", align 1
@__const.main.a = private unnamed_addr constant [6 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6], align 16
@.str.3 = private unnamed_addr constant [17 x i8] c"perms %d sig %u\0A\00", align 1
@perm_count = internal unnamed_addr global i32 0, align 4
@.str.4 = private unnamed_addr constant [25 x i8] c"counter %d parity %d %d\0A\00", align 1
@memo = internal unnamed_addr global [91 x i64] zeroinitializer, align 16
@counter.calls = internal unnamed_addr global i32 0, align 4

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [6 x i32], align 16
  %2 = alloca i32, align 4
  %3 = tail call fastcc i32 @ack(i32 noundef 2, i32 noundef 3)
  %4 = tail call fastcc i32 @ack(i32 noundef 3, i32 noundef 3)
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), i32 noundef %3, i32 noundef %4)
  %6 = tail call fastcc i64 @fib(i32 noundef 50)
  %7 = tail call fastcc i64 @fib(i32 noundef 90)
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i64 0, i64 0), i64 noundef %6, i64 noundef %7)
  br label %20

9:                                                ; preds = %20
  %10 = tail call fastcc i32 @tree_sum(i32 noundef 0)
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.2, i64 0, i64 0), i32 noundef %10)
  %12 = bitcast [6 x i32]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %12) #7
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(24) %12, i8* noundef nonnull align 16 dereferenceable(24) bitcast ([6 x i32]* @__const.main.a to i8*), i64 24, i1 false)
  %13 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %13) #7
  store i32 0, i32* %2, align 4, !tbaa !5
  %14 = getelementptr inbounds [6 x i32], [6 x i32]* %1, i64 0, i64 0
  call fastcc void @permute(i32* noundef nonnull %14, i32 noundef 0, i32* noundef nonnull %2)
  %15 = load i32, i32* @perm_count, align 4, !tbaa !5
  %16 = load i32, i32* %2, align 4, !tbaa !5
  %17 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i64 0, i64 0), i32 noundef %15, i32 noundef %16)
  %18 = load i32, i32* @counter.calls, align 4, !tbaa !5
  %19 = add i32 %18, 10
  store i32 %19, i32* @counter.calls, align 4, !tbaa !5
  br label %34

20:                                               ; preds = %0, %20
  %21 = phi i64 [ 0, %0 ], [ %32, %20 ]
  %22 = trunc i64 %21 to i8
  %23 = urem i8 %22, 12
  %24 = zext i8 %23 to i64
  %25 = getelementptr inbounds [12 x i32], [12 x i32]* @primes, i64 0, i64 %24
  %26 = load i32, i32* %25, align 4, !tbaa !5
  %27 = urem i8 %22, 5
  %28 = add nuw nsw i8 %27, 1
  %29 = zext i8 %28 to i32
  %30 = mul nsw i32 %26, %29
  %31 = getelementptr inbounds [255 x i32], [255 x i32]* @tree, i64 0, i64 %21
  store i32 %30, i32* %31, align 4, !tbaa !5
  %32 = add nuw nsw i64 %21, 1
  %33 = icmp eq i64 %32, 255
  br i1 %33, label %9, label %20, !llvm.loop !9

34:                                               ; preds = %9, %36
  %35 = phi i32 [ %37, %36 ], [ 101, %9 ]
  switch i32 %35, label %36 [
    i32 0, label %38
    i32 1, label %39
  ]

36:                                               ; preds = %34
  %37 = add i32 %35, -2
  br label %34

38:                                               ; preds = %34
  br label %39

39:                                               ; preds = %34, %38
  %40 = phi i32 [ 1, %38 ], [ 0, %34 ]
  %41 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.4, i64 0, i64 0), i32 noundef %19, i32 noundef %40, i32 noundef 1)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %13) #7
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %12) #7
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind readnone uwtable
define internal fastcc i32 @ack(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = icmp eq i32 %0, 0
  br i1 %3, label %4, label %7

4:                                                ; preds = %11, %2
  %5 = phi i32 [ %1, %2 ], [ %12, %11 ]
  %6 = add i32 %5, 1
  ret i32 %6

7:                                                ; preds = %2, %11
  %8 = phi i32 [ %12, %11 ], [ %1, %2 ]
  %9 = phi i32 [ %13, %11 ], [ %0, %2 ]
  %10 = icmp eq i32 %8, 0
  br i1 %10, label %11, label %15

11:                                               ; preds = %7, %15
  %12 = phi i32 [ %17, %15 ], [ 1, %7 ]
  %13 = add i32 %9, -1
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %4, label %7

15:                                               ; preds = %7
  %16 = add i32 %8, -1
  %17 = tail call fastcc i32 @ack(i32 noundef %9, i32 noundef %16)
  br label %11
}

; Function Attrs: nofree nosync nounwind uwtable
define internal fastcc i64 @fib(i32 noundef %0) unnamed_addr #3 {
  %2 = icmp slt i32 %0, 2
  br i1 %2, label %3, label %5

3:                                                ; preds = %1
  %4 = sext i32 %0 to i64
  br label %10

5:                                                ; preds = %1
  %6 = zext i32 %0 to i64
  %7 = getelementptr inbounds [91 x i64], [91 x i64]* @memo, i64 0, i64 %6
  %8 = load i64, i64* %7, align 8, !tbaa !11
  %9 = icmp eq i64 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %3, %5, %12
  %11 = phi i64 [ %17, %12 ], [ %4, %3 ], [ %8, %5 ]
  ret i64 %11

12:                                               ; preds = %5
  %13 = add nsw i32 %0, -1
  %14 = tail call fastcc i64 @fib(i32 noundef %13)
  %15 = add nsw i32 %0, -2
  %16 = tail call fastcc i64 @fib(i32 noundef %15)
  %17 = add i64 %16, %14
  store i64 %17, i64* %7, align 8, !tbaa !11
  br label %10
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #4

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #4

; Function Attrs: nofree nosync nounwind readonly uwtable
define internal fastcc i32 @tree_sum(i32 noundef %0) unnamed_addr #5 {
  %2 = icmp sgt i32 %0, 254
  br i1 %2, label %3, label %5

3:                                                ; preds = %1, %5
  %4 = phi i32 [ %16, %5 ], [ 0, %1 ]
  ret i32 %4

5:                                                ; preds = %1
  %6 = sext i32 %0 to i64
  %7 = getelementptr inbounds [255 x i32], [255 x i32]* @tree, i64 0, i64 %6
  %8 = load i32, i32* %7, align 4, !tbaa !5
  %9 = shl nsw i32 %0, 1
  %10 = or i32 %9, 1
  %11 = tail call fastcc i32 @tree_sum(i32 noundef %10)
  %12 = add nsw i32 %11, %8
  %13 = add nsw i32 %9, 2
  %14 = tail call fastcc i32 @tree_sum(i32 noundef %13)
  %15 = sdiv i32 %14, -2
  %16 = add i32 %12, %15
  br label %3
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: nofree nosync nounwind uwtable
define internal fastcc void @permute(i32* nocapture noundef %0, i32 noundef %1, i32* nocapture noundef %2) unnamed_addr #3 {
  %4 = icmp eq i32 %1, 6
  br i1 %4, label %11, label %5

5:                                                ; preds = %3
  %6 = icmp slt i32 %1, 6
  br i1 %6, label %7, label %48

7:                                                ; preds = %5
  %8 = sext i32 %1 to i64
  %9 = getelementptr inbounds i32, i32* %0, i64 %8
  %10 = add nsw i32 %1, 1
  br label %38

11:                                               ; preds = %3
  %12 = load i32, i32* @perm_count, align 4, !tbaa !5
  %13 = add nsw i32 %12, 1
  store i32 %13, i32* @perm_count, align 4, !tbaa !5
  %14 = load i32, i32* %0, align 4, !tbaa !5
  %15 = mul i32 %14, 7
  %16 = getelementptr inbounds i32, i32* %0, i64 1
  %17 = load i32, i32* %16, align 4, !tbaa !5
  %18 = add i32 %17, %15
  %19 = mul i32 %18, 7
  %20 = getelementptr inbounds i32, i32* %0, i64 2
  %21 = load i32, i32* %20, align 4, !tbaa !5
  %22 = add i32 %21, %19
  %23 = mul i32 %22, 7
  %24 = getelementptr inbounds i32, i32* %0, i64 3
  %25 = load i32, i32* %24, align 4, !tbaa !5
  %26 = add i32 %25, %23
  %27 = mul i32 %26, 7
  %28 = getelementptr inbounds i32, i32* %0, i64 4
  %29 = load i32, i32* %28, align 4, !tbaa !5
  %30 = add i32 %29, %27
  %31 = mul i32 %30, 7
  %32 = getelementptr inbounds i32, i32* %0, i64 5
  %33 = load i32, i32* %32, align 4, !tbaa !5
  %34 = add i32 %33, %31
  %35 = mul i32 %34, %13
  %36 = load i32, i32* %2, align 4, !tbaa !5
  %37 = xor i32 %36, %35
  store i32 %37, i32* %2, align 4, !tbaa !5
  br label %48

38:                                               ; preds = %7, %38
  %39 = phi i64 [ %8, %7 ], [ %45, %38 ]
  %40 = load i32, i32* %9, align 4, !tbaa !5
  %41 = getelementptr inbounds i32, i32* %0, i64 %39
  %42 = load i32, i32* %41, align 4, !tbaa !5
  store i32 %42, i32* %9, align 4, !tbaa !5
  store i32 %40, i32* %41, align 4, !tbaa !5
  tail call fastcc void @permute(i32* noundef %0, i32 noundef %10, i32* noundef %2)
  %43 = load i32, i32* %9, align 4, !tbaa !5
  %44 = load i32, i32* %41, align 4, !tbaa !5
  store i32 %44, i32* %9, align 4, !tbaa !5
  store i32 %43, i32* %41, align 4, !tbaa !5
  %45 = add nsw i64 %39, 1
  %46 = trunc i64 %45 to i32
  %47 = icmp eq i32 %46, 6
  br i1 %47, label %48, label %38, !llvm.loop !13

48:                                               ; preds = %38, %5, %11
  ret void
}

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #5 = { nofree nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #7 = { nounwind }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"long long", !7, i64 0}
!13 = distinct !{!13, !10}

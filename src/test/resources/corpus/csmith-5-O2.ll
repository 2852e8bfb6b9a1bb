; ModuleID = 'csmith-5.c'
source_filename = "csmith-5.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"1\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"g_2.f0\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"g_2.f1\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"g_2.f2.f0\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"g_2.f2.f1\00", align 1
@crc32_context = internal unnamed_addr global i32 -1, align 4
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 16
@.str.5 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1
@.str.7 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = icmp eq i32 %0, 2
  br i1 %3, label %4, label %10

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1
  %6 = load i8*, i8** %5, align 8, !tbaa !5
  %7 = tail call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %6, i8* noundef nonnull dereferenceable(2) getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)) #3
  %8 = icmp eq i32 %7, 0
  %9 = zext i1 %8 to i32
  br label %10

10:                                               ; preds = %2, %4
  %11 = phi i32 [ 0, %2 ], [ %9, %4 ]
  br label %12

12:                                               ; preds = %12, %10
  %13 = phi i64 [ 0, %10 ], [ %57, %12 ]
  %14 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %10 ], [ %58, %12 ]
  %15 = and <4 x i32> %14, <i32 1, i32 1, i32 1, i32 1>
  %16 = icmp eq <4 x i32> %15, zeroinitializer
  %17 = lshr <4 x i32> %14, <i32 1, i32 1, i32 1, i32 1>
  %18 = xor <4 x i32> %17, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %19 = select <4 x i1> %16, <4 x i32> %17, <4 x i32> %18
  %20 = and <4 x i32> %19, <i32 1, i32 1, i32 1, i32 1>
  %21 = icmp eq <4 x i32> %20, zeroinitializer
  %22 = lshr <4 x i32> %19, <i32 1, i32 1, i32 1, i32 1>
  %23 = xor <4 x i32> %22, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %24 = select <4 x i1> %21, <4 x i32> %22, <4 x i32> %23
  %25 = and <4 x i32> %24, <i32 1, i32 1, i32 1, i32 1>
  %26 = icmp eq <4 x i32> %25, zeroinitializer
  %27 = lshr <4 x i32> %24, <i32 1, i32 1, i32 1, i32 1>
  %28 = xor <4 x i32> %27, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %29 = select <4 x i1> %26, <4 x i32> %27, <4 x i32> %28
  %30 = and <4 x i32> %29, <i32 1, i32 1, i32 1, i32 1>
  %31 = icmp eq <4 x i32> %30, zeroinitializer
  %32 = lshr <4 x i32> %29, <i32 1, i32 1, i32 1, i32 1>
  %33 = xor <4 x i32> %32, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %34 = select <4 x i1> %31, <4 x i32> %32, <4 x i32> %33
  %35 = and <4 x i32> %34, <i32 1, i32 1, i32 1, i32 1>
  %36 = icmp eq <4 x i32> %35, zeroinitializer
  %37 = lshr <4 x i32> %34, <i32 1, i32 1, i32 1, i32 1>
  %38 = xor <4 x i32> %37, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %39 = select <4 x i1> %36, <4 x i32> %37, <4 x i32> %38
  %40 = and <4 x i32> %39, <i32 1, i32 1, i32 1, i32 1>
  %41 = icmp eq <4 x i32> %40, zeroinitializer
  %42 = lshr <4 x i32> %39, <i32 1, i32 1, i32 1, i32 1>
  %43 = xor <4 x i32> %42, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %44 = select <4 x i1> %41, <4 x i32> %42, <4 x i32> %43
  %45 = and <4 x i32> %44, <i32 1, i32 1, i32 1, i32 1>
  %46 = icmp eq <4 x i32> %45, zeroinitializer
  %47 = lshr <4 x i32> %44, <i32 1, i32 1, i32 1, i32 1>
  %48 = xor <4 x i32> %47, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %49 = select <4 x i1> %46, <4 x i32> %47, <4 x i32> %48
  %50 = and <4 x i32> %49, <i32 1, i32 1, i32 1, i32 1>
  %51 = icmp eq <4 x i32> %50, zeroinitializer
  %52 = lshr <4 x i32> %49, <i32 1, i32 1, i32 1, i32 1>
  %53 = xor <4 x i32> %52, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %54 = select <4 x i1> %51, <4 x i32> %52, <4 x i32> %53
  %55 = getelementptr inbounds [256 x i32], [256 x i32]* @crc32_tab, i64 0, i64 %13
  %56 = bitcast i32* %55 to <4 x i32>*
  store <4 x i32> %54, <4 x i32>* %56, align 16, !tbaa !9
  %57 = add nuw i64 %13, 4
  %58 = add <4 x i32> %14, <i32 4, i32 4, i32 4, i32 4>
  %59 = icmp eq i64 %57, 256
  br i1 %59, label %60, label %12, !llvm.loop !11

60:                                               ; preds = %12
  tail call fastcc void @transparent_crc(i64 noundef 300, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), i32 noundef %11)
  tail call fastcc void @transparent_crc(i64 noundef 3992, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.2, i64 0, i64 0), i32 noundef %11)
  tail call fastcc void @transparent_crc(i64 noundef 4, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i32 noundef %11)
  tail call fastcc void @transparent_crc(i64 noundef 62, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i64 0, i64 0), i32 noundef %11)
  %61 = load i32, i32* @crc32_context, align 4, !tbaa !9
  %62 = xor i32 %61, -1
  %63 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.7, i64 0, i64 0), i32 noundef %62) #4
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i32 @strcmp(i8* nocapture noundef, i8* nocapture noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, i8* noundef %1, i32 noundef %2) unnamed_addr #0 {
  %4 = trunc i64 %0 to i32
  %5 = load i32, i32* @crc32_context, align 4, !tbaa !9
  %6 = lshr i32 %5, 8
  %7 = xor i32 %5, %4
  %8 = and i32 %7, 255
  %9 = zext i32 %8 to i64
  %10 = getelementptr inbounds [256 x i32], [256 x i32]* @crc32_tab, i64 0, i64 %9
  %11 = load i32, i32* %10, align 4, !tbaa !9
  %12 = xor i32 %6, %11
  %13 = lshr i32 %4, 8
  %14 = lshr i32 %12, 8
  %15 = xor i32 %12, %13
  %16 = and i32 %15, 255
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds [256 x i32], [256 x i32]* @crc32_tab, i64 0, i64 %17
  %19 = load i32, i32* %18, align 4, !tbaa !9
  %20 = xor i32 %14, %19
  %21 = lshr i32 %4, 16
  %22 = lshr i32 %20, 8
  %23 = xor i32 %20, %21
  %24 = and i32 %23, 255
  %25 = zext i32 %24 to i64
  %26 = getelementptr inbounds [256 x i32], [256 x i32]* @crc32_tab, i64 0, i64 %25
  %27 = load i32, i32* %26, align 4, !tbaa !9
  %28 = xor i32 %22, %27
  %29 = lshr i32 %4, 24
  %30 = lshr i32 %28, 8
  %31 = and i32 %28, 255
  %32 = xor i32 %31, %29
  %33 = zext i32 %32 to i64
  %34 = getelementptr inbounds [256 x i32], [256 x i32]* @crc32_tab, i64 0, i64 %33
  %35 = load i32, i32* %34, align 4, !tbaa !9
  %36 = xor i32 %30, %35
  %37 = lshr i64 %0, 32
  %38 = trunc i64 %37 to i32
  %39 = lshr i32 %36, 8
  %40 = xor i32 %36, %38
  %41 = and i32 %40, 255
  %42 = zext i32 %41 to i64
  %43 = getelementptr inbounds [256 x i32], [256 x i32]* @crc32_tab, i64 0, i64 %42
  %44 = load i32, i32* %43, align 4, !tbaa !9
  %45 = xor i32 %39, %44
  %46 = lshr i64 %0, 40
  %47 = trunc i64 %46 to i32
  %48 = lshr i32 %45, 8
  %49 = xor i32 %45, %47
  %50 = and i32 %49, 255
  %51 = zext i32 %50 to i64
  %52 = getelementptr inbounds [256 x i32], [256 x i32]* @crc32_tab, i64 0, i64 %51
  %53 = load i32, i32* %52, align 4, !tbaa !9
  %54 = xor i32 %48, %53
  %55 = lshr i64 %0, 48
  %56 = trunc i64 %55 to i32
  %57 = lshr i32 %54, 8
  %58 = xor i32 %54, %56
  %59 = and i32 %58, 255
  %60 = zext i32 %59 to i64
  %61 = getelementptr inbounds [256 x i32], [256 x i32]* @crc32_tab, i64 0, i64 %60
  %62 = load i32, i32* %61, align 4, !tbaa !9
  %63 = xor i32 %57, %62
  %64 = lshr i64 %0, 56
  %65 = trunc i64 %64 to i32
  %66 = lshr i32 %63, 8
  %67 = and i32 %63, 255
  %68 = xor i32 %67, %65
  %69 = zext i32 %68 to i64
  %70 = getelementptr inbounds [256 x i32], [256 x i32]* @crc32_tab, i64 0, i64 %69
  %71 = load i32, i32* %70, align 4, !tbaa !9
  %72 = xor i32 %66, %71
  store i32 %72, i32* @crc32_context, align 4, !tbaa !9
  %73 = icmp eq i32 %2, 0
  br i1 %73, label %78, label %74

74:                                               ; preds = %3
  %75 = xor i32 %72, -1
  %76 = zext i32 %75 to i64
  %77 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @.str.5, i64 0, i64 0), i8* noundef %1, i64 noundef %76)
  br label %78

78:                                               ; preds = %74, %3
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind readonly willreturn }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.isvectorized", i32 1}

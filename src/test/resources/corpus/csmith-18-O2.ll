; ModuleID = 'csmith-18.c'
source_filename = "csmith-18.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"1\00", align 1
@g_2 = internal unnamed_addr global [5 x [4 x [5 x i32]]] [[4 x [5 x i32]] [[5 x i32] [i32 514223704, i32 0, i32 514223704, i32 -516562442, i32 0], [5 x i32] [i32 0, i32 83088614, i32 6, i32 0, i32 6], [5 x i32] [i32 -1, i32 -1, i32 -1121274354, i32 0, i32 0], [5 x i32] [i32 7, i32 -1, i32 6, i32 6, i32 -1]], [4 x [5 x i32]] [[5 x i32] [i32 0, i32 1, i32 514223704, i32 0, i32 -516562442], [5 x i32] [i32 1763056985, i32 -1, i32 609621516, i32 -1, i32 1763056985], [5 x i32] [i32 514223704, i32 -1, i32 1, i32 -516562442, i32 -1], [5 x i32] [i32 1763056985, i32 83088614, i32 83088614, i32 1763056985, i32 6]], [4 x [5 x i32]] [[5 x i32] [i32 0, i32 0, i32 -1121274354, i32 -1, i32 -1], [5 x i32] [i32 7, i32 83088614, i32 1, i32 6, i32 83088614], [5 x i32] [i32 514223704, i32 -1121274354, i32 -801803689, i32 514223704, i32 -801803689], [5 x i32] [i32 7, i32 7, i32 0, i32 83088614, i32 6]], [4 x [5 x i32]] [[5 x i32] [i32 561010964, i32 -516562442, i32 -801803689, i32 -801803689, i32 -516562442], [5 x i32] [i32 6, i32 609621516, i32 1, i32 6, i32 6], [5 x i32] [i32 1, i32 -516562442, i32 -1, i32 -516562442, i32 1], [5 x i32] [i32 1, i32 7, i32 609621516, i32 6, i32 7]], [4 x [5 x i32]] [[5 x i32] [i32 1, i32 -1121274354, i32 -1121274354, i32 1, i32 -801803689], [5 x i32] [i32 6, i32 83088614, i32 0, i32 7, i32 7], [5 x i32] [i32 561010964, i32 1, i32 561010964, i32 -801803689, i32 1], [5 x i32] [i32 7, i32 609621516, i32 6, i32 7, i32 6]]], align 16
@.str.1 = private unnamed_addr constant [13 x i8] c"g_2[i][j][k]\00", align 1
@.str.2 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1
@crc32_context = internal unnamed_addr global i32 -1, align 4
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 16
@.str.3 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1
@.str.4 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = icmp eq i32 %0, 2
  br i1 %3, label %4, label %11

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1
  %6 = load i8*, i8** %5, align 8, !tbaa !5
  %7 = tail call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %6, i8* noundef nonnull dereferenceable(2) getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)) #3
  %8 = icmp eq i32 %7, 0
  %9 = xor i1 %8, true
  %10 = zext i1 %8 to i32
  br label %11

11:                                               ; preds = %2, %4
  %12 = phi i1 [ true, %2 ], [ %9, %4 ]
  %13 = phi i32 [ 0, %2 ], [ %10, %4 ]
  br label %14

14:                                               ; preds = %14, %11
  %15 = phi i64 [ 0, %11 ], [ %59, %14 ]
  %16 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %11 ], [ %60, %14 ]
  %17 = and <4 x i32> %16, <i32 1, i32 1, i32 1, i32 1>
  %18 = icmp eq <4 x i32> %17, zeroinitializer
  %19 = lshr <4 x i32> %16, <i32 1, i32 1, i32 1, i32 1>
  %20 = xor <4 x i32> %19, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %21 = select <4 x i1> %18, <4 x i32> %19, <4 x i32> %20
  %22 = and <4 x i32> %21, <i32 1, i32 1, i32 1, i32 1>
  %23 = icmp eq <4 x i32> %22, zeroinitializer
  %24 = lshr <4 x i32> %21, <i32 1, i32 1, i32 1, i32 1>
  %25 = xor <4 x i32> %24, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %26 = select <4 x i1> %23, <4 x i32> %24, <4 x i32> %25
  %27 = and <4 x i32> %26, <i32 1, i32 1, i32 1, i32 1>
  %28 = icmp eq <4 x i32> %27, zeroinitializer
  %29 = lshr <4 x i32> %26, <i32 1, i32 1, i32 1, i32 1>
  %30 = xor <4 x i32> %29, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %31 = select <4 x i1> %28, <4 x i32> %29, <4 x i32> %30
  %32 = and <4 x i32> %31, <i32 1, i32 1, i32 1, i32 1>
  %33 = icmp eq <4 x i32> %32, zeroinitializer
  %34 = lshr <4 x i32> %31, <i32 1, i32 1, i32 1, i32 1>
  %35 = xor <4 x i32> %34, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %36 = select <4 x i1> %33, <4 x i32> %34, <4 x i32> %35
  %37 = and <4 x i32> %36, <i32 1, i32 1, i32 1, i32 1>
  %38 = icmp eq <4 x i32> %37, zeroinitializer
  %39 = lshr <4 x i32> %36, <i32 1, i32 1, i32 1, i32 1>
  %40 = xor <4 x i32> %39, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %41 = select <4 x i1> %38, <4 x i32> %39, <4 x i32> %40
  %42 = and <4 x i32> %41, <i32 1, i32 1, i32 1, i32 1>
  %43 = icmp eq <4 x i32> %42, zeroinitializer
  %44 = lshr <4 x i32> %41, <i32 1, i32 1, i32 1, i32 1>
  %45 = xor <4 x i32> %44, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %46 = select <4 x i1> %43, <4 x i32> %44, <4 x i32> %45
  %47 = and <4 x i32> %46, <i32 1, i32 1, i32 1, i32 1>
  %48 = icmp eq <4 x i32> %47, zeroinitializer
  %49 = lshr <4 x i32> %46, <i32 1, i32 1, i32 1, i32 1>
  %50 = xor <4 x i32> %49, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %51 = select <4 x i1> %48, <4 x i32> %49, <4 x i32> %50
  %52 = and <4 x i32> %51, <i32 1, i32 1, i32 1, i32 1>
  %53 = icmp eq <4 x i32> %52, zeroinitializer
  %54 = lshr <4 x i32> %51, <i32 1, i32 1, i32 1, i32 1>
  %55 = xor <4 x i32> %54, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %56 = select <4 x i1> %53, <4 x i32> %54, <4 x i32> %55
  %57 = getelementptr inbounds [256 x i32], [256 x i32]* @crc32_tab, i64 0, i64 %15
  %58 = bitcast i32* %57 to <4 x i32>*
  store <4 x i32> %56, <4 x i32>* %58, align 16, !tbaa !9
  %59 = add nuw i64 %15, 4
  %60 = add <4 x i32> %16, <i32 4, i32 4, i32 4, i32 4>
  %61 = icmp eq i64 %59, 256
  br i1 %61, label %62, label %14, !llvm.loop !11

62:                                               ; preds = %14
  %63 = load i32, i32* getelementptr inbounds ([5 x [4 x [5 x i32]]], [5 x [4 x [5 x i32]]]* @g_2, i64 0, i64 0, i64 0, i64 4), align 16, !tbaa !9
  %64 = and i32 %63, -7
  store i32 %64, i32* getelementptr inbounds ([5 x [4 x [5 x i32]]], [5 x [4 x [5 x i32]]]* @g_2, i64 0, i64 0, i64 0, i64 4), align 16, !tbaa !9
  %65 = icmp eq i32 %13, 0
  br label %66

66:                                               ; preds = %62, %158
  %67 = phi i64 [ 0, %62 ], [ %159, %158 ]
  %68 = trunc i64 %67 to i32
  br label %69

69:                                               ; preds = %66, %155
  %70 = phi i64 [ 0, %66 ], [ %156, %155 ]
  %71 = trunc i64 %70 to i32
  br label %72

72:                                               ; preds = %69, %152
  %73 = phi i64 [ 0, %69 ], [ %153, %152 ]
  %74 = getelementptr inbounds [5 x [4 x [5 x i32]]], [5 x [4 x [5 x i32]]]* @g_2, i64 0, i64 %67, i64 %70, i64 %73
  %75 = load i32, i32* %74, align 4, !tbaa !9
  %76 = sext i32 %75 to i64
  %77 = load i32, i32* @crc32_context, align 4, !tbaa !9
  %78 = lshr i32 %77, 8
  %79 = xor i32 %77, %75
  %80 = and i32 %79, 255
  %81 = zext i32 %80 to i64
  %82 = getelementptr inbounds [256 x i32], [256 x i32]* @crc32_tab, i64 0, i64 %81
  %83 = load i32, i32* %82, align 4, !tbaa !9
  %84 = xor i32 %78, %83
  %85 = lshr i32 %75, 8
  %86 = lshr i32 %84, 8
  %87 = xor i32 %84, %85
  %88 = and i32 %87, 255
  %89 = zext i32 %88 to i64
  %90 = getelementptr inbounds [256 x i32], [256 x i32]* @crc32_tab, i64 0, i64 %89
  %91 = load i32, i32* %90, align 4, !tbaa !9
  %92 = xor i32 %86, %91
  %93 = lshr i32 %75, 16
  %94 = lshr i32 %92, 8
  %95 = xor i32 %92, %93
  %96 = and i32 %95, 255
  %97 = zext i32 %96 to i64
  %98 = getelementptr inbounds [256 x i32], [256 x i32]* @crc32_tab, i64 0, i64 %97
  %99 = load i32, i32* %98, align 4, !tbaa !9
  %100 = xor i32 %94, %99
  %101 = lshr i32 %75, 24
  %102 = lshr i32 %100, 8
  %103 = and i32 %100, 255
  %104 = xor i32 %103, %101
  %105 = zext i32 %104 to i64
  %106 = getelementptr inbounds [256 x i32], [256 x i32]* @crc32_tab, i64 0, i64 %105
  %107 = load i32, i32* %106, align 4, !tbaa !9
  %108 = xor i32 %102, %107
  %109 = ashr i32 %75, 31
  %110 = lshr i32 %108, 8
  %111 = xor i32 %108, %109
  %112 = and i32 %111, 255
  %113 = zext i32 %112 to i64
  %114 = getelementptr inbounds [256 x i32], [256 x i32]* @crc32_tab, i64 0, i64 %113
  %115 = load i32, i32* %114, align 4, !tbaa !9
  %116 = xor i32 %110, %115
  %117 = lshr i64 %76, 40
  %118 = trunc i64 %117 to i32
  %119 = lshr i32 %116, 8
  %120 = xor i32 %116, %118
  %121 = and i32 %120, 255
  %122 = zext i32 %121 to i64
  %123 = getelementptr inbounds [256 x i32], [256 x i32]* @crc32_tab, i64 0, i64 %122
  %124 = load i32, i32* %123, align 4, !tbaa !9
  %125 = xor i32 %119, %124
  %126 = lshr i64 %76, 48
  %127 = trunc i64 %126 to i32
  %128 = lshr i32 %125, 8
  %129 = xor i32 %125, %127
  %130 = and i32 %129, 255
  %131 = zext i32 %130 to i64
  %132 = getelementptr inbounds [256 x i32], [256 x i32]* @crc32_tab, i64 0, i64 %131
  %133 = load i32, i32* %132, align 4, !tbaa !9
  %134 = xor i32 %128, %133
  %135 = lshr i64 %76, 56
  %136 = trunc i64 %135 to i32
  %137 = lshr i32 %134, 8
  %138 = and i32 %134, 255
  %139 = xor i32 %138, %136
  %140 = zext i32 %139 to i64
  %141 = getelementptr inbounds [256 x i32], [256 x i32]* @crc32_tab, i64 0, i64 %140
  %142 = load i32, i32* %141, align 4, !tbaa !9
  %143 = xor i32 %137, %142
  store i32 %143, i32* @crc32_context, align 4, !tbaa !9
  br i1 %65, label %148, label %144

144:                                              ; preds = %72
  %145 = xor i32 %143, -1
  %146 = zext i32 %145 to i64
  %147 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.1, i64 0, i64 0), i64 noundef %146) #4
  br label %148

148:                                              ; preds = %72, %144
  br i1 %12, label %152, label %149

149:                                              ; preds = %148
  %150 = trunc i64 %73 to i32
  %151 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.2, i64 0, i64 0), i32 noundef %68, i32 noundef %71, i32 noundef %150)
  br label %152

152:                                              ; preds = %148, %149
  %153 = add nuw nsw i64 %73, 1
  %154 = icmp eq i64 %153, 5
  br i1 %154, label %155, label %72, !llvm.loop !14

155:                                              ; preds = %152
  %156 = add nuw nsw i64 %70, 1
  %157 = icmp eq i64 %156, 4
  br i1 %157, label %158, label %69, !llvm.loop !15

158:                                              ; preds = %155
  %159 = add nuw nsw i64 %67, 1
  %160 = icmp eq i64 %159, 5
  br i1 %160, label %161, label %66, !llvm.loop !16

161:                                              ; preds = %158
  %162 = load i32, i32* @crc32_context, align 4, !tbaa !9
  %163 = xor i32 %162, -1
  %164 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.4, i64 0, i64 0), i32 noundef %163) #4
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i32 @strcmp(i8* nocapture noundef, i8* nocapture noundef) local_unnamed_addr #1

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
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}

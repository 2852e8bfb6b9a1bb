; ModuleID = 'loops.c'
source_filename = "loops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [9 x i8] c"fill %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"find %d %d\0A\00", align 1
@data = internal unnamed_addr global [512 x i32] zeroinitializer, align 16, !dbg !0
@.str.2 = private unnamed_addr constant [12 x i8] c"strided %u\0A\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"bound %u\0A\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"grid %u\0A\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"nested %u\0A\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"collatz %u\0A\00", align 1
@grid = internal unnamed_addr global [64 x [64 x i32]] zeroinitializer, align 16, !dbg !10

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !25 {
  call void @llvm.dbg.value(metadata i32 12345, metadata !32, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i32 0, metadata !36, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i32 0, metadata !37, metadata !DIExpression()), !dbg !41
  br label %1, !dbg !42

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %18, %1 ]
  %3 = phi i32 [ 0, %0 ], [ %17, %1 ]
  %4 = phi i32 [ 12345, %0 ], [ %13, %1 ]
  call void @llvm.dbg.value(metadata i64 %2, metadata !37, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.value(metadata i32 %3, metadata !36, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i32 %4, metadata !32, metadata !DIExpression()), !dbg !39
  %5 = mul i32 %4, 1103515245, !dbg !43
  %6 = add i32 %5, 12345, !dbg !46
  call void @llvm.dbg.value(metadata i32 %6, metadata !32, metadata !DIExpression()), !dbg !39
  %7 = lshr i32 %6, 8, !dbg !47
  %8 = and i32 %7, 65535, !dbg !48
  %9 = getelementptr inbounds [512 x i32], [512 x i32]* @data, i64 0, i64 %2, !dbg !49
  store i32 %8, i32* %9, align 8, !dbg !50, !tbaa !51
  %10 = add i32 %8, %3, !dbg !55
  call void @llvm.dbg.value(metadata i32 %10, metadata !36, metadata !DIExpression()), !dbg !39
  %11 = or i64 %2, 1, !dbg !56
  call void @llvm.dbg.value(metadata i64 %11, metadata !37, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.value(metadata i64 %11, metadata !37, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.value(metadata i32 %10, metadata !36, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i32 %6, metadata !32, metadata !DIExpression()), !dbg !39
  %12 = mul i32 %6, 1103515245, !dbg !43
  %13 = add i32 %12, 12345, !dbg !46
  call void @llvm.dbg.value(metadata i32 %13, metadata !32, metadata !DIExpression()), !dbg !39
  %14 = lshr i32 %13, 8, !dbg !47
  %15 = and i32 %14, 65535, !dbg !48
  %16 = getelementptr inbounds [512 x i32], [512 x i32]* @data, i64 0, i64 %11, !dbg !49
  store i32 %15, i32* %16, align 4, !dbg !50, !tbaa !51
  %17 = add i32 %15, %10, !dbg !55
  call void @llvm.dbg.value(metadata i32 %17, metadata !36, metadata !DIExpression()), !dbg !39
  %18 = add nuw nsw i64 %2, 2, !dbg !56
  call void @llvm.dbg.value(metadata i64 %18, metadata !37, metadata !DIExpression()), !dbg !41
  %19 = icmp eq i64 %18, 512, !dbg !57
  br i1 %19, label %20, label %1, !dbg !42, !llvm.loop !58

20:                                               ; preds = %1
  %21 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i64 0, i64 0), i32 noundef %17), !dbg !61
  %22 = load i32, i32* getelementptr inbounds ([512 x i32], [512 x i32]* @data, i64 0, i64 77), align 4, !dbg !62, !tbaa !51
  call void @llvm.dbg.value(metadata i32 512, metadata !63, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i32 %22, metadata !71, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i32 0, metadata !72, metadata !DIExpression()), !dbg !76
  br label %23, !dbg !77

23:                                               ; preds = %28, %20
  %24 = phi i64 [ %30, %28 ], [ 0, %20 ]
  call void @llvm.dbg.value(metadata i64 %24, metadata !72, metadata !DIExpression()), !dbg !76
  %25 = getelementptr inbounds [512 x i32], [512 x i32]* @data, i64 0, i64 %24, !dbg !78
  %26 = load i32, i32* %25, align 4, !dbg !78, !tbaa !51
  %27 = icmp eq i32 %26, %22, !dbg !82
  br i1 %27, label %33, label %28, !dbg !83

28:                                               ; preds = %23
  %29 = icmp ult i32 %26, 65521, !dbg !84
  %30 = add nuw nsw i64 %24, 1
  %31 = icmp ult i64 %24, 511
  %32 = select i1 %29, i1 %31, i1 false, !dbg !86
  call void @llvm.dbg.value(metadata i64 %30, metadata !72, metadata !DIExpression()), !dbg !76
  br i1 %32, label %23, label %35, !dbg !86, !llvm.loop !87

33:                                               ; preds = %23
  %34 = trunc i64 %24 to i32, !dbg !83
  br label %35, !dbg !89

35:                                               ; preds = %28, %33
  %36 = phi i32 [ %34, %33 ], [ -1, %28 ]
  call void @llvm.dbg.value(metadata i32 512, metadata !63, metadata !DIExpression()), !dbg !90
  call void @llvm.dbg.value(metadata i32 7, metadata !71, metadata !DIExpression()), !dbg !90
  call void @llvm.dbg.value(metadata i32 0, metadata !72, metadata !DIExpression()), !dbg !92
  br label %37, !dbg !93

37:                                               ; preds = %42, %35
  %38 = phi i64 [ %44, %42 ], [ 0, %35 ]
  call void @llvm.dbg.value(metadata i64 %38, metadata !72, metadata !DIExpression()), !dbg !92
  %39 = getelementptr inbounds [512 x i32], [512 x i32]* @data, i64 0, i64 %38, !dbg !94
  %40 = load i32, i32* %39, align 4, !dbg !94, !tbaa !51
  %41 = icmp eq i32 %40, 7, !dbg !95
  br i1 %41, label %47, label %42, !dbg !96

42:                                               ; preds = %37
  %43 = icmp ult i32 %40, 65521, !dbg !97
  %44 = add nuw nsw i64 %38, 1
  %45 = icmp ult i64 %38, 511
  %46 = select i1 %43, i1 %45, i1 false, !dbg !98
  call void @llvm.dbg.value(metadata i64 %44, metadata !72, metadata !DIExpression()), !dbg !92
  br i1 %46, label %37, label %49, !dbg !98, !llvm.loop !99

47:                                               ; preds = %37
  %48 = trunc i64 %38 to i32, !dbg !96
  br label %49, !dbg !101

49:                                               ; preds = %42, %47
  %50 = phi i32 [ %48, %47 ], [ -1, %42 ]
  %51 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i64 0, i64 0), i32 noundef %36, i32 noundef %50), !dbg !102
  call void @llvm.dbg.value(metadata i32 512, metadata !103, metadata !DIExpression()), !dbg !114
  call void @llvm.dbg.value(metadata i32 0, metadata !109, metadata !DIExpression()), !dbg !114
  call void @llvm.dbg.value(metadata i32 0, metadata !110, metadata !DIExpression()), !dbg !116
  br label %52, !dbg !117

52:                                               ; preds = %52, %49
  %53 = phi i64 [ 0, %49 ], [ %69, %52 ]
  %54 = phi i32 [ 0, %49 ], [ %68, %52 ]
  call void @llvm.dbg.value(metadata i64 %53, metadata !110, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata i32 %54, metadata !109, metadata !DIExpression()), !dbg !114
  %55 = getelementptr inbounds [512 x i32], [512 x i32]* @data, i64 0, i64 %53, !dbg !118
  %56 = load i32, i32* %55, align 4, !dbg !118, !tbaa !51
  %57 = mul i32 %56, 3, !dbg !120
  %58 = add i32 %57, %54, !dbg !121
  call void @llvm.dbg.value(metadata i32 %58, metadata !109, metadata !DIExpression()), !dbg !114
  %59 = add nuw nsw i64 %53, 3, !dbg !122
  call void @llvm.dbg.value(metadata i64 %59, metadata !110, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata i64 %59, metadata !110, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata i32 %58, metadata !109, metadata !DIExpression()), !dbg !114
  %60 = getelementptr inbounds [512 x i32], [512 x i32]* @data, i64 0, i64 %59, !dbg !118
  %61 = load i32, i32* %60, align 4, !dbg !118, !tbaa !51
  %62 = mul i32 %61, 3, !dbg !120
  %63 = add i32 %62, %58, !dbg !121
  call void @llvm.dbg.value(metadata i32 %63, metadata !109, metadata !DIExpression()), !dbg !114
  %64 = add nuw nsw i64 %53, 6, !dbg !122
  call void @llvm.dbg.value(metadata i64 %64, metadata !110, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata i64 %64, metadata !110, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata i32 %63, metadata !109, metadata !DIExpression()), !dbg !114
  %65 = getelementptr inbounds [512 x i32], [512 x i32]* @data, i64 0, i64 %64, !dbg !118
  %66 = load i32, i32* %65, align 4, !dbg !118, !tbaa !51
  %67 = mul i32 %66, 3, !dbg !120
  %68 = add i32 %67, %63, !dbg !121
  call void @llvm.dbg.value(metadata i32 %68, metadata !109, metadata !DIExpression()), !dbg !114
  %69 = add nuw nsw i64 %53, 9, !dbg !122
  call void @llvm.dbg.value(metadata i64 %69, metadata !110, metadata !DIExpression()), !dbg !116
  %70 = icmp ult i64 %53, 503, !dbg !123
  br i1 %70, label %52, label %71, !dbg !117, !llvm.loop !124

71:                                               ; preds = %52
  %72 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %68, i64 0, !dbg !126
  br label %73, !dbg !126

73:                                               ; preds = %73, %71
  %74 = phi i64 [ 0, %71 ], [ %96, %73 ]
  %75 = phi <4 x i32> [ %72, %71 ], [ %95, %73 ]
  %76 = phi <4 x i32> [ <i32 511, i32 506, i32 501, i32 496>, %71 ], [ %97, %73 ], !dbg !127
  %77 = mul i64 %74, -5
  %78 = add i64 %77, 511
  %79 = add i64 %77, 506
  %80 = add i64 %77, 501
  %81 = add i64 %77, 496
  %82 = getelementptr inbounds [512 x i32], [512 x i32]* @data, i64 0, i64 %78, !dbg !129
  %83 = getelementptr inbounds [512 x i32], [512 x i32]* @data, i64 0, i64 %79, !dbg !129
  %84 = getelementptr inbounds [512 x i32], [512 x i32]* @data, i64 0, i64 %80, !dbg !129
  %85 = getelementptr inbounds [512 x i32], [512 x i32]* @data, i64 0, i64 %81, !dbg !129
  %86 = load i32, i32* %82, align 4, !dbg !129, !tbaa !51
  %87 = load i32, i32* %83, align 8, !dbg !129, !tbaa !51
  %88 = load i32, i32* %84, align 4, !dbg !129, !tbaa !51
  %89 = load i32, i32* %85, align 16, !dbg !129, !tbaa !51
  %90 = insertelement <4 x i32> poison, i32 %86, i64 0
  %91 = insertelement <4 x i32> %90, i32 %87, i64 1
  %92 = insertelement <4 x i32> %91, i32 %88, i64 2
  %93 = insertelement <4 x i32> %92, i32 %89, i64 3
  %94 = add <4 x i32> %93, %76
  %95 = xor <4 x i32> %94, %75, !dbg !130
  %96 = add nuw i64 %74, 4
  %97 = add <4 x i32> %76, <i32 -20, i32 -20, i32 -20, i32 -20>, !dbg !127
  %98 = icmp eq i64 %96, 100
  br i1 %98, label %99, label %73, !llvm.loop !131

99:                                               ; preds = %73
  %100 = call i32 @llvm.vector.reduce.xor.v4i32(<4 x i32> %95), !dbg !126
  call void @llvm.dbg.value(metadata i64 11, metadata !112, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata i32 %100, metadata !109, metadata !DIExpression()), !dbg !114
  %101 = load i32, i32* getelementptr inbounds ([512 x i32], [512 x i32]* @data, i64 0, i64 11), align 4, !dbg !129, !tbaa !51
  %102 = add i32 %101, 11, !dbg !127
  %103 = xor i32 %102, %100, !dbg !130
  call void @llvm.dbg.value(metadata i32 %103, metadata !109, metadata !DIExpression()), !dbg !114
  call void @llvm.dbg.value(metadata i64 6, metadata !112, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata i64 6, metadata !112, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata i32 %103, metadata !109, metadata !DIExpression()), !dbg !114
  %104 = load i32, i32* getelementptr inbounds ([512 x i32], [512 x i32]* @data, i64 0, i64 6), align 8, !dbg !129, !tbaa !51
  %105 = add i32 %104, 6, !dbg !127
  %106 = xor i32 %105, %103, !dbg !130
  call void @llvm.dbg.value(metadata i32 %106, metadata !109, metadata !DIExpression()), !dbg !114
  call void @llvm.dbg.value(metadata i64 1, metadata !112, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata i64 1, metadata !112, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata i32 %106, metadata !109, metadata !DIExpression()), !dbg !114
  %107 = load i32, i32* getelementptr inbounds ([512 x i32], [512 x i32]* @data, i64 0, i64 1), align 4, !dbg !129, !tbaa !51
  %108 = add i32 %107, 1, !dbg !127
  %109 = xor i32 %108, %106, !dbg !130
  call void @llvm.dbg.value(metadata i32 %109, metadata !109, metadata !DIExpression()), !dbg !114
  call void @llvm.dbg.value(metadata i64 -4, metadata !112, metadata !DIExpression()), !dbg !134
  %110 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i64 0, i64 0), i32 noundef %109), !dbg !135
  call void @llvm.dbg.value(metadata i32 0, metadata !136, metadata !DIExpression()), !dbg !146
  call void @llvm.dbg.value(metadata i32 0, metadata !144, metadata !DIExpression()), !dbg !148
  br label %111, !dbg !149

111:                                              ; preds = %129, %99
  %112 = phi i64 [ 0, %99 ], [ %142, %129 ], !dbg !150
  %113 = phi <4 x i32> [ zeroinitializer, %99 ], [ %140, %129 ]
  %114 = phi <4 x i32> [ zeroinitializer, %99 ], [ %141, %129 ]
  %115 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %99 ], [ %143, %129 ], !dbg !152
  %116 = add <4 x i32> %115, <i32 4, i32 4, i32 4, i32 4>, !dbg !152
  %117 = getelementptr inbounds [512 x i32], [512 x i32]* @data, i64 0, i64 %112, !dbg !150
  %118 = bitcast i32* %117 to <4 x i32>*, !dbg !153
  %119 = load <4 x i32>, <4 x i32>* %118, align 16, !dbg !153, !tbaa !51
  %120 = getelementptr inbounds i32, i32* %117, i64 4, !dbg !153
  %121 = bitcast i32* %120 to <4 x i32>*, !dbg !153
  %122 = load <4 x i32>, <4 x i32>* %121, align 16, !dbg !153, !tbaa !51
  %123 = xor <4 x i32> %119, %115, !dbg !152
  %124 = xor <4 x i32> %122, %116, !dbg !152
  %125 = add <4 x i32> %123, %113, !dbg !154
  %126 = add <4 x i32> %124, %114, !dbg !154
  %127 = or i64 %112, 8, !dbg !150
  %128 = icmp eq i64 %127, 296, !dbg !150
  br i1 %128, label %144, label %129, !dbg !150, !llvm.loop !155

129:                                              ; preds = %111
  %130 = add <4 x i32> %115, <i32 8, i32 8, i32 8, i32 8>, !dbg !152
  %131 = add <4 x i32> %115, <i32 12, i32 12, i32 12, i32 12>, !dbg !152
  %132 = getelementptr inbounds [512 x i32], [512 x i32]* @data, i64 0, i64 %127, !dbg !150
  %133 = bitcast i32* %132 to <4 x i32>*, !dbg !153
  %134 = load <4 x i32>, <4 x i32>* %133, align 16, !dbg !153, !tbaa !51
  %135 = getelementptr inbounds i32, i32* %132, i64 4, !dbg !153
  %136 = bitcast i32* %135 to <4 x i32>*, !dbg !153
  %137 = load <4 x i32>, <4 x i32>* %136, align 16, !dbg !153, !tbaa !51
  %138 = xor <4 x i32> %134, %130, !dbg !152
  %139 = xor <4 x i32> %137, %131, !dbg !152
  %140 = add <4 x i32> %138, %125, !dbg !154
  %141 = add <4 x i32> %139, %126, !dbg !154
  %142 = add nuw nsw i64 %112, 16, !dbg !150
  %143 = add <4 x i32> %115, <i32 16, i32 16, i32 16, i32 16>, !dbg !152
  br label %111

144:                                              ; preds = %111
  %145 = add <4 x i32> %126, %125, !dbg !149
  %146 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %145), !dbg !149
  call void @llvm.dbg.value(metadata i64 296, metadata !144, metadata !DIExpression()), !dbg !148
  call void @llvm.dbg.value(metadata i32 %146, metadata !136, metadata !DIExpression()), !dbg !146
  %147 = load i32, i32* getelementptr inbounds ([512 x i32], [512 x i32]* @data, i64 0, i64 296), align 16, !dbg !153, !tbaa !51
  %148 = xor i32 %147, 296, !dbg !152
  %149 = add i32 %148, %146, !dbg !154
  call void @llvm.dbg.value(metadata i32 %149, metadata !136, metadata !DIExpression()), !dbg !146
  call void @llvm.dbg.value(metadata i64 297, metadata !144, metadata !DIExpression()), !dbg !148
  call void @llvm.dbg.value(metadata i64 297, metadata !144, metadata !DIExpression()), !dbg !148
  call void @llvm.dbg.value(metadata i32 %149, metadata !136, metadata !DIExpression()), !dbg !146
  %150 = load i32, i32* getelementptr inbounds ([512 x i32], [512 x i32]* @data, i64 0, i64 297), align 4, !dbg !153, !tbaa !51
  %151 = xor i32 %150, 297, !dbg !152
  %152 = add i32 %151, %149, !dbg !154
  call void @llvm.dbg.value(metadata i32 %152, metadata !136, metadata !DIExpression()), !dbg !146
  call void @llvm.dbg.value(metadata i64 298, metadata !144, metadata !DIExpression()), !dbg !148
  call void @llvm.dbg.value(metadata i64 298, metadata !144, metadata !DIExpression()), !dbg !148
  call void @llvm.dbg.value(metadata i32 %152, metadata !136, metadata !DIExpression()), !dbg !146
  %153 = load i32, i32* getelementptr inbounds ([512 x i32], [512 x i32]* @data, i64 0, i64 298), align 8, !dbg !153, !tbaa !51
  %154 = xor i32 %153, 298, !dbg !152
  %155 = add i32 %154, %152, !dbg !154
  call void @llvm.dbg.value(metadata i32 %155, metadata !136, metadata !DIExpression()), !dbg !146
  call void @llvm.dbg.value(metadata i64 299, metadata !144, metadata !DIExpression()), !dbg !148
  call void @llvm.dbg.value(metadata i64 299, metadata !144, metadata !DIExpression()), !dbg !148
  call void @llvm.dbg.value(metadata i32 %155, metadata !136, metadata !DIExpression()), !dbg !146
  %156 = load i32, i32* getelementptr inbounds ([512 x i32], [512 x i32]* @data, i64 0, i64 299), align 4, !dbg !153, !tbaa !51
  %157 = xor i32 %156, 299, !dbg !152
  %158 = add i32 %157, %155, !dbg !154
  call void @llvm.dbg.value(metadata i32 %158, metadata !136, metadata !DIExpression()), !dbg !146
  call void @llvm.dbg.value(metadata i64 300, metadata !144, metadata !DIExpression()), !dbg !148
  %159 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i32 noundef %158), !dbg !157
  call void @llvm.dbg.value(metadata i32 0, metadata !158, metadata !DIExpression()), !dbg !176
  br label %160, !dbg !178

160:                                              ; preds = %144, %185
  %161 = phi i64 [ 0, %144 ], [ %186, %185 ]
  call void @llvm.dbg.value(metadata i64 %161, metadata !158, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32 0, metadata !162, metadata !DIExpression()), !dbg !179
  %162 = mul nuw nsw i64 %161, 7
  %163 = insertelement <4 x i64> poison, i64 %162, i64 0, !dbg !180
  %164 = shufflevector <4 x i64> %163, <4 x i64> poison, <4 x i32> zeroinitializer, !dbg !180
  br label %165, !dbg !180

165:                                              ; preds = %165, %160
  %166 = phi i64 [ 0, %160 ], [ %182, %165 ], !dbg !181
  %167 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %160 ], [ %183, %165 ]
  %168 = mul nuw nsw <4 x i64> %167, <i64 13, i64 13, i64 13, i64 13>, !dbg !183
  %169 = add nuw nsw <4 x i64> %168, %164, !dbg !184
  %170 = trunc <4 x i64> %169 to <4 x i32>, !dbg !185
  %171 = urem <4 x i32> %170, <i32 101, i32 101, i32 101, i32 101>, !dbg !185
  %172 = getelementptr inbounds [64 x [64 x i32]], [64 x [64 x i32]]* @grid, i64 0, i64 %161, i64 %166, !dbg !181
  %173 = bitcast i32* %172 to <4 x i32>*, !dbg !186
  store <4 x i32> %171, <4 x i32>* %173, align 16, !dbg !186, !tbaa !51
  %174 = or i64 %166, 4, !dbg !181
  %175 = mul <4 x i64> %167, <i64 13, i64 13, i64 13, i64 13>, !dbg !183
  %176 = add <4 x i64> %175, <i64 52, i64 52, i64 52, i64 52>, !dbg !183
  %177 = add nuw nsw <4 x i64> %176, %164, !dbg !184
  %178 = trunc <4 x i64> %177 to <4 x i32>, !dbg !185
  %179 = urem <4 x i32> %178, <i32 101, i32 101, i32 101, i32 101>, !dbg !185
  %180 = getelementptr inbounds [64 x [64 x i32]], [64 x [64 x i32]]* @grid, i64 0, i64 %161, i64 %174, !dbg !181
  %181 = bitcast i32* %180 to <4 x i32>*, !dbg !186
  store <4 x i32> %179, <4 x i32>* %181, align 16, !dbg !186, !tbaa !51
  %182 = add nuw nsw i64 %166, 8, !dbg !181
  %183 = add <4 x i64> %167, <i64 8, i64 8, i64 8, i64 8>
  %184 = icmp eq i64 %182, 64, !dbg !181
  br i1 %184, label %185, label %165, !dbg !181, !llvm.loop !187

185:                                              ; preds = %165
  %186 = add nuw nsw i64 %161, 1, !dbg !189
  call void @llvm.dbg.value(metadata i64 %186, metadata !158, metadata !DIExpression()), !dbg !176
  %187 = icmp eq i64 %186, 64, !dbg !190
  br i1 %187, label %188, label %160, !dbg !178, !llvm.loop !191

188:                                              ; preds = %185, %197
  %189 = phi i64 [ %192, %197 ], [ 1, %185 ]
  %190 = phi i32 [ %229, %197 ], [ 0, %185 ]
  call void @llvm.dbg.value(metadata i64 %189, metadata !166, metadata !DIExpression()), !dbg !193
  call void @llvm.dbg.value(metadata i32 %190, metadata !165, metadata !DIExpression()), !dbg !194
  %191 = add nsw i64 %189, -1
  %192 = add nuw nsw i64 %189, 1, !dbg !195
  call void @llvm.dbg.value(metadata i32 1, metadata !168, metadata !DIExpression()), !dbg !196
  %193 = getelementptr inbounds [64 x [64 x i32]], [64 x [64 x i32]]* @grid, i64 0, i64 %189, i64 0
  %194 = load i32, i32* %193, align 16, !dbg !197, !tbaa !51
  %195 = getelementptr inbounds [64 x [64 x i32]], [64 x [64 x i32]]* @grid, i64 0, i64 %189, i64 1
  %196 = load i32, i32* %195, align 4, !dbg !199, !tbaa !51
  br label %199, !dbg !200

197:                                              ; preds = %199
  call void @llvm.dbg.value(metadata i64 %192, metadata !166, metadata !DIExpression()), !dbg !193
  call void @llvm.dbg.value(metadata i32 %229, metadata !165, metadata !DIExpression()), !dbg !194
  %198 = icmp eq i64 %192, 63, !dbg !201
  br i1 %198, label %231, label %188, !dbg !202, !llvm.loop !203

199:                                              ; preds = %199, %188
  %200 = phi i32 [ %196, %188 ], [ %223, %199 ], !dbg !199
  %201 = phi i32 [ %194, %188 ], [ %210, %199 ], !dbg !197
  %202 = phi i64 [ 1, %188 ], [ %221, %199 ]
  %203 = phi i32 [ %190, %188 ], [ %229, %199 ]
  call void @llvm.dbg.value(metadata i64 %202, metadata !168, metadata !DIExpression()), !dbg !196
  call void @llvm.dbg.value(metadata i32 %203, metadata !165, metadata !DIExpression()), !dbg !194
  %204 = getelementptr inbounds [64 x [64 x i32]], [64 x [64 x i32]]* @grid, i64 0, i64 %191, i64 %202, !dbg !205
  %205 = load i32, i32* %204, align 4, !dbg !205, !tbaa !51
  %206 = getelementptr inbounds [64 x [64 x i32]], [64 x [64 x i32]]* @grid, i64 0, i64 %192, i64 %202, !dbg !206
  %207 = load i32, i32* %206, align 4, !dbg !206, !tbaa !51
  %208 = add nuw nsw i64 %202, 1, !dbg !207
  %209 = getelementptr inbounds [64 x [64 x i32]], [64 x [64 x i32]]* @grid, i64 0, i64 %189, i64 %208, !dbg !208
  %210 = load i32, i32* %209, align 4, !dbg !208, !tbaa !51
  %211 = mul i32 %200, -4, !dbg !209
  %212 = add i32 %211, %201, !dbg !210
  %213 = add i32 %212, %203, !dbg !211
  %214 = add i32 %213, %205, !dbg !212
  %215 = add i32 %214, %207, !dbg !213
  %216 = add i32 %215, %210, !dbg !214
  call void @llvm.dbg.value(metadata i64 %208, metadata !168, metadata !DIExpression()), !dbg !196
  call void @llvm.dbg.value(metadata i32 %216, metadata !165, metadata !DIExpression()), !dbg !194
  call void @llvm.dbg.value(metadata i64 %208, metadata !168, metadata !DIExpression()), !dbg !196
  call void @llvm.dbg.value(metadata i32 %216, metadata !165, metadata !DIExpression()), !dbg !194
  %217 = getelementptr inbounds [64 x [64 x i32]], [64 x [64 x i32]]* @grid, i64 0, i64 %191, i64 %208, !dbg !205
  %218 = load i32, i32* %217, align 4, !dbg !205, !tbaa !51
  %219 = getelementptr inbounds [64 x [64 x i32]], [64 x [64 x i32]]* @grid, i64 0, i64 %192, i64 %208, !dbg !206
  %220 = load i32, i32* %219, align 4, !dbg !206, !tbaa !51
  %221 = add nuw nsw i64 %202, 2, !dbg !207
  %222 = getelementptr inbounds [64 x [64 x i32]], [64 x [64 x i32]]* @grid, i64 0, i64 %189, i64 %221, !dbg !208
  %223 = load i32, i32* %222, align 4, !dbg !208, !tbaa !51
  %224 = mul i32 %210, -4, !dbg !209
  %225 = add i32 %224, %200, !dbg !210
  %226 = add i32 %225, %216, !dbg !211
  %227 = add i32 %226, %218, !dbg !212
  %228 = add i32 %227, %220, !dbg !213
  %229 = add i32 %228, %223, !dbg !214
  call void @llvm.dbg.value(metadata i64 %221, metadata !168, metadata !DIExpression()), !dbg !196
  call void @llvm.dbg.value(metadata i32 %229, metadata !165, metadata !DIExpression()), !dbg !194
  %230 = icmp eq i64 %221, 63, !dbg !215
  br i1 %230, label %197, label %199, !dbg !200, !llvm.loop !216

231:                                              ; preds = %197, %245
  %232 = phi i64 [ %246, %245 ], [ 0, %197 ]
  %233 = phi i32 [ %242, %245 ], [ %229, %197 ]
  call void @llvm.dbg.value(metadata i64 %232, metadata !171, metadata !DIExpression()), !dbg !218
  call void @llvm.dbg.value(metadata i64 %232, metadata !173, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.value(metadata i32 %233, metadata !165, metadata !DIExpression()), !dbg !194
  br label %248, !dbg !220

234:                                              ; preds = %248
  %235 = or i64 %232, 1, !dbg !221
  call void @llvm.dbg.value(metadata i64 %235, metadata !171, metadata !DIExpression()), !dbg !218
  call void @llvm.dbg.value(metadata i32 %254, metadata !165, metadata !DIExpression()), !dbg !194
  call void @llvm.dbg.value(metadata i64 %235, metadata !171, metadata !DIExpression()), !dbg !218
  call void @llvm.dbg.value(metadata i64 %235, metadata !173, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.value(metadata i32 %254, metadata !165, metadata !DIExpression()), !dbg !194
  br label %236, !dbg !220

236:                                              ; preds = %236, %234
  %237 = phi i64 [ %235, %234 ], [ %243, %236 ]
  %238 = phi i32 [ %254, %234 ], [ %242, %236 ]
  call void @llvm.dbg.value(metadata i64 %237, metadata !173, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.value(metadata i32 %238, metadata !165, metadata !DIExpression()), !dbg !194
  %239 = mul i32 %238, 31, !dbg !222
  %240 = getelementptr inbounds [64 x [64 x i32]], [64 x [64 x i32]]* @grid, i64 0, i64 %237, i64 %235, !dbg !224
  %241 = load i32, i32* %240, align 4, !dbg !224, !tbaa !51
  %242 = add i32 %241, %239, !dbg !225
  call void @llvm.dbg.value(metadata i32 %242, metadata !165, metadata !DIExpression()), !dbg !194
  %243 = add nuw nsw i64 %237, 1, !dbg !226
  call void @llvm.dbg.value(metadata i64 %243, metadata !173, metadata !DIExpression()), !dbg !219
  %244 = icmp eq i64 %243, 64, !dbg !227
  br i1 %244, label %245, label %236, !dbg !220, !llvm.loop !228

245:                                              ; preds = %236
  %246 = add nuw nsw i64 %232, 2, !dbg !221
  call void @llvm.dbg.value(metadata i64 %246, metadata !171, metadata !DIExpression()), !dbg !218
  call void @llvm.dbg.value(metadata i32 %242, metadata !165, metadata !DIExpression()), !dbg !194
  %247 = icmp eq i64 %246, 64, !dbg !230
  br i1 %247, label %257, label %231, !dbg !231, !llvm.loop !232

248:                                              ; preds = %248, %231
  %249 = phi i64 [ %232, %231 ], [ %255, %248 ]
  %250 = phi i32 [ %233, %231 ], [ %254, %248 ]
  call void @llvm.dbg.value(metadata i64 %249, metadata !173, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.value(metadata i32 %250, metadata !165, metadata !DIExpression()), !dbg !194
  %251 = mul i32 %250, 31, !dbg !222
  %252 = getelementptr inbounds [64 x [64 x i32]], [64 x [64 x i32]]* @grid, i64 0, i64 %249, i64 %232, !dbg !224
  %253 = load i32, i32* %252, align 8, !dbg !224, !tbaa !51
  %254 = add i32 %253, %251, !dbg !225
  call void @llvm.dbg.value(metadata i32 %254, metadata !165, metadata !DIExpression()), !dbg !194
  %255 = add nuw nsw i64 %249, 1, !dbg !226
  call void @llvm.dbg.value(metadata i64 %255, metadata !173, metadata !DIExpression()), !dbg !219
  %256 = icmp eq i64 %255, 64, !dbg !227
  br i1 %256, label %234, label %248, !dbg !220, !llvm.loop !228

257:                                              ; preds = %245
  %258 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.4, i64 0, i64 0), i32 noundef %242), !dbg !234
  call void @llvm.dbg.value(metadata i32 0, metadata !235, metadata !DIExpression()), !dbg !245
  call void @llvm.dbg.value(metadata i32 0, metadata !238, metadata !DIExpression()), !dbg !247
  br label %259, !dbg !248

259:                                              ; preds = %283, %257
  %260 = phi i32 [ 0, %257 ], [ %285, %283 ]
  %261 = phi i32 [ 0, %257 ], [ %284, %283 ]
  call void @llvm.dbg.value(metadata i32 %260, metadata !238, metadata !DIExpression()), !dbg !247
  call void @llvm.dbg.value(metadata i32 0, metadata !240, metadata !DIExpression()), !dbg !249
  call void @llvm.dbg.value(metadata i32 %261, metadata !235, metadata !DIExpression()), !dbg !245
  br label %262, !dbg !250

262:                                              ; preds = %275, %259
  %263 = phi i32 [ 0, %259 ], [ %278, %275 ]
  %264 = phi i32 [ %261, %259 ], [ %277, %275 ]
  call void @llvm.dbg.value(metadata i32 %263, metadata !240, metadata !DIExpression()), !dbg !249
  call void @llvm.dbg.value(metadata i32 %264, metadata !235, metadata !DIExpression()), !dbg !245
  %265 = mul nuw nsw i32 %263, %260, !dbg !251
  %266 = urem i32 %265, 17, !dbg !255
  %267 = icmp eq i32 %266, 16, !dbg !256
  br i1 %267, label %280, label %268, !dbg !257

268:                                              ; preds = %262
  %269 = xor i32 %263, %260, !dbg !258
  %270 = add i32 %269, %264, !dbg !259
  call void @llvm.dbg.value(metadata i32 %270, metadata !235, metadata !DIExpression()), !dbg !245
  %271 = or i32 %263, 1, !dbg !260
  call void @llvm.dbg.value(metadata i32 %271, metadata !240, metadata !DIExpression()), !dbg !249
  call void @llvm.dbg.value(metadata i32 %271, metadata !240, metadata !DIExpression()), !dbg !249
  call void @llvm.dbg.value(metadata i32 %270, metadata !235, metadata !DIExpression()), !dbg !245
  %272 = mul nuw nsw i32 %271, %260, !dbg !251
  %273 = urem i32 %272, 17, !dbg !255
  %274 = icmp eq i32 %273, 16, !dbg !256
  br i1 %274, label %280, label %275, !dbg !257

275:                                              ; preds = %268
  %276 = xor i32 %271, %260, !dbg !258
  %277 = add i32 %276, %270, !dbg !259
  call void @llvm.dbg.value(metadata i32 %277, metadata !235, metadata !DIExpression()), !dbg !245
  %278 = add nuw nsw i32 %263, 2, !dbg !260
  call void @llvm.dbg.value(metadata i32 %278, metadata !240, metadata !DIExpression()), !dbg !249
  %279 = icmp eq i32 %278, 40, !dbg !261
  br i1 %279, label %280, label %262, !dbg !250, !llvm.loop !262

280:                                              ; preds = %275, %268, %262
  %281 = phi i32 [ %264, %262 ], [ %270, %268 ], [ %277, %275 ], !dbg !245
  call void @llvm.dbg.label(metadata !244), !dbg !264
  %282 = icmp ugt i32 %281, 100000, !dbg !265
  br i1 %282, label %287, label %283, !dbg !267

283:                                              ; preds = %280
  %284 = add nuw nsw i32 %281, 1, !dbg !268
  call void @llvm.dbg.value(metadata i32 %284, metadata !235, metadata !DIExpression()), !dbg !245
  %285 = add nuw nsw i32 %260, 1, !dbg !269
  call void @llvm.dbg.value(metadata i32 %285, metadata !238, metadata !DIExpression()), !dbg !247
  %286 = icmp eq i32 %285, 40, !dbg !270
  br i1 %286, label %287, label %259, !dbg !248, !llvm.loop !271

287:                                              ; preds = %280, %283
  %288 = phi i32 [ %284, %283 ], [ %281, %280 ], !dbg !273
  call void @llvm.dbg.value(metadata i32 %288, metadata !235, metadata !DIExpression()), !dbg !245
  %289 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.5, i64 0, i64 0), i32 noundef %288), !dbg !274
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()), !dbg !275
  call void @llvm.dbg.value(metadata i32 1, metadata !30, metadata !DIExpression()), !dbg !276
  br label %290, !dbg !277

290:                                              ; preds = %287, %308
  %291 = phi i32 [ 1, %287 ], [ %310, %308 ]
  %292 = phi i32 [ 0, %287 ], [ %309, %308 ]
  call void @llvm.dbg.value(metadata i32 %291, metadata !30, metadata !DIExpression()), !dbg !276
  call void @llvm.dbg.value(metadata i32 %292, metadata !29, metadata !DIExpression()), !dbg !275
  br label %295, !dbg !278

293:                                              ; preds = %308
  %294 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.6, i64 0, i64 0), i32 noundef %309), !dbg !287
  ret i32 0, !dbg !288

295:                                              ; preds = %290, %295
  %296 = phi i32 [ %303, %295 ], [ %291, %290 ]
  %297 = phi i32 [ %304, %295 ], [ 0, %290 ], !dbg !289
  call void @llvm.dbg.value(metadata i32 %297, metadata !284, metadata !DIExpression()), !dbg !289
  call void @llvm.dbg.value(metadata i32 %296, metadata !283, metadata !DIExpression()), !dbg !289
  %298 = and i32 %296, 1, !dbg !290
  %299 = icmp eq i32 %298, 0, !dbg !290
  %300 = mul i32 %296, 3, !dbg !292
  %301 = add i32 %300, 1, !dbg !292
  %302 = lshr i32 %296, 1, !dbg !292
  %303 = select i1 %299, i32 %302, i32 %301, !dbg !292
  call void @llvm.dbg.value(metadata i32 %303, metadata !283, metadata !DIExpression()), !dbg !289
  %304 = add nuw nsw i32 %297, 1, !dbg !293
  call void @llvm.dbg.value(metadata i32 %304, metadata !284, metadata !DIExpression()), !dbg !289
  %305 = icmp ne i32 %303, 1, !dbg !294
  %306 = icmp ult i32 %297, 999, !dbg !295
  %307 = select i1 %305, i1 %306, i1 false, !dbg !295
  br i1 %307, label %295, label %308, !dbg !296, !llvm.loop !297

308:                                              ; preds = %295
  %309 = add i32 %304, %292, !dbg !299
  call void @llvm.dbg.value(metadata i32 %309, metadata !29, metadata !DIExpression()), !dbg !275
  %310 = add nuw nsw i32 %291, 1, !dbg !300
  call void @llvm.dbg.value(metadata i32 %310, metadata !30, metadata !DIExpression()), !dbg !276
  %311 = icmp eq i32 %310, 200, !dbg !301
  br i1 %311, label %293, label %290, !dbg !277, !llvm.loop !302
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.label(metadata) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.xor.v4i32(<4 x i32>) #4

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nofree nosync nounwind readnone willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!18, !19, !20, !21, !22, !23}
!llvm.ident = !{!24}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "data", scope: !2, file: !3, line: 8, type: !15, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "loops.c", directory: "./test/corpus/c", checksumkind: CSK_MD5, checksum: "456f2abd4696968b9147dcb32a318369")
!4 = !{!5}
!5 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!6 = !{!0, !7, !10}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "bound_store", scope: !2, file: !3, line: 9, type: !9, isLocal: true, isDefinition: true)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!11 = distinct !DIGlobalVariable(name: "grid", scope: !2, file: !3, line: 7, type: !12, isLocal: true, isDefinition: true)
!12 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 131072, elements: !13)
!13 = !{!14, !14}
!14 = !DISubrange(count: 64)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 16384, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 512)
!18 = !{i32 7, !"Dwarf Version", i32 5}
!19 = !{i32 2, !"Debug Info Version", i32 3}
!20 = !{i32 1, !"wchar_size", i32 4}
!21 = !{i32 7, !"PIC Level", i32 2}
!22 = !{i32 7, !"PIE Level", i32 2}
!23 = !{i32 7, !"uwtable", i32 1}
!24 = !{!"Debian clang version 14.0.6"}
!25 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 78, type: !26, scopeLine: 78, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !28)
!26 = !DISubroutineType(types: !27)
!27 = !{!9}
!28 = !{!29, !30}
!29 = !DILocalVariable(name: "c", scope: !25, file: !3, line: 85, type: !5)
!30 = !DILocalVariable(name: "v", scope: !31, file: !3, line: 86, type: !5)
!31 = distinct !DILexicalBlock(scope: !25, file: !3, line: 86, column: 3)
!32 = !DILocalVariable(name: "x", scope: !33, file: !3, line: 12, type: !5)
!33 = distinct !DISubprogram(name: "fill", scope: !3, file: !3, line: 11, type: !34, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !35)
!34 = !DISubroutineType(types: !4)
!35 = !{!32, !36, !37}
!36 = !DILocalVariable(name: "s", scope: !33, file: !3, line: 12, type: !5)
!37 = !DILocalVariable(name: "i", scope: !38, file: !3, line: 13, type: !9)
!38 = distinct !DILexicalBlock(scope: !33, file: !3, line: 13, column: 3)
!39 = !DILocation(line: 0, scope: !33, inlinedAt: !40)
!40 = distinct !DILocation(line: 79, column: 23, scope: !25)
!41 = !DILocation(line: 0, scope: !38, inlinedAt: !40)
!42 = !DILocation(line: 13, column: 3, scope: !38, inlinedAt: !40)
!43 = !DILocation(line: 14, column: 11, scope: !44, inlinedAt: !40)
!44 = distinct !DILexicalBlock(scope: !45, file: !3, line: 13, column: 33)
!45 = distinct !DILexicalBlock(scope: !38, file: !3, line: 13, column: 3)
!46 = !DILocation(line: 14, column: 25, scope: !44, inlinedAt: !40)
!47 = !DILocation(line: 15, column: 18, scope: !44, inlinedAt: !40)
!48 = !DILocation(line: 15, column: 24, scope: !44, inlinedAt: !40)
!49 = !DILocation(line: 15, column: 5, scope: !44, inlinedAt: !40)
!50 = !DILocation(line: 15, column: 13, scope: !44, inlinedAt: !40)
!51 = !{!52, !52, i64 0}
!52 = !{!"int", !53, i64 0}
!53 = !{!"omnipotent char", !54, i64 0}
!54 = !{!"Simple C/C++ TBAA"}
!55 = !DILocation(line: 16, column: 7, scope: !44, inlinedAt: !40)
!56 = !DILocation(line: 13, column: 29, scope: !45, inlinedAt: !40)
!57 = !DILocation(line: 13, column: 21, scope: !45, inlinedAt: !40)
!58 = distinct !{!58, !42, !59, !60}
!59 = !DILocation(line: 17, column: 3, scope: !38, inlinedAt: !40)
!60 = !{!"llvm.loop.mustprogress"}
!61 = !DILocation(line: 79, column: 3, scope: !25)
!62 = !DILocation(line: 80, column: 48, scope: !25)
!63 = !DILocalVariable(name: "n", arg: 2, scope: !64, file: !3, line: 21, type: !9)
!64 = distinct !DISubprogram(name: "find_first", scope: !3, file: !3, line: 21, type: !65, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !69)
!65 = !DISubroutineType(types: !66)
!66 = !{!9, !67, !9, !5}
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !68, size: 64)
!68 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!69 = !{!70, !63, !71, !72}
!70 = !DILocalVariable(name: "a", arg: 1, scope: !64, file: !3, line: 21, type: !67)
!71 = !DILocalVariable(name: "key", arg: 3, scope: !64, file: !3, line: 21, type: !5)
!72 = !DILocalVariable(name: "i", scope: !73, file: !3, line: 22, type: !9)
!73 = distinct !DILexicalBlock(scope: !64, file: !3, line: 22, column: 3)
!74 = !DILocation(line: 0, scope: !64, inlinedAt: !75)
!75 = distinct !DILocation(line: 80, column: 26, scope: !25)
!76 = !DILocation(line: 0, scope: !73, inlinedAt: !75)
!77 = !DILocation(line: 22, column: 3, scope: !73, inlinedAt: !75)
!78 = !DILocation(line: 23, column: 9, scope: !79, inlinedAt: !75)
!79 = distinct !DILexicalBlock(scope: !80, file: !3, line: 23, column: 9)
!80 = distinct !DILexicalBlock(scope: !81, file: !3, line: 22, column: 31)
!81 = distinct !DILexicalBlock(scope: !73, file: !3, line: 22, column: 3)
!82 = !DILocation(line: 23, column: 14, scope: !79, inlinedAt: !75)
!83 = !DILocation(line: 23, column: 9, scope: !80, inlinedAt: !75)
!84 = !DILocation(line: 24, column: 14, scope: !85, inlinedAt: !75)
!85 = distinct !DILexicalBlock(scope: !80, file: !3, line: 24, column: 9)
!86 = !DILocation(line: 24, column: 9, scope: !80, inlinedAt: !75)
!87 = distinct !{!87, !77, !88, !60}
!88 = !DILocation(line: 25, column: 3, scope: !73, inlinedAt: !75)
!89 = !DILocation(line: 27, column: 1, scope: !64, inlinedAt: !75)
!90 = !DILocation(line: 0, scope: !64, inlinedAt: !91)
!91 = distinct !DILocation(line: 80, column: 59, scope: !25)
!92 = !DILocation(line: 0, scope: !73, inlinedAt: !91)
!93 = !DILocation(line: 22, column: 3, scope: !73, inlinedAt: !91)
!94 = !DILocation(line: 23, column: 9, scope: !79, inlinedAt: !91)
!95 = !DILocation(line: 23, column: 14, scope: !79, inlinedAt: !91)
!96 = !DILocation(line: 23, column: 9, scope: !80, inlinedAt: !91)
!97 = !DILocation(line: 24, column: 14, scope: !85, inlinedAt: !91)
!98 = !DILocation(line: 24, column: 9, scope: !80, inlinedAt: !91)
!99 = distinct !{!99, !93, !100, !60}
!100 = !DILocation(line: 25, column: 3, scope: !73, inlinedAt: !91)
!101 = !DILocation(line: 27, column: 1, scope: !64, inlinedAt: !91)
!102 = !DILocation(line: 80, column: 3, scope: !25)
!103 = !DILocalVariable(name: "n", arg: 2, scope: !104, file: !3, line: 29, type: !9)
!104 = distinct !DISubprogram(name: "strided", scope: !3, file: !3, line: 29, type: !105, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !107)
!105 = !DISubroutineType(types: !106)
!106 = !{!5, !67, !9}
!107 = !{!108, !103, !109, !110, !112}
!108 = !DILocalVariable(name: "a", arg: 1, scope: !104, file: !3, line: 29, type: !67)
!109 = !DILocalVariable(name: "s", scope: !104, file: !3, line: 30, type: !5)
!110 = !DILocalVariable(name: "i", scope: !111, file: !3, line: 31, type: !9)
!111 = distinct !DILexicalBlock(scope: !104, file: !3, line: 31, column: 3)
!112 = !DILocalVariable(name: "i", scope: !113, file: !3, line: 32, type: !9)
!113 = distinct !DILexicalBlock(scope: !104, file: !3, line: 32, column: 3)
!114 = !DILocation(line: 0, scope: !104, inlinedAt: !115)
!115 = distinct !DILocation(line: 81, column: 26, scope: !25)
!116 = !DILocation(line: 0, scope: !111, inlinedAt: !115)
!117 = !DILocation(line: 31, column: 3, scope: !111, inlinedAt: !115)
!118 = !DILocation(line: 31, column: 39, scope: !119, inlinedAt: !115)
!119 = distinct !DILexicalBlock(scope: !111, file: !3, line: 31, column: 3)
!120 = !DILocation(line: 31, column: 44, scope: !119, inlinedAt: !115)
!121 = !DILocation(line: 31, column: 36, scope: !119, inlinedAt: !115)
!122 = !DILocation(line: 31, column: 28, scope: !119, inlinedAt: !115)
!123 = !DILocation(line: 31, column: 21, scope: !119, inlinedAt: !115)
!124 = distinct !{!124, !117, !125, !60}
!125 = !DILocation(line: 31, column: 46, scope: !111, inlinedAt: !115)
!126 = !DILocation(line: 32, column: 3, scope: !113, inlinedAt: !115)
!127 = !DILocation(line: 32, column: 49, scope: !128, inlinedAt: !115)
!128 = distinct !DILexicalBlock(scope: !113, file: !3, line: 32, column: 3)
!129 = !DILocation(line: 32, column: 44, scope: !128, inlinedAt: !115)
!130 = !DILocation(line: 32, column: 41, scope: !128, inlinedAt: !115)
!131 = distinct !{!131, !126, !132, !60, !133}
!132 = !DILocation(line: 32, column: 61, scope: !113, inlinedAt: !115)
!133 = !{!"llvm.loop.isvectorized", i32 1}
!134 = !DILocation(line: 0, scope: !113, inlinedAt: !115)
!135 = !DILocation(line: 81, column: 3, scope: !25)
!136 = !DILocalVariable(name: "s", scope: !137, file: !3, line: 37, type: !5)
!137 = distinct !DISubprogram(name: "loaded_bound", scope: !3, file: !3, line: 36, type: !138, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !142)
!138 = !DISubroutineType(types: !139)
!139 = !{!5, !140}
!140 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !141, size: 64)
!141 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!142 = !{!143, !136, !144}
!143 = !DILocalVariable(name: "n", arg: 1, scope: !137, file: !3, line: 36, type: !140)
!144 = !DILocalVariable(name: "i", scope: !145, file: !3, line: 38, type: !9)
!145 = distinct !DILexicalBlock(scope: !137, file: !3, line: 38, column: 3)
!146 = !DILocation(line: 0, scope: !137, inlinedAt: !147)
!147 = distinct !DILocation(line: 82, column: 24, scope: !25)
!148 = !DILocation(line: 0, scope: !145, inlinedAt: !147)
!149 = !DILocation(line: 38, column: 3, scope: !145, inlinedAt: !147)
!150 = !DILocation(line: 38, column: 28, scope: !151, inlinedAt: !147)
!151 = distinct !DILexicalBlock(scope: !145, file: !3, line: 38, column: 3)
!152 = !DILocation(line: 38, column: 45, scope: !151, inlinedAt: !147)
!153 = !DILocation(line: 38, column: 37, scope: !151, inlinedAt: !147)
!154 = !DILocation(line: 38, column: 34, scope: !151, inlinedAt: !147)
!155 = distinct !{!155, !149, !156, !60, !133}
!156 = !DILocation(line: 38, column: 57, scope: !145, inlinedAt: !147)
!157 = !DILocation(line: 82, column: 3, scope: !25)
!158 = !DILocalVariable(name: "i", scope: !159, file: !3, line: 43, type: !9)
!159 = distinct !DILexicalBlock(scope: !160, file: !3, line: 43, column: 3)
!160 = distinct !DISubprogram(name: "grid_walk", scope: !3, file: !3, line: 42, type: !34, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !161)
!161 = !{!158, !162, !165, !166, !168, !171, !173}
!162 = !DILocalVariable(name: "j", scope: !163, file: !3, line: 44, type: !9)
!163 = distinct !DILexicalBlock(scope: !164, file: !3, line: 44, column: 5)
!164 = distinct !DILexicalBlock(scope: !159, file: !3, line: 43, column: 3)
!165 = !DILocalVariable(name: "s", scope: !160, file: !3, line: 45, type: !5)
!166 = !DILocalVariable(name: "i", scope: !167, file: !3, line: 46, type: !9)
!167 = distinct !DILexicalBlock(scope: !160, file: !3, line: 46, column: 3)
!168 = !DILocalVariable(name: "j", scope: !169, file: !3, line: 47, type: !9)
!169 = distinct !DILexicalBlock(scope: !170, file: !3, line: 47, column: 5)
!170 = distinct !DILexicalBlock(scope: !167, file: !3, line: 46, column: 3)
!171 = !DILocalVariable(name: "j", scope: !172, file: !3, line: 50, type: !9)
!172 = distinct !DILexicalBlock(scope: !160, file: !3, line: 50, column: 3)
!173 = !DILocalVariable(name: "i", scope: !174, file: !3, line: 51, type: !9)
!174 = distinct !DILexicalBlock(scope: !175, file: !3, line: 51, column: 5)
!175 = distinct !DILexicalBlock(scope: !172, file: !3, line: 50, column: 3)
!176 = !DILocation(line: 0, scope: !159, inlinedAt: !177)
!177 = distinct !DILocation(line: 83, column: 23, scope: !25)
!178 = !DILocation(line: 43, column: 3, scope: !159, inlinedAt: !177)
!179 = !DILocation(line: 0, scope: !163, inlinedAt: !177)
!180 = !DILocation(line: 44, column: 5, scope: !163, inlinedAt: !177)
!181 = !DILocation(line: 44, column: 29, scope: !182, inlinedAt: !177)
!182 = distinct !DILexicalBlock(scope: !163, file: !3, line: 44, column: 5)
!183 = !DILocation(line: 44, column: 57, scope: !182, inlinedAt: !177)
!184 = !DILocation(line: 44, column: 53, scope: !182, inlinedAt: !177)
!185 = !DILocation(line: 44, column: 63, scope: !182, inlinedAt: !177)
!186 = !DILocation(line: 44, column: 44, scope: !182, inlinedAt: !177)
!187 = distinct !{!187, !180, !188, !60, !133}
!188 = !DILocation(line: 44, column: 65, scope: !163, inlinedAt: !177)
!189 = !DILocation(line: 43, column: 27, scope: !164, inlinedAt: !177)
!190 = !DILocation(line: 43, column: 21, scope: !164, inlinedAt: !177)
!191 = distinct !{!191, !178, !192, !60}
!192 = !DILocation(line: 44, column: 65, scope: !159, inlinedAt: !177)
!193 = !DILocation(line: 0, scope: !167, inlinedAt: !177)
!194 = !DILocation(line: 0, scope: !160, inlinedAt: !177)
!195 = !DILocation(line: 46, column: 31, scope: !170, inlinedAt: !177)
!196 = !DILocation(line: 0, scope: !169, inlinedAt: !177)
!197 = !DILocation(line: 48, column: 57, scope: !198, inlinedAt: !177)
!198 = distinct !DILexicalBlock(scope: !169, file: !3, line: 47, column: 5)
!199 = !DILocation(line: 48, column: 95, scope: !198, inlinedAt: !177)
!200 = !DILocation(line: 47, column: 5, scope: !169, inlinedAt: !177)
!201 = !DILocation(line: 46, column: 21, scope: !170, inlinedAt: !177)
!202 = !DILocation(line: 46, column: 3, scope: !167, inlinedAt: !177)
!203 = distinct !{!203, !202, !204, !60}
!204 = !DILocation(line: 48, column: 105, scope: !167, inlinedAt: !177)
!205 = !DILocation(line: 48, column: 23, scope: !198, inlinedAt: !177)
!206 = !DILocation(line: 48, column: 40, scope: !198, inlinedAt: !177)
!207 = !DILocation(line: 48, column: 84, scope: !198, inlinedAt: !177)
!208 = !DILocation(line: 48, column: 74, scope: !198, inlinedAt: !177)
!209 = !DILocation(line: 48, column: 93, scope: !198, inlinedAt: !177)
!210 = !DILocation(line: 48, column: 38, scope: !198, inlinedAt: !177)
!211 = !DILocation(line: 48, column: 55, scope: !198, inlinedAt: !177)
!212 = !DILocation(line: 48, column: 72, scope: !198, inlinedAt: !177)
!213 = !DILocation(line: 48, column: 89, scope: !198, inlinedAt: !177)
!214 = !DILocation(line: 48, column: 9, scope: !198, inlinedAt: !177)
!215 = !DILocation(line: 47, column: 23, scope: !198, inlinedAt: !177)
!216 = distinct !{!216, !200, !217, !60}
!217 = !DILocation(line: 48, column: 105, scope: !169, inlinedAt: !177)
!218 = !DILocation(line: 0, scope: !172, inlinedAt: !177)
!219 = !DILocation(line: 0, scope: !174, inlinedAt: !177)
!220 = !DILocation(line: 51, column: 5, scope: !174, inlinedAt: !177)
!221 = !DILocation(line: 50, column: 27, scope: !175, inlinedAt: !177)
!222 = !DILocation(line: 51, column: 39, scope: !223, inlinedAt: !177)
!223 = distinct !DILexicalBlock(scope: !174, file: !3, line: 51, column: 5)
!224 = !DILocation(line: 51, column: 57, scope: !223, inlinedAt: !177)
!225 = !DILocation(line: 51, column: 45, scope: !223, inlinedAt: !177)
!226 = !DILocation(line: 51, column: 29, scope: !223, inlinedAt: !177)
!227 = !DILocation(line: 51, column: 23, scope: !223, inlinedAt: !177)
!228 = distinct !{!228, !220, !229, !60}
!229 = !DILocation(line: 51, column: 66, scope: !174, inlinedAt: !177)
!230 = !DILocation(line: 50, column: 21, scope: !175, inlinedAt: !177)
!231 = !DILocation(line: 50, column: 3, scope: !172, inlinedAt: !177)
!232 = distinct !{!232, !231, !233, !60}
!233 = !DILocation(line: 51, column: 66, scope: !172, inlinedAt: !177)
!234 = !DILocation(line: 83, column: 3, scope: !25)
!235 = !DILocalVariable(name: "s", scope: !236, file: !3, line: 56, type: !5)
!236 = distinct !DISubprogram(name: "nested_exit", scope: !3, file: !3, line: 55, type: !34, scopeLine: 55, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !237)
!237 = !{!235, !238, !240, !244}
!238 = !DILocalVariable(name: "i", scope: !239, file: !3, line: 57, type: !9)
!239 = distinct !DILexicalBlock(scope: !236, file: !3, line: 57, column: 3)
!240 = !DILocalVariable(name: "j", scope: !241, file: !3, line: 58, type: !9)
!241 = distinct !DILexicalBlock(scope: !242, file: !3, line: 58, column: 5)
!242 = distinct !DILexicalBlock(scope: !243, file: !3, line: 57, column: 32)
!243 = distinct !DILexicalBlock(scope: !239, file: !3, line: 57, column: 3)
!244 = !DILabel(scope: !242, name: "out_inner", file: !3, line: 62)
!245 = !DILocation(line: 0, scope: !236, inlinedAt: !246)
!246 = distinct !DILocation(line: 84, column: 25, scope: !25)
!247 = !DILocation(line: 0, scope: !239, inlinedAt: !246)
!248 = !DILocation(line: 57, column: 3, scope: !239, inlinedAt: !246)
!249 = !DILocation(line: 0, scope: !241, inlinedAt: !246)
!250 = !DILocation(line: 58, column: 5, scope: !241, inlinedAt: !246)
!251 = !DILocation(line: 59, column: 14, scope: !252, inlinedAt: !246)
!252 = distinct !DILexicalBlock(scope: !253, file: !3, line: 59, column: 11)
!253 = distinct !DILexicalBlock(scope: !254, file: !3, line: 58, column: 34)
!254 = distinct !DILexicalBlock(scope: !241, file: !3, line: 58, column: 5)
!255 = !DILocation(line: 59, column: 19, scope: !252, inlinedAt: !246)
!256 = !DILocation(line: 59, column: 24, scope: !252, inlinedAt: !246)
!257 = !DILocation(line: 59, column: 11, scope: !253, inlinedAt: !246)
!258 = !DILocation(line: 60, column: 25, scope: !253, inlinedAt: !246)
!259 = !DILocation(line: 60, column: 9, scope: !253, inlinedAt: !246)
!260 = !DILocation(line: 58, column: 30, scope: !254, inlinedAt: !246)
!261 = !DILocation(line: 58, column: 23, scope: !254, inlinedAt: !246)
!262 = distinct !{!262, !250, !263, !60}
!263 = !DILocation(line: 61, column: 5, scope: !241, inlinedAt: !246)
!264 = !DILocation(line: 62, column: 3, scope: !242, inlinedAt: !246)
!265 = !DILocation(line: 63, column: 11, scope: !266, inlinedAt: !246)
!266 = distinct !DILexicalBlock(scope: !242, file: !3, line: 63, column: 9)
!267 = !DILocation(line: 63, column: 9, scope: !242, inlinedAt: !246)
!268 = !DILocation(line: 64, column: 7, scope: !242, inlinedAt: !246)
!269 = !DILocation(line: 57, column: 28, scope: !243, inlinedAt: !246)
!270 = !DILocation(line: 57, column: 21, scope: !243, inlinedAt: !246)
!271 = distinct !{!271, !248, !272, !60}
!272 = !DILocation(line: 65, column: 3, scope: !239, inlinedAt: !246)
!273 = !DILocation(line: 56, column: 12, scope: !236, inlinedAt: !246)
!274 = !DILocation(line: 84, column: 3, scope: !25)
!275 = !DILocation(line: 0, scope: !25)
!276 = !DILocation(line: 0, scope: !31)
!277 = !DILocation(line: 86, column: 3, scope: !31)
!278 = !DILocation(line: 71, column: 3, scope: !279, inlinedAt: !285)
!279 = distinct !DISubprogram(name: "dowhile", scope: !3, file: !3, line: 69, type: !280, scopeLine: 69, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !282)
!280 = !DISubroutineType(types: !281)
!281 = !{!5, !5}
!282 = !{!283, !284}
!283 = !DILocalVariable(name: "v", arg: 1, scope: !279, file: !3, line: 69, type: !5)
!284 = !DILocalVariable(name: "steps", scope: !279, file: !3, line: 70, type: !5)
!285 = distinct !DILocation(line: 86, column: 43, scope: !286)
!286 = distinct !DILexicalBlock(scope: !31, file: !3, line: 86, column: 3)
!287 = !DILocation(line: 87, column: 3, scope: !25)
!288 = !DILocation(line: 88, column: 3, scope: !25)
!289 = !DILocation(line: 0, scope: !279, inlinedAt: !285)
!290 = !DILocation(line: 72, column: 12, scope: !291, inlinedAt: !285)
!291 = distinct !DILexicalBlock(scope: !279, file: !3, line: 71, column: 6)
!292 = !DILocation(line: 72, column: 9, scope: !291, inlinedAt: !285)
!293 = !DILocation(line: 73, column: 10, scope: !291, inlinedAt: !285)
!294 = !DILocation(line: 74, column: 14, scope: !279, inlinedAt: !285)
!295 = !DILocation(line: 74, column: 19, scope: !279, inlinedAt: !285)
!296 = !DILocation(line: 74, column: 3, scope: !291, inlinedAt: !285)
!297 = distinct !{!297, !278, !298, !60}
!298 = !DILocation(line: 74, column: 34, scope: !279, inlinedAt: !285)
!299 = !DILocation(line: 86, column: 40, scope: !286)
!300 = !DILocation(line: 86, column: 34, scope: !286)
!301 = !DILocation(line: 86, column: 26, scope: !286)
!302 = distinct !{!302, !277, !303, !60}
!303 = !DILocation(line: 86, column: 52, scope: !31)

; ModuleID = 'dispatch.c'
source_filename = "dispatch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@ops = internal unnamed_addr constant [4 x i32 (i32, i32)*] [i32 (i32, i32)* @add, i32 (i32, i32)* @sub, i32 (i32, i32)* @mul, i32 (i32, i32)* @mx], align 16, !dbg !0
@.str = private unnamed_addr constant [8 x i8] c"ops %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"sparse %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [27 x i8] c"qsort %u first %d last %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [24 x i8] c"abc 12 de3f  456 x 7 yz\00", align 1
@.str.4 = private unnamed_addr constant [28 x i8] c"tokens %d nums %d words %d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !32 {
  %1 = alloca [32 x i32], align 16
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32 1, metadata !36, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 0, metadata !37, metadata !DIExpression()), !dbg !59
  br label %4, !dbg !60

4:                                                ; preds = %0, %22
  %5 = phi i32 [ 1, %0 ], [ %27, %22 ]
  %6 = phi i32 [ 0, %0 ], [ %28, %22 ]
  call void @llvm.dbg.value(metadata i32 %5, metadata !36, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 %6, metadata !37, metadata !DIExpression()), !dbg !59
  %7 = and i32 %6, 3, !dbg !61
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds [4 x i32 (i32, i32)*], [4 x i32 (i32, i32)*]* @ops, i64 0, i64 %8, !dbg !63
  %10 = load i32 (i32, i32)*, i32 (i32, i32)** %9, align 8, !dbg !63, !tbaa !64
  %11 = trunc i32 %6 to i8, !dbg !68
  %12 = urem i8 %11, 10, !dbg !68
  %13 = zext i8 %12 to i32, !dbg !68
  call void @llvm.dbg.value(metadata i32 %13, metadata !69, metadata !DIExpression()), !dbg !74
  switch i32 %13, label %21 [
    i32 0, label %22
    i32 1, label %14
    i32 2, label %15
    i32 3, label %15
    i32 4, label %16
    i32 5, label %17
    i32 6, label %19
    i32 7, label %20
  ], !dbg !76

14:                                               ; preds = %4
  br label %22, !dbg !77

15:                                               ; preds = %4, %4
  br label %22, !dbg !79

16:                                               ; preds = %4
  call void @llvm.dbg.value(metadata i32 9, metadata !69, metadata !DIExpression()), !dbg !74
  br label %17, !dbg !80

17:                                               ; preds = %16, %4
  %18 = phi i32 [ 10, %4 ], [ 18, %16 ]
  call void @llvm.dbg.value(metadata i32 %18, metadata !69, metadata !DIExpression()), !dbg !74
  br label %22, !dbg !81

19:                                               ; preds = %4
  br label %22, !dbg !82

20:                                               ; preds = %4
  br label %22, !dbg !83

21:                                               ; preds = %4
  br label %22, !dbg !84

22:                                               ; preds = %4, %14, %15, %17, %19, %20, %21
  %23 = phi i32 [ %13, %21 ], [ 77, %20 ], [ -6, %19 ], [ %18, %17 ], [ 33, %15 ], [ 22, %14 ], [ 11, %4 ], !dbg !85
  call void @llvm.dbg.value(metadata i32 %6, metadata !86, metadata !DIExpression(DW_OP_constu, 1000, DW_OP_mul, DW_OP_constu, 1000, DW_OP_minus, DW_OP_stack_value)), !dbg !89
  %24 = icmp eq i32 %6, 0, !dbg !91
  %25 = zext i1 %24 to i32, !dbg !91
  %26 = add nsw i32 %23, %25, !dbg !92
  %27 = tail call i32 %10(i32 noundef %5, i32 noundef %26) #8, !dbg !63
  call void @llvm.dbg.value(metadata i32 %27, metadata !36, metadata !DIExpression()), !dbg !58
  %28 = add nuw nsw i32 %6, 1, !dbg !93
  call void @llvm.dbg.value(metadata i32 %28, metadata !37, metadata !DIExpression()), !dbg !59
  %29 = icmp eq i32 %28, 40, !dbg !94
  br i1 %29, label %30, label %4, !dbg !60, !llvm.loop !95

30:                                               ; preds = %22
  %31 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i64 0, i64 0), i32 noundef %27), !dbg !98
  call void @llvm.dbg.value(metadata i32 0, metadata !39, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 5, metadata !86, metadata !DIExpression()), !dbg !99
  call void @llvm.dbg.value(metadata i32 123450, metadata !39, metadata !DIExpression()), !dbg !58
  %32 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i32 noundef 123450), !dbg !102
  %33 = bitcast [32 x i32]* %1 to i8*, !dbg !103
  call void @llvm.lifetime.start.p0i8(i64 128, i8* nonnull %33) #8, !dbg !103
  call void @llvm.dbg.declare(metadata [32 x i32]* %1, metadata !46, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i32 0, metadata !50, metadata !DIExpression()), !dbg !105
  %34 = bitcast [32 x i32]* %1 to <4 x i32>*, !dbg !106
  store <4 x i32> <i32 -10, i32 -2, i32 6, i32 14>, <4 x i32>* %34, align 16, !dbg !106, !tbaa !108
  %35 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i64 0, i64 4, !dbg !110
  %36 = bitcast i32* %35 to <4 x i32>*, !dbg !106
  store <4 x i32> <i32 -7, i32 1, i32 9, i32 17>, <4 x i32>* %36, align 16, !dbg !106, !tbaa !108
  %37 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i64 0, i64 8, !dbg !110
  %38 = bitcast i32* %37 to <4 x i32>*, !dbg !106
  store <4 x i32> <i32 -4, i32 4, i32 12, i32 -9>, <4 x i32>* %38, align 16, !dbg !106, !tbaa !108
  %39 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i64 0, i64 12, !dbg !110
  %40 = bitcast i32* %39 to <4 x i32>*, !dbg !106
  store <4 x i32> <i32 -1, i32 7, i32 15, i32 -6>, <4 x i32>* %40, align 16, !dbg !106, !tbaa !108
  %41 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i64 0, i64 16, !dbg !110
  %42 = bitcast i32* %41 to <4 x i32>*, !dbg !106
  store <4 x i32> <i32 2, i32 10, i32 18, i32 -3>, <4 x i32>* %42, align 16, !dbg !106, !tbaa !108
  %43 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i64 0, i64 20, !dbg !110
  %44 = bitcast i32* %43 to <4 x i32>*, !dbg !106
  store <4 x i32> <i32 5, i32 13, i32 -8, i32 0>, <4 x i32>* %44, align 16, !dbg !106, !tbaa !108
  %45 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i64 0, i64 24, !dbg !110
  %46 = bitcast i32* %45 to <4 x i32>*, !dbg !106
  store <4 x i32> <i32 8, i32 16, i32 -5, i32 3>, <4 x i32>* %46, align 16, !dbg !106, !tbaa !108
  %47 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i64 0, i64 28, !dbg !110
  %48 = bitcast i32* %47 to <4 x i32>*, !dbg !106
  store <4 x i32> <i32 11, i32 -10, i32 -2, i32 6>, <4 x i32>* %48, align 16, !dbg !106, !tbaa !108
  call void @qsort(i8* noundef nonnull %33, i64 noundef 32, i64 noundef 4, i32 (i8*, i8*)* noundef nonnull @cmp_desc) #8, !dbg !111
  call void @llvm.dbg.value(metadata i64 0, metadata !53, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata i32 0, metadata !52, metadata !DIExpression()), !dbg !58
  %49 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i64 0, i64 0, !dbg !113
  %50 = load i32, i32* %49, align 16, !dbg !113, !tbaa !108
  call void @llvm.dbg.value(metadata i64 1, metadata !53, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata i32 %50, metadata !52, metadata !DIExpression()), !dbg !58
  %51 = mul i32 %50, 3, !dbg !115
  %52 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i64 0, i64 1, !dbg !113
  %53 = load i32, i32* %52, align 4, !dbg !113, !tbaa !108
  %54 = add i32 %53, %51, !dbg !116
  call void @llvm.dbg.value(metadata i64 2, metadata !53, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata i32 %54, metadata !52, metadata !DIExpression()), !dbg !58
  %55 = mul i32 %54, 3, !dbg !115
  %56 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i64 0, i64 2, !dbg !113
  %57 = load i32, i32* %56, align 8, !dbg !113, !tbaa !108
  %58 = add i32 %57, %55, !dbg !116
  call void @llvm.dbg.value(metadata i64 3, metadata !53, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata i32 %58, metadata !52, metadata !DIExpression()), !dbg !58
  %59 = mul i32 %58, 3, !dbg !115
  %60 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i64 0, i64 3, !dbg !113
  %61 = load i32, i32* %60, align 4, !dbg !113, !tbaa !108
  %62 = add i32 %61, %59, !dbg !116
  call void @llvm.dbg.value(metadata i64 4, metadata !53, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata i32 %62, metadata !52, metadata !DIExpression()), !dbg !58
  %63 = mul i32 %62, 3, !dbg !115
  %64 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i64 0, i64 4, !dbg !113
  %65 = load i32, i32* %64, align 16, !dbg !113, !tbaa !108
  %66 = add i32 %65, %63, !dbg !116
  call void @llvm.dbg.value(metadata i64 5, metadata !53, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata i32 %66, metadata !52, metadata !DIExpression()), !dbg !58
  %67 = mul i32 %66, 3, !dbg !115
  %68 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i64 0, i64 5, !dbg !113
  %69 = load i32, i32* %68, align 4, !dbg !113, !tbaa !108
  %70 = add i32 %69, %67, !dbg !116
  call void @llvm.dbg.value(metadata i64 6, metadata !53, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata i32 %70, metadata !52, metadata !DIExpression()), !dbg !58
  %71 = mul i32 %70, 3, !dbg !115
  %72 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i64 0, i64 6, !dbg !113
  %73 = load i32, i32* %72, align 8, !dbg !113, !tbaa !108
  %74 = add i32 %73, %71, !dbg !116
  call void @llvm.dbg.value(metadata i64 7, metadata !53, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata i32 %74, metadata !52, metadata !DIExpression()), !dbg !58
  %75 = mul i32 %74, 3, !dbg !115
  %76 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i64 0, i64 7, !dbg !113
  %77 = load i32, i32* %76, align 4, !dbg !113, !tbaa !108
  %78 = add i32 %77, %75, !dbg !116
  call void @llvm.dbg.value(metadata i64 8, metadata !53, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata i32 %78, metadata !52, metadata !DIExpression()), !dbg !58
  %79 = mul i32 %78, 3, !dbg !115
  %80 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i64 0, i64 8, !dbg !113
  %81 = load i32, i32* %80, align 16, !dbg !113, !tbaa !108
  %82 = add i32 %81, %79, !dbg !116
  call void @llvm.dbg.value(metadata i64 9, metadata !53, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata i32 %82, metadata !52, metadata !DIExpression()), !dbg !58
  %83 = mul i32 %82, 3, !dbg !115
  %84 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i64 0, i64 9, !dbg !113
  %85 = load i32, i32* %84, align 4, !dbg !113, !tbaa !108
  %86 = add i32 %85, %83, !dbg !116
  call void @llvm.dbg.value(metadata i64 10, metadata !53, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata i32 %86, metadata !52, metadata !DIExpression()), !dbg !58
  %87 = mul i32 %86, 3, !dbg !115
  %88 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i64 0, i64 10, !dbg !113
  %89 = load i32, i32* %88, align 8, !dbg !113, !tbaa !108
  %90 = add i32 %89, %87, !dbg !116
  call void @llvm.dbg.value(metadata i64 11, metadata !53, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata i32 %90, metadata !52, metadata !DIExpression()), !dbg !58
  %91 = mul i32 %90, 3, !dbg !115
  %92 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i64 0, i64 11, !dbg !113
  %93 = load i32, i32* %92, align 4, !dbg !113, !tbaa !108
  %94 = add i32 %93, %91, !dbg !116
  call void @llvm.dbg.value(metadata i64 12, metadata !53, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata i32 %94, metadata !52, metadata !DIExpression()), !dbg !58
  %95 = mul i32 %94, 3, !dbg !115
  %96 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i64 0, i64 12, !dbg !113
  %97 = load i32, i32* %96, align 16, !dbg !113, !tbaa !108
  %98 = add i32 %97, %95, !dbg !116
  call void @llvm.dbg.value(metadata i64 13, metadata !53, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata i32 %98, metadata !52, metadata !DIExpression()), !dbg !58
  %99 = mul i32 %98, 3, !dbg !115
  %100 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i64 0, i64 13, !dbg !113
  %101 = load i32, i32* %100, align 4, !dbg !113, !tbaa !108
  %102 = add i32 %101, %99, !dbg !116
  call void @llvm.dbg.value(metadata i64 14, metadata !53, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata i32 %102, metadata !52, metadata !DIExpression()), !dbg !58
  %103 = mul i32 %102, 3, !dbg !115
  %104 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i64 0, i64 14, !dbg !113
  %105 = load i32, i32* %104, align 8, !dbg !113, !tbaa !108
  %106 = add i32 %105, %103, !dbg !116
  call void @llvm.dbg.value(metadata i64 15, metadata !53, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata i32 %106, metadata !52, metadata !DIExpression()), !dbg !58
  %107 = mul i32 %106, 3, !dbg !115
  %108 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i64 0, i64 15, !dbg !113
  %109 = load i32, i32* %108, align 4, !dbg !113, !tbaa !108
  %110 = add i32 %109, %107, !dbg !116
  call void @llvm.dbg.value(metadata i64 16, metadata !53, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata i32 %110, metadata !52, metadata !DIExpression()), !dbg !58
  %111 = mul i32 %110, 3, !dbg !115
  %112 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i64 0, i64 16, !dbg !113
  %113 = load i32, i32* %112, align 16, !dbg !113, !tbaa !108
  %114 = add i32 %113, %111, !dbg !116
  call void @llvm.dbg.value(metadata i64 17, metadata !53, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata i32 %114, metadata !52, metadata !DIExpression()), !dbg !58
  %115 = mul i32 %114, 3, !dbg !115
  %116 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i64 0, i64 17, !dbg !113
  %117 = load i32, i32* %116, align 4, !dbg !113, !tbaa !108
  %118 = add i32 %117, %115, !dbg !116
  call void @llvm.dbg.value(metadata i64 18, metadata !53, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata i32 %118, metadata !52, metadata !DIExpression()), !dbg !58
  %119 = mul i32 %118, 3, !dbg !115
  %120 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i64 0, i64 18, !dbg !113
  %121 = load i32, i32* %120, align 8, !dbg !113, !tbaa !108
  %122 = add i32 %121, %119, !dbg !116
  call void @llvm.dbg.value(metadata i64 19, metadata !53, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata i32 %122, metadata !52, metadata !DIExpression()), !dbg !58
  %123 = mul i32 %122, 3, !dbg !115
  %124 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i64 0, i64 19, !dbg !113
  %125 = load i32, i32* %124, align 4, !dbg !113, !tbaa !108
  %126 = add i32 %125, %123, !dbg !116
  call void @llvm.dbg.value(metadata i64 20, metadata !53, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata i32 %126, metadata !52, metadata !DIExpression()), !dbg !58
  %127 = mul i32 %126, 3, !dbg !115
  %128 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i64 0, i64 20, !dbg !113
  %129 = load i32, i32* %128, align 16, !dbg !113, !tbaa !108
  %130 = add i32 %129, %127, !dbg !116
  call void @llvm.dbg.value(metadata i64 21, metadata !53, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata i32 %130, metadata !52, metadata !DIExpression()), !dbg !58
  %131 = mul i32 %130, 3, !dbg !115
  %132 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i64 0, i64 21, !dbg !113
  %133 = load i32, i32* %132, align 4, !dbg !113, !tbaa !108
  %134 = add i32 %133, %131, !dbg !116
  call void @llvm.dbg.value(metadata i64 22, metadata !53, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata i32 %134, metadata !52, metadata !DIExpression()), !dbg !58
  %135 = mul i32 %134, 3, !dbg !115
  %136 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i64 0, i64 22, !dbg !113
  %137 = load i32, i32* %136, align 8, !dbg !113, !tbaa !108
  %138 = add i32 %137, %135, !dbg !116
  call void @llvm.dbg.value(metadata i64 23, metadata !53, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata i32 %138, metadata !52, metadata !DIExpression()), !dbg !58
  %139 = mul i32 %138, 3, !dbg !115
  %140 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i64 0, i64 23, !dbg !113
  %141 = load i32, i32* %140, align 4, !dbg !113, !tbaa !108
  %142 = add i32 %141, %139, !dbg !116
  call void @llvm.dbg.value(metadata i64 24, metadata !53, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata i32 %142, metadata !52, metadata !DIExpression()), !dbg !58
  %143 = mul i32 %142, 3, !dbg !115
  %144 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i64 0, i64 24, !dbg !113
  %145 = load i32, i32* %144, align 16, !dbg !113, !tbaa !108
  %146 = add i32 %145, %143, !dbg !116
  call void @llvm.dbg.value(metadata i64 25, metadata !53, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata i32 %146, metadata !52, metadata !DIExpression()), !dbg !58
  %147 = mul i32 %146, 3, !dbg !115
  %148 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i64 0, i64 25, !dbg !113
  %149 = load i32, i32* %148, align 4, !dbg !113, !tbaa !108
  %150 = add i32 %149, %147, !dbg !116
  call void @llvm.dbg.value(metadata i64 26, metadata !53, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata i32 %150, metadata !52, metadata !DIExpression()), !dbg !58
  %151 = mul i32 %150, 3, !dbg !115
  %152 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i64 0, i64 26, !dbg !113
  %153 = load i32, i32* %152, align 8, !dbg !113, !tbaa !108
  %154 = add i32 %153, %151, !dbg !116
  call void @llvm.dbg.value(metadata i64 27, metadata !53, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata i32 %154, metadata !52, metadata !DIExpression()), !dbg !58
  %155 = mul i32 %154, 3, !dbg !115
  %156 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i64 0, i64 27, !dbg !113
  %157 = load i32, i32* %156, align 4, !dbg !113, !tbaa !108
  %158 = add i32 %157, %155, !dbg !116
  call void @llvm.dbg.value(metadata i64 28, metadata !53, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata i32 %158, metadata !52, metadata !DIExpression()), !dbg !58
  %159 = mul i32 %158, 3, !dbg !115
  %160 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i64 0, i64 28, !dbg !113
  %161 = load i32, i32* %160, align 16, !dbg !113, !tbaa !108
  %162 = add i32 %161, %159, !dbg !116
  call void @llvm.dbg.value(metadata i64 29, metadata !53, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata i32 %162, metadata !52, metadata !DIExpression()), !dbg !58
  %163 = mul i32 %162, 3, !dbg !115
  %164 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i64 0, i64 29, !dbg !113
  %165 = load i32, i32* %164, align 4, !dbg !113, !tbaa !108
  %166 = add i32 %165, %163, !dbg !116
  call void @llvm.dbg.value(metadata i64 30, metadata !53, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata i32 %166, metadata !52, metadata !DIExpression()), !dbg !58
  %167 = mul i32 %166, 3, !dbg !115
  %168 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i64 0, i64 30, !dbg !113
  %169 = load i32, i32* %168, align 8, !dbg !113, !tbaa !108
  %170 = add i32 %169, %167, !dbg !116
  call void @llvm.dbg.value(metadata i64 31, metadata !53, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata i32 %170, metadata !52, metadata !DIExpression()), !dbg !58
  %171 = mul i32 %170, 3, !dbg !115
  %172 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i64 0, i64 31, !dbg !113
  %173 = load i32, i32* %172, align 4, !dbg !113, !tbaa !108
  %174 = add i32 %173, %171, !dbg !116
  call void @llvm.dbg.value(metadata i32 %174, metadata !52, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i64 32, metadata !53, metadata !DIExpression()), !dbg !112
  %175 = load i32, i32* %49, align 16, !dbg !117, !tbaa !108
  %176 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.2, i64 0, i64 0), i32 noundef %174, i32 noundef %175, i32 noundef %173), !dbg !118
  %177 = bitcast i32* %2 to i8*, !dbg !119
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %177), !dbg !119
  %178 = bitcast i32* %3 to i8*, !dbg !119
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %178), !dbg !119
  call void @llvm.dbg.value(metadata i32* %2, metadata !55, metadata !DIExpression(DW_OP_deref)), !dbg !58
  call void @llvm.dbg.value(metadata i32* %3, metadata !56, metadata !DIExpression(DW_OP_deref)), !dbg !58
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([24 x i8], [24 x i8]* @.str.3, i64 0, i64 0), metadata !120, metadata !DIExpression()), !dbg !136
  call void @llvm.dbg.value(metadata i32* %2, metadata !129, metadata !DIExpression()), !dbg !136
  call void @llvm.dbg.value(metadata i32* %3, metadata !130, metadata !DIExpression()), !dbg !136
  call void @llvm.dbg.value(metadata i32 0, metadata !131, metadata !DIExpression()), !dbg !136
  store i32 0, i32* %3, align 4, !dbg !138, !tbaa !108
  store i32 0, i32* %2, align 4, !dbg !139, !tbaa !108
  br label %179, !dbg !140

179:                                              ; preds = %209, %30
  %180 = phi i8* [ getelementptr inbounds ([24 x i8], [24 x i8]* @.str.3, i64 0, i64 0), %30 ], [ %211, %209 ]
  %181 = phi i32 [ 0, %30 ], [ %210, %209 ], !dbg !141
  call void @llvm.dbg.value(metadata i32 %181, metadata !131, metadata !DIExpression()), !dbg !136
  call void @llvm.dbg.value(metadata i8* %180, metadata !120, metadata !DIExpression()), !dbg !136
  %182 = load i8, i8* %180, align 1, !dbg !142, !tbaa !143
  call void @llvm.dbg.value(metadata i8 %182, metadata !132, metadata !DIExpression()), !dbg !144
  switch i32 %181, label %209 [
    i32 0, label %183
    i32 1, label %191
    i32 2, label %197
  ], !dbg !145

183:                                              ; preds = %179
  %184 = add i8 %182, -48, !dbg !146
  %185 = icmp ult i8 %184, 10, !dbg !146
  br i1 %185, label %204, label %186, !dbg !146

186:                                              ; preds = %183
  %187 = add i8 %182, -97, !dbg !149
  %188 = icmp ult i8 %187, 26, !dbg !149
  br i1 %188, label %204, label %189, !dbg !149

189:                                              ; preds = %186
  %190 = icmp eq i8 %182, 0, !dbg !151
  br i1 %190, label %212, label %209, !dbg !153

191:                                              ; preds = %179
  %192 = add i8 %182, -48, !dbg !154
  %193 = icmp ult i8 %192, 10, !dbg !154
  br i1 %193, label %209, label %194, !dbg !154

194:                                              ; preds = %191
  call void @llvm.dbg.value(metadata i32 undef, metadata !131, metadata !DIExpression()), !dbg !136
  %195 = add i8 %182, -97, !dbg !156
  %196 = icmp ult i8 %195, 26, !dbg !156
  br i1 %196, label %204, label %202, !dbg !156

197:                                              ; preds = %179
  %198 = add i8 %182, -97, !dbg !159
  %199 = icmp ult i8 %198, 26, !dbg !159
  br i1 %199, label %209, label %200, !dbg !159

200:                                              ; preds = %197
  %201 = icmp eq i8 %182, 0, !dbg !161
  call void @llvm.dbg.value(metadata i32 undef, metadata !131, metadata !DIExpression()), !dbg !136
  br i1 %201, label %212, label %209, !dbg !162

202:                                              ; preds = %194
  %203 = icmp eq i8 %182, 0, !dbg !163
  call void @llvm.dbg.value(metadata i32 undef, metadata !131, metadata !DIExpression()), !dbg !136
  br i1 %203, label %212, label %209, !dbg !164

204:                                              ; preds = %194, %186, %183
  %205 = phi i32* [ %2, %183 ], [ %3, %186 ], [ %3, %194 ]
  %206 = phi i32 [ 1, %183 ], [ 2, %186 ], [ 2, %194 ]
  %207 = load i32, i32* %205, align 4, !dbg !165, !tbaa !108
  %208 = add nsw i32 %207, 1, !dbg !165
  store i32 %208, i32* %205, align 4, !dbg !165, !tbaa !108
  br label %209, !dbg !166

209:                                              ; preds = %204, %202, %200, %197, %191, %189, %179
  %210 = phi i32 [ 0, %202 ], [ 0, %189 ], [ 1, %191 ], [ 0, %200 ], [ 2, %197 ], [ %181, %179 ], [ %206, %204 ]
  call void @llvm.dbg.value(metadata i32 3, metadata !131, metadata !DIExpression()), !dbg !136
  %211 = getelementptr inbounds i8, i8* %180, i64 1, !dbg !166
  call void @llvm.dbg.value(metadata i8* %211, metadata !120, metadata !DIExpression()), !dbg !136
  br label %179, !dbg !167, !llvm.loop !168

212:                                              ; preds = %189, %200, %202
  %213 = load i32, i32* %2, align 4, !dbg !171, !tbaa !108
  %214 = load i32, i32* %3, align 4, !dbg !173, !tbaa !108
  %215 = add nsw i32 %214, %213, !dbg !174
  call void @llvm.dbg.value(metadata i32 3, metadata !131, metadata !DIExpression()), !dbg !136
  call void @llvm.dbg.value(metadata i32 %215, metadata !57, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 %213, metadata !55, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 %214, metadata !56, metadata !DIExpression()), !dbg !58
  %216 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str.4, i64 0, i64 0), i32 noundef %215, i32 noundef %213, i32 noundef %214), !dbg !175
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %178), !dbg !176
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %177), !dbg !176
  call void @llvm.lifetime.end.p0i8(i64 128, i8* nonnull %33) #8, !dbg !176
  ret i32 0, !dbg !177
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree
declare !dbg !178 void @qsort(i8* noundef, i64 noundef, i64 noundef, i32 (i8*, i8*)* nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal i32 @cmp_desc(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) #5 !dbg !193 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !195, metadata !DIExpression()), !dbg !199
  call void @llvm.dbg.value(metadata i8* %1, metadata !196, metadata !DIExpression()), !dbg !199
  %3 = bitcast i8* %0 to i32*, !dbg !200
  %4 = load i32, i32* %3, align 4, !dbg !201, !tbaa !108
  call void @llvm.dbg.value(metadata i32 %4, metadata !197, metadata !DIExpression()), !dbg !199
  %5 = bitcast i8* %1 to i32*, !dbg !202
  %6 = load i32, i32* %5, align 4, !dbg !203, !tbaa !108
  call void @llvm.dbg.value(metadata i32 %6, metadata !198, metadata !DIExpression()), !dbg !199
  %7 = icmp slt i32 %4, %6, !dbg !204
  %8 = zext i1 %7 to i32, !dbg !204
  %9 = icmp sgt i32 %4, %6, !dbg !205
  %10 = sext i1 %9 to i32, !dbg !205
  %11 = add nsw i32 %10, %8, !dbg !206
  ret i32 %11, !dbg !207
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @add(i32 noundef %0, i32 noundef %1) #6 !dbg !208 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !210, metadata !DIExpression()), !dbg !212
  call void @llvm.dbg.value(metadata i32 %1, metadata !211, metadata !DIExpression()), !dbg !212
  %3 = add nsw i32 %1, %0, !dbg !213
  ret i32 %3, !dbg !214
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @sub(i32 noundef %0, i32 noundef %1) #6 !dbg !215 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !217, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.value(metadata i32 %1, metadata !218, metadata !DIExpression()), !dbg !219
  %3 = sub nsw i32 %0, %1, !dbg !220
  ret i32 %3, !dbg !221
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @mul(i32 noundef %0, i32 noundef %1) #6 !dbg !222 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !224, metadata !DIExpression()), !dbg !226
  call void @llvm.dbg.value(metadata i32 %1, metadata !225, metadata !DIExpression()), !dbg !226
  %3 = srem i32 %0, 1000, !dbg !227
  %4 = srem i32 %1, 1000, !dbg !228
  %5 = mul nsw i32 %4, %3, !dbg !229
  ret i32 %5, !dbg !230
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @mx(i32 noundef %0, i32 noundef %1) #6 !dbg !231 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !233, metadata !DIExpression()), !dbg !235
  call void @llvm.dbg.value(metadata i32 %1, metadata !234, metadata !DIExpression()), !dbg !235
  %3 = icmp sgt i32 %0, %1, !dbg !236
  %4 = select i1 %3, i32 %0, i32 %1, !dbg !237
  ret i32 %4, !dbg !238
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #7

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!25, !26, !27, !28, !29, !30}
!llvm.ident = !{!31}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ops", scope: !2, file: !3, line: 12, type: !17, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !12, globals: !16, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "dispatch.c", directory: "./test/corpus/c", checksumkind: CSK_MD5, checksum: "e208c2eb6f22173cf606a8f7ce027112")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "state", file: !3, line: 43, baseType: !6, size: 32, elements: !7)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !{!8, !9, !10, !11}
!8 = !DIEnumerator(name: "S_IDLE", value: 0)
!9 = !DIEnumerator(name: "S_NUM", value: 1)
!10 = !DIEnumerator(name: "S_WORD", value: 2)
!11 = !DIEnumerator(name: "S_DONE", value: 3)
!12 = !{!6, !13}
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !{!0}
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 256, elements: !23)
!18 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "binop", file: !3, line: 7, baseType: !20)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!21 = !DISubroutineType(types: !22)
!22 = !{!15, !15, !15}
!23 = !{!24}
!24 = !DISubrange(count: 4)
!25 = !{i32 7, !"Dwarf Version", i32 5}
!26 = !{i32 2, !"Debug Info Version", i32 3}
!27 = !{i32 1, !"wchar_size", i32 4}
!28 = !{i32 7, !"PIC Level", i32 2}
!29 = !{i32 7, !"PIE Level", i32 2}
!30 = !{i32 7, !"uwtable", i32 1}
!31 = !{!"Debian clang version 14.0.6"}
!32 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 69, type: !33, scopeLine: 69, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !35)
!33 = !DISubroutineType(types: !34)
!34 = !{!15}
!35 = !{!36, !37, !39, !40, !44, !46, !50, !52, !53, !55, !56, !57}
!36 = !DILocalVariable(name: "acc", scope: !32, file: !3, line: 70, type: !15)
!37 = !DILocalVariable(name: "i", scope: !38, file: !3, line: 71, type: !15)
!38 = distinct !DILexicalBlock(scope: !32, file: !3, line: 71, column: 3)
!39 = !DILocalVariable(name: "sp", scope: !32, file: !3, line: 73, type: !15)
!40 = !DILocalVariable(name: "keys", scope: !32, file: !3, line: 74, type: !41)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 192, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 6)
!44 = !DILocalVariable(name: "i", scope: !45, file: !3, line: 75, type: !15)
!45 = distinct !DILexicalBlock(scope: !32, file: !3, line: 75, column: 3)
!46 = !DILocalVariable(name: "arr", scope: !32, file: !3, line: 78, type: !47)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 1024, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 32)
!50 = !DILocalVariable(name: "i", scope: !51, file: !3, line: 79, type: !15)
!51 = distinct !DILexicalBlock(scope: !32, file: !3, line: 79, column: 3)
!52 = !DILocalVariable(name: "h", scope: !32, file: !3, line: 81, type: !6)
!53 = !DILocalVariable(name: "i", scope: !54, file: !3, line: 82, type: !15)
!54 = distinct !DILexicalBlock(scope: !32, file: !3, line: 82, column: 3)
!55 = !DILocalVariable(name: "n", scope: !32, file: !3, line: 85, type: !15)
!56 = !DILocalVariable(name: "w", scope: !32, file: !3, line: 85, type: !15)
!57 = !DILocalVariable(name: "t", scope: !32, file: !3, line: 86, type: !15)
!58 = !DILocation(line: 0, scope: !32)
!59 = !DILocation(line: 0, scope: !38)
!60 = !DILocation(line: 71, column: 3, scope: !38)
!61 = !DILocation(line: 71, column: 44, scope: !62)
!62 = distinct !DILexicalBlock(scope: !38, file: !3, line: 71, column: 3)
!63 = !DILocation(line: 71, column: 38, scope: !62)
!64 = !{!65, !65, i64 0}
!65 = !{!"any pointer", !66, i64 0}
!66 = !{!"omnipotent char", !67, i64 0}
!67 = !{!"Simple C/C++ TBAA"}
!68 = !DILocation(line: 71, column: 62, scope: !62)
!69 = !DILocalVariable(name: "k", arg: 1, scope: !70, file: !3, line: 14, type: !15)
!70 = distinct !DISubprogram(name: "dense", scope: !3, file: !3, line: 14, type: !71, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !73)
!71 = !DISubroutineType(types: !72)
!72 = !{!15, !15}
!73 = !{!69}
!74 = !DILocation(line: 0, scope: !70, inlinedAt: !75)
!75 = distinct !DILocation(line: 71, column: 54, scope: !62)
!76 = !DILocation(line: 15, column: 3, scope: !70, inlinedAt: !75)
!77 = !DILocation(line: 17, column: 11, scope: !78, inlinedAt: !75)
!78 = distinct !DILexicalBlock(scope: !70, file: !3, line: 15, column: 14)
!79 = !DILocation(line: 18, column: 19, scope: !78, inlinedAt: !75)
!80 = !DILocation(line: 19, column: 11, scope: !78, inlinedAt: !75)
!81 = !DILocation(line: 20, column: 11, scope: !78, inlinedAt: !75)
!82 = !DILocation(line: 21, column: 11, scope: !78, inlinedAt: !75)
!83 = !DILocation(line: 22, column: 11, scope: !78, inlinedAt: !75)
!84 = !DILocation(line: 23, column: 12, scope: !78, inlinedAt: !75)
!85 = !DILocation(line: 0, scope: !78, inlinedAt: !75)
!86 = !DILocalVariable(name: "k", arg: 1, scope: !87, file: !3, line: 27, type: !15)
!87 = distinct !DISubprogram(name: "sparse", scope: !3, file: !3, line: 27, type: !71, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !88)
!88 = !{!86}
!89 = !DILocation(line: 0, scope: !87, inlinedAt: !90)
!90 = distinct !DILocation(line: 71, column: 70, scope: !62)
!91 = !DILocation(line: 28, column: 3, scope: !87, inlinedAt: !90)
!92 = !DILocation(line: 71, column: 68, scope: !62)
!93 = !DILocation(line: 71, column: 28, scope: !62)
!94 = !DILocation(line: 71, column: 21, scope: !62)
!95 = distinct !{!95, !60, !96, !97}
!96 = !DILocation(line: 71, column: 93, scope: !38)
!97 = !{!"llvm.loop.mustprogress"}
!98 = !DILocation(line: 72, column: 3, scope: !32)
!99 = !DILocation(line: 0, scope: !87, inlinedAt: !100)
!100 = distinct !DILocation(line: 75, column: 46, scope: !101)
!101 = distinct !DILexicalBlock(scope: !45, file: !3, line: 75, column: 3)
!102 = !DILocation(line: 76, column: 3, scope: !32)
!103 = !DILocation(line: 78, column: 3, scope: !32)
!104 = !DILocation(line: 78, column: 7, scope: !32)
!105 = !DILocation(line: 0, scope: !51)
!106 = !DILocation(line: 79, column: 39, scope: !107)
!107 = distinct !DILexicalBlock(scope: !51, file: !3, line: 79, column: 3)
!108 = !{!109, !109, i64 0}
!109 = !{!"int", !66, i64 0}
!110 = !DILocation(line: 79, column: 28, scope: !107)
!111 = !DILocation(line: 80, column: 3, scope: !32)
!112 = !DILocation(line: 0, scope: !54)
!113 = !DILocation(line: 82, column: 55, scope: !114)
!114 = distinct !DILexicalBlock(scope: !54, file: !3, line: 82, column: 3)
!115 = !DILocation(line: 82, column: 38, scope: !114)
!116 = !DILocation(line: 82, column: 43, scope: !114)
!117 = !DILocation(line: 83, column: 44, scope: !32)
!118 = !DILocation(line: 83, column: 3, scope: !32)
!119 = !DILocation(line: 85, column: 3, scope: !32)
!120 = !DILocalVariable(name: "s", arg: 1, scope: !121, file: !3, line: 45, type: !124)
!121 = distinct !DISubprogram(name: "count_tokens", scope: !3, file: !3, line: 45, type: !122, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !128)
!122 = !DISubroutineType(types: !123)
!123 = !{!15, !124, !127, !127}
!124 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !125, size: 64)
!125 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !126)
!126 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!127 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!128 = !{!120, !129, !130, !131, !132}
!129 = !DILocalVariable(name: "nums", arg: 2, scope: !121, file: !3, line: 45, type: !127)
!130 = !DILocalVariable(name: "words", arg: 3, scope: !121, file: !3, line: 45, type: !127)
!131 = !DILocalVariable(name: "st", scope: !121, file: !3, line: 46, type: !5)
!132 = !DILocalVariable(name: "c", scope: !133, file: !3, line: 49, type: !126)
!133 = distinct !DILexicalBlock(scope: !134, file: !3, line: 48, column: 16)
!134 = distinct !DILexicalBlock(scope: !135, file: !3, line: 48, column: 3)
!135 = distinct !DILexicalBlock(scope: !121, file: !3, line: 48, column: 3)
!136 = !DILocation(line: 0, scope: !121, inlinedAt: !137)
!137 = distinct !DILocation(line: 86, column: 11, scope: !32)
!138 = !DILocation(line: 47, column: 18, scope: !121, inlinedAt: !137)
!139 = !DILocation(line: 47, column: 9, scope: !121, inlinedAt: !137)
!140 = !DILocation(line: 48, column: 3, scope: !121, inlinedAt: !137)
!141 = !DILocation(line: 46, column: 14, scope: !121, inlinedAt: !137)
!142 = !DILocation(line: 49, column: 14, scope: !133, inlinedAt: !137)
!143 = !{!66, !66, i64 0}
!144 = !DILocation(line: 0, scope: !133, inlinedAt: !137)
!145 = !DILocation(line: 50, column: 5, scope: !133, inlinedAt: !137)
!146 = !DILocation(line: 52, column: 20, scope: !147, inlinedAt: !137)
!147 = distinct !DILexicalBlock(scope: !148, file: !3, line: 52, column: 11)
!148 = distinct !DILexicalBlock(scope: !133, file: !3, line: 50, column: 17)
!149 = !DILocation(line: 53, column: 25, scope: !150, inlinedAt: !137)
!150 = distinct !DILexicalBlock(scope: !147, file: !3, line: 53, column: 16)
!151 = !DILocation(line: 54, column: 18, scope: !152, inlinedAt: !137)
!152 = distinct !DILexicalBlock(scope: !150, file: !3, line: 54, column: 16)
!153 = !DILocation(line: 54, column: 16, scope: !150, inlinedAt: !137)
!154 = !DILocation(line: 57, column: 22, scope: !155, inlinedAt: !137)
!155 = distinct !DILexicalBlock(scope: !148, file: !3, line: 57, column: 11)
!156 = !DILocation(line: 57, column: 77, scope: !157, inlinedAt: !137)
!157 = distinct !DILexicalBlock(scope: !158, file: !3, line: 57, column: 68)
!158 = distinct !DILexicalBlock(scope: !155, file: !3, line: 57, column: 36)
!159 = !DILocation(line: 60, column: 22, scope: !160, inlinedAt: !137)
!160 = distinct !DILexicalBlock(scope: !148, file: !3, line: 60, column: 11)
!161 = !DILocation(line: 60, column: 41, scope: !160, inlinedAt: !137)
!162 = !DILocation(line: 0, scope: !160, inlinedAt: !137)
!163 = !DILocation(line: 57, column: 43, scope: !158, inlinedAt: !137)
!164 = !DILocation(line: 65, column: 9, scope: !133, inlinedAt: !137)
!165 = !DILocation(line: 0, scope: !148, inlinedAt: !137)
!166 = !DILocation(line: 48, column: 12, scope: !134, inlinedAt: !137)
!167 = !DILocation(line: 48, column: 3, scope: !134, inlinedAt: !137)
!168 = distinct !{!168, !169, !170}
!169 = !DILocation(line: 48, column: 3, scope: !135, inlinedAt: !137)
!170 = !DILocation(line: 66, column: 3, scope: !135, inlinedAt: !137)
!171 = !DILocation(line: 65, column: 30, scope: !172, inlinedAt: !137)
!172 = distinct !DILexicalBlock(scope: !133, file: !3, line: 65, column: 9)
!173 = !DILocation(line: 65, column: 38, scope: !172, inlinedAt: !137)
!174 = !DILocation(line: 65, column: 36, scope: !172, inlinedAt: !137)
!175 = !DILocation(line: 87, column: 3, scope: !32)
!176 = !DILocation(line: 89, column: 1, scope: !32)
!177 = !DILocation(line: 88, column: 3, scope: !32)
!178 = !DISubprogram(name: "qsort", scope: !179, file: !179, line: 851, type: !180, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !192)
!179 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!180 = !DISubroutineType(types: !181)
!181 = !{null, !182, !183, !183, !186}
!182 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!183 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !184, line: 46, baseType: !185)
!184 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!185 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!186 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !179, line: 829, baseType: !187)
!187 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !188, size: 64)
!188 = !DISubroutineType(types: !189)
!189 = !{!15, !190, !190}
!190 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !191, size: 64)
!191 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!192 = !{}
!193 = distinct !DISubprogram(name: "cmp_desc", scope: !3, file: !3, line: 38, type: !188, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !194)
!194 = !{!195, !196, !197, !198}
!195 = !DILocalVariable(name: "a", arg: 1, scope: !193, file: !3, line: 38, type: !190)
!196 = !DILocalVariable(name: "b", arg: 2, scope: !193, file: !3, line: 38, type: !190)
!197 = !DILocalVariable(name: "x", scope: !193, file: !3, line: 39, type: !15)
!198 = !DILocalVariable(name: "y", scope: !193, file: !3, line: 39, type: !15)
!199 = !DILocation(line: 0, scope: !193)
!200 = !DILocation(line: 39, column: 12, scope: !193)
!201 = !DILocation(line: 39, column: 11, scope: !193)
!202 = !DILocation(line: 39, column: 33, scope: !193)
!203 = !DILocation(line: 39, column: 32, scope: !193)
!204 = !DILocation(line: 40, column: 13, scope: !193)
!205 = !DILocation(line: 40, column: 23, scope: !193)
!206 = !DILocation(line: 40, column: 18, scope: !193)
!207 = !DILocation(line: 40, column: 3, scope: !193)
!208 = distinct !DISubprogram(name: "add", scope: !3, file: !3, line: 8, type: !21, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !209)
!209 = !{!210, !211}
!210 = !DILocalVariable(name: "a", arg: 1, scope: !208, file: !3, line: 8, type: !15)
!211 = !DILocalVariable(name: "b", arg: 2, scope: !208, file: !3, line: 8, type: !15)
!212 = !DILocation(line: 0, scope: !208)
!213 = !DILocation(line: 8, column: 41, scope: !208)
!214 = !DILocation(line: 8, column: 32, scope: !208)
!215 = distinct !DISubprogram(name: "sub", scope: !3, file: !3, line: 9, type: !21, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !216)
!216 = !{!217, !218}
!217 = !DILocalVariable(name: "a", arg: 1, scope: !215, file: !3, line: 9, type: !15)
!218 = !DILocalVariable(name: "b", arg: 2, scope: !215, file: !3, line: 9, type: !15)
!219 = !DILocation(line: 0, scope: !215)
!220 = !DILocation(line: 9, column: 41, scope: !215)
!221 = !DILocation(line: 9, column: 32, scope: !215)
!222 = distinct !DISubprogram(name: "mul", scope: !3, file: !3, line: 10, type: !21, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !223)
!223 = !{!224, !225}
!224 = !DILocalVariable(name: "a", arg: 1, scope: !222, file: !3, line: 10, type: !15)
!225 = !DILocalVariable(name: "b", arg: 2, scope: !222, file: !3, line: 10, type: !15)
!226 = !DILocation(line: 0, scope: !222)
!227 = !DILocation(line: 10, column: 42, scope: !222)
!228 = !DILocation(line: 10, column: 55, scope: !222)
!229 = !DILocation(line: 10, column: 50, scope: !222)
!230 = !DILocation(line: 10, column: 32, scope: !222)
!231 = distinct !DISubprogram(name: "mx", scope: !3, file: !3, line: 11, type: !21, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !232)
!232 = !{!233, !234}
!233 = !DILocalVariable(name: "a", arg: 1, scope: !231, file: !3, line: 11, type: !15)
!234 = !DILocalVariable(name: "b", arg: 2, scope: !231, file: !3, line: 11, type: !15)
!235 = !DILocation(line: 0, scope: !231)
!236 = !DILocation(line: 11, column: 40, scope: !231)
!237 = !DILocation(line: 11, column: 38, scope: !231)
!238 = !DILocation(line: 11, column: 31, scope: !231)

; ModuleID = 'csmith-83.c'
source_filename = "csmith-83.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"1\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"g_8\00", align 1
@g_11 = internal unnamed_addr global i1 false, align 4
@.str.2 = private unnamed_addr constant [5 x i8] c"g_11\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"g_12[i]\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"g_14\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"g_35\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"g_72\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"g_109\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"g_113\00", align 1
@.str.10 = private unnamed_addr constant [6 x i8] c"g_151\00", align 1
@.str.11 = private unnamed_addr constant [6 x i8] c"g_164\00", align 1
@g_187 = internal global [1 x [3 x i32]] [[3 x i32] [i32 -1, i32 -1, i32 -1]], align 4
@.str.12 = private unnamed_addr constant [12 x i8] c"g_187[i][j]\00", align 1
@.str.13 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1
@.str.14 = private unnamed_addr constant [9 x i8] c"g_197[i]\00", align 1
@.str.15 = private unnamed_addr constant [6 x i8] c"g_202\00", align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"g_213\00", align 1
@.str.17 = private unnamed_addr constant [6 x i8] c"g_223\00", align 1
@.str.18 = private unnamed_addr constant [9 x i8] c"g_270[i]\00", align 1
@.str.19 = private unnamed_addr constant [6 x i8] c"g_328\00", align 1
@g_330 = internal global i64 -1, align 8
@.str.20 = private unnamed_addr constant [6 x i8] c"g_330\00", align 1
@g_378 = internal global i32 1, align 4
@.str.21 = private unnamed_addr constant [6 x i8] c"g_378\00", align 1
@.str.22 = private unnamed_addr constant [6 x i8] c"g_401\00", align 1
@.str.23 = private unnamed_addr constant [6 x i8] c"g_404\00", align 1
@.str.24 = private unnamed_addr constant [6 x i8] c"g_406\00", align 1
@.str.25 = private unnamed_addr constant [6 x i8] c"g_479\00", align 1
@.str.26 = private unnamed_addr constant [6 x i8] c"g_553\00", align 1
@.str.27 = private unnamed_addr constant [6 x i8] c"g_569\00", align 1
@.str.28 = private unnamed_addr constant [6 x i8] c"g_618\00", align 1
@g_707 = internal constant i32 -126645564, align 4
@.str.29 = private unnamed_addr constant [6 x i8] c"g_707\00", align 1
@.str.30 = private unnamed_addr constant [9 x i8] c"g_730[i]\00", align 1
@.str.31 = private unnamed_addr constant [6 x i8] c"g_796\00", align 1
@.str.32 = private unnamed_addr constant [6 x i8] c"g_973\00", align 1
@g_976 = internal global i64 0, align 8
@.str.33 = private unnamed_addr constant [6 x i8] c"g_976\00", align 1
@g_1025 = internal unnamed_addr constant [7 x [8 x [4 x i8]]] [[8 x [4 x i8]] [[4 x i8] c"\01\FF\FD\81", [4 x i8] c"\FB\05\81|", [4 x i8] c"\FB\F6\01\7F", [4 x i8] c"\EB\01\BF\FF", [4 x i8] c"\F9\06\FF\00", [4 x i8] c"\FFs\F9\FC", [4 x i8] c"\01\BD\01\BF", [4 x i8] c"V\FF\9A\BC"], [8 x [4 x i8]] [[4 x i8] c"\88\A9V|", [4 x i8] c"sa\FF\B4", [4 x i8] c"\A0>\A1\01", [4 x i8] c"\01\BF\08\83", [4 x i8] c"\00a\03>", [4 x i8] c"\00\BC\08s", [4 x i8] c"\00\01\01\00", [4 x i8] c"\A9\FF\00\FB"], [8 x [4 x i8]] [[4 x i8] c"\FF^\17\F7", [4 x i8] c"\FD\FF\09\F7", [4 x i8] c"a^\05\FB", [4 x i8] c"\FF\FF\FC\00", [4 x i8] c"\03\01\01s", [4 x i8] c"\01\BC\01>", [4 x i8] c"\A1a\F7\83", [4 x i8] c"\A2\BF\F6\01"], [8 x [4 x i8]] [[4 x i8] c"\04>\00\B4", [4 x i8] c"\7Fa\BD|", [4 x i8] c"|\A9\00\BC", [4 x i8] c"\01\FF\F6\BF", [4 x i8] c"W\BDa\FC", [4 x i8] c"\E8s\FF\00", [4 x i8] c"\00\06\00\FF", [4 x i8] c"\83\01\05\7F"], [8 x [4 x i8]] [[4 x i8] c"\BF\F6\01|", [4 x i8] c"\FF\05\E8\81", [4 x i8] c"\01\FF\01\FF", [4 x i8] c"\00\FF\A0\09", [4 x i8] c"\08\00|\FF", [4 x i8] c"\00\FF\FBW", [4 x i8] c"W\F7s\FF", [4 x i8] c"\01\FF\7F\FF"], [8 x [4 x i8]] [[4 x i8] c"\05\01\05\06", [4 x i8] c"Q\FF\01\E1", [4 x i8] c"\F6\88\00\FF", [4 x i8] c"\BD\FC\00\FF", [4 x i8] c"\F6\E8\01a", [4 x i8] c"Q|\05P", [4 x i8] c"\05P\7F\01", [4 x i8] c"\01\FD\81\08"], [8 x [4 x i8]] [[4 x i8] c"\F9\F9\17\9A", [4 x i8] c"\FF\01\01\A2", [4 x i8] c"\BD\FF\01\FF", [4 x i8] c"\7F\A0)W", [4 x i8] c"\05W\09\FF", [4 x i8] c"i\E1\00\FD", [4 x i8] c"\01\00^\A1", [4 x i8] c"\FF\00a\FF"]], align 16
@.str.34 = private unnamed_addr constant [16 x i8] c"g_1025[i][j][k]\00", align 1
@.str.35 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1
@.str.36 = private unnamed_addr constant [7 x i8] c"g_1306\00", align 1
@.str.37 = private unnamed_addr constant [7 x i8] c"g_1345\00", align 1
@g_1423 = internal global i64 1, align 8
@.str.38 = private unnamed_addr constant [7 x i8] c"g_1423\00", align 1
@.str.39 = private unnamed_addr constant [7 x i8] c"g_1435\00", align 1
@.str.40 = private unnamed_addr constant [7 x i8] c"g_1569\00", align 1
@g_1697.2 = internal unnamed_addr global i16 -25918, align 4
@.str.41 = private unnamed_addr constant [10 x i8] c"g_1697[i]\00", align 1
@g_1972 = internal global i32 -1, align 4
@.str.42 = private unnamed_addr constant [7 x i8] c"g_1972\00", align 1
@.str.43 = private unnamed_addr constant [7 x i8] c"g_2314\00", align 1
@.str.44 = private unnamed_addr constant [7 x i8] c"g_2326\00", align 1
@.str.45 = private unnamed_addr constant [10 x i8] c"g_2422[i]\00", align 1
@.str.46 = private unnamed_addr constant [7 x i8] c"g_2559\00", align 1
@g_2773 = internal unnamed_addr constant [2 x [9 x [6 x i32]]] [[9 x [6 x i32]] [[6 x i32] [i32 -1670522404, i32 -10, i32 -1, i32 1, i32 -10, i32 0], [6 x i32] [i32 -1670522404, i32 -1, i32 2, i32 -694265178, i32 -10, i32 2], [6 x i32] [i32 -694265178, i32 -10, i32 2, i32 1, i32 0, i32 0], [6 x i32] [i32 -694265178, i32 -1, i32 -1, i32 -694265178, i32 0, i32 2], [6 x i32] [i32 -1670522404, i32 -10, i32 -1, i32 1, i32 -10, i32 0], [6 x i32] [i32 -1670522404, i32 -1, i32 2, i32 -694265178, i32 -10, i32 -7], [6 x i32] [i32 -10, i32 6, i32 -7, i32 -1, i32 984447716, i32 984447716], [6 x i32] [i32 -10, i32 854323384, i32 854323384, i32 -10, i32 984447716, i32 -7], [6 x i32] [i32 0, i32 6, i32 854323384, i32 -1, i32 6, i32 984447716]], [9 x [6 x i32]] [[6 x i32] [i32 0, i32 854323384, i32 -7, i32 -10, i32 6, i32 -7], [6 x i32] [i32 -10, i32 6, i32 -7, i32 -1, i32 984447716, i32 984447716], [6 x i32] [i32 -10, i32 854323384, i32 854323384, i32 -10, i32 984447716, i32 -7], [6 x i32] [i32 0, i32 6, i32 854323384, i32 -1, i32 6, i32 984447716], [6 x i32] [i32 0, i32 854323384, i32 -7, i32 -10, i32 6, i32 -7], [6 x i32] [i32 -10, i32 6, i32 -7, i32 -1, i32 984447716, i32 984447716], [6 x i32] [i32 -10, i32 854323384, i32 854323384, i32 -10, i32 984447716, i32 -7], [6 x i32] [i32 0, i32 6, i32 854323384, i32 -1, i32 6, i32 984447716], [6 x i32] [i32 0, i32 854323384, i32 -7, i32 -10, i32 6, i32 -7]]], align 16
@.str.47 = private unnamed_addr constant [16 x i8] c"g_2773[i][j][k]\00", align 1
@.str.48 = private unnamed_addr constant [7 x i8] c"g_3043\00", align 1
@.str.49 = private unnamed_addr constant [7 x i8] c"g_3135\00", align 1
@g_3236 = internal global i16 0, align 2
@.str.50 = private unnamed_addr constant [7 x i8] c"g_3236\00", align 1
@crc32_context = internal unnamed_addr global i32 -1, align 4
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 16
@.str.51 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1
@.str.52 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1

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
  store i1 true, i1* @g_11, align 4
  %63 = load i16, i16* @g_1697.2, align 4, !tbaa !14
  %64 = add i16 %63, 1
  store i16 %64, i16* @g_1697.2, align 4, !tbaa !14
  tail call fastcc void @transparent_crc(i64 noundef 1724258728, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %13)
  %65 = load i1, i1* @g_11, align 4
  %66 = select i1 %65, i64 -2126571001, i64 1179680359
  tail call fastcc void @transparent_crc(i64 noundef %66, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 1753735306, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i64 0, i64 0), i32 noundef %13)
  br i1 %12, label %67, label %68

67:                                               ; preds = %62
  tail call fastcc void @transparent_crc(i64 noundef 1753735306, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 1753735306, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 1753735306, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 1753735306, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 1753735306, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 1753735306, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 1753735306, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i64 0, i64 0), i32 noundef %13)
  br label %77

68:                                               ; preds = %62
  %69 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i64 0, i64 0), i32 noundef 0)
  tail call fastcc void @transparent_crc(i64 noundef 1753735306, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i64 0, i64 0), i32 noundef %13)
  %70 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i64 0, i64 0), i32 noundef 1)
  tail call fastcc void @transparent_crc(i64 noundef 1753735306, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i64 0, i64 0), i32 noundef %13)
  %71 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i64 0, i64 0), i32 noundef 2)
  tail call fastcc void @transparent_crc(i64 noundef 1753735306, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i64 0, i64 0), i32 noundef %13)
  %72 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i64 0, i64 0), i32 noundef 3)
  tail call fastcc void @transparent_crc(i64 noundef 1753735306, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i64 0, i64 0), i32 noundef %13)
  %73 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i64 0, i64 0), i32 noundef 4)
  tail call fastcc void @transparent_crc(i64 noundef 1753735306, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i64 0, i64 0), i32 noundef %13)
  %74 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i64 0, i64 0), i32 noundef 5)
  tail call fastcc void @transparent_crc(i64 noundef 1753735306, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i64 0, i64 0), i32 noundef %13)
  %75 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i64 0, i64 0), i32 noundef 6)
  tail call fastcc void @transparent_crc(i64 noundef 1753735306, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i64 0, i64 0), i32 noundef %13)
  %76 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i64 0, i64 0), i32 noundef 7)
  br label %77

77:                                               ; preds = %67, %68
  tail call fastcc void @transparent_crc(i64 noundef 4294967295, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 150, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef -1, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 279371113, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.8, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 3481148188, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef -1, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.10, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 0, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.11, i64 0, i64 0), i32 noundef %13)
  %78 = load volatile i32, i32* getelementptr inbounds ([1 x [3 x i32]], [1 x [3 x i32]]* @g_187, i64 0, i64 0, i64 0), align 4, !tbaa !9
  %79 = zext i32 %78 to i64
  tail call fastcc void @transparent_crc(i64 noundef %79, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.12, i64 0, i64 0), i32 noundef %13)
  br i1 %12, label %80, label %85

80:                                               ; preds = %77
  %81 = load volatile i32, i32* getelementptr inbounds ([1 x [3 x i32]], [1 x [3 x i32]]* @g_187, i64 0, i64 0, i64 1), align 4, !tbaa !9
  %82 = zext i32 %81 to i64
  tail call fastcc void @transparent_crc(i64 noundef %82, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.12, i64 0, i64 0), i32 noundef %13)
  %83 = load volatile i32, i32* getelementptr inbounds ([1 x [3 x i32]], [1 x [3 x i32]]* @g_187, i64 0, i64 0, i64 2), align 4, !tbaa !9
  %84 = zext i32 %83 to i64
  tail call fastcc void @transparent_crc(i64 noundef %84, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.12, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 15289, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.14, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 15289, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.14, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 15289, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.14, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 15289, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.14, i64 0, i64 0), i32 noundef %13)
  br label %97

85:                                               ; preds = %77
  %86 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.13, i64 0, i64 0), i32 noundef 0, i32 noundef 0)
  %87 = load volatile i32, i32* getelementptr inbounds ([1 x [3 x i32]], [1 x [3 x i32]]* @g_187, i64 0, i64 0, i64 1), align 4, !tbaa !9
  %88 = zext i32 %87 to i64
  tail call fastcc void @transparent_crc(i64 noundef %88, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.12, i64 0, i64 0), i32 noundef %13)
  %89 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.13, i64 0, i64 0), i32 noundef 0, i32 noundef 1)
  %90 = load volatile i32, i32* getelementptr inbounds ([1 x [3 x i32]], [1 x [3 x i32]]* @g_187, i64 0, i64 0, i64 2), align 4, !tbaa !9
  %91 = zext i32 %90 to i64
  tail call fastcc void @transparent_crc(i64 noundef %91, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.12, i64 0, i64 0), i32 noundef %13)
  %92 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.13, i64 0, i64 0), i32 noundef 0, i32 noundef 2)
  tail call fastcc void @transparent_crc(i64 noundef 15289, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.14, i64 0, i64 0), i32 noundef %13)
  %93 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i64 0, i64 0), i32 noundef 0)
  tail call fastcc void @transparent_crc(i64 noundef 15289, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.14, i64 0, i64 0), i32 noundef %13)
  %94 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i64 0, i64 0), i32 noundef 1)
  tail call fastcc void @transparent_crc(i64 noundef 15289, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.14, i64 0, i64 0), i32 noundef %13)
  %95 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i64 0, i64 0), i32 noundef 2)
  tail call fastcc void @transparent_crc(i64 noundef 15289, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.14, i64 0, i64 0), i32 noundef %13)
  %96 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i64 0, i64 0), i32 noundef 3)
  br label %97

97:                                               ; preds = %80, %85
  tail call fastcc void @transparent_crc(i64 noundef 22994, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.15, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 249, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.16, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 0, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.17, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 2621431610, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0), i32 noundef %13)
  br i1 %12, label %98, label %99

98:                                               ; preds = %97
  tail call fastcc void @transparent_crc(i64 noundef 2621431610, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 2621431610, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0), i32 noundef %13)
  br label %103

99:                                               ; preds = %97
  %100 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i64 0, i64 0), i32 noundef 0)
  tail call fastcc void @transparent_crc(i64 noundef 2621431610, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0), i32 noundef %13)
  %101 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i64 0, i64 0), i32 noundef 1)
  tail call fastcc void @transparent_crc(i64 noundef 2621431610, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0), i32 noundef %13)
  %102 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i64 0, i64 0), i32 noundef 2)
  br label %103

103:                                              ; preds = %98, %99
  tail call fastcc void @transparent_crc(i64 noundef -9147258243797235492, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), i32 noundef %13)
  %104 = load volatile i64, i64* @g_330, align 8, !tbaa !16
  tail call fastcc void @transparent_crc(i64 noundef %104, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.20, i64 0, i64 0), i32 noundef %13)
  %105 = load volatile i32, i32* @g_378, align 4, !tbaa !9
  %106 = zext i32 %105 to i64
  tail call fastcc void @transparent_crc(i64 noundef %106, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.21, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 244, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.22, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef -7010626108794125826, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.23, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef -3612390671982920586, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.24, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef -5, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.25, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 1, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.26, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 2, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.27, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 7565775147613375378, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.28, i64 0, i64 0), i32 noundef %13)
  %107 = load volatile i32, i32* @g_707, align 4, !tbaa !9
  %108 = zext i32 %107 to i64
  tail call fastcc void @transparent_crc(i64 noundef %108, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.29, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef -7, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.30, i64 0, i64 0), i32 noundef %13)
  br i1 %12, label %109, label %110

109:                                              ; preds = %103
  tail call fastcc void @transparent_crc(i64 noundef 576042265, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.30, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef -7, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.30, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef -7, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.30, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 576042265, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.30, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef -7, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.30, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 2108448501, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.30, i64 0, i64 0), i32 noundef %13)
  br label %118

110:                                              ; preds = %103
  %111 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i64 0, i64 0), i32 noundef 0)
  tail call fastcc void @transparent_crc(i64 noundef 576042265, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.30, i64 0, i64 0), i32 noundef %13)
  %112 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i64 0, i64 0), i32 noundef 1)
  tail call fastcc void @transparent_crc(i64 noundef -7, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.30, i64 0, i64 0), i32 noundef %13)
  %113 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i64 0, i64 0), i32 noundef 2)
  tail call fastcc void @transparent_crc(i64 noundef -7, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.30, i64 0, i64 0), i32 noundef %13)
  %114 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i64 0, i64 0), i32 noundef 3)
  tail call fastcc void @transparent_crc(i64 noundef 576042265, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.30, i64 0, i64 0), i32 noundef %13)
  %115 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i64 0, i64 0), i32 noundef 4)
  tail call fastcc void @transparent_crc(i64 noundef -7, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.30, i64 0, i64 0), i32 noundef %13)
  %116 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i64 0, i64 0), i32 noundef 5)
  tail call fastcc void @transparent_crc(i64 noundef 2108448501, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.30, i64 0, i64 0), i32 noundef %13)
  %117 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i64 0, i64 0), i32 noundef 6)
  br label %118

118:                                              ; preds = %109, %110
  tail call fastcc void @transparent_crc(i64 noundef -776377892, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.31, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 246, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.32, i64 0, i64 0), i32 noundef %13)
  %119 = load volatile i64, i64* @g_976, align 8, !tbaa !16
  tail call fastcc void @transparent_crc(i64 noundef %119, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.33, i64 0, i64 0), i32 noundef %13)
  br label %120

120:                                              ; preds = %118, %162
  %121 = phi i64 [ 0, %118 ], [ %163, %162 ]
  %122 = trunc i64 %121 to i32
  %123 = trunc i64 %121 to i32
  %124 = trunc i64 %121 to i32
  %125 = trunc i64 %121 to i32
  br label %126

126:                                              ; preds = %120, %159
  %127 = phi i64 [ 0, %120 ], [ %160, %159 ]
  %128 = getelementptr inbounds [7 x [8 x [4 x i8]]], [7 x [8 x [4 x i8]]]* @g_1025, i64 0, i64 %121, i64 %127, i64 0
  %129 = load i8, i8* %128, align 4, !tbaa !18
  %130 = sext i8 %129 to i64
  tail call fastcc void @transparent_crc(i64 noundef %130, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.34, i64 0, i64 0), i32 noundef %13)
  br i1 %12, label %131, label %141

131:                                              ; preds = %126
  %132 = getelementptr inbounds [7 x [8 x [4 x i8]]], [7 x [8 x [4 x i8]]]* @g_1025, i64 0, i64 %121, i64 %127, i64 1
  %133 = load i8, i8* %132, align 1, !tbaa !18
  %134 = sext i8 %133 to i64
  tail call fastcc void @transparent_crc(i64 noundef %134, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.34, i64 0, i64 0), i32 noundef %13)
  %135 = getelementptr inbounds [7 x [8 x [4 x i8]]], [7 x [8 x [4 x i8]]]* @g_1025, i64 0, i64 %121, i64 %127, i64 2
  %136 = load i8, i8* %135, align 2, !tbaa !18
  %137 = sext i8 %136 to i64
  tail call fastcc void @transparent_crc(i64 noundef %137, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.34, i64 0, i64 0), i32 noundef %13)
  %138 = getelementptr inbounds [7 x [8 x [4 x i8]]], [7 x [8 x [4 x i8]]]* @g_1025, i64 0, i64 %121, i64 %127, i64 3
  %139 = load i8, i8* %138, align 1, !tbaa !18
  %140 = sext i8 %139 to i64
  tail call fastcc void @transparent_crc(i64 noundef %140, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.34, i64 0, i64 0), i32 noundef %13)
  br label %159

141:                                              ; preds = %126
  %142 = trunc i64 %127 to i32
  %143 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.35, i64 0, i64 0), i32 noundef %122, i32 noundef %142, i32 noundef 0)
  %144 = getelementptr inbounds [7 x [8 x [4 x i8]]], [7 x [8 x [4 x i8]]]* @g_1025, i64 0, i64 %121, i64 %127, i64 1
  %145 = load i8, i8* %144, align 1, !tbaa !18
  %146 = sext i8 %145 to i64
  tail call fastcc void @transparent_crc(i64 noundef %146, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.34, i64 0, i64 0), i32 noundef %13)
  %147 = trunc i64 %127 to i32
  %148 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.35, i64 0, i64 0), i32 noundef %123, i32 noundef %147, i32 noundef 1)
  %149 = getelementptr inbounds [7 x [8 x [4 x i8]]], [7 x [8 x [4 x i8]]]* @g_1025, i64 0, i64 %121, i64 %127, i64 2
  %150 = load i8, i8* %149, align 2, !tbaa !18
  %151 = sext i8 %150 to i64
  tail call fastcc void @transparent_crc(i64 noundef %151, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.34, i64 0, i64 0), i32 noundef %13)
  %152 = trunc i64 %127 to i32
  %153 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.35, i64 0, i64 0), i32 noundef %124, i32 noundef %152, i32 noundef 2)
  %154 = getelementptr inbounds [7 x [8 x [4 x i8]]], [7 x [8 x [4 x i8]]]* @g_1025, i64 0, i64 %121, i64 %127, i64 3
  %155 = load i8, i8* %154, align 1, !tbaa !18
  %156 = sext i8 %155 to i64
  tail call fastcc void @transparent_crc(i64 noundef %156, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.34, i64 0, i64 0), i32 noundef %13)
  %157 = trunc i64 %127 to i32
  %158 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.35, i64 0, i64 0), i32 noundef %125, i32 noundef %157, i32 noundef 3)
  br label %159

159:                                              ; preds = %131, %141
  %160 = add nuw nsw i64 %127, 1
  %161 = icmp eq i64 %160, 8
  br i1 %161, label %162, label %126, !llvm.loop !19

162:                                              ; preds = %159
  %163 = add nuw nsw i64 %121, 1
  %164 = icmp eq i64 %163, 7
  br i1 %164, label %165, label %120, !llvm.loop !20

165:                                              ; preds = %162
  tail call fastcc void @transparent_crc(i64 noundef 1549382996, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.36, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 0, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.37, i64 0, i64 0), i32 noundef %13)
  %166 = load volatile i64, i64* @g_1423, align 8, !tbaa !16
  tail call fastcc void @transparent_crc(i64 noundef %166, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.38, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 0, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.39, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 125, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.40, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 39618, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i32 noundef %13)
  br i1 %12, label %167, label %170

167:                                              ; preds = %165
  tail call fastcc void @transparent_crc(i64 noundef 39618, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i32 noundef %13)
  %168 = load i16, i16* @g_1697.2, align 4, !tbaa !14
  %169 = zext i16 %168 to i64
  tail call fastcc void @transparent_crc(i64 noundef %169, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 39618, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 39618, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 39618, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 39618, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 39618, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 39618, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 39618, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i32 noundef %13)
  br label %183

170:                                              ; preds = %165
  %171 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i64 0, i64 0), i32 noundef 0)
  tail call fastcc void @transparent_crc(i64 noundef 39618, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i32 noundef %13)
  %172 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i64 0, i64 0), i32 noundef 1)
  %173 = load i16, i16* @g_1697.2, align 4, !tbaa !14
  %174 = zext i16 %173 to i64
  tail call fastcc void @transparent_crc(i64 noundef %174, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i32 noundef %13)
  %175 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i64 0, i64 0), i32 noundef 2)
  tail call fastcc void @transparent_crc(i64 noundef 39618, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i32 noundef %13)
  %176 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i64 0, i64 0), i32 noundef 3)
  tail call fastcc void @transparent_crc(i64 noundef 39618, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i32 noundef %13)
  %177 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i64 0, i64 0), i32 noundef 4)
  tail call fastcc void @transparent_crc(i64 noundef 39618, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i32 noundef %13)
  %178 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i64 0, i64 0), i32 noundef 5)
  tail call fastcc void @transparent_crc(i64 noundef 39618, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i32 noundef %13)
  %179 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i64 0, i64 0), i32 noundef 6)
  tail call fastcc void @transparent_crc(i64 noundef 39618, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i32 noundef %13)
  %180 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i64 0, i64 0), i32 noundef 7)
  tail call fastcc void @transparent_crc(i64 noundef 39618, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i32 noundef %13)
  %181 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i64 0, i64 0), i32 noundef 8)
  tail call fastcc void @transparent_crc(i64 noundef 39618, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i32 noundef %13)
  %182 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i64 0, i64 0), i32 noundef 9)
  br label %183

183:                                              ; preds = %167, %170
  %184 = load volatile i32, i32* @g_1972, align 4, !tbaa !9
  %185 = zext i32 %184 to i64
  tail call fastcc void @transparent_crc(i64 noundef %185, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.42, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 21319, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 23912, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.44, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 190805208, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.45, i64 0, i64 0), i32 noundef %13)
  br i1 %12, label %186, label %187

186:                                              ; preds = %183
  tail call fastcc void @transparent_crc(i64 noundef 190805208, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.45, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 190805208, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.45, i64 0, i64 0), i32 noundef %13)
  br label %191

187:                                              ; preds = %183
  %188 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i64 0, i64 0), i32 noundef 0)
  tail call fastcc void @transparent_crc(i64 noundef 190805208, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.45, i64 0, i64 0), i32 noundef %13)
  %189 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i64 0, i64 0), i32 noundef 1)
  tail call fastcc void @transparent_crc(i64 noundef 190805208, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.45, i64 0, i64 0), i32 noundef %13)
  %190 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i64 0, i64 0), i32 noundef 2)
  br label %191

191:                                              ; preds = %186, %187
  tail call fastcc void @transparent_crc(i64 noundef -873650773, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.46, i64 0, i64 0), i32 noundef %13)
  br label %192

192:                                              ; preds = %191, %241
  %193 = phi i64 [ 0, %191 ], [ %242, %241 ]
  %194 = getelementptr inbounds [2 x [9 x [6 x i32]]], [2 x [9 x [6 x i32]]]* @g_2773, i64 0, i64 0, i64 %193, i64 0
  %195 = load i32, i32* %194, align 8, !tbaa !9
  %196 = sext i32 %195 to i64
  tail call fastcc void @transparent_crc(i64 noundef %196, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.47, i64 0, i64 0), i32 noundef %13)
  br i1 %12, label %197, label %213

197:                                              ; preds = %192
  %198 = getelementptr inbounds [2 x [9 x [6 x i32]]], [2 x [9 x [6 x i32]]]* @g_2773, i64 0, i64 0, i64 %193, i64 1
  %199 = load i32, i32* %198, align 4, !tbaa !9
  %200 = sext i32 %199 to i64
  tail call fastcc void @transparent_crc(i64 noundef %200, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.47, i64 0, i64 0), i32 noundef %13)
  %201 = getelementptr inbounds [2 x [9 x [6 x i32]]], [2 x [9 x [6 x i32]]]* @g_2773, i64 0, i64 0, i64 %193, i64 2
  %202 = load i32, i32* %201, align 8, !tbaa !9
  %203 = sext i32 %202 to i64
  tail call fastcc void @transparent_crc(i64 noundef %203, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.47, i64 0, i64 0), i32 noundef %13)
  %204 = getelementptr inbounds [2 x [9 x [6 x i32]]], [2 x [9 x [6 x i32]]]* @g_2773, i64 0, i64 0, i64 %193, i64 3
  %205 = load i32, i32* %204, align 4, !tbaa !9
  %206 = sext i32 %205 to i64
  tail call fastcc void @transparent_crc(i64 noundef %206, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.47, i64 0, i64 0), i32 noundef %13)
  %207 = getelementptr inbounds [2 x [9 x [6 x i32]]], [2 x [9 x [6 x i32]]]* @g_2773, i64 0, i64 0, i64 %193, i64 4
  %208 = load i32, i32* %207, align 8, !tbaa !9
  %209 = sext i32 %208 to i64
  tail call fastcc void @transparent_crc(i64 noundef %209, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.47, i64 0, i64 0), i32 noundef %13)
  %210 = getelementptr inbounds [2 x [9 x [6 x i32]]], [2 x [9 x [6 x i32]]]* @g_2773, i64 0, i64 0, i64 %193, i64 5
  %211 = load i32, i32* %210, align 4, !tbaa !9
  %212 = sext i32 %211 to i64
  tail call fastcc void @transparent_crc(i64 noundef %212, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.47, i64 0, i64 0), i32 noundef %13)
  br label %241

213:                                              ; preds = %192
  %214 = trunc i64 %193 to i32
  %215 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.35, i64 0, i64 0), i32 noundef 0, i32 noundef %214, i32 noundef 0)
  %216 = getelementptr inbounds [2 x [9 x [6 x i32]]], [2 x [9 x [6 x i32]]]* @g_2773, i64 0, i64 0, i64 %193, i64 1
  %217 = load i32, i32* %216, align 4, !tbaa !9
  %218 = sext i32 %217 to i64
  tail call fastcc void @transparent_crc(i64 noundef %218, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.47, i64 0, i64 0), i32 noundef %13)
  %219 = trunc i64 %193 to i32
  %220 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.35, i64 0, i64 0), i32 noundef 0, i32 noundef %219, i32 noundef 1)
  %221 = getelementptr inbounds [2 x [9 x [6 x i32]]], [2 x [9 x [6 x i32]]]* @g_2773, i64 0, i64 0, i64 %193, i64 2
  %222 = load i32, i32* %221, align 8, !tbaa !9
  %223 = sext i32 %222 to i64
  tail call fastcc void @transparent_crc(i64 noundef %223, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.47, i64 0, i64 0), i32 noundef %13)
  %224 = trunc i64 %193 to i32
  %225 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.35, i64 0, i64 0), i32 noundef 0, i32 noundef %224, i32 noundef 2)
  %226 = getelementptr inbounds [2 x [9 x [6 x i32]]], [2 x [9 x [6 x i32]]]* @g_2773, i64 0, i64 0, i64 %193, i64 3
  %227 = load i32, i32* %226, align 4, !tbaa !9
  %228 = sext i32 %227 to i64
  tail call fastcc void @transparent_crc(i64 noundef %228, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.47, i64 0, i64 0), i32 noundef %13)
  %229 = trunc i64 %193 to i32
  %230 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.35, i64 0, i64 0), i32 noundef 0, i32 noundef %229, i32 noundef 3)
  %231 = getelementptr inbounds [2 x [9 x [6 x i32]]], [2 x [9 x [6 x i32]]]* @g_2773, i64 0, i64 0, i64 %193, i64 4
  %232 = load i32, i32* %231, align 8, !tbaa !9
  %233 = sext i32 %232 to i64
  tail call fastcc void @transparent_crc(i64 noundef %233, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.47, i64 0, i64 0), i32 noundef %13)
  %234 = trunc i64 %193 to i32
  %235 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.35, i64 0, i64 0), i32 noundef 0, i32 noundef %234, i32 noundef 4)
  %236 = getelementptr inbounds [2 x [9 x [6 x i32]]], [2 x [9 x [6 x i32]]]* @g_2773, i64 0, i64 0, i64 %193, i64 5
  %237 = load i32, i32* %236, align 4, !tbaa !9
  %238 = sext i32 %237 to i64
  tail call fastcc void @transparent_crc(i64 noundef %238, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.47, i64 0, i64 0), i32 noundef %13)
  %239 = trunc i64 %193 to i32
  %240 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.35, i64 0, i64 0), i32 noundef 0, i32 noundef %239, i32 noundef 5)
  br label %241

241:                                              ; preds = %197, %213
  %242 = add nuw nsw i64 %193, 1
  %243 = icmp eq i64 %242, 9
  br i1 %243, label %244, label %192, !llvm.loop !21

244:                                              ; preds = %241, %293
  %245 = phi i64 [ %294, %293 ], [ 0, %241 ]
  %246 = getelementptr inbounds [2 x [9 x [6 x i32]]], [2 x [9 x [6 x i32]]]* @g_2773, i64 0, i64 1, i64 %245, i64 0
  %247 = load i32, i32* %246, align 8, !tbaa !9
  %248 = sext i32 %247 to i64
  tail call fastcc void @transparent_crc(i64 noundef %248, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.47, i64 0, i64 0), i32 noundef %13)
  br i1 %12, label %249, label %265

249:                                              ; preds = %244
  %250 = getelementptr inbounds [2 x [9 x [6 x i32]]], [2 x [9 x [6 x i32]]]* @g_2773, i64 0, i64 1, i64 %245, i64 1
  %251 = load i32, i32* %250, align 4, !tbaa !9
  %252 = sext i32 %251 to i64
  tail call fastcc void @transparent_crc(i64 noundef %252, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.47, i64 0, i64 0), i32 noundef %13)
  %253 = getelementptr inbounds [2 x [9 x [6 x i32]]], [2 x [9 x [6 x i32]]]* @g_2773, i64 0, i64 1, i64 %245, i64 2
  %254 = load i32, i32* %253, align 8, !tbaa !9
  %255 = sext i32 %254 to i64
  tail call fastcc void @transparent_crc(i64 noundef %255, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.47, i64 0, i64 0), i32 noundef %13)
  %256 = getelementptr inbounds [2 x [9 x [6 x i32]]], [2 x [9 x [6 x i32]]]* @g_2773, i64 0, i64 1, i64 %245, i64 3
  %257 = load i32, i32* %256, align 4, !tbaa !9
  %258 = sext i32 %257 to i64
  tail call fastcc void @transparent_crc(i64 noundef %258, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.47, i64 0, i64 0), i32 noundef %13)
  %259 = getelementptr inbounds [2 x [9 x [6 x i32]]], [2 x [9 x [6 x i32]]]* @g_2773, i64 0, i64 1, i64 %245, i64 4
  %260 = load i32, i32* %259, align 8, !tbaa !9
  %261 = sext i32 %260 to i64
  tail call fastcc void @transparent_crc(i64 noundef %261, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.47, i64 0, i64 0), i32 noundef %13)
  %262 = getelementptr inbounds [2 x [9 x [6 x i32]]], [2 x [9 x [6 x i32]]]* @g_2773, i64 0, i64 1, i64 %245, i64 5
  %263 = load i32, i32* %262, align 4, !tbaa !9
  %264 = sext i32 %263 to i64
  tail call fastcc void @transparent_crc(i64 noundef %264, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.47, i64 0, i64 0), i32 noundef %13)
  br label %293

265:                                              ; preds = %244
  %266 = trunc i64 %245 to i32
  %267 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.35, i64 0, i64 0), i32 noundef 1, i32 noundef %266, i32 noundef 0)
  %268 = getelementptr inbounds [2 x [9 x [6 x i32]]], [2 x [9 x [6 x i32]]]* @g_2773, i64 0, i64 1, i64 %245, i64 1
  %269 = load i32, i32* %268, align 4, !tbaa !9
  %270 = sext i32 %269 to i64
  tail call fastcc void @transparent_crc(i64 noundef %270, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.47, i64 0, i64 0), i32 noundef %13)
  %271 = trunc i64 %245 to i32
  %272 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.35, i64 0, i64 0), i32 noundef 1, i32 noundef %271, i32 noundef 1)
  %273 = getelementptr inbounds [2 x [9 x [6 x i32]]], [2 x [9 x [6 x i32]]]* @g_2773, i64 0, i64 1, i64 %245, i64 2
  %274 = load i32, i32* %273, align 8, !tbaa !9
  %275 = sext i32 %274 to i64
  tail call fastcc void @transparent_crc(i64 noundef %275, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.47, i64 0, i64 0), i32 noundef %13)
  %276 = trunc i64 %245 to i32
  %277 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.35, i64 0, i64 0), i32 noundef 1, i32 noundef %276, i32 noundef 2)
  %278 = getelementptr inbounds [2 x [9 x [6 x i32]]], [2 x [9 x [6 x i32]]]* @g_2773, i64 0, i64 1, i64 %245, i64 3
  %279 = load i32, i32* %278, align 4, !tbaa !9
  %280 = sext i32 %279 to i64
  tail call fastcc void @transparent_crc(i64 noundef %280, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.47, i64 0, i64 0), i32 noundef %13)
  %281 = trunc i64 %245 to i32
  %282 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.35, i64 0, i64 0), i32 noundef 1, i32 noundef %281, i32 noundef 3)
  %283 = getelementptr inbounds [2 x [9 x [6 x i32]]], [2 x [9 x [6 x i32]]]* @g_2773, i64 0, i64 1, i64 %245, i64 4
  %284 = load i32, i32* %283, align 8, !tbaa !9
  %285 = sext i32 %284 to i64
  tail call fastcc void @transparent_crc(i64 noundef %285, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.47, i64 0, i64 0), i32 noundef %13)
  %286 = trunc i64 %245 to i32
  %287 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.35, i64 0, i64 0), i32 noundef 1, i32 noundef %286, i32 noundef 4)
  %288 = getelementptr inbounds [2 x [9 x [6 x i32]]], [2 x [9 x [6 x i32]]]* @g_2773, i64 0, i64 1, i64 %245, i64 5
  %289 = load i32, i32* %288, align 4, !tbaa !9
  %290 = sext i32 %289 to i64
  tail call fastcc void @transparent_crc(i64 noundef %290, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.47, i64 0, i64 0), i32 noundef %13)
  %291 = trunc i64 %245 to i32
  %292 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.35, i64 0, i64 0), i32 noundef 1, i32 noundef %291, i32 noundef 5)
  br label %293

293:                                              ; preds = %249, %265
  %294 = add nuw nsw i64 %245, 1
  %295 = icmp eq i64 %294, 9
  br i1 %295, label %296, label %244, !llvm.loop !21

296:                                              ; preds = %293
  tail call fastcc void @transparent_crc(i64 noundef -3460865307807005802, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.48, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 1, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.49, i64 0, i64 0), i32 noundef %13)
  %297 = load volatile i16, i16* @g_3236, align 2, !tbaa !14
  %298 = zext i16 %297 to i64
  tail call fastcc void @transparent_crc(i64 noundef %298, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.50, i64 0, i64 0), i32 noundef %13)
  %299 = load i32, i32* @crc32_context, align 4, !tbaa !9
  %300 = xor i32 %299, -1
  %301 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.52, i64 0, i64 0), i32 noundef %300) #4
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
  %77 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @.str.51, i64 0, i64 0), i8* noundef %1, i64 noundef %76)
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
!14 = !{!15, !15, i64 0}
!15 = !{!"short", !7, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"long", !7, i64 0}
!18 = !{!7, !7, i64 0}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !12}
!21 = distinct !{!21, !12}

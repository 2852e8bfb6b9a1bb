; ModuleID = 'csmith-58.c'
source_filename = "csmith-58.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"1\00", align 1
@g_3 = internal global i32 -1545698859, align 4
@.str.1 = private unnamed_addr constant [4 x i8] c"g_3\00", align 1
@g_4 = internal unnamed_addr global i1 false, align 4
@.str.2 = private unnamed_addr constant [4 x i8] c"g_4\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"g_36\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"g_40\00", align 1
@g_44 = internal global i32 1809295514, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c"g_44\00", align 1
@g_45 = internal global [8 x [2 x [2 x i32]]] [[2 x [2 x i32]] [[2 x i32] [i32 1, i32 1], [2 x i32] [i32 1, i32 1]], [2 x [2 x i32]] [[2 x i32] [i32 1, i32 1], [2 x i32] [i32 1, i32 1]], [2 x [2 x i32]] [[2 x i32] [i32 1, i32 1], [2 x i32] [i32 1, i32 1]], [2 x [2 x i32]] [[2 x i32] [i32 1, i32 1], [2 x i32] [i32 1, i32 1]], [2 x [2 x i32]] [[2 x i32] [i32 1, i32 1], [2 x i32] [i32 1, i32 1]], [2 x [2 x i32]] [[2 x i32] [i32 1, i32 1], [2 x i32] [i32 1, i32 1]], [2 x [2 x i32]] [[2 x i32] [i32 1, i32 1], [2 x i32] [i32 1, i32 1]], [2 x [2 x i32]] [[2 x i32] [i32 1, i32 1], [2 x i32] [i32 1, i32 1]]], align 16
@.str.6 = private unnamed_addr constant [14 x i8] c"g_45[i][j][k]\00", align 1
@.str.7 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1
@g_46 = internal global [5 x [7 x [4 x i32]]] [[7 x [4 x i32]] [[4 x i32] [i32 1, i32 1, i32 1, i32 1], [4 x i32] [i32 1, i32 1, i32 1, i32 1], [4 x i32] [i32 1, i32 1, i32 1, i32 1], [4 x i32] [i32 1, i32 1, i32 1, i32 1], [4 x i32] [i32 1, i32 1, i32 1, i32 1], [4 x i32] [i32 1, i32 1, i32 1, i32 1], [4 x i32] [i32 1, i32 1, i32 1, i32 1]], [7 x [4 x i32]] [[4 x i32] [i32 1, i32 1, i32 1, i32 1], [4 x i32] [i32 1, i32 1, i32 1, i32 1], [4 x i32] [i32 1, i32 1, i32 1, i32 1], [4 x i32] [i32 1, i32 1, i32 1, i32 1], [4 x i32] [i32 1, i32 1, i32 1, i32 1], [4 x i32] [i32 1, i32 1, i32 1, i32 1], [4 x i32] [i32 1, i32 1, i32 1, i32 1]], [7 x [4 x i32]] [[4 x i32] [i32 1, i32 1, i32 1, i32 1], [4 x i32] [i32 1, i32 1, i32 1, i32 1], [4 x i32] [i32 1, i32 1, i32 1, i32 1], [4 x i32] [i32 1, i32 1, i32 1, i32 1], [4 x i32] [i32 1, i32 1, i32 1, i32 1], [4 x i32] [i32 1, i32 1, i32 1, i32 1], [4 x i32] [i32 1, i32 1, i32 1, i32 1]], [7 x [4 x i32]] [[4 x i32] [i32 1, i32 1, i32 1, i32 1], [4 x i32] [i32 1, i32 1, i32 1, i32 1], [4 x i32] [i32 1, i32 1, i32 1, i32 1], [4 x i32] [i32 1, i32 1, i32 1, i32 1], [4 x i32] [i32 1, i32 1, i32 1, i32 1], [4 x i32] [i32 1, i32 1, i32 1, i32 1], [4 x i32] [i32 1, i32 1, i32 1, i32 1]], [7 x [4 x i32]] [[4 x i32] [i32 1, i32 1, i32 1, i32 1], [4 x i32] [i32 1, i32 1, i32 1, i32 1], [4 x i32] [i32 1, i32 1, i32 1, i32 1], [4 x i32] [i32 1, i32 1, i32 1, i32 1], [4 x i32] [i32 1, i32 1, i32 1, i32 1], [4 x i32] [i32 1, i32 1, i32 1, i32 1], [4 x i32] [i32 1, i32 1, i32 1, i32 1]]], align 16
@.str.8 = private unnamed_addr constant [14 x i8] c"g_46[i][j][k]\00", align 1
@g_47 = internal global i32 6, align 4
@.str.9 = private unnamed_addr constant [5 x i8] c"g_47\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"g_71\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"g_73\00", align 1
@.str.12 = private unnamed_addr constant [9 x i8] c"g_107[i]\00", align 1
@.str.13 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1
@.str.14 = private unnamed_addr constant [6 x i8] c"g_108\00", align 1
@.str.15 = private unnamed_addr constant [6 x i8] c"g_120\00", align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"g_168\00", align 1
@.str.17 = private unnamed_addr constant [6 x i8] c"g_230\00", align 1
@.str.18 = private unnamed_addr constant [9 x i8] c"g_233[i]\00", align 1
@g_238 = internal unnamed_addr constant [2 x [9 x i8]] [[9 x i8] c"!!!!!!!!!", [9 x i8] c"!!!!!!!!!"], align 16
@.str.19 = private unnamed_addr constant [12 x i8] c"g_238[i][j]\00", align 1
@.str.20 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1
@.str.21 = private unnamed_addr constant [9 x i8] c"g_239[i]\00", align 1
@g_242 = internal unnamed_addr constant [1 x [9 x [7 x i64]]] [[9 x [7 x i64]] [[7 x i64] [i64 2595854682768528190, i64 1108790786259539588, i64 5650473942497521348, i64 3680622104794792070, i64 1, i64 1, i64 -1], [7 x i64] [i64 -1, i64 0, i64 7, i64 7, i64 0, i64 -1, i64 2789096467307589318], [7 x i64] [i64 2595854682768528190, i64 1108790786259539588, i64 5650473942497521348, i64 3680622104794792070, i64 1, i64 1, i64 -1], [7 x i64] [i64 -1, i64 7, i64 2789096467307589318, i64 2789096467307589318, i64 7, i64 2397824592852013182, i64 3169315885664342463], [7 x i64] [i64 -1, i64 3680622104794792070, i64 -1, i64 7207956313852296919, i64 5650473942497521348, i64 -6, i64 -6649056898626558040], [7 x i64] [i64 2397824592852013182, i64 7, i64 2789096467307589318, i64 2789096467307589318, i64 7, i64 2397824592852013182, i64 3169315885664342463], [7 x i64] [i64 -1, i64 3680622104794792070, i64 -1, i64 7207956313852296919, i64 5650473942497521348, i64 -6, i64 -6649056898626558040], [7 x i64] [i64 2397824592852013182, i64 7, i64 2789096467307589318, i64 2789096467307589318, i64 7, i64 2397824592852013182, i64 3169315885664342463], [7 x i64] [i64 -1, i64 3680622104794792070, i64 -1, i64 7207956313852296919, i64 5650473942497521348, i64 -6, i64 -6649056898626558040]]], align 16
@.str.22 = private unnamed_addr constant [15 x i8] c"g_242[i][j][k]\00", align 1
@.str.23 = private unnamed_addr constant [6 x i8] c"g_270\00", align 1
@.str.24 = private unnamed_addr constant [6 x i8] c"g_394\00", align 1
@.str.25 = private unnamed_addr constant [6 x i8] c"g_445\00", align 1
@.str.26 = private unnamed_addr constant [6 x i8] c"g_515\00", align 1
@.str.27 = private unnamed_addr constant [6 x i8] c"g_524\00", align 1
@.str.28 = private unnamed_addr constant [12 x i8] c"g_554[i][j]\00", align 1
@.str.29 = private unnamed_addr constant [9 x i8] c"g_577.f0\00", align 1
@.str.30 = private unnamed_addr constant [6 x i8] c"g_651\00", align 1
@.str.31 = private unnamed_addr constant [6 x i8] c"g_653\00", align 1
@.str.32 = private unnamed_addr constant [6 x i8] c"g_702\00", align 1
@.str.33 = private unnamed_addr constant [6 x i8] c"g_704\00", align 1
@g_746 = internal constant i8 9, align 1
@.str.34 = private unnamed_addr constant [6 x i8] c"g_746\00", align 1
@.str.35 = private unnamed_addr constant [6 x i8] c"g_764\00", align 1
@.str.36 = private unnamed_addr constant [9 x i8] c"g_765[i]\00", align 1
@.str.37 = private unnamed_addr constant [6 x i8] c"g_784\00", align 1
@.str.38 = private unnamed_addr constant [6 x i8] c"g_787\00", align 1
@.str.39 = private unnamed_addr constant [6 x i8] c"g_794\00", align 1
@.str.40 = private unnamed_addr constant [6 x i8] c"g_795\00", align 1
@.str.41 = private unnamed_addr constant [6 x i8] c"g_799\00", align 1
@.str.42 = private unnamed_addr constant [10 x i8] c"g_1053[i]\00", align 1
@.str.43 = private unnamed_addr constant [7 x i8] c"g_1080\00", align 1
@.str.44 = private unnamed_addr constant [7 x i8] c"g_1138\00", align 1
@.str.45 = private unnamed_addr constant [7 x i8] c"g_1140\00", align 1
@.str.46 = private unnamed_addr constant [7 x i8] c"g_1172\00", align 1
@g_1177 = internal global [3 x i8] c"\A2\A2\A2", align 1
@.str.47 = private unnamed_addr constant [10 x i8] c"g_1177[i]\00", align 1
@.str.48 = private unnamed_addr constant [7 x i8] c"g_1208\00", align 1
@.str.49 = private unnamed_addr constant [16 x i8] c"g_1210[i][j][k]\00", align 1
@.str.50 = private unnamed_addr constant [7 x i8] c"g_1219\00", align 1
@.str.51 = private unnamed_addr constant [7 x i8] c"g_1224\00", align 1
@g_1375 = internal unnamed_addr constant [7 x [10 x [1 x i32]]] [[10 x [1 x i32]] [[1 x i32] [i32 -476663360], [1 x i32] [i32 473814764], [1 x i32] [i32 473814764], [1 x i32] [i32 -476663360], [1 x i32] [i32 996342935], [1 x i32] [i32 343462863], [1 x i32] [i32 1902585853], [1 x i32] [i32 473814764], [1 x i32] [i32 343462863], [1 x i32] [i32 -592441356]], [10 x [1 x i32]] [[1 x i32] [i32 343462863], [1 x i32] [i32 473814764], [1 x i32] [i32 1902585853], [1 x i32] [i32 343462863], [1 x i32] [i32 996342935], [1 x i32] [i32 -476663360], [1 x i32] [i32 473814764], [1 x i32] [i32 473814764], [1 x i32] [i32 -476663360], [1 x i32] [i32 996342935]], [10 x [1 x i32]] [[1 x i32] [i32 343462863], [1 x i32] [i32 1902585853], [1 x i32] [i32 473814764], [1 x i32] [i32 343462863], [1 x i32] [i32 -592441356], [1 x i32] [i32 343462863], [1 x i32] [i32 473814764], [1 x i32] [i32 1902585853], [1 x i32] [i32 343462863], [1 x i32] [i32 996342935]], [10 x [1 x i32]] [[1 x i32] [i32 -476663360], [1 x i32] [i32 473814764], [1 x i32] [i32 473814764], [1 x i32] [i32 -476663360], [1 x i32] [i32 996342935], [1 x i32] [i32 343462863], [1 x i32] [i32 1902585853], [1 x i32] [i32 473814764], [1 x i32] [i32 343462863], [1 x i32] [i32 -592441356]], [10 x [1 x i32]] [[1 x i32] [i32 343462863], [1 x i32] [i32 473814764], [1 x i32] [i32 1902585853], [1 x i32] [i32 343462863], [1 x i32] [i32 996342935], [1 x i32] [i32 -476663360], [1 x i32] [i32 473814764], [1 x i32] [i32 473814764], [1 x i32] [i32 -476663360], [1 x i32] [i32 996342935]], [10 x [1 x i32]] [[1 x i32] [i32 343462863], [1 x i32] [i32 1902585853], [1 x i32] [i32 473814764], [1 x i32] [i32 343462863], [1 x i32] [i32 -592441356], [1 x i32] [i32 343462863], [1 x i32] [i32 473814764], [1 x i32] [i32 1902585853], [1 x i32] [i32 343462863], [1 x i32] [i32 996342935]], [10 x [1 x i32]] [[1 x i32] [i32 -476663360], [1 x i32] [i32 473814764], [1 x i32] [i32 473814764], [1 x i32] [i32 -476663360], [1 x i32] [i32 996342935], [1 x i32] [i32 343462863], [1 x i32] [i32 1902585853], [1 x i32] [i32 473814764], [1 x i32] [i32 343462863], [1 x i32] [i32 -592441356]]], align 16
@.str.52 = private unnamed_addr constant [16 x i8] c"g_1375[i][j][k]\00", align 1
@.str.53 = private unnamed_addr constant [10 x i8] c"g_1399.f0\00", align 1
@g_1428 = internal global i64 6787132398077236038, align 8
@.str.54 = private unnamed_addr constant [7 x i8] c"g_1428\00", align 1
@.str.55 = private unnamed_addr constant [10 x i8] c"g_1485.f0\00", align 1
@.str.56 = private unnamed_addr constant [7 x i8] c"g_1571\00", align 1
@crc32_context = internal unnamed_addr global i32 -1, align 4
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 16
@g_126 = internal global i32* @g_47, align 8
@.str.57 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1
@g_1485 = internal constant { i8, [3 x i8] } { i8 -57, [3 x i8] undef }, align 4
@.str.61 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1

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
  store i1 true, i1* @g_4, align 4
  %63 = load volatile i32*, i32** @g_126, align 8, !tbaa !5
  store volatile i32* %63, i32** @g_126, align 8, !tbaa !5
  %64 = load volatile i32, i32* @g_3, align 4, !tbaa !9
  %65 = sext i32 %64 to i64
  tail call fastcc void @transparent_crc(i64 noundef %65, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %13)
  %66 = load i1, i1* @g_4, align 4
  %67 = select i1 %66, i64 10, i64 -1
  tail call fastcc void @transparent_crc(i64 noundef %67, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 1276417535361084826, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 378923672, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i64 0, i64 0), i32 noundef %13)
  %68 = load volatile i32, i32* @g_44, align 4, !tbaa !9
  %69 = sext i32 %68 to i64
  tail call fastcc void @transparent_crc(i64 noundef %69, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), i32 noundef %13)
  br label %70

70:                                               ; preds = %62, %103
  %71 = phi i64 [ 0, %62 ], [ %104, %103 ]
  %72 = getelementptr inbounds [8 x [2 x [2 x i32]]], [8 x [2 x [2 x i32]]]* @g_45, i64 0, i64 %71, i64 0, i64 0
  %73 = load volatile i32, i32* %72, align 16, !tbaa !9
  %74 = sext i32 %73 to i64
  tail call fastcc void @transparent_crc(i64 noundef %74, i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.6, i64 0, i64 0), i32 noundef %13)
  br i1 %12, label %75, label %85

75:                                               ; preds = %70
  %76 = getelementptr inbounds [8 x [2 x [2 x i32]]], [8 x [2 x [2 x i32]]]* @g_45, i64 0, i64 %71, i64 0, i64 1
  %77 = load volatile i32, i32* %76, align 4, !tbaa !9
  %78 = sext i32 %77 to i64
  tail call fastcc void @transparent_crc(i64 noundef %78, i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.6, i64 0, i64 0), i32 noundef %13)
  %79 = getelementptr inbounds [8 x [2 x [2 x i32]]], [8 x [2 x [2 x i32]]]* @g_45, i64 0, i64 %71, i64 1, i64 0
  %80 = load volatile i32, i32* %79, align 8, !tbaa !9
  %81 = sext i32 %80 to i64
  tail call fastcc void @transparent_crc(i64 noundef %81, i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.6, i64 0, i64 0), i32 noundef %13)
  %82 = getelementptr inbounds [8 x [2 x [2 x i32]]], [8 x [2 x [2 x i32]]]* @g_45, i64 0, i64 %71, i64 1, i64 1
  %83 = load volatile i32, i32* %82, align 4, !tbaa !9
  %84 = sext i32 %83 to i64
  tail call fastcc void @transparent_crc(i64 noundef %84, i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.6, i64 0, i64 0), i32 noundef %13)
  br label %103

85:                                               ; preds = %70
  %86 = trunc i64 %71 to i32
  %87 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i32 noundef %86, i32 noundef 0, i32 noundef 0)
  %88 = getelementptr inbounds [8 x [2 x [2 x i32]]], [8 x [2 x [2 x i32]]]* @g_45, i64 0, i64 %71, i64 0, i64 1
  %89 = load volatile i32, i32* %88, align 4, !tbaa !9
  %90 = sext i32 %89 to i64
  tail call fastcc void @transparent_crc(i64 noundef %90, i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.6, i64 0, i64 0), i32 noundef %13)
  %91 = trunc i64 %71 to i32
  %92 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i32 noundef %91, i32 noundef 0, i32 noundef 1)
  %93 = getelementptr inbounds [8 x [2 x [2 x i32]]], [8 x [2 x [2 x i32]]]* @g_45, i64 0, i64 %71, i64 1, i64 0
  %94 = load volatile i32, i32* %93, align 8, !tbaa !9
  %95 = sext i32 %94 to i64
  tail call fastcc void @transparent_crc(i64 noundef %95, i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.6, i64 0, i64 0), i32 noundef %13)
  %96 = trunc i64 %71 to i32
  %97 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i32 noundef %96, i32 noundef 1, i32 noundef 0)
  %98 = getelementptr inbounds [8 x [2 x [2 x i32]]], [8 x [2 x [2 x i32]]]* @g_45, i64 0, i64 %71, i64 1, i64 1
  %99 = load volatile i32, i32* %98, align 4, !tbaa !9
  %100 = sext i32 %99 to i64
  tail call fastcc void @transparent_crc(i64 noundef %100, i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.6, i64 0, i64 0), i32 noundef %13)
  %101 = trunc i64 %71 to i32
  %102 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i32 noundef %101, i32 noundef 1, i32 noundef 1)
  br label %103

103:                                              ; preds = %75, %85
  %104 = add nuw nsw i64 %71, 1
  %105 = icmp eq i64 %104, 8
  br i1 %105, label %106, label %70, !llvm.loop !14

106:                                              ; preds = %103, %148
  %107 = phi i64 [ %149, %148 ], [ 0, %103 ]
  %108 = trunc i64 %107 to i32
  %109 = trunc i64 %107 to i32
  %110 = trunc i64 %107 to i32
  %111 = trunc i64 %107 to i32
  br label %112

112:                                              ; preds = %106, %145
  %113 = phi i64 [ 0, %106 ], [ %146, %145 ]
  %114 = getelementptr inbounds [5 x [7 x [4 x i32]]], [5 x [7 x [4 x i32]]]* @g_46, i64 0, i64 %107, i64 %113, i64 0
  %115 = load volatile i32, i32* %114, align 16, !tbaa !9
  %116 = sext i32 %115 to i64
  tail call fastcc void @transparent_crc(i64 noundef %116, i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.8, i64 0, i64 0), i32 noundef %13)
  br i1 %12, label %117, label %127

117:                                              ; preds = %112
  %118 = getelementptr inbounds [5 x [7 x [4 x i32]]], [5 x [7 x [4 x i32]]]* @g_46, i64 0, i64 %107, i64 %113, i64 1
  %119 = load volatile i32, i32* %118, align 4, !tbaa !9
  %120 = sext i32 %119 to i64
  tail call fastcc void @transparent_crc(i64 noundef %120, i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.8, i64 0, i64 0), i32 noundef %13)
  %121 = getelementptr inbounds [5 x [7 x [4 x i32]]], [5 x [7 x [4 x i32]]]* @g_46, i64 0, i64 %107, i64 %113, i64 2
  %122 = load volatile i32, i32* %121, align 8, !tbaa !9
  %123 = sext i32 %122 to i64
  tail call fastcc void @transparent_crc(i64 noundef %123, i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.8, i64 0, i64 0), i32 noundef %13)
  %124 = getelementptr inbounds [5 x [7 x [4 x i32]]], [5 x [7 x [4 x i32]]]* @g_46, i64 0, i64 %107, i64 %113, i64 3
  %125 = load volatile i32, i32* %124, align 4, !tbaa !9
  %126 = sext i32 %125 to i64
  tail call fastcc void @transparent_crc(i64 noundef %126, i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.8, i64 0, i64 0), i32 noundef %13)
  br label %145

127:                                              ; preds = %112
  %128 = trunc i64 %113 to i32
  %129 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i32 noundef %108, i32 noundef %128, i32 noundef 0)
  %130 = getelementptr inbounds [5 x [7 x [4 x i32]]], [5 x [7 x [4 x i32]]]* @g_46, i64 0, i64 %107, i64 %113, i64 1
  %131 = load volatile i32, i32* %130, align 4, !tbaa !9
  %132 = sext i32 %131 to i64
  tail call fastcc void @transparent_crc(i64 noundef %132, i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.8, i64 0, i64 0), i32 noundef %13)
  %133 = trunc i64 %113 to i32
  %134 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i32 noundef %109, i32 noundef %133, i32 noundef 1)
  %135 = getelementptr inbounds [5 x [7 x [4 x i32]]], [5 x [7 x [4 x i32]]]* @g_46, i64 0, i64 %107, i64 %113, i64 2
  %136 = load volatile i32, i32* %135, align 8, !tbaa !9
  %137 = sext i32 %136 to i64
  tail call fastcc void @transparent_crc(i64 noundef %137, i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.8, i64 0, i64 0), i32 noundef %13)
  %138 = trunc i64 %113 to i32
  %139 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i32 noundef %110, i32 noundef %138, i32 noundef 2)
  %140 = getelementptr inbounds [5 x [7 x [4 x i32]]], [5 x [7 x [4 x i32]]]* @g_46, i64 0, i64 %107, i64 %113, i64 3
  %141 = load volatile i32, i32* %140, align 4, !tbaa !9
  %142 = sext i32 %141 to i64
  tail call fastcc void @transparent_crc(i64 noundef %142, i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.8, i64 0, i64 0), i32 noundef %13)
  %143 = trunc i64 %113 to i32
  %144 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i32 noundef %111, i32 noundef %143, i32 noundef 3)
  br label %145

145:                                              ; preds = %117, %127
  %146 = add nuw nsw i64 %113, 1
  %147 = icmp eq i64 %146, 7
  br i1 %147, label %148, label %112, !llvm.loop !15

148:                                              ; preds = %145
  %149 = add nuw nsw i64 %107, 1
  %150 = icmp eq i64 %149, 5
  br i1 %150, label %151, label %106, !llvm.loop !16

151:                                              ; preds = %148
  %152 = load i32, i32* @g_47, align 4, !tbaa !9
  %153 = sext i32 %152 to i64
  tail call fastcc void @transparent_crc(i64 noundef %153, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.9, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 4294967290, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef -1, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.11, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef -65, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.12, i64 0, i64 0), i32 noundef %13)
  br i1 %12, label %154, label %155

154:                                              ; preds = %151
  tail call fastcc void @transparent_crc(i64 noundef -65, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.12, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef -65, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.12, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef -65, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.12, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef -65, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.12, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef -65, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.12, i64 0, i64 0), i32 noundef %13)
  br label %162

155:                                              ; preds = %151
  %156 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.13, i64 0, i64 0), i32 noundef 0)
  tail call fastcc void @transparent_crc(i64 noundef -65, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.12, i64 0, i64 0), i32 noundef %13)
  %157 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.13, i64 0, i64 0), i32 noundef 1)
  tail call fastcc void @transparent_crc(i64 noundef -65, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.12, i64 0, i64 0), i32 noundef %13)
  %158 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.13, i64 0, i64 0), i32 noundef 2)
  tail call fastcc void @transparent_crc(i64 noundef -65, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.12, i64 0, i64 0), i32 noundef %13)
  %159 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.13, i64 0, i64 0), i32 noundef 3)
  tail call fastcc void @transparent_crc(i64 noundef -65, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.12, i64 0, i64 0), i32 noundef %13)
  %160 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.13, i64 0, i64 0), i32 noundef 4)
  tail call fastcc void @transparent_crc(i64 noundef -65, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.12, i64 0, i64 0), i32 noundef %13)
  %161 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.13, i64 0, i64 0), i32 noundef 5)
  br label %162

162:                                              ; preds = %154, %155
  tail call fastcc void @transparent_crc(i64 noundef 1978654083, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 9, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.15, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 65534, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.16, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 21208, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.17, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 61, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0), i32 noundef %13)
  br i1 %12, label %163, label %164

163:                                              ; preds = %162
  tail call fastcc void @transparent_crc(i64 noundef 61, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 61, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 61, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 61, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 61, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0), i32 noundef %13)
  br label %171

164:                                              ; preds = %162
  %165 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.13, i64 0, i64 0), i32 noundef 0)
  tail call fastcc void @transparent_crc(i64 noundef 61, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0), i32 noundef %13)
  %166 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.13, i64 0, i64 0), i32 noundef 1)
  tail call fastcc void @transparent_crc(i64 noundef 61, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0), i32 noundef %13)
  %167 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.13, i64 0, i64 0), i32 noundef 2)
  tail call fastcc void @transparent_crc(i64 noundef 61, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0), i32 noundef %13)
  %168 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.13, i64 0, i64 0), i32 noundef 3)
  tail call fastcc void @transparent_crc(i64 noundef 61, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0), i32 noundef %13)
  %169 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.13, i64 0, i64 0), i32 noundef 4)
  tail call fastcc void @transparent_crc(i64 noundef 61, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0), i32 noundef %13)
  %170 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.13, i64 0, i64 0), i32 noundef 5)
  br label %171

171:                                              ; preds = %163, %164
  br label %172

172:                                              ; preds = %203, %171
  %173 = phi i1 [ true, %171 ], [ false, %203 ]
  %174 = phi i64 [ 0, %171 ], [ 1, %203 ]
  %175 = getelementptr inbounds [2 x [9 x i8]], [2 x [9 x i8]]* @g_238, i64 0, i64 %174, i64 0
  %176 = load i8, i8* %175, align 1, !tbaa !17
  %177 = zext i8 %176 to i64
  tail call fastcc void @transparent_crc(i64 noundef %177, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.19, i64 0, i64 0), i32 noundef %13)
  br i1 %12, label %178, label %204

178:                                              ; preds = %172
  %179 = getelementptr inbounds [2 x [9 x i8]], [2 x [9 x i8]]* @g_238, i64 0, i64 %174, i64 1
  %180 = load i8, i8* %179, align 1, !tbaa !17
  %181 = zext i8 %180 to i64
  tail call fastcc void @transparent_crc(i64 noundef %181, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.19, i64 0, i64 0), i32 noundef %13)
  %182 = getelementptr inbounds [2 x [9 x i8]], [2 x [9 x i8]]* @g_238, i64 0, i64 %174, i64 2
  %183 = load i8, i8* %182, align 1, !tbaa !17
  %184 = zext i8 %183 to i64
  tail call fastcc void @transparent_crc(i64 noundef %184, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.19, i64 0, i64 0), i32 noundef %13)
  %185 = getelementptr inbounds [2 x [9 x i8]], [2 x [9 x i8]]* @g_238, i64 0, i64 %174, i64 3
  %186 = load i8, i8* %185, align 1, !tbaa !17
  %187 = zext i8 %186 to i64
  tail call fastcc void @transparent_crc(i64 noundef %187, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.19, i64 0, i64 0), i32 noundef %13)
  %188 = getelementptr inbounds [2 x [9 x i8]], [2 x [9 x i8]]* @g_238, i64 0, i64 %174, i64 4
  %189 = load i8, i8* %188, align 1, !tbaa !17
  %190 = zext i8 %189 to i64
  tail call fastcc void @transparent_crc(i64 noundef %190, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.19, i64 0, i64 0), i32 noundef %13)
  %191 = getelementptr inbounds [2 x [9 x i8]], [2 x [9 x i8]]* @g_238, i64 0, i64 %174, i64 5
  %192 = load i8, i8* %191, align 1, !tbaa !17
  %193 = zext i8 %192 to i64
  tail call fastcc void @transparent_crc(i64 noundef %193, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.19, i64 0, i64 0), i32 noundef %13)
  %194 = getelementptr inbounds [2 x [9 x i8]], [2 x [9 x i8]]* @g_238, i64 0, i64 %174, i64 6
  %195 = load i8, i8* %194, align 1, !tbaa !17
  %196 = zext i8 %195 to i64
  tail call fastcc void @transparent_crc(i64 noundef %196, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.19, i64 0, i64 0), i32 noundef %13)
  %197 = getelementptr inbounds [2 x [9 x i8]], [2 x [9 x i8]]* @g_238, i64 0, i64 %174, i64 7
  %198 = load i8, i8* %197, align 1, !tbaa !17
  %199 = zext i8 %198 to i64
  tail call fastcc void @transparent_crc(i64 noundef %199, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.19, i64 0, i64 0), i32 noundef %13)
  %200 = getelementptr inbounds [2 x [9 x i8]], [2 x [9 x i8]]* @g_238, i64 0, i64 %174, i64 8
  %201 = load i8, i8* %200, align 1, !tbaa !17
  %202 = zext i8 %201 to i64
  tail call fastcc void @transparent_crc(i64 noundef %202, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.19, i64 0, i64 0), i32 noundef %13)
  br i1 %173, label %203, label %247

203:                                              ; preds = %178, %204
  br label %172, !llvm.loop !18

204:                                              ; preds = %172
  %205 = trunc i64 %174 to i32
  %206 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.20, i64 0, i64 0), i32 noundef %205, i32 noundef 0)
  %207 = getelementptr inbounds [2 x [9 x i8]], [2 x [9 x i8]]* @g_238, i64 0, i64 %174, i64 1
  %208 = load i8, i8* %207, align 1, !tbaa !17
  %209 = zext i8 %208 to i64
  tail call fastcc void @transparent_crc(i64 noundef %209, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.19, i64 0, i64 0), i32 noundef %13)
  %210 = trunc i64 %174 to i32
  %211 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.20, i64 0, i64 0), i32 noundef %210, i32 noundef 1)
  %212 = getelementptr inbounds [2 x [9 x i8]], [2 x [9 x i8]]* @g_238, i64 0, i64 %174, i64 2
  %213 = load i8, i8* %212, align 1, !tbaa !17
  %214 = zext i8 %213 to i64
  tail call fastcc void @transparent_crc(i64 noundef %214, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.19, i64 0, i64 0), i32 noundef %13)
  %215 = trunc i64 %174 to i32
  %216 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.20, i64 0, i64 0), i32 noundef %215, i32 noundef 2)
  %217 = getelementptr inbounds [2 x [9 x i8]], [2 x [9 x i8]]* @g_238, i64 0, i64 %174, i64 3
  %218 = load i8, i8* %217, align 1, !tbaa !17
  %219 = zext i8 %218 to i64
  tail call fastcc void @transparent_crc(i64 noundef %219, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.19, i64 0, i64 0), i32 noundef %13)
  %220 = trunc i64 %174 to i32
  %221 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.20, i64 0, i64 0), i32 noundef %220, i32 noundef 3)
  %222 = getelementptr inbounds [2 x [9 x i8]], [2 x [9 x i8]]* @g_238, i64 0, i64 %174, i64 4
  %223 = load i8, i8* %222, align 1, !tbaa !17
  %224 = zext i8 %223 to i64
  tail call fastcc void @transparent_crc(i64 noundef %224, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.19, i64 0, i64 0), i32 noundef %13)
  %225 = trunc i64 %174 to i32
  %226 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.20, i64 0, i64 0), i32 noundef %225, i32 noundef 4)
  %227 = getelementptr inbounds [2 x [9 x i8]], [2 x [9 x i8]]* @g_238, i64 0, i64 %174, i64 5
  %228 = load i8, i8* %227, align 1, !tbaa !17
  %229 = zext i8 %228 to i64
  tail call fastcc void @transparent_crc(i64 noundef %229, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.19, i64 0, i64 0), i32 noundef %13)
  %230 = trunc i64 %174 to i32
  %231 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.20, i64 0, i64 0), i32 noundef %230, i32 noundef 5)
  %232 = getelementptr inbounds [2 x [9 x i8]], [2 x [9 x i8]]* @g_238, i64 0, i64 %174, i64 6
  %233 = load i8, i8* %232, align 1, !tbaa !17
  %234 = zext i8 %233 to i64
  tail call fastcc void @transparent_crc(i64 noundef %234, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.19, i64 0, i64 0), i32 noundef %13)
  %235 = trunc i64 %174 to i32
  %236 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.20, i64 0, i64 0), i32 noundef %235, i32 noundef 6)
  %237 = getelementptr inbounds [2 x [9 x i8]], [2 x [9 x i8]]* @g_238, i64 0, i64 %174, i64 7
  %238 = load i8, i8* %237, align 1, !tbaa !17
  %239 = zext i8 %238 to i64
  tail call fastcc void @transparent_crc(i64 noundef %239, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.19, i64 0, i64 0), i32 noundef %13)
  %240 = trunc i64 %174 to i32
  %241 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.20, i64 0, i64 0), i32 noundef %240, i32 noundef 7)
  %242 = getelementptr inbounds [2 x [9 x i8]], [2 x [9 x i8]]* @g_238, i64 0, i64 %174, i64 8
  %243 = load i8, i8* %242, align 1, !tbaa !17
  %244 = zext i8 %243 to i64
  tail call fastcc void @transparent_crc(i64 noundef %244, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.19, i64 0, i64 0), i32 noundef %13)
  %245 = trunc i64 %174 to i32
  %246 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.20, i64 0, i64 0), i32 noundef %245, i32 noundef 8)
  br i1 %173, label %203, label %248

247:                                              ; preds = %178
  tail call fastcc void @transparent_crc(i64 noundef 260929408, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.21, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 260929408, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.21, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 260929408, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.21, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 260929408, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.21, i64 0, i64 0), i32 noundef %13)
  br label %253

248:                                              ; preds = %204
  tail call fastcc void @transparent_crc(i64 noundef 260929408, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.21, i64 0, i64 0), i32 noundef %13)
  %249 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.13, i64 0, i64 0), i32 noundef 0)
  tail call fastcc void @transparent_crc(i64 noundef 260929408, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.21, i64 0, i64 0), i32 noundef %13)
  %250 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.13, i64 0, i64 0), i32 noundef 1)
  tail call fastcc void @transparent_crc(i64 noundef 260929408, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.21, i64 0, i64 0), i32 noundef %13)
  %251 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.13, i64 0, i64 0), i32 noundef 2)
  tail call fastcc void @transparent_crc(i64 noundef 260929408, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.21, i64 0, i64 0), i32 noundef %13)
  %252 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.13, i64 0, i64 0), i32 noundef 3)
  br label %253

253:                                              ; preds = %247, %248
  br label %254

254:                                              ; preds = %253, %298
  %255 = phi i64 [ %299, %298 ], [ 0, %253 ]
  %256 = getelementptr inbounds [1 x [9 x [7 x i64]]], [1 x [9 x [7 x i64]]]* @g_242, i64 0, i64 0, i64 %255, i64 0
  %257 = load i64, i64* %256, align 8, !tbaa !19
  tail call fastcc void @transparent_crc(i64 noundef %257, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.22, i64 0, i64 0), i32 noundef %13)
  br i1 %12, label %258, label %271

258:                                              ; preds = %254
  %259 = getelementptr inbounds [1 x [9 x [7 x i64]]], [1 x [9 x [7 x i64]]]* @g_242, i64 0, i64 0, i64 %255, i64 1
  %260 = load i64, i64* %259, align 8, !tbaa !19
  tail call fastcc void @transparent_crc(i64 noundef %260, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.22, i64 0, i64 0), i32 noundef %13)
  %261 = getelementptr inbounds [1 x [9 x [7 x i64]]], [1 x [9 x [7 x i64]]]* @g_242, i64 0, i64 0, i64 %255, i64 2
  %262 = load i64, i64* %261, align 8, !tbaa !19
  tail call fastcc void @transparent_crc(i64 noundef %262, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.22, i64 0, i64 0), i32 noundef %13)
  %263 = getelementptr inbounds [1 x [9 x [7 x i64]]], [1 x [9 x [7 x i64]]]* @g_242, i64 0, i64 0, i64 %255, i64 3
  %264 = load i64, i64* %263, align 8, !tbaa !19
  tail call fastcc void @transparent_crc(i64 noundef %264, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.22, i64 0, i64 0), i32 noundef %13)
  %265 = getelementptr inbounds [1 x [9 x [7 x i64]]], [1 x [9 x [7 x i64]]]* @g_242, i64 0, i64 0, i64 %255, i64 4
  %266 = load i64, i64* %265, align 8, !tbaa !19
  tail call fastcc void @transparent_crc(i64 noundef %266, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.22, i64 0, i64 0), i32 noundef %13)
  %267 = getelementptr inbounds [1 x [9 x [7 x i64]]], [1 x [9 x [7 x i64]]]* @g_242, i64 0, i64 0, i64 %255, i64 5
  %268 = load i64, i64* %267, align 8, !tbaa !19
  tail call fastcc void @transparent_crc(i64 noundef %268, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.22, i64 0, i64 0), i32 noundef %13)
  %269 = getelementptr inbounds [1 x [9 x [7 x i64]]], [1 x [9 x [7 x i64]]]* @g_242, i64 0, i64 0, i64 %255, i64 6
  %270 = load i64, i64* %269, align 8, !tbaa !19
  tail call fastcc void @transparent_crc(i64 noundef %270, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.22, i64 0, i64 0), i32 noundef %13)
  br label %298

271:                                              ; preds = %254
  %272 = trunc i64 %255 to i32
  %273 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i32 noundef 0, i32 noundef %272, i32 noundef 0)
  %274 = getelementptr inbounds [1 x [9 x [7 x i64]]], [1 x [9 x [7 x i64]]]* @g_242, i64 0, i64 0, i64 %255, i64 1
  %275 = load i64, i64* %274, align 8, !tbaa !19
  tail call fastcc void @transparent_crc(i64 noundef %275, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.22, i64 0, i64 0), i32 noundef %13)
  %276 = trunc i64 %255 to i32
  %277 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i32 noundef 0, i32 noundef %276, i32 noundef 1)
  %278 = getelementptr inbounds [1 x [9 x [7 x i64]]], [1 x [9 x [7 x i64]]]* @g_242, i64 0, i64 0, i64 %255, i64 2
  %279 = load i64, i64* %278, align 8, !tbaa !19
  tail call fastcc void @transparent_crc(i64 noundef %279, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.22, i64 0, i64 0), i32 noundef %13)
  %280 = trunc i64 %255 to i32
  %281 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i32 noundef 0, i32 noundef %280, i32 noundef 2)
  %282 = getelementptr inbounds [1 x [9 x [7 x i64]]], [1 x [9 x [7 x i64]]]* @g_242, i64 0, i64 0, i64 %255, i64 3
  %283 = load i64, i64* %282, align 8, !tbaa !19
  tail call fastcc void @transparent_crc(i64 noundef %283, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.22, i64 0, i64 0), i32 noundef %13)
  %284 = trunc i64 %255 to i32
  %285 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i32 noundef 0, i32 noundef %284, i32 noundef 3)
  %286 = getelementptr inbounds [1 x [9 x [7 x i64]]], [1 x [9 x [7 x i64]]]* @g_242, i64 0, i64 0, i64 %255, i64 4
  %287 = load i64, i64* %286, align 8, !tbaa !19
  tail call fastcc void @transparent_crc(i64 noundef %287, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.22, i64 0, i64 0), i32 noundef %13)
  %288 = trunc i64 %255 to i32
  %289 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i32 noundef 0, i32 noundef %288, i32 noundef 4)
  %290 = getelementptr inbounds [1 x [9 x [7 x i64]]], [1 x [9 x [7 x i64]]]* @g_242, i64 0, i64 0, i64 %255, i64 5
  %291 = load i64, i64* %290, align 8, !tbaa !19
  tail call fastcc void @transparent_crc(i64 noundef %291, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.22, i64 0, i64 0), i32 noundef %13)
  %292 = trunc i64 %255 to i32
  %293 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i32 noundef 0, i32 noundef %292, i32 noundef 5)
  %294 = getelementptr inbounds [1 x [9 x [7 x i64]]], [1 x [9 x [7 x i64]]]* @g_242, i64 0, i64 0, i64 %255, i64 6
  %295 = load i64, i64* %294, align 8, !tbaa !19
  tail call fastcc void @transparent_crc(i64 noundef %295, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.22, i64 0, i64 0), i32 noundef %13)
  %296 = trunc i64 %255 to i32
  %297 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i32 noundef 0, i32 noundef %296, i32 noundef 6)
  br label %298

298:                                              ; preds = %258, %271
  %299 = add nuw nsw i64 %255, 1
  %300 = icmp eq i64 %299, 9
  br i1 %300, label %301, label %254, !llvm.loop !21

301:                                              ; preds = %298
  tail call fastcc void @transparent_crc(i64 noundef -1, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.23, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 1, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.24, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 2328961615, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.25, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 4294967294, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.26, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef -598978193772557346, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.27, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 65534, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.28, i64 0, i64 0), i32 noundef %13)
  br i1 %12, label %302, label %303

302:                                              ; preds = %301
  tail call fastcc void @transparent_crc(i64 noundef 65534, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.28, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 65534, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.28, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 65534, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.28, i64 0, i64 0), i32 noundef %13)
  br label %308

303:                                              ; preds = %301
  %304 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.20, i64 0, i64 0), i32 noundef 0, i32 noundef 0)
  tail call fastcc void @transparent_crc(i64 noundef 65534, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.28, i64 0, i64 0), i32 noundef %13)
  %305 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.20, i64 0, i64 0), i32 noundef 0, i32 noundef 1)
  tail call fastcc void @transparent_crc(i64 noundef 65534, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.28, i64 0, i64 0), i32 noundef %13)
  %306 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.20, i64 0, i64 0), i32 noundef 0, i32 noundef 2)
  tail call fastcc void @transparent_crc(i64 noundef 65534, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.28, i64 0, i64 0), i32 noundef %13)
  %307 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.20, i64 0, i64 0), i32 noundef 0, i32 noundef 3)
  br label %308

308:                                              ; preds = %302, %303
  tail call fastcc void @transparent_crc(i64 noundef 93, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.29, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef -2830323823417862476, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.30, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef -6, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.31, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef -6, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.32, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 0, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.33, i64 0, i64 0), i32 noundef %13)
  %309 = load volatile i8, i8* @g_746, align 1, !tbaa !17
  %310 = sext i8 %309 to i64
  tail call fastcc void @transparent_crc(i64 noundef %310, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.34, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 1, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.35, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 1, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.36, i64 0, i64 0), i32 noundef %13)
  br i1 %12, label %311, label %312

311:                                              ; preds = %308
  tail call fastcc void @transparent_crc(i64 noundef 1, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.36, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 1, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.36, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 1, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.36, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 1, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.36, i64 0, i64 0), i32 noundef %13)
  br label %318

312:                                              ; preds = %308
  %313 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.13, i64 0, i64 0), i32 noundef 0)
  tail call fastcc void @transparent_crc(i64 noundef 1, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.36, i64 0, i64 0), i32 noundef %13)
  %314 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.13, i64 0, i64 0), i32 noundef 1)
  tail call fastcc void @transparent_crc(i64 noundef 1, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.36, i64 0, i64 0), i32 noundef %13)
  %315 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.13, i64 0, i64 0), i32 noundef 2)
  tail call fastcc void @transparent_crc(i64 noundef 1, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.36, i64 0, i64 0), i32 noundef %13)
  %316 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.13, i64 0, i64 0), i32 noundef 3)
  tail call fastcc void @transparent_crc(i64 noundef 1, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.36, i64 0, i64 0), i32 noundef %13)
  %317 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.13, i64 0, i64 0), i32 noundef 4)
  br label %318

318:                                              ; preds = %311, %312
  tail call fastcc void @transparent_crc(i64 noundef 255, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.37, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 247, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.38, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef -1970053830, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.39, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef -42, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.40, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 1, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.41, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 3, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.42, i64 0, i64 0), i32 noundef %13)
  br i1 %12, label %319, label %320

319:                                              ; preds = %318
  tail call fastcc void @transparent_crc(i64 noundef 3, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.42, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 3, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.42, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 3, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.42, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 3, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.42, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 3, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.42, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 3, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.42, i64 0, i64 0), i32 noundef %13)
  br label %328

320:                                              ; preds = %318
  %321 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.13, i64 0, i64 0), i32 noundef 0)
  tail call fastcc void @transparent_crc(i64 noundef 3, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.42, i64 0, i64 0), i32 noundef %13)
  %322 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.13, i64 0, i64 0), i32 noundef 1)
  tail call fastcc void @transparent_crc(i64 noundef 3, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.42, i64 0, i64 0), i32 noundef %13)
  %323 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.13, i64 0, i64 0), i32 noundef 2)
  tail call fastcc void @transparent_crc(i64 noundef 3, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.42, i64 0, i64 0), i32 noundef %13)
  %324 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.13, i64 0, i64 0), i32 noundef 3)
  tail call fastcc void @transparent_crc(i64 noundef 3, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.42, i64 0, i64 0), i32 noundef %13)
  %325 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.13, i64 0, i64 0), i32 noundef 4)
  tail call fastcc void @transparent_crc(i64 noundef 3, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.42, i64 0, i64 0), i32 noundef %13)
  %326 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.13, i64 0, i64 0), i32 noundef 5)
  tail call fastcc void @transparent_crc(i64 noundef 3, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.42, i64 0, i64 0), i32 noundef %13)
  %327 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.13, i64 0, i64 0), i32 noundef 6)
  br label %328

328:                                              ; preds = %319, %320
  tail call fastcc void @transparent_crc(i64 noundef 718409539, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef -15814, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.44, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef -1, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.45, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 4294967294, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.46, i64 0, i64 0), i32 noundef %13)
  %329 = load volatile i8, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @g_1177, i64 0, i64 0), align 1, !tbaa !17
  %330 = sext i8 %329 to i64
  tail call fastcc void @transparent_crc(i64 noundef %330, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.47, i64 0, i64 0), i32 noundef %13)
  br i1 %12, label %331, label %336

331:                                              ; preds = %328
  %332 = load volatile i8, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @g_1177, i64 0, i64 1), align 1, !tbaa !17
  %333 = sext i8 %332 to i64
  tail call fastcc void @transparent_crc(i64 noundef %333, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.47, i64 0, i64 0), i32 noundef %13)
  %334 = load volatile i8, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @g_1177, i64 0, i64 2), align 1, !tbaa !17
  %335 = sext i8 %334 to i64
  tail call fastcc void @transparent_crc(i64 noundef %335, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.47, i64 0, i64 0), i32 noundef %13)
  br label %344

336:                                              ; preds = %328
  %337 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.13, i64 0, i64 0), i32 noundef 0)
  %338 = load volatile i8, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @g_1177, i64 0, i64 1), align 1, !tbaa !17
  %339 = sext i8 %338 to i64
  tail call fastcc void @transparent_crc(i64 noundef %339, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.47, i64 0, i64 0), i32 noundef %13)
  %340 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.13, i64 0, i64 0), i32 noundef 1)
  %341 = load volatile i8, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @g_1177, i64 0, i64 2), align 1, !tbaa !17
  %342 = sext i8 %341 to i64
  tail call fastcc void @transparent_crc(i64 noundef %342, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.47, i64 0, i64 0), i32 noundef %13)
  %343 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.13, i64 0, i64 0), i32 noundef 2)
  br label %344

344:                                              ; preds = %331, %336
  tail call fastcc void @transparent_crc(i64 noundef -1904952121, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.48, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef -1, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.49, i64 0, i64 0), i32 noundef %13)
  br i1 %12, label %345, label %346

345:                                              ; preds = %344
  tail call fastcc void @transparent_crc(i64 noundef -1, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.49, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef -1, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.49, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef -1, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.49, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef -1, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.49, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef -1, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.49, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef -1, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.49, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef -1, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.49, i64 0, i64 0), i32 noundef %13)
  br label %355

346:                                              ; preds = %344
  %347 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i32 noundef 0, i32 noundef 0, i32 noundef 0)
  tail call fastcc void @transparent_crc(i64 noundef -1, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.49, i64 0, i64 0), i32 noundef %13)
  %348 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i32 noundef 0, i32 noundef 0, i32 noundef 1)
  tail call fastcc void @transparent_crc(i64 noundef -1, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.49, i64 0, i64 0), i32 noundef %13)
  %349 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i32 noundef 1, i32 noundef 0, i32 noundef 0)
  tail call fastcc void @transparent_crc(i64 noundef -1, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.49, i64 0, i64 0), i32 noundef %13)
  %350 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i32 noundef 1, i32 noundef 0, i32 noundef 1)
  tail call fastcc void @transparent_crc(i64 noundef -1, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.49, i64 0, i64 0), i32 noundef %13)
  %351 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i32 noundef 2, i32 noundef 0, i32 noundef 0)
  tail call fastcc void @transparent_crc(i64 noundef -1, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.49, i64 0, i64 0), i32 noundef %13)
  %352 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i32 noundef 2, i32 noundef 0, i32 noundef 1)
  tail call fastcc void @transparent_crc(i64 noundef -1, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.49, i64 0, i64 0), i32 noundef %13)
  %353 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i32 noundef 3, i32 noundef 0, i32 noundef 0)
  tail call fastcc void @transparent_crc(i64 noundef -1, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.49, i64 0, i64 0), i32 noundef %13)
  %354 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i32 noundef 3, i32 noundef 0, i32 noundef 1)
  br label %355

355:                                              ; preds = %345, %346
  tail call fastcc void @transparent_crc(i64 noundef 76, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.50, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 0, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.51, i64 0, i64 0), i32 noundef %13)
  br label %356

356:                                              ; preds = %355, %437
  %357 = phi i64 [ 0, %355 ], [ %438, %437 ]
  %358 = getelementptr inbounds [7 x [10 x [1 x i32]]], [7 x [10 x [1 x i32]]]* @g_1375, i64 0, i64 %357, i64 0, i64 0
  %359 = load i32, i32* %358, align 8, !tbaa !9
  %360 = zext i32 %359 to i64
  tail call fastcc void @transparent_crc(i64 noundef %360, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.52, i64 0, i64 0), i32 noundef %13)
  br i1 %12, label %361, label %389

361:                                              ; preds = %356
  %362 = getelementptr inbounds [7 x [10 x [1 x i32]]], [7 x [10 x [1 x i32]]]* @g_1375, i64 0, i64 %357, i64 1, i64 0
  %363 = load i32, i32* %362, align 4, !tbaa !9
  %364 = zext i32 %363 to i64
  tail call fastcc void @transparent_crc(i64 noundef %364, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.52, i64 0, i64 0), i32 noundef %13)
  %365 = getelementptr inbounds [7 x [10 x [1 x i32]]], [7 x [10 x [1 x i32]]]* @g_1375, i64 0, i64 %357, i64 2, i64 0
  %366 = load i32, i32* %365, align 8, !tbaa !9
  %367 = zext i32 %366 to i64
  tail call fastcc void @transparent_crc(i64 noundef %367, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.52, i64 0, i64 0), i32 noundef %13)
  %368 = getelementptr inbounds [7 x [10 x [1 x i32]]], [7 x [10 x [1 x i32]]]* @g_1375, i64 0, i64 %357, i64 3, i64 0
  %369 = load i32, i32* %368, align 4, !tbaa !9
  %370 = zext i32 %369 to i64
  tail call fastcc void @transparent_crc(i64 noundef %370, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.52, i64 0, i64 0), i32 noundef %13)
  %371 = getelementptr inbounds [7 x [10 x [1 x i32]]], [7 x [10 x [1 x i32]]]* @g_1375, i64 0, i64 %357, i64 4, i64 0
  %372 = load i32, i32* %371, align 8, !tbaa !9
  %373 = zext i32 %372 to i64
  tail call fastcc void @transparent_crc(i64 noundef %373, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.52, i64 0, i64 0), i32 noundef %13)
  %374 = getelementptr inbounds [7 x [10 x [1 x i32]]], [7 x [10 x [1 x i32]]]* @g_1375, i64 0, i64 %357, i64 5, i64 0
  %375 = load i32, i32* %374, align 4, !tbaa !9
  %376 = zext i32 %375 to i64
  tail call fastcc void @transparent_crc(i64 noundef %376, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.52, i64 0, i64 0), i32 noundef %13)
  %377 = getelementptr inbounds [7 x [10 x [1 x i32]]], [7 x [10 x [1 x i32]]]* @g_1375, i64 0, i64 %357, i64 6, i64 0
  %378 = load i32, i32* %377, align 8, !tbaa !9
  %379 = zext i32 %378 to i64
  tail call fastcc void @transparent_crc(i64 noundef %379, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.52, i64 0, i64 0), i32 noundef %13)
  %380 = getelementptr inbounds [7 x [10 x [1 x i32]]], [7 x [10 x [1 x i32]]]* @g_1375, i64 0, i64 %357, i64 7, i64 0
  %381 = load i32, i32* %380, align 4, !tbaa !9
  %382 = zext i32 %381 to i64
  tail call fastcc void @transparent_crc(i64 noundef %382, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.52, i64 0, i64 0), i32 noundef %13)
  %383 = getelementptr inbounds [7 x [10 x [1 x i32]]], [7 x [10 x [1 x i32]]]* @g_1375, i64 0, i64 %357, i64 8, i64 0
  %384 = load i32, i32* %383, align 8, !tbaa !9
  %385 = zext i32 %384 to i64
  tail call fastcc void @transparent_crc(i64 noundef %385, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.52, i64 0, i64 0), i32 noundef %13)
  %386 = getelementptr inbounds [7 x [10 x [1 x i32]]], [7 x [10 x [1 x i32]]]* @g_1375, i64 0, i64 %357, i64 9, i64 0
  %387 = load i32, i32* %386, align 4, !tbaa !9
  %388 = zext i32 %387 to i64
  tail call fastcc void @transparent_crc(i64 noundef %388, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.52, i64 0, i64 0), i32 noundef %13)
  br label %437

389:                                              ; preds = %356
  %390 = trunc i64 %357 to i32
  %391 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i32 noundef %390, i32 noundef 0, i32 noundef 0)
  %392 = getelementptr inbounds [7 x [10 x [1 x i32]]], [7 x [10 x [1 x i32]]]* @g_1375, i64 0, i64 %357, i64 1, i64 0
  %393 = load i32, i32* %392, align 4, !tbaa !9
  %394 = zext i32 %393 to i64
  tail call fastcc void @transparent_crc(i64 noundef %394, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.52, i64 0, i64 0), i32 noundef %13)
  %395 = trunc i64 %357 to i32
  %396 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i32 noundef %395, i32 noundef 1, i32 noundef 0)
  %397 = getelementptr inbounds [7 x [10 x [1 x i32]]], [7 x [10 x [1 x i32]]]* @g_1375, i64 0, i64 %357, i64 2, i64 0
  %398 = load i32, i32* %397, align 8, !tbaa !9
  %399 = zext i32 %398 to i64
  tail call fastcc void @transparent_crc(i64 noundef %399, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.52, i64 0, i64 0), i32 noundef %13)
  %400 = trunc i64 %357 to i32
  %401 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i32 noundef %400, i32 noundef 2, i32 noundef 0)
  %402 = getelementptr inbounds [7 x [10 x [1 x i32]]], [7 x [10 x [1 x i32]]]* @g_1375, i64 0, i64 %357, i64 3, i64 0
  %403 = load i32, i32* %402, align 4, !tbaa !9
  %404 = zext i32 %403 to i64
  tail call fastcc void @transparent_crc(i64 noundef %404, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.52, i64 0, i64 0), i32 noundef %13)
  %405 = trunc i64 %357 to i32
  %406 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i32 noundef %405, i32 noundef 3, i32 noundef 0)
  %407 = getelementptr inbounds [7 x [10 x [1 x i32]]], [7 x [10 x [1 x i32]]]* @g_1375, i64 0, i64 %357, i64 4, i64 0
  %408 = load i32, i32* %407, align 8, !tbaa !9
  %409 = zext i32 %408 to i64
  tail call fastcc void @transparent_crc(i64 noundef %409, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.52, i64 0, i64 0), i32 noundef %13)
  %410 = trunc i64 %357 to i32
  %411 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i32 noundef %410, i32 noundef 4, i32 noundef 0)
  %412 = getelementptr inbounds [7 x [10 x [1 x i32]]], [7 x [10 x [1 x i32]]]* @g_1375, i64 0, i64 %357, i64 5, i64 0
  %413 = load i32, i32* %412, align 4, !tbaa !9
  %414 = zext i32 %413 to i64
  tail call fastcc void @transparent_crc(i64 noundef %414, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.52, i64 0, i64 0), i32 noundef %13)
  %415 = trunc i64 %357 to i32
  %416 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i32 noundef %415, i32 noundef 5, i32 noundef 0)
  %417 = getelementptr inbounds [7 x [10 x [1 x i32]]], [7 x [10 x [1 x i32]]]* @g_1375, i64 0, i64 %357, i64 6, i64 0
  %418 = load i32, i32* %417, align 8, !tbaa !9
  %419 = zext i32 %418 to i64
  tail call fastcc void @transparent_crc(i64 noundef %419, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.52, i64 0, i64 0), i32 noundef %13)
  %420 = trunc i64 %357 to i32
  %421 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i32 noundef %420, i32 noundef 6, i32 noundef 0)
  %422 = getelementptr inbounds [7 x [10 x [1 x i32]]], [7 x [10 x [1 x i32]]]* @g_1375, i64 0, i64 %357, i64 7, i64 0
  %423 = load i32, i32* %422, align 4, !tbaa !9
  %424 = zext i32 %423 to i64
  tail call fastcc void @transparent_crc(i64 noundef %424, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.52, i64 0, i64 0), i32 noundef %13)
  %425 = trunc i64 %357 to i32
  %426 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i32 noundef %425, i32 noundef 7, i32 noundef 0)
  %427 = getelementptr inbounds [7 x [10 x [1 x i32]]], [7 x [10 x [1 x i32]]]* @g_1375, i64 0, i64 %357, i64 8, i64 0
  %428 = load i32, i32* %427, align 8, !tbaa !9
  %429 = zext i32 %428 to i64
  tail call fastcc void @transparent_crc(i64 noundef %429, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.52, i64 0, i64 0), i32 noundef %13)
  %430 = trunc i64 %357 to i32
  %431 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i32 noundef %430, i32 noundef 8, i32 noundef 0)
  %432 = getelementptr inbounds [7 x [10 x [1 x i32]]], [7 x [10 x [1 x i32]]]* @g_1375, i64 0, i64 %357, i64 9, i64 0
  %433 = load i32, i32* %432, align 4, !tbaa !9
  %434 = zext i32 %433 to i64
  tail call fastcc void @transparent_crc(i64 noundef %434, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.52, i64 0, i64 0), i32 noundef %13)
  %435 = trunc i64 %357 to i32
  %436 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i32 noundef %435, i32 noundef 9, i32 noundef 0)
  br label %437

437:                                              ; preds = %361, %389
  %438 = add nuw nsw i64 %357, 1
  %439 = icmp eq i64 %438, 7
  br i1 %439, label %440, label %356, !llvm.loop !22

440:                                              ; preds = %437
  tail call fastcc void @transparent_crc(i64 noundef 29, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.53, i64 0, i64 0), i32 noundef %13)
  %441 = load volatile i64, i64* @g_1428, align 8, !tbaa !19
  tail call fastcc void @transparent_crc(i64 noundef %441, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.54, i64 0, i64 0), i32 noundef %13)
  %442 = load volatile i8, i8* getelementptr inbounds ({ i8, [3 x i8] }, { i8, [3 x i8] }* @g_1485, i64 0, i32 0), align 4, !tbaa !17
  %443 = sext i8 %442 to i64
  tail call fastcc void @transparent_crc(i64 noundef %443, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.55, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 248, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.56, i64 0, i64 0), i32 noundef %13)
  %444 = load i32, i32* @crc32_context, align 4, !tbaa !9
  %445 = xor i32 %444, -1
  %446 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.61, i64 0, i64 0), i32 noundef %445) #4
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
  %77 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @.str.57, i64 0, i64 0), i8* noundef %1, i64 noundef %76)
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
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
!17 = !{!7, !7, i64 0}
!18 = distinct !{!18, !12}
!19 = !{!20, !20, i64 0}
!20 = !{!"long", !7, i64 0}
!21 = distinct !{!21, !12}
!22 = distinct !{!22, !12}

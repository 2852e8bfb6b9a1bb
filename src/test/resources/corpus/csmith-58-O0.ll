; ModuleID = 'csmith-58.c'
source_filename = "csmith-58.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"1\00", align 1
@g_3 = internal global i32 -1545698859, align 4
@.str.1 = private unnamed_addr constant [4 x i8] c"g_3\00", align 1
@g_4 = internal global i32 -1, align 4
@.str.2 = private unnamed_addr constant [4 x i8] c"g_4\00", align 1
@g_36 = internal global i64 1276417535361084826, align 8
@.str.3 = private unnamed_addr constant [5 x i8] c"g_36\00", align 1
@g_40 = internal global i32 378923672, align 4
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
@g_71 = internal global i32 -6, align 4
@.str.10 = private unnamed_addr constant [5 x i8] c"g_71\00", align 1
@g_73 = internal global i64 -1, align 8
@.str.11 = private unnamed_addr constant [5 x i8] c"g_73\00", align 1
@g_107 = internal global [6 x i8] c"\BF\BF\BF\BF\BF\BF", align 1
@.str.12 = private unnamed_addr constant [9 x i8] c"g_107[i]\00", align 1
@.str.13 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1
@g_108 = internal global i32 1978654083, align 4
@.str.14 = private unnamed_addr constant [6 x i8] c"g_108\00", align 1
@g_120 = internal global i16 9, align 2
@.str.15 = private unnamed_addr constant [6 x i8] c"g_120\00", align 1
@g_168 = internal global i16 -2, align 2
@.str.16 = private unnamed_addr constant [6 x i8] c"g_168\00", align 1
@g_230 = internal global i16 21208, align 2
@.str.17 = private unnamed_addr constant [6 x i8] c"g_230\00", align 1
@g_233 = internal global [6 x i8] c"======", align 1
@.str.18 = private unnamed_addr constant [9 x i8] c"g_233[i]\00", align 1
@g_238 = internal global [2 x [9 x i8]] [[9 x i8] c"!!!!!!!!!", [9 x i8] c"!!!!!!!!!"], align 16
@.str.19 = private unnamed_addr constant [12 x i8] c"g_238[i][j]\00", align 1
@.str.20 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1
@g_239 = internal global [4 x i32] [i32 260929408, i32 260929408, i32 260929408, i32 260929408], align 16
@.str.21 = private unnamed_addr constant [9 x i8] c"g_239[i]\00", align 1
@g_242 = internal global [1 x [9 x [7 x i64]]] [[9 x [7 x i64]] [[7 x i64] [i64 2595854682768528190, i64 1108790786259539588, i64 5650473942497521348, i64 3680622104794792070, i64 1, i64 1, i64 -1], [7 x i64] [i64 -1, i64 0, i64 7, i64 7, i64 0, i64 -1, i64 2789096467307589318], [7 x i64] [i64 2595854682768528190, i64 1108790786259539588, i64 5650473942497521348, i64 3680622104794792070, i64 1, i64 1, i64 -1], [7 x i64] [i64 -1, i64 7, i64 2789096467307589318, i64 2789096467307589318, i64 7, i64 2397824592852013182, i64 3169315885664342463], [7 x i64] [i64 -1, i64 3680622104794792070, i64 -1, i64 7207956313852296919, i64 5650473942497521348, i64 -6, i64 -6649056898626558040], [7 x i64] [i64 2397824592852013182, i64 7, i64 2789096467307589318, i64 2789096467307589318, i64 7, i64 2397824592852013182, i64 3169315885664342463], [7 x i64] [i64 -1, i64 3680622104794792070, i64 -1, i64 7207956313852296919, i64 5650473942497521348, i64 -6, i64 -6649056898626558040], [7 x i64] [i64 2397824592852013182, i64 7, i64 2789096467307589318, i64 2789096467307589318, i64 7, i64 2397824592852013182, i64 3169315885664342463], [7 x i64] [i64 -1, i64 3680622104794792070, i64 -1, i64 7207956313852296919, i64 5650473942497521348, i64 -6, i64 -6649056898626558040]]], align 16
@.str.22 = private unnamed_addr constant [15 x i8] c"g_242[i][j][k]\00", align 1
@g_270 = internal global i32 -1, align 4
@.str.23 = private unnamed_addr constant [6 x i8] c"g_270\00", align 1
@g_394 = internal global i32 1, align 4
@.str.24 = private unnamed_addr constant [6 x i8] c"g_394\00", align 1
@g_445 = internal global i32 -1966005681, align 4
@.str.25 = private unnamed_addr constant [6 x i8] c"g_445\00", align 1
@g_515 = internal global i32 -2, align 4
@.str.26 = private unnamed_addr constant [6 x i8] c"g_515\00", align 1
@g_524 = internal global i64 -598978193772557346, align 8
@.str.27 = private unnamed_addr constant [6 x i8] c"g_524\00", align 1
@g_554 = internal constant [1 x [4 x i16]] [[4 x i16] [i16 -2, i16 -2, i16 -2, i16 -2]], align 2
@.str.28 = private unnamed_addr constant [12 x i8] c"g_554[i][j]\00", align 1
@.str.29 = private unnamed_addr constant [9 x i8] c"g_577.f0\00", align 1
@g_651 = internal global i64 -2830323823417862476, align 8
@.str.30 = private unnamed_addr constant [6 x i8] c"g_651\00", align 1
@g_653 = internal global i64 -6, align 8
@.str.31 = private unnamed_addr constant [6 x i8] c"g_653\00", align 1
@g_702 = internal global i64 -6, align 8
@.str.32 = private unnamed_addr constant [6 x i8] c"g_702\00", align 1
@g_704 = internal global i64 0, align 8
@.str.33 = private unnamed_addr constant [6 x i8] c"g_704\00", align 1
@g_746 = internal constant i8 9, align 1
@.str.34 = private unnamed_addr constant [6 x i8] c"g_746\00", align 1
@g_764 = internal global i16 1, align 2
@.str.35 = private unnamed_addr constant [6 x i8] c"g_764\00", align 1
@g_765 = internal global [5 x i64] [i64 1, i64 1, i64 1, i64 1, i64 1], align 16
@.str.36 = private unnamed_addr constant [9 x i8] c"g_765[i]\00", align 1
@g_784 = internal global i8 -1, align 1
@.str.37 = private unnamed_addr constant [6 x i8] c"g_784\00", align 1
@g_787 = internal global i8 -9, align 1
@.str.38 = private unnamed_addr constant [6 x i8] c"g_787\00", align 1
@g_794 = internal global i32 -1970053830, align 4
@.str.39 = private unnamed_addr constant [6 x i8] c"g_794\00", align 1
@g_795 = internal global i8 -42, align 1
@.str.40 = private unnamed_addr constant [6 x i8] c"g_795\00", align 1
@g_799 = internal global i32 1, align 4
@.str.41 = private unnamed_addr constant [6 x i8] c"g_799\00", align 1
@g_1053 = internal global [7 x i32] [i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3], align 16
@.str.42 = private unnamed_addr constant [10 x i8] c"g_1053[i]\00", align 1
@.str.43 = private unnamed_addr constant [7 x i8] c"g_1080\00", align 1
@g_1138 = internal global i16 -15814, align 2
@.str.44 = private unnamed_addr constant [7 x i8] c"g_1138\00", align 1
@g_1140 = internal global i64 -1, align 8
@.str.45 = private unnamed_addr constant [7 x i8] c"g_1140\00", align 1
@g_1172 = internal global i32 -2, align 4
@.str.46 = private unnamed_addr constant [7 x i8] c"g_1172\00", align 1
@g_1177 = internal global [3 x i8] c"\A2\A2\A2", align 1
@.str.47 = private unnamed_addr constant [10 x i8] c"g_1177[i]\00", align 1
@g_1208 = internal global i32 -1904952121, align 4
@.str.48 = private unnamed_addr constant [7 x i8] c"g_1208\00", align 1
@g_1210 = internal global [4 x [1 x [2 x i32]]] [[1 x [2 x i32]] [[2 x i32] [i32 -1, i32 -1]], [1 x [2 x i32]] [[2 x i32] [i32 -1, i32 -1]], [1 x [2 x i32]] [[2 x i32] [i32 -1, i32 -1]], [1 x [2 x i32]] [[2 x i32] [i32 -1, i32 -1]]], align 16
@.str.49 = private unnamed_addr constant [16 x i8] c"g_1210[i][j][k]\00", align 1
@g_1219 = internal global i8 76, align 1
@.str.50 = private unnamed_addr constant [7 x i8] c"g_1219\00", align 1
@g_1224 = internal global i16 0, align 2
@.str.51 = private unnamed_addr constant [7 x i8] c"g_1224\00", align 1
@g_1375 = internal global [7 x [10 x [1 x i32]]] [[10 x [1 x i32]] [[1 x i32] [i32 -476663360], [1 x i32] [i32 473814764], [1 x i32] [i32 473814764], [1 x i32] [i32 -476663360], [1 x i32] [i32 996342935], [1 x i32] [i32 343462863], [1 x i32] [i32 1902585853], [1 x i32] [i32 473814764], [1 x i32] [i32 343462863], [1 x i32] [i32 -592441356]], [10 x [1 x i32]] [[1 x i32] [i32 343462863], [1 x i32] [i32 473814764], [1 x i32] [i32 1902585853], [1 x i32] [i32 343462863], [1 x i32] [i32 996342935], [1 x i32] [i32 -476663360], [1 x i32] [i32 473814764], [1 x i32] [i32 473814764], [1 x i32] [i32 -476663360], [1 x i32] [i32 996342935]], [10 x [1 x i32]] [[1 x i32] [i32 343462863], [1 x i32] [i32 1902585853], [1 x i32] [i32 473814764], [1 x i32] [i32 343462863], [1 x i32] [i32 -592441356], [1 x i32] [i32 343462863], [1 x i32] [i32 473814764], [1 x i32] [i32 1902585853], [1 x i32] [i32 343462863], [1 x i32] [i32 996342935]], [10 x [1 x i32]] [[1 x i32] [i32 -476663360], [1 x i32] [i32 473814764], [1 x i32] [i32 473814764], [1 x i32] [i32 -476663360], [1 x i32] [i32 996342935], [1 x i32] [i32 343462863], [1 x i32] [i32 1902585853], [1 x i32] [i32 473814764], [1 x i32] [i32 343462863], [1 x i32] [i32 -592441356]], [10 x [1 x i32]] [[1 x i32] [i32 343462863], [1 x i32] [i32 473814764], [1 x i32] [i32 1902585853], [1 x i32] [i32 343462863], [1 x i32] [i32 996342935], [1 x i32] [i32 -476663360], [1 x i32] [i32 473814764], [1 x i32] [i32 473814764], [1 x i32] [i32 -476663360], [1 x i32] [i32 996342935]], [10 x [1 x i32]] [[1 x i32] [i32 343462863], [1 x i32] [i32 1902585853], [1 x i32] [i32 473814764], [1 x i32] [i32 343462863], [1 x i32] [i32 -592441356], [1 x i32] [i32 343462863], [1 x i32] [i32 473814764], [1 x i32] [i32 1902585853], [1 x i32] [i32 343462863], [1 x i32] [i32 996342935]], [10 x [1 x i32]] [[1 x i32] [i32 -476663360], [1 x i32] [i32 473814764], [1 x i32] [i32 473814764], [1 x i32] [i32 -476663360], [1 x i32] [i32 996342935], [1 x i32] [i32 343462863], [1 x i32] [i32 1902585853], [1 x i32] [i32 473814764], [1 x i32] [i32 343462863], [1 x i32] [i32 -592441356]]], align 16
@.str.52 = private unnamed_addr constant [16 x i8] c"g_1375[i][j][k]\00", align 1
@.str.53 = private unnamed_addr constant [10 x i8] c"g_1399.f0\00", align 1
@g_1428 = internal global i64 6787132398077236038, align 8
@.str.54 = private unnamed_addr constant [7 x i8] c"g_1428\00", align 1
@.str.55 = private unnamed_addr constant [10 x i8] c"g_1485.f0\00", align 1
@g_1571 = internal global i8 -8, align 1
@.str.56 = private unnamed_addr constant [7 x i8] c"g_1571\00", align 1
@crc32_context = internal global i32 -1, align 4
@crc32_tab = internal global [256 x i32] zeroinitializer, align 16
@__const.func_1.l_2 = private unnamed_addr constant [10 x [10 x i32]] [[10 x i32] [i32 -4, i32 756326379, i32 -1229333099, i32 0, i32 -1888880643, i32 1892343139, i32 756326379, i32 1892343139, i32 -1888880643, i32 0], [10 x i32] [i32 -1229333099, i32 -2126013591, i32 -1229333099, i32 -7, i32 -1141265166, i32 -8, i32 -2126013591, i32 1892343139, i32 1491293932, i32 -1888880643], [10 x i32] [i32 281718160, i32 -828966663, i32 -1229333099, i32 -1888880643, i32 -7, i32 -4, i32 -828966663, i32 1892343139, i32 -1141265166, i32 -1141265166], [10 x i32] [i32 1892343139, i32 1326903204, i32 -1229333099, i32 1491293932, i32 1491293932, i32 -1229333099, i32 1326903204, i32 1892343139, i32 0, i32 -7], [10 x i32] [i32 -8, i32 -661586862, i32 -1229333099, i32 -1141265166, i32 0, i32 281718160, i32 -661586862, i32 1892343139, i32 -7, i32 1491293932], [10 x i32] [i32 -4, i32 756326379, i32 -1229333099, i32 0, i32 -1888880643, i32 1892343139, i32 756326379, i32 1892343139, i32 -1888880643, i32 0], [10 x i32] [i32 -1229333099, i32 -2126013591, i32 -1229333099, i32 -7, i32 -1141265166, i32 -8, i32 -2126013591, i32 1892343139, i32 1491293932, i32 -1888880643], [10 x i32] [i32 281718160, i32 -828966663, i32 -1229333099, i32 -1888880643, i32 -7, i32 -4, i32 -828966663, i32 1892343139, i32 -1141265166, i32 -1141265166], [10 x i32] [i32 1892343139, i32 1326903204, i32 -1229333099, i32 1491293932, i32 1491293932, i32 -1229333099, i32 1326903204, i32 1892343139, i32 0, i32 -7], [10 x i32] [i32 -8, i32 -661586862, i32 -1229333099, i32 -1141265166, i32 0, i32 281718160, i32 -661586862, i32 1892343139, i32 -7, i32 1491293932]], align 16
@__const.func_1.l_1587 = private unnamed_addr constant [6 x [9 x i32*]] [[9 x i32*] [i32* @g_394, i32* @g_799, i32* @g_394, i32* @g_799, i32* @g_799, i32* @g_799, i32* null, i32* @g_799, i32* @g_799], [9 x i32*] [i32* @g_799, i32* @g_799, i32* @g_799, i32* @g_799, i32* @g_799, i32* @g_799, i32* @g_799, i32* @g_799, i32* @g_799], [9 x i32*] [i32* null, i32* @g_799, i32* @g_394, i32* @g_799, i32* null, i32* null, i32* @g_799, i32* @g_799, i32* @g_799], [9 x i32*] [i32* @g_799, i32* @g_799, i32* @g_394, i32* @g_394, i32* @g_799, i32* @g_799, i32* @g_799, i32* @g_394, i32* @g_394], [9 x i32*] [i32* null, i32* null, i32* @g_799, i32* @g_799, i32* @g_799, i32* null, i32* null, i32* @g_799, i32* @g_394], [9 x i32*] [i32* @g_799, i32* @g_799, i32* @g_799, i32* @g_799, i32* @g_799, i32* @g_799, i32* @g_799, i32* @g_799, i32* @g_799]], align 16
@__const.func_1.l_1573 = private unnamed_addr constant [9 x i32] [i32 -716856263, i32 -716856263, i32 -3, i32 -716856263, i32 -716856263, i32 -3, i32 -716856263, i32 -716856263, i32 -3], align 16
@g_600 = internal global i32*** @g_601, align 8
@g_601 = internal global i32** @g_126, align 8
@g_126 = internal global i32* @g_47, align 8
@.str.57 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1
@g_577 = internal constant { i8, [3 x i8] } { i8 93, [3 x i8] undef }, align 4
@g_1399 = internal global { i8, [3 x i8] } { i8 29, [3 x i8] undef }, align 4
@g_1485 = internal constant { i8, [3 x i8] } { i8 -57, [3 x i8] undef }, align 4
@.str.61 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  store i8** %1, i8*** %5, align 8
  store i32 0, i32* %9, align 4
  %10 = load i32, i32* %4, align 4
  %11 = icmp eq i32 %10, 2
  br i1 %11, label %12, label %19

12:                                               ; preds = %2
  %13 = load i8**, i8*** %5, align 8
  %14 = getelementptr inbounds i8*, i8** %13, i64 1
  %15 = load i8*, i8** %14, align 8
  %16 = call i32 @strcmp(i8* noundef %15, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)) #4
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %19

18:                                               ; preds = %12
  store i32 1, i32* %9, align 4
  br label %19

19:                                               ; preds = %18, %12, %2
  call void @platform_main_begin()
  call void @crc32_gentab()
  %20 = call i64 @func_1()
  %21 = load volatile i32, i32* @g_3, align 4
  %22 = sext i32 %21 to i64
  %23 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %22, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %23)
  %24 = load i32, i32* @g_4, align 4
  %25 = sext i32 %24 to i64
  %26 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %25, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef %26)
  %27 = load i64, i64* @g_36, align 8
  %28 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %27, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i64 0, i64 0), i32 noundef %28)
  %29 = load i32, i32* @g_40, align 4
  %30 = zext i32 %29 to i64
  %31 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %30, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i64 0, i64 0), i32 noundef %31)
  %32 = load volatile i32, i32* @g_44, align 4
  %33 = sext i32 %32 to i64
  %34 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %33, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), i32 noundef %34)
  store i32 0, i32* %6, align 4
  br label %35

35:                                               ; preds = %75, %19
  %36 = load i32, i32* %6, align 4
  %37 = icmp slt i32 %36, 8
  br i1 %37, label %38, label %78

38:                                               ; preds = %35
  store i32 0, i32* %7, align 4
  br label %39

39:                                               ; preds = %71, %38
  %40 = load i32, i32* %7, align 4
  %41 = icmp slt i32 %40, 2
  br i1 %41, label %42, label %74

42:                                               ; preds = %39
  store i32 0, i32* %8, align 4
  br label %43

43:                                               ; preds = %67, %42
  %44 = load i32, i32* %8, align 4
  %45 = icmp slt i32 %44, 2
  br i1 %45, label %46, label %70

46:                                               ; preds = %43
  %47 = load i32, i32* %6, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [8 x [2 x [2 x i32]]], [8 x [2 x [2 x i32]]]* @g_45, i64 0, i64 %48
  %50 = load i32, i32* %7, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [2 x [2 x i32]], [2 x [2 x i32]]* %49, i64 0, i64 %51
  %53 = load i32, i32* %8, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [2 x i32], [2 x i32]* %52, i64 0, i64 %54
  %56 = load volatile i32, i32* %55, align 4
  %57 = sext i32 %56 to i64
  %58 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %57, i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.6, i64 0, i64 0), i32 noundef %58)
  %59 = load i32, i32* %9, align 4
  %60 = icmp ne i32 %59, 0
  br i1 %60, label %61, label %66

61:                                               ; preds = %46
  %62 = load i32, i32* %6, align 4
  %63 = load i32, i32* %7, align 4
  %64 = load i32, i32* %8, align 4
  %65 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i32 noundef %62, i32 noundef %63, i32 noundef %64)
  br label %66

66:                                               ; preds = %61, %46
  br label %67

67:                                               ; preds = %66
  %68 = load i32, i32* %8, align 4
  %69 = add nsw i32 %68, 1
  store i32 %69, i32* %8, align 4
  br label %43, !llvm.loop !6

70:                                               ; preds = %43
  br label %71

71:                                               ; preds = %70
  %72 = load i32, i32* %7, align 4
  %73 = add nsw i32 %72, 1
  store i32 %73, i32* %7, align 4
  br label %39, !llvm.loop !8

74:                                               ; preds = %39
  br label %75

75:                                               ; preds = %74
  %76 = load i32, i32* %6, align 4
  %77 = add nsw i32 %76, 1
  store i32 %77, i32* %6, align 4
  br label %35, !llvm.loop !9

78:                                               ; preds = %35
  store i32 0, i32* %6, align 4
  br label %79

79:                                               ; preds = %119, %78
  %80 = load i32, i32* %6, align 4
  %81 = icmp slt i32 %80, 5
  br i1 %81, label %82, label %122

82:                                               ; preds = %79
  store i32 0, i32* %7, align 4
  br label %83

83:                                               ; preds = %115, %82
  %84 = load i32, i32* %7, align 4
  %85 = icmp slt i32 %84, 7
  br i1 %85, label %86, label %118

86:                                               ; preds = %83
  store i32 0, i32* %8, align 4
  br label %87

87:                                               ; preds = %111, %86
  %88 = load i32, i32* %8, align 4
  %89 = icmp slt i32 %88, 4
  br i1 %89, label %90, label %114

90:                                               ; preds = %87
  %91 = load i32, i32* %6, align 4
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds [5 x [7 x [4 x i32]]], [5 x [7 x [4 x i32]]]* @g_46, i64 0, i64 %92
  %94 = load i32, i32* %7, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds [7 x [4 x i32]], [7 x [4 x i32]]* %93, i64 0, i64 %95
  %97 = load i32, i32* %8, align 4
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds [4 x i32], [4 x i32]* %96, i64 0, i64 %98
  %100 = load volatile i32, i32* %99, align 4
  %101 = sext i32 %100 to i64
  %102 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %101, i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.8, i64 0, i64 0), i32 noundef %102)
  %103 = load i32, i32* %9, align 4
  %104 = icmp ne i32 %103, 0
  br i1 %104, label %105, label %110

105:                                              ; preds = %90
  %106 = load i32, i32* %6, align 4
  %107 = load i32, i32* %7, align 4
  %108 = load i32, i32* %8, align 4
  %109 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i32 noundef %106, i32 noundef %107, i32 noundef %108)
  br label %110

110:                                              ; preds = %105, %90
  br label %111

111:                                              ; preds = %110
  %112 = load i32, i32* %8, align 4
  %113 = add nsw i32 %112, 1
  store i32 %113, i32* %8, align 4
  br label %87, !llvm.loop !10

114:                                              ; preds = %87
  br label %115

115:                                              ; preds = %114
  %116 = load i32, i32* %7, align 4
  %117 = add nsw i32 %116, 1
  store i32 %117, i32* %7, align 4
  br label %83, !llvm.loop !11

118:                                              ; preds = %83
  br label %119

119:                                              ; preds = %118
  %120 = load i32, i32* %6, align 4
  %121 = add nsw i32 %120, 1
  store i32 %121, i32* %6, align 4
  br label %79, !llvm.loop !12

122:                                              ; preds = %79
  %123 = load i32, i32* @g_47, align 4
  %124 = sext i32 %123 to i64
  %125 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %124, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.9, i64 0, i64 0), i32 noundef %125)
  %126 = load i32, i32* @g_71, align 4
  %127 = zext i32 %126 to i64
  %128 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %127, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i64 0, i64 0), i32 noundef %128)
  %129 = load i64, i64* @g_73, align 8
  %130 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %129, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.11, i64 0, i64 0), i32 noundef %130)
  store i32 0, i32* %6, align 4
  br label %131

131:                                              ; preds = %147, %122
  %132 = load i32, i32* %6, align 4
  %133 = icmp slt i32 %132, 6
  br i1 %133, label %134, label %150

134:                                              ; preds = %131
  %135 = load i32, i32* %6, align 4
  %136 = sext i32 %135 to i64
  %137 = getelementptr inbounds [6 x i8], [6 x i8]* @g_107, i64 0, i64 %136
  %138 = load i8, i8* %137, align 1
  %139 = sext i8 %138 to i64
  %140 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %139, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.12, i64 0, i64 0), i32 noundef %140)
  %141 = load i32, i32* %9, align 4
  %142 = icmp ne i32 %141, 0
  br i1 %142, label %143, label %146

143:                                              ; preds = %134
  %144 = load i32, i32* %6, align 4
  %145 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.13, i64 0, i64 0), i32 noundef %144)
  br label %146

146:                                              ; preds = %143, %134
  br label %147

147:                                              ; preds = %146
  %148 = load i32, i32* %6, align 4
  %149 = add nsw i32 %148, 1
  store i32 %149, i32* %6, align 4
  br label %131, !llvm.loop !13

150:                                              ; preds = %131
  %151 = load i32, i32* @g_108, align 4
  %152 = zext i32 %151 to i64
  %153 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %152, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i64 0, i64 0), i32 noundef %153)
  %154 = load i16, i16* @g_120, align 2
  %155 = zext i16 %154 to i64
  %156 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %155, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.15, i64 0, i64 0), i32 noundef %156)
  %157 = load i16, i16* @g_168, align 2
  %158 = zext i16 %157 to i64
  %159 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %158, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.16, i64 0, i64 0), i32 noundef %159)
  %160 = load i16, i16* @g_230, align 2
  %161 = sext i16 %160 to i64
  %162 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %161, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.17, i64 0, i64 0), i32 noundef %162)
  store i32 0, i32* %6, align 4
  br label %163

163:                                              ; preds = %179, %150
  %164 = load i32, i32* %6, align 4
  %165 = icmp slt i32 %164, 6
  br i1 %165, label %166, label %182

166:                                              ; preds = %163
  %167 = load i32, i32* %6, align 4
  %168 = sext i32 %167 to i64
  %169 = getelementptr inbounds [6 x i8], [6 x i8]* @g_233, i64 0, i64 %168
  %170 = load i8, i8* %169, align 1
  %171 = sext i8 %170 to i64
  %172 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %171, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0), i32 noundef %172)
  %173 = load i32, i32* %9, align 4
  %174 = icmp ne i32 %173, 0
  br i1 %174, label %175, label %178

175:                                              ; preds = %166
  %176 = load i32, i32* %6, align 4
  %177 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.13, i64 0, i64 0), i32 noundef %176)
  br label %178

178:                                              ; preds = %175, %166
  br label %179

179:                                              ; preds = %178
  %180 = load i32, i32* %6, align 4
  %181 = add nsw i32 %180, 1
  store i32 %181, i32* %6, align 4
  br label %163, !llvm.loop !14

182:                                              ; preds = %163
  store i32 0, i32* %6, align 4
  br label %183

183:                                              ; preds = %211, %182
  %184 = load i32, i32* %6, align 4
  %185 = icmp slt i32 %184, 2
  br i1 %185, label %186, label %214

186:                                              ; preds = %183
  store i32 0, i32* %7, align 4
  br label %187

187:                                              ; preds = %207, %186
  %188 = load i32, i32* %7, align 4
  %189 = icmp slt i32 %188, 9
  br i1 %189, label %190, label %210

190:                                              ; preds = %187
  %191 = load i32, i32* %6, align 4
  %192 = sext i32 %191 to i64
  %193 = getelementptr inbounds [2 x [9 x i8]], [2 x [9 x i8]]* @g_238, i64 0, i64 %192
  %194 = load i32, i32* %7, align 4
  %195 = sext i32 %194 to i64
  %196 = getelementptr inbounds [9 x i8], [9 x i8]* %193, i64 0, i64 %195
  %197 = load i8, i8* %196, align 1
  %198 = zext i8 %197 to i64
  %199 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %198, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.19, i64 0, i64 0), i32 noundef %199)
  %200 = load i32, i32* %9, align 4
  %201 = icmp ne i32 %200, 0
  br i1 %201, label %202, label %206

202:                                              ; preds = %190
  %203 = load i32, i32* %6, align 4
  %204 = load i32, i32* %7, align 4
  %205 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.20, i64 0, i64 0), i32 noundef %203, i32 noundef %204)
  br label %206

206:                                              ; preds = %202, %190
  br label %207

207:                                              ; preds = %206
  %208 = load i32, i32* %7, align 4
  %209 = add nsw i32 %208, 1
  store i32 %209, i32* %7, align 4
  br label %187, !llvm.loop !15

210:                                              ; preds = %187
  br label %211

211:                                              ; preds = %210
  %212 = load i32, i32* %6, align 4
  %213 = add nsw i32 %212, 1
  store i32 %213, i32* %6, align 4
  br label %183, !llvm.loop !16

214:                                              ; preds = %183
  store i32 0, i32* %6, align 4
  br label %215

215:                                              ; preds = %231, %214
  %216 = load i32, i32* %6, align 4
  %217 = icmp slt i32 %216, 4
  br i1 %217, label %218, label %234

218:                                              ; preds = %215
  %219 = load i32, i32* %6, align 4
  %220 = sext i32 %219 to i64
  %221 = getelementptr inbounds [4 x i32], [4 x i32]* @g_239, i64 0, i64 %220
  %222 = load i32, i32* %221, align 4
  %223 = zext i32 %222 to i64
  %224 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %223, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.21, i64 0, i64 0), i32 noundef %224)
  %225 = load i32, i32* %9, align 4
  %226 = icmp ne i32 %225, 0
  br i1 %226, label %227, label %230

227:                                              ; preds = %218
  %228 = load i32, i32* %6, align 4
  %229 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.13, i64 0, i64 0), i32 noundef %228)
  br label %230

230:                                              ; preds = %227, %218
  br label %231

231:                                              ; preds = %230
  %232 = load i32, i32* %6, align 4
  %233 = add nsw i32 %232, 1
  store i32 %233, i32* %6, align 4
  br label %215, !llvm.loop !17

234:                                              ; preds = %215
  store i32 0, i32* %6, align 4
  br label %235

235:                                              ; preds = %274, %234
  %236 = load i32, i32* %6, align 4
  %237 = icmp slt i32 %236, 1
  br i1 %237, label %238, label %277

238:                                              ; preds = %235
  store i32 0, i32* %7, align 4
  br label %239

239:                                              ; preds = %270, %238
  %240 = load i32, i32* %7, align 4
  %241 = icmp slt i32 %240, 9
  br i1 %241, label %242, label %273

242:                                              ; preds = %239
  store i32 0, i32* %8, align 4
  br label %243

243:                                              ; preds = %266, %242
  %244 = load i32, i32* %8, align 4
  %245 = icmp slt i32 %244, 7
  br i1 %245, label %246, label %269

246:                                              ; preds = %243
  %247 = load i32, i32* %6, align 4
  %248 = sext i32 %247 to i64
  %249 = getelementptr inbounds [1 x [9 x [7 x i64]]], [1 x [9 x [7 x i64]]]* @g_242, i64 0, i64 %248
  %250 = load i32, i32* %7, align 4
  %251 = sext i32 %250 to i64
  %252 = getelementptr inbounds [9 x [7 x i64]], [9 x [7 x i64]]* %249, i64 0, i64 %251
  %253 = load i32, i32* %8, align 4
  %254 = sext i32 %253 to i64
  %255 = getelementptr inbounds [7 x i64], [7 x i64]* %252, i64 0, i64 %254
  %256 = load i64, i64* %255, align 8
  %257 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %256, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.22, i64 0, i64 0), i32 noundef %257)
  %258 = load i32, i32* %9, align 4
  %259 = icmp ne i32 %258, 0
  br i1 %259, label %260, label %265

260:                                              ; preds = %246
  %261 = load i32, i32* %6, align 4
  %262 = load i32, i32* %7, align 4
  %263 = load i32, i32* %8, align 4
  %264 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i32 noundef %261, i32 noundef %262, i32 noundef %263)
  br label %265

265:                                              ; preds = %260, %246
  br label %266

266:                                              ; preds = %265
  %267 = load i32, i32* %8, align 4
  %268 = add nsw i32 %267, 1
  store i32 %268, i32* %8, align 4
  br label %243, !llvm.loop !18

269:                                              ; preds = %243
  br label %270

270:                                              ; preds = %269
  %271 = load i32, i32* %7, align 4
  %272 = add nsw i32 %271, 1
  store i32 %272, i32* %7, align 4
  br label %239, !llvm.loop !19

273:                                              ; preds = %239
  br label %274

274:                                              ; preds = %273
  %275 = load i32, i32* %6, align 4
  %276 = add nsw i32 %275, 1
  store i32 %276, i32* %6, align 4
  br label %235, !llvm.loop !20

277:                                              ; preds = %235
  %278 = load i32, i32* @g_270, align 4
  %279 = sext i32 %278 to i64
  %280 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %279, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.23, i64 0, i64 0), i32 noundef %280)
  %281 = load i32, i32* @g_394, align 4
  %282 = sext i32 %281 to i64
  %283 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %282, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.24, i64 0, i64 0), i32 noundef %283)
  %284 = load i32, i32* @g_445, align 4
  %285 = zext i32 %284 to i64
  %286 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %285, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.25, i64 0, i64 0), i32 noundef %286)
  %287 = load i32, i32* @g_515, align 4
  %288 = zext i32 %287 to i64
  %289 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %288, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.26, i64 0, i64 0), i32 noundef %289)
  %290 = load i64, i64* @g_524, align 8
  %291 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %290, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.27, i64 0, i64 0), i32 noundef %291)
  store i32 0, i32* %6, align 4
  br label %292

292:                                              ; preds = %320, %277
  %293 = load i32, i32* %6, align 4
  %294 = icmp slt i32 %293, 1
  br i1 %294, label %295, label %323

295:                                              ; preds = %292
  store i32 0, i32* %7, align 4
  br label %296

296:                                              ; preds = %316, %295
  %297 = load i32, i32* %7, align 4
  %298 = icmp slt i32 %297, 4
  br i1 %298, label %299, label %319

299:                                              ; preds = %296
  %300 = load i32, i32* %6, align 4
  %301 = sext i32 %300 to i64
  %302 = getelementptr inbounds [1 x [4 x i16]], [1 x [4 x i16]]* @g_554, i64 0, i64 %301
  %303 = load i32, i32* %7, align 4
  %304 = sext i32 %303 to i64
  %305 = getelementptr inbounds [4 x i16], [4 x i16]* %302, i64 0, i64 %304
  %306 = load i16, i16* %305, align 2
  %307 = zext i16 %306 to i64
  %308 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %307, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.28, i64 0, i64 0), i32 noundef %308)
  %309 = load i32, i32* %9, align 4
  %310 = icmp ne i32 %309, 0
  br i1 %310, label %311, label %315

311:                                              ; preds = %299
  %312 = load i32, i32* %6, align 4
  %313 = load i32, i32* %7, align 4
  %314 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.20, i64 0, i64 0), i32 noundef %312, i32 noundef %313)
  br label %315

315:                                              ; preds = %311, %299
  br label %316

316:                                              ; preds = %315
  %317 = load i32, i32* %7, align 4
  %318 = add nsw i32 %317, 1
  store i32 %318, i32* %7, align 4
  br label %296, !llvm.loop !21

319:                                              ; preds = %296
  br label %320

320:                                              ; preds = %319
  %321 = load i32, i32* %6, align 4
  %322 = add nsw i32 %321, 1
  store i32 %322, i32* %6, align 4
  br label %292, !llvm.loop !22

323:                                              ; preds = %292
  %324 = load i8, i8* getelementptr inbounds ({ i8, [3 x i8] }, { i8, [3 x i8] }* @g_577, i32 0, i32 0), align 4
  %325 = sext i8 %324 to i64
  %326 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %325, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.29, i64 0, i64 0), i32 noundef %326)
  %327 = load i64, i64* @g_651, align 8
  %328 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %327, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.30, i64 0, i64 0), i32 noundef %328)
  %329 = load i64, i64* @g_653, align 8
  %330 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %329, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.31, i64 0, i64 0), i32 noundef %330)
  %331 = load i64, i64* @g_702, align 8
  %332 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %331, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.32, i64 0, i64 0), i32 noundef %332)
  %333 = load i64, i64* @g_704, align 8
  %334 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %333, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.33, i64 0, i64 0), i32 noundef %334)
  %335 = load volatile i8, i8* @g_746, align 1
  %336 = sext i8 %335 to i64
  %337 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %336, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.34, i64 0, i64 0), i32 noundef %337)
  %338 = load i16, i16* @g_764, align 2
  %339 = sext i16 %338 to i64
  %340 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %339, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.35, i64 0, i64 0), i32 noundef %340)
  store i32 0, i32* %6, align 4
  br label %341

341:                                              ; preds = %356, %323
  %342 = load i32, i32* %6, align 4
  %343 = icmp slt i32 %342, 5
  br i1 %343, label %344, label %359

344:                                              ; preds = %341
  %345 = load i32, i32* %6, align 4
  %346 = sext i32 %345 to i64
  %347 = getelementptr inbounds [5 x i64], [5 x i64]* @g_765, i64 0, i64 %346
  %348 = load i64, i64* %347, align 8
  %349 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %348, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.36, i64 0, i64 0), i32 noundef %349)
  %350 = load i32, i32* %9, align 4
  %351 = icmp ne i32 %350, 0
  br i1 %351, label %352, label %355

352:                                              ; preds = %344
  %353 = load i32, i32* %6, align 4
  %354 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.13, i64 0, i64 0), i32 noundef %353)
  br label %355

355:                                              ; preds = %352, %344
  br label %356

356:                                              ; preds = %355
  %357 = load i32, i32* %6, align 4
  %358 = add nsw i32 %357, 1
  store i32 %358, i32* %6, align 4
  br label %341, !llvm.loop !23

359:                                              ; preds = %341
  %360 = load i8, i8* @g_784, align 1
  %361 = zext i8 %360 to i64
  %362 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %361, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.37, i64 0, i64 0), i32 noundef %362)
  %363 = load i8, i8* @g_787, align 1
  %364 = zext i8 %363 to i64
  %365 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %364, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.38, i64 0, i64 0), i32 noundef %365)
  %366 = load i32, i32* @g_794, align 4
  %367 = sext i32 %366 to i64
  %368 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %367, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.39, i64 0, i64 0), i32 noundef %368)
  %369 = load i8, i8* @g_795, align 1
  %370 = sext i8 %369 to i64
  %371 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %370, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.40, i64 0, i64 0), i32 noundef %371)
  %372 = load i32, i32* @g_799, align 4
  %373 = sext i32 %372 to i64
  %374 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %373, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.41, i64 0, i64 0), i32 noundef %374)
  store i32 0, i32* %6, align 4
  br label %375

375:                                              ; preds = %391, %359
  %376 = load i32, i32* %6, align 4
  %377 = icmp slt i32 %376, 7
  br i1 %377, label %378, label %394

378:                                              ; preds = %375
  %379 = load i32, i32* %6, align 4
  %380 = sext i32 %379 to i64
  %381 = getelementptr inbounds [7 x i32], [7 x i32]* @g_1053, i64 0, i64 %380
  %382 = load i32, i32* %381, align 4
  %383 = zext i32 %382 to i64
  %384 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %383, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.42, i64 0, i64 0), i32 noundef %384)
  %385 = load i32, i32* %9, align 4
  %386 = icmp ne i32 %385, 0
  br i1 %386, label %387, label %390

387:                                              ; preds = %378
  %388 = load i32, i32* %6, align 4
  %389 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.13, i64 0, i64 0), i32 noundef %388)
  br label %390

390:                                              ; preds = %387, %378
  br label %391

391:                                              ; preds = %390
  %392 = load i32, i32* %6, align 4
  %393 = add nsw i32 %392, 1
  store i32 %393, i32* %6, align 4
  br label %375, !llvm.loop !24

394:                                              ; preds = %375
  %395 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef 718409539, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i32 noundef %395)
  %396 = load i16, i16* @g_1138, align 2
  %397 = sext i16 %396 to i64
  %398 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %397, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.44, i64 0, i64 0), i32 noundef %398)
  %399 = load i64, i64* @g_1140, align 8
  %400 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %399, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.45, i64 0, i64 0), i32 noundef %400)
  %401 = load i32, i32* @g_1172, align 4
  %402 = zext i32 %401 to i64
  %403 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %402, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.46, i64 0, i64 0), i32 noundef %403)
  store i32 0, i32* %6, align 4
  br label %404

404:                                              ; preds = %420, %394
  %405 = load i32, i32* %6, align 4
  %406 = icmp slt i32 %405, 3
  br i1 %406, label %407, label %423

407:                                              ; preds = %404
  %408 = load i32, i32* %6, align 4
  %409 = sext i32 %408 to i64
  %410 = getelementptr inbounds [3 x i8], [3 x i8]* @g_1177, i64 0, i64 %409
  %411 = load volatile i8, i8* %410, align 1
  %412 = sext i8 %411 to i64
  %413 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %412, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.47, i64 0, i64 0), i32 noundef %413)
  %414 = load i32, i32* %9, align 4
  %415 = icmp ne i32 %414, 0
  br i1 %415, label %416, label %419

416:                                              ; preds = %407
  %417 = load i32, i32* %6, align 4
  %418 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.13, i64 0, i64 0), i32 noundef %417)
  br label %419

419:                                              ; preds = %416, %407
  br label %420

420:                                              ; preds = %419
  %421 = load i32, i32* %6, align 4
  %422 = add nsw i32 %421, 1
  store i32 %422, i32* %6, align 4
  br label %404, !llvm.loop !25

423:                                              ; preds = %404
  %424 = load i32, i32* @g_1208, align 4
  %425 = sext i32 %424 to i64
  %426 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %425, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.48, i64 0, i64 0), i32 noundef %426)
  store i32 0, i32* %6, align 4
  br label %427

427:                                              ; preds = %467, %423
  %428 = load i32, i32* %6, align 4
  %429 = icmp slt i32 %428, 4
  br i1 %429, label %430, label %470

430:                                              ; preds = %427
  store i32 0, i32* %7, align 4
  br label %431

431:                                              ; preds = %463, %430
  %432 = load i32, i32* %7, align 4
  %433 = icmp slt i32 %432, 1
  br i1 %433, label %434, label %466

434:                                              ; preds = %431
  store i32 0, i32* %8, align 4
  br label %435

435:                                              ; preds = %459, %434
  %436 = load i32, i32* %8, align 4
  %437 = icmp slt i32 %436, 2
  br i1 %437, label %438, label %462

438:                                              ; preds = %435
  %439 = load i32, i32* %6, align 4
  %440 = sext i32 %439 to i64
  %441 = getelementptr inbounds [4 x [1 x [2 x i32]]], [4 x [1 x [2 x i32]]]* @g_1210, i64 0, i64 %440
  %442 = load i32, i32* %7, align 4
  %443 = sext i32 %442 to i64
  %444 = getelementptr inbounds [1 x [2 x i32]], [1 x [2 x i32]]* %441, i64 0, i64 %443
  %445 = load i32, i32* %8, align 4
  %446 = sext i32 %445 to i64
  %447 = getelementptr inbounds [2 x i32], [2 x i32]* %444, i64 0, i64 %446
  %448 = load i32, i32* %447, align 4
  %449 = sext i32 %448 to i64
  %450 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %449, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.49, i64 0, i64 0), i32 noundef %450)
  %451 = load i32, i32* %9, align 4
  %452 = icmp ne i32 %451, 0
  br i1 %452, label %453, label %458

453:                                              ; preds = %438
  %454 = load i32, i32* %6, align 4
  %455 = load i32, i32* %7, align 4
  %456 = load i32, i32* %8, align 4
  %457 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i32 noundef %454, i32 noundef %455, i32 noundef %456)
  br label %458

458:                                              ; preds = %453, %438
  br label %459

459:                                              ; preds = %458
  %460 = load i32, i32* %8, align 4
  %461 = add nsw i32 %460, 1
  store i32 %461, i32* %8, align 4
  br label %435, !llvm.loop !26

462:                                              ; preds = %435
  br label %463

463:                                              ; preds = %462
  %464 = load i32, i32* %7, align 4
  %465 = add nsw i32 %464, 1
  store i32 %465, i32* %7, align 4
  br label %431, !llvm.loop !27

466:                                              ; preds = %431
  br label %467

467:                                              ; preds = %466
  %468 = load i32, i32* %6, align 4
  %469 = add nsw i32 %468, 1
  store i32 %469, i32* %6, align 4
  br label %427, !llvm.loop !28

470:                                              ; preds = %427
  %471 = load i8, i8* @g_1219, align 1
  %472 = zext i8 %471 to i64
  %473 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %472, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.50, i64 0, i64 0), i32 noundef %473)
  %474 = load i16, i16* @g_1224, align 2
  %475 = sext i16 %474 to i64
  %476 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %475, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.51, i64 0, i64 0), i32 noundef %476)
  store i32 0, i32* %6, align 4
  br label %477

477:                                              ; preds = %517, %470
  %478 = load i32, i32* %6, align 4
  %479 = icmp slt i32 %478, 7
  br i1 %479, label %480, label %520

480:                                              ; preds = %477
  store i32 0, i32* %7, align 4
  br label %481

481:                                              ; preds = %513, %480
  %482 = load i32, i32* %7, align 4
  %483 = icmp slt i32 %482, 10
  br i1 %483, label %484, label %516

484:                                              ; preds = %481
  store i32 0, i32* %8, align 4
  br label %485

485:                                              ; preds = %509, %484
  %486 = load i32, i32* %8, align 4
  %487 = icmp slt i32 %486, 1
  br i1 %487, label %488, label %512

488:                                              ; preds = %485
  %489 = load i32, i32* %6, align 4
  %490 = sext i32 %489 to i64
  %491 = getelementptr inbounds [7 x [10 x [1 x i32]]], [7 x [10 x [1 x i32]]]* @g_1375, i64 0, i64 %490
  %492 = load i32, i32* %7, align 4
  %493 = sext i32 %492 to i64
  %494 = getelementptr inbounds [10 x [1 x i32]], [10 x [1 x i32]]* %491, i64 0, i64 %493
  %495 = load i32, i32* %8, align 4
  %496 = sext i32 %495 to i64
  %497 = getelementptr inbounds [1 x i32], [1 x i32]* %494, i64 0, i64 %496
  %498 = load i32, i32* %497, align 4
  %499 = zext i32 %498 to i64
  %500 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %499, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.52, i64 0, i64 0), i32 noundef %500)
  %501 = load i32, i32* %9, align 4
  %502 = icmp ne i32 %501, 0
  br i1 %502, label %503, label %508

503:                                              ; preds = %488
  %504 = load i32, i32* %6, align 4
  %505 = load i32, i32* %7, align 4
  %506 = load i32, i32* %8, align 4
  %507 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i32 noundef %504, i32 noundef %505, i32 noundef %506)
  br label %508

508:                                              ; preds = %503, %488
  br label %509

509:                                              ; preds = %508
  %510 = load i32, i32* %8, align 4
  %511 = add nsw i32 %510, 1
  store i32 %511, i32* %8, align 4
  br label %485, !llvm.loop !29

512:                                              ; preds = %485
  br label %513

513:                                              ; preds = %512
  %514 = load i32, i32* %7, align 4
  %515 = add nsw i32 %514, 1
  store i32 %515, i32* %7, align 4
  br label %481, !llvm.loop !30

516:                                              ; preds = %481
  br label %517

517:                                              ; preds = %516
  %518 = load i32, i32* %6, align 4
  %519 = add nsw i32 %518, 1
  store i32 %519, i32* %6, align 4
  br label %477, !llvm.loop !31

520:                                              ; preds = %477
  %521 = load i8, i8* getelementptr inbounds ({ i8, [3 x i8] }, { i8, [3 x i8] }* @g_1399, i32 0, i32 0), align 4
  %522 = sext i8 %521 to i64
  %523 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %522, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.53, i64 0, i64 0), i32 noundef %523)
  %524 = load volatile i64, i64* @g_1428, align 8
  %525 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %524, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.54, i64 0, i64 0), i32 noundef %525)
  %526 = load volatile i8, i8* getelementptr inbounds ({ i8, [3 x i8] }, { i8, [3 x i8] }* @g_1485, i32 0, i32 0), align 4
  %527 = sext i8 %526 to i64
  %528 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %527, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.55, i64 0, i64 0), i32 noundef %528)
  %529 = load i8, i8* @g_1571, align 1
  %530 = zext i8 %529 to i64
  %531 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %530, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.56, i64 0, i64 0), i32 noundef %531)
  %532 = load i32, i32* @crc32_context, align 4
  %533 = zext i32 %532 to i64
  %534 = xor i64 %533, 4294967295
  %535 = trunc i64 %534 to i32
  %536 = load i32, i32* %9, align 4
  call void @platform_main_end(i32 noundef %535, i32 noundef %536)
  ret i32 0
}

; Function Attrs: nounwind readonly willreturn
declare i32 @strcmp(i8* noundef, i8* noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @platform_main_begin() #0 {
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_gentab() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 -306674912, i32* %2, align 4
  store i32 0, i32* %3, align 4
  br label %5

5:                                                ; preds = %33, %0
  %6 = load i32, i32* %3, align 4
  %7 = icmp slt i32 %6, 256
  br i1 %7, label %8, label %36

8:                                                ; preds = %5
  %9 = load i32, i32* %3, align 4
  store i32 %9, i32* %1, align 4
  store i32 8, i32* %4, align 4
  br label %10

10:                                               ; preds = %25, %8
  %11 = load i32, i32* %4, align 4
  %12 = icmp sgt i32 %11, 0
  br i1 %12, label %13, label %28

13:                                               ; preds = %10
  %14 = load i32, i32* %1, align 4
  %15 = and i32 %14, 1
  %16 = icmp ne i32 %15, 0
  br i1 %16, label %17, label %21

17:                                               ; preds = %13
  %18 = load i32, i32* %1, align 4
  %19 = lshr i32 %18, 1
  %20 = xor i32 %19, -306674912
  store i32 %20, i32* %1, align 4
  br label %24

21:                                               ; preds = %13
  %22 = load i32, i32* %1, align 4
  %23 = lshr i32 %22, 1
  store i32 %23, i32* %1, align 4
  br label %24

24:                                               ; preds = %21, %17
  br label %25

25:                                               ; preds = %24
  %26 = load i32, i32* %4, align 4
  %27 = add nsw i32 %26, -1
  store i32 %27, i32* %4, align 4
  br label %10, !llvm.loop !32

28:                                               ; preds = %10
  %29 = load i32, i32* %1, align 4
  %30 = load i32, i32* %3, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [256 x i32], [256 x i32]* @crc32_tab, i64 0, i64 %31
  store i32 %29, i32* %32, align 4
  br label %33

33:                                               ; preds = %28
  %34 = load i32, i32* %3, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, i32* %3, align 4
  br label %5, !llvm.loop !33

36:                                               ; preds = %5
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @func_1() #0 {
  %1 = alloca [10 x [10 x i32]], align 16
  %2 = alloca i32, align 4
  %3 = alloca [6 x [9 x i32*]], align 16
  %4 = alloca i32**, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i16, align 2
  %8 = alloca i8*, align 8
  %9 = alloca [9 x i32], align 16
  %10 = alloca i32, align 4
  %11 = bitcast [10 x [10 x i32]]* %1 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %11, i8* align 16 bitcast ([10 x [10 x i32]]* @__const.func_1.l_2 to i8*), i64 400, i1 false)
  store i32 8571789, i32* %2, align 4
  %12 = bitcast [6 x [9 x i32*]]* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %12, i8* align 16 bitcast ([6 x [9 x i32*]]* @__const.func_1.l_1587 to i8*), i64 432, i1 false)
  %13 = getelementptr inbounds [6 x [9 x i32*]], [6 x [9 x i32*]]* %3, i64 0, i64 5
  %14 = getelementptr inbounds [9 x i32*], [9 x i32*]* %13, i64 0, i64 0
  store i32** %14, i32*** %4, align 8
  store i32 0, i32* @g_4, align 4
  br label %15

15:                                               ; preds = %20, %0
  %16 = load i32, i32* @g_4, align 4
  %17 = icmp sle i32 %16, 9
  br i1 %17, label %18, label %23

18:                                               ; preds = %15
  store i16 -1, i16* %7, align 2
  store i8* @g_1571, i8** %8, align 8
  %19 = bitcast [9 x i32]* %9 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %19, i8* align 16 bitcast ([9 x i32]* @__const.func_1.l_1573 to i8*), i64 36, i1 false)
  br label %20

20:                                               ; preds = %18
  %21 = load i32, i32* @g_4, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, i32* @g_4, align 4
  br label %15, !llvm.loop !34

23:                                               ; preds = %15
  %24 = load i32***, i32**** @g_600, align 8
  %25 = load i32**, i32*** %24, align 8
  %26 = load volatile i32*, i32** %25, align 8
  %27 = load i32**, i32*** @g_601, align 8
  store volatile i32* %26, i32** %27, align 8
  %28 = load i64, i64* @g_1140, align 8
  ret i64 %28
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @transparent_crc(i64 noundef %0, i8* noundef %1, i32 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i8*, align 8
  %6 = alloca i32, align 4
  store i64 %0, i64* %4, align 8
  store i8* %1, i8** %5, align 8
  store i32 %2, i32* %6, align 4
  %7 = load i64, i64* %4, align 8
  call void @crc32_8bytes(i64 noundef %7)
  %8 = load i32, i32* %6, align 4
  %9 = icmp ne i32 %8, 0
  br i1 %9, label %10, label %16

10:                                               ; preds = %3
  %11 = load i8*, i8** %5, align 8
  %12 = load i32, i32* @crc32_context, align 4
  %13 = zext i32 %12 to i64
  %14 = xor i64 %13, 4294967295
  %15 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @.str.57, i64 0, i64 0), i8* noundef %11, i64 noundef %14)
  br label %16

16:                                               ; preds = %10, %3
  ret void
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @platform_main_end(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.61, i64 0, i64 0), i32 noundef %5)
  ret void
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_8bytes(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i64, i64* %2, align 8
  %4 = lshr i64 %3, 0
  %5 = and i64 %4, 255
  %6 = trunc i64 %5 to i8
  call void @crc32_byte(i8 noundef zeroext %6)
  %7 = load i64, i64* %2, align 8
  %8 = lshr i64 %7, 8
  %9 = and i64 %8, 255
  %10 = trunc i64 %9 to i8
  call void @crc32_byte(i8 noundef zeroext %10)
  %11 = load i64, i64* %2, align 8
  %12 = lshr i64 %11, 16
  %13 = and i64 %12, 255
  %14 = trunc i64 %13 to i8
  call void @crc32_byte(i8 noundef zeroext %14)
  %15 = load i64, i64* %2, align 8
  %16 = lshr i64 %15, 24
  %17 = and i64 %16, 255
  %18 = trunc i64 %17 to i8
  call void @crc32_byte(i8 noundef zeroext %18)
  %19 = load i64, i64* %2, align 8
  %20 = lshr i64 %19, 32
  %21 = and i64 %20, 255
  %22 = trunc i64 %21 to i8
  call void @crc32_byte(i8 noundef zeroext %22)
  %23 = load i64, i64* %2, align 8
  %24 = lshr i64 %23, 40
  %25 = and i64 %24, 255
  %26 = trunc i64 %25 to i8
  call void @crc32_byte(i8 noundef zeroext %26)
  %27 = load i64, i64* %2, align 8
  %28 = lshr i64 %27, 48
  %29 = and i64 %28, 255
  %30 = trunc i64 %29 to i8
  call void @crc32_byte(i8 noundef zeroext %30)
  %31 = load i64, i64* %2, align 8
  %32 = lshr i64 %31, 56
  %33 = and i64 %32, 255
  %34 = trunc i64 %33 to i8
  call void @crc32_byte(i8 noundef zeroext %34)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_byte(i8 noundef zeroext %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, i8* %2, align 1
  %3 = load i32, i32* @crc32_context, align 4
  %4 = lshr i32 %3, 8
  %5 = and i32 %4, 16777215
  %6 = load i32, i32* @crc32_context, align 4
  %7 = load i8, i8* %2, align 1
  %8 = zext i8 %7 to i32
  %9 = xor i32 %6, %8
  %10 = and i32 %9, 255
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds [256 x i32], [256 x i32]* @crc32_tab, i64 0, i64 %11
  %13 = load i32, i32* %12, align 4
  %14 = xor i32 %5, %13
  store i32 %14, i32* @crc32_context, align 4
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn }
attributes #4 = { nounwind readonly willreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
!21 = distinct !{!21, !7}
!22 = distinct !{!22, !7}
!23 = distinct !{!23, !7}
!24 = distinct !{!24, !7}
!25 = distinct !{!25, !7}
!26 = distinct !{!26, !7}
!27 = distinct !{!27, !7}
!28 = distinct !{!28, !7}
!29 = distinct !{!29, !7}
!30 = distinct !{!30, !7}
!31 = distinct !{!31, !7}
!32 = distinct !{!32, !7}
!33 = distinct !{!33, !7}
!34 = distinct !{!34, !7}

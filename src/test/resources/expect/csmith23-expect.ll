; ModuleID = 'csmith23-expect.c'
source_filename = "csmith23-expect.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"1\00", align 1
@g_2 = internal global i32 5, align 4
@.str.1 = private unnamed_addr constant [4 x i8] c"g_2\00", align 1
@g_36 = internal global i16 -8, align 2
@.str.2 = private unnamed_addr constant [5 x i8] c"g_36\00", align 1
@g_46 = internal global i16 8, align 2
@.str.3 = private unnamed_addr constant [5 x i8] c"g_46\00", align 1
@g_112 = internal global i8 90, align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"g_112\00", align 1
@g_117 = internal global i32 -10, align 4
@.str.5 = private unnamed_addr constant [6 x i8] c"g_117\00", align 1
@g_130 = internal global i32 767272048, align 4
@.str.6 = private unnamed_addr constant [6 x i8] c"g_130\00", align 1
@g_133 = internal global [6 x i64] [i64 -1, i64 -4197916625436544342, i64 -1, i64 -1, i64 -4197916625436544342, i64 -1], align 16
@.str.7 = private unnamed_addr constant [9 x i8] c"g_133[i]\00", align 1
@.str.8 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1
@g_138 = internal global [9 x i32] [i32 3, i32 8, i32 3, i32 3, i32 8, i32 3, i32 3, i32 8, i32 3], align 16
@.str.9 = private unnamed_addr constant [9 x i8] c"g_138[i]\00", align 1
@g_146 = internal global [10 x [5 x [1 x i64]]] [[5 x [1 x i64]] [[1 x i64] [i64 -5], [1 x i64] [i64 -7], [1 x i64] [i64 -2362780194652283108], [1 x i64] [i64 7], [1 x i64] [i64 -7]], [5 x [1 x i64]] [[1 x i64] [i64 1], [1 x i64] [i64 1], [1 x i64] [i64 -2362780194652283108], [1 x i64] [i64 -2362780194652283108], [1 x i64] [i64 1]], [5 x [1 x i64]] [[1 x i64] [i64 1], [1 x i64] [i64 -7], [1 x i64] [i64 7], [1 x i64] [i64 -2362780194652283108], [1 x i64] [i64 -7]], [5 x [1 x i64]] [[1 x i64] [i64 -5], [1 x i64] [i64 -7], [1 x i64] [i64 -2362780194652283108], [1 x i64] [i64 7], [1 x i64] [i64 -7]], [5 x [1 x i64]] [[1 x i64] [i64 1], [1 x i64] [i64 1], [1 x i64] [i64 -2362780194652283108], [1 x i64] [i64 -2362780194652283108], [1 x i64] [i64 1]], [5 x [1 x i64]] [[1 x i64] [i64 1], [1 x i64] [i64 -7], [1 x i64] [i64 7], [1 x i64] [i64 -2362780194652283108], [1 x i64] [i64 -7]], [5 x [1 x i64]] [[1 x i64] [i64 -5], [1 x i64] [i64 -5], [1 x i64] [i64 7], [1 x i64] [i64 -2590197887618354757], [1 x i64] [i64 -5]], [5 x [1 x i64]] [[1 x i64] [i64 7], [1 x i64] zeroinitializer, [1 x i64] [i64 7], [1 x i64] [i64 7], [1 x i64] zeroinitializer], [5 x [1 x i64]] [[1 x i64] [i64 7], [1 x i64] [i64 -5], [1 x i64] [i64 -2590197887618354757], [1 x i64] [i64 7], [1 x i64] [i64 -5]], [5 x [1 x i64]] [[1 x i64] [i64 -4456539243128253496], [1 x i64] [i64 -5], [1 x i64] [i64 7], [1 x i64] [i64 -2590197887618354757], [1 x i64] [i64 -5]]], align 16
@.str.10 = private unnamed_addr constant [15 x i8] c"g_146[i][j][k]\00", align 1
@.str.11 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1
@g_177 = internal global i64 -9, align 8
@.str.12 = private unnamed_addr constant [6 x i8] c"g_177\00", align 1
@g_192 = internal global i64 -4206356793372803899, align 8
@.str.13 = private unnamed_addr constant [6 x i8] c"g_192\00", align 1
@g_205 = internal global i16 -1, align 2
@.str.14 = private unnamed_addr constant [6 x i8] c"g_205\00", align 1
@g_256 = internal global i8 -1, align 1
@.str.15 = private unnamed_addr constant [6 x i8] c"g_256\00", align 1
@g_278 = internal global [5 x [6 x [8 x i32]]] [[6 x [8 x i32]] [[8 x i32] [i32 -609619379, i32 -1518014573, i32 429573146, i32 -1612058113, i32 -708075521, i32 1, i32 1188468723, i32 -3], [8 x i32] [i32 429573146, i32 -1335779214, i32 -372196975, i32 1188468723, i32 -1612058113, i32 1, i32 0, i32 0], [8 x i32] [i32 1, i32 -1518014573, i32 -978327991, i32 0, i32 -978327991, i32 -1518014573, i32 1, i32 558902872], [8 x i32] [i32 0, i32 429573146, i32 -1, i32 673426665, i32 0, i32 2, i32 -372196975, i32 -708075521], [8 x i32] [i32 140495895, i32 -372196975, i32 673426665, i32 -3, i32 0, i32 -609619379, i32 0, i32 0], [8 x i32] [i32 0, i32 -978327991, i32 -708075521, i32 -708075521, i32 -978327991, i32 0, i32 0, i32 140495895]], [6 x [8 x i32]] [[8 x i32] [i32 1, i32 -1, i32 140495895, i32 -1518014573, i32 -1612058113, i32 -1995391767, i32 2, i32 -1239747684], [8 x i32] [i32 429573146, i32 673426665, i32 0, i32 -1518014573, i32 -708075521, i32 140495895, i32 -1335779214, i32 140495895], [8 x i32] [i32 -609619379, i32 -708075521, i32 1188468723, i32 -708075521, i32 -609619379, i32 -372196975, i32 -1612058113, i32 0], [8 x i32] [i32 -1612058113, i32 140495895, i32 -1995391767, i32 -3, i32 0, i32 -1, i32 0, i32 -708075521], [8 x i32] [i32 1188468723, i32 0, i32 -1995391767, i32 673426665, i32 558902872, i32 -1612058113, i32 -1612058113, i32 558902872], [8 x i32] [i32 0, i32 1188468723, i32 1188468723, i32 0, i32 -1518014573, i32 -1239747684, i32 -1335779214, i32 0]], [6 x [8 x i32]] [[8 x i32] [i32 673426665, i32 -1995391767, i32 0, i32 1188468723, i32 -1239747684, i32 -978327991, i32 2, i32 -3], [8 x i32] [i32 -3, i32 -1995391767, i32 140495895, i32 -1612058113, i32 0, i32 -1518014573, i32 0, i32 429573146], [8 x i32] [i32 558902872, i32 -9, i32 558902872, i32 140495895, i32 -978327991, i32 429573146, i32 2, i32 0], [8 x i32] [i32 1188468723, i32 0, i32 -1612058113, i32 -609619379, i32 -9, i32 -372196975, i32 -978327991, i32 673426665], [8 x i32] [i32 1188468723, i32 -1, i32 -372196975, i32 -1995391767, i32 -978327991, i32 -978327991, i32 -1995391767, i32 -372196975], [8 x i32] [i32 558902872, i32 558902872, i32 -1335779214, i32 -708075521, i32 0, i32 -1, i32 0, i32 -3]], [6 x [8 x i32]] [[8 x i32] [i32 0, i32 -1612058113, i32 -978327991, i32 -1, i32 -1518014573, i32 673426665, i32 -9, i32 -3], [8 x i32] [i32 -1612058113, i32 -372196975, i32 -609619379, i32 -708075521, i32 1188468723, i32 -708075521, i32 -609619379, i32 -372196975], [8 x i32] [i32 2, i32 -1335779214, i32 1188468723, i32 -1995391767, i32 -1239747684, i32 140495895, i32 -372196975, i32 673426665], [8 x i32] [i32 -9, i32 -978327991, i32 -3, i32 -609619379, i32 2, i32 0, i32 -372196975, i32 0], [8 x i32] [i32 429573146, i32 -609619379, i32 1188468723, i32 140495895, i32 140495895, i32 1188468723, i32 -609619379, i32 429573146], [8 x i32] [i32 140495895, i32 1188468723, i32 -609619379, i32 429573146, i32 558902872, i32 -1995391767, i32 -9, i32 0]], [6 x [8 x i32]] [[8 x i32] [i32 -609619379, i32 -3, i32 -978327991, i32 -9, i32 429573146, i32 -1995391767, i32 0, i32 -708075521], [8 x i32] [i32 -1995391767, i32 1188468723, i32 -1335779214, i32 2, i32 -1335779214, i32 1188468723, i32 -1995391767, i32 -1239747684], [8 x i32] [i32 -708075521, i32 -609619379, i32 -372196975, i32 -1612058113, i32 0, i32 0, i32 -978327991, i32 558902872], [8 x i32] [i32 -1, i32 -978327991, i32 -1612058113, i32 0, i32 0, i32 140495895, i32 2, i32 2], [8 x i32] [i32 -708075521, i32 -1335779214, i32 558902872, i32 558902872, i32 -1335779214, i32 -708075521, i32 0, i32 -1], [8 x i32] [i32 -1995391767, i32 -372196975, i32 -1, i32 1188468723, i32 429573146, i32 673426665, i32 0, i32 -1518014573]]], align 16
@.str.16 = private unnamed_addr constant [15 x i8] c"g_278[i][j][k]\00", align 1
@g_329 = internal global [10 x i16] [i16 -3, i16 -3, i16 -3, i16 -3, i16 -3, i16 -3, i16 -3, i16 -3, i16 -3, i16 -3], align 16
@.str.17 = private unnamed_addr constant [9 x i8] c"g_329[i]\00", align 1
@g_330 = internal global i64 2, align 8
@.str.18 = private unnamed_addr constant [6 x i8] c"g_330\00", align 1
@g_345 = internal global i32 1, align 4
@.str.19 = private unnamed_addr constant [6 x i8] c"g_345\00", align 1
@g_347 = internal global i32 0, align 4
@.str.20 = private unnamed_addr constant [6 x i8] c"g_347\00", align 1
@g_416 = internal global i16 6, align 2
@.str.21 = private unnamed_addr constant [6 x i8] c"g_416\00", align 1
@g_518 = internal global i16 0, align 2
@.str.22 = private unnamed_addr constant [6 x i8] c"g_518\00", align 1
@g_573 = internal global i32 -503644153, align 4
@.str.23 = private unnamed_addr constant [6 x i8] c"g_573\00", align 1
@g_602 = internal global [1 x i8] c"\01", align 1
@.str.24 = private unnamed_addr constant [9 x i8] c"g_602[i]\00", align 1
@g_616 = internal global i8 -35, align 1
@.str.25 = private unnamed_addr constant [6 x i8] c"g_616\00", align 1
@g_658 = internal global i8 95, align 1
@.str.26 = private unnamed_addr constant [6 x i8] c"g_658\00", align 1
@g_703 = internal global i8 0, align 1
@.str.27 = private unnamed_addr constant [6 x i8] c"g_703\00", align 1
@g_904 = internal global i32 944577717, align 4
@.str.28 = private unnamed_addr constant [6 x i8] c"g_904\00", align 1
@g_937 = internal global i32 0, align 4
@.str.29 = private unnamed_addr constant [6 x i8] c"g_937\00", align 1
@g_1173 = internal global i32 147722819, align 4
@.str.30 = private unnamed_addr constant [7 x i8] c"g_1173\00", align 1
@g_1393 = internal global i8 -1, align 1
@.str.31 = private unnamed_addr constant [7 x i8] c"g_1393\00", align 1
@g_1394 = internal global i32 -1786555426, align 4
@.str.32 = private unnamed_addr constant [7 x i8] c"g_1394\00", align 1
@g_1488 = internal global i8 19, align 1
@.str.33 = private unnamed_addr constant [7 x i8] c"g_1488\00", align 1
@g_1559 = internal global i32 147407243, align 4
@.str.34 = private unnamed_addr constant [7 x i8] c"g_1559\00", align 1
@g_1591 = internal global i16 15459, align 2
@.str.35 = private unnamed_addr constant [7 x i8] c"g_1591\00", align 1
@g_2062 = internal global [7 x [6 x [2 x i32]]] [[6 x [2 x i32]] [[2 x i32] [i32 1, i32 1], [2 x i32] [i32 1, i32 1], [2 x i32] [i32 1, i32 1], [2 x i32] [i32 1, i32 1], [2 x i32] [i32 1, i32 1], [2 x i32] [i32 1, i32 1]], [6 x [2 x i32]] [[2 x i32] [i32 1, i32 1], [2 x i32] [i32 1, i32 1], [2 x i32] [i32 1, i32 1], [2 x i32] [i32 1, i32 1], [2 x i32] [i32 1, i32 1], [2 x i32] [i32 1, i32 1]], [6 x [2 x i32]] [[2 x i32] [i32 1, i32 1], [2 x i32] [i32 1, i32 1], [2 x i32] [i32 1, i32 1], [2 x i32] [i32 1, i32 1], [2 x i32] [i32 1, i32 1], [2 x i32] [i32 1, i32 1]], [6 x [2 x i32]] [[2 x i32] [i32 1, i32 1], [2 x i32] [i32 1, i32 1], [2 x i32] [i32 1, i32 1], [2 x i32] [i32 1, i32 1], [2 x i32] [i32 1, i32 1], [2 x i32] [i32 1, i32 1]], [6 x [2 x i32]] [[2 x i32] [i32 1, i32 1], [2 x i32] [i32 1, i32 1], [2 x i32] [i32 1, i32 1], [2 x i32] [i32 1, i32 1], [2 x i32] [i32 1, i32 1], [2 x i32] [i32 1, i32 1]], [6 x [2 x i32]] [[2 x i32] [i32 1, i32 1], [2 x i32] [i32 1, i32 1], [2 x i32] [i32 1, i32 1], [2 x i32] [i32 1, i32 1], [2 x i32] [i32 1, i32 1], [2 x i32] [i32 1, i32 1]], [6 x [2 x i32]] [[2 x i32] [i32 1, i32 1], [2 x i32] [i32 1, i32 1], [2 x i32] [i32 1, i32 1], [2 x i32] [i32 1, i32 1], [2 x i32] [i32 1, i32 1], [2 x i32] [i32 1, i32 1]]], align 16
@.str.36 = private unnamed_addr constant [16 x i8] c"g_2062[i][j][k]\00", align 1
@g_2158 = internal global i8 -96, align 1
@.str.37 = private unnamed_addr constant [7 x i8] c"g_2158\00", align 1
@.str.38 = private unnamed_addr constant [7 x i8] c"g_2245\00", align 1
@g_2509 = internal global i16 -10, align 2
@.str.39 = private unnamed_addr constant [7 x i8] c"g_2509\00", align 1
@g_2591 = internal global [6 x [1 x [5 x i16]]] [[1 x [5 x i16]] [[5 x i16] [i16 -8, i16 0, i16 0, i16 -8, i16 -8]], [1 x [5 x i16]] [[5 x i16] [i16 1, i16 1, i16 1, i16 1, i16 1]], [1 x [5 x i16]] [[5 x i16] [i16 -8, i16 -8, i16 0, i16 0, i16 -8]], [1 x [5 x i16]] [[5 x i16] [i16 -25375, i16 1, i16 -25375, i16 1, i16 -25375]], [1 x [5 x i16]] [[5 x i16] [i16 -8, i16 0, i16 0, i16 -8, i16 -8]], [1 x [5 x i16]] [[5 x i16] [i16 1, i16 1, i16 1, i16 1, i16 1]]], align 16
@.str.40 = private unnamed_addr constant [16 x i8] c"g_2591[i][j][k]\00", align 1
@g_2841 = internal global i8 0, align 1
@.str.41 = private unnamed_addr constant [7 x i8] c"g_2841\00", align 1
@g_2913 = internal global i16 4, align 2
@.str.42 = private unnamed_addr constant [7 x i8] c"g_2913\00", align 1
@g_2922 = internal global i32 -8, align 4
@.str.43 = private unnamed_addr constant [7 x i8] c"g_2922\00", align 1
@g_2957 = internal global [3 x i32] [i32 -1788785982, i32 -1788785982, i32 -1788785982], align 4
@.str.44 = private unnamed_addr constant [10 x i8] c"g_2957[i]\00", align 1
@.str.45 = private unnamed_addr constant [7 x i8] c"g_2994\00", align 1
@g_3035 = internal global i32 -1, align 4
@.str.46 = private unnamed_addr constant [7 x i8] c"g_3035\00", align 1
@g_3322 = internal global i32 331337561, align 4
@.str.47 = private unnamed_addr constant [7 x i8] c"g_3322\00", align 1
@crc32_context = internal global i32 -1, align 4
@crc32_tab = internal global [256 x i32] zeroinitializer, align 16
@g_979 = internal global i32* @g_345, align 8
@g_2065 = internal global i16** @g_45, align 8
@__const.func_1.l_2932 = private unnamed_addr constant [3 x [6 x i8]] [[6 x i8] c"B\91\91B\19B", [6 x i8] c"B\19B\91\91B", [6 x i8] c"\B2\B2\91\F9\91\B2"], align 16
@__const.func_1.l_3102 = private unnamed_addr constant [5 x [6 x [3 x i32]]] [[6 x [3 x i32]] [[3 x i32] [i32 1856772962, i32 1856772962, i32 729861167], [3 x i32] [i32 1856772962, i32 1856772962, i32 729861167], [3 x i32] [i32 1856772962, i32 1856772962, i32 729861167], [3 x i32] [i32 1856772962, i32 1856772962, i32 729861167], [3 x i32] [i32 1856772962, i32 1856772962, i32 729861167], [3 x i32] [i32 1856772962, i32 1856772962, i32 729861167]], [6 x [3 x i32]] [[3 x i32] [i32 1856772962, i32 1856772962, i32 729861167], [3 x i32] [i32 1856772962, i32 1856772962, i32 729861167], [3 x i32] [i32 1856772962, i32 1856772962, i32 729861167], [3 x i32] [i32 1856772962, i32 1856772962, i32 729861167], [3 x i32] [i32 1856772962, i32 1856772962, i32 729861167], [3 x i32] [i32 1856772962, i32 1856772962, i32 729861167]], [6 x [3 x i32]] [[3 x i32] [i32 1856772962, i32 1856772962, i32 729861167], [3 x i32] [i32 1856772962, i32 1856772962, i32 729861167], [3 x i32] [i32 1856772962, i32 1856772962, i32 729861167], [3 x i32] [i32 1856772962, i32 1856772962, i32 729861167], [3 x i32] [i32 1856772962, i32 1856772962, i32 729861167], [3 x i32] [i32 1856772962, i32 1856772962, i32 729861167]], [6 x [3 x i32]] [[3 x i32] [i32 1856772962, i32 1856772962, i32 729861167], [3 x i32] [i32 1856772962, i32 1856772962, i32 729861167], [3 x i32] [i32 1856772962, i32 1856772962, i32 729861167], [3 x i32] [i32 1856772962, i32 1856772962, i32 729861167], [3 x i32] [i32 1856772962, i32 1856772962, i32 729861167], [3 x i32] [i32 1856772962, i32 1856772962, i32 729861167]], [6 x [3 x i32]] [[3 x i32] [i32 1856772962, i32 1856772962, i32 729861167], [3 x i32] [i32 1856772962, i32 1856772962, i32 729861167], [3 x i32] [i32 1856772962, i32 1856772962, i32 729861167], [3 x i32] [i32 1856772962, i32 1856772962, i32 729861167], [3 x i32] [i32 1856772962, i32 1856772962, i32 729861167], [3 x i32] [i32 1856772962, i32 1856772962, i32 729861167]]], align 16
@g_2825 = internal global [3 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)], align 16
@g_1479 = internal global [5 x [5 x [9 x i64****]]] [[5 x [9 x i64****]] [[9 x i64****] [i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477], [9 x i64****] [i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** null, i64**** @g_1477], [9 x i64****] [i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477], [9 x i64****] [i64**** @g_1477, i64**** null, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** null, i64**** @g_1477, i64**** @g_1477], [9 x i64****] [i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** null, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477]], [5 x [9 x i64****]] [[9 x i64****] [i64**** @g_1477, i64**** null, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** null, i64**** @g_1477, i64**** null], [9 x i64****] [i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** null, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477], [9 x i64****] [i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** null], [9 x i64****] [i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** null, i64**** null, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477], [9 x i64****] [i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** null, i64**** @g_1477]], [5 x [9 x i64****]] [[9 x i64****] [i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477], [9 x i64****] [i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** null, i64**** @g_1477], [9 x i64****] [i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477], [9 x i64****] [i64**** @g_1477, i64**** null, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** null, i64**** @g_1477, i64**** @g_1477], [9 x i64****] [i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** null, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477]], [5 x [9 x i64****]] [[9 x i64****] [i64**** @g_1477, i64**** null, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** null, i64**** @g_1477, i64**** null], [9 x i64****] [i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** null, i64**** null, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477], [9 x i64****] [i64**** null, i64**** @g_1477, i64**** null, i64**** @g_1477, i64**** null, i64**** null, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477], [9 x i64****] [i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** null, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477], [9 x i64****] [i64**** null, i64**** null, i64**** @g_1477, i64**** null, i64**** @g_1477, i64**** null, i64**** null, i64**** @g_1477, i64**** @g_1477]], [5 x [9 x i64****]] [[9 x i64****] [i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** null, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477], [9 x i64****] [i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477], [9 x i64****] [i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477], [9 x i64****] [i64**** @g_1477, i64**** @g_1477, i64**** null, i64**** null, i64**** @g_1477, i64**** @g_1477, i64**** null, i64**** @g_1477, i64**** @g_1477], [9 x i64****] [i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477, i64**** @g_1477]]], align 16
@g_1074 = internal global i64* bitcast (i8* getelementptr (i8, i8* bitcast ([6 x i64]* @g_133 to i8*), i64 24) to i64*), align 8
@g_89 = internal global i32* @g_2, align 8
@g_502 = internal global i64* null, align 8
@__const.func_1.l_2970 = private unnamed_addr constant [5 x [8 x i32]] [[8 x i32] [i32 1101119629, i32 -8, i32 -10, i32 -8, i32 1101119629, i32 -1, i32 1101119629, i32 -8], [8 x i32] [i32 1561532020, i32 -8, i32 1561532020, i32 1, i32 1101119629, i32 1, i32 1561532020, i32 -8], [8 x i32] [i32 1101119629, i32 1, i32 1561532020, i32 -8, i32 1561532020, i32 1, i32 1101119629, i32 1], [8 x i32] [i32 1101119629, i32 -8, i32 -10, i32 -8, i32 1101119629, i32 -1, i32 1101119629, i32 -8], [8 x i32] [i32 1561532020, i32 -8, i32 1561532020, i32 1, i32 1561532020, i32 -1, i32 -10, i32 1]], align 16
@g_45 = internal global i16* @g_46, align 8
@g_2589 = internal global i16** @g_2590, align 8
@g_2064 = internal global i16** @g_45, align 8
@g_1478 = internal global i64** @g_1074, align 8
@g_2134 = internal global i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_329 to i8*), i64 14) to i16*), align 8
@g_88 = internal global i32** @g_89, align 8
@g_1558 = internal global i32* @g_1559, align 8
@g_1410 = internal global [1 x i32**] [i32** @g_979], align 8
@__const.func_1.l_2824 = private unnamed_addr constant [9 x [10 x [2 x i32***]]] [[10 x [2 x i32***]] [[2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** null], [2 x i32***] [i32*** null, i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)], [2 x i32***] zeroinitializer, [2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)], [2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)], [2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)], [2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)], [2 x i32***] [i32*** null, i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)], [2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)], [2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)]], [10 x [2 x i32***]] [[2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** null], [2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)], [2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)], [2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)], [2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)], [2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)], [2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)], [2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** null], [2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)], [2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)]], [10 x [2 x i32***]] [[2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)], [2 x i32***] [i32*** null, i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)], [2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)], [2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)], [2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)], [2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** null], [2 x i32***] [i32*** null, i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)], [2 x i32***] zeroinitializer, [2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)], [2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)]], [10 x [2 x i32***]] [[2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** null], [2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)], [2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)], [2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)], [2 x i32***] [i32*** null, i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)], [2 x i32***] [i32*** null, i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)], [2 x i32***] [i32*** null, i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)], [2 x i32***] [i32*** null, i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)], [2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)], [2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)]], [10 x [2 x i32***]] [[2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)], [2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)], [2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)], [2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** null], [2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)], [2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)], [2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** null], [2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)], [2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)], [2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** null]], [10 x [2 x i32***]] [[2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** null], [2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)], [2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)], [2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)], [2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** null], [2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** null], [2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)], [2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)], [2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** null], [2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)]], [10 x [2 x i32***]] [[2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)], [2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** null], [2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)], [2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)], [2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)], [2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)], [2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)], [2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)], [2 x i32***] [i32*** null, i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)], [2 x i32***] [i32*** null, i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)]], [10 x [2 x i32***]] [[2 x i32***] [i32*** null, i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)], [2 x i32***] [i32*** null, i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)], [2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)], [2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)], [2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** null], [2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)], [2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)], [2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** null], [2 x i32***] [i32*** null, i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)], [2 x i32***] zeroinitializer], [10 x [2 x i32***]] [[2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)], [2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)], [2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)], [2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)], [2 x i32***] [i32*** null, i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)], [2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)], [2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)], [2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** null], [2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)], [2 x i32***] [i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0), i32*** getelementptr inbounds ([1 x i32**], [1 x i32**]* @g_1410, i32 0, i32 0)]]], align 16
@constinit = private global [5 x i32*] [i32* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x [6 x [8 x i32]]]* @g_278 to i8*), i64 236) to i32*), i32* null, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x [6 x [8 x i32]]]* @g_278 to i8*), i64 400) to i32*), i32* @g_2, i32* null], align 8
@constinit.48 = private global [5 x i32*] [i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 20) to i32*), i32* null, i32* @g_2, i32* null, i32* null], align 8
@constinit.49 = private global [5 x i32*] [i32* null, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 4) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 20) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x [6 x [8 x i32]]]* @g_278 to i8*), i64 712) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 4) to i32*)], align 8
@constinit.50 = private global [5 x i32*] [i32* null, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x [6 x [8 x i32]]]* @g_278 to i8*), i64 188) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x [6 x [8 x i32]]]* @g_278 to i8*), i64 188) to i32*), i32* null, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 32) to i32*)], align 8
@constinit.51 = private global [5 x i32*] [i32* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x [6 x [8 x i32]]]* @g_278 to i8*), i64 236) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 4) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x [6 x [8 x i32]]]* @g_278 to i8*), i64 236) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x [6 x [8 x i32]]]* @g_278 to i8*), i64 236) to i32*), i32* null], align 8
@constinit.52 = private global [5 x i32*] [i32* null, i32* null, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x [6 x [8 x i32]]]* @g_278 to i8*), i64 236) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 24) to i32*), i32* null], align 8
@constinit.53 = private global [5 x i32*] [i32* null, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 4) to i32*), i32* null, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 4) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x [6 x [8 x i32]]]* @g_278 to i8*), i64 468) to i32*)], align 8
@constinit.54 = private global [5 x i32*] [i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 4) to i32*), i32* @g_2, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x [6 x [8 x i32]]]* @g_278 to i8*), i64 236) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x [6 x [8 x i32]]]* @g_278 to i8*), i64 236) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 4) to i32*)], align 8
@constinit.55 = private global [5 x i32*] [i32* @g_2, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 4) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x [6 x [8 x i32]]]* @g_278 to i8*), i64 236) to i32*), i32* @g_2, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x [6 x [8 x i32]]]* @g_278 to i8*), i64 508) to i32*)], align 8
@constinit.56 = private global [5 x i32*] [i32* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x [6 x [8 x i32]]]* @g_278 to i8*), i64 712) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 32) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 4) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x [6 x [8 x i32]]]* @g_278 to i8*), i64 236) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x [6 x [8 x i32]]]* @g_278 to i8*), i64 236) to i32*)], align 8
@constinit.57 = private global [5 x i32*] [i32* null, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 4) to i32*), i32* @g_2, i32* @g_2, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 4) to i32*)], align 8
@constinit.58 = private global [5 x i32*] [i32* null, i32* @g_2, i32* null, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x [6 x [8 x i32]]]* @g_278 to i8*), i64 712) to i32*), i32* null], align 8
@constinit.59 = private global [5 x i32*] [i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 28) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x [6 x [8 x i32]]]* @g_278 to i8*), i64 236) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 32) to i32*), i32* null, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 4) to i32*)], align 8
@constinit.60 = private global [5 x i32*] [i32* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x [6 x [8 x i32]]]* @g_278 to i8*), i64 236) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 12) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 4) to i32*), i32* null, i32* null], align 8
@constinit.61 = private global [5 x i32*] [i32* @g_2, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 8) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x [6 x [8 x i32]]]* @g_278 to i8*), i64 236) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 8) to i32*), i32* @g_2], align 8
@constinit.62 = private global [5 x i32*] [i32* null, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x [6 x [8 x i32]]]* @g_278 to i8*), i64 236) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x [6 x [8 x i32]]]* @g_278 to i8*), i64 236) to i32*), i32* null, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x [6 x [8 x i32]]]* @g_278 to i8*), i64 236) to i32*)], align 8
@g_547 = internal global i32** @g_89, align 8
@__const.func_1.l_2837 = private unnamed_addr constant [4 x i32*] [i32* @g_2, i32* @g_2, i32* @g_2, i32* @g_2], align 16
@g_215 = internal global [9 x [7 x i32**]] [[7 x i32**] [i32** @g_216, i32** @g_216, i32** @g_216, i32** @g_216, i32** @g_216, i32** @g_216, i32** @g_216], [7 x i32**] [i32** null, i32** null, i32** @g_216, i32** @g_216, i32** @g_216, i32** @g_216, i32** null], [7 x i32**] [i32** null, i32** @g_216, i32** @g_216, i32** @g_216, i32** null, i32** @g_216, i32** @g_216], [7 x i32**] [i32** @g_216, i32** @g_216, i32** @g_216, i32** null, i32** null, i32** null, i32** null], [7 x i32**] [i32** @g_216, i32** @g_216, i32** @g_216, i32** @g_216, i32** @g_216, i32** @g_216, i32** @g_216], [7 x i32**] [i32** @g_216, i32** null, i32** null, i32** @g_216, i32** null, i32** @g_216, i32** @g_216], [7 x i32**] [i32** null, i32** @g_216, i32** @g_216, i32** @g_216, i32** null, i32** @g_216, i32** @g_216], [7 x i32**] [i32** null, i32** @g_216, i32** null, i32** null, i32** @g_216, i32** null, i32** @g_216], [7 x i32**] [i32** @g_216, i32** @g_216, i32** @g_216, i32** @g_216, i32** @g_216, i32** @g_216, i32** @g_216]], align 16
@g_253 = internal global i32** @g_216, align 8
@g_1073 = internal global i64** @g_1074, align 8
@g_2875 = internal global i32** @g_89, align 8
@__const.func_1.l_2882 = private unnamed_addr constant [10 x i32] [i32 -1076729110, i32 -1076729110, i32 -1076729110, i32 -1076729110, i32 -1076729110, i32 -1076729110, i32 -1076729110, i32 -1076729110, i32 -1076729110, i32 -1076729110], align 16
@g_428 = internal global i32***** getelementptr inbounds ([1 x i32****], [1 x i32****]* @g_429, i32 0, i32 0), align 8
@g_2886 = internal global i32** @g_89, align 8
@g_1059 = internal global i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 4) to i32*), align 8
@g_1476 = internal global i64**** @g_1477, align 8
@g_277 = internal global i32* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x [6 x [8 x i32]]]* @g_278 to i8*), i64 236) to i32*), align 8
@__const.func_1.l_2937 = private unnamed_addr constant [5 x [3 x i32]] [[3 x i32] [i32 1, i32 1, i32 1], [3 x i32] [i32 1885909512, i32 1885909512, i32 1885909512], [3 x i32] [i32 1, i32 1, i32 1], [3 x i32] [i32 1885909512, i32 1885909512, i32 1885909512], [3 x i32] [i32 1, i32 1, i32 1]], align 16
@g_2994 = internal constant i16 26250, align 2
@g_955 = internal global i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 8) to i32*), align 8
@g_1912 = internal global i16** getelementptr inbounds ([2 x i16*], [2 x i16*]* @g_1913, i32 0, i32 0), align 8
@g_3068 = internal global i64** null, align 8
@g_265 = internal global i32**** null, align 8
@g_1137 = internal global i64*** null, align 8
@g_3004 = internal global i16*** @g_3005, align 8
@g_209 = internal global i32** @g_89, align 8
@g_251 = internal global i32**** @g_252, align 8
@constinit.63 = private global [4 x i32**] [i32** @g_89, i32** @g_89, i32** null, i32** @g_89], align 8
@constinit.64 = private global [4 x i32**] [i32** @g_89, i32** @g_89, i32** @g_89, i32** @g_89], align 8
@g_1979 = internal global i32*** @g_1980, align 8
@g_3065 = internal global [7 x [7 x i64*****]] [[7 x i64*****] [i64***** bitcast (i8* getelementptr (i8, i8* bitcast ([10 x [2 x [7 x i64****]]]* @g_3066 to i8*), i64 760) to i64*****), i64***** bitcast (i8* getelementptr (i8, i8* bitcast ([10 x [2 x [7 x i64****]]]* @g_3066 to i8*), i64 776) to i64*****), i64***** bitcast (i8* getelementptr (i8, i8* bitcast ([10 x [2 x [7 x i64****]]]* @g_3066 to i8*), i64 776) to i64*****), i64***** bitcast (i8* getelementptr (i8, i8* bitcast ([10 x [2 x [7 x i64****]]]* @g_3066 to i8*), i64 88) to i64*****), i64***** bitcast (i8* getelementptr (i8, i8* bitcast ([10 x [2 x [7 x i64****]]]* @g_3066 to i8*), i64 776) to i64*****), i64***** bitcast (i8* getelementptr (i8, i8* bitcast ([10 x [2 x [7 x i64****]]]* @g_3066 to i8*), i64 776) to i64*****), i64***** bitcast (i8* getelementptr (i8, i8* bitcast ([10 x [2 x [7 x i64****]]]* @g_3066 to i8*), i64 760) to i64*****)], [7 x i64*****] [i64***** bitcast (i8* getelementptr (i8, i8* bitcast ([10 x [2 x [7 x i64****]]]* @g_3066 to i8*), i64 792) to i64*****), i64***** bitcast (i8* getelementptr (i8, i8* bitcast ([10 x [2 x [7 x i64****]]]* @g_3066 to i8*), i64 16) to i64*****), i64***** null, i64***** null, i64***** bitcast (i8* getelementptr (i8, i8* bitcast ([10 x [2 x [7 x i64****]]]* @g_3066 to i8*), i64 776) to i64*****), i64***** bitcast (i8* getelementptr (i8, i8* bitcast ([10 x [2 x [7 x i64****]]]* @g_3066 to i8*), i64 776) to i64*****), i64***** bitcast (i8* getelementptr (i8, i8* bitcast ([10 x [2 x [7 x i64****]]]* @g_3066 to i8*), i64 776) to i64*****)], [7 x i64*****] [i64***** bitcast (i8* getelementptr (i8, i8* bitcast ([10 x [2 x [7 x i64****]]]* @g_3066 to i8*), i64 776) to i64*****), i64***** null, i64***** null, i64***** bitcast (i8* getelementptr (i8, i8* bitcast ([10 x [2 x [7 x i64****]]]* @g_3066 to i8*), i64 776) to i64*****), i64***** bitcast (i8* getelementptr (i8, i8* bitcast ([10 x [2 x [7 x i64****]]]* @g_3066 to i8*), i64 776) to i64*****), i64***** bitcast (i8* getelementptr (i8, i8* bitcast ([10 x [2 x [7 x i64****]]]* @g_3066 to i8*), i64 800) to i64*****), i64***** bitcast (i8* getelementptr (i8, i8* bitcast ([10 x [2 x [7 x i64****]]]* @g_3066 to i8*), i64 88) to i64*****)], [7 x i64*****] [i64***** bitcast (i8* getelementptr (i8, i8* bitcast ([10 x [2 x [7 x i64****]]]* @g_3066 to i8*), i64 776) to i64*****), i64***** null, i64***** null, i64***** bitcast (i8* getelementptr (i8, i8* bitcast ([10 x [2 x [7 x i64****]]]* @g_3066 to i8*), i64 776) to i64*****), i64***** bitcast (i8* getelementptr (i8, i8* bitcast ([10 x [2 x [7 x i64****]]]* @g_3066 to i8*), i64 776) to i64*****), i64***** null, i64***** null], [7 x i64*****] [i64***** bitcast (i8* getelementptr (i8, i8* bitcast ([10 x [2 x [7 x i64****]]]* @g_3066 to i8*), i64 776) to i64*****), i64***** bitcast (i8* getelementptr (i8, i8* bitcast ([10 x [2 x [7 x i64****]]]* @g_3066 to i8*), i64 760) to i64*****), i64***** bitcast (i8* getelementptr (i8, i8* bitcast ([10 x [2 x [7 x i64****]]]* @g_3066 to i8*), i64 776) to i64*****), i64***** bitcast (i8* getelementptr (i8, i8* bitcast ([10 x [2 x [7 x i64****]]]* @g_3066 to i8*), i64 776) to i64*****), i64***** null, i64***** bitcast (i8* getelementptr (i8, i8* bitcast ([10 x [2 x [7 x i64****]]]* @g_3066 to i8*), i64 88) to i64*****), i64***** bitcast (i8* getelementptr (i8, i8* bitcast ([10 x [2 x [7 x i64****]]]* @g_3066 to i8*), i64 88) to i64*****)], [7 x i64*****] [i64***** null, i64***** bitcast (i8* getelementptr (i8, i8* bitcast ([10 x [2 x [7 x i64****]]]* @g_3066 to i8*), i64 952) to i64*****), i64***** bitcast (i8* getelementptr (i8, i8* bitcast ([10 x [2 x [7 x i64****]]]* @g_3066 to i8*), i64 16) to i64*****), i64***** bitcast (i8* getelementptr (i8, i8* bitcast ([10 x [2 x [7 x i64****]]]* @g_3066 to i8*), i64 952) to i64*****), i64***** null, i64***** bitcast (i8* getelementptr (i8, i8* bitcast ([10 x [2 x [7 x i64****]]]* @g_3066 to i8*), i64 792) to i64*****), i64***** bitcast (i8* getelementptr (i8, i8* bitcast ([10 x [2 x [7 x i64****]]]* @g_3066 to i8*), i64 776) to i64*****)], [7 x i64*****] [i64***** bitcast (i8* getelementptr (i8, i8* bitcast ([10 x [2 x [7 x i64****]]]* @g_3066 to i8*), i64 776) to i64*****), i64***** bitcast (i8* getelementptr (i8, i8* bitcast ([10 x [2 x [7 x i64****]]]* @g_3066 to i8*), i64 776) to i64*****), i64***** bitcast (i8* getelementptr (i8, i8* bitcast ([10 x [2 x [7 x i64****]]]* @g_3066 to i8*), i64 784) to i64*****), i64***** bitcast (i8* getelementptr (i8, i8* bitcast ([10 x [2 x [7 x i64****]]]* @g_3066 to i8*), i64 776) to i64*****), i64***** bitcast (i8* getelementptr (i8, i8* bitcast ([10 x [2 x [7 x i64****]]]* @g_3066 to i8*), i64 800) to i64*****), i64***** bitcast (i8* getelementptr (i8, i8* bitcast ([10 x [2 x [7 x i64****]]]* @g_3066 to i8*), i64 776) to i64*****), i64***** bitcast (i8* getelementptr (i8, i8* bitcast ([10 x [2 x [7 x i64****]]]* @g_3066 to i8*), i64 784) to i64*****)]], align 16
@g_2587 = internal global i16**** bitcast (i8* getelementptr (i8, i8* bitcast ([7 x i16***]* @g_2588 to i8*), i64 32) to i16****), align 8
@g_3086 = internal global i64**** null, align 8
@g_1714 = internal global [8 x [1 x i64***]] [[1 x i64***] [i64*** @g_1715], [1 x i64***] [i64*** @g_1715], [1 x i64***] [i64*** @g_1715], [1 x i64***] [i64*** @g_1715], [1 x i64***] [i64*** @g_1715], [1 x i64***] [i64*** @g_1715], [1 x i64***] [i64*** @g_1715], [1 x i64***] [i64*** @g_1715]], align 16
@g_1245 = internal global i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 4) to i32*), align 8
@g_264 = internal global i32***** @g_265, align 8
@g_951 = internal global i32* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x [6 x [8 x i32]]]* @g_278 to i8*), i64 236) to i32*), align 8
@__const.func_1.l_3146 = private unnamed_addr constant [6 x [9 x i64]] [[9 x i64] [i64 0, i64 403562971979943692, i64 0, i64 1, i64 2278974496283131264, i64 2278974496283131264, i64 1, i64 0, i64 403562971979943692], [9 x i64] [i64 -1, i64 1, i64 -5, i64 -8785263855609792080, i64 -8785263855609792080, i64 -5, i64 1, i64 -1, i64 1], [9 x i64] [i64 0, i64 1, i64 2278974496283131264, i64 2278974496283131264, i64 1, i64 0, i64 403562971979943692, i64 0, i64 1], [9 x i64] [i64 1, i64 7864007646629784341, i64 7864007646629784341, i64 1, i64 3090095699564630364, i64 -5, i64 3090095699564630364, i64 1, i64 7864007646629784341], [9 x i64] [i64 -1, i64 -1, i64 403562971979943692, i64 1, i64 68671657846508615, i64 1, i64 403562971979943692, i64 -1, i64 -1], [9 x i64] [i64 7864007646629784341, i64 1, i64 3090095699564630364, i64 -5, i64 3090095699564630364, i64 1, i64 7864007646629784341, i64 7864007646629784341, i64 1]], align 16
@__const.func_1.l_3177 = private unnamed_addr constant [8 x [3 x [3 x i32]]] [[3 x [3 x i32]] [[3 x i32] [i32 -1, i32 0, i32 -1023158866], [3 x i32] [i32 -7, i32 0, i32 0], [3 x i32] [i32 335703860, i32 0, i32 398125515]], [3 x [3 x i32]] [[3 x i32] [i32 -1, i32 0, i32 -1023158866], [3 x i32] [i32 -7, i32 0, i32 0], [3 x i32] [i32 335703860, i32 0, i32 398125515]], [3 x [3 x i32]] [[3 x i32] [i32 -1, i32 0, i32 -1023158866], [3 x i32] [i32 -7, i32 0, i32 0], [3 x i32] [i32 335703860, i32 0, i32 398125515]], [3 x [3 x i32]] [[3 x i32] [i32 -1, i32 0, i32 -1023158866], [3 x i32] [i32 -7, i32 0, i32 0], [3 x i32] [i32 335703860, i32 0, i32 398125515]], [3 x [3 x i32]] [[3 x i32] [i32 -1, i32 0, i32 -1023158866], [3 x i32] [i32 -7, i32 0, i32 0], [3 x i32] [i32 335703860, i32 0, i32 398125515]], [3 x [3 x i32]] [[3 x i32] [i32 -1, i32 0, i32 -1023158866], [3 x i32] [i32 -7, i32 0, i32 0], [3 x i32] [i32 335703860, i32 0, i32 398125515]], [3 x [3 x i32]] [[3 x i32] [i32 -1, i32 0, i32 -1023158866], [3 x i32] [i32 -7, i32 0, i32 0], [3 x i32] [i32 335703860, i32 0, i32 398125515]], [3 x [3 x i32]] [[3 x i32] [i32 -1, i32 0, i32 -1023158866], [3 x i32] [i32 -7, i32 0, i32 0], [3 x i32] [i32 335703860, i32 0, i32 398125515]]], align 16
@g_216 = internal global i32* @g_130, align 8
@g_3184 = internal constant i8** null, align 8
@g_2418 = internal global i32**** @g_2419, align 8
@g_1477 = internal global i64*** @g_1478, align 8
@__const.func_1.l_3249 = private unnamed_addr constant [6 x i16] [i16 -29710, i16 2042, i16 2042, i16 -29710, i16 2042, i16 2042], align 2
@g_601 = internal global [1 x [7 x i8*]] [[7 x i8*] [i8* getelementptr inbounds ([1 x i8], [1 x i8]* @g_602, i32 0, i32 0), i8* getelementptr inbounds ([1 x i8], [1 x i8]* @g_602, i32 0, i32 0), i8* getelementptr inbounds ([1 x i8], [1 x i8]* @g_602, i32 0, i32 0), i8* getelementptr inbounds ([1 x i8], [1 x i8]* @g_602, i32 0, i32 0), i8* getelementptr inbounds ([1 x i8], [1 x i8]* @g_602, i32 0, i32 0), i8* getelementptr inbounds ([1 x i8], [1 x i8]* @g_602, i32 0, i32 0), i8* getelementptr inbounds ([1 x i8], [1 x i8]* @g_602, i32 0, i32 0)]], align 16
@__const.func_1.l_3237 = private unnamed_addr constant [1 x [7 x i32*]] [[7 x i32*] [i32* bitcast (i8* getelementptr (i8, i8* bitcast ([3 x i32]* @g_2957 to i8*), i64 4) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([3 x i32]* @g_2957 to i8*), i64 4) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([3 x i32]* @g_2957 to i8*), i64 4) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([3 x i32]* @g_2957 to i8*), i64 4) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([3 x i32]* @g_2957 to i8*), i64 4) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([3 x i32]* @g_2957 to i8*), i64 4) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([3 x i32]* @g_2957 to i8*), i64 4) to i32*)]], align 16
@g_3232 = internal global i32** @g_3231, align 8
@__const.func_31.l_2803 = private unnamed_addr constant [1 x [4 x [5 x i64]]] [[4 x [5 x i64]] [[5 x i64] [i64 3161230940892674944, i64 3161230940892674944, i64 0, i64 0, i64 3161230940892674944], [5 x i64] [i64 2611652570700950933, i64 -1042605420763943918, i64 2611652570700950933, i64 -1042605420763943918, i64 2611652570700950933], [5 x i64] [i64 3161230940892674944, i64 0, i64 0, i64 3161230940892674944, i64 3161230940892674944], [5 x i64] [i64 -3107710713353641371, i64 -1042605420763943918, i64 -3107710713353641371, i64 -1042605420763943918, i64 -3107710713353641371]]], align 16
@__const.func_43.l_2615 = private unnamed_addr constant [10 x [1 x [7 x i32]]] [[1 x [7 x i32]] [[7 x i32] [i32 555186124, i32 -1916996547, i32 555186124, i32 1, i32 1, i32 555186124, i32 -1916996547]], [1 x [7 x i32]] [[7 x i32] [i32 1, i32 0, i32 0, i32 1, i32 0, i32 1811684033, i32 0]], [1 x [7 x i32]] [[7 x i32] [i32 555186124, i32 1, i32 1, i32 555186124, i32 -1916996547, i32 555186124, i32 1]], [1 x [7 x i32]] [[7 x i32] [i32 -336748660, i32 -507364980, i32 1, i32 1, i32 1, i32 -507364980, i32 -336748660]], [1 x [7 x i32]] [[7 x i32] [i32 0, i32 1, i32 0, i32 1, i32 0, i32 0, i32 1]], [1 x [7 x i32]] [[7 x i32] [i32 1454222335, i32 0, i32 1454222335, i32 1811684033, i32 1, i32 -1, i32 0]], [1 x [7 x i32]] [[7 x i32] [i32 1, i32 -1916996547, i32 0, i32 0, i32 -1916996547, i32 1, i32 0]], [1 x [7 x i32]] [[7 x i32] [i32 0, i32 -1, i32 1454222335, i32 1, i32 -336748660, i32 1, i32 1454222335]], [1 x [7 x i32]] [[7 x i32] [i32 1, i32 1, i32 555186124, i32 -1916996547, i32 555186124, i32 1, i32 1]], [1 x [7 x i32]] [[7 x i32] [i32 1, i32 -1, i32 0, i32 -1, i32 1, i32 1811684033, i32 1454222335]]], align 16
@__const.func_43.l_2774 = private unnamed_addr constant [5 x i8*] [i8* @g_112, i8* @g_112, i8* @g_112, i8* @g_112, i8* @g_112], align 16
@g_2494 = internal global [4 x [3 x [9 x i32*]]] [[3 x [9 x i32*]] [[9 x i32*] [i32* null, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 4) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 28) to i32*), i32* @g_2, i32* @g_2, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 28) to i32*), i32* @g_2, i32* null, i32* @g_2], [9 x i32*] [i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 8) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 12) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 28) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 28) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 12) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 8) to i32*), i32* @g_2, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x [6 x [8 x i32]]]* @g_278 to i8*), i64 548) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 8) to i32*)], [9 x i32*] [i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 8) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 4) to i32*), i32* @g_2, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 8) to i32*), i32* null, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 8) to i32*), i32* null, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x [6 x [8 x i32]]]* @g_278 to i8*), i64 548) to i32*), i32* @g_2]], [3 x [9 x i32*]] [[9 x i32*] [i32* null, i32* null, i32* @g_2, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 8) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x [6 x [8 x i32]]]* @g_278 to i8*), i64 232) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 8) to i32*), i32* @g_2, i32* null, i32* null], [9 x i32*] [i32* @g_2, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x [6 x [8 x i32]]]* @g_278 to i8*), i64 548) to i32*), i32* null, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 8) to i32*), i32* null, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 8) to i32*), i32* @g_2, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 4) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 8) to i32*)], [9 x i32*] [i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 8) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x [6 x [8 x i32]]]* @g_278 to i8*), i64 548) to i32*), i32* @g_2, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 8) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 12) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 28) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 28) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 12) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 8) to i32*)]], [3 x [9 x i32*]] [[9 x i32*] [i32* @g_2, i32* null, i32* @g_2, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 28) to i32*), i32* @g_2, i32* @g_2, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 28) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 4) to i32*), i32* null], [9 x i32*] [i32* null, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 4) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 28) to i32*), i32* @g_2, i32* @g_2, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 28) to i32*), i32* @g_2, i32* null, i32* @g_2], [9 x i32*] [i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 8) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 12) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 28) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 28) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 12) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 8) to i32*), i32* @g_2, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x [6 x [8 x i32]]]* @g_278 to i8*), i64 548) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 8) to i32*)]], [3 x [9 x i32*]] [[9 x i32*] [i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 8) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 4) to i32*), i32* @g_2, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 8) to i32*), i32* null, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 8) to i32*), i32* null, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x [6 x [8 x i32]]]* @g_278 to i8*), i64 548) to i32*), i32* @g_2], [9 x i32*] [i32* null, i32* null, i32* @g_2, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 8) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x [6 x [8 x i32]]]* @g_278 to i8*), i64 232) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 8) to i32*), i32* @g_2, i32* null, i32* null], [9 x i32*] [i32* @g_2, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x [6 x [8 x i32]]]* @g_278 to i8*), i64 548) to i32*), i32* null, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 8) to i32*), i32* null, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 8) to i32*), i32* @g_2, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 4) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 8) to i32*)]]], align 16
@g_1031 = internal global i32** @g_89, align 8
@__const.func_43.l_2620 = private unnamed_addr constant [1 x [8 x i32]] [[8 x i32] [i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1]], align 16
@__const.func_43.l_2586 = private unnamed_addr constant [10 x i8] c"\8C\B2\8C\8C\B2\8C\8C\B2\8C\8C", align 1
@g_2419 = internal global i32*** @g_253, align 8
@__const.func_43.l_2601 = private unnamed_addr constant [6 x [5 x i32]] [[5 x i32] [i32 8, i32 -1979624329, i32 1, i32 1782836369, i32 1782836369], [5 x i32] [i32 811023232, i32 -1979624329, i32 811023232, i32 973258977, i32 -1979624329], [5 x i32] [i32 1782836369, i32 -4, i32 973258977, i32 1782836369, i32 973258977], [5 x i32] [i32 1782836369, i32 1782836369, i32 1, i32 -1979624329, i32 8], [5 x i32] [i32 811023232, i32 8, i32 973258977, i32 973258977, i32 8], [5 x i32] [i32 8, i32 -4, i32 811023232, i32 8, i32 973258977]], align 16
@g_2590 = internal global i16* bitcast (i8* getelementptr (i8, i8* bitcast ([6 x [1 x [5 x i16]]]* @g_2591 to i8*), i64 44) to i16*), align 8
@g_429 = internal global [1 x i32****] [i32**** @g_430], align 8
@g_430 = internal global i32*** bitcast (i8* getelementptr (i8, i8* bitcast ([9 x [7 x i32**]]* @g_215 to i8*), i64 344) to i32***), align 8
@g_1913 = internal global [2 x i16*] zeroinitializer, align 16
@g_3005 = internal global i16** @g_2134, align 8
@g_252 = internal constant i32*** @g_253, align 8
@g_1980 = internal global i32** null, align 8
@g_3066 = internal constant [10 x [2 x [7 x i64****]]] [[2 x [7 x i64****]] [[7 x i64****] [i64**** null, i64**** @g_3067, i64**** @g_3067, i64**** @g_3067, i64**** @g_3067, i64**** null, i64**** @g_3067], [7 x i64****] [i64**** @g_3067, i64**** @g_3067, i64**** @g_3067, i64**** @g_3067, i64**** @g_3067, i64**** null, i64**** null]], [2 x [7 x i64****]] [[7 x i64****] [i64**** @g_3067, i64**** @g_3067, i64**** @g_3067, i64**** @g_3067, i64**** null, i64**** @g_3067, i64**** @g_3067], [7 x i64****] [i64**** @g_3067, i64**** null, i64**** @g_3067, i64**** null, i64**** @g_3067, i64**** @g_3067, i64**** null]], [2 x [7 x i64****]] [[7 x i64****] [i64**** @g_3067, i64**** @g_3067, i64**** null, i64**** null, i64**** @g_3067, i64**** null, i64**** @g_3067], [7 x i64****] [i64**** @g_3067, i64**** @g_3067, i64**** @g_3067, i64**** @g_3067, i64**** @g_3067, i64**** @g_3067, i64**** @g_3067]], [2 x [7 x i64****]] [[7 x i64****] [i64**** @g_3067, i64**** null, i64**** null, i64**** @g_3067, i64**** @g_3067, i64**** @g_3067, i64**** null], [7 x i64****] [i64**** @g_3067, i64**** @g_3067, i64**** @g_3067, i64**** @g_3067, i64**** @g_3067, i64**** @g_3067, i64**** @g_3067]], [2 x [7 x i64****]] [[7 x i64****] [i64**** @g_3067, i64**** null, i64**** @g_3067, i64**** @g_3067, i64**** @g_3067, i64**** @g_3067, i64**** @g_3067], [7 x i64****] [i64**** @g_3067, i64**** @g_3067, i64**** @g_3067, i64**** null, i64**** null, i64**** @g_3067, i64**** @g_3067]], [2 x [7 x i64****]] [[7 x i64****] [i64**** null, i64**** @g_3067, i64**** @g_3067, i64**** @g_3067, i64**** @g_3067, i64**** @g_3067, i64**** @g_3067], [7 x i64****] [i64**** null, i64**** null, i64**** @g_3067, i64**** null, i64**** @g_3067, i64**** null, i64**** @g_3067]], [2 x [7 x i64****]] [[7 x i64****] [i64**** @g_3067, i64**** @g_3067, i64**** null, i64**** @g_3067, i64**** null, i64**** @g_3067, i64**** @g_3067], [7 x i64****] [i64**** @g_3067, i64**** @g_3067, i64**** @g_3067, i64**** null, i64**** @g_3067, i64**** @g_3067, i64**** null]], [2 x [7 x i64****]] [[7 x i64****] [i64**** null, i64**** @g_3067, i64**** null, i64**** @g_3067, i64**** null, i64**** null, i64**** @g_3067], [7 x i64****] [i64**** null, i64**** @g_3067, i64**** @g_3067, i64**** @g_3067, i64**** @g_3067, i64**** null, i64**** @g_3067]], [2 x [7 x i64****]] [[7 x i64****] [i64**** @g_3067, i64**** @g_3067, i64**** @g_3067, i64**** @g_3067, i64**** @g_3067, i64**** null, i64**** null], [7 x i64****] [i64**** @g_3067, i64**** @g_3067, i64**** @g_3067, i64**** @g_3067, i64**** null, i64**** @g_3067, i64**** @g_3067]], [2 x [7 x i64****]] [[7 x i64****] [i64**** @g_3067, i64**** null, i64**** @g_3067, i64**** null, i64**** @g_3067, i64**** @g_3067, i64**** null], [7 x i64****] [i64**** @g_3067, i64**** @g_3067, i64**** null, i64**** null, i64**** @g_3067, i64**** null, i64**** @g_3067]]], align 16
@g_3067 = internal global i64*** @g_3068, align 8
@g_2588 = internal constant [7 x i16***] [i16*** @g_2589, i16*** @g_2589, i16*** @g_2589, i16*** @g_2589, i16*** @g_2589, i16*** @g_2589, i16*** @g_2589], align 16
@g_1715 = internal global i64** null, align 8
@__const.func_49.l_1082 = private unnamed_addr constant [8 x i8*] [i8* @g_112, i8* @g_256, i8* @g_112, i8* @g_256, i8* @g_112, i8* @g_256, i8* @g_112, i8* @g_256], align 16
@__const.func_49.l_1116 = private unnamed_addr constant [7 x i32*] [i32* @g_347, i32* @g_347, i32* @g_347, i32* @g_347, i32* @g_347, i32* @g_347, i32* @g_347], align 16
@__const.func_49.l_1183 = private unnamed_addr constant [7 x i32] [i32 -777331176, i32 -777331176, i32 -777331176, i32 -777331176, i32 -777331176, i32 -777331176, i32 -777331176], align 16
@__const.func_49.l_1189 = private unnamed_addr constant [2 x [3 x i32]] [[3 x i32] zeroinitializer, [3 x i32] [i32 -1457238577, i32 -1457238577, i32 -1457238577]], align 16
@__const.func_49.l_1518 = private unnamed_addr constant [6 x [2 x [7 x i64]]] [[2 x [7 x i64]] [[7 x i64] [i64 0, i64 -1586597371689750321, i64 -4, i64 -2250077919634253272, i64 9, i64 0, i64 -9143808197635592971], [7 x i64] [i64 -8, i64 0, i64 -603550362746331160, i64 3994783905344868072, i64 9139209719088199661, i64 3994783905344868072, i64 -603550362746331160]], [2 x [7 x i64]] [[7 x i64] [i64 9139209719088199661, i64 9139209719088199661, i64 -2674442862926123772, i64 0, i64 0, i64 3994783905344868072, i64 5], [7 x i64] [i64 -1, i64 -2674442862926123772, i64 5, i64 0, i64 -8, i64 0, i64 -1586597371689750321]], [2 x [7 x i64]] [[7 x i64] [i64 3994783905344868072, i64 8288130963502004557, i64 0, i64 5, i64 0, i64 8288130963502004557, i64 3994783905344868072], [7 x i64] [i64 9, i64 3994783905344868072, i64 0, i64 5, i64 9139209719088199661, i64 -1586597371689750321, i64 0]], [2 x [7 x i64]] [[7 x i64] [i64 -9143808197635592971, i64 -4, i64 0, i64 0, i64 9, i64 -8, i64 -8], [7 x i64] [i64 0, i64 0, i64 0, i64 0, i64 0, i64 -1, i64 -2674442862926123772]], [2 x [7 x i64]] [[7 x i64] [i64 -2674442862926123772, i64 0, i64 0, i64 3994783905344868072, i64 5, i64 -603550362746331160, i64 9], [7 x i64] [i64 0, i64 -4, i64 5, i64 -2250077919634253272, i64 0, i64 0, i64 -2250077919634253272]], [2 x [7 x i64]] [[7 x i64] [i64 -2674442862926123772, i64 3994783905344868072, i64 -2674442862926123772, i64 0, i64 -1586597371689750321, i64 -4, i64 -603550362746331160], [7 x i64] [i64 0, i64 0, i64 3994783905344868072, i64 5, i64 -603550362746331160, i64 9, i64 8288130963502004557]]], align 16
@__const.func_49.l_1626 = private unnamed_addr constant [3 x [4 x i64]] [[4 x i64] [i64 -3415304787833830372, i64 -3415304787833830372, i64 -3415304787833830372, i64 -3415304787833830372], [4 x i64] [i64 -3415304787833830372, i64 -3415304787833830372, i64 -3415304787833830372, i64 -3415304787833830372], [4 x i64] [i64 -3415304787833830372, i64 -3415304787833830372, i64 -3415304787833830372, i64 -3415304787833830372]], align 16
@__const.func_49.l_922 = private unnamed_addr constant [6 x [8 x [1 x i32]]] [[8 x [1 x i32]] [[1 x i32] [i32 -9], [1 x i32] zeroinitializer, [1 x i32] [i32 -857509171], [1 x i32] [i32 478798818], [1 x i32] [i32 -1575876668], [1 x i32] [i32 -1], [1 x i32] [i32 665333948], [1 x i32] [i32 665333948]], [8 x [1 x i32]] [[1 x i32] [i32 -1], [1 x i32] [i32 -1575876668], [1 x i32] [i32 478798818], [1 x i32] [i32 -857509171], [1 x i32] zeroinitializer, [1 x i32] [i32 -9], [1 x i32] [i32 772712903], [1 x i32] [i32 323710754]], [8 x [1 x i32]] [[1 x i32] [i32 -1509218036], [1 x i32] [i32 323710754], [1 x i32] [i32 772712903], [1 x i32] [i32 -9], [1 x i32] zeroinitializer, [1 x i32] [i32 -857509171], [1 x i32] [i32 478798818], [1 x i32] [i32 -1575876668]], [8 x [1 x i32]] [[1 x i32] [i32 -1], [1 x i32] [i32 665333948], [1 x i32] [i32 665333948], [1 x i32] [i32 -1], [1 x i32] [i32 -1575876668], [1 x i32] [i32 478798818], [1 x i32] [i32 -857509171], [1 x i32] zeroinitializer], [8 x [1 x i32]] [[1 x i32] [i32 -9], [1 x i32] [i32 772712903], [1 x i32] [i32 323710754], [1 x i32] [i32 -1509218036], [1 x i32] [i32 323710754], [1 x i32] [i32 772712903], [1 x i32] [i32 -9], [1 x i32] zeroinitializer], [8 x [1 x i32]] [[1 x i32] [i32 -857509171], [1 x i32] [i32 478798818], [1 x i32] [i32 -1575876668], [1 x i32] [i32 -1], [1 x i32] [i32 665333948], [1 x i32] [i32 665333948], [1 x i32] [i32 -1], [1 x i32] [i32 -1575876668]]], align 16
@g_3231 = internal global i32* bitcast (i8* getelementptr (i8, i8* bitcast ([9 x i32]* @g_138 to i8*), i64 32) to i32*), align 8
@.str.65 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1
@.str.66 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 {
  %3 = icmp eq i32 %0, 2
  br i1 %3, label %4, label %9

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1
  %6 = load i8*, i8** %5, align 8, !tbaa !5
  %7 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %6, i8* noundef nonnull dereferenceable(2) getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)) #7
  %8 = icmp eq i32 %7, 0
  br label %9

9:                                                ; preds = %4, %2
  %10 = phi i1 [ false, %2 ], [ %8, %4 ]
  %11 = zext i1 %10 to i64
  %12 = call i64 @llvm.expect.i64(i64 %11, i64 1)
  %.not = icmp ne i64 %12, 0
  %spec.select = zext i1 %.not to i32
  call void @platform_main_begin()
  call void @crc32_gentab()
  %13 = call zeroext i16 @func_1()
  %14 = load i32, i32* @g_2, align 4, !tbaa !9
  %15 = sext i32 %14 to i64
  call void @transparent_crc(i64 noundef %15, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %spec.select)
  %16 = load i16, i16* @g_36, align 2, !tbaa !11
  %17 = zext i16 %16 to i64
  call void @transparent_crc(i64 noundef %17, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i64 0, i64 0), i32 noundef %spec.select)
  %18 = load i16, i16* @g_46, align 2, !tbaa !11
  %19 = zext i16 %18 to i64
  call void @transparent_crc(i64 noundef %19, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i64 0, i64 0), i32 noundef %spec.select)
  %20 = load i8, i8* @g_112, align 1, !tbaa !13
  %21 = sext i8 %20 to i64
  call void @transparent_crc(i64 noundef %21, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i32 noundef %spec.select)
  %22 = load i32, i32* @g_117, align 4, !tbaa !9
  %23 = zext i32 %22 to i64
  call void @transparent_crc(i64 noundef %23, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0), i32 noundef %spec.select)
  %24 = load i32, i32* @g_130, align 4, !tbaa !9
  %25 = zext i32 %24 to i64
  call void @transparent_crc(i64 noundef %25, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.6, i64 0, i64 0), i32 noundef %spec.select)
  br label %26

26:                                               ; preds = %36, %9
  %.0136 = phi i32 [ 0, %9 ], [ %37, %36 ]
  %27 = icmp ult i32 %.0136, 6
  br i1 %27, label %28, label %38

28:                                               ; preds = %26
  %29 = zext i32 %.0136 to i64
  %30 = getelementptr inbounds [6 x i64], [6 x i64]* @g_133, i64 0, i64 %29
  %31 = load i64, i64* %30, align 8, !tbaa !14
  call void @transparent_crc(i64 noundef %31, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.7, i64 0, i64 0), i32 noundef %spec.select)
  %32 = zext i1 %.not to i64
  %33 = call i64 @llvm.expect.with.probability.i64(i64 %32, i64 1, double 0x3FEE666666666666)
  %.not148 = icmp eq i64 %33, 0
  br i1 %.not148, label %36, label %34

34:                                               ; preds = %28
  %35 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.8, i64 0, i64 0), i32 noundef %.0136) #8
  br label %36

36:                                               ; preds = %28, %34
  %37 = add nuw nsw i32 %.0136, 1
  br label %26, !llvm.loop !16

38:                                               ; preds = %26, %49
  %.1137 = phi i32 [ %50, %49 ], [ 0, %26 ]
  %39 = icmp ult i32 %.1137, 9
  br i1 %39, label %40, label %51

40:                                               ; preds = %38
  %41 = zext i32 %.1137 to i64
  %42 = getelementptr inbounds [9 x i32], [9 x i32]* @g_138, i64 0, i64 %41
  %43 = load i32, i32* %42, align 4, !tbaa !9
  %44 = sext i32 %43 to i64
  call void @transparent_crc(i64 noundef %44, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.9, i64 0, i64 0), i32 noundef %spec.select)
  %45 = zext i1 %.not to i64
  %46 = call i64 @llvm.expect.i64(i64 %45, i64 1)
  %.not147 = icmp eq i64 %46, 0
  br i1 %.not147, label %49, label %47

47:                                               ; preds = %40
  %48 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.8, i64 0, i64 0), i32 noundef %.1137) #8
  br label %49

49:                                               ; preds = %40, %47
  %50 = add nuw nsw i32 %.1137, 1
  br label %38, !llvm.loop !19

51:                                               ; preds = %38, %71
  %.2138 = phi i32 [ %72, %71 ], [ 0, %38 ]
  %52 = icmp ult i32 %.2138, 10
  br i1 %52, label %53, label %73

53:                                               ; preds = %51, %69
  %.0132 = phi i32 [ %70, %69 ], [ 0, %51 ]
  %54 = icmp ult i32 %.0132, 5
  br i1 %54, label %55, label %71

55:                                               ; preds = %53, %67
  %.0131 = phi i32 [ %68, %67 ], [ 0, %53 ]
  %56 = icmp eq i32 %.0131, 0
  br i1 %56, label %57, label %69

57:                                               ; preds = %55
  %58 = zext i32 %.2138 to i64
  %59 = zext i32 %.0132 to i64
  %60 = zext i32 %.0131 to i64
  %61 = getelementptr inbounds [10 x [5 x [1 x i64]]], [10 x [5 x [1 x i64]]]* @g_146, i64 0, i64 %58, i64 %59, i64 %60
  %62 = load i64, i64* %61, align 8, !tbaa !14
  call void @transparent_crc(i64 noundef %62, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.10, i64 0, i64 0), i32 noundef %spec.select)
  %63 = zext i1 %.not to i64
  %64 = call i64 @llvm.expect.i64(i64 %63, i64 0)
  %.not146 = icmp eq i64 %64, 0
  br i1 %.not146, label %67, label %65

65:                                               ; preds = %57
  %66 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.11, i64 0, i64 0), i32 noundef %.2138, i32 noundef %.0132, i32 noundef %.0131) #8
  br label %67

67:                                               ; preds = %57, %65
  %68 = add nuw nsw i32 %.0131, 1
  br label %55, !llvm.loop !20

69:                                               ; preds = %55
  %70 = add nuw nsw i32 %.0132, 1
  br label %53, !llvm.loop !21

71:                                               ; preds = %53
  %72 = add nuw nsw i32 %.2138, 1
  br label %51, !llvm.loop !22

73:                                               ; preds = %51
  %74 = load i64, i64* @g_177, align 8, !tbaa !14
  call void @transparent_crc(i64 noundef %74, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.12, i64 0, i64 0), i32 noundef %spec.select)
  %75 = load i64, i64* @g_192, align 8, !tbaa !14
  call void @transparent_crc(i64 noundef %75, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.13, i64 0, i64 0), i32 noundef %spec.select)
  %76 = load i16, i16* @g_205, align 2, !tbaa !11
  %77 = zext i16 %76 to i64
  call void @transparent_crc(i64 noundef %77, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i64 0, i64 0), i32 noundef %spec.select)
  %78 = load i8, i8* @g_256, align 1, !tbaa !13
  %79 = sext i8 %78 to i64
  call void @transparent_crc(i64 noundef %79, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.15, i64 0, i64 0), i32 noundef %spec.select)
  br label %80

80:                                               ; preds = %101, %73
  %.3139 = phi i32 [ 0, %73 ], [ %102, %101 ]
  %81 = icmp ult i32 %.3139, 5
  br i1 %81, label %82, label %103

82:                                               ; preds = %80, %99
  %.1133 = phi i32 [ %100, %99 ], [ 0, %80 ]
  %83 = icmp ult i32 %.1133, 6
  br i1 %83, label %84, label %101

84:                                               ; preds = %82, %97
  %.1 = phi i32 [ %98, %97 ], [ 0, %82 ]
  %85 = icmp ult i32 %.1, 8
  br i1 %85, label %86, label %99

86:                                               ; preds = %84
  %87 = zext i32 %.3139 to i64
  %88 = zext i32 %.1133 to i64
  %89 = zext i32 %.1 to i64
  %90 = getelementptr inbounds [5 x [6 x [8 x i32]]], [5 x [6 x [8 x i32]]]* @g_278, i64 0, i64 %87, i64 %88, i64 %89
  %91 = load i32, i32* %90, align 4, !tbaa !9
  %92 = sext i32 %91 to i64
  call void @transparent_crc(i64 noundef %92, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.16, i64 0, i64 0), i32 noundef %spec.select)
  %93 = zext i1 %.not to i64
  %94 = call i64 @llvm.expect.with.probability.i64(i64 %93, i64 1, double 1.000000e-03)
  %.not145 = icmp eq i64 %94, 0
  br i1 %.not145, label %97, label %95

95:                                               ; preds = %86
  %96 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.11, i64 0, i64 0), i32 noundef %.3139, i32 noundef %.1133, i32 noundef %.1) #8
  br label %97

97:                                               ; preds = %86, %95
  %98 = add nuw nsw i32 %.1, 1
  br label %84, !llvm.loop !23

99:                                               ; preds = %84
  %100 = add nuw nsw i32 %.1133, 1
  br label %82, !llvm.loop !24

101:                                              ; preds = %82
  %102 = add nuw nsw i32 %.3139, 1
  br label %80, !llvm.loop !25

103:                                              ; preds = %80, %114
  %.4 = phi i32 [ %115, %114 ], [ 0, %80 ]
  %104 = icmp ult i32 %.4, 10
  br i1 %104, label %105, label %116

105:                                              ; preds = %103
  %106 = zext i32 %.4 to i64
  %107 = getelementptr inbounds [10 x i16], [10 x i16]* @g_329, i64 0, i64 %106
  %108 = load i16, i16* %107, align 2, !tbaa !11
  %109 = sext i16 %108 to i64
  call void @transparent_crc(i64 noundef %109, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.17, i64 0, i64 0), i32 noundef %spec.select)
  %110 = zext i1 %.not to i64
  %111 = call i64 @llvm.expect.i64(i64 %110, i64 0)
  %.not144 = icmp eq i64 %111, 0
  br i1 %.not144, label %114, label %112

112:                                              ; preds = %105
  %113 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.8, i64 0, i64 0), i32 noundef %.4) #8
  br label %114

114:                                              ; preds = %105, %112
  %115 = add nuw nsw i32 %.4, 1
  br label %103, !llvm.loop !26

116:                                              ; preds = %103
  %117 = load i64, i64* @g_330, align 8, !tbaa !14
  call void @transparent_crc(i64 noundef %117, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.18, i64 0, i64 0), i32 noundef %spec.select)
  %118 = load i32, i32* @g_345, align 4, !tbaa !9
  %119 = sext i32 %118 to i64
  call void @transparent_crc(i64 noundef %119, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), i32 noundef %spec.select)
  %120 = load i32, i32* @g_347, align 4, !tbaa !9
  %121 = sext i32 %120 to i64
  call void @transparent_crc(i64 noundef %121, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.20, i64 0, i64 0), i32 noundef %spec.select)
  %122 = load volatile i16, i16* @g_416, align 2, !tbaa !11
  %123 = sext i16 %122 to i64
  call void @transparent_crc(i64 noundef %123, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.21, i64 0, i64 0), i32 noundef %spec.select)
  %124 = load i16, i16* @g_518, align 2, !tbaa !11
  %125 = zext i16 %124 to i64
  call void @transparent_crc(i64 noundef %125, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.22, i64 0, i64 0), i32 noundef %spec.select)
  %126 = load volatile i32, i32* @g_573, align 4, !tbaa !9
  %127 = zext i32 %126 to i64
  call void @transparent_crc(i64 noundef %127, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.23, i64 0, i64 0), i32 noundef %spec.select)
  br label %128

128:                                              ; preds = %139, %116
  %.5 = phi i32 [ 0, %116 ], [ %140, %139 ]
  %129 = icmp eq i32 %.5, 0
  br i1 %129, label %130, label %141

130:                                              ; preds = %128
  %131 = zext i32 %.5 to i64
  %132 = getelementptr inbounds [1 x i8], [1 x i8]* @g_602, i64 0, i64 %131
  %133 = load i8, i8* %132, align 1, !tbaa !13
  %134 = zext i8 %133 to i64
  call void @transparent_crc(i64 noundef %134, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.24, i64 0, i64 0), i32 noundef %spec.select)
  %135 = zext i1 %.not to i64
  %136 = call i64 @llvm.expect.i64(i64 %135, i64 1)
  %.not143 = icmp eq i64 %136, 0
  br i1 %.not143, label %139, label %137

137:                                              ; preds = %130
  %138 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.8, i64 0, i64 0), i32 noundef %.5) #8
  br label %139

139:                                              ; preds = %130, %137
  %140 = add nuw nsw i32 %.5, 1
  br label %128, !llvm.loop !27

141:                                              ; preds = %128
  %142 = load i8, i8* @g_616, align 1, !tbaa !13
  %143 = zext i8 %142 to i64
  call void @transparent_crc(i64 noundef %143, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.25, i64 0, i64 0), i32 noundef %spec.select)
  %144 = load volatile i8, i8* @g_658, align 1, !tbaa !13
  %145 = sext i8 %144 to i64
  call void @transparent_crc(i64 noundef %145, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.26, i64 0, i64 0), i32 noundef %spec.select)
  %146 = load i8, i8* @g_703, align 1, !tbaa !13
  %147 = zext i8 %146 to i64
  call void @transparent_crc(i64 noundef %147, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.27, i64 0, i64 0), i32 noundef %spec.select)
  %148 = load i32, i32* @g_904, align 4, !tbaa !9
  %149 = zext i32 %148 to i64
  call void @transparent_crc(i64 noundef %149, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.28, i64 0, i64 0), i32 noundef %spec.select)
  %150 = load i32, i32* @g_937, align 4, !tbaa !9
  %151 = zext i32 %150 to i64
  call void @transparent_crc(i64 noundef %151, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.29, i64 0, i64 0), i32 noundef %spec.select)
  %152 = load i32, i32* @g_1173, align 4, !tbaa !9
  %153 = sext i32 %152 to i64
  call void @transparent_crc(i64 noundef %153, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.30, i64 0, i64 0), i32 noundef %spec.select)
  %154 = load i8, i8* @g_1393, align 1, !tbaa !13
  %155 = sext i8 %154 to i64
  call void @transparent_crc(i64 noundef %155, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.31, i64 0, i64 0), i32 noundef %spec.select)
  %156 = load i32, i32* @g_1394, align 4, !tbaa !9
  %157 = zext i32 %156 to i64
  call void @transparent_crc(i64 noundef %157, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.32, i64 0, i64 0), i32 noundef %spec.select)
  %158 = load volatile i8, i8* @g_1488, align 1, !tbaa !13
  %159 = zext i8 %158 to i64
  call void @transparent_crc(i64 noundef %159, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.33, i64 0, i64 0), i32 noundef %spec.select)
  %160 = load volatile i32, i32* @g_1559, align 4, !tbaa !9
  %161 = sext i32 %160 to i64
  call void @transparent_crc(i64 noundef %161, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.34, i64 0, i64 0), i32 noundef %spec.select)
  %162 = load i16, i16* @g_1591, align 2, !tbaa !11
  %163 = zext i16 %162 to i64
  call void @transparent_crc(i64 noundef %163, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.35, i64 0, i64 0), i32 noundef %spec.select)
  br label %164

164:                                              ; preds = %185, %141
  %.6 = phi i32 [ 0, %141 ], [ %186, %185 ]
  %165 = icmp ult i32 %.6, 7
  br i1 %165, label %166, label %187

166:                                              ; preds = %164, %183
  %.2134 = phi i32 [ %184, %183 ], [ 0, %164 ]
  %167 = icmp ult i32 %.2134, 6
  br i1 %167, label %168, label %185

168:                                              ; preds = %166, %181
  %.2 = phi i32 [ %182, %181 ], [ 0, %166 ]
  %169 = icmp ult i32 %.2, 2
  br i1 %169, label %170, label %183

170:                                              ; preds = %168
  %171 = zext i32 %.6 to i64
  %172 = zext i32 %.2134 to i64
  %173 = zext i32 %.2 to i64
  %174 = getelementptr inbounds [7 x [6 x [2 x i32]]], [7 x [6 x [2 x i32]]]* @g_2062, i64 0, i64 %171, i64 %172, i64 %173
  %175 = load i32, i32* %174, align 4, !tbaa !9
  %176 = zext i32 %175 to i64
  call void @transparent_crc(i64 noundef %176, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.36, i64 0, i64 0), i32 noundef %spec.select)
  %177 = zext i1 %.not to i64
  %178 = call i64 @llvm.expect.with.probability.i64(i64 %177, i64 1, double 0x3FEE666666666666)
  %.not142 = icmp eq i64 %178, 0
  br i1 %.not142, label %181, label %179

179:                                              ; preds = %170
  %180 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.11, i64 0, i64 0), i32 noundef %.6, i32 noundef %.2134, i32 noundef %.2) #8
  br label %181

181:                                              ; preds = %170, %179
  %182 = add nuw nsw i32 %.2, 1
  br label %168, !llvm.loop !28

183:                                              ; preds = %168
  %184 = add nuw nsw i32 %.2134, 1
  br label %166, !llvm.loop !29

185:                                              ; preds = %166
  %186 = add nuw nsw i32 %.6, 1
  br label %164, !llvm.loop !30

187:                                              ; preds = %164
  %188 = load volatile i8, i8* @g_2158, align 1, !tbaa !13
  %189 = sext i8 %188 to i64
  call void @transparent_crc(i64 noundef %189, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.37, i64 0, i64 0), i32 noundef %spec.select)
  call void @transparent_crc(i64 noundef 18948, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.38, i64 0, i64 0), i32 noundef %spec.select)
  %190 = load i16, i16* @g_2509, align 2, !tbaa !11
  %191 = zext i16 %190 to i64
  call void @transparent_crc(i64 noundef %191, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.39, i64 0, i64 0), i32 noundef %spec.select)
  br label %192

192:                                              ; preds = %213, %187
  %.7 = phi i32 [ 0, %187 ], [ %214, %213 ]
  %193 = icmp ult i32 %.7, 6
  br i1 %193, label %194, label %215

194:                                              ; preds = %192, %211
  %.3135 = phi i32 [ %212, %211 ], [ 0, %192 ]
  %195 = icmp eq i32 %.3135, 0
  br i1 %195, label %196, label %213

196:                                              ; preds = %194, %209
  %.3 = phi i32 [ %210, %209 ], [ 0, %194 ]
  %197 = icmp ult i32 %.3, 5
  br i1 %197, label %198, label %211

198:                                              ; preds = %196
  %199 = zext i32 %.7 to i64
  %200 = zext i32 %.3135 to i64
  %201 = zext i32 %.3 to i64
  %202 = getelementptr inbounds [6 x [1 x [5 x i16]]], [6 x [1 x [5 x i16]]]* @g_2591, i64 0, i64 %199, i64 %200, i64 %201
  %203 = load volatile i16, i16* %202, align 2, !tbaa !11
  %204 = zext i16 %203 to i64
  call void @transparent_crc(i64 noundef %204, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.40, i64 0, i64 0), i32 noundef %spec.select)
  %205 = zext i1 %.not to i64
  %206 = call i64 @llvm.expect.i64(i64 %205, i64 1)
  %.not141 = icmp eq i64 %206, 0
  br i1 %.not141, label %209, label %207

207:                                              ; preds = %198
  %208 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.11, i64 0, i64 0), i32 noundef %.7, i32 noundef %.3135, i32 noundef %.3) #8
  br label %209

209:                                              ; preds = %198, %207
  %210 = add nuw nsw i32 %.3, 1
  br label %196, !llvm.loop !31

211:                                              ; preds = %196
  %212 = add nuw nsw i32 %.3135, 1
  br label %194, !llvm.loop !32

213:                                              ; preds = %194
  %214 = add nuw nsw i32 %.7, 1
  br label %192, !llvm.loop !33

215:                                              ; preds = %192
  %216 = load i8, i8* @g_2841, align 1, !tbaa !13
  %217 = zext i8 %216 to i64
  call void @transparent_crc(i64 noundef %217, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.41, i64 0, i64 0), i32 noundef %spec.select)
  %218 = load i16, i16* @g_2913, align 2, !tbaa !11
  %219 = sext i16 %218 to i64
  call void @transparent_crc(i64 noundef %219, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.42, i64 0, i64 0), i32 noundef %spec.select)
  %220 = load volatile i32, i32* @g_2922, align 4, !tbaa !9
  %221 = zext i32 %220 to i64
  call void @transparent_crc(i64 noundef %221, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i32 noundef %spec.select)
  br label %222

222:                                              ; preds = %233, %215
  %.8 = phi i32 [ 0, %215 ], [ %234, %233 ]
  %223 = icmp ult i32 %.8, 3
  br i1 %223, label %224, label %235

224:                                              ; preds = %222
  %225 = zext i32 %.8 to i64
  %226 = getelementptr inbounds [3 x i32], [3 x i32]* @g_2957, i64 0, i64 %225
  %227 = load i32, i32* %226, align 4, !tbaa !9
  %228 = sext i32 %227 to i64
  call void @transparent_crc(i64 noundef %228, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.44, i64 0, i64 0), i32 noundef %spec.select)
  %229 = zext i1 %.not to i64
  %230 = call i64 @llvm.expect.i64(i64 %229, i64 0)
  %.not140 = icmp eq i64 %230, 0
  br i1 %.not140, label %233, label %231

231:                                              ; preds = %224
  %232 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.8, i64 0, i64 0), i32 noundef %.8) #8
  br label %233

233:                                              ; preds = %224, %231
  %234 = add nuw nsw i32 %.8, 1
  br label %222, !llvm.loop !34

235:                                              ; preds = %222
  call void @transparent_crc(i64 noundef 26250, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.45, i64 0, i64 0), i32 noundef %spec.select)
  %236 = load i32, i32* @g_3035, align 4, !tbaa !9
  %237 = sext i32 %236 to i64
  call void @transparent_crc(i64 noundef %237, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.46, i64 0, i64 0), i32 noundef %spec.select)
  %238 = load i32, i32* @g_3322, align 4, !tbaa !9
  %239 = zext i32 %238 to i64
  call void @transparent_crc(i64 noundef %239, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.47, i64 0, i64 0), i32 noundef %spec.select)
  %240 = load i32, i32* @crc32_context, align 4, !tbaa !9
  %241 = xor i32 %240, -1
  call void @platform_main_end(i32 noundef %241, i32 noundef %spec.select)
  ret i32 0
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @strcmp(i8* noundef, i8* noundef) #2

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i64 @llvm.expect.i64(i64, i64) #3

; Function Attrs: nounwind uwtable
define internal void @platform_main_begin() #0 {
  ret void
}

; Function Attrs: nounwind uwtable
define internal void @crc32_gentab() #0 {
  br label %1

1:                                                ; preds = %11, %0
  %.017 = phi i32 [ 0, %0 ], [ %14, %11 ]
  %2 = icmp ult i32 %.017, 256
  br i1 %2, label %3, label %15

3:                                                ; preds = %1, %5
  %.018 = phi i32 [ %.1, %5 ], [ %.017, %1 ]
  %.0 = phi i32 [ %10, %5 ], [ 8, %1 ]
  %4 = icmp sgt i32 %.0, 0
  br i1 %4, label %5, label %11

5:                                                ; preds = %3
  %6 = and i32 %.018, 1
  %.not = icmp eq i32 %6, 0
  %7 = lshr i32 %.018, 1
  %8 = xor i32 %7, -306674912
  %9 = lshr i32 %.018, 1
  %.1 = select i1 %.not, i32 %9, i32 %8
  %10 = add nsw i32 %.0, -1
  br label %3, !llvm.loop !35

11:                                               ; preds = %3
  %12 = zext i32 %.017 to i64
  %13 = getelementptr inbounds [256 x i32], [256 x i32]* @crc32_tab, i64 0, i64 %12
  store i32 %.018, i32* %13, align 4, !tbaa !9
  %14 = add nuw nsw i32 %.017, 1
  br label %1, !llvm.loop !36

15:                                               ; preds = %1
  ret void
}

; Function Attrs: nounwind uwtable
define internal zeroext i16 @func_1() #0 {
  %1 = alloca [5 x i8], align 1
  %2 = alloca i32**, align 8
  %3 = alloca i16***, align 8
  %4 = alloca [10 x i16****], align 16
  %5 = alloca i32, align 4
  %6 = alloca [2 x i32], align 4
  %7 = alloca i8*, align 8
  %8 = alloca [7 x i16*], align 16
  %9 = alloca i32, align 4
  %10 = alloca i64****, align 8
  %11 = alloca i64*****, align 8
  %12 = alloca [1 x i64], align 8
  %13 = alloca i64*, align 8
  %14 = alloca i8, align 1
  %15 = alloca i32***, align 8
  %16 = alloca i32****, align 8
  %17 = alloca [1 x i32], align 4
  %18 = alloca i32, align 4
  %19 = alloca i64***, align 8
  %20 = getelementptr inbounds [5 x i8], [5 x i8]* %1, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 5, i8* nonnull %20) #8
  %21 = bitcast i32*** %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %21) #8
  store i32** @g_979, i32*** %2, align 8, !tbaa !5
  %22 = bitcast i16**** %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %22) #8
  store i16*** @g_2065, i16**** %3, align 8, !tbaa !5
  %23 = bitcast [10 x i16****]* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 80, i8* nonnull %23) #8
  %24 = bitcast i32* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %24) #8
  store i32 1753755208, i32* %5, align 4, !tbaa !9
  %25 = bitcast [2 x i32]* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %25) #8
  %26 = bitcast i8** %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %26) #8
  store i8* @g_1393, i8** %7, align 8, !tbaa !5
  br label %27

27:                                               ; preds = %29, %0
  %.01958 = phi i32 [ 0, %0 ], [ %32, %29 ]
  %28 = icmp ult i32 %.01958, 5
  br i1 %28, label %29, label %33

29:                                               ; preds = %27
  %30 = zext i32 %.01958 to i64
  %31 = getelementptr inbounds [5 x i8], [5 x i8]* %1, i64 0, i64 %30
  store i8 2, i8* %31, align 1, !tbaa !13
  %32 = add nuw nsw i32 %.01958, 1
  br label %27, !llvm.loop !37

33:                                               ; preds = %27, %35
  %.11959 = phi i32 [ %38, %35 ], [ 0, %27 ]
  %34 = icmp ult i32 %.11959, 10
  br i1 %34, label %35, label %39

35:                                               ; preds = %33
  %36 = zext i32 %.11959 to i64
  %37 = getelementptr inbounds [10 x i16****], [10 x i16****]* %4, i64 0, i64 %36
  store i16**** %3, i16***** %37, align 8, !tbaa !5
  %38 = add nuw nsw i32 %.11959, 1
  br label %33, !llvm.loop !38

39:                                               ; preds = %33, %41
  %.21960 = phi i32 [ %44, %41 ], [ 0, %33 ]
  %40 = icmp ult i32 %.21960, 2
  br i1 %40, label %41, label %45

41:                                               ; preds = %39
  %42 = zext i32 %.21960 to i64
  %43 = getelementptr inbounds [2 x i32], [2 x i32]* %6, i64 0, i64 %42
  store i32 -6, i32* %43, align 4, !tbaa !9
  %44 = add nuw nsw i32 %.21960, 1
  br label %39, !llvm.loop !39

45:                                               ; preds = %39
  br label %46

46:                                               ; preds = %789, %45
  %storemerge = phi i32 [ 0, %45 ], [ %793, %789 ]
  %.sroa.3.0 = phi i16* [ undef, %45 ], [ %.sroa.3.8, %789 ]
  %.01954 = phi i16 [ 24815, %45 ], [ %.21956, %789 ]
  %.01945 = phi i16 [ 682, %45 ], [ %.81953, %789 ]
  %.01938 = phi i8 [ 1, %45 ], [ %.61944, %789 ]
  %.0 = phi i16 [ undef, %45 ], [ %.8, %789 ]
  store i32 %storemerge, i32* @g_2, align 4, !tbaa !9
  %47 = icmp slt i32 %storemerge, -14
  br i1 %47, label %48, label %794

48:                                               ; preds = %46
  %49 = bitcast [7 x i16*]* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %49) #8
  br label %50

50:                                               ; preds = %52, %48
  %.01964 = phi i32 [ 0, %48 ], [ %55, %52 ]
  %51 = icmp ult i32 %.01964, 7
  br i1 %51, label %52, label %56

52:                                               ; preds = %50
  %53 = zext i32 %.01964 to i64
  %54 = getelementptr inbounds [7 x i16*], [7 x i16*]* %8, i64 0, i64 %53
  store i16* @g_36, i16** %54, align 8, !tbaa !5
  %55 = add nuw nsw i32 %.01964, 1
  br label %50, !llvm.loop !40

56:                                               ; preds = %50
  %57 = getelementptr inbounds [5 x i8], [5 x i8]* %1, i64 0, i64 0
  %58 = load i8, i8* %57, align 1, !tbaa !13
  %59 = call zeroext i8 @safe_sub_func_uint8_t_u_u(i8 noundef zeroext %58, i8 noundef zeroext 5)
  %60 = zext i8 %59 to i64
  %61 = load i16, i16* @g_36, align 2, !tbaa !11
  %62 = add i16 %61, -1
  store i16 %62, i16* @g_36, align 2, !tbaa !11
  %63 = load i16*, i16** @g_45, align 8, !tbaa !5
  %64 = call i32 @func_43(i16* noundef %63)
  %65 = call i32 @safe_sub_func_int32_t_s_s(i32 noundef 1, i32 noundef %64)
  %66 = trunc i32 %65 to i8
  %67 = getelementptr inbounds [5 x i8], [5 x i8]* %1, i64 0, i64 3
  %68 = load i8, i8* %67, align 1, !tbaa !13
  %69 = zext i8 %68 to i32
  %70 = call signext i8 @func_31(i16 noundef zeroext %62, i8 noundef signext %66, i32 noundef %69)
  %71 = load i8, i8* %57, align 1, !tbaa !13
  %72 = zext i8 %71 to i32
  %73 = call signext i8 @safe_lshift_func_int8_t_s_u(i8 noundef signext %70, i32 noundef %72)
  %74 = load i16**, i16*** @g_2589, align 8, !tbaa !5
  %75 = load i16*, i16** %74, align 8, !tbaa !5
  %76 = load volatile i16, i16* %75, align 2, !tbaa !11
  %77 = xor i16 %76, 24
  %78 = zext i16 %77 to i32
  %79 = call i32 @safe_unary_minus_func_int32_t_s(i32 noundef %78)
  %80 = icmp ne i32 %79, 0
  %81 = zext i1 %80 to i8
  %82 = call zeroext i8 @safe_mod_func_uint8_t_u_u(i8 noundef zeroext %81, i8 noundef zeroext -64)
  %83 = call i64 @func_23(i8 noundef zeroext %82, i16 noundef zeroext 254)
  %84 = call i64 @safe_sub_func_int64_t_s_s(i64 noundef %83, i64 noundef 5)
  %85 = trunc i64 %84 to i32
  %86 = call i32 @safe_unary_minus_func_uint32_t_u(i32 noundef %85)
  %87 = call i32 @safe_div_func_uint32_t_u_u(i32 noundef 254, i32 noundef 0)
  %88 = call i32 @safe_unary_minus_func_int32_t_s(i32 noundef %87)
  %89 = trunc i32 %88 to i16
  %90 = load i16**, i16*** @g_2064, align 8, !tbaa !5
  %91 = load i16*, i16** %90, align 8, !tbaa !5
  store i16 %89, i16* %91, align 2, !tbaa !11
  %92 = load i8, i8* %57, align 1, !tbaa !13
  %93 = zext i8 %92 to i32
  %94 = and i32 %88, %93
  %.not2121 = icmp eq i32 %94, 0
  %95 = zext i1 %.not2121 to i16
  %96 = call zeroext i16 @safe_div_func_uint16_t_u_u(i16 noundef zeroext %95, i16 noundef zeroext 254)
  %97 = zext i16 %96 to i64
  %98 = call i64 @safe_div_func_int64_t_s_s(i64 noundef %60, i64 noundef %97)
  %99 = icmp ne i64 %98, 28760
  %100 = zext i1 %99 to i8
  %101 = call zeroext i8 @safe_mul_func_uint8_t_u_u(i8 noundef zeroext %58, i8 noundef zeroext %100)
  %102 = icmp ne i8 %101, 0
  %103 = zext i1 %102 to i64
  %104 = call i64 @llvm.expect.i64(i64 %103, i64 0)
  %.not2122 = icmp eq i64 %104, 0
  br i1 %.not2122, label %784, label %105

105:                                              ; preds = %56
  %106 = bitcast i32* %9 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %106) #8
  store i32 1672567703, i32* %9, align 4, !tbaa !9
  %107 = bitcast i64***** %10 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %107) #8
  store i64**** null, i64***** %10, align 8, !tbaa !5
  %.0.sroa_cast1727 = bitcast i64****** %11 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %.0.sroa_cast1727)
  store volatile i64***** %10, i64****** %11, align 8, !tbaa !5
  %108 = bitcast [1 x i64]* %12 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %108) #8
  br label %109

109:                                              ; preds = %111, %105
  %.01966 = phi i32 [ 0, %105 ], [ %113, %111 ]
  %110 = icmp eq i32 %.01966, 0
  br i1 %110, label %111, label %114

111:                                              ; preds = %109
  %112 = getelementptr inbounds [1 x i64], [1 x i64]* %12, i64 0, i64 0
  store i64 -9, i64* %112, align 8, !tbaa !14
  %113 = add nuw nsw i32 %.01966, 1
  br label %109, !llvm.loop !41

114:                                              ; preds = %109
  %115 = load volatile i32**, i32*** @g_88, align 8, !tbaa !5
  %116 = load i32*, i32** %115, align 8, !tbaa !5
  %117 = load i32, i32* %116, align 4, !tbaa !9
  %118 = load i32*, i32** @g_1558, align 8, !tbaa !5
  store volatile i32 %117, i32* %118, align 4, !tbaa !9
  store i32 0, i32* @g_130, align 4, !tbaa !9
  br i1 false, label %119, label %123

119:                                              ; preds = %114
  br label %120

120:                                              ; preds = %121, %119
  br i1 undef, label %122, label %121

121:                                              ; preds = %120
  br label %120, !llvm.loop !42

122:                                              ; preds = %120
  br label %783

123:                                              ; preds = %114
  %124 = load volatile i32**, i32*** @g_547, align 8, !tbaa !5
  %125 = load i32*, i32** %124, align 8, !tbaa !5
  %126 = load i32, i32* %125, align 4, !tbaa !9
  %127 = icmp ne i32 %126, 0
  %128 = zext i1 %127 to i64
  %129 = call i64 @llvm.expect.i64(i64 %128, i64 1)
  %.not2124 = icmp eq i64 %129, 0
  br i1 %.not2124, label %706, label %130

130:                                              ; preds = %123
  %131 = bitcast i64** %13 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %131) #8
  store i64* @g_192, i64** %13, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0i8(i64 1, i8* nonnull %14) #8
  store i8 14, i8* %14, align 1, !tbaa !13
  %132 = bitcast i32**** %15 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %132) #8
  store i32*** getelementptr inbounds ([9 x [7 x i32**]], [9 x [7 x i32**]]* @g_215, i64 0, i64 7, i64 1), i32**** %15, align 8, !tbaa !5
  %133 = bitcast i32***** %16 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %133) #8
  store i32**** %15, i32***** %16, align 8, !tbaa !5
  %134 = load i32**, i32*** @g_253, align 8, !tbaa !5
  %135 = load i32*, i32** %134, align 8, !tbaa !5
  store i32 710427821, i32* %135, align 4, !tbaa !9
  br i1 false, label %136, label %137

136:                                              ; preds = %130
  br label %137

137:                                              ; preds = %136, %130
  %138 = load i64*, i64** %13, align 8, !tbaa !5
  store i64 0, i64* %138, align 8, !tbaa !14
  %139 = load i8, i8* %57, align 1, !tbaa !13
  %140 = zext i8 %139 to i32
  %141 = call i32 @safe_mod_func_uint32_t_u_u(i32 noundef 710427821, i32 noundef %140)
  %142 = load i16*, i16** @g_2134, align 8, !tbaa !5
  %143 = load i16, i16* %142, align 2, !tbaa !11
  %144 = trunc i32 %141 to i16
  %145 = or i16 %143, %144
  store i16 %145, i16* %142, align 2, !tbaa !11
  %146 = load i8, i8* @g_2841, align 1, !tbaa !13
  %147 = zext i8 %146 to i32
  %148 = icmp eq i8 %146, -1
  %149 = zext i1 %148 to i64
  %150 = call i64 @safe_mod_func_int64_t_s_s(i64 noundef %149, i64 noundef 7969793522330689394)
  %151 = icmp ne i64 %150, 0
  %152 = zext i1 %151 to i64
  %153 = call i64 @llvm.expect.with.probability.i64(i64 %152, i64 1, double 0x3FEE666666666666)
  %.not2125 = icmp eq i64 %153, 0
  br i1 %.not2125, label %258, label %154

154:                                              ; preds = %137
  %155 = load i8, i8* %57, align 1, !tbaa !13
  %.not2146 = icmp eq i8 %155, 0
  br i1 %.not2146, label %192, label %156

156:                                              ; preds = %154
  %157 = load i64*, i64** %13, align 8, !tbaa !5
  %158 = load i64, i64* %157, align 8, !tbaa !14
  %159 = add i64 %158, -1
  store i64 %159, i64* %157, align 8, !tbaa !14
  %160 = call i64 @safe_sub_func_int64_t_s_s(i64 noundef 0, i64 noundef %159)
  %161 = load i32**, i32*** @g_253, align 8, !tbaa !5
  %162 = load i32*, i32** %161, align 8, !tbaa !5
  %163 = load i32, i32* %162, align 4, !tbaa !9
  %164 = xor i32 %163, 2
  store i32 %164, i32* %162, align 4, !tbaa !9
  %165 = call zeroext i8 @safe_sub_func_uint8_t_u_u(i8 noundef zeroext -2, i8 noundef zeroext 1)
  %166 = load i16**, i16*** @g_2064, align 8, !tbaa !5
  %167 = load i16*, i16** %166, align 8, !tbaa !5
  %168 = load i16, i16* %167, align 2, !tbaa !11
  %169 = zext i8 %165 to i16
  %170 = icmp ule i16 %168, %169
  %171 = zext i1 %170 to i64
  %172 = sext i8 %.01938 to i64
  %173 = call i64 @safe_div_func_int64_t_s_s(i64 noundef %171, i64 noundef %172)
  %174 = call i32 @safe_add_func_uint32_t_u_u(i32 noundef %164, i32 noundef 1)
  %175 = and i32 %174, 6
  %176 = load i32*, i32** @g_89, align 8, !tbaa !5
  %177 = load i32, i32* %176, align 4, !tbaa !9
  %178 = call i32 @safe_mod_func_int32_t_s_s(i32 noundef %175, i32 noundef %177)
  %179 = sext i32 %178 to i64
  %180 = call i64 @safe_mod_func_int64_t_s_s(i64 noundef %179, i64 noundef -5599014718993585999)
  %181 = call i64 @safe_div_func_int64_t_s_s(i64 noundef -1299357757, i64 noundef -2442236727848998763)
  %182 = call i64 @safe_mod_func_int64_t_s_s(i64 noundef %181, i64 noundef 2798532249)
  %183 = trunc i64 %182 to i32
  %184 = load i8, i8* %57, align 1, !tbaa !13
  %185 = zext i8 %184 to i32
  %186 = call i32 @safe_sub_func_uint32_t_u_u(i32 noundef %183, i32 noundef %185)
  %187 = call i32 @safe_mod_func_uint32_t_u_u(i32 noundef 0, i32 noundef -1)
  %188 = icmp eq i32 %187, 8
  %189 = zext i1 %188 to i64
  %190 = call i64 @safe_mod_func_int64_t_s_s(i64 noundef %189, i64 noundef -4020525974981631940)
  %191 = icmp slt i64 %190, 65535
  br label %192

192:                                              ; preds = %156, %154
  %193 = phi i1 [ false, %154 ], [ %191, %156 ]
  %194 = zext i1 %193 to i16
  %195 = call zeroext i16 @safe_mul_func_uint16_t_u_u(i16 noundef zeroext -17568, i16 noundef zeroext %194)
  %196 = load volatile i32**, i32*** @g_547, align 8, !tbaa !5
  %197 = load i32*, i32** %196, align 8, !tbaa !5
  %198 = load i32, i32* %197, align 4, !tbaa !9
  %199 = icmp ne i32 %198, 0
  %200 = zext i1 %199 to i64
  %201 = call i64 @llvm.expect.i64(i64 %200, i64 1)
  %.not2147 = icmp eq i64 %201, 0
  br i1 %.not2147, label %206, label %202

202:                                              ; preds = %192
  %203 = load volatile i32**, i32*** @g_88, align 8, !tbaa !5
  %204 = load i32*, i32** %203, align 8, !tbaa !5
  %205 = load volatile i32**, i32*** @g_2875, align 8, !tbaa !5
  store i32* %204, i32** %205, align 8, !tbaa !5
  br label %221

206:                                              ; preds = %192
  br label %207

207:                                              ; preds = %209, %206
  %.01977 = phi i32 [ 0, %206 ], [ %210, %209 ]
  %208 = icmp ult i32 %.01977, 4
  br i1 %208, label %209, label %211

209:                                              ; preds = %207
  %210 = add nuw nsw i32 %.01977, 1
  br label %207, !llvm.loop !43

211:                                              ; preds = %207
  %212 = load i32*****, i32****** @g_428, align 8, !tbaa !5
  %213 = load i32****, i32***** %212, align 8, !tbaa !5
  %214 = icmp eq i32**** %213, null
  %215 = zext i1 %214 to i16
  %216 = call signext i16 @safe_sub_func_int16_t_s_s(i16 noundef signext 254, i16 noundef signext %215)
  %217 = call zeroext i16 @safe_mul_func_uint16_t_u_u(i16 noundef zeroext 0, i16 noundef zeroext %216)
  %218 = zext i16 %217 to i32
  %219 = load i32*, i32** @g_1558, align 8, !tbaa !5
  store volatile i32 %218, i32* %219, align 4, !tbaa !9
  %220 = load volatile i32**, i32*** @g_2886, align 8, !tbaa !5
  store i32* @g_2, i32** %220, align 8, !tbaa !5
  br label %221

221:                                              ; preds = %211, %202
  br label %222

222:                                              ; preds = %224, %221
  %storemerge2148 = phi i32 [ -17, %221 ], [ %225, %224 ]
  store i32 %storemerge2148, i32* @g_130, align 4, !tbaa !9
  %223 = icmp eq i32 %storemerge2148, 2
  br i1 %223, label %224, label %226

224:                                              ; preds = %222
  %225 = add i32 %storemerge2148, 1
  br label %222, !llvm.loop !44

226:                                              ; preds = %222
  %227 = load i64**, i64*** @g_1073, align 8, !tbaa !5
  %228 = load volatile i64*, i64** %227, align 8, !tbaa !5
  %229 = load i64, i64* %228, align 8, !tbaa !14
  %230 = load volatile i32*, i32** @g_1059, align 8, !tbaa !5
  %231 = load i32, i32* %230, align 4, !tbaa !9
  %232 = trunc i64 %229 to i32
  %233 = or i32 %231, %232
  store i32 %233, i32* %230, align 4, !tbaa !9
  %234 = load i32*, i32** @g_1558, align 8, !tbaa !5
  store volatile i32 %233, i32* %234, align 4, !tbaa !9
  %235 = call zeroext i8 @safe_add_func_uint8_t_u_u(i8 noundef zeroext -103, i8 noundef zeroext 1)
  %236 = load i16*, i16** @g_2134, align 8, !tbaa !5
  %237 = load i16, i16* %236, align 2, !tbaa !11
  %238 = trunc i16 %237 to i8
  %239 = xor i8 %235, %238
  %240 = load volatile i32*, i32** @g_277, align 8, !tbaa !5
  %241 = load i32, i32* %240, align 4, !tbaa !9
  %242 = load i32*, i32** @g_89, align 8, !tbaa !5
  %243 = load i32, i32* %242, align 4, !tbaa !9
  %244 = icmp sgt i32 %241, %243
  %245 = zext i1 %244 to i8
  %246 = call zeroext i8 @safe_add_func_uint8_t_u_u(i8 noundef zeroext %239, i8 noundef zeroext %245)
  %247 = zext i8 %246 to i64
  %248 = getelementptr inbounds [10 x i16****], [10 x i16****]* %4, i64 0, i64 6
  %249 = load i16****, i16***** %248, align 16, !tbaa !5
  %.not2149 = icmp eq i16**** %249, null
  %250 = zext i1 %.not2149 to i64
  %251 = call i64 @safe_mod_func_int64_t_s_s(i64 noundef %247, i64 noundef %250)
  %252 = trunc i64 %251 to i16
  %253 = xor i16 %252, -1
  %254 = call zeroext i16 @safe_sub_func_uint16_t_u_u(i16 noundef zeroext %253, i16 noundef zeroext 30014)
  %255 = call zeroext i16 @safe_rshift_func_uint16_t_u_s(i16 noundef zeroext %254, i32 noundef 10)
  %256 = load i16, i16* @g_2913, align 2, !tbaa !11
  %257 = xor i16 %256, %255
  store i16 %257, i16* @g_2913, align 2, !tbaa !11
  br label %386

258:                                              ; preds = %137
  %259 = load volatile i32, i32* @g_2922, align 4, !tbaa !9
  %260 = zext i32 %259 to i64
  %261 = load i64**, i64*** @g_1073, align 8, !tbaa !5
  %262 = load volatile i64*, i64** %261, align 8, !tbaa !5
  %263 = load i64, i64* %262, align 8, !tbaa !14
  %264 = call i64 @safe_div_func_int64_t_s_s(i64 noundef %260, i64 noundef %263)
  %265 = icmp ugt i64 %264, -1616415490
  %266 = zext i1 %265 to i16
  %267 = call zeroext i8 @safe_mul_func_uint8_t_u_u(i8 noundef zeroext 0, i8 noundef zeroext 0)
  %268 = zext i8 %267 to i16
  %269 = load i16*, i16** @g_2134, align 8, !tbaa !5
  %270 = load i16, i16* %269, align 2, !tbaa !11
  %271 = or i16 %270, %268
  %272 = call zeroext i16 @safe_lshift_func_uint16_t_u_u(i16 noundef zeroext %271, i32 noundef 0)
  %273 = icmp eq i16 %272, 0
  %274 = zext i1 %273 to i32
  %275 = load i32, i32* getelementptr inbounds ([9 x i32], [9 x i32]* @g_138, i64 0, i64 1), align 4, !tbaa !9
  %276 = icmp sge i32 %275, %274
  %277 = zext i1 %276 to i8
  %278 = call zeroext i8 @safe_mul_func_uint8_t_u_u(i8 noundef zeroext 25, i8 noundef zeroext %277)
  %279 = call signext i8 @safe_lshift_func_int8_t_s_u(i8 noundef signext %278, i32 noundef 1)
  %280 = sext i8 %279 to i32
  %281 = call i32 @safe_add_func_uint32_t_u_u(i32 noundef %280, i32 noundef 823934912)
  %282 = icmp ugt i32 %281, -3
  %283 = zext i1 %282 to i64
  %284 = load i32, i32* getelementptr inbounds ([9 x i32], [9 x i32]* @g_138, i64 0, i64 1), align 4, !tbaa !9
  %285 = sext i32 %284 to i64
  %286 = call i64 @safe_add_func_uint64_t_u_u(i64 noundef %283, i64 noundef %285)
  %287 = icmp eq i64 %286, 0
  %288 = zext i1 %287 to i32
  %289 = call signext i16 @safe_rshift_func_int16_t_s_s(i16 noundef signext %266, i32 noundef %288)
  %290 = call signext i16 @safe_rshift_func_int16_t_s_s(i16 noundef signext %289, i32 noundef 3)
  %291 = load i16*, i16** @g_2134, align 8, !tbaa !5
  %292 = load i16, i16* %291, align 2, !tbaa !11
  %293 = call signext i16 @safe_mul_func_int16_t_s_s(i16 noundef signext 0, i16 noundef signext %292)
  %294 = load i16*, i16** @g_2134, align 8, !tbaa !5
  %295 = load i16, i16* %294, align 2, !tbaa !11
  %296 = icmp sle i16 %293, %295
  %297 = zext i1 %296 to i32
  %298 = load i16, i16* getelementptr inbounds ([10 x i16], [10 x i16]* @g_329, i64 0, i64 2), align 4, !tbaa !11
  %299 = sext i16 %298 to i32
  %300 = icmp sgt i32 %297, %299
  %301 = zext i1 %300 to i32
  store i32 %301, i32* getelementptr inbounds ([9 x i32], [9 x i32]* @g_138, i64 0, i64 1), align 4, !tbaa !9
  store i8 0, i8* @g_2841, align 1, !tbaa !13
  br i1 true, label %302, label %319

302:                                              ; preds = %258
  %303 = load i32, i32* getelementptr inbounds ([9 x i32], [9 x i32]* @g_138, i64 0, i64 1), align 4, !tbaa !9
  %304 = or i32 %303, -1812527293
  store i32 %304, i32* getelementptr inbounds ([9 x i32], [9 x i32]* @g_138, i64 0, i64 1), align 4, !tbaa !9
  %305 = load i32*, i32** @g_1558, align 8, !tbaa !5
  store volatile i32 %304, i32* %305, align 4, !tbaa !9
  %306 = load i8, i8* @g_2841, align 1, !tbaa !13
  %307 = zext i8 %306 to i64
  %308 = add nuw nsw i64 %307, 9
  %309 = getelementptr inbounds [10 x i16], [10 x i16]* @g_329, i64 0, i64 %308
  %310 = load i16, i16* %309, align 2, !tbaa !11
  %311 = icmp ne i16 %310, 0
  %312 = zext i1 %311 to i64
  %313 = call i64 @llvm.expect.i64(i64 %312, i64 0)
  %.not2145 = icmp eq i64 %313, 0
  br i1 %.not2145, label %314, label %318

314:                                              ; preds = %302
  %315 = load i16**, i16*** @g_2065, align 8, !tbaa !5
  %316 = load i16*, i16** %315, align 8, !tbaa !5
  %317 = load i16, i16* %316, align 2, !tbaa !11
  br label %318

318:                                              ; preds = %302, %314
  %.01967 = phi i32 [ 1, %314 ], [ 32, %302 ]
  %.1 = phi i16 [ %317, %314 ], [ %.0, %302 ]
  br i1 %.not2145, label %385, label %319

319:                                              ; preds = %318, %258
  br label %320

320:                                              ; preds = %382, %319
  %storemerge2126 = phi i16 [ 0, %319 ], [ %384, %382 ]
  %.sroa.3.1 = phi i16* [ %.sroa.3.0, %319 ], [ %.sroa.3.2, %382 ]
  store i16 %storemerge2126, i16* @g_1591, align 2, !tbaa !11
  %.not2127 = icmp eq i16 %storemerge2126, 10
  br i1 %.not2127, label %385, label %321

321:                                              ; preds = %320
  br label %322

322:                                              ; preds = %324, %321
  %.01978 = phi i32 [ 0, %321 ], [ %325, %324 ]
  %323 = icmp ult i32 %.01978, 5
  br i1 %323, label %324, label %326

324:                                              ; preds = %322
  %325 = add nuw nsw i32 %.01978, 1
  br label %322, !llvm.loop !45

326:                                              ; preds = %322
  %327 = load volatile i32*, i32** @g_955, align 8, !tbaa !5
  %328 = load i32, i32* %327, align 4, !tbaa !9
  %329 = call i32 @safe_sub_func_int32_t_s_s(i32 noundef %328, i32 noundef 0)
  %330 = trunc i32 %329 to i16
  %331 = load i8, i8* %14, align 1, !tbaa !13
  %332 = sext i8 %331 to i32
  %333 = call signext i8 @safe_rshift_func_int8_t_s_s(i8 noundef signext 1, i32 noundef %332)
  %334 = load i32, i32* getelementptr inbounds ([3 x i32], [3 x i32]* @g_2957, i64 0, i64 0), align 4, !tbaa !9
  %335 = trunc i32 %334 to i16
  %336 = call signext i16 @safe_lshift_func_int16_t_s_u(i16 noundef signext %335, i32 noundef 1664290293)
  %.lobit2143 = lshr i16 %336, 15
  %337 = call signext i16 @safe_mul_func_int16_t_s_s(i16 noundef signext %.lobit2143, i16 noundef signext 24515)
  %338 = sext i16 %337 to i32
  %339 = icmp slt i32 %338, %147
  %340 = zext i1 %339 to i64
  %341 = load i64*, i64** %13, align 8, !tbaa !5
  %342 = load i64, i64* %341, align 8, !tbaa !14
  %343 = or i64 %342, %340
  store i64 %343, i64* %341, align 8, !tbaa !14
  %344 = load i16*, i16** @g_45, align 8, !tbaa !5
  %345 = load i16, i16* %344, align 2, !tbaa !11
  %346 = zext i16 %345 to i32
  %347 = call signext i16 @safe_lshift_func_int16_t_s_u(i16 noundef signext %330, i32 noundef %346)
  %348 = load i32, i32* getelementptr inbounds ([9 x i32], [9 x i32]* @g_138, i64 0, i64 1), align 4, !tbaa !9
  %349 = icmp ne i32 %348, 0
  %350 = zext i1 %349 to i64
  %351 = call i64 @llvm.expect.with.probability.i64(i64 %350, i64 1, double 1.000000e-03)
  %.not2144 = icmp eq i64 %351, 0
  br i1 %.not2144, label %352, label %382

352:                                              ; preds = %326
  %353 = call signext i8 @safe_rshift_func_int8_t_s_s(i8 noundef signext 39, i32 noundef 0)
  %354 = sext i8 %353 to i16
  %355 = call signext i16 @safe_mul_func_int16_t_s_s(i16 noundef signext 8, i16 noundef signext %354)
  %356 = load volatile i16**, i16*** @g_1912, align 8, !tbaa !5
  %357 = getelementptr inbounds [7 x i16*], [7 x i16*]* %8, i64 0, i64 0
  %358 = load i16*, i16** %357, align 16, !tbaa !5
  %359 = call zeroext i16 @safe_lshift_func_uint16_t_u_s(i16 noundef zeroext 8, i32 noundef 0)
  %360 = zext i16 %359 to i64
  %361 = load i64**, i64*** @g_1073, align 8, !tbaa !5
  %362 = load volatile i64*, i64** %361, align 8, !tbaa !5
  %363 = load i64, i64* %362, align 8, !tbaa !14
  %364 = icmp eq i64 %363, %360
  br i1 %364, label %369, label %365

365:                                              ; preds = %352
  %366 = load i16*, i16** @g_45, align 8, !tbaa !5
  %367 = load i16, i16* %366, align 2, !tbaa !11
  %368 = icmp ne i16 %367, 0
  br label %369

369:                                              ; preds = %365, %352
  %370 = phi i1 [ true, %352 ], [ %368, %365 ]
  %371 = zext i1 %370 to i8
  %372 = load i8, i8* @g_2841, align 1, !tbaa !13
  %373 = xor i8 %372, %371
  %374 = call zeroext i8 @safe_mod_func_uint8_t_u_u(i8 noundef zeroext -5, i8 noundef zeroext %373)
  %375 = call signext i8 @safe_mod_func_int8_t_s_s(i8 noundef signext %374, i8 noundef signext -38)
  %376 = call signext i16 @safe_rshift_func_int16_t_s_u(i16 noundef signext 0, i32 noundef 3)
  %377 = trunc i16 %376 to i8
  %378 = getelementptr inbounds [2 x i32], [2 x i32]* %6, i64 0, i64 0
  %379 = load i32, i32* %378, align 4, !tbaa !9
  %380 = trunc i32 %379 to i8
  %381 = call signext i8 @safe_div_func_int8_t_s_s(i8 noundef signext %377, i8 noundef signext %380)
  br label %382

382:                                              ; preds = %326, %369
  %.sroa.3.2 = phi i16* [ %358, %369 ], [ null, %326 ]
  %383 = load i16, i16* @g_1591, align 2, !tbaa !11
  %384 = add i16 %383, 1
  br label %320, !llvm.loop !46

385:                                              ; preds = %320, %318
  %.sroa.3.3 = phi i16* [ %.sroa.3.0, %318 ], [ %.sroa.3.1, %320 ]
  %.21969 = phi i32 [ %.01967, %318 ], [ 1, %320 ]
  %.11939 = phi i8 [ %.01938, %318 ], [ 0, %320 ]
  %.3 = phi i16 [ %.1, %318 ], [ -1, %320 ]
  br i1 false, label %386, label %705

386:                                              ; preds = %385, %226
  %.sroa.3.4 = phi i16* [ %.sroa.3.0, %226 ], [ %.sroa.3.3, %385 ]
  %.21940 = phi i8 [ %.01938, %226 ], [ %.11939, %385 ]
  %.4 = phi i16 [ %.0, %226 ], [ %.3, %385 ]
  br label %387

387:                                              ; preds = %697, %386
  %storemerge2128 = phi i32 [ 0, %386 ], [ %699, %697 ]
  %.02097 = phi i32* [ getelementptr inbounds ([5 x [6 x [8 x i32]]], [5 x [6 x [8 x i32]]]* @g_278, i64 0, i64 1, i64 3, i64 0), %386 ], [ %.32100, %697 ]
  %.02095 = phi i32 [ -1299357757, %386 ], [ %.12096, %697 ]
  %.01961 = phi i32 [ -1, %386 ], [ %.21963, %697 ]
  %.11946 = phi i16 [ %.01945, %386 ], [ %.31948, %697 ]
  store i32 %storemerge2128, i32* @g_130, align 4, !tbaa !9
  %388 = icmp ult i32 %storemerge2128, 5
  br i1 %388, label %389, label %700

389:                                              ; preds = %387
  %390 = bitcast [1 x i32]* %17 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %390) #8
  %391 = bitcast i32* %18 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %391) #8
  store i32 -1, i32* %18, align 4, !tbaa !9
  %392 = bitcast i64**** %19 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %392) #8
  store i64*** @g_3068, i64**** %19, align 8, !tbaa !5
  br label %393

393:                                              ; preds = %395, %389
  %.01980 = phi i32 [ 0, %389 ], [ %397, %395 ]
  %394 = icmp eq i32 %.01980, 0
  br i1 %394, label %395, label %398

395:                                              ; preds = %393
  %396 = getelementptr inbounds [1 x i32], [1 x i32]* %17, i64 0, i64 0
  store i32 402846123, i32* %396, align 4, !tbaa !9
  %397 = add nuw nsw i32 %.01980, 1
  br label %393, !llvm.loop !47

398:                                              ; preds = %393
  %399 = load i32, i32* @g_130, align 4, !tbaa !9
  %400 = zext i32 %399 to i64
  %401 = getelementptr inbounds [6 x i64], [6 x i64]* @g_133, i64 0, i64 %400
  %402 = load i64, i64* %401, align 8, !tbaa !14
  %403 = icmp ne i64 %402, 0
  %404 = zext i1 %403 to i64
  %405 = call i64 @llvm.expect.i64(i64 %404, i64 0)
  %.not2130 = icmp eq i64 %405, 0
  br i1 %.not2130, label %406, label %696

406:                                              ; preds = %398
  %407 = call zeroext i16 @safe_mul_func_uint16_t_u_u(i16 noundef zeroext 1, i16 noundef zeroext 1)
  %408 = call zeroext i16 @safe_rshift_func_uint16_t_u_u(i16 noundef zeroext %407, i32 noundef 14)
  %409 = icmp ne i16 %408, 0
  %410 = zext i1 %409 to i64
  %411 = call i64 @llvm.expect.i64(i64 %410, i64 1)
  %.not2131 = icmp eq i64 %411, 0
  br i1 %.not2131, label %426, label %412

412:                                              ; preds = %406
  %413 = load i32, i32* @g_130, align 4, !tbaa !9
  %414 = add i32 %413, 1
  %415 = zext i32 %414 to i64
  %416 = getelementptr inbounds [6 x i64], [6 x i64]* @g_133, i64 0, i64 %415
  %417 = load i64, i64* %416, align 8, !tbaa !14
  %418 = icmp ne i64 %417, 0
  %419 = zext i1 %418 to i64
  %420 = call i64 @llvm.expect.with.probability.i64(i64 %419, i64 1, double 0x3FEE666666666666)
  %.not2142 = icmp eq i64 %420, 0
  br i1 %.not2142, label %421, label %425

421:                                              ; preds = %412
  %422 = load volatile i16***, i16**** @g_3004, align 8, !tbaa !5
  store i16** @g_2134, i16*** %422, align 8, !tbaa !5
  %423 = load i32, i32* %18, align 4, !tbaa !9
  %424 = add i32 %423, 1
  store i32 %424, i32* %18, align 4, !tbaa !9
  br label %425

425:                                              ; preds = %412, %421
  %.31970 = phi i32 [ 0, %421 ], [ 44, %412 ]
  br i1 %.not2142, label %459, label %696

426:                                              ; preds = %406
  %427 = load volatile i32**, i32*** @g_88, align 8, !tbaa !5
  %428 = getelementptr inbounds [5 x i8], [5 x i8]* %1, i64 0, i64 4
  %429 = load i8, i8* %428, align 1, !tbaa !13
  %430 = zext i8 %429 to i64
  %431 = getelementptr inbounds [1 x i32], [1 x i32]* %17, i64 0, i64 0
  %432 = load i32, i32* %431, align 4, !tbaa !9
  %433 = trunc i32 %432 to i8
  %434 = call zeroext i8 @safe_add_func_uint8_t_u_u(i8 noundef zeroext %433, i8 noundef zeroext %433)
  %435 = zext i8 %434 to i16
  %436 = call signext i16 @safe_lshift_func_int16_t_s_s(i16 noundef signext %435, i32 noundef 7)
  %437 = load i16*, i16** @g_2134, align 8, !tbaa !5
  %438 = load i16, i16* %437, align 2, !tbaa !11
  %439 = call signext i16 @safe_add_func_int16_t_s_s(i16 noundef signext %436, i16 noundef signext %438)
  %440 = sext i16 %439 to i64
  %441 = load i64, i64* getelementptr inbounds ([10 x [5 x [1 x i64]]], [10 x [5 x [1 x i64]]]* @g_146, i64 0, i64 4, i64 1, i64 0), align 8, !tbaa !14
  %442 = and i64 %441, %440
  store i64 %442, i64* getelementptr inbounds ([10 x [5 x [1 x i64]]], [10 x [5 x [1 x i64]]]* @g_146, i64 0, i64 4, i64 1, i64 0), align 8, !tbaa !14
  %443 = and i64 %442, %430
  %.not2132 = icmp eq i64 %443, 0
  br i1 %.not2132, label %444, label %445

444:                                              ; preds = %426
  br label %445

445:                                              ; preds = %444, %426
  %446 = load i32, i32* %18, align 4, !tbaa !9
  %447 = icmp ne i32 %446, 4
  %448 = zext i1 %447 to i32
  %449 = load i32, i32* %431, align 4, !tbaa !9
  %450 = icmp ne i32 %449, %448
  %451 = zext i1 %450 to i16
  %452 = load i32*, i32** @g_1558, align 8, !tbaa !5
  store volatile i32 1, i32* %452, align 4, !tbaa !9
  %453 = call i64 @llvm.expect.i64(i64 1, i64 1)
  %.not2133 = icmp eq i64 %453, 0
  br i1 %.not2133, label %454, label %458

454:                                              ; preds = %445
  %455 = load volatile i32**, i32*** @g_209, align 8, !tbaa !5
  %456 = load i32*, i32** %455, align 8, !tbaa !5
  %457 = load volatile i32**, i32*** @g_88, align 8, !tbaa !5
  store i32* %456, i32** %457, align 8, !tbaa !5
  br label %458

458:                                              ; preds = %445, %454
  %.12098 = phi i32* [ %456, %454 ], [ %.02097, %445 ]
  %.41971 = phi i32 [ 0, %454 ], [ 46, %445 ]
  br i1 %.not2133, label %459, label %696

459:                                              ; preds = %458, %425
  %.22099 = phi i32* [ %.02097, %425 ], [ %.12098, %458 ]
  %.21947 = phi i16 [ %.11946, %425 ], [ %451, %458 ]
  %460 = load i32*, i32** @g_89, align 8, !tbaa !5
  %461 = load i32, i32* %460, align 4, !tbaa !9
  %.not2134 = icmp eq i32 %461, 0
  br i1 %.not2134, label %490, label %462

462:                                              ; preds = %459
  %463 = load i32, i32* %.22099, align 4, !tbaa !9
  %464 = load i32, i32* @g_3035, align 4, !tbaa !9
  %465 = trunc i32 %464 to i8
  %466 = call zeroext i8 @safe_add_func_uint8_t_u_u(i8 noundef zeroext 0, i8 noundef zeroext %465)
  %467 = load volatile i32, i32* @g_2922, align 4, !tbaa !9
  %468 = trunc i32 %467 to i8
  %469 = call signext i8 @safe_mul_func_int8_t_s_s(i8 noundef signext %468, i8 noundef signext 1)
  %470 = sext i8 %469 to i16
  %471 = call signext i16 @safe_rshift_func_int16_t_s_u(i16 noundef signext %470, i32 noundef 14)
  %472 = or i16 %471, 22417
  %473 = sext i16 %472 to i32
  %474 = load i32, i32* %.22099, align 4, !tbaa !9
  %475 = xor i32 %474, %473
  %476 = call i32 @safe_unary_minus_func_uint32_t_u(i32 noundef %475)
  %477 = call signext i8 @safe_lshift_func_int8_t_s_u(i8 noundef signext %466, i32 noundef %476)
  %478 = and i8 %477, 3
  %479 = zext i8 %478 to i32
  %480 = xor i32 %463, %479
  %481 = load i32**, i32*** %2, align 8, !tbaa !5
  %482 = load i32*, i32** %481, align 8, !tbaa !5
  %483 = load i32, i32* %482, align 4, !tbaa !9
  %484 = xor i32 %480, %483
  store i32 %484, i32* %482, align 4, !tbaa !9
  %485 = icmp slt i32 %463, 0
  br i1 %485, label %487, label %486

486:                                              ; preds = %462
  br label %487

487:                                              ; preds = %486, %462
  %488 = call zeroext i16 @safe_rshift_func_uint16_t_u_u(i16 noundef zeroext -25170, i32 noundef 1616736638)
  %489 = icmp ne i16 %488, 0
  br label %490

490:                                              ; preds = %487, %459
  %491 = phi i1 [ false, %459 ], [ %489, %487 ]
  %492 = zext i1 %491 to i32
  %493 = and i32 %.02095, %492
  %494 = zext i32 %493 to i64
  %495 = call i64 @llvm.expect.i64(i64 %494, i64 0)
  %.not2135 = icmp eq i64 %495, 0
  br i1 %.not2135, label %538, label %496

496:                                              ; preds = %490
  %497 = sext i8 %.21940 to i16
  %498 = sext i8 %.21940 to i32
  %499 = load i64****, i64***** @g_1476, align 8, !tbaa !5
  %500 = load i64***, i64**** %499, align 8, !tbaa !5
  %501 = load i64**, i64*** %500, align 8, !tbaa !5
  %502 = load i64*, i64** %501, align 8, !tbaa !5
  store i64 0, i64* %502, align 8, !tbaa !14
  %503 = call zeroext i8 @safe_add_func_uint8_t_u_u(i8 noundef zeroext -65, i8 noundef zeroext 1)
  %504 = zext i8 %503 to i16
  %505 = load volatile i16***, i16**** @g_3004, align 8, !tbaa !5
  %506 = load i16**, i16*** %505, align 8, !tbaa !5
  %507 = load i16*, i16** %506, align 8, !tbaa !5
  %508 = load i16, i16* %507, align 2, !tbaa !11
  %509 = call zeroext i16 @safe_sub_func_uint16_t_u_u(i16 noundef zeroext %504, i16 noundef zeroext %508)
  %510 = zext i16 %509 to i32
  %511 = load i32*, i32** @g_89, align 8, !tbaa !5
  %512 = load i32, i32* %511, align 4, !tbaa !9
  %513 = call i32 @safe_mod_func_uint32_t_u_u(i32 noundef %510, i32 noundef %512)
  %514 = trunc i32 %513 to i8
  %515 = load i32, i32* %18, align 4, !tbaa !9
  %516 = trunc i32 %515 to i8
  %517 = call signext i8 @safe_div_func_int8_t_s_s(i8 noundef signext %514, i8 noundef signext %516)
  %518 = load i32, i32* %5, align 4, !tbaa !9
  %519 = icmp ne i32 %518, 0
  %520 = zext i1 %519 to i16
  %521 = call signext i16 @safe_div_func_int16_t_s_s(i16 noundef signext 6, i16 noundef signext %520)
  %522 = sext i16 %521 to i32
  %523 = call i32 @safe_div_func_int32_t_s_s(i32 noundef %498, i32 noundef %522)
  %524 = trunc i32 %523 to i16
  %525 = call signext i16 @safe_mul_func_int16_t_s_s(i16 noundef signext -14444, i16 noundef signext %524)
  %526 = load i32, i32* %.22099, align 4, !tbaa !9
  %527 = call zeroext i16 @safe_rshift_func_uint16_t_u_s(i16 noundef zeroext %497, i32 noundef %526)
  %528 = load volatile i16***, i16**** @g_3004, align 8, !tbaa !5
  %529 = load i16**, i16*** %528, align 8, !tbaa !5
  %530 = load i16*, i16** %529, align 8, !tbaa !5
  %531 = load i16, i16* %530, align 2, !tbaa !11
  %532 = load i16*, i16** @g_45, align 8, !tbaa !5
  %533 = load i16, i16* %532, align 2, !tbaa !11
  %534 = call signext i16 @safe_mul_func_int16_t_s_s(i16 noundef signext %531, i16 noundef signext %533)
  %535 = sext i16 %534 to i32
  %536 = load i32, i32* getelementptr inbounds ([3 x i32], [3 x i32]* @g_2957, i64 0, i64 0), align 4, !tbaa !9
  %537 = and i32 %536, %535
  store i32 %537, i32* getelementptr inbounds ([3 x i32], [3 x i32]* @g_2957, i64 0, i64 0), align 4, !tbaa !9
  br label %591

538:                                              ; preds = %490
  %539 = load volatile i64*****, i64****** getelementptr inbounds ([7 x [7 x i64*****]], [7 x [7 x i64*****]]* @g_3065, i64 0, i64 3, i64 3), align 16, !tbaa !5
  store volatile i64***** %539, i64****** %11, align 8, !tbaa !5
  %540 = load volatile i16****, i16***** @g_2587, align 8, !tbaa !5
  %541 = load volatile i16***, i16**** %540, align 8, !tbaa !5
  %542 = load volatile i16**, i16*** %541, align 8, !tbaa !5
  %543 = load i64****, i64***** @g_1476, align 8, !tbaa !5
  %544 = load i64***, i64**** %543, align 8, !tbaa !5
  %545 = load i64**, i64*** %544, align 8, !tbaa !5
  %546 = load i64*, i64** %545, align 8, !tbaa !5
  %547 = load i64, i64* %546, align 8, !tbaa !14
  %548 = call i64 @safe_unary_minus_func_int64_t_s(i64 noundef %547)
  %549 = load i32*, i32** @g_1558, align 8, !tbaa !5
  %550 = load volatile i32, i32* %549, align 4, !tbaa !9
  %551 = load i64**, i64*** @g_1073, align 8, !tbaa !5
  %552 = load volatile i64*, i64** %551, align 8, !tbaa !5
  store i64**** %19, i64***** @g_3086, align 8, !tbaa !5
  %553 = call i64 @safe_sub_func_int64_t_s_s(i64 noundef 1, i64 noundef 1484254305504267194)
  %554 = getelementptr inbounds [2 x i32], [2 x i32]* %6, i64 0, i64 1
  %555 = load i32, i32* %554, align 4, !tbaa !9
  %556 = trunc i32 %555 to i8
  %557 = load i8, i8* getelementptr inbounds ([1 x i8], [1 x i8]* @g_602, i64 0, i64 0), align 1, !tbaa !13
  %558 = call signext i8 @safe_div_func_int8_t_s_s(i8 noundef signext %556, i8 noundef signext %557)
  %559 = call zeroext i8 @safe_mul_func_uint8_t_u_u(i8 noundef zeroext %558, i8 noundef zeroext 8)
  %560 = call i32 @safe_sub_func_uint32_t_u_u(i32 noundef 0, i32 noundef -1187722171)
  %561 = call i32 @safe_sub_func_int32_t_s_s(i32 noundef 0, i32 noundef -1001875925)
  %562 = and i32 %561, -6
  %563 = icmp ne i32 %562, 0
  %564 = getelementptr inbounds [2 x i32], [2 x i32]* %6, i64 0, i64 0
  %565 = load i32, i32* %564, align 4
  %566 = icmp ne i32 %565, 0
  %567 = select i1 %563, i1 true, i1 %566
  %568 = zext i1 %567 to i64
  %569 = getelementptr inbounds [1 x i64], [1 x i64]* %12, i64 0, i64 0
  %570 = load i64, i64* %569, align 8, !tbaa !14
  %571 = and i64 %570, %568
  store i64 %571, i64* %569, align 8, !tbaa !14
  %572 = load volatile i32**, i32*** @g_2886, align 8, !tbaa !5
  store i32* %9, i32** %572, align 8, !tbaa !5
  %573 = load volatile i32*, i32** @g_1245, align 8, !tbaa !5
  %574 = load i32, i32* %573, align 4, !tbaa !9
  store i32 %574, i32* %9, align 4, !tbaa !9
  %575 = load i32****, i32***** %16, align 8, !tbaa !5
  %576 = icmp ne i32**** %575, @g_1979
  %577 = zext i1 %576 to i32
  %578 = and i32 %574, %577
  %.not2136 = icmp eq i32 %578, 0
  br i1 %.not2136, label %589, label %579

579:                                              ; preds = %538
  store i32***** null, i32****** @g_264, align 8, !tbaa !5
  %580 = load i16**, i16*** @g_2065, align 8, !tbaa !5
  %581 = load i16*, i16** %580, align 8, !tbaa !5
  %582 = load i16, i16* %581, align 2, !tbaa !11
  %.not2141 = icmp eq i16 %582, 0
  br i1 %.not2141, label %585, label %583

583:                                              ; preds = %579
  %584 = call zeroext i8 @safe_rshift_func_uint8_t_u_s(i8 noundef zeroext -122, i32 noundef 0)
  br label %585

585:                                              ; preds = %583, %579
  %586 = getelementptr inbounds [1 x i32], [1 x i32]* %17, i64 0, i64 0
  %587 = load i32, i32* %586, align 4, !tbaa !9
  %588 = and i32 %587, 1
  store i32 %588, i32* %586, align 4, !tbaa !9
  br label %589

589:                                              ; preds = %585, %538
  %590 = load i32*, i32** @g_1558, align 8, !tbaa !5
  store volatile i32 0, i32* %590, align 4, !tbaa !9
  br label %591

591:                                              ; preds = %589, %496
  %592 = call zeroext i16 @safe_lshift_func_uint16_t_u_u(i16 noundef zeroext 255, i32 noundef 9)
  %593 = load volatile i16***, i16**** @g_3004, align 8, !tbaa !5
  %594 = call i64 @safe_mul_func_int64_t_s_s(i64 noundef 1, i64 noundef 0)
  %595 = call i64 @llvm.expect.with.probability.i64(i64 0, i64 1, double 1.000000e-03)
  %.not2137 = icmp eq i64 %595, 0
  br i1 %.not2137, label %652, label %596

596:                                              ; preds = %591
  %597 = getelementptr inbounds [1 x i32], [1 x i32]* %17, i64 0, i64 0
  %598 = load i32, i32* %597, align 4, !tbaa !9
  %599 = sext i32 %598 to i64
  %600 = load i64**, i64*** @g_1073, align 8, !tbaa !5
  %601 = load volatile i64*, i64** %600, align 8, !tbaa !5
  store i64 %599, i64* %601, align 8, !tbaa !14
  store i64 0, i64* getelementptr inbounds ([10 x [5 x [1 x i64]]], [10 x [5 x [1 x i64]]]* @g_146, i64 0, i64 5, i64 1, i64 0), align 16, !tbaa !14
  %602 = load i32, i32* %.22099, align 4, !tbaa !9
  %603 = trunc i32 %602 to i8
  %604 = call signext i8 @safe_lshift_func_int8_t_s_u(i8 noundef signext %603, i32 noundef 5)
  %605 = load i8, i8* getelementptr inbounds ([1 x i8], [1 x i8]* @g_602, i64 0, i64 0), align 1, !tbaa !13
  %606 = call signext i8 @safe_mod_func_int8_t_s_s(i8 noundef signext %605, i8 noundef signext -122)
  %607 = getelementptr inbounds [1 x i64], [1 x i64]* %12, i64 0, i64 0
  %608 = load i64, i64* %607, align 8, !tbaa !14
  %609 = trunc i64 %608 to i8
  %610 = call zeroext i8 @safe_mul_func_uint8_t_u_u(i8 noundef zeroext 0, i8 noundef zeroext %609)
  %611 = zext i8 %610 to i64
  %612 = icmp sle i64 %599, %611
  %613 = zext i1 %612 to i32
  %614 = load volatile i32*, i32** @g_951, align 8, !tbaa !5
  %615 = load i32, i32* %614, align 4, !tbaa !9
  %616 = call i32 @safe_div_func_uint32_t_u_u(i32 noundef %613, i32 noundef %615)
  %617 = trunc i32 %616 to i8
  %618 = call signext i8 @safe_add_func_int8_t_s_s(i8 noundef signext %617, i8 noundef signext -122)
  %.lobit = lshr i8 %618, 7
  %619 = zext i8 %.lobit to i16
  %620 = load i16*, i16** @g_45, align 8, !tbaa !5
  %621 = load i16, i16* %620, align 2, !tbaa !11
  %622 = zext i16 %621 to i32
  %623 = call zeroext i16 @safe_lshift_func_uint16_t_u_u(i16 noundef zeroext %619, i32 noundef %622)
  %624 = load i64, i64* %607, align 8, !tbaa !14
  %625 = trunc i64 %624 to i32
  %626 = call zeroext i16 @safe_rshift_func_uint16_t_u_s(i16 noundef zeroext 1, i32 noundef %625)
  %627 = trunc i16 %626 to i8
  %628 = call signext i8 @safe_mul_func_int8_t_s_s(i8 noundef signext 73, i8 noundef signext %627)
  %.not2139 = icmp eq i8 %628, 0
  br i1 %.not2139, label %629, label %633

629:                                              ; preds = %596
  %630 = load i16*, i16** @g_2134, align 8, !tbaa !5
  %631 = load i16, i16* %630, align 2, !tbaa !11
  %632 = icmp ne i16 %631, 0
  br label %633

633:                                              ; preds = %629, %596
  %634 = phi i1 [ true, %596 ], [ %632, %629 ]
  %635 = zext i1 %634 to i32
  %636 = icmp ne i32 %.01961, %635
  %637 = zext i1 %636 to i32
  %638 = call zeroext i8 @safe_rshift_func_uint8_t_u_u(i8 noundef zeroext 1, i32 noundef %637)
  %639 = call zeroext i8 @safe_rshift_func_uint8_t_u_s(i8 noundef zeroext %638, i32 noundef 4)
  %640 = load volatile i32*, i32** @g_1245, align 8, !tbaa !5
  %641 = call i32 @safe_unary_minus_func_uint32_t_u(i32 noundef -2)
  %642 = trunc i32 %641 to i16
  %643 = call signext i16 @safe_div_func_int16_t_s_s(i16 noundef signext %642, i16 noundef signext 28940)
  %644 = sext i16 %643 to i32
  %645 = getelementptr inbounds [2 x i32], [2 x i32]* %6, i64 0, i64 0
  %646 = load i32, i32* %645, align 4, !tbaa !9
  %647 = xor i32 %646, %644
  store i32 %647, i32* %645, align 4, !tbaa !9
  %648 = load i32, i32* %597, align 4, !tbaa !9
  %649 = icmp ne i32 %648, 0
  %650 = zext i1 %649 to i64
  %651 = call i64 @llvm.expect.i64(i64 %650, i64 0)
  %.not2140 = icmp eq i64 %651, 0
  %.51972 = select i1 %.not2140, i32 0, i32 44
  br i1 %.not2140, label %658, label %696

652:                                              ; preds = %591
  %653 = call signext i16 @safe_add_func_int16_t_s_s(i16 noundef signext -13710, i16 noundef signext 4)
  %654 = sext i16 %653 to i32
  %655 = load i32*, i32** @g_1558, align 8, !tbaa !5
  %656 = load volatile i32, i32* %655, align 4, !tbaa !9
  %657 = and i32 %656, %654
  store volatile i32 %657, i32* %655, align 4, !tbaa !9
  br label %658

658:                                              ; preds = %633, %652
  br label %659

659:                                              ; preds = %661, %658
  %storemerge2138 = phi i32 [ 0, %658 ], [ %695, %661 ]
  %.11962 = phi i32 [ %.01961, %658 ], [ %680, %661 ]
  store i32 %storemerge2138, i32* @g_117, align 4, !tbaa !9
  %660 = icmp ult i32 %storemerge2138, 5
  br i1 %660, label %661, label %696

661:                                              ; preds = %659
  %662 = load i32, i32* @g_117, align 4, !tbaa !9
  %663 = zext i32 %662 to i64
  %664 = load i32, i32* @g_130, align 4, !tbaa !9
  %665 = zext i32 %664 to i64
  %666 = add i32 %662, 2
  %667 = zext i32 %666 to i64
  %668 = getelementptr inbounds [5 x [6 x [8 x i32]]], [5 x [6 x [8 x i32]]]* @g_278, i64 0, i64 %663, i64 %665, i64 %667
  %669 = load i32, i32* %668, align 4, !tbaa !9
  %670 = trunc i32 %669 to i16
  %671 = call zeroext i16 @safe_add_func_uint16_t_u_u(i16 noundef zeroext 0, i16 noundef zeroext %670)
  %672 = trunc i16 %671 to i8
  %673 = load i32, i32* @g_130, align 4, !tbaa !9
  %674 = zext i32 %673 to i64
  %675 = getelementptr inbounds [6 x i64], [6 x i64]* @g_133, i64 0, i64 %674
  %676 = load i64, i64* %675, align 8, !tbaa !14
  %677 = trunc i64 %676 to i8
  %678 = call zeroext i8 @safe_add_func_uint8_t_u_u(i8 noundef zeroext %672, i8 noundef zeroext %677)
  %679 = zext i8 %678 to i32
  %680 = xor i32 %.11962, %679
  %681 = load volatile i32*, i32** @g_1059, align 8, !tbaa !5
  store i32 %680, i32* %681, align 4, !tbaa !9
  %682 = load i32*, i32** @g_1558, align 8, !tbaa !5
  store volatile i32 %680, i32* %682, align 4, !tbaa !9
  %683 = load i32, i32* @g_130, align 4, !tbaa !9
  %684 = zext i32 %683 to i64
  %685 = load i32, i32* @g_117, align 4, !tbaa !9
  %686 = add i32 %685, 3
  %687 = zext i32 %686 to i64
  %688 = getelementptr inbounds [5 x [6 x [8 x i32]]], [5 x [6 x [8 x i32]]]* @g_278, i64 0, i64 %684, i64 %684, i64 %687
  %689 = load i32, i32* %688, align 4, !tbaa !9
  %690 = load i32*, i32** @g_1558, align 8, !tbaa !5
  %691 = load volatile i32, i32* %690, align 4, !tbaa !9
  %692 = xor i32 %691, %689
  store volatile i32 %692, i32* %690, align 4, !tbaa !9
  %693 = load volatile i32, i32* %690, align 4, !tbaa !9
  store volatile i32 %693, i32* %690, align 4, !tbaa !9
  %694 = load i32, i32* @g_117, align 4, !tbaa !9
  %695 = add i32 %694, 1
  br label %659, !llvm.loop !48

696:                                              ; preds = %659, %398, %425, %633, %458
  %.32100 = phi i32* [ %.02097, %425 ], [ %.22099, %633 ], [ %.12098, %458 ], [ %.02097, %398 ], [ %.22099, %659 ]
  %.12096 = phi i32 [ %.02095, %425 ], [ %493, %633 ], [ %.02095, %458 ], [ %.02095, %398 ], [ %493, %659 ]
  %.61973 = phi i32 [ %.31970, %425 ], [ %.51972, %633 ], [ %.41971, %458 ], [ 44, %398 ], [ 0, %659 ]
  %.21963 = phi i32 [ %.01961, %425 ], [ %.01961, %633 ], [ %.01961, %458 ], [ %.01961, %398 ], [ %.11962, %659 ]
  %.31948 = phi i16 [ %.11946, %425 ], [ %.21947, %633 ], [ %451, %458 ], [ %.11946, %398 ], [ %.21947, %659 ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %392) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %391) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %390) #8
  switch i32 %.61973, label %865 [
    i32 0, label %697
    i32 44, label %700
    i32 46, label %697
  ]

697:                                              ; preds = %696, %696
  %698 = load i32, i32* @g_130, align 4, !tbaa !9
  %699 = add i32 %698, 1
  br label %387, !llvm.loop !49

700:                                              ; preds = %696, %387
  %.41949 = phi i16 [ %.31948, %696 ], [ %.11946, %387 ]
  %701 = load i32, i32* %9, align 4, !tbaa !9
  %702 = icmp ne i32 %701, 0
  %703 = zext i1 %702 to i64
  %704 = call i64 @llvm.expect.i64(i64 %703, i64 1)
  %.not2129 = icmp eq i64 %704, 0
  %. = select i1 %.not2129, i32 1, i32 11
  %.4. = select i1 %.not2129, i16 255, i16 %.4
  br label %705

705:                                              ; preds = %700, %385
  %.sroa.3.5 = phi i16* [ %.sroa.3.3, %385 ], [ %.sroa.3.4, %700 ]
  %.71974 = phi i32 [ %.21969, %385 ], [ %., %700 ]
  %.51950 = phi i16 [ %.01945, %385 ], [ %.41949, %700 ]
  %.31941 = phi i8 [ %.11939, %385 ], [ %.21940, %700 ]
  %.5 = phi i16 [ %.3, %385 ], [ %.4., %700 ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %133) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %132) #8
  call void @llvm.lifetime.end.p0i8(i64 1, i8* nonnull %14) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %131) #8
  br label %783

706:                                              ; preds = %123
  %707 = load i32, i32* getelementptr inbounds ([5 x [6 x [8 x i32]]], [5 x [6 x [8 x i32]]]* @g_278, i64 0, i64 1, i64 3, i64 0), align 16, !tbaa !9
  %708 = xor i32 %707, 9
  store i32 %708, i32* getelementptr inbounds ([9 x i32], [9 x i32]* @g_138, i64 0, i64 1), align 4, !tbaa !9
  %709 = load i32*, i32** @g_1558, align 8, !tbaa !5
  %710 = load volatile i32, i32* %709, align 4, !tbaa !9
  %711 = and i32 %710, %708
  store volatile i32 %711, i32* %709, align 4, !tbaa !9
  %712 = load volatile i16, i16* @g_416, align 2, !tbaa !11
  %713 = sext i16 %712 to i32
  %714 = load i32, i32* getelementptr inbounds ([9 x i32], [9 x i32]* @g_138, i64 0, i64 1), align 4, !tbaa !9
  %715 = trunc i32 %714 to i8
  %716 = xor i8 %715, -1
  store i8 %716, i8* @g_112, align 1, !tbaa !13
  %717 = sext i8 %716 to i32
  %718 = trunc i32 %714 to i8
  %719 = call zeroext i8 @safe_rshift_func_uint8_t_u_s(i8 noundef zeroext %718, i32 noundef 4)
  %720 = zext i8 %719 to i32
  %721 = load i32, i32* getelementptr inbounds ([9 x i32], [9 x i32]* @g_138, i64 0, i64 1), align 4, !tbaa !9
  %722 = load i32, i32* getelementptr inbounds ([5 x [6 x [8 x i32]]], [5 x [6 x [8 x i32]]]* @g_278, i64 0, i64 1, i64 3, i64 0), align 16, !tbaa !9
  %723 = load i32*, i32** @g_216, align 8, !tbaa !5
  store i32 %722, i32* %723, align 4, !tbaa !9
  %724 = call i32 @safe_mod_func_int32_t_s_s(i32 noundef 75, i32 noundef 4)
  %725 = getelementptr inbounds [5 x i8], [5 x i8]* %1, i64 0, i64 2
  %726 = load i8, i8* %725, align 1, !tbaa !13
  %727 = zext i8 %726 to i32
  %728 = call i32 @safe_div_func_int32_t_s_s(i32 noundef 1, i32 noundef %727)
  %729 = trunc i32 %721 to i8
  %730 = and i8 %729, 123
  %731 = load i32, i32* %5, align 4, !tbaa !9
  %732 = trunc i32 %731 to i8
  %733 = xor i8 %730, %732
  %734 = call signext i8 @safe_mul_func_int8_t_s_s(i8 noundef signext %733, i8 noundef signext 0)
  %735 = sext i8 %734 to i16
  %736 = load i16*, i16** @g_2134, align 8, !tbaa !5
  store i16 %735, i16* %736, align 2, !tbaa !11
  %737 = load i32, i32* getelementptr inbounds ([5 x [6 x [8 x i32]]], [5 x [6 x [8 x i32]]]* @g_278, i64 0, i64 1, i64 3, i64 0), align 16, !tbaa !9
  %738 = call signext i16 @safe_rshift_func_int16_t_s_s(i16 noundef signext %735, i32 noundef %737)
  %739 = trunc i16 %738 to i8
  %740 = call zeroext i8 @safe_sub_func_uint8_t_u_u(i8 noundef zeroext %739, i8 noundef zeroext 47)
  %741 = call signext i8 @safe_mul_func_int8_t_s_s(i8 noundef signext %740, i8 noundef signext 0)
  %742 = sext i8 %741 to i64
  %743 = call i64 @safe_add_func_int64_t_s_s(i64 noundef 0, i64 noundef %742)
  %744 = trunc i64 %743 to i32
  %745 = call i32 @safe_sub_func_int32_t_s_s(i32 noundef %744, i32 noundef 0)
  %746 = call i32 @safe_sub_func_int32_t_s_s(i32 noundef %720, i32 noundef %745)
  %747 = xor i32 %746, %717
  %748 = icmp eq i32 %747, 2
  %749 = zext i1 %748 to i32
  %750 = icmp slt i32 %713, %749
  %751 = zext i1 %750 to i8
  %752 = call zeroext i8 @safe_mod_func_uint8_t_u_u(i8 noundef zeroext %751, i8 noundef zeroext -111)
  %753 = zext i8 %752 to i32
  %754 = call i32 @safe_sub_func_int32_t_s_s(i32 noundef %753, i32 noundef -1574961577)
  %755 = getelementptr inbounds [2 x i32], [2 x i32]* %6, i64 0, i64 0
  %756 = load i32, i32* %755, align 4, !tbaa !9
  %757 = xor i32 %754, %756
  %758 = load i32, i32* getelementptr inbounds ([3 x i32], [3 x i32]* @g_2957, i64 0, i64 0), align 4, !tbaa !9
  %759 = and i32 %758, %757
  store i32 %759, i32* getelementptr inbounds ([3 x i32], [3 x i32]* @g_2957, i64 0, i64 0), align 4, !tbaa !9
  %760 = load i32, i32* getelementptr inbounds ([5 x [6 x [8 x i32]]], [5 x [6 x [8 x i32]]]* @g_278, i64 0, i64 1, i64 3, i64 0), align 16, !tbaa !9
  %761 = load volatile i8**, i8*** @g_3184, align 8, !tbaa !5
  %762 = load i32, i32* getelementptr inbounds ([9 x i32], [9 x i32]* @g_138, i64 0, i64 1), align 4, !tbaa !9
  %763 = icmp ne i32 %762, 0
  %764 = icmp ne i16 %.01945, 0
  %765 = select i1 %763, i1 %764, i1 false
  %766 = zext i1 %765 to i8
  %767 = call zeroext i8 @safe_rshift_func_uint8_t_u_u(i8 noundef zeroext %766, i32 noundef 6)
  %768 = icmp ne i8 %767, 0
  %769 = call i64 @safe_div_func_uint64_t_u_u(i64 noundef 1, i64 noundef 5)
  %770 = xor i1 %768, icmp ne (i32* getelementptr inbounds ([9 x i32], [9 x i32]* @g_138, i64 0, i64 1), i32* @g_2)
  %771 = zext i1 %770 to i64
  %772 = call i64 @safe_div_func_uint64_t_u_u(i64 noundef %771, i64 noundef 114244842537395794)
  %773 = trunc i64 %772 to i32
  %774 = load i32****, i32***** @g_2418, align 8, !tbaa !5
  %775 = load i32***, i32**** %774, align 8, !tbaa !5
  %776 = load i32**, i32*** %775, align 8, !tbaa !5
  %777 = load i32*, i32** %776, align 8, !tbaa !5
  store i32 %773, i32* %777, align 4, !tbaa !9
  %778 = icmp ult i32 %760, %773
  %779 = zext i1 %778 to i64
  %780 = load i32, i32* getelementptr inbounds ([5 x [6 x [8 x i32]]], [5 x [6 x [8 x i32]]]* @g_278, i64 0, i64 1, i64 3, i64 0), align 16, !tbaa !9
  %781 = sext i32 %780 to i64
  %782 = call i64 @safe_div_func_int64_t_s_s(i64 noundef %779, i64 noundef %781)
  br label %783

783:                                              ; preds = %706, %705, %122
  %.sroa.3.6 = phi i16* [ %.sroa.3.0, %122 ], [ %.sroa.3.5, %705 ], [ %.sroa.3.0, %706 ]
  %.81975 = phi i32 [ 1, %122 ], [ %.71974, %705 ], [ 0, %706 ]
  %.61951 = phi i16 [ %.01945, %122 ], [ %.51950, %705 ], [ %.01945, %706 ]
  %.41942 = phi i8 [ %.01938, %122 ], [ %.31941, %705 ], [ %.01938, %706 ]
  %.6 = phi i16 [ undef, %122 ], [ %.5, %705 ], [ %.0, %706 ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %108) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %.0.sroa_cast1727)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %107) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %106) #8
  %cond2106 = icmp eq i32 %.81975, 0
  br i1 %cond2106, label %787, label %788

784:                                              ; preds = %56
  %785 = add i16 %.01954, 1
  %786 = call i64 @llvm.expect.with.probability.i64(i64 1, i64 1, double 0x3FEE666666666666)
  %.not2123 = icmp eq i64 %786, 0
  %.2115 = select i1 %.not2123, i32 0, i32 11
  br i1 %.not2123, label %787, label %788

787:                                              ; preds = %784, %783
  %.sroa.3.7 = phi i16* [ %.sroa.3.6, %783 ], [ %.sroa.3.0, %784 ]
  %.11955 = phi i16 [ %.01954, %783 ], [ %785, %784 ]
  %.71952 = phi i16 [ %.61951, %783 ], [ %.01945, %784 ]
  %.51943 = phi i8 [ %.41942, %783 ], [ %.01938, %784 ]
  %.7 = phi i16 [ %.6, %783 ], [ %.0, %784 ]
  br label %788

788:                                              ; preds = %783, %784, %787
  %.sroa.3.8 = phi i16* [ %.sroa.3.6, %783 ], [ %.sroa.3.7, %787 ], [ %.sroa.3.0, %784 ]
  %.10 = phi i32 [ %.81975, %783 ], [ 0, %787 ], [ %.2115, %784 ]
  %.21956 = phi i16 [ %.01954, %783 ], [ %.11955, %787 ], [ %785, %784 ]
  %.81953 = phi i16 [ %.61951, %783 ], [ %.71952, %787 ], [ %.01945, %784 ]
  %.61944 = phi i8 [ %.41942, %783 ], [ %.51943, %787 ], [ %.01938, %784 ]
  %.8 = phi i16 [ %.6, %783 ], [ %.7, %787 ], [ %.0, %784 ]
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %49) #8
  switch i32 %.10, label %864 [
    i32 0, label %789
    i32 11, label %794
  ]

789:                                              ; preds = %788
  %790 = load i32, i32* @g_2, align 4, !tbaa !9
  %791 = trunc i32 %790 to i16
  %792 = call signext i16 @safe_sub_func_int16_t_s_s(i16 noundef signext %791, i16 noundef signext 1)
  %793 = sext i16 %792 to i32
  br label %46, !llvm.loop !50

794:                                              ; preds = %788, %46
  %795 = call zeroext i16 @safe_rshift_func_uint16_t_u_u(i16 noundef zeroext 145, i32 noundef 6)
  %796 = load volatile i16***, i16**** @g_3004, align 8, !tbaa !5
  %797 = load i16**, i16*** %796, align 8, !tbaa !5
  %798 = load i16*, i16** %797, align 8, !tbaa !5
  %799 = load i16, i16* %798, align 2, !tbaa !11
  store i64**** @g_1477, i64***** getelementptr inbounds ([5 x [5 x [9 x i64****]]], [5 x [5 x [9 x i64****]]]* @g_1479, i64 0, i64 4, i64 1, i64 6), align 8, !tbaa !5
  %800 = load i16**, i16*** @g_2064, align 8, !tbaa !5
  %801 = load i16*, i16** %800, align 8, !tbaa !5
  %802 = load i16, i16* %801, align 2, !tbaa !11
  %803 = call zeroext i16 @safe_lshift_func_uint16_t_u_u(i16 noundef zeroext %802, i32 noundef 12)
  %804 = zext i16 %803 to i32
  %805 = call signext i16 @safe_lshift_func_int16_t_s_s(i16 noundef signext 0, i32 noundef %804)
  %806 = trunc i16 %805 to i8
  %807 = call signext i8 @safe_mul_func_int8_t_s_s(i8 noundef signext %806, i8 noundef signext 47)
  %808 = load i8*, i8** %7, align 8, !tbaa !5
  store i8 9, i8* %808, align 1, !tbaa !13
  %809 = getelementptr inbounds [2 x i32], [2 x i32]* %6, i64 0, i64 1
  %810 = load i32, i32* %809, align 4, !tbaa !9
  %811 = icmp sgt i32 %810, 9
  %812 = zext i1 %811 to i16
  %813 = call signext i16 @safe_sub_func_int16_t_s_s(i16 noundef signext %799, i16 noundef signext %812)
  %814 = trunc i16 %813 to i8
  %815 = call signext i8 @safe_mod_func_int8_t_s_s(i8 noundef signext %814, i8 noundef signext 55)
  %.not = icmp eq i8 %815, 0
  %816 = zext i1 %.not to i16
  %817 = icmp eq i16 %795, %816
  %818 = zext i1 %817 to i32
  %819 = load i32**, i32*** @g_253, align 8, !tbaa !5
  %820 = load i32*, i32** %819, align 8, !tbaa !5
  store i32 %818, i32* %820, align 4, !tbaa !9
  %821 = load i16**, i16*** @g_2064, align 8, !tbaa !5
  %822 = load i16*, i16** %821, align 8, !tbaa !5
  %823 = call i32* @func_49(i32 noundef %818, i32* noundef nonnull %5, i16* noundef %822, i32 noundef 1856772962, i32* noundef getelementptr inbounds ([3 x i32], [3 x i32]* @g_2957, i64 0, i64 0))
  store i32* %823, i32** @g_89, align 8, !tbaa !5
  br label %824

824:                                              ; preds = %857, %794
  %storemerge2116 = phi i32 [ 0, %794 ], [ %859, %857 ]
  store i32 %storemerge2116, i32* @g_117, align 4, !tbaa !9
  %.not2117 = icmp eq i32 %storemerge2116, 6
  br i1 %.not2117, label %860, label %825

825:                                              ; preds = %824
  br label %826

826:                                              ; preds = %828, %825
  %.01965 = phi i32 [ 0, %825 ], [ %829, %828 ]
  %827 = icmp ult i32 %.01965, 3
  br i1 %827, label %828, label %830

828:                                              ; preds = %826
  %829 = add nuw nsw i32 %.01965, 1
  br label %826, !llvm.loop !51

830:                                              ; preds = %826
  %831 = load i32*, i32** @g_89, align 8, !tbaa !5
  store i32 -440260908, i32* %831, align 4, !tbaa !9
  %832 = call i64 @llvm.expect.i64(i64 1, i64 1)
  %.not2118 = icmp eq i64 %832, 0
  br i1 %.not2118, label %835, label %833

833:                                              ; preds = %830
  store i32* getelementptr inbounds ([5 x [6 x [8 x i32]]], [5 x [6 x [8 x i32]]]* @g_278, i64 0, i64 1, i64 1, i64 3), i32** @g_89, align 8, !tbaa !5
  %834 = load volatile i32**, i32*** @g_3232, align 8, !tbaa !5
  store i32* getelementptr inbounds ([5 x [6 x [8 x i32]]], [5 x [6 x [8 x i32]]]* @g_278, i64 0, i64 1, i64 1, i64 3), i32** %834, align 8, !tbaa !5
  br label %857

835:                                              ; preds = %830
  br label %836

836:                                              ; preds = %838, %835
  %.01957 = phi i32 [ 0, %835 ], [ %839, %838 ]
  %837 = icmp ult i32 %.01957, 2
  br i1 %837, label %838, label %840

838:                                              ; preds = %836
  %839 = add nuw nsw i32 %.01957, 1
  br label %836, !llvm.loop !52

840:                                              ; preds = %836
  %841 = load i32*, i32** @g_1558, align 8, !tbaa !5
  store volatile i32 1794317664, i32* %841, align 4, !tbaa !9
  %842 = load i32*, i32** @g_89, align 8, !tbaa !5
  %843 = load i32, i32* %842, align 4, !tbaa !9
  %844 = or i32 %843, 3
  store i32 %844, i32* %842, align 4, !tbaa !9
  %845 = load volatile i32**, i32*** @g_88, align 8, !tbaa !5
  %846 = load i32*, i32** %845, align 8, !tbaa !5
  %847 = load i32, i32* %846, align 4, !tbaa !9
  %848 = icmp ne i32 %847, 0
  %849 = zext i1 %848 to i64
  %850 = call i64 @llvm.expect.i64(i64 %849, i64 0)
  %.not2119 = icmp eq i64 %850, 0
  br i1 %.not2119, label %851, label %856

851:                                              ; preds = %840
  br label %852

852:                                              ; preds = %854, %851
  %storemerge2120 = phi i16 [ 0, %851 ], [ %855, %854 ]
  store i16 %storemerge2120, i16* @g_2509, align 2, !tbaa !11
  %853 = icmp ult i16 %storemerge2120, 3
  br i1 %853, label %854, label %856

854:                                              ; preds = %852
  %855 = add i16 %storemerge2120, 1
  br label %852, !llvm.loop !53

856:                                              ; preds = %852, %840
  br label %857

857:                                              ; preds = %856, %833
  %858 = load i32, i32* @g_117, align 4, !tbaa !9
  %859 = add i32 %858, 1
  br label %824, !llvm.loop !54

860:                                              ; preds = %824
  %861 = load i16**, i16*** @g_2589, align 8, !tbaa !5
  %862 = load i16*, i16** %861, align 8, !tbaa !5
  %863 = load volatile i16, i16* %862, align 2, !tbaa !11
  br label %864

864:                                              ; preds = %860, %788
  %.9 = phi i16 [ %.8, %788 ], [ %863, %860 ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %26) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %25) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %24) #8
  call void @llvm.lifetime.end.p0i8(i64 80, i8* nonnull %23) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %22) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %21) #8
  call void @llvm.lifetime.end.p0i8(i64 5, i8* nonnull %20) #8
  ret i16 %.9

865:                                              ; preds = %696
  unreachable
}

; Function Attrs: nounwind uwtable
define internal void @transparent_crc(i64 noundef %0, i8* noundef %1, i32 noundef %2) #0 {
  call void @crc32_8bytes(i64 noundef %0)
  %.not = icmp eq i32 %2, 0
  br i1 %.not, label %9, label %4

4:                                                ; preds = %3
  %5 = load i32, i32* @crc32_context, align 4, !tbaa !9
  %6 = xor i32 %5, -1
  %7 = zext i32 %6 to i64
  %8 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @.str.65, i64 0, i64 0), i8* noundef %1, i64 noundef %7) #8
  br label %9

9:                                                ; preds = %4, %3
  ret void
}

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i64 @llvm.expect.with.probability.i64(i64, i64, double) #3

declare i32 @printf(i8* noundef, ...) #4

; Function Attrs: nounwind uwtable
define internal void @platform_main_end(i32 noundef %0, i32 noundef %1) #0 {
  %3 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.66, i64 0, i64 0), i32 noundef %0) #8
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: nounwind uwtable
define internal zeroext i8 @safe_mul_func_uint8_t_u_u(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 {
  %3 = mul i8 %0, %1
  ret i8 %3
}

; Function Attrs: nounwind uwtable
define internal i64 @safe_div_func_int64_t_s_s(i64 noundef %0, i64 noundef %1) #0 {
  %3 = icmp eq i64 %1, 0
  br i1 %3, label %9, label %4

4:                                                ; preds = %2
  %5 = icmp eq i64 %0, -9223372036854775808
  %6 = icmp eq i64 %1, -1
  %or.cond = and i1 %5, %6
  br i1 %or.cond, label %9, label %7

7:                                                ; preds = %4
  %8 = sdiv i64 %0, %1
  br label %9

9:                                                ; preds = %2, %4, %7
  %10 = phi i64 [ %8, %7 ], [ %0, %4 ], [ %0, %2 ]
  ret i64 %10
}

; Function Attrs: nounwind uwtable
define internal zeroext i8 @safe_sub_func_uint8_t_u_u(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 {
  %3 = sub i8 %0, %1
  ret i8 %3
}

; Function Attrs: nounwind uwtable
define internal zeroext i16 @safe_div_func_uint16_t_u_u(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 {
  %3 = icmp eq i16 %1, 0
  br i1 %3, label %4, label %5

4:                                                ; preds = %2
  br label %7

5:                                                ; preds = %2
  %6 = udiv i16 %0, %1
  br label %7

7:                                                ; preds = %5, %4
  %.in = phi i16 [ %0, %4 ], [ %6, %5 ]
  ret i16 %.in
}

; Function Attrs: nounwind uwtable
define internal i32 @safe_unary_minus_func_int32_t_s(i32 noundef %0) #0 {
  %2 = sub i32 0, %0
  ret i32 %2
}

; Function Attrs: nounwind uwtable
define internal i32 @safe_div_func_uint32_t_u_u(i32 noundef %0, i32 noundef %1) #0 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %6, label %4

4:                                                ; preds = %2
  %5 = udiv i32 %0, %1
  br label %6

6:                                                ; preds = %2, %4
  %7 = phi i32 [ %5, %4 ], [ %0, %2 ]
  ret i32 %7
}

; Function Attrs: nounwind uwtable
define internal i32 @safe_unary_minus_func_uint32_t_u(i32 noundef %0) #0 {
  %2 = sub i32 0, %0
  ret i32 %2
}

; Function Attrs: nounwind uwtable
define internal i64 @safe_sub_func_int64_t_s_s(i64 noundef %0, i64 noundef %1) #0 {
  %3 = xor i64 %0, %1
  %4 = and i64 %3, -9223372036854775808
  %5 = xor i64 %4, %0
  %6 = sub nsw i64 %5, %1
  %7 = xor i64 %6, %1
  %8 = and i64 %3, %7
  %9 = icmp slt i64 %8, 0
  %10 = select i1 %9, i64 0, i64 %1
  %11 = sub nsw i64 %0, %10
  ret i64 %11
}

; Function Attrs: nounwind uwtable
define internal i64 @func_23(i8 noundef zeroext %0, i16 noundef zeroext %1) #0 {
  %3 = load i64, i64* getelementptr inbounds ([6 x i64], [6 x i64]* @g_133, i64 0, i64 4), align 16, !tbaa !14
  %4 = trunc i64 %3 to i8
  %5 = call signext i8 @safe_rshift_func_int8_t_s_s(i8 noundef signext %4, i32 noundef 5)
  %6 = call signext i8 @safe_lshift_func_int8_t_s_u(i8 noundef signext -11, i32 noundef 3)
  %7 = sext i8 %6 to i32
  %8 = call signext i8 @safe_rshift_func_int8_t_s_s(i8 noundef signext %5, i32 noundef %7)
  %9 = sext i8 %8 to i32
  %10 = load i32*, i32** @g_1558, align 8, !tbaa !5
  store volatile i32 %9, i32* %10, align 4, !tbaa !9
  ret i64 320550332
}

; Function Attrs: nounwind uwtable
define internal zeroext i8 @safe_mod_func_uint8_t_u_u(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 {
  %3 = icmp eq i8 %1, 0
  br i1 %3, label %4, label %5

4:                                                ; preds = %2
  br label %7

5:                                                ; preds = %2
  %6 = urem i8 %0, %1
  br label %7

7:                                                ; preds = %5, %4
  %.in = phi i8 [ %0, %4 ], [ %6, %5 ]
  ret i8 %.in
}

; Function Attrs: nounwind uwtable
define internal signext i8 @safe_lshift_func_int8_t_s_u(i8 noundef signext %0, i32 noundef %1) #0 {
  %3 = sext i8 %0 to i32
  %4 = icmp slt i8 %0, 0
  %5 = icmp ugt i32 %1, 31
  %or.cond = or i1 %4, %5
  %6 = lshr i32 127, %1
  %7 = icmp slt i32 %6, %3
  %or.cond8 = select i1 %or.cond, i1 true, i1 %7
  %8 = select i1 %or.cond8, i32 0, i32 %1
  %9 = shl i32 %3, %8
  %10 = trunc i32 %9 to i8
  ret i8 %10
}

; Function Attrs: nounwind uwtable
define internal signext i8 @func_31(i16 noundef zeroext %0, i8 noundef signext %1, i32 noundef %2) #0 {
  store i8 -17, i8* @g_1393, align 1, !tbaa !13
  %4 = load i16, i16* @g_1591, align 2
  %5 = trunc i16 %4 to i8
  ret i8 %5
}

; Function Attrs: nounwind uwtable
define internal i32 @safe_sub_func_int32_t_s_s(i32 noundef %0, i32 noundef %1) #0 {
  %3 = xor i32 %0, %1
  %4 = and i32 %3, -2147483648
  %5 = xor i32 %4, %0
  %6 = sub nsw i32 %5, %1
  %7 = xor i32 %6, %1
  %8 = and i32 %3, %7
  %9 = icmp slt i32 %8, 0
  %10 = select i1 %9, i32 0, i32 %1
  %11 = sub nsw i32 %0, %10
  ret i32 %11
}

; Function Attrs: nounwind uwtable
define internal i32 @func_43(i16* noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %4) #8
  store i32 1, i32* %2, align 4, !tbaa !9
  br label %5

5:                                                ; preds = %15, %1
  %.0284 = phi i32 [ 0, %1 ], [ %16, %15 ]
  %6 = icmp ult i32 %.0284, 2
  br i1 %6, label %7, label %17

7:                                                ; preds = %5, %13
  %.0285 = phi i32 [ %14, %13 ], [ 0, %5 ]
  %8 = icmp ult i32 %.0285, 5
  br i1 %8, label %9, label %15

9:                                                ; preds = %7, %11
  %.0286 = phi i32 [ %12, %11 ], [ 0, %7 ]
  %10 = icmp ult i32 %.0286, 9
  br i1 %10, label %11, label %13

11:                                               ; preds = %9
  %12 = add nuw nsw i32 %.0286, 1
  br label %9, !llvm.loop !55

13:                                               ; preds = %9
  %14 = add nuw nsw i32 %.0285, 1
  br label %7, !llvm.loop !56

15:                                               ; preds = %7
  %16 = add nuw nsw i32 %.0284, 1
  br label %5, !llvm.loop !57

17:                                               ; preds = %5, %348
  %.0 = phi i32 [ %.10, %348 ], [ undef, %5 ]
  br label %18

18:                                               ; preds = %20, %17
  %storemerge = phi i16 [ 0, %17 ], [ %21, %20 ]
  store i16 %storemerge, i16* @g_46, align 2, !tbaa !11
  %19 = icmp eq i16 %storemerge, 24
  br i1 %19, label %20, label %22

20:                                               ; preds = %18
  %21 = add i16 %storemerge, 1
  br label %18, !llvm.loop !58

22:                                               ; preds = %18
  br label %23

23:                                               ; preds = %349, %22
  %storemerge360 = phi i16 [ 0, %22 ], [ %353, %349 ]
  %.1 = phi i32 [ %.0, %22 ], [ %.10, %349 ]
  store i16 %storemerge360, i16* @g_205, align 2, !tbaa !11
  %.not = icmp eq i16 %storemerge360, 20
  br i1 %.not, label %354, label %24

24:                                               ; preds = %23
  %25 = load i32, i32* %2, align 4, !tbaa !9
  %26 = load i16**, i16*** @g_2064, align 8, !tbaa !5
  %27 = load i16*, i16** %26, align 8, !tbaa !5
  %28 = sext i32 %25 to i64
  %29 = call i64 @safe_div_func_int64_t_s_s(i64 noundef 140, i64 noundef %28)
  %30 = trunc i64 %29 to i32
  store i8 -1, i8* @g_1393, align 1, !tbaa !13
  %31 = load i32, i32* %2, align 4, !tbaa !9
  %32 = trunc i32 %31 to i16
  %33 = call signext i16 @safe_mod_func_int16_t_s_s(i16 noundef signext 1, i16 noundef signext %32)
  %34 = sext i16 %33 to i32
  %35 = call i32 @safe_sub_func_int32_t_s_s(i32 noundef %34, i32 noundef 0)
  %36 = trunc i32 %35 to i16
  %37 = load i16*, i16** @g_45, align 8, !tbaa !5
  %38 = load i16, i16* %37, align 2, !tbaa !11
  %39 = call signext i16 @safe_div_func_int16_t_s_s(i16 noundef signext %36, i16 noundef signext %38)
  %40 = sext i16 %39 to i32
  %41 = load volatile i32**, i32*** @g_1031, align 8, !tbaa !5
  %42 = load i32*, i32** %41, align 8, !tbaa !5
  %43 = load i32, i32* %2, align 4, !tbaa !9
  %44 = call i32* @func_49(i32 noundef %40, i32* noundef %42, i16* noundef %0, i32 noundef %43, i32* noundef nonnull @g_2)
  %45 = call i32* @func_49(i32 noundef %25, i32* noundef nonnull %2, i16* noundef %27, i32 noundef %30, i32* noundef %44)
  %46 = load i32, i32* %45, align 4, !tbaa !9
  %47 = sext i32 %46 to i64
  store i64 %47, i64* @g_177, align 8, !tbaa !14
  %48 = call i64 @safe_div_func_uint64_t_u_u(i64 noundef %47, i64 noundef %47)
  %.not361 = icmp eq i64 %48, 0
  br i1 %.not361, label %49, label %59

49:                                               ; preds = %24
  %50 = load i32, i32* @g_904, align 4, !tbaa !9
  %51 = or i32 %50, 1
  %52 = zext i32 %51 to i64
  %53 = load i64*, i64** @g_1074, align 8, !tbaa !5
  %54 = load i64, i64* %53, align 8, !tbaa !14
  %55 = load i64***, i64**** @g_1477, align 8, !tbaa !5
  %56 = load i64**, i64*** %55, align 8, !tbaa !5
  %57 = load i64*, i64** %56, align 8, !tbaa !5
  store i64 %54, i64* %57, align 8, !tbaa !14
  %58 = icmp sle i64 %54, %52
  br label %59

59:                                               ; preds = %49, %24
  %60 = phi i1 [ true, %24 ], [ %58, %49 ]
  %61 = zext i1 %60 to i32
  %62 = call i32 @safe_unary_minus_func_int32_t_s(i32 noundef %61)
  %63 = load i64****, i64***** @g_1476, align 8, !tbaa !5
  %64 = load i64***, i64**** %63, align 8, !tbaa !5
  %65 = icmp ne i64*** %64, @g_1478
  %66 = zext i1 %65 to i64
  %67 = call i64 @llvm.expect.with.probability.i64(i64 %66, i64 1, double 1.000000e-03)
  %.not362 = icmp eq i64 %67, 0
  br i1 %.not362, label %282, label %68

68:                                               ; preds = %59
  br label %69

69:                                               ; preds = %258, %68
  %storemerge367 = phi i8 [ 0, %68 ], [ %260, %258 ]
  %.0343 = phi i32* [ %45, %68 ], [ %.8351, %258 ]
  %.0290 = phi i32 [ 1118939275, %68 ], [ %.2292, %258 ]
  %.0287 = phi i64 [ 4384481906587324109, %68 ], [ %.1288, %258 ]
  %.sroa.3172.0 = phi i32 [ 1, %68 ], [ %.sroa.3172.3, %258 ]
  %.2 = phi i32 [ %.1, %68 ], [ %.7, %258 ]
  store i8 %storemerge367, i8* @g_616, align 1, !tbaa !13
  %70 = icmp ult i8 %storemerge367, 9
  br i1 %70, label %71, label %261

71:                                               ; preds = %69
  br label %72

72:                                               ; preds = %170, %71
  %storemerge368 = phi i32 [ 2, %71 ], [ %172, %170 ]
  %.1344 = phi i32* [ %.0343, %71 ], [ %.3346, %170 ]
  %.sroa.3172.1 = phi i32 [ %.sroa.3172.0, %71 ], [ %.sroa.3172.2, %170 ]
  %.3 = phi i32 [ %.2, %71 ], [ %.4, %170 ]
  store i32 %storemerge368, i32* @g_130, align 4, !tbaa !9
  %73 = icmp ult i32 %storemerge368, 9
  br i1 %73, label %74, label %173

74:                                               ; preds = %72
  %75 = load i8, i8* @g_616, align 1, !tbaa !13
  %76 = zext i8 %75 to i64
  %77 = getelementptr inbounds [9 x i32], [9 x i32]* @g_138, i64 0, i64 %76
  %78 = load i32, i32* %77, align 4, !tbaa !9
  %79 = trunc i32 %78 to i16
  %80 = load i8, i8* getelementptr inbounds ([1 x i8], [1 x i8]* @g_602, i64 0, i64 0), align 1, !tbaa !13
  %81 = add i8 %80, 1
  store i8 %81, i8* getelementptr inbounds ([1 x i8], [1 x i8]* @g_602, i64 0, i64 0), align 1, !tbaa !13
  %82 = call signext i8 @safe_sub_func_int8_t_s_s(i8 noundef signext 30, i8 noundef signext %81)
  %.not375 = icmp eq i8 %82, 0
  br i1 %.not375, label %83, label %94

83:                                               ; preds = %74
  %84 = load i32**, i32*** @g_253, align 8, !tbaa !5
  %85 = load i32*, i32** %84, align 8, !tbaa !5
  %86 = load i32, i32* %85, align 4, !tbaa !9
  %87 = icmp ne i32 %86, 0
  %88 = zext i1 %87 to i8
  %89 = load i32, i32* %.1344, align 4, !tbaa !9
  %90 = trunc i32 %89 to i8
  %91 = call signext i8 @safe_mod_func_int8_t_s_s(i8 noundef signext %88, i8 noundef signext %90)
  %92 = call signext i16 @safe_mul_func_int16_t_s_s(i16 noundef signext 0, i16 noundef signext 1)
  %93 = call zeroext i16 @safe_mul_func_uint16_t_u_u(i16 noundef zeroext 0, i16 noundef zeroext 31715)
  br label %94

94:                                               ; preds = %83, %74
  %95 = xor i1 %.not375, true
  %96 = zext i1 %95 to i16
  %97 = call zeroext i16 @safe_add_func_uint16_t_u_u(i16 noundef zeroext %79, i16 noundef zeroext %96)
  %.not376 = icmp eq i16 %97, 0
  %98 = zext i1 %.not376 to i32
  %99 = load i32, i32* %.1344, align 4, !tbaa !9
  %100 = icmp eq i32 %99, %98
  %101 = zext i1 %100 to i32
  %102 = icmp slt i32 %99, %101
  %103 = zext i1 %102 to i64
  %104 = call i64 @llvm.expect.i64(i64 %103, i64 0)
  %.not377 = icmp eq i64 %104, 0
  br i1 %.not377, label %110, label %105

105:                                              ; preds = %94
  %106 = load i8, i8* @g_616, align 1, !tbaa !13
  %107 = zext i8 %106 to i64
  %108 = getelementptr inbounds [9 x i32], [9 x i32]* @g_138, i64 0, i64 %107
  %109 = load i32, i32* %108, align 4, !tbaa !9
  br label %169

110:                                              ; preds = %94
  %111 = load i32, i32* @g_130, align 4, !tbaa !9
  %112 = zext i32 %111 to i64
  %113 = getelementptr inbounds [9 x i32], [9 x i32]* @g_138, i64 0, i64 %112
  %114 = load i32, i32* %113, align 4, !tbaa !9
  %115 = xor i32 %114, -116
  store i32 %115, i32* %113, align 4, !tbaa !9
  store i32 0, i32* %.1344, align 4, !tbaa !9
  br label %116

116:                                              ; preds = %118, %110
  %storemerge378 = phi i8 [ 0, %110 ], [ %147, %118 ]
  %.2345 = phi i32* [ %.1344, %110 ], [ %2, %118 ]
  store i8 %storemerge378, i8* @g_256, align 1, !tbaa !13
  %117 = icmp sgt i8 %storemerge378, -1
  br i1 %117, label %118, label %148

118:                                              ; preds = %116
  %119 = load volatile i16****, i16***** @g_2587, align 8, !tbaa !5
  %120 = icmp ne i16**** %119, null
  %121 = zext i1 %120 to i32
  %122 = load i32, i32* %.2345, align 4, !tbaa !9
  %123 = or i32 %122, %121
  store i32 %123, i32* %.2345, align 4, !tbaa !9
  %124 = load i8, i8* @g_256, align 1, !tbaa !13
  %125 = sext i8 %124 to i32
  %126 = add nsw i32 %125, 5
  %127 = sext i32 %126 to i64
  %128 = add nsw i32 %125, 1
  %129 = sext i32 %128 to i64
  %130 = sext i8 %124 to i64
  %131 = getelementptr inbounds [10 x [5 x [1 x i64]]], [10 x [5 x [1 x i64]]]* @g_146, i64 0, i64 %127, i64 %129, i64 %130
  %132 = load i64, i64* %131, align 8, !tbaa !14
  %133 = trunc i64 %132 to i8
  %134 = load i8, i8* @g_616, align 1, !tbaa !13
  %135 = zext i8 %134 to i64
  %136 = getelementptr inbounds [9 x i32], [9 x i32]* @g_138, i64 0, i64 %135
  %137 = load i32, i32* %136, align 4, !tbaa !9
  %138 = call zeroext i8 @safe_lshift_func_uint8_t_u_u(i8 noundef zeroext 1, i32 noundef %137)
  %139 = load volatile i32*, i32** @g_951, align 8, !tbaa !5
  %140 = load i32, i32* %139, align 4, !tbaa !9
  %141 = call i32 @safe_div_func_uint32_t_u_u(i32 noundef 1, i32 noundef %140)
  %142 = icmp ugt i32 %141, 172
  %143 = zext i1 %142 to i16
  %144 = load i16*, i16** @g_2134, align 8, !tbaa !5
  store i16 %143, i16* %144, align 2, !tbaa !11
  store i8 1, i8* getelementptr inbounds ([1 x i8], [1 x i8]* @g_602, i64 0, i64 0), align 1, !tbaa !13
  %145 = call zeroext i8 @safe_rshift_func_uint8_t_u_u(i8 noundef zeroext %133, i32 noundef 1)
  %146 = load i8, i8* @g_256, align 1, !tbaa !13
  %147 = add i8 %146, -1
  br label %116, !llvm.loop !59

148:                                              ; preds = %116
  %149 = load i32, i32* %.2345, align 4, !tbaa !9
  %150 = call signext i8 @safe_mul_func_int8_t_s_s(i8 noundef signext 102, i8 noundef signext 1)
  %151 = sext i8 %150 to i16
  %152 = load i32, i32* %.2345, align 4, !tbaa !9
  %153 = trunc i32 %152 to i16
  %154 = load i16, i16* %0, align 2, !tbaa !11
  %155 = zext i16 %154 to i32
  %156 = call zeroext i16 @safe_lshift_func_uint16_t_u_u(i16 noundef zeroext %153, i32 noundef %155)
  %157 = trunc i16 %156 to i8
  %158 = call zeroext i8 @safe_rshift_func_uint8_t_u_u(i8 noundef zeroext %157, i32 noundef 5)
  %159 = call i32 @safe_sub_func_uint32_t_u_u(i32 noundef -116, i32 noundef -6)
  %160 = or i32 %159, -78
  %161 = icmp eq i32 %152, %160
  %162 = zext i1 %161 to i16
  %163 = call zeroext i16 @safe_add_func_uint16_t_u_u(i16 noundef zeroext %151, i16 noundef zeroext %162)
  %164 = call i32 @safe_add_func_uint32_t_u_u(i32 noundef %149, i32 noundef -1)
  %165 = icmp ne i32 %164, 0
  %166 = zext i1 %165 to i32
  store i32 %166, i32* %.2345, align 4, !tbaa !9
  %167 = xor i32 %.sroa.3172.1, %166
  %168 = load volatile i32*, i32** @g_1059, align 8, !tbaa !5
  store i32 %167, i32* %168, align 4, !tbaa !9
  br label %169

169:                                              ; preds = %148, %105
  %.3346 = phi i32* [ %.1344, %105 ], [ %.2345, %148 ]
  %.0294 = phi i32 [ 1, %105 ], [ 0, %148 ]
  %.sroa.3172.2 = phi i32 [ %.sroa.3172.1, %105 ], [ %167, %148 ]
  %.4 = phi i32 [ %109, %105 ], [ %.3, %148 ]
  br i1 %.not377, label %170, label %257

170:                                              ; preds = %169
  %171 = load i32, i32* @g_130, align 4, !tbaa !9
  %172 = add i32 %171, 1
  br label %72, !llvm.loop !60

173:                                              ; preds = %72
  %174 = add i64 %.0287, 1
  br label %175

175:                                              ; preds = %182, %173
  %storemerge369 = phi i64 [ 0, %173 ], [ %197, %182 ]
  %.1291 = phi i32 [ %.0290, %173 ], [ %195, %182 ]
  store i64 %storemerge369, i64* @g_177, align 8, !tbaa !14
  %176 = icmp eq i64 %storemerge369, 0
  br i1 %176, label %177, label %198

177:                                              ; preds = %175
  br label %178

178:                                              ; preds = %180, %177
  %storemerge374 = phi i64 [ 0, %177 ], [ %181, %180 ]
  store i64 %storemerge374, i64* @g_192, align 8, !tbaa !14
  %179 = icmp eq i64 %storemerge374, 0
  br i1 %179, label %180, label %182

180:                                              ; preds = %178
  %181 = add i64 %storemerge374, 1
  br label %178, !llvm.loop !61

182:                                              ; preds = %178
  %183 = load i16, i16* %0, align 2, !tbaa !11
  %184 = load i16*, i16** @g_2134, align 8, !tbaa !5
  %185 = load i16, i16* %184, align 2, !tbaa !11
  %186 = and i16 %185, 1
  store i16 %186, i16* %184, align 2, !tbaa !11
  %187 = call signext i16 @safe_rshift_func_int16_t_s_s(i16 noundef signext %186, i32 noundef 4)
  %188 = load i16, i16* @g_1591, align 2, !tbaa !11
  %189 = xor i16 %188, %187
  store i16 %189, i16* @g_1591, align 2, !tbaa !11
  %190 = icmp ne i16 %183, 0
  %191 = zext i1 %190 to i8
  %192 = load i32, i32* %.1344, align 4, !tbaa !9
  %193 = trunc i32 %192 to i8
  %194 = call signext i8 @safe_mul_func_int8_t_s_s(i8 noundef signext %191, i8 noundef signext %193)
  %195 = sext i8 %194 to i32
  %196 = load i64, i64* @g_177, align 8, !tbaa !14
  %197 = add i64 %196, 1
  br label %175, !llvm.loop !62

198:                                              ; preds = %175
  store i64 0, i64* @g_177, align 8, !tbaa !14
  br i1 true, label %199, label %256

199:                                              ; preds = %198
  %200 = load i32, i32* %.1344, align 4, !tbaa !9
  %201 = load i32*, i32** @g_1558, align 8, !tbaa !5
  store volatile i32 %200, i32* %201, align 4, !tbaa !9
  %202 = icmp ne i32 %.1291, 0
  %203 = zext i1 %202 to i64
  %204 = call i64 @llvm.expect.i64(i64 %203, i64 1)
  %.not370 = icmp eq i64 %204, 0
  br i1 %.not370, label %205, label %255

205:                                              ; preds = %199, %232
  %.4347 = phi i32* [ %.5348, %232 ], [ %.1344, %199 ]
  %.0293 = phi i32 [ %233, %232 ], [ 0, %199 ]
  %206 = icmp sgt i32 %.0293, -1
  br i1 %206, label %207, label %234

207:                                              ; preds = %205
  %208 = bitcast i32* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %208) #8
  store i32 1589251370, i32* %3, align 4, !tbaa !9
  %209 = call i64 @llvm.expect.i64(i64 1, i64 0)
  %.not373 = icmp eq i64 %209, 0
  br i1 %.not373, label %210, label %231

210:                                              ; preds = %207
  %211 = load i32, i32* %.4347, align 4, !tbaa !9
  %212 = trunc i32 %211 to i8
  %213 = trunc i32 %211 to i16
  %214 = load i16**, i16*** @g_2065, align 8, !tbaa !5
  %215 = load i16*, i16** %214, align 8, !tbaa !5
  store i16 -4098, i16* %215, align 2, !tbaa !11
  %216 = load i32, i32* %3, align 4, !tbaa !9
  %217 = icmp slt i32 %216, 1
  %218 = zext i1 %217 to i32
  %219 = call signext i8 @safe_rshift_func_int8_t_s_u(i8 noundef signext 1, i32 noundef %218)
  %220 = icmp sgt i8 %219, 0
  %221 = zext i1 %220 to i16
  %222 = call zeroext i16 @safe_add_func_uint16_t_u_u(i16 noundef zeroext %213, i16 noundef zeroext %221)
  %223 = trunc i16 %222 to i8
  %224 = call zeroext i8 @safe_div_func_uint8_t_u_u(i8 noundef zeroext %223, i8 noundef zeroext 1)
  %225 = call signext i8 @safe_mul_func_int8_t_s_s(i8 noundef signext %212, i8 noundef signext %224)
  %226 = sext i8 %225 to i32
  store i32 %226, i32* %.4347, align 4, !tbaa !9
  %227 = load i32*, i32** @g_1558, align 8, !tbaa !5
  store volatile i32 %226, i32* %227, align 4, !tbaa !9
  %228 = load i32, i32* %.4347, align 4, !tbaa !9
  %229 = load i32, i32* @g_1394, align 4, !tbaa !9
  %230 = call i32* @func_49(i32 noundef %228, i32* noundef nonnull %3, i16* noundef %0, i32 noundef %229, i32* noundef nonnull %3)
  br label %231

231:                                              ; preds = %207, %210
  %.5348 = phi i32* [ %2, %210 ], [ %.4347, %207 ]
  %.1295 = phi i32 [ 0, %210 ], [ 11, %207 ]
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %208) #8
  br i1 %.not373, label %232, label %255

232:                                              ; preds = %231
  %233 = add nsw i32 %.0293, -1
  br label %205, !llvm.loop !63

234:                                              ; preds = %205
  %235 = load i32, i32* %2, align 4, !tbaa !9
  %236 = icmp sgt i32 %235, 0
  br i1 %236, label %237, label %240

237:                                              ; preds = %234
  %238 = load i32, i32* %.4347, align 4, !tbaa !9
  %239 = icmp ne i32 %238, 0
  br label %240

240:                                              ; preds = %237, %234
  %241 = phi i1 [ false, %234 ], [ %239, %237 ]
  %242 = zext i1 %241 to i64
  %243 = call i64 @safe_add_func_uint64_t_u_u(i64 noundef 1434015038, i64 noundef %242)
  %.not371 = icmp eq i64 %243, 0
  br i1 %.not371, label %251, label %244

244:                                              ; preds = %240
  %245 = load i16**, i16*** @g_2064, align 8, !tbaa !5
  %246 = load i16*, i16** %245, align 8, !tbaa !5
  %247 = load i16, i16* %246, align 2, !tbaa !11
  %248 = load i16**, i16*** @g_2065, align 8, !tbaa !5
  %249 = load i16*, i16** %248, align 8, !tbaa !5
  store i16 %247, i16* %249, align 2, !tbaa !11
  %250 = icmp ne i16 %247, 0
  br label %251

251:                                              ; preds = %244, %240
  %252 = phi i1 [ false, %240 ], [ %250, %244 ]
  %253 = zext i1 %252 to i64
  %254 = call i64 @llvm.expect.with.probability.i64(i64 %253, i64 1, double 1.000000e-03)
  %.not372 = icmp eq i64 %254, 0
  %. = select i1 %.not372, i32 1646542610, i32 -946598263
  br label %255

255:                                              ; preds = %251, %199, %231
  %.6349 = phi i32* [ %.5348, %231 ], [ %.1344, %199 ], [ %.4347, %251 ]
  %.2296 = phi i32 [ %.1295, %231 ], [ 33, %199 ], [ 1, %251 ]
  %.5 = phi i32 [ %.3, %231 ], [ %.3, %199 ], [ %., %251 ]
  %cond356 = icmp eq i32 %.2296, 33
  br i1 %cond356, label %256, label %257

256:                                              ; preds = %255, %198
  %.7350 = phi i32* [ %.6349, %255 ], [ %.1344, %198 ]
  %.6 = phi i32 [ %.5, %255 ], [ %.3, %198 ]
  br label %257

257:                                              ; preds = %169, %255, %256
  %.8351 = phi i32* [ %.3346, %169 ], [ %.6349, %255 ], [ %.7350, %256 ]
  %.3297 = phi i32 [ %.0294, %169 ], [ %.2296, %255 ], [ 0, %256 ]
  %.2292 = phi i32 [ %.0290, %169 ], [ %.1291, %255 ], [ %.1291, %256 ]
  %.1288 = phi i64 [ %.0287, %169 ], [ %174, %255 ], [ %174, %256 ]
  %.sroa.3172.3 = phi i32 [ %.sroa.3172.2, %169 ], [ %.sroa.3172.1, %255 ], [ %.sroa.3172.1, %256 ]
  %.7 = phi i32 [ %.4, %169 ], [ %.5, %255 ], [ %.6, %256 ]
  %cond355 = icmp eq i32 %.3297, 0
  br i1 %cond355, label %258, label %281

258:                                              ; preds = %257
  %259 = load i8, i8* @g_616, align 1, !tbaa !13
  %260 = add i8 %259, 1
  br label %69, !llvm.loop !64

261:                                              ; preds = %69, %263
  %.0289 = phi i32 [ %264, %263 ], [ -7, %69 ]
  %262 = icmp slt i32 %.0289, -1
  br i1 %262, label %263, label %265

263:                                              ; preds = %261
  %264 = call i32 @safe_add_func_uint32_t_u_u(i32 noundef %.0289, i32 noundef 1)
  br label %261, !llvm.loop !65

265:                                              ; preds = %261
  %266 = load i64**, i64*** @g_1478, align 8, !tbaa !5
  %267 = load i64*, i64** %266, align 8, !tbaa !5
  store i64 2462946532442545945, i64* %267, align 8, !tbaa !14
  %268 = load i16*, i16** @g_2134, align 8, !tbaa !5
  %269 = load i16, i16* %268, align 2, !tbaa !11
  %270 = call signext i16 @safe_sub_func_int16_t_s_s(i16 noundef signext %269, i16 noundef signext 0)
  %271 = icmp ult i16 %270, -2
  %272 = zext i1 %271 to i16
  %273 = call zeroext i16 @safe_div_func_uint16_t_u_u(i16 noundef zeroext %272, i16 noundef zeroext -3)
  %274 = load i16**, i16*** @g_2065, align 8, !tbaa !5
  %275 = load i16*, i16** %274, align 8, !tbaa !5
  %276 = load i16, i16* %275, align 2, !tbaa !11
  %277 = icmp ult i16 %276, 2
  %278 = zext i1 %277 to i64
  %279 = xor i64 %278, -1
  store i64 %279, i64* @g_177, align 8, !tbaa !14
  %280 = load i32*, i32** @g_1558, align 8, !tbaa !5
  store volatile i32 1, i32* %280, align 4, !tbaa !9
  br label %281

281:                                              ; preds = %257, %265
  %.4298 = phi i32 [ %.3297, %257 ], [ 0, %265 ]
  %.8 = phi i32 [ %.7, %257 ], [ %.2, %265 ]
  %cond = icmp eq i32 %.4298, 0
  br i1 %cond, label %347, label %348

282:                                              ; preds = %59
  store volatile i8 0, i8* @g_658, align 1, !tbaa !13
  br label %283

283:                                              ; preds = %304, %282
  %284 = load volatile i8, i8* @g_658, align 1, !tbaa !13
  %285 = icmp slt i8 %284, 6
  br i1 %285, label %286, label %307

286:                                              ; preds = %283
  br label %287

287:                                              ; preds = %301, %286
  %storemerge365 = phi i32 [ 0, %286 ], [ %303, %301 ]
  store i32 %storemerge365, i32* @g_937, align 4, !tbaa !9
  %288 = icmp eq i32 %storemerge365, 0
  br i1 %288, label %289, label %304

289:                                              ; preds = %287
  br label %290

290:                                              ; preds = %292, %289
  %storemerge366 = phi i16 [ 0, %289 ], [ %300, %292 ]
  store i16 %storemerge366, i16* @g_1591, align 2, !tbaa !11
  %291 = icmp ult i16 %storemerge366, 5
  br i1 %291, label %292, label %301

292:                                              ; preds = %290
  %293 = load volatile i8, i8* @g_658, align 1, !tbaa !13
  %294 = sext i8 %293 to i64
  %295 = load i32, i32* @g_937, align 4, !tbaa !9
  %296 = zext i32 %295 to i64
  %297 = load i16, i16* @g_1591, align 2, !tbaa !11
  %298 = zext i16 %297 to i64
  %299 = getelementptr inbounds [6 x [1 x [5 x i16]]], [6 x [1 x [5 x i16]]]* @g_2591, i64 0, i64 %294, i64 %296, i64 %298
  store volatile i16 3918, i16* %299, align 2, !tbaa !11
  %300 = add i16 %297, 1
  br label %290, !llvm.loop !66

301:                                              ; preds = %290
  %302 = load i32, i32* @g_937, align 4, !tbaa !9
  %303 = add i32 %302, 1
  br label %287, !llvm.loop !67

304:                                              ; preds = %287
  %305 = load volatile i8, i8* @g_658, align 1, !tbaa !13
  %306 = add i8 %305, 1
  store volatile i8 %306, i8* @g_658, align 1, !tbaa !13
  br label %283, !llvm.loop !68

307:                                              ; preds = %283
  %308 = load i32****, i32***** @g_2418, align 8, !tbaa !5
  %309 = load i32***, i32**** %308, align 8, !tbaa !5
  %310 = load i32**, i32*** %309, align 8, !tbaa !5
  %311 = load i32*, i32** %310, align 8, !tbaa !5
  %312 = load i32, i32* %311, align 4, !tbaa !9
  %.not363 = icmp eq i32 %312, 0
  br i1 %.not363, label %313, label %339

313:                                              ; preds = %307
  %314 = load i32, i32* %2, align 4, !tbaa !9
  %315 = trunc i32 %314 to i8
  %316 = call i32 @safe_sub_func_uint32_t_u_u(i32 noundef 1, i32 noundef 1)
  %317 = trunc i32 %316 to i8
  %318 = load i32, i32* %45, align 4, !tbaa !9
  %319 = trunc i32 %318 to i8
  %320 = call zeroext i8 @safe_mul_func_uint8_t_u_u(i8 noundef zeroext %317, i8 noundef zeroext %319)
  %321 = zext i8 %320 to i32
  %322 = load i32, i32* %45, align 4, !tbaa !9
  %323 = and i32 %322, %321
  %324 = icmp sle i32 %323, %322
  %325 = zext i1 %324 to i8
  %326 = call zeroext i8 @safe_sub_func_uint8_t_u_u(i8 noundef zeroext %315, i8 noundef zeroext %325)
  %.not364 = icmp eq i32 %323, 0
  br i1 %.not364, label %327, label %330

327:                                              ; preds = %313
  %328 = load i32, i32* %45, align 4, !tbaa !9
  %329 = icmp ne i32 %328, 0
  br label %330

330:                                              ; preds = %327, %313
  %331 = phi i1 [ true, %313 ], [ %329, %327 ]
  %332 = zext i1 %331 to i8
  %333 = call zeroext i8 @safe_lshift_func_uint8_t_u_s(i8 noundef zeroext %332, i32 noundef 6)
  %334 = call signext i8 @safe_rshift_func_int8_t_s_s(i8 noundef signext %333, i32 noundef 2)
  %335 = icmp ne i8 %334, 0
  %336 = zext i1 %335 to i16
  %337 = load i32, i32* %45, align 4, !tbaa !9
  %338 = call zeroext i16 @safe_lshift_func_uint16_t_u_s(i16 noundef zeroext %336, i32 noundef %337)
  br label %339

339:                                              ; preds = %330, %307
  %340 = load i32***, i32**** @g_2419, align 8, !tbaa !5
  %341 = load i32**, i32*** %340, align 8, !tbaa !5
  %342 = load i32*, i32** %341, align 8, !tbaa !5
  %343 = load i32, i32* %342, align 4, !tbaa !9
  %344 = icmp eq i32 %343, 1
  %345 = zext i1 %344 to i32
  %346 = load i32*, i32** @g_1558, align 8, !tbaa !5
  store volatile i32 %345, i32* %346, align 4, !tbaa !9
  br label %347

347:                                              ; preds = %281, %339
  %.9 = phi i32 [ %.1, %339 ], [ %.8, %281 ]
  br label %348

348:                                              ; preds = %281, %347
  %.5299 = phi i32 [ %.4298, %281 ], [ 0, %347 ]
  %.10 = phi i32 [ %.8, %281 ], [ %.9, %347 ]
  switch i32 %.5299, label %357 [
    i32 0, label %349
    i32 11, label %17
  ]

349:                                              ; preds = %348
  %350 = load i16, i16* @g_205, align 2, !tbaa !11
  %351 = zext i16 %350 to i64
  %352 = call i64 @safe_add_func_uint64_t_u_u(i64 noundef %351, i64 noundef 5)
  %353 = trunc i64 %352 to i16
  br label %23, !llvm.loop !69

354:                                              ; preds = %23
  %355 = load i32*, i32** @g_89, align 8, !tbaa !5
  %356 = load i32, i32* %355, align 4, !tbaa !9
  br label %357

357:                                              ; preds = %354, %348
  %.11 = phi i32 [ %.10, %348 ], [ %356, %354 ]
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %4) #8
  ret i32 %.11
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: nounwind uwtable
define internal i64 @safe_mod_func_int64_t_s_s(i64 noundef %0, i64 noundef %1) #0 {
  %3 = icmp eq i64 %1, 0
  br i1 %3, label %9, label %4

4:                                                ; preds = %2
  %5 = icmp eq i64 %0, -9223372036854775808
  %6 = icmp eq i64 %1, -1
  %or.cond = and i1 %5, %6
  br i1 %or.cond, label %9, label %7

7:                                                ; preds = %4
  %8 = srem i64 %0, %1
  br label %9

9:                                                ; preds = %2, %4, %7
  %10 = phi i64 [ %8, %7 ], [ %0, %4 ], [ %0, %2 ]
  ret i64 %10
}

; Function Attrs: nounwind uwtable
define internal i32 @safe_mod_func_uint32_t_u_u(i32 noundef %0, i32 noundef %1) #0 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %6, label %4

4:                                                ; preds = %2
  %5 = urem i32 %0, %1
  br label %6

6:                                                ; preds = %2, %4
  %7 = phi i32 [ %5, %4 ], [ %0, %2 ]
  ret i32 %7
}

; Function Attrs: nounwind uwtable
define internal zeroext i16 @safe_mul_func_uint16_t_u_u(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 {
  %3 = mul i16 %0, %1
  ret i16 %3
}

; Function Attrs: nounwind uwtable
define internal i32 @safe_sub_func_uint32_t_u_u(i32 noundef %0, i32 noundef %1) #0 {
  %3 = sub i32 %0, %1
  ret i32 %3
}

; Function Attrs: nounwind uwtable
define internal i32 @safe_mod_func_int32_t_s_s(i32 noundef %0, i32 noundef %1) #0 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %9, label %4

4:                                                ; preds = %2
  %5 = icmp eq i32 %0, -2147483648
  %6 = icmp eq i32 %1, -1
  %or.cond = and i1 %5, %6
  br i1 %or.cond, label %9, label %7

7:                                                ; preds = %4
  %8 = srem i32 %0, %1
  br label %9

9:                                                ; preds = %2, %4, %7
  %10 = phi i32 [ %8, %7 ], [ %0, %4 ], [ %0, %2 ]
  ret i32 %10
}

; Function Attrs: nounwind uwtable
define internal i32 @safe_add_func_uint32_t_u_u(i32 noundef %0, i32 noundef %1) #0 {
  %3 = add i32 %0, %1
  ret i32 %3
}

; Function Attrs: nounwind uwtable
define internal signext i16 @safe_sub_func_int16_t_s_s(i16 noundef signext %0, i16 noundef signext %1) #0 {
  %3 = sub i16 %0, %1
  ret i16 %3
}

; Function Attrs: nounwind uwtable
define internal zeroext i16 @safe_rshift_func_uint16_t_u_s(i16 noundef zeroext %0, i32 noundef %1) #0 {
  %3 = icmp ugt i32 %1, 31
  %4 = zext i16 %0 to i32
  %5 = zext i16 %0 to i32
  %6 = lshr i32 %5, %1
  %7 = select i1 %3, i32 %4, i32 %6
  %8 = trunc i32 %7 to i16
  ret i16 %8
}

; Function Attrs: nounwind uwtable
define internal zeroext i16 @safe_sub_func_uint16_t_u_u(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 {
  %3 = sub i16 %0, %1
  ret i16 %3
}

; Function Attrs: nounwind uwtable
define internal zeroext i8 @safe_add_func_uint8_t_u_u(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 {
  %3 = add i8 %0, %1
  ret i8 %3
}

; Function Attrs: nounwind uwtable
define internal signext i16 @safe_mul_func_int16_t_s_s(i16 noundef signext %0, i16 noundef signext %1) #0 {
  %3 = mul i16 %0, %1
  ret i16 %3
}

; Function Attrs: nounwind uwtable
define internal signext i16 @safe_rshift_func_int16_t_s_s(i16 noundef signext %0, i32 noundef %1) #0 {
  %3 = sext i16 %0 to i32
  %4 = icmp slt i16 %0, 0
  %5 = icmp ugt i32 %1, 31
  %6 = or i1 %5, %4
  %7 = select i1 %6, i32 0, i32 %1
  %8 = ashr i32 %3, %7
  %9 = trunc i32 %8 to i16
  ret i16 %9
}

; Function Attrs: nounwind uwtable
define internal i64 @safe_add_func_uint64_t_u_u(i64 noundef %0, i64 noundef %1) #0 {
  %3 = add i64 %0, %1
  ret i64 %3
}

; Function Attrs: nounwind uwtable
define internal zeroext i16 @safe_lshift_func_uint16_t_u_u(i16 noundef zeroext %0, i32 noundef %1) #0 {
  %3 = icmp ugt i32 %1, 31
  br i1 %3, label %8, label %4

4:                                                ; preds = %2
  %5 = zext i16 %0 to i32
  %6 = lshr i32 65535, %1
  %7 = icmp ult i32 %6, %5
  br i1 %7, label %8, label %10

8:                                                ; preds = %4, %2
  %9 = zext i16 %0 to i32
  br label %12

10:                                               ; preds = %4
  %11 = shl i32 %5, %1
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ]
  %14 = trunc i32 %13 to i16
  ret i16 %14
}

; Function Attrs: nounwind uwtable
define internal signext i16 @safe_lshift_func_int16_t_s_u(i16 noundef signext %0, i32 noundef %1) #0 {
  %3 = sext i16 %0 to i32
  %4 = icmp slt i16 %0, 0
  %5 = icmp ugt i32 %1, 31
  %or.cond = or i1 %4, %5
  %6 = lshr i32 32767, %1
  %7 = icmp slt i32 %6, %3
  %or.cond8 = select i1 %or.cond, i1 true, i1 %7
  %8 = select i1 %or.cond8, i32 0, i32 %1
  %9 = shl i32 %3, %8
  %10 = trunc i32 %9 to i16
  ret i16 %10
}

; Function Attrs: nounwind uwtable
define internal signext i8 @safe_rshift_func_int8_t_s_s(i8 noundef signext %0, i32 noundef %1) #0 {
  %3 = sext i8 %0 to i32
  %4 = icmp slt i8 %0, 0
  %5 = icmp ugt i32 %1, 31
  %6 = or i1 %5, %4
  %7 = select i1 %6, i32 0, i32 %1
  %8 = ashr i32 %3, %7
  %9 = trunc i32 %8 to i8
  ret i8 %9
}

; Function Attrs: nounwind uwtable
define internal signext i8 @safe_div_func_int8_t_s_s(i8 noundef signext %0, i8 noundef signext %1) #0 {
  %3 = sext i8 %1 to i32
  %4 = icmp eq i8 %1, 0
  br i1 %4, label %8, label %5

5:                                                ; preds = %2
  %6 = icmp eq i8 %0, -128
  %7 = icmp eq i8 %1, -1
  %or.cond = and i1 %6, %7
  br i1 %or.cond, label %8, label %10

8:                                                ; preds = %5, %2
  %9 = sext i8 %0 to i32
  br label %13

10:                                               ; preds = %5
  %11 = sext i8 %0 to i32
  %12 = sdiv i32 %11, %3
  br label %13

13:                                               ; preds = %10, %8
  %14 = phi i32 [ %9, %8 ], [ %12, %10 ]
  %15 = trunc i32 %14 to i8
  ret i8 %15
}

; Function Attrs: nounwind uwtable
define internal signext i16 @safe_rshift_func_int16_t_s_u(i16 noundef signext %0, i32 noundef %1) #0 {
  %3 = sext i16 %0 to i32
  %4 = icmp slt i16 %0, 0
  %5 = icmp ugt i32 %1, 31
  %or.cond = or i1 %4, %5
  %6 = select i1 %or.cond, i32 0, i32 %1
  %7 = ashr i32 %3, %6
  %8 = trunc i32 %7 to i16
  ret i16 %8
}

; Function Attrs: nounwind uwtable
define internal signext i8 @safe_mod_func_int8_t_s_s(i8 noundef signext %0, i8 noundef signext %1) #0 {
  %3 = sext i8 %1 to i32
  %4 = icmp eq i8 %1, 0
  br i1 %4, label %8, label %5

5:                                                ; preds = %2
  %6 = icmp eq i8 %0, -128
  %7 = icmp eq i8 %1, -1
  %or.cond = and i1 %6, %7
  br i1 %or.cond, label %8, label %10

8:                                                ; preds = %5, %2
  %9 = sext i8 %0 to i32
  br label %13

10:                                               ; preds = %5
  %11 = sext i8 %0 to i32
  %12 = srem i32 %11, %3
  br label %13

13:                                               ; preds = %10, %8
  %14 = phi i32 [ %9, %8 ], [ %12, %10 ]
  %15 = trunc i32 %14 to i8
  ret i8 %15
}

; Function Attrs: nounwind uwtable
define internal zeroext i16 @safe_lshift_func_uint16_t_u_s(i16 noundef zeroext %0, i32 noundef %1) #0 {
  %3 = icmp ugt i32 %1, 31
  br i1 %3, label %8, label %4

4:                                                ; preds = %2
  %5 = zext i16 %0 to i32
  %6 = lshr i32 65535, %1
  %7 = icmp ult i32 %6, %5
  br i1 %7, label %8, label %10

8:                                                ; preds = %4, %2
  %9 = zext i16 %0 to i32
  br label %12

10:                                               ; preds = %4
  %11 = shl i32 %5, %1
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ]
  %14 = trunc i32 %13 to i16
  ret i16 %14
}

; Function Attrs: nounwind uwtable
define internal zeroext i16 @safe_rshift_func_uint16_t_u_u(i16 noundef zeroext %0, i32 noundef %1) #0 {
  %3 = icmp ugt i32 %1, 31
  %4 = zext i16 %0 to i32
  %5 = zext i16 %0 to i32
  %6 = lshr i32 %5, %1
  %7 = select i1 %3, i32 %4, i32 %6
  %8 = trunc i32 %7 to i16
  ret i16 %8
}

; Function Attrs: nounwind uwtable
define internal signext i16 @safe_add_func_int16_t_s_s(i16 noundef signext %0, i16 noundef signext %1) #0 {
  %3 = add i16 %0, %1
  ret i16 %3
}

; Function Attrs: nounwind uwtable
define internal signext i16 @safe_lshift_func_int16_t_s_s(i16 noundef signext %0, i32 noundef %1) #0 {
  %3 = sext i16 %0 to i32
  %4 = icmp slt i16 %0, 0
  %5 = icmp ugt i32 %1, 31
  %6 = or i1 %5, %4
  %7 = lshr i32 32767, %1
  %8 = icmp slt i32 %7, %3
  %or.cond10 = select i1 %6, i1 true, i1 %8
  %9 = select i1 %or.cond10, i32 0, i32 %1
  %10 = shl i32 %3, %9
  %11 = trunc i32 %10 to i16
  ret i16 %11
}

; Function Attrs: nounwind uwtable
define internal signext i8 @safe_mul_func_int8_t_s_s(i8 noundef signext %0, i8 noundef signext %1) #0 {
  %3 = mul i8 %0, %1
  ret i8 %3
}

; Function Attrs: nounwind uwtable
define internal i32 @safe_div_func_int32_t_s_s(i32 noundef %0, i32 noundef %1) #0 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %9, label %4

4:                                                ; preds = %2
  %5 = icmp eq i32 %0, -2147483648
  %6 = icmp eq i32 %1, -1
  %or.cond = and i1 %5, %6
  br i1 %or.cond, label %9, label %7

7:                                                ; preds = %4
  %8 = sdiv i32 %0, %1
  br label %9

9:                                                ; preds = %2, %4, %7
  %10 = phi i32 [ %8, %7 ], [ %0, %4 ], [ %0, %2 ]
  ret i32 %10
}

; Function Attrs: nounwind uwtable
define internal signext i16 @safe_div_func_int16_t_s_s(i16 noundef signext %0, i16 noundef signext %1) #0 {
  %3 = sext i16 %1 to i32
  %4 = icmp eq i16 %1, 0
  br i1 %4, label %8, label %5

5:                                                ; preds = %2
  %6 = icmp eq i16 %0, -32768
  %7 = icmp eq i16 %1, -1
  %or.cond = and i1 %6, %7
  br i1 %or.cond, label %8, label %10

8:                                                ; preds = %5, %2
  %9 = sext i16 %0 to i32
  br label %13

10:                                               ; preds = %5
  %11 = sext i16 %0 to i32
  %12 = sdiv i32 %11, %3
  br label %13

13:                                               ; preds = %10, %8
  %14 = phi i32 [ %9, %8 ], [ %12, %10 ]
  %15 = trunc i32 %14 to i16
  ret i16 %15
}

; Function Attrs: nounwind uwtable
define internal i64 @safe_unary_minus_func_int64_t_s(i64 noundef %0) #0 {
  %2 = sub i64 0, %0
  ret i64 %2
}

; Function Attrs: nounwind uwtable
define internal zeroext i8 @safe_rshift_func_uint8_t_u_s(i8 noundef zeroext %0, i32 noundef %1) #0 {
  %3 = icmp ugt i32 %1, 31
  %4 = zext i8 %0 to i32
  %5 = zext i8 %0 to i32
  %6 = lshr i32 %5, %1
  %7 = select i1 %3, i32 %4, i32 %6
  %8 = trunc i32 %7 to i8
  ret i8 %8
}

; Function Attrs: nounwind uwtable
define internal i64 @safe_mul_func_int64_t_s_s(i64 noundef %0, i64 noundef %1) #0 {
  %3 = icmp sgt i64 %0, 0
  %4 = icmp sgt i64 %1, 0
  %or.cond = and i1 %3, %4
  br i1 %or.cond, label %5, label %8

5:                                                ; preds = %2
  %6 = sdiv i64 9223372036854775807, %1
  %7 = icmp slt i64 %6, %0
  br i1 %7, label %28, label %8

8:                                                ; preds = %5, %2
  %9 = icmp slt i64 %1, 1
  %or.cond20 = and i1 %3, %9
  br i1 %or.cond20, label %10, label %13

10:                                               ; preds = %8
  %11 = sdiv i64 -9223372036854775808, %0
  %12 = icmp sgt i64 %11, %1
  br i1 %12, label %28, label %13

13:                                               ; preds = %10, %8
  %14 = icmp slt i64 %0, 1
  %15 = icmp sgt i64 %1, 0
  %or.cond21 = and i1 %14, %15
  br i1 %or.cond21, label %16, label %19

16:                                               ; preds = %13
  %17 = sdiv i64 -9223372036854775808, %1
  %18 = icmp sgt i64 %17, %0
  br i1 %18, label %28, label %19

19:                                               ; preds = %16, %13
  %20 = icmp slt i64 %1, 1
  %21 = icmp slt i64 %0, 0
  %22 = and i1 %21, %20
  br i1 %22, label %23, label %26

23:                                               ; preds = %19
  %24 = sdiv i64 9223372036854775807, %0
  %25 = icmp sgt i64 %24, %1
  br i1 %25, label %28, label %26

26:                                               ; preds = %23, %19
  %27 = mul nsw i64 %0, %1
  br label %28

28:                                               ; preds = %5, %10, %16, %23, %26
  %29 = phi i64 [ %27, %26 ], [ %0, %23 ], [ %0, %16 ], [ %0, %10 ], [ %0, %5 ]
  ret i64 %29
}

; Function Attrs: nounwind uwtable
define internal zeroext i8 @safe_rshift_func_uint8_t_u_u(i8 noundef zeroext %0, i32 noundef %1) #0 {
  %3 = icmp ugt i32 %1, 31
  %4 = zext i8 %0 to i32
  %5 = zext i8 %0 to i32
  %6 = lshr i32 %5, %1
  %7 = select i1 %3, i32 %4, i32 %6
  %8 = trunc i32 %7 to i8
  ret i8 %8
}

; Function Attrs: nounwind uwtable
define internal signext i8 @safe_add_func_int8_t_s_s(i8 noundef signext %0, i8 noundef signext %1) #0 {
  %3 = add i8 %0, %1
  ret i8 %3
}

; Function Attrs: nounwind uwtable
define internal zeroext i16 @safe_add_func_uint16_t_u_u(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 {
  %3 = add i16 %0, %1
  ret i16 %3
}

; Function Attrs: nounwind uwtable
define internal i64 @safe_add_func_int64_t_s_s(i64 noundef %0, i64 noundef %1) #0 {
  %3 = icmp sgt i64 %0, 0
  %4 = icmp sgt i64 %1, 0
  %or.cond = and i1 %3, %4
  %5 = sub nsw i64 9223372036854775807, %1
  %6 = icmp slt i64 %5, %0
  %or.cond12 = select i1 %or.cond, i1 %6, i1 false
  br i1 %or.cond12, label %13, label %7

7:                                                ; preds = %2
  %8 = and i64 %0, %1
  %9 = icmp slt i64 %8, 0
  %10 = sub nsw i64 -9223372036854775808, %1
  %11 = icmp sgt i64 %10, %0
  %or.cond15 = select i1 %9, i1 %11, i1 false
  %12 = select i1 %or.cond15, i64 0, i64 %1
  %spec.select = add nsw i64 %12, %0
  br label %13

13:                                               ; preds = %7, %2
  %14 = phi i64 [ %0, %2 ], [ %spec.select, %7 ]
  ret i64 %14
}

; Function Attrs: nounwind uwtable
define internal i64 @safe_div_func_uint64_t_u_u(i64 noundef %0, i64 noundef %1) #0 {
  %3 = icmp eq i64 %1, 0
  br i1 %3, label %6, label %4

4:                                                ; preds = %2
  %5 = udiv i64 %0, %1
  br label %6

6:                                                ; preds = %2, %4
  %7 = phi i64 [ %5, %4 ], [ %0, %2 ]
  ret i64 %7
}

; Function Attrs: nounwind uwtable
define internal i32* @func_49(i32 noundef %0, i32* noundef %1, i16* noundef %2, i32 noundef %3, i32* noundef %4) #0 {
  br label %6

6:                                                ; preds = %8, %5
  %storemerge = phi i32 [ 27, %5 ], [ %10, %8 ]
  store i32 %storemerge, i32* @g_130, align 4, !tbaa !9
  %7 = icmp ult i32 %storemerge, 18
  br i1 %7, label %8, label %11

8:                                                ; preds = %6
  %9 = load i32, i32* @g_130, align 4, !tbaa !9
  %10 = add i32 %9, -1
  br label %6, !llvm.loop !70

11:                                               ; preds = %6
  ret i32* %1
}

; Function Attrs: nounwind uwtable
define internal signext i16 @safe_mod_func_int16_t_s_s(i16 noundef signext %0, i16 noundef signext %1) #0 {
  %3 = sext i16 %1 to i32
  %4 = icmp eq i16 %1, 0
  br i1 %4, label %8, label %5

5:                                                ; preds = %2
  %6 = icmp eq i16 %0, -32768
  %7 = icmp eq i16 %1, -1
  %or.cond = and i1 %6, %7
  br i1 %or.cond, label %8, label %10

8:                                                ; preds = %5, %2
  %9 = sext i16 %0 to i32
  br label %13

10:                                               ; preds = %5
  %11 = sext i16 %0 to i32
  %12 = srem i32 %11, %3
  br label %13

13:                                               ; preds = %10, %8
  %14 = phi i32 [ %9, %8 ], [ %12, %10 ]
  %15 = trunc i32 %14 to i16
  ret i16 %15
}

; Function Attrs: nounwind uwtable
define internal signext i8 @safe_sub_func_int8_t_s_s(i8 noundef signext %0, i8 noundef signext %1) #0 {
  %3 = sub i8 %0, %1
  ret i8 %3
}

; Function Attrs: nounwind uwtable
define internal zeroext i8 @safe_lshift_func_uint8_t_u_u(i8 noundef zeroext %0, i32 noundef %1) #0 {
  %3 = icmp ugt i32 %1, 31
  br i1 %3, label %8, label %4

4:                                                ; preds = %2
  %5 = zext i8 %0 to i32
  %6 = lshr i32 255, %1
  %7 = icmp ult i32 %6, %5
  br i1 %7, label %8, label %10

8:                                                ; preds = %4, %2
  %9 = zext i8 %0 to i32
  br label %12

10:                                               ; preds = %4
  %11 = shl i32 %5, %1
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ]
  %14 = trunc i32 %13 to i8
  ret i8 %14
}

; Function Attrs: nounwind uwtable
define internal zeroext i8 @safe_div_func_uint8_t_u_u(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 {
  %3 = icmp eq i8 %1, 0
  br i1 %3, label %4, label %5

4:                                                ; preds = %2
  br label %7

5:                                                ; preds = %2
  %6 = udiv i8 %0, %1
  br label %7

7:                                                ; preds = %5, %4
  %.in = phi i8 [ %0, %4 ], [ %6, %5 ]
  ret i8 %.in
}

; Function Attrs: nounwind uwtable
define internal signext i8 @safe_rshift_func_int8_t_s_u(i8 noundef signext %0, i32 noundef %1) #0 {
  %3 = sext i8 %0 to i32
  %4 = icmp slt i8 %0, 0
  %5 = icmp ugt i32 %1, 31
  %or.cond = or i1 %4, %5
  %6 = select i1 %or.cond, i32 0, i32 %1
  %7 = ashr i32 %3, %6
  %8 = trunc i32 %7 to i8
  ret i8 %8
}

; Function Attrs: nounwind uwtable
define internal zeroext i8 @safe_lshift_func_uint8_t_u_s(i8 noundef zeroext %0, i32 noundef %1) #0 {
  %3 = icmp ugt i32 %1, 31
  br i1 %3, label %8, label %4

4:                                                ; preds = %2
  %5 = zext i8 %0 to i32
  %6 = lshr i32 255, %1
  %7 = icmp ult i32 %6, %5
  br i1 %7, label %8, label %10

8:                                                ; preds = %4, %2
  %9 = zext i8 %0 to i32
  br label %12

10:                                               ; preds = %4
  %11 = shl i32 %5, %1
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ]
  %14 = trunc i32 %13 to i8
  ret i8 %14
}

; Function Attrs: nounwind uwtable
define internal void @crc32_8bytes(i64 noundef %0) #0 {
  %2 = trunc i64 %0 to i8
  call void @crc32_byte(i8 noundef zeroext %2)
  %3 = lshr i64 %0, 8
  %4 = trunc i64 %3 to i8
  call void @crc32_byte(i8 noundef zeroext %4)
  %5 = lshr i64 %0, 16
  %6 = trunc i64 %5 to i8
  call void @crc32_byte(i8 noundef zeroext %6)
  %7 = lshr i64 %0, 24
  %8 = trunc i64 %7 to i8
  call void @crc32_byte(i8 noundef zeroext %8)
  %9 = lshr i64 %0, 32
  %10 = trunc i64 %9 to i8
  call void @crc32_byte(i8 noundef zeroext %10)
  %11 = lshr i64 %0, 40
  %12 = trunc i64 %11 to i8
  call void @crc32_byte(i8 noundef zeroext %12)
  %13 = lshr i64 %0, 48
  %14 = trunc i64 %13 to i8
  call void @crc32_byte(i8 noundef zeroext %14)
  %15 = lshr i64 %0, 56
  %16 = trunc i64 %15 to i8
  call void @crc32_byte(i8 noundef zeroext %16)
  ret void
}

; Function Attrs: nounwind uwtable
define internal void @crc32_byte(i8 noundef zeroext %0) #0 {
  %2 = load i32, i32* @crc32_context, align 4, !tbaa !9
  %3 = lshr i32 %2, 8
  %4 = zext i8 %0 to i32
  %.masked = and i32 %2, 255
  %5 = xor i32 %.masked, %4
  %6 = zext i32 %5 to i64
  %7 = getelementptr inbounds [256 x i32], [256 x i32]* @crc32_tab, i64 0, i64 %6
  %8 = load i32, i32* %7, align 4, !tbaa !9
  %9 = xor i32 %3, %8
  store i32 %9, i32* @crc32_context, align 4, !tbaa !9
  ret void
}

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nosync nounwind willreturn }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone willreturn }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly nofree nounwind willreturn }
attributes #6 = { argmemonly nofree nounwind willreturn writeonly }
attributes #7 = { nounwind readonly willreturn }
attributes #8 = { nounwind }

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
!11 = !{!12, !12, i64 0}
!12 = !{!"short", !7, i64 0}
!13 = !{!7, !7, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"long", !7, i64 0}
!16 = distinct !{!16, !17, !18}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!"llvm.loop.unroll.disable"}
!19 = distinct !{!19, !17, !18}
!20 = distinct !{!20, !17, !18}
!21 = distinct !{!21, !17, !18}
!22 = distinct !{!22, !17, !18}
!23 = distinct !{!23, !17, !18}
!24 = distinct !{!24, !17, !18}
!25 = distinct !{!25, !17, !18}
!26 = distinct !{!26, !17, !18}
!27 = distinct !{!27, !17, !18}
!28 = distinct !{!28, !17, !18}
!29 = distinct !{!29, !17, !18}
!30 = distinct !{!30, !17, !18}
!31 = distinct !{!31, !17, !18}
!32 = distinct !{!32, !17, !18}
!33 = distinct !{!33, !17, !18}
!34 = distinct !{!34, !17, !18}
!35 = distinct !{!35, !17, !18}
!36 = distinct !{!36, !17, !18}
!37 = distinct !{!37, !17, !18}
!38 = distinct !{!38, !17, !18}
!39 = distinct !{!39, !17, !18}
!40 = distinct !{!40, !17, !18}
!41 = distinct !{!41, !17, !18}
!42 = distinct !{!42, !17, !18}
!43 = distinct !{!43, !17, !18}
!44 = distinct !{!44, !17, !18}
!45 = distinct !{!45, !17, !18}
!46 = distinct !{!46, !17, !18}
!47 = distinct !{!47, !17, !18}
!48 = distinct !{!48, !17, !18}
!49 = distinct !{!49, !17, !18}
!50 = distinct !{!50, !17, !18}
!51 = distinct !{!51, !17, !18}
!52 = distinct !{!52, !17, !18}
!53 = distinct !{!53, !17, !18}
!54 = distinct !{!54, !17, !18}
!55 = distinct !{!55, !17, !18}
!56 = distinct !{!56, !17, !18}
!57 = distinct !{!57, !17, !18}
!58 = distinct !{!58, !17, !18}
!59 = distinct !{!59, !17, !18}
!60 = distinct !{!60, !17, !18}
!61 = distinct !{!61, !17, !18}
!62 = distinct !{!62, !17, !18}
!63 = distinct !{!63, !17, !18}
!64 = distinct !{!64, !17, !18}
!65 = distinct !{!65, !17, !18}
!66 = distinct !{!66, !17, !18}
!67 = distinct !{!67, !17, !18}
!68 = distinct !{!68, !17, !18}
!69 = distinct !{!69, !17, !18}
!70 = distinct !{!70, !17, !18}

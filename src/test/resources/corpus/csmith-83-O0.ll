; ModuleID = 'csmith-83.c'
source_filename = "csmith-83.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"1\00", align 1
@g_8 = internal global i32 -1, align 4
@.str.1 = private unnamed_addr constant [4 x i8] c"g_8\00", align 1
@g_11 = internal global i32 1179680359, align 4
@.str.2 = private unnamed_addr constant [5 x i8] c"g_11\00", align 1
@g_12 = internal global [8 x i32] [i32 1753735306, i32 1753735306, i32 1753735306, i32 1753735306, i32 1753735306, i32 1753735306, i32 1753735306, i32 1753735306], align 16
@.str.3 = private unnamed_addr constant [8 x i8] c"g_12[i]\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1
@g_14 = internal global i32 -1, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c"g_14\00", align 1
@g_35 = internal global i8 -106, align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"g_35\00", align 1
@g_72 = internal global i64 -1, align 8
@.str.7 = private unnamed_addr constant [5 x i8] c"g_72\00", align 1
@g_109 = internal global i32 279371113, align 4
@.str.8 = private unnamed_addr constant [6 x i8] c"g_109\00", align 1
@g_113 = internal global i32 -813819108, align 4
@.str.9 = private unnamed_addr constant [6 x i8] c"g_113\00", align 1
@g_151 = internal global i32 -1, align 4
@.str.10 = private unnamed_addr constant [6 x i8] c"g_151\00", align 1
@g_164 = internal global i8 0, align 1
@.str.11 = private unnamed_addr constant [6 x i8] c"g_164\00", align 1
@g_187 = internal global [1 x [3 x i32]] [[3 x i32] [i32 -1, i32 -1, i32 -1]], align 4
@.str.12 = private unnamed_addr constant [12 x i8] c"g_187[i][j]\00", align 1
@.str.13 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1
@g_197 = internal constant [4 x i16] [i16 15289, i16 15289, i16 15289, i16 15289], align 2
@.str.14 = private unnamed_addr constant [9 x i8] c"g_197[i]\00", align 1
@g_202 = internal global i16 22994, align 2
@.str.15 = private unnamed_addr constant [6 x i8] c"g_202\00", align 1
@g_213 = internal global i8 -7, align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"g_213\00", align 1
@g_223 = internal global i8 0, align 1
@.str.17 = private unnamed_addr constant [6 x i8] c"g_223\00", align 1
@g_270 = internal global [3 x i32] [i32 -1673535686, i32 -1673535686, i32 -1673535686], align 4
@.str.18 = private unnamed_addr constant [9 x i8] c"g_270[i]\00", align 1
@g_328 = internal global i64 -9147258243797235492, align 8
@.str.19 = private unnamed_addr constant [6 x i8] c"g_328\00", align 1
@g_330 = internal global i64 -1, align 8
@.str.20 = private unnamed_addr constant [6 x i8] c"g_330\00", align 1
@g_378 = internal global i32 1, align 4
@.str.21 = private unnamed_addr constant [6 x i8] c"g_378\00", align 1
@g_401 = internal global i8 -12, align 1
@.str.22 = private unnamed_addr constant [6 x i8] c"g_401\00", align 1
@g_404 = internal global i64 -7010626108794125826, align 8
@.str.23 = private unnamed_addr constant [6 x i8] c"g_404\00", align 1
@g_406 = internal global i64 -3612390671982920586, align 8
@.str.24 = private unnamed_addr constant [6 x i8] c"g_406\00", align 1
@g_479 = internal global i16 -5, align 2
@.str.25 = private unnamed_addr constant [6 x i8] c"g_479\00", align 1
@.str.26 = private unnamed_addr constant [6 x i8] c"g_553\00", align 1
@g_569 = internal global i16 2, align 2
@.str.27 = private unnamed_addr constant [6 x i8] c"g_569\00", align 1
@g_618 = internal global i64 7565775147613375378, align 8
@.str.28 = private unnamed_addr constant [6 x i8] c"g_618\00", align 1
@g_707 = internal constant i32 -126645564, align 4
@.str.29 = private unnamed_addr constant [6 x i8] c"g_707\00", align 1
@g_730 = internal global [7 x i32] [i32 -7, i32 576042265, i32 -7, i32 -7, i32 576042265, i32 -7, i32 2108448501], align 16
@.str.30 = private unnamed_addr constant [9 x i8] c"g_730[i]\00", align 1
@g_796 = internal global i32 -776377892, align 4
@.str.31 = private unnamed_addr constant [6 x i8] c"g_796\00", align 1
@g_973 = internal global i8 -10, align 1
@.str.32 = private unnamed_addr constant [6 x i8] c"g_973\00", align 1
@g_976 = internal global i64 0, align 8
@.str.33 = private unnamed_addr constant [6 x i8] c"g_976\00", align 1
@g_1025 = internal global [7 x [8 x [4 x i8]]] [[8 x [4 x i8]] [[4 x i8] c"\01\FF\FD\81", [4 x i8] c"\FB\05\81|", [4 x i8] c"\FB\F6\01\7F", [4 x i8] c"\EB\01\BF\FF", [4 x i8] c"\F9\06\FF\00", [4 x i8] c"\FFs\F9\FC", [4 x i8] c"\01\BD\01\BF", [4 x i8] c"V\FF\9A\BC"], [8 x [4 x i8]] [[4 x i8] c"\88\A9V|", [4 x i8] c"sa\FF\B4", [4 x i8] c"\A0>\A1\01", [4 x i8] c"\01\BF\08\83", [4 x i8] c"\00a\03>", [4 x i8] c"\00\BC\08s", [4 x i8] c"\00\01\01\00", [4 x i8] c"\A9\FF\00\FB"], [8 x [4 x i8]] [[4 x i8] c"\FF^\17\F7", [4 x i8] c"\FD\FF\09\F7", [4 x i8] c"a^\05\FB", [4 x i8] c"\FF\FF\FC\00", [4 x i8] c"\03\01\01s", [4 x i8] c"\01\BC\01>", [4 x i8] c"\A1a\F7\83", [4 x i8] c"\A2\BF\F6\01"], [8 x [4 x i8]] [[4 x i8] c"\04>\00\B4", [4 x i8] c"\7Fa\BD|", [4 x i8] c"|\A9\00\BC", [4 x i8] c"\01\FF\F6\BF", [4 x i8] c"W\BDa\FC", [4 x i8] c"\E8s\FF\00", [4 x i8] c"\00\06\00\FF", [4 x i8] c"\83\01\05\7F"], [8 x [4 x i8]] [[4 x i8] c"\BF\F6\01|", [4 x i8] c"\FF\05\E8\81", [4 x i8] c"\01\FF\01\FF", [4 x i8] c"\00\FF\A0\09", [4 x i8] c"\08\00|\FF", [4 x i8] c"\00\FF\FBW", [4 x i8] c"W\F7s\FF", [4 x i8] c"\01\FF\7F\FF"], [8 x [4 x i8]] [[4 x i8] c"\05\01\05\06", [4 x i8] c"Q\FF\01\E1", [4 x i8] c"\F6\88\00\FF", [4 x i8] c"\BD\FC\00\FF", [4 x i8] c"\F6\E8\01a", [4 x i8] c"Q|\05P", [4 x i8] c"\05P\7F\01", [4 x i8] c"\01\FD\81\08"], [8 x [4 x i8]] [[4 x i8] c"\F9\F9\17\9A", [4 x i8] c"\FF\01\01\A2", [4 x i8] c"\BD\FF\01\FF", [4 x i8] c"\7F\A0)W", [4 x i8] c"\05W\09\FF", [4 x i8] c"i\E1\00\FD", [4 x i8] c"\01\00^\A1", [4 x i8] c"\FF\00a\FF"]], align 16
@.str.34 = private unnamed_addr constant [16 x i8] c"g_1025[i][j][k]\00", align 1
@.str.35 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1
@.str.36 = private unnamed_addr constant [7 x i8] c"g_1306\00", align 1
@g_1345 = internal global i16 0, align 2
@.str.37 = private unnamed_addr constant [7 x i8] c"g_1345\00", align 1
@g_1423 = internal global i64 1, align 8
@.str.38 = private unnamed_addr constant [7 x i8] c"g_1423\00", align 1
@g_1435 = internal global i8 0, align 1
@.str.39 = private unnamed_addr constant [7 x i8] c"g_1435\00", align 1
@g_1569 = internal global i8 125, align 1
@.str.40 = private unnamed_addr constant [7 x i8] c"g_1569\00", align 1
@g_1697 = internal global [10 x i16] [i16 -25918, i16 -25918, i16 -25918, i16 -25918, i16 -25918, i16 -25918, i16 -25918, i16 -25918, i16 -25918, i16 -25918], align 16
@.str.41 = private unnamed_addr constant [10 x i8] c"g_1697[i]\00", align 1
@g_1972 = internal global i32 -1, align 4
@.str.42 = private unnamed_addr constant [7 x i8] c"g_1972\00", align 1
@g_2314 = internal global i16 21319, align 2
@.str.43 = private unnamed_addr constant [7 x i8] c"g_2314\00", align 1
@g_2326 = internal global i16 23912, align 2
@.str.44 = private unnamed_addr constant [7 x i8] c"g_2326\00", align 1
@g_2422 = internal global [3 x i32] [i32 190805208, i32 190805208, i32 190805208], align 4
@.str.45 = private unnamed_addr constant [10 x i8] c"g_2422[i]\00", align 1
@g_2559 = internal global i32 -873650773, align 4
@.str.46 = private unnamed_addr constant [7 x i8] c"g_2559\00", align 1
@g_2773 = internal global [2 x [9 x [6 x i32]]] [[9 x [6 x i32]] [[6 x i32] [i32 -1670522404, i32 -10, i32 -1, i32 1, i32 -10, i32 0], [6 x i32] [i32 -1670522404, i32 -1, i32 2, i32 -694265178, i32 -10, i32 2], [6 x i32] [i32 -694265178, i32 -10, i32 2, i32 1, i32 0, i32 0], [6 x i32] [i32 -694265178, i32 -1, i32 -1, i32 -694265178, i32 0, i32 2], [6 x i32] [i32 -1670522404, i32 -10, i32 -1, i32 1, i32 -10, i32 0], [6 x i32] [i32 -1670522404, i32 -1, i32 2, i32 -694265178, i32 -10, i32 -7], [6 x i32] [i32 -10, i32 6, i32 -7, i32 -1, i32 984447716, i32 984447716], [6 x i32] [i32 -10, i32 854323384, i32 854323384, i32 -10, i32 984447716, i32 -7], [6 x i32] [i32 0, i32 6, i32 854323384, i32 -1, i32 6, i32 984447716]], [9 x [6 x i32]] [[6 x i32] [i32 0, i32 854323384, i32 -7, i32 -10, i32 6, i32 -7], [6 x i32] [i32 -10, i32 6, i32 -7, i32 -1, i32 984447716, i32 984447716], [6 x i32] [i32 -10, i32 854323384, i32 854323384, i32 -10, i32 984447716, i32 -7], [6 x i32] [i32 0, i32 6, i32 854323384, i32 -1, i32 6, i32 984447716], [6 x i32] [i32 0, i32 854323384, i32 -7, i32 -10, i32 6, i32 -7], [6 x i32] [i32 -10, i32 6, i32 -7, i32 -1, i32 984447716, i32 984447716], [6 x i32] [i32 -10, i32 854323384, i32 854323384, i32 -10, i32 984447716, i32 -7], [6 x i32] [i32 0, i32 6, i32 854323384, i32 -1, i32 6, i32 984447716], [6 x i32] [i32 0, i32 854323384, i32 -7, i32 -10, i32 6, i32 -7]]], align 16
@.str.47 = private unnamed_addr constant [16 x i8] c"g_2773[i][j][k]\00", align 1
@g_3043 = internal global i64 -3460865307807005802, align 8
@.str.48 = private unnamed_addr constant [7 x i8] c"g_3043\00", align 1
@.str.49 = private unnamed_addr constant [7 x i8] c"g_3135\00", align 1
@g_3236 = internal global i16 0, align 2
@.str.50 = private unnamed_addr constant [7 x i8] c"g_3236\00", align 1
@crc32_context = internal global i32 -1, align 4
@crc32_tab = internal global [256 x i32] zeroinitializer, align 16
@__const.func_1.l_3407 = private unnamed_addr constant [8 x [10 x [3 x i16*]]] [[10 x [3 x i16*]] [[3 x i16*] [i16* @g_202, i16* @g_202, i16* @g_202], [3 x i16*] [i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*), i16* getelementptr inbounds ([10 x i16], [10 x i16]* @g_1697, i32 0, i32 0), i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*)], [3 x i16*] [i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*), i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 8) to i16*), i16* @g_202], [3 x i16*] [i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*), i16* @g_202, i16* @g_202], [3 x i16*] [i16* @g_202, i16* @g_202, i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*)], [3 x i16*] [i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*), i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*), i16* @g_202], [3 x i16*] [i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*), i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*), i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 14) to i16*)], [3 x i16*] [i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*), i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 16) to i16*), i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 16) to i16*)], [3 x i16*] [i16* @g_202, i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*), i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 14) to i16*)], [3 x i16*] [i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*), i16* @g_202, i16* @g_202]], [10 x [3 x i16*]] [[3 x i16*] [i16* @g_202, i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*), i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*)], [3 x i16*] [i16* @g_202, i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*), i16* @g_202], [3 x i16*] [i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*), i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*), i16* @g_202], [3 x i16*] [i16* @g_202, i16* @g_202, i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*)], [3 x i16*] [i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 14) to i16*), i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*), i16* @g_202], [3 x i16*] [i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 16) to i16*), i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 16) to i16*), i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*)], [3 x i16*] [i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 14) to i16*), i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*), i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*)], [3 x i16*] [i16* @g_202, i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*), i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*)], [3 x i16*] [i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*), i16* @g_202, i16* @g_202], [3 x i16*] [i16* @g_202, i16* @g_202, i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*)]], [10 x [3 x i16*]] [[3 x i16*] [i16* @g_202, i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 8) to i16*), i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*)], [3 x i16*] [i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*), i16* getelementptr inbounds ([10 x i16], [10 x i16]* @g_1697, i32 0, i32 0), i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*)], [3 x i16*] [i16* @g_202, i16* @g_202, i16* @g_202], [3 x i16*] [i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*), i16* getelementptr inbounds ([10 x i16], [10 x i16]* @g_1697, i32 0, i32 0), i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*)], [3 x i16*] [i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*), i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 8) to i16*), i16* @g_202], [3 x i16*] [i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*), i16* @g_202, i16* @g_202], [3 x i16*] [i16* @g_202, i16* @g_202, i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*)], [3 x i16*] [i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*), i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*), i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*)], [3 x i16*] [i16* null, i16* @g_202, i16* @g_202], [3 x i16*] [i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 16) to i16*), i16* @g_202, i16* @g_202]], [10 x [3 x i16*]] [[3 x i16*] [i16* @g_202, i16* @g_202, i16* @g_202], [3 x i16*] [i16* @g_202, i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*), i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*)], [3 x i16*] [i16* @g_202, i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*), i16* @g_202], [3 x i16*] [i16* getelementptr inbounds ([10 x i16], [10 x i16]* @g_1697, i32 0, i32 0), i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*), i16* getelementptr inbounds ([10 x i16], [10 x i16]* @g_1697, i32 0, i32 0)], [3 x i16*] [i16* @g_202, i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*), i16* @g_202], [3 x i16*] [i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*), i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*), i16* @g_202], [3 x i16*] [i16* @g_202, i16* @g_202, i16* @g_202], [3 x i16*] [i16* @g_202, i16* @g_202, i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 16) to i16*)], [3 x i16*] [i16* @g_202, i16* @g_202, i16* null], [3 x i16*] [i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*), i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 16) to i16*), i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*)]], [10 x [3 x i16*]] [[3 x i16*] [i16* @g_202, i16* null, i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*)], [3 x i16*] [i16* getelementptr inbounds ([10 x i16], [10 x i16]* @g_1697, i32 0, i32 0), i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*), i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*)], [3 x i16*] [i16* @g_202, i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*), i16* null], [3 x i16*] [i16* @g_202, i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*), i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 16) to i16*)], [3 x i16*] [i16* @g_202, i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*), i16* @g_202], [3 x i16*] [i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 16) to i16*), i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*), i16* @g_202], [3 x i16*] [i16* null, i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*), i16* @g_202], [3 x i16*] [i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*), i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*), i16* getelementptr inbounds ([10 x i16], [10 x i16]* @g_1697, i32 0, i32 0)], [3 x i16*] [i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*), i16* null, i16* @g_202], [3 x i16*] [i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*), i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 16) to i16*), i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*)]], [10 x [3 x i16*]] [[3 x i16*] [i16* null, i16* @g_202, i16* @g_202], [3 x i16*] [i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 16) to i16*), i16* @g_202, i16* @g_202], [3 x i16*] [i16* @g_202, i16* @g_202, i16* @g_202], [3 x i16*] [i16* @g_202, i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*), i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*)], [3 x i16*] [i16* @g_202, i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*), i16* @g_202], [3 x i16*] [i16* getelementptr inbounds ([10 x i16], [10 x i16]* @g_1697, i32 0, i32 0), i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*), i16* getelementptr inbounds ([10 x i16], [10 x i16]* @g_1697, i32 0, i32 0)], [3 x i16*] [i16* @g_202, i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*), i16* @g_202], [3 x i16*] [i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*), i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*), i16* @g_202], [3 x i16*] [i16* @g_202, i16* @g_202, i16* @g_202], [3 x i16*] [i16* @g_202, i16* @g_202, i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 16) to i16*)]], [10 x [3 x i16*]] [[3 x i16*] [i16* @g_202, i16* @g_202, i16* null], [3 x i16*] [i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*), i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 16) to i16*), i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*)], [3 x i16*] [i16* @g_202, i16* null, i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*)], [3 x i16*] [i16* getelementptr inbounds ([10 x i16], [10 x i16]* @g_1697, i32 0, i32 0), i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*), i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*)], [3 x i16*] [i16* @g_202, i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*), i16* null], [3 x i16*] [i16* @g_202, i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*), i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 16) to i16*)], [3 x i16*] [i16* @g_202, i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*), i16* @g_202], [3 x i16*] [i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 16) to i16*), i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*), i16* @g_202], [3 x i16*] [i16* null, i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*), i16* @g_202], [3 x i16*] [i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*), i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*), i16* getelementptr inbounds ([10 x i16], [10 x i16]* @g_1697, i32 0, i32 0)]], [10 x [3 x i16*]] [[3 x i16*] [i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*), i16* null, i16* @g_202], [3 x i16*] [i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*), i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 16) to i16*), i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*)], [3 x i16*] [i16* null, i16* @g_202, i16* @g_202], [3 x i16*] [i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 16) to i16*), i16* @g_202, i16* @g_202], [3 x i16*] [i16* @g_202, i16* @g_202, i16* @g_202], [3 x i16*] [i16* @g_202, i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*), i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*)], [3 x i16*] [i16* @g_202, i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*), i16* @g_202], [3 x i16*] [i16* getelementptr inbounds ([10 x i16], [10 x i16]* @g_1697, i32 0, i32 0), i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*), i16* getelementptr inbounds ([10 x i16], [10 x i16]* @g_1697, i32 0, i32 0)], [3 x i16*] [i16* @g_202, i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*), i16* @g_202], [3 x i16*] [i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*), i16* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i16]* @g_1697 to i8*), i64 18) to i16*), i16* @g_202]]], align 16
@__const.func_1.l_3412 = private unnamed_addr constant [6 x [10 x i32]] [[10 x i32] [i32 101929704, i32 1, i32 1791832200, i32 -607893457, i32 1130691955, i32 -299201048, i32 -2114047451, i32 -2, i32 1791832200, i32 -1], [10 x i32] [i32 -2114047451, i32 7, i32 -720835931, i32 881627304, i32 -2028090549, i32 -2028090549, i32 881627304, i32 -720835931, i32 7, i32 -2114047451], [10 x i32] [i32 1, i32 101929704, i32 1, i32 -2028090549, i32 -1, i32 9, i32 1, i32 101929704, i32 -720835931, i32 0], [10 x i32] [i32 881627304, i32 -2, i32 -299201048, i32 -720835931, i32 0, i32 101929704, i32 7, i32 -5, i32 -1, i32 -5], [10 x i32] [i32 0, i32 -709023870, i32 -6, i32 1, i32 -6, i32 -709023870, i32 0, i32 1950496594, i32 -3, i32 0], [10 x i32] [i32 -814293547, i32 -2028090549, i32 1216196665, i32 -6, i32 -2028090549, i32 -3, i32 -299201048, i32 9, i32 1791832200, i32 1950496594]], align 16
@g_2841 = internal global i16* null, align 8
@g_3135 = internal constant i16 1, align 2
@g_2043 = internal global [3 x [9 x [9 x i32****]]] [[9 x [9 x i32****]] [[9 x i32****] [i32**** @g_2044, i32**** @g_2044, i32**** null, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044], [9 x i32****] [i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044], [9 x i32****] [i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** null, i32**** null, i32**** null, i32**** null, i32**** @g_2044, i32**** @g_2044], [9 x i32****] [i32**** @g_2044, i32**** null, i32**** null, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** null], [9 x i32****] [i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** null, i32**** @g_2044], [9 x i32****] [i32**** @g_2044, i32**** null, i32**** null, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044], [9 x i32****] [i32**** @g_2044, i32**** @g_2044, i32**** null, i32**** @g_2044, i32**** null, i32**** @g_2044, i32**** null, i32**** @g_2044, i32**** @g_2044], [9 x i32****] [i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044], [9 x i32****] [i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** null, i32**** @g_2044]], [9 x [9 x i32****]] [[9 x i32****] [i32**** null, i32**** @g_2044, i32**** null, i32**** null, i32**** @g_2044, i32**** null, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044], [9 x i32****] [i32**** null, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044], [9 x i32****] [i32**** @g_2044, i32**** @g_2044, i32**** null, i32**** @g_2044, i32**** null, i32**** null, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044], [9 x i32****] [i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** null, i32**** @g_2044, i32**** null, i32**** @g_2044, i32**** @g_2044], [9 x i32****] [i32**** null, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044], [9 x i32****] [i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044], [9 x i32****] [i32**** @g_2044, i32**** null, i32**** @g_2044, i32**** @g_2044, i32**** null, i32**** @g_2044, i32**** null, i32**** @g_2044, i32**** @g_2044], [9 x i32****] [i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** null, i32**** null, i32**** @g_2044, i32**** null, i32**** @g_2044], [9 x i32****] [i32**** @g_2044, i32**** null, i32**** @g_2044, i32**** @g_2044, i32**** null, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044]], [9 x [9 x i32****]] [[9 x i32****] [i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** null, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044], [9 x i32****] [i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** null, i32**** @g_2044, i32**** null, i32**** @g_2044], [9 x i32****] [i32**** null, i32**** @g_2044, i32**** @g_2044, i32**** null, i32**** @g_2044, i32**** null, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044], [9 x i32****] [i32**** null, i32**** @g_2044, i32**** @g_2044, i32**** null, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** null, i32**** null], [9 x i32****] [i32**** @g_2044, i32**** null, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** null, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044], [9 x i32****] [i32**** @g_2044, i32**** null, i32**** null, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** null, i32**** @g_2044], [9 x i32****] [i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** null, i32**** @g_2044, i32**** @g_2044, i32**** null, i32**** @g_2044, i32**** @g_2044], [9 x i32****] [i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** null, i32**** @g_2044, i32**** null, i32**** @g_2044], [9 x i32****] [i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** null, i32**** null, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044, i32**** @g_2044]]], align 16
@g_2498 = internal global i32* null, align 8
@g_273 = internal global i32* null, align 8
@g_3050 = internal global i8* null, align 8
@__const.func_4.l_3326 = private unnamed_addr constant [9 x i8*] [i8* @g_973, i8* @g_973, i8* @g_973, i8* @g_973, i8* @g_973, i8* @g_973, i8* @g_973, i8* @g_973, i8* @g_973], align 16
@g_1924 = internal global i32* null, align 8
@g_465 = internal global i32** @g_466, align 8
@__const.func_4.l_3086 = private unnamed_addr constant [5 x [1 x i32]] [[1 x i32] [i32 1788138799], [1 x i32] [i32 -7], [1 x i32] [i32 1788138799], [1 x i32] [i32 -7], [1 x i32] [i32 1788138799]], align 16
@__const.func_4.l_3128 = private unnamed_addr constant [7 x [2 x [8 x i32]]] [[2 x [8 x i32]] [[8 x i32] [i32 3, i32 843910286, i32 3, i32 -6, i32 1886227544, i32 3, i32 -1, i32 1886227544], [8 x i32] [i32 425368521, i32 -1, i32 -729010669, i32 425368521, i32 -6, i32 1104493460, i32 1886227544, i32 3]], [2 x [8 x i32]] [[8 x i32] [i32 425368521, i32 -1, i32 1096284592, i32 -947645368, i32 1886227544, i32 0, i32 7, i32 7], [8 x i32] [i32 3, i32 -1, i32 -63713999, i32 -63713999, i32 -1, i32 3, i32 -729010669, i32 -947645368]], [2 x [8 x i32]] [[8 x i32] [i32 -480411268, i32 -1, i32 -6, i32 505386605, i32 -63713999, i32 -729010669, i32 -480411268, i32 0], [8 x i32] [i32 -1, i32 1886227544, i32 1096284592, i32 505386605, i32 7, i32 1096284592, i32 425368521, i32 -947645368]], [2 x [8 x i32]] [[8 x i32] [i32 0, i32 7, i32 -1, i32 -63713999, i32 -480411268, i32 -63713999, i32 -1, i32 7], [8 x i32] [i32 -1, i32 -729010669, i32 0, i32 -947645368, i32 -63713999, i32 -6, i32 -947645368, i32 3]], [2 x [8 x i32]] [[8 x i32] [i32 505386605, i32 -480411268, i32 0, i32 425368521, i32 -1, i32 1096284592, i32 -947645368, i32 1886227544], [8 x i32] [i32 3, i32 425368521, i32 0, i32 -6, i32 843910286, i32 -1, i32 -1, i32 843910286]], [2 x [8 x i32]] [[8 x i32] [i32 843910286, i32 -1, i32 -1, i32 843910286, i32 -6, i32 0, i32 425368521, i32 3], [8 x i32] [i32 1886227544, i32 -947645368, i32 1096284592, i32 -1, i32 425368521, i32 0, i32 -480411268, i32 505386605]], [2 x [8 x i32]] [[8 x i32] [i32 3, i32 -947645368, i32 -6, i32 -63713999, i32 -947645368, i32 -1, i32 1096284592, i32 -63713999], [8 x i32] [i32 1104493460, i32 -647608814, i32 -1900753751, i32 0, i32 -1900753751, i32 -647608814, i32 1104493460, i32 -1]]], align 16
@__const.func_4.l_3274 = private unnamed_addr constant [4 x i16] [i16 32322, i16 32322, i16 32322, i16 32322], align 2
@__const.func_4.l_3277 = private unnamed_addr constant [3 x [10 x i64]] [[10 x i64] [i64 -1, i64 -1, i64 2608574810121169462, i64 1287238579013837116, i64 2608574810121169462, i64 -1, i64 -1, i64 2608574810121169462, i64 1287238579013837116, i64 2608574810121169462], [10 x i64] [i64 -1, i64 -1, i64 2608574810121169462, i64 1287238579013837116, i64 2608574810121169462, i64 -1, i64 -1, i64 2608574810121169462, i64 1287238579013837116, i64 2608574810121169462], [10 x i64] [i64 -1, i64 -1, i64 2608574810121169462, i64 1287238579013837116, i64 2608574810121169462, i64 -1, i64 -1, i64 2608574810121169462, i64 1287238579013837116, i64 2608574810121169462]], align 16
@g_2044 = internal global i32*** @g_2045, align 8
@g_2045 = internal global i32** null, align 8
@g_466 = internal global i32* @g_113, align 8
@.str.51 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1
@.str.52 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1

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
  %20 = call zeroext i16 @func_1()
  %21 = load i32, i32* @g_8, align 4
  %22 = sext i32 %21 to i64
  %23 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %22, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %23)
  %24 = load i32, i32* @g_11, align 4
  %25 = sext i32 %24 to i64
  %26 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %25, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i64 0, i64 0), i32 noundef %26)
  store i32 0, i32* %6, align 4
  br label %27

27:                                               ; preds = %43, %19
  %28 = load i32, i32* %6, align 4
  %29 = icmp slt i32 %28, 8
  br i1 %29, label %30, label %46

30:                                               ; preds = %27
  %31 = load i32, i32* %6, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [8 x i32], [8 x i32]* @g_12, i64 0, i64 %32
  %34 = load i32, i32* %33, align 4
  %35 = zext i32 %34 to i64
  %36 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %35, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i64 0, i64 0), i32 noundef %36)
  %37 = load i32, i32* %9, align 4
  %38 = icmp ne i32 %37, 0
  br i1 %38, label %39, label %42

39:                                               ; preds = %30
  %40 = load i32, i32* %6, align 4
  %41 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i64 0, i64 0), i32 noundef %40)
  br label %42

42:                                               ; preds = %39, %30
  br label %43

43:                                               ; preds = %42
  %44 = load i32, i32* %6, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, i32* %6, align 4
  br label %27, !llvm.loop !6

46:                                               ; preds = %27
  %47 = load i32, i32* @g_14, align 4
  %48 = zext i32 %47 to i64
  %49 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %48, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), i32 noundef %49)
  %50 = load i8, i8* @g_35, align 1
  %51 = zext i8 %50 to i64
  %52 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %51, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i64 0, i64 0), i32 noundef %52)
  %53 = load i64, i64* @g_72, align 8
  %54 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %53, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), i32 noundef %54)
  %55 = load i32, i32* @g_109, align 4
  %56 = sext i32 %55 to i64
  %57 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %56, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.8, i64 0, i64 0), i32 noundef %57)
  %58 = load i32, i32* @g_113, align 4
  %59 = zext i32 %58 to i64
  %60 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %59, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i64 0, i64 0), i32 noundef %60)
  %61 = load i32, i32* @g_151, align 4
  %62 = sext i32 %61 to i64
  %63 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %62, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.10, i64 0, i64 0), i32 noundef %63)
  %64 = load i8, i8* @g_164, align 1
  %65 = zext i8 %64 to i64
  %66 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %65, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.11, i64 0, i64 0), i32 noundef %66)
  store i32 0, i32* %6, align 4
  br label %67

67:                                               ; preds = %95, %46
  %68 = load i32, i32* %6, align 4
  %69 = icmp slt i32 %68, 1
  br i1 %69, label %70, label %98

70:                                               ; preds = %67
  store i32 0, i32* %7, align 4
  br label %71

71:                                               ; preds = %91, %70
  %72 = load i32, i32* %7, align 4
  %73 = icmp slt i32 %72, 3
  br i1 %73, label %74, label %94

74:                                               ; preds = %71
  %75 = load i32, i32* %6, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [1 x [3 x i32]], [1 x [3 x i32]]* @g_187, i64 0, i64 %76
  %78 = load i32, i32* %7, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [3 x i32], [3 x i32]* %77, i64 0, i64 %79
  %81 = load volatile i32, i32* %80, align 4
  %82 = zext i32 %81 to i64
  %83 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %82, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.12, i64 0, i64 0), i32 noundef %83)
  %84 = load i32, i32* %9, align 4
  %85 = icmp ne i32 %84, 0
  br i1 %85, label %86, label %90

86:                                               ; preds = %74
  %87 = load i32, i32* %6, align 4
  %88 = load i32, i32* %7, align 4
  %89 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.13, i64 0, i64 0), i32 noundef %87, i32 noundef %88)
  br label %90

90:                                               ; preds = %86, %74
  br label %91

91:                                               ; preds = %90
  %92 = load i32, i32* %7, align 4
  %93 = add nsw i32 %92, 1
  store i32 %93, i32* %7, align 4
  br label %71, !llvm.loop !8

94:                                               ; preds = %71
  br label %95

95:                                               ; preds = %94
  %96 = load i32, i32* %6, align 4
  %97 = add nsw i32 %96, 1
  store i32 %97, i32* %6, align 4
  br label %67, !llvm.loop !9

98:                                               ; preds = %67
  store i32 0, i32* %6, align 4
  br label %99

99:                                               ; preds = %115, %98
  %100 = load i32, i32* %6, align 4
  %101 = icmp slt i32 %100, 4
  br i1 %101, label %102, label %118

102:                                              ; preds = %99
  %103 = load i32, i32* %6, align 4
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds [4 x i16], [4 x i16]* @g_197, i64 0, i64 %104
  %106 = load i16, i16* %105, align 2
  %107 = sext i16 %106 to i64
  %108 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %107, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.14, i64 0, i64 0), i32 noundef %108)
  %109 = load i32, i32* %9, align 4
  %110 = icmp ne i32 %109, 0
  br i1 %110, label %111, label %114

111:                                              ; preds = %102
  %112 = load i32, i32* %6, align 4
  %113 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i64 0, i64 0), i32 noundef %112)
  br label %114

114:                                              ; preds = %111, %102
  br label %115

115:                                              ; preds = %114
  %116 = load i32, i32* %6, align 4
  %117 = add nsw i32 %116, 1
  store i32 %117, i32* %6, align 4
  br label %99, !llvm.loop !10

118:                                              ; preds = %99
  %119 = load i16, i16* @g_202, align 2
  %120 = zext i16 %119 to i64
  %121 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %120, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.15, i64 0, i64 0), i32 noundef %121)
  %122 = load i8, i8* @g_213, align 1
  %123 = zext i8 %122 to i64
  %124 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %123, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.16, i64 0, i64 0), i32 noundef %124)
  %125 = load i8, i8* @g_223, align 1
  %126 = sext i8 %125 to i64
  %127 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %126, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.17, i64 0, i64 0), i32 noundef %127)
  store i32 0, i32* %6, align 4
  br label %128

128:                                              ; preds = %144, %118
  %129 = load i32, i32* %6, align 4
  %130 = icmp slt i32 %129, 3
  br i1 %130, label %131, label %147

131:                                              ; preds = %128
  %132 = load i32, i32* %6, align 4
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds [3 x i32], [3 x i32]* @g_270, i64 0, i64 %133
  %135 = load i32, i32* %134, align 4
  %136 = zext i32 %135 to i64
  %137 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %136, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0), i32 noundef %137)
  %138 = load i32, i32* %9, align 4
  %139 = icmp ne i32 %138, 0
  br i1 %139, label %140, label %143

140:                                              ; preds = %131
  %141 = load i32, i32* %6, align 4
  %142 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i64 0, i64 0), i32 noundef %141)
  br label %143

143:                                              ; preds = %140, %131
  br label %144

144:                                              ; preds = %143
  %145 = load i32, i32* %6, align 4
  %146 = add nsw i32 %145, 1
  store i32 %146, i32* %6, align 4
  br label %128, !llvm.loop !11

147:                                              ; preds = %128
  %148 = load i64, i64* @g_328, align 8
  %149 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %148, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), i32 noundef %149)
  %150 = load volatile i64, i64* @g_330, align 8
  %151 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %150, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.20, i64 0, i64 0), i32 noundef %151)
  %152 = load volatile i32, i32* @g_378, align 4
  %153 = zext i32 %152 to i64
  %154 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %153, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.21, i64 0, i64 0), i32 noundef %154)
  %155 = load i8, i8* @g_401, align 1
  %156 = zext i8 %155 to i64
  %157 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %156, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.22, i64 0, i64 0), i32 noundef %157)
  %158 = load i64, i64* @g_404, align 8
  %159 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %158, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.23, i64 0, i64 0), i32 noundef %159)
  %160 = load i64, i64* @g_406, align 8
  %161 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %160, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.24, i64 0, i64 0), i32 noundef %161)
  %162 = load i16, i16* @g_479, align 2
  %163 = sext i16 %162 to i64
  %164 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %163, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.25, i64 0, i64 0), i32 noundef %164)
  %165 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef 1, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.26, i64 0, i64 0), i32 noundef %165)
  %166 = load i16, i16* @g_569, align 2
  %167 = sext i16 %166 to i64
  %168 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %167, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.27, i64 0, i64 0), i32 noundef %168)
  %169 = load i64, i64* @g_618, align 8
  %170 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %169, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.28, i64 0, i64 0), i32 noundef %170)
  %171 = load volatile i32, i32* @g_707, align 4
  %172 = zext i32 %171 to i64
  %173 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %172, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.29, i64 0, i64 0), i32 noundef %173)
  store i32 0, i32* %6, align 4
  br label %174

174:                                              ; preds = %190, %147
  %175 = load i32, i32* %6, align 4
  %176 = icmp slt i32 %175, 7
  br i1 %176, label %177, label %193

177:                                              ; preds = %174
  %178 = load i32, i32* %6, align 4
  %179 = sext i32 %178 to i64
  %180 = getelementptr inbounds [7 x i32], [7 x i32]* @g_730, i64 0, i64 %179
  %181 = load i32, i32* %180, align 4
  %182 = sext i32 %181 to i64
  %183 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %182, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.30, i64 0, i64 0), i32 noundef %183)
  %184 = load i32, i32* %9, align 4
  %185 = icmp ne i32 %184, 0
  br i1 %185, label %186, label %189

186:                                              ; preds = %177
  %187 = load i32, i32* %6, align 4
  %188 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i64 0, i64 0), i32 noundef %187)
  br label %189

189:                                              ; preds = %186, %177
  br label %190

190:                                              ; preds = %189
  %191 = load i32, i32* %6, align 4
  %192 = add nsw i32 %191, 1
  store i32 %192, i32* %6, align 4
  br label %174, !llvm.loop !12

193:                                              ; preds = %174
  %194 = load i32, i32* @g_796, align 4
  %195 = sext i32 %194 to i64
  %196 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %195, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.31, i64 0, i64 0), i32 noundef %196)
  %197 = load i8, i8* @g_973, align 1
  %198 = zext i8 %197 to i64
  %199 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %198, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.32, i64 0, i64 0), i32 noundef %199)
  %200 = load volatile i64, i64* @g_976, align 8
  %201 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %200, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.33, i64 0, i64 0), i32 noundef %201)
  store i32 0, i32* %6, align 4
  br label %202

202:                                              ; preds = %242, %193
  %203 = load i32, i32* %6, align 4
  %204 = icmp slt i32 %203, 7
  br i1 %204, label %205, label %245

205:                                              ; preds = %202
  store i32 0, i32* %7, align 4
  br label %206

206:                                              ; preds = %238, %205
  %207 = load i32, i32* %7, align 4
  %208 = icmp slt i32 %207, 8
  br i1 %208, label %209, label %241

209:                                              ; preds = %206
  store i32 0, i32* %8, align 4
  br label %210

210:                                              ; preds = %234, %209
  %211 = load i32, i32* %8, align 4
  %212 = icmp slt i32 %211, 4
  br i1 %212, label %213, label %237

213:                                              ; preds = %210
  %214 = load i32, i32* %6, align 4
  %215 = sext i32 %214 to i64
  %216 = getelementptr inbounds [7 x [8 x [4 x i8]]], [7 x [8 x [4 x i8]]]* @g_1025, i64 0, i64 %215
  %217 = load i32, i32* %7, align 4
  %218 = sext i32 %217 to i64
  %219 = getelementptr inbounds [8 x [4 x i8]], [8 x [4 x i8]]* %216, i64 0, i64 %218
  %220 = load i32, i32* %8, align 4
  %221 = sext i32 %220 to i64
  %222 = getelementptr inbounds [4 x i8], [4 x i8]* %219, i64 0, i64 %221
  %223 = load i8, i8* %222, align 1
  %224 = sext i8 %223 to i64
  %225 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %224, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.34, i64 0, i64 0), i32 noundef %225)
  %226 = load i32, i32* %9, align 4
  %227 = icmp ne i32 %226, 0
  br i1 %227, label %228, label %233

228:                                              ; preds = %213
  %229 = load i32, i32* %6, align 4
  %230 = load i32, i32* %7, align 4
  %231 = load i32, i32* %8, align 4
  %232 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.35, i64 0, i64 0), i32 noundef %229, i32 noundef %230, i32 noundef %231)
  br label %233

233:                                              ; preds = %228, %213
  br label %234

234:                                              ; preds = %233
  %235 = load i32, i32* %8, align 4
  %236 = add nsw i32 %235, 1
  store i32 %236, i32* %8, align 4
  br label %210, !llvm.loop !13

237:                                              ; preds = %210
  br label %238

238:                                              ; preds = %237
  %239 = load i32, i32* %7, align 4
  %240 = add nsw i32 %239, 1
  store i32 %240, i32* %7, align 4
  br label %206, !llvm.loop !14

241:                                              ; preds = %206
  br label %242

242:                                              ; preds = %241
  %243 = load i32, i32* %6, align 4
  %244 = add nsw i32 %243, 1
  store i32 %244, i32* %6, align 4
  br label %202, !llvm.loop !15

245:                                              ; preds = %202
  %246 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef 1549382996, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.36, i64 0, i64 0), i32 noundef %246)
  %247 = load i16, i16* @g_1345, align 2
  %248 = sext i16 %247 to i64
  %249 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %248, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.37, i64 0, i64 0), i32 noundef %249)
  %250 = load volatile i64, i64* @g_1423, align 8
  %251 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %250, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.38, i64 0, i64 0), i32 noundef %251)
  %252 = load i8, i8* @g_1435, align 1
  %253 = zext i8 %252 to i64
  %254 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %253, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.39, i64 0, i64 0), i32 noundef %254)
  %255 = load i8, i8* @g_1569, align 1
  %256 = sext i8 %255 to i64
  %257 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %256, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.40, i64 0, i64 0), i32 noundef %257)
  store i32 0, i32* %6, align 4
  br label %258

258:                                              ; preds = %274, %245
  %259 = load i32, i32* %6, align 4
  %260 = icmp slt i32 %259, 10
  br i1 %260, label %261, label %277

261:                                              ; preds = %258
  %262 = load i32, i32* %6, align 4
  %263 = sext i32 %262 to i64
  %264 = getelementptr inbounds [10 x i16], [10 x i16]* @g_1697, i64 0, i64 %263
  %265 = load i16, i16* %264, align 2
  %266 = zext i16 %265 to i64
  %267 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %266, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i32 noundef %267)
  %268 = load i32, i32* %9, align 4
  %269 = icmp ne i32 %268, 0
  br i1 %269, label %270, label %273

270:                                              ; preds = %261
  %271 = load i32, i32* %6, align 4
  %272 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i64 0, i64 0), i32 noundef %271)
  br label %273

273:                                              ; preds = %270, %261
  br label %274

274:                                              ; preds = %273
  %275 = load i32, i32* %6, align 4
  %276 = add nsw i32 %275, 1
  store i32 %276, i32* %6, align 4
  br label %258, !llvm.loop !16

277:                                              ; preds = %258
  %278 = load volatile i32, i32* @g_1972, align 4
  %279 = zext i32 %278 to i64
  %280 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %279, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.42, i64 0, i64 0), i32 noundef %280)
  %281 = load i16, i16* @g_2314, align 2
  %282 = sext i16 %281 to i64
  %283 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %282, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i32 noundef %283)
  %284 = load i16, i16* @g_2326, align 2
  %285 = sext i16 %284 to i64
  %286 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %285, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.44, i64 0, i64 0), i32 noundef %286)
  store i32 0, i32* %6, align 4
  br label %287

287:                                              ; preds = %303, %277
  %288 = load i32, i32* %6, align 4
  %289 = icmp slt i32 %288, 3
  br i1 %289, label %290, label %306

290:                                              ; preds = %287
  %291 = load i32, i32* %6, align 4
  %292 = sext i32 %291 to i64
  %293 = getelementptr inbounds [3 x i32], [3 x i32]* @g_2422, i64 0, i64 %292
  %294 = load i32, i32* %293, align 4
  %295 = zext i32 %294 to i64
  %296 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %295, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.45, i64 0, i64 0), i32 noundef %296)
  %297 = load i32, i32* %9, align 4
  %298 = icmp ne i32 %297, 0
  br i1 %298, label %299, label %302

299:                                              ; preds = %290
  %300 = load i32, i32* %6, align 4
  %301 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i64 0, i64 0), i32 noundef %300)
  br label %302

302:                                              ; preds = %299, %290
  br label %303

303:                                              ; preds = %302
  %304 = load i32, i32* %6, align 4
  %305 = add nsw i32 %304, 1
  store i32 %305, i32* %6, align 4
  br label %287, !llvm.loop !17

306:                                              ; preds = %287
  %307 = load i32, i32* @g_2559, align 4
  %308 = sext i32 %307 to i64
  %309 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %308, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.46, i64 0, i64 0), i32 noundef %309)
  store i32 0, i32* %6, align 4
  br label %310

310:                                              ; preds = %350, %306
  %311 = load i32, i32* %6, align 4
  %312 = icmp slt i32 %311, 2
  br i1 %312, label %313, label %353

313:                                              ; preds = %310
  store i32 0, i32* %7, align 4
  br label %314

314:                                              ; preds = %346, %313
  %315 = load i32, i32* %7, align 4
  %316 = icmp slt i32 %315, 9
  br i1 %316, label %317, label %349

317:                                              ; preds = %314
  store i32 0, i32* %8, align 4
  br label %318

318:                                              ; preds = %342, %317
  %319 = load i32, i32* %8, align 4
  %320 = icmp slt i32 %319, 6
  br i1 %320, label %321, label %345

321:                                              ; preds = %318
  %322 = load i32, i32* %6, align 4
  %323 = sext i32 %322 to i64
  %324 = getelementptr inbounds [2 x [9 x [6 x i32]]], [2 x [9 x [6 x i32]]]* @g_2773, i64 0, i64 %323
  %325 = load i32, i32* %7, align 4
  %326 = sext i32 %325 to i64
  %327 = getelementptr inbounds [9 x [6 x i32]], [9 x [6 x i32]]* %324, i64 0, i64 %326
  %328 = load i32, i32* %8, align 4
  %329 = sext i32 %328 to i64
  %330 = getelementptr inbounds [6 x i32], [6 x i32]* %327, i64 0, i64 %329
  %331 = load i32, i32* %330, align 4
  %332 = sext i32 %331 to i64
  %333 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %332, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.47, i64 0, i64 0), i32 noundef %333)
  %334 = load i32, i32* %9, align 4
  %335 = icmp ne i32 %334, 0
  br i1 %335, label %336, label %341

336:                                              ; preds = %321
  %337 = load i32, i32* %6, align 4
  %338 = load i32, i32* %7, align 4
  %339 = load i32, i32* %8, align 4
  %340 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.35, i64 0, i64 0), i32 noundef %337, i32 noundef %338, i32 noundef %339)
  br label %341

341:                                              ; preds = %336, %321
  br label %342

342:                                              ; preds = %341
  %343 = load i32, i32* %8, align 4
  %344 = add nsw i32 %343, 1
  store i32 %344, i32* %8, align 4
  br label %318, !llvm.loop !18

345:                                              ; preds = %318
  br label %346

346:                                              ; preds = %345
  %347 = load i32, i32* %7, align 4
  %348 = add nsw i32 %347, 1
  store i32 %348, i32* %7, align 4
  br label %314, !llvm.loop !19

349:                                              ; preds = %314
  br label %350

350:                                              ; preds = %349
  %351 = load i32, i32* %6, align 4
  %352 = add nsw i32 %351, 1
  store i32 %352, i32* %6, align 4
  br label %310, !llvm.loop !20

353:                                              ; preds = %310
  %354 = load i64, i64* @g_3043, align 8
  %355 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %354, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.48, i64 0, i64 0), i32 noundef %355)
  %356 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef 1, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.49, i64 0, i64 0), i32 noundef %356)
  %357 = load volatile i16, i16* @g_3236, align 2
  %358 = zext i16 %357 to i64
  %359 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %358, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.50, i64 0, i64 0), i32 noundef %359)
  %360 = load i32, i32* @crc32_context, align 4
  %361 = zext i32 %360 to i64
  %362 = xor i64 %361, 4294967295
  %363 = trunc i64 %362 to i32
  %364 = load i32, i32* %9, align 4
  call void @platform_main_end(i32 noundef %363, i32 noundef %364)
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
  br label %10, !llvm.loop !21

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
  br label %5, !llvm.loop !22

36:                                               ; preds = %5
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @func_1() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32*, align 8
  %3 = alloca [8 x [10 x [3 x i16*]]], align 16
  %4 = alloca [6 x [10 x i32]], align 16
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 -1223288138, i32* %1, align 4
  store i32* @g_11, i32** %2, align 8
  %9 = bitcast [8 x [10 x [3 x i16*]]]* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %9, i8* align 16 bitcast ([8 x [10 x [3 x i16*]]]* @__const.func_1.l_3407 to i8*), i64 1920, i1 false)
  %10 = bitcast [6 x [10 x i32]]* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %10, i8* align 16 bitcast ([6 x [10 x i32]]* @__const.func_1.l_3412 to i8*), i64 240, i1 false)
  store i32 841721120, i32* %5, align 4
  %11 = load i32, i32* @g_8, align 4
  %12 = sext i32 %11 to i64
  %13 = xor i64 %12, 255
  %14 = trunc i64 %13 to i32
  %15 = load i32, i32* %1, align 4
  %16 = trunc i32 %15 to i16
  %17 = load i32*, i32** %2, align 8
  store i32 -2126571001, i32* %17, align 4
  %18 = call zeroext i16 @func_4(i32 noundef %14, i16 noundef zeroext %16, i32 noundef 8)
  %19 = load i16, i16* getelementptr inbounds ([10 x i16], [10 x i16]* @g_1697, i64 0, i64 2), align 4
  %20 = add i16 %19, 1
  store i16 %20, i16* getelementptr inbounds ([10 x i16], [10 x i16]* @g_1697, i64 0, i64 2), align 4
  %21 = call zeroext i16 @safe_lshift_func_uint16_t_u_u(i16 noundef zeroext %20, i32 noundef 8)
  %22 = trunc i16 %21 to i8
  %23 = getelementptr inbounds [6 x [10 x i32]], [6 x [10 x i32]]* %4, i64 0, i64 0
  %24 = getelementptr inbounds [10 x i32], [10 x i32]* %23, i64 0, i64 5
  %25 = load i32, i32* %24, align 4
  %26 = sext i32 %25 to i64
  %27 = call i64 @safe_div_func_int64_t_s_s(i64 noundef %26, i64 noundef -8494207529683707333)
  %28 = trunc i64 %27 to i32
  %29 = call zeroext i8 @safe_lshift_func_uint8_t_u_u(i8 noundef zeroext %22, i32 noundef %28)
  %30 = zext i8 %29 to i32
  %31 = load i32, i32* %5, align 4
  %32 = or i32 %31, %30
  store i32 %32, i32* %5, align 4
  %33 = load i32, i32* %5, align 4
  %34 = trunc i32 %33 to i16
  ret i16 %34
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
  %15 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @.str.51, i64 0, i64 0), i8* noundef %11, i64 noundef %14)
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
  %6 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.52, i64 0, i64 0), i32 noundef %5)
  ret void
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_lshift_func_uint8_t_u_u(i8 noundef zeroext %0, i32 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, i8* %3, align 1
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %4, align 4
  %6 = icmp uge i32 %5, 32
  br i1 %6, label %13, label %7

7:                                                ; preds = %2
  %8 = load i8, i8* %3, align 1
  %9 = zext i8 %8 to i32
  %10 = load i32, i32* %4, align 4
  %11 = ashr i32 255, %10
  %12 = icmp sgt i32 %9, %11
  br i1 %12, label %13, label %16

13:                                               ; preds = %7, %2
  %14 = load i8, i8* %3, align 1
  %15 = zext i8 %14 to i32
  br label %21

16:                                               ; preds = %7
  %17 = load i8, i8* %3, align 1
  %18 = zext i8 %17 to i32
  %19 = load i32, i32* %4, align 4
  %20 = shl i32 %18, %19
  br label %21

21:                                               ; preds = %16, %13
  %22 = phi i32 [ %15, %13 ], [ %20, %16 ]
  %23 = trunc i32 %22 to i8
  ret i8 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @func_4(i32 noundef %0, i16 noundef zeroext %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i16, align 2
  %6 = alloca i32, align 4
  %7 = alloca i32*, align 8
  %8 = alloca i16**, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i16*, align 8
  %13 = alloca i16**, align 8
  %14 = alloca [10 x [10 x [2 x i16***]]], align 16
  %15 = alloca i32*****, align 8
  %16 = alloca [4 x [8 x i32**]], align 16
  %17 = alloca i32***, align 8
  %18 = alloca i64, align 8
  %19 = alloca i32, align 4
  %20 = alloca i16, align 2
  %21 = alloca i8**, align 8
  %22 = alloca i8***, align 8
  %23 = alloca i8****, align 8
  %24 = alloca [9 x [1 x i64]], align 16
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca [2 x i32***], align 16
  %28 = alloca i32****, align 8
  %29 = alloca [9 x i8*], align 16
  %30 = alloca i16, align 2
  %31 = alloca i32**, align 8
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  %34 = alloca i32, align 4
  %35 = alloca i8, align 1
  %36 = alloca i32, align 4
  %37 = alloca i32*, align 8
  %38 = alloca i64*, align 8
  %39 = alloca i64**, align 8
  %40 = alloca [5 x [1 x i32]], align 16
  %41 = alloca [8 x i32*], align 16
  %42 = alloca [7 x [2 x [8 x i32]]], align 16
  %43 = alloca i16****, align 8
  %44 = alloca i16*, align 8
  %45 = alloca i8*, align 8
  %46 = alloca i32**, align 8
  %47 = alloca [10 x [10 x i32***]], align 16
  %48 = alloca i32****, align 8
  %49 = alloca i16, align 2
  %50 = alloca [4 x i16], align 2
  %51 = alloca i8*, align 8
  %52 = alloca [3 x [10 x i64]], align 16
  %53 = alloca i32, align 4
  %54 = alloca i16, align 2
  %55 = alloca i16, align 2
  %56 = alloca i64, align 8
  %57 = alloca i8*****, align 8
  %58 = alloca i32, align 4
  %59 = alloca i32, align 4
  %60 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  store i16 %1, i16* %5, align 2
  store i32 %2, i32* %6, align 4
  store i32* @g_8, i32** %7, align 8
  store i16** @g_2841, i16*** %8, align 8
  store i32 1, i32* %9, align 4
  store i32 -1579253174, i32* %10, align 4
  store i32 -263505442, i32* %11, align 4
  store i16* @g_3135, i16** %12, align 8
  store i16** %12, i16*** %13, align 8
  %61 = getelementptr inbounds [10 x [10 x [2 x i16***]]], [10 x [10 x [2 x i16***]]]* %14, i64 0, i64 0
  %62 = getelementptr inbounds [10 x [2 x i16***]], [10 x [2 x i16***]]* %61, i64 0, i64 0
  %63 = getelementptr inbounds [2 x i16***], [2 x i16***]* %62, i64 0, i64 0
  store i16*** %13, i16**** %63, align 8
  %64 = getelementptr inbounds i16***, i16**** %63, i64 1
  store i16*** %13, i16**** %64, align 8
  %65 = getelementptr inbounds [2 x i16***], [2 x i16***]* %62, i64 1
  %66 = getelementptr inbounds [2 x i16***], [2 x i16***]* %65, i64 0, i64 0
  store i16*** %13, i16**** %66, align 8
  %67 = getelementptr inbounds i16***, i16**** %66, i64 1
  store i16*** %13, i16**** %67, align 8
  %68 = getelementptr inbounds [2 x i16***], [2 x i16***]* %65, i64 1
  %69 = getelementptr inbounds [2 x i16***], [2 x i16***]* %68, i64 0, i64 0
  store i16*** %13, i16**** %69, align 8
  %70 = getelementptr inbounds i16***, i16**** %69, i64 1
  store i16*** %13, i16**** %70, align 8
  %71 = getelementptr inbounds [2 x i16***], [2 x i16***]* %68, i64 1
  %72 = getelementptr inbounds [2 x i16***], [2 x i16***]* %71, i64 0, i64 0
  store i16*** %13, i16**** %72, align 8
  %73 = getelementptr inbounds i16***, i16**** %72, i64 1
  store i16*** %13, i16**** %73, align 8
  %74 = getelementptr inbounds [2 x i16***], [2 x i16***]* %71, i64 1
  %75 = getelementptr inbounds [2 x i16***], [2 x i16***]* %74, i64 0, i64 0
  store i16*** %13, i16**** %75, align 8
  %76 = getelementptr inbounds i16***, i16**** %75, i64 1
  store i16*** %13, i16**** %76, align 8
  %77 = getelementptr inbounds [2 x i16***], [2 x i16***]* %74, i64 1
  %78 = getelementptr inbounds [2 x i16***], [2 x i16***]* %77, i64 0, i64 0
  store i16*** %13, i16**** %78, align 8
  %79 = getelementptr inbounds i16***, i16**** %78, i64 1
  store i16*** %13, i16**** %79, align 8
  %80 = getelementptr inbounds [2 x i16***], [2 x i16***]* %77, i64 1
  %81 = getelementptr inbounds [2 x i16***], [2 x i16***]* %80, i64 0, i64 0
  store i16*** %13, i16**** %81, align 8
  %82 = getelementptr inbounds i16***, i16**** %81, i64 1
  store i16*** %13, i16**** %82, align 8
  %83 = getelementptr inbounds [2 x i16***], [2 x i16***]* %80, i64 1
  %84 = getelementptr inbounds [2 x i16***], [2 x i16***]* %83, i64 0, i64 0
  store i16*** %13, i16**** %84, align 8
  %85 = getelementptr inbounds i16***, i16**** %84, i64 1
  store i16*** %13, i16**** %85, align 8
  %86 = getelementptr inbounds [2 x i16***], [2 x i16***]* %83, i64 1
  %87 = getelementptr inbounds [2 x i16***], [2 x i16***]* %86, i64 0, i64 0
  store i16*** %13, i16**** %87, align 8
  %88 = getelementptr inbounds i16***, i16**** %87, i64 1
  store i16*** %13, i16**** %88, align 8
  %89 = getelementptr inbounds [2 x i16***], [2 x i16***]* %86, i64 1
  %90 = getelementptr inbounds [2 x i16***], [2 x i16***]* %89, i64 0, i64 0
  store i16*** null, i16**** %90, align 8
  %91 = getelementptr inbounds i16***, i16**** %90, i64 1
  store i16*** %13, i16**** %91, align 8
  %92 = getelementptr inbounds [10 x [2 x i16***]], [10 x [2 x i16***]]* %61, i64 1
  %93 = getelementptr inbounds [10 x [2 x i16***]], [10 x [2 x i16***]]* %92, i64 0, i64 0
  %94 = getelementptr inbounds [2 x i16***], [2 x i16***]* %93, i64 0, i64 0
  store i16*** %13, i16**** %94, align 8
  %95 = getelementptr inbounds i16***, i16**** %94, i64 1
  store i16*** %13, i16**** %95, align 8
  %96 = getelementptr inbounds [2 x i16***], [2 x i16***]* %93, i64 1
  %97 = getelementptr inbounds [2 x i16***], [2 x i16***]* %96, i64 0, i64 0
  store i16*** %13, i16**** %97, align 8
  %98 = getelementptr inbounds i16***, i16**** %97, i64 1
  store i16*** %13, i16**** %98, align 8
  %99 = getelementptr inbounds [2 x i16***], [2 x i16***]* %96, i64 1
  %100 = getelementptr inbounds [2 x i16***], [2 x i16***]* %99, i64 0, i64 0
  store i16*** %13, i16**** %100, align 8
  %101 = getelementptr inbounds i16***, i16**** %100, i64 1
  store i16*** %13, i16**** %101, align 8
  %102 = getelementptr inbounds [2 x i16***], [2 x i16***]* %99, i64 1
  %103 = getelementptr inbounds [2 x i16***], [2 x i16***]* %102, i64 0, i64 0
  store i16*** null, i16**** %103, align 8
  %104 = getelementptr inbounds i16***, i16**** %103, i64 1
  store i16*** %13, i16**** %104, align 8
  %105 = getelementptr inbounds [2 x i16***], [2 x i16***]* %102, i64 1
  %106 = getelementptr inbounds [2 x i16***], [2 x i16***]* %105, i64 0, i64 0
  store i16*** %13, i16**** %106, align 8
  %107 = getelementptr inbounds i16***, i16**** %106, i64 1
  store i16*** %13, i16**** %107, align 8
  %108 = getelementptr inbounds [2 x i16***], [2 x i16***]* %105, i64 1
  %109 = getelementptr inbounds [2 x i16***], [2 x i16***]* %108, i64 0, i64 0
  store i16*** %13, i16**** %109, align 8
  %110 = getelementptr inbounds i16***, i16**** %109, i64 1
  store i16*** %13, i16**** %110, align 8
  %111 = getelementptr inbounds [2 x i16***], [2 x i16***]* %108, i64 1
  %112 = getelementptr inbounds [2 x i16***], [2 x i16***]* %111, i64 0, i64 0
  store i16*** %13, i16**** %112, align 8
  %113 = getelementptr inbounds i16***, i16**** %112, i64 1
  store i16*** %13, i16**** %113, align 8
  %114 = getelementptr inbounds [2 x i16***], [2 x i16***]* %111, i64 1
  %115 = getelementptr inbounds [2 x i16***], [2 x i16***]* %114, i64 0, i64 0
  store i16*** %13, i16**** %115, align 8
  %116 = getelementptr inbounds i16***, i16**** %115, i64 1
  store i16*** %13, i16**** %116, align 8
  %117 = getelementptr inbounds [2 x i16***], [2 x i16***]* %114, i64 1
  %118 = getelementptr inbounds [2 x i16***], [2 x i16***]* %117, i64 0, i64 0
  store i16*** %13, i16**** %118, align 8
  %119 = getelementptr inbounds i16***, i16**** %118, i64 1
  store i16*** %13, i16**** %119, align 8
  %120 = getelementptr inbounds [2 x i16***], [2 x i16***]* %117, i64 1
  %121 = getelementptr inbounds [2 x i16***], [2 x i16***]* %120, i64 0, i64 0
  store i16*** %13, i16**** %121, align 8
  %122 = getelementptr inbounds i16***, i16**** %121, i64 1
  store i16*** %13, i16**** %122, align 8
  %123 = getelementptr inbounds [10 x [2 x i16***]], [10 x [2 x i16***]]* %92, i64 1
  %124 = getelementptr inbounds [10 x [2 x i16***]], [10 x [2 x i16***]]* %123, i64 0, i64 0
  %125 = getelementptr inbounds [2 x i16***], [2 x i16***]* %124, i64 0, i64 0
  store i16*** %13, i16**** %125, align 8
  %126 = getelementptr inbounds i16***, i16**** %125, i64 1
  store i16*** %13, i16**** %126, align 8
  %127 = getelementptr inbounds [2 x i16***], [2 x i16***]* %124, i64 1
  %128 = getelementptr inbounds [2 x i16***], [2 x i16***]* %127, i64 0, i64 0
  store i16*** %13, i16**** %128, align 8
  %129 = getelementptr inbounds i16***, i16**** %128, i64 1
  store i16*** %13, i16**** %129, align 8
  %130 = getelementptr inbounds [2 x i16***], [2 x i16***]* %127, i64 1
  %131 = getelementptr inbounds [2 x i16***], [2 x i16***]* %130, i64 0, i64 0
  store i16*** %13, i16**** %131, align 8
  %132 = getelementptr inbounds i16***, i16**** %131, i64 1
  store i16*** %13, i16**** %132, align 8
  %133 = getelementptr inbounds [2 x i16***], [2 x i16***]* %130, i64 1
  %134 = getelementptr inbounds [2 x i16***], [2 x i16***]* %133, i64 0, i64 0
  store i16*** %13, i16**** %134, align 8
  %135 = getelementptr inbounds i16***, i16**** %134, i64 1
  store i16*** %13, i16**** %135, align 8
  %136 = getelementptr inbounds [2 x i16***], [2 x i16***]* %133, i64 1
  %137 = getelementptr inbounds [2 x i16***], [2 x i16***]* %136, i64 0, i64 0
  store i16*** %13, i16**** %137, align 8
  %138 = getelementptr inbounds i16***, i16**** %137, i64 1
  store i16*** %13, i16**** %138, align 8
  %139 = getelementptr inbounds [2 x i16***], [2 x i16***]* %136, i64 1
  %140 = getelementptr inbounds [2 x i16***], [2 x i16***]* %139, i64 0, i64 0
  store i16*** %13, i16**** %140, align 8
  %141 = getelementptr inbounds i16***, i16**** %140, i64 1
  store i16*** %13, i16**** %141, align 8
  %142 = getelementptr inbounds [2 x i16***], [2 x i16***]* %139, i64 1
  %143 = getelementptr inbounds [2 x i16***], [2 x i16***]* %142, i64 0, i64 0
  store i16*** %13, i16**** %143, align 8
  %144 = getelementptr inbounds i16***, i16**** %143, i64 1
  store i16*** %13, i16**** %144, align 8
  %145 = getelementptr inbounds [2 x i16***], [2 x i16***]* %142, i64 1
  %146 = getelementptr inbounds [2 x i16***], [2 x i16***]* %145, i64 0, i64 0
  store i16*** %13, i16**** %146, align 8
  %147 = getelementptr inbounds i16***, i16**** %146, i64 1
  store i16*** %13, i16**** %147, align 8
  %148 = getelementptr inbounds [2 x i16***], [2 x i16***]* %145, i64 1
  %149 = getelementptr inbounds [2 x i16***], [2 x i16***]* %148, i64 0, i64 0
  store i16*** null, i16**** %149, align 8
  %150 = getelementptr inbounds i16***, i16**** %149, i64 1
  store i16*** %13, i16**** %150, align 8
  %151 = getelementptr inbounds [2 x i16***], [2 x i16***]* %148, i64 1
  %152 = getelementptr inbounds [2 x i16***], [2 x i16***]* %151, i64 0, i64 0
  store i16*** %13, i16**** %152, align 8
  %153 = getelementptr inbounds i16***, i16**** %152, i64 1
  store i16*** %13, i16**** %153, align 8
  %154 = getelementptr inbounds [10 x [2 x i16***]], [10 x [2 x i16***]]* %123, i64 1
  %155 = getelementptr inbounds [10 x [2 x i16***]], [10 x [2 x i16***]]* %154, i64 0, i64 0
  %156 = getelementptr inbounds [2 x i16***], [2 x i16***]* %155, i64 0, i64 0
  store i16*** %13, i16**** %156, align 8
  %157 = getelementptr inbounds i16***, i16**** %156, i64 1
  store i16*** %13, i16**** %157, align 8
  %158 = getelementptr inbounds [2 x i16***], [2 x i16***]* %155, i64 1
  %159 = getelementptr inbounds [2 x i16***], [2 x i16***]* %158, i64 0, i64 0
  store i16*** %13, i16**** %159, align 8
  %160 = getelementptr inbounds i16***, i16**** %159, i64 1
  store i16*** %13, i16**** %160, align 8
  %161 = getelementptr inbounds [2 x i16***], [2 x i16***]* %158, i64 1
  %162 = getelementptr inbounds [2 x i16***], [2 x i16***]* %161, i64 0, i64 0
  store i16*** null, i16**** %162, align 8
  %163 = getelementptr inbounds i16***, i16**** %162, i64 1
  store i16*** %13, i16**** %163, align 8
  %164 = getelementptr inbounds [2 x i16***], [2 x i16***]* %161, i64 1
  %165 = getelementptr inbounds [2 x i16***], [2 x i16***]* %164, i64 0, i64 0
  store i16*** %13, i16**** %165, align 8
  %166 = getelementptr inbounds i16***, i16**** %165, i64 1
  store i16*** %13, i16**** %166, align 8
  %167 = getelementptr inbounds [2 x i16***], [2 x i16***]* %164, i64 1
  %168 = getelementptr inbounds [2 x i16***], [2 x i16***]* %167, i64 0, i64 0
  store i16*** %13, i16**** %168, align 8
  %169 = getelementptr inbounds i16***, i16**** %168, i64 1
  store i16*** %13, i16**** %169, align 8
  %170 = getelementptr inbounds [2 x i16***], [2 x i16***]* %167, i64 1
  %171 = getelementptr inbounds [2 x i16***], [2 x i16***]* %170, i64 0, i64 0
  store i16*** %13, i16**** %171, align 8
  %172 = getelementptr inbounds i16***, i16**** %171, i64 1
  store i16*** %13, i16**** %172, align 8
  %173 = getelementptr inbounds [2 x i16***], [2 x i16***]* %170, i64 1
  %174 = getelementptr inbounds [2 x i16***], [2 x i16***]* %173, i64 0, i64 0
  store i16*** %13, i16**** %174, align 8
  %175 = getelementptr inbounds i16***, i16**** %174, i64 1
  store i16*** %13, i16**** %175, align 8
  %176 = getelementptr inbounds [2 x i16***], [2 x i16***]* %173, i64 1
  %177 = getelementptr inbounds [2 x i16***], [2 x i16***]* %176, i64 0, i64 0
  store i16*** %13, i16**** %177, align 8
  %178 = getelementptr inbounds i16***, i16**** %177, i64 1
  store i16*** %13, i16**** %178, align 8
  %179 = getelementptr inbounds [2 x i16***], [2 x i16***]* %176, i64 1
  %180 = getelementptr inbounds [2 x i16***], [2 x i16***]* %179, i64 0, i64 0
  store i16*** %13, i16**** %180, align 8
  %181 = getelementptr inbounds i16***, i16**** %180, i64 1
  store i16*** %13, i16**** %181, align 8
  %182 = getelementptr inbounds [2 x i16***], [2 x i16***]* %179, i64 1
  %183 = getelementptr inbounds [2 x i16***], [2 x i16***]* %182, i64 0, i64 0
  store i16*** %13, i16**** %183, align 8
  %184 = getelementptr inbounds i16***, i16**** %183, i64 1
  store i16*** %13, i16**** %184, align 8
  %185 = getelementptr inbounds [10 x [2 x i16***]], [10 x [2 x i16***]]* %154, i64 1
  %186 = getelementptr inbounds [10 x [2 x i16***]], [10 x [2 x i16***]]* %185, i64 0, i64 0
  %187 = getelementptr inbounds [2 x i16***], [2 x i16***]* %186, i64 0, i64 0
  store i16*** %13, i16**** %187, align 8
  %188 = getelementptr inbounds i16***, i16**** %187, i64 1
  store i16*** %13, i16**** %188, align 8
  %189 = getelementptr inbounds [2 x i16***], [2 x i16***]* %186, i64 1
  %190 = getelementptr inbounds [2 x i16***], [2 x i16***]* %189, i64 0, i64 0
  store i16*** %13, i16**** %190, align 8
  %191 = getelementptr inbounds i16***, i16**** %190, i64 1
  store i16*** %13, i16**** %191, align 8
  %192 = getelementptr inbounds [2 x i16***], [2 x i16***]* %189, i64 1
  %193 = getelementptr inbounds [2 x i16***], [2 x i16***]* %192, i64 0, i64 0
  store i16*** %13, i16**** %193, align 8
  %194 = getelementptr inbounds i16***, i16**** %193, i64 1
  store i16*** %13, i16**** %194, align 8
  %195 = getelementptr inbounds [2 x i16***], [2 x i16***]* %192, i64 1
  %196 = getelementptr inbounds [2 x i16***], [2 x i16***]* %195, i64 0, i64 0
  store i16*** %13, i16**** %196, align 8
  %197 = getelementptr inbounds i16***, i16**** %196, i64 1
  store i16*** %13, i16**** %197, align 8
  %198 = getelementptr inbounds [2 x i16***], [2 x i16***]* %195, i64 1
  %199 = getelementptr inbounds [2 x i16***], [2 x i16***]* %198, i64 0, i64 0
  store i16*** %13, i16**** %199, align 8
  %200 = getelementptr inbounds i16***, i16**** %199, i64 1
  store i16*** %13, i16**** %200, align 8
  %201 = getelementptr inbounds [2 x i16***], [2 x i16***]* %198, i64 1
  %202 = getelementptr inbounds [2 x i16***], [2 x i16***]* %201, i64 0, i64 0
  store i16*** %13, i16**** %202, align 8
  %203 = getelementptr inbounds i16***, i16**** %202, i64 1
  store i16*** %13, i16**** %203, align 8
  %204 = getelementptr inbounds [2 x i16***], [2 x i16***]* %201, i64 1
  %205 = getelementptr inbounds [2 x i16***], [2 x i16***]* %204, i64 0, i64 0
  store i16*** %13, i16**** %205, align 8
  %206 = getelementptr inbounds i16***, i16**** %205, i64 1
  store i16*** %13, i16**** %206, align 8
  %207 = getelementptr inbounds [2 x i16***], [2 x i16***]* %204, i64 1
  %208 = getelementptr inbounds [2 x i16***], [2 x i16***]* %207, i64 0, i64 0
  store i16*** null, i16**** %208, align 8
  %209 = getelementptr inbounds i16***, i16**** %208, i64 1
  store i16*** %13, i16**** %209, align 8
  %210 = getelementptr inbounds [2 x i16***], [2 x i16***]* %207, i64 1
  %211 = getelementptr inbounds [2 x i16***], [2 x i16***]* %210, i64 0, i64 0
  store i16*** %13, i16**** %211, align 8
  %212 = getelementptr inbounds i16***, i16**** %211, i64 1
  store i16*** %13, i16**** %212, align 8
  %213 = getelementptr inbounds [2 x i16***], [2 x i16***]* %210, i64 1
  %214 = getelementptr inbounds [2 x i16***], [2 x i16***]* %213, i64 0, i64 0
  store i16*** %13, i16**** %214, align 8
  %215 = getelementptr inbounds i16***, i16**** %214, i64 1
  store i16*** %13, i16**** %215, align 8
  %216 = getelementptr inbounds [10 x [2 x i16***]], [10 x [2 x i16***]]* %185, i64 1
  %217 = getelementptr inbounds [10 x [2 x i16***]], [10 x [2 x i16***]]* %216, i64 0, i64 0
  %218 = getelementptr inbounds [2 x i16***], [2 x i16***]* %217, i64 0, i64 0
  store i16*** %13, i16**** %218, align 8
  %219 = getelementptr inbounds i16***, i16**** %218, i64 1
  store i16*** %13, i16**** %219, align 8
  %220 = getelementptr inbounds [2 x i16***], [2 x i16***]* %217, i64 1
  %221 = getelementptr inbounds [2 x i16***], [2 x i16***]* %220, i64 0, i64 0
  store i16*** null, i16**** %221, align 8
  %222 = getelementptr inbounds i16***, i16**** %221, i64 1
  store i16*** %13, i16**** %222, align 8
  %223 = getelementptr inbounds [2 x i16***], [2 x i16***]* %220, i64 1
  %224 = getelementptr inbounds [2 x i16***], [2 x i16***]* %223, i64 0, i64 0
  store i16*** %13, i16**** %224, align 8
  %225 = getelementptr inbounds i16***, i16**** %224, i64 1
  store i16*** %13, i16**** %225, align 8
  %226 = getelementptr inbounds [2 x i16***], [2 x i16***]* %223, i64 1
  %227 = getelementptr inbounds [2 x i16***], [2 x i16***]* %226, i64 0, i64 0
  store i16*** %13, i16**** %227, align 8
  %228 = getelementptr inbounds i16***, i16**** %227, i64 1
  store i16*** %13, i16**** %228, align 8
  %229 = getelementptr inbounds [2 x i16***], [2 x i16***]* %226, i64 1
  %230 = getelementptr inbounds [2 x i16***], [2 x i16***]* %229, i64 0, i64 0
  store i16*** %13, i16**** %230, align 8
  %231 = getelementptr inbounds i16***, i16**** %230, i64 1
  store i16*** %13, i16**** %231, align 8
  %232 = getelementptr inbounds [2 x i16***], [2 x i16***]* %229, i64 1
  %233 = getelementptr inbounds [2 x i16***], [2 x i16***]* %232, i64 0, i64 0
  store i16*** %13, i16**** %233, align 8
  %234 = getelementptr inbounds i16***, i16**** %233, i64 1
  store i16*** %13, i16**** %234, align 8
  %235 = getelementptr inbounds [2 x i16***], [2 x i16***]* %232, i64 1
  %236 = getelementptr inbounds [2 x i16***], [2 x i16***]* %235, i64 0, i64 0
  store i16*** %13, i16**** %236, align 8
  %237 = getelementptr inbounds i16***, i16**** %236, i64 1
  store i16*** %13, i16**** %237, align 8
  %238 = getelementptr inbounds [2 x i16***], [2 x i16***]* %235, i64 1
  %239 = getelementptr inbounds [2 x i16***], [2 x i16***]* %238, i64 0, i64 0
  store i16*** %13, i16**** %239, align 8
  %240 = getelementptr inbounds i16***, i16**** %239, i64 1
  store i16*** %13, i16**** %240, align 8
  %241 = getelementptr inbounds [2 x i16***], [2 x i16***]* %238, i64 1
  %242 = getelementptr inbounds [2 x i16***], [2 x i16***]* %241, i64 0, i64 0
  store i16*** %13, i16**** %242, align 8
  %243 = getelementptr inbounds i16***, i16**** %242, i64 1
  store i16*** %13, i16**** %243, align 8
  %244 = getelementptr inbounds [2 x i16***], [2 x i16***]* %241, i64 1
  %245 = getelementptr inbounds [2 x i16***], [2 x i16***]* %244, i64 0, i64 0
  store i16*** %13, i16**** %245, align 8
  %246 = getelementptr inbounds i16***, i16**** %245, i64 1
  store i16*** %13, i16**** %246, align 8
  %247 = getelementptr inbounds [10 x [2 x i16***]], [10 x [2 x i16***]]* %216, i64 1
  %248 = getelementptr inbounds [10 x [2 x i16***]], [10 x [2 x i16***]]* %247, i64 0, i64 0
  %249 = getelementptr inbounds [2 x i16***], [2 x i16***]* %248, i64 0, i64 0
  store i16*** %13, i16**** %249, align 8
  %250 = getelementptr inbounds i16***, i16**** %249, i64 1
  store i16*** %13, i16**** %250, align 8
  %251 = getelementptr inbounds [2 x i16***], [2 x i16***]* %248, i64 1
  %252 = getelementptr inbounds [2 x i16***], [2 x i16***]* %251, i64 0, i64 0
  store i16*** %13, i16**** %252, align 8
  %253 = getelementptr inbounds i16***, i16**** %252, i64 1
  store i16*** %13, i16**** %253, align 8
  %254 = getelementptr inbounds [2 x i16***], [2 x i16***]* %251, i64 1
  %255 = getelementptr inbounds [2 x i16***], [2 x i16***]* %254, i64 0, i64 0
  store i16*** %13, i16**** %255, align 8
  %256 = getelementptr inbounds i16***, i16**** %255, i64 1
  store i16*** %13, i16**** %256, align 8
  %257 = getelementptr inbounds [2 x i16***], [2 x i16***]* %254, i64 1
  %258 = getelementptr inbounds [2 x i16***], [2 x i16***]* %257, i64 0, i64 0
  store i16*** %13, i16**** %258, align 8
  %259 = getelementptr inbounds i16***, i16**** %258, i64 1
  store i16*** %13, i16**** %259, align 8
  %260 = getelementptr inbounds [2 x i16***], [2 x i16***]* %257, i64 1
  %261 = getelementptr inbounds [2 x i16***], [2 x i16***]* %260, i64 0, i64 0
  store i16*** %13, i16**** %261, align 8
  %262 = getelementptr inbounds i16***, i16**** %261, i64 1
  store i16*** %13, i16**** %262, align 8
  %263 = getelementptr inbounds [2 x i16***], [2 x i16***]* %260, i64 1
  %264 = getelementptr inbounds [2 x i16***], [2 x i16***]* %263, i64 0, i64 0
  store i16*** %13, i16**** %264, align 8
  %265 = getelementptr inbounds i16***, i16**** %264, i64 1
  store i16*** %13, i16**** %265, align 8
  %266 = getelementptr inbounds [2 x i16***], [2 x i16***]* %263, i64 1
  %267 = getelementptr inbounds [2 x i16***], [2 x i16***]* %266, i64 0, i64 0
  store i16*** null, i16**** %267, align 8
  %268 = getelementptr inbounds i16***, i16**** %267, i64 1
  store i16*** %13, i16**** %268, align 8
  %269 = getelementptr inbounds [2 x i16***], [2 x i16***]* %266, i64 1
  %270 = getelementptr inbounds [2 x i16***], [2 x i16***]* %269, i64 0, i64 0
  store i16*** %13, i16**** %270, align 8
  %271 = getelementptr inbounds i16***, i16**** %270, i64 1
  store i16*** %13, i16**** %271, align 8
  %272 = getelementptr inbounds [2 x i16***], [2 x i16***]* %269, i64 1
  %273 = getelementptr inbounds [2 x i16***], [2 x i16***]* %272, i64 0, i64 0
  store i16*** %13, i16**** %273, align 8
  %274 = getelementptr inbounds i16***, i16**** %273, i64 1
  store i16*** %13, i16**** %274, align 8
  %275 = getelementptr inbounds [2 x i16***], [2 x i16***]* %272, i64 1
  %276 = getelementptr inbounds [2 x i16***], [2 x i16***]* %275, i64 0, i64 0
  store i16*** %13, i16**** %276, align 8
  %277 = getelementptr inbounds i16***, i16**** %276, i64 1
  store i16*** %13, i16**** %277, align 8
  %278 = getelementptr inbounds [10 x [2 x i16***]], [10 x [2 x i16***]]* %247, i64 1
  %279 = getelementptr inbounds [10 x [2 x i16***]], [10 x [2 x i16***]]* %278, i64 0, i64 0
  %280 = getelementptr inbounds [2 x i16***], [2 x i16***]* %279, i64 0, i64 0
  store i16*** null, i16**** %280, align 8
  %281 = getelementptr inbounds i16***, i16**** %280, i64 1
  store i16*** %13, i16**** %281, align 8
  %282 = getelementptr inbounds [2 x i16***], [2 x i16***]* %279, i64 1
  %283 = getelementptr inbounds [2 x i16***], [2 x i16***]* %282, i64 0, i64 0
  store i16*** %13, i16**** %283, align 8
  %284 = getelementptr inbounds i16***, i16**** %283, i64 1
  store i16*** %13, i16**** %284, align 8
  %285 = getelementptr inbounds [2 x i16***], [2 x i16***]* %282, i64 1
  %286 = getelementptr inbounds [2 x i16***], [2 x i16***]* %285, i64 0, i64 0
  store i16*** %13, i16**** %286, align 8
  %287 = getelementptr inbounds i16***, i16**** %286, i64 1
  store i16*** %13, i16**** %287, align 8
  %288 = getelementptr inbounds [2 x i16***], [2 x i16***]* %285, i64 1
  %289 = getelementptr inbounds [2 x i16***], [2 x i16***]* %288, i64 0, i64 0
  store i16*** %13, i16**** %289, align 8
  %290 = getelementptr inbounds i16***, i16**** %289, i64 1
  store i16*** %13, i16**** %290, align 8
  %291 = getelementptr inbounds [2 x i16***], [2 x i16***]* %288, i64 1
  %292 = getelementptr inbounds [2 x i16***], [2 x i16***]* %291, i64 0, i64 0
  store i16*** %13, i16**** %292, align 8
  %293 = getelementptr inbounds i16***, i16**** %292, i64 1
  store i16*** %13, i16**** %293, align 8
  %294 = getelementptr inbounds [2 x i16***], [2 x i16***]* %291, i64 1
  %295 = getelementptr inbounds [2 x i16***], [2 x i16***]* %294, i64 0, i64 0
  store i16*** %13, i16**** %295, align 8
  %296 = getelementptr inbounds i16***, i16**** %295, i64 1
  store i16*** %13, i16**** %296, align 8
  %297 = getelementptr inbounds [2 x i16***], [2 x i16***]* %294, i64 1
  %298 = getelementptr inbounds [2 x i16***], [2 x i16***]* %297, i64 0, i64 0
  store i16*** %13, i16**** %298, align 8
  %299 = getelementptr inbounds i16***, i16**** %298, i64 1
  store i16*** %13, i16**** %299, align 8
  %300 = getelementptr inbounds [2 x i16***], [2 x i16***]* %297, i64 1
  %301 = getelementptr inbounds [2 x i16***], [2 x i16***]* %300, i64 0, i64 0
  store i16*** %13, i16**** %301, align 8
  %302 = getelementptr inbounds i16***, i16**** %301, i64 1
  store i16*** %13, i16**** %302, align 8
  %303 = getelementptr inbounds [2 x i16***], [2 x i16***]* %300, i64 1
  %304 = getelementptr inbounds [2 x i16***], [2 x i16***]* %303, i64 0, i64 0
  store i16*** %13, i16**** %304, align 8
  %305 = getelementptr inbounds i16***, i16**** %304, i64 1
  store i16*** %13, i16**** %305, align 8
  %306 = getelementptr inbounds [2 x i16***], [2 x i16***]* %303, i64 1
  %307 = getelementptr inbounds [2 x i16***], [2 x i16***]* %306, i64 0, i64 0
  store i16*** %13, i16**** %307, align 8
  %308 = getelementptr inbounds i16***, i16**** %307, i64 1
  store i16*** %13, i16**** %308, align 8
  %309 = getelementptr inbounds [10 x [2 x i16***]], [10 x [2 x i16***]]* %278, i64 1
  %310 = getelementptr inbounds [10 x [2 x i16***]], [10 x [2 x i16***]]* %309, i64 0, i64 0
  %311 = getelementptr inbounds [2 x i16***], [2 x i16***]* %310, i64 0, i64 0
  store i16*** %13, i16**** %311, align 8
  %312 = getelementptr inbounds i16***, i16**** %311, i64 1
  store i16*** %13, i16**** %312, align 8
  %313 = getelementptr inbounds [2 x i16***], [2 x i16***]* %310, i64 1
  %314 = getelementptr inbounds [2 x i16***], [2 x i16***]* %313, i64 0, i64 0
  store i16*** %13, i16**** %314, align 8
  %315 = getelementptr inbounds i16***, i16**** %314, i64 1
  store i16*** %13, i16**** %315, align 8
  %316 = getelementptr inbounds [2 x i16***], [2 x i16***]* %313, i64 1
  %317 = getelementptr inbounds [2 x i16***], [2 x i16***]* %316, i64 0, i64 0
  store i16*** %13, i16**** %317, align 8
  %318 = getelementptr inbounds i16***, i16**** %317, i64 1
  store i16*** %13, i16**** %318, align 8
  %319 = getelementptr inbounds [2 x i16***], [2 x i16***]* %316, i64 1
  %320 = getelementptr inbounds [2 x i16***], [2 x i16***]* %319, i64 0, i64 0
  store i16*** %13, i16**** %320, align 8
  %321 = getelementptr inbounds i16***, i16**** %320, i64 1
  store i16*** %13, i16**** %321, align 8
  %322 = getelementptr inbounds [2 x i16***], [2 x i16***]* %319, i64 1
  %323 = getelementptr inbounds [2 x i16***], [2 x i16***]* %322, i64 0, i64 0
  store i16*** %13, i16**** %323, align 8
  %324 = getelementptr inbounds i16***, i16**** %323, i64 1
  store i16*** %13, i16**** %324, align 8
  %325 = getelementptr inbounds [2 x i16***], [2 x i16***]* %322, i64 1
  %326 = getelementptr inbounds [2 x i16***], [2 x i16***]* %325, i64 0, i64 0
  store i16*** %13, i16**** %326, align 8
  %327 = getelementptr inbounds i16***, i16**** %326, i64 1
  store i16*** %13, i16**** %327, align 8
  %328 = getelementptr inbounds [2 x i16***], [2 x i16***]* %325, i64 1
  %329 = getelementptr inbounds [2 x i16***], [2 x i16***]* %328, i64 0, i64 0
  store i16*** %13, i16**** %329, align 8
  %330 = getelementptr inbounds i16***, i16**** %329, i64 1
  store i16*** null, i16**** %330, align 8
  %331 = getelementptr inbounds [2 x i16***], [2 x i16***]* %328, i64 1
  %332 = getelementptr inbounds [2 x i16***], [2 x i16***]* %331, i64 0, i64 0
  store i16*** %13, i16**** %332, align 8
  %333 = getelementptr inbounds i16***, i16**** %332, i64 1
  store i16*** null, i16**** %333, align 8
  %334 = getelementptr inbounds [2 x i16***], [2 x i16***]* %331, i64 1
  %335 = getelementptr inbounds [2 x i16***], [2 x i16***]* %334, i64 0, i64 0
  store i16*** %13, i16**** %335, align 8
  %336 = getelementptr inbounds i16***, i16**** %335, i64 1
  store i16*** %13, i16**** %336, align 8
  %337 = getelementptr inbounds [2 x i16***], [2 x i16***]* %334, i64 1
  %338 = getelementptr inbounds [2 x i16***], [2 x i16***]* %337, i64 0, i64 0
  store i16*** %13, i16**** %338, align 8
  %339 = getelementptr inbounds i16***, i16**** %338, i64 1
  store i16*** %13, i16**** %339, align 8
  %340 = getelementptr inbounds [10 x [2 x i16***]], [10 x [2 x i16***]]* %309, i64 1
  %341 = getelementptr inbounds [10 x [2 x i16***]], [10 x [2 x i16***]]* %340, i64 0, i64 0
  %342 = getelementptr inbounds [2 x i16***], [2 x i16***]* %341, i64 0, i64 0
  store i16*** %13, i16**** %342, align 8
  %343 = getelementptr inbounds i16***, i16**** %342, i64 1
  store i16*** %13, i16**** %343, align 8
  %344 = getelementptr inbounds [2 x i16***], [2 x i16***]* %341, i64 1
  %345 = getelementptr inbounds [2 x i16***], [2 x i16***]* %344, i64 0, i64 0
  store i16*** %13, i16**** %345, align 8
  %346 = getelementptr inbounds i16***, i16**** %345, i64 1
  store i16*** %13, i16**** %346, align 8
  %347 = getelementptr inbounds [2 x i16***], [2 x i16***]* %344, i64 1
  %348 = getelementptr inbounds [2 x i16***], [2 x i16***]* %347, i64 0, i64 0
  store i16*** %13, i16**** %348, align 8
  %349 = getelementptr inbounds i16***, i16**** %348, i64 1
  store i16*** %13, i16**** %349, align 8
  %350 = getelementptr inbounds [2 x i16***], [2 x i16***]* %347, i64 1
  %351 = getelementptr inbounds [2 x i16***], [2 x i16***]* %350, i64 0, i64 0
  store i16*** %13, i16**** %351, align 8
  %352 = getelementptr inbounds i16***, i16**** %351, i64 1
  store i16*** %13, i16**** %352, align 8
  %353 = getelementptr inbounds [2 x i16***], [2 x i16***]* %350, i64 1
  %354 = getelementptr inbounds [2 x i16***], [2 x i16***]* %353, i64 0, i64 0
  store i16*** %13, i16**** %354, align 8
  %355 = getelementptr inbounds i16***, i16**** %354, i64 1
  store i16*** null, i16**** %355, align 8
  %356 = getelementptr inbounds [2 x i16***], [2 x i16***]* %353, i64 1
  %357 = getelementptr inbounds [2 x i16***], [2 x i16***]* %356, i64 0, i64 0
  store i16*** %13, i16**** %357, align 8
  %358 = getelementptr inbounds i16***, i16**** %357, i64 1
  store i16*** %13, i16**** %358, align 8
  %359 = getelementptr inbounds [2 x i16***], [2 x i16***]* %356, i64 1
  %360 = getelementptr inbounds [2 x i16***], [2 x i16***]* %359, i64 0, i64 0
  store i16*** %13, i16**** %360, align 8
  %361 = getelementptr inbounds i16***, i16**** %360, i64 1
  store i16*** %13, i16**** %361, align 8
  %362 = getelementptr inbounds [2 x i16***], [2 x i16***]* %359, i64 1
  %363 = getelementptr inbounds [2 x i16***], [2 x i16***]* %362, i64 0, i64 0
  store i16*** %13, i16**** %363, align 8
  %364 = getelementptr inbounds i16***, i16**** %363, i64 1
  store i16*** %13, i16**** %364, align 8
  %365 = getelementptr inbounds [2 x i16***], [2 x i16***]* %362, i64 1
  %366 = getelementptr inbounds [2 x i16***], [2 x i16***]* %365, i64 0, i64 0
  store i16*** %13, i16**** %366, align 8
  %367 = getelementptr inbounds i16***, i16**** %366, i64 1
  store i16*** null, i16**** %367, align 8
  %368 = getelementptr inbounds [2 x i16***], [2 x i16***]* %365, i64 1
  %369 = getelementptr inbounds [2 x i16***], [2 x i16***]* %368, i64 0, i64 0
  store i16*** %13, i16**** %369, align 8
  %370 = getelementptr inbounds i16***, i16**** %369, i64 1
  store i16*** %13, i16**** %370, align 8
  store i32***** getelementptr inbounds ([3 x [9 x [9 x i32****]]], [3 x [9 x [9 x i32****]]]* @g_2043, i64 0, i64 2, i64 4, i64 4), i32****** %15, align 8
  %371 = getelementptr inbounds [4 x [8 x i32**]], [4 x [8 x i32**]]* %16, i64 0, i64 0
  %372 = getelementptr inbounds [8 x i32**], [8 x i32**]* %371, i64 0, i64 0
  store i32** @g_2498, i32*** %372, align 8
  %373 = getelementptr inbounds i32**, i32*** %372, i64 1
  store i32** %7, i32*** %373, align 8
  %374 = getelementptr inbounds i32**, i32*** %373, i64 1
  store i32** @g_2498, i32*** %374, align 8
  %375 = getelementptr inbounds i32**, i32*** %374, i64 1
  store i32** %7, i32*** %375, align 8
  %376 = getelementptr inbounds i32**, i32*** %375, i64 1
  store i32** %7, i32*** %376, align 8
  %377 = getelementptr inbounds i32**, i32*** %376, i64 1
  store i32** %7, i32*** %377, align 8
  %378 = getelementptr inbounds i32**, i32*** %377, i64 1
  store i32** %7, i32*** %378, align 8
  %379 = getelementptr inbounds i32**, i32*** %378, i64 1
  store i32** @g_2498, i32*** %379, align 8
  %380 = getelementptr inbounds [8 x i32**], [8 x i32**]* %371, i64 1
  %381 = getelementptr inbounds [8 x i32**], [8 x i32**]* %380, i64 0, i64 0
  store i32** %7, i32*** %381, align 8
  %382 = getelementptr inbounds i32**, i32*** %381, i64 1
  store i32** %7, i32*** %382, align 8
  %383 = getelementptr inbounds i32**, i32*** %382, i64 1
  store i32** %7, i32*** %383, align 8
  %384 = getelementptr inbounds i32**, i32*** %383, i64 1
  store i32** @g_2498, i32*** %384, align 8
  %385 = getelementptr inbounds i32**, i32*** %384, i64 1
  store i32** null, i32*** %385, align 8
  %386 = getelementptr inbounds i32**, i32*** %385, i64 1
  store i32** @g_2498, i32*** %386, align 8
  %387 = getelementptr inbounds i32**, i32*** %386, i64 1
  store i32** %7, i32*** %387, align 8
  %388 = getelementptr inbounds i32**, i32*** %387, i64 1
  store i32** %7, i32*** %388, align 8
  %389 = getelementptr inbounds [8 x i32**], [8 x i32**]* %380, i64 1
  %390 = getelementptr inbounds [8 x i32**], [8 x i32**]* %389, i64 0, i64 0
  store i32** %7, i32*** %390, align 8
  %391 = getelementptr inbounds i32**, i32*** %390, i64 1
  store i32** @g_2498, i32*** %391, align 8
  %392 = getelementptr inbounds i32**, i32*** %391, i64 1
  store i32** %7, i32*** %392, align 8
  %393 = getelementptr inbounds i32**, i32*** %392, i64 1
  store i32** %7, i32*** %393, align 8
  %394 = getelementptr inbounds i32**, i32*** %393, i64 1
  store i32** %7, i32*** %394, align 8
  %395 = getelementptr inbounds i32**, i32*** %394, i64 1
  store i32** %7, i32*** %395, align 8
  %396 = getelementptr inbounds i32**, i32*** %395, i64 1
  store i32** @g_2498, i32*** %396, align 8
  %397 = getelementptr inbounds i32**, i32*** %396, i64 1
  store i32** %7, i32*** %397, align 8
  %398 = getelementptr inbounds [8 x i32**], [8 x i32**]* %389, i64 1
  %399 = getelementptr inbounds [8 x i32**], [8 x i32**]* %398, i64 0, i64 0
  store i32** @g_2498, i32*** %399, align 8
  %400 = getelementptr inbounds i32**, i32*** %399, i64 1
  store i32** @g_273, i32*** %400, align 8
  %401 = getelementptr inbounds i32**, i32*** %400, i64 1
  store i32** %7, i32*** %401, align 8
  %402 = getelementptr inbounds i32**, i32*** %401, i64 1
  store i32** @g_2498, i32*** %402, align 8
  %403 = getelementptr inbounds i32**, i32*** %402, i64 1
  store i32** %7, i32*** %403, align 8
  %404 = getelementptr inbounds i32**, i32*** %403, i64 1
  store i32** @g_273, i32*** %404, align 8
  %405 = getelementptr inbounds i32**, i32*** %404, i64 1
  store i32** @g_2498, i32*** %405, align 8
  %406 = getelementptr inbounds i32**, i32*** %405, i64 1
  store i32** @g_2498, i32*** %406, align 8
  %407 = getelementptr inbounds [4 x [8 x i32**]], [4 x [8 x i32**]]* %16, i64 0, i64 3
  %408 = getelementptr inbounds [8 x i32**], [8 x i32**]* %407, i64 0, i64 5
  store i32*** %408, i32**** %17, align 8
  store i64 3831554369995293163, i64* %18, align 8
  store i32 -1018120381, i32* %19, align 4
  store i16 -2, i16* %20, align 2
  store i8** @g_3050, i8*** %21, align 8
  store i8*** %21, i8**** %22, align 8
  store i8**** %22, i8***** %23, align 8
  store i32 -1443214865, i32* %25, align 4
  store i32 -899591339, i32* %26, align 4
  %409 = getelementptr inbounds [2 x i32***], [2 x i32***]* %27, i64 0, i64 0
  store i32**** %409, i32***** %28, align 8
  %410 = bitcast [9 x i8*]* %29 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %410, i8* align 16 bitcast ([9 x i8*]* @__const.func_4.l_3326 to i8*), i64 72, i1 false)
  store i16 0, i16* %30, align 2
  store i32** @g_1924, i32*** %31, align 8
  store i32 0, i32* %32, align 4
  br label %411

411:                                              ; preds = %429, %3
  %412 = load i32, i32* %32, align 4
  %413 = icmp slt i32 %412, 9
  br i1 %413, label %414, label %432

414:                                              ; preds = %411
  store i32 0, i32* %33, align 4
  br label %415

415:                                              ; preds = %425, %414
  %416 = load i32, i32* %33, align 4
  %417 = icmp slt i32 %416, 1
  br i1 %417, label %418, label %428

418:                                              ; preds = %415
  %419 = load i32, i32* %32, align 4
  %420 = sext i32 %419 to i64
  %421 = getelementptr inbounds [9 x [1 x i64]], [9 x [1 x i64]]* %24, i64 0, i64 %420
  %422 = load i32, i32* %33, align 4
  %423 = sext i32 %422 to i64
  %424 = getelementptr inbounds [1 x i64], [1 x i64]* %421, i64 0, i64 %423
  store i64 0, i64* %424, align 8
  br label %425

425:                                              ; preds = %418
  %426 = load i32, i32* %33, align 4
  %427 = add nsw i32 %426, 1
  store i32 %427, i32* %33, align 4
  br label %415, !llvm.loop !23

428:                                              ; preds = %415
  br label %429

429:                                              ; preds = %428
  %430 = load i32, i32* %32, align 4
  %431 = add nsw i32 %430, 1
  store i32 %431, i32* %32, align 4
  br label %411, !llvm.loop !24

432:                                              ; preds = %411
  store i32 0, i32* %32, align 4
  br label %433

433:                                              ; preds = %440, %432
  %434 = load i32, i32* %32, align 4
  %435 = icmp slt i32 %434, 2
  br i1 %435, label %436, label %443

436:                                              ; preds = %433
  %437 = load i32, i32* %32, align 4
  %438 = sext i32 %437 to i64
  %439 = getelementptr inbounds [2 x i32***], [2 x i32***]* %27, i64 0, i64 %438
  store i32*** @g_465, i32**** %439, align 8
  br label %440

440:                                              ; preds = %436
  %441 = load i32, i32* %32, align 4
  %442 = add nsw i32 %441, 1
  store i32 %442, i32* %32, align 4
  br label %433, !llvm.loop !25

443:                                              ; preds = %433
  store i32 7, i32* %6, align 4
  br label %444

444:                                              ; preds = %584, %443
  %445 = load i32, i32* %6, align 4
  %446 = icmp sge i32 %445, 0
  br i1 %446, label %447, label %587

447:                                              ; preds = %444
  store i8 11, i8* %35, align 1
  store i32 -7, i32* %36, align 4
  store i32* @g_8, i32** %37, align 8
  store i64* @g_618, i64** %38, align 8
  store i64** %38, i64*** %39, align 8
  %448 = bitcast [5 x [1 x i32]]* %40 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %448, i8* align 16 bitcast ([5 x [1 x i32]]* @__const.func_4.l_3086 to i8*), i64 20, i1 false)
  %449 = getelementptr inbounds [8 x i32*], [8 x i32*]* %41, i64 0, i64 0
  %450 = getelementptr inbounds [5 x [1 x i32]], [5 x [1 x i32]]* %40, i64 0, i64 1
  %451 = getelementptr inbounds [1 x i32], [1 x i32]* %450, i64 0, i64 0
  store i32* %451, i32** %449, align 8
  %452 = getelementptr inbounds i32*, i32** %449, i64 1
  %453 = getelementptr inbounds [5 x [1 x i32]], [5 x [1 x i32]]* %40, i64 0, i64 1
  %454 = getelementptr inbounds [1 x i32], [1 x i32]* %453, i64 0, i64 0
  store i32* %454, i32** %452, align 8
  %455 = getelementptr inbounds i32*, i32** %452, i64 1
  store i32* null, i32** %455, align 8
  %456 = getelementptr inbounds i32*, i32** %455, i64 1
  %457 = getelementptr inbounds [5 x [1 x i32]], [5 x [1 x i32]]* %40, i64 0, i64 1
  %458 = getelementptr inbounds [1 x i32], [1 x i32]* %457, i64 0, i64 0
  store i32* %458, i32** %456, align 8
  %459 = getelementptr inbounds i32*, i32** %456, i64 1
  %460 = getelementptr inbounds [5 x [1 x i32]], [5 x [1 x i32]]* %40, i64 0, i64 1
  %461 = getelementptr inbounds [1 x i32], [1 x i32]* %460, i64 0, i64 0
  store i32* %461, i32** %459, align 8
  %462 = getelementptr inbounds i32*, i32** %459, i64 1
  store i32* null, i32** %462, align 8
  %463 = getelementptr inbounds i32*, i32** %462, i64 1
  %464 = getelementptr inbounds [5 x [1 x i32]], [5 x [1 x i32]]* %40, i64 0, i64 1
  %465 = getelementptr inbounds [1 x i32], [1 x i32]* %464, i64 0, i64 0
  store i32* %465, i32** %463, align 8
  %466 = getelementptr inbounds i32*, i32** %463, i64 1
  %467 = getelementptr inbounds [5 x [1 x i32]], [5 x [1 x i32]]* %40, i64 0, i64 1
  %468 = getelementptr inbounds [1 x i32], [1 x i32]* %467, i64 0, i64 0
  store i32* %468, i32** %466, align 8
  %469 = bitcast [7 x [2 x [8 x i32]]]* %42 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %469, i8* align 16 bitcast ([7 x [2 x [8 x i32]]]* @__const.func_4.l_3128 to i8*), i64 448, i1 false)
  store i16**** null, i16***** %43, align 8
  store i16* getelementptr inbounds ([10 x i16], [10 x i16]* @g_1697, i64 0, i64 4), i16** %44, align 8
  store i8* @g_973, i8** %45, align 8
  store i32** null, i32*** %46, align 8
  %470 = getelementptr inbounds [10 x [10 x i32***]], [10 x [10 x i32***]]* %47, i64 0, i64 0
  %471 = getelementptr inbounds [10 x i32***], [10 x i32***]* %470, i64 0, i64 0
  store i32*** %46, i32**** %471, align 8
  %472 = getelementptr inbounds i32***, i32**** %471, i64 1
  store i32*** %46, i32**** %472, align 8
  %473 = getelementptr inbounds i32***, i32**** %472, i64 1
  store i32*** %46, i32**** %473, align 8
  %474 = getelementptr inbounds i32***, i32**** %473, i64 1
  store i32*** null, i32**** %474, align 8
  %475 = getelementptr inbounds i32***, i32**** %474, i64 1
  store i32*** null, i32**** %475, align 8
  %476 = getelementptr inbounds i32***, i32**** %475, i64 1
  store i32*** null, i32**** %476, align 8
  %477 = getelementptr inbounds i32***, i32**** %476, i64 1
  store i32*** %46, i32**** %477, align 8
  %478 = getelementptr inbounds i32***, i32**** %477, i64 1
  store i32*** %46, i32**** %478, align 8
  %479 = getelementptr inbounds i32***, i32**** %478, i64 1
  store i32*** %46, i32**** %479, align 8
  %480 = getelementptr inbounds i32***, i32**** %479, i64 1
  store i32*** %46, i32**** %480, align 8
  %481 = getelementptr inbounds [10 x i32***], [10 x i32***]* %470, i64 1
  %482 = getelementptr inbounds [10 x i32***], [10 x i32***]* %481, i64 0, i64 0
  store i32*** %46, i32**** %482, align 8
  %483 = getelementptr inbounds i32***, i32**** %482, i64 1
  store i32*** null, i32**** %483, align 8
  %484 = getelementptr inbounds i32***, i32**** %483, i64 1
  store i32*** %46, i32**** %484, align 8
  %485 = getelementptr inbounds i32***, i32**** %484, i64 1
  store i32*** %46, i32**** %485, align 8
  %486 = getelementptr inbounds i32***, i32**** %485, i64 1
  store i32*** null, i32**** %486, align 8
  %487 = getelementptr inbounds i32***, i32**** %486, i64 1
  store i32*** %46, i32**** %487, align 8
  %488 = getelementptr inbounds i32***, i32**** %487, i64 1
  store i32*** %46, i32**** %488, align 8
  %489 = getelementptr inbounds i32***, i32**** %488, i64 1
  store i32*** %46, i32**** %489, align 8
  %490 = getelementptr inbounds i32***, i32**** %489, i64 1
  store i32*** null, i32**** %490, align 8
  %491 = getelementptr inbounds i32***, i32**** %490, i64 1
  store i32*** %46, i32**** %491, align 8
  %492 = getelementptr inbounds [10 x i32***], [10 x i32***]* %481, i64 1
  %493 = getelementptr inbounds [10 x i32***], [10 x i32***]* %492, i64 0, i64 0
  store i32*** %46, i32**** %493, align 8
  %494 = getelementptr inbounds i32***, i32**** %493, i64 1
  store i32*** %46, i32**** %494, align 8
  %495 = getelementptr inbounds i32***, i32**** %494, i64 1
  store i32*** null, i32**** %495, align 8
  %496 = getelementptr inbounds i32***, i32**** %495, i64 1
  store i32*** %46, i32**** %496, align 8
  %497 = getelementptr inbounds i32***, i32**** %496, i64 1
  store i32*** %46, i32**** %497, align 8
  %498 = getelementptr inbounds i32***, i32**** %497, i64 1
  store i32*** null, i32**** %498, align 8
  %499 = getelementptr inbounds i32***, i32**** %498, i64 1
  store i32*** null, i32**** %499, align 8
  %500 = getelementptr inbounds i32***, i32**** %499, i64 1
  store i32*** %46, i32**** %500, align 8
  %501 = getelementptr inbounds i32***, i32**** %500, i64 1
  store i32*** %46, i32**** %501, align 8
  %502 = getelementptr inbounds i32***, i32**** %501, i64 1
  store i32*** null, i32**** %502, align 8
  %503 = getelementptr inbounds [10 x i32***], [10 x i32***]* %492, i64 1
  %504 = getelementptr inbounds [10 x i32***], [10 x i32***]* %503, i64 0, i64 0
  store i32*** %46, i32**** %504, align 8
  %505 = getelementptr inbounds i32***, i32**** %504, i64 1
  store i32*** %46, i32**** %505, align 8
  %506 = getelementptr inbounds i32***, i32**** %505, i64 1
  store i32*** %46, i32**** %506, align 8
  %507 = getelementptr inbounds i32***, i32**** %506, i64 1
  store i32*** %46, i32**** %507, align 8
  %508 = getelementptr inbounds i32***, i32**** %507, i64 1
  store i32*** null, i32**** %508, align 8
  %509 = getelementptr inbounds i32***, i32**** %508, i64 1
  store i32*** null, i32**** %509, align 8
  %510 = getelementptr inbounds i32***, i32**** %509, i64 1
  store i32*** null, i32**** %510, align 8
  %511 = getelementptr inbounds i32***, i32**** %510, i64 1
  store i32*** %46, i32**** %511, align 8
  %512 = getelementptr inbounds i32***, i32**** %511, i64 1
  store i32*** null, i32**** %512, align 8
  %513 = getelementptr inbounds i32***, i32**** %512, i64 1
  store i32*** %46, i32**** %513, align 8
  %514 = getelementptr inbounds [10 x i32***], [10 x i32***]* %503, i64 1
  %515 = getelementptr inbounds [10 x i32***], [10 x i32***]* %514, i64 0, i64 0
  store i32*** %46, i32**** %515, align 8
  %516 = getelementptr inbounds i32***, i32**** %515, i64 1
  store i32*** %46, i32**** %516, align 8
  %517 = getelementptr inbounds i32***, i32**** %516, i64 1
  store i32*** null, i32**** %517, align 8
  %518 = getelementptr inbounds i32***, i32**** %517, i64 1
  store i32*** %46, i32**** %518, align 8
  %519 = getelementptr inbounds i32***, i32**** %518, i64 1
  store i32*** %46, i32**** %519, align 8
  %520 = getelementptr inbounds i32***, i32**** %519, i64 1
  store i32*** %46, i32**** %520, align 8
  %521 = getelementptr inbounds i32***, i32**** %520, i64 1
  store i32*** null, i32**** %521, align 8
  %522 = getelementptr inbounds i32***, i32**** %521, i64 1
  store i32*** %46, i32**** %522, align 8
  %523 = getelementptr inbounds i32***, i32**** %522, i64 1
  store i32*** %46, i32**** %523, align 8
  %524 = getelementptr inbounds i32***, i32**** %523, i64 1
  store i32*** null, i32**** %524, align 8
  %525 = getelementptr inbounds [10 x i32***], [10 x i32***]* %514, i64 1
  %526 = getelementptr inbounds [10 x i32***], [10 x i32***]* %525, i64 0, i64 0
  store i32*** %46, i32**** %526, align 8
  %527 = getelementptr inbounds i32***, i32**** %526, i64 1
  store i32*** %46, i32**** %527, align 8
  %528 = getelementptr inbounds i32***, i32**** %527, i64 1
  store i32*** %46, i32**** %528, align 8
  %529 = getelementptr inbounds i32***, i32**** %528, i64 1
  store i32*** %46, i32**** %529, align 8
  %530 = getelementptr inbounds i32***, i32**** %529, i64 1
  store i32*** %46, i32**** %530, align 8
  %531 = getelementptr inbounds i32***, i32**** %530, i64 1
  store i32*** %46, i32**** %531, align 8
  %532 = getelementptr inbounds i32***, i32**** %531, i64 1
  store i32*** null, i32**** %532, align 8
  %533 = getelementptr inbounds i32***, i32**** %532, i64 1
  store i32*** %46, i32**** %533, align 8
  %534 = getelementptr inbounds i32***, i32**** %533, i64 1
  store i32*** %46, i32**** %534, align 8
  %535 = getelementptr inbounds i32***, i32**** %534, i64 1
  store i32*** %46, i32**** %535, align 8
  %536 = getelementptr inbounds [10 x i32***], [10 x i32***]* %525, i64 1
  %537 = getelementptr inbounds [10 x i32***], [10 x i32***]* %536, i64 0, i64 0
  store i32*** %46, i32**** %537, align 8
  %538 = getelementptr inbounds i32***, i32**** %537, i64 1
  store i32*** %46, i32**** %538, align 8
  %539 = getelementptr inbounds i32***, i32**** %538, i64 1
  store i32*** %46, i32**** %539, align 8
  %540 = getelementptr inbounds i32***, i32**** %539, i64 1
  store i32*** null, i32**** %540, align 8
  %541 = getelementptr inbounds i32***, i32**** %540, i64 1
  store i32*** %46, i32**** %541, align 8
  %542 = getelementptr inbounds i32***, i32**** %541, i64 1
  store i32*** %46, i32**** %542, align 8
  %543 = getelementptr inbounds i32***, i32**** %542, i64 1
  store i32*** %46, i32**** %543, align 8
  %544 = getelementptr inbounds i32***, i32**** %543, i64 1
  store i32*** %46, i32**** %544, align 8
  %545 = getelementptr inbounds i32***, i32**** %544, i64 1
  store i32*** %46, i32**** %545, align 8
  %546 = getelementptr inbounds i32***, i32**** %545, i64 1
  store i32*** %46, i32**** %546, align 8
  %547 = getelementptr inbounds [10 x i32***], [10 x i32***]* %536, i64 1
  %548 = getelementptr inbounds [10 x i32***], [10 x i32***]* %547, i64 0, i64 0
  store i32*** null, i32**** %548, align 8
  %549 = getelementptr inbounds i32***, i32**** %548, i64 1
  store i32*** null, i32**** %549, align 8
  %550 = getelementptr inbounds i32***, i32**** %549, i64 1
  store i32*** null, i32**** %550, align 8
  %551 = getelementptr inbounds i32***, i32**** %550, i64 1
  store i32*** null, i32**** %551, align 8
  %552 = getelementptr inbounds i32***, i32**** %551, i64 1
  store i32*** null, i32**** %552, align 8
  %553 = getelementptr inbounds i32***, i32**** %552, i64 1
  store i32*** %46, i32**** %553, align 8
  %554 = getelementptr inbounds i32***, i32**** %553, i64 1
  store i32*** %46, i32**** %554, align 8
  %555 = getelementptr inbounds i32***, i32**** %554, i64 1
  store i32*** %46, i32**** %555, align 8
  %556 = getelementptr inbounds i32***, i32**** %555, i64 1
  store i32*** null, i32**** %556, align 8
  %557 = getelementptr inbounds i32***, i32**** %556, i64 1
  store i32*** null, i32**** %557, align 8
  %558 = getelementptr inbounds [10 x i32***], [10 x i32***]* %547, i64 1
  %559 = getelementptr inbounds [10 x i32***], [10 x i32***]* %558, i64 0, i64 0
  store i32*** null, i32**** %559, align 8
  %560 = getelementptr inbounds i32***, i32**** %559, i64 1
  store i32*** %46, i32**** %560, align 8
  %561 = getelementptr inbounds i32***, i32**** %560, i64 1
  store i32*** %46, i32**** %561, align 8
  %562 = getelementptr inbounds i32***, i32**** %561, i64 1
  store i32*** %46, i32**** %562, align 8
  %563 = getelementptr inbounds i32***, i32**** %562, i64 1
  store i32*** %46, i32**** %563, align 8
  %564 = getelementptr inbounds i32***, i32**** %563, i64 1
  store i32*** %46, i32**** %564, align 8
  %565 = getelementptr inbounds i32***, i32**** %564, i64 1
  store i32*** %46, i32**** %565, align 8
  %566 = getelementptr inbounds i32***, i32**** %565, i64 1
  store i32*** %46, i32**** %566, align 8
  %567 = getelementptr inbounds i32***, i32**** %566, i64 1
  store i32*** %46, i32**** %567, align 8
  %568 = getelementptr inbounds i32***, i32**** %567, i64 1
  store i32*** null, i32**** %568, align 8
  %569 = getelementptr inbounds [10 x i32***], [10 x i32***]* %558, i64 1
  %570 = getelementptr inbounds [10 x i32***], [10 x i32***]* %569, i64 0, i64 0
  store i32*** %46, i32**** %570, align 8
  %571 = getelementptr inbounds i32***, i32**** %570, i64 1
  store i32*** %46, i32**** %571, align 8
  %572 = getelementptr inbounds i32***, i32**** %571, i64 1
  store i32*** null, i32**** %572, align 8
  %573 = getelementptr inbounds i32***, i32**** %572, i64 1
  store i32*** %46, i32**** %573, align 8
  %574 = getelementptr inbounds i32***, i32**** %573, i64 1
  store i32*** null, i32**** %574, align 8
  %575 = getelementptr inbounds i32***, i32**** %574, i64 1
  store i32*** %46, i32**** %575, align 8
  %576 = getelementptr inbounds i32***, i32**** %575, i64 1
  store i32*** %46, i32**** %576, align 8
  %577 = getelementptr inbounds i32***, i32**** %576, i64 1
  store i32*** %46, i32**** %577, align 8
  %578 = getelementptr inbounds i32***, i32**** %577, i64 1
  store i32*** %46, i32**** %578, align 8
  %579 = getelementptr inbounds i32***, i32**** %578, i64 1
  store i32*** %46, i32**** %579, align 8
  %580 = getelementptr inbounds [10 x [10 x i32***]], [10 x [10 x i32***]]* %47, i64 0, i64 5
  %581 = getelementptr inbounds [10 x i32***], [10 x i32***]* %580, i64 0, i64 4
  store i32**** %581, i32***** %48, align 8
  store i16 6604, i16* %49, align 2
  %582 = bitcast [4 x i16]* %50 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 2 %582, i8* align 2 bitcast ([4 x i16]* @__const.func_4.l_3274 to i8*), i64 8, i1 false)
  store i8* @g_1569, i8** %51, align 8
  %583 = bitcast [3 x [10 x i64]]* %52 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %583, i8* align 16 bitcast ([3 x [10 x i64]]* @__const.func_4.l_3277 to i8*), i64 240, i1 false)
  store i32 0, i32* %53, align 4
  store i16 0, i16* %54, align 2
  store i16 17666, i16* %55, align 2
  store i64 3330390762102661821, i64* %56, align 8
  store i8***** null, i8****** %57, align 8
  store i32 1724258728, i32* @g_8, align 4
  br label %584

584:                                              ; preds = %447
  %585 = load i32, i32* %6, align 4
  %586 = sub nsw i32 %585, 1
  store i32 %586, i32* %6, align 4
  br label %444, !llvm.loop !26

587:                                              ; preds = %444
  %588 = load i8, i8* @g_973, align 1
  %589 = zext i8 %588 to i16
  ret i16 %589
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_lshift_func_uint16_t_u_u(i16 noundef zeroext %0, i32 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, i16* %3, align 2
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %4, align 4
  %6 = icmp uge i32 %5, 32
  br i1 %6, label %13, label %7

7:                                                ; preds = %2
  %8 = load i16, i16* %3, align 2
  %9 = zext i16 %8 to i32
  %10 = load i32, i32* %4, align 4
  %11 = ashr i32 65535, %10
  %12 = icmp sgt i32 %9, %11
  br i1 %12, label %13, label %16

13:                                               ; preds = %7, %2
  %14 = load i16, i16* %3, align 2
  %15 = zext i16 %14 to i32
  br label %21

16:                                               ; preds = %7
  %17 = load i16, i16* %3, align 2
  %18 = zext i16 %17 to i32
  %19 = load i32, i32* %4, align 4
  %20 = shl i32 %18, %19
  br label %21

21:                                               ; preds = %16, %13
  %22 = phi i32 [ %15, %13 ], [ %20, %16 ]
  %23 = trunc i32 %22 to i16
  ret i16 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_div_func_int64_t_s_s(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  store i64 %1, i64* %4, align 8
  %5 = load i64, i64* %4, align 8
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %13, label %7

7:                                                ; preds = %2
  %8 = load i64, i64* %3, align 8
  %9 = icmp eq i64 %8, -9223372036854775808
  br i1 %9, label %10, label %15

10:                                               ; preds = %7
  %11 = load i64, i64* %4, align 8
  %12 = icmp eq i64 %11, -1
  br i1 %12, label %13, label %15

13:                                               ; preds = %10, %2
  %14 = load i64, i64* %3, align 8
  br label %19

15:                                               ; preds = %10, %7
  %16 = load i64, i64* %3, align 8
  %17 = load i64, i64* %4, align 8
  %18 = sdiv i64 %16, %17
  br label %19

19:                                               ; preds = %15, %13
  %20 = phi i64 [ %14, %13 ], [ %18, %15 ]
  ret i64 %20
}

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

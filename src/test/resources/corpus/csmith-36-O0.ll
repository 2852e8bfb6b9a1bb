; ModuleID = 'csmith-36.c'
source_filename = "csmith-36.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.U3 = type { i8 }
%union.U0 = type { i64 }
%union.U1 = type { i32 }
%union.U2 = type { i32 }

@.str = private unnamed_addr constant [2 x i8] c"1\00", align 1
@g_3 = internal global i32 9, align 4
@.str.1 = private unnamed_addr constant [4 x i8] c"g_3\00", align 1
@g_4 = internal global i32 1, align 4
@.str.2 = private unnamed_addr constant [4 x i8] c"g_4\00", align 1
@g_5 = internal global i32 -1624191953, align 4
@.str.3 = private unnamed_addr constant [4 x i8] c"g_5\00", align 1
@g_6 = internal global i32 -1469340548, align 4
@.str.4 = private unnamed_addr constant [4 x i8] c"g_6\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"g_12\00", align 1
@g_33 = internal global i32 0, align 4
@.str.6 = private unnamed_addr constant [5 x i8] c"g_33\00", align 1
@g_35 = internal global i8 85, align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"g_35\00", align 1
@g_62 = internal global [4 x i32] [i32 -1, i32 -1, i32 -1, i32 -1], align 16
@.str.8 = private unnamed_addr constant [8 x i8] c"g_62[i]\00", align 1
@.str.9 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1
@g_75 = internal global i32 6624771, align 4
@.str.10 = private unnamed_addr constant [5 x i8] c"g_75\00", align 1
@g_117 = internal global i16 28090, align 2
@.str.11 = private unnamed_addr constant [6 x i8] c"g_117\00", align 1
@g_126 = internal global [8 x i64] [i64 -2034972513037775792, i64 -2034972513037775792, i64 -2034972513037775792, i64 -2034972513037775792, i64 -2034972513037775792, i64 -2034972513037775792, i64 -2034972513037775792, i64 -2034972513037775792], align 16
@.str.12 = private unnamed_addr constant [9 x i8] c"g_126[i]\00", align 1
@g_135 = internal global [5 x [6 x [2 x %union.U3]]] [[6 x [2 x %union.U3]] [[2 x %union.U3] [%union.U3 zeroinitializer, %union.U3 { i8 -91 }], [2 x %union.U3] zeroinitializer, [2 x %union.U3] [%union.U3 zeroinitializer, %union.U3 { i8 -91 }], [2 x %union.U3] zeroinitializer, [2 x %union.U3] [%union.U3 zeroinitializer, %union.U3 { i8 -91 }], [2 x %union.U3] zeroinitializer], [6 x [2 x %union.U3]] [[2 x %union.U3] [%union.U3 zeroinitializer, %union.U3 { i8 -91 }], [2 x %union.U3] zeroinitializer, [2 x %union.U3] [%union.U3 zeroinitializer, %union.U3 { i8 -91 }], [2 x %union.U3] zeroinitializer, [2 x %union.U3] [%union.U3 zeroinitializer, %union.U3 { i8 -91 }], [2 x %union.U3] zeroinitializer], [6 x [2 x %union.U3]] [[2 x %union.U3] [%union.U3 zeroinitializer, %union.U3 { i8 -91 }], [2 x %union.U3] zeroinitializer, [2 x %union.U3] [%union.U3 zeroinitializer, %union.U3 { i8 -91 }], [2 x %union.U3] zeroinitializer, [2 x %union.U3] [%union.U3 zeroinitializer, %union.U3 { i8 -91 }], [2 x %union.U3] zeroinitializer], [6 x [2 x %union.U3]] [[2 x %union.U3] [%union.U3 zeroinitializer, %union.U3 { i8 -91 }], [2 x %union.U3] zeroinitializer, [2 x %union.U3] [%union.U3 zeroinitializer, %union.U3 { i8 -91 }], [2 x %union.U3] zeroinitializer, [2 x %union.U3] [%union.U3 zeroinitializer, %union.U3 { i8 -91 }], [2 x %union.U3] zeroinitializer], [6 x [2 x %union.U3]] [[2 x %union.U3] [%union.U3 zeroinitializer, %union.U3 { i8 -91 }], [2 x %union.U3] zeroinitializer, [2 x %union.U3] [%union.U3 zeroinitializer, %union.U3 { i8 -91 }], [2 x %union.U3] zeroinitializer, [2 x %union.U3] [%union.U3 zeroinitializer, %union.U3 { i8 -91 }], [2 x %union.U3] zeroinitializer]], align 16
@.str.13 = private unnamed_addr constant [18 x i8] c"g_135[i][j][k].f0\00", align 1
@.str.14 = private unnamed_addr constant [18 x i8] c"g_135[i][j][k].f1\00", align 1
@.str.15 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1
@g_145 = internal global [9 x i32] [i32 5, i32 -9, i32 5, i32 5, i32 -9, i32 5, i32 5, i32 -9, i32 5], align 16
@.str.16 = private unnamed_addr constant [9 x i8] c"g_145[i]\00", align 1
@g_167 = internal global i16 -28321, align 2
@.str.17 = private unnamed_addr constant [6 x i8] c"g_167\00", align 1
@g_177 = internal global [8 x [5 x i32]] [[5 x i32] [i32 -404096198, i32 -404096198, i32 -404096198, i32 -404096198, i32 -404096198], [5 x i32] [i32 -404096198, i32 -404096198, i32 -404096198, i32 -404096198, i32 -404096198], [5 x i32] [i32 -404096198, i32 -404096198, i32 -404096198, i32 -404096198, i32 -404096198], [5 x i32] [i32 -404096198, i32 -404096198, i32 -404096198, i32 -404096198, i32 -404096198], [5 x i32] [i32 -404096198, i32 -404096198, i32 -404096198, i32 -404096198, i32 -404096198], [5 x i32] [i32 -404096198, i32 -404096198, i32 -404096198, i32 -404096198, i32 -404096198], [5 x i32] [i32 -404096198, i32 -404096198, i32 -404096198, i32 -404096198, i32 -404096198], [5 x i32] [i32 -404096198, i32 -404096198, i32 -404096198, i32 -404096198, i32 -404096198]], align 16
@.str.18 = private unnamed_addr constant [12 x i8] c"g_177[i][j]\00", align 1
@.str.19 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1
@.str.20 = private unnamed_addr constant [15 x i8] c"g_182[i][j].f0\00", align 1
@.str.21 = private unnamed_addr constant [15 x i8] c"g_182[i][j].f2\00", align 1
@.str.22 = private unnamed_addr constant [15 x i8] c"g_182[i][j].f3\00", align 1
@g_213 = internal global %union.U0 { i64 -4635777800959959419 }, align 8
@.str.23 = private unnamed_addr constant [9 x i8] c"g_213.f0\00", align 1
@.str.24 = private unnamed_addr constant [9 x i8] c"g_213.f1\00", align 1
@.str.25 = private unnamed_addr constant [9 x i8] c"g_213.f2\00", align 1
@.str.26 = private unnamed_addr constant [9 x i8] c"g_213.f4\00", align 1
@g_218 = internal global [10 x [3 x %union.U0]] zeroinitializer, align 16
@.str.27 = private unnamed_addr constant [15 x i8] c"g_218[i][j].f0\00", align 1
@.str.28 = private unnamed_addr constant [15 x i8] c"g_218[i][j].f1\00", align 1
@.str.29 = private unnamed_addr constant [15 x i8] c"g_218[i][j].f2\00", align 1
@.str.30 = private unnamed_addr constant [15 x i8] c"g_218[i][j].f4\00", align 1
@g_238 = internal constant %union.U3 zeroinitializer, align 1
@.str.31 = private unnamed_addr constant [9 x i8] c"g_238.f0\00", align 1
@.str.32 = private unnamed_addr constant [9 x i8] c"g_238.f1\00", align 1
@g_255 = internal global [5 x i8] c"\07\07\07\07\07", align 1
@.str.33 = private unnamed_addr constant [9 x i8] c"g_255[i]\00", align 1
@g_261 = internal global [3 x [1 x [8 x %union.U1]]] zeroinitializer, align 16
@.str.34 = private unnamed_addr constant [18 x i8] c"g_261[i][j][k].f0\00", align 1
@g_265 = internal global i32 8, align 4
@.str.35 = private unnamed_addr constant [6 x i8] c"g_265\00", align 1
@g_269 = internal global [7 x [2 x %union.U3]] [[2 x %union.U3] [%union.U3 { i8 4 }, %union.U3 { i8 -1 }], [2 x %union.U3] [%union.U3 { i8 -1 }, %union.U3 { i8 4 }], [2 x %union.U3] [%union.U3 { i8 -1 }, %union.U3 { i8 -1 }], [2 x %union.U3] [%union.U3 { i8 4 }, %union.U3 { i8 -1 }], [2 x %union.U3] [%union.U3 { i8 -1 }, %union.U3 { i8 4 }], [2 x %union.U3] [%union.U3 { i8 -1 }, %union.U3 { i8 -1 }], [2 x %union.U3] [%union.U3 { i8 4 }, %union.U3 { i8 -1 }]], align 1
@.str.36 = private unnamed_addr constant [15 x i8] c"g_269[i][j].f0\00", align 1
@.str.37 = private unnamed_addr constant [15 x i8] c"g_269[i][j].f1\00", align 1
@g_274 = internal global i64 513151513944398950, align 8
@.str.38 = private unnamed_addr constant [6 x i8] c"g_274\00", align 1
@g_275 = internal global i8 57, align 1
@.str.39 = private unnamed_addr constant [6 x i8] c"g_275\00", align 1
@g_278 = internal global i16 -20272, align 2
@.str.40 = private unnamed_addr constant [6 x i8] c"g_278\00", align 1
@g_279 = internal global i32 348726235, align 4
@.str.41 = private unnamed_addr constant [6 x i8] c"g_279\00", align 1
@g_280 = internal global i32 1745432297, align 4
@.str.42 = private unnamed_addr constant [6 x i8] c"g_280\00", align 1
@g_296 = internal global %union.U0 { i64 1 }, align 8
@.str.43 = private unnamed_addr constant [9 x i8] c"g_296.f0\00", align 1
@.str.44 = private unnamed_addr constant [9 x i8] c"g_296.f1\00", align 1
@.str.45 = private unnamed_addr constant [9 x i8] c"g_296.f2\00", align 1
@.str.46 = private unnamed_addr constant [9 x i8] c"g_296.f4\00", align 1
@g_312 = internal global %union.U3 { i8 -1 }, align 1
@.str.47 = private unnamed_addr constant [9 x i8] c"g_312.f0\00", align 1
@.str.48 = private unnamed_addr constant [9 x i8] c"g_312.f1\00", align 1
@.str.49 = private unnamed_addr constant [9 x i8] c"g_346.f0\00", align 1
@.str.50 = private unnamed_addr constant [9 x i8] c"g_346.f2\00", align 1
@.str.51 = private unnamed_addr constant [9 x i8] c"g_346.f3\00", align 1
@g_347 = internal global [1 x i8] zeroinitializer, align 1
@.str.52 = private unnamed_addr constant [9 x i8] c"g_347[i]\00", align 1
@g_360 = internal global i32 -1934153239, align 4
@.str.53 = private unnamed_addr constant [6 x i8] c"g_360\00", align 1
@g_367 = internal global i32 -1427113106, align 4
@.str.54 = private unnamed_addr constant [6 x i8] c"g_367\00", align 1
@g_372 = internal global i32 681944350, align 4
@.str.55 = private unnamed_addr constant [6 x i8] c"g_372\00", align 1
@g_375 = internal global i8 -11, align 1
@.str.56 = private unnamed_addr constant [6 x i8] c"g_375\00", align 1
@g_380 = internal global %union.U3 { i8 3 }, align 1
@.str.57 = private unnamed_addr constant [9 x i8] c"g_380.f0\00", align 1
@.str.58 = private unnamed_addr constant [9 x i8] c"g_380.f1\00", align 1
@g_404 = internal global i64 0, align 8
@.str.59 = private unnamed_addr constant [6 x i8] c"g_404\00", align 1
@g_437 = internal global [5 x [5 x [4 x i8]]] [[5 x [4 x i8]] [[4 x i8] c"\01\C6\9F\00", [4 x i8] c"!\87\9F\9D", [4 x i8] c"\01!\A7q", [4 x i8] c"\BE\91hh", [4 x i8] c"hh\91\BE"], [5 x [4 x i8]] [[4 x i8] c"\00\87\A7\05", [4 x i8] c"\04\FEt\A7", [4 x i8] c"\03\FE\01\05", [4 x i8] c"\FE\87\03\BE", [4 x i8] c"!h;h"], [5 x [4 x i8]] [[4 x i8] c"\00\91\05\00", [4 x i8] c"\00\A7\9F\04", [4 x i8] c";t\9D\03", [4 x i8] c";\01\9F\FE", [4 x i8] c"\00\03\05!"], [5 x [4 x i8]] [[4 x i8] c"\00;;\00", [4 x i8] c"!\05\03\00", [4 x i8] c"\FE\9F\01;", [4 x i8] c"\03\9Dt;", [4 x i8] c"\04\9F\A7\00"], [5 x [4 x i8]] [[4 x i8] c"\00\05\91\00", [4 x i8] c"h;h!", [4 x i8] c"\BE\03\87\FE", [4 x i8] c"\05\01\FE\03", [4 x i8] c"\A7t\FE\04"]], align 16
@.str.60 = private unnamed_addr constant [15 x i8] c"g_437[i][j][k]\00", align 1
@g_440 = internal global i32 -1, align 4
@.str.61 = private unnamed_addr constant [6 x i8] c"g_440\00", align 1
@g_443 = internal global [10 x [2 x [9 x i8]]] [[2 x [9 x i8]] [[9 x i8] c"\01\01\FF\08\06&\DF\09o", [9 x i8] c"\F9\06\FB\88\01\F0\08W\F9"], [2 x [9 x i8]] [[9 x i8] c"\83\01\09\FE\01\FD\FB\E6\01", [9 x i8] c"\01\00\92\83&\FC\00\92\FD"], [2 x [9 x i8]] [[9 x i8] c"1\A5\03\DB\FF\CB\00\F9\F9", [9 x i8] c"W\01\F9\FF\E3\00\FB\90\88"], [2 x [9 x i8]] [[9 x i8] c"\FF \01\AD\00\AD\08\FF\90", [9 x i8] c"\FF\DF\FE\92\92\FE\DF\FF\DB"], [2 x [9 x i8]] [[9 x i8] c"\FC\00\01\F7\B6\FC\F9\1E\F1", [9 x i8] c"\FB\01o\A5\01\06W\F2\DB"], [2 x [9 x i8]] [[9 x i8] c"n\01\88\19\E3\92\01o\90", [9 x i8] c"\EB\FF\01\03\FF\1En\FE\00"], [2 x [9 x i8]] [[9 x i8] c"\88\08\FF\F7\FE\03\01o\09", [9 x i8] c"\FF\83\FFo\06\88\FC\1A\90"], [2 x [9 x i8]] [[9 x i8] c"\F9\83\AC\01\FB\00\F1\DF\22", [9 x i8] c"\FC\08\FB&\00\E6 \E3\B6"], [2 x [9 x i8]] [[9 x i8] c"n\01\FC\ACK\FF\FFK\AC", [9 x i8] c"\FF\AD\FF\FC\09\AD\EB\00\E6"], [2 x [9 x i8]] [[9 x i8] c"\FF\17K\19\08\00\22\FF\09", [9 x i8] c"W\E6\DF\FC\01\F9K\00\22"]], align 16
@.str.62 = private unnamed_addr constant [15 x i8] c"g_443[i][j][k]\00", align 1
@g_464 = internal constant [4 x [2 x [3 x %union.U3]]] [[2 x [3 x %union.U3]] [[3 x %union.U3] [%union.U3 { i8 1 }, %union.U3 zeroinitializer, %union.U3 { i8 52 }], [3 x %union.U3] [%union.U3 { i8 -2 }, %union.U3 { i8 1 }, %union.U3 { i8 -7 }]], [2 x [3 x %union.U3]] [[3 x %union.U3] [%union.U3 zeroinitializer, %union.U3 zeroinitializer, %union.U3 { i8 94 }], [3 x %union.U3] [%union.U3 { i8 -2 }, %union.U3 { i8 94 }, %union.U3 { i8 1 }]], [2 x [3 x %union.U3]] [[3 x %union.U3] [%union.U3 { i8 1 }, %union.U3 { i8 94 }, %union.U3 { i8 -2 }], [3 x %union.U3] [%union.U3 { i8 94 }, %union.U3 zeroinitializer, %union.U3 zeroinitializer]], [2 x [3 x %union.U3]] [[3 x %union.U3] [%union.U3 { i8 -7 }, %union.U3 { i8 1 }, %union.U3 { i8 -2 }], [3 x %union.U3] [%union.U3 { i8 52 }, %union.U3 zeroinitializer, %union.U3 { i8 1 }]]], align 16
@.str.63 = private unnamed_addr constant [18 x i8] c"g_464[i][j][k].f0\00", align 1
@.str.64 = private unnamed_addr constant [18 x i8] c"g_464[i][j][k].f1\00", align 1
@g_479 = internal global %union.U3 { i8 8 }, align 1
@.str.65 = private unnamed_addr constant [9 x i8] c"g_479.f0\00", align 1
@.str.66 = private unnamed_addr constant [9 x i8] c"g_479.f1\00", align 1
@g_480 = internal global %union.U3 { i8 -88 }, align 1
@.str.67 = private unnamed_addr constant [9 x i8] c"g_480.f0\00", align 1
@.str.68 = private unnamed_addr constant [9 x i8] c"g_480.f1\00", align 1
@.str.69 = private unnamed_addr constant [9 x i8] c"g_490.f0\00", align 1
@.str.70 = private unnamed_addr constant [9 x i8] c"g_490.f2\00", align 1
@.str.71 = private unnamed_addr constant [9 x i8] c"g_490.f3\00", align 1
@g_537 = internal global i8 2, align 1
@.str.72 = private unnamed_addr constant [6 x i8] c"g_537\00", align 1
@g_538 = internal global i32 7, align 4
@.str.73 = private unnamed_addr constant [6 x i8] c"g_538\00", align 1
@g_544 = internal global i16 4, align 2
@.str.74 = private unnamed_addr constant [6 x i8] c"g_544\00", align 1
@g_580 = internal global %union.U3 { i8 6 }, align 1
@.str.75 = private unnamed_addr constant [9 x i8] c"g_580.f0\00", align 1
@.str.76 = private unnamed_addr constant [9 x i8] c"g_580.f1\00", align 1
@g_581 = internal global i32 439162882, align 4
@.str.77 = private unnamed_addr constant [6 x i8] c"g_581\00", align 1
@g_607 = internal global i64 1, align 8
@.str.78 = private unnamed_addr constant [6 x i8] c"g_607\00", align 1
@g_619 = internal global %union.U3 { i8 -8 }, align 1
@.str.79 = private unnamed_addr constant [9 x i8] c"g_619.f0\00", align 1
@.str.80 = private unnamed_addr constant [9 x i8] c"g_619.f1\00", align 1
@.str.81 = private unnamed_addr constant [9 x i8] c"g_764.f0\00", align 1
@.str.82 = private unnamed_addr constant [9 x i8] c"g_764.f2\00", align 1
@.str.83 = private unnamed_addr constant [9 x i8] c"g_764.f3\00", align 1
@g_855 = internal global %union.U0 { i64 6370025609386495571 }, align 8
@.str.84 = private unnamed_addr constant [9 x i8] c"g_855.f0\00", align 1
@.str.85 = private unnamed_addr constant [9 x i8] c"g_855.f1\00", align 1
@.str.86 = private unnamed_addr constant [9 x i8] c"g_855.f2\00", align 1
@.str.87 = private unnamed_addr constant [9 x i8] c"g_855.f4\00", align 1
@g_860 = internal global i32 980269211, align 4
@.str.88 = private unnamed_addr constant [6 x i8] c"g_860\00", align 1
@g_861 = internal constant [5 x i32] [i32 2, i32 2, i32 2, i32 2, i32 2], align 16
@.str.89 = private unnamed_addr constant [9 x i8] c"g_861[i]\00", align 1
@g_862 = internal global i32 -1, align 4
@.str.90 = private unnamed_addr constant [6 x i8] c"g_862\00", align 1
@g_863 = internal global i32 -748719070, align 4
@.str.91 = private unnamed_addr constant [6 x i8] c"g_863\00", align 1
@g_864 = internal global i32 6, align 4
@.str.92 = private unnamed_addr constant [6 x i8] c"g_864\00", align 1
@g_865 = internal constant [2 x [9 x i32]] [[9 x i32] [i32 154484109, i32 -5, i32 154484109, i32 154484109, i32 -5, i32 154484109, i32 154484109, i32 -5, i32 154484109], [9 x i32] [i32 -1, i32 1694018093, i32 -1, i32 -1, i32 1694018093, i32 -1, i32 -1, i32 1694018093, i32 -1]], align 16
@.str.93 = private unnamed_addr constant [12 x i8] c"g_865[i][j]\00", align 1
@g_866 = internal constant i32 0, align 4
@.str.94 = private unnamed_addr constant [6 x i8] c"g_866\00", align 1
@g_867 = internal global i32 0, align 4
@.str.95 = private unnamed_addr constant [6 x i8] c"g_867\00", align 1
@g_868 = internal constant i32 2106005567, align 4
@.str.96 = private unnamed_addr constant [6 x i8] c"g_868\00", align 1
@g_869 = internal global i32 -1, align 4
@.str.97 = private unnamed_addr constant [6 x i8] c"g_869\00", align 1
@g_870 = internal global i32 1351803270, align 4
@.str.98 = private unnamed_addr constant [6 x i8] c"g_870\00", align 1
@g_871 = internal constant [1 x i32] [i32 1], align 4
@.str.99 = private unnamed_addr constant [9 x i8] c"g_871[i]\00", align 1
@g_872 = internal global [7 x i32] [i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1], align 16
@.str.100 = private unnamed_addr constant [9 x i8] c"g_872[i]\00", align 1
@g_873 = internal global i32 -1432456858, align 4
@.str.101 = private unnamed_addr constant [6 x i8] c"g_873\00", align 1
@g_874 = internal global i32 0, align 4
@.str.102 = private unnamed_addr constant [6 x i8] c"g_874\00", align 1
@g_972 = internal global [8 x i16] [i16 8, i16 1, i16 8, i16 1, i16 8, i16 1, i16 8, i16 1], align 16
@.str.103 = private unnamed_addr constant [9 x i8] c"g_972[i]\00", align 1
@g_1084 = internal global %union.U3 { i8 -8 }, align 1
@.str.104 = private unnamed_addr constant [10 x i8] c"g_1084.f0\00", align 1
@.str.105 = private unnamed_addr constant [10 x i8] c"g_1084.f1\00", align 1
@g_1089 = internal global %union.U3 zeroinitializer, align 1
@.str.106 = private unnamed_addr constant [10 x i8] c"g_1089.f0\00", align 1
@.str.107 = private unnamed_addr constant [10 x i8] c"g_1089.f1\00", align 1
@.str.108 = private unnamed_addr constant [10 x i8] c"g_1196.f0\00", align 1
@.str.109 = private unnamed_addr constant [10 x i8] c"g_1196.f2\00", align 1
@.str.110 = private unnamed_addr constant [10 x i8] c"g_1196.f3\00", align 1
@g_1277 = internal global i16 -8, align 2
@.str.111 = private unnamed_addr constant [7 x i8] c"g_1277\00", align 1
@g_1295 = internal global %union.U3 { i8 -65 }, align 1
@.str.112 = private unnamed_addr constant [10 x i8] c"g_1295.f0\00", align 1
@.str.113 = private unnamed_addr constant [10 x i8] c"g_1295.f1\00", align 1
@g_1301 = internal global i16 -12223, align 2
@.str.114 = private unnamed_addr constant [7 x i8] c"g_1301\00", align 1
@g_1307 = internal global i32 -4, align 4
@.str.115 = private unnamed_addr constant [7 x i8] c"g_1307\00", align 1
@g_1332 = internal constant [8 x [9 x %union.U3]] [[9 x %union.U3] [%union.U3 { i8 4 }, %union.U3 zeroinitializer, %union.U3 { i8 1 }, %union.U3 { i8 1 }, %union.U3 zeroinitializer, %union.U3 { i8 4 }, %union.U3 { i8 -8 }, %union.U3 { i8 -95 }, %union.U3 { i8 -4 }], [9 x %union.U3] [%union.U3 { i8 -3 }, %union.U3 zeroinitializer, %union.U3 { i8 65 }, %union.U3 zeroinitializer, %union.U3 zeroinitializer, %union.U3 { i8 -10 }, %union.U3 { i8 1 }, %union.U3 { i8 1 }, %union.U3 { i8 -10 }], [9 x %union.U3] [%union.U3 { i8 1 }, %union.U3 { i8 60 }, %union.U3 { i8 -4 }, %union.U3 { i8 60 }, %union.U3 { i8 1 }, %union.U3 { i8 -65 }, %union.U3 { i8 -8 }, %union.U3 { i8 4 }, %union.U3 zeroinitializer], [9 x %union.U3] [%union.U3 { i8 -5 }, %union.U3 { i8 1 }, %union.U3 { i8 -3 }, %union.U3 zeroinitializer, %union.U3 zeroinitializer, %union.U3 { i8 -27 }, %union.U3 { i8 1 }, %union.U3 { i8 -27 }, %union.U3 zeroinitializer], [9 x %union.U3] [%union.U3 { i8 -8 }, %union.U3 { i8 46 }, %union.U3 { i8 46 }, %union.U3 { i8 -8 }, %union.U3 { i8 5 }, %union.U3 { i8 -65 }, %union.U3 { i8 -4 }, %union.U3 { i8 4 }, %union.U3 { i8 35 }], [9 x %union.U3] [%union.U3 { i8 1 }, %union.U3 { i8 59 }, %union.U3 { i8 -108 }, %union.U3 { i8 -3 }, %union.U3 { i8 -114 }, %union.U3 { i8 -10 }, %union.U3 { i8 -10 }, %union.U3 { i8 -114 }, %union.U3 { i8 -3 }], [9 x %union.U3] [%union.U3 { i8 1 }, %union.U3 zeroinitializer, %union.U3 { i8 1 }, %union.U3 { i8 -119 }, %union.U3 { i8 5 }, %union.U3 { i8 4 }, %union.U3 zeroinitializer, %union.U3 zeroinitializer, %union.U3 { i8 -4 }], [9 x %union.U3] [%union.U3 { i8 -5 }, %union.U3 { i8 -10 }, %union.U3 zeroinitializer, %union.U3 { i8 -1 }, %union.U3 { i8 -114 }, %union.U3 { i8 65 }, %union.U3 { i8 -114 }, %union.U3 { i8 -1 }, %union.U3 zeroinitializer]], align 16
@.str.116 = private unnamed_addr constant [16 x i8] c"g_1332[i][j].f0\00", align 1
@.str.117 = private unnamed_addr constant [16 x i8] c"g_1332[i][j].f1\00", align 1
@g_1343 = internal global %union.U3 { i8 19 }, align 1
@.str.118 = private unnamed_addr constant [10 x i8] c"g_1343.f0\00", align 1
@.str.119 = private unnamed_addr constant [10 x i8] c"g_1343.f1\00", align 1
@.str.120 = private unnamed_addr constant [10 x i8] c"g_1349.f0\00", align 1
@.str.121 = private unnamed_addr constant [10 x i8] c"g_1349.f2\00", align 1
@.str.122 = private unnamed_addr constant [10 x i8] c"g_1349.f3\00", align 1
@g_1374 = internal global %union.U3 { i8 -8 }, align 1
@.str.123 = private unnamed_addr constant [10 x i8] c"g_1374.f0\00", align 1
@.str.124 = private unnamed_addr constant [10 x i8] c"g_1374.f1\00", align 1
@g_1416 = internal global [6 x [1 x %union.U3]] [[1 x %union.U3] [%union.U3 { i8 -30 }], [1 x %union.U3] [%union.U3 { i8 -1 }], [1 x %union.U3] [%union.U3 { i8 -30 }], [1 x %union.U3] [%union.U3 { i8 -1 }], [1 x %union.U3] [%union.U3 { i8 -30 }], [1 x %union.U3] [%union.U3 { i8 -1 }]], align 1
@.str.125 = private unnamed_addr constant [16 x i8] c"g_1416[i][j].f0\00", align 1
@.str.126 = private unnamed_addr constant [16 x i8] c"g_1416[i][j].f1\00", align 1
@g_1428 = internal global %union.U3 zeroinitializer, align 1
@.str.127 = private unnamed_addr constant [10 x i8] c"g_1428.f0\00", align 1
@.str.128 = private unnamed_addr constant [10 x i8] c"g_1428.f1\00", align 1
@g_1431 = internal global i32 -1, align 4
@.str.129 = private unnamed_addr constant [7 x i8] c"g_1431\00", align 1
@g_1639 = internal global %union.U0 { i64 -1 }, align 8
@.str.130 = private unnamed_addr constant [10 x i8] c"g_1639.f0\00", align 1
@.str.131 = private unnamed_addr constant [10 x i8] c"g_1639.f1\00", align 1
@.str.132 = private unnamed_addr constant [10 x i8] c"g_1639.f2\00", align 1
@.str.133 = private unnamed_addr constant [10 x i8] c"g_1639.f4\00", align 1
@g_1644 = internal global %union.U3 { i8 -10 }, align 1
@.str.134 = private unnamed_addr constant [10 x i8] c"g_1644.f0\00", align 1
@.str.135 = private unnamed_addr constant [10 x i8] c"g_1644.f1\00", align 1
@.str.136 = private unnamed_addr constant [10 x i8] c"g_1673.f0\00", align 1
@.str.137 = private unnamed_addr constant [10 x i8] c"g_1673.f2\00", align 1
@.str.138 = private unnamed_addr constant [10 x i8] c"g_1673.f3\00", align 1
@g_1707 = internal global i32 868463657, align 4
@.str.139 = private unnamed_addr constant [7 x i8] c"g_1707\00", align 1
@g_1716 = internal global [8 x i32] [i32 -2, i32 -2, i32 -2, i32 -2, i32 -2, i32 -2, i32 -2, i32 -2], align 16
@.str.140 = private unnamed_addr constant [10 x i8] c"g_1716[i]\00", align 1
@g_1739 = internal global %union.U3 { i8 1 }, align 1
@.str.141 = private unnamed_addr constant [10 x i8] c"g_1739.f0\00", align 1
@.str.142 = private unnamed_addr constant [10 x i8] c"g_1739.f1\00", align 1
@g_1750 = internal global i32 -6, align 4
@.str.143 = private unnamed_addr constant [7 x i8] c"g_1750\00", align 1
@g_1751 = internal global [1 x i32] [i32 -1], align 4
@.str.144 = private unnamed_addr constant [10 x i8] c"g_1751[i]\00", align 1
@g_1752 = internal global i32 -714507676, align 4
@.str.145 = private unnamed_addr constant [7 x i8] c"g_1752\00", align 1
@g_1753 = internal global i32 -1, align 4
@.str.146 = private unnamed_addr constant [7 x i8] c"g_1753\00", align 1
@g_1754 = internal global i32 0, align 4
@.str.147 = private unnamed_addr constant [7 x i8] c"g_1754\00", align 1
@g_1755 = internal global i32 9, align 4
@.str.148 = private unnamed_addr constant [7 x i8] c"g_1755\00", align 1
@g_1756 = internal global [3 x i32] [i32 -585642148, i32 -585642148, i32 -585642148], align 4
@.str.149 = private unnamed_addr constant [10 x i8] c"g_1756[i]\00", align 1
@g_1757 = internal global i32 -6, align 4
@.str.150 = private unnamed_addr constant [7 x i8] c"g_1757\00", align 1
@g_1758 = internal global [2 x i32] [i32 -9988402, i32 -9988402], align 4
@.str.151 = private unnamed_addr constant [10 x i8] c"g_1758[i]\00", align 1
@g_1759 = internal global i32 4, align 4
@.str.152 = private unnamed_addr constant [7 x i8] c"g_1759\00", align 1
@g_1760 = internal global i32 -4, align 4
@.str.153 = private unnamed_addr constant [7 x i8] c"g_1760\00", align 1
@g_1761 = internal global i32 -195341022, align 4
@.str.154 = private unnamed_addr constant [7 x i8] c"g_1761\00", align 1
@g_1762 = internal global i32 -10, align 4
@.str.155 = private unnamed_addr constant [7 x i8] c"g_1762\00", align 1
@g_1763 = internal global i32 2110603979, align 4
@.str.156 = private unnamed_addr constant [7 x i8] c"g_1763\00", align 1
@g_1764 = internal global i32 -7, align 4
@.str.157 = private unnamed_addr constant [7 x i8] c"g_1764\00", align 1
@g_1765 = internal global i32 0, align 4
@.str.158 = private unnamed_addr constant [7 x i8] c"g_1765\00", align 1
@g_1766 = internal global i32 714497246, align 4
@.str.159 = private unnamed_addr constant [7 x i8] c"g_1766\00", align 1
@g_1767 = internal global i32 1, align 4
@.str.160 = private unnamed_addr constant [7 x i8] c"g_1767\00", align 1
@g_1768 = internal global i32 5, align 4
@.str.161 = private unnamed_addr constant [7 x i8] c"g_1768\00", align 1
@g_1769 = internal global i32 -710348878, align 4
@.str.162 = private unnamed_addr constant [7 x i8] c"g_1769\00", align 1
@g_1770 = internal global i32 -1155901906, align 4
@.str.163 = private unnamed_addr constant [7 x i8] c"g_1770\00", align 1
@g_1771 = internal global i32 -1, align 4
@.str.164 = private unnamed_addr constant [7 x i8] c"g_1771\00", align 1
@g_1772 = internal global i32 -8, align 4
@.str.165 = private unnamed_addr constant [7 x i8] c"g_1772\00", align 1
@g_1773 = internal global i32 1557827416, align 4
@.str.166 = private unnamed_addr constant [7 x i8] c"g_1773\00", align 1
@g_1801 = internal global [3 x %union.U3] [%union.U3 { i8 3 }, %union.U3 { i8 3 }, %union.U3 { i8 3 }], align 1
@.str.167 = private unnamed_addr constant [13 x i8] c"g_1801[i].f0\00", align 1
@.str.168 = private unnamed_addr constant [13 x i8] c"g_1801[i].f1\00", align 1
@g_1835 = internal global [1 x [6 x [1 x i8]]] [[6 x [1 x i8]] [[1 x i8] c"\F9", [1 x i8] c"\F9", [1 x i8] c"\F9", [1 x i8] c"\F9", [1 x i8] c"\F9", [1 x i8] c"\F9"]], align 1
@.str.169 = private unnamed_addr constant [16 x i8] c"g_1835[i][j][k]\00", align 1
@crc32_context = internal global i32 -1, align 4
@crc32_tab = internal global [256 x i32] zeroinitializer, align 16
@__const.func_1.l_2 = private unnamed_addr constant [9 x i32] [i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9], align 16
@g_12 = internal constant i8 89, align 1
@__const.func_1.l_1833 = private unnamed_addr constant [7 x [8 x [4 x i32]]] [[8 x [4 x i32]] [[4 x i32] [i32 1243283760, i32 1, i32 -1321844123, i32 466332307], [4 x i32] [i32 1, i32 -2057192025, i32 -1133334645, i32 0], [4 x i32] [i32 1860952069, i32 -1178698723, i32 -10, i32 334481715], [4 x i32] [i32 0, i32 -679270024, i32 0, i32 0], [4 x i32] [i32 -10, i32 -10, i32 -1, i32 2043421800], [4 x i32] [i32 -1475295788, i32 -3321976, i32 1252854367, i32 -1225121454], [4 x i32] [i32 -1, i32 0, i32 596781373, i32 7], [4 x i32] [i32 -1688337038, i32 -937202992, i32 1, i32 1]], [8 x [4 x i32]] [[4 x i32] [i32 0, i32 0, i32 515090242, i32 0], [4 x i32] [i32 1418129541, i32 0, i32 1893968122, i32 -1774058966], [4 x i32] [i32 0, i32 596781373, i32 -1288863753, i32 1893968122], [4 x i32] [i32 1243283760, i32 596781373, i32 -1, i32 -1774058966], [4 x i32] [i32 596781373, i32 0, i32 9, i32 0], [4 x i32] [i32 -10, i32 0, i32 -1, i32 1], [4 x i32] [i32 334481715, i32 -937202992, i32 0, i32 7], [4 x i32] [i32 1, i32 0, i32 9213353, i32 -1225121454]], [8 x [4 x i32]] [[4 x i32] [i32 0, i32 -3321976, i32 0, i32 2043421800], [4 x i32] [i32 0, i32 -10, i32 1, i32 0], [4 x i32] [i32 -1688337038, i32 -679270024, i32 -10, i32 334481715], [4 x i32] [i32 -1, i32 -1178698723, i32 0, i32 0], [4 x i32] [i32 -6, i32 -2057192025, i32 596781373, i32 466332307], [4 x i32] [i32 1334864250, i32 1, i32 -1288863753, i32 1], [4 x i32] [i32 1252854367, i32 1, i32 9213353, i32 -937202992], [4 x i32] [i32 1, i32 -1, i32 1252854367, i32 -679270024]], [8 x [4 x i32]] [[4 x i32] [i32 1456512774, i32 -1225121454, i32 -1990303798, i32 0], [4 x i32] [i32 -1, i32 1860952069, i32 0, i32 -8], [4 x i32] [i32 1, i32 -1, i32 -1935821876, i32 1], [4 x i32] [i32 -937202992, i32 -361568081, i32 -937202992, i32 1893968122], [4 x i32] [i32 -6, i32 -3, i32 2, i32 1178360787], [4 x i32] [i32 -10, i32 1716181989, i32 0, i32 -3], [4 x i32] [i32 -1721136303, i32 530226863, i32 0, i32 -679270024], [4 x i32] [i32 -10, i32 1, i32 2, i32 0]], [8 x [4 x i32]] [[4 x i32] [i32 -6, i32 1, i32 -937202992, i32 -1393786694], [4 x i32] [i32 -937202992, i32 -1393786694, i32 -1935821876, i32 1], [4 x i32] [i32 1, i32 -197032144, i32 0, i32 745875936], [4 x i32] [i32 -1, i32 -1721136303, i32 -1990303798, i32 -10], [4 x i32] [i32 1456512774, i32 1716181989, i32 1252854367, i32 737380928], [4 x i32] [i32 1, i32 -1, i32 9, i32 596781373], [4 x i32] [i32 -315739414, i32 -1118943723, i32 745875936, i32 1], [4 x i32] [i32 -6, i32 1373737155, i32 1, i32 -8]], [8 x [4 x i32]] [[4 x i32] [i32 0, i32 -10, i32 1456512774, i32 -3], [4 x i32] [i32 -1225121454, i32 -1, i32 1373737155, i32 745875936], [4 x i32] [i32 -1475295788, i32 -1321844123, i32 2, i32 515090242], [4 x i32] [i32 -1935821876, i32 -1264728730, i32 1, i32 1], [4 x i32] [i32 466332307, i32 -1393786694, i32 9, i32 -10], [4 x i32] [i32 -1264728730, i32 1, i32 0, i32 1], [4 x i32] [i32 -1, i32 -1225121454, i32 -1225121454, i32 -1], [4 x i32] [i32 1373737155, i32 -10, i32 -10, i32 737380928]], [8 x [4 x i32]] [[4 x i32] [i32 1, i32 1456512774, i32 1418129541, i32 1893968122], [4 x i32] [i32 -679270024, i32 7, i32 745875936, i32 1893968122], [4 x i32] [i32 -1935821876, i32 1456512774, i32 -10, i32 737380928], [4 x i32] [i32 -1288863753, i32 -10, i32 0, i32 -1], [4 x i32] [i32 -1, i32 -1225121454, i32 -10, i32 1], [4 x i32] [i32 -1475295788, i32 1, i32 1, i32 -10], [4 x i32] [i32 1418129541, i32 -1393786694, i32 -315739414, i32 1], [4 x i32] [i32 -937202992, i32 -1264728730, i32 1418129541, i32 515090242]]], align 16
@g_1418 = internal global i64* getelementptr inbounds (%union.U0, %union.U0* @g_296, i32 0, i32 0), align 8
@__const.func_1.l_1822 = private unnamed_addr constant [6 x i32] [i32 -933743884, i32 -933743884, i32 -1928960885, i32 -933743884, i32 -933743884, i32 -1928960885], align 16
@g_1709 = internal global i32*** bitcast (i8* getelementptr (i8, i8* bitcast ([9 x [2 x [2 x i32**]]]* @g_1710 to i8*), i64 192) to i32***), align 8
@g_1553 = internal global i32* @g_1431, align 8
@__const.func_1.l_1821 = private unnamed_addr constant [7 x [9 x [4 x i32]]] [[9 x [4 x i32]] [[4 x i32] [i32 1, i32 -275878256, i32 1, i32 -698219312], [4 x i32] [i32 7, i32 -774597391, i32 997169937, i32 1], [4 x i32] [i32 476157127, i32 997169937, i32 -1384073928, i32 -774597391], [4 x i32] [i32 -698219312, i32 1957954324, i32 -1384073928, i32 4], [4 x i32] [i32 476157127, i32 -1321913641, i32 997169937, i32 -1], [4 x i32] [i32 7, i32 440532964, i32 1, i32 -1583869651], [4 x i32] [i32 1, i32 -1583869651, i32 -1583869651, i32 1], [4 x i32] [i32 583668047, i32 -1836511747, i32 -1, i32 997169937], [4 x i32] [i32 -698219312, i32 1431116401, i32 4, i32 -1384073928]], [9 x [4 x i32]] [[4 x i32] [i32 -1, i32 -1321913641, i32 -774597391, i32 -1384073928], [4 x i32] [i32 0, i32 1431116401, i32 1, i32 997169937], [4 x i32] [i32 0, i32 -1836511747, i32 -698219312, i32 1], [4 x i32] [i32 -1321913641, i32 -1583869651, i32 1001570532, i32 -1583869651], [4 x i32] [i32 1, i32 583668047, i32 1431116401, i32 1957954324], [4 x i32] [i32 -1583869651, i32 -698219312, i32 7, i32 -4], [4 x i32] [i32 215155675, i32 -1, i32 -1384073928, i32 0], [4 x i32] [i32 215155675, i32 0, i32 7, i32 -1384073928], [4 x i32] [i32 -1583869651, i32 0, i32 1431116401, i32 1]], [9 x [4 x i32]] [[4 x i32] [i32 1, i32 -1321913641, i32 -275878256, i32 -275878256], [4 x i32] [i32 -698219312, i32 -698219312, i32 1, i32 1431116401], [4 x i32] [i32 4, i32 -8, i32 -1384073928, i32 7], [4 x i32] [i32 1001570532, i32 1, i32 0, i32 -1384073928], [4 x i32] [i32 997169937, i32 1, i32 -4, i32 7], [4 x i32] [i32 1, i32 -8, i32 1957954324, i32 1431116401], [4 x i32] [i32 -1836511747, i32 -698219312, i32 1, i32 -275878256], [4 x i32] [i32 -1384073928, i32 -1321913641, i32 -1384073928, i32 1], [4 x i32] [i32 -1, i32 0, i32 0, i32 -1384073928]], [9 x [4 x i32]] [[4 x i32] [i32 -774597391, i32 0, i32 440532964, i32 0], [4 x i32] [i32 1, i32 -1, i32 440532964, i32 -4], [4 x i32] [i32 -774597391, i32 -698219312, i32 0, i32 1957954324], [4 x i32] [i32 -1, i32 583668047, i32 -1384073928, i32 1], [4 x i32] [i32 -1384073928, i32 1, i32 1, i32 -1384073928], [4 x i32] [i32 -1836511747, i32 7, i32 1957954324, i32 0], [4 x i32] [i32 1, i32 476157127, i32 -4, i32 440532964], [4 x i32] [i32 997169937, i32 -698219312, i32 0, i32 440532964], [4 x i32] [i32 1001570532, i32 476157127, i32 -1384073928, i32 0]], [9 x [4 x i32]] [[4 x i32] [i32 4, i32 7, i32 1, i32 -1384073928], [4 x i32] [i32 -698219312, i32 1, i32 -275878256, i32 1], [4 x i32] [i32 1, i32 583668047, i32 1431116401, i32 1957954324], [4 x i32] [i32 -1583869651, i32 -698219312, i32 7, i32 -4], [4 x i32] [i32 215155675, i32 -1, i32 -1384073928, i32 0], [4 x i32] [i32 215155675, i32 0, i32 7, i32 -1384073928], [4 x i32] [i32 -1583869651, i32 0, i32 1431116401, i32 1], [4 x i32] [i32 1, i32 -1321913641, i32 -275878256, i32 -275878256], [4 x i32] [i32 -698219312, i32 -698219312, i32 1, i32 1431116401]], [9 x [4 x i32]] [[4 x i32] [i32 4, i32 -8, i32 -1384073928, i32 7], [4 x i32] [i32 1001570532, i32 1, i32 0, i32 -1384073928], [4 x i32] [i32 997169937, i32 1, i32 -4, i32 7], [4 x i32] [i32 1, i32 -8, i32 1957954324, i32 1431116401], [4 x i32] [i32 -1836511747, i32 -698219312, i32 1, i32 -275878256], [4 x i32] [i32 -1384073928, i32 -1321913641, i32 -1384073928, i32 1], [4 x i32] [i32 -1, i32 0, i32 0, i32 -1384073928], [4 x i32] [i32 -774597391, i32 0, i32 440532964, i32 0], [4 x i32] [i32 1, i32 -1, i32 440532964, i32 -4]], [9 x [4 x i32]] [[4 x i32] [i32 -774597391, i32 -698219312, i32 0, i32 1957954324], [4 x i32] [i32 -1, i32 583668047, i32 -1384073928, i32 1], [4 x i32] [i32 -1384073928, i32 1, i32 1, i32 -1384073928], [4 x i32] [i32 -1836511747, i32 7, i32 1957954324, i32 0], [4 x i32] [i32 1, i32 476157127, i32 -4, i32 440532964], [4 x i32] [i32 997169937, i32 -698219312, i32 0, i32 440532964], [4 x i32] [i32 1001570532, i32 476157127, i32 -1384073928, i32 1001570532], [4 x i32] [i32 -4, i32 -1, i32 215155675, i32 440532964], [4 x i32] [i32 1, i32 -1384073928, i32 -1321913641, i32 -1384073928]]], align 16
@g_1552 = internal global i32** @g_1553, align 8
@g_1861 = internal global i32** @g_1862, align 8
@__const.func_9.l_29 = private unnamed_addr constant [4 x [10 x [5 x i8*]]] [[10 x [5 x i8*]] [[5 x i8*] [i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12], [5 x i8*] [i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12], [5 x i8*] [i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12], [5 x i8*] [i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12], [5 x i8*] [i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12], [5 x i8*] [i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12], [5 x i8*] [i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12], [5 x i8*] [i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12], [5 x i8*] [i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12], [5 x i8*] [i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12]], [10 x [5 x i8*]] [[5 x i8*] [i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12], [5 x i8*] [i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12], [5 x i8*] [i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12], [5 x i8*] [i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12], [5 x i8*] [i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12], [5 x i8*] [i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12], [5 x i8*] [i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12], [5 x i8*] [i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12], [5 x i8*] [i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12], [5 x i8*] [i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12]], [10 x [5 x i8*]] [[5 x i8*] [i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12], [5 x i8*] [i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12], [5 x i8*] [i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12], [5 x i8*] [i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12], [5 x i8*] [i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12], [5 x i8*] [i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12], [5 x i8*] [i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12], [5 x i8*] [i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12], [5 x i8*] [i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12], [5 x i8*] [i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12]], [10 x [5 x i8*]] [[5 x i8*] [i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12], [5 x i8*] [i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12], [5 x i8*] [i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12], [5 x i8*] [i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12], [5 x i8*] [i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12], [5 x i8*] [i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12], [5 x i8*] [i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12], [5 x i8*] [i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12], [5 x i8*] [i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12], [5 x i8*] [i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12, i8* @g_12]]], align 16
@g_1651 = internal global i32* @g_372, align 8
@__const.func_23.l_1600 = private unnamed_addr constant [10 x [1 x [1 x i32]]] [[1 x [1 x i32]] [[1 x i32] [i32 -4]], [1 x [1 x i32]] [[1 x i32] [i32 8]], [1 x [1 x i32]] [[1 x i32] [i32 8]], [1 x [1 x i32]] [[1 x i32] [i32 -4]], [1 x [1 x i32]] [[1 x i32] [i32 -534244568]], [1 x [1 x i32]] [[1 x i32] [i32 -4]], [1 x [1 x i32]] [[1 x i32] [i32 8]], [1 x [1 x i32]] [[1 x i32] [i32 8]], [1 x [1 x i32]] [[1 x i32] [i32 -4]], [1 x [1 x i32]] [[1 x i32] [i32 -534244568]]], align 16
@__const.func_23.l_1623 = private unnamed_addr constant [4 x [8 x i32]] [[8 x i32] [i32 0, i32 0, i32 658339999, i32 0, i32 0, i32 658339999, i32 0, i32 0], [8 x i32] [i32 -2033655945, i32 0, i32 -2033655945, i32 -2033655945, i32 0, i32 -2033655945, i32 -2033655945, i32 0], [8 x i32] [i32 0, i32 -2033655945, i32 -2033655945, i32 0, i32 -2033655945, i32 -2033655945, i32 0, i32 -2033655945], [8 x i32] [i32 0, i32 0, i32 658339999, i32 0, i32 0, i32 658339999, i32 0, i32 0]], align 16
@g_379 = internal global %union.U3* @g_380, align 8
@__const.func_23.l_934 = private unnamed_addr constant %union.U1 { i32 -2 }, align 4
@__const.func_23.l_1749 = private unnamed_addr constant [9 x [9 x i32*]] [[9 x i32*] [i32* getelementptr inbounds ([3 x i32], [3 x i32]* @g_1756, i32 0, i32 0), i32* @g_1771, i32* @g_1767, i32* @g_1771, i32* getelementptr inbounds ([3 x i32], [3 x i32]* @g_1756, i32 0, i32 0), i32* @g_1750, i32* @g_1750, i32* getelementptr inbounds ([3 x i32], [3 x i32]* @g_1756, i32 0, i32 0), i32* @g_1771], [9 x i32*] [i32* @g_1770, i32* @g_1754, i32* @g_1770, i32* @g_1768, i32* @g_1773, i32* @g_1761, i32* null, i32* @g_1757, i32* @g_1766], [9 x i32*] [i32* @g_1760, i32* @g_1764, i32* @g_1750, i32* @g_1767, i32* @g_1767, i32* @g_1750, i32* @g_1764, i32* @g_1760, i32* @g_1764], [9 x i32*] [i32* @g_1753, i32* getelementptr inbounds ([1 x i32], [1 x i32]* @g_1751, i32 0, i32 0), i32* null, i32* @g_1768, i32* @g_1763, i32* @g_1765, i32* @g_1773, i32* @g_1765, i32* @g_1763], [9 x i32*] [i32* @g_1771, i32* @g_1764, i32* @g_1764, i32* @g_1771, i32* @g_1760, i32* getelementptr inbounds ([3 x i32], [3 x i32]* @g_1756, i32 0, i32 0), i32* @g_1760, i32* @g_1771, i32* @g_1764], [9 x i32*] [i32* @g_1766, i32* @g_1754, i32* @g_1773, i32* getelementptr inbounds ([1 x i32], [1 x i32]* @g_1751, i32 0, i32 0), i32* @g_1759, i32* getelementptr inbounds ([1 x i32], [1 x i32]* @g_1751, i32 0, i32 0), i32* @g_1773, i32* @g_1754, i32* @g_1766], [9 x i32*] [i32* @g_1764, i32* @g_1771, i32* @g_1760, i32* getelementptr inbounds ([3 x i32], [3 x i32]* @g_1756, i32 0, i32 0), i32* @g_1760, i32* @g_1771, i32* @g_1764, i32* @g_1764, i32* @g_1771], [9 x i32*] [i32* @g_1763, i32* @g_1765, i32* @g_1773, i32* @g_1765, i32* @g_1763, i32* @g_1768, i32* null, i32* getelementptr inbounds ([1 x i32], [1 x i32]* @g_1751, i32 0, i32 0), i32* @g_1753], [9 x i32*] [i32* @g_1764, i32* @g_1760, i32* @g_1764, i32* @g_1750, i32* @g_1760, i32* @g_1760, i32* @g_1767, i32* getelementptr inbounds ([3 x i32], [3 x i32]* @g_1756, i32 0, i32 0), i32* null]], align 16
@__const.func_23.l_1781 = private unnamed_addr constant [4 x [3 x i32]] [[3 x i32] [i32 -10, i32 -1506494215, i32 -10], [3 x i32] [i32 -10, i32 -1506494215, i32 -10], [3 x i32] [i32 -10, i32 -1506494215, i32 -10], [3 x i32] [i32 -10, i32 -1506494215, i32 -10]], align 16
@g_705 = internal global i32** bitcast (i8* getelementptr (i8, i8* bitcast ([7 x i32*]* @g_611 to i8*), i64 16) to i32**), align 8
@g_611 = internal global [7 x i32*] zeroinitializer, align 16
@g_1710 = internal global [9 x [2 x [2 x i32**]]] [[2 x [2 x i32**]] [[2 x i32**] [i32** @g_1651, i32** @g_1651], [2 x i32**] [i32** @g_1651, i32** @g_1651]], [2 x [2 x i32**]] [[2 x i32**] [i32** @g_1651, i32** @g_1651], [2 x i32**] [i32** @g_1651, i32** @g_1651]], [2 x [2 x i32**]] [[2 x i32**] [i32** @g_1651, i32** @g_1651], [2 x i32**] [i32** @g_1651, i32** @g_1651]], [2 x [2 x i32**]] [[2 x i32**] [i32** @g_1651, i32** @g_1651], [2 x i32**] [i32** @g_1651, i32** @g_1651]], [2 x [2 x i32**]] [[2 x i32**] [i32** @g_1651, i32** @g_1651], [2 x i32**] [i32** @g_1651, i32** @g_1651]], [2 x [2 x i32**]] [[2 x i32**] [i32** @g_1651, i32** @g_1651], [2 x i32**] [i32** @g_1651, i32** @g_1651]], [2 x [2 x i32**]] [[2 x i32**] [i32** @g_1651, i32** @g_1651], [2 x i32**] [i32** @g_1651, i32** @g_1651]], [2 x [2 x i32**]] [[2 x i32**] [i32** @g_1651, i32** @g_1651], [2 x i32**] [i32** @g_1651, i32** @g_1651]], [2 x [2 x i32**]] [[2 x i32**] [i32** @g_1651, i32** @g_1651], [2 x i32**] [i32** @g_1651, i32** @g_1651]]], align 16
@g_1862 = internal global i32* @g_75, align 8
@.str.170 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1
@g_182 = internal global [3 x [3 x { i8, [3 x i8] }]] [[3 x { i8, [3 x i8] }] [{ i8, [3 x i8] } { i8 0, [3 x i8] undef }, { i8, [3 x i8] } { i8 0, [3 x i8] undef }, { i8, [3 x i8] } { i8 0, [3 x i8] undef }], [3 x { i8, [3 x i8] }] [{ i8, [3 x i8] } { i8 -89, [3 x i8] undef }, { i8, [3 x i8] } { i8 -89, [3 x i8] undef }, { i8, [3 x i8] } { i8 -89, [3 x i8] undef }], [3 x { i8, [3 x i8] }] [{ i8, [3 x i8] } { i8 0, [3 x i8] undef }, { i8, [3 x i8] } { i8 0, [3 x i8] undef }, { i8, [3 x i8] } { i8 0, [3 x i8] undef }]], align 16
@g_346 = internal constant { i8, [3 x i8] } { i8 70, [3 x i8] undef }, align 4
@g_490 = internal global { i8, [3 x i8] } { i8 -2, [3 x i8] undef }, align 4
@g_764 = internal global { i8, [3 x i8] } { i8 84, [3 x i8] undef }, align 4
@g_1196 = internal global { i8, [3 x i8] } { i8 88, [3 x i8] undef }, align 4
@g_1349 = internal global { i8, [3 x i8] } { i8 1, [3 x i8] undef }, align 4
@g_1673 = internal global { i8, [3 x i8] } { i8 -3, [3 x i8] undef }, align 4
@.str.178 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1

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
  %16 = call i32 @strcmp(i8* noundef %15, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)) #5
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %19

18:                                               ; preds = %12
  store i32 1, i32* %9, align 4
  br label %19

19:                                               ; preds = %18, %12, %2
  call void @platform_main_begin()
  call void @crc32_gentab()
  %20 = call zeroext i16 @func_1()
  %21 = load volatile i32, i32* @g_3, align 4
  %22 = sext i32 %21 to i64
  %23 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %22, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %23)
  %24 = load volatile i32, i32* @g_4, align 4
  %25 = sext i32 %24 to i64
  %26 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %25, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef %26)
  %27 = load volatile i32, i32* @g_5, align 4
  %28 = sext i32 %27 to i64
  %29 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %28, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i64 0, i64 0), i32 noundef %29)
  %30 = load i32, i32* @g_6, align 4
  %31 = sext i32 %30 to i64
  %32 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %31, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i32 noundef %32)
  %33 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef 89, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), i32 noundef %33)
  %34 = load i32, i32* @g_33, align 4
  %35 = sext i32 %34 to i64
  %36 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %35, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i64 0, i64 0), i32 noundef %36)
  %37 = load i8, i8* @g_35, align 1
  %38 = sext i8 %37 to i64
  %39 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %38, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), i32 noundef %39)
  store i32 0, i32* %6, align 4
  br label %40

40:                                               ; preds = %56, %19
  %41 = load i32, i32* %6, align 4
  %42 = icmp slt i32 %41, 4
  br i1 %42, label %43, label %59

43:                                               ; preds = %40
  %44 = load i32, i32* %6, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [4 x i32], [4 x i32]* @g_62, i64 0, i64 %45
  %47 = load i32, i32* %46, align 4
  %48 = sext i32 %47 to i64
  %49 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %48, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i64 0, i64 0), i32 noundef %49)
  %50 = load i32, i32* %9, align 4
  %51 = icmp ne i32 %50, 0
  br i1 %51, label %52, label %55

52:                                               ; preds = %43
  %53 = load i32, i32* %6, align 4
  %54 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef %53)
  br label %55

55:                                               ; preds = %52, %43
  br label %56

56:                                               ; preds = %55
  %57 = load i32, i32* %6, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, i32* %6, align 4
  br label %40, !llvm.loop !6

59:                                               ; preds = %40
  %60 = load i32, i32* @g_75, align 4
  %61 = sext i32 %60 to i64
  %62 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %61, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i64 0, i64 0), i32 noundef %62)
  %63 = load i16, i16* @g_117, align 2
  %64 = sext i16 %63 to i64
  %65 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %64, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.11, i64 0, i64 0), i32 noundef %65)
  store i32 0, i32* %6, align 4
  br label %66

66:                                               ; preds = %81, %59
  %67 = load i32, i32* %6, align 4
  %68 = icmp slt i32 %67, 8
  br i1 %68, label %69, label %84

69:                                               ; preds = %66
  %70 = load i32, i32* %6, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [8 x i64], [8 x i64]* @g_126, i64 0, i64 %71
  %73 = load i64, i64* %72, align 8
  %74 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %73, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.12, i64 0, i64 0), i32 noundef %74)
  %75 = load i32, i32* %9, align 4
  %76 = icmp ne i32 %75, 0
  br i1 %76, label %77, label %80

77:                                               ; preds = %69
  %78 = load i32, i32* %6, align 4
  %79 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef %78)
  br label %80

80:                                               ; preds = %77, %69
  br label %81

81:                                               ; preds = %80
  %82 = load i32, i32* %6, align 4
  %83 = add nsw i32 %82, 1
  store i32 %83, i32* %6, align 4
  br label %66, !llvm.loop !8

84:                                               ; preds = %66
  store i32 0, i32* %6, align 4
  br label %85

85:                                               ; preds = %139, %84
  %86 = load i32, i32* %6, align 4
  %87 = icmp slt i32 %86, 5
  br i1 %87, label %88, label %142

88:                                               ; preds = %85
  store i32 0, i32* %7, align 4
  br label %89

89:                                               ; preds = %135, %88
  %90 = load i32, i32* %7, align 4
  %91 = icmp slt i32 %90, 6
  br i1 %91, label %92, label %138

92:                                               ; preds = %89
  store i32 0, i32* %8, align 4
  br label %93

93:                                               ; preds = %131, %92
  %94 = load i32, i32* %8, align 4
  %95 = icmp slt i32 %94, 2
  br i1 %95, label %96, label %134

96:                                               ; preds = %93
  %97 = load i32, i32* %6, align 4
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds [5 x [6 x [2 x %union.U3]]], [5 x [6 x [2 x %union.U3]]]* @g_135, i64 0, i64 %98
  %100 = load i32, i32* %7, align 4
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds [6 x [2 x %union.U3]], [6 x [2 x %union.U3]]* %99, i64 0, i64 %101
  %103 = load i32, i32* %8, align 4
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds [2 x %union.U3], [2 x %union.U3]* %102, i64 0, i64 %104
  %106 = bitcast %union.U3* %105 to i8*
  %107 = load volatile i8, i8* %106, align 1
  %108 = sext i8 %107 to i64
  %109 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %108, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.13, i64 0, i64 0), i32 noundef %109)
  %110 = load i32, i32* %6, align 4
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds [5 x [6 x [2 x %union.U3]]], [5 x [6 x [2 x %union.U3]]]* @g_135, i64 0, i64 %111
  %113 = load i32, i32* %7, align 4
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds [6 x [2 x %union.U3]], [6 x [2 x %union.U3]]* %112, i64 0, i64 %114
  %116 = load i32, i32* %8, align 4
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds [2 x %union.U3], [2 x %union.U3]* %115, i64 0, i64 %117
  %119 = bitcast %union.U3* %118 to i8*
  %120 = load i8, i8* %119, align 1
  %121 = zext i8 %120 to i64
  %122 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %121, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.14, i64 0, i64 0), i32 noundef %122)
  %123 = load i32, i32* %9, align 4
  %124 = icmp ne i32 %123, 0
  br i1 %124, label %125, label %130

125:                                              ; preds = %96
  %126 = load i32, i32* %6, align 4
  %127 = load i32, i32* %7, align 4
  %128 = load i32, i32* %8, align 4
  %129 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.15, i64 0, i64 0), i32 noundef %126, i32 noundef %127, i32 noundef %128)
  br label %130

130:                                              ; preds = %125, %96
  br label %131

131:                                              ; preds = %130
  %132 = load i32, i32* %8, align 4
  %133 = add nsw i32 %132, 1
  store i32 %133, i32* %8, align 4
  br label %93, !llvm.loop !9

134:                                              ; preds = %93
  br label %135

135:                                              ; preds = %134
  %136 = load i32, i32* %7, align 4
  %137 = add nsw i32 %136, 1
  store i32 %137, i32* %7, align 4
  br label %89, !llvm.loop !10

138:                                              ; preds = %89
  br label %139

139:                                              ; preds = %138
  %140 = load i32, i32* %6, align 4
  %141 = add nsw i32 %140, 1
  store i32 %141, i32* %6, align 4
  br label %85, !llvm.loop !11

142:                                              ; preds = %85
  store i32 0, i32* %6, align 4
  br label %143

143:                                              ; preds = %159, %142
  %144 = load i32, i32* %6, align 4
  %145 = icmp slt i32 %144, 9
  br i1 %145, label %146, label %162

146:                                              ; preds = %143
  %147 = load i32, i32* %6, align 4
  %148 = sext i32 %147 to i64
  %149 = getelementptr inbounds [9 x i32], [9 x i32]* @g_145, i64 0, i64 %148
  %150 = load volatile i32, i32* %149, align 4
  %151 = zext i32 %150 to i64
  %152 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %151, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.16, i64 0, i64 0), i32 noundef %152)
  %153 = load i32, i32* %9, align 4
  %154 = icmp ne i32 %153, 0
  br i1 %154, label %155, label %158

155:                                              ; preds = %146
  %156 = load i32, i32* %6, align 4
  %157 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef %156)
  br label %158

158:                                              ; preds = %155, %146
  br label %159

159:                                              ; preds = %158
  %160 = load i32, i32* %6, align 4
  %161 = add nsw i32 %160, 1
  store i32 %161, i32* %6, align 4
  br label %143, !llvm.loop !12

162:                                              ; preds = %143
  %163 = load i16, i16* @g_167, align 2
  %164 = zext i16 %163 to i64
  %165 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %164, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.17, i64 0, i64 0), i32 noundef %165)
  store i32 0, i32* %6, align 4
  br label %166

166:                                              ; preds = %194, %162
  %167 = load i32, i32* %6, align 4
  %168 = icmp slt i32 %167, 8
  br i1 %168, label %169, label %197

169:                                              ; preds = %166
  store i32 0, i32* %7, align 4
  br label %170

170:                                              ; preds = %190, %169
  %171 = load i32, i32* %7, align 4
  %172 = icmp slt i32 %171, 5
  br i1 %172, label %173, label %193

173:                                              ; preds = %170
  %174 = load i32, i32* %6, align 4
  %175 = sext i32 %174 to i64
  %176 = getelementptr inbounds [8 x [5 x i32]], [8 x [5 x i32]]* @g_177, i64 0, i64 %175
  %177 = load i32, i32* %7, align 4
  %178 = sext i32 %177 to i64
  %179 = getelementptr inbounds [5 x i32], [5 x i32]* %176, i64 0, i64 %178
  %180 = load i32, i32* %179, align 4
  %181 = zext i32 %180 to i64
  %182 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %181, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.18, i64 0, i64 0), i32 noundef %182)
  %183 = load i32, i32* %9, align 4
  %184 = icmp ne i32 %183, 0
  br i1 %184, label %185, label %189

185:                                              ; preds = %173
  %186 = load i32, i32* %6, align 4
  %187 = load i32, i32* %7, align 4
  %188 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.19, i64 0, i64 0), i32 noundef %186, i32 noundef %187)
  br label %189

189:                                              ; preds = %185, %173
  br label %190

190:                                              ; preds = %189
  %191 = load i32, i32* %7, align 4
  %192 = add nsw i32 %191, 1
  store i32 %192, i32* %7, align 4
  br label %170, !llvm.loop !13

193:                                              ; preds = %170
  br label %194

194:                                              ; preds = %193
  %195 = load i32, i32* %6, align 4
  %196 = add nsw i32 %195, 1
  store i32 %196, i32* %6, align 4
  br label %166, !llvm.loop !14

197:                                              ; preds = %166
  store i32 0, i32* %6, align 4
  br label %198

198:                                              ; preds = %247, %197
  %199 = load i32, i32* %6, align 4
  %200 = icmp slt i32 %199, 3
  br i1 %200, label %201, label %250

201:                                              ; preds = %198
  store i32 0, i32* %7, align 4
  br label %202

202:                                              ; preds = %243, %201
  %203 = load i32, i32* %7, align 4
  %204 = icmp slt i32 %203, 3
  br i1 %204, label %205, label %246

205:                                              ; preds = %202
  %206 = load i32, i32* %6, align 4
  %207 = sext i32 %206 to i64
  %208 = getelementptr inbounds [3 x [3 x %union.U2]], [3 x [3 x %union.U2]]* bitcast ([3 x [3 x { i8, [3 x i8] }]]* @g_182 to [3 x [3 x %union.U2]]*), i64 0, i64 %207
  %209 = load i32, i32* %7, align 4
  %210 = sext i32 %209 to i64
  %211 = getelementptr inbounds [3 x %union.U2], [3 x %union.U2]* %208, i64 0, i64 %210
  %212 = bitcast %union.U2* %211 to i8*
  %213 = load i8, i8* %212, align 4
  %214 = zext i8 %213 to i64
  %215 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %214, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.20, i64 0, i64 0), i32 noundef %215)
  %216 = load i32, i32* %6, align 4
  %217 = sext i32 %216 to i64
  %218 = getelementptr inbounds [3 x [3 x %union.U2]], [3 x [3 x %union.U2]]* bitcast ([3 x [3 x { i8, [3 x i8] }]]* @g_182 to [3 x [3 x %union.U2]]*), i64 0, i64 %217
  %219 = load i32, i32* %7, align 4
  %220 = sext i32 %219 to i64
  %221 = getelementptr inbounds [3 x %union.U2], [3 x %union.U2]* %218, i64 0, i64 %220
  %222 = bitcast %union.U2* %221 to i8*
  %223 = load volatile i8, i8* %222, align 4
  %224 = sext i8 %223 to i64
  %225 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %224, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.21, i64 0, i64 0), i32 noundef %225)
  %226 = load i32, i32* %6, align 4
  %227 = sext i32 %226 to i64
  %228 = getelementptr inbounds [3 x [3 x %union.U2]], [3 x [3 x %union.U2]]* bitcast ([3 x [3 x { i8, [3 x i8] }]]* @g_182 to [3 x [3 x %union.U2]]*), i64 0, i64 %227
  %229 = load i32, i32* %7, align 4
  %230 = sext i32 %229 to i64
  %231 = getelementptr inbounds [3 x %union.U2], [3 x %union.U2]* %228, i64 0, i64 %230
  %232 = bitcast %union.U2* %231 to i8*
  %233 = load i8, i8* %232, align 4
  %234 = zext i8 %233 to i64
  %235 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %234, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.22, i64 0, i64 0), i32 noundef %235)
  %236 = load i32, i32* %9, align 4
  %237 = icmp ne i32 %236, 0
  br i1 %237, label %238, label %242

238:                                              ; preds = %205
  %239 = load i32, i32* %6, align 4
  %240 = load i32, i32* %7, align 4
  %241 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.19, i64 0, i64 0), i32 noundef %239, i32 noundef %240)
  br label %242

242:                                              ; preds = %238, %205
  br label %243

243:                                              ; preds = %242
  %244 = load i32, i32* %7, align 4
  %245 = add nsw i32 %244, 1
  store i32 %245, i32* %7, align 4
  br label %202, !llvm.loop !15

246:                                              ; preds = %202
  br label %247

247:                                              ; preds = %246
  %248 = load i32, i32* %6, align 4
  %249 = add nsw i32 %248, 1
  store i32 %249, i32* %6, align 4
  br label %198, !llvm.loop !16

250:                                              ; preds = %198
  %251 = load i64, i64* getelementptr inbounds (%union.U0, %union.U0* @g_213, i32 0, i32 0), align 8
  %252 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %251, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.23, i64 0, i64 0), i32 noundef %252)
  %253 = load volatile i16, i16* bitcast (%union.U0* @g_213 to i16*), align 8
  %254 = sext i16 %253 to i64
  %255 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %254, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.24, i64 0, i64 0), i32 noundef %255)
  %256 = load i64, i64* getelementptr inbounds (%union.U0, %union.U0* @g_213, i32 0, i32 0), align 8
  %257 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %256, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.25, i64 0, i64 0), i32 noundef %257)
  %258 = load i64, i64* getelementptr inbounds (%union.U0, %union.U0* @g_213, i32 0, i32 0), align 8
  %259 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %258, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.26, i64 0, i64 0), i32 noundef %259)
  store i32 0, i32* %6, align 4
  br label %260

260:                                              ; preds = %316, %250
  %261 = load i32, i32* %6, align 4
  %262 = icmp slt i32 %261, 10
  br i1 %262, label %263, label %319

263:                                              ; preds = %260
  store i32 0, i32* %7, align 4
  br label %264

264:                                              ; preds = %312, %263
  %265 = load i32, i32* %7, align 4
  %266 = icmp slt i32 %265, 3
  br i1 %266, label %267, label %315

267:                                              ; preds = %264
  %268 = load i32, i32* %6, align 4
  %269 = sext i32 %268 to i64
  %270 = getelementptr inbounds [10 x [3 x %union.U0]], [10 x [3 x %union.U0]]* @g_218, i64 0, i64 %269
  %271 = load i32, i32* %7, align 4
  %272 = sext i32 %271 to i64
  %273 = getelementptr inbounds [3 x %union.U0], [3 x %union.U0]* %270, i64 0, i64 %272
  %274 = bitcast %union.U0* %273 to i64*
  %275 = load i64, i64* %274, align 8
  %276 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %275, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.27, i64 0, i64 0), i32 noundef %276)
  %277 = load i32, i32* %6, align 4
  %278 = sext i32 %277 to i64
  %279 = getelementptr inbounds [10 x [3 x %union.U0]], [10 x [3 x %union.U0]]* @g_218, i64 0, i64 %278
  %280 = load i32, i32* %7, align 4
  %281 = sext i32 %280 to i64
  %282 = getelementptr inbounds [3 x %union.U0], [3 x %union.U0]* %279, i64 0, i64 %281
  %283 = bitcast %union.U0* %282 to i16*
  %284 = load volatile i16, i16* %283, align 8
  %285 = sext i16 %284 to i64
  %286 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %285, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.28, i64 0, i64 0), i32 noundef %286)
  %287 = load i32, i32* %6, align 4
  %288 = sext i32 %287 to i64
  %289 = getelementptr inbounds [10 x [3 x %union.U0]], [10 x [3 x %union.U0]]* @g_218, i64 0, i64 %288
  %290 = load i32, i32* %7, align 4
  %291 = sext i32 %290 to i64
  %292 = getelementptr inbounds [3 x %union.U0], [3 x %union.U0]* %289, i64 0, i64 %291
  %293 = bitcast %union.U0* %292 to i64*
  %294 = load i64, i64* %293, align 8
  %295 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %294, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.29, i64 0, i64 0), i32 noundef %295)
  %296 = load i32, i32* %6, align 4
  %297 = sext i32 %296 to i64
  %298 = getelementptr inbounds [10 x [3 x %union.U0]], [10 x [3 x %union.U0]]* @g_218, i64 0, i64 %297
  %299 = load i32, i32* %7, align 4
  %300 = sext i32 %299 to i64
  %301 = getelementptr inbounds [3 x %union.U0], [3 x %union.U0]* %298, i64 0, i64 %300
  %302 = bitcast %union.U0* %301 to i64*
  %303 = load i64, i64* %302, align 8
  %304 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %303, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.30, i64 0, i64 0), i32 noundef %304)
  %305 = load i32, i32* %9, align 4
  %306 = icmp ne i32 %305, 0
  br i1 %306, label %307, label %311

307:                                              ; preds = %267
  %308 = load i32, i32* %6, align 4
  %309 = load i32, i32* %7, align 4
  %310 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.19, i64 0, i64 0), i32 noundef %308, i32 noundef %309)
  br label %311

311:                                              ; preds = %307, %267
  br label %312

312:                                              ; preds = %311
  %313 = load i32, i32* %7, align 4
  %314 = add nsw i32 %313, 1
  store i32 %314, i32* %7, align 4
  br label %264, !llvm.loop !17

315:                                              ; preds = %264
  br label %316

316:                                              ; preds = %315
  %317 = load i32, i32* %6, align 4
  %318 = add nsw i32 %317, 1
  store i32 %318, i32* %6, align 4
  br label %260, !llvm.loop !18

319:                                              ; preds = %260
  %320 = load volatile i8, i8* getelementptr inbounds (%union.U3, %union.U3* @g_238, i32 0, i32 0), align 1
  %321 = sext i8 %320 to i64
  %322 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %321, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.31, i64 0, i64 0), i32 noundef %322)
  %323 = load i8, i8* getelementptr inbounds (%union.U3, %union.U3* @g_238, i32 0, i32 0), align 1
  %324 = zext i8 %323 to i64
  %325 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %324, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.32, i64 0, i64 0), i32 noundef %325)
  store i32 0, i32* %6, align 4
  br label %326

326:                                              ; preds = %342, %319
  %327 = load i32, i32* %6, align 4
  %328 = icmp slt i32 %327, 5
  br i1 %328, label %329, label %345

329:                                              ; preds = %326
  %330 = load i32, i32* %6, align 4
  %331 = sext i32 %330 to i64
  %332 = getelementptr inbounds [5 x i8], [5 x i8]* @g_255, i64 0, i64 %331
  %333 = load i8, i8* %332, align 1
  %334 = zext i8 %333 to i64
  %335 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %334, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.33, i64 0, i64 0), i32 noundef %335)
  %336 = load i32, i32* %9, align 4
  %337 = icmp ne i32 %336, 0
  br i1 %337, label %338, label %341

338:                                              ; preds = %329
  %339 = load i32, i32* %6, align 4
  %340 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef %339)
  br label %341

341:                                              ; preds = %338, %329
  br label %342

342:                                              ; preds = %341
  %343 = load i32, i32* %6, align 4
  %344 = add nsw i32 %343, 1
  store i32 %344, i32* %6, align 4
  br label %326, !llvm.loop !19

345:                                              ; preds = %326
  store i32 0, i32* %6, align 4
  br label %346

346:                                              ; preds = %387, %345
  %347 = load i32, i32* %6, align 4
  %348 = icmp slt i32 %347, 3
  br i1 %348, label %349, label %390

349:                                              ; preds = %346
  store i32 0, i32* %7, align 4
  br label %350

350:                                              ; preds = %383, %349
  %351 = load i32, i32* %7, align 4
  %352 = icmp slt i32 %351, 1
  br i1 %352, label %353, label %386

353:                                              ; preds = %350
  store i32 0, i32* %8, align 4
  br label %354

354:                                              ; preds = %379, %353
  %355 = load i32, i32* %8, align 4
  %356 = icmp slt i32 %355, 8
  br i1 %356, label %357, label %382

357:                                              ; preds = %354
  %358 = load i32, i32* %6, align 4
  %359 = sext i32 %358 to i64
  %360 = getelementptr inbounds [3 x [1 x [8 x %union.U1]]], [3 x [1 x [8 x %union.U1]]]* @g_261, i64 0, i64 %359
  %361 = load i32, i32* %7, align 4
  %362 = sext i32 %361 to i64
  %363 = getelementptr inbounds [1 x [8 x %union.U1]], [1 x [8 x %union.U1]]* %360, i64 0, i64 %362
  %364 = load i32, i32* %8, align 4
  %365 = sext i32 %364 to i64
  %366 = getelementptr inbounds [8 x %union.U1], [8 x %union.U1]* %363, i64 0, i64 %365
  %367 = bitcast %union.U1* %366 to i32*
  %368 = load i32, i32* %367, align 4
  %369 = sext i32 %368 to i64
  %370 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %369, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.34, i64 0, i64 0), i32 noundef %370)
  %371 = load i32, i32* %9, align 4
  %372 = icmp ne i32 %371, 0
  br i1 %372, label %373, label %378

373:                                              ; preds = %357
  %374 = load i32, i32* %6, align 4
  %375 = load i32, i32* %7, align 4
  %376 = load i32, i32* %8, align 4
  %377 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.15, i64 0, i64 0), i32 noundef %374, i32 noundef %375, i32 noundef %376)
  br label %378

378:                                              ; preds = %373, %357
  br label %379

379:                                              ; preds = %378
  %380 = load i32, i32* %8, align 4
  %381 = add nsw i32 %380, 1
  store i32 %381, i32* %8, align 4
  br label %354, !llvm.loop !20

382:                                              ; preds = %354
  br label %383

383:                                              ; preds = %382
  %384 = load i32, i32* %7, align 4
  %385 = add nsw i32 %384, 1
  store i32 %385, i32* %7, align 4
  br label %350, !llvm.loop !21

386:                                              ; preds = %350
  br label %387

387:                                              ; preds = %386
  %388 = load i32, i32* %6, align 4
  %389 = add nsw i32 %388, 1
  store i32 %389, i32* %6, align 4
  br label %346, !llvm.loop !22

390:                                              ; preds = %346
  %391 = load i32, i32* @g_265, align 4
  %392 = zext i32 %391 to i64
  %393 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %392, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.35, i64 0, i64 0), i32 noundef %393)
  store i32 0, i32* %6, align 4
  br label %394

394:                                              ; preds = %433, %390
  %395 = load i32, i32* %6, align 4
  %396 = icmp slt i32 %395, 7
  br i1 %396, label %397, label %436

397:                                              ; preds = %394
  store i32 0, i32* %7, align 4
  br label %398

398:                                              ; preds = %429, %397
  %399 = load i32, i32* %7, align 4
  %400 = icmp slt i32 %399, 2
  br i1 %400, label %401, label %432

401:                                              ; preds = %398
  %402 = load i32, i32* %6, align 4
  %403 = sext i32 %402 to i64
  %404 = getelementptr inbounds [7 x [2 x %union.U3]], [7 x [2 x %union.U3]]* @g_269, i64 0, i64 %403
  %405 = load i32, i32* %7, align 4
  %406 = sext i32 %405 to i64
  %407 = getelementptr inbounds [2 x %union.U3], [2 x %union.U3]* %404, i64 0, i64 %406
  %408 = bitcast %union.U3* %407 to i8*
  %409 = load volatile i8, i8* %408, align 1
  %410 = sext i8 %409 to i64
  %411 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %410, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.36, i64 0, i64 0), i32 noundef %411)
  %412 = load i32, i32* %6, align 4
  %413 = sext i32 %412 to i64
  %414 = getelementptr inbounds [7 x [2 x %union.U3]], [7 x [2 x %union.U3]]* @g_269, i64 0, i64 %413
  %415 = load i32, i32* %7, align 4
  %416 = sext i32 %415 to i64
  %417 = getelementptr inbounds [2 x %union.U3], [2 x %union.U3]* %414, i64 0, i64 %416
  %418 = bitcast %union.U3* %417 to i8*
  %419 = load i8, i8* %418, align 1
  %420 = zext i8 %419 to i64
  %421 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %420, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.37, i64 0, i64 0), i32 noundef %421)
  %422 = load i32, i32* %9, align 4
  %423 = icmp ne i32 %422, 0
  br i1 %423, label %424, label %428

424:                                              ; preds = %401
  %425 = load i32, i32* %6, align 4
  %426 = load i32, i32* %7, align 4
  %427 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.19, i64 0, i64 0), i32 noundef %425, i32 noundef %426)
  br label %428

428:                                              ; preds = %424, %401
  br label %429

429:                                              ; preds = %428
  %430 = load i32, i32* %7, align 4
  %431 = add nsw i32 %430, 1
  store i32 %431, i32* %7, align 4
  br label %398, !llvm.loop !23

432:                                              ; preds = %398
  br label %433

433:                                              ; preds = %432
  %434 = load i32, i32* %6, align 4
  %435 = add nsw i32 %434, 1
  store i32 %435, i32* %6, align 4
  br label %394, !llvm.loop !24

436:                                              ; preds = %394
  %437 = load i64, i64* @g_274, align 8
  %438 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %437, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.38, i64 0, i64 0), i32 noundef %438)
  %439 = load volatile i8, i8* @g_275, align 1
  %440 = zext i8 %439 to i64
  %441 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %440, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.39, i64 0, i64 0), i32 noundef %441)
  %442 = load i16, i16* @g_278, align 2
  %443 = sext i16 %442 to i64
  %444 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %443, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.40, i64 0, i64 0), i32 noundef %444)
  %445 = load i32, i32* @g_279, align 4
  %446 = sext i32 %445 to i64
  %447 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %446, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.41, i64 0, i64 0), i32 noundef %447)
  %448 = load volatile i32, i32* @g_280, align 4
  %449 = zext i32 %448 to i64
  %450 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %449, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.42, i64 0, i64 0), i32 noundef %450)
  %451 = load i64, i64* getelementptr inbounds (%union.U0, %union.U0* @g_296, i32 0, i32 0), align 8
  %452 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %451, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.43, i64 0, i64 0), i32 noundef %452)
  %453 = load volatile i16, i16* bitcast (%union.U0* @g_296 to i16*), align 8
  %454 = sext i16 %453 to i64
  %455 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %454, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.44, i64 0, i64 0), i32 noundef %455)
  %456 = load i64, i64* getelementptr inbounds (%union.U0, %union.U0* @g_296, i32 0, i32 0), align 8
  %457 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %456, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.45, i64 0, i64 0), i32 noundef %457)
  %458 = load i64, i64* getelementptr inbounds (%union.U0, %union.U0* @g_296, i32 0, i32 0), align 8
  %459 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %458, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.46, i64 0, i64 0), i32 noundef %459)
  %460 = load volatile i8, i8* getelementptr inbounds (%union.U3, %union.U3* @g_312, i32 0, i32 0), align 1
  %461 = sext i8 %460 to i64
  %462 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %461, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.47, i64 0, i64 0), i32 noundef %462)
  %463 = load volatile i8, i8* getelementptr inbounds (%union.U3, %union.U3* @g_312, i32 0, i32 0), align 1
  %464 = zext i8 %463 to i64
  %465 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %464, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.48, i64 0, i64 0), i32 noundef %465)
  %466 = load i8, i8* getelementptr inbounds ({ i8, [3 x i8] }, { i8, [3 x i8] }* @g_346, i32 0, i32 0), align 4
  %467 = zext i8 %466 to i64
  %468 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %467, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.49, i64 0, i64 0), i32 noundef %468)
  %469 = load volatile i8, i8* getelementptr inbounds ({ i8, [3 x i8] }, { i8, [3 x i8] }* @g_346, i32 0, i32 0), align 4
  %470 = sext i8 %469 to i64
  %471 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %470, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.50, i64 0, i64 0), i32 noundef %471)
  %472 = load i8, i8* getelementptr inbounds ({ i8, [3 x i8] }, { i8, [3 x i8] }* @g_346, i32 0, i32 0), align 4
  %473 = zext i8 %472 to i64
  %474 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %473, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.51, i64 0, i64 0), i32 noundef %474)
  store i32 0, i32* %6, align 4
  br label %475

475:                                              ; preds = %491, %436
  %476 = load i32, i32* %6, align 4
  %477 = icmp slt i32 %476, 1
  br i1 %477, label %478, label %494

478:                                              ; preds = %475
  %479 = load i32, i32* %6, align 4
  %480 = sext i32 %479 to i64
  %481 = getelementptr inbounds [1 x i8], [1 x i8]* @g_347, i64 0, i64 %480
  %482 = load i8, i8* %481, align 1
  %483 = zext i8 %482 to i64
  %484 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %483, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.52, i64 0, i64 0), i32 noundef %484)
  %485 = load i32, i32* %9, align 4
  %486 = icmp ne i32 %485, 0
  br i1 %486, label %487, label %490

487:                                              ; preds = %478
  %488 = load i32, i32* %6, align 4
  %489 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef %488)
  br label %490

490:                                              ; preds = %487, %478
  br label %491

491:                                              ; preds = %490
  %492 = load i32, i32* %6, align 4
  %493 = add nsw i32 %492, 1
  store i32 %493, i32* %6, align 4
  br label %475, !llvm.loop !25

494:                                              ; preds = %475
  %495 = load i32, i32* @g_360, align 4
  %496 = zext i32 %495 to i64
  %497 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %496, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.53, i64 0, i64 0), i32 noundef %497)
  %498 = load i32, i32* @g_367, align 4
  %499 = zext i32 %498 to i64
  %500 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %499, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.54, i64 0, i64 0), i32 noundef %500)
  %501 = load i32, i32* @g_372, align 4
  %502 = sext i32 %501 to i64
  %503 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %502, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.55, i64 0, i64 0), i32 noundef %503)
  %504 = load i8, i8* @g_375, align 1
  %505 = sext i8 %504 to i64
  %506 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %505, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.56, i64 0, i64 0), i32 noundef %506)
  %507 = load volatile i8, i8* getelementptr inbounds (%union.U3, %union.U3* @g_380, i32 0, i32 0), align 1
  %508 = sext i8 %507 to i64
  %509 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %508, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.57, i64 0, i64 0), i32 noundef %509)
  %510 = load i8, i8* getelementptr inbounds (%union.U3, %union.U3* @g_380, i32 0, i32 0), align 1
  %511 = zext i8 %510 to i64
  %512 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %511, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.58, i64 0, i64 0), i32 noundef %512)
  %513 = load i64, i64* @g_404, align 8
  %514 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %513, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.59, i64 0, i64 0), i32 noundef %514)
  store i32 0, i32* %6, align 4
  br label %515

515:                                              ; preds = %555, %494
  %516 = load i32, i32* %6, align 4
  %517 = icmp slt i32 %516, 5
  br i1 %517, label %518, label %558

518:                                              ; preds = %515
  store i32 0, i32* %7, align 4
  br label %519

519:                                              ; preds = %551, %518
  %520 = load i32, i32* %7, align 4
  %521 = icmp slt i32 %520, 5
  br i1 %521, label %522, label %554

522:                                              ; preds = %519
  store i32 0, i32* %8, align 4
  br label %523

523:                                              ; preds = %547, %522
  %524 = load i32, i32* %8, align 4
  %525 = icmp slt i32 %524, 4
  br i1 %525, label %526, label %550

526:                                              ; preds = %523
  %527 = load i32, i32* %6, align 4
  %528 = sext i32 %527 to i64
  %529 = getelementptr inbounds [5 x [5 x [4 x i8]]], [5 x [5 x [4 x i8]]]* @g_437, i64 0, i64 %528
  %530 = load i32, i32* %7, align 4
  %531 = sext i32 %530 to i64
  %532 = getelementptr inbounds [5 x [4 x i8]], [5 x [4 x i8]]* %529, i64 0, i64 %531
  %533 = load i32, i32* %8, align 4
  %534 = sext i32 %533 to i64
  %535 = getelementptr inbounds [4 x i8], [4 x i8]* %532, i64 0, i64 %534
  %536 = load i8, i8* %535, align 1
  %537 = sext i8 %536 to i64
  %538 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %537, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.60, i64 0, i64 0), i32 noundef %538)
  %539 = load i32, i32* %9, align 4
  %540 = icmp ne i32 %539, 0
  br i1 %540, label %541, label %546

541:                                              ; preds = %526
  %542 = load i32, i32* %6, align 4
  %543 = load i32, i32* %7, align 4
  %544 = load i32, i32* %8, align 4
  %545 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.15, i64 0, i64 0), i32 noundef %542, i32 noundef %543, i32 noundef %544)
  br label %546

546:                                              ; preds = %541, %526
  br label %547

547:                                              ; preds = %546
  %548 = load i32, i32* %8, align 4
  %549 = add nsw i32 %548, 1
  store i32 %549, i32* %8, align 4
  br label %523, !llvm.loop !26

550:                                              ; preds = %523
  br label %551

551:                                              ; preds = %550
  %552 = load i32, i32* %7, align 4
  %553 = add nsw i32 %552, 1
  store i32 %553, i32* %7, align 4
  br label %519, !llvm.loop !27

554:                                              ; preds = %519
  br label %555

555:                                              ; preds = %554
  %556 = load i32, i32* %6, align 4
  %557 = add nsw i32 %556, 1
  store i32 %557, i32* %6, align 4
  br label %515, !llvm.loop !28

558:                                              ; preds = %515
  %559 = load volatile i32, i32* @g_440, align 4
  %560 = sext i32 %559 to i64
  %561 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %560, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.61, i64 0, i64 0), i32 noundef %561)
  store i32 0, i32* %6, align 4
  br label %562

562:                                              ; preds = %602, %558
  %563 = load i32, i32* %6, align 4
  %564 = icmp slt i32 %563, 10
  br i1 %564, label %565, label %605

565:                                              ; preds = %562
  store i32 0, i32* %7, align 4
  br label %566

566:                                              ; preds = %598, %565
  %567 = load i32, i32* %7, align 4
  %568 = icmp slt i32 %567, 2
  br i1 %568, label %569, label %601

569:                                              ; preds = %566
  store i32 0, i32* %8, align 4
  br label %570

570:                                              ; preds = %594, %569
  %571 = load i32, i32* %8, align 4
  %572 = icmp slt i32 %571, 9
  br i1 %572, label %573, label %597

573:                                              ; preds = %570
  %574 = load i32, i32* %6, align 4
  %575 = sext i32 %574 to i64
  %576 = getelementptr inbounds [10 x [2 x [9 x i8]]], [10 x [2 x [9 x i8]]]* @g_443, i64 0, i64 %575
  %577 = load i32, i32* %7, align 4
  %578 = sext i32 %577 to i64
  %579 = getelementptr inbounds [2 x [9 x i8]], [2 x [9 x i8]]* %576, i64 0, i64 %578
  %580 = load i32, i32* %8, align 4
  %581 = sext i32 %580 to i64
  %582 = getelementptr inbounds [9 x i8], [9 x i8]* %579, i64 0, i64 %581
  %583 = load volatile i8, i8* %582, align 1
  %584 = zext i8 %583 to i64
  %585 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %584, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.62, i64 0, i64 0), i32 noundef %585)
  %586 = load i32, i32* %9, align 4
  %587 = icmp ne i32 %586, 0
  br i1 %587, label %588, label %593

588:                                              ; preds = %573
  %589 = load i32, i32* %6, align 4
  %590 = load i32, i32* %7, align 4
  %591 = load i32, i32* %8, align 4
  %592 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.15, i64 0, i64 0), i32 noundef %589, i32 noundef %590, i32 noundef %591)
  br label %593

593:                                              ; preds = %588, %573
  br label %594

594:                                              ; preds = %593
  %595 = load i32, i32* %8, align 4
  %596 = add nsw i32 %595, 1
  store i32 %596, i32* %8, align 4
  br label %570, !llvm.loop !29

597:                                              ; preds = %570
  br label %598

598:                                              ; preds = %597
  %599 = load i32, i32* %7, align 4
  %600 = add nsw i32 %599, 1
  store i32 %600, i32* %7, align 4
  br label %566, !llvm.loop !30

601:                                              ; preds = %566
  br label %602

602:                                              ; preds = %601
  %603 = load i32, i32* %6, align 4
  %604 = add nsw i32 %603, 1
  store i32 %604, i32* %6, align 4
  br label %562, !llvm.loop !31

605:                                              ; preds = %562
  store i32 0, i32* %6, align 4
  br label %606

606:                                              ; preds = %660, %605
  %607 = load i32, i32* %6, align 4
  %608 = icmp slt i32 %607, 4
  br i1 %608, label %609, label %663

609:                                              ; preds = %606
  store i32 0, i32* %7, align 4
  br label %610

610:                                              ; preds = %656, %609
  %611 = load i32, i32* %7, align 4
  %612 = icmp slt i32 %611, 2
  br i1 %612, label %613, label %659

613:                                              ; preds = %610
  store i32 0, i32* %8, align 4
  br label %614

614:                                              ; preds = %652, %613
  %615 = load i32, i32* %8, align 4
  %616 = icmp slt i32 %615, 3
  br i1 %616, label %617, label %655

617:                                              ; preds = %614
  %618 = load i32, i32* %6, align 4
  %619 = sext i32 %618 to i64
  %620 = getelementptr inbounds [4 x [2 x [3 x %union.U3]]], [4 x [2 x [3 x %union.U3]]]* @g_464, i64 0, i64 %619
  %621 = load i32, i32* %7, align 4
  %622 = sext i32 %621 to i64
  %623 = getelementptr inbounds [2 x [3 x %union.U3]], [2 x [3 x %union.U3]]* %620, i64 0, i64 %622
  %624 = load i32, i32* %8, align 4
  %625 = sext i32 %624 to i64
  %626 = getelementptr inbounds [3 x %union.U3], [3 x %union.U3]* %623, i64 0, i64 %625
  %627 = bitcast %union.U3* %626 to i8*
  %628 = load volatile i8, i8* %627, align 1
  %629 = sext i8 %628 to i64
  %630 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %629, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.63, i64 0, i64 0), i32 noundef %630)
  %631 = load i32, i32* %6, align 4
  %632 = sext i32 %631 to i64
  %633 = getelementptr inbounds [4 x [2 x [3 x %union.U3]]], [4 x [2 x [3 x %union.U3]]]* @g_464, i64 0, i64 %632
  %634 = load i32, i32* %7, align 4
  %635 = sext i32 %634 to i64
  %636 = getelementptr inbounds [2 x [3 x %union.U3]], [2 x [3 x %union.U3]]* %633, i64 0, i64 %635
  %637 = load i32, i32* %8, align 4
  %638 = sext i32 %637 to i64
  %639 = getelementptr inbounds [3 x %union.U3], [3 x %union.U3]* %636, i64 0, i64 %638
  %640 = bitcast %union.U3* %639 to i8*
  %641 = load i8, i8* %640, align 1
  %642 = zext i8 %641 to i64
  %643 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %642, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.64, i64 0, i64 0), i32 noundef %643)
  %644 = load i32, i32* %9, align 4
  %645 = icmp ne i32 %644, 0
  br i1 %645, label %646, label %651

646:                                              ; preds = %617
  %647 = load i32, i32* %6, align 4
  %648 = load i32, i32* %7, align 4
  %649 = load i32, i32* %8, align 4
  %650 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.15, i64 0, i64 0), i32 noundef %647, i32 noundef %648, i32 noundef %649)
  br label %651

651:                                              ; preds = %646, %617
  br label %652

652:                                              ; preds = %651
  %653 = load i32, i32* %8, align 4
  %654 = add nsw i32 %653, 1
  store i32 %654, i32* %8, align 4
  br label %614, !llvm.loop !32

655:                                              ; preds = %614
  br label %656

656:                                              ; preds = %655
  %657 = load i32, i32* %7, align 4
  %658 = add nsw i32 %657, 1
  store i32 %658, i32* %7, align 4
  br label %610, !llvm.loop !33

659:                                              ; preds = %610
  br label %660

660:                                              ; preds = %659
  %661 = load i32, i32* %6, align 4
  %662 = add nsw i32 %661, 1
  store i32 %662, i32* %6, align 4
  br label %606, !llvm.loop !34

663:                                              ; preds = %606
  %664 = load volatile i8, i8* getelementptr inbounds (%union.U3, %union.U3* @g_479, i32 0, i32 0), align 1
  %665 = sext i8 %664 to i64
  %666 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %665, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.65, i64 0, i64 0), i32 noundef %666)
  %667 = load i8, i8* getelementptr inbounds (%union.U3, %union.U3* @g_479, i32 0, i32 0), align 1
  %668 = zext i8 %667 to i64
  %669 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %668, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.66, i64 0, i64 0), i32 noundef %669)
  %670 = load volatile i8, i8* getelementptr inbounds (%union.U3, %union.U3* @g_480, i32 0, i32 0), align 1
  %671 = sext i8 %670 to i64
  %672 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %671, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.67, i64 0, i64 0), i32 noundef %672)
  %673 = load volatile i8, i8* getelementptr inbounds (%union.U3, %union.U3* @g_480, i32 0, i32 0), align 1
  %674 = zext i8 %673 to i64
  %675 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %674, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.68, i64 0, i64 0), i32 noundef %675)
  %676 = load volatile i8, i8* getelementptr inbounds ({ i8, [3 x i8] }, { i8, [3 x i8] }* @g_490, i32 0, i32 0), align 4
  %677 = zext i8 %676 to i64
  %678 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %677, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.69, i64 0, i64 0), i32 noundef %678)
  %679 = load volatile i8, i8* getelementptr inbounds ({ i8, [3 x i8] }, { i8, [3 x i8] }* @g_490, i32 0, i32 0), align 4
  %680 = sext i8 %679 to i64
  %681 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %680, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.70, i64 0, i64 0), i32 noundef %681)
  %682 = load volatile i8, i8* getelementptr inbounds ({ i8, [3 x i8] }, { i8, [3 x i8] }* @g_490, i32 0, i32 0), align 4
  %683 = zext i8 %682 to i64
  %684 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %683, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.71, i64 0, i64 0), i32 noundef %684)
  %685 = load i8, i8* @g_537, align 1
  %686 = sext i8 %685 to i64
  %687 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %686, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.72, i64 0, i64 0), i32 noundef %687)
  %688 = load i32, i32* @g_538, align 4
  %689 = sext i32 %688 to i64
  %690 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %689, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.73, i64 0, i64 0), i32 noundef %690)
  %691 = load i16, i16* @g_544, align 2
  %692 = zext i16 %691 to i64
  %693 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %692, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.74, i64 0, i64 0), i32 noundef %693)
  %694 = load volatile i8, i8* getelementptr inbounds (%union.U3, %union.U3* @g_580, i32 0, i32 0), align 1
  %695 = sext i8 %694 to i64
  %696 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %695, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.75, i64 0, i64 0), i32 noundef %696)
  %697 = load i8, i8* getelementptr inbounds (%union.U3, %union.U3* @g_580, i32 0, i32 0), align 1
  %698 = zext i8 %697 to i64
  %699 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %698, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.76, i64 0, i64 0), i32 noundef %699)
  %700 = load i32, i32* @g_581, align 4
  %701 = sext i32 %700 to i64
  %702 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %701, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.77, i64 0, i64 0), i32 noundef %702)
  %703 = load volatile i64, i64* @g_607, align 8
  %704 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %703, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.78, i64 0, i64 0), i32 noundef %704)
  %705 = load volatile i8, i8* getelementptr inbounds (%union.U3, %union.U3* @g_619, i32 0, i32 0), align 1
  %706 = sext i8 %705 to i64
  %707 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %706, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.79, i64 0, i64 0), i32 noundef %707)
  %708 = load volatile i8, i8* getelementptr inbounds (%union.U3, %union.U3* @g_619, i32 0, i32 0), align 1
  %709 = zext i8 %708 to i64
  %710 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %709, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.80, i64 0, i64 0), i32 noundef %710)
  %711 = load volatile i8, i8* getelementptr inbounds ({ i8, [3 x i8] }, { i8, [3 x i8] }* @g_764, i32 0, i32 0), align 4
  %712 = zext i8 %711 to i64
  %713 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %712, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.81, i64 0, i64 0), i32 noundef %713)
  %714 = load volatile i8, i8* getelementptr inbounds ({ i8, [3 x i8] }, { i8, [3 x i8] }* @g_764, i32 0, i32 0), align 4
  %715 = sext i8 %714 to i64
  %716 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %715, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.82, i64 0, i64 0), i32 noundef %716)
  %717 = load volatile i8, i8* getelementptr inbounds ({ i8, [3 x i8] }, { i8, [3 x i8] }* @g_764, i32 0, i32 0), align 4
  %718 = zext i8 %717 to i64
  %719 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %718, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.83, i64 0, i64 0), i32 noundef %719)
  %720 = load volatile i64, i64* getelementptr inbounds (%union.U0, %union.U0* @g_855, i32 0, i32 0), align 8
  %721 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %720, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.84, i64 0, i64 0), i32 noundef %721)
  %722 = load volatile i16, i16* bitcast (%union.U0* @g_855 to i16*), align 8
  %723 = sext i16 %722 to i64
  %724 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %723, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.85, i64 0, i64 0), i32 noundef %724)
  %725 = load volatile i64, i64* getelementptr inbounds (%union.U0, %union.U0* @g_855, i32 0, i32 0), align 8
  %726 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %725, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.86, i64 0, i64 0), i32 noundef %726)
  %727 = load volatile i64, i64* getelementptr inbounds (%union.U0, %union.U0* @g_855, i32 0, i32 0), align 8
  %728 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %727, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.87, i64 0, i64 0), i32 noundef %728)
  %729 = load volatile i32, i32* @g_860, align 4
  %730 = zext i32 %729 to i64
  %731 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %730, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.88, i64 0, i64 0), i32 noundef %731)
  store i32 0, i32* %6, align 4
  br label %732

732:                                              ; preds = %748, %663
  %733 = load i32, i32* %6, align 4
  %734 = icmp slt i32 %733, 5
  br i1 %734, label %735, label %751

735:                                              ; preds = %732
  %736 = load i32, i32* %6, align 4
  %737 = sext i32 %736 to i64
  %738 = getelementptr inbounds [5 x i32], [5 x i32]* @g_861, i64 0, i64 %737
  %739 = load volatile i32, i32* %738, align 4
  %740 = zext i32 %739 to i64
  %741 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %740, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.89, i64 0, i64 0), i32 noundef %741)
  %742 = load i32, i32* %9, align 4
  %743 = icmp ne i32 %742, 0
  br i1 %743, label %744, label %747

744:                                              ; preds = %735
  %745 = load i32, i32* %6, align 4
  %746 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef %745)
  br label %747

747:                                              ; preds = %744, %735
  br label %748

748:                                              ; preds = %747
  %749 = load i32, i32* %6, align 4
  %750 = add nsw i32 %749, 1
  store i32 %750, i32* %6, align 4
  br label %732, !llvm.loop !35

751:                                              ; preds = %732
  %752 = load volatile i32, i32* @g_862, align 4
  %753 = zext i32 %752 to i64
  %754 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %753, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.90, i64 0, i64 0), i32 noundef %754)
  %755 = load volatile i32, i32* @g_863, align 4
  %756 = zext i32 %755 to i64
  %757 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %756, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.91, i64 0, i64 0), i32 noundef %757)
  %758 = load volatile i32, i32* @g_864, align 4
  %759 = zext i32 %758 to i64
  %760 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %759, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.92, i64 0, i64 0), i32 noundef %760)
  store i32 0, i32* %6, align 4
  br label %761

761:                                              ; preds = %789, %751
  %762 = load i32, i32* %6, align 4
  %763 = icmp slt i32 %762, 2
  br i1 %763, label %764, label %792

764:                                              ; preds = %761
  store i32 0, i32* %7, align 4
  br label %765

765:                                              ; preds = %785, %764
  %766 = load i32, i32* %7, align 4
  %767 = icmp slt i32 %766, 9
  br i1 %767, label %768, label %788

768:                                              ; preds = %765
  %769 = load i32, i32* %6, align 4
  %770 = sext i32 %769 to i64
  %771 = getelementptr inbounds [2 x [9 x i32]], [2 x [9 x i32]]* @g_865, i64 0, i64 %770
  %772 = load i32, i32* %7, align 4
  %773 = sext i32 %772 to i64
  %774 = getelementptr inbounds [9 x i32], [9 x i32]* %771, i64 0, i64 %773
  %775 = load volatile i32, i32* %774, align 4
  %776 = zext i32 %775 to i64
  %777 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %776, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.93, i64 0, i64 0), i32 noundef %777)
  %778 = load i32, i32* %9, align 4
  %779 = icmp ne i32 %778, 0
  br i1 %779, label %780, label %784

780:                                              ; preds = %768
  %781 = load i32, i32* %6, align 4
  %782 = load i32, i32* %7, align 4
  %783 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.19, i64 0, i64 0), i32 noundef %781, i32 noundef %782)
  br label %784

784:                                              ; preds = %780, %768
  br label %785

785:                                              ; preds = %784
  %786 = load i32, i32* %7, align 4
  %787 = add nsw i32 %786, 1
  store i32 %787, i32* %7, align 4
  br label %765, !llvm.loop !36

788:                                              ; preds = %765
  br label %789

789:                                              ; preds = %788
  %790 = load i32, i32* %6, align 4
  %791 = add nsw i32 %790, 1
  store i32 %791, i32* %6, align 4
  br label %761, !llvm.loop !37

792:                                              ; preds = %761
  %793 = load volatile i32, i32* @g_866, align 4
  %794 = zext i32 %793 to i64
  %795 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %794, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.94, i64 0, i64 0), i32 noundef %795)
  %796 = load volatile i32, i32* @g_867, align 4
  %797 = zext i32 %796 to i64
  %798 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %797, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.95, i64 0, i64 0), i32 noundef %798)
  %799 = load volatile i32, i32* @g_868, align 4
  %800 = zext i32 %799 to i64
  %801 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %800, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.96, i64 0, i64 0), i32 noundef %801)
  %802 = load volatile i32, i32* @g_869, align 4
  %803 = zext i32 %802 to i64
  %804 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %803, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.97, i64 0, i64 0), i32 noundef %804)
  %805 = load volatile i32, i32* @g_870, align 4
  %806 = zext i32 %805 to i64
  %807 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %806, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.98, i64 0, i64 0), i32 noundef %807)
  store i32 0, i32* %6, align 4
  br label %808

808:                                              ; preds = %824, %792
  %809 = load i32, i32* %6, align 4
  %810 = icmp slt i32 %809, 1
  br i1 %810, label %811, label %827

811:                                              ; preds = %808
  %812 = load i32, i32* %6, align 4
  %813 = sext i32 %812 to i64
  %814 = getelementptr inbounds [1 x i32], [1 x i32]* @g_871, i64 0, i64 %813
  %815 = load volatile i32, i32* %814, align 4
  %816 = zext i32 %815 to i64
  %817 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %816, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.99, i64 0, i64 0), i32 noundef %817)
  %818 = load i32, i32* %9, align 4
  %819 = icmp ne i32 %818, 0
  br i1 %819, label %820, label %823

820:                                              ; preds = %811
  %821 = load i32, i32* %6, align 4
  %822 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef %821)
  br label %823

823:                                              ; preds = %820, %811
  br label %824

824:                                              ; preds = %823
  %825 = load i32, i32* %6, align 4
  %826 = add nsw i32 %825, 1
  store i32 %826, i32* %6, align 4
  br label %808, !llvm.loop !38

827:                                              ; preds = %808
  store i32 0, i32* %6, align 4
  br label %828

828:                                              ; preds = %844, %827
  %829 = load i32, i32* %6, align 4
  %830 = icmp slt i32 %829, 7
  br i1 %830, label %831, label %847

831:                                              ; preds = %828
  %832 = load i32, i32* %6, align 4
  %833 = sext i32 %832 to i64
  %834 = getelementptr inbounds [7 x i32], [7 x i32]* @g_872, i64 0, i64 %833
  %835 = load volatile i32, i32* %834, align 4
  %836 = zext i32 %835 to i64
  %837 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %836, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.100, i64 0, i64 0), i32 noundef %837)
  %838 = load i32, i32* %9, align 4
  %839 = icmp ne i32 %838, 0
  br i1 %839, label %840, label %843

840:                                              ; preds = %831
  %841 = load i32, i32* %6, align 4
  %842 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef %841)
  br label %843

843:                                              ; preds = %840, %831
  br label %844

844:                                              ; preds = %843
  %845 = load i32, i32* %6, align 4
  %846 = add nsw i32 %845, 1
  store i32 %846, i32* %6, align 4
  br label %828, !llvm.loop !39

847:                                              ; preds = %828
  %848 = load volatile i32, i32* @g_873, align 4
  %849 = zext i32 %848 to i64
  %850 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %849, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.101, i64 0, i64 0), i32 noundef %850)
  %851 = load volatile i32, i32* @g_874, align 4
  %852 = zext i32 %851 to i64
  %853 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %852, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.102, i64 0, i64 0), i32 noundef %853)
  store i32 0, i32* %6, align 4
  br label %854

854:                                              ; preds = %870, %847
  %855 = load i32, i32* %6, align 4
  %856 = icmp slt i32 %855, 8
  br i1 %856, label %857, label %873

857:                                              ; preds = %854
  %858 = load i32, i32* %6, align 4
  %859 = sext i32 %858 to i64
  %860 = getelementptr inbounds [8 x i16], [8 x i16]* @g_972, i64 0, i64 %859
  %861 = load volatile i16, i16* %860, align 2
  %862 = sext i16 %861 to i64
  %863 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %862, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.103, i64 0, i64 0), i32 noundef %863)
  %864 = load i32, i32* %9, align 4
  %865 = icmp ne i32 %864, 0
  br i1 %865, label %866, label %869

866:                                              ; preds = %857
  %867 = load i32, i32* %6, align 4
  %868 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef %867)
  br label %869

869:                                              ; preds = %866, %857
  br label %870

870:                                              ; preds = %869
  %871 = load i32, i32* %6, align 4
  %872 = add nsw i32 %871, 1
  store i32 %872, i32* %6, align 4
  br label %854, !llvm.loop !40

873:                                              ; preds = %854
  %874 = load volatile i8, i8* getelementptr inbounds (%union.U3, %union.U3* @g_1084, i32 0, i32 0), align 1
  %875 = sext i8 %874 to i64
  %876 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %875, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.104, i64 0, i64 0), i32 noundef %876)
  %877 = load volatile i8, i8* getelementptr inbounds (%union.U3, %union.U3* @g_1084, i32 0, i32 0), align 1
  %878 = zext i8 %877 to i64
  %879 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %878, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.105, i64 0, i64 0), i32 noundef %879)
  %880 = load volatile i8, i8* getelementptr inbounds (%union.U3, %union.U3* @g_1089, i32 0, i32 0), align 1
  %881 = sext i8 %880 to i64
  %882 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %881, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.106, i64 0, i64 0), i32 noundef %882)
  %883 = load i8, i8* getelementptr inbounds (%union.U3, %union.U3* @g_1089, i32 0, i32 0), align 1
  %884 = zext i8 %883 to i64
  %885 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %884, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.107, i64 0, i64 0), i32 noundef %885)
  %886 = load volatile i8, i8* getelementptr inbounds ({ i8, [3 x i8] }, { i8, [3 x i8] }* @g_1196, i32 0, i32 0), align 4
  %887 = zext i8 %886 to i64
  %888 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %887, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.108, i64 0, i64 0), i32 noundef %888)
  %889 = load volatile i8, i8* getelementptr inbounds ({ i8, [3 x i8] }, { i8, [3 x i8] }* @g_1196, i32 0, i32 0), align 4
  %890 = sext i8 %889 to i64
  %891 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %890, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.109, i64 0, i64 0), i32 noundef %891)
  %892 = load volatile i8, i8* getelementptr inbounds ({ i8, [3 x i8] }, { i8, [3 x i8] }* @g_1196, i32 0, i32 0), align 4
  %893 = zext i8 %892 to i64
  %894 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %893, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.110, i64 0, i64 0), i32 noundef %894)
  %895 = load i16, i16* @g_1277, align 2
  %896 = zext i16 %895 to i64
  %897 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %896, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.111, i64 0, i64 0), i32 noundef %897)
  %898 = load volatile i8, i8* getelementptr inbounds (%union.U3, %union.U3* @g_1295, i32 0, i32 0), align 1
  %899 = sext i8 %898 to i64
  %900 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %899, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.112, i64 0, i64 0), i32 noundef %900)
  %901 = load i8, i8* getelementptr inbounds (%union.U3, %union.U3* @g_1295, i32 0, i32 0), align 1
  %902 = zext i8 %901 to i64
  %903 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %902, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.113, i64 0, i64 0), i32 noundef %903)
  %904 = load volatile i16, i16* @g_1301, align 2
  %905 = sext i16 %904 to i64
  %906 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %905, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.114, i64 0, i64 0), i32 noundef %906)
  %907 = load volatile i32, i32* @g_1307, align 4
  %908 = sext i32 %907 to i64
  %909 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %908, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.115, i64 0, i64 0), i32 noundef %909)
  store i32 0, i32* %6, align 4
  br label %910

910:                                              ; preds = %949, %873
  %911 = load i32, i32* %6, align 4
  %912 = icmp slt i32 %911, 8
  br i1 %912, label %913, label %952

913:                                              ; preds = %910
  store i32 0, i32* %7, align 4
  br label %914

914:                                              ; preds = %945, %913
  %915 = load i32, i32* %7, align 4
  %916 = icmp slt i32 %915, 9
  br i1 %916, label %917, label %948

917:                                              ; preds = %914
  %918 = load i32, i32* %6, align 4
  %919 = sext i32 %918 to i64
  %920 = getelementptr inbounds [8 x [9 x %union.U3]], [8 x [9 x %union.U3]]* @g_1332, i64 0, i64 %919
  %921 = load i32, i32* %7, align 4
  %922 = sext i32 %921 to i64
  %923 = getelementptr inbounds [9 x %union.U3], [9 x %union.U3]* %920, i64 0, i64 %922
  %924 = bitcast %union.U3* %923 to i8*
  %925 = load volatile i8, i8* %924, align 1
  %926 = sext i8 %925 to i64
  %927 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %926, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.116, i64 0, i64 0), i32 noundef %927)
  %928 = load i32, i32* %6, align 4
  %929 = sext i32 %928 to i64
  %930 = getelementptr inbounds [8 x [9 x %union.U3]], [8 x [9 x %union.U3]]* @g_1332, i64 0, i64 %929
  %931 = load i32, i32* %7, align 4
  %932 = sext i32 %931 to i64
  %933 = getelementptr inbounds [9 x %union.U3], [9 x %union.U3]* %930, i64 0, i64 %932
  %934 = bitcast %union.U3* %933 to i8*
  %935 = load i8, i8* %934, align 1
  %936 = zext i8 %935 to i64
  %937 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %936, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.117, i64 0, i64 0), i32 noundef %937)
  %938 = load i32, i32* %9, align 4
  %939 = icmp ne i32 %938, 0
  br i1 %939, label %940, label %944

940:                                              ; preds = %917
  %941 = load i32, i32* %6, align 4
  %942 = load i32, i32* %7, align 4
  %943 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.19, i64 0, i64 0), i32 noundef %941, i32 noundef %942)
  br label %944

944:                                              ; preds = %940, %917
  br label %945

945:                                              ; preds = %944
  %946 = load i32, i32* %7, align 4
  %947 = add nsw i32 %946, 1
  store i32 %947, i32* %7, align 4
  br label %914, !llvm.loop !41

948:                                              ; preds = %914
  br label %949

949:                                              ; preds = %948
  %950 = load i32, i32* %6, align 4
  %951 = add nsw i32 %950, 1
  store i32 %951, i32* %6, align 4
  br label %910, !llvm.loop !42

952:                                              ; preds = %910
  %953 = load volatile i8, i8* getelementptr inbounds (%union.U3, %union.U3* @g_1343, i32 0, i32 0), align 1
  %954 = sext i8 %953 to i64
  %955 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %954, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.118, i64 0, i64 0), i32 noundef %955)
  %956 = load i8, i8* getelementptr inbounds (%union.U3, %union.U3* @g_1343, i32 0, i32 0), align 1
  %957 = zext i8 %956 to i64
  %958 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %957, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.119, i64 0, i64 0), i32 noundef %958)
  %959 = load i8, i8* getelementptr inbounds ({ i8, [3 x i8] }, { i8, [3 x i8] }* @g_1349, i32 0, i32 0), align 4
  %960 = zext i8 %959 to i64
  %961 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %960, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.120, i64 0, i64 0), i32 noundef %961)
  %962 = load volatile i8, i8* getelementptr inbounds ({ i8, [3 x i8] }, { i8, [3 x i8] }* @g_1349, i32 0, i32 0), align 4
  %963 = sext i8 %962 to i64
  %964 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %963, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.121, i64 0, i64 0), i32 noundef %964)
  %965 = load i8, i8* getelementptr inbounds ({ i8, [3 x i8] }, { i8, [3 x i8] }* @g_1349, i32 0, i32 0), align 4
  %966 = zext i8 %965 to i64
  %967 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %966, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.122, i64 0, i64 0), i32 noundef %967)
  %968 = load volatile i8, i8* getelementptr inbounds (%union.U3, %union.U3* @g_1374, i32 0, i32 0), align 1
  %969 = sext i8 %968 to i64
  %970 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %969, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.123, i64 0, i64 0), i32 noundef %970)
  %971 = load i8, i8* getelementptr inbounds (%union.U3, %union.U3* @g_1374, i32 0, i32 0), align 1
  %972 = zext i8 %971 to i64
  %973 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %972, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.124, i64 0, i64 0), i32 noundef %973)
  store i32 0, i32* %6, align 4
  br label %974

974:                                              ; preds = %1013, %952
  %975 = load i32, i32* %6, align 4
  %976 = icmp slt i32 %975, 6
  br i1 %976, label %977, label %1016

977:                                              ; preds = %974
  store i32 0, i32* %7, align 4
  br label %978

978:                                              ; preds = %1009, %977
  %979 = load i32, i32* %7, align 4
  %980 = icmp slt i32 %979, 1
  br i1 %980, label %981, label %1012

981:                                              ; preds = %978
  %982 = load i32, i32* %6, align 4
  %983 = sext i32 %982 to i64
  %984 = getelementptr inbounds [6 x [1 x %union.U3]], [6 x [1 x %union.U3]]* @g_1416, i64 0, i64 %983
  %985 = load i32, i32* %7, align 4
  %986 = sext i32 %985 to i64
  %987 = getelementptr inbounds [1 x %union.U3], [1 x %union.U3]* %984, i64 0, i64 %986
  %988 = bitcast %union.U3* %987 to i8*
  %989 = load volatile i8, i8* %988, align 1
  %990 = sext i8 %989 to i64
  %991 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %990, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.125, i64 0, i64 0), i32 noundef %991)
  %992 = load i32, i32* %6, align 4
  %993 = sext i32 %992 to i64
  %994 = getelementptr inbounds [6 x [1 x %union.U3]], [6 x [1 x %union.U3]]* @g_1416, i64 0, i64 %993
  %995 = load i32, i32* %7, align 4
  %996 = sext i32 %995 to i64
  %997 = getelementptr inbounds [1 x %union.U3], [1 x %union.U3]* %994, i64 0, i64 %996
  %998 = bitcast %union.U3* %997 to i8*
  %999 = load volatile i8, i8* %998, align 1
  %1000 = zext i8 %999 to i64
  %1001 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %1000, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.126, i64 0, i64 0), i32 noundef %1001)
  %1002 = load i32, i32* %9, align 4
  %1003 = icmp ne i32 %1002, 0
  br i1 %1003, label %1004, label %1008

1004:                                             ; preds = %981
  %1005 = load i32, i32* %6, align 4
  %1006 = load i32, i32* %7, align 4
  %1007 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.19, i64 0, i64 0), i32 noundef %1005, i32 noundef %1006)
  br label %1008

1008:                                             ; preds = %1004, %981
  br label %1009

1009:                                             ; preds = %1008
  %1010 = load i32, i32* %7, align 4
  %1011 = add nsw i32 %1010, 1
  store i32 %1011, i32* %7, align 4
  br label %978, !llvm.loop !43

1012:                                             ; preds = %978
  br label %1013

1013:                                             ; preds = %1012
  %1014 = load i32, i32* %6, align 4
  %1015 = add nsw i32 %1014, 1
  store i32 %1015, i32* %6, align 4
  br label %974, !llvm.loop !44

1016:                                             ; preds = %974
  %1017 = load volatile i8, i8* getelementptr inbounds (%union.U3, %union.U3* @g_1428, i32 0, i32 0), align 1
  %1018 = sext i8 %1017 to i64
  %1019 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %1018, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.127, i64 0, i64 0), i32 noundef %1019)
  %1020 = load i8, i8* getelementptr inbounds (%union.U3, %union.U3* @g_1428, i32 0, i32 0), align 1
  %1021 = zext i8 %1020 to i64
  %1022 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %1021, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.128, i64 0, i64 0), i32 noundef %1022)
  %1023 = load i32, i32* @g_1431, align 4
  %1024 = zext i32 %1023 to i64
  %1025 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %1024, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.129, i64 0, i64 0), i32 noundef %1025)
  %1026 = load i64, i64* getelementptr inbounds (%union.U0, %union.U0* @g_1639, i32 0, i32 0), align 8
  %1027 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %1026, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.130, i64 0, i64 0), i32 noundef %1027)
  %1028 = load volatile i16, i16* bitcast (%union.U0* @g_1639 to i16*), align 8
  %1029 = sext i16 %1028 to i64
  %1030 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %1029, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.131, i64 0, i64 0), i32 noundef %1030)
  %1031 = load i64, i64* getelementptr inbounds (%union.U0, %union.U0* @g_1639, i32 0, i32 0), align 8
  %1032 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %1031, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.132, i64 0, i64 0), i32 noundef %1032)
  %1033 = load i64, i64* getelementptr inbounds (%union.U0, %union.U0* @g_1639, i32 0, i32 0), align 8
  %1034 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %1033, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.133, i64 0, i64 0), i32 noundef %1034)
  %1035 = load volatile i8, i8* getelementptr inbounds (%union.U3, %union.U3* @g_1644, i32 0, i32 0), align 1
  %1036 = sext i8 %1035 to i64
  %1037 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %1036, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.134, i64 0, i64 0), i32 noundef %1037)
  %1038 = load volatile i8, i8* getelementptr inbounds (%union.U3, %union.U3* @g_1644, i32 0, i32 0), align 1
  %1039 = zext i8 %1038 to i64
  %1040 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %1039, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.135, i64 0, i64 0), i32 noundef %1040)
  %1041 = load volatile i8, i8* getelementptr inbounds ({ i8, [3 x i8] }, { i8, [3 x i8] }* @g_1673, i32 0, i32 0), align 4
  %1042 = zext i8 %1041 to i64
  %1043 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %1042, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.136, i64 0, i64 0), i32 noundef %1043)
  %1044 = load volatile i8, i8* getelementptr inbounds ({ i8, [3 x i8] }, { i8, [3 x i8] }* @g_1673, i32 0, i32 0), align 4
  %1045 = sext i8 %1044 to i64
  %1046 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %1045, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.137, i64 0, i64 0), i32 noundef %1046)
  %1047 = load volatile i8, i8* getelementptr inbounds ({ i8, [3 x i8] }, { i8, [3 x i8] }* @g_1673, i32 0, i32 0), align 4
  %1048 = zext i8 %1047 to i64
  %1049 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %1048, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.138, i64 0, i64 0), i32 noundef %1049)
  %1050 = load i32, i32* @g_1707, align 4
  %1051 = zext i32 %1050 to i64
  %1052 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %1051, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.139, i64 0, i64 0), i32 noundef %1052)
  store i32 0, i32* %6, align 4
  br label %1053

1053:                                             ; preds = %1069, %1016
  %1054 = load i32, i32* %6, align 4
  %1055 = icmp slt i32 %1054, 8
  br i1 %1055, label %1056, label %1072

1056:                                             ; preds = %1053
  %1057 = load i32, i32* %6, align 4
  %1058 = sext i32 %1057 to i64
  %1059 = getelementptr inbounds [8 x i32], [8 x i32]* @g_1716, i64 0, i64 %1058
  %1060 = load volatile i32, i32* %1059, align 4
  %1061 = sext i32 %1060 to i64
  %1062 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %1061, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.140, i64 0, i64 0), i32 noundef %1062)
  %1063 = load i32, i32* %9, align 4
  %1064 = icmp ne i32 %1063, 0
  br i1 %1064, label %1065, label %1068

1065:                                             ; preds = %1056
  %1066 = load i32, i32* %6, align 4
  %1067 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef %1066)
  br label %1068

1068:                                             ; preds = %1065, %1056
  br label %1069

1069:                                             ; preds = %1068
  %1070 = load i32, i32* %6, align 4
  %1071 = add nsw i32 %1070, 1
  store i32 %1071, i32* %6, align 4
  br label %1053, !llvm.loop !45

1072:                                             ; preds = %1053
  %1073 = load volatile i8, i8* getelementptr inbounds (%union.U3, %union.U3* @g_1739, i32 0, i32 0), align 1
  %1074 = sext i8 %1073 to i64
  %1075 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %1074, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.141, i64 0, i64 0), i32 noundef %1075)
  %1076 = load volatile i8, i8* getelementptr inbounds (%union.U3, %union.U3* @g_1739, i32 0, i32 0), align 1
  %1077 = zext i8 %1076 to i64
  %1078 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %1077, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.142, i64 0, i64 0), i32 noundef %1078)
  %1079 = load i32, i32* @g_1750, align 4
  %1080 = zext i32 %1079 to i64
  %1081 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %1080, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.143, i64 0, i64 0), i32 noundef %1081)
  store i32 0, i32* %6, align 4
  br label %1082

1082:                                             ; preds = %1098, %1072
  %1083 = load i32, i32* %6, align 4
  %1084 = icmp slt i32 %1083, 1
  br i1 %1084, label %1085, label %1101

1085:                                             ; preds = %1082
  %1086 = load i32, i32* %6, align 4
  %1087 = sext i32 %1086 to i64
  %1088 = getelementptr inbounds [1 x i32], [1 x i32]* @g_1751, i64 0, i64 %1087
  %1089 = load i32, i32* %1088, align 4
  %1090 = zext i32 %1089 to i64
  %1091 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %1090, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.144, i64 0, i64 0), i32 noundef %1091)
  %1092 = load i32, i32* %9, align 4
  %1093 = icmp ne i32 %1092, 0
  br i1 %1093, label %1094, label %1097

1094:                                             ; preds = %1085
  %1095 = load i32, i32* %6, align 4
  %1096 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef %1095)
  br label %1097

1097:                                             ; preds = %1094, %1085
  br label %1098

1098:                                             ; preds = %1097
  %1099 = load i32, i32* %6, align 4
  %1100 = add nsw i32 %1099, 1
  store i32 %1100, i32* %6, align 4
  br label %1082, !llvm.loop !46

1101:                                             ; preds = %1082
  %1102 = load i32, i32* @g_1752, align 4
  %1103 = zext i32 %1102 to i64
  %1104 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %1103, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.145, i64 0, i64 0), i32 noundef %1104)
  %1105 = load i32, i32* @g_1753, align 4
  %1106 = zext i32 %1105 to i64
  %1107 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %1106, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.146, i64 0, i64 0), i32 noundef %1107)
  %1108 = load i32, i32* @g_1754, align 4
  %1109 = zext i32 %1108 to i64
  %1110 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %1109, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.147, i64 0, i64 0), i32 noundef %1110)
  %1111 = load i32, i32* @g_1755, align 4
  %1112 = zext i32 %1111 to i64
  %1113 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %1112, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.148, i64 0, i64 0), i32 noundef %1113)
  store i32 0, i32* %6, align 4
  br label %1114

1114:                                             ; preds = %1130, %1101
  %1115 = load i32, i32* %6, align 4
  %1116 = icmp slt i32 %1115, 3
  br i1 %1116, label %1117, label %1133

1117:                                             ; preds = %1114
  %1118 = load i32, i32* %6, align 4
  %1119 = sext i32 %1118 to i64
  %1120 = getelementptr inbounds [3 x i32], [3 x i32]* @g_1756, i64 0, i64 %1119
  %1121 = load i32, i32* %1120, align 4
  %1122 = zext i32 %1121 to i64
  %1123 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %1122, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.149, i64 0, i64 0), i32 noundef %1123)
  %1124 = load i32, i32* %9, align 4
  %1125 = icmp ne i32 %1124, 0
  br i1 %1125, label %1126, label %1129

1126:                                             ; preds = %1117
  %1127 = load i32, i32* %6, align 4
  %1128 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef %1127)
  br label %1129

1129:                                             ; preds = %1126, %1117
  br label %1130

1130:                                             ; preds = %1129
  %1131 = load i32, i32* %6, align 4
  %1132 = add nsw i32 %1131, 1
  store i32 %1132, i32* %6, align 4
  br label %1114, !llvm.loop !47

1133:                                             ; preds = %1114
  %1134 = load i32, i32* @g_1757, align 4
  %1135 = zext i32 %1134 to i64
  %1136 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %1135, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.150, i64 0, i64 0), i32 noundef %1136)
  store i32 0, i32* %6, align 4
  br label %1137

1137:                                             ; preds = %1153, %1133
  %1138 = load i32, i32* %6, align 4
  %1139 = icmp slt i32 %1138, 2
  br i1 %1139, label %1140, label %1156

1140:                                             ; preds = %1137
  %1141 = load i32, i32* %6, align 4
  %1142 = sext i32 %1141 to i64
  %1143 = getelementptr inbounds [2 x i32], [2 x i32]* @g_1758, i64 0, i64 %1142
  %1144 = load i32, i32* %1143, align 4
  %1145 = zext i32 %1144 to i64
  %1146 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %1145, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.151, i64 0, i64 0), i32 noundef %1146)
  %1147 = load i32, i32* %9, align 4
  %1148 = icmp ne i32 %1147, 0
  br i1 %1148, label %1149, label %1152

1149:                                             ; preds = %1140
  %1150 = load i32, i32* %6, align 4
  %1151 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef %1150)
  br label %1152

1152:                                             ; preds = %1149, %1140
  br label %1153

1153:                                             ; preds = %1152
  %1154 = load i32, i32* %6, align 4
  %1155 = add nsw i32 %1154, 1
  store i32 %1155, i32* %6, align 4
  br label %1137, !llvm.loop !48

1156:                                             ; preds = %1137
  %1157 = load i32, i32* @g_1759, align 4
  %1158 = zext i32 %1157 to i64
  %1159 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %1158, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.152, i64 0, i64 0), i32 noundef %1159)
  %1160 = load i32, i32* @g_1760, align 4
  %1161 = zext i32 %1160 to i64
  %1162 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %1161, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.153, i64 0, i64 0), i32 noundef %1162)
  %1163 = load i32, i32* @g_1761, align 4
  %1164 = zext i32 %1163 to i64
  %1165 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %1164, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.154, i64 0, i64 0), i32 noundef %1165)
  %1166 = load i32, i32* @g_1762, align 4
  %1167 = zext i32 %1166 to i64
  %1168 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %1167, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.155, i64 0, i64 0), i32 noundef %1168)
  %1169 = load i32, i32* @g_1763, align 4
  %1170 = zext i32 %1169 to i64
  %1171 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %1170, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.156, i64 0, i64 0), i32 noundef %1171)
  %1172 = load i32, i32* @g_1764, align 4
  %1173 = zext i32 %1172 to i64
  %1174 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %1173, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.157, i64 0, i64 0), i32 noundef %1174)
  %1175 = load i32, i32* @g_1765, align 4
  %1176 = zext i32 %1175 to i64
  %1177 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %1176, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.158, i64 0, i64 0), i32 noundef %1177)
  %1178 = load i32, i32* @g_1766, align 4
  %1179 = zext i32 %1178 to i64
  %1180 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %1179, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.159, i64 0, i64 0), i32 noundef %1180)
  %1181 = load i32, i32* @g_1767, align 4
  %1182 = zext i32 %1181 to i64
  %1183 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %1182, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.160, i64 0, i64 0), i32 noundef %1183)
  %1184 = load i32, i32* @g_1768, align 4
  %1185 = zext i32 %1184 to i64
  %1186 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %1185, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.161, i64 0, i64 0), i32 noundef %1186)
  %1187 = load i32, i32* @g_1769, align 4
  %1188 = zext i32 %1187 to i64
  %1189 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %1188, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.162, i64 0, i64 0), i32 noundef %1189)
  %1190 = load i32, i32* @g_1770, align 4
  %1191 = zext i32 %1190 to i64
  %1192 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %1191, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.163, i64 0, i64 0), i32 noundef %1192)
  %1193 = load i32, i32* @g_1771, align 4
  %1194 = zext i32 %1193 to i64
  %1195 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %1194, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.164, i64 0, i64 0), i32 noundef %1195)
  %1196 = load i32, i32* @g_1772, align 4
  %1197 = zext i32 %1196 to i64
  %1198 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %1197, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.165, i64 0, i64 0), i32 noundef %1198)
  %1199 = load i32, i32* @g_1773, align 4
  %1200 = zext i32 %1199 to i64
  %1201 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %1200, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.166, i64 0, i64 0), i32 noundef %1201)
  store i32 0, i32* %6, align 4
  br label %1202

1202:                                             ; preds = %1226, %1156
  %1203 = load i32, i32* %6, align 4
  %1204 = icmp slt i32 %1203, 3
  br i1 %1204, label %1205, label %1229

1205:                                             ; preds = %1202
  %1206 = load i32, i32* %6, align 4
  %1207 = sext i32 %1206 to i64
  %1208 = getelementptr inbounds [3 x %union.U3], [3 x %union.U3]* @g_1801, i64 0, i64 %1207
  %1209 = bitcast %union.U3* %1208 to i8*
  %1210 = load volatile i8, i8* %1209, align 1
  %1211 = sext i8 %1210 to i64
  %1212 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %1211, i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.167, i64 0, i64 0), i32 noundef %1212)
  %1213 = load i32, i32* %6, align 4
  %1214 = sext i32 %1213 to i64
  %1215 = getelementptr inbounds [3 x %union.U3], [3 x %union.U3]* @g_1801, i64 0, i64 %1214
  %1216 = bitcast %union.U3* %1215 to i8*
  %1217 = load i8, i8* %1216, align 1
  %1218 = zext i8 %1217 to i64
  %1219 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %1218, i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.168, i64 0, i64 0), i32 noundef %1219)
  %1220 = load i32, i32* %9, align 4
  %1221 = icmp ne i32 %1220, 0
  br i1 %1221, label %1222, label %1225

1222:                                             ; preds = %1205
  %1223 = load i32, i32* %6, align 4
  %1224 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef %1223)
  br label %1225

1225:                                             ; preds = %1222, %1205
  br label %1226

1226:                                             ; preds = %1225
  %1227 = load i32, i32* %6, align 4
  %1228 = add nsw i32 %1227, 1
  store i32 %1228, i32* %6, align 4
  br label %1202, !llvm.loop !49

1229:                                             ; preds = %1202
  store i32 0, i32* %6, align 4
  br label %1230

1230:                                             ; preds = %1270, %1229
  %1231 = load i32, i32* %6, align 4
  %1232 = icmp slt i32 %1231, 1
  br i1 %1232, label %1233, label %1273

1233:                                             ; preds = %1230
  store i32 0, i32* %7, align 4
  br label %1234

1234:                                             ; preds = %1266, %1233
  %1235 = load i32, i32* %7, align 4
  %1236 = icmp slt i32 %1235, 6
  br i1 %1236, label %1237, label %1269

1237:                                             ; preds = %1234
  store i32 0, i32* %8, align 4
  br label %1238

1238:                                             ; preds = %1262, %1237
  %1239 = load i32, i32* %8, align 4
  %1240 = icmp slt i32 %1239, 1
  br i1 %1240, label %1241, label %1265

1241:                                             ; preds = %1238
  %1242 = load i32, i32* %6, align 4
  %1243 = sext i32 %1242 to i64
  %1244 = getelementptr inbounds [1 x [6 x [1 x i8]]], [1 x [6 x [1 x i8]]]* @g_1835, i64 0, i64 %1243
  %1245 = load i32, i32* %7, align 4
  %1246 = sext i32 %1245 to i64
  %1247 = getelementptr inbounds [6 x [1 x i8]], [6 x [1 x i8]]* %1244, i64 0, i64 %1246
  %1248 = load i32, i32* %8, align 4
  %1249 = sext i32 %1248 to i64
  %1250 = getelementptr inbounds [1 x i8], [1 x i8]* %1247, i64 0, i64 %1249
  %1251 = load volatile i8, i8* %1250, align 1
  %1252 = sext i8 %1251 to i64
  %1253 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %1252, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.169, i64 0, i64 0), i32 noundef %1253)
  %1254 = load i32, i32* %9, align 4
  %1255 = icmp ne i32 %1254, 0
  br i1 %1255, label %1256, label %1261

1256:                                             ; preds = %1241
  %1257 = load i32, i32* %6, align 4
  %1258 = load i32, i32* %7, align 4
  %1259 = load i32, i32* %8, align 4
  %1260 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.15, i64 0, i64 0), i32 noundef %1257, i32 noundef %1258, i32 noundef %1259)
  br label %1261

1261:                                             ; preds = %1256, %1241
  br label %1262

1262:                                             ; preds = %1261
  %1263 = load i32, i32* %8, align 4
  %1264 = add nsw i32 %1263, 1
  store i32 %1264, i32* %8, align 4
  br label %1238, !llvm.loop !50

1265:                                             ; preds = %1238
  br label %1266

1266:                                             ; preds = %1265
  %1267 = load i32, i32* %7, align 4
  %1268 = add nsw i32 %1267, 1
  store i32 %1268, i32* %7, align 4
  br label %1234, !llvm.loop !51

1269:                                             ; preds = %1234
  br label %1270

1270:                                             ; preds = %1269
  %1271 = load i32, i32* %6, align 4
  %1272 = add nsw i32 %1271, 1
  store i32 %1272, i32* %6, align 4
  br label %1230, !llvm.loop !52

1273:                                             ; preds = %1230
  %1274 = load i32, i32* @crc32_context, align 4
  %1275 = zext i32 %1274 to i64
  %1276 = xor i64 %1275, 4294967295
  %1277 = trunc i64 %1276 to i32
  %1278 = load i32, i32* %9, align 4
  call void @platform_main_end(i32 noundef %1277, i32 noundef %1278)
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
  br label %10, !llvm.loop !53

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
  br label %5, !llvm.loop !54

36:                                               ; preds = %5
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @func_1() #0 {
  %1 = alloca i16, align 2
  %2 = alloca [9 x i32], align 16
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca [7 x [8 x [4 x i32]]], align 16
  %7 = alloca i8, align 1
  %8 = alloca i64**, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32*, align 8
  %13 = alloca i32*, align 8
  %14 = alloca i32*, align 8
  %15 = alloca i32*, align 8
  %16 = alloca i32, align 4
  %17 = alloca [6 x i32], align 16
  %18 = alloca [2 x i16], align 2
  %19 = alloca i16, align 2
  %20 = alloca i32, align 4
  %21 = alloca [7 x [9 x [4 x i32]]], align 16
  %22 = alloca i32*, align 8
  %23 = alloca i32*, align 8
  %24 = alloca i32*, align 8
  %25 = alloca i32*, align 8
  %26 = alloca i32*, align 8
  %27 = alloca i32*, align 8
  %28 = alloca i32*, align 8
  %29 = alloca [6 x i32*], align 16
  %30 = alloca i16, align 2
  %31 = alloca i8, align 1
  %32 = alloca i8*, align 8
  %33 = alloca i32, align 4
  %34 = alloca i32, align 4
  %35 = alloca i32, align 4
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  %38 = alloca [9 x i16*], align 16
  %39 = alloca i32, align 4
  %40 = alloca i32, align 4
  %41 = alloca %union.U2, align 4
  %42 = alloca i32, align 4
  %43 = bitcast [9 x i32]* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %43, i8* align 16 bitcast ([9 x i32]* @__const.func_1.l_2 to i8*), i64 36, i1 false)
  store i8* @g_12, i8** %3, align 8
  store i32 180456597, i32* %4, align 4
  store i64 -6, i64* %5, align 8
  %44 = bitcast [7 x [8 x [4 x i32]]]* %6 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %44, i8* align 16 bitcast ([7 x [8 x [4 x i32]]]* @__const.func_1.l_1833 to i8*), i64 896, i1 false)
  store i8 -1, i8* %7, align 1
  store i64** @g_1418, i64*** %8, align 8
  store i32 3, i32* @g_6, align 4
  br label %45

45:                                               ; preds = %275, %0
  %46 = load i32, i32* @g_6, align 4
  %47 = icmp sle i32 %46, 8
  br i1 %47, label %48, label %278

48:                                               ; preds = %45
  store i32* null, i32** %12, align 8
  store i32* null, i32** %13, align 8
  store i32* null, i32** %14, align 8
  store i32* @g_1764, i32** %15, align 8
  store i32 0, i32* %16, align 4
  %49 = bitcast [6 x i32]* %17 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %49, i8* align 16 bitcast ([6 x i32]* @__const.func_1.l_1822 to i8*), i64 24, i1 false)
  store i16 -11546, i16* %19, align 2
  store i32 0, i32* %20, align 4
  br label %50

50:                                               ; preds = %57, %48
  %51 = load i32, i32* %20, align 4
  %52 = icmp slt i32 %51, 2
  br i1 %52, label %53, label %60

53:                                               ; preds = %50
  %54 = load i32, i32* %20, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [2 x i16], [2 x i16]* %18, i64 0, i64 %55
  store i16 0, i16* %56, align 2
  br label %57

57:                                               ; preds = %53
  %58 = load i32, i32* %20, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, i32* %20, align 4
  br label %50, !llvm.loop !55

60:                                               ; preds = %50
  %61 = load i32, i32* @g_6, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [9 x i32], [9 x i32]* %2, i64 0, i64 %62
  %64 = load i32, i32* %63, align 4
  %65 = call signext i16 @func_9(i8* noundef @g_12)
  %66 = call signext i16 @safe_rshift_func_int16_t_s_s(i16 noundef signext %65, i32 noundef 4)
  %67 = sext i16 %66 to i32
  %68 = xor i32 %64, %67
  %69 = load i32***, i32**** @g_1709, align 8
  %70 = load i32**, i32*** %69, align 8
  %71 = load i32*, i32** %70, align 8
  store i32 %68, i32* %71, align 4
  %72 = load i32*, i32** @g_1553, align 8
  %73 = load i32, i32* %72, align 4
  %74 = load i32*, i32** %15, align 8
  %75 = load i32, i32* %74, align 4
  %76 = add i32 %75, -1
  store i32 %76, i32* %74, align 4
  %77 = call i32 @safe_add_func_uint32_t_u_u(i32 noundef %73, i32 noundef %76)
  %78 = icmp ne i32 %77, 0
  br i1 %78, label %79, label %85

79:                                               ; preds = %60
  %80 = load i32, i32* @g_6, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [9 x i32], [9 x i32]* %2, i64 0, i64 %81
  %83 = load i32, i32* %82, align 4
  %84 = trunc i32 %83 to i16
  store i16 %84, i16* %1, align 2
  br label %281

85:                                               ; preds = %60
  %86 = bitcast [7 x [9 x [4 x i32]]]* %21 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %86, i8* align 16 bitcast ([7 x [9 x [4 x i32]]]* @__const.func_1.l_1821 to i8*), i64 1008, i1 false)
  store i32* @g_279, i32** %22, align 8
  store i32* @g_372, i32** %23, align 8
  %87 = getelementptr inbounds [6 x i32], [6 x i32]* %17, i64 0, i64 1
  store i32* %87, i32** %24, align 8
  store i32* null, i32** %25, align 8
  store i32* null, i32** %26, align 8
  store i32* null, i32** %27, align 8
  store i32* @g_538, i32** %28, align 8
  %88 = bitcast [6 x i32*]* %29 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %88, i8 0, i64 48, i1 false)
  store i16 2, i16* %30, align 2
  store i8 -59, i8* %31, align 1
  store i8* @g_375, i8** %32, align 8
  store i32 -41732343, i32* %33, align 4
  store i64 2, i64* @g_274, align 8
  br label %89

89:                                               ; preds = %193, %85
  %90 = load i64, i64* @g_274, align 8
  %91 = icmp sle i64 %90, 8
  br i1 %91, label %92, label %196

92:                                               ; preds = %89
  store i32 2, i32* %37, align 4
  store i32 0, i32* @g_1754, align 4
  br label %93

93:                                               ; preds = %99, %92
  %94 = load i32, i32* @g_1754, align 4
  %95 = icmp ule i32 %94, 8
  br i1 %95, label %96, label %102

96:                                               ; preds = %93
  %97 = load i64, i64* getelementptr inbounds ([10 x [3 x %union.U0]], [10 x [3 x %union.U0]]* @g_218, i64 0, i64 9, i64 2, i32 0), align 8
  %98 = trunc i64 %97 to i16
  store i16 %98, i16* %1, align 2
  br label %281

99:                                               ; No predecessors!
  %100 = load i32, i32* @g_1754, align 4
  %101 = add i32 %100, 1
  store i32 %101, i32* @g_1754, align 4
  br label %93, !llvm.loop !56

102:                                              ; preds = %93
  store i32 1, i32* @g_1767, align 4
  br label %103

103:                                              ; preds = %189, %102
  %104 = load i32, i32* @g_1767, align 4
  %105 = icmp ule i32 %104, 8
  br i1 %105, label %106, label %192

106:                                              ; preds = %103
  store i32 -1874541593, i32* %39, align 4
  store i32 0, i32* %40, align 4
  br label %107

107:                                              ; preds = %114, %106
  %108 = load i32, i32* %40, align 4
  %109 = icmp slt i32 %108, 9
  br i1 %109, label %110, label %117

110:                                              ; preds = %107
  %111 = load i32, i32* %40, align 4
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds [9 x i16*], [9 x i16*]* %38, i64 0, i64 %112
  store i16* null, i16** %113, align 8
  br label %114

114:                                              ; preds = %110
  %115 = load i32, i32* %40, align 4
  %116 = add nsw i32 %115, 1
  store i32 %116, i32* %40, align 4
  br label %107, !llvm.loop !57

117:                                              ; preds = %107
  %118 = bitcast %union.U2* %41 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %118, i8* align 4 getelementptr inbounds ({ i8, [3 x i8] }, { i8, [3 x i8] }* @g_764, i32 0, i32 0), i64 4, i1 true)
  %119 = call signext i16 @safe_rshift_func_int16_t_s_s(i16 noundef signext 30586, i32 noundef 5)
  %120 = sext i16 %119 to i32
  %121 = load i64*, i64** @g_1418, align 8
  %122 = load i64, i64* %121, align 8
  %123 = load i8, i8* @g_375, align 1
  %124 = sext i8 %123 to i32
  %125 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @g_1758, i64 0, i64 1), align 4
  %126 = trunc i32 %125 to i16
  store i16 %126, i16* @g_117, align 2
  %127 = load i32, i32* %4, align 4
  %128 = load i32*, i32** %12, align 8
  %129 = load i32**, i32*** @g_1552, align 8
  %130 = load i32*, i32** %129, align 8
  %131 = icmp ne i32* %128, %130
  %132 = zext i1 %131 to i32
  %133 = load i32, i32* @g_6, align 4
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds [9 x i32], [9 x i32]* %2, i64 0, i64 %134
  store i32 0, i32* %135, align 4
  %136 = load i32, i32* getelementptr inbounds ([4 x i32], [4 x i32]* @g_62, i64 0, i64 3), align 4
  %137 = trunc i32 %136 to i16
  store i16 %137, i16* @g_278, align 2
  %138 = call signext i16 @safe_sub_func_int16_t_s_s(i16 noundef signext %126, i16 noundef signext %137)
  %139 = sext i16 %138 to i32
  %140 = call i32 @safe_sub_func_int32_t_s_s(i32 noundef %139, i32 noundef -5)
  %141 = trunc i32 %140 to i16
  %142 = call zeroext i16 @safe_mul_func_uint16_t_u_u(i16 noundef zeroext %141, i16 noundef zeroext 0)
  %143 = trunc i16 %142 to i8
  %144 = load i32, i32* %4, align 4
  %145 = trunc i32 %144 to i8
  %146 = call zeroext i8 @safe_mul_func_uint8_t_u_u(i8 noundef zeroext %143, i8 noundef zeroext %145)
  %147 = zext i8 %146 to i32
  %148 = icmp ne i32 %147, 0
  %149 = zext i1 %148 to i32
  %150 = icmp eq i32 %124, %149
  %151 = zext i1 %150 to i32
  %152 = sext i32 %151 to i64
  %153 = or i64 %152, -1
  %154 = trunc i64 %153 to i32
  %155 = load i32***, i32**** @g_1709, align 8
  %156 = load i32**, i32*** %155, align 8
  %157 = load i32*, i32** %156, align 8
  store i32 %154, i32* %157, align 4
  %158 = load i32, i32* @g_6, align 4
  %159 = sext i32 %158 to i64
  %160 = getelementptr inbounds [9 x i32], [9 x i32]* %2, i64 0, i64 %159
  %161 = load i32, i32* %160, align 4
  %162 = trunc i32 %161 to i16
  %163 = load i32, i32* %37, align 4
  %164 = call zeroext i16 @safe_lshift_func_uint16_t_u_u(i16 noundef zeroext %162, i32 noundef %163)
  %165 = zext i16 %164 to i64
  %166 = icmp slt i64 %165, 0
  %167 = zext i1 %166 to i32
  %168 = xor i32 %167, 0
  %169 = sext i32 %168 to i64
  %170 = call i64 @safe_mod_func_int64_t_s_s(i64 noundef %122, i64 noundef %169)
  %171 = load i32, i32* %39, align 4
  %172 = sext i32 %171 to i64
  %173 = icmp sgt i64 %170, %172
  %174 = zext i1 %173 to i32
  %175 = icmp eq i32 %120, %174
  %176 = zext i1 %175 to i32
  %177 = sext i32 %176 to i64
  %178 = getelementptr inbounds [7 x [9 x [4 x i32]]], [7 x [9 x [4 x i32]]]* %21, i64 0, i64 2
  %179 = getelementptr inbounds [9 x [4 x i32]], [9 x [4 x i32]]* %178, i64 0, i64 0
  %180 = getelementptr inbounds [4 x i32], [4 x i32]* %179, i64 0, i64 3
  %181 = load i32, i32* %180, align 4
  %182 = sext i32 %181 to i64
  %183 = call i64 @safe_mod_func_int64_t_s_s(i64 noundef %177, i64 noundef %182)
  %184 = getelementptr inbounds [6 x i32], [6 x i32]* %17, i64 0, i64 5
  %185 = load i32, i32* %184, align 4
  %186 = sext i32 %185 to i64
  %187 = and i64 %186, %183
  %188 = trunc i64 %187 to i32
  store i32 %188, i32* %184, align 4
  br label %189

189:                                              ; preds = %117
  %190 = load i32, i32* @g_1767, align 4
  %191 = add i32 %190, 1
  store i32 %191, i32* @g_1767, align 4
  br label %103, !llvm.loop !58

192:                                              ; preds = %103
  br label %193

193:                                              ; preds = %192
  %194 = load i64, i64* @g_274, align 8
  %195 = add nsw i64 %194, 1
  store i64 %195, i64* @g_274, align 8
  br label %89, !llvm.loop !59

196:                                              ; preds = %89
  %197 = load i8, i8* %31, align 1
  %198 = add i8 %197, 1
  store i8 %198, i8* %31, align 1
  %199 = load i32*, i32** %28, align 8
  %200 = load i32, i32* %199, align 4
  %201 = load i64*, i64** @g_1418, align 8
  %202 = load i64, i64* %201, align 8
  %203 = load i64**, i64*** %8, align 8
  %204 = icmp ne i64** @g_1418, %203
  %205 = zext i1 %204 to i32
  %206 = call zeroext i16 @safe_div_func_uint16_t_u_u(i16 noundef zeroext -1, i16 noundef zeroext 16123)
  %207 = zext i16 %206 to i64
  %208 = getelementptr inbounds [6 x i32], [6 x i32]* %17, i64 0, i64 1
  %209 = load i32, i32* %208, align 4
  %210 = sext i32 %209 to i64
  %211 = and i64 1597934896, %210
  %212 = icmp sgt i64 %207, %211
  %213 = zext i1 %212 to i32
  %214 = load i32*, i32** %28, align 8
  %215 = load i32, i32* %214, align 4
  %216 = sext i32 %215 to i64
  %217 = icmp ne i64 131, %216
  %218 = zext i1 %217 to i32
  %219 = trunc i32 %218 to i8
  %220 = call signext i8 @safe_rshift_func_int8_t_s_u(i8 noundef signext %219, i32 noundef 4)
  %221 = load i32, i32* %4, align 4
  %222 = trunc i32 %221 to i8
  %223 = call signext i8 @safe_mul_func_int8_t_s_s(i8 noundef signext %220, i8 noundef signext %222)
  %224 = getelementptr inbounds [2 x i16], [2 x i16]* %18, i64 0, i64 0
  %225 = load i16, i16* %224, align 2
  %226 = zext i16 %225 to i64
  %227 = icmp ne i64 %226, -1
  %228 = zext i1 %227 to i32
  %229 = trunc i32 %228 to i8
  %230 = load i8*, i8** %32, align 8
  store i8 %229, i8* %230, align 1
  %231 = sext i8 %229 to i64
  %232 = icmp ne i64 %231, 3
  %233 = zext i1 %232 to i32
  %234 = trunc i32 %233 to i8
  %235 = call signext i8 @safe_lshift_func_int8_t_s_u(i8 noundef signext %234, i32 noundef 6)
  %236 = call signext i8 @safe_sub_func_int8_t_s_s(i8 noundef signext %235, i8 noundef signext -6)
  %237 = getelementptr inbounds [6 x i32], [6 x i32]* %17, i64 0, i64 5
  %238 = load i32, i32* %237, align 4
  %239 = getelementptr inbounds [2 x i16], [2 x i16]* %18, i64 0, i64 1
  %240 = load i16, i16* %239, align 2
  %241 = zext i16 %240 to i32
  %242 = icmp eq i32 %238, %241
  %243 = zext i1 %242 to i32
  %244 = xor i32 %213, %243
  %245 = icmp slt i32 %205, %244
  %246 = zext i1 %245 to i32
  %247 = sext i32 %246 to i64
  %248 = icmp ne i64 %247, 50
  %249 = zext i1 %248 to i32
  %250 = sext i32 %249 to i64
  %251 = icmp eq i64 %250, 255
  %252 = zext i1 %251 to i32
  %253 = sext i32 %252 to i64
  %254 = load i64*, i64** @g_1418, align 8
  %255 = load i64, i64* %254, align 8
  %256 = call i64 @safe_div_func_uint64_t_u_u(i64 noundef %253, i64 noundef %255)
  %257 = load i32, i32* %4, align 4
  %258 = sext i32 %257 to i64
  %259 = icmp ult i64 %256, %258
  %260 = zext i1 %259 to i32
  %261 = getelementptr inbounds [7 x [8 x [4 x i32]]], [7 x [8 x [4 x i32]]]* %6, i64 0, i64 4
  %262 = getelementptr inbounds [8 x [4 x i32]], [8 x [4 x i32]]* %261, i64 0, i64 2
  %263 = getelementptr inbounds [4 x i32], [4 x i32]* %262, i64 0, i64 1
  store i32 %260, i32* %263, align 4
  %264 = load i32, i32* %33, align 4
  %265 = or i32 %260, %264
  %266 = icmp ne i32 %265, 0
  br i1 %266, label %267, label %269

267:                                              ; preds = %196
  %268 = load i16, i16* %19, align 2
  store i16 %268, i16* %1, align 2
  br label %281

269:                                              ; preds = %196
  store i32 0, i32* %42, align 4
  %270 = load i32, i32* %42, align 4
  %271 = add i32 %270, -1
  store i32 %271, i32* %42, align 4
  br label %272

272:                                              ; preds = %269
  %273 = load volatile i32**, i32*** @g_1861, align 8
  store i32* %16, i32** %273, align 8
  br label %274

274:                                              ; preds = %272
  br label %275

275:                                              ; preds = %274
  %276 = load i32, i32* @g_6, align 4
  %277 = add nsw i32 %276, 1
  store i32 %277, i32* @g_6, align 4
  br label %45, !llvm.loop !60

278:                                              ; preds = %45
  %279 = load volatile i8, i8* bitcast (%union.U2* getelementptr inbounds ([3 x [3 x %union.U2]], [3 x [3 x %union.U2]]* bitcast ([3 x [3 x { i8, [3 x i8] }]]* @g_182 to [3 x [3 x %union.U2]]*), i64 0, i64 1, i64 1) to i8*), align 4
  %280 = sext i8 %279 to i16
  store i16 %280, i16* %1, align 2
  br label %281

281:                                              ; preds = %278, %267, %96, %79
  %282 = load i16, i16* %1, align 2
  ret i16 %282
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
  %15 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @.str.170, i64 0, i64 0), i8* noundef %11, i64 noundef %14)
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
  %6 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.178, i64 0, i64 0), i32 noundef %5)
  ret void
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_rshift_func_int16_t_s_s(i16 noundef signext %0, i32 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, i16* %3, align 2
  store i32 %1, i32* %4, align 4
  %5 = load i16, i16* %3, align 2
  %6 = sext i16 %5 to i32
  %7 = icmp slt i32 %6, 0
  br i1 %7, label %14, label %8

8:                                                ; preds = %2
  %9 = load i32, i32* %4, align 4
  %10 = icmp slt i32 %9, 0
  br i1 %10, label %14, label %11

11:                                               ; preds = %8
  %12 = load i32, i32* %4, align 4
  %13 = icmp sge i32 %12, 32
  br i1 %13, label %14, label %17

14:                                               ; preds = %11, %8, %2
  %15 = load i16, i16* %3, align 2
  %16 = sext i16 %15 to i32
  br label %22

17:                                               ; preds = %11
  %18 = load i16, i16* %3, align 2
  %19 = sext i16 %18 to i32
  %20 = load i32, i32* %4, align 4
  %21 = ashr i32 %19, %20
  br label %22

22:                                               ; preds = %17, %14
  %23 = phi i32 [ %16, %14 ], [ %21, %17 ]
  %24 = trunc i32 %23 to i16
  ret i16 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @func_9(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  %3 = alloca i16, align 2
  %4 = alloca [4 x [10 x [5 x i8*]]], align 16
  %5 = alloca i32*, align 8
  %6 = alloca i8*, align 8
  %7 = alloca i16*, align 8
  %8 = alloca i32*, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  store i16 5, i16* %3, align 2
  %13 = bitcast [4 x [10 x [5 x i8*]]]* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %13, i8* align 16 bitcast ([4 x [10 x [5 x i8*]]]* @__const.func_9.l_29 to i8*), i64 1600, i1 false)
  store i32* @g_33, i32** %5, align 8
  store i8* @g_35, i8** %6, align 8
  store i16* @g_278, i16** %7, align 8
  store i32* getelementptr inbounds ([4 x i32], [4 x i32]* @g_62, i64 0, i64 1), i32** %8, align 8
  store i32 -2106063397, i32* %9, align 4
  %14 = load i16, i16* %3, align 2
  %15 = trunc i16 %14 to i8
  %16 = load i8*, i8** %2, align 8
  %17 = load i8, i8* %16, align 1
  %18 = sext i8 %17 to i32
  %19 = call signext i8 @safe_lshift_func_int8_t_s_s(i8 noundef signext %15, i32 noundef %18)
  %20 = sext i8 %19 to i16
  %21 = load i16, i16* %3, align 2
  %22 = sext i16 %21 to i32
  %23 = icmp ne i32 %22, 0
  br i1 %23, label %24, label %28

24:                                               ; preds = %1
  %25 = load i16, i16* %3, align 2
  %26 = sext i16 %25 to i32
  %27 = icmp ne i32 %26, 0
  br label %28

28:                                               ; preds = %24, %1
  %29 = phi i1 [ false, %1 ], [ %27, %24 ]
  %30 = zext i1 %29 to i32
  %31 = getelementptr inbounds [4 x [10 x [5 x i8*]]], [4 x [10 x [5 x i8*]]]* %4, i64 0, i64 1
  %32 = getelementptr inbounds [10 x [5 x i8*]], [10 x [5 x i8*]]* %31, i64 0, i64 1
  %33 = getelementptr inbounds [5 x i8*], [5 x i8*]* %32, i64 0, i64 0
  %34 = load i8*, i8** %33, align 8
  %35 = load i16, i16* %3, align 2
  %36 = sext i16 %35 to i32
  %37 = icmp ne i32 %36, 0
  br i1 %37, label %38, label %41

38:                                               ; preds = %28
  %39 = load i32, i32* @g_6, align 4
  %40 = icmp ne i32 %39, 0
  br label %41

41:                                               ; preds = %38, %28
  %42 = phi i1 [ false, %28 ], [ %40, %38 ]
  %43 = zext i1 %42 to i32
  %44 = load i32*, i32** %5, align 8
  store i32 %43, i32* %44, align 4
  %45 = load i16, i16* %3, align 2
  %46 = sext i16 %45 to i32
  %47 = icmp eq i32 %43, %46
  %48 = zext i1 %47 to i32
  %49 = trunc i32 %48 to i8
  %50 = load i8*, i8** %2, align 8
  %51 = load i8, i8* %50, align 1
  %52 = call zeroext i8 @safe_div_func_uint8_t_u_u(i8 noundef zeroext %49, i8 noundef zeroext %51)
  %53 = zext i8 %52 to i32
  %54 = load i32, i32* @g_6, align 4
  %55 = icmp sge i32 %53, %54
  %56 = zext i1 %55 to i32
  %57 = load i16, i16* %3, align 2
  %58 = sext i16 %57 to i32
  %59 = and i32 %56, %58
  %60 = trunc i32 %59 to i8
  %61 = load i16, i16* %3, align 2
  %62 = load i8*, i8** %6, align 8
  %63 = call i64 @func_23(i8* noundef %34, i8 noundef zeroext %60, i16 noundef signext %61, i8* noundef %62, i8* noundef @g_35)
  %64 = call i64 @safe_unary_minus_func_int64_t_s(i64 noundef %63)
  %65 = load i16, i16* %3, align 2
  %66 = sext i16 %65 to i64
  %67 = and i64 %64, %66
  %68 = load i32*, i32** @g_1651, align 8
  %69 = load i32, i32* %68, align 4
  %70 = sext i32 %69 to i64
  %71 = xor i64 %70, %67
  %72 = trunc i64 %71 to i32
  store i32 %72, i32* %68, align 4
  %73 = icmp ne i32 %30, %72
  %74 = zext i1 %73 to i32
  %75 = sext i32 %74 to i64
  %76 = and i64 %75, 12082
  %77 = trunc i64 %76 to i16
  %78 = load i16*, i16** %7, align 8
  store i16 %77, i16* %78, align 2
  %79 = sext i16 %77 to i32
  %80 = call signext i16 @safe_rshift_func_int16_t_s_s(i16 noundef signext %20, i32 noundef %79)
  %81 = sext i16 %80 to i64
  %82 = load i64*, i64** @g_1418, align 8
  %83 = load i64, i64* %82, align 8
  %84 = call i64 @safe_div_func_uint64_t_u_u(i64 noundef %81, i64 noundef %83)
  %85 = icmp ne i64 %84, 0
  br i1 %85, label %86, label %90

86:                                               ; preds = %41
  %87 = load i32*, i32** %5, align 8
  %88 = load i32, i32* %87, align 4
  %89 = icmp ne i32 %88, 0
  br label %90

90:                                               ; preds = %86, %41
  %91 = phi i1 [ false, %41 ], [ %89, %86 ]
  %92 = zext i1 %91 to i32
  %93 = load i16, i16* %3, align 2
  %94 = sext i16 %93 to i32
  %95 = icmp eq i32 %92, %94
  %96 = zext i1 %95 to i32
  %97 = trunc i32 %96 to i16
  %98 = load i16, i16* %3, align 2
  %99 = sext i16 %98 to i32
  %100 = call zeroext i16 @safe_rshift_func_uint16_t_u_u(i16 noundef zeroext %97, i32 noundef %99)
  %101 = zext i16 %100 to i32
  %102 = load i32*, i32** %8, align 8
  %103 = load i32, i32* %102, align 4
  %104 = xor i32 %103, %101
  store i32 %104, i32* %102, align 4
  %105 = load i32, i32* %9, align 4
  %106 = and i32 %105, %104
  store i32 %106, i32* %9, align 4
  %107 = load i32*, i32** %8, align 8
  %108 = load i32, i32* %107, align 4
  %109 = trunc i32 %108 to i16
  ret i16 %109
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_add_func_uint32_t_u_u(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = add i32 %5, %6
  ret i32 %7
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_mod_func_int64_t_s_s(i64 noundef %0, i64 noundef %1) #0 {
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
  %18 = srem i64 %16, %17
  br label %19

19:                                               ; preds = %15, %13
  %20 = phi i64 [ %14, %13 ], [ %18, %15 ]
  ret i64 %20
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
define internal zeroext i8 @safe_mul_func_uint8_t_u_u(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, i8* %3, align 1
  store i8 %1, i8* %4, align 1
  %5 = load i8, i8* %3, align 1
  %6 = zext i8 %5 to i32
  %7 = load i8, i8* %4, align 1
  %8 = zext i8 %7 to i32
  %9 = mul i32 %6, %8
  %10 = trunc i32 %9 to i8
  ret i8 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_mul_func_uint16_t_u_u(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, i16* %3, align 2
  store i16 %1, i16* %4, align 2
  %5 = load i16, i16* %3, align 2
  %6 = zext i16 %5 to i32
  %7 = load i16, i16* %4, align 2
  %8 = zext i16 %7 to i32
  %9 = mul i32 %6, %8
  %10 = trunc i32 %9 to i16
  ret i16 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_sub_func_int32_t_s_s(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = xor i32 %5, %6
  %8 = load i32, i32* %3, align 4
  %9 = load i32, i32* %3, align 4
  %10 = load i32, i32* %4, align 4
  %11 = xor i32 %9, %10
  %12 = and i32 %11, -2147483648
  %13 = xor i32 %8, %12
  %14 = load i32, i32* %4, align 4
  %15 = sub nsw i32 %13, %14
  %16 = load i32, i32* %4, align 4
  %17 = xor i32 %15, %16
  %18 = and i32 %7, %17
  %19 = icmp slt i32 %18, 0
  br i1 %19, label %20, label %22

20:                                               ; preds = %2
  %21 = load i32, i32* %3, align 4
  br label %26

22:                                               ; preds = %2
  %23 = load i32, i32* %3, align 4
  %24 = load i32, i32* %4, align 4
  %25 = sub nsw i32 %23, %24
  br label %26

26:                                               ; preds = %22, %20
  %27 = phi i32 [ %21, %20 ], [ %25, %22 ]
  ret i32 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_sub_func_int16_t_s_s(i16 noundef signext %0, i16 noundef signext %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, i16* %3, align 2
  store i16 %1, i16* %4, align 2
  %5 = load i16, i16* %3, align 2
  %6 = sext i16 %5 to i32
  %7 = load i16, i16* %4, align 2
  %8 = sext i16 %7 to i32
  %9 = sub nsw i32 %6, %8
  %10 = trunc i32 %9 to i16
  ret i16 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_div_func_uint64_t_u_u(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  store i64 %1, i64* %4, align 8
  %5 = load i64, i64* %4, align 8
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %2
  %8 = load i64, i64* %3, align 8
  br label %13

9:                                                ; preds = %2
  %10 = load i64, i64* %3, align 8
  %11 = load i64, i64* %4, align 8
  %12 = udiv i64 %10, %11
  br label %13

13:                                               ; preds = %9, %7
  %14 = phi i64 [ %8, %7 ], [ %12, %9 ]
  ret i64 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_div_func_uint16_t_u_u(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, i16* %3, align 2
  store i16 %1, i16* %4, align 2
  %5 = load i16, i16* %4, align 2
  %6 = zext i16 %5 to i32
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %11

8:                                                ; preds = %2
  %9 = load i16, i16* %3, align 2
  %10 = zext i16 %9 to i32
  br label %17

11:                                               ; preds = %2
  %12 = load i16, i16* %3, align 2
  %13 = zext i16 %12 to i32
  %14 = load i16, i16* %4, align 2
  %15 = zext i16 %14 to i32
  %16 = sdiv i32 %13, %15
  br label %17

17:                                               ; preds = %11, %8
  %18 = phi i32 [ %10, %8 ], [ %16, %11 ]
  %19 = trunc i32 %18 to i16
  ret i16 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_sub_func_int8_t_s_s(i8 noundef signext %0, i8 noundef signext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, i8* %3, align 1
  store i8 %1, i8* %4, align 1
  %5 = load i8, i8* %3, align 1
  %6 = sext i8 %5 to i32
  %7 = load i8, i8* %4, align 1
  %8 = sext i8 %7 to i32
  %9 = sub nsw i32 %6, %8
  %10 = trunc i32 %9 to i8
  ret i8 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_lshift_func_int8_t_s_u(i8 noundef signext %0, i32 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, i8* %3, align 1
  store i32 %1, i32* %4, align 4
  %5 = load i8, i8* %3, align 1
  %6 = sext i8 %5 to i32
  %7 = icmp slt i32 %6, 0
  br i1 %7, label %17, label %8

8:                                                ; preds = %2
  %9 = load i32, i32* %4, align 4
  %10 = icmp uge i32 %9, 32
  br i1 %10, label %17, label %11

11:                                               ; preds = %8
  %12 = load i8, i8* %3, align 1
  %13 = sext i8 %12 to i32
  %14 = load i32, i32* %4, align 4
  %15 = ashr i32 127, %14
  %16 = icmp sgt i32 %13, %15
  br i1 %16, label %17, label %20

17:                                               ; preds = %11, %8, %2
  %18 = load i8, i8* %3, align 1
  %19 = sext i8 %18 to i32
  br label %25

20:                                               ; preds = %11
  %21 = load i8, i8* %3, align 1
  %22 = sext i8 %21 to i32
  %23 = load i32, i32* %4, align 4
  %24 = shl i32 %22, %23
  br label %25

25:                                               ; preds = %20, %17
  %26 = phi i32 [ %19, %17 ], [ %24, %20 ]
  %27 = trunc i32 %26 to i8
  ret i8 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_mul_func_int8_t_s_s(i8 noundef signext %0, i8 noundef signext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, i8* %3, align 1
  store i8 %1, i8* %4, align 1
  %5 = load i8, i8* %3, align 1
  %6 = sext i8 %5 to i32
  %7 = load i8, i8* %4, align 1
  %8 = sext i8 %7 to i32
  %9 = mul nsw i32 %6, %8
  %10 = trunc i32 %9 to i8
  ret i8 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_rshift_func_int8_t_s_u(i8 noundef signext %0, i32 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, i8* %3, align 1
  store i32 %1, i32* %4, align 4
  %5 = load i8, i8* %3, align 1
  %6 = sext i8 %5 to i32
  %7 = icmp slt i32 %6, 0
  br i1 %7, label %11, label %8

8:                                                ; preds = %2
  %9 = load i32, i32* %4, align 4
  %10 = icmp uge i32 %9, 32
  br i1 %10, label %11, label %14

11:                                               ; preds = %8, %2
  %12 = load i8, i8* %3, align 1
  %13 = sext i8 %12 to i32
  br label %19

14:                                               ; preds = %8
  %15 = load i8, i8* %3, align 1
  %16 = sext i8 %15 to i32
  %17 = load i32, i32* %4, align 4
  %18 = ashr i32 %16, %17
  br label %19

19:                                               ; preds = %14, %11
  %20 = phi i32 [ %13, %11 ], [ %18, %14 ]
  %21 = trunc i32 %20 to i8
  ret i8 %21
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_rshift_func_uint16_t_u_u(i16 noundef zeroext %0, i32 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, i16* %3, align 2
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %4, align 4
  %6 = icmp uge i32 %5, 32
  br i1 %6, label %7, label %10

7:                                                ; preds = %2
  %8 = load i16, i16* %3, align 2
  %9 = zext i16 %8 to i32
  br label %15

10:                                               ; preds = %2
  %11 = load i16, i16* %3, align 2
  %12 = zext i16 %11 to i32
  %13 = load i32, i32* %4, align 4
  %14 = ashr i32 %12, %13
  br label %15

15:                                               ; preds = %10, %7
  %16 = phi i32 [ %9, %7 ], [ %14, %10 ]
  %17 = trunc i32 %16 to i16
  ret i16 %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_lshift_func_int8_t_s_s(i8 noundef signext %0, i32 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, i8* %3, align 1
  store i32 %1, i32* %4, align 4
  %5 = load i8, i8* %3, align 1
  %6 = sext i8 %5 to i32
  %7 = icmp slt i32 %6, 0
  br i1 %7, label %20, label %8

8:                                                ; preds = %2
  %9 = load i32, i32* %4, align 4
  %10 = icmp slt i32 %9, 0
  br i1 %10, label %20, label %11

11:                                               ; preds = %8
  %12 = load i32, i32* %4, align 4
  %13 = icmp sge i32 %12, 32
  br i1 %13, label %20, label %14

14:                                               ; preds = %11
  %15 = load i8, i8* %3, align 1
  %16 = sext i8 %15 to i32
  %17 = load i32, i32* %4, align 4
  %18 = ashr i32 127, %17
  %19 = icmp sgt i32 %16, %18
  br i1 %19, label %20, label %23

20:                                               ; preds = %14, %11, %8, %2
  %21 = load i8, i8* %3, align 1
  %22 = sext i8 %21 to i32
  br label %28

23:                                               ; preds = %14
  %24 = load i8, i8* %3, align 1
  %25 = sext i8 %24 to i32
  %26 = load i32, i32* %4, align 4
  %27 = shl i32 %25, %26
  br label %28

28:                                               ; preds = %23, %20
  %29 = phi i32 [ %22, %20 ], [ %27, %23 ]
  %30 = trunc i32 %29 to i8
  ret i8 %30
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_unary_minus_func_int64_t_s(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i64, i64* %2, align 8
  %4 = icmp eq i64 %3, -9223372036854775808
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  %6 = load i64, i64* %2, align 8
  br label %10

7:                                                ; preds = %1
  %8 = load i64, i64* %2, align 8
  %9 = sub nsw i64 0, %8
  br label %10

10:                                               ; preds = %7, %5
  %11 = phi i64 [ %6, %5 ], [ %9, %7 ]
  ret i64 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @func_23(i8* noundef %0, i8 noundef zeroext %1, i16 noundef signext %2, i8* noundef %3, i8* noundef %4) #0 {
  %6 = alloca i8*, align 8
  %7 = alloca i8, align 1
  %8 = alloca i16, align 2
  %9 = alloca i8*, align 8
  %10 = alloca i8*, align 8
  %11 = alloca i8, align 1
  %12 = alloca i32, align 4
  %13 = alloca [10 x [1 x [1 x i32]]], align 16
  %14 = alloca i8, align 1
  %15 = alloca i16, align 2
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca %union.U0***, align 8
  %20 = alloca [2 x %union.U0****], align 16
  %21 = alloca %union.U0*****, align 8
  %22 = alloca i32*, align 8
  %23 = alloca i32, align 4
  %24 = alloca [4 x [8 x i32]], align 16
  %25 = alloca i16, align 2
  %26 = alloca %union.U3**, align 8
  %27 = alloca i32, align 4
  %28 = alloca i32**, align 8
  %29 = alloca i32**, align 8
  %30 = alloca [4 x i32], align 16
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  %33 = alloca i32*, align 8
  %34 = alloca i32*, align 8
  %35 = alloca %union.U1, align 4
  %36 = alloca i8, align 1
  %37 = alloca i32, align 4
  %38 = alloca i32, align 4
  %39 = alloca %union.U2*, align 8
  %40 = alloca [6 x [8 x %union.U2**]], align 16
  %41 = alloca [9 x [9 x i32*]], align 16
  %42 = alloca i32**, align 8
  %43 = alloca i32, align 4
  %44 = alloca [4 x [3 x i32]], align 16
  %45 = alloca i32, align 4
  %46 = alloca i32, align 4
  store i8* %0, i8** %6, align 8
  store i8 %1, i8* %7, align 1
  store i16 %2, i16* %8, align 2
  store i8* %3, i8** %9, align 8
  store i8* %4, i8** %10, align 8
  store i8 55, i8* %11, align 1
  store i32 679694000, i32* %12, align 4
  %47 = bitcast [10 x [1 x [1 x i32]]]* %13 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %47, i8* align 16 bitcast ([10 x [1 x [1 x i32]]]* @__const.func_23.l_1600 to i8*), i64 40, i1 false)
  store i8 19, i8* %14, align 1
  store i16 -1, i16* %15, align 2
  store i16 11, i16* %8, align 2
  br label %48

48:                                               ; preds = %145, %5
  %49 = load i16, i16* %8, align 2
  %50 = sext i16 %49 to i32
  %51 = icmp sle i32 %50, -20
  br i1 %51, label %52, label %148

52:                                               ; preds = %48
  store %union.U0*** null, %union.U0**** %19, align 8
  %53 = getelementptr inbounds [2 x %union.U0****], [2 x %union.U0****]* %20, i64 0, i64 0
  store %union.U0***** %53, %union.U0****** %21, align 8
  store i32* getelementptr inbounds ([4 x i32], [4 x i32]* @g_62, i64 0, i64 3), i32** %22, align 8
  store i32 -1940238223, i32* %23, align 4
  %54 = bitcast [4 x [8 x i32]]* %24 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %54, i8* align 16 bitcast ([4 x [8 x i32]]* @__const.func_23.l_1623 to i8*), i64 128, i1 false)
  store i16 -1, i16* %25, align 2
  store %union.U3** @g_379, %union.U3*** %26, align 8
  store i32 0, i32* %27, align 4
  store i32** null, i32*** %28, align 8
  store i32** @g_1553, i32*** %29, align 8
  store i32 0, i32* %31, align 4
  br label %55

55:                                               ; preds = %62, %52
  %56 = load i32, i32* %31, align 4
  %57 = icmp slt i32 %56, 2
  br i1 %57, label %58, label %65

58:                                               ; preds = %55
  %59 = load i32, i32* %31, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [2 x %union.U0****], [2 x %union.U0****]* %20, i64 0, i64 %60
  store %union.U0**** %19, %union.U0***** %61, align 8
  br label %62

62:                                               ; preds = %58
  %63 = load i32, i32* %31, align 4
  %64 = add nsw i32 %63, 1
  store i32 %64, i32* %31, align 4
  br label %55, !llvm.loop !61

65:                                               ; preds = %55
  store i32 0, i32* %31, align 4
  br label %66

66:                                               ; preds = %73, %65
  %67 = load i32, i32* %31, align 4
  %68 = icmp slt i32 %67, 4
  br i1 %68, label %69, label %76

69:                                               ; preds = %66
  %70 = load i32, i32* %31, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [4 x i32], [4 x i32]* %30, i64 0, i64 %71
  store i32 -4, i32* %72, align 4
  br label %73

73:                                               ; preds = %69
  %74 = load i32, i32* %31, align 4
  %75 = add nsw i32 %74, 1
  store i32 %75, i32* %31, align 4
  br label %66, !llvm.loop !62

76:                                               ; preds = %66
  store i8 -22, i8* @g_35, align 1
  br label %77

77:                                               ; preds = %141, %76
  %78 = load i8, i8* @g_35, align 1
  %79 = sext i8 %78 to i32
  %80 = icmp sgt i32 %79, -19
  br i1 %80, label %81, label %144

81:                                               ; preds = %77
  store i32* @g_33, i32** %33, align 8
  store i32* null, i32** %34, align 8
  %82 = bitcast %union.U1* %35 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %82, i8* align 4 bitcast (%union.U1* @__const.func_23.l_934 to i8*), i64 4, i1 false)
  store i8 0, i8* %36, align 1
  store i32 0, i32* %37, align 4
  store i32 -1568309662, i32* %38, align 4
  store %union.U2* bitcast ({ i8, [3 x i8] }* @g_1349 to %union.U2*), %union.U2** %39, align 8
  %83 = getelementptr inbounds [6 x [8 x %union.U2**]], [6 x [8 x %union.U2**]]* %40, i64 0, i64 0
  %84 = getelementptr inbounds [8 x %union.U2**], [8 x %union.U2**]* %83, i64 0, i64 0
  store %union.U2** %39, %union.U2*** %84, align 8
  %85 = getelementptr inbounds %union.U2**, %union.U2*** %84, i64 1
  store %union.U2** %39, %union.U2*** %85, align 8
  %86 = getelementptr inbounds %union.U2**, %union.U2*** %85, i64 1
  store %union.U2** %39, %union.U2*** %86, align 8
  %87 = getelementptr inbounds %union.U2**, %union.U2*** %86, i64 1
  store %union.U2** %39, %union.U2*** %87, align 8
  %88 = getelementptr inbounds %union.U2**, %union.U2*** %87, i64 1
  store %union.U2** %39, %union.U2*** %88, align 8
  %89 = getelementptr inbounds %union.U2**, %union.U2*** %88, i64 1
  store %union.U2** %39, %union.U2*** %89, align 8
  %90 = getelementptr inbounds %union.U2**, %union.U2*** %89, i64 1
  store %union.U2** %39, %union.U2*** %90, align 8
  %91 = getelementptr inbounds %union.U2**, %union.U2*** %90, i64 1
  store %union.U2** %39, %union.U2*** %91, align 8
  %92 = getelementptr inbounds [8 x %union.U2**], [8 x %union.U2**]* %83, i64 1
  %93 = getelementptr inbounds [8 x %union.U2**], [8 x %union.U2**]* %92, i64 0, i64 0
  store %union.U2** %39, %union.U2*** %93, align 8
  %94 = getelementptr inbounds %union.U2**, %union.U2*** %93, i64 1
  store %union.U2** %39, %union.U2*** %94, align 8
  %95 = getelementptr inbounds %union.U2**, %union.U2*** %94, i64 1
  store %union.U2** %39, %union.U2*** %95, align 8
  %96 = getelementptr inbounds %union.U2**, %union.U2*** %95, i64 1
  store %union.U2** %39, %union.U2*** %96, align 8
  %97 = getelementptr inbounds %union.U2**, %union.U2*** %96, i64 1
  store %union.U2** %39, %union.U2*** %97, align 8
  %98 = getelementptr inbounds %union.U2**, %union.U2*** %97, i64 1
  store %union.U2** %39, %union.U2*** %98, align 8
  %99 = getelementptr inbounds %union.U2**, %union.U2*** %98, i64 1
  store %union.U2** %39, %union.U2*** %99, align 8
  %100 = getelementptr inbounds %union.U2**, %union.U2*** %99, i64 1
  store %union.U2** %39, %union.U2*** %100, align 8
  %101 = getelementptr inbounds [8 x %union.U2**], [8 x %union.U2**]* %92, i64 1
  %102 = getelementptr inbounds [8 x %union.U2**], [8 x %union.U2**]* %101, i64 0, i64 0
  store %union.U2** %39, %union.U2*** %102, align 8
  %103 = getelementptr inbounds %union.U2**, %union.U2*** %102, i64 1
  store %union.U2** %39, %union.U2*** %103, align 8
  %104 = getelementptr inbounds %union.U2**, %union.U2*** %103, i64 1
  store %union.U2** %39, %union.U2*** %104, align 8
  %105 = getelementptr inbounds %union.U2**, %union.U2*** %104, i64 1
  store %union.U2** %39, %union.U2*** %105, align 8
  %106 = getelementptr inbounds %union.U2**, %union.U2*** %105, i64 1
  store %union.U2** %39, %union.U2*** %106, align 8
  %107 = getelementptr inbounds %union.U2**, %union.U2*** %106, i64 1
  store %union.U2** %39, %union.U2*** %107, align 8
  %108 = getelementptr inbounds %union.U2**, %union.U2*** %107, i64 1
  store %union.U2** %39, %union.U2*** %108, align 8
  %109 = getelementptr inbounds %union.U2**, %union.U2*** %108, i64 1
  store %union.U2** %39, %union.U2*** %109, align 8
  %110 = getelementptr inbounds [8 x %union.U2**], [8 x %union.U2**]* %101, i64 1
  %111 = getelementptr inbounds [8 x %union.U2**], [8 x %union.U2**]* %110, i64 0, i64 0
  store %union.U2** %39, %union.U2*** %111, align 8
  %112 = getelementptr inbounds %union.U2**, %union.U2*** %111, i64 1
  store %union.U2** %39, %union.U2*** %112, align 8
  %113 = getelementptr inbounds %union.U2**, %union.U2*** %112, i64 1
  store %union.U2** %39, %union.U2*** %113, align 8
  %114 = getelementptr inbounds %union.U2**, %union.U2*** %113, i64 1
  store %union.U2** %39, %union.U2*** %114, align 8
  %115 = getelementptr inbounds %union.U2**, %union.U2*** %114, i64 1
  store %union.U2** %39, %union.U2*** %115, align 8
  %116 = getelementptr inbounds %union.U2**, %union.U2*** %115, i64 1
  store %union.U2** %39, %union.U2*** %116, align 8
  %117 = getelementptr inbounds %union.U2**, %union.U2*** %116, i64 1
  store %union.U2** %39, %union.U2*** %117, align 8
  %118 = getelementptr inbounds %union.U2**, %union.U2*** %117, i64 1
  store %union.U2** %39, %union.U2*** %118, align 8
  %119 = getelementptr inbounds [8 x %union.U2**], [8 x %union.U2**]* %110, i64 1
  %120 = getelementptr inbounds [8 x %union.U2**], [8 x %union.U2**]* %119, i64 0, i64 0
  store %union.U2** %39, %union.U2*** %120, align 8
  %121 = getelementptr inbounds %union.U2**, %union.U2*** %120, i64 1
  store %union.U2** %39, %union.U2*** %121, align 8
  %122 = getelementptr inbounds %union.U2**, %union.U2*** %121, i64 1
  store %union.U2** %39, %union.U2*** %122, align 8
  %123 = getelementptr inbounds %union.U2**, %union.U2*** %122, i64 1
  store %union.U2** %39, %union.U2*** %123, align 8
  %124 = getelementptr inbounds %union.U2**, %union.U2*** %123, i64 1
  store %union.U2** %39, %union.U2*** %124, align 8
  %125 = getelementptr inbounds %union.U2**, %union.U2*** %124, i64 1
  store %union.U2** %39, %union.U2*** %125, align 8
  %126 = getelementptr inbounds %union.U2**, %union.U2*** %125, i64 1
  store %union.U2** %39, %union.U2*** %126, align 8
  %127 = getelementptr inbounds %union.U2**, %union.U2*** %126, i64 1
  store %union.U2** %39, %union.U2*** %127, align 8
  %128 = getelementptr inbounds [8 x %union.U2**], [8 x %union.U2**]* %119, i64 1
  %129 = getelementptr inbounds [8 x %union.U2**], [8 x %union.U2**]* %128, i64 0, i64 0
  store %union.U2** %39, %union.U2*** %129, align 8
  %130 = getelementptr inbounds %union.U2**, %union.U2*** %129, i64 1
  store %union.U2** %39, %union.U2*** %130, align 8
  %131 = getelementptr inbounds %union.U2**, %union.U2*** %130, i64 1
  store %union.U2** %39, %union.U2*** %131, align 8
  %132 = getelementptr inbounds %union.U2**, %union.U2*** %131, i64 1
  store %union.U2** %39, %union.U2*** %132, align 8
  %133 = getelementptr inbounds %union.U2**, %union.U2*** %132, i64 1
  store %union.U2** %39, %union.U2*** %133, align 8
  %134 = getelementptr inbounds %union.U2**, %union.U2*** %133, i64 1
  store %union.U2** %39, %union.U2*** %134, align 8
  %135 = getelementptr inbounds %union.U2**, %union.U2*** %134, i64 1
  store %union.U2** %39, %union.U2*** %135, align 8
  %136 = getelementptr inbounds %union.U2**, %union.U2*** %135, i64 1
  store %union.U2** %39, %union.U2*** %136, align 8
  %137 = bitcast [9 x [9 x i32*]]* %41 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %137, i8* align 16 bitcast ([9 x [9 x i32*]]* @__const.func_23.l_1749 to i8*), i64 648, i1 false)
  %138 = getelementptr inbounds [9 x [9 x i32*]], [9 x [9 x i32*]]* %41, i64 0, i64 3
  %139 = getelementptr inbounds [9 x i32*], [9 x i32*]* %138, i64 0, i64 8
  store i32** %139, i32*** %42, align 8
  store i32 7, i32* %43, align 4
  %140 = bitcast [4 x [3 x i32]]* %44 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %140, i8* align 16 bitcast ([4 x [3 x i32]]* @__const.func_23.l_1781 to i8*), i64 48, i1 false)
  br label %141

141:                                              ; preds = %81
  %142 = load i8, i8* @g_35, align 1
  %143 = call zeroext i8 @safe_add_func_uint8_t_u_u(i8 noundef zeroext %142, i8 noundef zeroext 8)
  store i8 %143, i8* @g_35, align 1
  br label %77, !llvm.loop !63

144:                                              ; preds = %77
  br label %145

145:                                              ; preds = %144
  %146 = load i16, i16* %8, align 2
  %147 = add i16 %146, -1
  store i16 %147, i16* %8, align 2
  br label %48, !llvm.loop !64

148:                                              ; preds = %48
  %149 = getelementptr inbounds [10 x [1 x [1 x i32]]], [10 x [1 x [1 x i32]]]* %13, i64 0, i64 9
  %150 = getelementptr inbounds [1 x [1 x i32]], [1 x [1 x i32]]* %149, i64 0, i64 0
  %151 = getelementptr inbounds [1 x i32], [1 x i32]* %150, i64 0, i64 0
  %152 = load volatile i32**, i32*** @g_705, align 8
  store i32* %151, i32** %152, align 8
  %153 = load i64*, i64** @g_1418, align 8
  %154 = load i64, i64* %153, align 8
  ret i64 %154
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_div_func_uint8_t_u_u(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, i8* %3, align 1
  store i8 %1, i8* %4, align 1
  %5 = load i8, i8* %4, align 1
  %6 = zext i8 %5 to i32
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %11

8:                                                ; preds = %2
  %9 = load i8, i8* %3, align 1
  %10 = zext i8 %9 to i32
  br label %17

11:                                               ; preds = %2
  %12 = load i8, i8* %3, align 1
  %13 = zext i8 %12 to i32
  %14 = load i8, i8* %4, align 1
  %15 = zext i8 %14 to i32
  %16 = sdiv i32 %13, %15
  br label %17

17:                                               ; preds = %11, %8
  %18 = phi i32 [ %10, %8 ], [ %16, %11 ]
  %19 = trunc i32 %18 to i8
  ret i8 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_add_func_uint8_t_u_u(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, i8* %3, align 1
  store i8 %1, i8* %4, align 1
  %5 = load i8, i8* %3, align 1
  %6 = zext i8 %5 to i32
  %7 = load i8, i8* %4, align 1
  %8 = zext i8 %7 to i32
  %9 = add nsw i32 %6, %8
  %10 = trunc i32 %9 to i8
  ret i8 %10
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
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }
attributes #5 = { nounwind readonly willreturn }

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
!35 = distinct !{!35, !7}
!36 = distinct !{!36, !7}
!37 = distinct !{!37, !7}
!38 = distinct !{!38, !7}
!39 = distinct !{!39, !7}
!40 = distinct !{!40, !7}
!41 = distinct !{!41, !7}
!42 = distinct !{!42, !7}
!43 = distinct !{!43, !7}
!44 = distinct !{!44, !7}
!45 = distinct !{!45, !7}
!46 = distinct !{!46, !7}
!47 = distinct !{!47, !7}
!48 = distinct !{!48, !7}
!49 = distinct !{!49, !7}
!50 = distinct !{!50, !7}
!51 = distinct !{!51, !7}
!52 = distinct !{!52, !7}
!53 = distinct !{!53, !7}
!54 = distinct !{!54, !7}
!55 = distinct !{!55, !7}
!56 = distinct !{!56, !7}
!57 = distinct !{!57, !7}
!58 = distinct !{!58, !7}
!59 = distinct !{!59, !7}
!60 = distinct !{!60, !7}
!61 = distinct !{!61, !7}
!62 = distinct !{!62, !7}
!63 = distinct !{!63, !7}
!64 = distinct !{!64, !7}

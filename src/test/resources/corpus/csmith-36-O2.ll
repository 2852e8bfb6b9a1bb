; ModuleID = 'csmith-36.c'
source_filename = "csmith-36.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.U3 = type { i8 }
%union.U0 = type { i64 }
%union.U2 = type { i32 }

@.str = private unnamed_addr constant [2 x i8] c"1\00", align 1
@g_3 = internal global i32 9, align 4
@.str.1 = private unnamed_addr constant [4 x i8] c"g_3\00", align 1
@g_4 = internal global i32 1, align 4
@.str.2 = private unnamed_addr constant [4 x i8] c"g_4\00", align 1
@g_5 = internal global i32 -1624191953, align 4
@.str.3 = private unnamed_addr constant [4 x i8] c"g_5\00", align 1
@g_6 = internal unnamed_addr global i1 false, align 4
@.str.4 = private unnamed_addr constant [4 x i8] c"g_6\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"g_12\00", align 1
@g_33 = internal unnamed_addr global i1 false, align 4
@.str.6 = private unnamed_addr constant [5 x i8] c"g_33\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"g_35\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"g_62[i]\00", align 1
@.str.9 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"g_75\00", align 1
@.str.11 = private unnamed_addr constant [6 x i8] c"g_117\00", align 1
@.str.12 = private unnamed_addr constant [9 x i8] c"g_126[i]\00", align 1
@g_135 = internal global [5 x [6 x [2 x %union.U3]]] [[6 x [2 x %union.U3]] [[2 x %union.U3] [%union.U3 zeroinitializer, %union.U3 { i8 -91 }], [2 x %union.U3] zeroinitializer, [2 x %union.U3] [%union.U3 zeroinitializer, %union.U3 { i8 -91 }], [2 x %union.U3] zeroinitializer, [2 x %union.U3] [%union.U3 zeroinitializer, %union.U3 { i8 -91 }], [2 x %union.U3] zeroinitializer], [6 x [2 x %union.U3]] [[2 x %union.U3] [%union.U3 zeroinitializer, %union.U3 { i8 -91 }], [2 x %union.U3] zeroinitializer, [2 x %union.U3] [%union.U3 zeroinitializer, %union.U3 { i8 -91 }], [2 x %union.U3] zeroinitializer, [2 x %union.U3] [%union.U3 zeroinitializer, %union.U3 { i8 -91 }], [2 x %union.U3] zeroinitializer], [6 x [2 x %union.U3]] [[2 x %union.U3] [%union.U3 zeroinitializer, %union.U3 { i8 -91 }], [2 x %union.U3] zeroinitializer, [2 x %union.U3] [%union.U3 zeroinitializer, %union.U3 { i8 -91 }], [2 x %union.U3] zeroinitializer, [2 x %union.U3] [%union.U3 zeroinitializer, %union.U3 { i8 -91 }], [2 x %union.U3] zeroinitializer], [6 x [2 x %union.U3]] [[2 x %union.U3] [%union.U3 zeroinitializer, %union.U3 { i8 -91 }], [2 x %union.U3] zeroinitializer, [2 x %union.U3] [%union.U3 zeroinitializer, %union.U3 { i8 -91 }], [2 x %union.U3] zeroinitializer, [2 x %union.U3] [%union.U3 zeroinitializer, %union.U3 { i8 -91 }], [2 x %union.U3] zeroinitializer], [6 x [2 x %union.U3]] [[2 x %union.U3] [%union.U3 zeroinitializer, %union.U3 { i8 -91 }], [2 x %union.U3] zeroinitializer, [2 x %union.U3] [%union.U3 zeroinitializer, %union.U3 { i8 -91 }], [2 x %union.U3] zeroinitializer, [2 x %union.U3] [%union.U3 zeroinitializer, %union.U3 { i8 -91 }], [2 x %union.U3] zeroinitializer]], align 16
@.str.13 = private unnamed_addr constant [18 x i8] c"g_135[i][j][k].f0\00", align 1
@.str.14 = private unnamed_addr constant [18 x i8] c"g_135[i][j][k].f1\00", align 1
@.str.15 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1
@g_145 = internal global [9 x i32] [i32 5, i32 -9, i32 5, i32 5, i32 -9, i32 5, i32 5, i32 -9, i32 5], align 16
@.str.16 = private unnamed_addr constant [9 x i8] c"g_145[i]\00", align 1
@.str.17 = private unnamed_addr constant [6 x i8] c"g_167\00", align 1
@g_177 = internal unnamed_addr constant [8 x [5 x i32]] [[5 x i32] [i32 -404096198, i32 -404096198, i32 -404096198, i32 -404096198, i32 -404096198], [5 x i32] [i32 -404096198, i32 -404096198, i32 -404096198, i32 -404096198, i32 -404096198], [5 x i32] [i32 -404096198, i32 -404096198, i32 -404096198, i32 -404096198, i32 -404096198], [5 x i32] [i32 -404096198, i32 -404096198, i32 -404096198, i32 -404096198, i32 -404096198], [5 x i32] [i32 -404096198, i32 -404096198, i32 -404096198, i32 -404096198, i32 -404096198], [5 x i32] [i32 -404096198, i32 -404096198, i32 -404096198, i32 -404096198, i32 -404096198], [5 x i32] [i32 -404096198, i32 -404096198, i32 -404096198, i32 -404096198, i32 -404096198], [5 x i32] [i32 -404096198, i32 -404096198, i32 -404096198, i32 -404096198, i32 -404096198]], align 16
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
@.str.33 = private unnamed_addr constant [9 x i8] c"g_255[i]\00", align 1
@.str.34 = private unnamed_addr constant [18 x i8] c"g_261[i][j][k].f0\00", align 1
@.str.35 = private unnamed_addr constant [6 x i8] c"g_265\00", align 1
@g_269 = internal global [7 x [2 x %union.U3]] [[2 x %union.U3] [%union.U3 { i8 4 }, %union.U3 { i8 -1 }], [2 x %union.U3] [%union.U3 { i8 -1 }, %union.U3 { i8 4 }], [2 x %union.U3] [%union.U3 { i8 -1 }, %union.U3 { i8 -1 }], [2 x %union.U3] [%union.U3 { i8 4 }, %union.U3 { i8 -1 }], [2 x %union.U3] [%union.U3 { i8 -1 }, %union.U3 { i8 4 }], [2 x %union.U3] [%union.U3 { i8 -1 }, %union.U3 { i8 -1 }], [2 x %union.U3] [%union.U3 { i8 4 }, %union.U3 { i8 -1 }]], align 1
@.str.36 = private unnamed_addr constant [15 x i8] c"g_269[i][j].f0\00", align 1
@.str.37 = private unnamed_addr constant [15 x i8] c"g_269[i][j].f1\00", align 1
@g_274 = internal unnamed_addr global i1 false, align 8
@.str.38 = private unnamed_addr constant [6 x i8] c"g_274\00", align 1
@g_275 = internal global i8 57, align 1
@.str.39 = private unnamed_addr constant [6 x i8] c"g_275\00", align 1
@g_278 = internal unnamed_addr global i1 false, align 2
@.str.40 = private unnamed_addr constant [6 x i8] c"g_278\00", align 1
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
@.str.52 = private unnamed_addr constant [9 x i8] c"g_347[i]\00", align 1
@.str.53 = private unnamed_addr constant [6 x i8] c"g_360\00", align 1
@.str.54 = private unnamed_addr constant [6 x i8] c"g_367\00", align 1
@g_372 = internal unnamed_addr global i32 681944350, align 4
@.str.55 = private unnamed_addr constant [6 x i8] c"g_372\00", align 1
@.str.56 = private unnamed_addr constant [6 x i8] c"g_375\00", align 1
@g_380 = internal global %union.U3 { i8 3 }, align 1
@.str.57 = private unnamed_addr constant [9 x i8] c"g_380.f0\00", align 1
@.str.58 = private unnamed_addr constant [9 x i8] c"g_380.f1\00", align 1
@.str.59 = private unnamed_addr constant [6 x i8] c"g_404\00", align 1
@g_437 = internal unnamed_addr constant [5 x [5 x [4 x i8]]] [[5 x [4 x i8]] [[4 x i8] c"\01\C6\9F\00", [4 x i8] c"!\87\9F\9D", [4 x i8] c"\01!\A7q", [4 x i8] c"\BE\91hh", [4 x i8] c"hh\91\BE"], [5 x [4 x i8]] [[4 x i8] c"\00\87\A7\05", [4 x i8] c"\04\FEt\A7", [4 x i8] c"\03\FE\01\05", [4 x i8] c"\FE\87\03\BE", [4 x i8] c"!h;h"], [5 x [4 x i8]] [[4 x i8] c"\00\91\05\00", [4 x i8] c"\00\A7\9F\04", [4 x i8] c";t\9D\03", [4 x i8] c";\01\9F\FE", [4 x i8] c"\00\03\05!"], [5 x [4 x i8]] [[4 x i8] c"\00;;\00", [4 x i8] c"!\05\03\00", [4 x i8] c"\FE\9F\01;", [4 x i8] c"\03\9Dt;", [4 x i8] c"\04\9F\A7\00"], [5 x [4 x i8]] [[4 x i8] c"\00\05\91\00", [4 x i8] c"h;h!", [4 x i8] c"\BE\03\87\FE", [4 x i8] c"\05\01\FE\03", [4 x i8] c"\A7t\FE\04"]], align 16
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
@.str.72 = private unnamed_addr constant [6 x i8] c"g_537\00", align 1
@.str.73 = private unnamed_addr constant [6 x i8] c"g_538\00", align 1
@.str.74 = private unnamed_addr constant [6 x i8] c"g_544\00", align 1
@g_580 = internal global %union.U3 { i8 6 }, align 1
@.str.75 = private unnamed_addr constant [9 x i8] c"g_580.f0\00", align 1
@.str.76 = private unnamed_addr constant [9 x i8] c"g_580.f1\00", align 1
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
@.str.139 = private unnamed_addr constant [7 x i8] c"g_1707\00", align 1
@g_1716 = internal global [8 x i32] [i32 -2, i32 -2, i32 -2, i32 -2, i32 -2, i32 -2, i32 -2, i32 -2], align 16
@.str.140 = private unnamed_addr constant [10 x i8] c"g_1716[i]\00", align 1
@g_1739 = internal global %union.U3 { i8 1 }, align 1
@.str.141 = private unnamed_addr constant [10 x i8] c"g_1739.f0\00", align 1
@.str.142 = private unnamed_addr constant [10 x i8] c"g_1739.f1\00", align 1
@.str.143 = private unnamed_addr constant [7 x i8] c"g_1750\00", align 1
@.str.144 = private unnamed_addr constant [10 x i8] c"g_1751[i]\00", align 1
@.str.145 = private unnamed_addr constant [7 x i8] c"g_1752\00", align 1
@.str.146 = private unnamed_addr constant [7 x i8] c"g_1753\00", align 1
@.str.147 = private unnamed_addr constant [7 x i8] c"g_1754\00", align 1
@.str.148 = private unnamed_addr constant [7 x i8] c"g_1755\00", align 1
@.str.149 = private unnamed_addr constant [10 x i8] c"g_1756[i]\00", align 1
@.str.150 = private unnamed_addr constant [7 x i8] c"g_1757\00", align 1
@.str.151 = private unnamed_addr constant [10 x i8] c"g_1758[i]\00", align 1
@.str.152 = private unnamed_addr constant [7 x i8] c"g_1759\00", align 1
@.str.153 = private unnamed_addr constant [7 x i8] c"g_1760\00", align 1
@.str.154 = private unnamed_addr constant [7 x i8] c"g_1761\00", align 1
@.str.155 = private unnamed_addr constant [7 x i8] c"g_1762\00", align 1
@.str.156 = private unnamed_addr constant [7 x i8] c"g_1763\00", align 1
@g_1764 = internal unnamed_addr global i32 -7, align 4
@.str.157 = private unnamed_addr constant [7 x i8] c"g_1764\00", align 1
@.str.158 = private unnamed_addr constant [7 x i8] c"g_1765\00", align 1
@.str.159 = private unnamed_addr constant [7 x i8] c"g_1766\00", align 1
@.str.160 = private unnamed_addr constant [7 x i8] c"g_1767\00", align 1
@.str.161 = private unnamed_addr constant [7 x i8] c"g_1768\00", align 1
@.str.162 = private unnamed_addr constant [7 x i8] c"g_1769\00", align 1
@.str.163 = private unnamed_addr constant [7 x i8] c"g_1770\00", align 1
@.str.164 = private unnamed_addr constant [7 x i8] c"g_1771\00", align 1
@.str.165 = private unnamed_addr constant [7 x i8] c"g_1772\00", align 1
@.str.166 = private unnamed_addr constant [7 x i8] c"g_1773\00", align 1
@g_1801 = internal global [3 x %union.U3] [%union.U3 { i8 3 }, %union.U3 { i8 3 }, %union.U3 { i8 3 }], align 1
@.str.167 = private unnamed_addr constant [13 x i8] c"g_1801[i].f0\00", align 1
@.str.168 = private unnamed_addr constant [13 x i8] c"g_1801[i].f1\00", align 1
@g_1835 = internal global [1 x [6 x [1 x i8]]] [[6 x [1 x i8]] [[1 x i8] c"\F9", [1 x i8] c"\F9", [1 x i8] c"\F9", [1 x i8] c"\F9", [1 x i8] c"\F9", [1 x i8] c"\F9"]], align 1
@.str.169 = private unnamed_addr constant [16 x i8] c"g_1835[i][j][k]\00", align 1
@crc32_context = internal unnamed_addr global i32 -1, align 4
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 16
@g_705 = internal global i32** getelementptr inbounds ([7 x i32*], [7 x i32*]* @g_611, i64 0, i64 2), align 8
@g_611 = internal global [7 x i32*] zeroinitializer, align 16
@.str.170 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1
@g_182 = internal global [3 x [3 x { i8, [3 x i8] }]] [[3 x { i8, [3 x i8] }] [{ i8, [3 x i8] } { i8 0, [3 x i8] undef }, { i8, [3 x i8] } { i8 0, [3 x i8] undef }, { i8, [3 x i8] } { i8 0, [3 x i8] undef }], [3 x { i8, [3 x i8] }] [{ i8, [3 x i8] } { i8 -89, [3 x i8] undef }, { i8, [3 x i8] } { i8 -89, [3 x i8] undef }, { i8, [3 x i8] } { i8 -89, [3 x i8] undef }], [3 x { i8, [3 x i8] }] [{ i8, [3 x i8] } { i8 0, [3 x i8] undef }, { i8, [3 x i8] } { i8 0, [3 x i8] undef }, { i8, [3 x i8] } { i8 0, [3 x i8] undef }]], align 16
@g_346 = internal constant { i8, [3 x i8] } { i8 70, [3 x i8] undef }, align 4
@g_490 = internal global { i8, [3 x i8] } { i8 -2, [3 x i8] undef }, align 4
@g_764 = internal global { i8, [3 x i8] } { i8 84, [3 x i8] undef }, align 4
@g_1196 = internal global { i8, [3 x i8] } { i8 88, [3 x i8] undef }, align 4
@g_1349 = internal global { i8, [3 x i8] } { i8 1, [3 x i8] undef }, align 4
@g_1673 = internal global { i8, [3 x i8] } { i8 -3, [3 x i8] undef }, align 4
@.str.178 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = alloca [10 x [1 x [1 x i32]]], align 16
  %4 = icmp eq i32 %0, 2
  br i1 %4, label %5, label %12

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8*, i8** %1, i64 1
  %7 = load i8*, i8** %6, align 8, !tbaa !5
  %8 = tail call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %7, i8* noundef nonnull dereferenceable(2) getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)) #4
  %9 = icmp eq i32 %8, 0
  %10 = xor i1 %9, true
  %11 = zext i1 %9 to i32
  br label %12

12:                                               ; preds = %2, %5
  %13 = phi i1 [ true, %2 ], [ %10, %5 ]
  %14 = phi i32 [ 0, %2 ], [ %11, %5 ]
  br label %15

15:                                               ; preds = %15, %12
  %16 = phi i64 [ 0, %12 ], [ %60, %15 ]
  %17 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %12 ], [ %61, %15 ]
  %18 = and <4 x i32> %17, <i32 1, i32 1, i32 1, i32 1>
  %19 = icmp eq <4 x i32> %18, zeroinitializer
  %20 = lshr <4 x i32> %17, <i32 1, i32 1, i32 1, i32 1>
  %21 = xor <4 x i32> %20, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %22 = select <4 x i1> %19, <4 x i32> %20, <4 x i32> %21
  %23 = and <4 x i32> %22, <i32 1, i32 1, i32 1, i32 1>
  %24 = icmp eq <4 x i32> %23, zeroinitializer
  %25 = lshr <4 x i32> %22, <i32 1, i32 1, i32 1, i32 1>
  %26 = xor <4 x i32> %25, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %27 = select <4 x i1> %24, <4 x i32> %25, <4 x i32> %26
  %28 = and <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>
  %29 = icmp eq <4 x i32> %28, zeroinitializer
  %30 = lshr <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>
  %31 = xor <4 x i32> %30, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %32 = select <4 x i1> %29, <4 x i32> %30, <4 x i32> %31
  %33 = and <4 x i32> %32, <i32 1, i32 1, i32 1, i32 1>
  %34 = icmp eq <4 x i32> %33, zeroinitializer
  %35 = lshr <4 x i32> %32, <i32 1, i32 1, i32 1, i32 1>
  %36 = xor <4 x i32> %35, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %37 = select <4 x i1> %34, <4 x i32> %35, <4 x i32> %36
  %38 = and <4 x i32> %37, <i32 1, i32 1, i32 1, i32 1>
  %39 = icmp eq <4 x i32> %38, zeroinitializer
  %40 = lshr <4 x i32> %37, <i32 1, i32 1, i32 1, i32 1>
  %41 = xor <4 x i32> %40, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %42 = select <4 x i1> %39, <4 x i32> %40, <4 x i32> %41
  %43 = and <4 x i32> %42, <i32 1, i32 1, i32 1, i32 1>
  %44 = icmp eq <4 x i32> %43, zeroinitializer
  %45 = lshr <4 x i32> %42, <i32 1, i32 1, i32 1, i32 1>
  %46 = xor <4 x i32> %45, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %47 = select <4 x i1> %44, <4 x i32> %45, <4 x i32> %46
  %48 = and <4 x i32> %47, <i32 1, i32 1, i32 1, i32 1>
  %49 = icmp eq <4 x i32> %48, zeroinitializer
  %50 = lshr <4 x i32> %47, <i32 1, i32 1, i32 1, i32 1>
  %51 = xor <4 x i32> %50, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %52 = select <4 x i1> %49, <4 x i32> %50, <4 x i32> %51
  %53 = and <4 x i32> %52, <i32 1, i32 1, i32 1, i32 1>
  %54 = icmp eq <4 x i32> %53, zeroinitializer
  %55 = lshr <4 x i32> %52, <i32 1, i32 1, i32 1, i32 1>
  %56 = xor <4 x i32> %55, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %57 = select <4 x i1> %54, <4 x i32> %55, <4 x i32> %56
  %58 = getelementptr inbounds [256 x i32], [256 x i32]* @crc32_tab, i64 0, i64 %16
  %59 = bitcast i32* %58 to <4 x i32>*
  store <4 x i32> %57, <4 x i32>* %59, align 16, !tbaa !9
  %60 = add nuw i64 %16, 4
  %61 = add <4 x i32> %17, <i32 4, i32 4, i32 4, i32 4>
  %62 = icmp eq i64 %60, 256
  br i1 %62, label %63, label %15, !llvm.loop !11

63:                                               ; preds = %15
  store i1 true, i1* @g_6, align 4
  store i1 true, i1* @g_33, align 4
  %64 = bitcast [10 x [1 x [1 x i32]]]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %64) #5
  %65 = getelementptr inbounds [10 x [1 x [1 x i32]]], [10 x [1 x [1 x i32]]]* %3, i64 0, i64 9, i64 0, i64 0
  %66 = load volatile i32**, i32*** @g_705, align 8, !tbaa !5
  store i32* %65, i32** %66, align 8, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %64) #5
  store i1 true, i1* @g_278, align 2
  store i32 -10, i32* @g_372, align 4, !tbaa !9
  %67 = load i32, i32* @g_1764, align 4, !tbaa !9
  %68 = add i32 %67, -1
  store i32 %68, i32* @g_1764, align 4, !tbaa !9
  %69 = icmp eq i32 %67, 2
  br i1 %69, label %70, label %71

70:                                               ; preds = %63
  store i1 true, i1* @g_274, align 8
  br label %71

71:                                               ; preds = %63, %70
  %72 = load volatile i32, i32* @g_3, align 4, !tbaa !9
  %73 = sext i32 %72 to i64
  call fastcc void @transparent_crc(i64 noundef %73, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %14)
  %74 = load volatile i32, i32* @g_4, align 4, !tbaa !9
  %75 = sext i32 %74 to i64
  call fastcc void @transparent_crc(i64 noundef %75, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef %14)
  %76 = load volatile i32, i32* @g_5, align 4, !tbaa !9
  %77 = sext i32 %76 to i64
  call fastcc void @transparent_crc(i64 noundef %77, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i64 0, i64 0), i32 noundef %14)
  %78 = load i1, i1* @g_6, align 4
  %79 = select i1 %78, i64 3, i64 -1469340548
  call fastcc void @transparent_crc(i64 noundef %79, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i32 noundef %14)
  call fastcc void @transparent_crc(i64 noundef 89, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), i32 noundef %14)
  %80 = load i1, i1* @g_33, align 4
  %81 = zext i1 %80 to i64
  call fastcc void @transparent_crc(i64 noundef %81, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i64 0, i64 0), i32 noundef %14)
  call fastcc void @transparent_crc(i64 noundef 85, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), i32 noundef %14)
  call fastcc void @transparent_crc(i64 noundef -1, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i64 0, i64 0), i32 noundef %14)
  br i1 %13, label %82, label %83

82:                                               ; preds = %71
  call fastcc void @transparent_crc(i64 noundef -1, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i64 0, i64 0), i32 noundef %14)
  call fastcc void @transparent_crc(i64 noundef -1, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i64 0, i64 0), i32 noundef %14)
  call fastcc void @transparent_crc(i64 noundef -1, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i64 0, i64 0), i32 noundef %14)
  br label %88

83:                                               ; preds = %71
  %84 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef -1, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i64 0, i64 0), i32 noundef %14)
  %85 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef -1, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i64 0, i64 0), i32 noundef %14)
  %86 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef -1, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i64 0, i64 0), i32 noundef %14)
  %87 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 3)
  br label %88

88:                                               ; preds = %82, %83
  call fastcc void @transparent_crc(i64 noundef 6624771, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i64 0, i64 0), i32 noundef %14)
  call fastcc void @transparent_crc(i64 noundef 28090, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.11, i64 0, i64 0), i32 noundef %14)
  call fastcc void @transparent_crc(i64 noundef -2034972513037775792, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.12, i64 0, i64 0), i32 noundef %14)
  br i1 %13, label %89, label %90

89:                                               ; preds = %88
  call fastcc void @transparent_crc(i64 noundef -2034972513037775792, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.12, i64 0, i64 0), i32 noundef %14)
  call fastcc void @transparent_crc(i64 noundef -2034972513037775792, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.12, i64 0, i64 0), i32 noundef %14)
  call fastcc void @transparent_crc(i64 noundef -2034972513037775792, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.12, i64 0, i64 0), i32 noundef %14)
  call fastcc void @transparent_crc(i64 noundef -2034972513037775792, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.12, i64 0, i64 0), i32 noundef %14)
  call fastcc void @transparent_crc(i64 noundef -2034972513037775792, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.12, i64 0, i64 0), i32 noundef %14)
  call fastcc void @transparent_crc(i64 noundef -2034972513037775792, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.12, i64 0, i64 0), i32 noundef %14)
  call fastcc void @transparent_crc(i64 noundef -2034972513037775792, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.12, i64 0, i64 0), i32 noundef %14)
  br label %99

90:                                               ; preds = %88
  %91 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef -2034972513037775792, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.12, i64 0, i64 0), i32 noundef %14)
  %92 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef -2034972513037775792, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.12, i64 0, i64 0), i32 noundef %14)
  %93 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef -2034972513037775792, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.12, i64 0, i64 0), i32 noundef %14)
  %94 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef -2034972513037775792, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.12, i64 0, i64 0), i32 noundef %14)
  %95 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 4)
  call fastcc void @transparent_crc(i64 noundef -2034972513037775792, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.12, i64 0, i64 0), i32 noundef %14)
  %96 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 5)
  call fastcc void @transparent_crc(i64 noundef -2034972513037775792, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.12, i64 0, i64 0), i32 noundef %14)
  %97 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 6)
  call fastcc void @transparent_crc(i64 noundef -2034972513037775792, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.12, i64 0, i64 0), i32 noundef %14)
  %98 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 7)
  br label %99

99:                                               ; preds = %89, %90
  br label %100

100:                                              ; preds = %99, %130
  %101 = phi i64 [ %131, %130 ], [ 0, %99 ]
  %102 = trunc i64 %101 to i32
  %103 = trunc i64 %101 to i32
  br label %104

104:                                              ; preds = %100, %127
  %105 = phi i64 [ 0, %100 ], [ %128, %127 ]
  %106 = getelementptr inbounds [5 x [6 x [2 x %union.U3]]], [5 x [6 x [2 x %union.U3]]]* @g_135, i64 0, i64 %101, i64 %105, i64 0, i32 0
  %107 = load volatile i8, i8* %106, align 2, !tbaa !14
  %108 = sext i8 %107 to i64
  call fastcc void @transparent_crc(i64 noundef %108, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.13, i64 0, i64 0), i32 noundef %14)
  %109 = load i8, i8* %106, align 2, !tbaa !14
  %110 = zext i8 %109 to i64
  call fastcc void @transparent_crc(i64 noundef %110, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.14, i64 0, i64 0), i32 noundef %14)
  br i1 %13, label %121, label %111

111:                                              ; preds = %104
  %112 = trunc i64 %105 to i32
  %113 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.15, i64 0, i64 0), i32 noundef %102, i32 noundef %112, i32 noundef 0)
  %114 = getelementptr inbounds [5 x [6 x [2 x %union.U3]]], [5 x [6 x [2 x %union.U3]]]* @g_135, i64 0, i64 %101, i64 %105, i64 1, i32 0
  %115 = load volatile i8, i8* %114, align 1, !tbaa !14
  %116 = sext i8 %115 to i64
  call fastcc void @transparent_crc(i64 noundef %116, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.13, i64 0, i64 0), i32 noundef %14)
  %117 = load i8, i8* %114, align 1, !tbaa !14
  %118 = zext i8 %117 to i64
  call fastcc void @transparent_crc(i64 noundef %118, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.14, i64 0, i64 0), i32 noundef %14)
  %119 = trunc i64 %105 to i32
  %120 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.15, i64 0, i64 0), i32 noundef %103, i32 noundef %119, i32 noundef 1)
  br label %127

121:                                              ; preds = %104
  %122 = getelementptr inbounds [5 x [6 x [2 x %union.U3]]], [5 x [6 x [2 x %union.U3]]]* @g_135, i64 0, i64 %101, i64 %105, i64 1, i32 0
  %123 = load volatile i8, i8* %122, align 1, !tbaa !14
  %124 = sext i8 %123 to i64
  call fastcc void @transparent_crc(i64 noundef %124, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.13, i64 0, i64 0), i32 noundef %14)
  %125 = load i8, i8* %122, align 1, !tbaa !14
  %126 = zext i8 %125 to i64
  call fastcc void @transparent_crc(i64 noundef %126, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.14, i64 0, i64 0), i32 noundef %14)
  br label %127

127:                                              ; preds = %121, %111
  %128 = add nuw nsw i64 %105, 1
  %129 = icmp eq i64 %128, 6
  br i1 %129, label %130, label %104, !llvm.loop !15

130:                                              ; preds = %127
  %131 = add nuw nsw i64 %101, 1
  %132 = icmp eq i64 %131, 5
  br i1 %132, label %133, label %100, !llvm.loop !16

133:                                              ; preds = %130
  %134 = load volatile i32, i32* getelementptr inbounds ([9 x i32], [9 x i32]* @g_145, i64 0, i64 0), align 16, !tbaa !9
  %135 = zext i32 %134 to i64
  call fastcc void @transparent_crc(i64 noundef %135, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.16, i64 0, i64 0), i32 noundef %14)
  br i1 %13, label %136, label %153

136:                                              ; preds = %133
  %137 = load volatile i32, i32* getelementptr inbounds ([9 x i32], [9 x i32]* @g_145, i64 0, i64 1), align 4, !tbaa !9
  %138 = zext i32 %137 to i64
  call fastcc void @transparent_crc(i64 noundef %138, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.16, i64 0, i64 0), i32 noundef %14)
  %139 = load volatile i32, i32* getelementptr inbounds ([9 x i32], [9 x i32]* @g_145, i64 0, i64 2), align 8, !tbaa !9
  %140 = zext i32 %139 to i64
  call fastcc void @transparent_crc(i64 noundef %140, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.16, i64 0, i64 0), i32 noundef %14)
  %141 = load volatile i32, i32* getelementptr inbounds ([9 x i32], [9 x i32]* @g_145, i64 0, i64 3), align 4, !tbaa !9
  %142 = zext i32 %141 to i64
  call fastcc void @transparent_crc(i64 noundef %142, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.16, i64 0, i64 0), i32 noundef %14)
  %143 = load volatile i32, i32* getelementptr inbounds ([9 x i32], [9 x i32]* @g_145, i64 0, i64 4), align 16, !tbaa !9
  %144 = zext i32 %143 to i64
  call fastcc void @transparent_crc(i64 noundef %144, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.16, i64 0, i64 0), i32 noundef %14)
  %145 = load volatile i32, i32* getelementptr inbounds ([9 x i32], [9 x i32]* @g_145, i64 0, i64 5), align 4, !tbaa !9
  %146 = zext i32 %145 to i64
  call fastcc void @transparent_crc(i64 noundef %146, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.16, i64 0, i64 0), i32 noundef %14)
  %147 = load volatile i32, i32* getelementptr inbounds ([9 x i32], [9 x i32]* @g_145, i64 0, i64 6), align 8, !tbaa !9
  %148 = zext i32 %147 to i64
  call fastcc void @transparent_crc(i64 noundef %148, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.16, i64 0, i64 0), i32 noundef %14)
  %149 = load volatile i32, i32* getelementptr inbounds ([9 x i32], [9 x i32]* @g_145, i64 0, i64 7), align 4, !tbaa !9
  %150 = zext i32 %149 to i64
  call fastcc void @transparent_crc(i64 noundef %150, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.16, i64 0, i64 0), i32 noundef %14)
  %151 = load volatile i32, i32* getelementptr inbounds ([9 x i32], [9 x i32]* @g_145, i64 0, i64 8), align 16, !tbaa !9
  %152 = zext i32 %151 to i64
  call fastcc void @transparent_crc(i64 noundef %152, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.16, i64 0, i64 0), i32 noundef %14)
  br label %179

153:                                              ; preds = %133
  %154 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 0)
  %155 = load volatile i32, i32* getelementptr inbounds ([9 x i32], [9 x i32]* @g_145, i64 0, i64 1), align 4, !tbaa !9
  %156 = zext i32 %155 to i64
  call fastcc void @transparent_crc(i64 noundef %156, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.16, i64 0, i64 0), i32 noundef %14)
  %157 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 1)
  %158 = load volatile i32, i32* getelementptr inbounds ([9 x i32], [9 x i32]* @g_145, i64 0, i64 2), align 8, !tbaa !9
  %159 = zext i32 %158 to i64
  call fastcc void @transparent_crc(i64 noundef %159, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.16, i64 0, i64 0), i32 noundef %14)
  %160 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 2)
  %161 = load volatile i32, i32* getelementptr inbounds ([9 x i32], [9 x i32]* @g_145, i64 0, i64 3), align 4, !tbaa !9
  %162 = zext i32 %161 to i64
  call fastcc void @transparent_crc(i64 noundef %162, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.16, i64 0, i64 0), i32 noundef %14)
  %163 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 3)
  %164 = load volatile i32, i32* getelementptr inbounds ([9 x i32], [9 x i32]* @g_145, i64 0, i64 4), align 16, !tbaa !9
  %165 = zext i32 %164 to i64
  call fastcc void @transparent_crc(i64 noundef %165, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.16, i64 0, i64 0), i32 noundef %14)
  %166 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 4)
  %167 = load volatile i32, i32* getelementptr inbounds ([9 x i32], [9 x i32]* @g_145, i64 0, i64 5), align 4, !tbaa !9
  %168 = zext i32 %167 to i64
  call fastcc void @transparent_crc(i64 noundef %168, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.16, i64 0, i64 0), i32 noundef %14)
  %169 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 5)
  %170 = load volatile i32, i32* getelementptr inbounds ([9 x i32], [9 x i32]* @g_145, i64 0, i64 6), align 8, !tbaa !9
  %171 = zext i32 %170 to i64
  call fastcc void @transparent_crc(i64 noundef %171, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.16, i64 0, i64 0), i32 noundef %14)
  %172 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 6)
  %173 = load volatile i32, i32* getelementptr inbounds ([9 x i32], [9 x i32]* @g_145, i64 0, i64 7), align 4, !tbaa !9
  %174 = zext i32 %173 to i64
  call fastcc void @transparent_crc(i64 noundef %174, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.16, i64 0, i64 0), i32 noundef %14)
  %175 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 7)
  %176 = load volatile i32, i32* getelementptr inbounds ([9 x i32], [9 x i32]* @g_145, i64 0, i64 8), align 16, !tbaa !9
  %177 = zext i32 %176 to i64
  call fastcc void @transparent_crc(i64 noundef %177, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.16, i64 0, i64 0), i32 noundef %14)
  %178 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 8)
  br label %179

179:                                              ; preds = %136, %153
  call fastcc void @transparent_crc(i64 noundef 37215, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.17, i64 0, i64 0), i32 noundef %14)
  br label %180

180:                                              ; preds = %179, %221
  %181 = phi i64 [ 0, %179 ], [ %222, %221 ]
  %182 = getelementptr inbounds [8 x [5 x i32]], [8 x [5 x i32]]* @g_177, i64 0, i64 %181, i64 0
  %183 = load i32, i32* %182, align 4, !tbaa !9
  %184 = zext i32 %183 to i64
  call fastcc void @transparent_crc(i64 noundef %184, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.18, i64 0, i64 0), i32 noundef %14)
  br i1 %13, label %185, label %198

185:                                              ; preds = %180
  %186 = getelementptr inbounds [8 x [5 x i32]], [8 x [5 x i32]]* @g_177, i64 0, i64 %181, i64 1
  %187 = load i32, i32* %186, align 4, !tbaa !9
  %188 = zext i32 %187 to i64
  call fastcc void @transparent_crc(i64 noundef %188, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.18, i64 0, i64 0), i32 noundef %14)
  %189 = getelementptr inbounds [8 x [5 x i32]], [8 x [5 x i32]]* @g_177, i64 0, i64 %181, i64 2
  %190 = load i32, i32* %189, align 4, !tbaa !9
  %191 = zext i32 %190 to i64
  call fastcc void @transparent_crc(i64 noundef %191, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.18, i64 0, i64 0), i32 noundef %14)
  %192 = getelementptr inbounds [8 x [5 x i32]], [8 x [5 x i32]]* @g_177, i64 0, i64 %181, i64 3
  %193 = load i32, i32* %192, align 4, !tbaa !9
  %194 = zext i32 %193 to i64
  call fastcc void @transparent_crc(i64 noundef %194, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.18, i64 0, i64 0), i32 noundef %14)
  %195 = getelementptr inbounds [8 x [5 x i32]], [8 x [5 x i32]]* @g_177, i64 0, i64 %181, i64 4
  %196 = load i32, i32* %195, align 4, !tbaa !9
  %197 = zext i32 %196 to i64
  call fastcc void @transparent_crc(i64 noundef %197, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.18, i64 0, i64 0), i32 noundef %14)
  br label %221

198:                                              ; preds = %180
  %199 = trunc i64 %181 to i32
  %200 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.19, i64 0, i64 0), i32 noundef %199, i32 noundef 0)
  %201 = getelementptr inbounds [8 x [5 x i32]], [8 x [5 x i32]]* @g_177, i64 0, i64 %181, i64 1
  %202 = load i32, i32* %201, align 4, !tbaa !9
  %203 = zext i32 %202 to i64
  call fastcc void @transparent_crc(i64 noundef %203, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.18, i64 0, i64 0), i32 noundef %14)
  %204 = trunc i64 %181 to i32
  %205 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.19, i64 0, i64 0), i32 noundef %204, i32 noundef 1)
  %206 = getelementptr inbounds [8 x [5 x i32]], [8 x [5 x i32]]* @g_177, i64 0, i64 %181, i64 2
  %207 = load i32, i32* %206, align 4, !tbaa !9
  %208 = zext i32 %207 to i64
  call fastcc void @transparent_crc(i64 noundef %208, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.18, i64 0, i64 0), i32 noundef %14)
  %209 = trunc i64 %181 to i32
  %210 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.19, i64 0, i64 0), i32 noundef %209, i32 noundef 2)
  %211 = getelementptr inbounds [8 x [5 x i32]], [8 x [5 x i32]]* @g_177, i64 0, i64 %181, i64 3
  %212 = load i32, i32* %211, align 4, !tbaa !9
  %213 = zext i32 %212 to i64
  call fastcc void @transparent_crc(i64 noundef %213, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.18, i64 0, i64 0), i32 noundef %14)
  %214 = trunc i64 %181 to i32
  %215 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.19, i64 0, i64 0), i32 noundef %214, i32 noundef 3)
  %216 = getelementptr inbounds [8 x [5 x i32]], [8 x [5 x i32]]* @g_177, i64 0, i64 %181, i64 4
  %217 = load i32, i32* %216, align 4, !tbaa !9
  %218 = zext i32 %217 to i64
  call fastcc void @transparent_crc(i64 noundef %218, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.18, i64 0, i64 0), i32 noundef %14)
  %219 = trunc i64 %181 to i32
  %220 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.19, i64 0, i64 0), i32 noundef %219, i32 noundef 4)
  br label %221

221:                                              ; preds = %185, %198
  %222 = add nuw nsw i64 %181, 1
  %223 = icmp eq i64 %222, 8
  br i1 %223, label %224, label %180, !llvm.loop !17

224:                                              ; preds = %221, %261
  %225 = phi i64 [ %262, %261 ], [ 0, %221 ]
  %226 = getelementptr inbounds [3 x [3 x %union.U2]], [3 x [3 x %union.U2]]* bitcast ([3 x [3 x { i8, [3 x i8] }]]* @g_182 to [3 x [3 x %union.U2]]*), i64 0, i64 %225, i64 0
  %227 = bitcast %union.U2* %226 to i8*
  %228 = load i8, i8* %227, align 4, !tbaa !14
  %229 = zext i8 %228 to i64
  call fastcc void @transparent_crc(i64 noundef %229, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.20, i64 0, i64 0), i32 noundef %14)
  %230 = load volatile i8, i8* %227, align 4, !tbaa !14
  %231 = sext i8 %230 to i64
  call fastcc void @transparent_crc(i64 noundef %231, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.21, i64 0, i64 0), i32 noundef %14)
  %232 = load i8, i8* %227, align 4, !tbaa !14
  %233 = zext i8 %232 to i64
  call fastcc void @transparent_crc(i64 noundef %233, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.22, i64 0, i64 0), i32 noundef %14)
  br i1 %13, label %237, label %234

234:                                              ; preds = %224
  %235 = trunc i64 %225 to i32
  %236 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.19, i64 0, i64 0), i32 noundef %235, i32 noundef 0)
  br label %237

237:                                              ; preds = %224, %234
  %238 = getelementptr inbounds [3 x [3 x %union.U2]], [3 x [3 x %union.U2]]* bitcast ([3 x [3 x { i8, [3 x i8] }]]* @g_182 to [3 x [3 x %union.U2]]*), i64 0, i64 %225, i64 1
  %239 = bitcast %union.U2* %238 to i8*
  %240 = load i8, i8* %239, align 4, !tbaa !14
  %241 = zext i8 %240 to i64
  call fastcc void @transparent_crc(i64 noundef %241, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.20, i64 0, i64 0), i32 noundef %14)
  %242 = load volatile i8, i8* %239, align 4, !tbaa !14
  %243 = sext i8 %242 to i64
  call fastcc void @transparent_crc(i64 noundef %243, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.21, i64 0, i64 0), i32 noundef %14)
  %244 = load i8, i8* %239, align 4, !tbaa !14
  %245 = zext i8 %244 to i64
  call fastcc void @transparent_crc(i64 noundef %245, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.22, i64 0, i64 0), i32 noundef %14)
  br i1 %13, label %249, label %246

246:                                              ; preds = %237
  %247 = trunc i64 %225 to i32
  %248 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.19, i64 0, i64 0), i32 noundef %247, i32 noundef 1)
  br label %249

249:                                              ; preds = %246, %237
  %250 = getelementptr inbounds [3 x [3 x %union.U2]], [3 x [3 x %union.U2]]* bitcast ([3 x [3 x { i8, [3 x i8] }]]* @g_182 to [3 x [3 x %union.U2]]*), i64 0, i64 %225, i64 2
  %251 = bitcast %union.U2* %250 to i8*
  %252 = load i8, i8* %251, align 4, !tbaa !14
  %253 = zext i8 %252 to i64
  call fastcc void @transparent_crc(i64 noundef %253, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.20, i64 0, i64 0), i32 noundef %14)
  %254 = load volatile i8, i8* %251, align 4, !tbaa !14
  %255 = sext i8 %254 to i64
  call fastcc void @transparent_crc(i64 noundef %255, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.21, i64 0, i64 0), i32 noundef %14)
  %256 = load i8, i8* %251, align 4, !tbaa !14
  %257 = zext i8 %256 to i64
  call fastcc void @transparent_crc(i64 noundef %257, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.22, i64 0, i64 0), i32 noundef %14)
  br i1 %13, label %261, label %258

258:                                              ; preds = %249
  %259 = trunc i64 %225 to i32
  %260 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.19, i64 0, i64 0), i32 noundef %259, i32 noundef 2)
  br label %261

261:                                              ; preds = %258, %249
  %262 = add nuw nsw i64 %225, 1
  %263 = icmp eq i64 %262, 3
  br i1 %263, label %264, label %224, !llvm.loop !18

264:                                              ; preds = %261
  %265 = load i64, i64* getelementptr inbounds (%union.U0, %union.U0* @g_213, i64 0, i32 0), align 8, !tbaa !14
  call fastcc void @transparent_crc(i64 noundef %265, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.23, i64 0, i64 0), i32 noundef %14)
  %266 = load volatile i16, i16* bitcast (%union.U0* @g_213 to i16*), align 8, !tbaa !14
  %267 = sext i16 %266 to i64
  call fastcc void @transparent_crc(i64 noundef %267, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.24, i64 0, i64 0), i32 noundef %14)
  %268 = load i64, i64* getelementptr inbounds (%union.U0, %union.U0* @g_213, i64 0, i32 0), align 8, !tbaa !14
  call fastcc void @transparent_crc(i64 noundef %268, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.25, i64 0, i64 0), i32 noundef %14)
  %269 = load i64, i64* getelementptr inbounds (%union.U0, %union.U0* @g_213, i64 0, i32 0), align 8, !tbaa !14
  call fastcc void @transparent_crc(i64 noundef %269, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.26, i64 0, i64 0), i32 noundef %14)
  br label %270

270:                                              ; preds = %264, %307
  %271 = phi i64 [ 0, %264 ], [ %308, %307 ]
  %272 = getelementptr inbounds [10 x [3 x %union.U0]], [10 x [3 x %union.U0]]* @g_218, i64 0, i64 %271, i64 0
  %273 = getelementptr %union.U0, %union.U0* %272, i64 0, i32 0
  %274 = load i64, i64* %273, align 8, !tbaa !14
  call fastcc void @transparent_crc(i64 noundef %274, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.27, i64 0, i64 0), i32 noundef %14)
  %275 = bitcast %union.U0* %272 to i16*
  %276 = load volatile i16, i16* %275, align 8, !tbaa !14
  %277 = sext i16 %276 to i64
  call fastcc void @transparent_crc(i64 noundef %277, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.28, i64 0, i64 0), i32 noundef %14)
  %278 = load i64, i64* %273, align 8, !tbaa !14
  call fastcc void @transparent_crc(i64 noundef %278, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.29, i64 0, i64 0), i32 noundef %14)
  %279 = load i64, i64* %273, align 8, !tbaa !14
  call fastcc void @transparent_crc(i64 noundef %279, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.30, i64 0, i64 0), i32 noundef %14)
  br i1 %13, label %283, label %280

280:                                              ; preds = %270
  %281 = trunc i64 %271 to i32
  %282 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.19, i64 0, i64 0), i32 noundef %281, i32 noundef 0)
  br label %283

283:                                              ; preds = %270, %280
  %284 = getelementptr inbounds [10 x [3 x %union.U0]], [10 x [3 x %union.U0]]* @g_218, i64 0, i64 %271, i64 1
  %285 = getelementptr %union.U0, %union.U0* %284, i64 0, i32 0
  %286 = load i64, i64* %285, align 8, !tbaa !14
  call fastcc void @transparent_crc(i64 noundef %286, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.27, i64 0, i64 0), i32 noundef %14)
  %287 = bitcast %union.U0* %284 to i16*
  %288 = load volatile i16, i16* %287, align 8, !tbaa !14
  %289 = sext i16 %288 to i64
  call fastcc void @transparent_crc(i64 noundef %289, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.28, i64 0, i64 0), i32 noundef %14)
  %290 = load i64, i64* %285, align 8, !tbaa !14
  call fastcc void @transparent_crc(i64 noundef %290, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.29, i64 0, i64 0), i32 noundef %14)
  %291 = load i64, i64* %285, align 8, !tbaa !14
  call fastcc void @transparent_crc(i64 noundef %291, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.30, i64 0, i64 0), i32 noundef %14)
  br i1 %13, label %295, label %292

292:                                              ; preds = %283
  %293 = trunc i64 %271 to i32
  %294 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.19, i64 0, i64 0), i32 noundef %293, i32 noundef 1)
  br label %295

295:                                              ; preds = %292, %283
  %296 = getelementptr inbounds [10 x [3 x %union.U0]], [10 x [3 x %union.U0]]* @g_218, i64 0, i64 %271, i64 2
  %297 = getelementptr %union.U0, %union.U0* %296, i64 0, i32 0
  %298 = load i64, i64* %297, align 8, !tbaa !14
  call fastcc void @transparent_crc(i64 noundef %298, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.27, i64 0, i64 0), i32 noundef %14)
  %299 = bitcast %union.U0* %296 to i16*
  %300 = load volatile i16, i16* %299, align 8, !tbaa !14
  %301 = sext i16 %300 to i64
  call fastcc void @transparent_crc(i64 noundef %301, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.28, i64 0, i64 0), i32 noundef %14)
  %302 = load i64, i64* %297, align 8, !tbaa !14
  call fastcc void @transparent_crc(i64 noundef %302, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.29, i64 0, i64 0), i32 noundef %14)
  %303 = load i64, i64* %297, align 8, !tbaa !14
  call fastcc void @transparent_crc(i64 noundef %303, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.30, i64 0, i64 0), i32 noundef %14)
  br i1 %13, label %307, label %304

304:                                              ; preds = %295
  %305 = trunc i64 %271 to i32
  %306 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.19, i64 0, i64 0), i32 noundef %305, i32 noundef 2)
  br label %307

307:                                              ; preds = %304, %295
  %308 = add nuw nsw i64 %271, 1
  %309 = icmp eq i64 %308, 10
  br i1 %309, label %310, label %270, !llvm.loop !19

310:                                              ; preds = %307
  %311 = load volatile i8, i8* getelementptr inbounds (%union.U3, %union.U3* @g_238, i64 0, i32 0), align 1, !tbaa !14
  %312 = sext i8 %311 to i64
  call fastcc void @transparent_crc(i64 noundef %312, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.31, i64 0, i64 0), i32 noundef %14)
  call fastcc void @transparent_crc(i64 noundef 0, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.32, i64 0, i64 0), i32 noundef %14)
  call fastcc void @transparent_crc(i64 noundef 7, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.33, i64 0, i64 0), i32 noundef %14)
  br i1 %13, label %313, label %314

313:                                              ; preds = %310
  call fastcc void @transparent_crc(i64 noundef 7, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.33, i64 0, i64 0), i32 noundef %14)
  call fastcc void @transparent_crc(i64 noundef 7, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.33, i64 0, i64 0), i32 noundef %14)
  call fastcc void @transparent_crc(i64 noundef 7, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.33, i64 0, i64 0), i32 noundef %14)
  call fastcc void @transparent_crc(i64 noundef 7, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.33, i64 0, i64 0), i32 noundef %14)
  br label %320

314:                                              ; preds = %310
  %315 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 7, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.33, i64 0, i64 0), i32 noundef %14)
  %316 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 7, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.33, i64 0, i64 0), i32 noundef %14)
  %317 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef 7, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.33, i64 0, i64 0), i32 noundef %14)
  %318 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef 7, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.33, i64 0, i64 0), i32 noundef %14)
  %319 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 4)
  br label %320

320:                                              ; preds = %313, %314
  br label %321

321:                                              ; preds = %320, %333
  %322 = phi i32 [ %334, %333 ], [ 0, %320 ]
  call fastcc void @transparent_crc(i64 noundef 0, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.34, i64 0, i64 0), i32 noundef %14)
  br i1 %13, label %323, label %324

323:                                              ; preds = %321
  call fastcc void @transparent_crc(i64 noundef 0, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.34, i64 0, i64 0), i32 noundef %14)
  call fastcc void @transparent_crc(i64 noundef 0, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.34, i64 0, i64 0), i32 noundef %14)
  call fastcc void @transparent_crc(i64 noundef 0, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.34, i64 0, i64 0), i32 noundef %14)
  call fastcc void @transparent_crc(i64 noundef 0, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.34, i64 0, i64 0), i32 noundef %14)
  call fastcc void @transparent_crc(i64 noundef 0, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.34, i64 0, i64 0), i32 noundef %14)
  call fastcc void @transparent_crc(i64 noundef 0, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.34, i64 0, i64 0), i32 noundef %14)
  call fastcc void @transparent_crc(i64 noundef 0, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.34, i64 0, i64 0), i32 noundef %14)
  br label %333

324:                                              ; preds = %321
  %325 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.15, i64 0, i64 0), i32 noundef %322, i32 noundef 0, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 0, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.34, i64 0, i64 0), i32 noundef %14)
  %326 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.15, i64 0, i64 0), i32 noundef %322, i32 noundef 0, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 0, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.34, i64 0, i64 0), i32 noundef %14)
  %327 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.15, i64 0, i64 0), i32 noundef %322, i32 noundef 0, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef 0, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.34, i64 0, i64 0), i32 noundef %14)
  %328 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.15, i64 0, i64 0), i32 noundef %322, i32 noundef 0, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef 0, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.34, i64 0, i64 0), i32 noundef %14)
  %329 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.15, i64 0, i64 0), i32 noundef %322, i32 noundef 0, i32 noundef 4)
  call fastcc void @transparent_crc(i64 noundef 0, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.34, i64 0, i64 0), i32 noundef %14)
  %330 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.15, i64 0, i64 0), i32 noundef %322, i32 noundef 0, i32 noundef 5)
  call fastcc void @transparent_crc(i64 noundef 0, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.34, i64 0, i64 0), i32 noundef %14)
  %331 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.15, i64 0, i64 0), i32 noundef %322, i32 noundef 0, i32 noundef 6)
  call fastcc void @transparent_crc(i64 noundef 0, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.34, i64 0, i64 0), i32 noundef %14)
  %332 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.15, i64 0, i64 0), i32 noundef %322, i32 noundef 0, i32 noundef 7)
  br label %333

333:                                              ; preds = %323, %324
  %334 = add nuw nsw i32 %322, 1
  %335 = icmp eq i32 %334, 3
  br i1 %335, label %336, label %321, !llvm.loop !20

336:                                              ; preds = %333
  call fastcc void @transparent_crc(i64 noundef 8, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.35, i64 0, i64 0), i32 noundef %14)
  br label %337

337:                                              ; preds = %336, %360
  %338 = phi i64 [ 0, %336 ], [ %361, %360 ]
  %339 = getelementptr inbounds [7 x [2 x %union.U3]], [7 x [2 x %union.U3]]* @g_269, i64 0, i64 %338, i64 0, i32 0
  %340 = load volatile i8, i8* %339, align 1, !tbaa !14
  %341 = sext i8 %340 to i64
  call fastcc void @transparent_crc(i64 noundef %341, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.36, i64 0, i64 0), i32 noundef %14)
  %342 = load i8, i8* %339, align 1, !tbaa !14
  %343 = zext i8 %342 to i64
  call fastcc void @transparent_crc(i64 noundef %343, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.37, i64 0, i64 0), i32 noundef %14)
  br i1 %13, label %354, label %344

344:                                              ; preds = %337
  %345 = trunc i64 %338 to i32
  %346 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.19, i64 0, i64 0), i32 noundef %345, i32 noundef 0)
  %347 = getelementptr inbounds [7 x [2 x %union.U3]], [7 x [2 x %union.U3]]* @g_269, i64 0, i64 %338, i64 1, i32 0
  %348 = load volatile i8, i8* %347, align 1, !tbaa !14
  %349 = sext i8 %348 to i64
  call fastcc void @transparent_crc(i64 noundef %349, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.36, i64 0, i64 0), i32 noundef %14)
  %350 = load i8, i8* %347, align 1, !tbaa !14
  %351 = zext i8 %350 to i64
  call fastcc void @transparent_crc(i64 noundef %351, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.37, i64 0, i64 0), i32 noundef %14)
  %352 = trunc i64 %338 to i32
  %353 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.19, i64 0, i64 0), i32 noundef %352, i32 noundef 1)
  br label %360

354:                                              ; preds = %337
  %355 = getelementptr inbounds [7 x [2 x %union.U3]], [7 x [2 x %union.U3]]* @g_269, i64 0, i64 %338, i64 1, i32 0
  %356 = load volatile i8, i8* %355, align 1, !tbaa !14
  %357 = sext i8 %356 to i64
  call fastcc void @transparent_crc(i64 noundef %357, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.36, i64 0, i64 0), i32 noundef %14)
  %358 = load i8, i8* %355, align 1, !tbaa !14
  %359 = zext i8 %358 to i64
  call fastcc void @transparent_crc(i64 noundef %359, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.37, i64 0, i64 0), i32 noundef %14)
  br label %360

360:                                              ; preds = %354, %344
  %361 = add nuw nsw i64 %338, 1
  %362 = icmp eq i64 %361, 7
  br i1 %362, label %363, label %337, !llvm.loop !21

363:                                              ; preds = %360
  %364 = load i1, i1* @g_274, align 8
  %365 = select i1 %364, i64 2, i64 513151513944398950
  call fastcc void @transparent_crc(i64 noundef %365, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.38, i64 0, i64 0), i32 noundef %14)
  %366 = load volatile i8, i8* @g_275, align 1, !tbaa !14
  %367 = zext i8 %366 to i64
  call fastcc void @transparent_crc(i64 noundef %367, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.39, i64 0, i64 0), i32 noundef %14)
  %368 = load i1, i1* @g_278, align 2
  %369 = select i1 %368, i64 0, i64 -20272
  call fastcc void @transparent_crc(i64 noundef %369, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.40, i64 0, i64 0), i32 noundef %14)
  call fastcc void @transparent_crc(i64 noundef 348726235, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.41, i64 0, i64 0), i32 noundef %14)
  %370 = load volatile i32, i32* @g_280, align 4, !tbaa !9
  %371 = zext i32 %370 to i64
  call fastcc void @transparent_crc(i64 noundef %371, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.42, i64 0, i64 0), i32 noundef %14)
  %372 = load i64, i64* getelementptr inbounds (%union.U0, %union.U0* @g_296, i64 0, i32 0), align 8, !tbaa !14
  call fastcc void @transparent_crc(i64 noundef %372, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.43, i64 0, i64 0), i32 noundef %14)
  %373 = load volatile i16, i16* bitcast (%union.U0* @g_296 to i16*), align 8, !tbaa !14
  %374 = sext i16 %373 to i64
  call fastcc void @transparent_crc(i64 noundef %374, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.44, i64 0, i64 0), i32 noundef %14)
  %375 = load i64, i64* getelementptr inbounds (%union.U0, %union.U0* @g_296, i64 0, i32 0), align 8, !tbaa !14
  call fastcc void @transparent_crc(i64 noundef %375, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.45, i64 0, i64 0), i32 noundef %14)
  %376 = load i64, i64* getelementptr inbounds (%union.U0, %union.U0* @g_296, i64 0, i32 0), align 8, !tbaa !14
  call fastcc void @transparent_crc(i64 noundef %376, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.46, i64 0, i64 0), i32 noundef %14)
  %377 = load volatile i8, i8* getelementptr inbounds (%union.U3, %union.U3* @g_312, i64 0, i32 0), align 1, !tbaa !14
  %378 = sext i8 %377 to i64
  call fastcc void @transparent_crc(i64 noundef %378, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.47, i64 0, i64 0), i32 noundef %14)
  %379 = load volatile i8, i8* getelementptr inbounds (%union.U3, %union.U3* @g_312, i64 0, i32 0), align 1, !tbaa !14
  %380 = zext i8 %379 to i64
  call fastcc void @transparent_crc(i64 noundef %380, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.48, i64 0, i64 0), i32 noundef %14)
  call fastcc void @transparent_crc(i64 noundef 70, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.49, i64 0, i64 0), i32 noundef %14)
  %381 = load volatile i8, i8* getelementptr inbounds ({ i8, [3 x i8] }, { i8, [3 x i8] }* @g_346, i64 0, i32 0), align 4, !tbaa !14
  %382 = sext i8 %381 to i64
  call fastcc void @transparent_crc(i64 noundef %382, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.50, i64 0, i64 0), i32 noundef %14)
  call fastcc void @transparent_crc(i64 noundef 70, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.51, i64 0, i64 0), i32 noundef %14)
  call fastcc void @transparent_crc(i64 noundef 0, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.52, i64 0, i64 0), i32 noundef %14)
  br i1 %13, label %385, label %383

383:                                              ; preds = %363
  %384 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 0)
  br label %385

385:                                              ; preds = %363, %383
  call fastcc void @transparent_crc(i64 noundef 2360814057, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.53, i64 0, i64 0), i32 noundef %14)
  call fastcc void @transparent_crc(i64 noundef 2867854190, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.54, i64 0, i64 0), i32 noundef %14)
  %386 = load i32, i32* @g_372, align 4, !tbaa !9
  %387 = sext i32 %386 to i64
  call fastcc void @transparent_crc(i64 noundef %387, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.55, i64 0, i64 0), i32 noundef %14)
  call fastcc void @transparent_crc(i64 noundef -11, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.56, i64 0, i64 0), i32 noundef %14)
  %388 = load volatile i8, i8* getelementptr inbounds (%union.U3, %union.U3* @g_380, i64 0, i32 0), align 1, !tbaa !14
  %389 = sext i8 %388 to i64
  call fastcc void @transparent_crc(i64 noundef %389, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.57, i64 0, i64 0), i32 noundef %14)
  %390 = load i8, i8* getelementptr inbounds (%union.U3, %union.U3* @g_380, i64 0, i32 0), align 1, !tbaa !14
  %391 = zext i8 %390 to i64
  call fastcc void @transparent_crc(i64 noundef %391, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.58, i64 0, i64 0), i32 noundef %14)
  call fastcc void @transparent_crc(i64 noundef 0, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.59, i64 0, i64 0), i32 noundef %14)
  br label %392

392:                                              ; preds = %385, %434
  %393 = phi i64 [ 0, %385 ], [ %435, %434 ]
  %394 = trunc i64 %393 to i32
  %395 = trunc i64 %393 to i32
  %396 = trunc i64 %393 to i32
  %397 = trunc i64 %393 to i32
  br label %398

398:                                              ; preds = %392, %431
  %399 = phi i64 [ 0, %392 ], [ %432, %431 ]
  %400 = getelementptr inbounds [5 x [5 x [4 x i8]]], [5 x [5 x [4 x i8]]]* @g_437, i64 0, i64 %393, i64 %399, i64 0
  %401 = load i8, i8* %400, align 4, !tbaa !14
  %402 = sext i8 %401 to i64
  call fastcc void @transparent_crc(i64 noundef %402, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.60, i64 0, i64 0), i32 noundef %14)
  br i1 %13, label %403, label %413

403:                                              ; preds = %398
  %404 = getelementptr inbounds [5 x [5 x [4 x i8]]], [5 x [5 x [4 x i8]]]* @g_437, i64 0, i64 %393, i64 %399, i64 1
  %405 = load i8, i8* %404, align 1, !tbaa !14
  %406 = sext i8 %405 to i64
  call fastcc void @transparent_crc(i64 noundef %406, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.60, i64 0, i64 0), i32 noundef %14)
  %407 = getelementptr inbounds [5 x [5 x [4 x i8]]], [5 x [5 x [4 x i8]]]* @g_437, i64 0, i64 %393, i64 %399, i64 2
  %408 = load i8, i8* %407, align 2, !tbaa !14
  %409 = sext i8 %408 to i64
  call fastcc void @transparent_crc(i64 noundef %409, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.60, i64 0, i64 0), i32 noundef %14)
  %410 = getelementptr inbounds [5 x [5 x [4 x i8]]], [5 x [5 x [4 x i8]]]* @g_437, i64 0, i64 %393, i64 %399, i64 3
  %411 = load i8, i8* %410, align 1, !tbaa !14
  %412 = sext i8 %411 to i64
  call fastcc void @transparent_crc(i64 noundef %412, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.60, i64 0, i64 0), i32 noundef %14)
  br label %431

413:                                              ; preds = %398
  %414 = trunc i64 %399 to i32
  %415 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.15, i64 0, i64 0), i32 noundef %394, i32 noundef %414, i32 noundef 0)
  %416 = getelementptr inbounds [5 x [5 x [4 x i8]]], [5 x [5 x [4 x i8]]]* @g_437, i64 0, i64 %393, i64 %399, i64 1
  %417 = load i8, i8* %416, align 1, !tbaa !14
  %418 = sext i8 %417 to i64
  call fastcc void @transparent_crc(i64 noundef %418, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.60, i64 0, i64 0), i32 noundef %14)
  %419 = trunc i64 %399 to i32
  %420 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.15, i64 0, i64 0), i32 noundef %395, i32 noundef %419, i32 noundef 1)
  %421 = getelementptr inbounds [5 x [5 x [4 x i8]]], [5 x [5 x [4 x i8]]]* @g_437, i64 0, i64 %393, i64 %399, i64 2
  %422 = load i8, i8* %421, align 2, !tbaa !14
  %423 = sext i8 %422 to i64
  call fastcc void @transparent_crc(i64 noundef %423, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.60, i64 0, i64 0), i32 noundef %14)
  %424 = trunc i64 %399 to i32
  %425 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.15, i64 0, i64 0), i32 noundef %396, i32 noundef %424, i32 noundef 2)
  %426 = getelementptr inbounds [5 x [5 x [4 x i8]]], [5 x [5 x [4 x i8]]]* @g_437, i64 0, i64 %393, i64 %399, i64 3
  %427 = load i8, i8* %426, align 1, !tbaa !14
  %428 = sext i8 %427 to i64
  call fastcc void @transparent_crc(i64 noundef %428, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.60, i64 0, i64 0), i32 noundef %14)
  %429 = trunc i64 %399 to i32
  %430 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.15, i64 0, i64 0), i32 noundef %397, i32 noundef %429, i32 noundef 3)
  br label %431

431:                                              ; preds = %403, %413
  %432 = add nuw nsw i64 %399, 1
  %433 = icmp eq i64 %432, 5
  br i1 %433, label %434, label %398, !llvm.loop !22

434:                                              ; preds = %431
  %435 = add nuw nsw i64 %393, 1
  %436 = icmp eq i64 %435, 5
  br i1 %436, label %437, label %392, !llvm.loop !23

437:                                              ; preds = %434
  %438 = load volatile i32, i32* @g_440, align 4, !tbaa !9
  %439 = sext i32 %438 to i64
  call fastcc void @transparent_crc(i64 noundef %439, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.61, i64 0, i64 0), i32 noundef %14)
  br label %440

440:                                              ; preds = %437, %526
  %441 = phi i64 [ 0, %437 ], [ %527, %526 ]
  %442 = trunc i64 %441 to i32
  %443 = trunc i64 %441 to i32
  %444 = trunc i64 %441 to i32
  %445 = trunc i64 %441 to i32
  %446 = trunc i64 %441 to i32
  %447 = trunc i64 %441 to i32
  %448 = trunc i64 %441 to i32
  %449 = trunc i64 %441 to i32
  %450 = trunc i64 %441 to i32
  br label %451

451:                                              ; preds = %440, %525
  %452 = phi i1 [ true, %440 ], [ false, %525 ]
  %453 = phi i64 [ 0, %440 ], [ 1, %525 ]
  %454 = getelementptr inbounds [10 x [2 x [9 x i8]]], [10 x [2 x [9 x i8]]]* @g_443, i64 0, i64 %441, i64 %453, i64 0
  %455 = load volatile i8, i8* %454, align 1, !tbaa !14
  %456 = zext i8 %455 to i64
  call fastcc void @transparent_crc(i64 noundef %456, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.62, i64 0, i64 0), i32 noundef %14)
  br i1 %13, label %457, label %482

457:                                              ; preds = %451
  %458 = getelementptr inbounds [10 x [2 x [9 x i8]]], [10 x [2 x [9 x i8]]]* @g_443, i64 0, i64 %441, i64 %453, i64 1
  %459 = load volatile i8, i8* %458, align 1, !tbaa !14
  %460 = zext i8 %459 to i64
  call fastcc void @transparent_crc(i64 noundef %460, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.62, i64 0, i64 0), i32 noundef %14)
  %461 = getelementptr inbounds [10 x [2 x [9 x i8]]], [10 x [2 x [9 x i8]]]* @g_443, i64 0, i64 %441, i64 %453, i64 2
  %462 = load volatile i8, i8* %461, align 1, !tbaa !14
  %463 = zext i8 %462 to i64
  call fastcc void @transparent_crc(i64 noundef %463, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.62, i64 0, i64 0), i32 noundef %14)
  %464 = getelementptr inbounds [10 x [2 x [9 x i8]]], [10 x [2 x [9 x i8]]]* @g_443, i64 0, i64 %441, i64 %453, i64 3
  %465 = load volatile i8, i8* %464, align 1, !tbaa !14
  %466 = zext i8 %465 to i64
  call fastcc void @transparent_crc(i64 noundef %466, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.62, i64 0, i64 0), i32 noundef %14)
  %467 = getelementptr inbounds [10 x [2 x [9 x i8]]], [10 x [2 x [9 x i8]]]* @g_443, i64 0, i64 %441, i64 %453, i64 4
  %468 = load volatile i8, i8* %467, align 1, !tbaa !14
  %469 = zext i8 %468 to i64
  call fastcc void @transparent_crc(i64 noundef %469, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.62, i64 0, i64 0), i32 noundef %14)
  %470 = getelementptr inbounds [10 x [2 x [9 x i8]]], [10 x [2 x [9 x i8]]]* @g_443, i64 0, i64 %441, i64 %453, i64 5
  %471 = load volatile i8, i8* %470, align 1, !tbaa !14
  %472 = zext i8 %471 to i64
  call fastcc void @transparent_crc(i64 noundef %472, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.62, i64 0, i64 0), i32 noundef %14)
  %473 = getelementptr inbounds [10 x [2 x [9 x i8]]], [10 x [2 x [9 x i8]]]* @g_443, i64 0, i64 %441, i64 %453, i64 6
  %474 = load volatile i8, i8* %473, align 1, !tbaa !14
  %475 = zext i8 %474 to i64
  call fastcc void @transparent_crc(i64 noundef %475, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.62, i64 0, i64 0), i32 noundef %14)
  %476 = getelementptr inbounds [10 x [2 x [9 x i8]]], [10 x [2 x [9 x i8]]]* @g_443, i64 0, i64 %441, i64 %453, i64 7
  %477 = load volatile i8, i8* %476, align 1, !tbaa !14
  %478 = zext i8 %477 to i64
  call fastcc void @transparent_crc(i64 noundef %478, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.62, i64 0, i64 0), i32 noundef %14)
  %479 = getelementptr inbounds [10 x [2 x [9 x i8]]], [10 x [2 x [9 x i8]]]* @g_443, i64 0, i64 %441, i64 %453, i64 8
  %480 = load volatile i8, i8* %479, align 1, !tbaa !14
  %481 = zext i8 %480 to i64
  call fastcc void @transparent_crc(i64 noundef %481, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.62, i64 0, i64 0), i32 noundef %14)
  br label %525

482:                                              ; preds = %451
  %483 = trunc i64 %453 to i32
  %484 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.15, i64 0, i64 0), i32 noundef %442, i32 noundef %483, i32 noundef 0)
  %485 = getelementptr inbounds [10 x [2 x [9 x i8]]], [10 x [2 x [9 x i8]]]* @g_443, i64 0, i64 %441, i64 %453, i64 1
  %486 = load volatile i8, i8* %485, align 1, !tbaa !14
  %487 = zext i8 %486 to i64
  call fastcc void @transparent_crc(i64 noundef %487, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.62, i64 0, i64 0), i32 noundef %14)
  %488 = trunc i64 %453 to i32
  %489 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.15, i64 0, i64 0), i32 noundef %443, i32 noundef %488, i32 noundef 1)
  %490 = getelementptr inbounds [10 x [2 x [9 x i8]]], [10 x [2 x [9 x i8]]]* @g_443, i64 0, i64 %441, i64 %453, i64 2
  %491 = load volatile i8, i8* %490, align 1, !tbaa !14
  %492 = zext i8 %491 to i64
  call fastcc void @transparent_crc(i64 noundef %492, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.62, i64 0, i64 0), i32 noundef %14)
  %493 = trunc i64 %453 to i32
  %494 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.15, i64 0, i64 0), i32 noundef %444, i32 noundef %493, i32 noundef 2)
  %495 = getelementptr inbounds [10 x [2 x [9 x i8]]], [10 x [2 x [9 x i8]]]* @g_443, i64 0, i64 %441, i64 %453, i64 3
  %496 = load volatile i8, i8* %495, align 1, !tbaa !14
  %497 = zext i8 %496 to i64
  call fastcc void @transparent_crc(i64 noundef %497, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.62, i64 0, i64 0), i32 noundef %14)
  %498 = trunc i64 %453 to i32
  %499 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.15, i64 0, i64 0), i32 noundef %445, i32 noundef %498, i32 noundef 3)
  %500 = getelementptr inbounds [10 x [2 x [9 x i8]]], [10 x [2 x [9 x i8]]]* @g_443, i64 0, i64 %441, i64 %453, i64 4
  %501 = load volatile i8, i8* %500, align 1, !tbaa !14
  %502 = zext i8 %501 to i64
  call fastcc void @transparent_crc(i64 noundef %502, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.62, i64 0, i64 0), i32 noundef %14)
  %503 = trunc i64 %453 to i32
  %504 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.15, i64 0, i64 0), i32 noundef %446, i32 noundef %503, i32 noundef 4)
  %505 = getelementptr inbounds [10 x [2 x [9 x i8]]], [10 x [2 x [9 x i8]]]* @g_443, i64 0, i64 %441, i64 %453, i64 5
  %506 = load volatile i8, i8* %505, align 1, !tbaa !14
  %507 = zext i8 %506 to i64
  call fastcc void @transparent_crc(i64 noundef %507, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.62, i64 0, i64 0), i32 noundef %14)
  %508 = trunc i64 %453 to i32
  %509 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.15, i64 0, i64 0), i32 noundef %447, i32 noundef %508, i32 noundef 5)
  %510 = getelementptr inbounds [10 x [2 x [9 x i8]]], [10 x [2 x [9 x i8]]]* @g_443, i64 0, i64 %441, i64 %453, i64 6
  %511 = load volatile i8, i8* %510, align 1, !tbaa !14
  %512 = zext i8 %511 to i64
  call fastcc void @transparent_crc(i64 noundef %512, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.62, i64 0, i64 0), i32 noundef %14)
  %513 = trunc i64 %453 to i32
  %514 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.15, i64 0, i64 0), i32 noundef %448, i32 noundef %513, i32 noundef 6)
  %515 = getelementptr inbounds [10 x [2 x [9 x i8]]], [10 x [2 x [9 x i8]]]* @g_443, i64 0, i64 %441, i64 %453, i64 7
  %516 = load volatile i8, i8* %515, align 1, !tbaa !14
  %517 = zext i8 %516 to i64
  call fastcc void @transparent_crc(i64 noundef %517, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.62, i64 0, i64 0), i32 noundef %14)
  %518 = trunc i64 %453 to i32
  %519 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.15, i64 0, i64 0), i32 noundef %449, i32 noundef %518, i32 noundef 7)
  %520 = getelementptr inbounds [10 x [2 x [9 x i8]]], [10 x [2 x [9 x i8]]]* @g_443, i64 0, i64 %441, i64 %453, i64 8
  %521 = load volatile i8, i8* %520, align 1, !tbaa !14
  %522 = zext i8 %521 to i64
  call fastcc void @transparent_crc(i64 noundef %522, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.62, i64 0, i64 0), i32 noundef %14)
  %523 = trunc i64 %453 to i32
  %524 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.15, i64 0, i64 0), i32 noundef %450, i32 noundef %523, i32 noundef 8)
  br label %525

525:                                              ; preds = %457, %482
  br i1 %452, label %451, label %526, !llvm.loop !24

526:                                              ; preds = %525
  %527 = add nuw nsw i64 %441, 1
  %528 = icmp eq i64 %527, 10
  br i1 %528, label %529, label %440, !llvm.loop !25

529:                                              ; preds = %526, %587
  %530 = phi i64 [ %588, %587 ], [ 0, %526 ]
  %531 = getelementptr inbounds [4 x [2 x [3 x %union.U3]]], [4 x [2 x [3 x %union.U3]]]* @g_464, i64 0, i64 %530, i64 0, i64 0, i32 0
  %532 = load volatile i8, i8* %531, align 2, !tbaa !14
  %533 = sext i8 %532 to i64
  call fastcc void @transparent_crc(i64 noundef %533, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.63, i64 0, i64 0), i32 noundef %14)
  %534 = zext i8 %532 to i64
  call fastcc void @transparent_crc(i64 noundef %534, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.64, i64 0, i64 0), i32 noundef %14)
  br i1 %13, label %544, label %535

535:                                              ; preds = %529
  %536 = trunc i64 %530 to i32
  %537 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.15, i64 0, i64 0), i32 noundef %536, i32 noundef 0, i32 noundef 0)
  %538 = getelementptr inbounds [4 x [2 x [3 x %union.U3]]], [4 x [2 x [3 x %union.U3]]]* @g_464, i64 0, i64 %530, i64 0, i64 1, i32 0
  %539 = load volatile i8, i8* %538, align 1, !tbaa !14
  %540 = sext i8 %539 to i64
  call fastcc void @transparent_crc(i64 noundef %540, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.63, i64 0, i64 0), i32 noundef %14)
  %541 = zext i8 %539 to i64
  call fastcc void @transparent_crc(i64 noundef %541, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.64, i64 0, i64 0), i32 noundef %14)
  %542 = trunc i64 %530 to i32
  %543 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.15, i64 0, i64 0), i32 noundef %542, i32 noundef 0, i32 noundef 1)
  br label %549

544:                                              ; preds = %529
  %545 = getelementptr inbounds [4 x [2 x [3 x %union.U3]]], [4 x [2 x [3 x %union.U3]]]* @g_464, i64 0, i64 %530, i64 0, i64 1, i32 0
  %546 = load volatile i8, i8* %545, align 1, !tbaa !14
  %547 = sext i8 %546 to i64
  call fastcc void @transparent_crc(i64 noundef %547, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.63, i64 0, i64 0), i32 noundef %14)
  %548 = zext i8 %546 to i64
  call fastcc void @transparent_crc(i64 noundef %548, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.64, i64 0, i64 0), i32 noundef %14)
  br label %549

549:                                              ; preds = %544, %535
  %550 = getelementptr inbounds [4 x [2 x [3 x %union.U3]]], [4 x [2 x [3 x %union.U3]]]* @g_464, i64 0, i64 %530, i64 0, i64 2, i32 0
  %551 = load volatile i8, i8* %550, align 2, !tbaa !14
  %552 = sext i8 %551 to i64
  call fastcc void @transparent_crc(i64 noundef %552, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.63, i64 0, i64 0), i32 noundef %14)
  %553 = zext i8 %551 to i64
  call fastcc void @transparent_crc(i64 noundef %553, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.64, i64 0, i64 0), i32 noundef %14)
  br i1 %13, label %563, label %554

554:                                              ; preds = %549
  %555 = trunc i64 %530 to i32
  %556 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.15, i64 0, i64 0), i32 noundef %555, i32 noundef 0, i32 noundef 2)
  %557 = getelementptr inbounds [4 x [2 x [3 x %union.U3]]], [4 x [2 x [3 x %union.U3]]]* @g_464, i64 0, i64 %530, i64 1, i64 0, i32 0
  %558 = load volatile i8, i8* %557, align 1, !tbaa !14
  %559 = sext i8 %558 to i64
  call fastcc void @transparent_crc(i64 noundef %559, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.63, i64 0, i64 0), i32 noundef %14)
  %560 = zext i8 %558 to i64
  call fastcc void @transparent_crc(i64 noundef %560, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.64, i64 0, i64 0), i32 noundef %14)
  %561 = trunc i64 %530 to i32
  %562 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.15, i64 0, i64 0), i32 noundef %561, i32 noundef 1, i32 noundef 0)
  br label %568

563:                                              ; preds = %549
  %564 = getelementptr inbounds [4 x [2 x [3 x %union.U3]]], [4 x [2 x [3 x %union.U3]]]* @g_464, i64 0, i64 %530, i64 1, i64 0, i32 0
  %565 = load volatile i8, i8* %564, align 1, !tbaa !14
  %566 = sext i8 %565 to i64
  call fastcc void @transparent_crc(i64 noundef %566, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.63, i64 0, i64 0), i32 noundef %14)
  %567 = zext i8 %565 to i64
  call fastcc void @transparent_crc(i64 noundef %567, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.64, i64 0, i64 0), i32 noundef %14)
  br label %568

568:                                              ; preds = %563, %554
  %569 = getelementptr inbounds [4 x [2 x [3 x %union.U3]]], [4 x [2 x [3 x %union.U3]]]* @g_464, i64 0, i64 %530, i64 1, i64 1, i32 0
  %570 = load volatile i8, i8* %569, align 2, !tbaa !14
  %571 = sext i8 %570 to i64
  call fastcc void @transparent_crc(i64 noundef %571, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.63, i64 0, i64 0), i32 noundef %14)
  %572 = zext i8 %570 to i64
  call fastcc void @transparent_crc(i64 noundef %572, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.64, i64 0, i64 0), i32 noundef %14)
  br i1 %13, label %582, label %573

573:                                              ; preds = %568
  %574 = trunc i64 %530 to i32
  %575 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.15, i64 0, i64 0), i32 noundef %574, i32 noundef 1, i32 noundef 1)
  %576 = getelementptr inbounds [4 x [2 x [3 x %union.U3]]], [4 x [2 x [3 x %union.U3]]]* @g_464, i64 0, i64 %530, i64 1, i64 2, i32 0
  %577 = load volatile i8, i8* %576, align 1, !tbaa !14
  %578 = sext i8 %577 to i64
  call fastcc void @transparent_crc(i64 noundef %578, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.63, i64 0, i64 0), i32 noundef %14)
  %579 = zext i8 %577 to i64
  call fastcc void @transparent_crc(i64 noundef %579, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.64, i64 0, i64 0), i32 noundef %14)
  %580 = trunc i64 %530 to i32
  %581 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.15, i64 0, i64 0), i32 noundef %580, i32 noundef 1, i32 noundef 2)
  br label %587

582:                                              ; preds = %568
  %583 = getelementptr inbounds [4 x [2 x [3 x %union.U3]]], [4 x [2 x [3 x %union.U3]]]* @g_464, i64 0, i64 %530, i64 1, i64 2, i32 0
  %584 = load volatile i8, i8* %583, align 1, !tbaa !14
  %585 = sext i8 %584 to i64
  call fastcc void @transparent_crc(i64 noundef %585, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.63, i64 0, i64 0), i32 noundef %14)
  %586 = zext i8 %584 to i64
  call fastcc void @transparent_crc(i64 noundef %586, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.64, i64 0, i64 0), i32 noundef %14)
  br label %587

587:                                              ; preds = %582, %573
  %588 = add nuw nsw i64 %530, 1
  %589 = icmp eq i64 %588, 4
  br i1 %589, label %590, label %529, !llvm.loop !26

590:                                              ; preds = %587
  %591 = load volatile i8, i8* getelementptr inbounds (%union.U3, %union.U3* @g_479, i64 0, i32 0), align 1, !tbaa !14
  %592 = sext i8 %591 to i64
  call fastcc void @transparent_crc(i64 noundef %592, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.65, i64 0, i64 0), i32 noundef %14)
  %593 = load i8, i8* getelementptr inbounds (%union.U3, %union.U3* @g_479, i64 0, i32 0), align 1, !tbaa !14
  %594 = zext i8 %593 to i64
  call fastcc void @transparent_crc(i64 noundef %594, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.66, i64 0, i64 0), i32 noundef %14)
  %595 = load volatile i8, i8* getelementptr inbounds (%union.U3, %union.U3* @g_480, i64 0, i32 0), align 1, !tbaa !14
  %596 = sext i8 %595 to i64
  call fastcc void @transparent_crc(i64 noundef %596, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.67, i64 0, i64 0), i32 noundef %14)
  %597 = load volatile i8, i8* getelementptr inbounds (%union.U3, %union.U3* @g_480, i64 0, i32 0), align 1, !tbaa !14
  %598 = zext i8 %597 to i64
  call fastcc void @transparent_crc(i64 noundef %598, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.68, i64 0, i64 0), i32 noundef %14)
  %599 = load volatile i8, i8* getelementptr inbounds ({ i8, [3 x i8] }, { i8, [3 x i8] }* @g_490, i64 0, i32 0), align 4, !tbaa !14
  %600 = zext i8 %599 to i64
  call fastcc void @transparent_crc(i64 noundef %600, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.69, i64 0, i64 0), i32 noundef %14)
  %601 = load volatile i8, i8* getelementptr inbounds ({ i8, [3 x i8] }, { i8, [3 x i8] }* @g_490, i64 0, i32 0), align 4, !tbaa !14
  %602 = sext i8 %601 to i64
  call fastcc void @transparent_crc(i64 noundef %602, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.70, i64 0, i64 0), i32 noundef %14)
  %603 = load volatile i8, i8* getelementptr inbounds ({ i8, [3 x i8] }, { i8, [3 x i8] }* @g_490, i64 0, i32 0), align 4, !tbaa !14
  %604 = zext i8 %603 to i64
  call fastcc void @transparent_crc(i64 noundef %604, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.71, i64 0, i64 0), i32 noundef %14)
  call fastcc void @transparent_crc(i64 noundef 2, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.72, i64 0, i64 0), i32 noundef %14)
  call fastcc void @transparent_crc(i64 noundef 7, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.73, i64 0, i64 0), i32 noundef %14)
  call fastcc void @transparent_crc(i64 noundef 4, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.74, i64 0, i64 0), i32 noundef %14)
  %605 = load volatile i8, i8* getelementptr inbounds (%union.U3, %union.U3* @g_580, i64 0, i32 0), align 1, !tbaa !14
  %606 = sext i8 %605 to i64
  call fastcc void @transparent_crc(i64 noundef %606, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.75, i64 0, i64 0), i32 noundef %14)
  %607 = load i8, i8* getelementptr inbounds (%union.U3, %union.U3* @g_580, i64 0, i32 0), align 1, !tbaa !14
  %608 = zext i8 %607 to i64
  call fastcc void @transparent_crc(i64 noundef %608, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.76, i64 0, i64 0), i32 noundef %14)
  call fastcc void @transparent_crc(i64 noundef 439162882, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.77, i64 0, i64 0), i32 noundef %14)
  %609 = load volatile i64, i64* @g_607, align 8, !tbaa !27
  call fastcc void @transparent_crc(i64 noundef %609, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.78, i64 0, i64 0), i32 noundef %14)
  %610 = load volatile i8, i8* getelementptr inbounds (%union.U3, %union.U3* @g_619, i64 0, i32 0), align 1, !tbaa !14
  %611 = sext i8 %610 to i64
  call fastcc void @transparent_crc(i64 noundef %611, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.79, i64 0, i64 0), i32 noundef %14)
  %612 = load volatile i8, i8* getelementptr inbounds (%union.U3, %union.U3* @g_619, i64 0, i32 0), align 1, !tbaa !14
  %613 = zext i8 %612 to i64
  call fastcc void @transparent_crc(i64 noundef %613, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.80, i64 0, i64 0), i32 noundef %14)
  %614 = load volatile i8, i8* getelementptr inbounds ({ i8, [3 x i8] }, { i8, [3 x i8] }* @g_764, i64 0, i32 0), align 4, !tbaa !14
  %615 = zext i8 %614 to i64
  call fastcc void @transparent_crc(i64 noundef %615, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.81, i64 0, i64 0), i32 noundef %14)
  %616 = load volatile i8, i8* getelementptr inbounds ({ i8, [3 x i8] }, { i8, [3 x i8] }* @g_764, i64 0, i32 0), align 4, !tbaa !14
  %617 = sext i8 %616 to i64
  call fastcc void @transparent_crc(i64 noundef %617, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.82, i64 0, i64 0), i32 noundef %14)
  %618 = load volatile i8, i8* getelementptr inbounds ({ i8, [3 x i8] }, { i8, [3 x i8] }* @g_764, i64 0, i32 0), align 4, !tbaa !14
  %619 = zext i8 %618 to i64
  call fastcc void @transparent_crc(i64 noundef %619, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.83, i64 0, i64 0), i32 noundef %14)
  %620 = load volatile i64, i64* getelementptr inbounds (%union.U0, %union.U0* @g_855, i64 0, i32 0), align 8, !tbaa !14
  call fastcc void @transparent_crc(i64 noundef %620, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.84, i64 0, i64 0), i32 noundef %14)
  %621 = load volatile i16, i16* bitcast (%union.U0* @g_855 to i16*), align 8, !tbaa !14
  %622 = sext i16 %621 to i64
  call fastcc void @transparent_crc(i64 noundef %622, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.85, i64 0, i64 0), i32 noundef %14)
  %623 = load volatile i64, i64* getelementptr inbounds (%union.U0, %union.U0* @g_855, i64 0, i32 0), align 8, !tbaa !14
  call fastcc void @transparent_crc(i64 noundef %623, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.86, i64 0, i64 0), i32 noundef %14)
  %624 = load volatile i64, i64* getelementptr inbounds (%union.U0, %union.U0* @g_855, i64 0, i32 0), align 8, !tbaa !14
  call fastcc void @transparent_crc(i64 noundef %624, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.87, i64 0, i64 0), i32 noundef %14)
  %625 = load volatile i32, i32* @g_860, align 4, !tbaa !9
  %626 = zext i32 %625 to i64
  call fastcc void @transparent_crc(i64 noundef %626, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.88, i64 0, i64 0), i32 noundef %14)
  %627 = load volatile i32, i32* getelementptr inbounds ([5 x i32], [5 x i32]* @g_861, i64 0, i64 0), align 16, !tbaa !9
  %628 = zext i32 %627 to i64
  call fastcc void @transparent_crc(i64 noundef %628, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.89, i64 0, i64 0), i32 noundef %14)
  br i1 %13, label %629, label %638

629:                                              ; preds = %590
  %630 = load volatile i32, i32* getelementptr inbounds ([5 x i32], [5 x i32]* @g_861, i64 0, i64 1), align 4, !tbaa !9
  %631 = zext i32 %630 to i64
  call fastcc void @transparent_crc(i64 noundef %631, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.89, i64 0, i64 0), i32 noundef %14)
  %632 = load volatile i32, i32* getelementptr inbounds ([5 x i32], [5 x i32]* @g_861, i64 0, i64 2), align 8, !tbaa !9
  %633 = zext i32 %632 to i64
  call fastcc void @transparent_crc(i64 noundef %633, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.89, i64 0, i64 0), i32 noundef %14)
  %634 = load volatile i32, i32* getelementptr inbounds ([5 x i32], [5 x i32]* @g_861, i64 0, i64 3), align 4, !tbaa !9
  %635 = zext i32 %634 to i64
  call fastcc void @transparent_crc(i64 noundef %635, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.89, i64 0, i64 0), i32 noundef %14)
  %636 = load volatile i32, i32* getelementptr inbounds ([5 x i32], [5 x i32]* @g_861, i64 0, i64 4), align 16, !tbaa !9
  %637 = zext i32 %636 to i64
  call fastcc void @transparent_crc(i64 noundef %637, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.89, i64 0, i64 0), i32 noundef %14)
  br label %652

638:                                              ; preds = %590
  %639 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 0)
  %640 = load volatile i32, i32* getelementptr inbounds ([5 x i32], [5 x i32]* @g_861, i64 0, i64 1), align 4, !tbaa !9
  %641 = zext i32 %640 to i64
  call fastcc void @transparent_crc(i64 noundef %641, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.89, i64 0, i64 0), i32 noundef %14)
  %642 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 1)
  %643 = load volatile i32, i32* getelementptr inbounds ([5 x i32], [5 x i32]* @g_861, i64 0, i64 2), align 8, !tbaa !9
  %644 = zext i32 %643 to i64
  call fastcc void @transparent_crc(i64 noundef %644, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.89, i64 0, i64 0), i32 noundef %14)
  %645 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 2)
  %646 = load volatile i32, i32* getelementptr inbounds ([5 x i32], [5 x i32]* @g_861, i64 0, i64 3), align 4, !tbaa !9
  %647 = zext i32 %646 to i64
  call fastcc void @transparent_crc(i64 noundef %647, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.89, i64 0, i64 0), i32 noundef %14)
  %648 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 3)
  %649 = load volatile i32, i32* getelementptr inbounds ([5 x i32], [5 x i32]* @g_861, i64 0, i64 4), align 16, !tbaa !9
  %650 = zext i32 %649 to i64
  call fastcc void @transparent_crc(i64 noundef %650, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.89, i64 0, i64 0), i32 noundef %14)
  %651 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 4)
  br label %652

652:                                              ; preds = %629, %638
  %653 = load volatile i32, i32* @g_862, align 4, !tbaa !9
  %654 = zext i32 %653 to i64
  call fastcc void @transparent_crc(i64 noundef %654, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.90, i64 0, i64 0), i32 noundef %14)
  %655 = load volatile i32, i32* @g_863, align 4, !tbaa !9
  %656 = zext i32 %655 to i64
  call fastcc void @transparent_crc(i64 noundef %656, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.91, i64 0, i64 0), i32 noundef %14)
  %657 = load volatile i32, i32* @g_864, align 4, !tbaa !9
  %658 = zext i32 %657 to i64
  call fastcc void @transparent_crc(i64 noundef %658, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.92, i64 0, i64 0), i32 noundef %14)
  br label %659

659:                                              ; preds = %652, %733
  %660 = phi i1 [ true, %652 ], [ false, %733 ]
  %661 = phi i64 [ 0, %652 ], [ 1, %733 ]
  %662 = getelementptr inbounds [2 x [9 x i32]], [2 x [9 x i32]]* @g_865, i64 0, i64 %661, i64 0
  %663 = load volatile i32, i32* %662, align 4, !tbaa !9
  %664 = zext i32 %663 to i64
  call fastcc void @transparent_crc(i64 noundef %664, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.93, i64 0, i64 0), i32 noundef %14)
  br i1 %13, label %665, label %690

665:                                              ; preds = %659
  %666 = getelementptr inbounds [2 x [9 x i32]], [2 x [9 x i32]]* @g_865, i64 0, i64 %661, i64 1
  %667 = load volatile i32, i32* %666, align 4, !tbaa !9
  %668 = zext i32 %667 to i64
  call fastcc void @transparent_crc(i64 noundef %668, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.93, i64 0, i64 0), i32 noundef %14)
  %669 = getelementptr inbounds [2 x [9 x i32]], [2 x [9 x i32]]* @g_865, i64 0, i64 %661, i64 2
  %670 = load volatile i32, i32* %669, align 4, !tbaa !9
  %671 = zext i32 %670 to i64
  call fastcc void @transparent_crc(i64 noundef %671, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.93, i64 0, i64 0), i32 noundef %14)
  %672 = getelementptr inbounds [2 x [9 x i32]], [2 x [9 x i32]]* @g_865, i64 0, i64 %661, i64 3
  %673 = load volatile i32, i32* %672, align 4, !tbaa !9
  %674 = zext i32 %673 to i64
  call fastcc void @transparent_crc(i64 noundef %674, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.93, i64 0, i64 0), i32 noundef %14)
  %675 = getelementptr inbounds [2 x [9 x i32]], [2 x [9 x i32]]* @g_865, i64 0, i64 %661, i64 4
  %676 = load volatile i32, i32* %675, align 4, !tbaa !9
  %677 = zext i32 %676 to i64
  call fastcc void @transparent_crc(i64 noundef %677, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.93, i64 0, i64 0), i32 noundef %14)
  %678 = getelementptr inbounds [2 x [9 x i32]], [2 x [9 x i32]]* @g_865, i64 0, i64 %661, i64 5
  %679 = load volatile i32, i32* %678, align 4, !tbaa !9
  %680 = zext i32 %679 to i64
  call fastcc void @transparent_crc(i64 noundef %680, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.93, i64 0, i64 0), i32 noundef %14)
  %681 = getelementptr inbounds [2 x [9 x i32]], [2 x [9 x i32]]* @g_865, i64 0, i64 %661, i64 6
  %682 = load volatile i32, i32* %681, align 4, !tbaa !9
  %683 = zext i32 %682 to i64
  call fastcc void @transparent_crc(i64 noundef %683, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.93, i64 0, i64 0), i32 noundef %14)
  %684 = getelementptr inbounds [2 x [9 x i32]], [2 x [9 x i32]]* @g_865, i64 0, i64 %661, i64 7
  %685 = load volatile i32, i32* %684, align 4, !tbaa !9
  %686 = zext i32 %685 to i64
  call fastcc void @transparent_crc(i64 noundef %686, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.93, i64 0, i64 0), i32 noundef %14)
  %687 = getelementptr inbounds [2 x [9 x i32]], [2 x [9 x i32]]* @g_865, i64 0, i64 %661, i64 8
  %688 = load volatile i32, i32* %687, align 4, !tbaa !9
  %689 = zext i32 %688 to i64
  call fastcc void @transparent_crc(i64 noundef %689, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.93, i64 0, i64 0), i32 noundef %14)
  br label %733

690:                                              ; preds = %659
  %691 = trunc i64 %661 to i32
  %692 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.19, i64 0, i64 0), i32 noundef %691, i32 noundef 0)
  %693 = getelementptr inbounds [2 x [9 x i32]], [2 x [9 x i32]]* @g_865, i64 0, i64 %661, i64 1
  %694 = load volatile i32, i32* %693, align 4, !tbaa !9
  %695 = zext i32 %694 to i64
  call fastcc void @transparent_crc(i64 noundef %695, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.93, i64 0, i64 0), i32 noundef %14)
  %696 = trunc i64 %661 to i32
  %697 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.19, i64 0, i64 0), i32 noundef %696, i32 noundef 1)
  %698 = getelementptr inbounds [2 x [9 x i32]], [2 x [9 x i32]]* @g_865, i64 0, i64 %661, i64 2
  %699 = load volatile i32, i32* %698, align 4, !tbaa !9
  %700 = zext i32 %699 to i64
  call fastcc void @transparent_crc(i64 noundef %700, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.93, i64 0, i64 0), i32 noundef %14)
  %701 = trunc i64 %661 to i32
  %702 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.19, i64 0, i64 0), i32 noundef %701, i32 noundef 2)
  %703 = getelementptr inbounds [2 x [9 x i32]], [2 x [9 x i32]]* @g_865, i64 0, i64 %661, i64 3
  %704 = load volatile i32, i32* %703, align 4, !tbaa !9
  %705 = zext i32 %704 to i64
  call fastcc void @transparent_crc(i64 noundef %705, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.93, i64 0, i64 0), i32 noundef %14)
  %706 = trunc i64 %661 to i32
  %707 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.19, i64 0, i64 0), i32 noundef %706, i32 noundef 3)
  %708 = getelementptr inbounds [2 x [9 x i32]], [2 x [9 x i32]]* @g_865, i64 0, i64 %661, i64 4
  %709 = load volatile i32, i32* %708, align 4, !tbaa !9
  %710 = zext i32 %709 to i64
  call fastcc void @transparent_crc(i64 noundef %710, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.93, i64 0, i64 0), i32 noundef %14)
  %711 = trunc i64 %661 to i32
  %712 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.19, i64 0, i64 0), i32 noundef %711, i32 noundef 4)
  %713 = getelementptr inbounds [2 x [9 x i32]], [2 x [9 x i32]]* @g_865, i64 0, i64 %661, i64 5
  %714 = load volatile i32, i32* %713, align 4, !tbaa !9
  %715 = zext i32 %714 to i64
  call fastcc void @transparent_crc(i64 noundef %715, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.93, i64 0, i64 0), i32 noundef %14)
  %716 = trunc i64 %661 to i32
  %717 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.19, i64 0, i64 0), i32 noundef %716, i32 noundef 5)
  %718 = getelementptr inbounds [2 x [9 x i32]], [2 x [9 x i32]]* @g_865, i64 0, i64 %661, i64 6
  %719 = load volatile i32, i32* %718, align 4, !tbaa !9
  %720 = zext i32 %719 to i64
  call fastcc void @transparent_crc(i64 noundef %720, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.93, i64 0, i64 0), i32 noundef %14)
  %721 = trunc i64 %661 to i32
  %722 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.19, i64 0, i64 0), i32 noundef %721, i32 noundef 6)
  %723 = getelementptr inbounds [2 x [9 x i32]], [2 x [9 x i32]]* @g_865, i64 0, i64 %661, i64 7
  %724 = load volatile i32, i32* %723, align 4, !tbaa !9
  %725 = zext i32 %724 to i64
  call fastcc void @transparent_crc(i64 noundef %725, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.93, i64 0, i64 0), i32 noundef %14)
  %726 = trunc i64 %661 to i32
  %727 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.19, i64 0, i64 0), i32 noundef %726, i32 noundef 7)
  %728 = getelementptr inbounds [2 x [9 x i32]], [2 x [9 x i32]]* @g_865, i64 0, i64 %661, i64 8
  %729 = load volatile i32, i32* %728, align 4, !tbaa !9
  %730 = zext i32 %729 to i64
  call fastcc void @transparent_crc(i64 noundef %730, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.93, i64 0, i64 0), i32 noundef %14)
  %731 = trunc i64 %661 to i32
  %732 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.19, i64 0, i64 0), i32 noundef %731, i32 noundef 8)
  br label %733

733:                                              ; preds = %665, %690
  br i1 %660, label %659, label %734, !llvm.loop !29

734:                                              ; preds = %733
  %735 = load volatile i32, i32* @g_866, align 4, !tbaa !9
  %736 = zext i32 %735 to i64
  call fastcc void @transparent_crc(i64 noundef %736, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.94, i64 0, i64 0), i32 noundef %14)
  %737 = load volatile i32, i32* @g_867, align 4, !tbaa !9
  %738 = zext i32 %737 to i64
  call fastcc void @transparent_crc(i64 noundef %738, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.95, i64 0, i64 0), i32 noundef %14)
  %739 = load volatile i32, i32* @g_868, align 4, !tbaa !9
  %740 = zext i32 %739 to i64
  call fastcc void @transparent_crc(i64 noundef %740, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.96, i64 0, i64 0), i32 noundef %14)
  %741 = load volatile i32, i32* @g_869, align 4, !tbaa !9
  %742 = zext i32 %741 to i64
  call fastcc void @transparent_crc(i64 noundef %742, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.97, i64 0, i64 0), i32 noundef %14)
  %743 = load volatile i32, i32* @g_870, align 4, !tbaa !9
  %744 = zext i32 %743 to i64
  call fastcc void @transparent_crc(i64 noundef %744, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.98, i64 0, i64 0), i32 noundef %14)
  %745 = load volatile i32, i32* getelementptr inbounds ([1 x i32], [1 x i32]* @g_871, i64 0, i64 0), align 4, !tbaa !9
  %746 = zext i32 %745 to i64
  call fastcc void @transparent_crc(i64 noundef %746, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.99, i64 0, i64 0), i32 noundef %14)
  br i1 %13, label %747, label %762

747:                                              ; preds = %734
  %748 = load volatile i32, i32* getelementptr inbounds ([7 x i32], [7 x i32]* @g_872, i64 0, i64 0), align 16, !tbaa !9
  %749 = zext i32 %748 to i64
  call fastcc void @transparent_crc(i64 noundef %749, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.100, i64 0, i64 0), i32 noundef %14)
  %750 = load volatile i32, i32* getelementptr inbounds ([7 x i32], [7 x i32]* @g_872, i64 0, i64 1), align 4, !tbaa !9
  %751 = zext i32 %750 to i64
  call fastcc void @transparent_crc(i64 noundef %751, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.100, i64 0, i64 0), i32 noundef %14)
  %752 = load volatile i32, i32* getelementptr inbounds ([7 x i32], [7 x i32]* @g_872, i64 0, i64 2), align 8, !tbaa !9
  %753 = zext i32 %752 to i64
  call fastcc void @transparent_crc(i64 noundef %753, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.100, i64 0, i64 0), i32 noundef %14)
  %754 = load volatile i32, i32* getelementptr inbounds ([7 x i32], [7 x i32]* @g_872, i64 0, i64 3), align 4, !tbaa !9
  %755 = zext i32 %754 to i64
  call fastcc void @transparent_crc(i64 noundef %755, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.100, i64 0, i64 0), i32 noundef %14)
  %756 = load volatile i32, i32* getelementptr inbounds ([7 x i32], [7 x i32]* @g_872, i64 0, i64 4), align 16, !tbaa !9
  %757 = zext i32 %756 to i64
  call fastcc void @transparent_crc(i64 noundef %757, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.100, i64 0, i64 0), i32 noundef %14)
  %758 = load volatile i32, i32* getelementptr inbounds ([7 x i32], [7 x i32]* @g_872, i64 0, i64 5), align 4, !tbaa !9
  %759 = zext i32 %758 to i64
  call fastcc void @transparent_crc(i64 noundef %759, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.100, i64 0, i64 0), i32 noundef %14)
  %760 = load volatile i32, i32* getelementptr inbounds ([7 x i32], [7 x i32]* @g_872, i64 0, i64 6), align 8, !tbaa !9
  %761 = zext i32 %760 to i64
  call fastcc void @transparent_crc(i64 noundef %761, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.100, i64 0, i64 0), i32 noundef %14)
  br label %785

762:                                              ; preds = %734
  %763 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 0)
  %764 = load volatile i32, i32* getelementptr inbounds ([7 x i32], [7 x i32]* @g_872, i64 0, i64 0), align 16, !tbaa !9
  %765 = zext i32 %764 to i64
  call fastcc void @transparent_crc(i64 noundef %765, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.100, i64 0, i64 0), i32 noundef %14)
  %766 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 0)
  %767 = load volatile i32, i32* getelementptr inbounds ([7 x i32], [7 x i32]* @g_872, i64 0, i64 1), align 4, !tbaa !9
  %768 = zext i32 %767 to i64
  call fastcc void @transparent_crc(i64 noundef %768, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.100, i64 0, i64 0), i32 noundef %14)
  %769 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 1)
  %770 = load volatile i32, i32* getelementptr inbounds ([7 x i32], [7 x i32]* @g_872, i64 0, i64 2), align 8, !tbaa !9
  %771 = zext i32 %770 to i64
  call fastcc void @transparent_crc(i64 noundef %771, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.100, i64 0, i64 0), i32 noundef %14)
  %772 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 2)
  %773 = load volatile i32, i32* getelementptr inbounds ([7 x i32], [7 x i32]* @g_872, i64 0, i64 3), align 4, !tbaa !9
  %774 = zext i32 %773 to i64
  call fastcc void @transparent_crc(i64 noundef %774, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.100, i64 0, i64 0), i32 noundef %14)
  %775 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 3)
  %776 = load volatile i32, i32* getelementptr inbounds ([7 x i32], [7 x i32]* @g_872, i64 0, i64 4), align 16, !tbaa !9
  %777 = zext i32 %776 to i64
  call fastcc void @transparent_crc(i64 noundef %777, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.100, i64 0, i64 0), i32 noundef %14)
  %778 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 4)
  %779 = load volatile i32, i32* getelementptr inbounds ([7 x i32], [7 x i32]* @g_872, i64 0, i64 5), align 4, !tbaa !9
  %780 = zext i32 %779 to i64
  call fastcc void @transparent_crc(i64 noundef %780, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.100, i64 0, i64 0), i32 noundef %14)
  %781 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 5)
  %782 = load volatile i32, i32* getelementptr inbounds ([7 x i32], [7 x i32]* @g_872, i64 0, i64 6), align 8, !tbaa !9
  %783 = zext i32 %782 to i64
  call fastcc void @transparent_crc(i64 noundef %783, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.100, i64 0, i64 0), i32 noundef %14)
  %784 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 6)
  br label %785

785:                                              ; preds = %747, %762
  %786 = load volatile i32, i32* @g_873, align 4, !tbaa !9
  %787 = zext i32 %786 to i64
  call fastcc void @transparent_crc(i64 noundef %787, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.101, i64 0, i64 0), i32 noundef %14)
  %788 = load volatile i32, i32* @g_874, align 4, !tbaa !9
  %789 = zext i32 %788 to i64
  call fastcc void @transparent_crc(i64 noundef %789, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.102, i64 0, i64 0), i32 noundef %14)
  %790 = load volatile i16, i16* getelementptr inbounds ([8 x i16], [8 x i16]* @g_972, i64 0, i64 0), align 16, !tbaa !30
  %791 = sext i16 %790 to i64
  call fastcc void @transparent_crc(i64 noundef %791, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.103, i64 0, i64 0), i32 noundef %14)
  br i1 %13, label %792, label %807

792:                                              ; preds = %785
  %793 = load volatile i16, i16* getelementptr inbounds ([8 x i16], [8 x i16]* @g_972, i64 0, i64 1), align 2, !tbaa !30
  %794 = sext i16 %793 to i64
  call fastcc void @transparent_crc(i64 noundef %794, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.103, i64 0, i64 0), i32 noundef %14)
  %795 = load volatile i16, i16* getelementptr inbounds ([8 x i16], [8 x i16]* @g_972, i64 0, i64 2), align 4, !tbaa !30
  %796 = sext i16 %795 to i64
  call fastcc void @transparent_crc(i64 noundef %796, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.103, i64 0, i64 0), i32 noundef %14)
  %797 = load volatile i16, i16* getelementptr inbounds ([8 x i16], [8 x i16]* @g_972, i64 0, i64 3), align 2, !tbaa !30
  %798 = sext i16 %797 to i64
  call fastcc void @transparent_crc(i64 noundef %798, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.103, i64 0, i64 0), i32 noundef %14)
  %799 = load volatile i16, i16* getelementptr inbounds ([8 x i16], [8 x i16]* @g_972, i64 0, i64 4), align 8, !tbaa !30
  %800 = sext i16 %799 to i64
  call fastcc void @transparent_crc(i64 noundef %800, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.103, i64 0, i64 0), i32 noundef %14)
  %801 = load volatile i16, i16* getelementptr inbounds ([8 x i16], [8 x i16]* @g_972, i64 0, i64 5), align 2, !tbaa !30
  %802 = sext i16 %801 to i64
  call fastcc void @transparent_crc(i64 noundef %802, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.103, i64 0, i64 0), i32 noundef %14)
  %803 = load volatile i16, i16* getelementptr inbounds ([8 x i16], [8 x i16]* @g_972, i64 0, i64 6), align 4, !tbaa !30
  %804 = sext i16 %803 to i64
  call fastcc void @transparent_crc(i64 noundef %804, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.103, i64 0, i64 0), i32 noundef %14)
  %805 = load volatile i16, i16* getelementptr inbounds ([8 x i16], [8 x i16]* @g_972, i64 0, i64 7), align 2, !tbaa !30
  %806 = sext i16 %805 to i64
  call fastcc void @transparent_crc(i64 noundef %806, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.103, i64 0, i64 0), i32 noundef %14)
  br label %830

807:                                              ; preds = %785
  %808 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 0)
  %809 = load volatile i16, i16* getelementptr inbounds ([8 x i16], [8 x i16]* @g_972, i64 0, i64 1), align 2, !tbaa !30
  %810 = sext i16 %809 to i64
  call fastcc void @transparent_crc(i64 noundef %810, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.103, i64 0, i64 0), i32 noundef %14)
  %811 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 1)
  %812 = load volatile i16, i16* getelementptr inbounds ([8 x i16], [8 x i16]* @g_972, i64 0, i64 2), align 4, !tbaa !30
  %813 = sext i16 %812 to i64
  call fastcc void @transparent_crc(i64 noundef %813, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.103, i64 0, i64 0), i32 noundef %14)
  %814 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 2)
  %815 = load volatile i16, i16* getelementptr inbounds ([8 x i16], [8 x i16]* @g_972, i64 0, i64 3), align 2, !tbaa !30
  %816 = sext i16 %815 to i64
  call fastcc void @transparent_crc(i64 noundef %816, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.103, i64 0, i64 0), i32 noundef %14)
  %817 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 3)
  %818 = load volatile i16, i16* getelementptr inbounds ([8 x i16], [8 x i16]* @g_972, i64 0, i64 4), align 8, !tbaa !30
  %819 = sext i16 %818 to i64
  call fastcc void @transparent_crc(i64 noundef %819, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.103, i64 0, i64 0), i32 noundef %14)
  %820 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 4)
  %821 = load volatile i16, i16* getelementptr inbounds ([8 x i16], [8 x i16]* @g_972, i64 0, i64 5), align 2, !tbaa !30
  %822 = sext i16 %821 to i64
  call fastcc void @transparent_crc(i64 noundef %822, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.103, i64 0, i64 0), i32 noundef %14)
  %823 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 5)
  %824 = load volatile i16, i16* getelementptr inbounds ([8 x i16], [8 x i16]* @g_972, i64 0, i64 6), align 4, !tbaa !30
  %825 = sext i16 %824 to i64
  call fastcc void @transparent_crc(i64 noundef %825, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.103, i64 0, i64 0), i32 noundef %14)
  %826 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 6)
  %827 = load volatile i16, i16* getelementptr inbounds ([8 x i16], [8 x i16]* @g_972, i64 0, i64 7), align 2, !tbaa !30
  %828 = sext i16 %827 to i64
  call fastcc void @transparent_crc(i64 noundef %828, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.103, i64 0, i64 0), i32 noundef %14)
  %829 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 7)
  br label %830

830:                                              ; preds = %792, %807
  %831 = load volatile i8, i8* getelementptr inbounds (%union.U3, %union.U3* @g_1084, i64 0, i32 0), align 1, !tbaa !14
  %832 = sext i8 %831 to i64
  call fastcc void @transparent_crc(i64 noundef %832, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.104, i64 0, i64 0), i32 noundef %14)
  %833 = load volatile i8, i8* getelementptr inbounds (%union.U3, %union.U3* @g_1084, i64 0, i32 0), align 1, !tbaa !14
  %834 = zext i8 %833 to i64
  call fastcc void @transparent_crc(i64 noundef %834, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.105, i64 0, i64 0), i32 noundef %14)
  %835 = load volatile i8, i8* getelementptr inbounds (%union.U3, %union.U3* @g_1089, i64 0, i32 0), align 1, !tbaa !14
  %836 = sext i8 %835 to i64
  call fastcc void @transparent_crc(i64 noundef %836, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.106, i64 0, i64 0), i32 noundef %14)
  %837 = load i8, i8* getelementptr inbounds (%union.U3, %union.U3* @g_1089, i64 0, i32 0), align 1, !tbaa !14
  %838 = zext i8 %837 to i64
  call fastcc void @transparent_crc(i64 noundef %838, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.107, i64 0, i64 0), i32 noundef %14)
  %839 = load volatile i8, i8* getelementptr inbounds ({ i8, [3 x i8] }, { i8, [3 x i8] }* @g_1196, i64 0, i32 0), align 4, !tbaa !14
  %840 = zext i8 %839 to i64
  call fastcc void @transparent_crc(i64 noundef %840, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.108, i64 0, i64 0), i32 noundef %14)
  %841 = load volatile i8, i8* getelementptr inbounds ({ i8, [3 x i8] }, { i8, [3 x i8] }* @g_1196, i64 0, i32 0), align 4, !tbaa !14
  %842 = sext i8 %841 to i64
  call fastcc void @transparent_crc(i64 noundef %842, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.109, i64 0, i64 0), i32 noundef %14)
  %843 = load volatile i8, i8* getelementptr inbounds ({ i8, [3 x i8] }, { i8, [3 x i8] }* @g_1196, i64 0, i32 0), align 4, !tbaa !14
  %844 = zext i8 %843 to i64
  call fastcc void @transparent_crc(i64 noundef %844, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.110, i64 0, i64 0), i32 noundef %14)
  call fastcc void @transparent_crc(i64 noundef 65528, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.111, i64 0, i64 0), i32 noundef %14)
  %845 = load volatile i8, i8* getelementptr inbounds (%union.U3, %union.U3* @g_1295, i64 0, i32 0), align 1, !tbaa !14
  %846 = sext i8 %845 to i64
  call fastcc void @transparent_crc(i64 noundef %846, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.112, i64 0, i64 0), i32 noundef %14)
  %847 = load i8, i8* getelementptr inbounds (%union.U3, %union.U3* @g_1295, i64 0, i32 0), align 1, !tbaa !14
  %848 = zext i8 %847 to i64
  call fastcc void @transparent_crc(i64 noundef %848, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.113, i64 0, i64 0), i32 noundef %14)
  %849 = load volatile i16, i16* @g_1301, align 2, !tbaa !30
  %850 = sext i16 %849 to i64
  call fastcc void @transparent_crc(i64 noundef %850, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.114, i64 0, i64 0), i32 noundef %14)
  %851 = load volatile i32, i32* @g_1307, align 4, !tbaa !9
  %852 = sext i32 %851 to i64
  call fastcc void @transparent_crc(i64 noundef %852, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.115, i64 0, i64 0), i32 noundef %14)
  br label %853

853:                                              ; preds = %830, %938
  %854 = phi i64 [ 0, %830 ], [ %939, %938 ]
  %855 = getelementptr inbounds [8 x [9 x %union.U3]], [8 x [9 x %union.U3]]* @g_1332, i64 0, i64 %854, i64 0, i32 0
  %856 = load volatile i8, i8* %855, align 1, !tbaa !14
  %857 = sext i8 %856 to i64
  call fastcc void @transparent_crc(i64 noundef %857, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.116, i64 0, i64 0), i32 noundef %14)
  %858 = zext i8 %856 to i64
  call fastcc void @transparent_crc(i64 noundef %858, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.117, i64 0, i64 0), i32 noundef %14)
  br i1 %13, label %868, label %859

859:                                              ; preds = %853
  %860 = trunc i64 %854 to i32
  %861 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.19, i64 0, i64 0), i32 noundef %860, i32 noundef 0)
  %862 = getelementptr inbounds [8 x [9 x %union.U3]], [8 x [9 x %union.U3]]* @g_1332, i64 0, i64 %854, i64 1, i32 0
  %863 = load volatile i8, i8* %862, align 1, !tbaa !14
  %864 = sext i8 %863 to i64
  call fastcc void @transparent_crc(i64 noundef %864, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.116, i64 0, i64 0), i32 noundef %14)
  %865 = zext i8 %863 to i64
  call fastcc void @transparent_crc(i64 noundef %865, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.117, i64 0, i64 0), i32 noundef %14)
  %866 = trunc i64 %854 to i32
  %867 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.19, i64 0, i64 0), i32 noundef %866, i32 noundef 1)
  br label %873

868:                                              ; preds = %853
  %869 = getelementptr inbounds [8 x [9 x %union.U3]], [8 x [9 x %union.U3]]* @g_1332, i64 0, i64 %854, i64 1, i32 0
  %870 = load volatile i8, i8* %869, align 1, !tbaa !14
  %871 = sext i8 %870 to i64
  call fastcc void @transparent_crc(i64 noundef %871, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.116, i64 0, i64 0), i32 noundef %14)
  %872 = zext i8 %870 to i64
  call fastcc void @transparent_crc(i64 noundef %872, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.117, i64 0, i64 0), i32 noundef %14)
  br label %873

873:                                              ; preds = %868, %859
  %874 = getelementptr inbounds [8 x [9 x %union.U3]], [8 x [9 x %union.U3]]* @g_1332, i64 0, i64 %854, i64 2, i32 0
  %875 = load volatile i8, i8* %874, align 1, !tbaa !14
  %876 = sext i8 %875 to i64
  call fastcc void @transparent_crc(i64 noundef %876, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.116, i64 0, i64 0), i32 noundef %14)
  %877 = zext i8 %875 to i64
  call fastcc void @transparent_crc(i64 noundef %877, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.117, i64 0, i64 0), i32 noundef %14)
  br i1 %13, label %887, label %878

878:                                              ; preds = %873
  %879 = trunc i64 %854 to i32
  %880 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.19, i64 0, i64 0), i32 noundef %879, i32 noundef 2)
  %881 = getelementptr inbounds [8 x [9 x %union.U3]], [8 x [9 x %union.U3]]* @g_1332, i64 0, i64 %854, i64 3, i32 0
  %882 = load volatile i8, i8* %881, align 1, !tbaa !14
  %883 = sext i8 %882 to i64
  call fastcc void @transparent_crc(i64 noundef %883, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.116, i64 0, i64 0), i32 noundef %14)
  %884 = zext i8 %882 to i64
  call fastcc void @transparent_crc(i64 noundef %884, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.117, i64 0, i64 0), i32 noundef %14)
  %885 = trunc i64 %854 to i32
  %886 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.19, i64 0, i64 0), i32 noundef %885, i32 noundef 3)
  br label %892

887:                                              ; preds = %873
  %888 = getelementptr inbounds [8 x [9 x %union.U3]], [8 x [9 x %union.U3]]* @g_1332, i64 0, i64 %854, i64 3, i32 0
  %889 = load volatile i8, i8* %888, align 1, !tbaa !14
  %890 = sext i8 %889 to i64
  call fastcc void @transparent_crc(i64 noundef %890, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.116, i64 0, i64 0), i32 noundef %14)
  %891 = zext i8 %889 to i64
  call fastcc void @transparent_crc(i64 noundef %891, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.117, i64 0, i64 0), i32 noundef %14)
  br label %892

892:                                              ; preds = %887, %878
  %893 = getelementptr inbounds [8 x [9 x %union.U3]], [8 x [9 x %union.U3]]* @g_1332, i64 0, i64 %854, i64 4, i32 0
  %894 = load volatile i8, i8* %893, align 1, !tbaa !14
  %895 = sext i8 %894 to i64
  call fastcc void @transparent_crc(i64 noundef %895, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.116, i64 0, i64 0), i32 noundef %14)
  %896 = zext i8 %894 to i64
  call fastcc void @transparent_crc(i64 noundef %896, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.117, i64 0, i64 0), i32 noundef %14)
  br i1 %13, label %906, label %897

897:                                              ; preds = %892
  %898 = trunc i64 %854 to i32
  %899 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.19, i64 0, i64 0), i32 noundef %898, i32 noundef 4)
  %900 = getelementptr inbounds [8 x [9 x %union.U3]], [8 x [9 x %union.U3]]* @g_1332, i64 0, i64 %854, i64 5, i32 0
  %901 = load volatile i8, i8* %900, align 1, !tbaa !14
  %902 = sext i8 %901 to i64
  call fastcc void @transparent_crc(i64 noundef %902, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.116, i64 0, i64 0), i32 noundef %14)
  %903 = zext i8 %901 to i64
  call fastcc void @transparent_crc(i64 noundef %903, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.117, i64 0, i64 0), i32 noundef %14)
  %904 = trunc i64 %854 to i32
  %905 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.19, i64 0, i64 0), i32 noundef %904, i32 noundef 5)
  br label %911

906:                                              ; preds = %892
  %907 = getelementptr inbounds [8 x [9 x %union.U3]], [8 x [9 x %union.U3]]* @g_1332, i64 0, i64 %854, i64 5, i32 0
  %908 = load volatile i8, i8* %907, align 1, !tbaa !14
  %909 = sext i8 %908 to i64
  call fastcc void @transparent_crc(i64 noundef %909, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.116, i64 0, i64 0), i32 noundef %14)
  %910 = zext i8 %908 to i64
  call fastcc void @transparent_crc(i64 noundef %910, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.117, i64 0, i64 0), i32 noundef %14)
  br label %911

911:                                              ; preds = %906, %897
  %912 = getelementptr inbounds [8 x [9 x %union.U3]], [8 x [9 x %union.U3]]* @g_1332, i64 0, i64 %854, i64 6, i32 0
  %913 = load volatile i8, i8* %912, align 1, !tbaa !14
  %914 = sext i8 %913 to i64
  call fastcc void @transparent_crc(i64 noundef %914, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.116, i64 0, i64 0), i32 noundef %14)
  %915 = zext i8 %913 to i64
  call fastcc void @transparent_crc(i64 noundef %915, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.117, i64 0, i64 0), i32 noundef %14)
  br i1 %13, label %925, label %916

916:                                              ; preds = %911
  %917 = trunc i64 %854 to i32
  %918 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.19, i64 0, i64 0), i32 noundef %917, i32 noundef 6)
  %919 = getelementptr inbounds [8 x [9 x %union.U3]], [8 x [9 x %union.U3]]* @g_1332, i64 0, i64 %854, i64 7, i32 0
  %920 = load volatile i8, i8* %919, align 1, !tbaa !14
  %921 = sext i8 %920 to i64
  call fastcc void @transparent_crc(i64 noundef %921, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.116, i64 0, i64 0), i32 noundef %14)
  %922 = zext i8 %920 to i64
  call fastcc void @transparent_crc(i64 noundef %922, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.117, i64 0, i64 0), i32 noundef %14)
  %923 = trunc i64 %854 to i32
  %924 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.19, i64 0, i64 0), i32 noundef %923, i32 noundef 7)
  br label %930

925:                                              ; preds = %911
  %926 = getelementptr inbounds [8 x [9 x %union.U3]], [8 x [9 x %union.U3]]* @g_1332, i64 0, i64 %854, i64 7, i32 0
  %927 = load volatile i8, i8* %926, align 1, !tbaa !14
  %928 = sext i8 %927 to i64
  call fastcc void @transparent_crc(i64 noundef %928, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.116, i64 0, i64 0), i32 noundef %14)
  %929 = zext i8 %927 to i64
  call fastcc void @transparent_crc(i64 noundef %929, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.117, i64 0, i64 0), i32 noundef %14)
  br label %930

930:                                              ; preds = %925, %916
  %931 = getelementptr inbounds [8 x [9 x %union.U3]], [8 x [9 x %union.U3]]* @g_1332, i64 0, i64 %854, i64 8, i32 0
  %932 = load volatile i8, i8* %931, align 1, !tbaa !14
  %933 = sext i8 %932 to i64
  call fastcc void @transparent_crc(i64 noundef %933, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.116, i64 0, i64 0), i32 noundef %14)
  %934 = zext i8 %932 to i64
  call fastcc void @transparent_crc(i64 noundef %934, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.117, i64 0, i64 0), i32 noundef %14)
  br i1 %13, label %938, label %935

935:                                              ; preds = %930
  %936 = trunc i64 %854 to i32
  %937 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.19, i64 0, i64 0), i32 noundef %936, i32 noundef 8)
  br label %938

938:                                              ; preds = %935, %930
  %939 = add nuw nsw i64 %854, 1
  %940 = icmp eq i64 %939, 8
  br i1 %940, label %941, label %853, !llvm.loop !32

941:                                              ; preds = %938
  %942 = load volatile i8, i8* getelementptr inbounds (%union.U3, %union.U3* @g_1343, i64 0, i32 0), align 1, !tbaa !14
  %943 = sext i8 %942 to i64
  call fastcc void @transparent_crc(i64 noundef %943, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.118, i64 0, i64 0), i32 noundef %14)
  %944 = load i8, i8* getelementptr inbounds (%union.U3, %union.U3* @g_1343, i64 0, i32 0), align 1, !tbaa !14
  %945 = zext i8 %944 to i64
  call fastcc void @transparent_crc(i64 noundef %945, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.119, i64 0, i64 0), i32 noundef %14)
  %946 = load i8, i8* getelementptr inbounds ({ i8, [3 x i8] }, { i8, [3 x i8] }* @g_1349, i64 0, i32 0), align 4, !tbaa !14
  %947 = zext i8 %946 to i64
  call fastcc void @transparent_crc(i64 noundef %947, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.120, i64 0, i64 0), i32 noundef %14)
  %948 = load volatile i8, i8* getelementptr inbounds ({ i8, [3 x i8] }, { i8, [3 x i8] }* @g_1349, i64 0, i32 0), align 4, !tbaa !14
  %949 = sext i8 %948 to i64
  call fastcc void @transparent_crc(i64 noundef %949, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.121, i64 0, i64 0), i32 noundef %14)
  %950 = load i8, i8* getelementptr inbounds ({ i8, [3 x i8] }, { i8, [3 x i8] }* @g_1349, i64 0, i32 0), align 4, !tbaa !14
  %951 = zext i8 %950 to i64
  call fastcc void @transparent_crc(i64 noundef %951, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.122, i64 0, i64 0), i32 noundef %14)
  %952 = load volatile i8, i8* getelementptr inbounds (%union.U3, %union.U3* @g_1374, i64 0, i32 0), align 1, !tbaa !14
  %953 = sext i8 %952 to i64
  call fastcc void @transparent_crc(i64 noundef %953, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.123, i64 0, i64 0), i32 noundef %14)
  %954 = load i8, i8* getelementptr inbounds (%union.U3, %union.U3* @g_1374, i64 0, i32 0), align 1, !tbaa !14
  %955 = zext i8 %954 to i64
  call fastcc void @transparent_crc(i64 noundef %955, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.124, i64 0, i64 0), i32 noundef %14)
  %956 = load volatile i8, i8* getelementptr inbounds ([6 x [1 x %union.U3]], [6 x [1 x %union.U3]]* @g_1416, i64 0, i64 0, i64 0, i32 0), align 1, !tbaa !14
  %957 = sext i8 %956 to i64
  call fastcc void @transparent_crc(i64 noundef %957, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.125, i64 0, i64 0), i32 noundef %14)
  %958 = load volatile i8, i8* getelementptr inbounds ([6 x [1 x %union.U3]], [6 x [1 x %union.U3]]* @g_1416, i64 0, i64 0, i64 0, i32 0), align 1, !tbaa !14
  %959 = zext i8 %958 to i64
  call fastcc void @transparent_crc(i64 noundef %959, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.126, i64 0, i64 0), i32 noundef %14)
  br i1 %13, label %967, label %960

960:                                              ; preds = %941
  %961 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.19, i64 0, i64 0), i32 noundef 0, i32 noundef 0)
  %962 = load volatile i8, i8* getelementptr inbounds ([6 x [1 x %union.U3]], [6 x [1 x %union.U3]]* @g_1416, i64 0, i64 1, i64 0, i32 0), align 1, !tbaa !14
  %963 = sext i8 %962 to i64
  call fastcc void @transparent_crc(i64 noundef %963, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.125, i64 0, i64 0), i32 noundef %14)
  %964 = load volatile i8, i8* getelementptr inbounds ([6 x [1 x %union.U3]], [6 x [1 x %union.U3]]* @g_1416, i64 0, i64 1, i64 0, i32 0), align 1, !tbaa !14
  %965 = zext i8 %964 to i64
  call fastcc void @transparent_crc(i64 noundef %965, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.126, i64 0, i64 0), i32 noundef %14)
  %966 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.19, i64 0, i64 0), i32 noundef 1, i32 noundef 0)
  br label %972

967:                                              ; preds = %941
  %968 = load volatile i8, i8* getelementptr inbounds ([6 x [1 x %union.U3]], [6 x [1 x %union.U3]]* @g_1416, i64 0, i64 1, i64 0, i32 0), align 1, !tbaa !14
  %969 = sext i8 %968 to i64
  call fastcc void @transparent_crc(i64 noundef %969, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.125, i64 0, i64 0), i32 noundef %14)
  %970 = load volatile i8, i8* getelementptr inbounds ([6 x [1 x %union.U3]], [6 x [1 x %union.U3]]* @g_1416, i64 0, i64 1, i64 0, i32 0), align 1, !tbaa !14
  %971 = zext i8 %970 to i64
  call fastcc void @transparent_crc(i64 noundef %971, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.126, i64 0, i64 0), i32 noundef %14)
  br label %972

972:                                              ; preds = %967, %960
  %973 = load volatile i8, i8* getelementptr inbounds ([6 x [1 x %union.U3]], [6 x [1 x %union.U3]]* @g_1416, i64 0, i64 2, i64 0, i32 0), align 1, !tbaa !14
  %974 = sext i8 %973 to i64
  call fastcc void @transparent_crc(i64 noundef %974, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.125, i64 0, i64 0), i32 noundef %14)
  %975 = load volatile i8, i8* getelementptr inbounds ([6 x [1 x %union.U3]], [6 x [1 x %union.U3]]* @g_1416, i64 0, i64 2, i64 0, i32 0), align 1, !tbaa !14
  %976 = zext i8 %975 to i64
  call fastcc void @transparent_crc(i64 noundef %976, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.126, i64 0, i64 0), i32 noundef %14)
  br i1 %13, label %984, label %977

977:                                              ; preds = %972
  %978 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.19, i64 0, i64 0), i32 noundef 2, i32 noundef 0)
  %979 = load volatile i8, i8* getelementptr inbounds ([6 x [1 x %union.U3]], [6 x [1 x %union.U3]]* @g_1416, i64 0, i64 3, i64 0, i32 0), align 1, !tbaa !14
  %980 = sext i8 %979 to i64
  call fastcc void @transparent_crc(i64 noundef %980, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.125, i64 0, i64 0), i32 noundef %14)
  %981 = load volatile i8, i8* getelementptr inbounds ([6 x [1 x %union.U3]], [6 x [1 x %union.U3]]* @g_1416, i64 0, i64 3, i64 0, i32 0), align 1, !tbaa !14
  %982 = zext i8 %981 to i64
  call fastcc void @transparent_crc(i64 noundef %982, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.126, i64 0, i64 0), i32 noundef %14)
  %983 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.19, i64 0, i64 0), i32 noundef 3, i32 noundef 0)
  br label %989

984:                                              ; preds = %972
  %985 = load volatile i8, i8* getelementptr inbounds ([6 x [1 x %union.U3]], [6 x [1 x %union.U3]]* @g_1416, i64 0, i64 3, i64 0, i32 0), align 1, !tbaa !14
  %986 = sext i8 %985 to i64
  call fastcc void @transparent_crc(i64 noundef %986, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.125, i64 0, i64 0), i32 noundef %14)
  %987 = load volatile i8, i8* getelementptr inbounds ([6 x [1 x %union.U3]], [6 x [1 x %union.U3]]* @g_1416, i64 0, i64 3, i64 0, i32 0), align 1, !tbaa !14
  %988 = zext i8 %987 to i64
  call fastcc void @transparent_crc(i64 noundef %988, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.126, i64 0, i64 0), i32 noundef %14)
  br label %989

989:                                              ; preds = %984, %977
  %990 = load volatile i8, i8* getelementptr inbounds ([6 x [1 x %union.U3]], [6 x [1 x %union.U3]]* @g_1416, i64 0, i64 4, i64 0, i32 0), align 1, !tbaa !14
  %991 = sext i8 %990 to i64
  call fastcc void @transparent_crc(i64 noundef %991, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.125, i64 0, i64 0), i32 noundef %14)
  %992 = load volatile i8, i8* getelementptr inbounds ([6 x [1 x %union.U3]], [6 x [1 x %union.U3]]* @g_1416, i64 0, i64 4, i64 0, i32 0), align 1, !tbaa !14
  %993 = zext i8 %992 to i64
  call fastcc void @transparent_crc(i64 noundef %993, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.126, i64 0, i64 0), i32 noundef %14)
  br i1 %13, label %1001, label %994

994:                                              ; preds = %989
  %995 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.19, i64 0, i64 0), i32 noundef 4, i32 noundef 0)
  %996 = load volatile i8, i8* getelementptr inbounds ([6 x [1 x %union.U3]], [6 x [1 x %union.U3]]* @g_1416, i64 0, i64 5, i64 0, i32 0), align 1, !tbaa !14
  %997 = sext i8 %996 to i64
  call fastcc void @transparent_crc(i64 noundef %997, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.125, i64 0, i64 0), i32 noundef %14)
  %998 = load volatile i8, i8* getelementptr inbounds ([6 x [1 x %union.U3]], [6 x [1 x %union.U3]]* @g_1416, i64 0, i64 5, i64 0, i32 0), align 1, !tbaa !14
  %999 = zext i8 %998 to i64
  call fastcc void @transparent_crc(i64 noundef %999, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.126, i64 0, i64 0), i32 noundef %14)
  %1000 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.19, i64 0, i64 0), i32 noundef 5, i32 noundef 0)
  br label %1006

1001:                                             ; preds = %989
  %1002 = load volatile i8, i8* getelementptr inbounds ([6 x [1 x %union.U3]], [6 x [1 x %union.U3]]* @g_1416, i64 0, i64 5, i64 0, i32 0), align 1, !tbaa !14
  %1003 = sext i8 %1002 to i64
  call fastcc void @transparent_crc(i64 noundef %1003, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.125, i64 0, i64 0), i32 noundef %14)
  %1004 = load volatile i8, i8* getelementptr inbounds ([6 x [1 x %union.U3]], [6 x [1 x %union.U3]]* @g_1416, i64 0, i64 5, i64 0, i32 0), align 1, !tbaa !14
  %1005 = zext i8 %1004 to i64
  call fastcc void @transparent_crc(i64 noundef %1005, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.126, i64 0, i64 0), i32 noundef %14)
  br label %1006

1006:                                             ; preds = %1001, %994
  %1007 = load volatile i8, i8* getelementptr inbounds (%union.U3, %union.U3* @g_1428, i64 0, i32 0), align 1, !tbaa !14
  %1008 = sext i8 %1007 to i64
  call fastcc void @transparent_crc(i64 noundef %1008, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.127, i64 0, i64 0), i32 noundef %14)
  %1009 = load i8, i8* getelementptr inbounds (%union.U3, %union.U3* @g_1428, i64 0, i32 0), align 1, !tbaa !14
  %1010 = zext i8 %1009 to i64
  call fastcc void @transparent_crc(i64 noundef %1010, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.128, i64 0, i64 0), i32 noundef %14)
  call fastcc void @transparent_crc(i64 noundef 4294967295, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.129, i64 0, i64 0), i32 noundef %14)
  %1011 = load i64, i64* getelementptr inbounds (%union.U0, %union.U0* @g_1639, i64 0, i32 0), align 8, !tbaa !14
  call fastcc void @transparent_crc(i64 noundef %1011, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.130, i64 0, i64 0), i32 noundef %14)
  %1012 = load volatile i16, i16* bitcast (%union.U0* @g_1639 to i16*), align 8, !tbaa !14
  %1013 = sext i16 %1012 to i64
  call fastcc void @transparent_crc(i64 noundef %1013, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.131, i64 0, i64 0), i32 noundef %14)
  %1014 = load i64, i64* getelementptr inbounds (%union.U0, %union.U0* @g_1639, i64 0, i32 0), align 8, !tbaa !14
  call fastcc void @transparent_crc(i64 noundef %1014, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.132, i64 0, i64 0), i32 noundef %14)
  %1015 = load i64, i64* getelementptr inbounds (%union.U0, %union.U0* @g_1639, i64 0, i32 0), align 8, !tbaa !14
  call fastcc void @transparent_crc(i64 noundef %1015, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.133, i64 0, i64 0), i32 noundef %14)
  %1016 = load volatile i8, i8* getelementptr inbounds (%union.U3, %union.U3* @g_1644, i64 0, i32 0), align 1, !tbaa !14
  %1017 = sext i8 %1016 to i64
  call fastcc void @transparent_crc(i64 noundef %1017, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.134, i64 0, i64 0), i32 noundef %14)
  %1018 = load volatile i8, i8* getelementptr inbounds (%union.U3, %union.U3* @g_1644, i64 0, i32 0), align 1, !tbaa !14
  %1019 = zext i8 %1018 to i64
  call fastcc void @transparent_crc(i64 noundef %1019, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.135, i64 0, i64 0), i32 noundef %14)
  %1020 = load volatile i8, i8* getelementptr inbounds ({ i8, [3 x i8] }, { i8, [3 x i8] }* @g_1673, i64 0, i32 0), align 4, !tbaa !14
  %1021 = zext i8 %1020 to i64
  call fastcc void @transparent_crc(i64 noundef %1021, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.136, i64 0, i64 0), i32 noundef %14)
  %1022 = load volatile i8, i8* getelementptr inbounds ({ i8, [3 x i8] }, { i8, [3 x i8] }* @g_1673, i64 0, i32 0), align 4, !tbaa !14
  %1023 = sext i8 %1022 to i64
  call fastcc void @transparent_crc(i64 noundef %1023, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.137, i64 0, i64 0), i32 noundef %14)
  %1024 = load volatile i8, i8* getelementptr inbounds ({ i8, [3 x i8] }, { i8, [3 x i8] }* @g_1673, i64 0, i32 0), align 4, !tbaa !14
  %1025 = zext i8 %1024 to i64
  call fastcc void @transparent_crc(i64 noundef %1025, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.138, i64 0, i64 0), i32 noundef %14)
  call fastcc void @transparent_crc(i64 noundef 868463657, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.139, i64 0, i64 0), i32 noundef %14)
  %1026 = load volatile i32, i32* getelementptr inbounds ([8 x i32], [8 x i32]* @g_1716, i64 0, i64 0), align 16, !tbaa !9
  %1027 = sext i32 %1026 to i64
  call fastcc void @transparent_crc(i64 noundef %1027, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.140, i64 0, i64 0), i32 noundef %14)
  br i1 %13, label %1028, label %1043

1028:                                             ; preds = %1006
  %1029 = load volatile i32, i32* getelementptr inbounds ([8 x i32], [8 x i32]* @g_1716, i64 0, i64 1), align 4, !tbaa !9
  %1030 = sext i32 %1029 to i64
  call fastcc void @transparent_crc(i64 noundef %1030, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.140, i64 0, i64 0), i32 noundef %14)
  %1031 = load volatile i32, i32* getelementptr inbounds ([8 x i32], [8 x i32]* @g_1716, i64 0, i64 2), align 8, !tbaa !9
  %1032 = sext i32 %1031 to i64
  call fastcc void @transparent_crc(i64 noundef %1032, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.140, i64 0, i64 0), i32 noundef %14)
  %1033 = load volatile i32, i32* getelementptr inbounds ([8 x i32], [8 x i32]* @g_1716, i64 0, i64 3), align 4, !tbaa !9
  %1034 = sext i32 %1033 to i64
  call fastcc void @transparent_crc(i64 noundef %1034, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.140, i64 0, i64 0), i32 noundef %14)
  %1035 = load volatile i32, i32* getelementptr inbounds ([8 x i32], [8 x i32]* @g_1716, i64 0, i64 4), align 16, !tbaa !9
  %1036 = sext i32 %1035 to i64
  call fastcc void @transparent_crc(i64 noundef %1036, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.140, i64 0, i64 0), i32 noundef %14)
  %1037 = load volatile i32, i32* getelementptr inbounds ([8 x i32], [8 x i32]* @g_1716, i64 0, i64 5), align 4, !tbaa !9
  %1038 = sext i32 %1037 to i64
  call fastcc void @transparent_crc(i64 noundef %1038, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.140, i64 0, i64 0), i32 noundef %14)
  %1039 = load volatile i32, i32* getelementptr inbounds ([8 x i32], [8 x i32]* @g_1716, i64 0, i64 6), align 8, !tbaa !9
  %1040 = sext i32 %1039 to i64
  call fastcc void @transparent_crc(i64 noundef %1040, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.140, i64 0, i64 0), i32 noundef %14)
  %1041 = load volatile i32, i32* getelementptr inbounds ([8 x i32], [8 x i32]* @g_1716, i64 0, i64 7), align 4, !tbaa !9
  %1042 = sext i32 %1041 to i64
  call fastcc void @transparent_crc(i64 noundef %1042, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.140, i64 0, i64 0), i32 noundef %14)
  br label %1066

1043:                                             ; preds = %1006
  %1044 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 0)
  %1045 = load volatile i32, i32* getelementptr inbounds ([8 x i32], [8 x i32]* @g_1716, i64 0, i64 1), align 4, !tbaa !9
  %1046 = sext i32 %1045 to i64
  call fastcc void @transparent_crc(i64 noundef %1046, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.140, i64 0, i64 0), i32 noundef %14)
  %1047 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 1)
  %1048 = load volatile i32, i32* getelementptr inbounds ([8 x i32], [8 x i32]* @g_1716, i64 0, i64 2), align 8, !tbaa !9
  %1049 = sext i32 %1048 to i64
  call fastcc void @transparent_crc(i64 noundef %1049, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.140, i64 0, i64 0), i32 noundef %14)
  %1050 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 2)
  %1051 = load volatile i32, i32* getelementptr inbounds ([8 x i32], [8 x i32]* @g_1716, i64 0, i64 3), align 4, !tbaa !9
  %1052 = sext i32 %1051 to i64
  call fastcc void @transparent_crc(i64 noundef %1052, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.140, i64 0, i64 0), i32 noundef %14)
  %1053 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 3)
  %1054 = load volatile i32, i32* getelementptr inbounds ([8 x i32], [8 x i32]* @g_1716, i64 0, i64 4), align 16, !tbaa !9
  %1055 = sext i32 %1054 to i64
  call fastcc void @transparent_crc(i64 noundef %1055, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.140, i64 0, i64 0), i32 noundef %14)
  %1056 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 4)
  %1057 = load volatile i32, i32* getelementptr inbounds ([8 x i32], [8 x i32]* @g_1716, i64 0, i64 5), align 4, !tbaa !9
  %1058 = sext i32 %1057 to i64
  call fastcc void @transparent_crc(i64 noundef %1058, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.140, i64 0, i64 0), i32 noundef %14)
  %1059 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 5)
  %1060 = load volatile i32, i32* getelementptr inbounds ([8 x i32], [8 x i32]* @g_1716, i64 0, i64 6), align 8, !tbaa !9
  %1061 = sext i32 %1060 to i64
  call fastcc void @transparent_crc(i64 noundef %1061, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.140, i64 0, i64 0), i32 noundef %14)
  %1062 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 6)
  %1063 = load volatile i32, i32* getelementptr inbounds ([8 x i32], [8 x i32]* @g_1716, i64 0, i64 7), align 4, !tbaa !9
  %1064 = sext i32 %1063 to i64
  call fastcc void @transparent_crc(i64 noundef %1064, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.140, i64 0, i64 0), i32 noundef %14)
  %1065 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 7)
  br label %1066

1066:                                             ; preds = %1028, %1043
  %1067 = load volatile i8, i8* getelementptr inbounds (%union.U3, %union.U3* @g_1739, i64 0, i32 0), align 1, !tbaa !14
  %1068 = sext i8 %1067 to i64
  call fastcc void @transparent_crc(i64 noundef %1068, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.141, i64 0, i64 0), i32 noundef %14)
  %1069 = load volatile i8, i8* getelementptr inbounds (%union.U3, %union.U3* @g_1739, i64 0, i32 0), align 1, !tbaa !14
  %1070 = zext i8 %1069 to i64
  call fastcc void @transparent_crc(i64 noundef %1070, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.142, i64 0, i64 0), i32 noundef %14)
  call fastcc void @transparent_crc(i64 noundef 4294967290, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.143, i64 0, i64 0), i32 noundef %14)
  call fastcc void @transparent_crc(i64 noundef 4294967295, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.144, i64 0, i64 0), i32 noundef %14)
  br i1 %13, label %1076, label %1071

1071:                                             ; preds = %1066
  %1072 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 3580459620, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.145, i64 0, i64 0), i32 noundef %14)
  call fastcc void @transparent_crc(i64 noundef 4294967295, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.146, i64 0, i64 0), i32 noundef %14)
  call fastcc void @transparent_crc(i64 noundef 0, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.147, i64 0, i64 0), i32 noundef %14)
  call fastcc void @transparent_crc(i64 noundef 9, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.148, i64 0, i64 0), i32 noundef %14)
  call fastcc void @transparent_crc(i64 noundef 3709325148, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.149, i64 0, i64 0), i32 noundef %14)
  %1073 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 3709325148, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.149, i64 0, i64 0), i32 noundef %14)
  %1074 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 3709325148, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.149, i64 0, i64 0), i32 noundef %14)
  %1075 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 2)
  br label %1077

1076:                                             ; preds = %1066
  call fastcc void @transparent_crc(i64 noundef 3580459620, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.145, i64 0, i64 0), i32 noundef %14)
  call fastcc void @transparent_crc(i64 noundef 4294967295, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.146, i64 0, i64 0), i32 noundef %14)
  call fastcc void @transparent_crc(i64 noundef 0, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.147, i64 0, i64 0), i32 noundef %14)
  call fastcc void @transparent_crc(i64 noundef 9, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.148, i64 0, i64 0), i32 noundef %14)
  call fastcc void @transparent_crc(i64 noundef 3709325148, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.149, i64 0, i64 0), i32 noundef %14)
  call fastcc void @transparent_crc(i64 noundef 3709325148, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.149, i64 0, i64 0), i32 noundef %14)
  call fastcc void @transparent_crc(i64 noundef 3709325148, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.149, i64 0, i64 0), i32 noundef %14)
  br label %1077

1077:                                             ; preds = %1076, %1071
  call fastcc void @transparent_crc(i64 noundef 4294967290, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.150, i64 0, i64 0), i32 noundef %14)
  call fastcc void @transparent_crc(i64 noundef 4284978894, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.151, i64 0, i64 0), i32 noundef %14)
  br i1 %13, label %1078, label %1079

1078:                                             ; preds = %1077
  call fastcc void @transparent_crc(i64 noundef 4284978894, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.151, i64 0, i64 0), i32 noundef %14)
  br label %1082

1079:                                             ; preds = %1077
  %1080 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 4284978894, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.151, i64 0, i64 0), i32 noundef %14)
  %1081 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 1)
  br label %1082

1082:                                             ; preds = %1078, %1079
  call fastcc void @transparent_crc(i64 noundef 4, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.152, i64 0, i64 0), i32 noundef %14)
  call fastcc void @transparent_crc(i64 noundef 4294967292, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.153, i64 0, i64 0), i32 noundef %14)
  call fastcc void @transparent_crc(i64 noundef 4099626274, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.154, i64 0, i64 0), i32 noundef %14)
  call fastcc void @transparent_crc(i64 noundef 4294967286, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.155, i64 0, i64 0), i32 noundef %14)
  call fastcc void @transparent_crc(i64 noundef 2110603979, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.156, i64 0, i64 0), i32 noundef %14)
  %1083 = load i32, i32* @g_1764, align 4, !tbaa !9
  %1084 = zext i32 %1083 to i64
  call fastcc void @transparent_crc(i64 noundef %1084, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.157, i64 0, i64 0), i32 noundef %14)
  call fastcc void @transparent_crc(i64 noundef 0, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.158, i64 0, i64 0), i32 noundef %14)
  call fastcc void @transparent_crc(i64 noundef 714497246, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.159, i64 0, i64 0), i32 noundef %14)
  call fastcc void @transparent_crc(i64 noundef 1, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.160, i64 0, i64 0), i32 noundef %14)
  call fastcc void @transparent_crc(i64 noundef 5, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.161, i64 0, i64 0), i32 noundef %14)
  call fastcc void @transparent_crc(i64 noundef 3584618418, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.162, i64 0, i64 0), i32 noundef %14)
  call fastcc void @transparent_crc(i64 noundef 3139065390, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.163, i64 0, i64 0), i32 noundef %14)
  call fastcc void @transparent_crc(i64 noundef 4294967295, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.164, i64 0, i64 0), i32 noundef %14)
  call fastcc void @transparent_crc(i64 noundef 4294967288, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.165, i64 0, i64 0), i32 noundef %14)
  call fastcc void @transparent_crc(i64 noundef 1557827416, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.166, i64 0, i64 0), i32 noundef %14)
  %1085 = load volatile i8, i8* getelementptr inbounds ([3 x %union.U3], [3 x %union.U3]* @g_1801, i64 0, i64 0, i32 0), align 1, !tbaa !14
  %1086 = sext i8 %1085 to i64
  call fastcc void @transparent_crc(i64 noundef %1086, i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.167, i64 0, i64 0), i32 noundef %14)
  %1087 = load i8, i8* getelementptr inbounds ([3 x %union.U3], [3 x %union.U3]* @g_1801, i64 0, i64 0, i32 0), align 1, !tbaa !14
  %1088 = zext i8 %1087 to i64
  call fastcc void @transparent_crc(i64 noundef %1088, i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.168, i64 0, i64 0), i32 noundef %14)
  br i1 %13, label %1096, label %1089

1089:                                             ; preds = %1082
  %1090 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 0)
  %1091 = load volatile i8, i8* getelementptr inbounds ([3 x %union.U3], [3 x %union.U3]* @g_1801, i64 0, i64 1, i32 0), align 1, !tbaa !14
  %1092 = sext i8 %1091 to i64
  call fastcc void @transparent_crc(i64 noundef %1092, i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.167, i64 0, i64 0), i32 noundef %14)
  %1093 = load i8, i8* getelementptr inbounds ([3 x %union.U3], [3 x %union.U3]* @g_1801, i64 0, i64 1, i32 0), align 1, !tbaa !14
  %1094 = zext i8 %1093 to i64
  call fastcc void @transparent_crc(i64 noundef %1094, i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.168, i64 0, i64 0), i32 noundef %14)
  %1095 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 1)
  br label %1101

1096:                                             ; preds = %1082
  %1097 = load volatile i8, i8* getelementptr inbounds ([3 x %union.U3], [3 x %union.U3]* @g_1801, i64 0, i64 1, i32 0), align 1, !tbaa !14
  %1098 = sext i8 %1097 to i64
  call fastcc void @transparent_crc(i64 noundef %1098, i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.167, i64 0, i64 0), i32 noundef %14)
  %1099 = load i8, i8* getelementptr inbounds ([3 x %union.U3], [3 x %union.U3]* @g_1801, i64 0, i64 1, i32 0), align 1, !tbaa !14
  %1100 = zext i8 %1099 to i64
  call fastcc void @transparent_crc(i64 noundef %1100, i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.168, i64 0, i64 0), i32 noundef %14)
  br label %1101

1101:                                             ; preds = %1096, %1089
  %1102 = load volatile i8, i8* getelementptr inbounds ([3 x %union.U3], [3 x %union.U3]* @g_1801, i64 0, i64 2, i32 0), align 1, !tbaa !14
  %1103 = sext i8 %1102 to i64
  call fastcc void @transparent_crc(i64 noundef %1103, i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.167, i64 0, i64 0), i32 noundef %14)
  %1104 = load i8, i8* getelementptr inbounds ([3 x %union.U3], [3 x %union.U3]* @g_1801, i64 0, i64 2, i32 0), align 1, !tbaa !14
  %1105 = zext i8 %1104 to i64
  call fastcc void @transparent_crc(i64 noundef %1105, i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.168, i64 0, i64 0), i32 noundef %14)
  br i1 %13, label %1106, label %1119

1106:                                             ; preds = %1101
  %1107 = load volatile i8, i8* getelementptr inbounds ([1 x [6 x [1 x i8]]], [1 x [6 x [1 x i8]]]* @g_1835, i64 0, i64 0, i64 0, i64 0), align 1, !tbaa !14
  %1108 = sext i8 %1107 to i64
  call fastcc void @transparent_crc(i64 noundef %1108, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.169, i64 0, i64 0), i32 noundef %14)
  %1109 = load volatile i8, i8* getelementptr inbounds ([1 x [6 x [1 x i8]]], [1 x [6 x [1 x i8]]]* @g_1835, i64 0, i64 0, i64 1, i64 0), align 1, !tbaa !14
  %1110 = sext i8 %1109 to i64
  call fastcc void @transparent_crc(i64 noundef %1110, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.169, i64 0, i64 0), i32 noundef %14)
  %1111 = load volatile i8, i8* getelementptr inbounds ([1 x [6 x [1 x i8]]], [1 x [6 x [1 x i8]]]* @g_1835, i64 0, i64 0, i64 2, i64 0), align 1, !tbaa !14
  %1112 = sext i8 %1111 to i64
  call fastcc void @transparent_crc(i64 noundef %1112, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.169, i64 0, i64 0), i32 noundef %14)
  %1113 = load volatile i8, i8* getelementptr inbounds ([1 x [6 x [1 x i8]]], [1 x [6 x [1 x i8]]]* @g_1835, i64 0, i64 0, i64 3, i64 0), align 1, !tbaa !14
  %1114 = sext i8 %1113 to i64
  call fastcc void @transparent_crc(i64 noundef %1114, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.169, i64 0, i64 0), i32 noundef %14)
  %1115 = load volatile i8, i8* getelementptr inbounds ([1 x [6 x [1 x i8]]], [1 x [6 x [1 x i8]]]* @g_1835, i64 0, i64 0, i64 4, i64 0), align 1, !tbaa !14
  %1116 = sext i8 %1115 to i64
  call fastcc void @transparent_crc(i64 noundef %1116, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.169, i64 0, i64 0), i32 noundef %14)
  %1117 = load volatile i8, i8* getelementptr inbounds ([1 x [6 x [1 x i8]]], [1 x [6 x [1 x i8]]]* @g_1835, i64 0, i64 0, i64 5, i64 0), align 1, !tbaa !14
  %1118 = sext i8 %1117 to i64
  call fastcc void @transparent_crc(i64 noundef %1118, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.169, i64 0, i64 0), i32 noundef %14)
  br label %1139

1119:                                             ; preds = %1101
  %1120 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 2)
  %1121 = load volatile i8, i8* getelementptr inbounds ([1 x [6 x [1 x i8]]], [1 x [6 x [1 x i8]]]* @g_1835, i64 0, i64 0, i64 0, i64 0), align 1, !tbaa !14
  %1122 = sext i8 %1121 to i64
  call fastcc void @transparent_crc(i64 noundef %1122, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.169, i64 0, i64 0), i32 noundef %14)
  %1123 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.15, i64 0, i64 0), i32 noundef 0, i32 noundef 0, i32 noundef 0)
  %1124 = load volatile i8, i8* getelementptr inbounds ([1 x [6 x [1 x i8]]], [1 x [6 x [1 x i8]]]* @g_1835, i64 0, i64 0, i64 1, i64 0), align 1, !tbaa !14
  %1125 = sext i8 %1124 to i64
  call fastcc void @transparent_crc(i64 noundef %1125, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.169, i64 0, i64 0), i32 noundef %14)
  %1126 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.15, i64 0, i64 0), i32 noundef 0, i32 noundef 1, i32 noundef 0)
  %1127 = load volatile i8, i8* getelementptr inbounds ([1 x [6 x [1 x i8]]], [1 x [6 x [1 x i8]]]* @g_1835, i64 0, i64 0, i64 2, i64 0), align 1, !tbaa !14
  %1128 = sext i8 %1127 to i64
  call fastcc void @transparent_crc(i64 noundef %1128, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.169, i64 0, i64 0), i32 noundef %14)
  %1129 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.15, i64 0, i64 0), i32 noundef 0, i32 noundef 2, i32 noundef 0)
  %1130 = load volatile i8, i8* getelementptr inbounds ([1 x [6 x [1 x i8]]], [1 x [6 x [1 x i8]]]* @g_1835, i64 0, i64 0, i64 3, i64 0), align 1, !tbaa !14
  %1131 = sext i8 %1130 to i64
  call fastcc void @transparent_crc(i64 noundef %1131, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.169, i64 0, i64 0), i32 noundef %14)
  %1132 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.15, i64 0, i64 0), i32 noundef 0, i32 noundef 3, i32 noundef 0)
  %1133 = load volatile i8, i8* getelementptr inbounds ([1 x [6 x [1 x i8]]], [1 x [6 x [1 x i8]]]* @g_1835, i64 0, i64 0, i64 4, i64 0), align 1, !tbaa !14
  %1134 = sext i8 %1133 to i64
  call fastcc void @transparent_crc(i64 noundef %1134, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.169, i64 0, i64 0), i32 noundef %14)
  %1135 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.15, i64 0, i64 0), i32 noundef 0, i32 noundef 4, i32 noundef 0)
  %1136 = load volatile i8, i8* getelementptr inbounds ([1 x [6 x [1 x i8]]], [1 x [6 x [1 x i8]]]* @g_1835, i64 0, i64 0, i64 5, i64 0), align 1, !tbaa !14
  %1137 = sext i8 %1136 to i64
  call fastcc void @transparent_crc(i64 noundef %1137, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.169, i64 0, i64 0), i32 noundef %14)
  %1138 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.15, i64 0, i64 0), i32 noundef 0, i32 noundef 5, i32 noundef 0)
  br label %1139

1139:                                             ; preds = %1106, %1119
  %1140 = load i32, i32* @crc32_context, align 4, !tbaa !9
  %1141 = xor i32 %1140, -1
  %1142 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.178, i64 0, i64 0), i32 noundef %1141) #5
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i32 @strcmp(i8* nocapture noundef, i8* nocapture noundef) local_unnamed_addr #2

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
  %77 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @.str.170, i64 0, i64 0), i8* noundef %1, i64 noundef %76)
  br label %78

78:                                               ; preds = %74, %3
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind readonly willreturn }
attributes #5 = { nounwind }

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
!14 = !{!7, !7, i64 0}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !12}
!21 = distinct !{!21, !12}
!22 = distinct !{!22, !12}
!23 = distinct !{!23, !12}
!24 = distinct !{!24, !12}
!25 = distinct !{!25, !12}
!26 = distinct !{!26, !12}
!27 = !{!28, !28, i64 0}
!28 = !{!"long", !7, i64 0}
!29 = distinct !{!29, !12}
!30 = !{!31, !31, i64 0}
!31 = !{!"short", !7, i64 0}
!32 = distinct !{!32, !12}

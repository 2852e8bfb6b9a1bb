; ModuleID = '/tmp/difftest.M0aYIE/in/p1.raw.ll'
source_filename = "/tmp/difftest.M0aYIE/in/p1.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"1\00", align 1
@g_2 = internal global i32 6, align 4
@.str.1 = private unnamed_addr constant [4 x i8] c"g_2\00", align 1
@g_6 = internal global i32 9, align 4
@.str.2 = private unnamed_addr constant [4 x i8] c"g_6\00", align 1
@g_50 = internal global i16 -1, align 2
@.str.3 = private unnamed_addr constant [5 x i8] c"g_50\00", align 1
@g_63 = internal global i32 0, align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"g_63\00", align 1
@g_89 = internal global i32 1, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c"g_89\00", align 1
@g_94 = internal global i32 948425075, align 4
@.str.6 = private unnamed_addr constant [5 x i8] c"g_94\00", align 1
@g_104 = internal global i32 1647063812, align 4
@.str.7 = private unnamed_addr constant [6 x i8] c"g_104\00", align 1
@g_105 = internal global [8 x [9 x i8]] [[9 x i8] c"\01\01\BF\F2\FB\01\E0\9A\9A", [9 x i8] c"\02C\00\9A\00C\02\FF\9A", [9 x i8] c"\97\BB\98\D6\01\F9\BB\08\01", [9 x i8] c"\F9\01\D6\98\BB\97\FF\FF\97", [9 x i8] c"C\00\9A\00C\02\FF\9A\D6", [9 x i8] c"\01}\BB\FC\06\F9\B7\01\FB", [9 x i8] c"\FF\01\01\01\08\D6\D6\08\01", [9 x i8] c"\BFC\BF\F9\08\F2C\01\98"], align 16
@.str.8 = private unnamed_addr constant [12 x i8] c"g_105[i][j]\00", align 1
@.str.9 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1
@g_106 = internal global i8 -63, align 1
@.str.10 = private unnamed_addr constant [6 x i8] c"g_106\00", align 1
@g_113 = internal global i16 0, align 2
@.str.11 = private unnamed_addr constant [6 x i8] c"g_113\00", align 1
@g_117 = internal global i32 5, align 4
@.str.12 = private unnamed_addr constant [6 x i8] c"g_117\00", align 1
@g_142 = internal global i8 3, align 1
@.str.13 = private unnamed_addr constant [6 x i8] c"g_142\00", align 1
@g_173 = internal global i64 1, align 8
@.str.14 = private unnamed_addr constant [6 x i8] c"g_173\00", align 1
@g_202 = internal global i16 -20688, align 2
@.str.15 = private unnamed_addr constant [6 x i8] c"g_202\00", align 1
@g_269 = internal global [8 x [2 x i64]] [[2 x i64] [i64 -1016645171329766240, i64 -1016645171329766240], [2 x i64] [i64 -1016645171329766240, i64 0], [2 x i64] [i64 -4993339071684704142, i64 1], [2 x i64] [i64 0, i64 1], [2 x i64] [i64 -4993339071684704142, i64 0], [2 x i64] [i64 -1016645171329766240, i64 -1016645171329766240], [2 x i64] [i64 -1016645171329766240, i64 0], [2 x i64] [i64 -4993339071684704142, i64 1]], align 16
@.str.16 = private unnamed_addr constant [12 x i8] c"g_269[i][j]\00", align 1
@g_277 = internal global i16 1, align 2
@.str.17 = private unnamed_addr constant [6 x i8] c"g_277\00", align 1
@g_278 = internal global i16 1735, align 2
@.str.18 = private unnamed_addr constant [6 x i8] c"g_278\00", align 1
@g_279 = internal global i16 1, align 2
@.str.19 = private unnamed_addr constant [6 x i8] c"g_279\00", align 1
@g_280 = internal global i16 -31507, align 2
@.str.20 = private unnamed_addr constant [6 x i8] c"g_280\00", align 1
@g_281 = internal global i16 -5, align 2
@.str.21 = private unnamed_addr constant [6 x i8] c"g_281\00", align 1
@g_282 = internal global i16 3, align 2
@.str.22 = private unnamed_addr constant [6 x i8] c"g_282\00", align 1
@g_283 = internal global i16 -15666, align 2
@.str.23 = private unnamed_addr constant [6 x i8] c"g_283\00", align 1
@g_284 = internal global i16 -22918, align 2
@.str.24 = private unnamed_addr constant [6 x i8] c"g_284\00", align 1
@g_285 = internal global i16 -17528, align 2
@.str.25 = private unnamed_addr constant [6 x i8] c"g_285\00", align 1
@g_286 = internal global i16 -10, align 2
@.str.26 = private unnamed_addr constant [6 x i8] c"g_286\00", align 1
@g_287 = internal global i16 -9, align 2
@.str.27 = private unnamed_addr constant [6 x i8] c"g_287\00", align 1
@g_288 = internal global i16 -7, align 2
@.str.28 = private unnamed_addr constant [6 x i8] c"g_288\00", align 1
@g_289 = internal global i16 -5323, align 2
@.str.29 = private unnamed_addr constant [6 x i8] c"g_289\00", align 1
@g_290 = internal global i16 1, align 2
@.str.30 = private unnamed_addr constant [6 x i8] c"g_290\00", align 1
@g_291 = internal global i16 -19928, align 2
@.str.31 = private unnamed_addr constant [6 x i8] c"g_291\00", align 1
@g_292 = internal global i16 25563, align 2
@.str.32 = private unnamed_addr constant [6 x i8] c"g_292\00", align 1
@g_293 = internal global i16 1, align 2
@.str.33 = private unnamed_addr constant [6 x i8] c"g_293\00", align 1
@g_294 = internal global i16 -19634, align 2
@.str.34 = private unnamed_addr constant [6 x i8] c"g_294\00", align 1
@g_295 = internal global i16 -185, align 2
@.str.35 = private unnamed_addr constant [6 x i8] c"g_295\00", align 1
@g_296 = internal global i16 -1, align 2
@.str.36 = private unnamed_addr constant [6 x i8] c"g_296\00", align 1
@g_297 = internal global i16 -8, align 2
@.str.37 = private unnamed_addr constant [6 x i8] c"g_297\00", align 1
@g_298 = internal global i16 -23250, align 2
@.str.38 = private unnamed_addr constant [6 x i8] c"g_298\00", align 1
@g_299 = internal global i16 0, align 2
@.str.39 = private unnamed_addr constant [6 x i8] c"g_299\00", align 1
@g_300 = internal global i16 0, align 2
@.str.40 = private unnamed_addr constant [6 x i8] c"g_300\00", align 1
@g_311 = internal global i8 108, align 1
@.str.41 = private unnamed_addr constant [6 x i8] c"g_311\00", align 1
@g_336 = internal global i32 1, align 4
@.str.42 = private unnamed_addr constant [6 x i8] c"g_336\00", align 1
@g_398 = internal global i64 -10, align 8
@.str.43 = private unnamed_addr constant [6 x i8] c"g_398\00", align 1
@g_470 = internal global i32 1363010450, align 4
@.str.44 = private unnamed_addr constant [6 x i8] c"g_470\00", align 1
@g_562 = internal constant [1 x i64] [i64 -1], align 8
@.str.45 = private unnamed_addr constant [9 x i8] c"g_562[i]\00", align 1
@.str.46 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1
@g_592 = internal global i16 -3109, align 2
@.str.47 = private unnamed_addr constant [6 x i8] c"g_592\00", align 1
@g_978 = internal global [3 x [1 x [8 x i16]]] [[1 x [8 x i16]] [[8 x i16] [i16 -1027, i16 1, i16 0, i16 1, i16 -1027, i16 -1027, i16 1, i16 0]], [1 x [8 x i16]] [[8 x i16] [i16 -1027, i16 -1027, i16 1, i16 0, i16 1, i16 -1027, i16 -1027, i16 1]], [1 x [8 x i16]] [[8 x i16] [i16 30317, i16 1, i16 1, i16 30317, i16 -1, i16 30317, i16 1, i16 1]]], align 16
@.str.48 = private unnamed_addr constant [15 x i8] c"g_978[i][j][k]\00", align 1
@.str.49 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1
@g_999 = internal global i32 -165677296, align 4
@.str.50 = private unnamed_addr constant [6 x i8] c"g_999\00", align 1
@g_1068 = internal global i16 -25775, align 2
@.str.51 = private unnamed_addr constant [7 x i8] c"g_1068\00", align 1
@g_1109 = internal global i64 -2006149278254282912, align 8
@.str.52 = private unnamed_addr constant [7 x i8] c"g_1109\00", align 1
@g_1265 = internal global i32 0, align 4
@.str.53 = private unnamed_addr constant [7 x i8] c"g_1265\00", align 1
@g_1348 = internal global i32 -1920479144, align 4
@.str.54 = private unnamed_addr constant [7 x i8] c"g_1348\00", align 1
@g_1422 = internal global i8 123, align 1
@.str.55 = private unnamed_addr constant [7 x i8] c"g_1422\00", align 1
@g_1750 = internal global i64 0, align 8
@.str.56 = private unnamed_addr constant [7 x i8] c"g_1750\00", align 1
@g_1863 = internal global i8 1, align 1
@.str.57 = private unnamed_addr constant [7 x i8] c"g_1863\00", align 1
@g_2139 = internal global i64 -1, align 8
@.str.58 = private unnamed_addr constant [7 x i8] c"g_2139\00", align 1
@.str.59 = private unnamed_addr constant [7 x i8] c"g_2175\00", align 1
@g_2335 = internal global i8 34, align 1
@.str.60 = private unnamed_addr constant [7 x i8] c"g_2335\00", align 1
@g_2379 = internal global i8 51, align 1
@.str.61 = private unnamed_addr constant [7 x i8] c"g_2379\00", align 1
@g_2409 = internal global [2 x [5 x [1 x i16]]] [[5 x [1 x i16]] [[1 x i16] zeroinitializer, [1 x i16] [i16 1], [1 x i16] zeroinitializer, [1 x i16] [i16 1], [1 x i16] zeroinitializer], [5 x [1 x i16]] [[1 x i16] [i16 1], [1 x i16] zeroinitializer, [1 x i16] [i16 1], [1 x i16] zeroinitializer, [1 x i16] [i16 1]]], align 16
@.str.62 = private unnamed_addr constant [16 x i8] c"g_2409[i][j][k]\00", align 1
@g_2434 = internal global i32 2124711698, align 4
@.str.63 = private unnamed_addr constant [7 x i8] c"g_2434\00", align 1
@g_2541 = internal global [1 x i16] [i16 572], align 2
@.str.64 = private unnamed_addr constant [10 x i8] c"g_2541[i]\00", align 1
@g_2685 = internal global [1 x [9 x i64]] [[9 x i64] [i64 -9, i64 -9, i64 -9, i64 -9, i64 -9, i64 -9, i64 -9, i64 -9, i64 -9]], align 16
@.str.65 = private unnamed_addr constant [13 x i8] c"g_2685[i][j]\00", align 1
@g_2776 = internal global i16 -7, align 2
@.str.66 = private unnamed_addr constant [7 x i8] c"g_2776\00", align 1
@g_2795 = internal global i64 -5799671774999843557, align 8
@.str.67 = private unnamed_addr constant [7 x i8] c"g_2795\00", align 1
@g_2823 = internal global [5 x [2 x [6 x i64]]] [[2 x [6 x i64]] [[6 x i64] [i64 1780574803357109564, i64 -1, i64 -2, i64 -5, i64 -9185924935421619683, i64 -2], [6 x i64] [i64 -9185924935421619683, i64 -2871261033181460650, i64 4042978203826384811, i64 -1, i64 9, i64 -2]], [2 x [6 x i64]] [[6 x i64] [i64 -1, i64 9, i64 -2, i64 1780574803357109564, i64 400287630091480884, i64 4042978203826384811], [6 x i64] [i64 9, i64 -4232462358764470616, i64 -2, i64 -2871261033181460650, i64 -2871261033181460650, i64 -2]], [2 x [6 x i64]] [[6 x i64] [i64 -5, i64 -5, i64 4042978203826384811, i64 400287630091480884, i64 1780574803357109564, i64 -2], [6 x i64] [i64 400287630091480884, i64 1780574803357109564, i64 -2, i64 9, i64 -1, i64 4042978203826384811]], [2 x [6 x i64]] [[6 x i64] [i64 1, i64 400287630091480884, i64 -2, i64 -9185924935421619683, i64 -5, i64 -2], [6 x i64] [i64 -2871261033181460650, i64 -9185924935421619683, i64 4042978203826384811, i64 -4232462358764470616, i64 1, i64 -2]], [2 x [6 x i64]] [[6 x i64] [i64 -4232462358764470616, i64 1, i64 -2, i64 1, i64 -4232462358764470616, i64 4042978203826384811], [6 x i64] [i64 1780574803357109564, i64 -1, i64 -2, i64 -5, i64 -9185924935421619683, i64 -2]]], align 16
@.str.68 = private unnamed_addr constant [16 x i8] c"g_2823[i][j][k]\00", align 1
@g_2832 = internal global i32 -10, align 4
@.str.69 = private unnamed_addr constant [7 x i8] c"g_2832\00", align 1
@g_2953 = internal global i64 1, align 8
@.str.70 = private unnamed_addr constant [7 x i8] c"g_2953\00", align 1
@g_2989 = internal global [6 x [5 x [8 x i16]]] [[5 x [8 x i16]] [[8 x i16] [i16 21068, i16 1, i16 -20193, i16 28637, i16 1149, i16 -6, i16 -4590, i16 -5], [8 x i16] [i16 -20193, i16 -4590, i16 1, i16 23338, i16 -7, i16 -11264, i16 -16152, i16 -10], [8 x i16] [i16 -7, i16 1149, i16 10415, i16 14816, i16 21593, i16 14816, i16 10415, i16 1], [8 x i16] [i16 0, i16 13523, i16 -6, i16 -7, i16 -1383, i16 -6, i16 -6, i16 0], [8 x i16] [i16 13523, i16 1, i16 -6710, i16 23659, i16 0, i16 6, i16 -6, i16 -1]], [5 x [8 x i16]] [[8 x i16] [i16 6, i16 23659, i16 -6, i16 -6, i16 23338, i16 -10, i16 1149, i16 1], [8 x i16] [i16 23338, i16 -10, i16 1149, i16 1, i16 5, i16 10415, i16 -11264, i16 0], [8 x i16] [i16 9, i16 5, i16 -2, i16 4, i16 21593, i16 23659, i16 7, i16 -10], [8 x i16] [i16 -1, i16 0, i16 14816, i16 -7, i16 -2, i16 -2, i16 -7, i16 14816], [8 x i16] [i16 1, i16 1, i16 -2, i16 -3759, i16 586, i16 -1, i16 -1383, i16 7]], [5 x [8 x i16]] [[8 x i16] [i16 7, i16 -6, i16 10415, i16 -7, i16 -4590, i16 -7, i16 -1, i16 7], [8 x i16] [i16 -6, i16 4, i16 -6710, i16 -3759, i16 25543, i16 -20193, i16 -2, i16 14816], [8 x i16] [i16 1, i16 23659, i16 5, i16 -7, i16 0, i16 4, i16 -2, i16 -10], [8 x i16] [i16 23338, i16 1, i16 -1383, i16 4, i16 -3759, i16 -11264, i16 -6, i16 0], [8 x i16] [i16 4, i16 14816, i16 -6, i16 1, i16 7, i16 -16152, i16 7, i16 1]], [5 x [8 x i16]] [[8 x i16] [i16 21984, i16 -6710, i16 21984, i16 -6, i16 6, i16 -2, i16 10415, i16 -1], [8 x i16] [i16 1, i16 25543, i16 -4590, i16 23659, i16 586, i16 5, i16 6, i16 0], [8 x i16] [i16 1, i16 21984, i16 -7, i16 -7, i16 6, i16 -6, i16 5, i16 1], [8 x i16] [i16 21984, i16 9, i16 -6710, i16 23338, i16 7, i16 1, i16 14816, i16 5], [8 x i16] [i16 4, i16 23659, i16 0, i16 -6, i16 -3759, i16 1, i16 -4590, i16 6]], [5 x [8 x i16]] [[8 x i16] [i16 23338, i16 -20193, i16 6, i16 -10, i16 0, i16 0, i16 0, i16 0], [8 x i16] [i16 1, i16 -1, i16 -1, i16 1, i16 25543, i16 0, i16 7, i16 -20193], [8 x i16] [i16 -6, i16 21593, i16 13523, i16 5, i16 -4590, i16 -2, i16 -6, i16 21984], [8 x i16] [i16 7, i16 21593, i16 -7, i16 -16152, i16 586, i16 0, i16 -1, i16 -6710], [8 x i16] [i16 1, i16 -1, i16 -11264, i16 -7, i16 -2, i16 0, i16 13523, i16 1]], [5 x [8 x i16]] [[8 x i16] [i16 -1, i16 -20193, i16 -6710, i16 -1, i16 21593, i16 1, i16 21984, i16 -2], [8 x i16] [i16 9, i16 23659, i16 -6, i16 0, i16 5, i16 1, i16 25543, i16 -2], [8 x i16] [i16 -6, i16 13523, i16 0, i16 13523, i16 -6, i16 -7, i16 -1383, i16 -6], [8 x i16] [i16 21984, i16 -16152, i16 23659, i16 14816, i16 1, i16 0, i16 21068, i16 13523], [8 x i16] [i16 -1, i16 28637, i16 23659, i16 1149, i16 -6710, i16 21593, i16 -1383, i16 -3759]]], align 16
@.str.71 = private unnamed_addr constant [16 x i8] c"g_2989[i][j][k]\00", align 1
@g_3167 = internal global i32 -317519324, align 4
@.str.72 = private unnamed_addr constant [7 x i8] c"g_3167\00", align 1
@g_3361 = internal global i16 -25072, align 2
@.str.73 = private unnamed_addr constant [7 x i8] c"g_3361\00", align 1
@g_3518 = internal global i8 7, align 1
@.str.74 = private unnamed_addr constant [7 x i8] c"g_3518\00", align 1
@.str.75 = private unnamed_addr constant [7 x i8] c"g_3572\00", align 1
@g_3659 = internal global [4 x [2 x [5 x i32]]] [[2 x [5 x i32]] [[5 x i32] [i32 -3, i32 787269034, i32 787269034, i32 -3, i32 787269034], [5 x i32] [i32 -1349301689, i32 -1349301689, i32 -1, i32 -1349301689, i32 -1349301689]], [2 x [5 x i32]] [[5 x i32] [i32 787269034, i32 -3, i32 787269034, i32 787269034, i32 -3], [5 x i32] [i32 -1349301689, i32 0, i32 0, i32 -1349301689, i32 0]], [2 x [5 x i32]] [[5 x i32] [i32 -3, i32 -3, i32 -634323036, i32 -3, i32 -3], [5 x i32] [i32 0, i32 -1349301689, i32 0, i32 0, i32 -1349301689]], [2 x [5 x i32]] [[5 x i32] [i32 -3, i32 787269034, i32 787269034, i32 -3, i32 787269034], [5 x i32] [i32 -1349301689, i32 -1349301689, i32 -1, i32 -1349301689, i32 -1349301689]]], align 16
@.str.76 = private unnamed_addr constant [16 x i8] c"g_3659[i][j][k]\00", align 1
@g_3778 = internal global i16 18776, align 2
@.str.77 = private unnamed_addr constant [7 x i8] c"g_3778\00", align 1
@g_4039 = internal global [8 x i32] [i32 -5, i32 -5, i32 -1, i32 -5, i32 -5, i32 -1, i32 -5, i32 -5], align 16
@.str.78 = private unnamed_addr constant [10 x i8] c"g_4039[i]\00", align 1
@g_4047 = internal global i32 1, align 4
@.str.79 = private unnamed_addr constant [7 x i8] c"g_4047\00", align 1
@g_4060 = internal global i32 0, align 4
@.str.80 = private unnamed_addr constant [7 x i8] c"g_4060\00", align 1
@g_4061 = internal global i32 -814245554, align 4
@.str.81 = private unnamed_addr constant [7 x i8] c"g_4061\00", align 1
@g_4062 = internal global i32 1, align 4
@.str.82 = private unnamed_addr constant [7 x i8] c"g_4062\00", align 1
@g_4063 = internal global i32 -2, align 4
@.str.83 = private unnamed_addr constant [7 x i8] c"g_4063\00", align 1
@g_4064 = internal global i32 0, align 4
@.str.84 = private unnamed_addr constant [7 x i8] c"g_4064\00", align 1
@crc32_context = internal global i32 -1, align 4
@crc32_tab = internal global [256 x i32] zeroinitializer, align 16
@__const.func_1.l_4017 = private unnamed_addr constant [7 x [4 x [3 x i32]]] [[4 x [3 x i32]] [[3 x i32] [i32 1684185522, i32 -2029078802, i32 1242158560], [3 x i32] [i32 1, i32 1, i32 -471942806], [3 x i32] [i32 -1702600030, i32 -2029078802, i32 -2029078802], [3 x i32] [i32 -471942806, i32 -7, i32 -1]], [4 x [3 x i32]] [[3 x i32] [i32 -1702600030, i32 -7, i32 -1702600030], [3 x i32] [i32 1, i32 -471942806, i32 -1], [3 x i32] [i32 1684185522, i32 1684185522, i32 -2029078802], [3 x i32] [i32 -1111855475, i32 -471942806, i32 -471942806]], [4 x [3 x i32]] [[3 x i32] [i32 -2029078802, i32 -7, i32 1242158560], [3 x i32] [i32 -1111855475, i32 -7, i32 -1111855475], [3 x i32] [i32 1684185522, i32 -2029078802, i32 1242158560], [3 x i32] [i32 1, i32 -471942806, i32 -1111855475]], [4 x [3 x i32]] [[3 x i32] [i32 1242158560, i32 -1702600030, i32 -1702600030], [3 x i32] [i32 -1111855475, i32 1, i32 -7], [3 x i32] [i32 1242158560, i32 1684185522, i32 1242158560], [3 x i32] [i32 -471942806, i32 -1111855475, i32 -7]], [4 x [3 x i32]] [[3 x i32] [i32 -2029078802, i32 -2029078802, i32 -1702600030], [3 x i32] [i32 -1, i32 -1111855475, i32 -1111855475], [3 x i32] [i32 -1702600030, i32 1684185522, i32 -7], [3 x i32] [i32 -1, i32 1, i32 -1]], [4 x [3 x i32]] [[3 x i32] [i32 -2029078802, i32 -1702600030, i32 -7], [3 x i32] [i32 -471942806, i32 -471942806, i32 -1111855475], [3 x i32] [i32 1242158560, i32 -1702600030, i32 -1702600030], [3 x i32] [i32 -1111855475, i32 1, i32 -7]], [4 x [3 x i32]] [[3 x i32] [i32 1242158560, i32 1684185522, i32 1242158560], [3 x i32] [i32 -471942806, i32 -1111855475, i32 -7], [3 x i32] [i32 -2029078802, i32 -2029078802, i32 -1702600030], [3 x i32] [i32 -1, i32 -1111855475, i32 -1111855475]]], align 16
@__const.func_1.l_4023 = private unnamed_addr constant [1 x [10 x [4 x i32]]] [[10 x [4 x i32]] [[4 x i32] [i32 -2, i32 -1760787845, i32 -1105818429, i32 -1105818429], [4 x i32] [i32 920829184, i32 920829184, i32 8, i32 611180771], [4 x i32] [i32 920829184, i32 0, i32 -1105818429, i32 920829184], [4 x i32] [i32 -2, i32 611180771, i32 -2, i32 -1105818429], [4 x i32] [i32 -1760787845, i32 611180771, i32 8, i32 920829184], [4 x i32] [i32 611180771, i32 0, i32 0, i32 611180771], [4 x i32] [i32 -2, i32 920829184, i32 0, i32 -1105818429], [4 x i32] [i32 611180771, i32 -1760787845, i32 8, i32 -1760787845], [4 x i32] [i32 -1760787845, i32 0, i32 -2, i32 -1760787845], [4 x i32] [i32 -2, i32 -1760787845, i32 -1105818429, i32 -1105818429]]], align 16
@__const.func_1.l_3992 = private unnamed_addr constant [9 x i32*] [i32* @g_117, i32* @g_117, i32* @g_117, i32* @g_117, i32* @g_117, i32* @g_117, i32* @g_117, i32* @g_117, i32* @g_117], align 16
@g_1734 = internal global i32* @g_999, align 8
@g_4007 = internal global i32* @g_470, align 8
@g_4008 = internal global [7 x i32*] [i32* @g_470, i32* @g_470, i32* @g_470, i32* @g_470, i32* @g_470, i32* @g_470, i32* @g_470], align 16
@g_3288 = internal global i32*** @g_3289, align 8
@g_1656 = internal global i64* @g_173, align 8
@g_561 = internal global i64* getelementptr inbounds ([1 x i64], [1 x i64]* @g_562, i32 0, i32 0), align 8
@g_2088 = internal global i16*** @g_2089, align 8
@g_214 = internal global i8* @g_142, align 8
@g_3286 = internal constant i32** @g_3287, align 8
@g_4026 = internal global i32** bitcast (i8* getelementptr (i8, i8* bitcast ([8 x i32*]* @g_135 to i8*), i64 48) to i32**), align 8
@constinit = private global [3 x i32*] zeroinitializer, align 8
@constinit.85 = private global [3 x i32*] [i32* null, i32* @g_2, i32* null], align 8
@constinit.86 = private global [3 x i32*] [i32* @g_999, i32* @g_104, i32* null], align 8
@constinit.87 = private global [3 x i32*] [i32* @g_2, i32* null, i32* null], align 8
@constinit.88 = private global [3 x i32*] [i32* @g_6, i32* @g_2, i32* null], align 8
@constinit.89 = private global [3 x i32*] zeroinitializer, align 8
@constinit.90 = private global [3 x i32*] [i32* null, i32* @g_2, i32* null], align 8
@constinit.91 = private global [3 x i32*] [i32* @g_999, i32* @g_63, i32* @g_999], align 8
@constinit.92 = private global [3 x i32*] [i32* @g_6, i32* @g_63, i32* null], align 8
@constinit.93 = private global [3 x i32*] [i32* @g_94, i32* @g_94, i32* null], align 8
@constinit.94 = private global [3 x i32*] [i32* @g_104, i32* @g_63, i32* @g_999], align 8
@constinit.95 = private global [3 x i32*] [i32* @g_63, i32* @g_6, i32* null], align 8
@constinit.96 = private global [3 x i32*] [i32* @g_2, i32* @g_63, i32* @g_999], align 8
@constinit.97 = private global [3 x i32*] [i32* @g_6, i32* @g_63, i32* null], align 8
@constinit.98 = private global [3 x i32*] [i32* @g_94, i32* @g_94, i32* null], align 8
@constinit.99 = private global [3 x i32*] [i32* @g_104, i32* @g_63, i32* @g_999], align 8
@constinit.100 = private global [3 x i32*] [i32* @g_63, i32* @g_6, i32* null], align 8
@constinit.101 = private global [3 x i32*] [i32* @g_2, i32* @g_63, i32* @g_999], align 8
@constinit.102 = private global [3 x i32*] [i32* @g_6, i32* @g_63, i32* null], align 8
@constinit.103 = private global [3 x i32*] [i32* @g_94, i32* @g_94, i32* null], align 8
@constinit.104 = private global [3 x i32*] [i32* @g_104, i32* @g_63, i32* @g_999], align 8
@constinit.105 = private global [3 x i32*] [i32* @g_63, i32* @g_6, i32* null], align 8
@constinit.106 = private global [3 x i32*] [i32* @g_2, i32* @g_63, i32* @g_999], align 8
@constinit.107 = private global [3 x i32*] [i32* @g_6, i32* @g_63, i32* null], align 8
@constinit.108 = private global [3 x i32*] [i32* @g_94, i32* @g_94, i32* null], align 8
@constinit.109 = private global [3 x i32*] [i32* @g_104, i32* @g_63, i32* @g_999], align 8
@constinit.110 = private global [3 x i32*] [i32* @g_63, i32* @g_6, i32* null], align 8
@constinit.111 = private global [3 x i32*] [i32* @g_2, i32* @g_63, i32* @g_999], align 8
@constinit.112 = private global [3 x i32*] [i32* @g_6, i32* @g_63, i32* null], align 8
@constinit.113 = private global [3 x i32*] [i32* @g_94, i32* @g_94, i32* null], align 8
@constinit.114 = private global [3 x i32*] [i32* @g_104, i32* @g_63, i32* @g_999], align 8
@constinit.115 = private global [3 x i32*] [i32* @g_63, i32* @g_6, i32* null], align 8
@constinit.116 = private global [3 x i32*] [i32* @g_2, i32* @g_63, i32* @g_999], align 8
@constinit.117 = private global [3 x i32*] [i32* @g_6, i32* @g_63, i32* null], align 8
@constinit.118 = private global [3 x i32*] [i32* @g_94, i32* @g_94, i32* null], align 8
@constinit.119 = private global [3 x i32*] [i32* @g_104, i32* @g_63, i32* @g_999], align 8
@constinit.120 = private global [3 x i32*] [i32* @g_63, i32* @g_6, i32* null], align 8
@constinit.121 = private global [3 x i32*] [i32* @g_2, i32* @g_63, i32* @g_999], align 8
@constinit.122 = private global [3 x i32*] [i32* @g_6, i32* @g_63, i32* null], align 8
@constinit.123 = private global [3 x i32*] [i32* @g_94, i32* @g_94, i32* null], align 8
@constinit.124 = private global [3 x i32*] [i32* @g_104, i32* @g_63, i32* @g_999], align 8
@constinit.125 = private global [3 x i32*] [i32* @g_63, i32* @g_6, i32* null], align 8
@constinit.126 = private global [3 x i32*] [i32* @g_2, i32* @g_63, i32* @g_999], align 8
@constinit.127 = private global [3 x i32*] [i32* @g_6, i32* @g_63, i32* null], align 8
@constinit.128 = private global [3 x i32*] [i32* @g_94, i32* @g_94, i32* null], align 8
@constinit.129 = private global [3 x i32*] [i32* @g_104, i32* @g_63, i32* @g_999], align 8
@constinit.130 = private global [3 x i32*] [i32* @g_63, i32* @g_6, i32* null], align 8
@constinit.131 = private global [3 x i32*] [i32* @g_2, i32* @g_63, i32* @g_999], align 8
@constinit.132 = private global [3 x i32*] [i32* @g_6, i32* @g_63, i32* null], align 8
@constinit.133 = private global [3 x i32*] [i32* @g_94, i32* @g_94, i32* null], align 8
@constinit.134 = private global [3 x i32*] [i32* @g_104, i32* @g_63, i32* @g_999], align 8
@constinit.135 = private global [3 x i32*] [i32* @g_63, i32* @g_6, i32* null], align 8
@constinit.136 = private global [3 x i32*] [i32* @g_2, i32* @g_63, i32* @g_999], align 8
@constinit.137 = private global [3 x i32*] [i32* @g_6, i32* @g_63, i32* null], align 8
@constinit.138 = private global [3 x i32*] [i32* @g_94, i32* @g_94, i32* null], align 8
@constinit.139 = private global [3 x i32*] [i32* @g_104, i32* @g_63, i32* @g_999], align 8
@constinit.140 = private global [3 x i32*] [i32* @g_63, i32* @g_6, i32* null], align 8
@constinit.141 = private global [3 x i32*] [i32* @g_2, i32* @g_63, i32* @g_999], align 8
@__const.func_1.l_4059 = private unnamed_addr constant [3 x [1 x [5 x i32*]]] [[1 x [5 x i32*]] [[5 x i32*] [i32* @g_4064, i32* @g_4063, i32* @g_4063, i32* @g_4064, i32* null]], [1 x [5 x i32*]] [[5 x i32*] [i32* @g_4064, i32* @g_4062, i32* @g_4061, i32* @g_4061, i32* @g_4062]], [1 x [5 x i32*]] [[5 x i32*] [i32* null, i32* @g_4063, i32* @g_4061, i32* @g_4060, i32* @g_4060]]], align 16
@g_671 = internal global i16** @g_672, align 8
@g_3489 = internal global i32** @g_1652, align 8
@__const.func_9.l_144 = private unnamed_addr constant [10 x [9 x [2 x i32]]] [[9 x [2 x i32]] [[2 x i32] [i32 716609641, i32 -10], [2 x i32] [i32 -1356448680, i32 1], [2 x i32] [i32 -10, i32 636335243], [2 x i32] [i32 1117388826, i32 -1], [2 x i32] [i32 1, i32 786938277], [2 x i32] [i32 786938277, i32 786938277], [2 x i32] [i32 1, i32 -1], [2 x i32] [i32 1117388826, i32 636335243], [2 x i32] [i32 -10, i32 1]], [9 x [2 x i32]] [[2 x i32] [i32 -1356448680, i32 -10], [2 x i32] [i32 716609641, i32 2068481364], [2 x i32] [i32 716609641, i32 -10], [2 x i32] [i32 -1356448680, i32 1], [2 x i32] [i32 -10, i32 636335243], [2 x i32] [i32 1117388826, i32 -1], [2 x i32] [i32 1, i32 786938277], [2 x i32] [i32 786938277, i32 786938277], [2 x i32] [i32 1, i32 -1]], [9 x [2 x i32]] [[2 x i32] [i32 1117388826, i32 636335243], [2 x i32] [i32 -10, i32 1], [2 x i32] [i32 -1356448680, i32 -10], [2 x i32] [i32 716609641, i32 2068481364], [2 x i32] [i32 716609641, i32 -10], [2 x i32] [i32 -1356448680, i32 1], [2 x i32] [i32 -10, i32 636335243], [2 x i32] [i32 1117388826, i32 -1], [2 x i32] [i32 1, i32 786938277]], [9 x [2 x i32]] [[2 x i32] [i32 786938277, i32 786938277], [2 x i32] [i32 1, i32 -1], [2 x i32] [i32 1117388826, i32 636335243], [2 x i32] [i32 -10, i32 1], [2 x i32] [i32 -1356448680, i32 -10], [2 x i32] [i32 716609641, i32 2068481364], [2 x i32] [i32 716609641, i32 -10], [2 x i32] [i32 -1356448680, i32 1], [2 x i32] [i32 -10, i32 636335243]], [9 x [2 x i32]] [[2 x i32] [i32 1117388826, i32 -1], [2 x i32] [i32 1, i32 786938277], [2 x i32] [i32 786938277, i32 786938277], [2 x i32] [i32 1, i32 -1], [2 x i32] [i32 1117388826, i32 636335243], [2 x i32] [i32 -10, i32 1], [2 x i32] [i32 -1356448680, i32 -10], [2 x i32] [i32 716609641, i32 2068481364], [2 x i32] [i32 716609641, i32 -10]], [9 x [2 x i32]] [[2 x i32] [i32 -1356448680, i32 1], [2 x i32] [i32 -10, i32 636335243], [2 x i32] [i32 1117388826, i32 -1], [2 x i32] [i32 1, i32 786938277], [2 x i32] [i32 786938277, i32 786938277], [2 x i32] [i32 1, i32 -1], [2 x i32] [i32 1117388826, i32 636335243], [2 x i32] [i32 -10, i32 1], [2 x i32] [i32 -1356448680, i32 -10]], [9 x [2 x i32]] [[2 x i32] [i32 716609641, i32 2068481364], [2 x i32] [i32 716609641, i32 -10], [2 x i32] [i32 -1356448680, i32 1], [2 x i32] [i32 -10, i32 636335243], [2 x i32] [i32 1117388826, i32 -1], [2 x i32] [i32 1, i32 786938277], [2 x i32] [i32 786938277, i32 786938277], [2 x i32] [i32 1, i32 -1], [2 x i32] [i32 1117388826, i32 636335243]], [9 x [2 x i32]] [[2 x i32] [i32 -10, i32 1], [2 x i32] [i32 -1356448680, i32 -10], [2 x i32] [i32 716609641, i32 2068481364], [2 x i32] [i32 716609641, i32 -10], [2 x i32] [i32 -1356448680, i32 1], [2 x i32] [i32 2068481364, i32 -1356448680], [2 x i32] [i32 716609641, i32 1], [2 x i32] [i32 786938277, i32 1971818177], [2 x i32] [i32 1971818177, i32 1971818177]], [9 x [2 x i32]] [[2 x i32] [i32 786938277, i32 1], [2 x i32] [i32 716609641, i32 -1356448680], [2 x i32] [i32 2068481364, i32 786938277], [2 x i32] [i32 1117388826, i32 2068481364], [2 x i32] [i32 -1, i32 -1], [2 x i32] [i32 -1, i32 2068481364], [2 x i32] [i32 1117388826, i32 786938277], [2 x i32] [i32 2068481364, i32 -1356448680], [2 x i32] [i32 716609641, i32 1]], [9 x [2 x i32]] [[2 x i32] [i32 786938277, i32 1971818177], [2 x i32] [i32 1971818177, i32 1971818177], [2 x i32] [i32 786938277, i32 1], [2 x i32] [i32 716609641, i32 -1356448680], [2 x i32] [i32 2068481364, i32 786938277], [2 x i32] [i32 1117388826, i32 2068481364], [2 x i32] [i32 -1, i32 -1], [2 x i32] [i32 -1, i32 2068481364], [2 x i32] [i32 1117388826, i32 786938277]]], align 16
@g_134 = internal global [7 x i32**] [i32** bitcast (i8* getelementptr (i8, i8* bitcast ([8 x i32*]* @g_135 to i8*), i64 48) to i32**), i32** bitcast (i8* getelementptr (i8, i8* bitcast ([8 x i32*]* @g_135 to i8*), i64 48) to i32**), i32** bitcast (i8* getelementptr (i8, i8* bitcast ([8 x i32*]* @g_135 to i8*), i64 48) to i32**), i32** bitcast (i8* getelementptr (i8, i8* bitcast ([8 x i32*]* @g_135 to i8*), i64 48) to i32**), i32** bitcast (i8* getelementptr (i8, i8* bitcast ([8 x i32*]* @g_135 to i8*), i64 48) to i32**), i32** bitcast (i8* getelementptr (i8, i8* bitcast ([8 x i32*]* @g_135 to i8*), i64 48) to i32**), i32** bitcast (i8* getelementptr (i8, i8* bitcast ([8 x i32*]* @g_135 to i8*), i64 48) to i32**)], align 16
@g_3529 = internal global i32*** null, align 8
@__const.func_9.l_3747 = private unnamed_addr constant [5 x [6 x [4 x i16]]] [[6 x [4 x i16]] [[4 x i16] [i16 -26821, i16 2, i16 2, i16 -26821], [4 x i16] [i16 4332, i16 -19263, i16 -1, i16 2], [4 x i16] [i16 -19263, i16 -580, i16 0, i16 25941], [4 x i16] [i16 10563, i16 4332, i16 2, i16 25941], [4 x i16] [i16 3652, i16 -580, i16 3652, i16 2], [4 x i16] [i16 -26821, i16 -19263, i16 4, i16 -26821]], [6 x [4 x i16]] [[4 x i16] [i16 10563, i16 2, i16 -1, i16 -19263], [4 x i16] [i16 2, i16 -580, i16 -1, i16 -1], [4 x i16] [i16 10563, i16 10563, i16 4, i16 25941], [4 x i16] [i16 -26821, i16 28682, i16 3652, i16 -19263], [4 x i16] [i16 3652, i16 -19263, i16 2, i16 3652], [4 x i16] [i16 10563, i16 -19263, i16 0, i16 -19263]], [6 x [4 x i16]] [[4 x i16] [i16 -19263, i16 28682, i16 -1, i16 25941], [4 x i16] [i16 4332, i16 10563, i16 2, i16 -1], [4 x i16] [i16 -26821, i16 -580, i16 10214, i16 -19263], [4 x i16] [i16 -26821, i16 2, i16 2, i16 -26821], [4 x i16] [i16 4332, i16 -19263, i16 -1, i16 2], [4 x i16] [i16 -19263, i16 -580, i16 0, i16 25941]], [6 x [4 x i16]] [[4 x i16] [i16 10563, i16 4332, i16 2, i16 25941], [4 x i16] [i16 3652, i16 -580, i16 3652, i16 2], [4 x i16] [i16 -26821, i16 -19263, i16 4, i16 -26821], [4 x i16] [i16 10563, i16 2, i16 -1, i16 -19263], [4 x i16] [i16 2, i16 -580, i16 -1, i16 -1], [4 x i16] [i16 10563, i16 10563, i16 4, i16 25941]], [6 x [4 x i16]] [[4 x i16] [i16 -26821, i16 28682, i16 3652, i16 -19263], [4 x i16] [i16 3652, i16 -19263, i16 2, i16 3652], [4 x i16] [i16 10563, i16 -19263, i16 0, i16 -19263], [4 x i16] [i16 -19263, i16 28682, i16 -1, i16 25941], [4 x i16] [i16 4332, i16 10563, i16 2, i16 -1], [4 x i16] [i16 -26821, i16 -580, i16 10214, i16 -19263]]], align 16
@g_1021 = internal global [9 x [6 x [3 x i16*]]] [[6 x [3 x i16*]] [[3 x i16*] [i16* @g_592, i16* @g_50, i16* @g_50], [3 x i16*] [i16* @g_202, i16* @g_202, i16* @g_592], [3 x i16*] [i16* @g_202, i16* @g_50, i16* null], [3 x i16*] [i16* @g_592, i16* @g_592, i16* @g_202], [3 x i16*] [i16* null, i16* @g_202, i16* null], [3 x i16*] [i16* @g_50, i16* @g_202, i16* @g_50]], [6 x [3 x i16*]] [[3 x i16*] [i16* null, i16* @g_50, i16* @g_50], [3 x i16*] [i16* @g_202, i16* null, i16* @g_592], [3 x i16*] zeroinitializer, [3 x i16*] zeroinitializer, [3 x i16*] [i16* @g_592, i16* @g_592, i16* @g_50], [3 x i16*] [i16* @g_202, i16* @g_50, i16* @g_50]], [6 x [3 x i16*]] [[3 x i16*] [i16* @g_202, i16* null, i16* null], [3 x i16*] [i16* @g_202, i16* @g_202, i16* @g_50], [3 x i16*] [i16* @g_50, i16* @g_592, i16* @g_50], [3 x i16*] [i16* @g_50, i16* @g_202, i16* @g_592], [3 x i16*] [i16* @g_50, i16* @g_202, i16* @g_202], [3 x i16*] [i16* @g_50, i16* @g_50, i16* @g_202]], [6 x [3 x i16*]] [[3 x i16*] [i16* @g_50, i16* null, i16* @g_50], [3 x i16*] [i16* @g_50, i16* @g_50, i16* @g_50], [3 x i16*] [i16* null, i16* @g_50, i16* @g_50], [3 x i16*] [i16* null, i16* @g_592, i16* @g_592], [3 x i16*] [i16* null, i16* @g_592, i16* @g_592], [3 x i16*] [i16* @g_50, i16* @g_202, i16* @g_50]], [6 x [3 x i16*]] [[3 x i16*] [i16* @g_50, i16* @g_202, i16* @g_202], [3 x i16*] [i16* @g_592, i16* @g_592, i16* null], [3 x i16*] [i16* @g_592, i16* @g_592, i16* @g_50], [3 x i16*] [i16* @g_202, i16* @g_50, i16* @g_592], [3 x i16*] [i16* null, i16* @g_50, i16* @g_592], [3 x i16*] [i16* @g_50, i16* null, i16* @g_202]], [6 x [3 x i16*]] [[3 x i16*] [i16* null, i16* @g_50, i16* @g_202], [3 x i16*] [i16* @g_50, i16* @g_202, i16* @g_50], [3 x i16*] [i16* @g_50, i16* @g_202, i16* @g_50], [3 x i16*] [i16* @g_592, i16* @g_592, i16* null], [3 x i16*] [i16* @g_202, i16* @g_202, i16* null], [3 x i16*] [i16* @g_202, i16* null, i16* null]], [6 x [3 x i16*]] [[3 x i16*] [i16* @g_202, i16* @g_50, i16* @g_202], [3 x i16*] [i16* @g_592, i16* @g_592, i16* @g_50], [3 x i16*] [i16* @g_50, i16* @g_202, i16* null], [3 x i16*] [i16* @g_50, i16* @g_50, i16* null], [3 x i16*] [i16* null, i16* @g_202, i16* @g_50], [3 x i16*] [i16* @g_50, i16* null, i16* null]], [6 x [3 x i16*]] [[3 x i16*] [i16* null, i16* @g_592, i16* @g_50], [3 x i16*] [i16* @g_202, i16* null, i16* null], [3 x i16*] [i16* @g_592, i16* @g_202, i16* @g_50], [3 x i16*] [i16* @g_592, i16* null, i16* @g_202], [3 x i16*] [i16* @g_50, i16* null, i16* @g_202], [3 x i16*] [i16* @g_50, i16* null, i16* @g_50]], [6 x [3 x i16*]] [[3 x i16*] [i16* null, i16* @g_50, i16* null], [3 x i16*] [i16* null, i16* @g_50, i16* @g_50], [3 x i16*] zeroinitializer, [3 x i16*] [i16* @g_50, i16* @g_50, i16* @g_50], [3 x i16*] [i16* @g_50, i16* null, i16* null], [3 x i16*] [i16* @g_50, i16* null, i16* null]]], align 16
@__const.func_9.l_3456 = private unnamed_addr constant [9 x [7 x i16**]] [[7 x i16**] [i16** bitcast (i8* getelementptr (i8, i8* bitcast ([9 x [6 x [3 x i16*]]]* @g_1021 to i8*), i64 864) to i16**), i16** bitcast (i8* getelementptr (i8, i8* bitcast ([9 x [6 x [3 x i16*]]]* @g_1021 to i8*), i64 320) to i16**), i16** bitcast (i8* getelementptr (i8, i8* bitcast ([9 x [6 x [3 x i16*]]]* @g_1021 to i8*), i64 864) to i16**), i16** bitcast (i8* getelementptr (i8, i8* bitcast ([9 x [6 x [3 x i16*]]]* @g_1021 to i8*), i64 864) to i16**), i16** bitcast (i8* getelementptr (i8, i8* bitcast ([9 x [6 x [3 x i16*]]]* @g_1021 to i8*), i64 864) to i16**), i16** bitcast (i8* getelementptr (i8, i8* bitcast ([9 x [6 x [3 x i16*]]]* @g_1021 to i8*), i64 864) to i16**), i16** bitcast (i8* getelementptr (i8, i8* bitcast ([9 x [6 x [3 x i16*]]]* @g_1021 to i8*), i64 864) to i16**)], [7 x i16**] [i16** bitcast (i8* getelementptr (i8, i8* bitcast ([9 x [6 x [3 x i16*]]]* @g_1021 to i8*), i64 864) to i16**), i16** bitcast (i8* getelementptr (i8, i8* bitcast ([9 x [6 x [3 x i16*]]]* @g_1021 to i8*), i64 864) to i16**), i16** null, i16** bitcast (i8* getelementptr (i8, i8* bitcast ([9 x [6 x [3 x i16*]]]* @g_1021 to i8*), i64 864) to i16**), i16** bitcast (i8* getelementptr (i8, i8* bitcast ([9 x [6 x [3 x i16*]]]* @g_1021 to i8*), i64 864) to i16**), i16** bitcast (i8* getelementptr (i8, i8* bitcast ([9 x [6 x [3 x i16*]]]* @g_1021 to i8*), i64 864) to i16**), i16** bitcast (i8* getelementptr (i8, i8* bitcast ([9 x [6 x [3 x i16*]]]* @g_1021 to i8*), i64 320) to i16**)], [7 x i16**] [i16** bitcast (i8* getelementptr (i8, i8* bitcast ([9 x [6 x [3 x i16*]]]* @g_1021 to i8*), i64 864) to i16**), i16** bitcast (i8* getelementptr (i8, i8* bitcast ([9 x [6 x [3 x i16*]]]* @g_1021 to i8*), i64 864) to i16**), i16** bitcast (i8* getelementptr (i8, i8* bitcast ([9 x [6 x [3 x i16*]]]* @g_1021 to i8*), i64 384) to i16**), i16** bitcast (i8* getelementptr (i8, i8* bitcast ([9 x [6 x [3 x i16*]]]* @g_1021 to i8*), i64 864) to i16**), i16** null, i16** bitcast (i8* getelementptr (i8, i8* bitcast ([9 x [6 x [3 x i16*]]]* @g_1021 to i8*), i64 864) to i16**), i16** bitcast (i8* getelementptr (i8, i8* bitcast ([9 x [6 x [3 x i16*]]]* @g_1021 to i8*), i64 1056) to i16**)], [7 x i16**] [i16** bitcast (i8* getelementptr (i8, i8* bitcast ([9 x [6 x [3 x i16*]]]* @g_1021 to i8*), i64 864) to i16**), i16** bitcast (i8* getelementptr (i8, i8* bitcast ([9 x [6 x [3 x i16*]]]* @g_1021 to i8*), i64 864) to i16**), i16** bitcast (i8* getelementptr (i8, i8* bitcast ([9 x [6 x [3 x i16*]]]* @g_1021 to i8*), i64 864) to i16**), i16** bitcast (i8* getelementptr (i8, i8* bitcast ([9 x [6 x [3 x i16*]]]* @g_1021 to i8*), i64 864) to i16**), i16** null, i16** bitcast (i8* getelementptr (i8, i8* bitcast ([9 x [6 x [3 x i16*]]]* @g_1021 to i8*), i64 1056) to i16**), i16** bitcast (i8* getelementptr (i8, i8* bitcast ([9 x [6 x [3 x i16*]]]* @g_1021 to i8*), i64 976) to i16**)], [7 x i16**] [i16** null, i16** bitcast (i8* getelementptr (i8, i8* bitcast ([9 x [6 x [3 x i16*]]]* @g_1021 to i8*), i64 864) to i16**), i16** null, i16** bitcast (i8* getelementptr (i8, i8* bitcast ([9 x [6 x [3 x i16*]]]* @g_1021 to i8*), i64 384) to i16**), i16** bitcast (i8* getelementptr (i8, i8* bitcast ([9 x [6 x [3 x i16*]]]* @g_1021 to i8*), i64 1040) to i16**), i16** bitcast (i8* getelementptr (i8, i8* bitcast ([9 x [6 x [3 x i16*]]]* @g_1021 to i8*), i64 1040) to i16**), i16** bitcast (i8* getelementptr (i8, i8* bitcast ([9 x [6 x [3 x i16*]]]* @g_1021 to i8*), i64 384) to i16**)], [7 x i16**] [i16** bitcast (i8* getelementptr (i8, i8* bitcast ([9 x [6 x [3 x i16*]]]* @g_1021 to i8*), i64 864) to i16**), i16** bitcast (i8* getelementptr (i8, i8* bitcast ([9 x [6 x [3 x i16*]]]* @g_1021 to i8*), i64 864) to i16**), i16** bitcast (i8* getelementptr (i8, i8* bitcast ([9 x [6 x [3 x i16*]]]* @g_1021 to i8*), i64 864) to i16**), i16** bitcast (i8* getelementptr (i8, i8* bitcast ([9 x [6 x [3 x i16*]]]* @g_1021 to i8*), i64 976) to i16**), i16** bitcast (i8* getelementptr (i8, i8* bitcast ([9 x [6 x [3 x i16*]]]* @g_1021 to i8*), i64 1056) to i16**), i16** null, i16** bitcast (i8* getelementptr (i8, i8* bitcast ([9 x [6 x [3 x i16*]]]* @g_1021 to i8*), i64 864) to i16**)], [7 x i16**] [i16** null, i16** bitcast (i8* getelementptr (i8, i8* bitcast ([9 x [6 x [3 x i16*]]]* @g_1021 to i8*), i64 864) to i16**), i16** bitcast (i8* getelementptr (i8, i8* bitcast ([9 x [6 x [3 x i16*]]]* @g_1021 to i8*), i64 864) to i16**), i16** bitcast (i8* getelementptr (i8, i8* bitcast ([9 x [6 x [3 x i16*]]]* @g_1021 to i8*), i64 1056) to i16**), i16** bitcast (i8* getelementptr (i8, i8* bitcast ([9 x [6 x [3 x i16*]]]* @g_1021 to i8*), i64 920) to i16**), i16** bitcast (i8* getelementptr (i8, i8* bitcast ([9 x [6 x [3 x i16*]]]* @g_1021 to i8*), i64 864) to i16**), i16** bitcast (i8* getelementptr (i8, i8* bitcast ([9 x [6 x [3 x i16*]]]* @g_1021 to i8*), i64 864) to i16**)], [7 x i16**] [i16** bitcast (i8* getelementptr (i8, i8* bitcast ([9 x [6 x [3 x i16*]]]* @g_1021 to i8*), i64 864) to i16**), i16** bitcast (i8* getelementptr (i8, i8* bitcast ([9 x [6 x [3 x i16*]]]* @g_1021 to i8*), i64 1136) to i16**), i16** bitcast (i8* getelementptr (i8, i8* bitcast ([9 x [6 x [3 x i16*]]]* @g_1021 to i8*), i64 1040) to i16**), i16** bitcast (i8* getelementptr (i8, i8* bitcast ([9 x [6 x [3 x i16*]]]* @g_1021 to i8*), i64 320) to i16**), i16** bitcast (i8* getelementptr (i8, i8* bitcast ([9 x [6 x [3 x i16*]]]* @g_1021 to i8*), i64 864) to i16**), i16** null, i16** bitcast (i8* getelementptr (i8, i8* bitcast ([9 x [6 x [3 x i16*]]]* @g_1021 to i8*), i64 864) to i16**)], [7 x i16**] [i16** bitcast (i8* getelementptr (i8, i8* bitcast ([9 x [6 x [3 x i16*]]]* @g_1021 to i8*), i64 320) to i16**), i16** bitcast (i8* getelementptr (i8, i8* bitcast ([9 x [6 x [3 x i16*]]]* @g_1021 to i8*), i64 976) to i16**), i16** bitcast (i8* getelementptr (i8, i8* bitcast ([9 x [6 x [3 x i16*]]]* @g_1021 to i8*), i64 864) to i16**), i16** bitcast (i8* getelementptr (i8, i8* bitcast ([9 x [6 x [3 x i16*]]]* @g_1021 to i8*), i64 920) to i16**), i16** bitcast (i8* getelementptr (i8, i8* bitcast ([9 x [6 x [3 x i16*]]]* @g_1021 to i8*), i64 864) to i16**), i16** bitcast (i8* getelementptr (i8, i8* bitcast ([9 x [6 x [3 x i16*]]]* @g_1021 to i8*), i64 1040) to i16**), i16** bitcast (i8* getelementptr (i8, i8* bitcast ([9 x [6 x [3 x i16*]]]* @g_1021 to i8*), i64 864) to i16**)]], align 16
@g_670 = internal global i16*** @g_671, align 8
@__const.func_9.l_3473 = private unnamed_addr constant [3 x [3 x i16****]] [[3 x i16****] [i16**** @g_670, i16**** @g_670, i16**** @g_670], [3 x i16****] [i16**** @g_670, i16**** @g_670, i16**** @g_670], [3 x i16****] [i16**** @g_670, i16**** @g_670, i16**** @g_670]], align 16
@__const.func_9.l_3723 = private unnamed_addr constant [4 x [4 x i64]] [[4 x i64] [i64 -9, i64 -9, i64 -9, i64 -9], [4 x i64] [i64 -9, i64 -9, i64 -9, i64 -9], [4 x i64] [i64 -9, i64 -9, i64 -9, i64 -9], [4 x i64] [i64 -9, i64 -9, i64 -9, i64 -9]], align 16
@g_135 = internal global [8 x i32*] [i32* @g_104, i32* @g_104, i32* @g_104, i32* @g_104, i32* @g_104, i32* @g_104, i32* @g_104, i32* @g_104], align 16
@g_3289 = internal global i32** @g_3287, align 8
@g_3287 = internal global i32* @g_2832, align 8
@g_2089 = internal global i16** @g_2090, align 8
@g_2090 = internal global i16* @g_592, align 8
@g_672 = internal global i16* @g_299, align 8
@g_1652 = internal global i32* @g_336, align 8
@.str.142 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1
@.str.143 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !prof !34 {
  %3 = icmp eq i32 %0, 2
  br i1 %3, label %4, label %9, !prof !35

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1
  %6 = load i8*, i8** %5, align 8, !tbaa !36
  %7 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %6, i8* noundef nonnull dereferenceable(2) getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)) #6
  %8 = icmp eq i32 %7, 0
  %spec.select = zext i1 %8 to i32
  br label %9

9:                                                ; preds = %4, %2
  %.0 = phi i32 [ 0, %2 ], [ %spec.select, %4 ]
  call void @platform_main_begin()
  call void @crc32_gentab()
  %10 = call i32 @func_1()
  %11 = load i32, i32* @g_2, align 4, !tbaa !40
  %12 = sext i32 %11 to i64
  call void @transparent_crc(i64 noundef %12, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %.0)
  %13 = load i32, i32* @g_6, align 4, !tbaa !40
  %14 = sext i32 %13 to i64
  call void @transparent_crc(i64 noundef %14, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef %.0)
  %15 = load i16, i16* @g_50, align 2, !tbaa !42
  %16 = zext i16 %15 to i64
  call void @transparent_crc(i64 noundef %16, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i64 0, i64 0), i32 noundef %.0)
  %17 = load i32, i32* @g_63, align 4, !tbaa !40
  %18 = sext i32 %17 to i64
  call void @transparent_crc(i64 noundef %18, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i64 0, i64 0), i32 noundef %.0)
  %19 = load volatile i32, i32* @g_89, align 4, !tbaa !40
  %20 = zext i32 %19 to i64
  call void @transparent_crc(i64 noundef %20, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), i32 noundef %.0)
  %21 = load i32, i32* @g_94, align 4, !tbaa !40
  %22 = sext i32 %21 to i64
  call void @transparent_crc(i64 noundef %22, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i64 0, i64 0), i32 noundef %.0)
  %23 = load i32, i32* @g_104, align 4, !tbaa !40
  %24 = sext i32 %23 to i64
  call void @transparent_crc(i64 noundef %24, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.7, i64 0, i64 0), i32 noundef %.0)
  br label %25

25:                                               ; preds = %39, %9
  %.0203 = phi i32 [ 0, %9 ], [ %40, %39 ]
  %26 = icmp ult i32 %.0203, 8
  br i1 %26, label %27, label %41, !prof !44

27:                                               ; preds = %25, %37
  %.0198 = phi i32 [ %38, %37 ], [ 0, %25 ]
  %28 = icmp ult i32 %.0198, 9
  br i1 %28, label %29, label %39, !prof !45

29:                                               ; preds = %27
  %30 = zext i32 %.0203 to i64
  %31 = zext i32 %.0198 to i64
  %32 = getelementptr inbounds [8 x [9 x i8]], [8 x [9 x i8]]* @g_105, i64 0, i64 %30, i64 %31
  %33 = load volatile i8, i8* %32, align 1, !tbaa !46
  %34 = sext i8 %33 to i64
  call void @transparent_crc(i64 noundef %34, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.8, i64 0, i64 0), i32 noundef %.0)
  %.not220 = icmp eq i32 %.0, 0
  br i1 %.not220, label %37, label %35, !prof !47

35:                                               ; preds = %29
  %36 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.9, i64 0, i64 0), i32 noundef %.0203, i32 noundef %.0198) #7
  br label %37

37:                                               ; preds = %29, %35
  %38 = add nuw nsw i32 %.0198, 1
  br label %27, !llvm.loop !48

39:                                               ; preds = %27
  %40 = add nuw nsw i32 %.0203, 1
  br label %25, !llvm.loop !51

41:                                               ; preds = %25
  %42 = load volatile i8, i8* @g_106, align 1, !tbaa !46
  %43 = zext i8 %42 to i64
  call void @transparent_crc(i64 noundef %43, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.10, i64 0, i64 0), i32 noundef %.0)
  %44 = load i16, i16* @g_113, align 2, !tbaa !42
  %45 = sext i16 %44 to i64
  call void @transparent_crc(i64 noundef %45, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.11, i64 0, i64 0), i32 noundef %.0)
  %46 = load i32, i32* @g_117, align 4, !tbaa !40
  %47 = zext i32 %46 to i64
  call void @transparent_crc(i64 noundef %47, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.12, i64 0, i64 0), i32 noundef %.0)
  %48 = load i8, i8* @g_142, align 1, !tbaa !46
  %49 = sext i8 %48 to i64
  call void @transparent_crc(i64 noundef %49, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.13, i64 0, i64 0), i32 noundef %.0)
  %50 = load i64, i64* @g_173, align 8, !tbaa !52
  call void @transparent_crc(i64 noundef %50, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i64 0, i64 0), i32 noundef %.0)
  %51 = load i16, i16* @g_202, align 2, !tbaa !42
  %52 = zext i16 %51 to i64
  call void @transparent_crc(i64 noundef %52, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.15, i64 0, i64 0), i32 noundef %.0)
  br label %53

53:                                               ; preds = %66, %41
  %.1204 = phi i32 [ 0, %41 ], [ %67, %66 ]
  %54 = icmp ult i32 %.1204, 8
  br i1 %54, label %55, label %68, !prof !44

55:                                               ; preds = %53, %64
  %.1199 = phi i32 [ %65, %64 ], [ 0, %53 ]
  %56 = icmp ult i32 %.1199, 2
  br i1 %56, label %57, label %66, !prof !54

57:                                               ; preds = %55
  %58 = zext i32 %.1204 to i64
  %59 = zext i32 %.1199 to i64
  %60 = getelementptr inbounds [8 x [2 x i64]], [8 x [2 x i64]]* @g_269, i64 0, i64 %58, i64 %59
  %61 = load i64, i64* %60, align 8, !tbaa !52
  call void @transparent_crc(i64 noundef %61, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.16, i64 0, i64 0), i32 noundef %.0)
  %.not219 = icmp eq i32 %.0, 0
  br i1 %.not219, label %64, label %62, !prof !55

62:                                               ; preds = %57
  %63 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.9, i64 0, i64 0), i32 noundef %.1204, i32 noundef %.1199) #7
  br label %64

64:                                               ; preds = %57, %62
  %65 = add nuw nsw i32 %.1199, 1
  br label %55, !llvm.loop !56

66:                                               ; preds = %55
  %67 = add nuw nsw i32 %.1204, 1
  br label %53, !llvm.loop !57

68:                                               ; preds = %53
  %69 = load i16, i16* @g_277, align 2, !tbaa !42
  %70 = sext i16 %69 to i64
  call void @transparent_crc(i64 noundef %70, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.17, i64 0, i64 0), i32 noundef %.0)
  %71 = load i16, i16* @g_278, align 2, !tbaa !42
  %72 = sext i16 %71 to i64
  call void @transparent_crc(i64 noundef %72, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.18, i64 0, i64 0), i32 noundef %.0)
  %73 = load i16, i16* @g_279, align 2, !tbaa !42
  %74 = sext i16 %73 to i64
  call void @transparent_crc(i64 noundef %74, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), i32 noundef %.0)
  %75 = load i16, i16* @g_280, align 2, !tbaa !42
  %76 = sext i16 %75 to i64
  call void @transparent_crc(i64 noundef %76, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.20, i64 0, i64 0), i32 noundef %.0)
  %77 = load i16, i16* @g_281, align 2, !tbaa !42
  %78 = sext i16 %77 to i64
  call void @transparent_crc(i64 noundef %78, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.21, i64 0, i64 0), i32 noundef %.0)
  %79 = load i16, i16* @g_282, align 2, !tbaa !42
  %80 = sext i16 %79 to i64
  call void @transparent_crc(i64 noundef %80, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.22, i64 0, i64 0), i32 noundef %.0)
  %81 = load i16, i16* @g_283, align 2, !tbaa !42
  %82 = sext i16 %81 to i64
  call void @transparent_crc(i64 noundef %82, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.23, i64 0, i64 0), i32 noundef %.0)
  %83 = load i16, i16* @g_284, align 2, !tbaa !42
  %84 = sext i16 %83 to i64
  call void @transparent_crc(i64 noundef %84, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.24, i64 0, i64 0), i32 noundef %.0)
  %85 = load i16, i16* @g_285, align 2, !tbaa !42
  %86 = sext i16 %85 to i64
  call void @transparent_crc(i64 noundef %86, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.25, i64 0, i64 0), i32 noundef %.0)
  %87 = load i16, i16* @g_286, align 2, !tbaa !42
  %88 = sext i16 %87 to i64
  call void @transparent_crc(i64 noundef %88, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.26, i64 0, i64 0), i32 noundef %.0)
  %89 = load i16, i16* @g_287, align 2, !tbaa !42
  %90 = sext i16 %89 to i64
  call void @transparent_crc(i64 noundef %90, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.27, i64 0, i64 0), i32 noundef %.0)
  %91 = load i16, i16* @g_288, align 2, !tbaa !42
  %92 = sext i16 %91 to i64
  call void @transparent_crc(i64 noundef %92, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.28, i64 0, i64 0), i32 noundef %.0)
  %93 = load i16, i16* @g_289, align 2, !tbaa !42
  %94 = sext i16 %93 to i64
  call void @transparent_crc(i64 noundef %94, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.29, i64 0, i64 0), i32 noundef %.0)
  %95 = load i16, i16* @g_290, align 2, !tbaa !42
  %96 = sext i16 %95 to i64
  call void @transparent_crc(i64 noundef %96, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.30, i64 0, i64 0), i32 noundef %.0)
  %97 = load i16, i16* @g_291, align 2, !tbaa !42
  %98 = sext i16 %97 to i64
  call void @transparent_crc(i64 noundef %98, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.31, i64 0, i64 0), i32 noundef %.0)
  %99 = load i16, i16* @g_292, align 2, !tbaa !42
  %100 = sext i16 %99 to i64
  call void @transparent_crc(i64 noundef %100, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.32, i64 0, i64 0), i32 noundef %.0)
  %101 = load i16, i16* @g_293, align 2, !tbaa !42
  %102 = sext i16 %101 to i64
  call void @transparent_crc(i64 noundef %102, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.33, i64 0, i64 0), i32 noundef %.0)
  %103 = load i16, i16* @g_294, align 2, !tbaa !42
  %104 = sext i16 %103 to i64
  call void @transparent_crc(i64 noundef %104, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.34, i64 0, i64 0), i32 noundef %.0)
  %105 = load i16, i16* @g_295, align 2, !tbaa !42
  %106 = sext i16 %105 to i64
  call void @transparent_crc(i64 noundef %106, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.35, i64 0, i64 0), i32 noundef %.0)
  %107 = load i16, i16* @g_296, align 2, !tbaa !42
  %108 = sext i16 %107 to i64
  call void @transparent_crc(i64 noundef %108, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.36, i64 0, i64 0), i32 noundef %.0)
  %109 = load i16, i16* @g_297, align 2, !tbaa !42
  %110 = sext i16 %109 to i64
  call void @transparent_crc(i64 noundef %110, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.37, i64 0, i64 0), i32 noundef %.0)
  %111 = load i16, i16* @g_298, align 2, !tbaa !42
  %112 = sext i16 %111 to i64
  call void @transparent_crc(i64 noundef %112, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.38, i64 0, i64 0), i32 noundef %.0)
  %113 = load i16, i16* @g_299, align 2, !tbaa !42
  %114 = sext i16 %113 to i64
  call void @transparent_crc(i64 noundef %114, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.39, i64 0, i64 0), i32 noundef %.0)
  %115 = load i16, i16* @g_300, align 2, !tbaa !42
  %116 = sext i16 %115 to i64
  call void @transparent_crc(i64 noundef %116, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.40, i64 0, i64 0), i32 noundef %.0)
  %117 = load i8, i8* @g_311, align 1, !tbaa !46
  %118 = zext i8 %117 to i64
  call void @transparent_crc(i64 noundef %118, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.41, i64 0, i64 0), i32 noundef %.0)
  %119 = load i32, i32* @g_336, align 4, !tbaa !40
  %120 = zext i32 %119 to i64
  call void @transparent_crc(i64 noundef %120, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.42, i64 0, i64 0), i32 noundef %.0)
  %121 = load i64, i64* @g_398, align 8, !tbaa !52
  call void @transparent_crc(i64 noundef %121, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.43, i64 0, i64 0), i32 noundef %.0)
  %122 = load i32, i32* @g_470, align 4, !tbaa !40
  %123 = sext i32 %122 to i64
  call void @transparent_crc(i64 noundef %123, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.44, i64 0, i64 0), i32 noundef %.0)
  br label %124

124:                                              ; preds = %129, %68
  %.2205 = phi i32 [ 0, %68 ], [ %130, %129 ]
  %125 = icmp eq i32 %.2205, 0
  br i1 %125, label %126, label %131, !prof !58

126:                                              ; preds = %124
  call void @transparent_crc(i64 noundef -1, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.45, i64 0, i64 0), i32 noundef %.0)
  %.not218 = icmp eq i32 %.0, 0
  br i1 %.not218, label %129, label %127, !prof !59

127:                                              ; preds = %126
  %128 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.46, i64 0, i64 0), i32 noundef %.2205) #7
  br label %129

129:                                              ; preds = %126, %127
  %130 = add nuw nsw i32 %.2205, 1
  br label %124, !llvm.loop !60

131:                                              ; preds = %124
  %132 = load i16, i16* @g_592, align 2, !tbaa !42
  %133 = zext i16 %132 to i64
  call void @transparent_crc(i64 noundef %133, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.47, i64 0, i64 0), i32 noundef %.0)
  br label %134

134:                                              ; preds = %153, %131
  %.3206 = phi i32 [ 0, %131 ], [ %154, %153 ]
  %135 = icmp ult i32 %.3206, 3
  br i1 %135, label %136, label %155, !prof !61

136:                                              ; preds = %134, %151
  %.2200 = phi i32 [ %152, %151 ], [ 0, %134 ]
  %137 = icmp eq i32 %.2200, 0
  br i1 %137, label %138, label %153, !prof !62

138:                                              ; preds = %136, %149
  %.0197 = phi i32 [ %150, %149 ], [ 0, %136 ]
  %139 = icmp ult i32 %.0197, 8
  br i1 %139, label %140, label %151, !prof !63

140:                                              ; preds = %138
  %141 = zext i32 %.3206 to i64
  %142 = zext i32 %.2200 to i64
  %143 = zext i32 %.0197 to i64
  %144 = getelementptr inbounds [3 x [1 x [8 x i16]]], [3 x [1 x [8 x i16]]]* @g_978, i64 0, i64 %141, i64 %142, i64 %143
  %145 = load volatile i16, i16* %144, align 2, !tbaa !42
  %146 = zext i16 %145 to i64
  call void @transparent_crc(i64 noundef %146, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.48, i64 0, i64 0), i32 noundef %.0)
  %.not217 = icmp eq i32 %.0, 0
  br i1 %.not217, label %149, label %147, !prof !64

147:                                              ; preds = %140
  %148 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.49, i64 0, i64 0), i32 noundef %.3206, i32 noundef %.2200, i32 noundef %.0197) #7
  br label %149

149:                                              ; preds = %140, %147
  %150 = add nuw nsw i32 %.0197, 1
  br label %138, !llvm.loop !65

151:                                              ; preds = %138
  %152 = add nuw nsw i32 %.2200, 1
  br label %136, !llvm.loop !66

153:                                              ; preds = %136
  %154 = add nuw nsw i32 %.3206, 1
  br label %134, !llvm.loop !67

155:                                              ; preds = %134
  %156 = load i32, i32* @g_999, align 4, !tbaa !40
  %157 = sext i32 %156 to i64
  call void @transparent_crc(i64 noundef %157, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.50, i64 0, i64 0), i32 noundef %.0)
  %158 = load i16, i16* @g_1068, align 2, !tbaa !42
  %159 = sext i16 %158 to i64
  call void @transparent_crc(i64 noundef %159, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.51, i64 0, i64 0), i32 noundef %.0)
  %160 = load i64, i64* @g_1109, align 8, !tbaa !52
  call void @transparent_crc(i64 noundef %160, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.52, i64 0, i64 0), i32 noundef %.0)
  %161 = load i32, i32* @g_1265, align 4, !tbaa !40
  %162 = zext i32 %161 to i64
  call void @transparent_crc(i64 noundef %162, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.53, i64 0, i64 0), i32 noundef %.0)
  %163 = load i32, i32* @g_1348, align 4, !tbaa !40
  %164 = zext i32 %163 to i64
  call void @transparent_crc(i64 noundef %164, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.54, i64 0, i64 0), i32 noundef %.0)
  %165 = load i8, i8* @g_1422, align 1, !tbaa !46
  %166 = sext i8 %165 to i64
  call void @transparent_crc(i64 noundef %166, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.55, i64 0, i64 0), i32 noundef %.0)
  %167 = load i64, i64* @g_1750, align 8, !tbaa !52
  call void @transparent_crc(i64 noundef %167, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.56, i64 0, i64 0), i32 noundef %.0)
  %168 = load i8, i8* @g_1863, align 1, !tbaa !46
  %169 = zext i8 %168 to i64
  call void @transparent_crc(i64 noundef %169, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.57, i64 0, i64 0), i32 noundef %.0)
  %170 = load volatile i64, i64* @g_2139, align 8, !tbaa !52
  call void @transparent_crc(i64 noundef %170, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.58, i64 0, i64 0), i32 noundef %.0)
  call void @transparent_crc(i64 noundef -1, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.59, i64 0, i64 0), i32 noundef %.0)
  %171 = load volatile i8, i8* @g_2335, align 1, !tbaa !46
  %172 = zext i8 %171 to i64
  call void @transparent_crc(i64 noundef %172, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.60, i64 0, i64 0), i32 noundef %.0)
  %173 = load i8, i8* @g_2379, align 1, !tbaa !46
  %174 = sext i8 %173 to i64
  call void @transparent_crc(i64 noundef %174, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.61, i64 0, i64 0), i32 noundef %.0)
  br label %175

175:                                              ; preds = %194, %155
  %.4207 = phi i32 [ 0, %155 ], [ %195, %194 ]
  %176 = icmp ult i32 %.4207, 2
  br i1 %176, label %177, label %196, !prof !68

177:                                              ; preds = %175, %192
  %.3201 = phi i32 [ %193, %192 ], [ 0, %175 ]
  %178 = icmp ult i32 %.3201, 5
  br i1 %178, label %179, label %194, !prof !69

179:                                              ; preds = %177, %190
  %.1 = phi i32 [ %191, %190 ], [ 0, %177 ]
  %180 = icmp eq i32 %.1, 0
  br i1 %180, label %181, label %192, !prof !70

181:                                              ; preds = %179
  %182 = zext i32 %.4207 to i64
  %183 = zext i32 %.3201 to i64
  %184 = zext i32 %.1 to i64
  %185 = getelementptr inbounds [2 x [5 x [1 x i16]]], [2 x [5 x [1 x i16]]]* @g_2409, i64 0, i64 %182, i64 %183, i64 %184
  %186 = load i16, i16* %185, align 2, !tbaa !42
  %187 = zext i16 %186 to i64
  call void @transparent_crc(i64 noundef %187, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.62, i64 0, i64 0), i32 noundef %.0)
  %.not216 = icmp eq i32 %.0, 0
  br i1 %.not216, label %190, label %188, !prof !71

188:                                              ; preds = %181
  %189 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.49, i64 0, i64 0), i32 noundef %.4207, i32 noundef %.3201, i32 noundef %.1) #7
  br label %190

190:                                              ; preds = %181, %188
  %191 = add nuw nsw i32 %.1, 1
  br label %179, !llvm.loop !72

192:                                              ; preds = %179
  %193 = add nuw nsw i32 %.3201, 1
  br label %177, !llvm.loop !73

194:                                              ; preds = %177
  %195 = add nuw nsw i32 %.4207, 1
  br label %175, !llvm.loop !74

196:                                              ; preds = %175
  %197 = load i32, i32* @g_2434, align 4, !tbaa !40
  %198 = zext i32 %197 to i64
  call void @transparent_crc(i64 noundef %198, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.63, i64 0, i64 0), i32 noundef %.0)
  br label %199

199:                                              ; preds = %208, %196
  %.5208 = phi i32 [ 0, %196 ], [ %209, %208 ]
  %200 = icmp eq i32 %.5208, 0
  br i1 %200, label %201, label %210, !prof !58

201:                                              ; preds = %199
  %202 = zext i32 %.5208 to i64
  %203 = getelementptr inbounds [1 x i16], [1 x i16]* @g_2541, i64 0, i64 %202
  %204 = load i16, i16* %203, align 2, !tbaa !42
  %205 = zext i16 %204 to i64
  call void @transparent_crc(i64 noundef %205, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.64, i64 0, i64 0), i32 noundef %.0)
  %.not215 = icmp eq i32 %.0, 0
  br i1 %.not215, label %208, label %206, !prof !59

206:                                              ; preds = %201
  %207 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.46, i64 0, i64 0), i32 noundef %.5208) #7
  br label %208

208:                                              ; preds = %201, %206
  %209 = add nuw nsw i32 %.5208, 1
  br label %199, !llvm.loop !75

210:                                              ; preds = %199, %223
  %.6209 = phi i32 [ %224, %223 ], [ 0, %199 ]
  %211 = icmp eq i32 %.6209, 0
  br i1 %211, label %212, label %225, !prof !58

212:                                              ; preds = %210, %221
  %.4202 = phi i32 [ %222, %221 ], [ 0, %210 ]
  %213 = icmp ult i32 %.4202, 9
  br i1 %213, label %214, label %223, !prof !76

214:                                              ; preds = %212
  %215 = zext i32 %.6209 to i64
  %216 = zext i32 %.4202 to i64
  %217 = getelementptr inbounds [1 x [9 x i64]], [1 x [9 x i64]]* @g_2685, i64 0, i64 %215, i64 %216
  %218 = load i64, i64* %217, align 8, !tbaa !52
  call void @transparent_crc(i64 noundef %218, i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.65, i64 0, i64 0), i32 noundef %.0)
  %.not214 = icmp eq i32 %.0, 0
  br i1 %.not214, label %221, label %219, !prof !77

219:                                              ; preds = %214
  %220 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.9, i64 0, i64 0), i32 noundef %.6209, i32 noundef %.4202) #7
  br label %221

221:                                              ; preds = %214, %219
  %222 = add nuw nsw i32 %.4202, 1
  br label %212, !llvm.loop !78

223:                                              ; preds = %212
  %224 = add nuw nsw i32 %.6209, 1
  br label %210, !llvm.loop !79

225:                                              ; preds = %210
  %226 = load volatile i16, i16* @g_2776, align 2, !tbaa !42
  %227 = sext i16 %226 to i64
  call void @transparent_crc(i64 noundef %227, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.66, i64 0, i64 0), i32 noundef %.0)
  %228 = load i64, i64* @g_2795, align 8, !tbaa !52
  call void @transparent_crc(i64 noundef %228, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.67, i64 0, i64 0), i32 noundef %.0)
  br label %229

229:                                              ; preds = %247, %225
  %.7210 = phi i32 [ 0, %225 ], [ %248, %247 ]
  %230 = icmp ult i32 %.7210, 5
  br i1 %230, label %231, label %249, !prof !80

231:                                              ; preds = %229, %245
  %.5 = phi i32 [ %246, %245 ], [ 0, %229 ]
  %232 = icmp ult i32 %.5, 2
  br i1 %232, label %233, label %247, !prof !81

233:                                              ; preds = %231, %243
  %.2 = phi i32 [ %244, %243 ], [ 0, %231 ]
  %234 = icmp ult i32 %.2, 6
  br i1 %234, label %235, label %245, !prof !82

235:                                              ; preds = %233
  %236 = zext i32 %.7210 to i64
  %237 = zext i32 %.5 to i64
  %238 = zext i32 %.2 to i64
  %239 = getelementptr inbounds [5 x [2 x [6 x i64]]], [5 x [2 x [6 x i64]]]* @g_2823, i64 0, i64 %236, i64 %237, i64 %238
  %240 = load i64, i64* %239, align 8, !tbaa !52
  call void @transparent_crc(i64 noundef %240, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.68, i64 0, i64 0), i32 noundef %.0)
  %.not213 = icmp eq i32 %.0, 0
  br i1 %.not213, label %243, label %241, !prof !83

241:                                              ; preds = %235
  %242 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.49, i64 0, i64 0), i32 noundef %.7210, i32 noundef %.5, i32 noundef %.2) #7
  br label %243

243:                                              ; preds = %235, %241
  %244 = add nuw nsw i32 %.2, 1
  br label %233, !llvm.loop !84

245:                                              ; preds = %233
  %246 = add nuw nsw i32 %.5, 1
  br label %231, !llvm.loop !85

247:                                              ; preds = %231
  %248 = add nuw nsw i32 %.7210, 1
  br label %229, !llvm.loop !86

249:                                              ; preds = %229
  %250 = load volatile i32, i32* @g_2832, align 4, !tbaa !40
  %251 = sext i32 %250 to i64
  call void @transparent_crc(i64 noundef %251, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.69, i64 0, i64 0), i32 noundef %.0)
  %252 = load volatile i64, i64* @g_2953, align 8, !tbaa !52
  call void @transparent_crc(i64 noundef %252, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.70, i64 0, i64 0), i32 noundef %.0)
  br label %253

253:                                              ; preds = %272, %249
  %.8 = phi i32 [ 0, %249 ], [ %273, %272 ]
  %254 = icmp ult i32 %.8, 6
  br i1 %254, label %255, label %274, !prof !87

255:                                              ; preds = %253, %270
  %.6 = phi i32 [ %271, %270 ], [ 0, %253 ]
  %256 = icmp ult i32 %.6, 5
  br i1 %256, label %257, label %272, !prof !88

257:                                              ; preds = %255, %268
  %.3 = phi i32 [ %269, %268 ], [ 0, %255 ]
  %258 = icmp ult i32 %.3, 8
  br i1 %258, label %259, label %270, !prof !89

259:                                              ; preds = %257
  %260 = zext i32 %.8 to i64
  %261 = zext i32 %.6 to i64
  %262 = zext i32 %.3 to i64
  %263 = getelementptr inbounds [6 x [5 x [8 x i16]]], [6 x [5 x [8 x i16]]]* @g_2989, i64 0, i64 %260, i64 %261, i64 %262
  %264 = load i16, i16* %263, align 2, !tbaa !42
  %265 = sext i16 %264 to i64
  call void @transparent_crc(i64 noundef %265, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.71, i64 0, i64 0), i32 noundef %.0)
  %.not212 = icmp eq i32 %.0, 0
  br i1 %.not212, label %268, label %266, !prof !90

266:                                              ; preds = %259
  %267 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.49, i64 0, i64 0), i32 noundef %.8, i32 noundef %.6, i32 noundef %.3) #7
  br label %268

268:                                              ; preds = %259, %266
  %269 = add nuw nsw i32 %.3, 1
  br label %257, !llvm.loop !91

270:                                              ; preds = %257
  %271 = add nuw nsw i32 %.6, 1
  br label %255, !llvm.loop !92

272:                                              ; preds = %255
  %273 = add nuw nsw i32 %.8, 1
  br label %253, !llvm.loop !93

274:                                              ; preds = %253
  %275 = load volatile i32, i32* @g_3167, align 4, !tbaa !40
  %276 = zext i32 %275 to i64
  call void @transparent_crc(i64 noundef %276, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.72, i64 0, i64 0), i32 noundef %.0)
  %277 = load volatile i16, i16* @g_3361, align 2, !tbaa !42
  %278 = sext i16 %277 to i64
  call void @transparent_crc(i64 noundef %278, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.73, i64 0, i64 0), i32 noundef %.0)
  %279 = load i8, i8* @g_3518, align 1, !tbaa !46
  %280 = zext i8 %279 to i64
  call void @transparent_crc(i64 noundef %280, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.74, i64 0, i64 0), i32 noundef %.0)
  call void @transparent_crc(i64 noundef 0, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.75, i64 0, i64 0), i32 noundef %.0)
  br label %281

281:                                              ; preds = %300, %274
  %.9 = phi i32 [ 0, %274 ], [ %301, %300 ]
  %282 = icmp ult i32 %.9, 4
  br i1 %282, label %283, label %302, !prof !94

283:                                              ; preds = %281, %298
  %.7 = phi i32 [ %299, %298 ], [ 0, %281 ]
  %284 = icmp ult i32 %.7, 2
  br i1 %284, label %285, label %300, !prof !95

285:                                              ; preds = %283, %296
  %.4 = phi i32 [ %297, %296 ], [ 0, %283 ]
  %286 = icmp ult i32 %.4, 5
  br i1 %286, label %287, label %298, !prof !96

287:                                              ; preds = %285
  %288 = zext i32 %.9 to i64
  %289 = zext i32 %.7 to i64
  %290 = zext i32 %.4 to i64
  %291 = getelementptr inbounds [4 x [2 x [5 x i32]]], [4 x [2 x [5 x i32]]]* @g_3659, i64 0, i64 %288, i64 %289, i64 %290
  %292 = load volatile i32, i32* %291, align 4, !tbaa !40
  %293 = zext i32 %292 to i64
  call void @transparent_crc(i64 noundef %293, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.76, i64 0, i64 0), i32 noundef %.0)
  %.not211 = icmp eq i32 %.0, 0
  br i1 %.not211, label %296, label %294, !prof !97

294:                                              ; preds = %287
  %295 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.49, i64 0, i64 0), i32 noundef %.9, i32 noundef %.7, i32 noundef %.4) #7
  br label %296

296:                                              ; preds = %287, %294
  %297 = add nuw nsw i32 %.4, 1
  br label %285, !llvm.loop !98

298:                                              ; preds = %285
  %299 = add nuw nsw i32 %.7, 1
  br label %283, !llvm.loop !99

300:                                              ; preds = %283
  %301 = add nuw nsw i32 %.9, 1
  br label %281, !llvm.loop !100

302:                                              ; preds = %281
  %303 = load i16, i16* @g_3778, align 2, !tbaa !42
  %304 = zext i16 %303 to i64
  call void @transparent_crc(i64 noundef %304, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.77, i64 0, i64 0), i32 noundef %.0)
  br label %305

305:                                              ; preds = %314, %302
  %.10 = phi i32 [ 0, %302 ], [ %315, %314 ]
  %306 = icmp ult i32 %.10, 8
  br i1 %306, label %307, label %316, !prof !44

307:                                              ; preds = %305
  %308 = zext i32 %.10 to i64
  %309 = getelementptr inbounds [8 x i32], [8 x i32]* @g_4039, i64 0, i64 %308
  %310 = load volatile i32, i32* %309, align 4, !tbaa !40
  %311 = sext i32 %310 to i64
  call void @transparent_crc(i64 noundef %311, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.78, i64 0, i64 0), i32 noundef %.0)
  %.not = icmp eq i32 %.0, 0
  br i1 %.not, label %314, label %312, !prof !101

312:                                              ; preds = %307
  %313 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.46, i64 0, i64 0), i32 noundef %.10) #7
  br label %314

314:                                              ; preds = %307, %312
  %315 = add nuw nsw i32 %.10, 1
  br label %305, !llvm.loop !102

316:                                              ; preds = %305
  %317 = load volatile i32, i32* @g_4047, align 4, !tbaa !40
  %318 = zext i32 %317 to i64
  call void @transparent_crc(i64 noundef %318, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.79, i64 0, i64 0), i32 noundef %.0)
  %319 = load i32, i32* @g_4060, align 4, !tbaa !40
  %320 = sext i32 %319 to i64
  call void @transparent_crc(i64 noundef %320, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.80, i64 0, i64 0), i32 noundef %.0)
  %321 = load i32, i32* @g_4061, align 4, !tbaa !40
  %322 = sext i32 %321 to i64
  call void @transparent_crc(i64 noundef %322, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.81, i64 0, i64 0), i32 noundef %.0)
  %323 = load i32, i32* @g_4062, align 4, !tbaa !40
  %324 = sext i32 %323 to i64
  call void @transparent_crc(i64 noundef %324, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.82, i64 0, i64 0), i32 noundef %.0)
  %325 = load i32, i32* @g_4063, align 4, !tbaa !40
  %326 = sext i32 %325 to i64
  call void @transparent_crc(i64 noundef %326, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.83, i64 0, i64 0), i32 noundef %.0)
  %327 = load i32, i32* @g_4064, align 4, !tbaa !40
  %328 = sext i32 %327 to i64
  call void @transparent_crc(i64 noundef %328, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.84, i64 0, i64 0), i32 noundef %.0)
  %329 = load i32, i32* @crc32_context, align 4, !tbaa !40
  %330 = xor i32 %329, -1
  call void @platform_main_end(i32 noundef %330, i32 noundef %.0)
  ret i32 0
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @strcmp(i8* noundef, i8* noundef) #2

; Function Attrs: nounwind uwtable
define internal void @platform_main_begin() #0 !prof !34 !PGOFuncName !103 {
  ret void
}

; Function Attrs: nounwind uwtable
define internal void @crc32_gentab() #0 !prof !34 !PGOFuncName !104 {
  br label %1

1:                                                ; preds = %11, %0
  %.017 = phi i32 [ 0, %0 ], [ %14, %11 ]
  %2 = icmp ult i32 %.017, 256
  br i1 %2, label %3, label %15, !prof !105

3:                                                ; preds = %1, %5
  %.018 = phi i32 [ %.1, %5 ], [ %.017, %1 ]
  %.0 = phi i32 [ %10, %5 ], [ 8, %1 ]
  %4 = icmp sgt i32 %.0, 0
  br i1 %4, label %5, label %11, !prof !106

5:                                                ; preds = %3
  %6 = and i32 %.018, 1
  %.not = icmp eq i32 %6, 0
  %7 = lshr i32 %.018, 1
  %8 = xor i32 %7, -306674912
  %9 = lshr i32 %.018, 1
  %.1 = select i1 %.not, i32 %9, i32 %8, !prof !107
  %10 = add nsw i32 %.0, -1
  br label %3, !llvm.loop !108

11:                                               ; preds = %3
  %12 = zext i32 %.017 to i64
  %13 = getelementptr inbounds [256 x i32], [256 x i32]* @crc32_tab, i64 0, i64 %12
  store i32 %.018, i32* %13, align 4, !tbaa !40
  %14 = add nuw nsw i32 %.017, 1
  br label %1, !llvm.loop !109

15:                                               ; preds = %1
  ret void
}

; Function Attrs: nounwind uwtable
define internal i32 @func_1() #0 !prof !34 !PGOFuncName !110 {
  %1 = alloca [2 x [3 x i64]], align 16
  %2 = bitcast [2 x [3 x i64]]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %2) #7
  br label %3

3:                                                ; preds = %12, %0
  %.0 = phi i32 [ 0, %0 ], [ %13, %12 ]
  %4 = icmp ult i32 %.0, 2
  br i1 %4, label %5, label %14, !prof !68

5:                                                ; preds = %3, %7
  %.0527 = phi i32 [ %11, %7 ], [ 0, %3 ]
  %6 = icmp ult i32 %.0527, 3
  br i1 %6, label %7, label %12, !prof !111

7:                                                ; preds = %5
  %8 = zext i32 %.0 to i64
  %9 = zext i32 %.0527 to i64
  %10 = getelementptr inbounds [2 x [3 x i64]], [2 x [3 x i64]]* %1, i64 0, i64 %8, i64 %9
  store i64 -7, i64* %10, align 8, !tbaa !52
  %11 = add nuw nsw i32 %.0527, 1
  br label %5, !llvm.loop !112

12:                                               ; preds = %5
  %13 = add nuw nsw i32 %.0, 1
  br label %3, !llvm.loop !113

14:                                               ; preds = %3
  br label %15

15:                                               ; preds = %36, %14
  %storemerge = phi i32 [ 0, %14 ], [ %92, %36 ]
  %.0573 = phi i16 [ -1, %14 ], [ %81, %36 ]
  store i32 %storemerge, i32* @g_2, align 4, !tbaa !40
  %16 = icmp sgt i32 %storemerge, 6
  br i1 %16, label %17, label %93, !prof !35

17:                                               ; preds = %15
  store i32 -12, i32* @g_6, align 4, !tbaa !40
  %18 = load i32, i32* @g_2, align 4, !tbaa !40
  %19 = trunc i32 %18 to i16
  %20 = call signext i16 @func_9(i16 noundef signext %19)
  %21 = load i32, i32* @g_117, align 4, !tbaa !40
  %22 = add i32 %21, 1
  store i32 %22, i32* @g_117, align 4, !tbaa !40
  %23 = icmp ult i32 %22, 2
  %24 = zext i1 %23 to i32
  %25 = load volatile i32*, i32** @g_1734, align 8, !tbaa !36
  %26 = load i32, i32* %25, align 4, !tbaa !40
  %27 = and i32 %26, %24
  store i32 %27, i32* %25, align 4, !tbaa !40
  store i32 %27, i32* @g_63, align 4, !tbaa !40
  store i32* @g_470, i32** @g_4007, align 8, !tbaa !36
  store i32* @g_470, i32** getelementptr inbounds ([7 x i32*], [7 x i32*]* @g_4008, i64 0, i64 5), align 8, !tbaa !36
  %28 = load volatile i32***, i32**** @g_3288, align 8, !tbaa !36
  %29 = load volatile i32**, i32*** %28, align 8, !tbaa !36
  %30 = load i32*, i32** %29, align 8, !tbaa !36
  %31 = icmp eq i32* %30, @g_470
  %32 = call zeroext i8 @safe_add_func_uint8_t_u_u(i8 noundef zeroext 0, i8 noundef zeroext -32)
  %33 = load i64*, i64** @g_1656, align 8, !tbaa !36
  %34 = load i64, i64* %33, align 8, !tbaa !52
  %.not575 = icmp eq i64 %34, 0
  br i1 %.not575, label %36, label %35

35:                                               ; preds = %17
  br label %36

36:                                               ; preds = %35, %17
  %37 = load i32, i32* @g_63, align 4, !tbaa !40
  %38 = icmp eq i32 %37, 0
  %39 = zext i1 %38 to i8
  %40 = trunc i32 %37 to i8
  %41 = call zeroext i8 @safe_mul_func_uint8_t_u_u(i8 noundef zeroext %39, i8 noundef zeroext %40)
  %42 = zext i1 %31 to i8
  %43 = icmp ult i8 %41, %42
  %44 = load i16***, i16**** @g_2088, align 8, !tbaa !36
  %45 = load i16**, i16*** %44, align 8, !tbaa !36
  %46 = load i16*, i16** %45, align 8, !tbaa !36
  %47 = load i16, i16* %46, align 2, !tbaa !42
  %48 = zext i1 %43 to i16
  %49 = icmp eq i16 %47, %48
  %50 = zext i1 %49 to i8
  %51 = trunc i16 %.0573 to i8
  %52 = call signext i8 @safe_add_func_int8_t_s_s(i8 noundef signext %50, i8 noundef signext %51)
  %53 = load i32, i32* @g_63, align 4, !tbaa !40
  %54 = load i8*, i8** @g_214, align 8, !tbaa !36
  %55 = load i8, i8* %54, align 1, !tbaa !46
  %56 = trunc i32 %53 to i8
  %57 = or i8 %52, %56
  %58 = and i8 %57, %55
  store i8 %58, i8* %54, align 1, !tbaa !46
  %59 = sext i8 %58 to i32
  %60 = load i32, i32* @g_63, align 4, !tbaa !40
  %61 = or i32 %60, %59
  %62 = sext i32 %61 to i64
  %63 = call i64 @safe_div_func_uint64_t_u_u(i64 noundef %62, i64 noundef -367545888)
  %64 = trunc i64 %63 to i8
  %65 = load i32, i32* @g_63, align 4, !tbaa !40
  %66 = trunc i32 %65 to i8
  %67 = call signext i8 @safe_mul_func_int8_t_s_s(i8 noundef signext %64, i8 noundef signext %66)
  %68 = sext i8 %67 to i32
  %69 = load i32, i32* @g_63, align 4, !tbaa !40
  %70 = icmp slt i32 %69, %68
  %71 = zext i1 %70 to i8
  %72 = call signext i8 @safe_rshift_func_int8_t_s_u(i8 noundef signext %71, i32 noundef 7)
  %73 = load volatile i32**, i32*** @g_3286, align 8, !tbaa !36
  %74 = load i32*, i32** %73, align 8, !tbaa !36
  %75 = load volatile i32, i32* %74, align 4, !tbaa !40
  %76 = load i16***, i16**** @g_2088, align 8, !tbaa !36
  %77 = load i16**, i16*** %76, align 8, !tbaa !36
  %78 = load i16*, i16** %77, align 8, !tbaa !36
  %79 = load i16, i16* %78, align 2, !tbaa !42
  %80 = zext i16 %79 to i32
  %81 = call zeroext i16 @safe_lshift_func_uint16_t_u_u(i16 noundef zeroext -17577, i32 noundef %80)
  %82 = trunc i16 %81 to i8
  %83 = call signext i8 @safe_mul_func_int8_t_s_s(i8 noundef signext %82, i8 noundef signext 1)
  %84 = sext i8 %83 to i64
  %85 = getelementptr inbounds [2 x [3 x i64]], [2 x [3 x i64]]* %1, i64 0, i64 1, i64 1
  %86 = load i64, i64* %85, align 16, !tbaa !52
  %87 = call i64 @safe_div_func_uint64_t_u_u(i64 noundef %84, i64 noundef %86)
  %88 = trunc i64 %87 to i16
  %89 = xor i16 %88, -20000
  %90 = call signext i16 @safe_add_func_int16_t_s_s(i16 noundef signext %20, i16 noundef signext %89)
  %91 = load i32, i32* @g_2, align 4, !tbaa !40
  %92 = call i32 @safe_add_func_int32_t_s_s(i32 noundef %91, i32 noundef 4)
  br label %15, !llvm.loop !114

93:                                               ; preds = %15
  %94 = load volatile i32**, i32*** @g_4026, align 8, !tbaa !36
  store i32* @g_94, i32** %94, align 8, !tbaa !36
  %95 = load i32, i32* @g_94, align 4, !tbaa !40
  %96 = trunc i32 %95 to i16
  %97 = load i16**, i16*** @g_671, align 8, !tbaa !36
  %98 = load i16*, i16** %97, align 8, !tbaa !36
  store i16 %96, i16* %98, align 2, !tbaa !42
  %99 = trunc i32 %95 to i8
  %100 = call zeroext i8 @safe_add_func_uint8_t_u_u(i8 noundef zeroext 0, i8 noundef zeroext %99)
  %101 = load i32, i32* @g_94, align 4, !tbaa !40
  %102 = trunc i32 %101 to i8
  %103 = or i8 %102, -121
  %104 = call signext i8 @safe_sub_func_int8_t_s_s(i8 noundef signext %100, i8 noundef signext %103)
  %105 = load i8*, i8** @g_214, align 8, !tbaa !36
  store i8 %104, i8* %105, align 1, !tbaa !46
  %106 = call signext i8 @safe_lshift_func_int8_t_s_s(i8 noundef signext %104, i32 noundef 3)
  %107 = sext i8 %106 to i32
  %108 = load i32, i32* @g_94, align 4, !tbaa !40
  %.not = icmp eq i32 %108, %107
  %109 = zext i1 %.not to i64
  %110 = call i64 @safe_add_func_uint64_t_u_u(i64 noundef 5044958943190617119, i64 noundef %109)
  %111 = load i32, i32* @g_94, align 4, !tbaa !40
  %112 = icmp slt i32 %111, 28778
  %113 = zext i1 %112 to i16
  %114 = call signext i16 @safe_lshift_func_int16_t_s_u(i16 noundef signext %113, i32 noundef %111)
  %115 = load volatile i32*, i32** @g_1734, align 8, !tbaa !36
  %116 = load i32, i32* %115, align 4, !tbaa !40
  store i32 %116, i32* @g_94, align 4, !tbaa !40
  %117 = load i32**, i32*** @g_3489, align 8, !tbaa !36
  %118 = load i32*, i32** %117, align 8, !tbaa !36
  %119 = load i32, i32* %118, align 4, !tbaa !40
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %2) #7
  ret i32 %119
}

; Function Attrs: nounwind uwtable
define internal void @transparent_crc(i64 noundef %0, i8* noundef %1, i32 noundef %2) #0 !prof !115 !PGOFuncName !116 {
  call void @crc32_8bytes(i64 noundef %0)
  %.not = icmp eq i32 %2, 0
  br i1 %.not, label %9, label %4, !prof !117

4:                                                ; preds = %3
  %5 = load i32, i32* @crc32_context, align 4, !tbaa !40
  %6 = xor i32 %5, -1
  %7 = zext i32 %6 to i64
  %8 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @.str.142, i64 0, i64 0), i8* noundef %1, i64 noundef %7) #7
  br label %9

9:                                                ; preds = %4, %3
  ret void
}

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: nounwind uwtable
define internal void @platform_main_end(i32 noundef %0, i32 noundef %1) #0 !prof !34 !PGOFuncName !118 {
  %3 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.143, i64 0, i64 0), i32 noundef %0) #7
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nounwind uwtable
define internal signext i16 @safe_add_func_int16_t_s_s(i16 noundef signext %0, i16 noundef signext %1) #0 !prof !119 !PGOFuncName !120 {
  %3 = add i16 %0, %1
  ret i16 %3
}

; Function Attrs: nounwind uwtable
define internal signext i16 @func_9(i16 noundef signext %0) #0 !prof !119 !PGOFuncName !121 {
  br label %2

2:                                                ; preds = %4, %1
  %.0 = phi i32 [ 0, %1 ], [ %5, %4 ]
  %3 = icmp ult i32 %.0, 2
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = add nuw nsw i32 %.0, 1
  br label %2, !llvm.loop !122

6:                                                ; preds = %2
  br label %7

7:                                                ; preds = %18, %6
  %storemerge = phi i32 [ -20, %6 ], [ %20, %18 ]
  store i32 %storemerge, i32* @g_6, align 4, !tbaa !40
  %8 = icmp slt i32 %storemerge, -12
  br i1 %8, label %9, label %21

9:                                                ; preds = %7
  br label %10

10:                                               ; preds = %12, %9
  %.0127 = phi i32 [ 0, %9 ], [ %13, %12 ]
  %11 = icmp ult i32 %.0127, 7
  br i1 %11, label %12, label %14

12:                                               ; preds = %10
  %13 = add nuw nsw i32 %.0127, 1
  br label %10, !llvm.loop !123

14:                                               ; preds = %10, %16
  %.1 = phi i32 [ %17, %16 ], [ 0, %10 ]
  %15 = icmp eq i32 %.1, 0
  br i1 %15, label %16, label %18

16:                                               ; preds = %14
  %17 = add nuw nsw i32 %.1, 1
  br label %14, !llvm.loop !124

18:                                               ; preds = %14
  %19 = load i32, i32* @g_6, align 4, !tbaa !40
  %20 = add nsw i32 %19, 1
  br label %7, !llvm.loop !125

21:                                               ; preds = %7
  %22 = load i16***, i16**** @g_670, align 8, !tbaa !36
  %23 = load i16**, i16*** %22, align 8, !tbaa !36
  %24 = load i16*, i16** %23, align 8, !tbaa !36
  %25 = load i16, i16* %24, align 2, !tbaa !42
  ret i16 %25
}

; Function Attrs: nounwind uwtable
define internal i64 @safe_div_func_uint64_t_u_u(i64 noundef %0, i64 noundef %1) #0 !prof !119 !PGOFuncName !126 {
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
define internal signext i8 @safe_mul_func_int8_t_s_s(i8 noundef signext %0, i8 noundef signext %1) #0 !prof !119 !PGOFuncName !127 {
  %3 = mul i8 %0, %1
  ret i8 %3
}

; Function Attrs: nounwind uwtable
define internal zeroext i16 @safe_lshift_func_uint16_t_u_u(i16 noundef zeroext %0, i32 noundef %1) #0 !prof !119 !PGOFuncName !128 {
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
define internal signext i8 @safe_rshift_func_int8_t_s_u(i8 noundef signext %0, i32 noundef %1) #0 !prof !119 !PGOFuncName !129 {
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
define internal signext i8 @safe_add_func_int8_t_s_s(i8 noundef signext %0, i8 noundef signext %1) #0 !prof !119 !PGOFuncName !130 {
  %3 = add i8 %0, %1
  ret i8 %3
}

; Function Attrs: nounwind uwtable
define internal zeroext i8 @safe_mul_func_uint8_t_u_u(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 !prof !119 !PGOFuncName !131 {
  %3 = mul i8 %0, %1
  ret i8 %3
}

; Function Attrs: nounwind uwtable
define internal zeroext i8 @safe_add_func_uint8_t_u_u(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 !prof !34 !PGOFuncName !132 {
  %3 = add i8 %0, %1
  ret i8 %3
}

; Function Attrs: nounwind uwtable
define internal i32 @safe_add_func_int32_t_s_s(i32 noundef %0, i32 noundef %1) #0 !prof !119 !PGOFuncName !133 {
  %3 = icmp sgt i32 %0, 0
  %4 = icmp sgt i32 %1, 0
  %or.cond = and i1 %3, %4
  %5 = sub nsw i32 2147483647, %1
  %6 = icmp slt i32 %5, %0
  %or.cond12 = select i1 %or.cond, i1 %6, i1 false
  br i1 %or.cond12, label %13, label %7

7:                                                ; preds = %2
  %8 = and i32 %0, %1
  %9 = icmp slt i32 %8, 0
  %10 = sub nsw i32 -2147483648, %1
  %11 = icmp sgt i32 %10, %0
  %or.cond15 = select i1 %9, i1 %11, i1 false
  %12 = select i1 %or.cond15, i32 0, i32 %1
  %spec.select = add nsw i32 %12, %0
  br label %13

13:                                               ; preds = %7, %2
  %14 = phi i32 [ %0, %2 ], [ %spec.select, %7 ]
  ret i32 %14
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: nounwind uwtable
define internal signext i16 @safe_lshift_func_int16_t_s_u(i16 noundef signext %0, i32 noundef %1) #0 !prof !34 !PGOFuncName !134 {
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
define internal i64 @safe_add_func_uint64_t_u_u(i64 noundef %0, i64 noundef %1) #0 !prof !34 !PGOFuncName !135 {
  %3 = add i64 %0, %1
  ret i64 %3
}

; Function Attrs: nounwind uwtable
define internal signext i8 @safe_lshift_func_int8_t_s_s(i8 noundef signext %0, i32 noundef %1) #0 !prof !34 !PGOFuncName !136 {
  %3 = sext i8 %0 to i32
  %4 = icmp slt i8 %0, 0
  %5 = icmp ugt i32 %1, 31
  %6 = or i1 %5, %4
  %7 = lshr i32 127, %1
  %8 = icmp slt i32 %7, %3
  %or.cond10 = select i1 %6, i1 true, i1 %8
  %9 = select i1 %or.cond10, i32 0, i32 %1
  %10 = shl i32 %3, %9
  %11 = trunc i32 %10 to i8
  ret i8 %11
}

; Function Attrs: nounwind uwtable
define internal signext i8 @safe_sub_func_int8_t_s_s(i8 noundef signext %0, i8 noundef signext %1) #0 !prof !34 !PGOFuncName !137 {
  %3 = sub i8 %0, %1
  ret i8 %3
}

; Function Attrs: nounwind uwtable
define internal void @crc32_8bytes(i64 noundef %0) #0 !prof !115 !PGOFuncName !138 {
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
define internal void @crc32_byte(i8 noundef zeroext %0) #0 !prof !139 !PGOFuncName !140 {
  %2 = load i32, i32* @crc32_context, align 4, !tbaa !40
  %3 = lshr i32 %2, 8
  %4 = zext i8 %0 to i32
  %.masked = and i32 %2, 255
  %5 = xor i32 %.masked, %4
  %6 = zext i32 %5 to i64
  %7 = getelementptr inbounds [256 x i32], [256 x i32]* @crc32_tab, i64 0, i64 %6
  %8 = load i32, i32* %7, align 4, !tbaa !40
  %9 = xor i32 %3, %8
  store i32 %9, i32* @crc32_context, align 4, !tbaa !40
  ret void
}

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nosync nounwind willreturn }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly nofree nounwind willreturn }
attributes #5 = { argmemonly nofree nounwind willreturn writeonly }
attributes #6 = { nounwind readonly willreturn }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !29, !30, !31, !32}
!llvm.ident = !{!33}

!0 = !{i32 1, !"ProfileSummary", !1}
!1 = !{!2, !3, !4, !5, !6, !7, !8, !9, !10, !11}
!2 = !{!"ProfileFormat", !"InstrProf"}
!3 = !{!"TotalCount", i64 8854}
!4 = !{!"MaxCount", i64 4408}
!5 = !{!"MaxInternalCount", i64 2048}
!6 = !{!"MaxFunctionCount", i64 4408}
!7 = !{!"NumCounts", i64 46}
!8 = !{!"NumFunctions", i64 19}
!9 = !{!"IsPartialProfile", i64 0}
!10 = !{!"PartialProfileRatio", double 0.000000e+00}
!11 = !{!"DetailedSummary", !12}
!12 = !{!13, !14, !15, !16, !17, !18, !19, !20, !21, !22, !23, !24, !25, !26, !27, !28}
!13 = !{i32 10000, i64 4408, i32 1}
!14 = !{i32 100000, i64 4408, i32 1}
!15 = !{i32 200000, i64 4408, i32 1}
!16 = !{i32 300000, i64 4408, i32 1}
!17 = !{i32 400000, i64 4408, i32 1}
!18 = !{i32 500000, i64 2048, i32 2}
!19 = !{i32 600000, i64 2048, i32 2}
!20 = !{i32 700000, i64 2048, i32 2}
!21 = !{i32 800000, i64 1024, i32 3}
!22 = !{i32 900000, i64 551, i32 5}
!23 = !{i32 950000, i64 551, i32 5}
!24 = !{i32 990000, i64 256, i32 6}
!25 = !{i32 999000, i64 1, i32 22}
!26 = !{i32 999900, i64 1, i32 22}
!27 = !{i32 999990, i64 1, i32 22}
!28 = !{i32 999999, i64 1, i32 22}
!29 = !{i32 1, !"wchar_size", i32 4}
!30 = !{i32 7, !"PIC Level", i32 2}
!31 = !{i32 7, !"PIE Level", i32 2}
!32 = !{i32 7, !"uwtable", i32 1}
!33 = !{!"Debian clang version 14.0.6"}
!34 = !{!"function_entry_count", i64 1}
!35 = !{!"branch_weights", i32 1, i32 2}
!36 = !{!37, !37, i64 0}
!37 = !{!"any pointer", !38, i64 0}
!38 = !{!"omnipotent char", !39, i64 0}
!39 = !{!"Simple C/C++ TBAA"}
!40 = !{!41, !41, i64 0}
!41 = !{!"int", !38, i64 0}
!42 = !{!43, !43, i64 0}
!43 = !{!"short", !38, i64 0}
!44 = !{!"branch_weights", i32 9, i32 2}
!45 = !{!"branch_weights", i32 73, i32 9}
!46 = !{!38, !38, i64 0}
!47 = !{!"branch_weights", i32 73, i32 1}
!48 = distinct !{!48, !49, !50}
!49 = !{!"llvm.loop.mustprogress"}
!50 = !{!"llvm.loop.unroll.disable"}
!51 = distinct !{!51, !49, !50}
!52 = !{!53, !53, i64 0}
!53 = !{!"long", !38, i64 0}
!54 = !{!"branch_weights", i32 17, i32 9}
!55 = !{!"branch_weights", i32 17, i32 1}
!56 = distinct !{!56, !49, !50}
!57 = distinct !{!57, !49, !50}
!58 = !{!"branch_weights", i32 2, i32 2}
!59 = !{!"branch_weights", i32 2, i32 1}
!60 = distinct !{!60, !49, !50}
!61 = !{!"branch_weights", i32 4, i32 2}
!62 = !{!"branch_weights", i32 4, i32 4}
!63 = !{!"branch_weights", i32 25, i32 4}
!64 = !{!"branch_weights", i32 25, i32 1}
!65 = distinct !{!65, !49, !50}
!66 = distinct !{!66, !49, !50}
!67 = distinct !{!67, !49, !50}
!68 = !{!"branch_weights", i32 3, i32 2}
!69 = !{!"branch_weights", i32 11, i32 3}
!70 = !{!"branch_weights", i32 11, i32 11}
!71 = !{!"branch_weights", i32 11, i32 1}
!72 = distinct !{!72, !49, !50}
!73 = distinct !{!73, !49, !50}
!74 = distinct !{!74, !49, !50}
!75 = distinct !{!75, !49, !50}
!76 = !{!"branch_weights", i32 10, i32 2}
!77 = !{!"branch_weights", i32 10, i32 1}
!78 = distinct !{!78, !49, !50}
!79 = distinct !{!79, !49, !50}
!80 = !{!"branch_weights", i32 6, i32 2}
!81 = !{!"branch_weights", i32 11, i32 6}
!82 = !{!"branch_weights", i32 61, i32 11}
!83 = !{!"branch_weights", i32 61, i32 1}
!84 = distinct !{!84, !49, !50}
!85 = distinct !{!85, !49, !50}
!86 = distinct !{!86, !49, !50}
!87 = !{!"branch_weights", i32 7, i32 2}
!88 = !{!"branch_weights", i32 31, i32 7}
!89 = !{!"branch_weights", i32 241, i32 31}
!90 = !{!"branch_weights", i32 241, i32 1}
!91 = distinct !{!91, !49, !50}
!92 = distinct !{!92, !49, !50}
!93 = distinct !{!93, !49, !50}
!94 = !{!"branch_weights", i32 5, i32 2}
!95 = !{!"branch_weights", i32 9, i32 5}
!96 = !{!"branch_weights", i32 41, i32 9}
!97 = !{!"branch_weights", i32 41, i32 1}
!98 = distinct !{!98, !49, !50}
!99 = distinct !{!99, !49, !50}
!100 = distinct !{!100, !49, !50}
!101 = !{!"branch_weights", i32 9, i32 1}
!102 = distinct !{!102, !49, !50}
!103 = !{!"p1.c:platform_main_begin"}
!104 = !{!"p1.c:crc32_gentab"}
!105 = !{!"branch_weights", i32 257, i32 2}
!106 = !{!"branch_weights", i32 2049, i32 257}
!107 = !{!"branch_weights", i32 1025, i32 1025}
!108 = distinct !{!108, !49, !50}
!109 = distinct !{!109, !49, !50}
!110 = !{!"p1.c:func_1"}
!111 = !{!"branch_weights", i32 7, i32 3}
!112 = distinct !{!112, !49, !50}
!113 = distinct !{!113, !49, !50}
!114 = distinct !{!114, !49, !50}
!115 = !{!"function_entry_count", i64 551}
!116 = !{!"p1.c:transparent_crc"}
!117 = !{!"branch_weights", i32 552, i32 1}
!118 = !{!"p1.c:platform_main_end"}
!119 = !{!"function_entry_count", i64 0}
!120 = !{!"p1.c:safe_add_func_int16_t_s_s"}
!121 = !{!"p1.c:func_9"}
!122 = distinct !{!122, !49, !50}
!123 = distinct !{!123, !49, !50}
!124 = distinct !{!124, !49, !50}
!125 = distinct !{!125, !49, !50}
!126 = !{!"p1.c:safe_div_func_uint64_t_u_u"}
!127 = !{!"p1.c:safe_mul_func_int8_t_s_s"}
!128 = !{!"p1.c:safe_lshift_func_uint16_t_u_u"}
!129 = !{!"p1.c:safe_rshift_func_int8_t_s_u"}
!130 = !{!"p1.c:safe_add_func_int8_t_s_s"}
!131 = !{!"p1.c:safe_mul_func_uint8_t_u_u"}
!132 = !{!"p1.c:safe_add_func_uint8_t_u_u"}
!133 = !{!"p1.c:safe_add_func_int32_t_s_s"}
!134 = !{!"p1.c:safe_lshift_func_int16_t_s_u"}
!135 = !{!"p1.c:safe_add_func_uint64_t_u_u"}
!136 = !{!"p1.c:safe_lshift_func_int8_t_s_s"}
!137 = !{!"p1.c:safe_sub_func_int8_t_s_s"}
!138 = !{!"p1.c:crc32_8bytes"}
!139 = !{!"function_entry_count", i64 4408}
!140 = !{!"p1.c:crc32_byte"}

; ModuleID = 'csmith-8.c'
source_filename = "csmith-8.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S1 = type <{ i32, i16, i64 }>
%struct.S0 = type { i24, i32, i8, i32, i16, i32, i24 }

@.str = private unnamed_addr constant [2 x i8] c"1\00", align 1
@g_8 = internal global i32 -1, align 4
@.str.1 = private unnamed_addr constant [4 x i8] c"g_8\00", align 1
@g_22 = internal global i64 1444132733928190633, align 8
@.str.2 = private unnamed_addr constant [5 x i8] c"g_22\00", align 1
@g_23 = internal global i64 -7918553914833253218, align 8
@.str.3 = private unnamed_addr constant [5 x i8] c"g_23\00", align 1
@g_25 = internal global i64 0, align 8
@.str.4 = private unnamed_addr constant [5 x i8] c"g_25\00", align 1
@g_26 = internal global i16 -7, align 2
@.str.5 = private unnamed_addr constant [5 x i8] c"g_26\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"g_29.f0\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"g_29.f1\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"g_29.f2\00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"g_29.f3\00", align 1
@.str.10 = private unnamed_addr constant [8 x i8] c"g_29.f4\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c"g_29.f5\00", align 1
@.str.12 = private unnamed_addr constant [8 x i8] c"g_29.f6\00", align 1
@g_36 = internal global i32 29123630, align 4
@.str.13 = private unnamed_addr constant [5 x i8] c"g_36\00", align 1
@g_56 = internal global i8 -10, align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"g_56\00", align 1
@g_68 = internal global i32 -4, align 4
@.str.15 = private unnamed_addr constant [5 x i8] c"g_68\00", align 1
@g_100 = internal global i32 -10, align 4
@.str.16 = private unnamed_addr constant [6 x i8] c"g_100\00", align 1
@g_103 = internal global i32 9, align 4
@.str.17 = private unnamed_addr constant [6 x i8] c"g_103\00", align 1
@g_137 = internal global i16 -12030, align 2
@.str.18 = private unnamed_addr constant [6 x i8] c"g_137\00", align 1
@g_143 = internal global i16 -1, align 2
@.str.19 = private unnamed_addr constant [6 x i8] c"g_143\00", align 1
@.str.20 = private unnamed_addr constant [12 x i8] c"g_149[i].f0\00", align 1
@.str.21 = private unnamed_addr constant [12 x i8] c"g_149[i].f1\00", align 1
@.str.22 = private unnamed_addr constant [12 x i8] c"g_149[i].f2\00", align 1
@.str.23 = private unnamed_addr constant [12 x i8] c"g_149[i].f3\00", align 1
@.str.24 = private unnamed_addr constant [12 x i8] c"g_149[i].f4\00", align 1
@.str.25 = private unnamed_addr constant [12 x i8] c"g_149[i].f5\00", align 1
@.str.26 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1
@.str.27 = private unnamed_addr constant [15 x i8] c"g_170[i][j].f0\00", align 1
@.str.28 = private unnamed_addr constant [15 x i8] c"g_170[i][j].f1\00", align 1
@.str.29 = private unnamed_addr constant [15 x i8] c"g_170[i][j].f2\00", align 1
@.str.30 = private unnamed_addr constant [15 x i8] c"g_170[i][j].f3\00", align 1
@.str.31 = private unnamed_addr constant [15 x i8] c"g_170[i][j].f4\00", align 1
@.str.32 = private unnamed_addr constant [15 x i8] c"g_170[i][j].f5\00", align 1
@.str.33 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1
@g_178 = internal global i64 5482954667373250478, align 8
@.str.34 = private unnamed_addr constant [6 x i8] c"g_178\00", align 1
@.str.35 = private unnamed_addr constant [9 x i8] c"g_185.f0\00", align 1
@.str.36 = private unnamed_addr constant [9 x i8] c"g_185.f1\00", align 1
@.str.37 = private unnamed_addr constant [9 x i8] c"g_185.f2\00", align 1
@.str.38 = private unnamed_addr constant [9 x i8] c"g_185.f3\00", align 1
@.str.39 = private unnamed_addr constant [9 x i8] c"g_185.f4\00", align 1
@.str.40 = private unnamed_addr constant [9 x i8] c"g_185.f5\00", align 1
@g_218 = internal global i32 -2138225009, align 4
@.str.41 = private unnamed_addr constant [6 x i8] c"g_218\00", align 1
@g_306 = internal global [3 x [5 x [2 x i8]]] [[5 x [2 x i8]] [[2 x i8] c"\01\00", [2 x i8] c"\01\01", [2 x i8] c"\00\01", [2 x i8] c"\01\00", [2 x i8] c"\01\01"], [5 x [2 x i8]] [[2 x i8] c"\00\01", [2 x i8] c"\01\00", [2 x i8] c"\01\01", [2 x i8] c"\00\01", [2 x i8] c"\01\00"], [5 x [2 x i8]] [[2 x i8] c"\01\01", [2 x i8] c"\00\01", [2 x i8] c"\01\00", [2 x i8] c"\01\01", [2 x i8] c"\00\01"]], align 16
@.str.42 = private unnamed_addr constant [15 x i8] c"g_306[i][j][k]\00", align 1
@.str.43 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1
@g_307 = internal global i32 -3, align 4
@.str.44 = private unnamed_addr constant [6 x i8] c"g_307\00", align 1
@.str.45 = private unnamed_addr constant [9 x i8] c"g_324.f0\00", align 1
@.str.46 = private unnamed_addr constant [9 x i8] c"g_324.f1\00", align 1
@.str.47 = private unnamed_addr constant [9 x i8] c"g_324.f2\00", align 1
@.str.48 = private unnamed_addr constant [9 x i8] c"g_324.f3\00", align 1
@.str.49 = private unnamed_addr constant [9 x i8] c"g_324.f4\00", align 1
@.str.50 = private unnamed_addr constant [9 x i8] c"g_324.f5\00", align 1
@.str.51 = private unnamed_addr constant [9 x i8] c"g_374.f0\00", align 1
@.str.52 = private unnamed_addr constant [9 x i8] c"g_374.f1\00", align 1
@.str.53 = private unnamed_addr constant [9 x i8] c"g_374.f2\00", align 1
@.str.54 = private unnamed_addr constant [9 x i8] c"g_374.f3\00", align 1
@.str.55 = private unnamed_addr constant [9 x i8] c"g_374.f4\00", align 1
@.str.56 = private unnamed_addr constant [9 x i8] c"g_374.f5\00", align 1
@.str.57 = private unnamed_addr constant [9 x i8] c"g_403.f0\00", align 1
@.str.58 = private unnamed_addr constant [9 x i8] c"g_403.f1\00", align 1
@.str.59 = private unnamed_addr constant [9 x i8] c"g_403.f2\00", align 1
@.str.60 = private unnamed_addr constant [9 x i8] c"g_403.f3\00", align 1
@.str.61 = private unnamed_addr constant [9 x i8] c"g_403.f4\00", align 1
@.str.62 = private unnamed_addr constant [9 x i8] c"g_403.f5\00", align 1
@.str.63 = private unnamed_addr constant [9 x i8] c"g_403.f6\00", align 1
@.str.64 = private unnamed_addr constant [6 x i8] c"g_415\00", align 1
@g_417 = internal constant [2 x i16] [i16 28922, i16 28922], align 2
@.str.65 = private unnamed_addr constant [9 x i8] c"g_417[i]\00", align 1
@g_421 = internal global i32 0, align 4
@.str.66 = private unnamed_addr constant [6 x i8] c"g_421\00", align 1
@g_493 = internal global i32 -1788064777, align 4
@.str.67 = private unnamed_addr constant [6 x i8] c"g_493\00", align 1
@.str.68 = private unnamed_addr constant [9 x i8] c"g_530.f0\00", align 1
@.str.69 = private unnamed_addr constant [9 x i8] c"g_530.f1\00", align 1
@.str.70 = private unnamed_addr constant [9 x i8] c"g_530.f2\00", align 1
@.str.71 = private unnamed_addr constant [9 x i8] c"g_530.f3\00", align 1
@.str.72 = private unnamed_addr constant [9 x i8] c"g_530.f4\00", align 1
@.str.73 = private unnamed_addr constant [9 x i8] c"g_530.f5\00", align 1
@.str.74 = private unnamed_addr constant [9 x i8] c"g_530.f6\00", align 1
@g_585 = internal global [8 x i32] [i32 2146148274, i32 0, i32 2146148274, i32 0, i32 2146148274, i32 0, i32 2146148274, i32 0], align 16
@.str.75 = private unnamed_addr constant [9 x i8] c"g_585[i]\00", align 1
@.str.76 = private unnamed_addr constant [12 x i8] c"g_598[i].f0\00", align 1
@.str.77 = private unnamed_addr constant [12 x i8] c"g_598[i].f1\00", align 1
@.str.78 = private unnamed_addr constant [12 x i8] c"g_598[i].f2\00", align 1
@.str.79 = private unnamed_addr constant [12 x i8] c"g_598[i].f3\00", align 1
@.str.80 = private unnamed_addr constant [12 x i8] c"g_598[i].f4\00", align 1
@.str.81 = private unnamed_addr constant [12 x i8] c"g_598[i].f5\00", align 1
@.str.82 = private unnamed_addr constant [9 x i8] c"g_622.f0\00", align 1
@.str.83 = private unnamed_addr constant [9 x i8] c"g_622.f1\00", align 1
@.str.84 = private unnamed_addr constant [9 x i8] c"g_622.f2\00", align 1
@.str.85 = private unnamed_addr constant [9 x i8] c"g_622.f3\00", align 1
@.str.86 = private unnamed_addr constant [9 x i8] c"g_622.f4\00", align 1
@.str.87 = private unnamed_addr constant [9 x i8] c"g_622.f5\00", align 1
@.str.88 = private unnamed_addr constant [9 x i8] c"g_779.f0\00", align 1
@.str.89 = private unnamed_addr constant [9 x i8] c"g_779.f1\00", align 1
@.str.90 = private unnamed_addr constant [9 x i8] c"g_779.f2\00", align 1
@.str.91 = private unnamed_addr constant [9 x i8] c"g_779.f3\00", align 1
@.str.92 = private unnamed_addr constant [9 x i8] c"g_779.f4\00", align 1
@.str.93 = private unnamed_addr constant [9 x i8] c"g_779.f5\00", align 1
@g_829 = internal global i32 1822863296, align 4
@.str.94 = private unnamed_addr constant [6 x i8] c"g_829\00", align 1
@.str.95 = private unnamed_addr constant [18 x i8] c"g_854[i][j][k].f0\00", align 1
@.str.96 = private unnamed_addr constant [18 x i8] c"g_854[i][j][k].f1\00", align 1
@.str.97 = private unnamed_addr constant [18 x i8] c"g_854[i][j][k].f2\00", align 1
@.str.98 = private unnamed_addr constant [18 x i8] c"g_854[i][j][k].f3\00", align 1
@.str.99 = private unnamed_addr constant [18 x i8] c"g_854[i][j][k].f4\00", align 1
@.str.100 = private unnamed_addr constant [18 x i8] c"g_854[i][j][k].f5\00", align 1
@.str.101 = private unnamed_addr constant [15 x i8] c"g_857[i][j].f0\00", align 1
@.str.102 = private unnamed_addr constant [15 x i8] c"g_857[i][j].f1\00", align 1
@.str.103 = private unnamed_addr constant [15 x i8] c"g_857[i][j].f2\00", align 1
@.str.104 = private unnamed_addr constant [15 x i8] c"g_857[i][j].f3\00", align 1
@.str.105 = private unnamed_addr constant [15 x i8] c"g_857[i][j].f4\00", align 1
@.str.106 = private unnamed_addr constant [15 x i8] c"g_857[i][j].f5\00", align 1
@.str.107 = private unnamed_addr constant [9 x i8] c"g_905.f0\00", align 1
@.str.108 = private unnamed_addr constant [9 x i8] c"g_905.f1\00", align 1
@.str.109 = private unnamed_addr constant [9 x i8] c"g_905.f2\00", align 1
@.str.110 = private unnamed_addr constant [9 x i8] c"g_905.f3\00", align 1
@.str.111 = private unnamed_addr constant [9 x i8] c"g_905.f4\00", align 1
@.str.112 = private unnamed_addr constant [9 x i8] c"g_905.f5\00", align 1
@g_1003 = internal global i64 -1, align 8
@.str.113 = private unnamed_addr constant [7 x i8] c"g_1003\00", align 1
@g_1039 = internal global [10 x [5 x [5 x i64]]] [[5 x [5 x i64]] [[5 x i64] [i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837], [5 x i64] [i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978], [5 x i64] [i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837], [5 x i64] [i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978], [5 x i64] [i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837]], [5 x [5 x i64]] [[5 x i64] [i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978], [5 x i64] [i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837], [5 x i64] [i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978], [5 x i64] [i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837], [5 x i64] [i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978]], [5 x [5 x i64]] [[5 x i64] [i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837], [5 x i64] [i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978], [5 x i64] [i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837], [5 x i64] [i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978], [5 x i64] [i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837]], [5 x [5 x i64]] [[5 x i64] [i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978], [5 x i64] [i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837], [5 x i64] [i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978], [5 x i64] [i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837], [5 x i64] [i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978]], [5 x [5 x i64]] [[5 x i64] [i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837], [5 x i64] [i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978], [5 x i64] [i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837], [5 x i64] [i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978], [5 x i64] [i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837]], [5 x [5 x i64]] [[5 x i64] [i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978], [5 x i64] [i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837], [5 x i64] [i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978], [5 x i64] [i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837], [5 x i64] [i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978]], [5 x [5 x i64]] [[5 x i64] [i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837], [5 x i64] [i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978], [5 x i64] [i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837], [5 x i64] [i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978], [5 x i64] [i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837]], [5 x [5 x i64]] [[5 x i64] [i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978], [5 x i64] [i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837], [5 x i64] [i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978], [5 x i64] [i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837], [5 x i64] [i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978]], [5 x [5 x i64]] [[5 x i64] [i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837], [5 x i64] [i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978], [5 x i64] [i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837], [5 x i64] [i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978], [5 x i64] [i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837]], [5 x [5 x i64]] [[5 x i64] [i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978], [5 x i64] [i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837], [5 x i64] [i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978], [5 x i64] [i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837], [5 x i64] [i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978]]], align 16
@.str.114 = private unnamed_addr constant [16 x i8] c"g_1039[i][j][k]\00", align 1
@g_1073 = internal global [4 x i32] [i32 -81261519, i32 -81261519, i32 -81261519, i32 -81261519], align 16
@.str.115 = private unnamed_addr constant [10 x i8] c"g_1073[i]\00", align 1
@g_1078 = internal global i16 24612, align 2
@.str.116 = private unnamed_addr constant [7 x i8] c"g_1078\00", align 1
@.str.117 = private unnamed_addr constant [10 x i8] c"g_1174.f0\00", align 1
@.str.118 = private unnamed_addr constant [10 x i8] c"g_1174.f1\00", align 1
@.str.119 = private unnamed_addr constant [10 x i8] c"g_1174.f2\00", align 1
@.str.120 = private unnamed_addr constant [10 x i8] c"g_1174.f3\00", align 1
@.str.121 = private unnamed_addr constant [10 x i8] c"g_1174.f4\00", align 1
@.str.122 = private unnamed_addr constant [10 x i8] c"g_1174.f5\00", align 1
@g_1189 = internal global i32 71317059, align 4
@.str.123 = private unnamed_addr constant [7 x i8] c"g_1189\00", align 1
@.str.124 = private unnamed_addr constant [10 x i8] c"g_1211.f0\00", align 1
@.str.125 = private unnamed_addr constant [10 x i8] c"g_1211.f1\00", align 1
@.str.126 = private unnamed_addr constant [10 x i8] c"g_1211.f2\00", align 1
@.str.127 = private unnamed_addr constant [10 x i8] c"g_1211.f3\00", align 1
@.str.128 = private unnamed_addr constant [10 x i8] c"g_1211.f4\00", align 1
@.str.129 = private unnamed_addr constant [10 x i8] c"g_1211.f5\00", align 1
@g_1261 = internal global i32 -1, align 4
@.str.130 = private unnamed_addr constant [7 x i8] c"g_1261\00", align 1
@.str.131 = private unnamed_addr constant [10 x i8] c"g_1266.f0\00", align 1
@.str.132 = private unnamed_addr constant [10 x i8] c"g_1266.f1\00", align 1
@.str.133 = private unnamed_addr constant [10 x i8] c"g_1266.f2\00", align 1
@.str.134 = private unnamed_addr constant [10 x i8] c"g_1266.f3\00", align 1
@.str.135 = private unnamed_addr constant [10 x i8] c"g_1266.f4\00", align 1
@.str.136 = private unnamed_addr constant [10 x i8] c"g_1266.f5\00", align 1
@.str.137 = private unnamed_addr constant [10 x i8] c"g_1266.f6\00", align 1
@crc32_context = internal global i32 -1, align 4
@crc32_tab = internal global [256 x i32] zeroinitializer, align 16
@__const.func_1.l_13 = private unnamed_addr constant [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 } { i8 -37, i8 0, i8 0, i8 undef, i8 -19, i8 5, i8 0, i8 0, i8 -1, [3 x i8] undef, i8 7, i8 24, i8 0, i8 0, i8 86, i8 0, i32 -1103753755, i8 47, i8 1, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 } { i8 -37, i8 0, i8 0, i8 undef, i8 -19, i8 5, i8 0, i8 0, i8 -1, [3 x i8] undef, i8 7, i8 24, i8 0, i8 0, i8 86, i8 0, i32 -1103753755, i8 47, i8 1, i8 0 }], align 16
@g_994 = internal global i64** @g_93, align 8
@__const.func_1.l_1224 = private unnamed_addr constant [4 x [8 x i64***]] [[8 x i64***] [i64*** null, i64*** @g_994, i64*** @g_994, i64*** null, i64*** null, i64*** @g_994, i64*** @g_994, i64*** @g_994], [8 x i64***] [i64*** null, i64*** null, i64*** @g_994, i64*** null, i64*** null, i64*** null, i64*** null, i64*** @g_994], [8 x i64***] [i64*** null, i64*** null, i64*** null, i64*** @g_994, i64*** null, i64*** null, i64*** null, i64*** null], [8 x i64***] [i64*** @g_994, i64*** null, i64*** null, i64*** @g_994, i64*** @g_994, i64*** @g_994, i64*** null, i64*** null]], align 16
@g_655 = internal global i32** @g_111, align 8
@g_793 = internal global i16* @g_143, align 8
@g_635 = internal global i32* @g_421, align 8
@g_662 = internal global [1 x %struct.S1****] [%struct.S1**** getelementptr inbounds ([1 x %struct.S1***], [1 x %struct.S1***]* @g_663, i32 0, i32 0)], align 8
@g_1320 = internal global %struct.S1***** getelementptr inbounds ([1 x %struct.S1****], [1 x %struct.S1****]* @g_662, i32 0, i32 0), align 8
@g_326 = internal global %struct.S1* bitcast ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_324 to %struct.S1*), align 8
@g_449 = internal global i32* @g_421, align 8
@g_111 = internal global i32* @g_103, align 8
@g_93 = internal global i64* @g_25, align 8
@g_663 = internal global [1 x %struct.S1***] zeroinitializer, align 8
@.str.138 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1
@g_29 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 } { i8 -80, i8 1, i8 0, i8 undef, i8 -53, i8 59, i8 0, i8 0, i8 -8, [3 x i8] undef, i8 34, i8 -12, i8 -1, i8 31, i8 54, i8 0, i32 722677185, i8 61, i8 0, i8 0 }, align 4
@g_149 = internal global [10 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 48, i8 22, i8 0, i8 0, i16 -3076, i8 67, i8 4, i8 120, i8 -1, i8 63, i8 85, i8 2, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 48, i8 22, i8 0, i8 0, i16 -3076, i8 67, i8 4, i8 120, i8 -1, i8 63, i8 85, i8 2, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 48, i8 22, i8 0, i8 0, i16 -3076, i8 67, i8 4, i8 120, i8 -1, i8 63, i8 85, i8 2, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 48, i8 22, i8 0, i8 0, i16 -3076, i8 67, i8 4, i8 120, i8 -1, i8 63, i8 85, i8 2, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 48, i8 22, i8 0, i8 0, i16 -3076, i8 67, i8 4, i8 120, i8 -1, i8 63, i8 85, i8 2, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 48, i8 22, i8 0, i8 0, i16 -3076, i8 67, i8 4, i8 120, i8 -1, i8 63, i8 85, i8 2, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 48, i8 22, i8 0, i8 0, i16 -3076, i8 67, i8 4, i8 120, i8 -1, i8 63, i8 85, i8 2, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 48, i8 22, i8 0, i8 0, i16 -3076, i8 67, i8 4, i8 120, i8 -1, i8 63, i8 85, i8 2, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 48, i8 22, i8 0, i8 0, i16 -3076, i8 67, i8 4, i8 120, i8 -1, i8 63, i8 85, i8 2, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 48, i8 22, i8 0, i8 0, i16 -3076, i8 67, i8 4, i8 120, i8 -1, i8 63, i8 85, i8 2, i8 0 }], align 16
@g_170 = internal global [7 x [6 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]] [[6 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -14, i8 9, i8 0, i8 0, i16 1, i8 -128, i8 -7, i8 -41, i8 -6, i8 31, i8 46, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 1, i8 7, i8 0, i8 0, i16 7, i8 1, i8 -4, i8 3, i8 1, i8 -32, i8 106, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 1, i8 7, i8 0, i8 0, i16 7, i8 1, i8 -4, i8 3, i8 1, i8 -32, i8 106, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -14, i8 9, i8 0, i8 0, i16 1, i8 -128, i8 -7, i8 -41, i8 -6, i8 31, i8 46, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 1, i8 7, i8 0, i8 0, i16 7, i8 1, i8 -4, i8 3, i8 1, i8 -32, i8 106, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 1, i8 7, i8 0, i8 0, i16 7, i8 1, i8 -4, i8 3, i8 1, i8 -32, i8 106, i8 1, i8 0 }], [6 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -14, i8 9, i8 0, i8 0, i16 1, i8 -128, i8 -7, i8 -41, i8 -6, i8 31, i8 46, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 1, i8 7, i8 0, i8 0, i16 7, i8 1, i8 -4, i8 3, i8 1, i8 -32, i8 106, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 1, i8 7, i8 0, i8 0, i16 7, i8 1, i8 -4, i8 3, i8 1, i8 -32, i8 106, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -14, i8 9, i8 0, i8 0, i16 1, i8 -128, i8 -7, i8 -41, i8 -6, i8 31, i8 46, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 1, i8 7, i8 0, i8 0, i16 7, i8 1, i8 -4, i8 3, i8 1, i8 -32, i8 106, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 1, i8 7, i8 0, i8 0, i16 7, i8 1, i8 -4, i8 3, i8 1, i8 -32, i8 106, i8 1, i8 0 }], [6 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -14, i8 9, i8 0, i8 0, i16 1, i8 -128, i8 -7, i8 -41, i8 -6, i8 31, i8 46, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 1, i8 7, i8 0, i8 0, i16 7, i8 1, i8 -4, i8 3, i8 1, i8 -32, i8 106, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 1, i8 7, i8 0, i8 0, i16 7, i8 1, i8 -4, i8 3, i8 1, i8 -32, i8 106, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -14, i8 9, i8 0, i8 0, i16 1, i8 -128, i8 -7, i8 -41, i8 -6, i8 31, i8 46, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 1, i8 7, i8 0, i8 0, i16 7, i8 1, i8 -4, i8 3, i8 1, i8 -32, i8 106, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 1, i8 7, i8 0, i8 0, i16 7, i8 1, i8 -4, i8 3, i8 1, i8 -32, i8 106, i8 1, i8 0 }], [6 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -14, i8 9, i8 0, i8 0, i16 1, i8 -128, i8 -7, i8 -41, i8 -6, i8 31, i8 46, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 1, i8 7, i8 0, i8 0, i16 7, i8 1, i8 -4, i8 3, i8 1, i8 -32, i8 106, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 1, i8 7, i8 0, i8 0, i16 7, i8 1, i8 -4, i8 3, i8 1, i8 -32, i8 106, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -14, i8 9, i8 0, i8 0, i16 1, i8 -128, i8 -7, i8 -41, i8 -6, i8 31, i8 46, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 1, i8 7, i8 0, i8 0, i16 7, i8 1, i8 -4, i8 3, i8 1, i8 -32, i8 106, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 1, i8 7, i8 0, i8 0, i16 7, i8 1, i8 -4, i8 3, i8 1, i8 -32, i8 106, i8 1, i8 0 }], [6 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -14, i8 9, i8 0, i8 0, i16 1, i8 -128, i8 -7, i8 -41, i8 -6, i8 31, i8 46, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 1, i8 7, i8 0, i8 0, i16 7, i8 1, i8 -4, i8 3, i8 1, i8 -32, i8 106, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 1, i8 7, i8 0, i8 0, i16 7, i8 1, i8 -4, i8 3, i8 1, i8 -32, i8 106, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -14, i8 9, i8 0, i8 0, i16 1, i8 -128, i8 -7, i8 -41, i8 -6, i8 31, i8 46, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 1, i8 7, i8 0, i8 0, i16 7, i8 1, i8 -4, i8 3, i8 1, i8 -32, i8 106, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -92, i8 1, i8 0, i8 0, i16 -1, i8 67, i8 2, i8 52, i8 1, i8 -16, i8 65, i8 2, i8 0 }], [6 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 1, i8 7, i8 0, i8 0, i16 7, i8 1, i8 -4, i8 3, i8 1, i8 -32, i8 106, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -92, i8 1, i8 0, i8 0, i16 -1, i8 67, i8 2, i8 52, i8 1, i8 -16, i8 65, i8 2, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -92, i8 1, i8 0, i8 0, i16 -1, i8 67, i8 2, i8 52, i8 1, i8 -16, i8 65, i8 2, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 1, i8 7, i8 0, i8 0, i16 7, i8 1, i8 -4, i8 3, i8 1, i8 -32, i8 106, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -92, i8 1, i8 0, i8 0, i16 -1, i8 67, i8 2, i8 52, i8 1, i8 -16, i8 65, i8 2, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -92, i8 1, i8 0, i8 0, i16 -1, i8 67, i8 2, i8 52, i8 1, i8 -16, i8 65, i8 2, i8 0 }], [6 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 1, i8 7, i8 0, i8 0, i16 7, i8 1, i8 -4, i8 3, i8 1, i8 -32, i8 106, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -92, i8 1, i8 0, i8 0, i16 -1, i8 67, i8 2, i8 52, i8 1, i8 -16, i8 65, i8 2, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -92, i8 1, i8 0, i8 0, i16 -1, i8 67, i8 2, i8 52, i8 1, i8 -16, i8 65, i8 2, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 1, i8 7, i8 0, i8 0, i16 7, i8 1, i8 -4, i8 3, i8 1, i8 -32, i8 106, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -92, i8 1, i8 0, i8 0, i16 -1, i8 67, i8 2, i8 52, i8 1, i8 -16, i8 65, i8 2, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -92, i8 1, i8 0, i8 0, i16 -1, i8 67, i8 2, i8 52, i8 1, i8 -16, i8 65, i8 2, i8 0 }]], align 16
@g_185 = internal global { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -5, i8 9, i8 0, i8 0, i16 18742, i8 -58, i8 14, i8 100, i8 5, i8 80, i8 -6, i8 1, i8 0 }, align 1
@g_324 = internal global { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 95, i8 0, i8 0, i8 0, i16 16658, i8 68, i8 -3, i8 -1, i8 -4, i8 63, i8 -107, i8 2, i8 0 }, align 1
@g_374 = internal global { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 101, i8 18, i8 0, i8 0, i16 -4, i8 -124, i8 13, i8 20, i8 2, i8 16, i8 -108, i8 1, i8 0 }, align 1
@g_403 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 } { i8 37, i8 1, i8 0, i8 undef, i8 80, i8 64, i8 0, i8 0, i8 -127, [3 x i8] undef, i8 68, i8 12, i8 0, i8 0, i8 8, i8 0, i32 1614667685, i8 -4, i8 0, i8 0 }, align 4
@g_530 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 } { i8 49, i8 0, i8 0, i8 undef, i8 12, i8 -88, i8 0, i8 0, i8 -1, [3 x i8] undef, i8 -69, i8 34, i8 0, i8 0, i8 46, i8 0, i32 -1126935689, i8 -33, i8 0, i8 0 }, align 4
@g_598 = internal global [9 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 26, i8 11, i8 0, i8 0, i16 -1039, i8 67, i8 -16, i8 -113, i8 4, i8 -96, i8 -94, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 26, i8 11, i8 0, i8 0, i16 -1039, i8 67, i8 -16, i8 -113, i8 4, i8 -96, i8 -94, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 26, i8 11, i8 0, i8 0, i16 -1039, i8 67, i8 -16, i8 -113, i8 4, i8 -96, i8 -94, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 26, i8 11, i8 0, i8 0, i16 -1039, i8 67, i8 -16, i8 -113, i8 4, i8 -96, i8 -94, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 26, i8 11, i8 0, i8 0, i16 -1039, i8 67, i8 -16, i8 -113, i8 4, i8 -96, i8 -94, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 26, i8 11, i8 0, i8 0, i16 -1039, i8 67, i8 -16, i8 -113, i8 4, i8 -96, i8 -94, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 26, i8 11, i8 0, i8 0, i16 -1039, i8 67, i8 -16, i8 -113, i8 4, i8 -96, i8 -94, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 26, i8 11, i8 0, i8 0, i16 -1039, i8 67, i8 -16, i8 -113, i8 4, i8 -96, i8 -94, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 26, i8 11, i8 0, i8 0, i16 -1039, i8 67, i8 -16, i8 -113, i8 4, i8 -96, i8 -94, i8 0, i8 0 }], align 16
@g_622 = internal global { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 71, i8 15, i8 0, i8 0, i16 -1, i8 0, i8 6, i8 60, i8 0, i8 0, i8 -114, i8 1, i8 0 }, align 1
@g_779 = internal global { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -45, i8 8, i8 0, i8 0, i16 -10681, i8 -125, i8 -6, i8 27, i8 -8, i8 -81, i8 45, i8 0, i8 0 }, align 1
@g_854 = internal global [6 x [8 x [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]]] [[8 x [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]] [[2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 37, i8 18, i8 0, i8 0, i16 8, i8 -58, i8 8, i8 92, i8 -4, i8 -49, i8 -63, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -12, i8 1, i8 0, i8 0, i16 32588, i8 3, i8 4, i8 -12, i8 -4, i8 95, i8 -25, i8 1, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -103, i8 20, i8 0, i8 0, i16 0, i8 -124, i8 -16, i8 43, i8 -2, i8 127, i8 59, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -12, i8 1, i8 0, i8 0, i16 32588, i8 3, i8 4, i8 -12, i8 -4, i8 95, i8 -25, i8 1, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 37, i8 18, i8 0, i8 0, i16 8, i8 -58, i8 8, i8 92, i8 -4, i8 -49, i8 -63, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 58, i8 19, i8 0, i8 0, i16 -1, i8 2, i8 10, i8 -76, i8 -5, i8 95, i8 109, i8 2, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -13, i8 10, i8 0, i8 0, i16 -1, i8 -125, i8 -8, i8 11, i8 -2, i8 -97, i8 120, i8 2, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 37, i8 18, i8 0, i8 0, i16 8, i8 -58, i8 8, i8 92, i8 -4, i8 -49, i8 -63, i8 1, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 77, i8 17, i8 0, i8 0, i16 1, i8 67, i8 -14, i8 31, i8 -1, i8 -113, i8 -97, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -115, i8 2, i8 0, i8 0, i16 -1, i8 70, i8 2, i8 -28, i8 7, i8 16, i8 -17, i8 1, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -12, i8 1, i8 0, i8 0, i16 32588, i8 3, i8 4, i8 -12, i8 -4, i8 95, i8 -25, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 44, i8 2, i8 0, i8 0, i16 -1, i8 3, i8 10, i8 -60, i8 -7, i8 15, i8 25, i8 0, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -13, i8 10, i8 0, i8 0, i16 -1, i8 -125, i8 -8, i8 11, i8 -2, i8 -97, i8 120, i8 2, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -13, i8 10, i8 0, i8 0, i16 -1, i8 -125, i8 -8, i8 11, i8 -2, i8 -97, i8 120, i8 2, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 44, i8 2, i8 0, i8 0, i16 -1, i8 3, i8 10, i8 -60, i8 -7, i8 15, i8 25, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -12, i8 1, i8 0, i8 0, i16 32588, i8 3, i8 4, i8 -12, i8 -4, i8 95, i8 -25, i8 1, i8 0 }]], [8 x [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]] [[2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -115, i8 2, i8 0, i8 0, i16 -1, i8 70, i8 2, i8 -28, i8 7, i8 16, i8 -17, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 77, i8 17, i8 0, i8 0, i16 1, i8 67, i8 -14, i8 31, i8 -1, i8 -113, i8 -97, i8 1, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 37, i8 18, i8 0, i8 0, i16 8, i8 -58, i8 8, i8 92, i8 -4, i8 -49, i8 -63, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -13, i8 10, i8 0, i8 0, i16 -1, i8 -125, i8 -8, i8 11, i8 -2, i8 -97, i8 120, i8 2, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 58, i8 19, i8 0, i8 0, i16 -1, i8 2, i8 10, i8 -76, i8 -5, i8 95, i8 109, i8 2, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 37, i8 18, i8 0, i8 0, i16 8, i8 -58, i8 8, i8 92, i8 -4, i8 -49, i8 -63, i8 1, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -12, i8 1, i8 0, i8 0, i16 32588, i8 3, i8 4, i8 -12, i8 -4, i8 95, i8 -25, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -103, i8 20, i8 0, i8 0, i16 0, i8 -124, i8 -16, i8 43, i8 -2, i8 127, i8 59, i8 0, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -12, i8 1, i8 0, i8 0, i16 32588, i8 3, i8 4, i8 -12, i8 -4, i8 95, i8 -25, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 37, i8 18, i8 0, i8 0, i16 8, i8 -58, i8 8, i8 92, i8 -4, i8 -49, i8 -63, i8 1, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 58, i8 19, i8 0, i8 0, i16 -1, i8 2, i8 10, i8 -76, i8 -5, i8 95, i8 109, i8 2, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -13, i8 10, i8 0, i8 0, i16 -1, i8 -125, i8 -8, i8 11, i8 -2, i8 -97, i8 120, i8 2, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 37, i8 18, i8 0, i8 0, i16 8, i8 -58, i8 8, i8 92, i8 -4, i8 -49, i8 -63, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 77, i8 17, i8 0, i8 0, i16 1, i8 67, i8 -14, i8 31, i8 -1, i8 -113, i8 -97, i8 1, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -115, i8 2, i8 0, i8 0, i16 -1, i8 70, i8 2, i8 -28, i8 7, i8 16, i8 -17, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -12, i8 1, i8 0, i8 0, i16 32588, i8 3, i8 4, i8 -12, i8 -4, i8 95, i8 -25, i8 1, i8 0 }]], [8 x [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]] [[2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 44, i8 2, i8 0, i8 0, i16 -1, i8 3, i8 10, i8 -60, i8 -7, i8 15, i8 25, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -13, i8 10, i8 0, i8 0, i16 -1, i8 -125, i8 -8, i8 11, i8 -2, i8 -97, i8 120, i8 2, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -13, i8 10, i8 0, i8 0, i16 -1, i8 -125, i8 -8, i8 11, i8 -2, i8 -97, i8 120, i8 2, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 44, i8 2, i8 0, i8 0, i16 -1, i8 3, i8 10, i8 -60, i8 -7, i8 15, i8 25, i8 0, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -12, i8 1, i8 0, i8 0, i16 32588, i8 3, i8 4, i8 -12, i8 -4, i8 95, i8 -25, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -115, i8 2, i8 0, i8 0, i16 -1, i8 70, i8 2, i8 -28, i8 7, i8 16, i8 -17, i8 1, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 77, i8 17, i8 0, i8 0, i16 1, i8 67, i8 -14, i8 31, i8 -1, i8 -113, i8 -97, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 37, i8 18, i8 0, i8 0, i16 8, i8 -58, i8 8, i8 92, i8 -4, i8 -49, i8 -63, i8 1, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -13, i8 10, i8 0, i8 0, i16 -1, i8 -125, i8 -8, i8 11, i8 -2, i8 -97, i8 120, i8 2, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 58, i8 19, i8 0, i8 0, i16 -1, i8 2, i8 10, i8 -76, i8 -5, i8 95, i8 109, i8 2, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 37, i8 18, i8 0, i8 0, i16 8, i8 -58, i8 8, i8 92, i8 -4, i8 -49, i8 -63, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -12, i8 1, i8 0, i8 0, i16 32588, i8 3, i8 4, i8 -12, i8 -4, i8 95, i8 -25, i8 1, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -103, i8 20, i8 0, i8 0, i16 0, i8 -124, i8 -16, i8 43, i8 -2, i8 127, i8 59, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -12, i8 1, i8 0, i8 0, i16 32588, i8 3, i8 4, i8 -12, i8 -4, i8 95, i8 -25, i8 1, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 37, i8 18, i8 0, i8 0, i16 8, i8 -58, i8 8, i8 92, i8 -4, i8 -49, i8 -63, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -19, i8 20, i8 0, i8 0, i16 17247, i8 67, i8 10, i8 -68, i8 -8, i8 31, i8 -40, i8 0, i8 0 }]], [8 x [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]] [[2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -95, i8 2, i8 0, i8 0, i16 27911, i8 -63, i8 14, i8 92, i8 7, i8 -80, i8 -118, i8 2, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -103, i8 20, i8 0, i8 0, i16 0, i8 -124, i8 -16, i8 43, i8 -2, i8 127, i8 59, i8 0, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -25, i8 9, i8 0, i8 0, i16 9, i8 -58, i8 -4, i8 31, i8 -6, i8 -81, i8 22, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -60, i8 12, i8 0, i8 0, i16 0, i8 71, i8 15, i8 112, i8 -7, i8 47, i8 121, i8 0, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 44, i8 2, i8 0, i8 0, i16 -1, i8 3, i8 10, i8 -60, i8 -7, i8 15, i8 25, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -96, i8 2, i8 0, i8 0, i16 19167, i8 -59, i8 -8, i8 -93, i8 -8, i8 63, i8 -117, i8 1, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -95, i8 2, i8 0, i8 0, i16 27911, i8 -63, i8 14, i8 92, i8 7, i8 -80, i8 -118, i8 2, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -95, i8 2, i8 0, i8 0, i16 27911, i8 -63, i8 14, i8 92, i8 7, i8 -80, i8 -118, i8 2, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -96, i8 2, i8 0, i8 0, i16 19167, i8 -59, i8 -8, i8 -93, i8 -8, i8 63, i8 -117, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 44, i8 2, i8 0, i8 0, i16 -1, i8 3, i8 10, i8 -60, i8 -7, i8 15, i8 25, i8 0, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -60, i8 12, i8 0, i8 0, i16 0, i8 71, i8 15, i8 112, i8 -7, i8 47, i8 121, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -25, i8 9, i8 0, i8 0, i16 9, i8 -58, i8 -4, i8 31, i8 -6, i8 -81, i8 22, i8 0, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -103, i8 20, i8 0, i8 0, i16 0, i8 -124, i8 -16, i8 43, i8 -2, i8 127, i8 59, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -95, i8 2, i8 0, i8 0, i16 27911, i8 -63, i8 14, i8 92, i8 7, i8 -80, i8 -118, i8 2, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -19, i8 20, i8 0, i8 0, i16 17247, i8 67, i8 10, i8 -68, i8 -8, i8 31, i8 -40, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -103, i8 20, i8 0, i8 0, i16 0, i8 -124, i8 -16, i8 43, i8 -2, i8 127, i8 59, i8 0, i8 0 }]], [8 x [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]] [[2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 44, i8 2, i8 0, i8 0, i16 -1, i8 3, i8 10, i8 -60, i8 -7, i8 15, i8 25, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 79, i8 12, i8 0, i8 0, i16 10792, i8 -62, i8 -1, i8 -5, i8 2, i8 -32, i8 107, i8 0, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 44, i8 2, i8 0, i8 0, i16 -1, i8 3, i8 10, i8 -60, i8 -7, i8 15, i8 25, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -103, i8 20, i8 0, i8 0, i16 0, i8 -124, i8 -16, i8 43, i8 -2, i8 127, i8 59, i8 0, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -19, i8 20, i8 0, i8 0, i16 17247, i8 67, i8 10, i8 -68, i8 -8, i8 31, i8 -40, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -95, i8 2, i8 0, i8 0, i16 27911, i8 -63, i8 14, i8 92, i8 7, i8 -80, i8 -118, i8 2, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -103, i8 20, i8 0, i8 0, i16 0, i8 -124, i8 -16, i8 43, i8 -2, i8 127, i8 59, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -25, i8 9, i8 0, i8 0, i16 9, i8 -58, i8 -4, i8 31, i8 -6, i8 -81, i8 22, i8 0, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -60, i8 12, i8 0, i8 0, i16 0, i8 71, i8 15, i8 112, i8 -7, i8 47, i8 121, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 44, i8 2, i8 0, i8 0, i16 -1, i8 3, i8 10, i8 -60, i8 -7, i8 15, i8 25, i8 0, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -96, i8 2, i8 0, i8 0, i16 19167, i8 -59, i8 -8, i8 -93, i8 -8, i8 63, i8 -117, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -95, i8 2, i8 0, i8 0, i16 27911, i8 -63, i8 14, i8 92, i8 7, i8 -80, i8 -118, i8 2, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -95, i8 2, i8 0, i8 0, i16 27911, i8 -63, i8 14, i8 92, i8 7, i8 -80, i8 -118, i8 2, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -96, i8 2, i8 0, i8 0, i16 19167, i8 -59, i8 -8, i8 -93, i8 -8, i8 63, i8 -117, i8 1, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 44, i8 2, i8 0, i8 0, i16 -1, i8 3, i8 10, i8 -60, i8 -7, i8 15, i8 25, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -60, i8 12, i8 0, i8 0, i16 0, i8 71, i8 15, i8 112, i8 -7, i8 47, i8 121, i8 0, i8 0 }]], [8 x [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]] [[2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -25, i8 9, i8 0, i8 0, i16 9, i8 -58, i8 -4, i8 31, i8 -6, i8 -81, i8 22, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -103, i8 20, i8 0, i8 0, i16 0, i8 -124, i8 -16, i8 43, i8 -2, i8 127, i8 59, i8 0, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -95, i8 2, i8 0, i8 0, i16 27911, i8 -63, i8 14, i8 92, i8 7, i8 -80, i8 -118, i8 2, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -19, i8 20, i8 0, i8 0, i16 17247, i8 67, i8 10, i8 -68, i8 -8, i8 31, i8 -40, i8 0, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -103, i8 20, i8 0, i8 0, i16 0, i8 -124, i8 -16, i8 43, i8 -2, i8 127, i8 59, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 44, i8 2, i8 0, i8 0, i16 -1, i8 3, i8 10, i8 -60, i8 -7, i8 15, i8 25, i8 0, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 79, i8 12, i8 0, i8 0, i16 10792, i8 -62, i8 -1, i8 -5, i8 2, i8 -32, i8 107, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 44, i8 2, i8 0, i8 0, i16 -1, i8 3, i8 10, i8 -60, i8 -7, i8 15, i8 25, i8 0, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -103, i8 20, i8 0, i8 0, i16 0, i8 -124, i8 -16, i8 43, i8 -2, i8 127, i8 59, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -19, i8 20, i8 0, i8 0, i16 17247, i8 67, i8 10, i8 -68, i8 -8, i8 31, i8 -40, i8 0, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -95, i8 2, i8 0, i8 0, i16 27911, i8 -63, i8 14, i8 92, i8 7, i8 -80, i8 -118, i8 2, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -103, i8 20, i8 0, i8 0, i16 0, i8 -124, i8 -16, i8 43, i8 -2, i8 127, i8 59, i8 0, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -25, i8 9, i8 0, i8 0, i16 9, i8 -58, i8 -4, i8 31, i8 -6, i8 -81, i8 22, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -60, i8 12, i8 0, i8 0, i16 0, i8 71, i8 15, i8 112, i8 -7, i8 47, i8 121, i8 0, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 44, i8 2, i8 0, i8 0, i16 -1, i8 3, i8 10, i8 -60, i8 -7, i8 15, i8 25, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -96, i8 2, i8 0, i8 0, i16 19167, i8 -59, i8 -8, i8 -93, i8 -8, i8 63, i8 -117, i8 1, i8 0 }]]], align 16
@g_857 = internal global [7 x [1 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]] [[1 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 71, i8 20, i8 0, i8 0, i16 1, i8 -63, i8 0, i8 -44, i8 -1, i8 -65, i8 0, i8 0, i8 0 }], [1 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 97, i8 1, i8 0, i8 0, i16 1, i8 -64, i8 14, i8 -68, i8 3, i8 -48, i8 -59, i8 2, i8 0 }], [1 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 71, i8 20, i8 0, i8 0, i16 1, i8 -63, i8 0, i8 -44, i8 -1, i8 -65, i8 0, i8 0, i8 0 }], [1 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 97, i8 1, i8 0, i8 0, i16 1, i8 -64, i8 14, i8 -68, i8 3, i8 -48, i8 -59, i8 2, i8 0 }], [1 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 71, i8 20, i8 0, i8 0, i16 1, i8 -63, i8 0, i8 -44, i8 -1, i8 -65, i8 0, i8 0, i8 0 }], [1 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 97, i8 1, i8 0, i8 0, i16 1, i8 -64, i8 14, i8 -68, i8 3, i8 -48, i8 -59, i8 2, i8 0 }], [1 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 71, i8 20, i8 0, i8 0, i16 1, i8 -63, i8 0, i8 -44, i8 -1, i8 -65, i8 0, i8 0, i8 0 }]], align 16
@g_905 = internal constant { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -19, i8 14, i8 0, i8 0, i16 -13132, i8 68, i8 2, i8 -48, i8 4, i8 80, i8 -116, i8 0, i8 0 }, align 1
@g_1174 = internal global { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 109, i8 17, i8 0, i8 0, i16 7018, i8 67, i8 7, i8 84, i8 4, i8 -64, i8 -125, i8 0, i8 0 }, align 1
@g_1211 = internal global { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -112, i8 13, i8 0, i8 0, i16 -13158, i8 71, i8 -15, i8 27, i8 2, i8 80, i8 -120, i8 1, i8 0 }, align 1
@g_1266 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 } { i8 12, i8 1, i8 0, i8 undef, i8 -49, i8 -118, i8 0, i8 0, i8 -10, [3 x i8] undef, i8 -87, i8 34, i8 0, i8 0, i8 19, i8 0, i32 -1119241517, i8 -84, i8 0, i8 0 }, align 4
@.str.156 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1

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
  %20 = call signext i8 @func_1()
  %21 = load i32, i32* @g_8, align 4
  %22 = zext i32 %21 to i64
  %23 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %22, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %23)
  %24 = load i64, i64* @g_22, align 8
  %25 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %24, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i64 0, i64 0), i32 noundef %25)
  %26 = load i64, i64* @g_23, align 8
  %27 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %26, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i64 0, i64 0), i32 noundef %27)
  %28 = load i64, i64* @g_25, align 8
  %29 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %28, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i64 0, i64 0), i32 noundef %29)
  %30 = load i16, i16* @g_26, align 2
  %31 = zext i16 %30 to i64
  %32 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %31, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), i32 noundef %32)
  %33 = load i32, i32* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29 to i32*), align 4
  %34 = and i32 %33, 262143
  %35 = zext i32 %34 to i64
  %36 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %35, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.6, i64 0, i64 0), i32 noundef %36)
  %37 = load i32, i32* getelementptr inbounds (%struct.S0, %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29 to %struct.S0*), i32 0, i32 1), align 4
  %38 = and i32 %37, 2147483647
  %39 = zext i32 %38 to i64
  %40 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %39, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.7, i64 0, i64 0), i32 noundef %40)
  %41 = load i8, i8* getelementptr inbounds (%struct.S0, %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29 to %struct.S0*), i32 0, i32 2), align 4
  %42 = zext i8 %41 to i64
  %43 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %42, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i64 0, i64 0), i32 noundef %43)
  %44 = load i32, i32* getelementptr inbounds (%struct.S0, %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29 to %struct.S0*), i32 0, i32 3), align 4
  %45 = shl i32 %44, 3
  %46 = ashr i32 %45, 3
  %47 = sext i32 %46 to i64
  %48 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %47, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.9, i64 0, i64 0), i32 noundef %48)
  %49 = load i16, i16* getelementptr inbounds (%struct.S0, %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29 to %struct.S0*), i32 0, i32 4), align 4
  %50 = and i16 %49, 16383
  %51 = zext i16 %50 to i32
  %52 = zext i32 %51 to i64
  %53 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %52, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.10, i64 0, i64 0), i32 noundef %53)
  %54 = load i32, i32* getelementptr inbounds (%struct.S0, %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29 to %struct.S0*), i32 0, i32 5), align 4
  %55 = sext i32 %54 to i64
  %56 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %55, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.11, i64 0, i64 0), i32 noundef %56)
  %57 = load i32, i32* bitcast (i24* getelementptr inbounds (%struct.S0, %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29 to %struct.S0*), i32 0, i32 6) to i32*), align 4
  %58 = and i32 %57, 131071
  %59 = zext i32 %58 to i64
  %60 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %59, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.12, i64 0, i64 0), i32 noundef %60)
  %61 = load i32, i32* @g_36, align 4
  %62 = sext i32 %61 to i64
  %63 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %62, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.13, i64 0, i64 0), i32 noundef %63)
  %64 = load i8, i8* @g_56, align 1
  %65 = sext i8 %64 to i64
  %66 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %65, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i64 0, i64 0), i32 noundef %66)
  %67 = load i32, i32* @g_68, align 4
  %68 = zext i32 %67 to i64
  %69 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %68, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.15, i64 0, i64 0), i32 noundef %69)
  %70 = load i32, i32* @g_100, align 4
  %71 = zext i32 %70 to i64
  %72 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %71, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.16, i64 0, i64 0), i32 noundef %72)
  %73 = load i32, i32* @g_103, align 4
  %74 = sext i32 %73 to i64
  %75 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %74, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.17, i64 0, i64 0), i32 noundef %75)
  %76 = load i16, i16* @g_137, align 2
  %77 = sext i16 %76 to i64
  %78 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %77, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.18, i64 0, i64 0), i32 noundef %78)
  %79 = load i16, i16* @g_143, align 2
  %80 = sext i16 %79 to i64
  %81 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %80, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), i32 noundef %81)
  store i32 0, i32* %6, align 4
  br label %82

82:                                               ; preds = %146, %19
  %83 = load i32, i32* %6, align 4
  %84 = icmp slt i32 %83, 10
  br i1 %84, label %85, label %149

85:                                               ; preds = %82
  %86 = load i32, i32* %6, align 4
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [10 x %struct.S1], [10 x %struct.S1]* bitcast ([10 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]* @g_149 to [10 x %struct.S1]*), i64 0, i64 %87
  %89 = bitcast %struct.S1* %88 to i32*
  %90 = load volatile i32, i32* %89, align 2
  %91 = and i32 %90, 33554431
  %92 = zext i32 %91 to i64
  %93 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %92, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.20, i64 0, i64 0), i32 noundef %93)
  %94 = load i32, i32* %6, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds [10 x %struct.S1], [10 x %struct.S1]* bitcast ([10 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]* @g_149 to [10 x %struct.S1]*), i64 0, i64 %95
  %97 = getelementptr inbounds %struct.S1, %struct.S1* %96, i32 0, i32 1
  %98 = load volatile i16, i16* %97, align 2
  %99 = zext i16 %98 to i64
  %100 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %99, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.21, i64 0, i64 0), i32 noundef %100)
  %101 = load i32, i32* %6, align 4
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds [10 x %struct.S1], [10 x %struct.S1]* bitcast ([10 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]* @g_149 to [10 x %struct.S1]*), i64 0, i64 %102
  %104 = getelementptr inbounds %struct.S1, %struct.S1* %103, i32 0, i32 2
  %105 = load volatile i64, i64* %104, align 2
  %106 = and i64 %105, 63
  %107 = trunc i64 %106 to i32
  %108 = zext i32 %107 to i64
  %109 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %108, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.22, i64 0, i64 0), i32 noundef %109)
  %110 = load i32, i32* %6, align 4
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds [10 x %struct.S1], [10 x %struct.S1]* bitcast ([10 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]* @g_149 to [10 x %struct.S1]*), i64 0, i64 %111
  %113 = getelementptr inbounds %struct.S1, %struct.S1* %112, i32 0, i32 2
  %114 = load volatile i64, i64* %113, align 2
  %115 = shl i64 %114, 46
  %116 = ashr i64 %115, 52
  %117 = trunc i64 %116 to i32
  %118 = sext i32 %117 to i64
  %119 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %118, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.23, i64 0, i64 0), i32 noundef %119)
  %120 = load i32, i32* %6, align 4
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [10 x %struct.S1], [10 x %struct.S1]* bitcast ([10 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]* @g_149 to [10 x %struct.S1]*), i64 0, i64 %121
  %123 = getelementptr inbounds %struct.S1, %struct.S1* %122, i32 0, i32 2
  %124 = load volatile i64, i64* %123, align 2
  %125 = shl i64 %124, 28
  %126 = ashr i64 %125, 46
  %127 = trunc i64 %126 to i32
  %128 = sext i32 %127 to i64
  %129 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %128, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.24, i64 0, i64 0), i32 noundef %129)
  %130 = load i32, i32* %6, align 4
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds [10 x %struct.S1], [10 x %struct.S1]* bitcast ([10 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]* @g_149 to [10 x %struct.S1]*), i64 0, i64 %131
  %133 = getelementptr inbounds %struct.S1, %struct.S1* %132, i32 0, i32 2
  %134 = load volatile i64, i64* %133, align 2
  %135 = lshr i64 %134, 36
  %136 = and i64 %135, 134217727
  %137 = trunc i64 %136 to i32
  %138 = zext i32 %137 to i64
  %139 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %138, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.25, i64 0, i64 0), i32 noundef %139)
  %140 = load i32, i32* %9, align 4
  %141 = icmp ne i32 %140, 0
  br i1 %141, label %142, label %145

142:                                              ; preds = %85
  %143 = load i32, i32* %6, align 4
  %144 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.26, i64 0, i64 0), i32 noundef %143)
  br label %145

145:                                              ; preds = %142, %85
  br label %146

146:                                              ; preds = %145
  %147 = load i32, i32* %6, align 4
  %148 = add nsw i32 %147, 1
  store i32 %148, i32* %6, align 4
  br label %82, !llvm.loop !6

149:                                              ; preds = %82
  store i32 0, i32* %6, align 4
  br label %150

150:                                              ; preds = %241, %149
  %151 = load i32, i32* %6, align 4
  %152 = icmp slt i32 %151, 7
  br i1 %152, label %153, label %244

153:                                              ; preds = %150
  store i32 0, i32* %7, align 4
  br label %154

154:                                              ; preds = %237, %153
  %155 = load i32, i32* %7, align 4
  %156 = icmp slt i32 %155, 6
  br i1 %156, label %157, label %240

157:                                              ; preds = %154
  %158 = load i32, i32* %6, align 4
  %159 = sext i32 %158 to i64
  %160 = getelementptr inbounds [7 x [6 x %struct.S1]], [7 x [6 x %struct.S1]]* bitcast ([7 x [6 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]]* @g_170 to [7 x [6 x %struct.S1]]*), i64 0, i64 %159
  %161 = load i32, i32* %7, align 4
  %162 = sext i32 %161 to i64
  %163 = getelementptr inbounds [6 x %struct.S1], [6 x %struct.S1]* %160, i64 0, i64 %162
  %164 = bitcast %struct.S1* %163 to i32*
  %165 = load volatile i32, i32* %164, align 2
  %166 = and i32 %165, 33554431
  %167 = zext i32 %166 to i64
  %168 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %167, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.27, i64 0, i64 0), i32 noundef %168)
  %169 = load i32, i32* %6, align 4
  %170 = sext i32 %169 to i64
  %171 = getelementptr inbounds [7 x [6 x %struct.S1]], [7 x [6 x %struct.S1]]* bitcast ([7 x [6 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]]* @g_170 to [7 x [6 x %struct.S1]]*), i64 0, i64 %170
  %172 = load i32, i32* %7, align 4
  %173 = sext i32 %172 to i64
  %174 = getelementptr inbounds [6 x %struct.S1], [6 x %struct.S1]* %171, i64 0, i64 %173
  %175 = getelementptr inbounds %struct.S1, %struct.S1* %174, i32 0, i32 1
  %176 = load volatile i16, i16* %175, align 2
  %177 = zext i16 %176 to i64
  %178 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %177, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.28, i64 0, i64 0), i32 noundef %178)
  %179 = load i32, i32* %6, align 4
  %180 = sext i32 %179 to i64
  %181 = getelementptr inbounds [7 x [6 x %struct.S1]], [7 x [6 x %struct.S1]]* bitcast ([7 x [6 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]]* @g_170 to [7 x [6 x %struct.S1]]*), i64 0, i64 %180
  %182 = load i32, i32* %7, align 4
  %183 = sext i32 %182 to i64
  %184 = getelementptr inbounds [6 x %struct.S1], [6 x %struct.S1]* %181, i64 0, i64 %183
  %185 = getelementptr inbounds %struct.S1, %struct.S1* %184, i32 0, i32 2
  %186 = load volatile i64, i64* %185, align 2
  %187 = and i64 %186, 63
  %188 = trunc i64 %187 to i32
  %189 = zext i32 %188 to i64
  %190 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %189, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.29, i64 0, i64 0), i32 noundef %190)
  %191 = load i32, i32* %6, align 4
  %192 = sext i32 %191 to i64
  %193 = getelementptr inbounds [7 x [6 x %struct.S1]], [7 x [6 x %struct.S1]]* bitcast ([7 x [6 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]]* @g_170 to [7 x [6 x %struct.S1]]*), i64 0, i64 %192
  %194 = load i32, i32* %7, align 4
  %195 = sext i32 %194 to i64
  %196 = getelementptr inbounds [6 x %struct.S1], [6 x %struct.S1]* %193, i64 0, i64 %195
  %197 = getelementptr inbounds %struct.S1, %struct.S1* %196, i32 0, i32 2
  %198 = load volatile i64, i64* %197, align 2
  %199 = shl i64 %198, 46
  %200 = ashr i64 %199, 52
  %201 = trunc i64 %200 to i32
  %202 = sext i32 %201 to i64
  %203 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %202, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.30, i64 0, i64 0), i32 noundef %203)
  %204 = load i32, i32* %6, align 4
  %205 = sext i32 %204 to i64
  %206 = getelementptr inbounds [7 x [6 x %struct.S1]], [7 x [6 x %struct.S1]]* bitcast ([7 x [6 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]]* @g_170 to [7 x [6 x %struct.S1]]*), i64 0, i64 %205
  %207 = load i32, i32* %7, align 4
  %208 = sext i32 %207 to i64
  %209 = getelementptr inbounds [6 x %struct.S1], [6 x %struct.S1]* %206, i64 0, i64 %208
  %210 = getelementptr inbounds %struct.S1, %struct.S1* %209, i32 0, i32 2
  %211 = load volatile i64, i64* %210, align 2
  %212 = shl i64 %211, 28
  %213 = ashr i64 %212, 46
  %214 = trunc i64 %213 to i32
  %215 = sext i32 %214 to i64
  %216 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %215, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.31, i64 0, i64 0), i32 noundef %216)
  %217 = load i32, i32* %6, align 4
  %218 = sext i32 %217 to i64
  %219 = getelementptr inbounds [7 x [6 x %struct.S1]], [7 x [6 x %struct.S1]]* bitcast ([7 x [6 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]]* @g_170 to [7 x [6 x %struct.S1]]*), i64 0, i64 %218
  %220 = load i32, i32* %7, align 4
  %221 = sext i32 %220 to i64
  %222 = getelementptr inbounds [6 x %struct.S1], [6 x %struct.S1]* %219, i64 0, i64 %221
  %223 = getelementptr inbounds %struct.S1, %struct.S1* %222, i32 0, i32 2
  %224 = load volatile i64, i64* %223, align 2
  %225 = lshr i64 %224, 36
  %226 = and i64 %225, 134217727
  %227 = trunc i64 %226 to i32
  %228 = zext i32 %227 to i64
  %229 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %228, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.32, i64 0, i64 0), i32 noundef %229)
  %230 = load i32, i32* %9, align 4
  %231 = icmp ne i32 %230, 0
  br i1 %231, label %232, label %236

232:                                              ; preds = %157
  %233 = load i32, i32* %6, align 4
  %234 = load i32, i32* %7, align 4
  %235 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.33, i64 0, i64 0), i32 noundef %233, i32 noundef %234)
  br label %236

236:                                              ; preds = %232, %157
  br label %237

237:                                              ; preds = %236
  %238 = load i32, i32* %7, align 4
  %239 = add nsw i32 %238, 1
  store i32 %239, i32* %7, align 4
  br label %154, !llvm.loop !8

240:                                              ; preds = %154
  br label %241

241:                                              ; preds = %240
  %242 = load i32, i32* %6, align 4
  %243 = add nsw i32 %242, 1
  store i32 %243, i32* %6, align 4
  br label %150, !llvm.loop !9

244:                                              ; preds = %150
  %245 = load volatile i64, i64* @g_178, align 8
  %246 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %245, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.34, i64 0, i64 0), i32 noundef %246)
  %247 = load volatile i32, i32* getelementptr inbounds (%struct.S1, %struct.S1* bitcast ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_185 to %struct.S1*), i32 0, i32 0), align 1
  %248 = and i32 %247, 33554431
  %249 = zext i32 %248 to i64
  %250 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %249, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.35, i64 0, i64 0), i32 noundef %250)
  %251 = load volatile i16, i16* getelementptr inbounds (%struct.S1, %struct.S1* bitcast ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_185 to %struct.S1*), i32 0, i32 1), align 1
  %252 = zext i16 %251 to i64
  %253 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %252, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.36, i64 0, i64 0), i32 noundef %253)
  %254 = load volatile i64, i64* getelementptr inbounds (%struct.S1, %struct.S1* bitcast ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_185 to %struct.S1*), i32 0, i32 2), align 1
  %255 = and i64 %254, 63
  %256 = trunc i64 %255 to i32
  %257 = zext i32 %256 to i64
  %258 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %257, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.37, i64 0, i64 0), i32 noundef %258)
  %259 = load volatile i64, i64* getelementptr inbounds (%struct.S1, %struct.S1* bitcast ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_185 to %struct.S1*), i32 0, i32 2), align 1
  %260 = shl i64 %259, 46
  %261 = ashr i64 %260, 52
  %262 = trunc i64 %261 to i32
  %263 = sext i32 %262 to i64
  %264 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %263, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.38, i64 0, i64 0), i32 noundef %264)
  %265 = load volatile i64, i64* getelementptr inbounds (%struct.S1, %struct.S1* bitcast ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_185 to %struct.S1*), i32 0, i32 2), align 1
  %266 = shl i64 %265, 28
  %267 = ashr i64 %266, 46
  %268 = trunc i64 %267 to i32
  %269 = sext i32 %268 to i64
  %270 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %269, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.39, i64 0, i64 0), i32 noundef %270)
  %271 = load volatile i64, i64* getelementptr inbounds (%struct.S1, %struct.S1* bitcast ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_185 to %struct.S1*), i32 0, i32 2), align 1
  %272 = lshr i64 %271, 36
  %273 = and i64 %272, 134217727
  %274 = trunc i64 %273 to i32
  %275 = zext i32 %274 to i64
  %276 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %275, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.40, i64 0, i64 0), i32 noundef %276)
  %277 = load i32, i32* @g_218, align 4
  %278 = sext i32 %277 to i64
  %279 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %278, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.41, i64 0, i64 0), i32 noundef %279)
  store i32 0, i32* %6, align 4
  br label %280

280:                                              ; preds = %320, %244
  %281 = load i32, i32* %6, align 4
  %282 = icmp slt i32 %281, 3
  br i1 %282, label %283, label %323

283:                                              ; preds = %280
  store i32 0, i32* %7, align 4
  br label %284

284:                                              ; preds = %316, %283
  %285 = load i32, i32* %7, align 4
  %286 = icmp slt i32 %285, 5
  br i1 %286, label %287, label %319

287:                                              ; preds = %284
  store i32 0, i32* %8, align 4
  br label %288

288:                                              ; preds = %312, %287
  %289 = load i32, i32* %8, align 4
  %290 = icmp slt i32 %289, 2
  br i1 %290, label %291, label %315

291:                                              ; preds = %288
  %292 = load i32, i32* %6, align 4
  %293 = sext i32 %292 to i64
  %294 = getelementptr inbounds [3 x [5 x [2 x i8]]], [3 x [5 x [2 x i8]]]* @g_306, i64 0, i64 %293
  %295 = load i32, i32* %7, align 4
  %296 = sext i32 %295 to i64
  %297 = getelementptr inbounds [5 x [2 x i8]], [5 x [2 x i8]]* %294, i64 0, i64 %296
  %298 = load i32, i32* %8, align 4
  %299 = sext i32 %298 to i64
  %300 = getelementptr inbounds [2 x i8], [2 x i8]* %297, i64 0, i64 %299
  %301 = load i8, i8* %300, align 1
  %302 = zext i8 %301 to i64
  %303 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %302, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.42, i64 0, i64 0), i32 noundef %303)
  %304 = load i32, i32* %9, align 4
  %305 = icmp ne i32 %304, 0
  br i1 %305, label %306, label %311

306:                                              ; preds = %291
  %307 = load i32, i32* %6, align 4
  %308 = load i32, i32* %7, align 4
  %309 = load i32, i32* %8, align 4
  %310 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.43, i64 0, i64 0), i32 noundef %307, i32 noundef %308, i32 noundef %309)
  br label %311

311:                                              ; preds = %306, %291
  br label %312

312:                                              ; preds = %311
  %313 = load i32, i32* %8, align 4
  %314 = add nsw i32 %313, 1
  store i32 %314, i32* %8, align 4
  br label %288, !llvm.loop !10

315:                                              ; preds = %288
  br label %316

316:                                              ; preds = %315
  %317 = load i32, i32* %7, align 4
  %318 = add nsw i32 %317, 1
  store i32 %318, i32* %7, align 4
  br label %284, !llvm.loop !11

319:                                              ; preds = %284
  br label %320

320:                                              ; preds = %319
  %321 = load i32, i32* %6, align 4
  %322 = add nsw i32 %321, 1
  store i32 %322, i32* %6, align 4
  br label %280, !llvm.loop !12

323:                                              ; preds = %280
  %324 = load i32, i32* @g_307, align 4
  %325 = zext i32 %324 to i64
  %326 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %325, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.44, i64 0, i64 0), i32 noundef %326)
  %327 = load i32, i32* getelementptr inbounds (%struct.S1, %struct.S1* bitcast ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_324 to %struct.S1*), i32 0, i32 0), align 1
  %328 = and i32 %327, 33554431
  %329 = zext i32 %328 to i64
  %330 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %329, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.45, i64 0, i64 0), i32 noundef %330)
  %331 = load i16, i16* getelementptr inbounds (%struct.S1, %struct.S1* bitcast ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_324 to %struct.S1*), i32 0, i32 1), align 1
  %332 = zext i16 %331 to i64
  %333 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %332, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.46, i64 0, i64 0), i32 noundef %333)
  %334 = load i64, i64* getelementptr inbounds (%struct.S1, %struct.S1* bitcast ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_324 to %struct.S1*), i32 0, i32 2), align 1
  %335 = and i64 %334, 63
  %336 = trunc i64 %335 to i32
  %337 = zext i32 %336 to i64
  %338 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %337, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.47, i64 0, i64 0), i32 noundef %338)
  %339 = load volatile i64, i64* getelementptr inbounds (%struct.S1, %struct.S1* bitcast ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_324 to %struct.S1*), i32 0, i32 2), align 1
  %340 = shl i64 %339, 46
  %341 = ashr i64 %340, 52
  %342 = trunc i64 %341 to i32
  %343 = sext i32 %342 to i64
  %344 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %343, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.48, i64 0, i64 0), i32 noundef %344)
  %345 = load volatile i64, i64* getelementptr inbounds (%struct.S1, %struct.S1* bitcast ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_324 to %struct.S1*), i32 0, i32 2), align 1
  %346 = shl i64 %345, 28
  %347 = ashr i64 %346, 46
  %348 = trunc i64 %347 to i32
  %349 = sext i32 %348 to i64
  %350 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %349, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.49, i64 0, i64 0), i32 noundef %350)
  %351 = load i64, i64* getelementptr inbounds (%struct.S1, %struct.S1* bitcast ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_324 to %struct.S1*), i32 0, i32 2), align 1
  %352 = lshr i64 %351, 36
  %353 = and i64 %352, 134217727
  %354 = trunc i64 %353 to i32
  %355 = zext i32 %354 to i64
  %356 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %355, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.50, i64 0, i64 0), i32 noundef %356)
  %357 = load i32, i32* getelementptr inbounds (%struct.S1, %struct.S1* bitcast ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_374 to %struct.S1*), i32 0, i32 0), align 1
  %358 = and i32 %357, 33554431
  %359 = zext i32 %358 to i64
  %360 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %359, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.51, i64 0, i64 0), i32 noundef %360)
  %361 = load i16, i16* getelementptr inbounds (%struct.S1, %struct.S1* bitcast ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_374 to %struct.S1*), i32 0, i32 1), align 1
  %362 = zext i16 %361 to i64
  %363 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %362, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.52, i64 0, i64 0), i32 noundef %363)
  %364 = load i64, i64* getelementptr inbounds (%struct.S1, %struct.S1* bitcast ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_374 to %struct.S1*), i32 0, i32 2), align 1
  %365 = and i64 %364, 63
  %366 = trunc i64 %365 to i32
  %367 = zext i32 %366 to i64
  %368 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %367, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.53, i64 0, i64 0), i32 noundef %368)
  %369 = load volatile i64, i64* getelementptr inbounds (%struct.S1, %struct.S1* bitcast ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_374 to %struct.S1*), i32 0, i32 2), align 1
  %370 = shl i64 %369, 46
  %371 = ashr i64 %370, 52
  %372 = trunc i64 %371 to i32
  %373 = sext i32 %372 to i64
  %374 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %373, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.54, i64 0, i64 0), i32 noundef %374)
  %375 = load volatile i64, i64* getelementptr inbounds (%struct.S1, %struct.S1* bitcast ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_374 to %struct.S1*), i32 0, i32 2), align 1
  %376 = shl i64 %375, 28
  %377 = ashr i64 %376, 46
  %378 = trunc i64 %377 to i32
  %379 = sext i32 %378 to i64
  %380 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %379, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.55, i64 0, i64 0), i32 noundef %380)
  %381 = load i64, i64* getelementptr inbounds (%struct.S1, %struct.S1* bitcast ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_374 to %struct.S1*), i32 0, i32 2), align 1
  %382 = lshr i64 %381, 36
  %383 = and i64 %382, 134217727
  %384 = trunc i64 %383 to i32
  %385 = zext i32 %384 to i64
  %386 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %385, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.56, i64 0, i64 0), i32 noundef %386)
  %387 = load i32, i32* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_403 to i32*), align 4
  %388 = and i32 %387, 262143
  %389 = zext i32 %388 to i64
  %390 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %389, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.57, i64 0, i64 0), i32 noundef %390)
  %391 = load i32, i32* getelementptr inbounds (%struct.S0, %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_403 to %struct.S0*), i32 0, i32 1), align 4
  %392 = and i32 %391, 2147483647
  %393 = zext i32 %392 to i64
  %394 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %393, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.58, i64 0, i64 0), i32 noundef %394)
  %395 = load i8, i8* getelementptr inbounds (%struct.S0, %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_403 to %struct.S0*), i32 0, i32 2), align 4
  %396 = zext i8 %395 to i64
  %397 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %396, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.59, i64 0, i64 0), i32 noundef %397)
  %398 = load i32, i32* getelementptr inbounds (%struct.S0, %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_403 to %struct.S0*), i32 0, i32 3), align 4
  %399 = shl i32 %398, 3
  %400 = ashr i32 %399, 3
  %401 = sext i32 %400 to i64
  %402 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %401, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.60, i64 0, i64 0), i32 noundef %402)
  %403 = load i16, i16* getelementptr inbounds (%struct.S0, %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_403 to %struct.S0*), i32 0, i32 4), align 4
  %404 = and i16 %403, 16383
  %405 = zext i16 %404 to i32
  %406 = zext i32 %405 to i64
  %407 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %406, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.61, i64 0, i64 0), i32 noundef %407)
  %408 = load i32, i32* getelementptr inbounds (%struct.S0, %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_403 to %struct.S0*), i32 0, i32 5), align 4
  %409 = sext i32 %408 to i64
  %410 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %409, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.62, i64 0, i64 0), i32 noundef %410)
  %411 = load i32, i32* bitcast (i24* getelementptr inbounds (%struct.S0, %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_403 to %struct.S0*), i32 0, i32 6) to i32*), align 4
  %412 = and i32 %411, 131071
  %413 = zext i32 %412 to i64
  %414 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %413, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.63, i64 0, i64 0), i32 noundef %414)
  %415 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef -4, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.64, i64 0, i64 0), i32 noundef %415)
  store i32 0, i32* %6, align 4
  br label %416

416:                                              ; preds = %432, %323
  %417 = load i32, i32* %6, align 4
  %418 = icmp slt i32 %417, 2
  br i1 %418, label %419, label %435

419:                                              ; preds = %416
  %420 = load i32, i32* %6, align 4
  %421 = sext i32 %420 to i64
  %422 = getelementptr inbounds [2 x i16], [2 x i16]* @g_417, i64 0, i64 %421
  %423 = load i16, i16* %422, align 2
  %424 = sext i16 %423 to i64
  %425 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %424, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.65, i64 0, i64 0), i32 noundef %425)
  %426 = load i32, i32* %9, align 4
  %427 = icmp ne i32 %426, 0
  br i1 %427, label %428, label %431

428:                                              ; preds = %419
  %429 = load i32, i32* %6, align 4
  %430 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.26, i64 0, i64 0), i32 noundef %429)
  br label %431

431:                                              ; preds = %428, %419
  br label %432

432:                                              ; preds = %431
  %433 = load i32, i32* %6, align 4
  %434 = add nsw i32 %433, 1
  store i32 %434, i32* %6, align 4
  br label %416, !llvm.loop !13

435:                                              ; preds = %416
  %436 = load i32, i32* @g_421, align 4
  %437 = sext i32 %436 to i64
  %438 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %437, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.66, i64 0, i64 0), i32 noundef %438)
  %439 = load i32, i32* @g_493, align 4
  %440 = sext i32 %439 to i64
  %441 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %440, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.67, i64 0, i64 0), i32 noundef %441)
  %442 = load i32, i32* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_530 to i32*), align 4
  %443 = and i32 %442, 262143
  %444 = zext i32 %443 to i64
  %445 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %444, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.68, i64 0, i64 0), i32 noundef %445)
  %446 = load i32, i32* getelementptr inbounds (%struct.S0, %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_530 to %struct.S0*), i32 0, i32 1), align 4
  %447 = and i32 %446, 2147483647
  %448 = zext i32 %447 to i64
  %449 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %448, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.69, i64 0, i64 0), i32 noundef %449)
  %450 = load i8, i8* getelementptr inbounds (%struct.S0, %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_530 to %struct.S0*), i32 0, i32 2), align 4
  %451 = zext i8 %450 to i64
  %452 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %451, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.70, i64 0, i64 0), i32 noundef %452)
  %453 = load i32, i32* getelementptr inbounds (%struct.S0, %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_530 to %struct.S0*), i32 0, i32 3), align 4
  %454 = shl i32 %453, 3
  %455 = ashr i32 %454, 3
  %456 = sext i32 %455 to i64
  %457 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %456, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.71, i64 0, i64 0), i32 noundef %457)
  %458 = load i16, i16* getelementptr inbounds (%struct.S0, %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_530 to %struct.S0*), i32 0, i32 4), align 4
  %459 = and i16 %458, 16383
  %460 = zext i16 %459 to i32
  %461 = zext i32 %460 to i64
  %462 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %461, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.72, i64 0, i64 0), i32 noundef %462)
  %463 = load i32, i32* getelementptr inbounds (%struct.S0, %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_530 to %struct.S0*), i32 0, i32 5), align 4
  %464 = sext i32 %463 to i64
  %465 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %464, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.73, i64 0, i64 0), i32 noundef %465)
  %466 = load i32, i32* bitcast (i24* getelementptr inbounds (%struct.S0, %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_530 to %struct.S0*), i32 0, i32 6) to i32*), align 4
  %467 = and i32 %466, 131071
  %468 = zext i32 %467 to i64
  %469 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %468, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.74, i64 0, i64 0), i32 noundef %469)
  store i32 0, i32* %6, align 4
  br label %470

470:                                              ; preds = %486, %435
  %471 = load i32, i32* %6, align 4
  %472 = icmp slt i32 %471, 8
  br i1 %472, label %473, label %489

473:                                              ; preds = %470
  %474 = load i32, i32* %6, align 4
  %475 = sext i32 %474 to i64
  %476 = getelementptr inbounds [8 x i32], [8 x i32]* @g_585, i64 0, i64 %475
  %477 = load volatile i32, i32* %476, align 4
  %478 = sext i32 %477 to i64
  %479 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %478, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.75, i64 0, i64 0), i32 noundef %479)
  %480 = load i32, i32* %9, align 4
  %481 = icmp ne i32 %480, 0
  br i1 %481, label %482, label %485

482:                                              ; preds = %473
  %483 = load i32, i32* %6, align 4
  %484 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.26, i64 0, i64 0), i32 noundef %483)
  br label %485

485:                                              ; preds = %482, %473
  br label %486

486:                                              ; preds = %485
  %487 = load i32, i32* %6, align 4
  %488 = add nsw i32 %487, 1
  store i32 %488, i32* %6, align 4
  br label %470, !llvm.loop !14

489:                                              ; preds = %470
  store i32 0, i32* %6, align 4
  br label %490

490:                                              ; preds = %554, %489
  %491 = load i32, i32* %6, align 4
  %492 = icmp slt i32 %491, 9
  br i1 %492, label %493, label %557

493:                                              ; preds = %490
  %494 = load i32, i32* %6, align 4
  %495 = sext i32 %494 to i64
  %496 = getelementptr inbounds [9 x %struct.S1], [9 x %struct.S1]* bitcast ([9 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]* @g_598 to [9 x %struct.S1]*), i64 0, i64 %495
  %497 = bitcast %struct.S1* %496 to i32*
  %498 = load i32, i32* %497, align 2
  %499 = and i32 %498, 33554431
  %500 = zext i32 %499 to i64
  %501 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %500, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.76, i64 0, i64 0), i32 noundef %501)
  %502 = load i32, i32* %6, align 4
  %503 = sext i32 %502 to i64
  %504 = getelementptr inbounds [9 x %struct.S1], [9 x %struct.S1]* bitcast ([9 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]* @g_598 to [9 x %struct.S1]*), i64 0, i64 %503
  %505 = getelementptr inbounds %struct.S1, %struct.S1* %504, i32 0, i32 1
  %506 = load i16, i16* %505, align 2
  %507 = zext i16 %506 to i64
  %508 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %507, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.77, i64 0, i64 0), i32 noundef %508)
  %509 = load i32, i32* %6, align 4
  %510 = sext i32 %509 to i64
  %511 = getelementptr inbounds [9 x %struct.S1], [9 x %struct.S1]* bitcast ([9 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]* @g_598 to [9 x %struct.S1]*), i64 0, i64 %510
  %512 = getelementptr inbounds %struct.S1, %struct.S1* %511, i32 0, i32 2
  %513 = load i64, i64* %512, align 2
  %514 = and i64 %513, 63
  %515 = trunc i64 %514 to i32
  %516 = zext i32 %515 to i64
  %517 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %516, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.78, i64 0, i64 0), i32 noundef %517)
  %518 = load i32, i32* %6, align 4
  %519 = sext i32 %518 to i64
  %520 = getelementptr inbounds [9 x %struct.S1], [9 x %struct.S1]* bitcast ([9 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]* @g_598 to [9 x %struct.S1]*), i64 0, i64 %519
  %521 = getelementptr inbounds %struct.S1, %struct.S1* %520, i32 0, i32 2
  %522 = load volatile i64, i64* %521, align 2
  %523 = shl i64 %522, 46
  %524 = ashr i64 %523, 52
  %525 = trunc i64 %524 to i32
  %526 = sext i32 %525 to i64
  %527 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %526, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.79, i64 0, i64 0), i32 noundef %527)
  %528 = load i32, i32* %6, align 4
  %529 = sext i32 %528 to i64
  %530 = getelementptr inbounds [9 x %struct.S1], [9 x %struct.S1]* bitcast ([9 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]* @g_598 to [9 x %struct.S1]*), i64 0, i64 %529
  %531 = getelementptr inbounds %struct.S1, %struct.S1* %530, i32 0, i32 2
  %532 = load volatile i64, i64* %531, align 2
  %533 = shl i64 %532, 28
  %534 = ashr i64 %533, 46
  %535 = trunc i64 %534 to i32
  %536 = sext i32 %535 to i64
  %537 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %536, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.80, i64 0, i64 0), i32 noundef %537)
  %538 = load i32, i32* %6, align 4
  %539 = sext i32 %538 to i64
  %540 = getelementptr inbounds [9 x %struct.S1], [9 x %struct.S1]* bitcast ([9 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]* @g_598 to [9 x %struct.S1]*), i64 0, i64 %539
  %541 = getelementptr inbounds %struct.S1, %struct.S1* %540, i32 0, i32 2
  %542 = load i64, i64* %541, align 2
  %543 = lshr i64 %542, 36
  %544 = and i64 %543, 134217727
  %545 = trunc i64 %544 to i32
  %546 = zext i32 %545 to i64
  %547 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %546, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.81, i64 0, i64 0), i32 noundef %547)
  %548 = load i32, i32* %9, align 4
  %549 = icmp ne i32 %548, 0
  br i1 %549, label %550, label %553

550:                                              ; preds = %493
  %551 = load i32, i32* %6, align 4
  %552 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.26, i64 0, i64 0), i32 noundef %551)
  br label %553

553:                                              ; preds = %550, %493
  br label %554

554:                                              ; preds = %553
  %555 = load i32, i32* %6, align 4
  %556 = add nsw i32 %555, 1
  store i32 %556, i32* %6, align 4
  br label %490, !llvm.loop !15

557:                                              ; preds = %490
  %558 = load i32, i32* getelementptr inbounds (%struct.S1, %struct.S1* bitcast ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_622 to %struct.S1*), i32 0, i32 0), align 1
  %559 = and i32 %558, 33554431
  %560 = zext i32 %559 to i64
  %561 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %560, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.82, i64 0, i64 0), i32 noundef %561)
  %562 = load i16, i16* getelementptr inbounds (%struct.S1, %struct.S1* bitcast ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_622 to %struct.S1*), i32 0, i32 1), align 1
  %563 = zext i16 %562 to i64
  %564 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %563, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.83, i64 0, i64 0), i32 noundef %564)
  %565 = load i64, i64* getelementptr inbounds (%struct.S1, %struct.S1* bitcast ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_622 to %struct.S1*), i32 0, i32 2), align 1
  %566 = and i64 %565, 63
  %567 = trunc i64 %566 to i32
  %568 = zext i32 %567 to i64
  %569 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %568, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.84, i64 0, i64 0), i32 noundef %569)
  %570 = load volatile i64, i64* getelementptr inbounds (%struct.S1, %struct.S1* bitcast ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_622 to %struct.S1*), i32 0, i32 2), align 1
  %571 = shl i64 %570, 46
  %572 = ashr i64 %571, 52
  %573 = trunc i64 %572 to i32
  %574 = sext i32 %573 to i64
  %575 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %574, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.85, i64 0, i64 0), i32 noundef %575)
  %576 = load volatile i64, i64* getelementptr inbounds (%struct.S1, %struct.S1* bitcast ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_622 to %struct.S1*), i32 0, i32 2), align 1
  %577 = shl i64 %576, 28
  %578 = ashr i64 %577, 46
  %579 = trunc i64 %578 to i32
  %580 = sext i32 %579 to i64
  %581 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %580, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.86, i64 0, i64 0), i32 noundef %581)
  %582 = load i64, i64* getelementptr inbounds (%struct.S1, %struct.S1* bitcast ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_622 to %struct.S1*), i32 0, i32 2), align 1
  %583 = lshr i64 %582, 36
  %584 = and i64 %583, 134217727
  %585 = trunc i64 %584 to i32
  %586 = zext i32 %585 to i64
  %587 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %586, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.87, i64 0, i64 0), i32 noundef %587)
  %588 = load volatile i32, i32* getelementptr inbounds (%struct.S1, %struct.S1* bitcast ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_779 to %struct.S1*), i32 0, i32 0), align 1
  %589 = and i32 %588, 33554431
  %590 = zext i32 %589 to i64
  %591 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %590, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.88, i64 0, i64 0), i32 noundef %591)
  %592 = load volatile i16, i16* getelementptr inbounds (%struct.S1, %struct.S1* bitcast ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_779 to %struct.S1*), i32 0, i32 1), align 1
  %593 = zext i16 %592 to i64
  %594 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %593, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.89, i64 0, i64 0), i32 noundef %594)
  %595 = load volatile i64, i64* getelementptr inbounds (%struct.S1, %struct.S1* bitcast ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_779 to %struct.S1*), i32 0, i32 2), align 1
  %596 = and i64 %595, 63
  %597 = trunc i64 %596 to i32
  %598 = zext i32 %597 to i64
  %599 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %598, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.90, i64 0, i64 0), i32 noundef %599)
  %600 = load volatile i64, i64* getelementptr inbounds (%struct.S1, %struct.S1* bitcast ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_779 to %struct.S1*), i32 0, i32 2), align 1
  %601 = shl i64 %600, 46
  %602 = ashr i64 %601, 52
  %603 = trunc i64 %602 to i32
  %604 = sext i32 %603 to i64
  %605 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %604, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.91, i64 0, i64 0), i32 noundef %605)
  %606 = load volatile i64, i64* getelementptr inbounds (%struct.S1, %struct.S1* bitcast ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_779 to %struct.S1*), i32 0, i32 2), align 1
  %607 = shl i64 %606, 28
  %608 = ashr i64 %607, 46
  %609 = trunc i64 %608 to i32
  %610 = sext i32 %609 to i64
  %611 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %610, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.92, i64 0, i64 0), i32 noundef %611)
  %612 = load volatile i64, i64* getelementptr inbounds (%struct.S1, %struct.S1* bitcast ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_779 to %struct.S1*), i32 0, i32 2), align 1
  %613 = lshr i64 %612, 36
  %614 = and i64 %613, 134217727
  %615 = trunc i64 %614 to i32
  %616 = zext i32 %615 to i64
  %617 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %616, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.93, i64 0, i64 0), i32 noundef %617)
  %618 = load i32, i32* @g_829, align 4
  %619 = zext i32 %618 to i64
  %620 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %619, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.94, i64 0, i64 0), i32 noundef %620)
  store i32 0, i32* %6, align 4
  br label %621

621:                                              ; preds = %739, %557
  %622 = load i32, i32* %6, align 4
  %623 = icmp slt i32 %622, 6
  br i1 %623, label %624, label %742

624:                                              ; preds = %621
  store i32 0, i32* %7, align 4
  br label %625

625:                                              ; preds = %735, %624
  %626 = load i32, i32* %7, align 4
  %627 = icmp slt i32 %626, 8
  br i1 %627, label %628, label %738

628:                                              ; preds = %625
  store i32 0, i32* %8, align 4
  br label %629

629:                                              ; preds = %731, %628
  %630 = load i32, i32* %8, align 4
  %631 = icmp slt i32 %630, 2
  br i1 %631, label %632, label %734

632:                                              ; preds = %629
  %633 = load i32, i32* %6, align 4
  %634 = sext i32 %633 to i64
  %635 = getelementptr inbounds [6 x [8 x [2 x %struct.S1]]], [6 x [8 x [2 x %struct.S1]]]* bitcast ([6 x [8 x [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]]]* @g_854 to [6 x [8 x [2 x %struct.S1]]]*), i64 0, i64 %634
  %636 = load i32, i32* %7, align 4
  %637 = sext i32 %636 to i64
  %638 = getelementptr inbounds [8 x [2 x %struct.S1]], [8 x [2 x %struct.S1]]* %635, i64 0, i64 %637
  %639 = load i32, i32* %8, align 4
  %640 = sext i32 %639 to i64
  %641 = getelementptr inbounds [2 x %struct.S1], [2 x %struct.S1]* %638, i64 0, i64 %640
  %642 = bitcast %struct.S1* %641 to i32*
  %643 = load volatile i32, i32* %642, align 2
  %644 = and i32 %643, 33554431
  %645 = zext i32 %644 to i64
  %646 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %645, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.95, i64 0, i64 0), i32 noundef %646)
  %647 = load i32, i32* %6, align 4
  %648 = sext i32 %647 to i64
  %649 = getelementptr inbounds [6 x [8 x [2 x %struct.S1]]], [6 x [8 x [2 x %struct.S1]]]* bitcast ([6 x [8 x [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]]]* @g_854 to [6 x [8 x [2 x %struct.S1]]]*), i64 0, i64 %648
  %650 = load i32, i32* %7, align 4
  %651 = sext i32 %650 to i64
  %652 = getelementptr inbounds [8 x [2 x %struct.S1]], [8 x [2 x %struct.S1]]* %649, i64 0, i64 %651
  %653 = load i32, i32* %8, align 4
  %654 = sext i32 %653 to i64
  %655 = getelementptr inbounds [2 x %struct.S1], [2 x %struct.S1]* %652, i64 0, i64 %654
  %656 = getelementptr inbounds %struct.S1, %struct.S1* %655, i32 0, i32 1
  %657 = load volatile i16, i16* %656, align 2
  %658 = zext i16 %657 to i64
  %659 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %658, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.96, i64 0, i64 0), i32 noundef %659)
  %660 = load i32, i32* %6, align 4
  %661 = sext i32 %660 to i64
  %662 = getelementptr inbounds [6 x [8 x [2 x %struct.S1]]], [6 x [8 x [2 x %struct.S1]]]* bitcast ([6 x [8 x [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]]]* @g_854 to [6 x [8 x [2 x %struct.S1]]]*), i64 0, i64 %661
  %663 = load i32, i32* %7, align 4
  %664 = sext i32 %663 to i64
  %665 = getelementptr inbounds [8 x [2 x %struct.S1]], [8 x [2 x %struct.S1]]* %662, i64 0, i64 %664
  %666 = load i32, i32* %8, align 4
  %667 = sext i32 %666 to i64
  %668 = getelementptr inbounds [2 x %struct.S1], [2 x %struct.S1]* %665, i64 0, i64 %667
  %669 = getelementptr inbounds %struct.S1, %struct.S1* %668, i32 0, i32 2
  %670 = load volatile i64, i64* %669, align 2
  %671 = and i64 %670, 63
  %672 = trunc i64 %671 to i32
  %673 = zext i32 %672 to i64
  %674 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %673, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.97, i64 0, i64 0), i32 noundef %674)
  %675 = load i32, i32* %6, align 4
  %676 = sext i32 %675 to i64
  %677 = getelementptr inbounds [6 x [8 x [2 x %struct.S1]]], [6 x [8 x [2 x %struct.S1]]]* bitcast ([6 x [8 x [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]]]* @g_854 to [6 x [8 x [2 x %struct.S1]]]*), i64 0, i64 %676
  %678 = load i32, i32* %7, align 4
  %679 = sext i32 %678 to i64
  %680 = getelementptr inbounds [8 x [2 x %struct.S1]], [8 x [2 x %struct.S1]]* %677, i64 0, i64 %679
  %681 = load i32, i32* %8, align 4
  %682 = sext i32 %681 to i64
  %683 = getelementptr inbounds [2 x %struct.S1], [2 x %struct.S1]* %680, i64 0, i64 %682
  %684 = getelementptr inbounds %struct.S1, %struct.S1* %683, i32 0, i32 2
  %685 = load volatile i64, i64* %684, align 2
  %686 = shl i64 %685, 46
  %687 = ashr i64 %686, 52
  %688 = trunc i64 %687 to i32
  %689 = sext i32 %688 to i64
  %690 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %689, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.98, i64 0, i64 0), i32 noundef %690)
  %691 = load i32, i32* %6, align 4
  %692 = sext i32 %691 to i64
  %693 = getelementptr inbounds [6 x [8 x [2 x %struct.S1]]], [6 x [8 x [2 x %struct.S1]]]* bitcast ([6 x [8 x [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]]]* @g_854 to [6 x [8 x [2 x %struct.S1]]]*), i64 0, i64 %692
  %694 = load i32, i32* %7, align 4
  %695 = sext i32 %694 to i64
  %696 = getelementptr inbounds [8 x [2 x %struct.S1]], [8 x [2 x %struct.S1]]* %693, i64 0, i64 %695
  %697 = load i32, i32* %8, align 4
  %698 = sext i32 %697 to i64
  %699 = getelementptr inbounds [2 x %struct.S1], [2 x %struct.S1]* %696, i64 0, i64 %698
  %700 = getelementptr inbounds %struct.S1, %struct.S1* %699, i32 0, i32 2
  %701 = load volatile i64, i64* %700, align 2
  %702 = shl i64 %701, 28
  %703 = ashr i64 %702, 46
  %704 = trunc i64 %703 to i32
  %705 = sext i32 %704 to i64
  %706 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %705, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.99, i64 0, i64 0), i32 noundef %706)
  %707 = load i32, i32* %6, align 4
  %708 = sext i32 %707 to i64
  %709 = getelementptr inbounds [6 x [8 x [2 x %struct.S1]]], [6 x [8 x [2 x %struct.S1]]]* bitcast ([6 x [8 x [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]]]* @g_854 to [6 x [8 x [2 x %struct.S1]]]*), i64 0, i64 %708
  %710 = load i32, i32* %7, align 4
  %711 = sext i32 %710 to i64
  %712 = getelementptr inbounds [8 x [2 x %struct.S1]], [8 x [2 x %struct.S1]]* %709, i64 0, i64 %711
  %713 = load i32, i32* %8, align 4
  %714 = sext i32 %713 to i64
  %715 = getelementptr inbounds [2 x %struct.S1], [2 x %struct.S1]* %712, i64 0, i64 %714
  %716 = getelementptr inbounds %struct.S1, %struct.S1* %715, i32 0, i32 2
  %717 = load volatile i64, i64* %716, align 2
  %718 = lshr i64 %717, 36
  %719 = and i64 %718, 134217727
  %720 = trunc i64 %719 to i32
  %721 = zext i32 %720 to i64
  %722 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %721, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.100, i64 0, i64 0), i32 noundef %722)
  %723 = load i32, i32* %9, align 4
  %724 = icmp ne i32 %723, 0
  br i1 %724, label %725, label %730

725:                                              ; preds = %632
  %726 = load i32, i32* %6, align 4
  %727 = load i32, i32* %7, align 4
  %728 = load i32, i32* %8, align 4
  %729 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.43, i64 0, i64 0), i32 noundef %726, i32 noundef %727, i32 noundef %728)
  br label %730

730:                                              ; preds = %725, %632
  br label %731

731:                                              ; preds = %730
  %732 = load i32, i32* %8, align 4
  %733 = add nsw i32 %732, 1
  store i32 %733, i32* %8, align 4
  br label %629, !llvm.loop !16

734:                                              ; preds = %629
  br label %735

735:                                              ; preds = %734
  %736 = load i32, i32* %7, align 4
  %737 = add nsw i32 %736, 1
  store i32 %737, i32* %7, align 4
  br label %625, !llvm.loop !17

738:                                              ; preds = %625
  br label %739

739:                                              ; preds = %738
  %740 = load i32, i32* %6, align 4
  %741 = add nsw i32 %740, 1
  store i32 %741, i32* %6, align 4
  br label %621, !llvm.loop !18

742:                                              ; preds = %621
  store i32 0, i32* %6, align 4
  br label %743

743:                                              ; preds = %834, %742
  %744 = load i32, i32* %6, align 4
  %745 = icmp slt i32 %744, 7
  br i1 %745, label %746, label %837

746:                                              ; preds = %743
  store i32 0, i32* %7, align 4
  br label %747

747:                                              ; preds = %830, %746
  %748 = load i32, i32* %7, align 4
  %749 = icmp slt i32 %748, 1
  br i1 %749, label %750, label %833

750:                                              ; preds = %747
  %751 = load i32, i32* %6, align 4
  %752 = sext i32 %751 to i64
  %753 = getelementptr inbounds [7 x [1 x %struct.S1]], [7 x [1 x %struct.S1]]* bitcast ([7 x [1 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]]* @g_857 to [7 x [1 x %struct.S1]]*), i64 0, i64 %752
  %754 = load i32, i32* %7, align 4
  %755 = sext i32 %754 to i64
  %756 = getelementptr inbounds [1 x %struct.S1], [1 x %struct.S1]* %753, i64 0, i64 %755
  %757 = bitcast %struct.S1* %756 to i32*
  %758 = load i32, i32* %757, align 2
  %759 = and i32 %758, 33554431
  %760 = zext i32 %759 to i64
  %761 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %760, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.101, i64 0, i64 0), i32 noundef %761)
  %762 = load i32, i32* %6, align 4
  %763 = sext i32 %762 to i64
  %764 = getelementptr inbounds [7 x [1 x %struct.S1]], [7 x [1 x %struct.S1]]* bitcast ([7 x [1 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]]* @g_857 to [7 x [1 x %struct.S1]]*), i64 0, i64 %763
  %765 = load i32, i32* %7, align 4
  %766 = sext i32 %765 to i64
  %767 = getelementptr inbounds [1 x %struct.S1], [1 x %struct.S1]* %764, i64 0, i64 %766
  %768 = getelementptr inbounds %struct.S1, %struct.S1* %767, i32 0, i32 1
  %769 = load i16, i16* %768, align 2
  %770 = zext i16 %769 to i64
  %771 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %770, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.102, i64 0, i64 0), i32 noundef %771)
  %772 = load i32, i32* %6, align 4
  %773 = sext i32 %772 to i64
  %774 = getelementptr inbounds [7 x [1 x %struct.S1]], [7 x [1 x %struct.S1]]* bitcast ([7 x [1 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]]* @g_857 to [7 x [1 x %struct.S1]]*), i64 0, i64 %773
  %775 = load i32, i32* %7, align 4
  %776 = sext i32 %775 to i64
  %777 = getelementptr inbounds [1 x %struct.S1], [1 x %struct.S1]* %774, i64 0, i64 %776
  %778 = getelementptr inbounds %struct.S1, %struct.S1* %777, i32 0, i32 2
  %779 = load i64, i64* %778, align 2
  %780 = and i64 %779, 63
  %781 = trunc i64 %780 to i32
  %782 = zext i32 %781 to i64
  %783 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %782, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.103, i64 0, i64 0), i32 noundef %783)
  %784 = load i32, i32* %6, align 4
  %785 = sext i32 %784 to i64
  %786 = getelementptr inbounds [7 x [1 x %struct.S1]], [7 x [1 x %struct.S1]]* bitcast ([7 x [1 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]]* @g_857 to [7 x [1 x %struct.S1]]*), i64 0, i64 %785
  %787 = load i32, i32* %7, align 4
  %788 = sext i32 %787 to i64
  %789 = getelementptr inbounds [1 x %struct.S1], [1 x %struct.S1]* %786, i64 0, i64 %788
  %790 = getelementptr inbounds %struct.S1, %struct.S1* %789, i32 0, i32 2
  %791 = load volatile i64, i64* %790, align 2
  %792 = shl i64 %791, 46
  %793 = ashr i64 %792, 52
  %794 = trunc i64 %793 to i32
  %795 = sext i32 %794 to i64
  %796 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %795, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.104, i64 0, i64 0), i32 noundef %796)
  %797 = load i32, i32* %6, align 4
  %798 = sext i32 %797 to i64
  %799 = getelementptr inbounds [7 x [1 x %struct.S1]], [7 x [1 x %struct.S1]]* bitcast ([7 x [1 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]]* @g_857 to [7 x [1 x %struct.S1]]*), i64 0, i64 %798
  %800 = load i32, i32* %7, align 4
  %801 = sext i32 %800 to i64
  %802 = getelementptr inbounds [1 x %struct.S1], [1 x %struct.S1]* %799, i64 0, i64 %801
  %803 = getelementptr inbounds %struct.S1, %struct.S1* %802, i32 0, i32 2
  %804 = load volatile i64, i64* %803, align 2
  %805 = shl i64 %804, 28
  %806 = ashr i64 %805, 46
  %807 = trunc i64 %806 to i32
  %808 = sext i32 %807 to i64
  %809 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %808, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.105, i64 0, i64 0), i32 noundef %809)
  %810 = load i32, i32* %6, align 4
  %811 = sext i32 %810 to i64
  %812 = getelementptr inbounds [7 x [1 x %struct.S1]], [7 x [1 x %struct.S1]]* bitcast ([7 x [1 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]]* @g_857 to [7 x [1 x %struct.S1]]*), i64 0, i64 %811
  %813 = load i32, i32* %7, align 4
  %814 = sext i32 %813 to i64
  %815 = getelementptr inbounds [1 x %struct.S1], [1 x %struct.S1]* %812, i64 0, i64 %814
  %816 = getelementptr inbounds %struct.S1, %struct.S1* %815, i32 0, i32 2
  %817 = load i64, i64* %816, align 2
  %818 = lshr i64 %817, 36
  %819 = and i64 %818, 134217727
  %820 = trunc i64 %819 to i32
  %821 = zext i32 %820 to i64
  %822 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %821, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.106, i64 0, i64 0), i32 noundef %822)
  %823 = load i32, i32* %9, align 4
  %824 = icmp ne i32 %823, 0
  br i1 %824, label %825, label %829

825:                                              ; preds = %750
  %826 = load i32, i32* %6, align 4
  %827 = load i32, i32* %7, align 4
  %828 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.33, i64 0, i64 0), i32 noundef %826, i32 noundef %827)
  br label %829

829:                                              ; preds = %825, %750
  br label %830

830:                                              ; preds = %829
  %831 = load i32, i32* %7, align 4
  %832 = add nsw i32 %831, 1
  store i32 %832, i32* %7, align 4
  br label %747, !llvm.loop !19

833:                                              ; preds = %747
  br label %834

834:                                              ; preds = %833
  %835 = load i32, i32* %6, align 4
  %836 = add nsw i32 %835, 1
  store i32 %836, i32* %6, align 4
  br label %743, !llvm.loop !20

837:                                              ; preds = %743
  %838 = load volatile i32, i32* getelementptr inbounds (%struct.S1, %struct.S1* bitcast ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_905 to %struct.S1*), i32 0, i32 0), align 1
  %839 = and i32 %838, 33554431
  %840 = zext i32 %839 to i64
  %841 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %840, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.107, i64 0, i64 0), i32 noundef %841)
  %842 = load volatile i16, i16* getelementptr inbounds (%struct.S1, %struct.S1* bitcast ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_905 to %struct.S1*), i32 0, i32 1), align 1
  %843 = zext i16 %842 to i64
  %844 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %843, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.108, i64 0, i64 0), i32 noundef %844)
  %845 = load volatile i64, i64* getelementptr inbounds (%struct.S1, %struct.S1* bitcast ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_905 to %struct.S1*), i32 0, i32 2), align 1
  %846 = and i64 %845, 63
  %847 = trunc i64 %846 to i32
  %848 = zext i32 %847 to i64
  %849 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %848, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.109, i64 0, i64 0), i32 noundef %849)
  %850 = load volatile i64, i64* getelementptr inbounds (%struct.S1, %struct.S1* bitcast ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_905 to %struct.S1*), i32 0, i32 2), align 1
  %851 = shl i64 %850, 46
  %852 = ashr i64 %851, 52
  %853 = trunc i64 %852 to i32
  %854 = sext i32 %853 to i64
  %855 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %854, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.110, i64 0, i64 0), i32 noundef %855)
  %856 = load volatile i64, i64* getelementptr inbounds (%struct.S1, %struct.S1* bitcast ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_905 to %struct.S1*), i32 0, i32 2), align 1
  %857 = shl i64 %856, 28
  %858 = ashr i64 %857, 46
  %859 = trunc i64 %858 to i32
  %860 = sext i32 %859 to i64
  %861 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %860, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.111, i64 0, i64 0), i32 noundef %861)
  %862 = load volatile i64, i64* getelementptr inbounds (%struct.S1, %struct.S1* bitcast ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_905 to %struct.S1*), i32 0, i32 2), align 1
  %863 = lshr i64 %862, 36
  %864 = and i64 %863, 134217727
  %865 = trunc i64 %864 to i32
  %866 = zext i32 %865 to i64
  %867 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %866, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.112, i64 0, i64 0), i32 noundef %867)
  %868 = load i64, i64* @g_1003, align 8
  %869 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %868, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.113, i64 0, i64 0), i32 noundef %869)
  store i32 0, i32* %6, align 4
  br label %870

870:                                              ; preds = %909, %837
  %871 = load i32, i32* %6, align 4
  %872 = icmp slt i32 %871, 10
  br i1 %872, label %873, label %912

873:                                              ; preds = %870
  store i32 0, i32* %7, align 4
  br label %874

874:                                              ; preds = %905, %873
  %875 = load i32, i32* %7, align 4
  %876 = icmp slt i32 %875, 5
  br i1 %876, label %877, label %908

877:                                              ; preds = %874
  store i32 0, i32* %8, align 4
  br label %878

878:                                              ; preds = %901, %877
  %879 = load i32, i32* %8, align 4
  %880 = icmp slt i32 %879, 5
  br i1 %880, label %881, label %904

881:                                              ; preds = %878
  %882 = load i32, i32* %6, align 4
  %883 = sext i32 %882 to i64
  %884 = getelementptr inbounds [10 x [5 x [5 x i64]]], [10 x [5 x [5 x i64]]]* @g_1039, i64 0, i64 %883
  %885 = load i32, i32* %7, align 4
  %886 = sext i32 %885 to i64
  %887 = getelementptr inbounds [5 x [5 x i64]], [5 x [5 x i64]]* %884, i64 0, i64 %886
  %888 = load i32, i32* %8, align 4
  %889 = sext i32 %888 to i64
  %890 = getelementptr inbounds [5 x i64], [5 x i64]* %887, i64 0, i64 %889
  %891 = load i64, i64* %890, align 8
  %892 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %891, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.114, i64 0, i64 0), i32 noundef %892)
  %893 = load i32, i32* %9, align 4
  %894 = icmp ne i32 %893, 0
  br i1 %894, label %895, label %900

895:                                              ; preds = %881
  %896 = load i32, i32* %6, align 4
  %897 = load i32, i32* %7, align 4
  %898 = load i32, i32* %8, align 4
  %899 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.43, i64 0, i64 0), i32 noundef %896, i32 noundef %897, i32 noundef %898)
  br label %900

900:                                              ; preds = %895, %881
  br label %901

901:                                              ; preds = %900
  %902 = load i32, i32* %8, align 4
  %903 = add nsw i32 %902, 1
  store i32 %903, i32* %8, align 4
  br label %878, !llvm.loop !21

904:                                              ; preds = %878
  br label %905

905:                                              ; preds = %904
  %906 = load i32, i32* %7, align 4
  %907 = add nsw i32 %906, 1
  store i32 %907, i32* %7, align 4
  br label %874, !llvm.loop !22

908:                                              ; preds = %874
  br label %909

909:                                              ; preds = %908
  %910 = load i32, i32* %6, align 4
  %911 = add nsw i32 %910, 1
  store i32 %911, i32* %6, align 4
  br label %870, !llvm.loop !23

912:                                              ; preds = %870
  store i32 0, i32* %6, align 4
  br label %913

913:                                              ; preds = %929, %912
  %914 = load i32, i32* %6, align 4
  %915 = icmp slt i32 %914, 4
  br i1 %915, label %916, label %932

916:                                              ; preds = %913
  %917 = load i32, i32* %6, align 4
  %918 = sext i32 %917 to i64
  %919 = getelementptr inbounds [4 x i32], [4 x i32]* @g_1073, i64 0, i64 %918
  %920 = load i32, i32* %919, align 4
  %921 = zext i32 %920 to i64
  %922 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %921, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.115, i64 0, i64 0), i32 noundef %922)
  %923 = load i32, i32* %9, align 4
  %924 = icmp ne i32 %923, 0
  br i1 %924, label %925, label %928

925:                                              ; preds = %916
  %926 = load i32, i32* %6, align 4
  %927 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.26, i64 0, i64 0), i32 noundef %926)
  br label %928

928:                                              ; preds = %925, %916
  br label %929

929:                                              ; preds = %928
  %930 = load i32, i32* %6, align 4
  %931 = add nsw i32 %930, 1
  store i32 %931, i32* %6, align 4
  br label %913, !llvm.loop !24

932:                                              ; preds = %913
  %933 = load volatile i16, i16* @g_1078, align 2
  %934 = zext i16 %933 to i64
  %935 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %934, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.116, i64 0, i64 0), i32 noundef %935)
  %936 = load i32, i32* getelementptr inbounds (%struct.S1, %struct.S1* bitcast ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_1174 to %struct.S1*), i32 0, i32 0), align 1
  %937 = and i32 %936, 33554431
  %938 = zext i32 %937 to i64
  %939 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %938, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.117, i64 0, i64 0), i32 noundef %939)
  %940 = load i16, i16* getelementptr inbounds (%struct.S1, %struct.S1* bitcast ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_1174 to %struct.S1*), i32 0, i32 1), align 1
  %941 = zext i16 %940 to i64
  %942 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %941, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.118, i64 0, i64 0), i32 noundef %942)
  %943 = load i64, i64* getelementptr inbounds (%struct.S1, %struct.S1* bitcast ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_1174 to %struct.S1*), i32 0, i32 2), align 1
  %944 = and i64 %943, 63
  %945 = trunc i64 %944 to i32
  %946 = zext i32 %945 to i64
  %947 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %946, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.119, i64 0, i64 0), i32 noundef %947)
  %948 = load volatile i64, i64* getelementptr inbounds (%struct.S1, %struct.S1* bitcast ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_1174 to %struct.S1*), i32 0, i32 2), align 1
  %949 = shl i64 %948, 46
  %950 = ashr i64 %949, 52
  %951 = trunc i64 %950 to i32
  %952 = sext i32 %951 to i64
  %953 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %952, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.120, i64 0, i64 0), i32 noundef %953)
  %954 = load volatile i64, i64* getelementptr inbounds (%struct.S1, %struct.S1* bitcast ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_1174 to %struct.S1*), i32 0, i32 2), align 1
  %955 = shl i64 %954, 28
  %956 = ashr i64 %955, 46
  %957 = trunc i64 %956 to i32
  %958 = sext i32 %957 to i64
  %959 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %958, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.121, i64 0, i64 0), i32 noundef %959)
  %960 = load i64, i64* getelementptr inbounds (%struct.S1, %struct.S1* bitcast ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_1174 to %struct.S1*), i32 0, i32 2), align 1
  %961 = lshr i64 %960, 36
  %962 = and i64 %961, 134217727
  %963 = trunc i64 %962 to i32
  %964 = zext i32 %963 to i64
  %965 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %964, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.122, i64 0, i64 0), i32 noundef %965)
  %966 = load i32, i32* @g_1189, align 4
  %967 = sext i32 %966 to i64
  %968 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %967, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.123, i64 0, i64 0), i32 noundef %968)
  %969 = load i32, i32* getelementptr inbounds (%struct.S1, %struct.S1* bitcast ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_1211 to %struct.S1*), i32 0, i32 0), align 1
  %970 = and i32 %969, 33554431
  %971 = zext i32 %970 to i64
  %972 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %971, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.124, i64 0, i64 0), i32 noundef %972)
  %973 = load i16, i16* getelementptr inbounds (%struct.S1, %struct.S1* bitcast ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_1211 to %struct.S1*), i32 0, i32 1), align 1
  %974 = zext i16 %973 to i64
  %975 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %974, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.125, i64 0, i64 0), i32 noundef %975)
  %976 = load i64, i64* getelementptr inbounds (%struct.S1, %struct.S1* bitcast ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_1211 to %struct.S1*), i32 0, i32 2), align 1
  %977 = and i64 %976, 63
  %978 = trunc i64 %977 to i32
  %979 = zext i32 %978 to i64
  %980 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %979, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.126, i64 0, i64 0), i32 noundef %980)
  %981 = load volatile i64, i64* getelementptr inbounds (%struct.S1, %struct.S1* bitcast ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_1211 to %struct.S1*), i32 0, i32 2), align 1
  %982 = shl i64 %981, 46
  %983 = ashr i64 %982, 52
  %984 = trunc i64 %983 to i32
  %985 = sext i32 %984 to i64
  %986 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %985, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.127, i64 0, i64 0), i32 noundef %986)
  %987 = load volatile i64, i64* getelementptr inbounds (%struct.S1, %struct.S1* bitcast ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_1211 to %struct.S1*), i32 0, i32 2), align 1
  %988 = shl i64 %987, 28
  %989 = ashr i64 %988, 46
  %990 = trunc i64 %989 to i32
  %991 = sext i32 %990 to i64
  %992 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %991, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.128, i64 0, i64 0), i32 noundef %992)
  %993 = load i64, i64* getelementptr inbounds (%struct.S1, %struct.S1* bitcast ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_1211 to %struct.S1*), i32 0, i32 2), align 1
  %994 = lshr i64 %993, 36
  %995 = and i64 %994, 134217727
  %996 = trunc i64 %995 to i32
  %997 = zext i32 %996 to i64
  %998 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %997, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.129, i64 0, i64 0), i32 noundef %998)
  %999 = load i32, i32* @g_1261, align 4
  %1000 = sext i32 %999 to i64
  %1001 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %1000, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.130, i64 0, i64 0), i32 noundef %1001)
  %1002 = load i32, i32* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_1266 to i32*), align 4
  %1003 = and i32 %1002, 262143
  %1004 = zext i32 %1003 to i64
  %1005 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %1004, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.131, i64 0, i64 0), i32 noundef %1005)
  %1006 = load i32, i32* getelementptr inbounds (%struct.S0, %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_1266 to %struct.S0*), i32 0, i32 1), align 4
  %1007 = and i32 %1006, 2147483647
  %1008 = zext i32 %1007 to i64
  %1009 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %1008, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.132, i64 0, i64 0), i32 noundef %1009)
  %1010 = load i8, i8* getelementptr inbounds (%struct.S0, %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_1266 to %struct.S0*), i32 0, i32 2), align 4
  %1011 = zext i8 %1010 to i64
  %1012 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %1011, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.133, i64 0, i64 0), i32 noundef %1012)
  %1013 = load i32, i32* getelementptr inbounds (%struct.S0, %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_1266 to %struct.S0*), i32 0, i32 3), align 4
  %1014 = shl i32 %1013, 3
  %1015 = ashr i32 %1014, 3
  %1016 = sext i32 %1015 to i64
  %1017 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %1016, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.134, i64 0, i64 0), i32 noundef %1017)
  %1018 = load i16, i16* getelementptr inbounds (%struct.S0, %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_1266 to %struct.S0*), i32 0, i32 4), align 4
  %1019 = and i16 %1018, 16383
  %1020 = zext i16 %1019 to i32
  %1021 = zext i32 %1020 to i64
  %1022 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %1021, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.135, i64 0, i64 0), i32 noundef %1022)
  %1023 = load i32, i32* getelementptr inbounds (%struct.S0, %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_1266 to %struct.S0*), i32 0, i32 5), align 4
  %1024 = sext i32 %1023 to i64
  %1025 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %1024, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.136, i64 0, i64 0), i32 noundef %1025)
  %1026 = load i32, i32* bitcast (i24* getelementptr inbounds (%struct.S0, %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_1266 to %struct.S0*), i32 0, i32 6) to i32*), align 4
  %1027 = and i32 %1026, 131071
  %1028 = zext i32 %1027 to i64
  %1029 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %1028, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.137, i64 0, i64 0), i32 noundef %1029)
  %1030 = load i32, i32* @crc32_context, align 4
  %1031 = zext i32 %1030 to i64
  %1032 = xor i64 %1031, 4294967295
  %1033 = trunc i64 %1032 to i32
  %1034 = load i32, i32* %9, align 4
  call void @platform_main_end(i32 noundef %1033, i32 noundef %1034)
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
  br label %10, !llvm.loop !25

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
  br label %5, !llvm.loop !26

36:                                               ; preds = %5
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @func_1() #0 {
  %1 = alloca i8, align 1
  %2 = alloca i16, align 2
  %3 = alloca [2 x %struct.S0], align 16
  %4 = alloca i32, align 4
  %5 = alloca i8, align 1
  %6 = alloca [4 x [8 x i64***]], align 16
  %7 = alloca [5 x %struct.S1*], align 16
  %8 = alloca i32*, align 8
  %9 = alloca i32**, align 8
  %10 = alloca i32***, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i8, align 1
  %15 = alloca i64*, align 8
  %16 = alloca [5 x [4 x i64*]], align 16
  %17 = alloca [1 x [2 x [2 x i32*]]], align 16
  %18 = alloca i32*, align 8
  %19 = alloca i32*, align 8
  %20 = alloca [8 x i8], align 1
  %21 = alloca %struct.S1*, align 8
  %22 = alloca [4 x [6 x [7 x %struct.S0*]]], align 16
  %23 = alloca %struct.S0*, align 8
  %24 = alloca [3 x i32], align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca %struct.S0, align 8
  %29 = alloca i16, align 2
  %30 = alloca i32, align 4
  %31 = alloca %struct.S1*, align 8
  %32 = alloca %struct.S1*, align 8
  %33 = alloca i32, align 4
  %34 = alloca %struct.S0*, align 8
  %35 = alloca %struct.S0**, align 8
  %36 = alloca %struct.S0*, align 8
  %37 = alloca i64*, align 8
  %38 = alloca i32*, align 8
  %39 = alloca i8*, align 8
  %40 = alloca [10 x i8], align 1
  %41 = alloca i16, align 2
  %42 = alloca %struct.S1*, align 8
  %43 = alloca i32*, align 8
  %44 = alloca i32, align 4
  %45 = alloca i64, align 8
  store i16 -25196, i16* %2, align 2
  %46 = bitcast [2 x %struct.S0]* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %46, i8* align 16 getelementptr inbounds ([2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }], [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }]* @__const.func_1.l_13, i32 0, i32 0, i32 0), i64 56, i1 false)
  store i32 -6, i32* %4, align 4
  store i8 78, i8* %5, align 1
  %47 = bitcast [4 x [8 x i64***]]* %6 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %47, i8* align 16 bitcast ([4 x [8 x i64***]]* @__const.func_1.l_1224 to i8*), i64 256, i1 false)
  store i32* null, i32** %8, align 8
  store i32** null, i32*** %9, align 8
  store i32*** %9, i32**** %10, align 8
  store i32 0, i32* %11, align 4
  br label %48

48:                                               ; preds = %55, %0
  %49 = load i32, i32* %11, align 4
  %50 = icmp slt i32 %49, 5
  br i1 %50, label %51, label %58

51:                                               ; preds = %48
  %52 = load i32, i32* %11, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [5 x %struct.S1*], [5 x %struct.S1*]* %7, i64 0, i64 %53
  store %struct.S1* getelementptr inbounds ([7 x [1 x %struct.S1]], [7 x [1 x %struct.S1]]* bitcast ([7 x [1 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]]* @g_857 to [7 x [1 x %struct.S1]]*), i64 0, i64 5, i64 0), %struct.S1** %54, align 8
  br label %55

55:                                               ; preds = %51
  %56 = load i32, i32* %11, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, i32* %11, align 4
  br label %48, !llvm.loop !27

58:                                               ; preds = %48
  %59 = load i16, i16* %2, align 2
  %60 = icmp ne i16 %59, 0
  br i1 %60, label %61, label %64

61:                                               ; preds = %58
  store i32 -1, i32* %13, align 4
  %62 = load i32, i32* %13, align 4
  %63 = trunc i32 %62 to i8
  store i8 %63, i8* %1, align 1
  br label %554

64:                                               ; preds = %58
  store i8 1, i8* %14, align 1
  store i64* @g_22, i64** %15, align 8
  store i32* null, i32** %18, align 8
  store i32* @g_36, i32** %19, align 8
  %65 = bitcast [8 x i8]* %20 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 1 %65, i8 0, i64 8, i1 false)
  store %struct.S1* bitcast ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_1211 to %struct.S1*), %struct.S1** %21, align 8
  %66 = getelementptr inbounds [4 x [6 x [7 x %struct.S0*]]], [4 x [6 x [7 x %struct.S0*]]]* %22, i64 0, i64 0
  %67 = getelementptr inbounds [6 x [7 x %struct.S0*]], [6 x [7 x %struct.S0*]]* %66, i64 0, i64 0
  %68 = getelementptr inbounds [7 x %struct.S0*], [7 x %struct.S0*]* %67, i64 0, i64 0
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_403 to %struct.S0*), %struct.S0** %68, align 8
  %69 = getelementptr inbounds %struct.S0*, %struct.S0** %68, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29 to %struct.S0*), %struct.S0** %69, align 8
  %70 = getelementptr inbounds %struct.S0*, %struct.S0** %69, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_403 to %struct.S0*), %struct.S0** %70, align 8
  %71 = getelementptr inbounds %struct.S0*, %struct.S0** %70, i64 1
  %72 = getelementptr inbounds [2 x %struct.S0], [2 x %struct.S0]* %3, i64 0, i64 0
  store %struct.S0* %72, %struct.S0** %71, align 8
  %73 = getelementptr inbounds %struct.S0*, %struct.S0** %71, i64 1
  %74 = getelementptr inbounds [2 x %struct.S0], [2 x %struct.S0]* %3, i64 0, i64 0
  store %struct.S0* %74, %struct.S0** %73, align 8
  %75 = getelementptr inbounds %struct.S0*, %struct.S0** %73, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_403 to %struct.S0*), %struct.S0** %75, align 8
  %76 = getelementptr inbounds %struct.S0*, %struct.S0** %75, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29 to %struct.S0*), %struct.S0** %76, align 8
  %77 = getelementptr inbounds [7 x %struct.S0*], [7 x %struct.S0*]* %67, i64 1
  %78 = getelementptr inbounds [7 x %struct.S0*], [7 x %struct.S0*]* %77, i64 0, i64 0
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_403 to %struct.S0*), %struct.S0** %78, align 8
  %79 = getelementptr inbounds %struct.S0*, %struct.S0** %78, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29 to %struct.S0*), %struct.S0** %79, align 8
  %80 = getelementptr inbounds %struct.S0*, %struct.S0** %79, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_530 to %struct.S0*), %struct.S0** %80, align 8
  %81 = getelementptr inbounds %struct.S0*, %struct.S0** %80, i64 1
  %82 = getelementptr inbounds [2 x %struct.S0], [2 x %struct.S0]* %3, i64 0, i64 0
  store %struct.S0* %82, %struct.S0** %81, align 8
  %83 = getelementptr inbounds %struct.S0*, %struct.S0** %81, i64 1
  %84 = getelementptr inbounds [2 x %struct.S0], [2 x %struct.S0]* %3, i64 0, i64 0
  store %struct.S0* %84, %struct.S0** %83, align 8
  %85 = getelementptr inbounds %struct.S0*, %struct.S0** %83, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_530 to %struct.S0*), %struct.S0** %85, align 8
  %86 = getelementptr inbounds %struct.S0*, %struct.S0** %85, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29 to %struct.S0*), %struct.S0** %86, align 8
  %87 = getelementptr inbounds [7 x %struct.S0*], [7 x %struct.S0*]* %77, i64 1
  %88 = getelementptr inbounds [7 x %struct.S0*], [7 x %struct.S0*]* %87, i64 0, i64 0
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29 to %struct.S0*), %struct.S0** %88, align 8
  %89 = getelementptr inbounds %struct.S0*, %struct.S0** %88, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29 to %struct.S0*), %struct.S0** %89, align 8
  %90 = getelementptr inbounds %struct.S0*, %struct.S0** %89, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_530 to %struct.S0*), %struct.S0** %90, align 8
  %91 = getelementptr inbounds %struct.S0*, %struct.S0** %90, i64 1
  %92 = getelementptr inbounds [2 x %struct.S0], [2 x %struct.S0]* %3, i64 0, i64 0
  store %struct.S0* %92, %struct.S0** %91, align 8
  %93 = getelementptr inbounds %struct.S0*, %struct.S0** %91, i64 1
  %94 = getelementptr inbounds [2 x %struct.S0], [2 x %struct.S0]* %3, i64 0, i64 0
  store %struct.S0* %94, %struct.S0** %93, align 8
  %95 = getelementptr inbounds %struct.S0*, %struct.S0** %93, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_530 to %struct.S0*), %struct.S0** %95, align 8
  %96 = getelementptr inbounds %struct.S0*, %struct.S0** %95, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29 to %struct.S0*), %struct.S0** %96, align 8
  %97 = getelementptr inbounds [7 x %struct.S0*], [7 x %struct.S0*]* %87, i64 1
  %98 = getelementptr inbounds [7 x %struct.S0*], [7 x %struct.S0*]* %97, i64 0, i64 0
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_403 to %struct.S0*), %struct.S0** %98, align 8
  %99 = getelementptr inbounds %struct.S0*, %struct.S0** %98, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29 to %struct.S0*), %struct.S0** %99, align 8
  %100 = getelementptr inbounds %struct.S0*, %struct.S0** %99, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_403 to %struct.S0*), %struct.S0** %100, align 8
  %101 = getelementptr inbounds %struct.S0*, %struct.S0** %100, i64 1
  %102 = getelementptr inbounds [2 x %struct.S0], [2 x %struct.S0]* %3, i64 0, i64 0
  store %struct.S0* %102, %struct.S0** %101, align 8
  %103 = getelementptr inbounds %struct.S0*, %struct.S0** %101, i64 1
  %104 = getelementptr inbounds [2 x %struct.S0], [2 x %struct.S0]* %3, i64 0, i64 0
  store %struct.S0* %104, %struct.S0** %103, align 8
  %105 = getelementptr inbounds %struct.S0*, %struct.S0** %103, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_403 to %struct.S0*), %struct.S0** %105, align 8
  %106 = getelementptr inbounds %struct.S0*, %struct.S0** %105, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29 to %struct.S0*), %struct.S0** %106, align 8
  %107 = getelementptr inbounds [7 x %struct.S0*], [7 x %struct.S0*]* %97, i64 1
  %108 = getelementptr inbounds [7 x %struct.S0*], [7 x %struct.S0*]* %107, i64 0, i64 0
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_403 to %struct.S0*), %struct.S0** %108, align 8
  %109 = getelementptr inbounds %struct.S0*, %struct.S0** %108, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29 to %struct.S0*), %struct.S0** %109, align 8
  %110 = getelementptr inbounds %struct.S0*, %struct.S0** %109, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_530 to %struct.S0*), %struct.S0** %110, align 8
  %111 = getelementptr inbounds %struct.S0*, %struct.S0** %110, i64 1
  %112 = getelementptr inbounds [2 x %struct.S0], [2 x %struct.S0]* %3, i64 0, i64 0
  store %struct.S0* %112, %struct.S0** %111, align 8
  %113 = getelementptr inbounds %struct.S0*, %struct.S0** %111, i64 1
  %114 = getelementptr inbounds [2 x %struct.S0], [2 x %struct.S0]* %3, i64 0, i64 0
  store %struct.S0* %114, %struct.S0** %113, align 8
  %115 = getelementptr inbounds %struct.S0*, %struct.S0** %113, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_530 to %struct.S0*), %struct.S0** %115, align 8
  %116 = getelementptr inbounds %struct.S0*, %struct.S0** %115, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29 to %struct.S0*), %struct.S0** %116, align 8
  %117 = getelementptr inbounds [7 x %struct.S0*], [7 x %struct.S0*]* %107, i64 1
  %118 = getelementptr inbounds [7 x %struct.S0*], [7 x %struct.S0*]* %117, i64 0, i64 0
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29 to %struct.S0*), %struct.S0** %118, align 8
  %119 = getelementptr inbounds %struct.S0*, %struct.S0** %118, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29 to %struct.S0*), %struct.S0** %119, align 8
  %120 = getelementptr inbounds %struct.S0*, %struct.S0** %119, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_530 to %struct.S0*), %struct.S0** %120, align 8
  %121 = getelementptr inbounds %struct.S0*, %struct.S0** %120, i64 1
  %122 = getelementptr inbounds [2 x %struct.S0], [2 x %struct.S0]* %3, i64 0, i64 0
  store %struct.S0* %122, %struct.S0** %121, align 8
  %123 = getelementptr inbounds %struct.S0*, %struct.S0** %121, i64 1
  %124 = getelementptr inbounds [2 x %struct.S0], [2 x %struct.S0]* %3, i64 0, i64 0
  store %struct.S0* %124, %struct.S0** %123, align 8
  %125 = getelementptr inbounds %struct.S0*, %struct.S0** %123, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_530 to %struct.S0*), %struct.S0** %125, align 8
  %126 = getelementptr inbounds %struct.S0*, %struct.S0** %125, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29 to %struct.S0*), %struct.S0** %126, align 8
  %127 = getelementptr inbounds [6 x [7 x %struct.S0*]], [6 x [7 x %struct.S0*]]* %66, i64 1
  %128 = getelementptr inbounds [6 x [7 x %struct.S0*]], [6 x [7 x %struct.S0*]]* %127, i64 0, i64 0
  %129 = getelementptr inbounds [7 x %struct.S0*], [7 x %struct.S0*]* %128, i64 0, i64 0
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_403 to %struct.S0*), %struct.S0** %129, align 8
  %130 = getelementptr inbounds %struct.S0*, %struct.S0** %129, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29 to %struct.S0*), %struct.S0** %130, align 8
  %131 = getelementptr inbounds %struct.S0*, %struct.S0** %130, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_403 to %struct.S0*), %struct.S0** %131, align 8
  %132 = getelementptr inbounds %struct.S0*, %struct.S0** %131, i64 1
  %133 = getelementptr inbounds [2 x %struct.S0], [2 x %struct.S0]* %3, i64 0, i64 0
  store %struct.S0* %133, %struct.S0** %132, align 8
  %134 = getelementptr inbounds %struct.S0*, %struct.S0** %132, i64 1
  %135 = getelementptr inbounds [2 x %struct.S0], [2 x %struct.S0]* %3, i64 0, i64 0
  store %struct.S0* %135, %struct.S0** %134, align 8
  %136 = getelementptr inbounds %struct.S0*, %struct.S0** %134, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_403 to %struct.S0*), %struct.S0** %136, align 8
  %137 = getelementptr inbounds %struct.S0*, %struct.S0** %136, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29 to %struct.S0*), %struct.S0** %137, align 8
  %138 = getelementptr inbounds [7 x %struct.S0*], [7 x %struct.S0*]* %128, i64 1
  %139 = getelementptr inbounds [7 x %struct.S0*], [7 x %struct.S0*]* %138, i64 0, i64 0
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_403 to %struct.S0*), %struct.S0** %139, align 8
  %140 = getelementptr inbounds %struct.S0*, %struct.S0** %139, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29 to %struct.S0*), %struct.S0** %140, align 8
  %141 = getelementptr inbounds %struct.S0*, %struct.S0** %140, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_530 to %struct.S0*), %struct.S0** %141, align 8
  %142 = getelementptr inbounds %struct.S0*, %struct.S0** %141, i64 1
  %143 = getelementptr inbounds [2 x %struct.S0], [2 x %struct.S0]* %3, i64 0, i64 0
  store %struct.S0* %143, %struct.S0** %142, align 8
  %144 = getelementptr inbounds %struct.S0*, %struct.S0** %142, i64 1
  %145 = getelementptr inbounds [2 x %struct.S0], [2 x %struct.S0]* %3, i64 0, i64 0
  store %struct.S0* %145, %struct.S0** %144, align 8
  %146 = getelementptr inbounds %struct.S0*, %struct.S0** %144, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_530 to %struct.S0*), %struct.S0** %146, align 8
  %147 = getelementptr inbounds %struct.S0*, %struct.S0** %146, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29 to %struct.S0*), %struct.S0** %147, align 8
  %148 = getelementptr inbounds [7 x %struct.S0*], [7 x %struct.S0*]* %138, i64 1
  %149 = getelementptr inbounds [7 x %struct.S0*], [7 x %struct.S0*]* %148, i64 0, i64 0
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29 to %struct.S0*), %struct.S0** %149, align 8
  %150 = getelementptr inbounds %struct.S0*, %struct.S0** %149, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29 to %struct.S0*), %struct.S0** %150, align 8
  %151 = getelementptr inbounds %struct.S0*, %struct.S0** %150, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_530 to %struct.S0*), %struct.S0** %151, align 8
  %152 = getelementptr inbounds %struct.S0*, %struct.S0** %151, i64 1
  %153 = getelementptr inbounds [2 x %struct.S0], [2 x %struct.S0]* %3, i64 0, i64 0
  store %struct.S0* %153, %struct.S0** %152, align 8
  %154 = getelementptr inbounds %struct.S0*, %struct.S0** %152, i64 1
  %155 = getelementptr inbounds [2 x %struct.S0], [2 x %struct.S0]* %3, i64 0, i64 0
  store %struct.S0* %155, %struct.S0** %154, align 8
  %156 = getelementptr inbounds %struct.S0*, %struct.S0** %154, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_530 to %struct.S0*), %struct.S0** %156, align 8
  %157 = getelementptr inbounds %struct.S0*, %struct.S0** %156, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29 to %struct.S0*), %struct.S0** %157, align 8
  %158 = getelementptr inbounds [7 x %struct.S0*], [7 x %struct.S0*]* %148, i64 1
  %159 = getelementptr inbounds [7 x %struct.S0*], [7 x %struct.S0*]* %158, i64 0, i64 0
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_403 to %struct.S0*), %struct.S0** %159, align 8
  %160 = getelementptr inbounds %struct.S0*, %struct.S0** %159, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29 to %struct.S0*), %struct.S0** %160, align 8
  %161 = getelementptr inbounds %struct.S0*, %struct.S0** %160, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_403 to %struct.S0*), %struct.S0** %161, align 8
  %162 = getelementptr inbounds %struct.S0*, %struct.S0** %161, i64 1
  %163 = getelementptr inbounds [2 x %struct.S0], [2 x %struct.S0]* %3, i64 0, i64 0
  store %struct.S0* %163, %struct.S0** %162, align 8
  %164 = getelementptr inbounds %struct.S0*, %struct.S0** %162, i64 1
  %165 = getelementptr inbounds [2 x %struct.S0], [2 x %struct.S0]* %3, i64 0, i64 0
  store %struct.S0* %165, %struct.S0** %164, align 8
  %166 = getelementptr inbounds %struct.S0*, %struct.S0** %164, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_403 to %struct.S0*), %struct.S0** %166, align 8
  %167 = getelementptr inbounds %struct.S0*, %struct.S0** %166, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29 to %struct.S0*), %struct.S0** %167, align 8
  %168 = getelementptr inbounds [7 x %struct.S0*], [7 x %struct.S0*]* %158, i64 1
  %169 = getelementptr inbounds [7 x %struct.S0*], [7 x %struct.S0*]* %168, i64 0, i64 0
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_403 to %struct.S0*), %struct.S0** %169, align 8
  %170 = getelementptr inbounds %struct.S0*, %struct.S0** %169, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29 to %struct.S0*), %struct.S0** %170, align 8
  %171 = getelementptr inbounds %struct.S0*, %struct.S0** %170, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_530 to %struct.S0*), %struct.S0** %171, align 8
  %172 = getelementptr inbounds %struct.S0*, %struct.S0** %171, i64 1
  %173 = getelementptr inbounds [2 x %struct.S0], [2 x %struct.S0]* %3, i64 0, i64 0
  store %struct.S0* %173, %struct.S0** %172, align 8
  %174 = getelementptr inbounds %struct.S0*, %struct.S0** %172, i64 1
  %175 = getelementptr inbounds [2 x %struct.S0], [2 x %struct.S0]* %3, i64 0, i64 0
  store %struct.S0* %175, %struct.S0** %174, align 8
  %176 = getelementptr inbounds %struct.S0*, %struct.S0** %174, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_530 to %struct.S0*), %struct.S0** %176, align 8
  %177 = getelementptr inbounds %struct.S0*, %struct.S0** %176, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29 to %struct.S0*), %struct.S0** %177, align 8
  %178 = getelementptr inbounds [7 x %struct.S0*], [7 x %struct.S0*]* %168, i64 1
  %179 = getelementptr inbounds [7 x %struct.S0*], [7 x %struct.S0*]* %178, i64 0, i64 0
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29 to %struct.S0*), %struct.S0** %179, align 8
  %180 = getelementptr inbounds %struct.S0*, %struct.S0** %179, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29 to %struct.S0*), %struct.S0** %180, align 8
  %181 = getelementptr inbounds %struct.S0*, %struct.S0** %180, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_530 to %struct.S0*), %struct.S0** %181, align 8
  %182 = getelementptr inbounds %struct.S0*, %struct.S0** %181, i64 1
  %183 = getelementptr inbounds [2 x %struct.S0], [2 x %struct.S0]* %3, i64 0, i64 0
  store %struct.S0* %183, %struct.S0** %182, align 8
  %184 = getelementptr inbounds %struct.S0*, %struct.S0** %182, i64 1
  %185 = getelementptr inbounds [2 x %struct.S0], [2 x %struct.S0]* %3, i64 0, i64 0
  store %struct.S0* %185, %struct.S0** %184, align 8
  %186 = getelementptr inbounds %struct.S0*, %struct.S0** %184, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_530 to %struct.S0*), %struct.S0** %186, align 8
  %187 = getelementptr inbounds %struct.S0*, %struct.S0** %186, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29 to %struct.S0*), %struct.S0** %187, align 8
  %188 = getelementptr inbounds [6 x [7 x %struct.S0*]], [6 x [7 x %struct.S0*]]* %127, i64 1
  %189 = getelementptr inbounds [6 x [7 x %struct.S0*]], [6 x [7 x %struct.S0*]]* %188, i64 0, i64 0
  %190 = getelementptr inbounds [7 x %struct.S0*], [7 x %struct.S0*]* %189, i64 0, i64 0
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_403 to %struct.S0*), %struct.S0** %190, align 8
  %191 = getelementptr inbounds %struct.S0*, %struct.S0** %190, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29 to %struct.S0*), %struct.S0** %191, align 8
  %192 = getelementptr inbounds %struct.S0*, %struct.S0** %191, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_403 to %struct.S0*), %struct.S0** %192, align 8
  %193 = getelementptr inbounds %struct.S0*, %struct.S0** %192, i64 1
  %194 = getelementptr inbounds [2 x %struct.S0], [2 x %struct.S0]* %3, i64 0, i64 0
  store %struct.S0* %194, %struct.S0** %193, align 8
  %195 = getelementptr inbounds %struct.S0*, %struct.S0** %193, i64 1
  %196 = getelementptr inbounds [2 x %struct.S0], [2 x %struct.S0]* %3, i64 0, i64 0
  store %struct.S0* %196, %struct.S0** %195, align 8
  %197 = getelementptr inbounds %struct.S0*, %struct.S0** %195, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_403 to %struct.S0*), %struct.S0** %197, align 8
  %198 = getelementptr inbounds %struct.S0*, %struct.S0** %197, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29 to %struct.S0*), %struct.S0** %198, align 8
  %199 = getelementptr inbounds [7 x %struct.S0*], [7 x %struct.S0*]* %189, i64 1
  %200 = getelementptr inbounds [7 x %struct.S0*], [7 x %struct.S0*]* %199, i64 0, i64 0
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_403 to %struct.S0*), %struct.S0** %200, align 8
  %201 = getelementptr inbounds %struct.S0*, %struct.S0** %200, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29 to %struct.S0*), %struct.S0** %201, align 8
  %202 = getelementptr inbounds %struct.S0*, %struct.S0** %201, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_530 to %struct.S0*), %struct.S0** %202, align 8
  %203 = getelementptr inbounds %struct.S0*, %struct.S0** %202, i64 1
  %204 = getelementptr inbounds [2 x %struct.S0], [2 x %struct.S0]* %3, i64 0, i64 0
  store %struct.S0* %204, %struct.S0** %203, align 8
  %205 = getelementptr inbounds %struct.S0*, %struct.S0** %203, i64 1
  %206 = getelementptr inbounds [2 x %struct.S0], [2 x %struct.S0]* %3, i64 0, i64 0
  store %struct.S0* %206, %struct.S0** %205, align 8
  %207 = getelementptr inbounds %struct.S0*, %struct.S0** %205, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_530 to %struct.S0*), %struct.S0** %207, align 8
  %208 = getelementptr inbounds %struct.S0*, %struct.S0** %207, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29 to %struct.S0*), %struct.S0** %208, align 8
  %209 = getelementptr inbounds [7 x %struct.S0*], [7 x %struct.S0*]* %199, i64 1
  %210 = getelementptr inbounds [7 x %struct.S0*], [7 x %struct.S0*]* %209, i64 0, i64 0
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29 to %struct.S0*), %struct.S0** %210, align 8
  %211 = getelementptr inbounds %struct.S0*, %struct.S0** %210, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29 to %struct.S0*), %struct.S0** %211, align 8
  %212 = getelementptr inbounds %struct.S0*, %struct.S0** %211, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_530 to %struct.S0*), %struct.S0** %212, align 8
  %213 = getelementptr inbounds %struct.S0*, %struct.S0** %212, i64 1
  %214 = getelementptr inbounds [2 x %struct.S0], [2 x %struct.S0]* %3, i64 0, i64 0
  store %struct.S0* %214, %struct.S0** %213, align 8
  %215 = getelementptr inbounds %struct.S0*, %struct.S0** %213, i64 1
  %216 = getelementptr inbounds [2 x %struct.S0], [2 x %struct.S0]* %3, i64 0, i64 0
  store %struct.S0* %216, %struct.S0** %215, align 8
  %217 = getelementptr inbounds %struct.S0*, %struct.S0** %215, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_530 to %struct.S0*), %struct.S0** %217, align 8
  %218 = getelementptr inbounds %struct.S0*, %struct.S0** %217, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29 to %struct.S0*), %struct.S0** %218, align 8
  %219 = getelementptr inbounds [7 x %struct.S0*], [7 x %struct.S0*]* %209, i64 1
  %220 = getelementptr inbounds [7 x %struct.S0*], [7 x %struct.S0*]* %219, i64 0, i64 0
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_403 to %struct.S0*), %struct.S0** %220, align 8
  %221 = getelementptr inbounds %struct.S0*, %struct.S0** %220, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29 to %struct.S0*), %struct.S0** %221, align 8
  %222 = getelementptr inbounds %struct.S0*, %struct.S0** %221, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_403 to %struct.S0*), %struct.S0** %222, align 8
  %223 = getelementptr inbounds %struct.S0*, %struct.S0** %222, i64 1
  %224 = getelementptr inbounds [2 x %struct.S0], [2 x %struct.S0]* %3, i64 0, i64 0
  store %struct.S0* %224, %struct.S0** %223, align 8
  %225 = getelementptr inbounds %struct.S0*, %struct.S0** %223, i64 1
  %226 = getelementptr inbounds [2 x %struct.S0], [2 x %struct.S0]* %3, i64 0, i64 0
  store %struct.S0* %226, %struct.S0** %225, align 8
  %227 = getelementptr inbounds %struct.S0*, %struct.S0** %225, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_403 to %struct.S0*), %struct.S0** %227, align 8
  %228 = getelementptr inbounds %struct.S0*, %struct.S0** %227, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29 to %struct.S0*), %struct.S0** %228, align 8
  %229 = getelementptr inbounds [7 x %struct.S0*], [7 x %struct.S0*]* %219, i64 1
  %230 = getelementptr inbounds [7 x %struct.S0*], [7 x %struct.S0*]* %229, i64 0, i64 0
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_403 to %struct.S0*), %struct.S0** %230, align 8
  %231 = getelementptr inbounds %struct.S0*, %struct.S0** %230, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29 to %struct.S0*), %struct.S0** %231, align 8
  %232 = getelementptr inbounds %struct.S0*, %struct.S0** %231, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_530 to %struct.S0*), %struct.S0** %232, align 8
  %233 = getelementptr inbounds %struct.S0*, %struct.S0** %232, i64 1
  %234 = getelementptr inbounds [2 x %struct.S0], [2 x %struct.S0]* %3, i64 0, i64 0
  store %struct.S0* %234, %struct.S0** %233, align 8
  %235 = getelementptr inbounds %struct.S0*, %struct.S0** %233, i64 1
  %236 = getelementptr inbounds [2 x %struct.S0], [2 x %struct.S0]* %3, i64 0, i64 0
  store %struct.S0* %236, %struct.S0** %235, align 8
  %237 = getelementptr inbounds %struct.S0*, %struct.S0** %235, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_530 to %struct.S0*), %struct.S0** %237, align 8
  %238 = getelementptr inbounds %struct.S0*, %struct.S0** %237, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29 to %struct.S0*), %struct.S0** %238, align 8
  %239 = getelementptr inbounds [7 x %struct.S0*], [7 x %struct.S0*]* %229, i64 1
  %240 = getelementptr inbounds [7 x %struct.S0*], [7 x %struct.S0*]* %239, i64 0, i64 0
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29 to %struct.S0*), %struct.S0** %240, align 8
  %241 = getelementptr inbounds %struct.S0*, %struct.S0** %240, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29 to %struct.S0*), %struct.S0** %241, align 8
  %242 = getelementptr inbounds %struct.S0*, %struct.S0** %241, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_530 to %struct.S0*), %struct.S0** %242, align 8
  %243 = getelementptr inbounds %struct.S0*, %struct.S0** %242, i64 1
  %244 = getelementptr inbounds [2 x %struct.S0], [2 x %struct.S0]* %3, i64 0, i64 0
  store %struct.S0* %244, %struct.S0** %243, align 8
  %245 = getelementptr inbounds %struct.S0*, %struct.S0** %243, i64 1
  %246 = getelementptr inbounds [2 x %struct.S0], [2 x %struct.S0]* %3, i64 0, i64 0
  store %struct.S0* %246, %struct.S0** %245, align 8
  %247 = getelementptr inbounds %struct.S0*, %struct.S0** %245, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_530 to %struct.S0*), %struct.S0** %247, align 8
  %248 = getelementptr inbounds %struct.S0*, %struct.S0** %247, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29 to %struct.S0*), %struct.S0** %248, align 8
  %249 = getelementptr inbounds [6 x [7 x %struct.S0*]], [6 x [7 x %struct.S0*]]* %188, i64 1
  %250 = getelementptr inbounds [6 x [7 x %struct.S0*]], [6 x [7 x %struct.S0*]]* %249, i64 0, i64 0
  %251 = getelementptr inbounds [7 x %struct.S0*], [7 x %struct.S0*]* %250, i64 0, i64 0
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_403 to %struct.S0*), %struct.S0** %251, align 8
  %252 = getelementptr inbounds %struct.S0*, %struct.S0** %251, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29 to %struct.S0*), %struct.S0** %252, align 8
  %253 = getelementptr inbounds %struct.S0*, %struct.S0** %252, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_403 to %struct.S0*), %struct.S0** %253, align 8
  %254 = getelementptr inbounds %struct.S0*, %struct.S0** %253, i64 1
  %255 = getelementptr inbounds [2 x %struct.S0], [2 x %struct.S0]* %3, i64 0, i64 0
  store %struct.S0* %255, %struct.S0** %254, align 8
  %256 = getelementptr inbounds %struct.S0*, %struct.S0** %254, i64 1
  %257 = getelementptr inbounds [2 x %struct.S0], [2 x %struct.S0]* %3, i64 0, i64 0
  store %struct.S0* %257, %struct.S0** %256, align 8
  %258 = getelementptr inbounds %struct.S0*, %struct.S0** %256, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_403 to %struct.S0*), %struct.S0** %258, align 8
  %259 = getelementptr inbounds %struct.S0*, %struct.S0** %258, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29 to %struct.S0*), %struct.S0** %259, align 8
  %260 = getelementptr inbounds [7 x %struct.S0*], [7 x %struct.S0*]* %250, i64 1
  %261 = getelementptr inbounds [7 x %struct.S0*], [7 x %struct.S0*]* %260, i64 0, i64 0
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_403 to %struct.S0*), %struct.S0** %261, align 8
  %262 = getelementptr inbounds %struct.S0*, %struct.S0** %261, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29 to %struct.S0*), %struct.S0** %262, align 8
  %263 = getelementptr inbounds %struct.S0*, %struct.S0** %262, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_530 to %struct.S0*), %struct.S0** %263, align 8
  %264 = getelementptr inbounds %struct.S0*, %struct.S0** %263, i64 1
  %265 = getelementptr inbounds [2 x %struct.S0], [2 x %struct.S0]* %3, i64 0, i64 0
  store %struct.S0* %265, %struct.S0** %264, align 8
  %266 = getelementptr inbounds %struct.S0*, %struct.S0** %264, i64 1
  %267 = getelementptr inbounds [2 x %struct.S0], [2 x %struct.S0]* %3, i64 0, i64 0
  store %struct.S0* %267, %struct.S0** %266, align 8
  %268 = getelementptr inbounds %struct.S0*, %struct.S0** %266, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_530 to %struct.S0*), %struct.S0** %268, align 8
  %269 = getelementptr inbounds %struct.S0*, %struct.S0** %268, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29 to %struct.S0*), %struct.S0** %269, align 8
  %270 = getelementptr inbounds [7 x %struct.S0*], [7 x %struct.S0*]* %260, i64 1
  %271 = getelementptr inbounds [7 x %struct.S0*], [7 x %struct.S0*]* %270, i64 0, i64 0
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29 to %struct.S0*), %struct.S0** %271, align 8
  %272 = getelementptr inbounds %struct.S0*, %struct.S0** %271, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29 to %struct.S0*), %struct.S0** %272, align 8
  %273 = getelementptr inbounds %struct.S0*, %struct.S0** %272, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_530 to %struct.S0*), %struct.S0** %273, align 8
  %274 = getelementptr inbounds %struct.S0*, %struct.S0** %273, i64 1
  %275 = getelementptr inbounds [2 x %struct.S0], [2 x %struct.S0]* %3, i64 0, i64 0
  store %struct.S0* %275, %struct.S0** %274, align 8
  %276 = getelementptr inbounds %struct.S0*, %struct.S0** %274, i64 1
  %277 = getelementptr inbounds [2 x %struct.S0], [2 x %struct.S0]* %3, i64 0, i64 0
  store %struct.S0* %277, %struct.S0** %276, align 8
  %278 = getelementptr inbounds %struct.S0*, %struct.S0** %276, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_530 to %struct.S0*), %struct.S0** %278, align 8
  %279 = getelementptr inbounds %struct.S0*, %struct.S0** %278, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29 to %struct.S0*), %struct.S0** %279, align 8
  %280 = getelementptr inbounds [7 x %struct.S0*], [7 x %struct.S0*]* %270, i64 1
  %281 = getelementptr inbounds [7 x %struct.S0*], [7 x %struct.S0*]* %280, i64 0, i64 0
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_403 to %struct.S0*), %struct.S0** %281, align 8
  %282 = getelementptr inbounds %struct.S0*, %struct.S0** %281, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29 to %struct.S0*), %struct.S0** %282, align 8
  %283 = getelementptr inbounds %struct.S0*, %struct.S0** %282, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_403 to %struct.S0*), %struct.S0** %283, align 8
  %284 = getelementptr inbounds %struct.S0*, %struct.S0** %283, i64 1
  %285 = getelementptr inbounds [2 x %struct.S0], [2 x %struct.S0]* %3, i64 0, i64 0
  store %struct.S0* %285, %struct.S0** %284, align 8
  %286 = getelementptr inbounds %struct.S0*, %struct.S0** %284, i64 1
  %287 = getelementptr inbounds [2 x %struct.S0], [2 x %struct.S0]* %3, i64 0, i64 0
  store %struct.S0* %287, %struct.S0** %286, align 8
  %288 = getelementptr inbounds %struct.S0*, %struct.S0** %286, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_403 to %struct.S0*), %struct.S0** %288, align 8
  %289 = getelementptr inbounds %struct.S0*, %struct.S0** %288, i64 1
  %290 = getelementptr inbounds [2 x %struct.S0], [2 x %struct.S0]* %3, i64 0, i64 1
  store %struct.S0* %290, %struct.S0** %289, align 8
  %291 = getelementptr inbounds [7 x %struct.S0*], [7 x %struct.S0*]* %280, i64 1
  %292 = getelementptr inbounds [7 x %struct.S0*], [7 x %struct.S0*]* %291, i64 0, i64 0
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_1266 to %struct.S0*), %struct.S0** %292, align 8
  %293 = getelementptr inbounds %struct.S0*, %struct.S0** %292, i64 1
  %294 = getelementptr inbounds [2 x %struct.S0], [2 x %struct.S0]* %3, i64 0, i64 0
  store %struct.S0* %294, %struct.S0** %293, align 8
  %295 = getelementptr inbounds %struct.S0*, %struct.S0** %293, i64 1
  store %struct.S0* null, %struct.S0** %295, align 8
  %296 = getelementptr inbounds %struct.S0*, %struct.S0** %295, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29 to %struct.S0*), %struct.S0** %296, align 8
  %297 = getelementptr inbounds %struct.S0*, %struct.S0** %296, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_1266 to %struct.S0*), %struct.S0** %297, align 8
  %298 = getelementptr inbounds %struct.S0*, %struct.S0** %297, i64 1
  store %struct.S0* null, %struct.S0** %298, align 8
  %299 = getelementptr inbounds %struct.S0*, %struct.S0** %298, i64 1
  %300 = getelementptr inbounds [2 x %struct.S0], [2 x %struct.S0]* %3, i64 0, i64 1
  store %struct.S0* %300, %struct.S0** %299, align 8
  %301 = getelementptr inbounds [7 x %struct.S0*], [7 x %struct.S0*]* %291, i64 1
  %302 = getelementptr inbounds [7 x %struct.S0*], [7 x %struct.S0*]* %301, i64 0, i64 0
  store %struct.S0* null, %struct.S0** %302, align 8
  %303 = getelementptr inbounds %struct.S0*, %struct.S0** %302, i64 1
  %304 = getelementptr inbounds [2 x %struct.S0], [2 x %struct.S0]* %3, i64 0, i64 1
  store %struct.S0* %304, %struct.S0** %303, align 8
  %305 = getelementptr inbounds %struct.S0*, %struct.S0** %303, i64 1
  store %struct.S0* null, %struct.S0** %305, align 8
  %306 = getelementptr inbounds %struct.S0*, %struct.S0** %305, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_1266 to %struct.S0*), %struct.S0** %306, align 8
  %307 = getelementptr inbounds %struct.S0*, %struct.S0** %306, i64 1
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29 to %struct.S0*), %struct.S0** %307, align 8
  %308 = getelementptr inbounds %struct.S0*, %struct.S0** %307, i64 1
  store %struct.S0* null, %struct.S0** %308, align 8
  %309 = getelementptr inbounds %struct.S0*, %struct.S0** %308, i64 1
  %310 = getelementptr inbounds [2 x %struct.S0], [2 x %struct.S0]* %3, i64 0, i64 0
  store %struct.S0* %310, %struct.S0** %309, align 8
  store %struct.S0* null, %struct.S0** %23, align 8
  store i32 0, i32* %25, align 4
  br label %311

311:                                              ; preds = %329, %64
  %312 = load i32, i32* %25, align 4
  %313 = icmp slt i32 %312, 5
  br i1 %313, label %314, label %332

314:                                              ; preds = %311
  store i32 0, i32* %26, align 4
  br label %315

315:                                              ; preds = %325, %314
  %316 = load i32, i32* %26, align 4
  %317 = icmp slt i32 %316, 4
  br i1 %317, label %318, label %328

318:                                              ; preds = %315
  %319 = load i32, i32* %25, align 4
  %320 = sext i32 %319 to i64
  %321 = getelementptr inbounds [5 x [4 x i64*]], [5 x [4 x i64*]]* %16, i64 0, i64 %320
  %322 = load i32, i32* %26, align 4
  %323 = sext i32 %322 to i64
  %324 = getelementptr inbounds [4 x i64*], [4 x i64*]* %321, i64 0, i64 %323
  store i64* @g_25, i64** %324, align 8
  br label %325

325:                                              ; preds = %318
  %326 = load i32, i32* %26, align 4
  %327 = add nsw i32 %326, 1
  store i32 %327, i32* %26, align 4
  br label %315, !llvm.loop !28

328:                                              ; preds = %315
  br label %329

329:                                              ; preds = %328
  %330 = load i32, i32* %25, align 4
  %331 = add nsw i32 %330, 1
  store i32 %331, i32* %25, align 4
  br label %311, !llvm.loop !29

332:                                              ; preds = %311
  store i32 0, i32* %25, align 4
  br label %333

333:                                              ; preds = %362, %332
  %334 = load i32, i32* %25, align 4
  %335 = icmp slt i32 %334, 1
  br i1 %335, label %336, label %365

336:                                              ; preds = %333
  store i32 0, i32* %26, align 4
  br label %337

337:                                              ; preds = %358, %336
  %338 = load i32, i32* %26, align 4
  %339 = icmp slt i32 %338, 2
  br i1 %339, label %340, label %361

340:                                              ; preds = %337
  store i32 0, i32* %27, align 4
  br label %341

341:                                              ; preds = %354, %340
  %342 = load i32, i32* %27, align 4
  %343 = icmp slt i32 %342, 2
  br i1 %343, label %344, label %357

344:                                              ; preds = %341
  %345 = load i32, i32* %25, align 4
  %346 = sext i32 %345 to i64
  %347 = getelementptr inbounds [1 x [2 x [2 x i32*]]], [1 x [2 x [2 x i32*]]]* %17, i64 0, i64 %346
  %348 = load i32, i32* %26, align 4
  %349 = sext i32 %348 to i64
  %350 = getelementptr inbounds [2 x [2 x i32*]], [2 x [2 x i32*]]* %347, i64 0, i64 %349
  %351 = load i32, i32* %27, align 4
  %352 = sext i32 %351 to i64
  %353 = getelementptr inbounds [2 x i32*], [2 x i32*]* %350, i64 0, i64 %352
  store i32* null, i32** %353, align 8
  br label %354

354:                                              ; preds = %344
  %355 = load i32, i32* %27, align 4
  %356 = add nsw i32 %355, 1
  store i32 %356, i32* %27, align 4
  br label %341, !llvm.loop !30

357:                                              ; preds = %341
  br label %358

358:                                              ; preds = %357
  %359 = load i32, i32* %26, align 4
  %360 = add nsw i32 %359, 1
  store i32 %360, i32* %26, align 4
  br label %337, !llvm.loop !31

361:                                              ; preds = %337
  br label %362

362:                                              ; preds = %361
  %363 = load i32, i32* %25, align 4
  %364 = add nsw i32 %363, 1
  store i32 %364, i32* %25, align 4
  br label %333, !llvm.loop !32

365:                                              ; preds = %333
  store i32 0, i32* %25, align 4
  br label %366

366:                                              ; preds = %373, %365
  %367 = load i32, i32* %25, align 4
  %368 = icmp slt i32 %367, 3
  br i1 %368, label %369, label %376

369:                                              ; preds = %366
  %370 = load i32, i32* %25, align 4
  %371 = sext i32 %370 to i64
  %372 = getelementptr inbounds [3 x i32], [3 x i32]* %24, i64 0, i64 %371
  store i32 -1, i32* %372, align 4
  br label %373

373:                                              ; preds = %369
  %374 = load i32, i32* %25, align 4
  %375 = add nsw i32 %374, 1
  store i32 %375, i32* %25, align 4
  br label %366, !llvm.loop !33

376:                                              ; preds = %366
  %377 = load i32, i32* @g_8, align 4
  %378 = load i16, i16* %2, align 2
  %379 = zext i16 %378 to i32
  %380 = getelementptr inbounds [2 x %struct.S0], [2 x %struct.S0]* %3, i64 0, i64 0
  %381 = load i32, i32* @g_8, align 4
  %382 = trunc i32 %381 to i8
  %383 = call signext i8 @safe_rshift_func_int8_t_s_s(i8 noundef signext %382, i32 noundef 6)
  %384 = sext i8 %383 to i32
  %385 = load i8, i8* %14, align 1
  %386 = load i32, i32* @g_8, align 4
  %387 = load i32, i32* @g_8, align 4
  %388 = zext i32 %387 to i64
  %389 = load i64*, i64** %15, align 8
  store i64 %388, i64* %389, align 8
  %390 = icmp ne i64 %388, 0
  br i1 %390, label %395, label %391

391:                                              ; preds = %376
  %392 = load i8, i8* %14, align 1
  %393 = zext i8 %392 to i32
  %394 = icmp ne i32 %393, 0
  br label %395

395:                                              ; preds = %391, %376
  %396 = phi i1 [ true, %376 ], [ %394, %391 ]
  %397 = zext i1 %396 to i32
  %398 = load i8, i8* %14, align 1
  %399 = zext i8 %398 to i32
  %400 = xor i32 %397, %399
  %401 = sext i32 %400 to i64
  store i64 %401, i64* @g_23, align 8
  store i64 %401, i64* @g_25, align 8
  %402 = load i32, i32* @g_8, align 4
  %403 = zext i32 %402 to i64
  %404 = icmp sle i64 %401, %403
  %405 = zext i1 %404 to i32
  %406 = load i8, i8* %14, align 1
  %407 = zext i8 %406 to i32
  %408 = getelementptr inbounds [2 x %struct.S0], [2 x %struct.S0]* %3, i64 0, i64 0
  %409 = getelementptr inbounds %struct.S0, %struct.S0* %408, i32 0, i32 3
  %410 = load i32, i32* %409, align 4
  %411 = shl i32 %410, 3
  %412 = ashr i32 %411, 3
  %413 = xor i32 %407, %412
  %414 = load i16, i16* %2, align 2
  %415 = zext i16 %414 to i32
  %416 = and i32 %413, %415
  %417 = sext i32 %416 to i64
  %418 = icmp sgt i64 5, %417
  %419 = zext i1 %418 to i32
  %420 = call zeroext i8 @safe_rshift_func_uint8_t_u_u(i8 noundef zeroext %385, i32 noundef %419)
  %421 = zext i8 %420 to i32
  %422 = load i16, i16* @g_26, align 2
  %423 = zext i16 %422 to i32
  %424 = or i32 %423, %421
  %425 = trunc i32 %424 to i16
  store i16 %425, i16* @g_26, align 2
  %426 = zext i16 %425 to i64
  %427 = icmp ugt i64 -4461675921583656050, %426
  %428 = zext i1 %427 to i32
  %429 = trunc i32 %428 to i8
  %430 = call zeroext i8 @safe_lshift_func_uint8_t_u_u(i8 noundef zeroext %429, i32 noundef 0)
  %431 = zext i8 %430 to i32
  store i32 %431, i32* %4, align 4
  %432 = icmp ne i32 %431, 0
  br i1 %432, label %434, label %433

433:                                              ; preds = %395
  br label %434

434:                                              ; preds = %433, %395
  %435 = phi i1 [ true, %395 ], [ true, %433 ]
  %436 = zext i1 %435 to i32
  %437 = icmp eq i32 %384, %436
  %438 = zext i1 %437 to i32
  %439 = load i64, i64* @g_25, align 8
  %440 = load i32, i32* @g_8, align 4
  %441 = zext i32 %440 to i64
  %442 = and i64 %439, %441
  %443 = trunc i64 %442 to i32
  %444 = bitcast %struct.S0* %28 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %444, i8* align 4 getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29, i32 0, i32 0), i64 28, i1 false)
  %445 = call i32 @func_9(%struct.S0* noundef byval(%struct.S0) align 8 %380, i32 noundef %443, %struct.S0* noundef byval(%struct.S0) align 8 %28)
  %446 = call i32 @func_4(i32 noundef %377, i32 noundef %379, i32 noundef %445)
  %447 = load i32*, i32** %19, align 8
  %448 = load i32, i32* %447, align 4
  %449 = and i32 %448, %446
  store i32 %449, i32* %447, align 4
  store i8 29, i8* getelementptr inbounds (%struct.S0, %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29 to %struct.S0*), i32 0, i32 2), align 4
  br label %450

450:                                              ; preds = %540, %434
  %451 = load i8, i8* getelementptr inbounds (%struct.S0, %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29 to %struct.S0*), i32 0, i32 2), align 4
  %452 = zext i8 %451 to i32
  %453 = icmp sge i32 %452, 33
  br i1 %453, label %454, label %543

454:                                              ; preds = %450
  store i16 29232, i16* %29, align 2
  store i32 594553654, i32* %30, align 4
  store %struct.S1* bitcast ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_324 to %struct.S1*), %struct.S1** %31, align 8
  store %struct.S1* bitcast ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_1174 to %struct.S1*), %struct.S1** %32, align 8
  store i32 976269161, i32* %33, align 4
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_530 to %struct.S0*), %struct.S0** %34, align 8
  store %struct.S0** %34, %struct.S0*** %35, align 8
  store %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_403 to %struct.S0*), %struct.S0** %36, align 8
  store i64* null, i64** %37, align 8
  store i32* @g_829, i32** %38, align 8
  store i8* @g_56, i8** %39, align 8
  store i16 0, i16* %2, align 2
  br label %455

455:                                              ; preds = %461, %454
  %456 = load i16, i16* %2, align 2
  %457 = zext i16 %456 to i32
  %458 = icmp sle i32 %457, 3
  br i1 %458, label %459, label %466

459:                                              ; preds = %455
  %460 = bitcast [10 x i8]* %40 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 1 %460, i8 0, i64 10, i1 false)
  store i16 -20279, i16* %41, align 2
  store %struct.S1* bitcast ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_1174 to %struct.S1*), %struct.S1** %42, align 8
  store i32* null, i32** %43, align 8
  br label %461

461:                                              ; preds = %459
  %462 = load i16, i16* %2, align 2
  %463 = zext i16 %462 to i32
  %464 = add nsw i32 %463, 1
  %465 = trunc i32 %464 to i16
  store i16 %465, i16* %2, align 2
  br label %455, !llvm.loop !34

466:                                              ; preds = %455
  %467 = load volatile i32**, i32*** @g_655, align 8
  %468 = load i32*, i32** %467, align 8
  %469 = load i32, i32* %468, align 4
  %470 = load i32, i32* %33, align 4
  %471 = trunc i32 %470 to i16
  %472 = load i32*, i32** %19, align 8
  %473 = load i32, i32* %472, align 4
  %474 = trunc i32 %473 to i16
  %475 = load i16*, i16** @g_793, align 8
  %476 = load i16, i16* %475, align 2
  %477 = sext i16 %476 to i32
  %478 = call zeroext i16 @safe_rshift_func_uint16_t_u_s(i16 noundef zeroext %474, i32 noundef %477)
  %479 = zext i16 %478 to i64
  %480 = call i64 @safe_sub_func_uint64_t_u_u(i64 noundef %479, i64 noundef -1)
  %481 = load i32, i32* @g_1189, align 4
  %482 = trunc i32 %481 to i8
  %483 = call signext i8 @safe_lshift_func_int8_t_s_u(i8 noundef signext %482, i32 noundef 0)
  %484 = sext i8 %483 to i64
  %485 = icmp sle i64 -10, %484
  %486 = zext i1 %485 to i32
  %487 = load i64, i64* getelementptr inbounds (%struct.S1, %struct.S1* bitcast ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_374 to %struct.S1*), i32 0, i32 2), align 1
  %488 = lshr i64 %487, 36
  %489 = and i64 %488, 134217727
  %490 = trunc i64 %489 to i32
  %491 = load i32***, i32**** %10, align 8
  %492 = icmp eq i32*** null, %491
  %493 = zext i1 %492 to i32
  %494 = xor i32 %490, %493
  %495 = load i8*, i8** %39, align 8
  store i8 1, i8* %495, align 1
  %496 = load i32, i32* getelementptr inbounds (%struct.S0, %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_1266 to %struct.S0*), i32 0, i32 1), align 4
  %497 = and i32 %496, 2147483647
  %498 = icmp sgt i32 1, %497
  %499 = zext i1 %498 to i32
  %500 = icmp sge i32 %486, %499
  %501 = xor i1 %500, true
  %502 = zext i1 %501 to i32
  %503 = sext i32 %502 to i64
  %504 = icmp ne i64 %480, %503
  %505 = zext i1 %504 to i32
  %506 = trunc i32 %505 to i8
  %507 = call zeroext i8 @safe_rshift_func_uint8_t_u_s(i8 noundef zeroext %506, i32 noundef 6)
  %508 = zext i8 %507 to i32
  %509 = call signext i16 @safe_rshift_func_int16_t_s_s(i16 noundef signext %471, i32 noundef %508)
  %510 = sext i16 %509 to i32
  %511 = icmp eq i32 %469, %510
  br i1 %511, label %512, label %513

512:                                              ; preds = %466
  br label %513

513:                                              ; preds = %512, %466
  %514 = phi i1 [ false, %466 ], [ true, %512 ]
  %515 = zext i1 %514 to i32
  %516 = load i32, i32* %30, align 4
  %517 = call i32 @safe_sub_func_uint32_t_u_u(i32 noundef %515, i32 noundef %516)
  %518 = trunc i32 %517 to i8
  %519 = load i32, i32* getelementptr inbounds (%struct.S0, %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_530 to %struct.S0*), i32 0, i32 3), align 4
  %520 = shl i32 %519, 3
  %521 = ashr i32 %520, 3
  %522 = call signext i8 @safe_rshift_func_int8_t_s_s(i8 noundef signext %518, i32 noundef %521)
  %523 = load i32, i32* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_530 to i32*), align 4
  %524 = and i32 %523, 262143
  %525 = call signext i8 @safe_rshift_func_int8_t_s_s(i8 noundef signext %522, i32 noundef %524)
  %526 = icmp ne i8 %525, 0
  br i1 %526, label %527, label %534

527:                                              ; preds = %513
  store i64 1, i64* %45, align 8
  %528 = load i64, i64* %45, align 8
  %529 = load volatile i32*, i32** @g_635, align 8
  %530 = load i32, i32* %529, align 4
  %531 = sext i32 %530 to i64
  %532 = or i64 %531, 877261510
  %533 = trunc i64 %532 to i32
  store i32 %533, i32* %529, align 4
  br label %539

534:                                              ; preds = %513
  %535 = load i16, i16* getelementptr inbounds (%struct.S0, %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29 to %struct.S0*), i32 0, i32 4), align 4
  %536 = and i16 %535, 16383
  %537 = zext i16 %536 to i32
  %538 = trunc i32 %537 to i8
  store i8 %538, i8* %1, align 1
  br label %554

539:                                              ; preds = %527
  store %struct.S1***** getelementptr inbounds ([1 x %struct.S1****], [1 x %struct.S1****]* @g_662, i64 0, i64 0), %struct.S1****** @g_1320, align 8
  br label %540

540:                                              ; preds = %539
  %541 = load i8, i8* getelementptr inbounds (%struct.S0, %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29 to %struct.S0*), i32 0, i32 2), align 4
  %542 = call zeroext i8 @safe_add_func_uint8_t_u_u(i8 noundef zeroext %541, i8 noundef zeroext 1)
  store i8 %542, i8* getelementptr inbounds (%struct.S0, %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29 to %struct.S0*), i32 0, i32 2), align 4
  br label %450, !llvm.loop !35

543:                                              ; preds = %450
  %544 = load %struct.S1*, %struct.S1** %21, align 8
  %545 = load %struct.S1*, %struct.S1** @g_326, align 8
  %546 = bitcast %struct.S1* %544 to i8*
  %547 = bitcast %struct.S1* %545 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %546, i8* align 1 %547, i64 14, i1 true)
  br label %548

548:                                              ; preds = %543
  %549 = load i32*, i32** @g_449, align 8
  %550 = load i32, i32* %549, align 4
  %551 = load i32*, i32** @g_111, align 8
  store i32 %550, i32* %551, align 4
  %552 = load i32, i32* %4, align 4
  %553 = trunc i32 %552 to i8
  store i8 %553, i8* %1, align 1
  br label %554

554:                                              ; preds = %548, %534, %61
  %555 = load i8, i8* %1, align 1
  ret i8 %555
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
  %15 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @.str.138, i64 0, i64 0), i8* noundef %11, i64 noundef %14)
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
  %6 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.156, i64 0, i64 0), i32 noundef %5)
  ret void
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @func_4(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i8, align 1
  store i32 %0, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  store i8 85, i8* %7, align 1
  %8 = load i8, i8* %7, align 1
  %9 = add i8 %8, -1
  store i8 %9, i8* %7, align 1
  %10 = load i32, i32* getelementptr inbounds (%struct.S0, %struct.S0* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }* @g_29 to %struct.S0*), i32 0, i32 1), align 4
  %11 = and i32 %10, 2147483647
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @func_9(%struct.S0* noundef byval(%struct.S0) align 8 %0, i32 noundef %1, %struct.S0* noundef byval(%struct.S0) align 8 %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i8, align 1
  store i32 %1, i32* %4, align 4
  store i8 -8, i8* %5, align 1
  %6 = load i8, i8* %5, align 1
  %7 = sext i8 %6 to i32
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_rshift_func_int8_t_s_s(i8 noundef signext %0, i32 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, i8* %3, align 1
  store i32 %1, i32* %4, align 4
  %5 = load i8, i8* %3, align 1
  %6 = sext i8 %5 to i32
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
  %15 = load i8, i8* %3, align 1
  %16 = sext i8 %15 to i32
  br label %22

17:                                               ; preds = %11
  %18 = load i8, i8* %3, align 1
  %19 = sext i8 %18 to i32
  %20 = load i32, i32* %4, align 4
  %21 = ashr i32 %19, %20
  br label %22

22:                                               ; preds = %17, %14
  %23 = phi i32 [ %16, %14 ], [ %21, %17 ]
  %24 = trunc i32 %23 to i8
  ret i8 %24
}

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
define internal zeroext i8 @safe_rshift_func_uint8_t_u_u(i8 noundef zeroext %0, i32 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, i8* %3, align 1
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %4, align 4
  %6 = icmp uge i32 %5, 32
  br i1 %6, label %7, label %10

7:                                                ; preds = %2
  %8 = load i8, i8* %3, align 1
  %9 = zext i8 %8 to i32
  br label %15

10:                                               ; preds = %2
  %11 = load i8, i8* %3, align 1
  %12 = zext i8 %11 to i32
  %13 = load i32, i32* %4, align 4
  %14 = ashr i32 %12, %13
  br label %15

15:                                               ; preds = %10, %7
  %16 = phi i32 [ %9, %7 ], [ %14, %10 ]
  %17 = trunc i32 %16 to i8
  ret i8 %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_sub_func_uint32_t_u_u(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = sub i32 %5, %6
  ret i32 %7
}

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
define internal zeroext i8 @safe_rshift_func_uint8_t_u_s(i8 noundef zeroext %0, i32 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, i8* %3, align 1
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %4, align 4
  %6 = icmp slt i32 %5, 0
  br i1 %6, label %10, label %7

7:                                                ; preds = %2
  %8 = load i32, i32* %4, align 4
  %9 = icmp sge i32 %8, 32
  br i1 %9, label %10, label %13

10:                                               ; preds = %7, %2
  %11 = load i8, i8* %3, align 1
  %12 = zext i8 %11 to i32
  br label %18

13:                                               ; preds = %7
  %14 = load i8, i8* %3, align 1
  %15 = zext i8 %14 to i32
  %16 = load i32, i32* %4, align 4
  %17 = ashr i32 %15, %16
  br label %18

18:                                               ; preds = %13, %10
  %19 = phi i32 [ %12, %10 ], [ %17, %13 ]
  %20 = trunc i32 %19 to i8
  ret i8 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_sub_func_uint64_t_u_u(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  store i64 %1, i64* %4, align 8
  %5 = load i64, i64* %3, align 8
  %6 = load i64, i64* %4, align 8
  %7 = sub i64 %5, %6
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_rshift_func_uint16_t_u_s(i16 noundef zeroext %0, i32 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, i16* %3, align 2
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %4, align 4
  %6 = icmp slt i32 %5, 0
  br i1 %6, label %10, label %7

7:                                                ; preds = %2
  %8 = load i32, i32* %4, align 4
  %9 = icmp sge i32 %8, 32
  br i1 %9, label %10, label %13

10:                                               ; preds = %7, %2
  %11 = load i16, i16* %3, align 2
  %12 = zext i16 %11 to i32
  br label %18

13:                                               ; preds = %7
  %14 = load i16, i16* %3, align 2
  %15 = zext i16 %14 to i32
  %16 = load i32, i32* %4, align 4
  %17 = ashr i32 %15, %16
  br label %18

18:                                               ; preds = %13, %10
  %19 = phi i32 [ %12, %10 ], [ %17, %13 ]
  %20 = trunc i32 %19 to i16
  ret i16 %20
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

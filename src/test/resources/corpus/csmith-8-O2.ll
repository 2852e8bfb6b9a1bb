; ModuleID = 'csmith-8.c'
source_filename = "csmith-8.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S1 = type <{ i32, i16, i64 }>

@.str = private unnamed_addr constant [2 x i8] c"1\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"g_8\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"g_22\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"g_23\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"g_25\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"g_26\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"g_29.f0\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"g_29.f1\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"g_29.f2\00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"g_29.f3\00", align 1
@.str.10 = private unnamed_addr constant [8 x i8] c"g_29.f4\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c"g_29.f5\00", align 1
@.str.12 = private unnamed_addr constant [8 x i8] c"g_29.f6\00", align 1
@.str.13 = private unnamed_addr constant [5 x i8] c"g_36\00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"g_56\00", align 1
@.str.15 = private unnamed_addr constant [5 x i8] c"g_68\00", align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"g_100\00", align 1
@.str.17 = private unnamed_addr constant [6 x i8] c"g_103\00", align 1
@.str.18 = private unnamed_addr constant [6 x i8] c"g_137\00", align 1
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
@.str.41 = private unnamed_addr constant [6 x i8] c"g_218\00", align 1
@g_306 = internal unnamed_addr constant [3 x [5 x [2 x i8]]] [[5 x [2 x i8]] [[2 x i8] c"\01\00", [2 x i8] c"\01\01", [2 x i8] c"\00\01", [2 x i8] c"\01\00", [2 x i8] c"\01\01"], [5 x [2 x i8]] [[2 x i8] c"\00\01", [2 x i8] c"\01\00", [2 x i8] c"\01\01", [2 x i8] c"\00\01", [2 x i8] c"\01\00"], [5 x [2 x i8]] [[2 x i8] c"\01\01", [2 x i8] c"\00\01", [2 x i8] c"\01\00", [2 x i8] c"\01\01", [2 x i8] c"\00\01"]], align 16
@.str.42 = private unnamed_addr constant [15 x i8] c"g_306[i][j][k]\00", align 1
@.str.43 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1
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
@.str.65 = private unnamed_addr constant [9 x i8] c"g_417[i]\00", align 1
@.str.66 = private unnamed_addr constant [6 x i8] c"g_421\00", align 1
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
@.str.113 = private unnamed_addr constant [7 x i8] c"g_1003\00", align 1
@g_1039 = internal unnamed_addr constant [10 x [5 x [5 x i64]]] [[5 x [5 x i64]] [[5 x i64] [i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837], [5 x i64] [i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978], [5 x i64] [i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837], [5 x i64] [i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978], [5 x i64] [i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837]], [5 x [5 x i64]] [[5 x i64] [i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978], [5 x i64] [i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837], [5 x i64] [i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978], [5 x i64] [i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837], [5 x i64] [i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978]], [5 x [5 x i64]] [[5 x i64] [i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837], [5 x i64] [i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978], [5 x i64] [i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837], [5 x i64] [i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978], [5 x i64] [i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837]], [5 x [5 x i64]] [[5 x i64] [i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978], [5 x i64] [i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837], [5 x i64] [i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978], [5 x i64] [i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837], [5 x i64] [i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978]], [5 x [5 x i64]] [[5 x i64] [i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837], [5 x i64] [i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978], [5 x i64] [i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837], [5 x i64] [i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978], [5 x i64] [i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837]], [5 x [5 x i64]] [[5 x i64] [i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978], [5 x i64] [i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837], [5 x i64] [i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978], [5 x i64] [i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837], [5 x i64] [i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978]], [5 x [5 x i64]] [[5 x i64] [i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837], [5 x i64] [i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978], [5 x i64] [i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837], [5 x i64] [i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978], [5 x i64] [i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837]], [5 x [5 x i64]] [[5 x i64] [i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978], [5 x i64] [i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837], [5 x i64] [i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978], [5 x i64] [i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837], [5 x i64] [i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978]], [5 x [5 x i64]] [[5 x i64] [i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837], [5 x i64] [i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978], [5 x i64] [i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837], [5 x i64] [i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978], [5 x i64] [i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837]], [5 x [5 x i64]] [[5 x i64] [i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978], [5 x i64] [i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837], [5 x i64] [i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978], [5 x i64] [i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837, i64 5730633967667632837], [5 x i64] [i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978, i64 170439411714630055, i64 8650909017264754978]]], align 16
@.str.114 = private unnamed_addr constant [16 x i8] c"g_1039[i][j][k]\00", align 1
@.str.115 = private unnamed_addr constant [10 x i8] c"g_1073[i]\00", align 1
@g_1078 = internal global i16 24612, align 2
@.str.116 = private unnamed_addr constant [7 x i8] c"g_1078\00", align 1
@.str.117 = private unnamed_addr constant [10 x i8] c"g_1174.f0\00", align 1
@.str.118 = private unnamed_addr constant [10 x i8] c"g_1174.f1\00", align 1
@.str.119 = private unnamed_addr constant [10 x i8] c"g_1174.f2\00", align 1
@.str.120 = private unnamed_addr constant [10 x i8] c"g_1174.f3\00", align 1
@.str.121 = private unnamed_addr constant [10 x i8] c"g_1174.f4\00", align 1
@.str.122 = private unnamed_addr constant [10 x i8] c"g_1174.f5\00", align 1
@.str.123 = private unnamed_addr constant [7 x i8] c"g_1189\00", align 1
@.str.124 = private unnamed_addr constant [10 x i8] c"g_1211.f0\00", align 1
@.str.125 = private unnamed_addr constant [10 x i8] c"g_1211.f1\00", align 1
@.str.126 = private unnamed_addr constant [10 x i8] c"g_1211.f2\00", align 1
@.str.127 = private unnamed_addr constant [10 x i8] c"g_1211.f3\00", align 1
@.str.128 = private unnamed_addr constant [10 x i8] c"g_1211.f4\00", align 1
@.str.129 = private unnamed_addr constant [10 x i8] c"g_1211.f5\00", align 1
@.str.130 = private unnamed_addr constant [7 x i8] c"g_1261\00", align 1
@.str.131 = private unnamed_addr constant [10 x i8] c"g_1266.f0\00", align 1
@.str.132 = private unnamed_addr constant [10 x i8] c"g_1266.f1\00", align 1
@.str.133 = private unnamed_addr constant [10 x i8] c"g_1266.f2\00", align 1
@.str.134 = private unnamed_addr constant [10 x i8] c"g_1266.f3\00", align 1
@.str.135 = private unnamed_addr constant [10 x i8] c"g_1266.f4\00", align 1
@.str.136 = private unnamed_addr constant [10 x i8] c"g_1266.f5\00", align 1
@.str.137 = private unnamed_addr constant [10 x i8] c"g_1266.f6\00", align 1
@crc32_context = internal unnamed_addr global i32 -1, align 4
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 16
@.str.138 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1
@g_149 = internal global [10 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 48, i8 22, i8 0, i8 0, i16 -3076, i8 67, i8 4, i8 120, i8 -1, i8 63, i8 85, i8 2, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 48, i8 22, i8 0, i8 0, i16 -3076, i8 67, i8 4, i8 120, i8 -1, i8 63, i8 85, i8 2, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 48, i8 22, i8 0, i8 0, i16 -3076, i8 67, i8 4, i8 120, i8 -1, i8 63, i8 85, i8 2, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 48, i8 22, i8 0, i8 0, i16 -3076, i8 67, i8 4, i8 120, i8 -1, i8 63, i8 85, i8 2, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 48, i8 22, i8 0, i8 0, i16 -3076, i8 67, i8 4, i8 120, i8 -1, i8 63, i8 85, i8 2, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 48, i8 22, i8 0, i8 0, i16 -3076, i8 67, i8 4, i8 120, i8 -1, i8 63, i8 85, i8 2, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 48, i8 22, i8 0, i8 0, i16 -3076, i8 67, i8 4, i8 120, i8 -1, i8 63, i8 85, i8 2, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 48, i8 22, i8 0, i8 0, i16 -3076, i8 67, i8 4, i8 120, i8 -1, i8 63, i8 85, i8 2, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 48, i8 22, i8 0, i8 0, i16 -3076, i8 67, i8 4, i8 120, i8 -1, i8 63, i8 85, i8 2, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 48, i8 22, i8 0, i8 0, i16 -3076, i8 67, i8 4, i8 120, i8 -1, i8 63, i8 85, i8 2, i8 0 }], align 16
@g_170 = internal global [7 x [6 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]] [[6 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -14, i8 9, i8 0, i8 0, i16 1, i8 -128, i8 -7, i8 -41, i8 -6, i8 31, i8 46, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 1, i8 7, i8 0, i8 0, i16 7, i8 1, i8 -4, i8 3, i8 1, i8 -32, i8 106, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 1, i8 7, i8 0, i8 0, i16 7, i8 1, i8 -4, i8 3, i8 1, i8 -32, i8 106, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -14, i8 9, i8 0, i8 0, i16 1, i8 -128, i8 -7, i8 -41, i8 -6, i8 31, i8 46, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 1, i8 7, i8 0, i8 0, i16 7, i8 1, i8 -4, i8 3, i8 1, i8 -32, i8 106, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 1, i8 7, i8 0, i8 0, i16 7, i8 1, i8 -4, i8 3, i8 1, i8 -32, i8 106, i8 1, i8 0 }], [6 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -14, i8 9, i8 0, i8 0, i16 1, i8 -128, i8 -7, i8 -41, i8 -6, i8 31, i8 46, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 1, i8 7, i8 0, i8 0, i16 7, i8 1, i8 -4, i8 3, i8 1, i8 -32, i8 106, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 1, i8 7, i8 0, i8 0, i16 7, i8 1, i8 -4, i8 3, i8 1, i8 -32, i8 106, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -14, i8 9, i8 0, i8 0, i16 1, i8 -128, i8 -7, i8 -41, i8 -6, i8 31, i8 46, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 1, i8 7, i8 0, i8 0, i16 7, i8 1, i8 -4, i8 3, i8 1, i8 -32, i8 106, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 1, i8 7, i8 0, i8 0, i16 7, i8 1, i8 -4, i8 3, i8 1, i8 -32, i8 106, i8 1, i8 0 }], [6 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -14, i8 9, i8 0, i8 0, i16 1, i8 -128, i8 -7, i8 -41, i8 -6, i8 31, i8 46, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 1, i8 7, i8 0, i8 0, i16 7, i8 1, i8 -4, i8 3, i8 1, i8 -32, i8 106, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 1, i8 7, i8 0, i8 0, i16 7, i8 1, i8 -4, i8 3, i8 1, i8 -32, i8 106, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -14, i8 9, i8 0, i8 0, i16 1, i8 -128, i8 -7, i8 -41, i8 -6, i8 31, i8 46, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 1, i8 7, i8 0, i8 0, i16 7, i8 1, i8 -4, i8 3, i8 1, i8 -32, i8 106, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 1, i8 7, i8 0, i8 0, i16 7, i8 1, i8 -4, i8 3, i8 1, i8 -32, i8 106, i8 1, i8 0 }], [6 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -14, i8 9, i8 0, i8 0, i16 1, i8 -128, i8 -7, i8 -41, i8 -6, i8 31, i8 46, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 1, i8 7, i8 0, i8 0, i16 7, i8 1, i8 -4, i8 3, i8 1, i8 -32, i8 106, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 1, i8 7, i8 0, i8 0, i16 7, i8 1, i8 -4, i8 3, i8 1, i8 -32, i8 106, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -14, i8 9, i8 0, i8 0, i16 1, i8 -128, i8 -7, i8 -41, i8 -6, i8 31, i8 46, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 1, i8 7, i8 0, i8 0, i16 7, i8 1, i8 -4, i8 3, i8 1, i8 -32, i8 106, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 1, i8 7, i8 0, i8 0, i16 7, i8 1, i8 -4, i8 3, i8 1, i8 -32, i8 106, i8 1, i8 0 }], [6 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -14, i8 9, i8 0, i8 0, i16 1, i8 -128, i8 -7, i8 -41, i8 -6, i8 31, i8 46, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 1, i8 7, i8 0, i8 0, i16 7, i8 1, i8 -4, i8 3, i8 1, i8 -32, i8 106, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 1, i8 7, i8 0, i8 0, i16 7, i8 1, i8 -4, i8 3, i8 1, i8 -32, i8 106, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -14, i8 9, i8 0, i8 0, i16 1, i8 -128, i8 -7, i8 -41, i8 -6, i8 31, i8 46, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 1, i8 7, i8 0, i8 0, i16 7, i8 1, i8 -4, i8 3, i8 1, i8 -32, i8 106, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -92, i8 1, i8 0, i8 0, i16 -1, i8 67, i8 2, i8 52, i8 1, i8 -16, i8 65, i8 2, i8 0 }], [6 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 1, i8 7, i8 0, i8 0, i16 7, i8 1, i8 -4, i8 3, i8 1, i8 -32, i8 106, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -92, i8 1, i8 0, i8 0, i16 -1, i8 67, i8 2, i8 52, i8 1, i8 -16, i8 65, i8 2, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -92, i8 1, i8 0, i8 0, i16 -1, i8 67, i8 2, i8 52, i8 1, i8 -16, i8 65, i8 2, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 1, i8 7, i8 0, i8 0, i16 7, i8 1, i8 -4, i8 3, i8 1, i8 -32, i8 106, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -92, i8 1, i8 0, i8 0, i16 -1, i8 67, i8 2, i8 52, i8 1, i8 -16, i8 65, i8 2, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -92, i8 1, i8 0, i8 0, i16 -1, i8 67, i8 2, i8 52, i8 1, i8 -16, i8 65, i8 2, i8 0 }], [6 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 1, i8 7, i8 0, i8 0, i16 7, i8 1, i8 -4, i8 3, i8 1, i8 -32, i8 106, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -92, i8 1, i8 0, i8 0, i16 -1, i8 67, i8 2, i8 52, i8 1, i8 -16, i8 65, i8 2, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -92, i8 1, i8 0, i8 0, i16 -1, i8 67, i8 2, i8 52, i8 1, i8 -16, i8 65, i8 2, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 1, i8 7, i8 0, i8 0, i16 7, i8 1, i8 -4, i8 3, i8 1, i8 -32, i8 106, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -92, i8 1, i8 0, i8 0, i16 -1, i8 67, i8 2, i8 52, i8 1, i8 -16, i8 65, i8 2, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -92, i8 1, i8 0, i8 0, i16 -1, i8 67, i8 2, i8 52, i8 1, i8 -16, i8 65, i8 2, i8 0 }]], align 16
@g_185 = internal global { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -5, i8 9, i8 0, i8 0, i16 18742, i8 -58, i8 14, i8 100, i8 5, i8 80, i8 -6, i8 1, i8 0 }, align 4
@g_324 = internal global { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 95, i8 0, i8 0, i8 0, i16 16658, i8 68, i8 -3, i8 -1, i8 -4, i8 63, i8 -107, i8 2, i8 0 }, align 4
@g_374 = internal global { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 101, i8 18, i8 0, i8 0, i16 -4, i8 -124, i8 13, i8 20, i8 2, i8 16, i8 -108, i8 1, i8 0 }, align 4
@g_598 = internal global [9 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 26, i8 11, i8 0, i8 0, i16 -1039, i8 67, i8 -16, i8 -113, i8 4, i8 -96, i8 -94, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 26, i8 11, i8 0, i8 0, i16 -1039, i8 67, i8 -16, i8 -113, i8 4, i8 -96, i8 -94, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 26, i8 11, i8 0, i8 0, i16 -1039, i8 67, i8 -16, i8 -113, i8 4, i8 -96, i8 -94, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 26, i8 11, i8 0, i8 0, i16 -1039, i8 67, i8 -16, i8 -113, i8 4, i8 -96, i8 -94, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 26, i8 11, i8 0, i8 0, i16 -1039, i8 67, i8 -16, i8 -113, i8 4, i8 -96, i8 -94, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 26, i8 11, i8 0, i8 0, i16 -1039, i8 67, i8 -16, i8 -113, i8 4, i8 -96, i8 -94, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 26, i8 11, i8 0, i8 0, i16 -1039, i8 67, i8 -16, i8 -113, i8 4, i8 -96, i8 -94, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 26, i8 11, i8 0, i8 0, i16 -1039, i8 67, i8 -16, i8 -113, i8 4, i8 -96, i8 -94, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 26, i8 11, i8 0, i8 0, i16 -1039, i8 67, i8 -16, i8 -113, i8 4, i8 -96, i8 -94, i8 0, i8 0 }], align 16
@g_622 = internal global { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 71, i8 15, i8 0, i8 0, i16 -1, i8 0, i8 6, i8 60, i8 0, i8 0, i8 -114, i8 1, i8 0 }, align 4
@g_779 = internal global { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -45, i8 8, i8 0, i8 0, i16 -10681, i8 -125, i8 -6, i8 27, i8 -8, i8 -81, i8 45, i8 0, i8 0 }, align 4
@g_854 = internal global [6 x [8 x [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]]] [[8 x [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]] [[2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 37, i8 18, i8 0, i8 0, i16 8, i8 -58, i8 8, i8 92, i8 -4, i8 -49, i8 -63, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -12, i8 1, i8 0, i8 0, i16 32588, i8 3, i8 4, i8 -12, i8 -4, i8 95, i8 -25, i8 1, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -103, i8 20, i8 0, i8 0, i16 0, i8 -124, i8 -16, i8 43, i8 -2, i8 127, i8 59, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -12, i8 1, i8 0, i8 0, i16 32588, i8 3, i8 4, i8 -12, i8 -4, i8 95, i8 -25, i8 1, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 37, i8 18, i8 0, i8 0, i16 8, i8 -58, i8 8, i8 92, i8 -4, i8 -49, i8 -63, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 58, i8 19, i8 0, i8 0, i16 -1, i8 2, i8 10, i8 -76, i8 -5, i8 95, i8 109, i8 2, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -13, i8 10, i8 0, i8 0, i16 -1, i8 -125, i8 -8, i8 11, i8 -2, i8 -97, i8 120, i8 2, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 37, i8 18, i8 0, i8 0, i16 8, i8 -58, i8 8, i8 92, i8 -4, i8 -49, i8 -63, i8 1, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 77, i8 17, i8 0, i8 0, i16 1, i8 67, i8 -14, i8 31, i8 -1, i8 -113, i8 -97, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -115, i8 2, i8 0, i8 0, i16 -1, i8 70, i8 2, i8 -28, i8 7, i8 16, i8 -17, i8 1, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -12, i8 1, i8 0, i8 0, i16 32588, i8 3, i8 4, i8 -12, i8 -4, i8 95, i8 -25, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 44, i8 2, i8 0, i8 0, i16 -1, i8 3, i8 10, i8 -60, i8 -7, i8 15, i8 25, i8 0, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -13, i8 10, i8 0, i8 0, i16 -1, i8 -125, i8 -8, i8 11, i8 -2, i8 -97, i8 120, i8 2, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -13, i8 10, i8 0, i8 0, i16 -1, i8 -125, i8 -8, i8 11, i8 -2, i8 -97, i8 120, i8 2, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 44, i8 2, i8 0, i8 0, i16 -1, i8 3, i8 10, i8 -60, i8 -7, i8 15, i8 25, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -12, i8 1, i8 0, i8 0, i16 32588, i8 3, i8 4, i8 -12, i8 -4, i8 95, i8 -25, i8 1, i8 0 }]], [8 x [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]] [[2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -115, i8 2, i8 0, i8 0, i16 -1, i8 70, i8 2, i8 -28, i8 7, i8 16, i8 -17, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 77, i8 17, i8 0, i8 0, i16 1, i8 67, i8 -14, i8 31, i8 -1, i8 -113, i8 -97, i8 1, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 37, i8 18, i8 0, i8 0, i16 8, i8 -58, i8 8, i8 92, i8 -4, i8 -49, i8 -63, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -13, i8 10, i8 0, i8 0, i16 -1, i8 -125, i8 -8, i8 11, i8 -2, i8 -97, i8 120, i8 2, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 58, i8 19, i8 0, i8 0, i16 -1, i8 2, i8 10, i8 -76, i8 -5, i8 95, i8 109, i8 2, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 37, i8 18, i8 0, i8 0, i16 8, i8 -58, i8 8, i8 92, i8 -4, i8 -49, i8 -63, i8 1, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -12, i8 1, i8 0, i8 0, i16 32588, i8 3, i8 4, i8 -12, i8 -4, i8 95, i8 -25, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -103, i8 20, i8 0, i8 0, i16 0, i8 -124, i8 -16, i8 43, i8 -2, i8 127, i8 59, i8 0, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -12, i8 1, i8 0, i8 0, i16 32588, i8 3, i8 4, i8 -12, i8 -4, i8 95, i8 -25, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 37, i8 18, i8 0, i8 0, i16 8, i8 -58, i8 8, i8 92, i8 -4, i8 -49, i8 -63, i8 1, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 58, i8 19, i8 0, i8 0, i16 -1, i8 2, i8 10, i8 -76, i8 -5, i8 95, i8 109, i8 2, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -13, i8 10, i8 0, i8 0, i16 -1, i8 -125, i8 -8, i8 11, i8 -2, i8 -97, i8 120, i8 2, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 37, i8 18, i8 0, i8 0, i16 8, i8 -58, i8 8, i8 92, i8 -4, i8 -49, i8 -63, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 77, i8 17, i8 0, i8 0, i16 1, i8 67, i8 -14, i8 31, i8 -1, i8 -113, i8 -97, i8 1, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -115, i8 2, i8 0, i8 0, i16 -1, i8 70, i8 2, i8 -28, i8 7, i8 16, i8 -17, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -12, i8 1, i8 0, i8 0, i16 32588, i8 3, i8 4, i8 -12, i8 -4, i8 95, i8 -25, i8 1, i8 0 }]], [8 x [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]] [[2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 44, i8 2, i8 0, i8 0, i16 -1, i8 3, i8 10, i8 -60, i8 -7, i8 15, i8 25, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -13, i8 10, i8 0, i8 0, i16 -1, i8 -125, i8 -8, i8 11, i8 -2, i8 -97, i8 120, i8 2, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -13, i8 10, i8 0, i8 0, i16 -1, i8 -125, i8 -8, i8 11, i8 -2, i8 -97, i8 120, i8 2, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 44, i8 2, i8 0, i8 0, i16 -1, i8 3, i8 10, i8 -60, i8 -7, i8 15, i8 25, i8 0, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -12, i8 1, i8 0, i8 0, i16 32588, i8 3, i8 4, i8 -12, i8 -4, i8 95, i8 -25, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -115, i8 2, i8 0, i8 0, i16 -1, i8 70, i8 2, i8 -28, i8 7, i8 16, i8 -17, i8 1, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 77, i8 17, i8 0, i8 0, i16 1, i8 67, i8 -14, i8 31, i8 -1, i8 -113, i8 -97, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 37, i8 18, i8 0, i8 0, i16 8, i8 -58, i8 8, i8 92, i8 -4, i8 -49, i8 -63, i8 1, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -13, i8 10, i8 0, i8 0, i16 -1, i8 -125, i8 -8, i8 11, i8 -2, i8 -97, i8 120, i8 2, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 58, i8 19, i8 0, i8 0, i16 -1, i8 2, i8 10, i8 -76, i8 -5, i8 95, i8 109, i8 2, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 37, i8 18, i8 0, i8 0, i16 8, i8 -58, i8 8, i8 92, i8 -4, i8 -49, i8 -63, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -12, i8 1, i8 0, i8 0, i16 32588, i8 3, i8 4, i8 -12, i8 -4, i8 95, i8 -25, i8 1, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -103, i8 20, i8 0, i8 0, i16 0, i8 -124, i8 -16, i8 43, i8 -2, i8 127, i8 59, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -12, i8 1, i8 0, i8 0, i16 32588, i8 3, i8 4, i8 -12, i8 -4, i8 95, i8 -25, i8 1, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 37, i8 18, i8 0, i8 0, i16 8, i8 -58, i8 8, i8 92, i8 -4, i8 -49, i8 -63, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -19, i8 20, i8 0, i8 0, i16 17247, i8 67, i8 10, i8 -68, i8 -8, i8 31, i8 -40, i8 0, i8 0 }]], [8 x [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]] [[2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -95, i8 2, i8 0, i8 0, i16 27911, i8 -63, i8 14, i8 92, i8 7, i8 -80, i8 -118, i8 2, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -103, i8 20, i8 0, i8 0, i16 0, i8 -124, i8 -16, i8 43, i8 -2, i8 127, i8 59, i8 0, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -25, i8 9, i8 0, i8 0, i16 9, i8 -58, i8 -4, i8 31, i8 -6, i8 -81, i8 22, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -60, i8 12, i8 0, i8 0, i16 0, i8 71, i8 15, i8 112, i8 -7, i8 47, i8 121, i8 0, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 44, i8 2, i8 0, i8 0, i16 -1, i8 3, i8 10, i8 -60, i8 -7, i8 15, i8 25, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -96, i8 2, i8 0, i8 0, i16 19167, i8 -59, i8 -8, i8 -93, i8 -8, i8 63, i8 -117, i8 1, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -95, i8 2, i8 0, i8 0, i16 27911, i8 -63, i8 14, i8 92, i8 7, i8 -80, i8 -118, i8 2, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -95, i8 2, i8 0, i8 0, i16 27911, i8 -63, i8 14, i8 92, i8 7, i8 -80, i8 -118, i8 2, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -96, i8 2, i8 0, i8 0, i16 19167, i8 -59, i8 -8, i8 -93, i8 -8, i8 63, i8 -117, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 44, i8 2, i8 0, i8 0, i16 -1, i8 3, i8 10, i8 -60, i8 -7, i8 15, i8 25, i8 0, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -60, i8 12, i8 0, i8 0, i16 0, i8 71, i8 15, i8 112, i8 -7, i8 47, i8 121, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -25, i8 9, i8 0, i8 0, i16 9, i8 -58, i8 -4, i8 31, i8 -6, i8 -81, i8 22, i8 0, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -103, i8 20, i8 0, i8 0, i16 0, i8 -124, i8 -16, i8 43, i8 -2, i8 127, i8 59, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -95, i8 2, i8 0, i8 0, i16 27911, i8 -63, i8 14, i8 92, i8 7, i8 -80, i8 -118, i8 2, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -19, i8 20, i8 0, i8 0, i16 17247, i8 67, i8 10, i8 -68, i8 -8, i8 31, i8 -40, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -103, i8 20, i8 0, i8 0, i16 0, i8 -124, i8 -16, i8 43, i8 -2, i8 127, i8 59, i8 0, i8 0 }]], [8 x [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]] [[2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 44, i8 2, i8 0, i8 0, i16 -1, i8 3, i8 10, i8 -60, i8 -7, i8 15, i8 25, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 79, i8 12, i8 0, i8 0, i16 10792, i8 -62, i8 -1, i8 -5, i8 2, i8 -32, i8 107, i8 0, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 44, i8 2, i8 0, i8 0, i16 -1, i8 3, i8 10, i8 -60, i8 -7, i8 15, i8 25, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -103, i8 20, i8 0, i8 0, i16 0, i8 -124, i8 -16, i8 43, i8 -2, i8 127, i8 59, i8 0, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -19, i8 20, i8 0, i8 0, i16 17247, i8 67, i8 10, i8 -68, i8 -8, i8 31, i8 -40, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -95, i8 2, i8 0, i8 0, i16 27911, i8 -63, i8 14, i8 92, i8 7, i8 -80, i8 -118, i8 2, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -103, i8 20, i8 0, i8 0, i16 0, i8 -124, i8 -16, i8 43, i8 -2, i8 127, i8 59, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -25, i8 9, i8 0, i8 0, i16 9, i8 -58, i8 -4, i8 31, i8 -6, i8 -81, i8 22, i8 0, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -60, i8 12, i8 0, i8 0, i16 0, i8 71, i8 15, i8 112, i8 -7, i8 47, i8 121, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 44, i8 2, i8 0, i8 0, i16 -1, i8 3, i8 10, i8 -60, i8 -7, i8 15, i8 25, i8 0, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -96, i8 2, i8 0, i8 0, i16 19167, i8 -59, i8 -8, i8 -93, i8 -8, i8 63, i8 -117, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -95, i8 2, i8 0, i8 0, i16 27911, i8 -63, i8 14, i8 92, i8 7, i8 -80, i8 -118, i8 2, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -95, i8 2, i8 0, i8 0, i16 27911, i8 -63, i8 14, i8 92, i8 7, i8 -80, i8 -118, i8 2, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -96, i8 2, i8 0, i8 0, i16 19167, i8 -59, i8 -8, i8 -93, i8 -8, i8 63, i8 -117, i8 1, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 44, i8 2, i8 0, i8 0, i16 -1, i8 3, i8 10, i8 -60, i8 -7, i8 15, i8 25, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -60, i8 12, i8 0, i8 0, i16 0, i8 71, i8 15, i8 112, i8 -7, i8 47, i8 121, i8 0, i8 0 }]], [8 x [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]] [[2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -25, i8 9, i8 0, i8 0, i16 9, i8 -58, i8 -4, i8 31, i8 -6, i8 -81, i8 22, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -103, i8 20, i8 0, i8 0, i16 0, i8 -124, i8 -16, i8 43, i8 -2, i8 127, i8 59, i8 0, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -95, i8 2, i8 0, i8 0, i16 27911, i8 -63, i8 14, i8 92, i8 7, i8 -80, i8 -118, i8 2, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -19, i8 20, i8 0, i8 0, i16 17247, i8 67, i8 10, i8 -68, i8 -8, i8 31, i8 -40, i8 0, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -103, i8 20, i8 0, i8 0, i16 0, i8 -124, i8 -16, i8 43, i8 -2, i8 127, i8 59, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 44, i8 2, i8 0, i8 0, i16 -1, i8 3, i8 10, i8 -60, i8 -7, i8 15, i8 25, i8 0, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 79, i8 12, i8 0, i8 0, i16 10792, i8 -62, i8 -1, i8 -5, i8 2, i8 -32, i8 107, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 44, i8 2, i8 0, i8 0, i16 -1, i8 3, i8 10, i8 -60, i8 -7, i8 15, i8 25, i8 0, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -103, i8 20, i8 0, i8 0, i16 0, i8 -124, i8 -16, i8 43, i8 -2, i8 127, i8 59, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -19, i8 20, i8 0, i8 0, i16 17247, i8 67, i8 10, i8 -68, i8 -8, i8 31, i8 -40, i8 0, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -95, i8 2, i8 0, i8 0, i16 27911, i8 -63, i8 14, i8 92, i8 7, i8 -80, i8 -118, i8 2, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -103, i8 20, i8 0, i8 0, i16 0, i8 -124, i8 -16, i8 43, i8 -2, i8 127, i8 59, i8 0, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -25, i8 9, i8 0, i8 0, i16 9, i8 -58, i8 -4, i8 31, i8 -6, i8 -81, i8 22, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -60, i8 12, i8 0, i8 0, i16 0, i8 71, i8 15, i8 112, i8 -7, i8 47, i8 121, i8 0, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 44, i8 2, i8 0, i8 0, i16 -1, i8 3, i8 10, i8 -60, i8 -7, i8 15, i8 25, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -96, i8 2, i8 0, i8 0, i16 19167, i8 -59, i8 -8, i8 -93, i8 -8, i8 63, i8 -117, i8 1, i8 0 }]]], align 16
@g_857 = internal global [7 x [1 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]] [[1 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 71, i8 20, i8 0, i8 0, i16 1, i8 -63, i8 0, i8 -44, i8 -1, i8 -65, i8 0, i8 0, i8 0 }], [1 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 97, i8 1, i8 0, i8 0, i16 1, i8 -64, i8 14, i8 -68, i8 3, i8 -48, i8 -59, i8 2, i8 0 }], [1 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 71, i8 20, i8 0, i8 0, i16 1, i8 -63, i8 0, i8 -44, i8 -1, i8 -65, i8 0, i8 0, i8 0 }], [1 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 97, i8 1, i8 0, i8 0, i16 1, i8 -64, i8 14, i8 -68, i8 3, i8 -48, i8 -59, i8 2, i8 0 }], [1 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 71, i8 20, i8 0, i8 0, i16 1, i8 -63, i8 0, i8 -44, i8 -1, i8 -65, i8 0, i8 0, i8 0 }], [1 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 97, i8 1, i8 0, i8 0, i16 1, i8 -64, i8 14, i8 -68, i8 3, i8 -48, i8 -59, i8 2, i8 0 }], [1 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 71, i8 20, i8 0, i8 0, i16 1, i8 -63, i8 0, i8 -44, i8 -1, i8 -65, i8 0, i8 0, i8 0 }]], align 16
@g_905 = internal constant { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -19, i8 14, i8 0, i8 0, i16 -13132, i8 68, i8 2, i8 -48, i8 4, i8 80, i8 -116, i8 0, i8 0 }, align 4
@g_1174 = internal global { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 109, i8 17, i8 0, i8 0, i16 7018, i8 67, i8 7, i8 84, i8 4, i8 -64, i8 -125, i8 0, i8 0 }, align 4
@g_1211 = internal global { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -112, i8 13, i8 0, i8 0, i16 -13158, i8 71, i8 -15, i8 27, i8 2, i8 80, i8 -120, i8 1, i8 0 }, align 4
@.str.156 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1

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
  tail call fastcc void @transparent_crc(i64 noundef 4294967295, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 1444132733928190633, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef -7918553914833253218, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 0, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 65529, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 432, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.6, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 15307, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.7, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 248, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef -3038, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.9, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 54, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.10, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 722677185, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.11, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 61, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.12, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 29123630, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.13, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef -10, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 4294967292, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.15, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 4294967286, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.16, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 9, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.17, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef -12030, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.18, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef -1, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), i32 noundef %13)
  br label %63

63:                                               ; preds = %62, %87
  %64 = phi i64 [ 0, %62 ], [ %88, %87 ]
  %65 = getelementptr inbounds [10 x %struct.S1], [10 x %struct.S1]* bitcast ([10 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]* @g_149 to [10 x %struct.S1]*), i64 0, i64 %64, i32 0
  %66 = load volatile i32, i32* %65, align 2
  %67 = and i32 %66, 33554431
  %68 = zext i32 %67 to i64
  tail call fastcc void @transparent_crc(i64 noundef %68, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.20, i64 0, i64 0), i32 noundef %13)
  %69 = getelementptr inbounds [10 x %struct.S1], [10 x %struct.S1]* bitcast ([10 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]* @g_149 to [10 x %struct.S1]*), i64 0, i64 %64, i32 1
  %70 = load volatile i16, i16* %69, align 2, !tbaa !14
  %71 = zext i16 %70 to i64
  tail call fastcc void @transparent_crc(i64 noundef %71, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.21, i64 0, i64 0), i32 noundef %13)
  %72 = getelementptr inbounds [10 x %struct.S1], [10 x %struct.S1]* bitcast ([10 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]* @g_149 to [10 x %struct.S1]*), i64 0, i64 %64, i32 2
  %73 = load volatile i64, i64* %72, align 2
  %74 = and i64 %73, 63
  tail call fastcc void @transparent_crc(i64 noundef %74, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.22, i64 0, i64 0), i32 noundef %13)
  %75 = load volatile i64, i64* %72, align 2
  %76 = shl i64 %75, 46
  %77 = ashr i64 %76, 52
  tail call fastcc void @transparent_crc(i64 noundef %77, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.23, i64 0, i64 0), i32 noundef %13)
  %78 = load volatile i64, i64* %72, align 2
  %79 = shl i64 %78, 28
  %80 = ashr i64 %79, 46
  tail call fastcc void @transparent_crc(i64 noundef %80, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.24, i64 0, i64 0), i32 noundef %13)
  %81 = load volatile i64, i64* %72, align 2
  %82 = lshr i64 %81, 36
  %83 = and i64 %82, 134217727
  tail call fastcc void @transparent_crc(i64 noundef %83, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.25, i64 0, i64 0), i32 noundef %13)
  br i1 %12, label %87, label %84

84:                                               ; preds = %63
  %85 = trunc i64 %64 to i32
  %86 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.26, i64 0, i64 0), i32 noundef %85)
  br label %87

87:                                               ; preds = %63, %84
  %88 = add nuw nsw i64 %64, 1
  %89 = icmp eq i64 %88, 10
  br i1 %89, label %90, label %63, !llvm.loop !17

90:                                               ; preds = %87, %120
  %91 = phi i64 [ %121, %120 ], [ 0, %87 ]
  %92 = trunc i64 %91 to i32
  br label %93

93:                                               ; preds = %90, %117
  %94 = phi i64 [ 0, %90 ], [ %118, %117 ]
  %95 = getelementptr inbounds [7 x [6 x %struct.S1]], [7 x [6 x %struct.S1]]* bitcast ([7 x [6 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]]* @g_170 to [7 x [6 x %struct.S1]]*), i64 0, i64 %91, i64 %94, i32 0
  %96 = load volatile i32, i32* %95, align 2
  %97 = and i32 %96, 33554431
  %98 = zext i32 %97 to i64
  tail call fastcc void @transparent_crc(i64 noundef %98, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.27, i64 0, i64 0), i32 noundef %13)
  %99 = getelementptr inbounds [7 x [6 x %struct.S1]], [7 x [6 x %struct.S1]]* bitcast ([7 x [6 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]]* @g_170 to [7 x [6 x %struct.S1]]*), i64 0, i64 %91, i64 %94, i32 1
  %100 = load volatile i16, i16* %99, align 2, !tbaa !14
  %101 = zext i16 %100 to i64
  tail call fastcc void @transparent_crc(i64 noundef %101, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.28, i64 0, i64 0), i32 noundef %13)
  %102 = getelementptr inbounds [7 x [6 x %struct.S1]], [7 x [6 x %struct.S1]]* bitcast ([7 x [6 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]]* @g_170 to [7 x [6 x %struct.S1]]*), i64 0, i64 %91, i64 %94, i32 2
  %103 = load volatile i64, i64* %102, align 2
  %104 = and i64 %103, 63
  tail call fastcc void @transparent_crc(i64 noundef %104, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.29, i64 0, i64 0), i32 noundef %13)
  %105 = load volatile i64, i64* %102, align 2
  %106 = shl i64 %105, 46
  %107 = ashr i64 %106, 52
  tail call fastcc void @transparent_crc(i64 noundef %107, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.30, i64 0, i64 0), i32 noundef %13)
  %108 = load volatile i64, i64* %102, align 2
  %109 = shl i64 %108, 28
  %110 = ashr i64 %109, 46
  tail call fastcc void @transparent_crc(i64 noundef %110, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.31, i64 0, i64 0), i32 noundef %13)
  %111 = load volatile i64, i64* %102, align 2
  %112 = lshr i64 %111, 36
  %113 = and i64 %112, 134217727
  tail call fastcc void @transparent_crc(i64 noundef %113, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.32, i64 0, i64 0), i32 noundef %13)
  br i1 %12, label %117, label %114

114:                                              ; preds = %93
  %115 = trunc i64 %94 to i32
  %116 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.33, i64 0, i64 0), i32 noundef %92, i32 noundef %115)
  br label %117

117:                                              ; preds = %93, %114
  %118 = add nuw nsw i64 %94, 1
  %119 = icmp eq i64 %118, 6
  br i1 %119, label %120, label %93, !llvm.loop !18

120:                                              ; preds = %117
  %121 = add nuw nsw i64 %91, 1
  %122 = icmp eq i64 %121, 7
  br i1 %122, label %123, label %90, !llvm.loop !19

123:                                              ; preds = %120
  %124 = load volatile i64, i64* @g_178, align 8, !tbaa !20
  tail call fastcc void @transparent_crc(i64 noundef %124, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.34, i64 0, i64 0), i32 noundef %13)
  %125 = load volatile i32, i32* bitcast ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_185 to i32*), align 4
  %126 = and i32 %125, 33554431
  %127 = zext i32 %126 to i64
  tail call fastcc void @transparent_crc(i64 noundef %127, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.35, i64 0, i64 0), i32 noundef %13)
  %128 = load volatile i16, i16* getelementptr inbounds ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_185, i64 0, i32 4), align 4, !tbaa !14
  %129 = zext i16 %128 to i64
  tail call fastcc void @transparent_crc(i64 noundef %129, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.36, i64 0, i64 0), i32 noundef %13)
  %130 = load volatile i64, i64* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_185, i64 0, i32 5) to i64*), align 2
  %131 = and i64 %130, 63
  tail call fastcc void @transparent_crc(i64 noundef %131, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.37, i64 0, i64 0), i32 noundef %13)
  %132 = load volatile i64, i64* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_185, i64 0, i32 5) to i64*), align 2
  %133 = shl i64 %132, 46
  %134 = ashr i64 %133, 52
  tail call fastcc void @transparent_crc(i64 noundef %134, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.38, i64 0, i64 0), i32 noundef %13)
  %135 = load volatile i64, i64* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_185, i64 0, i32 5) to i64*), align 2
  %136 = shl i64 %135, 28
  %137 = ashr i64 %136, 46
  tail call fastcc void @transparent_crc(i64 noundef %137, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.39, i64 0, i64 0), i32 noundef %13)
  %138 = load volatile i64, i64* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_185, i64 0, i32 5) to i64*), align 2
  %139 = lshr i64 %138, 36
  %140 = and i64 %139, 134217727
  tail call fastcc void @transparent_crc(i64 noundef %140, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.40, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef -2138225009, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.41, i64 0, i64 0), i32 noundef %13)
  br label %141

141:                                              ; preds = %123, %222
  %142 = phi i64 [ 0, %123 ], [ %223, %222 ]
  %143 = getelementptr inbounds [3 x [5 x [2 x i8]]], [3 x [5 x [2 x i8]]]* @g_306, i64 0, i64 %142, i64 0, i64 0
  %144 = load i8, i8* %143, align 2, !tbaa !22
  %145 = zext i8 %144 to i64
  tail call fastcc void @transparent_crc(i64 noundef %145, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.42, i64 0, i64 0), i32 noundef %13)
  br i1 %12, label %146, label %174

146:                                              ; preds = %141
  %147 = getelementptr inbounds [3 x [5 x [2 x i8]]], [3 x [5 x [2 x i8]]]* @g_306, i64 0, i64 %142, i64 0, i64 1
  %148 = load i8, i8* %147, align 1, !tbaa !22
  %149 = zext i8 %148 to i64
  tail call fastcc void @transparent_crc(i64 noundef %149, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.42, i64 0, i64 0), i32 noundef %13)
  %150 = getelementptr inbounds [3 x [5 x [2 x i8]]], [3 x [5 x [2 x i8]]]* @g_306, i64 0, i64 %142, i64 1, i64 0
  %151 = load i8, i8* %150, align 2, !tbaa !22
  %152 = zext i8 %151 to i64
  tail call fastcc void @transparent_crc(i64 noundef %152, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.42, i64 0, i64 0), i32 noundef %13)
  %153 = getelementptr inbounds [3 x [5 x [2 x i8]]], [3 x [5 x [2 x i8]]]* @g_306, i64 0, i64 %142, i64 1, i64 1
  %154 = load i8, i8* %153, align 1, !tbaa !22
  %155 = zext i8 %154 to i64
  tail call fastcc void @transparent_crc(i64 noundef %155, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.42, i64 0, i64 0), i32 noundef %13)
  %156 = getelementptr inbounds [3 x [5 x [2 x i8]]], [3 x [5 x [2 x i8]]]* @g_306, i64 0, i64 %142, i64 2, i64 0
  %157 = load i8, i8* %156, align 2, !tbaa !22
  %158 = zext i8 %157 to i64
  tail call fastcc void @transparent_crc(i64 noundef %158, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.42, i64 0, i64 0), i32 noundef %13)
  %159 = getelementptr inbounds [3 x [5 x [2 x i8]]], [3 x [5 x [2 x i8]]]* @g_306, i64 0, i64 %142, i64 2, i64 1
  %160 = load i8, i8* %159, align 1, !tbaa !22
  %161 = zext i8 %160 to i64
  tail call fastcc void @transparent_crc(i64 noundef %161, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.42, i64 0, i64 0), i32 noundef %13)
  %162 = getelementptr inbounds [3 x [5 x [2 x i8]]], [3 x [5 x [2 x i8]]]* @g_306, i64 0, i64 %142, i64 3, i64 0
  %163 = load i8, i8* %162, align 2, !tbaa !22
  %164 = zext i8 %163 to i64
  tail call fastcc void @transparent_crc(i64 noundef %164, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.42, i64 0, i64 0), i32 noundef %13)
  %165 = getelementptr inbounds [3 x [5 x [2 x i8]]], [3 x [5 x [2 x i8]]]* @g_306, i64 0, i64 %142, i64 3, i64 1
  %166 = load i8, i8* %165, align 1, !tbaa !22
  %167 = zext i8 %166 to i64
  tail call fastcc void @transparent_crc(i64 noundef %167, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.42, i64 0, i64 0), i32 noundef %13)
  %168 = getelementptr inbounds [3 x [5 x [2 x i8]]], [3 x [5 x [2 x i8]]]* @g_306, i64 0, i64 %142, i64 4, i64 0
  %169 = load i8, i8* %168, align 2, !tbaa !22
  %170 = zext i8 %169 to i64
  tail call fastcc void @transparent_crc(i64 noundef %170, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.42, i64 0, i64 0), i32 noundef %13)
  %171 = getelementptr inbounds [3 x [5 x [2 x i8]]], [3 x [5 x [2 x i8]]]* @g_306, i64 0, i64 %142, i64 4, i64 1
  %172 = load i8, i8* %171, align 1, !tbaa !22
  %173 = zext i8 %172 to i64
  tail call fastcc void @transparent_crc(i64 noundef %173, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.42, i64 0, i64 0), i32 noundef %13)
  br label %222

174:                                              ; preds = %141
  %175 = trunc i64 %142 to i32
  %176 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.43, i64 0, i64 0), i32 noundef %175, i32 noundef 0, i32 noundef 0)
  %177 = getelementptr inbounds [3 x [5 x [2 x i8]]], [3 x [5 x [2 x i8]]]* @g_306, i64 0, i64 %142, i64 0, i64 1
  %178 = load i8, i8* %177, align 1, !tbaa !22
  %179 = zext i8 %178 to i64
  tail call fastcc void @transparent_crc(i64 noundef %179, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.42, i64 0, i64 0), i32 noundef %13)
  %180 = trunc i64 %142 to i32
  %181 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.43, i64 0, i64 0), i32 noundef %180, i32 noundef 0, i32 noundef 1)
  %182 = getelementptr inbounds [3 x [5 x [2 x i8]]], [3 x [5 x [2 x i8]]]* @g_306, i64 0, i64 %142, i64 1, i64 0
  %183 = load i8, i8* %182, align 2, !tbaa !22
  %184 = zext i8 %183 to i64
  tail call fastcc void @transparent_crc(i64 noundef %184, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.42, i64 0, i64 0), i32 noundef %13)
  %185 = trunc i64 %142 to i32
  %186 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.43, i64 0, i64 0), i32 noundef %185, i32 noundef 1, i32 noundef 0)
  %187 = getelementptr inbounds [3 x [5 x [2 x i8]]], [3 x [5 x [2 x i8]]]* @g_306, i64 0, i64 %142, i64 1, i64 1
  %188 = load i8, i8* %187, align 1, !tbaa !22
  %189 = zext i8 %188 to i64
  tail call fastcc void @transparent_crc(i64 noundef %189, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.42, i64 0, i64 0), i32 noundef %13)
  %190 = trunc i64 %142 to i32
  %191 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.43, i64 0, i64 0), i32 noundef %190, i32 noundef 1, i32 noundef 1)
  %192 = getelementptr inbounds [3 x [5 x [2 x i8]]], [3 x [5 x [2 x i8]]]* @g_306, i64 0, i64 %142, i64 2, i64 0
  %193 = load i8, i8* %192, align 2, !tbaa !22
  %194 = zext i8 %193 to i64
  tail call fastcc void @transparent_crc(i64 noundef %194, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.42, i64 0, i64 0), i32 noundef %13)
  %195 = trunc i64 %142 to i32
  %196 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.43, i64 0, i64 0), i32 noundef %195, i32 noundef 2, i32 noundef 0)
  %197 = getelementptr inbounds [3 x [5 x [2 x i8]]], [3 x [5 x [2 x i8]]]* @g_306, i64 0, i64 %142, i64 2, i64 1
  %198 = load i8, i8* %197, align 1, !tbaa !22
  %199 = zext i8 %198 to i64
  tail call fastcc void @transparent_crc(i64 noundef %199, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.42, i64 0, i64 0), i32 noundef %13)
  %200 = trunc i64 %142 to i32
  %201 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.43, i64 0, i64 0), i32 noundef %200, i32 noundef 2, i32 noundef 1)
  %202 = getelementptr inbounds [3 x [5 x [2 x i8]]], [3 x [5 x [2 x i8]]]* @g_306, i64 0, i64 %142, i64 3, i64 0
  %203 = load i8, i8* %202, align 2, !tbaa !22
  %204 = zext i8 %203 to i64
  tail call fastcc void @transparent_crc(i64 noundef %204, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.42, i64 0, i64 0), i32 noundef %13)
  %205 = trunc i64 %142 to i32
  %206 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.43, i64 0, i64 0), i32 noundef %205, i32 noundef 3, i32 noundef 0)
  %207 = getelementptr inbounds [3 x [5 x [2 x i8]]], [3 x [5 x [2 x i8]]]* @g_306, i64 0, i64 %142, i64 3, i64 1
  %208 = load i8, i8* %207, align 1, !tbaa !22
  %209 = zext i8 %208 to i64
  tail call fastcc void @transparent_crc(i64 noundef %209, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.42, i64 0, i64 0), i32 noundef %13)
  %210 = trunc i64 %142 to i32
  %211 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.43, i64 0, i64 0), i32 noundef %210, i32 noundef 3, i32 noundef 1)
  %212 = getelementptr inbounds [3 x [5 x [2 x i8]]], [3 x [5 x [2 x i8]]]* @g_306, i64 0, i64 %142, i64 4, i64 0
  %213 = load i8, i8* %212, align 2, !tbaa !22
  %214 = zext i8 %213 to i64
  tail call fastcc void @transparent_crc(i64 noundef %214, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.42, i64 0, i64 0), i32 noundef %13)
  %215 = trunc i64 %142 to i32
  %216 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.43, i64 0, i64 0), i32 noundef %215, i32 noundef 4, i32 noundef 0)
  %217 = getelementptr inbounds [3 x [5 x [2 x i8]]], [3 x [5 x [2 x i8]]]* @g_306, i64 0, i64 %142, i64 4, i64 1
  %218 = load i8, i8* %217, align 1, !tbaa !22
  %219 = zext i8 %218 to i64
  tail call fastcc void @transparent_crc(i64 noundef %219, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.42, i64 0, i64 0), i32 noundef %13)
  %220 = trunc i64 %142 to i32
  %221 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.43, i64 0, i64 0), i32 noundef %220, i32 noundef 4, i32 noundef 1)
  br label %222

222:                                              ; preds = %146, %174
  %223 = add nuw nsw i64 %142, 1
  %224 = icmp eq i64 %223, 3
  br i1 %224, label %225, label %141, !llvm.loop !23

225:                                              ; preds = %222
  tail call fastcc void @transparent_crc(i64 noundef 4294967293, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.44, i64 0, i64 0), i32 noundef %13)
  %226 = load i32, i32* bitcast ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_324 to i32*), align 4
  %227 = and i32 %226, 33554431
  %228 = zext i32 %227 to i64
  tail call fastcc void @transparent_crc(i64 noundef %228, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.45, i64 0, i64 0), i32 noundef %13)
  %229 = load i16, i16* getelementptr inbounds ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_324, i64 0, i32 4), align 4, !tbaa !14
  %230 = zext i16 %229 to i64
  tail call fastcc void @transparent_crc(i64 noundef %230, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.46, i64 0, i64 0), i32 noundef %13)
  %231 = load i64, i64* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_324, i64 0, i32 5) to i64*), align 2
  %232 = and i64 %231, 63
  tail call fastcc void @transparent_crc(i64 noundef %232, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.47, i64 0, i64 0), i32 noundef %13)
  %233 = load volatile i64, i64* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_324, i64 0, i32 5) to i64*), align 2
  %234 = shl i64 %233, 46
  %235 = ashr i64 %234, 52
  tail call fastcc void @transparent_crc(i64 noundef %235, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.48, i64 0, i64 0), i32 noundef %13)
  %236 = load volatile i64, i64* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_324, i64 0, i32 5) to i64*), align 2
  %237 = shl i64 %236, 28
  %238 = ashr i64 %237, 46
  tail call fastcc void @transparent_crc(i64 noundef %238, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.49, i64 0, i64 0), i32 noundef %13)
  %239 = load i64, i64* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_324, i64 0, i32 5) to i64*), align 2
  %240 = lshr i64 %239, 36
  %241 = and i64 %240, 134217727
  tail call fastcc void @transparent_crc(i64 noundef %241, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.50, i64 0, i64 0), i32 noundef %13)
  %242 = load i32, i32* bitcast ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_374 to i32*), align 4
  %243 = and i32 %242, 33554431
  %244 = zext i32 %243 to i64
  tail call fastcc void @transparent_crc(i64 noundef %244, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.51, i64 0, i64 0), i32 noundef %13)
  %245 = load i16, i16* getelementptr inbounds ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_374, i64 0, i32 4), align 4, !tbaa !14
  %246 = zext i16 %245 to i64
  tail call fastcc void @transparent_crc(i64 noundef %246, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.52, i64 0, i64 0), i32 noundef %13)
  %247 = load i64, i64* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_374, i64 0, i32 5) to i64*), align 2
  %248 = and i64 %247, 63
  tail call fastcc void @transparent_crc(i64 noundef %248, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.53, i64 0, i64 0), i32 noundef %13)
  %249 = load volatile i64, i64* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_374, i64 0, i32 5) to i64*), align 2
  %250 = shl i64 %249, 46
  %251 = ashr i64 %250, 52
  tail call fastcc void @transparent_crc(i64 noundef %251, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.54, i64 0, i64 0), i32 noundef %13)
  %252 = load volatile i64, i64* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_374, i64 0, i32 5) to i64*), align 2
  %253 = shl i64 %252, 28
  %254 = ashr i64 %253, 46
  tail call fastcc void @transparent_crc(i64 noundef %254, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.55, i64 0, i64 0), i32 noundef %13)
  %255 = load i64, i64* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_374, i64 0, i32 5) to i64*), align 2
  %256 = lshr i64 %255, 36
  %257 = and i64 %256, 134217727
  tail call fastcc void @transparent_crc(i64 noundef %257, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.56, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 293, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.57, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 16464, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.58, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 129, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.59, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 3140, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.60, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 8, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.61, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 1614667685, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.62, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 252, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.63, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef -4, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.64, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 28922, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.65, i64 0, i64 0), i32 noundef %13)
  br i1 %12, label %258, label %259

258:                                              ; preds = %225
  tail call fastcc void @transparent_crc(i64 noundef 28922, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.65, i64 0, i64 0), i32 noundef %13)
  br label %262

259:                                              ; preds = %225
  %260 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.26, i64 0, i64 0), i32 noundef 0)
  tail call fastcc void @transparent_crc(i64 noundef 28922, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.65, i64 0, i64 0), i32 noundef %13)
  %261 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.26, i64 0, i64 0), i32 noundef 1)
  br label %262

262:                                              ; preds = %258, %259
  tail call fastcc void @transparent_crc(i64 noundef 0, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.66, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef -1788064777, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.67, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 49, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.68, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 43020, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.69, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 255, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.70, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 8891, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.71, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 46, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.72, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef -1126935689, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.73, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 223, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.74, i64 0, i64 0), i32 noundef %13)
  %263 = load volatile i32, i32* getelementptr inbounds ([8 x i32], [8 x i32]* @g_585, i64 0, i64 0), align 16, !tbaa !9
  %264 = sext i32 %263 to i64
  tail call fastcc void @transparent_crc(i64 noundef %264, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.75, i64 0, i64 0), i32 noundef %13)
  br i1 %12, label %265, label %280

265:                                              ; preds = %262
  %266 = load volatile i32, i32* getelementptr inbounds ([8 x i32], [8 x i32]* @g_585, i64 0, i64 1), align 4, !tbaa !9
  %267 = sext i32 %266 to i64
  tail call fastcc void @transparent_crc(i64 noundef %267, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.75, i64 0, i64 0), i32 noundef %13)
  %268 = load volatile i32, i32* getelementptr inbounds ([8 x i32], [8 x i32]* @g_585, i64 0, i64 2), align 8, !tbaa !9
  %269 = sext i32 %268 to i64
  tail call fastcc void @transparent_crc(i64 noundef %269, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.75, i64 0, i64 0), i32 noundef %13)
  %270 = load volatile i32, i32* getelementptr inbounds ([8 x i32], [8 x i32]* @g_585, i64 0, i64 3), align 4, !tbaa !9
  %271 = sext i32 %270 to i64
  tail call fastcc void @transparent_crc(i64 noundef %271, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.75, i64 0, i64 0), i32 noundef %13)
  %272 = load volatile i32, i32* getelementptr inbounds ([8 x i32], [8 x i32]* @g_585, i64 0, i64 4), align 16, !tbaa !9
  %273 = sext i32 %272 to i64
  tail call fastcc void @transparent_crc(i64 noundef %273, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.75, i64 0, i64 0), i32 noundef %13)
  %274 = load volatile i32, i32* getelementptr inbounds ([8 x i32], [8 x i32]* @g_585, i64 0, i64 5), align 4, !tbaa !9
  %275 = sext i32 %274 to i64
  tail call fastcc void @transparent_crc(i64 noundef %275, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.75, i64 0, i64 0), i32 noundef %13)
  %276 = load volatile i32, i32* getelementptr inbounds ([8 x i32], [8 x i32]* @g_585, i64 0, i64 6), align 8, !tbaa !9
  %277 = sext i32 %276 to i64
  tail call fastcc void @transparent_crc(i64 noundef %277, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.75, i64 0, i64 0), i32 noundef %13)
  %278 = load volatile i32, i32* getelementptr inbounds ([8 x i32], [8 x i32]* @g_585, i64 0, i64 7), align 4, !tbaa !9
  %279 = sext i32 %278 to i64
  tail call fastcc void @transparent_crc(i64 noundef %279, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.75, i64 0, i64 0), i32 noundef %13)
  br label %303

280:                                              ; preds = %262
  %281 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.26, i64 0, i64 0), i32 noundef 0)
  %282 = load volatile i32, i32* getelementptr inbounds ([8 x i32], [8 x i32]* @g_585, i64 0, i64 1), align 4, !tbaa !9
  %283 = sext i32 %282 to i64
  tail call fastcc void @transparent_crc(i64 noundef %283, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.75, i64 0, i64 0), i32 noundef %13)
  %284 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.26, i64 0, i64 0), i32 noundef 1)
  %285 = load volatile i32, i32* getelementptr inbounds ([8 x i32], [8 x i32]* @g_585, i64 0, i64 2), align 8, !tbaa !9
  %286 = sext i32 %285 to i64
  tail call fastcc void @transparent_crc(i64 noundef %286, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.75, i64 0, i64 0), i32 noundef %13)
  %287 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.26, i64 0, i64 0), i32 noundef 2)
  %288 = load volatile i32, i32* getelementptr inbounds ([8 x i32], [8 x i32]* @g_585, i64 0, i64 3), align 4, !tbaa !9
  %289 = sext i32 %288 to i64
  tail call fastcc void @transparent_crc(i64 noundef %289, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.75, i64 0, i64 0), i32 noundef %13)
  %290 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.26, i64 0, i64 0), i32 noundef 3)
  %291 = load volatile i32, i32* getelementptr inbounds ([8 x i32], [8 x i32]* @g_585, i64 0, i64 4), align 16, !tbaa !9
  %292 = sext i32 %291 to i64
  tail call fastcc void @transparent_crc(i64 noundef %292, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.75, i64 0, i64 0), i32 noundef %13)
  %293 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.26, i64 0, i64 0), i32 noundef 4)
  %294 = load volatile i32, i32* getelementptr inbounds ([8 x i32], [8 x i32]* @g_585, i64 0, i64 5), align 4, !tbaa !9
  %295 = sext i32 %294 to i64
  tail call fastcc void @transparent_crc(i64 noundef %295, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.75, i64 0, i64 0), i32 noundef %13)
  %296 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.26, i64 0, i64 0), i32 noundef 5)
  %297 = load volatile i32, i32* getelementptr inbounds ([8 x i32], [8 x i32]* @g_585, i64 0, i64 6), align 8, !tbaa !9
  %298 = sext i32 %297 to i64
  tail call fastcc void @transparent_crc(i64 noundef %298, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.75, i64 0, i64 0), i32 noundef %13)
  %299 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.26, i64 0, i64 0), i32 noundef 6)
  %300 = load volatile i32, i32* getelementptr inbounds ([8 x i32], [8 x i32]* @g_585, i64 0, i64 7), align 4, !tbaa !9
  %301 = sext i32 %300 to i64
  tail call fastcc void @transparent_crc(i64 noundef %301, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.75, i64 0, i64 0), i32 noundef %13)
  %302 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.26, i64 0, i64 0), i32 noundef 7)
  br label %303

303:                                              ; preds = %265, %280
  br label %304

304:                                              ; preds = %303, %328
  %305 = phi i64 [ %329, %328 ], [ 0, %303 ]
  %306 = getelementptr inbounds [9 x %struct.S1], [9 x %struct.S1]* bitcast ([9 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]* @g_598 to [9 x %struct.S1]*), i64 0, i64 %305, i32 0
  %307 = load i32, i32* %306, align 2
  %308 = and i32 %307, 33554431
  %309 = zext i32 %308 to i64
  tail call fastcc void @transparent_crc(i64 noundef %309, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.76, i64 0, i64 0), i32 noundef %13)
  %310 = getelementptr inbounds [9 x %struct.S1], [9 x %struct.S1]* bitcast ([9 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]* @g_598 to [9 x %struct.S1]*), i64 0, i64 %305, i32 1
  %311 = load i16, i16* %310, align 2, !tbaa !14
  %312 = zext i16 %311 to i64
  tail call fastcc void @transparent_crc(i64 noundef %312, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.77, i64 0, i64 0), i32 noundef %13)
  %313 = getelementptr inbounds [9 x %struct.S1], [9 x %struct.S1]* bitcast ([9 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]* @g_598 to [9 x %struct.S1]*), i64 0, i64 %305, i32 2
  %314 = load i64, i64* %313, align 2
  %315 = and i64 %314, 63
  tail call fastcc void @transparent_crc(i64 noundef %315, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.78, i64 0, i64 0), i32 noundef %13)
  %316 = load volatile i64, i64* %313, align 2
  %317 = shl i64 %316, 46
  %318 = ashr i64 %317, 52
  tail call fastcc void @transparent_crc(i64 noundef %318, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.79, i64 0, i64 0), i32 noundef %13)
  %319 = load volatile i64, i64* %313, align 2
  %320 = shl i64 %319, 28
  %321 = ashr i64 %320, 46
  tail call fastcc void @transparent_crc(i64 noundef %321, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.80, i64 0, i64 0), i32 noundef %13)
  %322 = load i64, i64* %313, align 2
  %323 = lshr i64 %322, 36
  %324 = and i64 %323, 134217727
  tail call fastcc void @transparent_crc(i64 noundef %324, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.81, i64 0, i64 0), i32 noundef %13)
  br i1 %12, label %328, label %325

325:                                              ; preds = %304
  %326 = trunc i64 %305 to i32
  %327 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.26, i64 0, i64 0), i32 noundef %326)
  br label %328

328:                                              ; preds = %304, %325
  %329 = add nuw nsw i64 %305, 1
  %330 = icmp eq i64 %329, 9
  br i1 %330, label %331, label %304, !llvm.loop !24

331:                                              ; preds = %328
  %332 = load i32, i32* bitcast ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_622 to i32*), align 4
  %333 = and i32 %332, 33554431
  %334 = zext i32 %333 to i64
  tail call fastcc void @transparent_crc(i64 noundef %334, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.82, i64 0, i64 0), i32 noundef %13)
  %335 = load i16, i16* getelementptr inbounds ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_622, i64 0, i32 4), align 4, !tbaa !14
  %336 = zext i16 %335 to i64
  tail call fastcc void @transparent_crc(i64 noundef %336, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.83, i64 0, i64 0), i32 noundef %13)
  %337 = load i64, i64* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_622, i64 0, i32 5) to i64*), align 2
  %338 = and i64 %337, 63
  tail call fastcc void @transparent_crc(i64 noundef %338, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.84, i64 0, i64 0), i32 noundef %13)
  %339 = load volatile i64, i64* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_622, i64 0, i32 5) to i64*), align 2
  %340 = shl i64 %339, 46
  %341 = ashr i64 %340, 52
  tail call fastcc void @transparent_crc(i64 noundef %341, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.85, i64 0, i64 0), i32 noundef %13)
  %342 = load volatile i64, i64* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_622, i64 0, i32 5) to i64*), align 2
  %343 = shl i64 %342, 28
  %344 = ashr i64 %343, 46
  tail call fastcc void @transparent_crc(i64 noundef %344, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.86, i64 0, i64 0), i32 noundef %13)
  %345 = load i64, i64* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_622, i64 0, i32 5) to i64*), align 2
  %346 = lshr i64 %345, 36
  %347 = and i64 %346, 134217727
  tail call fastcc void @transparent_crc(i64 noundef %347, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.87, i64 0, i64 0), i32 noundef %13)
  %348 = load volatile i32, i32* bitcast ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_779 to i32*), align 4
  %349 = and i32 %348, 33554431
  %350 = zext i32 %349 to i64
  tail call fastcc void @transparent_crc(i64 noundef %350, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.88, i64 0, i64 0), i32 noundef %13)
  %351 = load volatile i16, i16* getelementptr inbounds ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_779, i64 0, i32 4), align 4, !tbaa !14
  %352 = zext i16 %351 to i64
  tail call fastcc void @transparent_crc(i64 noundef %352, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.89, i64 0, i64 0), i32 noundef %13)
  %353 = load volatile i64, i64* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_779, i64 0, i32 5) to i64*), align 2
  %354 = and i64 %353, 63
  tail call fastcc void @transparent_crc(i64 noundef %354, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.90, i64 0, i64 0), i32 noundef %13)
  %355 = load volatile i64, i64* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_779, i64 0, i32 5) to i64*), align 2
  %356 = shl i64 %355, 46
  %357 = ashr i64 %356, 52
  tail call fastcc void @transparent_crc(i64 noundef %357, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.91, i64 0, i64 0), i32 noundef %13)
  %358 = load volatile i64, i64* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_779, i64 0, i32 5) to i64*), align 2
  %359 = shl i64 %358, 28
  %360 = ashr i64 %359, 46
  tail call fastcc void @transparent_crc(i64 noundef %360, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.92, i64 0, i64 0), i32 noundef %13)
  %361 = load volatile i64, i64* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_779, i64 0, i32 5) to i64*), align 2
  %362 = lshr i64 %361, 36
  %363 = and i64 %362, 134217727
  tail call fastcc void @transparent_crc(i64 noundef %363, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.93, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 1822863296, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.94, i64 0, i64 0), i32 noundef %13)
  br label %364

364:                                              ; preds = %331, %418
  %365 = phi i64 [ 0, %331 ], [ %419, %418 ]
  %366 = trunc i64 %365 to i32
  %367 = trunc i64 %365 to i32
  br label %368

368:                                              ; preds = %364, %415
  %369 = phi i64 [ 0, %364 ], [ %416, %415 ]
  %370 = getelementptr inbounds [6 x [8 x [2 x %struct.S1]]], [6 x [8 x [2 x %struct.S1]]]* bitcast ([6 x [8 x [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]]]* @g_854 to [6 x [8 x [2 x %struct.S1]]]*), i64 0, i64 %365, i64 %369, i64 0, i32 0
  %371 = load volatile i32, i32* %370, align 4
  %372 = and i32 %371, 33554431
  %373 = zext i32 %372 to i64
  tail call fastcc void @transparent_crc(i64 noundef %373, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.95, i64 0, i64 0), i32 noundef %13)
  %374 = getelementptr inbounds [6 x [8 x [2 x %struct.S1]]], [6 x [8 x [2 x %struct.S1]]]* bitcast ([6 x [8 x [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]]]* @g_854 to [6 x [8 x [2 x %struct.S1]]]*), i64 0, i64 %365, i64 %369, i64 0, i32 1
  %375 = load volatile i16, i16* %374, align 4, !tbaa !14
  %376 = zext i16 %375 to i64
  tail call fastcc void @transparent_crc(i64 noundef %376, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.96, i64 0, i64 0), i32 noundef %13)
  %377 = getelementptr inbounds [6 x [8 x [2 x %struct.S1]]], [6 x [8 x [2 x %struct.S1]]]* bitcast ([6 x [8 x [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]]]* @g_854 to [6 x [8 x [2 x %struct.S1]]]*), i64 0, i64 %365, i64 %369, i64 0, i32 2
  %378 = load volatile i64, i64* %377, align 2
  %379 = and i64 %378, 63
  tail call fastcc void @transparent_crc(i64 noundef %379, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.97, i64 0, i64 0), i32 noundef %13)
  %380 = load volatile i64, i64* %377, align 2
  %381 = shl i64 %380, 46
  %382 = ashr i64 %381, 52
  tail call fastcc void @transparent_crc(i64 noundef %382, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.98, i64 0, i64 0), i32 noundef %13)
  %383 = load volatile i64, i64* %377, align 2
  %384 = shl i64 %383, 28
  %385 = ashr i64 %384, 46
  tail call fastcc void @transparent_crc(i64 noundef %385, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.99, i64 0, i64 0), i32 noundef %13)
  %386 = load volatile i64, i64* %377, align 2
  %387 = lshr i64 %386, 36
  %388 = and i64 %387, 134217727
  tail call fastcc void @transparent_crc(i64 noundef %388, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.100, i64 0, i64 0), i32 noundef %13)
  br i1 %12, label %392, label %389

389:                                              ; preds = %368
  %390 = trunc i64 %369 to i32
  %391 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.43, i64 0, i64 0), i32 noundef %366, i32 noundef %390, i32 noundef 0)
  br label %392

392:                                              ; preds = %368, %389
  %393 = getelementptr inbounds [6 x [8 x [2 x %struct.S1]]], [6 x [8 x [2 x %struct.S1]]]* bitcast ([6 x [8 x [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]]]* @g_854 to [6 x [8 x [2 x %struct.S1]]]*), i64 0, i64 %365, i64 %369, i64 1, i32 0
  %394 = load volatile i32, i32* %393, align 2
  %395 = and i32 %394, 33554431
  %396 = zext i32 %395 to i64
  tail call fastcc void @transparent_crc(i64 noundef %396, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.95, i64 0, i64 0), i32 noundef %13)
  %397 = getelementptr inbounds [6 x [8 x [2 x %struct.S1]]], [6 x [8 x [2 x %struct.S1]]]* bitcast ([6 x [8 x [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]]]* @g_854 to [6 x [8 x [2 x %struct.S1]]]*), i64 0, i64 %365, i64 %369, i64 1, i32 1
  %398 = load volatile i16, i16* %397, align 2, !tbaa !14
  %399 = zext i16 %398 to i64
  tail call fastcc void @transparent_crc(i64 noundef %399, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.96, i64 0, i64 0), i32 noundef %13)
  %400 = getelementptr inbounds [6 x [8 x [2 x %struct.S1]]], [6 x [8 x [2 x %struct.S1]]]* bitcast ([6 x [8 x [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]]]* @g_854 to [6 x [8 x [2 x %struct.S1]]]*), i64 0, i64 %365, i64 %369, i64 1, i32 2
  %401 = load volatile i64, i64* %400, align 4
  %402 = and i64 %401, 63
  tail call fastcc void @transparent_crc(i64 noundef %402, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.97, i64 0, i64 0), i32 noundef %13)
  %403 = load volatile i64, i64* %400, align 4
  %404 = shl i64 %403, 46
  %405 = ashr i64 %404, 52
  tail call fastcc void @transparent_crc(i64 noundef %405, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.98, i64 0, i64 0), i32 noundef %13)
  %406 = load volatile i64, i64* %400, align 4
  %407 = shl i64 %406, 28
  %408 = ashr i64 %407, 46
  tail call fastcc void @transparent_crc(i64 noundef %408, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.99, i64 0, i64 0), i32 noundef %13)
  %409 = load volatile i64, i64* %400, align 4
  %410 = lshr i64 %409, 36
  %411 = and i64 %410, 134217727
  tail call fastcc void @transparent_crc(i64 noundef %411, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.100, i64 0, i64 0), i32 noundef %13)
  br i1 %12, label %415, label %412

412:                                              ; preds = %392
  %413 = trunc i64 %369 to i32
  %414 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.43, i64 0, i64 0), i32 noundef %367, i32 noundef %413, i32 noundef 1)
  br label %415

415:                                              ; preds = %412, %392
  %416 = add nuw nsw i64 %369, 1
  %417 = icmp eq i64 %416, 8
  br i1 %417, label %418, label %368, !llvm.loop !25

418:                                              ; preds = %415
  %419 = add nuw nsw i64 %365, 1
  %420 = icmp eq i64 %419, 6
  br i1 %420, label %421, label %364, !llvm.loop !26

421:                                              ; preds = %418, %445
  %422 = phi i64 [ %446, %445 ], [ 0, %418 ]
  %423 = getelementptr inbounds [7 x [1 x %struct.S1]], [7 x [1 x %struct.S1]]* bitcast ([7 x [1 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]]* @g_857 to [7 x [1 x %struct.S1]]*), i64 0, i64 %422, i64 0, i32 0
  %424 = load i32, i32* %423, align 2
  %425 = and i32 %424, 33554431
  %426 = zext i32 %425 to i64
  tail call fastcc void @transparent_crc(i64 noundef %426, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.101, i64 0, i64 0), i32 noundef %13)
  %427 = getelementptr inbounds [7 x [1 x %struct.S1]], [7 x [1 x %struct.S1]]* bitcast ([7 x [1 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]]* @g_857 to [7 x [1 x %struct.S1]]*), i64 0, i64 %422, i64 0, i32 1
  %428 = load i16, i16* %427, align 2, !tbaa !14
  %429 = zext i16 %428 to i64
  tail call fastcc void @transparent_crc(i64 noundef %429, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.102, i64 0, i64 0), i32 noundef %13)
  %430 = getelementptr inbounds [7 x [1 x %struct.S1]], [7 x [1 x %struct.S1]]* bitcast ([7 x [1 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]]* @g_857 to [7 x [1 x %struct.S1]]*), i64 0, i64 %422, i64 0, i32 2
  %431 = load i64, i64* %430, align 2
  %432 = and i64 %431, 63
  tail call fastcc void @transparent_crc(i64 noundef %432, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.103, i64 0, i64 0), i32 noundef %13)
  %433 = load volatile i64, i64* %430, align 2
  %434 = shl i64 %433, 46
  %435 = ashr i64 %434, 52
  tail call fastcc void @transparent_crc(i64 noundef %435, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.104, i64 0, i64 0), i32 noundef %13)
  %436 = load volatile i64, i64* %430, align 2
  %437 = shl i64 %436, 28
  %438 = ashr i64 %437, 46
  tail call fastcc void @transparent_crc(i64 noundef %438, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.105, i64 0, i64 0), i32 noundef %13)
  %439 = load i64, i64* %430, align 2
  %440 = lshr i64 %439, 36
  %441 = and i64 %440, 134217727
  tail call fastcc void @transparent_crc(i64 noundef %441, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.106, i64 0, i64 0), i32 noundef %13)
  br i1 %12, label %445, label %442

442:                                              ; preds = %421
  %443 = trunc i64 %422 to i32
  %444 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.33, i64 0, i64 0), i32 noundef %443, i32 noundef 0)
  br label %445

445:                                              ; preds = %421, %442
  %446 = add nuw nsw i64 %422, 1
  %447 = icmp eq i64 %446, 7
  br i1 %447, label %448, label %421, !llvm.loop !27

448:                                              ; preds = %445
  %449 = load volatile i32, i32* bitcast ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_905 to i32*), align 4
  %450 = and i32 %449, 33554431
  %451 = zext i32 %450 to i64
  tail call fastcc void @transparent_crc(i64 noundef %451, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.107, i64 0, i64 0), i32 noundef %13)
  %452 = load volatile i16, i16* getelementptr inbounds ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_905, i64 0, i32 4), align 4, !tbaa !14
  %453 = zext i16 %452 to i64
  tail call fastcc void @transparent_crc(i64 noundef %453, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.108, i64 0, i64 0), i32 noundef %13)
  %454 = load volatile i64, i64* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_905, i64 0, i32 5) to i64*), align 2
  %455 = and i64 %454, 63
  tail call fastcc void @transparent_crc(i64 noundef %455, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.109, i64 0, i64 0), i32 noundef %13)
  %456 = load volatile i64, i64* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_905, i64 0, i32 5) to i64*), align 2
  %457 = shl i64 %456, 46
  %458 = ashr i64 %457, 52
  tail call fastcc void @transparent_crc(i64 noundef %458, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.110, i64 0, i64 0), i32 noundef %13)
  %459 = load volatile i64, i64* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_905, i64 0, i32 5) to i64*), align 2
  %460 = shl i64 %459, 28
  %461 = ashr i64 %460, 46
  tail call fastcc void @transparent_crc(i64 noundef %461, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.111, i64 0, i64 0), i32 noundef %13)
  %462 = load volatile i64, i64* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_905, i64 0, i32 5) to i64*), align 2
  %463 = lshr i64 %462, 36
  %464 = and i64 %463, 134217727
  tail call fastcc void @transparent_crc(i64 noundef %464, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.112, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef -1, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.113, i64 0, i64 0), i32 noundef %13)
  br label %465

465:                                              ; preds = %448, %507
  %466 = phi i64 [ 0, %448 ], [ %508, %507 ]
  %467 = trunc i64 %466 to i32
  %468 = trunc i64 %466 to i32
  %469 = trunc i64 %466 to i32
  %470 = trunc i64 %466 to i32
  %471 = trunc i64 %466 to i32
  br label %472

472:                                              ; preds = %465, %504
  %473 = phi i64 [ 0, %465 ], [ %505, %504 ]
  %474 = getelementptr inbounds [10 x [5 x [5 x i64]]], [10 x [5 x [5 x i64]]]* @g_1039, i64 0, i64 %466, i64 %473, i64 0
  %475 = load i64, i64* %474, align 8, !tbaa !20
  tail call fastcc void @transparent_crc(i64 noundef %475, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.114, i64 0, i64 0), i32 noundef %13)
  br i1 %12, label %476, label %485

476:                                              ; preds = %472
  %477 = getelementptr inbounds [10 x [5 x [5 x i64]]], [10 x [5 x [5 x i64]]]* @g_1039, i64 0, i64 %466, i64 %473, i64 1
  %478 = load i64, i64* %477, align 8, !tbaa !20
  tail call fastcc void @transparent_crc(i64 noundef %478, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.114, i64 0, i64 0), i32 noundef %13)
  %479 = getelementptr inbounds [10 x [5 x [5 x i64]]], [10 x [5 x [5 x i64]]]* @g_1039, i64 0, i64 %466, i64 %473, i64 2
  %480 = load i64, i64* %479, align 8, !tbaa !20
  tail call fastcc void @transparent_crc(i64 noundef %480, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.114, i64 0, i64 0), i32 noundef %13)
  %481 = getelementptr inbounds [10 x [5 x [5 x i64]]], [10 x [5 x [5 x i64]]]* @g_1039, i64 0, i64 %466, i64 %473, i64 3
  %482 = load i64, i64* %481, align 8, !tbaa !20
  tail call fastcc void @transparent_crc(i64 noundef %482, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.114, i64 0, i64 0), i32 noundef %13)
  %483 = getelementptr inbounds [10 x [5 x [5 x i64]]], [10 x [5 x [5 x i64]]]* @g_1039, i64 0, i64 %466, i64 %473, i64 4
  %484 = load i64, i64* %483, align 8, !tbaa !20
  tail call fastcc void @transparent_crc(i64 noundef %484, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.114, i64 0, i64 0), i32 noundef %13)
  br label %504

485:                                              ; preds = %472
  %486 = trunc i64 %473 to i32
  %487 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.43, i64 0, i64 0), i32 noundef %467, i32 noundef %486, i32 noundef 0)
  %488 = getelementptr inbounds [10 x [5 x [5 x i64]]], [10 x [5 x [5 x i64]]]* @g_1039, i64 0, i64 %466, i64 %473, i64 1
  %489 = load i64, i64* %488, align 8, !tbaa !20
  tail call fastcc void @transparent_crc(i64 noundef %489, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.114, i64 0, i64 0), i32 noundef %13)
  %490 = trunc i64 %473 to i32
  %491 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.43, i64 0, i64 0), i32 noundef %468, i32 noundef %490, i32 noundef 1)
  %492 = getelementptr inbounds [10 x [5 x [5 x i64]]], [10 x [5 x [5 x i64]]]* @g_1039, i64 0, i64 %466, i64 %473, i64 2
  %493 = load i64, i64* %492, align 8, !tbaa !20
  tail call fastcc void @transparent_crc(i64 noundef %493, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.114, i64 0, i64 0), i32 noundef %13)
  %494 = trunc i64 %473 to i32
  %495 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.43, i64 0, i64 0), i32 noundef %469, i32 noundef %494, i32 noundef 2)
  %496 = getelementptr inbounds [10 x [5 x [5 x i64]]], [10 x [5 x [5 x i64]]]* @g_1039, i64 0, i64 %466, i64 %473, i64 3
  %497 = load i64, i64* %496, align 8, !tbaa !20
  tail call fastcc void @transparent_crc(i64 noundef %497, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.114, i64 0, i64 0), i32 noundef %13)
  %498 = trunc i64 %473 to i32
  %499 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.43, i64 0, i64 0), i32 noundef %470, i32 noundef %498, i32 noundef 3)
  %500 = getelementptr inbounds [10 x [5 x [5 x i64]]], [10 x [5 x [5 x i64]]]* @g_1039, i64 0, i64 %466, i64 %473, i64 4
  %501 = load i64, i64* %500, align 8, !tbaa !20
  tail call fastcc void @transparent_crc(i64 noundef %501, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.114, i64 0, i64 0), i32 noundef %13)
  %502 = trunc i64 %473 to i32
  %503 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.43, i64 0, i64 0), i32 noundef %471, i32 noundef %502, i32 noundef 4)
  br label %504

504:                                              ; preds = %476, %485
  %505 = add nuw nsw i64 %473, 1
  %506 = icmp eq i64 %505, 5
  br i1 %506, label %507, label %472, !llvm.loop !28

507:                                              ; preds = %504
  %508 = add nuw nsw i64 %466, 1
  %509 = icmp eq i64 %508, 10
  br i1 %509, label %510, label %465, !llvm.loop !29

510:                                              ; preds = %507
  tail call fastcc void @transparent_crc(i64 noundef 4213705777, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.115, i64 0, i64 0), i32 noundef %13)
  br i1 %12, label %511, label %512

511:                                              ; preds = %510
  tail call fastcc void @transparent_crc(i64 noundef 4213705777, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.115, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 4213705777, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.115, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 4213705777, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.115, i64 0, i64 0), i32 noundef %13)
  br label %517

512:                                              ; preds = %510
  %513 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.26, i64 0, i64 0), i32 noundef 0)
  tail call fastcc void @transparent_crc(i64 noundef 4213705777, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.115, i64 0, i64 0), i32 noundef %13)
  %514 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.26, i64 0, i64 0), i32 noundef 1)
  tail call fastcc void @transparent_crc(i64 noundef 4213705777, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.115, i64 0, i64 0), i32 noundef %13)
  %515 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.26, i64 0, i64 0), i32 noundef 2)
  tail call fastcc void @transparent_crc(i64 noundef 4213705777, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.115, i64 0, i64 0), i32 noundef %13)
  %516 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.26, i64 0, i64 0), i32 noundef 3)
  br label %517

517:                                              ; preds = %511, %512
  %518 = load volatile i16, i16* @g_1078, align 2, !tbaa !30
  %519 = zext i16 %518 to i64
  tail call fastcc void @transparent_crc(i64 noundef %519, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.116, i64 0, i64 0), i32 noundef %13)
  %520 = load i32, i32* bitcast ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_1174 to i32*), align 4
  %521 = and i32 %520, 33554431
  %522 = zext i32 %521 to i64
  tail call fastcc void @transparent_crc(i64 noundef %522, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.117, i64 0, i64 0), i32 noundef %13)
  %523 = load i16, i16* getelementptr inbounds ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_1174, i64 0, i32 4), align 4, !tbaa !14
  %524 = zext i16 %523 to i64
  tail call fastcc void @transparent_crc(i64 noundef %524, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.118, i64 0, i64 0), i32 noundef %13)
  %525 = load i64, i64* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_1174, i64 0, i32 5) to i64*), align 2
  %526 = and i64 %525, 63
  tail call fastcc void @transparent_crc(i64 noundef %526, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.119, i64 0, i64 0), i32 noundef %13)
  %527 = load volatile i64, i64* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_1174, i64 0, i32 5) to i64*), align 2
  %528 = shl i64 %527, 46
  %529 = ashr i64 %528, 52
  tail call fastcc void @transparent_crc(i64 noundef %529, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.120, i64 0, i64 0), i32 noundef %13)
  %530 = load volatile i64, i64* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_1174, i64 0, i32 5) to i64*), align 2
  %531 = shl i64 %530, 28
  %532 = ashr i64 %531, 46
  tail call fastcc void @transparent_crc(i64 noundef %532, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.121, i64 0, i64 0), i32 noundef %13)
  %533 = load i64, i64* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_1174, i64 0, i32 5) to i64*), align 2
  %534 = lshr i64 %533, 36
  %535 = and i64 %534, 134217727
  tail call fastcc void @transparent_crc(i64 noundef %535, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.122, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 71317059, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.123, i64 0, i64 0), i32 noundef %13)
  %536 = load i32, i32* bitcast ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_1211 to i32*), align 4
  %537 = and i32 %536, 33554431
  %538 = zext i32 %537 to i64
  tail call fastcc void @transparent_crc(i64 noundef %538, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.124, i64 0, i64 0), i32 noundef %13)
  %539 = load i16, i16* getelementptr inbounds ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_1211, i64 0, i32 4), align 4, !tbaa !14
  %540 = zext i16 %539 to i64
  tail call fastcc void @transparent_crc(i64 noundef %540, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.125, i64 0, i64 0), i32 noundef %13)
  %541 = load i64, i64* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_1211, i64 0, i32 5) to i64*), align 2
  %542 = and i64 %541, 63
  tail call fastcc void @transparent_crc(i64 noundef %542, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.126, i64 0, i64 0), i32 noundef %13)
  %543 = load volatile i64, i64* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_1211, i64 0, i32 5) to i64*), align 2
  %544 = shl i64 %543, 46
  %545 = ashr i64 %544, 52
  tail call fastcc void @transparent_crc(i64 noundef %545, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.127, i64 0, i64 0), i32 noundef %13)
  %546 = load volatile i64, i64* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_1211, i64 0, i32 5) to i64*), align 2
  %547 = shl i64 %546, 28
  %548 = ashr i64 %547, 46
  tail call fastcc void @transparent_crc(i64 noundef %548, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.128, i64 0, i64 0), i32 noundef %13)
  %549 = load i64, i64* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }* @g_1211, i64 0, i32 5) to i64*), align 2
  %550 = lshr i64 %549, 36
  %551 = and i64 %550, 134217727
  tail call fastcc void @transparent_crc(i64 noundef %551, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.129, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef -1, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.130, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 268, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.131, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 35535, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.132, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 246, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.133, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 8873, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.134, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 19, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.135, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef -1119241517, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.136, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 172, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.137, i64 0, i64 0), i32 noundef %13)
  %552 = load i32, i32* @crc32_context, align 4, !tbaa !9
  %553 = xor i32 %552, -1
  %554 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.156, i64 0, i64 0), i32 noundef %553) #4
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
  %77 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @.str.138, i64 0, i64 0), i8* noundef %1, i64 noundef %76)
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
!14 = !{!15, !16, i64 4}
!15 = !{!"S1", !10, i64 0, !16, i64 4, !10, i64 6, !10, i64 6, !10, i64 8, !10, i64 10}
!16 = !{!"short", !7, i64 0}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12}
!20 = !{!21, !21, i64 0}
!21 = !{!"long", !7, i64 0}
!22 = !{!7, !7, i64 0}
!23 = distinct !{!23, !12}
!24 = distinct !{!24, !12}
!25 = distinct !{!25, !12}
!26 = distinct !{!26, !12}
!27 = distinct !{!27, !12}
!28 = distinct !{!28, !12}
!29 = distinct !{!29, !12}
!30 = !{!16, !16, i64 0}

; ModuleID = 'csmith-59.c'
source_filename = "csmith-59.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"1\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"g_2[i]\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1
@g_45 = internal unnamed_addr global i1 false, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"g_45\00", align 1
@g_57 = internal unnamed_addr global i32 0, align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"g_57\00", align 1
@g_58 = internal unnamed_addr global i1 false, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c"g_58\00", align 1
@g_59 = internal global [5 x [7 x i16]] [[7 x i16] [i16 -192, i16 0, i16 0, i16 -192, i16 -8059, i16 -192, i16 0], [7 x i16] zeroinitializer, [7 x i16] zeroinitializer, [7 x i16] [i16 -192, i16 -8059, i16 -192, i16 0, i16 0, i16 -192, i16 -8059], [7 x i16] [i16 0, i16 -8059, i16 0, i16 0, i16 -8059, i16 0, i16 -8059]], align 16
@.str.6 = private unnamed_addr constant [11 x i8] c"g_59[i][j]\00", align 1
@.str.7 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"g_89\00", align 1
@g_104 = internal global i32 450173437, align 4
@.str.9 = private unnamed_addr constant [6 x i8] c"g_104\00", align 1
@.str.10 = private unnamed_addr constant [6 x i8] c"g_126\00", align 1
@.str.11 = private unnamed_addr constant [6 x i8] c"g_136\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"g_147\00", align 1
@.str.13 = private unnamed_addr constant [6 x i8] c"g_150\00", align 1
@.str.14 = private unnamed_addr constant [9 x i8] c"g_204[i]\00", align 1
@g_206 = internal unnamed_addr global i1 false, align 4
@.str.15 = private unnamed_addr constant [6 x i8] c"g_206\00", align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"g_279\00", align 1
@g_297 = internal unnamed_addr global i1 false, align 8
@.str.17 = private unnamed_addr constant [6 x i8] c"g_297\00", align 1
@.str.18 = private unnamed_addr constant [6 x i8] c"g_302\00", align 1
@.str.19 = private unnamed_addr constant [6 x i8] c"g_304\00", align 1
@.str.20 = private unnamed_addr constant [9 x i8] c"g_322[i]\00", align 1
@.str.21 = private unnamed_addr constant [6 x i8] c"g_353\00", align 1
@g_408 = internal unnamed_addr global i1 false, align 8
@.str.22 = private unnamed_addr constant [6 x i8] c"g_408\00", align 1
@g_485 = internal unnamed_addr global i1 false, align 2
@.str.23 = private unnamed_addr constant [6 x i8] c"g_485\00", align 1
@g_550 = internal global [8 x [9 x i32]] [[9 x i32] [i32 -2143242686, i32 -2143242686, i32 2, i32 -2143242686, i32 -2143242686, i32 2, i32 -2143242686, i32 -2143242686, i32 2], [9 x i32] [i32 -2143242686, i32 -2143242686, i32 2, i32 -2143242686, i32 -2143242686, i32 2, i32 -2143242686, i32 -2143242686, i32 2], [9 x i32] [i32 -2143242686, i32 -2143242686, i32 2, i32 -2143242686, i32 -2143242686, i32 2, i32 -2143242686, i32 -2143242686, i32 2], [9 x i32] [i32 -2143242686, i32 -2143242686, i32 2, i32 -2143242686, i32 -2143242686, i32 2, i32 -2143242686, i32 -2143242686, i32 2], [9 x i32] [i32 -2143242686, i32 -2143242686, i32 2, i32 -2143242686, i32 -2143242686, i32 2, i32 -2143242686, i32 -2143242686, i32 2], [9 x i32] [i32 -2143242686, i32 -2143242686, i32 2, i32 -2143242686, i32 -2143242686, i32 2, i32 -2143242686, i32 -2143242686, i32 2], [9 x i32] [i32 -2143242686, i32 -2143242686, i32 2, i32 -2143242686, i32 -2143242686, i32 2, i32 -2143242686, i32 -2143242686, i32 2], [9 x i32] [i32 -2143242686, i32 -2143242686, i32 2, i32 -2143242686, i32 -2143242686, i32 2, i32 -2143242686, i32 -2143242686, i32 2]], align 16
@.str.24 = private unnamed_addr constant [12 x i8] c"g_550[i][j]\00", align 1
@.str.25 = private unnamed_addr constant [6 x i8] c"g_585\00", align 1
@g_740 = internal unnamed_addr global i1 false, align 8
@.str.26 = private unnamed_addr constant [6 x i8] c"g_740\00", align 1
@g_789 = internal unnamed_addr global i1 false, align 8
@.str.27 = private unnamed_addr constant [6 x i8] c"g_789\00", align 1
@.str.28 = private unnamed_addr constant [6 x i8] c"g_919\00", align 1
@g_997 = internal global i16 -7, align 2
@.str.29 = private unnamed_addr constant [6 x i8] c"g_997\00", align 1
@g_1384 = internal unnamed_addr global i1 false, align 4
@.str.30 = private unnamed_addr constant [7 x i8] c"g_1384\00", align 1
@.str.31 = private unnamed_addr constant [7 x i8] c"g_1516\00", align 1
@g_1580 = internal global i32 -742391760, align 4
@.str.32 = private unnamed_addr constant [7 x i8] c"g_1580\00", align 1
@g_1708 = internal global i64 -1, align 8
@.str.33 = private unnamed_addr constant [7 x i8] c"g_1708\00", align 1
@.str.34 = private unnamed_addr constant [7 x i8] c"g_1729\00", align 1
@.str.35 = private unnamed_addr constant [10 x i8] c"g_1948[i]\00", align 1
@g_1954 = internal unnamed_addr constant [8 x [6 x i64]] [[6 x i64] [i64 1, i64 2508260630721726287, i64 2508260630721726287, i64 1, i64 1, i64 0], [6 x i64] [i64 6529502842889635642, i64 0, i64 -7112623133363249390, i64 5699222432100316157, i64 1, i64 5699222432100316157], [6 x i64] [i64 1, i64 7789433392256430544, i64 1, i64 0, i64 1, i64 -1], [6 x i64] [i64 -7112623133363249390, i64 0, i64 6529502842889635642, i64 1, i64 1, i64 6529502842889635642], [6 x i64] [i64 2508260630721726287, i64 2508260630721726287, i64 1, i64 1, i64 0, i64 0], [6 x i64] [i64 -7112623133363249390, i64 1, i64 -1, i64 0, i64 -1, i64 1], [6 x i64] [i64 1, i64 -7112623133363249390, i64 -1, i64 5699222432100316157, i64 2508260630721726287, i64 0], [6 x i64] [i64 6529502842889635642, i64 5699222432100316157, i64 1, i64 1, i64 5699222432100316157, i64 6529502842889635642]], align 16
@.str.36 = private unnamed_addr constant [13 x i8] c"g_1954[i][j]\00", align 1
@g_2000 = internal global i32 -6, align 4
@.str.37 = private unnamed_addr constant [7 x i8] c"g_2000\00", align 1
@.str.38 = private unnamed_addr constant [7 x i8] c"g_2132\00", align 1
@g_2230 = internal unnamed_addr constant [4 x [7 x [9 x i32]]] [[7 x [9 x i32]] [[9 x i32] [i32 522060790, i32 1881494045, i32 -10, i32 -565145161, i32 6, i32 0, i32 -1548384907, i32 -8, i32 -10], [9 x i32] [i32 -95494904, i32 1881494045, i32 -1, i32 637918480, i32 -2, i32 8, i32 -1, i32 0, i32 1], [9 x i32] [i32 -1548384907, i32 568453056, i32 -1972267797, i32 -1257603866, i32 -1, i32 0, i32 6, i32 2022390745, i32 1], [9 x i32] [i32 -10, i32 0, i32 -1, i32 -9, i32 -1715317624, i32 781721070, i32 1798811575, i32 -10, i32 6], [9 x i32] [i32 -9, i32 4, i32 -10, i32 -9, i32 -6, i32 -1972267797, i32 0, i32 568453056, i32 637918480], [9 x i32] [i32 8, i32 1, i32 -10, i32 -1257603866, i32 2080931916, i32 -565145161, i32 -1972267797, i32 0, i32 781721070], [9 x i32] [i32 -1637784824, i32 -1598492756, i32 1798811575, i32 637918480, i32 -6, i32 -4, i32 8, i32 -1715317624, i32 8]], [7 x [9 x i32]] [[9 x i32] [i32 -4, i32 -1715317624, i32 -565145161, i32 -565145161, i32 -1715317624, i32 -4, i32 -95494904, i32 1383143974, i32 -1257603866], [9 x i32] [i32 -1, i32 1884443192, i32 0, i32 -10, i32 -1, i32 -565145161, i32 0, i32 1800411225, i32 -95595092], [9 x i32] [i32 -3, i32 0, i32 0, i32 5, i32 -1756467424, i32 877309182, i32 -804128130, i32 -1257603866, i32 -1606234670], [9 x i32] [i32 -1, i32 1800411225, i32 9, i32 -1137500592, i32 637918480, i32 9, i32 306152025, i32 -1257603866, i32 877309182], [9 x i32] [i32 6, i32 -1637784824, i32 1, i32 696817335, i32 -1, i32 5, i32 877309182, i32 1800411225, i32 305813620], [9 x i32] [i32 -10, i32 -1, i32 1, i32 8, i32 0, i32 306152025, i32 -1, i32 -95494904, i32 877309182], [9 x i32] [i32 -1634480787, i32 -565145161, i32 -1790309813, i32 6, i32 -1972267797, i32 -1, i32 6, i32 6, i32 -1606234670]], [7 x [9 x i32]] [[9 x i32] [i32 -1634480787, i32 1, i32 305813620, i32 -1, i32 1800411225, i32 -804128130, i32 8, i32 781721070, i32 -95595092], [9 x i32] [i32 -10, i32 -95494904, i32 306152025, i32 877309182, i32 0, i32 -95595092, i32 696817335, i32 1798811575, i32 0], [9 x i32] [i32 6, i32 1, i32 -1, i32 306152025, i32 0, i32 -1137500592, i32 -1137500592, i32 0, i32 306152025], [9 x i32] [i32 -1, i32 -565145161, i32 -1, i32 -804128130, i32 1, i32 0, i32 5, i32 -9, i32 9], [9 x i32] [i32 -3, i32 -1, i32 306152025, i32 0, i32 522060790, i32 -1634480787, i32 1411828731, i32 -1972267797, i32 -1221255672], [9 x i32] [i32 696817335, i32 -1637784824, i32 305813620, i32 -804128130, i32 1798811575, i32 -1790309813, i32 0, i32 522060790, i32 -1790309813], [9 x i32] [i32 1, i32 1800411225, i32 -1790309813, i32 306152025, i32 1798811575, i32 -1718792056, i32 -1221255672, i32 -10, i32 -1]], [7 x [9 x i32]] [[9 x i32] [i32 -95595092, i32 0, i32 1, i32 877309182, i32 522060790, i32 -3, i32 0, i32 1145270452, i32 -10], [9 x i32] [i32 306152025, i32 1, i32 1, i32 -1, i32 1, i32 -1718792056, i32 1, i32 -1548384907, i32 1411828731], [9 x i32] [i32 1, i32 6, i32 9, i32 6, i32 0, i32 -1790309813, i32 1, i32 -4, i32 8], [9 x i32] [i32 1411828731, i32 -1257603866, i32 0, i32 8, i32 0, i32 -1634480787, i32 0, i32 1, i32 1], [9 x i32] [i32 -1137500592, i32 6, i32 -1, i32 696817335, i32 1800411225, i32 0, i32 -1221255672, i32 -4, i32 -804128130], [9 x i32] [i32 -804128130, i32 -1548384907, i32 0, i32 -1137500592, i32 -1972267797, i32 -1137500592, i32 0, i32 -1548384907, i32 -804128130], [9 x i32] [i32 -1557121301, i32 0, i32 6, i32 5, i32 0, i32 -95595092, i32 1411828731, i32 1145270452, i32 1]]], align 16
@.str.39 = private unnamed_addr constant [16 x i8] c"g_2230[i][j][k]\00", align 1
@.str.40 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1
@.str.41 = private unnamed_addr constant [7 x i8] c"g_2279\00", align 1
@g_2284 = internal unnamed_addr global i1 false, align 4
@.str.42 = private unnamed_addr constant [7 x i8] c"g_2284\00", align 1
@g_2286 = internal unnamed_addr constant [9 x [10 x [2 x i16]]] [[10 x [2 x i16]] [[2 x i16] [i16 -30724, i16 -1], [2 x i16] zeroinitializer, [2 x i16] [i16 2, i16 4], [2 x i16] [i16 -4, i16 -76], [2 x i16] [i16 -28952, i16 -4], [2 x i16] [i16 -1, i16 21012], [2 x i16] [i16 -7, i16 6388], [2 x i16] [i16 4, i16 -6], [2 x i16] [i16 -3700, i16 -3641], [2 x i16] [i16 2, i16 9]], [10 x [2 x i16]] [[2 x i16] [i16 2, i16 9], [2 x i16] [i16 11442, i16 6388], [2 x i16] [i16 2862, i16 -6123], [2 x i16] [i16 -28952, i16 -7019], [2 x i16] [i16 -1, i16 4656], [2 x i16] [i16 -20452, i16 -1], [2 x i16] [i16 3, i16 -10186], [2 x i16] [i16 -1, i16 14801], [2 x i16] [i16 1, i16 31462], [2 x i16] [i16 -1, i16 31462]], [10 x [2 x i16]] [[2 x i16] [i16 1, i16 14801], [2 x i16] [i16 -1, i16 -10186], [2 x i16] [i16 3, i16 -1], [2 x i16] [i16 -20452, i16 4656], [2 x i16] [i16 -1, i16 -7019], [2 x i16] [i16 -28952, i16 -6123], [2 x i16] [i16 2862, i16 6388], [2 x i16] [i16 11442, i16 9], [2 x i16] [i16 2, i16 9], [2 x i16] [i16 2, i16 -4]], [10 x [2 x i16]] [[2 x i16] [i16 27049, i16 -1], [2 x i16] [i16 1, i16 -1], [2 x i16] [i16 -7019, i16 0], [2 x i16] [i16 -1, i16 -6], [2 x i16] [i16 -545, i16 -6], [2 x i16] [i16 0, i16 1], [2 x i16] [i16 5, i16 -1], [2 x i16] [i16 1, i16 -28952], [2 x i16] [i16 2026, i16 -21619], [2 x i16] [i16 4, i16 -1]], [10 x [2 x i16]] [[2 x i16] [i16 1, i16 -4], [2 x i16] [i16 9, i16 5], [2 x i16] [i16 -16485, i16 27226], [2 x i16] [i16 10836, i16 0], [2 x i16] [i16 7, i16 0], [2 x i16] [i16 16607, i16 5], [2 x i16] [i16 6388, i16 2026], [2 x i16] [i16 -4, i16 1], [2 x i16] [i16 5, i16 4418], [2 x i16] [i16 -646, i16 1]], [10 x [2 x i16]] [[2 x i16] [i16 -4, i16 -1], [2 x i16] [i16 -1, i16 1600], [2 x i16] [i16 -3700, i16 -2], [2 x i16] [i16 -3, i16 -30724], [2 x i16] [i16 27226, i16 11442], [2 x i16] [i16 31462, i16 -545], [2 x i16] [i16 5, i16 27049], [2 x i16] [i16 0, i16 23496], [2 x i16] [i16 -32280, i16 -32280], [2 x i16] [i16 -7525, i16 -3]], [10 x [2 x i16]] [[2 x i16] [i16 -8110, i16 2], [2 x i16] [i16 -8986, i16 -1], [2 x i16] [i16 -7, i16 -8986], [2 x i16] [i16 -4, i16 -4], [2 x i16] [i16 -4, i16 -8986], [2 x i16] [i16 -7, i16 -1], [2 x i16] [i16 -8986, i16 2], [2 x i16] [i16 -8110, i16 -3], [2 x i16] [i16 -7525, i16 -32280], [2 x i16] [i16 -32280, i16 23496]], [10 x [2 x i16]] [[2 x i16] [i16 0, i16 27049], [2 x i16] [i16 5, i16 -545], [2 x i16] [i16 31462, i16 11442], [2 x i16] [i16 27226, i16 -30724], [2 x i16] [i16 -3, i16 -2], [2 x i16] [i16 -3700, i16 1600], [2 x i16] [i16 -1, i16 -1], [2 x i16] [i16 -4, i16 1], [2 x i16] [i16 -646, i16 4418], [2 x i16] [i16 5, i16 1]], [10 x [2 x i16]] [[2 x i16] [i16 -4, i16 2026], [2 x i16] [i16 6388, i16 5], [2 x i16] [i16 16607, i16 0], [2 x i16] [i16 7, i16 0], [2 x i16] [i16 10836, i16 27226], [2 x i16] [i16 -16485, i16 5], [2 x i16] [i16 9, i16 -4], [2 x i16] [i16 1, i16 -1], [2 x i16] [i16 4, i16 -21619], [2 x i16] [i16 2026, i16 -28952]]], align 16
@.str.43 = private unnamed_addr constant [16 x i8] c"g_2286[i][j][k]\00", align 1
@g_2301 = internal unnamed_addr global i1 false, align 1
@.str.44 = private unnamed_addr constant [7 x i8] c"g_2301\00", align 1
@g_2623 = internal global i8 -15, align 1
@.str.45 = private unnamed_addr constant [7 x i8] c"g_2623\00", align 1
@.str.46 = private unnamed_addr constant [7 x i8] c"g_2664\00", align 1
@.str.47 = private unnamed_addr constant [7 x i8] c"g_2829\00", align 1
@.str.48 = private unnamed_addr constant [10 x i8] c"g_2874[i]\00", align 1
@.str.49 = private unnamed_addr constant [7 x i8] c"g_2952\00", align 1
@.str.50 = private unnamed_addr constant [7 x i8] c"g_3040\00", align 1
@.str.51 = private unnamed_addr constant [7 x i8] c"g_3046\00", align 1
@g_3170 = internal global [8 x [7 x [4 x i32]]] [[7 x [4 x i32]] [[4 x i32] [i32 1, i32 -597260862, i32 1, i32 -1558595347], [4 x i32] [i32 671463524, i32 1, i32 0, i32 -597260862], [4 x i32] [i32 1, i32 -1, i32 0, i32 1], [4 x i32] [i32 671463524, i32 -1564676915, i32 1, i32 2120513414], [4 x i32] [i32 1, i32 0, i32 1, i32 -83542330], [4 x i32] [i32 1, i32 -83542330, i32 -345820811, i32 -83542330], [4 x i32] [i32 0, i32 0, i32 -1, i32 2120513414]], [7 x [4 x i32]] [[4 x i32] [i32 0, i32 -1564676915, i32 -8, i32 1], [4 x i32] [i32 -1, i32 -1, i32 -1091511493, i32 -597260862], [4 x i32] [i32 -1, i32 1, i32 -8, i32 -1558595347], [4 x i32] [i32 0, i32 -597260862, i32 -1, i32 -1564676915], [4 x i32] [i32 0, i32 -7, i32 -345820811, i32 1], [4 x i32] [i32 1, i32 -7, i32 1, i32 -1564676915], [4 x i32] [i32 1, i32 -597260862, i32 1, i32 -1558595347]], [7 x [4 x i32]] [[4 x i32] [i32 671463524, i32 1, i32 0, i32 -597260862], [4 x i32] [i32 1, i32 -1, i32 0, i32 1], [4 x i32] [i32 671463524, i32 -1564676915, i32 1, i32 2120513414], [4 x i32] [i32 1, i32 0, i32 1, i32 -83542330], [4 x i32] [i32 1, i32 -83542330, i32 -345820811, i32 -83542330], [4 x i32] [i32 0, i32 0, i32 -1, i32 2120513414], [4 x i32] [i32 0, i32 -1564676915, i32 -8, i32 1]], [7 x [4 x i32]] [[4 x i32] [i32 -1, i32 -1, i32 -1091511493, i32 -597260862], [4 x i32] [i32 -1, i32 1, i32 -8, i32 -1558595347], [4 x i32] [i32 0, i32 -597260862, i32 -1, i32 -1564676915], [4 x i32] [i32 0, i32 -7, i32 -345820811, i32 1], [4 x i32] [i32 1, i32 -7, i32 1, i32 -1564676915], [4 x i32] [i32 1, i32 -597260862, i32 1, i32 -1558595347], [4 x i32] [i32 671463524, i32 1, i32 0, i32 -597260862]], [7 x [4 x i32]] [[4 x i32] [i32 1, i32 -1, i32 0, i32 1], [4 x i32] [i32 671463524, i32 -1564676915, i32 1, i32 2120513414], [4 x i32] [i32 1, i32 0, i32 1, i32 -83542330], [4 x i32] [i32 1, i32 -83542330, i32 -345820811, i32 -83542330], [4 x i32] [i32 0, i32 0, i32 -1, i32 2120513414], [4 x i32] [i32 0, i32 -1564676915, i32 -8, i32 1], [4 x i32] [i32 -1, i32 -1, i32 -1091511493, i32 -597260862]], [7 x [4 x i32]] [[4 x i32] [i32 -1, i32 1, i32 -8, i32 -1558595347], [4 x i32] [i32 0, i32 -597260862, i32 -1, i32 -1564676915], [4 x i32] [i32 0, i32 -7, i32 -345820811, i32 1], [4 x i32] [i32 1, i32 -7, i32 1, i32 -1564676915], [4 x i32] [i32 1, i32 -597260862, i32 1, i32 -1558595347], [4 x i32] [i32 671463524, i32 1, i32 0, i32 -597260862], [4 x i32] [i32 1, i32 -1, i32 0, i32 1]], [7 x [4 x i32]] [[4 x i32] [i32 671463524, i32 -1564676915, i32 1, i32 2120513414], [4 x i32] [i32 1, i32 5, i32 -1091511493, i32 -7], [4 x i32] [i32 -1091511493, i32 -7, i32 0, i32 -7], [4 x i32] [i32 1, i32 5, i32 -8, i32 -597260862], [4 x i32] [i32 1, i32 0, i32 1, i32 1], [4 x i32] [i32 -8, i32 1, i32 0, i32 -1], [4 x i32] [i32 -8, i32 -83542330, i32 1, i32 -1564676915]], [7 x [4 x i32]] [[4 x i32] [i32 1, i32 -1, i32 -8, i32 0], [4 x i32] [i32 1, i32 -1558595347, i32 0, i32 -83542330], [4 x i32] [i32 -1091511493, i32 -1558595347, i32 -1091511493, i32 0], [4 x i32] [i32 671463524, i32 -1, i32 -345820811, i32 -1564676915], [4 x i32] [i32 0, i32 -83542330, i32 1, i32 -1], [4 x i32] [i32 -1, i32 1, i32 1, i32 1], [4 x i32] [i32 0, i32 0, i32 -345820811, i32 -597260862]]], align 16
@.str.52 = private unnamed_addr constant [16 x i8] c"g_3170[i][j][k]\00", align 1
@g_3208 = internal global i32 1990856224, align 4
@.str.53 = private unnamed_addr constant [7 x i8] c"g_3208\00", align 1
@g_3238 = internal global i64 -6859488433695539303, align 8
@.str.54 = private unnamed_addr constant [7 x i8] c"g_3238\00", align 1
@.str.55 = private unnamed_addr constant [10 x i8] c"g_3299[i]\00", align 1
@.str.56 = private unnamed_addr constant [7 x i8] c"g_3304\00", align 1
@.str.57 = private unnamed_addr constant [10 x i8] c"g_3307[i]\00", align 1
@.str.58 = private unnamed_addr constant [7 x i8] c"g_3381\00", align 1
@g_3528 = internal global [2 x i32] [i32 -1303634873, i32 -1303634873], align 4
@.str.59 = private unnamed_addr constant [10 x i8] c"g_3528[i]\00", align 1
@crc32_context = internal unnamed_addr global i32 -1, align 4
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 16
@g_124 = internal global i32* @g_104, align 8
@g_869 = internal global i32** @g_124, align 8
@.str.67 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1
@.str.68 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1

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
  store i1 true, i1* @g_45, align 4
  %63 = load i32*, i32** @g_124, align 8, !tbaa !5
  store i1 true, i1* @g_297, align 8
  store i1 true, i1* @g_485, align 2
  store i1 true, i1* @g_740, align 8
  %64 = load i1, i1* @g_789, align 8
  %65 = select i1 %64, i32 164058798, i32 5
  store i32 %65, i32* @g_57, align 4, !tbaa !9
  store i1 true, i1* @g_408, align 8
  store i1 true, i1* @g_2301, align 1
  store i1 true, i1* @g_206, align 4
  store i1 true, i1* @g_789, align 8
  store i1 true, i1* @g_1384, align 4
  %66 = load volatile i64, i64* @g_3238, align 8, !tbaa !14
  %67 = load volatile i32**, i32*** @g_869, align 8, !tbaa !5
  store i1 true, i1* @g_2284, align 4
  store i32 1, i32* %63, align 4, !tbaa !9
  store i1 true, i1* @g_58, align 4
  tail call fastcc void @transparent_crc(i64 noundef 5376132092292492474, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), i32 noundef %13)
  br i1 %12, label %68, label %69

68:                                               ; preds = %62
  tail call fastcc void @transparent_crc(i64 noundef 5376132092292492474, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 5376132092292492474, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 5376132092292492474, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 5376132092292492474, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 5376132092292492474, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 5376132092292492474, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), i32 noundef %13)
  br label %77

69:                                               ; preds = %62
  %70 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i32 noundef 0)
  tail call fastcc void @transparent_crc(i64 noundef 5376132092292492474, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), i32 noundef %13)
  %71 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i32 noundef 1)
  tail call fastcc void @transparent_crc(i64 noundef 5376132092292492474, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), i32 noundef %13)
  %72 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i32 noundef 2)
  tail call fastcc void @transparent_crc(i64 noundef 5376132092292492474, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), i32 noundef %13)
  %73 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i32 noundef 3)
  tail call fastcc void @transparent_crc(i64 noundef 5376132092292492474, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), i32 noundef %13)
  %74 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i32 noundef 4)
  tail call fastcc void @transparent_crc(i64 noundef 5376132092292492474, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), i32 noundef %13)
  %75 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i32 noundef 5)
  tail call fastcc void @transparent_crc(i64 noundef 5376132092292492474, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), i32 noundef %13)
  %76 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i32 noundef 6)
  br label %77

77:                                               ; preds = %68, %69
  %78 = load i1, i1* @g_45, align 4
  %79 = select i1 %78, i64 24, i64 -1016375185
  tail call fastcc void @transparent_crc(i64 noundef %79, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i64 0, i64 0), i32 noundef %13)
  %80 = load i32, i32* @g_57, align 4, !tbaa !9
  %81 = sext i32 %80 to i64
  tail call fastcc void @transparent_crc(i64 noundef %81, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i64 0, i64 0), i32 noundef %13)
  %82 = load i1, i1* @g_58, align 4
  %83 = xor i1 %82, true
  %84 = zext i1 %83 to i64
  tail call fastcc void @transparent_crc(i64 noundef %84, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), i32 noundef %13)
  br label %85

85:                                               ; preds = %77, %142
  %86 = phi i64 [ 0, %77 ], [ %143, %142 ]
  %87 = getelementptr inbounds [5 x [7 x i16]], [5 x [7 x i16]]* @g_59, i64 0, i64 %86, i64 0
  %88 = load volatile i16, i16* %87, align 2, !tbaa !16
  %89 = zext i16 %88 to i64
  tail call fastcc void @transparent_crc(i64 noundef %89, i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.6, i64 0, i64 0), i32 noundef %13)
  br i1 %12, label %90, label %109

90:                                               ; preds = %85
  %91 = getelementptr inbounds [5 x [7 x i16]], [5 x [7 x i16]]* @g_59, i64 0, i64 %86, i64 1
  %92 = load volatile i16, i16* %91, align 2, !tbaa !16
  %93 = zext i16 %92 to i64
  tail call fastcc void @transparent_crc(i64 noundef %93, i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.6, i64 0, i64 0), i32 noundef %13)
  %94 = getelementptr inbounds [5 x [7 x i16]], [5 x [7 x i16]]* @g_59, i64 0, i64 %86, i64 2
  %95 = load volatile i16, i16* %94, align 2, !tbaa !16
  %96 = zext i16 %95 to i64
  tail call fastcc void @transparent_crc(i64 noundef %96, i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.6, i64 0, i64 0), i32 noundef %13)
  %97 = getelementptr inbounds [5 x [7 x i16]], [5 x [7 x i16]]* @g_59, i64 0, i64 %86, i64 3
  %98 = load volatile i16, i16* %97, align 2, !tbaa !16
  %99 = zext i16 %98 to i64
  tail call fastcc void @transparent_crc(i64 noundef %99, i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.6, i64 0, i64 0), i32 noundef %13)
  %100 = getelementptr inbounds [5 x [7 x i16]], [5 x [7 x i16]]* @g_59, i64 0, i64 %86, i64 4
  %101 = load volatile i16, i16* %100, align 2, !tbaa !16
  %102 = zext i16 %101 to i64
  tail call fastcc void @transparent_crc(i64 noundef %102, i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.6, i64 0, i64 0), i32 noundef %13)
  %103 = getelementptr inbounds [5 x [7 x i16]], [5 x [7 x i16]]* @g_59, i64 0, i64 %86, i64 5
  %104 = load volatile i16, i16* %103, align 2, !tbaa !16
  %105 = zext i16 %104 to i64
  tail call fastcc void @transparent_crc(i64 noundef %105, i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.6, i64 0, i64 0), i32 noundef %13)
  %106 = getelementptr inbounds [5 x [7 x i16]], [5 x [7 x i16]]* @g_59, i64 0, i64 %86, i64 6
  %107 = load volatile i16, i16* %106, align 2, !tbaa !16
  %108 = zext i16 %107 to i64
  tail call fastcc void @transparent_crc(i64 noundef %108, i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.6, i64 0, i64 0), i32 noundef %13)
  br label %142

109:                                              ; preds = %85
  %110 = trunc i64 %86 to i32
  %111 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.7, i64 0, i64 0), i32 noundef %110, i32 noundef 0)
  %112 = getelementptr inbounds [5 x [7 x i16]], [5 x [7 x i16]]* @g_59, i64 0, i64 %86, i64 1
  %113 = load volatile i16, i16* %112, align 2, !tbaa !16
  %114 = zext i16 %113 to i64
  tail call fastcc void @transparent_crc(i64 noundef %114, i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.6, i64 0, i64 0), i32 noundef %13)
  %115 = trunc i64 %86 to i32
  %116 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.7, i64 0, i64 0), i32 noundef %115, i32 noundef 1)
  %117 = getelementptr inbounds [5 x [7 x i16]], [5 x [7 x i16]]* @g_59, i64 0, i64 %86, i64 2
  %118 = load volatile i16, i16* %117, align 2, !tbaa !16
  %119 = zext i16 %118 to i64
  tail call fastcc void @transparent_crc(i64 noundef %119, i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.6, i64 0, i64 0), i32 noundef %13)
  %120 = trunc i64 %86 to i32
  %121 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.7, i64 0, i64 0), i32 noundef %120, i32 noundef 2)
  %122 = getelementptr inbounds [5 x [7 x i16]], [5 x [7 x i16]]* @g_59, i64 0, i64 %86, i64 3
  %123 = load volatile i16, i16* %122, align 2, !tbaa !16
  %124 = zext i16 %123 to i64
  tail call fastcc void @transparent_crc(i64 noundef %124, i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.6, i64 0, i64 0), i32 noundef %13)
  %125 = trunc i64 %86 to i32
  %126 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.7, i64 0, i64 0), i32 noundef %125, i32 noundef 3)
  %127 = getelementptr inbounds [5 x [7 x i16]], [5 x [7 x i16]]* @g_59, i64 0, i64 %86, i64 4
  %128 = load volatile i16, i16* %127, align 2, !tbaa !16
  %129 = zext i16 %128 to i64
  tail call fastcc void @transparent_crc(i64 noundef %129, i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.6, i64 0, i64 0), i32 noundef %13)
  %130 = trunc i64 %86 to i32
  %131 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.7, i64 0, i64 0), i32 noundef %130, i32 noundef 4)
  %132 = getelementptr inbounds [5 x [7 x i16]], [5 x [7 x i16]]* @g_59, i64 0, i64 %86, i64 5
  %133 = load volatile i16, i16* %132, align 2, !tbaa !16
  %134 = zext i16 %133 to i64
  tail call fastcc void @transparent_crc(i64 noundef %134, i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.6, i64 0, i64 0), i32 noundef %13)
  %135 = trunc i64 %86 to i32
  %136 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.7, i64 0, i64 0), i32 noundef %135, i32 noundef 5)
  %137 = getelementptr inbounds [5 x [7 x i16]], [5 x [7 x i16]]* @g_59, i64 0, i64 %86, i64 6
  %138 = load volatile i16, i16* %137, align 2, !tbaa !16
  %139 = zext i16 %138 to i64
  tail call fastcc void @transparent_crc(i64 noundef %139, i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.6, i64 0, i64 0), i32 noundef %13)
  %140 = trunc i64 %86 to i32
  %141 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.7, i64 0, i64 0), i32 noundef %140, i32 noundef 6)
  br label %142

142:                                              ; preds = %90, %109
  %143 = add nuw nsw i64 %86, 1
  %144 = icmp eq i64 %143, 5
  br i1 %144, label %145, label %85, !llvm.loop !18

145:                                              ; preds = %142
  tail call fastcc void @transparent_crc(i64 noundef 0, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i64 0, i64 0), i32 noundef %13)
  %146 = load i32, i32* @g_104, align 4, !tbaa !9
  %147 = sext i32 %146 to i64
  tail call fastcc void @transparent_crc(i64 noundef %147, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 2, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.10, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 5019238411000216580, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.11, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 1, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.12, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 0, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.13, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 0, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.14, i64 0, i64 0), i32 noundef %13)
  br i1 %12, label %148, label %149

148:                                              ; preds = %145
  tail call fastcc void @transparent_crc(i64 noundef 6, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.14, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 0, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.14, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 0, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.14, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 0, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.14, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef -265433373, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.14, i64 0, i64 0), i32 noundef %13)
  br label %156

149:                                              ; preds = %145
  %150 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i32 noundef 0)
  tail call fastcc void @transparent_crc(i64 noundef 6, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.14, i64 0, i64 0), i32 noundef %13)
  %151 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i32 noundef 1)
  tail call fastcc void @transparent_crc(i64 noundef 0, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.14, i64 0, i64 0), i32 noundef %13)
  %152 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i32 noundef 2)
  tail call fastcc void @transparent_crc(i64 noundef 0, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.14, i64 0, i64 0), i32 noundef %13)
  %153 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i32 noundef 3)
  tail call fastcc void @transparent_crc(i64 noundef 0, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.14, i64 0, i64 0), i32 noundef %13)
  %154 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i32 noundef 4)
  tail call fastcc void @transparent_crc(i64 noundef -265433373, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.14, i64 0, i64 0), i32 noundef %13)
  %155 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i32 noundef 5)
  br label %156

156:                                              ; preds = %148, %149
  %157 = load i1, i1* @g_206, align 4
  %158 = select i1 %157, i64 8, i64 -6
  tail call fastcc void @transparent_crc(i64 noundef %158, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.15, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 193, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.16, i64 0, i64 0), i32 noundef %13)
  %159 = load i1, i1* @g_297, align 8
  %160 = select i1 %159, i64 0, i64 -9
  tail call fastcc void @transparent_crc(i64 noundef %160, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.17, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 32639, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.18, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 8924268715864681748, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 255, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i64 0, i64 0), i32 noundef %13)
  br i1 %12, label %161, label %162

161:                                              ; preds = %156
  tail call fastcc void @transparent_crc(i64 noundef 255, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 255, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 255, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 255, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 255, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 255, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 255, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i64 0, i64 0), i32 noundef %13)
  br label %171

162:                                              ; preds = %156
  %163 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i32 noundef 0)
  tail call fastcc void @transparent_crc(i64 noundef 255, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i64 0, i64 0), i32 noundef %13)
  %164 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i32 noundef 1)
  tail call fastcc void @transparent_crc(i64 noundef 255, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i64 0, i64 0), i32 noundef %13)
  %165 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i32 noundef 2)
  tail call fastcc void @transparent_crc(i64 noundef 255, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i64 0, i64 0), i32 noundef %13)
  %166 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i32 noundef 3)
  tail call fastcc void @transparent_crc(i64 noundef 255, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i64 0, i64 0), i32 noundef %13)
  %167 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i32 noundef 4)
  tail call fastcc void @transparent_crc(i64 noundef 255, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i64 0, i64 0), i32 noundef %13)
  %168 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i32 noundef 5)
  tail call fastcc void @transparent_crc(i64 noundef 255, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i64 0, i64 0), i32 noundef %13)
  %169 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i32 noundef 6)
  tail call fastcc void @transparent_crc(i64 noundef 255, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i64 0, i64 0), i32 noundef %13)
  %170 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i32 noundef 7)
  br label %171

171:                                              ; preds = %161, %162
  tail call fastcc void @transparent_crc(i64 noundef -7, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.21, i64 0, i64 0), i32 noundef %13)
  %172 = load i1, i1* @g_408, align 8
  %173 = select i1 %172, i64 26, i64 -7546672841060076431
  tail call fastcc void @transparent_crc(i64 noundef %173, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.22, i64 0, i64 0), i32 noundef %13)
  %174 = load i1, i1* @g_485, align 2
  %175 = xor i1 %174, true
  %176 = zext i1 %175 to i64
  tail call fastcc void @transparent_crc(i64 noundef %176, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.23, i64 0, i64 0), i32 noundef %13)
  br label %177

177:                                              ; preds = %171, %250
  %178 = phi i64 [ 0, %171 ], [ %251, %250 ]
  %179 = getelementptr inbounds [8 x [9 x i32]], [8 x [9 x i32]]* @g_550, i64 0, i64 %178, i64 0
  %180 = load volatile i32, i32* %179, align 4, !tbaa !9
  %181 = sext i32 %180 to i64
  tail call fastcc void @transparent_crc(i64 noundef %181, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.24, i64 0, i64 0), i32 noundef %13)
  br i1 %12, label %182, label %207

182:                                              ; preds = %177
  %183 = getelementptr inbounds [8 x [9 x i32]], [8 x [9 x i32]]* @g_550, i64 0, i64 %178, i64 1
  %184 = load volatile i32, i32* %183, align 4, !tbaa !9
  %185 = sext i32 %184 to i64
  tail call fastcc void @transparent_crc(i64 noundef %185, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.24, i64 0, i64 0), i32 noundef %13)
  %186 = getelementptr inbounds [8 x [9 x i32]], [8 x [9 x i32]]* @g_550, i64 0, i64 %178, i64 2
  %187 = load volatile i32, i32* %186, align 4, !tbaa !9
  %188 = sext i32 %187 to i64
  tail call fastcc void @transparent_crc(i64 noundef %188, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.24, i64 0, i64 0), i32 noundef %13)
  %189 = getelementptr inbounds [8 x [9 x i32]], [8 x [9 x i32]]* @g_550, i64 0, i64 %178, i64 3
  %190 = load volatile i32, i32* %189, align 4, !tbaa !9
  %191 = sext i32 %190 to i64
  tail call fastcc void @transparent_crc(i64 noundef %191, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.24, i64 0, i64 0), i32 noundef %13)
  %192 = getelementptr inbounds [8 x [9 x i32]], [8 x [9 x i32]]* @g_550, i64 0, i64 %178, i64 4
  %193 = load volatile i32, i32* %192, align 4, !tbaa !9
  %194 = sext i32 %193 to i64
  tail call fastcc void @transparent_crc(i64 noundef %194, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.24, i64 0, i64 0), i32 noundef %13)
  %195 = getelementptr inbounds [8 x [9 x i32]], [8 x [9 x i32]]* @g_550, i64 0, i64 %178, i64 5
  %196 = load volatile i32, i32* %195, align 4, !tbaa !9
  %197 = sext i32 %196 to i64
  tail call fastcc void @transparent_crc(i64 noundef %197, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.24, i64 0, i64 0), i32 noundef %13)
  %198 = getelementptr inbounds [8 x [9 x i32]], [8 x [9 x i32]]* @g_550, i64 0, i64 %178, i64 6
  %199 = load volatile i32, i32* %198, align 4, !tbaa !9
  %200 = sext i32 %199 to i64
  tail call fastcc void @transparent_crc(i64 noundef %200, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.24, i64 0, i64 0), i32 noundef %13)
  %201 = getelementptr inbounds [8 x [9 x i32]], [8 x [9 x i32]]* @g_550, i64 0, i64 %178, i64 7
  %202 = load volatile i32, i32* %201, align 4, !tbaa !9
  %203 = sext i32 %202 to i64
  tail call fastcc void @transparent_crc(i64 noundef %203, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.24, i64 0, i64 0), i32 noundef %13)
  %204 = getelementptr inbounds [8 x [9 x i32]], [8 x [9 x i32]]* @g_550, i64 0, i64 %178, i64 8
  %205 = load volatile i32, i32* %204, align 4, !tbaa !9
  %206 = sext i32 %205 to i64
  tail call fastcc void @transparent_crc(i64 noundef %206, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.24, i64 0, i64 0), i32 noundef %13)
  br label %250

207:                                              ; preds = %177
  %208 = trunc i64 %178 to i32
  %209 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.7, i64 0, i64 0), i32 noundef %208, i32 noundef 0)
  %210 = getelementptr inbounds [8 x [9 x i32]], [8 x [9 x i32]]* @g_550, i64 0, i64 %178, i64 1
  %211 = load volatile i32, i32* %210, align 4, !tbaa !9
  %212 = sext i32 %211 to i64
  tail call fastcc void @transparent_crc(i64 noundef %212, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.24, i64 0, i64 0), i32 noundef %13)
  %213 = trunc i64 %178 to i32
  %214 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.7, i64 0, i64 0), i32 noundef %213, i32 noundef 1)
  %215 = getelementptr inbounds [8 x [9 x i32]], [8 x [9 x i32]]* @g_550, i64 0, i64 %178, i64 2
  %216 = load volatile i32, i32* %215, align 4, !tbaa !9
  %217 = sext i32 %216 to i64
  tail call fastcc void @transparent_crc(i64 noundef %217, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.24, i64 0, i64 0), i32 noundef %13)
  %218 = trunc i64 %178 to i32
  %219 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.7, i64 0, i64 0), i32 noundef %218, i32 noundef 2)
  %220 = getelementptr inbounds [8 x [9 x i32]], [8 x [9 x i32]]* @g_550, i64 0, i64 %178, i64 3
  %221 = load volatile i32, i32* %220, align 4, !tbaa !9
  %222 = sext i32 %221 to i64
  tail call fastcc void @transparent_crc(i64 noundef %222, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.24, i64 0, i64 0), i32 noundef %13)
  %223 = trunc i64 %178 to i32
  %224 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.7, i64 0, i64 0), i32 noundef %223, i32 noundef 3)
  %225 = getelementptr inbounds [8 x [9 x i32]], [8 x [9 x i32]]* @g_550, i64 0, i64 %178, i64 4
  %226 = load volatile i32, i32* %225, align 4, !tbaa !9
  %227 = sext i32 %226 to i64
  tail call fastcc void @transparent_crc(i64 noundef %227, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.24, i64 0, i64 0), i32 noundef %13)
  %228 = trunc i64 %178 to i32
  %229 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.7, i64 0, i64 0), i32 noundef %228, i32 noundef 4)
  %230 = getelementptr inbounds [8 x [9 x i32]], [8 x [9 x i32]]* @g_550, i64 0, i64 %178, i64 5
  %231 = load volatile i32, i32* %230, align 4, !tbaa !9
  %232 = sext i32 %231 to i64
  tail call fastcc void @transparent_crc(i64 noundef %232, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.24, i64 0, i64 0), i32 noundef %13)
  %233 = trunc i64 %178 to i32
  %234 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.7, i64 0, i64 0), i32 noundef %233, i32 noundef 5)
  %235 = getelementptr inbounds [8 x [9 x i32]], [8 x [9 x i32]]* @g_550, i64 0, i64 %178, i64 6
  %236 = load volatile i32, i32* %235, align 4, !tbaa !9
  %237 = sext i32 %236 to i64
  tail call fastcc void @transparent_crc(i64 noundef %237, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.24, i64 0, i64 0), i32 noundef %13)
  %238 = trunc i64 %178 to i32
  %239 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.7, i64 0, i64 0), i32 noundef %238, i32 noundef 6)
  %240 = getelementptr inbounds [8 x [9 x i32]], [8 x [9 x i32]]* @g_550, i64 0, i64 %178, i64 7
  %241 = load volatile i32, i32* %240, align 4, !tbaa !9
  %242 = sext i32 %241 to i64
  tail call fastcc void @transparent_crc(i64 noundef %242, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.24, i64 0, i64 0), i32 noundef %13)
  %243 = trunc i64 %178 to i32
  %244 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.7, i64 0, i64 0), i32 noundef %243, i32 noundef 7)
  %245 = getelementptr inbounds [8 x [9 x i32]], [8 x [9 x i32]]* @g_550, i64 0, i64 %178, i64 8
  %246 = load volatile i32, i32* %245, align 4, !tbaa !9
  %247 = sext i32 %246 to i64
  tail call fastcc void @transparent_crc(i64 noundef %247, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.24, i64 0, i64 0), i32 noundef %13)
  %248 = trunc i64 %178 to i32
  %249 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.7, i64 0, i64 0), i32 noundef %248, i32 noundef 8)
  br label %250

250:                                              ; preds = %182, %207
  %251 = add nuw nsw i64 %178, 1
  %252 = icmp eq i64 %251, 8
  br i1 %252, label %253, label %177, !llvm.loop !19

253:                                              ; preds = %250
  tail call fastcc void @transparent_crc(i64 noundef 2515054937, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.25, i64 0, i64 0), i32 noundef %13)
  %254 = load i1, i1* @g_740, align 8
  %255 = select i1 %254, i64 0, i64 1245165176854955367
  tail call fastcc void @transparent_crc(i64 noundef %255, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.26, i64 0, i64 0), i32 noundef %13)
  %256 = load i1, i1* @g_789, align 8
  %257 = select i1 %256, i64 3, i64 208221721078190619
  tail call fastcc void @transparent_crc(i64 noundef %257, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.27, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef -63, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.28, i64 0, i64 0), i32 noundef %13)
  %258 = load volatile i16, i16* @g_997, align 2, !tbaa !16
  %259 = zext i16 %258 to i64
  tail call fastcc void @transparent_crc(i64 noundef %259, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.29, i64 0, i64 0), i32 noundef %13)
  %260 = load i1, i1* @g_1384, align 4
  %261 = select i1 %260, i64 1, i64 -1
  tail call fastcc void @transparent_crc(i64 noundef %261, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.30, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef -4, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.31, i64 0, i64 0), i32 noundef %13)
  %262 = load volatile i32, i32* @g_1580, align 4, !tbaa !9
  %263 = sext i32 %262 to i64
  tail call fastcc void @transparent_crc(i64 noundef %263, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.32, i64 0, i64 0), i32 noundef %13)
  %264 = load volatile i64, i64* @g_1708, align 8, !tbaa !14
  tail call fastcc void @transparent_crc(i64 noundef %264, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.33, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 1999485938, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.34, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 46173, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.35, i64 0, i64 0), i32 noundef %13)
  br i1 %12, label %265, label %266

265:                                              ; preds = %253
  tail call fastcc void @transparent_crc(i64 noundef 46173, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.35, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 46173, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.35, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 46173, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.35, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 46173, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.35, i64 0, i64 0), i32 noundef %13)
  br label %272

266:                                              ; preds = %253
  %267 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i32 noundef 0)
  tail call fastcc void @transparent_crc(i64 noundef 46173, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.35, i64 0, i64 0), i32 noundef %13)
  %268 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i32 noundef 1)
  tail call fastcc void @transparent_crc(i64 noundef 46173, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.35, i64 0, i64 0), i32 noundef %13)
  %269 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i32 noundef 2)
  tail call fastcc void @transparent_crc(i64 noundef 46173, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.35, i64 0, i64 0), i32 noundef %13)
  %270 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i32 noundef 3)
  tail call fastcc void @transparent_crc(i64 noundef 46173, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.35, i64 0, i64 0), i32 noundef %13)
  %271 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i32 noundef 4)
  br label %272

272:                                              ; preds = %265, %266
  br label %273

273:                                              ; preds = %272, %311
  %274 = phi i64 [ %312, %311 ], [ 0, %272 ]
  %275 = getelementptr inbounds [8 x [6 x i64]], [8 x [6 x i64]]* @g_1954, i64 0, i64 %274, i64 0
  %276 = load i64, i64* %275, align 16, !tbaa !14
  tail call fastcc void @transparent_crc(i64 noundef %276, i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.36, i64 0, i64 0), i32 noundef %13)
  br i1 %12, label %277, label %288

277:                                              ; preds = %273
  %278 = getelementptr inbounds [8 x [6 x i64]], [8 x [6 x i64]]* @g_1954, i64 0, i64 %274, i64 1
  %279 = load i64, i64* %278, align 8, !tbaa !14
  tail call fastcc void @transparent_crc(i64 noundef %279, i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.36, i64 0, i64 0), i32 noundef %13)
  %280 = getelementptr inbounds [8 x [6 x i64]], [8 x [6 x i64]]* @g_1954, i64 0, i64 %274, i64 2
  %281 = load i64, i64* %280, align 16, !tbaa !14
  tail call fastcc void @transparent_crc(i64 noundef %281, i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.36, i64 0, i64 0), i32 noundef %13)
  %282 = getelementptr inbounds [8 x [6 x i64]], [8 x [6 x i64]]* @g_1954, i64 0, i64 %274, i64 3
  %283 = load i64, i64* %282, align 8, !tbaa !14
  tail call fastcc void @transparent_crc(i64 noundef %283, i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.36, i64 0, i64 0), i32 noundef %13)
  %284 = getelementptr inbounds [8 x [6 x i64]], [8 x [6 x i64]]* @g_1954, i64 0, i64 %274, i64 4
  %285 = load i64, i64* %284, align 16, !tbaa !14
  tail call fastcc void @transparent_crc(i64 noundef %285, i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.36, i64 0, i64 0), i32 noundef %13)
  %286 = getelementptr inbounds [8 x [6 x i64]], [8 x [6 x i64]]* @g_1954, i64 0, i64 %274, i64 5
  %287 = load i64, i64* %286, align 8, !tbaa !14
  tail call fastcc void @transparent_crc(i64 noundef %287, i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.36, i64 0, i64 0), i32 noundef %13)
  br label %311

288:                                              ; preds = %273
  %289 = trunc i64 %274 to i32
  %290 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.7, i64 0, i64 0), i32 noundef %289, i32 noundef 0)
  %291 = getelementptr inbounds [8 x [6 x i64]], [8 x [6 x i64]]* @g_1954, i64 0, i64 %274, i64 1
  %292 = load i64, i64* %291, align 8, !tbaa !14
  tail call fastcc void @transparent_crc(i64 noundef %292, i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.36, i64 0, i64 0), i32 noundef %13)
  %293 = trunc i64 %274 to i32
  %294 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.7, i64 0, i64 0), i32 noundef %293, i32 noundef 1)
  %295 = getelementptr inbounds [8 x [6 x i64]], [8 x [6 x i64]]* @g_1954, i64 0, i64 %274, i64 2
  %296 = load i64, i64* %295, align 16, !tbaa !14
  tail call fastcc void @transparent_crc(i64 noundef %296, i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.36, i64 0, i64 0), i32 noundef %13)
  %297 = trunc i64 %274 to i32
  %298 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.7, i64 0, i64 0), i32 noundef %297, i32 noundef 2)
  %299 = getelementptr inbounds [8 x [6 x i64]], [8 x [6 x i64]]* @g_1954, i64 0, i64 %274, i64 3
  %300 = load i64, i64* %299, align 8, !tbaa !14
  tail call fastcc void @transparent_crc(i64 noundef %300, i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.36, i64 0, i64 0), i32 noundef %13)
  %301 = trunc i64 %274 to i32
  %302 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.7, i64 0, i64 0), i32 noundef %301, i32 noundef 3)
  %303 = getelementptr inbounds [8 x [6 x i64]], [8 x [6 x i64]]* @g_1954, i64 0, i64 %274, i64 4
  %304 = load i64, i64* %303, align 16, !tbaa !14
  tail call fastcc void @transparent_crc(i64 noundef %304, i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.36, i64 0, i64 0), i32 noundef %13)
  %305 = trunc i64 %274 to i32
  %306 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.7, i64 0, i64 0), i32 noundef %305, i32 noundef 4)
  %307 = getelementptr inbounds [8 x [6 x i64]], [8 x [6 x i64]]* @g_1954, i64 0, i64 %274, i64 5
  %308 = load i64, i64* %307, align 8, !tbaa !14
  tail call fastcc void @transparent_crc(i64 noundef %308, i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.36, i64 0, i64 0), i32 noundef %13)
  %309 = trunc i64 %274 to i32
  %310 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.7, i64 0, i64 0), i32 noundef %309, i32 noundef 5)
  br label %311

311:                                              ; preds = %277, %288
  %312 = add nuw nsw i64 %274, 1
  %313 = icmp eq i64 %312, 8
  br i1 %313, label %314, label %273, !llvm.loop !20

314:                                              ; preds = %311
  %315 = load volatile i32, i32* @g_2000, align 4, !tbaa !9
  %316 = zext i32 %315 to i64
  tail call fastcc void @transparent_crc(i64 noundef %316, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.37, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 1, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.38, i64 0, i64 0), i32 noundef %13)
  br label %317

317:                                              ; preds = %314, %404
  %318 = phi i64 [ 0, %314 ], [ %405, %404 ]
  %319 = trunc i64 %318 to i32
  %320 = trunc i64 %318 to i32
  %321 = trunc i64 %318 to i32
  %322 = trunc i64 %318 to i32
  %323 = trunc i64 %318 to i32
  %324 = trunc i64 %318 to i32
  %325 = trunc i64 %318 to i32
  %326 = trunc i64 %318 to i32
  %327 = trunc i64 %318 to i32
  br label %328

328:                                              ; preds = %317, %401
  %329 = phi i64 [ 0, %317 ], [ %402, %401 ]
  %330 = getelementptr inbounds [4 x [7 x [9 x i32]]], [4 x [7 x [9 x i32]]]* @g_2230, i64 0, i64 %318, i64 %329, i64 0
  %331 = load i32, i32* %330, align 4, !tbaa !9
  %332 = sext i32 %331 to i64
  tail call fastcc void @transparent_crc(i64 noundef %332, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.39, i64 0, i64 0), i32 noundef %13)
  br i1 %12, label %333, label %358

333:                                              ; preds = %328
  %334 = getelementptr inbounds [4 x [7 x [9 x i32]]], [4 x [7 x [9 x i32]]]* @g_2230, i64 0, i64 %318, i64 %329, i64 1
  %335 = load i32, i32* %334, align 4, !tbaa !9
  %336 = sext i32 %335 to i64
  tail call fastcc void @transparent_crc(i64 noundef %336, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.39, i64 0, i64 0), i32 noundef %13)
  %337 = getelementptr inbounds [4 x [7 x [9 x i32]]], [4 x [7 x [9 x i32]]]* @g_2230, i64 0, i64 %318, i64 %329, i64 2
  %338 = load i32, i32* %337, align 4, !tbaa !9
  %339 = sext i32 %338 to i64
  tail call fastcc void @transparent_crc(i64 noundef %339, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.39, i64 0, i64 0), i32 noundef %13)
  %340 = getelementptr inbounds [4 x [7 x [9 x i32]]], [4 x [7 x [9 x i32]]]* @g_2230, i64 0, i64 %318, i64 %329, i64 3
  %341 = load i32, i32* %340, align 4, !tbaa !9
  %342 = sext i32 %341 to i64
  tail call fastcc void @transparent_crc(i64 noundef %342, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.39, i64 0, i64 0), i32 noundef %13)
  %343 = getelementptr inbounds [4 x [7 x [9 x i32]]], [4 x [7 x [9 x i32]]]* @g_2230, i64 0, i64 %318, i64 %329, i64 4
  %344 = load i32, i32* %343, align 4, !tbaa !9
  %345 = sext i32 %344 to i64
  tail call fastcc void @transparent_crc(i64 noundef %345, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.39, i64 0, i64 0), i32 noundef %13)
  %346 = getelementptr inbounds [4 x [7 x [9 x i32]]], [4 x [7 x [9 x i32]]]* @g_2230, i64 0, i64 %318, i64 %329, i64 5
  %347 = load i32, i32* %346, align 4, !tbaa !9
  %348 = sext i32 %347 to i64
  tail call fastcc void @transparent_crc(i64 noundef %348, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.39, i64 0, i64 0), i32 noundef %13)
  %349 = getelementptr inbounds [4 x [7 x [9 x i32]]], [4 x [7 x [9 x i32]]]* @g_2230, i64 0, i64 %318, i64 %329, i64 6
  %350 = load i32, i32* %349, align 4, !tbaa !9
  %351 = sext i32 %350 to i64
  tail call fastcc void @transparent_crc(i64 noundef %351, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.39, i64 0, i64 0), i32 noundef %13)
  %352 = getelementptr inbounds [4 x [7 x [9 x i32]]], [4 x [7 x [9 x i32]]]* @g_2230, i64 0, i64 %318, i64 %329, i64 7
  %353 = load i32, i32* %352, align 4, !tbaa !9
  %354 = sext i32 %353 to i64
  tail call fastcc void @transparent_crc(i64 noundef %354, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.39, i64 0, i64 0), i32 noundef %13)
  %355 = getelementptr inbounds [4 x [7 x [9 x i32]]], [4 x [7 x [9 x i32]]]* @g_2230, i64 0, i64 %318, i64 %329, i64 8
  %356 = load i32, i32* %355, align 4, !tbaa !9
  %357 = sext i32 %356 to i64
  tail call fastcc void @transparent_crc(i64 noundef %357, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.39, i64 0, i64 0), i32 noundef %13)
  br label %401

358:                                              ; preds = %328
  %359 = trunc i64 %329 to i32
  %360 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %319, i32 noundef %359, i32 noundef 0)
  %361 = getelementptr inbounds [4 x [7 x [9 x i32]]], [4 x [7 x [9 x i32]]]* @g_2230, i64 0, i64 %318, i64 %329, i64 1
  %362 = load i32, i32* %361, align 4, !tbaa !9
  %363 = sext i32 %362 to i64
  tail call fastcc void @transparent_crc(i64 noundef %363, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.39, i64 0, i64 0), i32 noundef %13)
  %364 = trunc i64 %329 to i32
  %365 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %320, i32 noundef %364, i32 noundef 1)
  %366 = getelementptr inbounds [4 x [7 x [9 x i32]]], [4 x [7 x [9 x i32]]]* @g_2230, i64 0, i64 %318, i64 %329, i64 2
  %367 = load i32, i32* %366, align 4, !tbaa !9
  %368 = sext i32 %367 to i64
  tail call fastcc void @transparent_crc(i64 noundef %368, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.39, i64 0, i64 0), i32 noundef %13)
  %369 = trunc i64 %329 to i32
  %370 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %321, i32 noundef %369, i32 noundef 2)
  %371 = getelementptr inbounds [4 x [7 x [9 x i32]]], [4 x [7 x [9 x i32]]]* @g_2230, i64 0, i64 %318, i64 %329, i64 3
  %372 = load i32, i32* %371, align 4, !tbaa !9
  %373 = sext i32 %372 to i64
  tail call fastcc void @transparent_crc(i64 noundef %373, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.39, i64 0, i64 0), i32 noundef %13)
  %374 = trunc i64 %329 to i32
  %375 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %322, i32 noundef %374, i32 noundef 3)
  %376 = getelementptr inbounds [4 x [7 x [9 x i32]]], [4 x [7 x [9 x i32]]]* @g_2230, i64 0, i64 %318, i64 %329, i64 4
  %377 = load i32, i32* %376, align 4, !tbaa !9
  %378 = sext i32 %377 to i64
  tail call fastcc void @transparent_crc(i64 noundef %378, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.39, i64 0, i64 0), i32 noundef %13)
  %379 = trunc i64 %329 to i32
  %380 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %323, i32 noundef %379, i32 noundef 4)
  %381 = getelementptr inbounds [4 x [7 x [9 x i32]]], [4 x [7 x [9 x i32]]]* @g_2230, i64 0, i64 %318, i64 %329, i64 5
  %382 = load i32, i32* %381, align 4, !tbaa !9
  %383 = sext i32 %382 to i64
  tail call fastcc void @transparent_crc(i64 noundef %383, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.39, i64 0, i64 0), i32 noundef %13)
  %384 = trunc i64 %329 to i32
  %385 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %324, i32 noundef %384, i32 noundef 5)
  %386 = getelementptr inbounds [4 x [7 x [9 x i32]]], [4 x [7 x [9 x i32]]]* @g_2230, i64 0, i64 %318, i64 %329, i64 6
  %387 = load i32, i32* %386, align 4, !tbaa !9
  %388 = sext i32 %387 to i64
  tail call fastcc void @transparent_crc(i64 noundef %388, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.39, i64 0, i64 0), i32 noundef %13)
  %389 = trunc i64 %329 to i32
  %390 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %325, i32 noundef %389, i32 noundef 6)
  %391 = getelementptr inbounds [4 x [7 x [9 x i32]]], [4 x [7 x [9 x i32]]]* @g_2230, i64 0, i64 %318, i64 %329, i64 7
  %392 = load i32, i32* %391, align 4, !tbaa !9
  %393 = sext i32 %392 to i64
  tail call fastcc void @transparent_crc(i64 noundef %393, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.39, i64 0, i64 0), i32 noundef %13)
  %394 = trunc i64 %329 to i32
  %395 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %326, i32 noundef %394, i32 noundef 7)
  %396 = getelementptr inbounds [4 x [7 x [9 x i32]]], [4 x [7 x [9 x i32]]]* @g_2230, i64 0, i64 %318, i64 %329, i64 8
  %397 = load i32, i32* %396, align 4, !tbaa !9
  %398 = sext i32 %397 to i64
  tail call fastcc void @transparent_crc(i64 noundef %398, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.39, i64 0, i64 0), i32 noundef %13)
  %399 = trunc i64 %329 to i32
  %400 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %327, i32 noundef %399, i32 noundef 8)
  br label %401

401:                                              ; preds = %333, %358
  %402 = add nuw nsw i64 %329, 1
  %403 = icmp eq i64 %402, 7
  br i1 %403, label %404, label %328, !llvm.loop !21

404:                                              ; preds = %401
  %405 = add nuw nsw i64 %318, 1
  %406 = icmp eq i64 %405, 4
  br i1 %406, label %407, label %317, !llvm.loop !22

407:                                              ; preds = %404
  tail call fastcc void @transparent_crc(i64 noundef -9, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.41, i64 0, i64 0), i32 noundef %13)
  %408 = load i1, i1* @g_2284, align 4
  %409 = select i1 %408, i64 0, i64 786641833
  tail call fastcc void @transparent_crc(i64 noundef %409, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.42, i64 0, i64 0), i32 noundef %13)
  br label %410

410:                                              ; preds = %407, %434
  %411 = phi i64 [ 0, %407 ], [ %435, %434 ]
  %412 = trunc i64 %411 to i32
  %413 = trunc i64 %411 to i32
  br label %414

414:                                              ; preds = %410, %431
  %415 = phi i64 [ 0, %410 ], [ %432, %431 ]
  %416 = getelementptr inbounds [9 x [10 x [2 x i16]]], [9 x [10 x [2 x i16]]]* @g_2286, i64 0, i64 %411, i64 %415, i64 0
  %417 = load i16, i16* %416, align 4, !tbaa !16
  %418 = zext i16 %417 to i64
  tail call fastcc void @transparent_crc(i64 noundef %418, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.43, i64 0, i64 0), i32 noundef %13)
  br i1 %12, label %419, label %423

419:                                              ; preds = %414
  %420 = getelementptr inbounds [9 x [10 x [2 x i16]]], [9 x [10 x [2 x i16]]]* @g_2286, i64 0, i64 %411, i64 %415, i64 1
  %421 = load i16, i16* %420, align 2, !tbaa !16
  %422 = zext i16 %421 to i64
  tail call fastcc void @transparent_crc(i64 noundef %422, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.43, i64 0, i64 0), i32 noundef %13)
  br label %431

423:                                              ; preds = %414
  %424 = trunc i64 %415 to i32
  %425 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %412, i32 noundef %424, i32 noundef 0)
  %426 = getelementptr inbounds [9 x [10 x [2 x i16]]], [9 x [10 x [2 x i16]]]* @g_2286, i64 0, i64 %411, i64 %415, i64 1
  %427 = load i16, i16* %426, align 2, !tbaa !16
  %428 = zext i16 %427 to i64
  tail call fastcc void @transparent_crc(i64 noundef %428, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.43, i64 0, i64 0), i32 noundef %13)
  %429 = trunc i64 %415 to i32
  %430 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %413, i32 noundef %429, i32 noundef 1)
  br label %431

431:                                              ; preds = %419, %423
  %432 = add nuw nsw i64 %415, 1
  %433 = icmp eq i64 %432, 10
  br i1 %433, label %434, label %414, !llvm.loop !23

434:                                              ; preds = %431
  %435 = add nuw nsw i64 %411, 1
  %436 = icmp eq i64 %435, 9
  br i1 %436, label %437, label %410, !llvm.loop !24

437:                                              ; preds = %434
  %438 = load i1, i1* @g_2301, align 1
  %439 = select i1 %438, i64 253, i64 0
  tail call fastcc void @transparent_crc(i64 noundef %439, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.44, i64 0, i64 0), i32 noundef %13)
  %440 = load volatile i8, i8* @g_2623, align 1, !tbaa !25
  %441 = sext i8 %440 to i64
  tail call fastcc void @transparent_crc(i64 noundef %441, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.45, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef -8612, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.46, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 9, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.47, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 0, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.48, i64 0, i64 0), i32 noundef %13)
  br i1 %12, label %442, label %443

442:                                              ; preds = %437
  tail call fastcc void @transparent_crc(i64 noundef 0, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.48, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 0, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.48, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 0, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.48, i64 0, i64 0), i32 noundef %13)
  br label %448

443:                                              ; preds = %437
  %444 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i32 noundef 0)
  tail call fastcc void @transparent_crc(i64 noundef 0, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.48, i64 0, i64 0), i32 noundef %13)
  %445 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i32 noundef 1)
  tail call fastcc void @transparent_crc(i64 noundef 0, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.48, i64 0, i64 0), i32 noundef %13)
  %446 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i32 noundef 2)
  tail call fastcc void @transparent_crc(i64 noundef 0, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.48, i64 0, i64 0), i32 noundef %13)
  %447 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i32 noundef 3)
  br label %448

448:                                              ; preds = %442, %443
  tail call fastcc void @transparent_crc(i64 noundef 2856833772, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.49, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 1783622118, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.50, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 0, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.51, i64 0, i64 0), i32 noundef %13)
  br label %449

449:                                              ; preds = %448, %491
  %450 = phi i64 [ 0, %448 ], [ %492, %491 ]
  %451 = trunc i64 %450 to i32
  %452 = trunc i64 %450 to i32
  %453 = trunc i64 %450 to i32
  %454 = trunc i64 %450 to i32
  br label %455

455:                                              ; preds = %449, %488
  %456 = phi i64 [ 0, %449 ], [ %489, %488 ]
  %457 = getelementptr inbounds [8 x [7 x [4 x i32]]], [8 x [7 x [4 x i32]]]* @g_3170, i64 0, i64 %450, i64 %456, i64 0
  %458 = load volatile i32, i32* %457, align 16, !tbaa !9
  %459 = zext i32 %458 to i64
  tail call fastcc void @transparent_crc(i64 noundef %459, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.52, i64 0, i64 0), i32 noundef %13)
  br i1 %12, label %460, label %470

460:                                              ; preds = %455
  %461 = getelementptr inbounds [8 x [7 x [4 x i32]]], [8 x [7 x [4 x i32]]]* @g_3170, i64 0, i64 %450, i64 %456, i64 1
  %462 = load volatile i32, i32* %461, align 4, !tbaa !9
  %463 = zext i32 %462 to i64
  tail call fastcc void @transparent_crc(i64 noundef %463, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.52, i64 0, i64 0), i32 noundef %13)
  %464 = getelementptr inbounds [8 x [7 x [4 x i32]]], [8 x [7 x [4 x i32]]]* @g_3170, i64 0, i64 %450, i64 %456, i64 2
  %465 = load volatile i32, i32* %464, align 8, !tbaa !9
  %466 = zext i32 %465 to i64
  tail call fastcc void @transparent_crc(i64 noundef %466, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.52, i64 0, i64 0), i32 noundef %13)
  %467 = getelementptr inbounds [8 x [7 x [4 x i32]]], [8 x [7 x [4 x i32]]]* @g_3170, i64 0, i64 %450, i64 %456, i64 3
  %468 = load volatile i32, i32* %467, align 4, !tbaa !9
  %469 = zext i32 %468 to i64
  tail call fastcc void @transparent_crc(i64 noundef %469, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.52, i64 0, i64 0), i32 noundef %13)
  br label %488

470:                                              ; preds = %455
  %471 = trunc i64 %456 to i32
  %472 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %451, i32 noundef %471, i32 noundef 0)
  %473 = getelementptr inbounds [8 x [7 x [4 x i32]]], [8 x [7 x [4 x i32]]]* @g_3170, i64 0, i64 %450, i64 %456, i64 1
  %474 = load volatile i32, i32* %473, align 4, !tbaa !9
  %475 = zext i32 %474 to i64
  tail call fastcc void @transparent_crc(i64 noundef %475, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.52, i64 0, i64 0), i32 noundef %13)
  %476 = trunc i64 %456 to i32
  %477 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %452, i32 noundef %476, i32 noundef 1)
  %478 = getelementptr inbounds [8 x [7 x [4 x i32]]], [8 x [7 x [4 x i32]]]* @g_3170, i64 0, i64 %450, i64 %456, i64 2
  %479 = load volatile i32, i32* %478, align 8, !tbaa !9
  %480 = zext i32 %479 to i64
  tail call fastcc void @transparent_crc(i64 noundef %480, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.52, i64 0, i64 0), i32 noundef %13)
  %481 = trunc i64 %456 to i32
  %482 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %453, i32 noundef %481, i32 noundef 2)
  %483 = getelementptr inbounds [8 x [7 x [4 x i32]]], [8 x [7 x [4 x i32]]]* @g_3170, i64 0, i64 %450, i64 %456, i64 3
  %484 = load volatile i32, i32* %483, align 4, !tbaa !9
  %485 = zext i32 %484 to i64
  tail call fastcc void @transparent_crc(i64 noundef %485, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.52, i64 0, i64 0), i32 noundef %13)
  %486 = trunc i64 %456 to i32
  %487 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %454, i32 noundef %486, i32 noundef 3)
  br label %488

488:                                              ; preds = %460, %470
  %489 = add nuw nsw i64 %456, 1
  %490 = icmp eq i64 %489, 7
  br i1 %490, label %491, label %455, !llvm.loop !26

491:                                              ; preds = %488
  %492 = add nuw nsw i64 %450, 1
  %493 = icmp eq i64 %492, 8
  br i1 %493, label %494, label %449, !llvm.loop !27

494:                                              ; preds = %491
  %495 = load volatile i32, i32* @g_3208, align 4, !tbaa !9
  %496 = sext i32 %495 to i64
  tail call fastcc void @transparent_crc(i64 noundef %496, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.53, i64 0, i64 0), i32 noundef %13)
  %497 = load volatile i64, i64* @g_3238, align 8, !tbaa !14
  tail call fastcc void @transparent_crc(i64 noundef %497, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.54, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef 0, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.55, i64 0, i64 0), i32 noundef %13)
  br i1 %12, label %508, label %498

498:                                              ; preds = %494
  %499 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i32 noundef 0)
  tail call fastcc void @transparent_crc(i64 noundef 0, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.56, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef -4, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.57, i64 0, i64 0), i32 noundef %13)
  %500 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i32 noundef 0)
  tail call fastcc void @transparent_crc(i64 noundef -4, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.57, i64 0, i64 0), i32 noundef %13)
  %501 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i32 noundef 1)
  tail call fastcc void @transparent_crc(i64 noundef -4, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.57, i64 0, i64 0), i32 noundef %13)
  %502 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i32 noundef 2)
  tail call fastcc void @transparent_crc(i64 noundef -4, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.57, i64 0, i64 0), i32 noundef %13)
  %503 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i32 noundef 3)
  tail call fastcc void @transparent_crc(i64 noundef -4, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.57, i64 0, i64 0), i32 noundef %13)
  %504 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i32 noundef 4)
  tail call fastcc void @transparent_crc(i64 noundef -4, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.57, i64 0, i64 0), i32 noundef %13)
  %505 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i32 noundef 5)
  tail call fastcc void @transparent_crc(i64 noundef -4, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.57, i64 0, i64 0), i32 noundef %13)
  %506 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i32 noundef 6)
  tail call fastcc void @transparent_crc(i64 noundef -4, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.57, i64 0, i64 0), i32 noundef %13)
  %507 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i32 noundef 7)
  br label %509

508:                                              ; preds = %494
  tail call fastcc void @transparent_crc(i64 noundef 0, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.56, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef -4, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.57, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef -4, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.57, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef -4, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.57, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef -4, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.57, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef -4, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.57, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef -4, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.57, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef -4, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.57, i64 0, i64 0), i32 noundef %13)
  tail call fastcc void @transparent_crc(i64 noundef -4, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.57, i64 0, i64 0), i32 noundef %13)
  br label %509

509:                                              ; preds = %508, %498
  tail call fastcc void @transparent_crc(i64 noundef 8865829163605709250, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.58, i64 0, i64 0), i32 noundef %13)
  %510 = load volatile i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @g_3528, i64 0, i64 0), align 4, !tbaa !9
  %511 = sext i32 %510 to i64
  tail call fastcc void @transparent_crc(i64 noundef %511, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.59, i64 0, i64 0), i32 noundef %13)
  br i1 %12, label %512, label %515

512:                                              ; preds = %509
  %513 = load volatile i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @g_3528, i64 0, i64 1), align 4, !tbaa !9
  %514 = sext i32 %513 to i64
  tail call fastcc void @transparent_crc(i64 noundef %514, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.59, i64 0, i64 0), i32 noundef %13)
  br label %520

515:                                              ; preds = %509
  %516 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i32 noundef 0)
  %517 = load volatile i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @g_3528, i64 0, i64 1), align 4, !tbaa !9
  %518 = sext i32 %517 to i64
  tail call fastcc void @transparent_crc(i64 noundef %518, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.59, i64 0, i64 0), i32 noundef %13)
  %519 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i32 noundef 1)
  br label %520

520:                                              ; preds = %512, %515
  %521 = load i32, i32* @crc32_context, align 4, !tbaa !9
  %522 = xor i32 %521, -1
  %523 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.68, i64 0, i64 0), i32 noundef %522) #4
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
  %77 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @.str.67, i64 0, i64 0), i8* noundef %1, i64 noundef %76)
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
!15 = !{!"long", !7, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"short", !7, i64 0}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !12}
!21 = distinct !{!21, !12}
!22 = distinct !{!22, !12}
!23 = distinct !{!23, !12}
!24 = distinct !{!24, !12}
!25 = !{!7, !7, i64 0}
!26 = distinct !{!26, !12}
!27 = distinct !{!27, !12}

; ModuleID = '/tmp/difftest.M0aYIE/in/p2.raw.ll'
source_filename = "/tmp/difftest.M0aYIE/in/p2.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S0 = type { i24, i32, i8 }

@.str = private unnamed_addr constant [2 x i8] c"1\00", align 1
@g_8 = internal global i64 -1, align 8
@.str.1 = private unnamed_addr constant [4 x i8] c"g_8\00", align 1
@g_26 = internal global [1 x i8] c"\D4", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"g_26[i]\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1
@g_31 = internal global i8 -5, align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"g_31\00", align 1
@g_33 = internal global i16 -1, align 2
@.str.5 = private unnamed_addr constant [5 x i8] c"g_33\00", align 1
@g_66 = internal global [4 x [8 x i32]] [[8 x i32] [i32 34287076, i32 6, i32 -816525654, i32 -816525654, i32 6, i32 34287076, i32 -1814237775, i32 1], [8 x i32] [i32 34287076, i32 -531550508, i32 -1, i32 6, i32 -1814237775, i32 6, i32 -1, i32 -531550508], [8 x i32] [i32 -588388698, i32 -1, i32 2, i32 6, i32 1, i32 870478011, i32 870478011, i32 1], [8 x i32] [i32 -816525654, i32 1, i32 1, i32 -816525654, i32 -588388698, i32 -531550508, i32 870478011, i32 34287076]], align 16
@.str.6 = private unnamed_addr constant [11 x i8] c"g_66[i][j]\00", align 1
@.str.7 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1
@g_69 = internal global i32 1961273403, align 4
@.str.8 = private unnamed_addr constant [5 x i8] c"g_69\00", align 1
@g_74 = internal global [4 x i32] [i32 882519507, i32 882519507, i32 882519507, i32 882519507], align 16
@.str.9 = private unnamed_addr constant [8 x i8] c"g_74[i]\00", align 1
@g_81 = internal global i8 3, align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"g_81\00", align 1
@g_94 = internal global i64 2791881438796980547, align 8
@.str.11 = private unnamed_addr constant [5 x i8] c"g_94\00", align 1
@g_96 = internal global i32 -1657746028, align 4
@.str.12 = private unnamed_addr constant [5 x i8] c"g_96\00", align 1
@g_134 = internal global i16 -1, align 2
@.str.13 = private unnamed_addr constant [6 x i8] c"g_134\00", align 1
@g_167 = internal global i8 87, align 1
@.str.14 = private unnamed_addr constant [6 x i8] c"g_167\00", align 1
@g_190 = internal global i32 0, align 4
@.str.15 = private unnamed_addr constant [6 x i8] c"g_190\00", align 1
@g_196 = internal global i8 -1, align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"g_196\00", align 1
@g_218 = internal global i64 1, align 8
@.str.17 = private unnamed_addr constant [6 x i8] c"g_218\00", align 1
@g_229 = internal global i32 -7, align 4
@.str.18 = private unnamed_addr constant [6 x i8] c"g_229\00", align 1
@g_231 = internal global [1 x [3 x i8]] [[3 x i8] c"\06\06\06"], align 1
@.str.19 = private unnamed_addr constant [12 x i8] c"g_231[i][j]\00", align 1
@.str.20 = private unnamed_addr constant [6 x i8] c"g_250\00", align 1
@g_262 = internal global i8 16, align 1
@.str.21 = private unnamed_addr constant [6 x i8] c"g_262\00", align 1
@.str.22 = private unnamed_addr constant [9 x i8] c"g_323.f0\00", align 1
@.str.23 = private unnamed_addr constant [9 x i8] c"g_323.f1\00", align 1
@.str.24 = private unnamed_addr constant [9 x i8] c"g_323.f2\00", align 1
@.str.25 = private unnamed_addr constant [9 x i8] c"g_323.f3\00", align 1
@.str.26 = private unnamed_addr constant [9 x i8] c"g_323.f4\00", align 1
@.str.27 = private unnamed_addr constant [9 x i8] c"g_323.f5\00", align 1
@g_329 = internal global i64 -6334947308261398793, align 8
@.str.28 = private unnamed_addr constant [6 x i8] c"g_329\00", align 1
@.str.29 = private unnamed_addr constant [9 x i8] c"g_342.f0\00", align 1
@.str.30 = private unnamed_addr constant [9 x i8] c"g_342.f1\00", align 1
@.str.31 = private unnamed_addr constant [9 x i8] c"g_342.f2\00", align 1
@.str.32 = private unnamed_addr constant [9 x i8] c"g_342.f3\00", align 1
@.str.33 = private unnamed_addr constant [9 x i8] c"g_342.f4\00", align 1
@.str.34 = private unnamed_addr constant [9 x i8] c"g_342.f5\00", align 1
@g_349 = internal global i16 1, align 2
@.str.35 = private unnamed_addr constant [6 x i8] c"g_349\00", align 1
@g_385 = internal global [10 x [7 x i32]] [[7 x i32] [i32 -835598708, i32 -177730221, i32 183408510, i32 -835598708, i32 -835598708, i32 183408510, i32 595242393], [7 x i32] [i32 1, i32 4, i32 0, i32 -401438972, i32 0, i32 4, i32 1], [7 x i32] [i32 -1840307323, i32 -400790696, i32 183408510, i32 183408510, i32 -400790696, i32 -1840307323, i32 183408510], [7 x i32] [i32 -9, i32 -401438972, i32 1, i32 -401438972, i32 -9, i32 1146273988, i32 -9], [7 x i32] [i32 -400790696, i32 183408510, i32 183408510, i32 -400790696, i32 -1840307323, i32 183408510, i32 595242393], [7 x i32] [i32 0, i32 -401438972, i32 0, i32 4, i32 1, i32 4, i32 0], [7 x i32] [i32 -400790696, i32 -400790696, i32 -177730221, i32 595242393, i32 -400790696, i32 -835598708, i32 595242393], [7 x i32] [i32 -9, i32 4, i32 -800178697, i32 -401438972, i32 -800178697, i32 4, i32 -9], [7 x i32] [i32 -1840307323, i32 595242393, i32 183408510, i32 -1840307323, i32 -400790696, i32 183408510, i32 183408510], [7 x i32] [i32 1, i32 -401438972, i32 -5, i32 -401438972, i32 1, i32 1146273988, i32 1]], align 16
@.str.36 = private unnamed_addr constant [12 x i8] c"g_385[i][j]\00", align 1
@g_435 = internal global i64 -1, align 8
@.str.37 = private unnamed_addr constant [6 x i8] c"g_435\00", align 1
@g_438 = internal global i32 1746369776, align 4
@.str.38 = private unnamed_addr constant [6 x i8] c"g_438\00", align 1
@g_489 = internal constant [8 x i64] [i64 -7773836280823458804, i64 -7773836280823458804, i64 -7773836280823458804, i64 -7773836280823458804, i64 -7773836280823458804, i64 -7773836280823458804, i64 -7773836280823458804, i64 -7773836280823458804], align 16
@.str.39 = private unnamed_addr constant [9 x i8] c"g_489[i]\00", align 1
@g_506 = internal global i8 109, align 1
@.str.40 = private unnamed_addr constant [6 x i8] c"g_506\00", align 1
@.str.41 = private unnamed_addr constant [9 x i8] c"g_557.f0\00", align 1
@.str.42 = private unnamed_addr constant [9 x i8] c"g_557.f1\00", align 1
@.str.43 = private unnamed_addr constant [9 x i8] c"g_557.f2\00", align 1
@.str.44 = private unnamed_addr constant [9 x i8] c"g_557.f3\00", align 1
@.str.45 = private unnamed_addr constant [9 x i8] c"g_557.f4\00", align 1
@.str.46 = private unnamed_addr constant [9 x i8] c"g_557.f5\00", align 1
@g_561 = internal global i8 50, align 1
@.str.47 = private unnamed_addr constant [6 x i8] c"g_561\00", align 1
@.str.48 = private unnamed_addr constant [9 x i8] c"g_574.f0\00", align 1
@.str.49 = private unnamed_addr constant [9 x i8] c"g_574.f1\00", align 1
@.str.50 = private unnamed_addr constant [9 x i8] c"g_574.f2\00", align 1
@.str.51 = private unnamed_addr constant [9 x i8] c"g_574.f3\00", align 1
@.str.52 = private unnamed_addr constant [9 x i8] c"g_574.f4\00", align 1
@.str.53 = private unnamed_addr constant [9 x i8] c"g_574.f5\00", align 1
@.str.54 = private unnamed_addr constant [12 x i8] c"g_606[i].f0\00", align 1
@.str.55 = private unnamed_addr constant [12 x i8] c"g_606[i].f1\00", align 1
@.str.56 = private unnamed_addr constant [12 x i8] c"g_606[i].f2\00", align 1
@.str.57 = private unnamed_addr constant [12 x i8] c"g_606[i].f3\00", align 1
@.str.58 = private unnamed_addr constant [12 x i8] c"g_606[i].f4\00", align 1
@.str.59 = private unnamed_addr constant [12 x i8] c"g_606[i].f5\00", align 1
@.str.60 = private unnamed_addr constant [9 x i8] c"g_720.f0\00", align 1
@.str.61 = private unnamed_addr constant [9 x i8] c"g_720.f1\00", align 1
@.str.62 = private unnamed_addr constant [9 x i8] c"g_720.f2\00", align 1
@.str.63 = private unnamed_addr constant [9 x i8] c"g_720.f3\00", align 1
@.str.64 = private unnamed_addr constant [9 x i8] c"g_720.f4\00", align 1
@.str.65 = private unnamed_addr constant [9 x i8] c"g_720.f5\00", align 1
@g_754 = internal global i32 2140063215, align 4
@.str.66 = private unnamed_addr constant [6 x i8] c"g_754\00", align 1
@g_773 = internal global [4 x [9 x [7 x i64]]] [[9 x [7 x i64]] [[7 x i64] [i64 63526915254978231, i64 1318076729358106403, i64 63526915254978231, i64 912985065393237682, i64 6519347825150149436, i64 -7023922948006958595, i64 -4866586292919013818], [7 x i64] [i64 63526915254978231, i64 6355731997040888190, i64 -3, i64 -4866586292919013818, i64 -469872353090705345, i64 1318076729358106403, i64 -7023922948006958595], [7 x i64] [i64 -7023922948006958595, i64 -2852482824599873686, i64 -8292002990163307387, i64 -8292002990163307387, i64 -2852482824599873686, i64 -7023922948006958595, i64 2800874544459562556], [7 x i64] [i64 -2852482824599873686, i64 -3, i64 -469872353090705345, i64 -8292002990163307387, i64 -6, i64 8, i64 6519347825150149436], [7 x i64] [i64 1226245714348687059, i64 -7023922948006958595, i64 -1831373071936284309, i64 -4866586292919013818, i64 6355731997040888190, i64 -4866586292919013818, i64 -1831373071936284309], [7 x i64] [i64 -3, i64 -3, i64 1318076729358106403, i64 912985065393237682, i64 -8292002990163307387, i64 63526915254978231, i64 -1831373071936284309], [7 x i64] [i64 2800874544459562556, i64 -2852482824599873686, i64 912985065393237682, i64 -3, i64 -1831373071936284309, i64 6519347825150149436, i64 6519347825150149436], [7 x i64] [i64 -8292002990163307387, i64 6355731997040888190, i64 1226245714348687059, i64 6355731997040888190, i64 -8292002990163307387, i64 -3, i64 2800874544459562556], [7 x i64] [i64 8, i64 1318076729358106403, i64 1226245714348687059, i64 -10, i64 6355731997040888190, i64 -6, i64 -7023922948006958595]], [9 x [7 x i64]] [[7 x i64] [i64 -10, i64 -4866586292919013818, i64 912985065393237682, i64 -6, i64 -6, i64 912985065393237682, i64 -4866586292919013818], [7 x i64] [i64 8, i64 -10, i64 1318076729358106403, i64 2800874544459562556, i64 -2852482824599873686, i64 912985065393237682, i64 -3], [7 x i64] [i64 -8292002990163307387, i64 63526915254978231, i64 -1831373071936284309, i64 1226245714348687059, i64 -469872353090705345, i64 -6, i64 -469872353090705345], [7 x i64] [i64 2800874544459562556, i64 -469872353090705345, i64 -469872353090705345, i64 2800874544459562556, i64 6519347825150149436, i64 -3, i64 1226245714348687059], [7 x i64] [i64 -3, i64 -469872353090705345, i64 -8292002990163307387, i64 -6, i64 8, i64 6519347825150149436, i64 6355731997040888190], [7 x i64] [i64 1226245714348687059, i64 63526915254978231, i64 -3, i64 -10, i64 -3, i64 63526915254978231, i64 1226245714348687059], [7 x i64] [i64 -2852482824599873686, i64 -10, i64 63526915254978231, i64 6355731997040888190, i64 -3, i64 -4866586292919013818, i64 -469872353090705345], [7 x i64] [i64 -7023922948006958595, i64 -4866586292919013818, i64 -6, i64 -3, i64 8, i64 8, i64 -3], [7 x i64] [i64 63526915254978231, i64 1318076729358106403, i64 63526915254978231, i64 912985065393237682, i64 6519347825150149436, i64 -7023922948006958595, i64 -4866586292919013818]], [9 x [7 x i64]] [[7 x i64] [i64 63526915254978231, i64 6355731997040888190, i64 -3, i64 -4866586292919013818, i64 -469872353090705345, i64 1318076729358106403, i64 -7023922948006958595], [7 x i64] [i64 -7023922948006958595, i64 -2852482824599873686, i64 -8292002990163307387, i64 63526915254978231, i64 -469872353090705345, i64 6355731997040888190, i64 8], [7 x i64] [i64 -469872353090705345, i64 1226245714348687059, i64 -1831373071936284309, i64 63526915254978231, i64 -8292002990163307387, i64 912985065393237682, i64 1318076729358106403], [7 x i64] [i64 -10, i64 6355731997040888190, i64 -6, i64 -7023922948006958595, i64 -3, i64 -7023922948006958595, i64 -6], [7 x i64] [i64 1226245714348687059, i64 1226245714348687059, i64 -4866586292919013818, i64 -2852482824599873686, i64 63526915254978231, i64 6519347825150149436, i64 -6], [7 x i64] [i64 8, i64 -469872353090705345, i64 -2852482824599873686, i64 1226245714348687059, i64 -6, i64 1318076729358106403, i64 1318076729358106403], [7 x i64] [i64 63526915254978231, i64 -3, i64 -10, i64 -3, i64 63526915254978231, i64 1226245714348687059, i64 8], [7 x i64] [i64 912985065393237682, i64 -4866586292919013818, i64 -10, i64 2800874544459562556, i64 -3, i64 -8292002990163307387, i64 6355731997040888190], [7 x i64] [i64 2800874544459562556, i64 -7023922948006958595, i64 -2852482824599873686, i64 -8292002990163307387, i64 -8292002990163307387, i64 -2852482824599873686, i64 -7023922948006958595]], [9 x [7 x i64]] [[7 x i64] [i64 912985065393237682, i64 2800874544459562556, i64 -4866586292919013818, i64 8, i64 -469872353090705345, i64 -2852482824599873686, i64 1226245714348687059], [7 x i64] [i64 63526915254978231, i64 6519347825150149436, i64 -6, i64 -10, i64 -1831373071936284309, i64 -8292002990163307387, i64 -1831373071936284309], [7 x i64] [i64 8, i64 -1831373071936284309, i64 -1831373071936284309, i64 8, i64 1318076729358106403, i64 1226245714348687059, i64 -10], [7 x i64] [i64 1226245714348687059, i64 -1831373071936284309, i64 63526915254978231, i64 -8292002990163307387, i64 912985065393237682, i64 1318076729358106403, i64 -3], [7 x i64] [i64 -10, i64 6519347825150149436, i64 1226245714348687059, i64 2800874544459562556, i64 1226245714348687059, i64 6519347825150149436, i64 -10], [7 x i64] [i64 -469872353090705345, i64 2800874544459562556, i64 6519347825150149436, i64 -3, i64 1226245714348687059, i64 -7023922948006958595, i64 -1831373071936284309], [7 x i64] [i64 6355731997040888190, i64 -7023922948006958595, i64 -8292002990163307387, i64 1226245714348687059, i64 912985065393237682, i64 912985065393237682, i64 1226245714348687059], [7 x i64] [i64 6519347825150149436, i64 -4866586292919013818, i64 6519347825150149436, i64 -2852482824599873686, i64 1318076729358106403, i64 6355731997040888190, i64 -7023922948006958595], [7 x i64] [i64 6519347825150149436, i64 -3, i64 1226245714348687059, i64 -7023922948006958595, i64 -1831373071936284309, i64 -4866586292919013818, i64 6355731997040888190]]], align 16
@.str.67 = private unnamed_addr constant [15 x i8] c"g_773[i][j][k]\00", align 1
@.str.68 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1
@g_787 = internal global i32 0, align 4
@.str.69 = private unnamed_addr constant [6 x i8] c"g_787\00", align 1
@g_796 = internal global i8 34, align 1
@.str.70 = private unnamed_addr constant [6 x i8] c"g_796\00", align 1
@g_799 = internal global i8 13, align 1
@.str.71 = private unnamed_addr constant [6 x i8] c"g_799\00", align 1
@.str.72 = private unnamed_addr constant [9 x i8] c"g_876.f0\00", align 1
@.str.73 = private unnamed_addr constant [9 x i8] c"g_876.f1\00", align 1
@.str.74 = private unnamed_addr constant [9 x i8] c"g_876.f2\00", align 1
@.str.75 = private unnamed_addr constant [9 x i8] c"g_876.f3\00", align 1
@.str.76 = private unnamed_addr constant [9 x i8] c"g_876.f4\00", align 1
@.str.77 = private unnamed_addr constant [9 x i8] c"g_876.f5\00", align 1
@g_1008 = internal global i32 -1562702237, align 4
@.str.78 = private unnamed_addr constant [7 x i8] c"g_1008\00", align 1
@g_1039 = internal global i16 -28236, align 2
@.str.79 = private unnamed_addr constant [7 x i8] c"g_1039\00", align 1
@.str.80 = private unnamed_addr constant [10 x i8] c"g_1066.f0\00", align 1
@.str.81 = private unnamed_addr constant [10 x i8] c"g_1066.f1\00", align 1
@.str.82 = private unnamed_addr constant [10 x i8] c"g_1066.f2\00", align 1
@.str.83 = private unnamed_addr constant [10 x i8] c"g_1066.f3\00", align 1
@.str.84 = private unnamed_addr constant [10 x i8] c"g_1066.f4\00", align 1
@.str.85 = private unnamed_addr constant [10 x i8] c"g_1066.f5\00", align 1
@.str.86 = private unnamed_addr constant [10 x i8] c"g_1067.f0\00", align 1
@.str.87 = private unnamed_addr constant [10 x i8] c"g_1067.f1\00", align 1
@.str.88 = private unnamed_addr constant [10 x i8] c"g_1067.f2\00", align 1
@.str.89 = private unnamed_addr constant [10 x i8] c"g_1067.f3\00", align 1
@.str.90 = private unnamed_addr constant [10 x i8] c"g_1067.f4\00", align 1
@.str.91 = private unnamed_addr constant [10 x i8] c"g_1067.f5\00", align 1
@g_1131 = internal global i32 -9, align 4
@.str.92 = private unnamed_addr constant [7 x i8] c"g_1131\00", align 1
@g_1168 = internal global [2 x i64] [i64 6, i64 6], align 16
@.str.93 = private unnamed_addr constant [10 x i8] c"g_1168[i]\00", align 1
@g_1243 = internal global [9 x [7 x i64]] [[7 x i64] [i64 -2, i64 1, i64 0, i64 0, i64 1, i64 -1, i64 1], [7 x i64] [i64 0, i64 -1, i64 -1, i64 0, i64 1, i64 0, i64 -1], [7 x i64] [i64 -2, i64 -2, i64 -1, i64 1, i64 -1, i64 -2, i64 -2], [7 x i64] [i64 -2, i64 -1, i64 1, i64 -1, i64 -2, i64 -2, i64 -1], [7 x i64] [i64 0, i64 1, i64 0, i64 -1, i64 -1, i64 0, i64 1], [7 x i64] [i64 -1, i64 1, i64 1, i64 1, i64 1, i64 -1, i64 1], [7 x i64] [i64 0, i64 -1, i64 -1, i64 0, i64 1, i64 0, i64 -1], [7 x i64] [i64 -2, i64 -2, i64 -1, i64 1, i64 -1, i64 -2, i64 -2], [7 x i64] [i64 -2, i64 -1, i64 1, i64 -1, i64 -2, i64 -2, i64 -1]], align 16
@.str.94 = private unnamed_addr constant [13 x i8] c"g_1243[i][j]\00", align 1
@g_1264 = internal constant [6 x [6 x i32]] [[6 x i32] [i32 785444257, i32 2198307, i32 334165595, i32 -1, i32 -2, i32 -1559266266], [6 x i32] [i32 -1, i32 -2, i32 -1559266266, i32 115743121, i32 -1853567475, i32 2125265470], [6 x i32] [i32 0, i32 -2, i32 706765216, i32 706765216, i32 -2, i32 0], [6 x i32] [i32 -2, i32 2198307, i32 883243722, i32 1761845303, i32 115743121, i32 2], [6 x i32] [i32 706765216, i32 883243722, i32 -1853567475, i32 0, i32 -1131704535, i32 105952622], [6 x i32] [i32 706765216, i32 1761845303, i32 0, i32 1761845303, i32 706765216, i32 115743121]], align 16
@.str.95 = private unnamed_addr constant [13 x i8] c"g_1264[i][j]\00", align 1
@.str.96 = private unnamed_addr constant [19 x i8] c"g_1288[i][j][k].f0\00", align 1
@.str.97 = private unnamed_addr constant [19 x i8] c"g_1288[i][j][k].f1\00", align 1
@.str.98 = private unnamed_addr constant [19 x i8] c"g_1288[i][j][k].f2\00", align 1
@.str.99 = private unnamed_addr constant [19 x i8] c"g_1288[i][j][k].f3\00", align 1
@.str.100 = private unnamed_addr constant [19 x i8] c"g_1288[i][j][k].f4\00", align 1
@.str.101 = private unnamed_addr constant [19 x i8] c"g_1288[i][j][k].f5\00", align 1
@g_1317 = internal global i64 -1, align 8
@.str.102 = private unnamed_addr constant [7 x i8] c"g_1317\00", align 1
@g_1388 = internal global i32 -1, align 4
@.str.103 = private unnamed_addr constant [7 x i8] c"g_1388\00", align 1
@g_1525 = internal global i32 1624766605, align 4
@.str.104 = private unnamed_addr constant [7 x i8] c"g_1525\00", align 1
@g_1590 = internal global i16 10112, align 2
@.str.105 = private unnamed_addr constant [7 x i8] c"g_1590\00", align 1
@g_1677 = internal global i8 -100, align 1
@.str.106 = private unnamed_addr constant [7 x i8] c"g_1677\00", align 1
@g_1698 = internal global i8 1, align 1
@.str.107 = private unnamed_addr constant [7 x i8] c"g_1698\00", align 1
@g_1757 = internal global i32 -1263932816, align 4
@.str.108 = private unnamed_addr constant [7 x i8] c"g_1757\00", align 1
@.str.109 = private unnamed_addr constant [10 x i8] c"g_1790.f0\00", align 1
@.str.110 = private unnamed_addr constant [10 x i8] c"g_1790.f1\00", align 1
@.str.111 = private unnamed_addr constant [10 x i8] c"g_1790.f2\00", align 1
@.str.112 = private unnamed_addr constant [10 x i8] c"g_1790.f3\00", align 1
@.str.113 = private unnamed_addr constant [10 x i8] c"g_1790.f4\00", align 1
@.str.114 = private unnamed_addr constant [10 x i8] c"g_1790.f5\00", align 1
@g_1888 = internal global [4 x [1 x [8 x i8]]] [[1 x [8 x i8]] [[8 x i8] c"`\F7\F7`\F7\F7`\F7"], [1 x [8 x i8]] [[8 x i8] c"``\AC``\AC``"], [1 x [8 x i8]] [[8 x i8] c"\F7`\F7\F7`\F7\F7`"], [1 x [8 x i8]] [[8 x i8] c"`\F7\F7`\F7\F7`\F7"]], align 16
@.str.115 = private unnamed_addr constant [16 x i8] c"g_1888[i][j][k]\00", align 1
@.str.116 = private unnamed_addr constant [10 x i8] c"g_1889.f0\00", align 1
@.str.117 = private unnamed_addr constant [10 x i8] c"g_1889.f1\00", align 1
@.str.118 = private unnamed_addr constant [10 x i8] c"g_1889.f2\00", align 1
@.str.119 = private unnamed_addr constant [10 x i8] c"g_1889.f3\00", align 1
@.str.120 = private unnamed_addr constant [10 x i8] c"g_1889.f4\00", align 1
@.str.121 = private unnamed_addr constant [10 x i8] c"g_1889.f5\00", align 1
@g_1910 = internal global i16 6, align 2
@.str.122 = private unnamed_addr constant [7 x i8] c"g_1910\00", align 1
@g_1964 = internal global [5 x i32] [i32 -6, i32 -6, i32 -6, i32 -6, i32 -6], align 16
@.str.123 = private unnamed_addr constant [10 x i8] c"g_1964[i]\00", align 1
@.str.124 = private unnamed_addr constant [10 x i8] c"g_1984.f0\00", align 1
@.str.125 = private unnamed_addr constant [10 x i8] c"g_1984.f1\00", align 1
@.str.126 = private unnamed_addr constant [10 x i8] c"g_1984.f2\00", align 1
@.str.127 = private unnamed_addr constant [10 x i8] c"g_1984.f3\00", align 1
@.str.128 = private unnamed_addr constant [10 x i8] c"g_1984.f4\00", align 1
@.str.129 = private unnamed_addr constant [10 x i8] c"g_1984.f5\00", align 1
@g_1987 = internal global i8 113, align 1
@.str.130 = private unnamed_addr constant [7 x i8] c"g_1987\00", align 1
@g_1993 = internal global i32 -1455602852, align 4
@.str.131 = private unnamed_addr constant [7 x i8] c"g_1993\00", align 1
@.str.132 = private unnamed_addr constant [10 x i8] c"g_2015.f0\00", align 1
@.str.133 = private unnamed_addr constant [10 x i8] c"g_2015.f1\00", align 1
@.str.134 = private unnamed_addr constant [10 x i8] c"g_2015.f2\00", align 1
@.str.135 = private unnamed_addr constant [10 x i8] c"g_2015.f3\00", align 1
@.str.136 = private unnamed_addr constant [10 x i8] c"g_2015.f4\00", align 1
@.str.137 = private unnamed_addr constant [10 x i8] c"g_2015.f5\00", align 1
@.str.138 = private unnamed_addr constant [10 x i8] c"g_2101.f0\00", align 1
@.str.139 = private unnamed_addr constant [10 x i8] c"g_2101.f1\00", align 1
@.str.140 = private unnamed_addr constant [10 x i8] c"g_2101.f2\00", align 1
@.str.141 = private unnamed_addr constant [10 x i8] c"g_2101.f3\00", align 1
@.str.142 = private unnamed_addr constant [10 x i8] c"g_2101.f4\00", align 1
@.str.143 = private unnamed_addr constant [10 x i8] c"g_2101.f5\00", align 1
@.str.144 = private unnamed_addr constant [7 x i8] c"g_2135\00", align 1
@g_2200 = internal global i8 1, align 1
@.str.145 = private unnamed_addr constant [7 x i8] c"g_2200\00", align 1
@.str.146 = private unnamed_addr constant [10 x i8] c"g_2284.f0\00", align 1
@.str.147 = private unnamed_addr constant [10 x i8] c"g_2284.f1\00", align 1
@.str.148 = private unnamed_addr constant [10 x i8] c"g_2284.f2\00", align 1
@.str.149 = private unnamed_addr constant [10 x i8] c"g_2284.f3\00", align 1
@.str.150 = private unnamed_addr constant [10 x i8] c"g_2284.f4\00", align 1
@.str.151 = private unnamed_addr constant [10 x i8] c"g_2284.f5\00", align 1
@.str.152 = private unnamed_addr constant [10 x i8] c"g_2287.f0\00", align 1
@.str.153 = private unnamed_addr constant [10 x i8] c"g_2287.f1\00", align 1
@.str.154 = private unnamed_addr constant [10 x i8] c"g_2287.f2\00", align 1
@.str.155 = private unnamed_addr constant [10 x i8] c"g_2287.f3\00", align 1
@.str.156 = private unnamed_addr constant [10 x i8] c"g_2287.f4\00", align 1
@.str.157 = private unnamed_addr constant [10 x i8] c"g_2287.f5\00", align 1
@g_2348 = internal constant i32 1, align 4
@.str.158 = private unnamed_addr constant [7 x i8] c"g_2348\00", align 1
@g_2354 = internal global i64 1, align 8
@.str.159 = private unnamed_addr constant [7 x i8] c"g_2354\00", align 1
@g_2395 = internal global i32 139637126, align 4
@.str.160 = private unnamed_addr constant [7 x i8] c"g_2395\00", align 1
@g_2457 = internal global i64 2789105391346479895, align 8
@.str.161 = private unnamed_addr constant [7 x i8] c"g_2457\00", align 1
@g_2471 = internal global i32 -1374797420, align 4
@.str.162 = private unnamed_addr constant [7 x i8] c"g_2471\00", align 1
@g_2473 = internal global i64 6, align 8
@.str.163 = private unnamed_addr constant [7 x i8] c"g_2473\00", align 1
@.str.164 = private unnamed_addr constant [19 x i8] c"g_2505[i][j][k].f0\00", align 1
@.str.165 = private unnamed_addr constant [19 x i8] c"g_2505[i][j][k].f1\00", align 1
@.str.166 = private unnamed_addr constant [19 x i8] c"g_2505[i][j][k].f2\00", align 1
@.str.167 = private unnamed_addr constant [19 x i8] c"g_2505[i][j][k].f3\00", align 1
@.str.168 = private unnamed_addr constant [19 x i8] c"g_2505[i][j][k].f4\00", align 1
@.str.169 = private unnamed_addr constant [19 x i8] c"g_2505[i][j][k].f5\00", align 1
@.str.170 = private unnamed_addr constant [10 x i8] c"g_2537.f0\00", align 1
@.str.171 = private unnamed_addr constant [10 x i8] c"g_2537.f1\00", align 1
@.str.172 = private unnamed_addr constant [10 x i8] c"g_2537.f2\00", align 1
@.str.173 = private unnamed_addr constant [10 x i8] c"g_2537.f3\00", align 1
@.str.174 = private unnamed_addr constant [10 x i8] c"g_2537.f4\00", align 1
@.str.175 = private unnamed_addr constant [10 x i8] c"g_2537.f5\00", align 1
@g_2556 = internal global [10 x i32] [i32 997116021, i32 997116021, i32 997116021, i32 997116021, i32 997116021, i32 997116021, i32 997116021, i32 997116021, i32 997116021, i32 997116021], align 16
@.str.176 = private unnamed_addr constant [10 x i8] c"g_2556[i]\00", align 1
@g_2598 = internal global [1 x i64] [i64 -2225145051236000213], align 8
@.str.177 = private unnamed_addr constant [10 x i8] c"g_2598[i]\00", align 1
@.str.178 = private unnamed_addr constant [10 x i8] c"g_2626.f0\00", align 1
@.str.179 = private unnamed_addr constant [10 x i8] c"g_2626.f1\00", align 1
@.str.180 = private unnamed_addr constant [10 x i8] c"g_2626.f2\00", align 1
@.str.181 = private unnamed_addr constant [10 x i8] c"g_2626.f3\00", align 1
@.str.182 = private unnamed_addr constant [10 x i8] c"g_2626.f4\00", align 1
@.str.183 = private unnamed_addr constant [10 x i8] c"g_2626.f5\00", align 1
@g_2800 = internal global i64 1, align 8
@.str.184 = private unnamed_addr constant [7 x i8] c"g_2800\00", align 1
@.str.185 = private unnamed_addr constant [10 x i8] c"g_2802.f0\00", align 1
@.str.186 = private unnamed_addr constant [10 x i8] c"g_2802.f1\00", align 1
@.str.187 = private unnamed_addr constant [10 x i8] c"g_2802.f2\00", align 1
@.str.188 = private unnamed_addr constant [10 x i8] c"g_2802.f3\00", align 1
@.str.189 = private unnamed_addr constant [10 x i8] c"g_2802.f4\00", align 1
@.str.190 = private unnamed_addr constant [10 x i8] c"g_2802.f5\00", align 1
@g_2823 = internal global [8 x i16] [i16 1849, i16 1849, i16 1849, i16 1849, i16 1849, i16 1849, i16 1849, i16 1849], align 16
@.str.191 = private unnamed_addr constant [10 x i8] c"g_2823[i]\00", align 1
@g_3028 = internal global i32 706113045, align 4
@.str.192 = private unnamed_addr constant [7 x i8] c"g_3028\00", align 1
@crc32_context = internal global i32 -1, align 4
@crc32_tab = internal global [256 x i32] zeroinitializer, align 16
@__const.func_1.l_7 = private unnamed_addr constant [8 x [3 x [6 x i64*]]] [[3 x [6 x i64*]] [[6 x i64*] [i64* @g_8, i64* @g_8, i64* @g_8, i64* @g_8, i64* @g_8, i64* @g_8], [6 x i64*] [i64* @g_8, i64* @g_8, i64* @g_8, i64* @g_8, i64* @g_8, i64* @g_8], [6 x i64*] [i64* @g_8, i64* @g_8, i64* @g_8, i64* @g_8, i64* @g_8, i64* @g_8]], [3 x [6 x i64*]] [[6 x i64*] [i64* @g_8, i64* @g_8, i64* @g_8, i64* null, i64* @g_8, i64* @g_8], [6 x i64*] [i64* @g_8, i64* @g_8, i64* @g_8, i64* null, i64* @g_8, i64* @g_8], [6 x i64*] [i64* @g_8, i64* null, i64* @g_8, i64* @g_8, i64* @g_8, i64* @g_8]], [3 x [6 x i64*]] [[6 x i64*] [i64* @g_8, i64* @g_8, i64* @g_8, i64* @g_8, i64* @g_8, i64* @g_8], [6 x i64*] [i64* @g_8, i64* @g_8, i64* @g_8, i64* @g_8, i64* @g_8, i64* @g_8], [6 x i64*] [i64* @g_8, i64* null, i64* @g_8, i64* @g_8, i64* @g_8, i64* null]], [3 x [6 x i64*]] [[6 x i64*] [i64* @g_8, i64* @g_8, i64* @g_8, i64* @g_8, i64* @g_8, i64* @g_8], [6 x i64*] [i64* @g_8, i64* @g_8, i64* @g_8, i64* @g_8, i64* @g_8, i64* @g_8], [6 x i64*] [i64* @g_8, i64* @g_8, i64* @g_8, i64* @g_8, i64* @g_8, i64* @g_8]], [3 x [6 x i64*]] [[6 x i64*] [i64* @g_8, i64* null, i64* @g_8, i64* @g_8, i64* @g_8, i64* @g_8], [6 x i64*] [i64* @g_8, i64* @g_8, i64* @g_8, i64* @g_8, i64* @g_8, i64* @g_8], [6 x i64*] [i64* @g_8, i64* @g_8, i64* @g_8, i64* null, i64* @g_8, i64* @g_8]], [3 x [6 x i64*]] [[6 x i64*] [i64* @g_8, i64* @g_8, i64* @g_8, i64* null, i64* @g_8, i64* null], [6 x i64*] [i64* @g_8, i64* @g_8, i64* @g_8, i64* @g_8, i64* @g_8, i64* @g_8], [6 x i64*] [i64* @g_8, i64* @g_8, i64* @g_8, i64* @g_8, i64* @g_8, i64* @g_8]], [3 x [6 x i64*]] [[6 x i64*] [i64* null, i64* null, i64* @g_8, i64* @g_8, i64* @g_8, i64* @g_8], [6 x i64*] [i64* @g_8, i64* @g_8, i64* @g_8, i64* @g_8, i64* @g_8, i64* @g_8], [6 x i64*] [i64* @g_8, i64* @g_8, i64* @g_8, i64* null, i64* @g_8, i64* @g_8]], [3 x [6 x i64*]] [[6 x i64*] [i64* @g_8, i64* @g_8, i64* @g_8, i64* null, i64* @g_8, i64* @g_8], [6 x i64*] [i64* @g_8, i64* null, i64* @g_8, i64* @g_8, i64* @g_8, i64* @g_8], [6 x i64*] [i64* @g_8, i64* @g_8, i64* @g_8, i64* @g_8, i64* @g_8, i64* @g_8]]], align 16
@__const.func_1.l_25 = private unnamed_addr constant [10 x i8*] [i8* getelementptr inbounds ([1 x i8], [1 x i8]* @g_26, i32 0, i32 0), i8* getelementptr inbounds ([1 x i8], [1 x i8]* @g_26, i32 0, i32 0), i8* getelementptr inbounds ([1 x i8], [1 x i8]* @g_26, i32 0, i32 0), i8* getelementptr inbounds ([1 x i8], [1 x i8]* @g_26, i32 0, i32 0), i8* getelementptr inbounds ([1 x i8], [1 x i8]* @g_26, i32 0, i32 0), i8* getelementptr inbounds ([1 x i8], [1 x i8]* @g_26, i32 0, i32 0), i8* getelementptr inbounds ([1 x i8], [1 x i8]* @g_26, i32 0, i32 0), i8* getelementptr inbounds ([1 x i8], [1 x i8]* @g_26, i32 0, i32 0), i8* getelementptr inbounds ([1 x i8], [1 x i8]* @g_26, i32 0, i32 0), i8* getelementptr inbounds ([1 x i8], [1 x i8]* @g_26, i32 0, i32 0)], align 16
@__const.func_1.l_32 = private unnamed_addr constant [8 x [8 x [4 x i16*]]] [[8 x [4 x i16*]] [[4 x i16*] [i16* @g_33, i16* @g_33, i16* @g_33, i16* null], [4 x i16*] [i16* @g_33, i16* @g_33, i16* @g_33, i16* @g_33], [4 x i16*] [i16* @g_33, i16* @g_33, i16* @g_33, i16* null], [4 x i16*] [i16* @g_33, i16* @g_33, i16* @g_33, i16* @g_33], [4 x i16*] [i16* null, i16* @g_33, i16* @g_33, i16* @g_33], [4 x i16*] [i16* @g_33, i16* @g_33, i16* null, i16* null], [4 x i16*] [i16* @g_33, i16* null, i16* @g_33, i16* null], [4 x i16*] [i16* @g_33, i16* @g_33, i16* null, i16* @g_33]], [8 x [4 x i16*]] [[4 x i16*] [i16* @g_33, i16* null, i16* @g_33, i16* @g_33], [4 x i16*] [i16* null, i16* @g_33, i16* null, i16* @g_33], [4 x i16*] [i16* null, i16* @g_33, i16* @g_33, i16* @g_33], [4 x i16*] [i16* @g_33, i16* @g_33, i16* null, i16* @g_33], [4 x i16*] [i16* @g_33, i16* @g_33, i16* @g_33, i16* null], [4 x i16*] [i16* @g_33, i16* @g_33, i16* @g_33, i16* null], [4 x i16*] [i16* @g_33, i16* null, i16* null, i16* @g_33], [4 x i16*] [i16* null, i16* null, i16* @g_33, i16* @g_33]], [8 x [4 x i16*]] [[4 x i16*] [i16* null, i16* @g_33, i16* @g_33, i16* @g_33], [4 x i16*] [i16* @g_33, i16* @g_33, i16* @g_33, i16* @g_33], [4 x i16*] [i16* @g_33, i16* @g_33, i16* @g_33, i16* @g_33], [4 x i16*] [i16* @g_33, i16* null, i16* @g_33, i16* @g_33], [4 x i16*] [i16* @g_33, i16* null, i16* null, i16* null], [4 x i16*] [i16* null, i16* @g_33, i16* null, i16* @g_33], [4 x i16*] [i16* @g_33, i16* @g_33, i16* @g_33, i16* @g_33], [4 x i16*] [i16* @g_33, i16* null, i16* @g_33, i16* @g_33]], [8 x [4 x i16*]] [[4 x i16*] [i16* @g_33, i16* @g_33, i16* null, i16* null], [4 x i16*] [i16* @g_33, i16* @g_33, i16* null, i16* @g_33], [4 x i16*] [i16* @g_33, i16* @g_33, i16* @g_33, i16* null], [4 x i16*] [i16* @g_33, i16* @g_33, i16* @g_33, i16* @g_33], [4 x i16*] [i16* @g_33, i16* @g_33, i16* null, i16* @g_33], [4 x i16*] [i16* null, i16* @g_33, i16* null, i16* null], [4 x i16*] [i16* @g_33, i16* @g_33, i16* @g_33, i16* @g_33], [4 x i16*] [i16* @g_33, i16* @g_33, i16* @g_33, i16* null]], [8 x [4 x i16*]] [[4 x i16*] [i16* @g_33, i16* null, i16* @g_33, i16* @g_33], [4 x i16*] [i16* @g_33, i16* null, i16* @g_33, i16* null], [4 x i16*] [i16* null, i16* @g_33, i16* @g_33, i16* @g_33], [4 x i16*] [i16* null, i16* @g_33, i16* null, i16* null], [4 x i16*] [i16* @g_33, i16* @g_33, i16* @g_33, i16* @g_33], [4 x i16*] [i16* null, i16* @g_33, i16* @g_33, i16* @g_33], [4 x i16*] [i16* @g_33, i16* @g_33, i16* @g_33, i16* null], [4 x i16*] [i16* @g_33, i16* @g_33, i16* @g_33, i16* @g_33]], [8 x [4 x i16*]] [[4 x i16*] [i16* @g_33, i16* @g_33, i16* @g_33, i16* null], [4 x i16*] [i16* @g_33, i16* @g_33, i16* @g_33, i16* @g_33], [4 x i16*] [i16* @g_33, i16* null, i16* @g_33, i16* @g_33], [4 x i16*] [i16* @g_33, i16* @g_33, i16* @g_33, i16* @g_33], [4 x i16*] [i16* null, i16* @g_33, i16* @g_33, i16* null], [4 x i16*] [i16* @g_33, i16* null, i16* null, i16* @g_33], [4 x i16*] [i16* null, i16* null, i16* @g_33, i16* @g_33], [4 x i16*] [i16* null, i16* @g_33, i16* @g_33, i16* @g_33]], [8 x [4 x i16*]] [[4 x i16*] [i16* @g_33, i16* @g_33, i16* @g_33, i16* @g_33], [4 x i16*] [i16* @g_33, i16* @g_33, i16* @g_33, i16* @g_33], [4 x i16*] [i16* @g_33, i16* null, i16* @g_33, i16* @g_33], [4 x i16*] [i16* @g_33, i16* null, i16* null, i16* null], [4 x i16*] [i16* null, i16* @g_33, i16* null, i16* @g_33], [4 x i16*] [i16* @g_33, i16* @g_33, i16* @g_33, i16* @g_33], [4 x i16*] [i16* @g_33, i16* null, i16* @g_33, i16* @g_33], [4 x i16*] [i16* @g_33, i16* @g_33, i16* null, i16* null]], [8 x [4 x i16*]] [[4 x i16*] [i16* @g_33, i16* @g_33, i16* null, i16* @g_33], [4 x i16*] [i16* @g_33, i16* @g_33, i16* @g_33, i16* null], [4 x i16*] [i16* @g_33, i16* @g_33, i16* @g_33, i16* @g_33], [4 x i16*] [i16* @g_33, i16* @g_33, i16* null, i16* @g_33], [4 x i16*] [i16* null, i16* @g_33, i16* null, i16* null], [4 x i16*] [i16* @g_33, i16* @g_33, i16* @g_33, i16* @g_33], [4 x i16*] [i16* @g_33, i16* @g_33, i16* @g_33, i16* null], [4 x i16*] [i16* @g_33, i16* @g_33, i16* null, i16* @g_33]]], align 16
@g_858 = internal global i32* @g_69, align 8
@__const.func_1.l_1753 = private unnamed_addr constant [10 x i32**] [i32** @g_858, i32** @g_858, i32** @g_858, i32** @g_858, i32** @g_858, i32** @g_858, i32** @g_858, i32** @g_858, i32** @g_858, i32** @g_858], align 16
@g_1413 = internal global i32** @g_610, align 8
@g_1219 = internal global i16* @g_134, align 8
@__const.func_1.l_2363 = private unnamed_addr constant [8 x i16] [i16 -8, i16 104, i16 104, i16 -8, i16 104, i16 104, i16 -8, i16 104], align 16
@g_1812 = internal global i32** @g_858, align 8
@__const.func_1.l_2448 = private unnamed_addr constant [9 x i8] c"\D5\D5k\D5\D5k\D5\D5k", align 1
@__const.func_1.l_2629 = private unnamed_addr constant [4 x [10 x i8]] [[10 x i8] c"\00\00\15\00\00\15\00\00\15\00", [10 x i8] c"\00\BD\BD\00\BD\BD\00\BD\BD\00", [10 x i8] c"\BD\00\BD\BD\00\BD\BD\00\BD\BD", [10 x i8] c"\00\00\15\00\00\15\00\00\15\00"], align 16
@__const.func_1.l_2660 = private unnamed_addr constant [5 x [7 x [7 x i8]]] [[7 x [7 x i8]] [[7 x i8] c"\01\02\08\1A\01\AE\01", [7 x i8] c"\01\01\01\01\80\8A\09", [7 x i8] c"\FD\8A\08\80\80\08\8A", [7 x i8] c"\80\FD\AE\02\01\09\09", [7 x i8] c"\AE\FD\80\FD\AE\02\01", [7 x i8] c"\08\8A\FD\02\1A\02\FD", [7 x i8] c"\01\01\01\80\8A\09\08"], [7 x [7 x i8]] [[7 x i8] c"\08\02\01\01\02\08\1A", [7 x i8] c"\AE\01\FD\1A\8A\8A\1A", [7 x i8] c"\80\FD\80\09\1A\AE\08", [7 x i8] c"\FD\01\AE\09\AE\01\FD", [7 x i8] c"\01\02\08\1A\01\AE\01", [7 x i8] c"\01\01\01\01\80\8A\09", [7 x i8] c"\FD\8A\08\80\80\08\8A"], [7 x [7 x i8]] [[7 x i8] c"\80\FD\AE\02\09\FD\FD", [7 x i8] c"\08\FD\02\FD\08\01\09", [7 x i8] c"\80\AE\FD\01\8A\01\FD", [7 x i8] c"\09\09\01\02\AE\FD\80", [7 x i8] c"\80\01\01\01\01\80\8A", [7 x i8] c"\08\01\FD\8A\AE\AE\8A", [7 x i8] c"\02\1A\02\FD\8A\08\80"], [7 x [7 x i8]] [[7 x i8] c"\FD\01\08\FD\08\01\FD", [7 x i8] c"\01\01\80\8A\09\08\09", [7 x i8] c"\01\09\09\01\02\AE\FD", [7 x i8] c"\FD\AE\80\02\02\80\AE", [7 x i8] c"\02\FD\08\01\09\FD\FD", [7 x i8] c"\08\FD\02\FD\08\01\09", [7 x i8] c"\80\AE\FD\01\8A\01\FD"], [7 x [7 x i8]] [[7 x i8] c"\09\09\01\02\AE\FD\80", [7 x i8] c"\80\01\01\01\01\80\8A", [7 x i8] c"\08\01\FD\8A\AE\AE\8A", [7 x i8] c"\02\1A\02\FD\8A\08\80", [7 x i8] c"\FD\01\08\FD\08\01\FD", [7 x i8] c"\01\01\80\8A\09\08\09", [7 x i8] c"\01\09\09\01\02\AE\FD"]], align 16
@__const.func_1.l_2824 = private unnamed_addr constant [10 x i32] [i32 1, i32 -1411323963, i32 1, i32 -1411323963, i32 1, i32 -1411323963, i32 1, i32 -1411323963, i32 1, i32 -1411323963], align 16
@__const.func_1.l_2873 = private unnamed_addr constant [3 x [3 x [3 x i32]]] [[3 x [3 x i32]] [[3 x i32] [i32 1915085194, i32 1, i32 1], [3 x i32] [i32 919319955, i32 8, i32 -1], [3 x i32] [i32 1915085194, i32 -1, i32 1915085194]], [3 x [3 x i32]] [[3 x i32] [i32 -2, i32 919319955, i32 -1], [3 x i32] [i32 -1362063314, i32 -1362063314, i32 1], [3 x i32] [i32 150755892, i32 919319955, i32 919319955]], [3 x [3 x i32]] [[3 x i32] [i32 1, i32 -1, i32 3], [3 x i32] [i32 150755892, i32 8, i32 150755892], [3 x i32] [i32 -1362063314, i32 1, i32 3]]], align 16
@g_1265 = internal global i32** @g_1266, align 8
@g_610 = internal global i32* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x [7 x i32]]* @g_385 to i8*), i64 84) to i32*), align 8
@g_1266 = internal global i32* bitcast (i8* getelementptr (i8, i8* bitcast ([6 x [6 x i32]]* @g_1264 to i8*), i64 76) to i32*), align 8
@.str.193 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1
@g_323 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 23, i8 0, i8 0, i8 undef, i8 18, i8 96, i8 0, i8 2, i8 9, [3 x i8] undef }, align 4
@g_342 = internal constant { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 -103, i8 -128, i8 124, i8 undef, i8 17, i8 -120, i8 0, i8 4, i8 4, [3 x i8] undef }, align 4
@g_557 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 46, i8 -128, i8 124, i8 undef, i8 3, i8 -56, i8 1, i8 3, i8 8, [3 x i8] undef }, align 4
@g_574 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 69, i8 0, i8 4, i8 undef, i8 -20, i8 -73, i8 1, i8 2, i8 11, [3 x i8] undef }, align 4
@g_606 = internal global [8 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 -79, i8 -128, i8 5, i8 undef, i8 22, i8 68, i8 1, i8 1, i8 4, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 -79, i8 -128, i8 5, i8 undef, i8 22, i8 68, i8 1, i8 1, i8 4, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 91, i8 0, i8 3, i8 undef, i8 -11, i8 -25, i8 0, i8 0, i8 6, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 -79, i8 -128, i8 5, i8 undef, i8 22, i8 68, i8 1, i8 1, i8 4, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 -79, i8 -128, i8 5, i8 undef, i8 22, i8 68, i8 1, i8 1, i8 4, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 91, i8 0, i8 3, i8 undef, i8 -11, i8 -25, i8 0, i8 0, i8 6, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 -79, i8 -128, i8 5, i8 undef, i8 22, i8 68, i8 1, i8 1, i8 4, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 -79, i8 -128, i8 5, i8 undef, i8 22, i8 68, i8 1, i8 1, i8 4, [3 x i8] undef }], align 16
@g_720 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 34, i8 0, i8 5, i8 undef, i8 17, i8 44, i8 0, i8 0, i8 0, [3 x i8] undef }, align 4
@g_876 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 127, i8 -128, i8 4, i8 undef, i8 0, i8 -76, i8 0, i8 2, i8 14, [3 x i8] undef }, align 4
@g_1066 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 43, i8 0, i8 126, i8 undef, i8 29, i8 -96, i8 1, i8 0, i8 13, [3 x i8] undef }, align 4
@g_1067 = internal constant { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 10, i8 0, i8 4, i8 undef, i8 -21, i8 59, i8 0, i8 1, i8 2, [3 x i8] undef }, align 4
@g_1288 = internal global [2 x [5 x [5 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }]]] [[5 x [5 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }]] [[5 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 87, i8 0, i8 122, i8 undef, i8 -16, i8 -93, i8 0, i8 2, i8 2, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 109, i8 0, i8 125, i8 undef, i8 -24, i8 71, i8 0, i8 2, i8 6, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 109, i8 0, i8 125, i8 undef, i8 -24, i8 71, i8 0, i8 2, i8 6, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 87, i8 0, i8 122, i8 undef, i8 -16, i8 -93, i8 0, i8 2, i8 2, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 109, i8 0, i8 125, i8 undef, i8 -24, i8 71, i8 0, i8 2, i8 6, [3 x i8] undef }], [5 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 -87, i8 -128, i8 127, i8 undef, i8 -17, i8 -1, i8 1, i8 4, i8 2, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 119, i8 0, i8 123, i8 undef, i8 23, i8 80, i8 1, i8 4, i8 6, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 14, i8 0, i8 126, i8 undef, i8 1, i8 112, i8 0, i8 4, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 119, i8 0, i8 123, i8 undef, i8 23, i8 80, i8 1, i8 4, i8 6, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 -87, i8 -128, i8 127, i8 undef, i8 -17, i8 -1, i8 1, i8 4, i8 2, [3 x i8] undef }], [5 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 109, i8 0, i8 125, i8 undef, i8 -24, i8 71, i8 0, i8 2, i8 6, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 87, i8 0, i8 122, i8 undef, i8 -16, i8 -93, i8 0, i8 2, i8 2, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 109, i8 0, i8 125, i8 undef, i8 -24, i8 71, i8 0, i8 2, i8 6, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 109, i8 0, i8 125, i8 undef, i8 -24, i8 71, i8 0, i8 2, i8 6, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 87, i8 0, i8 122, i8 undef, i8 -16, i8 -93, i8 0, i8 2, i8 2, [3 x i8] undef }], [5 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 -87, i8 -128, i8 127, i8 undef, i8 -17, i8 -1, i8 1, i8 4, i8 2, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 -102, i8 -128, i8 4, i8 undef, i8 29, i8 -48, i8 1, i8 4, i8 11, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 -84, i8 0, i8 0, i8 undef, i8 -25, i8 111, i8 0, i8 2, i8 13, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 119, i8 0, i8 123, i8 undef, i8 23, i8 80, i8 1, i8 4, i8 6, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 -84, i8 0, i8 0, i8 undef, i8 -25, i8 111, i8 0, i8 2, i8 13, [3 x i8] undef }], [5 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 87, i8 0, i8 122, i8 undef, i8 -16, i8 -93, i8 0, i8 2, i8 2, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 87, i8 0, i8 122, i8 undef, i8 -16, i8 -93, i8 0, i8 2, i8 2, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 37, i8 0, i8 1, i8 undef, i8 10, i8 -84, i8 0, i8 4, i8 4, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 87, i8 0, i8 122, i8 undef, i8 -16, i8 -93, i8 0, i8 2, i8 2, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 87, i8 0, i8 122, i8 undef, i8 -16, i8 -93, i8 0, i8 2, i8 2, [3 x i8] undef }]], [5 x [5 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }]] [[5 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 -84, i8 0, i8 0, i8 undef, i8 -25, i8 111, i8 0, i8 2, i8 13, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 119, i8 0, i8 123, i8 undef, i8 23, i8 80, i8 1, i8 4, i8 6, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 -84, i8 0, i8 0, i8 undef, i8 -25, i8 111, i8 0, i8 2, i8 13, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 -102, i8 -128, i8 4, i8 undef, i8 29, i8 -48, i8 1, i8 4, i8 11, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 -87, i8 -128, i8 127, i8 undef, i8 -17, i8 -1, i8 1, i8 4, i8 2, [3 x i8] undef }], [5 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 87, i8 0, i8 122, i8 undef, i8 -16, i8 -93, i8 0, i8 2, i8 2, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 109, i8 0, i8 125, i8 undef, i8 -24, i8 71, i8 0, i8 2, i8 6, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 109, i8 0, i8 125, i8 undef, i8 -24, i8 71, i8 0, i8 2, i8 6, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 87, i8 0, i8 122, i8 undef, i8 -16, i8 -93, i8 0, i8 2, i8 2, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 109, i8 0, i8 125, i8 undef, i8 -24, i8 71, i8 0, i8 2, i8 6, [3 x i8] undef }], [5 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 -87, i8 -128, i8 127, i8 undef, i8 -17, i8 -1, i8 1, i8 4, i8 2, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 119, i8 0, i8 123, i8 undef, i8 23, i8 80, i8 1, i8 4, i8 6, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 14, i8 0, i8 126, i8 undef, i8 1, i8 112, i8 0, i8 4, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 119, i8 0, i8 123, i8 undef, i8 23, i8 80, i8 1, i8 4, i8 6, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 -87, i8 -128, i8 127, i8 undef, i8 -17, i8 -1, i8 1, i8 4, i8 2, [3 x i8] undef }], [5 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 109, i8 0, i8 125, i8 undef, i8 -24, i8 71, i8 0, i8 2, i8 6, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 87, i8 0, i8 122, i8 undef, i8 -16, i8 -93, i8 0, i8 2, i8 2, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 109, i8 0, i8 125, i8 undef, i8 -24, i8 71, i8 0, i8 2, i8 6, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 109, i8 0, i8 125, i8 undef, i8 -24, i8 71, i8 0, i8 2, i8 6, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 87, i8 0, i8 122, i8 undef, i8 -16, i8 -93, i8 0, i8 2, i8 2, [3 x i8] undef }], [5 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 -87, i8 -128, i8 127, i8 undef, i8 -17, i8 -1, i8 1, i8 4, i8 2, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 -102, i8 -128, i8 4, i8 undef, i8 29, i8 -48, i8 1, i8 4, i8 11, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 -84, i8 0, i8 0, i8 undef, i8 -25, i8 111, i8 0, i8 2, i8 13, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 119, i8 0, i8 123, i8 undef, i8 23, i8 80, i8 1, i8 4, i8 6, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 -84, i8 0, i8 0, i8 undef, i8 -25, i8 111, i8 0, i8 2, i8 13, [3 x i8] undef }]]], align 16
@g_1790 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 89, i8 -128, i8 0, i8 undef, i8 18, i8 -20, i8 0, i8 3, i8 11, [3 x i8] undef }, align 4
@g_1889 = internal constant { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 -108, i8 0, i8 123, i8 undef, i8 1, i8 12, i8 1, i8 2, i8 5, [3 x i8] undef }, align 4
@g_1984 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 126, i8 -128, i8 125, i8 undef, i8 1, i8 -84, i8 1, i8 4, i8 11, [3 x i8] undef }, align 4
@g_2015 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 -114, i8 0, i8 5, i8 undef, i8 -1, i8 -113, i8 0, i8 1, i8 10, [3 x i8] undef }, align 4
@g_2101 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 43, i8 0, i8 0, i8 undef, i8 -22, i8 15, i8 0, i8 0, i8 4, [3 x i8] undef }, align 4
@g_2284 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 94, i8 0, i8 6, i8 undef, i8 21, i8 56, i8 1, i8 3, i8 6, [3 x i8] undef }, align 4
@g_2287 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 99, i8 0, i8 121, i8 undef, i8 7, i8 60, i8 0, i8 0, i8 14, [3 x i8] undef }, align 4
@g_2505 = internal global [10 x [7 x [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }]]] [[7 x [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }]] [[2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }], [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }], [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }], [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }], [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }], [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }], [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }]], [7 x [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }]] [[2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }], [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }], [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }], [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }], [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }], [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }], [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }]], [7 x [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }]] [[2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }], [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }], [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }], [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }], [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }], [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }], [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }]], [7 x [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }]] [[2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }], [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }], [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }], [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }], [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }], [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }], [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }]], [7 x [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }]] [[2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }], [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }], [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }], [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }], [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }], [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }], [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }]], [7 x [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }]] [[2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }], [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }], [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }], [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }], [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }], [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }], [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }]], [7 x [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }]] [[2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }], [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }], [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }], [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }], [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }], [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }], [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }]], [7 x [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }]] [[2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }], [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }], [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }], [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }], [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }], [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }], [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }]], [7 x [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }]] [[2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }], [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }], [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }], [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }], [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }], [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }], [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }]], [7 x [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }]] [[2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }], [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }], [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }], [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }], [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }], [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }], [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 71, i8 -128, i8 5, i8 undef, i8 8, i8 -128, i8 1, i8 1, i8 12, [3 x i8] undef }]]], align 16
@g_2537 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 -115, i8 -128, i8 125, i8 undef, i8 17, i8 -116, i8 0, i8 1, i8 14, [3 x i8] undef }, align 4
@g_2626 = internal constant { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 52, i8 0, i8 126, i8 undef, i8 -30, i8 -77, i8 1, i8 1, i8 8, [3 x i8] undef }, align 4
@g_2802 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 117, i8 0, i8 121, i8 undef, i8 2, i8 -24, i8 0, i8 4, i8 2, [3 x i8] undef }, align 4
@.str.215 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !prof !34 {
  %3 = icmp eq i32 %0, 2
  br i1 %3, label %4, label %9, !prof !35

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1
  %6 = load i8*, i8** %5, align 8, !tbaa !36
  %7 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %6, i8* noundef nonnull dereferenceable(2) getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)) #5
  %8 = icmp eq i32 %7, 0
  %spec.select = zext i1 %8 to i32
  br label %9

9:                                                ; preds = %4, %2
  %.0 = phi i32 [ 0, %2 ], [ %spec.select, %4 ]
  call void @platform_main_begin()
  call void @crc32_gentab()
  %10 = call i32 @func_1()
  %11 = load i64, i64* @g_8, align 8, !tbaa !40
  call void @transparent_crc(i64 noundef %11, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %.0)
  br label %12

12:                                               ; preds = %21, %9
  %.0380 = phi i32 [ 0, %9 ], [ %22, %21 ]
  %13 = icmp eq i32 %.0380, 0
  br i1 %13, label %14, label %23, !prof !42

14:                                               ; preds = %12
  %15 = zext i32 %.0380 to i64
  %16 = getelementptr inbounds [1 x i8], [1 x i8]* @g_26, i64 0, i64 %15
  %17 = load i8, i8* %16, align 1, !tbaa !43
  %18 = zext i8 %17 to i64
  call void @transparent_crc(i64 noundef %18, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.2, i64 0, i64 0), i32 noundef %.0)
  %.not405 = icmp eq i32 %.0, 0
  br i1 %.not405, label %21, label %19, !prof !44

19:                                               ; preds = %14
  %20 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.3, i64 0, i64 0), i32 noundef %.0380) #6
  br label %21

21:                                               ; preds = %14, %19
  %22 = add nuw nsw i32 %.0380, 1
  br label %12, !llvm.loop !45

23:                                               ; preds = %12
  %24 = load volatile i8, i8* @g_31, align 1, !tbaa !43
  %25 = sext i8 %24 to i64
  call void @transparent_crc(i64 noundef %25, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i64 0, i64 0), i32 noundef %.0)
  %26 = load i16, i16* @g_33, align 2, !tbaa !48
  %27 = sext i16 %26 to i64
  call void @transparent_crc(i64 noundef %27, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), i32 noundef %.0)
  br label %28

28:                                               ; preds = %42, %23
  %.1381 = phi i32 [ 0, %23 ], [ %43, %42 ]
  %29 = icmp ult i32 %.1381, 4
  br i1 %29, label %30, label %44, !prof !50

30:                                               ; preds = %28, %40
  %.0376 = phi i32 [ %41, %40 ], [ 0, %28 ]
  %31 = icmp ult i32 %.0376, 8
  br i1 %31, label %32, label %42, !prof !51

32:                                               ; preds = %30
  %33 = zext i32 %.1381 to i64
  %34 = zext i32 %.0376 to i64
  %35 = getelementptr inbounds [4 x [8 x i32]], [4 x [8 x i32]]* @g_66, i64 0, i64 %33, i64 %34
  %36 = load i32, i32* %35, align 4, !tbaa !52
  %37 = sext i32 %36 to i64
  call void @transparent_crc(i64 noundef %37, i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.6, i64 0, i64 0), i32 noundef %.0)
  %.not404 = icmp eq i32 %.0, 0
  br i1 %.not404, label %40, label %38, !prof !54

38:                                               ; preds = %32
  %39 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.7, i64 0, i64 0), i32 noundef %.1381, i32 noundef %.0376) #6
  br label %40

40:                                               ; preds = %32, %38
  %41 = add nuw nsw i32 %.0376, 1
  br label %30, !llvm.loop !55

42:                                               ; preds = %30
  %43 = add nuw nsw i32 %.1381, 1
  br label %28, !llvm.loop !56

44:                                               ; preds = %28
  %45 = load i32, i32* @g_69, align 4, !tbaa !52
  %46 = sext i32 %45 to i64
  call void @transparent_crc(i64 noundef %46, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i64 0, i64 0), i32 noundef %.0)
  br label %47

47:                                               ; preds = %56, %44
  %.2382 = phi i32 [ 0, %44 ], [ %57, %56 ]
  %48 = icmp ult i32 %.2382, 4
  br i1 %48, label %49, label %58, !prof !50

49:                                               ; preds = %47
  %50 = zext i32 %.2382 to i64
  %51 = getelementptr inbounds [4 x i32], [4 x i32]* @g_74, i64 0, i64 %50
  %52 = load i32, i32* %51, align 4, !tbaa !52
  %53 = zext i32 %52 to i64
  call void @transparent_crc(i64 noundef %53, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.9, i64 0, i64 0), i32 noundef %.0)
  %.not403 = icmp eq i32 %.0, 0
  br i1 %.not403, label %56, label %54, !prof !57

54:                                               ; preds = %49
  %55 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.3, i64 0, i64 0), i32 noundef %.2382) #6
  br label %56

56:                                               ; preds = %49, %54
  %57 = add nuw nsw i32 %.2382, 1
  br label %47, !llvm.loop !58

58:                                               ; preds = %47
  %59 = load i8, i8* @g_81, align 1, !tbaa !43
  %60 = zext i8 %59 to i64
  call void @transparent_crc(i64 noundef %60, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i64 0, i64 0), i32 noundef %.0)
  %61 = load i64, i64* @g_94, align 8, !tbaa !40
  call void @transparent_crc(i64 noundef %61, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.11, i64 0, i64 0), i32 noundef %.0)
  %62 = load i32, i32* @g_96, align 4, !tbaa !52
  %63 = sext i32 %62 to i64
  call void @transparent_crc(i64 noundef %63, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.12, i64 0, i64 0), i32 noundef %.0)
  %64 = load i16, i16* @g_134, align 2, !tbaa !48
  %65 = zext i16 %64 to i64
  call void @transparent_crc(i64 noundef %65, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.13, i64 0, i64 0), i32 noundef %.0)
  %66 = load i8, i8* @g_167, align 1, !tbaa !43
  %67 = sext i8 %66 to i64
  call void @transparent_crc(i64 noundef %67, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i64 0, i64 0), i32 noundef %.0)
  %68 = load volatile i32, i32* @g_190, align 4, !tbaa !52
  %69 = sext i32 %68 to i64
  call void @transparent_crc(i64 noundef %69, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.15, i64 0, i64 0), i32 noundef %.0)
  %70 = load i8, i8* @g_196, align 1, !tbaa !43
  %71 = zext i8 %70 to i64
  call void @transparent_crc(i64 noundef %71, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.16, i64 0, i64 0), i32 noundef %.0)
  %72 = load i64, i64* @g_218, align 8, !tbaa !40
  call void @transparent_crc(i64 noundef %72, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.17, i64 0, i64 0), i32 noundef %.0)
  %73 = load i32, i32* @g_229, align 4, !tbaa !52
  %74 = zext i32 %73 to i64
  call void @transparent_crc(i64 noundef %74, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.18, i64 0, i64 0), i32 noundef %.0)
  br label %75

75:                                               ; preds = %89, %58
  %.3383 = phi i32 [ 0, %58 ], [ %90, %89 ]
  %76 = icmp eq i32 %.3383, 0
  br i1 %76, label %77, label %91, !prof !42

77:                                               ; preds = %75, %87
  %.1377 = phi i32 [ %88, %87 ], [ 0, %75 ]
  %78 = icmp ult i32 %.1377, 3
  br i1 %78, label %79, label %89, !prof !59

79:                                               ; preds = %77
  %80 = zext i32 %.3383 to i64
  %81 = zext i32 %.1377 to i64
  %82 = getelementptr inbounds [1 x [3 x i8]], [1 x [3 x i8]]* @g_231, i64 0, i64 %80, i64 %81
  %83 = load i8, i8* %82, align 1, !tbaa !43
  %84 = sext i8 %83 to i64
  call void @transparent_crc(i64 noundef %84, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.19, i64 0, i64 0), i32 noundef %.0)
  %.not402 = icmp eq i32 %.0, 0
  br i1 %.not402, label %87, label %85, !prof !60

85:                                               ; preds = %79
  %86 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.7, i64 0, i64 0), i32 noundef %.3383, i32 noundef %.1377) #6
  br label %87

87:                                               ; preds = %79, %85
  %88 = add nuw nsw i32 %.1377, 1
  br label %77, !llvm.loop !61

89:                                               ; preds = %77
  %90 = add nuw nsw i32 %.3383, 1
  br label %75, !llvm.loop !62

91:                                               ; preds = %75
  call void @transparent_crc(i64 noundef 0, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.20, i64 0, i64 0), i32 noundef %.0)
  %92 = load volatile i8, i8* @g_262, align 1, !tbaa !43
  %93 = zext i8 %92 to i64
  call void @transparent_crc(i64 noundef %93, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.21, i64 0, i64 0), i32 noundef %.0)
  %94 = load volatile i32, i32* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_323 to i32*), align 4
  %95 = and i32 %94, 32767
  %96 = zext i32 %95 to i64
  call void @transparent_crc(i64 noundef %96, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.22, i64 0, i64 0), i32 noundef %.0)
  %97 = load i32, i32* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_323 to i32*), align 4
  %98 = shl i32 %97, 9
  %99 = ashr i32 %98, 24
  %100 = sext i32 %99 to i64
  call void @transparent_crc(i64 noundef %100, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.23, i64 0, i64 0), i32 noundef %.0)
  %101 = load i32, i32* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_323, i64 0, i32 4) to i32*), align 4
  %102 = shl i32 %101, 22
  %103 = ashr exact i32 %102, 22
  %104 = sext i32 %103 to i64
  call void @transparent_crc(i64 noundef %104, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.24, i64 0, i64 0), i32 noundef %.0)
  %105 = load volatile i32, i32* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_323, i64 0, i32 4) to i32*), align 4
  %106 = lshr i32 %105, 10
  %107 = and i32 %106, 16383
  %108 = zext i32 %107 to i64
  call void @transparent_crc(i64 noundef %108, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.25, i64 0, i64 0), i32 noundef %.0)
  %109 = load i32, i32* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_323, i64 0, i32 4) to i32*), align 4
  %110 = lshr i32 %109, 24
  %111 = and i32 %110, 31
  %112 = zext i32 %111 to i64
  call void @transparent_crc(i64 noundef %112, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.26, i64 0, i64 0), i32 noundef %.0)
  %113 = load volatile i8, i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_323, i64 0, i32 8), align 4
  %114 = zext i8 %113 to i64
  call void @transparent_crc(i64 noundef %114, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.27, i64 0, i64 0), i32 noundef %.0)
  %115 = load i64, i64* @g_329, align 8, !tbaa !40
  call void @transparent_crc(i64 noundef %115, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.28, i64 0, i64 0), i32 noundef %.0)
  %116 = load volatile i32, i32* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_342 to i32*), align 4
  %117 = and i32 %116, 32767
  %118 = zext i32 %117 to i64
  call void @transparent_crc(i64 noundef %118, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.29, i64 0, i64 0), i32 noundef %.0)
  %119 = load volatile i32, i32* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_342 to i32*), align 4
  %120 = shl i32 %119, 9
  %121 = ashr i32 %120, 24
  %122 = sext i32 %121 to i64
  call void @transparent_crc(i64 noundef %122, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.30, i64 0, i64 0), i32 noundef %.0)
  %123 = load volatile i32, i32* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_342, i64 0, i32 4) to i32*), align 4
  %124 = shl i32 %123, 22
  %125 = ashr exact i32 %124, 22
  %126 = sext i32 %125 to i64
  call void @transparent_crc(i64 noundef %126, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.31, i64 0, i64 0), i32 noundef %.0)
  %127 = load volatile i32, i32* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_342, i64 0, i32 4) to i32*), align 4
  %128 = lshr i32 %127, 10
  %129 = and i32 %128, 16383
  %130 = zext i32 %129 to i64
  call void @transparent_crc(i64 noundef %130, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.32, i64 0, i64 0), i32 noundef %.0)
  %131 = load volatile i32, i32* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_342, i64 0, i32 4) to i32*), align 4
  %132 = lshr i32 %131, 24
  %133 = and i32 %132, 31
  %134 = zext i32 %133 to i64
  call void @transparent_crc(i64 noundef %134, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.33, i64 0, i64 0), i32 noundef %.0)
  %135 = load volatile i8, i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_342, i64 0, i32 8), align 4
  %136 = zext i8 %135 to i64
  call void @transparent_crc(i64 noundef %136, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.34, i64 0, i64 0), i32 noundef %.0)
  %137 = load i16, i16* @g_349, align 2, !tbaa !48
  %138 = zext i16 %137 to i64
  call void @transparent_crc(i64 noundef %138, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.35, i64 0, i64 0), i32 noundef %.0)
  br label %139

139:                                              ; preds = %153, %91
  %.4384 = phi i32 [ 0, %91 ], [ %154, %153 ]
  %140 = icmp ult i32 %.4384, 10
  br i1 %140, label %141, label %155, !prof !63

141:                                              ; preds = %139, %151
  %.2378 = phi i32 [ %152, %151 ], [ 0, %139 ]
  %142 = icmp ult i32 %.2378, 7
  br i1 %142, label %143, label %153, !prof !64

143:                                              ; preds = %141
  %144 = zext i32 %.4384 to i64
  %145 = zext i32 %.2378 to i64
  %146 = getelementptr inbounds [10 x [7 x i32]], [10 x [7 x i32]]* @g_385, i64 0, i64 %144, i64 %145
  %147 = load i32, i32* %146, align 4, !tbaa !52
  %148 = zext i32 %147 to i64
  call void @transparent_crc(i64 noundef %148, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.36, i64 0, i64 0), i32 noundef %.0)
  %.not401 = icmp eq i32 %.0, 0
  br i1 %.not401, label %151, label %149, !prof !65

149:                                              ; preds = %143
  %150 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.7, i64 0, i64 0), i32 noundef %.4384, i32 noundef %.2378) #6
  br label %151

151:                                              ; preds = %143, %149
  %152 = add nuw nsw i32 %.2378, 1
  br label %141, !llvm.loop !66

153:                                              ; preds = %141
  %154 = add nuw nsw i32 %.4384, 1
  br label %139, !llvm.loop !67

155:                                              ; preds = %139
  %156 = load i64, i64* @g_435, align 8, !tbaa !40
  call void @transparent_crc(i64 noundef %156, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.37, i64 0, i64 0), i32 noundef %.0)
  %157 = load volatile i32, i32* @g_438, align 4, !tbaa !52
  %158 = zext i32 %157 to i64
  call void @transparent_crc(i64 noundef %158, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.38, i64 0, i64 0), i32 noundef %.0)
  br label %159

159:                                              ; preds = %167, %155
  %.5385 = phi i32 [ 0, %155 ], [ %168, %167 ]
  %160 = icmp ult i32 %.5385, 8
  br i1 %160, label %161, label %169, !prof !68

161:                                              ; preds = %159
  %162 = zext i32 %.5385 to i64
  %163 = getelementptr inbounds [8 x i64], [8 x i64]* @g_489, i64 0, i64 %162
  %164 = load i64, i64* %163, align 8, !tbaa !40
  call void @transparent_crc(i64 noundef %164, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.39, i64 0, i64 0), i32 noundef %.0)
  %.not400 = icmp eq i32 %.0, 0
  br i1 %.not400, label %167, label %165, !prof !69

165:                                              ; preds = %161
  %166 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.3, i64 0, i64 0), i32 noundef %.5385) #6
  br label %167

167:                                              ; preds = %161, %165
  %168 = add nuw nsw i32 %.5385, 1
  br label %159, !llvm.loop !70

169:                                              ; preds = %159
  %170 = load volatile i8, i8* @g_506, align 1, !tbaa !43
  %171 = zext i8 %170 to i64
  call void @transparent_crc(i64 noundef %171, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.40, i64 0, i64 0), i32 noundef %.0)
  %172 = load volatile i32, i32* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_557 to i32*), align 4
  %173 = and i32 %172, 32767
  %174 = zext i32 %173 to i64
  call void @transparent_crc(i64 noundef %174, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.41, i64 0, i64 0), i32 noundef %.0)
  %175 = load i32, i32* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_557 to i32*), align 4
  %176 = shl i32 %175, 9
  %177 = ashr i32 %176, 24
  %178 = sext i32 %177 to i64
  call void @transparent_crc(i64 noundef %178, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.42, i64 0, i64 0), i32 noundef %.0)
  %179 = load i32, i32* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_557, i64 0, i32 4) to i32*), align 4
  %180 = shl i32 %179, 22
  %181 = ashr exact i32 %180, 22
  %182 = sext i32 %181 to i64
  call void @transparent_crc(i64 noundef %182, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.43, i64 0, i64 0), i32 noundef %.0)
  %183 = load volatile i32, i32* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_557, i64 0, i32 4) to i32*), align 4
  %184 = lshr i32 %183, 10
  %185 = and i32 %184, 16383
  %186 = zext i32 %185 to i64
  call void @transparent_crc(i64 noundef %186, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.44, i64 0, i64 0), i32 noundef %.0)
  %187 = load i32, i32* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_557, i64 0, i32 4) to i32*), align 4
  %188 = lshr i32 %187, 24
  %189 = and i32 %188, 31
  %190 = zext i32 %189 to i64
  call void @transparent_crc(i64 noundef %190, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.45, i64 0, i64 0), i32 noundef %.0)
  %191 = load volatile i8, i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_557, i64 0, i32 8), align 4
  %192 = zext i8 %191 to i64
  call void @transparent_crc(i64 noundef %192, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.46, i64 0, i64 0), i32 noundef %.0)
  %193 = load i8, i8* @g_561, align 1, !tbaa !43
  %194 = sext i8 %193 to i64
  call void @transparent_crc(i64 noundef %194, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.47, i64 0, i64 0), i32 noundef %.0)
  %195 = load volatile i32, i32* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_574 to i32*), align 4
  %196 = and i32 %195, 32767
  %197 = zext i32 %196 to i64
  call void @transparent_crc(i64 noundef %197, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.48, i64 0, i64 0), i32 noundef %.0)
  %198 = load volatile i32, i32* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_574 to i32*), align 4
  %199 = shl i32 %198, 9
  %200 = ashr i32 %199, 24
  %201 = sext i32 %200 to i64
  call void @transparent_crc(i64 noundef %201, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.49, i64 0, i64 0), i32 noundef %.0)
  %202 = load volatile i32, i32* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_574, i64 0, i32 4) to i32*), align 4
  %203 = shl i32 %202, 22
  %204 = ashr exact i32 %203, 22
  %205 = sext i32 %204 to i64
  call void @transparent_crc(i64 noundef %205, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.50, i64 0, i64 0), i32 noundef %.0)
  %206 = load volatile i32, i32* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_574, i64 0, i32 4) to i32*), align 4
  %207 = lshr i32 %206, 10
  %208 = and i32 %207, 16383
  %209 = zext i32 %208 to i64
  call void @transparent_crc(i64 noundef %209, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.51, i64 0, i64 0), i32 noundef %.0)
  %210 = load volatile i32, i32* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_574, i64 0, i32 4) to i32*), align 4
  %211 = lshr i32 %210, 24
  %212 = and i32 %211, 31
  %213 = zext i32 %212 to i64
  call void @transparent_crc(i64 noundef %213, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.52, i64 0, i64 0), i32 noundef %.0)
  %214 = load volatile i8, i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_574, i64 0, i32 8), align 4
  %215 = zext i8 %214 to i64
  call void @transparent_crc(i64 noundef %215, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.53, i64 0, i64 0), i32 noundef %.0)
  br label %216

216:                                              ; preds = %247, %169
  %.6386 = phi i32 [ 0, %169 ], [ %248, %247 ]
  %217 = icmp ult i32 %.6386, 8
  br i1 %217, label %218, label %249, !prof !68

218:                                              ; preds = %216
  %219 = zext i32 %.6386 to i64
  %220 = getelementptr inbounds [8 x %struct.S0], [8 x %struct.S0]* bitcast ([8 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }]* @g_606 to [8 x %struct.S0]*), i64 0, i64 %219
  %221 = bitcast %struct.S0* %220 to i32*
  %222 = load volatile i32, i32* %221, align 4
  %223 = and i32 %222, 32767
  %224 = zext i32 %223 to i64
  call void @transparent_crc(i64 noundef %224, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.54, i64 0, i64 0), i32 noundef %.0)
  %225 = load i32, i32* %221, align 4
  %226 = shl i32 %225, 9
  %227 = ashr i32 %226, 24
  %228 = sext i32 %227 to i64
  call void @transparent_crc(i64 noundef %228, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.55, i64 0, i64 0), i32 noundef %.0)
  %229 = getelementptr inbounds [8 x %struct.S0], [8 x %struct.S0]* bitcast ([8 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }]* @g_606 to [8 x %struct.S0]*), i64 0, i64 %219, i32 1
  %230 = load i32, i32* %229, align 4
  %231 = shl i32 %230, 22
  %232 = ashr exact i32 %231, 22
  %233 = sext i32 %232 to i64
  call void @transparent_crc(i64 noundef %233, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.56, i64 0, i64 0), i32 noundef %.0)
  %234 = load volatile i32, i32* %229, align 4
  %235 = lshr i32 %234, 10
  %236 = and i32 %235, 16383
  %237 = zext i32 %236 to i64
  call void @transparent_crc(i64 noundef %237, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.57, i64 0, i64 0), i32 noundef %.0)
  %238 = load i32, i32* %229, align 4
  %239 = lshr i32 %238, 24
  %240 = and i32 %239, 31
  %241 = zext i32 %240 to i64
  call void @transparent_crc(i64 noundef %241, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.58, i64 0, i64 0), i32 noundef %.0)
  %242 = getelementptr inbounds [8 x %struct.S0], [8 x %struct.S0]* bitcast ([8 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }]* @g_606 to [8 x %struct.S0]*), i64 0, i64 %219, i32 2
  %243 = load volatile i8, i8* %242, align 4
  %244 = zext i8 %243 to i64
  call void @transparent_crc(i64 noundef %244, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.59, i64 0, i64 0), i32 noundef %.0)
  %.not399 = icmp eq i32 %.0, 0
  br i1 %.not399, label %247, label %245, !prof !69

245:                                              ; preds = %218
  %246 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.3, i64 0, i64 0), i32 noundef %.6386) #6
  br label %247

247:                                              ; preds = %218, %245
  %248 = add nuw nsw i32 %.6386, 1
  br label %216, !llvm.loop !71

249:                                              ; preds = %216
  %250 = load volatile i32, i32* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_720 to i32*), align 4
  %251 = and i32 %250, 32767
  %252 = zext i32 %251 to i64
  call void @transparent_crc(i64 noundef %252, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.60, i64 0, i64 0), i32 noundef %.0)
  %253 = load volatile i32, i32* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_720 to i32*), align 4
  %254 = shl i32 %253, 9
  %255 = ashr i32 %254, 24
  %256 = sext i32 %255 to i64
  call void @transparent_crc(i64 noundef %256, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.61, i64 0, i64 0), i32 noundef %.0)
  %257 = load volatile i32, i32* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_720, i64 0, i32 4) to i32*), align 4
  %258 = shl i32 %257, 22
  %259 = ashr exact i32 %258, 22
  %260 = sext i32 %259 to i64
  call void @transparent_crc(i64 noundef %260, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.62, i64 0, i64 0), i32 noundef %.0)
  %261 = load volatile i32, i32* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_720, i64 0, i32 4) to i32*), align 4
  %262 = lshr i32 %261, 10
  %263 = and i32 %262, 16383
  %264 = zext i32 %263 to i64
  call void @transparent_crc(i64 noundef %264, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.63, i64 0, i64 0), i32 noundef %.0)
  %265 = load volatile i32, i32* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_720, i64 0, i32 4) to i32*), align 4
  %266 = lshr i32 %265, 24
  %267 = and i32 %266, 31
  %268 = zext i32 %267 to i64
  call void @transparent_crc(i64 noundef %268, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.64, i64 0, i64 0), i32 noundef %.0)
  %269 = load volatile i8, i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_720, i64 0, i32 8), align 4
  %270 = zext i8 %269 to i64
  call void @transparent_crc(i64 noundef %270, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.65, i64 0, i64 0), i32 noundef %.0)
  %271 = load i32, i32* @g_754, align 4, !tbaa !52
  %272 = sext i32 %271 to i64
  call void @transparent_crc(i64 noundef %272, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.66, i64 0, i64 0), i32 noundef %.0)
  br label %273

273:                                              ; preds = %291, %249
  %.7387 = phi i32 [ 0, %249 ], [ %292, %291 ]
  %274 = icmp ult i32 %.7387, 4
  br i1 %274, label %275, label %293, !prof !50

275:                                              ; preds = %273, %289
  %.3379 = phi i32 [ %290, %289 ], [ 0, %273 ]
  %276 = icmp ult i32 %.3379, 9
  br i1 %276, label %277, label %291, !prof !72

277:                                              ; preds = %275, %287
  %.0375 = phi i32 [ %288, %287 ], [ 0, %275 ]
  %278 = icmp ult i32 %.0375, 7
  br i1 %278, label %279, label %289, !prof !73

279:                                              ; preds = %277
  %280 = zext i32 %.7387 to i64
  %281 = zext i32 %.3379 to i64
  %282 = zext i32 %.0375 to i64
  %283 = getelementptr inbounds [4 x [9 x [7 x i64]]], [4 x [9 x [7 x i64]]]* @g_773, i64 0, i64 %280, i64 %281, i64 %282
  %284 = load volatile i64, i64* %283, align 8, !tbaa !40
  call void @transparent_crc(i64 noundef %284, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.67, i64 0, i64 0), i32 noundef %.0)
  %.not398 = icmp eq i32 %.0, 0
  br i1 %.not398, label %287, label %285, !prof !74

285:                                              ; preds = %279
  %286 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.68, i64 0, i64 0), i32 noundef %.7387, i32 noundef %.3379, i32 noundef %.0375) #6
  br label %287

287:                                              ; preds = %279, %285
  %288 = add nuw nsw i32 %.0375, 1
  br label %277, !llvm.loop !75

289:                                              ; preds = %277
  %290 = add nuw nsw i32 %.3379, 1
  br label %275, !llvm.loop !76

291:                                              ; preds = %275
  %292 = add nuw nsw i32 %.7387, 1
  br label %273, !llvm.loop !77

293:                                              ; preds = %273
  %294 = load volatile i32, i32* @g_787, align 4, !tbaa !52
  %295 = zext i32 %294 to i64
  call void @transparent_crc(i64 noundef %295, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.69, i64 0, i64 0), i32 noundef %.0)
  %296 = load volatile i8, i8* @g_796, align 1, !tbaa !43
  %297 = zext i8 %296 to i64
  call void @transparent_crc(i64 noundef %297, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.70, i64 0, i64 0), i32 noundef %.0)
  %298 = load volatile i8, i8* @g_799, align 1, !tbaa !43
  %299 = sext i8 %298 to i64
  call void @transparent_crc(i64 noundef %299, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.71, i64 0, i64 0), i32 noundef %.0)
  %300 = load volatile i32, i32* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_876 to i32*), align 4
  %301 = and i32 %300, 32767
  %302 = zext i32 %301 to i64
  call void @transparent_crc(i64 noundef %302, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.72, i64 0, i64 0), i32 noundef %.0)
  %303 = load i32, i32* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_876 to i32*), align 4
  %304 = shl i32 %303, 9
  %305 = ashr i32 %304, 24
  %306 = sext i32 %305 to i64
  call void @transparent_crc(i64 noundef %306, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.73, i64 0, i64 0), i32 noundef %.0)
  %307 = load i32, i32* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_876, i64 0, i32 4) to i32*), align 4
  %308 = shl i32 %307, 22
  %309 = ashr exact i32 %308, 22
  %310 = sext i32 %309 to i64
  call void @transparent_crc(i64 noundef %310, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.74, i64 0, i64 0), i32 noundef %.0)
  %311 = load volatile i32, i32* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_876, i64 0, i32 4) to i32*), align 4
  %312 = lshr i32 %311, 10
  %313 = and i32 %312, 16383
  %314 = zext i32 %313 to i64
  call void @transparent_crc(i64 noundef %314, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.75, i64 0, i64 0), i32 noundef %.0)
  %315 = load i32, i32* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_876, i64 0, i32 4) to i32*), align 4
  %316 = lshr i32 %315, 24
  %317 = and i32 %316, 31
  %318 = zext i32 %317 to i64
  call void @transparent_crc(i64 noundef %318, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.76, i64 0, i64 0), i32 noundef %.0)
  %319 = load volatile i8, i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_876, i64 0, i32 8), align 4
  %320 = zext i8 %319 to i64
  call void @transparent_crc(i64 noundef %320, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.77, i64 0, i64 0), i32 noundef %.0)
  %321 = load i32, i32* @g_1008, align 4, !tbaa !52
  %322 = zext i32 %321 to i64
  call void @transparent_crc(i64 noundef %322, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.78, i64 0, i64 0), i32 noundef %.0)
  %323 = load i16, i16* @g_1039, align 2, !tbaa !48
  %324 = sext i16 %323 to i64
  call void @transparent_crc(i64 noundef %324, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.79, i64 0, i64 0), i32 noundef %.0)
  %325 = load volatile i32, i32* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_1066 to i32*), align 4
  %326 = and i32 %325, 32767
  %327 = zext i32 %326 to i64
  call void @transparent_crc(i64 noundef %327, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.80, i64 0, i64 0), i32 noundef %.0)
  %328 = load volatile i32, i32* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_1066 to i32*), align 4
  %329 = shl i32 %328, 9
  %330 = ashr i32 %329, 24
  %331 = sext i32 %330 to i64
  call void @transparent_crc(i64 noundef %331, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.81, i64 0, i64 0), i32 noundef %.0)
  %332 = load volatile i32, i32* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_1066, i64 0, i32 4) to i32*), align 4
  %333 = shl i32 %332, 22
  %334 = ashr exact i32 %333, 22
  %335 = sext i32 %334 to i64
  call void @transparent_crc(i64 noundef %335, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.82, i64 0, i64 0), i32 noundef %.0)
  %336 = load volatile i32, i32* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_1066, i64 0, i32 4) to i32*), align 4
  %337 = lshr i32 %336, 10
  %338 = and i32 %337, 16383
  %339 = zext i32 %338 to i64
  call void @transparent_crc(i64 noundef %339, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.83, i64 0, i64 0), i32 noundef %.0)
  %340 = load volatile i32, i32* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_1066, i64 0, i32 4) to i32*), align 4
  %341 = lshr i32 %340, 24
  %342 = and i32 %341, 31
  %343 = zext i32 %342 to i64
  call void @transparent_crc(i64 noundef %343, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.84, i64 0, i64 0), i32 noundef %.0)
  %344 = load volatile i8, i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_1066, i64 0, i32 8), align 4
  %345 = zext i8 %344 to i64
  call void @transparent_crc(i64 noundef %345, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.85, i64 0, i64 0), i32 noundef %.0)
  %346 = load volatile i32, i32* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_1067 to i32*), align 4
  %347 = and i32 %346, 32767
  %348 = zext i32 %347 to i64
  call void @transparent_crc(i64 noundef %348, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.86, i64 0, i64 0), i32 noundef %.0)
  %349 = load volatile i32, i32* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_1067 to i32*), align 4
  %350 = shl i32 %349, 9
  %351 = ashr i32 %350, 24
  %352 = sext i32 %351 to i64
  call void @transparent_crc(i64 noundef %352, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.87, i64 0, i64 0), i32 noundef %.0)
  %353 = load volatile i32, i32* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_1067, i64 0, i32 4) to i32*), align 4
  %354 = shl i32 %353, 22
  %355 = ashr exact i32 %354, 22
  %356 = sext i32 %355 to i64
  call void @transparent_crc(i64 noundef %356, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.88, i64 0, i64 0), i32 noundef %.0)
  %357 = load volatile i32, i32* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_1067, i64 0, i32 4) to i32*), align 4
  %358 = lshr i32 %357, 10
  %359 = and i32 %358, 16383
  %360 = zext i32 %359 to i64
  call void @transparent_crc(i64 noundef %360, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.89, i64 0, i64 0), i32 noundef %.0)
  %361 = load volatile i32, i32* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_1067, i64 0, i32 4) to i32*), align 4
  %362 = lshr i32 %361, 24
  %363 = and i32 %362, 31
  %364 = zext i32 %363 to i64
  call void @transparent_crc(i64 noundef %364, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.90, i64 0, i64 0), i32 noundef %.0)
  %365 = load volatile i8, i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_1067, i64 0, i32 8), align 4
  %366 = zext i8 %365 to i64
  call void @transparent_crc(i64 noundef %366, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.91, i64 0, i64 0), i32 noundef %.0)
  %367 = load volatile i32, i32* @g_1131, align 4, !tbaa !52
  %368 = sext i32 %367 to i64
  call void @transparent_crc(i64 noundef %368, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.92, i64 0, i64 0), i32 noundef %.0)
  br label %369

369:                                              ; preds = %377, %293
  %.8388 = phi i32 [ 0, %293 ], [ %378, %377 ]
  %370 = icmp ult i32 %.8388, 2
  br i1 %370, label %371, label %379, !prof !78

371:                                              ; preds = %369
  %372 = zext i32 %.8388 to i64
  %373 = getelementptr inbounds [2 x i64], [2 x i64]* @g_1168, i64 0, i64 %372
  %374 = load i64, i64* %373, align 8, !tbaa !40
  call void @transparent_crc(i64 noundef %374, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.93, i64 0, i64 0), i32 noundef %.0)
  %.not397 = icmp eq i32 %.0, 0
  br i1 %.not397, label %377, label %375, !prof !79

375:                                              ; preds = %371
  %376 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.3, i64 0, i64 0), i32 noundef %.8388) #6
  br label %377

377:                                              ; preds = %371, %375
  %378 = add nuw nsw i32 %.8388, 1
  br label %369, !llvm.loop !80

379:                                              ; preds = %369, %392
  %.9 = phi i32 [ %393, %392 ], [ 0, %369 ]
  %380 = icmp ult i32 %.9, 9
  br i1 %380, label %381, label %394, !prof !81

381:                                              ; preds = %379, %390
  %.4 = phi i32 [ %391, %390 ], [ 0, %379 ]
  %382 = icmp ult i32 %.4, 7
  br i1 %382, label %383, label %392, !prof !82

383:                                              ; preds = %381
  %384 = zext i32 %.9 to i64
  %385 = zext i32 %.4 to i64
  %386 = getelementptr inbounds [9 x [7 x i64]], [9 x [7 x i64]]* @g_1243, i64 0, i64 %384, i64 %385
  %387 = load i64, i64* %386, align 8, !tbaa !40
  call void @transparent_crc(i64 noundef %387, i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.94, i64 0, i64 0), i32 noundef %.0)
  %.not396 = icmp eq i32 %.0, 0
  br i1 %.not396, label %390, label %388, !prof !83

388:                                              ; preds = %383
  %389 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.7, i64 0, i64 0), i32 noundef %.9, i32 noundef %.4) #6
  br label %390

390:                                              ; preds = %383, %388
  %391 = add nuw nsw i32 %.4, 1
  br label %381, !llvm.loop !84

392:                                              ; preds = %381
  %393 = add nuw nsw i32 %.9, 1
  br label %379, !llvm.loop !85

394:                                              ; preds = %379, %408
  %.10 = phi i32 [ %409, %408 ], [ 0, %379 ]
  %395 = icmp ult i32 %.10, 6
  br i1 %395, label %396, label %410, !prof !86

396:                                              ; preds = %394, %406
  %.5 = phi i32 [ %407, %406 ], [ 0, %394 ]
  %397 = icmp ult i32 %.5, 6
  br i1 %397, label %398, label %408, !prof !87

398:                                              ; preds = %396
  %399 = zext i32 %.10 to i64
  %400 = zext i32 %.5 to i64
  %401 = getelementptr inbounds [6 x [6 x i32]], [6 x [6 x i32]]* @g_1264, i64 0, i64 %399, i64 %400
  %402 = load i32, i32* %401, align 4, !tbaa !52
  %403 = sext i32 %402 to i64
  call void @transparent_crc(i64 noundef %403, i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.95, i64 0, i64 0), i32 noundef %.0)
  %.not395 = icmp eq i32 %.0, 0
  br i1 %.not395, label %406, label %404, !prof !88

404:                                              ; preds = %398
  %405 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.7, i64 0, i64 0), i32 noundef %.10, i32 noundef %.5) #6
  br label %406

406:                                              ; preds = %398, %404
  %407 = add nuw nsw i32 %.5, 1
  br label %396, !llvm.loop !89

408:                                              ; preds = %396
  %409 = add nuw nsw i32 %.10, 1
  br label %394, !llvm.loop !90

410:                                              ; preds = %394, %451
  %.11 = phi i32 [ %452, %451 ], [ 0, %394 ]
  %411 = icmp ult i32 %.11, 2
  br i1 %411, label %412, label %453, !prof !78

412:                                              ; preds = %410, %449
  %.6 = phi i32 [ %450, %449 ], [ 0, %410 ]
  %413 = icmp ult i32 %.6, 5
  br i1 %413, label %414, label %451, !prof !91

414:                                              ; preds = %412, %447
  %.1 = phi i32 [ %448, %447 ], [ 0, %412 ]
  %415 = icmp ult i32 %.1, 5
  br i1 %415, label %416, label %449, !prof !92

416:                                              ; preds = %414
  %417 = zext i32 %.11 to i64
  %418 = zext i32 %.6 to i64
  %419 = zext i32 %.1 to i64
  %420 = getelementptr inbounds [2 x [5 x [5 x %struct.S0]]], [2 x [5 x [5 x %struct.S0]]]* bitcast ([2 x [5 x [5 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }]]]* @g_1288 to [2 x [5 x [5 x %struct.S0]]]*), i64 0, i64 %417, i64 %418, i64 %419
  %421 = bitcast %struct.S0* %420 to i32*
  %422 = load volatile i32, i32* %421, align 4
  %423 = and i32 %422, 32767
  %424 = zext i32 %423 to i64
  call void @transparent_crc(i64 noundef %424, i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.96, i64 0, i64 0), i32 noundef %.0)
  %425 = load i32, i32* %421, align 4
  %426 = shl i32 %425, 9
  %427 = ashr i32 %426, 24
  %428 = sext i32 %427 to i64
  call void @transparent_crc(i64 noundef %428, i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.97, i64 0, i64 0), i32 noundef %.0)
  %429 = getelementptr inbounds [2 x [5 x [5 x %struct.S0]]], [2 x [5 x [5 x %struct.S0]]]* bitcast ([2 x [5 x [5 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }]]]* @g_1288 to [2 x [5 x [5 x %struct.S0]]]*), i64 0, i64 %417, i64 %418, i64 %419, i32 1
  %430 = load i32, i32* %429, align 4
  %431 = shl i32 %430, 22
  %432 = ashr exact i32 %431, 22
  %433 = sext i32 %432 to i64
  call void @transparent_crc(i64 noundef %433, i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.98, i64 0, i64 0), i32 noundef %.0)
  %434 = load volatile i32, i32* %429, align 4
  %435 = lshr i32 %434, 10
  %436 = and i32 %435, 16383
  %437 = zext i32 %436 to i64
  call void @transparent_crc(i64 noundef %437, i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.99, i64 0, i64 0), i32 noundef %.0)
  %438 = load i32, i32* %429, align 4
  %439 = lshr i32 %438, 24
  %440 = and i32 %439, 31
  %441 = zext i32 %440 to i64
  call void @transparent_crc(i64 noundef %441, i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.100, i64 0, i64 0), i32 noundef %.0)
  %442 = getelementptr inbounds [2 x [5 x [5 x %struct.S0]]], [2 x [5 x [5 x %struct.S0]]]* bitcast ([2 x [5 x [5 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }]]]* @g_1288 to [2 x [5 x [5 x %struct.S0]]]*), i64 0, i64 %417, i64 %418, i64 %419, i32 2
  %443 = load volatile i8, i8* %442, align 4
  %444 = zext i8 %443 to i64
  call void @transparent_crc(i64 noundef %444, i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.101, i64 0, i64 0), i32 noundef %.0)
  %.not394 = icmp eq i32 %.0, 0
  br i1 %.not394, label %447, label %445, !prof !93

445:                                              ; preds = %416
  %446 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.68, i64 0, i64 0), i32 noundef %.11, i32 noundef %.6, i32 noundef %.1) #6
  br label %447

447:                                              ; preds = %416, %445
  %448 = add nuw nsw i32 %.1, 1
  br label %414, !llvm.loop !94

449:                                              ; preds = %414
  %450 = add nuw nsw i32 %.6, 1
  br label %412, !llvm.loop !95

451:                                              ; preds = %412
  %452 = add nuw nsw i32 %.11, 1
  br label %410, !llvm.loop !96

453:                                              ; preds = %410
  %454 = load i64, i64* @g_1317, align 8, !tbaa !40
  call void @transparent_crc(i64 noundef %454, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.102, i64 0, i64 0), i32 noundef %.0)
  %455 = load i32, i32* @g_1388, align 4, !tbaa !52
  %456 = zext i32 %455 to i64
  call void @transparent_crc(i64 noundef %456, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.103, i64 0, i64 0), i32 noundef %.0)
  %457 = load volatile i32, i32* @g_1525, align 4, !tbaa !52
  %458 = sext i32 %457 to i64
  call void @transparent_crc(i64 noundef %458, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.104, i64 0, i64 0), i32 noundef %.0)
  %459 = load volatile i16, i16* @g_1590, align 2, !tbaa !48
  %460 = zext i16 %459 to i64
  call void @transparent_crc(i64 noundef %460, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.105, i64 0, i64 0), i32 noundef %.0)
  %461 = load i8, i8* @g_1677, align 1, !tbaa !43
  %462 = zext i8 %461 to i64
  call void @transparent_crc(i64 noundef %462, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.106, i64 0, i64 0), i32 noundef %.0)
  %463 = load i8, i8* @g_1698, align 1, !tbaa !43
  %464 = sext i8 %463 to i64
  call void @transparent_crc(i64 noundef %464, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.107, i64 0, i64 0), i32 noundef %.0)
  %465 = load i32, i32* @g_1757, align 4, !tbaa !52
  %466 = sext i32 %465 to i64
  call void @transparent_crc(i64 noundef %466, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.108, i64 0, i64 0), i32 noundef %.0)
  %467 = load volatile i32, i32* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_1790 to i32*), align 4
  %468 = and i32 %467, 32767
  %469 = zext i32 %468 to i64
  call void @transparent_crc(i64 noundef %469, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.109, i64 0, i64 0), i32 noundef %.0)
  %470 = load volatile i32, i32* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_1790 to i32*), align 4
  %471 = shl i32 %470, 9
  %472 = ashr i32 %471, 24
  %473 = sext i32 %472 to i64
  call void @transparent_crc(i64 noundef %473, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.110, i64 0, i64 0), i32 noundef %.0)
  %474 = load volatile i32, i32* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_1790, i64 0, i32 4) to i32*), align 4
  %475 = shl i32 %474, 22
  %476 = ashr exact i32 %475, 22
  %477 = sext i32 %476 to i64
  call void @transparent_crc(i64 noundef %477, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.111, i64 0, i64 0), i32 noundef %.0)
  %478 = load volatile i32, i32* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_1790, i64 0, i32 4) to i32*), align 4
  %479 = lshr i32 %478, 10
  %480 = and i32 %479, 16383
  %481 = zext i32 %480 to i64
  call void @transparent_crc(i64 noundef %481, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.112, i64 0, i64 0), i32 noundef %.0)
  %482 = load volatile i32, i32* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_1790, i64 0, i32 4) to i32*), align 4
  %483 = lshr i32 %482, 24
  %484 = and i32 %483, 31
  %485 = zext i32 %484 to i64
  call void @transparent_crc(i64 noundef %485, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.113, i64 0, i64 0), i32 noundef %.0)
  %486 = load volatile i8, i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_1790, i64 0, i32 8), align 4
  %487 = zext i8 %486 to i64
  call void @transparent_crc(i64 noundef %487, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.114, i64 0, i64 0), i32 noundef %.0)
  br label %488

488:                                              ; preds = %507, %453
  %.12 = phi i32 [ 0, %453 ], [ %508, %507 ]
  %489 = icmp ult i32 %.12, 4
  br i1 %489, label %490, label %509, !prof !50

490:                                              ; preds = %488, %505
  %.7 = phi i32 [ %506, %505 ], [ 0, %488 ]
  %491 = icmp eq i32 %.7, 0
  br i1 %491, label %492, label %507, !prof !97

492:                                              ; preds = %490, %503
  %.2 = phi i32 [ %504, %503 ], [ 0, %490 ]
  %493 = icmp ult i32 %.2, 8
  br i1 %493, label %494, label %505, !prof !51

494:                                              ; preds = %492
  %495 = zext i32 %.12 to i64
  %496 = zext i32 %.7 to i64
  %497 = zext i32 %.2 to i64
  %498 = getelementptr inbounds [4 x [1 x [8 x i8]]], [4 x [1 x [8 x i8]]]* @g_1888, i64 0, i64 %495, i64 %496, i64 %497
  %499 = load i8, i8* %498, align 1, !tbaa !43
  %500 = zext i8 %499 to i64
  call void @transparent_crc(i64 noundef %500, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.115, i64 0, i64 0), i32 noundef %.0)
  %.not393 = icmp eq i32 %.0, 0
  br i1 %.not393, label %503, label %501, !prof !54

501:                                              ; preds = %494
  %502 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.68, i64 0, i64 0), i32 noundef %.12, i32 noundef %.7, i32 noundef %.2) #6
  br label %503

503:                                              ; preds = %494, %501
  %504 = add nuw nsw i32 %.2, 1
  br label %492, !llvm.loop !98

505:                                              ; preds = %492
  %506 = add nuw nsw i32 %.7, 1
  br label %490, !llvm.loop !99

507:                                              ; preds = %490
  %508 = add nuw nsw i32 %.12, 1
  br label %488, !llvm.loop !100

509:                                              ; preds = %488
  %510 = load volatile i32, i32* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_1889 to i32*), align 4
  %511 = and i32 %510, 32767
  %512 = zext i32 %511 to i64
  call void @transparent_crc(i64 noundef %512, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.116, i64 0, i64 0), i32 noundef %.0)
  %513 = load volatile i32, i32* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_1889 to i32*), align 4
  %514 = shl i32 %513, 9
  %515 = ashr i32 %514, 24
  %516 = sext i32 %515 to i64
  call void @transparent_crc(i64 noundef %516, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.117, i64 0, i64 0), i32 noundef %.0)
  %517 = load volatile i32, i32* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_1889, i64 0, i32 4) to i32*), align 4
  %518 = shl i32 %517, 22
  %519 = ashr exact i32 %518, 22
  %520 = sext i32 %519 to i64
  call void @transparent_crc(i64 noundef %520, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.118, i64 0, i64 0), i32 noundef %.0)
  %521 = load volatile i32, i32* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_1889, i64 0, i32 4) to i32*), align 4
  %522 = lshr i32 %521, 10
  %523 = and i32 %522, 16383
  %524 = zext i32 %523 to i64
  call void @transparent_crc(i64 noundef %524, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.119, i64 0, i64 0), i32 noundef %.0)
  %525 = load volatile i32, i32* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_1889, i64 0, i32 4) to i32*), align 4
  %526 = lshr i32 %525, 24
  %527 = and i32 %526, 31
  %528 = zext i32 %527 to i64
  call void @transparent_crc(i64 noundef %528, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.120, i64 0, i64 0), i32 noundef %.0)
  %529 = load volatile i8, i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_1889, i64 0, i32 8), align 4
  %530 = zext i8 %529 to i64
  call void @transparent_crc(i64 noundef %530, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.121, i64 0, i64 0), i32 noundef %.0)
  %531 = load i16, i16* @g_1910, align 2, !tbaa !48
  %532 = sext i16 %531 to i64
  call void @transparent_crc(i64 noundef %532, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.122, i64 0, i64 0), i32 noundef %.0)
  br label %533

533:                                              ; preds = %542, %509
  %.13 = phi i32 [ 0, %509 ], [ %543, %542 ]
  %534 = icmp ult i32 %.13, 5
  br i1 %534, label %535, label %544, !prof !101

535:                                              ; preds = %533
  %536 = zext i32 %.13 to i64
  %537 = getelementptr inbounds [5 x i32], [5 x i32]* @g_1964, i64 0, i64 %536
  %538 = load volatile i32, i32* %537, align 4, !tbaa !52
  %539 = zext i32 %538 to i64
  call void @transparent_crc(i64 noundef %539, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.123, i64 0, i64 0), i32 noundef %.0)
  %.not392 = icmp eq i32 %.0, 0
  br i1 %.not392, label %542, label %540, !prof !102

540:                                              ; preds = %535
  %541 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.3, i64 0, i64 0), i32 noundef %.13) #6
  br label %542

542:                                              ; preds = %535, %540
  %543 = add nuw nsw i32 %.13, 1
  br label %533, !llvm.loop !103

544:                                              ; preds = %533
  %545 = load volatile i32, i32* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_1984 to i32*), align 4
  %546 = and i32 %545, 32767
  %547 = zext i32 %546 to i64
  call void @transparent_crc(i64 noundef %547, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.124, i64 0, i64 0), i32 noundef %.0)
  %548 = load i32, i32* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_1984 to i32*), align 4
  %549 = shl i32 %548, 9
  %550 = ashr i32 %549, 24
  %551 = sext i32 %550 to i64
  call void @transparent_crc(i64 noundef %551, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.125, i64 0, i64 0), i32 noundef %.0)
  %552 = load i32, i32* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_1984, i64 0, i32 4) to i32*), align 4
  %553 = shl i32 %552, 22
  %554 = ashr exact i32 %553, 22
  %555 = sext i32 %554 to i64
  call void @transparent_crc(i64 noundef %555, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.126, i64 0, i64 0), i32 noundef %.0)
  %556 = load volatile i32, i32* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_1984, i64 0, i32 4) to i32*), align 4
  %557 = lshr i32 %556, 10
  %558 = and i32 %557, 16383
  %559 = zext i32 %558 to i64
  call void @transparent_crc(i64 noundef %559, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.127, i64 0, i64 0), i32 noundef %.0)
  %560 = load i32, i32* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_1984, i64 0, i32 4) to i32*), align 4
  %561 = lshr i32 %560, 24
  %562 = and i32 %561, 31
  %563 = zext i32 %562 to i64
  call void @transparent_crc(i64 noundef %563, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.128, i64 0, i64 0), i32 noundef %.0)
  %564 = load volatile i8, i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_1984, i64 0, i32 8), align 4
  %565 = zext i8 %564 to i64
  call void @transparent_crc(i64 noundef %565, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.129, i64 0, i64 0), i32 noundef %.0)
  %566 = load i8, i8* @g_1987, align 1, !tbaa !43
  %567 = zext i8 %566 to i64
  call void @transparent_crc(i64 noundef %567, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.130, i64 0, i64 0), i32 noundef %.0)
  %568 = load volatile i32, i32* @g_1993, align 4, !tbaa !52
  %569 = zext i32 %568 to i64
  call void @transparent_crc(i64 noundef %569, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.131, i64 0, i64 0), i32 noundef %.0)
  %570 = load volatile i32, i32* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_2015 to i32*), align 4
  %571 = and i32 %570, 32767
  %572 = zext i32 %571 to i64
  call void @transparent_crc(i64 noundef %572, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.132, i64 0, i64 0), i32 noundef %.0)
  %573 = load i32, i32* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_2015 to i32*), align 4
  %574 = shl i32 %573, 9
  %575 = ashr i32 %574, 24
  %576 = sext i32 %575 to i64
  call void @transparent_crc(i64 noundef %576, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.133, i64 0, i64 0), i32 noundef %.0)
  %577 = load i32, i32* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_2015, i64 0, i32 4) to i32*), align 4
  %578 = shl i32 %577, 22
  %579 = ashr exact i32 %578, 22
  %580 = sext i32 %579 to i64
  call void @transparent_crc(i64 noundef %580, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.134, i64 0, i64 0), i32 noundef %.0)
  %581 = load volatile i32, i32* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_2015, i64 0, i32 4) to i32*), align 4
  %582 = lshr i32 %581, 10
  %583 = and i32 %582, 16383
  %584 = zext i32 %583 to i64
  call void @transparent_crc(i64 noundef %584, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.135, i64 0, i64 0), i32 noundef %.0)
  %585 = load i32, i32* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_2015, i64 0, i32 4) to i32*), align 4
  %586 = lshr i32 %585, 24
  %587 = and i32 %586, 31
  %588 = zext i32 %587 to i64
  call void @transparent_crc(i64 noundef %588, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.136, i64 0, i64 0), i32 noundef %.0)
  %589 = load volatile i8, i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_2015, i64 0, i32 8), align 4
  %590 = zext i8 %589 to i64
  call void @transparent_crc(i64 noundef %590, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.137, i64 0, i64 0), i32 noundef %.0)
  %591 = load volatile i32, i32* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_2101 to i32*), align 4
  %592 = and i32 %591, 32767
  %593 = zext i32 %592 to i64
  call void @transparent_crc(i64 noundef %593, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.138, i64 0, i64 0), i32 noundef %.0)
  %594 = load i32, i32* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_2101 to i32*), align 4
  %595 = shl i32 %594, 9
  %596 = ashr i32 %595, 24
  %597 = sext i32 %596 to i64
  call void @transparent_crc(i64 noundef %597, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.139, i64 0, i64 0), i32 noundef %.0)
  %598 = load i32, i32* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_2101, i64 0, i32 4) to i32*), align 4
  %599 = shl i32 %598, 22
  %600 = ashr exact i32 %599, 22
  %601 = sext i32 %600 to i64
  call void @transparent_crc(i64 noundef %601, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.140, i64 0, i64 0), i32 noundef %.0)
  %602 = load volatile i32, i32* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_2101, i64 0, i32 4) to i32*), align 4
  %603 = lshr i32 %602, 10
  %604 = and i32 %603, 16383
  %605 = zext i32 %604 to i64
  call void @transparent_crc(i64 noundef %605, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.141, i64 0, i64 0), i32 noundef %.0)
  %606 = load i32, i32* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_2101, i64 0, i32 4) to i32*), align 4
  %607 = lshr i32 %606, 24
  %608 = and i32 %607, 31
  %609 = zext i32 %608 to i64
  call void @transparent_crc(i64 noundef %609, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.142, i64 0, i64 0), i32 noundef %.0)
  %610 = load volatile i8, i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_2101, i64 0, i32 8), align 4
  %611 = zext i8 %610 to i64
  call void @transparent_crc(i64 noundef %611, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.143, i64 0, i64 0), i32 noundef %.0)
  call void @transparent_crc(i64 noundef 4, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.144, i64 0, i64 0), i32 noundef %.0)
  %612 = load i8, i8* @g_2200, align 1, !tbaa !43
  %613 = sext i8 %612 to i64
  call void @transparent_crc(i64 noundef %613, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.145, i64 0, i64 0), i32 noundef %.0)
  %614 = load volatile i32, i32* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_2284 to i32*), align 4
  %615 = and i32 %614, 32767
  %616 = zext i32 %615 to i64
  call void @transparent_crc(i64 noundef %616, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.146, i64 0, i64 0), i32 noundef %.0)
  %617 = load i32, i32* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_2284 to i32*), align 4
  %618 = shl i32 %617, 9
  %619 = ashr i32 %618, 24
  %620 = sext i32 %619 to i64
  call void @transparent_crc(i64 noundef %620, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.147, i64 0, i64 0), i32 noundef %.0)
  %621 = load i32, i32* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_2284, i64 0, i32 4) to i32*), align 4
  %622 = shl i32 %621, 22
  %623 = ashr exact i32 %622, 22
  %624 = sext i32 %623 to i64
  call void @transparent_crc(i64 noundef %624, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.148, i64 0, i64 0), i32 noundef %.0)
  %625 = load volatile i32, i32* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_2284, i64 0, i32 4) to i32*), align 4
  %626 = lshr i32 %625, 10
  %627 = and i32 %626, 16383
  %628 = zext i32 %627 to i64
  call void @transparent_crc(i64 noundef %628, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.149, i64 0, i64 0), i32 noundef %.0)
  %629 = load i32, i32* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_2284, i64 0, i32 4) to i32*), align 4
  %630 = lshr i32 %629, 24
  %631 = and i32 %630, 31
  %632 = zext i32 %631 to i64
  call void @transparent_crc(i64 noundef %632, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.150, i64 0, i64 0), i32 noundef %.0)
  %633 = load volatile i8, i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_2284, i64 0, i32 8), align 4
  %634 = zext i8 %633 to i64
  call void @transparent_crc(i64 noundef %634, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.151, i64 0, i64 0), i32 noundef %.0)
  %635 = load volatile i32, i32* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_2287 to i32*), align 4
  %636 = and i32 %635, 32767
  %637 = zext i32 %636 to i64
  call void @transparent_crc(i64 noundef %637, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.152, i64 0, i64 0), i32 noundef %.0)
  %638 = load i32, i32* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_2287 to i32*), align 4
  %639 = shl i32 %638, 9
  %640 = ashr i32 %639, 24
  %641 = sext i32 %640 to i64
  call void @transparent_crc(i64 noundef %641, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.153, i64 0, i64 0), i32 noundef %.0)
  %642 = load i32, i32* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_2287, i64 0, i32 4) to i32*), align 4
  %643 = shl i32 %642, 22
  %644 = ashr exact i32 %643, 22
  %645 = sext i32 %644 to i64
  call void @transparent_crc(i64 noundef %645, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.154, i64 0, i64 0), i32 noundef %.0)
  %646 = load volatile i32, i32* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_2287, i64 0, i32 4) to i32*), align 4
  %647 = lshr i32 %646, 10
  %648 = and i32 %647, 16383
  %649 = zext i32 %648 to i64
  call void @transparent_crc(i64 noundef %649, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.155, i64 0, i64 0), i32 noundef %.0)
  %650 = load i32, i32* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_2287, i64 0, i32 4) to i32*), align 4
  %651 = lshr i32 %650, 24
  %652 = and i32 %651, 31
  %653 = zext i32 %652 to i64
  call void @transparent_crc(i64 noundef %653, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.156, i64 0, i64 0), i32 noundef %.0)
  %654 = load volatile i8, i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_2287, i64 0, i32 8), align 4
  %655 = zext i8 %654 to i64
  call void @transparent_crc(i64 noundef %655, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.157, i64 0, i64 0), i32 noundef %.0)
  %656 = load volatile i32, i32* @g_2348, align 4, !tbaa !52
  %657 = zext i32 %656 to i64
  call void @transparent_crc(i64 noundef %657, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.158, i64 0, i64 0), i32 noundef %.0)
  %658 = load i64, i64* @g_2354, align 8, !tbaa !40
  call void @transparent_crc(i64 noundef %658, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.159, i64 0, i64 0), i32 noundef %.0)
  %659 = load i32, i32* @g_2395, align 4, !tbaa !52
  %660 = sext i32 %659 to i64
  call void @transparent_crc(i64 noundef %660, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.160, i64 0, i64 0), i32 noundef %.0)
  %661 = load volatile i64, i64* @g_2457, align 8, !tbaa !40
  call void @transparent_crc(i64 noundef %661, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.161, i64 0, i64 0), i32 noundef %.0)
  %662 = load volatile i32, i32* @g_2471, align 4, !tbaa !52
  %663 = sext i32 %662 to i64
  call void @transparent_crc(i64 noundef %663, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.162, i64 0, i64 0), i32 noundef %.0)
  %664 = load volatile i64, i64* @g_2473, align 8, !tbaa !40
  call void @transparent_crc(i64 noundef %664, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.163, i64 0, i64 0), i32 noundef %.0)
  br label %665

665:                                              ; preds = %706, %544
  %.14 = phi i32 [ 0, %544 ], [ %707, %706 ]
  %666 = icmp ult i32 %.14, 10
  br i1 %666, label %667, label %708, !prof !63

667:                                              ; preds = %665, %704
  %.8 = phi i32 [ %705, %704 ], [ 0, %665 ]
  %668 = icmp ult i32 %.8, 7
  br i1 %668, label %669, label %706, !prof !64

669:                                              ; preds = %667, %702
  %.3 = phi i32 [ %703, %702 ], [ 0, %667 ]
  %670 = icmp ult i32 %.3, 2
  br i1 %670, label %671, label %704, !prof !104

671:                                              ; preds = %669
  %672 = zext i32 %.14 to i64
  %673 = zext i32 %.8 to i64
  %674 = zext i32 %.3 to i64
  %675 = getelementptr inbounds [10 x [7 x [2 x %struct.S0]]], [10 x [7 x [2 x %struct.S0]]]* bitcast ([10 x [7 x [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }]]]* @g_2505 to [10 x [7 x [2 x %struct.S0]]]*), i64 0, i64 %672, i64 %673, i64 %674
  %676 = bitcast %struct.S0* %675 to i32*
  %677 = load volatile i32, i32* %676, align 4
  %678 = and i32 %677, 32767
  %679 = zext i32 %678 to i64
  call void @transparent_crc(i64 noundef %679, i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.164, i64 0, i64 0), i32 noundef %.0)
  %680 = load i32, i32* %676, align 4
  %681 = shl i32 %680, 9
  %682 = ashr i32 %681, 24
  %683 = sext i32 %682 to i64
  call void @transparent_crc(i64 noundef %683, i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.165, i64 0, i64 0), i32 noundef %.0)
  %684 = getelementptr inbounds [10 x [7 x [2 x %struct.S0]]], [10 x [7 x [2 x %struct.S0]]]* bitcast ([10 x [7 x [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }]]]* @g_2505 to [10 x [7 x [2 x %struct.S0]]]*), i64 0, i64 %672, i64 %673, i64 %674, i32 1
  %685 = load i32, i32* %684, align 4
  %686 = shl i32 %685, 22
  %687 = ashr exact i32 %686, 22
  %688 = sext i32 %687 to i64
  call void @transparent_crc(i64 noundef %688, i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.166, i64 0, i64 0), i32 noundef %.0)
  %689 = load volatile i32, i32* %684, align 4
  %690 = lshr i32 %689, 10
  %691 = and i32 %690, 16383
  %692 = zext i32 %691 to i64
  call void @transparent_crc(i64 noundef %692, i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.167, i64 0, i64 0), i32 noundef %.0)
  %693 = load i32, i32* %684, align 4
  %694 = lshr i32 %693, 24
  %695 = and i32 %694, 31
  %696 = zext i32 %695 to i64
  call void @transparent_crc(i64 noundef %696, i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.168, i64 0, i64 0), i32 noundef %.0)
  %697 = getelementptr inbounds [10 x [7 x [2 x %struct.S0]]], [10 x [7 x [2 x %struct.S0]]]* bitcast ([10 x [7 x [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }]]]* @g_2505 to [10 x [7 x [2 x %struct.S0]]]*), i64 0, i64 %672, i64 %673, i64 %674, i32 2
  %698 = load volatile i8, i8* %697, align 4
  %699 = zext i8 %698 to i64
  call void @transparent_crc(i64 noundef %699, i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.169, i64 0, i64 0), i32 noundef %.0)
  %.not391 = icmp eq i32 %.0, 0
  br i1 %.not391, label %702, label %700, !prof !105

700:                                              ; preds = %671
  %701 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.68, i64 0, i64 0), i32 noundef %.14, i32 noundef %.8, i32 noundef %.3) #6
  br label %702

702:                                              ; preds = %671, %700
  %703 = add nuw nsw i32 %.3, 1
  br label %669, !llvm.loop !106

704:                                              ; preds = %669
  %705 = add nuw nsw i32 %.8, 1
  br label %667, !llvm.loop !107

706:                                              ; preds = %667
  %707 = add nuw nsw i32 %.14, 1
  br label %665, !llvm.loop !108

708:                                              ; preds = %665
  %709 = load volatile i32, i32* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_2537 to i32*), align 4
  %710 = and i32 %709, 32767
  %711 = zext i32 %710 to i64
  call void @transparent_crc(i64 noundef %711, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.170, i64 0, i64 0), i32 noundef %.0)
  %712 = load volatile i32, i32* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_2537 to i32*), align 4
  %713 = shl i32 %712, 9
  %714 = ashr i32 %713, 24
  %715 = sext i32 %714 to i64
  call void @transparent_crc(i64 noundef %715, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.171, i64 0, i64 0), i32 noundef %.0)
  %716 = load volatile i32, i32* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_2537, i64 0, i32 4) to i32*), align 4
  %717 = shl i32 %716, 22
  %718 = ashr exact i32 %717, 22
  %719 = sext i32 %718 to i64
  call void @transparent_crc(i64 noundef %719, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.172, i64 0, i64 0), i32 noundef %.0)
  %720 = load volatile i32, i32* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_2537, i64 0, i32 4) to i32*), align 4
  %721 = lshr i32 %720, 10
  %722 = and i32 %721, 16383
  %723 = zext i32 %722 to i64
  call void @transparent_crc(i64 noundef %723, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.173, i64 0, i64 0), i32 noundef %.0)
  %724 = load volatile i32, i32* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_2537, i64 0, i32 4) to i32*), align 4
  %725 = lshr i32 %724, 24
  %726 = and i32 %725, 31
  %727 = zext i32 %726 to i64
  call void @transparent_crc(i64 noundef %727, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.174, i64 0, i64 0), i32 noundef %.0)
  %728 = load volatile i8, i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_2537, i64 0, i32 8), align 4
  %729 = zext i8 %728 to i64
  call void @transparent_crc(i64 noundef %729, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.175, i64 0, i64 0), i32 noundef %.0)
  br label %730

730:                                              ; preds = %739, %708
  %.15 = phi i32 [ 0, %708 ], [ %740, %739 ]
  %731 = icmp ult i32 %.15, 10
  br i1 %731, label %732, label %741, !prof !63

732:                                              ; preds = %730
  %733 = zext i32 %.15 to i64
  %734 = getelementptr inbounds [10 x i32], [10 x i32]* @g_2556, i64 0, i64 %733
  %735 = load i32, i32* %734, align 4, !tbaa !52
  %736 = zext i32 %735 to i64
  call void @transparent_crc(i64 noundef %736, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.176, i64 0, i64 0), i32 noundef %.0)
  %.not390 = icmp eq i32 %.0, 0
  br i1 %.not390, label %739, label %737, !prof !109

737:                                              ; preds = %732
  %738 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.3, i64 0, i64 0), i32 noundef %.15) #6
  br label %739

739:                                              ; preds = %732, %737
  %740 = add nuw nsw i32 %.15, 1
  br label %730, !llvm.loop !110

741:                                              ; preds = %730, %749
  %.16 = phi i32 [ %750, %749 ], [ 0, %730 ]
  %742 = icmp eq i32 %.16, 0
  br i1 %742, label %743, label %751, !prof !42

743:                                              ; preds = %741
  %744 = zext i32 %.16 to i64
  %745 = getelementptr inbounds [1 x i64], [1 x i64]* @g_2598, i64 0, i64 %744
  %746 = load i64, i64* %745, align 8, !tbaa !40
  call void @transparent_crc(i64 noundef %746, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.177, i64 0, i64 0), i32 noundef %.0)
  %.not389 = icmp eq i32 %.0, 0
  br i1 %.not389, label %749, label %747, !prof !44

747:                                              ; preds = %743
  %748 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.3, i64 0, i64 0), i32 noundef %.16) #6
  br label %749

749:                                              ; preds = %743, %747
  %750 = add nuw nsw i32 %.16, 1
  br label %741, !llvm.loop !111

751:                                              ; preds = %741
  %752 = load volatile i32, i32* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_2626 to i32*), align 4
  %753 = and i32 %752, 32767
  %754 = zext i32 %753 to i64
  call void @transparent_crc(i64 noundef %754, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.178, i64 0, i64 0), i32 noundef %.0)
  %755 = load volatile i32, i32* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_2626 to i32*), align 4
  %756 = shl i32 %755, 9
  %757 = ashr i32 %756, 24
  %758 = sext i32 %757 to i64
  call void @transparent_crc(i64 noundef %758, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.179, i64 0, i64 0), i32 noundef %.0)
  %759 = load volatile i32, i32* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_2626, i64 0, i32 4) to i32*), align 4
  %760 = shl i32 %759, 22
  %761 = ashr exact i32 %760, 22
  %762 = sext i32 %761 to i64
  call void @transparent_crc(i64 noundef %762, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.180, i64 0, i64 0), i32 noundef %.0)
  %763 = load volatile i32, i32* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_2626, i64 0, i32 4) to i32*), align 4
  %764 = lshr i32 %763, 10
  %765 = and i32 %764, 16383
  %766 = zext i32 %765 to i64
  call void @transparent_crc(i64 noundef %766, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.181, i64 0, i64 0), i32 noundef %.0)
  %767 = load volatile i32, i32* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_2626, i64 0, i32 4) to i32*), align 4
  %768 = lshr i32 %767, 24
  %769 = and i32 %768, 31
  %770 = zext i32 %769 to i64
  call void @transparent_crc(i64 noundef %770, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.182, i64 0, i64 0), i32 noundef %.0)
  %771 = load volatile i8, i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_2626, i64 0, i32 8), align 4
  %772 = zext i8 %771 to i64
  call void @transparent_crc(i64 noundef %772, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.183, i64 0, i64 0), i32 noundef %.0)
  %773 = load i64, i64* @g_2800, align 8, !tbaa !40
  call void @transparent_crc(i64 noundef %773, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.184, i64 0, i64 0), i32 noundef %.0)
  %774 = load volatile i32, i32* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_2802 to i32*), align 4
  %775 = and i32 %774, 32767
  %776 = zext i32 %775 to i64
  call void @transparent_crc(i64 noundef %776, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.185, i64 0, i64 0), i32 noundef %.0)
  %777 = load i32, i32* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_2802 to i32*), align 4
  %778 = shl i32 %777, 9
  %779 = ashr i32 %778, 24
  %780 = sext i32 %779 to i64
  call void @transparent_crc(i64 noundef %780, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.186, i64 0, i64 0), i32 noundef %.0)
  %781 = load i32, i32* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_2802, i64 0, i32 4) to i32*), align 4
  %782 = shl i32 %781, 22
  %783 = ashr exact i32 %782, 22
  %784 = sext i32 %783 to i64
  call void @transparent_crc(i64 noundef %784, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.187, i64 0, i64 0), i32 noundef %.0)
  %785 = load volatile i32, i32* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_2802, i64 0, i32 4) to i32*), align 4
  %786 = lshr i32 %785, 10
  %787 = and i32 %786, 16383
  %788 = zext i32 %787 to i64
  call void @transparent_crc(i64 noundef %788, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.188, i64 0, i64 0), i32 noundef %.0)
  %789 = load i32, i32* bitcast (i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_2802, i64 0, i32 4) to i32*), align 4
  %790 = lshr i32 %789, 24
  %791 = and i32 %790, 31
  %792 = zext i32 %791 to i64
  call void @transparent_crc(i64 noundef %792, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.189, i64 0, i64 0), i32 noundef %.0)
  %793 = load volatile i8, i8* getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] }* @g_2802, i64 0, i32 8), align 4
  %794 = zext i8 %793 to i64
  call void @transparent_crc(i64 noundef %794, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.190, i64 0, i64 0), i32 noundef %.0)
  br label %795

795:                                              ; preds = %804, %751
  %.17 = phi i32 [ 0, %751 ], [ %805, %804 ]
  %796 = icmp ult i32 %.17, 8
  br i1 %796, label %797, label %806, !prof !68

797:                                              ; preds = %795
  %798 = zext i32 %.17 to i64
  %799 = getelementptr inbounds [8 x i16], [8 x i16]* @g_2823, i64 0, i64 %798
  %800 = load i16, i16* %799, align 2, !tbaa !48
  %801 = sext i16 %800 to i64
  call void @transparent_crc(i64 noundef %801, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.191, i64 0, i64 0), i32 noundef %.0)
  %.not = icmp eq i32 %.0, 0
  br i1 %.not, label %804, label %802, !prof !69

802:                                              ; preds = %797
  %803 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.3, i64 0, i64 0), i32 noundef %.17) #6
  br label %804

804:                                              ; preds = %797, %802
  %805 = add nuw nsw i32 %.17, 1
  br label %795, !llvm.loop !112

806:                                              ; preds = %795
  %807 = load i32, i32* @g_3028, align 4, !tbaa !52
  %808 = zext i32 %807 to i64
  call void @transparent_crc(i64 noundef %808, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.192, i64 0, i64 0), i32 noundef %.0)
  %809 = load i32, i32* @crc32_context, align 4, !tbaa !52
  %810 = xor i32 %809, -1
  call void @platform_main_end(i32 noundef %810, i32 noundef %.0)
  ret i32 0
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @strcmp(i8* noundef, i8* noundef) #2

; Function Attrs: nounwind uwtable
define internal void @platform_main_begin() #0 !prof !34 !PGOFuncName !113 {
  ret void
}

; Function Attrs: nounwind uwtable
define internal void @crc32_gentab() #0 !prof !34 !PGOFuncName !114 {
  br label %1

1:                                                ; preds = %11, %0
  %.017 = phi i32 [ 0, %0 ], [ %14, %11 ]
  %2 = icmp ult i32 %.017, 256
  br i1 %2, label %3, label %15, !prof !115

3:                                                ; preds = %1, %5
  %.018 = phi i32 [ %.1, %5 ], [ %.017, %1 ]
  %.0 = phi i32 [ %10, %5 ], [ 8, %1 ]
  %4 = icmp sgt i32 %.0, 0
  br i1 %4, label %5, label %11, !prof !116

5:                                                ; preds = %3
  %6 = and i32 %.018, 1
  %.not = icmp eq i32 %6, 0
  %7 = lshr i32 %.018, 1
  %8 = xor i32 %7, -306674912
  %9 = lshr i32 %.018, 1
  %.1 = select i1 %.not, i32 %9, i32 %8, !prof !117
  %10 = add nsw i32 %.0, -1
  br label %3, !llvm.loop !118

11:                                               ; preds = %3
  %12 = zext i32 %.017 to i64
  %13 = getelementptr inbounds [256 x i32], [256 x i32]* @crc32_tab, i64 0, i64 %12
  store i32 %.018, i32* %13, align 4, !tbaa !52
  %14 = add nuw nsw i32 %.017, 1
  br label %1, !llvm.loop !119

15:                                               ; preds = %1
  ret void
}

; Function Attrs: nounwind uwtable
define internal i32 @func_1() #0 !prof !34 !PGOFuncName !120 {
  br label %1

1:                                                ; preds = %3, %0
  %.0 = phi i32 [ 0, %0 ], [ %4, %3 ]
  %2 = icmp ult i32 %.0, 3
  br i1 %2, label %3, label %5, !prof !59

3:                                                ; preds = %1
  %4 = add nuw nsw i32 %.0, 1
  br label %1, !llvm.loop !121

5:                                                ; preds = %1, %7
  %.1 = phi i32 [ %8, %7 ], [ 0, %1 ]
  %6 = icmp ult i32 %.1, 8
  br i1 %6, label %7, label %9, !prof !68

7:                                                ; preds = %5
  %8 = add nuw nsw i32 %.1, 1
  br label %5, !llvm.loop !122

9:                                                ; preds = %5, %11
  %.2 = phi i32 [ %12, %11 ], [ 0, %5 ]
  %10 = icmp eq i32 %.2, 0
  br i1 %10, label %11, label %13, !prof !42

11:                                               ; preds = %9
  %12 = add nuw nsw i32 %.2, 1
  br label %9, !llvm.loop !123

13:                                               ; preds = %9, %15
  %.3 = phi i32 [ %16, %15 ], [ 0, %9 ]
  %14 = icmp ult i32 %.3, 3
  br i1 %14, label %15, label %17, !prof !59

15:                                               ; preds = %13
  %16 = add nuw nsw i32 %.3, 1
  br label %13, !llvm.loop !124

17:                                               ; preds = %13, %19
  %.4 = phi i32 [ %20, %19 ], [ 0, %13 ]
  %18 = icmp eq i32 %.4, 0
  br i1 %18, label %19, label %21, !prof !42

19:                                               ; preds = %17
  %20 = add nuw nsw i32 %.4, 1
  br label %17, !llvm.loop !125

21:                                               ; preds = %17
  %22 = load volatile i32**, i32*** @g_1265, align 8, !tbaa !36
  %23 = load i32*, i32** %22, align 8, !tbaa !36
  %24 = load i32, i32* %23, align 4, !tbaa !52
  ret i32 %24
}

; Function Attrs: nounwind uwtable
define internal void @transparent_crc(i64 noundef %0, i8* noundef %1, i32 noundef %2) #0 !prof !126 !PGOFuncName !127 {
  call void @crc32_8bytes(i64 noundef %0)
  %.not = icmp eq i32 %2, 0
  br i1 %.not, label %9, label %4, !prof !128

4:                                                ; preds = %3
  %5 = load i32, i32* @crc32_context, align 4, !tbaa !52
  %6 = xor i32 %5, -1
  %7 = zext i32 %6 to i64
  %8 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @.str.193, i64 0, i64 0), i8* noundef %1, i64 noundef %7) #6
  br label %9

9:                                                ; preds = %4, %3
  ret void
}

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: nounwind uwtable
define internal void @platform_main_end(i32 noundef %0, i32 noundef %1) #0 !prof !34 !PGOFuncName !129 {
  %3 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.215, i64 0, i64 0), i32 noundef %0) #6
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nounwind uwtable
define internal void @crc32_8bytes(i64 noundef %0) #0 !prof !126 !PGOFuncName !130 {
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
define internal void @crc32_byte(i8 noundef zeroext %0) #0 !prof !131 !PGOFuncName !132 {
  %2 = load i32, i32* @crc32_context, align 4, !tbaa !52
  %3 = lshr i32 %2, 8
  %4 = zext i8 %0 to i32
  %.masked = and i32 %2, 255
  %5 = xor i32 %.masked, %4
  %6 = zext i32 %5 to i64
  %7 = getelementptr inbounds [256 x i32], [256 x i32]* @crc32_tab, i64 0, i64 %6
  %8 = load i32, i32* %7, align 4, !tbaa !52
  %9 = xor i32 %3, %8
  store i32 %9, i32* @crc32_context, align 4, !tbaa !52
  ret void
}

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nosync nounwind willreturn }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly nofree nounwind willreturn }
attributes #5 = { nounwind readonly willreturn }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !29, !30, !31, !32}
!llvm.ident = !{!33}

!0 = !{i32 1, !"ProfileSummary", !1}
!1 = !{!2, !3, !4, !5, !6, !7, !8, !9, !10, !11}
!2 = !{!"ProfileFormat", !"InstrProf"}
!3 = !{!"TotalCount", i64 22954}
!4 = !{!"MaxCount", i64 14968}
!5 = !{!"MaxInternalCount", i64 2048}
!6 = !{!"MaxFunctionCount", i64 14968}
!7 = !{!"NumCounts", i64 69}
!8 = !{!"NumFunctions", i64 8}
!9 = !{!"IsPartialProfile", i64 0}
!10 = !{!"PartialProfileRatio", double 0.000000e+00}
!11 = !{!"DetailedSummary", !12}
!12 = !{!13, !14, !15, !16, !17, !18, !19, !20, !21, !22, !23, !24, !25, !26, !27, !28}
!13 = !{i32 10000, i64 14968, i32 1}
!14 = !{i32 100000, i64 14968, i32 1}
!15 = !{i32 200000, i64 14968, i32 1}
!16 = !{i32 300000, i64 14968, i32 1}
!17 = !{i32 400000, i64 14968, i32 1}
!18 = !{i32 500000, i64 14968, i32 1}
!19 = !{i32 600000, i64 14968, i32 1}
!20 = !{i32 700000, i64 2048, i32 2}
!21 = !{i32 800000, i64 1871, i32 4}
!22 = !{i32 900000, i64 1871, i32 4}
!23 = !{i32 950000, i64 256, i32 6}
!24 = !{i32 990000, i64 36, i32 14}
!25 = !{i32 999000, i64 4, i32 32}
!26 = !{i32 999900, i64 1, i32 47}
!27 = !{i32 999990, i64 1, i32 47}
!28 = !{i32 999999, i64 1, i32 47}
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
!41 = !{!"long", !38, i64 0}
!42 = !{!"branch_weights", i32 2, i32 2}
!43 = !{!38, !38, i64 0}
!44 = !{!"branch_weights", i32 2, i32 1}
!45 = distinct !{!45, !46, !47}
!46 = !{!"llvm.loop.mustprogress"}
!47 = !{!"llvm.loop.unroll.disable"}
!48 = !{!49, !49, i64 0}
!49 = !{!"short", !38, i64 0}
!50 = !{!"branch_weights", i32 5, i32 2}
!51 = !{!"branch_weights", i32 33, i32 5}
!52 = !{!53, !53, i64 0}
!53 = !{!"int", !38, i64 0}
!54 = !{!"branch_weights", i32 33, i32 1}
!55 = distinct !{!55, !46, !47}
!56 = distinct !{!56, !46, !47}
!57 = !{!"branch_weights", i32 5, i32 1}
!58 = distinct !{!58, !46, !47}
!59 = !{!"branch_weights", i32 4, i32 2}
!60 = !{!"branch_weights", i32 4, i32 1}
!61 = distinct !{!61, !46, !47}
!62 = distinct !{!62, !46, !47}
!63 = !{!"branch_weights", i32 11, i32 2}
!64 = !{!"branch_weights", i32 71, i32 11}
!65 = !{!"branch_weights", i32 71, i32 1}
!66 = distinct !{!66, !46, !47}
!67 = distinct !{!67, !46, !47}
!68 = !{!"branch_weights", i32 9, i32 2}
!69 = !{!"branch_weights", i32 9, i32 1}
!70 = distinct !{!70, !46, !47}
!71 = distinct !{!71, !46, !47}
!72 = !{!"branch_weights", i32 37, i32 5}
!73 = !{!"branch_weights", i32 253, i32 37}
!74 = !{!"branch_weights", i32 253, i32 1}
!75 = distinct !{!75, !46, !47}
!76 = distinct !{!76, !46, !47}
!77 = distinct !{!77, !46, !47}
!78 = !{!"branch_weights", i32 3, i32 2}
!79 = !{!"branch_weights", i32 3, i32 1}
!80 = distinct !{!80, !46, !47}
!81 = !{!"branch_weights", i32 10, i32 2}
!82 = !{!"branch_weights", i32 64, i32 10}
!83 = !{!"branch_weights", i32 64, i32 1}
!84 = distinct !{!84, !46, !47}
!85 = distinct !{!85, !46, !47}
!86 = !{!"branch_weights", i32 7, i32 2}
!87 = !{!"branch_weights", i32 37, i32 7}
!88 = !{!"branch_weights", i32 37, i32 1}
!89 = distinct !{!89, !46, !47}
!90 = distinct !{!90, !46, !47}
!91 = !{!"branch_weights", i32 11, i32 3}
!92 = !{!"branch_weights", i32 51, i32 11}
!93 = !{!"branch_weights", i32 51, i32 1}
!94 = distinct !{!94, !46, !47}
!95 = distinct !{!95, !46, !47}
!96 = distinct !{!96, !46, !47}
!97 = !{!"branch_weights", i32 5, i32 5}
!98 = distinct !{!98, !46, !47}
!99 = distinct !{!99, !46, !47}
!100 = distinct !{!100, !46, !47}
!101 = !{!"branch_weights", i32 6, i32 2}
!102 = !{!"branch_weights", i32 6, i32 1}
!103 = distinct !{!103, !46, !47}
!104 = !{!"branch_weights", i32 141, i32 71}
!105 = !{!"branch_weights", i32 141, i32 1}
!106 = distinct !{!106, !46, !47}
!107 = distinct !{!107, !46, !47}
!108 = distinct !{!108, !46, !47}
!109 = !{!"branch_weights", i32 11, i32 1}
!110 = distinct !{!110, !46, !47}
!111 = distinct !{!111, !46, !47}
!112 = distinct !{!112, !46, !47}
!113 = !{!"p2.c:platform_main_begin"}
!114 = !{!"p2.c:crc32_gentab"}
!115 = !{!"branch_weights", i32 257, i32 2}
!116 = !{!"branch_weights", i32 2049, i32 257}
!117 = !{!"branch_weights", i32 1025, i32 1025}
!118 = distinct !{!118, !46, !47}
!119 = distinct !{!119, !46, !47}
!120 = !{!"p2.c:func_1"}
!121 = distinct !{!121, !46, !47}
!122 = distinct !{!122, !46, !47}
!123 = distinct !{!123, !46, !47}
!124 = distinct !{!124, !46, !47}
!125 = distinct !{!125, !46, !47}
!126 = !{!"function_entry_count", i64 1871}
!127 = !{!"p2.c:transparent_crc"}
!128 = !{!"branch_weights", i32 1872, i32 1}
!129 = !{!"p2.c:platform_main_end"}
!130 = !{!"p2.c:crc32_8bytes"}
!131 = !{!"function_entry_count", i64 14968}
!132 = !{!"p2.c:crc32_byte"}

; RUN: lli %s > %t.expected
; RUN: hoist -S -passes=indvars %s -o %t.iv.ll
; RUN: lli %t.iv.ll | diff %t.expected -
; RUN: hoist -S -passes=indvars -replexitval=always %s -o %t.always.ll
; RUN: lli %t.always.ll | diff %t.expected -
; RUN: hoist -S %s -o %t.default.ll
; RUN: lli %t.default.ll | diff %t.expected -
; RUN: hoist -passes=indvars -stats -disable-output %s 2>&1 | FileCheck %s --check-prefix=STATS

; Differential: every kind of rewrite indvars makes, run at the boundaries of its counts (none,
; one, the type's largest, negative starts, unsigned counters that wrap through zero), must print
; what the program prints unchanged: widened counters (i16 from -32768 to 32767), exit tests
; rewritten on i8, i16 and i32 counters (a pre-increment test of an i8 up to 126), exit values
; (an i16 that wraps, a value at the exit of a search loop), decided bounds checks and a
; triangular nest. The program (clang -O2 front end; sroa, simplifycfg, loop-simplify,
; loop-rotate, so that the loops are rotated and guarded and the comparisons not yet folded):
;
; #include <stdio.h>
; #include <limits.h>
; typedef signed char i8;
; typedef unsigned char u8;
;
; static int buf[70000];
;
; /* counter from s to n (i16), stores, sum of a[] */
; __attribute__((noinline)) int fill16(short s, short n) {
;   unsigned sum = 0;
;   for (short i = s; i < n; i++) { buf[i - s] = i; sum += (unsigned)i; }
;   return (int)sum;
; }
; /* do { } while (i++ <= n) on i8 */
; __attribute__((noinline)) int pre8(i8 n) {
;   if (n < 0) return -1;
;   i8 i = 0; unsigned s = 0;
;   do { s = s * 3u + (unsigned)i; } while (i++ <= n);
;   return (int)(s & 0x7fffffff);
; }
; /* exit values: k += 3 (int) and w += 1000 (short, wraps) used after the loop */
; __attribute__((noinline)) int after(int n, int *kout) {
;   int k = 7; short w = 1; int i;
;   for (i = 0; i < n; i++) { k += 3; w += 1000; buf[i] = 1; }
;   *kout = k;
;   return (int)((unsigned)w + (unsigned)i * 100000u);
; }
; /* unsigned counter wrapping through 255 -> 0 */
; __attribute__((noinline)) unsigned wrap8(u8 s, u8 e) {
;   unsigned c = 0, h = 0;
;   for (u8 i = s; i != e; i++) { h = h * 31 + i; c++; }
;   return h ^ (c << 20);
; }
; /* unsigned order test */
; __attribute__((noinline)) unsigned ult(unsigned s, unsigned e) {
;   unsigned h = 0;
;   for (unsigned i = s; i < e; i++) { h = h * 33 + i; buf[i - s] = (int)i; }
;   return h;
; }
; /* bounds checks SCEV decides, counts 0..n */
; __attribute__((noinline)) int checks(int n) {
;   int s = 0;
;   for (int i = 0; i < n; i++) {
;     if (i >= 0 && i < n) s += i;
;     if (i == -1 || i > n) s -= 1000;
;   }
;   return s;
; }
; /* two exits: found index or end */
; __attribute__((noinline)) int find(int m) {
;   int k = 10;
;   for (int i = 0; i < 100; i++) {
;     if (i == m) return k;
;     k += 4;
;   }
;   return k + 1;
; }
; /* triangle: inner count is the outer counter */
; __attribute__((noinline)) long tri(int n) {
;   long s = 0;
;   for (int i = 0; i < n; i++)
;     for (int j = 0; j < i; j++) { buf[j] += i; s += j; }
;   return s;
; }
; /* negative starts, widened with sext */
; __attribute__((noinline)) unsigned long neg(int s, int n) {
;   unsigned long h = 0;
;   for (int i = s; i < n; i++) { buf[i - s] = i; h = h * 7 + (unsigned long)buf[i - s]; }
;   return h;
; }
;
; int main(void) {
;   static const short s16[] = {-32768, -5, 0, 1, 32766, 32767};
;   static const short n16[] = {-32768, -4, 0, 1, 2, 32767};
;   for (int a = 0; a < 6; a++)
;     for (int b = 0; b < 6; b++)
;       if (n16[b] - s16[a] <= 65536) printf("fill16 %d %d %d\n", s16[a], n16[b], fill16(s16[a], n16[b]));
;   for (int n = -3; n <= 126; n += (n < 3 || n > 120) ? 1 : 17) printf("pre8 %d %d\n", n, pre8((i8)n));
;   static const int na[] = {INT_MIN, -1, 0, 1, 2, 100, 65537};
;   for (int a = 0; a < 7; a++) { int k; int w = after(na[a], &k); printf("after %d %d %d\n", na[a], w, k); }
;   static const u8 s8[] = {0, 1, 200, 255};
;   static const u8 e8[] = {0, 1, 3, 255};
;   for (int a = 0; a < 4; a++) for (int b = 0; b < 4; b++) printf("wrap8 %u %u %u\n", s8[a], e8[b], wrap8(s8[a], e8[b]));
;   static const unsigned su[] = {0, 1, 4000000000u, 4294967295u};
;   static const unsigned eu[] = {0, 1, 60000, 4000000100u, 4294967295u};
;   for (int a = 0; a < 4; a++) for (int b = 0; b < 5; b++)
;     if (eu[b] <= su[a] || eu[b] - su[a] <= 60000) printf("ult %u %u %u\n", su[a], eu[b], ult(su[a], eu[b]));
;   for (int n = -2; n <= 5; n++) printf("checks %d %d\n", n, checks(n));
;   printf("checks big %d\n", checks(60000));
;   static const int ma[] = {INT_MIN, -1, 0, 1, 50, 99, 100, 1000};
;   for (int a = 0; a < 8; a++) printf("find %d %d\n", ma[a], find(ma[a]));
;   for (int n = -1; n <= 4; n++) printf("tri %d %ld\n", n, tri(n));
;   printf("tri big %ld\n", tri(300));
;   static const int sa[] = {INT_MIN + 1, -60000, -3, 0, 5};
;   static const int nb[] = {INT_MIN + 2, -59999, -1, 0, 6, 10};
;   for (int a = 0; a < 5; a++) for (int b = 0; b < 6; b++)
;     if ((long)nb[b] - sa[a] <= 65536) printf("neg %d %d %lu\n", sa[a], nb[b], neg(sa[a], nb[b]));
;   return 0;
; }

; STATS-DAG: 3 indvars - Number of IV comparisons eliminated
; STATS-DAG: 5 indvars - Number of exit values replaced
; STATS-DAG: 11 indvars - Number of indvars widened
; STATS-DAG: 16 indvars - Number of loop exit tests replaced

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@buf = internal global [70000 x i32] zeroinitializer, align 16
@main.s16 = internal constant [6 x i16] [i16 -32768, i16 -5, i16 0, i16 1, i16 32766, i16 32767], align 2
@main.n16 = internal constant [6 x i16] [i16 -32768, i16 -4, i16 0, i16 1, i16 2, i16 32767], align 2
@.str = private unnamed_addr constant [17 x i8] c"fill16 %d %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"pre8 %d %d\0A\00", align 1
@main.na = internal constant [7 x i32] [i32 -2147483648, i32 -1, i32 0, i32 1, i32 2, i32 100, i32 65537], align 16
@.str.2 = private unnamed_addr constant [16 x i8] c"after %d %d %d\0A\00", align 1
@main.s8 = internal constant [4 x i8] c"\00\01\C8\FF", align 1
@main.e8 = internal constant [4 x i8] c"\00\01\03\FF", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"wrap8 %u %u %u\0A\00", align 1
@main.su = internal constant [4 x i32] [i32 0, i32 1, i32 -294967296, i32 -1], align 16
@main.eu = internal constant [5 x i32] [i32 0, i32 1, i32 60000, i32 -294967196, i32 -1], align 16
@.str.4 = private unnamed_addr constant [14 x i8] c"ult %u %u %u\0A\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"checks %d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [15 x i8] c"checks big %d\0A\00", align 1
@main.ma = internal constant [8 x i32] [i32 -2147483648, i32 -1, i32 0, i32 1, i32 50, i32 99, i32 100, i32 1000], align 16
@.str.7 = private unnamed_addr constant [12 x i8] c"find %d %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [12 x i8] c"tri %d %ld\0A\00", align 1
@.str.9 = private unnamed_addr constant [13 x i8] c"tri big %ld\0A\00", align 1
@main.sa = internal constant [5 x i32] [i32 -2147483647, i32 -60000, i32 -3, i32 0, i32 5], align 16
@main.nb = internal constant [6 x i32] [i32 -2147483646, i32 -59999, i32 -1, i32 0, i32 6, i32 10], align 16
@.str.10 = private unnamed_addr constant [15 x i8] c"neg %d %d %lu\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @fill16(i16 noundef signext %0, i16 noundef signext %1) {
  %3 = sext i16 %0 to i32
  %4 = sext i16 %1 to i32
  %5 = icmp slt i32 %3, %4
  br i1 %5, label %.lr.ph, label %18

.lr.ph:                                           ; preds = %2
  br label %6

6:                                                ; preds = %.lr.ph, %6
  %.015 = phi i16 [ %0, %.lr.ph ], [ %15, %6 ]
  %.01314 = phi i32 [ 0, %.lr.ph ], [ %14, %6 ]
  %7 = sext i16 %.015 to i32
  %8 = sext i16 %.015 to i32
  %9 = sext i16 %0 to i32
  %10 = sub nsw i32 %8, %9
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [70000 x i32], [70000 x i32]* @buf, i64 0, i64 %11
  store i32 %7, i32* %12, align 4
  %13 = sext i16 %.015 to i32
  %14 = add i32 %.01314, %13
  %15 = add i16 %.015, 1
  %16 = sext i16 %15 to i32
  %17 = icmp slt i32 %16, %4
  br i1 %17, label %6, label %._crit_edge

._crit_edge:                                      ; preds = %6
  %split = phi i32 [ %14, %6 ]
  br label %18

18:                                               ; preds = %._crit_edge, %2
  %.013.lcssa = phi i32 [ %split, %._crit_edge ], [ 0, %2 ]
  ret i32 %.013.lcssa
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture)

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture)

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @pre8(i8 noundef signext %0) {
  %2 = sext i8 %0 to i32
  %3 = icmp slt i32 %2, 0
  br i1 %3, label %14, label %.preheader

.preheader:                                       ; preds = %1
  br label %4

4:                                                ; preds = %.preheader, %4
  %.08 = phi i8 [ %8, %4 ], [ 0, %.preheader ]
  %.0 = phi i32 [ %7, %4 ], [ 0, %.preheader ]
  %5 = mul i32 %.0, 3
  %6 = sext i8 %.08 to i32
  %7 = add i32 %5, %6
  %8 = add i8 %.08, 1
  %9 = sext i8 %.08 to i32
  %10 = sext i8 %0 to i32
  %11 = icmp sle i32 %9, %10
  br i1 %11, label %4, label %12

12:                                               ; preds = %4
  %.lcssa = phi i32 [ %7, %4 ]
  %13 = and i32 %.lcssa, 2147483647
  br label %14

14:                                               ; preds = %1, %12
  %.09 = phi i32 [ %13, %12 ], [ -1, %1 ]
  ret i32 %.09
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @after(i32 noundef %0, i32* noundef %1) {
  %3 = icmp slt i32 0, %0
  br i1 %3, label %.lr.ph, label %13

.lr.ph:                                           ; preds = %2
  br label %4

4:                                                ; preds = %.lr.ph, %4
  %.018 = phi i32 [ 0, %.lr.ph ], [ %11, %4 ]
  %.01417 = phi i16 [ 1, %.lr.ph ], [ %8, %4 ]
  %.01516 = phi i32 [ 7, %.lr.ph ], [ %5, %4 ]
  %5 = add nsw i32 %.01516, 3
  %6 = sext i16 %.01417 to i32
  %7 = add nsw i32 %6, 1000
  %8 = trunc i32 %7 to i16
  %9 = sext i32 %.018 to i64
  %10 = getelementptr inbounds [70000 x i32], [70000 x i32]* @buf, i64 0, i64 %9
  store i32 1, i32* %10, align 4
  %11 = add nsw i32 %.018, 1
  %12 = icmp slt i32 %11, %0
  br i1 %12, label %4, label %._crit_edge

._crit_edge:                                      ; preds = %4
  %split = phi i32 [ %5, %4 ]
  %split19 = phi i16 [ %8, %4 ]
  %split20 = phi i32 [ %11, %4 ]
  br label %13

13:                                               ; preds = %._crit_edge, %2
  %.015.lcssa = phi i32 [ %split, %._crit_edge ], [ 7, %2 ]
  %.014.lcssa = phi i16 [ %split19, %._crit_edge ], [ 1, %2 ]
  %.0.lcssa = phi i32 [ %split20, %._crit_edge ], [ 0, %2 ]
  store i32 %.015.lcssa, i32* %1, align 4
  %14 = sext i16 %.014.lcssa to i32
  %15 = mul i32 %.0.lcssa, 100000
  %16 = add i32 %14, %15
  ret i32 %16
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @wrap8(i8 noundef zeroext %0, i8 noundef zeroext %1) {
  %3 = zext i8 %0 to i32
  %4 = zext i8 %1 to i32
  %5 = icmp ne i32 %3, %4
  br i1 %5, label %.lr.ph, label %14

.lr.ph:                                           ; preds = %2
  br label %6

6:                                                ; preds = %.lr.ph, %6
  %.016 = phi i8 [ %0, %.lr.ph ], [ %11, %6 ]
  %.01215 = phi i32 [ 0, %.lr.ph ], [ %9, %6 ]
  %.01314 = phi i32 [ 0, %.lr.ph ], [ %10, %6 ]
  %7 = mul i32 %.01215, 31
  %8 = zext i8 %.016 to i32
  %9 = add i32 %7, %8
  %10 = add i32 %.01314, 1
  %11 = add i8 %.016, 1
  %12 = zext i8 %11 to i32
  %13 = icmp ne i32 %12, %4
  br i1 %13, label %6, label %._crit_edge

._crit_edge:                                      ; preds = %6
  %split = phi i32 [ %10, %6 ]
  %split17 = phi i32 [ %9, %6 ]
  br label %14

14:                                               ; preds = %._crit_edge, %2
  %.013.lcssa = phi i32 [ %split, %._crit_edge ], [ 0, %2 ]
  %.012.lcssa = phi i32 [ %split17, %._crit_edge ], [ 0, %2 ]
  %15 = shl i32 %.013.lcssa, 20
  %16 = xor i32 %.012.lcssa, %15
  ret i32 %16
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @ult(i32 noundef %0, i32 noundef %1) {
  %3 = icmp ult i32 %0, %1
  br i1 %3, label %.lr.ph, label %12

.lr.ph:                                           ; preds = %2
  br label %4

4:                                                ; preds = %.lr.ph, %4
  %.015 = phi i32 [ %0, %.lr.ph ], [ %10, %4 ]
  %.01314 = phi i32 [ 0, %.lr.ph ], [ %6, %4 ]
  %5 = mul i32 %.01314, 33
  %6 = add i32 %5, %.015
  %7 = sub i32 %.015, %0
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds [70000 x i32], [70000 x i32]* @buf, i64 0, i64 %8
  store i32 %.015, i32* %9, align 4
  %10 = add i32 %.015, 1
  %11 = icmp ult i32 %10, %1
  br i1 %11, label %4, label %._crit_edge

._crit_edge:                                      ; preds = %4
  %split = phi i32 [ %6, %4 ]
  br label %12

12:                                               ; preds = %._crit_edge, %2
  %.013.lcssa = phi i32 [ %split, %._crit_edge ], [ 0, %2 ]
  ret i32 %.013.lcssa
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @checks(i32 noundef %0) {
  %2 = icmp slt i32 0, %0
  br i1 %2, label %.lr.ph, label %12

.lr.ph:                                           ; preds = %1
  br label %3

3:                                                ; preds = %.lr.ph, %3
  %.019 = phi i32 [ 0, %.lr.ph ], [ %10, %3 ]
  %.01618 = phi i32 [ 0, %.lr.ph ], [ %.2, %3 ]
  %4 = icmp sge i32 %.019, 0
  %5 = icmp slt i32 %.019, %0
  %or.cond = and i1 %4, %5
  %6 = add nsw i32 %.01618, %.019
  %.1 = select i1 %or.cond, i32 %6, i32 %.01618
  %7 = icmp eq i32 %.019, -1
  %8 = icmp sgt i32 %.019, %0
  %or.cond17 = or i1 %7, %8
  %9 = sub nsw i32 %.1, 1000
  %.2 = select i1 %or.cond17, i32 %9, i32 %.1
  %10 = add nsw i32 %.019, 1
  %11 = icmp slt i32 %10, %0
  br i1 %11, label %3, label %._crit_edge

._crit_edge:                                      ; preds = %3
  %split = phi i32 [ %.2, %3 ]
  br label %12

12:                                               ; preds = %._crit_edge, %1
  %.016.lcssa = phi i32 [ %split, %._crit_edge ], [ 0, %1 ]
  ret i32 %.016.lcssa
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @find(i32 noundef %0) {
  br label %2

2:                                                ; preds = %1, %4
  %.01216 = phi i32 [ 0, %1 ], [ %6, %4 ]
  %.01315 = phi i32 [ 10, %1 ], [ %5, %4 ]
  %3 = icmp eq i32 %.01216, %0
  br i1 %3, label %8, label %4

4:                                                ; preds = %2
  %5 = add nsw i32 %.01315, 4
  %6 = add nsw i32 %.01216, 1
  %7 = icmp slt i32 %6, 100
  br i1 %7, label %2, label %8

8:                                                ; preds = %2, %4
  %.013.lcssa = phi i32 [ %.01315, %2 ], [ %5, %4 ]
  %.0 = phi i32 [ 2, %4 ], [ 1, %2 ]
  %cond = icmp eq i32 %.0, 2
  %9 = add nsw i32 %.013.lcssa, 1
  %spec.select = select i1 %cond, i32 %9, i32 %.013.lcssa
  ret i32 %spec.select
}

; Function Attrs: noinline nounwind uwtable
define dso_local i64 @tri(i32 noundef %0) {
  %2 = icmp slt i32 0, %0
  br i1 %2, label %.preheader.lr.ph, label %16

.preheader.lr.ph:                                 ; preds = %1
  br label %.preheader

.preheader:                                       ; preds = %.preheader.lr.ph, %13
  %.01621 = phi i32 [ 0, %.preheader.lr.ph ], [ %14, %13 ]
  %.01720 = phi i64 [ 0, %.preheader.lr.ph ], [ %.1.lcssa, %13 ]
  %3 = icmp slt i32 0, %.01621
  br i1 %3, label %.lr.ph, label %13

.lr.ph:                                           ; preds = %.preheader
  br label %4

4:                                                ; preds = %.lr.ph, %4
  %.019 = phi i32 [ 0, %.lr.ph ], [ %11, %4 ]
  %.118 = phi i64 [ %.01720, %.lr.ph ], [ %10, %4 ]
  %5 = sext i32 %.019 to i64
  %6 = getelementptr inbounds [70000 x i32], [70000 x i32]* @buf, i64 0, i64 %5
  %7 = load i32, i32* %6, align 4
  %8 = add nsw i32 %7, %.01621
  store i32 %8, i32* %6, align 4
  %9 = sext i32 %.019 to i64
  %10 = add nsw i64 %.118, %9
  %11 = add nsw i32 %.019, 1
  %12 = icmp slt i32 %11, %.01621
  br i1 %12, label %4, label %._crit_edge

._crit_edge:                                      ; preds = %4
  %split = phi i64 [ %10, %4 ]
  br label %13

13:                                               ; preds = %._crit_edge, %.preheader
  %.1.lcssa = phi i64 [ %split, %._crit_edge ], [ %.01720, %.preheader ]
  %14 = add nsw i32 %.01621, 1
  %15 = icmp slt i32 %14, %0
  br i1 %15, label %.preheader, label %._crit_edge22

._crit_edge22:                                    ; preds = %13
  %split23 = phi i64 [ %.1.lcssa, %13 ]
  br label %16

16:                                               ; preds = %._crit_edge22, %1
  %.017.lcssa = phi i64 [ %split23, %._crit_edge22 ], [ 0, %1 ]
  ret i64 %.017.lcssa
}

; Function Attrs: noinline nounwind uwtable
define dso_local i64 @neg(i32 noundef %0, i32 noundef %1) {
  %3 = icmp slt i32 %0, %1
  br i1 %3, label %.lr.ph, label %17

.lr.ph:                                           ; preds = %2
  br label %4

4:                                                ; preds = %.lr.ph, %4
  %.016 = phi i32 [ %0, %.lr.ph ], [ %15, %4 ]
  %.01415 = phi i64 [ 0, %.lr.ph ], [ %14, %4 ]
  %5 = sub nsw i32 %.016, %0
  %6 = sext i32 %5 to i64
  %7 = getelementptr inbounds [70000 x i32], [70000 x i32]* @buf, i64 0, i64 %6
  store i32 %.016, i32* %7, align 4
  %8 = mul i64 %.01415, 7
  %9 = sub nsw i32 %.016, %0
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [70000 x i32], [70000 x i32]* @buf, i64 0, i64 %10
  %12 = load i32, i32* %11, align 4
  %13 = sext i32 %12 to i64
  %14 = add i64 %8, %13
  %15 = add nsw i32 %.016, 1
  %16 = icmp slt i32 %15, %1
  br i1 %16, label %4, label %._crit_edge

._crit_edge:                                      ; preds = %4
  %split = phi i64 [ %14, %4 ]
  br label %17

17:                                               ; preds = %._crit_edge, %2
  %.014.lcssa = phi i64 [ %split, %._crit_edge ], [ 0, %2 ]
  ret i64 %.014.lcssa
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() {
  %1 = alloca i32, align 4
  br label %.preheader110

.preheader110:                                    ; preds = %0, %33
  %.098112 = phi i32 [ 0, %0 ], [ %34, %33 ]
  br label %2

.preheader109:                                    ; preds = %33
  br label %36

2:                                                ; preds = %.preheader110, %30
  %.0101111 = phi i32 [ 0, %.preheader110 ], [ %31, %30 ]
  %3 = sext i32 %.0101111 to i64
  %4 = getelementptr inbounds [6 x i16], [6 x i16]* @main.n16, i64 0, i64 %3
  %5 = load i16, i16* %4, align 2
  %6 = sext i16 %5 to i32
  %7 = sext i32 %.098112 to i64
  %8 = getelementptr inbounds [6 x i16], [6 x i16]* @main.s16, i64 0, i64 %7
  %9 = load i16, i16* %8, align 2
  %10 = sext i16 %9 to i32
  %11 = sub nsw i32 %6, %10
  %12 = icmp sle i32 %11, 65536
  br i1 %12, label %13, label %30

13:                                               ; preds = %2
  %14 = sext i32 %.098112 to i64
  %15 = getelementptr inbounds [6 x i16], [6 x i16]* @main.s16, i64 0, i64 %14
  %16 = load i16, i16* %15, align 2
  %17 = sext i16 %16 to i32
  %18 = sext i32 %.0101111 to i64
  %19 = getelementptr inbounds [6 x i16], [6 x i16]* @main.n16, i64 0, i64 %18
  %20 = load i16, i16* %19, align 2
  %21 = sext i16 %20 to i32
  %22 = sext i32 %.098112 to i64
  %23 = getelementptr inbounds [6 x i16], [6 x i16]* @main.s16, i64 0, i64 %22
  %24 = load i16, i16* %23, align 2
  %25 = sext i32 %.0101111 to i64
  %26 = getelementptr inbounds [6 x i16], [6 x i16]* @main.n16, i64 0, i64 %25
  %27 = load i16, i16* %26, align 2
  %28 = call i32 @fill16(i16 noundef signext %24, i16 noundef signext %27)
  %29 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str, i64 0, i64 0), i32 noundef %17, i32 noundef %21, i32 noundef %28)
  br label %30

30:                                               ; preds = %2, %13
  %31 = add nsw i32 %.0101111, 1
  %32 = icmp slt i32 %31, 6
  br i1 %32, label %2, label %33

33:                                               ; preds = %30
  %34 = add nsw i32 %.098112, 1
  %35 = icmp slt i32 %34, 6
  br i1 %35, label %.preheader110, label %.preheader109

.preheader108:                                    ; preds = %36
  br label %47

36:                                               ; preds = %.preheader109, %36
  %.0100113 = phi i32 [ -3, %.preheader109 ], [ %45, %36 ]
  %37 = trunc i32 %.0100113 to i8
  %38 = call i32 @pre8(i8 noundef signext %37)
  %39 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i64 0, i64 0), i32 noundef %.0100113, i32 noundef %38)
  %40 = icmp slt i32 %.0100113, 3
  %41 = icmp sgt i32 %.0100113, 120
  %42 = select i1 %40, i1 true, i1 %41
  %43 = zext i1 %42 to i64
  %44 = select i1 %42, i32 1, i32 17
  %45 = add nsw i32 %.0100113, %44
  %46 = icmp sle i32 %45, 126
  br i1 %46, label %36, label %.preheader108

.preheader107:                                    ; preds = %47
  br label %.preheader106

47:                                               ; preds = %.preheader108, %47
  %.099114 = phi i32 [ 0, %.preheader108 ], [ %59, %47 ]
  %48 = bitcast i32* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* %48)
  %49 = sext i32 %.099114 to i64
  %50 = getelementptr inbounds [7 x i32], [7 x i32]* @main.na, i64 0, i64 %49
  %51 = load i32, i32* %50, align 4
  %52 = call i32 @after(i32 noundef %51, i32* noundef %1)
  %53 = sext i32 %.099114 to i64
  %54 = getelementptr inbounds [7 x i32], [7 x i32]* @main.na, i64 0, i64 %53
  %55 = load i32, i32* %54, align 4
  %56 = load i32, i32* %1, align 4
  %57 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), i32 noundef %55, i32 noundef %52, i32 noundef %56)
  %58 = bitcast i32* %1 to i8*
  call void @llvm.lifetime.end.p0i8(i64 4, i8* %58)
  %59 = add nsw i32 %.099114, 1
  %60 = icmp slt i32 %59, 7
  br i1 %60, label %47, label %.preheader107

.preheader106:                                    ; preds = %.preheader107, %80
  %.097116 = phi i32 [ 0, %.preheader107 ], [ %81, %80 ]
  br label %61

.preheader105:                                    ; preds = %80
  br label %.preheader104

61:                                               ; preds = %.preheader106, %61
  %.096115 = phi i32 [ 0, %.preheader106 ], [ %78, %61 ]
  %62 = sext i32 %.097116 to i64
  %63 = getelementptr inbounds [4 x i8], [4 x i8]* @main.s8, i64 0, i64 %62
  %64 = load i8, i8* %63, align 1
  %65 = zext i8 %64 to i32
  %66 = sext i32 %.096115 to i64
  %67 = getelementptr inbounds [4 x i8], [4 x i8]* @main.e8, i64 0, i64 %66
  %68 = load i8, i8* %67, align 1
  %69 = zext i8 %68 to i32
  %70 = sext i32 %.097116 to i64
  %71 = getelementptr inbounds [4 x i8], [4 x i8]* @main.s8, i64 0, i64 %70
  %72 = load i8, i8* %71, align 1
  %73 = sext i32 %.096115 to i64
  %74 = getelementptr inbounds [4 x i8], [4 x i8]* @main.e8, i64 0, i64 %73
  %75 = load i8, i8* %74, align 1
  %76 = call i32 @wrap8(i8 noundef zeroext %72, i8 noundef zeroext %75)
  %77 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i64 0, i64 0), i32 noundef %65, i32 noundef %69, i32 noundef %76)
  %78 = add nsw i32 %.096115, 1
  %79 = icmp slt i32 %78, 4
  br i1 %79, label %61, label %80

80:                                               ; preds = %61
  %81 = add nsw i32 %.097116, 1
  %82 = icmp slt i32 %81, 4
  br i1 %82, label %.preheader106, label %.preheader105

.preheader104:                                    ; preds = %.preheader105, %118
  %.095120 = phi i32 [ 0, %.preheader105 ], [ %119, %118 ]
  br label %83

.preheader103:                                    ; preds = %118
  br label %121

83:                                               ; preds = %.preheader104, %115
  %.094117 = phi i32 [ 0, %.preheader104 ], [ %116, %115 ]
  %84 = sext i32 %.094117 to i64
  %85 = getelementptr inbounds [5 x i32], [5 x i32]* @main.eu, i64 0, i64 %84
  %86 = load i32, i32* %85, align 4
  %87 = sext i32 %.095120 to i64
  %88 = getelementptr inbounds [4 x i32], [4 x i32]* @main.su, i64 0, i64 %87
  %89 = load i32, i32* %88, align 4
  %90 = icmp ule i32 %86, %89
  br i1 %90, label %100, label %91

91:                                               ; preds = %83
  %92 = sext i32 %.094117 to i64
  %93 = getelementptr inbounds [5 x i32], [5 x i32]* @main.eu, i64 0, i64 %92
  %94 = load i32, i32* %93, align 4
  %95 = sext i32 %.095120 to i64
  %96 = getelementptr inbounds [4 x i32], [4 x i32]* @main.su, i64 0, i64 %95
  %97 = load i32, i32* %96, align 4
  %98 = sub i32 %94, %97
  %99 = icmp ule i32 %98, 60000
  br i1 %99, label %100, label %115

100:                                              ; preds = %91, %83
  %.094119 = phi i32 [ %.094117, %91 ], [ %.094117, %83 ]
  %101 = sext i32 %.095120 to i64
  %102 = getelementptr inbounds [4 x i32], [4 x i32]* @main.su, i64 0, i64 %101
  %103 = load i32, i32* %102, align 4
  %104 = sext i32 %.094117 to i64
  %105 = getelementptr inbounds [5 x i32], [5 x i32]* @main.eu, i64 0, i64 %104
  %106 = load i32, i32* %105, align 4
  %107 = sext i32 %.095120 to i64
  %108 = getelementptr inbounds [4 x i32], [4 x i32]* @main.su, i64 0, i64 %107
  %109 = load i32, i32* %108, align 4
  %110 = sext i32 %.094117 to i64
  %111 = getelementptr inbounds [5 x i32], [5 x i32]* @main.eu, i64 0, i64 %110
  %112 = load i32, i32* %111, align 4
  %113 = call i32 @ult(i32 noundef %109, i32 noundef %112)
  %114 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i64 0, i64 0), i32 noundef %103, i32 noundef %106, i32 noundef %113)
  br label %115

115:                                              ; preds = %91, %100
  %.094118 = phi i32 [ %.094117, %91 ], [ %.094119, %100 ]
  %116 = add nsw i32 %.094118, 1
  %117 = icmp slt i32 %116, 5
  br i1 %117, label %83, label %118

118:                                              ; preds = %115
  %119 = add nsw i32 %.095120, 1
  %120 = icmp slt i32 %119, 4
  br i1 %120, label %.preheader104, label %.preheader103

121:                                              ; preds = %.preheader103, %121
  %.093121 = phi i32 [ -2, %.preheader103 ], [ %124, %121 ]
  %122 = call i32 @checks(i32 noundef %.093121)
  %123 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.5, i64 0, i64 0), i32 noundef %.093121, i32 noundef %122)
  %124 = add nsw i32 %.093121, 1
  %125 = icmp sle i32 %124, 5
  br i1 %125, label %121, label %126

126:                                              ; preds = %121
  %127 = call i32 @checks(i32 noundef 60000)
  %128 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.6, i64 0, i64 0), i32 noundef %127)
  br label %129

.preheader102:                                    ; preds = %129
  br label %140

129:                                              ; preds = %126, %129
  %.092122 = phi i32 [ 0, %126 ], [ %138, %129 ]
  %130 = sext i32 %.092122 to i64
  %131 = getelementptr inbounds [8 x i32], [8 x i32]* @main.ma, i64 0, i64 %130
  %132 = load i32, i32* %131, align 4
  %133 = sext i32 %.092122 to i64
  %134 = getelementptr inbounds [8 x i32], [8 x i32]* @main.ma, i64 0, i64 %133
  %135 = load i32, i32* %134, align 4
  %136 = call i32 @find(i32 noundef %135)
  %137 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.7, i64 0, i64 0), i32 noundef %132, i32 noundef %136)
  %138 = add nsw i32 %.092122, 1
  %139 = icmp slt i32 %138, 8
  br i1 %139, label %129, label %.preheader102

140:                                              ; preds = %.preheader102, %140
  %.091123 = phi i32 [ -1, %.preheader102 ], [ %143, %140 ]
  %141 = call i64 @tri(i32 noundef %.091123)
  %142 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.8, i64 0, i64 0), i32 noundef %.091123, i64 noundef %141)
  %143 = add nsw i32 %.091123, 1
  %144 = icmp sle i32 %143, 4
  br i1 %144, label %140, label %145

145:                                              ; preds = %140
  %146 = call i64 @tri(i32 noundef 300)
  %147 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.9, i64 0, i64 0), i64 noundef %146)
  br label %.preheader

.preheader:                                       ; preds = %145, %177
  %.090125 = phi i32 [ 0, %145 ], [ %178, %177 ]
  br label %148

148:                                              ; preds = %.preheader, %174
  %.0124 = phi i32 [ 0, %.preheader ], [ %175, %174 ]
  %149 = sext i32 %.0124 to i64
  %150 = getelementptr inbounds [6 x i32], [6 x i32]* @main.nb, i64 0, i64 %149
  %151 = load i32, i32* %150, align 4
  %152 = sext i32 %151 to i64
  %153 = sext i32 %.090125 to i64
  %154 = getelementptr inbounds [5 x i32], [5 x i32]* @main.sa, i64 0, i64 %153
  %155 = load i32, i32* %154, align 4
  %156 = sext i32 %155 to i64
  %157 = sub nsw i64 %152, %156
  %158 = icmp sle i64 %157, 65536
  br i1 %158, label %159, label %174

159:                                              ; preds = %148
  %160 = sext i32 %.090125 to i64
  %161 = getelementptr inbounds [5 x i32], [5 x i32]* @main.sa, i64 0, i64 %160
  %162 = load i32, i32* %161, align 4
  %163 = sext i32 %.0124 to i64
  %164 = getelementptr inbounds [6 x i32], [6 x i32]* @main.nb, i64 0, i64 %163
  %165 = load i32, i32* %164, align 4
  %166 = sext i32 %.090125 to i64
  %167 = getelementptr inbounds [5 x i32], [5 x i32]* @main.sa, i64 0, i64 %166
  %168 = load i32, i32* %167, align 4
  %169 = sext i32 %.0124 to i64
  %170 = getelementptr inbounds [6 x i32], [6 x i32]* @main.nb, i64 0, i64 %169
  %171 = load i32, i32* %170, align 4
  %172 = call i64 @neg(i32 noundef %168, i32 noundef %171)
  %173 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.10, i64 0, i64 0), i32 noundef %162, i32 noundef %165, i64 noundef %172)
  br label %174

174:                                              ; preds = %148, %159
  %175 = add nsw i32 %.0124, 1
  %176 = icmp slt i32 %175, 6
  br i1 %176, label %148, label %177

177:                                              ; preds = %174
  %178 = add nsw i32 %.090125, 1
  %179 = icmp slt i32 %178, 5
  br i1 %179, label %.preheader, label %180

180:                                              ; preds = %177
  ret i32 0
}

declare i32 @printf(i8* noundef, ...)

; RUN: lli %s > %t.expected
; RUN: hoist -S -passes=loop-iteration-split %s -o %t.split.ll
; RUN: lli %t.split.ll | diff %t.expected -
; RUN: hoist -S -passes=loop-iteration-split -loop-iteration-split-restrict-only %s -o %t.restrict.ll
; RUN: lli %t.restrict.ll | diff %t.expected -
; RUN: hoist -S -passes=loop-guard-exit %s -o %t.exit.ll
; RUN: lli %t.exit.ll | diff %t.expected -
; RUN: hoist -S -passes='mem2reg,loop-simplify,licm-rotate,lcssa,licm,loop-versioning-licm,licm,loop-sink,loop-iteration-split,indvars,loop-vectorize,constfold,dce' %s -o %t.pipe.ll
; RUN: lli %t.pipe.ll | diff %t.expected -
; RUN: hoist -passes=loop-iteration-split -stats -disable-output %s 2>&1 | FileCheck %s --check-prefix=STATS

; Differential: every shape loop-iteration-split (and loop-guard-exit) makes, run at the boundaries of the split point
; and of the trip count, must print what the program prints unchanged: trip counts 0, 1 and 2,
; the split point before the start, at the start, inside, at the last iteration, after the end,
; and the type's smallest and largest values as the bound (where a - 1 or a + 1 would wrap);
; loops exiting from the header and from the latch, counting up and down, restricted (lt_for,
; lt_do; le_down, whose first iterations are skipped), split in three (ne_for, ne_do, eq_min)
; and in two (ge_for, gt_down, le_max), with values used after the loop. The program (clang -O2 front end; sroa, early-cse,
; simplifycfg, instcombine):
;
; #include <stdio.h>
; #include <limits.h>
; static long buf[300];
; static int ibuf[300];
; static void clear(void) { for (int i = 0; i < 300; i++) { buf[i] = 0; ibuf[i] = 0; } }
; static unsigned sum(void) { unsigned s = 0; for (int i = 0; i < 300; i++) s = s * 31u + (unsigned)buf[i] + (unsigned)ibuf[i] * 7u; return s; }
; 
; /* header exit, restricted: only i < a stores */
; __attribute__((noinline)) void lt_for(long n, long a) {
;   for (long i = 1; i < n; i++)
;     if (i < a) buf[i] = i * 3;
; }
; /* latch exit (the seed's loop), restricted */
; __attribute__((noinline)) void lt_do(long n, long a) {
;   long i = 1;
;   do { if (i < a) buf[i] = i + 5; i++; } while (i != n);
; }
; /* i != k with a value used after the loop: pre/main/post */
; __attribute__((noinline)) unsigned ne_for(int n, int k) {
;   unsigned s = 0;
;   for (int i = 0; i < n; i++) { if (i != k) ibuf[i] = i * 3 + 1; s += (unsigned)ibuf[i]; }
;   return s;
; }
; __attribute__((noinline)) unsigned ne_do(int n, int k) {
;   unsigned s = 0; int i = 0;
;   do { if (i != k) ibuf[i] += i + 2; else s += 100; s = s * 3u + (unsigned)ibuf[i]; i++; } while (i < n);
;   return s;
; }
; /* i >= a, both sides have effects: two loops */
; __attribute__((noinline)) unsigned ge_for(int n, int a) {
;   unsigned s = 0;
;   for (int i = 0; i < n; i++) { if (i >= a) ibuf[i] = 1; else s ^= (unsigned)i * 17u; }
;   return s;
; }
; /* counting down, i > a */
; __attribute__((noinline)) void gt_down(int n, int a) {
;   for (int i = n; i > 0; i--) { if (i > a) ibuf[i] += 2; else ibuf[i] -= 1; }
; }
; /* counting down, i <= a: stores only after the change; restricted? no: the first piece has no effect */
; __attribute__((noinline)) void le_down(int n, int a) {
;   for (int i = n; i >= 0; i--) { if (i <= a) ibuf[i] = 9; }
; }
; /* up to INT_MAX (the header's last value is the type's largest): i <= a with a = INT_MAX */
; __attribute__((noinline)) unsigned le_max(int from, int a) {
;   unsigned s = 0;
;   for (int i = from; i != INT_MAX; i++) { if (i <= a) ibuf[(unsigned)i % 300u] += 3; else s ^= 0x55u + (unsigned)i; }
;   return s;
; }
; /* down to INT_MIN, i == k */
; __attribute__((noinline)) unsigned eq_min(int from, int k) {
;   unsigned s = 0;
;   for (int i = from; i != INT_MIN; i--) { if (i == k) ibuf[(unsigned)i % 300u] += 1000; else s = s * 5u + (unsigned)i; }
;   return s;
; }
; 
; int main(void) {
;   unsigned h = 0;
;   long la[] = {-5, 0, 1, 2, 3, 50, 99, 100, 101, 1000, LONG_MIN, LONG_MAX};
;   long ln[] = {0, 1, 2, 3, 100};
;   for (int x = 0; x < 5; x++) for (int y = 0; y < 12; y++) { clear(); lt_for(ln[x], la[y]); h = h * 3u + sum(); }
;   for (int x = 2; x < 5; x++) for (int y = 0; y < 12; y++) { clear(); lt_do(ln[x], la[y]); h = h * 3u + sum(); }
;   int ia[] = {-5, -1, 0, 1, 2, 50, 98, 99, 100, 101, 1000, INT_MIN, INT_MAX};
;   int in[] = {-3, 0, 1, 2, 100};
;   for (int x = 0; x < 5; x++) for (int y = 0; y < 13; y++) {
;     clear(); h = h * 3u + ne_for(in[x], ia[y]) + sum();
;     clear(); h = h * 3u + ne_do(in[x], ia[y]) + sum();
;     clear(); h = h * 3u + ge_for(in[x], ia[y]) + sum();
;     clear(); gt_down(in[x], ia[y]); h = h * 3u + sum();
;     clear(); le_down(in[x], ia[y]); h = h * 3u + sum();
;     printf("%d %d %08x\n", in[x], ia[y], h);
;   }
;   int ma[] = {INT_MAX, INT_MAX - 1, INT_MAX - 3, INT_MAX - 5, INT_MAX - 6, 0, INT_MIN};
;   for (int y = 0; y < 7; y++) { clear(); h = h * 3u + le_max(INT_MAX - 5, ma[y]) + le_max(INT_MAX, ma[y]) + sum(); }
;   int mk[] = {INT_MIN, INT_MIN + 1, INT_MIN + 4, INT_MIN + 5, INT_MIN + 6, 0, INT_MAX};
;   for (int y = 0; y < 7; y++) { clear(); h = h * 3u + eq_min(INT_MIN + 5, mk[y]) + eq_min(INT_MIN, mk[y]) + sum(); }
;   printf("%08x\n", h);
;   return 0;
; }
;
; STATS: 9 loop-iteration-split - Number of loops made by splitting
; STATS: 6 loop-iteration-split - Number of loops split
; STATS: 3 loop-iteration-split - Number of loops whose bounds were restricted
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@buf = internal global [300 x i64] zeroinitializer, align 16
@ibuf = internal global [300 x i32] zeroinitializer, align 16
@__const.main.la = private unnamed_addr constant [12 x i64] [i64 -5, i64 0, i64 1, i64 2, i64 3, i64 50, i64 99, i64 100, i64 101, i64 1000, i64 -9223372036854775808, i64 9223372036854775807], align 16
@__const.main.ia = private unnamed_addr constant [13 x i32] [i32 -5, i32 -1, i32 0, i32 1, i32 2, i32 50, i32 98, i32 99, i32 100, i32 101, i32 1000, i32 -2147483648, i32 2147483647], align 16
@__const.main.in = private unnamed_addr constant [5 x i32] [i32 -3, i32 0, i32 1, i32 2, i32 100], align 16
@.str = private unnamed_addr constant [12 x i8] c"%d %d %08x\0A\00", align 1
@__const.main.ma = private unnamed_addr constant [7 x i32] [i32 2147483647, i32 2147483646, i32 2147483644, i32 2147483642, i32 2147483641, i32 0, i32 -2147483648], align 16
@__const.main.mk = private unnamed_addr constant [7 x i32] [i32 -2147483648, i32 -2147483647, i32 -2147483644, i32 -2147483643, i32 -2147483642, i32 0, i32 2147483647], align 16
@.str.1 = private unnamed_addr constant [6 x i8] c"%08x\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local void @lt_for(i64 noundef %n, i64 noundef %a) #0 {
entry:
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %i.0 = phi i64 [ 1, %entry ], [ %inc, %for.inc ]
  %cmp = icmp slt i64 %i.0, %n
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %cmp1 = icmp slt i64 %i.0, %a
  br i1 %cmp1, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %mul = mul nsw i64 %i.0, 3
  %arrayidx = getelementptr inbounds [300 x i64], [300 x i64]* @buf, i64 0, i64 %i.0
  store i64 %mul, i64* %arrayidx, align 8, !tbaa !5
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %inc = add nuw nsw i64 %i.0, 1
  br label %for.cond, !llvm.loop !9

for.end:                                          ; preds = %for.cond
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: noinline nounwind uwtable
define dso_local void @lt_do(i64 noundef %n, i64 noundef %a) #0 {
entry:
  br label %do.body

do.body:                                          ; preds = %if.end, %entry
  %i.0 = phi i64 [ 1, %entry ], [ %inc, %if.end ]
  %cmp = icmp slt i64 %i.0, %a
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %do.body
  %add = add nuw nsw i64 %i.0, 5
  %arrayidx = getelementptr inbounds [300 x i64], [300 x i64]* @buf, i64 0, i64 %i.0
  store i64 %add, i64* %arrayidx, align 8, !tbaa !5
  br label %if.end

if.end:                                           ; preds = %if.then, %do.body
  %inc = add nuw nsw i64 %i.0, 1
  %cmp1.not = icmp eq i64 %inc, %n
  br i1 %cmp1.not, label %do.end, label %do.body, !llvm.loop !11

do.end:                                           ; preds = %if.end
  ret void
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @ne_for(i32 noundef %n, i32 noundef %k) #0 {
entry:
  br label %for.cond

for.cond:                                         ; preds = %if.end, %entry
  %s.0 = phi i32 [ 0, %entry ], [ %add4, %if.end ]
  %i.0 = phi i32 [ 0, %entry ], [ %inc, %if.end ]
  %cmp = icmp slt i32 %i.0, %n
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %cmp1.not = icmp eq i32 %i.0, %k
  br i1 %cmp1.not, label %if.end, label %if.then

if.then:                                          ; preds = %for.body
  %mul = mul nsw i32 %i.0, 3
  %add = add nuw nsw i32 %mul, 1
  %idxprom = zext i32 %i.0 to i64
  %arrayidx = getelementptr inbounds [300 x i32], [300 x i32]* @ibuf, i64 0, i64 %idxprom
  store i32 %add, i32* %arrayidx, align 4, !tbaa !12
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %idxprom2 = zext i32 %i.0 to i64
  %arrayidx3 = getelementptr inbounds [300 x i32], [300 x i32]* @ibuf, i64 0, i64 %idxprom2
  %0 = load i32, i32* %arrayidx3, align 4, !tbaa !12
  %add4 = add i32 %s.0, %0
  %inc = add nuw nsw i32 %i.0, 1
  br label %for.cond, !llvm.loop !14

for.end:                                          ; preds = %for.cond
  ret i32 %s.0
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @ne_do(i32 noundef %n, i32 noundef %k) #0 {
entry:
  br label %do.body

do.body:                                          ; preds = %if.end, %entry
  %s.0 = phi i32 [ 0, %entry ], [ %add5, %if.end ]
  %i.0 = phi i32 [ 0, %entry ], [ %inc, %if.end ]
  %cmp.not = icmp eq i32 %i.0, %k
  br i1 %cmp.not, label %if.else, label %if.then

if.then:                                          ; preds = %do.body
  %add = add nuw nsw i32 %i.0, 2
  %idxprom = zext i32 %i.0 to i64
  %arrayidx = getelementptr inbounds [300 x i32], [300 x i32]* @ibuf, i64 0, i64 %idxprom
  %0 = load i32, i32* %arrayidx, align 4, !tbaa !12
  %add1 = add nsw i32 %0, %add
  store i32 %add1, i32* %arrayidx, align 4, !tbaa !12
  br label %if.end

if.else:                                          ; preds = %do.body
  %add2 = add i32 %s.0, 100
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %s.1 = phi i32 [ %s.0, %if.then ], [ %add2, %if.else ]
  %mul = mul i32 %s.1, 3
  %idxprom3 = zext i32 %i.0 to i64
  %arrayidx4 = getelementptr inbounds [300 x i32], [300 x i32]* @ibuf, i64 0, i64 %idxprom3
  %1 = load i32, i32* %arrayidx4, align 4, !tbaa !12
  %add5 = add i32 %mul, %1
  %inc = add nuw nsw i32 %i.0, 1
  %cmp6 = icmp slt i32 %inc, %n
  br i1 %cmp6, label %do.body, label %do.end, !llvm.loop !15

do.end:                                           ; preds = %if.end
  ret i32 %add5
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @ge_for(i32 noundef %n, i32 noundef %a) #0 {
entry:
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %s.0 = phi i32 [ 0, %entry ], [ %s.1, %for.inc ]
  %i.0 = phi i32 [ 0, %entry ], [ %inc, %for.inc ]
  %cmp = icmp slt i32 %i.0, %n
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %cmp1.not = icmp slt i32 %i.0, %a
  br i1 %cmp1.not, label %if.else, label %if.then

if.then:                                          ; preds = %for.body
  %idxprom = zext i32 %i.0 to i64
  %arrayidx = getelementptr inbounds [300 x i32], [300 x i32]* @ibuf, i64 0, i64 %idxprom
  store i32 1, i32* %arrayidx, align 4, !tbaa !12
  br label %for.inc

if.else:                                          ; preds = %for.body
  %mul = mul i32 %i.0, 17
  %xor = xor i32 %s.0, %mul
  br label %for.inc

for.inc:                                          ; preds = %if.then, %if.else
  %s.1 = phi i32 [ %s.0, %if.then ], [ %xor, %if.else ]
  %inc = add nuw nsw i32 %i.0, 1
  br label %for.cond, !llvm.loop !16

for.end:                                          ; preds = %for.cond
  ret i32 %s.0
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @gt_down(i32 noundef %n, i32 noundef %a) #0 {
entry:
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %i.0 = phi i32 [ %n, %entry ], [ %dec, %for.inc ]
  %cmp = icmp sgt i32 %i.0, 0
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %cmp1 = icmp sgt i32 %i.0, %a
  br i1 %cmp1, label %if.then, label %if.else

if.then:                                          ; preds = %for.body
  %idxprom = sext i32 %i.0 to i64
  %arrayidx = getelementptr inbounds [300 x i32], [300 x i32]* @ibuf, i64 0, i64 %idxprom
  %0 = load i32, i32* %arrayidx, align 4, !tbaa !12
  %add = add nsw i32 %0, 2
  store i32 %add, i32* %arrayidx, align 4, !tbaa !12
  br label %for.inc

if.else:                                          ; preds = %for.body
  %idxprom2 = sext i32 %i.0 to i64
  %arrayidx3 = getelementptr inbounds [300 x i32], [300 x i32]* @ibuf, i64 0, i64 %idxprom2
  %1 = load i32, i32* %arrayidx3, align 4, !tbaa !12
  %sub = add nsw i32 %1, -1
  store i32 %sub, i32* %arrayidx3, align 4, !tbaa !12
  br label %for.inc

for.inc:                                          ; preds = %if.then, %if.else
  %dec = add nsw i32 %i.0, -1
  br label %for.cond, !llvm.loop !17

for.end:                                          ; preds = %for.cond
  ret void
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @le_down(i32 noundef %n, i32 noundef %a) #0 {
entry:
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %i.0 = phi i32 [ %n, %entry ], [ %dec, %for.inc ]
  %cmp = icmp sgt i32 %i.0, -1
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %cmp1.not = icmp sgt i32 %i.0, %a
  br i1 %cmp1.not, label %for.inc, label %if.then

if.then:                                          ; preds = %for.body
  %idxprom = sext i32 %i.0 to i64
  %arrayidx = getelementptr inbounds [300 x i32], [300 x i32]* @ibuf, i64 0, i64 %idxprom
  store i32 9, i32* %arrayidx, align 4, !tbaa !12
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %dec = add nsw i32 %i.0, -1
  br label %for.cond, !llvm.loop !18

for.end:                                          ; preds = %for.cond
  ret void
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @le_max(i32 noundef %from, i32 noundef %a) #0 {
entry:
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %s.0 = phi i32 [ 0, %entry ], [ %s.1, %for.inc ]
  %i.0 = phi i32 [ %from, %entry ], [ %inc, %for.inc ]
  %cmp.not = icmp eq i32 %i.0, 2147483647
  br i1 %cmp.not, label %for.end, label %for.body

for.body:                                         ; preds = %for.cond
  %cmp1.not = icmp sgt i32 %i.0, %a
  br i1 %cmp1.not, label %if.else, label %if.then

if.then:                                          ; preds = %for.body
  %rem = urem i32 %i.0, 300
  %idxprom = zext i32 %rem to i64
  %arrayidx = getelementptr inbounds [300 x i32], [300 x i32]* @ibuf, i64 0, i64 %idxprom
  %0 = load i32, i32* %arrayidx, align 4, !tbaa !12
  %add = add nsw i32 %0, 3
  store i32 %add, i32* %arrayidx, align 4, !tbaa !12
  br label %for.inc

if.else:                                          ; preds = %for.body
  %add2 = add i32 %i.0, 85
  %xor = xor i32 %s.0, %add2
  br label %for.inc

for.inc:                                          ; preds = %if.then, %if.else
  %s.1 = phi i32 [ %s.0, %if.then ], [ %xor, %if.else ]
  %inc = add nsw i32 %i.0, 1
  br label %for.cond, !llvm.loop !19

for.end:                                          ; preds = %for.cond
  ret i32 %s.0
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @eq_min(i32 noundef %from, i32 noundef %k) #0 {
entry:
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %s.0 = phi i32 [ 0, %entry ], [ %s.1, %for.inc ]
  %i.0 = phi i32 [ %from, %entry ], [ %dec, %for.inc ]
  %cmp.not = icmp eq i32 %i.0, -2147483648
  br i1 %cmp.not, label %for.end, label %for.body

for.body:                                         ; preds = %for.cond
  %cmp1 = icmp eq i32 %i.0, %k
  br i1 %cmp1, label %if.then, label %if.else

if.then:                                          ; preds = %for.body
  %rem = urem i32 %i.0, 300
  %idxprom = zext i32 %rem to i64
  %arrayidx = getelementptr inbounds [300 x i32], [300 x i32]* @ibuf, i64 0, i64 %idxprom
  %0 = load i32, i32* %arrayidx, align 4, !tbaa !12
  %add = add nsw i32 %0, 1000
  store i32 %add, i32* %arrayidx, align 4, !tbaa !12
  br label %for.inc

if.else:                                          ; preds = %for.body
  %mul = mul i32 %s.0, 5
  %add2 = add i32 %mul, %i.0
  br label %for.inc

for.inc:                                          ; preds = %if.then, %if.else
  %s.1 = phi i32 [ %s.0, %if.then ], [ %add2, %if.else ]
  %dec = add nsw i32 %i.0, -1
  br label %for.cond, !llvm.loop !20

for.end:                                          ; preds = %for.cond
  ret i32 %s.0
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #2 {
entry:
  %ln = alloca [5 x i64], align 16
  %0 = bitcast [5 x i64]* %ln to i8*
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %0) #6
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(40) %0, i8 0, i64 40, i1 false)
  %1 = getelementptr inbounds [5 x i64], [5 x i64]* %ln, i64 0, i64 1
  store i64 1, i64* %1, align 8
  %2 = getelementptr inbounds [5 x i64], [5 x i64]* %ln, i64 0, i64 2
  store i64 2, i64* %2, align 16
  %3 = getelementptr inbounds [5 x i64], [5 x i64]* %ln, i64 0, i64 3
  store i64 3, i64* %3, align 8
  %4 = getelementptr inbounds [5 x i64], [5 x i64]* %ln, i64 0, i64 4
  store i64 100, i64* %4, align 16
  br label %for.cond

for.cond:                                         ; preds = %for.inc7, %entry
  %h.0 = phi i32 [ 0, %entry ], [ %h.1, %for.inc7 ]
  %x.0 = phi i32 [ 0, %entry ], [ %inc8, %for.inc7 ]
  %cmp = icmp ult i32 %x.0, 5
  br i1 %cmp, label %for.cond1, label %for.cond11

for.cond1:                                        ; preds = %for.cond, %for.body4
  %h.1 = phi i32 [ %add, %for.body4 ], [ %h.0, %for.cond ]
  %y.0 = phi i32 [ %inc, %for.body4 ], [ 0, %for.cond ]
  %cmp2 = icmp ult i32 %y.0, 12
  br i1 %cmp2, label %for.body4, label %for.inc7

for.body4:                                        ; preds = %for.cond1
  call void @clear()
  %idxprom = zext i32 %x.0 to i64
  %arrayidx = getelementptr inbounds [5 x i64], [5 x i64]* %ln, i64 0, i64 %idxprom
  %5 = load i64, i64* %arrayidx, align 8, !tbaa !5
  %idxprom5 = zext i32 %y.0 to i64
  %arrayidx6 = getelementptr inbounds [12 x i64], [12 x i64]* @__const.main.la, i64 0, i64 %idxprom5
  %6 = load i64, i64* %arrayidx6, align 8, !tbaa !5
  call void @lt_for(i64 noundef %5, i64 noundef %6)
  %mul = mul i32 %h.1, 3
  %call = call i32 @sum()
  %add = add i32 %mul, %call
  %inc = add nuw nsw i32 %y.0, 1
  br label %for.cond1, !llvm.loop !21

for.inc7:                                         ; preds = %for.cond1
  %inc8 = add nuw nsw i32 %x.0, 1
  br label %for.cond, !llvm.loop !22

for.cond11:                                       ; preds = %for.cond, %for.inc30
  %h.2 = phi i32 [ %h.3, %for.inc30 ], [ %h.0, %for.cond ]
  %x10.0 = phi i32 [ %inc31, %for.inc30 ], [ 2, %for.cond ]
  %cmp12 = icmp ult i32 %x10.0, 5
  br i1 %cmp12, label %for.cond16, label %for.end32

for.cond16:                                       ; preds = %for.cond11, %for.body19
  %h.3 = phi i32 [ %add26, %for.body19 ], [ %h.2, %for.cond11 ]
  %y15.0 = phi i32 [ %inc28, %for.body19 ], [ 0, %for.cond11 ]
  %cmp17 = icmp ult i32 %y15.0, 12
  br i1 %cmp17, label %for.body19, label %for.inc30

for.body19:                                       ; preds = %for.cond16
  call void @clear()
  %idxprom20 = zext i32 %x10.0 to i64
  %arrayidx21 = getelementptr inbounds [5 x i64], [5 x i64]* %ln, i64 0, i64 %idxprom20
  %7 = load i64, i64* %arrayidx21, align 8, !tbaa !5
  %idxprom22 = zext i32 %y15.0 to i64
  %arrayidx23 = getelementptr inbounds [12 x i64], [12 x i64]* @__const.main.la, i64 0, i64 %idxprom22
  %8 = load i64, i64* %arrayidx23, align 8, !tbaa !5
  call void @lt_do(i64 noundef %7, i64 noundef %8)
  %mul24 = mul i32 %h.3, 3
  %call25 = call i32 @sum()
  %add26 = add i32 %mul24, %call25
  %inc28 = add nuw nsw i32 %y15.0, 1
  br label %for.cond16, !llvm.loop !23

for.inc30:                                        ; preds = %for.cond16
  %inc31 = add nuw nsw i32 %x10.0, 1
  br label %for.cond11, !llvm.loop !24

for.end32:                                        ; preds = %for.cond11
  br label %for.cond34

for.cond34:                                       ; preds = %for.inc92, %for.end32
  %h.4 = phi i32 [ %h.2, %for.end32 ], [ %h.5, %for.inc92 ]
  %x33.0 = phi i32 [ 0, %for.end32 ], [ %inc93, %for.inc92 ]
  %cmp35 = icmp ult i32 %x33.0, 5
  br i1 %cmp35, label %for.cond39, label %for.end94

for.cond39:                                       ; preds = %for.cond34, %for.body42
  %h.5 = phi i32 [ %add83, %for.body42 ], [ %h.4, %for.cond34 ]
  %y38.0 = phi i32 [ %inc90, %for.body42 ], [ 0, %for.cond34 ]
  %cmp40 = icmp ult i32 %y38.0, 13
  br i1 %cmp40, label %for.body42, label %for.inc92

for.body42:                                       ; preds = %for.cond39
  call void @clear()
  %mul43 = mul i32 %h.5, 3
  %idxprom44 = zext i32 %x33.0 to i64
  %arrayidx45 = getelementptr inbounds [5 x i32], [5 x i32]* @__const.main.in, i64 0, i64 %idxprom44
  %9 = load i32, i32* %arrayidx45, align 4, !tbaa !12
  %idxprom46 = zext i32 %y38.0 to i64
  %arrayidx47 = getelementptr inbounds [13 x i32], [13 x i32]* @__const.main.ia, i64 0, i64 %idxprom46
  %10 = load i32, i32* %arrayidx47, align 4, !tbaa !12
  %call48 = call i32 @ne_for(i32 noundef %9, i32 noundef %10)
  %add49 = add i32 %mul43, %call48
  %call50 = call i32 @sum()
  %add51 = add i32 %add49, %call50
  call void @clear()
  %mul52 = mul i32 %add51, 3
  %11 = load i32, i32* %arrayidx45, align 4, !tbaa !12
  %12 = load i32, i32* %arrayidx47, align 4, !tbaa !12
  %call57 = call i32 @ne_do(i32 noundef %11, i32 noundef %12)
  %add58 = add i32 %mul52, %call57
  %call59 = call i32 @sum()
  %add60 = add i32 %add58, %call59
  call void @clear()
  %mul61 = mul i32 %add60, 3
  %13 = load i32, i32* %arrayidx45, align 4, !tbaa !12
  %14 = load i32, i32* %arrayidx47, align 4, !tbaa !12
  %call66 = call i32 @ge_for(i32 noundef %13, i32 noundef %14)
  %add67 = add i32 %mul61, %call66
  %call68 = call i32 @sum()
  %add69 = add i32 %add67, %call68
  call void @clear()
  %15 = load i32, i32* %arrayidx45, align 4, !tbaa !12
  %16 = load i32, i32* %arrayidx47, align 4, !tbaa !12
  call void @gt_down(i32 noundef %15, i32 noundef %16)
  %mul74 = mul i32 %add69, 3
  %call75 = call i32 @sum()
  %add76 = add i32 %mul74, %call75
  call void @clear()
  %17 = load i32, i32* %arrayidx45, align 4, !tbaa !12
  %18 = load i32, i32* %arrayidx47, align 4, !tbaa !12
  call void @le_down(i32 noundef %17, i32 noundef %18)
  %mul81 = mul i32 %add76, 3
  %call82 = call i32 @sum()
  %add83 = add i32 %mul81, %call82
  %call88 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i32 noundef %17, i32 noundef %18, i32 noundef %add83) #6
  %inc90 = add nuw nsw i32 %y38.0, 1
  br label %for.cond39, !llvm.loop !25

for.inc92:                                        ; preds = %for.cond39
  %inc93 = add nuw nsw i32 %x33.0, 1
  br label %for.cond34, !llvm.loop !26

for.end94:                                        ; preds = %for.cond34
  br label %for.cond96

for.cond96:                                       ; preds = %for.body99, %for.end94
  %h.6 = phi i32 [ %h.4, %for.end94 ], [ %add110, %for.body99 ]
  %y95.0 = phi i32 [ 0, %for.end94 ], [ %inc112, %for.body99 ]
  %cmp97 = icmp ult i32 %y95.0, 7
  br i1 %cmp97, label %for.body99, label %for.end113

for.body99:                                       ; preds = %for.cond96
  call void @clear()
  %mul100 = mul i32 %h.6, 3
  %idxprom101 = zext i32 %y95.0 to i64
  %arrayidx102 = getelementptr inbounds [7 x i32], [7 x i32]* @__const.main.ma, i64 0, i64 %idxprom101
  %19 = load i32, i32* %arrayidx102, align 4, !tbaa !12
  %call103 = call i32 @le_max(i32 noundef 2147483642, i32 noundef %19)
  %add104 = add i32 %mul100, %call103
  %call107 = call i32 @le_max(i32 noundef 2147483647, i32 noundef %19)
  %add108 = add i32 %add104, %call107
  %call109 = call i32 @sum()
  %add110 = add i32 %add108, %call109
  %inc112 = add nuw nsw i32 %y95.0, 1
  br label %for.cond96, !llvm.loop !27

for.end113:                                       ; preds = %for.cond96
  br label %for.cond115

for.cond115:                                      ; preds = %for.body118, %for.end113
  %h.7 = phi i32 [ %h.6, %for.end113 ], [ %add129, %for.body118 ]
  %y114.0 = phi i32 [ 0, %for.end113 ], [ %inc131, %for.body118 ]
  %cmp116 = icmp ult i32 %y114.0, 7
  br i1 %cmp116, label %for.body118, label %for.end132

for.body118:                                      ; preds = %for.cond115
  call void @clear()
  %mul119 = mul i32 %h.7, 3
  %idxprom120 = zext i32 %y114.0 to i64
  %arrayidx121 = getelementptr inbounds [7 x i32], [7 x i32]* @__const.main.mk, i64 0, i64 %idxprom120
  %20 = load i32, i32* %arrayidx121, align 4, !tbaa !12
  %call122 = call i32 @eq_min(i32 noundef -2147483643, i32 noundef %20)
  %add123 = add i32 %mul119, %call122
  %call126 = call i32 @eq_min(i32 noundef -2147483648, i32 noundef %20)
  %add127 = add i32 %add123, %call126
  %call128 = call i32 @sum()
  %add129 = add i32 %add127, %call128
  %inc131 = add nuw nsw i32 %y114.0, 1
  br label %for.cond115, !llvm.loop !28

for.end132:                                       ; preds = %for.cond115
  %call133 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0), i32 noundef %h.7) #6
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %0) #6
  ret i32 0
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nounwind uwtable
define internal void @clear() #2 {
entry:
  br label %for.cond

for.cond:                                         ; preds = %for.body, %entry
  %i.0 = phi i32 [ 0, %entry ], [ %inc, %for.body ]
  %cmp = icmp ult i32 %i.0, 300
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %idxprom = zext i32 %i.0 to i64
  %arrayidx = getelementptr inbounds [300 x i64], [300 x i64]* @buf, i64 0, i64 %idxprom
  store i64 0, i64* %arrayidx, align 8, !tbaa !5
  %arrayidx2 = getelementptr inbounds [300 x i32], [300 x i32]* @ibuf, i64 0, i64 %idxprom
  store i32 0, i32* %arrayidx2, align 4, !tbaa !12
  %inc = add nuw nsw i32 %i.0, 1
  br label %for.cond, !llvm.loop !29

for.end:                                          ; preds = %for.cond
  ret void
}

; Function Attrs: nounwind uwtable
define internal i32 @sum() #2 {
entry:
  br label %for.cond

for.cond:                                         ; preds = %for.body, %entry
  %s.0 = phi i32 [ 0, %entry ], [ %add4, %for.body ]
  %i.0 = phi i32 [ 0, %entry ], [ %inc, %for.body ]
  %cmp = icmp ult i32 %i.0, 300
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %mul = mul i32 %s.0, 31
  %idxprom = zext i32 %i.0 to i64
  %arrayidx = getelementptr inbounds [300 x i64], [300 x i64]* @buf, i64 0, i64 %idxprom
  %0 = load i64, i64* %arrayidx, align 8, !tbaa !5
  %conv = trunc i64 %0 to i32
  %add = add i32 %mul, %conv
  %arrayidx2 = getelementptr inbounds [300 x i32], [300 x i32]* @ibuf, i64 0, i64 %idxprom
  %1 = load i32, i32* %arrayidx2, align 4, !tbaa !12
  %mul3 = mul i32 %1, 7
  %add4 = add i32 %add, %mul3
  %inc = add nuw nsw i32 %i.0, 1
  br label %for.cond, !llvm.loop !30

for.end:                                          ; preds = %for.cond
  ret i32 %s.0
}

declare i32 @printf(i8* noundef, ...) #5

attributes #0 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nosync nounwind willreturn }
attributes #2 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn }
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }
attributes #5 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !7, i64 0}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !10}
!21 = distinct !{!21, !10}
!22 = distinct !{!22, !10}
!23 = distinct !{!23, !10}
!24 = distinct !{!24, !10}
!25 = distinct !{!25, !10}
!26 = distinct !{!26, !10}
!27 = distinct !{!27, !10}
!28 = distinct !{!28, !10}
!29 = distinct !{!29, !10}
!30 = distinct !{!30, !10}

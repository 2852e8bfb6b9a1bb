; RUN: hoist -unroll-runtime -unroll-count=4 -unroll-runtime-multi-exit -passes='loop-simplify,lcssa,loop-unroll' -S %s \
; RUN:   | opt -passes=verify -disable-output

; Reduced (llvm-reduce) from Csmith seed 511 at clang -O2 with forced runtime unrolling. While
; loop-unroll's simplifier tidies the unrolled copies, scalar evolution is asked about blocks whose
; dominator tree is the one from before the copies, where a phi looked select-like and led back to
; itself: getSCEV recursed until the stack overflowed. The run must now finish, and its output verify:
; full unrolling deletes the loop block %42 that unreachable blocks (%39, %40, %41, left by llvm-reduce)
; branch to, so those go too instead of branching to a deleted block.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@g_2 = external global i32
@g_400 = external global i32
@g_506 = external global i8
@g_163 = external global i32**
@g_424 = external global i32**
@__const.func_38.l_487 = external constant [5 x [6 x i32]]
@g_233 = external global { i8, i8, i8, i8, i64, i16, i16, i32, i32, i64 }
@g_245 = external global { i32, i8, i8, [2 x i8], i8, i8, i8, i8 }

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #0

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #0

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nounwind uwtable
declare i32 @safe_div_func_uint32_t_u_u() #2

; Function Attrs: nounwind uwtable
declare signext i16 @safe_mod_func_int16_t_s_s() #2

; Function Attrs: nounwind uwtable
declare zeroext i16 @safe_lshift_func_uint16_t_u_s() #2

; Function Attrs: nounwind uwtable
declare zeroext i16 @safe_div_func_uint16_t_u_u() #2

; Function Attrs: nounwind uwtable
declare signext i8 @safe_mul_func_int8_t_s_s() #2

; Function Attrs: nounwind uwtable
declare i32 @safe_sub_func_uint32_t_u_u() #2

; Function Attrs: nounwind uwtable
declare signext i8 @safe_add_func_int8_t_s_s() #2

; Function Attrs: nounwind uwtable
declare signext i16 @safe_mul_func_int16_t_s_s() #2

; Function Attrs: nounwind uwtable
declare signext i8 @safe_div_func_int8_t_s_s() #2

; Function Attrs: nounwind uwtable
declare i32 @safe_add_func_int32_t_s_s() #2

; Function Attrs: nounwind uwtable
declare zeroext i16 @safe_lshift_func_uint16_t_u_u() #2

; Function Attrs: nounwind uwtable
declare zeroext i16 @safe_rshift_func_uint16_t_u_u() #2

; Function Attrs: nounwind uwtable
declare signext i16 @safe_add_func_int16_t_s_s() #2

; Function Attrs: nounwind uwtable
declare i32 @safe_sub_func_int32_t_s_s() #2

; Function Attrs: nounwind uwtable
define i8* @func_38(i16 noundef signext %0, i32* noundef %1, i16 noundef signext %2, i16 noundef signext %3, i32* noundef %4) #2 {
  br label %6

6:                                                ; preds = %7, %5
  br i1 undef, label %7, label %8

7:                                                ; preds = %6
  br label %6

8:                                                ; preds = %6
  br label %9

9:                                                ; preds = %8
  br label %10

10:                                               ; preds = %9
  br label %11

11:                                               ; preds = %10
  br label %12

12:                                               ; preds = %13, %11
  br i1 undef, label %13, label %14

13:                                               ; preds = %12
  br label %12

14:                                               ; preds = %12
  br label %15

15:                                               ; preds = %14
  br i1 undef, label %17, label %16

16:                                               ; preds = %15
  br label %17

17:                                               ; preds = %16, %15
  br label %18

18:                                               ; preds = %17
  br i1 undef, label %20, label %19

19:                                               ; preds = %42, %18
  %.02184 = phi i32 [ %.52189, %42 ], [ 0, %18 ]
  %.02036 = phi i16 [ %26, %42 ], [ 9, %18 ]
  %.02032 = phi i32 [ %.32035, %42 ], [ 552781168, %18 ]
  %.01996 = phi i32 [ %.42000, %42 ], [ -1412786212, %18 ]
  br label %25

20:                                               ; preds = %18
  br label %21

21:                                               ; preds = %20
  br label %22

22:                                               ; preds = %23, %21
  %.02229 = phi i32 [ 0, %21 ], [ %24, %23 ]
  br i1 undef, label %23, label %25

23:                                               ; preds = %22
  %24 = add nuw nsw i32 %.02229, 1
  br label %22

25:                                               ; preds = %22, %19
  %.12185 = phi i32 [ %.02184, %19 ], [ 0, %22 ]
  %.12037 = phi i16 [ %.02036, %19 ], [ 9, %22 ]
  %.12033 = phi i32 [ %.02032, %19 ], [ 552781168, %22 ]
  %.11997 = phi i32 [ %.01996, %19 ], [ -1412786212, %22 ]
  %26 = add i16 %.12037, -1
  %27 = sext i16 undef to i32
  %28 = or i32 %.12033, %27
  br label %29

29:                                               ; preds = %43, %25
  %storemerge2255 = phi i64 [ -26, %25 ], [ undef, %43 ]
  %.22186 = phi i32 [ %.12185, %25 ], [ %.52189, %43 ]
  %.22034 = phi i32 [ %28, %25 ], [ %.32035, %43 ]
  %.21998 = phi i32 [ %.11997, %25 ], [ %.42000, %43 ]
  %30 = icmp sgt i64 %storemerge2255, -11
  br i1 %30, label %31, label %44

31:                                               ; preds = %29
  br label %42

32:                                               ; No predecessors!
  %33 = sext i16 %0 to i64
  %34 = call i64 @safe_div_func_int64_t_s_s()
  %35 = xor i64 %34, %33
  %36 = trunc i64 %35 to i32
  ret i8* undef

37:                                               ; No predecessors!
  br label %40

38:                                               ; No predecessors!
  br label %39

39:                                               ; preds = %38
  br label %42

40:                                               ; preds = %37
  br label %42

41:                                               ; No predecessors!
  br label %42

42:                                               ; preds = %41, %40, %39, %31
  %.52189 = phi i32 [ %36, %41 ], [ %.22186, %39 ], [ %.22186, %40 ], [ %.22186, %31 ]
  %.32035 = phi i32 [ 219, %41 ], [ 219, %39 ], [ 219, %40 ], [ %.22034, %31 ]
  %.42000 = phi i32 [ undef, %41 ], [ %.21998, %39 ], [ %.21998, %40 ], [ %.21998, %31 ]
  switch i32 undef, label %45 [
    i32 0, label %43
    i32 64, label %44
    i32 60, label %19
    i32 66, label %43
  ]

43:                                               ; preds = %42, %42
  br label %29

44:                                               ; preds = %42, %29
  ret i8* undef

45:                                               ; preds = %42
  unreachable

; uselistorder directives
  uselistorder i32 %.52189, { 1, 0 }
  uselistorder i32 %.32035, { 1, 0 }
  uselistorder i32 %.42000, { 1, 0 }
}

; Function Attrs: nounwind uwtable
declare zeroext i8 @safe_mod_func_uint8_t_u_u() #2

; Function Attrs: nounwind uwtable
declare signext i8 @safe_lshift_func_int8_t_s_u() #2

; Function Attrs: nounwind uwtable
declare i64 @safe_div_func_int64_t_s_s() #2

; Function Attrs: nounwind uwtable
declare zeroext i8 @safe_add_func_uint8_t_u_u() #2

; Function Attrs: nounwind uwtable
declare signext i16 @safe_div_func_int16_t_s_s() #2

; Function Attrs: nounwind uwtable
declare signext i8 @safe_lshift_func_int8_t_s_s() #2

attributes #0 = { argmemonly nofree nosync nounwind willreturn }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

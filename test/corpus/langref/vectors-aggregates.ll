; LangRef: vector and aggregate operations: extractelement, insertelement, shufflevector (fixed and
; scalable, undef and poison mask elements), extractvalue, insertvalue; vector, scalable vector,
; array, struct and packed struct types; vscale_range.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%pair = type { i32, float }
%packed = type <{ i8, i32 }>
%nested = type { %pair, [2 x %packed], <4 x i16> }
%opaque.t = type opaque

@v = global <4 x i32> <i32 1, i32 2, i32 3, i32 4>
@n = global %nested zeroinitializer
@p = global %packed <{ i8 1, i32 2 }>
@o = external global %opaque.t

define <4 x float> @fixed(<4 x float> %a, <4 x float> %b, float %s, i32 %i) {
entry:
  %e = extractelement <4 x float> %a, i32 2
  %e2 = extractelement <4 x float> %a, i32 %i
  %ins = insertelement <4 x float> %b, float %s, i64 0
  %sh = shufflevector <4 x float> %a, <4 x float> %ins, <4 x i32> <i32 0, i32 4, i32 undef, i32 7>
  %sh2 = shufflevector <4 x float> %a, <4 x float> poison, <8 x i32> zeroinitializer
  %sh3 = shufflevector <4 x float> %sh, <4 x float> undef, <2 x i32> <i32 3, i32 poison>
  %w = fadd <4 x float> %sh, %ins
  ret <4 x float> %w
}

define <vscale x 4 x i32> @scalable(<vscale x 4 x i32> %a, i32 %x) vscale_range(1,16) {
entry:
  %ins = insertelement <vscale x 4 x i32> poison, i32 %x, i32 0
  %splat = shufflevector <vscale x 4 x i32> %ins, <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer
  %sum = add <vscale x 4 x i32> %a, %splat
  %e = extractelement <vscale x 4 x i32> %sum, i64 0
  ret <vscale x 4 x i32> %sum
}

define %pair @aggregates(%pair %p, [3 x i32] %arr, %nested* %np) {
entry:
  %a = extractvalue %pair %p, 0
  %b = extractvalue [3 x i32] %arr, 2
  %c = insertvalue %pair %p, i32 %b, 0
  %d = insertvalue %pair undef, float 1.000000e+00, 1
  %n = load %nested, %nested* %np
  %inner = extractvalue %nested %n, 1, 0, 1
  %n2 = insertvalue %nested %n, i32 %inner, 0, 0
  %lit = insertvalue { i8, { i16, i64 } } undef, i64 5, 1, 1
  ret %pair %c
}

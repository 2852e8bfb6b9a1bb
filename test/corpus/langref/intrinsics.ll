; LangRef: intrinsics, with immarg parameters: memory (memcpy, memmove, memset, their inline and
; element-wise atomic forms), lifetime and invariant markers, bit manipulation, overflow and
; saturating arithmetic, min/max, fp math, vector reductions and masked operations, stacksave,
; assume with bundles, expect, prefetch, va_start/va_end, objectsize, experimental intrinsics.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg)
declare void @llvm.memmove.p0i8.p0i8.i64(i8* nocapture writeonly, i8* nocapture readonly, i64, i1 immarg)
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg)
declare void @llvm.memcpy.inline.p0i8.p0i8.i64(i8*, i8*, i64 immarg, i1 immarg)
declare void @llvm.memcpy.element.unordered.atomic.p0i8.p0i8.i64(i8*, i8*, i64, i32 immarg)
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture)
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture)
declare {}* @llvm.invariant.start.p0i8(i64 immarg, i8* nocapture)
declare void @llvm.invariant.end.p0i8({}*, i64 immarg, i8* nocapture)
declare i32 @llvm.ctpop.i32(i32)
declare i32 @llvm.ctlz.i32(i32, i1 immarg)
declare i32 @llvm.cttz.i32(i32, i1 immarg)
declare i32 @llvm.bswap.i32(i32)
declare i32 @llvm.bitreverse.i32(i32)
declare i32 @llvm.fshl.i32(i32, i32, i32)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32)
declare i32 @llvm.sadd.sat.i32(i32, i32)
declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.umin.i32(i32, i32)
declare i32 @llvm.abs.i32(i32, i1 immarg)
declare double @llvm.fabs.f64(double)
declare double @llvm.sqrt.f64(double)
declare double @llvm.fma.f64(double, double, double)
declare double @llvm.fmuladd.f64(double, double, double)
declare double @llvm.minnum.f64(double, double)
declare double @llvm.copysign.f64(double, double)
declare double @llvm.floor.f64(double)
declare double @llvm.powi.f64.i32(double, i32)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)
declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>)
declare <4 x i32> @llvm.masked.load.v4i32.p0v4i32(<4 x i32>*, i32 immarg, <4 x i1>, <4 x i32>)
declare void @llvm.masked.store.v4i32.p0v4i32(<4 x i32>, <4 x i32>*, i32 immarg, <4 x i1>)
declare i8* @llvm.stacksave()
declare void @llvm.stackrestore(i8*)
declare void @llvm.assume(i1 noundef)
declare i64 @llvm.expect.i64(i64, i64)
declare void @llvm.prefetch.p0i8(i8* nocapture readonly, i32 immarg, i32 immarg, i32 immarg)
declare void @llvm.va_start(i8*)
declare void @llvm.va_end(i8*)
declare i64 @llvm.objectsize.i64.p0i8(i8*, i1 immarg, i1 immarg, i1 immarg)
declare void @llvm.trap()
declare void @llvm.donothing()
declare i8* @llvm.ptrmask.p0i8.i64(i8*, i64)
declare <4 x i32> @llvm.experimental.stepvector.v4i32()
declare double @llvm.experimental.constrained.fadd.f64(double, double, metadata, metadata)

define i32 @use_all(i8* %d, i8* %s, i64 %n, i32 %x, double %f, <4 x i32> %v, <4 x float> %vf, <4 x i32>* %vp, <4 x i1> %m, ...) {
entry:
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %d, i8* align 4 %s, i64 %n, i1 false)
  call void @llvm.memmove.p0i8.p0i8.i64(i8* %d, i8* %s, i64 16, i1 true)
  call void @llvm.memset.p0i8.i64(i8* align 8 %d, i8 0, i64 %n, i1 false)
  call void @llvm.memcpy.inline.p0i8.p0i8.i64(i8* %d, i8* %s, i64 8, i1 false)
  call void @llvm.memcpy.element.unordered.atomic.p0i8.p0i8.i64(i8* align 4 %d, i8* align 4 %s, i64 16, i32 4)
  call void @llvm.lifetime.start.p0i8(i64 16, i8* %d)
  %inv = call {}* @llvm.invariant.start.p0i8(i64 8, i8* %s)
  call void @llvm.invariant.end.p0i8({}* %inv, i64 8, i8* %s)
  call void @llvm.lifetime.end.p0i8(i64 16, i8* %d)
  %a = call i32 @llvm.ctpop.i32(i32 %x)
  %b = call i32 @llvm.ctlz.i32(i32 %a, i1 true)
  %c = call i32 @llvm.cttz.i32(i32 %b, i1 false)
  %e = call i32 @llvm.bswap.i32(i32 %c)
  %g = call i32 @llvm.bitreverse.i32(i32 %e)
  %h = call i32 @llvm.fshl.i32(i32 %g, i32 %x, i32 3)
  %o = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %h, i32 1)
  %o2 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %h, i32 3)
  %ov = extractvalue { i32, i1 } %o, 0
  %sat = call i32 @llvm.sadd.sat.i32(i32 %ov, i32 %x)
  %mx = call i32 @llvm.smax.i32(i32 %sat, i32 0)
  %mn = call i32 @llvm.umin.i32(i32 %mx, i32 100)
  %ab = call i32 @llvm.abs.i32(i32 %mn, i1 false)
  %fa = call double @llvm.fabs.f64(double %f)
  %fs = call nnan double @llvm.sqrt.f64(double %fa)
  %ff = call double @llvm.fma.f64(double %fs, double %f, double 1.000000e+00)
  %fm = call fast double @llvm.fmuladd.f64(double %ff, double %f, double %fa)
  %fn = call double @llvm.minnum.f64(double %fm, double %f)
  %fc = call double @llvm.copysign.f64(double %fn, double -1.000000e+00)
  %fl = call double @llvm.floor.f64(double %fc)
  %fp = call double @llvm.powi.f64.i32(double %fl, i32 2)
  %cf = call double @llvm.experimental.constrained.fadd.f64(double %fp, double %f, metadata !"round.dynamic", metadata !"fpexcept.strict") #1
  %r = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %v)
  %rf = call reassoc float @llvm.vector.reduce.fadd.v4f32(float 0.000000e+00, <4 x float> %vf)
  %ml = call <4 x i32> @llvm.masked.load.v4i32.p0v4i32(<4 x i32>* %vp, i32 4, <4 x i1> %m, <4 x i32> undef)
  call void @llvm.masked.store.v4i32.p0v4i32(<4 x i32> %ml, <4 x i32>* %vp, i32 4, <4 x i1> %m)
  %sv = call i8* @llvm.stacksave()
  call void @llvm.stackrestore(i8* %sv)
  %pos = icmp sgt i32 %x, 0
  call void @llvm.assume(i1 %pos)
  call void @llvm.assume(i1 true) [ "align"(i8* %d, i64 16), "nonnull"(i8* %s) ]
  %ex = call i64 @llvm.expect.i64(i64 %n, i64 1)
  call void @llvm.prefetch.p0i8(i8* %s, i32 0, i32 3, i32 1)
  %ap = alloca i8, align 8
  call void @llvm.va_start(i8* %ap)
  call void @llvm.va_end(i8* %ap)
  %sz = call i64 @llvm.objectsize.i64.p0i8(i8* %d, i1 false, i1 true, i1 false)
  %pm = call i8* @llvm.ptrmask.p0i8.i64(i8* %d, i64 -16)
  %st = call <4 x i32> @llvm.experimental.stepvector.v4i32()
  call void @llvm.donothing()
  %z = icmp eq i32 %r, 12345
  br i1 %z, label %trap, label %ret

trap:
  call void @llvm.trap()
  unreachable

ret:
  ret i32 %ab
}

attributes #1 = { strictfp }

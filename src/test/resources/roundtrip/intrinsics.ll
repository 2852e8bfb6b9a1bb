; Theme: intrinsics and special globals. llvm.global_ctors/dtors,
; llvm.used/llvm.compiler.used (appending), overloaded intrinsic names, immarg
; operands, metadata-string operands (constrained FP, read_register), llvm.assume
; operand bundles, preallocated setup/arg with the "preallocated" bundle,
; gc.statepoint/gc.relocate/gc.result with "gc-live"/"gc-transition"/"deopt",
; experimental.guard with "deopt", noalias.scope.decl, masked ops, token types.

%struct.P = type { i32, i64 }

@llvm.global_ctors = appending global [2 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @ctor, i8* null }, { i32, void ()*, i8* } { i32 101, void ()* @ctor, i8* bitcast (i32* @data to i8*) }]
@llvm.global_dtors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @ctor, i8* null }]
@llvm.used = appending global [2 x i8*] [i8* bitcast (void ()* @ctor to i8*), i8* bitcast (i32* @data to i8*)], section "llvm.metadata"
@llvm.compiler.used = appending global [1 x i8*] [i8* bitcast (i32* @data to i8*)], section "llvm.metadata"
@data = internal global i32 0

declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg)
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg)
declare double @llvm.experimental.constrained.fadd.f64(double, double, metadata, metadata)
declare i1 @llvm.experimental.constrained.fcmps.f64(double, double, metadata, metadata)
declare i64 @llvm.read_register.i64(metadata)
declare void @llvm.assume(i1 noundef)
declare token @llvm.call.preallocated.setup(i32)
declare i8* @llvm.call.preallocated.arg(token, i32)
declare void @takes_prealloc(%struct.P* preallocated(%struct.P))
declare token @llvm.experimental.gc.statepoint.p0f_isVoidf(i64 immarg, i32 immarg, void ()*, i32 immarg, i32 immarg, ...)
declare token @llvm.experimental.gc.statepoint.p0f_i32f(i64 immarg, i32 immarg, i32 ()*, i32 immarg, i32 immarg, ...)
declare i8 addrspace(1)* @llvm.experimental.gc.relocate.p1i8(token, i32 immarg, i32 immarg)
declare i32 @llvm.experimental.gc.result.i32(token)
declare void @llvm.experimental.guard(i1, ...)
declare void @llvm.experimental.noalias.scope.decl(metadata)
declare <4 x i32> @llvm.masked.load.v4i32.p0v4i32(<4 x i32>*, i32 immarg, <4 x i1>, <4 x i32>)
declare void @llvm.masked.scatter.v2f32.v2p0f32(<2 x float>, <2 x float*>, i32 immarg, <2 x i1>)
declare i64 @llvm.objectsize.i64.p0i8(i8*, i1 immarg, i1 immarg, i1 immarg)
declare void @llvm.prefetch.p0i8(i8* nocapture readonly, i32 immarg, i32 immarg, i32 immarg)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)
declare i8* @llvm.ptrmask.p0i8.i64(i8*, i64)
declare i32 @llvm.fshl.i32(i32, i32, i32)
declare float @llvm.fma.f32(float, float, float)
declare i1 @llvm.is.constant.i32(i32)
declare void @foo()
declare i32 @bar()

define void @ctor() {
  ret void
}

define void @intrin(i8* %a, i8* %b, double %x, double %y, i32 %n, <4 x i32>* %vp, <2 x float*> %ptrs) strictfp {
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %a, i8* align 4 %b, i64 16, i1 false)
  call void @llvm.memset.p0i8.i32(i8* %a, i8 0, i32 %n, i1 true)
  %s = call double @llvm.experimental.constrained.fadd.f64(double %x, double %y, metadata !"round.dynamic", metadata !"fpexcept.strict") strictfp
  %c = call i1 @llvm.experimental.constrained.fcmps.f64(double %s, double %y, metadata !"oeq", metadata !"fpexcept.maytrap") strictfp
  %sp = call i64 @llvm.read_register.i64(metadata !0)
  call void @llvm.assume(i1 true) [ "align"(i8* %a, i64 16), "nonnull"(i8* %b), "dereferenceable"(i8* %a, i64 16) ]
  call void @llvm.assume(i1 %c) [ "ignore"() ]
  %t = call token @llvm.call.preallocated.setup(i32 1)
  %arg = call i8* @llvm.call.preallocated.arg(token %t, i32 0) preallocated(%struct.P)
  %argc = bitcast i8* %arg to %struct.P*
  call void @takes_prealloc(%struct.P* preallocated(%struct.P) %argc) [ "preallocated"(token %t) ]
  call void @llvm.experimental.noalias.scope.decl(metadata !3)
  %ml = call <4 x i32> @llvm.masked.load.v4i32.p0v4i32(<4 x i32>* %vp, i32 4, <4 x i1> <i1 true, i1 false, i1 true, i1 false>, <4 x i32> undef)
  call void @llvm.masked.scatter.v2f32.v2p0f32(<2 x float> zeroinitializer, <2 x float*> %ptrs, i32 4, <2 x i1> <i1 true, i1 true>)
  %os = call i64 @llvm.objectsize.i64.p0i8(i8* %a, i1 false, i1 true, i1 false)
  call void @llvm.prefetch.p0i8(i8* %a, i32 0, i32 3, i32 1)
  %ov = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %n, i32 1)
  %pm = call i8* @llvm.ptrmask.p0i8.i64(i8* %a, i64 -16)
  %fs = call i32 @llvm.fshl.i32(i32 %n, i32 %n, i32 3)
  %fm = call contract float @llvm.fma.f32(float 1.0, float 2.0, float 3.0) strictfp
  %ic = call i1 @llvm.is.constant.i32(i32 %n)
  call void (i1, ...) @llvm.experimental.guard(i1 %c, i32 7) [ "deopt"(i32 %n, double %x) ]
  ret void
}

define i8 addrspace(1)* @gc(i8 addrspace(1)* %obj) gc "statepoint-example" {
  %tok = call token (i64, i32, void ()*, i32, i32, ...) @llvm.experimental.gc.statepoint.p0f_isVoidf(i64 0, i32 0, void ()* elementtype(void ()) @foo, i32 0, i32 0, i32 0, i32 0) [ "gc-live"(i8 addrspace(1)* %obj), "deopt"(i32 1), "gc-transition"() ]
  %rel = call i8 addrspace(1)* @llvm.experimental.gc.relocate.p1i8(token %tok, i32 0, i32 0)
  %tok2 = call token (i64, i32, i32 ()*, i32, i32, ...) @llvm.experimental.gc.statepoint.p0f_i32f(i64 1, i32 2, i32 ()* elementtype(i32 ()) @bar, i32 0, i32 0, i32 0, i32 0)
  %res = call i32 @llvm.experimental.gc.result.i32(token %tok2)
  ret i8 addrspace(1)* %rel
}

!0 = !{!"rsp\00"}
!1 = distinct !{!1, !"domain"}
!2 = distinct !{!2, !1, !"scope"}
!3 = !{!2}

; Theme: calls. tail/musttail/notail markers, fast-math flags on calls,
; calling conventions and attributes at call sites, operand bundles
; ("deopt", "funclet", "gc-live", custom, empty), indirect calls, calls through
; constexpr casts, varargs calls with explicit function type, va_start/va_arg,
; musttail varargs forwarding with `...` in the argument list,
; inline asm (sideeffect, alignstack, inteldialect, unwind, constraints with
; escapes, elementtype, multiple outputs), callbr, call addrspace.
target triple = "x86_64-pc-linux-gnu"

%struct.va_list = type { i32, i32, i8*, i8* }

declare i32 @printf(i8*, ...)
declare void @vfn(i32, ...)
declare float @fmath(float, float)
declare i32 @target(i32)
declare fastcc i32 @fast_target(i32)
declare void @llvm.va_start(i8*)
declare void @llvm.va_end(i8*)
declare void @llvm.va_copy(i8*, i8*)
declare void @deopt_callee()
declare i8* @retptr(i8*)
declare void @asfn() addrspace(1)
declare i32 @__gxx_personality_v0(...)

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1

define i32 @tails(i32 %x) {
  %a = tail call i32 @target(i32 %x)
  %b = notail call i32 @target(i32 %a)
  %c = tail call fastcc i32 @fast_target(i32 %b)
  %d = call fastcc noundef i32 @fast_target(i32 noundef %c) #0
  %r = musttail call i32 @target(i32 %d)
  ret i32 %r
}

; varargs thunk: musttail forwarding of the variadic part with `...`
define void @thunk(i32 %x, ...) {
  musttail call void (i32, ...) @vfn(i32 %x, ...)
  ret void
}

define i8* @musttail_ptr(i8* %p) {
  %r = musttail call nonnull i8* @retptr(i8* nonnull %p)
  %c = bitcast i8* %r to i8*
  ret i8* %c
}

define float @fmf(float %a, float %b) {
  %r0 = call fast float @fmath(float %a, float %b)
  %r1 = call nnan ninf float @fmath(float %r0, float %b)
  %r2 = tail call nsz arcp contract afn reassoc float @fmath(float %r1, float %b)
  %r3 = call reassoc nnan ninf nsz arcp contract afn float @fmath(float %r2, float %b)
  ret float %r3
}

define void @bundles(i32 %x, i8* %p) gc "statepoint-example" {
  call void @deopt_callee() [ "deopt"(i32 %x, i8* %p, i64 7) ]
  call void @deopt_callee() [ "deopt"() ]
  call void @deopt_callee() [ "deopt"(i32 1), "gc-live"(i8* %p), "custom bundle"(float 1.0, i32 %x) ]
  call void @deopt_callee() [ "my\22tag"() ]
  ret void
}

define i32 @indirect(i32 (i32)* %fp, void (i32, ...)* %vp, i8* %raw) {
  %a = call i32 %fp(i32 1)
  call void (i32, ...) %vp(i32 1, double 2.0, i8* null)
  %b = call i32 bitcast (void (i32, ...)* @vfn to i32 (i32)*)(i32 %a)
  %cast = bitcast i8* %raw to float (float, float)*
  %c = call nnan float %cast(float 1.0, float 2.0)
  %d = call i32 (i8*, ...) @printf(i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 %a, i64 9, float 1.0)
  call void (...) bitcast (i32 (i32)* @target to void (...)*)(i32 3)
  call addrspace(1) void @asfn()
  ret i32 %b
}

define i32 @vararg_fn(i32 %n, ...) {
  %ap = alloca i8*, align 8
  %ap2 = alloca i8*, align 8
  %ap1 = bitcast i8** %ap to i8*
  %ap21 = bitcast i8** %ap2 to i8*
  call void @llvm.va_start(i8* %ap1)
  call void @llvm.va_copy(i8* %ap21, i8* %ap1)
  %v = va_arg i8** %ap, i32
  %w = va_arg i8** %ap, double
  %s = va_arg i8** %ap2, { i32, i8* }
  call void @llvm.va_end(i8* %ap21)
  call void @llvm.va_end(i8* %ap1)
  ret i32 %v
}

define i32 @asms(i32 %x, i32* %p) personality i32 (...)* @__gxx_personality_v0 {
entry:
  call void asm sideeffect "nop", ""()
  call void asm sideeffect alignstack "mov $$0, %eax", "~{eax},~{dirflag},~{fpsr},~{flags}"()
  %a = call i32 asm inteldialect "mov $0, $1", "=r,r"(i32 %x)
  %b = call i32 asm sideeffect alignstack inteldialect "add $0, $1", "=r,r,0"(i32 %x, i32 %a)
  %c = call { i32, i32 } asm "xchg $0, $1", "=r,=r,0,1,~{memory}"(i32 %a, i32 %b)
  call void asm "movl $1, $0", "=*m,r"(i32* elementtype(i32) %p, i32 %x)
  %d = call i32 asm "quote\22back\5Cslash\0Anewline $0", "=r"()
  call void asm sideeffect "", "~{memory}"() #1, !srcloc !0
  invoke void asm sideeffect unwind "call thrower", "~{dirflag},~{fpsr},~{flags}"()
          to label %ok unwind label %lp
ok:
  %e = extractvalue { i32, i32 } %c, 0
  ret i32 %e
lp:
  %l = landingpad { i8*, i32 } cleanup
  ret i32 0
}

define i32 @callbr_fn(i32 %x) {
entry:
  %r = callbr i32 asm "jmp ${1:l}", "=r,i,~{dirflag},~{fpsr},~{flags}"(i8* blockaddress(@callbr_fn, %indirect))
          to label %fallthrough [label %indirect]
fallthrough:
  callbr void asm sideeffect "", "i,i"(i8* blockaddress(@callbr_fn, %indirect), i8* blockaddress(@callbr_fn, %other))
          to label %done [label %indirect, label %other]
indirect:
  ret i32 1
other:
  ret i32 2
done:
  ret i32 %r
}

define void @cc_callsites(i32 %x) {
  %a = call coldcc i32 bitcast (i32 (i32)* @target to i32 (i64)*)(i64 7)
  %a2 = call coldcc i32 @target(i32 %x)
  %b = call cc 99 i32 @target(i32 %x)
  %c = call zeroext i8 bitcast (i32 (i32)* @target to i8 (i32)*)(i32 signext %x) nounwind readonly "k"="v"
  ret void
}

attributes #0 = { nounwind "call-attr" }
attributes #1 = { nounwind }

!0 = !{i64 12345}

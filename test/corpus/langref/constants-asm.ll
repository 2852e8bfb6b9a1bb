; LangRef: constants (integers of odd widths, every floating-point type and notation, null,
; undef, poison, zeroinitializer, aggregates, strings, blockaddress, constant expressions that stay
; expressions) and inline assembly (sideeffect, alignstack, inteldialect, unwind, constraints,
; module asm).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

module asm ".globl asm_sym"
module asm "asm_sym = 42"

@i1 = global i1 true
@i7 = global i7 -1
@i128 = global i128 170141183460469231731687303715884105727
@half = global half 0xH3C00
@bf = global bfloat 0xR3F80
@flt = global float 1.500000e+00
@dbl = global double 0x400921FB54442D18
@x87 = global x86_fp80 0xK3FFF8000000000000000
@q = global fp128 0xL00000000000000003FFF000000000000
@ppc = global ppc_fp128 0xM3FF00000000000000000000000000000
@nul = global i8* null
@und = global i32 undef
@poi = global i32 poison
@zer = global [3 x i32] zeroinitializer
@arr = global [3 x i32] [i32 1, i32 2, i32 3]
@vec = global <4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>
@st = global { i8, double } { i8 1, double 2.000000e+00 }
@pst = global <{ i8, i16 }> <{ i8 1, i16 2 }>
@str = global [4 x i8] c"a\22\\\00"
@target = global i32 0
@cexpr = global i64 ptrtoint (i32* @target to i64)
@gepexpr = global i32* getelementptr inbounds ([3 x i32], [3 x i32]* @arr, i64 0, i64 1)
@addexpr = global i64 add (i64 ptrtoint (i32* @target to i64), i64 8)
@cmpexpr = global i1 icmp ult (i64 ptrtoint (i32* @target to i64), i64 4096)
@selexpr = global i32* select (i1 icmp ult (i64 ptrtoint (i32* @target to i64), i64 4096), i32* @target, i32* null)
@ba = global i8* blockaddress(@asm_user, %next)

define i32 @asm_user(i32 %x) {
entry:
  %a = call i32 asm "addl $1, $0", "=r,r,0,~{dirflag},~{fpsr},~{flags}"(i32 %x, i32 %x)
  call void asm sideeffect "nop", ""()
  call void asm sideeffect alignstack "nop", "~{memory}"()
  %b = call i32 asm inteldialect "mov $0, $1", "=r,r"(i32 %a)
  %c = call { i32, i32 } asm "cpuid", "={ax},={bx},{ax}"(i32 %b)
  br label %next

next:
  %d = extractvalue { i32, i32 } %c, 0
  ret i32 %d
}

define void @asm_unwind() personality i8* null {
entry:
  invoke void asm sideeffect unwind "call thrower", "~{dirflag},~{fpsr},~{flags}"()
          to label %ok unwind label %lp

ok:
  ret void

lp:
  %l = landingpad { i8*, i32 }
          cleanup
  ret void
}

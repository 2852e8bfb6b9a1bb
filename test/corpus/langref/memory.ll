; LangRef: alloca (count, inalloca, addrspace, align), load and store (volatile, atomic with every
; ordering, syncscope, !nontemporal, !invariant.load, !nonnull, !range, !align), fence, cmpxchg
; (weak, volatile, orderings), atomicrmw with every operation, getelementptr (inbounds, vector).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.pair = type { i32, i64 }

define void @allocas(i32 %n) {
entry:
  %a = alloca i32
  %b = alloca i32, align 16
  %c = alloca i32, i32 %n, align 4
  %d = alloca %struct.pair, i64 2
  %e = alloca [4 x i8], addrspace(5)
  %f = alloca inalloca i32
  %g = alloca <4 x float>
  %h = alloca i8*, align 8
  ret void
}

define i32 @loads_stores(i32* %p, i8** %pp, double* %d) {
entry:
  %a = load i32, i32* %p
  %b = load volatile i32, i32* %p, align 4
  %c = load atomic i32, i32* %p unordered, align 4
  %e = load atomic i32, i32* %p monotonic, align 4
  %f = load atomic i32, i32* %p acquire, align 4
  %g = load atomic i32, i32* %p seq_cst, align 4
  %h = load atomic volatile i32, i32* %p syncscope("singlethread") acquire, align 4
  %i = load i32, i32* %p, align 4, !nontemporal !0
  %j = load i32, i32* %p, align 4, !invariant.load !1
  %k = load i8*, i8** %pp, align 8, !nonnull !1, !align !2, !dereferenceable !3
  %l = load i32, i32* %p, align 4, !range !4, !noundef !1
  %m = load double, double* %d
  store i32 %a, i32* %p
  store volatile i32 %b, i32* %p, align 4
  store atomic i32 %c, i32* %p unordered, align 4
  store atomic i32 %e, i32* %p monotonic, align 4
  store atomic i32 %f, i32* %p release, align 4
  store atomic i32 %g, i32* %p seq_cst, align 4
  store atomic volatile i32 %h, i32* %p syncscope("agent") release, align 4
  store i32 %i, i32* %p, align 1, !nontemporal !0
  store double %m, double* %d
  ret i32 %l
}

define void @atomics(i32* %p, float* %f, i8** %pp, i8* %n) {
entry:
  fence acquire
  fence release
  fence acq_rel
  fence seq_cst
  fence syncscope("singlethread") seq_cst
  %c0 = cmpxchg i32* %p, i32 0, i32 1 monotonic monotonic
  %c1 = cmpxchg weak i32* %p, i32 0, i32 1 acquire monotonic
  %c2 = cmpxchg volatile i32* %p, i32 0, i32 1 release monotonic, align 8
  %c3 = cmpxchg weak volatile i32* %p, i32 0, i32 1 syncscope("singlethread") acq_rel acquire
  %c4 = cmpxchg i32* %p, i32 0, i32 1 seq_cst seq_cst
  %c5 = cmpxchg i8** %pp, i8* null, i8* %n seq_cst monotonic
  %v = extractvalue { i32, i1 } %c0, 0
  %ok = extractvalue { i32, i1 } %c0, 1
  %r0 = atomicrmw xchg i32* %p, i32 1 monotonic
  %r1 = atomicrmw add i32* %p, i32 1 acquire
  %r2 = atomicrmw sub i32* %p, i32 1 release
  %r3 = atomicrmw and i32* %p, i32 1 acq_rel
  %r4 = atomicrmw nand i32* %p, i32 1 seq_cst
  %r5 = atomicrmw or i32* %p, i32 1 monotonic
  %r6 = atomicrmw xor i32* %p, i32 1 monotonic
  %r7 = atomicrmw max i32* %p, i32 1 monotonic
  %r8 = atomicrmw min i32* %p, i32 1 monotonic
  %r9 = atomicrmw umax i32* %p, i32 1 monotonic
  %r10 = atomicrmw umin i32* %p, i32 1 monotonic
  %r11 = atomicrmw fadd float* %f, float 1.000000e+00 seq_cst
  %r12 = atomicrmw fsub float* %f, float 1.000000e+00 seq_cst
  %r13 = atomicrmw volatile xchg i32* %p, i32 2 syncscope("singlethread") monotonic, align 16
  ret void
}

define i32* @geps(%struct.pair* %s, [10 x i32]* %a, <2 x i32*> %vp, i64 %i) {
entry:
  %f0 = getelementptr %struct.pair, %struct.pair* %s, i64 0, i32 1
  %f1 = getelementptr inbounds %struct.pair, %struct.pair* %s, i64 %i, i32 0
  %e = getelementptr inbounds [10 x i32], [10 x i32]* %a, i64 0, i64 %i
  %v = getelementptr i32, <2 x i32*> %vp, <2 x i64> <i64 1, i64 2>
  %vs = getelementptr i32, <2 x i32*> %vp, i64 1
  %x = extractelement <2 x i32*> %v, i32 0
  ret i32* %e
}

!0 = !{i32 1}
!1 = !{}
!2 = !{i64 8}
!3 = !{i64 16}
!4 = !{i32 0, i32 10}

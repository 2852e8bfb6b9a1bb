; Theme: atomics. load/store atomic (every legal ordering, volatile, syncscope
; "singlethread"/"agent"/"workgroup", align), cmpxchg (weak, volatile,
; success/failure ordering pairs, syncscope, align, pointer operands), every
; atomicrmw op of LLVM 14 incl. fadd/fsub and float xchg, fence with syncscope.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

define void @loads_stores(i32* %p, i64* %q, float* %f, i8** %pp, i32 addrspace(1)* %g) {
  %a = load atomic i32, i32* %p unordered, align 4
  %b = load atomic i32, i32* %p monotonic, align 4
  %c = load atomic i32, i32* %p acquire, align 4
  %d = load atomic i32, i32* %p seq_cst, align 4
  %e = load atomic volatile i64, i64* %q syncscope("singlethread") acquire, align 8
  %h = load atomic float, float* %f syncscope("agent") seq_cst, align 4
  %i = load atomic i8*, i8** %pp monotonic, align 8
  %j = load atomic volatile i32, i32 addrspace(1)* %g syncscope("workgroup") unordered, align 16
  %k = load volatile i32, i32* %p, align 1
  store atomic i32 %a, i32* %p unordered, align 4
  store atomic i32 %b, i32* %p monotonic, align 4
  store atomic i32 %c, i32* %p release, align 4
  store atomic i32 %d, i32* %p seq_cst, align 4
  store atomic volatile i64 %e, i64* %q syncscope("singlethread") release, align 8
  store atomic float %h, float* %f syncscope("agent") seq_cst, align 4
  store atomic i8* %i, i8** %pp unordered, align 8
  store atomic volatile i32 %j, i32 addrspace(1)* %g syncscope("workgroup") monotonic, align 4
  store volatile i32 %k, i32* %p, align 2
  ret void
}

define void @cmpxchgs(i32* %p, i8** %pp, i8* %n, i64 addrspace(3)* %q) {
  %r0 = cmpxchg i32* %p, i32 0, i32 1 monotonic monotonic
  %r1 = cmpxchg weak i32* %p, i32 0, i32 1 acquire monotonic
  %r2 = cmpxchg volatile i32* %p, i32 0, i32 1 release monotonic, align 4
  %r3 = cmpxchg weak volatile i32* %p, i32 0, i32 1 acq_rel acquire, align 8
  %r4 = cmpxchg i32* %p, i32 0, i32 1 seq_cst seq_cst
  %r5 = cmpxchg i32* %p, i32 0, i32 1 syncscope("singlethread") seq_cst acquire
  %r6 = cmpxchg weak volatile i32* %p, i32 0, i32 1 syncscope("agent") acq_rel monotonic, align 16
  %r7 = cmpxchg i8** %pp, i8* null, i8* %n monotonic monotonic
  %r8 = cmpxchg i64 addrspace(3)* %q, i64 -1, i64 9223372036854775807 seq_cst monotonic
  %v = extractvalue { i32, i1 } %r3, 0
  %ok = extractvalue { i32, i1 } %r3, 1
  %pv = extractvalue { i8*, i1 } %r7, 0
  ret void
}

define void @rmws(i32* %p, float* %f, double* %d, half* %h, i8** %pp) {
  %x0 = atomicrmw xchg i32* %p, i32 1 monotonic
  %x1 = atomicrmw add i32* %p, i32 1 acquire
  %x2 = atomicrmw sub i32* %p, i32 1 release
  %x3 = atomicrmw and i32* %p, i32 1 acq_rel
  %x4 = atomicrmw nand i32* %p, i32 1 seq_cst
  %x5 = atomicrmw or i32* %p, i32 1 monotonic, align 4
  %x6 = atomicrmw xor i32* %p, i32 1 monotonic, align 8
  %x7 = atomicrmw max i32* %p, i32 1 monotonic
  %x8 = atomicrmw min i32* %p, i32 1 monotonic
  %x9 = atomicrmw umax i32* %p, i32 1 monotonic
  %x10 = atomicrmw umin i32* %p, i32 1 monotonic
  %x11 = atomicrmw fadd float* %f, float 1.0 seq_cst
  %x12 = atomicrmw fsub double* %d, double 5.000000e-01 acquire
  %x13 = atomicrmw volatile fadd half* %h, half 0xH3C00 syncscope("agent") monotonic, align 2
  %x14 = atomicrmw volatile xchg i32* %p, i32 0 syncscope("singlethread") seq_cst
  %x16 = atomicrmw xchg float* %f, float 0.0 monotonic
  ret void
}

define void @fences() {
  fence acquire
  fence release
  fence acq_rel
  fence seq_cst
  fence syncscope("singlethread") seq_cst
  fence syncscope("agent") acquire
  fence syncscope("") release
  ret void
}

; Theme: module-level odds and ends and the plain instruction set.
; source_filename, datalayout/triple, module asm (with escapes), summary
; entries (^N = ...), uselistorder/uselistorder_bb, freeze, every binop incl.
; flags, every cast, every icmp/fcmp predicate, select with fast-math flags,
; switch with many cases (incl. i1/i128/negative), phi with fast-math flags,
; alloca inalloca/swifterror/count/align, load/store volatile/align,
; unreachable, indirectbr, a block reached only via itself whose add uses
; itself (legal in unreachable code), a switch case given as a constexpr.
source_filename = "misc \22zoo\22.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

module asm ".globl sym"
module asm "sym = 0x1 # \22quoted\22 \5C"
module asm ""

%struct.A = type { i32, i8 }

@g = global i32 0
@use1 = global i32* @g
@use2 = global i32* @g
@use3 = global i32* @g

define i32 @binops(i32 %a, i32 %b, float %x, float %y) {
  %1 = add nuw i32 %a, %b
  %2 = sub nsw i32 %1, %b
  %3 = mul nuw nsw i32 %2, 3
  %4 = udiv exact i32 %3, 3
  %5 = sdiv i32 %4, -2
  %6 = urem i32 %5, 7
  %7 = srem i32 %6, -7
  %8 = shl nuw nsw i32 %7, 1
  %9 = lshr exact i32 %8, 1
  %10 = ashr exact i32 %9, 1
  %11 = and i32 %10, 255
  %12 = or i32 %11, 256
  %13 = xor i32 %12, -1
  %f1 = fadd nnan float %x, %y
  %f2 = fsub ninf float %f1, %y
  %f3 = fmul nsz float %f2, 2.0
  %f4 = fdiv arcp float %f3, 3.0
  %f5 = frem contract float %f4, 5.0
  %f6 = fneg afn float %f5
  %f7 = fadd reassoc float %f6, 1.0
  %f8 = fmul fast float %f7, %f7
  %fr = freeze float %f8
  %fr2 = freeze i32 %13
  %fr3 = freeze <2 x i8*> undef
  %fr4 = freeze %struct.A poison
  %s = select nnan ninf i1 true, float %fr, float %x
  %s2 = select i1 false, %struct.A %fr4, %struct.A zeroinitializer
  ret i32 %fr2
}

define void @casts(i64 %i, double %d, i8* %p, i32 addrspace(1)* %q) {
  %t = trunc i64 %i to i8
  %z = zext i8 %t to i32
  %s = sext i8 %t to i128
  %ft = fptrunc double %d to half
  %fe = fpext half %ft to x86_fp80
  %fu = fptoui double %d to i16
  %fs = fptosi double %d to i1
  %uf = uitofp i64 %i to fp128
  %sf = sitofp i128 %s to bfloat
  %pi = ptrtoint i8* %p to i64
  %ip = inttoptr i64 %pi to [4 x i32]*
  %bc = bitcast [4 x i32]* %ip to i8*
  %bv = bitcast double %d to <2 x float>
  %ac = addrspacecast i32 addrspace(1)* %q to i32*
  %ac2 = addrspacecast i8* %p to i8 addrspace(3)*
  %ppc = fpext double %d to ppc_fp128
  ret void
}

define void @cmps(i32 %a, i32 %b, double %x, double %y, i8* %p) {
  %i0 = icmp eq i32 %a, %b
  %i1 = icmp ne i32 %a, %b
  %i2 = icmp ugt i32 %a, %b
  %i3 = icmp uge i32 %a, %b
  %i4 = icmp ult i32 %a, %b
  %i5 = icmp ule i32 %a, %b
  %i6 = icmp sgt i32 %a, %b
  %i7 = icmp sge i32 %a, %b
  %i8 = icmp slt i32 %a, %b
  %i9 = icmp sle i32 %a, %b
  %ip = icmp ult i8* %p, null
  %f0 = fcmp false double %x, %y
  %f1 = fcmp oeq double %x, %y
  %f2 = fcmp ogt double %x, %y
  %f3 = fcmp oge double %x, %y
  %f4 = fcmp olt double %x, %y
  %f5 = fcmp ole double %x, %y
  %f6 = fcmp one double %x, %y
  %f7 = fcmp ord double %x, %y
  %f8 = fcmp ueq double %x, %y
  %f9 = fcmp ugt double %x, %y
  %f10 = fcmp uge double %x, %y
  %f11 = fcmp ult double %x, %y
  %f12 = fcmp ule double %x, %y
  %f13 = fcmp une double %x, %y
  %f14 = fcmp uno double %x, %y
  %f15 = fcmp true double %x, %y
  %f16 = fcmp fast olt double %x, %y
  ret void
}

define i32 @switches(i32 %x, i1 %bit, i128 %w) {
entry:
  switch i32 %x, label %def [
    i32 0, label %la
    i32 1, label %lb
    i32 -1, label %la
    i32 2147483647, label %lc
    i32 -2147483648, label %lc
    i32 5, label %lb
    i32 6, label %la
    i32 7, label %def
    i32 100, label %lc
    i32 add (i32 40, i32 2), label %lb
  ]
la:
  switch i1 %bit, label %def [ i1 true, label %lb ]
lb:
  switch i128 %w, label %lc [ i128 170141183460469231731687303715884105727, label %def ]
lc:
  switch i32 %x, label %def []
def:
  %p = phi i32 [ 0, %entry ], [ 0, %entry ], [ 1, %la ], [ 2, %lb ], [ 3, %lc ]
  %pf = phi fast double [ 1.0, %entry ], [ 1.0, %entry ], [ 2.0, %la ], [ 0.0, %lb ], [ 0x7FF8000000000000, %lc ]
  %pf2 = phi nnan nsz float [ 1.0, %entry ], [ 1.0, %entry ], [ 2.0, %la ], [ 0.0, %lb ], [ 3.0, %lc ]
  ret i32 %p
}

define void @allocas(i32 %n) {
  %a = alloca i32
  %b = alloca i32, align 16
  %c = alloca i32, i32 %n
  %d = alloca %struct.A, i64 4, align 8
  %e = alloca inalloca %struct.A
  %f = alloca swifterror i8*, align 8
  %g = alloca [0 x i8]
  %h = alloca <vscale x 2 x i64>
  store volatile i32 1, i32* %a, align 1
  %l = load volatile i32, i32* %b, align 16
  ret void
}

define void @unreach(i8* %t, i1 %c) {
entry:
  br i1 %c, label %ib, label %dead
ib:
  indirectbr i8* %t, [label %ib, label %dead, label %ib]
dead:
  unreachable
self:
  %self.ref = add i32 %self.ref, 1
  br label %self
}

define i32 @uselist(i32 %a) {
entry:
  %x = add i32 %a, 1
  %y = mul i32 %x, %x
  %z = sub i32 %x, %y
  br label %exit
exit:
  ret i32 %z
  uselistorder i32 %x, { 2, 0, 1 }
}

define void @uselist_bb(i1 %c) {
entry:
  br i1 %c, label %bb, label %other
bb:
  br label %bb2
other:
  br label %bb2
bb2:
  %p = phi i32 [ 1, %bb ], [ 2, %other ], [ %p, %bb2 ]
  br i1 %c, label %bb2, label %out
out:
  ret void
}

uselistorder i32* @g, { 1, 2, 0 }
uselistorder_bb @uselist_bb, %bb2, { 1, 0, 2 }

^0 = module: (path: "misc.o", hash: (0, 1, 2, 3, 4294967295))
^1 = gv: (name: "binops", summaries: (function: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 1, dsoLocal: 1, canAutoHide: 0), insts: 27, funcFlags: (readNone: 1, readOnly: 0, noRecurse: 1, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0))))
^2 = gv: (guid: 1234, summaries: (variable: (module: ^0, flags: (linkage: internal, notEligibleToImport: 1, live: 0, dsoLocal: 0, canAutoHide: 0), varFlags: (readonly: 1, writeonly: 0, constant: 1))))
^3 = flags: 8
^4 = blockcount: 1
^4294967295 = module: (path: "max id.o", hash: (1, 1, 1, 1, 1))

; LangRef: binary and bitwise operations with their flags, fneg, fast-math flags, icmp/fcmp with
; every predicate, select, freeze, every conversion, phi.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i32 @binops(i32 %a, i32 %b) {
entry:
  %add = add i32 %a, %b
  %addnuw = add nuw i32 %a, %b
  %addnsw = add nsw i32 %a, %b
  %addboth = add nuw nsw i32 %a, %b
  %sub = sub nsw i32 %add, %b
  %mul = mul nuw i32 %sub, 3
  %udiv = udiv i32 %mul, %b
  %udivx = udiv exact i32 %mul, 4
  %sdiv = sdiv exact i32 %udiv, 2
  %urem = urem i32 %sdiv, 7
  %srem = srem i32 %urem, -7
  %shl = shl nuw nsw i32 %srem, 2
  %lshr = lshr exact i32 %shl, 1
  %ashr = ashr i32 %lshr, 1
  %and = and i32 %ashr, 255
  %or = or i32 %and, %a
  %xor = xor i32 %or, -1
  ret i32 %xor
}

define double @fpops(double %x, double %y, float %f) {
entry:
  %fadd = fadd double %x, %y
  %fsub = fsub nnan double %fadd, %y
  %fmul = fmul ninf nsz double %fsub, 2.000000e+00
  %fdiv = fdiv arcp contract double %fmul, %y
  %frem = frem afn reassoc double %fdiv, 3.000000e+00
  %fast = fadd fast double %frem, 1.000000e+00
  %neg = fneg double %fast
  %negf = fneg nnan float %f
  %ext = fpext float %negf to double
  %sum = fadd double %neg, %ext
  ret double %sum
}

define void @compares(i32 %a, i32 %b, double %x, double %y, i8* %p, i8* %q, <2 x i32> %v) {
entry:
  %0 = icmp eq i32 %a, %b
  %1 = icmp ne i32 %a, %b
  %2 = icmp ugt i32 %a, %b
  %3 = icmp uge i32 %a, %b
  %4 = icmp ult i32 %a, %b
  %5 = icmp ule i32 %a, %b
  %6 = icmp sgt i32 %a, %b
  %7 = icmp sge i32 %a, %b
  %8 = icmp slt i32 %a, %b
  %9 = icmp sle i32 %a, %b
  %10 = icmp eq i8* %p, %q
  %11 = icmp ult <2 x i32> %v, zeroinitializer
  %12 = fcmp false double %x, %y
  %13 = fcmp oeq double %x, %y
  %14 = fcmp ogt double %x, %y
  %15 = fcmp oge double %x, %y
  %16 = fcmp olt double %x, %y
  %17 = fcmp ole double %x, %y
  %18 = fcmp one double %x, %y
  %19 = fcmp ord double %x, %y
  %20 = fcmp ueq double %x, %y
  %21 = fcmp ugt double %x, %y
  %22 = fcmp uge double %x, %y
  %23 = fcmp ult double %x, %y
  %24 = fcmp ule double %x, %y
  %25 = fcmp une double %x, %y
  %26 = fcmp uno double %x, %y
  %27 = fcmp true double %x, %y
  %28 = fcmp fast olt double %x, %y
  ret void
}

define i64 @casts(i32 %a, i64 %b, double %d, float %f, i8* %p, <4 x i32> %v) {
entry:
  %t = trunc i64 %b to i16
  %z = zext i16 %t to i64
  %s = sext i32 %a to i64
  %ft = fptrunc double %d to float
  %fe = fpext float %f to double
  %fu = fptoui double %d to i32
  %fs = fptosi float %f to i64
  %uf = uitofp i32 %a to double
  %sf = sitofp i64 %b to float
  %pi = ptrtoint i8* %p to i64
  %ip = inttoptr i64 %b to i32*
  %bc = bitcast i32* %ip to i8*
  %as = addrspacecast i8* %bc to i8 addrspace(1)*
  %vb = bitcast <4 x i32> %v to <2 x i64>
  %x = add i64 %z, %s
  %y = add i64 %x, %pi
  ret i64 %y
}

define i32 @select_freeze_phi(i1 %c, i32 %a, i32 %b, <2 x i1> %vc, <2 x i32> %va) {
entry:
  %s = select i1 %c, i32 %a, i32 %b
  %vs = select <2 x i1> %vc, <2 x i32> %va, <2 x i32> zeroinitializer
  %fs = select nnan i1 %c, double 1.000000e+00, double 2.000000e+00
  %fr = freeze i32 %s
  %frv = freeze <2 x i32> %vs
  br i1 %c, label %then, label %join

then:
  %t = add i32 %fr, 1
  br label %join

join:
  %p = phi i32 [ %fr, %entry ], [ %t, %then ]
  %q = phi double [ %fs, %entry ], [ 0.000000e+00, %then ]
  ret i32 %p
}

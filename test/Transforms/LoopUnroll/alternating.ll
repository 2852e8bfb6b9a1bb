; RUN: hoist -S -passes=loop-unroll -unroll-max-count=2 < %s | FileCheck %s
; RUN: hoist -disable-output -passes=loop-unroll -unroll-max-count=2 -pass-remarks-analysis=loop-unroll < %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=REMARK
; RUN: lli %s > %t.expected
; RUN: hoist -S -passes=loop-unroll %s -o %t.ll
; RUN: lli %t.ll | diff %t.expected -

; Alternating recurrences (seed 002's c ^= 0xFF): a phi that takes two values in turn. Unrolled
; by an even count, its value for the next unrolled iteration is its own ((c ^ K) ^ K is c), so
; the phi is invariant: every copy uses the start value or the other one, computed once.

; REMARK: remark: <unknown>:0:0: unrolling by 2: {{.*}}invariant{{.*}}
; REMARK: remark: <unknown>:0:0: unrolling by 2: {{.*}}invariant{{.*}}
; REMARK: remark: <unknown>:0:0: unrolling by 2: {{.*}}invariant{{.*}}

; for (i = 0; i < n; i++) { out[i] = in[i] ^ c; c ^= 0xFF; }
; CHECK-LABEL: @alt_xor(
; CHECK:         [[C1:%.*]] = xor i8 %c0, -1
; CHECK:         %niter = phi i32
; CHECK-NOT:     phi i8
; CHECK:         xor i8 {{%.*}}, %c0
; CHECK:         xor i8 {{%.*}}, [[C1]]
; CHECK:         %niter.next = sub i32 %niter, 2
define void @alt_xor(i8* %out, i8* %in, i32 %n, i8 %c0) {
entry:
  br label %head
head:
  %c = phi i8 [ %c0, %entry ], [ %c.next, %body ]
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %t = icmp slt i32 %i, %n
  br i1 %t, label %body, label %exit
body:
  %ix = zext i32 %i to i64
  %pi = getelementptr inbounds i8, i8* %in, i64 %ix
  %v = load i8, i8* %pi, align 1
  %x = xor i8 %v, %c
  %po = getelementptr inbounds i8, i8* %out, i64 %ix
  store i8 %x, i8* %po, align 1
  %c.next = xor i8 %c, -1
  %i.next = add nuw nsw i32 %i, 1
  br label %head
exit:
  ret void
}

; s = 1; for (...) { sum += s * x[i]; s = -s; }: s is 1 then -1 in the copies, so the first
; adds x[i] (its multiply by 1 is gone) and the second adds -1 * x[i + 1] (a negation to llc).
; CHECK-LABEL: @alt_sign(
; CHECK:         %niter = phi i32
; CHECK-NOT:     phi i32 [ 1
; CHECK:         %sum.next = add nsw i32 %sum, %v
; CHECK:         %m.1 = mul nsw i32 -1, %v.1
; CHECK:         %niter.next = sub i32 %niter, 2
define i32 @alt_sign(i32* %x, i32 %n) {
entry:
  br label %head
head:
  %s = phi i32 [ 1, %entry ], [ %s.next, %body ]
  %sum = phi i32 [ 0, %entry ], [ %sum.next, %body ]
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %t = icmp slt i32 %i, %n
  br i1 %t, label %body, label %exit
body:
  %ix = zext i32 %i to i64
  %p = getelementptr inbounds i32, i32* %x, i64 %ix
  %v = load i32, i32* %p, align 4
  %m = mul nsw i32 %s, %v
  %sum.next = add nsw i32 %sum, %m
  %s.next = sub nsw i32 0, %s
  %i.next = add nuw nsw i32 %i, 1
  br label %head
exit:
  ret i32 %sum
}

; The same with a float sign: fneg undoes itself too.
; CHECK-LABEL: @alt_fneg(
; CHECK:         %niter = phi i32
; CHECK-NOT:     phi float [ 1
; CHECK:         %niter.next = sub i32 %niter, 2
define float @alt_fneg(float* %x, i32 %n) {
entry:
  br label %head
head:
  %s = phi float [ 1.0, %entry ], [ %s.next, %body ]
  %sum = phi float [ 0.0, %entry ], [ %sum.next, %body ]
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %t = icmp slt i32 %i, %n
  br i1 %t, label %body, label %exit
body:
  %ix = zext i32 %i to i64
  %p = getelementptr inbounds float, float* %x, i64 %ix
  %v = load float, float* %p, align 4
  %m = fmul float %s, %v
  %sum.next = fadd float %sum, %m
  %s.next = fneg float %s
  %i.next = add nuw nsw i32 %i, 1
  br label %head
exit:
  ret float %sum
}

@in = global [40 x i8] zeroinitializer
@out = global [40 x i8] zeroinitializer
@xs = global [40 x i32] zeroinitializer
@fs = global [40 x float] zeroinitializer
@fmt = private unnamed_addr constant [13 x i8] c"%d %d %d %g\0A\00"
declare i32 @printf(i8*, ...)

define i32 @main() {
entry:
  %in = getelementptr [40 x i8], [40 x i8]* @in, i32 0, i32 0
  %out = getelementptr [40 x i8], [40 x i8]* @out, i32 0, i32 0
  %xs = getelementptr [40 x i32], [40 x i32]* @xs, i32 0, i32 0
  %fs = getelementptr [40 x float], [40 x float]* @fs, i32 0, i32 0
  br label %fill
fill:
  %k = phi i32 [ 0, %entry ], [ %k.next, %fill ]
  %k8 = trunc i32 %k to i8
  %m8 = mul i8 %k8, 37
  %pi = getelementptr inbounds i8, i8* %in, i32 %k
  store i8 %m8, i8* %pi, align 1
  %k3 = mul i32 %k, %k
  %px = getelementptr inbounds i32, i32* %xs, i32 %k
  store i32 %k3, i32* %px, align 4
  %kf = sitofp i32 %k3 to float
  %pf = getelementptr inbounds float, float* %fs, i32 %k
  store float %kf, float* %pf, align 4
  %k.next = add i32 %k, 1
  %kc = icmp slt i32 %k.next, 40
  br i1 %kc, label %fill, label %run
run:
  %n = phi i32 [ -1, %fill ], [ %n.next, %run ]
  %c0 = trunc i32 %n to i8
  call void @alt_xor(i8* %out, i8* %in, i32 %n, i8 %c0)
  %p7 = getelementptr inbounds i8, i8* %out, i32 7
  %o7 = load i8, i8* %p7, align 1
  %o7x = zext i8 %o7 to i32
  %r = call i32 @alt_sign(i32* %xs, i32 %n)
  %f = call float @alt_fneg(float* %fs, i32 %n)
  %fd = fpext float %f to double
  %pr = call i32 (i8*, ...) @printf(i8* getelementptr ([13 x i8], [13 x i8]* @fmt, i32 0, i32 0), i32 %n, i32 %o7x, i32 %r, double %fd)
  %n.next = add i32 %n, 1
  %more = icmp slt i32 %n.next, 36
  br i1 %more, label %run, label %done
done:
  ret i32 0
}

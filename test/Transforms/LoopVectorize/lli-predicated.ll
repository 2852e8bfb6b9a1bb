; RUN: lli %s > %t.expected
; RUN: hoist -S -passes=loop-vectorize %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: lli %t.ll | diff %t.expected -

; Differential for if-conversion: each kernel branches inside its loop (diamonds, a nested if, a
; conditional reduction, a chain of loads and a division on a cold path, a load from q next to
; or inside the range the loop stores); the vectorized kernels must print what the scalar ones
; print, for trip counts 1 to 20 and start offsets 0 to 3. With alias_uniform's overlap check
; forced true, 36 lines differ: q inside the stored range must send the loop to the scalar path.
; CHECK-LABEL: @blend(
; CHECK:         %predphi = select <4 x i1>
; CHECK-LABEL: @cond_sum(
; CHECK:         %predphi = select <4 x i1> %{{[0-9]+}}, <4 x i32> %{{[0-9]+}}, <4 x i32> %vec.phi
; CHECK-LABEL: @select_xor(
; CHECK:         select <4 x i1> %{{[0-9]+}}, <4 x i32> %{{[0-9]+}}, <4 x i32> %vec.phi
; CHECK-LABEL: @cold_chain(
; CHECK:         br i1 %any.active, label %pred.load.if, label %pred.load.continue
; CHECK-LABEL: @cold_div(
; CHECK:       pred.load.if:
; CHECK-NEXT:    udiv i32 %x, %d
; CHECK-LABEL: @nested(
; CHECK:         store <4 x i32> %predphi
; CHECK-LABEL: @alias_uniform(
; CHECK:         br i1 %vec.ok, label %vector.ph, label %scalar.ph
; CHECK:       pred.load.if:
; CHECK-NEXT:    load i32, i32* %q, align 4

; if (a[i] > 0) x = a[i] * 2; else x = a[i] + 1; b[i] = x
define void @blend(i32* noalias %a, i32* noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %join ]
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %pa, align 4
  %pos = icmp sgt i32 %v, 0
  br i1 %pos, label %then, label %else
then:
  %d = shl i32 %v, 1
  br label %join
else:
  %e = add i32 %v, 1
  br label %join
join:
  %x = phi i32 [ %d, %then ], [ %e, %else ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  store i32 %x, i32* %pb, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; if (a[i] & 1) s += a[i]
define i32 @cond_sum(i32* %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %latch ]
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %pa, align 4
  %odd = and i32 %v, 1
  %isodd = icmp ne i32 %odd, 0
  br i1 %isodd, label %then, label %latch
then:
  %add = add nsw i32 %s, %v
  br label %latch
latch:
  %s.next = phi i32 [ %add, %then ], [ %s, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi i32 [ %s.next, %latch ]
  ret i32 %r
}

; m = a[i] > k ? m ^ a[i] : m   (simplifycfg's form of the same)
define i32 @select_xor(i32* %a, i32 %k, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %m = phi i32 [ 7, %entry ], [ %m.next, %loop ]
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %pa, align 4
  %big = icmp sgt i32 %v, %k
  %x = xor i32 %m, %v
  %m.next = select i1 %big, i32 %x, i32 %m
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %m.next
}

%struct.config = type { i32, i32* }

; if ((a[i] & 1023) == 7) s += cfg->table[k] * cfg->factor; else s += a[i] & 255
define i32 @cold_chain(i32* %a, %struct.config** %pc, i64 %k, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %join ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %join ]
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %pa, align 4
  %low = and i32 %v, 1023
  %hit = icmp eq i32 %low, 7
  br i1 %hit, label %cold, label %hot
cold:
  %cfg = load %struct.config*, %struct.config** %pc, align 8
  %pt = getelementptr inbounds %struct.config, %struct.config* %cfg, i64 0, i32 1
  %t = load i32*, i32** %pt, align 8
  %pe = getelementptr inbounds i32, i32* %t, i64 %k
  %e = load i32, i32* %pe, align 4
  %pf = getelementptr inbounds %struct.config, %struct.config* %cfg, i64 0, i32 0
  %f = load i32, i32* %pf, align 4
  %ef = mul i32 %e, %f
  br label %join
hot:
  %h = and i32 %v, 255
  br label %join
join:
  %add = phi i32 [ %ef, %cold ], [ %h, %hot ]
  %s.next = add i32 %s, %add
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %s.next
}

; if (a[i] == 0) s += x / d; else s += a[i]: the division may trap, so it runs only when a lane needs it
define i32 @cold_div(i32* %a, i32 %x, i32 %d, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %join ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %join ]
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %pa, align 4
  %z = icmp eq i32 %v, 0
  br i1 %z, label %cold, label %join
cold:
  %q = udiv i32 %x, %d
  br label %join
join:
  %add = phi i32 [ %q, %cold ], [ %v, %loop ]
  %s.next = add i32 %s, %add
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %s.next
}

; Nested: if (v > 0) { if (v > 100) x = 100; else x = v; } else x = 0; b[i] = x
define void @nested(i32* noalias %a, i32* noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %join ]
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %pa, align 4
  %pos = icmp sgt i32 %v, 0
  br i1 %pos, label %outer, label %join
outer:
  %big = icmp sgt i32 %v, 100
  br i1 %big, label %clamp, label %inner.join
clamp:
  br label %inner.join
inner.join:
  %y = phi i32 [ 100, %clamp ], [ %v, %outer ]
  br label %join
join:
  %x = phi i32 [ %y, %inner.join ], [ 0, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  store i32 %x, i32* %pb, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}


; if (a[i] & 1) x = *q; else x = a[i]; a[i] = x + 1: q is checked against the stored range
define void @alias_uniform(i32* %a, i32* %q, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %join ]
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %pa, align 4
  %odd = and i32 %v, 1
  %isodd = icmp ne i32 %odd, 0
  br i1 %isodd, label %then, label %join
then:
  %w = load i32, i32* %q, align 4
  br label %join
join:
  %x = phi i32 [ %w, %then ], [ %v, %loop ]
  %y = add i32 %x, 1
  store i32 %y, i32* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; ---- the driver: every kernel over trip counts 1..20 and start offsets 0..3 of a table whose
; values hit each branch in some lanes, no lanes and all lanes; alias_uniform with q inside the
; stored range or next to it.
@buf = global [96 x i32] zeroinitializer
@tmp = global [96 x i32] zeroinitializer
@out = global [96 x i32] zeroinitializer
@table = global [8 x i32] [i32 3, i32 5, i32 7, i32 11, i32 13, i32 17, i32 19, i32 23]
@cfg = global %struct.config { i32 9, i32* getelementptr inbounds ([8 x i32], [8 x i32]* @table, i64 0, i64 0) }
@pcfg = global %struct.config* @cfg
@fmt = private unnamed_addr constant [29 x i8] c"%d %d: %d %d %d %d %u %u %u\0A\00"

declare i32 @printf(i8*, ...)

define i32 @hash(i32* %p, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %h = phi i32 [ 17, %entry ], [ %h.next, %loop ]
  %pp = getelementptr inbounds i32, i32* %p, i64 %i
  %v = load i32, i32* %pp, align 4
  %m = mul i32 %h, 31
  %h.next = add i32 %m, %v
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %h.next
}

define void @copy(i32* %dst, i32* %src, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %ps = getelementptr inbounds i32, i32* %src, i64 %i
  %v = load i32, i32* %ps, align 4
  %pd = getelementptr inbounds i32, i32* %dst, i64 %i
  store i32 %v, i32* %pd, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !0
exit:
  ret void
}

define i32 @main() {
entry:
  br label %init
init:
  ; buf[i] = ((i * i * 7 + i * 13 + i / 2) % 200) - 50, and every 16th element 7 (the cold chain's hit)
  %i = phi i64 [ 0, %entry ], [ %i.next, %init.latch ]
  %sq = mul i64 %i, %i
  %s7 = mul i64 %sq, 7
  %i13 = mul i64 %i, 13
  %half = lshr i64 %i, 1
  %sum0 = add i64 %s7, %i13
  %sum = add i64 %sum0, %half
  %rem = urem i64 %sum, 200
  %v64 = sub i64 %rem, 50
  %v = trunc i64 %v64 to i32
  %low = and i64 %i, 15
  %is15 = icmp eq i64 %low, 15
  %val = select i1 %is15, i32 7, i32 %v
  %pb = getelementptr inbounds [96 x i32], [96 x i32]* @buf, i64 0, i64 %i
  store i32 %val, i32* %pb, align 4
  br label %init.latch
init.latch:
  %i.next = add nuw nsw i64 %i, 1
  %ic = icmp ult i64 %i.next, 96
  br i1 %ic, label %init, label %outer, !llvm.loop !0
outer:
  %n = phi i64 [ 1, %init.latch ], [ %n.next, %outer.latch ]
  br label %inner
inner:
  %off = phi i64 [ 0, %outer ], [ %off.next, %inner ]
  %a = getelementptr inbounds [96 x i32], [96 x i32]* @buf, i64 0, i64 %off
  %b = getelementptr inbounds [96 x i32], [96 x i32]* @out, i64 0, i64 0
  %t = getelementptr inbounds [96 x i32], [96 x i32]* @tmp, i64 0, i64 0
  %r1 = call i32 @cond_sum(i32* %a, i64 %n)
  %r2 = call i32 @select_xor(i32* %a, i32 20, i64 %n)
  %k = and i64 %off, 7
  %r3 = call i32 @cold_chain(i32* %a, %struct.config** @pcfg, i64 %k, i64 %n)
  %n32 = trunc i64 %n to i32
  %x = add i32 %n32, 1000
  %r4 = call i32 @cold_div(i32* %a, i32 %x, i32 7, i64 %n)
  call void @blend(i32* %a, i32* %b, i64 %n)
  %h1 = call i32 @hash(i32* %b, i64 %n)
  call void @nested(i32* %a, i32* %b, i64 %n)
  %h2 = call i32 @hash(i32* %b, i64 %n)
  ; q = tmp + 4 * off + 6: before the stored range tmp[8 .. 8 + n), inside it, or after it
  call void @copy(i32* %t, i32* getelementptr inbounds ([96 x i32], [96 x i32]* @buf, i64 0, i64 8), i64 64)
  %qo = mul i64 %off, 4
  %qo3 = add i64 %qo, 6
  %q = getelementptr inbounds i32, i32* %t, i64 %qo3
  %t8 = getelementptr inbounds i32, i32* %t, i64 8
  call void @alias_uniform(i32* %t8, i32* %q, i64 %n)
  %h3 = call i32 @hash(i32* %t, i64 40)
  %n.32 = trunc i64 %n to i32
  %off.32 = trunc i64 %off to i32
  %f = getelementptr inbounds [29 x i8], [29 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i32 %n.32, i32 %off.32, i32 %r1, i32 %r2, i32 %r3, i32 %r4, i32 %h1, i32 %h2, i32 %h3)
  %off.next = add nuw nsw i64 %off, 1
  %oc = icmp ult i64 %off.next, 4
  br i1 %oc, label %inner, label %outer.latch, !llvm.loop !0
outer.latch:
  %n.next = add nuw nsw i64 %n, 1
  %nc = icmp ult i64 %n.next, 21
  br i1 %nc, label %outer, label %done, !llvm.loop !0
done:
  ret i32 0
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.vectorize.enable", i1 false}

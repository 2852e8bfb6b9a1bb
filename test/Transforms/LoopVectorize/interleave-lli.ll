; RUN: lli %s > %t.expected
; RUN: FileCheck %s --check-prefix=OUT < %t.expected
; RUN: hoist -S -passes=loop-vectorize %s -o %t.chosen.ll
; RUN: FileCheck %s --check-prefix=CHOSEN < %t.chosen.ll
; RUN: lli %t.chosen.ll | diff %t.expected -
; RUN: hoist -S -passes=loop-vectorize -force-vector-interleave=4 %s -o %t.ic4.ll
; RUN: FileCheck %s --check-prefix=IC4 < %t.ic4.ll
; RUN: lli %t.ic4.ll | diff %t.expected -
; RUN: hoist -S -passes=loop-vectorize -force-vector-interleave=2 -force-vector-width=8 %s -o %t.w8.ll
; RUN: FileCheck %s --check-prefix=W8 < %t.w8.ll
; RUN: lli %t.w8.ll | diff %t.expected -

; Differential: interleaved vector loops (the chosen count: 2 on SSE, 4 with AVX2; 4 forced;
; 2 parts of 8 lanes forced) must print what the scalar loops print, at trip counts around the
; vector step (0, 1, VF - 1, VF, VF * IC - 1, VF * IC, VF * IC + 1, and larger), with the
; stored-to array before, on, just after and far from the one read (the runtime check must send
; the overlapping cases to the scalar loop).

; CHOSEN-LABEL: @add_one(
; CHOSEN:         %n.vec = and i64 %n, -8
; CHOSEN:         %index.next = add nuw i64 %index, 8
; CHOSEN-LABEL: @sum(
; CHOSEN:         %bin.rdx = add <4 x i32>
; CHOSEN:         %bin.rdx{{[0-9]+}} = and <4 x i32>
; CHOSEN-LABEL: @axpy(
; CHOSEN:         %index.next = add nuw i64 %index, 8
; CHOSEN-LABEL: @add_one_avx2(
; CHOSEN:         %index.next = add nuw i64 %index, 32
; CHOSEN-LABEL: @sum_avx2(
; CHOSEN:         %index.next = add nuw i64 %index, 32
; IC4-LABEL: @add_one(
; IC4:         %index.next = add nuw i64 %index, 16
; IC4-LABEL: @sum(
; IC4:         %index.next = add nuw i64 %index, 16
; IC4-LABEL: @axpy(
; IC4:         %index.next = add nuw i64 %index, 16
; OUT:      k0 n=9 off=1: 0
; OUT-NEXT:   hash 1244750659
; OUT:      k1 n=33 off=0: 67463
; OUT:      k2 n=17 off=-1: 31681
; OUT-NEXT:   hash 3755969774
; OUT:      k4 n=100 off=300: 204502
; W8-LABEL: @add_one(
; W8:          load <8 x i32>
; W8:          %index.next = add nuw i64 %index, 16
; W8-LABEL: @axpy(
; W8:          %index.next = add nuw i64 %index, 16


target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define internal i32 @add_one(i32* %a, i32* %b, i32* %c, i32* %d, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %v = load i32, i32* %pb, align 4
  %v1 = add i32 %v, 1
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %v1, i32* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %cc = icmp ne i64 %i.next, %n
  br i1 %cc, label %loop, label %exit
exit:
  ret i32 0
}

define internal i32 @sum(i32* %a, i32* %b, i32* %c, i32* %d, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 5, %entry ], [ %s.next, %loop ]
  %x = phi i32 [ -1, %entry ], [ %x.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %v = load i32, i32* %pb, align 4
  %s.next = add i32 %s, %v
  %x.next = and i32 %x, %v
  %i.next = add nuw nsw i64 %i, 1
  %cc = icmp ne i64 %i.next, %n
  br i1 %cc, label %loop, label %exit
exit:
  %rs = phi i32 [ 5, %entry ], [ %s.next, %loop ]
  %rx = phi i32 [ -1, %entry ], [ %x.next, %loop ]
  %r = xor i32 %rs, %rx
  ret i32 %r
}

define internal i32 @axpy(i32* %a, i32* %b, i32* %c, i32* %d, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %vb = load i32, i32* %pb, align 4
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  %va = load i32, i32* %pa, align 4
  %m = mul i32 %vb, 3
  %v = add i32 %va, %m
  store i32 %v, i32* %pa, align 4
  %s.next = add i32 %s, %vb
  %i.next = add nuw nsw i64 %i, 1
  %cc = icmp ne i64 %i.next, %n
  br i1 %cc, label %loop, label %exit
exit:
  %r = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  ret i32 %r
}

define internal i32 @add_one_avx2(i32* %a, i32* %b, i32* %c, i32* %d, i64 %n) #0 {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %v = load i32, i32* %pb, align 4
  %v1 = add i32 %v, 1
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %v1, i32* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %cc = icmp ne i64 %i.next, %n
  br i1 %cc, label %loop, label %exit
exit:
  ret i32 0
}

define internal i32 @sum_avx2(i32* %a, i32* %b, i32* %c, i32* %d, i64 %n) #0 {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 5, %entry ], [ %s.next, %loop ]
  %x = phi i32 [ -1, %entry ], [ %x.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %v = load i32, i32* %pb, align 4
  %s.next = add i32 %s, %v
  %x.next = and i32 %x, %v
  %i.next = add nuw nsw i64 %i, 1
  %cc = icmp ne i64 %i.next, %n
  br i1 %cc, label %loop, label %exit
exit:
  %rs = phi i32 [ 5, %entry ], [ %s.next, %loop ]
  %rx = phi i32 [ -1, %entry ], [ %x.next, %loop ]
  %r = xor i32 %rs, %rx
  ret i32 %r
}

@buf = internal global [1536 x i32] zeroinitializer, align 16
@ns = internal constant [14 x i64] [i64 0, i64 1, i64 3, i64 4, i64 7, i64 8, i64 9, i64 15, i64 16, i64 17, i64 31, i64 32, i64 33, i64 100], align 8
@offs = internal constant [7 x i64] [i64 -1, i64 0, i64 1, i64 3, i64 4, i64 8, i64 300], align 8
@kernels = internal constant [5 x i32 (i32*, i32*, i32*, i32*, i64)*] [i32 (i32*, i32*, i32*, i32*, i64)* @add_one, i32 (i32*, i32*, i32*, i32*, i64)* @sum, i32 (i32*, i32*, i32*, i32*, i64)* @axpy, i32 (i32*, i32*, i32*, i32*, i64)* @add_one_avx2, i32 (i32*, i32*, i32*, i32*, i64)* @sum_avx2], align 8
@fmt = private constant [23 x i8] c"k%d n=%ld off=%ld: %d\0A\00", align 1
@fmth = private constant [11 x i8] c"  hash %u\0A\00", align 1

declare i32 @printf(i8*, ...)

define internal void @init() {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %t = trunc i64 %i to i32
  %m = mul i32 %t, 2654435761
  %v = lshr i32 %m, 20
  %p = getelementptr inbounds [1536 x i32], [1536 x i32]* @buf, i64 0, i64 %i
  store i32 %v, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ne i64 %i.next, 1536
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define internal i32 @digest() {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %h = phi i32 [ 0, %entry ], [ %h.next, %loop ]
  %p = getelementptr inbounds [1536 x i32], [1536 x i32]* @buf, i64 0, i64 %i
  %v = load i32, i32* %p, align 4
  %h3 = mul i32 %h, 31
  %h.next = add i32 %h3, %v
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ne i64 %i.next, 1536
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %h.next
}

define i32 @main() {
entry:
  %base = getelementptr inbounds [1536 x i32], [1536 x i32]* @buf, i64 0, i64 256
  %c = getelementptr inbounds [1536 x i32], [1536 x i32]* @buf, i64 0, i64 1000
  %d = getelementptr inbounds [1536 x i32], [1536 x i32]* @buf, i64 0, i64 1100
  br label %kloop
kloop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %klatch ]
  %pk = getelementptr inbounds [5 x i32 (i32*, i32*, i32*, i32*, i64)*], [5 x i32 (i32*, i32*, i32*, i32*, i64)*]* @kernels, i64 0, i64 %k
  %f = load i32 (i32*, i32*, i32*, i32*, i64)*, i32 (i32*, i32*, i32*, i32*, i64)** %pk, align 8
  %k32 = trunc i64 %k to i32
  br label %nloop
nloop:
  %j = phi i64 [ 0, %kloop ], [ %j.next, %nlatch ]
  %pn = getelementptr inbounds [14 x i64], [14 x i64]* @ns, i64 0, i64 %j
  %n = load i64, i64* %pn, align 8
  br label %oloop
oloop:
  %o = phi i64 [ 0, %nloop ], [ %o.next, %oloop ]
  %po = getelementptr inbounds [7 x i64], [7 x i64]* @offs, i64 0, i64 %o
  %off = load i64, i64* %po, align 8
  %a = getelementptr inbounds i32, i32* %base, i64 %off
  call void @init()
  %r = call i32 %f(i32* %a, i32* %base, i32* %c, i32* %d, i64 %n)
  %h = call i32 @digest()
  %fmt = getelementptr inbounds [23 x i8], [23 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %fmt, i32 %k32, i64 %n, i64 %off, i32 %r)
  %fmth = getelementptr inbounds [11 x i8], [11 x i8]* @fmth, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %fmth, i32 %h)
  %o.next = add nuw nsw i64 %o, 1
  %odone = icmp eq i64 %o.next, 7
  br i1 %odone, label %nlatch, label %oloop
nlatch:
  %j.next = add nuw nsw i64 %j, 1
  %ndone = icmp eq i64 %j.next, 14
  br i1 %ndone, label %klatch, label %nloop
klatch:
  %k.next = add nuw nsw i64 %k, 1
  %kdone = icmp eq i64 %k.next, 5
  br i1 %kdone, label %exit, label %kloop
exit:
  ret i32 0
}

attributes #0 = { "target-cpu"="haswell" }

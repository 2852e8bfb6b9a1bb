; RUN: lli %s > %t.expected
; RUN: FileCheck %s --check-prefix=OUT < %t.expected
; RUN: hoist -S -passes=loop-vectorize  %s -o %t.sse.ll
; RUN: FileCheck %s --check-prefix=SSE < %t.sse.ll
; RUN: lli %t.sse.ll | diff %t.expected -
; RUN: hoist -S -passes=loop-vectorize -force-vector-interleave=4 %s -o %t.ic4.ll
; RUN: FileCheck %s --check-prefix=IC4 < %t.ic4.ll
; RUN: lli %t.ic4.ll | diff %t.expected -
; RUN: hoist -S -passes=loop-vectorize -force-vector-interleave=2 -force-vector-width=8 %s -o %t.w8.ll
; RUN: FileCheck %s --check-prefix=W8 < %t.w8.ll
; RUN: lli %t.w8.ll | diff %t.expected -

; Differential: loops behind grouped runtime checks (three arrays read and one written; a
; stencil whose group spans b[i] and b[i+1]; two written arrays; a read-modify-write of a) run
; with the written array at, just before and just after the read ones and far from them, at
; trip counts around the vector step. The first and third are checked on the distances between
; their accesses, so the vector loop also runs where the arrays overlap in an order it keeps;
; the others on their ranges, which must be apart.

; OUT:      k0 n=17 off=1: 0
; OUT-NEXT:   hash 2262969589
; OUT:      k1 n=9 off=-1: 0
; OUT-NEXT:   hash 1780518943
; OUT:      k2 n=33 off=2: 0
; OUT-NEXT:   hash 1954185141
; OUT:      k3 n=100 off=-2: 204497
; OUT-NEXT:   hash 1181764406
; SSE-LABEL: @three(
; SSE:         %diff.check2 = icmp uge i64 %{{[0-9]+}}, 32
; SSE:       vector.body:
; SSE-LABEL: @stencil(
; SSE:       vector.body:
; SSE-LABEL: @twostores(
; SSE:         %diff.check6 = icmp uge i64 %{{[0-9]+}}, 32
; SSE:       vector.body:
; SSE-LABEL: @axpy(
; SSE:       vector.body:
; IC4-LABEL: @three(
; IC4:         %diff.check2 = icmp uge i64 %{{[0-9]+}}, 64
; IC4:         %index.next = add nuw i64 %index, 16
; W8-LABEL: @twostores(
; W8:          %index.next = add nuw i64 %index, 16

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define internal i32 @three(i32* %a, i32* %b, i32* %c, i32* %d, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %vb = load i32, i32* %pb, align 4
  %pc = getelementptr inbounds i32, i32* %c, i64 %i
  %vc = load i32, i32* %pc, align 4
  %pd = getelementptr inbounds i32, i32* %d, i64 %i
  %vd = load i32, i32* %pd, align 4
  %s1 = add i32 %vb, %vc
  %s = add i32 %s1, %vd
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %s, i32* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %cc = icmp ne i64 %i.next, %n
  br i1 %cc, label %loop, label %exit
exit:
  ret i32 0
}

define internal i32 @stencil(i32* %a, i32* %b, i32* %c, i32* %d, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %vb = load i32, i32* %pb, align 4
  %pb1 = getelementptr inbounds i32, i32* %b, i64 %i.next
  %vb1 = load i32, i32* %pb1, align 4
  %pc1 = getelementptr inbounds i32, i32* %c, i64 %i.next
  %vc1 = load i32, i32* %pc1, align 4
  %s1 = add i32 %vb, %vb1
  %s = sub i32 %s1, %vc1
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %s, i32* %pa, align 4
  %cc = icmp ne i64 %i.next, %n
  br i1 %cc, label %loop, label %exit
exit:
  ret i32 0
}

define internal i32 @twostores(i32* %a, i32* %b, i32* %c, i32* %d, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %vb = load i32, i32* %pb, align 4
  %pd = getelementptr inbounds i32, i32* %d, i64 %i
  %vd = load i32, i32* %pd, align 4
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %vb, i32* %pa, align 4
  %x = xor i32 %vd, %vb
  %pc = getelementptr inbounds i32, i32* %c, i64 %i
  store i32 %x, i32* %pc, align 4
  %i.next = add nuw nsw i64 %i, 1
  %cc = icmp ne i64 %i.next, %n
  br i1 %cc, label %loop, label %exit
exit:
  ret i32 0
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

@buf = internal global [1536 x i32] zeroinitializer, align 16
@ns = internal constant [13 x i64] [i64 0, i64 1, i64 3, i64 4, i64 5, i64 7, i64 8, i64 9, i64 15, i64 16, i64 17, i64 33, i64 100], align 8
@offs = internal constant [8 x i64] [i64 -2, i64 -1, i64 0, i64 1, i64 2, i64 4, i64 8, i64 300], align 8
@kernels = internal constant [4 x i32 (i32*, i32*, i32*, i32*, i64)*] [i32 (i32*, i32*, i32*, i32*, i64)* @three, i32 (i32*, i32*, i32*, i32*, i64)* @stencil, i32 (i32*, i32*, i32*, i32*, i64)* @twostores, i32 (i32*, i32*, i32*, i32*, i64)* @axpy], align 8
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
  %pk = getelementptr inbounds [4 x i32 (i32*, i32*, i32*, i32*, i64)*], [4 x i32 (i32*, i32*, i32*, i32*, i64)*]* @kernels, i64 0, i64 %k
  %f = load i32 (i32*, i32*, i32*, i32*, i64)*, i32 (i32*, i32*, i32*, i32*, i64)** %pk, align 8
  %k32 = trunc i64 %k to i32
  br label %nloop
nloop:
  %j = phi i64 [ 0, %kloop ], [ %j.next, %nlatch ]
  %pn = getelementptr inbounds [13 x i64], [13 x i64]* @ns, i64 0, i64 %j
  %n = load i64, i64* %pn, align 8
  br label %oloop
oloop:
  %o = phi i64 [ 0, %nloop ], [ %o.next, %oloop ]
  %po = getelementptr inbounds [8 x i64], [8 x i64]* @offs, i64 0, i64 %o
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
  %odone = icmp eq i64 %o.next, 8
  br i1 %odone, label %nlatch, label %oloop
nlatch:
  %j.next = add nuw nsw i64 %j, 1
  %ndone = icmp eq i64 %j.next, 13
  br i1 %ndone, label %klatch, label %nloop
klatch:
  %k.next = add nuw nsw i64 %k, 1
  %kdone = icmp eq i64 %k.next, 4
  br i1 %kdone, label %exit, label %kloop
exit:
  ret i32 0
}

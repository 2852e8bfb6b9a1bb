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

; Differential: values of the last iteration used after an interleaved vector loop (the last
; lane of the last part: a product and the counter) and a sum of bytes read with a stride, at
; trip counts around VF * IC, where the last iteration is in the vector loop or in the scalar one.

; OUT:      k0 n=8 off=-1:
; SSE-LABEL: @last_value(
; SSE:       middle.block:
; SSE:         extractelement <4 x i32> {{%.*}}, i32 3
; IC4-LABEL: @last_value(
; IC4:         %index.next = add nuw i64 %index, 16
; W8-LABEL: @last_value(
; W8:          extractelement <8 x i32> {{%.*}}, i32 7

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define internal i32 @last_value(i32* %a, i32* %b, i32* %c, i32* %d, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %v = load i32, i32* %pb, align 4
  %t = mul i32 %v, 3
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %t, i32* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %cc = icmp ne i64 %i.next, %n
  br i1 %cc, label %loop, label %exit
exit:
  %lt = phi i32 [ 0, %entry ], [ %t, %loop ]
  %li = phi i64 [ 0, %entry ], [ %i, %loop ]
  %lit = trunc i64 %li to i32
  %r = xor i32 %lt, %lit
  ret i32 %r
}

define internal i32 @u8_odd_sum(i32* %a, i32* %b, i32* %c, i32* %d, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  %b8 = bitcast i32* %b to i8*
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  %j = shl nuw nsw i64 %i, 1
  %j1 = or i64 %j, 1
  %p1 = getelementptr inbounds i8, i8* %b8, i64 %j1
  %v1 = load i8, i8* %p1, align 1
  %e = zext i8 %v1 to i32
  %s.next = add i32 %s, %e
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
@kernels = internal constant [2 x i32 (i32*, i32*, i32*, i32*, i64)*] [i32 (i32*, i32*, i32*, i32*, i64)* @last_value, i32 (i32*, i32*, i32*, i32*, i64)* @u8_odd_sum], align 8
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
  %pk = getelementptr inbounds [2 x i32 (i32*, i32*, i32*, i32*, i64)*], [2 x i32 (i32*, i32*, i32*, i32*, i64)*]* @kernels, i64 0, i64 %k
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
  %kdone = icmp eq i64 %k.next, 2
  br i1 %kdone, label %exit, label %kloop
exit:
  ret i32 0
}

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

; Differential: more interleaved groups, at trip counts around the vector step, with the written
; array overlapping the read one and far from it: the two members of each pair swapped in place
; (a load group and a store group on the same addresses), bytes in pairs, an array of
; { i32, float } (a group per type, each with a gap), pairs indexed by a sign-extended int
; counter, and the odd bytes alone summed (a gap at the start and at the end).

; OUT:      k0 n=17 off=1: 0
; OUT-NEXT:   hash 2804191863
; OUT:      k2 n=33 off=-1: 0
; OUT-NEXT:   hash 3349633769
; OUT:      k4 n=100 off=300: 377
; SSE-LABEL: @swap_pairs(
; SSE:         %wide.vec = load <8 x i32>
; SSE:         store <8 x i32> %interleaved.vec
; SSE-LABEL: @byte_pairs(
; SSE:         %strided.vec1 = shufflevector <{{16|32}} x i8> %wide.vec
; SSE-LABEL: @mixed_struct(
; SSE:         %strided.vec = shufflevector <8 x i32>
; SSE:         shufflevector <8 x float>
; SSE-LABEL: @narrow_counter_pairs(
; SSE:         %strided.vec1 = shufflevector <8 x i32> %wide.vec
; SSE-LABEL: @u8_odd_sum(
; SSE:         %strided.vec = shufflevector <{{8|16|32}} x i8> %wide.vec
; IC4-LABEL: @swap_pairs(
; IC4-COUNT-4: store <8 x i32>
; W8-LABEL: @swap_pairs(
; W8-COUNT-2:  store <16 x i32>

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define internal i32 @swap_pairs(i32* %a, i32* %b, i32* %c, i32* %d, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %j = shl nuw nsw i64 %i, 1
  %p0 = getelementptr inbounds i32, i32* %b, i64 %j
  %v0 = load i32, i32* %p0, align 4
  %j1 = or i64 %j, 1
  %p1 = getelementptr inbounds i32, i32* %b, i64 %j1
  %v1 = load i32, i32* %p1, align 4
  store i32 %v1, i32* %p0, align 4
  store i32 %v0, i32* %p1, align 4
  %i.next = add nuw nsw i64 %i, 1
  %cc = icmp ne i64 %i.next, %n
  br i1 %cc, label %loop, label %exit
exit:
  ret i32 0
}

define internal i32 @byte_pairs(i32* %a, i32* %b, i32* %c, i32* %d, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  %b8 = bitcast i32* %b to i8*
  %a8 = bitcast i32* %a to i8*
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %j = shl nuw nsw i64 %i, 1
  %p0 = getelementptr inbounds i8, i8* %b8, i64 %j
  %v0 = load i8, i8* %p0, align 1
  %j1 = or i64 %j, 1
  %p1 = getelementptr inbounds i8, i8* %b8, i64 %j1
  %v1 = load i8, i8* %p1, align 1
  %x = xor i8 %v0, %v1
  %pa = getelementptr inbounds i8, i8* %a8, i64 %i
  store i8 %x, i8* %pa, align 1
  %i.next = add nuw nsw i64 %i, 1
  %cc = icmp ne i64 %i.next, %n
  br i1 %cc, label %loop, label %exit
exit:
  ret i32 0
}

define internal i32 @mixed_struct(i32* %a, i32* %b, i32* %c, i32* %d, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  %sp = bitcast i32* %b to { i32, float }*
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %px = getelementptr inbounds { i32, float }, { i32, float }* %sp, i64 %i, i32 0
  %py = getelementptr inbounds { i32, float }, { i32, float }* %sp, i64 %i, i32 1
  %x = load i32, i32* %px, align 4
  %y = load float, float* %py, align 4
  %yi = fptosi float %y to i32
  %s = add i32 %x, %yi
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %s, i32* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %cc = icmp ne i64 %i.next, %n
  br i1 %cc, label %loop, label %exit
exit:
  ret i32 0
}

define internal i32 @narrow_counter_pairs(i32* %a, i32* %b, i32* %c, i32* %d, i64 %n) {
entry:
  %n32 = trunc i64 %n to i32
  %g = icmp sgt i32 %n32, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %j = shl nsw i32 %i, 1
  %je = sext i32 %j to i64
  %p0 = getelementptr inbounds i32, i32* %b, i64 %je
  %v0 = load i32, i32* %p0, align 4
  %j1 = or i32 %j, 1
  %j1e = sext i32 %j1 to i64
  %p1 = getelementptr inbounds i32, i32* %b, i64 %j1e
  %v1 = load i32, i32* %p1, align 4
  %m = mul i32 %v0, %v1
  %ie = sext i32 %i to i64
  %pa = getelementptr inbounds i32, i32* %a, i64 %ie
  store i32 %m, i32* %pa, align 4
  %i.next = add nsw i32 %i, 1
  %cc = icmp slt i32 %i.next, %n32
  br i1 %cc, label %loop, label %exit
exit:
  ret i32 0
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
@kernels = internal constant [5 x i32 (i32*, i32*, i32*, i32*, i64)*] [i32 (i32*, i32*, i32*, i32*, i64)* @swap_pairs, i32 (i32*, i32*, i32*, i32*, i64)* @byte_pairs, i32 (i32*, i32*, i32*, i32*, i64)* @mixed_struct, i32 (i32*, i32*, i32*, i32*, i64)* @narrow_counter_pairs, i32 (i32*, i32*, i32*, i32*, i64)* @u8_odd_sum], align 8
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
  %kdone = icmp eq i64 %k.next, 5
  br i1 %kdone, label %exit, label %kloop
exit:
  ret i32 0
}

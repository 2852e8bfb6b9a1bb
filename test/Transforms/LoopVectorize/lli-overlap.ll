; RUN: lli %s > %t.expected
; RUN: hoist -S -passes=loop-vectorize %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: lli %t.ll | diff %t.expected -

; Differential: the vectorized kernels must print what the scalar ones print, for every overlap
; of the destination and the source within 20 elements either way (the runtime check sends a
; destination up to a vector iteration past the source to the scalar loop, and lets the vector
; loop run on any other overlap; a destination just before or after the source, or just a vector
; iteration past it, is where a wrong check would show) and every trip count from 0 to 19 (the
; vector loop runs none, one or more times, the remainder 1 to 4 iterations).
; CHECK-LABEL: @k_add(
; CHECK:         br i1 %vec.ok, label %vector.ph, label %scalar.ph
; CHECK-LABEL: @k_sum(
; CHECK:         call i32 @llvm.vector.reduce.add.v4i32
; CHECK-LABEL: @k_bytes(
; CHECK:         load <16 x i8>

@buf = global [64 x i32] zeroinitializer
@fmt = private unnamed_addr constant [13 x i8] c"%d %d %d %u\0A\00"

declare i32 @printf(i8*, ...)

; for (i = 0; i < n; i++) a[i] = b[i] * 3 + 1
define void @k_add(i32* %a, i32* %b, i32 %n) {
entry:
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %ph, label %exit
ph:
  br label %loop
loop:
  %i = phi i32 [ 0, %ph ], [ %i.next, %loop ]
  %ix = zext i32 %i to i64
  %pb = getelementptr inbounds i32, i32* %b, i64 %ix
  %v = load i32, i32* %pb, align 4
  %m = mul i32 %v, 3
  %x = add i32 %m, 1
  %pa = getelementptr inbounds i32, i32* %a, i64 %ix
  store i32 %x, i32* %pa, align 4
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; s = 7; for (i = 0; i < n; i++) s += a[i] ^ i; the loop runs at least once.
define i32 @k_sum(i32* %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 7, %entry ], [ %s.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %t = trunc i64 %i to i32
  %x = xor i32 %v, %t
  %s.next = add i32 %s, %x
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %s.next
}

; for (i = 0; i < n; i++) a[i] = b[i] + (char)i, on bytes (sixteen lanes).
define void @k_bytes(i8* %a, i8* %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i8, i8* %b, i64 %i
  %v = load i8, i8* %pb, align 1
  %t = trunc i64 %i to i8
  %x = add i8 %v, %t
  %pa = getelementptr inbounds i8, i8* %a, i64 %i
  store i8 %x, i8* %pa, align 1
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; buf[k] = k * 2654435761 for all 64 words
define void @reset() {
entry:
  br label %loop
loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %p = getelementptr [64 x i32], [64 x i32]* @buf, i64 0, i64 %k
  %t = trunc i64 %k to i32
  %v = mul i32 %t, -1640531535
  store volatile i32 %v, i32* %p, align 4
  %k.next = add i64 %k, 1
  %c = icmp ult i64 %k.next, 64
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; FNV-1a over the 64 words (volatile loads: kept scalar)
define i32 @hash() {
entry:
  br label %loop
loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %h = phi i32 [ -2128831035, %entry ], [ %h.next, %loop ]
  %p = getelementptr [64 x i32], [64 x i32]* @buf, i64 0, i64 %k
  %v = load volatile i32, i32* %p, align 4
  %x = xor i32 %h, %v
  %h.next = mul i32 %x, 16777619
  %k.next = add i64 %k, 1
  %c = icmp ult i64 %k.next, 64
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %h.next
}

define i32 @main() {
entry:
  %base = getelementptr [64 x i32], [64 x i32]* @buf, i64 0, i64 20
  %bytes = bitcast i32* %base to i8*
  %f = getelementptr [13 x i8], [13 x i8]* @fmt, i64 0, i64 0
  br label %outer
outer:
  %d = phi i64 [ -20, %entry ], [ %d.next, %outer.latch ]
  br label %inner
inner:
  %n = phi i32 [ 0, %outer ], [ %n.next, %inner ]
  call void @reset()
  %pa = getelementptr i32, i32* %base, i64 %d
  call void @k_add(i32* %pa, i32* %base, i32 %n)
  %n64 = zext i32 %n to i64
  %n1 = add i64 %n64, 1
  %s = call i32 @k_sum(i32* %pa, i64 %n1)
  %pab = getelementptr i8, i8* %bytes, i64 %d
  call void @k_bytes(i8* %pab, i8* %bytes, i64 %n1)
  %h = call i32 @hash()
  %d32 = trunc i64 %d to i32
  call i32 (i8*, ...) @printf(i8* %f, i32 %d32, i32 %n, i32 %s, i32 %h)
  %n.next = add i32 %n, 1
  %c = icmp slt i32 %n.next, 20
  br i1 %c, label %inner, label %outer.latch
outer.latch:
  %d.next = add i64 %d, 1
  %c2 = icmp sle i64 %d.next, 20
  br i1 %c2, label %outer, label %exit
exit:
  ret i32 0
}

; RUN: hoist -S -passes=loop-vectorize < %s | FileCheck %s
; RUN: hoist -passes=loop-vectorize -pass-remarks-missed=loop-vectorize -disable-output < %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: hoist -passes=loop-vectorize -stats -disable-output < %s 2>&1 | FileCheck %s --check-prefix=STATS

; Vector loads and stores take consecutive elements; SSE has no gather or scatter. Accesses that
; run backwards become reversed vectors; accesses with a constant stride are taken lane by lane
; (or as an interleaved group, see interleaved-groups.ll). A loop that stores to one address stays
; scalar with CantVectorizeMemory; an address loaded in the loop (a[b[i]]) with
; CantVectorizeInstruction.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; STATS:      1 loop-vectorize - Number of loops not vectorized: CantVectorizeInstruction
; STATS-NEXT: 1 loop-vectorize - Number of loops not vectorized: CantVectorizeMemory
; STATS-NEXT: 2 loop-vectorize - Number of loops vectorized

; a[2 * i] = 0: a store every other element, lane by lane.
; CHECK-LABEL: @stride_2(
; CHECK:       vector.body:
; CHECK:         %offset.idx = mul i64 %index, 2
; CHECK-NEXT:    %next.gep = getelementptr i32, i32* %a, i64 %offset.idx
; CHECK-NEXT:    store i32 %{{[0-9]+}}, i32* %next.gep, align 4
; CHECK:         [[P:%[0-9]+]] = getelementptr i32, i32* %next.gep, i64 2
; CHECK-NEXT:    store i32 %{{[0-9]+}}, i32* [[P]], align 4
; CHECK:         %index.next = add nuw i64 %index, 8
; CHECK:       exit:
define void @stride_2(i32* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %j = shl nuw nsw i64 %i, 1
  %p = getelementptr inbounds i32, i32* %a, i64 %j
  store i32 0, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; for (i = n; i > 0; i--) a[i] = 0, a reverse walk: each vector store writes the four elements
; below the index, lanes reversed.
; CHECK-LABEL: @reverse(
; CHECK:       vector.body:
; CHECK:         %reverse = shufflevector <4 x i32> zeroinitializer, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
; CHECK-NEXT:    %rev.index = sub i64 0, %index
; CHECK-NEXT:    %next.gep = getelementptr i32, i32* %{{[0-9]+}}, i64 %rev.index
; CHECK-NEXT:    %part.gep = getelementptr i32, i32* %next.gep, i64 -3
; CHECK-NEXT:    %vec.ptr = bitcast i32* %part.gep to <4 x i32>*
; CHECK-NEXT:    store <4 x i32> %reverse, <4 x i32>* %vec.ptr, align 4
; CHECK:         %part.gep2 = getelementptr i32, i32* %next.gep, i64 -7
; CHECK:       exit:
define void @reverse(i32* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ %n, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 0, i32* %p, align 4
  %i.next = add nsw i64 %i, -1
  %c = icmp sgt i64 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Don't vectorize: *s = a[i], a store to one address (LICM's promotion would take it first).
; CHECK-LABEL: @no_vectorize_invariant_store(
; CHECK-NOT:     vector.body
; CHECK:       exit:
; REMARK: remark: <unknown>:0:0: loop not vectorized: memory access is not consecutive or loop-invariant
define void @no_vectorize_invariant_store(i32* noalias %a, i32* noalias %s, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  store i32 %v, i32* %s, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Don't vectorize: a[b[i]] = 0, a scatter.
; CHECK-LABEL: @no_vectorize_scatter(
; CHECK-NOT:     vector.body
; CHECK:       exit:
; REMARK: remark: <unknown>:0:0: loop not vectorized: a loaded value is used as an address
define void @no_vectorize_scatter(i32* noalias %a, i64* noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i64, i64* %b, i64 %i
  %j = load i64, i64* %pb, align 8
  %p = getelementptr inbounds i32, i32* %a, i64 %j
  store i32 0, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

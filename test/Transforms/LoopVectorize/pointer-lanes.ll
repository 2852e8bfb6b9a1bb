; RUN: hoist -S -passes=loop-vectorize < %s | FileCheck %s
; RUN: hoist -S -passes=loop-vectorize -force-vector-width=2 < %s | FileCheck %s --check-prefix=FORCE
; RUN: hoist -passes=loop-vectorize -pass-remarks=loop-vectorize -pass-remarks-missed=loop-vectorize -disable-output < %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=REMARK
; RUN: lli %s > %t.expected
; RUN: hoist -S -passes=loop-vectorize %s -o %t.ll
; RUN: opt -passes=verify -disable-output %t.ll
; RUN: lli %t.ll | diff %t.expected -
; RUN: hoist -S -passes=loop-vectorize -force-vector-width=2 %s -o %t.force.ll
; RUN: opt -passes=verify -disable-output %t.force.ll
; RUN: lli %t.force.ll | diff %t.expected -
; RUN: hoist -S %s -o %t.default.ll
; RUN: lli %t.default.ll | diff %t.expected -

; Pointers are 64-bit lanes, as in LLVM's vectorizer: a loop that copies pointers, stores one, or
; stores the address of each element (argv[i] = &mem[p2 + i], SQLite's interpreter setting up a
; call's arguments) runs two lanes at a time. An address computed by a GEP from a lane-varying
; index becomes a vector GEP (constant and invariant operands stay scalar: a struct's field
; number must); the accesses' own addresses still come from scalar evolution, one per part. A
; scalar load from an invariant address (a pointer chain behind a branch) takes no lanes: it does
; not narrow the width of an i32 loop (if-conversion-cold-load.ll). The vector GEP costs its
; scaling and its add, so a loop that only stores addresses runs no faster in vectors than the
; scalar loop unrolled (a lea and a store per element), and stays scalar unless forced; LLVM counts
; a GEP as free and vectorizes it.

%struct.big = type { i64, i64, i64, i32 }

; CHECK-LABEL: @copy_ptrs(
; CHECK:       vector.body:
; CHECK:         %wide.load = load <2 x i8*>, <2 x i8*>* %{{.*}}, align 8
; CHECK:         store <2 x i8*> %wide.load, <2 x i8*>* %{{.*}}, align 8
define void @copy_ptrs(i8** noalias %dst, i8** noalias %src, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %ps = getelementptr inbounds i8*, i8** %src, i64 %i
  %v = load i8*, i8** %ps, align 8
  %pd = getelementptr inbounds i8*, i8** %dst, i64 %i
  store i8* %v, i8** %pd, align 8
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; FORCE-LABEL: @args_rev(
; FORCE:       vector.body:
; FORCE:         [[A:%.*]] = getelementptr inbounds %struct.big, %struct.big* %base, <2 x i64> %{{.*}}
; FORCE:         %reverse = shufflevector <2 x %struct.big*> [[A]], <2 x %struct.big*> poison, <2 x i32> <i32 1, i32 0>
; FORCE:         store <2 x %struct.big*> %reverse, <2 x %struct.big*>* %{{.*}}, align 8
define void @args_rev(%struct.big** noalias %argv, %struct.big* %base, i64 %off, i64 %n) {
entry:
  %some = icmp sgt i64 %n, 0
  br i1 %some, label %loop.ph, label %exit
loop.ph:
  %last = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ %last, %loop.ph ], [ %i.next, %loop ]
  %k = add nsw i64 %off, %i
  %arg = getelementptr inbounds %struct.big, %struct.big* %base, i64 %k
  %slot = getelementptr inbounds %struct.big*, %struct.big** %argv, i64 %i
  store %struct.big* %arg, %struct.big** %slot, align 8
  %i.next = add nsw i64 %i, -1
  %more = icmp sgt i64 %i, 0
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

; FORCE-LABEL: @field_addresses(
; FORCE:       vector.body:
; FORCE:         getelementptr inbounds %struct.big, %struct.big* %base, <2 x i64> %{{.*}}, i32 3
; FORCE:         store <2 x i32*>
define void @field_addresses(i32** noalias %out, %struct.big* %base, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %f = getelementptr inbounds %struct.big, %struct.big* %base, i64 %i, i32 3
  %slot = getelementptr inbounds i32*, i32** %out, i64 %i
  store i32* %f, i32** %slot, align 8
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; CHECK-LABEL: @store_invariant(
; CHECK:       vector.body:
; CHECK:         store <2 x i32*> %broadcast.splat, <2 x i32*>* %{{.*}}, align 8
define void @store_invariant(i32** noalias %a, i32* %q, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32*, i32** %a, i64 %i
  store i32* %q, i32** %p, align 8
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; REMARK:      remark: <unknown>:0:0: vectorized loop (vectorization width: 2, interleaved count: 2)
; REMARK-NEXT: remark: <unknown>:0:0: loop not vectorized: the vector loop would not run faster than the scalar loop on this target
; REMARK-NEXT: remark: <unknown>:0:0: loop not vectorized: the vector loop would not run faster than the scalar loop on this target
; REMARK-NEXT: remark: <unknown>:0:0: vectorized loop (vectorization width: 2, interleaved count: 2)

@bigs = global [80 x %struct.big] zeroinitializer
@src = global [64 x i8*] zeroinitializer
@dst = global [64 x i8*] zeroinitializer
@argv = global [64 x %struct.big*] zeroinitializer
@fields = global [64 x i32*] zeroinitializer
@fmt = private constant [17 x i8] c"%ld %ld %ld %ld\0A\00"

declare i32 @printf(i8*, ...)

; A hash of each table, as offsets from @bigs (null as -1), for n = 0 .. 20 and 63.
define i64 @offsets(i8** %t, i64 %n) {
entry:
  %b = bitcast [80 x %struct.big]* @bigs to i8*
  %bi = ptrtoint i8* %b to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %next ]
  %h = phi i64 [ 7, %entry ], [ %h.next, %next ]
  %done = icmp eq i64 %i, %n
  br i1 %done, label %exit, label %body
body:
  %p = getelementptr inbounds i8*, i8** %t, i64 %i
  %v = load i8*, i8** %p
  %null = icmp eq i8* %v, null
  %vi = ptrtoint i8* %v to i64
  %d = sub i64 %vi, %bi
  %x = select i1 %null, i64 -1, i64 %d
  %h31 = mul i64 %h, 31
  %h.next = add i64 %h31, %x
  br label %next
next:
  %i.next = add i64 %i, 1
  br label %loop
exit:
  ret i64 %h
}

define void @run(i64 %n) {
entry:
  %srcp = getelementptr inbounds [64 x i8*], [64 x i8*]* @src, i64 0, i64 0
  %dstp = getelementptr inbounds [64 x i8*], [64 x i8*]* @dst, i64 0, i64 0
  %argvp = getelementptr inbounds [64 x %struct.big*], [64 x %struct.big*]* @argv, i64 0, i64 0
  %fieldsp = getelementptr inbounds [64 x i32*], [64 x i32*]* @fields, i64 0, i64 0
  %base = getelementptr inbounds [80 x %struct.big], [80 x %struct.big]* @bigs, i64 0, i64 0
  call void @copy_ptrs(i8** %dstp, i8** %srcp, i64 %n)
  call void @args_rev(%struct.big** %argvp, %struct.big* %base, i64 3, i64 %n)
  call void @field_addresses(i32** %fieldsp, %struct.big* %base, i64 %n)
  %q = getelementptr inbounds %struct.big, %struct.big* %base, i64 9, i32 3
  %half = lshr i64 %n, 1
  call void @store_invariant(i32** %fieldsp, i32* %q, i64 %half)
  %h1 = call i64 @offsets(i8** %dstp, i64 %n)
  %ar = bitcast %struct.big** %argvp to i8**
  %h2 = call i64 @offsets(i8** %ar, i64 %n)
  %fr = bitcast i32** %fieldsp to i8**
  %h3 = call i64 @offsets(i8** %fr, i64 %n)
  %f = getelementptr inbounds [17 x i8], [17 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i64 %n, i64 %h1, i64 %h2, i64 %h3)
  ret void
}

define i32 @main() {
entry:
  %base = getelementptr inbounds [80 x %struct.big], [80 x %struct.big]* @bigs, i64 0, i64 0
  %b8 = bitcast %struct.big* %base to i8*
  br label %fill
fill:
  %j = phi i64 [ 0, %entry ], [ %j.next, %fill ]
  %r = urem i64 %j, 5
  %z = icmp eq i64 %r, 0
  %off = mul i64 %j, 7
  %pj = getelementptr inbounds i8, i8* %b8, i64 %off
  %val = select i1 %z, i8* null, i8* %pj
  %sj = getelementptr inbounds [64 x i8*], [64 x i8*]* @src, i64 0, i64 %j
  store i8* %val, i8** %sj
  %j.next = add i64 %j, 1
  %fdone = icmp eq i64 %j.next, 64
  br i1 %fdone, label %runs, label %fill
runs:
  %n = phi i64 [ 0, %fill ], [ %n.next, %runs ]
  call void @run(i64 %n)
  %n.next = add i64 %n, 1
  %stop = icmp eq i64 %n.next, 22
  br i1 %stop, label %last, label %runs
last:
  call void @run(i64 63)
  ret i32 0
}

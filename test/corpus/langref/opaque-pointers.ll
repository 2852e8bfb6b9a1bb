; requires: -opaque-pointers
; LangRef: opaque pointers (ptr, ptr addrspace(N)) in globals, loads, stores, GEPs, calls,
; atomics, allocas, byval and elementtype attributes, vectors of pointers.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.node = type { i32, ptr }

@head = global ptr null
@g = global i32 5
@gp = global ptr @g
@as1 = addrspace(1) global i32 0
@alias = alias i32, ptr @g

declare void @take(ptr byval(%struct.node))
declare ptr @llvm.ptrmask.p0.i64(ptr, i64)

define i32 @walk(ptr %n, ptr addrspace(1) %q, <2 x ptr> %vp) {
entry:
  %a = alloca %struct.node, align 8
  %next = getelementptr inbounds %struct.node, ptr %n, i64 0, i32 1
  %p = load ptr, ptr %next, align 8
  %v = load i32, ptr %p, align 4
  store ptr %n, ptr @head, align 8
  store i32 %v, ptr addrspace(1) %q, align 4
  %vg = getelementptr i32, <2 x ptr> %vp, i64 1
  ; (A cmpxchg of pointers prints as LLVM 14 cannot read it back: "cmpxchg ptr %p, null, %n".)
  %cx = cmpxchg ptr @g, i32 0, i32 %v seq_cst monotonic
  %rmw = atomicrmw add ptr @g, i32 1 seq_cst
  call void @take(ptr byval(%struct.node) %a)
  %m = call ptr @llvm.ptrmask.p0.i64(ptr %p, i64 -8)
  %c = addrspacecast ptr addrspace(1) %q to ptr
  %eq = icmp eq ptr %c, %m
  %s = select i1 %eq, ptr %c, ptr null
  ret i32 %v
}

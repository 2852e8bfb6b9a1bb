; Theme: opaque pointers (LLVM 14 needs -opaque-pointers for this file).
; ptr / ptr addrspace(N) in globals, aliases, ifuncs, arguments, loads/stores,
; GEPs (scalar and vector), atomics, calls (direct, indirect, varargs),
; type-carrying attributes (byval/sret/elementtype), constexprs, landingpads,
; phis/selects of ptr, vectors of ptr, ptr in aggregates and metadata.
; requires: -opaque-pointers

%struct.S = type { ptr, i32, ptr addrspace(1) }

@g = global i32 0
@p = global ptr @g
@pa = addrspace(1) global ptr addrspace(1) null
@arr = global [2 x ptr] [ptr @g, ptr null]
@gep = global ptr getelementptr inbounds ([4 x i32], ptr @tbl, i64 0, i64 2)
@tbl = global [4 x i32] zeroinitializer
@s = global %struct.S { ptr @g, i32 1, ptr addrspace(1) addrspacecast (ptr @g to ptr addrspace(1)) }
@int = global i64 ptrtoint (ptr @g to i64)
@alias = alias i32, ptr @g
@alias2 = alias i8, getelementptr (i8, ptr @g, i64 1)
@ifn = ifunc void (), ptr @resolver
@ti = external constant ptr

declare ptr @resolver()
declare void @vararg(ptr, ...)
declare void @take(ptr byval(%struct.S) align 8, ptr sret(i32), ptr nocapture readonly dereferenceable(4))
declare i32 @__gxx_personality_v0(...)
declare void @thrower()

define ptr @body(ptr %x, ptr addrspace(1) %y, <2 x ptr> %vp, i1 %c) personality ptr @__gxx_personality_v0 {
entry:
  %a = alloca ptr, align 8
  store ptr %x, ptr %a, align 8
  %l = load ptr, ptr %a
  %i = load i32, ptr %l, align 4
  %f = getelementptr inbounds %struct.S, ptr %x, i64 1, i32 2
  %fl = load ptr addrspace(1), ptr %f
  %v = getelementptr i32, <2 x ptr> %vp, <2 x i64> <i64 1, i64 2>
  %v2 = getelementptr i8, ptr %x, <2 x i64> zeroinitializer
  %as = addrspacecast ptr addrspace(1) %y to ptr
  %pi = ptrtoint ptr %as to i64
  %ip = inttoptr i64 %pi to ptr addrspace(3)
  %cmp = icmp eq ptr %x, @g
  %sel = select i1 %cmp, ptr %x, ptr null
  %cx = cmpxchg ptr %a, ptr %x, ptr null seq_cst monotonic
  %rmw = atomicrmw add ptr @g, i32 1 monotonic
  %ld = load atomic ptr, ptr %a acquire, align 8
  call void (ptr, ...) @vararg(ptr %x, ptr addrspace(1) %y, i32 1)
  %fp = load ptr, ptr @p
  call void %fp(i32 1)
  call void @take(ptr byval(%struct.S) align 8 %x, ptr sret(i32) %a, ptr %x)
  call void asm "", "=*m"(ptr elementtype(i32) %a)
  call void @ifn()
  %agg = insertvalue { ptr, i32 } undef, ptr %x, 0
  %e = extractvalue { ptr, i32 } %agg, 0
  %vi = insertelement <2 x ptr> %vp, ptr %e, i32 0
  invoke void @thrower() to label %ok unwind label %lp, !md !0
ok:
  br i1 %c, label %join, label %join2
join2:
  br label %join
join:
  %ph = phi ptr [ %x, %ok ], [ null, %join2 ]
  ret ptr %ph
lp:
  %lpv = landingpad { ptr, i32 } catch ptr @ti
  resume { ptr, i32 } %lpv
}

!0 = !{ptr @g, ptr addrspace(1) null}

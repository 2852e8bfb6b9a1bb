; Theme: address spaces. A datalayout with alloca address space A5, program
; address space P1 and globals address space G1; allocas in addrspace(5),
; globals/functions in non-zero address spaces, addrspacecast instructions and
; constant expressions, pointers to pointers across address spaces, GEPs,
; loads/stores/atomics through addrspace pointers, calls through addrspace(1)
; function pointers.
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p5:32:32-A5-P1-G1"

%struct.S = type { i32 addrspace(3)*, float addrspace(1)* }

@g1 = addrspace(1) global i32 0
@g3 = internal addrspace(3) global [4 x float] undef, align 16
@gdefault = global i32 7
@pp = addrspace(1) global i32 addrspace(3)* addrspace(2)* null
@cast = addrspace(1) global i32* addrspacecast (i32 addrspace(1)* @g1 to i32*)
@gepcast = addrspace(1) global float addrspace(5)* addrspacecast (float addrspace(3)* getelementptr inbounds ([4 x float], [4 x float] addrspace(3)* @g3, i32 0, i32 2) to float addrspace(5)*)
@fptr = addrspace(1) global void (i32) addrspace(1)* @callee

define void @callee(i32 %x) addrspace(1) {
  ret void
}

declare i32 @ext(i8 addrspace(4)*) addrspace(1)

define i32 @body(i32 addrspace(1)* %p, %struct.S addrspace(5)* %s, void (i32) addrspace(1)* %fp) addrspace(1) {
  %a = alloca i32, align 4, addrspace(5)
  %b = alloca [8 x i8], i32 2, align 8, addrspace(5)
  %c = alloca %struct.S, addrspace(5)
  store i32 1, i32 addrspace(5)* %a
  %v = load i32, i32 addrspace(1)* %p, align 4
  %q = getelementptr inbounds %struct.S, %struct.S addrspace(5)* %s, i32 0, i32 1
  %fp2 = load float addrspace(1)*, float addrspace(1)* addrspace(5)* %q
  %f = load float, float addrspace(1)* %fp2
  %gen = addrspacecast i32 addrspace(1)* %p to i32*
  %back = addrspacecast i32* %gen to i32 addrspace(3)*
  %x = atomicrmw add i32 addrspace(1)* %p, i32 1 seq_cst
  %y = cmpxchg i32 addrspace(3)* %back, i32 0, i32 1 acquire monotonic
  %l = load i32, i32 addrspace(3)* getelementptr (i32, i32 addrspace(3)* bitcast ([4 x float] addrspace(3)* @g3 to i32 addrspace(3)*), i32 1)
  %g = load i32, i32 addrspace(1)* @g1
  %i8p = bitcast [8 x i8] addrspace(5)* %b to i8 addrspace(5)*
  %i4 = addrspacecast i8 addrspace(5)* %i8p to i8 addrspace(4)*
  %r = call addrspace(1) i32 @ext(i8 addrspace(4)* %i4)
  call addrspace(1) void %fp(i32 %r)
  %fl = load void (i32) addrspace(1)*, void (i32) addrspace(1)* addrspace(1)* @fptr
  call void %fl(i32 2)
  %pi = ptrtoint i32 addrspace(3)* %back to i32
  %ip = inttoptr i32 %pi to i8 addrspace(2)*
  %vp = insertelement <2 x i32 addrspace(1)*> undef, i32 addrspace(1)* %p, i32 0
  %vg = getelementptr i32, <2 x i32 addrspace(1)*> %vp, <2 x i64> <i64 0, i64 1>
  %vc = addrspacecast <2 x i32 addrspace(1)*> %vg to <2 x i32*>
  ret i32 %v
}

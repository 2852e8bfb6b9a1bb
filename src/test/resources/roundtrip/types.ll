; Theme: the type system. Every first-class type (iN incl. i1/i7/i128/i1000,
; half/bfloat/float/double/x86_fp80/fp128/ppc_fp128, x86_mmx, x86_amx, token,
; label, metadata, void), function types (varargs, returning pointers to
; functions, taking function pointers), pointers to pointers/functions/arrays,
; vectors of pointers/floats/i1, arrays of vectors, nested literal structs,
; self-referencing globals and odd-width GEP indices and alloca counts.

%fnty = type void (i32, ...)*
%hof = type i32 (i32)* (i8*, %fnty)*
%T = type { %T*, [2 x <4 x float>], { i1, { i7 } }, void ()*, %hof }

@self = global i8* bitcast (i8** @self to i8*)
@cycle1 = global i8* bitcast (i8** @cycle2 to i8*)
@cycle2 = global i8* bitcast (i8** @cycle1 to i8*)
@fnptrs = global [2 x i32 (i32)*] [i32 (i32)* @later, i32 (i32)* null]
@hofp = global %hof null
@t = global %T zeroinitializer
@ppp = global i8*** null
@arrvec = global [2 x <2 x i1>] [<2 x i1> <i1 true, i1 false>, <2 x i1> zeroinitializer]
@vecptrs = global <2 x i8*> <i8* null, i8* bitcast (i8** @self to i8*)>
@mmx = global x86_mmx undef ; (x86_mmx zeroinitializer crashes llvm-as 14)
@i1000 = global i1000 zeroinitializer

declare x86_amx @llvm.x86.tileloadd64.internal(i16, i16, i8*, i64)
declare void @llvm.x86.tilestored64.internal(i16, i16, i8*, i64, x86_amx)
declare x86_mmx @llvm.x86.mmx.padd.b(x86_mmx, x86_mmx)
declare token @llvm.fake.token()
declare void @all_fp(half, bfloat, float, double, x86_fp80, fp128, ppc_fp128)
declare i1000 @wide(i1, i7, i128, i1000)
declare void ()* @retfn(void (i32, ...)*, i32 (i32)* (i8*, %fnty)*)

define i32 @later(i32 %x) {
  ret i32 %x
}

define void @amx(i8* %p) {
  %t = call x86_amx @llvm.x86.tileloadd64.internal(i16 8, i16 8, i8* %p, i64 64)
  call void @llvm.x86.tilestored64.internal(i16 8, i16 8, i8* %p, i64 64, x86_amx %t)
  ret void
}

define x86_mmx @mmx_add(x86_mmx %a, <8 x i8> %b) {
  %bc = bitcast <8 x i8> %b to x86_mmx
  %r = call x86_mmx @llvm.x86.mmx.padd.b(x86_mmx %a, x86_mmx %bc)
  ret x86_mmx %r
}

define void @fps(half %h, bfloat %b, float %f, double %d, x86_fp80 %x, fp128 %q, ppc_fp128 %p) {
  %h2 = fadd half %h, 0xH3C00
  %b2 = fadd bfloat %b, 0xR3F80
  %x2 = fmul x86_fp80 %x, 0xK3FFF8000000000000000
  %q2 = fdiv fp128 %q, 0xL00000000000000004000000000000000
  %p2 = fsub ppc_fp128 %p, 0xM40000000000000000000000000000000
  %c = fcmp olt x86_fp80 %x2, 0xK00000000000000000000
  %e = fpext bfloat %b2 to float
  %t = fptrunc fp128 %q2 to half
  call void @all_fp(half %h2, bfloat %b2, float %f, double %d, x86_fp80 %x2, fp128 %q2, ppc_fp128 %p2)
  ret void
}

define i1000 @ints(i1 %a, i7 %b, i128 %c, i1000 %d, i8* %p) {
  %z = zext i7 %b to i1000
  %m = mul i1000 %d, %z
  %s = sext i1 %a to i128
  %o = or i128 %s, %c
  %g1 = getelementptr i8, i8* %p, i128 %o
  %g2 = getelementptr i8, i8* %g1, i7 %b
  %g3 = getelementptr i8, i8* %g2, i1 %a
  %al = alloca i32, i8 3
  %al2 = alloca i32, i128 %o
  %r = call i1000 @wide(i1 %a, i7 %b, i128 %o, i1000 %m)
  ret i1000 %r
}

define void @call_hof(%hof %h, i8* %p) {
  %f = call i32 (i32)* %h(i8* %p, %fnty null)
  %r = call i32 %f(i32 1)
  %tp = getelementptr %T, %T* @t, i64 0, i32 2, i32 1, i32 0
  %vp = getelementptr %T, %T* @t, i64 0, i32 1, i64 1, i64 3
  %tok = call token @llvm.fake.token()
  ret void
}

; Theme: constants. Every constant expression kind of LLVM 14 (casts, gep with
; inbounds/inrange, select, icmp/fcmp, binops with nuw/nsw/exact, fneg,
; vector and aggregate constexprs), blockaddress (incl. a global table of
; blocks of a function defined later, used by indirectbr), dso_local_equivalent,
; no_cfi, odd-width and huge integers (decimal, negative, u0x/s0x hex), floats of
; every type in hex and (half/bfloat/float/double) decimal (NaN/inf/-0.0/denormals), c"" strings with
; escapes, zeroinitializer/undef/poison of all kinds, token none.

%struct.T = type { i32, [2 x i8*] }
; LLVM 14 crashes on dso_local_equivalent of a function declared later, and
; opt prints globals before functions: so it is only used in function bodies.
declare void @ext_fn()
declare hidden void @ext_hidden()
@g = global i32 0
@h = global [4 x i32] [i32 1, i32 2, i32 3, i32 4]
@vt = global { [3 x i8*] } zeroinitializer

; --- integers
@i1t = global i1 true
@i1f = global i1 false
@i1n = global i1 -1
@i7 = global i7 -64
@i7b = global i7 63
@i8 = global i8 255
@i128 = global i128 -170141183460469231731687303715884105728
@i128b = global i128 340282366920938463463374607431768211455
@i1000 = global i1000 123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890
@i1000n = global i1000 -1
@hexu = global i32 u0xDEADBEEF
@hexs = global i32 s0x7fffffff
@hexs_neg = global i64 s0xFFFFFFFFFFFFFFFF
@hexu128 = global i128 u0x123456789ABCDEF0123456789ABCDEF0
@hexi1000 = global i1000 u0x1000000000000000000000000000000000000000000000000000

; --- floats
@h0 = global half 0xH3C00
@h1 = global half 0xH7E00
@h2 = global half -0.0
@h3 = global half 0xH0001
@bf0 = global bfloat 0xR3F80
@bf1 = global bfloat 0xR7FC0
@bf2 = global bfloat -2.0
@f0 = global float 1.5
@f1 = global float 0x7FF0000000000000
@f2 = global float 0xFFF0000000000000
@f3 = global float 0x7FF8000000000000
@f4 = global float -0.0
@f5 = global float 0x36A0000000000000
@f6 = global float 3.4028234663852886e+38
@f7 = global float 1.52587890625e-05
@f8 = global float 0x7FF4000000000000
@f9 = global float 0xFFF8000020000000
@h4 = global half 0xH7E01
@h5 = global half 0xHFC01
@bf3 = global bfloat 0xR7F81
@d0 = global double 0x0000000000000001
@d1 = global double 2.2250738585072014e-308
@d2 = global double -1.7976931348623157e+308
@d3 = global double 0x7FF4000000000001
@d4 = global double 1.0e3
@d5 = global double -0.0
@d6 = global double 0x7FF0000000000000
@x0 = global x86_fp80 0xK3FFF8000000000000000
@x1 = global x86_fp80 0xK7FFFC000000000000000
@q0 = global fp128 0xL00000000000000003FFF000000000000
@q1 = global fp128 0xL00000000000000007FFF800000000000
@p0 = global ppc_fp128 0xM3FF00000000000000000000000000000
@p1 = global ppc_fp128 0xM7FF80000000000000000000000000000

; --- strings / aggregates / special
@s0 = global [7 x i8] c"a\00b\22c\5C\0A"
@s1 = global [3 x i8] c"\FF\80\7F"
@s2 = global [0 x i8] zeroinitializer
@s3 = global [2 x i16] [i16 1, i16 -1]
@z0 = global %struct.T zeroinitializer
@z1 = global <4 x float> zeroinitializer
@u0 = global %struct.T undef
@u1 = global [2 x double] undef
@p_0 = global <2 x i64> poison
@p_1 = global { i8, i16 } { i8 poison, i16 undef }
@x86mmx = global x86_mmx undef
@nullp = global i8* null
@nullas = global i8 addrspace(3)* null

; --- constant expressions
@ce_trunc = global i8 trunc (i64 ptrtoint (i32* @g to i64) to i8)
@ce_zext = global i64 zext (i1 icmp eq (i32* @g, i32* null) to i64)
@ce_sext = global i64 sext (i32 ptrtoint (i32* @g to i32) to i64)
@ce_fp = global float fptrunc (double fpext (float 1.0 to double) to float)
@ce_fpi = global i32 fptosi (float uitofp (i8 200 to float) to i32)
@ce_fpu = global i32 fptoui (double sitofp (i8 -3 to double) to i32)
@ce_i2p = global i8* inttoptr (i64 4096 to i8*)
@ce_asc = global i32 addrspace(1)* addrspacecast (i32* @g to i32 addrspace(1)*)
@ce_bc = global i8* bitcast (i32* @g to i8*)
@ce_gep = global i32* getelementptr inbounds ([4 x i32], [4 x i32]* @h, i64 0, i64 2)
@ce_gep2 = global i32* getelementptr ([4 x i32], [4 x i32]* @h, i32 1, i32 5)
@ce_inrange = global i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @vt, i32 0, inrange i32 0, i32 1)
@ce_gepstr = global i8** getelementptr (%struct.T, %struct.T* null, i64 0, i32 1, i64 1)
@ce_sel = global i32 select (i1 icmp ult (i32* @g, i32* getelementptr (i32, i32* @g, i64 1)), i32 1, i32 2)
@ce_fcmp = global i1 fcmp uno (double 0x7FF8000000000000, double 1.0)
@ce_add = global i64 add nuw nsw (i64 ptrtoint (i32* @g to i64), i64 1)
@ce_sub = global i64 sub nsw (i64 ptrtoint (i32* @g to i64), i64 ptrtoint ([4 x i32]* @h to i64))
@ce_mul = global i64 mul nuw (i64 ptrtoint (i32* @g to i64), i64 3)
@ce_shl = global i64 shl nuw nsw (i64 ptrtoint (i32* @g to i64), i64 2)
@ce_div = global i64 udiv exact (i64 ptrtoint (i32* @g to i64), i64 4)
@ce_sdiv = global i64 sdiv exact (i64 ptrtoint (i32* @g to i64), i64 8)
@ce_lshr = global i64 lshr exact (i64 ptrtoint (i32* @g to i64), i64 1)
@ce_ashr = global i64 ashr (i64 ptrtoint (i32* @g to i64), i64 1)
@ce_rem = global i64 urem (i64 ptrtoint (i32* @g to i64), i64 7)
@ce_srem = global i64 srem (i64 ptrtoint (i32* @g to i64), i64 7)
@ce_logic = global i64 xor (i64 or (i64 and (i64 ptrtoint (i32* @g to i64), i64 -16), i64 3), i64 -1)
@ce_fops = global float fadd (float fsub (float fmul (float fdiv (float 1.0, float 3.0), float 2.0), float 0.5), float frem (float 7.0, float 2.0))
@ce_fneg = global double fneg (double 2.0)
@ce_ee = global i32 extractelement (<2 x i32> <i32 7, i32 ptrtoint (i32* @g to i32)>, i32 1)
@ce_ie = global <2 x i32> insertelement (<2 x i32> undef, i32 ptrtoint (i32* @g to i32), i32 0)
@ce_sv = global <4 x i32> shufflevector (<2 x i32> <i32 ptrtoint (i32* @g to i32), i32 1>, <2 x i32> zeroinitializer, <4 x i32> <i32 0, i32 3, i32 undef, i32 1>)
@ce_ev = global i32 extractvalue ({ i32, [2 x i32] } { i32 1, [2 x i32] [i32 2, i32 ptrtoint (i32* @g to i32)] }, 1, 1)
@ce_iv = global { i32, i8* } insertvalue ({ i32, i8* } undef, i8* bitcast (i32* @g to i8*), 1)
@ce_gep0 = global i32* getelementptr (i32, i32* @g)
@ce_vgep = global <2 x i32*> getelementptr (i32, i32* @g, <2 x i64> <i64 0, i64 1>)
@ce_vecptr = global <2 x i64> <i64 ptrtoint (i32* @g to i64), i64 ptrtoint ([4 x i32]* @h to i64)>
@ce_vcmp = global <2 x i1> icmp ne (<2 x i32*> <i32* @g, i32* null>, <2 x i32*> zeroinitializer)

; --- blockaddress table into a function defined below
@targets = constant [3 x i8*] [i8* blockaddress(@dispatch, %a), i8* blockaddress(@dispatch, %b), i8* blockaddress(@dispatch, %"c block")]
@numbered_ba = global i8* blockaddress(@numbered_blocks, %1)
@nocfi = global void ()* no_cfi @ext_fn


define i32 @dispatch(i32 %i) {
entry:
  %p = getelementptr inbounds [3 x i8*], [3 x i8*]* @targets, i32 0, i32 %i
  %t = load i8*, i8** %p
  indirectbr i8* %t, [label %a, label %b, label %"c block"]
a:
  ret i32 1
b:
  ret i32 2
"c block":
  ret i32 3
}

define i32 @numbered_blocks(i1 %c) {
  br i1 %c, label %1, label %2
1:
  ret i32 0
2:
  indirectbr i8* blockaddress(@numbered_blocks, %1), [label %1]
}

define void @const_operands(i8* %x) {
  %a = add i1000 u0xFFFF, -1
  %x7 = add i7 -1, 1
  %b = icmp eq i7 %x7, s0x3F
  %c = fadd half 0xH3C00, 0xH0000
  %d = fadd bfloat 0xR3F80, 0xR3F80
  %e = fadd x86_fp80 0xK3FFF8000000000000000, 0xK00000000000000000001
  %f = fadd fp128 0xL00000000000000003FFF000000000000, 0xL00000000000000000000000000000001
  %g = fadd ppc_fp128 0xM3FF00000000000000000000000000000, 0xM80000000000000000000000000000000
  %h = call void ()* @get_fn(void ()* dso_local_equivalent @ext_hidden, void ()* no_cfi @ext_fn)
  %i = icmp eq i8* %x, getelementptr (i8, i8* bitcast ([4 x i32]* @h to i8*), i64 sub (i64 0, i64 ptrtoint (i32* @g to i64)))
  %j = extractvalue { i32, [2 x i8] } { i32 1, [2 x i8] c"hi" }, 1, 0
  %k = select i1 icmp sgt (i64 ptrtoint (i32* @g to i64), i64 0), float 0x3FB99999A0000000, float 0xC7EFFFFFE0000000
  %tok = call token @llvm.tok(token none)
  ret void
}

declare void ()* @get_fn(void ()*, void ()*)
declare token @llvm.tok(token)

; Theme: vectors. Vector int/fp arithmetic with flags, icmp/fcmp on vectors,
; select with vector condition, shufflevector with undef / zeroinitializer /
; poison masks and length-changing masks, insertelement/extractelement with
; variable and i64 indices, vector of pointers GEP (scalar+vector indices),
; scalable <vscale x 4 x i32> types and their zeroinitializer/undef/poison,
; vector casts, vector constants (splat via constant vector), <1 x ...>.

declare <vscale x 4 x i32> @llvm.experimental.stepvector.nxv4i32()
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)

define <4 x i32> @arith(<4 x i32> %a, <4 x i32> %b, <4 x float> %x, <4 x float> %y) {
  %s = add nuw nsw <4 x i32> %a, %b
  %m = mul <4 x i32> %s, <i32 1, i32 2, i32 -3, i32 2147483647>
  %d = sdiv exact <4 x i32> %m, <i32 2, i32 2, i32 2, i32 2>
  %sh = shl <4 x i32> %d, <i32 1, i32 undef, i32 poison, i32 0>
  %fa = fadd fast <4 x float> %x, %y
  %fm = fmul nnan ninf <4 x float> %fa, <float 1.0, float 2.0, float 0x7FF8000000000000, float -0.0>
  %fn = fneg arcp <4 x float> %fm
  %c1 = icmp slt <4 x i32> %sh, %b
  %c2 = fcmp nsz ogt <4 x float> %fn, zeroinitializer
  %c = and <4 x i1> %c1, %c2
  %sel = select <4 x i1> %c, <4 x i32> %sh, <4 x i32> zeroinitializer
  %selc = select <4 x i1> <i1 true, i1 false, i1 undef, i1 true>, <4 x i32> %sel, <4 x i32> %a
  ret <4 x i32> %selc
}

define <8 x i16> @shuffles(<4 x i16> %a, <4 x i16> %b) {
  %s0 = shufflevector <4 x i16> %a, <4 x i16> %b, <8 x i32> <i32 0, i32 4, i32 1, i32 5, i32 2, i32 6, i32 3, i32 7>
  %s1 = shufflevector <4 x i16> %a, <4 x i16> undef, <4 x i32> zeroinitializer
  %s2 = shufflevector <4 x i16> %a, <4 x i16> poison, <2 x i32> <i32 3, i32 undef>
  %s3 = shufflevector <4 x i16> %s1, <4 x i16> %b, <4 x i32> undef
  %s4 = shufflevector <2 x i16> %s2, <2 x i16> %s2, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 undef, i32 undef, i32 0, i32 3>
  %r = add <8 x i16> %s0, %s4
  %s5 = shufflevector <4 x i16> %s3, <4 x i16> %a, <1 x i32> <i32 7>
  ret <8 x i16> %r
}

define i32 @elements(<4 x i32> %v, i32 %i, i64 %j, <2 x double> %d) {
  %e0 = extractelement <4 x i32> %v, i32 0
  %e1 = extractelement <4 x i32> %v, i32 %i
  %e2 = extractelement <4 x i32> %v, i64 %j
  %v1 = insertelement <4 x i32> %v, i32 %e1, i32 3
  %v2 = insertelement <4 x i32> undef, i32 %e0, i64 %j
  %v3 = insertelement <4 x i32> poison, i32 7, i8 -1
  %dd = insertelement <2 x double> %d, double 0x3FF0000000000001, i32 1
  %e3 = extractelement <1 x i64> <i64 42>, i32 0
  %sum = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %v2)
  ret i32 %sum
}

define <4 x i32*> @vecptr(i32* %base, <4 x i64> %idx, <4 x i32*> %ptrs, [4 x i32]* %arr) {
  %g0 = getelementptr i32, i32* %base, <4 x i64> %idx
  %g1 = getelementptr inbounds i32, <4 x i32*> %ptrs, i64 1
  %g2 = getelementptr i32, <4 x i32*> %g1, <4 x i64> <i64 0, i64 1, i64 2, i64 3>
  %g3 = getelementptr inbounds [4 x i32], [4 x i32]* %arr, <4 x i64> zeroinitializer, <4 x i64> %idx
  %c = icmp eq <4 x i32*> %g0, %g2
  %p = select <4 x i1> %c, <4 x i32*> %g3, <4 x i32*> %g0
  %pi = ptrtoint <4 x i32*> %p to <4 x i64>
  %ip = inttoptr <4 x i64> %pi to <4 x i8*>
  %bc = bitcast <4 x i8*> %ip to <4 x i32*>
  ret <4 x i32*> %bc
}

define <vscale x 4 x i32> @scalable(<vscale x 4 x i32> %a, <vscale x 4 x float> %f, <vscale x 2 x i64>* %p) {
  %z = add <vscale x 4 x i32> %a, zeroinitializer
  %u = add <vscale x 4 x i32> %z, undef
  %w = or <vscale x 4 x i32> %u, poison
  %c = icmp ult <vscale x 4 x i32> %w, %a
  %s = select <vscale x 4 x i1> %c, <vscale x 4 x i32> %w, <vscale x 4 x i32> zeroinitializer
  %ins = insertelement <vscale x 4 x i32> poison, i32 5, i32 0
  %splat = shufflevector <vscale x 4 x i32> %ins, <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer
  %step = call <vscale x 4 x i32> @llvm.experimental.stepvector.nxv4i32()
  %m = mul <vscale x 4 x i32> %splat, %step
  %e = extractelement <vscale x 4 x i32> %m, i32 2
  %fc = fptosi <vscale x 4 x float> %f to <vscale x 4 x i32>
  %fcmp = fcmp une <vscale x 4 x float> %f, zeroinitializer
  %ld = load <vscale x 2 x i64>, <vscale x 2 x i64>* %p, align 16
  %gp = getelementptr <vscale x 2 x i64>, <vscale x 2 x i64>* %p, i64 1
  store <vscale x 2 x i64> zeroinitializer, <vscale x 2 x i64>* %gp, align 16
  %bc = bitcast <vscale x 4 x i32> %s to <vscale x 2 x i64>
  %tr = trunc <vscale x 2 x i64> %bc to <vscale x 2 x i32>
  %ext = zext <vscale x 2 x i32> %tr to <vscale x 2 x i128>
  %r = add <vscale x 4 x i32> %m, %fc
  ret <vscale x 4 x i32> %r
}

define <2 x i1> @casts(<2 x float> %f, <2 x i8> %b) {
  %e = fpext <2 x float> %f to <2 x double>
  %t = fptrunc <2 x double> %e to <2 x half>
  %ui = fptoui <2 x half> %t to <2 x i8>
  %s = sext <2 x i8> %ui to <2 x i64>
  %bc = bitcast <2 x i64> %s to i128
  %bv = bitcast i128 %bc to <16 x i8>
  %bv2 = bitcast <16 x i8> %bv to <2 x double>
  %r = fcmp ord <2 x double> %bv2, <double 1.0, double 0x7FF0000000000000>
  %x = bitcast <8 x i1> <i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0> to i8
  ret <2 x i1> %r
}

; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD22(i8* %0, i32* %1, i64* %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <2 x i32>, align 8
  %A3 = alloca <4 x i64>, align 32
  %A2 = alloca <4 x i16>, align 8
  %A1 = alloca <4 x float>, align 16
  %A = alloca <1 x float>, align 4
  %L = load <1 x float>, <1 x float>* %A, align 4
  store <2 x i32> <i32 -1, i32 0>, <2 x i32>* %A4, align 8
  %E = extractelement <2 x i1> zeroinitializer, i32 0
  br label %CF1854

CF1854:                                           ; preds = %BB
  %Shuff = shufflevector <8 x i32> zeroinitializer, <8 x i32> zeroinitializer, <8 x i32> <i32 13, i32 15, i32 1, i32 undef, i32 undef, i32 7, i32 9, i32 undef>
  %I = insertelement <8 x i32> zeroinitializer, i32 244331, i32 7
  %FC = fptosi double 0xA68D832C228BF4AA to i32
  %Sl = select i1 true, <4 x i16>* %A2, <4 x i16>* %A2
  %L5 = load <4 x i16>, <4 x i16>* %Sl, align 8
  store <4 x i16> %L5, <4 x i16>* %Sl, align 8
  %E6 = extractelement <1 x i32> zeroinitializer, i32 0
  %Shuff7 = shufflevector <1 x i32> zeroinitializer, <1 x i32> zeroinitializer, <1 x i32> zeroinitializer
  %I8 = insertelement <4 x i16> %L5, i16 -10725, i32 2
  %B = udiv <8 x i32> zeroinitializer, zeroinitializer
  %PC = bitcast <4 x i16>* %A2 to double*
  %Sl9 = select i1 true, i64 %4, i64 214227
  %Cmp = fcmp olt double 0xA68D832C228BF4AA, 0xA68D832C228BF4AA
  br label %CF1793

CF1793:                                           ; preds = %CF1793, %CF1854
  %L10 = load <4 x i16>, <4 x i16>* %Sl, align 8
  store <4 x i16> %L5, <4 x i16>* %Sl, align 8
  %E11 = extractelement <8 x i32> %B, i32 6
  %Shuff12 = shufflevector <16 x i64> zeroinitializer, <16 x i64> zeroinitializer, <16 x i32> <i32 25, i32 27, i32 29, i32 31, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 undef, i32 17, i32 undef, i32 21, i32 undef>
  %I13 = insertelement <2 x i1> zeroinitializer, i1 true, i32 1
  %B14 = or i64 -1, %Sl9
  %ZE = zext <8 x i32> %I to <8 x i64>
  %Sl15 = select i1 %E, <2 x i32>* %A4, <2 x i32>* %A4
  %Cmp16 = icmp ule <16 x i64> %Shuff12, %Shuff12
  %L17 = load double, double* %PC, align 8
  store <4 x i16> %L5, <4 x i16>* %Sl, align 8
  %E18 = extractelement <1 x i32> zeroinitializer, i32 0
  %Shuff19 = shufflevector <16 x i64> zeroinitializer, <16 x i64> %Shuff12, <16 x i32> <i32 19, i32 undef, i32 23, i32 25, i32 27, i32 29, i32 31, i32 undef, i32 3, i32 undef, i32 7, i32 undef, i32 11, i32 13, i32 15, i32 17>
  %I20 = insertelement <8 x i32> %Shuff, i32 %FC, i32 5
  %B21 = mul i32 437615, %E11
  %Tr = trunc i64 %Sl9 to i8
  %Sl22 = select i1 %Cmp, <1 x i32> %Shuff7, <1 x i32> zeroinitializer
  %Cmp23 = icmp slt i32 138419, %FC
  br i1 %Cmp23, label %CF1793, label %CF1855

CF1855:                                           ; preds = %CF1793
  %L24 = load <4 x i16>, <4 x i16>* %Sl, align 8
  store <4 x i64> <i64 0, i64 -1, i64 0, i64 -1>, <4 x i64>* %A3, align 32
  %E25 = extractelement <16 x i1> %Cmp16, i32 11
  br label %CF1674

CF1674:                                           ; preds = %CF1674, %CF1700, %CF1855
  %Shuff26 = shufflevector <2 x i1> zeroinitializer, <2 x i1> zeroinitializer, <2 x i32> <i32 2, i32 undef>
  %I27 = insertelement <4 x i16> %L24, i16 3015, i32 0
  %B28 = mul i64 214227, %Sl9
  %FC29 = uitofp <2 x i1> %I13 to <2 x float>
  %Sl30 = select i1 true, <4 x float>* %A1, <4 x float>* %A1
  %Cmp31 = fcmp ole double 0x764D02EC524BD46A, %L17
  br i1 %Cmp31, label %CF1674, label %CF1697

CF1697:                                           ; preds = %CF1697, %CF1718, %CF1674
  %L32 = load <4 x i16>, <4 x i16>* %Sl, align 8
  store <4 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, <4 x float>* %Sl30, align 16
  %E33 = extractelement <16 x i64> zeroinitializer, i32 13
  %Shuff34 = shufflevector <4 x i16> %L5, <4 x i16> %I8, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I35 = insertelement <4 x i16> %L5, i16 -10725, i32 2
  %B36 = udiv i8 %5, %Tr
  %FC37 = uitofp <1 x i32> %Sl22 to <1 x double>
  %Sl38 = select i1 %Cmp23, i32 -1, i32 138419
  %Cmp39 = icmp ugt i1 %E25, true
  br i1 %Cmp39, label %CF1697, label %CF1709

CF1709:                                           ; preds = %CF1709, %CF1697
  %L40 = load i32, i32* %1, align 4
  store <4 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, <4 x float>* %Sl30, align 16
  %E41 = extractelement <1 x i1> zeroinitializer, i32 0
  br i1 %E41, label %CF1709, label %CF1714

CF1714:                                           ; preds = %CF1714, %CF1794, %CF1709
  %Shuff42 = shufflevector <8 x i32> zeroinitializer, <8 x i32> zeroinitializer, <8 x i32> <i32 6, i32 8, i32 10, i32 12, i32 14, i32 0, i32 2, i32 4>
  %I43 = insertelement <4 x i16> %Shuff34, i16 -10725, i32 0
  %B44 = and <8 x i32> %I, %I20
  %PC45 = bitcast <2 x i32>* %A4 to i8*
  %Sl46 = select i1 true, <4 x i16> %L24, <4 x i16> %I43
  %Cmp47 = icmp uge i32 %L40, 138419
  br i1 %Cmp47, label %CF1714, label %CF1723

CF1723:                                           ; preds = %CF1723, %CF1841, %CF1714
  %L48 = load <4 x float>, <4 x float>* %Sl30, align 16
  store i8 99, i8* %0, align 1
  %E49 = extractelement <2 x i1> zeroinitializer, i32 1
  br i1 %E49, label %CF1723, label %CF1841

CF1841:                                           ; preds = %CF1723
  %Shuff50 = shufflevector <16 x i64> zeroinitializer, <16 x i64> zeroinitializer, <16 x i32> <i32 28, i32 30, i32 0, i32 undef, i32 4, i32 6, i32 undef, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26>
  %I51 = insertelement <4 x i16> %I27, i16 -10725, i32 2
  %Se = sext i8 123 to i64
  %Sl52 = select i1 true, i1 true, i1 %Cmp47
  br i1 %Sl52, label %CF1723, label %CF1794

CF1794:                                           ; preds = %CF1841
  %L53 = load <2 x i32>, <2 x i32>* %A4, align 8
  store double 0x50258AC408233842, double* %PC, align 8
  %E54 = extractelement <2 x i32> %L53, i32 0
  %Shuff55 = shufflevector <8 x i32> %I, <8 x i32> zeroinitializer, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 undef, i32 11, i32 13, i32 15>
  %I56 = insertelement <8 x i32> zeroinitializer, i32 %E54, i32 3
  %Sl57 = select <1 x i1> zeroinitializer, <1 x double> %FC37, <1 x double> %FC37
  %Cmp58 = fcmp ogt <4 x float> %L48, %L48
  %L59 = load <4 x i16>, <4 x i16>* %Sl, align 8
  store i8 %Tr, i8* %0, align 1
  %E60 = extractelement <1 x float> %L, i32 0
  %Shuff61 = shufflevector <2 x i1> zeroinitializer, <2 x i1> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I62 = insertelement <2 x i1> zeroinitializer, i1 true, i32 1
  %B63 = shl <4 x i16> %L32, %L5
  %FC64 = sitofp <8 x i32> %Shuff to <8 x float>
  %Sl65 = select i1 true, <2 x i32>* %A4, <2 x i32>* %Sl15
  %Cmp66 = fcmp uge <1 x double> %FC37, %FC37
  %L67 = load <4 x float>, <4 x float>* %Sl30, align 16
  store <2 x i32> %L53, <2 x i32>* %Sl65, align 8
  %E68 = extractelement <4 x i16> %Shuff34, i32 0
  %Shuff69 = shufflevector <4 x i16> %L10, <4 x i16> %L5, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I70 = insertelement <16 x i64> zeroinitializer, i64 %E33, i32 1
  %B71 = sub <4 x i16> %L24, %L24
  %Sl72 = select i1 %Cmp, i64 214227, i64 %Se
  %Cmp73 = icmp sge <2 x i1> zeroinitializer, %I13
  %L74 = load <4 x float>, <4 x float>* %Sl30, align 16
  store <2 x i32> %L53, <2 x i32>* %Sl65, align 8
  %E75 = extractelement <16 x i64> zeroinitializer, i32 4
  %Shuff76 = shufflevector <4 x float> %L48, <4 x float> %L48, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I77 = insertelement <1 x i32> %Shuff7, i32 437615, i32 0
  %B78 = shl <16 x i64> %Shuff19, zeroinitializer
  %FC79 = fptosi <4 x float> %Shuff76 to <4 x i16>
  %Sl80 = select i1 true, i1 %E49, i1 true
  br i1 %Sl80, label %CF1714, label %CF1718

CF1718:                                           ; preds = %CF1794
  %Cmp81 = icmp sgt i1 %E41, %Cmp31
  br i1 %Cmp81, label %CF1697, label %CF1700

CF1700:                                           ; preds = %CF1718
  %L82 = load i8, i8* %PC45, align 1
  store i8 -1, i8* %0, align 1
  %E83 = extractelement <16 x i64> zeroinitializer, i32 6
  %Shuff84 = shufflevector <1 x i32> %Sl22, <1 x i32> zeroinitializer, <1 x i32> <i32 1>
  %I85 = insertelement <16 x i64> %Shuff50, i64 %Sl9, i32 13
  %B86 = udiv <16 x i64> %Shuff50, zeroinitializer
  %Tr87 = trunc i64 214227 to i1
  br i1 %Tr87, label %CF1674, label %CF1678

CF1678:                                           ; preds = %CF1678, %CF1847, %CF1784, %CF1700
  %Sl88 = select i1 %Cmp, <4 x i16> %B71, <4 x i16> %L24
  %Cmp89 = icmp sgt i32 141239, %E54
  br i1 %Cmp89, label %CF1678, label %CF1774

CF1774:                                           ; preds = %CF1774, %CF1678
  %L90 = load <4 x i16>, <4 x i16>* %Sl, align 8
  store double 0xA68D832C228BF4AA, double* %PC, align 8
  %E91 = extractelement <8 x i32> %Shuff42, i32 7
  %Shuff92 = shufflevector <2 x i1> %Shuff26, <2 x i1> zeroinitializer, <2 x i32> <i32 2, i32 0>
  %I93 = insertelement <1 x i32> %Sl22, i32 138419, i32 0
  %B94 = add <1 x i32> %Shuff84, %Shuff7
  %Tr95 = trunc <4 x i16> %L5 to <4 x i1>
  %Sl96 = select i1 %Sl80, <16 x i64> %I70, <16 x i64> %Shuff12
  %L97 = load double, double* %PC, align 8
  store double %L97, double* %PC, align 8
  %E98 = extractelement <4 x i16> %L5, i32 0
  %Shuff99 = shufflevector <2 x i1> zeroinitializer, <2 x i1> %I13, <2 x i32> <i32 3, i32 1>
  %I100 = insertelement <16 x i64> %Shuff19, i64 %Sl9, i32 5
  %B101 = sdiv i64 228403, %Sl9
  %Tr102 = trunc <8 x i32> %Shuff to <8 x i8>
  %Sl103 = select <2 x i1> zeroinitializer, <2 x i1> %I13, <2 x i1> %Shuff61
  %L104 = load <4 x i16>, <4 x i16>* %Sl, align 8
  store <4 x float> %L48, <4 x float>* %Sl30, align 16
  %E105 = extractelement <2 x i1> zeroinitializer, i32 1
  br i1 %E105, label %CF1774, label %CF1847

CF1847:                                           ; preds = %CF1774
  %Shuff106 = shufflevector <2 x i1> %Shuff61, <2 x i1> %Shuff92, <2 x i32> <i32 0, i32 2>
  %I107 = insertelement <4 x i16> %B71, i16 %E68, i32 2
  %FC108 = uitofp i1 true to double
  %Sl109 = select i1 %Cmp23, i1 %Cmp47, i1 %E
  br i1 %Sl109, label %CF1678, label %CF1695

CF1695:                                           ; preds = %CF1695, %CF1847
  %Cmp110 = icmp eq <16 x i64> %B78, %Shuff50
  %L111 = load <4 x i16>, <4 x i16>* %Sl, align 8
  store <4 x i16> %L24, <4 x i16>* %Sl, align 8
  %E112 = extractelement <2 x i32> %L53, i32 1
  %Shuff113 = shufflevector <8 x i32> zeroinitializer, <8 x i32> zeroinitializer, <8 x i32> <i32 6, i32 8, i32 10, i32 12, i32 14, i32 0, i32 2, i32 4>
  %I114 = insertelement <16 x i64> zeroinitializer, i64 228403, i32 8
  %FC115 = uitofp i1 true to double
  %Sl116 = select <4 x i1> %Cmp58, <4 x i16> %Sl88, <4 x i16> %L5
  %Cmp117 = icmp sge <8 x i32> %I56, %Shuff
  %L118 = load <2 x i32>, <2 x i32>* %Sl65, align 8
  store i8 %Tr, i8* %0, align 1
  %E119 = extractelement <4 x i16> %Sl116, i32 2
  %Shuff120 = shufflevector <8 x i32> zeroinitializer, <8 x i32> %Shuff55, <8 x i32> <i32 13, i32 15, i32 1, i32 3, i32 undef, i32 7, i32 9, i32 undef>
  %I121 = insertelement <8 x i8> %Tr102, i8 %Tr, i32 7
  %B122 = fmul double %L97, %FC108
  %FC123 = fptoui float %E60 to i16
  %Sl124 = select <16 x i1> %Cmp16, <16 x i64> %I100, <16 x i64> %Shuff50
  %Cmp125 = fcmp ord <2 x float> %FC29, %FC29
  %L126 = load <2 x i32>, <2 x i32>* %Sl65, align 8
  store <2 x i32> %L126, <2 x i32>* %Sl65, align 8
  %E127 = extractelement <4 x i16> %L104, i32 2
  %Shuff128 = shufflevector <4 x i16> %Shuff69, <4 x i16> %I107, <4 x i32> <i32 5, i32 7, i32 undef, i32 3>
  %I129 = insertelement <16 x i1> %Cmp110, i1 true, i32 15
  %B130 = sdiv i32 %E112, %E6
  %Tr131 = trunc i64 %E33 to i16
  %Sl132 = select i1 true, i1 %Sl52, i1 true
  br i1 %Sl132, label %CF1695, label %CF1766

CF1766:                                           ; preds = %CF1766, %CF1695
  %Cmp133 = icmp eq <4 x i16> %I43, %L5
  %L134 = load <4 x i16>, <4 x i16>* %Sl, align 8
  store double 0x50258AC408233842, double* %PC, align 8
  %E135 = extractelement <4 x float> %Shuff76, i32 0
  %Shuff136 = shufflevector <2 x i32> %L118, <2 x i32> %L53, <2 x i32> <i32 3, i32 1>
  %I137 = insertelement <4 x i16> %Shuff34, i16 %E68, i32 1
  %B138 = or i64 %B14, %Se
  %Se139 = sext i1 %Cmp to i8
  %Sl140 = select <4 x i1> %Cmp58, <4 x i16> %I107, <4 x i16> %B63
  %Cmp141 = icmp uge <2 x i1> %I62, %Cmp125
  %L142 = load <2 x i32>, <2 x i32>* %Sl65, align 8
  store <4 x i16> %L59, <4 x i16>* %Sl, align 8
  %E143 = extractelement <8 x i32> %I20, i32 4
  %Shuff144 = shufflevector <2 x i1> %Shuff106, <2 x i1> %Shuff92, <2 x i32> <i32 undef, i32 1>
  %I145 = insertelement <2 x i1> zeroinitializer, i1 true, i32 1
  %B146 = srem <4 x i16> %FC79, %L5
  %Se147 = sext i1 %Sl80 to i8
  %Sl148 = select i1 %Cmp39, i64 %E83, i64 %B28
  %Cmp149 = icmp ult <1 x i32> %I93, zeroinitializer
  %L150 = load <4 x float>, <4 x float>* %Sl30, align 16
  store <4 x i16> %B146, <4 x i16>* %Sl, align 8
  %E151 = extractelement <4 x i16> %L32, i32 3
  %Shuff152 = shufflevector <16 x i64> %Shuff12, <16 x i64> %I114, <16 x i32> <i32 10, i32 12, i32 undef, i32 undef, i32 18, i32 20, i32 22, i32 24, i32 undef, i32 28, i32 undef, i32 0, i32 2, i32 4, i32 6, i32 8>
  %I153 = insertelement <16 x i64> zeroinitializer, i64 214227, i32 12
  %ZE154 = zext <2 x i32> %L142 to <2 x i64>
  %Sl155 = select i1 %E105, i32 %Sl38, i32 244331
  %Cmp156 = icmp slt <16 x i64> %B78, %I85
  %L157 = load i8, i8* %0, align 1
  store i8 %L82, i8* %0, align 1
  %E158 = extractelement <1 x i1> %Cmp149, i32 0
  br i1 %E158, label %CF1766, label %CF1784

CF1784:                                           ; preds = %CF1766
  %Shuff159 = shufflevector <4 x i16> %L134, <4 x i16> %L104, <4 x i32> <i32 3, i32 undef, i32 7, i32 undef>
  %I160 = insertelement <1 x double> %FC37, double 0x764D02EC524BD46A, i32 0
  %B161 = lshr <4 x i16> %L32, %L5
  %ZE162 = zext <4 x i16> %I8 to <4 x i64>
  %Sl163 = select i1 %Sl80, i64 %E83, i64 -1
  %Cmp164 = icmp ugt i64 %B101, %B138
  br i1 %Cmp164, label %CF1678, label %CF1680

CF1680:                                           ; preds = %CF1680, %CF1707, %CF1786, %CF1784
  %L165 = load <2 x i32>, <2 x i32>* %Sl15, align 8
  store i8 %L157, i8* %0, align 1
  %E166 = extractelement <4 x i1> %Cmp58, i32 2
  br i1 %E166, label %CF1680, label %CF1707

CF1707:                                           ; preds = %CF1680
  %Shuff167 = shufflevector <4 x i16> %L5, <4 x i16> %L104, <4 x i32> <i32 5, i32 7, i32 undef, i32 undef>
  %I168 = insertelement <8 x i8> %Tr102, i8 %Se139, i32 7
  %B169 = udiv <16 x i64> %I153, %Shuff50
  %FC170 = uitofp i8 %Se139 to float
  %Sl171 = select <4 x i1> %Cmp58, <4 x float> %Shuff76, <4 x float> %L150
  %Cmp172 = icmp eq <2 x i1> %Cmp141, zeroinitializer
  %L173 = load i8, i8* %0, align 1
  store i8 %L157, i8* %0, align 1
  %E174 = extractelement <4 x i16> %Shuff159, i32 2
  %Shuff175 = shufflevector <4 x i16> %L24, <4 x i16> %L134, <4 x i32> <i32 5, i32 7, i32 undef, i32 3>
  %I176 = insertelement <16 x i64> %Sl96, i64 %Sl72, i32 15
  %B177 = shl <8 x i32> %Shuff42, zeroinitializer
  %PC178 = bitcast <2 x i32>* %Sl15 to i16*
  %Sl179 = select i1 %Sl80, i8 %5, i8 %L82
  %Cmp180 = icmp ne i1 %Tr87, %E105
  br i1 %Cmp180, label %CF1680, label %CF1692

CF1692:                                           ; preds = %CF1692, %CF1834, %CF1707
  %L181 = load i16, i16* %PC178, align 2
  store <4 x i16> %L5, <4 x i16>* %Sl, align 8
  %E182 = extractelement <1 x i1> %Cmp149, i32 0
  br i1 %E182, label %CF1692, label %CF1834

CF1834:                                           ; preds = %CF1692
  %Shuff183 = shufflevector <16 x i1> %I129, <16 x i1> %Cmp16, <16 x i32> <i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 undef, i32 undef, i32 18, i32 20, i32 22, i32 24, i32 26, i32 undef, i32 30, i32 0>
  %I184 = insertelement <1 x i1> %Cmp149, i1 true, i32 0
  %B185 = lshr i8 -1, %L173
  %FC186 = sitofp i32 %FC to double
  %Sl187 = select i1 %Cmp47, <1 x i32> %Shuff7, <1 x i32> zeroinitializer
  %Cmp188 = icmp ne i1 %Tr87, true
  br i1 %Cmp188, label %CF1692, label %CF1693

CF1693:                                           ; preds = %CF1693, %CF1864, %CF1834
  %L189 = load i16, i16* %PC178, align 2
  store <4 x float> %L48, <4 x float>* %Sl30, align 16
  %E190 = extractelement <8 x i8> zeroinitializer, i32 7
  %Shuff191 = shufflevector <4 x i16> %B161, <4 x i16> %Shuff167, <4 x i32> <i32 2, i32 undef, i32 6, i32 undef>
  %I192 = insertelement <1 x i32> %Sl22, i32 %3, i32 0
  %FC193 = sitofp <8 x i32> %I56 to <8 x float>
  %Sl194 = select i1 true, i64 %Sl163, i64 %B138
  %Cmp195 = icmp ule <2 x i1> zeroinitializer, %Cmp141
  %L196 = load <4 x i16>, <4 x i16>* %Sl, align 8
  store i16 %E151, i16* %PC178, align 2
  %E197 = extractelement <16 x i64> %Sl96, i32 8
  %Shuff198 = shufflevector <4 x i16> %I107, <4 x i16> %L59, <4 x i32> <i32 3, i32 undef, i32 7, i32 1>
  %I199 = insertelement <2 x i1> %I62, i1 %E105, i32 1
  %B200 = fdiv double %L17, %FC186
  %Sl201 = select i1 %E158, <16 x i1> %Shuff183, <16 x i1> %Cmp156
  %Cmp202 = icmp slt i8 %L173, %Se139
  br i1 %Cmp202, label %CF1693, label %CF1832

CF1832:                                           ; preds = %CF1832, %CF1693
  %L203 = load <4 x i16>, <4 x i16>* %Sl, align 8
  store <4 x i16> %Shuff191, <4 x i16>* %Sl, align 8
  %E204 = extractelement <4 x i16> %I51, i32 1
  %Shuff205 = shufflevector <8 x i32> %B44, <8 x i32> %B177, <8 x i32> <i32 undef, i32 14, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10>
  %I206 = insertelement <4 x i16> %L5, i16 %E204, i32 2
  %B207 = srem i32 195463, %E112
  %Tr208 = trunc <4 x i16> %L134 to <4 x i1>
  %Sl209 = select i1 %Sl132, i1 %E105, i1 %Cmp188
  br i1 %Sl209, label %CF1832, label %CF1864

CF1864:                                           ; preds = %CF1832
  %Cmp210 = icmp uge <2 x i1> %Shuff92, %Cmp172
  %L211 = load i8, i8* %0, align 1
  store i8 %Tr, i8* %PC45, align 1
  %E212 = extractelement <8 x i1> %Cmp117, i32 2
  br i1 %E212, label %CF1693, label %CF1786

CF1786:                                           ; preds = %CF1864
  %Shuff213 = shufflevector <4 x i1> %Cmp133, <4 x i1> %Tr208, <4 x i32> <i32 undef, i32 7, i32 undef, i32 3>
  %I214 = insertelement <16 x i64> %Sl124, i64 %B28, i32 15
  %B215 = shl <4 x i16> %L111, %L5
  %Se216 = sext i8 99 to i16
  %Sl217 = select i1 %E105, i1 %E49, i1 %Cmp180
  br i1 %Sl217, label %CF1680, label %CF1687

CF1687:                                           ; preds = %CF1687, %CF1787, %CF1786
  %Cmp218 = fcmp uge <8 x float> %FC64, %FC193
  %L219 = load i8, i8* %PC45, align 1
  store i8 %L157, i8* %0, align 1
  %E220 = extractelement <1 x i32> %Shuff84, i32 0
  %Shuff221 = shufflevector <4 x i16> %Shuff191, <4 x i16> %I137, <4 x i32> <i32 4, i32 6, i32 0, i32 undef>
  %I222 = insertelement <8 x i32> %B44, i32 %E91, i32 6
  %B223 = sdiv i32 %E112, %B207
  %Tr224 = trunc i8 %5 to i1
  br i1 %Tr224, label %CF1687, label %CF1715

CF1715:                                           ; preds = %CF1715, %CF1861, %CF1769, %CF1687
  %Sl225 = select i1 true, i8 %5, i8 %L211
  %Cmp226 = icmp uge i32 %B130, %E11
  br i1 %Cmp226, label %CF1715, label %CF1830

CF1830:                                           ; preds = %CF1830, %CF1715
  %L227 = load i8, i8* %0, align 1
  store i16 %E119, i16* %PC178, align 2
  %E228 = extractelement <8 x float> %FC193, i32 7
  %Shuff229 = shufflevector <4 x i16> %B161, <4 x i16> %L5, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I230 = insertelement <1 x double> %FC37, double %FC186, i32 0
  %ZE231 = zext <4 x i16> %I35 to <4 x i64>
  %Sl232 = select i1 %Cmp39, <8 x i64> %ZE, <8 x i64> %ZE
  %Cmp233 = icmp ule <8 x i32> %B, %Shuff
  %L234 = load i16, i16* %PC178, align 2
  store i16 %E204, i16* %PC178, align 2
  %E235 = extractelement <8 x i8> %I121, i32 1
  %Shuff236 = shufflevector <8 x i32> %Shuff205, <8 x i32> %B177, <8 x i32> <i32 undef, i32 undef, i32 undef, i32 10, i32 12, i32 14, i32 0, i32 undef>
  %I237 = insertelement <2 x i1> %I145, i1 %Cmp226, i32 0
  %B238 = or <4 x i16> %L90, %L24
  %Tr239 = trunc <4 x i16> %B71 to <4 x i1>
  %Sl240 = select i1 true, i64 %Sl163, i64 214227
  %Cmp241 = fcmp oge float %E228, %E135
  br i1 %Cmp241, label %CF1830, label %CF1861

CF1861:                                           ; preds = %CF1830
  %L242 = load i8, i8* %PC45, align 1
  store i16 %E68, i16* %PC178, align 2
  %E243 = extractelement <4 x i16> %Shuff191, i32 2
  %Shuff244 = shufflevector <4 x i16> %Sl140, <4 x i16> %Shuff159, <4 x i32> <i32 undef, i32 7, i32 1, i32 3>
  %I245 = insertelement <8 x i32> %Shuff55, i32 %E220, i32 7
  %Tr246 = trunc <4 x i16> %I43 to <4 x i1>
  %Sl247 = select i1 true, i16 %L181, i16 %E68
  %Cmp248 = icmp sge i8 %E190, %Sl225
  br i1 %Cmp248, label %CF1715, label %CF1769

CF1769:                                           ; preds = %CF1861
  %L249 = load i16, i16* %PC178, align 2
  store i16 %L234, i16* %PC178, align 2
  %E250 = extractelement <16 x i64> zeroinitializer, i32 10
  %Shuff251 = shufflevector <1 x i32> %Sl22, <1 x i32> %Sl187, <1 x i32> <i32 1>
  %I252 = insertelement <4 x i16> %Shuff244, i16 %E68, i32 1
  %B253 = add <4 x i16> %L111, %Sl46
  %Tr254 = trunc <1 x i32> %I192 to <1 x i8>
  %Sl255 = select <2 x i1> zeroinitializer, <2 x i32> %Shuff136, <2 x i32> %L53
  %Cmp256 = icmp sge i8 %L173, %E190
  br i1 %Cmp256, label %CF1715, label %CF1727

CF1727:                                           ; preds = %CF1727, %CF1769
  %L257 = load <4 x i16>, <4 x i16>* %Sl, align 8
  store i16 %Se216, i16* %PC178, align 2
  %E258 = extractelement <1 x i32> %Shuff84, i32 0
  %Shuff259 = shufflevector <4 x i1> %Shuff213, <4 x i1> %Tr208, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I260 = insertelement <4 x i16> %I43, i16 %Se216, i32 3
  %B261 = srem <8 x i32> %Shuff205, %Shuff42
  %Tr262 = trunc <1 x i32> %I77 to <1 x i8>
  %Sl263 = select <1 x i1> %Cmp66, <1 x i1> %Cmp66, <1 x i1> zeroinitializer
  %Cmp264 = icmp slt i16 %E68, %E98
  br i1 %Cmp264, label %CF1727, label %CF1763

CF1763:                                           ; preds = %CF1763, %CF1727
  %L265 = load i16, i16* %PC178, align 2
  store i16 %E98, i16* %PC178, align 2
  %E266 = extractelement <2 x i1> zeroinitializer, i32 0
  br i1 %E266, label %CF1763, label %CF1781

CF1781:                                           ; preds = %CF1781, %CF1856, %CF1763
  %Shuff267 = shufflevector <2 x i32> %L165, <2 x i32> %L118, <2 x i32> <i32 3, i32 1>
  %I268 = insertelement <4 x float> %Sl171, float %E228, i32 1
  %B269 = or i16 %FC123, %L234
  %ZE270 = zext <8 x i1> %Cmp233 to <8 x i64>
  %Sl271 = select i1 %Cmp202, <1 x float>* %A, <1 x float>* %A
  %Cmp272 = icmp eq <16 x i1> %Cmp16, %Shuff183
  %L273 = load i16, i16* %PC178, align 2
  store i16 %E204, i16* %PC178, align 2
  %E274 = extractelement <1 x i32> zeroinitializer, i32 0
  %Shuff275 = shufflevector <16 x i64> %Sl96, <16 x i64> %Shuff50, <16 x i32> <i32 9, i32 11, i32 13, i32 15, i32 undef, i32 19, i32 21, i32 23, i32 25, i32 undef, i32 29, i32 31, i32 undef, i32 undef, i32 5, i32 7>
  %I276 = insertelement <2 x i1> zeroinitializer, i1 %Cmp81, i32 1
  %B277 = sub <4 x i16> %B253, %L59
  %Se278 = sext i1 %Cmp31 to i8
  %Sl279 = select <8 x i1> %Cmp117, <8 x i32> %I56, <8 x i32> zeroinitializer
  %Cmp280 = icmp eq <2 x i32> %L53, %Sl255
  %L281 = load <1 x float>, <1 x float>* %Sl271, align 4
  store <4 x float> %I268, <4 x float>* %Sl30, align 16
  %E282 = extractelement <8 x i32> %Shuff, i32 6
  %Shuff283 = shufflevector <2 x i32> %L118, <2 x i32> %Sl255, <2 x i32> <i32 1, i32 3>
  %I284 = insertelement <4 x i16> %I252, i16 %L265, i32 3
  %Sl285 = select <2 x i1> %Shuff26, <2 x i32> %Shuff136, <2 x i32> %L53
  %Cmp286 = icmp eq i1 %Sl209, %Sl132
  br i1 %Cmp286, label %CF1781, label %CF1856

CF1856:                                           ; preds = %CF1781
  %L287 = load i16, i16* %PC178, align 2
  store <2 x i32> %Sl255, <2 x i32>* %Sl65, align 8
  %E288 = extractelement <4 x i1> %Cmp58, i32 2
  br i1 %E288, label %CF1781, label %CF1787

CF1787:                                           ; preds = %CF1856
  %Shuff289 = shufflevector <4 x i1> %Cmp133, <4 x i1> %Cmp58, <4 x i32> <i32 undef, i32 7, i32 1, i32 undef>
  %I290 = insertelement <4 x i16> %L111, i16 %E68, i32 3
  %B291 = shl <2 x i32> %Shuff283, %Sl255
  %ZE292 = zext <2 x i1> %I145 to <2 x i8>
  %Sl293 = select i1 %Cmp31, i16 %Tr131, i16 %E174
  %Cmp294 = icmp ult <4 x i16> %Shuff159, %L5
  %L295 = load i16, i16* %PC178, align 2
  store <2 x i32> %L53, <2 x i32>* %Sl15, align 8
  %E296 = extractelement <1 x i32> %Sl22, i32 0
  %Shuff297 = shufflevector <8 x i32> %Shuff42, <8 x i32> %B177, <8 x i32> <i32 undef, i32 undef, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13>
  %I298 = insertelement <2 x i1> %Cmp195, i1 %E158, i32 1
  %B299 = udiv i64 %Sl163, 228403
  %Tr300 = trunc <4 x i16> %L196 to <4 x i1>
  %Sl301 = select <16 x i1> %Cmp272, <16 x i1> %Cmp272, <16 x i1> %Cmp16
  %Cmp302 = icmp ule i1 %E212, %Sl80
  br i1 %Cmp302, label %CF1687, label %CF1711

CF1711:                                           ; preds = %CF1711, %CF1791, %CF1787
  %L303 = load i8, i8* %0, align 1
  store <1 x float> %L281, <1 x float>* %Sl271, align 4
  %E304 = extractelement <4 x i16> %Sl46, i32 2
  %Shuff305 = shufflevector <1 x i32> %Shuff7, <1 x i32> %Sl22, <1 x i32> <i32 1>
  %I306 = insertelement <4 x i16> %L104, i16 %E174, i32 1
  %B307 = sub i64 -1, %B138
  %Sl308 = select i1 %Cmp286, i32 %E282, i32 %FC
  %Cmp309 = icmp ugt i32 %E54, %E258
  br i1 %Cmp309, label %CF1711, label %CF1791

CF1791:                                           ; preds = %CF1711
  %L310 = load i16, i16* %PC178, align 2
  store i8 %L303, i8* %0, align 1
  %E311 = extractelement <4 x i16> %I35, i32 0
  %Shuff312 = shufflevector <1 x float> %L281, <1 x float> %L, <1 x i32> <i32 1>
  %I313 = insertelement <2 x i32> %L126, i32 %E143, i32 1
  %B314 = lshr i16 %E119, %B269
  %FC315 = uitofp i16 %E204 to double
  %Sl316 = select <4 x i1> %Tr239, <4 x i16> %Shuff229, <4 x i16> %B71
  %Cmp317 = icmp ule i1 %E288, %Sl217
  br i1 %Cmp317, label %CF1711, label %CF1758

CF1758:                                           ; preds = %CF1791
  %L318 = load i8, i8* %0, align 1
  store i8 %Se139, i8* %PC45, align 1
  %E319 = extractelement <16 x i64> %Sl124, i32 10
  %Shuff320 = shufflevector <1 x i1> %Sl263, <1 x i1> %Cmp149, <1 x i32> <i32 1>
  %I321 = insertelement <4 x i16> %Shuff229, i16 %E174, i32 1
  %B322 = urem <4 x i16> %Shuff34, %Shuff198
  %Sl323 = select i1 true, i1 %Sl80, i1 %Cmp164
  br label %CF

CF:                                               ; preds = %CF, %CF1773, %CF1725, %CF1755, %CF1867, %CF1857, %CF1706, %CF1806, %CF1758
  %Cmp324 = icmp sgt i32 %E258, %E258
  br i1 %Cmp324, label %CF, label %CF1770

CF1770:                                           ; preds = %CF1770, %CF
  %L325 = load i8, i8* %PC45, align 1
  store i16 %E119, i16* %PC178, align 2
  %E326 = extractelement <16 x i64> %B169, i32 1
  %Shuff327 = shufflevector <2 x i1> %Sl103, <2 x i1> %Shuff26, <2 x i32> <i32 0, i32 2>
  %I328 = insertelement <2 x i1> zeroinitializer, i1 %Sl132, i32 0
  %B329 = lshr i16 %E68, 3015
  %Se330 = sext <8 x i32> %I56 to <8 x i64>
  %Sl331 = select i1 %Cmp, i1 %Cmp302, i1 %Sl132
  br i1 %Sl331, label %CF1770, label %CF1773

CF1773:                                           ; preds = %CF1770
  %Cmp332 = icmp ult <4 x i16> %I137, %Shuff191
  %L333 = load i16, i16* %PC178, align 2
  store i8 %L211, i8* %0, align 1
  %E334 = extractelement <1 x i1> %Sl263, i32 0
  br i1 %E334, label %CF, label %CF1689

CF1689:                                           ; preds = %CF1689, %CF1821, %CF1773
  %Shuff335 = shufflevector <8 x i32> %Shuff55, <8 x i32> %B177, <8 x i32> <i32 2, i32 undef, i32 6, i32 undef, i32 undef, i32 12, i32 undef, i32 0>
  %I336 = insertelement <4 x i16> %Shuff34, i16 %E68, i32 0
  %Sl337 = select i1 %Sl323, i1 %Cmp309, i1 %Sl331
  br i1 %Sl337, label %CF1689, label %CF1750

CF1750:                                           ; preds = %CF1750, %CF1689
  %Cmp338 = icmp sge i16 %E304, %L265
  br i1 %Cmp338, label %CF1750, label %CF1821

CF1821:                                           ; preds = %CF1750
  %L339 = load i8, i8* %0, align 1
  store i16 %E204, i16* %PC178, align 2
  %E340 = extractelement <2 x i1> %I62, i32 0
  br i1 %E340, label %CF1689, label %CF1694

CF1694:                                           ; preds = %CF1694, %CF1735, %CF1746, %CF1821
  %Shuff341 = shufflevector <4 x i16> %I252, <4 x i16> %I336, <4 x i32> <i32 undef, i32 3, i32 5, i32 7>
  %I342 = insertelement <8 x i64> %Se330, i64 %B14, i32 3
  %B343 = add <8 x i32> %Sl279, %B177
  %ZE344 = zext <2 x i1> %I199 to <2 x i16>
  %Sl345 = select i1 %Cmp317, i16 %E311, i16 %E68
  %Cmp346 = icmp sgt i1 %Cmp81, %Cmp286
  br i1 %Cmp346, label %CF1694, label %CF1733

CF1733:                                           ; preds = %CF1733, %CF1694
  %L347 = load i8, i8* %0, align 1
  store i16 %E174, i16* %PC178, align 2
  %E348 = extractelement <4 x i16> %Shuff175, i32 0
  %Shuff349 = shufflevector <8 x i1> %Cmp218, <8 x i1> %Cmp117, <8 x i32> <i32 11, i32 13, i32 undef, i32 undef, i32 3, i32 5, i32 7, i32 9>
  %I350 = insertelement <8 x i64> %Sl232, i64 %B101, i32 5
  %B351 = shl <2 x i32> %Sl255, %L53
  %Sl352 = select i1 %E105, i16 %Sl293, i16 3015
  %Cmp353 = fcmp ult double 0x764D02EC524BD46A, 0x50258AC408233842
  br i1 %Cmp353, label %CF1733, label %CF1735

CF1735:                                           ; preds = %CF1733
  %L354 = load i8, i8* %0, align 1
  store i16 %E68, i16* %PC178, align 2
  %E355 = extractelement <1 x i1> %Cmp149, i32 0
  br i1 %E355, label %CF1694, label %CF1705

CF1705:                                           ; preds = %CF1705, %CF1735
  %Shuff356 = shufflevector <4 x i16> %I43, <4 x i16> %L5, <4 x i32> <i32 0, i32 2, i32 undef, i32 6>
  %I357 = insertelement <2 x i1> %Shuff26, i1 true, i32 0
  %FC358 = fptosi <4 x float> %L48 to <4 x i8>
  %Sl359 = select i1 %Cmp39, i16 %Sl293, i16 %E68
  %Cmp360 = icmp ugt <8 x i64> %I342, %Sl232
  %L361 = load i8, i8* %PC45, align 1
  store i8 %B36, i8* %0, align 1
  %E362 = extractelement <4 x i16> %Sl140, i32 2
  %Shuff363 = shufflevector <2 x i64> %ZE154, <2 x i64> %ZE154, <2 x i32> <i32 1, i32 3>
  %I364 = insertelement <8 x i64> %I342, i64 %B28, i32 7
  %Sl365 = select i1 %Cmp39, i1 true, i1 %Cmp256
  br i1 %Sl365, label %CF1705, label %CF1746

CF1746:                                           ; preds = %CF1705
  %Cmp366 = icmp sge <8 x i32> %I20, %B177
  %L367 = load <4 x i64>, <4 x i64>* %A3, align 32
  store <4 x float> %L67, <4 x float>* %Sl30, align 16
  %E368 = extractelement <4 x i16> %Shuff341, i32 1
  %Shuff369 = shufflevector <8 x i64> %ZE, <8 x i64> %Se330, <8 x i32> <i32 12, i32 14, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10>
  %I370 = insertelement <4 x i16> %I321, i16 %B269, i32 2
  %Se371 = sext i1 %Sl132 to i16
  %Sl372 = select i1 %Cmp, double %FC315, double 0x50258AC408233842
  %Cmp373 = icmp ule <2 x i1> %Shuff26, %Shuff327
  %L374 = load i16, i16* %PC178, align 2
  store <1 x float> %L, <1 x float>* %Sl271, align 4
  %E375 = extractelement <16 x i1> %I129, i32 15
  br i1 %E375, label %CF1694, label %CF1696

CF1696:                                           ; preds = %CF1696, %CF1746
  %Shuff376 = shufflevector <4 x i16> %Shuff356, <4 x i16> %L10, <4 x i32> <i32 2, i32 4, i32 6, i32 undef>
  %I377 = insertelement <2 x i1> %Shuff327, i1 %Cmp164, i32 0
  %Tr378 = trunc i8 %L173 to i1
  br i1 %Tr378, label %CF1696, label %CF1710

CF1710:                                           ; preds = %CF1710, %CF1820, %CF1851, %CF1853, %CF1696
  %Sl379 = select i1 %Sl132, <8 x i8> %I121, <8 x i8> zeroinitializer
  %Cmp380 = icmp slt <16 x i64> %I114, zeroinitializer
  %L381 = load i8, i8* %0, align 1
  store i8 99, i8* %PC45, align 1
  %E382 = extractelement <4 x i16> %Shuff198, i32 1
  %Shuff383 = shufflevector <2 x i32> %B351, <2 x i32> %Shuff283, <2 x i32> <i32 0, i32 2>
  %I384 = insertelement <8 x i32> %Shuff297, i32 %3, i32 6
  %B385 = shl <4 x i16> %Shuff376, %Shuff34
  %ZE386 = zext i1 %Sl331 to i8
  %Sl387 = select i1 %Cmp302, i1 %Cmp353, i1 %Sl80
  br i1 %Sl387, label %CF1710, label %CF1805

CF1805:                                           ; preds = %CF1805, %CF1710
  %Cmp388 = fcmp ueq <1 x float> %L281, %L
  %L389 = load i8, i8* %0, align 1
  store i8 %L82, i8* %0, align 1
  %E390 = extractelement <1 x i32> %Shuff305, i32 0
  %Shuff391 = shufflevector <2 x i32> %Shuff283, <2 x i32> %L53, <2 x i32> <i32 3, i32 1>
  %I392 = insertelement <4 x i16> %Shuff229, i16 %Sl293, i32 1
  %B393 = udiv <2 x i32> %Shuff267, %L53
  %FC394 = fptoui float %E60 to i8
  %Sl395 = select i1 %E375, float %E60, float %E60
  %Cmp396 = icmp ult <4 x i1> %Tr95, %Cmp58
  %L397 = load <1 x float>, <1 x float>* %A, align 4
  store i8 %Se139, i8* %0, align 1
  %E398 = extractelement <8 x i64> %ZE270, i32 3
  %Shuff399 = shufflevector <1 x i32> %Shuff84, <1 x i32> %Sl187, <1 x i32> undef
  %I400 = insertelement <1 x i32> %Shuff399, i32 %E390, i32 0
  %B401 = srem i32 %3, %B223
  %Se402 = sext <2 x i1> %I199 to <2 x i64>
  %Sl403 = select i1 true, double %FC186, double 0x50258AC408233842
  %Cmp404 = icmp ult <4 x i16> %I137, %L5
  %L405 = load <2 x i32>, <2 x i32>* %Sl65, align 8
  store <4 x i16> %L5, <4 x i16>* %Sl, align 8
  %E406 = extractelement <1 x i32> %Sl22, i32 0
  %Shuff407 = shufflevector <16 x i64> zeroinitializer, <16 x i64> zeroinitializer, <16 x i32> <i32 18, i32 20, i32 22, i32 24, i32 26, i32 undef, i32 30, i32 0, i32 undef, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16>
  %I408 = insertelement <8 x i8> %Sl379, i8 %L211, i32 4
  %Sl409 = select <2 x i1> %Shuff26, <2 x i64> %Se402, <2 x i64> %Shuff363
  %Cmp410 = icmp ule <2 x i1> %I357, %Shuff61
  %L411 = load i8, i8* %0, align 1
  store i16 -10725, i16* %PC178, align 2
  %E412 = extractelement <4 x i16> %L257, i32 0
  %Shuff413 = shufflevector <8 x i64> %I350, <8 x i64> %Sl232, <8 x i32> <i32 7, i32 9, i32 11, i32 13, i32 15, i32 1, i32 3, i32 5>
  %I414 = insertelement <2 x i32> %L142, i32 %Sl38, i32 1
  %B415 = or <4 x i16> %L111, %Shuff341
  %Tr416 = trunc i64 %E197 to i32
  %Sl417 = select i1 %Cmp202, double 0x50258AC408233842, double %FC186
  %Cmp418 = icmp ult <4 x i16> %Shuff69, %Shuff128
  %L419 = load i8, i8* %0, align 1
  store <4 x i16> %L5, <4 x i16>* %Sl, align 8
  %E420 = extractelement <4 x i1> %Cmp133, i32 2
  br i1 %E420, label %CF1805, label %CF1820

CF1820:                                           ; preds = %CF1805
  %Shuff421 = shufflevector <4 x i1> %Shuff213, <4 x i1> %Tr95, <4 x i32> <i32 undef, i32 7, i32 1, i32 3>
  %I422 = insertelement <4 x i16> %B322, i16 %L181, i32 3
  %B423 = sdiv <8 x i32> %Shuff113, %Shuff205
  %ZE424 = zext <8 x i1> %Cmp117 to <8 x i64>
  %Sl425 = select i1 %E334, i8 %Se139, i8 -1
  %Cmp426 = icmp sgt i32 %E390, %E390
  br i1 %Cmp426, label %CF1710, label %CF1771

CF1771:                                           ; preds = %CF1771, %CF1820
  %L427 = load i16, i16* %PC178, align 2
  store i16 %E119, i16* %PC178, align 2
  %E428 = extractelement <4 x i1> %Cmp294, i32 0
  br i1 %E428, label %CF1771, label %CF1851

CF1851:                                           ; preds = %CF1771
  %Shuff429 = shufflevector <4 x i16> %Shuff356, <4 x i16> %L5, <4 x i32> <i32 7, i32 1, i32 3, i32 undef>
  %I430 = insertelement <8 x i64> %Se330, i64 %Sl194, i32 1
  %B431 = sub <2 x i32> %I313, %Sl255
  %Sl432 = select i1 %Cmp353, i8 %B185, i8 %L381
  %Cmp433 = icmp sge i1 true, %Cmp
  br i1 %Cmp433, label %CF1710, label %CF1737

CF1737:                                           ; preds = %CF1737, %CF1851
  %L434 = load i16, i16* %PC178, align 2
  store i16 %E204, i16* %PC178, align 2
  %E435 = extractelement <2 x i64> %ZE154, i32 0
  %Shuff436 = shufflevector <2 x i32> %Sl285, <2 x i32> %Shuff383, <2 x i32> <i32 undef, i32 1>
  %I437 = insertelement <16 x i64> zeroinitializer, i64 %E398, i32 5
  %B438 = add <8 x i32> %B, %B423
  %FC439 = uitofp i8 99 to double
  %Sl440 = select i1 %Cmp309, i64 214227, i64 %E398
  %Cmp441 = fcmp oge <1 x double> %Sl57, %FC37
  %L442 = load <4 x i16>, <4 x i16>* %Sl, align 8
  store i8 %L354, i8* %0, align 1
  %E443 = extractelement <1 x i1> %Cmp388, i32 0
  br i1 %E443, label %CF1737, label %CF1741

CF1741:                                           ; preds = %CF1741, %CF1737
  %Shuff444 = shufflevector <4 x i16> %B322, <4 x i16> %Shuff159, <4 x i32> <i32 2, i32 4, i32 undef, i32 undef>
  %I445 = insertelement <4 x i16> %Shuff356, i16 %E174, i32 0
  %B446 = mul <8 x i32> %B, %B423
  %FC447 = sitofp i8 %L381 to float
  %Sl448 = select i1 %Sl80, <4 x i16> %L442, <4 x i16> %Shuff356
  %Cmp449 = icmp eq i32 %B401, %E390
  br i1 %Cmp449, label %CF1741, label %CF1853

CF1853:                                           ; preds = %CF1741
  %L450 = load <2 x i32>, <2 x i32>* %Sl65, align 8
  store i16 %FC123, i16* %PC178, align 2
  %E451 = extractelement <8 x i32> %Shuff120, i32 7
  %Shuff452 = shufflevector <2 x i1> zeroinitializer, <2 x i1> %Cmp410, <2 x i32> <i32 2, i32 0>
  %I453 = insertelement <2 x i1> zeroinitializer, i1 %Cmp202, i32 0
  %Se454 = sext i32 %E296 to i64
  %Sl455 = select i1 %E158, i1 %Sl80, i1 %E334
  br i1 %Sl455, label %CF1710, label %CF1725

CF1725:                                           ; preds = %CF1853
  %Cmp456 = icmp ne <4 x i1> %Tr95, %Cmp396
  %L457 = load <1 x float>, <1 x float>* %Sl271, align 4
  store i8 %L411, i8* %0, align 1
  %E458 = extractelement <8 x i64> %Shuff413, i32 1
  %Shuff459 = shufflevector <2 x i32> %Shuff283, <2 x i32> %Shuff283, <2 x i32> <i32 0, i32 2>
  %I460 = insertelement <16 x i64> zeroinitializer, i64 %B299, i32 10
  %B461 = sdiv <8 x i32> %I, %B438
  %FC462 = sitofp i1 %Cmp338 to float
  %Sl463 = select i1 %Sl331, i1 %E355, i1 %E420
  br i1 %Sl463, label %CF, label %CF1673

CF1673:                                           ; preds = %CF1673, %CF1836, %CF1775, %CF1725
  %Cmp464 = icmp uge i32 %E54, %E296
  br i1 %Cmp464, label %CF1673, label %CF1802

CF1802:                                           ; preds = %CF1802, %CF1673
  %L465 = load i8, i8* %0, align 1
  store <1 x float> %L281, <1 x float>* %Sl271, align 4
  %E466 = extractelement <2 x i16> %ZE344, i32 0
  %Shuff467 = shufflevector <8 x i8> %I168, <8 x i8> %Sl379, <8 x i32> <i32 15, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13>
  %I468 = insertelement <4 x i16> %B71, i16 %L427, i32 1
  %B469 = or <4 x i16> %I107, %L196
  %FC470 = sitofp <4 x i16> %I51 to <4 x double>
  %Sl471 = select i1 %E375, <8 x i32> %Sl279, <8 x i32> %B177
  %Cmp472 = icmp ule i32 %E54, %E258
  br i1 %Cmp472, label %CF1802, label %CF1836

CF1836:                                           ; preds = %CF1802
  %L473 = load <2 x i32>, <2 x i32>* %Sl15, align 8
  store i8 %Tr, i8* %0, align 1
  %E474 = extractelement <16 x i64> zeroinitializer, i32 7
  %Shuff475 = shufflevector <4 x i16> %Shuff341, <4 x i16> %L5, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I476 = insertelement <16 x i1> %Sl201, i1 %Cmp449, i32 4
  %Tr477 = trunc i16 %E304 to i1
  br i1 %Tr477, label %CF1673, label %CF1775

CF1775:                                           ; preds = %CF1836
  %Sl478 = select i1 %Cmp, i8 %L381, i8 %L381
  %Cmp479 = icmp sgt <8 x i8> %I168, %Sl379
  %L480 = load i8, i8* %0, align 1
  store i8 %Tr, i8* %0, align 1
  %E481 = extractelement <8 x i32> %Shuff205, i32 4
  %Shuff482 = shufflevector <16 x i64> zeroinitializer, <16 x i64> %Shuff407, <16 x i32> <i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 undef, i32 25, i32 27, i32 29, i32 31, i32 1, i32 undef, i32 5>
  %I483 = insertelement <4 x i16> %Shuff128, i16 %E466, i32 1
  %B484 = sdiv <2 x i32> %Shuff136, %Sl255
  %FC485 = sitofp <1 x i8> %Tr254 to <1 x double>
  %Sl486 = select i1 %Cmp472, i64 %Sl148, i64 %E83
  %Cmp487 = icmp uge <2 x i1> zeroinitializer, %Cmp141
  %L488 = load i8, i8* %0, align 1
  store i8 %L389, i8* %0, align 1
  %E489 = extractelement <8 x i32> %Shuff42, i32 6
  %Shuff490 = shufflevector <8 x i32> %Shuff42, <8 x i32> %B343, <8 x i32> <i32 1, i32 undef, i32 5, i32 7, i32 9, i32 11, i32 undef, i32 15>
  %I491 = insertelement <8 x i32> %I222, i32 %E390, i32 3
  %ZE492 = zext i1 %E158 to i64
  %Sl493 = select i1 %Tr224, <8 x i32> %Shuff55, <8 x i32> %Shuff297
  %Cmp494 = icmp sgt <4 x i16> %L10, %I306
  %L495 = load <1 x float>, <1 x float>* %Sl271, align 4
  store i16 %Sl345, i16* %PC178, align 2
  %E496 = extractelement <2 x i1> zeroinitializer, i32 1
  br i1 %E496, label %CF1673, label %CF1712

CF1712:                                           ; preds = %CF1712, %CF1775
  %Shuff497 = shufflevector <4 x i16> %B415, <4 x i16> %L5, <4 x i32> <i32 0, i32 2, i32 undef, i32 6>
  %I498 = insertelement <4 x i16> %Shuff429, i16 %B329, i32 2
  %B499 = srem i32 %E6, %B21
  %PC500 = bitcast <4 x i64>* %A3 to double*
  %Sl501 = select i1 %Cmp426, <2 x i32> %L473, <2 x i32> %B484
  %Cmp502 = fcmp oge float %E135, 0xBFC77D8B40000000
  br i1 %Cmp502, label %CF1712, label %CF1755

CF1755:                                           ; preds = %CF1712
  %L503 = load double, double* %PC500, align 8
  store double %FC315, double* %PC500, align 8
  %E504 = extractelement <16 x i1> %Cmp110, i32 3
  br i1 %E504, label %CF, label %CF1671

CF1671:                                           ; preds = %CF1671, %CF1779, %CF1728, %CF1755
  %Shuff505 = shufflevector <4 x i16> %L32, <4 x i16> %L442, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I506 = insertelement <4 x i1> %Shuff289, i1 %Cmp472, i32 0
  %FC507 = sitofp <8 x i8> %I408 to <8 x float>
  %Sl508 = select i1 %Cmp47, i64 %E197, i64 %E435
  %Cmp509 = icmp ult <4 x i64> %ZE162, %L367
  %L510 = load i8, i8* %PC45, align 1
  store i16 -10725, i16* %PC178, align 2
  %E511 = extractelement <16 x i1> %Cmp110, i32 4
  br i1 %E511, label %CF1671, label %CF1779

CF1779:                                           ; preds = %CF1671
  %Shuff512 = shufflevector <4 x i1> %Cmp58, <4 x i1> %Tr208, <4 x i32> <i32 7, i32 1, i32 3, i32 undef>
  %I513 = insertelement <16 x i1> %Sl201, i1 %Tr477, i32 1
  %B514 = ashr i16 %E243, %E362
  %Tr515 = trunc i32 %E282 to i8
  %Sl516 = select i1 true, i16 %E174, i16 %L189
  %Cmp517 = fcmp uge <1 x float> %Shuff312, %L397
  %L518 = load double, double* %PC500, align 8
  store i8 %Se278, i8* %PC45, align 1
  %E519 = extractelement <16 x i64> %I100, i32 2
  %Shuff520 = shufflevector <1 x i32> %Shuff305, <1 x i32> %I77, <1 x i32> <i32 1>
  %I521 = insertelement <16 x i64> %I176, i64 %Sl148, i32 9
  %B522 = or <4 x i16> %Shuff128, %I336
  %Se523 = sext i32 %E18 to i64
  %Sl524 = select <4 x i1> %Cmp332, <4 x i16> %Shuff475, <4 x i16> %B415
  %Cmp525 = icmp sge <2 x i1> %I13, %Cmp172
  %L526 = load <2 x i32>, <2 x i32>* %Sl65, align 8
  store double %L97, double* %PC500, align 8
  %E527 = extractelement <4 x i16> %I284, i32 0
  %Shuff528 = shufflevector <4 x i16> %L24, <4 x i16> %I206, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I529 = insertelement <1 x float> %Shuff312, float %E60, i32 0
  %B530 = add i32 %E220, %Sl308
  %Se531 = sext i8 -1 to i16
  %Sl532 = select i1 %Sl80, i16 %Sl516, i16 %Sl247
  %Cmp533 = icmp ult <2 x i32> %L473, %B351
  %L534 = load <1 x float>, <1 x float>* %Sl271, align 4
  store double %L17, double* %PC500, align 8
  %E535 = extractelement <4 x i16> %B469, i32 3
  %Shuff536 = shufflevector <2 x i32> %Shuff383, <2 x i32> %L118, <2 x i32> <i32 2, i32 0>
  %I537 = insertelement <4 x i16> %Shuff221, i16 %E68, i32 0
  %B538 = fdiv double %FC439, %L97
  %ZE539 = zext i1 %Sl331 to i16
  %Sl540 = select i1 %E158, <4 x i16> %Shuff356, <4 x i16> %I370
  %Cmp541 = icmp eq <2 x i1> %Cmp525, %Cmp172
  %L542 = load <4 x float>, <4 x float>* %Sl30, align 16
  store <1 x float> %L, <1 x float>* %Sl271, align 4
  %E543 = extractelement <8 x i1> %Cmp233, i32 7
  br i1 %E543, label %CF1671, label %CF1681

CF1681:                                           ; preds = %CF1681, %CF1734, %CF1789, %CF1779
  %Shuff544 = shufflevector <4 x i1> %Shuff259, <4 x i1> %Tr95, <4 x i32> <i32 undef, i32 undef, i32 6, i32 0>
  %I545 = insertelement <8 x i64> %ZE, i64 %B299, i32 4
  %B546 = srem <2 x i32> %Shuff391, %Shuff136
  %Se547 = sext <8 x i1> %Cmp117 to <8 x i8>
  %Sl548 = select <4 x i1> %Cmp494, <4 x i16> %L10, <4 x i16> %I290
  %Cmp549 = icmp sgt <8 x i32> %I56, %I384
  %L550 = load double, double* %PC500, align 8
  store <1 x float> %L281, <1 x float>* %Sl271, align 4
  %E551 = extractelement <2 x i32> %L165, i32 0
  %Shuff552 = shufflevector <4 x i16> %Shuff505, <4 x i16> %I370, <4 x i32> <i32 5, i32 7, i32 1, i32 undef>
  %I553 = insertelement <1 x i1> zeroinitializer, i1 %Cmp286, i32 0
  %FC554 = sitofp i64 %Se454 to double
  %Sl555 = select i1 %Sl365, <4 x i16> %Shuff34, <4 x i16> %B277
  %Cmp556 = icmp uge <4 x i16> %L111, %L104
  %L557 = load <1 x float>, <1 x float>* %Sl271, align 4
  store double %Sl372, double* %PC500, align 8
  %E558 = extractelement <8 x i8> %Shuff467, i32 1
  %Shuff559 = shufflevector <2 x i32> %Shuff267, <2 x i32> %L53, <2 x i32> <i32 0, i32 2>
  %I560 = insertelement <4 x i16> %Shuff552, i16 %E68, i32 2
  %B561 = srem i16 %E348, %E68
  %ZE562 = fpext float %FC462 to double
  %Sl563 = select i1 %Cmp, i1 %Cmp39, i1 %Cmp164
  br i1 %Sl563, label %CF1681, label %CF1734

CF1734:                                           ; preds = %CF1681
  %Cmp564 = icmp sgt <4 x i16> %Sl540, %I483
  %L565 = load <4 x i16>, <4 x i16>* %Sl, align 8
  store <1 x float> %L281, <1 x float>* %Sl271, align 4
  %E566 = extractelement <8 x i8> %Shuff467, i32 3
  %Shuff567 = shufflevector <8 x i8> %I121, <8 x i8> %Se547, <8 x i32> <i32 6, i32 8, i32 10, i32 12, i32 undef, i32 0, i32 2, i32 4>
  %I568 = insertelement <16 x i1> %Cmp156, i1 %Cmp286, i32 8
  %B569 = udiv i8 %L354, %L381
  %Tr570 = trunc i32 %B130 to i16
  %Sl571 = select i1 %E420, i32 %E390, i32 %Sl38
  %Cmp572 = icmp ult <4 x i16> %Shuff528, %Shuff376
  %L573 = load i8, i8* %PC45, align 1
  store double %FC315, double* %PC500, align 8
  %E574 = extractelement <2 x float> %FC29, i32 1
  %Shuff575 = shufflevector <2 x i1> %Cmp373, <2 x i1> %Cmp487, <2 x i32> <i32 undef, i32 2>
  %I576 = insertelement <8 x i32> zeroinitializer, i32 %E481, i32 2
  %B577 = urem <8 x i64> %ZE, %Shuff413
  %Tr578 = trunc <16 x i64> %Shuff482 to <16 x i16>
  %Sl579 = select i1 %Sl80, <4 x i16> %Shuff475, <4 x i16> %I284
  %Cmp580 = icmp sgt i32 %E481, %E11
  br i1 %Cmp580, label %CF1681, label %CF1685

CF1685:                                           ; preds = %CF1685, %CF1814, %CF1848, %CF1734
  %L581 = load i8, i8* %0, align 1
  store i16 %E174, i16* %PC178, align 2
  %E582 = extractelement <1 x i32> %Shuff84, i32 0
  %Shuff583 = shufflevector <4 x i16> %FC79, <4 x i16> %I290, <4 x i32> <i32 2, i32 4, i32 6, i32 undef>
  %I584 = insertelement <2 x i1> %Shuff575, i1 %E420, i32 0
  %Tr585 = trunc <4 x i16> %I560 to <4 x i8>
  %Sl586 = select i1 %Cmp449, i8 %Se147, i8 %L219
  %Cmp587 = icmp ugt <8 x i8> %Shuff467, %I408
  %L588 = load i8, i8* %PC45, align 1
  store double %L503, double* %PC500, align 8
  %E589 = extractelement <2 x i32> %L165, i32 1
  %Shuff590 = shufflevector <4 x i16> %Shuff528, <4 x i16> %Shuff356, <4 x i32> <i32 2, i32 4, i32 undef, i32 0>
  %I591 = insertelement <4 x i16> %L5, i16 %E174, i32 0
  %B592 = ashr <4 x i16> %B238, %L196
  %Tr593 = trunc <16 x i64> %Shuff50 to <16 x i1>
  %Sl594 = select i1 %Cmp580, i32 244331, i32 %E258
  %Cmp595 = icmp ne <16 x i1> %Cmp380, %I476
  %L596 = load i16, i16* %PC178, align 2
  store double %Sl372, double* %PC500, align 8
  %E597 = extractelement <4 x i16> %Shuff229, i32 0
  %Shuff598 = shufflevector <2 x i1> %Shuff99, <2 x i1> %Shuff327, <2 x i32> <i32 3, i32 1>
  %I599 = insertelement <16 x i64> %Shuff19, i64 %E319, i32 1
  %B600 = ashr <4 x i16> %I468, %I336
  %Se601 = sext i1 %Cmp286 to i8
  %Sl602 = select i1 %Sl365, i1 %E334, i1 true
  br i1 %Sl602, label %CF1685, label %CF1743

CF1743:                                           ; preds = %CF1743, %CF1685
  %Cmp603 = icmp eq <8 x i32> %I245, %B461
  %L604 = load <4 x i16>, <4 x i16>* %Sl, align 8
  store <4 x i16> %Sl88, <4 x i16>* %A2, align 8
  %E605 = extractelement <4 x i1> %Cmp572, i32 3
  br i1 %E605, label %CF1743, label %CF1814

CF1814:                                           ; preds = %CF1743
  %Shuff606 = shufflevector <1 x i1> zeroinitializer, <1 x i1> zeroinitializer, <1 x i32> zeroinitializer
  %I607 = insertelement <8 x i32> %Shuff42, i32 %3, i32 2
  %Sl608 = select i1 %Cmp264, i16 %E174, i16 %L265
  %Cmp609 = icmp uge i8 %B36, %Sl478
  br i1 %Cmp609, label %CF1685, label %CF1708

CF1708:                                           ; preds = %CF1708, %CF1863, %CF1799, %CF1814
  %L610 = load <1 x float>, <1 x float>* %Sl271, align 4
  store double %Sl372, double* %PC500, align 8
  %E611 = extractelement <4 x i1> %Tr95, i32 1
  br i1 %E611, label %CF1708, label %CF1863

CF1863:                                           ; preds = %CF1708
  %Shuff612 = shufflevector <8 x i8> %Sl379, <8 x i8> %Tr102, <8 x i32> <i32 undef, i32 undef, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10>
  %I613 = insertelement <1 x i32> %I77, i32 %B21, i32 0
  %B614 = lshr <8 x i8> %I121, zeroinitializer
  %Se615 = sext <1 x i1> %Cmp441 to <1 x i32>
  %Sl616 = select <8 x i1> %Cmp549, <8 x i1> %Cmp366, <8 x i1> %Cmp549
  %Cmp617 = icmp ne <8 x i64> %I342, %I350
  %L618 = load <4 x i16>, <4 x i16>* %Sl, align 8
  store i16 %L265, i16* %PC178, align 2
  %E619 = extractelement <16 x i1> %Cmp272, i32 4
  br i1 %E619, label %CF1708, label %CF1799

CF1799:                                           ; preds = %CF1863
  %Shuff620 = shufflevector <8 x i8> %Shuff467, <8 x i8> %Shuff467, <8 x i32> <i32 7, i32 undef, i32 11, i32 undef, i32 15, i32 1, i32 undef, i32 5>
  %I621 = insertelement <8 x i8> %I168, i8 %5, i32 1
  %B622 = frem float %Sl395, %E60
  %Se623 = sext i8 %Sl586 to i32
  %Sl624 = select <4 x i1> %Cmp456, <4 x i16> %Shuff128, <4 x i16> %I422
  %Cmp625 = icmp ugt <4 x i16> %L134, %I321
  %L626 = load i16, i16* %PC178, align 2
  store double %L97, double* %PC500, align 8
  %E627 = extractelement <4 x i16> %L604, i32 0
  %Shuff628 = shufflevector <16 x i64> zeroinitializer, <16 x i64> %I521, <16 x i32> <i32 31, i32 undef, i32 3, i32 undef, i32 7, i32 9, i32 11, i32 13, i32 undef, i32 17, i32 19, i32 21, i32 23, i32 undef, i32 27, i32 29>
  %I629 = insertelement <1 x float> %Shuff312, float %E135, i32 0
  %B630 = udiv i16 %B269, %E68
  %FC631 = sitofp <4 x i1> %Shuff544 to <4 x double>
  %Sl632 = select i1 %Cmp433, <8 x i64> %Se330, <8 x i64> %ZE
  %Cmp633 = icmp ule <16 x i64> %B169, %Shuff407
  %L634 = load i16, i16* %PC178, align 2
  store i16 3015, i16* %PC178, align 2
  %E635 = extractelement <1 x i32> %I613, i32 0
  %Shuff636 = shufflevector <2 x i1> %Shuff575, <2 x i1> %I237, <2 x i32> <i32 undef, i32 0>
  %I637 = insertelement <2 x i1> %Cmp487, i1 %E496, i32 0
  %B638 = udiv <2 x i32> %L142, %Sl255
  %Tr639 = trunc <16 x i64> %I153 to <16 x i16>
  %Sl640 = select i1 %E611, <4 x i16> %B415, <4 x i16> %I422
  %Cmp641 = icmp sge <2 x i32> %Shuff559, %Sl255
  %L642 = load <2 x i32>, <2 x i32>* %Sl65, align 8
  store double %Sl403, double* %PC500, align 8
  %E643 = extractelement <1 x i1> %Cmp517, i32 0
  br i1 %E643, label %CF1708, label %CF1798

CF1798:                                           ; preds = %CF1798, %CF1799
  %Shuff644 = shufflevector <16 x i1> %Tr593, <16 x i1> %I476, <16 x i32> <i32 24, i32 26, i32 28, i32 30, i32 0, i32 2, i32 4, i32 6, i32 undef, i32 10, i32 12, i32 undef, i32 16, i32 undef, i32 undef, i32 22>
  %I645 = insertelement <8 x i1> %Cmp366, i1 %E158, i32 2
  %ZE646 = zext <8 x i1> %I645 to <8 x i16>
  %Sl647 = select i1 %E443, <4 x i16> %I107, <4 x i16> %B600
  %Cmp648 = icmp uge i64 %Sl9, %4
  br i1 %Cmp648, label %CF1798, label %CF1848

CF1848:                                           ; preds = %CF1798
  %L649 = load <1 x float>, <1 x float>* %Sl271, align 4
  store double %FC315, double* %PC500, align 8
  %E650 = extractelement <2 x i1> %Cmp172, i32 1
  br i1 %E650, label %CF1685, label %CF1701

CF1701:                                           ; preds = %CF1701, %CF1848
  %Shuff651 = shufflevector <8 x i32> %I491, <8 x i32> %B438, <8 x i32> <i32 undef, i32 4, i32 6, i32 undef, i32 10, i32 12, i32 14, i32 0>
  %I652 = insertelement <1 x float> %L281, float %E228, i32 0
  %B653 = srem <4 x i16> %L90, %L257
  %BC = bitcast <1 x float> %I529 to <1 x i32>
  %Sl654 = select i1 %Cmp, <8 x float> %FC193, <8 x float> %FC507
  %Cmp655 = icmp ult <8 x i32> %Sl493, %Sl279
  %L656 = load i8, i8* %0, align 1
  store i8 %E558, i8* %0, align 1
  %E657 = extractelement <2 x i1> %Cmp541, i32 1
  br i1 %E657, label %CF1701, label %CF1751

CF1751:                                           ; preds = %CF1751, %CF1804, %CF1701
  %Shuff658 = shufflevector <1 x float> %L397, <1 x float> %L557, <1 x i32> zeroinitializer
  %I659 = insertelement <8 x i8> %Shuff467, i8 %Se278, i32 0
  %B660 = xor <4 x i16> %L90, %L203
  %Tr661 = trunc i64 %Se454 to i1
  br i1 %Tr661, label %CF1751, label %CF1804

CF1804:                                           ; preds = %CF1751
  %Sl662 = select i1 %Sl132, i64 %Sl486, i64 %Se523
  %Cmp663 = icmp ult <2 x i1> %I199, %I357
  %L664 = load <1 x float>, <1 x float>* %Sl271, align 4
  store double %L97, double* %PC500, align 8
  %E665 = extractelement <2 x i1> zeroinitializer, i32 1
  br i1 %E665, label %CF1751, label %CF1789

CF1789:                                           ; preds = %CF1804
  %Shuff666 = shufflevector <16 x i64> zeroinitializer, <16 x i64> %Shuff407, <16 x i32> <i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 undef, i32 undef, i32 4, i32 6, i32 8, i32 undef, i32 undef, i32 14, i32 16, i32 undef>
  %I667 = insertelement <2 x i1> %Cmp373, i1 %Cmp609, i32 0
  %FC668 = sitofp <8 x i64> %I342 to <8 x float>
  %Sl669 = select i1 %Cmp248, double %L503, double 0x50258AC408233842
  %Cmp670 = icmp ule <16 x i1> %Cmp156, %I568
  %L671 = load i16, i16* %PC178, align 2
  store <4 x i16> %L5, <4 x i16>* %Sl, align 8
  %E672 = extractelement <1 x i32> zeroinitializer, i32 0
  %Shuff673 = shufflevector <4 x i16> %Shuff69, <4 x i16> %L5, <4 x i32> <i32 5, i32 7, i32 undef, i32 3>
  %I674 = insertelement <1 x i1> %Cmp517, i1 %Sl132, i32 0
  %B675 = ashr i16 %L273, %L434
  %ZE676 = zext <2 x i1> %I667 to <2 x i32>
  %Sl677 = select i1 %E511, <16 x i64> %I153, <16 x i64> %Shuff407
  %Cmp678 = icmp sgt i64 %E83, %E435
  br i1 %Cmp678, label %CF1681, label %CF1683

CF1683:                                           ; preds = %CF1683, %CF1789
  %L679 = load double, double* %PC500, align 8
  store <4 x i16> %Shuff376, <4 x i16>* %Sl, align 8
  %E680 = extractelement <2 x i32> %L405, i32 1
  %Shuff681 = shufflevector <4 x i16> %Sl316, <4 x i16> %L24, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I682 = insertelement <2 x i32> %Shuff136, i32 %E406, i32 0
  %B683 = udiv i16 %L671, %L181
  %FC684 = fptoui <8 x float> %Sl654 to <8 x i16>
  %Sl685 = select <2 x i1> %I237, <2 x i1> %Cmp73, <2 x i1> %Shuff452
  %Cmp686 = icmp ule <1 x i32> %I400, %Shuff305
  %L687 = load i8, i8* %0, align 1
  store i8 %E558, i8* %0, align 1
  %E688 = extractelement <2 x i32> %Shuff267, i32 0
  %Shuff689 = shufflevector <4 x i1> %Tr208, <4 x i1> %Cmp396, <4 x i32> <i32 3, i32 5, i32 undef, i32 1>
  %I690 = insertelement <16 x i64> %Shuff482, i64 %Sl240, i32 13
  %B691 = shl <8 x i8> %Shuff467, %Sl379
  %ZE692 = zext <4 x i1> %Cmp58 to <4 x i16>
  %Sl693 = select i1 %Cmp39, <4 x i16> %B592, <4 x i16> %Shuff429
  %Cmp694 = icmp ule i64 %E319, %Sl240
  br i1 %Cmp694, label %CF1683, label %CF1684

CF1684:                                           ; preds = %CF1684, %CF1761, %CF1777, %CF1683
  %L695 = load double, double* %PC500, align 8
  store double %L97, double* %PC500, align 8
  %E696 = extractelement <1 x i32> %Shuff251, i32 0
  %Shuff697 = shufflevector <16 x i64> %I176, <16 x i64> %I521, <16 x i32> <i32 22, i32 24, i32 26, i32 28, i32 30, i32 0, i32 2, i32 undef, i32 6, i32 8, i32 10, i32 12, i32 undef, i32 16, i32 undef, i32 20>
  %I698 = insertelement <1 x float> %L281, float %E135, i32 0
  %B699 = urem <8 x i32> %I245, %Shuff120
  %Tr700 = trunc <8 x i32> %B461 to <8 x i1>
  %Sl701 = select i1 %Sl463, i16 %E412, i16 %E119
  %Cmp702 = icmp eq <4 x i16> %L442, %L442
  %L703 = load i16, i16* %PC178, align 2
  store i16 %L671, i16* %PC178, align 2
  %E704 = extractelement <4 x i16> %I260, i32 0
  %Shuff705 = shufflevector <4 x i16> %L24, <4 x i16> %L32, <4 x i32> <i32 undef, i32 1, i32 3, i32 5>
  %I706 = insertelement <8 x i8> %B691, i8 %L656, i32 1
  %B707 = sub i8 %L325, %Se601
  %FC708 = sitofp <4 x i16> %L618 to <4 x float>
  %Sl709 = select i1 %E105, i32 52339, i32 244331
  %Cmp710 = icmp ult i1 %E665, %E105
  br i1 %Cmp710, label %CF1684, label %CF1720

CF1720:                                           ; preds = %CF1720, %CF1744, %CF1684
  %L711 = load <1 x float>, <1 x float>* %Sl271, align 4
  store double %Sl669, double* %PC500, align 8
  %E712 = extractelement <16 x i1> %Shuff183, i32 14
  br i1 %E712, label %CF1720, label %CF1744

CF1744:                                           ; preds = %CF1720
  %Shuff713 = shufflevector <4 x i16> %L10, <4 x i16> %Sl548, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I714 = insertelement <8 x i32> %I222, i32 %E688, i32 3
  %B715 = sub i16 %E535, 3015
  %FC716 = sitofp <4 x i16> %I336 to <4 x double>
  %Sl717 = select i1 %Cmp338, <2 x i32>* %A4, <2 x i32>* %A4
  %Cmp718 = icmp slt i16 %Sl701, %L671
  br i1 %Cmp718, label %CF1720, label %CF1722

CF1722:                                           ; preds = %CF1722, %CF1759, %CF1744
  %L719 = load double, double* %PC500, align 8
  store <2 x i32> %B638, <2 x i32>* %Sl65, align 8
  %E720 = extractelement <8 x i32> %I576, i32 0
  %Shuff721 = shufflevector <4 x i1> %Cmp494, <4 x i1> %Cmp133, <4 x i32> <i32 3, i32 5, i32 7, i32 undef>
  %I722 = insertelement <2 x i32> %ZE676, i32 %Se623, i32 1
  %B723 = lshr <4 x i16> %B215, %B415
  %FC724 = fptoui double %FC186 to i8
  %Sl725 = select i1 %Tr661, i32 %E582, i32 %E451
  %Cmp726 = icmp slt <2 x i32> %Shuff391, %Shuff136
  %L727 = load <2 x i32>, <2 x i32>* %Sl717, align 8
  store double %FC186, double* %PC500, align 8
  %E728 = extractelement <8 x i32> %Sl279, i32 7
  %Shuff729 = shufflevector <2 x i1> %Shuff636, <2 x i1> %Shuff598, <2 x i32> <i32 2, i32 0>
  %I730 = insertelement <4 x i16> %L111, i16 %B715, i32 0
  %Sl731 = select i1 %Cmp580, <2 x i32> %Shuff267, <2 x i32> %L118
  %Cmp732 = icmp eq <4 x i1> %Shuff213, %Cmp625
  %L733 = load double, double* %PC500, align 8
  store <1 x float> %L457, <1 x float>* %Sl271, align 4
  %E734 = extractelement <2 x i1> %I237, i32 1
  br i1 %E734, label %CF1722, label %CF1759

CF1759:                                           ; preds = %CF1722
  %Shuff735 = shufflevector <8 x i1> %I645, <8 x i1> %Tr700, <8 x i32> <i32 14, i32 0, i32 undef, i32 4, i32 6, i32 8, i32 10, i32 12>
  %I736 = insertelement <4 x i16> %Shuff159, i16 %E204, i32 0
  %Tr737 = fptrunc double %L695 to float
  %Sl738 = select i1 %Sl365, <16 x i64> zeroinitializer, <16 x i64> %Shuff407
  %Cmp739 = icmp ugt <2 x i1> %Shuff26, %Shuff575
  %L740 = load double, double* %PC500, align 8
  store double %FC315, double* %PC500, align 8
  %E741 = extractelement <2 x i64> %Se402, i32 1
  %Shuff742 = shufflevector <8 x i1> %Shuff349, <8 x i1> %Cmp218, <8 x i32> <i32 4, i32 undef, i32 8, i32 10, i32 12, i32 14, i32 0, i32 undef>
  %I743 = insertelement <2 x i32> %L53, i32 %E672, i32 0
  %B744 = and i16 %E368, %E412
  %Tr745 = trunc <8 x i32> %B44 to <8 x i1>
  %Sl746 = select i1 %E158, <2 x i32> %Sl285, <2 x i32> %Sl255
  %Cmp747 = icmp sgt i16 %B683, %L596
  br i1 %Cmp747, label %CF1722, label %CF1753

CF1753:                                           ; preds = %CF1753, %CF1759
  %L748 = load double, double* %PC500, align 8
  store i16 %L671, i16* %PC178, align 2
  %E749 = extractelement <4 x i1> %Shuff512, i32 3
  br i1 %E749, label %CF1753, label %CF1761

CF1761:                                           ; preds = %CF1753
  %Shuff750 = shufflevector <4 x i16> %Shuff244, <4 x i16> %L111, <4 x i32> <i32 6, i32 undef, i32 undef, i32 4>
  %I751 = insertelement <2 x i32> %Shuff267, i32 %E112, i32 0
  %B752 = xor <8 x i32> %I20, %Shuff113
  %FC753 = uitofp <1 x i1> %I553 to <1 x double>
  %Sl754 = select i1 %Cmp710, i64 %ZE492, i64 %Sl194
  %Cmp755 = icmp sge <8 x i1> %Cmp617, %Shuff349
  %L756 = load i16, i16* %PC178, align 2
  store double %FC115, double* %PC500, align 8
  %E757 = extractelement <4 x i16> %Shuff244, i32 1
  %Shuff758 = shufflevector <1 x i1> %Cmp517, <1 x i1> %Cmp517, <1 x i32> zeroinitializer
  %I759 = insertelement <4 x i16> %L257, i16 %L310, i32 0
  %B760 = srem i8 %E190, %L687
  %ZE761 = zext i1 %E340 to i8
  %Sl762 = select i1 %E49, i8 %L411, i8 %L82
  %Cmp763 = icmp sge i16 %E174, %B744
  br i1 %Cmp763, label %CF1684, label %CF1703

CF1703:                                           ; preds = %CF1703, %CF1761
  %L764 = load i8, i8* %PC45, align 1
  store <4 x i16> %Shuff128, <4 x i16>* %Sl, align 8
  %E765 = extractelement <2 x i32> %Sl501, i32 0
  %Shuff766 = shufflevector <4 x i16> %Shuff159, <4 x i16> %L104, <4 x i32> <i32 undef, i32 3, i32 5, i32 7>
  %I767 = insertelement <4 x i1> %Shuff259, i1 %Cmp580, i32 3
  %B768 = fdiv <1 x float> %I629, %L
  %Tr769 = trunc <8 x i32> %Shuff297 to <8 x i16>
  %Sl770 = select <4 x i1> %Shuff289, <4 x i16> %I35, <4 x i16> %FC79
  %Cmp771 = fcmp ule double %L17, %FC186
  br i1 %Cmp771, label %CF1703, label %CF1777

CF1777:                                           ; preds = %CF1703
  %L772 = load double, double* %PC500, align 8
  store <2 x i32> %Sl255, <2 x i32>* %Sl717, align 8
  %E773 = extractelement <2 x i1> %Cmp280, i32 0
  br i1 %E773, label %CF1684, label %CF1686

CF1686:                                           ; preds = %CF1686, %CF1795, %CF1777
  %Shuff774 = shufflevector <4 x i16> %Shuff766, <4 x i16> %ZE692, <4 x i32> <i32 3, i32 undef, i32 7, i32 1>
  %I775 = insertelement <1 x i1> %Cmp388, i1 %E496, i32 0
  %B776 = sub i32 %Se623, %E220
  %FC777 = fptosi <1 x float> %Shuff312 to <1 x i8>
  %Sl778 = select i1 %Cmp580, i32 %E489, i32 %E582
  %Cmp779 = fcmp one float %E574, %FC462
  br i1 %Cmp779, label %CF1686, label %CF1795

CF1795:                                           ; preds = %CF1686
  %L780 = load double, double* %PC500, align 8
  store <2 x i32> %L53, <2 x i32>* %Sl717, align 8
  %E781 = extractelement <1 x i32> %Shuff7, i32 0
  %Shuff782 = shufflevector <8 x i8> zeroinitializer, <8 x i8> zeroinitializer, <8 x i32> <i32 13, i32 15, i32 1, i32 undef, i32 5, i32 7, i32 9, i32 11>
  %I783 = insertelement <1 x i32> %Sl187, i32 %E489, i32 0
  %B784 = fdiv double %L97, 0xA68D832C228BF4AA
  %Tr785 = trunc i16 %Tr570 to i1
  br i1 %Tr785, label %CF1686, label %CF1690

CF1690:                                           ; preds = %CF1690, %CF1795
  %Sl786 = select i1 %E420, <4 x float> %Sl171, <4 x float> %L48
  %Cmp787 = icmp sgt <16 x i64> %I114, %Shuff697
  %L788 = load double, double* %PC500, align 8
  store <2 x i32> %L53, <2 x i32>* %Sl65, align 8
  %E789 = extractelement <2 x i1> zeroinitializer, i32 1
  br i1 %E789, label %CF1690, label %CF1716

CF1716:                                           ; preds = %CF1716, %CF1860, %CF1785, %CF1783, %CF1690
  %Shuff790 = shufflevector <4 x i16> %Shuff229, <4 x i16> %Shuff713, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I791 = insertelement <4 x i1> %I506, i1 %Cmp164, i32 2
  %B792 = shl <4 x i16> %Shuff552, %I27
  %Sl793 = select i1 %Sl463, i1 %Cmp324, i1 %Tr785
  br i1 %Sl793, label %CF1716, label %CF1860

CF1860:                                           ; preds = %CF1716
  %Cmp794 = icmp slt <2 x i32> %ZE676, %Sl255
  %L795 = load i16, i16* %PC178, align 2
  store i16 %E98, i16* %PC178, align 2
  %E796 = extractelement <2 x i1> %Cmp125, i32 1
  br i1 %E796, label %CF1716, label %CF1785

CF1785:                                           ; preds = %CF1860
  %Shuff797 = shufflevector <16 x i64> %Shuff275, <16 x i64> %Shuff628, <16 x i32> <i32 4, i32 undef, i32 8, i32 10, i32 undef, i32 undef, i32 16, i32 18, i32 20, i32 undef, i32 24, i32 26, i32 undef, i32 30, i32 0, i32 2>
  %I798 = insertelement <16 x i64> %Shuff275, i64 %4, i32 6
  %B799 = fdiv double %L748, %L550
  %Sl800 = select i1 %Sl132, i8 %L480, i8 %5
  %Cmp801 = icmp ugt i8 %L173, %Se278
  br i1 %Cmp801, label %CF1716, label %CF1756

CF1756:                                           ; preds = %CF1756, %CF1852, %CF1868, %CF1785
  %L802 = load <2 x i32>, <2 x i32>* %Sl717, align 8
  store <4 x i16> %L565, <4 x i16>* %Sl, align 8
  %E803 = extractelement <4 x i16> %B723, i32 1
  %Shuff804 = shufflevector <1 x float> %Shuff312, <1 x float> %B768, <1 x i32> undef
  %I805 = insertelement <2 x i32> %L642, i32 %E296, i32 0
  %B806 = or <8 x i8> %I408, %Sl379
  %FC807 = uitofp <4 x i16> %B238 to <4 x float>
  %Sl808 = select <16 x i1> %Cmp633, <16 x i1> %Cmp787, <16 x i1> %I513
  %Cmp809 = icmp slt <4 x i16> %I35, %L203
  %L810 = load <2 x i32>, <2 x i32>* %Sl717, align 8
  store double %Sl669, double* %PC500, align 8
  %E811 = extractelement <16 x i1> %Shuff183, i32 6
  br i1 %E811, label %CF1756, label %CF1852

CF1852:                                           ; preds = %CF1756
  %Shuff812 = shufflevector <1 x i1> %I184, <1 x i1> %I674, <1 x i32> undef
  %I813 = insertelement <4 x i1> %Tr208, i1 %E643, i32 1
  %B814 = lshr i64 %B307, %Sl754
  %FC815 = sitofp <1 x i1> %Cmp149 to <1 x double>
  %Sl816 = select i1 %Sl132, <2 x i32> %I313, <2 x i32> %L473
  %Cmp817 = icmp ne <8 x i1> %Cmp479, %Cmp218
  %L818 = load i16, i16* %PC178, align 2
  store i8 %Sl432, i8* %0, align 1
  %E819 = extractelement <4 x i16> %Shuff552, i32 3
  %Shuff820 = shufflevector <2 x i1> %I237, <2 x i1> %Shuff575, <2 x i32> <i32 2, i32 0>
  %I821 = insertelement <4 x i16> %L24, i16 %Sl608, i32 0
  %FC822 = uitofp i1 %Cmp23 to double
  %Sl823 = select <16 x i1> %I513, <16 x i64> %I437, <16 x i64> zeroinitializer
  %Cmp824 = icmp ule i16 %E368, %Se216
  br i1 %Cmp824, label %CF1756, label %CF1788

CF1788:                                           ; preds = %CF1788, %CF1852
  %L825 = load double, double* %PC500, align 8
  store double 0x764D02EC524BD46A, double* %PC500, align 8
  %E826 = extractelement <8 x i32> %Shuff113, i32 6
  %Shuff827 = shufflevector <4 x i16> %Sl579, <4 x i16> %L203, <4 x i32> <i32 undef, i32 3, i32 5, i32 7>
  %I828 = insertelement <4 x i16> %L5, i16 %B329, i32 3
  %B829 = sdiv i32 %Sl38, %E765
  %Sl830 = select i1 %E643, <16 x i64> %I521, <16 x i64> %I214
  %Cmp831 = icmp uge <2 x i1> %I62, %Shuff99
  %L832 = load i8, i8* %PC45, align 1
  store <1 x float> %L397, <1 x float>* %Sl271, align 4
  %E833 = extractelement <4 x i16> %Shuff221, i32 3
  %Shuff834 = shufflevector <4 x i1> %Shuff213, <4 x i1> %Cmp494, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I835 = insertelement <2 x i1> %Cmp125, i1 %Sl331, i32 0
  %B836 = shl i64 %Sl486, %Sl662
  %FC837 = sitofp i8 %L211 to double
  %Sl838 = select i1 %Cmp241, i16 %E704, i16 %L287
  %Cmp839 = icmp eq i16 %Sl838, %B329
  br i1 %Cmp839, label %CF1788, label %CF1850

CF1850:                                           ; preds = %CF1850, %CF1788
  %L840 = load i16, i16* %PC178, align 2
  store <2 x i32> %L53, <2 x i32>* %Sl717, align 8
  %E841 = extractelement <1 x i32> %Shuff399, i32 0
  %Shuff842 = shufflevector <8 x i1> %Shuff735, <8 x i1> %Cmp549, <8 x i32> <i32 undef, i32 undef, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %I843 = insertelement <8 x i8> %B691, i8 %B760, i32 3
  %Tr844 = trunc i64 %Sl754 to i32
  %Sl845 = select <2 x i1> %I298, <2 x i32> %Shuff283, <2 x i32> %L526
  %Cmp846 = icmp eq <8 x i8> %B614, %I843
  %L847 = load i16, i16* %PC178, align 2
  store i8 %Sl432, i8* %0, align 1
  %E848 = extractelement <8 x i8> zeroinitializer, i32 4
  %Shuff849 = shufflevector <1 x i1> %Cmp66, <1 x i1> %Cmp149, <1 x i32> <i32 1>
  %I850 = insertelement <4 x i1> %Shuff421, i1 true, i32 3
  %Tr851 = trunc i16 %L333 to i8
  %Sl852 = select <4 x i1> %Shuff689, <4 x i16> %Sl693, <4 x i16> %Shuff766
  %Cmp853 = icmp sge <4 x i16> %Shuff681, %I498
  %L854 = load <1 x float>, <1 x float>* %Sl271, align 4
  store <4 x i16> %Sl548, <4 x i16>* %Sl, align 8
  %E855 = extractelement <4 x i16> %Shuff356, i32 0
  %Shuff856 = shufflevector <2 x i32> %L118, <2 x i32> %L53, <2 x i32> <i32 3, i32 1>
  %I857 = insertelement <2 x i32> %L802, i32 %E680, i32 1
  %B858 = ashr i16 %E527, %E368
  %Se859 = sext i16 %E127 to i64
  %Sl860 = select <16 x i1> %Cmp670, <16 x i64> %I70, <16 x i64> %Shuff275
  %Cmp861 = icmp ule <2 x i1> %Shuff598, %Cmp141
  %L862 = load double, double* %PC500, align 8
  store <2 x i32> %B638, <2 x i32>* %Sl65, align 8
  %E863 = extractelement <1 x float> %Shuff312, i32 0
  %Shuff864 = shufflevector <2 x i32> %I857, <2 x i32> %Shuff383, <2 x i32> <i32 undef, i32 1>
  %I865 = insertelement <16 x i16> %Tr639, i16 %L273, i32 1
  %Tr866 = trunc <4 x i16> %B792 to <4 x i8>
  %Sl867 = select i1 %Cmp286, <16 x i1> %Cmp787, <16 x i1> %Cmp272
  %Cmp868 = icmp ne <16 x i1> %Cmp595, %Cmp670
  %L869 = load i16, i16* %PC178, align 2
  store double %L788, double* %PC500, align 8
  %E870 = extractelement <4 x float> %Sl171, i32 1
  %Shuff871 = shufflevector <4 x i1> %Shuff421, <4 x i1> %Tr95, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I872 = insertelement <4 x i16> %Shuff766, i16 %L265, i32 2
  %B873 = udiv i32 %E489, %B207
  %Se874 = sext <2 x i1> %I357 to <2 x i8>
  %Sl875 = select <8 x i1> %Cmp479, <8 x i32> %B261, <8 x i32> %B423
  %Cmp876 = icmp ne <2 x i32> %L642, %Sl731
  %L877 = load <4 x float>, <4 x float>* %Sl30, align 16
  store <2 x i32> %Sl501, <2 x i32>* %Sl717, align 8
  %E878 = extractelement <1 x i32> %Shuff520, i32 0
  %Shuff879 = shufflevector <8 x i32> %I384, <8 x i32> %B423, <8 x i32> <i32 11, i32 undef, i32 15, i32 1, i32 3, i32 5, i32 7, i32 9>
  %I880 = insertelement <2 x i1> %I667, i1 %Cmp317, i32 1
  %B881 = or <16 x i64> %I176, %Sl677
  %Tr882 = trunc <8 x i32> %Shuff236 to <8 x i8>
  %Sl883 = select <16 x i1> %Cmp380, <16 x i64> %I460, <16 x i64> %Shuff50
  %Cmp884 = icmp ugt i16 %E204, %E151
  br i1 %Cmp884, label %CF1850, label %CF1868

CF1868:                                           ; preds = %CF1850
  %L885 = load <1 x float>, <1 x float>* %Sl271, align 4
  store <4 x i16> %I321, <4 x i16>* %Sl, align 8
  %E886 = extractelement <4 x i1> %Shuff834, i32 2
  br i1 %E886, label %CF1756, label %CF1783

CF1783:                                           ; preds = %CF1868
  %Shuff887 = shufflevector <8 x i32> %Shuff335, <8 x i32> %Shuff335, <8 x i32> <i32 5, i32 7, i32 undef, i32 11, i32 13, i32 15, i32 1, i32 3>
  %I888 = insertelement <1 x i32> %Shuff399, i32 %E582, i32 0
  %B889 = lshr i32 %E489, %Sl38
  %BC890 = bitcast i64 214227 to double
  %Sl891 = select i1 %E375, <1 x i1> %Cmp441, <1 x i1> %Cmp66
  %Cmp892 = icmp slt <8 x i1> %Cmp603, %Shuff742
  %L893 = load <2 x i32>, <2 x i32>* %Sl717, align 8
  store <2 x i32> %L893, <2 x i32>* %Sl15, align 8
  %E894 = extractelement <2 x i32> %Shuff436, i32 1
  %Shuff895 = shufflevector <2 x i1> %Shuff598, <2 x i1> %Cmp280, <2 x i32> <i32 0, i32 2>
  %I896 = insertelement <8 x i32> %Shuff490, i32 %Sl725, i32 2
  %Sl897 = select i1 %Sl217, <4 x i16> %B592, <4 x i16> %L203
  %Cmp898 = icmp sgt <1 x i1> %Cmp149, %Sl891
  %L899 = load i16, i16* %PC178, align 2
  store double %L97, double* %PC500, align 8
  %E900 = extractelement <8 x i8> %Tr102, i32 5
  %Shuff901 = shufflevector <8 x i64> %Shuff369, <8 x i64> %I545, <8 x i32> <i32 8, i32 10, i32 12, i32 14, i32 0, i32 2, i32 undef, i32 6>
  %I902 = insertelement <2 x i1> %Shuff575, i1 %Tr785, i32 0
  %FC903 = sitofp <16 x i1> %Sl301 to <16 x double>
  %Sl904 = select i1 %Cmp839, i32 %FC, i32 %E826
  %Cmp905 = icmp ugt <2 x i32> %ZE676, %L53
  %L906 = load i16, i16* %PC178, align 2
  store <4 x float> %FC708, <4 x float>* %Sl30, align 16
  %E907 = extractelement <8 x i32> zeroinitializer, i32 6
  %Shuff908 = shufflevector <4 x i16> %Shuff429, <4 x i16> %I445, <4 x i32> <i32 1, i32 3, i32 5, i32 undef>
  %I909 = insertelement <8 x i32> %I896, i32 %E582, i32 3
  %B910 = shl <1 x i32> %Sl187, %Sl187
  %Se911 = sext i1 %Tr378 to i8
  %Sl912 = select i1 true, i1 %Sl132, i1 %Cmp771
  br i1 %Sl912, label %CF1716, label %CF1721

CF1721:                                           ; preds = %CF1721, %CF1783
  %Cmp913 = icmp slt i64 %B28, %B814
  br i1 %Cmp913, label %CF1721, label %CF1728

CF1728:                                           ; preds = %CF1721
  %L914 = load i8, i8* %0, align 1
  store double %Sl372, double* %PC500, align 8
  %E915 = extractelement <16 x i1> %Cmp595, i32 13
  br i1 %E915, label %CF1671, label %CF1675

CF1675:                                           ; preds = %CF1675, %CF1838, %CF1728
  %Shuff916 = shufflevector <8 x i8> %Tr882, <8 x i8> %Tr102, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 undef, i32 14>
  %I917 = insertelement <8 x i64> %ZE270, i64 %Sl163, i32 2
  %B918 = or <4 x i16> %Sl640, %I468
  %ZE919 = zext i16 %L634 to i32
  %Sl920 = select i1 %Cmp694, i16 %Se371, i16 %B329
  %Cmp921 = icmp sge i1 %Cmp346, %Cmp824
  br i1 %Cmp921, label %CF1675, label %CF1838

CF1838:                                           ; preds = %CF1675
  %L922 = load <2 x i32>, <2 x i32>* %Sl717, align 8
  store <2 x i32> %Sl255, <2 x i32>* %Sl717, align 8
  %E923 = extractelement <4 x i1> %Cmp853, i32 0
  br i1 %E923, label %CF1675, label %CF1682

CF1682:                                           ; preds = %CF1682, %CF1843, %CF1807, %CF1838
  %Shuff924 = shufflevector <2 x i1> %Cmp794, <2 x i1> %Cmp172, <2 x i32> <i32 undef, i32 1>
  %I925 = insertelement <2 x i1> %Cmp861, i1 %E734, i32 1
  %B926 = urem i8 %B185, %L347
  %ZE927 = zext <8 x i8> %I706 to <8 x i16>
  %Sl928 = select i1 %E657, <16 x i64> %Shuff50, <16 x i64> %I599
  %Cmp929 = icmp uge <8 x i32> %Shuff335, %Sl875
  %L930 = load <2 x i32>, <2 x i32>* %Sl717, align 8
  store <2 x i32> %B431, <2 x i32>* %Sl717, align 8
  %E931 = extractelement <2 x i32> %L450, i32 1
  %Shuff932 = shufflevector <16 x i1> %I129, <16 x i1> %Cmp787, <16 x i32> <i32 6, i32 8, i32 10, i32 undef, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 0, i32 2, i32 4>
  %I933 = insertelement <1 x i32> %I77, i32 %E589, i32 0
  %B934 = xor i16 %Sl516, %E803
  %ZE935 = zext i8 %ZE761 to i32
  %Sl936 = select i1 true, <2 x i32> %L473, <2 x i32> %L802
  %Cmp937 = icmp sge i1 %E543, %E420
  br i1 %Cmp937, label %CF1682, label %CF1827

CF1827:                                           ; preds = %CF1827, %CF1682
  %L938 = load i8, i8* %0, align 1
  store <4 x i16> %Sl770, <4 x i16>* %Sl, align 8
  %E939 = extractelement <8 x i32> %Sl279, i32 3
  %Shuff940 = shufflevector <4 x i1> %Shuff689, <4 x i1> %Cmp396, <4 x i32> <i32 undef, i32 0, i32 2, i32 4>
  %I941 = insertelement <4 x i16> %Sl116, i16 %Sl608, i32 0
  %B942 = udiv <4 x i16> %Sl548, %Shuff790
  %Se943 = sext <8 x i1> %Cmp846 to <8 x i16>
  %Sl944 = select i1 %Sl365, i16 %L596, i16 %Sl701
  %Cmp945 = icmp ne i16 %Sl701, %L626
  br i1 %Cmp945, label %CF1827, label %CF1843

CF1843:                                           ; preds = %CF1827
  %L946 = load double, double* %PC500, align 8
  store i16 %L234, i16* %PC178, align 2
  %E947 = extractelement <1 x i32> %Shuff251, i32 0
  %Shuff948 = shufflevector <8 x i32> %B44, <8 x i32> %I576, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %I949 = insertelement <16 x i16> %Tr639, i16 %Sl516, i32 2
  %Sl950 = select i1 %E420, i1 %Cmp226, i1 %Sl331
  br i1 %Sl950, label %CF1682, label %CF1807

CF1807:                                           ; preds = %CF1843
  %Cmp951 = fcmp ogt double %L772, %L518
  br i1 %Cmp951, label %CF1682, label %CF1726

CF1726:                                           ; preds = %CF1726, %CF1807
  %L952 = load <1 x float>, <1 x float>* %Sl271, align 4
  store i16 %B715, i16* %PC178, align 2
  %E953 = extractelement <2 x i32> %I751, i32 1
  %Shuff954 = shufflevector <16 x i64> %Sl860, <16 x i64> zeroinitializer, <16 x i32> <i32 4, i32 undef, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 undef, i32 26, i32 undef, i32 30, i32 0, i32 2>
  %I955 = insertelement <1 x float> %L649, float %E863, i32 0
  %B956 = ashr <8 x i32> %B699, %I576
  %ZE957 = zext i1 %Cmp648 to i32
  %Sl958 = select i1 %Cmp945, <4 x i1> %Shuff213, <4 x i1> %Cmp396
  %Cmp959 = fcmp ogt float %Sl395, %E863
  br i1 %Cmp959, label %CF1726, label %CF1867

CF1867:                                           ; preds = %CF1726
  %L960 = load <1 x float>, <1 x float>* %Sl271, align 4
  store double %L503, double* %PC500, align 8
  %E961 = extractelement <16 x i64> %Sl124, i32 9
  %Shuff962 = shufflevector <4 x float> %Sl786, <4 x float> %L48, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I963 = insertelement <2 x i1> %Cmp373, i1 %E443, i32 0
  %B964 = fadd float %E228, %Sl395
  %ZE965 = zext i8 %B760 to i32
  %Sl966 = select i1 %Cmp180, <4 x i16> %Shuff908, <4 x i16> %L5
  %Cmp967 = icmp ule <2 x i32> %L922, %L802
  %L968 = load <2 x i32>, <2 x i32>* %Sl717, align 8
  store <2 x i32> %L922, <2 x i32>* %Sl717, align 8
  %E969 = extractelement <8 x i16> %FC684, i32 1
  %Shuff970 = shufflevector <4 x i16> %Shuff175, <4 x i16> %Shuff750, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I971 = insertelement <8 x i1> %Cmp603, i1 %Cmp264, i32 6
  %Se972 = sext i32 %ZE965 to i64
  %Sl973 = select <2 x i1> %Cmp726, <2 x i1> %Cmp726, <2 x i1> %Cmp172
  %Cmp974 = icmp ugt <16 x i16> %I865, %I865
  %L975 = load <2 x i32>, <2 x i32>* %Sl717, align 8
  store <2 x i32> %L118, <2 x i32>* %Sl717, align 8
  %E976 = extractelement <8 x i32> %Shuff42, i32 0
  %Shuff977 = shufflevector <4 x i16> %Shuff229, <4 x i16> %Sl640, <4 x i32> <i32 3, i32 undef, i32 7, i32 undef>
  %I978 = insertelement <4 x i16> %Shuff244, i16 %Se216, i32 1
  %B979 = ashr i32 %B401, %E931
  %Se980 = sext i16 %L869 to i64
  %Sl981 = select i1 %E428, i8 %E848, i8 %L465
  %Cmp982 = icmp sge i1 %E605, %Tr477
  br i1 %Cmp982, label %CF, label %CF1670

CF1670:                                           ; preds = %CF1670, %CF1867
  %L983 = load <4 x float>, <4 x float>* %A1, align 16
  store i16 %L818, i16* %PC178, align 2
  %E984 = extractelement <1 x i1> %Shuff320, i32 0
  br i1 %E984, label %CF1670, label %CF1736

CF1736:                                           ; preds = %CF1736, %CF1670
  %Shuff985 = shufflevector <16 x i1> %Cmp670, <16 x i1> %Cmp380, <16 x i32> <i32 26, i32 28, i32 30, i32 0, i32 2, i32 4, i32 6, i32 undef, i32 10, i32 12, i32 14, i32 undef, i32 18, i32 20, i32 22, i32 undef>
  %I986 = insertelement <2 x i1> %Shuff598, i1 %Cmp763, i32 0
  %FC987 = uitofp i1 %E773 to double
  %Sl988 = select <8 x i1> %Cmp817, <8 x i32> %I576, <8 x i32> %Sl493
  %Cmp989 = icmp sgt i64 %B307, %B814
  br i1 %Cmp989, label %CF1736, label %CF1835

CF1835:                                           ; preds = %CF1835, %CF1736
  %L990 = load double, double* %PC500, align 8
  store double %B538, double* %PC500, align 8
  %E991 = extractelement <1 x i1> %I553, i32 0
  br i1 %E991, label %CF1835, label %CF1857

CF1857:                                           ; preds = %CF1835
  %Shuff992 = shufflevector <4 x float> %L983, <4 x float> %I268, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I993 = insertelement <16 x i64> %I114, i64 %B814, i32 11
  %B994 = udiv <8 x i8> %Sl379, %I659
  %Tr995 = trunc <4 x i16> %I498 to <4 x i8>
  %Sl996 = select <1 x i1> zeroinitializer, <1 x i8> %Tr254, <1 x i8> %Tr262
  %Cmp997 = icmp sgt i32 %ZE965, %E680
  br i1 %Cmp997, label %CF, label %CF1668

CF1668:                                           ; preds = %CF1668, %CF1792, %CF1717, %CF1857
  %L998 = load <2 x i32>, <2 x i32>* %Sl717, align 8
  store i8 %B707, i8* %0, align 1
  %E999 = extractelement <2 x i32> %L998, i32 0
  %Shuff1000 = shufflevector <4 x i16> %I27, <4 x i16> %L32, <4 x i32> <i32 3, i32 undef, i32 7, i32 undef>
  %I1001 = insertelement <4 x i16> %Sl140, i16 %L795, i32 1
  %Tr1002 = trunc <8 x i64> %I545 to <8 x i16>
  %Sl1003 = select i1 %Cmp23, i1 %Cmp913, i1 true
  br i1 %Sl1003, label %CF1668, label %CF1792

CF1792:                                           ; preds = %CF1668
  %Cmp1004 = icmp sge <8 x i64> %I350, %Shuff901
  %L1005 = load i8, i8* %0, align 1
  store i8 %Se139, i8* %0, align 1
  %E1006 = extractelement <2 x i32> %Sl845, i32 0
  %Shuff1007 = shufflevector <2 x i1> %Shuff92, <2 x i1> %Cmp861, <2 x i32> <i32 3, i32 1>
  %I1008 = insertelement <8 x i1> %Cmp218, i1 %Cmp763, i32 1
  %B1009 = lshr <4 x i16> %B942, %Sl852
  %Tr1010 = trunc <2 x i32> %L142 to <2 x i16>
  %Sl1011 = select i1 %E543, i1 %Tr661, i1 %E749
  br i1 %Sl1011, label %CF1668, label %CF1717

CF1717:                                           ; preds = %CF1792
  %Cmp1012 = icmp ult <4 x i1> %Cmp702, %Cmp58
  %L1013 = load i8, i8* %0, align 1
  store double %L97, double* %PC500, align 8
  %E1014 = extractelement <4 x i1> %Cmp702, i32 1
  br i1 %E1014, label %CF1668, label %CF1702

CF1702:                                           ; preds = %CF1702, %CF1817, %CF1816, %CF1762, %CF1717
  %Shuff1015 = shufflevector <4 x i16> %L104, <4 x i16> %Shuff908, <4 x i32> <i32 undef, i32 2, i32 4, i32 undef>
  %I1016 = insertelement <4 x i1> %Shuff721, i1 %Cmp824, i32 2
  %B1017 = shl <4 x i16> %Shuff221, %Sl966
  %Sl1018 = select <4 x i1> %Cmp396, <4 x i16> %I392, <4 x i16> %Sl852
  %Cmp1019 = icmp uge i1 %E25, %Cmp824
  br i1 %Cmp1019, label %CF1702, label %CF1768

CF1768:                                           ; preds = %CF1768, %CF1702
  %L1020 = load i8, i8* %PC45, align 1
  store <2 x i32> %Shuff383, <2 x i32>* %Sl717, align 8
  %E1021 = extractelement <2 x i32> %L126, i32 0
  %Shuff1022 = shufflevector <1 x i1> %Shuff606, <1 x i1> %Cmp149, <1 x i32> <i32 1>
  %I1023 = insertelement <2 x i32> %Sl501, i32 %Sl155, i32 1
  %B1024 = srem <8 x i32> %Sl279, %B956
  %Se1025 = sext i32 %E451 to i64
  %Sl1026 = select <4 x i1> %Shuff871, <4 x i1> %Cmp294, <4 x i1> %Tr95
  %Cmp1027 = icmp ule i16 %L596, %L818
  br i1 %Cmp1027, label %CF1768, label %CF1817

CF1817:                                           ; preds = %CF1768
  %L1028 = load <2 x i32>, <2 x i32>* %Sl717, align 8
  store <1 x float> %L952, <1 x float>* %Sl271, align 4
  %E1029 = extractelement <8 x i1> %Cmp655, i32 0
  br i1 %E1029, label %CF1702, label %CF1732

CF1732:                                           ; preds = %CF1732, %CF1819, %CF1817
  %Shuff1030 = shufflevector <4 x i16> %L196, <4 x i16> %B792, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I1031 = insertelement <16 x i64> %Sl928, i64 %E741, i32 5
  %B1032 = urem i16 %L287, %E412
  %Tr1033 = trunc i32 %E672 to i16
  %Sl1034 = select i1 %E158, <16 x i1> %Tr593, <16 x i1> %Cmp16
  %Cmp1035 = icmp ule <1 x i1> %Shuff1022, %Shuff320
  %L1036 = load double, double* %PC500, align 8
  store <4 x i16> %B415, <4 x i16>* %Sl, align 8
  %E1037 = extractelement <16 x i64> %I176, i32 7
  %Shuff1038 = shufflevector <4 x float> %Sl786, <4 x float> %Sl171, <4 x i32> <i32 2, i32 4, i32 undef, i32 undef>
  %I1039 = insertelement <4 x i16> %Shuff908, i16 %Sl516, i32 0
  %ZE1040 = zext <4 x i16> %I336 to <4 x i32>
  %Sl1041 = select i1 %Cmp180, double %L97, double %L748
  %Cmp1042 = icmp sge i16 %Sl516, %L818
  br i1 %Cmp1042, label %CF1732, label %CF1809

CF1809:                                           ; preds = %CF1809, %CF1840, %CF1732
  %L1043 = load i8, i8* %0, align 1
  store double %Sl669, double* %PC500, align 8
  %E1044 = extractelement <8 x i16> %ZE927, i32 0
  %Shuff1045 = shufflevector <16 x i64> %Sl823, <16 x i64> %Shuff407, <16 x i32> <i32 11, i32 undef, i32 undef, i32 17, i32 undef, i32 21, i32 23, i32 25, i32 27, i32 29, i32 undef, i32 1, i32 3, i32 5, i32 7, i32 9>
  %I1046 = insertelement <2 x i1> %Cmp172, i1 %Cmp286, i32 1
  %B1047 = ashr <4 x i16> %Shuff444, %I370
  %ZE1048 = zext <8 x i1> %Tr745 to <8 x i64>
  %Sl1049 = select i1 %Sl209, i16 %E597, i16 %E803
  %Cmp1050 = icmp ugt i1 %Cmp997, %Sl132
  br i1 %Cmp1050, label %CF1809, label %CF1840

CF1840:                                           ; preds = %CF1809
  %L1051 = load <2 x i32>, <2 x i32>* %Sl717, align 8
  store <2 x i32> %L405, <2 x i32>* %Sl717, align 8
  %E1052 = extractelement <4 x i1> %Sl958, i32 2
  br i1 %E1052, label %CF1809, label %CF1819

CF1819:                                           ; preds = %CF1840
  %Shuff1053 = shufflevector <4 x i16> %Shuff705, <4 x i16> %Sl88, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I1054 = insertelement <4 x i16> %I498, i16 %Sl944, i32 3
  %Se1055 = sext <4 x i1> %Shuff689 to <4 x i64>
  %Sl1056 = select <16 x i1> %I476, <16 x i64> %B881, <16 x i64> %Sl860
  %Cmp1057 = icmp ugt i8 %ZE386, %Se139
  br i1 %Cmp1057, label %CF1732, label %CF1745

CF1745:                                           ; preds = %CF1745, %CF1858, %CF1819
  %L1058 = load i8, i8* %0, align 1
  store i8 %L339, i8* %0, align 1
  %E1059 = extractelement <8 x i32> %Shuff879, i32 4
  %Shuff1060 = shufflevector <4 x float> %Shuff962, <4 x float> %Shuff962, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I1061 = insertelement <2 x i32> %Shuff864, i32 %E112, i32 1
  %B1062 = lshr <2 x i32> %B291, %L893
  %Se1063 = sext i16 3015 to i64
  %Sl1064 = select i1 %E619, float %Tr737, float %E135
  %Cmp1065 = icmp uge i64 %E741, %E961
  br i1 %Cmp1065, label %CF1745, label %CF1818

CF1818:                                           ; preds = %CF1818, %CF1745
  %L1066 = load <2 x i32>, <2 x i32>* %Sl717, align 8
  store i8 %L411, i8* %0, align 1
  %E1067 = extractelement <8 x i32> %Shuff335, i32 3
  %Shuff1068 = shufflevector <4 x i16> %L10, <4 x i16> %B146, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I1069 = insertelement <8 x i8> %Tr882, i8 %L832, i32 0
  %B1070 = mul <4 x i16> %L604, %ZE692
  %Tr1071 = trunc <8 x i32> %I909 to <8 x i8>
  %Sl1072 = select i1 %Cmp241, <8 x i1> %Shuff842, <8 x i1> %Cmp218
  %Cmp1073 = icmp slt <1 x i1> %Cmp898, %Cmp66
  %L1074 = load <2 x i32>, <2 x i32>* %Sl717, align 8
  store double %L550, double* %PC500, align 8
  %E1075 = extractelement <8 x i8> %Shuff916, i32 5
  %Shuff1076 = shufflevector <4 x i16> %FC79, <4 x i16> %Sl524, <4 x i32> <i32 0, i32 2, i32 4, i32 undef>
  %I1077 = insertelement <16 x i64> %Shuff50, i64 %Se, i32 2
  %Tr1078 = trunc <4 x i16> %I422 to <4 x i8>
  %Sl1079 = select i1 %Sl365, i64 %4, i64 %Sl72
  %Cmp1080 = icmp eq i1 %Cmp678, %Cmp23
  br i1 %Cmp1080, label %CF1818, label %CF1858

CF1858:                                           ; preds = %CF1818
  %L1081 = load <1 x float>, <1 x float>* %Sl271, align 4
  store <2 x i32> %L642, <2 x i32>* %Sl717, align 8
  %E1082 = extractelement <8 x i8> %I621, i32 5
  %Shuff1083 = shufflevector <8 x i32> %Shuff, <8 x i32> %B423, <8 x i32> <i32 8, i32 10, i32 undef, i32 14, i32 undef, i32 undef, i32 undef, i32 6>
  %I1084 = insertelement <4 x i16> %Shuff977, i16 %B934, i32 2
  %Tr1085 = trunc <2 x i32> %L975 to <2 x i8>
  %Sl1086 = select <4 x i1> %Cmp625, <4 x float> %L983, <4 x float> %L48
  %Cmp1087 = icmp sge i8 %L488, %L581
  br i1 %Cmp1087, label %CF1745, label %CF1811

CF1811:                                           ; preds = %CF1811, %CF1842, %CF1858
  %L1088 = load i8, i8* %0, align 1
  store i16 %L427, i16* %PC178, align 2
  %E1089 = extractelement <4 x float> %Sl786, i32 2
  %Shuff1090 = shufflevector <4 x i16> %L104, <4 x i16> %L104, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I1091 = insertelement <2 x i32> %L118, i32 %E481, i32 1
  %Tr1092 = trunc i16 %L818 to i8
  %Sl1093 = select <4 x i1> %I767, <4 x i16> %B1009, <4 x i16> %L5
  %Cmp1094 = icmp ult i8 99, %FC394
  br i1 %Cmp1094, label %CF1811, label %CF1842

CF1842:                                           ; preds = %CF1811
  %L1095 = load double, double* %PC500, align 8
  store double %L503, double* %PC500, align 8
  %E1096 = extractelement <8 x i8> %B691, i32 4
  %Shuff1097 = shufflevector <2 x i1> zeroinitializer, <2 x i1> %Cmp726, <2 x i32> <i32 3, i32 1>
  %I1098 = insertelement <16 x i1> %Shuff644, i1 true, i32 5
  %B1099 = sdiv <1 x i8> %Tr254, %Tr254
  %Tr1100 = trunc i32 %Sl725 to i8
  %Sl1101 = select i1 %Cmp202, i32 %E720, i32 %FC
  %Cmp1102 = fcmp oeq <4 x float> %Shuff76, %FC708
  %L1103 = load i8, i8* %0, align 1
  store i8 %Sl800, i8* %0, align 1
  %E1104 = extractelement <8 x i32> %I222, i32 6
  %Shuff1105 = shufflevector <4 x i1> %Cmp509, <4 x i1> %Shuff940, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I1106 = insertelement <4 x i16> %I284, i16 %Sl920, i32 3
  %B1107 = xor <1 x i32> %I93, zeroinitializer
  %ZE1108 = zext <2 x i1> %Cmp831 to <2 x i32>
  %Sl1109 = select i1 %E420, <4 x i16> %I370, <4 x i16> %Sl548
  %Cmp1110 = fcmp uge double %L740, %L97
  br i1 %Cmp1110, label %CF1811, label %CF1816

CF1816:                                           ; preds = %CF1842
  %L1111 = load i16, i16* %PC178, align 2
  store i8 %L318, i8* %0, align 1
  %E1112 = extractelement <8 x i64> %Shuff369, i32 1
  %Shuff1113 = shufflevector <4 x float> %FC807, <4 x float> %L48, <4 x i32> <i32 4, i32 6, i32 undef, i32 2>
  %I1114 = insertelement <2 x i1> %Shuff26, i1 %Sl950, i32 0
  %B1115 = mul <8 x i64> %ZE, %B577
  %FC1116 = uitofp <4 x i16> %Shuff1030 to <4 x float>
  %Sl1117 = select <1 x i1> %Shuff1022, <1 x double> %FC815, <1 x double> %FC753
  %Cmp1118 = icmp ne <4 x i16> %Sl316, %Shuff1000
  %L1119 = load <4 x float>, <4 x float>* %A1, align 16
  store <2 x i32> %I1061, <2 x i32>* %Sl717, align 8
  %E1120 = extractelement <16 x i1> %Sl867, i32 12
  br i1 %E1120, label %CF1702, label %CF1731

CF1731:                                           ; preds = %CF1731, %CF1796, %CF1816
  %Shuff1121 = shufflevector <4 x i16> %B63, <4 x i16> %Sl1018, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I1122 = insertelement <4 x i1> %Tr246, i1 %Cmp839, i32 1
  %B1123 = xor <8 x i16> %Tr1002, %ZE646
  %FC1124 = fptoui double %FC186 to i1
  br i1 %FC1124, label %CF1731, label %CF1796

CF1796:                                           ; preds = %CF1731
  %Sl1125 = select <1 x i1> %Shuff758, <1 x i1> %Cmp388, <1 x i1> %Sl263
  %Cmp1126 = icmp uge <2 x i1> %Shuff598, %Cmp726
  %L1127 = load <2 x i32>, <2 x i32>* %Sl717, align 8
  store i16 %L287, i16* %PC178, align 2
  %E1128 = extractelement <2 x i1> %Shuff820, i32 0
  br i1 %E1128, label %CF1731, label %CF1762

CF1762:                                           ; preds = %CF1796
  %Shuff1129 = shufflevector <4 x i16> %I51, <4 x i16> %B415, <4 x i32> <i32 undef, i32 undef, i32 undef, i32 5>
  %I1130 = insertelement <4 x i16> %Shuff167, i16 %E68, i32 1
  %FC1131 = uitofp <2 x i1> %I199 to <2 x double>
  %Sl1132 = select <4 x i1> %Cmp572, <4 x i16> %I1039, <4 x i16> %I736
  %Cmp1133 = icmp ult <1 x i32> %B910, %I783
  %L1134 = load i8, i8* %0, align 1
  store i8 %Sl981, i8* %0, align 1
  %E1135 = extractelement <8 x i1> %Tr700, i32 6
  br i1 %E1135, label %CF1702, label %CF1706

CF1706:                                           ; preds = %CF1762
  %Shuff1136 = shufflevector <4 x i16> %Shuff376, <4 x i16> %B415, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I1137 = insertelement <2 x i32> %L473, i32 %E390, i32 1
  %Se1138 = sext <8 x i1> %Shuff842 to <8 x i8>
  %Sl1139 = select i1 %Cmp, i16 %Tr131, i16 %B514
  %Cmp1140 = icmp ugt i32 %Sl38, %Sl904
  br i1 %Cmp1140, label %CF, label %CF1667

CF1667:                                           ; preds = %CF1667, %CF1813, %CF1704, %CF1698, %CF1706
  %L1141 = load <2 x i32>, <2 x i32>* %Sl65, align 8
  store <2 x i32> %Shuff536, <2 x i32>* %Sl717, align 8
  %E1142 = extractelement <4 x i1> %Shuff213, i32 3
  br i1 %E1142, label %CF1667, label %CF1813

CF1813:                                           ; preds = %CF1667
  %Shuff1143 = shufflevector <16 x i16> %Tr639, <16 x i16> %I865, <16 x i32> <i32 18, i32 20, i32 22, i32 24, i32 26, i32 undef, i32 undef, i32 undef, i32 2, i32 undef, i32 6, i32 8, i32 undef, i32 12, i32 14, i32 16>
  %I1144 = insertelement <4 x i16> %Shuff429, i16 %E466, i32 0
  %B1145 = and i32 %E11, 244331
  %Tr1146 = trunc <8 x i64> %Shuff369 to <8 x i1>
  %Sl1147 = select i1 %Sl323, <2 x i1> %Shuff106, <2 x i1> %I62
  %Cmp1148 = fcmp ord <8 x float> %Sl654, %FC193
  %L1149 = load i16, i16* %PC178, align 2
  store i8 %L303, i8* %0, align 1
  %E1150 = extractelement <4 x i16> %B161, i32 1
  %Shuff1151 = shufflevector <8 x i64> %Sl232, <8 x i64> %Shuff413, <8 x i32> <i32 12, i32 undef, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10>
  %I1152 = insertelement <1 x float> %L885, float %E135, i32 0
  %Tr1153 = trunc <2 x i32> %L810 to <2 x i8>
  %Sl1154 = select <4 x i1> %Shuff689, <4 x i16> %Shuff1015, <4 x i16> %I941
  %Cmp1155 = icmp ne <1 x i32> %I613, %I783
  %L1156 = load i16, i16* %PC178, align 2
  store i8 %L325, i8* %0, align 1
  %E1157 = extractelement <16 x i64> %Sl830, i32 2
  %Shuff1158 = shufflevector <1 x i32> %Shuff305, <1 x i32> %I613, <1 x i32> <i32 1>
  %I1159 = insertelement <2 x i32> %B484, i32 %ZE935, i32 1
  %B1160 = xor <4 x i16> %Sl579, %L618
  %Tr1161 = trunc i32 -1 to i16
  %Sl1162 = select i1 %Cmp23, i1 %E1120, i1 %Cmp884
  br i1 %Sl1162, label %CF1667, label %CF1704

CF1704:                                           ; preds = %CF1813
  %Cmp1163 = icmp eq <4 x i16> %I260, %Sl647
  %L1164 = load i8, i8* %0, align 1
  store <2 x i32> %L118, <2 x i32>* %Sl65, align 8
  %E1165 = extractelement <16 x double> %FC903, i32 10
  %Shuff1166 = shufflevector <1 x i1> %Shuff849, <1 x i1> %Shuff1022, <1 x i32> <i32 1>
  %I1167 = insertelement <16 x i64> %Shuff482, i64 %B814, i32 1
  %B1168 = or <2 x i32> %L1074, %I722
  %Se1169 = sext i8 %Tr851 to i16
  %Sl1170 = select i1 %Sl912, i32 %ZE965, i32 %B889
  %Cmp1171 = icmp slt i1 %Cmp317, %E619
  br i1 %Cmp1171, label %CF1667, label %CF1698

CF1698:                                           ; preds = %CF1704
  %L1172 = load i8, i8* %0, align 1
  store i8 %Se278, i8* %0, align 1
  %E1173 = extractelement <16 x i1> %Sl301, i32 3
  br i1 %E1173, label %CF1667, label %CF1669

CF1669:                                           ; preds = %CF1669, %CF1837, %CF1748, %CF1800, %CF1698
  %Shuff1174 = shufflevector <16 x i64> %Shuff697, <16 x i64> %I1167, <16 x i32> <i32 undef, i32 8, i32 10, i32 undef, i32 14, i32 undef, i32 undef, i32 undef, i32 22, i32 24, i32 26, i32 28, i32 30, i32 0, i32 2, i32 4>
  %I1175 = insertelement <1 x double> %FC753, double %L946, i32 0
  %B1176 = udiv <4 x i16> %Shuff977, %I978
  %ZE1177 = zext i1 %E25 to i8
  %Sl1178 = select i1 %Cmp1027, i1 %E734, i1 %Cmp884
  br i1 %Sl1178, label %CF1669, label %CF1837

CF1837:                                           ; preds = %CF1669
  %Cmp1179 = icmp ule i1 %Cmp771, %Sl217
  br i1 %Cmp1179, label %CF1669, label %CF1730

CF1730:                                           ; preds = %CF1730, %CF1782, %CF1837
  %L1180 = load <2 x i32>, <2 x i32>* %Sl717, align 8
  store i8 %FC724, i8* %0, align 1
  %E1181 = extractelement <4 x i1> %Cmp456, i32 2
  br i1 %E1181, label %CF1730, label %CF1782

CF1782:                                           ; preds = %CF1730
  %Shuff1182 = shufflevector <8 x i8> %Shuff467, <8 x i8> zeroinitializer, <8 x i32> <i32 13, i32 15, i32 1, i32 undef, i32 5, i32 7, i32 undef, i32 11>
  %I1183 = insertelement <16 x i16> %Tr578, i16 %Se531, i32 15
  %FC1184 = sitofp i8 %E1082 to double
  %Sl1185 = select i1 %E, double* %PC, double* %PC500
  %Cmp1186 = icmp ule i1 %Tr224, %Cmp779
  br i1 %Cmp1186, label %CF1730, label %CF1739

CF1739:                                           ; preds = %CF1739, %CF1846, %CF1782
  %L1187 = load <2 x i32>, <2 x i32>* %Sl717, align 8
  store <2 x i32> %I743, <2 x i32>* %Sl717, align 8
  %E1188 = extractelement <4 x float> %I268, i32 0
  %Shuff1189 = shufflevector <16 x i64> %Shuff954, <16 x i64> %Shuff666, <16 x i32> <i32 3, i32 5, i32 7, i32 9, i32 11, i32 undef, i32 15, i32 17, i32 undef, i32 21, i32 23, i32 undef, i32 27, i32 29, i32 31, i32 1>
  %I1190 = insertelement <2 x i32> %Shuff459, i32 %B873, i32 1
  %Tr1191 = trunc <2 x i32> %L968 to <2 x i1>
  %Sl1192 = select i1 %Cmp286, <4 x i8> %Tr1078, <4 x i8> %FC358
  %Cmp1193 = icmp slt <8 x i32> %B438, %Sl875
  %L1194 = load double, double* %Sl1185, align 8
  store double %L97, double* %PC500, align 8
  %E1195 = extractelement <16 x i64> %I100, i32 9
  %Shuff1196 = shufflevector <16 x i16> %Tr639, <16 x i16> %Tr639, <16 x i32> <i32 28, i32 30, i32 0, i32 2, i32 undef, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 undef, i32 22, i32 24, i32 undef>
  %I1197 = insertelement <2 x i1> %Shuff106, i1 %Sl912, i32 0
  %B1198 = sub <4 x i16> %Shuff1053, %ZE692
  %Se1199 = sext <4 x i16> %I137 to <4 x i32>
  %Sl1200 = select <4 x i1> %Shuff213, <4 x i1> %Cmp418, <4 x i1> %Cmp809
  %Cmp1201 = icmp sgt <8 x i64> %ZE270, %B577
  %L1202 = load double, double* %PC500, align 8
  store <2 x i32> %L802, <2 x i32>* %Sl717, align 8
  %E1203 = extractelement <1 x i1> %Cmp1035, i32 0
  br i1 %E1203, label %CF1739, label %CF1815

CF1815:                                           ; preds = %CF1815, %CF1739
  %Shuff1204 = shufflevector <8 x i1> %Cmp603, <8 x i1> %Cmp587, <8 x i32> <i32 7, i32 9, i32 11, i32 13, i32 15, i32 1, i32 3, i32 5>
  %I1205 = insertelement <4 x i16> %B942, i16 %L1111, i32 1
  %B1206 = sdiv i16 %Sl247, %E68
  %FC1207 = sitofp <16 x i16> %Tr578 to <16 x double>
  %Sl1208 = select i1 true, i16 %L189, i16 %L869
  %Cmp1209 = icmp sgt i64 %Sl440, %E250
  br i1 %Cmp1209, label %CF1815, label %CF1846

CF1846:                                           ; preds = %CF1815
  %L1210 = load double, double* %PC500, align 8
  store <2 x i32> %Sl255, <2 x i32>* %Sl717, align 8
  %E1211 = extractelement <4 x i1> %Cmp1163, i32 2
  br i1 %E1211, label %CF1739, label %CF1748

CF1748:                                           ; preds = %CF1846
  %Shuff1212 = shufflevector <8 x i32> zeroinitializer, <8 x i32> %B177, <8 x i32> <i32 1, i32 3, i32 5, i32 undef, i32 9, i32 11, i32 13, i32 15>
  %I1213 = insertelement <1 x float> %L960, float %Sl1064, i32 0
  %Sl1214 = select <4 x i1> %Cmp418, <4 x i16> %Sl548, <4 x i16> %L10
  %Cmp1215 = icmp eq <8 x i1> %Cmp655, %Cmp817
  %L1216 = load <2 x i32>, <2 x i32>* %Sl717, align 8
  store <2 x i32> %B638, <2 x i32>* %Sl717, align 8
  %E1217 = extractelement <16 x i64> %Shuff19, i32 6
  %Shuff1218 = shufflevector <2 x i32> %I1061, <2 x i32> %L802, <2 x i32> <i32 1, i32 3>
  %I1219 = insertelement <4 x i1> %Shuff289, i1 %Cmp921, i32 3
  %B1220 = add <16 x i64> %Sl928, %Shuff666
  %FC1221 = sitofp <8 x i32> %I56 to <8 x double>
  %Sl1222 = select i1 %E543, <2 x i32> %L165, <2 x i32> %L893
  %Cmp1223 = icmp uge <8 x i8> %Shuff620, %Sl379
  %L1224 = load double, double* %Sl1185, align 8
  store double %L1095, double* %PC500, align 8
  %E1225 = extractelement <1 x i32> %Se615, i32 0
  %Shuff1226 = shufflevector <8 x i32> %B, <8 x i32> %Shuff651, <8 x i32> <i32 undef, i32 undef, i32 12, i32 14, i32 0, i32 2, i32 4, i32 6>
  %I1227 = insertelement <4 x i1> %Shuff721, i1 true, i32 2
  %B1228 = sdiv i8 %B707, %L1013
  %Sl1229 = select <2 x i1> %Cmp861, <2 x i32> %Sl501, <2 x i32> %Shuff383
  %Cmp1230 = icmp ugt <4 x i16> %B322, %I821
  %L1231 = load double, double* %Sl1185, align 8
  store double %Sl417, double* %Sl1185, align 8
  %E1232 = extractelement <4 x i16> %Shuff191, i32 2
  %Shuff1233 = shufflevector <16 x i64> %Shuff1174, <16 x i64> %Shuff407, <16 x i32> <i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 1, i32 3, i32 5, i32 undef, i32 9, i32 11, i32 13, i32 15>
  %I1234 = insertelement <4 x i1> %I767, i1 %E420, i32 3
  %B1235 = shl <8 x i32> %I245, %Shuff490
  %Sl1236 = select i1 %Tr87, i1 %E712, i1 %Sl387
  br i1 %Sl1236, label %CF1669, label %CF1729

CF1729:                                           ; preds = %CF1729, %CF1823, %CF1748
  %Cmp1237 = icmp ult <8 x i8> %Shuff620, %I168
  %L1238 = load double, double* %Sl1185, align 8
  store i16 %E119, i16* %PC178, align 2
  %E1239 = extractelement <1 x float> %I955, i32 0
  %Shuff1240 = shufflevector <1 x i32> %Shuff84, <1 x i32> %Shuff520, <1 x i32> undef
  %I1241 = insertelement <16 x i64> zeroinitializer, i64 %E961, i32 13
  %B1242 = lshr i16 %E243, -10725
  %Se1243 = sext i8 %L581 to i16
  %Sl1244 = select <8 x i1> %Cmp117, <8 x i16> %Tr769, <8 x i16> %ZE646
  %Cmp1245 = fcmp uno float %E574, %Sl395
  br i1 %Cmp1245, label %CF1729, label %CF1823

CF1823:                                           ; preds = %CF1729
  %L1246 = load i16, i16* %PC178, align 2
  store double %Sl669, double* %PC500, align 8
  %E1247 = extractelement <2 x i64> %Se402, i32 0
  %Shuff1248 = shufflevector <2 x i1> %Shuff729, <2 x i1> %I13, <2 x i32> <i32 3, i32 1>
  %I1249 = insertelement <8 x i32> %B1235, i32 %E999, i32 1
  %Sl1250 = select i1 %E543, i16 %Tr1033, i16 %L265
  %Cmp1251 = icmp ult i32 %B1145, %E765
  br i1 %Cmp1251, label %CF1729, label %CF1800

CF1800:                                           ; preds = %CF1823
  %L1252 = load <2 x i32>, <2 x i32>* %Sl717, align 8
  store double %L946, double* %Sl1185, align 8
  %E1253 = extractelement <16 x i1> %Cmp110, i32 11
  br i1 %E1253, label %CF1669, label %CF1672

CF1672:                                           ; preds = %CF1672, %CF1800
  %Shuff1254 = shufflevector <16 x i64> %I437, <16 x i64> %Shuff152, <16 x i32> <i32 30, i32 0, i32 2, i32 undef, i32 6, i32 undef, i32 10, i32 undef, i32 14, i32 16, i32 undef, i32 20, i32 undef, i32 24, i32 26, i32 28>
  %I1255 = insertelement <4 x i16> %Shuff970, i16 %E151, i32 0
  %ZE1256 = zext <8 x i1> %I971 to <8 x i64>
  %Sl1257 = select i1 %Cmp286, i1 %E811, i1 %E443
  br i1 %Sl1257, label %CF1672, label %CF1742

CF1742:                                           ; preds = %CF1742, %CF1810, %CF1831, %CF1672
  %Cmp1258 = icmp ne <16 x i1> %I568, %Cmp380
  %L1259 = load double, double* %Sl1185, align 8
  store i16 %B1032, i16* %PC178, align 2
  %E1260 = extractelement <4 x i1> %Shuff512, i32 0
  br i1 %E1260, label %CF1742, label %CF1810

CF1810:                                           ; preds = %CF1742
  %Shuff1261 = shufflevector <4 x i16> %B215, <4 x i16> %I370, <4 x i32> <i32 7, i32 undef, i32 3, i32 5>
  %I1262 = insertelement <4 x i16> %Shuff159, i16 %E98, i32 1
  %B1263 = shl <8 x i8> %B994, %Shuff612
  %FC1264 = sitofp <8 x i32> %I909 to <8 x float>
  %Sl1265 = select i1 %Sl365, i1 %FC1124, i1 %Cmp286
  br i1 %Sl1265, label %CF1742, label %CF1801

CF1801:                                           ; preds = %CF1801, %CF1810
  %Cmp1266 = icmp slt <4 x i16> %Sl640, %B415
  %L1267 = load double, double* %PC500, align 8
  store i16 %L234, i16* %PC178, align 2
  %E1268 = extractelement <4 x i16> %Shuff827, i32 2
  %Shuff1269 = shufflevector <8 x i32> zeroinitializer, <8 x i32> %Sl875, <8 x i32> <i32 9, i32 11, i32 13, i32 undef, i32 1, i32 3, i32 5, i32 7>
  %I1270 = insertelement <4 x i16> %Sl316, i16 %L1111, i32 3
  %Sl1271 = select i1 %Cmp982, i1 %Sl209, i1 %Sl323
  br i1 %Sl1271, label %CF1801, label %CF1808

CF1808:                                           ; preds = %CF1808, %CF1801
  %Cmp1272 = fcmp ule float %FC447, %E574
  br i1 %Cmp1272, label %CF1808, label %CF1829

CF1829:                                           ; preds = %CF1829, %CF1808
  %L1273 = load i16, i16* %PC178, align 2
  store <2 x i32> %L118, <2 x i32>* %Sl717, align 8
  %E1274 = extractelement <2 x i1> %I1114, i32 1
  br i1 %E1274, label %CF1829, label %CF1831

CF1831:                                           ; preds = %CF1829
  %Shuff1275 = shufflevector <2 x i8> %ZE292, <2 x i8> %Se874, <2 x i32> <i32 0, i32 2>
  %I1276 = insertelement <2 x i32> %L1252, i32 %3, i32 0
  %B1277 = or <4 x i16> %Shuff1015, %I468
  %FC1278 = uitofp <2 x i32> %Sl501 to <2 x double>
  %Sl1279 = select <4 x i1> %Shuff940, <4 x i16> %B1017, <4 x i16> %Shuff475
  %Cmp1280 = icmp uge <1 x i1> %Shuff606, %Cmp149
  %L1281 = load <4 x i16>, <4 x i16>* %Sl, align 8
  store double %FC186, double* %Sl1185, align 8
  %E1282 = extractelement <4 x i1> %Shuff721, i32 0
  br i1 %E1282, label %CF1742, label %CF1752

CF1752:                                           ; preds = %CF1752, %CF1831
  %Shuff1283 = shufflevector <8 x i16> %ZE646, <8 x i16> %Tr1002, <8 x i32> <i32 15, i32 undef, i32 3, i32 5, i32 undef, i32 9, i32 undef, i32 13>
  %I1284 = insertelement <4 x i16> %Shuff505, i16 %E368, i32 1
  %B1285 = sdiv <4 x i16> %I1039, %Shuff750
  %Tr1286 = trunc <4 x i16> %B522 to <4 x i8>
  %Sl1287 = select <2 x i1> %Shuff452, <2 x i1> %I584, <2 x i1> %Cmp525
  %Cmp1288 = icmp ule i32 %E999, %3
  br i1 %Cmp1288, label %CF1752, label %CF1806

CF1806:                                           ; preds = %CF1752
  %L1289 = load double, double* %Sl1185, align 8
  store double %E1165, double* %Sl1185, align 8
  %E1290 = extractelement <2 x float> %FC29, i32 0
  %Shuff1291 = shufflevector <8 x i8> %I408, <8 x i8> %I168, <8 x i32> <i32 undef, i32 11, i32 13, i32 15, i32 1, i32 undef, i32 5, i32 7>
  %I1292 = insertelement <8 x i1> %Shuff349, i1 %E543, i32 3
  %B1293 = or <2 x i32> %I682, %L53
  %Sl1294 = select i1 %E915, i32 %Sl594, i32 %E976
  %Cmp1295 = icmp slt <4 x i16> %Sl693, %Shuff159
  %L1296 = load double, double* %PC500, align 8
  store i16 %Sl701, i16* %PC178, align 2
  %E1297 = extractelement <2 x i32> %L1180, i32 1
  %Shuff1298 = shufflevector <2 x i32> %L1074, <2 x i32> %B638, <2 x i32> <i32 2, i32 undef>
  %I1299 = insertelement <1 x i32> zeroinitializer, i32 %B207, i32 0
  %B1300 = udiv i16 %Tr1033, %E368
  %PC1301 = bitcast i8* %PC45 to i1*
  %Sl1302 = select i1 %Cmp1094, <8 x i1> %I1008, <8 x i1> %Cmp1193
  %Cmp1303 = icmp sge <4 x i1> %Tr246, %Cmp58
  %L1304 = load double, double* %Sl1185, align 8
  store i16 %B314, i16* %PC178, align 2
  %E1305 = extractelement <2 x i1> %Shuff1248, i32 1
  br i1 %E1305, label %CF, label %CF1665

CF1665:                                           ; preds = %CF1665, %CF1780, %CF1839, %CF1679, %CF1767, %CF1806
  %Shuff1306 = shufflevector <16 x i1> %Cmp670, <16 x i1> %I568, <16 x i32> <i32 8, i32 10, i32 12, i32 14, i32 16, i32 undef, i32 20, i32 undef, i32 24, i32 26, i32 28, i32 30, i32 undef, i32 2, i32 4, i32 6>
  %I1307 = insertelement <8 x i32> %B343, i32 %Se623, i32 2
  %Se1308 = sext i16 %L234 to i32
  %Sl1309 = select <8 x i1> %Sl1072, <8 x i1> %Cmp755, <8 x i1> %Tr1146
  %Cmp1310 = icmp uge i1 %Tr378, %Cmp884
  br i1 %Cmp1310, label %CF1665, label %CF1780

CF1780:                                           ; preds = %CF1665
  %L1311 = load double, double* %Sl1185, align 8
  store <2 x i32> %L1216, <2 x i32>* %Sl717, align 8
  %E1312 = extractelement <1 x i1> %Shuff1022, i32 0
  br i1 %E1312, label %CF1665, label %CF1738

CF1738:                                           ; preds = %CF1738, %CF1833, %CF1780
  %Shuff1313 = shufflevector <8 x i1> %Sl616, <8 x i1> %I645, <8 x i32> <i32 15, i32 1, i32 undef, i32 5, i32 7, i32 undef, i32 11, i32 13>
  %I1314 = insertelement <2 x i1> %Shuff26, i1 %Cmp884, i32 1
  %B1315 = xor i64 %Se972, %Sl240
  %FC1316 = sitofp <2 x i32> %L1141 to <2 x double>
  %Sl1317 = select i1 %Cmp839, float %E1188, float %Tr737
  %L1318 = load double, double* %Sl1185, align 8
  store double %L862, double* %PC500, align 8
  %E1319 = extractelement <8 x i1> %Cmp218, i32 5
  br i1 %E1319, label %CF1738, label %CF1833

CF1833:                                           ; preds = %CF1738
  %Shuff1320 = shufflevector <4 x i16> %Shuff1136, <4 x i16> %Shuff1136, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I1321 = insertelement <16 x i1> %Cmp1258, i1 %Tr785, i32 2
  %B1322 = xor i32 %E390, 195463
  %Sl1323 = select i1 %Cmp839, i8 %ZE1177, i8 %Se147
  %Cmp1324 = icmp eq i32 %3, %E1225
  br i1 %Cmp1324, label %CF1738, label %CF1747

CF1747:                                           ; preds = %CF1747, %CF1833
  %L1325 = load <1 x float>, <1 x float>* %A, align 4
  store i16 %E174, i16* %PC178, align 2
  %E1326 = extractelement <1 x float> %L711, i32 0
  %Shuff1327 = shufflevector <1 x i1> %Cmp898, <1 x i1> %Cmp149, <1 x i32> <i32 1>
  %I1328 = insertelement <1 x i32> %I783, i32 %B873, i32 0
  %B1329 = and i32 %E112, %E451
  %Tr1330 = fptrunc <1 x double> %FC753 to <1 x float>
  %Sl1331 = select i1 %E734, double %L1296, double %L1318
  %Cmp1332 = icmp ult i16 %E627, %B1032
  br i1 %Cmp1332, label %CF1747, label %CF1839

CF1839:                                           ; preds = %CF1747
  %L1333 = load i8, i8* %PC45, align 1
  store double %FC186, double* %Sl1185, align 8
  %E1334 = extractelement <8 x i1> %Cmp603, i32 5
  br i1 %E1334, label %CF1665, label %CF1677

CF1677:                                           ; preds = %CF1677, %CF1826, %CF1839
  %Shuff1335 = shufflevector <4 x i16> %Shuff356, <4 x i16> %I1255, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I1336 = insertelement <4 x i16> %Shuff705, i16 %Sl345, i32 2
  %B1337 = mul <8 x i32> %Shuff42, %I714
  %FC1338 = sitofp i32 %E688 to float
  %Sl1339 = select i1 %E619, i64 %Sl148, i64 %E1157
  %Cmp1340 = icmp sge i32 %B130, %E765
  br i1 %Cmp1340, label %CF1677, label %CF1826

CF1826:                                           ; preds = %CF1677
  %L1341 = load double, double* %PC500, align 8
  store <2 x i32> %Sl816, <2 x i32>* %Sl717, align 8
  %E1342 = extractelement <4 x i16> %Shuff705, i32 0
  %Shuff1343 = shufflevector <1 x float> %L, <1 x float> %L1081, <1 x i32> <i32 1>
  %I1344 = insertelement <4 x i16> %L90, i16 %B715, i32 3
  %B1345 = and <4 x i16> %L32, %L134
  %Sl1346 = select i1 %E749, i32 %Se623, i32 %E999
  %Cmp1347 = icmp eq i32 %E91, 52339
  br i1 %Cmp1347, label %CF1677, label %CF1679

CF1679:                                           ; preds = %CF1826
  %L1348 = load i1, i1* %PC1301, align 1
  br i1 %L1348, label %CF1665, label %CF1676

CF1676:                                           ; preds = %CF1676, %CF1679
  store double %Sl417, double* %PC500, align 8
  %E1349 = extractelement <2 x i32> %L473, i32 0
  %Shuff1350 = shufflevector <2 x i32> %Sl501, <2 x i32> %B638, <2 x i32> <i32 1, i32 3>
  %I1351 = insertelement <4 x i1> %Shuff940, i1 %E543, i32 3
  %B1352 = mul <4 x i16> %I872, %I468
  %FC1353 = sitofp <1 x i32> %I613 to <1 x double>
  %Sl1354 = select i1 %Sl912, <4 x i16> %I1054, <4 x i16> %Shuff750
  %Cmp1355 = fcmp uno double %FC115, %B799
  br i1 %Cmp1355, label %CF1676, label %CF1749

CF1749:                                           ; preds = %CF1749, %CF1824, %CF1866, %CF1676
  %L1356 = load i16, i16* %PC178, align 2
  store double %L679, double* %Sl1185, align 8
  %E1357 = extractelement <4 x i16> %I978, i32 1
  %Shuff1358 = shufflevector <4 x i1> %Cmp133, <4 x i1> %I1219, <4 x i32> <i32 undef, i32 2, i32 4, i32 6>
  %I1359 = insertelement <16 x i1> %Cmp16, i1 %Cmp959, i32 2
  %Sl1360 = select i1 %Cmp433, i1 %E611, i1 %E1211
  br i1 %Sl1360, label %CF1749, label %CF1790

CF1790:                                           ; preds = %CF1790, %CF1749
  %Cmp1361 = icmp ugt <4 x i16> %Shuff1129, %B1160
  %L1362 = load i16, i16* %PC178, align 2
  store double %L1036, double* %Sl1185, align 8
  %E1363 = extractelement <4 x i16> %Shuff1000, i32 0
  %Shuff1364 = shufflevector <16 x i1> %Cmp595, <16 x i1> %Cmp110, <16 x i32> <i32 23, i32 25, i32 undef, i32 29, i32 31, i32 1, i32 3, i32 5, i32 undef, i32 undef, i32 11, i32 13, i32 15, i32 undef, i32 19, i32 21>
  %I1365 = insertelement <4 x i16> %Shuff1090, i16 %B514, i32 1
  %B1366 = xor i64 %E197, %B1315
  %Sl1367 = select <8 x i1> %Sl1072, <8 x i1> %Cmp846, <8 x i1> %Cmp817
  %Cmp1368 = icmp ule i64 %Se859, %E1112
  br i1 %Cmp1368, label %CF1790, label %CF1803

CF1803:                                           ; preds = %CF1803, %CF1790
  %L1369 = load double, double* %Sl1185, align 8
  store double %B538, double* %PC500, align 8
  %E1370 = extractelement <2 x i8> %ZE292, i32 0
  %Shuff1371 = shufflevector <16 x i64> %Shuff152, <16 x i64> %B881, <16 x i32> <i32 13, i32 15, i32 17, i32 undef, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11>
  %I1372 = insertelement <4 x i16> %I306, i16 %L181, i32 3
  %B1373 = sdiv <4 x i16> %I468, %Shuff1121
  %ZE1374 = zext <2 x i1> %Sl1147 to <2 x i32>
  %Sl1375 = select i1 %Cmp1251, <4 x i1> %Cmp332, <4 x i1> %I1351
  %Cmp1376 = icmp ne <4 x i16> %Shuff774, %I759
  %L1377 = load <2 x i32>, <2 x i32>* %Sl717, align 8
  store i16 %L374, i16* %PC178, align 2
  %E1378 = extractelement <2 x i32> %Sl816, i32 1
  %Shuff1379 = shufflevector <4 x i1> %Cmp556, <4 x i1> %Tr208, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I1380 = insertelement <16 x i64> %Shuff1233, i64 %E398, i32 2
  %B1381 = fsub double %L1036, %L1341
  %ZE1382 = zext i8 %L656 to i32
  %Sl1383 = select i1 %Cmp180, <2 x i1> %Cmp280, <2 x i1> zeroinitializer
  %Cmp1384 = icmp ule i32 %L40, %E489
  br i1 %Cmp1384, label %CF1803, label %CF1824

CF1824:                                           ; preds = %CF1803
  %L1385 = load <2 x i32>, <2 x i32>* %Sl65, align 8
  store <2 x i32> %I1276, <2 x i32>* %Sl717, align 8
  %E1386 = extractelement <16 x i64> %Shuff19, i32 5
  %Shuff1387 = shufflevector <16 x i64> %Shuff19, <16 x i64> %I599, <16 x i32> <i32 8, i32 undef, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 undef, i32 26, i32 undef, i32 30, i32 0, i32 2, i32 4, i32 6>
  %I1388 = insertelement <8 x i1> %Shuff1204, i1 %Cmp1080, i32 2
  %B1389 = srem i16 %E597, %L818
  %ZE1390 = fpext <1 x float> %I698 to <1 x double>
  %Sl1391 = select i1 %E158, <4 x i1> %Shuff1379, <4 x i1> %Cmp494
  %Cmp1392 = icmp eq <1 x i32> %Shuff7, %B1107
  %L1393 = load <2 x i32>, <2 x i32>* %Sl717, align 8
  store double %L1311, double* %Sl1185, align 8
  %E1394 = extractelement <4 x i16> %Shuff790, i32 3
  %Shuff1395 = shufflevector <4 x i16> %Shuff1015, <4 x i16> %Shuff175, <4 x i32> <i32 2, i32 4, i32 6, i32 undef>
  %I1396 = insertelement <16 x i64> %Shuff666, i64 %Sl662, i32 12
  %B1397 = srem <8 x i16> %Sl1244, %ZE646
  %ZE1398 = fpext <4 x float> %Shuff1038 to <4 x double>
  %Sl1399 = select i1 %E643, <16 x i1> %Cmp16, <16 x i1> %Cmp1258
  %Cmp1400 = icmp ne <16 x i64> %Sl738, %I214
  %L1401 = load double, double* %Sl1185, align 8
  store double %E1165, double* %Sl1185, align 8
  %E1402 = extractelement <2 x i32> %Shuff436, i32 1
  %Shuff1403 = shufflevector <8 x float> %FC1264, <8 x float> %FC1264, <8 x i32> <i32 4, i32 undef, i32 8, i32 10, i32 undef, i32 undef, i32 0, i32 2>
  %I1404 = insertelement <4 x i16> %Shuff1261, i16 %E119, i32 2
  %B1405 = srem <8 x i32> %Shuff42, %Shuff1083
  %Sl1406 = select <16 x i1> %I476, <16 x i64> %I1241, <16 x i64> %I437
  %Cmp1407 = icmp sge i1 %L1348, true
  br i1 %Cmp1407, label %CF1749, label %CF1776

CF1776:                                           ; preds = %CF1776, %CF1824
  %L1408 = load double, double* %Sl1185, align 8
  store i16 %B630, i16* %PC178, align 2
  %E1409 = extractelement <2 x i32> %L922, i32 0
  %Shuff1410 = shufflevector <2 x i1> %Cmp410, <2 x i1> %Shuff636, <2 x i32> <i32 1, i32 3>
  %I1411 = insertelement <1 x float> %L960, float %E135, i32 0
  %B1412 = urem <4 x i16> %Shuff1076, %L24
  %Tr1413 = trunc i8 %L488 to i1
  br i1 %Tr1413, label %CF1776, label %CF1866

CF1866:                                           ; preds = %CF1776
  %Sl1414 = select i1 %Cmp1368, i1 %Cmp317, i1 %Cmp839
  br i1 %Sl1414, label %CF1749, label %CF1767

CF1767:                                           ; preds = %CF1866
  %Cmp1415 = fcmp ult float %E135, %E135
  br i1 %Cmp1415, label %CF1665, label %CF1666

CF1666:                                           ; preds = %CF1666, %CF1870, %CF1865, %CF1828, %CF1724, %CF1760, %CF1691, %CF1767
  %L1416 = load <2 x i32>, <2 x i32>* %Sl717, align 8
  store double %L97, double* %PC500, align 8
  %E1417 = extractelement <1 x i1> %Cmp517, i32 0
  br i1 %E1417, label %CF1666, label %CF1870

CF1870:                                           ; preds = %CF1666
  %Shuff1418 = shufflevector <8 x i1> %Cmp1004, <8 x i1> %Sl1072, <8 x i32> <i32 7, i32 9, i32 11, i32 13, i32 15, i32 undef, i32 3, i32 5>
  %I1419 = insertelement <4 x i16> %Shuff1136, i16 %B744, i32 1
  %B1420 = fsub double %L1238, %L97
  %Tr1421 = trunc i16 %L634 to i1
  br i1 %Tr1421, label %CF1666, label %CF1865

CF1865:                                           ; preds = %CF1870
  %Sl1422 = select i1 %Tr785, i8 %L1088, i8 %Se139
  %Cmp1423 = icmp slt <2 x i32> %I857, %Shuff1350
  %L1424 = load double, double* %Sl1185, align 8
  store double %L503, double* %PC500, align 8
  %E1425 = extractelement <2 x i32> %L1385, i32 0
  %Shuff1426 = shufflevector <2 x i32> %Shuff459, <2 x i32> %I1091, <2 x i32> <i32 1, i32 3>
  %I1427 = insertelement <1 x i32> %Sl187, i32 %E826, i32 0
  %Sl1428 = select i1 %Cmp1355, float %E60, float %E870
  %Cmp1429 = icmp uge <8 x i1> %Cmp1004, %Cmp1215
  %L1430 = load double, double* %PC500, align 8
  store i1 %E1253, i1* %PC1301, align 1
  %E1431 = extractelement <2 x i32> %L142, i32 1
  %Shuff1432 = shufflevector <8 x i1> %Shuff1313, <8 x i1> %Cmp892, <8 x i32> <i32 8, i32 undef, i32 12, i32 14, i32 0, i32 2, i32 4, i32 6>
  %I1433 = insertelement <4 x i1> %Cmp564, i1 %Sl1162, i32 2
  %B1434 = fadd double %L1289, %FC315
  %Tr1435 = trunc <2 x i32> %I1061 to <2 x i1>
  %Sl1436 = select i1 %E420, <2 x i1> %Cmp541, <2 x i1> %Cmp125
  %Cmp1437 = icmp sgt <4 x i16> %B1198, %I1365
  %L1438 = load i16, i16* %PC178, align 2
  store double %L17, double* %Sl1185, align 8
  %E1439 = extractelement <2 x i32> %L1252, i32 1
  %Shuff1440 = shufflevector <8 x i64> %B577, <8 x i64> %Sl232, <8 x i32> <i32 2, i32 undef, i32 6, i32 undef, i32 10, i32 12, i32 14, i32 0>
  %I1441 = insertelement <16 x i64> %Shuff954, i64 %B138, i32 4
  %B1442 = urem i64 %E474, 214227
  %FC1443 = uitofp <8 x i64> %ZE to <8 x float>
  %Sl1444 = select <2 x i1> %Shuff452, <2 x i1> %I835, <2 x i1> %Sl1287
  %Cmp1445 = icmp sgt <4 x i1> %I813, %Cmp702
  %L1446 = load <4 x float>, <4 x float>* %Sl30, align 16
  store i1 %E886, i1* %PC1301, align 1
  %E1447 = extractelement <16 x i64> %Shuff697, i32 10
  %Shuff1448 = shufflevector <8 x float> %FC1443, <8 x float> %Sl654, <8 x i32> <i32 13, i32 15, i32 undef, i32 3, i32 5, i32 7, i32 undef, i32 11>
  %I1449 = insertelement <4 x i1> %Cmp1102, i1 %Cmp202, i32 3
  %FC1450 = sitofp i32 %E1378 to double
  %Sl1451 = select i1 %E1120, <2 x i1> %Cmp525, <2 x i1> %Shuff1248
  %Cmp1452 = icmp eq i1 %Sl563, %E543
  br i1 %Cmp1452, label %CF1666, label %CF1740

CF1740:                                           ; preds = %CF1740, %CF1849, %CF1865
  %L1453 = load i1, i1* %PC1301, align 1
  br i1 %L1453, label %CF1740, label %CF1849

CF1849:                                           ; preds = %CF1740
  store double %L1259, double* %PC500, align 8
  %E1454 = extractelement <8 x i64> %ZE1256, i32 1
  %Shuff1455 = shufflevector <2 x i1> %Shuff924, <2 x i1> %Cmp876, <2 x i32> <i32 0, i32 2>
  %I1456 = insertelement <8 x i1> %Cmp603, i1 %Cmp180, i32 2
  %Tr1457 = fptrunc double %Sl403 to float
  %Sl1458 = select i1 %E643, <4 x i16> %B653, <4 x i16> %L618
  %Cmp1459 = fcmp oge <1 x float> %L557, %L
  %L1460 = load i16, i16* %PC178, align 2
  store double %Sl372, double* %Sl1185, align 8
  %E1461 = extractelement <8 x i8> %Shuff567, i32 3
  %Shuff1462 = shufflevector <4 x i16> %Sl1093, <4 x i16> %L59, <4 x i32> <i32 undef, i32 undef, i32 2, i32 4>
  %I1463 = insertelement <8 x i8> %B994, i8 %L303, i32 0
  %B1464 = mul <4 x i16> %I370, %B415
  %FC1465 = sitofp i1 %Cmp256 to double
  %Sl1466 = select i1 %Cmp747, <2 x i1> %Sl1444, <2 x i1> %Shuff92
  %Cmp1467 = icmp sgt <1 x i32> %Sl22, %B1107
  %L1468 = load double, double* %Sl1185, align 8
  store double %L1224, double* %PC500, align 8
  %E1469 = extractelement <1 x i1> %I775, i32 0
  br i1 %E1469, label %CF1740, label %CF1797

CF1797:                                           ; preds = %CF1797, %CF1849
  %Shuff1470 = shufflevector <2 x i32> %L165, <2 x i32> %L118, <2 x i32> <i32 undef, i32 0>
  %I1471 = insertelement <4 x i16> %Sl1458, i16 3015, i32 0
  %ZE1472 = zext <2 x i1> %I328 to <2 x i16>
  %Sl1473 = select i1 %E288, i32 %B829, i32 %E6
  %Cmp1474 = icmp ugt i1 %Sl1257, %E543
  br i1 %Cmp1474, label %CF1797, label %CF1812

CF1812:                                           ; preds = %CF1812, %CF1797
  %L1475 = load double, double* %Sl1185, align 8
  store i1 %Sl1265, i1* %PC1301, align 1
  %E1476 = extractelement <16 x i64> %Shuff697, i32 8
  %Shuff1477 = shufflevector <16 x i64> zeroinitializer, <16 x i64> %I1167, <16 x i32> <i32 27, i32 29, i32 31, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 undef, i32 15, i32 17, i32 19, i32 21, i32 23, i32 undef>
  %I1478 = insertelement <8 x i8> %Shuff916, i8 %L832, i32 5
  %B1479 = udiv i16 %L287, %L1438
  %FC1480 = sitofp <2 x i32> %L1385 to <2 x float>
  %Sl1481 = select i1 %E105, double %FC554, double %Sl669
  %Cmp1482 = icmp ne <1 x i32> %I1427, %Sl187
  %L1483 = load <2 x i32>, <2 x i32>* %Sl717, align 8
  store i16 %L899, i16* %PC178, align 2
  %E1484 = extractelement <1 x i1> %Sl1125, i32 0
  br i1 %E1484, label %CF1812, label %CF1825

CF1825:                                           ; preds = %CF1825, %CF1869, %CF1812
  %Shuff1485 = shufflevector <8 x i32> %Shuff42, <8 x i32> %B1024, <8 x i32> <i32 5, i32 undef, i32 9, i32 undef, i32 undef, i32 15, i32 1, i32 3>
  %I1486 = insertelement <16 x i64> %Sl883, i64 %B1366, i32 7
  %ZE1487 = zext i1 %E41 to i16
  %Sl1488 = select i1 %E734, <8 x i32> %Shuff335, <8 x i32> %I576
  %Cmp1489 = icmp ule <2 x i32> %Shuff383, %L802
  %L1490 = load double, double* %Sl1185, align 8
  store double %L1224, double* %Sl1185, align 8
  %E1491 = extractelement <8 x i1> %Sl1302, i32 1
  br i1 %E1491, label %CF1825, label %CF1869

CF1869:                                           ; preds = %CF1825
  %Shuff1492 = shufflevector <2 x i32> %L802, <2 x i32> %B484, <2 x i32> <i32 0, i32 undef>
  %I1493 = insertelement <8 x i64> %ZE, i64 %Se972, i32 2
  %B1494 = or i32 %Sl594, %E1225
  %Tr1495 = trunc i32 %Sl904 to i8
  %Sl1496 = select i1 %Sl52, i16 %B514, i16 %E98
  %Cmp1497 = icmp ule <4 x i16> %Shuff1261, %L257
  %L1498 = load double, double* %Sl1185, align 8
  store i16 %E98, i16* %PC178, align 2
  %E1499 = extractelement <2 x i32> %L975, i32 1
  %Shuff1500 = shufflevector <4 x i16> %Shuff977, <4 x i16> %I321, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I1501 = insertelement <4 x i16> %I321, i16 %E98, i32 0
  %B1502 = sub i16 %L1273, %E1342
  %ZE1503 = zext i1 %Cmp1057 to i32
  %Sl1504 = select i1 %Cmp982, <2 x i1> %I377, <2 x i1> %Shuff1248
  %Cmp1505 = icmp slt i1 %Sl209, %Cmp937
  br i1 %Cmp1505, label %CF1825, label %CF1828

CF1828:                                           ; preds = %CF1869
  %L1506 = load <4 x i16>, <4 x i16>* %Sl, align 8
  store i16 %B1032, i16* %PC178, align 2
  %E1507 = extractelement <2 x i32> %ZE676, i32 1
  %Shuff1508 = shufflevector <1 x i32> %Sl187, <1 x i32> %Shuff305, <1 x i32> zeroinitializer
  %I1509 = insertelement <2 x i8> %Tr1153, i8 %L656, i32 0
  %Tr1510 = trunc <2 x i32> %L1051 to <2 x i1>
  %Sl1511 = select <4 x i1> %Cmp1163, <4 x i1> %Shuff940, <4 x i1> %Cmp332
  %Cmp1512 = icmp ule i1 %E49, %Sl1236
  br i1 %Cmp1512, label %CF1666, label %CF1724

CF1724:                                           ; preds = %CF1828
  %L1513 = load double, double* %PC500, align 8
  store i8 %B926, i8* %PC45, align 1
  %E1514 = extractelement <2 x i8> %Shuff1275, i32 0
  %Shuff1515 = shufflevector <4 x double> %FC716, <4 x double> %ZE1398, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I1516 = insertelement <8 x i32> %Shuff1212, i32 %B530, i32 3
  %ZE1517 = zext i8 %E1461 to i32
  %Sl1518 = select i1 %E734, <2 x i32> %Sl501, <2 x i32> %B484
  %Cmp1519 = icmp sge <4 x i16> %L134, %I872
  %L1520 = load i8, i8* %0, align 1
  store double %Sl669, double* %Sl1185, align 8
  %E1521 = extractelement <8 x i64> %Shuff413, i32 5
  %Shuff1522 = shufflevector <16 x i1> %Cmp670, <16 x i1> %I476, <16 x i32> <i32 16, i32 undef, i32 20, i32 22, i32 24, i32 undef, i32 undef, i32 30, i32 0, i32 2, i32 4, i32 undef, i32 8, i32 10, i32 12, i32 14>
  %I1523 = insertelement <4 x i1> %Shuff871, i1 %Sl563, i32 2
  %B1524 = ashr <4 x i16> %I252, %Shuff1320
  %FC1525 = sitofp i64 %B1315 to float
  %Sl1526 = select i1 %E1203, <1 x float> %L649, <1 x float> %L281
  %Cmp1527 = icmp ult i32 %E635, %Sl1294
  br i1 %Cmp1527, label %CF1666, label %CF1699

CF1699:                                           ; preds = %CF1699, %CF1859, %CF1822, %CF1764, %CF1778, %CF1724
  %L1528 = load <2 x i32>, <2 x i32>* %Sl717, align 8
  store <2 x i32> %B1293, <2 x i32>* %Sl717, align 8
  %E1529 = extractelement <2 x i1> %I880, i32 1
  br i1 %E1529, label %CF1699, label %CF1859

CF1859:                                           ; preds = %CF1699
  %Shuff1530 = shufflevector <8 x i1> %I645, <8 x i1> %Shuff349, <8 x i32> <i32 8, i32 10, i32 12, i32 14, i32 0, i32 2, i32 undef, i32 6>
  %I1531 = insertelement <2 x i1> %I1197, i1 %FC1124, i32 0
  %B1532 = sub i8 %L1103, %L656
  %FC1533 = sitofp i1 %Cmp839 to float
  %Sl1534 = select i1 true, <8 x float> %FC193, <8 x float> %FC507
  %Cmp1535 = icmp eq i1 %E611, %Cmp824
  br i1 %Cmp1535, label %CF1699, label %CF1822

CF1822:                                           ; preds = %CF1859
  %L1536 = load i8, i8* %0, align 1
  store double %B538, double* %Sl1185, align 8
  %E1537 = extractelement <2 x i1> %Shuff924, i32 1
  br i1 %E1537, label %CF1699, label %CF1764

CF1764:                                           ; preds = %CF1822
  %Shuff1538 = shufflevector <8 x i1> %Cmp218, <8 x i1> %Cmp817, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %I1539 = insertelement <4 x i1> %Cmp1519, i1 %E1135, i32 2
  %FC1540 = sitofp <16 x i64> %I214 to <16 x double>
  %Sl1541 = select i1 %Cmp1384, i32 %E672, i32 %B1494
  %Cmp1542 = icmp sge <2 x i32> %L1377, %B638
  %L1543 = load i1, i1* %PC1301, align 1
  br i1 %L1543, label %CF1699, label %CF1719

CF1719:                                           ; preds = %CF1719, %CF1764
  store double %Sl669, double* %Sl1185, align 8
  %E1544 = extractelement <4 x i16> %I1501, i32 2
  %Shuff1545 = shufflevector <8 x i32> %Shuff1212, <8 x i32> %Shuff1083, <8 x i32> <i32 9, i32 11, i32 13, i32 15, i32 1, i32 undef, i32 undef, i32 7>
  %I1546 = insertelement <4 x i16> %Shuff376, i16 %E1268, i32 3
  %B1547 = frem double %L17, %L1341
  %ZE1548 = zext <8 x i32> %Shuff1083 to <8 x i64>
  %Sl1549 = select i1 %Cmp449, <16 x i64> %I1486, <16 x i64> %Sl928
  %Cmp1550 = icmp eq i16 %L818, %L1438
  br i1 %Cmp1550, label %CF1719, label %CF1778

CF1778:                                           ; preds = %CF1719
  %L1551 = load i8, i8* %0, align 1
  store double %Sl669, double* %Sl1185, align 8
  %E1552 = extractelement <16 x i64> zeroinitializer, i32 1
  %Shuff1553 = shufflevector <1 x i32> %I93, <1 x i32> %Sl187, <1 x i32> zeroinitializer
  %I1554 = insertelement <16 x i1> %Cmp595, i1 %Cmp338, i32 8
  %FC1555 = uitofp i8 %Sl225 to double
  %Sl1556 = select i1 %Cmp801, double %B799, double %B538
  %Cmp1557 = icmp sgt i16 %L847, %B269
  br i1 %Cmp1557, label %CF1699, label %CF1713

CF1713:                                           ; preds = %CF1713, %CF1778
  %L1558 = load double, double* %PC500, align 8
  store <2 x i32> %I1190, <2 x i32>* %Sl717, align 8
  %E1559 = extractelement <4 x i16> %Shuff528, i32 1
  %Shuff1560 = shufflevector <2 x i32> %Shuff1426, <2 x i32> %Sl936, <2 x i32> <i32 undef, i32 2>
  %I1561 = insertelement <1 x i1> %Cmp441, i1 %Cmp302, i32 0
  %B1562 = shl <2 x i32> %L450, %I313
  %Se1563 = sext <2 x i32> %L1483 to <2 x i64>
  %Sl1564 = select <4 x i1> %Cmp396, <4 x i16> %I290, <4 x i16> %I284
  %L1565 = load double, double* %Sl1185, align 8
  store double %FC315, double* %Sl1185, align 8
  %E1566 = extractelement <4 x i16> %Sl540, i32 3
  %Shuff1567 = shufflevector <1 x float> %Shuff1343, <1 x float> %L281, <1 x i32> zeroinitializer
  %I1568 = insertelement <16 x i1> %Sl301, i1 %Cmp502, i32 14
  %BC1569 = bitcast i64 %B299 to double
  %Sl1570 = select i1 %Sl1162, <4 x i16> %I1262, <4 x i16> %Shuff908
  %Cmp1571 = icmp uge <8 x i8> %I621, %Tr102
  %L1572 = load double, double* %Sl1185, align 8
  store i16 %E1268, i16* %PC178, align 2
  %E1573 = extractelement <8 x i8> %Shuff916, i32 7
  %Shuff1574 = shufflevector <4 x float> %Shuff1060, <4 x float> %L48, <4 x i32> <i32 undef, i32 4, i32 6, i32 0>
  %I1575 = insertelement <4 x i1> %I1234, i1 %Cmp1452, i32 0
  %B1576 = fadd <1 x double> %I230, %I230
  %FC1577 = uitofp <4 x i16> %Shuff128 to <4 x double>
  %Sl1578 = select <16 x i1> %Cmp787, <16 x i64> %I114, <16 x i64> %I1167
  %Cmp1579 = icmp ule <4 x i16> %I370, %I336
  %L1580 = load i16, i16* %PC178, align 2
  store i8 %Tr1495, i8* %0, align 1
  %E1581 = extractelement <8 x i1> %Cmp587, i32 2
  br i1 %E1581, label %CF1713, label %CF1760

CF1760:                                           ; preds = %CF1713
  %Shuff1582 = shufflevector <8 x i32> %Shuff1083, <8 x i32> %B699, <8 x i32> <i32 undef, i32 7, i32 9, i32 11, i32 undef, i32 15, i32 1, i32 3>
  %I1583 = insertelement <16 x i64> %Shuff628, i64 %E741, i32 7
  %B1584 = frem double %Sl417, %L1490
  %ZE1585 = zext <2 x i1> %Cmp1126 to <2 x i32>
  %Sl1586 = select i1 %Cmp286, <4 x i16> %B63, <4 x i16> %I1205
  %Cmp1587 = fcmp one <4 x double> %Shuff1515, %FC631
  %L1588 = load double, double* %Sl1185, align 8
  store i8 %Sl1422, i8* %0, align 1
  %E1589 = extractelement <8 x i16> %FC684, i32 5
  %Shuff1590 = shufflevector <16 x i64> %I690, <16 x i64> %Shuff1189, <16 x i32> <i32 undef, i32 undef, i32 4, i32 6, i32 undef, i32 10, i32 12, i32 14, i32 undef, i32 18, i32 20, i32 22, i32 undef, i32 26, i32 28, i32 30>
  %I1591 = insertelement <2 x float> %FC29, float %Sl395, i32 0
  %Tr1592 = trunc <16 x i64> %Sl1549 to <16 x i32>
  %Sl1593 = select i1 %Cmp1407, i64 %Se1063, i64 %E1521
  %Cmp1594 = icmp sge i64 %Sl754, %Sl662
  br i1 %Cmp1594, label %CF1666, label %CF1691

CF1691:                                           ; preds = %CF1760
  %L1595 = load <1 x float>, <1 x float>* %Sl271, align 4
  store i8 %L211, i8* %0, align 1
  %E1596 = extractelement <2 x i32> %L53, i32 1
  %Shuff1597 = shufflevector <8 x i1> %Shuff735, <8 x i1> %I1008, <8 x i32> <i32 8, i32 10, i32 12, i32 14, i32 0, i32 2, i32 4, i32 6>
  %I1598 = insertelement <4 x i16> %Shuff1129, i16 %E1232, i32 2
  %B1599 = or <1 x i8> %FC777, %FC777
  %Tr1600 = trunc i16 %E311 to i8
  %Sl1601 = select i1 %Cmp694, i8 %B185, i8 %L219
  %Cmp1602 = icmp sgt i32 %Sl1294, %FC
  br i1 %Cmp1602, label %CF1666, label %CF1688

CF1688:                                           ; preds = %CF1688, %CF1844, %CF1845, %CF1691
  %L1603 = load double, double* %Sl1185, align 8
  store <2 x i32> %L1416, <2 x i32>* %Sl717, align 8
  %E1604 = extractelement <4 x i16> %Shuff1462, i32 3
  %Shuff1605 = shufflevector <8 x i1> %Cmp1237, <8 x i1> %Cmp817, <8 x i32> <i32 14, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12>
  %I1606 = insertelement <8 x i32> %Shuff1582, i32 %E696, i32 0
  %B1607 = ashr <8 x i8> %Tr102, %B1263
  %Sl1608 = select i1 %E105, <2 x double> %FC1278, <2 x double> %FC1131
  %Cmp1609 = icmp slt i16 %E1589, %Tr570
  br i1 %Cmp1609, label %CF1688, label %CF1772

CF1772:                                           ; preds = %CF1772, %CF1688
  %L1610 = load double, double* %Sl1185, align 8
  store i1 %Cmp982, i1* %PC1301, align 1
  %E1611 = extractelement <4 x i16> %B71, i32 1
  %Shuff1612 = shufflevector <16 x i64> %Shuff275, <16 x i64> %Shuff797, <16 x i32> <i32 undef, i32 undef, i32 8, i32 10, i32 12, i32 undef, i32 undef, i32 18, i32 20, i32 undef, i32 undef, i32 undef, i32 28, i32 30, i32 0, i32 2>
  %I1613 = insertelement <8 x i32> %B44, i32 %E258, i32 6
  %B1614 = fdiv <1 x double> %I1175, %B1576
  %FC1615 = sitofp i64 %E1247 to float
  %Sl1616 = select i1 %Cmp884, <1 x i32> %B910, <1 x i32> %Sl22
  %Cmp1617 = icmp sgt <16 x i64> %Shuff1189, %I993
  %L1618 = load i1, i1* %PC1301, align 1
  br i1 %L1618, label %CF1772, label %CF1844

CF1844:                                           ; preds = %CF1772
  store i8 %E566, i8* %0, align 1
  %E1619 = extractelement <1 x float> %Tr1330, i32 0
  %Shuff1620 = shufflevector <4 x float> %Shuff962, <4 x float> %L1446, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I1621 = insertelement <4 x i1> %Cmp133, i1 %E158, i32 2
  %B1622 = mul <8 x i16> %Tr769, %ZE646
  %FC1623 = sitofp i16 %B314 to double
  %Sl1624 = select i1 %Cmp884, <4 x i16> %B918, <4 x i16> %Shuff681
  %Cmp1625 = icmp uge <16 x i64> %Sl928, %I70
  %L1626 = load double, double* %Sl1185, align 8
  store double %FC315, double* %Sl1185, align 8
  %E1627 = extractelement <4 x i16> %Shuff356, i32 1
  %Shuff1628 = shufflevector <2 x i1> zeroinitializer, <2 x i1> %Shuff61, <2 x i32> <i32 undef, i32 2>
  %I1629 = insertelement <1 x float> %Tr1330, float %FC1615, i32 0
  %B1630 = sub i32 %E6, %ZE1517
  %FC1631 = fptoui <16 x double> %FC1540 to <16 x i16>
  %Sl1632 = select i1 %Cmp1251, i8 %Sl478, i8 %B1532
  %Cmp1633 = icmp uge <2 x i32> %L922, %Sl255
  %L1634 = load double, double* %Sl1185, align 8
  store i1 %E496, i1* %PC1301, align 1
  %E1635 = extractelement <8 x i1> %Cmp1223, i32 7
  br i1 %E1635, label %CF1688, label %CF1757

CF1757:                                           ; preds = %CF1757, %CF1862, %CF1844
  %Shuff1636 = shufflevector <1 x i32> %I888, <1 x i32> %Shuff1553, <1 x i32> undef
  %I1637 = insertelement <2 x i32> %Shuff1560, i32 %B1630, i32 0
  %B1638 = sdiv <4 x i16> %Shuff713, %Shuff191
  %Tr1639 = trunc <4 x i16> %I941 to <4 x i1>
  %Sl1640 = select i1 %E915, i1 %Sl337, i1 %Cmp1140
  br i1 %Sl1640, label %CF1757, label %CF1862

CF1862:                                           ; preds = %CF1757
  %Cmp1641 = fcmp une <16 x double> %FC1540, %FC1540
  %L1642 = load <2 x i32>, <2 x i32>* %Sl717, align 8
  store <4 x float> %Shuff1038, <4 x float>* %Sl30, align 16
  %E1643 = extractelement <8 x i32> %B1235, i32 2
  %Shuff1644 = shufflevector <16 x i64> %Sl124, <16 x i64> %Shuff152, <16 x i32> <i32 21, i32 23, i32 25, i32 undef, i32 29, i32 31, i32 undef, i32 3, i32 undef, i32 7, i32 undef, i32 undef, i32 13, i32 undef, i32 17, i32 19>
  %I1645 = insertelement <16 x i16> %Shuff1143, i16 %E1342, i32 7
  %B1646 = mul <8 x i32> %I607, %Sl875
  %Tr1647 = trunc <2 x i32> %I1061 to <2 x i1>
  %Sl1648 = select <2 x i1> %Shuff1007, <2 x i32> %I857, <2 x i32> %Shuff1426
  %Cmp1649 = fcmp ule <4 x float> %FC1116, %L1446
  %L1650 = load i1, i1* %PC1301, align 1
  br i1 %L1650, label %CF1757, label %CF1845

CF1845:                                           ; preds = %CF1862
  store i16 %B934, i16* %PC178, align 2
  %E1651 = extractelement <8 x i64> %B1115, i32 4
  %Shuff1652 = shufflevector <4 x i1> %Shuff1105, <4 x i1> %Sl1511, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I1653 = insertelement <16 x i64> %I176, i64 %E250, i32 9
  %B1654 = and <8 x i32> %I1606, %B699
  %Tr1655 = trunc <2 x i32> %L893 to <2 x i1>
  %Sl1656 = select <4 x i1> %Cmp494, <4 x i1> %Cmp396, <4 x i1> %I1351
  %Cmp1657 = icmp ugt i32 %E826, %E1006
  br i1 %Cmp1657, label %CF1688, label %CF1754

CF1754:                                           ; preds = %CF1754, %CF1845
  %L1658 = load <1 x float>, <1 x float>* %Sl271, align 4
  store <4 x float> %L1446, <4 x float>* %Sl30, align 16
  %E1659 = extractelement <16 x i64> %I460, i32 14
  %Shuff1660 = shufflevector <16 x i64> %Shuff12, <16 x i64> %Sl1549, <16 x i32> <i32 17, i32 undef, i32 21, i32 23, i32 25, i32 undef, i32 29, i32 31, i32 1, i32 3, i32 5, i32 undef, i32 9, i32 11, i32 undef, i32 15>
  %I1661 = insertelement <4 x i16> %Shuff590, i16 -10725, i32 3
  %Tr1662 = trunc <2 x i64> %Sl409 to <2 x i16>
  %Sl1663 = select i1 %Sl1236, i32 %E1507, i32 %E765
  %Cmp1664 = icmp ule i64 %Sl240, %E1651
  br i1 %Cmp1664, label %CF1754, label %CF1765

CF1765:                                           ; preds = %CF1754
  store <2 x i32> %I1637, <2 x i32>* %Sl717, align 8
  store i1 %E1581, i1* %PC1301, align 1
  store <2 x i32> %L1127, <2 x i32>* %Sl717, align 8
  store double %FC315, double* %Sl1185, align 8
  store <2 x i32> %L802, <2 x i32>* %Sl717, align 8
  ret void
}

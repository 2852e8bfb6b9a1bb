; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD40(i8* %0, i32* %1, i64* %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <16 x i16>, align 32
  %A3 = alloca <8 x float>, align 32
  %A2 = alloca <4 x i1>, align 1
  %A1 = alloca <16 x i64>, align 128
  %A = alloca <4 x i1>, align 1
  %L = load i8, i8* %0, align 1
  store i8 0, i8* %0, align 1
  %E = extractelement <8 x i16> zeroinitializer, i32 1
  %Shuff = shufflevector <2 x i8> zeroinitializer, <2 x i8> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I = insertelement <4 x i16> zeroinitializer, i16 -1, i32 2
  %B = udiv <2 x i8> zeroinitializer, zeroinitializer
  %ZE = zext i1 true to i16
  %Sl = select i1 true, <1 x i64> zeroinitializer, <1 x i64> zeroinitializer
  %Cmp = icmp sge i64 %4, 474489
  br label %CF1747

CF1747:                                           ; preds = %CF1747, %BB
  %L5 = load i32, i32* %1, align 4
  store i8 -91, i8* %0, align 1
  %E6 = extractelement <4 x i64> zeroinitializer, i32 1
  %Shuff7 = shufflevector <2 x i8> %Shuff, <2 x i8> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I8 = insertelement <2 x i8> %Shuff, i8 -91, i32 0
  %B9 = shl <8 x i16> zeroinitializer, zeroinitializer
  %Tr = trunc i16 -1 to i1
  br i1 %Tr, label %CF1747, label %CF1804

CF1804:                                           ; preds = %CF1747
  %Sl10 = select <4 x i1> <i1 true, i1 false, i1 true, i1 false>, <4 x i16> zeroinitializer, <4 x i16> zeroinitializer
  %Cmp11 = icmp sgt i1 %Cmp, true
  br label %CF1716

CF1716:                                           ; preds = %CF1716, %CF1749, %CF1804
  %L12 = load i8, i8* %0, align 1
  store i8 0, i8* %0, align 1
  %E13 = extractelement <1 x i8> zeroinitializer, i32 0
  %Shuff14 = shufflevector <1 x i8> zeroinitializer, <1 x i8> zeroinitializer, <1 x i32> <i32 1>
  %I15 = insertelement <4 x i16> zeroinitializer, i16 -23595, i32 3
  %B16 = lshr i16 0, -23595
  %Se = sext i1 %Tr to i16
  %Sl17 = select i1 %Cmp, i16 -23595, i16 -23595
  %Cmp18 = icmp uge <1 x i8> zeroinitializer, %Shuff14
  %L19 = load i8, i8* %0, align 1
  store i8 -91, i8* %0, align 1
  %E20 = extractelement <2 x i8> zeroinitializer, i32 1
  %Shuff21 = shufflevector <2 x i8> %Shuff, <2 x i8> %Shuff, <2 x i32> <i32 0, i32 undef>
  %I22 = insertelement <8 x i16> zeroinitializer, i16 %B16, i32 6
  %B23 = srem <8 x i16> %I22, %I22
  %Tr24 = trunc i32 %3 to i1
  br i1 %Tr24, label %CF1716, label %CF1748

CF1748:                                           ; preds = %CF1748, %CF1861, %CF1757, %CF1716
  %Sl25 = select <2 x i1> <i1 true, i1 false>, <2 x i8> zeroinitializer, <2 x i8> zeroinitializer
  %Cmp26 = icmp sgt i32 %L5, %3
  br i1 %Cmp26, label %CF1748, label %CF1861

CF1861:                                           ; preds = %CF1748
  %L27 = load i8, i8* %0, align 1
  store i8 %L27, i8* %0, align 1
  %E28 = extractelement <2 x i8> zeroinitializer, i32 0
  %Shuff29 = shufflevector <1 x i64> zeroinitializer, <1 x i64> %Sl, <1 x i32> <i32 1>
  %I30 = insertelement <2 x i8> %Shuff21, i8 -47, i32 1
  %B31 = ashr i8 %L12, -47
  %FC = uitofp i16 -1 to double
  %Sl32 = select <2 x i1> <i1 true, i1 false>, <2 x i8> %I30, <2 x i8> zeroinitializer
  %Cmp33 = icmp sge i16 %ZE, %ZE
  br i1 %Cmp33, label %CF1748, label %CF1757

CF1757:                                           ; preds = %CF1861
  %L34 = load i8, i8* %0, align 1
  store i8 %L, i8* %0, align 1
  %E35 = extractelement <4 x i16> zeroinitializer, i32 2
  %Shuff36 = shufflevector <1 x i8> zeroinitializer, <1 x i8> %Shuff14, <1 x i32> <i32 1>
  %I37 = insertelement <4 x i16> zeroinitializer, i16 %E, i32 1
  %B38 = urem <8 x i16> %B23, %I22
  %FC39 = fptoui double 0x6863E8828B61C100 to i1
  br i1 %FC39, label %CF1748, label %CF1749

CF1749:                                           ; preds = %CF1757
  %Sl40 = select <2 x i1> <i1 true, i1 false>, <2 x i32> zeroinitializer, <2 x i32> zeroinitializer
  %Cmp41 = icmp slt i1 %Tr24, %Tr24
  br i1 %Cmp41, label %CF1716, label %CF1745

CF1745:                                           ; preds = %CF1745, %CF1749
  %L42 = load i8, i8* %0, align 1
  store i8 %L42, i8* %0, align 1
  %E43 = extractelement <4 x i16> %I37, i32 2
  %Shuff44 = shufflevector <2 x i8> %Sl25, <2 x i8> zeroinitializer, <2 x i32> <i32 1, i32 undef>
  %I45 = insertelement <4 x i16> %Sl10, i16 %ZE, i32 3
  %PC = bitcast <16 x i16>* %A4 to i32*
  %Sl46 = select i1 true, double %FC, double %FC
  %Cmp47 = icmp ne <4 x i64> zeroinitializer, zeroinitializer
  %L48 = load i32, i32* %PC, align 4
  store i32 %L48, i32* %PC, align 4
  %E49 = extractelement <1 x i64> %Sl, i32 0
  %Shuff50 = shufflevector <1 x i64> %Sl, <1 x i64> %Sl, <1 x i32> <i32 1>
  %I51 = insertelement <2 x i8> %Shuff, i8 %L42, i32 1
  %Se52 = sext <2 x i8> %Sl25 to <2 x i64>
  %Sl53 = select i1 %Cmp11, i16 %ZE, i16 %B16
  %Cmp54 = icmp eq <4 x i16> %I, zeroinitializer
  %L55 = load i32, i32* %PC, align 4
  store i32 2053, i32* %PC, align 4
  %E56 = extractelement <2 x i8> %Shuff, i32 1
  %Shuff57 = shufflevector <1 x i1> %Cmp18, <1 x i1> %Cmp18, <1 x i32> zeroinitializer
  %I58 = insertelement <8 x i16> zeroinitializer, i16 %B16, i32 4
  %FC59 = uitofp i16 %E35 to float
  %Sl60 = select <8 x i1> <i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false>, <8 x i16> %B23, <8 x i16> zeroinitializer
  %Cmp61 = icmp ult i1 %Cmp, true
  br i1 %Cmp61, label %CF1745, label %CF1785

CF1785:                                           ; preds = %CF1745
  %L62 = load i32, i32* %PC, align 4
  store i32 %L48, i32* %PC, align 4
  %E63 = extractelement <2 x i8> %Shuff44, i32 0
  %Shuff64 = shufflevector <1 x i1> %Shuff57, <1 x i1> %Cmp18, <1 x i32> <i32 1>
  %I65 = insertelement <2 x i8> %Shuff44, i8 -91, i32 1
  %ZE66 = zext i8 %E63 to i32
  %Sl67 = select i1 true, <2 x i32> %Sl40, <2 x i32> zeroinitializer
  %Cmp68 = icmp eq i1 %Cmp11, true
  br label %CF1684

CF1684:                                           ; preds = %CF1684, %CF1852, %CF1832, %CF1806, %CF1785
  %L69 = load i32, i32* %PC, align 4
  store i32 %L48, i32* %PC, align 4
  %E70 = extractelement <8 x i16> %I22, i32 7
  %Shuff71 = shufflevector <2 x i8> zeroinitializer, <2 x i8> %Shuff44, <2 x i32> <i32 undef, i32 0>
  %I72 = insertelement <1 x i1> %Shuff64, i1 %Tr24, i32 0
  %B73 = sub i8 %E20, 0
  %Sl74 = select i1 %Cmp, i8 %B31, i8 %E56
  %Cmp75 = icmp ne <2 x i8> zeroinitializer, %Sl25
  %L76 = load i32, i32* %PC, align 4
  store i32 %L55, i32* %PC, align 4
  %E77 = extractelement <2 x i32> zeroinitializer, i32 0
  %Shuff78 = shufflevector <1 x i64> zeroinitializer, <1 x i64> %Sl, <1 x i32> <i32 1>
  %I79 = insertelement <1 x i8> %Shuff36, i8 %E63, i32 0
  %FC80 = uitofp <4 x i16> zeroinitializer to <4 x float>
  %Sl81 = select i1 true, float 0x3843B25780000000, float 0x46152C0900000000
  %L82 = load i8, i8* %0, align 1
  store i32 %L48, i32* %PC, align 4
  %E83 = extractelement <2 x i64> %Se52, i32 0
  %Shuff84 = shufflevector <2 x i8> %Shuff44, <2 x i8> %Shuff, <2 x i32> <i32 1, i32 3>
  %I85 = insertelement <1 x i8> zeroinitializer, i8 %B73, i32 0
  %B86 = xor i8 %E56, %E28
  %Se87 = sext i1 %Tr24 to i8
  %Sl88 = select i1 true, float 0x46152C0900000000, float 0x46152C0900000000
  %Cmp89 = icmp ule <8 x i16> %B38, zeroinitializer
  %L90 = load i32, i32* %PC, align 4
  store i32 %L5, i32* %PC, align 4
  %E91 = extractelement <1 x i8> zeroinitializer, i32 0
  %Shuff92 = shufflevector <2 x i8> %Shuff84, <2 x i8> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I93 = insertelement <1 x i8> %I85, i8 %5, i32 0
  %B94 = add <2 x i8> %Shuff92, %Shuff84
  %FC95 = sitofp i8 %B31 to float
  %Sl96 = select i1 %Tr24, float %FC59, float %FC59
  %Cmp97 = icmp slt <8 x i16> zeroinitializer, %B38
  %L98 = load i32, i32* %PC, align 4
  store i32 2053, i32* %PC, align 4
  %E99 = extractelement <2 x i1> %Cmp75, i32 0
  br i1 %E99, label %CF1684, label %CF1852

CF1852:                                           ; preds = %CF1684
  %Shuff100 = shufflevector <2 x i8> %Shuff44, <2 x i8> %Shuff92, <2 x i32> <i32 undef, i32 1>
  %I101 = insertelement <8 x i16> %I22, i16 -23595, i32 1
  %ZE102 = zext i8 0 to i64
  %Sl103 = select i1 %Cmp, <4 x i1>* %A2, <4 x i1>* %A
  %Cmp104 = fcmp ult float %FC59, 0x3C9B220F00000000
  br i1 %Cmp104, label %CF1684, label %CF1832

CF1832:                                           ; preds = %CF1852
  %L105 = load i32, i32* %PC, align 4
  store i32 %L48, i32* %PC, align 4
  %E106 = extractelement <1 x i8> zeroinitializer, i32 0
  %Shuff107 = shufflevector <1 x i8> zeroinitializer, <1 x i8> zeroinitializer, <1 x i32> <i32 1>
  %I108 = insertelement <1 x i64> zeroinitializer, i64 %4, i32 0
  %B109 = fmul double 0x6F710167BF5BA94, 0x2DBBBBDAECB93058
  %FC110 = sitofp <2 x i8> %Shuff to <2 x float>
  %Sl111 = select i1 %Cmp, <1 x i8> %Shuff107, <1 x i8> %Shuff36
  %Cmp112 = icmp ult <2 x i8> %Shuff, zeroinitializer
  %L113 = load <4 x i1>, <4 x i1>* %Sl103, align 1
  %E114 = extractelement <2 x i8> %Shuff44, i32 1
  %Shuff115 = shufflevector <1 x i8> zeroinitializer, <1 x i8> %I85, <1 x i32> undef
  %I116 = insertelement <4 x i1> %Cmp47, i1 %Cmp33, i32 2
  %B117 = shl <2 x i32> zeroinitializer, %Sl40
  %Se118 = sext <1 x i8> %Shuff14 to <1 x i16>
  %Sl119 = select <4 x i1> %Cmp47, <4 x i16> %I15, <4 x i16> zeroinitializer
  %Cmp120 = icmp ne i16 %Se, %E43
  br i1 %Cmp120, label %CF1684, label %CF1706

CF1706:                                           ; preds = %CF1706, %CF1832
  %L121 = load i32, i32* %PC, align 4
  %E122 = extractelement <8 x i16> %I22, i32 4
  %Shuff123 = shufflevector <1 x i8> %Shuff36, <1 x i8> %I85, <1 x i32> <i32 1>
  %I124 = insertelement <2 x i8> %Shuff84, i8 0, i32 1
  %B125 = add <1 x i8> %Shuff107, %Shuff36
  %PC126 = bitcast <16 x i16>* %A4 to i32*
  %Sl127 = select i1 %Tr24, i64 394325, i64 409361
  %Cmp128 = icmp sgt <2 x i8> %Sl32, %Shuff44
  %L129 = load i32, i32* %PC, align 4
  %E130 = extractelement <1 x i8> zeroinitializer, i32 0
  %Shuff131 = shufflevector <1 x i1> %Shuff64, <1 x i1> %Shuff64, <1 x i32> undef
  %I132 = insertelement <1 x i8> %Shuff115, i8 -47, i32 0
  %B133 = add <1 x i8> zeroinitializer, %Shuff123
  %FC134 = sitofp i32 %L5 to double
  %Sl135 = select i1 %FC39, double %B109, double %B109
  %Cmp136 = fcmp uno float 0x3C9B220F00000000, %FC95
  br i1 %Cmp136, label %CF1706, label %CF1806

CF1806:                                           ; preds = %CF1706
  %L137 = load i32, i32* %PC, align 4
  store i32 %L48, i32* %PC, align 4
  %E138 = extractelement <1 x i64> zeroinitializer, i32 0
  %Shuff139 = shufflevector <1 x i8> zeroinitializer, <1 x i8> %Shuff14, <1 x i32> <i32 1>
  %I140 = insertelement <1 x i1> %Shuff64, i1 %E99, i32 0
  %B141 = urem i16 %Sl53, %E122
  %Tr142 = trunc i64 %Sl127 to i1
  br i1 %Tr142, label %CF1684, label %CF1693

CF1693:                                           ; preds = %CF1693, %CF1798, %CF1806
  %Sl143 = select i1 %E99, i32 %L105, i32 103705
  %Cmp144 = icmp ugt i8 %E130, %E56
  br i1 %Cmp144, label %CF1693, label %CF1798

CF1798:                                           ; preds = %CF1693
  %L145 = load <4 x i1>, <4 x i1>* %Sl103, align 1
  store i32 %L48, i32* %PC126, align 4
  %E146 = extractelement <2 x i8> %Shuff92, i32 0
  %Shuff147 = shufflevector <1 x i1> %I72, <1 x i1> %Cmp18, <1 x i32> undef
  %I148 = insertelement <1 x i1> %Cmp18, i1 %Cmp120, i32 0
  %Sl149 = select i1 %Cmp104, <1 x i8> %Shuff36, <1 x i8> %I79
  %Cmp150 = icmp ne <4 x i16> %I, %Sl119
  %L151 = load <4 x i1>, <4 x i1>* %Sl103, align 1
  store i32 103705, i32* %PC, align 4
  %E152 = extractelement <8 x i16> zeroinitializer, i32 3
  %Shuff153 = shufflevector <1 x i1> %Shuff64, <1 x i1> %Cmp18, <1 x i32> zeroinitializer
  %I154 = insertelement <2 x i8> %Shuff92, i8 %5, i32 0
  %FC155 = fptoui float %Sl88 to i16
  %Sl156 = select i1 %Cmp136, i16 %E70, i16 -14607
  %Cmp157 = icmp ne <1 x i64> %Sl, zeroinitializer
  %L158 = load i32, i32* %PC, align 4
  store i32 %L5, i32* %PC, align 4
  %E159 = extractelement <1 x i1> %Shuff57, i32 0
  br i1 %E159, label %CF1693, label %CF1695

CF1695:                                           ; preds = %CF1695, %CF1801, %CF1798
  %Shuff160 = shufflevector <1 x i8> %Shuff107, <1 x i8> %Shuff107, <1 x i32> zeroinitializer
  %I161 = insertelement <1 x i8> %I79, i8 0, i32 0
  %B162 = lshr <2 x i32> %B117, %B117
  %FC163 = sitofp i32 103705 to double
  %Sl164 = select i1 %FC39, i8 %L, i8 %E146
  %Cmp165 = icmp sgt i1 %Cmp136, %Cmp61
  br i1 %Cmp165, label %CF1695, label %CF1801

CF1801:                                           ; preds = %CF1695
  %L166 = load i32, i32* %PC, align 4
  store <8 x float> <float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00>, <8 x float>* %A3, align 32
  %E167 = extractelement <2 x i8> %Shuff100, i32 0
  %Shuff168 = shufflevector <4 x i1> %L145, <4 x i1> %Cmp47, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I169 = insertelement <2 x i8> %I154, i8 %Sl164, i32 1
  %B170 = add i16 %Sl53, -23595
  %Sl171 = select i1 %Tr142, i8 %Sl74, i8 0
  %Cmp172 = fcmp ugt <2 x float> %FC110, %FC110
  %L173 = load i8, i8* %0, align 1
  %E174 = extractelement <1 x i1> %Cmp18, i32 0
  br i1 %E174, label %CF1695, label %CF1780

CF1780:                                           ; preds = %CF1801
  %Shuff175 = shufflevector <2 x i8> %I169, <2 x i8> %I124, <2 x i32> <i32 0, i32 undef>
  %I176 = insertelement <8 x i1> %Cmp97, i1 %Tr24, i32 2
  %B177 = udiv <2 x i8> %I8, %Shuff44
  %FC178 = sitofp i1 %Cmp120 to double
  %Sl179 = select i1 true, i1 %Cmp165, i1 %E174
  br label %CF1677

CF1677:                                           ; preds = %CF1677, %CF1739, %CF1780
  %Cmp180 = icmp ne <2 x i8> %Shuff, %B94
  %L181 = load i32, i32* %PC, align 4
  %E182 = extractelement <1 x i1> %I148, i32 0
  br i1 %E182, label %CF1677, label %CF1739

CF1739:                                           ; preds = %CF1677
  %Shuff183 = shufflevector <1 x i8> %Shuff107, <1 x i8> %Shuff123, <1 x i32> <i32 1>
  %I184 = insertelement <2 x i8> %Shuff92, i8 %E146, i32 1
  %B185 = ashr <1 x i8> %Shuff36, %B125
  %Se186 = sext i1 %Tr24 to i64
  %Sl187 = select i1 %E99, i32 %L158, i32 %L166
  %Cmp188 = icmp ule i8 %E63, %E130
  br i1 %Cmp188, label %CF1677, label %CF1697

CF1697:                                           ; preds = %CF1697, %CF1895, %CF1739
  %L189 = load i8, i8* %0, align 1
  %E190 = extractelement <1 x i8> %Shuff115, i32 0
  %Shuff191 = shufflevector <8 x i16> %I101, <8 x i16> zeroinitializer, <8 x i32> <i32 0, i32 undef, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %I192 = insertelement <4 x i1> %L145, i1 %Sl179, i32 2
  %B193 = sub <4 x i16> %I45, %Sl119
  %Sl194 = select i1 true, <2 x i8> %I30, <2 x i8> %I184
  %Cmp195 = icmp slt <1 x i64> %Sl, zeroinitializer
  %L196 = load i32, i32* %PC, align 4
  store i8 -47, i8* %0, align 1
  %E197 = extractelement <1 x i8> %Sl149, i32 0
  %Shuff198 = shufflevector <1 x i1> %Cmp18, <1 x i1> %Shuff131, <1 x i32> zeroinitializer
  %I199 = insertelement <8 x i16> %Shuff191, i16 %E122, i32 2
  %B200 = and <4 x i16> %Sl10, %Sl119
  %Tr201 = trunc i32 103705 to i1
  br i1 %Tr201, label %CF1697, label %CF1705

CF1705:                                           ; preds = %CF1705, %CF1753, %CF1894, %CF1697
  %Sl202 = select i1 true, i8 %L42, i8 %E146
  %Cmp203 = fcmp une float 0x3C9B220F00000000, %Sl81
  br i1 %Cmp203, label %CF1705, label %CF1753

CF1753:                                           ; preds = %CF1705
  %L204 = load <4 x i1>, <4 x i1>* %Sl103, align 1
  store i32 %L76, i32* %PC, align 4
  %E205 = extractelement <1 x i64> %Shuff50, i32 0
  %Shuff206 = shufflevector <4 x i16> %I15, <4 x i16> %Sl119, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I207 = insertelement <4 x i1> %L145, i1 %E99, i32 0
  %B208 = sdiv i8 %5, 0
  %FC209 = uitofp <2 x i8> %Shuff175 to <2 x float>
  %Sl210 = select <4 x i1> %Cmp47, <4 x i1> %Cmp47, <4 x i1> %L113
  %Cmp211 = icmp sgt i32 %L98, %L55
  br i1 %Cmp211, label %CF1705, label %CF1725

CF1725:                                           ; preds = %CF1725, %CF1753
  %L212 = load <4 x i1>, <4 x i1>* %A, align 1
  store i8 %B208, i8* %0, align 1
  %E213 = extractelement <4 x i1> %Cmp150, i32 2
  br i1 %E213, label %CF1725, label %CF1894

CF1894:                                           ; preds = %CF1725
  %Shuff214 = shufflevector <2 x i32> %B117, <2 x i32> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I215 = insertelement <2 x i8> %Shuff, i8 %E130, i32 1
  %B216 = ashr i64 %ZE102, %ZE102
  %Tr217 = trunc i32 %L166 to i8
  %Sl218 = select i1 %Cmp136, i8 -91, i8 %E106
  %Cmp219 = icmp ugt <1 x i1> %I140, %Cmp18
  %L220 = load i32, i32* %PC126, align 4
  store i32 %L48, i32* %PC, align 4
  %E221 = extractelement <8 x i16> zeroinitializer, i32 0
  %Shuff222 = shufflevector <2 x i1> %Cmp128, <2 x i1> %Cmp112, <2 x i32> <i32 3, i32 1>
  %I223 = insertelement <1 x i1> %Shuff64, i1 %Cmp144, i32 0
  %B224 = udiv <4 x i16> zeroinitializer, %Sl119
  %ZE225 = zext <1 x i1> %Cmp18 to <1 x i32>
  %Sl226 = select i1 %Cmp188, i64 %E49, i64 %B216
  %Cmp227 = icmp eq i8 %E106, -47
  br i1 %Cmp227, label %CF1705, label %CF1717

CF1717:                                           ; preds = %CF1717, %CF1894
  %L228 = load i8, i8* %0, align 1
  %E229 = extractelement <1 x i8> %Shuff107, i32 0
  %Shuff230 = shufflevector <1 x i64> %Shuff50, <1 x i64> zeroinitializer, <1 x i32> <i32 1>
  %I231 = insertelement <1 x i8> %Shuff183, i8 0, i32 0
  %B232 = srem i8 -91, 0
  %Sl233 = select i1 true, i1 %E174, i1 %Cmp211
  br i1 %Sl233, label %CF1717, label %CF1895

CF1895:                                           ; preds = %CF1717
  %Cmp234 = icmp slt i8 %L12, %L42
  br i1 %Cmp234, label %CF1697, label %CF1701

CF1701:                                           ; preds = %CF1895
  %L235 = load i32, i32* %PC126, align 4
  store i32 %Sl143, i32* %PC, align 4
  %E236 = extractelement <4 x i1> %I116, i32 1
  br label %CF1671

CF1671:                                           ; preds = %CF1671, %CF1884, %CF1731, %CF1786, %CF1809, %CF1833, %CF1905, %CF1771, %CF1726, %CF1907, %CF1837, %CF1733, %CF1701
  %Shuff237 = shufflevector <4 x i64> zeroinitializer, <4 x i64> zeroinitializer, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I238 = insertelement <1 x i64> %Sl, i64 %Se186, i32 0
  %B239 = shl i16 %ZE, %E35
  %Tr240 = trunc <2 x i8> %B to <2 x i1>
  %Sl241 = select i1 %Tr24, double 0x6863E8828B61C100, double %FC
  %Cmp242 = icmp ult <4 x i64> zeroinitializer, %Shuff237
  %L243 = load i32, i32* %PC, align 4
  store i8 %E197, i8* %0, align 1
  %E244 = extractelement <1 x i8> %B125, i32 0
  %Shuff245 = shufflevector <1 x i1> %Shuff153, <1 x i1> %Shuff57, <1 x i32> <i32 1>
  %I246 = insertelement <1 x i8> %Shuff36, i8 %E130, i32 0
  %B247 = xor i8 %L12, %E20
  %Sl248 = select <4 x i1> %Cmp47, <4 x i1> %I116, <4 x i1> %Cmp47
  %Cmp249 = icmp uge i64 %ZE102, %Sl127
  br i1 %Cmp249, label %CF1671, label %CF1869

CF1869:                                           ; preds = %CF1869, %CF1671
  %L250 = load i32, i32* %PC126, align 4
  store i32 2053, i32* %PC, align 4
  %E251 = extractelement <1 x i64> %Shuff50, i32 0
  %Shuff252 = shufflevector <8 x i16> %B9, <8 x i16> zeroinitializer, <8 x i32> <i32 undef, i32 undef, i32 undef, i32 15, i32 1, i32 3, i32 5, i32 7>
  %I253 = insertelement <4 x i1> %Shuff168, i1 %Tr201, i32 3
  %B254 = or i16 %ZE, %E35
  %Sl255 = select i1 %Cmp, i1 %Cmp, i1 %E159
  br i1 %Sl255, label %CF1869, label %CF1884

CF1884:                                           ; preds = %CF1869
  %Cmp256 = icmp sgt i8 %L228, %5
  br i1 %Cmp256, label %CF1671, label %CF1731

CF1731:                                           ; preds = %CF1884
  %L257 = load <8 x float>, <8 x float>* %A3, align 32
  %E258 = extractelement <1 x i8> %B185, i32 0
  %Shuff259 = shufflevector <1 x i64> %Sl, <1 x i64> %Shuff230, <1 x i32> zeroinitializer
  %I260 = insertelement <1 x i8> %Shuff107, i8 0, i32 0
  %B261 = udiv i16 %E35, %E122
  %Sl262 = select i1 %E159, i64 394325, i64 %E205
  %Cmp263 = icmp uge i1 %E174, %Cmp144
  br i1 %Cmp263, label %CF1671, label %CF1724

CF1724:                                           ; preds = %CF1724, %CF1897, %CF1872, %CF1731
  %L264 = load i8, i8* %0, align 1
  store i32 %L196, i32* %PC, align 4
  %E265 = extractelement <2 x float> %FC110, i32 0
  %Shuff266 = shufflevector <4 x i1> %Cmp47, <4 x i1> %Sl210, <4 x i32> <i32 undef, i32 7, i32 1, i32 undef>
  %I267 = insertelement <2 x i8> %Shuff, i8 %E91, i32 1
  %B268 = udiv <2 x i8> %Shuff92, zeroinitializer
  %Se269 = sext i32 %L90 to i64
  %Sl270 = select i1 %FC39, i8 %E28, i8 %E146
  %Cmp271 = icmp uge <1 x i8> %B133, %I246
  %L272 = load i8, i8* %0, align 1
  store i8 %E197, i8* %0, align 1
  %E273 = extractelement <4 x i1> %L145, i32 1
  br i1 %E273, label %CF1724, label %CF1897

CF1897:                                           ; preds = %CF1724
  %Shuff274 = shufflevector <8 x i16> zeroinitializer, <8 x i16> %Shuff191, <8 x i32> <i32 4, i32 6, i32 undef, i32 10, i32 12, i32 14, i32 undef, i32 2>
  %I275 = insertelement <1 x i1> %Shuff64, i1 true, i32 0
  %B276 = sdiv <8 x i16> %Shuff252, %Shuff191
  %Sl277 = select <2 x i1> %Cmp75, <2 x i1> %Shuff222, <2 x i1> %Cmp75
  %Cmp278 = fcmp olt double %Sl241, %FC
  br i1 %Cmp278, label %CF1724, label %CF1872

CF1872:                                           ; preds = %CF1897
  %L279 = load <4 x i1>, <4 x i1>* %Sl103, align 1
  store i8 0, i8* %0, align 1
  %E280 = extractelement <2 x i32> zeroinitializer, i32 0
  %Shuff281 = shufflevector <2 x i8> zeroinitializer, <2 x i8> %Shuff21, <2 x i32> <i32 1, i32 3>
  %I282 = insertelement <1 x i64> %Shuff29, i64 %ZE102, i32 0
  %B283 = lshr i16 %B239, %E122
  %Se284 = sext i1 %Tr to i16
  %Sl285 = select <2 x i1> %Cmp75, <2 x i32> %Shuff214, <2 x i32> %B117
  %Cmp286 = icmp ne <2 x i1> %Cmp172, %Tr240
  %L287 = load i32, i32* %PC, align 4
  store i8 %Sl164, i8* %0, align 1
  %E288 = extractelement <4 x i1> %L151, i32 2
  br i1 %E288, label %CF1724, label %CF1786

CF1786:                                           ; preds = %CF1872
  %Shuff289 = shufflevector <1 x i8> %I132, <1 x i8> %I231, <1 x i32> <i32 1>
  %I290 = insertelement <2 x float> %FC110, float %E265, i32 1
  %B291 = urem <1 x i8> %I161, %I231
  %ZE292 = zext <1 x i1> %I148 to <1 x i64>
  %Sl293 = select i1 %Cmp61, <2 x float> %FC209, <2 x float> %FC209
  %Cmp294 = icmp sge <4 x i1> %Shuff266, %Cmp54
  %L295 = load i8, i8* %0, align 1
  %E296 = extractelement <1 x i16> %Se118, i32 0
  %Shuff297 = shufflevector <2 x i8> %Shuff92, <2 x i8> %I30, <2 x i32> <i32 2, i32 0>
  %I298 = insertelement <1 x i1> %Shuff57, i1 %Cmp263, i32 0
  %B299 = or <2 x i8> %I184, %Shuff
  %ZE300 = zext i32 %E280 to i64
  %Sl301 = select i1 true, i1 %Cmp61, i1 %E99
  br i1 %Sl301, label %CF1671, label %CF1715

CF1715:                                           ; preds = %CF1715, %CF1786
  %Cmp302 = icmp ugt <2 x i8> %Shuff100, %Shuff281
  %L303 = load i32, i32* %PC126, align 4
  %E304 = extractelement <1 x i1> %Cmp195, i32 0
  br i1 %E304, label %CF1715, label %CF1809

CF1809:                                           ; preds = %CF1715
  %Shuff305 = shufflevector <1 x i8> %Shuff36, <1 x i8> %I79, <1 x i32> <i32 1>
  %I306 = insertelement <4 x i1> %Sl248, i1 true, i32 1
  %B307 = urem <2 x i8> %Shuff297, %Shuff21
  %ZE308 = zext <2 x i8> %Sl194 to <2 x i16>
  %Sl309 = select i1 %E182, i8 %L19, i8 0
  %Cmp310 = icmp sge i1 %Cmp120, %E174
  br i1 %Cmp310, label %CF1671, label %CF1703

CF1703:                                           ; preds = %CF1703, %CF1809
  %L311 = load i8, i8* %0, align 1
  store i32 %L158, i32* %PC, align 4
  %E312 = extractelement <2 x i1> %Cmp128, i32 0
  br i1 %E312, label %CF1703, label %CF1833

CF1833:                                           ; preds = %CF1703
  %Shuff313 = shufflevector <1 x i8> %Shuff139, <1 x i8> %I79, <1 x i32> <i32 1>
  %I314 = insertelement <1 x i8> %Shuff115, i8 %L12, i32 0
  %Tr315 = trunc <1 x i64> %Sl to <1 x i32>
  %Sl316 = select i1 %Cmp136, <2 x i8> %I8, <2 x i8> %I184
  %Cmp317 = icmp ule i64 %E205, %E49
  br i1 %Cmp317, label %CF1671, label %CF1698

CF1698:                                           ; preds = %CF1698, %CF1833
  %L318 = load i8, i8* %0, align 1
  store i32 %3, i32* %PC, align 4
  %E319 = extractelement <4 x i16> zeroinitializer, i32 1
  %Shuff320 = shufflevector <2 x i1> %Cmp128, <2 x i1> %Shuff222, <2 x i32> <i32 undef, i32 2>
  %I321 = insertelement <2 x i8> %B, i8 %E20, i32 0
  %B322 = lshr i8 %Sl202, %L12
  %Se323 = sext <1 x i8> %B133 to <1 x i16>
  %Sl324 = select i1 %Cmp249, i1 true, i1 %Cmp120
  br i1 %Sl324, label %CF1698, label %CF1719

CF1719:                                           ; preds = %CF1719, %CF1882, %CF1847, %CF1698
  %Cmp325 = icmp slt i1 %Cmp165, %Cmp
  br i1 %Cmp325, label %CF1719, label %CF1882

CF1882:                                           ; preds = %CF1719
  %L326 = load i8, i8* %0, align 1
  store i8 %E146, i8* %0, align 1
  %E327 = extractelement <1 x i64> %Shuff50, i32 0
  %Shuff328 = shufflevector <1 x i8> zeroinitializer, <1 x i8> %I79, <1 x i32> undef
  %I329 = insertelement <1 x i8> %I231, i8 %E13, i32 0
  %B330 = mul <4 x i16> %I37, %B224
  %Tr331 = trunc i8 %B73 to i1
  br i1 %Tr331, label %CF1719, label %CF1847

CF1847:                                           ; preds = %CF1882
  %Sl332 = select i1 %Tr24, i8 %Sl164, i8 %E56
  %Cmp333 = icmp eq <2 x i8> %Shuff297, zeroinitializer
  %L334 = load <4 x i1>, <4 x i1>* %Sl103, align 1
  %E335 = extractelement <1 x i1> %Cmp157, i32 0
  br i1 %E335, label %CF1719, label %CF1752

CF1752:                                           ; preds = %CF1752, %CF1817, %CF1781, %CF1847
  %Shuff336 = shufflevector <1 x i8> %Shuff160, <1 x i8> %Shuff305, <1 x i32> zeroinitializer
  %I337 = insertelement <4 x i1> %L204, i1 %Cmp61, i32 2
  %B338 = srem <2 x i8> %I169, zeroinitializer
  %Tr339 = trunc i32 103705 to i16
  %Sl340 = select <4 x i1> %L113, <4 x i16> %B200, <4 x i16> %B193
  %Cmp341 = icmp sge <2 x i1> %Cmp172, %Shuff222
  %L342 = load i8, i8* %0, align 1
  store i8 %L189, i8* %0, align 1
  %E343 = extractelement <4 x i1> %Cmp54, i32 0
  br i1 %E343, label %CF1752, label %CF1817

CF1817:                                           ; preds = %CF1752
  %Shuff344 = shufflevector <1 x i16> %Se118, <1 x i16> %Se323, <1 x i32> <i32 1>
  %I345 = insertelement <2 x i32> %B162, i32 %L303, i32 1
  %Se346 = sext <4 x i1> %Sl248 to <4 x i8>
  %Sl347 = select i1 %Sl179, i8 %L272, i8 %L189
  %Cmp348 = icmp ule i32 %L137, %L287
  br i1 %Cmp348, label %CF1752, label %CF1775

CF1775:                                           ; preds = %CF1775, %CF1817
  %L349 = load i8, i8* %0, align 1
  store i8 -91, i8* %0, align 1
  %E350 = extractelement <1 x i8> %Shuff123, i32 0
  %Shuff351 = shufflevector <1 x i1> %Shuff57, <1 x i1> %Shuff131, <1 x i32> zeroinitializer
  %I352 = insertelement <2 x i8> %Sl32, i8 %L, i32 0
  %B353 = xor i8 %E350, %E258
  %Se354 = sext <1 x i1> %Shuff245 to <1 x i16>
  %Sl355 = select <4 x i1> %L334, <4 x i1> %I116, <4 x i1> %Cmp47
  %Cmp356 = icmp ne <2 x i8> %B268, %I65
  %L357 = load i8, i8* %0, align 1
  store i8 %Sl332, i8* %0, align 1
  %E358 = extractelement <4 x i1> %Shuff266, i32 0
  br i1 %E358, label %CF1775, label %CF1781

CF1781:                                           ; preds = %CF1775
  %Shuff359 = shufflevector <4 x i1> %I116, <4 x i1> %Cmp242, <4 x i32> <i32 7, i32 1, i32 3, i32 undef>
  %I360 = insertelement <1 x i8> %I93, i8 %L264, i32 0
  %ZE361 = zext i16 %E319 to i32
  %Sl362 = select i1 %Cmp317, <4 x i1> %L279, <4 x i1> %Cmp47
  %Cmp363 = icmp ule i8 %E63, %B73
  br i1 %Cmp363, label %CF1752, label %CF1754

CF1754:                                           ; preds = %CF1754, %CF1781
  %L364 = load i32, i32* %PC, align 4
  %E365 = extractelement <1 x i8> %I329, i32 0
  %Shuff366 = shufflevector <1 x i8> %Shuff107, <1 x i8> %Shuff14, <1 x i32> undef
  %I367 = insertelement <1 x i64> %Sl, i64 %4, i32 0
  %B368 = frem double %Sl241, %B109
  %Se369 = sext <1 x i1> %I223 to <1 x i8>
  %Sl370 = select i1 %Cmp256, double 0x6863E8828B61C100, double %B368
  %Cmp371 = icmp ne i1 %E99, %Cmp310
  br i1 %Cmp371, label %CF1754, label %CF1905

CF1905:                                           ; preds = %CF1754
  %L372 = load i8, i8* %0, align 1
  store i8 %L42, i8* %0, align 1
  %E373 = extractelement <1 x i1> %Shuff64, i32 0
  br i1 %E373, label %CF1671, label %CF1690

CF1690:                                           ; preds = %CF1690, %CF1851, %CF1768, %CF1905
  %Shuff374 = shufflevector <8 x float> %L257, <8 x float> %L257, <8 x i32> <i32 10, i32 12, i32 14, i32 0, i32 undef, i32 4, i32 undef, i32 8>
  %I375 = insertelement <1 x i8> %Shuff123, i8 %Sl270, i32 0
  %B376 = shl i8 %E106, %Sl164
  %Tr377 = trunc i16 %B239 to i8
  %Sl378 = select i1 %Sl301, i8 %L34, i8 %E258
  %Cmp379 = fcmp une <8 x float> %L257, %L257
  %L380 = load i8, i8* %0, align 1
  store i32 %L287, i32* %PC126, align 4
  %E381 = extractelement <2 x i8> zeroinitializer, i32 1
  %Shuff382 = shufflevector <1 x i1> %Cmp219, <1 x i1> %Shuff245, <1 x i32> zeroinitializer
  %I383 = insertelement <1 x i1> %Shuff64, i1 %Sl301, i32 0
  %FC384 = sitofp <4 x i16> %B330 to <4 x double>
  %Sl385 = select i1 %E174, <2 x i8> %Shuff175, <2 x i8> %I51
  %Cmp386 = icmp ule <1 x i1> %I140, %Shuff131
  %L387 = load i8, i8* %0, align 1
  %E388 = extractelement <2 x i1> %Sl277, i32 1
  br i1 %E388, label %CF1690, label %CF1799

CF1799:                                           ; preds = %CF1799, %CF1690
  %Shuff389 = shufflevector <4 x i1> %L145, <4 x i1> %L145, <4 x i32> <i32 4, i32 6, i32 0, i32 undef>
  %I390 = insertelement <2 x i8> %Shuff297, i8 %Tr217, i32 0
  %B391 = frem double %Sl370, %FC
  %FC392 = uitofp <1 x i1> %Shuff245 to <1 x double>
  %Sl393 = select <8 x i1> %Cmp89, <8 x float> %Shuff374, <8 x float> %L257
  %Cmp394 = icmp slt i8 %E350, %E197
  br i1 %Cmp394, label %CF1799, label %CF1851

CF1851:                                           ; preds = %CF1799
  %L395 = load <4 x i1>, <4 x i1>* %Sl103, align 1
  store i32 %L76, i32* %PC, align 4
  %E396 = extractelement <1 x i64> %Shuff29, i32 0
  %Shuff397 = shufflevector <2 x i1> %Cmp180, <2 x i1> %Shuff222, <2 x i32> <i32 3, i32 1>
  %I398 = insertelement <1 x i16> %Shuff344, i16 -23595, i32 0
  %B399 = ashr <1 x i8> %I161, %Shuff328
  %FC400 = fptoui double 0x6F710167BF5BA94 to i32
  %Sl401 = select i1 %E174, i8 %E244, i8 %E146
  %L402 = load i8, i8* %0, align 1
  store i8 %Sl332, i8* %0, align 1
  %E403 = extractelement <8 x i1> %Cmp89, i32 6
  br i1 %E403, label %CF1690, label %CF1718

CF1718:                                           ; preds = %CF1718, %CF1831, %CF1851
  %Shuff404 = shufflevector <4 x i1> %L395, <4 x i1> %L279, <4 x i32> <i32 1, i32 3, i32 undef, i32 undef>
  %I405 = insertelement <1 x i16> %Shuff344, i16 %E, i32 0
  %B406 = ashr i8 %E146, %L173
  %Tr407 = trunc i8 %Sl74 to i1
  br i1 %Tr407, label %CF1718, label %CF1764

CF1764:                                           ; preds = %CF1764, %CF1840, %CF1718
  %Sl408 = select i1 %Cmp33, i8 0, i8 %L318
  %Cmp409 = icmp ule i1 %Cmp188, true
  br i1 %Cmp409, label %CF1764, label %CF1840

CF1840:                                           ; preds = %CF1764
  %L410 = load <4 x i1>, <4 x i1>* %Sl103, align 1
  %E411 = extractelement <1 x i8> %Shuff366, i32 0
  %Shuff412 = shufflevector <2 x i32> zeroinitializer, <2 x i32> %B117, <2 x i32> <i32 3, i32 1>
  %I413 = insertelement <1 x i8> %Shuff123, i8 0, i32 0
  %Se414 = sext <1 x i8> %I93 to <1 x i16>
  %Sl415 = select <8 x i1> %Cmp379, <8 x i16> zeroinitializer, <8 x i16> %Shuff252
  %Cmp416 = icmp slt i32 %L62, %L48
  br i1 %Cmp416, label %CF1764, label %CF1792

CF1792:                                           ; preds = %CF1792, %CF1840
  %L417 = load <4 x i1>, <4 x i1>* %Sl103, align 1
  store i8 %L295, i8* %0, align 1
  %E418 = extractelement <1 x i1> %Shuff147, i32 0
  br i1 %E418, label %CF1792, label %CF1795

CF1795:                                           ; preds = %CF1795, %CF1901, %CF1792
  %Shuff419 = shufflevector <2 x i8> %B94, <2 x i8> %I215, <2 x i32> <i32 1, i32 3>
  %I420 = insertelement <4 x i1> %Shuff359, i1 %FC39, i32 3
  %B421 = add <2 x i8> %Sl32, %I352
  %Sl422 = select i1 %Cmp26, i1 %Cmp234, i1 true
  br i1 %Sl422, label %CF1795, label %CF1901

CF1901:                                           ; preds = %CF1795
  %Cmp423 = icmp uge <2 x i8> %Shuff44, %B338
  %L424 = load i32, i32* %PC, align 4
  store i8 %E244, i8* %0, align 1
  %E425 = extractelement <2 x i1> %Tr240, i32 1
  br i1 %E425, label %CF1795, label %CF1831

CF1831:                                           ; preds = %CF1901
  %Shuff426 = shufflevector <1 x i64> %Shuff230, <1 x i64> %I367, <1 x i32> zeroinitializer
  %I427 = insertelement <1 x i1> %Cmp157, i1 %Cmp416, i32 0
  %B428 = sub <1 x i8> %Shuff289, %I231
  %ZE429 = zext i8 %E197 to i32
  %Sl430 = select i1 %E213, <1 x i16> %I398, <1 x i16> %Se118
  %Cmp431 = icmp sgt i16 %B141, -23595
  br i1 %Cmp431, label %CF1718, label %CF1755

CF1755:                                           ; preds = %CF1755, %CF1831
  %L432 = load i8, i8* %0, align 1
  store i32 %L121, i32* %PC, align 4
  %E433 = extractelement <8 x i16> %Shuff252, i32 5
  %Shuff434 = shufflevector <8 x i1> %Cmp97, <8 x i1> %Cmp379, <8 x i32> <i32 8, i32 undef, i32 12, i32 14, i32 undef, i32 2, i32 4, i32 6>
  %I435 = insertelement <1 x i8> %Shuff36, i8 -91, i32 0
  %B436 = shl <1 x i64> %Shuff29, zeroinitializer
  %Se437 = sext <4 x i1> %L113 to <4 x i32>
  %Sl438 = select i1 %E99, i1 %Cmp203, i1 %Cmp136
  br i1 %Sl438, label %CF1755, label %CF1768

CF1768:                                           ; preds = %CF1755
  %Cmp439 = icmp sge i32 %L235, %L48
  br i1 %Cmp439, label %CF1690, label %CF1699

CF1699:                                           ; preds = %CF1699, %CF1800, %CF1768
  %L440 = load i32, i32* %PC, align 4
  %E441 = extractelement <1 x i8> zeroinitializer, i32 0
  %Shuff442 = shufflevector <4 x i16> %I15, <4 x i16> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I443 = insertelement <2 x i32> zeroinitializer, i32 %FC400, i32 0
  %B444 = and <2 x i8> %Shuff7, %I124
  %FC445 = sitofp i1 %Cmp431 to float
  %Sl446 = select i1 %E99, i8 %E441, i8 %L
  %Cmp447 = icmp sgt <1 x i16> %Se354, %Se118
  %L448 = load i32, i32* %PC, align 4
  store i32 %L181, i32* %PC, align 4
  %E449 = extractelement <4 x i1> %I420, i32 2
  br i1 %E449, label %CF1699, label %CF1800

CF1800:                                           ; preds = %CF1699
  %Shuff450 = shufflevector <1 x i8> zeroinitializer, <1 x i8> %I93, <1 x i32> undef
  %I451 = insertelement <2 x i1> %Cmp128, i1 %E273, i32 1
  %B452 = fdiv double 0x2DBBBBDAECB93058, %Sl46
  %ZE453 = zext <1 x i16> %Se118 to <1 x i64>
  %Sl454 = select i1 %Cmp136, i8 %L173, i8 %L318
  %Cmp455 = fcmp ule double %Sl46, %B368
  br i1 %Cmp455, label %CF1699, label %CF1771

CF1771:                                           ; preds = %CF1800
  %L456 = load i32, i32* %PC126, align 4
  store i8 %L12, i8* %0, align 1
  %E457 = extractelement <1 x i8> %Shuff107, i32 0
  %Shuff458 = shufflevector <2 x i8> %B299, <2 x i8> %Shuff71, <2 x i32> <i32 1, i32 3>
  %I459 = insertelement <2 x i8> %I30, i8 %L318, i32 1
  %B460 = sub <2 x i8> %Sl32, %I124
  %Se461 = sext i8 %E190 to i16
  %Sl462 = select i1 %E388, i16 %B239, i16 %B170
  %Cmp463 = icmp sge <1 x i1> %Shuff245, %Cmp195
  %L464 = load <4 x i1>, <4 x i1>* %Sl103, align 1
  store i8 0, i8* %0, align 1
  %E465 = extractelement <8 x i16> %Shuff252, i32 5
  %Shuff466 = shufflevector <1 x i8> %I79, <1 x i8> %I435, <1 x i32> zeroinitializer
  %I467 = insertelement <8 x float> %Shuff374, float %FC445, i32 4
  %B468 = mul <1 x i64> %I108, %I367
  %Se469 = sext <4 x i1> %Sl355 to <4 x i16>
  %Sl470 = select <1 x i1> %Shuff131, <1 x i8> %B125, <1 x i8> %Shuff328
  %Cmp471 = icmp ne i1 %Cmp394, %Cmp104
  br i1 %Cmp471, label %CF1671, label %CF1686

CF1686:                                           ; preds = %CF1686, %CF1730, %CF1771
  %L472 = load <4 x i1>, <4 x i1>* %Sl103, align 1
  store i8 %E91, i8* %0, align 1
  %E473 = extractelement <1 x i64> %Shuff29, i32 0
  %Shuff474 = shufflevector <1 x i8> %Shuff14, <1 x i8> %B428, <1 x i32> <i32 1>
  %I475 = insertelement <2 x i1> %Cmp180, i1 %Cmp455, i32 1
  %B476 = sdiv <1 x i64> %Shuff78, %ZE292
  %FC477 = uitofp i1 %E174 to double
  %Sl478 = select i1 %Cmp165, i16 %Sl17, i16 %Tr339
  %Cmp479 = icmp ule i1 %Cmp371, true
  br i1 %Cmp479, label %CF1686, label %CF1730

CF1730:                                           ; preds = %CF1686
  %L480 = load i8, i8* %0, align 1
  store i8 %E130, i8* %0, align 1
  %E481 = extractelement <2 x i8> %B177, i32 1
  %Shuff482 = shufflevector <1 x i8> %Shuff107, <1 x i8> %Shuff36, <1 x i32> zeroinitializer
  %I483 = insertelement <2 x i1> %I451, i1 %Cmp68, i32 0
  %B484 = shl i64 409361, %ZE300
  %Sl485 = select i1 %Cmp455, i32 %L181, i32 %L424
  %Cmp486 = icmp ule <2 x i8> %I124, %Shuff84
  %L487 = load i32, i32* %PC, align 4
  store i8 %E146, i8* %0, align 1
  %E488 = extractelement <1 x i64> %Shuff230, i32 0
  %Shuff489 = shufflevector <1 x i8> zeroinitializer, <1 x i8> %Shuff289, <1 x i32> <i32 1>
  %I490 = insertelement <1 x i64> %Shuff78, i64 %E396, i32 0
  %B491 = sdiv <8 x i16> %B38, %Sl415
  %Se492 = sext i16 %E152 to i64
  %Sl493 = select i1 %Cmp317, i8 %L318, i8 %5
  %Cmp494 = icmp ult <2 x i8> %I390, zeroinitializer
  %L495 = load i32, i32* %PC, align 4
  store i32 %L48, i32* %PC126, align 4
  %E496 = extractelement <1 x i1> %Cmp447, i32 0
  br i1 %E496, label %CF1686, label %CF1692

CF1692:                                           ; preds = %CF1692, %CF1871, %CF1887, %CF1805, %CF1769, %CF1730
  %Shuff497 = shufflevector <2 x i32> %Sl285, <2 x i32> %Shuff214, <2 x i32> <i32 2, i32 0>
  %I498 = insertelement <1 x i1> %Shuff382, i1 %Cmp363, i32 0
  %B499 = shl i8 0, -47
  %Sl500 = select i1 %Cmp317, i1 %Cmp431, i1 %E388
  br i1 %Sl500, label %CF1692, label %CF1871

CF1871:                                           ; preds = %CF1692
  %Cmp501 = icmp eq <8 x i16> %I101, %I101
  %L502 = load i8, i8* %0, align 1
  store i8 %E106, i8* %0, align 1
  %E503 = extractelement <4 x i1> %I253, i32 3
  br i1 %E503, label %CF1692, label %CF1867

CF1867:                                           ; preds = %CF1867, %CF1871
  %Shuff504 = shufflevector <1 x i1> %Cmp463, <1 x i1> %Shuff351, <1 x i32> zeroinitializer
  %I505 = insertelement <8 x i16> %B38, i16 %B254, i32 6
  %B506 = udiv i8 %5, %Tr217
  %Tr507 = trunc i8 %Sl493 to i1
  br i1 %Tr507, label %CF1867, label %CF1887

CF1887:                                           ; preds = %CF1867
  %Sl508 = select i1 %E273, i8 %L326, i8 %Sl202
  %Cmp509 = icmp ugt <2 x i1> %Cmp333, %Cmp333
  %L510 = load i32, i32* %PC, align 4
  store i8 %L27, i8* %0, align 1
  %E511 = extractelement <1 x i1> %Cmp463, i32 0
  br i1 %E511, label %CF1692, label %CF1805

CF1805:                                           ; preds = %CF1887
  %Shuff512 = shufflevector <2 x i8> %I154, <2 x i8> %I215, <2 x i32> <i32 2, i32 0>
  %I513 = insertelement <1 x i1> %Shuff382, i1 %Sl438, i32 0
  %ZE514 = zext <2 x i8> %Sl25 to <2 x i32>
  %Sl515 = select i1 %E496, i8 %E197, i8 %5
  %Cmp516 = icmp ne <2 x i1> %Cmp494, %Sl277
  %L517 = load <4 x i1>, <4 x i1>* %Sl103, align 1
  store i8 %B506, i8* %0, align 1
  %E518 = extractelement <4 x i16> %I45, i32 0
  %Shuff519 = shufflevector <2 x i1> %Cmp172, <2 x i1> %I451, <2 x i32> <i32 3, i32 1>
  %I520 = insertelement <2 x float> %I290, float %Sl81, i32 1
  %B521 = xor i8 %L19, %E258
  %ZE522 = zext <1 x i8> %B291 to <1 x i64>
  %Sl523 = select i1 %E159, i16 %FC155, i16 %Se461
  %Cmp524 = icmp sgt i8 %E381, %L480
  br i1 %Cmp524, label %CF1692, label %CF1769

CF1769:                                           ; preds = %CF1805
  %L525 = load i8, i8* %0, align 1
  store i8 0, i8* %0, align 1
  %E526 = extractelement <8 x i1> %Shuff434, i32 2
  br i1 %E526, label %CF1692, label %CF1726

CF1726:                                           ; preds = %CF1769
  %Shuff527 = shufflevector <8 x float> %L257, <8 x float> %Shuff374, <8 x i32> <i32 13, i32 undef, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11>
  %I528 = insertelement <4 x i64> %Shuff237, i64 %E83, i32 3
  %B529 = lshr i8 %L525, %L264
  %ZE530 = zext <1 x i1> %Cmp386 to <1 x i8>
  %Sl531 = select i1 %Cmp431, i8 %Sl309, i8 %E146
  %Cmp532 = icmp uge i8 %L311, %L295
  br i1 %Cmp532, label %CF1671, label %CF1683

CF1683:                                           ; preds = %CF1683, %CF1885, %CF1726
  %L533 = load i8, i8* %0, align 1
  store i32 %L48, i32* %PC126, align 4
  %E534 = extractelement <1 x i8> zeroinitializer, i32 0
  %Shuff535 = shufflevector <1 x i64> %Shuff426, <1 x i64> %ZE522, <1 x i32> <i32 1>
  %I536 = insertelement <8 x i16> zeroinitializer, i16 %Se461, i32 3
  %B537 = or <1 x i8> %Sl111, %B399
  %Tr538 = trunc <8 x i16> %Sl60 to <8 x i8>
  %Sl539 = select i1 %Sl324, i1 %E304, i1 %Cmp165
  br i1 %Sl539, label %CF1683, label %CF1751

CF1751:                                           ; preds = %CF1751, %CF1876, %CF1683
  %Cmp540 = icmp eq <4 x i1> %Shuff168, %Cmp294
  %L541 = load i32, i32* %PC, align 4
  store i8 %B208, i8* %0, align 1
  %E542 = extractelement <1 x i1> %Shuff351, i32 0
  br i1 %E542, label %CF1751, label %CF1876

CF1876:                                           ; preds = %CF1751
  %Shuff543 = shufflevector <2 x i8> %Shuff, <2 x i8> %Sl385, <2 x i32> <i32 2, i32 undef>
  %I544 = insertelement <2 x i8> %Shuff92, i8 %Sl171, i32 0
  %B545 = sub <1 x i8> %Shuff328, %I231
  %FC546 = sitofp i1 %E273 to float
  %Sl547 = select i1 %Cmp416, i16 %Sl523, i16 %E433
  %Cmp548 = icmp ne i1 %Cmp188, %Cmp471
  br i1 %Cmp548, label %CF1751, label %CF1825

CF1825:                                           ; preds = %CF1825, %CF1873, %CF1876
  %L549 = load i8, i8* %0, align 1
  store i8 %E106, i8* %0, align 1
  %E550 = extractelement <4 x i1> %Sl362, i32 2
  br i1 %E550, label %CF1825, label %CF1873

CF1873:                                           ; preds = %CF1825
  %Shuff551 = shufflevector <8 x float> %Shuff527, <8 x float> %L257, <8 x i32> <i32 13, i32 15, i32 1, i32 3, i32 undef, i32 7, i32 9, i32 11>
  %I552 = insertelement <2 x i8> %I30, i8 %Sl164, i32 1
  %BC = bitcast <8 x float> %Shuff527 to <8 x i32>
  %Sl553 = select i1 %Cmp479, <2 x i32> %Sl40, <2 x i32> %I345
  %Cmp554 = icmp ule i32 %L487, %ZE361
  br i1 %Cmp554, label %CF1825, label %CF1859

CF1859:                                           ; preds = %CF1859, %CF1873
  %L555 = load i8, i8* %0, align 1
  store i8 %B521, i8* %0, align 1
  %E556 = extractelement <2 x float> %FC209, i32 1
  %Shuff557 = shufflevector <2 x i32> %Shuff412, <2 x i32> %Sl285, <2 x i32> <i32 2, i32 0>
  %I558 = insertelement <1 x i8> %Shuff183, i8 %L432, i32 0
  %B559 = urem i8 %L228, %Sl401
  %ZE560 = zext i8 %L27 to i64
  %Sl561 = select i1 %E373, i1 %E418, i1 %Cmp479
  br i1 %Sl561, label %CF1859, label %CF1885

CF1885:                                           ; preds = %CF1859
  %Cmp562 = icmp uge i8 %Sl218, %E411
  br i1 %Cmp562, label %CF1683, label %CF1734

CF1734:                                           ; preds = %CF1734, %CF1885
  %L563 = load i8, i8* %0, align 1
  store i8 %Sl270, i8* %0, align 1
  %E564 = extractelement <2 x i8> %I124, i32 0
  %Shuff565 = shufflevector <1 x i8> %Shuff107, <1 x i8> %Shuff289, <1 x i32> <i32 1>
  %I566 = insertelement <1 x i8> %Shuff366, i8 %L342, i32 0
  %B567 = and <1 x i8> %I79, %Shuff466
  %FC568 = fptoui float 0x46152C0900000000 to i8
  %Sl569 = select i1 %Cmp120, <16 x i64>* %A1, <16 x i64>* %A1
  %Cmp570 = icmp ule <2 x i8> %Shuff44, %I65
  %L571 = load <16 x i64>, <16 x i64>* %Sl569, align 128
  store i32 %L166, i32* %PC, align 4
  %E572 = extractelement <1 x i8> %Shuff328, i32 0
  %Shuff573 = shufflevector <1 x i8> %Shuff305, <1 x i8> %Shuff328, <1 x i32> zeroinitializer
  %I574 = insertelement <4 x i1> %Shuff389, i1 %E496, i32 2
  %ZE575 = zext <1 x i1> %Shuff131 to <1 x i16>
  %Sl576 = select i1 true, <2 x i8> %Shuff7, <2 x i8> zeroinitializer
  %Cmp577 = fcmp uge double %Sl46, %B109
  br i1 %Cmp577, label %CF1734, label %CF1907

CF1907:                                           ; preds = %CF1734
  %L578 = load <16 x i64>, <16 x i64>* %Sl569, align 128
  %E579 = extractelement <4 x i16> %Sl10, i32 3
  %Shuff580 = shufflevector <1 x i1> %Shuff64, <1 x i1> %Cmp18, <1 x i32> zeroinitializer
  %I581 = insertelement <1 x i8> %I85, i8 %L563, i32 0
  %FC582 = sitofp <1 x i8> %B567 to <1 x float>
  %Sl583 = select i1 %Cmp61, <1 x i8> %Shuff466, <1 x i8> %Shuff139
  %Cmp584 = icmp sgt i8 %E564, %L480
  br i1 %Cmp584, label %CF1671, label %CF1680

CF1680:                                           ; preds = %CF1680, %CF1868, %CF1907
  %L585 = load <16 x i64>, <16 x i64>* %Sl569, align 128
  store <16 x i64> %L571, <16 x i64>* %Sl569, align 128
  %E586 = extractelement <1 x i8> %B537, i32 0
  %Shuff587 = shufflevector <2 x i8> %Shuff84, <2 x i8> %I215, <2 x i32> <i32 2, i32 0>
  %I588 = insertelement <1 x i1> %Cmp271, i1 %E343, i32 0
  %FC589 = sitofp <1 x i8> %Shuff107 to <1 x double>
  %Sl590 = select i1 %Sl539, <2 x i32> %I345, <2 x i32> zeroinitializer
  %Cmp591 = icmp uge i1 %E358, %E403
  br i1 %Cmp591, label %CF1680, label %CF1842

CF1842:                                           ; preds = %CF1842, %CF1680
  %L592 = load <16 x i64>, <16 x i64>* %Sl569, align 128
  store <16 x i64> %L571, <16 x i64>* %Sl569, align 128
  %E593 = extractelement <4 x i1> %Shuff168, i32 1
  br i1 %E593, label %CF1842, label %CF1868

CF1868:                                           ; preds = %CF1842
  %Shuff594 = shufflevector <1 x i8> %Shuff123, <1 x i8> %I314, <1 x i32> undef
  %I595 = insertelement <2 x i8> %Shuff281, i8 %B521, i32 0
  %B596 = shl i16 %Sl478, %Sl478
  %Sl597 = select i1 %Tr507, <4 x i64> %Shuff237, <4 x i64> %Shuff237
  %Cmp598 = icmp ugt <4 x i1> %I253, %L334
  %L599 = load <16 x i64>, <16 x i64>* %Sl569, align 128
  store i32 %FC400, i32* %PC126, align 4
  %E600 = extractelement <2 x i8> %I215, i32 1
  %Shuff601 = shufflevector <1 x i8> %Sl149, <1 x i8> %I79, <1 x i32> zeroinitializer
  %I602 = insertelement <1 x i64> %Shuff535, i64 %E327, i32 0
  %PC603 = bitcast <4 x i1>* %A to i32*
  %Sl604 = select i1 %Cmp188, i1 %E174, i1 %E335
  br i1 %Sl604, label %CF1680, label %CF1720

CF1720:                                           ; preds = %CF1720, %CF1868
  %Cmp605 = icmp sgt <8 x i16> zeroinitializer, %Shuff252
  %L606 = load <16 x i64>, <16 x i64>* %Sl569, align 128
  store <16 x i64> %L578, <16 x i64>* %Sl569, align 128
  %E607 = extractelement <1 x i64> %ZE522, i32 0
  %Shuff608 = shufflevector <4 x i1> %Shuff359, <4 x i1> %Cmp47, <4 x i32> <i32 undef, i32 0, i32 2, i32 4>
  %I609 = insertelement <4 x i1> %Shuff266, i1 true, i32 0
  %B610 = or i8 %E244, %L228
  %FC611 = fptoui <8 x float> %Shuff527 to <8 x i64>
  %Sl612 = select i1 %E273, i64 %ZE102, i64 %ZE102
  %Cmp613 = icmp ne i1 %Cmp203, %E99
  br i1 %Cmp613, label %CF1720, label %CF1765

CF1765:                                           ; preds = %CF1765, %CF1904, %CF1720
  %L614 = load i8, i8* %0, align 1
  store <16 x i64> %L571, <16 x i64>* %Sl569, align 128
  %E615 = extractelement <1 x i16> %Shuff344, i32 0
  %Shuff616 = shufflevector <1 x i8> %Shuff115, <1 x i8> %Shuff450, <1 x i32> undef
  %I617 = insertelement <8 x float> %I467, float %FC445, i32 4
  %B618 = xor i64 394325, %E49
  %FC619 = sitofp i32 %L5 to float
  %Sl620 = select i1 %Cmp310, i16 0, i16 %E518
  %Cmp621 = icmp ne <1 x i8> %B291, %ZE530
  %L622 = load <4 x i1>, <4 x i1>* %Sl103, align 1
  store <16 x i64> %L571, <16 x i64>* %Sl569, align 128
  %E623 = extractelement <1 x i8> zeroinitializer, i32 0
  %Shuff624 = shufflevector <2 x i8> %Shuff100, <2 x i8> %Shuff419, <2 x i32> <i32 1, i32 3>
  %I625 = insertelement <4 x i64> %Shuff237, i64 %B484, i32 3
  %FC626 = uitofp <8 x i16> %B23 to <8 x double>
  %Sl627 = select i1 %Sl604, i32 %L48, i32 %L48
  %Cmp628 = icmp ne i32 %L105, %Sl627
  br i1 %Cmp628, label %CF1765, label %CF1904

CF1904:                                           ; preds = %CF1765
  %L629 = load <16 x i64>, <16 x i64>* %Sl569, align 128
  store i32 %Sl627, i32* %PC, align 4
  %E630 = extractelement <4 x i64> %Shuff237, i32 3
  %Shuff631 = shufflevector <4 x i1> %Shuff359, <4 x i1> %L517, <4 x i32> <i32 undef, i32 0, i32 2, i32 4>
  %I632 = insertelement <4 x i64> %Sl597, i64 409361, i32 0
  %Se633 = sext i16 %FC155 to i64
  %Sl634 = select i1 %Cmp, i8 %E146, i8 %L357
  %Cmp635 = icmp eq <1 x i1> %Shuff245, %Shuff131
  %L636 = load i32, i32* %PC, align 4
  store <16 x i64> %L571, <16 x i64>* %Sl569, align 128
  %E637 = extractelement <2 x i8> %I65, i32 1
  %Shuff638 = shufflevector <1 x i1> %Shuff57, <1 x i1> %Cmp621, <1 x i32> zeroinitializer
  %I639 = insertelement <2 x i32> zeroinitializer, i32 %ZE361, i32 0
  %FC640 = uitofp i8 %L563 to double
  %Sl641 = select i1 %E273, i32 %ZE66, i32 %L303
  %Cmp642 = icmp ne <1 x i1> %Shuff245, %Cmp271
  %L643 = load <16 x i64>, <16 x i64>* %Sl569, align 128
  store i32 %L137, i32* %PC603, align 4
  %E644 = extractelement <4 x i1> %Shuff168, i32 1
  br i1 %E644, label %CF1765, label %CF1837

CF1837:                                           ; preds = %CF1904
  %Shuff645 = shufflevector <2 x i32> zeroinitializer, <2 x i32> %B162, <2 x i32> <i32 0, i32 2>
  %I646 = insertelement <4 x i1> %Cmp540, i1 %Sl233, i32 2
  %B647 = udiv i64 %E607, %E327
  %FC648 = fptosi double %Sl241 to i64
  %Sl649 = select i1 %Cmp203, <1 x i1> %I223, <1 x i1> %Shuff64
  %Cmp650 = fcmp ogt float %E265, 0x3843B25780000000
  br i1 %Cmp650, label %CF1671, label %CF1673

CF1673:                                           ; preds = %CF1673, %CF1839, %CF1837
  %L651 = load <4 x i1>, <4 x i1>* %Sl103, align 1
  store <16 x i64> %L571, <16 x i64>* %Sl569, align 128
  %E652 = extractelement <8 x i16> zeroinitializer, i32 5
  %Shuff653 = shufflevector <2 x i32> %Sl590, <2 x i32> %Sl40, <2 x i32> <i32 0, i32 2>
  %I654 = insertelement <2 x i8> %Sl32, i8 %E441, i32 0
  %B655 = xor i16 %B170, %E579
  %FC656 = sitofp i8 %L387 to float
  %Sl657 = select i1 %Cmp61, i64 %E138, i64 %E396
  %Cmp658 = icmp eq <1 x i8> %B428, %I360
  %L659 = load i8, i8* %0, align 1
  %E660 = extractelement <1 x i1> %Cmp635, i32 0
  br i1 %E660, label %CF1673, label %CF1773

CF1773:                                           ; preds = %CF1773, %CF1673
  %Shuff661 = shufflevector <8 x i16> %Shuff252, <8 x i16> %Shuff274, <8 x i32> <i32 undef, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 1>
  %I662 = insertelement <4 x i1> %Cmp150, i1 %Cmp136, i32 1
  %B663 = srem i8 %E564, %B353
  %Se664 = sext i1 %E496 to i8
  %Sl665 = select <2 x i1> %Cmp172, <2 x i1> %Cmp423, <2 x i1> %Sl277
  %Cmp666 = icmp ne i8 %L380, %E146
  br i1 %Cmp666, label %CF1773, label %CF1835

CF1835:                                           ; preds = %CF1835, %CF1773
  %L667 = load i32, i32* %PC, align 4
  store <16 x i64> %L571, <16 x i64>* %Sl569, align 128
  %E668 = extractelement <1 x i8> %Shuff601, i32 0
  %Shuff669 = shufflevector <4 x i1> %Shuff359, <4 x i1> %L204, <4 x i32> <i32 undef, i32 undef, i32 undef, i32 1>
  %I670 = insertelement <2 x float> %FC110, float %FC546, i32 1
  %B671 = xor i8 %B499, %L563
  %FC672 = sitofp <4 x i1> %I192 to <4 x double>
  %Sl673 = select i1 %Cmp249, <2 x i8> %I169, <2 x i8> %B299
  %Cmp674 = icmp slt <2 x i8> %Sl32, %I184
  %L675 = load <16 x i64>, <16 x i64>* %Sl569, align 128
  store <16 x i64> %L599, <16 x i64>* %Sl569, align 128
  %E676 = extractelement <1 x i8> %Shuff616, i32 0
  %Shuff677 = shufflevector <8 x float> %Sl393, <8 x float> %I617, <8 x i32> <i32 undef, i32 0, i32 2, i32 4, i32 6, i32 8, i32 undef, i32 12>
  %I678 = insertelement <2 x i8> %I321, i8 %L295, i32 0
  %B679 = urem i64 %4, %E473
  %PC680 = bitcast <4 x i1>* %Sl103 to i1*
  %Sl681 = select i1 %E213, <4 x i1> %I192, <4 x i1> %L145
  %L682 = load <16 x i64>, <16 x i64>* %Sl569, align 128
  store <16 x i64> %L571, <16 x i64>* %Sl569, align 128
  %E683 = extractelement <1 x i64> %I282, i32 0
  %Shuff684 = shufflevector <2 x i16> %ZE308, <2 x i16> %ZE308, <2 x i32> <i32 3, i32 1>
  %I685 = insertelement <4 x i64> %Sl597, i64 %E205, i32 1
  %Sl686 = select i1 %E343, i1 %Sl604, i1 %E358
  br i1 %Sl686, label %CF1835, label %CF1839

CF1839:                                           ; preds = %CF1835
  %Cmp687 = icmp sge <2 x i32> %ZE514, %Sl67
  %L688 = load <16 x i64>, <16 x i64>* %Sl569, align 128
  store i32 %L98, i32* %PC, align 4
  %E689 = extractelement <2 x i1> %Cmp356, i32 0
  br i1 %E689, label %CF1673, label %CF1713

CF1713:                                           ; preds = %CF1713, %CF1797, %CF1834, %CF1839
  %Shuff690 = shufflevector <4 x i1> %L212, <4 x i1> %Cmp54, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I691 = insertelement <1 x i16> %Se323, i16 %Sl523, i32 0
  %B692 = mul i32 %L137, 103705
  %Tr693 = trunc i16 %E to i1
  br i1 %Tr693, label %CF1713, label %CF1797

CF1797:                                           ; preds = %CF1713
  %Sl694 = select i1 %Sl686, i32 %L243, i32 %L667
  %Cmp695 = icmp sge i64 %4, %Se186
  br i1 %Cmp695, label %CF1713, label %CF1774

CF1774:                                           ; preds = %CF1774, %CF1797
  %L696 = load <16 x i64>, <16 x i64>* %Sl569, align 128
  store i32 %L121, i32* %PC603, align 4
  %E697 = extractelement <4 x i64> %Shuff237, i32 2
  %Shuff698 = shufflevector <1 x i1> %Shuff131, <1 x i1> %Shuff57, <1 x i32> <i32 1>
  %I699 = insertelement <1 x i1> %Shuff198, i1 %Cmp188, i32 0
  %Se700 = sext <1 x i1> %I275 to <1 x i32>
  %Sl701 = select i1 %E388, i8 %B559, i8 %E190
  %Cmp702 = icmp ule i1 %Cmp165, %Cmp613
  br i1 %Cmp702, label %CF1774, label %CF1834

CF1834:                                           ; preds = %CF1774
  %L703 = load <16 x i64>, <16 x i64>* %Sl569, align 128
  store <16 x i64> %L571, <16 x i64>* %Sl569, align 128
  %E704 = extractelement <2 x i8> %Sl385, i32 1
  %Shuff705 = shufflevector <2 x i32> %Shuff645, <2 x i32> %I443, <2 x i32> <i32 undef, i32 2>
  %I706 = insertelement <16 x i64> %L682, i64 %Se186, i32 10
  %B707 = srem <4 x i16> %I45, %Sl340
  %Se708 = sext <2 x i8> %Shuff to <2 x i16>
  %Sl709 = select i1 %Cmp120, double 0x6863E8828B61C100, double %B368
  %Cmp710 = icmp slt i8 %Sl347, %L19
  br i1 %Cmp710, label %CF1713, label %CF1733

CF1733:                                           ; preds = %CF1834
  %L711 = load i1, i1* %PC680, align 1
  br i1 %L711, label %CF1671, label %CF1672

CF1672:                                           ; preds = %CF1672, %CF1743, %CF1855, %CF1733
  store i32 %L456, i32* %PC, align 4
  %E712 = extractelement <2 x i32> zeroinitializer, i32 1
  %Shuff713 = shufflevector <16 x i64> %L696, <16 x i64> %L571, <16 x i32> <i32 2, i32 undef, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 0>
  %I714 = insertelement <4 x i1> %Cmp47, i1 %E526, i32 0
  %B715 = and i16 %Sl17, %E35
  %ZE716 = zext i1 %Sl301 to i16
  %Sl717 = select i1 %Cmp613, <4 x double> %FC672, <4 x double> %FC384
  %Cmp718 = icmp eq i8 %E586, %Sl309
  br i1 %Cmp718, label %CF1672, label %CF1743

CF1743:                                           ; preds = %CF1672
  %L719 = load i32, i32* %PC, align 4
  %E720 = extractelement <4 x i1> %Shuff266, i32 3
  br i1 %E720, label %CF1672, label %CF1688

CF1688:                                           ; preds = %CF1688, %CF1813, %CF1743
  %Shuff721 = shufflevector <1 x i1> %Cmp642, <1 x i1> %Shuff580, <1 x i32> zeroinitializer
  %I722 = insertelement <1 x i8> %I566, i8 %L432, i32 0
  %B723 = udiv <8 x i16> %B276, %Sl415
  %Sl724 = select i1 %E174, i64 %B618, i64 %ZE560
  %Cmp725 = icmp eq <1 x i8> %I314, %I85
  %L726 = load i1, i1* %PC680, align 1
  br i1 %L726, label %CF1688, label %CF1777

CF1777:                                           ; preds = %CF1777, %CF1688
  store <16 x i64> %L571, <16 x i64>* %Sl569, align 128
  %E727 = extractelement <1 x i8> %Shuff14, i32 0
  %Shuff728 = shufflevector <2 x i32> %B162, <2 x i32> %B162, <2 x i32> <i32 1, i32 undef>
  %I729 = insertelement <8 x float> %L257, float %E265, i32 7
  %B730 = fsub <8 x float> %I467, %L257
  %Sl731 = select <4 x i1> %L517, <4 x i1> %L334, <4 x i1> %Cmp540
  %Cmp732 = icmp sgt <4 x i1> %Cmp150, %Cmp47
  %L733 = load <16 x i64>, <16 x i64>* %Sl569, align 128
  store <16 x i64> %Shuff713, <16 x i64>* %Sl569, align 128
  %E734 = extractelement <4 x i64> %Shuff237, i32 0
  %Shuff735 = shufflevector <1 x i8> %Shuff107, <1 x i8> %I722, <1 x i32> <i32 1>
  %I736 = insertelement <1 x i8> %Shuff107, i8 %L228, i32 0
  %B737 = fmul <8 x float> %L257, %L257
  %FC738 = uitofp i1 %Tr24 to double
  %Sl739 = select i1 %Cmp33, i1 %E403, i1 %E503
  br i1 %Sl739, label %CF1777, label %CF1813

CF1813:                                           ; preds = %CF1777
  %Cmp740 = icmp sgt <1 x i64> %Shuff535, %Shuff29
  %L741 = load i8, i8* %0, align 1
  store <16 x i64> %L571, <16 x i64>* %Sl569, align 128
  %E742 = extractelement <1 x i8> %Shuff160, i32 0
  %Shuff743 = shufflevector <1 x i8> %Shuff336, <1 x i8> %B537, <1 x i32> zeroinitializer
  %I744 = insertelement <4 x i1> %Cmp242, i1 %E99, i32 0
  %B745 = shl i64 %E734, %Se186
  %FC746 = sitofp i64 %E630 to double
  %Sl747 = select i1 %E660, i8 %L311, i8 %Sl309
  %Cmp748 = icmp ne i1 %E236, %Sl539
  br i1 %Cmp748, label %CF1688, label %CF1710

CF1710:                                           ; preds = %CF1710, %CF1828, %CF1813
  %L749 = load <16 x i64>, <16 x i64>* %Sl569, align 128
  store i1 %Tr142, i1* %PC680, align 1
  %E750 = extractelement <8 x i16> %I536, i32 2
  %Shuff751 = shufflevector <4 x i64> %Shuff237, <4 x i64> %Shuff237, <4 x i32> <i32 undef, i32 7, i32 1, i32 3>
  %I752 = insertelement <2 x i32> %I639, i32 %L541, i32 1
  %B753 = sub i8 0, %L549
  %FC754 = fptosi <2 x float> %FC110 to <2 x i64>
  %Sl755 = select i1 %Cmp479, <2 x i8> %I321, <2 x i8> %I8
  %Cmp756 = icmp slt <1 x i8> %I413, %ZE530
  %L757 = load i32, i32* %PC, align 4
  store <16 x i64> %L571, <16 x i64>* %Sl569, align 128
  %E758 = extractelement <2 x i1> %Cmp75, i32 1
  br i1 %E758, label %CF1710, label %CF1772

CF1772:                                           ; preds = %CF1772, %CF1848, %CF1710
  %Shuff759 = shufflevector <8 x i16> %Shuff274, <8 x i16> %B9, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 undef, i32 12, i32 undef>
  %I760 = insertelement <4 x i16> %B193, i16 %B261, i32 2
  %ZE761 = zext <1 x i8> %I93 to <1 x i32>
  %Sl762 = select i1 %Cmp120, i1 %Cmp455, i1 %E425
  br i1 %Sl762, label %CF1772, label %CF1822

CF1822:                                           ; preds = %CF1822, %CF1850, %CF1772
  %Cmp763 = icmp ult <4 x i1> %L204, %Cmp242
  %L764 = load <16 x i64>, <16 x i64>* %Sl569, align 128
  store i1 %Tr24, i1* %PC680, align 1
  %E765 = extractelement <2 x i8> %Shuff175, i32 0
  %Shuff766 = shufflevector <1 x i8> %Shuff482, <1 x i8> %ZE530, <1 x i32> <i32 1>
  %I767 = insertelement <1 x i8> %Shuff139, i8 %L295, i32 0
  %B768 = add <1 x i32> %ZE225, %ZE761
  %Se769 = sext i8 %E146 to i64
  %Sl770 = select i1 %E99, i16 -1, i16 %Sl620
  %Cmp771 = icmp ugt <1 x i1> %Shuff351, %Cmp463
  %L772 = load <16 x i64>, <16 x i64>* %Sl569, align 128
  store i32 %E280, i32* %PC, align 4
  %E773 = extractelement <1 x i8> %I314, i32 0
  %Shuff774 = shufflevector <2 x i8> %Shuff44, <2 x i8> %B421, <2 x i32> <i32 2, i32 0>
  %I775 = insertelement <1 x i8> %Shuff482, i8 -91, i32 0
  %B776 = or i8 %Sl454, %E63
  %Se777 = sext <1 x i1> %Shuff382 to <1 x i8>
  %Sl778 = select i1 %Cmp, i32 %L510, i32 %Sl627
  %Cmp779 = icmp slt <1 x i16> %Se414, %I398
  %L780 = load i1, i1* %PC680, align 1
  br i1 %L780, label %CF1822, label %CF1850

CF1850:                                           ; preds = %CF1822
  store i8 %L295, i8* %0, align 1
  %E781 = extractelement <1 x i1> %Cmp219, i32 0
  br i1 %E781, label %CF1822, label %CF1848

CF1848:                                           ; preds = %CF1850
  %Shuff782 = shufflevector <4 x double> %FC672, <4 x double> %FC672, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I783 = insertelement <1 x i1> %Cmp635, i1 true, i32 0
  %B784 = xor <4 x i64> %I528, %Shuff751
  %ZE785 = zext i1 %E496 to i64
  %Sl786 = select i1 %Cmp524, i32* %PC, i32* %PC603
  %Cmp787 = icmp ugt <4 x i16> %B330, %B193
  %L788 = load <16 x i64>, <16 x i64>* %Sl569, align 128
  store i32 %L5, i32* %PC603, align 4
  %E789 = extractelement <1 x double> %FC589, i32 0
  %Shuff790 = shufflevector <4 x i1> %Shuff631, <4 x i1> %L113, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I791 = insertelement <16 x i64> %L606, i64 %ZE560, i32 9
  %B792 = add <1 x i8> %Shuff305, %I132
  %Se793 = sext i32 %L166 to i64
  %Sl794 = select <2 x i1> %Cmp516, <2 x i8> %Shuff92, <2 x i8> %Shuff512
  %Cmp795 = icmp eq i8 %L318, %E676
  br i1 %Cmp795, label %CF1772, label %CF1802

CF1802:                                           ; preds = %CF1802, %CF1902, %CF1848
  %L796 = load i32, i32* %Sl786, align 4
  %E797 = extractelement <1 x i32> %ZE225, i32 0
  %Shuff798 = shufflevector <1 x i8> %I260, <1 x i8> %Shuff183, <1 x i32> <i32 1>
  %I799 = insertelement <4 x i1> %L279, i1 %Cmp471, i32 3
  %B800 = frem float %FC445, 0x46152C0900000000
  %Tr801 = trunc i32 %L541 to i1
  br i1 %Tr801, label %CF1802, label %CF1902

CF1902:                                           ; preds = %CF1802
  %Sl802 = select i1 %E689, <8 x i16> %B38, <8 x i16> %I22
  %Cmp803 = icmp sgt <4 x i1> %I646, %L212
  %L804 = load <4 x i1>, <4 x i1>* %Sl103, align 1
  store i32 %Sl627, i32* %PC, align 4
  %E805 = extractelement <1 x i8> %B537, i32 0
  %Shuff806 = shufflevector <1 x i8> %B133, <1 x i8> %I722, <1 x i32> zeroinitializer
  %I807 = insertelement <1 x i8> %I581, i8 %L659, i32 0
  %B808 = add i64 %B679, 394325
  %FC809 = uitofp <1 x i64> %I490 to <1 x float>
  %Sl810 = select i1 %Cmp532, i8 %B753, i8 %Sl634
  %Cmp811 = icmp uge i8 %L555, %L27
  br i1 %Cmp811, label %CF1802, label %CF1828

CF1828:                                           ; preds = %CF1902
  %L812 = load <16 x i64>, <16 x i64>* %Sl569, align 128
  store <16 x i64> %L571, <16 x i64>* %Sl569, align 128
  %E813 = extractelement <1 x i64> %Shuff259, i32 0
  %Shuff814 = shufflevector <4 x double> %Sl717, <4 x double> %FC672, <4 x i32> <i32 undef, i32 undef, i32 0, i32 2>
  %I815 = insertelement <1 x i8> %Shuff565, i8 %L659, i32 0
  %B816 = srem <1 x i8> %Shuff450, %Shuff806
  %FC817 = uitofp <4 x i1> %L395 to <4 x double>
  %Sl818 = select i1 %Cmp249, i32 %L220, i32 %FC400
  %Cmp819 = icmp sge i8 %Sl378, %Sl493
  br i1 %Cmp819, label %CF1710, label %CF1750

CF1750:                                           ; preds = %CF1750, %CF1828
  %L820 = load i32, i32* %Sl786, align 4
  store i1 true, i1* %PC680, align 1
  %E821 = extractelement <8 x i16> zeroinitializer, i32 3
  %Shuff822 = shufflevector <1 x i64> %Shuff230, <1 x i64> %Shuff230, <1 x i32> undef
  %I823 = insertelement <2 x i32> %Shuff557, i32 %FC400, i32 0
  %B824 = and i8 %L228, %L42
  %Se825 = sext <1 x i1> %Cmp658 to <1 x i32>
  %Sl826 = select i1 %L780, i8 %B559, i8 %Sl164
  %Cmp827 = icmp slt <4 x i1> %Cmp150, %Cmp242
  %L828 = load i1, i1* %PC680, align 1
  br i1 %L828, label %CF1750, label %CF1855

CF1855:                                           ; preds = %CF1750
  store <16 x i64> %L571, <16 x i64>* %Sl569, align 128
  %E829 = extractelement <2 x i8> %Shuff297, i32 1
  %Shuff830 = shufflevector <2 x i8> %Shuff458, <2 x i8> %Shuff297, <2 x i32> <i32 undef, i32 0>
  %I831 = insertelement <8 x i64> %FC611, i64 %E205, i32 0
  %Sl832 = select <1 x i1> %I498, <1 x i8> %Shuff565, <1 x i8> zeroinitializer
  %Cmp833 = icmp sge i1 %E511, %E496
  br i1 %Cmp833, label %CF1672, label %CF1675

CF1675:                                           ; preds = %CF1675, %CF1791, %CF1855
  %L834 = load <16 x i64>, <16 x i64>* %Sl569, align 128
  store <16 x i64> %L571, <16 x i64>* %Sl569, align 128
  %E835 = extractelement <4 x i16> %Shuff206, i32 0
  %Shuff836 = shufflevector <2 x i8> %B94, <2 x i8> %Sl755, <2 x i32> <i32 3, i32 1>
  %I837 = insertelement <8 x float> %Shuff677, float %B800, i32 1
  %B838 = mul i64 %Se269, %B679
  %FC839 = sitofp <1 x i1> %Cmp725 to <1 x float>
  %Sl840 = select i1 %Cmp188, i1 %Cmp263, i1 %Cmp227
  br i1 %Sl840, label %CF1675, label %CF1791

CF1791:                                           ; preds = %CF1675
  %Cmp841 = icmp ult i8 %L432, %L549
  br i1 %Cmp841, label %CF1675, label %CF1679

CF1679:                                           ; preds = %CF1679, %CF1862, %CF1811, %CF1854, %CF1826, %CF1791
  %L842 = load i1, i1* %PC680, align 1
  br i1 %L842, label %CF1679, label %CF1862

CF1862:                                           ; preds = %CF1679
  store i32 %L757, i32* %PC, align 4
  %E843 = extractelement <1 x i16> %Se118, i32 0
  %Shuff844 = shufflevector <8 x i16> %Shuff191, <8 x i16> %I536, <8 x i32> <i32 9, i32 11, i32 undef, i32 15, i32 undef, i32 3, i32 5, i32 7>
  %I845 = insertelement <1 x i1> %Cmp771, i1 %Cmp310, i32 0
  %ZE846 = zext i1 %Cmp317 to i8
  %Sl847 = select i1 %L726, i8 %Sl270, i8 %E600
  %Cmp848 = icmp ult i16 %E43, %E70
  br i1 %Cmp848, label %CF1679, label %CF1811

CF1811:                                           ; preds = %CF1862
  %L849 = load i32, i32* %PC, align 4
  store <16 x i64> %L571, <16 x i64>* %Sl569, align 128
  %E850 = extractelement <4 x i1> %Cmp47, i32 0
  br i1 %E850, label %CF1679, label %CF1770

CF1770:                                           ; preds = %CF1770, %CF1883, %CF1811
  %Shuff851 = shufflevector <1 x i8> %Sl832, <1 x i8> %Shuff474, <1 x i32> undef
  %I852 = insertelement <2 x i32> %Shuff214, i32 %L796, i32 1
  %FC853 = sitofp i8 %E28 to double
  %Sl854 = select i1 %Tr24, i16 %E433, i16 %B715
  %Cmp855 = icmp ugt i32 %FC400, %ZE361
  br i1 %Cmp855, label %CF1770, label %CF1883

CF1883:                                           ; preds = %CF1770
  %L856 = load <4 x i1>, <4 x i1>* %A, align 1
  store <16 x i64> %L571, <16 x i64>* %Sl569, align 128
  %E857 = extractelement <2 x i32> %Shuff497, i32 0
  %Shuff858 = shufflevector <4 x float> %FC80, <4 x float> %FC80, <4 x i32> <i32 undef, i32 undef, i32 3, i32 5>
  %I859 = insertelement <1 x i8> %Shuff305, i8 %L432, i32 0
  %B860 = urem <16 x i64> %L812, %L571
  %Sl861 = select <8 x i1> %Cmp89, <8 x i16> %B23, <8 x i16> %Sl415
  %Cmp862 = icmp ule i1 %E526, %Sl739
  br i1 %Cmp862, label %CF1770, label %CF1854

CF1854:                                           ; preds = %CF1883
  %L863 = load <16 x i64>, <16 x i64>* %Sl569, align 128
  store i32 %ZE361, i32* %PC, align 4
  %E864 = extractelement <1 x i8> %I360, i32 0
  %Shuff865 = shufflevector <2 x i1> %Shuff222, <2 x i1> %Sl665, <2 x i32> <i32 1, i32 3>
  %I866 = insertelement <8 x i16> %Shuff252, i16 %E821, i32 3
  %B867 = mul <1 x i8> %I231, %Sl470
  %FC868 = fptosi <8 x float> %Shuff374 to <8 x i8>
  %Sl869 = select i1 %E403, <2 x i1> %Tr240, <2 x i1> %Cmp75
  %Cmp870 = icmp sgt i8 %E864, %L189
  br i1 %Cmp870, label %CF1679, label %CF1728

CF1728:                                           ; preds = %CF1728, %CF1908, %CF1846, %CF1854
  %L871 = load i32, i32* %PC, align 4
  store <16 x i64> %L571, <16 x i64>* %Sl569, align 128
  %E872 = extractelement <2 x i1> %I483, i32 1
  br i1 %E872, label %CF1728, label %CF1908

CF1908:                                           ; preds = %CF1728
  %Shuff873 = shufflevector <2 x i1> %Shuff320, <2 x i1> %Cmp75, <2 x i32> <i32 0, i32 undef>
  %I874 = insertelement <4 x i1> %L212, i1 %Cmp278, i32 2
  %ZE875 = zext <2 x i8> %Shuff21 to <2 x i32>
  %Sl876 = select i1 %E449, <2 x i8> %Sl25, <2 x i8> zeroinitializer
  %Cmp877 = fcmp ogt <4 x float> %FC80, %Shuff858
  %L878 = load <16 x i64>, <16 x i64>* %Sl569, align 128
  store i1 %Cmp227, i1* %PC680, align 1
  %E879 = extractelement <2 x i1> %Cmp172, i32 1
  br i1 %E879, label %CF1728, label %CF1846

CF1846:                                           ; preds = %CF1908
  %Shuff880 = shufflevector <1 x i8> %Shuff851, <1 x i8> %Shuff183, <1 x i32> zeroinitializer
  %I881 = insertelement <1 x i1> %Shuff131, i1 %Cmp211, i32 0
  %B882 = mul <4 x i64> %I625, %I528
  %Sl883 = select i1 %Cmp613, <1 x i1> %I427, <1 x i1> %I845
  %Cmp884 = icmp ne i8 %L173, %E197
  br i1 %Cmp884, label %CF1728, label %CF1826

CF1826:                                           ; preds = %CF1846
  %L885 = load i1, i1* %PC680, align 1
  br i1 %L885, label %CF1679, label %CF1687

CF1687:                                           ; preds = %CF1687, %CF1838, %CF1810, %CF1853, %CF1767, %CF1826
  store i32 %L541, i32* %Sl786, align 4
  %E886 = extractelement <2 x i32> %I852, i32 1
  %Shuff887 = shufflevector <2 x i1> %Cmp494, <2 x i1> %Shuff865, <2 x i32> <i32 2, i32 0>
  %I888 = insertelement <8 x i16> %Sl802, i16 %B715, i32 0
  %B889 = xor <8 x i64> %I831, %I831
  %FC890 = uitofp <4 x i1> %I574 to <4 x float>
  %Sl891 = select i1 true, i64 %Sl724, i64 %B838
  %Cmp892 = icmp eq <4 x i16> %Se469, %B707
  %L893 = load i32, i32* %Sl786, align 4
  store <16 x i64> %L571, <16 x i64>* %Sl569, align 128
  %E894 = extractelement <1 x i8> %Shuff851, i32 0
  %Shuff895 = shufflevector <2 x i1> %Sl277, <2 x i1> %Cmp128, <2 x i32> <i32 0, i32 2>
  %I896 = insertelement <2 x i8> %Shuff830, i8 %L659, i32 0
  %Sl897 = select <4 x i1> %L145, <4 x i1> %I306, <4 x i1> %L334
  %Cmp898 = icmp uge <1 x i16> %Se354, %Se323
  %L899 = load <16 x i64>, <16 x i64>* %Sl569, align 128
  store i32 %L440, i32* %PC, align 4
  %E900 = extractelement <2 x i1> %Cmp509, i32 0
  br i1 %E900, label %CF1687, label %CF1814

CF1814:                                           ; preds = %CF1814, %CF1687
  %Shuff901 = shufflevector <4 x i1> %Sl210, <4 x i1> %Cmp47, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I902 = insertelement <1 x i8> %B428, i8 %L659, i32 0
  %Tr903 = trunc <16 x i64> %L599 to <16 x i1>
  %Sl904 = select i1 %Cmp33, i1 %Cmp650, i1 %L780
  br i1 %Sl904, label %CF1814, label %CF1838

CF1838:                                           ; preds = %CF1814
  %Cmp905 = icmp uge i8 %E106, %Sl701
  br i1 %Cmp905, label %CF1687, label %CF1810

CF1810:                                           ; preds = %CF1838
  %L906 = load i8, i8* %0, align 1
  store i32 %L893, i32* %PC, align 4
  %E907 = extractelement <2 x i1> %Cmp494, i32 0
  br i1 %E907, label %CF1687, label %CF1762

CF1762:                                           ; preds = %CF1762, %CF1810
  %Shuff908 = shufflevector <2 x i1> %Cmp486, <2 x i1> %Sl665, <2 x i32> <i32 1, i32 3>
  %I909 = insertelement <1 x i1> %Cmp740, i1 %L780, i32 0
  %B910 = or i8 %E586, %B73
  %Tr911 = trunc <1 x i16> %I398 to <1 x i1>
  %Sl912 = select <4 x i1> %Cmp242, <4 x i16> zeroinitializer, <4 x i16> zeroinitializer
  %Cmp913 = icmp ult <1 x i8> %Shuff616, %Shuff313
  %L914 = load i32, i32* %Sl786, align 4
  store i8 %B406, i8* %0, align 1
  %E915 = extractelement <1 x i1> %Cmp219, i32 0
  br i1 %E915, label %CF1762, label %CF1788

CF1788:                                           ; preds = %CF1788, %CF1762
  %Shuff916 = shufflevector <8 x i16> %Shuff661, <8 x i16> %Shuff661, <8 x i32> <i32 15, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13>
  %I917 = insertelement <1 x i8> %Shuff616, i8 %L480, i32 0
  %B918 = urem i8 %L549, %E805
  %Se919 = sext i1 %E99 to i16
  %Sl920 = select <1 x i1> %Shuff131, <1 x i64> %I238, <1 x i64> %I602
  %Cmp921 = icmp ult <4 x i1> %L464, %L417
  %L922 = load i1, i1* %PC680, align 1
  br i1 %L922, label %CF1788, label %CF1823

CF1823:                                           ; preds = %CF1823, %CF1788
  %E923 = extractelement <1 x i64> %Shuff230, i32 0
  %Shuff924 = shufflevector <8 x i16> %Shuff844, <8 x i16> %Shuff252, <8 x i32> <i32 7, i32 9, i32 11, i32 13, i32 15, i32 1, i32 3, i32 5>
  %I925 = insertelement <1 x i8> %Shuff36, i8 %ZE846, i32 0
  %B926 = urem i16 %E433, %E750
  %Tr927 = trunc <8 x i16> %Shuff844 to <8 x i8>
  %Sl928 = select <2 x i1> %Sl277, <2 x i8> %I154, <2 x i8> %Sl755
  %Cmp929 = icmp ugt <16 x i64> %L643, %L571
  %L930 = load <16 x i64>, <16 x i64>* %Sl569, align 128
  store i8 %Sl446, i8* %0, align 1
  %E931 = extractelement <1 x i1> %Cmp18, i32 0
  br i1 %E931, label %CF1823, label %CF1853

CF1853:                                           ; preds = %CF1823
  %Shuff932 = shufflevector <1 x i8> zeroinitializer, <1 x i8> %Shuff183, <1 x i32> <i32 1>
  %I933 = insertelement <2 x i32> %Shuff653, i32 %Sl641, i32 1
  %B934 = or <16 x i64> %L772, %L834
  %Se935 = sext i1 %Tr407 to i64
  %Sl936 = select <1 x i1> %Shuff57, <1 x i64> %I108, <1 x i64> %ZE522
  %Cmp937 = icmp ugt i8 %E676, %Sl701
  br i1 %Cmp937, label %CF1687, label %CF1729

CF1729:                                           ; preds = %CF1729, %CF1819, %CF1853
  %L938 = load i32, i32* %PC, align 4
  store i8 %E146, i8* %0, align 1
  %E939 = extractelement <1 x i1> %Tr911, i32 0
  br i1 %E939, label %CF1729, label %CF1815

CF1815:                                           ; preds = %CF1815, %CF1729
  %Shuff940 = shufflevector <8 x i16> zeroinitializer, <8 x i16> zeroinitializer, <8 x i32> <i32 undef, i32 13, i32 15, i32 1, i32 3, i32 5, i32 7, i32 9>
  %I941 = insertelement <2 x i8> %I390, i8 %L549, i32 1
  %B942 = or <16 x i64> %B860, %L643
  %Tr943 = trunc <1 x i64> %B468 to <1 x i1>
  %Sl944 = select <1 x i1> %Cmp463, <1 x i1> %Cmp913, <1 x i1> %Shuff382
  %Cmp945 = icmp sge <16 x i64> %L599, %L749
  %L946 = load i32, i32* %PC603, align 4
  store <16 x i64> %L643, <16 x i64>* %Sl569, align 128
  %E947 = extractelement <1 x i8> %Shuff735, i32 0
  %Shuff948 = shufflevector <1 x i1> %I498, <1 x i1> %I498, <1 x i32> <i32 1>
  %I949 = insertelement <4 x i1> %Sl355, i1 %Cmp120, i32 1
  %B950 = shl i32 %B692, %ZE361
  %ZE951 = zext <4 x i1> %Shuff266 to <4 x i64>
  %Sl952 = select i1 %E403, <1 x i8> %Shuff115, <1 x i8> %Sl470
  %Cmp953 = icmp ule <8 x i16> %B9, %Shuff191
  %L954 = load <4 x i1>, <4 x i1>* %Sl103, align 1
  store <16 x i64> %L571, <16 x i64>* %Sl569, align 128
  %E955 = extractelement <4 x i1> %Cmp47, i32 3
  br i1 %E955, label %CF1815, label %CF1819

CF1819:                                           ; preds = %CF1815
  %Shuff956 = shufflevector <4 x i64> %Shuff237, <4 x i64> %Shuff751, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I957 = insertelement <1 x i8> %Shuff123, i8 %B824, i32 0
  %B958 = mul <4 x i16> %I15, %Sl10
  %FC959 = uitofp <1 x i8> %I260 to <1 x double>
  %Sl960 = select <2 x i1> %Shuff397, <2 x i8> %B338, <2 x i8> %I65
  %Cmp961 = icmp sge <2 x i8> %Sl32, %I154
  %L962 = load <16 x i64>, <16 x i64>* %Sl569, align 128
  store <16 x i64> %L571, <16 x i64>* %Sl569, align 128
  %E963 = extractelement <1 x i8> %I329, i32 0
  %Shuff964 = shufflevector <1 x i16> %Shuff344, <1 x i16> %I691, <1 x i32> <i32 1>
  %I965 = insertelement <2 x i32> %Sl40, i32 %Sl778, i32 1
  %B966 = shl i32 %L636, %L196
  %Sl967 = select <1 x i1> %I498, <1 x i8> %Shuff183, <1 x i8> %I859
  %Cmp968 = icmp uge <1 x i8> %B428, %Shuff289
  %L969 = load i32, i32* %PC, align 4
  store <16 x i64> %L930, <16 x i64>* %Sl569, align 128
  %E970 = extractelement <2 x i8> %I8, i32 0
  %Shuff971 = shufflevector <2 x i8> %Sl32, <2 x i8> %I267, <2 x i32> <i32 1, i32 3>
  %I972 = insertelement <2 x i32> %Shuff412, i32 %L48, i32 1
  %B973 = udiv <2 x i8> zeroinitializer, %I215
  %ZE974 = zext <1 x i1> %I845 to <1 x i32>
  %Sl975 = select i1 %L922, i1 %E304, i1 %Sl561
  br i1 %Sl975, label %CF1729, label %CF1758

CF1758:                                           ; preds = %CF1758, %CF1812, %CF1819
  %Cmp976 = icmp eq <1 x i16> %Se354, %ZE575
  %L977 = load i32, i32* %PC, align 4
  store <16 x i64> %L764, <16 x i64>* %Sl569, align 128
  %E978 = extractelement <4 x float> %Shuff858, i32 0
  %Shuff979 = shufflevector <1 x i8> %B185, <1 x i8> %I93, <1 x i32> <i32 1>
  %I980 = insertelement <2 x i32> zeroinitializer, i32 %L235, i32 1
  %B981 = sub <2 x i8> %Shuff, %Shuff624
  %ZE982 = zext <1 x i8> %I925 to <1 x i32>
  %Sl983 = select i1 true, i32 %L220, i32 %L440
  %Cmp984 = icmp slt i1 %Cmp524, %Sl422
  br i1 %Cmp984, label %CF1758, label %CF1789

CF1789:                                           ; preds = %CF1789, %CF1758
  %L985 = load <16 x i64>, <16 x i64>* %Sl569, align 128
  store i32 %L719, i32* %Sl786, align 4
  %E986 = extractelement <8 x i16> %Shuff191, i32 4
  %Shuff987 = shufflevector <8 x i16> %Shuff661, <8 x i16> %B491, <8 x i32> <i32 undef, i32 undef, i32 undef, i32 13, i32 undef, i32 1, i32 3, i32 5>
  %I988 = insertelement <1 x i8> %Shuff115, i8 %E963, i32 0
  %B989 = and i8 %L34, %Sl701
  %ZE990 = zext <2 x i1> %Shuff895 to <2 x i8>
  %Sl991 = select i1 %E159, i8 %E727, i8 %E727
  %Cmp992 = icmp sgt <8 x i64> %FC611, %FC611
  %L993 = load <16 x i64>, <16 x i64>* %Sl569, align 128
  store i32 %L121, i32* %PC, align 4
  %E994 = extractelement <1 x i64> %Shuff426, i32 0
  %Shuff995 = shufflevector <2 x i8> %I552, <2 x i8> %Sl960, <2 x i32> <i32 1, i32 3>
  %I996 = insertelement <2 x i8> %B268, i8 %L741, i32 1
  %ZE997 = zext i16 %B655 to i32
  %Sl998 = select i1 %Cmp68, i1 %E213, i1 %E550
  br i1 %Sl998, label %CF1789, label %CF1812

CF1812:                                           ; preds = %CF1789
  %Cmp999 = icmp sge <4 x i1> %Cmp732, %L334
  %L1000 = load <16 x i64>, <16 x i64>* %Sl569, align 128
  store <16 x i64> %L675, <16 x i64>* %Sl569, align 128
  %E1001 = extractelement <1 x i8> %I736, i32 0
  %Shuff1002 = shufflevector <2 x i1> %Cmp356, <2 x i1> %Sl665, <2 x i32> <i32 3, i32 1>
  %I1003 = insertelement <8 x i16> %Shuff940, i16 %B715, i32 1
  %ZE1004 = zext i32 %L129 to i64
  %Sl1005 = select i1 %Cmp795, i32 %E797, i32 %L938
  %Cmp1006 = icmp ugt i64 %Se793, %E994
  br i1 %Cmp1006, label %CF1758, label %CF1767

CF1767:                                           ; preds = %CF1812
  %L1007 = load i32, i32* %Sl786, align 4
  store i8 %E56, i8* %0, align 1
  %E1008 = extractelement <4 x i1> %L856, i32 2
  br i1 %E1008, label %CF1687, label %CF1722

CF1722:                                           ; preds = %CF1722, %CF1803, %CF1821, %CF1767
  %Shuff1009 = shufflevector <8 x i64> %B889, <8 x i64> %B889, <8 x i32> <i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 1, i32 3>
  %I1010 = insertelement <8 x i16> %Shuff759, i16 %E433, i32 7
  %B1011 = xor <2 x i8> %Sl316, %I654
  %ZE1012 = zext <2 x i1> %Shuff222 to <2 x i64>
  %Sl1013 = select i1 %E99, i8 %Se664, i8 %Sl634
  %Cmp1014 = icmp eq i16 %Se919, %E221
  br i1 %Cmp1014, label %CF1722, label %CF1803

CF1803:                                           ; preds = %CF1722
  %L1015 = load i1, i1* %PC680, align 1
  br i1 %L1015, label %CF1722, label %CF1778

CF1778:                                           ; preds = %CF1778, %CF1849, %CF1803
  store i32 %Sl485, i32* %PC, align 4
  %E1016 = extractelement <2 x i8> %Sl316, i32 0
  %Shuff1017 = shufflevector <2 x i32> %B117, <2 x i32> %Sl285, <2 x i32> undef
  %I1018 = insertelement <2 x i8> %ZE990, i8 %B753, i32 1
  %B1019 = sdiv i8 %E229, %E411
  %Se1020 = sext i8 %L326 to i32
  %Sl1021 = select <4 x i1> %L464, <4 x i1> %I116, <4 x i1> %L517
  %Cmp1022 = fcmp false float %FC619, 0x46152C0900000000
  br i1 %Cmp1022, label %CF1778, label %CF1849

CF1849:                                           ; preds = %CF1778
  %L1023 = load <16 x i16>, <16 x i16>* %A4, align 32
  store <16 x i64> %L643, <16 x i64>* %Sl569, align 128
  %E1024 = extractelement <1 x i8> %Shuff565, i32 0
  %Shuff1025 = shufflevector <2 x i1> %Shuff873, <2 x i1> %Cmp180, <2 x i32> <i32 3, i32 1>
  %I1026 = insertelement <2 x i1> %Cmp75, i1 %E288, i32 1
  %B1027 = ashr <1 x i8> %Sl111, %ZE530
  %FC1028 = sitofp <8 x i16> %I58 to <8 x double>
  %Sl1029 = select i1 true, <1 x i1> %Tr943, <1 x i1> %Cmp898
  %Cmp1030 = icmp eq i8 %E63, %Sl401
  br i1 %Cmp1030, label %CF1778, label %CF1821

CF1821:                                           ; preds = %CF1849
  %L1031 = load i1, i1* %PC680, align 1
  br i1 %L1031, label %CF1722, label %CF1761

CF1761:                                           ; preds = %CF1761, %CF1841, %CF1821
  store i8 %E586, i8* %0, align 1
  %E1032 = extractelement <2 x i1> %Shuff222, i32 1
  br i1 %E1032, label %CF1761, label %CF1841

CF1841:                                           ; preds = %CF1761
  %Shuff1033 = shufflevector <4 x i16> %Shuff442, <4 x i16> %Shuff442, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I1034 = insertelement <2 x i32> %Shuff557, i32 %L667, i32 0
  %B1035 = ashr i8 %E229, %B610
  %FC1036 = sitofp i1 %Cmp628 to double
  %Sl1037 = select i1 %Cmp748, <4 x i1> %Shuff690, <4 x i1> %Cmp787
  %Cmp1038 = fcmp une <4 x double> %Shuff814, %FC384
  %L1039 = load i32, i32* %Sl786, align 4
  store <16 x i64> %L571, <16 x i64>* %Sl569, align 128
  %E1040 = extractelement <4 x i1> %Shuff168, i32 3
  br i1 %E1040, label %CF1761, label %CF1807

CF1807:                                           ; preds = %CF1841
  %Shuff1041 = shufflevector <8 x i16> %Shuff916, <8 x i16> %I888, <8 x i32> <i32 undef, i32 undef, i32 14, i32 0, i32 2, i32 4, i32 undef, i32 8>
  %I1042 = insertelement <2 x i1> %Shuff887, i1 %Cmp613, i32 0
  %Sl1043 = select i1 %E358, i32 %L1039, i32 %L977
  %Cmp1044 = fcmp olt double %FC738, %FC640
  br label %CF1670

CF1670:                                           ; preds = %CF1670, %CF1843, %CF1893, %CF1807
  %L1045 = load i32, i32* %PC, align 4
  store <16 x i64> %L788, <16 x i64>* %Sl569, align 128
  %E1046 = extractelement <16 x i64> %L1000, i32 11
  %Shuff1047 = shufflevector <1 x i64> %Shuff50, <1 x i64> %Sl936, <1 x i32> zeroinitializer
  %I1048 = insertelement <8 x i16> %Shuff191, i16 %B715, i32 2
  %B1049 = add i8 %L549, %B559
  %FC1050 = uitofp <1 x i8> %I736 to <1 x double>
  %Sl1051 = select i1 %Sl840, i32 %E886, i32 %B692
  %Cmp1052 = icmp ult <4 x i1> %L517, %Cmp540
  %L1053 = load <16 x i64>, <16 x i64>* %Sl569, align 128
  %E1054 = extractelement <1 x i8> %Shuff616, i32 0
  %Shuff1055 = shufflevector <4 x i1> %I646, <4 x i1> %Cmp877, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I1056 = insertelement <8 x i1> %Shuff434, i1 %Sl255, i32 4
  %B1057 = add <2 x i32> zeroinitializer, %Shuff214
  %Sl1058 = select i1 %Sl301, float %Sl96, float %B800
  %Cmp1059 = icmp ult i8 %E773, %E805
  br i1 %Cmp1059, label %CF1670, label %CF1691

CF1691:                                           ; preds = %CF1691, %CF1864, %CF1670
  %L1060 = load i8, i8* %0, align 1
  store <16 x i64> %L930, <16 x i64>* %Sl569, align 128
  %E1061 = extractelement <2 x i8> %B307, i32 1
  %Shuff1062 = shufflevector <1 x i8> %Shuff743, <1 x i8> %ZE530, <1 x i32> zeroinitializer
  %I1063 = insertelement <1 x i8> %Shuff851, i8 %E864, i32 0
  %B1064 = xor <16 x i64> %L985, %L930
  %Sl1065 = select i1 %Sl604, <2 x i8> %Shuff, <2 x i8> %Sl960
  %Cmp1066 = fcmp olt float %E978, %FC59
  br i1 %Cmp1066, label %CF1691, label %CF1864

CF1864:                                           ; preds = %CF1691
  %L1067 = load i1, i1* %PC680, align 1
  br i1 %L1067, label %CF1691, label %CF1824

CF1824:                                           ; preds = %CF1824, %CF1864
  store i32 %L757, i32* %Sl786, align 4
  %E1068 = extractelement <1 x i1> %Cmp219, i32 0
  br i1 %E1068, label %CF1824, label %CF1843

CF1843:                                           ; preds = %CF1824
  %Shuff1069 = shufflevector <1 x i64> %ZE292, <1 x i64> %I238, <1 x i32> zeroinitializer
  %I1070 = insertelement <1 x i1> %Shuff64, i1 %Cmp795, i32 0
  %B1071 = add <4 x i16> %I15, %Shuff442
  %FC1072 = sitofp i1 %E900 to float
  %Sl1073 = select i1 %Cmp591, i8 %L318, i8 %L525
  %Cmp1074 = icmp ugt i1 %Cmp524, %Sl438
  br i1 %Cmp1074, label %CF1670, label %CF1689

CF1689:                                           ; preds = %CF1689, %CF1760, %CF1738, %CF1843
  %L1075 = load i32, i32* %PC, align 4
  store <16 x i64> %L571, <16 x i64>* %Sl569, align 128
  %E1076 = extractelement <4 x i1> %I799, i32 0
  br i1 %E1076, label %CF1689, label %CF1760

CF1760:                                           ; preds = %CF1689
  %Shuff1077 = shufflevector <8 x i16> %Shuff191, <8 x i16> %Shuff252, <8 x i32> <i32 11, i32 13, i32 15, i32 1, i32 3, i32 5, i32 7, i32 undef>
  %I1078 = insertelement <1 x i8> %Shuff565, i8 %L432, i32 0
  %B1079 = shl i8 %L906, %E805
  %Se1080 = sext i8 %E114 to i32
  %Sl1081 = select <1 x i1> %I298, <1 x i64> %B436, <1 x i64> %Shuff1047
  %Cmp1082 = icmp sgt <4 x i16> %Sl340, %B330
  %L1083 = load i8, i8* %0, align 1
  store <16 x i64> %L571, <16 x i64>* %Sl569, align 128
  %E1084 = extractelement <2 x i1> %Cmp302, i32 0
  br i1 %E1084, label %CF1689, label %CF1738

CF1738:                                           ; preds = %CF1760
  %Shuff1085 = shufflevector <8 x float> %I729, <8 x float> %Shuff677, <8 x i32> <i32 undef, i32 undef, i32 7, i32 9, i32 11, i32 13, i32 15, i32 1>
  %I1086 = insertelement <8 x i16> %I58, i16 %E615, i32 5
  %B1087 = xor <4 x i16> %B1071, %B193
  %Se1088 = sext i1 %E182 to i16
  %Sl1089 = select i1 %Cmp1030, i1 %E503, i1 %Cmp136
  br i1 %Sl1089, label %CF1689, label %CF1712

CF1712:                                           ; preds = %CF1712, %CF1900, %CF1738
  %Cmp1090 = icmp sgt <2 x i8> %Shuff419, %B338
  %L1091 = load <4 x i1>, <4 x i1>* %Sl103, align 1
  store i32 %L757, i32* %Sl786, align 4
  %E1092 = extractelement <1 x i1> %I427, i32 0
  br i1 %E1092, label %CF1712, label %CF1759

CF1759:                                           ; preds = %CF1759, %CF1712
  %Shuff1093 = shufflevector <1 x i8> %Shuff565, <1 x i8> %I260, <1 x i32> zeroinitializer
  %I1094 = insertelement <2 x i1> %Cmp333, i1 true, i32 0
  %B1095 = sdiv i64 %E607, %E396
  %Se1096 = sext <1 x i8> %Sl149 to <1 x i32>
  %Sl1097 = select <1 x i1> %Sl1029, <1 x i32> %ZE225, <1 x i32> %ZE974
  %Cmp1098 = icmp sgt <1 x i64> %Shuff1047, %Shuff1047
  %L1099 = load <16 x i64>, <16 x i64>* %Sl569, align 128
  store i32 %Sl143, i32* %PC, align 4
  %E1100 = extractelement <2 x i8> %Shuff100, i32 0
  %Shuff1101 = shufflevector <4 x i64> %Shuff237, <4 x i64> %Shuff237, <4 x i32> <i32 7, i32 undef, i32 3, i32 5>
  %I1102 = insertelement <16 x i64> %L578, i64 %E396, i32 1
  %B1103 = lshr i8 %E970, %B1049
  %Tr1104 = trunc <2 x i32> %Shuff653 to <2 x i1>
  %Sl1105 = select <2 x i1> %Cmp961, <2 x i32> %B117, <2 x i32> %Sl67
  %Cmp1106 = icmp uge <2 x i32> %B162, %I639
  %L1107 = load i8, i8* %0, align 1
  store i32 %L849, i32* %PC, align 4
  %E1108 = extractelement <4 x i1> %I192, i32 2
  br i1 %E1108, label %CF1759, label %CF1900

CF1900:                                           ; preds = %CF1759
  %Shuff1109 = shufflevector <4 x i1> %Shuff266, <4 x i1> %Cmp47, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I1110 = insertelement <4 x i1> %Cmp763, i1 %E358, i32 3
  %FC1111 = fptosi float 0x3C9B220F00000000 to i64
  %Sl1112 = select i1 %E388, <1 x i1> %Shuff948, <1 x i1> %I298
  %Cmp1113 = icmp sgt i1 %Cmp841, %Cmp211
  br i1 %Cmp1113, label %CF1712, label %CF1723

CF1723:                                           ; preds = %CF1723, %CF1900
  %L1114 = load i8, i8* %0, align 1
  store i8 %B824, i8* %0, align 1
  %E1115 = extractelement <4 x i1> %I1110, i32 1
  br i1 %E1115, label %CF1723, label %CF1732

CF1732:                                           ; preds = %CF1732, %CF1723
  %Shuff1116 = shufflevector <8 x i16> %I1010, <8 x i16> %Shuff191, <8 x i32> <i32 8, i32 10, i32 12, i32 14, i32 0, i32 2, i32 4, i32 6>
  %I1117 = insertelement <1 x i64> %Shuff822, i64 %E473, i32 0
  %B1118 = add i8 %E28, %Sl1013
  %Tr1119 = trunc i8 %E963 to i1
  br i1 %Tr1119, label %CF1732, label %CF1829

CF1829:                                           ; preds = %CF1829, %CF1732
  %Sl1120 = select i1 %E358, i8 %E637, i8 %L27
  %Cmp1121 = icmp sgt <1 x i64> %Shuff29, %B436
  %L1122 = load <16 x i64>, <16 x i64>* %Sl569, align 128
  store i32 %E712, i32* %PC126, align 4
  %E1123 = extractelement <2 x i8> %I154, i32 1
  %Shuff1124 = shufflevector <1 x i8> %Shuff880, <1 x i8> %Sl470, <1 x i32> zeroinitializer
  %I1125 = insertelement <8 x float> %Shuff527, float %Sl81, i32 2
  %B1126 = sub i16 %B254, %Se1088
  %ZE1127 = zext i1 %E689 to i64
  %Sl1128 = select i1 %Cmp613, i1 %Cmp554, i1 %Cmp1044
  br i1 %Sl1128, label %CF1829, label %CF1893

CF1893:                                           ; preds = %CF1829
  %Cmp1129 = icmp eq <1 x i1> %I140, %Cmp386
  %L1130 = load i32, i32* %PC603, align 4
  store i32 %L1130, i32* %Sl786, align 4
  %E1131 = extractelement <1 x i64> %Sl1081, i32 0
  %Shuff1132 = shufflevector <1 x i64> %I108, <1 x i64> %Shuff535, <1 x i32> undef
  %I1133 = insertelement <16 x i64> %Shuff713, i64 %E83, i32 11
  %B1134 = fmul float 0x45C5AA5980000000, %E978
  %ZE1135 = zext <4 x i1> %L804 to <4 x i32>
  %Sl1136 = select i1 %Cmp1066, <4 x i64> %I632, <4 x i64> %Sl597
  %Cmp1137 = icmp ule i16 %B715, %E579
  br i1 %Cmp1137, label %CF1670, label %CF1678

CF1678:                                           ; preds = %CF1678, %CF1881, %CF1845, %CF1865, %CF1737, %CF1704, %CF1891, %CF1893
  %L1138 = load i32, i32* %Sl786, align 4
  store i8 -91, i8* %0, align 1
  %E1139 = extractelement <1 x i8> %Se369, i32 0
  %Shuff1140 = shufflevector <4 x i1> %L472, <4 x i1> %I949, <4 x i32> <i32 undef, i32 undef, i32 0, i32 undef>
  %I1141 = insertelement <1 x i8> %Shuff482, i8 %E947, i32 0
  %Sl1142 = select i1 %Cmp394, i8 %L34, i8 %E864
  %Cmp1143 = icmp sge i64 %Se492, %E327
  br i1 %Cmp1143, label %CF1678, label %CF1881

CF1881:                                           ; preds = %CF1678
  %L1144 = load i1, i1* %PC680, align 1
  br i1 %L1144, label %CF1678, label %CF1766

CF1766:                                           ; preds = %CF1766, %CF1881
  store i8 %E668, i8* %0, align 1
  %E1145 = extractelement <4 x i1> %Shuff790, i32 0
  br i1 %E1145, label %CF1766, label %CF1845

CF1845:                                           ; preds = %CF1766
  %Shuff1146 = shufflevector <4 x i1> %L204, <4 x i1> %I207, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I1147 = insertelement <4 x i1> %Shuff669, i1 %E99, i32 1
  %B1148 = udiv i32 %L129, 2053
  %Tr1149 = trunc <4 x i64> %Sl1136 to <4 x i16>
  %Sl1150 = select <4 x i1> %Cmp787, <4 x i16> %Shuff1033, <4 x i16> %B707
  %Cmp1151 = icmp sgt i8 %E146, %B918
  br i1 %Cmp1151, label %CF1678, label %CF1763

CF1763:                                           ; preds = %CF1763, %CF1845
  %L1152 = load i8, i8* %0, align 1
  store i32 %L893, i32* %Sl786, align 4
  %E1153 = extractelement <1 x i1> %Cmp447, i32 0
  br i1 %E1153, label %CF1763, label %CF1865

CF1865:                                           ; preds = %CF1763
  %Shuff1154 = shufflevector <1 x i8> %Shuff743, <1 x i8> %Shuff1062, <1 x i32> <i32 1>
  %I1155 = insertelement <8 x i1> %Cmp992, i1 %Sl301, i32 1
  %ZE1156 = zext i8 %B31 to i32
  %Sl1157 = select i1 %Cmp702, <16 x i64> %B860, <16 x i64> %L571
  %Cmp1158 = icmp ule i64 %B838, %Se186
  br i1 %Cmp1158, label %CF1678, label %CF1709

CF1709:                                           ; preds = %CF1709, %CF1875, %CF1865
  %L1159 = load i32, i32* %PC, align 4
  store <16 x i64> %Shuff713, <16 x i64>* %Sl569, align 128
  %E1160 = extractelement <2 x i1> %I1094, i32 1
  br i1 %E1160, label %CF1709, label %CF1796

CF1796:                                           ; preds = %CF1796, %CF1709
  %Shuff1161 = shufflevector <4 x double> %FC672, <4 x double> %FC384, <4 x i32> <i32 6, i32 0, i32 undef, i32 4>
  %I1162 = insertelement <1 x i1> %Shuff131, i1 %Sl1128, i32 0
  %B1163 = add <4 x i64> %Shuff237, %B882
  %Se1164 = sext <1 x i1> %I1162 to <1 x i64>
  %Sl1165 = select i1 %Cmp718, i16 %ZE716, i16 %B141
  %Cmp1166 = icmp ne i8 %L34, %L563
  br i1 %Cmp1166, label %CF1796, label %CF1827

CF1827:                                           ; preds = %CF1827, %CF1796
  %L1167 = load <16 x i64>, <16 x i64>* %Sl569, align 128
  store i32 %L1159, i32* %Sl786, align 4
  %E1168 = extractelement <1 x i16> %Sl430, i32 0
  %Shuff1169 = shufflevector <1 x i1> %Cmp658, <1 x i1> %Tr943, <1 x i32> zeroinitializer
  %I1170 = insertelement <1 x i1> %Cmp447, i1 %E174, i32 0
  %B1171 = srem i64 %E49, %E396
  %Se1172 = sext <1 x i8> %B185 to <1 x i32>
  %Sl1173 = select i1 %Cmp833, i8 %L173, i8 %E765
  %Cmp1174 = icmp ult <4 x i1> %L113, %I714
  %L1175 = load <16 x i64>, <16 x i64>* %Sl569, align 128
  store <16 x i64> %L571, <16 x i64>* %Sl569, align 128
  %E1176 = extractelement <8 x i1> %Shuff434, i32 1
  br i1 %E1176, label %CF1827, label %CF1875

CF1875:                                           ; preds = %CF1827
  %Shuff1177 = shufflevector <1 x i8> %Shuff1062, <1 x i8> %I85, <1 x i32> zeroinitializer
  %I1178 = insertelement <1 x i1> %Cmp219, i1 %L780, i32 0
  %B1179 = udiv i16 -14607, %Se1088
  %Sl1180 = select i1 true, <2 x i32> %I1034, <2 x i32> %I965
  %Cmp1181 = icmp uge i64 %Se769, %ZE560
  br i1 %Cmp1181, label %CF1709, label %CF1737

CF1737:                                           ; preds = %CF1875
  %L1182 = load i8, i8* %0, align 1
  store i32 %E712, i32* %PC, align 4
  %E1183 = extractelement <2 x i1> %Cmp1090, i32 1
  br i1 %E1183, label %CF1678, label %CF1700

CF1700:                                           ; preds = %CF1700, %CF1857, %CF1737
  %Shuff1184 = shufflevector <4 x i16> %Shuff1033, <4 x i16> %B330, <4 x i32> <i32 4, i32 6, i32 undef, i32 undef>
  %I1185 = insertelement <2 x i8> %Shuff836, i8 %Sl634, i32 0
  %B1186 = lshr i16 %B170, %E986
  %Sl1187 = select <1 x i1> %Shuff131, <1 x i64> %B468, <1 x i64> %Shuff822
  %Cmp1188 = icmp slt <2 x i8> %Shuff587, %Sl673
  %L1189 = load i32, i32* %Sl786, align 4
  store <16 x i64> %L749, <16 x i64>* %Sl569, align 128
  %E1190 = extractelement <1 x i8> %Shuff289, i32 0
  %Shuff1191 = shufflevector <2 x i1> %Shuff887, <2 x i1> %Shuff1025, <2 x i32> <i32 1, i32 3>
  %I1192 = insertelement <2 x i8> %Shuff971, i8 %E805, i32 1
  %B1193 = and i32 %E797, %L541
  %FC1194 = sitofp <1 x i8> %Shuff474 to <1 x float>
  %Sl1195 = select i1 %Cmp1022, <2 x i8> %I1018, <2 x i8> %Shuff774
  %Cmp1196 = icmp sgt <2 x i1> %Cmp423, %Sl665
  %L1197 = load i8, i8* %0, align 1
  store i8 %B610, i8* %0, align 1
  %E1198 = extractelement <4 x i1> %L472, i32 1
  br i1 %E1198, label %CF1700, label %CF1857

CF1857:                                           ; preds = %CF1700
  %Shuff1199 = shufflevector <1 x i8> %Se777, <1 x i8> %Sl149, <1 x i32> zeroinitializer
  %I1200 = insertelement <2 x i1> %Cmp333, i1 %E449, i32 0
  %B1201 = urem i8 %Sl810, %L563
  %BC1202 = bitcast <16 x i64> %B934 to <16 x double>
  %Sl1203 = select i1 %Cmp819, i64 %B679, i64 %Se186
  %Cmp1204 = icmp sgt <4 x i1> %L212, %Sl1037
  %L1205 = load i32, i32* %PC, align 4
  store i8 %E765, i8* %0, align 1
  %E1206 = extractelement <2 x i8> %Shuff543, i32 0
  %Shuff1207 = shufflevector <2 x i8> %B338, <2 x i8> %Sl876, <2 x i32> <i32 3, i32 1>
  %I1208 = insertelement <4 x float> %FC80, float 0x46152C0900000000, i32 1
  %B1209 = lshr <8 x i16> %Shuff759, %I58
  %FC1210 = uitofp i8 %E963 to float
  %Sl1211 = select <2 x i1> %Cmp75, <2 x i8> %ZE990, <2 x i8> %Shuff774
  %Cmp1212 = icmp ule <4 x i16> %B330, %Sl912
  %L1213 = load <16 x i64>, <16 x i64>* %Sl569, align 128
  store <16 x i64> %L571, <16 x i64>* %Sl569, align 128
  %E1214 = extractelement <4 x i1> %Shuff168, i32 0
  br i1 %E1214, label %CF1700, label %CF1704

CF1704:                                           ; preds = %CF1857
  %Shuff1215 = shufflevector <1 x i8> %I815, <1 x i8> %Shuff932, <1 x i32> <i32 1>
  %I1216 = insertelement <4 x i1> %Shuff168, i1 %Cmp710, i32 3
  %B1217 = or i8 %Sl515, %Sl1173
  %Sl1218 = select i1 %Sl324, <4 x i1> %Shuff690, <4 x i1> %Cmp827
  %Cmp1219 = icmp ne <1 x i1> %Sl1112, %Sl1029
  %L1220 = load i8, i8* %0, align 1
  store <16 x i64> %L571, <16 x i64>* %Sl569, align 128
  %E1221 = extractelement <2 x i1> %Cmp961, i32 1
  br i1 %E1221, label %CF1678, label %CF1685

CF1685:                                           ; preds = %CF1685, %CF1836, %CF1704
  %Shuff1222 = shufflevector <1 x i64> %Shuff535, <1 x i64> %Sl1187, <1 x i32> zeroinitializer
  %I1223 = insertelement <2 x i8> %Shuff281, i8 %Sl493, i32 0
  %B1224 = sdiv i8 %L326, %E727
  %Se1225 = sext <2 x i1> %Shuff873 to <2 x i64>
  %Sl1226 = select <4 x i1> %I192, <4 x i64> %I528, <4 x i64> %B882
  %Cmp1227 = icmp ugt i1 %Cmp718, %Cmp1006
  br i1 %Cmp1227, label %CF1685, label %CF1836

CF1836:                                           ; preds = %CF1685
  %L1228 = load <16 x i64>, <16 x i64>* %Sl569, align 128
  store i8 %L906, i8* %0, align 1
  %E1229 = extractelement <2 x i8> %B421, i32 0
  %Shuff1230 = shufflevector <1 x i8> %Shuff289, <1 x i8> %I231, <1 x i32> <i32 1>
  %I1231 = insertelement <1 x i1> %Cmp463, i1 %E273, i32 0
  %Tr1232 = trunc <2 x i32> %Sl40 to <2 x i1>
  %Sl1233 = select i1 %E388, <1 x i1> %Shuff64, <1 x i1> %Shuff147
  %Cmp1234 = fcmp uge <8 x float> %Shuff551, %I837
  %L1235 = load <16 x i64>, <16 x i64>* %Sl569, align 128
  store i8 %Sl1073, i8* %0, align 1
  %E1236 = extractelement <2 x i1> %Shuff873, i32 1
  br i1 %E1236, label %CF1685, label %CF1702

CF1702:                                           ; preds = %CF1702, %CF1898, %CF1794, %CF1863, %CF1836
  %Shuff1237 = shufflevector <4 x i16> %Shuff442, <4 x i16> %B193, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I1238 = insertelement <1 x i64> %Shuff50, i64 %ZE300, i32 0
  %B1239 = fadd <8 x float> %Sl393, %L257
  %Tr1240 = trunc <16 x i64> %L962 to <16 x i16>
  %Sl1241 = select i1 %FC39, i8 %B322, i8 %B989
  %Cmp1242 = icmp uge i8 0, 0
  br i1 %Cmp1242, label %CF1702, label %CF1886

CF1886:                                           ; preds = %CF1886, %CF1702
  %L1243 = load <4 x i1>, <4 x i1>* %Sl103, align 1
  store i8 %L480, i8* %0, align 1
  %E1244 = extractelement <16 x i64> %L703, i32 12
  %Shuff1245 = shufflevector <2 x i1> %Cmp128, <2 x i1> %Cmp961, <2 x i32> <i32 3, i32 1>
  %I1246 = insertelement <4 x i1> %I306, i1 %Cmp548, i32 1
  %ZE1247 = zext i1 %E1040 to i32
  %Sl1248 = select i1 %L828, i32 2053, i32 %L448
  %Cmp1249 = fcmp ule float %FC59, %E265
  br i1 %Cmp1249, label %CF1886, label %CF1898

CF1898:                                           ; preds = %CF1886
  %L1250 = load i8, i8* %0, align 1
  store <16 x i64> %L599, <16 x i64>* %Sl569, align 128
  %E1251 = extractelement <2 x i8> %Shuff44, i32 0
  %Shuff1252 = shufflevector <4 x i16> %B224, <4 x i16> %Sl912, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I1253 = insertelement <4 x i1> %Sl1021, i1 %Cmp577, i32 3
  %Tr1254 = trunc <8 x i16> %B23 to <8 x i8>
  %Sl1255 = select i1 %Cmp666, <2 x i8> %Shuff100, <2 x i8> %Shuff830
  %Cmp1256 = icmp ne <1 x i64> %ZE453, %I1117
  %L1257 = load <4 x i1>, <4 x i1>* %Sl103, align 1
  store i8 %B989, i8* %0, align 1
  %E1258 = extractelement <4 x i1> %L145, i32 3
  br i1 %E1258, label %CF1702, label %CF1794

CF1794:                                           ; preds = %CF1898
  %Shuff1259 = shufflevector <8 x i1> %Cmp379, <8 x i1> %Shuff434, <8 x i32> <i32 10, i32 12, i32 14, i32 0, i32 2, i32 4, i32 undef, i32 8>
  %I1260 = insertelement <4 x i1> %Cmp47, i1 %E496, i32 0
  %B1261 = fmul <2 x float> %I290, %FC209
  %Se1262 = sext <2 x i8> %Shuff to <2 x i16>
  %Sl1263 = select i1 %Sl179, i8 %E1001, i8 %E1229
  %Cmp1264 = icmp uge <16 x i64> %B934, %L1167
  %L1265 = load <16 x i64>, <16 x i64>* %Sl569, align 128
  %E1266 = extractelement <1 x i8> %Shuff107, i32 0
  %Shuff1267 = shufflevector <1 x i1> %Cmp219, <1 x i1> %Cmp157, <1 x i32> zeroinitializer
  %I1268 = insertelement <8 x i16> %Shuff1077, i16 %Se461, i32 0
  %B1269 = sdiv <1 x i8> %Shuff565, %Shuff851
  %FC1270 = fptosi double %B391 to i32
  %Sl1271 = select i1 %Cmp811, i8 %L906, i8 %L432
  %Cmp1272 = icmp ult i1 %Cmp591, %E900
  br i1 %Cmp1272, label %CF1702, label %CF1779

CF1779:                                           ; preds = %CF1779, %CF1794
  %L1273 = load <16 x i64>, <16 x i64>* %Sl569, align 128
  store <16 x i64> %L899, <16 x i64>* %Sl569, align 128
  %E1274 = extractelement <8 x i16> %I22, i32 2
  %Shuff1275 = shufflevector <8 x i8> %Tr1254, <8 x i8> %Tr1254, <8 x i32> <i32 13, i32 15, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11>
  %I1276 = insertelement <1 x i8> %Shuff1154, i8 %B776, i32 0
  %Se1277 = sext <4 x i1> %I874 to <4 x i32>
  %Sl1278 = select <4 x i1> %Cmp999, <4 x i1> %Cmp803, <4 x i1> %Cmp827
  %Cmp1279 = icmp ugt <1 x i1> %Shuff147, %I845
  %L1280 = load i8, i8* %0, align 1
  store <16 x i64> %L1235, <16 x i64>* %Sl569, align 128
  %E1281 = extractelement <4 x i1> %I420, i32 0
  br i1 %E1281, label %CF1779, label %CF1863

CF1863:                                           ; preds = %CF1779
  %Shuff1282 = shufflevector <4 x i1> %L856, <4 x i1> %L856, <4 x i32> <i32 undef, i32 1, i32 undef, i32 undef>
  %I1283 = insertelement <16 x i64> %B1064, i64 %Se186, i32 1
  %ZE1284 = zext i32 %L487 to i64
  %Sl1285 = select i1 %Cmp628, <2 x i8> %I184, <2 x i8> %Shuff543
  %Cmp1286 = icmp ult <2 x i1> %Shuff1002, %Cmp341
  %L1287 = load i8, i8* %0, align 1
  store i8 %E864, i8* %0, align 1
  %E1288 = extractelement <1 x i1> %Shuff580, i32 0
  br i1 %E1288, label %CF1702, label %CF1741

CF1741:                                           ; preds = %CF1741, %CF1877, %CF1863
  %Shuff1289 = shufflevector <2 x i8> %I544, <2 x i8> %Sl794, <2 x i32> <i32 undef, i32 0>
  %I1290 = insertelement <1 x i64> %ZE453, i64 %B1095, i32 0
  %B1291 = ashr <1 x i16> %Shuff344, %Shuff964
  %ZE1292 = zext i1 %L1144 to i8
  %Sl1293 = select i1 %Cmp33, <1 x i1> %Cmp658, <1 x i1> %Cmp1219
  %Cmp1294 = icmp ugt <2 x i1> %Cmp1090, %I1094
  %L1295 = load <16 x i64>, <16 x i64>* %Sl569, align 128
  store <16 x i64> %L1099, <16 x i64>* %Sl569, align 128
  %E1296 = extractelement <1 x i1> %Cmp195, i32 0
  br i1 %E1296, label %CF1741, label %CF1877

CF1877:                                           ; preds = %CF1741
  %Shuff1297 = shufflevector <4 x i1> %Cmp827, <4 x i1> %Sl731, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I1298 = insertelement <16 x i64> %L788, i64 %B808, i32 12
  %B1299 = fmul double %FC163, %FC853
  %FC1300 = uitofp <1 x i1> %Shuff698 to <1 x float>
  %Sl1301 = select <8 x i1> %I1155, <8 x i16> %B23, <8 x i16> %I101
  %Cmp1302 = icmp ugt i8 %Sl378, %Sl701
  br i1 %Cmp1302, label %CF1741, label %CF1756

CF1756:                                           ; preds = %CF1756, %CF1877
  %L1303 = load <16 x i64>, <16 x i64>* %Sl569, align 128
  store i8 %E56, i8* %0, align 1
  %E1304 = extractelement <4 x i32> %Se1277, i32 2
  %Shuff1305 = shufflevector <8 x i16> %Sl802, <8 x i16> %B9, <8 x i32> <i32 undef, i32 7, i32 9, i32 11, i32 13, i32 undef, i32 1, i32 undef>
  %I1306 = insertelement <4 x i1> %L417, i1 %E1214, i32 3
  %B1307 = mul <16 x i64> %B860, %L571
  %Sl1308 = select <4 x i1> %Shuff669, <4 x i1> %Sl210, <4 x i1> %Cmp47
  %Cmp1309 = icmp eq i1 %E955, true
  br i1 %Cmp1309, label %CF1756, label %CF1891

CF1891:                                           ; preds = %CF1756
  %L1310 = load <4 x i1>, <4 x i1>* %A2, align 1
  store <16 x i64> %L1273, <16 x i64>* %Sl569, align 128
  %E1311 = extractelement <8 x i16> %Shuff252, i32 0
  %Shuff1312 = shufflevector <1 x i1> %I140, <1 x i1> %Cmp18, <1 x i32> undef
  %I1313 = insertelement <16 x i64> %L985, i64 %E607, i32 15
  %B1314 = fdiv <8 x float> %I467, %B1239
  %FC1315 = sitofp <4 x i16> %Sl912 to <4 x double>
  %Sl1316 = select i1 %L922, i1 %Cmp1066, i1 %Cmp1227
  br i1 %Sl1316, label %CF1678, label %CF1681

CF1681:                                           ; preds = %CF1681, %CF1891
  %Cmp1317 = icmp ne i16 %ZE, %E986
  br i1 %Cmp1317, label %CF1681, label %CF1858

CF1858:                                           ; preds = %CF1858, %CF1879, %CF1681
  %L1318 = load <16 x i64>, <16 x i64>* %Sl569, align 128
  store i8 %E676, i8* %0, align 1
  %E1319 = extractelement <2 x i1> %Shuff865, i32 0
  br i1 %E1319, label %CF1858, label %CF1879

CF1879:                                           ; preds = %CF1858
  %Shuff1320 = shufflevector <1 x float> %FC1194, <1 x float> %FC582, <1 x i32> <i32 1>
  %I1321 = insertelement <2 x i1> %Tr1104, i1 %Cmp227, i32 1
  %Sl1322 = select i1 %Cmp795, i16 %Sl462, i16 %B715
  %Cmp1323 = icmp sgt i8 %E411, %Sl747
  br i1 %Cmp1323, label %CF1858, label %CF1860

CF1860:                                           ; preds = %CF1879
  %L1324 = load i8, i8* %0, align 1
  %E1325 = extractelement <8 x i16> %Sl60, i32 5
  %Shuff1326 = shufflevector <1 x i8> %I413, <1 x i8> %I375, <1 x i32> zeroinitializer
  %I1327 = insertelement <4 x i1> %Cmp999, i1 %E273, i32 0
  %B1328 = urem i8 %E1251, %Sl531
  %Sl1329 = select i1 %Cmp263, i1 %Sl233, i1 %Cmp1030
  br label %CF

CF:                                               ; preds = %CF, %CF1903, %CF1896, %CF1740, %CF1830, %CF1878, %CF1860
  %Cmp1330 = icmp sge <1 x i8> %Shuff139, %B792
  %L1331 = load i8, i8* %0, align 1
  store i32 %L287, i32* %Sl786, align 4
  %E1332 = extractelement <8 x float> %Shuff527, i32 7
  %Shuff1333 = shufflevector <2 x i32> %B117, <2 x i32> %Shuff412, <2 x i32> <i32 2, i32 undef>
  %I1334 = insertelement <8 x i16> %Shuff252, i16 %E518, i32 0
  %ZE1335 = zext <8 x i1> %Cmp605 to <8 x i8>
  %Sl1336 = select i1 %Cmp211, i1 %E1084, i1 %Tr201
  br i1 %Sl1336, label %CF, label %CF1903

CF1903:                                           ; preds = %CF
  %Cmp1337 = icmp eq <4 x i16> %B330, %Shuff1184
  %L1338 = load i8, i8* %0, align 1
  store i8 %E1001, i8* %0, align 1
  %E1339 = extractelement <4 x i1> %L417, i32 0
  br i1 %E1339, label %CF, label %CF1896

CF1896:                                           ; preds = %CF1903
  %Shuff1340 = shufflevector <1 x i8> %Shuff1062, <1 x i8> %Shuff1326, <1 x i32> <i32 1>
  %I1341 = insertelement <8 x i1> %Shuff1259, i1 %E343, i32 3
  %B1342 = fdiv <4 x float> %Shuff858, %Shuff858
  %Tr1343 = trunc <1 x i16> %I405 to <1 x i1>
  %Sl1344 = select <16 x i1> %Tr903, <16 x i64> %I1313, <16 x i64> %L643
  %Cmp1345 = icmp ule i8 %E1001, %E146
  br i1 %Cmp1345, label %CF, label %CF1740

CF1740:                                           ; preds = %CF1896
  %L1346 = load <16 x i64>, <16 x i64>* %Sl569, align 128
  store <16 x i64> %L571, <16 x i64>* %Sl569, align 128
  %E1347 = extractelement <1 x i8> %Shuff616, i32 0
  %Shuff1348 = shufflevector <2 x i8> %Shuff297, <2 x i8> zeroinitializer, <2 x i32> undef
  %I1349 = insertelement <1 x i1> %Shuff638, i1 %E900, i32 0
  %Tr1350 = trunc <1 x i64> %I1290 to <1 x i8>
  %Sl1351 = select i1 %E660, i32 %L914, i32 %3
  %Cmp1352 = icmp ugt i1 %E1145, %Cmp1066
  br i1 %Cmp1352, label %CF, label %CF1721

CF1721:                                           ; preds = %CF1721, %CF1870, %CF1740
  %L1353 = load i1, i1* %PC680, align 1
  br i1 %L1353, label %CF1721, label %CF1870

CF1870:                                           ; preds = %CF1721
  store <16 x i64> %L571, <16 x i64>* %Sl569, align 128
  %E1354 = extractelement <2 x i1> %Shuff1191, i32 0
  br i1 %E1354, label %CF1721, label %CF1816

CF1816:                                           ; preds = %CF1816, %CF1870
  %Shuff1355 = shufflevector <1 x i8> %Shuff1215, <1 x i8> %Shuff1326, <1 x i32> <i32 1>
  %I1356 = insertelement <1 x i8> %Shuff1326, i8 %E1001, i32 0
  %B1357 = shl i32 %Sl485, %FC400
  %Tr1358 = trunc <8 x i16> zeroinitializer to <8 x i1>
  %Sl1359 = select <16 x i1> %Tr903, <16 x i64> %L1099, <16 x i64> %L1265
  %Cmp1360 = icmp ne i1 %Cmp819, %Sl422
  br i1 %Cmp1360, label %CF1816, label %CF1830

CF1830:                                           ; preds = %CF1816
  %L1361 = load <16 x i64>, <16 x i64>* %Sl569, align 128
  %E1362 = extractelement <1 x i64> %Shuff230, i32 0
  %Shuff1363 = shufflevector <1 x i64> %Shuff426, <1 x i64> %Shuff1132, <1 x i32> <i32 1>
  %I1364 = insertelement <4 x i16> %B1071, i16 %B715, i32 3
  %B1365 = or <8 x i16> %Sl802, %I58
  %Sl1366 = select <8 x i1> %Cmp379, <8 x i1> %I1155, <8 x i1> %Cmp953
  %Cmp1367 = icmp slt <1 x i8> %Shuff328, %B1269
  %L1368 = load i8, i8* %0, align 1
  store <16 x i64> %L571, <16 x i64>* %Sl569, align 128
  %E1369 = extractelement <2 x i32> %Shuff557, i32 0
  %Shuff1370 = shufflevector <1 x i8> %Shuff1326, <1 x i8> %Shuff1326, <1 x i32> <i32 1>
  %I1371 = insertelement <1 x i1> %Tr911, i1 %Cmp1227, i32 0
  %B1372 = sdiv i8 %L387, %B208
  %Tr1373 = trunc i8 %L1197 to i1
  br i1 %Tr1373, label %CF, label %CF1707

CF1707:                                           ; preds = %CF1707, %CF1856, %CF1790, %CF1736, %CF1830
  %Sl1374 = select i1 %E449, i8 %B521, i8 %L189
  %Cmp1375 = icmp uge <1 x i64> %Shuff822, %Shuff822
  %L1376 = load i32, i32* %Sl786, align 4
  store i32 %L98, i32* %Sl786, align 4
  %E1377 = extractelement <4 x i1> %Shuff690, i32 0
  br i1 %E1377, label %CF1707, label %CF1856

CF1856:                                           ; preds = %CF1707
  %Shuff1378 = shufflevector <2 x i16> %ZE308, <2 x i16> %Shuff684, <2 x i32> <i32 undef, i32 1>
  %I1379 = insertelement <1 x i64> %Shuff230, i64 %E994, i32 0
  %B1380 = xor i32 %L137, %ZE361
  %FC1381 = uitofp i1 %Cmp577 to float
  %Sl1382 = select i1 %E1236, i16 %B655, i16 %E1274
  %Cmp1383 = icmp ne <2 x i32> %Shuff557, zeroinitializer
  %L1384 = load i32, i32* %PC, align 4
  store <16 x i64> %L675, <16 x i64>* %Sl569, align 128
  %E1385 = extractelement <2 x i8> %B981, i32 1
  %Shuff1386 = shufflevector <1 x i8> %Shuff1199, <1 x i8> %Se369, <1 x i32> zeroinitializer
  %I1387 = insertelement <2 x i32> %Sl590, i32 %Sl485, i32 0
  %B1388 = urem <4 x i16> %I, %Shuff1237
  %Tr1389 = trunc i16 %FC155 to i8
  %Sl1390 = select <2 x i1> %Cmp570, <2 x i8> %Sl1211, <2 x i8> %Shuff1348
  %Cmp1391 = fcmp false float 0x3C9B220F00000000, %FC59
  br i1 %Cmp1391, label %CF1707, label %CF1783

CF1783:                                           ; preds = %CF1783, %CF1856
  %L1392 = load i1, i1* %PC680, align 1
  br i1 %L1392, label %CF1783, label %CF1790

CF1790:                                           ; preds = %CF1783
  store i32 %L62, i32* %PC, align 4
  %E1393 = extractelement <1 x i32> %B768, i32 0
  %Shuff1394 = shufflevector <16 x i1> %Tr903, <16 x i1> %Cmp1264, <16 x i32> <i32 31, i32 1, i32 undef, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 undef, i32 undef, i32 undef, i32 27, i32 undef>
  %I1395 = insertelement <1 x i1> %Sl1293, i1 %Sl324, i32 0
  %Sl1396 = select i1 %E660, <2 x i8> %Shuff543, <2 x i8> %Sl1390
  %Cmp1397 = icmp uge <2 x i1> %Cmp172, %Sl277
  %L1398 = load i8, i8* %0, align 1
  store i8 %E1347, i8* %0, align 1
  %E1399 = extractelement <1 x i8> %Shuff489, i32 0
  %Shuff1400 = shufflevector <4 x i1> %L204, <4 x i1> %Sl731, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I1401 = insertelement <1 x i1> %Shuff948, i1 %Cmp33, i32 0
  %B1402 = srem <2 x i64> %Se1225, %ZE1012
  %Se1403 = sext <1 x i8> %Shuff735 to <1 x i32>
  %Sl1404 = select i1 true, i8 %Sl508, i8 %Sl1173
  %Cmp1405 = icmp sge i1 %Cmp394, %E900
  br i1 %Cmp1405, label %CF1707, label %CF1736

CF1736:                                           ; preds = %CF1790
  %L1406 = load <16 x i64>, <16 x i64>* %Sl569, align 128
  store <16 x i64> %L571, <16 x i64>* %Sl569, align 128
  %E1407 = extractelement <16 x i64> %L1406, i32 3
  %Shuff1408 = shufflevector <16 x i64> %Shuff713, <16 x i64> %L571, <16 x i32> <i32 22, i32 undef, i32 26, i32 28, i32 undef, i32 0, i32 undef, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20>
  %I1409 = insertelement <2 x i32> %Shuff705, i32 %L424, i32 0
  %B1410 = fadd float %FC619, 0x46152C0900000000
  %Tr1411 = trunc <1 x i8> %I93 to <1 x i1>
  %Sl1412 = select i1 %Cmp584, i16 %B596, i16 %B141
  %Cmp1413 = icmp ule <4 x i1> %Cmp540, %Cmp47
  %L1414 = load <16 x i64>, <16 x i64>* %Sl569, align 128
  %E1415 = extractelement <1 x i1> %Sl649, i32 0
  br i1 %E1415, label %CF1707, label %CF1708

CF1708:                                           ; preds = %CF1708, %CF1736
  %Shuff1416 = shufflevector <1 x i1> %Shuff382, <1 x i1> %I1170, <1 x i32> <i32 1>
  %I1417 = insertelement <1 x i8> zeroinitializer, i8 %FC568, i32 0
  %B1418 = mul <2 x i8> %Shuff543, %I654
  %FC1419 = sitofp <1 x i64> %I1238 to <1 x float>
  %Sl1420 = select i1 %Sl975, double 0x6F710167BF5BA94, double %Sl241
  %Cmp1421 = icmp sge i1 %E373, %Cmp68
  br i1 %Cmp1421, label %CF1708, label %CF1727

CF1727:                                           ; preds = %CF1727, %CF1708
  %L1422 = load i32, i32* %Sl786, align 4
  store <16 x i64> %L962, <16 x i64>* %Sl569, align 128
  %E1423 = extractelement <2 x float> %FC110, i32 0
  %Shuff1424 = shufflevector <2 x i1> %Shuff1002, <2 x i1> %Cmp75, <2 x i32> <i32 undef, i32 1>
  %I1425 = insertelement <1 x i8> %B428, i8 %B663, i32 0
  %ZE1426 = zext i8 %L614 to i64
  %Sl1427 = select i1 %Cmp984, <2 x i1> %I1200, <2 x i1> %Cmp1090
  %Cmp1428 = icmp ult <1 x i8> %I1276, %I722
  %L1429 = load i8, i8* %0, align 1
  store <16 x i64> %L571, <16 x i64>* %Sl569, align 128
  %E1430 = extractelement <2 x i8> %B, i32 1
  %Shuff1431 = shufflevector <1 x i1> %Shuff1169, <1 x i1> %I845, <1 x i32> zeroinitializer
  %I1432 = insertelement <1 x i64> %Shuff1069, i64 %E1362, i32 0
  %FC1433 = sitofp <2 x i1> %Cmp1196 to <2 x float>
  %Sl1434 = select i1 %Cmp227, float %FC95, float %FC445
  %Cmp1435 = icmp sgt <1 x i64> %Shuff535, %Shuff426
  %L1436 = load <16 x i64>, <16 x i64>* %Sl569, align 128
  store i8 %L1338, i8* %0, align 1
  %E1437 = extractelement <4 x i1> %I1147, i32 2
  br i1 %E1437, label %CF1727, label %CF1878

CF1878:                                           ; preds = %CF1727
  %Shuff1438 = shufflevector <1 x i8> %I1141, <1 x i8> %I722, <1 x i32> <i32 1>
  %I1439 = insertelement <16 x i64> %L1436, i64 %ZE1284, i32 5
  %B1440 = fdiv float %FC59, %E265
  %Se1441 = sext i8 %L533 to i16
  %Sl1442 = select <4 x i1> %Cmp999, <4 x i1> %Sl248, <4 x i1> %Shuff1140
  %Cmp1443 = icmp ugt i16 0, %Sl1382
  br i1 %Cmp1443, label %CF, label %CF1674

CF1674:                                           ; preds = %CF1674, %CF1889, %CF1878
  %L1444 = load <16 x i64>, <16 x i64>* %Sl569, align 128
  store i8 %L1324, i8* %0, align 1
  %E1445 = extractelement <1 x i8> %Shuff336, i32 0
  %Shuff1446 = shufflevector <1 x i8> %Se369, <1 x i8> %B1269, <1 x i32> <i32 1>
  %I1447 = insertelement <1 x i8> %Shuff1355, i8 %Sl401, i32 0
  %FC1448 = uitofp <1 x i1> %Shuff351 to <1 x float>
  %Sl1449 = select i1 %E496, i1 %E1354, i1 %E1437
  br i1 %Sl1449, label %CF1674, label %CF1696

CF1696:                                           ; preds = %CF1696, %CF1888, %CF1782, %CF1744, %CF1674
  %Cmp1450 = icmp ule <1 x i8> %I1078, %Shuff474
  %L1451 = load i8, i8* %0, align 1
  store i32 %L137, i32* %Sl786, align 4
  %E1452 = extractelement <8 x double> %FC1028, i32 3
  %Shuff1453 = shufflevector <1 x i8> %Shuff743, <1 x i8> %I1141, <1 x i32> undef
  %I1454 = insertelement <1 x i64> %Shuff259, i64 %ZE560, i32 0
  %FC1455 = sitofp <1 x i64> %I1290 to <1 x double>
  %Sl1456 = select i1 %E1214, double %FC1036, double %B452
  %Cmp1457 = fcmp oeq float %Sl1058, %Sl1058
  br i1 %Cmp1457, label %CF1696, label %CF1888

CF1888:                                           ; preds = %CF1696
  %L1458 = load i8, i8* %0, align 1
  store i8 %L1429, i8* %0, align 1
  %E1459 = extractelement <4 x i1> %L1243, i32 2
  br i1 %E1459, label %CF1696, label %CF1782

CF1782:                                           ; preds = %CF1888
  %Shuff1460 = shufflevector <1 x double> %FC1050, <1 x double> %FC589, <1 x i32> <i32 1>
  %I1461 = insertelement <1 x i8> %I360, i8 %E106, i32 0
  %B1462 = udiv i16 %E465, %Sl1382
  %Sl1463 = select i1 true, i32* %1, i32* %PC
  %Cmp1464 = icmp ne i8 %E13, %L1250
  br i1 %Cmp1464, label %CF1696, label %CF1742

CF1742:                                           ; preds = %CF1742, %CF1782
  %L1465 = load i32, i32* %Sl1463, align 4
  store i32 %L1205, i32* %Sl1463, align 4
  %E1466 = extractelement <8 x float> %Shuff551, i32 0
  %Shuff1467 = shufflevector <2 x i8> %Shuff1207, <2 x i8> %B444, <2 x i32> <i32 3, i32 undef>
  %I1468 = insertelement <2 x i8> %Shuff1289, i8 %E894, i32 1
  %B1469 = srem <1 x i8> %Shuff466, %Shuff1326
  %Sl1470 = select i1 %E388, i1 %E1108, i1 %Tr1119
  br i1 %Sl1470, label %CF1742, label %CF1744

CF1744:                                           ; preds = %CF1742
  %Cmp1471 = icmp slt <2 x i1> %Cmp509, %Shuff865
  %L1472 = load i32, i32* %PC126, align 4
  store i32 %L1138, i32* %Sl1463, align 4
  %E1473 = extractelement <2 x i32> %Shuff497, i32 0
  %Shuff1474 = shufflevector <4 x i1> %Shuff631, <4 x i1> %I574, <4 x i32> <i32 undef, i32 1, i32 3, i32 5>
  %I1475 = insertelement <8 x float> %Shuff527, float %Sl1058, i32 1
  %B1476 = shl i8 %E1206, %E947
  %Se1477 = sext i1 %Cmp409 to i16
  %Sl1478 = select <2 x i1> %Shuff865, <2 x i8> %B268, <2 x i8> %Shuff543
  %Cmp1479 = icmp eq i16 %Sl620, %Sl1382
  br i1 %Cmp1479, label %CF1696, label %CF1711

CF1711:                                           ; preds = %CF1711, %CF1744
  %L1480 = load i32, i32* %Sl1463, align 4
  store i32 %Sl143, i32* %Sl1463, align 4
  %E1481 = extractelement <4 x i64> %ZE951, i32 0
  %Shuff1482 = shufflevector <4 x i1> %I1327, <4 x i1> %Shuff1400, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I1483 = insertelement <1 x i8> %I1356, i8 %Sl1241, i32 0
  %B1484 = srem i16 %FC155, %E433
  %Se1485 = sext i1 %Cmp41 to i32
  %Sl1486 = select i1 %Sl762, i64 %B484, i64 %E83
  %Cmp1487 = icmp ne <4 x i16> %B1087, %Sl912
  %L1488 = load i32, i32* %Sl1463, align 4
  store <16 x i64> %L899, <16 x i64>* %Sl569, align 128
  %E1489 = extractelement <1 x i1> %Cmp1121, i32 0
  br i1 %E1489, label %CF1711, label %CF1889

CF1889:                                           ; preds = %CF1711
  %Shuff1490 = shufflevector <1 x i1> %Cmp271, <1 x i1> %Tr943, <1 x i32> zeroinitializer
  %I1491 = insertelement <1 x i8> zeroinitializer, i8 %Sl309, i32 0
  %Sl1492 = select i1 %E931, i16 %E43, i16 %Se1477
  %Cmp1493 = icmp ne <1 x i1> %I1371, %Shuff1312
  %L1494 = load i32, i32* %Sl1463, align 4
  store i8 %Tr217, i8* %0, align 1
  %E1495 = extractelement <2 x i8> %Shuff543, i32 1
  %Shuff1496 = shufflevector <2 x i1> %Shuff865, <2 x i1> %Cmp180, <2 x i32> <i32 0, i32 2>
  %I1497 = insertelement <1 x i8> zeroinitializer, i8 %L12, i32 0
  %FC1498 = sitofp <1 x i8> %Shuff1199 to <1 x double>
  %Sl1499 = select i1 %E1092, float %FC445, float 0x3C9B220F00000000
  %Cmp1500 = fcmp false <8 x float> %Shuff1085, %I1475
  %L1501 = load <16 x i64>, <16 x i64>* %Sl569, align 128
  store <16 x i64> %L1265, <16 x i64>* %Sl569, align 128
  %E1502 = extractelement <4 x i1> %Shuff669, i32 2
  br i1 %E1502, label %CF1674, label %CF1676

CF1676:                                           ; preds = %CF1676, %CF1892, %CF1899, %CF1784, %CF1714, %CF1889
  %Shuff1503 = shufflevector <2 x i1> %Shuff1025, <2 x i1> %Sl665, <2 x i32> <i32 1, i32 3>
  %I1504 = insertelement <4 x double> %FC817, double %FC477, i32 3
  %B1505 = urem <1 x i8> %I435, %I413
  %Tr1506 = trunc i64 %Sl262 to i16
  %Sl1507 = select i1 %Cmp584, double %B1299, double %B1299
  %Cmp1508 = icmp ult <16 x i64> %L571, %B1064
  %L1509 = load i32, i32* %Sl1463, align 4
  store i32 %Sl1248, i32* %Sl1463, align 4
  %E1510 = extractelement <4 x i1> %Sl681, i32 0
  br i1 %E1510, label %CF1676, label %CF1892

CF1892:                                           ; preds = %CF1676
  %Shuff1511 = shufflevector <1 x i1> %Shuff64, <1 x i1> %I881, <1 x i32> <i32 1>
  %I1512 = insertelement <1 x i1> %Shuff580, i1 %Cmp317, i32 0
  %FC1513 = sitofp i32 %L90 to double
  %Sl1514 = select i1 %Sl301, i32 %L137, i32 %L1075
  %Cmp1515 = icmp sgt i1 %E593, %Cmp1309
  br i1 %Cmp1515, label %CF1676, label %CF1820

CF1820:                                           ; preds = %CF1820, %CF1892
  %L1516 = load <16 x i64>, <16 x i64>* %Sl569, align 128
  store i32 %Sl627, i32* %Sl1463, align 4
  %E1517 = extractelement <4 x i64> %Shuff237, i32 0
  %Shuff1518 = shufflevector <1 x i8> %I1491, <1 x i8> %ZE530, <1 x i32> <i32 1>
  %I1519 = insertelement <2 x i8> %Shuff419, i8 %Sl332, i32 1
  %B1520 = fsub <2 x float> %FC209, %FC1433
  %FC1521 = uitofp i1 %Cmp695 to double
  %Sl1522 = select <1 x i1> %Cmp976, <1 x i8> %Shuff1177, <1 x i8> %Shuff450
  %Cmp1523 = icmp ne <16 x i16> %L1023, %L1023
  %L1524 = load <16 x i64>, <16 x i64>* %Sl569, align 128
  store <16 x i64> %L1265, <16 x i64>* %Sl569, align 128
  %E1525 = extractelement <1 x i16> %B1291, i32 0
  %Shuff1526 = shufflevector <4 x i64> %I625, <4 x i64> zeroinitializer, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I1527 = insertelement <4 x i1> %L1091, i1 %Cmp136, i32 3
  %B1528 = xor i8 %B73, %E91
  %FC1529 = fptosi <4 x double> %FC1315 to <4 x i64>
  %Sl1530 = select i1 %E99, i1 %Cmp325, i1 %Cmp249
  br i1 %Sl1530, label %CF1820, label %CF1899

CF1899:                                           ; preds = %CF1820
  %Cmp1531 = icmp ugt i1 %L842, %Sl998
  br i1 %Cmp1531, label %CF1676, label %CF1735

CF1735:                                           ; preds = %CF1735, %CF1880, %CF1866, %CF1899
  %L1532 = load i32, i32* %Sl1463, align 4
  store i32 %L424, i32* %Sl1463, align 4
  %E1533 = extractelement <2 x i8> %Shuff512, i32 0
  %Shuff1534 = shufflevector <2 x i8> %I352, <2 x i8> %I941, <2 x i32> <i32 3, i32 1>
  %I1535 = insertelement <2 x i8> %B177, i8 %E623, i32 1
  %B1536 = add i8 %B824, %Sl309
  %FC1537 = fptoui double %E789 to i8
  %Sl1538 = select i1 %E1145, i32 %L424, i32 %E886
  %Cmp1539 = icmp sge <4 x i1> %Sl355, %I1253
  %L1540 = load i8, i8* %0, align 1
  store i32 %L181, i32* %Sl1463, align 4
  %E1541 = extractelement <1 x i8> %Shuff616, i32 0
  %Shuff1542 = shufflevector <1 x i8> %Shuff743, <1 x i8> %I902, <1 x i32> zeroinitializer
  %I1543 = insertelement <4 x i1> %Cmp1204, i1 %Sl975, i32 2
  %B1544 = xor i8 %E106, %L432
  %FC1545 = uitofp <1 x i1> %I513 to <1 x double>
  %Sl1546 = select i1 %Sl998, i32 %L220, i32 %L1130
  %Cmp1547 = icmp sge i32 %L55, %L796
  br i1 %Cmp1547, label %CF1735, label %CF1818

CF1818:                                           ; preds = %CF1818, %CF1735
  %L1548 = load i32, i32* %Sl1463, align 4
  store i32 %Sl1351, i32* %PC603, align 4
  %E1549 = extractelement <4 x i1> %Shuff669, i32 3
  br i1 %E1549, label %CF1818, label %CF1874

CF1874:                                           ; preds = %CF1874, %CF1818
  %Shuff1550 = shufflevector <1 x i8> %Shuff1326, <1 x i8> %Tr1350, <1 x i32> zeroinitializer
  %I1551 = insertelement <1 x i64> %Sl920, i64 %E607, i32 0
  %FC1552 = sitofp <4 x i1> %I1327 to <4 x float>
  %Sl1553 = select i1 %Cmp710, <16 x i64> %L1213, <16 x i64> %L599
  %Cmp1554 = icmp ugt <16 x i1> %Shuff1394, %Tr903
  %L1555 = load i32, i32* %Sl1463, align 4
  store i8 %E1347, i8* %0, align 1
  %E1556 = extractelement <4 x i1> %Shuff1055, i32 3
  br i1 %E1556, label %CF1874, label %CF1880

CF1880:                                           ; preds = %CF1874
  %Shuff1557 = shufflevector <1 x i1> %Tr1343, <1 x i1> %Shuff382, <1 x i32> zeroinitializer
  %I1558 = insertelement <1 x i1> %Cmp463, i1 %E403, i32 0
  %B1559 = urem i32 %L98, %L757
  %Tr1560 = trunc i16 %Sl620 to i8
  %Sl1561 = select <1 x i1> %Shuff57, <1 x i8> %I1483, <1 x i8> %Shuff743
  %Cmp1562 = icmp ugt i8 %L563, %B824
  br i1 %Cmp1562, label %CF1735, label %CF1787

CF1787:                                           ; preds = %CF1787, %CF1906, %CF1880
  %L1563 = load i32, i32* %Sl1463, align 4
  store i32 %E1393, i32* %Sl1463, align 4
  %E1564 = extractelement <1 x i1> %Sl649, i32 0
  br i1 %E1564, label %CF1787, label %CF1808

CF1808:                                           ; preds = %CF1808, %CF1787
  %Shuff1565 = shufflevector <1 x i1> %Cmp1219, <1 x i1> %Shuff131, <1 x i32> undef
  %I1566 = insertelement <2 x i8> %I184, i8 %B529, i32 1
  %B1567 = fadd <4 x double> %Sl717, %I1504
  %Sl1568 = select i1 %Cmp471, i8 %Sl1173, i8 %L525
  %Cmp1569 = icmp ult <1 x i64> %Shuff535, %Shuff1047
  %L1570 = load i32, i32* %Sl1463, align 4
  store i32 %ZE1247, i32* %Sl1463, align 4
  %E1571 = extractelement <16 x i1> %Shuff1394, i32 7
  br i1 %E1571, label %CF1808, label %CF1890

CF1890:                                           ; preds = %CF1890, %CF1808
  %Shuff1572 = shufflevector <8 x i16> %I101, <8 x i16> zeroinitializer, <8 x i32> <i32 10, i32 12, i32 14, i32 0, i32 undef, i32 4, i32 undef, i32 8>
  %I1573 = insertelement <2 x i8> %B973, i8 %L1182, i32 0
  %B1574 = xor i8 %L1107, %B610
  %Sl1575 = select i1 %Cmp1302, i1 %E403, i1 %Cmp371
  br i1 %Sl1575, label %CF1890, label %CF1906

CF1906:                                           ; preds = %CF1890
  %Cmp1576 = icmp ne <4 x i64> %Shuff1526, %Sl1136
  %L1577 = load i32, i32* %Sl786, align 4
  store i1 %Cmp61, i1* %PC680, align 1
  %E1578 = extractelement <16 x i16> %Tr1240, i32 15
  %Shuff1579 = shufflevector <1 x i8> %Shuff743, <1 x i8> %Shuff14, <1 x i32> zeroinitializer
  %I1580 = insertelement <4 x i64> %Sl597, i64 %Sl127, i32 2
  %B1581 = sub <1 x i64> %ZE292, %Se1164
  %Se1582 = sext <2 x i1> %Cmp341 to <2 x i32>
  %Sl1583 = select i1 %Cmp471, i8 %B1079, i8 %L295
  %Cmp1584 = icmp sge i8 %Se87, %Sl701
  br i1 %Cmp1584, label %CF1787, label %CF1793

CF1793:                                           ; preds = %CF1793, %CF1906
  %L1585 = load <16 x i64>, <16 x i64>* %Sl569, align 128
  store i32 %L1189, i32* %Sl1463, align 4
  %E1586 = extractelement <16 x i64> %L1436, i32 11
  %Shuff1587 = shufflevector <2 x i64> %FC754, <2 x i64> %FC754, <2 x i32> <i32 2, i32 0>
  %I1588 = insertelement <16 x i64> %L1406, i64 %E327, i32 4
  %B1589 = urem <1 x i64> zeroinitializer, %ZE522
  %FC1590 = sitofp i1 %E758 to double
  %Sl1591 = select i1 %Tr507, i8 %B910, i8 %Sl446
  %Cmp1592 = icmp ule <2 x i8> %I941, %I1185
  %L1593 = load i32, i32* %Sl1463, align 4
  store i32 %L1555, i32* %Sl1463, align 4
  %E1594 = extractelement <2 x i8> %I1519, i32 0
  %Shuff1595 = shufflevector <2 x i32> zeroinitializer, <2 x i32> %Shuff497, <2 x i32> <i32 1, i32 3>
  %I1596 = insertelement <2 x i1> %Cmp494, i1 %Tr142, i32 1
  %B1597 = ashr i64 %Sl612, %B1171
  %FC1598 = sitofp <1 x i64> %B1589 to <1 x float>
  %Sl1599 = select i1 %E907, <8 x i16> %I1086, <8 x i16> %B491
  %Cmp1600 = icmp ne i1 %Cmp1066, %Cmp211
  br i1 %Cmp1600, label %CF1793, label %CF1866

CF1866:                                           ; preds = %CF1793
  %L1601 = load <16 x i64>, <16 x i64>* %Sl569, align 128
  store <16 x i64> %L571, <16 x i64>* %Sl569, align 128
  %E1602 = extractelement <8 x i8> %Tr1254, i32 5
  %Shuff1603 = shufflevector <2 x i32> %Shuff1595, <2 x i32> %Se1582, <2 x i32> undef
  %I1604 = insertelement <8 x i1> %Cmp501, i1 %Cmp1074, i32 6
  %B1605 = ashr i64 %E327, %E49
  %Tr1606 = trunc <2 x i8> %B to <2 x i1>
  %Sl1607 = select i1 %E449, float 0xBB47BA5B80000000, float %B1440
  %Cmp1608 = icmp uge i1 %Cmp1227, %Cmp1479
  br i1 %Cmp1608, label %CF1735, label %CF1784

CF1784:                                           ; preds = %CF1866
  %L1609 = load <16 x i64>, <16 x i64>* %Sl569, align 128
  store <16 x i64> %B942, <16 x i64>* %Sl569, align 128
  %E1610 = extractelement <1 x i8> %Shuff1550, i32 0
  %Shuff1611 = shufflevector <1 x i1> %Shuff1557, <1 x i1> %Cmp271, <1 x i32> <i32 1>
  %I1612 = insertelement <8 x i64> %Shuff1009, i64 %Sl226, i32 1
  %B1613 = mul <1 x i8> %I902, %B1027
  %FC1614 = sitofp <1 x i64> %ZE292 to <1 x double>
  %Sl1615 = select i1 %Sl975, i1 %E1076, i1 %E758
  br i1 %Sl1615, label %CF1676, label %CF1714

CF1714:                                           ; preds = %CF1784
  %Cmp1616 = icmp sgt i1 %Sl422, %Cmp41
  br i1 %Cmp1616, label %CF1676, label %CF1682

CF1682:                                           ; preds = %CF1682, %CF1714
  %L1617 = load i32, i32* %Sl1463, align 4
  store <16 x i64> %L1501, <16 x i64>* %Sl569, align 128
  %E1618 = extractelement <4 x i16> %Shuff1184, i32 2
  %Shuff1619 = shufflevector <8 x float> %I729, <8 x float> %Shuff1085, <8 x i32> <i32 1, i32 undef, i32 5, i32 7, i32 undef, i32 11, i32 13, i32 undef>
  %I1620 = insertelement <4 x i64> %Sl597, i64 %E473, i32 3
  %B1621 = or i8 %L1060, %E146
  %Se1622 = sext i16 %E518 to i64
  %Sl1623 = select <8 x i1> %Cmp953, <8 x float> %Shuff374, <8 x float> %I837
  %Cmp1624 = icmp ne i32 %ZE997, %E1304
  br i1 %Cmp1624, label %CF1682, label %CF1694

CF1694:                                           ; preds = %CF1694, %CF1682
  %L1625 = load i32, i32* %PC126, align 4
  store i32 %Sl818, i32* %PC126, align 4
  %E1626 = extractelement <8 x i16> %Sl1599, i32 6
  %Shuff1627 = shufflevector <8 x float> %I467, <8 x float> %I1475, <8 x i32> <i32 9, i32 11, i32 13, i32 undef, i32 1, i32 3, i32 5, i32 7>
  %I1628 = insertelement <16 x i64> %L1318, i64 %E607, i32 11
  %B1629 = ashr i8 %L1458, %E1541
  %Tr1630 = trunc <2 x i32> %Shuff705 to <2 x i8>
  %Sl1631 = select <4 x i1> %Shuff1400, <4 x i8> %Se346, <4 x i8> %Se346
  %Cmp1632 = icmp ult <1 x i8> %Shuff336, %Shuff183
  %L1633 = load i1, i1* %PC680, align 1
  br i1 %L1633, label %CF1694, label %CF1746

CF1746:                                           ; preds = %CF1746, %CF1844, %CF1694
  store i32 %ZE429, i32* %Sl1463, align 4
  %E1634 = extractelement <2 x i8> %Shuff419, i32 0
  %Shuff1635 = shufflevector <8 x i1> %Cmp97, <8 x i1> %Cmp953, <8 x i32> <i32 3, i32 undef, i32 7, i32 9, i32 11, i32 undef, i32 undef, i32 undef>
  %I1636 = insertelement <1 x i1> %Tr943, i1 %Cmp136, i32 0
  %ZE1637 = zext i8 %Sl508 to i64
  %Sl1638 = select i1 %Cmp1242, <1 x i1> %Shuff147, <1 x i1> %Shuff1557
  %Cmp1639 = icmp slt <1 x i32> %ZE982, %Se1403
  %L1640 = load i8, i8* %0, align 1
  store i32 %L541, i32* %Sl1463, align 4
  %E1641 = extractelement <1 x i1> %I72, i32 0
  br i1 %E1641, label %CF1746, label %CF1844

CF1844:                                           ; preds = %CF1746
  %Shuff1642 = shufflevector <4 x i1> %Shuff389, <4 x i1> %L464, <4 x i32> <i32 undef, i32 4, i32 6, i32 0>
  %I1643 = insertelement <2 x i1> %Cmp961, i1 %Sl762, i32 0
  %B1644 = sdiv i16 %E152, %Tr339
  %ZE1645 = zext i1 %Cmp862 to i16
  %Sl1646 = select i1 %Sl1530, <1 x i8> %Shuff1518, <1 x i8> %Shuff1340
  %Cmp1647 = icmp uge <2 x i32> %B1057, %B162
  %L1648 = load i32, i32* %Sl1463, align 4
  store i32 %L1189, i32* %Sl1463, align 4
  %E1649 = extractelement <1 x i8> %Shuff328, i32 0
  %Shuff1650 = shufflevector <2 x i32> %Shuff1603, <2 x i32> %I639, <2 x i32> <i32 2, i32 0>
  %I1651 = insertelement <4 x i1> %Cmp1337, i1 %E99, i32 0
  %B1652 = mul i32 %L48, %Sl627
  %Tr1653 = trunc i64 %ZE102 to i16
  %Sl1654 = select <2 x i1> %Shuff865, <2 x i32> %Sl1105, <2 x i32> %Sl40
  %Cmp1655 = icmp ult i8 %E1634, %L906
  br i1 %Cmp1655, label %CF1746, label %CF1776

CF1776:                                           ; preds = %CF1844
  %L1656 = load i32, i32* %Sl1463, align 4
  store <16 x i64> %L571, <16 x i64>* %Sl569, align 128
  %E1657 = extractelement <1 x i8> %Sl967, i32 0
  %Shuff1658 = shufflevector <4 x i1> %L145, <4 x i1> %L113, <4 x i32> <i32 undef, i32 undef, i32 1, i32 undef>
  %I1659 = insertelement <2 x i8> %Sl1396, i8 %Sl810, i32 1
  %Tr1660 = trunc <1 x i64> %I602 to <1 x i8>
  %Sl1661 = select i1 %E931, float %E1423, float %E1332
  %Cmp1662 = icmp sgt <4 x i1> %Shuff1109, %Sl681
  %L1663 = load i32, i32* %Sl1463, align 4
  store i32 %L287, i32* %Sl1463, align 4
  %E1664 = extractelement <1 x i8> %Se369, i32 0
  %Shuff1665 = shufflevector <1 x i1> %I909, <1 x i1> %Shuff721, <1 x i32> <i32 1>
  %I1666 = insertelement <1 x i8> %Shuff107, i8 %Sl1173, i32 0
  %B1667 = sdiv <2 x i32> %Shuff1333, %Sl67
  %Sl1668 = select i1 %Cmp848, <1 x i8> %Shuff1340, <1 x i8> %I1078
  %Cmp1669 = icmp ne <1 x i16> %Se118, %Se323
  store <16 x i64> %Shuff1408, <16 x i64>* %Sl569, align 128
  store i32 %L1189, i32* %Sl1463, align 4
  store i8 %L480, i8* %0, align 1
  store <16 x i64> %L764, <16 x i64>* %Sl569, align 128
  store i8 %L432, i8* %0, align 1
  ret void
}

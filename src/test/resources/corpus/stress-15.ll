; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD15(i8* %0, i32* %1, i64* %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i32, align 4
  %A3 = alloca i64, align 8
  %A2 = alloca i64, align 8
  %A1 = alloca i8, align 1
  %A = alloca i1, align 1
  %L = load i32, i32* %A4, align 4
  store i8 -1, i8* %0, align 1
  %E = extractelement <4 x i64> zeroinitializer, i32 2
  %Shuff = shufflevector <1 x i32> zeroinitializer, <1 x i32> zeroinitializer, <1 x i32> <i32 1>
  %I = insertelement <8 x i32> zeroinitializer, i32 407801, i32 5
  %B = lshr i8 -1, %5
  %Tr = trunc <1 x i32> %Shuff to <1 x i1>
  %Sl = select <8 x i1> <i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false>, <8 x i16> zeroinitializer, <8 x i16> zeroinitializer
  %Cmp = icmp slt i8 69, %5
  br label %CF1863

CF1863:                                           ; preds = %BB
  %L5 = load i8, i8* %0, align 1
  store i8 -1, i8* %0, align 1
  %E6 = extractelement <8 x i8> zeroinitializer, i32 2
  %Shuff7 = shufflevector <4 x i64> zeroinitializer, <4 x i64> zeroinitializer, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I8 = insertelement <4 x i64> zeroinitializer, i64 %E, i32 3
  %Tr9 = trunc i64 41293 to i32
  %Sl10 = select i1 false, i32* %A4, i32* %1
  %Cmp11 = fcmp ueq double 0x53A3E3C296A1DC40, 0x8E2753467B2575C4
  br label %CF1726

CF1726:                                           ; preds = %CF1726, %CF1863
  %L12 = load i32, i32* %Sl10, align 4
  store i32 %L12, i32* %Sl10, align 4
  %E13 = extractelement <4 x i64> zeroinitializer, i32 3
  %Shuff14 = shufflevector <4 x i64> zeroinitializer, <4 x i64> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I15 = insertelement <8 x i8> zeroinitializer, i8 %B, i32 4
  %B16 = mul <4 x i64> zeroinitializer, %Shuff14
  %ZE = zext i8 %L5 to i32
  %Sl17 = select i1 %Cmp, i8 -1, i8 %5
  %Cmp18 = icmp ult <1 x i1> %Tr, %Tr
  %L19 = load i8, i8* %0, align 1
  store i32 407801, i32* %Sl10, align 4
  %E20 = extractelement <1 x i32> %Shuff, i32 0
  %Shuff21 = shufflevector <8 x i8> zeroinitializer, <8 x i8> %I15, <8 x i32> <i32 undef, i32 undef, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %I22 = insertelement <4 x i64> zeroinitializer, i64 41293, i32 3
  %B23 = shl i64 38025, %E
  %BC = bitcast float 0x414A3D7E00000000 to i32
  %Sl24 = select i1 %Cmp11, <4 x i64> %B16, <4 x i64> %Shuff14
  %Cmp25 = icmp eq <1 x i32> %Shuff, zeroinitializer
  %L26 = load i32, i32* %Sl10, align 4
  store i64 66761, i64* %2, align 4
  %E27 = extractelement <1 x i1> %Tr, i32 0
  br i1 %E27, label %CF1726, label %CF1729

CF1729:                                           ; preds = %CF1729, %CF1871, %CF1866, %CF1726
  %Shuff28 = shufflevector <2 x i8> zeroinitializer, <2 x i8> zeroinitializer, <2 x i32> <i32 0, i32 undef>
  %I29 = insertelement <1 x i32> zeroinitializer, i32 407801, i32 0
  %B30 = lshr i32 %3, 407801
  %Sl31 = select <8 x i1> <i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false>, <8 x i32> %I, <8 x i32> zeroinitializer
  %Cmp32 = icmp ugt i32 %Tr9, 106113
  br i1 %Cmp32, label %CF1729, label %CF1871

CF1871:                                           ; preds = %CF1729
  %L33 = load i8, i8* %0, align 1
  store i1 %Cmp, i1* %A, align 1
  %E34 = extractelement <4 x i64> %Shuff7, i32 2
  %Shuff35 = shufflevector <4 x i64> %I8, <4 x i64> %I22, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I36 = insertelement <4 x i64> zeroinitializer, i64 41293, i32 3
  %B37 = srem i64 38025, 41293
  %Se = sext i1 %Cmp32 to i16
  %Sl38 = select i1 %Cmp32, double 0xB237CB56473595D4, double 0x8E2753467B2575C4
  %Cmp39 = icmp ule i64 %4, 38025
  br i1 %Cmp39, label %CF1729, label %CF1854

CF1854:                                           ; preds = %CF1854, %CF1871
  %L40 = load i8, i8* %0, align 1
  store i32 %ZE, i32* %Sl10, align 4
  %E41 = extractelement <4 x i64> zeroinitializer, i32 1
  %Shuff42 = shufflevector <4 x i64> zeroinitializer, <4 x i64> zeroinitializer, <4 x i32> <i32 4, i32 6, i32 undef, i32 undef>
  %I43 = insertelement <4 x i64> %Shuff35, i64 38025, i32 2
  %Se44 = sext i8 %5 to i32
  %Sl45 = select <1 x i1> %Tr, <1 x i1> %Tr, <1 x i1> %Tr
  %Cmp46 = icmp ugt i32 271433, %B30
  br i1 %Cmp46, label %CF1854, label %CF1866

CF1866:                                           ; preds = %CF1854
  %L47 = load i8, i8* %0, align 1
  store i1 %Cmp, i1* %A, align 1
  %E48 = extractelement <4 x i64> zeroinitializer, i32 0
  %Shuff49 = shufflevector <1 x i1> %Cmp25, <1 x i1> %Sl45, <1 x i32> <i32 1>
  %I50 = insertelement <1 x i32> zeroinitializer, i32 106113, i32 0
  %B51 = sdiv i32 407801, 407801
  %ZE52 = zext <8 x i16> zeroinitializer to <8 x i64>
  %Sl53 = select i1 false, <8 x i8> %I15, <8 x i8> zeroinitializer
  %Cmp54 = icmp ugt <2 x i8> zeroinitializer, zeroinitializer
  %L55 = load i1, i1* %A, align 1
  br i1 %L55, label %CF1729, label %CF1753

CF1753:                                           ; preds = %CF1753, %CF1876, %CF1866
  store i32 106113, i32* %Sl10, align 4
  %E56 = extractelement <4 x i64> zeroinitializer, i32 1
  %Shuff57 = shufflevector <2 x i8> zeroinitializer, <2 x i8> %Shuff28, <2 x i32> <i32 undef, i32 2>
  %I58 = insertelement <2 x i1> %Cmp54, i1 true, i32 0
  %B59 = udiv i8 %E6, -1
  %FC = sitofp i8 -1 to float
  %Sl60 = select i1 %Cmp32, i1 true, i1 false
  br i1 %Sl60, label %CF1753, label %CF1876

CF1876:                                           ; preds = %CF1753
  %Cmp61 = icmp ne i1 true, %Sl60
  br i1 %Cmp61, label %CF1753, label %CF1826

CF1826:                                           ; preds = %CF1876
  %L62 = load i32, i32* %Sl10, align 4
  store i8 -1, i8* %0, align 1
  %E63 = extractelement <8 x i8> zeroinitializer, i32 0
  %Shuff64 = shufflevector <2 x i8> %Shuff57, <2 x i8> %Shuff28, <2 x i32> <i32 undef, i32 1>
  %I65 = insertelement <4 x i64> %Shuff35, i64 %E, i32 1
  %B66 = mul i32 271433, %Se44
  %BC67 = bitcast i64 %E34 to double
  %Sl68 = select i1 false, i1* %A, i1* %A
  %Cmp69 = icmp uge <8 x i8> %Sl53, zeroinitializer
  %L70 = load i1, i1* %Sl68, align 1
  br label %CF

CF:                                               ; preds = %CF, %CF1903, %CF1796, %CF1802, %CF1899, %CF1739, %CF1716, %CF1837, %CF1826
  store i1 %E27, i1* %Sl68, align 1
  %E71 = extractelement <2 x i8> %Shuff64, i32 0
  %Shuff72 = shufflevector <4 x i64> zeroinitializer, <4 x i64> %I22, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I73 = insertelement <1 x i1> %Cmp18, i1 %L55, i32 0
  %B74 = mul <4 x i64> %Shuff14, zeroinitializer
  %FC75 = uitofp i64 %E34 to float
  %Sl76 = select i1 %E27, i8* %A1, i8* %0
  %Cmp77 = icmp uge <1 x i32> %I29, zeroinitializer
  %L78 = load i1, i1* %A, align 1
  br i1 %L78, label %CF, label %CF1903

CF1903:                                           ; preds = %CF
  store i1 false, i1* %Sl68, align 1
  %E79 = extractelement <4 x i64> zeroinitializer, i32 1
  %Shuff80 = shufflevector <4 x i64> %Shuff14, <4 x i64> zeroinitializer, <4 x i32> <i32 4, i32 undef, i32 0, i32 2>
  %I81 = insertelement <4 x i64> zeroinitializer, i64 66761, i32 2
  %B82 = sub <2 x i8> zeroinitializer, %Shuff28
  %Tr83 = fptrunc double 0xC7B3ABD2B2B14C50 to float
  %Sl84 = select i1 %Cmp39, i1 %Cmp11, i1 false
  br i1 %Sl84, label %CF, label %CF1796

CF1796:                                           ; preds = %CF1903
  %Cmp85 = icmp sgt i1 %Cmp61, false
  br i1 %Cmp85, label %CF, label %CF1720

CF1720:                                           ; preds = %CF1720, %CF1768, %CF1796
  %L86 = load i8, i8* %Sl76, align 1
  store i1 %E27, i1* %Sl68, align 1
  %E87 = extractelement <16 x i8> zeroinitializer, i32 7
  %Shuff88 = shufflevector <4 x i64> %Shuff7, <4 x i64> %I65, <4 x i32> <i32 undef, i32 4, i32 6, i32 0>
  %I89 = insertelement <1 x i32> %Shuff, i32 %ZE, i32 0
  %Se90 = sext i8 %L5 to i16
  %Sl91 = select <8 x i1> %Cmp69, <8 x i8> %Sl53, <8 x i8> %I15
  %Cmp92 = icmp eq <4 x i64> %Shuff80, zeroinitializer
  %L93 = load i8, i8* %0, align 1
  store i1 false, i1* %A, align 1
  %E94 = extractelement <1 x i32> zeroinitializer, i32 0
  %Shuff95 = shufflevector <1 x i32> zeroinitializer, <1 x i32> %Shuff, <1 x i32> undef
  %I96 = insertelement <1 x i1> %Cmp18, i1 %Cmp, i32 0
  %Tr97 = trunc <4 x i64> %Shuff42 to <4 x i8>
  %Sl98 = select i1 %L78, <8 x i8> zeroinitializer, <8 x i8> %I15
  %Cmp99 = icmp sgt i64 %E56, %4
  br i1 %Cmp99, label %CF1720, label %CF1768

CF1768:                                           ; preds = %CF1720
  %L100 = load i8, i8* %0, align 1
  store i1 %L55, i1* %Sl68, align 1
  %E101 = extractelement <8 x i8> zeroinitializer, i32 1
  %Shuff102 = shufflevector <4 x i64> zeroinitializer, <4 x i64> zeroinitializer, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I103 = insertelement <1 x i32> %Shuff, i32 407801, i32 0
  %B104 = or i32 %L12, 407801
  %FC105 = fptosi double 0x53A3E3C296A1DC40 to i64
  %Sl106 = select i1 %Cmp39, <1 x i32> %I89, <1 x i32> %I50
  %Cmp107 = icmp ugt i1 %Cmp11, false
  br i1 %Cmp107, label %CF1720, label %CF1767

CF1767:                                           ; preds = %CF1767, %CF1768
  %L108 = load i32, i32* %Sl10, align 4
  store i1 %Cmp107, i1* %Sl68, align 1
  %E109 = extractelement <8 x i8> %Shuff21, i32 1
  %Shuff110 = shufflevector <4 x i64> %B16, <4 x i64> zeroinitializer, <4 x i32> <i32 4, i32 6, i32 undef, i32 2>
  %I111 = insertelement <4 x i64> %Shuff88, i64 %FC105, i32 2
  %B112 = udiv i32 %L62, 407801
  %FC113 = fptosi float %FC75 to i64
  %Sl114 = select i1 %Cmp107, i64 %E, i64 %E
  %Cmp115 = icmp slt i1 true, %Cmp107
  br i1 %Cmp115, label %CF1767, label %CF1802

CF1802:                                           ; preds = %CF1767
  %L116 = load i32, i32* %A4, align 4
  store i32 %E94, i32* %Sl10, align 4
  %E117 = extractelement <8 x i32> %Sl31, i32 0
  %Shuff118 = shufflevector <4 x i64> %Shuff80, <4 x i64> %Shuff7, <4 x i32> <i32 3, i32 undef, i32 7, i32 1>
  %I119 = insertelement <8 x i8> %Sl53, i8 69, i32 5
  %B120 = or i64 %E41, %E79
  %Tr121 = trunc <4 x i64> %I43 to <4 x i1>
  %Sl122 = select i1 %Cmp, i64 %E56, i64 %E34
  %Cmp123 = icmp uge i1 false, true
  br i1 %Cmp123, label %CF, label %CF1714

CF1714:                                           ; preds = %CF1714, %CF1802
  %L124 = load i8, i8* %0, align 1
  store i1 %Cmp123, i1* %Sl68, align 1
  %E125 = extractelement <1 x i32> %I89, i32 0
  %Shuff126 = shufflevector <4 x i64> %Shuff88, <4 x i64> %Shuff118, <4 x i32> <i32 4, i32 6, i32 undef, i32 2>
  %I127 = insertelement <1 x i32> zeroinitializer, i32 %ZE, i32 0
  %Tr128 = trunc <4 x i64> zeroinitializer to <4 x i1>
  %Sl129 = select i1 %Cmp115, i64 %B120, i64 %Sl122
  %Cmp130 = icmp sgt <8 x i32> %Sl31, %I
  %L131 = load i64, i64* %A3, align 4
  store i1 %Cmp99, i1* %Sl68, align 1
  %E132 = extractelement <4 x i64> %Shuff126, i32 1
  %Shuff133 = shufflevector <4 x i64> %Shuff42, <4 x i64> %Shuff118, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I134 = insertelement <4 x i64> %Shuff7, i64 %E41, i32 2
  %PC = bitcast i8* %Sl76 to i64*
  %Sl135 = select <8 x i1> %Cmp69, <8 x i16> %Sl, <8 x i16> zeroinitializer
  %Cmp136 = icmp sgt i8 %L19, %B59
  br i1 %Cmp136, label %CF1714, label %CF1899

CF1899:                                           ; preds = %CF1714
  %L137 = load i32, i32* %Sl10, align 4
  store i1 %L70, i1* %Sl68, align 1
  %E138 = extractelement <4 x i64> zeroinitializer, i32 2
  %Shuff139 = shufflevector <4 x i64> %I65, <4 x i64> %Shuff7, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I140 = insertelement <4 x i64> %I134, i64 %E79, i32 3
  %B141 = or <4 x i64> zeroinitializer, %I65
  %Tr142 = trunc <4 x i64> %I134 to <4 x i16>
  %Sl143 = select i1 %Cmp11, i32 %3, i32 407801
  %Cmp144 = icmp sge i32 %E20, %Tr9
  br i1 %Cmp144, label %CF, label %CF1701

CF1701:                                           ; preds = %CF1701, %CF1851, %CF1899
  %L145 = load i64, i64* %PC, align 4
  store i32 %E94, i32* %Sl10, align 4
  %E146 = extractelement <8 x i16> zeroinitializer, i32 7
  %Shuff147 = shufflevector <1 x i32> zeroinitializer, <1 x i32> %I89, <1 x i32> zeroinitializer
  %I148 = insertelement <4 x i64> %Shuff126, i64 %Sl129, i32 2
  %FC149 = sitofp <4 x i64> zeroinitializer to <4 x double>
  %Sl150 = select i1 %Cmp32, i32 106113, i32 %L108
  %Cmp151 = icmp ult i1 %Cmp, false
  br i1 %Cmp151, label %CF1701, label %CF1798

CF1798:                                           ; preds = %CF1798, %CF1701
  %L152 = load i8, i8* %0, align 1
  store i1 false, i1* %Sl68, align 1
  %E153 = extractelement <4 x i64> %Shuff126, i32 2
  %Shuff154 = shufflevector <8 x i1> %Cmp69, <8 x i1> %Cmp69, <8 x i32> <i32 13, i32 15, i32 1, i32 3, i32 undef, i32 7, i32 9, i32 11>
  %I155 = insertelement <4 x i64> %Shuff133, i64 %E34, i32 3
  %B156 = ashr i8 %L152, %Sl17
  %FC157 = uitofp i1 %Cmp151 to double
  %Sl158 = select i1 %Cmp136, i32 %Sl143, i32 %Se44
  %Cmp159 = icmp sgt <8 x i32> zeroinitializer, zeroinitializer
  %L160 = load i64, i64* %PC, align 4
  store i8 %E63, i8* %0, align 1
  %E161 = extractelement <4 x i64> %B74, i32 1
  %Shuff162 = shufflevector <4 x i64> %Sl24, <4 x i64> %Shuff7, <4 x i32> <i32 undef, i32 6, i32 0, i32 2>
  %I163 = insertelement <8 x i8> %Shuff21, i8 %E109, i32 6
  %B164 = mul i64 %B120, %FC105
  %Tr165 = trunc i32 %B51 to i1
  br i1 %Tr165, label %CF1798, label %CF1851

CF1851:                                           ; preds = %CF1798
  %Sl166 = select i1 %Cmp99, i64 %B120, i64 %4
  %Cmp167 = icmp uge <1 x i32> %I89, %I103
  %L168 = load i64, i64* %PC, align 4
  store i64 %E79, i64* %PC, align 4
  %E169 = extractelement <1 x i1> %I73, i32 0
  br i1 %E169, label %CF1701, label %CF1715

CF1715:                                           ; preds = %CF1715, %CF1909, %CF1893, %CF1817, %CF1851
  %Shuff170 = shufflevector <8 x i16> zeroinitializer, <8 x i16> %Sl135, <8 x i32> <i32 2, i32 4, i32 6, i32 undef, i32 undef, i32 12, i32 14, i32 0>
  %I171 = insertelement <4 x i64> %I43, i64 %FC113, i32 0
  %B172 = udiv i8 %L86, %L33
  %PC173 = bitcast i1* %A to float*
  %Sl174 = select i1 %E27, i64* %2, i64* %PC
  %Cmp175 = icmp ne <4 x i64> zeroinitializer, %I140
  %L176 = load i1, i1* %Sl68, align 1
  br i1 %L176, label %CF1715, label %CF1909

CF1909:                                           ; preds = %CF1715
  store i64 %Sl129, i64* %PC, align 4
  %E177 = extractelement <1 x i32> %Shuff95, i32 0
  %Shuff178 = shufflevector <1 x i32> zeroinitializer, <1 x i32> zeroinitializer, <1 x i32> undef
  %I179 = insertelement <8 x i16> zeroinitializer, i16 %Se, i32 3
  %B180 = add i32 %L, %E94
  %FC181 = fptoui float %FC to i16
  %Sl182 = select i1 false, i1 %Cmp, i1 %Cmp
  br i1 %Sl182, label %CF1715, label %CF1806

CF1806:                                           ; preds = %CF1806, %CF1909
  %Cmp183 = icmp sge <1 x i1> %Cmp18, %Cmp167
  %L184 = load i1, i1* %Sl68, align 1
  br i1 %L184, label %CF1806, label %CF1821

CF1821:                                           ; preds = %CF1821, %CF1806
  store i32 %L137, i32* %Sl10, align 4
  %E185 = extractelement <4 x i64> %Shuff110, i32 1
  %Shuff186 = shufflevector <8 x i8> %Sl91, <8 x i8> %I15, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 undef, i32 10, i32 undef, i32 14>
  %I187 = insertelement <1 x i32> %Sl106, i32 %L62, i32 0
  %B188 = urem <4 x i64> %B16, %Shuff118
  %ZE189 = zext i32 %B104 to i64
  %Sl190 = select i1 %Cmp151, i8* %0, i8* %A1
  %Cmp191 = icmp sgt i32 %L26, %L62
  br i1 %Cmp191, label %CF1821, label %CF1893

CF1893:                                           ; preds = %CF1821
  %L192 = load float, float* %PC173, align 4
  store i8 %B59, i8* %0, align 1
  %E193 = extractelement <1 x i32> %Shuff95, i32 0
  %Shuff194 = shufflevector <4 x i64> %Sl24, <4 x i64> %Shuff35, <4 x i32> <i32 undef, i32 1, i32 3, i32 5>
  %I195 = insertelement <2 x i8> %Shuff57, i8 -1, i32 1
  %B196 = sdiv i64 %E56, %E13
  %Tr197 = trunc <8 x i16> %I179 to <8 x i8>
  %Sl198 = select i1 %Cmp115, i32 %B51, i32 %Sl158
  %Cmp199 = icmp eq i1 true, %L176
  br i1 %Cmp199, label %CF1715, label %CF1755

CF1755:                                           ; preds = %CF1755, %CF1893
  %L200 = load i1, i1* %Sl68, align 1
  br i1 %L200, label %CF1755, label %CF1817

CF1817:                                           ; preds = %CF1755
  store i32 %3, i32* %Sl10, align 4
  %E201 = extractelement <8 x i8> %I163, i32 5
  %Shuff202 = shufflevector <8 x i1> %Cmp69, <8 x i1> %Cmp69, <8 x i32> <i32 8, i32 undef, i32 undef, i32 14, i32 undef, i32 2, i32 undef, i32 6>
  %I203 = insertelement <4 x i64> %I140, i64 41293, i32 2
  %B204 = urem i8 -1, %L124
  %Tr205 = trunc <1 x i32> %I29 to <1 x i16>
  %Sl206 = select i1 %Cmp, i64 %E79, i64 %Sl129
  %Cmp207 = icmp eq i8 -1, %E201
  br i1 %Cmp207, label %CF1715, label %CF1739

CF1739:                                           ; preds = %CF1817
  %L208 = load i32, i32* %Sl10, align 4
  store i64 %E138, i64* %PC, align 4
  %E209 = extractelement <8 x i1> %Shuff154, i32 6
  br i1 %E209, label %CF, label %CF1695

CF1695:                                           ; preds = %CF1695, %CF1772, %CF1739
  %Shuff210 = shufflevector <1 x i32> %Shuff, <1 x i32> zeroinitializer, <1 x i32> <i32 1>
  %I211 = insertelement <8 x i1> %Cmp69, i1 %L70, i32 5
  %B212 = sub <4 x i64> %I111, zeroinitializer
  %ZE213 = zext <1 x i1> %I96 to <1 x i32>
  %Sl214 = select i1 true, i64 %FC105, i64 %FC105
  %Cmp215 = icmp ult <4 x i64> %I81, %I65
  %L216 = load i64, i64* %Sl174, align 4
  store float %FC75, float* %PC173, align 4
  %E217 = extractelement <4 x i64> %Shuff88, i32 2
  %Shuff218 = shufflevector <2 x i8> zeroinitializer, <2 x i8> %I195, <2 x i32> <i32 1, i32 3>
  %I219 = insertelement <1 x i16> %Tr205, i16 %E146, i32 0
  %B220 = mul i8 %L152, 0
  %Se221 = sext i8 -1 to i64
  %Sl222 = select i1 %Cmp39, i1 true, i1 false
  br i1 %Sl222, label %CF1695, label %CF1737

CF1737:                                           ; preds = %CF1737, %CF1870, %CF1695
  %Cmp223 = icmp ult i8 %E63, %B220
  br i1 %Cmp223, label %CF1737, label %CF1845

CF1845:                                           ; preds = %CF1845, %CF1737
  %L224 = load i64, i64* %A3, align 4
  store i1 %L78, i1* %Sl68, align 1
  %E225 = extractelement <1 x i32> %Shuff, i32 0
  %Shuff226 = shufflevector <4 x i1> %Cmp215, <4 x i1> %Cmp92, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I227 = insertelement <4 x i64> %Shuff110, i64 %FC105, i32 2
  %B228 = xor <8 x i16> %I179, zeroinitializer
  %PC229 = bitcast i32* %Sl10 to i8*
  %Sl230 = select i1 %Cmp151, <4 x i64> %Shuff194, <4 x i64> %Shuff194
  %Cmp231 = icmp sge i8 %L40, %L33
  br i1 %Cmp231, label %CF1845, label %CF1870

CF1870:                                           ; preds = %CF1845
  %L232 = load i8, i8* %Sl190, align 1
  store i8 %Sl17, i8* %PC229, align 1
  %E233 = extractelement <8 x i32> %I, i32 3
  %Shuff234 = shufflevector <1 x i1> %Shuff49, <1 x i1> %Sl45, <1 x i32> zeroinitializer
  %I235 = insertelement <2 x i1> %I58, i1 %Tr165, i32 0
  %Se236 = sext i1 %L55 to i32
  %Sl237 = select i1 false, i64 %4, i64 %B196
  %Cmp238 = icmp ule <4 x i64> %Shuff42, zeroinitializer
  %L239 = load i8, i8* %PC229, align 1
  store i1 %Cmp199, i1* %Sl68, align 1
  %E240 = extractelement <8 x i1> %Shuff202, i32 3
  br i1 %E240, label %CF1737, label %CF1772

CF1772:                                           ; preds = %CF1870
  %Shuff241 = shufflevector <4 x i64> %Shuff102, <4 x i64> %B188, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I242 = insertelement <1 x i32> zeroinitializer, i32 %B51, i32 0
  %B243 = udiv <8 x i16> zeroinitializer, %Sl135
  %Sl244 = select i1 %Cmp32, float 0xBF9D3F9100000000, float %FC
  %Cmp245 = icmp eq i1 %Cmp207, %Sl222
  br i1 %Cmp245, label %CF1695, label %CF1716

CF1716:                                           ; preds = %CF1772
  %L246 = load i8, i8* %0, align 1
  store i32 %E225, i32* %Sl10, align 4
  %E247 = extractelement <4 x i64> %Shuff110, i32 0
  %Shuff248 = shufflevector <8 x i8> %Shuff21, <8 x i8> %I163, <8 x i32> <i32 11, i32 13, i32 15, i32 1, i32 3, i32 5, i32 7, i32 undef>
  %I249 = insertelement <1 x i32> zeroinitializer, i32 %Tr9, i32 0
  %B250 = srem <1 x i32> %I127, %I29
  %Se251 = sext i8 %E101 to i16
  %Sl252 = select <1 x i1> %Tr, <1 x i32> %ZE213, <1 x i32> %Shuff178
  %L253 = load i1, i1* %A, align 1
  br i1 %L253, label %CF, label %CF1677

CF1677:                                           ; preds = %CF1677, %CF1836, %CF1727, %CF1786, %CF1716
  store i8 %L152, i8* %Sl190, align 1
  %E254 = extractelement <1 x i1> %Sl45, i32 0
  br i1 %E254, label %CF1677, label %CF1725

CF1725:                                           ; preds = %CF1725, %CF1897, %CF1677
  %Shuff255 = shufflevector <4 x i64> %Sl24, <4 x i64> %I65, <4 x i32> <i32 2, i32 undef, i32 6, i32 0>
  %I256 = insertelement <8 x i8> zeroinitializer, i8 %L47, i32 4
  %Sl257 = select i1 true, i64 %FC105, i64 %E41
  %Cmp258 = icmp sge i64 %E185, %E34
  br i1 %Cmp258, label %CF1725, label %CF1897

CF1897:                                           ; preds = %CF1725
  %L259 = load i8, i8* %PC229, align 1
  store i32 %3, i32* %Sl10, align 4
  %E260 = extractelement <4 x i1> %Shuff226, i32 2
  br i1 %E260, label %CF1725, label %CF1751

CF1751:                                           ; preds = %CF1751, %CF1897
  %Shuff261 = shufflevector <4 x i64> %I81, <4 x i64> %I65, <4 x i32> <i32 1, i32 undef, i32 5, i32 7>
  %I262 = insertelement <4 x i1> %Cmp175, i1 %L55, i32 3
  %B263 = add <4 x i64> %B188, %I148
  %FC264 = uitofp i1 %Cmp231 to double
  %Sl265 = select i1 %Cmp115, i8 %Sl17, i8 %L86
  %Cmp266 = icmp ne i64 %FC113, %E79
  br i1 %Cmp266, label %CF1751, label %CF1836

CF1836:                                           ; preds = %CF1751
  %L267 = load i8, i8* %PC229, align 1
  store i1 %Cmp99, i1* %Sl68, align 1
  %E268 = extractelement <4 x i8> %Tr97, i32 1
  %Shuff269 = shufflevector <1 x i32> %Shuff147, <1 x i32> %I242, <1 x i32> zeroinitializer
  %I270 = insertelement <1 x i1> %Cmp167, i1 %Cmp266, i32 0
  %B271 = srem i8 %E201, -1
  %Sl272 = select i1 true, <4 x i64> %Shuff7, <4 x i64> %I65
  %Cmp273 = icmp slt i64 %E56, %FC105
  br i1 %Cmp273, label %CF1677, label %CF1719

CF1719:                                           ; preds = %CF1719, %CF1773, %CF1836
  %L274 = load i64, i64* %PC, align 4
  store i1 false, i1* %A, align 1
  %E275 = extractelement <4 x i64> %Shuff14, i32 1
  %Shuff276 = shufflevector <1 x i1> %I270, <1 x i1> %I96, <1 x i32> zeroinitializer
  %I277 = insertelement <1 x i32> %Shuff210, i32 %B104, i32 0
  %Tr278 = trunc i32 %E225 to i8
  %Sl279 = select i1 false, i64 %Sl206, i64 %E138
  %Cmp280 = icmp slt <4 x i64> %Shuff126, %Shuff35
  %L281 = load float, float* %PC173, align 4
  store i8 %Sl265, i8* %Sl190, align 1
  %E282 = extractelement <8 x i8> %Shuff186, i32 4
  %Shuff283 = shufflevector <1 x i32> %Shuff147, <1 x i32> %Shuff178, <1 x i32> <i32 1>
  %I284 = insertelement <1 x i32> zeroinitializer, i32 %E94, i32 0
  %ZE285 = fpext float %Sl244 to double
  %Sl286 = select i1 %E27, i1 %Cmp191, i1 false
  br i1 %Sl286, label %CF1719, label %CF1773

CF1773:                                           ; preds = %CF1719
  %Cmp287 = icmp sgt i32 %B112, %Sl143
  br i1 %Cmp287, label %CF1719, label %CF1727

CF1727:                                           ; preds = %CF1773
  %L288 = load float, float* %PC173, align 4
  store i32 %E225, i32* %Sl10, align 4
  %E289 = extractelement <4 x i64> zeroinitializer, i32 3
  %Shuff290 = shufflevector <4 x i1> %Shuff226, <4 x i1> %I262, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I291 = insertelement <2 x i8> %Shuff64, i8 %E201, i32 0
  %Tr292 = trunc i64 %E34 to i8
  %Sl293 = select i1 %Sl222, <4 x i64> %I36, <4 x i64> %Shuff110
  %Cmp294 = icmp eq i8 %L152, %B
  br i1 %Cmp294, label %CF1677, label %CF1705

CF1705:                                           ; preds = %CF1705, %CF1727
  %L295 = load i64, i64* %PC, align 4
  store i1 %Cmp123, i1* %Sl68, align 1
  %E296 = extractelement <2 x i8> %Shuff28, i32 1
  %Shuff297 = shufflevector <8 x i8> %Shuff186, <8 x i8> %Sl53, <8 x i32> <i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 undef, i32 2>
  %I298 = insertelement <2 x i8> %Shuff64, i8 %B172, i32 0
  %B299 = ashr i8 -1, %E201
  %FC300 = uitofp <8 x i8> %I119 to <8 x double>
  %Sl301 = select <4 x i1> %Cmp92, <4 x i64> %Shuff241, <4 x i64> %Shuff80
  %Cmp302 = icmp uge i8 %5, %Tr278
  br i1 %Cmp302, label %CF1705, label %CF1786

CF1786:                                           ; preds = %CF1705
  %L303 = load i8, i8* %Sl190, align 1
  store i8 %L152, i8* %PC229, align 1
  %E304 = extractelement <4 x i64> %Sl24, i32 0
  %Shuff305 = shufflevector <4 x i64> %Shuff261, <4 x i64> %Shuff80, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I306 = insertelement <8 x i8> %Tr197, i8 %Sl17, i32 1
  %ZE307 = zext i1 %Cmp46 to i16
  %Sl308 = select i1 %Sl84, double 0xC7B3ABD2B2B14C50, double %FC264
  %Cmp309 = icmp uge i32 %E177, %Sl143
  br i1 %Cmp309, label %CF1677, label %CF1681

CF1681:                                           ; preds = %CF1681, %CF1783, %CF1769, %CF1889, %CF1808, %CF1786
  %L310 = load i8, i8* %0, align 1
  store i8 %L40, i8* %0, align 1
  %E311 = extractelement <1 x i32> zeroinitializer, i32 0
  %Shuff312 = shufflevector <4 x i64> %Shuff118, <4 x i64> %Shuff7, <4 x i32> <i32 5, i32 undef, i32 undef, i32 3>
  %I313 = insertelement <4 x i1> %Cmp92, i1 %Cmp, i32 3
  %B314 = shl i64 38025, 41293
  %Se315 = sext i1 %Cmp199 to i32
  %Sl316 = select <4 x i1> %I262, <4 x i64> %Shuff255, <4 x i64> %Sl293
  %Cmp317 = icmp ult <1 x i32> %Shuff269, %Shuff
  %L318 = load i8, i8* %PC229, align 1
  store i8 %E282, i8* %0, align 1
  %E319 = extractelement <4 x i64> %Shuff42, i32 2
  %Shuff320 = shufflevector <4 x i64> %Shuff126, <4 x i64> %Shuff80, <4 x i32> <i32 5, i32 7, i32 1, i32 undef>
  %I321 = insertelement <4 x i64> %Shuff118, i64 %FC105, i32 3
  %Tr322 = trunc i8 %L232 to i1
  br i1 %Tr322, label %CF1681, label %CF1721

CF1721:                                           ; preds = %CF1721, %CF1829, %CF1843, %CF1681
  %Sl323 = select i1 %Cmp287, i8 %B, i8 %L5
  %Cmp324 = icmp ult i32 %Se236, %E94
  br i1 %Cmp324, label %CF1721, label %CF1829

CF1829:                                           ; preds = %CF1721
  %L325 = load i64, i64* %PC, align 4
  store i8 %E201, i8* %PC229, align 1
  %E326 = extractelement <8 x i32> %Sl31, i32 7
  %Shuff327 = shufflevector <4 x i64> %I227, <4 x i64> %Shuff320, <4 x i32> <i32 2, i32 4, i32 undef, i32 0>
  %I328 = insertelement <1 x i1> %Cmp77, i1 %Cmp46, i32 0
  %B329 = or i8 %B271, %L47
  %FC330 = sitofp i8 %E87 to double
  %Sl331 = select i1 %Cmp, <1 x i32> %I249, <1 x i32> zeroinitializer
  %Cmp332 = icmp sge <4 x i1> %Tr121, %I262
  %L333 = load i1, i1* %Sl68, align 1
  br i1 %L333, label %CF1721, label %CF1819

CF1819:                                           ; preds = %CF1819, %CF1829
  store i8 %E201, i8* %0, align 1
  %E334 = extractelement <8 x i1> %Cmp159, i32 7
  br i1 %E334, label %CF1819, label %CF1827

CF1827:                                           ; preds = %CF1827, %CF1819
  %Shuff335 = shufflevector <4 x i64> %Shuff110, <4 x i64> %I65, <4 x i32> <i32 2, i32 4, i32 undef, i32 undef>
  %I336 = insertelement <1 x i1> %Sl45, i1 %Sl222, i32 0
  %B337 = urem i64 %E132, %FC105
  %Sl338 = select <4 x i1> %Cmp215, <4 x i64> %I36, <4 x i64> zeroinitializer
  %Cmp339 = icmp ule i32 %E193, %E311
  br i1 %Cmp339, label %CF1827, label %CF1843

CF1843:                                           ; preds = %CF1827
  %L340 = load i1, i1* %Sl68, align 1
  br i1 %L340, label %CF1721, label %CF1742

CF1742:                                           ; preds = %CF1742, %CF1813, %CF1843
  store i64 %B164, i64* %PC, align 4
  %E341 = extractelement <1 x i32> %Shuff210, i32 0
  %Shuff342 = shufflevector <8 x i8> %Shuff21, <8 x i8> %I163, <8 x i32> <i32 11, i32 13, i32 15, i32 1, i32 undef, i32 5, i32 7, i32 9>
  %I343 = insertelement <4 x i64> %Shuff312, i64 %L274, i32 1
  %B344 = srem i32 %Sl198, %E233
  %FC345 = sitofp <4 x i64> %Sl24 to <4 x double>
  %Sl346 = select i1 %Cmp199, <8 x i16> %B228, <8 x i16> %Sl135
  %Cmp347 = icmp ugt i8 %B271, %B220
  br i1 %Cmp347, label %CF1742, label %CF1750

CF1750:                                           ; preds = %CF1750, %CF1835, %CF1742
  %L348 = load i32, i32* %Sl10, align 4
  store i64 %E185, i64* %PC, align 4
  %E349 = extractelement <4 x i64> %Shuff72, i32 3
  %Shuff350 = shufflevector <1 x i1> %I328, <1 x i1> %Cmp18, <1 x i32> undef
  %I351 = insertelement <4 x i64> %Shuff14, i64 %FC105, i32 2
  %B352 = or <1 x i32> %I187, %Shuff210
  %Tr353 = trunc i64 %L274 to i32
  %Sl354 = select <4 x i1> %I262, <4 x i64> %Shuff110, <4 x i64> %Sl293
  %Cmp355 = icmp ule <4 x i64> %Sl354, %I171
  %L356 = load i8, i8* %0, align 1
  store i8 %L33, i8* %0, align 1
  %E357 = extractelement <8 x i1> %Cmp69, i32 4
  br i1 %E357, label %CF1750, label %CF1835

CF1835:                                           ; preds = %CF1750
  %Shuff358 = shufflevector <4 x double> %FC345, <4 x double> %FC345, <4 x i32> <i32 7, i32 undef, i32 undef, i32 5>
  %I359 = insertelement <1 x i32> zeroinitializer, i32 %E177, i32 0
  %B360 = frem float %Tr83, %L192
  %Se361 = sext i8 %E87 to i16
  %Sl362 = select <4 x i1> %Cmp92, <4 x i64> %I36, <4 x i64> zeroinitializer
  %Cmp363 = icmp ugt <1 x i32> %Shuff147, %I103
  %L364 = load i8, i8* %PC229, align 1
  store i32 %E341, i32* %Sl10, align 4
  %E365 = extractelement <8 x i8> zeroinitializer, i32 4
  %Shuff366 = shufflevector <8 x i8> %Sl91, <8 x i8> %I163, <8 x i32> <i32 15, i32 1, i32 3, i32 5, i32 7, i32 undef, i32 undef, i32 undef>
  %I367 = insertelement <1 x i1> %Cmp363, i1 %Cmp11, i32 0
  %B368 = ashr <8 x i8> %Sl91, %Sl91
  %FC369 = uitofp i64 66761 to float
  %Sl370 = select i1 %E27, i8 %L86, i8 %B329
  %Cmp371 = icmp uge <4 x i64> %Shuff110, %Shuff126
  %L372 = load i8, i8* %0, align 1
  store i1 %Tr322, i1* %Sl68, align 1
  %E373 = extractelement <2 x i8> %Shuff64, i32 1
  %Shuff374 = shufflevector <4 x i64> %Shuff241, <4 x i64> %Shuff139, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I375 = insertelement <8 x i32> zeroinitializer, i32 106113, i32 0
  %B376 = or i8 %Sl265, %B172
  %ZE377 = zext i8 %E282 to i16
  %Sl378 = select i1 %E27, i64 %L216, i64 %B337
  %Cmp379 = icmp uge <4 x i64> %Shuff88, zeroinitializer
  %L380 = load float, float* %PC173, align 4
  store i1 %L176, i1* %Sl68, align 1
  %E381 = extractelement <1 x i1> %Cmp183, i32 0
  br i1 %E381, label %CF1750, label %CF1813

CF1813:                                           ; preds = %CF1835
  %Shuff382 = shufflevector <8 x i8> %Shuff342, <8 x i8> zeroinitializer, <8 x i32> <i32 5, i32 7, i32 undef, i32 11, i32 13, i32 undef, i32 undef, i32 3>
  %I383 = insertelement <4 x i64> %Shuff241, i64 %FC105, i32 3
  %Sl384 = select i1 false, i32 %B180, i32 %E20
  %Cmp385 = icmp sge i8 %B59, %L239
  br i1 %Cmp385, label %CF1742, label %CF1744

CF1744:                                           ; preds = %CF1744, %CF1813
  %L386 = load i32, i32* %Sl10, align 4
  store i8 %B, i8* %PC229, align 1
  %E387 = extractelement <1 x i1> %Shuff350, i32 0
  br i1 %E387, label %CF1744, label %CF1745

CF1745:                                           ; preds = %CF1745, %CF1744
  %Shuff388 = shufflevector <4 x i64> %Shuff335, <4 x i64> %Shuff110, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I389 = insertelement <4 x i64> %Shuff139, i64 %B337, i32 3
  %BC390 = bitcast <4 x i64> %Shuff42 to <4 x double>
  %Sl391 = select i1 %E27, float %FC, float %L288
  %Cmp392 = icmp ult i32 %L12, %E233
  br i1 %Cmp392, label %CF1745, label %CF1783

CF1783:                                           ; preds = %CF1745
  %L393 = load i32, i32* %Sl10, align 4
  store i32 %E233, i32* %Sl10, align 4
  %E394 = extractelement <4 x i64> %Shuff327, i32 2
  %Shuff395 = shufflevector <1 x i32> %Shuff, <1 x i32> %I89, <1 x i32> <i32 1>
  %I396 = insertelement <8 x i32> %I, i32 %E94, i32 5
  %B397 = ashr <8 x i8> %Sl91, %Tr197
  %ZE398 = zext <2 x i8> %I291 to <2 x i16>
  %Sl399 = select i1 false, <8 x i32> %I396, <8 x i32> %I375
  %Cmp400 = icmp ule <4 x i64> %Sl316, %I389
  %L401 = load i1, i1* %A, align 1
  br i1 %L401, label %CF1681, label %CF1686

CF1686:                                           ; preds = %CF1686, %CF1855, %CF1842, %CF1781, %CF1740, %CF1743, %CF1712, %CF1783
  store i8 %L19, i8* %0, align 1
  %E402 = extractelement <1 x i32> %I89, i32 0
  %Shuff403 = shufflevector <1 x i32> %Shuff95, <1 x i32> %I249, <1 x i32> zeroinitializer
  %I404 = insertelement <1 x i1> %I336, i1 %Tr165, i32 0
  %B405 = ashr i8 %B, %Tr278
  %BC406 = bitcast <4 x i64> %B188 to <4 x double>
  %Sl407 = select i1 false, <4 x i64> %I321, <4 x i64> %Shuff241
  %Cmp408 = icmp slt i1 %E240, %E357
  br i1 %Cmp408, label %CF1686, label %CF1855

CF1855:                                           ; preds = %CF1686
  %L409 = load float, float* %PC173, align 4
  store i8 %L152, i8* %0, align 1
  %E410 = extractelement <4 x i64> %I111, i32 3
  %Shuff411 = shufflevector <4 x i64> %Shuff110, <4 x i64> %Shuff35, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I412 = insertelement <4 x i64> %Shuff327, i64 %E79, i32 0
  %B413 = shl <4 x i64> %B263, %B212
  %ZE414 = zext i1 %Sl182 to i32
  %Sl415 = select i1 %L401, i64 %4, i64 %B314
  %Cmp416 = icmp sgt i1 %Cmp223, %Sl84
  br i1 %Cmp416, label %CF1686, label %CF1842

CF1842:                                           ; preds = %CF1855
  %L417 = load i1, i1* %Sl68, align 1
  br i1 %L417, label %CF1686, label %CF1781

CF1781:                                           ; preds = %CF1842
  store i8 %L124, i8* %0, align 1
  %E418 = extractelement <8 x i8> zeroinitializer, i32 6
  %Shuff419 = shufflevector <2 x i1> %I235, <2 x i1> %Cmp54, <2 x i32> <i32 undef, i32 3>
  %I420 = insertelement <8 x i8> %Shuff186, i8 %B, i32 7
  %B421 = or <1 x i32> %I249, %Shuff178
  %Tr422 = trunc <4 x i64> %B74 to <4 x i16>
  %Sl423 = select i1 %Cmp416, i1 %L176, i1 %L70
  br i1 %Sl423, label %CF1686, label %CF1740

CF1740:                                           ; preds = %CF1781
  %Cmp424 = icmp sgt <1 x i32> %Sl252, %B352
  %L425 = load i8, i8* %0, align 1
  store i64 %E319, i64* %PC, align 4
  %E426 = extractelement <1 x i32> %Shuff147, i32 0
  %Shuff427 = shufflevector <4 x i64> %Shuff327, <4 x i64> %Shuff327, <4 x i32> <i32 undef, i32 0, i32 2, i32 4>
  %I428 = insertelement <1 x i1> %Cmp18, i1 %E27, i32 0
  %BC429 = bitcast i32 %B66 to float
  %Sl430 = select i1 %E381, i32 %E125, i32 %E402
  %Cmp431 = fcmp ult float %L281, %L281
  br i1 %Cmp431, label %CF1686, label %CF1732

CF1732:                                           ; preds = %CF1732, %CF1740
  %L432 = load i1, i1* %Sl68, align 1
  br i1 %L432, label %CF1732, label %CF1743

CF1743:                                           ; preds = %CF1732
  store i64 %Sl237, i64* %PC, align 4
  %E433 = extractelement <4 x i64> %Shuff88, i32 0
  %Shuff434 = shufflevector <1 x i32> %Shuff147, <1 x i32> %I187, <1 x i32> <i32 1>
  %I435 = insertelement <4 x i64> %I43, i64 %L145, i32 3
  %B436 = xor <4 x i64> %Shuff388, %Shuff14
  %ZE437 = fpext float %Sl391 to double
  %Sl438 = select i1 %Cmp46, <1 x i32> %B250, <1 x i32> %B352
  %Cmp439 = icmp ugt <1 x i1> %Cmp424, %Cmp317
  %L440 = load i64, i64* %PC, align 4
  store i8 %L425, i8* %Sl190, align 1
  %E441 = extractelement <8 x i1> %Shuff154, i32 1
  br i1 %E441, label %CF1686, label %CF1712

CF1712:                                           ; preds = %CF1743
  %Shuff442 = shufflevector <1 x i1> %Cmp183, <1 x i1> %Tr, <1 x i32> zeroinitializer
  %I443 = insertelement <1 x i32> %Shuff, i32 %E225, i32 0
  %B444 = add i32 %B51, %L108
  %FC445 = fptosi float %Sl244 to i64
  %Sl446 = select i1 %Cmp144, float %Tr83, float %BC429
  %Cmp447 = icmp sgt i1 %Sl286, %L70
  br i1 %Cmp447, label %CF1686, label %CF1692

CF1692:                                           ; preds = %CF1692, %CF1792, %CF1712
  %L448 = load i8, i8* %0, align 1
  store i64 %L274, i64* %PC, align 4
  %E449 = extractelement <1 x i32> zeroinitializer, i32 0
  %Shuff450 = shufflevector <4 x i64> %Shuff327, <4 x i64> %Shuff427, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I451 = insertelement <4 x i64> %Sl272, i64 %E247, i32 3
  %B452 = sub i32 %B180, %L137
  %FC453 = sitofp <2 x i8> %I298 to <2 x float>
  %Sl454 = select i1 %E357, <4 x double> %BC406, <4 x double> %FC149
  %Cmp455 = icmp ne <4 x i64> %Sl301, %Shuff133
  %L456 = load i1, i1* %Sl68, align 1
  br i1 %L456, label %CF1692, label %CF1777

CF1777:                                           ; preds = %CF1777, %CF1692
  store i8 %L152, i8* %0, align 1
  %E457 = extractelement <4 x i64> %Shuff126, i32 1
  %Shuff458 = shufflevector <2 x i1> %I58, <2 x i1> %I235, <2 x i32> <i32 0, i32 2>
  %I459 = insertelement <8 x i1> %Cmp130, i1 %L333, i32 6
  %FC460 = fptoui float %L409 to i64
  %Sl461 = select i1 %Cmp46, i8 %L425, i8 %B172
  %Cmp462 = fcmp olt double %Sl308, %ZE437
  br i1 %Cmp462, label %CF1777, label %CF1792

CF1792:                                           ; preds = %CF1777
  %L463 = load i8, i8* %0, align 1
  store i1 %Cmp302, i1* %Sl68, align 1
  %E464 = extractelement <2 x i8> zeroinitializer, i32 1
  %Shuff465 = shufflevector <4 x i64> %Shuff7, <4 x i64> %Sl293, <4 x i32> <i32 2, i32 4, i32 undef, i32 0>
  %I466 = insertelement <8 x i8> %Shuff342, i8 %B376, i32 4
  %B467 = sub i8 %B299, %B172
  %FC468 = uitofp <4 x i64> %B212 to <4 x float>
  %Sl469 = select <4 x i1> %Cmp92, <4 x i64> zeroinitializer, <4 x i64> %Shuff102
  %Cmp470 = icmp eq <4 x i64> %Shuff241, %Shuff72
  %L471 = load i8, i8* %0, align 1
  store i8 %L152, i8* %0, align 1
  %E472 = extractelement <4 x i64> %I36, i32 2
  %Shuff473 = shufflevector <8 x i8> %Sl91, <8 x i8> %Sl53, <8 x i32> <i32 undef, i32 15, i32 1, i32 3, i32 undef, i32 undef, i32 undef, i32 undef>
  %I474 = insertelement <4 x i64> %Shuff139, i64 %E410, i32 3
  %FC475 = sitofp i32 %Se236 to double
  %Sl476 = select i1 %L78, i8 -1, i8 %L448
  %Cmp477 = fcmp uge float %Sl391, 0x7FFAA2CE80000000
  br i1 %Cmp477, label %CF1692, label %CF1713

CF1713:                                           ; preds = %CF1713, %CF1907, %CF1815, %CF1792
  %L478 = load i8, i8* %PC229, align 1
  store i1 false, i1* %Sl68, align 1
  %E479 = extractelement <1 x i32> %Sl438, i32 0
  %Shuff480 = shufflevector <8 x i8> %Sl91, <8 x i8> %I466, <8 x i32> <i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 1>
  %I481 = insertelement <8 x i1> %Cmp69, i1 %L200, i32 5
  %ZE482 = zext i1 false to i16
  %Sl483 = select i1 %E381, i1 %Cmp385, i1 %L417
  br i1 %Sl483, label %CF1713, label %CF1799

CF1799:                                           ; preds = %CF1799, %CF1713
  %Cmp484 = icmp sgt i32 %L108, %E94
  br i1 %Cmp484, label %CF1799, label %CF1907

CF1907:                                           ; preds = %CF1799
  %L485 = load i8, i8* %0, align 1
  store i8 %E296, i8* %PC229, align 1
  %E486 = extractelement <1 x i32> %Shuff434, i32 0
  %Shuff487 = shufflevector <4 x i64> %Shuff35, <4 x i64> %Shuff320, <4 x i32> <i32 1, i32 undef, i32 5, i32 7>
  %I488 = insertelement <1 x i32> zeroinitializer, i32 407801, i32 0
  %B489 = and i32 %B344, %E311
  %ZE490 = zext <1 x i1> %Tr to <1 x i16>
  %Sl491 = select i1 %Cmp46, i1 %Cmp258, i1 %Sl182
  br i1 %Sl491, label %CF1713, label %CF1788

CF1788:                                           ; preds = %CF1788, %CF1907
  %Cmp492 = icmp sge i1 %L253, %Cmp447
  br i1 %Cmp492, label %CF1788, label %CF1815

CF1815:                                           ; preds = %CF1788
  %L493 = load i32, i32* %Sl10, align 4
  store i8 %E296, i8* %0, align 1
  %E494 = extractelement <4 x i64> zeroinitializer, i32 0
  %Shuff495 = shufflevector <8 x i8> %Shuff480, <8 x i8> %Sl98, <8 x i32> <i32 11, i32 undef, i32 15, i32 1, i32 3, i32 5, i32 7, i32 undef>
  %I496 = insertelement <8 x i8> zeroinitializer, i8 %L425, i32 5
  %B497 = fdiv double 0x8E2753467B2575C4, %FC264
  %FC498 = sitofp <1 x i32> %I277 to <1 x float>
  %Sl499 = select i1 false, double %Sl308, double %ZE437
  %Cmp500 = icmp slt i64 %E247, %Sl257
  br i1 %Cmp500, label %CF1713, label %CF1769

CF1769:                                           ; preds = %CF1815
  %L501 = load i8, i8* %0, align 1
  store i8 %L152, i8* %0, align 1
  %E502 = extractelement <4 x i1> %Shuff226, i32 2
  br i1 %E502, label %CF1681, label %CF1685

CF1685:                                           ; preds = %CF1685, %CF1832, %CF1812, %CF1769
  %Shuff503 = shufflevector <1 x i32> %Shuff178, <1 x i32> %I29, <1 x i32> <i32 1>
  %I504 = insertelement <8 x i32> zeroinitializer, i32 106113, i32 1
  %Tr505 = trunc <4 x i64> %Sl24 to <4 x i8>
  %Sl506 = select i1 %Cmp447, <4 x float> %FC468, <4 x float> %FC468
  %Cmp507 = icmp sge i1 %Sl423, %E381
  br i1 %Cmp507, label %CF1685, label %CF1832

CF1832:                                           ; preds = %CF1685
  %L508 = load i8, i8* %0, align 1
  store i8 %Sl461, i8* %0, align 1
  %E509 = extractelement <1 x i1> %Shuff442, i32 0
  br i1 %E509, label %CF1685, label %CF1812

CF1812:                                           ; preds = %CF1832
  %Shuff510 = shufflevector <4 x i1> %Tr121, <4 x i1> %Cmp455, <4 x i32> <i32 0, i32 undef, i32 undef, i32 6>
  %I511 = insertelement <4 x i64> %Shuff312, i64 %B337, i32 2
  %B512 = lshr <2 x i8> %I291, %I291
  %FC513 = sitofp i64 %E79 to double
  %Sl514 = select i1 %Cmp107, i1 %E260, i1 %Cmp123
  br i1 %Sl514, label %CF1685, label %CF1730

CF1730:                                           ; preds = %CF1730, %CF1804, %CF1812
  %Cmp515 = fcmp ogt double %FC475, %B497
  br i1 %Cmp515, label %CF1730, label %CF1749

CF1749:                                           ; preds = %CF1749, %CF1730
  %L516 = load i32, i32* %Sl10, align 4
  store i32 %B104, i32* %Sl10, align 4
  %E517 = extractelement <4 x i64> %Shuff465, i32 0
  %Shuff518 = shufflevector <2 x i1> %Shuff419, <2 x i1> %Cmp54, <2 x i32> <i32 3, i32 1>
  %I519 = insertelement <4 x i1> %Cmp371, i1 %Cmp199, i32 1
  %B520 = sdiv <8 x i8> %Shuff366, %I420
  %Se521 = sext i8 %L232 to i32
  %Sl522 = select <4 x i1> %Shuff226, <4 x i64> %Shuff72, <4 x i64> %Shuff126
  %Cmp523 = icmp ult <8 x i8> %I496, %Shuff248
  %L524 = load i8, i8* %0, align 1
  store i8 %B156, i8* %0, align 1
  %E525 = extractelement <4 x i64> %Shuff194, i32 0
  %Shuff526 = shufflevector <1 x i1> %Cmp183, <1 x i1> %I328, <1 x i32> <i32 1>
  %I527 = insertelement <4 x i64> %Shuff465, i64 %E79, i32 3
  %B528 = fdiv float %B360, %L281
  %Sl529 = select i1 %L456, i16 %E146, i16 %ZE307
  %Cmp530 = icmp eq <4 x i64> %I343, %Shuff335
  %L531 = load i8, i8* %0, align 1
  store float %B360, float* %PC173, align 4
  %E532 = extractelement <4 x i64> zeroinitializer, i32 2
  %Shuff533 = shufflevector <8 x i8> %Shuff21, <8 x i8> %Shuff21, <8 x i32> <i32 5, i32 7, i32 9, i32 11, i32 undef, i32 15, i32 1, i32 3>
  %I534 = insertelement <4 x i64> %I527, i64 %E494, i32 3
  %B535 = add <4 x i64> %Shuff7, %Shuff35
  %PC536 = bitcast i1* %Sl68 to i64*
  %Sl537 = select <4 x i1> %Cmp371, <4 x i64> %Sl24, <4 x i64> %Shuff14
  %Cmp538 = icmp uge <4 x i1> %Cmp175, %Cmp455
  %L539 = load i64, i64* %PC536, align 4
  store i1 %Cmp151, i1* %Sl68, align 1
  %E540 = extractelement <1 x i1> %Shuff49, i32 0
  br i1 %E540, label %CF1749, label %CF1782

CF1782:                                           ; preds = %CF1782, %CF1749
  %Shuff541 = shufflevector <4 x i1> %Cmp470, <4 x i1> %Cmp215, <4 x i32> <i32 3, i32 5, i32 undef, i32 1>
  %I542 = insertelement <4 x i64> %Shuff194, i64 %E304, i32 1
  %B543 = sub i8 %B271, %L310
  %Tr544 = trunc i64 %E161 to i32
  %Sl545 = select i1 %Cmp309, <2 x i8> %B82, <2 x i8> zeroinitializer
  %Cmp546 = icmp sgt <4 x i16> %Tr142, %Tr422
  %L547 = load i64, i64* %PC536, align 4
  store i1 %E540, i1* %Sl68, align 1
  %E548 = extractelement <4 x i64> %Shuff42, i32 3
  %Shuff549 = shufflevector <4 x i1> %Cmp175, <4 x i1> %Cmp238, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I550 = insertelement <8 x i1> %Shuff154, i1 %Cmp99, i32 4
  %B551 = add <4 x i64> %B413, %Shuff427
  %ZE552 = zext i1 %Cmp144 to i8
  %Sl553 = select i1 %L176, i64 %L168, i64 %L547
  %Cmp554 = icmp eq <1 x i32> %Shuff283, %Shuff147
  %L555 = load i64, i64* %PC536, align 4
  store i64 %Sl214, i64* %PC536, align 4
  %E556 = extractelement <4 x i64> %Shuff427, i32 2
  %Shuff557 = shufflevector <8 x i8> %B520, <8 x i8> %Shuff495, <8 x i32> <i32 9, i32 11, i32 13, i32 undef, i32 1, i32 3, i32 5, i32 7>
  %I558 = insertelement <4 x i64> %Shuff465, i64 38025, i32 3
  %B559 = add i64 %Sl237, %E433
  %FC560 = sitofp <4 x i64> %Shuff487 to <4 x double>
  %Sl561 = select i1 %Cmp507, <4 x i1> %I262, <4 x i1> %I262
  %Cmp562 = icmp ne i16 %E146, %Se
  br i1 %Cmp562, label %CF1782, label %CF1804

CF1804:                                           ; preds = %CF1782
  %L563 = load i64, i64* %PC536, align 4
  store i64 %E304, i64* %PC536, align 4
  %E564 = extractelement <1 x i32> %Shuff210, i32 0
  %Shuff565 = shufflevector <8 x i8> %Shuff557, <8 x i8> %B397, <8 x i32> <i32 4, i32 6, i32 8, i32 10, i32 undef, i32 14, i32 undef, i32 2>
  %I566 = insertelement <4 x i64> %Shuff42, i64 %Sl378, i32 2
  %B567 = xor i64 %E349, %Sl378
  %BC568 = bitcast <4 x i64> %I22 to <4 x double>
  %Sl569 = select i1 %Cmp431, <8 x i8> %Shuff565, <8 x i8> %Shuff297
  %Cmp570 = icmp ult <1 x i32> %Sl252, zeroinitializer
  %L571 = load i32, i32* %Sl10, align 4
  store i64 %Sl237, i64* %PC536, align 4
  %E572 = extractelement <1 x i1> %Shuff526, i32 0
  br i1 %E572, label %CF1730, label %CF1748

CF1748:                                           ; preds = %CF1748, %CF1900, %CF1804
  %Shuff573 = shufflevector <4 x i64> %Shuff126, <4 x i64> %Sl316, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I574 = insertelement <4 x i1> %Cmp530, i1 %Cmp107, i32 0
  %Tr575 = trunc i64 41293 to i32
  %Sl576 = select i1 %Cmp123, <4 x i1> %Shuff510, <4 x i1> %Cmp92
  %Cmp577 = icmp ugt i8 %L246, %E201
  br i1 %Cmp577, label %CF1748, label %CF1900

CF1900:                                           ; preds = %CF1748
  %L578 = load i64, i64* %PC536, align 4
  store i32 %E311, i32* %Sl10, align 4
  %E579 = extractelement <8 x i8> zeroinitializer, i32 1
  %Shuff580 = shufflevector <8 x i8> %Shuff480, <8 x i8> %Sl98, <8 x i32> <i32 12, i32 14, i32 0, i32 2, i32 4, i32 6, i32 undef, i32 10>
  %I581 = insertelement <8 x i16> %Sl, i16 %Se, i32 6
  %B582 = fmul float 0x7FFAA2CE80000000, %B528
  %ZE583 = zext i1 %Sl182 to i64
  %Sl584 = select i1 %Cmp245, <4 x i16> %Tr142, <4 x i16> %Tr422
  %Cmp585 = icmp ugt i1 %Sl483, %Cmp123
  br i1 %Cmp585, label %CF1748, label %CF1889

CF1889:                                           ; preds = %CF1900
  %L586 = load i8, i8* %Sl190, align 1
  store i8 %Sl370, i8* %PC229, align 1
  %E587 = extractelement <4 x i64> %Sl522, i32 1
  %Shuff588 = shufflevector <4 x i64> %Shuff126, <4 x i64> %Sl293, <4 x i32> <i32 4, i32 6, i32 0, i32 undef>
  %I589 = insertelement <4 x i64> %Shuff194, i64 %4, i32 2
  %B590 = xor <4 x i64> %I383, zeroinitializer
  %FC591 = sitofp i1 %Cmp447 to float
  %Sl592 = select i1 %Cmp136, i64 %Sl166, i64 %L295
  %Cmp593 = icmp ult <4 x i1> %Tr128, %Tr128
  %L594 = load i64, i64* %PC536, align 4
  store float %B528, float* %PC173, align 4
  %E595 = extractelement <1 x i32> %I29, i32 0
  %Shuff596 = shufflevector <4 x i64> %Sl338, <4 x i64> %Shuff374, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I597 = insertelement <1 x i1> %Cmp183, i1 %Cmp99, i32 0
  %B598 = srem <8 x i32> %I396, %I375
  %Sl599 = select i1 %E540, <1 x i16> %I219, <1 x i16> %Tr205
  %Cmp600 = icmp sgt <4 x i1> %Cmp546, %I519
  %L601 = load i64, i64* %PC536, align 4
  store i64 %L563, i64* %PC536, align 4
  %E602 = extractelement <4 x i64> %Shuff450, i32 1
  %Shuff603 = shufflevector <2 x i1> %Shuff458, <2 x i1> %I235, <2 x i32> <i32 0, i32 2>
  %I604 = insertelement <8 x i32> %Sl31, i32 %ZE414, i32 2
  %B605 = xor <4 x i64> %I148, %Sl293
  %Se606 = sext <4 x i1> %Sl576 to <4 x i32>
  %Sl607 = select <1 x i1> %Cmp424, <1 x i32> %B421, <1 x i32> %Shuff395
  %Cmp608 = icmp slt i64 %E289, %E153
  br i1 %Cmp608, label %CF1681, label %CF1683

CF1683:                                           ; preds = %CF1683, %CF1889
  %L609 = load float, float* %PC173, align 4
  store i64 %E79, i64* %PC536, align 4
  %E610 = extractelement <8 x i32> zeroinitializer, i32 0
  %Shuff611 = shufflevector <1 x i1> %Shuff350, <1 x i1> %Cmp570, <1 x i32> <i32 1>
  %I612 = insertelement <8 x i8> %Shuff297, i8 %B376, i32 7
  %PC613 = bitcast i8* %PC229 to i1*
  %Sl614 = select i1 %Cmp151, float %Tr83, float %B528
  %Cmp615 = fcmp ueq float 0x414A3D7E00000000, %L192
  br i1 %Cmp615, label %CF1683, label %CF1808

CF1808:                                           ; preds = %CF1683
  %L616 = load i64, i64* %PC536, align 4
  store i1 %Cmp191, i1* %PC613, align 1
  %E617 = extractelement <4 x i64> %Shuff35, i32 2
  %Shuff618 = shufflevector <1 x i1> %Shuff526, <1 x i1> %I96, <1 x i32> <i32 1>
  %I619 = insertelement <8 x i8> %Shuff21, i8 %L5, i32 5
  %B620 = sub i8 %E87, %E418
  %ZE621 = zext <8 x i8> %Shuff248 to <8 x i32>
  %Sl622 = select i1 %Sl423, <4 x double> %BC568, <4 x double> %BC390
  %Cmp623 = icmp sge <8 x i8> %Sl91, %Sl91
  %L624 = load i64, i64* %PC536, align 4
  store i64 %Se221, i64* %PC536, align 4
  %E625 = extractelement <2 x i8> %I291, i32 1
  %Shuff626 = shufflevector <1 x i16> %Tr205, <1 x i16> %ZE490, <1 x i32> zeroinitializer
  %I627 = insertelement <4 x i1> %Cmp215, i1 %Cmp207, i32 2
  %B628 = fadd double %FC475, 0x8E2753467B2575C4
  %FC629 = uitofp <8 x i1> %I550 to <8 x float>
  %Sl630 = select i1 %L78, i32 %L137, i32 %L571
  %Cmp631 = icmp ule <8 x i8> %Sl569, %Shuff342
  %L632 = load float, float* %PC173, align 4
  store i64 %B164, i64* %PC536, align 4
  %E633 = extractelement <8 x i8> %Shuff342, i32 7
  %Shuff634 = shufflevector <4 x i1> %Cmp593, <4 x i1> %I262, <4 x i32> <i32 2, i32 undef, i32 6, i32 0>
  %I635 = insertelement <1 x i1> %Shuff611, i1 %E540, i32 0
  %B636 = ashr <4 x i64> %Shuff465, %Shuff7
  %BC637 = bitcast <4 x i64> %I589 to <4 x double>
  %Sl638 = select i1 %Cmp144, i64 %E394, i64 %FC105
  %Cmp639 = icmp ne <4 x i1> %Shuff634, %Tr128
  %L640 = load i64, i64* %PC536, align 4
  store i1 true, i1* %PC613, align 1
  %E641 = extractelement <1 x i32> %Shuff434, i32 0
  %Shuff642 = shufflevector <4 x i64> %Shuff241, <4 x i64> %I351, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I643 = insertelement <2 x i8> %Shuff64, i8 %L232, i32 1
  %B644 = srem <8 x i16> %Shuff170, %Sl135
  %Tr645 = trunc i64 %E132 to i16
  %Sl646 = select i1 %Tr165, <8 x i8> %B520, <8 x i8> %I466
  %Cmp647 = icmp uge i32 %E177, %L393
  br i1 %Cmp647, label %CF1681, label %CF1682

CF1682:                                           ; preds = %CF1682, %CF1790, %CF1904, %CF1808
  %L648 = load float, float* %PC173, align 4
  store i32 %Tr544, i32* %Sl10, align 4
  %E649 = extractelement <4 x i16> %Tr422, i32 3
  %Shuff650 = shufflevector <1 x i1> %Cmp183, <1 x i1> %Shuff276, <1 x i32> zeroinitializer
  %I651 = insertelement <1 x i1> %Cmp424, i1 %L70, i32 0
  %Sl652 = select i1 %Cmp32, <8 x i8> %Sl646, <8 x i8> %Shuff21
  %Cmp653 = icmp uge i8 %Sl17, %L232
  br i1 %Cmp653, label %CF1682, label %CF1790

CF1790:                                           ; preds = %CF1682
  %L654 = load i8, i8* %Sl190, align 1
  store i1 %Tr165, i1* %Sl68, align 1
  %E655 = extractelement <1 x i1> %Shuff234, i32 0
  br i1 %E655, label %CF1682, label %CF1761

CF1761:                                           ; preds = %CF1761, %CF1790
  %Shuff656 = shufflevector <4 x i64> %Shuff487, <4 x i64> %Shuff427, <4 x i32> <i32 4, i32 6, i32 undef, i32 2>
  %I657 = insertelement <8 x i1> %Shuff154, i1 %Cmp199, i32 6
  %B658 = sub <8 x i16> %I581, %B228
  %FC659 = uitofp <4 x i1> %Sl576 to <4 x float>
  %Sl660 = select <2 x i1> %Cmp54, <2 x i8> %Sl545, <2 x i8> %I195
  %Cmp661 = icmp eq i1 %Cmp245, %L55
  br i1 %Cmp661, label %CF1761, label %CF1765

CF1765:                                           ; preds = %CF1765, %CF1901, %CF1761
  %L662 = load i64, i64* %PC536, align 4
  store i32 %E94, i32* %Sl10, align 4
  %E663 = extractelement <8 x i8> %I119, i32 4
  %Shuff664 = shufflevector <4 x i64> %I389, <4 x i64> %I534, <4 x i32> <i32 7, i32 1, i32 3, i32 undef>
  %I665 = insertelement <2 x i1> %Shuff419, i1 %Cmp207, i32 1
  %FC666 = fptoui <4 x double> %BC406 to <4 x i1>
  %Sl667 = select i1 %Cmp615, i32 %L108, i32 %B51
  %Cmp668 = icmp ne <8 x i64> %ZE52, %ZE52
  %L669 = load i64, i64* %PC536, align 4
  store i64 %E, i64* %A2, align 4
  %E670 = extractelement <8 x i8> %Shuff565, i32 5
  %Shuff671 = shufflevector <2 x i8> %Shuff28, <2 x i8> %I195, <2 x i32> <i32 0, i32 2>
  %I672 = insertelement <4 x i64> %Shuff388, i64 %E410, i32 2
  %B673 = lshr i64 %E433, %L601
  %Tr674 = trunc <8 x i8> %B520 to <8 x i1>
  %Sl675 = select i1 %Cmp39, i1 %Cmp661, i1 %E240
  br i1 %Sl675, label %CF1765, label %CF1901

CF1901:                                           ; preds = %CF1765
  %Cmp676 = icmp slt <8 x i32> zeroinitializer, %B598
  %L677 = load i64, i64* %PC536, align 4
  store i8 %L531, i8* %A1, align 1
  %E678 = extractelement <8 x i16> %I179, i32 2
  %Shuff679 = shufflevector <4 x i1> %Cmp175, <4 x i1> %I627, <4 x i32> <i32 undef, i32 7, i32 undef, i32 undef>
  %I680 = insertelement <8 x i16> zeroinitializer, i16 %E146, i32 7
  %B681 = shl i64 %Sl122, %FC105
  %Tr682 = fptrunc double %FC475 to float
  %Sl683 = select i1 %Cmp191, <8 x i8> %I15, <8 x i8> %Shuff366
  %Cmp684 = icmp ult i1 %E334, %Cmp477
  br i1 %Cmp684, label %CF1765, label %CF1771

CF1771:                                           ; preds = %CF1771, %CF1901
  %L685 = load i64, i64* %PC536, align 4
  store float %L609, float* %PC173, align 4
  %E686 = extractelement <8 x i8> %Shuff473, i32 1
  %Shuff687 = shufflevector <1 x i32> %Shuff269, <1 x i32> %B421, <1 x i32> undef
  %I688 = insertelement <4 x i64> %Shuff320, i64 %L216, i32 0
  %B689 = ashr <4 x i64> %Sl522, %Shuff374
  %ZE690 = zext i8 %E670 to i64
  %Sl691 = select i1 %Cmp647, <4 x i64> %Shuff596, <4 x i64> %I155
  %Cmp692 = icmp sgt <2 x i1> %I58, %I665
  %L693 = load i8, i8* %0, align 1
  store i1 %Cmp46, i1* %Sl68, align 1
  %E694 = extractelement <8 x float> %FC629, i32 3
  %Shuff695 = shufflevector <8 x i32> %I375, <8 x i32> %I375, <8 x i32> <i32 6, i32 undef, i32 undef, i32 12, i32 14, i32 0, i32 2, i32 4>
  %I696 = insertelement <4 x i64> %Shuff656, i64 %E79, i32 0
  %B697 = or <4 x i64> %Shuff80, %Shuff162
  %Tr698 = trunc i32 %B452 to i8
  %Sl699 = select i1 %Cmp562, i64 %L601, i64 %Sl378
  %Cmp700 = icmp sgt <4 x i1> %Cmp546, %FC666
  %L701 = load i64, i64* %PC, align 4
  store i64 %L662, i64* %PC, align 4
  %E702 = extractelement <2 x i1> %Shuff518, i32 1
  br i1 %E702, label %CF1771, label %CF1904

CF1904:                                           ; preds = %CF1771
  %Shuff703 = shufflevector <1 x i32> %Shuff503, <1 x i32> %Sl607, <1 x i32> zeroinitializer
  %I704 = insertelement <4 x i1> %Shuff290, i1 %Cmp309, i32 0
  %B705 = add <8 x i32> %I, %I375
  %BC706 = bitcast <4 x float> %Sl506 to <4 x i32>
  %Sl707 = select i1 %E209, i8 %L40, i8 %B220
  %Cmp708 = icmp ult <4 x i64> %Shuff126, %Shuff588
  %L709 = load i64, i64* %PC536, align 4
  store i1 %L456, i1* %Sl68, align 1
  %E710 = extractelement <1 x i16> %Tr205, i32 0
  %Shuff711 = shufflevector <2 x i8> %B82, <2 x i8> %B512, <2 x i32> <i32 3, i32 1>
  %I712 = insertelement <4 x i1> %Cmp355, i1 %E540, i32 1
  %B713 = urem <2 x i16> %ZE398, %ZE398
  %FC714 = fptoui double %FC513 to i16
  %Sl715 = select i1 %E702, i1 %Cmp653, i1 %E381
  br i1 %Sl715, label %CF1682, label %CF1718

CF1718:                                           ; preds = %CF1718, %CF1904
  %Cmp716 = icmp sge <4 x i64> %B188, %Shuff255
  %L717 = load i8, i8* %Sl190, align 1
  store i8 %E686, i8* %0, align 1
  %E718 = extractelement <8 x i1> %Cmp159, i32 7
  br i1 %E718, label %CF1718, label %CF1837

CF1837:                                           ; preds = %CF1718
  %Shuff719 = shufflevector <4 x i64> %Shuff80, <4 x i64> %I227, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I720 = insertelement <4 x i64> %Shuff194, i64 %E79, i32 0
  %B721 = srem i32 %L62, %B51
  %FC722 = sitofp i8 %B172 to double
  %Sl723 = select i1 %Cmp653, <4 x i64> %Shuff427, <4 x i64> %B16
  %Cmp724 = icmp ugt <4 x i64> %B188, %Shuff450
  %L725 = load i64, i64* %PC536, align 4
  store i1 %E540, i1* %PC613, align 1
  %E726 = extractelement <2 x i8> %Shuff711, i32 1
  %Shuff727 = shufflevector <8 x i1> %Shuff154, <8 x i1> %Cmp623, <8 x i32> <i32 2, i32 undef, i32 6, i32 8, i32 undef, i32 12, i32 14, i32 0>
  %I728 = insertelement <1 x i1> %Cmp77, i1 %E572, i32 0
  %B729 = sdiv i8 %L364, %E464
  %Se730 = sext <8 x i8> %Shuff366 to <8 x i16>
  %Sl731 = select i1 %Cmp302, i32 %B66, i32 %Sl667
  %Cmp732 = icmp sge i32 %E426, %E225
  br i1 %Cmp732, label %CF, label %CF1674

CF1674:                                           ; preds = %CF1674, %CF1828, %CF1756, %CF1801, %CF1698, %CF1710, %CF1896, %CF1837
  %L733 = load i64, i64* %PC536, align 4
  store i1 %Cmp191, i1* %Sl68, align 1
  %E734 = extractelement <2 x i8> %Shuff64, i32 1
  %Shuff735 = shufflevector <4 x i1> %I519, <4 x i1> %Cmp92, <4 x i32> <i32 4, i32 6, i32 undef, i32 2>
  %I736 = insertelement <4 x i1> %Cmp708, i1 %Cmp11, i32 2
  %Tr737 = trunc <4 x i64> %Sl691 to <4 x i8>
  %Sl738 = select i1 %L55, i8 %E373, i8 %E579
  %Cmp739 = fcmp one float %FC591, %B582
  br i1 %Cmp739, label %CF1674, label %CF1828

CF1828:                                           ; preds = %CF1674
  %L740 = load i8, i8* %PC229, align 1
  store i64 %E79, i64* %PC536, align 4
  %E741 = extractelement <1 x i32> %Shuff395, i32 0
  %Shuff742 = shufflevector <4 x i64> %Shuff162, <4 x i64> %Shuff450, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I743 = insertelement <4 x i1> %Shuff679, i1 %Cmp39, i32 2
  %Tr744 = trunc i64 %Sl114 to i8
  %Sl745 = select i1 %Cmp462, i1 %Sl286, i1 false
  br i1 %Sl745, label %CF1674, label %CF1722

CF1722:                                           ; preds = %CF1722, %CF1803, %CF1828
  %Cmp746 = icmp sgt i1 true, %Cmp347
  br i1 %Cmp746, label %CF1722, label %CF1803

CF1803:                                           ; preds = %CF1722
  %L747 = load i8, i8* %0, align 1
  store i64 %Sl257, i64* %PC536, align 4
  %E748 = extractelement <8 x i1> %Shuff727, i32 6
  br i1 %E748, label %CF1722, label %CF1756

CF1756:                                           ; preds = %CF1803
  %Shuff749 = shufflevector <16 x i8> zeroinitializer, <16 x i8> zeroinitializer, <16 x i32> <i32 25, i32 27, i32 29, i32 undef, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 undef, i32 19, i32 21, i32 undef>
  %I750 = insertelement <1 x i32> %Shuff395, i32 %L137, i32 0
  %B751 = lshr <4 x i64> %Shuff312, %Shuff241
  %Tr752 = trunc <4 x i64> %Shuff80 to <4 x i16>
  %Sl753 = select i1 %E381, i32 %B452, i32 %E341
  %Cmp754 = icmp slt <4 x i1> %Shuff634, %Shuff679
  %L755 = load i64, i64* %PC536, align 4
  store i8 %L124, i8* %0, align 1
  %E756 = extractelement <2 x i8> %Shuff57, i32 1
  %Shuff757 = shufflevector <2 x i8> %Shuff671, <2 x i8> %I643, <2 x i32> <i32 2, i32 0>
  %I758 = insertelement <4 x i64> %Shuff42, i64 %L662, i32 0
  %B759 = fmul float %BC429, %L192
  %Tr760 = trunc i64 %E548 to i32
  %Sl761 = select <1 x i1> %I728, <1 x i1> %Shuff650, <1 x i1> %Cmp317
  %L762 = load i64, i64* %PC536, align 4
  store i64 %FC113, i64* %PC, align 4
  %E763 = extractelement <4 x i1> %I712, i32 1
  br i1 %E763, label %CF1674, label %CF1687

CF1687:                                           ; preds = %CF1687, %CF1875, %CF1873, %CF1839, %CF1756
  %Shuff764 = shufflevector <2 x i1> %Shuff419, <2 x i1> %I665, <2 x i32> <i32 0, i32 2>
  %I765 = insertelement <4 x i64> %Shuff487, i64 %FC105, i32 2
  %B766 = lshr <4 x i64> %I203, %Sl293
  %FC767 = uitofp <4 x i64> %Shuff388 to <4 x float>
  %Sl768 = select <4 x i1> %Cmp92, <4 x double> %FC149, <4 x double> %FC345
  %Cmp769 = icmp ule <4 x i64> %Shuff596, %I451
  %L770 = load i32, i32* %Sl10, align 4
  store i8 %5, i8* %0, align 1
  %E771 = extractelement <1 x i32> %Sl252, i32 0
  %Shuff772 = shufflevector <4 x i64> %Shuff139, <4 x i64> %Shuff327, <4 x i32> <i32 3, i32 undef, i32 7, i32 1>
  %I773 = insertelement <4 x i64> %Shuff450, i64 %L624, i32 1
  %ZE774 = zext i8 %E418 to i64
  %Sl775 = select i1 %Cmp608, i16 %Se90, i16 %Se361
  %Cmp776 = icmp sge i16 %Sl775, %Sl529
  br i1 %Cmp776, label %CF1687, label %CF1800

CF1800:                                           ; preds = %CF1800, %CF1894, %CF1687
  %L777 = load i8, i8* %0, align 1
  store i64 %Sl378, i64* %PC536, align 4
  %E778 = extractelement <4 x i64> %B141, i32 2
  %Shuff779 = shufflevector <4 x i64> %Shuff35, <4 x i64> %Sl301, <4 x i32> <i32 undef, i32 3, i32 5, i32 7>
  %I780 = insertelement <1 x i32> %Shuff147, i32 %L208, i32 0
  %BC781 = bitcast <8 x i32> %ZE621 to <8 x float>
  %Sl782 = select i1 %Cmp577, i64 %B164, i64 %E394
  %Cmp783 = icmp ugt <8 x i32> %B705, %I375
  %L784 = load i8, i8* %PC229, align 1
  store i8 -1, i8* %0, align 1
  %E785 = extractelement <1 x i32> %Shuff403, i32 0
  %Shuff786 = shufflevector <16 x i8> %Shuff749, <16 x i8> %Shuff749, <16 x i32> <i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 1, i32 3, i32 undef, i32 7>
  %I787 = insertelement <8 x i8> zeroinitializer, i8 %Sl707, i32 3
  %B788 = urem <4 x i16> %Sl584, %Tr752
  %FC789 = uitofp i8 %Sl738 to float
  %Sl790 = select <4 x i1> %Tr121, <4 x i64> %I527, <4 x i64> %I566
  %Cmp791 = icmp slt i1 %Cmp61, %Cmp477
  br i1 %Cmp791, label %CF1800, label %CF1894

CF1894:                                           ; preds = %CF1800
  %L792 = load i8, i8* %0, align 1
  store i64 %E517, i64* %PC536, align 4
  %E793 = extractelement <4 x i64> %Shuff779, i32 2
  %Shuff794 = shufflevector <4 x float> %FC468, <4 x float> %FC468, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I795 = insertelement <1 x i32> %Shuff178, i32 %E326, i32 0
  %B796 = mul <8 x i8> %I496, %I787
  %FC797 = fptoui float %Tr682 to i64
  %Sl798 = select i1 %Cmp477, i8 %E625, i8 %L232
  %Cmp799 = icmp ult i64 %E778, %E138
  br i1 %Cmp799, label %CF1800, label %CF1875

CF1875:                                           ; preds = %CF1894
  %L800 = load i1, i1* %PC613, align 1
  br i1 %L800, label %CF1687, label %CF1706

CF1706:                                           ; preds = %CF1706, %CF1875
  store i64 %L578, i64* %PC, align 4
  %E801 = extractelement <8 x i32> %Sl399, i32 5
  %Shuff802 = shufflevector <8 x i32> %B598, <8 x i32> %I504, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 undef, i32 10, i32 12, i32 14>
  %I803 = insertelement <8 x i1> %Cmp159, i1 %Cmp144, i32 2
  %Sl804 = select i1 %Cmp309, i16 %E710, i16 %Se251
  %Cmp805 = icmp uge i1 %Cmp136, %E357
  br i1 %Cmp805, label %CF1706, label %CF1873

CF1873:                                           ; preds = %CF1706
  %L806 = load i64, i64* %PC536, align 4
  store i64 %E48, i64* %PC536, align 4
  %E807 = extractelement <4 x i64> %B605, i32 0
  %Shuff808 = shufflevector <8 x i8> %Shuff495, <8 x i8> %Shuff248, <8 x i32> <i32 undef, i32 9, i32 11, i32 undef, i32 15, i32 undef, i32 3, i32 5>
  %I809 = insertelement <1 x i1> %Shuff650, i1 %Tr165, i32 0
  %B810 = or i16 %E678, %Tr645
  %BC811 = bitcast i32 %E341 to float
  %Sl812 = select i1 %Cmp791, <2 x i1> %Cmp692, <2 x i1> %I235
  %Cmp813 = icmp ugt <1 x i1> %I96, %Shuff526
  %L814 = load i8, i8* %0, align 1
  store i8 %Tr292, i8* %PC229, align 1
  %E815 = extractelement <4 x double> %Shuff358, i32 3
  %Shuff816 = shufflevector <8 x i8> %I612, <8 x i8> %Shuff297, <8 x i32> <i32 14, i32 undef, i32 undef, i32 4, i32 6, i32 8, i32 undef, i32 12>
  %I817 = insertelement <1 x i1> %Cmp813, i1 %Cmp339, i32 0
  %B818 = fadd double %B497, %B628
  %ZE819 = zext i1 %Cmp287 to i8
  %Sl820 = select i1 %Cmp339, i8 %L784, i8 %L246
  %Cmp821 = icmp sge i64 %E48, %E153
  br i1 %Cmp821, label %CF1687, label %CF1690

CF1690:                                           ; preds = %CF1690, %CF1862, %CF1873
  %L822 = load i8, i8* %0, align 1
  store i1 %Tr322, i1* %Sl68, align 1
  %E823 = extractelement <4 x i64> %Shuff110, i32 2
  %Shuff824 = shufflevector <8 x double> %FC300, <8 x double> %FC300, <8 x i32> <i32 5, i32 undef, i32 9, i32 11, i32 13, i32 15, i32 1, i32 3>
  %I825 = insertelement <1 x i32> %Shuff503, i32 %E233, i32 0
  %Sl826 = select i1 %Cmp339, i16 %FC714, i16 %FC181
  %Cmp827 = icmp sgt i8 %Sl323, %E579
  br i1 %Cmp827, label %CF1690, label %CF1862

CF1862:                                           ; preds = %CF1690
  %L828 = load i8, i8* %0, align 1
  store i64 %E433, i64* %PC536, align 4
  %E829 = extractelement <1 x i32> %Shuff, i32 0
  %Shuff830 = shufflevector <4 x i64> %Sl24, <4 x i64> %I227, <4 x i32> <i32 1, i32 3, i32 undef, i32 undef>
  %I831 = insertelement <4 x i64> %I140, i64 %L547, i32 3
  %B832 = fdiv double %Sl308, %FC264
  %Sl833 = select i1 %Cmp732, <4 x double> %FC345, <4 x double> %FC345
  %Cmp834 = icmp slt <1 x i1> %I270, %I270
  %L835 = load i8, i8* %0, align 1
  store i64 %Sl257, i64* %PC536, align 4
  %E836 = extractelement <4 x i16> %Sl584, i32 3
  %Shuff837 = shufflevector <4 x i1> %Shuff290, <4 x i1> %Cmp280, <4 x i32> <i32 undef, i32 4, i32 6, i32 0>
  %I838 = insertelement <1 x i1> %Shuff618, i1 %L333, i32 0
  %B839 = sub i32 %L493, %L770
  %FC840 = sitofp i64 %L624 to float
  %Sl841 = select i1 %Cmp608, i64* %A3, i64* %PC
  %L842 = load i64, i64* %PC, align 4
  store i8 %E109, i8* %PC229, align 1
  %E843 = extractelement <8 x i16> %Shuff170, i32 5
  %Shuff844 = shufflevector <4 x i64> %B766, <4 x i64> %I65, <4 x i32> <i32 0, i32 undef, i32 undef, i32 6>
  %I845 = insertelement <4 x i64> %Shuff388, i64 %B314, i32 2
  %B846 = or <4 x i64> %Shuff139, %Shuff255
  %Sl847 = select i1 %Cmp577, <4 x i64> %B413, <4 x i64> %Sl272
  %Cmp848 = icmp ule i32 %E117, %L137
  br i1 %Cmp848, label %CF1690, label %CF1697

CF1697:                                           ; preds = %CF1697, %CF1862
  %L849 = load i64, i64* %PC536, align 4
  store i64 %E, i64* %Sl841, align 4
  %E850 = extractelement <8 x i8> %I612, i32 3
  %Shuff851 = shufflevector <1 x i32> %Shuff210, <1 x i32> %Sl331, <1 x i32> zeroinitializer
  %I852 = insertelement <1 x i32> zeroinitializer, i32 %E193, i32 0
  %Se853 = sext i32 %L208 to i64
  %Sl854 = select i1 %Cmp848, i1 %Cmp199, i1 %Cmp608
  br i1 %Sl854, label %CF1697, label %CF1746

CF1746:                                           ; preds = %CF1746, %CF1884, %CF1697
  %Cmp855 = icmp ule i64 %Sl257, %E185
  br i1 %Cmp855, label %CF1746, label %CF1884

CF1884:                                           ; preds = %CF1746
  %L856 = load i64, i64* %PC, align 4
  store i32 271433, i32* %Sl10, align 4
  %E857 = extractelement <4 x double> %FC345, i32 3
  %Shuff858 = shufflevector <4 x i64> %B636, <4 x i64> %I148, <4 x i32> <i32 undef, i32 undef, i32 2, i32 4>
  %I859 = insertelement <8 x i16> %Se730, i16 %E843, i32 0
  %B860 = fmul <4 x double> %BC637, %Sl768
  %Se861 = sext <2 x i1> %Shuff518 to <2 x i8>
  %Sl862 = select i1 %Sl423, i32 %E311, i32 %Sl753
  %Cmp863 = icmp eq <4 x i64> %Shuff88, %Sl272
  %L864 = load i64, i64* %Sl841, align 4
  store i64 %Sl129, i64* %PC, align 4
  %E865 = extractelement <4 x i64> %Shuff110, i32 1
  %Shuff866 = shufflevector <4 x i1> %Shuff541, <4 x i1> %Cmp280, <4 x i32> <i32 0, i32 undef, i32 4, i32 6>
  %I867 = insertelement <4 x i64> %Shuff194, i64 %Sl378, i32 2
  %B868 = and <2 x i8> %Shuff64, %I643
  %ZE869 = fpext float %FC75 to double
  %Sl870 = select <4 x i1> %Cmp175, <4 x double> %FC345, <4 x double> %FC560
  %Cmp871 = icmp slt <2 x i8> zeroinitializer, %Shuff57
  %L872 = load i64, i64* %PC536, align 4
  store i64 %E410, i64* %Sl841, align 4
  %E873 = extractelement <4 x i1> %Cmp238, i32 0
  br i1 %E873, label %CF1746, label %CF1839

CF1839:                                           ; preds = %CF1884
  %Shuff874 = shufflevector <8 x i16> %Shuff170, <8 x i16> %Sl135, <8 x i32> <i32 undef, i32 1, i32 3, i32 5, i32 undef, i32 9, i32 undef, i32 undef>
  %I875 = insertelement <4 x i1> %Shuff634, i1 %E357, i32 1
  %B876 = xor i32 %L386, %E341
  %FC877 = fptosi <8 x double> %Shuff824 to <8 x i8>
  %Sl878 = select i1 %L55, i8 %E850, i8 0
  %Cmp879 = fcmp olt double %FC475, %B628
  br i1 %Cmp879, label %CF1687, label %CF1689

CF1689:                                           ; preds = %CF1689, %CF1839
  %L880 = load i64, i64* %PC, align 4
  store i64 %L662, i64* %Sl841, align 4
  %E881 = extractelement <1 x i32> %Shuff269, i32 0
  %Shuff882 = shufflevector <2 x i1> %Shuff518, <2 x i1> %Cmp871, <2 x i32> <i32 1, i32 3>
  %I883 = insertelement <1 x i1> %Shuff350, i1 %Cmp732, i32 0
  %B884 = xor <8 x i8> %Shuff580, %Tr197
  %ZE885 = zext <1 x i32> %Shuff703 to <1 x i64>
  %Sl886 = select i1 %Cmp99, i1 %L800, i1 %Cmp879
  br i1 %Sl886, label %CF1689, label %CF1708

CF1708:                                           ; preds = %CF1708, %CF1879, %CF1841, %CF1807, %CF1778, %CF1689
  %Cmp887 = icmp sge i1 %Cmp821, %E441
  br i1 %Cmp887, label %CF1708, label %CF1879

CF1879:                                           ; preds = %CF1708
  %L888 = load i32, i32* %Sl10, align 4
  store i1 %Cmp245, i1* %Sl68, align 1
  %E889 = extractelement <4 x i64> %Shuff88, i32 0
  %Shuff890 = shufflevector <1 x i32> %Shuff703, <1 x i32> %I242, <1 x i32> <i32 1>
  %I891 = insertelement <2 x i8> %Shuff711, i8 %B405, i32 1
  %B892 = ashr i8 %Tr744, %L356
  %Se893 = sext i1 %E873 to i64
  %Sl894 = select i1 %Cmp827, i1 %Cmp855, i1 %Cmp879
  br i1 %Sl894, label %CF1708, label %CF1841

CF1841:                                           ; preds = %CF1879
  %Cmp895 = icmp ult <4 x i64> %Sl469, %I758
  %L896 = load i64, i64* %PC536, align 4
  store i1 %Sl491, i1* %Sl68, align 1
  %E897 = extractelement <4 x i1> %FC666, i32 1
  br i1 %E897, label %CF1708, label %CF1775

CF1775:                                           ; preds = %CF1775, %CF1841
  %Shuff898 = shufflevector <4 x i1> %Cmp280, <4 x i1> %Cmp455, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I899 = insertelement <2 x i1> %Cmp54, i1 %Cmp848, i32 0
  %B900 = mul <4 x i64> %I383, %Sl522
  %Tr901 = trunc <4 x i64> %Sl790 to <4 x i32>
  %Sl902 = select i1 %Cmp791, i1 %Cmp61, i1 %Sl423
  br i1 %Sl902, label %CF1775, label %CF1807

CF1807:                                           ; preds = %CF1775
  %Cmp903 = icmp ule i32 %E341, %BC
  br i1 %Cmp903, label %CF1708, label %CF1760

CF1760:                                           ; preds = %CF1760, %CF1807
  %L904 = load i64, i64* %PC536, align 4
  store i32 %E595, i32* %Sl10, align 4
  %E905 = extractelement <8 x i8> %Shuff495, i32 6
  %Shuff906 = shufflevector <1 x i32> %Shuff687, <1 x i32> %Shuff503, <1 x i32> <i32 1>
  %I907 = insertelement <4 x i64> %Shuff110, i64 %E79, i32 1
  %B908 = sub <8 x i16> %Sl346, %Sl346
  %Tr909 = trunc <4 x i64> %I451 to <4 x i1>
  %Sl910 = select i1 %Cmp339, i16 %Sl775, i16 %ZE482
  %Cmp911 = icmp sge <4 x i64> %Shuff35, %Sl230
  %L912 = load i64, i64* %PC536, align 4
  store i64 %L864, i64* %Sl841, align 4
  %E913 = extractelement <8 x i8> %Shuff557, i32 1
  %Shuff914 = shufflevector <16 x i8> %Shuff749, <16 x i8> %Shuff749, <16 x i32> <i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 0, i32 undef, i32 undef, i32 6, i32 undef, i32 10>
  %I915 = insertelement <4 x i1> %Cmp371, i1 %Cmp647, i32 2
  %FC916 = uitofp i8 %Sl265 to double
  %Sl917 = select <8 x i1> %Cmp623, <8 x i16> %Se730, <8 x i16> %Sl135
  %Cmp918 = icmp ule <4 x i1> %Cmp911, %Cmp455
  %L919 = load i8, i8* %0, align 1
  store i64 %L440, i64* %Sl841, align 4
  %E920 = extractelement <4 x i64> %I343, i32 0
  %Shuff921 = shufflevector <4 x i1> %Cmp716, <4 x i1> %Shuff290, <4 x i32> <i32 3, i32 5, i32 undef, i32 undef>
  %I922 = insertelement <8 x i32> %Shuff695, i32 %E741, i32 5
  %B923 = sdiv <8 x i32> %I, %I922
  %Tr924 = trunc <1 x i32> %I277 to <1 x i16>
  %Sl925 = select i1 %Cmp615, i64 %L849, i64 %B196
  %Cmp926 = icmp ult <8 x i8> %I496, %B520
  %L927 = load i8, i8* %PC229, align 1
  store i1 %Sl84, i1* %Sl68, align 1
  %E928 = extractelement <1 x i32> zeroinitializer, i32 0
  %Shuff929 = shufflevector <2 x i1> %I665, <2 x i1> %Cmp871, <2 x i32> <i32 0, i32 2>
  %I930 = insertelement <4 x i64> %Shuff255, i64 %E525, i32 2
  %B931 = udiv i32 %E595, %B66
  %Se932 = sext <1 x i1> %Cmp570 to <1 x i32>
  %Sl933 = select <4 x i1> %Cmp530, <4 x i64> %I140, <4 x i64> %Shuff411
  %Cmp934 = icmp ne i8 %B467, %Sl878
  br i1 %Cmp934, label %CF1760, label %CF1766

CF1766:                                           ; preds = %CF1766, %CF1779, %CF1760
  %L935 = load i64, i64* %PC536, align 4
  store i64 %E13, i64* %Sl841, align 4
  %E936 = extractelement <1 x i32> %Shuff906, i32 0
  %Shuff937 = shufflevector <1 x i64> %ZE885, <1 x i64> %ZE885, <1 x i32> undef
  %I938 = insertelement <8 x i1> %Shuff154, i1 %E27, i32 7
  %B939 = urem i8 %B299, %E850
  %Tr940 = trunc <1 x i32> %I443 to <1 x i8>
  %Sl941 = select <1 x i1> %I809, <1 x i16> %Sl599, <1 x i16> %ZE490
  %Cmp942 = icmp slt <4 x i1> %Shuff735, %Cmp918
  %L943 = load i64, i64* %PC536, align 4
  store i64 %L669, i64* %PC536, align 4
  %E944 = extractelement <8 x i1> %I211, i32 4
  br i1 %E944, label %CF1766, label %CF1779

CF1779:                                           ; preds = %CF1766
  %Shuff945 = shufflevector <2 x i1> %Shuff419, <2 x i1> %I235, <2 x i32> <i32 3, i32 1>
  %I946 = insertelement <1 x i1> %Cmp167, i1 %Sl715, i32 0
  %B947 = frem float %FC369, %Tr682
  %Tr948 = trunc <8 x i32> %ZE621 to <8 x i1>
  %Sl949 = select i1 %Cmp191, i8 %E109, i8 %Tr278
  %Cmp950 = icmp sge i32 %L, %Sl630
  br i1 %Cmp950, label %CF1766, label %CF1778

CF1778:                                           ; preds = %CF1779
  %L951 = load i32, i32* %Sl10, align 4
  store i64 %B196, i64* %Sl841, align 4
  %E952 = extractelement <4 x i64> %I65, i32 1
  %Shuff953 = shufflevector <4 x i1> %Cmp863, <4 x i1> %Cmp371, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I954 = insertelement <4 x i64> %Shuff596, i64 %Sl122, i32 2
  %PC955 = bitcast i32* %1 to i16*
  %Sl956 = select i1 %Tr322, float %BC811, float %B528
  %Cmp957 = icmp ugt <4 x i64> %Shuff596, %I558
  %L958 = load i64, i64* %Sl841, align 4
  store i64 %L601, i64* %PC536, align 4
  %E959 = extractelement <2 x i8> %Shuff671, i32 1
  %Shuff960 = shufflevector <8 x i32> zeroinitializer, <8 x i32> %I375, <8 x i32> <i32 8, i32 10, i32 undef, i32 14, i32 0, i32 2, i32 4, i32 undef>
  %I961 = insertelement <4 x i64> %Sl301, i64 %E889, i32 2
  %B962 = sub <8 x i8> %I787, zeroinitializer
  %Se963 = sext <8 x i8> %I420 to <8 x i32>
  %Sl964 = select i1 %Cmp99, i64 %FC797, i64 %E304
  %Cmp965 = icmp sgt i32 %L208, %E928
  br i1 %Cmp965, label %CF1708, label %CF1724

CF1724:                                           ; preds = %CF1724, %CF1778
  %L966 = load i64, i64* %Sl841, align 4
  store i64 %L806, i64* %Sl841, align 4
  %E967 = extractelement <4 x i64> %Shuff118, i32 3
  %Shuff968 = shufflevector <4 x i64> %Shuff139, <4 x i64> %B751, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I969 = insertelement <1 x i1> %Shuff611, i1 %Tr322, i32 0
  %Tr970 = trunc i8 %E365 to i1
  br i1 %Tr970, label %CF1724, label %CF1801

CF1801:                                           ; preds = %CF1724
  %Sl971 = select i1 true, i64 %L864, i64 %E548
  %Cmp972 = icmp ugt i32 %L493, %L208
  br i1 %Cmp972, label %CF1674, label %CF1680

CF1680:                                           ; preds = %CF1680, %CF1801
  %L973 = load i32, i32* %Sl10, align 4
  store i64 %L594, i64* %PC536, align 4
  %E974 = extractelement <8 x i32> %I, i32 4
  %Shuff975 = shufflevector <1 x i32> %B421, <1 x i32> %Se932, <1 x i32> <i32 1>
  %I976 = insertelement <4 x i64> %Sl537, i64 %L325, i32 3
  %BC977 = bitcast <4 x i64> %I389 to <4 x double>
  %Sl978 = select i1 %Cmp507, <1 x i32> %Shuff210, <1 x i32> %Shuff687
  %Cmp979 = icmp uge i32 %B112, %Sl667
  br i1 %Cmp979, label %CF1680, label %CF1684

CF1684:                                           ; preds = %CF1684, %CF1785, %CF1867, %CF1883, %CF1680
  %L980 = load i64, i64* %PC536, align 4
  store i1 %Sl902, i1* %PC613, align 1
  %E981 = extractelement <8 x i16> %B644, i32 7
  %Shuff982 = shufflevector <1 x i1> %Shuff611, <1 x i1> %Cmp317, <1 x i32> zeroinitializer
  %I983 = insertelement <4 x i64> %Shuff80, i64 %B681, i32 2
  %ZE984 = fpext float %L409 to double
  %Sl985 = select i1 %Cmp608, i32 %L62, i32 %E785
  %Cmp986 = icmp ugt <8 x i16> %Sl135, %I581
  %L987 = load i1, i1* %PC613, align 1
  br i1 %L987, label %CF1684, label %CF1785

CF1785:                                           ; preds = %CF1684
  store i64 %L842, i64* %PC536, align 4
  %E988 = extractelement <4 x i64> %I321, i32 2
  %Shuff989 = shufflevector <4 x i1> %Cmp175, <4 x i1> %Cmp92, <4 x i32> <i32 undef, i32 3, i32 5, i32 7>
  %I990 = insertelement <16 x i8> %Shuff786, i8 %Tr698, i32 11
  %Sl991 = select i1 %Cmp615, i1 %Sl886, i1 %Tr165
  br i1 %Sl991, label %CF1684, label %CF1762

CF1762:                                           ; preds = %CF1762, %CF1864, %CF1785
  %Cmp992 = icmp ugt i64 %L958, %FC105
  br i1 %Cmp992, label %CF1762, label %CF1816

CF1816:                                           ; preds = %CF1816, %CF1762
  %L993 = load i1, i1* %PC613, align 1
  br i1 %L993, label %CF1816, label %CF1864

CF1864:                                           ; preds = %CF1816
  store i64 %B673, i64* %PC, align 4
  %E994 = extractelement <1 x i32> zeroinitializer, i32 0
  %Shuff995 = shufflevector <1 x i32> %Sl331, <1 x i32> %I750, <1 x i32> zeroinitializer
  %I996 = insertelement <8 x i16> %Se730, i16 %Se90, i32 4
  %B997 = sub <4 x i64> zeroinitializer, %I227
  %Tr998 = trunc i8 %Sl370 to i1
  br i1 %Tr998, label %CF1762, label %CF1784

CF1784:                                           ; preds = %CF1784, %CF1864
  %Sl999 = select i1 %E655, i8 %E625, i8 %L318
  %Cmp1000 = icmp ugt <4 x i64> %Shuff742, %B751
  %L1001 = load i1, i1* %Sl68, align 1
  br i1 %L1001, label %CF1784, label %CF1867

CF1867:                                           ; preds = %CF1784
  store i8 %L835, i8* %PC229, align 1
  %E1002 = extractelement <8 x i8> %Shuff297, i32 5
  %Shuff1003 = shufflevector <8 x i1> %I459, <8 x i1> %Cmp69, <8 x i32> <i32 8, i32 10, i32 12, i32 14, i32 0, i32 2, i32 4, i32 6>
  %I1004 = insertelement <1 x i1> %I728, i1 %Cmp39, i32 0
  %B1005 = mul <1 x i32> %Shuff890, %Shuff210
  %Tr1006 = trunc i16 %E146 to i1
  br i1 %Tr1006, label %CF1684, label %CF1723

CF1723:                                           ; preds = %CF1723, %CF1880, %CF1857, %CF1867
  %Sl1007 = select i1 %Cmp46, i8 %L654, i8 %Tr292
  %Cmp1008 = icmp ugt i8 %E756, %B939
  br i1 %Cmp1008, label %CF1723, label %CF1880

CF1880:                                           ; preds = %CF1723
  %L1009 = load i64, i64* %PC536, align 4
  store i32 %E177, i32* %Sl10, align 4
  %E1010 = extractelement <8 x i1> %I938, i32 3
  br i1 %E1010, label %CF1723, label %CF1811

CF1811:                                           ; preds = %CF1811, %CF1880
  %Shuff1011 = shufflevector <8 x i8> %Shuff248, <8 x i8> %FC877, <8 x i32> <i32 14, i32 undef, i32 2, i32 4, i32 6, i32 8, i32 10, i32 undef>
  %I1012 = insertelement <4 x double> %Sl870, double %ZE869, i32 0
  %B1013 = or <8 x i8> %Sl646, %I15
  %Tr1014 = trunc <8 x i32> %I396 to <8 x i16>
  %Sl1015 = select i1 %Sl991, float %Sl244, float %B947
  %Cmp1016 = icmp ult <4 x i64> %I773, %Shuff42
  %L1017 = load i64, i64* %Sl841, align 4
  store i64 %E778, i64* %Sl841, align 4
  %E1018 = extractelement <1 x i32> %Shuff95, i32 0
  %Shuff1019 = shufflevector <8 x i8> %B520, <8 x i8> %Sl683, <8 x i32> <i32 7, i32 9, i32 undef, i32 13, i32 15, i32 1, i32 undef, i32 5>
  %I1020 = insertelement <4 x i1> %Cmp716, i1 %Cmp416, i32 1
  %B1021 = udiv <4 x i64> %Sl522, %I65
  %Se1022 = sext i1 %Sl60 to i64
  %Sl1023 = select i1 %L70, i64 %L131, i64 %E517
  %Cmp1024 = icmp ule <1 x i32> %I780, %Sl331
  %L1025 = load i64, i64* %Sl841, align 4
  store i16 %FC181, i16* %PC955, align 2
  %E1026 = extractelement <4 x i64> %I672, i32 3
  %Shuff1027 = shufflevector <8 x i32> %Shuff802, <8 x i32> zeroinitializer, <8 x i32> <i32 14, i32 0, i32 undef, i32 4, i32 6, i32 8, i32 10, i32 undef>
  %I1028 = insertelement <4 x i64> %Shuff102, i64 %ZE774, i32 0
  %BC1029 = bitcast double %B497 to i64
  %Sl1030 = select i1 %Sl222, i8 %ZE552, i8 %E418
  %Cmp1031 = icmp slt <4 x i64> %I203, %B1021
  %L1032 = load i16, i16* %PC955, align 2
  store i64 %E952, i64* %PC536, align 4
  %E1033 = extractelement <1 x i32> %I103, i32 0
  %Shuff1034 = shufflevector <8 x i16> %I859, <8 x i16> zeroinitializer, <8 x i32> <i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 undef, i32 1>
  %I1035 = insertelement <4 x i64> %Shuff110, i64 %Sl378, i32 1
  %B1036 = or <1 x i32> %Shuff210, zeroinitializer
  %ZE1037 = zext <8 x i8> %I612 to <8 x i64>
  %Sl1038 = select i1 %Cmp684, <1 x i1> %I728, <1 x i1> %Cmp167
  %Cmp1039 = icmp ne <4 x i64> %I930, %I527
  %L1040 = load i64, i64* %Sl841, align 4
  store i64 %E793, i64* %PC, align 4
  %E1041 = extractelement <1 x i32> %I780, i32 0
  %Shuff1042 = shufflevector <4 x i64> %Shuff110, <4 x i64> %Shuff312, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I1043 = insertelement <1 x i1> %Shuff618, i1 %Sl286, i32 0
  %FC1044 = sitofp <4 x i1> %Shuff679 to <4 x double>
  %Sl1045 = select i1 %Cmp199, i1 %Cmp39, i1 %Sl854
  br i1 %Sl1045, label %CF1811, label %CF1857

CF1857:                                           ; preds = %CF1811
  %Cmp1046 = icmp ult i8 %E913, %L310
  br i1 %Cmp1046, label %CF1723, label %CF1741

CF1741:                                           ; preds = %CF1741, %CF1861, %CF1860, %CF1857
  %L1047 = load i64, i64* %Sl841, align 4
  store i8 %L448, i8* %0, align 1
  %E1048 = extractelement <4 x i1> %I915, i32 0
  br i1 %E1048, label %CF1741, label %CF1861

CF1861:                                           ; preds = %CF1741
  %Shuff1049 = shufflevector <1 x i1> %Shuff618, <1 x i1> %Shuff611, <1 x i32> <i32 1>
  %I1050 = insertelement <1 x i32> %Shuff95, i32 %E829, i32 0
  %B1051 = ashr <4 x i64> %Shuff719, %I134
  %Sl1052 = select i1 %Sl491, <4 x i64> %Shuff968, <4 x i64> %I511
  %Cmp1053 = icmp ne i1 %Cmp151, %Sl894
  br i1 %Cmp1053, label %CF1741, label %CF1825

CF1825:                                           ; preds = %CF1825, %CF1861
  %L1054 = load i1, i1* %A, align 1
  br i1 %L1054, label %CF1825, label %CF1860

CF1860:                                           ; preds = %CF1825
  store i64 %E185, i64* %PC536, align 4
  %E1055 = extractelement <4 x i64> %Shuff664, i32 3
  %Shuff1056 = shufflevector <4 x i64> zeroinitializer, <4 x i64> %Shuff102, <4 x i32> <i32 undef, i32 4, i32 6, i32 undef>
  %I1057 = insertelement <4 x i64> %I155, i64 %L980, i32 0
  %Tr1058 = trunc <1 x i32> %Shuff269 to <1 x i8>
  %Sl1059 = select i1 %Cmp608, i8 %E1002, i8 %Tr278
  %Cmp1060 = icmp sgt i32 %E564, %Se521
  br i1 %Cmp1060, label %CF1741, label %CF1759

CF1759:                                           ; preds = %CF1759, %CF1860
  %L1061 = load i16, i16* %PC955, align 2
  store i8 %E959, i8* %0, align 1
  %E1062 = extractelement <2 x float> %FC453, i32 1
  %Shuff1063 = shufflevector <4 x i64> %Shuff133, <4 x i64> %I511, <4 x i32> <i32 2, i32 4, i32 undef, i32 0>
  %I1064 = insertelement <1 x i1> %Shuff442, i1 %L253, i32 0
  %B1065 = shl <4 x i64> %I976, zeroinitializer
  %FC1066 = fptosi float %B528 to i32
  %Sl1067 = select i1 %Cmp934, <1 x i1> %Shuff234, <1 x i1> %I1064
  %Cmp1068 = icmp ule i64 %E952, %E517
  br i1 %Cmp1068, label %CF1759, label %CF1831

CF1831:                                           ; preds = %CF1831, %CF1759
  %L1069 = load i64, i64* %PC536, align 4
  store i16 %Se, i16* %PC955, align 2
  %E1070 = extractelement <2 x i1> %Shuff945, i32 1
  br i1 %E1070, label %CF1831, label %CF1849

CF1849:                                           ; preds = %CF1849, %CF1831
  %Shuff1071 = shufflevector <8 x i32> %Se963, <8 x i32> %I375, <8 x i32> <i32 10, i32 undef, i32 14, i32 0, i32 undef, i32 4, i32 6, i32 8>
  %I1072 = insertelement <8 x i32> %I922, i32 %L62, i32 4
  %B1073 = srem i64 %E79, %E79
  %BC1074 = bitcast <4 x double> %B860 to <4 x i64>
  %Sl1075 = select i1 %E763, i64 %E1055, i64 %L1009
  %Cmp1076 = icmp sge i8 %Sl17, %L814
  br i1 %Cmp1076, label %CF1849, label %CF1883

CF1883:                                           ; preds = %CF1849
  %L1077 = load i8, i8* %0, align 1
  store i16 %Se361, i16* %PC955, align 2
  %E1078 = extractelement <1 x i16> %Tr205, i32 0
  %Shuff1079 = shufflevector <8 x i8> %Tr197, <8 x i8> %I163, <8 x i32> <i32 3, i32 5, i32 7, i32 9, i32 11, i32 undef, i32 undef, i32 1>
  %I1080 = insertelement <1 x i1> %I635, i1 %E540, i32 0
  %B1081 = ashr <1 x i32> %Shuff, %I127
  %Se1082 = sext i8 %ZE819 to i32
  %Sl1083 = select i1 %Cmp507, i32 %E233, i32 %Se44
  %Cmp1084 = icmp slt i1 %Cmp1068, %Sl902
  br i1 %Cmp1084, label %CF1684, label %CF1691

CF1691:                                           ; preds = %CF1691, %CF1883
  %L1085 = load i16, i16* %PC955, align 2
  store i64 %E778, i64* %A2, align 4
  %E1086 = extractelement <8 x i16> %I996, i32 7
  %Shuff1087 = shufflevector <4 x i1> %I627, <4 x i1> %I262, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I1088 = insertelement <4 x i64> %Shuff194, i64 %L1009, i32 0
  %B1089 = or <1 x i32> %I852, %Se932
  %FC1090 = uitofp <8 x i1> %Shuff202 to <8 x float>
  %Sl1091 = select i1 %E873, i8 %L86, i8 %B939
  %Cmp1092 = icmp slt i32 %E486, %E928
  br i1 %Cmp1092, label %CF1691, label %CF1696

CF1696:                                           ; preds = %CF1696, %CF1735, %CF1791, %CF1805, %CF1691
  %L1093 = load i64, i64* %PC536, align 4
  store i64 %L1069, i64* %Sl841, align 4
  %E1094 = extractelement <4 x i64> %Shuff194, i32 1
  %Shuff1095 = shufflevector <4 x i1> %I875, <4 x i1> %Cmp863, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I1096 = insertelement <1 x i16> %Tr205, i16 %E710, i32 0
  %B1097 = sub i64 %E13, %L677
  %Se1098 = sext <1 x i1> %Cmp424 to <1 x i16>
  %Sl1099 = select <8 x i1> %Shuff727, <8 x i8> %Shuff473, <8 x i8> %I119
  %Cmp1100 = icmp ugt <4 x i1> %Shuff953, %Cmp92
  %L1101 = load i64, i64* %PC536, align 4
  store i64 %B314, i64* %PC536, align 4
  %E1102 = extractelement <8 x double> %Shuff824, i32 4
  %Shuff1103 = shufflevector <1 x float> %FC498, <1 x float> %FC498, <1 x i32> <i32 1>
  %I1104 = insertelement <4 x i1> %Shuff290, i1 %Cmp562, i32 3
  %Tr1105 = trunc i64 %L912 to i8
  %Sl1106 = select <2 x i1> %Cmp54, <2 x i1> %Shuff419, <2 x i1> %Shuff419
  %Cmp1107 = icmp uge <1 x i1> %Cmp813, %I969
  %L1108 = load i32, i32* %Sl10, align 4
  store i8 %B939, i8* %0, align 1
  %E1109 = extractelement <4 x i64> %Shuff465, i32 0
  %Shuff1110 = shufflevector <4 x i1> %Tr909, <4 x i1> %Cmp700, <4 x i32> <i32 undef, i32 undef, i32 3, i32 undef>
  %I1111 = insertelement <1 x i1> %Cmp317, i1 %Cmp1060, i32 0
  %Se1112 = sext <1 x i8> %Tr940 to <1 x i32>
  %Sl1113 = select i1 %Sl715, i64 %E185, i64 %L806
  %Cmp1114 = icmp ult <1 x i16> %ZE490, %Tr205
  %L1115 = load i1, i1* %Sl68, align 1
  br i1 %L1115, label %CF1696, label %CF1733

CF1733:                                           ; preds = %CF1733, %CF1869, %CF1696
  store i64 %ZE583, i64* %PC, align 4
  %E1116 = extractelement <1 x i1> %I428, i32 0
  br i1 %E1116, label %CF1733, label %CF1869

CF1869:                                           ; preds = %CF1733
  %Shuff1117 = shufflevector <1 x i1> %Shuff650, <1 x i1> %Cmp554, <1 x i32> zeroinitializer
  %I1118 = insertelement <4 x i64> %I140, i64 %E34, i32 0
  %B1119 = add <4 x i64> %I907, %Shuff968
  %Sl1120 = select i1 %Cmp347, <4 x float> %Sl506, <4 x float> %FC468
  %Cmp1121 = fcmp ult double %E1102, %ZE437
  br i1 %Cmp1121, label %CF1733, label %CF1735

CF1735:                                           ; preds = %CF1869
  %L1122 = load i64, i64* %PC536, align 4
  store i8 %L239, i8* %PC229, align 1
  %E1123 = extractelement <4 x i1> %Shuff226, i32 1
  br i1 %E1123, label %CF1696, label %CF1728

CF1728:                                           ; preds = %CF1728, %CF1885, %CF1814, %CF1735
  %Shuff1124 = shufflevector <1 x i16> %Se1098, <1 x i16> %Tr924, <1 x i32> zeroinitializer
  %I1125 = insertelement <4 x i64> %Sl790, i64 %E185, i32 0
  %B1126 = ashr i64 %B337, %L856
  %Sl1127 = select <8 x i1> %Cmp69, <8 x i1> %Shuff154, <8 x i1> %Cmp130
  %Cmp1128 = icmp ule i32 %B489, %E829
  br i1 %Cmp1128, label %CF1728, label %CF1810

CF1810:                                           ; preds = %CF1810, %CF1878, %CF1728
  %L1129 = load i64, i64* %Sl841, align 4
  store i8 %Sl878, i8* %0, align 1
  %E1130 = extractelement <8 x i16> %Shuff874, i32 0
  %Shuff1131 = shufflevector <1 x i1> %Cmp25, <1 x i1> %Cmp183, <1 x i32> <i32 1>
  %I1132 = insertelement <4 x i64> %B689, i64 %Sl214, i32 3
  %B1133 = add <4 x i64> %I930, %I1088
  %FC1134 = fptoui float %FC591 to i64
  %Sl1135 = select i1 %Cmp144, i32 %E233, i32 %L208
  %Cmp1136 = fcmp ule float %FC75, %L192
  br i1 %Cmp1136, label %CF1810, label %CF1878

CF1878:                                           ; preds = %CF1810
  %L1137 = load i64, i64* %Sl841, align 4
  store i64 %L662, i64* %Sl841, align 4
  %E1138 = extractelement <4 x i64> %Shuff427, i32 1
  %Shuff1139 = shufflevector <4 x i64> %Shuff1063, <4 x i64> %Shuff588, <4 x i32> <i32 4, i32 6, i32 undef, i32 2>
  %I1140 = insertelement <8 x i32> %I604, i32 %E741, i32 6
  %B1141 = sub i64 %E, %L842
  %Tr1142 = trunc <8 x i32> %I604 to <8 x i1>
  %Sl1143 = select i1 %L70, i1 %Cmp1008, i1 %Cmp562
  br i1 %Sl1143, label %CF1810, label %CF1818

CF1818:                                           ; preds = %CF1818, %CF1878
  %Cmp1144 = icmp ult <4 x i64> %Sl723, %I566
  %L1145 = load i8, i8* %Sl190, align 1
  store i8 %Sl1030, i8* %PC229, align 1
  %E1146 = extractelement <1 x i1> %Cmp167, i32 0
  br i1 %E1146, label %CF1818, label %CF1885

CF1885:                                           ; preds = %CF1818
  %Shuff1147 = shufflevector <8 x i16> %Sl917, <8 x i16> %I859, <8 x i32> <i32 undef, i32 7, i32 undef, i32 11, i32 13, i32 15, i32 1, i32 3>
  %I1148 = insertelement <1 x i1> %Shuff1131, i1 %Cmp562, i32 0
  %B1149 = fdiv float %B360, %L648
  %FC1150 = uitofp i1 %Cmp647 to float
  %Sl1151 = select i1 %Cmp776, i64* %A2, i64* %2
  %Cmp1152 = fcmp ueq double %FC330, %ZE437
  br i1 %Cmp1152, label %CF1728, label %CF1809

CF1809:                                           ; preds = %CF1809, %CF1885
  %L1153 = load i64, i64* %PC536, align 4
  store i64 %E138, i64* %PC536, align 4
  %E1154 = extractelement <4 x i64> %I696, i32 1
  %Shuff1155 = shufflevector <4 x i64> %Shuff858, <4 x i64> zeroinitializer, <4 x i32> <i32 undef, i32 6, i32 undef, i32 2>
  %I1156 = insertelement <4 x i1> %Shuff989, i1 %Cmp107, i32 2
  %B1157 = fdiv float %FC591, %L192
  %FC1158 = sitofp i1 %L1054 to float
  %Sl1159 = select i1 %L1115, i8 %L5, i8 %L303
  %Cmp1160 = icmp slt i64 %Sl553, %FC460
  br i1 %Cmp1160, label %CF1809, label %CF1814

CF1814:                                           ; preds = %CF1809
  %L1161 = load i64, i64* %PC, align 4
  store i16 %Sl910, i16* %PC955, align 2
  %E1162 = extractelement <4 x i64> %Shuff1063, i32 0
  %Shuff1163 = shufflevector <1 x i32> %Shuff890, <1 x i32> %I780, <1 x i32> <i32 1>
  %I1164 = insertelement <4 x float> %Shuff794, float %B360, i32 3
  %B1165 = srem i64 %Se853, %L755
  %Tr1166 = trunc i8 %Sl707 to i1
  br i1 %Tr1166, label %CF1728, label %CF1791

CF1791:                                           ; preds = %CF1814
  %Sl1167 = select i1 %Cmp85, i8 %L239, i8 %L531
  %Cmp1168 = icmp ugt i64 %E889, %L1069
  br i1 %Cmp1168, label %CF1696, label %CF1704

CF1704:                                           ; preds = %CF1704, %CF1850, %CF1791
  %L1169 = load i64, i64* %PC536, align 4
  store i1 %E873, i1* %Sl68, align 1
  %E1170 = extractelement <1 x i1> %Cmp439, i32 0
  br i1 %E1170, label %CF1704, label %CF1734

CF1734:                                           ; preds = %CF1734, %CF1704
  %Shuff1171 = shufflevector <4 x i64> %I1035, <4 x i64> %Shuff1155, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I1172 = insertelement <4 x i64> zeroinitializer, i64 %Sl378, i32 1
  %Tr1173 = trunc <4 x i64> %B766 to <4 x i1>
  %Sl1174 = select i1 %Cmp223, <4 x double> %BC406, <4 x double> %BC406
  %Cmp1175 = icmp ne <1 x i1> %Cmp183, %Cmp424
  %L1176 = load i64, i64* %Sl841, align 4
  store i16 %E981, i16* %PC955, align 2
  %E1177 = extractelement <4 x i1> %Cmp546, i32 1
  br i1 %E1177, label %CF1734, label %CF1850

CF1850:                                           ; preds = %CF1734
  %Shuff1178 = shufflevector <1 x i1> %I838, <1 x i1> %Cmp1107, <1 x i32> zeroinitializer
  %I1179 = insertelement <8 x i8> %Shuff248, i8 %Sl707, i32 0
  %B1180 = lshr i32 %L137, %Sl384
  %FC1181 = sitofp i16 %B810 to double
  %Sl1182 = select i1 %E702, i16 %E1078, i16 %E981
  %Cmp1183 = icmp sgt i1 %L432, %Cmp507
  br i1 %Cmp1183, label %CF1704, label %CF1731

CF1731:                                           ; preds = %CF1731, %CF1840, %CF1850
  %L1184 = load i64, i64* %PC, align 4
  store i64 %E79, i64* %Sl841, align 4
  %E1185 = extractelement <8 x i8> %Shuff186, i32 2
  %Shuff1186 = shufflevector <4 x i64> %I765, <4 x i64> %I765, <4 x i32> <i32 undef, i32 7, i32 1, i32 3>
  %I1187 = insertelement <4 x i1> %Cmp1000, i1 %Cmp608, i32 3
  %B1188 = urem <4 x i64> %Shuff772, %I976
  %ZE1189 = zext <8 x i1> %Cmp986 to <8 x i16>
  %Sl1190 = select i1 %Cmp1160, <4 x i64> %Shuff642, <4 x i64> %Shuff1171
  %Cmp1191 = fcmp ole <4 x double> %BC390, %BC977
  %L1192 = load i64, i64* %Sl1151, align 4
  store i64 66761, i64* %PC536, align 4
  %E1193 = extractelement <4 x i1> %Shuff510, i32 1
  br i1 %E1193, label %CF1731, label %CF1840

CF1840:                                           ; preds = %CF1731
  %Shuff1194 = shufflevector <4 x i64> %Shuff1186, <4 x i64> %Shuff844, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I1195 = insertelement <4 x i64> %I140, i64 %E319, i32 2
  %B1196 = udiv <1 x i32> %I795, %Shuff210
  %Sl1197 = select i1 %Cmp950, <4 x i64> %Shuff80, <4 x i64> %Shuff427
  %Cmp1198 = icmp ule <4 x i32> %BC706, %Tr901
  %L1199 = load i1, i1* %PC613, align 1
  br i1 %L1199, label %CF1731, label %CF1805

CF1805:                                           ; preds = %CF1840
  store i64 %L1040, i64* %Sl1151, align 4
  %E1200 = extractelement <8 x i32> %I922, i32 3
  %Shuff1201 = shufflevector <4 x i64> %Shuff656, <4 x i64> zeroinitializer, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I1202 = insertelement <8 x i8> %Shuff480, i8 %L1145, i32 0
  %B1203 = or i16 %L1032, %Sl1182
  %ZE1204 = zext i1 %Cmp684 to i8
  %Sl1205 = select i1 %E718, i64 %E1138, i64 %E394
  %Cmp1206 = icmp ugt i8 %L835, %B620
  br i1 %Cmp1206, label %CF1696, label %CF1698

CF1698:                                           ; preds = %CF1805
  %L1207 = load i8, i8* %0, align 1
  store i64 %L1069, i64* %Sl1151, align 4
  %E1208 = extractelement <4 x i1> %Cmp769, i32 2
  br i1 %E1208, label %CF1674, label %CF1678

CF1678:                                           ; preds = %CF1678, %CF1793, %CF1736, %CF1888, %CF1698
  %Shuff1209 = shufflevector <4 x i64> %Shuff162, <4 x i64> %Sl293, <4 x i32> <i32 5, i32 7, i32 1, i32 undef>
  %I1210 = insertelement <4 x i64> %I961, i64 %L1176, i32 3
  %B1211 = srem i64 %B1097, %Sl257
  %Tr1212 = trunc i64 %E34 to i32
  %Sl1213 = select i1 %Sl222, float %B582, float %B1149
  %Cmp1214 = icmp ugt i8 %L835, %Sl1059
  br i1 %Cmp1214, label %CF1678, label %CF1738

CF1738:                                           ; preds = %CF1738, %CF1678
  %L1215 = load i1, i1* %Sl68, align 1
  br i1 %L1215, label %CF1738, label %CF1752

CF1752:                                           ; preds = %CF1752, %CF1830, %CF1738
  store i8 %5, i8* %PC229, align 1
  %E1216 = extractelement <4 x i1> %Sl576, i32 0
  br i1 %E1216, label %CF1752, label %CF1830

CF1830:                                           ; preds = %CF1752
  %Shuff1217 = shufflevector <4 x i1> %Cmp1144, <4 x i1> %Cmp1144, <4 x i32> <i32 3, i32 5, i32 7, i32 undef>
  %I1218 = insertelement <1 x i32> %Shuff178, i32 %L1108, i32 0
  %Sl1219 = select <2 x i1> %Cmp54, <2 x i16> %ZE398, <2 x i16> %B713
  %Cmp1220 = icmp ugt i1 %L55, %Cmp647
  br i1 %Cmp1220, label %CF1752, label %CF1793

CF1793:                                           ; preds = %CF1830
  %L1221 = load i64, i64* %Sl841, align 4
  store i64 %L755, i64* %Sl841, align 4
  %E1222 = extractelement <4 x i64> %Shuff858, i32 0
  %Shuff1223 = shufflevector <4 x i64> %Sl338, <4 x i64> %I1118, <4 x i32> <i32 3, i32 5, i32 undef, i32 1>
  %I1224 = insertelement <1 x i1> %Sl45, i1 %Cmp207, i32 0
  %Se1225 = sext <8 x i1> %Tr948 to <8 x i8>
  %Sl1226 = select <4 x i1> %Shuff837, <4 x i64> %Shuff1063, <4 x i64> %Shuff719
  %Cmp1227 = icmp ne i8 %L93, %E850
  br i1 %Cmp1227, label %CF1678, label %CF1736

CF1736:                                           ; preds = %CF1793
  %L1228 = load i1, i1* %PC613, align 1
  br i1 %L1228, label %CF1678, label %CF1717

CF1717:                                           ; preds = %CF1717, %CF1847, %CF1905, %CF1736
  store i64 %E394, i64* %Sl841, align 4
  %E1229 = extractelement <4 x i64> %Sl24, i32 2
  %Shuff1230 = shufflevector <4 x i64> %Shuff118, <4 x i64> %I65, <4 x i32> <i32 5, i32 undef, i32 1, i32 3>
  %I1231 = insertelement <8 x i1> %Shuff727, i1 %Cmp136, i32 7
  %B1232 = add <4 x i64> %I688, %Shuff450
  %Se1233 = sext i1 %Cmp1053 to i8
  %Sl1234 = select <2 x i1> %Shuff945, <2 x i8> %I643, <2 x i8> zeroinitializer
  %Cmp1235 = icmp sge <8 x i16> %Shuff1034, %Sl135
  %L1236 = load i64, i64* %PC536, align 4
  store i16 %Sl910, i16* %PC955, align 2
  %E1237 = extractelement <8 x i16> %B644, i32 2
  %Shuff1238 = shufflevector <4 x i64> %Shuff14, <4 x i64> %Shuff656, <4 x i32> <i32 5, i32 undef, i32 1, i32 3>
  %I1239 = insertelement <1 x i16> %Shuff626, i16 %B1203, i32 0
  %Tr1240 = trunc i64 %E1138 to i8
  %Sl1241 = select <8 x i1> %Sl1127, <8 x i8> %Shuff382, <8 x i8> %I1202
  %Cmp1242 = icmp eq i32 %E881, %E928
  br i1 %Cmp1242, label %CF1717, label %CF1847

CF1847:                                           ; preds = %CF1717
  %L1243 = load i64, i64* %Sl1151, align 4
  store i64 %FC105, i64* %PC536, align 4
  %E1244 = extractelement <4 x i64> %Shuff327, i32 0
  %Shuff1245 = shufflevector <4 x i64> %B1119, <4 x i64> %B689, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I1246 = insertelement <4 x i1> %Shuff226, i1 %Cmp46, i32 1
  %B1247 = and <1 x i64> %Shuff937, %ZE885
  %FC1248 = uitofp i8 %E6 to double
  %Sl1249 = select <4 x i1> %I313, <4 x i64> %I534, <4 x i64> %B751
  %Cmp1250 = icmp ne i8 %L1077, %L364
  br i1 %Cmp1250, label %CF1717, label %CF1823

CF1823:                                           ; preds = %CF1823, %CF1847
  %L1251 = load i1, i1* %PC613, align 1
  br i1 %L1251, label %CF1823, label %CF1824

CF1824:                                           ; preds = %CF1824, %CF1823
  store i32 %E1200, i32* %Sl10, align 4
  %E1252 = extractelement <4 x i64> %Shuff487, i32 0
  %Shuff1253 = shufflevector <4 x i1> %I1020, <4 x i1> %Cmp1198, <4 x i32> <i32 3, i32 undef, i32 7, i32 1>
  %I1254 = insertelement <4 x i1> %Cmp1031, i1 %Cmp294, i32 1
  %FC1255 = sitofp i8 %L485 to double
  %Sl1256 = select i1 %Cmp1242, i1 %Cmp85, i1 %E763
  br i1 %Sl1256, label %CF1824, label %CF1852

CF1852:                                           ; preds = %CF1852, %CF1824
  %Cmp1257 = icmp sgt <1 x i1> %Cmp1114, %Tr
  %L1258 = load i64, i64* %PC, align 4
  store i16 %Sl1182, i16* %PC955, align 2
  %E1259 = extractelement <4 x i64> %Shuff719, i32 2
  %Shuff1260 = shufflevector <4 x i64> %Shuff844, <4 x i64> %I65, <4 x i32> <i32 undef, i32 3, i32 5, i32 7>
  %I1261 = insertelement <1 x i1> %Sl1067, i1 false, i32 0
  %ZE1262 = zext i1 %Cmp848 to i16
  %Sl1263 = select i1 %Cmp1250, i1 %E441, i1 %Cmp821
  br i1 %Sl1263, label %CF1852, label %CF1905

CF1905:                                           ; preds = %CF1852
  %Cmp1264 = fcmp oeq double %ZE285, %ZE984
  br i1 %Cmp1264, label %CF1717, label %CF1763

CF1763:                                           ; preds = %CF1763, %CF1859, %CF1833, %CF1794, %CF1787, %CF1905
  %L1265 = load i64, i64* %PC536, align 4
  store i8 %L364, i8* %0, align 1
  %E1266 = extractelement <8 x i8> zeroinitializer, i32 4
  %Shuff1267 = shufflevector <8 x i1> %Cmp631, <8 x i1> %Cmp523, <8 x i32> <i32 7, i32 undef, i32 11, i32 13, i32 15, i32 1, i32 undef, i32 5>
  %I1268 = insertelement <8 x i8> %Shuff580, i8 %L693, i32 1
  %B1269 = add i32 %Sl862, %B721
  %Tr1270 = trunc <4 x i64> %B689 to <4 x i32>
  %Sl1271 = select i1 %Cmp1053, i32* %Sl10, i32* %1
  %Cmp1272 = icmp eq <1 x i32> %I127, %I780
  %L1273 = load i64, i64* %Sl841, align 4
  store i16 %E981, i16* %PC955, align 2
  %E1274 = extractelement <4 x i64> %Shuff642, i32 1
  %Shuff1275 = shufflevector <4 x i64> %Shuff133, <4 x i64> %Shuff1201, <4 x i32> <i32 0, i32 2, i32 4, i32 undef>
  %I1276 = insertelement <4 x i1> %Cmp1000, i1 %Sl222, i32 2
  %FC1277 = sitofp <16 x i8> %I990 to <16 x float>
  %Sl1278 = select i1 %Cmp1092, i8 %L524, i8 %E1185
  %Cmp1279 = icmp ne i1 %Cmp1214, %Cmp447
  br i1 %Cmp1279, label %CF1763, label %CF1859

CF1859:                                           ; preds = %CF1763
  %L1280 = load i64, i64* %Sl841, align 4
  store i64 %L1040, i64* %PC536, align 4
  %E1281 = extractelement <8 x i8> %B796, i32 6
  %Shuff1282 = shufflevector <4 x i64> %Shuff88, <4 x i64> %Shuff1260, <4 x i32> <i32 1, i32 undef, i32 5, i32 7>
  %I1283 = insertelement <4 x i64> %I589, i64 %E349, i32 3
  %B1284 = shl i64 %E304, %L662
  %PC1285 = bitcast i64* %2 to i8*
  %Sl1286 = select i1 %E260, i32 %E225, i32 %E486
  %Cmp1287 = icmp ule <8 x i8> %I466, %I787
  %L1288 = load i64, i64* %PC536, align 4
  store i32 106113, i32* %Sl10, align 4
  %E1289 = extractelement <4 x i1> %Cmp355, i32 3
  br i1 %E1289, label %CF1763, label %CF1833

CF1833:                                           ; preds = %CF1859
  %Shuff1290 = shufflevector <4 x i64> %Shuff487, <4 x i64> %I1118, <4 x i32> <i32 undef, i32 undef, i32 2, i32 undef>
  %I1291 = insertelement <1 x i1> %Tr, i1 %E572, i32 0
  %Tr1292 = trunc i64 %E247 to i16
  %Sl1293 = select i1 %E27, double %B497, double %FC157
  %Cmp1294 = icmp sge i1 %Cmp1053, %E702
  br i1 %Cmp1294, label %CF1763, label %CF1794

CF1794:                                           ; preds = %CF1833
  %L1295 = load i64, i64* %PC536, align 4
  store i1 %Cmp1092, i1* %Sl68, align 1
  %E1296 = extractelement <1 x i1> %Cmp439, i32 0
  br i1 %E1296, label %CF1763, label %CF1787

CF1787:                                           ; preds = %CF1794
  %Shuff1297 = shufflevector <4 x i64> %Shuff779, <4 x i64> %B900, <4 x i32> <i32 3, i32 undef, i32 7, i32 1>
  %I1298 = insertelement <4 x i1> %Shuff735, i1 %Cmp934, i32 1
  %B1299 = sdiv i32 %Sl1286, %E1033
  %Tr1300 = trunc <4 x i64> %Shuff110 to <4 x i32>
  %Sl1301 = select i1 %Cmp1160, i8 %Sl1007, i8 %L152
  %Cmp1302 = icmp ugt i8 %E71, %B543
  br i1 %Cmp1302, label %CF1763, label %CF1780

CF1780:                                           ; preds = %CF1780, %CF1910, %CF1787
  %L1303 = load i16, i16* %PC955, align 2
  store i64 %L1093, i64* %Sl841, align 4
  %E1304 = extractelement <4 x double> %Sl833, i32 1
  %Shuff1305 = shufflevector <1 x i32> zeroinitializer, <1 x i32> %I29, <1 x i32> zeroinitializer
  %I1306 = insertelement <1 x i1> %Cmp1024, i1 %Cmp245, i32 0
  %B1307 = or <4 x i64> %Shuff596, %I566
  %Tr1308 = trunc i16 %Sl804 to i8
  %Sl1309 = select i1 %Cmp99, i32 %Se521, i32 %L571
  %L1310 = load i64, i64* %Sl1151, align 4
  store i64 %L755, i64* %PC536, align 4
  %E1311 = extractelement <2 x i8> %Shuff64, i32 0
  %Shuff1312 = shufflevector <16 x i8> %Shuff914, <16 x i8> %Shuff749, <16 x i32> <i32 undef, i32 21, i32 undef, i32 25, i32 27, i32 29, i32 31, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17>
  %I1313 = insertelement <8 x i1> %Cmp668, i1 %Cmp1160, i32 5
  %Tr1314 = trunc i64 %Sl214 to i32
  %Sl1315 = select <8 x i1> %I1313, <8 x i32> %I375, <8 x i32> zeroinitializer
  %Cmp1316 = icmp ne i64 %L943, %E457
  br i1 %Cmp1316, label %CF1780, label %CF1910

CF1910:                                           ; preds = %CF1780
  %L1317 = load i64, i64* %Sl841, align 4
  store i64 %Se893, i64* %Sl841, align 4
  %E1318 = extractelement <4 x i64> %Shuff1209, i32 2
  %Shuff1319 = shufflevector <8 x i8> %Shuff816, <8 x i8> %FC877, <8 x i32> <i32 9, i32 11, i32 13, i32 undef, i32 1, i32 3, i32 5, i32 undef>
  %I1320 = insertelement <8 x i1> %Cmp69, i1 %Cmp1220, i32 3
  %B1321 = mul <4 x i64> %Shuff830, %Shuff194
  %Se1322 = sext i32 %B30 to i64
  %Sl1323 = select i1 %E763, i16 %ZE377, i16 %Sl910
  %Cmp1324 = icmp eq <4 x i64> %Sl1226, %Sl272
  %L1325 = load i1, i1* %Sl68, align 1
  br i1 %L1325, label %CF1780, label %CF1888

CF1888:                                           ; preds = %CF1910
  store float %B759, float* %PC173, align 4
  %E1326 = extractelement <4 x i64> %Shuff320, i32 1
  %Shuff1327 = shufflevector <4 x i64> %Shuff742, <4 x i64> zeroinitializer, <4 x i32> <i32 undef, i32 2, i32 4, i32 6>
  %I1328 = insertelement <4 x i64> %I1088, i64 %E517, i32 2
  %B1329 = lshr i16 %E649, %E981
  %Se1330 = sext <1 x i8> %Tr940 to <1 x i64>
  %Sl1331 = select <4 x i1> %Shuff510, <4 x i64> %I1057, <4 x i64> %Sl293
  %Cmp1332 = fcmp ogt <8 x float> %BC781, %FC629
  %L1333 = load i32, i32* %Sl1271, align 4
  store i1 %Cmp647, i1* %PC613, align 1
  %E1334 = extractelement <8 x i16> zeroinitializer, i32 0
  %Shuff1335 = shufflevector <1 x i32> %Shuff147, <1 x i32> %Shuff687, <1 x i32> <i32 1>
  %I1336 = insertelement <2 x i8> %Shuff64, i8 -1, i32 1
  %B1337 = or <4 x i64> %Shuff42, %B1321
  %Sl1338 = select <4 x i1> %Shuff1253, <4 x i64> %Shuff327, <4 x i64> %B900
  %Cmp1339 = icmp sgt <8 x i16> %I581, %Sl
  %L1340 = load i64, i64* %Sl1151, align 4
  store i64 %Sl129, i64* %PC536, align 4
  %E1341 = extractelement <4 x i64> %Shuff664, i32 0
  %Shuff1342 = shufflevector <4 x i64> %Sl354, <4 x i64> %B636, <4 x i32> <i32 3, i32 5, i32 7, i32 undef>
  %I1343 = insertelement <4 x i64> %I321, i64 %ZE774, i32 1
  %FC1344 = fptosi double %FC1248 to i8
  %Sl1345 = select i1 %Tr165, i16 %Tr1292, i16 %Sl529
  %Cmp1346 = icmp sgt i32 %Se315, %B1269
  br i1 %Cmp1346, label %CF1678, label %CF1707

CF1707:                                           ; preds = %CF1707, %CF1888
  %L1347 = load i64, i64* %Sl841, align 4
  store i64 %L624, i64* %Sl841, align 4
  %E1348 = extractelement <1 x i1> %Shuff276, i32 0
  br i1 %E1348, label %CF1707, label %CF1710

CF1710:                                           ; preds = %CF1707
  %Shuff1349 = shufflevector <4 x i64> %Shuff487, <4 x i64> %Shuff1282, <4 x i32> <i32 1, i32 3, i32 undef, i32 7>
  %I1350 = insertelement <4 x i64> %Shuff194, i64 %L1192, i32 3
  %FC1351 = uitofp <8 x i8> %I612 to <8 x double>
  %Sl1352 = select i1 %E381, i8* %PC229, i8* %PC1285
  %Cmp1353 = icmp ugt i64 %L1047, %L1017
  br i1 %Cmp1353, label %CF1674, label %CF1676

CF1676:                                           ; preds = %CF1676, %CF1902, %CF1710
  %L1354 = load i64, i64* %Sl1151, align 4
  store i64 %E394, i64* %Sl1151, align 4
  %E1355 = extractelement <4 x i1> %Cmp1031, i32 3
  br i1 %E1355, label %CF1676, label %CF1902

CF1902:                                           ; preds = %CF1676
  %Shuff1356 = shufflevector <1 x i1> %Cmp424, <1 x i1> %Cmp1257, <1 x i32> undef
  %I1357 = insertelement <4 x i64> %Shuff255, i64 %FC105, i32 2
  %B1358 = and i32 %L571, %Tr544
  %FC1359 = sitofp i32 %L516 to double
  %Sl1360 = select i1 %Cmp684, i1 %E334, i1 %Sl483
  br i1 %Sl1360, label %CF1676, label %CF1679

CF1679:                                           ; preds = %CF1679, %CF1858, %CF1820, %CF1774, %CF1906, %CF1891, %CF1902
  %Cmp1361 = icmp sgt i16 %E1334, %Se251
  br i1 %Cmp1361, label %CF1679, label %CF1858

CF1858:                                           ; preds = %CF1679
  %L1362 = load i64, i64* %Sl841, align 4
  store i8 %Sl999, i8* %Sl190, align 1
  %E1363 = extractelement <4 x i64> %B1307, i32 0
  %Shuff1364 = shufflevector <1 x i32> %Shuff975, <1 x i32> %Shuff434, <1 x i32> <i32 1>
  %I1365 = insertelement <4 x double> %Sl454, double %FC1181, i32 3
  %B1366 = urem i64 %L1236, %E823
  %FC1367 = uitofp i8 69 to float
  %Sl1368 = select <8 x i1> %Shuff727, <8 x i32> %Shuff695, <8 x i32> %Shuff1071
  %Cmp1369 = icmp ule <4 x i64> %I954, %B188
  %L1370 = load i64, i64* %Sl1151, align 4
  store i32 %Sl198, i32* %Sl1271, align 4
  %E1371 = extractelement <8 x i32> %I604, i32 2
  %Shuff1372 = shufflevector <4 x i64> %Shuff320, <4 x i64> %Shuff742, <4 x i32> <i32 5, i32 undef, i32 1, i32 3>
  %I1373 = insertelement <8 x i8> %Shuff473, i8 -1, i32 7
  %B1374 = xor i8 %B376, %Sl265
  %ZE1375 = zext <4 x i1> %Cmp400 to <4 x i16>
  %Sl1376 = select i1 %E1193, <1 x i32> %I1218, <1 x i32> %I750
  %Cmp1377 = icmp uge i8 %L448, %E850
  br i1 %Cmp1377, label %CF1679, label %CF1789

CF1789:                                           ; preds = %CF1789, %CF1882, %CF1865, %CF1848, %CF1858
  %L1378 = load i64, i64* %PC, align 4
  store i64 %E793, i64* %PC, align 4
  %E1379 = extractelement <4 x i1> %Cmp1031, i32 1
  br i1 %E1379, label %CF1789, label %CF1882

CF1882:                                           ; preds = %CF1789
  %Shuff1380 = shufflevector <1 x i1> %Shuff276, <1 x i1> %Cmp570, <1 x i32> zeroinitializer
  %I1381 = insertelement <4 x i64> %Shuff1245, i64 %L896, i32 0
  %B1382 = mul i32 %B489, %E829
  %ZE1383 = zext i1 %Cmp115 to i16
  %Sl1384 = select i1 %Sl286, i1 %L340, i1 %Cmp1302
  br i1 %Sl1384, label %CF1789, label %CF1865

CF1865:                                           ; preds = %CF1882
  %Cmp1385 = icmp ugt <4 x i64> %Shuff162, %B188
  %L1386 = load i1, i1* %Sl68, align 1
  br i1 %L1386, label %CF1789, label %CF1848

CF1848:                                           ; preds = %CF1865
  store i8 %Tr1308, i8* %PC229, align 1
  %E1387 = extractelement <1 x i1> %Shuff618, i32 0
  br i1 %E1387, label %CF1789, label %CF1820

CF1820:                                           ; preds = %CF1848
  %Shuff1388 = shufflevector <4 x i1> %Shuff541, <4 x i1> %I627, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I1389 = insertelement <4 x double> %Shuff358, double %FC1248, i32 3
  %FC1390 = uitofp <8 x i8> %Shuff816 to <8 x double>
  %Sl1391 = select <4 x i1> %Shuff1087, <4 x i64> %Shuff742, <4 x i64> %Shuff411
  %Cmp1392 = icmp ne i8 %Sl265, %Sl1030
  br i1 %Cmp1392, label %CF1679, label %CF1774

CF1774:                                           ; preds = %CF1820
  %L1393 = load i64, i64* %PC536, align 4
  store i64 %Sl129, i64* %A3, align 4
  %E1394 = extractelement <4 x i64> %Shuff88, i32 0
  %Shuff1395 = shufflevector <4 x i64> %Shuff7, <4 x i64> %I1118, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I1396 = insertelement <4 x i64> %Shuff411, i64 %L755, i32 1
  %B1397 = and <4 x i64> %Shuff1297, %I976
  %FC1398 = uitofp i64 %B23 to float
  %Sl1399 = select i1 %Cmp965, i64 %L943, i64 %L1362
  %Cmp1400 = icmp ne <4 x i64> %Shuff968, %Shuff427
  %L1401 = load i1, i1* %Sl68, align 1
  br i1 %L1401, label %CF1679, label %CF1711

CF1711:                                           ; preds = %CF1711, %CF1881, %CF1877, %CF1795, %CF1758, %CF1774
  store i1 %Cmp477, i1* %Sl68, align 1
  %E1402 = extractelement <4 x i64> %Shuff42, i32 3
  %Shuff1403 = shufflevector <4 x i64> %Shuff1275, <4 x i64> %Sl407, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I1404 = insertelement <8 x i1> %Tr1142, i1 %Cmp647, i32 4
  %B1405 = or i32 %L1333, %E928
  %Tr1406 = trunc i64 %Sl782 to i1
  br i1 %Tr1406, label %CF1711, label %CF1881

CF1881:                                           ; preds = %CF1711
  %Sl1407 = select i1 %Sl894, i1 %E1296, i1 %E572
  br i1 %Sl1407, label %CF1711, label %CF1834

CF1834:                                           ; preds = %CF1834, %CF1881
  %Cmp1408 = icmp ugt i8 %E63, %E579
  br i1 %Cmp1408, label %CF1834, label %CF1877

CF1877:                                           ; preds = %CF1834
  %L1409 = load i64, i64* %PC536, align 4
  store i64 %L1221, i64* %Sl1151, align 4
  %E1410 = extractelement <4 x i16> %Tr422, i32 1
  %Shuff1411 = shufflevector <4 x i64> %Shuff1139, <4 x i64> %B636, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I1412 = insertelement <4 x i64> %Shuff1349, i64 %E1055, i32 2
  %B1413 = urem i32 %B51, %B839
  %FC1414 = sitofp i1 %Cmp115 to float
  %Sl1415 = select i1 %Cmp934, i16 %E146, i16 %L1032
  %Cmp1416 = fcmp ord <4 x double> %FC149, %FC560
  %L1417 = load i32, i32* %Sl1271, align 4
  store i64 %B314, i64* %PC, align 4
  %E1418 = extractelement <4 x i64> %Shuff110, i32 0
  %Shuff1419 = shufflevector <4 x i64> %Shuff664, <4 x i64> %Sl1338, <4 x i32> <i32 7, i32 1, i32 undef, i32 5>
  %I1420 = insertelement <1 x i32> %Shuff703, i32 %E486, i32 0
  %B1421 = sdiv i64 %L669, 66761
  %FC1422 = sitofp <4 x i64> %I1283 to <4 x float>
  %Sl1423 = select i1 %Cmp123, <8 x i8> %Sl652, <8 x i8> %Shuff186
  %Cmp1424 = fcmp oge float %L648, %FC1367
  br i1 %Cmp1424, label %CF1711, label %CF1795

CF1795:                                           ; preds = %CF1877
  %L1425 = load i8, i8* %Sl1352, align 1
  store i16 %Sl775, i16* %PC955, align 2
  %E1426 = extractelement <4 x i1> %Shuff226, i32 3
  br i1 %E1426, label %CF1711, label %CF1758

CF1758:                                           ; preds = %CF1795
  %Shuff1427 = shufflevector <4 x i64> %Shuff858, <4 x i64> %Shuff1342, <4 x i32> <i32 2, i32 4, i32 undef, i32 undef>
  %I1428 = insertelement <1 x i1> %Sl1038, i1 %Cmp273, i32 0
  %Se1429 = sext i1 %E1296 to i32
  %Sl1430 = select <8 x i1> %Sl1127, <8 x i32> %I, <8 x i32> %Sl1315
  %Cmp1431 = icmp sgt i8 %E63, -1
  br i1 %Cmp1431, label %CF1711, label %CF1757

CF1757:                                           ; preds = %CF1757, %CF1758
  %L1432 = load i64, i64* %Sl1151, align 4
  store i1 %Cmp1424, i1* %PC613, align 1
  %E1433 = extractelement <8 x i16> %I179, i32 6
  %Shuff1434 = shufflevector <8 x i8> %Shuff1011, <8 x i8> %Shuff1079, <8 x i32> <i32 undef, i32 11, i32 13, i32 15, i32 1, i32 3, i32 5, i32 7>
  %I1435 = insertelement <8 x i8> %Sl569, i8 %Sl1159, i32 3
  %B1436 = mul <4 x i16> %Tr752, %Tr142
  %FC1437 = uitofp i1 %Cmp903 to float
  %Sl1438 = select i1 %E27, i64 %L1161, i64 %L725
  %Cmp1439 = icmp ne i1 %E502, false
  br i1 %Cmp1439, label %CF1757, label %CF1906

CF1906:                                           ; preds = %CF1757
  %L1440 = load i32, i32* %Sl1271, align 4
  store i8 %E201, i8* %Sl1352, align 1
  %E1441 = extractelement <2 x i1> %I58, i32 1
  br i1 %E1441, label %CF1679, label %CF1694

CF1694:                                           ; preds = %CF1694, %CF1887, %CF1908, %CF1906
  %Shuff1442 = shufflevector <4 x i32> %Se606, <4 x i32> %Tr901, <4 x i32> <i32 0, i32 2, i32 undef, i32 undef>
  %I1443 = insertelement <4 x i64> %Shuff1327, i64 %E132, i32 2
  %ZE1444 = zext <2 x i8> %Sl545 to <2 x i16>
  %Sl1445 = select i1 %Cmp266, i16 %ZE377, i16 %ZE1383
  %Cmp1446 = icmp ult i64 %L1101, %E988
  br i1 %Cmp1446, label %CF1694, label %CF1887

CF1887:                                           ; preds = %CF1694
  %L1447 = load i64, i64* %PC536, align 4
  store i32 %B721, i32* %Sl1271, align 4
  %E1448 = extractelement <4 x i64> %Shuff14, i32 2
  %Shuff1449 = shufflevector <4 x i64> %Shuff664, <4 x i64> %I558, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I1450 = insertelement <2 x i8> %Sl1234, i8 %E71, i32 1
  %B1451 = add i32 %3, %E928
  %Se1452 = sext i1 %Sl84 to i64
  %Sl1453 = select <8 x i1> %I459, <8 x i8> %Sl652, <8 x i8> %Sl1423
  %Cmp1454 = icmp eq i32 %B104, %B1382
  br i1 %Cmp1454, label %CF1694, label %CF1702

CF1702:                                           ; preds = %CF1702, %CF1887
  %L1455 = load i64, i64* %PC536, align 4
  store i8 %B543, i8* %PC1285, align 1
  %E1456 = extractelement <4 x i64> %Shuff72, i32 2
  %Shuff1457 = shufflevector <4 x i64> %Sl362, <4 x i64> %Shuff1063, <4 x i32> <i32 1, i32 undef, i32 undef, i32 undef>
  %I1458 = insertelement <4 x i64> %Shuff1209, i64 %Se853, i32 3
  %B1459 = srem <1 x i32> %B250, %Shuff687
  %Se1460 = sext i1 %Sl423 to i16
  %Sl1461 = select i1 %Cmp115, i64 %L864, i64 %L1347
  %Cmp1462 = icmp slt i1 %E1048, false
  br i1 %Cmp1462, label %CF1702, label %CF1908

CF1908:                                           ; preds = %CF1702
  %L1463 = load i16, i16* %PC955, align 2
  store i32 %E1018, i32* %Sl1271, align 4
  %E1464 = extractelement <4 x i1> %Shuff1095, i32 1
  br i1 %E1464, label %CF1694, label %CF1699

CF1699:                                           ; preds = %CF1699, %CF1872, %CF1908
  %Shuff1465 = shufflevector <4 x i64> %Shuff1223, <4 x i64> %Shuff139, <4 x i32> <i32 0, i32 undef, i32 undef, i32 undef>
  %I1466 = insertelement <4 x i64> %Shuff139, i64 %L1093, i32 2
  %B1467 = lshr i32 %Sl143, %E641
  %Se1468 = sext <1 x i1> %I946 to <1 x i64>
  %Sl1469 = select <4 x i1> %I1156, <4 x i64> %I1381, <4 x i64> zeroinitializer
  %Cmp1470 = icmp slt i1 %Cmp1353, %Sl1143
  br i1 %Cmp1470, label %CF1699, label %CF1764

CF1764:                                           ; preds = %CF1764, %CF1699
  %L1471 = load i64, i64* %PC536, align 4
  store i64 %FC1134, i64* %Sl841, align 4
  %E1472 = extractelement <4 x i64> %Shuff241, i32 0
  %Shuff1473 = shufflevector <4 x i64> %Shuff14, <4 x i64> %Shuff465, <4 x i32> <i32 3, i32 undef, i32 7, i32 undef>
  %I1474 = insertelement <2 x i8> %I891, i8 %B892, i32 1
  %B1475 = lshr i64 %L701, %E494
  %Tr1476 = trunc <4 x i64> %I1381 to <4 x i1>
  %Sl1477 = select <1 x i1> %Cmp1257, <1 x i1> %I817, <1 x i1> %I1224
  %Cmp1478 = icmp eq i32 %E225, %Sl667
  br i1 %Cmp1478, label %CF1764, label %CF1853

CF1853:                                           ; preds = %CF1853, %CF1764
  %L1479 = load i64, i64* %PC536, align 4
  store i8 %L777, i8* %0, align 1
  %E1480 = extractelement <4 x i64> %Sl362, i32 2
  %Shuff1481 = shufflevector <1 x i32> %Shuff, <1 x i32> %I488, <1 x i32> <i32 1>
  %I1482 = insertelement <4 x i1> %Cmp708, i1 %E1193, i32 1
  %Se1483 = sext <1 x i1> %I883 to <1 x i32>
  %Sl1484 = select i1 %Sl222, i32 %B104, i32 %Tr9
  %Cmp1485 = icmp sge <4 x i1> %Cmp215, %Tr1476
  %L1486 = load i32, i32* %Sl1271, align 4
  store i8 %L448, i8* %0, align 1
  %E1487 = extractelement <4 x i32> %Shuff1442, i32 1
  %Shuff1488 = shufflevector <4 x i64> %I542, <4 x i64> %Shuff1171, <4 x i32> <i32 0, i32 undef, i32 undef, i32 6>
  %I1489 = insertelement <4 x i1> %Cmp175, i1 %Cmp608, i32 2
  %B1490 = xor <1 x i32> %Shuff269, %Shuff906
  %Tr1491 = trunc i64 %Se1022 to i16
  %Sl1492 = select <8 x i1> %Shuff1267, <8 x i8> %Sl1453, <8 x i8> %I163
  %Cmp1493 = icmp ugt <1 x i64> %B1247, %ZE885
  %L1494 = load i32, i32* %Sl10, align 4
  store i64 %E517, i64* %Sl1151, align 4
  %E1495 = extractelement <16 x i8> %Shuff1312, i32 12
  %Shuff1496 = shufflevector <4 x i1> %Shuff679, <4 x i1> %Cmp1000, <4 x i32> <i32 7, i32 undef, i32 undef, i32 5>
  %I1497 = insertelement <4 x float> %FC468, float %BC811, i32 1
  %B1498 = and i32 %B1180, %E936
  %FC1499 = sitofp <1 x i1> %Shuff611 to <1 x float>
  %Sl1500 = select i1 %Sl1045, <4 x i64> %Shuff320, <4 x i64> %I765
  %Cmp1501 = icmp eq <1 x i1> %I1111, %I728
  %L1502 = load i64, i64* %Sl1151, align 4
  store i8 %L152, i8* %0, align 1
  %E1503 = extractelement <8 x i1> %Cmp130, i32 7
  br i1 %E1503, label %CF1853, label %CF1872

CF1872:                                           ; preds = %CF1853
  %Shuff1504 = shufflevector <1 x i32> %Shuff147, <1 x i32> %Shuff687, <1 x i32> zeroinitializer
  %I1505 = insertelement <8 x i8> %I787, i8 %E1495, i32 6
  %B1506 = xor <8 x i8> %Tr197, %Sl1492
  %Sl1507 = select i1 %Sl886, i16 %L1303, i16 %E1130
  %Cmp1508 = icmp ugt <8 x i32> zeroinitializer, %Shuff1027
  %L1509 = load i1, i1* %PC613, align 1
  br i1 %L1509, label %CF1699, label %CF1703

CF1703:                                           ; preds = %CF1703, %CF1872
  store i8 %E726, i8* %0, align 1
  %E1510 = extractelement <4 x i64> %Shuff1327, i32 2
  %Shuff1511 = shufflevector <4 x i1> %I1187, <4 x i1> %Cmp455, <4 x i32> <i32 1, i32 undef, i32 undef, i32 7>
  %I1512 = insertelement <4 x i64> %I43, i64 %L685, i32 3
  %B1513 = or <8 x i8> %I420, %Sl652
  %ZE1514 = zext <8 x i1> %I803 to <8 x i8>
  %Sl1515 = select i1 %Cmp965, <4 x i64> %Shuff335, <4 x i64> %B188
  %Cmp1516 = icmp sgt <4 x i64> %Sl790, %B188
  %L1517 = load i16, i16* %PC955, align 2
  store i64 %E433, i64* %PC536, align 4
  %E1518 = extractelement <1 x i32> %Shuff1335, i32 0
  %Shuff1519 = shufflevector <8 x i8> %I612, <8 x i8> %Sl1492, <8 x i32> <i32 12, i32 undef, i32 0, i32 2, i32 4, i32 undef, i32 8, i32 10>
  %I1520 = insertelement <4 x i64> %B1188, i64 %L1471, i32 2
  %B1521 = frem float %FC1158, %B947
  %Tr1522 = trunc <4 x i64> %Shuff858 to <4 x i32>
  %Sl1523 = select i1 %Cmp1136, i8 %B299, i8 %E296
  %Cmp1524 = icmp sge i16 %E843, %E1130
  br i1 %Cmp1524, label %CF1703, label %CF1891

CF1891:                                           ; preds = %CF1703
  %L1525 = load i8, i8* %PC1285, align 1
  store i8 %E663, i8* %0, align 1
  %E1526 = extractelement <4 x i1> %Cmp1485, i32 2
  br i1 %E1526, label %CF1679, label %CF1688

CF1688:                                           ; preds = %CF1688, %CF1754, %CF1886, %CF1891
  %Shuff1527 = shufflevector <4 x float> %FC659, <4 x float> %Sl1120, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I1528 = insertelement <4 x i64> %Shuff312, i64 41293, i32 3
  %B1529 = udiv i8 %B729, %E1495
  %ZE1530 = zext <8 x i8> %Sl53 to <8 x i32>
  %Sl1531 = select i1 %Cmp123, i8 %L717, i8 %B1374
  %Cmp1532 = icmp ult <8 x i8> %I1373, %I1373
  %L1533 = load i8, i8* %Sl1352, align 1
  store i64 %L709, i64* %Sl1151, align 4
  %E1534 = extractelement <8 x i1> %Cmp1287, i32 4
  br i1 %E1534, label %CF1688, label %CF1754

CF1754:                                           ; preds = %CF1688
  %Shuff1535 = shufflevector <8 x i1> %Cmp159, <8 x i1> %Cmp1532, <8 x i32> <i32 7, i32 9, i32 11, i32 13, i32 undef, i32 undef, i32 3, i32 5>
  %I1536 = insertelement <4 x i64> %Shuff1411, i64 %E410, i32 1
  %B1537 = sdiv i16 %E836, %E1078
  %Tr1538 = trunc i32 %E341 to i8
  %Sl1539 = select i1 %Cmp1392, i16 %L1061, i16 %Se90
  %Cmp1540 = icmp sgt i1 %Cmp431, %Cmp477
  br i1 %Cmp1540, label %CF1688, label %CF1700

CF1700:                                           ; preds = %CF1700, %CF1754
  %L1541 = load i1, i1* %PC613, align 1
  br i1 %L1541, label %CF1700, label %CF1776

CF1776:                                           ; preds = %CF1776, %CF1895, %CF1700
  store i64 %L1258, i64* %Sl1151, align 4
  %E1542 = extractelement <4 x i64> %Shuff1465, i32 2
  %Shuff1543 = shufflevector <8 x i16> %I179, <8 x i16> %I859, <8 x i32> <i32 13, i32 15, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11>
  %I1544 = insertelement <4 x i1> %Cmp1416, i1 %Sl423, i32 3
  %B1545 = xor <4 x i64> %Sl1197, %B141
  %Tr1546 = trunc i64 %Sl415 to i16
  %Sl1547 = select i1 %Cmp1008, i16 %Tr645, i16 %Sl826
  %Cmp1548 = icmp sgt i8 %B729, %Sl1091
  br i1 %Cmp1548, label %CF1776, label %CF1868

CF1868:                                           ; preds = %CF1868, %CF1776
  %L1549 = load i8, i8* %Sl1352, align 1
  store i64 %L842, i64* %Sl1151, align 4
  %E1550 = extractelement <4 x i64> %Shuff194, i32 0
  %Shuff1551 = shufflevector <1 x i1> %Sl1067, <1 x i1> %Tr, <1 x i32> <i32 1>
  %I1552 = insertelement <4 x i1> %Shuff953, i1 %Cmp99, i32 3
  %B1553 = xor <1 x i32> %Shuff178, %B421
  %Tr1554 = trunc i16 %L1463 to i1
  br i1 %Tr1554, label %CF1868, label %CF1895

CF1895:                                           ; preds = %CF1868
  %Sl1555 = select i1 %Cmp1470, <4 x i64> %Shuff1042, <4 x i64> %Sl354
  %Cmp1556 = icmp sge i64 %L594, %L1169
  br i1 %Cmp1556, label %CF1776, label %CF1797

CF1797:                                           ; preds = %CF1797, %CF1898, %CF1895
  %L1557 = load i64, i64* %Sl841, align 4
  store i64 %B1421, i64* %PC536, align 4
  %E1558 = extractelement <1 x i1> %Shuff1551, i32 0
  br i1 %E1558, label %CF1797, label %CF1898

CF1898:                                           ; preds = %CF1797
  %Shuff1559 = shufflevector <1 x i32> %I127, <1 x i32> %Sl607, <1 x i32> zeroinitializer
  %I1560 = insertelement <2 x i8> zeroinitializer, i8 %B1374, i32 0
  %B1561 = srem i32 %L516, %B1180
  %Sl1562 = select <4 x i1> %Cmp769, <4 x double> %I1389, <4 x double> %BC390
  %Cmp1563 = icmp ne <4 x i64> %I1396, %Shuff1297
  %L1564 = load i8, i8* %0, align 1
  store i64 %E247, i64* %PC, align 4
  %E1565 = extractelement <8 x i8> %Shuff480, i32 4
  %Shuff1566 = shufflevector <1 x i32> %B421, <1 x i32> %Sl331, <1 x i32> <i32 1>
  %I1567 = insertelement <4 x i64> %Shuff772, i64 %L1153, i32 3
  %B1568 = udiv <8 x i16> zeroinitializer, %Shuff1543
  %Se1569 = sext i16 %Tr1292 to i32
  %Sl1570 = select <4 x i1> %Shuff837, <4 x i64> %I845, <4 x i64> %Sl407
  %Cmp1571 = icmp ule <1 x i64> %B1247, %ZE885
  %L1572 = load i64, i64* %Sl1151, align 4
  store i8 %Sl999, i8* %0, align 1
  %E1573 = extractelement <4 x i1> %I1246, i32 2
  br i1 %E1573, label %CF1797, label %CF1846

CF1846:                                           ; preds = %CF1846, %CF1898
  %Shuff1574 = shufflevector <4 x i1> %Shuff735, <4 x i1> %Cmp400, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I1575 = insertelement <4 x i64> %Shuff664, i64 %E433, i32 3
  %B1576 = add i64 %E532, %E889
  %Tr1577 = trunc i32 %E341 to i16
  %Sl1578 = select i1 %Cmp799, <4 x i1> %Cmp280, <4 x i1> %Tr121
  %Cmp1579 = icmp ult i8 %Sl798, %B543
  br i1 %Cmp1579, label %CF1846, label %CF1886

CF1886:                                           ; preds = %CF1846
  %L1580 = load i16, i16* %PC955, align 2
  store i8 %E1495, i8* %0, align 1
  %E1581 = extractelement <8 x i1> %Tr674, i32 5
  br i1 %E1581, label %CF1688, label %CF1693

CF1693:                                           ; preds = %CF1693, %CF1886
  %Shuff1582 = shufflevector <1 x i32> %I1050, <1 x i32> %Shuff269, <1 x i32> zeroinitializer
  %I1583 = insertelement <1 x i1> %I336, i1 %Cmp647, i32 0
  %ZE1584 = zext <4 x i1> %I743 to <4 x i64>
  %Sl1585 = select i1 %Sl84, i64 %L1557, i64 %E1055
  %Cmp1586 = icmp eq <8 x i1> %Cmp783, %Cmp523
  %L1587 = load i64, i64* %Sl1151, align 4
  store i64 %L733, i64* %PC, align 4
  %E1588 = extractelement <8 x i32> %Sl31, i32 0
  %Shuff1589 = shufflevector <1 x i32> %Shuff269, <1 x i32> %Shuff1305, <1 x i32> <i32 1>
  %I1590 = insertelement <8 x i1> %Cmp1287, i1 %Cmp1346, i32 7
  %FC1591 = sitofp i8 %L835 to float
  %Sl1592 = select i1 %Cmp950, <8 x i8> %Shuff382, <8 x i8> %Shuff1011
  %Cmp1593 = fcmp ord <4 x double> %Sl622, %FC345
  %L1594 = load i64, i64* %PC536, align 4
  store i16 %Tr1577, i16* %PC955, align 2
  %E1595 = extractelement <4 x i64> %Sl316, i32 1
  %Shuff1596 = shufflevector <2 x i1> %Shuff764, <2 x i1> %Shuff764, <2 x i32> <i32 0, i32 2>
  %I1597 = insertelement <1 x i1> %Shuff276, i1 %Cmp99, i32 0
  %ZE1598 = zext <1 x i1> %Shuff1131 to <1 x i32>
  %Sl1599 = select i1 %Cmp585, i8 %Sl1007, i8 %L654
  %Cmp1600 = icmp slt <8 x i32> zeroinitializer, %I375
  %L1601 = load i1, i1* %PC613, align 1
  br i1 %L1601, label %CF1693, label %CF1890

CF1890:                                           ; preds = %CF1890, %CF1693
  store i16 %ZE482, i16* %PC955, align 2
  %E1602 = extractelement <4 x i64> %Shuff1403, i32 2
  %Shuff1603 = shufflevector <8 x i8> %Shuff480, <8 x i8> %I787, <8 x i32> <i32 1, i32 3, i32 undef, i32 7, i32 9, i32 11, i32 13, i32 15>
  %I1604 = insertelement <1 x i32> %Shuff178, i32 407801, i32 0
  %B1605 = mul <1 x i32> %Shuff906, %Shuff503
  %ZE1606 = zext <2 x i8> %Shuff57 to <2 x i64>
  %Sl1607 = select i1 %Tr165, i32 %Tr1314, i32 %E928
  %Cmp1608 = icmp sge i16 %ZE377, %Se
  br i1 %Cmp1608, label %CF1890, label %CF1892

CF1892:                                           ; preds = %CF1892, %CF1890
  %L1609 = load i32, i32* %Sl1271, align 4
  store i64 %L1040, i64* %Sl841, align 4
  %E1610 = extractelement <4 x i64> %Shuff42, i32 0
  %Shuff1611 = shufflevector <4 x i1> %Cmp754, <4 x i1> %I574, <4 x i32> <i32 3, i32 undef, i32 7, i32 1>
  %I1612 = insertelement <1 x i1> %Shuff1551, i1 %Cmp1439, i32 0
  %B1613 = srem i32 %E94, %E326
  %Tr1614 = trunc i16 %L1085 to i8
  %Sl1615 = select i1 %Cmp1227, i64 %L849, i64 %L1409
  %Cmp1616 = icmp sgt i8 %L919, %B172
  br i1 %Cmp1616, label %CF1892, label %CF1896

CF1896:                                           ; preds = %CF1892
  %L1617 = load i64, i64* %Sl1151, align 4
  store i8 %B892, i8* %0, align 1
  %E1618 = extractelement <8 x i64> %ZE52, i32 6
  %Shuff1619 = shufflevector <16 x i8> %Shuff749, <16 x i8> %Shuff749, <16 x i32> <i32 25, i32 27, i32 29, i32 undef, i32 1, i32 3, i32 5, i32 7, i32 undef, i32 11, i32 13, i32 undef, i32 17, i32 19, i32 21, i32 23>
  %I1620 = insertelement <4 x i64> %I1125, i64 %L295, i32 3
  %B1621 = ashr <1 x i32> %Sl607, %B1196
  %Sl1622 = select <4 x i1> %Cmp455, <4 x i1> %Cmp379, <4 x i1> %Cmp355
  %Cmp1623 = icmp uge i64 %L966, %E304
  br i1 %Cmp1623, label %CF1674, label %CF1675

CF1675:                                           ; preds = %CF1675, %CF1838, %CF1896
  %L1624 = load i64, i64* %PC536, align 4
  store i64 %E1510, i64* %Sl1151, align 4
  %E1625 = extractelement <4 x i64> %Shuff88, i32 0
  %Shuff1626 = shufflevector <1 x i32> %Sl607, <1 x i32> %I750, <1 x i32> <i32 1>
  %I1627 = insertelement <4 x i64> %Shuff1056, i64 %Sl699, i32 3
  %Sl1628 = select i1 %Cmp732, <4 x i64> %I1396, <4 x i64> %Shuff1395
  %Cmp1629 = icmp ne i64 %E967, %B196
  br i1 %Cmp1629, label %CF1675, label %CF1838

CF1838:                                           ; preds = %CF1675
  %L1630 = load i64, i64* %PC, align 4
  store i16 %ZE482, i16* %PC955, align 2
  %E1631 = extractelement <4 x i64> %Shuff642, i32 3
  %Shuff1632 = shufflevector <4 x i1> %Cmp332, <4 x i1> %Cmp92, <4 x i32> <i32 6, i32 undef, i32 2, i32 4>
  %I1633 = insertelement <8 x i16> %Sl346, i16 %ZE307, i32 0
  %Se1634 = sext i1 %E441 to i16
  %Sl1635 = select <4 x i1> %Cmp332, <4 x i64> %B766, <4 x i64> %I227
  %Cmp1636 = icmp ugt i8 %Sl999, %Sl1091
  br i1 %Cmp1636, label %CF1675, label %CF1709

CF1709:                                           ; preds = %CF1709, %CF1874, %CF1838
  %L1637 = load i64, i64* %PC536, align 4
  store i64 %E1610, i64* %Sl841, align 4
  %E1638 = extractelement <1 x i32> %B1005, i32 0
  %Shuff1639 = shufflevector <4 x i1> %Shuff510, <4 x i1> %Cmp1144, <4 x i32> <i32 undef, i32 undef, i32 1, i32 3>
  %I1640 = insertelement <4 x i32> %Tr1270, i32 %B1180, i32 3
  %B1641 = xor <1 x i32> %Sl438, %Sl438
  %FC1642 = uitofp i1 %Sl1263 to double
  %Sl1643 = select i1 %Sl854, i1 %E209, i1 %Cmp799
  br i1 %Sl1643, label %CF1709, label %CF1874

CF1874:                                           ; preds = %CF1709
  %Cmp1644 = icmp ult <1 x i1> %Shuff1178, %I946
  %L1645 = load i64, i64* %Sl841, align 4
  store i64 %E41, i64* %Sl1151, align 4
  %E1646 = extractelement <1 x i32> %Se1112, i32 0
  %Shuff1647 = shufflevector <1 x i32> %Shuff434, <1 x i32> %B1196, <1 x i32> zeroinitializer
  %I1648 = insertelement <4 x i64> %I758, i64 %E472, i32 0
  %FC1649 = uitofp i8 %B467 to double
  %Sl1650 = select <8 x i1> %I1404, <8 x i1> %I459, <8 x i1> %I459
  %Cmp1651 = icmp sge i64 %E807, %L725
  br i1 %Cmp1651, label %CF1709, label %CF1747

CF1747:                                           ; preds = %CF1747, %CF1844, %CF1874
  %L1652 = load i64, i64* %PC, align 4
  store i1 %Cmp965, i1* %PC613, align 1
  %E1653 = extractelement <4 x i1> %Cmp708, i32 2
  br i1 %E1653, label %CF1747, label %CF1844

CF1844:                                           ; preds = %CF1747
  %Shuff1654 = shufflevector <8 x i1> %Cmp668, <8 x i1> %Cmp668, <8 x i32> <i32 13, i32 15, i32 1, i32 undef, i32 undef, i32 7, i32 9, i32 11>
  %I1655 = insertelement <2 x i8> %Sl1234, i8 %E625, i32 1
  %B1656 = lshr <4 x i64> %I1512, %Sl537
  %Sl1657 = select i1 %Sl514, i16 %E1237, i16 %Tr1491
  %Cmp1658 = icmp sge <4 x i64> %Shuff1194, %I1620
  %L1659 = load i8, i8* %0, align 1
  store i32 %B1451, i32* %Sl1271, align 4
  %E1660 = extractelement <8 x double> %Shuff824, i32 7
  %Shuff1661 = shufflevector <8 x i1> %Sl1127, <8 x i1> %Sl1650, <8 x i32> <i32 undef, i32 4, i32 undef, i32 8, i32 10, i32 12, i32 undef, i32 undef>
  %I1662 = insertelement <8 x double> %Shuff824, double %FC330, i32 4
  %Tr1663 = trunc i64 %L669 to i16
  %Sl1664 = select i1 %Cmp1206, i32 %E426, i32 407801
  %Cmp1665 = icmp eq <2 x i1> %Shuff1596, %Shuff419
  %L1666 = load i64, i64* %2, align 4
  store i16 %E146, i16* %PC955, align 2
  %E1667 = extractelement <1 x i1> %Shuff982, i32 0
  br i1 %E1667, label %CF1747, label %CF1770

CF1770:                                           ; preds = %CF1770, %CF1856, %CF1844
  %Shuff1668 = shufflevector <4 x i32> %Tr1522, <4 x i32> %Se606, <4 x i32> <i32 undef, i32 1, i32 undef, i32 5>
  %I1669 = insertelement <1 x i16> %Shuff626, i16 %ZE307, i32 0
  %B1670 = fsub double %B818, %E1102
  %FC1671 = fptoui float %Sl1213 to i1
  br i1 %FC1671, label %CF1770, label %CF1856

CF1856:                                           ; preds = %CF1770
  %Sl1672 = select i1 %Cmp39, i64 %E289, i64 %B1284
  %Cmp1673 = icmp ne i64 %B567, %E988
  br i1 %Cmp1673, label %CF1770, label %CF1822

CF1822:                                           ; preds = %CF1856
  store i8 69, i8* %0, align 1
  store i32 %Se1429, i32* %Sl1271, align 4
  store i64 %B314, i64* %Sl841, align 4
  store i1 %Sl991, i1* %PC613, align 1
  store i1 %Cmp647, i1* %Sl68, align 1
  ret void
}

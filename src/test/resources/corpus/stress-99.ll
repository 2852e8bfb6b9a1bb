; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD99(i8* %0, i32* %1, i64* %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i32, align 4
  %A3 = alloca i16, align 2
  %A2 = alloca i32, align 4
  %A1 = alloca i16, align 2
  %A = alloca i8, align 1
  %L = load i8, i8* %0, align 1
  store i8 %5, i8* %0, align 1
  %E = extractelement <2 x i1> zeroinitializer, i32 0
  br label %CF1852

CF1852:                                           ; preds = %BB
  %Shuff = shufflevector <2 x i1> zeroinitializer, <2 x i1> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I = insertelement <2 x i8> zeroinitializer, i8 -83, i32 1
  %B = add i32 -1, 371989
  %Se = sext i8 -3 to i16
  %Sl = select i1 true, float 0xC753A56780000000, float 0xC753A56780000000
  %Cmp = icmp eq <8 x i8> zeroinitializer, zeroinitializer
  %L5 = load i32, i32* %A4, align 4
  store i8 %5, i8* %0, align 1
  %E6 = extractelement <2 x i8> zeroinitializer, i32 1
  %Shuff7 = shufflevector <2 x i8> zeroinitializer, <2 x i8> %I, <2 x i32> <i32 0, i32 2>
  %I8 = insertelement <2 x i16> zeroinitializer, i16 0, i32 0
  %B9 = lshr i8 -83, 41
  %FC = uitofp <2 x i16> %I8 to <2 x float>
  %Sl10 = select <1 x i1> <i1 true>, <1 x i64> zeroinitializer, <1 x i64> zeroinitializer
  %Cmp11 = fcmp false <2 x float> %FC, %FC
  %L12 = load i8, i8* %0, align 1
  store i8 -1, i8* %0, align 1
  %E13 = extractelement <4 x i8> zeroinitializer, i32 1
  %Shuff14 = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 2, i32 undef, i32 6>
  %I15 = insertelement <8 x i8> zeroinitializer, i8 -1, i32 2
  %B16 = ashr <1 x i32> zeroinitializer, zeroinitializer
  %PC = bitcast i32* %A4 to double*
  %Sl17 = select i1 true, float 0xC753A56780000000, float 0xC753A56780000000
  %Cmp18 = fcmp false double 0xA883D0A21B81F920, 0x8A3FCD5EF33D6BDC
  br label %CF1802

CF1802:                                           ; preds = %CF1802, %CF1852
  %L19 = load double, double* %PC, align 8
  store double 0x69BF0CDE92BD6B5C, double* %PC, align 8
  %E20 = extractelement <1 x i16> zeroinitializer, i32 0
  %Shuff21 = shufflevector <4 x i8> %Shuff14, <4 x i8> zeroinitializer, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I22 = insertelement <1 x i64> zeroinitializer, i64 %4, i32 0
  %B23 = and <1 x i16> zeroinitializer, zeroinitializer
  %FC24 = fptoui double %L19 to i8
  %Sl25 = select i1 true, float 0x47BB352F00000000, float %Sl17
  %L26 = load i8, i8* %0, align 1
  store double %L19, double* %PC, align 8
  %E27 = extractelement <1 x i16> zeroinitializer, i32 0
  %Shuff28 = shufflevector <1 x i16> zeroinitializer, <1 x i16> zeroinitializer, <1 x i32> <i32 1>
  %I29 = insertelement <8 x i1> %Cmp, i1 true, i32 7
  %B30 = sdiv <2 x i16> zeroinitializer, zeroinitializer
  %FC31 = sitofp <1 x i64> zeroinitializer to <1 x double>
  %Sl32 = select i1 true, i32 371989, i32 %3
  %Cmp33 = icmp sgt i16 0, %Se
  br i1 %Cmp33, label %CF1802, label %CF1814

CF1814:                                           ; preds = %CF1802
  %L34 = load double, double* %PC, align 8
  store double 0xA883D0A21B81F920, double* %PC, align 8
  %E35 = extractelement <2 x i8> zeroinitializer, i32 0
  %Shuff36 = shufflevector <2 x i1> zeroinitializer, <2 x i1> %Shuff, <2 x i32> <i32 3, i32 1>
  %I37 = insertelement <2 x i16> zeroinitializer, i16 16241, i32 1
  %B38 = and <1 x i64> %I22, %Sl10
  %Se39 = sext i1 true to i32
  %Sl40 = select i1 true, double 0x69BF0CDE92BD6B5C, double %L19
  %Cmp41 = icmp ugt i8 %B9, -103
  br label %CF1685

CF1685:                                           ; preds = %CF1685, %CF1811, %CF1766, %CF1784, %CF1845, %CF1814
  %L42 = load i16, i16* %A1, align 2
  store double 0x69BF0CDE92BD6B5C, double* %PC, align 8
  %E43 = extractelement <2 x i1> zeroinitializer, i32 1
  br i1 %E43, label %CF1685, label %CF1811

CF1811:                                           ; preds = %CF1685
  %Shuff44 = shufflevector <2 x i8> zeroinitializer, <2 x i8> %I, <2 x i32> <i32 2, i32 0>
  %I45 = insertelement <2 x i8> %Shuff44, i8 %5, i32 0
  %B46 = shl <1 x i32> %B16, %B16
  %ZE = fpext float 0xC5C32D3700000000 to double
  %Sl47 = select i1 true, double %L19, double %L19
  %Cmp48 = icmp ugt i8 41, %E6
  br i1 %Cmp48, label %CF1685, label %CF1735

CF1735:                                           ; preds = %CF1735, %CF1811
  %L49 = load double, double* %PC, align 8
  store double 0x69BF0CDE92BD6B5C, double* %PC, align 8
  %E50 = extractelement <1 x i64> %B38, i32 0
  %Shuff51 = shufflevector <8 x i8> %I15, <8 x i8> zeroinitializer, <8 x i32> <i32 12, i32 14, i32 undef, i32 undef, i32 4, i32 6, i32 undef, i32 undef>
  %I52 = insertelement <8 x i8> %Shuff51, i8 -1, i32 6
  %B53 = fdiv double 0x69BF0CDE92BD6B5C, 0xA883D0A21B81F920
  %FC54 = uitofp <2 x i8> %I to <2 x double>
  %Sl55 = select <8 x i1> %Cmp, <8 x i8> %I52, <8 x i8> zeroinitializer
  %L56 = load double, double* %PC, align 8
  store double 0xA883D0A21B81F920, double* %PC, align 8
  %E57 = extractelement <2 x i8> zeroinitializer, i32 1
  %Shuff58 = shufflevector <1 x i32> %B46, <1 x i32> zeroinitializer, <1 x i32> zeroinitializer
  %I59 = insertelement <1 x i64> zeroinitializer, i64 %E50, i32 0
  %PC60 = bitcast i32* %A4 to float*
  %Sl61 = select i1 %Cmp18, float 0x47BB352F00000000, float %Sl25
  %Cmp62 = icmp eq i32 371989, %B
  br i1 %Cmp62, label %CF1735, label %CF1766

CF1766:                                           ; preds = %CF1735
  %L63 = load float, float* %PC60, align 4
  store double %L34, double* %PC, align 8
  %E64 = extractelement <2 x i8> zeroinitializer, i32 1
  %Shuff65 = shufflevector <2 x i8> zeroinitializer, <2 x i8> %Shuff44, <2 x i32> <i32 0, i32 2>
  %I66 = insertelement <1 x i16> %Shuff28, i16 16241, i32 0
  %B67 = and i32 %B, 371989
  %Sl68 = select <1 x i1> <i1 true>, <1 x i16> %I66, <1 x i16> %B23
  %Cmp69 = icmp eq i8 -1, %E64
  br i1 %Cmp69, label %CF1685, label %CF1729

CF1729:                                           ; preds = %CF1729, %CF1766
  %L70 = load float, float* %PC60, align 4
  store float 0xC0E5BD7980000000, float* %PC60, align 4
  %E71 = extractelement <2 x i8> zeroinitializer, i32 1
  %Shuff72 = shufflevector <1 x i64> %B38, <1 x i64> zeroinitializer, <1 x i32> zeroinitializer
  %I73 = insertelement <1 x i32> %Shuff58, i32 -1, i32 0
  %B74 = shl <1 x i32> %B16, %B16
  %FC75 = sitofp i16 0 to float
  %Sl76 = select i1 %Cmp69, <8 x i8> %Sl55, <8 x i8> %I15
  %Cmp77 = icmp ugt i1 %Cmp69, %Cmp33
  br i1 %Cmp77, label %CF1729, label %CF1784

CF1784:                                           ; preds = %CF1729
  %L78 = load float, float* %PC60, align 4
  store double 0xA883D0A21B81F920, double* %PC, align 8
  %E79 = extractelement <1 x i16> %Shuff28, i32 0
  %Shuff80 = shufflevector <2 x i1> %Shuff36, <2 x i1> zeroinitializer, <2 x i32> <i32 undef, i32 2>
  %I81 = insertelement <1 x i16> %Shuff28, i16 %E79, i32 0
  %B82 = fadd float %L70, %FC75
  %PC83 = bitcast i8* %A to i32*
  %Sl84 = select i1 %Cmp33, <2 x i16> zeroinitializer, <2 x i16> zeroinitializer
  %Cmp85 = icmp slt i1 true, true
  br i1 %Cmp85, label %CF1685, label %CF1714

CF1714:                                           ; preds = %CF1714, %CF1784
  %L86 = load i8, i8* %A, align 1
  store float %Sl, float* %PC60, align 4
  %E87 = extractelement <2 x i8> %Shuff65, i32 1
  %Shuff88 = shufflevector <2 x i8> %Shuff65, <2 x i8> %Shuff44, <2 x i32> <i32 2, i32 0>
  %I89 = insertelement <8 x i8> %Sl76, i8 %L86, i32 4
  %ZE90 = zext <2 x i1> %Shuff to <2 x i64>
  %Sl91 = select i1 %Cmp62, <1 x i32> %I73, <1 x i32> %B46
  %Cmp92 = icmp ult i32 %B67, %Se39
  br i1 %Cmp92, label %CF1714, label %CF1719

CF1719:                                           ; preds = %CF1719, %CF1714
  %L93 = load i8, i8* %A, align 1
  store i32 %Sl32, i32* %PC83, align 4
  %E94 = extractelement <1 x i32> zeroinitializer, i32 0
  %Shuff95 = shufflevector <1 x i32> %B46, <1 x i32> %B46, <1 x i32> undef
  %I96 = insertelement <4 x i8> %Shuff21, i8 -15, i32 0
  %B97 = or i8 41, %L12
  %ZE98 = zext i1 %Cmp92 to i8
  %Sl99 = select i1 true, i8 %E13, i8 %L86
  %Cmp100 = icmp ne <1 x i32> %B74, %Shuff95
  %L101 = load float, float* %PC60, align 4
  store double 0xA883D0A21B81F920, double* %PC, align 8
  %E102 = extractelement <2 x i1> zeroinitializer, i32 0
  br i1 %E102, label %CF1719, label %CF1778

CF1778:                                           ; preds = %CF1778, %CF1719
  %Shuff103 = shufflevector <2 x i1> %Shuff36, <2 x i1> %Shuff36, <2 x i32> <i32 1, i32 3>
  %I104 = insertelement <1 x i1> %Cmp100, i1 %Cmp41, i32 0
  %B105 = fsub double %Sl47, 0xA883D0A21B81F920
  %ZE106 = zext <2 x i1> zeroinitializer to <2 x i8>
  %Sl107 = select i1 %E102, i8 -79, i8 %ZE98
  %Cmp108 = icmp ult i8 %L12, -15
  br i1 %Cmp108, label %CF1778, label %CF1845

CF1845:                                           ; preds = %CF1778
  %L109 = load float, float* %PC60, align 4
  store float %L101, float* %PC60, align 4
  %E110 = extractelement <2 x i8> %Shuff88, i32 0
  %Shuff111 = shufflevector <2 x i8> %Shuff7, <2 x i8> %Shuff44, <2 x i32> <i32 3, i32 1>
  %I112 = insertelement <2 x i8> zeroinitializer, i8 %B97, i32 1
  %B113 = fmul float %L101, %Sl17
  %ZE114 = zext <1 x i1> %Cmp100 to <1 x i8>
  %Sl115 = select i1 %Cmp18, <8 x i8> %Sl55, <8 x i8> zeroinitializer
  %Cmp116 = fcmp false float %L109, %L101
  br i1 %Cmp116, label %CF1685, label %CF1709

CF1709:                                           ; preds = %CF1709, %CF1803, %CF1845
  %L117 = load float, float* %PC60, align 4
  store i8 %E57, i8* %0, align 1
  %E118 = extractelement <2 x i16> zeroinitializer, i32 1
  %Shuff119 = shufflevector <1 x i16> %Shuff28, <1 x i16> zeroinitializer, <1 x i32> zeroinitializer
  %I120 = insertelement <1 x i32> %Shuff95, i32 %B, i32 0
  %B121 = or i16 %E118, %E20
  %PC122 = bitcast i32* %A2 to i32*
  %Sl123 = select i1 %Cmp92, i8 -1, i8 %Sl107
  %Cmp124 = icmp ult i8 %L86, %L
  br i1 %Cmp124, label %CF1709, label %CF1745

CF1745:                                           ; preds = %CF1745, %CF1819, %CF1709
  %L125 = load double, double* %PC, align 8
  store float 0xC753A56780000000, float* %PC60, align 4
  %E126 = extractelement <2 x i8> zeroinitializer, i32 0
  %Shuff127 = shufflevector <1 x i32> %B74, <1 x i32> %B16, <1 x i32> undef
  %I128 = insertelement <2 x i8> %Shuff88, i8 %Sl107, i32 1
  %B129 = lshr i8 -79, %E57
  %FC130 = sitofp <4 x i8> %Shuff14 to <4 x double>
  %Sl131 = select i1 true, i8 %Sl99, i8 %E126
  %Cmp132 = icmp ne i16 %B121, %E79
  br i1 %Cmp132, label %CF1745, label %CF1779

CF1779:                                           ; preds = %CF1779, %CF1875, %CF1745
  %L133 = load i32, i32* %A2, align 4
  store double %B105, double* %PC, align 8
  %E134 = extractelement <1 x i32> %Shuff58, i32 0
  %Shuff135 = shufflevector <2 x i8> %ZE106, <2 x i8> %I128, <2 x i32> <i32 1, i32 3>
  %I136 = insertelement <1 x i16> zeroinitializer, i16 %E118, i32 0
  %FC137 = fptosi double %L125 to i1
  br i1 %FC137, label %CF1779, label %CF1875

CF1875:                                           ; preds = %CF1779
  %Sl138 = select i1 %Cmp92, <2 x i16> %I8, <2 x i16> %I8
  %Cmp139 = icmp uge <1 x i16> %I81, %I66
  %L140 = load float, float* %PC60, align 4
  store float %Sl, float* %PC60, align 4
  %E141 = extractelement <2 x i8> %Shuff7, i32 1
  %Shuff142 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %Shuff14, <4 x i32> <i32 0, i32 undef, i32 4, i32 6>
  %I143 = insertelement <1 x i32> %Shuff127, i32 371989, i32 0
  %B144 = fsub float 0xC5C32D3700000000, 0x47BB352F00000000
  %ZE145 = zext i8 -1 to i64
  %Sl146 = select i1 %Cmp18, double 0x8A3FCD5EF33D6BDC, double %B105
  %Cmp147 = icmp ult i8 -83, %FC24
  br i1 %Cmp147, label %CF1779, label %CF1819

CF1819:                                           ; preds = %CF1875
  %L148 = load double, double* %PC, align 8
  store double %B105, double* %PC, align 8
  %E149 = extractelement <2 x i8> zeroinitializer, i32 0
  %Shuff150 = shufflevector <2 x i8> %Shuff65, <2 x i8> %Shuff44, <2 x i32> <i32 undef, i32 1>
  %I151 = insertelement <2 x i16> %Sl138, i16 %E118, i32 1
  %ZE152 = zext i16 0 to i32
  %Sl153 = select i1 %Cmp116, i1 true, i1 %Cmp62
  br i1 %Sl153, label %CF1745, label %CF1759

CF1759:                                           ; preds = %CF1759, %CF1819
  %Cmp154 = icmp ne <1 x i1> %Cmp100, %Cmp100
  %L155 = load i32, i32* %PC83, align 4
  store double %B105, double* %PC, align 8
  %E156 = extractelement <2 x i8> %Shuff111, i32 0
  %Shuff157 = shufflevector <4 x i8> %Shuff21, <4 x i8> %I96, <4 x i32> <i32 1, i32 3, i32 5, i32 undef>
  %I158 = insertelement <8 x i8> zeroinitializer, i8 %E35, i32 3
  %FC159 = fptosi double %B53 to i64
  %Sl160 = select i1 %FC137, <2 x i64> %ZE90, <2 x i64> %ZE90
  %Cmp161 = icmp ne <1 x i16> %Shuff119, %B23
  %L162 = load double, double* %PC, align 8
  store float %L70, float* %PC60, align 4
  %E163 = extractelement <8 x i8> %Sl55, i32 5
  %Shuff164 = shufflevector <2 x i1> %Shuff80, <2 x i1> %Shuff, <2 x i32> <i32 0, i32 2>
  %I165 = insertelement <1 x i1> %Cmp154, i1 true, i32 0
  %Tr = fptrunc <2 x double> %FC54 to <2 x float>
  %Sl166 = select i1 %Cmp116, i32 %3, i32 %ZE152
  %Cmp167 = icmp ne <1 x i32> %I143, %Sl91
  %L168 = load i32, i32* %PC122, align 4
  store double 0x8A3FCD5EF33D6BDC, double* %PC, align 8
  %E169 = extractelement <1 x i64> %Shuff72, i32 0
  %Shuff170 = shufflevector <2 x i8> %Shuff111, <2 x i8> %Shuff65, <2 x i32> undef
  %I171 = insertelement <2 x i1> %Shuff80, i1 true, i32 0
  %B172 = frem float 0xC5C32D3700000000, 0x47BB352F00000000
  %Tr173 = trunc i16 %L42 to i1
  br i1 %Tr173, label %CF1759, label %CF1803

CF1803:                                           ; preds = %CF1759
  %Sl174 = select i1 %Cmp132, float %L140, float %B172
  %Cmp175 = icmp eq i8 -3, %E149
  br i1 %Cmp175, label %CF1709, label %CF1730

CF1730:                                           ; preds = %CF1730, %CF1803
  %L176 = load i8, i8* %0, align 1
  store i32 %L133, i32* %PC122, align 4
  %E177 = extractelement <1 x i16> %Shuff28, i32 0
  %Shuff178 = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I179 = insertelement <2 x i1> %Shuff103, i1 %Cmp175, i32 0
  %B180 = fdiv float %Sl17, %Sl61
  %Sl181 = select i1 %Cmp41, <1 x i1> %Cmp161, <1 x i1> %Cmp100
  %Cmp182 = icmp ne <2 x i16> %I8, zeroinitializer
  %L183 = load i8, i8* %0, align 1
  store float %Sl61, float* %PC60, align 4
  %E184 = extractelement <2 x i8> %Shuff44, i32 1
  %Shuff185 = shufflevector <8 x i8> %I52, <8 x i8> %I15, <8 x i32> <i32 12, i32 undef, i32 0, i32 2, i32 4, i32 6, i32 undef, i32 10>
  %I186 = insertelement <1 x i16> %Shuff119, i16 %E177, i32 0
  %B187 = fdiv float %L101, %L70
  %FC188 = uitofp <4 x i8> %Shuff178 to <4 x double>
  %Sl189 = select i1 %E102, i8 %B9, i8 %L176
  %Cmp190 = icmp sge <2 x i8> %Shuff111, %Shuff170
  %L191 = load i32, i32* %PC122, align 4
  store i32 %B, i32* %PC122, align 4
  %E192 = extractelement <1 x i1> %Sl181, i32 0
  br i1 %E192, label %CF1730, label %CF1815

CF1815:                                           ; preds = %CF1730
  %Shuff193 = shufflevector <2 x i1> %Shuff, <2 x i1> %Shuff36, <2 x i32> <i32 2, i32 0>
  %I194 = insertelement <1 x i32> zeroinitializer, i32 %Sl32, i32 0
  %B195 = lshr <2 x i8> zeroinitializer, %I
  %FC196 = fptosi float %B113 to i64
  %Sl197 = select i1 %Cmp41, i8 %E156, i8 -15
  %Cmp198 = icmp ugt i64 %E50, %4
  br label %CF1668

CF1668:                                           ; preds = %CF1668, %CF1783, %CF1713, %CF1815
  %L199 = load double, double* %PC, align 8
  store i8 %E57, i8* %A, align 1
  %E200 = extractelement <2 x i1> zeroinitializer, i32 0
  br i1 %E200, label %CF1668, label %CF1702

CF1702:                                           ; preds = %CF1702, %CF1792, %CF1746, %CF1668
  %Shuff201 = shufflevector <2 x i1> %Shuff193, <2 x i1> %Shuff80, <2 x i32> undef
  %I202 = insertelement <8 x i8> %Shuff51, i8 %L86, i32 7
  %B203 = and <2 x i16> %I151, zeroinitializer
  %FC204 = sitofp <2 x i8> %I128 to <2 x double>
  %Sl205 = select i1 %Cmp33, <4 x i8> %Shuff142, <4 x i8> zeroinitializer
  %Cmp206 = icmp ne i64 0, %ZE145
  br i1 %Cmp206, label %CF1702, label %CF1792

CF1792:                                           ; preds = %CF1702
  %L207 = load i32, i32* %PC122, align 4
  store i32 %L133, i32* %PC122, align 4
  %E208 = extractelement <2 x i1> %Shuff36, i32 1
  br i1 %E208, label %CF1702, label %CF1746

CF1746:                                           ; preds = %CF1792
  %Shuff209 = shufflevector <1 x i32> zeroinitializer, <1 x i32> %I194, <1 x i32> zeroinitializer
  %I210 = insertelement <4 x double> %FC188, double %L162, i32 0
  %B211 = add <2 x i8> %I45, %ZE106
  %Tr212 = trunc <1 x i16> %I81 to <1 x i8>
  %Sl213 = select i1 %Cmp147, <2 x i1> %Shuff103, <2 x i1> %Cmp190
  %Cmp214 = icmp uge i8 %E57, -83
  br i1 %Cmp214, label %CF1702, label %CF1720

CF1720:                                           ; preds = %CF1720, %CF1806, %CF1746
  %L215 = load i32, i32* %PC122, align 4
  store i32 %L133, i32* %A4, align 4
  %E216 = extractelement <1 x i32> %Shuff127, i32 0
  %Shuff217 = shufflevector <8 x i1> %Cmp, <8 x i1> %Cmp, <8 x i32> <i32 12, i32 14, i32 0, i32 undef, i32 4, i32 6, i32 8, i32 10>
  %I218 = insertelement <4 x i8> zeroinitializer, i8 %5, i32 2
  %ZE219 = zext <8 x i8> %Sl76 to <8 x i16>
  %Sl220 = select i1 %Cmp147, float %B180, float 0xC753A56780000000
  %Cmp221 = icmp ult <2 x i1> %Shuff201, %Shuff164
  %L222 = load i8, i8* %0, align 1
  store i8 %Sl197, i8* %A, align 1
  %E223 = extractelement <4 x i8> %Shuff142, i32 2
  %Shuff224 = shufflevector <2 x i8> %Shuff7, <2 x i8> %Shuff170, <2 x i32> <i32 1, i32 3>
  %I225 = insertelement <4 x double> %FC130, double %L125, i32 3
  %B226 = or i32 %Sl166, %L207
  %Sl227 = select <4 x i1> <i1 true, i1 false, i1 true, i1 false>, <4 x i8> %I96, <4 x i8> zeroinitializer
  %Cmp228 = fcmp ogt float %L78, %Sl61
  br i1 %Cmp228, label %CF1720, label %CF1754

CF1754:                                           ; preds = %CF1754, %CF1720
  %L229 = load double, double* %PC, align 8
  store i8 %E6, i8* %0, align 1
  %E230 = extractelement <2 x i64> %ZE90, i32 0
  %Shuff231 = shufflevector <8 x i8> %Shuff185, <8 x i8> %I158, <8 x i32> <i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 1>
  %I232 = insertelement <2 x i16> %Sl84, i16 %E177, i32 1
  %FC233 = sitofp i64 %FC159 to double
  %Sl234 = select i1 true, <2 x float> %FC, <2 x float> %Tr
  %Cmp235 = icmp ult <2 x i16> %B203, %Sl138
  %L236 = load i8, i8* %0, align 1
  store i8 %E57, i8* %0, align 1
  %E237 = extractelement <2 x i8> %Shuff65, i32 1
  %Shuff238 = shufflevector <2 x i8> %Shuff135, <2 x i8> %B211, <2 x i32> <i32 2, i32 0>
  %I239 = insertelement <2 x i8> %I112, i8 %E163, i32 0
  %B240 = urem <8 x i8> %I158, %I158
  %Tr241 = trunc i32 %L5 to i8
  %Sl242 = select <2 x i1> %Sl213, <2 x i64> %ZE90, <2 x i64> %ZE90
  %Cmp243 = icmp ult <1 x i1> %Sl181, %Cmp100
  %L244 = load float, float* %PC60, align 4
  store i32 %ZE152, i32* %PC83, align 4
  %E245 = extractelement <2 x i8> %Shuff135, i32 0
  %Shuff246 = shufflevector <2 x i8> %Shuff111, <2 x i8> %Shuff88, <2 x i32> <i32 1, i32 3>
  %I247 = insertelement <2 x i8> zeroinitializer, i8 %L236, i32 1
  %B248 = fadd double %L34, %L34
  %FC249 = sitofp <4 x i8> %Shuff178 to <4 x double>
  %Sl250 = select i1 %Tr173, i8 %L176, i8 %E71
  %Cmp251 = icmp sgt <1 x i16> %I81, zeroinitializer
  %L252 = load i8, i8* %0, align 1
  store i32 %E94, i32* %PC122, align 4
  %E253 = extractelement <1 x i16> %I136, i32 0
  %Shuff254 = shufflevector <2 x i64> %Sl160, <2 x i64> %Sl242, <2 x i32> <i32 3, i32 undef>
  %I255 = insertelement <2 x i1> %Shuff36, i1 true, i32 1
  %B256 = sdiv i64 %4, %E50
  %ZE257 = zext <8 x i8> zeroinitializer to <8 x i64>
  %Sl258 = select i1 true, <2 x i1> %Shuff103, <2 x i1> %Cmp235
  %Cmp259 = icmp ule i32 %E134, 371989
  br i1 %Cmp259, label %CF1754, label %CF1806

CF1806:                                           ; preds = %CF1754
  %L260 = load i8, i8* %0, align 1
  store double %L229, double* %PC, align 8
  %E261 = extractelement <1 x i16> %Shuff28, i32 0
  %Shuff262 = shufflevector <8 x i8> %Shuff231, <8 x i8> zeroinitializer, <8 x i32> <i32 2, i32 undef, i32 6, i32 8, i32 10, i32 12, i32 14, i32 0>
  %I263 = insertelement <2 x i64> %Shuff254, i64 %B256, i32 0
  %B264 = or <2 x i16> %Sl84, %I37
  %Tr265 = trunc <1 x i16> %I186 to <1 x i1>
  %Sl266 = select i1 %Cmp259, i32 %L168, i32 %Sl32
  %Cmp267 = icmp ugt <2 x i8> %Shuff7, %Shuff150
  %L268 = load i8, i8* %0, align 1
  store i8 41, i8* %0, align 1
  %E269 = extractelement <2 x i16> %I232, i32 0
  %Shuff270 = shufflevector <2 x i1> zeroinitializer, <2 x i1> %Shuff, <2 x i32> <i32 3, i32 1>
  %I271 = insertelement <1 x i1> %Cmp154, i1 %Sl153, i32 0
  %B272 = shl <2 x i8> %Shuff238, %Shuff44
  %Se273 = sext i1 %Cmp33 to i64
  %Sl274 = select <4 x i1> <i1 true, i1 false, i1 true, i1 false>, <4 x i8> %Shuff14, <4 x i8> zeroinitializer
  %Cmp275 = icmp ult <8 x i64> %ZE257, %ZE257
  %L276 = load i8, i8* %0, align 1
  store i8 %E57, i8* %0, align 1
  %E277 = extractelement <2 x i1> zeroinitializer, i32 0
  br i1 %E277, label %CF1720, label %CF1738

CF1738:                                           ; preds = %CF1738, %CF1806
  %Shuff278 = shufflevector <8 x i1> %Cmp275, <8 x i1> %Shuff217, <8 x i32> <i32 11, i32 13, i32 15, i32 1, i32 3, i32 5, i32 7, i32 9>
  %I279 = insertelement <2 x i1> zeroinitializer, i1 %Cmp18, i32 1
  %B280 = add <8 x i8> zeroinitializer, %Sl115
  %Tr281 = trunc <1 x i32> %Shuff209 to <1 x i8>
  %Sl282 = select i1 true, i16 %E177, i16 0
  %Cmp283 = icmp eq i8 %B129, %L222
  br i1 %Cmp283, label %CF1738, label %CF1739

CF1739:                                           ; preds = %CF1739, %CF1738
  %L284 = load double, double* %PC, align 8
  store i8 %L176, i8* %0, align 1
  %E285 = extractelement <1 x i16> %Sl68, i32 0
  %Shuff286 = shufflevector <8 x i64> %ZE257, <8 x i64> %ZE257, <8 x i32> <i32 4, i32 6, i32 undef, i32 10, i32 12, i32 14, i32 undef, i32 2>
  %I287 = insertelement <8 x i64> %Shuff286, i64 %E50, i32 6
  %B288 = urem <1 x i64> %Sl10, zeroinitializer
  %Sl289 = select i1 %Cmp85, i1 true, i1 %E277
  br i1 %Sl289, label %CF1739, label %CF1783

CF1783:                                           ; preds = %CF1739
  %Cmp290 = icmp ult <8 x i8> %Shuff185, %I158
  %L291 = load double, double* %PC, align 8
  store i8 %E71, i8* %A, align 1
  %E292 = extractelement <2 x i1> %Shuff, i32 0
  br i1 %E292, label %CF1668, label %CF1677

CF1677:                                           ; preds = %CF1677, %CF1783
  %Shuff293 = shufflevector <2 x i8> %Shuff44, <2 x i8> %B272, <2 x i32> <i32 undef, i32 3>
  %I294 = insertelement <8 x i64> %Shuff286, i64 %E50, i32 7
  %B295 = ashr <1 x i64> %Shuff72, %Shuff72
  %ZE296 = zext <1 x i1> %Cmp251 to <1 x i8>
  %Sl297 = select i1 true, <2 x i1> %Shuff103, <2 x i1> %Shuff36
  %Cmp298 = icmp sge i8 %E184, %E35
  br i1 %Cmp298, label %CF1677, label %CF1713

CF1713:                                           ; preds = %CF1677
  %L299 = load i8, i8* %0, align 1
  store i8 %L222, i8* %0, align 1
  %E300 = extractelement <2 x i1> %Shuff201, i32 1
  br i1 %E300, label %CF1668, label %CF1671

CF1671:                                           ; preds = %CF1671, %CF1776, %CF1743, %CF1703, %CF1718, %CF1740, %CF1713
  %Shuff301 = shufflevector <2 x i8> %Shuff111, <2 x i8> %Shuff238, <2 x i32> <i32 undef, i32 2>
  %I302 = insertelement <1 x i32> %Sl91, i32 %Sl32, i32 0
  %BC = bitcast i64 %E169 to double
  %Sl303 = select i1 %Cmp198, i64 %FC159, i64 %ZE145
  %Cmp304 = icmp ule <2 x i8> %Shuff301, %Shuff135
  %L305 = load i8, i8* %0, align 1
  store float 0xC753A56780000000, float* %PC60, align 4
  %E306 = extractelement <1 x i32> %Shuff127, i32 0
  %Shuff307 = shufflevector <1 x i32> %Shuff95, <1 x i32> %B16, <1 x i32> undef
  %I308 = insertelement <8 x i8> %B240, i8 %L222, i32 5
  %Se309 = sext <2 x i1> %Cmp190 to <2 x i32>
  %Sl310 = select i1 %Cmp147, float %B187, float %Sl220
  %Cmp311 = icmp sgt <1 x i16> %Shuff28, zeroinitializer
  %L312 = load double, double* %PC, align 8
  store i8 41, i8* %0, align 1
  %E313 = extractelement <2 x i1> %Shuff36, i32 1
  br i1 %E313, label %CF1671, label %CF1776

CF1776:                                           ; preds = %CF1671
  %Shuff314 = shufflevector <2 x double> %FC54, <2 x double> %FC204, <2 x i32> <i32 0, i32 undef>
  %I315 = insertelement <2 x i8> %Shuff238, i8 %Sl131, i32 0
  %B316 = add <1 x i8> %Tr212, %Tr212
  %Sl317 = select i1 %Cmp77, <2 x i1> %Sl258, <2 x i1> %Shuff36
  %Cmp318 = icmp ult <2 x i16> %Sl84, zeroinitializer
  %L319 = load i8, i8* %0, align 1
  store i8 %L26, i8* %0, align 1
  %E320 = extractelement <2 x i1> %I255, i32 1
  br i1 %E320, label %CF1671, label %CF1724

CF1724:                                           ; preds = %CF1724, %CF1874, %CF1786, %CF1776
  %Shuff321 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %Sl205, <4 x i32> <i32 6, i32 0, i32 2, i32 undef>
  %I322 = insertelement <1 x i64> %Sl10, i64 %4, i32 0
  %B323 = fdiv float %L78, %Sl310
  %Tr324 = trunc <2 x i16> %B203 to <2 x i8>
  %Sl325 = select i1 %Sl289, i32 371989, i32 %E306
  %Cmp326 = icmp ult <2 x i16> %I37, zeroinitializer
  %L327 = load i8, i8* %0, align 1
  store float %L140, float* %PC60, align 4
  %E328 = extractelement <2 x i8> %B195, i32 0
  %Shuff329 = shufflevector <2 x i8> zeroinitializer, <2 x i8> %I, <2 x i32> <i32 3, i32 1>
  %I330 = insertelement <1 x i32> %I120, i32 %E94, i32 0
  %B331 = frem double 0x8A3FCD5EF33D6BDC, 0xA883D0A21B81F920
  %Tr332 = trunc i8 %Sl107 to i1
  br i1 %Tr332, label %CF1724, label %CF1874

CF1874:                                           ; preds = %CF1724
  %Sl333 = select i1 %Cmp48, i32 %B67, i32 %Sl325
  %Cmp334 = fcmp olt float %L63, %L244
  br i1 %Cmp334, label %CF1724, label %CF1765

CF1765:                                           ; preds = %CF1765, %CF1874
  %L335 = load float, float* %PC60, align 4
  store i8 %E149, i8* %0, align 1
  %E336 = extractelement <2 x i1> %Cmp267, i32 0
  br i1 %E336, label %CF1765, label %CF1786

CF1786:                                           ; preds = %CF1765
  %Shuff337 = shufflevector <2 x i8> zeroinitializer, <2 x i8> %ZE106, <2 x i32> <i32 1, i32 3>
  %I338 = insertelement <4 x i8> %Shuff178, i8 %E71, i32 3
  %ZE339 = zext i1 %Cmp147 to i64
  %Sl340 = select i1 %Cmp18, <1 x i1> %Sl181, <1 x i1> %Cmp100
  %Cmp341 = icmp ule <1 x i64> %B288, %I59
  %L342 = load i8, i8* %0, align 1
  store i8 %E6, i8* %0, align 1
  %E343 = extractelement <2 x i8> %Shuff88, i32 1
  %Shuff344 = shufflevector <4 x i8> %Shuff21, <4 x i8> %Shuff178, <4 x i32> <i32 4, i32 undef, i32 0, i32 2>
  %I345 = insertelement <4 x i8> %Shuff178, i8 %L176, i32 2
  %B346 = urem <2 x i8> %Shuff301, %B272
  %FC347 = fptosi double %Sl47 to i1
  br i1 %FC347, label %CF1724, label %CF1743

CF1743:                                           ; preds = %CF1786
  %Sl348 = select i1 %Cmp259, float %B180, float %Sl61
  %Cmp349 = icmp ule <2 x i8> zeroinitializer, %Shuff44
  %L350 = load i32, i32* %PC122, align 4
  store i8 %E126, i8* %0, align 1
  %E351 = extractelement <2 x i8> %Shuff238, i32 0
  %Shuff352 = shufflevector <1 x i16> %Shuff119, <1 x i16> %Shuff119, <1 x i32> <i32 1>
  %I353 = insertelement <4 x i8> %I96, i8 %E6, i32 3
  %B354 = frem float %Sl310, %Sl61
  %Se355 = sext i1 %Cmp62 to i32
  %Sl356 = select <1 x i1> %Sl340, <1 x i32> zeroinitializer, <1 x i32> %I302
  %Cmp357 = icmp uge i1 %Tr173, %Sl289
  br i1 %Cmp357, label %CF1671, label %CF1703

CF1703:                                           ; preds = %CF1743
  %L358 = load i8, i8* %0, align 1
  store double 0x8A3FCD5EF33D6BDC, double* %PC, align 8
  %E359 = extractelement <8 x i8> %I158, i32 2
  %Shuff360 = shufflevector <2 x i8> %Shuff88, <2 x i8> %I, <2 x i32> <i32 1, i32 undef>
  %I361 = insertelement <2 x i8> %Shuff7, i8 %E71, i32 1
  %Sl362 = select i1 %Cmp147, i64 %E50, i64 %ZE145
  %Cmp363 = icmp ule <2 x i16> zeroinitializer, %B264
  %L364 = load i8, i8* %0, align 1
  store i8 -103, i8* %0, align 1
  %E365 = extractelement <2 x i8> %Shuff65, i32 1
  %Shuff366 = shufflevector <8 x i1> %Shuff217, <8 x i1> %Cmp, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 undef, i32 14>
  %I367 = insertelement <8 x i8> %I15, i8 %E110, i32 2
  %B368 = xor <2 x i8> %Shuff238, %Shuff238
  %FC369 = sitofp i1 %FC137 to float
  %Sl370 = select i1 %Tr332, <2 x i1> %Cmp349, <2 x i1> %Shuff103
  %Cmp371 = icmp sgt <1 x i1> %Cmp311, %Cmp100
  %L372 = load i8, i8* %0, align 1
  store double %L19, double* %PC, align 8
  %E373 = extractelement <2 x i8> %I361, i32 1
  %Shuff374 = shufflevector <8 x i1> %Cmp, <8 x i1> %Shuff217, <8 x i32> <i32 8, i32 10, i32 12, i32 14, i32 0, i32 2, i32 4, i32 6>
  %I375 = insertelement <2 x i64> %Shuff254, i64 %B256, i32 0
  %B376 = udiv i32 371989, %Sl266
  %FC377 = uitofp <2 x i16> %I232 to <2 x float>
  %Sl378 = select i1 true, i1 %Tr173, i1 %Cmp259
  br i1 %Sl378, label %CF1671, label %CF1698

CF1698:                                           ; preds = %CF1698, %CF1703
  %Cmp379 = icmp ugt i8 %E87, %L252
  br i1 %Cmp379, label %CF1698, label %CF1718

CF1718:                                           ; preds = %CF1698
  %L380 = load i8, i8* %0, align 1
  store double %L34, double* %PC, align 8
  %E381 = extractelement <8 x i8> %I367, i32 7
  %Shuff382 = shufflevector <1 x i64> %B38, <1 x i64> %I59, <1 x i32> zeroinitializer
  %I383 = insertelement <2 x i1> zeroinitializer, i1 true, i32 0
  %B384 = sdiv <2 x i16> zeroinitializer, zeroinitializer
  %FC385 = fptosi float %L109 to i64
  %Sl386 = select i1 %Cmp124, i64 0, i64 %ZE145
  %Cmp387 = icmp ule i16 %E285, %E177
  br i1 %Cmp387, label %CF1671, label %CF1695

CF1695:                                           ; preds = %CF1695, %CF1793, %CF1718
  %L388 = load i8, i8* %0, align 1
  store i32 %B376, i32* %PC122, align 4
  %E389 = extractelement <8 x i1> %Shuff366, i32 0
  br i1 %E389, label %CF1695, label %CF1793

CF1793:                                           ; preds = %CF1695
  %Shuff390 = shufflevector <8 x i1> %Cmp275, <8 x i1> %Shuff217, <8 x i32> <i32 11, i32 13, i32 15, i32 1, i32 3, i32 5, i32 7, i32 9>
  %I391 = insertelement <2 x i8> %Shuff111, i8 %L176, i32 1
  %Tr392 = trunc <1 x i8> %ZE296 to <1 x i1>
  %Sl393 = select i1 %Cmp357, <2 x i1> %I383, <2 x i1> %Cmp235
  %Cmp394 = icmp sge <1 x i1> %Tr392, %Cmp311
  %L395 = load i8, i8* %0, align 1
  store i8 %Sl107, i8* %0, align 1
  %E396 = extractelement <1 x i16> %Shuff352, i32 0
  %Shuff397 = shufflevector <2 x i8> zeroinitializer, <2 x i8> %ZE106, <2 x i32> <i32 0, i32 2>
  %I398 = insertelement <2 x i1> %I179, i1 true, i32 0
  %B399 = sdiv <1 x i16> %Shuff352, zeroinitializer
  %ZE400 = zext i8 %E328 to i64
  %Sl401 = select i1 true, i1 %E300, i1 %Cmp214
  br i1 %Sl401, label %CF1695, label %CF1740

CF1740:                                           ; preds = %CF1793
  %Cmp402 = icmp eq <8 x i8> %I15, %I308
  %L403 = load i8, i8* %0, align 1
  store double %B53, double* %PC, align 8
  %E404 = extractelement <1 x i1> %Cmp341, i32 0
  br i1 %E404, label %CF1671, label %CF1689

CF1689:                                           ; preds = %CF1689, %CF1876, %CF1736, %CF1740
  %Shuff405 = shufflevector <8 x i1> %Shuff217, <8 x i1> %Cmp275, <8 x i32> <i32 undef, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13>
  %I406 = insertelement <2 x i8> zeroinitializer, i8 %L342, i32 1
  %B407 = frem float %L335, 0x47BB352F00000000
  %Tr408 = trunc i32 %Sl266 to i16
  %Sl409 = select i1 %E102, <2 x i16> zeroinitializer, <2 x i16> %B384
  %Cmp410 = icmp uge i1 %Cmp69, %E277
  br i1 %Cmp410, label %CF1689, label %CF1836

CF1836:                                           ; preds = %CF1836, %CF1689
  %L411 = load double, double* %PC, align 8
  store i8 -79, i8* %0, align 1
  %E412 = extractelement <8 x i8> %I15, i32 3
  %Shuff413 = shufflevector <8 x i1> %Cmp, <8 x i1> %Shuff366, <8 x i32> <i32 undef, i32 8, i32 10, i32 12, i32 14, i32 0, i32 2, i32 4>
  %I414 = insertelement <2 x i1> %Cmp221, i1 %Cmp18, i32 0
  %Tr415 = trunc i32 %L5 to i16
  %Sl416 = select i1 true, float %Sl, float 0xC753A56780000000
  %Cmp417 = icmp sge <2 x i16> %I37, %I232
  %L418 = load i8, i8* %0, align 1
  store i8 %L395, i8* %0, align 1
  %E419 = extractelement <1 x i64> %Shuff382, i32 0
  %Shuff420 = shufflevector <2 x i1> %I255, <2 x i1> %Cmp349, <2 x i32> <i32 3, i32 1>
  %I421 = insertelement <2 x i16> zeroinitializer, i16 16241, i32 1
  %ZE422 = zext i8 %E126 to i32
  %Sl423 = select i1 true, i8 %Sl123, i8 %E412
  %Cmp424 = icmp sge <1 x i1> %Sl181, %Cmp100
  %L425 = load i8, i8* %0, align 1
  store double %L162, double* %PC, align 8
  %E426 = extractelement <2 x i8> %Shuff293, i32 0
  %Shuff427 = shufflevector <8 x i16> %ZE219, <8 x i16> %ZE219, <8 x i32> <i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 1, i32 3>
  %I428 = insertelement <2 x i8> %Shuff88, i8 %E141, i32 1
  %FC429 = fptosi float %L101 to i1
  br i1 %FC429, label %CF1836, label %CF1876

CF1876:                                           ; preds = %CF1836
  %Sl430 = select i1 %Sl401, i1 %Cmp147, i1 %Cmp77
  br i1 %Sl430, label %CF1689, label %CF1736

CF1736:                                           ; preds = %CF1876
  %Cmp431 = icmp ule <1 x i16> %I136, %Shuff352
  %L432 = load i8, i8* %0, align 1
  store i8 %L372, i8* %0, align 1
  %E433 = extractelement <1 x i32> %Shuff58, i32 0
  %Shuff434 = shufflevector <1 x i8> %Tr281, <1 x i8> %Tr212, <1 x i32> <i32 1>
  %I435 = insertelement <2 x i8> %Shuff65, i8 %L319, i32 1
  %B436 = lshr i8 %E71, %E156
  %Tr437 = trunc i32 %E94 to i8
  %Sl438 = select i1 %Cmp132, double* %PC, double* %PC
  %Cmp439 = icmp eq i16 %E285, %E396
  br i1 %Cmp439, label %CF1689, label %CF1722

CF1722:                                           ; preds = %CF1722, %CF1736
  %L440 = load double, double* %Sl438, align 8
  store double %L312, double* %Sl438, align 8
  %E441 = extractelement <1 x i8> %Tr281, i32 0
  %Shuff442 = shufflevector <1 x i32> %Shuff209, <1 x i32> %I302, <1 x i32> <i32 1>
  %I443 = insertelement <2 x i16> zeroinitializer, i16 %E177, i32 1
  %B444 = add <1 x i8> %ZE296, %Shuff434
  %Se445 = sext i16 %E261 to i32
  %Sl446 = select i1 %Cmp41, i8 %E343, i8 %L299
  %Cmp447 = icmp uge <1 x i32> %Sl91, %I120
  %L448 = load double, double* %Sl438, align 8
  store float %B172, float* %PC60, align 4
  %E449 = extractelement <4 x i8> %Shuff321, i32 1
  %Shuff450 = shufflevector <1 x i32> %I302, <1 x i32> %I194, <1 x i32> undef
  %I451 = insertelement <8 x i1> %Shuff278, i1 true, i32 0
  %B452 = shl <1 x i32> %Shuff307, %I302
  %FC453 = fptoui <2 x float> %FC377 to <2 x i16>
  %Sl454 = select <2 x i1> %Sl317, <2 x i16> %I151, <2 x i16> zeroinitializer
  %Cmp455 = icmp sge i32 %E134, %Sl266
  br i1 %Cmp455, label %CF1722, label %CF1728

CF1728:                                           ; preds = %CF1728, %CF1823, %CF1722
  %L456 = load double, double* %Sl438, align 8
  store i32 %Sl266, i32* %PC122, align 4
  %E457 = extractelement <4 x i8> %I96, i32 2
  %Shuff458 = shufflevector <1 x i16> %I186, <1 x i16> %B23, <1 x i32> <i32 1>
  %I459 = insertelement <2 x i1> %Cmp326, i1 true, i32 1
  %Tr460 = trunc <2 x i16> %I37 to <2 x i8>
  %Sl461 = select i1 %E292, i8 -79, i8 %E35
  %Cmp462 = icmp ult i8 %Sl123, %Sl123
  br i1 %Cmp462, label %CF1728, label %CF1788

CF1788:                                           ; preds = %CF1788, %CF1728
  %L463 = load double, double* %Sl438, align 8
  store float %L140, float* %PC60, align 4
  %E464 = extractelement <8 x i8> zeroinitializer, i32 0
  %Shuff465 = shufflevector <8 x i1> %Cmp275, <8 x i1> %Cmp275, <8 x i32> <i32 3, i32 5, i32 7, i32 9, i32 undef, i32 13, i32 15, i32 1>
  %I466 = insertelement <2 x i8> %Shuff224, i8 %E457, i32 1
  %Sl467 = select i1 %Sl289, <2 x i1> %Sl393, <2 x i1> zeroinitializer
  %Cmp468 = icmp ule i8 %L364, %L425
  br i1 %Cmp468, label %CF1788, label %CF1823

CF1823:                                           ; preds = %CF1788
  %L469 = load double, double* %Sl438, align 8
  store double %B105, double* %PC, align 8
  %E470 = extractelement <2 x i8> %I466, i32 1
  %Shuff471 = shufflevector <2 x i1> %Shuff193, <2 x i1> %I171, <2 x i32> <i32 0, i32 2>
  %I472 = insertelement <1 x i32> %I120, i32 371989, i32 0
  %B473 = fdiv double %L456, %L284
  %Sl474 = select i1 %Cmp116, i64 %4, i64 %E50
  %Cmp475 = icmp ule i1 %E277, true
  br i1 %Cmp475, label %CF1728, label %CF1748

CF1748:                                           ; preds = %CF1823
  %L476 = load double, double* %Sl438, align 8
  store double %L284, double* %Sl438, align 8
  %E477 = extractelement <1 x i64> zeroinitializer, i32 0
  %Shuff478 = shufflevector <1 x i16> %Sl68, <1 x i16> %Shuff458, <1 x i32> <i32 1>
  %I479 = insertelement <1 x i32> %B74, i32 %ZE152, i32 0
  %B480 = and i32 %L207, %3
  %PC481 = bitcast i32* %1 to i16*
  %Sl482 = select i1 %Sl378, i32 %ZE152, i32 %L133
  %Cmp483 = fcmp one float 0xC0E5BD7980000000, 0xC753A56780000000
  br label %CF1667

CF1667:                                           ; preds = %CF1667, %CF1747, %CF1734, %CF1856, %CF1748
  %L484 = load double, double* %Sl438, align 8
  store double %L411, double* %Sl438, align 8
  %E485 = extractelement <1 x i32> %Shuff95, i32 0
  %Shuff486 = shufflevector <1 x i32> %Sl356, <1 x i32> %I472, <1 x i32> zeroinitializer
  %I487 = insertelement <2 x i1> %Shuff36, i1 %Cmp41, i32 0
  %B488 = shl i8 %E110, -1
  %FC489 = uitofp <1 x i16> %I186 to <1 x double>
  %Sl490 = select i1 %Cmp18, i8 %B436, i8 %E57
  %Cmp491 = icmp ugt i64 %ZE145, %E230
  br i1 %Cmp491, label %CF1667, label %CF1747

CF1747:                                           ; preds = %CF1667
  %L492 = load double, double* %Sl438, align 8
  store double %L199, double* %Sl438, align 8
  %E493 = extractelement <1 x i1> %Cmp341, i32 0
  br i1 %E493, label %CF1667, label %CF1684

CF1684:                                           ; preds = %CF1684, %CF1860, %CF1769, %CF1747
  %Shuff494 = shufflevector <8 x i8> %Shuff262, <8 x i8> %Shuff51, <8 x i32> <i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 0, i32 2>
  %I495 = insertelement <2 x i1> zeroinitializer, i1 %E313, i32 0
  %BC496 = bitcast i64 0 to double
  %Sl497 = select i1 %Tr173, double %Sl47, double %FC233
  %Cmp498 = icmp ne i8 %E64, %L372
  br i1 %Cmp498, label %CF1684, label %CF1798

CF1798:                                           ; preds = %CF1798, %CF1684
  %L499 = load double, double* %Sl438, align 8
  store double %L440, double* %Sl438, align 8
  %E500 = extractelement <2 x i32> %Se309, i32 0
  %Shuff501 = shufflevector <2 x i8> %Shuff44, <2 x i8> %Shuff44, <2 x i32> <i32 1, i32 3>
  %I502 = insertelement <2 x i8> %ZE106, i8 %E457, i32 1
  %B503 = srem i32 %E433, %ZE152
  %ZE504 = zext <2 x i8> %Shuff135 to <2 x i32>
  %Sl505 = select i1 %Cmp124, i1 %Cmp228, i1 %Cmp77
  br i1 %Sl505, label %CF1798, label %CF1829

CF1829:                                           ; preds = %CF1829, %CF1868, %CF1798
  %Cmp506 = fcmp false float 0x4420A67480000000, 0x47BB352F00000000
  br i1 %Cmp506, label %CF1829, label %CF1868

CF1868:                                           ; preds = %CF1829
  %L507 = load double, double* %Sl438, align 8
  store i16 16241, i16* %PC481, align 2
  %E508 = extractelement <8 x i1> %Cmp275, i32 4
  br i1 %E508, label %CF1829, label %CF1860

CF1860:                                           ; preds = %CF1868
  %Shuff509 = shufflevector <2 x i16> zeroinitializer, <2 x i16> %B384, <2 x i32> <i32 3, i32 undef>
  %I510 = insertelement <4 x i8> %Shuff321, i8 %L276, i32 1
  %B511 = udiv <2 x i8> %Shuff65, %Shuff65
  %Tr512 = trunc <2 x i16> %Sl454 to <2 x i1>
  %Sl513 = select <1 x i1> %Sl340, <1 x i16> %Shuff352, <1 x i16> zeroinitializer
  %Cmp514 = fcmp uno float 0x4420A67480000000, %B172
  br i1 %Cmp514, label %CF1684, label %CF1769

CF1769:                                           ; preds = %CF1860
  %L515 = load double, double* %Sl438, align 8
  store i16 %E177, i16* %PC481, align 2
  %E516 = extractelement <8 x i1> %Cmp, i32 2
  br i1 %E516, label %CF1684, label %CF1723

CF1723:                                           ; preds = %CF1723, %CF1824, %CF1769
  %Shuff517 = shufflevector <8 x i1> %Cmp, <8 x i1> %Cmp, <8 x i32> <i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 1, i32 3>
  %I518 = insertelement <2 x i8> zeroinitializer, i8 %Sl123, i32 1
  %B519 = srem i32 -1, %E306
  %Tr520 = trunc <4 x i8> zeroinitializer to <4 x i1>
  %Sl521 = select i1 true, i64 %Sl362, i64 %Sl474
  %Cmp522 = icmp ugt i8 %E464, %L342
  br i1 %Cmp522, label %CF1723, label %CF1782

CF1782:                                           ; preds = %CF1782, %CF1723
  %L523 = load double, double* %PC, align 8
  store double %BC, double* %Sl438, align 8
  %E524 = extractelement <2 x i8> %Shuff44, i32 1
  %Shuff525 = shufflevector <8 x i1> %Shuff413, <8 x i1> %Cmp, <8 x i32> <i32 14, i32 0, i32 2, i32 undef, i32 6, i32 undef, i32 10, i32 undef>
  %I526 = insertelement <2 x i1> %Shuff80, i1 %Cmp387, i32 0
  %B527 = fdiv double %L56, %L492
  %Sl528 = select i1 %Cmp18, double %L507, double %B331
  %Cmp529 = icmp sge <8 x i8> %Sl76, %I158
  %L530 = load i8, i8* %0, align 1
  store double %L484, double* %Sl438, align 8
  %E531 = extractelement <2 x i8> zeroinitializer, i32 0
  %Shuff532 = shufflevector <2 x i8> %B368, <2 x i8> %B195, <2 x i32> <i32 3, i32 undef>
  %I533 = insertelement <4 x i8> %Shuff178, i8 %E57, i32 1
  %B534 = sub i8 %Sl123, %E35
  %Se535 = sext i8 %E470 to i32
  %Sl536 = select i1 true, i1 %Cmp522, i1 %Cmp124
  br i1 %Sl536, label %CF1782, label %CF1824

CF1824:                                           ; preds = %CF1782
  %Cmp537 = icmp ule <2 x i8> %Shuff111, %Shuff532
  %L538 = load double, double* %Sl438, align 8
  store double %B105, double* %Sl438, align 8
  %E539 = extractelement <4 x i8> %Shuff178, i32 3
  %Shuff540 = shufflevector <2 x double> %FC204, <2 x double> %FC204, <2 x i32> <i32 2, i32 undef>
  %I541 = insertelement <1 x i16> %B399, i16 %E118, i32 0
  %B542 = xor i16 %E177, %E118
  %ZE543 = zext i8 %Sl131 to i64
  %Sl544 = select i1 %Sl153, double %L162, double %B105
  %Cmp545 = icmp sgt <2 x i1> %Tr512, %Shuff201
  %L546 = load double, double* %Sl438, align 8
  store double %B105, double* %Sl438, align 8
  %E547 = extractelement <8 x i1> %Shuff390, i32 6
  br i1 %E547, label %CF1723, label %CF1734

CF1734:                                           ; preds = %CF1824
  %Shuff548 = shufflevector <2 x i1> %Cmp267, <2 x i1> %Cmp190, <2 x i32> undef
  %I549 = insertelement <4 x double> %FC188, double %L284, i32 3
  %B550 = shl <8 x i16> %Shuff427, %ZE219
  %Se551 = sext i1 %E508 to i32
  %Sl552 = select i1 %Cmp85, i8 %L342, i8 %E64
  %Cmp553 = icmp ne i1 %Cmp387, %Cmp198
  br i1 %Cmp553, label %CF1667, label %CF1680

CF1680:                                           ; preds = %CF1680, %CF1734
  %L554 = load double, double* %Sl438, align 8
  store double %L448, double* %PC, align 8
  %E555 = extractelement <1 x i64> %Shuff72, i32 0
  %Shuff556 = shufflevector <1 x i32> %Sl356, <1 x i32> %Shuff486, <1 x i32> zeroinitializer
  %I557 = insertelement <2 x i64> %I375, i64 %E169, i32 0
  %FC558 = uitofp i8 %L358 to float
  %Sl559 = select i1 true, i64 %E50, i64 %FC196
  %Cmp560 = icmp eq <1 x i8> %B316, %Shuff434
  %L561 = load i8, i8* %0, align 1
  store float %FC558, float* %PC60, align 4
  %E562 = extractelement <2 x i32> %Se309, i32 1
  %Shuff563 = shufflevector <2 x i16> %FC453, <2 x i16> %B384, <2 x i32> <i32 undef, i32 2>
  %I564 = insertelement <1 x i16> %I81, i16 %E396, i32 0
  %B565 = lshr i16 %E27, %Se
  %Tr566 = fptrunc double %L484 to float
  %Sl567 = select i1 %Cmp283, i64 %E169, i64 %E50
  %Cmp568 = icmp sgt <2 x i64> %I263, %ZE90
  %L569 = load double, double* %Sl438, align 8
  store i8 %E141, i8* %A, align 1
  %E570 = extractelement <1 x i32> %Shuff307, i32 0
  %Shuff571 = shufflevector <2 x i1> %Sl258, <2 x i1> %Cmp267, <2 x i32> <i32 2, i32 0>
  %I572 = insertelement <2 x i64> %I557, i64 %E230, i32 0
  %B573 = sdiv <4 x i8> %Shuff14, %Sl274
  %Sl574 = select i1 true, i64 %E419, i64 %E50
  %Cmp575 = icmp ugt <2 x i1> %I279, %I526
  %L576 = load i8, i8* %0, align 1
  store i32 %Sl266, i32* %PC83, align 4
  %E577 = extractelement <2 x i8> %I428, i32 0
  %Shuff578 = shufflevector <2 x i8> zeroinitializer, <2 x i8> %ZE106, <2 x i32> <i32 3, i32 1>
  %I579 = insertelement <4 x i8> %Shuff21, i8 %E457, i32 1
  %B580 = add <2 x i8> zeroinitializer, %Shuff360
  %Tr581 = trunc i64 %Sl386 to i1
  br i1 %Tr581, label %CF1680, label %CF1737

CF1737:                                           ; preds = %CF1737, %CF1680
  %Sl582 = select i1 %E200, <2 x i1> %Shuff193, <2 x i1> %Cmp235
  %Cmp583 = fcmp ord float %L109, %FC558
  br i1 %Cmp583, label %CF1737, label %CF1856

CF1856:                                           ; preds = %CF1737
  %L584 = load double, double* %Sl438, align 8
  store i8 %L222, i8* %0, align 1
  %E585 = extractelement <8 x i8> %I367, i32 7
  %Shuff586 = shufflevector <8 x i8> %Shuff51, <8 x i8> %Shuff494, <8 x i32> <i32 10, i32 12, i32 14, i32 0, i32 undef, i32 4, i32 6, i32 8>
  %I587 = insertelement <2 x i16> %Shuff509, i16 %E396, i32 0
  %Tr588 = trunc i16 16241 to i1
  br i1 %Tr588, label %CF1667, label %CF1669

CF1669:                                           ; preds = %CF1669, %CF1856
  %Sl589 = select i1 %Cmp553, i8 %L319, i8 %L236
  %Cmp590 = icmp ugt <1 x i32> %Shuff307, %Shuff556
  %L591 = load i32, i32* %PC83, align 4
  store i8 %E6, i8* %0, align 1
  %E592 = extractelement <1 x i16> %Shuff478, i32 0
  %Shuff593 = shufflevector <2 x i64> %I263, <2 x i64> %Sl242, <2 x i32> <i32 undef, i32 1>
  %I594 = insertelement <8 x i8> %Shuff586, i8 %L395, i32 5
  %B595 = udiv <8 x i8> %Shuff51, %Shuff51
  %FC596 = sitofp <2 x i8> %Shuff397 to <2 x float>
  %Sl597 = select i1 %Cmp259, <2 x i64> %Sl242, <2 x i64> %Sl242
  %Cmp598 = icmp uge i32 %B226, %E94
  br i1 %Cmp598, label %CF1669, label %CF1721

CF1721:                                           ; preds = %CF1721, %CF1669
  %L599 = load double, double* %Sl438, align 8
  store i32 %E500, i32* %PC83, align 4
  %E600 = extractelement <2 x i1> %Shuff36, i32 1
  br i1 %E600, label %CF1721, label %CF1752

CF1752:                                           ; preds = %CF1752, %CF1816, %CF1721
  %Shuff601 = shufflevector <8 x i1> %Shuff278, <8 x i1> %Shuff217, <8 x i32> <i32 14, i32 undef, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12>
  %I602 = insertelement <2 x i16> %I421, i16 %E177, i32 0
  %FC603 = sitofp <1 x i1> %Tr392 to <1 x float>
  %Sl604 = select i1 %Cmp259, i8 %E524, i8 %L299
  %Cmp605 = icmp ult i1 %Cmp116, %E102
  br i1 %Cmp605, label %CF1752, label %CF1816

CF1816:                                           ; preds = %CF1752
  %L606 = load double, double* %Sl438, align 8
  store double %L523, double* %Sl438, align 8
  %E607 = extractelement <2 x i1> %I255, i32 0
  br i1 %E607, label %CF1752, label %CF1807

CF1807:                                           ; preds = %CF1816
  %Shuff608 = shufflevector <8 x i64> %Shuff286, <8 x i64> %ZE257, <8 x i32> <i32 undef, i32 9, i32 11, i32 13, i32 undef, i32 1, i32 undef, i32 5>
  %I609 = insertelement <8 x i1> %Cmp529, i1 %Cmp455, i32 1
  %B610 = frem <2 x float> %FC, %Sl234
  %Sl611 = select i1 %E102, i8 %Tr437, i8 %L176
  %Cmp612 = fcmp uge <4 x double> %I210, %I549
  %L613 = load double, double* %Sl438, align 8
  store double %B331, double* %Sl438, align 8
  %E614 = extractelement <4 x i1> %Tr520, i32 0
  br label %CF1664

CF1664:                                           ; preds = %CF1664, %CF1789, %CF1697, %CF1807
  %Shuff615 = shufflevector <1 x i32> %Shuff486, <1 x i32> %I194, <1 x i32> <i32 1>
  %I616 = insertelement <8 x i1> %I29, i1 %FC347, i32 3
  %B617 = add i8 %E365, %L86
  %Tr618 = trunc <1 x i32> %I302 to <1 x i16>
  %Sl619 = select <2 x i1> %Cmp11, <2 x i8> %Shuff150, <2 x i8> %Shuff360
  %Cmp620 = icmp sgt <8 x i1> %Shuff390, %Shuff366
  %L621 = load double, double* %Sl438, align 8
  store i8 %L576, i8* %0, align 1
  %E622 = extractelement <1 x i1> %I104, i32 0
  br i1 %E622, label %CF1664, label %CF1744

CF1744:                                           ; preds = %CF1744, %CF1846, %CF1664
  %Shuff623 = shufflevector <8 x i1> %Cmp529, <8 x i1> %Shuff517, <8 x i32> <i32 11, i32 undef, i32 15, i32 1, i32 3, i32 5, i32 7, i32 undef>
  %I624 = insertelement <2 x i16> %I232, i16 %E396, i32 1
  %B625 = add <8 x i8> %I89, %Shuff51
  %Tr626 = trunc i32 %E306 to i16
  %Sl627 = select i1 %Cmp522, i64 %ZE543, i64 %4
  %Cmp628 = fcmp ord float %Sl416, %Sl220
  br i1 %Cmp628, label %CF1744, label %CF1846

CF1846:                                           ; preds = %CF1744
  %L629 = load double, double* %Sl438, align 8
  store double %L229, double* %Sl438, align 8
  %E630 = extractelement <2 x i8> zeroinitializer, i32 0
  %Shuff631 = shufflevector <2 x i8> %Shuff88, <2 x i8> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I632 = insertelement <1 x i1> %Cmp424, i1 %Cmp228, i32 0
  %B633 = add <2 x i8> %Shuff337, %B272
  %ZE634 = zext <2 x i1> %Shuff548 to <2 x i16>
  %Sl635 = select i1 true, <2 x i8> %Shuff246, <2 x i8> %Shuff224
  %Cmp636 = icmp slt i8 %B9, %L299
  br i1 %Cmp636, label %CF1744, label %CF1750

CF1750:                                           ; preds = %CF1750, %CF1846
  %L637 = load i8, i8* %0, align 1
  store i8 %Sl123, i8* %0, align 1
  %E638 = extractelement <2 x i1> %Cmp568, i32 1
  br i1 %E638, label %CF1750, label %CF1789

CF1789:                                           ; preds = %CF1750
  %Shuff639 = shufflevector <2 x i1> %Cmp267, <2 x i1> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I640 = insertelement <1 x i8> %Tr281, i8 %L576, i32 0
  %B641 = srem i32 %B376, %E306
  %Se642 = sext <1 x i1> %Cmp431 to <1 x i8>
  %Sl643 = select <2 x i1> %Sl297, <2 x i1> %I526, <2 x i1> %Shuff639
  %Cmp644 = fcmp one float 0xC5C32D3700000000, %FC558
  br i1 %Cmp644, label %CF1664, label %CF1697

CF1697:                                           ; preds = %CF1789
  %L645 = load double, double* %PC, align 8
  store i8 %E524, i8* %0, align 1
  %E646 = extractelement <1 x i1> %I165, i32 0
  br i1 %E646, label %CF1664, label %CF1665

CF1665:                                           ; preds = %CF1665, %CF1794, %CF1773, %CF1704, %CF1812, %CF1775, %CF1697
  %Shuff647 = shufflevector <2 x i8> %Shuff65, <2 x i8> %Shuff170, <2 x i32> <i32 undef, i32 1>
  %I648 = insertelement <1 x i16> %Tr618, i16 %L42, i32 0
  %B649 = shl i64 %ZE145, %E50
  %Se650 = sext i1 %E300 to i8
  %Sl651 = select <2 x i1> %Cmp545, <2 x i8> %I247, <2 x i8> %I
  %Cmp652 = icmp ult <2 x i1> %Sl370, %I179
  %L653 = load double, double* %Sl438, align 8
  store double %L411, double* %Sl438, align 8
  %E654 = extractelement <8 x i8> %I158, i32 0
  %Shuff655 = shufflevector <2 x i8> %Shuff293, <2 x i8> %Shuff88, <2 x i32> <i32 undef, i32 1>
  %I656 = insertelement <1 x i1> %Cmp560, i1 %Cmp514, i32 0
  %B657 = fsub double %L411, %L448
  %FC658 = sitofp <1 x i16> zeroinitializer to <1 x float>
  %Sl659 = select i1 %Tr581, <2 x i1> %Cmp190, <2 x i1> %Cmp568
  %Cmp660 = icmp uge <8 x i8> %I15, %Shuff586
  %L661 = load double, double* %Sl438, align 8
  store i8 %L299, i8* %0, align 1
  %E662 = extractelement <1 x double> %FC31, i32 0
  %Shuff663 = shufflevector <2 x i8> %Shuff150, <2 x i8> %Tr460, <2 x i32> <i32 2, i32 0>
  %I664 = insertelement <2 x i1> %Cmp568, i1 %Cmp491, i32 0
  %Tr665 = trunc <2 x i8> %Shuff301 to <2 x i1>
  %Sl666 = select i1 %Sl536, float %B354, float %L140
  %Cmp667 = icmp eq <2 x i1> %Cmp417, %Sl582
  %L668 = load i32, i32* %PC122, align 4
  store i8 %L576, i8* %0, align 1
  %E669 = extractelement <1 x i1> %Cmp447, i32 0
  br i1 %E669, label %CF1665, label %CF1794

CF1794:                                           ; preds = %CF1665
  %Shuff670 = shufflevector <1 x i16> %I81, <1 x i16> %Tr618, <1 x i32> zeroinitializer
  %I671 = insertelement <2 x i8> %Shuff293, i8 %E64, i32 0
  %B672 = mul <2 x i8> %Shuff397, %I466
  %Tr673 = trunc i32 %E216 to i1
  br i1 %Tr673, label %CF1665, label %CF1715

CF1715:                                           ; preds = %CF1715, %CF1770, %CF1794
  %Sl674 = select i1 true, i16 %Tr626, i16 %B565
  %Cmp675 = icmp ugt <2 x i8> %I, %Shuff663
  %L676 = load double, double* %PC, align 8
  store double %B248, double* %Sl438, align 8
  %E677 = extractelement <8 x i8> %Shuff51, i32 3
  %Shuff678 = shufflevector <4 x i1> %Cmp612, <4 x i1> %Tr520, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I679 = insertelement <8 x i1> %Shuff278, i1 %Cmp259, i32 0
  %B680 = add <2 x i8> %B346, %Shuff578
  %ZE681 = zext i1 true to i32
  %Sl682 = select i1 true, <2 x i16> %Shuff509, <2 x i16> %Sl409
  %Cmp683 = fcmp one double %L515, %L440
  br i1 %Cmp683, label %CF1715, label %CF1770

CF1770:                                           ; preds = %CF1715
  %L684 = load double, double* %Sl438, align 8
  store i32 %Se551, i32* %PC83, align 4
  %E685 = extractelement <2 x i1> %Shuff80, i32 1
  br i1 %E685, label %CF1715, label %CF1768

CF1768:                                           ; preds = %CF1768, %CF1770
  %Shuff686 = shufflevector <4 x i8> %Shuff142, <4 x i8> %Sl227, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I687 = insertelement <1 x i32> %Shuff442, i32 %L133, i32 0
  %FC688 = sitofp <2 x i1> %Cmp667 to <2 x float>
  %Sl689 = select i1 %Cmp18, <2 x i8> %Sl651, <2 x i8> %Shuff578
  %Cmp690 = icmp ugt <2 x i8> %Shuff111, %Tr324
  %L691 = load i32, i32* %PC83, align 4
  store float %Sl416, float* %PC60, align 4
  %E692 = extractelement <2 x i8> %Shuff65, i32 1
  %Shuff693 = shufflevector <8 x i1> %Shuff217, <8 x i1> %Shuff525, <8 x i32> <i32 0, i32 undef, i32 4, i32 6, i32 undef, i32 10, i32 undef, i32 14>
  %I694 = insertelement <2 x i1> %Cmp326, i1 %Cmp462, i32 0
  %B695 = add <1 x i16> %Tr618, %Tr618
  %Se696 = sext <2 x i8> %Shuff647 to <2 x i16>
  %Sl697 = select <2 x i1> %Shuff571, <2 x i8> %I406, <2 x i8> %Shuff631
  %Cmp698 = icmp sge i1 %Cmp583, %E669
  br i1 %Cmp698, label %CF1768, label %CF1773

CF1773:                                           ; preds = %CF1768
  %L699 = load i8, i8* %0, align 1
  store double %B105, double* %Sl438, align 8
  %E700 = extractelement <2 x i8> zeroinitializer, i32 0
  %Shuff701 = shufflevector <2 x i1> zeroinitializer, <2 x i1> %Sl213, <2 x i32> <i32 undef, i32 1>
  %I702 = insertelement <2 x i8> %Shuff88, i8 %Sl611, i32 1
  %B703 = frem double %Sl497, %L554
  %Tr704 = trunc i64 %E169 to i16
  %Sl705 = select i1 true, i32 -1, i32 %ZE422
  %L706 = load double, double* %Sl438, align 8
  store float 0xC753A56780000000, float* %PC60, align 4
  %E707 = extractelement <2 x i64> %Sl242, i32 1
  %Shuff708 = shufflevector <1 x i16> %Tr618, <1 x i16> %I564, <1 x i32> zeroinitializer
  %I709 = insertelement <4 x i1> %Cmp612, i1 %Cmp387, i32 0
  %FC710 = sitofp <1 x i1> %I656 to <1 x float>
  %Sl711 = select i1 %E313, i8 %L425, i8 %E524
  %Cmp712 = icmp eq i32 %E485, %E433
  br i1 %Cmp712, label %CF1665, label %CF1704

CF1704:                                           ; preds = %CF1773
  %L713 = load i8, i8* %0, align 1
  store double %L19, double* %Sl438, align 8
  %E714 = extractelement <1 x i16> %Shuff352, i32 0
  %Shuff715 = shufflevector <1 x i32> %I472, <1 x i32> %I687, <1 x i32> <i32 1>
  %I716 = insertelement <8 x i8> %Shuff586, i8 %L176, i32 3
  %FC717 = uitofp <2 x i8> %I391 to <2 x float>
  %Sl718 = select i1 %E208, i64 0, i64 %Sl521
  %Cmp719 = icmp eq <2 x i8> %Shuff170, %I128
  %L720 = load float, float* %PC60, align 4
  store double %L440, double* %Sl438, align 8
  %E721 = extractelement <1 x i16> %Shuff708, i32 0
  %Shuff722 = shufflevector <1 x i1> %Cmp560, <1 x i1> %Cmp100, <1 x i32> undef
  %I723 = insertelement <2 x i8> zeroinitializer, i8 %E426, i32 0
  %Se724 = sext i8 %B617 to i64
  %Sl725 = select <4 x i1> %Tr520, <4 x i1> %Shuff678, <4 x i1> %Cmp612
  %L726 = load double, double* %Sl438, align 8
  store i8 %L93, i8* %0, align 1
  %E727 = extractelement <8 x i1> %Cmp402, i32 7
  br i1 %E727, label %CF1665, label %CF1675

CF1675:                                           ; preds = %CF1675, %CF1767, %CF1704
  %Shuff728 = shufflevector <1 x i32> %Shuff127, <1 x i32> %I194, <1 x i32> zeroinitializer
  %I729 = insertelement <2 x i1> %Shuff639, i1 %FC429, i32 0
  %B730 = frem double %L476, %L645
  %FC731 = fptosi float %L109 to i32
  %Sl732 = select i1 %Cmp33, i8 %L395, i8 %E87
  %Cmp733 = icmp ule i8 %E426, %Sl423
  br i1 %Cmp733, label %CF1675, label %CF1682

CF1682:                                           ; preds = %CF1682, %CF1675
  %L734 = load float, float* %PC60, align 4
  store i16 %Tr704, i16* %PC481, align 2
  %E735 = extractelement <2 x i1> %I279, i32 0
  br i1 %E735, label %CF1682, label %CF1693

CF1693:                                           ; preds = %CF1693, %CF1763, %CF1682
  %Shuff736 = shufflevector <1 x i1> %Cmp560, <1 x i1> %Shuff722, <1 x i32> <i32 1>
  %I737 = insertelement <2 x i8> %Shuff65, i8 %E163, i32 1
  %Se738 = sext <2 x i1> %I664 to <2 x i32>
  %Sl739 = select <2 x i1> %Shuff36, <2 x i8> %Shuff360, <2 x i8> %Shuff578
  %Cmp740 = icmp ult i8 %E373, %L
  br i1 %Cmp740, label %CF1693, label %CF1763

CF1763:                                           ; preds = %CF1693
  %L741 = load i8, i8* %0, align 1
  store i8 %L530, i8* %0, align 1
  %E742 = extractelement <4 x i8> %Shuff686, i32 0
  %Shuff743 = shufflevector <8 x i8> %Shuff51, <8 x i8> %Shuff494, <8 x i32> <i32 7, i32 undef, i32 11, i32 13, i32 undef, i32 1, i32 3, i32 5>
  %I744 = insertelement <1 x i16> %I186, i16 %Tr704, i32 0
  %B745 = frem float %L244, %L720
  %ZE746 = zext <2 x i8> %I702 to <2 x i64>
  %Sl747 = select i1 %Cmp491, i32 -1, i32 %L5
  %Cmp748 = icmp ugt i8 %E328, %Sl423
  br i1 %Cmp748, label %CF1693, label %CF1755

CF1755:                                           ; preds = %CF1755, %CF1834, %CF1763
  %L749 = load i32, i32* %PC122, align 4
  store double %B703, double* %Sl438, align 8
  %E750 = extractelement <2 x i1> %Shuff270, i32 0
  br i1 %E750, label %CF1755, label %CF1834

CF1834:                                           ; preds = %CF1755
  %Shuff751 = shufflevector <2 x i1> %Cmp221, <2 x i1> %I526, <2 x i32> <i32 1, i32 3>
  %I752 = insertelement <2 x i16> %Sl682, i16 %Tr415, i32 1
  %Sl753 = select i1 %Tr173, <8 x i1> %Shuff517, <8 x i1> %Shuff217
  %Cmp754 = icmp ule i16 %Tr415, 16241
  br i1 %Cmp754, label %CF1755, label %CF1767

CF1767:                                           ; preds = %CF1834
  %L755 = load double, double* %Sl438, align 8
  store double %L684, double* %Sl438, align 8
  %E756 = extractelement <8 x i1> %Shuff217, i32 7
  br i1 %E756, label %CF1675, label %CF1679

CF1679:                                           ; preds = %CF1679, %CF1767
  %Shuff757 = shufflevector <2 x i8> zeroinitializer, <2 x i8> %Shuff44, <2 x i32> <i32 2, i32 0>
  %I758 = insertelement <2 x i1> %Cmp667, i1 %E638, i32 0
  %B759 = xor i8 %L432, %L222
  %Sl760 = select i1 %E669, i8 %E630, i8 %E677
  %Cmp761 = icmp uge <1 x i1> %Cmp243, %Shuff736
  %L762 = load i8, i8* %0, align 1
  store i8 %Sl189, i8* %0, align 1
  %E763 = extractelement <2 x i8> %Shuff631, i32 0
  %Shuff764 = shufflevector <2 x i8> zeroinitializer, <2 x i8> %Shuff578, <2 x i32> <i32 3, i32 1>
  %I765 = insertelement <2 x i8> %Shuff293, i8 %B617, i32 1
  %B766 = shl i32 %E134, %B641
  %ZE767 = zext <8 x i8> %I594 to <8 x i32>
  %Sl768 = select i1 %Cmp33, i32* %PC122, i32* %1
  %Cmp769 = icmp slt i1 %Cmp712, %E192
  br i1 %Cmp769, label %CF1679, label %CF1812

CF1812:                                           ; preds = %CF1679
  %L770 = load double, double* %Sl438, align 8
  store i32 %E570, i32* %Sl768, align 4
  %E771 = extractelement <1 x i1> %Cmp431, i32 0
  br i1 %E771, label %CF1665, label %CF1670

CF1670:                                           ; preds = %CF1670, %CF1821, %CF1872, %CF1832, %CF1812
  %Shuff772 = shufflevector <1 x i1> %Sl340, <1 x i1> %Cmp139, <1 x i32> <i32 1>
  %I773 = insertelement <8 x i1> %Cmp620, i1 %Cmp214, i32 5
  %ZE774 = zext i32 %L155 to i64
  %Sl775 = select i1 %Cmp77, i1 %Cmp198, i1 %Cmp214
  br i1 %Sl775, label %CF1670, label %CF1817

CF1817:                                           ; preds = %CF1817, %CF1670
  %Cmp776 = icmp uge <8 x i8> %I52, %I15
  %L777 = load double, double* %Sl438, align 8
  store double %L34, double* %Sl438, align 8
  %E778 = extractelement <2 x i1> %I459, i32 0
  br i1 %E778, label %CF1817, label %CF1821

CF1821:                                           ; preds = %CF1817
  %Shuff779 = shufflevector <8 x i1> %Shuff217, <8 x i1> %I773, <8 x i32> <i32 9, i32 11, i32 13, i32 15, i32 1, i32 3, i32 undef, i32 undef>
  %I780 = insertelement <2 x i64> %ZE90, i64 %ZE339, i32 1
  %B781 = urem i32 %L155, %L215
  %Se782 = sext i1 %Cmp108 to i64
  %Sl783 = select <8 x i1> %I609, <8 x i16> %B550, <8 x i16> %B550
  %Cmp784 = icmp sge <1 x i16> %Shuff708, %Shuff458
  %L785 = load i16, i16* %PC481, align 2
  store double %L19, double* %Sl438, align 8
  %E786 = extractelement <2 x i8> zeroinitializer, i32 0
  %Shuff787 = shufflevector <2 x i1> %Shuff164, <2 x i1> %I694, <2 x i32> <i32 1, i32 3>
  %I788 = insertelement <2 x i1> %Shuff164, i1 %Cmp712, i32 1
  %B789 = udiv i32 %Se445, %Se551
  %Tr790 = trunc i16 %E253 to i1
  br i1 %Tr790, label %CF1670, label %CF1705

CF1705:                                           ; preds = %CF1705, %CF1847, %CF1741, %CF1821
  %Sl791 = select i1 true, double %B527, double %L726
  %Cmp792 = icmp ule i32 %Sl266, %B766
  br i1 %Cmp792, label %CF1705, label %CF1847

CF1847:                                           ; preds = %CF1705
  %L793 = load double, double* %Sl438, align 8
  store i32 %Sl32, i32* %Sl768, align 4
  %E794 = extractelement <2 x i8> %Shuff655, i32 0
  %Shuff795 = shufflevector <4 x double> %FC188, <4 x double> %FC188, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I796 = insertelement <1 x i1> %Cmp341, i1 %Cmp18, i32 0
  %ZE797 = zext i8 %FC24 to i64
  %Sl798 = select i1 %Cmp48, <4 x i8> %Shuff178, <4 x i8> %I510
  %Cmp799 = icmp slt i8 %L403, %L319
  br i1 %Cmp799, label %CF1705, label %CF1741

CF1741:                                           ; preds = %CF1847
  %L800 = load double, double* %Sl438, align 8
  store double 0xA883D0A21B81F920, double* %Sl438, align 8
  %E801 = extractelement <1 x i32> %I73, i32 0
  %Shuff802 = shufflevector <1 x i1> %Shuff722, <1 x i1> %Cmp311, <1 x i32> zeroinitializer
  %I803 = insertelement <1 x i32> %Shuff127, i32 418429, i32 0
  %Tr804 = trunc i64 %E50 to i32
  %Sl805 = select i1 %Cmp228, <4 x i1> %I709, <4 x i1> %Tr520
  %Cmp806 = icmp ult <8 x i1> %Cmp402, %Shuff366
  %L807 = load i32, i32* %Sl768, align 4
  store i16 %E396, i16* %PC481, align 2
  %E808 = extractelement <2 x i1> %Cmp235, i32 1
  br i1 %E808, label %CF1705, label %CF1708

CF1708:                                           ; preds = %CF1708, %CF1833, %CF1741
  %Shuff809 = shufflevector <2 x i8> %Shuff111, <2 x i8> %Sl619, <2 x i32> <i32 2, i32 0>
  %I810 = insertelement <2 x i1> %Cmp675, i1 %Cmp636, i32 0
  %B811 = or <2 x i16> %I752, %B384
  %Se812 = sext <1 x i1> %I656 to <1 x i16>
  %Sl813 = select i1 %Tr173, i32 %B, i32 %E433
  %Cmp814 = icmp ne i1 %E516, %E404
  br i1 %Cmp814, label %CF1708, label %CF1833

CF1833:                                           ; preds = %CF1708
  %L815 = load double, double* %Sl438, align 8
  store double 0x69BF0CDE92BD6B5C, double* %Sl438, align 8
  %E816 = extractelement <8 x i1> %Cmp402, i32 5
  br i1 %E816, label %CF1708, label %CF1762

CF1762:                                           ; preds = %CF1762, %CF1833
  %Shuff817 = shufflevector <1 x i16> %I81, <1 x i16> %Shuff119, <1 x i32> zeroinitializer
  %I818 = insertelement <2 x i8> %Shuff631, i8 %E786, i32 0
  %B819 = fadd float %Sl25, %L734
  %Se820 = sext <2 x i1> %I255 to <2 x i64>
  %Sl821 = select <2 x i1> %Shuff201, <2 x i8> %Shuff150, <2 x i8> %Shuff246
  %Cmp822 = fcmp ueq <1 x double> %FC31, %FC31
  %L823 = load double, double* %Sl438, align 8
  store i32 %Se551, i32* %Sl768, align 4
  %E824 = extractelement <1 x i32> %Shuff209, i32 0
  %Shuff825 = shufflevector <1 x i32> %B452, <1 x i32> %Shuff58, <1 x i32> undef
  %I826 = insertelement <1 x i1> %Shuff736, i1 %Cmp769, i32 0
  %Sl827 = select i1 %Cmp628, <1 x i1> %Cmp371, <1 x i1> %Cmp154
  %Cmp828 = fcmp oeq double %B248, %L653
  br i1 %Cmp828, label %CF1762, label %CF1777

CF1777:                                           ; preds = %CF1777, %CF1762
  %L829 = load double, double* %PC, align 8
  store i32 %Sl747, i32* %Sl768, align 4
  %E830 = extractelement <2 x i8> %I315, i32 1
  %Shuff831 = shufflevector <1 x i1> %Cmp761, <1 x i1> %Tr392, <1 x i32> zeroinitializer
  %I832 = insertelement <1 x i1> %Shuff831, i1 %E547, i32 0
  %B833 = frem double %L554, %L584
  %FC834 = fptosi float %Sl348 to i1
  br i1 %FC834, label %CF1777, label %CF1872

CF1872:                                           ; preds = %CF1777
  %Sl835 = select i1 %Cmp468, double %B473, double %BC
  %Cmp836 = icmp ugt i32 %ZE422, 371989
  br i1 %Cmp836, label %CF1670, label %CF1673

CF1673:                                           ; preds = %CF1673, %CF1694, %CF1822, %CF1844, %CF1872
  %L837 = load i8, i8* %A, align 1
  store double %L411, double* %Sl438, align 8
  %E838 = extractelement <8 x i1> %Cmp402, i32 2
  br i1 %E838, label %CF1673, label %CF1694

CF1694:                                           ; preds = %CF1673
  %Shuff839 = shufflevector <1 x i32> %I120, <1 x i32> %Shuff209, <1 x i32> <i32 1>
  %I840 = insertelement <1 x i16> %Shuff817, i16 %Tr704, i32 0
  %B841 = fadd double %L125, %L411
  %Tr842 = trunc <1 x i16> %Tr618 to <1 x i1>
  %Sl843 = select <4 x i1> %Tr520, <4 x i8> %I96, <4 x i8> %Shuff142
  %Cmp844 = icmp ugt <2 x i1> %I398, %Cmp326
  %L845 = load double, double* %Sl438, align 8
  store double %L815, double* %Sl438, align 8
  %E846 = extractelement <1 x i64> %Shuff382, i32 0
  %Shuff847 = shufflevector <2 x i1> %I526, <2 x i1> zeroinitializer, <2 x i32> <i32 1, i32 undef>
  %I848 = insertelement <4 x i8> %Shuff686, i8 %E35, i32 3
  %ZE849 = zext i1 %E300 to i32
  %Sl850 = select i1 %E320, i32 -1, i32 %Sl266
  %Cmp851 = icmp slt <1 x i1> %Cmp394, %Cmp100
  %L852 = load double, double* %PC, align 8
  store double %L523, double* %Sl438, align 8
  %E853 = extractelement <1 x i16> %B23, i32 0
  %Shuff854 = shufflevector <2 x i1> %Shuff571, <2 x i1> %Cmp235, <2 x i32> <i32 3, i32 undef>
  %I855 = insertelement <1 x i32> %Shuff442, i32 %B67, i32 0
  %B856 = fadd float %B819, %FC369
  %FC857 = uitofp i8 %E630 to double
  %Sl858 = select i1 %Sl153, double %L653, double %L584
  %Cmp859 = icmp sge i8 %L276, %E692
  br i1 %Cmp859, label %CF1673, label %CF1691

CF1691:                                           ; preds = %CF1691, %CF1694
  %L860 = load i32, i32* %Sl768, align 4
  store double %L484, double* %Sl438, align 8
  %E861 = extractelement <1 x i1> %Cmp154, i32 0
  br i1 %E861, label %CF1691, label %CF1756

CF1756:                                           ; preds = %CF1756, %CF1870, %CF1797, %CF1781, %CF1691
  %Shuff862 = shufflevector <1 x float> %FC603, <1 x float> %FC603, <1 x i32> zeroinitializer
  %I863 = insertelement <1 x i16> %Shuff458, i16 %E396, i32 0
  %BC864 = bitcast i64 0 to double
  %Sl865 = select i1 %Cmp62, i32 %B641, i32 %Sl266
  %Cmp866 = icmp uge <2 x i1> %Cmp349, %Cmp349
  %L867 = load i8, i8* %0, align 1
  store float %Sl220, float* %PC60, align 4
  %E868 = extractelement <4 x i8> %Shuff178, i32 2
  %Shuff869 = shufflevector <2 x i1> %I664, <2 x i1> %Shuff787, <2 x i32> <i32 1, i32 3>
  %I870 = insertelement <4 x i8> %Shuff142, i8 %E184, i32 3
  %FC871 = uitofp <2 x i8> %Shuff337 to <2 x float>
  %Sl872 = select <2 x i1> %Shuff639, <2 x i1> %Sl317, <2 x i1> %Sl317
  %Cmp873 = icmp sge i32 %E562, %E306
  br i1 %Cmp873, label %CF1756, label %CF1870

CF1870:                                           ; preds = %CF1756
  %L874 = load i8, i8* %0, align 1
  store i32 %B376, i32* %PC122, align 4
  %E875 = extractelement <2 x double> %Shuff540, i32 0
  %Shuff876 = shufflevector <1 x i64> %Shuff382, <1 x i64> zeroinitializer, <1 x i32> undef
  %I877 = insertelement <8 x i1> %Shuff413, i1 %Sl536, i32 7
  %B878 = sdiv i8 %E6, %Sl197
  %Tr879 = trunc <1 x i64> %Shuff72 to <1 x i16>
  %Sl880 = select <2 x i1> %Sl297, <2 x i1> %Shuff201, <2 x i1> %Shuff639
  %Cmp881 = icmp sgt <8 x i1> %Shuff374, %Shuff517
  %L882 = load double, double* %PC, align 8
  store i16 %Tr704, i16* %PC481, align 2
  %E883 = extractelement <2 x i1> %Shuff751, i32 0
  br i1 %E883, label %CF1756, label %CF1797

CF1797:                                           ; preds = %CF1870
  %Shuff884 = shufflevector <1 x i32> %Shuff127, <1 x i32> %Shuff615, <1 x i32> <i32 1>
  %I885 = insertelement <2 x i1> %Shuff701, i1 %Tr173, i32 1
  %ZE886 = zext i1 %Cmp379 to i64
  %Sl887 = select i1 %Cmp873, <8 x i1> %Shuff517, <8 x i1> %Cmp275
  %Cmp888 = icmp uge <8 x i8> zeroinitializer, %I15
  %L889 = load i32, i32* %Sl768, align 4
  store i32 %Se551, i32* %Sl768, align 4
  %E890 = extractelement <1 x i1> %I796, i32 0
  br i1 %E890, label %CF1756, label %CF1781

CF1781:                                           ; preds = %CF1797
  %Shuff891 = shufflevector <8 x i16> %Shuff427, <8 x i16> %Sl783, <8 x i32> <i32 undef, i32 10, i32 12, i32 14, i32 0, i32 2, i32 4, i32 6>
  %I892 = insertelement <8 x i8> %B280, i8 %E794, i32 2
  %B893 = fmul double %BC496, %L777
  %ZE894 = zext i8 %E13 to i32
  %Sl895 = select i1 %Cmp628, float %FC75, float %B819
  %Cmp896 = icmp ule <2 x i16> %B264, zeroinitializer
  %L897 = load i32, i32* %Sl768, align 4
  store double %L411, double* %Sl438, align 8
  %E898 = extractelement <1 x i32> %Shuff58, i32 0
  %Shuff899 = shufflevector <2 x i1> %Sl880, <2 x i1> %Sl467, <2 x i32> <i32 3, i32 1>
  %I900 = insertelement <2 x i8> %Shuff501, i8 -3, i32 1
  %B901 = fsub double %B105, %L411
  %Se902 = sext i1 %FC137 to i16
  %Sl903 = select i1 %Tr581, i1 %Cmp748, i1 %Cmp859
  br i1 %Sl903, label %CF1756, label %CF1780

CF1780:                                           ; preds = %CF1780, %CF1781
  %L904 = load i16, i16* %PC481, align 2
  store i8 %Sl123, i8* %0, align 1
  %E905 = extractelement <2 x i8> %Shuff655, i32 0
  %Shuff906 = shufflevector <4 x double> %Shuff795, <4 x double> %I549, <4 x i32> <i32 undef, i32 3, i32 5, i32 7>
  %I907 = insertelement <2 x i1> %I664, i1 true, i32 1
  %B908 = fmul float %FC75, %Sl348
  %Tr909 = trunc i32 %L860 to i16
  %Sl910 = select i1 true, float %L109, float %FC558
  %Cmp911 = icmp sgt i8 %B436, %E830
  br i1 %Cmp911, label %CF1780, label %CF1822

CF1822:                                           ; preds = %CF1780
  %L912 = load i8, i8* %0, align 1
  store i32 %B641, i32* %Sl768, align 4
  %E913 = extractelement <1 x i32> %B16, i32 0
  %Shuff914 = shufflevector <4 x double> %FC130, <4 x double> %I549, <4 x i32> <i32 undef, i32 1, i32 3, i32 5>
  %I915 = insertelement <8 x i8> %I308, i8 %L299, i32 1
  %B916 = frem double %L492, %L411
  %Tr917 = trunc <2 x i8> %I406 to <2 x i1>
  %Sl918 = select <2 x i1> %Cmp304, <2 x i1> %Sl297, <2 x i1> %I885
  %Cmp919 = icmp ult <1 x i32> %Shuff556, %Shuff442
  %L920 = load double, double* %PC, align 8
  store i8 %B97, i8* %0, align 1
  %E921 = extractelement <2 x i8> %Shuff65, i32 0
  %Shuff922 = shufflevector <1 x i16> %Shuff670, <1 x i16> %B399, <1 x i32> undef
  %I923 = insertelement <8 x i1> %Shuff693, i1 %Sl775, i32 5
  %B924 = and i16 %E285, %Tr408
  %FC925 = fptoui double %L770 to i8
  %Sl926 = select <2 x i1> %I495, <2 x i8> %Shuff337, <2 x i8> %B272
  %Cmp927 = icmp slt <2 x i1> %Shuff548, %Shuff36
  %L928 = load i32, i32* %Sl768, align 4
  store double 0x69BF0CDE92BD6B5C, double* %Sl438, align 8
  %E929 = extractelement <4 x i8> %Sl274, i32 0
  %Shuff930 = shufflevector <4 x i1> %Shuff678, <4 x i1> %Tr520, <4 x i32> <i32 3, i32 undef, i32 7, i32 1>
  %I931 = insertelement <1 x i32> %Shuff442, i32 %E562, i32 0
  %ZE932 = zext i1 %Sl903 to i64
  %Sl933 = select i1 true, <2 x i16> %I151, <2 x i16> %I587
  %L934 = load double, double* %Sl438, align 8
  store i32 %L928, i32* %PC83, align 4
  %E935 = extractelement <8 x i1> %Cmp776, i32 6
  br i1 %E935, label %CF1673, label %CF1686

CF1686:                                           ; preds = %CF1686, %CF1790, %CF1855, %CF1840, %CF1822
  %Shuff936 = shufflevector <8 x i8> %Shuff262, <8 x i8> %I367, <8 x i32> <i32 1, i32 3, i32 undef, i32 7, i32 9, i32 11, i32 13, i32 15>
  %I937 = insertelement <8 x i1> %I29, i1 %Cmp859, i32 3
  %Sl938 = select i1 %Cmp799, i32 %E570, i32 %E94
  %Cmp939 = icmp ugt i32 %ZE681, %L889
  br i1 %Cmp939, label %CF1686, label %CF1790

CF1790:                                           ; preds = %CF1686
  %L940 = load i8, i8* %0, align 1
  store i32 %L133, i32* %Sl768, align 4
  %E941 = extractelement <2 x i8> %Shuff111, i32 1
  %Shuff942 = shufflevector <2 x i8> %Shuff301, <2 x i8> %Sl926, <2 x i32> <i32 0, i32 2>
  %I943 = insertelement <8 x i1> %Shuff278, i1 true, i32 6
  %B944 = and i8 1, %Sl123
  %Tr945 = trunc <2 x i16> %B811 to <2 x i1>
  %Sl946 = select i1 %E192, <2 x i1> %Shuff80, <2 x i1> %Cmp221
  %L947 = load i32, i32* %Sl768, align 4
  store double %L569, double* %Sl438, align 8
  %E948 = extractelement <2 x i1> %Shuff751, i32 0
  br i1 %E948, label %CF1686, label %CF1761

CF1761:                                           ; preds = %CF1761, %CF1790
  %Shuff949 = shufflevector <2 x i8> %Shuff809, <2 x i8> %Shuff942, <2 x i32> <i32 1, i32 3>
  %I950 = insertelement <1 x i8> %B316, i8 %Sl732, i32 0
  %B951 = sub i32 %L807, %B480
  %FC952 = sitofp <8 x i1> %I943 to <8 x float>
  %Sl953 = select i1 %Cmp69, <8 x i8> %I367, <8 x i8> %I158
  %Cmp954 = fcmp one float %L117, %Sl895
  br i1 %Cmp954, label %CF1761, label %CF1855

CF1855:                                           ; preds = %CF1761
  %L955 = load i32, i32* %Sl768, align 4
  store i32 %B766, i32* %PC83, align 4
  %E956 = extractelement <2 x i1> %Cmp182, i32 1
  br i1 %E956, label %CF1686, label %CF1706

CF1706:                                           ; preds = %CF1706, %CF1855
  %Shuff957 = shufflevector <2 x i16> %B264, <2 x i16> %Sl138, <2 x i32> <i32 0, i32 2>
  %I958 = insertelement <8 x i8> %Shuff185, i8 %E786, i32 2
  %B959 = shl i64 %Sl362, %Sl474
  %ZE960 = zext i8 %E149 to i64
  %Sl961 = select i1 %Cmp954, i8 %L268, i8 %L837
  %Cmp962 = icmp slt <8 x i64> %I294, %Shuff608
  %L963 = load double, double* %PC, align 8
  store i32 %L350, i32* %Sl768, align 4
  %E964 = extractelement <8 x i64> %Shuff608, i32 4
  %Shuff965 = shufflevector <4 x double> %FC188, <4 x double> %Shuff795, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I966 = insertelement <2 x i1> %Cmp537, i1 %Cmp754, i32 1
  %B967 = or i8 %E585, %Sl197
  %ZE968 = zext <8 x i1> %I877 to <8 x i32>
  %Sl969 = select i1 %Cmp873, <2 x i8> %I765, <2 x i8> %ZE106
  %Cmp970 = icmp sge <2 x i8> %I900, %I
  %L971 = load i16, i16* %PC481, align 2
  store double %L440, double* %Sl438, align 8
  %E972 = extractelement <1 x i1> %I104, i32 0
  br i1 %E972, label %CF1706, label %CF1785

CF1785:                                           ; preds = %CF1785, %CF1849, %CF1706
  %Shuff973 = shufflevector <2 x i1> %Shuff103, <2 x i1> %Shuff639, <2 x i32> <i32 2, i32 0>
  %I974 = insertelement <1 x i1> %Shuff802, i1 %Cmp85, i32 0
  %ZE975 = zext <2 x i8> %Shuff532 to <2 x i32>
  %Sl976 = select i1 %Cmp754, <2 x i8> %I128, <2 x i8> %Sl926
  %Cmp977 = icmp uge <8 x i16> %Sl783, %B550
  %L978 = load i8, i8* %0, align 1
  store double %L411, double* %Sl438, align 8
  %E979 = extractelement <2 x i8> %Shuff655, i32 1
  %Shuff980 = shufflevector <1 x float> %FC710, <1 x float> %FC603, <1 x i32> zeroinitializer
  %I981 = insertelement <2 x i64> %Shuff593, i64 %E707, i32 0
  %FC982 = uitofp i1 %Cmp698 to double
  %Sl983 = select i1 %Cmp132, i16 %B924, i16 %E177
  %Cmp984 = icmp ne <1 x i1> %Cmp784, %Cmp100
  %L985 = load double, double* %Sl438, align 8
  store double 0x8A3FCD5EF33D6BDC, double* %Sl438, align 8
  %E986 = extractelement <2 x i1> %Shuff639, i32 1
  br i1 %E986, label %CF1785, label %CF1849

CF1849:                                           ; preds = %CF1785
  %Shuff987 = shufflevector <2 x i8> %Shuff757, <2 x i8> %Sl976, <2 x i32> <i32 0, i32 2>
  %I988 = insertelement <1 x i64> zeroinitializer, i64 %B256, i32 0
  %B989 = xor i64 %Se273, %ZE797
  %ZE990 = fpext <2 x float> %FC to <2 x double>
  %Sl991 = select i1 %Cmp605, <8 x i1> %Sl887, <8 x i1> %Cmp660
  %Cmp992 = icmp sge <1 x i1> %I165, %Tr392
  %L993 = load i32, i32* %Sl768, align 4
  store double %Sl146, double* %Sl438, align 8
  %E994 = extractelement <1 x i16> %Shuff817, i32 0
  %Shuff995 = shufflevector <2 x i8> %Shuff65, <2 x i8> %B195, <2 x i32> <i32 2, i32 0>
  %I996 = insertelement <1 x i64> zeroinitializer, i64 %E707, i32 0
  %B997 = udiv <8 x i8> %Sl76, %I716
  %FC998 = sitofp i32 %L928 to double
  %Sl999 = select i1 %Cmp357, <2 x i8> %Shuff397, <2 x i8> %I428
  %Cmp1000 = icmp slt <1 x i1> %Cmp311, %Cmp851
  %L1001 = load float, float* %PC60, align 4
  store double %B248, double* %Sl438, align 8
  %E1002 = extractelement <2 x i8> %Shuff88, i32 1
  %Shuff1003 = shufflevector <1 x i8> %ZE296, <1 x i8> %Tr281, <1 x i32> zeroinitializer
  %I1004 = insertelement <2 x i1> %Shuff, i1 %Tr581, i32 0
  %B1005 = frem double %L456, %E875
  %FC1006 = sitofp i32 %B766 to double
  %Sl1007 = select i1 %E972, <2 x i1> %I729, <2 x i1> %Sl317
  %Cmp1008 = icmp sgt <2 x i8> %I239, %B195
  %L1009 = load double, double* %Sl438, align 8
  store i32 %B519, i32* %Sl768, align 4
  %E1010 = extractelement <1 x i64> %Shuff876, i32 0
  %Shuff1011 = shufflevector <2 x i8> %Shuff135, <2 x i8> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I1012 = insertelement <8 x i8> %Shuff743, i8 %Sl107, i32 2
  %B1013 = mul i8 %L432, %Se650
  %Se1014 = sext <2 x i1> %Sl213 to <2 x i16>
  %Sl1015 = select i1 %Cmp644, double %BC496, double %L440
  %Cmp1016 = icmp ugt i64 %Sl627, %E230
  br i1 %Cmp1016, label %CF1785, label %CF1840

CF1840:                                           ; preds = %CF1849
  %L1017 = load i32, i32* %Sl768, align 4
  store double %L411, double* %Sl438, align 8
  %E1018 = extractelement <1 x i1> %I974, i32 0
  br i1 %E1018, label %CF1686, label %CF1699

CF1699:                                           ; preds = %CF1699, %CF1879, %CF1820, %CF1733, %CF1840
  %Shuff1019 = shufflevector <4 x double> %Shuff914, <4 x double> %I549, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I1020 = insertelement <8 x i1> %Shuff217, i1 %Cmp214, i32 4
  %FC1021 = sitofp <1 x i1> %Cmp992 to <1 x float>
  %Sl1022 = select i1 true, <4 x i8> %I533, <4 x i8> %Shuff178
  %Cmp1023 = fcmp ogt float %L117, %Sl310
  br i1 %Cmp1023, label %CF1699, label %CF1869

CF1869:                                           ; preds = %CF1869, %CF1699
  %L1024 = load i32, i32* %Sl768, align 4
  store i16 %Se, i16* %PC481, align 2
  %E1025 = extractelement <8 x i8> %Shuff586, i32 1
  %Shuff1026 = shufflevector <2 x i1> %Shuff80, <2 x i1> %Cmp349, <2 x i32> <i32 0, i32 2>
  %I1027 = insertelement <2 x i8> %B272, i8 %E742, i32 0
  %Sl1028 = select <2 x i1> %I1004, <2 x i1> %Shuff471, <2 x i1> %Shuff751
  %Cmp1029 = icmp slt i1 %Cmp748, %E935
  br i1 %Cmp1029, label %CF1869, label %CF1879

CF1879:                                           ; preds = %CF1869
  %L1030 = load i32, i32* %PC122, align 4
  store double %L829, double* %Sl438, align 8
  %E1031 = extractelement <1 x i32> %Shuff95, i32 0
  %Shuff1032 = shufflevector <4 x i8> %Shuff321, <4 x i8> %Shuff686, <4 x i32> <i32 5, i32 7, i32 undef, i32 undef>
  %I1033 = insertelement <2 x i8> %Shuff663, i8 %L380, i32 1
  %Tr1034 = fptrunc double %B916 to float
  %Sl1035 = select <1 x i1> %Cmp784, <1 x i16> %I840, <1 x i16> %B23
  %Cmp1036 = icmp sgt i8 %E426, %Sl189
  br i1 %Cmp1036, label %CF1699, label %CF1820

CF1820:                                           ; preds = %CF1879
  %L1037 = load i32, i32* %PC122, align 4
  store i32 %L591, i32* %Sl768, align 4
  %E1038 = extractelement <4 x i8> %I870, i32 0
  %Shuff1039 = shufflevector <2 x i1> %Shuff80, <2 x i1> %Sl297, <2 x i32> <i32 3, i32 1>
  %I1040 = insertelement <1 x i8> %I950, i8 %E1002, i32 0
  %B1041 = frem float %B172, %Sl310
  %Tr1042 = trunc i8 %Sl711 to i1
  br i1 %Tr1042, label %CF1699, label %CF1733

CF1733:                                           ; preds = %CF1820
  %Sl1043 = select i1 %Cmp18, <2 x i1> %Shuff847, <2 x i1> %Shuff639
  %Cmp1044 = icmp ult <2 x i8> %I128, %I391
  %L1045 = load double, double* %Sl438, align 8
  store double %L411, double* %Sl438, align 8
  %E1046 = extractelement <2 x i1> %I279, i32 1
  br i1 %E1046, label %CF1699, label %CF1731

CF1731:                                           ; preds = %CF1731, %CF1733
  %Shuff1047 = shufflevector <1 x i1> %Cmp341, <1 x i1> %Cmp590, <1 x i32> zeroinitializer
  %I1048 = insertelement <4 x i8> %Shuff142, i8 %Sl123, i32 2
  %ZE1049 = zext <2 x i8> %Shuff942 to <2 x i64>
  %Sl1050 = select i1 %Tr173, <2 x i1> %Sl1007, <2 x i1> %Shuff751
  %Cmp1051 = fcmp ole double %B527, %L229
  br i1 %Cmp1051, label %CF1731, label %CF1837

CF1837:                                           ; preds = %CF1837, %CF1731
  %L1052 = load i32, i32* %Sl768, align 4
  store i32 %B641, i32* %Sl768, align 4
  %E1053 = extractelement <1 x i16> zeroinitializer, i32 0
  %Shuff1054 = shufflevector <2 x i1> %Shuff103, <2 x i1> %I907, <2 x i32> <i32 2, i32 0>
  %I1055 = insertelement <8 x i1> %Cmp776, i1 %Cmp683, i32 0
  %B1056 = urem <2 x i64> %ZE1049, %I981
  %FC1057 = sitofp i8 %Sl589 to double
  %Sl1058 = select i1 %Cmp483, <1 x i16> %Shuff922, <1 x i16> %B399
  %Cmp1059 = icmp uge <2 x i1> %Sl258, %I907
  %L1060 = load double, double* %Sl438, align 8
  store double %B248, double* %Sl438, align 8
  %E1061 = extractelement <8 x i1> %I923, i32 3
  br i1 %E1061, label %CF1837, label %CF1844

CF1844:                                           ; preds = %CF1837
  %Shuff1062 = shufflevector <8 x i1> %Shuff390, <8 x i1> %Sl753, <8 x i32> <i32 6, i32 8, i32 undef, i32 12, i32 14, i32 0, i32 2, i32 4>
  %I1063 = insertelement <1 x i32> %Shuff556, i32 %Sl32, i32 0
  %B1064 = ashr <8 x i8> %Shuff936, %I367
  %FC1065 = sitofp i8 %B1013 to double
  %Sl1066 = select i1 %FC834, double %L229, double %L229
  %Cmp1067 = icmp ult i8 %L12, %E156
  br i1 %Cmp1067, label %CF1673, label %CF1678

CF1678:                                           ; preds = %CF1678, %CF1853, %CF1818, %CF1804, %CF1880, %CF1844
  %L1068 = load i8, i8* %0, align 1
  store float %B856, float* %PC60, align 4
  %E1069 = extractelement <1 x i16> %Shuff352, i32 0
  %Shuff1070 = shufflevector <4 x i8> %Shuff142, <4 x i8> %Sl1022, <4 x i32> <i32 5, i32 undef, i32 1, i32 3>
  %I1071 = insertelement <2 x i1> %Shuff193, i1 %Cmp69, i32 1
  %Sl1072 = select i1 %Cmp1023, <2 x i1> zeroinitializer, <2 x i1> zeroinitializer
  %Cmp1073 = icmp uge <8 x i1> %Cmp881, %Shuff217
  %L1074 = load i32, i32* %Sl768, align 4
  store i8 %E524, i8* %0, align 1
  %E1075 = extractelement <2 x i1> %Shuff1026, i32 1
  br i1 %E1075, label %CF1678, label %CF1825

CF1825:                                           ; preds = %CF1825, %CF1678
  %Shuff1076 = shufflevector <4 x i1> %Tr520, <4 x i1> %Shuff930, <4 x i32> <i32 2, i32 4, i32 6, i32 undef>
  %I1077 = insertelement <2 x i1> %Shuff973, i1 %Cmp698, i32 0
  %Sl1078 = select i1 %E277, <2 x i1> %I788, <2 x i1> %I966
  %Cmp1079 = fcmp une double %Sl835, %B105
  br i1 %Cmp1079, label %CF1825, label %CF1839

CF1839:                                           ; preds = %CF1839, %CF1825
  %L1080 = load double, double* %Sl438, align 8
  store i8 %Sl961, i8* %0, align 1
  %E1081 = extractelement <1 x i1> %Cmp560, i32 0
  br i1 %E1081, label %CF1839, label %CF1853

CF1853:                                           ; preds = %CF1839
  %Shuff1082 = shufflevector <1 x i1> %Shuff802, <1 x i1> %Shuff1047, <1 x i32> zeroinitializer
  %I1083 = insertelement <2 x i1> %Cmp667, i1 %FC834, i32 0
  %FC1084 = uitofp i1 %Cmp379 to float
  %Sl1085 = select <8 x i1> %Sl887, <8 x i8> %Sl76, <8 x i8> %I15
  %Cmp1086 = icmp slt i8 %E237, -1
  br i1 %Cmp1086, label %CF1678, label %CF1818

CF1818:                                           ; preds = %CF1853
  %L1087 = load double, double* %Sl438, align 8
  store double %L312, double* %Sl438, align 8
  %E1088 = extractelement <4 x double> %Shuff914, i32 0
  %Shuff1089 = shufflevector <2 x i1> zeroinitializer, <2 x i1> %Shuff751, <2 x i32> <i32 3, i32 1>
  %I1090 = insertelement <2 x i8> %Shuff942, i8 %FC24, i32 1
  %B1091 = shl i8 %E577, %L1068
  %Se1092 = sext i1 %Cmp1067 to i32
  %Sl1093 = select <2 x i1> %Shuff1026, <2 x i32> %Se738, <2 x i32> %Se309
  %Cmp1094 = icmp sgt i8 %B944, %Sl961
  br i1 %Cmp1094, label %CF1678, label %CF1804

CF1804:                                           ; preds = %CF1818
  %L1095 = load i32, i32* %PC83, align 4
  store double %L645, double* %Sl438, align 8
  %E1096 = extractelement <8 x i1> %Shuff405, i32 4
  br i1 %E1096, label %CF1678, label %CF1800

CF1800:                                           ; preds = %CF1800, %CF1805, %CF1804
  %Shuff1097 = shufflevector <4 x i8> %Shuff344, <4 x i8> %Sl798, <4 x i32> <i32 undef, i32 1, i32 3, i32 5>
  %I1098 = insertelement <4 x double> %Shuff906, double %L291, i32 1
  %B1099 = urem <8 x i16> %Shuff891, %Sl783
  %ZE1100 = zext <2 x i1> %I694 to <2 x i16>
  %Sl1101 = select i1 %E883, <1 x i16> %Sl513, <1 x i16> %Tr879
  %Cmp1102 = icmp ult i32 %Sl850, %Sl938
  br i1 %Cmp1102, label %CF1800, label %CF1805

CF1805:                                           ; preds = %CF1800
  %L1103 = load double, double* %PC, align 8
  store i32 %E500, i32* %Sl768, align 4
  %E1104 = extractelement <4 x i8> %Shuff686, i32 3
  %Shuff1105 = shufflevector <2 x i8> zeroinitializer, <2 x i8> %Shuff809, <2 x i32> <i32 undef, i32 0>
  %I1106 = insertelement <1 x i1> %Cmp761, i1 %E986, i32 0
  %Se1107 = sext i1 %Cmp698 to i64
  %Sl1108 = select <8 x i1> %Sl887, <8 x i16> %Shuff427, <8 x i16> %Sl783
  %Cmp1109 = icmp uge <2 x i1> %Shuff548, %Shuff639
  %L1110 = load i8, i8* %0, align 1
  store i8 %E905, i8* %0, align 1
  %E1111 = extractelement <1 x i1> %I826, i32 0
  br i1 %E1111, label %CF1800, label %CF1801

CF1801:                                           ; preds = %CF1801, %CF1805
  %Shuff1112 = shufflevector <2 x i8> %Shuff663, <2 x i8> %I, <2 x i32> <i32 1, i32 3>
  %I1113 = insertelement <2 x i16> %B203, i16 %E253, i32 1
  %Se1114 = sext <2 x i1> %Tr917 to <2 x i16>
  %Sl1115 = select <2 x i1> %Shuff639, <2 x i8> %Tr324, <2 x i8> %Shuff337
  %Cmp1116 = icmp slt <1 x i1> %Shuff802, %Cmp100
  %L1117 = load i32, i32* %Sl768, align 4
  store double %L456, double* %Sl438, align 8
  %E1118 = extractelement <2 x i1> %I664, i32 0
  br i1 %E1118, label %CF1801, label %CF1880

CF1880:                                           ; preds = %CF1801
  %Shuff1119 = shufflevector <8 x i8> %Sl76, <8 x i8> %Shuff494, <8 x i32> <i32 11, i32 13, i32 15, i32 1, i32 3, i32 5, i32 7, i32 9>
  %I1120 = insertelement <2 x i1> %I179, i1 %Cmp259, i32 1
  %FC1121 = sitofp i8 %L305 to double
  %Sl1122 = select i1 %E883, <1 x i32> %I120, <1 x i32> %I302
  %Cmp1123 = icmp ule i32 %B519, %Se535
  br i1 %Cmp1123, label %CF1678, label %CF1687

CF1687:                                           ; preds = %CF1687, %CF1865, %CF1861, %CF1727, %CF1799, %CF1880
  %L1124 = load i32, i32* %PC122, align 4
  store double %B105, double* %Sl438, align 8
  %E1125 = extractelement <8 x i1> %Sl887, i32 7
  br i1 %E1125, label %CF1687, label %CF1865

CF1865:                                           ; preds = %CF1687
  %Shuff1126 = shufflevector <2 x i1> %Cmp866, <2 x i1> %Shuff639, <2 x i32> <i32 2, i32 0>
  %I1127 = insertelement <2 x i1> %Shuff80, i1 %Sl536, i32 0
  %B1128 = udiv <2 x i8> %I315, %Shuff578
  %FC1129 = fptoui <2 x float> %FC to <2 x i1>
  %Sl1130 = select i1 %Cmp124, i1 %E956, i1 %E292
  br i1 %Sl1130, label %CF1687, label %CF1861

CF1861:                                           ; preds = %CF1865
  %Cmp1131 = icmp slt i1 %Tr673, %Sl378
  br i1 %Cmp1131, label %CF1687, label %CF1727

CF1727:                                           ; preds = %CF1861
  %L1132 = load double, double* %PC, align 8
  store double %B105, double* %PC, align 8
  %E1133 = extractelement <8 x i1> %Sl753, i32 5
  br i1 %E1133, label %CF1687, label %CF1707

CF1707:                                           ; preds = %CF1707, %CF1727
  %Shuff1134 = shufflevector <2 x i8> %Shuff7, <2 x i8> %ZE106, <2 x i32> <i32 0, i32 2>
  %I1135 = insertelement <2 x float> %FC, float %B113, i32 0
  %B1136 = and <2 x i16> %I151, %Shuff957
  %Se1137 = sext <2 x i8> %I435 to <2 x i16>
  %Sl1138 = select i1 %E1081, i16 %E853, i16 %B542
  %Cmp1139 = icmp ult <2 x i1> %Cmp719, %Shuff751
  %L1140 = load i32, i32* %PC122, align 4
  store i32 %Sl32, i32* %Sl768, align 4
  %E1141 = extractelement <1 x i64> %B38, i32 0
  %Shuff1142 = shufflevector <4 x i8> %Shuff686, <4 x i8> %I533, <4 x i32> <i32 6, i32 0, i32 undef, i32 4>
  %I1143 = insertelement <1 x i1> %I165, i1 %Cmp468, i32 0
  %Tr1144 = trunc <1 x i32> %I472 to <1 x i1>
  %Sl1145 = select <2 x i1> zeroinitializer, <2 x i16> %I602, <2 x i16> %I232
  %Cmp1146 = icmp ne i16 %Sl1138, %E177
  br i1 %Cmp1146, label %CF1707, label %CF1799

CF1799:                                           ; preds = %CF1707
  %L1147 = load i8, i8* %0, align 1
  store i32 %B641, i32* %PC122, align 4
  %E1148 = extractelement <2 x i8> %Shuff337, i32 0
  %Shuff1149 = shufflevector <1 x i1> %Shuff736, <1 x i1> %Cmp590, <1 x i32> <i32 1>
  %I1150 = insertelement <2 x i32> %Se738, i32 %B376, i32 1
  %B1151 = urem <2 x i16> %B811, %B384
  %FC1152 = fptoui float %L117 to i16
  %Sl1153 = select i1 %Cmp514, i16 %E269, i16 %Tr704
  %Cmp1154 = icmp sgt <2 x i1> %Shuff639, %Shuff639
  %L1155 = load double, double* %PC, align 8
  store i32 %B789, i32* %Sl768, align 4
  %E1156 = extractelement <1 x i16> %B23, i32 0
  %Shuff1157 = shufflevector <4 x double> %FC188, <4 x double> %FC130, <4 x i32> <i32 undef, i32 2, i32 4, i32 undef>
  %I1158 = insertelement <2 x i1> %Shuff420, i1 %Cmp462, i32 0
  %FC1159 = sitofp <1 x i1> %I656 to <1 x float>
  %Sl1160 = select i1 %E313, <2 x i1> %Cmp927, <2 x i1> %Shuff164
  %Cmp1161 = icmp ne i8 %E585, %L176
  br i1 %Cmp1161, label %CF1687, label %CF1696

CF1696:                                           ; preds = %CF1696, %CF1799
  %L1162 = load i32, i32* %Sl768, align 4
  store double %L1060, double* %Sl438, align 8
  %E1163 = extractelement <2 x i8> %Shuff1011, i32 1
  %Shuff1164 = shufflevector <2 x i8> %I361, <2 x i8> %I671, <2 x i32> <i32 2, i32 0>
  %I1165 = insertelement <8 x i16> %Sl1108, i16 %E714, i32 0
  %B1166 = and <1 x i16> %I66, zeroinitializer
  %FC1167 = uitofp <1 x i8> %Tr212 to <1 x float>
  %Sl1168 = select i1 %Cmp483, float %B354, float %Sl416
  %Cmp1169 = icmp ugt <2 x i16> %I232, %Shuff563
  %L1170 = load double, double* %Sl438, align 8
  store i8 %5, i8* %0, align 1
  %E1171 = extractelement <2 x i1> %Cmp1139, i32 1
  br i1 %E1171, label %CF1696, label %CF1828

CF1828:                                           ; preds = %CF1828, %CF1848, %CF1696
  %Shuff1172 = shufflevector <8 x i8> %B997, <8 x i8> zeroinitializer, <8 x i32> <i32 8, i32 10, i32 12, i32 14, i32 0, i32 undef, i32 4, i32 6>
  %I1173 = insertelement <2 x i8> %Shuff1011, i8 %L299, i32 0
  %B1174 = and i32 %Sl747, %B781
  %Sl1175 = select i1 %Cmp792, i32 %E94, i32 %L591
  %Cmp1176 = icmp slt <2 x i1> %I1004, %Shuff420
  %L1177 = load float, float* %PC60, align 4
  store i32 %Sl166, i32* %Sl768, align 4
  %E1178 = extractelement <4 x i8> %Shuff178, i32 1
  %Shuff1179 = shufflevector <1 x i32> %Shuff715, <1 x i32> %I1063, <1 x i32> undef
  %I1180 = insertelement <2 x i1> %Shuff1039, i1 %E614, i32 0
  %B1181 = xor i8 %L342, %B9
  %Se1182 = sext <2 x i1> %Cmp349 to <2 x i8>
  %Sl1183 = select i1 %E1133, i16 %E118, i16 %Se902
  %Cmp1184 = icmp ult i8 %Sl552, %E677
  br i1 %Cmp1184, label %CF1828, label %CF1848

CF1848:                                           ; preds = %CF1828
  %L1185 = load i32, i32* %Sl768, align 4
  store double %B916, double* %Sl438, align 8
  %E1186 = extractelement <4 x i8> %Shuff1032, i32 1
  %Shuff1187 = shufflevector <8 x i1> %Shuff465, <8 x i1> %Shuff366, <8 x i32> <i32 undef, i32 14, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10>
  %I1188 = insertelement <2 x i1> %Shuff1089, i1 true, i32 0
  %B1189 = mul i32 %B376, %L207
  %Tr1190 = fptrunc double %L125 to float
  %Sl1191 = select i1 %E816, i32 %Tr804, i32 %ZE422
  %Cmp1192 = icmp eq i8 %ZE98, %L327
  br i1 %Cmp1192, label %CF1828, label %CF1832

CF1832:                                           ; preds = %CF1848
  %L1193 = load i32, i32* %Sl768, align 4
  store double %L845, double* %Sl438, align 8
  %E1194 = extractelement <1 x i64> %Shuff382, i32 0
  %Shuff1195 = shufflevector <8 x i8> %B625, <8 x i8> %I367, <8 x i32> <i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 0>
  %I1196 = insertelement <1 x i1> %Sl340, i1 %E547, i32 0
  %B1197 = frem float %B187, %L1177
  %FC1198 = uitofp <8 x i8> %I716 to <8 x double>
  %Sl1199 = select i1 %E972, float %B187, float %L720
  %Cmp1200 = icmp eq <2 x i1> %Cmp182, %Sl1160
  %L1201 = load double, double* %Sl438, align 8
  store i32 %L155, i32* %Sl768, align 4
  %E1202 = extractelement <1 x i32> %B74, i32 0
  %Shuff1203 = shufflevector <8 x i16> %I1165, <8 x i16> %Sl783, <8 x i32> <i32 12, i32 14, i32 undef, i32 undef, i32 4, i32 6, i32 8, i32 10>
  %I1204 = insertelement <1 x i8> %Tr212, i8 %E524, i32 0
  %B1205 = frem double %L476, %L1132
  %FC1206 = sitofp i1 %Cmp873 to double
  %Sl1207 = select i1 %E1046, <1 x i16> %Shuff28, <1 x i16> %Shuff478
  %Cmp1208 = fcmp oge double %L499, %B105
  br i1 %Cmp1208, label %CF1670, label %CF1672

CF1672:                                           ; preds = %CF1672, %CF1857, %CF1842, %CF1838, %CF1757, %CF1832
  %L1209 = load double, double* %Sl438, align 8
  store double %L569, double* %Sl438, align 8
  %E1210 = extractelement <1 x i64> %B288, i32 0
  %Shuff1211 = shufflevector <1 x i16> %Tr618, <1 x i16> %I863, <1 x i32> zeroinitializer
  %I1212 = insertelement <2 x i8> %Shuff111, i8 %5, i32 0
  %Tr1213 = trunc i64 %Se724 to i16
  %Sl1214 = select i1 true, i8 %E223, i8 %L319
  %Cmp1215 = icmp uge i64 %ZE774, 0
  br i1 %Cmp1215, label %CF1672, label %CF1830

CF1830:                                           ; preds = %CF1830, %CF1672
  %L1216 = load i32, i32* %Sl768, align 4
  store i32 %L993, i32* %PC83, align 4
  %E1217 = extractelement <8 x i64> %Shuff608, i32 0
  %Shuff1218 = shufflevector <4 x i8> %Shuff157, <4 x i8> %Shuff321, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I1219 = insertelement <1 x i1> %Sl340, i1 %Cmp1184, i32 0
  %B1220 = shl <4 x i8> zeroinitializer, %Shuff1097
  %Se1221 = sext i8 %Sl1214 to i32
  %Sl1222 = select <2 x i1> %I1071, <2 x i1> %Cmp652, <2 x i1> %Shuff1026
  %Cmp1223 = icmp uge i1 %Cmp814, %Cmp769
  br i1 %Cmp1223, label %CF1830, label %CF1857

CF1857:                                           ; preds = %CF1830
  %L1224 = load i32, i32* %PC122, align 4
  store i32 %L1185, i32* %Sl768, align 4
  %E1225 = extractelement <4 x double> %FC130, i32 0
  %Shuff1226 = shufflevector <8 x i1> %Cmp881, <8 x i1> %Shuff601, <8 x i32> <i32 11, i32 13, i32 undef, i32 1, i32 3, i32 5, i32 7, i32 9>
  %I1227 = insertelement <8 x i64> %Shuff286, i64 %E50, i32 5
  %B1228 = urem i32 %E1202, %ZE152
  %FC1229 = fptoui double %L726 to i16
  %Sl1230 = select <1 x i1> %Cmp919, <1 x i16> %B399, <1 x i16> %B695
  %Cmp1231 = icmp ule <1 x i16> zeroinitializer, %Sl1101
  %L1232 = load i32, i32* %Sl768, align 4
  store double 0x8A3FCD5EF33D6BDC, double* %Sl438, align 8
  %E1233 = extractelement <1 x i16> %I66, i32 0
  %Shuff1234 = shufflevector <2 x i1> %Shuff701, <2 x i1> %I414, <2 x i32> <i32 undef, i32 1>
  %I1235 = insertelement <8 x i1> %Cmp806, i1 %E200, i32 1
  %Tr1236 = trunc <1 x i64> %I322 to <1 x i1>
  %Sl1237 = select i1 %Cmp1208, i8 %L327, i8 %E905
  %Cmp1238 = icmp sge <8 x i1> %Shuff1062, %Shuff601
  %L1239 = load i8, i8* %0, align 1
  store i32 %Sl32, i32* %Sl768, align 4
  %E1240 = extractelement <1 x i16> %Shuff28, i32 0
  %Shuff1241 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %Sl798, <4 x i32> <i32 7, i32 1, i32 undef, i32 5>
  %I1242 = insertelement <2 x i8> %Sl999, i8 %Sl189, i32 1
  %ZE1243 = zext i8 %B617 to i64
  %Sl1244 = select i1 %E972, <1 x i16> %I564, <1 x i16> %Se812
  %Cmp1245 = icmp uge <1 x i1> %Cmp761, %Cmp822
  %L1246 = load i8, i8* %0, align 1
  store float %FC558, float* %PC60, align 4
  %E1247 = extractelement <1 x i16> %Shuff119, i32 0
  %Shuff1248 = shufflevector <2 x i8> %Shuff337, <2 x i8> %I, <2 x i32> <i32 2, i32 0>
  %I1249 = insertelement <2 x i1> %Sl643, i1 true, i32 0
  %B1250 = add <2 x i64> %I263, %ZE90
  %ZE1251 = zext i8 %E381 to i32
  %Sl1252 = select i1 %Cmp116, <8 x i1> %I451, <8 x i1> %Shuff217
  %Cmp1253 = fcmp ugt double %L613, %L56
  br i1 %Cmp1253, label %CF1672, label %CF1826

CF1826:                                           ; preds = %CF1826, %CF1857
  %L1254 = load i32, i32* %PC83, align 4
  store double %L125, double* %Sl438, align 8
  %E1255 = extractelement <4 x i8> %Shuff1032, i32 3
  %Shuff1256 = shufflevector <4 x i8> %Shuff344, <4 x i8> %I510, <4 x i32> <i32 2, i32 undef, i32 undef, i32 undef>
  %I1257 = insertelement <2 x i1> %Cmp363, i1 %Tr581, i32 0
  %FC1258 = fptoui double %Sl1066 to i32
  %Sl1259 = select <2 x i1> %Cmp652, <2 x i8> %I45, <2 x i8> %B1128
  %Cmp1260 = icmp ult <8 x i1> %Shuff693, %I1020
  %L1261 = load double, double* %Sl438, align 8
  store i8 %E830, i8* %0, align 1
  %E1262 = extractelement <4 x i8> %I1048, i32 2
  %Shuff1263 = shufflevector <2 x i32> %Se738, <2 x i32> %Se309, <2 x i32> <i32 1, i32 3>
  %I1264 = insertelement <4 x i8> %Shuff344, i8 %E830, i32 3
  %B1265 = add <4 x i8> %Shuff1097, %I96
  %Sl1266 = select i1 %Cmp214, i32 %L928, i32 %B1174
  %Cmp1267 = icmp ult <2 x i8> %Shuff111, zeroinitializer
  %L1268 = load i32, i32* %Sl768, align 4
  store double %L882, double* %Sl438, align 8
  %E1269 = extractelement <1 x i1> %Cmp154, i32 0
  br i1 %E1269, label %CF1826, label %CF1835

CF1835:                                           ; preds = %CF1835, %CF1826
  %Shuff1270 = shufflevector <1 x i32> %Shuff127, <1 x i32> %I1063, <1 x i32> zeroinitializer
  %I1271 = insertelement <4 x double> %Shuff795, double %B916, i32 2
  %B1272 = mul <8 x i16> %Shuff1203, %ZE219
  %FC1273 = sitofp i8 %L260 to double
  %Sl1274 = select i1 %Cmp828, i8 %E585, i8 %Sl732
  %Cmp1275 = icmp ult <1 x i1> %I104, %Cmp100
  %L1276 = load double, double* %Sl438, align 8
  store i32 %E913, i32* %Sl768, align 4
  %E1277 = extractelement <4 x double> %Shuff965, i32 0
  %Shuff1278 = shufflevector <2 x i8> %Shuff293, <2 x i8> %Shuff1105, <2 x i32> <i32 3, i32 undef>
  %I1279 = insertelement <8 x i64> %Shuff608, i64 %B989, i32 1
  %FC1280 = sitofp i64 %B649 to float
  %Sl1281 = select i1 %Cmp1123, i32 %L1185, i32 %L668
  %Cmp1282 = icmp ule <2 x i16> %I151, %B384
  %L1283 = load i8, i8* %0, align 1
  store i8 %L299, i8* %0, align 1
  %E1284 = extractelement <2 x i8> %Shuff360, i32 0
  %Shuff1285 = shufflevector <2 x i8> %Shuff809, <2 x i8> %Shuff809, <2 x i32> <i32 undef, i32 3>
  %I1286 = insertelement <1 x i1> %Cmp161, i1 %Cmp698, i32 0
  %FC1287 = fptosi double %L621 to i32
  %Sl1288 = select i1 %E750, <2 x i16> %FC453, <2 x i16> %Sl1145
  %Cmp1289 = icmp sge <1 x i32> %I479, %B16
  %L1290 = load double, double* %Sl438, align 8
  store i8 %L1068, i8* %0, align 1
  %E1291 = extractelement <2 x i8> %Shuff88, i32 1
  %Shuff1292 = shufflevector <2 x i1> %Cmp866, <2 x i1> %Cmp235, <2 x i32> <i32 0, i32 2>
  %I1293 = insertelement <4 x i8> %Shuff1070, i8 %Sl490, i32 2
  %B1294 = lshr <4 x i8> %Sl843, %Sl1022
  %FC1295 = fptosi double %B53 to i8
  %Sl1296 = select i1 %E883, <2 x i16> %I602, <2 x i16> %I8
  %Cmp1297 = icmp sgt <1 x i32> %B46, %Sl356
  %L1298 = load i32, i32* %Sl768, align 4
  store i8 %E71, i8* %0, align 1
  %E1299 = extractelement <2 x i1> zeroinitializer, i32 1
  br i1 %E1299, label %CF1835, label %CF1842

CF1842:                                           ; preds = %CF1835
  %Shuff1300 = shufflevector <1 x i16> %Shuff28, <1 x i16> zeroinitializer, <1 x i32> zeroinitializer
  %I1301 = insertelement <4 x i8> %Shuff686, i8 %E830, i32 0
  %B1302 = shl <1 x i32> %B74, %I931
  %Sl1303 = select i1 %Tr581, i16 %L971, i16 %E253
  %Cmp1304 = icmp slt <2 x i1> %Cmp1044, %Shuff751
  %L1305 = load i32, i32* %Sl768, align 4
  store i32 %Sl1175, i32* %Sl768, align 4
  %E1306 = extractelement <1 x i1> %Shuff802, i32 0
  br i1 %E1306, label %CF1672, label %CF1813

CF1813:                                           ; preds = %CF1813, %CF1842
  %Shuff1307 = shufflevector <8 x i8> %Shuff1119, <8 x i8> %Shuff494, <8 x i32> <i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 1>
  %I1308 = insertelement <2 x i8> zeroinitializer, i8 %Sl1274, i32 1
  %B1309 = frem float %B407, %Sl1168
  %Se1310 = sext i8 %E441 to i16
  %Sl1311 = select i1 %Cmp683, i64 %ZE774, i64 %B959
  %Cmp1312 = icmp sge <2 x i16> %Se696, %Sl84
  %L1313 = load double, double* %Sl438, align 8
  store i32 %Se535, i32* %Sl768, align 4
  %E1314 = extractelement <1 x i1> %Sl340, i32 0
  br i1 %E1314, label %CF1813, label %CF1838

CF1838:                                           ; preds = %CF1813
  %Shuff1315 = shufflevector <8 x i16> %Shuff427, <8 x i16> %Shuff891, <8 x i32> <i32 10, i32 12, i32 14, i32 undef, i32 2, i32 4, i32 6, i32 undef>
  %I1316 = insertelement <1 x i16> %I136, i16 %Sl674, i32 0
  %ZE1317 = zext <2 x i16> %Se696 to <2 x i32>
  %Sl1318 = select i1 %Cmp733, <1 x i16> %Shuff478, <1 x i16> %Sl1207
  %Cmp1319 = fcmp oge double %L1087, %B105
  br i1 %Cmp1319, label %CF1672, label %CF1683

CF1683:                                           ; preds = %CF1683, %CF1862, %CF1838
  %L1320 = load i8, i8* %0, align 1
  store double %L1045, double* %Sl438, align 8
  %E1321 = extractelement <2 x i8> %Shuff1164, i32 1
  %Shuff1322 = shufflevector <2 x i16> %B1136, <2 x i16> %B384, <2 x i32> <i32 0, i32 2>
  %I1323 = insertelement <2 x i8> %Sl635, i8 %Se650, i32 0
  %B1324 = and <4 x i8> %Shuff1097, %I1293
  %Se1325 = sext <2 x i1> %Cmp575 to <2 x i64>
  %Sl1326 = select i1 %E1046, i1 %Sl401, i1 %Tr581
  br i1 %Sl1326, label %CF1683, label %CF1862

CF1862:                                           ; preds = %CF1683
  %Cmp1327 = icmp eq <8 x i64> %I1227, %I1279
  %L1328 = load i32, i32* %Sl768, align 4
  store double %L1170, double* %Sl438, align 8
  %E1329 = extractelement <2 x float> %FC871, i32 1
  %Shuff1330 = shufflevector <2 x i8> %Shuff663, <2 x i8> %I1212, <2 x i32> <i32 2, i32 0>
  %I1331 = insertelement <8 x i1> %Shuff217, i1 %E1096, i32 0
  %B1332 = shl i32 %L207, %L993
  %FC1333 = fptosi double %L569 to i8
  %Sl1334 = select i1 %E102, <2 x i8> %Shuff1112, <2 x i8> %Se1182
  %Cmp1335 = icmp uge i16 %Sl282, %E79
  br i1 %Cmp1335, label %CF1683, label %CF1711

CF1711:                                           ; preds = %CF1711, %CF1862
  %L1336 = load i8, i8* %0, align 1
  store double 0xA883D0A21B81F920, double* %PC, align 8
  %E1337 = extractelement <2 x i1> %Sl643, i32 1
  br i1 %E1337, label %CF1711, label %CF1725

CF1725:                                           ; preds = %CF1725, %CF1858, %CF1711
  %Shuff1338 = shufflevector <2 x i8> %Shuff360, <2 x i8> %Shuff1278, <2 x i32> <i32 2, i32 0>
  %I1339 = insertelement <1 x i32> %Shuff442, i32 %B641, i32 0
  %FC1340 = uitofp i8 %E577 to double
  %Sl1341 = select i1 %Cmp1223, i32 %L928, i32 %L1052
  %Cmp1342 = fcmp uno double %L706, %B473
  br i1 %Cmp1342, label %CF1725, label %CF1858

CF1858:                                           ; preds = %CF1725
  %L1343 = load i32, i32* %Sl768, align 4
  store i8 %L837, i8* %0, align 1
  %E1344 = extractelement <8 x i1> %Sl887, i32 5
  br i1 %E1344, label %CF1725, label %CF1757

CF1757:                                           ; preds = %CF1858
  %Shuff1345 = shufflevector <2 x i8> zeroinitializer, <2 x i8> %I1027, <2 x i32> <i32 0, i32 2>
  %I1346 = insertelement <1 x i16> %Shuff458, i16 %E396, i32 0
  %BC1347 = bitcast i32 %L207 to float
  %Sl1348 = select i1 %Cmp379, i1 %E838, i1 %E1306
  br i1 %Sl1348, label %CF1672, label %CF1676

CF1676:                                           ; preds = %CF1676, %CF1757
  %Cmp1349 = fcmp ult <8 x float> %FC952, %FC952
  %L1350 = load float, float* %PC60, align 4
  store i16 %FC1229, i16* %PC481, align 2
  %E1351 = extractelement <2 x i1> %Sl582, i32 0
  br i1 %E1351, label %CF1676, label %CF1775

CF1775:                                           ; preds = %CF1676
  %Shuff1352 = shufflevector <8 x i64> %Shuff286, <8 x i64> %I1227, <8 x i32> <i32 1, i32 undef, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %I1353 = insertelement <2 x i8> %Sl651, i8 %E830, i32 1
  %B1354 = sub i16 %Sl1138, %E592
  %BC1355 = bitcast i64 %Sl386 to double
  %Sl1356 = select i1 %Tr581, i64 %B649, i64 %E1010
  %Cmp1357 = fcmp ord double %L546, %B1205
  br i1 %Cmp1357, label %CF1665, label %CF1666

CF1666:                                           ; preds = %CF1666, %CF1864, %CF1831, %CF1732, %CF1701, %CF1775
  %L1358 = load i8, i8* %0, align 1
  store i8 %E1104, i8* %0, align 1
  %E1359 = extractelement <2 x i8> %Sl976, i32 0
  %Shuff1360 = shufflevector <2 x i8> %Shuff150, <2 x i8> %B346, <2 x i32> <i32 3, i32 1>
  %I1361 = insertelement <8 x i1> %Shuff374, i1 %E727, i32 5
  %B1362 = udiv <4 x i8> %I1264, %Sl1022
  %Tr1363 = trunc i32 %L1052 to i1
  br i1 %Tr1363, label %CF1666, label %CF1864

CF1864:                                           ; preds = %CF1666
  %Sl1364 = select i1 %Cmp228, i1 %Cmp733, i1 %E1046
  br i1 %Sl1364, label %CF1666, label %CF1760

CF1760:                                           ; preds = %CF1760, %CF1864
  %Cmp1365 = fcmp one double %L476, %L755
  br i1 %Cmp1365, label %CF1760, label %CF1771

CF1771:                                           ; preds = %CF1771, %CF1760
  %L1366 = load double, double* %PC, align 8
  store i8 %E905, i8* %0, align 1
  %E1367 = extractelement <1 x i16> %Shuff817, i32 0
  %Shuff1368 = shufflevector <8 x i1> %Shuff623, <8 x i1> %Shuff465, <8 x i32> <i32 1, i32 undef, i32 undef, i32 7, i32 9, i32 11, i32 13, i32 15>
  %I1369 = insertelement <1 x i32> %I330, i32 %B, i32 0
  %B1370 = urem i64 %Se273, %Sl521
  %Sl1371 = select i1 %E1299, <2 x i1> %I1071, <2 x i1> %Cmp349
  %Cmp1372 = icmp ult i8 %L1239, %L1147
  br i1 %Cmp1372, label %CF1771, label %CF1774

CF1774:                                           ; preds = %CF1774, %CF1771
  %L1373 = load double, double* %Sl438, align 8
  store i8 %B1013, i8* %0, align 1
  %E1374 = extractelement <4 x i8> %I1264, i32 3
  %Shuff1375 = shufflevector <2 x i1> zeroinitializer, <2 x i1> %Shuff164, <2 x i32> <i32 2, i32 undef>
  %I1376 = insertelement <1 x i1> %I104, i1 %E320, i32 0
  %BC1377 = bitcast i64 %ZE932 to double
  %Sl1378 = select i1 %E547, i16 %B542, i16 %E253
  %Cmp1379 = icmp slt <2 x i1> %Cmp318, %Tr945
  %L1380 = load double, double* %PC, align 8
  store i32 %B376, i32* %Sl768, align 4
  %E1381 = extractelement <2 x i1> %Tr512, i32 0
  br i1 %E1381, label %CF1774, label %CF1831

CF1831:                                           ; preds = %CF1774
  %Shuff1382 = shufflevector <1 x i16> %B1166, <1 x i16> %Shuff708, <1 x i32> <i32 1>
  %I1383 = insertelement <1 x i1> %I974, i1 %E1118, i32 0
  %B1384 = lshr <4 x i8> %Shuff21, %I510
  %ZE1385 = zext <4 x i1> %Cmp612 to <4 x i64>
  %Sl1386 = select i1 %Cmp769, i64 %ZE1243, i64 %Sl474
  %Cmp1387 = icmp sgt i1 %Cmp498, %Cmp939
  br i1 %Cmp1387, label %CF1666, label %CF1732

CF1732:                                           ; preds = %CF1831
  %L1388 = load i8, i8* %0, align 1
  store i8 %E585, i8* %0, align 1
  %E1389 = extractelement <2 x i1> %Cmp652, i32 0
  br i1 %E1389, label %CF1666, label %CF1701

CF1701:                                           ; preds = %CF1732
  %Shuff1390 = shufflevector <2 x i64> %B1250, <2 x i64> %B1250, <2 x i32> <i32 3, i32 1>
  %I1391 = insertelement <8 x i1> %Shuff217, i1 %Cmp455, i32 5
  %FC1392 = sitofp i32 %Se39 to double
  %Sl1393 = select i1 %Cmp1357, <4 x i1> %Sl805, <4 x i1> %Tr520
  %Cmp1394 = icmp ne i16 0, 16241
  br i1 %Cmp1394, label %CF1666, label %CF1688

CF1688:                                           ; preds = %CF1688, %CF1850, %CF1863, %CF1701
  %L1395 = load i8, i8* %0, align 1
  store i8 %L276, i8* %0, align 1
  %E1396 = extractelement <2 x i1> %Cmp1267, i32 1
  br i1 %E1396, label %CF1688, label %CF1850

CF1850:                                           ; preds = %CF1688
  %Shuff1397 = shufflevector <8 x i8> %Sl1085, <8 x i8> %Shuff494, <8 x i32> <i32 10, i32 12, i32 14, i32 0, i32 2, i32 4, i32 6, i32 8>
  %I1398 = insertelement <2 x i16> %Se1014, i16 %E853, i32 0
  %B1399 = add i32 %L191, %L1224
  %PC1400 = bitcast double* %PC to i32*
  %Sl1401 = select i1 %Cmp33, i1 %Cmp379, i1 %Tr588
  br i1 %Sl1401, label %CF1688, label %CF1749

CF1749:                                           ; preds = %CF1749, %CF1850
  %Cmp1402 = icmp eq <2 x i1> %I495, %Shuff1026
  %L1403 = load i32, i32* %PC1400, align 4
  store double %L1155, double* %Sl438, align 8
  %E1404 = extractelement <4 x i1> %Shuff1076, i32 0
  br i1 %E1404, label %CF1749, label %CF1863

CF1863:                                           ; preds = %CF1749
  %Shuff1405 = shufflevector <2 x i8> %Shuff631, <2 x i8> %Shuff532, <2 x i32> <i32 3, i32 undef>
  %I1406 = insertelement <2 x i8> %ZE106, i8 %E6, i32 1
  %B1407 = add i8 %E1163, %E677
  %Sl1408 = select <1 x i1> %I632, <1 x i16> %I744, <1 x i16> %Se812
  %Cmp1409 = icmp uge <2 x i16> %B384, %Sl138
  %L1410 = load i32, i32* %PC1400, align 4
  store double %Sl497, double* %PC, align 8
  %E1411 = extractelement <2 x i8> %Shuff501, i32 0
  %Shuff1412 = shufflevector <1 x i1> %Shuff1149, <1 x i1> %Tr265, <1 x i32> undef
  %I1413 = insertelement <4 x i8> %I848, i8 %B534, i32 1
  %B1414 = xor i64 %ZE797, %Sl1356
  %Se1415 = sext i8 %E245 to i64
  %Sl1416 = select <2 x i1> %Cmp844, <2 x i8> %Se1182, <2 x i8> %Sl619
  %Cmp1417 = icmp eq i1 %Cmp514, %E1061
  br i1 %Cmp1417, label %CF1688, label %CF1710

CF1710:                                           ; preds = %CF1710, %CF1863
  %L1418 = load i32, i32* %PC122, align 4
  store i32 %Se1092, i32* %PC1400, align 4
  %E1419 = extractelement <1 x i32> %Shuff307, i32 0
  %Shuff1420 = shufflevector <4 x double> %Shuff1019, <4 x double> %Shuff1157, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I1421 = insertelement <2 x i8> %Shuff150, i8 %E1025, i32 1
  %Sl1422 = select i1 %Cmp1223, double %L448, double %FC1340
  %Cmp1423 = icmp sge i16 %E714, %Se902
  br i1 %Cmp1423, label %CF1710, label %CF1753

CF1753:                                           ; preds = %CF1753, %CF1710
  %L1424 = load double, double* %Sl438, align 8
  store i32 %L350, i32* %PC122, align 4
  %E1425 = extractelement <2 x i8> %Tr460, i32 0
  %Shuff1426 = shufflevector <1 x i32> %Shuff615, <1 x i32> %Shuff1270, <1 x i32> <i32 1>
  %I1427 = insertelement <2 x i1> %I810, i1 %Sl903, i32 1
  %B1428 = shl <8 x i8> %I594, %I716
  %Tr1429 = trunc <1 x i32> %B452 to <1 x i8>
  %Sl1430 = select <2 x i1> %I907, <2 x i8> %I361, <2 x i8> %I428
  %Cmp1431 = icmp ule i16 %E253, %Sl1183
  br i1 %Cmp1431, label %CF1753, label %CF1796

CF1796:                                           ; preds = %CF1753
  %L1432 = load i32, i32* %Sl768, align 4
  store i32 %ZE152, i32* %PC1400, align 4
  %E1433 = extractelement <4 x double> %Shuff914, i32 0
  %Shuff1434 = shufflevector <8 x i1> %Cmp290, <8 x i1> %Shuff217, <8 x i32> <i32 undef, i32 13, i32 undef, i32 1, i32 3, i32 5, i32 7, i32 9>
  %I1435 = insertelement <1 x i64> %B295, i64 %Sl627, i32 0
  %Se1436 = sext <8 x i1> %Cmp1238 to <8 x i32>
  %Sl1437 = select <8 x i1> %Cmp660, <8 x i1> %I616, <8 x i1> %Shuff217
  %Cmp1438 = icmp eq i8 %L268, %Sl611
  br label %CF

CF:                                               ; preds = %CF, %CF1764, %CF1873, %CF1796
  %L1439 = load i32, i32* %PC122, align 4
  store double %L985, double* %Sl438, align 8
  %E1440 = extractelement <2 x i8> %Shuff995, i32 0
  %Shuff1441 = shufflevector <2 x i8> %Shuff949, <2 x i8> %Shuff1134, <2 x i32> <i32 undef, i32 3>
  %I1442 = insertelement <1 x i16> %Sl1244, i16 %E79, i32 0
  %B1443 = mul <8 x i64> %Shuff286, %ZE257
  %Se1444 = sext i8 %L86 to i64
  %Sl1445 = select <2 x i1> %Sl370, <2 x i64> %I572, <2 x i64> %I981
  %Cmp1446 = icmp sge i8 %E1411, %L699
  br i1 %Cmp1446, label %CF, label %CF1690

CF1690:                                           ; preds = %CF1690, %CF1854, %CF
  %L1447 = load i32, i32* %PC1400, align 4
  store i32 %L1017, i32* %PC1400, align 4
  %E1448 = extractelement <2 x i1> %Shuff36, i32 0
  br i1 %E1448, label %CF1690, label %CF1854

CF1854:                                           ; preds = %CF1690
  %Shuff1449 = shufflevector <2 x i8> %Shuff809, <2 x i8> %Shuff150, <2 x i32> <i32 undef, i32 3>
  %I1450 = insertelement <2 x i1> %Sl643, i1 %E972, i32 1
  %B1451 = frem double %BC1377, %L125
  %ZE1452 = zext <1 x i1> %Tr842 to <1 x i8>
  %Sl1453 = select i1 %Cmp911, i1 %Cmp1423, i1 %Tr581
  br i1 %Sl1453, label %CF1690, label %CF1712

CF1712:                                           ; preds = %CF1712, %CF1881, %CF1866, %CF1854
  %Cmp1454 = icmp ugt i1 %Cmp1067, %Cmp1161
  br i1 %Cmp1454, label %CF1712, label %CF1881

CF1881:                                           ; preds = %CF1712
  %L1455 = load i32, i32* %Sl768, align 4
  store double %L1261, double* %Sl438, align 8
  %E1456 = extractelement <2 x i1> %Shuff80, i32 0
  br i1 %E1456, label %CF1712, label %CF1726

CF1726:                                           ; preds = %CF1726, %CF1881
  %Shuff1457 = shufflevector <2 x i1> %Sl1007, <2 x i1> %I459, <2 x i32> <i32 undef, i32 1>
  %I1458 = insertelement <1 x i16> zeroinitializer, i16 0, i32 0
  %B1459 = lshr i8 -79, %E35
  %ZE1460 = zext <1 x i1> %Cmp243 to <1 x i32>
  %Sl1461 = select i1 %Tr581, <8 x i1> %Shuff525, <8 x i1> %Cmp660
  %Cmp1462 = icmp uge i8 %L364, %FC1333
  br i1 %Cmp1462, label %CF1726, label %CF1866

CF1866:                                           ; preds = %CF1726
  %L1463 = load i16, i16* %PC481, align 2
  store i32 %L1298, i32* %PC1400, align 4
  %E1464 = extractelement <2 x i16> %I37, i32 1
  %Shuff1465 = shufflevector <8 x i1> %Shuff278, <8 x i1> %I923, <8 x i32> <i32 14, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 undef>
  %I1466 = insertelement <1 x i1> %Sl827, i1 %Sl378, i32 0
  %B1467 = udiv <2 x i64> %I263, %I557
  %Tr1468 = trunc i8 %Sl760 to i1
  br i1 %Tr1468, label %CF1712, label %CF1716

CF1716:                                           ; preds = %CF1716, %CF1867, %CF1866
  %Sl1469 = select <2 x i1> %Cmp844, <2 x double> %FC54, <2 x double> %Shuff314
  %Cmp1470 = icmp slt <2 x i16> %Sl84, %B384
  %L1471 = load i32, i32* %PC1400, align 4
  store i16 %B542, i16* %PC481, align 2
  %E1472 = extractelement <2 x i1> %I1077, i32 0
  br i1 %E1472, label %CF1716, label %CF1867

CF1867:                                           ; preds = %CF1716
  %Shuff1473 = shufflevector <2 x i8> %Shuff88, <2 x i8> %Shuff1405, <2 x i32> <i32 1, i32 3>
  %I1474 = insertelement <2 x i8> %Shuff1405, i8 %L342, i32 1
  %B1475 = lshr i16 %Sl282, %E253
  %Se1476 = sext i1 %Cmp41 to i32
  %Sl1477 = select i1 %Tr1363, i16 %E1464, i16 %Se902
  %Cmp1478 = fcmp ogt double %L19, %Sl1015
  br i1 %Cmp1478, label %CF1716, label %CF1758

CF1758:                                           ; preds = %CF1758, %CF1851, %CF1787, %CF1877, %CF1867
  %L1479 = load i32, i32* %Sl768, align 4
  store i32 %B1332, i32* %Sl768, align 4
  %E1480 = extractelement <1 x i1> %I1466, i32 0
  br i1 %E1480, label %CF1758, label %CF1809

CF1809:                                           ; preds = %CF1809, %CF1758
  %Shuff1481 = shufflevector <8 x i8> %Shuff1195, <8 x i8> %I915, <8 x i32> <i32 undef, i32 2, i32 4, i32 6, i32 8, i32 10, i32 undef, i32 14>
  %I1482 = insertelement <2 x i1> %Cmp1200, i1 %E1299, i32 0
  %B1483 = xor i32 %L668, %Sl1266
  %FC1484 = fptosi double %L1209 to i8
  %Sl1485 = select i1 %Cmp1253, i16 %L971, i16 %E177
  %Cmp1486 = icmp ult <8 x i16> %B1099, %ZE219
  %L1487 = load i32, i32* %PC122, align 4
  store i32 418429, i32* %PC1400, align 4
  %E1488 = extractelement <2 x i8> %I737, i32 0
  %Shuff1489 = shufflevector <1 x i1> %Cmp311, <1 x i1> %Cmp311, <1 x i32> <i32 1>
  %I1490 = insertelement <2 x i8> %Sl969, i8 %E1163, i32 1
  %B1491 = fsub double %L1155, %L1045
  %Se1492 = sext i1 %E277 to i32
  %Sl1493 = select i1 %E778, i8 %E110, i8 %E677
  %Cmp1494 = icmp sge i32 %L1117, %E306
  br i1 %Cmp1494, label %CF1809, label %CF1851

CF1851:                                           ; preds = %CF1809
  %L1495 = load i32, i32* %Sl768, align 4
  store i32 %L1455, i32* %Sl768, align 4
  %E1496 = extractelement <2 x i16> %Sl1288, i32 1
  %Shuff1497 = shufflevector <2 x i8> %Shuff1112, <2 x i8> %I1308, <2 x i32> <i32 0, i32 undef>
  %I1498 = insertelement <2 x i1> %Cmp675, i1 %Cmp175, i32 0
  %B1499 = or i8 %Se650, %L762
  %ZE1500 = zext i1 %Cmp733 to i8
  %Sl1501 = select i1 %Cmp814, <2 x i8> %Shuff647, <2 x i8> %B195
  %Cmp1502 = icmp ult i1 %Cmp334, %Cmp77
  br i1 %Cmp1502, label %CF1758, label %CF1787

CF1787:                                           ; preds = %CF1851
  %L1503 = load i32, i32* %PC1400, align 4
  store i32 %E306, i32* %PC1400, align 4
  %E1504 = extractelement <1 x i1> %Cmp590, i32 0
  br i1 %E1504, label %CF1758, label %CF1772

CF1772:                                           ; preds = %CF1772, %CF1787
  %Shuff1505 = shufflevector <1 x i1> %Cmp1275, <1 x i1> %Cmp424, <1 x i32> zeroinitializer
  %I1506 = insertelement <8 x i8> %Shuff262, i8 %E1002, i32 0
  %B1507 = sub i8 %E1148, %E1038
  %ZE1508 = zext i1 %Cmp147 to i64
  %Sl1509 = select i1 %Cmp698, i64 %E230, i64 %ZE145
  %Cmp1510 = fcmp ogt double %FC1273, %L411
  br i1 %Cmp1510, label %CF1772, label %CF1877

CF1877:                                           ; preds = %CF1772
  %L1511 = load double, double* %PC, align 8
  store i32 %E94, i32* %PC1400, align 4
  %E1512 = extractelement <2 x i16> %FC453, i32 0
  %Shuff1513 = shufflevector <1 x i16> %Sl1244, <1 x i16> %Shuff352, <1 x i32> <i32 1>
  %I1514 = insertelement <1 x i16> %Shuff119, i16 %Se902, i32 0
  %B1515 = frem float %L117, %L1350
  %FC1516 = uitofp i16 %E592 to double
  %Sl1517 = select i1 %E935, i8 %E654, i8 %E1411
  %Cmp1518 = icmp slt i32 %B480, %Se535
  br i1 %Cmp1518, label %CF1758, label %CF1764

CF1764:                                           ; preds = %CF1877
  %L1519 = load double, double* %Sl438, align 8
  store i32 %FC731, i32* %PC1400, align 4
  %E1520 = extractelement <2 x i64> %ZE90, i32 1
  %Shuff1521 = shufflevector <2 x i1> %Shuff201, <2 x i1> %Cmp363, <2 x i32> <i32 2, i32 0>
  %I1522 = insertelement <2 x i8> %I45, i8 %Sl1274, i32 0
  %B1523 = add i32 %L5, %Sl32
  %FC1524 = uitofp <8 x i1> %Cmp1073 to <8 x float>
  %Sl1525 = select i1 %Sl401, float %FC1280, float %B1515
  %Cmp1526 = icmp ne <2 x i8> %Sl1430, %Sl969
  %L1527 = load i8, i8* %0, align 1
  store i32 %B480, i32* %Sl768, align 4
  %E1528 = extractelement <2 x i16> %Sl682, i32 1
  %Shuff1529 = shufflevector <2 x i1> %Sl643, <2 x i1> %Shuff201, <2 x i32> <i32 undef, i32 2>
  %I1530 = insertelement <1 x i32> %Shuff825, i32 %B1523, i32 0
  %B1531 = shl <2 x i16> %B203, %Shuff563
  %Se1532 = sext <2 x i8> %Tr460 to <2 x i32>
  %Sl1533 = select i1 %Sl1453, i16 %Se1310, i16 %Sl282
  %Cmp1534 = icmp sge i32 %Sl938, %Sl1341
  br i1 %Cmp1534, label %CF, label %CF1681

CF1681:                                           ; preds = %CF1681, %CF1764
  %L1535 = load i16, i16* %PC481, align 2
  store i32 %L1471, i32* %PC1400, align 4
  %E1536 = extractelement <2 x i1> %Cmp318, i32 1
  br i1 %E1536, label %CF1681, label %CF1692

CF1692:                                           ; preds = %CF1692, %CF1751, %CF1681
  %Shuff1537 = shufflevector <4 x i8> %Shuff1241, <4 x i8> %Sl843, <4 x i32> <i32 undef, i32 4, i32 6, i32 0>
  %I1538 = insertelement <2 x i8> %Shuff135, i8 %L1358, i32 0
  %B1539 = shl i8 %L912, %B1013
  %ZE1540 = zext i8 %E654 to i64
  %Sl1541 = select i1 %E890, i8 -1, i8 %L561
  %Cmp1542 = icmp uge i1 %E1111, %Cmp1161
  br i1 %Cmp1542, label %CF1692, label %CF1751

CF1751:                                           ; preds = %CF1692
  %L1543 = load i32, i32* %PC1400, align 4
  store i32 %Sl266, i32* %PC122, align 4
  %E1544 = extractelement <1 x i16> %Shuff1300, i32 0
  %Shuff1545 = shufflevector <2 x i1> %Sl880, <2 x i1> %Shuff1234, <2 x i32> <i32 1, i32 3>
  %I1546 = insertelement <2 x i8> %I1522, i8 %E979, i32 1
  %B1547 = lshr <4 x i8> %B573, %Shuff142
  %Se1548 = sext i8 %L762 to i32
  %Sl1549 = select i1 %Cmp939, i1 %Cmp1208, i1 %Tr173
  br i1 %Sl1549, label %CF1692, label %CF1700

CF1700:                                           ; preds = %CF1700, %CF1751
  %Cmp1550 = icmp sgt <1 x i16> %Sl513, %Shuff119
  %L1551 = load i8, i8* %0, align 1
  store i32 %L191, i32* %PC1400, align 4
  %E1552 = extractelement <2 x i1> %Shuff899, i32 1
  br i1 %E1552, label %CF1700, label %CF1717

CF1717:                                           ; preds = %CF1717, %CF1841, %CF1843, %CF1791, %CF1700
  %Shuff1553 = shufflevector <1 x i32> %Shuff127, <1 x i32> %Shuff1270, <1 x i32> zeroinitializer
  %I1554 = insertelement <1 x i64> %B295, i64 %E1194, i32 0
  %B1555 = urem <4 x i8> %Sl1022, %Shuff1218
  %FC1556 = uitofp <4 x i8> %B1384 to <4 x float>
  %Sl1557 = select i1 %Tr332, i8 %E35, i8 %Sl732
  %Cmp1558 = icmp uge <2 x i16> %FC453, %I752
  %L1559 = load i32, i32* %PC1400, align 4
  store i16 %E177, i16* %PC481, align 2
  %E1560 = extractelement <2 x i1> %I694, i32 1
  br i1 %E1560, label %CF1717, label %CF1827

CF1827:                                           ; preds = %CF1827, %CF1871, %CF1717
  %Shuff1561 = shufflevector <2 x i1> %Shuff1529, <2 x i1> %Shuff1292, <2 x i32> <i32 0, i32 2>
  %I1562 = insertelement <1 x i1> %Shuff1082, i1 %E1299, i32 0
  %B1563 = add i32 %FC1258, %E500
  %Se1564 = sext <2 x i32> %Se738 to <2 x i64>
  %Sl1565 = select <8 x i1> %Shuff217, <8 x i8> %I52, <8 x i8> %Shuff586
  %Cmp1566 = icmp ugt i32 %Sl482, %ZE1251
  br i1 %Cmp1566, label %CF1827, label %CF1859

CF1859:                                           ; preds = %CF1859, %CF1827
  %L1567 = load i32, i32* %PC122, align 4
  store i32 %ZE1251, i32* %PC1400, align 4
  %E1568 = extractelement <1 x i16> %Shuff478, i32 0
  %Shuff1569 = shufflevector <2 x i1> %Cmp537, <2 x i1> %I966, <2 x i32> <i32 3, i32 1>
  %I1570 = insertelement <8 x i1> %I1331, i1 %Tr588, i32 5
  %B1571 = frem double %FC1065, %L1261
  %FC1572 = fptoui double %L770 to i8
  %Sl1573 = select i1 %Sl378, i8 %E1002, i8 41
  %Cmp1574 = icmp slt i64 %FC196, %ZE1508
  br i1 %Cmp1574, label %CF1859, label %CF1871

CF1871:                                           ; preds = %CF1859
  %L1575 = load i32, i32* %PC1400, align 4
  store double %L613, double* %Sl438, align 8
  %E1576 = extractelement <2 x i1> zeroinitializer, i32 1
  br i1 %E1576, label %CF1827, label %CF1841

CF1841:                                           ; preds = %CF1871
  %Shuff1577 = shufflevector <2 x i1> %Cmp675, <2 x i1> %Sl1371, <2 x i32> <i32 undef, i32 0>
  %I1578 = insertelement <2 x i1> %Shuff270, i1 %Sl1549, i32 0
  %Se1579 = sext i8 %L372 to i32
  %Sl1580 = select <1 x i1> %Cmp100, <1 x i32> %Shuff1553, <1 x i32> %I803
  %Cmp1581 = icmp slt <1 x i8> %Tr281, %ZE114
  %L1582 = load double, double* %Sl438, align 8
  store i8 %E794, i8* %0, align 1
  %E1583 = extractelement <1 x i1> %Shuff772, i32 0
  br i1 %E1583, label %CF1717, label %CF1810

CF1810:                                           ; preds = %CF1810, %CF1878, %CF1841
  %Shuff1584 = shufflevector <2 x i8> %Shuff1105, <2 x i8> %I1538, <2 x i32> <i32 1, i32 undef>
  %I1585 = insertelement <2 x i16> %Shuff1322, i16 0, i32 1
  %B1586 = sdiv <2 x i16> %Se1137, %Sl933
  %Sl1587 = select i1 %E883, i64 %Sl559, i64 %Sl521
  %Cmp1588 = icmp sgt <2 x i1> %Shuff1126, %Cmp235
  %L1589 = load i32, i32* %PC1400, align 4
  store i8 %L1068, i8* %0, align 1
  %E1590 = extractelement <4 x i8> %Shuff14, i32 2
  %Shuff1591 = shufflevector <2 x i16> %Sl1296, <2 x i16> %B1531, <2 x i32> <i32 1, i32 3>
  %I1592 = insertelement <4 x i8> %I1293, i8 %E1291, i32 3
  %B1593 = udiv i64 %E1217, %ZE932
  %ZE1594 = zext <1 x i16> %I66 to <1 x i64>
  %Sl1595 = select i1 %Cmp1051, double %L621, double %L1519
  %Cmp1596 = fcmp ule <1 x float> %FC710, %FC603
  %L1597 = load double, double* %Sl438, align 8
  store double 0x8A3FCD5EF33D6BDC, double* %Sl438, align 8
  %E1598 = extractelement <4 x i8> %Shuff1070, i32 0
  %Shuff1599 = shufflevector <2 x i64> %I780, <2 x i64> %Sl160, <2 x i32> <i32 3, i32 undef>
  %I1600 = insertelement <8 x i16> %Shuff1315, i16 %E721, i32 5
  %Tr1601 = trunc i64 %B649 to i16
  %Sl1602 = select i1 %Cmp873, i8 %E1374, i8 %E1425
  %Cmp1603 = icmp eq <2 x i1> %Sl659, %Cmp545
  %L1604 = load double, double* %PC, align 8
  store double %L199, double* %Sl438, align 8
  %E1605 = extractelement <1 x i16> %Sl1230, i32 0
  %Shuff1606 = shufflevector <8 x i1> %Shuff779, <8 x i1> %Shuff366, <8 x i32> <i32 undef, i32 10, i32 12, i32 14, i32 0, i32 2, i32 4, i32 6>
  %I1607 = insertelement <2 x i1> %Sl317, i1 %Cmp1342, i32 0
  %FC1608 = uitofp i1 %E1404 to double
  %Sl1609 = select i1 %E622, i8 -15, i8 %E524
  %Cmp1610 = icmp ult i8 %FC24, %E141
  br i1 %Cmp1610, label %CF1810, label %CF1878

CF1878:                                           ; preds = %CF1810
  %L1611 = load i32, i32* %PC1400, align 4
  store i32 %L1503, i32* %PC1400, align 4
  %E1612 = extractelement <2 x i8> %Shuff631, i32 1
  %Shuff1613 = shufflevector <2 x i1> %Shuff869, <2 x i1> %Shuff164, <2 x i32> <i32 2, i32 undef>
  %I1614 = insertelement <2 x i1> %Cmp667, i1 %E600, i32 0
  %FC1615 = sitofp <1 x i16> %I648 to <1 x float>
  %Sl1616 = select i1 %Cmp1253, i64 %ZE1540, i64 %ZE339
  %Cmp1617 = fcmp ule <4 x double> %Shuff906, %FC130
  %L1618 = load double, double* %PC, align 8
  store i32 %L889, i32* %PC1400, align 4
  %E1619 = extractelement <4 x double> %Shuff1019, i32 0
  %Shuff1620 = shufflevector <2 x i8> %Shuff360, <2 x i8> %I1173, <2 x i32> <i32 3, i32 1>
  %I1621 = insertelement <2 x i8> %B580, i8 %L1320, i32 1
  %B1622 = srem <2 x i16> %Sl682, %Sl933
  %FC1623 = fptoui float 0xC753A56780000000 to i16
  %Sl1624 = select i1 %Cmp62, i8 %E1178, i8 %Sl552
  %Cmp1625 = icmp eq <2 x i8> %Shuff135, %Shuff44
  %L1626 = load i32, i32* %PC1400, align 4
  store i8 %L1246, i8* %0, align 1
  %E1627 = extractelement <2 x i1> %Shuff201, i32 1
  br i1 %E1627, label %CF1810, label %CF1843

CF1843:                                           ; preds = %CF1878
  %Shuff1628 = shufflevector <2 x i1> %Shuff571, <2 x i1> %Cmp1154, <2 x i32> <i32 2, i32 0>
  %I1629 = insertelement <2 x i8> %Sl1416, i8 %L1388, i32 0
  %B1630 = frem double %BC496, %L1170
  %FC1631 = sitofp i64 %Sl303 to double
  %Sl1632 = select i1 %E1171, i1 %Cmp491, i1 %Cmp77
  br i1 %Sl1632, label %CF1717, label %CF1791

CF1791:                                           ; preds = %CF1843
  %Cmp1633 = icmp ule <1 x i1> %Cmp992, %Shuff1047
  %L1634 = load i8, i8* %0, align 1
  store double %L1009, double* %PC, align 8
  %E1635 = extractelement <8 x i1> %Shuff1226, i32 6
  br i1 %E1635, label %CF1717, label %CF1742

CF1742:                                           ; preds = %CF1742, %CF1791
  %Shuff1636 = shufflevector <2 x i8> %Shuff631, <2 x i8> %Shuff578, <2 x i32> <i32 1, i32 3>
  %I1637 = insertelement <2 x i8> %I247, i8 %L1358, i32 1
  %B1638 = ashr <1 x i16> %Sl1318, zeroinitializer
  %FC1639 = sitofp <1 x i8> %Tr281 to <1 x float>
  %Sl1640 = select i1 %E1472, i16 %L42, i16 %L785
  %Cmp1641 = icmp ne i1 %Cmp1534, %Cmp357
  br i1 %Cmp1641, label %CF1742, label %CF1795

CF1795:                                           ; preds = %CF1795, %CF1742
  %L1642 = load i32, i32* %PC1400, align 4
  store i32 %Sl938, i32* %PC1400, align 4
  %E1643 = extractelement <1 x i1> %I974, i32 0
  br i1 %E1643, label %CF1795, label %CF1808

CF1808:                                           ; preds = %CF1808, %CF1795
  %Shuff1644 = shufflevector <1 x i32> %I1530, <1 x i32> %Shuff442, <1 x i32> undef
  %I1645 = insertelement <1 x i1> %I974, i1 %FC137, i32 0
  %B1646 = sub i32 %B1332, %Sl32
  %ZE1647 = zext <8 x i1> %Cmp620 to <8 x i64>
  %Sl1648 = select i1 %Sl903, i8 %E457, i8 %E786
  %Cmp1649 = icmp slt i1 %Cmp506, %E935
  br i1 %Cmp1649, label %CF1808, label %CF1873

CF1873:                                           ; preds = %CF1808
  %L1650 = load i32, i32* %Sl768, align 4
  store i32 %Sl266, i32* %PC1400, align 4
  %E1651 = extractelement <2 x i8> %B211, i32 0
  %Shuff1652 = shufflevector <2 x i1> %Sl258, <2 x i1> %I729, <2 x i32> <i32 3, i32 1>
  %I1653 = insertelement <2 x i64> %Sl242, i64 %Sl362, i32 1
  %BC1654 = bitcast <1 x float> %FC1159 to <1 x i32>
  %Sl1655 = select i1 %Sl775, <1 x i8> %Tr212, <1 x i8> %ZE114
  %Cmp1656 = icmp sge i32 %L1455, %L1503
  br i1 %Cmp1656, label %CF, label %CF1674

CF1674:                                           ; preds = %CF1873
  %L1657 = load i8, i8* %0, align 1
  store double %L1060, double* %Sl438, align 8
  %E1658 = extractelement <2 x i8> %Shuff135, i32 1
  %Shuff1659 = shufflevector <8 x i1> %Sl1252, <8 x i1> %Shuff1226, <8 x i32> <i32 8, i32 10, i32 12, i32 14, i32 0, i32 2, i32 4, i32 6>
  %I1660 = insertelement <1 x i16> %Sl1244, i16 %E253, i32 0
  %FC1661 = sitofp <2 x i8> %Shuff7 to <2 x float>
  %Sl1662 = select i1 %Cmp1446, double %L676, double %B1571
  %Cmp1663 = icmp sge <4 x i8> %Sl227, %B1362
  store i32 %B766, i32* %PC1400, align 4
  store i8 %B759, i8* %0, align 1
  store double %L1261, double* %Sl438, align 8
  store double %B1491, double* %Sl438, align 8
  store double %B730, double* %Sl438, align 8
  ret void
}

; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD168(i8* %0, i32* %1, i64* %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <2 x i64>, align 16
  %A3 = alloca <16 x i32>, align 64
  %A2 = alloca <4 x i32>, align 16
  %A1 = alloca <8 x i32>, align 32
  %A = alloca <8 x double>, align 64
  %L = load i8, i8* %0, align 1
  store <4 x i32> zeroinitializer, <4 x i32>* %A2, align 16
  %E = extractelement <8 x i32> zeroinitializer, i32 1
  %Shuff = shufflevector <2 x i32> zeroinitializer, <2 x i32> zeroinitializer, <2 x i32> <i32 undef, i32 2>
  %I = insertelement <8 x i16> zeroinitializer, i16 10097, i32 2
  %B = fdiv float 0x44BB322F00000000, 0x44BB322F00000000
  %FC = fptosi double 0x5DEFFD0E7EED538C to i8
  %Sl = select i1 true, <1 x i64> zeroinitializer, <1 x i64> zeroinitializer
  %L5 = load i8, i8* %0, align 1
  store i8 %5, i8* %0, align 1
  %E6 = extractelement <8 x i16> zeroinitializer, i32 4
  %Shuff7 = shufflevector <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <4 x i32> <i32 undef, i32 undef, i32 3, i32 5>
  %I8 = insertelement <1 x i32> zeroinitializer, i32 326025, i32 0
  %FC9 = sitofp i8 -1 to double
  %Sl10 = select i1 true, <2 x i64>* %A4, <2 x i64>* %A4
  %Cmp = icmp sgt <1 x i64> %Sl, zeroinitializer
  %L11 = load <8 x double>, <8 x double>* %A, align 64
  store <2 x i64> <i64 -1, i64 0>, <2 x i64>* %Sl10, align 16
  %E12 = extractelement <1 x i32> %I8, i32 0
  %Shuff13 = shufflevector <8 x i16> zeroinitializer, <8 x i16> zeroinitializer, <8 x i32> <i32 15, i32 1, i32 undef, i32 5, i32 7, i32 undef, i32 11, i32 13>
  %I14 = insertelement <8 x i16> %Shuff13, i16 10097, i32 1
  %B15 = xor <1 x i32> zeroinitializer, %I8
  %ZE = fpext float %B to double
  %Sl16 = select i1 true, i8 -1, i8 -1
  %L17 = load <2 x i64>, <2 x i64>* %Sl10, align 16
  store <2 x i64> %L17, <2 x i64>* %Sl10, align 16
  %E18 = extractelement <2 x i64> %L17, i32 1
  %Shuff19 = shufflevector <2 x i1> zeroinitializer, <2 x i1> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I20 = insertelement <1 x i32> zeroinitializer, i32 %E12, i32 0
  %B21 = mul i32 %3, 0
  %PC = bitcast <8 x double>* %A to i1*
  %Sl22 = select i1 true, double %FC9, double 0x7A2B544AD12960C8
  %Cmp23 = icmp ult i64 401897, 344425
  br label %CF1697

CF1697:                                           ; preds = %CF1697, %CF1852, %BB
  %L24 = load <2 x i64>, <2 x i64>* %Sl10, align 16
  store i1 true, i1* %PC, align 1
  %E25 = extractelement <1 x i64> %Sl, i32 0
  %Shuff26 = shufflevector <1 x i32> %I8, <1 x i32> %B15, <1 x i32> <i32 1>
  %I27 = insertelement <2 x i8> zeroinitializer, i8 %5, i32 1
  %B28 = fsub double 0x7A2B544AD12960C8, 0x313F345E1A3D52DC
  %ZE29 = zext <2 x i32> zeroinitializer to <2 x i64>
  %Sl30 = select i1 true, <8 x i16> %I, <8 x i16> %Shuff13
  %Cmp31 = icmp slt i64 %4, %E25
  br i1 %Cmp31, label %CF1697, label %CF1852

CF1852:                                           ; preds = %CF1697
  %L32 = load <2 x i64>, <2 x i64>* %Sl10, align 16
  store <2 x i64> %L17, <2 x i64>* %Sl10, align 16
  %E33 = extractelement <2 x i64> %L24, i32 1
  %Shuff34 = shufflevector <8 x i16> zeroinitializer, <8 x i16> %Shuff13, <8 x i32> <i32 10, i32 undef, i32 14, i32 0, i32 undef, i32 4, i32 6, i32 8>
  %I35 = insertelement <2 x i1> zeroinitializer, i1 true, i32 0
  %B36 = or <1 x i32> zeroinitializer, zeroinitializer
  %ZE37 = zext i32 %E to i64
  %Sl38 = select i1 %Cmp23, <8 x i16> %Sl30, <8 x i16> %Sl30
  %Cmp39 = fcmp false <8 x double> %L11, %L11
  %L40 = load i8, i8* %0, align 1
  store <2 x i64> %L17, <2 x i64>* %Sl10, align 16
  %E41 = extractelement <8 x i16> zeroinitializer, i32 7
  %Shuff42 = shufflevector <2 x i32> zeroinitializer, <2 x i32> zeroinitializer, <2 x i32> undef
  %I43 = insertelement <1 x i32> zeroinitializer, i32 434065, i32 0
  %FC44 = uitofp i64 401897 to float
  %Sl45 = select i1 true, i1 true, i1 %Cmp23
  br i1 %Sl45, label %CF1697, label %CF1725

CF1725:                                           ; preds = %CF1725, %CF1852
  %L46 = load <2 x i64>, <2 x i64>* %Sl10, align 16
  store <2 x i64> %L17, <2 x i64>* %Sl10, align 16
  %E47 = extractelement <4 x i32> %Shuff7, i32 0
  %Shuff48 = shufflevector <4 x i32> %Shuff7, <4 x i32> zeroinitializer, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I49 = insertelement <1 x i32> %Shuff26, i32 %E47, i32 0
  %B50 = udiv i64 344425, %E18
  %Sl51 = select i1 %Cmp23, i64 193473, i64 344425
  %Cmp52 = icmp sgt i32 %B21, 102501
  br i1 %Cmp52, label %CF1725, label %CF1846

CF1846:                                           ; preds = %CF1725
  %L53 = load <2 x i64>, <2 x i64>* %Sl10, align 16
  store <8 x double> %L11, <8 x double>* %A, align 64
  %E54 = extractelement <2 x i32> zeroinitializer, i32 1
  %Shuff55 = shufflevector <8 x i16> %Shuff13, <8 x i16> %Shuff13, <8 x i32> <i32 8, i32 10, i32 12, i32 14, i32 0, i32 2, i32 4, i32 6>
  %I56 = insertelement <2 x i32> %Shuff42, i32 102501, i32 0
  %B57 = srem <4 x i32> %Shuff48, %Shuff48
  %FC58 = uitofp <1 x i1> %Cmp to <1 x float>
  %Sl59 = select <1 x i1> %Cmp, <1 x i32> %I49, <1 x i32> %I43
  %Cmp60 = icmp ugt i64 %E25, %E33
  br label %CF1692

CF1692:                                           ; preds = %CF1692, %CF1816, %CF1846
  %L61 = load <8 x double>, <8 x double>* %A, align 64
  store <8 x double> %L61, <8 x double>* %A, align 64
  %E62 = extractelement <1 x i32> zeroinitializer, i32 0
  %Shuff63 = shufflevector <2 x i32> %I56, <2 x i32> %Shuff42, <2 x i32> <i32 3, i32 1>
  %I64 = insertelement <2 x i64> %L24, i64 %E18, i32 1
  %B65 = ashr i64 210573, 344425
  %Se = sext i8 %Sl16 to i16
  %Sl66 = select <2 x i1> zeroinitializer, <2 x i1> zeroinitializer, <2 x i1> %Shuff19
  %Cmp67 = icmp sge i8 %5, 0
  br i1 %Cmp67, label %CF1692, label %CF1816

CF1816:                                           ; preds = %CF1692
  %L68 = load i8, i8* %0, align 1
  store <2 x i64> %I64, <2 x i64>* %Sl10, align 16
  %E69 = extractelement <2 x i32> %Shuff, i32 0
  %Shuff70 = shufflevector <8 x i16> %Shuff34, <8 x i16> zeroinitializer, <8 x i32> <i32 15, i32 1, i32 undef, i32 5, i32 7, i32 undef, i32 11, i32 13>
  %I71 = insertelement <8 x i16> zeroinitializer, i16 %E6, i32 1
  %B72 = fsub double %ZE, 0x7A2B544AD12960C8
  %FC73 = uitofp i1 %Cmp31 to float
  %Sl74 = select i1 %Cmp60, i64 %E25, i64 %B65
  %Cmp75 = icmp uge i1 %Cmp60, true
  br i1 %Cmp75, label %CF1692, label %CF1699

CF1699:                                           ; preds = %CF1816
  %L76 = load i8, i8* %0, align 1
  store <2 x i64> %L17, <2 x i64>* %Sl10, align 16
  %E77 = extractelement <8 x i16> %I71, i32 3
  %Shuff78 = shufflevector <2 x i32> %Shuff, <2 x i32> %Shuff42, <2 x i32> <i32 2, i32 undef>
  %I79 = insertelement <2 x i64> %ZE29, i64 %Sl74, i32 0
  %FC80 = fptoui float %FC44 to i1
  br label %CF1683

CF1683:                                           ; preds = %CF1683, %CF1801, %CF1808, %CF1699
  %Sl81 = select i1 true, i32 %3, i32 %E47
  %Cmp82 = icmp sge i8 %L40, -1
  br i1 %Cmp82, label %CF1683, label %CF1801

CF1801:                                           ; preds = %CF1683
  %L83 = load <2 x i64>, <2 x i64>* %Sl10, align 16
  store <16 x i32> <i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1>, <16 x i32>* %A3, align 64
  %E84 = extractelement <2 x i64> %L83, i32 1
  %Shuff85 = shufflevector <2 x i64> %L24, <2 x i64> %I79, <2 x i32> <i32 0, i32 undef>
  %I86 = insertelement <2 x i64> %L17, i64 %E18, i32 0
  %B87 = frem double 0x9BC7E8E698C51B64, %B72
  %FC88 = fptosi double %Sl22 to i32
  %Sl89 = select i1 %Sl45, double %B87, double %FC9
  %Cmp90 = icmp ugt <8 x i16> %Shuff34, zeroinitializer
  %L91 = load i8, i8* %0, align 1
  store i8 %FC, i8* %0, align 1
  %E92 = extractelement <2 x i64> %L24, i32 0
  %Shuff93 = shufflevector <2 x i32> %Shuff63, <2 x i32> %Shuff, <2 x i32> <i32 3, i32 1>
  %I94 = insertelement <8 x i16> zeroinitializer, i16 %Se, i32 1
  %B95 = srem i32 %E12, %E54
  %FC96 = uitofp i8 %5 to double
  %Sl97 = select <8 x i1> %Cmp39, <8 x i1> %Cmp90, <8 x i1> %Cmp39
  %Cmp98 = icmp uge <2 x i64> %L32, %L17
  %L99 = load i8, i8* %0, align 1
  store <2 x i64> %L17, <2 x i64>* %Sl10, align 16
  %E100 = extractelement <2 x i64> %L32, i32 0
  %Shuff101 = shufflevector <16 x i64> zeroinitializer, <16 x i64> zeroinitializer, <16 x i32> <i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 undef, i32 29, i32 31, i32 undef, i32 undef, i32 5>
  %I102 = insertelement <4 x i32> %Shuff7, i32 %E47, i32 1
  %B103 = or <1 x i32> %B36, %I8
  %FC104 = sitofp <2 x i64> %I79 to <2 x float>
  %Sl105 = select i1 %Sl45, i32 %E62, i32 %E12
  %Cmp106 = icmp eq <8 x i1> %Sl97, zeroinitializer
  %L107 = load i8, i8* %0, align 1
  store i1 %Cmp75, i1* %PC, align 1
  %E108 = extractelement <8 x i16> zeroinitializer, i32 6
  %Shuff109 = shufflevector <8 x double> %L61, <8 x double> %L11, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 undef>
  %I110 = insertelement <1 x i64> %Sl, i64 %E25, i32 0
  %B111 = sdiv <8 x i16> %Shuff34, %Shuff13
  %Tr = trunc <2 x i64> %L53 to <2 x i16>
  %Sl112 = select i1 %Cmp60, i1 %Cmp23, i1 true
  br i1 %Sl112, label %CF1683, label %CF1701

CF1701:                                           ; preds = %CF1701, %CF1825, %CF1801
  %Cmp113 = icmp uge <2 x i64> %Shuff85, %L46
  %L114 = load <2 x i64>, <2 x i64>* %Sl10, align 16
  store i8 117, i8* %0, align 1
  %E115 = extractelement <2 x i32> zeroinitializer, i32 1
  %Shuff116 = shufflevector <2 x i32> %Shuff42, <2 x i32> zeroinitializer, <2 x i32> <i32 2, i32 0>
  %I117 = insertelement <8 x i16> %Shuff70, i16 %E108, i32 0
  %B118 = lshr i8 %L, %FC
  %Tr119 = trunc i64 %E100 to i8
  %Sl120 = select <2 x i1> %Shuff19, <2 x i16> %Tr, <2 x i16> %Tr
  %Cmp121 = icmp ule <1 x i64> zeroinitializer, zeroinitializer
  %L122 = load i8, i8* %0, align 1
  store i8 %L40, i8* %0, align 1
  %E123 = extractelement <8 x i1> %Sl97, i32 2
  br i1 %E123, label %CF1701, label %CF1732

CF1732:                                           ; preds = %CF1732, %CF1845, %CF1837, %CF1701
  %Shuff124 = shufflevector <8 x double> %L61, <8 x double> %L61, <8 x i32> <i32 5, i32 7, i32 9, i32 undef, i32 13, i32 15, i32 1, i32 3>
  %I125 = insertelement <2 x i1> %Shuff19, i1 %Cmp23, i32 1
  %B126 = fdiv float %FC73, %FC44
  %FC127 = uitofp i8 %L5 to float
  %Sl128 = select i1 true, double %B72, double 0x7A2B544AD12960C8
  %Cmp129 = icmp uge i8 117, %L68
  br i1 %Cmp129, label %CF1732, label %CF1820

CF1820:                                           ; preds = %CF1820, %CF1732
  %L130 = load i8, i8* %0, align 1
  store i8 %L, i8* %0, align 1
  %E131 = extractelement <8 x i16> zeroinitializer, i32 1
  %Shuff132 = shufflevector <8 x i16> %Shuff70, <8 x i16> zeroinitializer, <8 x i32> <i32 12, i32 14, i32 0, i32 undef, i32 4, i32 6, i32 8, i32 undef>
  %I133 = insertelement <4 x i32> zeroinitializer, i32 %E115, i32 2
  %Sl134 = select i1 %Cmp23, i1 %Sl45, i1 true
  br i1 %Sl134, label %CF1820, label %CF1828

CF1828:                                           ; preds = %CF1828, %CF1820
  %Cmp135 = fcmp uge double 0x9BC7E8E698C51B64, %B72
  br i1 %Cmp135, label %CF1828, label %CF1845

CF1845:                                           ; preds = %CF1828
  %L136 = load i1, i1* %PC, align 1
  br i1 %L136, label %CF1732, label %CF1809

CF1809:                                           ; preds = %CF1809, %CF1845
  store <2 x i64> %L114, <2 x i64>* %Sl10, align 16
  %E137 = extractelement <2 x i64> %L53, i32 1
  %Shuff138 = shufflevector <8 x i1> %Cmp90, <8 x i1> %Cmp39, <8 x i32> <i32 0, i32 undef, i32 4, i32 6, i32 undef, i32 10, i32 12, i32 undef>
  %I139 = insertelement <8 x i16> %Shuff132, i16 %E41, i32 2
  %B140 = shl i8 %L76, 117
  %Tr141 = trunc <2 x i64> %I79 to <2 x i1>
  %Sl142 = select i1 %Cmp67, <8 x double>* %A, <8 x double>* %A
  %Cmp143 = fcmp false double %B28, %B72
  br i1 %Cmp143, label %CF1809, label %CF1837

CF1837:                                           ; preds = %CF1809
  %L144 = load <2 x i64>, <2 x i64>* %A4, align 16
  store <8 x double> %L61, <8 x double>* %Sl142, align 64
  %E145 = extractelement <8 x i16> %Shuff70, i32 6
  %Shuff146 = shufflevector <1 x i32> zeroinitializer, <1 x i32> %B36, <1 x i32> <i32 1>
  %I147 = insertelement <2 x i32> zeroinitializer, i32 %E69, i32 1
  %B148 = ashr <2 x i64> %L32, %I64
  %ZE149 = zext <1 x i32> %I49 to <1 x i64>
  %Sl150 = select i1 %Sl112, <4 x i32> %Shuff7, <4 x i32> zeroinitializer
  %Cmp151 = icmp ult <8 x i16> zeroinitializer, %Sl30
  %L152 = load <8 x double>, <8 x double>* %Sl142, align 64
  store <8 x double> %L152, <8 x double>* %A, align 64
  %E153 = extractelement <16 x i64> %Shuff101, i32 3
  %Shuff154 = shufflevector <8 x i16> %Sl30, <8 x i16> %Shuff132, <8 x i32> <i32 6, i32 8, i32 10, i32 12, i32 14, i32 undef, i32 undef, i32 4>
  %I155 = insertelement <2 x i64> %ZE29, i64 344425, i32 0
  %B156 = fdiv float %B, %FC44
  %Se157 = sext <4 x i32> zeroinitializer to <4 x i64>
  %Sl158 = select i1 true, i64 138861, i64 %Sl74
  %Cmp159 = icmp ugt <1 x i32> %B36, %B36
  %L160 = load <8 x double>, <8 x double>* %Sl142, align 64
  store <8 x double> %L61, <8 x double>* %Sl142, align 64
  %E161 = extractelement <8 x i16> zeroinitializer, i32 5
  %Shuff162 = shufflevector <2 x i64> %L24, <2 x i64> %L17, <2 x i32> <i32 undef, i32 2>
  %I163 = insertelement <8 x i16> zeroinitializer, i16 %E41, i32 6
  %B164 = srem i32 %FC88, %3
  %FC165 = uitofp <2 x i1> %Cmp113 to <2 x float>
  %Sl166 = select i1 %Cmp129, i16 %E161, i16 %E145
  %Cmp167 = fcmp ugt double %Sl22, 0x313F345E1A3D52DC
  br i1 %Cmp167, label %CF1732, label %CF1766

CF1766:                                           ; preds = %CF1766, %CF1837
  %L168 = load <8 x double>, <8 x double>* %Sl142, align 64
  store <8 x double> %L152, <8 x double>* %Sl142, align 64
  %E169 = extractelement <2 x i32> zeroinitializer, i32 1
  %Shuff170 = shufflevector <8 x i1> %Sl97, <8 x i1> %Cmp151, <8 x i32> <i32 undef, i32 undef, i32 2, i32 undef, i32 6, i32 8, i32 10, i32 undef>
  %I171 = insertelement <1 x i32> %I43, i32 %B164, i32 0
  %Sl172 = select i1 %Cmp23, <2 x i8> zeroinitializer, <2 x i8> zeroinitializer
  %Cmp173 = icmp slt <8 x i16> %Shuff13, %Shuff132
  %L174 = load <2 x i64>, <2 x i64>* %Sl10, align 16
  store <2 x i64> %L144, <2 x i64>* %Sl10, align 16
  %E175 = extractelement <8 x i16> %Sl38, i32 3
  %Shuff176 = shufflevector <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I177 = insertelement <2 x i32> %Shuff78, i32 %E47, i32 0
  %FC178 = sitofp <8 x i1> %Cmp106 to <8 x float>
  %Sl179 = select i1 %Cmp60, i8 %L, i8 %L91
  %Cmp180 = icmp sgt i64 %E137, 344425
  br i1 %Cmp180, label %CF1766, label %CF1825

CF1825:                                           ; preds = %CF1766
  %L181 = load <2 x i64>, <2 x i64>* %Sl10, align 16
  store i1 true, i1* %PC, align 1
  %E182 = extractelement <2 x i64> %ZE29, i32 0
  %Shuff183 = shufflevector <8 x i16> %Shuff132, <8 x i16> zeroinitializer, <8 x i32> <i32 undef, i32 9, i32 11, i32 undef, i32 15, i32 1, i32 3, i32 5>
  %I184 = insertelement <4 x i32> zeroinitializer, i32 %Sl81, i32 1
  %B185 = urem <2 x i32> %Shuff42, %I56
  %ZE186 = zext <8 x i16> %Shuff13 to <8 x i32>
  %Sl187 = select i1 %Cmp31, i16 %E161, i16 %E108
  %Cmp188 = icmp eq i8 %Tr119, %L68
  br i1 %Cmp188, label %CF1701, label %CF1703

CF1703:                                           ; preds = %CF1703, %CF1851, %CF1825
  %L189 = load <8 x double>, <8 x double>* %Sl142, align 64
  store <8 x double> %L152, <8 x double>* %Sl142, align 64
  %E190 = extractelement <8 x i16> %Sl38, i32 6
  %Shuff191 = shufflevector <2 x i64> %L83, <2 x i64> %L181, <2 x i32> <i32 1, i32 3>
  %I192 = insertelement <2 x i64> %L181, i64 %E137, i32 1
  %B193 = fsub float %FC44, %B
  %PC194 = bitcast i32* %1 to float*
  %Sl195 = select <4 x i1> <i1 true, i1 false, i1 true, i1 false>, <4 x i32> %Shuff48, <4 x i32> %I102
  %Cmp196 = fcmp olt float %B193, %B193
  br i1 %Cmp196, label %CF1703, label %CF1851

CF1851:                                           ; preds = %CF1703
  %L197 = load <2 x i64>, <2 x i64>* %Sl10, align 16
  store <2 x i64> %L17, <2 x i64>* %Sl10, align 16
  %E198 = extractelement <4 x i32> %Shuff176, i32 0
  %Shuff199 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %I184, <4 x i32> <i32 7, i32 1, i32 undef, i32 5>
  %I200 = insertelement <8 x i16> %Shuff132, i16 %E41, i32 1
  %B201 = udiv <2 x i32> zeroinitializer, %I147
  %Tr202 = trunc <2 x i64> %I155 to <2 x i1>
  %Sl203 = select i1 %Cmp196, i32 %B21, i32 %E12
  %Cmp204 = fcmp ueq float %FC44, %B126
  br i1 %Cmp204, label %CF1703, label %CF1704

CF1704:                                           ; preds = %CF1704, %CF1851
  %L205 = load <2 x i64>, <2 x i64>* %Sl10, align 16
  store <8 x double> %Shuff109, <8 x double>* %Sl142, align 64
  %E206 = extractelement <2 x i32> %Shuff78, i32 1
  %Shuff207 = shufflevector <2 x i32> %Shuff63, <2 x i32> %B185, <2 x i32> <i32 0, i32 undef>
  %I208 = insertelement <2 x i64> %L46, i64 %E18, i32 0
  %Tr209 = trunc i64 %B50 to i8
  %Sl210 = select i1 %Sl45, i1 %Cmp188, i1 %Cmp52
  br i1 %Sl210, label %CF1704, label %CF1744

CF1744:                                           ; preds = %CF1744, %CF1833, %CF1704
  %Cmp211 = icmp sgt <2 x i1> %Cmp113, %Tr141
  %L212 = load <8 x double>, <8 x double>* %A, align 64
  store <8 x double> %Shuff109, <8 x double>* %Sl142, align 64
  %E213 = extractelement <8 x i16> %Shuff70, i32 6
  %Shuff214 = shufflevector <8 x i16> %I94, <8 x i16> %I200, <8 x i32> <i32 9, i32 11, i32 undef, i32 15, i32 1, i32 3, i32 5, i32 7>
  %I215 = insertelement <8 x i32> zeroinitializer, i32 %E69, i32 3
  %Sl216 = select i1 %Cmp52, i64 %E92, i64 %E84
  %Cmp217 = fcmp uge double %B87, 0x1AAB94CAB1A9E148
  br i1 %Cmp217, label %CF1744, label %CF1833

CF1833:                                           ; preds = %CF1744
  %L218 = load <8 x double>, <8 x double>* %Sl142, align 64
  store i1 %Cmp23, i1* %PC, align 1
  %E219 = extractelement <2 x i32> %Shuff42, i32 1
  %Shuff220 = shufflevector <8 x i16> %Shuff214, <8 x i16> %I200, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %I221 = insertelement <4 x i32> %I184, i32 %FC88, i32 2
  %B222 = ashr <2 x i32> zeroinitializer, zeroinitializer
  %FC223 = sitofp i64 138861 to float
  %Sl224 = select i1 %Cmp180, <2 x i64> %Shuff162, <2 x i64> %L17
  %Cmp225 = icmp ult i32 %E206, 326025
  br i1 %Cmp225, label %CF1744, label %CF1808

CF1808:                                           ; preds = %CF1833
  %L226 = load <8 x double>, <8 x double>* %Sl142, align 64
  store <8 x double> %L11, <8 x double>* %A, align 64
  %E227 = extractelement <2 x i64> %Shuff162, i32 1
  %Shuff228 = shufflevector <2 x i64> %L174, <2 x i64> %L17, <2 x i32> <i32 0, i32 2>
  %I229 = insertelement <8 x double> %Shuff109, double %FC96, i32 6
  %B230 = fdiv float %B193, %FC223
  %FC231 = fptosi double 0x1AAB94CAB1A9E148 to i8
  %Sl232 = select i1 %Sl210, <8 x double>* %A, <8 x double>* %A
  %Cmp233 = icmp uge <2 x i32> zeroinitializer, %Shuff
  %L234 = load <2 x i64>, <2 x i64>* %Sl10, align 16
  store <8 x double> %L11, <8 x double>* %Sl142, align 64
  %E235 = extractelement <8 x i16> zeroinitializer, i32 0
  %Shuff236 = shufflevector <2 x i64> %L32, <2 x i64> %L17, <2 x i32> <i32 3, i32 1>
  %I237 = insertelement <2 x i64> %L46, i64 %E137, i32 1
  %Sl238 = select i1 %E123, i8 %L91, i8 %Sl179
  %Cmp239 = fcmp une <8 x double> %Shuff124, %Shuff109
  %L240 = load <8 x double>, <8 x double>* %Sl142, align 64
  store <8 x double> %Shuff124, <8 x double>* %Sl142, align 64
  %E241 = extractelement <1 x float> %FC58, i32 0
  %Shuff242 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %I184, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I243 = insertelement <2 x i64> %L46, i64 %Sl74, i32 1
  %B244 = udiv i64 %Sl158, %E153
  %FC245 = sitofp <2 x i64> %I208 to <2 x double>
  %Sl246 = select i1 %Cmp31, double 0x1AAB94CAB1A9E148, double 0x7A2B544AD12960C8
  %Cmp247 = icmp ult <8 x i1> %Cmp239, %Cmp39
  %L248 = load <8 x double>, <8 x double>* %Sl142, align 64
  store <8 x double> %L61, <8 x double>* %Sl142, align 64
  %E249 = extractelement <8 x i16> %Shuff34, i32 2
  %Shuff250 = shufflevector <8 x i16> %Shuff132, <8 x i16> %Sl30, <8 x i32> <i32 13, i32 15, i32 1, i32 3, i32 5, i32 7, i32 9, i32 undef>
  %I251 = insertelement <4 x i32> %Shuff7, i32 %E198, i32 3
  %B252 = xor <1 x i32> %Shuff26, %I171
  %FC253 = sitofp <4 x i32> %B57 to <4 x float>
  %Sl254 = select i1 true, <2 x i64> %Shuff162, <2 x i64> %I208
  %Cmp255 = icmp eq <2 x i64> %L32, %L46
  %L256 = load <2 x i64>, <2 x i64>* %Sl10, align 16
  store float %FC73, float* %PC194, align 4
  %E257 = extractelement <2 x i64> %L181, i32 1
  %Shuff258 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %Shuff48, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I259 = insertelement <1 x i32> %I8, i32 %Sl81, i32 0
  %B260 = mul <2 x i64> %L53, %L17
  %Sl261 = select i1 %Cmp52, i64 %Sl216, i64 %E18
  %Cmp262 = icmp ule <2 x i1> %I35, %I35
  %L263 = load <8 x double>, <8 x double>* %Sl142, align 64
  store <8 x double> %L189, <8 x double>* %Sl142, align 64
  %E264 = extractelement <2 x i8> %I27, i32 0
  %Shuff265 = shufflevector <8 x double> %L189, <8 x double> %L263, <8 x i32> <i32 5, i32 7, i32 undef, i32 11, i32 13, i32 undef, i32 1, i32 3>
  %I266 = insertelement <4 x i32> %Sl195, i32 %B164, i32 3
  %B267 = udiv <8 x i16> %Shuff34, %I94
  %Tr268 = trunc <2 x i64> %Shuff191 to <2 x i32>
  %Sl269 = select i1 %Cmp23, i1 %Cmp52, i1 %Cmp180
  br i1 %Sl269, label %CF1683, label %CF1693

CF1693:                                           ; preds = %CF1693, %CF1764, %CF1808
  %Cmp270 = fcmp ord double %Sl246, %B28
  br i1 %Cmp270, label %CF1693, label %CF1764

CF1764:                                           ; preds = %CF1693
  %L271 = load <2 x i64>, <2 x i64>* %Sl10, align 16
  store i1 %Cmp167, i1* %PC, align 1
  %E272 = extractelement <8 x i16> %Shuff132, i32 3
  %Shuff273 = shufflevector <8 x i16> %Shuff250, <8 x i16> %Shuff70, <8 x i32> <i32 14, i32 0, i32 2, i32 undef, i32 6, i32 undef, i32 10, i32 undef>
  %I274 = insertelement <4 x i32> zeroinitializer, i32 %FC88, i32 0
  %B275 = fdiv float %FC73, %FC44
  %ZE276 = zext i1 %L136 to i8
  %Sl277 = select i1 %Cmp52, <2 x i64> %L46, <2 x i64> %L114
  %Cmp278 = icmp sge <4 x i32> %Shuff7, %Shuff7
  %L279 = load <8 x double>, <8 x double>* %Sl142, align 64
  store <8 x double> %L212, <8 x double>* %Sl142, align 64
  %E280 = extractelement <8 x i16> %I14, i32 3
  %Shuff281 = shufflevector <1 x i32> %Shuff26, <1 x i32> %B103, <1 x i32> zeroinitializer
  %I282 = insertelement <8 x i1> zeroinitializer, i1 %Sl269, i32 2
  %B283 = xor i32 210069, 412985
  %ZE284 = zext i8 %L40 to i16
  %Sl285 = select i1 true, i16 %E213, i16 %E249
  %Cmp286 = icmp uge i64 %E18, 344425
  br i1 %Cmp286, label %CF1693, label %CF1737

CF1737:                                           ; preds = %CF1737, %CF1786, %CF1764
  %L287 = load <2 x i64>, <2 x i64>* %Sl10, align 16
  store i1 true, i1* %PC, align 1
  %E288 = extractelement <4 x i32> zeroinitializer, i32 0
  %Shuff289 = shufflevector <4 x i32> %Shuff242, <4 x i32> %Shuff48, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I290 = insertelement <4 x i32> %Shuff289, i32 412985, i32 1
  %B291 = fdiv <8 x double> %L279, %L61
  %FC292 = sitofp <1 x i32> %I20 to <1 x float>
  %Sl293 = select i1 true, <1 x i32> %B252, <1 x i32> zeroinitializer
  %Cmp294 = icmp eq <2 x i64> %Sl224, %L53
  %L295 = load float, float* %PC194, align 4
  store i8 %L76, i8* %0, align 1
  %E296 = extractelement <2 x i1> %Cmp233, i32 1
  br i1 %E296, label %CF1737, label %CF1786

CF1786:                                           ; preds = %CF1737
  %Shuff297 = shufflevector <8 x i16> %Shuff214, <8 x i16> zeroinitializer, <8 x i32> <i32 undef, i32 undef, i32 6, i32 8, i32 10, i32 12, i32 14, i32 0>
  %I298 = insertelement <8 x double> %Shuff109, double %FC9, i32 4
  %B299 = add <2 x i64> %L144, %I192
  %ZE300 = zext i1 %Cmp188 to i8
  %Sl301 = select i1 true, <8 x i16> zeroinitializer, <8 x i16> %I94
  %Cmp302 = fcmp uno float %FC44, %B193
  br i1 %Cmp302, label %CF1737, label %CF1745

CF1745:                                           ; preds = %CF1745, %CF1819, %CF1750, %CF1786
  %L303 = load <8 x double>, <8 x double>* %Sl142, align 64
  store <8 x double> %L160, <8 x double>* %Sl232, align 64
  %E304 = extractelement <2 x i16> %Sl120, i32 1
  %Shuff305 = shufflevector <2 x i64> %Shuff85, <2 x i64> %ZE29, <2 x i32> <i32 2, i32 0>
  %I306 = insertelement <2 x i8> %Sl172, i8 %Tr209, i32 0
  %B307 = or <2 x i64> %L17, %B299
  %FC308 = fptosi double 0x1AAB94CAB1A9E148 to i32
  %Sl309 = select i1 %E123, <1 x i64> %Sl, <1 x i64> %ZE149
  %Cmp310 = icmp ugt i1 %Cmp270, %Sl112
  br i1 %Cmp310, label %CF1745, label %CF1819

CF1819:                                           ; preds = %CF1745
  %L311 = load <8 x double>, <8 x double>* %Sl142, align 64
  store <8 x double> %L212, <8 x double>* %Sl232, align 64
  %E312 = extractelement <2 x i1> %Tr202, i32 1
  br i1 %E312, label %CF1745, label %CF1750

CF1750:                                           ; preds = %CF1819
  %Shuff313 = shufflevector <8 x i16> %Shuff273, <8 x i16> %B111, <8 x i32> <i32 6, i32 8, i32 10, i32 12, i32 14, i32 0, i32 2, i32 4>
  %I314 = insertelement <8 x i16> %Shuff132, i16 %E161, i32 0
  %B315 = ashr i16 %E145, %E131
  %Tr316 = fptrunc double %ZE to float
  %Sl317 = select i1 %Sl45, i1 %Sl269, i1 %Cmp217
  br i1 %Sl317, label %CF1745, label %CF1748

CF1748:                                           ; preds = %CF1750
  %Cmp318 = icmp ult i64 %E182, %Sl74
  br label %CF1681

CF1681:                                           ; preds = %CF1681, %CF1850, %CF1814, %CF1806, %CF1824, %CF1761, %CF1748
  %L319 = load float, float* %PC194, align 4
  store <2 x i64> %L17, <2 x i64>* %Sl10, align 16
  %E320 = extractelement <2 x i64> %I208, i32 1
  %Shuff321 = shufflevector <1 x i32> zeroinitializer, <1 x i32> %I8, <1 x i32> zeroinitializer
  %I322 = insertelement <4 x i1> %Cmp278, i1 true, i32 0
  %B323 = xor i8 %L130, %Sl179
  %Tr324 = trunc i64 %Sl216 to i8
  %Sl325 = select <8 x i1> %I282, <8 x double> %L303, <8 x double> %L263
  %Cmp326 = icmp sgt i1 %E123, %Sl269
  br i1 %Cmp326, label %CF1681, label %CF1850

CF1850:                                           ; preds = %CF1681
  %L327 = load <8 x double>, <8 x double>* %Sl142, align 64
  store float %FC73, float* %PC194, align 4
  %E328 = extractelement <8 x i1> %Shuff170, i32 2
  br i1 %E328, label %CF1681, label %CF1749

CF1749:                                           ; preds = %CF1749, %CF1850
  %Shuff329 = shufflevector <8 x double> %Shuff124, <8 x double> %L61, <8 x i32> <i32 undef, i32 7, i32 9, i32 undef, i32 13, i32 15, i32 1, i32 undef>
  %I330 = insertelement <1 x i32> %I20, i32 %3, i32 0
  %B331 = fdiv <4 x float> %FC253, %FC253
  %FC332 = uitofp i64 %ZE37 to float
  %Sl333 = select i1 %Sl269, i32 %B95, i32 %B164
  %Cmp334 = fcmp ord double %Sl128, %FC9
  br i1 %Cmp334, label %CF1749, label %CF1814

CF1814:                                           ; preds = %CF1749
  %L335 = load i8, i8* %0, align 1
  store i8 0, i8* %0, align 1
  %E336 = extractelement <2 x i1> %Shuff19, i32 1
  br i1 %E336, label %CF1681, label %CF1727

CF1727:                                           ; preds = %CF1727, %CF1814
  %Shuff337 = shufflevector <1 x i64> zeroinitializer, <1 x i64> %Sl309, <1 x i32> zeroinitializer
  %I338 = insertelement <2 x i1> %Shuff19, i1 %Sl269, i32 0
  %ZE339 = zext <2 x i1> %Cmp255 to <2 x i64>
  %Sl340 = select i1 true, i1 %Cmp326, i1 %Cmp196
  br i1 %Sl340, label %CF1727, label %CF1806

CF1806:                                           ; preds = %CF1727
  %Cmp341 = icmp ule i1 %Sl340, %Cmp67
  br i1 %Cmp341, label %CF1681, label %CF1715

CF1715:                                           ; preds = %CF1715, %CF1806
  %L342 = load i8, i8* %0, align 1
  store i8 %ZE300, i8* %0, align 1
  %E343 = extractelement <2 x i32> %Shuff63, i32 0
  %Shuff344 = shufflevector <4 x i32> %Shuff48, <4 x i32> %I133, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I345 = insertelement <2 x i64> %L24, i64 %Sl216, i32 1
  %ZE346 = zext i8 -1 to i16
  %Sl347 = select i1 %Sl269, <4 x i32> %Shuff176, <4 x i32> %Shuff344
  %Cmp348 = icmp sgt <4 x i32> %I184, %Shuff7
  %L349 = load <8 x double>, <8 x double>* %Sl142, align 64
  store i8 %Sl16, i8* %0, align 1
  %E350 = extractelement <2 x i64> %L83, i32 1
  %Shuff351 = shufflevector <2 x i32> %Shuff78, <2 x i32> %Shuff42, <2 x i32> <i32 2, i32 undef>
  %I352 = insertelement <2 x i64> %L234, i64 %B244, i32 0
  %B353 = udiv <2 x i8> %Sl172, %Sl172
  %FC354 = sitofp i8 %ZE300 to float
  %Sl355 = select i1 %Cmp75, i64 %E18, i64 401897
  %Cmp356 = icmp ult i64 %E25, 193473
  br i1 %Cmp356, label %CF1715, label %CF1824

CF1824:                                           ; preds = %CF1715
  %L357 = load <8 x double>, <8 x double>* %Sl142, align 64
  store i8 %ZE300, i8* %0, align 1
  %E358 = extractelement <8 x i16> %Shuff273, i32 6
  %Shuff359 = shufflevector <8 x i16> %Shuff70, <8 x i16> zeroinitializer, <8 x i32> <i32 1, i32 undef, i32 undef, i32 undef, i32 9, i32 11, i32 13, i32 15>
  %I360 = insertelement <2 x i1> zeroinitializer, i1 true, i32 1
  %B361 = udiv <2 x i8> zeroinitializer, %I306
  %Tr362 = trunc i32 %3 to i1
  br i1 %Tr362, label %CF1681, label %CF1705

CF1705:                                           ; preds = %CF1705, %CF1791, %CF1824
  %Sl363 = select i1 %Sl112, <1 x i32> %Shuff281, <1 x i32> %Shuff321
  %Cmp364 = icmp ult i32 %E, %E47
  br i1 %Cmp364, label %CF1705, label %CF1784

CF1784:                                           ; preds = %CF1784, %CF1705
  %L365 = load <8 x double>, <8 x double>* %Sl232, align 64
  store <8 x double> %L189, <8 x double>* %Sl232, align 64
  %E366 = extractelement <8 x i1> %I282, i32 5
  br i1 %E366, label %CF1784, label %CF1791

CF1791:                                           ; preds = %CF1784
  %Shuff367 = shufflevector <1 x float> %FC58, <1 x float> %FC292, <1 x i32> zeroinitializer
  %I368 = insertelement <2 x i32> %Shuff78, i32 %B164, i32 0
  %Sl369 = select i1 %Cmp356, <8 x double> %L365, <8 x double> %L226
  %Cmp370 = fcmp ugt <1 x float> %FC292, %FC292
  %L371 = load <8 x double>, <8 x double>* %Sl142, align 64
  store i8 %Sl179, i8* %0, align 1
  %E372 = extractelement <8 x i1> %Cmp247, i32 7
  br i1 %E372, label %CF1705, label %CF1743

CF1743:                                           ; preds = %CF1743, %CF1791
  %Shuff373 = shufflevector <2 x i32> %Shuff78, <2 x i32> %Shuff78, <2 x i32> <i32 2, i32 undef>
  %I374 = insertelement <8 x i16> zeroinitializer, i16 %E131, i32 0
  %B375 = fdiv float %Tr316, %FC223
  %Sl376 = select i1 %Cmp180, <8 x i16> %I71, <8 x i16> zeroinitializer
  %Cmp377 = icmp eq i64 %B65, %E18
  br i1 %Cmp377, label %CF1743, label %CF1761

CF1761:                                           ; preds = %CF1743
  %L378 = load <8 x double>, <8 x double>* %Sl142, align 64
  store i8 %L40, i8* %0, align 1
  %E379 = extractelement <8 x i16> %Shuff132, i32 1
  %Shuff380 = shufflevector <8 x i16> %I14, <8 x i16> %Shuff250, <8 x i32> <i32 12, i32 14, i32 0, i32 2, i32 4, i32 undef, i32 8, i32 undef>
  %I381 = insertelement <2 x i16> %Sl120, i16 %E213, i32 0
  %B382 = ashr <2 x i64> %L53, %L17
  %FC383 = uitofp <1 x i32> %I259 to <1 x double>
  %Sl384 = select i1 %Cmp167, float %B193, float %B375
  %Cmp385 = icmp ult <2 x i64> %B260, %B382
  %L386 = load <2 x i64>, <2 x i64>* %Sl10, align 16
  store float %FC44, float* %PC194, align 4
  %E387 = extractelement <8 x double> %L189, i32 3
  %Shuff388 = shufflevector <4 x i32> %Shuff344, <4 x i32> %Shuff242, <4 x i32> <i32 undef, i32 0, i32 2, i32 undef>
  %I389 = insertelement <2 x i1> %Cmp211, i1 true, i32 0
  %B390 = udiv <2 x i32> %Shuff373, %Shuff42
  %FC391 = uitofp <8 x i16> %Shuff132 to <8 x float>
  %Sl392 = select i1 %Cmp326, i8 %L68, i8 %ZE300
  %Cmp393 = fcmp false <8 x double> %L160, %Shuff109
  %L394 = load <8 x double>, <8 x double>* %A, align 64
  store i8 %L, i8* %0, align 1
  %E395 = extractelement <2 x i1> %Cmp385, i32 1
  br i1 %E395, label %CF1681, label %CF1702

CF1702:                                           ; preds = %CF1702, %CF1761
  %Shuff396 = shufflevector <1 x i32> %Shuff321, <1 x i32> %I8, <1 x i32> zeroinitializer
  %I397 = insertelement <2 x i32> zeroinitializer, i32 326025, i32 0
  %B398 = sdiv i64 %E92, %E320
  %Sl399 = select <2 x i1> %Shuff19, <2 x i32> %I368, <2 x i32> %Shuff351
  %Cmp400 = icmp slt <2 x i1> %Cmp98, %Cmp294
  %L401 = load i8, i8* %0, align 1
  store i8 %L68, i8* %0, align 1
  %E402 = extractelement <1 x i32> zeroinitializer, i32 0
  %Shuff403 = shufflevector <8 x double> %L218, <8 x double> %L327, <8 x i32> <i32 undef, i32 5, i32 7, i32 9, i32 11, i32 undef, i32 undef, i32 1>
  %I404 = insertelement <2 x i64> %L271, i64 %E182, i32 1
  %Tr405 = trunc <2 x i64> %L205 to <2 x i8>
  %Sl406 = select i1 true, <8 x double> %L152, <8 x double> %L152
  %Cmp407 = icmp ule i64 %E153, %B65
  br i1 %Cmp407, label %CF1702, label %CF1739

CF1739:                                           ; preds = %CF1739, %CF1702
  %L408 = load <8 x double>, <8 x double>* %Sl142, align 64
  store <8 x double> %L394, <8 x double>* %Sl142, align 64
  %E409 = extractelement <2 x i64> %L83, i32 1
  %Shuff410 = shufflevector <2 x i64> %L287, <2 x i64> %L234, <2 x i32> <i32 0, i32 2>
  %I411 = insertelement <2 x i64> %L181, i64 %E25, i32 0
  %B412 = srem i16 %E41, %E304
  %ZE413 = fpext <8 x float> %FC178 to <8 x double>
  %Sl414 = select i1 true, i8 %B140, i8 %L335
  %Cmp415 = icmp eq <2 x i1> %Cmp294, %Cmp262
  %L416 = load <2 x i64>, <2 x i64>* %Sl10, align 16
  store <2 x i64> %I79, <2 x i64>* %Sl10, align 16
  %E417 = extractelement <2 x i1> %Cmp113, i32 0
  br i1 %E417, label %CF1739, label %CF1782

CF1782:                                           ; preds = %CF1739
  %Shuff418 = shufflevector <2 x i64> %L205, <2 x i64> %L144, <2 x i32> <i32 1, i32 3>
  %I419 = insertelement <1 x i32> %Shuff281, i32 %E402, i32 0
  %B420 = mul i64 %Sl216, %B398
  %FC421 = sitofp <8 x i16> %Shuff70 to <8 x double>
  %Sl422 = select i1 %E395, <2 x i32> %Tr268, <2 x i32> %Tr268
  %Cmp423 = fcmp ult <8 x double> %L303, %L152
  %L424 = load <8 x double>, <8 x double>* %Sl142, align 64
  store <2 x i64> %L271, <2 x i64>* %A4, align 16
  %E425 = extractelement <2 x i64> %Shuff162, i32 1
  %Shuff426 = shufflevector <4 x i1> %Cmp278, <4 x i1> %Cmp278, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I427 = insertelement <8 x double> %L357, double %Sl246, i32 2
  %B428 = frem <8 x double> %L311, %Shuff109
  %Tr429 = trunc i64 %E84 to i1
  br label %CF1679

CF1679:                                           ; preds = %CF1679, %CF1848, %CF1800, %CF1782
  %Sl430 = select i1 %Cmp326, i1 %FC80, i1 %Tr362
  br i1 %Sl430, label %CF1679, label %CF1714

CF1714:                                           ; preds = %CF1714, %CF1839, %CF1830, %CF1679
  %Cmp431 = icmp uge i8 %L99, %L40
  br i1 %Cmp431, label %CF1714, label %CF1839

CF1839:                                           ; preds = %CF1714
  %L432 = load <8 x double>, <8 x double>* %Sl142, align 64
  store i8 0, i8* %0, align 1
  %E433 = extractelement <4 x i32> %Shuff344, i32 3
  %Shuff434 = shufflevector <2 x i64> %L271, <2 x i64> %L46, <2 x i32> <i32 2, i32 0>
  %I435 = insertelement <2 x i64> %Shuff236, i64 %E182, i32 0
  %B436 = srem i16 %E6, %E131
  %Tr437 = trunc <1 x i32> %I171 to <1 x i8>
  %Sl438 = select i1 %E296, i1 %E328, i1 true
  br i1 %Sl438, label %CF1714, label %CF1830

CF1830:                                           ; preds = %CF1839
  %Cmp439 = icmp sge i64 %E425, %B50
  br i1 %Cmp439, label %CF1714, label %CF1763

CF1763:                                           ; preds = %CF1763, %CF1830
  %L440 = load <8 x double>, <8 x double>* %Sl142, align 64
  store <8 x double> %L11, <8 x double>* %Sl142, align 64
  %E441 = extractelement <8 x i16> zeroinitializer, i32 0
  %Shuff442 = shufflevector <8 x i1> %Cmp151, <8 x i1> %Cmp393, <8 x i32> <i32 3, i32 undef, i32 7, i32 9, i32 11, i32 13, i32 15, i32 1>
  %I443 = insertelement <8 x i1> %Cmp90, i1 %Sl112, i32 5
  %B444 = or <2 x i64> %L83, %Shuff410
  %FC445 = uitofp i16 %E441 to float
  %Sl446 = select i1 %E372, i1 %E395, i1 %Cmp167
  br i1 %Sl446, label %CF1763, label %CF1788

CF1788:                                           ; preds = %CF1788, %CF1763
  %Cmp447 = icmp sgt i8 %Sl238, %Sl392
  br i1 %Cmp447, label %CF1788, label %CF1789

CF1789:                                           ; preds = %CF1789, %CF1788
  %L448 = load i8, i8* %0, align 1
  store <2 x i64> %ZE339, <2 x i64>* %Sl10, align 16
  %E449 = extractelement <8 x double> %L424, i32 7
  %Shuff450 = shufflevector <1 x i1> %Cmp370, <1 x i1> %Cmp121, <1 x i32> zeroinitializer
  %I451 = insertelement <8 x double> %L218, double %E387, i32 6
  %FC452 = fptoui double 0x9BC7E8E698C51B64 to i32
  %Sl453 = select <4 x i1> %Cmp278, <4 x i32> %Shuff242, <4 x i32> %I133
  %Cmp454 = icmp sgt i16 %E108, %E213
  br i1 %Cmp454, label %CF1789, label %CF1848

CF1848:                                           ; preds = %CF1789
  %L455 = load <8 x double>, <8 x double>* %Sl142, align 64
  store <8 x double> %L240, <8 x double>* %Sl232, align 64
  %E456 = extractelement <8 x double> %L455, i32 0
  %Shuff457 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %Shuff7, <4 x i32> <i32 3, i32 undef, i32 7, i32 1>
  %I458 = insertelement <8 x i16> %Shuff380, i16 %E108, i32 5
  %B459 = and i32 %E343, %B283
  %Sl460 = select i1 %Sl210, float %B126, float %Tr316
  %Cmp461 = icmp ne i64 %E350, %E320
  br i1 %Cmp461, label %CF1679, label %CF1685

CF1685:                                           ; preds = %CF1685, %CF1775, %CF1860, %CF1733, %CF1726, %CF1803, %CF1718, %CF1848
  %L462 = load <8 x double>, <8 x double>* %Sl142, align 64
  store i8 %Sl392, i8* %0, align 1
  %E463 = extractelement <2 x i64> %Shuff85, i32 0
  %Shuff464 = shufflevector <8 x i16> %Shuff154, <8 x i16> %Sl30, <8 x i32> <i32 3, i32 5, i32 7, i32 9, i32 undef, i32 13, i32 15, i32 1>
  %I465 = insertelement <2 x i1> %Cmp255, i1 %E395, i32 1
  %B466 = and <4 x i32> %Shuff258, %I266
  %ZE467 = zext <2 x i1> %Tr202 to <2 x i16>
  %Sl468 = select i1 %Sl269, <2 x i64> %I192, <2 x i64> %ZE339
  %Cmp469 = icmp slt <2 x i32> %Shuff207, %Shuff42
  %L470 = load i1, i1* %PC, align 1
  br i1 %L470, label %CF1685, label %CF1770

CF1770:                                           ; preds = %CF1770, %CF1785, %CF1685
  store <8 x double> %L462, <8 x double>* %Sl232, align 64
  %E471 = extractelement <2 x i64> %Shuff305, i32 1
  %Shuff472 = shufflevector <8 x double> %Sl325, <8 x double> %Shuff109, <8 x i32> <i32 14, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 undef>
  %I473 = insertelement <8 x i16> %Shuff34, i16 10097, i32 0
  %B474 = add <1 x i32> %I49, %B103
  %Tr475 = trunc i32 %E54 to i1
  br i1 %Tr475, label %CF1770, label %CF1785

CF1785:                                           ; preds = %CF1770
  %Sl476 = select <2 x i1> %Sl66, <2 x float> %FC104, <2 x float> %FC104
  %Cmp477 = icmp slt <2 x i32> %Shuff373, zeroinitializer
  %L478 = load float, float* %PC194, align 4
  store <8 x double> %L11, <8 x double>* %Sl142, align 64
  %E479 = extractelement <8 x i1> %Cmp239, i32 2
  br i1 %E479, label %CF1770, label %CF1775

CF1775:                                           ; preds = %CF1785
  %Shuff480 = shufflevector <4 x i32> %Shuff388, <4 x i32> %I133, <4 x i32> <i32 5, i32 undef, i32 1, i32 3>
  %I481 = insertelement <16 x i64> %Shuff101, i64 %E153, i32 15
  %FC482 = sitofp i8 %L107 to float
  %Sl483 = select i1 %Cmp356, <2 x i64> %I435, <2 x i64> %L114
  %Cmp484 = icmp eq <1 x i32> %B103, %B103
  %L485 = load i8, i8* %0, align 1
  store i8 %Sl16, i8* %0, align 1
  %E486 = extractelement <8 x double> %Shuff472, i32 1
  %Shuff487 = shufflevector <4 x i32> %Sl150, <4 x i32> %Shuff7, <4 x i32> <i32 undef, i32 6, i32 0, i32 undef>
  %I488 = insertelement <1 x i1> %Cmp, i1 %Sl269, i32 0
  %B489 = udiv i32 210069, %E198
  %Tr490 = trunc i8 %L130 to i1
  br i1 %Tr490, label %CF1685, label %CF1735

CF1735:                                           ; preds = %CF1735, %CF1847, %CF1775
  %Sl491 = select <2 x i1> %I125, <2 x i64> %B148, <2 x i64> %L114
  %Cmp492 = icmp ne <2 x i32> %B185, %Shuff351
  %L493 = load i8, i8* %0, align 1
  store <8 x double> %Shuff472, <8 x double>* %Sl142, align 64
  %E494 = extractelement <8 x i16> %Shuff132, i32 0
  %Shuff495 = shufflevector <8 x i16> %Shuff132, <8 x i16> %Shuff154, <8 x i32> <i32 undef, i32 5, i32 7, i32 9, i32 undef, i32 13, i32 15, i32 1>
  %I496 = insertelement <2 x i32> %Shuff93, i32 %B164, i32 1
  %B497 = fmul <8 x double> %L357, %L189
  %ZE498 = zext <2 x i1> %Cmp469 to <2 x i32>
  %Sl499 = select i1 %Sl112, <8 x i1> %I282, <8 x i1> %Cmp39
  %Cmp500 = fcmp ult double 0x1AAB94CAB1A9E148, %Sl246
  br i1 %Cmp500, label %CF1735, label %CF1847

CF1847:                                           ; preds = %CF1735
  %L501 = load <8 x double>, <8 x double>* %Sl142, align 64
  store i8 %L107, i8* %0, align 1
  %E502 = extractelement <2 x i32> %Shuff42, i32 1
  %Shuff503 = shufflevector <1 x i1> %Shuff450, <1 x i1> %Cmp370, <1 x i32> zeroinitializer
  %I504 = insertelement <8 x double> %Shuff265, double %E387, i32 2
  %B505 = frem <8 x float> %FC178, %FC391
  %FC506 = uitofp <4 x i32> %Shuff258 to <4 x double>
  %Sl507 = select <8 x i1> %Cmp239, <8 x double> %L462, <8 x double> %B497
  %Cmp508 = fcmp une <8 x double> %ZE413, %L240
  %L509 = load <2 x i64>, <2 x i64>* %Sl10, align 16
  store float %B193, float* %PC194, align 4
  %E510 = extractelement <8 x double> %Sl325, i32 0
  %Shuff511 = shufflevector <1 x i32> %Shuff321, <1 x i32> %B103, <1 x i32> <i32 1>
  %I512 = insertelement <2 x i32> %I397, i32 %E198, i32 1
  %B513 = fmul <8 x double> %B497, %L160
  %Tr514 = trunc i32 %E343 to i16
  %Sl515 = select i1 %Sl446, <2 x i16> %I381, <2 x i16> %I381
  %Cmp516 = icmp slt i16 %Tr514, %B436
  br i1 %Cmp516, label %CF1735, label %CF1757

CF1757:                                           ; preds = %CF1757, %CF1847
  %L517 = load i8, i8* %0, align 1
  store i8 %Sl179, i8* %0, align 1
  %E518 = extractelement <2 x i64> %ZE29, i32 1
  %Shuff519 = shufflevector <1 x i1> %Shuff503, <1 x i1> %Cmp, <1 x i32> zeroinitializer
  %I520 = insertelement <1 x i32> %Shuff321, i32 326025, i32 0
  %PC521 = bitcast <8 x i32>* %A1 to i8*
  %Sl522 = select i1 %Cmp516, i32 210069, i32 %E502
  %Cmp523 = fcmp ueq double %Sl128, %Sl246
  br i1 %Cmp523, label %CF1757, label %CF1860

CF1860:                                           ; preds = %CF1757
  %L524 = load <2 x i64>, <2 x i64>* %Sl10, align 16
  store <8 x double> %L279, <8 x double>* %Sl142, align 64
  %E525 = extractelement <8 x double> %L408, i32 7
  %Shuff526 = shufflevector <2 x i1> %Cmp400, <2 x i1> %Shuff19, <2 x i32> <i32 2, i32 undef>
  %I527 = insertelement <8 x i16> %I139, i16 %E358, i32 0
  %B528 = urem i8 %L401, %L68
  %FC529 = fptosi float %B126 to i64
  %Sl530 = select i1 %Cmp516, <2 x i32> %I368, <2 x i32> %I496
  %Cmp531 = icmp ult <1 x i1> %Cmp370, %Cmp121
  %L532 = load <8 x double>, <8 x double>* %Sl142, align 64
  store <8 x double> %I504, <8 x double>* %Sl142, align 64
  %E533 = extractelement <8 x double> %Shuff265, i32 3
  %Shuff534 = shufflevector <8 x i16> %Shuff132, <8 x i16> %I163, <8 x i32> <i32 6, i32 8, i32 undef, i32 12, i32 undef, i32 undef, i32 2, i32 4>
  %I535 = insertelement <2 x i16> %Tr, i16 %E41, i32 0
  %B536 = lshr <8 x i16> %Shuff273, %I200
  %Sl537 = select i1 %Sl269, <8 x double> %L311, <8 x double> %L218
  %Cmp538 = icmp ule <1 x i32> %Shuff146, %Shuff146
  %L539 = load <2 x i64>, <2 x i64>* %Sl10, align 16
  store <2 x i64> %I352, <2 x i64>* %Sl10, align 16
  %E540 = extractelement <2 x i1> %Sl66, i32 1
  br i1 %E540, label %CF1685, label %CF1729

CF1729:                                           ; preds = %CF1729, %CF1827, %CF1813, %CF1818, %CF1858, %CF1860
  %Shuff541 = shufflevector <2 x i64> %Sl491, <2 x i64> %Sl254, <2 x i32> <i32 0, i32 undef>
  %I542 = insertelement <1 x i32> zeroinitializer, i32 %B283, i32 0
  %B543 = ashr <2 x i64> %I237, %I404
  %Sl544 = select i1 %Sl210, i16 10097, i16 %E379
  %Cmp545 = icmp ne i32 102501, %E219
  br i1 %Cmp545, label %CF1729, label %CF1822

CF1822:                                           ; preds = %CF1822, %CF1729
  %L546 = load i8, i8* %PC521, align 1
  store i8 %ZE300, i8* %PC521, align 1
  %E547 = extractelement <8 x double> %L240, i32 2
  %Shuff548 = shufflevector <8 x float> %FC391, <8 x float> %FC178, <8 x i32> <i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 1, i32 3>
  %I549 = insertelement <2 x i64> %B299, i64 %4, i32 1
  %FC550 = fptosi double %B28 to i64
  %Sl551 = select i1 %Cmp67, <8 x i16> %I, <8 x i16> %Shuff55
  %Cmp552 = icmp uge <2 x i1> %Tr202, %Cmp400
  %L553 = load i8, i8* %PC521, align 1
  store i8 %Sl414, i8* %PC521, align 1
  %E554 = extractelement <2 x i64> %Shuff162, i32 1
  %Shuff555 = shufflevector <1 x i1> %Cmp159, <1 x i1> %Shuff450, <1 x i32> undef
  %I556 = insertelement <4 x i32> %Sl347, i32 %E115, i32 0
  %Tr557 = trunc <2 x i32> %Shuff351 to <2 x i16>
  %Sl558 = select i1 true, i1 true, i1 %Cmp180
  br i1 %Sl558, label %CF1822, label %CF1827

CF1827:                                           ; preds = %CF1822
  %Cmp559 = icmp ule i8 %Sl16, %ZE276
  br i1 %Cmp559, label %CF1729, label %CF1813

CF1813:                                           ; preds = %CF1827
  %L560 = load <8 x double>, <8 x double>* %Sl142, align 64
  store <2 x i64> %I64, <2 x i64>* %Sl10, align 16
  %E561 = extractelement <2 x i64> %L17, i32 1
  %Shuff562 = shufflevector <2 x i1> %Cmp415, <2 x i1> %Cmp233, <2 x i32> <i32 2, i32 undef>
  %I563 = insertelement <8 x i16> %Shuff154, i16 10097, i32 4
  %B564 = add i64 %FC529, %E100
  %FC565 = fptoui <8 x float> %FC178 to <8 x i1>
  %Sl566 = select i1 %Cmp23, i16 %E441, i16 %Sl166
  %Cmp567 = icmp eq <2 x i1> %Shuff526, zeroinitializer
  %L568 = load i8, i8* %PC521, align 1
  store i8 %B118, i8* %PC521, align 1
  %E569 = extractelement <2 x i32> %Shuff78, i32 1
  %Shuff570 = shufflevector <8 x double> %L160, <8 x double> %L248, <8 x i32> <i32 4, i32 6, i32 8, i32 10, i32 undef, i32 14, i32 0, i32 2>
  %I571 = insertelement <8 x i32> zeroinitializer, i32 0, i32 6
  %B572 = mul i32 %Sl203, %B283
  %Se573 = sext <8 x i16> %Shuff220 to <8 x i64>
  %Sl574 = select <8 x i1> %Cmp239, <8 x double> %B497, <8 x double> %L168
  %Cmp575 = icmp ne <8 x i16> %Shuff154, %Shuff70
  %L576 = load <8 x double>, <8 x double>* %Sl142, align 64
  store <2 x i64> %Shuff191, <2 x i64>* %Sl10, align 16
  %E577 = extractelement <2 x i64> %L24, i32 0
  %Shuff578 = shufflevector <2 x i1> %Sl66, <2 x i1> %Shuff562, <2 x i32> <i32 3, i32 undef>
  %I579 = insertelement <8 x i16> %Shuff464, i16 %B412, i32 5
  %B580 = shl <8 x i16> %I314, %I458
  %Se581 = sext i8 %E264 to i16
  %Sl582 = select i1 %E328, i1 %Cmp167, i1 %Cmp516
  br i1 %Sl582, label %CF1729, label %CF1804

CF1804:                                           ; preds = %CF1804, %CF1813
  %Cmp583 = icmp sge i64 %FC550, %E350
  br i1 %Cmp583, label %CF1804, label %CF1818

CF1818:                                           ; preds = %CF1804
  %L584 = load i8, i8* %PC521, align 1
  store float %B126, float* %PC194, align 4
  %E585 = extractelement <2 x i64> %L271, i32 1
  %Shuff586 = shufflevector <1 x i32> %B36, <1 x i32> %B252, <1 x i32> zeroinitializer
  %I587 = insertelement <8 x i16> zeroinitializer, i16 %Sl187, i32 6
  %ZE588 = zext <8 x i16> %Shuff313 to <8 x i32>
  %Sl589 = select i1 %Cmp52, i16 %E175, i16 %E235
  %Cmp590 = icmp ule i64 %ZE37, %E320
  br i1 %Cmp590, label %CF1729, label %CF1797

CF1797:                                           ; preds = %CF1797, %CF1818
  %L591 = load <8 x double>, <8 x double>* %Sl142, align 64
  store <8 x double> %L11, <8 x double>* %Sl142, align 64
  %E592 = extractelement <8 x i16> %Shuff273, i32 2
  %Shuff593 = shufflevector <2 x i64> %L205, <2 x i64> %L17, <2 x i32> <i32 1, i32 3>
  %I594 = insertelement <1 x i64> %Sl, i64 %E561, i32 0
  %B595 = udiv <2 x i64> %I237, %Shuff593
  %Tr596 = trunc <2 x i32> %I147 to <2 x i1>
  %Sl597 = select <1 x i1> %Cmp370, <1 x i32> %I419, <1 x i32> %B252
  %Cmp598 = icmp eq <2 x i64> %L197, %Sl277
  %L599 = load i8, i8* %PC521, align 1
  store <8 x double> %Sl537, <8 x double>* %Sl232, align 64
  %E600 = extractelement <8 x double> %L11, i32 0
  %Shuff601 = shufflevector <8 x double> %L378, <8 x double> %L365, <8 x i32> <i32 3, i32 undef, i32 7, i32 undef, i32 11, i32 13, i32 15, i32 1>
  %I602 = insertelement <8 x i16> %I563, i16 %E6, i32 5
  %FC603 = sitofp i1 true to double
  %Sl604 = select i1 %Cmp23, <8 x double> %L168, <8 x double> %L152
  %Cmp605 = icmp uge <2 x i1> %Sl66, %I338
  %L606 = load <8 x double>, <8 x double>* %Sl232, align 64
  store i8 %L335, i8* %PC521, align 1
  %E607 = extractelement <2 x i1> %Cmp233, i32 1
  br i1 %E607, label %CF1797, label %CF1858

CF1858:                                           ; preds = %CF1797
  %Shuff608 = shufflevector <2 x i32> %I496, <2 x i32> %Tr268, <2 x i32> <i32 2, i32 0>
  %I609 = insertelement <8 x i16> %Shuff70, i16 %E272, i32 0
  %B610 = sdiv <2 x i64> %Shuff191, %L287
  %Tr611 = trunc i16 %E175 to i8
  %Sl612 = select i1 %Cmp75, i64 138861, i64 %E425
  %Cmp613 = icmp ule i64 344425, %E577
  br i1 %Cmp613, label %CF1729, label %CF1733

CF1733:                                           ; preds = %CF1858
  %L614 = load <8 x double>, <8 x double>* %Sl232, align 64
  store i8 %L485, i8* %PC521, align 1
  %E615 = extractelement <8 x i16> %Shuff70, i32 1
  %Shuff616 = shufflevector <1 x i1> %Shuff555, <1 x i1> %Cmp, <1 x i32> zeroinitializer
  %I617 = insertelement <8 x double> %L189, double %E387, i32 0
  %B618 = mul <2 x i64> %I237, %L17
  %Sl619 = select i1 true, float %L295, float %FC44
  %Cmp620 = icmp ne i8 %E264, %L91
  br i1 %Cmp620, label %CF1685, label %CF1726

CF1726:                                           ; preds = %CF1733
  %L621 = load i8, i8* %PC521, align 1
  store i8 %L99, i8* %PC521, align 1
  %E622 = extractelement <2 x i64> %L24, i32 1
  %Shuff623 = shufflevector <2 x i1> %I360, <2 x i1> %Shuff19, <2 x i32> <i32 2, i32 0>
  %I624 = insertelement <8 x double> %Shuff570, double %E600, i32 4
  %B625 = frem float %B126, %Sl460
  %Sl626 = select i1 %Sl269, i64 %E577, i64 %B398
  %Cmp627 = icmp ult <8 x i1> %Shuff170, zeroinitializer
  %L628 = load i8, i8* %PC521, align 1
  store <8 x double> %Shuff109, <8 x double>* %Sl142, align 64
  %E629 = extractelement <8 x i16> zeroinitializer, i32 7
  %Shuff630 = shufflevector <2 x i64> %Shuff305, <2 x i64> %Sl468, <2 x i32> <i32 2, i32 undef>
  %I631 = insertelement <4 x i64> %Se157, i64 %E622, i32 0
  %B632 = sub i64 %E585, %B398
  %Tr633 = trunc i64 %Sl158 to i32
  %Sl634 = select i1 %Cmp217, i64 401897, i64 %B632
  %Cmp635 = icmp sgt i1 %E336, %Cmp23
  br i1 %Cmp635, label %CF1685, label %CF1719

CF1719:                                           ; preds = %CF1719, %CF1726
  %L636 = load i8, i8* %PC521, align 1
  store i8 %FC231, i8* %PC521, align 1
  %E637 = extractelement <2 x i1> %Tr596, i32 1
  br i1 %E637, label %CF1719, label %CF1771

CF1771:                                           ; preds = %CF1771, %CF1719
  %Shuff638 = shufflevector <2 x i64> %L46, <2 x i64> %L287, <2 x i32> <i32 0, i32 2>
  %I639 = insertelement <2 x i32> %Shuff78, i32 %B164, i32 0
  %B640 = sdiv i16 %E108, %E213
  %Se641 = sext <1 x i32> %Shuff281 to <1 x i64>
  %Sl642 = select <8 x i1> %Cmp90, <8 x i16> %Shuff70, <8 x i16> %Shuff132
  %Cmp643 = icmp eq i16 %Sl187, %E213
  br i1 %Cmp643, label %CF1771, label %CF1799

CF1799:                                           ; preds = %CF1799, %CF1771
  %L644 = load i8, i8* %PC521, align 1
  store <2 x i64> %B382, <2 x i64>* %Sl10, align 16
  %E645 = extractelement <8 x double> %L311, i32 0
  %Shuff646 = shufflevector <2 x i64> %L32, <2 x i64> %B618, <2 x i32> <i32 3, i32 1>
  %I647 = insertelement <1 x i1> %Cmp, i1 %Cmp643, i32 0
  %BC = bitcast <4 x i32> %Shuff388 to <4 x float>
  %Sl648 = select i1 %Sl558, float %B, float %L295
  %Cmp649 = icmp sgt <2 x i8> %B361, zeroinitializer
  %L650 = load <2 x i64>, <2 x i64>* %Sl10, align 16
  store i8 %L621, i8* %PC521, align 1
  %E651 = extractelement <1 x i32> %Shuff586, i32 0
  %Shuff652 = shufflevector <4 x i32> %Shuff487, <4 x i32> %Sl453, <4 x i32> <i32 7, i32 1, i32 3, i32 undef>
  %I653 = insertelement <8 x i16> zeroinitializer, i16 %Se, i32 1
  %B654 = fdiv <8 x double> %L168, %L560
  %FC655 = sitofp <4 x i32> zeroinitializer to <4 x float>
  %Sl656 = select i1 %Cmp23, <8 x float> %FC391, <8 x float> %FC178
  %Cmp657 = fcmp false float %B126, %B275
  br i1 %Cmp657, label %CF1799, label %CF1803

CF1803:                                           ; preds = %CF1799
  %L658 = load float, float* %PC194, align 4
  store i8 %L91, i8* %PC521, align 1
  %E659 = extractelement <2 x i32> %Shuff351, i32 1
  %Shuff660 = shufflevector <4 x i32> %Shuff258, <4 x i32> %Sl150, <4 x i32> <i32 undef, i32 4, i32 6, i32 0>
  %I661 = insertelement <2 x i64> %L144, i64 %E100, i32 0
  %B662 = frem <8 x double> %I427, %L349
  %Tr663 = trunc i8 %E264 to i1
  br i1 %Tr663, label %CF1685, label %CF1718

CF1718:                                           ; preds = %CF1803
  %Sl664 = select i1 %Cmp180, float %B126, float %B126
  %Cmp665 = icmp sge <2 x i8> zeroinitializer, %I306
  %L666 = load i8, i8* %PC521, align 1
  store i1 %Cmp431, i1* %PC, align 1
  %E667 = extractelement <8 x double> %L440, i32 5
  %Shuff668 = shufflevector <8 x i1> %Cmp393, <8 x i1> %Cmp627, <8 x i32> <i32 undef, i32 2, i32 4, i32 6, i32 8, i32 undef, i32 12, i32 14>
  %I669 = insertelement <2 x i64> %L114, i64 %FC550, i32 0
  %B670 = mul <4 x i32> %Shuff344, %I133
  %Tr671 = trunc <2 x i64> %L174 to <2 x i8>
  %Sl672 = select i1 %Cmp286, <2 x i1> %I338, <2 x i1> %Cmp649
  %Cmp673 = icmp eq i16 %E358, %E304
  br i1 %Cmp673, label %CF1685, label %CF1694

CF1694:                                           ; preds = %CF1694, %CF1855, %CF1718
  %L674 = load i8, i8* %PC521, align 1
  store float %L478, float* %PC194, align 4
  %E675 = extractelement <2 x i64> %B618, i32 1
  %Shuff676 = shufflevector <8 x i16> %Shuff464, <8 x i16> %Shuff220, <8 x i32> <i32 10, i32 undef, i32 undef, i32 0, i32 undef, i32 4, i32 6, i32 8>
  %I677 = insertelement <4 x i32> %Shuff7, i32 0, i32 0
  %FC678 = sitofp <2 x i64> %L174 to <2 x double>
  %Sl679 = select i1 %Cmp23, float %L478, float %FC44
  %Cmp680 = fcmp ole <8 x double> %Sl604, %L349
  %L681 = load <2 x i64>, <2 x i64>* %Sl10, align 16
  store <2 x i64> %L174, <2 x i64>* %Sl10, align 16
  %E682 = extractelement <8 x i1> %FC565, i32 0
  br i1 %E682, label %CF1694, label %CF1721

CF1721:                                           ; preds = %CF1721, %CF1859, %CF1783, %CF1694
  %Shuff683 = shufflevector <8 x i16> %Shuff250, <8 x i16> zeroinitializer, <8 x i32> <i32 undef, i32 undef, i32 7, i32 9, i32 11, i32 13, i32 undef, i32 undef>
  %I684 = insertelement <8 x double> %Shuff601, double %Sl128, i32 5
  %B685 = frem float %Sl460, %FC73
  %Se686 = sext i1 %Cmp129 to i64
  %Sl687 = select <1 x i1> %Cmp, <1 x i64> %I110, <1 x i64> %Shuff337
  %Cmp688 = fcmp one double 0x7A2B544AD12960C8, %Sl22
  br i1 %Cmp688, label %CF1721, label %CF1859

CF1859:                                           ; preds = %CF1721
  %L689 = load i8, i8* %0, align 1
  store float %B193, float* %PC194, align 4
  %E690 = extractelement <2 x i64> %I155, i32 0
  %Shuff691 = shufflevector <2 x i8> %B361, <2 x i8> %Sl172, <2 x i32> <i32 undef, i32 1>
  %I692 = insertelement <2 x i32> %Shuff93, i32 326025, i32 1
  %B693 = frem <8 x double> %L462, %L560
  %Tr694 = trunc <1 x i32> %I520 to <1 x i1>
  %Sl695 = select i1 %Sl112, i64 %E690, i64 %E153
  %Cmp696 = icmp ule <1 x i32> %Shuff396, %Sl59
  %L697 = load i8, i8* %0, align 1
  store i8 %L485, i8* %PC521, align 1
  %E698 = extractelement <2 x i64> %L287, i32 1
  %Shuff699 = shufflevector <2 x i64> %Shuff434, <2 x i64> %L234, <2 x i32> <i32 undef, i32 2>
  %I700 = insertelement <1 x i1> %Cmp159, i1 %E395, i32 0
  %B701 = fmul <8 x double> %Sl507, %L11
  %Tr702 = trunc <2 x i32> %I496 to <2 x i16>
  %Sl703 = select i1 %Sl582, i64 %E320, i64 %E18
  %Cmp704 = icmp ne i1 %Cmp135, true
  br i1 %Cmp704, label %CF1721, label %CF1783

CF1783:                                           ; preds = %CF1859
  %L705 = load float, float* %PC194, align 4
  store i8 %L689, i8* %0, align 1
  %E706 = extractelement <8 x double> %L455, i32 2
  %Shuff707 = shufflevector <4 x i64> %I631, <4 x i64> %Se157, <4 x i32> <i32 undef, i32 7, i32 undef, i32 3>
  %I708 = insertelement <1 x i8> %Tr437, i8 %L517, i32 0
  %BC709 = bitcast <1 x i32> %B474 to <1 x float>
  %Sl710 = select i1 %Sl45, i32 %Sl522, i32 %Sl105
  %Cmp711 = icmp ne <1 x i32> %I259, %I171
  %L712 = load i8, i8* %PC521, align 1
  store i1 %Cmp60, i1* %PC, align 1
  %E713 = extractelement <8 x double> %L462, i32 2
  %Shuff714 = shufflevector <2 x i64> %Shuff646, <2 x i64> %L144, <2 x i32> <i32 1, i32 3>
  %I715 = insertelement <8 x double> %Shuff601, double %E510, i32 3
  %ZE716 = zext i1 %Cmp180 to i8
  %Sl717 = select i1 %Sl134, <2 x i64> %B382, <2 x i64> %B543
  %Cmp718 = icmp uge i8 %Tr611, %B323
  br i1 %Cmp718, label %CF1721, label %CF1742

CF1742:                                           ; preds = %CF1742, %CF1783
  %L719 = load <8 x double>, <8 x double>* %Sl142, align 64
  store float 0xB88AB75E80000000, float* %PC194, align 4
  %E720 = extractelement <8 x i16> %Sl551, i32 5
  %Shuff721 = shufflevector <2 x i1> %Cmp400, <2 x i1> %Shuff526, <2 x i32> <i32 0, i32 2>
  %I722 = insertelement <2 x i1> %Cmp262, i1 %Cmp583, i32 0
  %B723 = ashr <2 x i32> %Shuff351, %Shuff93
  %Sl724 = select i1 %Cmp545, <8 x double> %B693, <8 x double> %L394
  %Cmp725 = icmp eq <4 x i32> %I290, %Shuff7
  %L726 = load i8, i8* %PC521, align 1
  store float %B193, float* %PC194, align 4
  %E727 = extractelement <2 x i64> %Shuff191, i32 1
  %Shuff728 = shufflevector <2 x i8> %Sl172, <2 x i8> %Sl172, <2 x i32> <i32 undef, i32 0>
  %I729 = insertelement <8 x i16> %Shuff70, i16 %E249, i32 0
  %B730 = add i16 %E592, %B412
  %ZE731 = zext i1 %Sl112 to i32
  %Sl732 = select i1 %FC80, i8 %B140, i8 %L448
  %Cmp733 = fcmp ugt <8 x double> %ZE413, %Shuff109
  %L734 = load <2 x i64>, <2 x i64>* %Sl10, align 16
  store i8 %Sl392, i8* %PC521, align 1
  %E735 = extractelement <2 x i1> %Cmp211, i32 0
  br i1 %E735, label %CF1742, label %CF1855

CF1855:                                           ; preds = %CF1742
  %Shuff736 = shufflevector <8 x double> %L408, <8 x double> %I617, <8 x i32> <i32 undef, i32 7, i32 9, i32 11, i32 13, i32 15, i32 undef, i32 undef>
  %I737 = insertelement <2 x i8> %Shuff691, i8 %L553, i32 1
  %B738 = shl i32 326025, %B283
  %FC739 = uitofp i1 %E479 to double
  %Sl740 = select <8 x i1> %Cmp90, <8 x double> %B693, <8 x double> %I684
  %Cmp741 = fcmp ule float %FC127, %FC445
  br i1 %Cmp741, label %CF1694, label %CF1708

CF1708:                                           ; preds = %CF1708, %CF1802, %CF1855
  %L742 = load i8, i8* %0, align 1
  store i8 %L674, i8* %PC521, align 1
  %E743 = extractelement <16 x i64> %I481, i32 10
  %Shuff744 = shufflevector <2 x i1> %Tr596, <2 x i1> %Shuff526, <2 x i32> <i32 1, i32 3>
  %I745 = insertelement <4 x i32> %Shuff487, i32 %B283, i32 3
  %B746 = ashr <8 x i16> %Sl30, %Shuff359
  %Se747 = sext i1 %FC80 to i32
  %Sl748 = select <8 x i1> %FC565, <8 x double> %I715, <8 x double> %L349
  %Cmp749 = icmp slt <1 x i32> %I419, zeroinitializer
  %L750 = load i8, i8* %PC521, align 1
  store <2 x i64> %Shuff630, <2 x i64>* %Sl10, align 16
  %E751 = extractelement <2 x i64> %L32, i32 0
  %Shuff752 = shufflevector <8 x double> %L424, <8 x double> %Shuff109, <8 x i32> <i32 9, i32 undef, i32 undef, i32 15, i32 1, i32 3, i32 5, i32 7>
  %I753 = insertelement <8 x double> %L61, double %E510, i32 3
  %B754 = frem <1 x float> %FC58, %BC709
  %FC755 = uitofp i8 %L666 to double
  %Sl756 = select <1 x i1> %Cmp159, <1 x i32> %Shuff396, <1 x i32> %I49
  %Cmp757 = icmp ule i1 %Cmp31, %Sl269
  br i1 %Cmp757, label %CF1708, label %CF1755

CF1755:                                           ; preds = %CF1755, %CF1708
  %L758 = load i8, i8* %0, align 1
  store i8 %L485, i8* %PC521, align 1
  %E759 = extractelement <2 x i64> %Shuff630, i32 0
  %Shuff760 = shufflevector <8 x i16> zeroinitializer, <8 x i16> %I374, <8 x i32> <i32 1, i32 undef, i32 5, i32 7, i32 undef, i32 11, i32 13, i32 undef>
  %I761 = insertelement <8 x double> %Shuff329, double 0x7A2B544AD12960C8, i32 3
  %B762 = srem i64 %Sl626, %FC550
  %Tr763 = trunc <2 x i64> %L734 to <2 x i8>
  %Sl764 = select <8 x i1> %I282, <8 x double> %B497, <8 x double> %L719
  %Cmp765 = icmp ult i32 210069, %B283
  br i1 %Cmp765, label %CF1755, label %CF1802

CF1802:                                           ; preds = %CF1755
  %L766 = load i8, i8* %0, align 1
  store i8 %Sl179, i8* %PC521, align 1
  %E767 = extractelement <8 x double> %L408, i32 0
  %Shuff768 = shufflevector <8 x double> %L432, <8 x double> %L614, <8 x i32> <i32 11, i32 13, i32 15, i32 1, i32 3, i32 undef, i32 undef, i32 9>
  %I769 = insertelement <2 x i64> %I155, i64 %FC550, i32 1
  %FC770 = sitofp i16 %E41 to float
  %Sl771 = select i1 %Cmp704, <2 x i64> %L144, <2 x i64> %Shuff699
  %Cmp772 = icmp ult <1 x i32> %I171, %I171
  %L773 = load i8, i8* %PC521, align 1
  store <8 x double> %I684, <8 x double>* %Sl142, align 64
  %E774 = extractelement <8 x double> %I451, i32 7
  %Shuff775 = shufflevector <2 x i16> %Sl120, <2 x i16> %Sl515, <2 x i32> <i32 2, i32 0>
  %I776 = insertelement <4 x i32> zeroinitializer, i32 %E198, i32 0
  %B777 = fadd float %L295, %Sl679
  %Se778 = sext <4 x i32> %Sl195 to <4 x i64>
  %Sl779 = select <2 x i1> %Tr596, <2 x i64> %I155, <2 x i64> %Shuff714
  %Cmp780 = fcmp ogt float %FC127, %B193
  br i1 %Cmp780, label %CF1708, label %CF1713

CF1713:                                           ; preds = %CF1713, %CF1854, %CF1802
  %L781 = load i8, i8* %0, align 1
  store i8 %L485, i8* %PC521, align 1
  %E782 = extractelement <2 x i32> %Shuff, i32 0
  %Shuff783 = shufflevector <8 x i16> zeroinitializer, <8 x i16> %Shuff154, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %I784 = insertelement <8 x i16> %Shuff783, i16 %E41, i32 3
  %BC785 = bitcast <8 x double> %I761 to <8 x i64>
  %Sl786 = select i1 true, <1 x i1> %Cmp, <1 x i1> %Cmp370
  %Cmp787 = icmp ule <8 x i16> %Shuff783, %I602
  %L788 = load <8 x double>, <8 x double>* %Sl142, align 64
  store <8 x double> %L240, <8 x double>* %Sl142, align 64
  %E789 = extractelement <2 x i64> %L46, i32 1
  %Shuff790 = shufflevector <8 x i16> %Shuff760, <8 x i16> %Shuff495, <8 x i32> <i32 10, i32 12, i32 14, i32 0, i32 2, i32 4, i32 6, i32 8>
  %I791 = insertelement <2 x i8> %I306, i8 %L726, i32 0
  %B792 = urem i16 %Sl566, %E358
  %Se793 = sext <1 x i1> %Cmp370 to <1 x i64>
  %Sl794 = select <2 x i1> %Shuff19, <2 x i64> %Sl779, <2 x i64> %Sl468
  %Cmp795 = icmp sgt <8 x i32> %I215, zeroinitializer
  %L796 = load i8, i8* %PC521, align 1
  store i8 %L750, i8* %PC521, align 1
  %E797 = extractelement <8 x i16> %Shuff13, i32 2
  %Shuff798 = shufflevector <4 x i32> %Shuff344, <4 x i32> %Shuff199, <4 x i32> <i32 5, i32 undef, i32 1, i32 3>
  %I799 = insertelement <2 x i1> %I125, i1 %Cmp67, i32 1
  %B800 = urem <8 x i16> %Shuff132, %Shuff273
  %FC801 = sitofp <2 x i8> %B361 to <2 x float>
  %Sl802 = select i1 %Sl112, i8 %L796, i8 %L666
  %Cmp803 = icmp ugt i1 %Cmp704, %Tr429
  br i1 %Cmp803, label %CF1713, label %CF1854

CF1854:                                           ; preds = %CF1713
  %L804 = load float, float* %PC194, align 4
  store i8 %E264, i8* %PC521, align 1
  %E805 = extractelement <8 x double> %B654, i32 4
  %Shuff806 = shufflevector <4 x i32> %Shuff344, <4 x i32> %I221, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I807 = insertelement <8 x double> %Shuff472, double %E667, i32 1
  %B808 = shl <8 x i16> %I314, %B111
  %Se809 = sext i1 %Cmp718 to i32
  %Sl810 = select i1 %E540, i16 %E41, i16 %E629
  %Cmp811 = icmp eq <8 x i32> zeroinitializer, zeroinitializer
  %L812 = load i8, i8* %PC521, align 1
  store i8 %L401, i8* %PC521, align 1
  %E813 = extractelement <8 x double> %L591, i32 3
  %Shuff814 = shufflevector <1 x i64> %Shuff337, <1 x i64> %Sl309, <1 x i32> zeroinitializer
  %I815 = insertelement <8 x double> %Shuff601, double %E706, i32 2
  %B816 = lshr <2 x i64> %L181, %L144
  %Tr817 = trunc i32 326025 to i1
  br i1 %Tr817, label %CF1713, label %CF1800

CF1800:                                           ; preds = %CF1854
  %Sl818 = select <4 x i1> %Shuff426, <4 x i32> %Shuff652, <4 x i32> %Sl347
  %Cmp819 = fcmp one <8 x double> %Shuff768, %L152
  %L820 = load i8, i8* %PC521, align 1
  store <8 x double> %I451, <8 x double>* %Sl142, align 64
  %E821 = extractelement <4 x i32> %Shuff806, i32 0
  %Shuff822 = shufflevector <8 x i16> zeroinitializer, <8 x i16> %Shuff359, <8 x i32> <i32 15, i32 1, i32 3, i32 undef, i32 7, i32 9, i32 11, i32 13>
  %I823 = insertelement <8 x double> %Shuff472, double %E449, i32 1
  %B824 = urem <1 x i32> %I520, %Shuff511
  %FC825 = uitofp i1 %Cmp135 to float
  %Sl826 = select i1 %Sl269, double %FC96, double %E449
  %Cmp827 = fcmp olt <8 x double> %Sl604, %L365
  %L828 = load i8, i8* %PC521, align 1
  store i8 %E264, i8* %0, align 1
  %E829 = extractelement <16 x i64> %Shuff101, i32 3
  %Shuff830 = shufflevector <1 x i32> %Shuff26, <1 x i32> %Shuff586, <1 x i32> zeroinitializer
  %I831 = insertelement <2 x i32> %Shuff608, i32 %Se809, i32 0
  %Sl832 = select i1 %Cmp167, i8 %Sl179, i8 %FC
  %Cmp833 = icmp sge i16 %B640, %E720
  br i1 %Cmp833, label %CF1679, label %CF1680

CF1680:                                           ; preds = %CF1680, %CF1779, %CF1800
  %L834 = load i8, i8* %PC521, align 1
  store float %Sl679, float* %PC194, align 4
  %E835 = extractelement <2 x i64> %Sl468, i32 1
  %Shuff836 = shufflevector <8 x i16> %I602, <8 x i16> %Sl30, <8 x i32> <i32 undef, i32 14, i32 undef, i32 2, i32 undef, i32 6, i32 8, i32 10>
  %I837 = insertelement <8 x double> %L560, double %E525, i32 6
  %B838 = srem <2 x i32> %Shuff351, %B201
  %FC839 = uitofp <1 x i32> %B474 to <1 x double>
  %Sl840 = select <2 x i1> %Cmp649, <2 x i16> %Shuff775, <2 x i16> %ZE467
  %Cmp841 = icmp ult <8 x i16> %Sl551, %I473
  %L842 = load float, float* %PC194, align 4
  store i8 %B528, i8* %PC521, align 1
  %E843 = extractelement <8 x i16> %B746, i32 4
  %Shuff844 = shufflevector <8 x i16> %Shuff359, <8 x i16> %B746, <8 x i32> <i32 7, i32 9, i32 undef, i32 13, i32 15, i32 undef, i32 3, i32 5>
  %I845 = insertelement <8 x double> %Shuff768, double %Sl246, i32 1
  %B846 = fdiv <8 x double> %B662, %Sl724
  %Se847 = sext i1 %Tr429 to i64
  %Sl848 = select <2 x i1> %Shuff744, <2 x i64> %L46, <2 x i64> %Shuff714
  %Cmp849 = icmp ne i32 %B489, %E402
  br i1 %Cmp849, label %CF1680, label %CF1779

CF1779:                                           ; preds = %CF1680
  %L850 = load i1, i1* %PC, align 1
  br i1 %L850, label %CF1680, label %CF1768

CF1768:                                           ; preds = %CF1768, %CF1793, %CF1779
  store i8 %L91, i8* %PC521, align 1
  %E851 = extractelement <1 x i32> %I49, i32 0
  %Shuff852 = shufflevector <2 x i16> %Sl840, <2 x i16> %Sl515, <2 x i32> <i32 3, i32 undef>
  %I853 = insertelement <2 x i64> %L734, i64 %E829, i32 1
  %B854 = sub i64 %Se686, %E675
  %Tr855 = trunc <16 x i64> %I481 to <16 x i1>
  %Sl856 = select i1 %Cmp23, i64 %E25, i64 %B65
  %Cmp857 = icmp uge i1 %Cmp364, %Sl269
  br i1 %Cmp857, label %CF1768, label %CF1793

CF1793:                                           ; preds = %CF1768
  %L858 = load <8 x double>, <8 x double>* %Sl142, align 64
  store <8 x double> %Shuff472, <8 x double>* %Sl142, align 64
  %E859 = extractelement <2 x i64> %Shuff630, i32 1
  %Shuff860 = shufflevector <4 x float> %BC, <4 x float> %BC, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I861 = insertelement <1 x i32> %I520, i32 %Sl333, i32 0
  %FC862 = uitofp i16 %E175 to float
  %Sl863 = select <2 x i1> %I338, <2 x i32> %Shuff373, <2 x i32> %I639
  %Cmp864 = icmp ult <4 x i1> %Shuff426, %Cmp725
  %L865 = load i8, i8* %0, align 1
  store i8 %L68, i8* %0, align 1
  %E866 = extractelement <8 x i16> %Shuff760, i32 0
  %Shuff867 = shufflevector <2 x i64> %L205, <2 x i64> %L539, <2 x i32> <i32 3, i32 1>
  %I868 = insertelement <2 x i1> %Shuff578, i1 %Cmp60, i32 1
  %FC869 = sitofp i32 326025 to double
  %Sl870 = select i1 %Cmp143, <2 x i64> %Shuff867, <2 x i64> %Shuff162
  %Cmp871 = fcmp false <1 x float> %FC292, %FC58
  %L872 = load i8, i8* %0, align 1
  store i8 %L865, i8* %0, align 1
  %E873 = extractelement <8 x double> %I761, i32 3
  %Shuff874 = shufflevector <2 x i32> %I56, <2 x i32> %Shuff351, <2 x i32> <i32 undef, i32 0>
  %I875 = insertelement <2 x i64> %Shuff646, i64 %FC529, i32 0
  %Se876 = sext i1 %Cmp620 to i64
  %Sl877 = select i1 %Sl582, i32 %E782, i32 %Sl333
  %Cmp878 = icmp eq i1 %E123, %E607
  br i1 %Cmp878, label %CF1768, label %CF1781

CF1781:                                           ; preds = %CF1793
  %L879 = load float, float* %PC194, align 4
  store i8 %L91, i8* %0, align 1
  %E880 = extractelement <4 x i32> %I133, i32 1
  %Shuff881 = shufflevector <1 x i1> %Shuff503, <1 x i1> %Cmp370, <1 x i32> zeroinitializer
  %I882 = insertelement <4 x i32> %Shuff457, i32 %ZE731, i32 0
  %B883 = sub <1 x i32> %Sl59, zeroinitializer
  %Tr884 = trunc i16 %E797 to i1
  br label %CF1677

CF1677:                                           ; preds = %CF1677, %CF1805, %CF1762, %CF1707, %CF1781
  %Sl885 = select <2 x i1> %I799, <2 x i64> %Shuff191, <2 x i64> %Shuff410
  %Cmp886 = icmp ne <4 x i32> %I745, %I882
  %L887 = load <2 x i64>, <2 x i64>* %Sl10, align 16
  store i8 %L628, i8* %0, align 1
  %E888 = extractelement <1 x i64> %Sl309, i32 0
  %Shuff889 = shufflevector <8 x float> %Shuff548, <8 x float> %B505, <8 x i32> <i32 9, i32 11, i32 13, i32 15, i32 1, i32 3, i32 5, i32 undef>
  %I890 = insertelement <8 x i16> %Shuff183, i16 %Sl589, i32 3
  %B891 = fdiv <8 x double> %I807, %L11
  %Sl892 = select i1 true, <4 x i32> %Sl818, <4 x i32> %I102
  %Cmp893 = icmp ne <2 x i64> %Shuff699, %L174
  %L894 = load i8, i8* %PC521, align 1
  store i8 %L68, i8* %0, align 1
  %E895 = extractelement <2 x i32> %I56, i32 1
  %Shuff896 = shufflevector <2 x i32> %Shuff78, <2 x i32> %I692, <2 x i32> <i32 2, i32 0>
  %I897 = insertelement <2 x i64> %Sl491, i64 %E561, i32 0
  %B898 = fdiv <8 x double> %L371, %Shuff109
  %ZE899 = zext i8 %L644 to i64
  %Sl900 = select i1 true, <2 x i64> %ZE29, <2 x i64> %I769
  %Cmp901 = icmp eq <2 x i32> %B222, %I147
  %L902 = load i8, i8* %0, align 1
  store <8 x double> %B513, <8 x double>* %Sl142, align 64
  %E903 = extractelement <8 x double> %L226, i32 3
  %Shuff904 = shufflevector <2 x i1> %I799, <2 x i1> %I35, <2 x i32> <i32 2, i32 0>
  %I905 = insertelement <8 x double> %L560, double %E645, i32 4
  %B906 = mul <8 x i16> %I163, %I527
  %Se907 = sext <2 x i1> %I360 to <2 x i32>
  %Sl908 = select <2 x i1> %Shuff744, <2 x i64> %Shuff638, <2 x i64> %ZE339
  %Cmp909 = icmp ugt <1 x i64> %Shuff814, %I110
  %L910 = load <8 x double>, <8 x double>* %Sl142, align 64
  store float %L879, float* %PC194, align 4
  %E911 = extractelement <1 x i1> %Cmp121, i32 0
  br i1 %E911, label %CF1677, label %CF1756

CF1756:                                           ; preds = %CF1756, %CF1677
  %Shuff912 = shufflevector <2 x i64> %Sl885, <2 x i64> %I243, <2 x i32> <i32 1, i32 undef>
  %I913 = insertelement <2 x i1> %Cmp255, i1 %Cmp833, i32 1
  %B914 = frem float %L804, %L658
  %Sl915 = select i1 %Cmp143, i16 %E213, i16 %Sl187
  %Cmp916 = icmp eq <2 x i64> %Sl848, %I897
  %L917 = load i8, i8* %PC521, align 1
  store i8 %Sl392, i8* %PC521, align 1
  %E918 = extractelement <2 x float> %Sl476, i32 1
  %Shuff919 = shufflevector <2 x i1> %Tr141, <2 x i1> %I360, <2 x i32> <i32 2, i32 0>
  %I920 = insertelement <2 x i64> %L17, i64 %E675, i32 0
  %B921 = fdiv <8 x double> %L303, %L279
  %FC922 = fptosi float %Sl664 to i16
  %Sl923 = select i1 %E682, <8 x i1> %Cmp508, <8 x i1> zeroinitializer
  %Cmp924 = icmp uge i8 %Tr209, %B528
  br i1 %Cmp924, label %CF1756, label %CF1805

CF1805:                                           ; preds = %CF1756
  %L925 = load i8, i8* %0, align 1
  store float %FC223, float* %PC194, align 4
  %E926 = extractelement <16 x i64> %I481, i32 15
  %Shuff927 = shufflevector <2 x i64> %Shuff638, <2 x i64> %L524, <2 x i32> <i32 2, i32 0>
  %I928 = insertelement <8 x double> %B693, double %Sl826, i32 0
  %B929 = add i8 %L401, 0
  %Tr930 = fptrunc <8 x double> %Sl537 to <8 x float>
  %Sl931 = select i1 %Cmp516, <8 x i16> %Shuff534, <8 x i16> %Sl551
  %Cmp932 = icmp slt <2 x i64> %B543, %I769
  %L933 = load i8, i8* %PC521, align 1
  store i8 %L546, i8* %0, align 1
  %E934 = extractelement <8 x i16> %Shuff313, i32 5
  %Shuff935 = shufflevector <8 x double> %L440, <8 x double> %I761, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 undef, i32 undef, i32 14>
  %I936 = insertelement <4 x i32> %I221, i32 %E851, i32 2
  %B937 = ashr i32 %E343, %E851
  %ZE938 = zext i32 %E206 to i64
  %Sl939 = select i1 %E682, <2 x i1> %Shuff526, <2 x i1> %I799
  %Cmp940 = icmp ne <8 x i16> %Sl551, %Shuff495
  %L941 = load i8, i8* %PC521, align 1
  store float %B156, float* %PC194, align 4
  %E942 = extractelement <8 x double> %L152, i32 5
  %Shuff943 = shufflevector <8 x i1> %Cmp733, <8 x i1> %Cmp627, <8 x i32> <i32 8, i32 undef, i32 12, i32 14, i32 undef, i32 2, i32 4, i32 6>
  %I944 = insertelement <2 x i64> %Shuff927, i64 %E320, i32 0
  %B945 = frem <8 x double> %B662, %L11
  %Sl946 = select i1 %E735, <8 x i16> %I458, <8 x i16> %I458
  %Cmp947 = icmp ule i1 %Cmp204, %Cmp803
  br i1 %Cmp947, label %CF1677, label %CF1716

CF1716:                                           ; preds = %CF1716, %CF1811, %CF1805
  %L948 = load float, float* %PC194, align 4
  store <8 x double> %B654, <8 x double>* %Sl142, align 64
  %E949 = extractelement <2 x i64> %Shuff638, i32 1
  %Shuff950 = shufflevector <2 x i64> %Sl900, <2 x i64> %Sl848, <2 x i32> <i32 undef, i32 0>
  %I951 = insertelement <8 x i16> %I14, i16 %E866, i32 4
  %B952 = srem <8 x i16> %Shuff250, %Sl946
  %Sl953 = select i1 %E395, i1 %Cmp590, i1 %E395
  br i1 %Sl953, label %CF1716, label %CF1754

CF1754:                                           ; preds = %CF1754, %CF1843, %CF1716
  %Cmp954 = fcmp uno <8 x double> %I761, %I905
  %L955 = load i8, i8* %PC521, align 1
  store i8 0, i8* %PC521, align 1
  %E956 = extractelement <2 x i64> %L114, i32 0
  %Shuff957 = shufflevector <4 x i32> %Shuff652, <4 x i32> %Shuff176, <4 x i32> <i32 7, i32 1, i32 3, i32 undef>
  %I958 = insertelement <2 x i64> %Shuff699, i64 %E675, i32 1
  %B959 = fmul float %FC825, %FC445
  %Tr960 = trunc i64 %E227 to i8
  %Sl961 = select i1 %Cmp803, <8 x i16> %B536, <8 x i16> %I729
  %Cmp962 = fcmp ord float 0xB88AB75E80000000, %FC770
  br i1 %Cmp962, label %CF1754, label %CF1840

CF1840:                                           ; preds = %CF1840, %CF1754
  %L963 = load i8, i8* %0, align 1
  store i8 %L568, i8* %0, align 1
  %E964 = extractelement <4 x i32> %Shuff48, i32 3
  %Shuff965 = shufflevector <2 x i64> %L386, <2 x i64> %I86, <2 x i32> <i32 2, i32 0>
  %I966 = insertelement <8 x i16> %Shuff495, i16 %E161, i32 4
  %B967 = sdiv <8 x i16> %Shuff836, %Shuff359
  %Tr968 = trunc <2 x i64> %Shuff236 to <2 x i16>
  %Sl969 = select i1 %E682, i8 %L99, i8 %FC231
  %Cmp970 = fcmp ugt <8 x double> %L61, %L168
  %L971 = load i8, i8* %PC521, align 1
  store i8 %L689, i8* %0, align 1
  %E972 = extractelement <4 x i32> %I882, i32 0
  %Shuff973 = shufflevector <8 x i16> %Shuff183, <8 x i16> %B808, <8 x i32> <i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 1>
  %I974 = insertelement <2 x i64> %B260, i64 %E926, i32 1
  %B975 = ashr <2 x i64> %L24, %Shuff699
  %Sl976 = select i1 %E735, <2 x float> %Sl476, <2 x float> %FC801
  %Cmp977 = icmp ult <4 x i32> %Shuff957, %Shuff48
  %L978 = load i8, i8* %0, align 1
  store i8 %L644, i8* %0, align 1
  %E979 = extractelement <1 x i1> %Cmp, i32 0
  br i1 %E979, label %CF1840, label %CF1843

CF1843:                                           ; preds = %CF1840
  %Shuff980 = shufflevector <8 x double> %L365, <8 x double> %B497, <8 x i32> <i32 undef, i32 14, i32 0, i32 undef, i32 4, i32 undef, i32 8, i32 10>
  %I981 = insertelement <1 x i32> %I330, i32 %Sl710, i32 0
  %Sl982 = select i1 %E637, <4 x i32> %I184, <4 x i32> zeroinitializer
  %Cmp983 = icmp ult i1 %Cmp673, %Cmp803
  br i1 %Cmp983, label %CF1754, label %CF1811

CF1811:                                           ; preds = %CF1843
  %L984 = load i8, i8* %0, align 1
  store i8 %L40, i8* %0, align 1
  %E985 = extractelement <2 x i8> %Shuff691, i32 1
  %Shuff986 = shufflevector <2 x i64> %B543, <2 x i64> %Sl794, <2 x i32> <i32 0, i32 undef>
  %I987 = insertelement <2 x i64> %L53, i64 %Se876, i32 0
  %B988 = fmul float %L948, %Sl619
  %ZE989 = fpext float %Sl384 to double
  %Sl990 = select <8 x i1> %Sl923, <8 x i16> %B808, <8 x i16> %I458
  %Cmp991 = icmp sgt <2 x i16> %I381, %Tr702
  %L992 = load i8, i8* %PC521, align 1
  store <2 x i64> %B299, <2 x i64>* %Sl10, align 16
  %E993 = extractelement <1 x i1> %Sl786, i32 0
  br i1 %E993, label %CF1716, label %CF1717

CF1717:                                           ; preds = %CF1717, %CF1812, %CF1780, %CF1811
  %Shuff994 = shufflevector <2 x i1> %Shuff904, <2 x i1> %Cmp262, <2 x i32> <i32 3, i32 1>
  %I995 = insertelement <1 x double> %FC383, double %Sl128, i32 0
  %B996 = fadd <8 x double> %B428, %B497
  %Tr997 = trunc <4 x i32> %I776 to <4 x i1>
  %Sl998 = select <1 x i1> %Cmp711, <1 x float> %BC709, <1 x float> %BC709
  %Cmp999 = icmp ne <2 x i64> %Sl794, %Shuff927
  %L1000 = load i8, i8* %0, align 1
  store i8 %L712, i8* %0, align 1
  %E1001 = extractelement <4 x i32> %Shuff344, i32 2
  %Shuff1002 = shufflevector <4 x i1> %Cmp977, <4 x i1> %Cmp864, <4 x i32> <i32 undef, i32 7, i32 1, i32 undef>
  %I1003 = insertelement <1 x i32> %Shuff321, i32 %B164, i32 0
  %B1004 = urem <1 x i32> %I1003, %Shuff511
  %Sl1005 = select <2 x i1> %I360, <2 x i16> %Tr, <2 x i16> %Tr
  %Cmp1006 = fcmp olt <8 x double> %L378, %L11
  %L1007 = load i8, i8* %0, align 1
  store <2 x i64> %Shuff699, <2 x i64>* %Sl10, align 16
  %E1008 = extractelement <2 x i32> %Shuff78, i32 0
  %Shuff1009 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %I102, <4 x i32> <i32 undef, i32 5, i32 7, i32 1>
  %I1010 = insertelement <1 x i32> %B252, i32 %E433, i32 0
  %B1011 = xor i8 %L40, %B140
  %Tr1012 = trunc <2 x i16> %Sl515 to <2 x i8>
  %Sl1013 = select i1 %Cmp620, i32 %B738, i32 %ZE731
  %Cmp1014 = icmp ne <2 x i1> %Sl939, %I799
  %L1015 = load i8, i8* %PC521, align 1
  store i8 %Tr611, i8* %PC521, align 1
  %E1016 = extractelement <2 x i64> %Shuff646, i32 1
  %Shuff1017 = shufflevector <2 x i1> %I338, <2 x i1> %I868, <2 x i32> <i32 0, i32 2>
  %I1018 = insertelement <2 x i8> %Shuff728, i8 %FC231, i32 0
  %FC1019 = sitofp <2 x i1> %Cmp916 to <2 x float>
  %Sl1020 = select i1 true, <2 x i8> zeroinitializer, <2 x i8> %Tr1012
  %Cmp1021 = icmp ugt <2 x i64> %B260, %Shuff593
  %L1022 = load <2 x i64>, <2 x i64>* %Sl10, align 16
  store i8 %L517, i8* %PC521, align 1
  %E1023 = extractelement <1 x i64> %Sl, i32 0
  %Shuff1024 = shufflevector <2 x i32> %Shuff874, <2 x i32> %I177, <2 x i32> <i32 2, i32 0>
  %I1025 = insertelement <1 x i32> %I542, i32 %B164, i32 0
  %B1026 = udiv <2 x i32> %Shuff896, %I496
  %FC1027 = fptosi double 0x1AAB94CAB1A9E148 to i1
  br i1 %FC1027, label %CF1717, label %CF1812

CF1812:                                           ; preds = %CF1717
  %Sl1028 = select i1 %Sl558, i1 %E735, i1 %Cmp523
  br i1 %Sl1028, label %CF1717, label %CF1780

CF1780:                                           ; preds = %CF1812
  %Cmp1029 = icmp ule i16 %E866, %B792
  br i1 %Cmp1029, label %CF1717, label %CF1762

CF1762:                                           ; preds = %CF1780
  %L1030 = load float, float* %PC194, align 4
  store i8 %L894, i8* %0, align 1
  %E1031 = extractelement <8 x i1> %Cmp90, i32 2
  br i1 %E1031, label %CF1677, label %CF1707

CF1707:                                           ; preds = %CF1762
  %Shuff1032 = shufflevector <8 x double> %L365, <8 x double> %Shuff109, <8 x i32> <i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 1, i32 3>
  %I1033 = insertelement <8 x i1> %Cmp733, i1 %Sl558, i32 7
  %B1034 = mul i8 %L493, %L342
  %FC1035 = fptoui double %E547 to i16
  %Sl1036 = select <8 x i1> %Cmp1006, <8 x double> %L349, <8 x double> %B662
  %Cmp1037 = fcmp ult <8 x double> %L263, %I837
  %L1038 = load <8 x double>, <8 x double>* %Sl232, align 64
  store i8 %Sl179, i8* %0, align 1
  %E1039 = extractelement <4 x i1> %Shuff1002, i32 2
  br i1 %E1039, label %CF1677, label %CF1678

CF1678:                                           ; preds = %CF1678, %CF1707
  %Shuff1040 = shufflevector <4 x i32> %Sl195, <4 x i32> %Shuff652, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I1041 = insertelement <4 x i32> %Shuff798, i32 %B283, i32 3
  %FC1042 = fptosi double %FC96 to i64
  %Sl1043 = select i1 %E911, <2 x i8> %I737, <2 x i8> %Tr1012
  %Cmp1044 = icmp uge i1 %Cmp613, %E540
  br i1 %Cmp1044, label %CF1678, label %CF1772

CF1772:                                           ; preds = %CF1772, %CF1678
  %L1045 = load i8, i8* %0, align 1
  store i8 %Sl392, i8* %PC521, align 1
  %E1046 = extractelement <1 x i64> %Shuff337, i32 0
  %Shuff1047 = shufflevector <2 x i64> %Shuff867, <2 x i64> %I404, <2 x i32> <i32 0, i32 2>
  %I1048 = insertelement <2 x i64> %L287, i64 %B398, i32 0
  %B1049 = add <4 x i32> %I776, %Shuff652
  %FC1050 = fptoui <1 x float> %Sl998 to <1 x i8>
  %Sl1051 = select i1 %Cmp924, i8 %L828, i8 %L644
  %Cmp1052 = icmp sgt <2 x i32> %Shuff1024, %Sl863
  %L1053 = load <2 x i64>, <2 x i64>* %Sl10, align 16
  store i8 %B140, i8* %0, align 1
  %E1054 = extractelement <2 x i32> %Shuff42, i32 1
  %Shuff1055 = shufflevector <8 x i16> %I951, <8 x i16> %Shuff676, <8 x i32> <i32 10, i32 12, i32 undef, i32 0, i32 undef, i32 4, i32 6, i32 8>
  %I1056 = insertelement <8 x double> %I684, double %E600, i32 4
  %Tr1057 = trunc <2 x i64> %I86 to <2 x i16>
  %Sl1058 = select <1 x i1> %Shuff616, <1 x i1> %Cmp531, <1 x i1> %Shuff450
  %Cmp1059 = icmp ult i8 %L1000, %L342
  br i1 %Cmp1059, label %CF1772, label %CF1815

CF1815:                                           ; preds = %CF1772
  %L1060 = load i8, i8* %PC521, align 1
  store i8 %Sl392, i8* %0, align 1
  %E1061 = extractelement <2 x i64> %L32, i32 0
  %Shuff1062 = shufflevector <8 x i1> %Cmp795, <8 x i1> %I282, <8 x i32> <i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 undef, i32 1>
  %I1063 = insertelement <2 x i32> %Shuff, i32 %E402, i32 1
  %Sl1064 = select i1 %Cmp180, i1 %Sl317, i1 %Cmp286
  br label %CF

CF:                                               ; preds = %CF, %CF1798, %CF1794, %CF1731, %CF1815
  %Cmp1065 = icmp slt <1 x i1> %Shuff450, %Cmp370
  %L1066 = load i8, i8* %0, align 1
  store i8 %L584, i8* %PC521, align 1
  %E1067 = extractelement <8 x i16> %Sl961, i32 7
  %Shuff1068 = shufflevector <2 x i8> %Tr763, <2 x i8> %Tr405, <2 x i32> <i32 2, i32 0>
  %I1069 = insertelement <2 x i64> %L287, i64 %Se686, i32 0
  %B1070 = frem <8 x double> %Sl537, %L11
  %Sl1071 = select <1 x i1> %Sl1058, <1 x i32> %Shuff281, <1 x i32> %Sl756
  %Cmp1072 = icmp uge <2 x i64> %I404, %I769
  %L1073 = load <2 x i64>, <2 x i64>* %Sl10, align 16
  store <8 x double> %I684, <8 x double>* %Sl232, align 64
  %E1074 = extractelement <1 x i32> %I43, i32 0
  %Shuff1075 = shufflevector <2 x i64> %Shuff305, <2 x i64> %L1073, <2 x i32> <i32 3, i32 1>
  %I1076 = insertelement <8 x i1> %Sl499, i1 %Cmp803, i32 5
  %B1077 = frem float 0xBFAF3E2300000000, %L705
  %ZE1078 = zext <16 x i1> %Tr855 to <16 x i64>
  %Sl1079 = select i1 %Cmp500, <2 x i1> %Cmp991, <2 x i1> %Tr141
  %Cmp1080 = icmp ule i1 %Tr362, %FC1027
  br i1 %Cmp1080, label %CF, label %CF1798

CF1798:                                           ; preds = %CF
  %L1081 = load i8, i8* %0, align 1
  store i8 %Tr209, i8* %0, align 1
  %E1082 = extractelement <2 x i64> %L205, i32 1
  %Shuff1083 = shufflevector <8 x i1> %Cmp827, <8 x i1> %Cmp393, <8 x i32> <i32 6, i32 8, i32 10, i32 12, i32 undef, i32 0, i32 2, i32 4>
  %I1084 = insertelement <1 x i64> %Sl, i64 %E1016, i32 0
  %B1085 = srem <1 x i64> %Sl, %I110
  %FC1086 = uitofp <8 x i32> %I215 to <8 x double>
  %Sl1087 = select i1 %Sl317, float 0x44BB322F00000000, float %B375
  %Cmp1088 = icmp uge <16 x i1> %Tr855, %Tr855
  %L1089 = load <8 x double>, <8 x double>* %Sl232, align 64
  store i8 %L628, i8* %0, align 1
  %E1090 = extractelement <8 x double> %Shuff1032, i32 5
  %Shuff1091 = shufflevector <8 x float> %FC178, <8 x float> %FC178, <8 x i32> <i32 undef, i32 2, i32 4, i32 6, i32 undef, i32 10, i32 12, i32 14>
  %I1092 = insertelement <8 x i1> %Cmp970, i1 %E911, i32 2
  %B1093 = frem float 0xB88AB75E80000000, %L295
  %Tr1094 = trunc i16 %Tr514 to i1
  br i1 %Tr1094, label %CF, label %CF1794

CF1794:                                           ; preds = %CF1798
  %Sl1095 = select <8 x i1> %Cmp819, <8 x i16> %Shuff273, <8 x i16> %Shuff313
  %Cmp1096 = icmp ule <2 x i64> %Shuff236, %Shuff646
  %L1097 = load i8, i8* %0, align 1
  store i8 %L796, i8* %PC521, align 1
  %E1098 = extractelement <2 x i8> %Shuff728, i32 0
  %Shuff1099 = shufflevector <8 x double> %L365, <8 x double> %Shuff109, <8 x i32> <i32 7, i32 9, i32 undef, i32 13, i32 15, i32 1, i32 3, i32 5>
  %I1100 = insertelement <8 x i1> %Shuff138, i1 %Cmp635, i32 1
  %B1101 = sub <1 x i32> %I981, %Sl363
  %Sl1102 = select i1 %Cmp167, double %E1090, double %Sl246
  %Cmp1103 = icmp ult i8 %5, %L750
  br i1 %Cmp1103, label %CF, label %CF1686

CF1686:                                           ; preds = %CF1686, %CF1807, %CF1796, %CF1794
  %L1104 = load i8, i8* %0, align 1
  store i8 %L517, i8* %PC521, align 1
  %E1105 = extractelement <8 x i16> %Shuff132, i32 4
  %Shuff1106 = shufflevector <8 x i1> %Shuff1062, <8 x i1> %I1076, <8 x i32> <i32 15, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13>
  %I1107 = insertelement <8 x double> %Sl740, double %E1090, i32 1
  %B1108 = lshr <2 x i32> %Sl399, %Sl863
  %FC1109 = uitofp i1 %L850 to double
  %Sl1110 = select <1 x i1> %Cmp370, <1 x i1> %Shuff881, <1 x i1> %Cmp749
  %Cmp1111 = icmp ule <1 x i32> %Sl597, %B474
  %L1112 = load i8, i8* %0, align 1
  store i8 %Sl238, i8* %PC521, align 1
  %E1113 = extractelement <8 x i16> %B800, i32 4
  %Shuff1114 = shufflevector <2 x i32> %B222, <2 x i32> %I692, <2 x i32> <i32 3, i32 1>
  %I1115 = insertelement <8 x double> %L11, double 0x7A2B544AD12960C8, i32 5
  %FC1116 = sitofp i1 %Cmp188 to float
  %Sl1117 = select i1 %Sl269, <2 x i16> %Tr1057, <2 x i16> %Shuff775
  %Cmp1118 = icmp uge <2 x i64> %I64, %I1069
  %L1119 = load i8, i8* %PC521, align 1
  store i1 %Cmp878, i1* %PC, align 1
  %E1120 = extractelement <2 x i1> %Sl66, i32 1
  br i1 %E1120, label %CF1686, label %CF1807

CF1807:                                           ; preds = %CF1686
  %Shuff1121 = shufflevector <2 x i1> %Shuff623, <2 x i1> %I35, <2 x i32> <i32 2, i32 undef>
  %I1122 = insertelement <1 x i64> %Sl687, i64 %E84, i32 0
  %B1123 = shl <2 x i64> %B816, %Sl848
  %Sl1124 = select i1 %Sl112, i16 %E866, i16 %E235
  %Cmp1125 = icmp ugt i8 %L130, %Tr209
  br i1 %Cmp1125, label %CF1686, label %CF1796

CF1796:                                           ; preds = %CF1807
  %L1126 = load <8 x double>, <8 x double>* %Sl142, align 64
  store i8 %L130, i8* %0, align 1
  %E1127 = extractelement <16 x i64> %Shuff101, i32 11
  %Shuff1128 = shufflevector <8 x i16> %Shuff34, <8 x i16> %Shuff34, <8 x i32> <i32 14, i32 0, i32 2, i32 undef, i32 6, i32 undef, i32 10, i32 undef>
  %I1129 = insertelement <8 x i1> %Shuff442, i1 %Cmp407, i32 0
  %B1130 = shl i8 %ZE300, %L448
  %Tr1131 = trunc <8 x i16> %B580 to <8 x i8>
  %Sl1132 = select i1 true, i1 %E395, i1 %Cmp780
  br i1 %Sl1132, label %CF1686, label %CF1695

CF1695:                                           ; preds = %CF1695, %CF1823, %CF1796
  %Cmp1133 = icmp uge i32 %Sl333, %E69
  br i1 %Cmp1133, label %CF1695, label %CF1823

CF1823:                                           ; preds = %CF1695
  %L1134 = load i8, i8* %0, align 1
  store i8 %L978, i8* %0, align 1
  %E1135 = extractelement <8 x i16> %Shuff220, i32 4
  %Shuff1136 = shufflevector <2 x i64> %Sl885, <2 x i64> %L205, <2 x i32> <i32 3, i32 1>
  %I1137 = insertelement <2 x i1> %Shuff623, i1 %Cmp1080, i32 1
  %B1138 = frem float %B275, %FC332
  %Tr1139 = trunc <4 x i32> %I221 to <4 x i1>
  %Sl1140 = select <8 x i1> %Cmp954, <8 x double> %L788, <8 x double> %Sl574
  %Cmp1141 = fcmp olt float %B193, %FC445
  br i1 %Cmp1141, label %CF1695, label %CF1731

CF1731:                                           ; preds = %CF1823
  %L1142 = load i8, i8* %0, align 1
  store i8 %B1034, i8* %0, align 1
  %E1143 = extractelement <8 x i16> %Shuff154, i32 2
  %Shuff1144 = shufflevector <8 x i16> %Shuff836, <8 x i16> %I890, <8 x i32> <i32 5, i32 7, i32 9, i32 11, i32 13, i32 undef, i32 1, i32 3>
  %I1145 = insertelement <1 x i1> %Cmp531, i1 %Cmp590, i32 0
  %B1146 = srem i32 %E402, %3
  %ZE1147 = zext <8 x i1> %Cmp151 to <8 x i8>
  %Sl1148 = select i1 %E417, i32 %B489, i32 %E433
  %Cmp1149 = icmp ult i8 %L, %Sl392
  br i1 %Cmp1149, label %CF, label %CF1676

CF1676:                                           ; preds = %CF1676, %CF1821, %CF1760, %CF1731
  %L1150 = load i8, i8* %PC521, align 1
  store i8 %L485, i8* %0, align 1
  %E1151 = extractelement <8 x i1> %Sl499, i32 4
  br i1 %E1151, label %CF1676, label %CF1711

CF1711:                                           ; preds = %CF1711, %CF1835, %CF1676
  %Shuff1152 = shufflevector <8 x i32> zeroinitializer, <8 x i32> %I571, <8 x i32> <i32 15, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 undef>
  %I1153 = insertelement <8 x float> %Shuff1091, float %FC770, i32 1
  %B1154 = lshr <1 x i32> %B883, %Shuff146
  %FC1155 = sitofp <1 x i64> %Shuff337 to <1 x double>
  %Sl1156 = select i1 %Cmp673, i32 %Sl1148, i32 %E198
  %Cmp1157 = icmp ne i32 210069, %E651
  br i1 %Cmp1157, label %CF1711, label %CF1835

CF1835:                                           ; preds = %CF1711
  %L1158 = load i8, i8* %0, align 1
  store <8 x double> %L11, <8 x double>* %Sl142, align 64
  %E1159 = extractelement <4 x float> %FC253, i32 2
  %Shuff1160 = shufflevector <8 x double> %L1126, <8 x double> %L560, <8 x i32> <i32 9, i32 11, i32 13, i32 undef, i32 1, i32 3, i32 5, i32 7>
  %I1161 = insertelement <2 x i1> %Cmp255, i1 %E735, i32 1
  %Sl1162 = select i1 %E979, i8 %ZE276, i8 %L485
  %Cmp1163 = icmp ult <2 x i64> %L174, %L144
  %L1164 = load i8, i8* %PC521, align 1
  store i8 %L517, i8* %0, align 1
  %E1165 = extractelement <2 x i32> %Shuff207, i32 1
  %Shuff1166 = shufflevector <2 x i64> %I944, <2 x i64> %B1123, <2 x i32> <i32 0, i32 2>
  %I1167 = insertelement <2 x i1> %Tr596, i1 %Sl582, i32 0
  %Tr1168 = trunc <8 x i16> %Shuff214 to <8 x i1>
  %Sl1169 = select i1 %Sl1064, i16 %B730, i16 %ZE346
  %Cmp1170 = fcmp ule float 0xBFAF3E2300000000, %B375
  br i1 %Cmp1170, label %CF1711, label %CF1747

CF1747:                                           ; preds = %CF1747, %CF1835
  %L1171 = load i8, i8* %0, align 1
  store <8 x double> %L152, <8 x double>* %Sl142, align 64
  %E1172 = extractelement <8 x i16> %B952, i32 1
  %Shuff1173 = shufflevector <2 x i16> %Shuff852, <2 x i16> %Sl1117, <2 x i32> <i32 0, i32 undef>
  %I1174 = insertelement <2 x i1> %Cmp605, i1 %Sl1132, i32 0
  %B1175 = sdiv <1 x i32> %I171, %B1154
  %Sl1176 = select <1 x i1> %Shuff616, <1 x i1> %Cmp909, <1 x i1> %Cmp
  %Cmp1177 = icmp ne i16 %E175, %E41
  br i1 %Cmp1177, label %CF1747, label %CF1821

CF1821:                                           ; preds = %CF1747
  %L1178 = load <2 x i64>, <2 x i64>* %Sl10, align 16
  store i8 %B118, i8* %0, align 1
  %E1179 = extractelement <8 x i1> %FC565, i32 6
  br i1 %E1179, label %CF1676, label %CF1688

CF1688:                                           ; preds = %CF1688, %CF1821
  %Shuff1180 = shufflevector <8 x i32> %Shuff1152, <8 x i32> %Shuff1152, <8 x i32> <i32 9, i32 undef, i32 13, i32 undef, i32 undef, i32 3, i32 5, i32 7>
  %I1181 = insertelement <8 x i64> %Se573, i64 %4, i32 3
  %B1182 = udiv i32 %Sl1013, %E895
  %Tr1183 = trunc <1 x i32> %I49 to <1 x i8>
  %Sl1184 = select i1 %Cmp1103, i32 412985, i32 %B164
  %Cmp1185 = icmp eq <2 x i16> %Sl1005, %I381
  %L1186 = load <8 x double>, <8 x double>* %Sl232, align 64
  store i8 %Sl179, i8* %0, align 1
  %E1187 = extractelement <2 x i64> %I1069, i32 1
  %Shuff1188 = shufflevector <2 x i64> %L53, <2 x i64> %L386, <2 x i32> <i32 2, i32 0>
  %I1189 = insertelement <8 x double> %L61, double %E387, i32 0
  %B1190 = shl i8 %L1134, %L1112
  %ZE1191 = zext i1 %Sl340 to i32
  %Sl1192 = select i1 %Cmp67, i8 %Tr611, i8 %L401
  %Cmp1193 = icmp ult <8 x i16> %Shuff822, %Sl931
  %L1194 = load i8, i8* %0, align 1
  store <8 x double> %Shuff472, <8 x double>* %Sl142, align 64
  %E1195 = extractelement <4 x i32> %I133, i32 2
  %Shuff1196 = shufflevector <2 x i16> %Sl840, <2 x i16> %Tr, <2 x i32> undef
  %I1197 = insertelement <1 x i32> %Shuff146, i32 %B937, i32 0
  %B1198 = fdiv <8 x double> %I427, %Shuff1160
  %FC1199 = sitofp <1 x i1> %Tr694 to <1 x float>
  %Sl1200 = select i1 true, <4 x i64> %Se157, <4 x i64> %Se157
  %Cmp1201 = fcmp ogt float %FC73, %FC862
  br i1 %Cmp1201, label %CF1688, label %CF1760

CF1760:                                           ; preds = %CF1688
  %L1202 = load i1, i1* %PC, align 1
  br i1 %L1202, label %CF1676, label %CF1682

CF1682:                                           ; preds = %CF1682, %CF1841, %CF1746, %CF1760
  store <8 x double> %Shuff736, <8 x double>* %Sl232, align 64
  %E1203 = extractelement <1 x i32> %Shuff321, i32 0
  %Shuff1204 = shufflevector <2 x i1> %Shuff721, <2 x i1> %I868, <2 x i32> <i32 0, i32 2>
  %I1205 = insertelement <1 x i64> zeroinitializer, i64 %E789, i32 0
  %B1206 = fmul <8 x float> %Sl656, %Shuff889
  %Sl1207 = select i1 %E979, i1 %Cmp643, i1 %Cmp196
  br i1 %Sl1207, label %CF1682, label %CF1817

CF1817:                                           ; preds = %CF1817, %CF1682
  %Cmp1208 = icmp ne <2 x i1> %Cmp552, %Tr202
  %L1209 = load i8, i8* %0, align 1
  store i8 %L68, i8* %0, align 1
  %E1210 = extractelement <1 x i32> %Shuff321, i32 0
  %Shuff1211 = shufflevector <4 x i1> %Cmp977, <4 x i1> %Cmp725, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I1212 = insertelement <2 x i8> %I1018, i8 %L485, i32 0
  %B1213 = urem <1 x i32> %Sl363, %I981
  %Tr1214 = trunc <2 x i64> %I208 to <2 x i32>
  %Sl1215 = select i1 %Cmp23, <8 x i1> %Cmp827, <8 x i1> %Cmp1193
  %Cmp1216 = icmp ne i64 %E751, %E463
  br i1 %Cmp1216, label %CF1817, label %CF1841

CF1841:                                           ; preds = %CF1817
  %L1217 = load i8, i8* %0, align 1
  store i8 %L91, i8* %0, align 1
  %E1218 = extractelement <4 x i32> %Shuff388, i32 3
  %Shuff1219 = shufflevector <1 x i1> %Shuff616, <1 x i1> %Cmp696, <1 x i32> zeroinitializer
  %I1220 = insertelement <1 x i1> %Sl1058, i1 %Cmp286, i32 0
  %B1221 = mul i32 102501, %E1074
  %Se1222 = sext <8 x i8> %Tr1131 to <8 x i32>
  %Sl1223 = select i1 true, i8 %Tr209, i8 %L
  %Cmp1224 = icmp eq <2 x i1> %I722, %I913
  %L1225 = load i8, i8* %0, align 1
  store i8 %Sl16, i8* %0, align 1
  %E1226 = extractelement <8 x double> %B891, i32 3
  %Shuff1227 = shufflevector <2 x i64> %I987, <2 x i64> %I243, <2 x i32> <i32 2, i32 0>
  %I1228 = insertelement <1 x i1> %Shuff519, i1 %Sl269, i32 0
  %B1229 = add i32 %E972, %Sl1184
  %ZE1230 = fpext <1 x float> %FC1199 to <1 x double>
  %Sl1231 = select i1 %Sl953, i64 %E829, i64 %E1016
  %Cmp1232 = fcmp one <8 x double> %B846, %L11
  %L1233 = load i64, i64* %2, align 4
  store i8 %B1190, i8* %0, align 1
  %E1234 = extractelement <4 x i32> %B57, i32 0
  %Shuff1235 = shufflevector <2 x i64> %L83, <2 x i64> %Shuff699, <2 x i32> <i32 3, i32 1>
  %I1236 = insertelement <2 x i64> %Shuff912, i64 %E463, i32 1
  %B1237 = sub i16 %B640, %Sl544
  %FC1238 = sitofp <2 x i64> %Shuff1075 to <2 x float>
  %Sl1239 = select i1 %Cmp1216, <8 x i8> %ZE1147, <8 x i8> %Tr1131
  %Cmp1240 = icmp ne <16 x i64> %Shuff101, zeroinitializer
  %L1241 = load <8 x double>, <8 x double>* %Sl232, align 64
  store i8 %Sl732, i8* %0, align 1
  %E1242 = extractelement <1 x i32> %I43, i32 0
  %Shuff1243 = shufflevector <8 x i1> %Cmp90, <8 x i1> %Shuff668, <8 x i32> <i32 2, i32 4, i32 6, i32 undef, i32 10, i32 12, i32 14, i32 0>
  %I1244 = insertelement <8 x double> %B291, double %FC755, i32 4
  %B1245 = srem <4 x i32> %B670, %I266
  %FC1246 = sitofp i64 %Sl856 to float
  %Sl1247 = select i1 true, double %FC755, double %E1226
  %Cmp1248 = icmp ugt i8 %Tr119, %ZE300
  br i1 %Cmp1248, label %CF1682, label %CF1698

CF1698:                                           ; preds = %CF1698, %CF1832, %CF1767, %CF1841
  %L1249 = load i8, i8* %0, align 1
  store i8 %Sl392, i8* %0, align 1
  %E1250 = extractelement <8 x i16> %Shuff1144, i32 6
  %Shuff1251 = shufflevector <8 x double> %Shuff935, <8 x double> %L591, <8 x i32> <i32 9, i32 11, i32 13, i32 15, i32 1, i32 3, i32 undef, i32 7>
  %I1252 = insertelement <8 x i16> %Shuff297, i16 %Sl915, i32 3
  %B1253 = frem double %FC9, %Sl22
  %Sl1254 = select i1 %Tr429, double %ZE989, double %E600
  %Cmp1255 = icmp ne i1 %E479, %E1151
  br i1 %Cmp1255, label %CF1698, label %CF1777

CF1777:                                           ; preds = %CF1777, %CF1698
  %L1256 = load i8, i8* %0, align 1
  store <8 x double> %B654, <8 x double>* %Sl142, align 64
  %E1257 = extractelement <8 x double> %Shuff601, i32 6
  %Shuff1258 = shufflevector <2 x i32> %Shuff78, <2 x i32> %Shuff351, <2 x i32> <i32 1, i32 undef>
  %I1259 = insertelement <2 x i1> %Cmp932, i1 %Sl112, i32 1
  %B1260 = srem i16 %E720, %E615
  %FC1261 = fptoui float %L948 to i64
  %Sl1262 = select <4 x i1> %Shuff1211, <4 x i32> %Sl892, <4 x i32> %Shuff242
  %Cmp1263 = icmp sge <2 x i64> %Shuff714, %I897
  %L1264 = load i8, i8* %0, align 1
  store i8 %Sl392, i8* %0, align 1
  %E1265 = extractelement <8 x double> %Sl764, i32 2
  %Shuff1266 = shufflevector <8 x i1> %Cmp1037, <8 x i1> %Shuff668, <8 x i32> <i32 undef, i32 15, i32 1, i32 undef, i32 5, i32 7, i32 9, i32 11>
  %I1267 = insertelement <2 x i1> %Cmp1096, i1 true, i32 1
  %B1268 = fsub double %E456, %E667
  %FC1269 = uitofp i32 %E569 to double
  %Sl1270 = select <2 x i1> %Cmp1014, <2 x i64> %Shuff191, <2 x i64> %L271
  %Cmp1271 = icmp slt i16 %E1250, %E108
  br i1 %Cmp1271, label %CF1777, label %CF1832

CF1832:                                           ; preds = %CF1777
  %L1272 = load i8, i8* %0, align 1
  store i8 %L1081, i8* %0, align 1
  %E1273 = extractelement <4 x i32> %Shuff1040, i32 2
  %Shuff1274 = shufflevector <8 x double> %I815, <8 x double> %L591, <8 x i32> <i32 5, i32 undef, i32 undef, i32 11, i32 undef, i32 undef, i32 1, i32 3>
  %I1275 = insertelement <2 x i1> %Cmp1208, i1 %E911, i32 1
  %B1276 = sdiv i16 %B436, %FC1035
  %ZE1277 = zext <2 x i1> %Cmp211 to <2 x i8>
  %Sl1278 = select i1 %Cmp1248, double %B1268, double %E645
  %Cmp1279 = fcmp olt <8 x double> %Sl1140, %B693
  %L1280 = load i8, i8* %0, align 1
  store i8 %L1171, i8* %0, align 1
  %E1281 = extractelement <8 x i1> %Cmp575, i32 4
  br i1 %E1281, label %CF1698, label %CF1767

CF1767:                                           ; preds = %CF1832
  %Shuff1282 = shufflevector <1 x i32> %Shuff321, <1 x i32> %B883, <1 x i32> <i32 1>
  %I1283 = insertelement <1 x i64> %I110, i64 %E463, i32 0
  %B1284 = lshr <8 x i16> %Shuff464, %I729
  %FC1285 = uitofp i1 %Tr475 to float
  %Sl1286 = select <2 x i1> %Tr202, <2 x i64> %B543, <2 x i64> %L681
  %Cmp1287 = icmp uge <8 x i1> %Cmp423, %Shuff668
  %L1288 = load <8 x double>, <8 x double>* %Sl142, align 64
  store i8 %Sl179, i8* %0, align 1
  %E1289 = extractelement <8 x i16> %Shuff183, i32 6
  %Shuff1290 = shufflevector <2 x i32> %Shuff896, <2 x i32> %Shuff874, <2 x i32> <i32 1, i32 undef>
  %I1291 = insertelement <8 x i1> %I1076, i1 %E540, i32 7
  %B1292 = udiv i64 %E859, %E153
  %Se1293 = sext i8 %L1158 to i64
  %Sl1294 = select <8 x i1> %Cmp239, <8 x i16> %Sl551, <8 x i16> %I163
  %Cmp1295 = icmp sgt i32 %B1146, %B572
  br i1 %Cmp1295, label %CF1698, label %CF1746

CF1746:                                           ; preds = %CF1767
  %L1296 = load i8, i8* %PC521, align 1
  store i8 %L992, i8* %0, align 1
  %E1297 = extractelement <2 x i64> %Shuff1166, i32 0
  %Shuff1298 = shufflevector <2 x i64> %I974, <2 x i64> %L524, <2 x i32> <i32 undef, i32 3>
  %I1299 = insertelement <2 x i64> %Shuff410, i64 %E577, i32 1
  %B1300 = fdiv <8 x double> %B662, %Shuff1160
  %ZE1301 = zext <8 x i32> %I215 to <8 x i64>
  %Sl1302 = select i1 %Cmp217, i64 %Sl703, i64 %E675
  %Cmp1303 = icmp ule <2 x i64> %Sl848, %I79
  %L1304 = load i8, i8* %PC521, align 1
  store i8 %ZE276, i8* %0, align 1
  %E1305 = extractelement <8 x i16> %Shuff250, i32 0
  %Shuff1306 = shufflevector <4 x i64> %Shuff707, <4 x i64> %Se778, <4 x i32> <i32 3, i32 5, i32 7, i32 undef>
  %I1307 = insertelement <2 x i64> %Shuff699, i64 %4, i32 1
  %B1308 = fmul <8 x double> %B898, %L1186
  %FC1309 = sitofp <2 x i16> %Tr702 to <2 x float>
  %Sl1310 = select i1 %Cmp1271, <8 x double> %Shuff329, <8 x double> %Sl764
  %Cmp1311 = icmp eq i1 %E540, %Cmp23
  br i1 %Cmp1311, label %CF1682, label %CF1684

CF1684:                                           ; preds = %CF1684, %CF1758, %CF1712, %CF1746
  %L1312 = load i8, i8* %0, align 1
  store <8 x double> %L1241, <8 x double>* %Sl232, align 64
  %E1313 = extractelement <8 x i32> %Shuff1152, i32 3
  %Shuff1314 = shufflevector <8 x i1> %Cmp1279, <8 x i1> %Cmp393, <8 x i32> <i32 6, i32 8, i32 10, i32 12, i32 undef, i32 0, i32 2, i32 undef>
  %I1315 = insertelement <2 x i64> %B618, i64 %Sl355, i32 0
  %B1316 = fsub float 0xB88AB75E80000000, %B156
  %Tr1317 = trunc <2 x i8> %I306 to <2 x i1>
  %Sl1318 = select i1 true, i64 %E949, i64 %E320
  %Cmp1319 = icmp ugt <8 x i1> %Cmp940, %Cmp39
  %L1320 = load i8, i8* %0, align 1
  store i8 %ZE300, i8* %0, align 1
  %E1321 = extractelement <8 x i32> %I571, i32 4
  %Shuff1322 = shufflevector <2 x i1> %Shuff1121, <2 x i1> %Sl672, <2 x i32> <i32 3, i32 1>
  %I1323 = insertelement <8 x double> %L455, double %ZE989, i32 5
  %B1324 = fdiv double %ZE, %E1090
  %PC1325 = bitcast <16 x i32>* %A3 to double*
  %Sl1326 = select <8 x i1> %Cmp239, <8 x double> %L371, <8 x double> %L591
  %L1327 = load float, float* %PC194, align 4
  store double %FC739, double* %PC1325, align 8
  %E1328 = extractelement <4 x i32> %Sl1262, i32 1
  %Shuff1329 = shufflevector <1 x i64> %Se793, <1 x i64> %Sl309, <1 x i32> zeroinitializer
  %I1330 = insertelement <1 x i1> %Cmp1065, i1 %Cmp741, i32 0
  %B1331 = lshr <2 x i16> %Shuff852, %Sl1117
  %Se1332 = sext <2 x i16> %B1331 to <2 x i32>
  %Sl1333 = select <2 x i1> %Shuff19, <2 x i32> %Shuff78, <2 x i32> %Shuff
  %Cmp1334 = icmp sgt <2 x i64> %L416, %Sl1270
  %L1335 = load i8, i8* %PC521, align 1
  store double %B72, double* %PC1325, align 8
  %E1336 = extractelement <4 x i32> %Shuff806, i32 2
  %Shuff1337 = shufflevector <4 x i1> %Cmp864, <4 x i1> %Cmp348, <4 x i32> <i32 5, i32 undef, i32 1, i32 3>
  %I1338 = insertelement <1 x i1> %Cmp159, i1 %Cmp23, i32 0
  %B1339 = or i32 0, %E402
  %Tr1340 = trunc i32 %Se747 to i1
  br i1 %Tr1340, label %CF1684, label %CF1758

CF1758:                                           ; preds = %CF1684
  %Sl1341 = select i1 %Tr817, <2 x i64> %L524, <2 x i64> %Shuff986
  %Cmp1342 = icmp sgt <8 x i16> %I71, %Shuff132
  %L1343 = load <2 x i64>, <2 x i64>* %Sl10, align 16
  store double %E1226, double* %PC1325, align 8
  %E1344 = extractelement <2 x i1> %Sl939, i32 1
  br i1 %E1344, label %CF1684, label %CF1690

CF1690:                                           ; preds = %CF1690, %CF1856, %CF1776, %CF1773, %CF1758
  %Shuff1345 = shufflevector <1 x i64> %Sl687, <1 x i64> %I1283, <1 x i32> zeroinitializer
  %I1346 = insertelement <1 x i1> %Sl1176, i1 %E417, i32 0
  %B1347 = udiv <2 x i8> %B361, %I1212
  %Tr1348 = trunc i64 %E350 to i32
  %Sl1349 = select <2 x i1> %Cmp552, <2 x double> %FC678, <2 x double> %FC678
  %Cmp1350 = icmp sgt i32 434065, %B283
  br i1 %Cmp1350, label %CF1690, label %CF1856

CF1856:                                           ; preds = %CF1690
  %L1351 = load double, double* %PC1325, align 8
  store float %B777, float* %PC194, align 4
  %E1352 = extractelement <2 x i64> %L287, i32 0
  %Shuff1353 = shufflevector <8 x float> %Shuff1091, <8 x float> %FC178, <8 x i32> <i32 13, i32 15, i32 1, i32 3, i32 5, i32 undef, i32 9, i32 11>
  %I1354 = insertelement <2 x i64> %Shuff593, i64 %E1352, i32 1
  %B1355 = sub i64 %E835, %Sl216
  %FC1356 = sitofp <1 x i32> %Sl597 to <1 x double>
  %Sl1357 = select i1 %Cmp947, i64 %E789, i64 %E1187
  %Cmp1358 = icmp ne i1 %Tr362, %Cmp1103
  br i1 %Cmp1358, label %CF1690, label %CF1728

CF1728:                                           ; preds = %CF1728, %CF1856
  %L1359 = load <8 x double>, <8 x double>* %Sl142, align 64
  store double %L1351, double* %PC1325, align 8
  %E1360 = extractelement <8 x i1> %Cmp575, i32 4
  br i1 %E1360, label %CF1728, label %CF1776

CF1776:                                           ; preds = %CF1728
  %Shuff1361 = shufflevector <1 x i64> %Se641, <1 x i64> %Sl687, <1 x i32> <i32 1>
  %I1362 = insertelement <8 x double> %L606, double %E486, i32 3
  %B1363 = udiv i32 %ZE1191, %B489
  %FC1364 = sitofp <2 x i8> %Tr763 to <2 x double>
  %Sl1365 = select i1 %E1281, <8 x double> %B921, <8 x double> %B654
  %Cmp1366 = icmp ule i64 %E743, %E182
  br i1 %Cmp1366, label %CF1690, label %CF1720

CF1720:                                           ; preds = %CF1720, %CF1776
  %L1367 = load double, double* %PC1325, align 8
  store double %ZE, double* %PC1325, align 8
  %E1368 = extractelement <2 x i32> %Shuff1258, i32 1
  %Shuff1369 = shufflevector <1 x i1> %Sl1110, <1 x i1> %Sl1176, <1 x i32> zeroinitializer
  %I1370 = insertelement <4 x i32> zeroinitializer, i32 %Sl710, i32 0
  %B1371 = frem <8 x double> %L349, %B891
  %ZE1372 = zext i1 %Cmp833 to i64
  %Sl1373 = select i1 %Cmp143, i64 %Sl634, i64 %E425
  %Cmp1374 = icmp uge <1 x i1> %Shuff555, %Cmp370
  %L1375 = load i8, i8* %PC521, align 1
  store i8 %B1034, i8* %PC521, align 1
  %E1376 = extractelement <8 x double> %I1189, i32 2
  %Shuff1377 = shufflevector <4 x i64> %Shuff707, <4 x i64> %I631, <4 x i32> <i32 undef, i32 7, i32 1, i32 undef>
  %I1378 = insertelement <8 x i1> %FC565, i1 %Tr429, i32 7
  %B1379 = sub <2 x i64> %Shuff1047, %Sl794
  %Tr1380 = trunc i16 %E108 to i1
  br i1 %Tr1380, label %CF1720, label %CF1738

CF1738:                                           ; preds = %CF1738, %CF1720
  %Sl1381 = select i1 %Cmp924, <8 x double> %L606, <8 x double> %Sl537
  %Cmp1382 = icmp ult i32 210069, %E782
  br i1 %Cmp1382, label %CF1738, label %CF1773

CF1773:                                           ; preds = %CF1738
  %L1383 = load float, float* %PC194, align 4
  store double %FC869, double* %PC1325, align 8
  %E1384 = extractelement <8 x i1> %Cmp508, i32 1
  br i1 %E1384, label %CF1690, label %CF1712

CF1712:                                           ; preds = %CF1773
  %Shuff1385 = shufflevector <2 x i64> %Shuff1227, <2 x i64> %Shuff434, <2 x i32> <i32 0, i32 undef>
  %I1386 = insertelement <8 x double> %I815, double %E449, i32 2
  %B1387 = udiv <2 x i64> %B595, %B299
  %ZE1388 = zext i8 %L902 to i16
  %Sl1389 = select i1 %Cmp673, <8 x double> %B701, <8 x double> %Sl369
  %Cmp1390 = fcmp false double %B72, %E510
  br i1 %Cmp1390, label %CF1684, label %CF1687

CF1687:                                           ; preds = %CF1687, %CF1829, %CF1844, %CF1853, %CF1831, %CF1769, %CF1792, %CF1810, %CF1712
  %L1391 = load i8, i8* %0, align 1
  store double %E600, double* %PC1325, align 8
  %E1392 = extractelement <8 x i16> %Shuff534, i32 5
  %Shuff1393 = shufflevector <2 x i1> %Shuff19, <2 x i1> %I338, <2 x i32> <i32 0, i32 2>
  %I1394 = insertelement <2 x float> %FC1309, float %Sl619, i32 0
  %Se1395 = sext i1 %Sl1028 to i16
  %Sl1396 = select i1 %Tr1380, i32 %E1210, i32 %Sl333
  %Cmp1397 = icmp eq i8 %L99, %L485
  br i1 %Cmp1397, label %CF1687, label %CF1829

CF1829:                                           ; preds = %CF1687
  %L1398 = load double, double* %PC1325, align 8
  store <8 x double> %L378, <8 x double>* %Sl232, align 64
  %E1399 = extractelement <4 x i32> zeroinitializer, i32 3
  %Shuff1400 = shufflevector <2 x i8> %B353, <2 x i8> %Tr671, <2 x i32> <i32 2, i32 undef>
  %I1401 = insertelement <2 x i64> %Shuff986, i64 %E137, i32 0
  %B1402 = add <1 x i64> %I1283, %I1084
  %ZE1403 = zext i8 %B1011 to i64
  %Sl1404 = select i1 %Cmp947, i32 %Sl105, i32 %Sl333
  %Cmp1405 = fcmp olt double %E387, %E449
  br i1 %Cmp1405, label %CF1687, label %CF1787

CF1787:                                           ; preds = %CF1787, %CF1829
  %L1406 = load i8, i8* %PC521, align 1
  store float %Sl679, float* %PC194, align 4
  %E1407 = extractelement <8 x i16> %Shuff132, i32 2
  %Shuff1408 = shufflevector <8 x double> %L303, <8 x double> %B654, <8 x i32> <i32 13, i32 15, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11>
  %I1409 = insertelement <4 x i64> %Shuff1377, i64 %E320, i32 3
  %B1410 = and i8 %L1320, %L1406
  %FC1411 = sitofp <2 x i64> %L287 to <2 x float>
  %Sl1412 = select i1 %E1120, <8 x double> %B1070, <8 x double> %Shuff1032
  %Cmp1413 = icmp sgt i1 %Sl953, %Cmp1248
  br i1 %Cmp1413, label %CF1787, label %CF1844

CF1844:                                           ; preds = %CF1787
  %L1414 = load double, double* %PC1325, align 8
  store double %FC869, double* %PC1325, align 8
  %E1415 = extractelement <8 x i64> %Se573, i32 5
  %Shuff1416 = shufflevector <2 x i64> %Shuff638, <2 x i64> %ZE29, <2 x i32> <i32 0, i32 undef>
  %I1417 = insertelement <2 x i64> %B1387, i64 %E1046, i32 0
  %Tr1418 = trunc i64 %E518 to i16
  %Sl1419 = select i1 true, <8 x double> %I504, <8 x double> %I715
  %Cmp1420 = icmp sgt i1 %Tr817, %E296
  br i1 %Cmp1420, label %CF1687, label %CF1724

CF1724:                                           ; preds = %CF1724, %CF1844
  %L1421 = load i8, i8* %0, align 1
  store i8 %L917, i8* %0, align 1
  %E1422 = extractelement <8 x i1> %Shuff1083, i32 7
  br i1 %E1422, label %CF1724, label %CF1853

CF1853:                                           ; preds = %CF1724
  %Shuff1423 = shufflevector <2 x i64> %Shuff1136, <2 x i64> %Sl483, <2 x i32> <i32 2, i32 0>
  %I1424 = insertelement <8 x double> %L303, double %E387, i32 0
  %Sl1425 = select i1 %Sl269, i8 %L917, i8 %Sl179
  %Cmp1426 = fcmp oge double 0x5DEFFD0E7EED538C, %L1367
  br i1 %Cmp1426, label %CF1687, label %CF1709

CF1709:                                           ; preds = %CF1709, %CF1853
  %L1427 = load <8 x double>, <8 x double>* %Sl232, align 64
  store i8 %L91, i8* %PC521, align 1
  %E1428 = extractelement <2 x i64> %Shuff646, i32 0
  %Shuff1429 = shufflevector <8 x double> %Sl1326, <8 x double> %Shuff1032, <8 x i32> <i32 13, i32 15, i32 1, i32 3, i32 5, i32 undef, i32 9, i32 11>
  %I1430 = insertelement <8 x double> %Sl1419, double %Sl246, i32 7
  %FC1431 = uitofp <2 x i1> %Cmp649 to <2 x double>
  %Sl1432 = select <8 x i1> %Sl923, <8 x double> %Shuff768, <8 x double> %Shuff472
  %Cmp1433 = icmp ule i1 %Cmp704, %Sl953
  br i1 %Cmp1433, label %CF1709, label %CF1740

CF1740:                                           ; preds = %CF1740, %CF1709
  %L1434 = load double, double* %PC1325, align 8
  store double %B72, double* %PC1325, align 8
  %E1435 = extractelement <2 x i16> %Shuff852, i32 0
  %Shuff1436 = shufflevector <8 x i1> %Shuff1062, <8 x i1> %Cmp423, <8 x i32> <i32 7, i32 9, i32 11, i32 13, i32 undef, i32 1, i32 undef, i32 undef>
  %I1437 = insertelement <2 x i64> %L181, i64 %E859, i32 1
  %ZE1438 = zext i1 %Tr817 to i16
  %Sl1439 = select i1 %Cmp741, <2 x i1> %Cmp1263, <2 x i1> %Cmp893
  %Cmp1440 = icmp sge i16 %E213, %B436
  br i1 %Cmp1440, label %CF1740, label %CF1831

CF1831:                                           ; preds = %CF1740
  %L1441 = load i8, i8* %PC521, align 1
  store double %Sl246, double* %PC1325, align 8
  %E1442 = extractelement <2 x i32> %Shuff78, i32 1
  %Shuff1443 = shufflevector <2 x i64> %Shuff986, <2 x i64> %I549, <2 x i32> <i32 2, i32 0>
  %I1444 = insertelement <8 x i1> %Cmp827, i1 %Cmp673, i32 4
  %B1445 = fmul <8 x double> %B898, %L11
  %Sl1446 = select i1 %Sl317, i64 %E859, i64 %E1016
  %Cmp1447 = fcmp olt <2 x double> %FC245, %Sl1349
  %L1448 = load <2 x i64>, <2 x i64>* %Sl10, align 16
  store double %B87, double* %PC1325, align 8
  %E1449 = extractelement <8 x i16> %Shuff676, i32 4
  %Shuff1450 = shufflevector <8 x double> %B1371, <8 x double> %L11, <8 x i32> <i32 7, i32 undef, i32 11, i32 13, i32 15, i32 1, i32 3, i32 5>
  %I1451 = insertelement <8 x double> %Shuff1099, double %Sl246, i32 1
  %FC1452 = fptoui <8 x double> %B1198 to <8 x i32>
  %Sl1453 = select <4 x i1> %Cmp278, <4 x i32> %Shuff806, <4 x i32> %Shuff289
  %Cmp1454 = icmp sgt <2 x i1> %Tr141, %I125
  %L1455 = load i8, i8* %0, align 1
  store double %E706, double* %PC1325, align 8
  %E1456 = extractelement <2 x i1> %Tr1317, i32 0
  br i1 %E1456, label %CF1687, label %CF1700

CF1700:                                           ; preds = %CF1700, %CF1831
  %Shuff1457 = shufflevector <4 x i32> %Shuff48, <4 x i32> %Sl1453, <4 x i32> <i32 1, i32 3, i32 5, i32 undef>
  %I1458 = insertelement <2 x i1> %Sl939, i1 %Sl269, i32 1
  %B1459 = sub i32 %B1363, %Tr633
  %FC1460 = fptosi <8 x double> %B662 to <8 x i1>
  %Sl1461 = select i1 %Cmp1295, i16 %FC1035, i16 %ZE346
  %Cmp1462 = icmp slt <2 x i1> %Cmp1334, %Cmp255
  %L1463 = load double, double* %PC1325, align 8
  store i8 %L758, i8* %PC521, align 1
  %E1464 = extractelement <1 x i32> zeroinitializer, i32 0
  %Shuff1465 = shufflevector <2 x i1> %Cmp255, <2 x i1> %Cmp1185, <2 x i32> <i32 3, i32 1>
  %I1466 = insertelement <8 x double> %B1371, double %ZE989, i32 1
  %B1467 = srem i8 %L1217, %L1335
  %Tr1468 = trunc <2 x i64> %L1022 to <2 x i16>
  %Sl1469 = select <8 x i1> %Cmp787, <8 x double> %L1288, <8 x double> %L576
  %Cmp1470 = icmp eq i32 210069, %B937
  br i1 %Cmp1470, label %CF1700, label %CF1769

CF1769:                                           ; preds = %CF1700
  %L1471 = load i8, i8* %PC521, align 1
  store double %E486, double* %PC1325, align 8
  %E1472 = extractelement <8 x i1> %Cmp393, i32 6
  br i1 %E1472, label %CF1687, label %CF1696

CF1696:                                           ; preds = %CF1696, %CF1857, %CF1836, %CF1752, %CF1769
  %Shuff1473 = shufflevector <8 x double> %L365, <8 x double> %B1445, <8 x i32> <i32 undef, i32 3, i32 5, i32 undef, i32 undef, i32 11, i32 13, i32 undef>
  %I1474 = insertelement <1 x i1> %I1145, i1 %Sl134, i32 0
  %B1475 = shl i32 %E895, %E1074
  %FC1476 = fptosi <8 x double> %L279 to <8 x i1>
  %Sl1477 = select i1 %Cmp500, <4 x i32> %Sl150, <4 x i32> %I556
  %Cmp1478 = icmp ule i1 %Tr817, %Cmp225
  br i1 %Cmp1478, label %CF1696, label %CF1778

CF1778:                                           ; preds = %CF1778, %CF1696
  %L1479 = load double, double* %PC1325, align 8
  store double %E1226, double* %PC1325, align 8
  %E1480 = extractelement <2 x i64> %L524, i32 1
  %Shuff1481 = shufflevector <8 x i1> %I1033, <8 x i1> %Sl499, <8 x i32> <i32 12, i32 undef, i32 undef, i32 2, i32 4, i32 6, i32 8, i32 10>
  %I1482 = insertelement <2 x i16> %Tr, i16 %B412, i32 0
  %FC1483 = uitofp i1 %Cmp1044 to float
  %Sl1484 = select <8 x i1> %Cmp733, <8 x double> %I823, <8 x double> %Sl1381
  %Cmp1485 = fcmp uno double %FC603, %ZE989
  br i1 %Cmp1485, label %CF1778, label %CF1857

CF1857:                                           ; preds = %CF1778
  %L1486 = load <8 x double>, <8 x double>* %Sl142, align 64
  store double %E1226, double* %PC1325, align 8
  %E1487 = extractelement <8 x double> %L719, i32 0
  %Shuff1488 = shufflevector <2 x float> %FC165, <2 x float> %Sl476, <2 x i32> <i32 3, i32 1>
  %I1489 = insertelement <8 x i1> %Shuff1243, i1 %Cmp1170, i32 1
  %Sl1490 = select i1 true, i64 %Sl626, i64 %E182
  %Cmp1491 = fcmp ule <8 x double> %Sl537, %Shuff1251
  %L1492 = load double, double* %PC1325, align 8
  store double %Sl1247, double* %PC1325, align 8
  %E1493 = extractelement <1 x i1> %Shuff881, i32 0
  br i1 %E1493, label %CF1696, label %CF1753

CF1753:                                           ; preds = %CF1753, %CF1857
  %Shuff1494 = shufflevector <2 x i8> %ZE1277, <2 x i8> %Tr671, <2 x i32> <i32 3, i32 1>
  %I1495 = insertelement <1 x float> %Sl998, float %B193, i32 0
  %B1496 = lshr i16 %Sl566, %E41
  %Tr1497 = trunc i64 %FC529 to i8
  %Sl1498 = select i1 %Cmp635, <2 x i64> %I1069, <2 x i64> %I1401
  %Cmp1499 = fcmp une double %L1367, %Sl1278
  br i1 %Cmp1499, label %CF1753, label %CF1836

CF1836:                                           ; preds = %CF1753
  %L1500 = load double, double* %PC1325, align 8
  store double %ZE989, double* %PC1325, align 8
  %E1501 = extractelement <4 x i32> %Sl195, i32 3
  %Shuff1502 = shufflevector <1 x i32> %Shuff1282, <1 x i32> zeroinitializer, <1 x i32> zeroinitializer
  %I1503 = insertelement <8 x double> %L408, double %E706, i32 2
  %B1504 = srem i64 %E743, %E1352
  %FC1505 = uitofp <2 x i1> %I1137 to <2 x float>
  %Sl1506 = select i1 %Sl112, i1 %Cmp310, i1 %Cmp1201
  br i1 %Sl1506, label %CF1696, label %CF1752

CF1752:                                           ; preds = %CF1836
  %Cmp1507 = icmp slt <2 x i64> %L887, %L734
  %L1508 = load i8, i8* %PC521, align 1
  store i8 %L941, i8* %PC521, align 1
  %E1509 = extractelement <2 x i64> %B382, i32 1
  %Shuff1510 = shufflevector <1 x i1> %Shuff1219, <1 x i1> %I647, <1 x i32> zeroinitializer
  %I1511 = insertelement <8 x double> %I715, double %E387, i32 6
  %Tr1512 = trunc i16 %Se1395 to i1
  br i1 %Tr1512, label %CF1696, label %CF1722

CF1722:                                           ; preds = %CF1722, %CF1752
  %Sl1513 = select i1 true, <8 x i16> %Shuff380, <8 x i16> %Sl931
  %Cmp1514 = icmp sgt <4 x i32> %I745, %I133
  %L1515 = load double, double* %PC1325, align 8
  store double %E942, double* %PC1325, align 8
  %E1516 = extractelement <8 x i16> %I1252, i32 7
  %Shuff1517 = shufflevector <2 x i64> %I769, <2 x i64> %Shuff1227, <2 x i32> <i32 2, i32 0>
  %I1518 = insertelement <1 x i1> %I647, i1 %Cmp1059, i32 0
  %Sl1519 = select i1 %FC1027, <8 x double> %Shuff935, <8 x double> %L378
  %Cmp1520 = icmp sgt <16 x i64> %I481, %I481
  %L1521 = load i8, i8* %0, align 1
  store i8 %L1150, i8* %PC521, align 1
  %E1522 = extractelement <1 x i32> %I43, i32 0
  %Shuff1523 = shufflevector <2 x i64> %L287, <2 x i64> %I86, <2 x i32> <i32 2, i32 0>
  %I1524 = insertelement <2 x i1> %Shuff1393, i1 %E296, i32 0
  %B1525 = srem i64 %Se876, %Sl1490
  %Se1526 = sext <8 x i1> %FC565 to <8 x i8>
  %Sl1527 = select i1 %E540, i1 %E1422, i1 %Tr490
  br i1 %Sl1527, label %CF1722, label %CF1723

CF1723:                                           ; preds = %CF1723, %CF1774, %CF1849, %CF1722
  %Cmp1528 = icmp eq <2 x i64> %L83, %Sl468
  %L1529 = load i8, i8* %PC521, align 1
  store i8 %L1320, i8* %PC521, align 1
  %E1530 = extractelement <4 x i1> %Shuff1002, i32 1
  br i1 %E1530, label %CF1723, label %CF1774

CF1774:                                           ; preds = %CF1723
  %Shuff1531 = shufflevector <2 x i64> %L24, <2 x i64> %Sl491, <2 x i32> <i32 0, i32 2>
  %I1532 = insertelement <8 x i8> %Sl1239, i8 %Sl392, i32 2
  %B1533 = xor <2 x i16> %Shuff1196, %Tr1468
  %Sl1534 = select i1 %FC1027, <8 x i16> %Shuff313, <8 x i16> %I527
  %Cmp1535 = icmp ne <2 x i64> %Shuff1235, %Sl224
  %L1536 = load i8, i8* %PC521, align 1
  store <8 x double> %L1186, <8 x double>* %Sl142, align 64
  %E1537 = extractelement <4 x i32> zeroinitializer, i32 3
  %Shuff1538 = shufflevector <2 x i64> %Shuff638, <2 x i64> %Sl1286, <2 x i32> <i32 2, i32 0>
  %I1539 = insertelement <2 x i64> %I64, i64 %E518, i32 0
  %B1540 = fadd <8 x double> %Sl369, %L788
  %Se1541 = sext <2 x i1> %Tr202 to <2 x i64>
  %Sl1542 = select i1 %Cmp849, i1 %E1456, i1 %Cmp52
  br i1 %Sl1542, label %CF1723, label %CF1751

CF1751:                                           ; preds = %CF1751, %CF1838, %CF1774
  %Cmp1543 = icmp slt i32 %Se809, %B164
  br i1 %Cmp1543, label %CF1751, label %CF1838

CF1838:                                           ; preds = %CF1751
  %L1544 = load i8, i8* %PC521, align 1
  store i8 %L335, i8* %PC521, align 1
  %E1545 = extractelement <8 x i1> %Shuff1481, i32 1
  br i1 %E1545, label %CF1751, label %CF1765

CF1765:                                           ; preds = %CF1765, %CF1838
  %Shuff1546 = shufflevector <8 x i16> %Shuff836, <8 x i16> %Sl990, <8 x i32> <i32 12, i32 14, i32 0, i32 undef, i32 4, i32 6, i32 8, i32 10>
  %I1547 = insertelement <8 x double> %L719, double %B1324, i32 6
  %B1548 = sub i8 %B140, %L493
  %FC1549 = uitofp <2 x i32> %B222 to <2 x double>
  %Sl1550 = select i1 %Sl438, i8 %Sl16, i8 %L1264
  %Cmp1551 = icmp uge <8 x i16> %I, %Sl1513
  %L1552 = load <8 x double>, <8 x double>* %A, align 64
  store double %E387, double* %PC1325, align 8
  %E1553 = extractelement <1 x i32> %B252, i32 0
  %Shuff1554 = shufflevector <8 x i1> %Shuff1106, <8 x i1> %Cmp1287, <8 x i32> <i32 6, i32 8, i32 10, i32 undef, i32 14, i32 0, i32 2, i32 4>
  %I1555 = insertelement <8 x double> %L455, double %L1463, i32 0
  %B1556 = add <4 x i32> %Sl1453, %B1245
  %FC1557 = sitofp i1 %Cmp803 to double
  %Sl1558 = select i1 %Cmp1311, i8 %FC231, i8 %L1209
  %Cmp1559 = icmp eq i16 %Tr1418, %E1105
  br i1 %Cmp1559, label %CF1765, label %CF1849

CF1849:                                           ; preds = %CF1765
  %L1560 = load double, double* %PC1325, align 8
  store i8 %L1391, i8* %PC521, align 1
  %E1561 = extractelement <8 x double> %Shuff1160, i32 2
  %Shuff1562 = shufflevector <8 x double> %Shuff124, <8 x double> %L394, <8 x i32> <i32 13, i32 15, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11>
  %I1563 = insertelement <8 x double> %L1552, double %L1351, i32 7
  %FC1564 = fptosi double %E456 to i64
  %Sl1565 = select i1 %Sl45, i32 %E895, i32 %E1203
  %Cmp1566 = icmp ugt <1 x i32> %I861, zeroinitializer
  %L1567 = load <8 x double>, <8 x double>* %Sl142, align 64
  store i8 %L1544, i8* %PC521, align 1
  %E1568 = extractelement <1 x i32> %Shuff26, i32 0
  %Shuff1569 = shufflevector <2 x i64> %Shuff593, <2 x i64> %Sl468, <2 x i32> <i32 3, i32 1>
  %I1570 = insertelement <1 x i1> %Cmp1065, i1 %Sl112, i32 0
  %B1571 = fdiv float %L478, 0x44BB322F00000000
  %Tr1572 = trunc i32 %E1313 to i16
  %Sl1573 = select i1 %E1344, i64 %B632, i64 %E1428
  %Cmp1574 = icmp uge i64 %E471, %E320
  br i1 %Cmp1574, label %CF1723, label %CF1736

CF1736:                                           ; preds = %CF1736, %CF1842, %CF1849
  %L1575 = load double, double* %PC1325, align 8
  store float %L879, float* %PC194, align 4
  %E1576 = extractelement <8 x i1> %Cmp970, i32 2
  br i1 %E1576, label %CF1736, label %CF1834

CF1834:                                           ; preds = %CF1834, %CF1736
  %Shuff1577 = shufflevector <1 x double> %FC1356, <1 x double> %FC383, <1 x i32> undef
  %I1578 = insertelement <2 x i32> %Shuff1114, i32 %E1074, i32 1
  %B1579 = frem <8 x double> %Shuff1473, %B1070
  %ZE1580 = zext <2 x i16> %B1533 to <2 x i64>
  %Sl1581 = select i1 %Cmp1271, i1 %Sl446, i1 %Sl45
  br i1 %Sl1581, label %CF1834, label %CF1842

CF1842:                                           ; preds = %CF1834
  %Cmp1582 = icmp ne i8 %L1406, %Tr1497
  br i1 %Cmp1582, label %CF1736, label %CF1792

CF1792:                                           ; preds = %CF1842
  %L1583 = load double, double* %PC1325, align 8
  store double %B72, double* %PC1325, align 8
  %E1584 = extractelement <8 x i1> %Cmp841, i32 6
  br i1 %E1584, label %CF1687, label %CF1691

CF1691:                                           ; preds = %CF1691, %CF1792
  %Shuff1585 = shufflevector <8 x i1> %Cmp39, <8 x i1> %Shuff1314, <8 x i32> <i32 9, i32 11, i32 13, i32 15, i32 1, i32 3, i32 5, i32 undef>
  %I1586 = insertelement <4 x i32> %Sl195, i32 %Sl1565, i32 3
  %B1587 = fdiv float %Sl460, 0xB88AB75E80000000
  %Se1588 = sext i8 %ZE276 to i64
  %Sl1589 = select i1 %Sl1542, float 0xB88AB75E80000000, float %FC770
  %Cmp1590 = fcmp uno <8 x double> %L591, %Shuff1032
  %L1591 = load i8, i8* %0, align 1
  store i8 %Tr1497, i8* %PC521, align 1
  %E1592 = extractelement <8 x i16> %Shuff1546, i32 5
  %Shuff1593 = shufflevector <8 x i1> %Cmp811, <8 x i1> %Cmp795, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 undef, i32 undef, i32 12, i32 14>
  %I1594 = insertelement <4 x i32> zeroinitializer, i32 %B937, i32 2
  %Tr1595 = trunc i32 %E569 to i1
  br i1 %Tr1595, label %CF1691, label %CF1730

CF1730:                                           ; preds = %CF1730, %CF1826, %CF1691
  %Sl1596 = select i1 %Cmp500, <1 x i1> %Cmp749, <1 x i1> %I1330
  %Cmp1597 = icmp sgt <2 x i64> %Shuff1235, %L1022
  %L1598 = load float, float* %PC194, align 4
  store i8 %L697, i8* %PC521, align 1
  %E1599 = extractelement <4 x i64> %Shuff1306, i32 3
  %Shuff1600 = shufflevector <16 x i64> %ZE1078, <16 x i64> %ZE1078, <16 x i32> <i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 undef, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 undef, i32 undef, i32 4>
  %I1601 = insertelement <2 x i16> %Shuff1196, i16 %B1237, i32 0
  %FC1602 = fptosi <8 x double> %L1288 to <8 x i1>
  %Sl1603 = select i1 %Cmp765, <8 x double> %L218, <8 x double> %I1503
  %Cmp1604 = icmp sge i32 %E1165, %B164
  br i1 %Cmp1604, label %CF1730, label %CF1741

CF1741:                                           ; preds = %CF1741, %CF1730
  %L1605 = load double, double* %PC1325, align 8
  store i8 %L628, i8* %PC521, align 1
  %E1606 = extractelement <4 x i32> %Sl982, i32 1
  %Shuff1607 = shufflevector <8 x double> %Sl1381, <8 x double> %Shuff980, <8 x i32> <i32 0, i32 undef, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %I1608 = insertelement <2 x i32> %B723, i32 %E569, i32 0
  %B1609 = fadd double %E525, %E1226
  %FC1610 = uitofp <2 x i16> %I381 to <2 x float>
  %Sl1611 = select i1 %Sl1506, i1 %Cmp341, i1 %Cmp1440
  br i1 %Sl1611, label %CF1741, label %CF1826

CF1826:                                           ; preds = %CF1741
  %Cmp1612 = icmp sgt <2 x i64> %Shuff699, %I1437
  %L1613 = load i8, i8* %0, align 1
  store float %L804, float* %PC194, align 4
  %E1614 = extractelement <8 x i16> %Shuff822, i32 7
  %Shuff1615 = shufflevector <2 x i64> %L887, <2 x i64> %I769, <2 x i32> <i32 2, i32 0>
  %I1616 = insertelement <1 x i32> %Shuff586, i32 %Sl1565, i32 0
  %B1617 = sdiv i8 %B1034, %Sl1558
  %FC1618 = sitofp i1 %Cmp1157 to float
  %Sl1619 = select i1 %Cmp673, i64 %E1415, i64 %E1415
  %Cmp1620 = icmp uge i32 %Sl1013, %3
  br i1 %Cmp1620, label %CF1730, label %CF1734

CF1734:                                           ; preds = %CF1734, %CF1826
  %L1621 = load double, double* %PC1325, align 8
  store i8 %B929, i8* %0, align 1
  %E1622 = extractelement <2 x i32> %B838, i32 0
  %Shuff1623 = shufflevector <8 x double> %L858, <8 x double> %L788, <8 x i32> <i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 1, i32 3>
  %I1624 = insertelement <8 x i1> %Shuff138, i1 %Cmp688, i32 7
  %B1625 = ashr <8 x i32> %ZE186, %Shuff1180
  %Se1626 = sext i8 %Sl1223 to i64
  %Sl1627 = select i1 %Cmp23, i16 %E615, i16 %E720
  %Cmp1628 = icmp ugt <2 x i64> %B975, %B1379
  %L1629 = load double, double* %PC1325, align 8
  store i8 %L812, i8* %PC521, align 1
  %E1630 = extractelement <2 x i64> %Shuff1227, i32 1
  %Shuff1631 = shufflevector <4 x i1> %Shuff1337, <4 x i1> %Cmp278, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I1632 = insertelement <2 x i1> %Sl1439, i1 %E1456, i32 0
  %B1633 = fmul <8 x double> %Sl1036, %B898
  %FC1634 = fptosi float %L1598 to i1
  br i1 %FC1634, label %CF1734, label %CF1810

CF1810:                                           ; preds = %CF1734
  %Sl1635 = select i1 %E296, i1 %E1545, i1 %FC1027
  br i1 %Sl1635, label %CF1687, label %CF1689

CF1689:                                           ; preds = %CF1689, %CF1790, %CF1759, %CF1810
  %Cmp1636 = fcmp ueq <2 x float> %FC165, %Sl476
  %L1637 = load i8, i8* %0, align 1
  store i8 %L1521, i8* %0, align 1
  %E1638 = extractelement <1 x i64> %B1402, i32 0
  %Shuff1639 = shufflevector <8 x float> %Sl656, <8 x float> %Shuff889, <8 x i32> <i32 undef, i32 13, i32 15, i32 undef, i32 undef, i32 5, i32 7, i32 undef>
  %I1640 = insertelement <8 x double> %Sl1484, double %B72, i32 5
  %B1641 = frem float %B1571, %FC1246
  %Tr1642 = trunc i32 %Tr1348 to i8
  %Sl1643 = select i1 %Sl112, <8 x double> %I1555, <8 x double> %L11
  %Cmp1644 = icmp eq i64 %B1525, %Sl1231
  br i1 %Cmp1644, label %CF1689, label %CF1790

CF1790:                                           ; preds = %CF1689
  %L1645 = load i8, i8* %0, align 1
  store double %E813, double* %PC1325, align 8
  %E1646 = extractelement <2 x i8> %Shuff1400, i32 1
  %Shuff1647 = shufflevector <1 x i1> %Cmp1111, <1 x i1> %Sl786, <1 x i32> zeroinitializer
  %I1648 = insertelement <1 x i1> %Cmp370, i1 %E979, i32 0
  %B1649 = lshr i64 %E1046, %E949
  %ZE1650 = zext i8 %L1312 to i32
  %Sl1651 = select i1 %Cmp924, i8 %L1225, i8 %Sl238
  %Cmp1652 = icmp ugt <2 x i1> %Cmp1185, %I868
  %L1653 = load double, double* %PC1325, align 8
  store double %E706, double* %PC1325, align 8
  %E1654 = extractelement <2 x double> %FC245, i32 0
  %Shuff1655 = shufflevector <2 x i32> %I177, <2 x i32> %Sl530, <2 x i32> <i32 3, i32 1>
  %I1656 = insertelement <2 x i64> %L734, i64 %Se876, i32 1
  %B1657 = udiv <2 x i64> %I404, %I1069
  %FC1658 = sitofp <2 x i16> %B1331 to <2 x double>
  %Sl1659 = select i1 %Cmp1358, i64 %B632, i64 %E1599
  %Cmp1660 = fcmp one float %FC1618, %B1138
  br i1 %Cmp1660, label %CF1689, label %CF1759

CF1759:                                           ; preds = %CF1790
  %L1661 = load i8, i8* %0, align 1
  store double %ZE989, double* %PC1325, align 8
  %E1662 = extractelement <4 x i1> %Cmp1514, i32 2
  br i1 %E1662, label %CF1689, label %CF1706

CF1706:                                           ; preds = %CF1706, %CF1795, %CF1759
  %Shuff1663 = shufflevector <4 x i32> %Sl982, <4 x i32> %B1049, <4 x i32> <i32 1, i32 undef, i32 5, i32 7>
  %I1664 = insertelement <2 x i64> %L53, i64 %E1082, i32 1
  %B1665 = fmul <8 x double> %Sl406, %B1579
  %Tr1666 = trunc i32 %Sl1148 to i8
  %Sl1667 = select i1 %Cmp1604, <2 x i64> %I897, <2 x i64> %Shuff630
  %Cmp1668 = icmp slt <8 x i1> %Cmp508, %Cmp811
  %L1669 = load i8, i8* %PC521, align 1
  store i8 %B323, i8* %PC521, align 1
  %E1670 = extractelement <1 x i1> %Sl1596, i32 0
  br i1 %E1670, label %CF1706, label %CF1795

CF1795:                                           ; preds = %CF1706
  %Shuff1671 = shufflevector <8 x double> %L432, <8 x double> %L591, <8 x i32> <i32 8, i32 10, i32 undef, i32 14, i32 0, i32 2, i32 4, i32 6>
  %I1672 = insertelement <8 x i1> %Cmp247, i1 %E1493, i32 2
  %B1673 = urem <1 x i64> %Shuff814, %Sl687
  %Sl1674 = select <2 x i1> %Cmp1014, <2 x i64> %B1657, <2 x i64> %L539
  %Cmp1675 = icmp ult i64 %E92, %E137
  br i1 %Cmp1675, label %CF1706, label %CF1710

CF1710:                                           ; preds = %CF1795
  store double %E1265, double* %PC1325, align 8
  store double %E449, double* %PC1325, align 8
  store i8 %L1591, i8* %0, align 1
  store double %E667, double* %PC1325, align 8
  store i8 %B528, i8* %PC521, align 1
  ret void
}

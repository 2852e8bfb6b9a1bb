; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD139(i8* %0, i32* %1, i64* %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca float, align 4
  %A3 = alloca double, align 8
  %A2 = alloca i64, align 8
  %A1 = alloca i64, align 8
  %A = alloca i64, align 8
  %L = load double, double* %A3, align 8
  store i8 -1, i8* %0, align 1
  %E = extractelement <4 x i16> zeroinitializer, i32 1
  %Shuff = shufflevector <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <4 x i32> <i32 4, i32 6, i32 0, i32 undef>
  %I = insertelement <1 x i8> zeroinitializer, i8 -103, i32 0
  %Sl = select i1 true, i8 %5, i8 %5
  %L5 = load i8, i8* %0, align 1
  store i8 %Sl, i8* %0, align 1
  %E6 = extractelement <2 x i1> zeroinitializer, i32 0
  br label %CF

CF:                                               ; preds = %CF, %CF1883, %CF1775, %CF1851, %CF1844, %CF1727, %BB
  %Shuff7 = shufflevector <1 x i8> zeroinitializer, <1 x i8> zeroinitializer, <1 x i32> <i32 1>
  %I8 = insertelement <4 x i32> zeroinitializer, i32 %3, i32 3
  %B = frem double 0x22D36EF2DDD1DF70, 0x22D36EF2DDD1DF70
  %Tr = trunc i64 0 to i16
  %Sl9 = select i1 %E6, i64* %A2, i64* %2
  %Cmp = icmp sgt i64 338465, 0
  br i1 %Cmp, label %CF, label %CF1883

CF1883:                                           ; preds = %CF
  %L10 = load i64, i64* %Sl9, align 4
  store double %B, double* %A3, align 8
  %E11 = extractelement <4 x i32> %Shuff, i32 0
  %Shuff12 = shufflevector <1 x i8> zeroinitializer, <1 x i8> %I, <1 x i32> <i32 1>
  %I13 = insertelement <1 x i8> zeroinitializer, i8 %5, i32 0
  %B14 = sub i32 -1, 477601
  %FC = uitofp i64 0 to float
  %Sl15 = select <1 x i1> <i1 true>, <1 x i8> %I, <1 x i8> %Shuff12
  %Cmp16 = icmp uge i64 0, 452293
  br i1 %Cmp16, label %CF, label %CF1684

CF1684:                                           ; preds = %CF1684, %CF1769, %CF1883
  %L17 = load i64, i64* %Sl9, align 4
  store i64 0, i64* %Sl9, align 4
  %E18 = extractelement <4 x i32> %Shuff, i32 3
  %Shuff19 = shufflevector <2 x i1> zeroinitializer, <2 x i1> zeroinitializer, <2 x i32> <i32 undef, i32 0>
  %I20 = insertelement <1 x i32> zeroinitializer, i32 %E11, i32 0
  %B21 = xor i8 -91, %5
  %Tr22 = trunc i32 -1 to i16
  %Sl23 = select i1 true, i64 0, i64 %4
  %Cmp24 = icmp ugt i1 %Cmp, %E6
  br i1 %Cmp24, label %CF1684, label %CF1769

CF1769:                                           ; preds = %CF1684
  %L25 = load i64, i64* %Sl9, align 4
  store i64 452293, i64* %Sl9, align 4
  %E26 = extractelement <4 x i32> %Shuff, i32 1
  %Shuff27 = shufflevector <1 x i8> zeroinitializer, <1 x i8> %I, <1 x i32> zeroinitializer
  %I28 = insertelement <2 x i1> zeroinitializer, i1 %Cmp16, i32 0
  %B29 = and <4 x i16> zeroinitializer, zeroinitializer
  %Tr30 = trunc i32 -1 to i16
  %Sl31 = select i1 %E6, i64 452293, i64 452293
  %Cmp32 = icmp uge i64 -1, %Sl23
  br i1 %Cmp32, label %CF1684, label %CF1695

CF1695:                                           ; preds = %CF1695, %CF1769
  %L33 = load i8, i8* %0, align 1
  store i64 245329, i64* %Sl9, align 4
  %E34 = extractelement <4 x i32> %Shuff, i32 1
  %Shuff35 = shufflevector <1 x i8> zeroinitializer, <1 x i8> zeroinitializer, <1 x i32> zeroinitializer
  %I36 = insertelement <1 x i8> %Shuff12, i8 %Sl, i32 0
  %B37 = udiv i32 %E18, %E11
  %Tr38 = trunc i32 %E26 to i1
  br i1 %Tr38, label %CF1695, label %CF1775

CF1775:                                           ; preds = %CF1695
  %Sl39 = select i1 %E6, i32 %3, i32 %E11
  %Cmp40 = icmp ult <1 x i8> %I13, %Shuff27
  %L41 = load i64, i64* %Sl9, align 4
  store i64 338465, i64* %A, align 4
  %E42 = extractelement <2 x i1> %Shuff19, i32 1
  br i1 %E42, label %CF, label %CF1674

CF1674:                                           ; preds = %CF1674, %CF1838, %CF1775
  %Shuff43 = shufflevector <1 x i32> zeroinitializer, <1 x i32> %I20, <1 x i32> zeroinitializer
  %I44 = insertelement <4 x i32> zeroinitializer, i32 %E18, i32 0
  %B45 = shl i64 0, %L10
  %Tr46 = trunc i32 %E18 to i1
  br i1 %Tr46, label %CF1674, label %CF1838

CF1838:                                           ; preds = %CF1674
  %Sl47 = select <1 x i1> %Cmp40, <1 x i8> %Sl15, <1 x i8> zeroinitializer
  %Cmp48 = icmp sgt i32 %B37, %E34
  br i1 %Cmp48, label %CF1674, label %CF1679

CF1679:                                           ; preds = %CF1679, %CF1713, %CF1838
  %L49 = load i64, i64* %Sl9, align 4
  store i64 %L10, i64* %Sl9, align 4
  %E50 = extractelement <1 x i8> zeroinitializer, i32 0
  %Shuff51 = shufflevector <1 x i8> zeroinitializer, <1 x i8> %Shuff12, <1 x i32> <i32 1>
  %I52 = insertelement <1 x i8> %Sl47, i8 -91, i32 0
  %B53 = shl <4 x i32> %I44, %I44
  %Tr54 = trunc i8 %5 to i1
  br i1 %Tr54, label %CF1679, label %CF1701

CF1701:                                           ; preds = %CF1701, %CF1679
  %Sl55 = select i1 %E6, <2 x i8> zeroinitializer, <2 x i8> zeroinitializer
  %Cmp56 = icmp ugt i1 %Tr38, %E6
  br i1 %Cmp56, label %CF1701, label %CF1713

CF1713:                                           ; preds = %CF1701
  %L57 = load i64, i64* %Sl9, align 4
  store i8 -103, i8* %0, align 1
  %E58 = extractelement <2 x i1> %I28, i32 1
  br i1 %E58, label %CF1679, label %CF1682

CF1682:                                           ; preds = %CF1682, %CF1726, %CF1822, %CF1827, %CF1713
  %Shuff59 = shufflevector <1 x i32> zeroinitializer, <1 x i32> %I20, <1 x i32> zeroinitializer
  %I60 = insertelement <1 x i8> %Shuff35, i8 -1, i32 0
  %B61 = shl <1 x i8> %I52, %Sl47
  %PC = bitcast i64* %A to float*
  %Sl62 = select i1 %Tr46, i64 %L41, i64 %4
  %Cmp63 = icmp ne i64 %Sl23, %L41
  br i1 %Cmp63, label %CF1682, label %CF1726

CF1726:                                           ; preds = %CF1682
  %L64 = load float, float* %PC, align 4
  store float 0xBB95B42980000000, float* %PC, align 4
  %E65 = extractelement <4 x i32> zeroinitializer, i32 2
  %Shuff66 = shufflevector <1 x i8> zeroinitializer, <1 x i8> %Sl47, <1 x i32> <i32 1>
  %I67 = insertelement <1 x i8> zeroinitializer, i8 %Sl, i32 0
  %B68 = urem <1 x i8> %Shuff27, %Shuff27
  %Tr69 = trunc <1 x i8> %Shuff7 to <1 x i1>
  %Sl70 = select i1 %Cmp16, i32* %1, i32* %1
  %Cmp71 = icmp ne i8 29, 69
  br i1 %Cmp71, label %CF1682, label %CF1710

CF1710:                                           ; preds = %CF1710, %CF1788, %CF1855, %CF1726
  %L72 = load float, float* %PC, align 4
  store i64 452293, i64* %Sl9, align 4
  %E73 = extractelement <1 x i8> %Shuff66, i32 0
  %Shuff74 = shufflevector <1 x i32> zeroinitializer, <1 x i32> zeroinitializer, <1 x i32> zeroinitializer
  %I75 = insertelement <1 x i8> %Shuff12, i8 -1, i32 0
  %B76 = frem double 0x26373F56BB3509D4, 0x22D36EF2DDD1DF70
  %PC77 = bitcast i64* %A2 to double*
  %Sl78 = select i1 true, <1 x i8> zeroinitializer, <1 x i8> %Shuff35
  %Cmp79 = icmp sge <1 x i8> %I60, %Shuff27
  %L80 = load i64, i64* %Sl9, align 4
  store i64 %L41, i64* %A, align 4
  %E81 = extractelement <1 x i8> %Shuff7, i32 0
  %Shuff82 = shufflevector <1 x i8> %Sl15, <1 x i8> %I75, <1 x i32> zeroinitializer
  %I83 = insertelement <2 x i8> %Sl55, i8 %E73, i32 0
  %B84 = sub i64 0, %4
  %PC85 = bitcast float* %PC to float*
  %Sl86 = select i1 %E6, i64 452293, i64 %L17
  %Cmp87 = icmp uge i64 %B45, -1
  br i1 %Cmp87, label %CF1710, label %CF1788

CF1788:                                           ; preds = %CF1710
  %L88 = load float, float* %PC, align 4
  store i32 %B37, i32* %Sl70, align 4
  %E89 = extractelement <1 x i8> %Shuff12, i32 0
  %Shuff90 = shufflevector <2 x i1> %Shuff19, <2 x i1> %Shuff19, <2 x i32> <i32 3, i32 1>
  %I91 = insertelement <1 x i8> %Shuff35, i8 %E89, i32 0
  %B92 = xor <1 x i32> %I20, %Shuff59
  %BC = bitcast i32 %Sl39 to float
  %Sl93 = select i1 %Cmp32, i64 452293, i64 0
  %Cmp94 = icmp sge i64 0, %Sl93
  br i1 %Cmp94, label %CF1710, label %CF1763

CF1763:                                           ; preds = %CF1763, %CF1793, %CF1788
  %L95 = load float, float* %PC, align 4
  store i64 %4, i64* %Sl9, align 4
  %E96 = extractelement <1 x i8> %Shuff66, i32 0
  %Shuff97 = shufflevector <1 x i8> zeroinitializer, <1 x i8> zeroinitializer, <1 x i32> <i32 1>
  %I98 = insertelement <1 x i8> %Shuff12, i8 %E50, i32 0
  %B99 = urem <4 x i16> %B29, %B29
  %Tr100 = trunc i64 %Sl31 to i1
  br i1 %Tr100, label %CF1763, label %CF1793

CF1793:                                           ; preds = %CF1763
  %Sl101 = select i1 %E6, i1 %Tr100, i1 %E6
  br i1 %Sl101, label %CF1763, label %CF1774

CF1774:                                           ; preds = %CF1774, %CF1793
  %Cmp102 = icmp uge <1 x i8> %Sl78, %I
  %L103 = load float, float* %PC, align 4
  store i64 %L10, i64* %Sl9, align 4
  %E104 = extractelement <1 x i8> %Shuff51, i32 0
  %Shuff105 = shufflevector <1 x i32> %Shuff43, <1 x i32> %Shuff74, <1 x i32> <i32 1>
  %I106 = insertelement <2 x i1> %Shuff90, i1 %Cmp16, i32 1
  %B107 = and i8 %E96, 69
  %Tr108 = trunc i64 %Sl86 to i32
  %Sl109 = select i1 %E6, <1 x i8> %Shuff27, <1 x i8> %Shuff27
  %Cmp110 = icmp uge <4 x i32> %I8, zeroinitializer
  %L111 = load i64, i64* %Sl9, align 4
  store i64 %Sl31, i64* %Sl9, align 4
  %E112 = extractelement <1 x i8> %Shuff35, i32 0
  %Shuff113 = shufflevector <1 x i8> %Shuff12, <1 x i8> %I91, <1 x i32> zeroinitializer
  %I114 = insertelement <4 x i8> zeroinitializer, i8 -103, i32 2
  %Tr115 = trunc i64 %4 to i32
  %Sl116 = select i1 %E6, i32 %E26, i32 %E11
  %L117 = load float, float* %PC, align 4
  store float %L117, float* %PC, align 4
  %E118 = extractelement <1 x i1> %Cmp40, i32 0
  br i1 %E118, label %CF1774, label %CF1842

CF1842:                                           ; preds = %CF1842, %CF1774
  %Shuff119 = shufflevector <1 x i8> zeroinitializer, <1 x i8> %I, <1 x i32> zeroinitializer
  %I120 = insertelement <4 x i8> %I114, i8 -103, i32 0
  %BC121 = bitcast i32 0 to float
  %Sl122 = select i1 %E42, <1 x i8> %I67, <1 x i8> %I
  %Cmp123 = icmp ne i32 %3, %Tr108
  br i1 %Cmp123, label %CF1842, label %CF1855

CF1855:                                           ; preds = %CF1842
  %L124 = load i8, i8* %0, align 1
  store i8 %L33, i8* %0, align 1
  %E125 = extractelement <1 x i8> %Shuff66, i32 0
  %Shuff126 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %I114, <4 x i32> <i32 0, i32 2, i32 undef, i32 6>
  %I127 = insertelement <1 x i8> %Shuff27, i8 -1, i32 0
  %B128 = mul i64 %L49, %L80
  %Sl129 = select i1 true, i32 %Tr115, i32 %E26
  %Cmp130 = icmp ne <1 x i8> %Sl47, %I91
  %L131 = load i8, i8* %0, align 1
  store i64 %L49, i64* %A1, align 4
  %E132 = extractelement <4 x i32> zeroinitializer, i32 2
  %Shuff133 = shufflevector <1 x i8> zeroinitializer, <1 x i8> zeroinitializer, <1 x i32> <i32 1>
  %I134 = insertelement <1 x i8> %Shuff66, i8 %L124, i32 0
  %B135 = frem float %L72, %L103
  %Tr136 = trunc <2 x i8> %Sl55 to <2 x i1>
  %Sl137 = select i1 %Cmp32, i1 %Tr100, i1 %Tr54
  br i1 %Sl137, label %CF1710, label %CF1719

CF1719:                                           ; preds = %CF1719, %CF1881, %CF1855
  %Cmp138 = icmp ne <1 x i1> %Cmp130, %Cmp79
  %L139 = load i64, i64* %Sl9, align 4
  store i64 %L80, i64* %Sl9, align 4
  %E140 = extractelement <1 x i32> %Shuff43, i32 0
  %Shuff141 = shufflevector <1 x i8> zeroinitializer, <1 x i8> %I91, <1 x i32> zeroinitializer
  %I142 = insertelement <1 x i8> %Shuff133, i8 %E50, i32 0
  %B143 = and <1 x i32> %Shuff43, %B92
  %Se = sext <4 x i16> zeroinitializer to <4 x i32>
  %Sl144 = select i1 %Cmp71, i64 0, i64 %L80
  %Cmp145 = icmp ule <2 x i1> %I28, %Shuff90
  %L146 = load float, float* %PC, align 4
  store i32 %Tr108, i32* %Sl70, align 4
  %E147 = extractelement <1 x i8> %Shuff12, i32 0
  %Shuff148 = shufflevector <1 x i8> %Shuff35, <1 x i8> %I, <1 x i32> undef
  %I149 = insertelement <2 x i8> %Sl55, i8 %E147, i32 0
  %B150 = srem i16 %Tr30, 12445
  %Tr151 = trunc <1 x i32> zeroinitializer to <1 x i1>
  %Sl152 = select i1 %Cmp94, i8 %E89, i8 %E73
  %Cmp153 = icmp uge <2 x i1> %Shuff90, %Tr136
  %L154 = load float, float* %PC85, align 4
  store i64 %Sl144, i64* %Sl9, align 4
  %E155 = extractelement <1 x i8> %Shuff97, i32 0
  %Shuff156 = shufflevector <1 x i8> %I127, <1 x i8> %Shuff27, <1 x i32> <i32 1>
  %I157 = insertelement <1 x i1> %Tr151, i1 true, i32 0
  %FC158 = sitofp i1 %Cmp to float
  %Sl159 = select i1 %Cmp16, i8 -1, i8 %E73
  %Cmp160 = icmp ne <1 x i8> %Sl47, %Shuff27
  %L161 = load float, float* %PC, align 4
  store float %B135, float* %A4, align 4
  %E162 = extractelement <1 x i8> %Shuff148, i32 0
  %Shuff163 = shufflevector <2 x i1> %Cmp153, <2 x i1> %Shuff19, <2 x i32> <i32 3, i32 1>
  %I164 = insertelement <2 x i8> %Sl55, i8 %E50, i32 1
  %B165 = urem i32 %E34, %3
  %Sl166 = select i1 true, <2 x i1> %Shuff163, <2 x i1> %Shuff90
  %Cmp167 = icmp ugt <1 x i8> %I98, %I
  %L168 = load i64, i64* %Sl9, align 4
  store i64 %Sl62, i64* %Sl9, align 4
  %E169 = extractelement <1 x i8> zeroinitializer, i32 0
  %Shuff170 = shufflevector <4 x i16> %B99, <4 x i16> zeroinitializer, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I171 = insertelement <1 x i8> %Shuff66, i8 %E162, i32 0
  %B172 = add <1 x i8> %I52, %I
  %ZE = zext i1 %Tr100 to i8
  %Sl173 = select i1 %Cmp87, float %L88, float 0xBA6AB13E80000000
  %L174 = load float, float* %PC, align 4
  store i8 %B21, i8* %0, align 1
  %E175 = extractelement <1 x i8> %Shuff156, i32 0
  %Shuff176 = shufflevector <1 x i8> zeroinitializer, <1 x i8> %Shuff141, <1 x i32> zeroinitializer
  %I177 = insertelement <1 x i8> %Shuff176, i8 %L33, i32 0
  %B178 = fadd double %B76, %B76
  %Se179 = sext <1 x i8> %Shuff141 to <1 x i64>
  %Sl180 = select <1 x i1> %Cmp40, <1 x i8> %Shuff27, <1 x i8> %Shuff27
  %Cmp181 = icmp ne <1 x i8> %Shuff156, %Shuff27
  %L182 = load i8, i8* %0, align 1
  store float 0xBA6AB13E80000000, float* %PC, align 4
  %E183 = extractelement <1 x i1> %I157, i32 0
  br i1 %E183, label %CF1719, label %CF1881

CF1881:                                           ; preds = %CF1719
  %Shuff184 = shufflevector <2 x i8> %Sl55, <2 x i8> %I149, <2 x i32> <i32 3, i32 1>
  %I185 = insertelement <1 x i8> %Shuff148, i8 %E89, i32 0
  %B186 = xor <1 x i8> %I75, %Shuff97
  %Se187 = sext i8 -87 to i32
  %Sl188 = select i1 %Sl137, double 0x22D36EF2DDD1DF70, double %B178
  %Cmp189 = icmp ne i16 %Tr30, %B150
  br i1 %Cmp189, label %CF1719, label %CF1822

CF1822:                                           ; preds = %CF1881
  %L190 = load i8, i8* %0, align 1
  store i8 69, i8* %0, align 1
  %E191 = extractelement <1 x i32> %I20, i32 0
  %Shuff192 = shufflevector <4 x i16> %Shuff170, <4 x i16> %B99, <4 x i32> <i32 undef, i32 4, i32 6, i32 0>
  %I193 = insertelement <1 x i64> %Se179, i64 %Sl31, i32 0
  %B194 = ashr <1 x i8> %Shuff97, %I36
  %PC195 = bitcast float* %A4 to i64*
  %Sl196 = select i1 true, i8 %Sl159, i8 %B21
  %L197 = load float, float* %PC85, align 4
  store i64 %4, i64* %PC195, align 4
  %E198 = extractelement <1 x i8> %I91, i32 0
  %Shuff199 = shufflevector <2 x i1> %Shuff90, <2 x i1> zeroinitializer, <2 x i32> <i32 undef, i32 0>
  %I200 = insertelement <1 x i8> %Sl78, i8 -87, i32 0
  %B201 = lshr i32 %Sl39, %Tr108
  %Sl202 = select i1 %E183, i1 %Cmp24, i1 %E6
  br i1 %Sl202, label %CF1682, label %CF1690

CF1690:                                           ; preds = %CF1690, %CF1837, %CF1745, %CF1880, %CF1822
  %Cmp203 = icmp ne <1 x i8> %I185, %I
  %L204 = load float, float* %PC, align 4
  store i64 %L57, i64* %PC195, align 4
  %E205 = extractelement <4 x i16> zeroinitializer, i32 0
  %Shuff206 = shufflevector <2 x i1> %Shuff90, <2 x i1> %Tr136, <2 x i32> <i32 3, i32 1>
  %I207 = insertelement <2 x i8> zeroinitializer, i8 69, i32 1
  %B208 = or i16 12445, %B150
  %ZE209 = fpext float %Sl173 to double
  %Sl210 = select i1 true, i64 245329, i64 %L111
  %Cmp211 = icmp eq i1 %Cmp189, %E183
  br i1 %Cmp211, label %CF1690, label %CF1738

CF1738:                                           ; preds = %CF1738, %CF1856, %CF1818, %CF1808, %CF1690
  %L212 = load float, float* %PC, align 4
  store float %L88, float* %PC, align 4
  %E213 = extractelement <1 x i8> %Sl78, i32 0
  %Shuff214 = shufflevector <1 x i8> %Shuff113, <1 x i8> %Sl109, <1 x i32> undef
  %I215 = insertelement <1 x i8> %Shuff214, i8 %Sl196, i32 0
  %B216 = xor i16 %B208, %B150
  %ZE217 = zext <1 x i8> %Sl15 to <1 x i16>
  %Sl218 = select i1 %Cmp211, i8 %L124, i8 %ZE
  %Cmp219 = icmp ule i8 %Sl152, %B21
  br i1 %Cmp219, label %CF1738, label %CF1856

CF1856:                                           ; preds = %CF1738
  %L220 = load i64, i64* %Sl9, align 4
  store i64 %L111, i64* %PC195, align 4
  %E221 = extractelement <1 x i8> %Shuff66, i32 0
  %Shuff222 = shufflevector <4 x i16> %Shuff192, <4 x i16> %Shuff170, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I223 = insertelement <1 x i8> zeroinitializer, i8 %E50, i32 0
  %B224 = mul <1 x i8> %Sl180, %Shuff156
  %Se225 = sext i8 %Sl196 to i64
  %Sl226 = select <1 x i1> %Cmp203, <1 x i64> %I193, <1 x i64> %Se179
  %Cmp227 = icmp sgt i64 %B84, %L10
  br i1 %Cmp227, label %CF1738, label %CF1818

CF1818:                                           ; preds = %CF1856
  %L228 = load i64, i64* %PC195, align 4
  store float %FC, float* %PC, align 4
  %E229 = extractelement <1 x i8> %I52, i32 0
  %Shuff230 = shufflevector <1 x i1> %Cmp203, <1 x i1> %Cmp40, <1 x i32> <i32 1>
  %I231 = insertelement <1 x i1> %Cmp40, i1 %Tr100, i32 0
  %PC232 = bitcast float* %PC to double*
  %Sl233 = select i1 %Sl137, i8 %L182, i8 %E50
  %Cmp234 = icmp ne i1 %Sl101, %Cmp
  br i1 %Cmp234, label %CF1738, label %CF1808

CF1808:                                           ; preds = %CF1818
  %L235 = load i64, i64* %PC195, align 4
  store float %L117, float* %PC85, align 4
  %E236 = extractelement <1 x i1> %Cmp203, i32 0
  br i1 %E236, label %CF1738, label %CF1742

CF1742:                                           ; preds = %CF1742, %CF1808
  %Shuff237 = shufflevector <1 x i8> %Sl109, <1 x i8> %Shuff97, <1 x i32> undef
  %I238 = insertelement <4 x i16> %Shuff170, i16 %E205, i32 3
  %Tr239 = trunc <1 x i64> %I193 to <1 x i16>
  %Sl240 = select i1 %E6, i32 %E132, i32 %B201
  %Cmp241 = icmp ule <1 x i1> %Shuff230, %Cmp102
  %L242 = load i64, i64* %Sl9, align 4
  store i64 %L111, i64* %PC195, align 4
  %E243 = extractelement <1 x i1> %Cmp160, i32 0
  br i1 %E243, label %CF1742, label %CF1753

CF1753:                                           ; preds = %CF1753, %CF1742
  %Shuff244 = shufflevector <1 x i8> %Shuff82, <1 x i8> %Sl109, <1 x i32> <i32 1>
  %I245 = insertelement <1 x i8> %Shuff119, i8 %E147, i32 0
  %Se246 = sext <4 x i8> %I120 to <4 x i32>
  %Sl247 = select i1 %E118, i1 %Tr54, i1 %Cmp87
  br i1 %Sl247, label %CF1753, label %CF1814

CF1814:                                           ; preds = %CF1814, %CF1753
  %Cmp248 = icmp ult <1 x i1> %Cmp102, %Cmp130
  %L249 = load float, float* %PC, align 4
  store i64 %L168, i64* %PC195, align 4
  %E250 = extractelement <1 x i1> %Cmp130, i32 0
  br i1 %E250, label %CF1814, label %CF1837

CF1837:                                           ; preds = %CF1814
  %Shuff251 = shufflevector <1 x i8> %Shuff237, <1 x i8> %Sl109, <1 x i32> zeroinitializer
  %I252 = insertelement <1 x i64> %Sl226, i64 %L17, i32 0
  %B253 = urem i64 %L235, %Se225
  %Sl254 = select <1 x i1> %Shuff230, <1 x i8> %Shuff66, <1 x i8> %Shuff214
  %L255 = load i64, i64* %PC195, align 4
  store i64 %B128, i64* %PC195, align 4
  %E256 = extractelement <1 x i8> %Sl15, i32 0
  %Shuff257 = shufflevector <1 x i8> zeroinitializer, <1 x i8> %I75, <1 x i32> undef
  %I258 = insertelement <1 x i8> %Shuff27, i8 %L124, i32 0
  %B259 = lshr <2 x i8> zeroinitializer, %I164
  %ZE260 = zext i8 %E96 to i32
  %Sl261 = select i1 %E6, i64 %L235, i64 %Sl31
  %Cmp262 = icmp ne i1 %E183, %E250
  br i1 %Cmp262, label %CF1690, label %CF1728

CF1728:                                           ; preds = %CF1728, %CF1849, %CF1800, %CF1863, %CF1837
  %L263 = load i64, i64* %Sl9, align 4
  store i64 0, i64* %Sl9, align 4
  %E264 = extractelement <1 x i32> zeroinitializer, i32 0
  %Shuff265 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %I44, <4 x i32> <i32 3, i32 5, i32 undef, i32 1>
  %I266 = insertelement <1 x i1> %Cmp160, i1 %Cmp71, i32 0
  %B267 = lshr <4 x i32> %I44, zeroinitializer
  %Sl268 = select <2 x i1> %I28, <2 x i1> %Shuff19, <2 x i1> %Shuff19
  %Cmp269 = icmp ugt i64 -1, %Sl23
  br i1 %Cmp269, label %CF1728, label %CF1849

CF1849:                                           ; preds = %CF1728
  %L270 = load double, double* %PC232, align 8
  store i64 %Sl31, i64* %PC195, align 4
  %E271 = extractelement <1 x i8> %Shuff119, i32 0
  %Shuff272 = shufflevector <1 x i8> zeroinitializer, <1 x i8> %Shuff214, <1 x i32> undef
  %I273 = insertelement <4 x i32> %Shuff265, i32 %E65, i32 1
  %B274 = udiv <1 x i8> %I98, %I
  %Se275 = sext i1 %Sl247 to i32
  %Sl276 = select <1 x i1> %Tr69, <1 x i8> %Sl109, <1 x i8> %Shuff156
  %Cmp277 = fcmp ogt double %B76, %B76
  br i1 %Cmp277, label %CF1728, label %CF1800

CF1800:                                           ; preds = %CF1849
  %L278 = load i64, i64* %PC195, align 4
  store i64 %L242, i64* %PC195, align 4
  %E279 = extractelement <1 x i8> %I171, i32 0
  %Shuff280 = shufflevector <1 x i8> %Shuff272, <1 x i8> %Shuff272, <1 x i32> <i32 1>
  %I281 = insertelement <1 x i8> %Shuff7, i8 %L190, i32 0
  %B282 = sub <1 x i8> %I258, %Sl47
  %Sl283 = select i1 %Cmp56, i64 %L17, i64 %L139
  %Cmp284 = icmp ult i32 %B201, %ZE260
  br i1 %Cmp284, label %CF1728, label %CF1767

CF1767:                                           ; preds = %CF1767, %CF1800
  %L285 = load double, double* %PC232, align 8
  store i64 %Sl86, i64* %PC195, align 4
  %E286 = extractelement <1 x i8> %Sl109, i32 0
  %Shuff287 = shufflevector <1 x i8> %B194, <1 x i8> %Shuff119, <1 x i32> undef
  %I288 = insertelement <4 x i32> %Shuff, i32 %E11, i32 1
  %B289 = add i8 %E271, %B21
  %Tr290 = trunc i64 %L168 to i32
  %Sl291 = select i1 true, i32 0, i32 %B165
  %Cmp292 = icmp uge i64 452293, %Sl23
  br i1 %Cmp292, label %CF1767, label %CF1863

CF1863:                                           ; preds = %CF1767
  %L293 = load i8, i8* %0, align 1
  store i64 %Sl210, i64* %PC195, align 4
  %E294 = extractelement <4 x i16> %Shuff170, i32 2
  %Shuff295 = shufflevector <1 x i8> %Shuff27, <1 x i8> zeroinitializer, <1 x i32> <i32 1>
  %I296 = insertelement <1 x i8> zeroinitializer, i8 %E271, i32 0
  %B297 = ashr <1 x i8> %I60, %I200
  %ZE298 = zext <1 x i32> %Shuff74 to <1 x i64>
  %Sl299 = select i1 %E118, <1 x i8> %I75, <1 x i8> %I200
  %Cmp300 = icmp ule i8 %Sl218, %B21
  br i1 %Cmp300, label %CF1728, label %CF1745

CF1745:                                           ; preds = %CF1863
  %L301 = load i64, i64* %PC195, align 4
  store i8 %E271, i8* %0, align 1
  %E302 = extractelement <4 x i32> %Shuff, i32 3
  %Shuff303 = shufflevector <1 x i8> %Sl15, <1 x i8> %I75, <1 x i32> zeroinitializer
  %I304 = insertelement <4 x i16> %Shuff192, i16 %B150, i32 2
  %B305 = urem <1 x i8> %I134, %Shuff97
  %FC306 = sitofp i8 -1 to float
  %Sl307 = select i1 %E183, i32 %Tr115, i32 %E65
  %Cmp308 = icmp sge i1 %Sl101, true
  br i1 %Cmp308, label %CF1690, label %CF1700

CF1700:                                           ; preds = %CF1700, %CF1865, %CF1745
  %L309 = load i64, i64* %PC195, align 4
  store i32 %Sl129, i32* %1, align 4
  %E310 = extractelement <1 x i8> %Shuff82, i32 0
  %Shuff311 = shufflevector <1 x i1> %Cmp160, <1 x i1> %Cmp203, <1 x i32> <i32 1>
  %I312 = insertelement <2 x i1> %Cmp153, i1 %Cmp94, i32 1
  %B313 = or i32 38661, %Tr290
  %FC314 = uitofp i1 %Cmp189 to float
  %Sl315 = select i1 %Cmp292, i1 %Cmp262, i1 %Cmp262
  br i1 %Sl315, label %CF1700, label %CF1757

CF1757:                                           ; preds = %CF1757, %CF1700
  %Cmp316 = icmp eq i16 %Tr30, %B150
  br i1 %Cmp316, label %CF1757, label %CF1758

CF1758:                                           ; preds = %CF1758, %CF1757
  %L317 = load i64, i64* %Sl9, align 4
  store i8 %E104, i8* %0, align 1
  %E318 = extractelement <1 x i8> %Sl15, i32 0
  %Shuff319 = shufflevector <2 x i1> %Shuff90, <2 x i1> %Cmp153, <2 x i32> <i32 0, i32 2>
  %I320 = insertelement <4 x i32> %Shuff, i32 %Se187, i32 2
  %FC321 = uitofp i8 %E112 to double
  %Sl322 = select i1 %Cmp24, float %L117, float %Sl173
  %Cmp323 = icmp eq i1 %Cmp227, %Cmp308
  br i1 %Cmp323, label %CF1758, label %CF1865

CF1865:                                           ; preds = %CF1758
  %L324 = load i64, i64* %PC195, align 4
  store float %L197, float* %PC, align 4
  %E325 = extractelement <2 x i1> zeroinitializer, i32 1
  br i1 %E325, label %CF1700, label %CF1708

CF1708:                                           ; preds = %CF1708, %CF1865
  %Shuff326 = shufflevector <1 x i8> zeroinitializer, <1 x i8> %Shuff237, <1 x i32> zeroinitializer
  %I327 = insertelement <4 x i32> %Shuff265, i32 %E65, i32 2
  %B328 = ashr i64 %L255, %L317
  %Tr329 = trunc <4 x i8> %I114 to <4 x i1>
  %Sl330 = select i1 %Cmp189, <1 x i8> %Shuff214, <1 x i8> %I185
  %Cmp331 = icmp ugt <1 x i8> %Shuff303, %Shuff51
  %L332 = load float, float* %PC, align 4
  store double %FC321, double* %PC77, align 8
  %E333 = extractelement <1 x i8> %Shuff35, i32 0
  %Shuff334 = shufflevector <1 x i8> %Shuff295, <1 x i8> %Shuff35, <1 x i32> zeroinitializer
  %I335 = insertelement <2 x i1> %Tr136, i1 %Cmp284, i32 0
  %B336 = and i32 -1, %Sl240
  %ZE337 = zext i1 %Cmp277 to i16
  %Sl338 = select i1 %Cmp227, <1 x i8> %B224, <1 x i8> %B297
  %Cmp339 = icmp ne i64 452293, %L10
  br i1 %Cmp339, label %CF1708, label %CF1748

CF1748:                                           ; preds = %CF1748, %CF1852, %CF1708
  %L340 = load float, float* %PC, align 4
  store i32 %Tr115, i32* %Sl70, align 4
  %E341 = extractelement <4 x i16> %Shuff222, i32 1
  %Shuff342 = shufflevector <1 x i64> %I252, <1 x i64> %Se179, <1 x i32> zeroinitializer
  %I343 = insertelement <1 x i1> %I266, i1 %Cmp277, i32 0
  %B344 = ashr i8 %E175, %Sl196
  %Sl345 = select i1 %Tr54, i8 %E169, i8 %L182
  %Cmp346 = icmp slt i1 %Sl315, %Cmp300
  br i1 %Cmp346, label %CF1748, label %CF1762

CF1762:                                           ; preds = %CF1762, %CF1748
  %L347 = load i64, i64* %PC195, align 4
  store i8 %E229, i8* %0, align 1
  %E348 = extractelement <1 x i8> %Shuff97, i32 0
  %Shuff349 = shufflevector <1 x i8> %Sl109, <1 x i8> %I36, <1 x i32> undef
  %I350 = insertelement <1 x i8> %Shuff141, i8 %B21, i32 0
  %B351 = frem double %B76, 0x22D36EF2DDD1DF70
  %FC352 = uitofp i8 %L33 to double
  %Sl353 = select i1 true, float %B135, float %L64
  %Cmp354 = icmp ult i1 %Cmp24, %Cmp308
  br i1 %Cmp354, label %CF1762, label %CF1852

CF1852:                                           ; preds = %CF1762
  %L355 = load i64, i64* %PC195, align 4
  store i64 %Sl62, i64* %PC195, align 4
  %E356 = extractelement <1 x i8> %Shuff35, i32 0
  %Shuff357 = shufflevector <1 x i1> %Shuff230, <1 x i1> %Cmp203, <1 x i32> zeroinitializer
  %I358 = insertelement <4 x i32> %I288, i32 %E140, i32 0
  %B359 = xor <1 x i8> %Shuff326, %I
  %Tr360 = trunc i8 %E50 to i1
  br i1 %Tr360, label %CF1748, label %CF1761

CF1761:                                           ; preds = %CF1761, %CF1824, %CF1797, %CF1852
  %Sl361 = select i1 %Cmp300, double %B351, double %B351
  %Cmp362 = icmp slt i1 %Cmp316, %E6
  br i1 %Cmp362, label %CF1761, label %CF1824

CF1824:                                           ; preds = %CF1761
  %L363 = load float, float* %PC, align 4
  store i32 %Se187, i32* %Sl70, align 4
  %E364 = extractelement <1 x i1> %Cmp102, i32 0
  br i1 %E364, label %CF1761, label %CF1782

CF1782:                                           ; preds = %CF1782, %CF1824
  %Shuff365 = shufflevector <1 x i8> %Sl15, <1 x i8> %Shuff35, <1 x i32> zeroinitializer
  %I366 = insertelement <1 x i8> %I142, i8 %L33, i32 0
  %B367 = sdiv <1 x i8> %I296, %Shuff148
  %Sl368 = select <2 x i1> %I312, <2 x i1> %Shuff319, <2 x i1> %I312
  %Cmp369 = icmp ult <2 x i1> %Shuff163, %Shuff199
  %L370 = load i64, i64* %PC195, align 4
  store double %Sl361, double* %PC232, align 8
  %E371 = extractelement <2 x i1> %I28, i32 0
  br i1 %E371, label %CF1782, label %CF1797

CF1797:                                           ; preds = %CF1782
  %Shuff372 = shufflevector <1 x i1> %Shuff357, <1 x i1> %Cmp331, <1 x i32> <i32 1>
  %I373 = insertelement <1 x i8> %Shuff214, i8 %L124, i32 0
  %B374 = srem <1 x i8> %B186, %Shuff214
  %Se375 = sext i8 -91 to i16
  %Sl376 = select i1 %Cmp227, i32 %Sl307, i32 %Sl129
  %Cmp377 = icmp slt i64 338465, 338465
  br i1 %Cmp377, label %CF1761, label %CF1773

CF1773:                                           ; preds = %CF1773, %CF1797
  %L378 = load float, float* %PC, align 4
  store i8 %E213, i8* %0, align 1
  %E379 = extractelement <1 x i8> %Shuff295, i32 0
  %Shuff380 = shufflevector <1 x i8> %Shuff349, <1 x i8> %Shuff97, <1 x i32> zeroinitializer
  %I381 = insertelement <1 x i8> %Sl15, i8 %Sl, i32 0
  %B382 = sub <2 x i8> %I207, %B259
  %Sl383 = select <1 x i1> %Shuff357, <1 x i8> %B359, <1 x i8> %B359
  %Cmp384 = fcmp uge float %FC158, %L72
  br i1 %Cmp384, label %CF1773, label %CF1880

CF1880:                                           ; preds = %CF1773
  %L385 = load i8, i8* %0, align 1
  store i8 %Sl, i8* %0, align 1
  %E386 = extractelement <2 x i1> %Shuff90, i32 0
  br i1 %E386, label %CF1690, label %CF1699

CF1699:                                           ; preds = %CF1699, %CF1880
  %Shuff387 = shufflevector <1 x i8> %I223, <1 x i8> %I, <1 x i32> <i32 1>
  %I388 = insertelement <1 x i32> %Shuff105, i32 477601, i32 0
  %Sl389 = select i1 %Cmp284, i8 %Sl159, i8 %E256
  %Cmp390 = icmp uge i32 %B201, %Sl376
  br i1 %Cmp390, label %CF1699, label %CF1750

CF1750:                                           ; preds = %CF1750, %CF1699
  %L391 = load i8, i8* %0, align 1
  store i8 %E147, i8* %0, align 1
  %E392 = extractelement <1 x i8> zeroinitializer, i32 0
  %Shuff393 = shufflevector <1 x i1> %Shuff357, <1 x i1> %Cmp40, <1 x i32> <i32 1>
  %I394 = insertelement <1 x i32> %B143, i32 %E302, i32 0
  %B395 = urem <1 x i8> %B172, %I185
  %Tr396 = trunc i16 22001 to i1
  br i1 %Tr396, label %CF1750, label %CF1759

CF1759:                                           ; preds = %CF1759, %CF1750
  %Sl397 = select i1 %E6, <1 x i8> %Shuff349, <1 x i8> %Shuff119
  %Cmp398 = icmp ult <1 x i8> %I350, %Sl180
  %L399 = load i8, i8* %0, align 1
  store i64 %4, i64* %2, align 4
  %E400 = extractelement <1 x i1> %Shuff311, i32 0
  br i1 %E400, label %CF1759, label %CF1787

CF1787:                                           ; preds = %CF1787, %CF1759
  %Shuff401 = shufflevector <1 x i8> %Shuff27, <1 x i8> %Shuff295, <1 x i32> zeroinitializer
  %I402 = insertelement <2 x i1> %Tr136, i1 %E243, i32 0
  %B403 = xor i32 %E26, %E34
  %FC404 = sitofp i1 true to double
  %Sl405 = select i1 %Tr360, i1 %Cmp316, i1 %Cmp308
  br i1 %Sl405, label %CF1787, label %CF1827

CF1827:                                           ; preds = %CF1787
  %L406 = load i64, i64* %Sl9, align 4
  store i8 %L124, i8* %0, align 1
  %E407 = extractelement <1 x i1> %Cmp138, i32 0
  br i1 %E407, label %CF1682, label %CF1685

CF1685:                                           ; preds = %CF1685, %CF1746, %CF1827
  %Shuff408 = shufflevector <1 x i8> %Shuff380, <1 x i8> %Sl15, <1 x i32> zeroinitializer
  %I409 = insertelement <4 x i32> %I273, i32 %E65, i32 2
  %B410 = udiv <1 x i8> %B68, %I
  %ZE411 = zext i1 %Cmp123 to i8
  %Sl412 = select i1 %Cmp87, i8 %E198, i8 %L190
  %Cmp413 = icmp ult i1 %Tr46, %E183
  br i1 %Cmp413, label %CF1685, label %CF1746

CF1746:                                           ; preds = %CF1685
  %L414 = load i64, i64* %PC195, align 4
  store double %B178, double* %PC232, align 8
  %E415 = extractelement <1 x i8> %Shuff365, i32 0
  %Shuff416 = shufflevector <1 x i1> %Shuff357, <1 x i1> %Shuff311, <1 x i32> <i32 1>
  %I417 = insertelement <1 x i8> %Shuff35, i8 %E348, i32 0
  %B418 = lshr <1 x i8> %B194, %I417
  %Se419 = sext i8 %Sl218 to i32
  %Sl420 = select i1 %Tr38, i16 12801, i16 %B150
  %Cmp421 = icmp ult i1 %Tr396, %Tr46
  br i1 %Cmp421, label %CF1685, label %CF1691

CF1691:                                           ; preds = %CF1691, %CF1746
  %L422 = load i8, i8* %0, align 1
  store i8 %B21, i8* %0, align 1
  %E423 = extractelement <4 x i32> %I288, i32 1
  %Shuff424 = shufflevector <1 x i8> %I91, <1 x i8> %Shuff349, <1 x i32> undef
  %I425 = insertelement <1 x i8> %Shuff244, i8 %E271, i32 0
  %B426 = and i32 %Se275, %Se419
  %ZE427 = zext i8 %E333 to i16
  %Sl428 = select i1 %E250, i64 %L370, i64 %Sl86
  %Cmp429 = icmp sgt i1 %Cmp234, %Sl315
  br i1 %Cmp429, label %CF1691, label %CF1698

CF1698:                                           ; preds = %CF1698, %CF1858, %CF1691
  %L430 = load i64, i64* %PC195, align 4
  store i64 %L111, i64* %Sl9, align 4
  %E431 = extractelement <2 x i1> %Shuff206, i32 0
  br i1 %E431, label %CF1698, label %CF1858

CF1858:                                           ; preds = %CF1698
  %Shuff432 = shufflevector <1 x i1> %Shuff416, <1 x i1> %Shuff311, <1 x i32> <i32 1>
  %I433 = insertelement <1 x i8> %Shuff119, i8 %E147, i32 0
  %B434 = urem <1 x i8> %I134, zeroinitializer
  %PC435 = bitcast double* %PC232 to i64*
  %Sl436 = select i1 %Cmp354, i1 %E243, i1 %Cmp227
  br i1 %Sl436, label %CF1698, label %CF1704

CF1704:                                           ; preds = %CF1704, %CF1858
  %Cmp437 = icmp ne <1 x i8> %Shuff251, %B359
  %L438 = load float, float* %PC, align 4
  store i64 %Sl210, i64* %Sl9, align 4
  %E439 = extractelement <1 x i8> %I373, i32 0
  %Shuff440 = shufflevector <4 x i8> %I120, <4 x i8> %I114, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I441 = insertelement <1 x i8> %I36, i8 %L399, i32 0
  %B442 = mul i64 %L139, %L80
  %Sl443 = select i1 %Cmp390, float 0xBA6AB13E80000000, float %L438
  %Cmp444 = icmp slt i8 %B344, %E73
  br i1 %Cmp444, label %CF1704, label %CF1792

CF1792:                                           ; preds = %CF1792, %CF1704
  %L445 = load i64, i64* %Sl9, align 4
  store i64 %Sl210, i64* %PC435, align 4
  %E446 = extractelement <1 x i8> %Shuff27, i32 0
  %Shuff447 = shufflevector <1 x i8> %I75, <1 x i8> zeroinitializer, <1 x i32> zeroinitializer
  %I448 = insertelement <2 x i1> %Sl268, i1 %Cmp277, i32 0
  %ZE449 = zext <1 x i8> %B274 to <1 x i16>
  %Sl450 = select i1 true, i1 %Cmp, i1 %E6
  br i1 %Sl450, label %CF1792, label %CF1851

CF1851:                                           ; preds = %CF1792
  %Cmp451 = icmp sgt i32 %E264, %Se419
  br i1 %Cmp451, label %CF, label %CF1669

CF1669:                                           ; preds = %CF1669, %CF1861, %CF1766, %CF1736, %CF1851
  %L452 = load float, float* %PC, align 4
  store float %L64, float* %A4, align 4
  %E453 = extractelement <1 x i8> %I91, i32 0
  %Shuff454 = shufflevector <1 x i8> %Shuff244, <1 x i8> %B395, <1 x i32> <i32 1>
  %I455 = insertelement <1 x i64> %Se179, i64 %L278, i32 0
  %B456 = mul <4 x i32> %Se, %I320
  %Sl457 = select i1 %E58, i8 %L124, i8 %E169
  %Cmp458 = icmp sgt i8 %B107, %B21
  br i1 %Cmp458, label %CF1669, label %CF1801

CF1801:                                           ; preds = %CF1801, %CF1669
  %L459 = load double, double* %PC232, align 8
  store i64 %L41, i64* %PC435, align 4
  %E460 = extractelement <1 x i1> %Shuff416, i32 0
  br i1 %E460, label %CF1801, label %CF1861

CF1861:                                           ; preds = %CF1801
  %Shuff461 = shufflevector <1 x i8> %Shuff387, <1 x i8> %Shuff27, <1 x i32> <i32 1>
  %I462 = insertelement <1 x i8> %B305, i8 %Sl218, i32 0
  %B463 = mul i8 %L399, %B344
  %ZE464 = zext <1 x i1> %Shuff393 to <1 x i64>
  %Sl465 = select i1 %Cmp277, float 0xBA6AB13E80000000, float 0xBA6AB13E80000000
  %Cmp466 = icmp sge i64 %L445, %L414
  br i1 %Cmp466, label %CF1669, label %CF1766

CF1766:                                           ; preds = %CF1861
  %L467 = load i64, i64* %PC435, align 4
  store float %L438, float* %PC, align 4
  %E468 = extractelement <2 x i1> %Shuff90, i32 0
  br i1 %E468, label %CF1669, label %CF1681

CF1681:                                           ; preds = %CF1681, %CF1790, %CF1766
  %Shuff469 = shufflevector <1 x i8> %Sl383, <1 x i8> %I417, <1 x i32> <i32 1>
  %I470 = insertelement <1 x i8> %Shuff176, i8 %L33, i32 0
  %B471 = shl <1 x i8> %Sl47, %I127
  %FC472 = uitofp i1 %E431 to float
  %Sl473 = select i1 %E6, i64 %Sl261, i64 %L49
  %Cmp474 = icmp ugt <1 x i8> %I350, %I
  %L475 = load i64, i64* %Sl9, align 4
  store i64 %L17, i64* %PC435, align 4
  %E476 = extractelement <1 x i8> %B418, i32 0
  %Shuff477 = shufflevector <4 x i16> zeroinitializer, <4 x i16> zeroinitializer, <4 x i32> <i32 6, i32 undef, i32 2, i32 4>
  %I478 = insertelement <1 x i8> %Shuff334, i8 %E50, i32 0
  %B479 = frem double %L285, %Sl361
  %FC480 = sitofp i8 %L422 to float
  %Sl481 = select i1 %Tr100, i1 %Cmp16, i1 %Cmp262
  br i1 %Sl481, label %CF1681, label %CF1741

CF1741:                                           ; preds = %CF1741, %CF1806, %CF1749, %CF1681
  %Cmp482 = icmp ne i8 %L293, %L190
  br i1 %Cmp482, label %CF1741, label %CF1756

CF1756:                                           ; preds = %CF1756, %CF1741
  %L483 = load i64, i64* %PC435, align 4
  store i32 %Tr108, i32* %Sl70, align 4
  %E484 = extractelement <1 x i8> %Shuff424, i32 0
  %Shuff485 = shufflevector <1 x i8> %Shuff66, <1 x i8> %I91, <1 x i32> <i32 1>
  %I486 = insertelement <1 x i1> %Shuff393, i1 %E183, i32 0
  %B487 = fdiv float %FC306, %FC472
  %Sl488 = select <1 x i1> %Tr151, <1 x i8> %Sl397, <1 x i8> %I
  %Cmp489 = icmp ne i1 %E183, %Tr38
  br i1 %Cmp489, label %CF1756, label %CF1806

CF1806:                                           ; preds = %CF1756
  %L490 = load i64, i64* %PC195, align 4
  store double %L459, double* %PC232, align 8
  %E491 = extractelement <1 x i8> %I433, i32 0
  %Shuff492 = shufflevector <1 x i8> %Sl122, <1 x i8> %Shuff408, <1 x i32> undef
  %I493 = insertelement <1 x i32> %Shuff43, i32 %Sl376, i32 0
  %B494 = and <1 x i8> %Shuff424, %I425
  %PC495 = bitcast double* %PC232 to i64*
  %Sl496 = select i1 %Tr360, i1 %Cmp123, i1 %Cmp16
  br i1 %Sl496, label %CF1741, label %CF1749

CF1749:                                           ; preds = %CF1806
  %Cmp497 = icmp slt i8 %B107, %Sl233
  br i1 %Cmp497, label %CF1741, label %CF1743

CF1743:                                           ; preds = %CF1743, %CF1749
  %L498 = load i64, i64* %PC435, align 4
  store float %L64, float* %PC85, align 4
  %E499 = extractelement <1 x i1> %I157, i32 0
  br i1 %E499, label %CF1743, label %CF1790

CF1790:                                           ; preds = %CF1743
  %Shuff500 = shufflevector <1 x i8> %Shuff27, <1 x i8> %I223, <1 x i32> zeroinitializer
  %I501 = insertelement <2 x i1> %I335, i1 %Cmp390, i32 0
  %B502 = xor <1 x i8> %Shuff148, %I13
  %FC503 = sitofp i16 12801 to float
  %Sl504 = select i1 %Cmp458, i8 %Sl159, i8 -103
  %Cmp505 = icmp ule <1 x i8> %I171, %Shuff349
  %L506 = load i64, i64* %PC435, align 4
  store i8 %Sl504, i8* %0, align 1
  %E507 = extractelement <1 x i8> %Shuff485, i32 0
  %Shuff508 = shufflevector <1 x i8> %Shuff326, <1 x i8> %Shuff176, <1 x i32> <i32 1>
  %I509 = insertelement <1 x i1> %Cmp160, i1 %Cmp189, i32 0
  %B510 = shl <4 x i32> %B456, %Se
  %Tr511 = trunc <2 x i8> %B382 to <2 x i1>
  %Sl512 = select <4 x i1> %Tr329, <4 x i16> %B29, <4 x i16> %Shuff170
  %Cmp513 = icmp slt <2 x i1> %I501, %Shuff206
  %L514 = load double, double* %PC232, align 8
  store i64 %L220, i64* %Sl9, align 4
  %E515 = extractelement <1 x i8> %Shuff485, i32 0
  %Shuff516 = shufflevector <1 x i8> zeroinitializer, <1 x i8> %Shuff141, <1 x i32> <i32 1>
  %I517 = insertelement <1 x i1> %Shuff432, i1 %E6, i32 0
  %Tr518 = trunc i8 %L190 to i1
  br i1 %Tr518, label %CF1681, label %CF1706

CF1706:                                           ; preds = %CF1706, %CF1826, %CF1733, %CF1790
  %Sl519 = select i1 %Cmp458, i16 22001, i16 %B216
  %Cmp520 = icmp slt i32 %E132, %Se419
  br i1 %Cmp520, label %CF1706, label %CF1752

CF1752:                                           ; preds = %CF1752, %CF1706
  %L521 = load i64, i64* %PC435, align 4
  store i64 %L445, i64* %PC195, align 4
  %E522 = extractelement <1 x i8> %Shuff97, i32 0
  %Shuff523 = shufflevector <4 x i1> %Cmp110, <4 x i1> %Cmp110, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I524 = insertelement <1 x i8> %I98, i8 %E271, i32 0
  %B525 = and <1 x i8> %Shuff119, %Shuff272
  %Se526 = sext <1 x i8> %Shuff380 to <1 x i16>
  %Sl527 = select <1 x i1> %Cmp331, <1 x i8> %Shuff365, <1 x i8> %I60
  %Cmp528 = icmp ne i1 %Cmp429, %Sl202
  br i1 %Cmp528, label %CF1752, label %CF1760

CF1760:                                           ; preds = %CF1760, %CF1752
  %L529 = load i64, i64* %PC435, align 4
  store float %L88, float* %PC, align 4
  %E530 = extractelement <1 x i8> %Shuff461, i32 0
  %Shuff531 = shufflevector <1 x i8> %Shuff97, <1 x i8> %Shuff66, <1 x i32> <i32 1>
  %I532 = insertelement <2 x i1> %Shuff90, i1 %Cmp277, i32 1
  %B533 = sdiv <1 x i8> %Shuff148, %I433
  %FC534 = uitofp i8 %E221 to double
  %Sl535 = select <1 x i1> %Cmp203, <1 x i8> %Shuff272, <1 x i8> %Shuff531
  %Cmp536 = icmp sgt i64 %L111, %L467
  br i1 %Cmp536, label %CF1760, label %CF1826

CF1826:                                           ; preds = %CF1760
  %L537 = load i64, i64* %Sl9, align 4
  store i8 %E476, i8* %0, align 1
  %E538 = extractelement <1 x i8> %Shuff35, i32 0
  %Shuff539 = shufflevector <2 x i1> %Shuff90, <2 x i1> %I312, <2 x i32> <i32 1, i32 3>
  %I540 = insertelement <1 x i1> %Shuff393, i1 %E118, i32 0
  %B541 = sub i32 %B426, %Se187
  %FC542 = sitofp <2 x i1> %I501 to <2 x float>
  %Sl543 = select i1 %Cmp300, double %L459, double %L285
  %Cmp544 = icmp slt i16 %ZE337, %B150
  br i1 %Cmp544, label %CF1706, label %CF1718

CF1718:                                           ; preds = %CF1718, %CF1841, %CF1826
  %L545 = load i64, i64* %PC195, align 4
  store i64 %Sl23, i64* %PC435, align 4
  %E546 = extractelement <1 x i8> %Shuff257, i32 0
  %Shuff547 = shufflevector <1 x i1> %I509, <1 x i1> %I486, <1 x i32> <i32 1>
  %I548 = insertelement <2 x i1> %Shuff319, i1 %E431, i32 1
  %Sl549 = select i1 %E6, i1 %Sl450, i1 %E183
  br i1 %Sl549, label %CF1718, label %CF1829

CF1829:                                           ; preds = %CF1829, %CF1718
  %Cmp550 = fcmp olt float %L161, 0xBB95B42980000000
  br i1 %Cmp550, label %CF1829, label %CF1841

CF1841:                                           ; preds = %CF1829
  %L551 = load i64, i64* %PC195, align 4
  store i64 %B128, i64* %PC195, align 4
  %E552 = extractelement <1 x i8> %Shuff334, i32 0
  %Shuff553 = shufflevector <1 x i8> %Shuff237, <1 x i8> %Shuff82, <1 x i32> zeroinitializer
  %I554 = insertelement <1 x i8> %Shuff349, i8 %L124, i32 0
  %B555 = ashr <1 x i8> %B282, %Shuff148
  %ZE556 = zext i1 %Tr100 to i16
  %Sl557 = select i1 %E183, <1 x i1> %Cmp130, <1 x i1> %Cmp40
  %Cmp558 = icmp uge <1 x i16> %Se526, %ZE449
  %L559 = load i64, i64* %PC195, align 4
  store i32 %B165, i32* %Sl70, align 4
  %E560 = extractelement <1 x i8> %I296, i32 0
  %Shuff561 = shufflevector <2 x i1> %Sl268, <2 x i1> %I312, <2 x i32> undef
  %I562 = insertelement <4 x i16> zeroinitializer, i16 %E341, i32 0
  %Sl563 = select i1 %E6, i1 %E236, i1 %Tr518
  br i1 %Sl563, label %CF1718, label %CF1733

CF1733:                                           ; preds = %CF1841
  %Cmp564 = icmp uge <1 x i1> %Cmp167, %Shuff393
  %L565 = load i8, i8* %0, align 1
  store i8 %E515, i8* %0, align 1
  %E566 = extractelement <1 x i1> %Shuff416, i32 0
  br i1 %E566, label %CF1706, label %CF1714

CF1714:                                           ; preds = %CF1714, %CF1765, %CF1733
  %Shuff567 = shufflevector <1 x i8> %Shuff500, <1 x i8> %B395, <1 x i32> zeroinitializer
  %I568 = insertelement <1 x i8> %Shuff272, i8 %L399, i32 0
  %B569 = shl i64 %L41, %L529
  %FC570 = fptosi double 0x227C746EF25E9C4 to i16
  %Sl571 = select i1 %Cmp384, i64 %L139, i64 %L506
  %Cmp572 = icmp ne i1 %Cmp451, %Sl436
  br i1 %Cmp572, label %CF1714, label %CF1765

CF1765:                                           ; preds = %CF1714
  %L573 = load i64, i64* %PC195, align 4
  store i64 452293, i64* %PC435, align 4
  %E574 = extractelement <4 x i16> %B99, i32 0
  %Shuff575 = shufflevector <1 x i8> %Shuff469, <1 x i8> %Shuff214, <1 x i32> <i32 1>
  %I576 = insertelement <1 x i8> %Shuff485, i8 69, i32 0
  %FC577 = uitofp <1 x i8> %Shuff303 to <1 x double>
  %Sl578 = select <2 x i1> %I106, <2 x i1> %Tr511, <2 x i1> %Shuff19
  %Cmp579 = fcmp olt float %L212, %L197
  br i1 %Cmp579, label %CF1714, label %CF1716

CF1716:                                           ; preds = %CF1716, %CF1832, %CF1817, %CF1765
  %L580 = load i64, i64* %PC435, align 4
  store i64 %Sl23, i64* %PC435, align 4
  %E581 = extractelement <2 x i8> %Shuff184, i32 0
  %Shuff582 = shufflevector <1 x i8> %Shuff500, <1 x i8> %Shuff553, <1 x i32> undef
  %I583 = insertelement <1 x i16> %ZE217, i16 %Se375, i32 0
  %B584 = srem <2 x i8> %B382, %B382
  %BC585 = bitcast float %BC121 to i32
  %Sl586 = select i1 true, i64 %B328, i64 %B45
  %Cmp587 = icmp ne i8 %Sl389, %L565
  br i1 %Cmp587, label %CF1716, label %CF1798

CF1798:                                           ; preds = %CF1798, %CF1716
  %L588 = load i64, i64* %PC495, align 4
  store float %L340, float* %PC, align 4
  %E589 = extractelement <1 x i8> %Sl78, i32 0
  %Shuff590 = shufflevector <1 x i32> %Shuff43, <1 x i32> %B92, <1 x i32> <i32 1>
  %I591 = insertelement <1 x i8> %I215, i8 %E333, i32 0
  %B592 = or <2 x i8> %Shuff184, %I83
  %Tr593 = trunc <1 x i8> %B186 to <1 x i1>
  %Sl594 = select i1 %Cmp24, i64* %PC435, i64* %PC195
  %Cmp595 = icmp sgt i64 %B569, %Sl210
  br i1 %Cmp595, label %CF1798, label %CF1802

CF1802:                                           ; preds = %CF1802, %CF1798
  %L596 = load i64, i64* %Sl594, align 4
  store i64 %L17, i64* %Sl9, align 4
  %E597 = extractelement <1 x i8> %I52, i32 0
  %Shuff598 = shufflevector <1 x i8> %Sl330, <1 x i8> %Sl535, <1 x i32> zeroinitializer
  %I599 = insertelement <1 x i8> %B367, i8 %E271, i32 0
  %B600 = or i8 %E597, %E271
  %Tr601 = trunc <1 x i8> %B305 to <1 x i1>
  %Sl602 = select i1 %Cmp339, i8 29, i8 %5
  %Cmp603 = icmp ult <1 x i16> %Se526, %ZE217
  %L604 = load i64, i64* %PC195, align 4
  store i64 %L467, i64* %PC435, align 4
  %E605 = extractelement <1 x i1> %Tr151, i32 0
  br i1 %E605, label %CF1802, label %CF1832

CF1832:                                           ; preds = %CF1802
  %Shuff606 = shufflevector <2 x i1> %Shuff199, <2 x i1> %Shuff90, <2 x i32> <i32 undef, i32 3>
  %I607 = insertelement <1 x i32> %Shuff590, i32 %3, i32 0
  %B608 = mul <4 x i8> %I114, %Shuff440
  %Tr609 = trunc i64 %L604 to i1
  br i1 %Tr609, label %CF1716, label %CF1783

CF1783:                                           ; preds = %CF1783, %CF1832
  %Sl610 = select i1 %Cmp413, <1 x i8> %Shuff176, <1 x i8> %I417
  %Cmp611 = icmp eq <1 x i8> %Sl299, %B359
  %L612 = load i64, i64* %PC195, align 4
  store i64 %B442, i64* %PC195, align 4
  %E613 = extractelement <1 x i8> %Sl338, i32 0
  %Shuff614 = shufflevector <4 x i16> zeroinitializer, <4 x i16> %I304, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I615 = insertelement <1 x i8> %Shuff349, i8 %E50, i32 0
  %B616 = frem double 0x22D36EF2DDD1DF70, %B76
  %Sl617 = select <1 x i1> %Cmp138, <1 x i8> %Shuff469, <1 x i8> zeroinitializer
  %Cmp618 = icmp ne i8 %L33, %E581
  br i1 %Cmp618, label %CF1783, label %CF1817

CF1817:                                           ; preds = %CF1783
  %L619 = load i64, i64* %PC435, align 4
  store i64 %Sl210, i64* %PC435, align 4
  %E620 = extractelement <2 x i8> zeroinitializer, i32 0
  %Shuff621 = shufflevector <2 x i1> %Shuff90, <2 x i1> %Shuff206, <2 x i32> <i32 1, i32 3>
  %I622 = insertelement <1 x i1> %Cmp611, i1 %Cmp413, i32 0
  %B623 = fsub float %FC158, %L249
  %Sl624 = select i1 %Cmp219, i32 -1, i32 %Sl376
  %Cmp625 = icmp eq <1 x i8> %B533, %Sl109
  %L626 = load i64, i64* %PC435, align 4
  store i64 %L255, i64* %Sl9, align 4
  %E627 = extractelement <1 x i8> %Shuff51, i32 0
  %Shuff628 = shufflevector <1 x i32> %B92, <1 x i32> %B143, <1 x i32> <i32 1>
  %I629 = insertelement <1 x i1> %Cmp625, i1 %Sl405, i32 0
  %Tr630 = trunc i64 %4 to i8
  %Sl631 = select i1 %Cmp123, double %L459, double %L459
  %Cmp632 = icmp ugt <1 x i8> %Shuff516, %I417
  %L633 = load double, double* %PC232, align 8
  store i64 %L10, i64* %PC495, align 4
  %E634 = extractelement <1 x i64> %Shuff342, i32 0
  %Shuff635 = shufflevector <1 x i8> zeroinitializer, <1 x i8> %I, <1 x i32> zeroinitializer
  %I636 = insertelement <2 x i1> %Sl268, i1 %Cmp413, i32 0
  %Se637 = sext i1 %E407 to i8
  %Sl638 = select <1 x i1> %I540, <1 x double> %FC577, <1 x double> %FC577
  %Cmp639 = icmp uge i1 %Cmp277, %Cmp489
  br i1 %Cmp639, label %CF1716, label %CF1736

CF1736:                                           ; preds = %CF1817
  %L640 = load i64, i64* %PC435, align 4
  store i64 %L301, i64* %PC495, align 4
  %E641 = extractelement <1 x i16> %Tr239, i32 0
  %Shuff642 = shufflevector <1 x i1> %Cmp40, <1 x i1> %Cmp564, <1 x i32> <i32 1>
  %I643 = insertelement <1 x i32> %Shuff74, i32 %B541, i32 0
  %B644 = add i8 %E392, %E538
  %Se645 = sext i1 %Cmp189 to i64
  %Sl646 = select i1 %Cmp595, i8 %E271, i8 %L385
  %L647 = load i64, i64* %Sl594, align 4
  store double 0x227C746EF25E9C4, double* %PC232, align 8
  %E648 = extractelement <1 x i8> %I433, i32 0
  %Shuff649 = shufflevector <1 x i8> %Shuff365, <1 x i8> %Shuff119, <1 x i32> <i32 1>
  %I650 = insertelement <1 x i32> %B143, i32 %BC585, i32 0
  %ZE651 = zext i1 %Sl315 to i16
  %Sl652 = select i1 %Cmp189, <4 x i32> %Se246, <4 x i32> %I409
  %Cmp653 = icmp ult i16 %ZE651, %Sl519
  br i1 %Cmp653, label %CF1669, label %CF1671

CF1671:                                           ; preds = %CF1671, %CF1737, %CF1705, %CF1736
  %L654 = load i64, i64* %PC195, align 4
  store i64 %L406, i64* %PC435, align 4
  %E655 = extractelement <1 x i8> %Shuff454, i32 0
  %Shuff656 = shufflevector <1 x i8> zeroinitializer, <1 x i8> %Shuff141, <1 x i32> zeroinitializer
  %I657 = insertelement <4 x i8> zeroinitializer, i8 %E73, i32 2
  %B658 = sdiv <1 x i64> %I193, %Se179
  %Sl659 = select i1 %Cmp639, i32 %Sl129, i32 %3
  %Cmp660 = icmp uge i1 %Cmp497, %Cmp413
  br i1 %Cmp660, label %CF1671, label %CF1737

CF1737:                                           ; preds = %CF1671
  %L661 = load i64, i64* %PC435, align 4
  store i64 %Sl31, i64* %PC195, align 4
  %E662 = extractelement <1 x i8> %Shuff156, i32 0
  %Shuff663 = shufflevector <1 x i1> %Cmp564, <1 x i1> %Cmp203, <1 x i32> <i32 1>
  %I664 = insertelement <1 x i8> %Shuff12, i8 %E279, i32 0
  %B665 = sdiv i8 %E89, %E439
  %FC666 = fptoui float %L117 to i16
  %Sl667 = select <1 x i1> %Cmp102, <1 x i32> %I394, <1 x i32> %I388
  %Cmp668 = icmp sgt <1 x i1> %Cmp603, %Cmp40
  %L669 = load i64, i64* %PC195, align 4
  store float %B623, float* %PC, align 4
  %E670 = extractelement <1 x i1> %Shuff547, i32 0
  br i1 %E670, label %CF1671, label %CF1705

CF1705:                                           ; preds = %CF1737
  %Shuff671 = shufflevector <1 x i8> %I223, <1 x i8> %Sl610, <1 x i32> undef
  %I672 = insertelement <1 x i8> %Sl47, i8 69, i32 0
  %B673 = srem <1 x i8> %Shuff380, %Shuff349
  %ZE674 = zext <1 x i8> %Shuff349 to <1 x i64>
  %Sl675 = select i1 %E243, float %Sl353, float %B623
  %Cmp676 = icmp ule <1 x i1> %I343, %Cmp558
  %L677 = load i64, i64* %Sl594, align 4
  store float %FC480, float* %PC, align 4
  %E678 = extractelement <1 x i8> zeroinitializer, i32 0
  %Shuff679 = shufflevector <1 x i32> zeroinitializer, <1 x i32> %I388, <1 x i32> undef
  %I680 = insertelement <1 x i8> %Shuff66, i8 %L124, i32 0
  %B681 = and <1 x i8> %I554, %Sl47
  %FC682 = sitofp <1 x i8> %I441 to <1 x float>
  %Sl683 = select i1 %Sl563, <1 x i8> %I, <1 x i8> %B282
  %Cmp684 = icmp sgt <1 x i8> %I568, %Shuff649
  %L685 = load i64, i64* %Sl594, align 4
  store float %FC306, float* %PC, align 4
  %E686 = extractelement <1 x i8> %Shuff12, i32 0
  %Shuff687 = shufflevector <1 x i8> %Sl109, <1 x i8> %Shuff156, <1 x i32> zeroinitializer
  %I688 = insertelement <1 x i8> %Shuff334, i8 %E613, i32 0
  %B689 = srem i16 %Tr, %E294
  %FC690 = uitofp <1 x i8> %I366 to <1 x float>
  %Sl691 = select <1 x i1> %Shuff311, <1 x i1> %Tr69, <1 x i1> %Shuff311
  %Cmp692 = icmp ne i64 0, %L168
  br i1 %Cmp692, label %CF1671, label %CF1672

CF1672:                                           ; preds = %CF1672, %CF1755, %CF1836, %CF1799, %CF1705
  %L693 = load i8, i8* %0, align 1
  store i64 %L309, i64* %PC435, align 4
  %E694 = extractelement <1 x i8> %Shuff408, i32 0
  %Shuff695 = shufflevector <1 x i8> %Sl254, <1 x i8> %Shuff295, <1 x i32> undef
  %I696 = insertelement <1 x i8> %Shuff7, i8 %E256, i32 0
  %Sl697 = select i1 %E670, <1 x i8> %Shuff447, <1 x i8> %I127
  %Cmp698 = icmp slt i8 %B344, %B665
  br i1 %Cmp698, label %CF1672, label %CF1755

CF1755:                                           ; preds = %CF1672
  %L699 = load i64, i64* %PC195, align 4
  store i64 0, i64* %PC495, align 4
  %E700 = extractelement <1 x i1> %Shuff311, i32 0
  br i1 %E700, label %CF1672, label %CF1720

CF1720:                                           ; preds = %CF1720, %CF1845, %CF1834, %CF1755
  %Shuff701 = shufflevector <1 x i8> %Shuff280, <1 x i8> %I, <1 x i32> zeroinitializer
  %I702 = insertelement <1 x i8> %Shuff12, i8 %E50, i32 0
  %B703 = or <1 x i8> %B282, %I373
  %ZE704 = zext i1 %Cmp234 to i16
  %Sl705 = select i1 %Cmp377, i1 %Tr396, i1 %Cmp339
  br i1 %Sl705, label %CF1720, label %CF1845

CF1845:                                           ; preds = %CF1720
  %Cmp706 = icmp sge i1 %Sl481, %Cmp362
  br i1 %Cmp706, label %CF1720, label %CF1834

CF1834:                                           ; preds = %CF1845
  %L707 = load i64, i64* %PC435, align 4
  store i64 %L111, i64* %PC435, align 4
  %E708 = extractelement <4 x i16> %Shuff192, i32 2
  %Shuff709 = shufflevector <1 x i8> %I52, <1 x i8> %Sl535, <1 x i32> <i32 1>
  %I710 = insertelement <4 x i16> %Shuff222, i16 %ZE337, i32 1
  %B711 = sdiv <1 x i8> %I36, %Shuff27
  %Tr712 = trunc <2 x i8> %B259 to <2 x i1>
  %Sl713 = select <1 x i1> %Cmp40, <1 x i8> %Shuff66, <1 x i8> %I296
  %Cmp714 = icmp sgt <4 x i32> zeroinitializer, %Se
  %L715 = load i64, i64* %PC435, align 4
  store i64 %L715, i64* %PC435, align 4
  %E716 = extractelement <1 x i1> %Cmp603, i32 0
  br i1 %E716, label %CF1720, label %CF1811

CF1811:                                           ; preds = %CF1811, %CF1834
  %Shuff717 = shufflevector <2 x i1> %Shuff621, <2 x i1> %Shuff19, <2 x i32> <i32 1, i32 3>
  %I718 = insertelement <1 x i1> %Shuff416, i1 %Cmp421, i32 0
  %B719 = udiv i8 %E50, %E662
  %FC720 = uitofp i1 %E431 to float
  %Sl721 = select i1 %Cmp211, i16 12801, i16 %ZE427
  %Cmp722 = icmp ugt <1 x i8> %B224, %Shuff469
  %L723 = load float, float* %PC, align 4
  store i64 %B569, i64* %Sl594, align 4
  %E724 = extractelement <4 x i32> %B510, i32 1
  %Shuff725 = shufflevector <1 x i1> %Shuff357, <1 x i1> %I517, <1 x i32> zeroinitializer
  %I726 = insertelement <1 x i8> %I142, i8 %E333, i32 0
  %B727 = and i16 %ZE556, 12445
  %Se728 = sext <1 x i8> %Shuff500 to <1 x i64>
  %Sl729 = select <1 x i1> %Cmp167, <1 x i32> %Shuff43, <1 x i32> %I493
  %Cmp730 = icmp eq <2 x i8> zeroinitializer, zeroinitializer
  %L731 = load i8, i8* %0, align 1
  store i64 %Sl428, i64* %PC495, align 4
  %E732 = extractelement <4 x i16> %Shuff477, i32 2
  %Shuff733 = shufflevector <1 x i8> %Shuff516, <1 x i8> %Shuff326, <1 x i32> undef
  %I734 = insertelement <1 x i8> %Shuff326, i8 %L391, i32 0
  %B735 = lshr i8 %E686, %Sl504
  %Se736 = sext i32 %E191 to i64
  %Sl737 = select <4 x i1> %Shuff523, <4 x i16> %Shuff170, <4 x i16> %Shuff170
  %Cmp738 = icmp ne <1 x i8> %I599, %B194
  %L739 = load i64, i64* %Sl594, align 4
  store i8 %E96, i8* %0, align 1
  %E740 = extractelement <1 x i8> %Sl713, i32 0
  %Shuff741 = shufflevector <1 x i8> %Shuff635, <1 x i8> %Shuff531, <1 x i32> <i32 1>
  %I742 = insertelement <1 x i8> %Shuff214, i8 %E484, i32 0
  %B743 = shl <1 x i8> %I462, %Shuff176
  %FC744 = sitofp <1 x i32> %Shuff74 to <1 x double>
  %Sl745 = select i1 %Cmp444, i64 %L619, i64 %L707
  %Cmp746 = icmp eq <1 x i8> %Shuff635, %Shuff508
  %L747 = load i64, i64* %PC435, align 4
  store i64 %B128, i64* %Sl9, align 4
  %E748 = extractelement <1 x i8> %Shuff97, i32 0
  %Shuff749 = shufflevector <1 x i8> %B555, <1 x i8> %Shuff148, <1 x i32> <i32 1>
  %I750 = insertelement <1 x i8> %Shuff687, i8 %E256, i32 0
  %B751 = and <1 x i8> %B555, %I171
  %Tr752 = trunc i64 %Sl31 to i32
  %Sl753 = select i1 %Sl705, <1 x i8> %Sl180, <1 x i8> %Sl610
  %Cmp754 = icmp ugt i1 %Cmp660, %Tr518
  br i1 %Cmp754, label %CF1811, label %CF1836

CF1836:                                           ; preds = %CF1811
  %L755 = load double, double* %PC232, align 8
  store i64 %L467, i64* %PC195, align 4
  %E756 = extractelement <1 x i8> %Shuff709, i32 0
  %Shuff757 = shufflevector <1 x i8> zeroinitializer, <1 x i8> %Shuff635, <1 x i32> zeroinitializer
  %I758 = insertelement <1 x i8> %Shuff709, i8 %Sl, i32 0
  %B759 = fadd double %L633, %L755
  %ZE760 = fpext float %Sl322 to double
  %Sl761 = select i1 %Sl315, i32 %3, i32 %E65
  %Cmp762 = icmp sgt i1 %Cmp48, %Cmp754
  br i1 %Cmp762, label %CF1672, label %CF1675

CF1675:                                           ; preds = %CF1675, %CF1836
  %L763 = load i8, i8* %0, align 1
  store i64 %L612, i64* %PC195, align 4
  %E764 = extractelement <1 x i32> %I20, i32 0
  %Shuff765 = shufflevector <1 x i1> %I343, <1 x i1> %I540, <1 x i32> zeroinitializer
  %I766 = insertelement <1 x i8> %Shuff461, i8 %E229, i32 0
  %B767 = sdiv i8 %L399, %E147
  %Sl768 = select i1 %Cmp692, i64 %Sl586, i64 %L278
  %Cmp769 = icmp sgt i8 %L385, %E379
  br i1 %Cmp769, label %CF1675, label %CF1677

CF1677:                                           ; preds = %CF1677, %CF1703, %CF1715, %CF1771, %CF1675
  %L770 = load i8, i8* %0, align 1
  store i64 %Sl144, i64* %PC495, align 4
  %E771 = extractelement <2 x i1> %Shuff621, i32 0
  br i1 %E771, label %CF1677, label %CF1703

CF1703:                                           ; preds = %CF1677
  %Shuff772 = shufflevector <1 x i8> %Shuff380, <1 x i8> %Shuff485, <1 x i32> <i32 1>
  %I773 = insertelement <2 x i1> %Cmp513, i1 %Sl481, i32 1
  %Sl774 = select i1 %Sl450, i32 %E11, i32 %B541
  %Cmp775 = icmp eq i64 245329, %B253
  br i1 %Cmp775, label %CF1677, label %CF1697

CF1697:                                           ; preds = %CF1697, %CF1803, %CF1786, %CF1703
  %L776 = load i64, i64* %PC195, align 4
  store i64 %L10, i64* %PC495, align 4
  %E777 = extractelement <1 x i8> %Shuff349, i32 0
  %Shuff778 = shufflevector <1 x i1> %Shuff642, <1 x i1> %Shuff432, <1 x i32> undef
  %I779 = insertelement <1 x i8> %Shuff280, i8 %E279, i32 0
  %B780 = mul i8 %E694, %Sl602
  %ZE781 = zext <1 x i8> %B194 to <1 x i32>
  %Sl782 = select i1 %Cmp653, <1 x i1> %Cmp746, <1 x i1> %Cmp138
  %Cmp783 = icmp ne <1 x i8> %Sl683, %Sl610
  %L784 = load float, float* %PC, align 4
  store i8 %E777, i8* %0, align 1
  %E785 = extractelement <1 x i8> %Shuff461, i32 0
  %Shuff786 = shufflevector <1 x i8> %Shuff214, <1 x i8> %I, <1 x i32> undef
  %I787 = insertelement <1 x i8> %B418, i8 %E515, i32 0
  %ZE788 = zext <1 x i8> %Shuff27 to <1 x i16>
  %Sl789 = select i1 %Sl315, i1 %Cmp384, i1 %Tr518
  br i1 %Sl789, label %CF1697, label %CF1803

CF1803:                                           ; preds = %CF1697
  %Cmp790 = fcmp oeq float %L95, %B623
  br i1 %Cmp790, label %CF1697, label %CF1725

CF1725:                                           ; preds = %CF1725, %CF1840, %CF1803
  %L791 = load i64, i64* %PC195, align 4
  store i8 %E81, i8* %0, align 1
  %E792 = extractelement <1 x i8> %Shuff35, i32 0
  %Shuff793 = shufflevector <1 x i32> zeroinitializer, <1 x i32> %I388, <1 x i32> undef
  %I794 = insertelement <1 x i8> %Shuff303, i8 %E678, i32 0
  %B795 = and <1 x i8> %I281, %Shuff51
  %Se796 = sext i1 %E771 to i16
  %Sl797 = select i1 %Cmp754, i16 %Se796, i16 %E294
  %Cmp798 = icmp ult <1 x i16> %Se526, %ZE449
  %L799 = load float, float* %PC, align 4
  store i8 %E678, i8* %0, align 1
  %E800 = extractelement <1 x i8> %Shuff119, i32 0
  %Shuff801 = shufflevector <4 x i16> %Shuff192, <4 x i16> %B29, <4 x i32> <i32 2, i32 undef, i32 6, i32 0>
  %I802 = insertelement <1 x i8> %Shuff461, i8 %E379, i32 0
  %B803 = ashr i64 %L301, %L168
  %ZE804 = zext i32 %Tr290 to i64
  %Sl805 = select i1 %Cmp219, double %FC404, double %L755
  %Cmp806 = fcmp ugt double %B76, %L755
  br i1 %Cmp806, label %CF1725, label %CF1840

CF1840:                                           ; preds = %CF1725
  %L807 = load i64, i64* %PC435, align 4
  store i8 %E613, i8* %0, align 1
  %E808 = extractelement <1 x i1> %Shuff547, i32 0
  br i1 %E808, label %CF1725, label %CF1786

CF1786:                                           ; preds = %CF1840
  %Shuff809 = shufflevector <1 x i8> %Shuff531, <1 x i8> %I296, <1 x i32> <i32 1>
  %I810 = insertelement <1 x i1> %Shuff663, i1 %Cmp754, i32 0
  %FC811 = sitofp i64 %B84 to double
  %Sl812 = select i1 %Cmp458, i8 %E198, i8 %E484
  %Cmp813 = icmp sgt <1 x i8> %Sl122, %Shuff35
  %L814 = load i64, i64* %PC435, align 4
  store i64 %L309, i64* %PC495, align 4
  %E815 = extractelement <4 x i32> %Shuff265, i32 2
  %Shuff816 = shufflevector <2 x i1> %Shuff19, <2 x i1> %Sl268, <2 x i32> <i32 1, i32 3>
  %I817 = insertelement <4 x i8> zeroinitializer, i8 %E379, i32 3
  %B818 = sub <1 x i8> %Sl610, %Shuff214
  %Se819 = sext i1 %Cmp94 to i16
  %Sl820 = select i1 %Cmp16, i16 %Sl797, i16 %B150
  %Cmp821 = icmp eq <1 x i1> %I629, %Shuff765
  %L822 = load i64, i64* %Sl594, align 4
  store i64 %Sl210, i64* %PC495, align 4
  %E823 = extractelement <1 x i8> %I91, i32 0
  %Shuff824 = shufflevector <2 x i1> %Shuff163, <2 x i1> %Shuff90, <2 x i32> <i32 0, i32 undef>
  %I825 = insertelement <1 x i8> %Shuff757, i8 %E96, i32 0
  %B826 = add <1 x i8> %B525, %Shuff575
  %ZE827 = zext i1 %Tr100 to i64
  %Sl828 = select i1 %E670, i8 %E620, i8 %E379
  %L829 = load i8, i8* %0, align 1
  store i64 %Sl768, i64* %PC495, align 4
  %E830 = extractelement <1 x i1> %Cmp722, i32 0
  br i1 %E830, label %CF1697, label %CF1715

CF1715:                                           ; preds = %CF1786
  %Shuff831 = shufflevector <1 x i1> %Shuff372, <1 x i1> %Shuff765, <1 x i32> zeroinitializer
  %I832 = insertelement <4 x i8> %Shuff126, i8 %L5, i32 2
  %B833 = xor <1 x i8> %I417, %I200
  %FC834 = fptosi double 0x227C746EF25E9C4 to i8
  %Sl835 = select i1 %Sl789, <1 x i16> %Se526, <1 x i16> %ZE788
  %Cmp836 = icmp ugt <1 x i8> %I726, %Shuff401
  %L837 = load i64, i64* %Sl9, align 4
  store i8 %E279, i8* %0, align 1
  %E838 = extractelement <1 x i64> %ZE674, i32 0
  %Shuff839 = shufflevector <1 x i8> %I200, <1 x i8> %Shuff567, <1 x i32> zeroinitializer
  %I840 = insertelement <4 x i32> %Shuff265, i32 -1, i32 0
  %FC841 = sitofp <1 x i1> %Tr151 to <1 x float>
  %Sl842 = select i1 %Sl563, <4 x i32> %I840, <4 x i32> %I840
  %Cmp843 = icmp ugt <1 x i8> %I350, %Shuff733
  %L844 = load i64, i64* %PC195, align 4
  store i64 %Sl571, i64* %Sl594, align 4
  %E845 = extractelement <1 x i8> %Shuff553, i32 0
  %Shuff846 = shufflevector <2 x i1> %Shuff319, <2 x i1> %Shuff163, <2 x i32> <i32 0, i32 2>
  %I847 = insertelement <1 x i8> %Shuff349, i8 %Sl646, i32 0
  %ZE848 = zext <1 x i8> %Sl383 to <1 x i32>
  %Sl849 = select i1 %E42, i64 %Sl144, i64 %L596
  %Cmp850 = icmp uge <1 x i8> %B833, %Shuff733
  %L851 = load i8, i8* %0, align 1
  store i64 %E634, i64* %Sl594, align 4
  %E852 = extractelement <1 x i1> %Shuff311, i32 0
  br i1 %E852, label %CF1677, label %CF1683

CF1683:                                           ; preds = %CF1683, %CF1831, %CF1847, %CF1869, %CF1721, %CF1715
  %Shuff853 = shufflevector <1 x i8> %Shuff141, <1 x i8> %I664, <1 x i32> <i32 1>
  %I854 = insertelement <1 x i8> %Sl713, i8 %E169, i32 0
  %B855 = sdiv i64 0, %L537
  %Se856 = sext i8 %L293 to i64
  %Sl857 = select i1 %Cmp284, i16 %Tr, i16 %ZE427
  %Cmp858 = icmp ule <1 x i1> %Tr69, %Shuff416
  %L859 = load float, float* %PC, align 4
  store double %B178, double* %PC232, align 8
  %E860 = extractelement <1 x i8> %Shuff326, i32 0
  %Shuff861 = shufflevector <1 x i8> %Shuff156, <1 x i8> %B305, <1 x i32> zeroinitializer
  %I862 = insertelement <1 x i8> %Shuff244, i8 %E379, i32 0
  %B863 = shl <1 x i8> %B818, %I
  %FC864 = sitofp i8 %E756 to double
  %Sl865 = select i1 %Cmp284, double %FC864, double %L270
  %Cmp866 = icmp uge <1 x i1> %Sl691, %I343
  %L867 = load i64, i64* %PC435, align 4
  store i8 %E792, i8* %0, align 1
  %E868 = extractelement <1 x i8> %Shuff119, i32 0
  %Shuff869 = shufflevector <1 x i8> %B795, <1 x i8> %Shuff635, <1 x i32> <i32 1>
  %I870 = insertelement <1 x i8> %B367, i8 %E279, i32 0
  %B871 = frem <1 x double> %FC577, %FC577
  %Sl872 = select i1 %Cmp544, <4 x i32> %Sl842, <4 x i32> %I840
  %Cmp873 = icmp ne <1 x i8> %Sl276, %Shuff27
  %L874 = load i64, i64* %PC435, align 4
  store i64 %Se645, i64* %PC495, align 4
  %E875 = extractelement <1 x i1> %Cmp722, i32 0
  br i1 %E875, label %CF1683, label %CF1831

CF1831:                                           ; preds = %CF1683
  %Shuff876 = shufflevector <1 x i8> %Shuff35, <1 x i8> %B194, <1 x i32> zeroinitializer
  %I877 = insertelement <2 x i1> %Shuff206, i1 %Sl202, i32 0
  %B878 = add i32 %B37, %E724
  %Sl879 = select <1 x i1> %I540, <1 x i8> %Shuff671, <1 x i8> %Shuff387
  %Cmp880 = icmp eq <1 x i32> %Shuff105, %Shuff43
  %L881 = load double, double* %PC232, align 8
  store i8 %E589, i8* %0, align 1
  %E882 = extractelement <1 x i8> %Shuff687, i32 0
  %Shuff883 = shufflevector <1 x i32> %I20, <1 x i32> zeroinitializer, <1 x i32> <i32 1>
  %I884 = insertelement <1 x i8> zeroinitializer, i8 %E169, i32 0
  %B885 = shl i64 %L647, %Sl428
  %Se886 = sext i8 %B463 to i32
  %Sl887 = select i1 %E716, i1 %Cmp520, i1 %Cmp292
  br i1 %Sl887, label %CF1683, label %CF1794

CF1794:                                           ; preds = %CF1794, %CF1831
  %Cmp888 = icmp uge <1 x i8> %I67, %I223
  %L889 = load i64, i64* %PC435, align 4
  store i64 %L309, i64* %PC195, align 4
  %E890 = extractelement <1 x i8> zeroinitializer, i32 0
  %Shuff891 = shufflevector <1 x i64> %Shuff342, <1 x i64> %Se179, <1 x i32> zeroinitializer
  %I892 = insertelement <4 x i16> %Shuff477, i16 %E641, i32 2
  %B893 = srem i8 -91, %E678
  %Sl894 = select i1 %Cmp544, <1 x i8> %I478, <1 x i8> %I417
  %Cmp895 = icmp ugt <4 x i16> %I710, %Shuff614
  %L896 = load i64, i64* %PC435, align 4
  store i8 %E662, i8* %0, align 1
  %E897 = extractelement <1 x i8> %Shuff516, i32 0
  %Shuff898 = shufflevector <1 x i1> %Cmp603, <1 x i1> %Cmp40, <1 x i32> undef
  %I899 = insertelement <2 x i1> %Shuff824, i1 %Tr100, i32 0
  %ZE900 = zext <1 x i8> %B533 to <1 x i16>
  %Sl901 = select i1 %Cmp421, float 0xBB95B42980000000, float %B623
  %Cmp902 = icmp slt <1 x i1> %Cmp437, %Shuff230
  %L903 = load i64, i64* %PC495, align 4
  store i8 %E476, i8* %0, align 1
  %E904 = extractelement <1 x i8> %Shuff582, i32 0
  %Shuff905 = shufflevector <1 x i8> %I75, <1 x i8> %I13, <1 x i32> <i32 1>
  %I906 = insertelement <1 x i32> %Shuff590, i32 %Sl240, i32 0
  %B907 = xor i32 %Sl39, %B878
  %ZE908 = zext <2 x i1> %Tr511 to <2 x i8>
  %Sl909 = select i1 %Sl887, <1 x i1> %Shuff547, <1 x i1> %I486
  %Cmp910 = fcmp une <1 x float> %FC690, %FC682
  %L911 = load i64, i64* %Sl9, align 4
  store i8 %B719, i8* %0, align 1
  %E912 = extractelement <2 x i1> %Shuff199, i32 1
  br i1 %E912, label %CF1794, label %CF1847

CF1847:                                           ; preds = %CF1794
  %Shuff913 = shufflevector <1 x i8> %B68, <1 x i8> %Shuff671, <1 x i32> undef
  %I914 = insertelement <1 x i1> %Cmp160, i1 %Cmp572, i32 0
  %B915 = ashr <1 x i8> %I884, %I441
  %ZE916 = zext i16 %Tr to i64
  %Sl917 = select i1 %Cmp, <2 x i8> %B259, <2 x i8> %Sl55
  %Cmp918 = icmp sgt <4 x i32> %I840, %Sl652
  %L919 = load i64, i64* %PC495, align 4
  store i64 %L919, i64* %PC195, align 4
  %E920 = extractelement <1 x i8> %Shuff380, i32 0
  %Shuff921 = shufflevector <2 x i1> %Cmp513, <2 x i1> %I501, <2 x i32> <i32 undef, i32 2>
  %I922 = insertelement <1 x i8> %Sl610, i8 %E73, i32 0
  %B923 = and <1 x i8> %I664, %I171
  %Sl924 = select i1 %Sl137, i8 %Sl389, i8 %E530
  %Cmp925 = icmp ne <1 x i1> %Cmp850, %Cmp167
  %L926 = load i64, i64* %Sl594, align 4
  store i8 %E96, i8* %0, align 1
  %E927 = extractelement <1 x i1> %Cmp40, i32 0
  br i1 %E927, label %CF1683, label %CF1754

CF1754:                                           ; preds = %CF1754, %CF1882, %CF1781, %CF1847
  %Shuff928 = shufflevector <1 x i8> %Shuff287, <1 x i8> %Shuff272, <1 x i32> zeroinitializer
  %I929 = insertelement <1 x i8> zeroinitializer, i8 %E310, i32 0
  %B930 = sub <1 x i8> %B751, %Shuff786
  %FC931 = sitofp i8 %L693 to float
  %Sl932 = select i1 %Tr518, <4 x i16> %Shuff192, <4 x i16> %I710
  %Cmp933 = icmp ule i8 %Sl, %E50
  br i1 %Cmp933, label %CF1754, label %CF1791

CF1791:                                           ; preds = %CF1791, %CF1754
  %L934 = load i8, i8* %0, align 1
  store i8 -1, i8* %0, align 1
  %E935 = extractelement <2 x i1> %I28, i32 1
  br i1 %E935, label %CF1791, label %CF1882

CF1882:                                           ; preds = %CF1791
  %Shuff936 = shufflevector <1 x i8> %Shuff454, <1 x i8> %Shuff119, <1 x i32> zeroinitializer
  %I937 = insertelement <1 x i1> %Cmp102, i1 %E183, i32 0
  %B938 = or <4 x i32> %I409, %I840
  %Tr939 = trunc i8 %L851 to i1
  br i1 %Tr939, label %CF1754, label %CF1781

CF1781:                                           ; preds = %CF1882
  %Sl940 = select <4 x i1> %Cmp895, <4 x i16> %B29, <4 x i16> %I238
  %Cmp941 = icmp eq <1 x i8> %I281, %Shuff408
  %L942 = load i64, i64* %PC195, align 4
  store i64 %B885, i64* %PC195, align 4
  %E943 = extractelement <1 x i1> %Cmp813, i32 0
  br i1 %E943, label %CF1754, label %CF1770

CF1770:                                           ; preds = %CF1770, %CF1781
  %Shuff944 = shufflevector <2 x i8> zeroinitializer, <2 x i8> zeroinitializer, <2 x i32> <i32 undef, i32 1>
  %I945 = insertelement <2 x i1> %Shuff319, i1 %Sl563, i32 1
  %B946 = and <1 x i8> %Shuff508, %I417
  %Tr947 = trunc i8 %Sl233 to i1
  br i1 %Tr947, label %CF1770, label %CF1869

CF1869:                                           ; preds = %CF1770
  %Sl948 = select i1 %Cmp227, i1 %E400, i1 %Cmp544
  br i1 %Sl948, label %CF1683, label %CF1721

CF1721:                                           ; preds = %CF1869
  %Cmp949 = icmp sge <1 x i8> %B795, %Shuff516
  %L950 = load i64, i64* %Sl9, align 4
  store i64 %L168, i64* %PC195, align 4
  %E951 = extractelement <1 x i8> zeroinitializer, i32 0
  %Shuff952 = shufflevector <1 x i8> %Shuff772, <1 x i8> %Shuff635, <1 x i32> <i32 1>
  %I953 = insertelement <1 x i1> %Shuff898, i1 %E808, i32 0
  %ZE954 = zext i8 %E686 to i32
  %Sl955 = select i1 %Cmp292, i8 %Sl812, i8 %E379
  %Cmp956 = icmp eq i1 %Cmp123, %Cmp87
  br i1 %Cmp956, label %CF1683, label %CF1711

CF1711:                                           ; preds = %CF1711, %CF1804, %CF1721
  %L957 = load i8, i8* %0, align 1
  store i64 %L168, i64* %PC435, align 4
  %E958 = extractelement <1 x i1> %Shuff831, i32 0
  br i1 %E958, label %CF1711, label %CF1780

CF1780:                                           ; preds = %CF1780, %CF1810, %CF1711
  %Shuff959 = shufflevector <1 x i8> %Sl610, <1 x i8> zeroinitializer, <1 x i32> <i32 1>
  %I960 = insertelement <1 x i8> %Shuff35, i8 %E897, i32 0
  %B961 = urem i8 %E507, %E845
  %Se962 = sext i8 %Sl152 to i64
  %Sl963 = select i1 %E183, i8 %E538, i8 %E694
  %Cmp964 = icmp sge i8 29, %B21
  br i1 %Cmp964, label %CF1780, label %CF1810

CF1810:                                           ; preds = %CF1780
  %L965 = load double, double* %A3, align 8
  store i8 %E552, i8* %0, align 1
  %E966 = extractelement <1 x i1> %Cmp474, i32 0
  br i1 %E966, label %CF1780, label %CF1804

CF1804:                                           ; preds = %CF1810
  %Shuff967 = shufflevector <1 x i8> %Shuff51, <1 x i8> %I171, <1 x i32> zeroinitializer
  %I968 = insertelement <1 x i1> %Cmp722, i1 %E183, i32 0
  %Tr969 = trunc i32 %Sl291 to i8
  %Sl970 = select i1 %Cmp618, <1 x i8> %I258, <1 x i8> %B359
  %Cmp971 = icmp ule i1 %Cmp587, %Cmp123
  br i1 %Cmp971, label %CF1711, label %CF1771

CF1771:                                           ; preds = %CF1804
  %L972 = load i64, i64* %Sl594, align 4
  store double %B178, double* %PC232, align 8
  %E973 = extractelement <1 x double> %B871, i32 0
  %Shuff974 = shufflevector <1 x i8> %Shuff287, <1 x i8> %Shuff861, <1 x i32> undef
  %I975 = insertelement <1 x i1> %Cmp888, i1 %Cmp269, i32 0
  %B976 = add i64 %L263, %L168
  %Sl977 = select i1 %E605, <1 x i8> %Shuff913, <1 x i8> %I433
  %Cmp978 = icmp ne <1 x i1> %Sl782, %Cmp203
  %L979 = load i8, i8* %0, align 1
  store i8 %L763, i8* %0, align 1
  %E980 = extractelement <2 x i8> %I83, i32 1
  %Shuff981 = shufflevector <1 x i32> %I643, <1 x i32> %ZE781, <1 x i32> zeroinitializer
  %I982 = insertelement <2 x i1> %Shuff846, i1 %E875, i32 0
  %B983 = frem double %ZE760, %B76
  %ZE984 = zext i1 %E670 to i32
  %Sl985 = select i1 %E912, <1 x i32> %I20, <1 x i32> %Shuff883
  %Cmp986 = icmp ult <2 x i1> %Shuff824, %Shuff19
  %L987 = load i64, i64* %PC495, align 4
  store double 0x22D36EF2DDD1DF70, double* %PC232, align 8
  %E988 = extractelement <1 x i1> %Shuff547, i32 0
  br i1 %E988, label %CF1677, label %CF1678

CF1678:                                           ; preds = %CF1678, %CF1864, %CF1805, %CF1771
  %Shuff989 = shufflevector <4 x i16> %Shuff170, <4 x i16> %Shuff477, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I990 = insertelement <4 x i16> %Shuff222, i16 %B150, i32 2
  %FC991 = uitofp i1 %E6 to double
  %Sl992 = select <1 x i1> %I622, <1 x i8> %I779, <1 x i8> %Shuff469
  %Cmp993 = icmp sge i1 %Cmp189, %Cmp618
  br i1 %Cmp993, label %CF1678, label %CF1731

CF1731:                                           ; preds = %CF1731, %CF1678
  %L994 = load i8, i8* %0, align 1
  store i64 %Sl210, i64* %Sl9, align 4
  %E995 = extractelement <1 x i1> %I937, i32 0
  br i1 %E995, label %CF1731, label %CF1864

CF1864:                                           ; preds = %CF1731
  %Shuff996 = shufflevector <1 x i8> %Sl254, <1 x i8> %Shuff176, <1 x i32> <i32 1>
  %I997 = insertelement <1 x i1> %Shuff393, i1 %E183, i32 0
  %Sl998 = select i1 %Cmp429, i1 %Cmp762, i1 %E183
  br i1 %Sl998, label %CF1678, label %CF1693

CF1693:                                           ; preds = %CF1693, %CF1864
  %Cmp999 = icmp ult i32 %E815, %B878
  br i1 %Cmp999, label %CF1693, label %CF1732

CF1732:                                           ; preds = %CF1732, %CF1693
  %L1000 = load i64, i64* %PC435, align 4
  store double %B351, double* %PC232, align 8
  %E1001 = extractelement <1 x i8> %Shuff757, i32 0
  %Shuff1002 = shufflevector <1 x i8> %Shuff695, <1 x i8> %Shuff251, <1 x i32> <i32 1>
  %I1003 = insertelement <1 x i8> %Shuff485, i8 %L33, i32 0
  %B1004 = srem <1 x i8> %Shuff772, %I223
  %BC1005 = bitcast i32 %E302 to float
  %Sl1006 = select i1 %Cmp123, i64 %L822, i64 %L467
  %Cmp1007 = icmp eq i8 -103, %E678
  br i1 %Cmp1007, label %CF1732, label %CF1805

CF1805:                                           ; preds = %CF1732
  %L1008 = load i8, i8* %0, align 1
  store i8 %E379, i8* %0, align 1
  %E1009 = extractelement <1 x i8> %B1004, i32 0
  %Shuff1010 = shufflevector <1 x i8> %Shuff334, <1 x i8> %I366, <1 x i32> undef
  %I1011 = insertelement <1 x i1> %Shuff642, i1 %Sl436, i32 0
  %Se1012 = sext <1 x i8> %I134 to <1 x i32>
  %Sl1013 = select i1 %E830, i16 %Sl721, i16 %ZE556
  %Cmp1014 = fcmp one double %B616, %L270
  br i1 %Cmp1014, label %CF1678, label %CF1688

CF1688:                                           ; preds = %CF1688, %CF1735, %CF1805
  %L1015 = load i64, i64* %PC195, align 4
  store i64 %Se645, i64* %PC495, align 4
  %E1016 = extractelement <1 x i8> %I960, i32 0
  %Shuff1017 = shufflevector <1 x i8> %Shuff500, <1 x i8> %Shuff701, <1 x i32> zeroinitializer
  %I1018 = insertelement <1 x i1> %Sl557, i1 %E670, i32 0
  %FC1019 = uitofp i1 %Cmp384 to float
  %Sl1020 = select i1 %Tr939, i1 %Cmp993, i1 %Cmp762
  br i1 %Sl1020, label %CF1688, label %CF1735

CF1735:                                           ; preds = %CF1688
  %Cmp1021 = icmp slt i64 %E838, %L580
  br i1 %Cmp1021, label %CF1688, label %CF1696

CF1696:                                           ; preds = %CF1696, %CF1848, %CF1735
  %L1022 = load i64, i64* %PC195, align 4
  store i8 %E256, i8* %0, align 1
  %E1023 = extractelement <1 x i8> %I185, i32 0
  %Shuff1024 = shufflevector <1 x i8> %Sl992, <1 x i8> %Shuff936, <1 x i32> undef
  %I1025 = insertelement <2 x i1> %Shuff717, i1 %Cmp754, i32 0
  %B1026 = srem i64 %L919, %L699
  %Tr1027 = trunc i64 %L467 to i32
  %Sl1028 = select i1 %Cmp754, i8 %L693, i8 %L994
  %Cmp1029 = icmp ult i1 %E183, %Sl481
  br i1 %Cmp1029, label %CF1696, label %CF1825

CF1825:                                           ; preds = %CF1825, %CF1696
  %L1030 = load i64, i64* %PC435, align 4
  store i8 -103, i8* %0, align 1
  %E1031 = extractelement <1 x i8> %Shuff749, i32 0
  %Shuff1032 = shufflevector <1 x i8> %Shuff913, <1 x i8> %Shuff380, <1 x i32> zeroinitializer
  %I1033 = insertelement <1 x i8> %B494, i8 %B644, i32 0
  %B1034 = shl <1 x i8> %Shuff959, %Shuff869
  %Se1035 = sext <1 x i8> %B434 to <1 x i32>
  %Sl1036 = select <1 x i1> %Shuff311, <1 x i8> %Shuff905, <1 x i8> %B930
  %Cmp1037 = icmp ule <1 x i1> %I953, %Shuff311
  %L1038 = load i8, i8* %0, align 1
  store i64 %B885, i64* %PC435, align 4
  %E1039 = extractelement <1 x i8> %I142, i32 0
  %Shuff1040 = shufflevector <1 x i1> %Tr151, <1 x i1> %Cmp167, <1 x i32> undef
  %I1041 = insertelement <1 x i1> %Cmp40, i1 %Cmp754, i32 0
  %ZE1042 = zext i1 %Cmp550 to i8
  %Sl1043 = select i1 %Cmp346, i8 %E627, i8 %E678
  %Cmp1044 = icmp slt <1 x i8> %Sl753, zeroinitializer
  %L1045 = load i64, i64* %PC435, align 4
  store i8 %E515, i8* %0, align 1
  %E1046 = extractelement <1 x i8> %Shuff575, i32 0
  %Shuff1047 = shufflevector <1 x i8> zeroinitializer, <1 x i8> %I223, <1 x i32> undef
  %I1048 = insertelement <1 x i64> %Shuff891, i64 0, i32 0
  %B1049 = srem i8 -1, %B961
  %FC1050 = fptoui double %B759 to i16
  %Sl1051 = select <2 x i1> %I501, <2 x i1> zeroinitializer, <2 x i1> %I548
  %Cmp1052 = icmp eq i8 %E279, %B735
  br i1 %Cmp1052, label %CF1825, label %CF1848

CF1848:                                           ; preds = %CF1825
  %L1053 = load i64, i64* %Sl594, align 4
  store i8 -103, i8* %0, align 1
  %E1054 = extractelement <1 x i8> %Sl610, i32 0
  %Shuff1055 = shufflevector <1 x i8> %I688, <1 x i8> %Shuff469, <1 x i32> <i32 1>
  %I1056 = insertelement <1 x i8> %Shuff469, i8 %L33, i32 0
  %B1057 = mul <1 x i8> %Shuff156, %Sl330
  %ZE1058 = zext <4 x i1> %Tr329 to <4 x i64>
  %Sl1059 = select i1 %Cmp292, <1 x i1> %Cmp843, <1 x i1> %Cmp684
  %Cmp1060 = icmp ne i8 %E318, %L399
  br i1 %Cmp1060, label %CF1696, label %CF1799

CF1799:                                           ; preds = %CF1848
  %L1061 = load i64, i64* %PC495, align 4
  store i64 %L791, i64* %PC435, align 4
  %E1062 = extractelement <1 x i1> %I1018, i32 0
  br i1 %E1062, label %CF1672, label %CF1673

CF1673:                                           ; preds = %CF1673, %CF1872, %CF1878, %CF1799
  %Shuff1063 = shufflevector <1 x i8> %I296, <1 x i8> %Shuff575, <1 x i32> zeroinitializer
  %I1064 = insertelement <1 x i8> %Shuff869, i8 %B344, i32 0
  %B1065 = sub <1 x i64> %ZE298, %Se179
  %Tr1066 = trunc i32 %B878 to i8
  %Sl1067 = select i1 %Cmp1052, float %L438, float %Sl901
  %Cmp1068 = icmp ult <1 x i8> %I134, %Shuff853
  %L1069 = load i64, i64* %PC195, align 4
  store i64 %L111, i64* %PC435, align 4
  %E1070 = extractelement <4 x i8> %I120, i32 1
  %Shuff1071 = shufflevector <1 x i8> %Shuff133, <1 x i8> %I433, <1 x i32> zeroinitializer
  %I1072 = insertelement <2 x i1> %I448, i1 %Sl481, i32 0
  %B1073 = xor i8 %E392, %Sl233
  %ZE1074 = zext i1 %Cmp262 to i32
  %Sl1075 = select i1 %E605, i1 %Cmp550, i1 %Cmp284
  br i1 %Sl1075, label %CF1673, label %CF1872

CF1872:                                           ; preds = %CF1673
  %Cmp1076 = icmp sgt i64 %L707, %L309
  br i1 %Cmp1076, label %CF1673, label %CF1777

CF1777:                                           ; preds = %CF1777, %CF1872
  %L1077 = load i64, i64* %PC495, align 4
  store i8 %E1001, i8* %0, align 1
  %E1078 = extractelement <1 x i8> %Shuff148, i32 0
  %Shuff1079 = shufflevector <1 x i1> %Shuff725, <1 x i1> %I622, <1 x i32> <i32 1>
  %I1080 = insertelement <1 x i8> %B61, i8 %L994, i32 0
  %B1081 = fdiv float %FC931, %Sl675
  %BC1082 = bitcast double %B351 to i64
  %Sl1083 = select i1 %Cmp444, <1 x i8> %Shuff853, <1 x i8> %I576
  %Cmp1084 = icmp ult i8 %L994, %L422
  br i1 %Cmp1084, label %CF1777, label %CF1878

CF1878:                                           ; preds = %CF1777
  %L1085 = load i8, i8* %0, align 1
  store i64 %L677, i64* %Sl594, align 4
  %E1086 = extractelement <4 x i1> %Tr329, i32 3
  br i1 %E1086, label %CF1673, label %CF1686

CF1686:                                           ; preds = %CF1686, %CF1871, %CF1862, %CF1853, %CF1815, %CF1830, %CF1878
  %Shuff1087 = shufflevector <2 x i1> %I945, <2 x i1> %Sl268, <2 x i32> <i32 2, i32 0>
  %I1088 = insertelement <1 x i32> %Shuff628, i32 %Sl659, i32 0
  %B1089 = lshr <1 x i8> %Shuff786, %Shuff786
  %FC1090 = fptosi double %L514 to i1
  br i1 %FC1090, label %CF1686, label %CF1871

CF1871:                                           ; preds = %CF1686
  %Sl1091 = select i1 %Sl563, <4 x i16> zeroinitializer, <4 x i16> %Shuff801
  %L1092 = load i8, i8* %0, align 1
  store i64 %L987, i64* %PC435, align 4
  %E1093 = extractelement <1 x i8> %Shuff701, i32 0
  %Shuff1094 = shufflevector <1 x i8> %Shuff485, <1 x i8> %Sl992, <1 x i32> <i32 1>
  %I1095 = insertelement <1 x i8> %B418, i8 %L731, i32 0
  %B1096 = ashr <1 x i8> %B434, %Sl299
  %FC1097 = uitofp i8 -103 to float
  %Sl1098 = select i1 %E927, i64 %L791, i64 %Se962
  %Cmp1099 = icmp uge <2 x i1> %Shuff717, %Sl1051
  %L1100 = load i8, i8* %0, align 1
  store i64 %L406, i64* %PC435, align 4
  %E1101 = extractelement <1 x i8> %Shuff113, i32 0
  %Shuff1102 = shufflevector <1 x i64> %ZE298, <1 x i64> %Se179, <1 x i32> zeroinitializer
  %I1103 = insertelement <1 x i8> %B525, i8 %E96, i32 0
  %B1104 = shl <1 x i8> %Shuff839, %Shuff936
  %FC1105 = uitofp <1 x i1> %Cmp611 to <1 x double>
  %Sl1106 = select <1 x i1> %Shuff311, <1 x i8> %Shuff141, <1 x i8> %I766
  %Cmp1107 = icmp ugt i8 %L851, %E823
  br i1 %Cmp1107, label %CF1686, label %CF1862

CF1862:                                           ; preds = %CF1871
  %L1108 = load float, float* %PC85, align 4
  store i8 %B719, i8* %0, align 1
  %E1109 = extractelement <1 x i64> %ZE464, i32 0
  %Shuff1110 = shufflevector <2 x i1> %Shuff199, <2 x i1> %I28, <2 x i32> <i32 3, i32 1>
  %I1111 = insertelement <1 x i8> %Shuff952, i8 %Sl152, i32 0
  %FC1112 = uitofp <1 x i1> %I622 to <1 x double>
  %Sl1113 = select i1 %E927, float %L212, float %B623
  %Cmp1114 = icmp ule <1 x i8> %Sl276, %Shuff27
  %L1115 = load i8, i8* %0, align 1
  store i64 %L896, i64* %PC495, align 4
  %E1116 = extractelement <1 x i1> %Shuff416, i32 0
  br i1 %E1116, label %CF1686, label %CF1853

CF1853:                                           ; preds = %CF1862
  %Shuff1117 = shufflevector <1 x i32> %Shuff590, <1 x i32> %I388, <1 x i32> undef
  %I1118 = insertelement <1 x i8> %Shuff272, i8 %L1038, i32 0
  %ZE1119 = zext <1 x i1> %Cmp1068 to <1 x i32>
  %Sl1120 = select i1 %Cmp572, <1 x i8> %I870, <1 x i8> %I1080
  %Cmp1121 = fcmp ule float %FC931, %L197
  br i1 %Cmp1121, label %CF1686, label %CF1740

CF1740:                                           ; preds = %CF1740, %CF1853
  %L1122 = load i64, i64* %Sl594, align 4
  store i8 -103, i8* %0, align 1
  %E1123 = extractelement <1 x i8> %Sl1083, i32 0
  %Shuff1124 = shufflevector <4 x i16> %Sl737, <4 x i16> %Sl1091, <4 x i32> <i32 0, i32 undef, i32 4, i32 6>
  %I1125 = insertelement <1 x i8> %I702, i8 %E756, i32 0
  %ZE1126 = zext <1 x i8> %Shuff66 to <1 x i64>
  %Sl1127 = select i1 %Cmp639, <1 x i32> %I20, <1 x i32> %Shuff590
  %Cmp1128 = icmp sgt i32 %E764, %E11
  br i1 %Cmp1128, label %CF1740, label %CF1815

CF1815:                                           ; preds = %CF1740
  %L1129 = load i8, i8* %0, align 1
  store i8 -91, i8* %0, align 1
  %E1130 = extractelement <1 x i8> %I91, i32 0
  %Shuff1131 = shufflevector <1 x i8> %Shuff809, <1 x i8> %Shuff553, <1 x i32> zeroinitializer
  %I1132 = insertelement <1 x i8> %I742, i8 %L763, i32 0
  %BC1133 = bitcast float %L799 to i32
  %Sl1134 = select i1 %E183, i32 %B878, i32 %B541
  %Cmp1135 = icmp ule i16 %FC666, %Se375
  br i1 %Cmp1135, label %CF1686, label %CF1712

CF1712:                                           ; preds = %CF1712, %CF1820, %CF1823, %CF1815
  %L1136 = load i64, i64* %PC435, align 4
  store i8 %E890, i8* %0, align 1
  %E1137 = extractelement <1 x i8> zeroinitializer, i32 0
  %Shuff1138 = shufflevector <1 x i8> %I433, <1 x i8> %Shuff387, <1 x i32> <i32 1>
  %I1139 = insertelement <2 x i1> %Sl166, i1 %Cmp384, i32 1
  %B1140 = mul i64 %L430, %L168
  %ZE1141 = zext <1 x i8> %I381 to <1 x i64>
  %Sl1142 = select i1 %Cmp692, i32 -1, i32 %ZE1074
  %Cmp1143 = icmp ne <2 x i8> %Shuff184, zeroinitializer
  %L1144 = load float, float* %PC, align 4
  store i8 %E648, i8* %0, align 1
  %E1145 = extractelement <1 x i8> %B410, i32 0
  %Shuff1146 = shufflevector <1 x i8> %Shuff97, <1 x i8> %Sl610, <1 x i32> <i32 1>
  %I1147 = insertelement <1 x i8> %Shuff959, i8 %L399, i32 0
  %B1148 = ashr <1 x i32> %ZE848, %I388
  %Tr1149 = trunc i16 12445 to i8
  %Sl1150 = select i1 %Cmp544, i32 %Sl116, i32 %Tr752
  %Cmp1151 = icmp ugt i8 %L693, %B735
  br i1 %Cmp1151, label %CF1712, label %CF1820

CF1820:                                           ; preds = %CF1712
  %L1152 = load i8, i8* %0, align 1
  store i8 %E678, i8* %0, align 1
  %E1153 = extractelement <1 x i1> %Cmp102, i32 0
  br i1 %E1153, label %CF1712, label %CF1776

CF1776:                                           ; preds = %CF1776, %CF1820
  %Shuff1154 = shufflevector <1 x i1> %Shuff663, <1 x i1> %I540, <1 x i32> <i32 1>
  %I1155 = insertelement <1 x i8> %Shuff27, i8 %E904, i32 0
  %B1156 = mul <1 x i8> %I478, %I726
  %Tr1157 = trunc <1 x i8> %Sl15 to <1 x i1>
  %Sl1158 = select <1 x i1> %I718, <1 x i1> %Tr593, <1 x i1> %Shuff1154
  %Cmp1159 = icmp eq i64 %B45, %L972
  br i1 %Cmp1159, label %CF1776, label %CF1823

CF1823:                                           ; preds = %CF1776
  %L1160 = load i64, i64* %PC435, align 4
  store i8 %B344, i8* %0, align 1
  %E1161 = extractelement <1 x i1> %I937, i32 0
  br i1 %E1161, label %CF1712, label %CF1772

CF1772:                                           ; preds = %CF1772, %CF1846, %CF1823
  %Shuff1162 = shufflevector <1 x i1> %Shuff1154, <1 x i1> %Shuff357, <1 x i32> <i32 1>
  %I1163 = insertelement <1 x i8> %I680, i8 %B665, i32 0
  %B1164 = mul <1 x i8> %Shuff424, %I1163
  %ZE1165 = zext <2 x i1> %Shuff621 to <2 x i8>
  %Sl1166 = select i1 %E6, i64 %L278, i64 338465
  %Cmp1167 = icmp ule i8 %E530, %Sl1028
  br i1 %Cmp1167, label %CF1772, label %CF1846

CF1846:                                           ; preds = %CF1772
  %L1168 = load i32, i32* %Sl70, align 4
  store i8 %L182, i8* %0, align 1
  %E1169 = extractelement <1 x i8> %Shuff303, i32 0
  %Shuff1170 = shufflevector <1 x i8> %Shuff853, <1 x i8> %B502, <1 x i32> <i32 1>
  %I1171 = insertelement <4 x i1> %Cmp895, i1 %Cmp754, i32 1
  %B1172 = and i8 %Sl159, %E515
  %ZE1173 = zext <2 x i1> %I636 to <2 x i32>
  %Sl1174 = select i1 %Cmp413, <1 x i64> %ZE674, <1 x i64> %I455
  %Cmp1175 = fcmp uge float %FC720, 0xBA6AB13E80000000
  br i1 %Cmp1175, label %CF1772, label %CF1779

CF1779:                                           ; preds = %CF1779, %CF1875, %CF1846
  %L1176 = load i64, i64* %PC195, align 4
  store i8 %E904, i8* %0, align 1
  %E1177 = extractelement <1 x i8> %Shuff671, i32 0
  %Shuff1178 = shufflevector <1 x i8> %Sl109, <1 x i8> zeroinitializer, <1 x i32> zeroinitializer
  %I1179 = insertelement <1 x i8> %Shuff349, i8 %Sl812, i32 0
  %B1180 = shl <1 x i8> %Sl15, %I960
  %Tr1181 = trunc i8 %E379 to i1
  br i1 %Tr1181, label %CF1779, label %CF1875

CF1875:                                           ; preds = %CF1779
  %Sl1182 = select <1 x i1> %Shuff1040, <1 x i1> %Shuff1079, <1 x i1> %Tr69
  %Cmp1183 = icmp ne <1 x i1> %Sl1182, %Cmp873
  %L1184 = load i8, i8* %0, align 1
  store i64 %B885, i64* %PC195, align 4
  %E1185 = extractelement <1 x i1> %I266, i32 0
  br i1 %E1185, label %CF1779, label %CF1796

CF1796:                                           ; preds = %CF1796, %CF1875
  %Shuff1186 = shufflevector <2 x i8> %I164, <2 x i8> %ZE908, <2 x i32> <i32 undef, i32 1>
  %I1187 = insertelement <1 x i8> %Shuff176, i8 %E1145, i32 0
  %ZE1188 = zext i8 %E920 to i64
  %Sl1189 = select i1 %Sl789, i64 %L867, i64 %ZE804
  %Cmp1190 = fcmp ugt float %L103, %Sl675
  br i1 %Cmp1190, label %CF1796, label %CF1830

CF1830:                                           ; preds = %CF1796
  %L1191 = load i64, i64* %Sl594, align 4
  store i64 %L654, i64* %PC435, align 4
  %E1192 = extractelement <1 x i8> %Shuff757, i32 0
  %Shuff1193 = shufflevector <1 x i8> %Shuff695, <1 x i8> %I1111, <1 x i32> undef
  %I1194 = insertelement <1 x i8> %Shuff1170, i8 %L565, i32 0
  %B1195 = ashr <1 x i8> %I1155, %Shuff1047
  %Sl1196 = select i1 %E958, <4 x i32> %B938, <4 x i32> %B938
  %Cmp1197 = icmp ule <2 x i1> %Sl166, %I899
  %L1198 = load i64, i64* %PC435, align 4
  store i8 %E162, i8* %0, align 1
  %E1199 = extractelement <1 x i8> %Shuff959, i32 0
  %Shuff1200 = shufflevector <1 x i8> %Shuff485, <1 x i8> %I1118, <1 x i32> zeroinitializer
  %I1201 = insertelement <1 x i32> %Shuff590, i32 %BC585, i32 0
  %B1202 = srem <1 x i8> %B743, %Shuff861
  %Tr1203 = trunc <4 x i32> %Sl872 to <4 x i1>
  %Sl1204 = select i1 %Cmp458, i8 %E800, i8 %L1008
  %Cmp1205 = icmp sgt <2 x i1> %Shuff1110, %Shuff206
  %L1206 = load i64, i64* %Sl594, align 4
  store i8 %E1123, i8* %0, align 1
  %E1207 = extractelement <1 x i8> %Shuff176, i32 0
  %Shuff1208 = shufflevector <1 x i8> %B703, <1 x i8> %Shuff553, <1 x i32> <i32 1>
  %I1209 = insertelement <2 x i1> %Shuff90, i1 %Cmp234, i32 1
  %B1210 = mul <1 x i32> %I394, %I388
  %FC1211 = sitofp <4 x i64> %ZE1058 to <4 x double>
  %Sl1212 = select i1 %E988, i64 %Sl768, i64 %B569
  %Cmp1213 = icmp slt i1 %Cmp277, %Cmp234
  br i1 %Cmp1213, label %CF1686, label %CF1694

CF1694:                                           ; preds = %CF1694, %CF1877, %CF1819, %CF1830
  %L1214 = load i64, i64* %PC435, align 4
  store i8 %E279, i8* %0, align 1
  %E1215 = extractelement <1 x i8> %Shuff531, i32 0
  %Shuff1216 = shufflevector <1 x i8> %Shuff380, <1 x i8> %Shuff967, <1 x i32> <i32 1>
  %I1217 = insertelement <2 x i1> %I899, i1 %Cmp87, i32 1
  %B1218 = udiv i8 %E50, %B344
  %FC1219 = uitofp i8 %E484 to float
  %Sl1220 = select <1 x i1> %Cmp505, <1 x i1> %Cmp813, <1 x i1> %Shuff831
  %Cmp1221 = icmp ugt <1 x i8> %Shuff1055, %Sl1106
  %L1222 = load float, float* %PC, align 4
  store i64 %ZE1188, i64* %PC195, align 4
  %E1223 = extractelement <1 x i8> %Shuff531, i32 0
  %Shuff1224 = shufflevector <1 x i1> %Sl909, <1 x i1> %Tr151, <1 x i32> <i32 1>
  %I1225 = insertelement <1 x i8> %Shuff1131, i8 %L1184, i32 0
  %B1226 = srem <4 x i32> %I8, %Sl1196
  %FC1227 = sitofp <1 x i8> %I742 to <1 x float>
  %Sl1228 = select i1 %Cmp1014, <1 x i8> %Sl254, <1 x i8> %B751
  %Cmp1229 = icmp uge <1 x i8> %Sl713, %I381
  %L1230 = load i8, i8* %0, align 1
  store i8 %E333, i8* %0, align 1
  %E1231 = extractelement <1 x i8> %Shuff492, i32 0
  %Shuff1232 = shufflevector <1 x i8> %Shuff709, <1 x i8> %Shuff1138, <1 x i32> undef
  %I1233 = insertelement <2 x i1> %Shuff824, i1 %Sl436, i32 0
  %B1234 = ashr i16 %Sl1013, %B150
  %Se1235 = sext <1 x i8> %I1111 to <1 x i64>
  %Sl1236 = select i1 %Sl1020, i64 %L309, i64 %B803
  %Cmp1237 = icmp ule <4 x i32> %I358, %Sl652
  %L1238 = load i64, i64* %Sl594, align 4
  store i8 %E581, i8* %0, align 1
  %E1239 = extractelement <1 x i8> %Shuff876, i32 0
  %Shuff1240 = shufflevector <1 x i8> %Shuff1024, <1 x i8> %B946, <1 x i32> zeroinitializer
  %I1241 = insertelement <1 x i1> %Shuff1154, i1 %E183, i32 0
  %B1242 = or <1 x i8> %I281, %Shuff349
  %ZE1243 = zext i1 %Cmp269 to i16
  %Sl1244 = select i1 %Cmp639, i8 %E648, i8 %Sl389
  %Cmp1245 = icmp ule <1 x i32> %B1210, %I388
  %L1246 = load i8, i8* %0, align 1
  store i8 -103, i8* %0, align 1
  %E1247 = extractelement <2 x i8> %Sl55, i32 0
  %Shuff1248 = shufflevector <1 x i8> %Shuff1193, <1 x i8> %I1163, <1 x i32> undef
  %I1249 = insertelement <1 x i8> %Shuff295, i8 %E662, i32 0
  %FC1250 = sitofp i32 %E764 to double
  %Sl1251 = select i1 true, <1 x i8> %Shuff1017, <1 x i8> %Sl1083
  %Cmp1252 = icmp slt i64 %L1214, %L111
  br i1 %Cmp1252, label %CF1694, label %CF1821

CF1821:                                           ; preds = %CF1821, %CF1694
  %L1253 = load i64, i64* %PC195, align 4
  store i8 %E1169, i8* %0, align 1
  %E1254 = extractelement <1 x i32> zeroinitializer, i32 0
  %Shuff1255 = shufflevector <1 x i8> %Shuff772, <1 x i8> %Shuff952, <1 x i32> zeroinitializer
  %I1256 = insertelement <1 x i8> %B1034, i8 %E686, i32 0
  %B1257 = sdiv i64 %L475, %L942
  %FC1258 = sitofp i64 %L942 to double
  %Sl1259 = select i1 true, i1 %Cmp956, i1 %Cmp1007
  br i1 %Sl1259, label %CF1821, label %CF1877

CF1877:                                           ; preds = %CF1821
  %Cmp1260 = icmp ne i16 %E341, %Se796
  br i1 %Cmp1260, label %CF1694, label %CF1819

CF1819:                                           ; preds = %CF1877
  %L1261 = load i8, i8* %0, align 1
  store i64 %L41, i64* %Sl594, align 4
  %E1262 = extractelement <1 x i8> %Shuff757, i32 0
  %Shuff1263 = shufflevector <1 x i8> %Sl47, <1 x i8> %I171, <1 x i32> <i32 1>
  %I1264 = insertelement <1 x i1> %I937, i1 %Cmp, i32 0
  %B1265 = udiv i32 %Sl1134, %BC1133
  %FC1266 = sitofp <1 x i8> %Shuff7 to <1 x float>
  %Sl1267 = select i1 %Cmp1007, i8 %L934, i8 %Sl963
  %Cmp1268 = icmp sge i1 %Sl101, %E183
  br i1 %Cmp1268, label %CF1694, label %CF1722

CF1722:                                           ; preds = %CF1722, %CF1819
  %L1269 = load i64, i64* %PC435, align 4
  store i8 %E169, i8* %0, align 1
  %E1270 = extractelement <4 x i8> zeroinitializer, i32 2
  %Shuff1271 = shufflevector <1 x i8> %Shuff1193, <1 x i8> %Shuff1047, <1 x i32> <i32 1>
  %I1272 = insertelement <2 x i8> %I164, i8 %L1038, i32 1
  %B1273 = sub <1 x i8> %Sl894, %Shuff303
  %Tr1274 = trunc i64 %B803 to i16
  %Sl1275 = select i1 true, i8 %B1049, i8 %E920
  %Cmp1276 = icmp ne i32 %Tr115, %L1168
  br i1 %Cmp1276, label %CF1722, label %CF1844

CF1844:                                           ; preds = %CF1722
  %L1277 = load i8, i8* %0, align 1
  store i8 %E379, i8* %0, align 1
  %E1278 = extractelement <1 x i1> %Shuff230, i32 0
  br i1 %E1278, label %CF, label %CF1668

CF1668:                                           ; preds = %CF1668, %CF1859, %CF1844
  %Shuff1279 = shufflevector <1 x i8> %Shuff974, <1 x i8> %Shuff500, <1 x i32> <i32 1>
  %I1280 = insertelement <1 x i8> %Shuff575, i8 %B21, i32 0
  %B1281 = xor i8 %B644, %L1100
  %BC1282 = bitcast float %FC1019 to i32
  %Sl1283 = select i1 %E42, i1 %Cmp1107, i1 %Cmp1007
  br i1 %Sl1283, label %CF1668, label %CF1859

CF1859:                                           ; preds = %CF1668
  %Cmp1284 = fcmp olt float 0xBA6AB13E80000000, %L784
  br i1 %Cmp1284, label %CF1668, label %CF1670

CF1670:                                           ; preds = %CF1670, %CF1860, %CF1778, %CF1850, %CF1868, %CF1885, %CF1859
  %L1285 = load double, double* %PC232, align 8
  store i8 %E627, i8* %0, align 1
  %E1286 = extractelement <1 x i8> %Shuff485, i32 0
  %Shuff1287 = shufflevector <1 x i1> %Shuff432, <1 x i1> %I718, <1 x i32> <i32 1>
  %I1288 = insertelement <1 x i1> %Cmp858, i1 %Cmp1276, i32 0
  %B1289 = srem <4 x i32> %I840, %Se
  %FC1290 = fptoui float %L117 to i8
  %Sl1291 = select i1 %E183, i32 %Se275, i32 %B1265
  %Cmp1292 = icmp slt i64 %Sl1006, %L612
  br i1 %Cmp1292, label %CF1670, label %CF1860

CF1860:                                           ; preds = %CF1670
  %L1293 = load i64, i64* %PC435, align 4
  store i64 %L837, i64* %Sl594, align 4
  %E1294 = extractelement <1 x i8> %I91, i32 0
  %Shuff1295 = shufflevector <1 x i8> %Sl254, <1 x i8> %Sl610, <1 x i32> zeroinitializer
  %I1296 = insertelement <1 x i8> %Shuff272, i8 %E439, i32 0
  %B1297 = ashr i8 %L385, %E560
  %PC1298 = bitcast float* %A4 to i16*
  %Sl1299 = select i1 %Cmp1014, i8 %E860, i8 %Sl812
  %Cmp1300 = icmp sge i64 %L867, %L41
  br i1 %Cmp1300, label %CF1670, label %CF1729

CF1729:                                           ; preds = %CF1729, %CF1870, %CF1860
  %L1301 = load i16, i16* %PC1298, align 2
  store i64 %4, i64* %PC435, align 4
  %E1302 = extractelement <1 x i8> %I591, i32 0
  %Shuff1303 = shufflevector <1 x i8> %Sl383, <1 x i8> %Shuff1255, <1 x i32> undef
  %I1304 = insertelement <1 x i8> %Shuff295, i8 %E439, i32 0
  %B1305 = and i64 %L1206, %L347
  %Tr1306 = trunc <1 x i16> %Sl835 to <1 x i1>
  %Sl1307 = select i1 %Sl481, i8 %E439, i8 %E73
  %Cmp1308 = icmp sgt <1 x i64> %I252, %I1048
  %L1309 = load i16, i16* %PC1298, align 2
  store i16 %B1234, i16* %PC1298, align 2
  %E1310 = extractelement <1 x i1> %Cmp866, i32 0
  br i1 %E1310, label %CF1729, label %CF1870

CF1870:                                           ; preds = %CF1729
  %Shuff1311 = shufflevector <4 x i32> %Shuff, <4 x i32> %Se, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I1312 = insertelement <1 x i8> %Shuff176, i8 %L399, i32 0
  %B1313 = shl i32 %Sl307, %3
  %ZE1314 = zext i1 %Cmp16 to i8
  %Sl1315 = select i1 %Cmp1052, <1 x i8> %Shuff869, <1 x i8> %Shuff295
  %Cmp1316 = icmp ult <1 x i32> %I906, %I388
  %L1317 = load i64, i64* %PC195, align 4
  store i16 %Sl1013, i16* %PC1298, align 2
  %E1318 = extractelement <1 x i1> %Cmp738, i32 0
  br i1 %E1318, label %CF1729, label %CF1730

CF1730:                                           ; preds = %CF1730, %CF1843, %CF1870
  %Shuff1319 = shufflevector <1 x i8> %I1056, <1 x i8> %Shuff695, <1 x i32> zeroinitializer
  %I1320 = insertelement <1 x i8> %Shuff424, i8 -103, i32 0
  %B1321 = fdiv double %B759, 0x22D36EF2DDD1DF70
  %Tr1322 = trunc i64 %L1022 to i32
  %Sl1323 = select <1 x i1> %Shuff663, <1 x i8> %Shuff967, <1 x i8> %Shuff1002
  %Cmp1324 = icmp eq i8 %E1031, %E96
  br i1 %Cmp1324, label %CF1730, label %CF1747

CF1747:                                           ; preds = %CF1747, %CF1730
  %L1325 = load i16, i16* %PC1298, align 2
  store i16 %FC1050, i16* %PC1298, align 2
  %E1326 = extractelement <1 x i8> %I591, i32 0
  %Shuff1327 = shufflevector <1 x i8> %Shuff97, <1 x i8> %Shuff695, <1 x i32> <i32 1>
  %I1328 = insertelement <1 x i8> %Shuff1303, i8 %FC834, i32 0
  %B1329 = frem float %Sl675, %Sl322
  %Sl1330 = select <1 x i1> %Cmp40, <1 x i1> %I1241, <1 x i1> %Tr69
  %Cmp1331 = icmp ule i32 %BC585, %Tr108
  br i1 %Cmp1331, label %CF1747, label %CF1843

CF1843:                                           ; preds = %CF1747
  %L1332 = load i16, i16* %PC1298, align 2
  store i32 %Tr1027, i32* %1, align 4
  %E1333 = extractelement <1 x i8> %Shuff553, i32 0
  %Shuff1334 = shufflevector <1 x i8> %Shuff741, <1 x i8> %I1155, <1 x i32> undef
  %I1335 = insertelement <2 x i1> %Shuff1110, i1 %Cmp1159, i32 1
  %B1336 = urem <2 x i8> %B382, %Sl917
  %FC1337 = sitofp <1 x i8> %Sl535 to <1 x double>
  %Sl1338 = select i1 %Cmp1252, i64 %L1206, i64 %L1069
  %Cmp1339 = icmp uge <1 x i8> %Shuff133, %Shuff1248
  %L1340 = load i8, i8* %0, align 1
  store i64 %L874, i64* %PC435, align 4
  %E1341 = extractelement <4 x i16> %Shuff222, i32 2
  %Shuff1342 = shufflevector <1 x i8> %Shuff959, <1 x i8> %Shuff905, <1 x i32> <i32 1>
  %I1343 = insertelement <1 x i8> %Shuff66, i8 %L1008, i32 0
  %B1344 = xor <1 x i8> %Sl1036, %I60
  %FC1345 = sitofp <1 x i1> %I968 to <1 x float>
  %Sl1346 = select i1 %Cmp1007, i8 %E155, i8 %E453
  %Cmp1347 = icmp ne <1 x i8> %B1057, %Sl338
  %L1348 = load i16, i16* %PC1298, align 2
  store i64 %Sl473, i64* %PC195, align 4
  %E1349 = extractelement <1 x i8> %I1304, i32 0
  %Shuff1350 = shufflevector <2 x i1> %Cmp1205, <2 x i1> %I312, <2 x i32> <i32 1, i32 3>
  %I1351 = insertelement <2 x i1> %Cmp1197, i1 %Cmp71, i32 1
  %ZE1352 = zext i1 %Cmp63 to i32
  %Sl1353 = select i1 %Cmp284, i64 %L950, i64 %B253
  %Cmp1354 = icmp sge i8 %L399, %E1333
  br i1 %Cmp1354, label %CF1730, label %CF1739

CF1739:                                           ; preds = %CF1739, %CF1843
  %L1355 = load i16, i16* %PC1298, align 2
  store i16 %B689, i16* %PC1298, align 2
  %E1356 = extractelement <2 x i1> %Shuff199, i32 0
  br i1 %E1356, label %CF1739, label %CF1744

CF1744:                                           ; preds = %CF1744, %CF1854, %CF1739
  %Shuff1357 = shufflevector <1 x i8> %Shuff82, <1 x i8> %Shuff1146, <1 x i32> <i32 1>
  %I1358 = insertelement <1 x i8> %Shuff1002, i8 %Sl1028, i32 0
  %ZE1359 = zext i1 %E1153 to i32
  %Sl1360 = select i1 %Cmp1252, <1 x float> %FC1266, <1 x float> %FC1345
  %Cmp1361 = icmp ule i64 %L1253, %L490
  br i1 %Cmp1361, label %CF1744, label %CF1854

CF1854:                                           ; preds = %CF1744
  %L1362 = load i64, i64* %Sl594, align 4
  store i16 %E574, i16* %PC1298, align 2
  %E1363 = extractelement <1 x i8> %Shuff119, i32 0
  %Shuff1364 = shufflevector <1 x i1> %Cmp1068, <1 x i1> %I540, <1 x i32> zeroinitializer
  %I1365 = insertelement <4 x i32> %I327, i32 %E65, i32 0
  %B1366 = fsub float %FC1019, %L784
  %Sl1367 = select i1 %Cmp497, i64 %ZE916, i64 %L1022
  %Cmp1368 = icmp ule i64 %B569, %Sl1338
  br i1 %Cmp1368, label %CF1744, label %CF1764

CF1764:                                           ; preds = %CF1764, %CF1807, %CF1854
  %L1369 = load double, double* %PC232, align 8
  store i16 %B216, i16* %PC1298, align 2
  %E1370 = extractelement <1 x i8> %Shuff485, i32 0
  %Shuff1371 = shufflevector <1 x i8> %Shuff861, <1 x i8> %Sl879, <1 x i32> <i32 1>
  %I1372 = insertelement <2 x i1> %Cmp1197, i1 %Cmp32, i32 1
  %B1373 = or <1 x i32> %B92, zeroinitializer
  %Sl1374 = select i1 %E943, double %Sl543, double %L270
  %Cmp1375 = fcmp oeq float %L146, %L452
  br i1 %Cmp1375, label %CF1764, label %CF1807

CF1807:                                           ; preds = %CF1764
  %L1376 = load i16, i16* %PC1298, align 2
  store i16 %Sl1013, i16* %PC1298, align 2
  %E1377 = extractelement <2 x i1> %Shuff1110, i32 1
  br i1 %E1377, label %CF1764, label %CF1778

CF1778:                                           ; preds = %CF1807
  %Shuff1378 = shufflevector <2 x i1> zeroinitializer, <2 x i1> %Shuff319, <2 x i32> <i32 2, i32 0>
  %I1379 = insertelement <1 x i1> %Cmp676, i1 %Cmp1213, i32 0
  %B1380 = shl i32 %BC1133, %B426
  %Tr1381 = trunc <1 x i8> %Shuff1094 to <1 x i1>
  %Sl1382 = select i1 %Sl998, i8 %E476, i8 %Sl218
  %Cmp1383 = icmp ule i8 %E155, %E920
  br i1 %Cmp1383, label %CF1670, label %CF1723

CF1723:                                           ; preds = %CF1723, %CF1857, %CF1778
  %L1384 = load i16, i16* %PC1298, align 2
  store i8 %E73, i8* %0, align 1
  %E1385 = extractelement <1 x i32> %Sl667, i32 0
  %Shuff1386 = shufflevector <2 x i1> %Shuff319, <2 x i1> %Tr511, <2 x i32> <i32 3, i32 1>
  %I1387 = insertelement <1 x i8> %I223, i8 %E1145, i32 0
  %B1388 = fsub double %Sl1374, %B76
  %Sl1389 = select i1 %Sl481, i8 %E73, i8 %E256
  %Cmp1390 = icmp sge <2 x i1> %I899, %Shuff199
  %L1391 = load i8, i8* %0, align 1
  store i16 %B150, i16* %PC1298, align 2
  %E1392 = extractelement <1 x i8> %Shuff35, i32 0
  %Shuff1393 = shufflevector <1 x i1> %Tr601, <1 x i1> %Shuff831, <1 x i32> <i32 1>
  %I1394 = insertelement <1 x i1> %Sl1220, i1 %Cmp390, i32 0
  %B1395 = urem i64 %Sl93, %B45
  %Se1396 = sext i8 %L565 to i32
  %Sl1397 = select i1 %Cmp1292, i64 %Se736, i64 %L1122
  %Cmp1398 = icmp sgt <2 x i1> %I548, %I945
  %L1399 = load i16, i16* %PC1298, align 2
  store i64 %L521, i64* %PC435, align 4
  %E1400 = extractelement <1 x i8> %I742, i32 0
  %Shuff1401 = shufflevector <1 x i1> %Tr1381, <1 x i1> %Tr601, <1 x i32> zeroinitializer
  %I1402 = insertelement <1 x i64> %Shuff342, i64 %L406, i32 0
  %ZE1403 = zext <1 x i1> %Shuff1393 to <1 x i16>
  %Sl1404 = select i1 %Cmp269, <1 x i8> %Shuff936, <1 x i8> %Shuff553
  %Cmp1405 = icmp uge i64 %L1122, %Sl1367
  br i1 %Cmp1405, label %CF1723, label %CF1857

CF1857:                                           ; preds = %CF1723
  %L1406 = load i16, i16* %PC1298, align 2
  store i64 %L685, i64* %PC435, align 4
  %E1407 = extractelement <4 x i16> %Shuff222, i32 1
  %Shuff1408 = shufflevector <1 x i32> %Se1012, <1 x i32> %I388, <1 x i32> zeroinitializer
  %I1409 = insertelement <1 x i16> %I583, i16 %Sl519, i32 0
  %B1410 = and <1 x i8> %Shuff387, %Shuff1342
  %Se1411 = sext <2 x i1> %I402 to <2 x i32>
  %Sl1412 = select <1 x i1> %Cmp474, <1 x i8> %Shuff66, <1 x i8> %Sl610
  %Cmp1413 = icmp eq <1 x i8> %Shuff66, %Shuff380
  %L1414 = load i64, i64* %Sl594, align 4
  store i64 %L559, i64* %PC435, align 4
  %E1415 = extractelement <1 x i1> %Shuff547, i32 0
  br i1 %E1415, label %CF1723, label %CF1850

CF1850:                                           ; preds = %CF1857
  %Shuff1416 = shufflevector <2 x i8> %Sl55, <2 x i8> %ZE1165, <2 x i32> <i32 1, i32 3>
  %I1417 = insertelement <1 x i8> %Shuff1208, i8 %ZE411, i32 0
  %B1418 = lshr <1 x i64> %B658, %Shuff891
  %BC1419 = bitcast i32 %B878 to float
  %Sl1420 = select i1 true, i32 %Se886, i32 %Sl376
  %Cmp1421 = icmp ult <4 x i16> %I990, %B99
  %L1422 = load i16, i16* %PC1298, align 2
  store i8 %L399, i8* %0, align 1
  %E1423 = extractelement <1 x i8> %Shuff1170, i32 0
  %Shuff1424 = shufflevector <1 x i8> %Shuff1303, <1 x i8> %Shuff1216, <1 x i32> <i32 1>
  %I1425 = insertelement <1 x i1> %Shuff1079, i1 %Sl496, i32 0
  %FC1426 = fptosi double %FC404 to i16
  %Sl1427 = select i1 %E875, i16 %Sl797, i16 %B1234
  %Cmp1428 = icmp ult <1 x i1> %Cmp1229, %Sl1220
  %L1429 = load i16, i16* %PC1298, align 2
  store i8 %B107, i8* %0, align 1
  %E1430 = extractelement <1 x i8> %Shuff1255, i32 0
  %Shuff1431 = shufflevector <4 x i8> %I657, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I1432 = insertelement <4 x i8> %Shuff1431, i8 %E613, i32 1
  %Sl1433 = select i1 %Cmp87, i64 %L889, i64 %Sl768
  %Cmp1434 = icmp ule <1 x i8> %B1202, %Shuff1240
  %L1435 = load i64, i64* %PC435, align 4
  store i64 %L814, i64* %PC195, align 4
  %E1436 = extractelement <1 x i1> %Shuff357, i32 0
  br i1 %E1436, label %CF1670, label %CF1709

CF1709:                                           ; preds = %CF1709, %CF1850
  %Shuff1437 = shufflevector <1 x i8> %Shuff12, <1 x i8> %Shuff97, <1 x i32> zeroinitializer
  %I1438 = insertelement <1 x i8> %Shuff1327, i8 %E310, i32 0
  %ZE1439 = zext <4 x i32> %Sl652 to <4 x i64>
  %Sl1440 = select i1 %Cmp528, <2 x i1> %I28, <2 x i1> %I636
  %Cmp1441 = icmp sgt <1 x i8> %Shuff380, %I171
  %L1442 = load i16, i16* %PC1298, align 2
  store i64 %L347, i64* %Sl594, align 4
  %E1443 = extractelement <2 x i1> %Shuff163, i32 1
  br i1 %E1443, label %CF1709, label %CF1789

CF1789:                                           ; preds = %CF1789, %CF1709
  %Shuff1444 = shufflevector <1 x i8> %Shuff287, <1 x i8> %I417, <1 x i32> zeroinitializer
  %I1445 = insertelement <1 x i8> %Shuff1010, i8 %E860, i32 0
  %B1446 = lshr i8 %L1277, %E1326
  %Tr1447 = trunc <1 x i16> %I1409 to <1 x i8>
  %Sl1448 = select i1 %Sl705, float %FC720, float %BC1005
  %L1449 = load i16, i16* %PC1298, align 2
  store i8 %E1137, i8* %0, align 1
  %E1450 = extractelement <1 x i8> %Shuff1327, i32 0
  %Shuff1451 = shufflevector <1 x i8> %Shuff1357, <1 x i8> %Shuff1240, <1 x i32> zeroinitializer
  %I1452 = insertelement <1 x i8> %B282, i8 %Sl1389, i32 0
  %Se1453 = sext i8 %E112 to i16
  %Sl1454 = select i1 %Sl789, float %L249, float %Sl1448
  %Cmp1455 = icmp ule <1 x i1> %I1241, %Cmp40
  %L1456 = load i16, i16* %PC1298, align 2
  store i16 %B689, i16* %PC1298, align 2
  %E1457 = extractelement <1 x i8> %Shuff492, i32 0
  %Shuff1458 = shufflevector <2 x i8> %Shuff1416, <2 x i8> %Shuff944, <2 x i32> <i32 0, i32 2>
  %I1459 = insertelement <1 x i8> %Shuff839, i8 -1, i32 0
  %B1460 = ashr i16 %L1429, %E205
  %ZE1461 = zext i8 %E1392 to i16
  %Sl1462 = select i1 %Cmp1300, <2 x i1> %I532, <2 x i1> %I335
  %Cmp1463 = icmp ule i1 %E1436, %E771
  br i1 %Cmp1463, label %CF1789, label %CF1816

CF1816:                                           ; preds = %CF1816, %CF1789
  %L1464 = load i64, i64* %Sl594, align 4
  store i16 %E294, i16* %PC1298, align 2
  %E1465 = extractelement <1 x i64> %Shuff342, i32 0
  %Shuff1466 = shufflevector <4 x i16> %Shuff1124, <4 x i16> %Shuff614, <4 x i32> <i32 4, i32 undef, i32 0, i32 2>
  %I1467 = insertelement <1 x i32> %Shuff105, i32 %ZE260, i32 0
  %B1468 = urem i8 %Sl1275, %E1070
  %Se1469 = sext <1 x i1> %I343 to <1 x i8>
  %Sl1470 = select i1 %Cmp1361, i64 %L739, i64 %L1160
  %Cmp1471 = icmp eq <1 x i8> %I1312, %I478
  %L1472 = load i64, i64* %PC435, align 4
  store i64 %L537, i64* %Sl594, align 4
  %E1473 = extractelement <2 x i1> %Shuff621, i32 1
  br i1 %E1473, label %CF1816, label %CF1868

CF1868:                                           ; preds = %CF1816
  %Shuff1474 = shufflevector <1 x i1> %Shuff1079, <1 x i1> %I997, <1 x i32> undef
  %I1475 = insertelement <4 x i32> %B1226, i32 %B907, i32 2
  %B1476 = urem <1 x i8> %Shuff133, %Shuff492
  %Se1477 = sext <2 x i1> %Shuff19 to <2 x i32>
  %Sl1478 = select <1 x i1> %Shuff1154, <1 x i8> %Shuff66, <1 x i8> %Shuff1071
  %Cmp1479 = icmp ugt i64 %L699, %L559
  br i1 %Cmp1479, label %CF1670, label %CF1680

CF1680:                                           ; preds = %CF1680, %CF1874, %CF1812, %CF1717, %CF1868
  %L1480 = load i64, i64* %Sl594, align 4
  store i16 %L1449, i16* %PC1298, align 2
  %E1481 = extractelement <1 x i8> %Shuff1200, i32 0
  %Shuff1482 = shufflevector <4 x i16> %Shuff1124, <4 x i16> %Shuff1466, <4 x i32> <i32 undef, i32 5, i32 7, i32 undef>
  %I1483 = insertelement <1 x i8> %Sl713, i8 %B1468, i32 0
  %FC1484 = uitofp <1 x i1> %Cmp978 to <1 x double>
  %Sl1485 = select i1 %Cmp354, i16 %L1348, i16 %ZE704
  %Cmp1486 = icmp uge <1 x i8> %I1064, %Sl330
  %L1487 = load i16, i16* %PC1298, align 2
  store i16 %Se819, i16* %PC1298, align 2
  %E1488 = extractelement <2 x i8> %I149, i32 1
  %Shuff1489 = shufflevector <1 x i8> %Shuff303, <1 x i8> %Shuff952, <1 x i32> zeroinitializer
  %I1490 = insertelement <1 x i8> %B1344, i8 %E507, i32 0
  %B1491 = udiv <1 x i8> %Shuff237, %Shuff1444
  %Sl1492 = select i1 %Tr360, <2 x i8> %I149, <2 x i8> %B584
  %Cmp1493 = icmp uge <1 x i64> %ZE1126, %Se179
  %L1494 = load i64, i64* %PC195, align 4
  store i64 452293, i64* %PC435, align 4
  %E1495 = extractelement <1 x i1> %Shuff1040, i32 0
  br i1 %E1495, label %CF1680, label %CF1874

CF1874:                                           ; preds = %CF1680
  %Shuff1496 = shufflevector <1 x i1> %Cmp474, <1 x i1> %Tr69, <1 x i32> zeroinitializer
  %I1497 = insertelement <1 x i8> %Shuff287, i8 %E271, i32 0
  %Tr1498 = trunc i64 %L309 to i8
  %Sl1499 = select i1 %Sl137, i1 %E670, i1 %Cmp639
  br i1 %Sl1499, label %CF1680, label %CF1812

CF1812:                                           ; preds = %CF1874
  %Cmp1500 = icmp eq i8 %Tr969, %L994
  br i1 %Cmp1500, label %CF1680, label %CF1717

CF1717:                                           ; preds = %CF1812
  %L1501 = load i64, i64* %PC435, align 4
  store i16 %B216, i16* %PC1298, align 2
  %E1502 = extractelement <1 x i8> %Shuff349, i32 0
  %Shuff1503 = shufflevector <1 x i8> %I1312, <1 x i8> %Shuff1437, <1 x i32> undef
  %I1504 = insertelement <1 x i8> %Sl992, i8 %B1468, i32 0
  %Se1505 = sext <2 x i1> %Sl1462 to <2 x i32>
  %Sl1506 = select i1 %Sl137, float %FC1019, float %L799
  %Cmp1507 = icmp slt i64 %L1269, %L1122
  br i1 %Cmp1507, label %CF1680, label %CF1692

CF1692:                                           ; preds = %CF1692, %CF1717
  %L1508 = load i16, i16* %PC1298, align 2
  store i8 %L182, i8* %0, align 1
  %E1509 = extractelement <2 x i1> %Shuff90, i32 1
  br i1 %E1509, label %CF1692, label %CF1885

CF1885:                                           ; preds = %CF1692
  %Shuff1510 = shufflevector <1 x i8> %I554, <1 x i8> %Sl109, <1 x i32> zeroinitializer
  %I1511 = insertelement <1 x i1> %Cmp978, i1 %E364, i32 0
  %B1512 = mul <2 x i8> %I207, %B259
  %Se1513 = sext <1 x i8> %Shuff695 to <1 x i64>
  %Sl1514 = select i1 %Sl705, i1 %Cmp639, i1 %Cmp262
  br i1 %Sl1514, label %CF1670, label %CF1676

CF1676:                                           ; preds = %CF1676, %CF1866, %CF1876, %CF1809, %CF1885
  %Cmp1515 = icmp ule <1 x i1> %I1011, %Cmp1441
  %L1516 = load i16, i16* %PC1298, align 2
  store i64 %L301, i64* %PC435, align 4
  %E1517 = extractelement <1 x i8> %Sl610, i32 0
  %Shuff1518 = shufflevector <1 x i32> %Shuff74, <1 x i32> %Shuff981, <1 x i32> zeroinitializer
  %I1519 = insertelement <1 x i8> %Shuff113, i8 %Sl1382, i32 0
  %BC1520 = bitcast i64 %L677 to double
  %Sl1521 = select i1 %E1086, float %Sl1067, float %B1329
  %Cmp1522 = icmp eq i64 %Sl473, %L521
  br i1 %Cmp1522, label %CF1676, label %CF1866

CF1866:                                           ; preds = %CF1676
  %L1523 = load i16, i16* %PC1298, align 2
  store i64 %L57, i64* %PC195, align 4
  %E1524 = extractelement <1 x i8> %B863, i32 0
  %Shuff1525 = shufflevector <4 x i16> %Sl737, <4 x i16> %Shuff1466, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I1526 = insertelement <4 x i8> zeroinitializer, i8 %E538, i32 3
  %B1527 = srem <2 x i32> %Se1505, %ZE1173
  %Sl1528 = select <1 x i1> %Cmp102, <1 x i8> %B795, <1 x i8> %Shuff380
  %Cmp1529 = icmp sge i64 %L406, %L791
  br i1 %Cmp1529, label %CF1676, label %CF1724

CF1724:                                           ; preds = %CF1724, %CF1866
  %L1530 = load i64, i64* %Sl594, align 4
  store i8 %E104, i8* %0, align 1
  %E1531 = extractelement <1 x i8> %Shuff454, i32 0
  %Shuff1532 = shufflevector <1 x i8> %Shuff148, <1 x i8> %Shuff1032, <1 x i32> <i32 1>
  %I1533 = insertelement <1 x i8> %Shuff51, i8 %Sl1204, i32 0
  %B1534 = urem <1 x i32> %Shuff1518, %Shuff43
  %FC1535 = uitofp i1 %Tr360 to double
  %Sl1536 = select i1 %E371, double %L285, double %B76
  %Cmp1537 = icmp ne i64 %L1022, %L301
  br i1 %Cmp1537, label %CF1724, label %CF1813

CF1813:                                           ; preds = %CF1813, %CF1724
  %L1538 = load double, double* %PC232, align 8
  store float %Sl675, float* %PC, align 4
  %E1539 = extractelement <1 x i8> %Shuff1263, i32 0
  %Shuff1540 = shufflevector <4 x i32> %Shuff, <4 x i32> %I44, <4 x i32> <i32 undef, i32 2, i32 4, i32 6>
  %I1541 = insertelement <1 x i8> %Shuff974, i8 -103, i32 0
  %Se1542 = sext i1 %Cmp1375 to i16
  %Sl1543 = select <1 x i1> %Cmp102, <1 x i1> %Cmp181, <1 x i1> %I540
  %Cmp1544 = icmp slt i64 %B1257, %L612
  br i1 %Cmp1544, label %CF1813, label %CF1867

CF1867:                                           ; preds = %CF1867, %CF1813
  %L1545 = load i64, i64* %PC195, align 4
  store i64 %L1077, i64* %PC435, align 4
  %E1546 = extractelement <4 x i1> %Cmp1237, i32 0
  br i1 %E1546, label %CF1867, label %CF1876

CF1876:                                           ; preds = %CF1867
  %Shuff1547 = shufflevector <1 x i8> %Shuff237, <1 x i8> %Tr1447, <1 x i32> <i32 1>
  %I1548 = insertelement <1 x i32> zeroinitializer, i32 %B403, i32 0
  %B1549 = lshr i8 %E627, %Sl1244
  %FC1550 = uitofp i8 %B1297 to float
  %Sl1551 = select <1 x i1> %Cmp1486, <1 x i64> %B1418, <1 x i64> %Se179
  %Cmp1552 = icmp sge i16 %L1355, %E205
  br i1 %Cmp1552, label %CF1676, label %CF1702

CF1702:                                           ; preds = %CF1702, %CF1751, %CF1876
  %L1553 = load i64, i64* %PC435, align 4
  store i64 %L626, i64* %PC495, align 4
  %E1554 = extractelement <2 x i1> %Cmp153, i32 0
  br i1 %E1554, label %CF1702, label %CF1751

CF1751:                                           ; preds = %CF1702
  %Shuff1555 = shufflevector <2 x i8> %Sl1492, <2 x i8> %ZE908, <2 x i32> <i32 1, i32 undef>
  %I1556 = insertelement <1 x i64> %Shuff891, i64 %L347, i32 0
  %B1557 = ashr i8 %L1008, %E589
  %Sl1558 = select i1 %Cmp94, <1 x i64> %Shuff1102, <1 x i64> %B658
  %Cmp1559 = icmp uge <1 x i8> %Sl1036, %I664
  %L1560 = load i64, i64* %PC495, align 4
  store i64 %L791, i64* %Sl9, align 4
  %E1561 = extractelement <2 x i1> %Shuff319, i32 1
  br i1 %E1561, label %CF1702, label %CF1707

CF1707:                                           ; preds = %CF1707, %CF1785, %CF1751
  %Shuff1562 = shufflevector <1 x i8> %Shuff687, <1 x i8> %Shuff649, <1 x i32> zeroinitializer
  %I1563 = insertelement <1 x i8> %Sl15, i8 -1, i32 0
  %B1564 = xor i64 %Sl1189, %E634
  %FC1565 = sitofp i8 %E356 to double
  %Sl1566 = select i1 %E1443, i8 -91, i8 %E1457
  %Cmp1567 = icmp ule i1 %E183, %Tr360
  br i1 %Cmp1567, label %CF1707, label %CF1785

CF1785:                                           ; preds = %CF1707
  %L1568 = load i64, i64* %Sl594, align 4
  store i16 %B150, i16* %PC1298, align 2
  %E1569 = extractelement <4 x i1> %Cmp714, i32 0
  br i1 %E1569, label %CF1707, label %CF1768

CF1768:                                           ; preds = %CF1768, %CF1873, %CF1785
  %Shuff1570 = shufflevector <4 x i32> %Shuff1540, <4 x i32> %B1289, <4 x i32> <i32 7, i32 undef, i32 3, i32 5>
  %I1571 = insertelement <1 x i32> %B1148, i32 %E11, i32 0
  %FC1572 = uitofp <1 x i1> %Sl1158 to <1 x double>
  %Sl1573 = select i1 true, i1 %Cmp1500, i1 %E808
  br i1 %Sl1573, label %CF1768, label %CF1873

CF1873:                                           ; preds = %CF1768
  %Cmp1574 = icmp ne i1 %Cmp1276, %Cmp429
  br i1 %Cmp1574, label %CF1768, label %CF1784

CF1784:                                           ; preds = %CF1784, %CF1873
  %L1575 = load i16, i16* %PC1298, align 2
  store i16 %Tr22, i16* %PC1298, align 2
  %E1576 = extractelement <1 x i8> %Shuff1024, i32 0
  %Shuff1577 = shufflevector <1 x i8> %Shuff334, <1 x i8> %I75, <1 x i32> zeroinitializer
  %I1578 = insertelement <1 x i8> %Shuff974, i8 %E686, i32 0
  %B1579 = mul <1 x i8> %Sl1120, %Shuff1371
  %Se1580 = sext <1 x i8> %I794 to <1 x i64>
  %Sl1581 = select i1 %Cmp1052, i8 %Sl1566, i8 %E1430
  %Cmp1582 = icmp sgt i16 %L1384, %Sl857
  br i1 %Cmp1582, label %CF1784, label %CF1809

CF1809:                                           ; preds = %CF1784
  %L1583 = load i64, i64* %PC195, align 4
  store i16 %B216, i16* %PC1298, align 2
  %E1584 = extractelement <1 x i8> %Shuff709, i32 0
  %Shuff1585 = shufflevector <1 x i8> %Shuff905, <1 x i8> %I1118, <1 x i32> zeroinitializer
  %I1586 = insertelement <2 x i8> %Shuff184, i8 %L33, i32 0
  %B1587 = ashr i64 %L814, %L1069
  %FC1588 = uitofp <1 x i8> %Shuff952 to <1 x double>
  %Sl1589 = select i1 %E927, float %FC158, float %Sl675
  %Cmp1590 = icmp ule i8 %Sl412, %L33
  br i1 %Cmp1590, label %CF1676, label %CF1689

CF1689:                                           ; preds = %CF1689, %CF1884, %CF1879, %CF1809
  %L1591 = load i64, i64* %PC195, align 4
  store i64 %L1464, i64* %PC435, align 4
  %E1592 = extractelement <1 x i1> %Cmp902, i32 0
  br i1 %E1592, label %CF1689, label %CF1884

CF1884:                                           ; preds = %CF1689
  %Shuff1593 = shufflevector <1 x i8> %Shuff1271, <1 x i8> %Shuff295, <1 x i32> zeroinitializer
  %I1594 = insertelement <1 x i1> %Cmp949, i1 %Cmp775, i32 0
  %B1595 = or <1 x i8> %I1459, %Shuff1295
  %ZE1596 = zext i1 %Cmp87 to i8
  %Sl1597 = select i1 %E1495, <1 x i8> %B61, <1 x i8> %I1103
  %Cmp1598 = icmp sgt <1 x i8> %Shuff1138, %Shuff1371
  %L1599 = load i16, i16* %PC1298, align 2
  store float %L363, float* %PC, align 4
  %E1600 = extractelement <1 x i32> %B1210, i32 0
  %Shuff1601 = shufflevector <1 x i1> %Cmp1339, <1 x i1> %I997, <1 x i32> zeroinitializer
  %I1602 = insertelement <4 x i16> %I238, i16 %E641, i32 2
  %Se1603 = sext i8 %E439 to i16
  %Sl1604 = select <1 x i1> %Cmp873, <1 x i1> %I937, <1 x i1> %I509
  %Cmp1605 = fcmp ord float %FC306, %L332
  br i1 %Cmp1605, label %CF1689, label %CF1795

CF1795:                                           ; preds = %CF1795, %CF1884
  %L1606 = load i16, i16* %PC1298, align 2
  store i8 %E1517, i8* %0, align 1
  %E1607 = extractelement <4 x i16> %Shuff192, i32 0
  %Shuff1608 = shufflevector <1 x i1> %Shuff765, <1 x i1> %Cmp564, <1 x i32> <i32 1>
  %I1609 = insertelement <1 x i8> %Shuff1138, i8 %E484, i32 0
  %B1610 = srem <1 x i8> %B1242, %Shuff575
  %FC1611 = uitofp i1 %E386 to double
  %Sl1612 = select i1 %Cmp769, i1 %Cmp123, i1 %E1443
  br i1 %Sl1612, label %CF1795, label %CF1879

CF1879:                                           ; preds = %CF1795
  %Cmp1613 = icmp ugt <1 x i8> %Sl683, %I1080
  %L1614 = load i16, i16* %PC1298, align 2
  store i16 %ZE337, i16* %PC1298, align 2
  %E1615 = extractelement <1 x i1> %Cmp1486, i32 0
  br i1 %E1615, label %CF1689, label %CF1727

CF1727:                                           ; preds = %CF1879
  %Shuff1616 = shufflevector <1 x i8> zeroinitializer, <1 x i8> %Shuff27, <1 x i32> zeroinitializer
  %I1617 = insertelement <1 x i1> %Shuff1364, i1 %Sl563, i32 0
  %B1618 = xor i32 %B403, %E1254
  %FC1619 = uitofp <1 x i8> %Shuff1577 to <1 x double>
  %Sl1620 = select <1 x i1> %I914, <1 x i8> %B833, <1 x i8> %Shuff786
  %Cmp1621 = icmp ule <1 x i1> %Cmp248, %I540
  %L1622 = load i8, i8* %0, align 1
  store i64 %L1464, i64* %PC435, align 4
  %E1623 = extractelement <1 x i8> %Shuff244, i32 0
  %Shuff1624 = shufflevector <1 x i32> %Shuff793, <1 x i32> %I1088, <1 x i32> <i32 1>
  %I1625 = insertelement <1 x i8> %Shuff741, i8 %L131, i32 0
  %FC1626 = uitofp <2 x i1> %I402 to <2 x double>
  %Sl1627 = select i1 %Sl1075, float %BC1419, float %FC931
  %Cmp1628 = icmp ugt i16 %L1516, %L1376
  br i1 %Cmp1628, label %CF, label %CF1667

CF1667:                                           ; preds = %CF1667, %CF1835, %CF1727
  %L1629 = load i8, i8* %0, align 1
  store i8 %E740, i8* %0, align 1
  %E1630 = extractelement <1 x i8> %Shuff967, i32 0
  %Shuff1631 = shufflevector <2 x i1> %I1335, <2 x i1> zeroinitializer, <2 x i32> undef
  %I1632 = insertelement <1 x i1> %Cmp925, i1 %Cmp277, i32 0
  %B1633 = or i32 %B907, %B541
  %Tr1634 = trunc <1 x i8> %Shuff936 to <1 x i1>
  %Sl1635 = select i1 %E1436, i64 %L41, i64 %L950
  %Cmp1636 = icmp eq <1 x i8> %Shuff1585, %I1080
  %L1637 = load double, double* %PC232, align 8
  store i8 %L1092, i8* %0, align 1
  %E1638 = extractelement <1 x i8> %Shuff1279, i32 0
  %Shuff1639 = shufflevector <1 x i8> %Shuff97, <1 x i8> %Shuff733, <1 x i32> <i32 1>
  %I1640 = insertelement <1 x i8> %Shuff156, i8 %Sl1566, i32 0
  %B1641 = srem i8 %E800, %E1326
  %Sl1642 = select i1 %Sl1075, <1 x i8> %Shuff1616, <1 x i8> %Shuff853
  %Cmp1643 = icmp eq i64 %L874, %L1030
  br i1 %Cmp1643, label %CF1667, label %CF1835

CF1835:                                           ; preds = %CF1667
  %L1644 = load i64, i64* %PC435, align 4
  store i8 %B463, i8* %0, align 1
  %E1645 = extractelement <2 x i1> %I1372, i32 1
  br i1 %E1645, label %CF1667, label %CF1687

CF1687:                                           ; preds = %CF1687, %CF1835
  %Shuff1646 = shufflevector <1 x i1> %Shuff1287, <1 x i1> %Tr151, <1 x i32> zeroinitializer
  %I1647 = insertelement <1 x i8> %Shuff553, i8 %E271, i32 0
  %B1648 = xor <1 x i8> %I127, %I726
  %Tr1649 = trunc i64 %Sl1166 to i32
  %Sl1650 = select <4 x i1> %Cmp714, <4 x i32> %I409, <4 x i32> %I1365
  %Cmp1651 = icmp sgt i1 %Cmp1292, %Cmp1405
  br i1 %Cmp1651, label %CF1687, label %CF1734

CF1734:                                           ; preds = %CF1734, %CF1839, %CF1687
  %L1652 = load float, float* %PC, align 4
  store i64 %Se225, i64* %Sl594, align 4
  %E1653 = extractelement <2 x i1> zeroinitializer, i32 0
  br i1 %E1653, label %CF1734, label %CF1839

CF1839:                                           ; preds = %CF1734
  %Shuff1654 = shufflevector <1 x i1> %Shuff311, <1 x i1> %I157, <1 x i32> <i32 1>
  %I1655 = insertelement <1 x i64> %Shuff1102, i64 %L347, i32 0
  %B1656 = lshr <1 x i8> %B1410, %Shuff575
  %Se1657 = sext i1 %E1645 to i16
  %Sl1658 = select i1 %Cmp1052, i1 %Cmp579, i1 %Cmp639
  br i1 %Sl1658, label %CF1734, label %CF1828

CF1828:                                           ; preds = %CF1828, %CF1839
  %Cmp1659 = icmp slt i1 %Cmp1567, %Cmp354
  br i1 %Cmp1659, label %CF1828, label %CF1833

CF1833:                                           ; preds = %CF1828
  %L1660 = load i64, i64* %PC495, align 4
  store i16 %L1516, i16* %PC1298, align 2
  %E1661 = extractelement <4 x i8> %Shuff1431, i32 3
  %Shuff1662 = shufflevector <4 x i32> %Se, <4 x i32> %Sl1196, <4 x i32> <i32 6, i32 undef, i32 2, i32 4>
  %I1663 = insertelement <1 x i8> %I1490, i8 %E1423, i32 0
  %Se1664 = sext i1 %Cmp227 to i8
  %Sl1665 = select <1 x i1> %Cmp843, <1 x i1> %I517, <1 x i1> %Cmp40
  %Cmp1666 = icmp sge <1 x i8> %I1541, %I742
  store i64 %B803, i64* %PC435, align 4
  store i16 %E294, i16* %PC1298, align 2
  store i64 %L317, i64* %Sl594, align 4
  store i16 %FC1050, i16* %PC1298, align 2
  store i16 %B150, i16* %PC1298, align 2
  ret void
}

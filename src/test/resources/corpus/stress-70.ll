; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD70(i8* %0, i32* %1, i64* %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <4 x i64>, align 32
  %A3 = alloca <2 x i1>, align 1
  %A2 = alloca <8 x i1>, align 1
  %A1 = alloca <8 x float>, align 32
  %A = alloca <8 x i16>, align 16
  %L = load i8, i8* %0, align 1
  store i8 -1, i8* %0, align 1
  %E = extractelement <8 x i16> zeroinitializer, i32 0
  %Shuff = shufflevector <1 x i8> zeroinitializer, <1 x i8> zeroinitializer, <1 x i32> <i32 1>
  %I = insertelement <1 x i8> zeroinitializer, i8 %5, i32 0
  %FC = fptosi double 0x9ADD1B7C5EDBD4FA to i64
  %Sl = select i1 true, <8 x i1>* %A2, <8 x i1>* %A2
  %Cmp = icmp ult i64 -1, -1
  br label %CF1749

CF1749:                                           ; preds = %CF1749, %CF1858, %CF1816, %BB
  %L5 = load <8 x i1>, <8 x i1>* %Sl, align 1
  %E6 = extractelement <8 x i1> %L5, i32 0
  br i1 %E6, label %CF1749, label %CF1858

CF1858:                                           ; preds = %CF1749
  %Shuff7 = shufflevector <1 x i8> zeroinitializer, <1 x i8> zeroinitializer, <1 x i32> <i32 1>
  %I8 = insertelement <1 x i64> zeroinitializer, i64 %4, i32 0
  %B = mul i32 423611, -1
  %Sl9 = select <1 x i1> <i1 true>, <1 x i8> zeroinitializer, <1 x i8> zeroinitializer
  %Cmp10 = icmp ult <8 x i8> zeroinitializer, zeroinitializer
  %L11 = load <8 x i1>, <8 x i1>* %Sl, align 1
  %E12 = extractelement <1 x i8> %Sl9, i32 0
  %Shuff13 = shufflevector <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <4 x i32> <i32 undef, i32 undef, i32 undef, i32 2>
  %I14 = insertelement <8 x i16> zeroinitializer, i16 6275, i32 6
  %B15 = mul i64 -1, 23763
  %Tr = trunc i8 -81 to i1
  br i1 %Tr, label %CF1749, label %CF1816

CF1816:                                           ; preds = %CF1858
  %Sl16 = select i1 %Cmp, i32 116695, i32 -1
  %Cmp17 = icmp slt i1 true, %Cmp
  br i1 %Cmp17, label %CF1749, label %CF1806

CF1806:                                           ; preds = %CF1816
  %L18 = load <8 x i1>, <8 x i1>* %Sl, align 1
  %E19 = extractelement <8 x i16> zeroinitializer, i32 7
  %Shuff20 = shufflevector <1 x i8> %Shuff7, <1 x i8> zeroinitializer, <1 x i32> zeroinitializer
  %I21 = insertelement <8 x i1> %L18, i1 true, i32 6
  %B22 = shl i64 -1, %FC
  %Tr23 = trunc <8 x i16> zeroinitializer to <8 x i1>
  %Sl24 = select i1 true, float 0x465D67A140000000, float 0xB9B1E695C0000000
  %Cmp25 = icmp sge i64 %B15, 378947
  br label %CF1647

CF1647:                                           ; preds = %CF1647, %CF1806
  %L26 = load <8 x i1>, <8 x i1>* %Sl, align 1
  %E27 = extractelement <8 x i1> %L5, i32 2
  br i1 %E27, label %CF1647, label %CF1664

CF1664:                                           ; preds = %CF1664, %CF1647
  %Shuff28 = shufflevector <1 x i8> zeroinitializer, <1 x i8> %Sl9, <1 x i32> <i32 1>
  %I29 = insertelement <1 x i8> zeroinitializer, i8 %E12, i32 0
  %B30 = ashr <1 x i64> zeroinitializer, zeroinitializer
  %PC = bitcast <8 x i1>* %A2 to i1*
  %Sl31 = select i1 %Cmp, i64 -1, i64 378947
  %Cmp32 = icmp ne <1 x i8> %Sl9, zeroinitializer
  %L33 = load i1, i1* %PC, align 1
  br i1 %L33, label %CF1664, label %CF1699

CF1699:                                           ; preds = %CF1664
  store <8 x i16> zeroinitializer, <8 x i16>* %A, align 16
  %E34 = extractelement <1 x i64> %I8, i32 0
  %Shuff35 = shufflevector <8 x i1> %Tr23, <8 x i1> %L5, <8 x i32> <i32 4, i32 6, i32 undef, i32 10, i32 12, i32 14, i32 undef, i32 2>
  %I36 = insertelement <1 x i64> %I8, i64 %B15, i32 0
  %Sl37 = select i1 %E6, i64 378947, i64 %FC
  %Cmp38 = icmp eq i32 0, %B
  br label %CF1643

CF1643:                                           ; preds = %CF1643, %CF1819, %CF1663, %CF1884, %CF1699
  %L39 = load <8 x i1>, <8 x i1>* %Sl, align 1
  store <8 x i16> zeroinitializer, <8 x i16>* %A, align 16
  %E40 = extractelement <8 x i1> %Tr23, i32 5
  br i1 %E40, label %CF1643, label %CF1819

CF1819:                                           ; preds = %CF1643
  %Shuff41 = shufflevector <1 x i8> zeroinitializer, <1 x i8> zeroinitializer, <1 x i32> zeroinitializer
  %I42 = insertelement <1 x i8> zeroinitializer, i8 %5, i32 0
  %ZE = zext <1 x i8> %I42 to <1 x i16>
  %Sl43 = select i1 true, i64 %4, i64 %Sl31
  %Cmp44 = icmp ult <1 x i8> %I42, %Shuff
  %L45 = load <8 x i1>, <8 x i1>* %Sl, align 1
  store <8 x i16> %I14, <8 x i16>* %A, align 16
  %E46 = extractelement <8 x i16> zeroinitializer, i32 0
  %Shuff47 = shufflevector <2 x i64> zeroinitializer, <2 x i64> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I48 = insertelement <4 x i8> zeroinitializer, i8 %E12, i32 1
  %B49 = mul i16 %E19, %E19
  %FC50 = uitofp i1 %Cmp25 to double
  %Sl51 = select <8 x i1> %L5, <8 x i16> zeroinitializer, <8 x i16> zeroinitializer
  %L52 = load i8, i8* %0, align 1
  %E53 = extractelement <1 x i8> zeroinitializer, i32 0
  %Shuff54 = shufflevector <1 x i8> %Shuff20, <1 x i8> %Shuff7, <1 x i32> zeroinitializer
  %I55 = insertelement <1 x i8> %Shuff20, i8 -65, i32 0
  %B56 = shl <1 x i8> %I, %Shuff
  %Se = sext <1 x i8> %Shuff20 to <1 x i32>
  %Sl57 = select <1 x i1> %Cmp32, <1 x i8> zeroinitializer, <1 x i8> %Shuff28
  %Cmp58 = icmp sge <1 x i16> %ZE, %ZE
  %L59 = load i1, i1* %PC, align 1
  br i1 %L59, label %CF1643, label %CF1654

CF1654:                                           ; preds = %CF1654, %CF1790, %CF1819
  store i1 %Cmp25, i1* %PC, align 1
  %E60 = extractelement <8 x i1> %L39, i32 0
  br i1 %E60, label %CF1654, label %CF1698

CF1698:                                           ; preds = %CF1698, %CF1752, %CF1820, %CF1654
  %Shuff61 = shufflevector <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <4 x i32> <i32 undef, i32 5, i32 7, i32 1>
  %I62 = insertelement <1 x i8> %Shuff54, i8 %5, i32 0
  %B63 = fdiv double 0x32FD5B9C46FB651A, %FC50
  %PC64 = bitcast <8 x i1>* %A2 to i32*
  %Sl65 = select i1 %L33, i1 %E60, i1 %Cmp
  br i1 %Sl65, label %CF1698, label %CF1752

CF1752:                                           ; preds = %CF1698
  %Cmp66 = icmp ugt i1 %Cmp, %L33
  br i1 %Cmp66, label %CF1698, label %CF1715

CF1715:                                           ; preds = %CF1715, %CF1752
  %L67 = load <8 x i1>, <8 x i1>* %Sl, align 1
  store i1 %E6, i1* %PC, align 1
  %E68 = extractelement <4 x i8> zeroinitializer, i32 1
  %Shuff69 = shufflevector <1 x i64> zeroinitializer, <1 x i64> %I8, <1 x i32> zeroinitializer
  %I70 = insertelement <1 x i64> zeroinitializer, i64 %E34, i32 0
  %B71 = urem i64 0, %4
  %Sl72 = select i1 true, i8 %L, i8 %L52
  %Cmp73 = icmp uge <8 x i1> %Shuff35, %Cmp10
  %L74 = load <8 x i1>, <8 x i1>* %Sl, align 1
  store i1 %L59, i1* %PC, align 1
  %E75 = extractelement <1 x i8> %Shuff28, i32 0
  %Shuff76 = shufflevector <8 x i16> %Sl51, <8 x i16> zeroinitializer, <8 x i32> <i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 0>
  %I77 = insertelement <8 x i1> %L26, i1 %E60, i32 4
  %B78 = shl <1 x i8> %I42, %Shuff
  %FC79 = fptosi double 0x20C5A36468C3E0E2 to i8
  %Sl80 = select i1 %L59, double %FC50, double 0x1865A3047063F082
  %Cmp81 = icmp ne i8 %E12, -1
  br i1 %Cmp81, label %CF1715, label %CF1742

CF1742:                                           ; preds = %CF1742, %CF1875, %CF1715
  %L82 = load i8, i8* %0, align 1
  store i1 %L33, i1* %PC, align 1
  %E83 = extractelement <1 x i8> zeroinitializer, i32 0
  %Shuff84 = shufflevector <8 x i1> %Cmp73, <8 x i1> %Cmp73, <8 x i32> <i32 9, i32 undef, i32 undef, i32 undef, i32 1, i32 3, i32 5, i32 7>
  %I85 = insertelement <8 x i16> %Sl51, i16 -9461, i32 3
  %FC86 = uitofp <1 x i8> %B56 to <1 x float>
  %Sl87 = select i1 %L33, i8 -65, i8 %L
  %Cmp88 = icmp slt i8 %E12, -1
  br i1 %Cmp88, label %CF1742, label %CF1875

CF1875:                                           ; preds = %CF1742
  %L89 = load i8, i8* %0, align 1
  %E90 = extractelement <1 x i64> %I8, i32 0
  %Shuff91 = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I92 = insertelement <8 x i16> zeroinitializer, i16 -9461, i32 4
  %B93 = sub i32 0, %B
  %Tr94 = trunc i64 %B71 to i16
  %Sl95 = select <1 x i1> %Cmp32, <1 x i8> %I42, <1 x i8> %B78
  %Cmp96 = fcmp uge double 0x32FD5B9C46FB651A, 0x1865A3047063F082
  br i1 %Cmp96, label %CF1742, label %CF1820

CF1820:                                           ; preds = %CF1875
  %L97 = load i8, i8* %0, align 1
  store i1 %Sl65, i1* %PC, align 1
  %E98 = extractelement <4 x i32> %Shuff13, i32 2
  %Shuff99 = shufflevector <8 x i1> %Shuff84, <8 x i1> %L5, <8 x i32> <i32 undef, i32 3, i32 5, i32 7, i32 undef, i32 11, i32 13, i32 15>
  %I100 = insertelement <1 x i64> %Shuff69, i64 %4, i32 0
  %B101 = udiv i8 %L89, -1
  %Se102 = sext i16 -9461 to i32
  %Sl103 = select i1 %L59, i1 %Cmp88, i1 %L59
  br i1 %Sl103, label %CF1698, label %CF1701

CF1701:                                           ; preds = %CF1701, %CF1859, %CF1825, %CF1787, %CF1783, %CF1820
  %Cmp104 = icmp ne <8 x i16> zeroinitializer, %I14
  %L105 = load i32, i32* %PC64, align 4
  store i1 %Tr, i1* %PC, align 1
  %E106 = extractelement <1 x i1> %Cmp44, i32 0
  br i1 %E106, label %CF1701, label %CF1859

CF1859:                                           ; preds = %CF1701
  %Shuff107 = shufflevector <1 x i8> %Shuff54, <1 x i8> %B78, <1 x i32> zeroinitializer
  %I108 = insertelement <8 x i16> %Sl51, i16 6275, i32 4
  %Sl109 = select <1 x i1> %Cmp32, <1 x float> %FC86, <1 x float> %FC86
  %Cmp110 = icmp eq <1 x i16> %ZE, %ZE
  %L111 = load i8, i8* %0, align 1
  store i1 %Tr, i1* %PC, align 1
  %E112 = extractelement <1 x i8> %I, i32 0
  %Shuff113 = shufflevector <8 x i1> %L5, <8 x i1> %L5, <8 x i32> <i32 15, i32 1, i32 3, i32 undef, i32 7, i32 9, i32 11, i32 13>
  %I114 = insertelement <1 x i8> zeroinitializer, i8 %B101, i32 0
  %B115 = and <1 x i64> %B30, %B30
  %Sl116 = select i1 %Sl103, i64* %2, i64* %2
  %Cmp117 = icmp eq <8 x i1> %Shuff99, %L67
  %L118 = load i32, i32* %PC64, align 4
  %E119 = extractelement <8 x i32> zeroinitializer, i32 1
  %Shuff120 = shufflevector <8 x i32> zeroinitializer, <8 x i32> zeroinitializer, <8 x i32> <i32 4, i32 6, i32 8, i32 undef, i32 12, i32 14, i32 undef, i32 2>
  %I121 = insertelement <1 x i64> zeroinitializer, i64 %E34, i32 0
  %B122 = srem i64 %4, %FC
  %Sl123 = select <4 x i1> <i1 true, i1 false, i1 true, i1 false>, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer
  %Cmp124 = icmp slt i32 %L105, %B93
  br i1 %Cmp124, label %CF1701, label %CF1825

CF1825:                                           ; preds = %CF1859
  %L125 = load <8 x i16>, <8 x i16>* %A, align 16
  %E126 = extractelement <1 x i1> %Cmp44, i32 0
  br i1 %E126, label %CF1701, label %CF1787

CF1787:                                           ; preds = %CF1825
  %Shuff127 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %Shuff91, <4 x i32> <i32 1, i32 undef, i32 5, i32 7>
  %I128 = insertelement <1 x i8> %Shuff, i8 -1, i32 0
  %FC129 = sitofp i8 %Sl87 to double
  %Sl130 = select i1 %Cmp88, <8 x i1> %Cmp117, <8 x i1> %Shuff35
  %Cmp131 = fcmp olt <1 x float> %Sl109, %FC86
  %L132 = load i64, i64* %Sl116, align 4
  store i32 %B93, i32* %PC64, align 4
  %E133 = extractelement <1 x i8> zeroinitializer, i32 0
  %Shuff134 = shufflevector <8 x i1> %Cmp104, <8 x i1> %Shuff99, <8 x i32> <i32 0, i32 2, i32 undef, i32 6, i32 8, i32 10, i32 12, i32 14>
  %I135 = insertelement <1 x i8> %Sl95, i8 %Sl72, i32 0
  %Sl136 = select <8 x i1> %L18, <8 x i16> %I14, <8 x i16> %I14
  %Cmp137 = icmp eq i64 %L132, %B122
  br i1 %Cmp137, label %CF1701, label %CF1783

CF1783:                                           ; preds = %CF1787
  %L138 = load i64, i64* %Sl116, align 4
  %E139 = extractelement <1 x i1> %Cmp44, i32 0
  br i1 %E139, label %CF1701, label %CF1722

CF1722:                                           ; preds = %CF1722, %CF1836, %CF1783
  %Shuff140 = shufflevector <1 x i8> %I, <1 x i8> %B78, <1 x i32> <i32 1>
  %I141 = insertelement <8 x i16> %Shuff76, i16 %E19, i32 1
  %Tr142 = fptrunc double 0x9ADD1B7C5EDBD4FA to float
  %Sl143 = select i1 %Cmp96, i8 -1, i8 -81
  %Cmp144 = icmp sge <8 x i1> %Shuff84, %L5
  %L145 = load <8 x i1>, <8 x i1>* %Sl, align 1
  store i8 -81, i8* %0, align 1
  %E146 = extractelement <8 x i1> %L67, i32 1
  br i1 %E146, label %CF1722, label %CF1836

CF1836:                                           ; preds = %CF1722
  %Shuff147 = shufflevector <8 x i1> %Shuff84, <8 x i1> %L45, <8 x i32> <i32 12, i32 14, i32 0, i32 2, i32 4, i32 undef, i32 undef, i32 10>
  %I148 = insertelement <8 x i1> %L5, i1 %E126, i32 6
  %B149 = sub i16 -9461, 6275
  %ZE150 = zext i1 %E126 to i32
  %Sl151 = select i1 %L59, <8 x i1> %Cmp117, <8 x i1> %L26
  %Cmp152 = icmp sgt i64 %B22, %Sl31
  br i1 %Cmp152, label %CF1722, label %CF1790

CF1790:                                           ; preds = %CF1836
  %L153 = load i8, i8* %0, align 1
  %E154 = extractelement <8 x i1> %Sl151, i32 1
  br i1 %E154, label %CF1654, label %CF1663

CF1663:                                           ; preds = %CF1790
  %Shuff155 = shufflevector <1 x i8> zeroinitializer, <1 x i8> %I114, <1 x i32> zeroinitializer
  %I156 = insertelement <4 x i32> %Shuff13, i32 %L118, i32 0
  %B157 = shl i32 %Se102, %ZE150
  %ZE158 = fpext float %Tr142 to double
  %Sl159 = select <8 x i1> %L5, <8 x i1> %Cmp144, <8 x i1> %Cmp73
  %Cmp160 = icmp ugt i1 %Cmp137, %Cmp25
  br i1 %Cmp160, label %CF1643, label %CF1651

CF1651:                                           ; preds = %CF1651, %CF1663
  %L161 = load i64, i64* %Sl116, align 4
  store i8 %L82, i8* %0, align 1
  %E162 = extractelement <1 x i8> %Sl95, i32 0
  %Shuff163 = shufflevector <8 x i1> %L5, <8 x i1> %L145, <8 x i32> <i32 13, i32 15, i32 1, i32 undef, i32 5, i32 7, i32 9, i32 11>
  %I164 = insertelement <8 x i1> %L39, i1 %E40, i32 7
  %Se165 = sext <4 x i8> %Shuff127 to <4 x i32>
  %Sl166 = select i1 %Cmp, i1 %Cmp17, i1 %E154
  br i1 %Sl166, label %CF1651, label %CF1832

CF1832:                                           ; preds = %CF1832, %CF1894, %CF1651
  %Cmp167 = icmp ule i32 %L105, 0
  br i1 %Cmp167, label %CF1832, label %CF1894

CF1894:                                           ; preds = %CF1832
  %L168 = load i64, i64* %Sl116, align 4
  store i8 -81, i8* %0, align 1
  %E169 = extractelement <8 x i1> %L18, i32 3
  br i1 %E169, label %CF1832, label %CF1884

CF1884:                                           ; preds = %CF1894
  %Shuff170 = shufflevector <8 x i1> %Shuff84, <8 x i1> %L5, <8 x i32> <i32 undef, i32 8, i32 undef, i32 12, i32 14, i32 undef, i32 2, i32 4>
  %I171 = insertelement <1 x i64> %I8, i64 %B122, i32 0
  %Se172 = sext i1 %E139 to i16
  %Sl173 = select i1 %Tr, i32 %B, i32 %ZE150
  %Cmp174 = fcmp one float 0x465D67A140000000, 0xB9B1E695C0000000
  br i1 %Cmp174, label %CF1643, label %CF1646

CF1646:                                           ; preds = %CF1646, %CF1779, %CF1884
  %L175 = load i32, i32* %1, align 4
  store i8 %L82, i8* %0, align 1
  %E176 = extractelement <1 x i8> %Shuff41, i32 0
  %Shuff177 = shufflevector <1 x i64> %I171, <1 x i64> %B115, <1 x i32> zeroinitializer
  %I178 = insertelement <1 x i64> zeroinitializer, i64 %E34, i32 0
  %B179 = udiv <8 x i16> %Sl136, %I14
  %FC180 = sitofp i1 %E146 to double
  %Sl181 = select i1 %L59, <4 x i32> %Se165, <4 x i32> zeroinitializer
  %Cmp182 = icmp sgt <8 x i1> %Cmp117, %L5
  %L183 = load i1, i1* %PC, align 1
  br i1 %L183, label %CF1646, label %CF1684

CF1684:                                           ; preds = %CF1684, %CF1794, %CF1646
  store i32 %E98, i32* %PC64, align 4
  %E184 = extractelement <8 x i1> %L67, i32 3
  br i1 %E184, label %CF1684, label %CF1794

CF1794:                                           ; preds = %CF1684
  %Shuff185 = shufflevector <8 x i1> %L5, <8 x i1> %Sl130, <8 x i32> <i32 6, i32 8, i32 undef, i32 12, i32 14, i32 0, i32 2, i32 4>
  %I186 = insertelement <8 x i1> %Shuff185, i1 %Cmp160, i32 0
  %B187 = fsub double %FC180, 0x20C5A36468C3E0E2
  %ZE188 = zext i8 %B101 to i32
  %Sl189 = select i1 true, <4 x i32> %Shuff13, <4 x i32> %Sl181
  %Cmp190 = icmp uge <8 x i1> %I186, %Shuff113
  %L191 = load i8, i8* %0, align 1
  store i64 %B15, i64* %Sl116, align 4
  %E192 = extractelement <4 x i32> %I156, i32 3
  %Shuff193 = shufflevector <1 x i8> zeroinitializer, <1 x i8> %I55, <1 x i32> zeroinitializer
  %I194 = insertelement <8 x i32> zeroinitializer, i32 %B93, i32 2
  %Tr195 = trunc i64 378947 to i8
  %Sl196 = select i1 %Cmp, float %Tr142, float %Tr142
  %Cmp197 = icmp sge <1 x i32> %Se, %Se
  %L198 = load i64, i64* %Sl116, align 4
  %E199 = extractelement <4 x i32> %Sl123, i32 2
  %Shuff200 = shufflevector <1 x i8> %Shuff107, <1 x i8> %Shuff155, <1 x i32> <i32 1>
  %I201 = insertelement <8 x i1> %Shuff84, i1 %Cmp, i32 1
  %B202 = mul i8 %B101, %L52
  %Tr203 = trunc i8 -1 to i1
  br i1 %Tr203, label %CF1684, label %CF1757

CF1757:                                           ; preds = %CF1757, %CF1794
  %Sl204 = select i1 %Cmp, float 0xB9B1E695C0000000, float 0x465D67A140000000
  %Cmp205 = icmp ugt i1 %Cmp124, %L59
  br i1 %Cmp205, label %CF1757, label %CF1779

CF1779:                                           ; preds = %CF1757
  %L206 = load <8 x i1>, <8 x i1>* %Sl, align 1
  store i1 %L183, i1* %PC, align 1
  %E207 = extractelement <8 x i1> %Shuff147, i32 2
  br i1 %E207, label %CF1646, label %CF1674

CF1674:                                           ; preds = %CF1674, %CF1904, %CF1779
  %Shuff208 = shufflevector <1 x i64> zeroinitializer, <1 x i64> %B30, <1 x i32> <i32 1>
  %I209 = insertelement <1 x i8> %Shuff155, i8 -1, i32 0
  %Tr210 = trunc i64 %FC to i32
  %Sl211 = select i1 %Cmp174, i32 %Se102, i32 %ZE150
  %Cmp212 = icmp uge <1 x i8> %I62, %Shuff20
  %L213 = load i8, i8* %0, align 1
  store i64 %B15, i64* %Sl116, align 4
  %E214 = extractelement <1 x i8> %Shuff155, i32 0
  %Shuff215 = shufflevector <8 x i1> %Cmp117, <8 x i1> %Sl130, <8 x i32> <i32 undef, i32 undef, i32 8, i32 10, i32 12, i32 14, i32 0, i32 undef>
  %I216 = insertelement <8 x i1> %Tr23, i1 %E139, i32 6
  %ZE217 = zext <8 x i1> %I21 to <8 x i16>
  %Sl218 = select i1 %E6, i1 %Sl166, i1 %Cmp
  br i1 %Sl218, label %CF1674, label %CF1904

CF1904:                                           ; preds = %CF1674
  %Cmp219 = icmp ule i16 %B49, %E46
  br i1 %Cmp219, label %CF1674, label %CF1741

CF1741:                                           ; preds = %CF1904
  %L220 = load i32, i32* %PC64, align 4
  store i8 %FC79, i8* %0, align 1
  %E221 = extractelement <4 x i32> zeroinitializer, i32 2
  %Shuff222 = shufflevector <8 x i16> %I85, <8 x i16> %ZE217, <8 x i32> <i32 13, i32 15, i32 1, i32 3, i32 5, i32 7, i32 undef, i32 11>
  %I223 = insertelement <8 x i1> %Shuff170, i1 %Sl65, i32 7
  %B224 = mul <4 x i32> %Shuff61, %Shuff61
  %FC225 = sitofp <8 x i1> %Tr23 to <8 x float>
  %Sl226 = select i1 %E40, i32* %PC64, i32* %1
  %Cmp227 = icmp ugt <1 x i1> %Cmp32, %Cmp32
  %L228 = load <8 x i1>, <8 x i1>* %Sl, align 1
  store i64 %Sl43, i64* %Sl116, align 4
  %E229 = extractelement <8 x i1> %Cmp144, i32 4
  br label %CF1638

CF1638:                                           ; preds = %CF1638, %CF1822, %CF1767, %CF1713, %CF1851, %CF1741
  %Shuff230 = shufflevector <1 x i8> zeroinitializer, <1 x i8> %Shuff, <1 x i32> <i32 1>
  %I231 = insertelement <8 x i1> %Cmp10, i1 %Cmp17, i32 3
  %Sl232 = select <8 x i1> %L67, <8 x i16> %ZE217, <8 x i16> %B179
  %Cmp233 = icmp ult <1 x i8> %I128, %Shuff193
  %L234 = load <8 x i1>, <8 x i1>* %Sl, align 1
  %E235 = extractelement <8 x i1> %I186, i32 6
  br i1 %E235, label %CF1638, label %CF1711

CF1711:                                           ; preds = %CF1711, %CF1638
  %Shuff236 = shufflevector <8 x i1> %Sl130, <8 x i1> %Shuff163, <8 x i32> <i32 undef, i32 3, i32 undef, i32 7, i32 9, i32 11, i32 undef, i32 15>
  %I237 = insertelement <8 x i1> %Shuff134, i1 %Cmp124, i32 3
  %B238 = frem double %FC129, %FC180
  %ZE239 = zext <1 x i1> %Cmp212 to <1 x i16>
  %Sl240 = select i1 %L33, i1 %Cmp205, i1 %Cmp137
  br i1 %Sl240, label %CF1711, label %CF1772

CF1772:                                           ; preds = %CF1772, %CF1711
  %Cmp241 = icmp uge i64 %L138, %L168
  br i1 %Cmp241, label %CF1772, label %CF1822

CF1822:                                           ; preds = %CF1772
  %L242 = load i32, i32* %PC64, align 4
  %E243 = extractelement <8 x i16> %Shuff222, i32 0
  %Shuff244 = shufflevector <8 x i1> %Cmp117, <8 x i1> %Cmp144, <8 x i32> <i32 11, i32 13, i32 undef, i32 1, i32 3, i32 5, i32 7, i32 9>
  %I245 = insertelement <8 x i32> zeroinitializer, i32 -1, i32 5
  %B246 = udiv <4 x i32> %Se165, %Shuff61
  %FC247 = sitofp <8 x i1> %L228 to <8 x float>
  %Sl248 = select i1 %L59, i32 %L220, i32 %B
  %Cmp249 = icmp ne i64 %L132, %B122
  br i1 %Cmp249, label %CF1638, label %CF1661

CF1661:                                           ; preds = %CF1661, %CF1822
  %L250 = load i32, i32* %Sl226, align 4
  store i32 %ZE150, i32* %Sl226, align 4
  %E251 = extractelement <8 x i1> %Cmp73, i32 2
  br i1 %E251, label %CF1661, label %CF1689

CF1689:                                           ; preds = %CF1689, %CF1849, %CF1661
  %Shuff252 = shufflevector <8 x i32> %Shuff120, <8 x i32> %I194, <8 x i32> <i32 5, i32 undef, i32 undef, i32 11, i32 undef, i32 15, i32 undef, i32 undef>
  %I253 = insertelement <8 x i1> %L234, i1 %Cmp167, i32 7
  %FC254 = sitofp i1 %Cmp17 to double
  %Sl255 = select i1 %Cmp, <8 x i1> %Cmp117, <8 x i1> %I223
  %Cmp256 = icmp sgt <1 x i8> %Sl57, %Shuff54
  %L257 = load i32, i32* %Sl226, align 4
  store i64 %L132, i64* %Sl116, align 4
  %E258 = extractelement <8 x i1> %Shuff84, i32 1
  br i1 %E258, label %CF1689, label %CF1849

CF1849:                                           ; preds = %CF1689
  %Shuff259 = shufflevector <1 x i64> zeroinitializer, <1 x i64> zeroinitializer, <1 x i32> undef
  %I260 = insertelement <1 x i64> %Shuff177, i64 %L161, i32 0
  %B261 = mul i32 %Tr210, %B93
  %Tr262 = trunc i16 %E46 to i8
  %Sl263 = select i1 %Cmp88, double %Sl80, double 0x1865A3047063F082
  %Cmp264 = icmp ne i64 %L138, %4
  br i1 %Cmp264, label %CF1689, label %CF1767

CF1767:                                           ; preds = %CF1849
  %L265 = load i32, i32* %Sl226, align 4
  store i32 %B, i32* %Sl226, align 4
  %E266 = extractelement <1 x i1> %Cmp233, i32 0
  br i1 %E266, label %CF1638, label %CF1653

CF1653:                                           ; preds = %CF1653, %CF1799, %CF1767
  %Shuff267 = shufflevector <8 x i16> zeroinitializer, <8 x i16> %Sl51, <8 x i32> <i32 undef, i32 undef, i32 8, i32 undef, i32 undef, i32 14, i32 undef, i32 2>
  %I268 = insertelement <4 x i32> %Shuff61, i32 %Sl173, i32 2
  %Sl269 = select <8 x i1> %L5, <8 x i32> %Shuff252, <8 x i32> %Shuff120
  %Cmp270 = icmp eq i16 6275, %E243
  br i1 %Cmp270, label %CF1653, label %CF1799

CF1799:                                           ; preds = %CF1653
  %L271 = load i32, i32* %Sl226, align 4
  store i64 %4, i64* %Sl116, align 4
  %E272 = extractelement <8 x float> %FC247, i32 6
  %Shuff273 = shufflevector <4 x i8> %Shuff91, <4 x i8> %Shuff91, <4 x i32> <i32 1, i32 3, i32 5, i32 undef>
  %I274 = insertelement <1 x i8> %Sl95, i8 %Tr262, i32 0
  %Se275 = sext <8 x i32> %Sl269 to <8 x i64>
  %Sl276 = select i1 %Cmp17, i32 %Sl173, i32 %E199
  %Cmp277 = icmp ule <4 x i32> %Sl189, zeroinitializer
  %L278 = load <8 x i1>, <8 x i1>* %Sl, align 1
  store <4 x i64> zeroinitializer, <4 x i64>* %A4, align 32
  %E279 = extractelement <8 x i1> %I253, i32 7
  br i1 %E279, label %CF1653, label %CF1658

CF1658:                                           ; preds = %CF1658, %CF1687, %CF1799
  %Shuff280 = shufflevector <1 x i8> %Sl57, <1 x i8> %I135, <1 x i32> zeroinitializer
  %I281 = insertelement <8 x i16> %Shuff267, i16 %E46, i32 6
  %B282 = urem <1 x i8> %Shuff41, %Shuff193
  %PC283 = bitcast i64* %2 to i64*
  %Sl284 = select i1 %Cmp, i32* %PC64, i32* %PC64
  %Cmp285 = fcmp oge double %Sl80, %FC50
  br i1 %Cmp285, label %CF1658, label %CF1687

CF1687:                                           ; preds = %CF1658
  %L286 = load i32, i32* %Sl226, align 4
  %E287 = extractelement <4 x i8> %Shuff273, i32 2
  %Shuff288 = shufflevector <1 x i8> %Shuff200, <1 x i8> %Shuff193, <1 x i32> <i32 1>
  %I289 = insertelement <4 x i32> %Sl189, i32 %Sl173, i32 1
  %B290 = frem float %Sl204, %Tr142
  %Sl291 = select i1 true, i16 -9461, i16 6275
  %Cmp292 = icmp ne i32 %ZE188, %B93
  br i1 %Cmp292, label %CF1658, label %CF1665

CF1665:                                           ; preds = %CF1665, %CF1826, %CF1800, %CF1727, %CF1687
  %L293 = load i1, i1* %PC, align 1
  br i1 %L293, label %CF1665, label %CF1826

CF1826:                                           ; preds = %CF1665
  store i1 %Sl218, i1* %PC, align 1
  %E294 = extractelement <8 x i16> %Shuff267, i32 5
  %Shuff295 = shufflevector <8 x i1> %I237, <8 x i1> %Cmp190, <8 x i32> <i32 undef, i32 10, i32 12, i32 undef, i32 0, i32 2, i32 undef, i32 6>
  %I296 = insertelement <8 x i16> %Shuff267, i16 %E243, i32 2
  %B297 = add <8 x i8> zeroinitializer, zeroinitializer
  %FC298 = uitofp <8 x i1> %I148 to <8 x double>
  %Sl299 = select i1 %Cmp, i32* %PC64, i32* %Sl226
  %Cmp300 = icmp sge <1 x i8> %Shuff7, %Shuff
  %L301 = load i32, i32* %PC64, align 4
  store i32 %3, i32* %PC64, align 4
  %E302 = extractelement <8 x i1> %I201, i32 7
  br i1 %E302, label %CF1665, label %CF1747

CF1747:                                           ; preds = %CF1747, %CF1845, %CF1826
  %Shuff303 = shufflevector <1 x i8> %B56, <1 x i8> %Sl95, <1 x i32> zeroinitializer
  %I304 = insertelement <4 x i32> %Sl189, i32 %ZE150, i32 2
  %B305 = fsub double %Sl80, %Sl80
  %FC306 = uitofp <1 x i64> %I171 to <1 x float>
  %Sl307 = select i1 %Cmp137, i1 %E27, i1 %Cmp124
  br i1 %Sl307, label %CF1747, label %CF1845

CF1845:                                           ; preds = %CF1747
  %Cmp308 = icmp ule i1 %Cmp270, %Cmp124
  br i1 %Cmp308, label %CF1747, label %CF1800

CF1800:                                           ; preds = %CF1845
  %L309 = load i64, i64* %Sl116, align 4
  store i64 %B122, i64* %PC283, align 4
  %E310 = extractelement <1 x i8> %Shuff230, i32 0
  %Shuff311 = shufflevector <8 x i32> %Shuff252, <8 x i32> %Shuff120, <8 x i32> <i32 14, i32 0, i32 2, i32 4, i32 6, i32 8, i32 undef, i32 12>
  %I312 = insertelement <1 x i8> %Shuff107, i8 -1, i32 0
  %B313 = lshr i64 %L138, %L161
  %Tr314 = trunc i16 %B149 to i1
  br i1 %Tr314, label %CF1665, label %CF1721

CF1721:                                           ; preds = %CF1721, %CF1764, %CF1743, %CF1800
  %Sl315 = select <8 x i1> %L67, <8 x i1> %L74, <8 x i1> %Cmp182
  %Cmp316 = icmp sge i8 %L111, %Tr262
  br i1 %Cmp316, label %CF1721, label %CF1764

CF1764:                                           ; preds = %CF1721
  %L317 = load i64, i64* %PC283, align 4
  store i32 %L220, i32* %Sl226, align 4
  %E318 = extractelement <1 x i8> %Shuff140, i32 0
  %Shuff319 = shufflevector <1 x i64> %Shuff69, <1 x i64> %Shuff69, <1 x i32> <i32 1>
  %I320 = insertelement <8 x i32> %Shuff252, i32 0, i32 1
  %B321 = and <1 x i8> %Shuff, %B78
  %BC = bitcast i64 %Sl31 to double
  %Sl322 = select i1 %Cmp, i1 %Sl307, i1 true
  br i1 %Sl322, label %CF1721, label %CF1743

CF1743:                                           ; preds = %CF1764
  %Cmp323 = icmp ult i64 %Sl31, %B15
  br i1 %Cmp323, label %CF1721, label %CF1727

CF1727:                                           ; preds = %CF1743
  %L324 = load i64, i64* %Sl116, align 4
  store i32 %Sl248, i32* %Sl226, align 4
  %E325 = extractelement <4 x i8> %Shuff273, i32 2
  %Shuff326 = shufflevector <1 x i1> %Cmp44, <1 x i1> %Cmp110, <1 x i32> <i32 1>
  %I327 = insertelement <8 x i1> %Shuff185, i1 %Sl240, i32 1
  %B328 = sub <1 x i8> %Shuff155, %I128
  %ZE329 = zext <8 x i1> %I237 to <8 x i64>
  %Sl330 = select i1 %Cmp137, i32 %L257, i32 326991
  %Cmp331 = icmp uge <8 x i1> %Shuff99, %L5
  %L332 = load i64, i64* %PC283, align 4
  store i32 %Sl276, i32* %Sl226, align 4
  %E333 = extractelement <8 x i1> %L18, i32 6
  br i1 %E333, label %CF1665, label %CF1713

CF1713:                                           ; preds = %CF1727
  %Shuff334 = shufflevector <8 x i32> %Shuff120, <8 x i32> %Shuff120, <8 x i32> <i32 9, i32 11, i32 13, i32 15, i32 1, i32 3, i32 5, i32 7>
  %I335 = insertelement <4 x i1> %Cmp277, i1 %L183, i32 3
  %B336 = or <1 x i8> %Sl9, %I128
  %FC337 = uitofp i8 %L191 to double
  %Sl338 = select i1 %L59, i64 0, i64 %B15
  %Cmp339 = icmp sgt <1 x i64> %Shuff319, %Shuff69
  %L340 = load i8, i8* %0, align 1
  store i32 -1, i32* %Sl226, align 4
  %E341 = extractelement <8 x i32> %Shuff120, i32 5
  %Shuff342 = shufflevector <8 x i32> %Shuff252, <8 x i32> %I245, <8 x i32> <i32 0, i32 2, i32 4, i32 undef, i32 8, i32 10, i32 12, i32 14>
  %I343 = insertelement <8 x i1> %Shuff244, i1 %E154, i32 2
  %B344 = and i32 %3, %Sl330
  %BC345 = bitcast <1 x i64> %Shuff259 to <1 x double>
  %Sl346 = select i1 %Tr, <4 x i8> zeroinitializer, <4 x i8> %Shuff91
  %Cmp347 = icmp ugt <1 x i64> %Shuff177, %I171
  %L348 = load <8 x float>, <8 x float>* %A1, align 32
  store i32 %B344, i32* %Sl226, align 4
  %E349 = extractelement <2 x i64> %Shuff47, i32 1
  %Shuff350 = shufflevector <8 x i16> %I141, <8 x i16> %Shuff267, <8 x i32> <i32 10, i32 12, i32 14, i32 0, i32 2, i32 4, i32 6, i32 8>
  %I351 = insertelement <1 x i8> %Shuff193, i8 %L191, i32 0
  %B352 = sub i8 -65, %L
  %ZE353 = zext i8 -1 to i64
  %Sl354 = select i1 %Cmp, i32 0, i32 %L265
  %Cmp355 = icmp slt <8 x i1> %Shuff35, %L74
  %L356 = load i32, i32* %Sl226, align 4
  store i32 %E98, i32* %Sl226, align 4
  %E357 = extractelement <4 x i8> %Shuff91, i32 2
  %Shuff358 = shufflevector <4 x i1> %Cmp277, <4 x i1> %Cmp277, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I359 = insertelement <1 x i64> %Shuff69, i64 %L309, i32 0
  %B360 = add <4 x i32> %Sl181, %Sl123
  %Tr361 = trunc i64 %B15 to i1
  br i1 %Tr361, label %CF1638, label %CF1640

CF1640:                                           ; preds = %CF1640, %CF1837, %CF1829, %CF1874, %CF1709, %CF1777, %CF1713
  %Sl362 = select i1 %Sl218, i32 %E199, i32 %3
  %Cmp363 = icmp slt <8 x i64> %Se275, %Se275
  %L364 = load i32, i32* %Sl226, align 4
  store i64 %L309, i64* %Sl116, align 4
  %E365 = extractelement <8 x i32> zeroinitializer, i32 4
  %Shuff366 = shufflevector <8 x i1> %Shuff147, <8 x i1> %Sl130, <8 x i32> <i32 15, i32 1, i32 undef, i32 5, i32 undef, i32 9, i32 11, i32 13>
  %I367 = insertelement <4 x i1> %Cmp277, i1 %Sl103, i32 1
  %B368 = or <8 x i64> %Se275, %Se275
  %FC369 = sitofp <8 x i1> %Tr23 to <8 x float>
  %Sl370 = select i1 %Tr361, i1 %Cmp81, i1 %E235
  br i1 %Sl370, label %CF1640, label %CF1837

CF1837:                                           ; preds = %CF1640
  %Cmp371 = fcmp oeq <1 x float> %FC86, %FC306
  %L372 = load i64, i64* %PC283, align 4
  store i8 %E12, i8* %0, align 1
  %E373 = extractelement <8 x i1> %Cmp190, i32 6
  br i1 %E373, label %CF1640, label %CF1751

CF1751:                                           ; preds = %CF1751, %CF1880, %CF1837
  %Shuff374 = shufflevector <4 x i32> %Shuff13, <4 x i32> %B224, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I375 = insertelement <1 x i8> %Shuff288, i8 %L191, i32 0
  %B376 = lshr i32 %B157, %Sl354
  %FC377 = sitofp <1 x i1> %Cmp32 to <1 x double>
  %Sl378 = select i1 %Tr203, i1 %E235, i1 %Cmp81
  br i1 %Sl378, label %CF1751, label %CF1848

CF1848:                                           ; preds = %CF1848, %CF1751
  %Cmp379 = icmp ule <8 x i1> %Sl315, %I201
  %L380 = load i8, i8* %0, align 1
  store i8 %L380, i8* %0, align 1
  %E381 = extractelement <8 x i1> %I186, i32 0
  br i1 %E381, label %CF1848, label %CF1880

CF1880:                                           ; preds = %CF1848
  %Shuff382 = shufflevector <1 x float> %FC306, <1 x float> %FC86, <1 x i32> <i32 1>
  %I383 = insertelement <1 x i8> zeroinitializer, i8 %E12, i32 0
  %B384 = urem i64 %L161, %L317
  %Tr385 = trunc i32 %L356 to i1
  br i1 %Tr385, label %CF1751, label %CF1829

CF1829:                                           ; preds = %CF1880
  %Sl386 = select i1 %Tr361, <8 x i1> %Shuff113, <8 x i1> %I21
  %Cmp387 = icmp ult i32 %ZE188, %L105
  br i1 %Cmp387, label %CF1640, label %CF1748

CF1748:                                           ; preds = %CF1748, %CF1829
  %L388 = load i8, i8* %0, align 1
  store i32 %E199, i32* %Sl299, align 4
  %E389 = extractelement <4 x i8> %Shuff273, i32 1
  %Shuff390 = shufflevector <1 x i8> %Sl95, <1 x i8> %Shuff54, <1 x i32> zeroinitializer
  %I391 = insertelement <1 x i64> %I36, i64 %ZE353, i32 0
  %ZE392 = zext <8 x i1> %Shuff84 to <8 x i8>
  %Sl393 = select i1 %Cmp96, i8 %Sl87, i8 %L52
  %Cmp394 = icmp uge i8 %E325, %L97
  br i1 %Cmp394, label %CF1748, label %CF1754

CF1754:                                           ; preds = %CF1754, %CF1748
  %L395 = load i32, i32* %Sl226, align 4
  store i8 -81, i8* %0, align 1
  %E396 = extractelement <1 x i8> %Shuff140, i32 0
  %Shuff397 = shufflevector <8 x i1> %Shuff236, <8 x i1> %I201, <8 x i32> <i32 15, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13>
  %I398 = insertelement <8 x i1> %Cmp363, i1 %Cmp394, i32 1
  %B399 = lshr i8 %E83, %E310
  %ZE400 = zext <1 x i8> %B78 to <1 x i32>
  %Sl401 = select i1 %Cmp137, i1 %Cmp152, i1 %Sl103
  br i1 %Sl401, label %CF1754, label %CF1874

CF1874:                                           ; preds = %CF1754
  %Cmp402 = icmp ult <8 x i1> %L206, %Sl386
  %L403 = load i8, i8* %0, align 1
  store i64 %4, i64* %PC283, align 4
  %E404 = extractelement <1 x i1> %Cmp58, i32 0
  br i1 %E404, label %CF1640, label %CF1709

CF1709:                                           ; preds = %CF1874
  %Shuff405 = shufflevector <8 x i1> %I186, <8 x i1> %Sl159, <8 x i32> <i32 undef, i32 undef, i32 13, i32 15, i32 1, i32 3, i32 5, i32 7>
  %I406 = insertelement <8 x i1> %Shuff295, i1 %Cmp264, i32 3
  %B407 = fdiv float %Sl24, %E272
  %FC408 = uitofp i64 0 to float
  %Sl409 = select <4 x i1> %Cmp277, <4 x i64> zeroinitializer, <4 x i64> zeroinitializer
  %Cmp410 = icmp ugt i64 %L198, %L324
  br i1 %Cmp410, label %CF1640, label %CF1693

CF1693:                                           ; preds = %CF1693, %CF1797, %CF1817, %CF1838, %CF1709
  %L411 = load i1, i1* %PC, align 1
  br i1 %L411, label %CF1693, label %CF1789

CF1789:                                           ; preds = %CF1789, %CF1693
  store i64 %B71, i64* %PC283, align 4
  %E412 = extractelement <8 x i1> %I21, i32 6
  br i1 %E412, label %CF1789, label %CF1797

CF1797:                                           ; preds = %CF1789
  %Shuff413 = shufflevector <8 x i1> %L228, <8 x i1> %Cmp379, <8 x i32> <i32 undef, i32 undef, i32 5, i32 undef, i32 9, i32 11, i32 13, i32 15>
  %I414 = insertelement <8 x i16> %Shuff267, i16 %Se172, i32 3
  %B415 = or <4 x i8> %Shuff91, zeroinitializer
  %Se416 = sext i8 -1 to i16
  %Sl417 = select i1 %L59, i32 %L242, i32 %Sl330
  %Cmp418 = icmp sge <8 x i1> %Cmp402, %L278
  %L419 = load i1, i1* %PC, align 1
  br i1 %L419, label %CF1693, label %CF1785

CF1785:                                           ; preds = %CF1785, %CF1797
  store i32 %L118, i32* %Sl299, align 4
  %E420 = extractelement <8 x i1> %Shuff113, i32 5
  br i1 %E420, label %CF1785, label %CF1817

CF1817:                                           ; preds = %CF1785
  %Shuff421 = shufflevector <1 x i8> %Shuff, <1 x i8> %B78, <1 x i32> zeroinitializer
  %I422 = insertelement <1 x i8> %Shuff7, i8 %E357, i32 0
  %B423 = ashr i8 %L82, %L52
  %Tr424 = trunc i32 %L265 to i8
  %Sl425 = select i1 %L183, i32 %L220, i32 %B93
  %Cmp426 = icmp ule i8 %L97, %L52
  br i1 %Cmp426, label %CF1693, label %CF1760

CF1760:                                           ; preds = %CF1760, %CF1817
  %L427 = load i8, i8* %0, align 1
  store i8 %L111, i8* %0, align 1
  %E428 = extractelement <1 x i8> %Sl95, i32 0
  %Shuff429 = shufflevector <8 x i1> %Shuff236, <8 x i1> %L5, <8 x i32> <i32 0, i32 2, i32 undef, i32 6, i32 8, i32 10, i32 12, i32 14>
  %I430 = insertelement <8 x i1> %Shuff84, i1 %Sl65, i32 2
  %B431 = fdiv float 0x465D67A140000000, %Sl24
  %FC432 = uitofp <8 x i1> %I398 to <8 x double>
  %Sl433 = select i1 %Cmp160, i8 -81, i8 %L340
  %Cmp434 = icmp ult <1 x i64> %Shuff319, %B115
  %L435 = load i1, i1* %PC, align 1
  br i1 %L435, label %CF1760, label %CF1838

CF1838:                                           ; preds = %CF1760
  store i1 %Tr203, i1* %PC, align 1
  %E436 = extractelement <8 x i1> %Shuff295, i32 7
  br i1 %E436, label %CF1693, label %CF1745

CF1745:                                           ; preds = %CF1745, %CF1903, %CF1838
  %Shuff437 = shufflevector <8 x i1> %Cmp117, <8 x i1> %Sl130, <8 x i32> <i32 10, i32 12, i32 14, i32 0, i32 2, i32 4, i32 6, i32 8>
  %I438 = insertelement <1 x i8> %Shuff140, i8 %E162, i32 0
  %B439 = and i16 %Se416, %Se416
  %FC440 = sitofp i64 %B313 to float
  %Sl441 = select i1 %Sl166, i32 %Sl173, i32 0
  %Cmp442 = icmp ule i8 %E176, %L52
  br i1 %Cmp442, label %CF1745, label %CF1903

CF1903:                                           ; preds = %CF1745
  %L443 = load <8 x i1>, <8 x i1>* %Sl, align 1
  store i8 %L403, i8* %0, align 1
  %E444 = extractelement <4 x i32> %Shuff374, i32 2
  %Shuff445 = shufflevector <8 x double> %FC432, <8 x double> %FC298, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 undef, i32 undef>
  %I446 = insertelement <1 x i1> %Cmp58, i1 %E251, i32 0
  %B447 = srem i8 %L82, %Tr195
  %FC448 = sitofp <1 x i8> %Shuff280 to <1 x float>
  %Sl449 = select i1 %Cmp316, i64 %Sl37, i64 %B71
  %Cmp450 = fcmp une double %BC, %FC180
  br i1 %Cmp450, label %CF1745, label %CF1777

CF1777:                                           ; preds = %CF1903
  %L451 = load i32, i32* %Sl226, align 4
  store i8 %E318, i8* %0, align 1
  %E452 = extractelement <1 x i1> %Cmp32, i32 0
  br i1 %E452, label %CF1640, label %CF1678

CF1678:                                           ; preds = %CF1678, %CF1782, %CF1811, %CF1777
  %Shuff453 = shufflevector <8 x i1> %L67, <8 x i1> %L5, <8 x i32> <i32 11, i32 13, i32 15, i32 1, i32 3, i32 5, i32 7, i32 undef>
  %I454 = insertelement <8 x i1> %L26, i1 %Tr203, i32 5
  %B455 = shl <8 x i16> %I281, %I14
  %PC456 = bitcast i32* %1 to i32*
  %Sl457 = select <1 x i1> %Cmp197, <1 x float> %Sl109, <1 x float> %FC306
  %Cmp458 = icmp eq <4 x i64> %Sl409, %Sl409
  %L459 = load i32, i32* %PC456, align 4
  store i32 %B93, i32* %Sl284, align 4
  %E460 = extractelement <8 x i1> %Cmp144, i32 6
  br i1 %E460, label %CF1678, label %CF1782

CF1782:                                           ; preds = %CF1678
  %Shuff461 = shufflevector <4 x i8> %I48, <4 x i8> %Shuff127, <4 x i32> <i32 1, i32 undef, i32 undef, i32 7>
  %I462 = insertelement <1 x i8> zeroinitializer, i8 %E310, i32 0
  %ZE463 = zext i1 %E302 to i64
  %Sl464 = select i1 %Sl240, i1 %Cmp442, i1 %Tr361
  br i1 %Sl464, label %CF1678, label %CF1733

CF1733:                                           ; preds = %CF1733, %CF1782
  %Cmp465 = icmp ne i1 %Cmp25, %Cmp152
  br i1 %Cmp465, label %CF1733, label %CF1811

CF1811:                                           ; preds = %CF1733
  %L466 = load i32, i32* %PC64, align 4
  store i32 %Sl248, i32* %PC456, align 4
  %E467 = extractelement <8 x i1> %Sl159, i32 4
  br i1 %E467, label %CF1678, label %CF1728

CF1728:                                           ; preds = %CF1728, %CF1811
  %Shuff468 = shufflevector <1 x i1> %Cmp434, <1 x i1> %Cmp339, <1 x i32> <i32 1>
  %I469 = insertelement <8 x i1> %Cmp418, i1 %L293, i32 3
  %B470 = ashr i32 %B344, %Sl362
  %FC471 = uitofp i1 %Cmp160 to float
  %Sl472 = select <8 x i1> %I201, <8 x i1> %I148, <8 x i1> %L67
  %Cmp473 = icmp sgt i8 %B399, %E133
  br i1 %Cmp473, label %CF1728, label %CF1851

CF1851:                                           ; preds = %CF1728
  %L474 = load i32, i32* %PC456, align 4
  store i32 %B376, i32* %PC456, align 4
  %E475 = extractelement <1 x i8> %I42, i32 0
  %Shuff476 = shufflevector <4 x i8> %Shuff91, <4 x i8> %I48, <4 x i32> <i32 1, i32 3, i32 5, i32 undef>
  %I477 = insertelement <1 x i8> %I29, i8 %L213, i32 0
  %B478 = lshr i32 %B261, %B93
  %Sl479 = select <1 x i1> %Cmp58, <1 x i16> %ZE239, <1 x i16> %ZE
  %Cmp480 = icmp sge i1 %Cmp25, %Cmp137
  br i1 %Cmp480, label %CF1638, label %CF1639

CF1639:                                           ; preds = %CF1639, %CF1778, %CF1781, %CF1851
  %L481 = load i32, i32* %Sl226, align 4
  store i64 %B384, i64* %PC283, align 4
  %E482 = extractelement <8 x double> %FC298, i32 4
  %Shuff483 = shufflevector <8 x i1> %Sl386, <8 x i1> %L5, <8 x i32> <i32 7, i32 9, i32 undef, i32 13, i32 15, i32 1, i32 3, i32 undef>
  %I484 = insertelement <8 x i1> %L443, i1 %Cmp, i32 1
  %B485 = srem <1 x i64> %I100, zeroinitializer
  %PC486 = bitcast <2 x i1>* %A3 to i16*
  %Sl487 = select i1 %Sl322, float %FC440, float %B431
  %Cmp488 = icmp ne i1 %Cmp426, %E146
  br i1 %Cmp488, label %CF1639, label %CF1778

CF1778:                                           ; preds = %CF1639
  %L489 = load i64, i64* %PC283, align 4
  %E490 = extractelement <1 x i8> %B321, i32 0
  %Shuff491 = shufflevector <8 x i16> zeroinitializer, <8 x i16> %Sl51, <8 x i32> <i32 12, i32 14, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10>
  %I492 = insertelement <1 x i64> %Shuff319, i64 %L309, i32 0
  %B493 = lshr <2 x i64> %Shuff47, zeroinitializer
  %PC494 = bitcast i64* %PC283 to i1*
  %Sl495 = select i1 %Cmp450, i8 %E318, i8 %E214
  %Cmp496 = icmp ule <8 x i32> %I320, %Shuff120
  %L497 = load i32, i32* %PC456, align 4
  store i32 %ZE150, i32* %Sl226, align 4
  %E498 = extractelement <1 x i8> %Shuff421, i32 0
  %Shuff499 = shufflevector <1 x i8> %B328, <1 x i8> %I274, <1 x i32> <i32 1>
  %I500 = insertelement <8 x i1> %L5, i1 %Sl401, i32 5
  %Tr501 = trunc i16 %E19 to i8
  %Sl502 = select i1 %Tr361, i64* %Sl116, i64* %Sl116
  %Cmp503 = icmp ne <4 x i8> %Shuff461, %I48
  %L504 = load i32, i32* %Sl226, align 4
  store i16 %Tr94, i16* %PC486, align 2
  %E505 = extractelement <8 x i16> %Shuff222, i32 5
  %Shuff506 = shufflevector <1 x i1> %I446, <1 x i1> %Cmp300, <1 x i32> zeroinitializer
  %I507 = insertelement <1 x i1> %Cmp256, i1 %Tr361, i32 0
  %B508 = xor i16 %E294, %B149
  %FC509 = uitofp <4 x i32> %I268 to <4 x double>
  %Sl510 = select <8 x i1> %I327, <8 x i1> %Cmp379, <8 x i1> %Sl130
  %Cmp511 = icmp ne i16 %B439, -9461
  br i1 %Cmp511, label %CF1639, label %CF1667

CF1667:                                           ; preds = %CF1667, %CF1706, %CF1844, %CF1702, %CF1778
  %L512 = load i32, i32* %PC456, align 4
  store i32 %Sl16, i32* %PC64, align 4
  %E513 = extractelement <8 x i1> %Shuff170, i32 2
  br i1 %E513, label %CF1667, label %CF1706

CF1706:                                           ; preds = %CF1667
  %Shuff514 = shufflevector <1 x i64> %I100, <1 x i64> %I121, <1 x i32> <i32 1>
  %I515 = insertelement <1 x i8> %Shuff107, i8 %5, i32 0
  %Tr516 = trunc <4 x i32> %B360 to <4 x i8>
  %Sl517 = select i1 %Tr314, i1 %Cmp292, i1 %Cmp25
  br i1 %Sl517, label %CF1667, label %CF1703

CF1703:                                           ; preds = %CF1703, %CF1706
  %Cmp518 = icmp sge <1 x i8> %Shuff200, %I274
  %L519 = load <8 x i1>, <8 x i1>* %Sl, align 1
  store i32 %Sl354, i32* %PC456, align 4
  %E520 = extractelement <1 x i1> %Shuff326, i32 0
  br i1 %E520, label %CF1703, label %CF1735

CF1735:                                           ; preds = %CF1735, %CF1839, %CF1703
  %Shuff521 = shufflevector <4 x i32> %Se165, <4 x i32> zeroinitializer, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I522 = insertelement <8 x i1> %Shuff163, i1 %Cmp450, i32 1
  %B523 = sdiv <8 x i32> zeroinitializer, %I194
  %ZE524 = zext <8 x i1> %Shuff170 to <8 x i8>
  %Sl525 = select i1 %Cmp81, i8 %L403, i8 %L52
  %Cmp526 = icmp slt i8 %E389, %E490
  br i1 %Cmp526, label %CF1735, label %CF1839

CF1839:                                           ; preds = %CF1735
  %L527 = load i64, i64* %Sl116, align 4
  store i32 %B93, i32* %PC456, align 4
  %E528 = extractelement <8 x i1> %Shuff413, i32 6
  br i1 %E528, label %CF1735, label %CF1770

CF1770:                                           ; preds = %CF1770, %CF1876, %CF1839
  %Shuff529 = shufflevector <8 x i1> %Shuff483, <8 x i1> %Shuff113, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 undef, i32 undef, i32 15>
  %I530 = insertelement <8 x i1> %L228, i1 %Sl240, i32 3
  %FC531 = sitofp i1 %Sl401 to double
  %Sl532 = select i1 %L59, <1 x i8> %Shuff41, <1 x i8> %Shuff54
  %Cmp533 = icmp ne <8 x i1> %Sl386, %Shuff84
  %L534 = load i32, i32* %Sl226, align 4
  store i32 %E192, i32* %PC456, align 4
  %E535 = extractelement <4 x i1> %Cmp277, i32 1
  br i1 %E535, label %CF1770, label %CF1876

CF1876:                                           ; preds = %CF1770
  %Shuff536 = shufflevector <1 x i8> zeroinitializer, <1 x i8> zeroinitializer, <1 x i32> undef
  %I537 = insertelement <4 x i8> %Shuff476, i8 -1, i32 0
  %B538 = sdiv <1 x i8> %Shuff421, %I375
  %FC539 = sitofp i32 -1 to double
  %Sl540 = select i1 %Cmp, <8 x i1> %I500, <8 x i1> %Sl130
  %Cmp541 = icmp slt <1 x i64> %I70, zeroinitializer
  %L542 = load i8, i8* %0, align 1
  store i32 %L395, i32* %Sl226, align 4
  %E543 = extractelement <8 x i1> %Shuff215, i32 7
  br i1 %E543, label %CF1770, label %CF1813

CF1813:                                           ; preds = %CF1813, %CF1876
  %Shuff544 = shufflevector <8 x i16> zeroinitializer, <8 x i16> %Shuff491, <8 x i32> <i32 2, i32 undef, i32 undef, i32 8, i32 undef, i32 12, i32 14, i32 0>
  %I545 = insertelement <8 x i1> %L11, i1 %L33, i32 4
  %Sl546 = select i1 %Sl103, <1 x i8> %Shuff54, <1 x i8> %I274
  %Cmp547 = icmp uge <1 x i8> %I312, %Shuff54
  %L548 = load i16, i16* %PC486, align 2
  store i64 %4, i64* %Sl502, align 4
  %E549 = extractelement <1 x i8> %Sl95, i32 0
  %Shuff550 = shufflevector <8 x i1> %L443, <8 x i1> %I223, <8 x i32> <i32 10, i32 12, i32 undef, i32 0, i32 2, i32 4, i32 6, i32 8>
  %I551 = insertelement <1 x i64> %I171, i64 %B71, i32 0
  %ZE552 = zext <8 x i16> %I296 to <8 x i32>
  %Sl553 = select i1 %L33, i32 %L265, i32 %B
  %Cmp554 = icmp ult i8 %E389, %E310
  br i1 %Cmp554, label %CF1813, label %CF1844

CF1844:                                           ; preds = %CF1813
  %L555 = load i8, i8* %0, align 1
  store i32 %B93, i32* %PC456, align 4
  %E556 = extractelement <8 x i1> %Shuff295, i32 0
  br i1 %E556, label %CF1667, label %CF1702

CF1702:                                           ; preds = %CF1844
  %Shuff557 = shufflevector <8 x i1> %Shuff429, <8 x i1> %Sl510, <8 x i32> <i32 3, i32 5, i32 7, i32 9, i32 11, i32 undef, i32 15, i32 undef>
  %I558 = insertelement <8 x i32> %Shuff334, i32 %Sl553, i32 5
  %B559 = shl i32 %B, %L497
  %PC560 = bitcast i32* %1 to i32*
  %Sl561 = select i1 %Cmp426, i1 %E184, i1 %Cmp270
  br i1 %Sl561, label %CF1667, label %CF1697

CF1697:                                           ; preds = %CF1697, %CF1702
  %Cmp562 = icmp sgt <8 x i1> %I530, %L278
  %L563 = load <8 x i1>, <8 x i1>* %Sl, align 1
  %E564 = extractelement <1 x i8> %Shuff7, i32 0
  %Shuff565 = shufflevector <8 x i1> %L26, <8 x i1> %I484, <8 x i32> <i32 8, i32 10, i32 undef, i32 14, i32 0, i32 2, i32 4, i32 6>
  %I566 = insertelement <8 x i1> %Shuff529, i1 %L59, i32 2
  %B567 = sub <1 x i8> %I383, %Shuff155
  %Tr568 = trunc <4 x i32> %Shuff374 to <4 x i16>
  %Sl569 = select i1 %L33, <8 x i1> %I164, <8 x i1> %I343
  %Cmp570 = icmp slt <1 x i1> %Shuff326, %Cmp212
  %L571 = load i16, i16* %PC486, align 2
  store i64 %Sl449, i64* %Sl116, align 4
  %E572 = extractelement <1 x i8> %Shuff280, i32 0
  %Shuff573 = shufflevector <1 x i1> %Cmp44, <1 x i1> %Shuff506, <1 x i32> zeroinitializer
  %I574 = insertelement <4 x i32> %B360, i32 %3, i32 2
  %FC575 = uitofp i8 %Tr424 to float
  %Sl576 = select <2 x i1> <i1 true, i1 false>, <2 x i64> %B493, <2 x i64> %B493
  %Cmp577 = icmp uge i32 %L118, %B
  br i1 %Cmp577, label %CF1697, label %CF1781

CF1781:                                           ; preds = %CF1697
  %L578 = load <8 x i1>, <8 x i1>* %Sl, align 1
  store i32 %B478, i32* %PC560, align 4
  %E579 = extractelement <1 x float> %Sl457, i32 0
  %Shuff580 = shufflevector <1 x i8> %I351, <1 x i8> %B567, <1 x i32> <i32 1>
  %I581 = insertelement <8 x i16> %Sl51, i16 6275, i32 1
  %B582 = or i64 %L317, %L309
  %Se583 = sext i8 %E310 to i32
  %Sl584 = select i1 %Cmp, i32 %L242, i32 %Sl417
  %Cmp585 = icmp ne <8 x i1> %I186, %Cmp355
  %L586 = load i64, i64* %Sl116, align 4
  store i64 %L489, i64* %PC283, align 4
  %E587 = extractelement <8 x i1> %Cmp355, i32 3
  br i1 %E587, label %CF1639, label %CF1642

CF1642:                                           ; preds = %CF1642, %CF1769, %CF1695, %CF1798, %CF1781
  %Shuff588 = shufflevector <8 x i1> %L206, <8 x i1> %Cmp355, <8 x i32> <i32 6, i32 8, i32 undef, i32 undef, i32 14, i32 0, i32 2, i32 4>
  %I589 = insertelement <1 x i8> zeroinitializer, i8 %E389, i32 0
  %B590 = mul <1 x i8> zeroinitializer, zeroinitializer
  %Sl591 = select i1 %E333, double %FC337, double %FC50
  %Cmp592 = icmp uge <8 x i1> %I77, %Shuff453
  %L593 = load <8 x i1>, <8 x i1>* %Sl, align 1
  store i32 %L242, i32* %Sl299, align 4
  %E594 = extractelement <1 x i8> %Shuff288, i32 0
  %Shuff595 = shufflevector <8 x i16> %L125, <8 x i16> %Shuff267, <8 x i32> <i32 14, i32 undef, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12>
  %I596 = insertelement <1 x i8> %Shuff140, i8 %B447, i32 0
  %Tr597 = trunc i16 %B149 to i8
  %Sl598 = select i1 %Tr203, <1 x i8> %Sl95, <1 x i8> %Shuff7
  %Cmp599 = icmp ule <8 x i1> %I430, %Shuff295
  %L600 = load i16, i16* %PC486, align 2
  store i64 %4, i64* %Sl116, align 4
  %E601 = extractelement <1 x i8> zeroinitializer, i32 0
  %Shuff602 = shufflevector <4 x i8> %Shuff91, <4 x i8> %Shuff273, <4 x i32> <i32 4, i32 6, i32 0, i32 undef>
  %I603 = insertelement <1 x i8> zeroinitializer, i8 %E572, i32 0
  %B604 = udiv i64 %E34, %Sl449
  %Se605 = sext <8 x i16> %I281 to <8 x i32>
  %Sl606 = select i1 %E373, double %BC, double %E482
  %Cmp607 = icmp sgt i8 -1, %L191
  br i1 %Cmp607, label %CF1642, label %CF1656

CF1656:                                           ; preds = %CF1656, %CF1755, %CF1862, %CF1642
  %L608 = load i16, i16* %PC486, align 2
  store i8 %Sl525, i8* %0, align 1
  %E609 = extractelement <8 x i1> %Cmp104, i32 3
  br i1 %E609, label %CF1656, label %CF1719

CF1719:                                           ; preds = %CF1719, %CF1656
  %Shuff610 = shufflevector <1 x i1> %Cmp212, <1 x i1> %Cmp32, <1 x i32> zeroinitializer
  %I611 = insertelement <1 x i1> %Cmp547, i1 %E556, i32 0
  %B612 = srem <8 x i32> %Shuff252, %B523
  %Se613 = sext <8 x i16> %I141 to <8 x i32>
  %Sl614 = select i1 %L435, i1 %Tr314, i1 %E302
  br i1 %Sl614, label %CF1719, label %CF1755

CF1755:                                           ; preds = %CF1719
  %Cmp615 = icmp slt <8 x i16> %Shuff222, %I414
  %L616 = load i1, i1* %PC, align 1
  br i1 %L616, label %CF1656, label %CF1708

CF1708:                                           ; preds = %CF1708, %CF1755
  store <8 x i16> %I108, <8 x i16>* %A, align 16
  %E617 = extractelement <8 x i32> %B612, i32 7
  %Shuff618 = shufflevector <8 x i1> %Shuff405, <8 x i1> %Shuff437, <8 x i32> <i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 0>
  %I619 = insertelement <1 x i1> %Cmp233, i1 %Cmp137, i32 0
  %ZE620 = zext <1 x i1> %Cmp212 to <1 x i32>
  %Sl621 = select i1 %Cmp488, <8 x i1> %I216, <8 x i1> %L67
  %Cmp622 = icmp ult i1 %Sl614, %L616
  br i1 %Cmp622, label %CF1708, label %CF1862

CF1862:                                           ; preds = %CF1708
  %L623 = load i8, i8* %0, align 1
  store i32 %L512, i32* %PC560, align 4
  %E624 = extractelement <8 x i16> %Sl51, i32 1
  %Shuff625 = shufflevector <1 x i8> %Shuff41, <1 x i8> %Sl95, <1 x i32> undef
  %I626 = insertelement <8 x i8> zeroinitializer, i8 %E549, i32 0
  %B627 = fdiv double %Sl606, %Sl263
  %Se628 = sext <8 x i1> %I77 to <8 x i16>
  %Sl629 = select <1 x i1> %Cmp32, <1 x i64> %I8, <1 x i64> %Shuff208
  %Cmp630 = fcmp olt float %Sl204, %FC575
  br i1 %Cmp630, label %CF1656, label %CF1673

CF1673:                                           ; preds = %CF1673, %CF1889, %CF1862
  %L631 = load i32, i32* %Sl284, align 4
  store i1 %Cmp622, i1* %PC, align 1
  %E632 = extractelement <1 x i8> %Sl95, i32 0
  %Shuff633 = shufflevector <1 x i1> %Shuff468, <1 x i1> %Cmp371, <1 x i32> <i32 1>
  %I634 = insertelement <8 x i1> %Cmp363, i1 %Cmp442, i32 5
  %B635 = shl <1 x i8> %B282, %I209
  %ZE636 = zext <4 x i32> %B246 to <4 x i64>
  %Sl637 = select i1 %Cmp, i1 %Cmp285, i1 %E460
  br i1 %Sl637, label %CF1673, label %CF1889

CF1889:                                           ; preds = %CF1673
  %Cmp638 = icmp sgt i1 %E535, %Cmp124
  br i1 %Cmp638, label %CF1673, label %CF1769

CF1769:                                           ; preds = %CF1889
  %L639 = load i32, i32* %PC456, align 4
  store i8 %Tr195, i8* %0, align 1
  %E640 = extractelement <2 x i64> zeroinitializer, i32 0
  %Shuff641 = shufflevector <8 x i1> %Cmp182, <8 x i1> %Sl151, <8 x i32> <i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 1, i32 3>
  %I642 = insertelement <2 x i64> %B493, i64 %B582, i32 1
  %B643 = ashr i64 %L198, %L309
  %FC644 = sitofp <4 x i1> %I367 to <4 x float>
  %Sl645 = select i1 %E333, <1 x i8> %B567, <1 x i8> %Shuff280
  %Cmp646 = icmp slt i1 %Cmp285, %Tr361
  br i1 %Cmp646, label %CF1642, label %CF1652

CF1652:                                           ; preds = %CF1652, %CF1795, %CF1740, %CF1744, %CF1769
  %L647 = load i32, i32* %Sl226, align 4
  store i32 %B93, i32* %PC456, align 4
  %E648 = extractelement <8 x i1> %I500, i32 5
  br i1 %E648, label %CF1652, label %CF1795

CF1795:                                           ; preds = %CF1652
  %Shuff649 = shufflevector <4 x i8> %Shuff602, <4 x i8> %Shuff273, <4 x i32> <i32 undef, i32 2, i32 4, i32 undef>
  %I650 = insertelement <1 x i32> %ZE400, i32 %B93, i32 0
  %B651 = shl i32 %E199, %B93
  %FC652 = sitofp i1 %Sl322 to float
  %Sl653 = select i1 %Cmp205, i64* %PC283, i64* %2
  %Cmp654 = icmp sge i64 %E34, %L198
  br i1 %Cmp654, label %CF1652, label %CF1730

CF1730:                                           ; preds = %CF1730, %CF1808, %CF1795
  %L655 = load i64, i64* %Sl653, align 4
  %E656 = extractelement <8 x i1> %I148, i32 4
  br i1 %E656, label %CF1730, label %CF1808

CF1808:                                           ; preds = %CF1730
  %Shuff657 = shufflevector <4 x i64> zeroinitializer, <4 x i64> %Sl409, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I658 = insertelement <1 x i64> zeroinitializer, i64 %L161, i32 0
  %Se659 = sext <8 x i1> %Shuff113 to <8 x i8>
  %Sl660 = select i1 %Cmp450, i32 %L451, i32 %Sl441
  %Cmp661 = fcmp olt float %FC408, %B290
  br i1 %Cmp661, label %CF1730, label %CF1740

CF1740:                                           ; preds = %CF1808
  %L662 = load i64, i64* %PC283, align 4
  store i32 %B93, i32* %PC456, align 4
  %E663 = extractelement <8 x i1> %Shuff641, i32 5
  br i1 %E663, label %CF1652, label %CF1729

CF1729:                                           ; preds = %CF1729, %CF1740
  %Shuff664 = shufflevector <1 x i8> zeroinitializer, <1 x i8> %I375, <1 x i32> zeroinitializer
  %I665 = insertelement <1 x i1> %Cmp518, i1 %E467, i32 0
  %Se666 = sext i1 %E587 to i32
  %Sl667 = select <1 x i1> %Shuff633, <1 x i64> %Shuff177, <1 x i64> %B485
  %Cmp668 = icmp eq <1 x i8> %I128, %Shuff28
  %L669 = load i1, i1* %PC, align 1
  br i1 %L669, label %CF1729, label %CF1744

CF1744:                                           ; preds = %CF1729
  store i32 %E199, i32* %PC456, align 4
  %E670 = extractelement <8 x i1> %L578, i32 6
  br i1 %E670, label %CF1652, label %CF1655

CF1655:                                           ; preds = %CF1655, %CF1761, %CF1725, %CF1662, %CF1744
  %Shuff671 = shufflevector <1 x float> %FC448, <1 x float> %FC86, <1 x i32> <i32 1>
  %I672 = insertelement <1 x i1> %Cmp300, i1 %E279, i32 0
  %B673 = mul i32 %L220, %L534
  %ZE674 = zext <1 x i1> %Shuff573 to <1 x i16>
  %Sl675 = select i1 %Cmp607, i32 %B344, i32 %Sl248
  %Cmp676 = icmp ugt <8 x i1> %I216, %Cmp402
  %L677 = load <8 x i1>, <8 x i1>* %Sl, align 1
  store i8 %5, i8* %0, align 1
  %E678 = extractelement <1 x i8> %I515, i32 0
  %Shuff679 = shufflevector <8 x i1> %Shuff557, <8 x i1> %Cmp615, <8 x i32> <i32 5, i32 7, i32 undef, i32 11, i32 13, i32 undef, i32 1, i32 3>
  %I680 = insertelement <1 x i1> %Cmp32, i1 %Cmp511, i32 0
  %B681 = urem i16 %E294, %Se416
  %FC682 = sitofp <8 x i1> %Cmp585 to <8 x double>
  %Sl683 = select i1 %Tr, <8 x i1> %Cmp615, <8 x i1> %L5
  %Cmp684 = icmp sgt <8 x i1> %I231, %Shuff295
  %L685 = load i64, i64* %Sl653, align 4
  store i32 %L512, i32* %PC456, align 4
  %E686 = extractelement <8 x i1> %Shuff84, i32 5
  br i1 %E686, label %CF1655, label %CF1761

CF1761:                                           ; preds = %CF1655
  %Shuff687 = shufflevector <8 x i32> %Shuff252, <8 x i32> %ZE552, <8 x i32> <i32 0, i32 undef, i32 4, i32 undef, i32 8, i32 10, i32 12, i32 14>
  %I688 = insertelement <1 x float> %Sl457, float %B431, i32 0
  %B689 = fdiv float %FC440, %Tr142
  %Tr690 = trunc i64 %B384 to i1
  br i1 %Tr690, label %CF1655, label %CF1723

CF1723:                                           ; preds = %CF1723, %CF1856, %CF1761
  %Sl691 = select <1 x i1> %Cmp300, <1 x i8> %Shuff421, <1 x i8> %I375
  %Cmp692 = icmp ugt i64 %E90, %L309
  br i1 %Cmp692, label %CF1723, label %CF1738

CF1738:                                           ; preds = %CF1738, %CF1723
  %L693 = load i32, i32* %PC456, align 4
  store i32 %L459, i32* %Sl226, align 4
  %E694 = extractelement <1 x i8> %Sl645, i32 0
  %Shuff695 = shufflevector <1 x i8> %I589, <1 x i8> zeroinitializer, <1 x i32> <i32 1>
  %I696 = insertelement <1 x i64> %Shuff259, i64 378947, i32 0
  %Tr697 = trunc i32 %L301 to i8
  %Sl698 = select i1 %Sl370, <8 x i1>* %Sl, <8 x i1>* %A2
  %Cmp699 = icmp sge i32 %L395, %L271
  br i1 %Cmp699, label %CF1738, label %CF1846

CF1846:                                           ; preds = %CF1846, %CF1738
  %L700 = load i32, i32* %PC456, align 4
  store i32 %Sl417, i32* %PC64, align 4
  %E701 = extractelement <1 x i64> %Shuff514, i32 0
  %Shuff702 = shufflevector <8 x i1> %Sl151, <8 x i1> %I343, <8 x i32> <i32 14, i32 0, i32 undef, i32 4, i32 6, i32 undef, i32 10, i32 12>
  %I703 = insertelement <1 x i8> %Shuff303, i8 %E68, i32 0
  %B704 = sub i16 %E505, %Sl291
  %FC705 = uitofp <1 x i8> %I703 to <1 x float>
  %Sl706 = select i1 %Cmp488, i8 %E389, i8 %E287
  %Cmp707 = icmp sge <1 x i1> %Cmp347, %Shuff506
  %L708 = load i64, i64* %Sl653, align 4
  store i32 %L301, i32* %PC456, align 4
  %E709 = extractelement <8 x i1> %Shuff529, i32 5
  br i1 %E709, label %CF1846, label %CF1856

CF1856:                                           ; preds = %CF1846
  %Shuff710 = shufflevector <8 x i1> %L443, <8 x i1> %Sl621, <8 x i32> <i32 8, i32 10, i32 undef, i32 14, i32 0, i32 2, i32 4, i32 6>
  %I711 = insertelement <8 x i1> %L18, i1 %Cmp442, i32 2
  %FC712 = sitofp <1 x i8> %I55 to <1 x float>
  %Sl713 = select i1 %E535, <2 x i64> %B493, <2 x i64> %Shuff47
  %Cmp714 = icmp ne <1 x i8> %Shuff54, %I55
  %L715 = load i64, i64* %Sl653, align 4
  store i32 %L631, i32* %PC456, align 4
  %E716 = extractelement <8 x i1> %Cmp562, i32 7
  br i1 %E716, label %CF1723, label %CF1725

CF1725:                                           ; preds = %CF1856
  %Shuff717 = shufflevector <1 x i32> %ZE400, <1 x i32> %Se, <1 x i32> zeroinitializer
  %I718 = insertelement <8 x i1> %Shuff170, i1 %Cmp511, i32 6
  %B719 = and i64 %B582, %L309
  %Sl720 = select i1 true, <8 x i8> %ZE524, <8 x i8> %I626
  %Cmp721 = icmp ult i32 %L250, %L395
  br i1 %Cmp721, label %CF1655, label %CF1662

CF1662:                                           ; preds = %CF1725
  %L722 = load i32, i32* %PC456, align 4
  store i8 %Sl525, i8* %0, align 1
  %E723 = extractelement <1 x i64> %I100, i32 0
  %Shuff724 = shufflevector <1 x i8> %Shuff390, <1 x i8> %Shuff421, <1 x i32> zeroinitializer
  %I725 = insertelement <1 x i8> %Shuff499, i8 %E428, i32 0
  %B726 = mul i64 %E349, %Sl43
  %Se727 = sext <1 x i1> %I665 to <1 x i32>
  %Sl728 = select <8 x i1> %L5, <8 x float> %FC369, <8 x float> %L348
  %Cmp729 = icmp slt i1 %Sl218, %Cmp450
  br i1 %Cmp729, label %CF1655, label %CF1659

CF1659:                                           ; preds = %CF1659, %CF1888, %CF1712, %CF1662
  %L730 = load i32, i32* %PC64, align 4
  store i8 %B399, i8* %0, align 1
  %E731 = extractelement <1 x i8> zeroinitializer, i32 0
  %Shuff732 = shufflevector <1 x i8> %Shuff140, <1 x i8> %I422, <1 x i32> <i32 1>
  %I733 = insertelement <4 x i8> %Tr516, i8 %E357, i32 3
  %B734 = xor <4 x i32> %Shuff13, %B224
  %FC735 = uitofp i64 %L138 to float
  %Sl736 = select <1 x i1> %Cmp197, <1 x i8> %Shuff140, <1 x i8> %B567
  %Cmp737 = icmp ule <4 x i32> %I156, %Shuff521
  %L738 = load i32, i32* %PC456, align 4
  store i32 %E444, i32* %PC560, align 4
  %E739 = extractelement <1 x i64> %Sl667, i32 0
  %Shuff740 = shufflevector <1 x i16> %Sl479, <1 x i16> %Sl479, <1 x i32> undef
  %I741 = insertelement <8 x i1> %Sl315, i1 %Sl370, i32 5
  %B742 = add <4 x i16> %Tr568, %Tr568
  %FC743 = sitofp <4 x i64> %ZE636 to <4 x double>
  %Sl744 = select i1 %E716, <1 x i1> %Cmp233, <1 x i1> %Cmp110
  %Cmp745 = icmp sgt <1 x i32> %Se, %Se727
  %L746 = load <8 x i1>, <8 x i1>* %Sl698, align 1
  store i1 %L59, i1* %PC494, align 1
  %E747 = extractelement <8 x i1> %Cmp331, i32 3
  br i1 %E747, label %CF1659, label %CF1746

CF1746:                                           ; preds = %CF1746, %CF1659
  %Shuff748 = shufflevector <1 x i16> %ZE, <1 x i16> %ZE, <1 x i32> zeroinitializer
  %I749 = insertelement <1 x i8> %Shuff724, i8 %Tr262, i32 0
  %B750 = sub i8 %Sl495, %L52
  %Tr751 = trunc i64 %B15 to i1
  br i1 %Tr751, label %CF1746, label %CF1759

CF1759:                                           ; preds = %CF1759, %CF1746
  %Sl752 = select <1 x i1> %I680, <1 x float> %Sl457, <1 x float> %Shuff382
  %Cmp753 = icmp sgt <1 x i64> zeroinitializer, %B30
  %L754 = load i1, i1* %PC494, align 1
  br i1 %L754, label %CF1759, label %CF1773

CF1773:                                           ; preds = %CF1773, %CF1759
  store i8 %L52, i8* %0, align 1
  %E755 = extractelement <1 x i64> %Shuff208, i32 0
  %Shuff756 = shufflevector <1 x i8> %I477, <1 x i8> %I375, <1 x i32> <i32 1>
  %I757 = insertelement <8 x i1> %I327, i1 %L59, i32 3
  %Se758 = sext <8 x i1> %Shuff366 to <8 x i16>
  %Sl759 = select <8 x i1> %I718, <8 x i1> %Shuff710, <8 x i1> %L206
  %Cmp760 = fcmp one <8 x float> %FC369, %FC225
  %L761 = load <8 x i1>, <8 x i1>* %Sl698, align 1
  store i32 %B93, i32* %Sl299, align 4
  %E762 = extractelement <4 x i32> %Shuff13, i32 0
  %Shuff763 = shufflevector <1 x i8> %Shuff303, <1 x i8> %I351, <1 x i32> <i32 1>
  %I764 = insertelement <1 x i1> %Shuff573, i1 %Cmp, i32 0
  %B765 = sub i16 %B681, %Sl291
  %FC766 = uitofp i8 %E162 to double
  %Sl767 = select i1 %E169, double %FC531, double %FC50
  %Cmp768 = icmp sgt <8 x i1> %Cmp418, %L519
  %L769 = load <8 x i1>, <8 x i1>* %Sl, align 1
  store i8 %E549, i8* %0, align 1
  %E770 = extractelement <1 x i1> %Sl744, i32 0
  br i1 %E770, label %CF1773, label %CF1888

CF1888:                                           ; preds = %CF1773
  %Shuff771 = shufflevector <1 x i64> %I492, <1 x i64> %I391, <1 x i32> zeroinitializer
  %I772 = insertelement <8 x i16> %I414, i16 %Tr94, i32 0
  %Tr773 = trunc i64 0 to i1
  br i1 %Tr773, label %CF1659, label %CF1712

CF1712:                                           ; preds = %CF1888
  %Sl774 = select i1 %E686, <1 x i8> %Sl546, <1 x i8> %Shuff625
  %Cmp775 = icmp uge i8 %L555, %B352
  br i1 %Cmp775, label %CF1659, label %CF1695

CF1695:                                           ; preds = %CF1712
  %L776 = load i64, i64* %Sl653, align 4
  store i8 %L380, i8* %0, align 1
  %E777 = extractelement <8 x i1> %L769, i32 1
  br i1 %E777, label %CF1642, label %CF1648

CF1648:                                           ; preds = %CF1648, %CF1891, %CF1793, %CF1695
  %Shuff778 = shufflevector <1 x float> %Sl752, <1 x float> %I688, <1 x i32> zeroinitializer
  %I779 = insertelement <1 x i1> %Cmp707, i1 %Cmp607, i32 0
  %FC780 = sitofp <8 x i1> %Shuff84 to <8 x double>
  %Sl781 = select i1 %Cmp270, <4 x i8> %Shuff649, <4 x i8> %I48
  %Cmp782 = icmp sge <8 x i1> %Shuff113, %L519
  %L783 = load <8 x i16>, <8 x i16>* %A, align 16
  store i32 %L364, i32* %Sl226, align 4
  %E784 = extractelement <8 x i1> %I77, i32 5
  br i1 %E784, label %CF1648, label %CF1891

CF1891:                                           ; preds = %CF1648
  %Shuff785 = shufflevector <1 x i16> %Shuff740, <1 x i16> %ZE239, <1 x i32> undef
  %I786 = insertelement <1 x i64> %I121, i64 %L489, i32 0
  %B787 = srem <8 x i16> %I772, %Shuff350
  %FC788 = uitofp <8 x i1> %Cmp768 to <8 x float>
  %Sl789 = select <1 x i1> %Cmp300, <1 x i8> %I477, <1 x i8> %Shuff28
  %Cmp790 = icmp eq <8 x i16> %Shuff491, %I414
  %L791 = load i16, i16* %PC486, align 2
  store i16 %E243, i16* %PC486, align 2
  %E792 = extractelement <8 x i1> %Cmp402, i32 2
  br i1 %E792, label %CF1648, label %CF1776

CF1776:                                           ; preds = %CF1776, %CF1881, %CF1835, %CF1891
  %Shuff793 = shufflevector <8 x i1> %Sl472, <8 x i1> %I253, <8 x i32> <i32 13, i32 15, i32 1, i32 3, i32 undef, i32 7, i32 9, i32 11>
  %I794 = insertelement <8 x i1> %L443, i1 %L59, i32 7
  %B795 = sdiv <1 x i64> %I8, %Shuff259
  %FC796 = sitofp <1 x i16> %Sl479 to <1 x double>
  %Sl797 = select i1 %Cmp, <8 x i1> %Cmp790, <8 x i1> %Cmp182
  %Cmp798 = icmp ule i32 0, %3
  br i1 %Cmp798, label %CF1776, label %CF1881

CF1881:                                           ; preds = %CF1776
  %L799 = load i32, i32* %PC456, align 4
  store i32 %ZE150, i32* %PC64, align 4
  %E800 = extractelement <8 x i1> %Shuff565, i32 5
  br i1 %E800, label %CF1776, label %CF1802

CF1802:                                           ; preds = %CF1802, %CF1830, %CF1881
  %Shuff801 = shufflevector <8 x i1> %Shuff84, <8 x i1> %Shuff295, <8 x i32> <i32 undef, i32 undef, i32 12, i32 14, i32 0, i32 2, i32 4, i32 6>
  %I802 = insertelement <8 x i1> %Shuff429, i1 %L183, i32 2
  %FC803 = sitofp <1 x i8> %Shuff763 to <1 x double>
  %Sl804 = select i1 %Cmp442, <8 x i1> %Cmp684, <8 x i1> %Shuff35
  %Cmp805 = icmp slt <8 x i16> %ZE217, %I414
  %L806 = load i32, i32* %PC456, align 4
  store i8 %E601, i8* %0, align 1
  %E807 = extractelement <1 x i64> %Shuff259, i32 0
  %Shuff808 = shufflevector <1 x i8> %Shuff107, <1 x i8> %Shuff54, <1 x i32> zeroinitializer
  %I809 = insertelement <1 x i8> %Shuff664, i8 %E678, i32 0
  %ZE810 = zext <8 x i1> %I148 to <8 x i32>
  %Sl811 = select i1 %E535, float 0x465D67A140000000, float 0xB9B1E695C0000000
  %Cmp812 = icmp sgt i1 %E467, %Cmp661
  br i1 %Cmp812, label %CF1802, label %CF1830

CF1830:                                           ; preds = %CF1802
  %L813 = load i32, i32* %Sl226, align 4
  store i8 %E731, i8* %0, align 1
  %E814 = extractelement <8 x i1> %Cmp182, i32 2
  br i1 %E814, label %CF1802, label %CF1810

CF1810:                                           ; preds = %CF1810, %CF1865, %CF1830
  %Shuff815 = shufflevector <4 x i64> zeroinitializer, <4 x i64> %Sl409, <4 x i32> <i32 5, i32 7, i32 1, i32 undef>
  %I816 = insertelement <8 x i16> %Shuff267, i16 %E243, i32 7
  %B817 = urem i32 %L356, %L722
  %FC818 = fptoui double %FC531 to i16
  %Sl819 = select <8 x i1> %Cmp615, <8 x i16> %Shuff267, <8 x i16> %I281
  %Cmp820 = icmp ult <8 x i16> %Sl232, %I772
  %L821 = load <8 x i1>, <8 x i1>* %Sl698, align 1
  store i32 %ZE150, i32* %PC560, align 4
  %E822 = extractelement <4 x i64> zeroinitializer, i32 2
  %Shuff823 = shufflevector <8 x i1> %L18, <8 x i1> %I634, <8 x i32> <i32 13, i32 undef, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11>
  %I824 = insertelement <8 x i16> %I581, i16 %Se416, i32 7
  %FC825 = sitofp i32 %L242 to double
  %Sl826 = select i1 %L59, <1 x i64> %I171, <1 x i64> %B795
  %Cmp827 = icmp ule i1 %Cmp473, true
  br i1 %Cmp827, label %CF1810, label %CF1865

CF1865:                                           ; preds = %CF1810
  %L828 = load i32, i32* %PC456, align 4
  %E829 = extractelement <1 x i64> %Shuff319, i32 0
  %Shuff830 = shufflevector <8 x i1> %I500, <8 x i1> %Sl569, <8 x i32> <i32 undef, i32 undef, i32 8, i32 10, i32 12, i32 14, i32 0, i32 2>
  %I831 = insertelement <8 x i16> %Shuff222, i16 %B681, i32 6
  %B832 = and <1 x i32> %Se, %Se
  %BC833 = bitcast <4 x i32> %Se165 to <4 x float>
  %Sl834 = select i1 %L59, i32 %E221, i32 %B93
  %Cmp835 = icmp ne i1 %Cmp721, %Cmp577
  br i1 %Cmp835, label %CF1810, label %CF1835

CF1835:                                           ; preds = %CF1865
  %L836 = load i64, i64* %Sl653, align 4
  store i1 %Cmp81, i1* %PC494, align 1
  %E837 = extractelement <1 x i16> %Shuff785, i32 0
  %Shuff838 = shufflevector <1 x i1> %I619, <1 x i1> %Cmp256, <1 x i32> <i32 1>
  %I839 = insertelement <1 x i1> %Shuff468, i1 %Cmp812, i32 0
  %B840 = srem <4 x i8> %Shuff602, %I733
  %Se841 = sext i8 %L to i32
  %Sl842 = select i1 %Tr385, i1 %E184, i1 %L59
  br i1 %Sl842, label %CF1776, label %CF1791

CF1791:                                           ; preds = %CF1791, %CF1835
  %Cmp843 = icmp ne i32 %B673, %Sl248
  br i1 %Cmp843, label %CF1791, label %CF1793

CF1793:                                           ; preds = %CF1791
  %L844 = load <8 x i1>, <8 x i1>* %Sl, align 1
  store i8 %E678, i8* %0, align 1
  %E845 = extractelement <8 x i1> %Shuff84, i32 3
  br i1 %E845, label %CF1648, label %CF1739

CF1739:                                           ; preds = %CF1739, %CF1870, %CF1793
  %Shuff846 = shufflevector <8 x i8> %ZE392, <8 x i8> %I626, <8 x i32> <i32 6, i32 8, i32 10, i32 12, i32 14, i32 0, i32 2, i32 4>
  %I847 = insertelement <1 x i1> %Shuff610, i1 %E747, i32 0
  %FC848 = sitofp <8 x i1> %Cmp379 to <8 x float>
  %Sl849 = select i1 %E777, i8 %L153, i8 %L
  %Cmp850 = icmp uge i32 0, %E762
  br i1 %Cmp850, label %CF1739, label %CF1870

CF1870:                                           ; preds = %CF1739
  %L851 = load i32, i32* %Sl226, align 4
  store i64 %L527, i64* %Sl653, align 4
  %E852 = extractelement <8 x i1> %I148, i32 4
  br i1 %E852, label %CF1739, label %CF1768

CF1768:                                           ; preds = %CF1768, %CF1870
  %Shuff853 = shufflevector <1 x i8> zeroinitializer, <1 x i8> %Shuff107, <1 x i32> <i32 1>
  %I854 = insertelement <8 x i1> %Shuff163, i1 %E146, i32 3
  %BC855 = bitcast <1 x i32> %Shuff717 to <1 x float>
  %Sl856 = select i1 %Cmp426, <1 x i8> %Sl532, <1 x i8> %B567
  %Cmp857 = icmp ugt i1 %E381, %Cmp721
  br i1 %Cmp857, label %CF1768, label %CF1798

CF1798:                                           ; preds = %CF1768
  %L858 = load i32, i32* %PC64, align 4
  store i32 %E199, i32* %PC456, align 4
  %E859 = extractelement <1 x i1> %Cmp256, i32 0
  br i1 %E859, label %CF1642, label %CF1644

CF1644:                                           ; preds = %CF1644, %CF1834, %CF1818, %CF1900, %CF1736, %CF1807, %CF1871, %CF1798
  %Shuff860 = shufflevector <1 x i8> %Shuff140, <1 x i8> %Shuff724, <1 x i32> zeroinitializer
  %I861 = insertelement <1 x i64> %I658, i64 %B582, i32 0
  %B862 = sub <8 x i16> %Sl136, %Se758
  %FC863 = sitofp i1 %Cmp394 to float
  %Sl864 = select i1 %E747, <4 x i32> %Shuff374, <4 x i32> %Sl123
  %Cmp865 = icmp uge i16 %B765, %B149
  br i1 %Cmp865, label %CF1644, label %CF1834

CF1834:                                           ; preds = %CF1644
  %L866 = load i32, i32* %PC456, align 4
  store i8 %Sl706, i8* %0, align 1
  %E867 = extractelement <1 x i1> %Shuff468, i32 0
  br i1 %E867, label %CF1644, label %CF1818

CF1818:                                           ; preds = %CF1834
  %Shuff868 = shufflevector <1 x i8> %Shuff, <1 x i8> %Sl691, <1 x i32> undef
  %I869 = insertelement <1 x i1> %Shuff468, i1 %Cmp442, i32 0
  %Se870 = sext i1 %E867 to i16
  %Sl871 = select i1 %Tr203, i8 %L82, i8 %L111
  %Cmp872 = icmp ult <8 x i1> %Sl315, %L5
  %L873 = load i1, i1* %PC494, align 1
  br i1 %L873, label %CF1644, label %CF1801

CF1801:                                           ; preds = %CF1801, %CF1818
  store i32 %L813, i32* %PC456, align 4
  %E874 = extractelement <8 x i32> %Se605, i32 1
  %Shuff875 = shufflevector <1 x i1> %Cmp58, <1 x i1> %Sl744, <1 x i32> zeroinitializer
  %I876 = insertelement <4 x i16> %B742, i16 %FC818, i32 0
  %Tr877 = trunc i16 %B439 to i8
  %Sl878 = select i1 %Cmp607, <8 x double> %FC432, <8 x double> %FC298
  %Cmp879 = icmp uge <4 x i64> %ZE636, zeroinitializer
  %L880 = load i64, i64* %Sl116, align 4
  %E881 = extractelement <8 x i1> %Shuff429, i32 1
  br i1 %E881, label %CF1801, label %CF1900

CF1900:                                           ; preds = %CF1801
  %Shuff882 = shufflevector <1 x i8> %B328, <1 x i8> %I515, <1 x i32> zeroinitializer
  %I883 = insertelement <1 x float> %FC705, float %FC863, i32 0
  %PC884 = bitcast i32* %Sl284 to i8*
  %Sl885 = select <4 x i1> %Cmp503, <4 x i8> %Shuff649, <4 x i8> %I733
  %Cmp886 = icmp sge i1 %Cmp316, %Cmp511
  br i1 %Cmp886, label %CF1644, label %CF1726

CF1726:                                           ; preds = %CF1726, %CF1824, %CF1900
  %L887 = load i32, i32* %PC456, align 4
  store i16 %Se416, i16* %PC486, align 2
  %E888 = extractelement <8 x i16> zeroinitializer, i32 0
  %Shuff889 = shufflevector <8 x i1> %Shuff405, <8 x i1> %Sl386, <8 x i32> <i32 undef, i32 13, i32 15, i32 1, i32 3, i32 5, i32 7, i32 undef>
  %I890 = insertelement <8 x i16> %Sl232, i16 %E505, i32 5
  %B891 = srem <8 x i16> %I581, %Shuff350
  %Se892 = sext i32 %Sl425 to i64
  %Sl893 = select i1 %Tr203, i64* %Sl502, i64* %Sl116
  %Cmp894 = icmp slt i1 %E784, %Sl842
  br i1 %Cmp894, label %CF1726, label %CF1824

CF1824:                                           ; preds = %CF1726
  %L895 = load i64, i64* %PC283, align 4
  store i32 %L693, i32* %PC456, align 4
  %E896 = extractelement <1 x i8> zeroinitializer, i32 0
  %Shuff897 = shufflevector <4 x i16> %B742, <4 x i16> %B742, <4 x i32> <i32 2, i32 4, i32 undef, i32 undef>
  %I898 = insertelement <1 x i8> zeroinitializer, i8 %E310, i32 0
  %ZE899 = zext <8 x i16> zeroinitializer to <8 x i32>
  %Sl900 = select i1 %E460, <1 x i64> %I171, <1 x i64> %Shuff69
  %Cmp901 = icmp ne i1 %L669, %L419
  br i1 %Cmp901, label %CF1726, label %CF1736

CF1736:                                           ; preds = %CF1824
  %L902 = load i8, i8* %PC884, align 1
  store i1 %E279, i1* %PC, align 1
  %E903 = extractelement <8 x i1> %L443, i32 1
  br i1 %E903, label %CF1644, label %CF1679

CF1679:                                           ; preds = %CF1679, %CF1736
  %Shuff904 = shufflevector <4 x i8> %Shuff476, <4 x i8> %B415, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I905 = insertelement <1 x i32> %B832, i32 %L647, i32 0
  %B906 = urem <1 x i8> %I128, %Shuff421
  %Tr907 = trunc i32 %Sl675 to i8
  %Sl908 = select <1 x i1> %Shuff506, <1 x i8> %I55, <1 x i8> %Sl532
  %L909 = load i64, i64* %PC283, align 4
  store i8 %L52, i8* %PC884, align 1
  %E910 = extractelement <1 x i8> %Shuff193, i32 0
  %Shuff911 = shufflevector <1 x i8> %Shuff853, <1 x i8> %B635, <1 x i32> undef
  %I912 = insertelement <8 x double> %Shuff445, double 0x1865A3047063F082, i32 6
  %B913 = and <8 x i32> %ZE552, %Shuff120
  %FC914 = sitofp i1 %E656 to float
  %Sl915 = select i1 %Tr361, <8 x i1> %L234, <8 x i1> %Shuff529
  %Cmp916 = icmp sgt i1 %E686, %Cmp721
  br i1 %Cmp916, label %CF1679, label %CF1807

CF1807:                                           ; preds = %CF1679
  %L917 = load i64, i64* %Sl653, align 4
  store i8 %E133, i8* %PC884, align 1
  %E918 = extractelement <8 x i1> %Shuff801, i32 1
  br i1 %E918, label %CF1644, label %CF1675

CF1675:                                           ; preds = %CF1675, %CF1807
  %Shuff919 = shufflevector <1 x i8> %Shuff7, <1 x i8> %Shuff853, <1 x i32> zeroinitializer
  %I920 = insertelement <8 x i1> %Cmp104, i1 %Cmp488, i32 0
  %B921 = shl i32 %L364, %L631
  %Sl922 = select <4 x i1> %Cmp737, <4 x double> %FC743, <4 x double> %FC509
  %Cmp923 = icmp slt i1 %Cmp654, %E709
  br i1 %Cmp923, label %CF1675, label %CF1809

CF1809:                                           ; preds = %CF1809, %CF1675
  %L924 = load i64, i64* %Sl116, align 4
  store i64 %Sl449, i64* %Sl653, align 4
  %E925 = extractelement <1 x i8> %Shuff288, i32 0
  %Shuff926 = shufflevector <1 x double> %FC803, <1 x double> %FC796, <1 x i32> undef
  %I927 = insertelement <1 x i8> %Sl95, i8 %E490, i32 0
  %B928 = sdiv <4 x i64> %ZE636, %ZE636
  %Tr929 = trunc <1 x i8> %Shuff54 to <1 x i1>
  %Sl930 = select <8 x i1> %Shuff113, <8 x i1> %L677, <8 x i1> %Cmp355
  %Cmp931 = icmp slt <8 x i1> %Cmp182, %Sl130
  %L932 = load i32, i32* %Sl226, align 4
  store i1 %E556, i1* %PC, align 1
  %E933 = extractelement <8 x i1> %Cmp379, i32 0
  br i1 %E933, label %CF1809, label %CF1823

CF1823:                                           ; preds = %CF1823, %CF1809
  %Shuff934 = shufflevector <8 x i1> %Shuff437, <8 x i1> %L5, <8 x i32> <i32 3, i32 5, i32 7, i32 undef, i32 11, i32 13, i32 15, i32 1>
  %I935 = insertelement <8 x i1> %Cmp418, i1 %Tr385, i32 5
  %B936 = xor <4 x i32> %I574, zeroinitializer
  %FC937 = uitofp i1 %E852 to double
  %Sl938 = select <2 x i1> <i1 true, i1 false>, <2 x i64> %Sl713, <2 x i64> zeroinitializer
  %Cmp939 = icmp ule i8 %Sl849, %L623
  br i1 %Cmp939, label %CF1823, label %CF1871

CF1871:                                           ; preds = %CF1823
  %L940 = load i8, i8* %PC884, align 1
  store i8 %Sl849, i8* %PC884, align 1
  %E941 = extractelement <8 x i1> %Shuff429, i32 2
  br i1 %E941, label %CF1644, label %CF1668

CF1668:                                           ; preds = %CF1668, %CF1847, %CF1882, %CF1871
  %Shuff942 = shufflevector <4 x i8> %Shuff904, <4 x i8> %I48, <4 x i32> <i32 5, i32 undef, i32 1, i32 3>
  %I943 = insertelement <8 x i1> %Shuff702, i1 %Cmp410, i32 7
  %FC944 = sitofp i8 %E498 to double
  %Sl945 = select i1 %Cmp939, <1 x i8> %Shuff732, <1 x i8> zeroinitializer
  %Cmp946 = icmp uge <8 x i1> %Cmp117, %L67
  %L947 = load i64, i64* %Sl653, align 4
  store i64 %ZE463, i64* %PC283, align 4
  %E948 = extractelement <4 x i8> %Shuff461, i32 1
  %Shuff949 = shufflevector <8 x i8> %I626, <8 x i8> zeroinitializer, <8 x i32> <i32 12, i32 14, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10>
  %I950 = insertelement <4 x i8> %B840, i8 %E310, i32 2
  %B951 = mul i8 %Tr877, %Tr262
  %Sl952 = select i1 %Cmp465, float %B431, float %FC863
  %Cmp953 = icmp ne i32 %L722, %L175
  br i1 %Cmp953, label %CF1668, label %CF1847

CF1847:                                           ; preds = %CF1668
  %L954 = load i8, i8* %PC884, align 1
  store i8 %Tr262, i8* %PC884, align 1
  %E955 = extractelement <8 x i1> %Shuff215, i32 1
  br i1 %E955, label %CF1668, label %CF1691

CF1691:                                           ; preds = %CF1691, %CF1879, %CF1853, %CF1847
  %Shuff956 = shufflevector <8 x i1> %Shuff710, <8 x i1> %Shuff641, <8 x i32> <i32 4, i32 undef, i32 undef, i32 undef, i32 12, i32 14, i32 0, i32 2>
  %I957 = insertelement <1 x i8> %I135, i8 %E632, i32 0
  %B958 = ashr i64 %L917, %Sl338
  %Se959 = sext <8 x i1> %Shuff215 to <8 x i8>
  %Sl960 = select i1 %E955, i32 %Se841, i32 %Sl16
  %Cmp961 = icmp sge <8 x i1> %Shuff215, %L5
  %L962 = load i8, i8* %0, align 1
  store <8 x float> %FC848, <8 x float>* %A1, align 32
  %E963 = extractelement <8 x i1> %Cmp144, i32 3
  br i1 %E963, label %CF1691, label %CF1879

CF1879:                                           ; preds = %CF1691
  %Shuff964 = shufflevector <8 x i1> %Shuff84, <8 x i1> %L746, <8 x i32> <i32 14, i32 0, i32 2, i32 4, i32 undef, i32 8, i32 10, i32 undef>
  %I965 = insertelement <4 x i8> %Shuff461, i8 %E325, i32 0
  %ZE966 = zext <4 x i8> %Shuff649 to <4 x i16>
  %Sl967 = select i1 %Cmp, <8 x i16> %B787, <8 x i16> %B179
  %Cmp968 = icmp ugt <1 x i8> %Shuff390, %Shuff625
  %L969 = load i8, i8* %PC884, align 1
  store i32 %E874, i32* %PC456, align 4
  %E970 = extractelement <4 x i32> %Sl181, i32 1
  %Shuff971 = shufflevector <1 x i8> zeroinitializer, <1 x i8> %Sl691, <1 x i32> zeroinitializer
  %I972 = insertelement <8 x i1> %L746, i1 %Cmp916, i32 4
  %FC973 = uitofp i1 %Cmp426 to float
  %Sl974 = select <8 x i1> %Cmp117, <8 x i1> %Cmp182, <8 x i1> %L5
  %Cmp975 = icmp ugt <8 x i1> %L593, %Shuff702
  %L976 = load i32, i32* %PC560, align 4
  %E977 = extractelement <1 x i64> %Shuff771, i32 0
  %Shuff978 = shufflevector <1 x i8> %Shuff695, <1 x i8> %I274, <1 x i32> undef
  %I979 = insertelement <1 x i8> %Shuff140, i8 %E925, i32 0
  %B980 = lshr <4 x i16> %ZE966, %B742
  %Sl981 = select i1 %Cmp426, <4 x i32> %I304, <4 x i32> %B360
  %Cmp982 = icmp ule <1 x i8> %Shuff978, zeroinitializer
  %L983 = load i32, i32* %Sl226, align 4
  store i64 %L161, i64* %Sl653, align 4
  %E984 = extractelement <1 x i64> %Shuff514, i32 0
  %Shuff985 = shufflevector <1 x i8> %I29, <1 x i8> %Shuff155, <1 x i32> zeroinitializer
  %I986 = insertelement <8 x i1> %Shuff964, i1 %L183, i32 0
  %FC987 = sitofp <1 x i64> zeroinitializer to <1 x double>
  %Sl988 = select i1 %Sl561, <1 x double> %Shuff926, <1 x double> %FC796
  %Cmp989 = icmp ult i32 %Sl960, %Se583
  br i1 %Cmp989, label %CF1691, label %CF1841

CF1841:                                           ; preds = %CF1841, %CF1879
  %L990 = load i32, i32* %PC456, align 4
  store i8 %Tr262, i8* %PC884, align 1
  %E991 = extractelement <1 x i64> %Shuff514, i32 0
  %Shuff992 = shufflevector <8 x i1> %I454, <8 x i1> %Sl915, <8 x i32> <i32 undef, i32 10, i32 12, i32 14, i32 0, i32 2, i32 4, i32 6>
  %I993 = insertelement <8 x i1> %L67, i1 %E814, i32 2
  %Sl994 = select <1 x i1> %Shuff838, <1 x i8> %Shuff140, <1 x i8> %I438
  %Cmp995 = icmp ugt i32 %L271, %B376
  br i1 %Cmp995, label %CF1841, label %CF1853

CF1853:                                           ; preds = %CF1841
  %L996 = load i32, i32* %Sl226, align 4
  store i8 %Sl525, i8* %0, align 1
  %E997 = extractelement <8 x i1> %L67, i32 2
  br i1 %E997, label %CF1691, label %CF1707

CF1707:                                           ; preds = %CF1707, %CF1853
  %Shuff998 = shufflevector <8 x i1> %L443, <8 x i1> %Shuff956, <8 x i32> <i32 13, i32 15, i32 1, i32 undef, i32 5, i32 7, i32 9, i32 11>
  %I999 = insertelement <8 x double> %FC432, double %FC766, i32 7
  %B1000 = add <1 x i8> %Sl856, %Shuff732
  %FC1001 = fptosi <8 x float> %FC225 to <8 x i1>
  %Sl1002 = select i1 %Cmp622, <1 x i8> %Shuff20, <1 x i8> %Shuff853
  %Cmp1003 = icmp sgt i1 %Cmp152, %E963
  br i1 %Cmp1003, label %CF1707, label %CF1815

CF1815:                                           ; preds = %CF1815, %CF1707
  %L1004 = load i64, i64* %Sl653, align 4
  store i8 %Sl849, i8* %PC884, align 1
  %E1005 = extractelement <8 x i1> %Shuff956, i32 5
  br i1 %E1005, label %CF1815, label %CF1882

CF1882:                                           ; preds = %CF1815
  %Shuff1006 = shufflevector <8 x i1> %Cmp73, <8 x i1> %Sl683, <8 x i32> <i32 8, i32 10, i32 12, i32 14, i32 0, i32 undef, i32 4, i32 undef>
  %I1007 = insertelement <8 x i1> %Shuff84, i1 %L669, i32 2
  %Se1008 = sext i1 %E126 to i8
  %Sl1009 = select i1 %L293, i8 %E83, i8 %E176
  %Cmp1010 = icmp ult <4 x i32> %Sl864, %B936
  %L1011 = load i8, i8* %PC884, align 1
  %E1012 = extractelement <4 x i64> %Shuff657, i32 3
  %Shuff1013 = shufflevector <8 x i1> %Sl915, <8 x i1> %L5, <8 x i32> <i32 14, i32 0, i32 2, i32 4, i32 6, i32 undef, i32 10, i32 12>
  %I1014 = insertelement <1 x i64> zeroinitializer, i64 %L309, i32 0
  %Tr1015 = trunc i32 %L504 to i8
  %Sl1016 = select i1 %Cmp124, i32 %L175, i32 %B93
  %Cmp1017 = icmp ult <8 x i16> %Sl819, %I414
  %L1018 = load i32, i32* %PC456, align 4
  store i8 %E678, i8* %0, align 1
  %E1019 = extractelement <8 x i16> %Shuff267, i32 0
  %Shuff1020 = shufflevector <8 x i1> %Shuff483, <8 x i1> %Shuff113, <8 x i32> <i32 3, i32 5, i32 7, i32 undef, i32 11, i32 13, i32 15, i32 1>
  %I1021 = insertelement <1 x i8> %Sl908, i8 %Sl849, i32 0
  %B1022 = sub <8 x i16> %I414, zeroinitializer
  %FC1023 = sitofp <8 x i1> %I237 to <8 x float>
  %Sl1024 = select i1 %Cmp511, <4 x i32> %B360, <4 x i32> %I156
  %Cmp1025 = icmp uge i1 %E777, %E800
  br i1 %Cmp1025, label %CF1668, label %CF1680

CF1680:                                           ; preds = %CF1680, %CF1882
  %L1026 = load i32, i32* %Sl299, align 4
  store i32 %Sl1016, i32* %PC456, align 4
  %E1027 = extractelement <1 x i1> %Cmp547, i32 0
  br i1 %E1027, label %CF1680, label %CF1705

CF1705:                                           ; preds = %CF1705, %CF1732, %CF1714, %CF1680
  %Shuff1028 = shufflevector <4 x i64> %Sl409, <4 x i64> zeroinitializer, <4 x i32> <i32 6, i32 undef, i32 undef, i32 4>
  %I1029 = insertelement <1 x i1> %Cmp44, i1 %L59, i32 0
  %B1030 = fdiv double %Sl767, %FC937
  %Sl1031 = select <8 x i1> %L5, <8 x i1> %I430, <8 x i1> %L5
  %Cmp1032 = icmp ne <8 x i1> %Shuff413, %Shuff641
  %L1033 = load i32, i32* %PC456, align 4
  store i64 %L309, i64* %Sl653, align 4
  %E1034 = extractelement <8 x i1> %I21, i32 4
  br i1 %E1034, label %CF1705, label %CF1732

CF1732:                                           ; preds = %CF1705
  %Shuff1035 = shufflevector <8 x i16> %Shuff595, <8 x i16> %I816, <8 x i32> <i32 undef, i32 undef, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13>
  %I1036 = insertelement <1 x i8> %Shuff155, i8 %Sl849, i32 0
  %Tr1037 = trunc i32 %L799 to i16
  %Sl1038 = select i1 %E784, double %Sl591, double %FC129
  %Cmp1039 = icmp sgt <1 x i1> %Cmp541, %Cmp256
  %L1040 = load <8 x i1>, <8 x i1>* %Sl, align 1
  store i64 %L309, i64* %Sl116, align 4
  %E1041 = extractelement <4 x i32> %B734, i32 1
  %Shuff1042 = shufflevector <1 x float> %I688, <1 x float> %FC306, <1 x i32> undef
  %I1043 = insertelement <4 x float> %BC833, float %FC973, i32 0
  %Se1044 = sext i8 %E68 to i64
  %Sl1045 = select <4 x i1> %Cmp277, <4 x i1> %Cmp458, <4 x i1> %Cmp879
  %Cmp1046 = icmp ule i8 %Tr597, %Tr262
  br i1 %Cmp1046, label %CF1705, label %CF1714

CF1714:                                           ; preds = %CF1732
  %L1047 = load i32, i32* %PC456, align 4
  store i1 %Sl464, i1* %PC, align 1
  %E1048 = extractelement <8 x i1> %Shuff84, i32 2
  br i1 %E1048, label %CF1705, label %CF1710

CF1710:                                           ; preds = %CF1714
  %Shuff1049 = shufflevector <8 x i1> %Sl255, <8 x i1> %L67, <8 x i32> <i32 13, i32 undef, i32 1, i32 3, i32 5, i32 7, i32 undef, i32 11>
  %I1050 = insertelement <8 x i1> %Sl569, i1 %Cmp630, i32 7
  %B1051 = xor i64 %E977, %Sl449
  %FC1052 = uitofp i8 %L427 to float
  %Sl1053 = select i1 %Sl370, i64 %B582, i64 %B15
  %Cmp1054 = icmp uge <8 x i1> %Cmp117, %Cmp73
  %L1055 = load i32, i32* %PC560, align 4
  store i64 %L309, i64* %Sl116, align 4
  %E1056 = extractelement <1 x i1> %Sl744, i32 0
  br label %CF

CF:                                               ; preds = %CF, %CF1883, %CF1854, %CF1840, %CF1737, %CF1833, %CF1710
  %Shuff1057 = shufflevector <8 x i1> %Cmp331, <8 x i1> %Shuff84, <8 x i32> <i32 4, i32 undef, i32 undef, i32 10, i32 undef, i32 14, i32 0, i32 2>
  %I1058 = insertelement <8 x i1> %Shuff215, i1 %E955, i32 6
  %FC1059 = fptoui double %Sl80 to i1
  br i1 %FC1059, label %CF, label %CF1883

CF1883:                                           ; preds = %CF
  %Sl1060 = select <1 x i1> %Cmp197, <1 x i8> %I114, <1 x i8> %Shuff971
  %L1061 = load i32, i32* %PC456, align 4
  store i64 %E977, i64* %PC283, align 4
  %E1062 = extractelement <4 x i8> %Shuff476, i32 3
  %Shuff1063 = shufflevector <4 x i16> %Shuff897, <4 x i16> %I876, <4 x i32> <i32 2, i32 4, i32 6, i32 undef>
  %I1064 = insertelement <8 x i1> %Sl315, i1 %Cmp450, i32 4
  %B1065 = shl i8 %Sl87, %E498
  %FC1066 = sitofp i64 %L880 to float
  %Sl1067 = select i1 %L669, i8 %L542, i8 %E325
  %Cmp1068 = icmp ne <1 x i8> %I312, %Shuff853
  %L1069 = load i32, i32* %PC456, align 4
  store i64 %L655, i64* %Sl653, align 4
  %E1070 = extractelement <1 x i1> %Shuff468, i32 0
  br i1 %E1070, label %CF, label %CF1854

CF1854:                                           ; preds = %CF1883
  %Shuff1071 = shufflevector <8 x i1> %Cmp355, <8 x i1> %L5, <8 x i32> <i32 9, i32 11, i32 13, i32 15, i32 1, i32 3, i32 5, i32 7>
  %I1072 = insertelement <2 x i64> zeroinitializer, i64 %Se1044, i32 1
  %B1073 = ashr i16 %L571, %B149
  %Sl1074 = select i1 %E1034, i1 %E251, i1 %Sl218
  br i1 %Sl1074, label %CF, label %CF1840

CF1840:                                           ; preds = %CF1854
  %Cmp1075 = icmp sgt <8 x i1> %I972, %Sl915
  %L1076 = load i32, i32* %PC456, align 4
  %E1077 = extractelement <4 x i32> %I304, i32 2
  %Shuff1078 = shufflevector <8 x i16> %I108, <8 x i16> %ZE217, <8 x i32> <i32 1, i32 undef, i32 undef, i32 7, i32 undef, i32 11, i32 13, i32 15>
  %I1079 = insertelement <1 x i1> %Shuff875, i1 %Tr361, i32 0
  %FC1080 = uitofp <1 x i64> %Shuff319 to <1 x float>
  %Sl1081 = select i1 %Cmp827, i64 %L685, i64 %L685
  %Cmp1082 = icmp sgt i64 %B313, %B1051
  br i1 %Cmp1082, label %CF, label %CF1737

CF1737:                                           ; preds = %CF1840
  %L1083 = load i8, i8* %0, align 1
  store i8 %L542, i8* %0, align 1
  %E1084 = extractelement <1 x i1> %Shuff610, i32 0
  br i1 %E1084, label %CF, label %CF1672

CF1672:                                           ; preds = %CF1672, %CF1899, %CF1737
  %Shuff1085 = shufflevector <1 x i8> %Sl774, <1 x i8> %I927, <1 x i32> zeroinitializer
  %I1086 = insertelement <8 x i16> %Shuff350, i16 %B765, i32 6
  %Se1087 = sext i1 %Cmp205 to i32
  %Sl1088 = select i1 %E6, i1 %Cmp174, i1 %E279
  br i1 %Sl1088, label %CF1672, label %CF1780

CF1780:                                           ; preds = %CF1780, %CF1672
  %Cmp1089 = icmp ule <1 x i64> %Sl826, %Shuff514
  %L1090 = load i8, i8* %PC884, align 1
  store i32 %B93, i32* %PC560, align 4
  %E1091 = extractelement <8 x i1> %Shuff998, i32 7
  br i1 %E1091, label %CF1780, label %CF1899

CF1899:                                           ; preds = %CF1780
  %Shuff1092 = shufflevector <4 x i64> %Shuff657, <4 x i64> %Shuff657, <4 x i32> <i32 undef, i32 4, i32 undef, i32 undef>
  %I1093 = insertelement <8 x i16> %Shuff350, i16 %E19, i32 4
  %FC1094 = fptoui double %FC539 to i8
  %Sl1095 = select <1 x i1> %Cmp1068, <1 x i64> zeroinitializer, <1 x i64> %Sl667
  %Cmp1096 = icmp ult <1 x i64> %Shuff208, %Shuff514
  %L1097 = load <8 x i1>, <8 x i1>* %Sl698, align 1
  store i32 %L512, i32* %Sl226, align 4
  %E1098 = extractelement <8 x i1> %Shuff236, i32 6
  br i1 %E1098, label %CF1672, label %CF1685

CF1685:                                           ; preds = %CF1685, %CF1899
  %Shuff1099 = shufflevector <4 x i32> %I304, <4 x i32> %I156, <4 x i32> <i32 1, i32 3, i32 undef, i32 undef>
  %I1100 = insertelement <8 x i1> %Shuff641, i1 true, i32 3
  %Se1101 = sext <8 x i1> %Shuff163 to <8 x i64>
  %Sl1102 = select <8 x i1> %I972, <8 x i1> %L677, <8 x i1> %L5
  %Cmp1103 = icmp ne <8 x i1> %Shuff1020, %Cmp676
  %L1104 = load i8, i8* %0, align 1
  store i8 %Se1008, i8* %PC884, align 1
  %E1105 = extractelement <4 x i8> %Shuff904, i32 0
  %Shuff1106 = shufflevector <8 x i1> %Shuff557, <8 x i1> %Shuff366, <8 x i32> <i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 undef>
  %I1107 = insertelement <1 x i64> %Sl629, i64 %L309, i32 0
  %FC1108 = sitofp i1 %E800 to double
  %Sl1109 = select i1 %Cmp511, double %FC50, double %FC766
  %Cmp1110 = icmp ugt i32 %E192, %B93
  br i1 %Cmp1110, label %CF1685, label %CF1821

CF1821:                                           ; preds = %CF1821, %CF1902, %CF1685
  %L1111 = load i8, i8* %0, align 1
  store i32 %Sl417, i32* %PC456, align 4
  %E1112 = extractelement <8 x i1> %Shuff429, i32 6
  br i1 %E1112, label %CF1821, label %CF1902

CF1902:                                           ; preds = %CF1821
  %Shuff1113 = shufflevector <8 x i1> %I406, <8 x i1> %Shuff1049, <8 x i32> <i32 9, i32 11, i32 13, i32 15, i32 1, i32 3, i32 undef, i32 7>
  %I1114 = insertelement <8 x i1> %I545, i1 %E784, i32 3
  %B1115 = frem double %FC129, %Sl591
  %FC1116 = sitofp <8 x i32> %B523 to <8 x double>
  %Sl1117 = select i1 %Cmp577, <1 x double> %FC796, <1 x double> %FC796
  %Cmp1118 = icmp eq i1 %Sl65, %Cmp729
  br i1 %Cmp1118, label %CF1821, label %CF1833

CF1833:                                           ; preds = %CF1902
  %L1119 = load i32, i32* %PC64, align 4
  store i16 %Sl291, i16* %PC486, align 2
  %E1120 = extractelement <4 x i64> %Shuff657, i32 1
  %Shuff1121 = shufflevector <8 x i1> %Shuff429, <8 x i1> %I469, <8 x i32> <i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 0, i32 2>
  %I1122 = insertelement <8 x i1> %Shuff84, i1 %Sl842, i32 6
  %BC1123 = bitcast i64 %L586 to double
  %Sl1124 = select i1 %Cmp607, <4 x i16> %I876, <4 x i16> %B742
  %Cmp1125 = icmp sge <8 x i1> %Shuff889, %I972
  %L1126 = load i32, i32* %Sl226, align 4
  store i16 %FC818, i16* %PC486, align 2
  %E1127 = extractelement <1 x float> %Sl457, i32 0
  %Shuff1128 = shufflevector <8 x i1> %Shuff529, <8 x i1> %Shuff889, <8 x i32> <i32 10, i32 undef, i32 14, i32 undef, i32 2, i32 undef, i32 undef, i32 8>
  %I1129 = insertelement <8 x i1> %L74, i1 %Cmp81, i32 4
  %B1130 = xor <1 x i64> %B485, %Shuff69
  %Se1131 = sext <8 x i1> %I77 to <8 x i16>
  %Sl1132 = select i1 %E229, i1 %Tr751, i1 %E792
  br i1 %Sl1132, label %CF, label %CF1641

CF1641:                                           ; preds = %CF1641, %CF1831, %CF1843, %CF1786, %CF1833
  %Cmp1133 = icmp eq <1 x i1> %Cmp58, %Cmp110
  %L1134 = load i8, i8* %0, align 1
  store i8 %Se1008, i8* %0, align 1
  %E1135 = extractelement <1 x i1> %Cmp371, i32 0
  br i1 %E1135, label %CF1641, label %CF1831

CF1831:                                           ; preds = %CF1641
  %Shuff1136 = shufflevector <1 x i64> %B30, <1 x i64> %Shuff208, <1 x i32> zeroinitializer
  %I1137 = insertelement <8 x i1> %L443, i1 %L873, i32 0
  %BC1138 = bitcast float %B290 to i32
  %Sl1139 = select i1 %Cmp1082, <1 x i1> %Shuff573, <1 x i1> %Cmp32
  %Cmp1140 = icmp uge <1 x i8> %I135, %Sl532
  %L1141 = load i8, i8* %0, align 1
  %E1142 = extractelement <4 x i32> %Sl123, i32 1
  %Shuff1143 = shufflevector <1 x i8> %Shuff664, <1 x i8> %B78, <1 x i32> zeroinitializer
  %I1144 = insertelement <1 x i8> %Shuff536, i8 %B1065, i32 0
  %BC1145 = bitcast i32 %L474 to float
  %Sl1146 = select i1 true, <1 x i8> %I1144, <1 x i8> %Shuff421
  %Cmp1147 = icmp ult i32 %ZE188, %Sl330
  br i1 %Cmp1147, label %CF1641, label %CF1650

CF1650:                                           ; preds = %CF1650, %CF1814, %CF1831
  %L1148 = load i8, i8* %0, align 1
  store i8 %E1062, i8* %0, align 1
  %E1149 = extractelement <4 x i32> %B734, i32 1
  %Shuff1150 = shufflevector <1 x i64> %I8, <1 x i64> %Sl629, <1 x i32> zeroinitializer
  %I1151 = insertelement <8 x i1> %Shuff405, i1 %Sl370, i32 0
  %FC1152 = fptosi <4 x float> %I1043 to <4 x i1>
  %Sl1153 = select i1 %E686, <8 x i1>* %Sl, <8 x i1>* %A2
  %Cmp1154 = fcmp uno double %FC180, %B1115
  br i1 %Cmp1154, label %CF1650, label %CF1690

CF1690:                                           ; preds = %CF1690, %CF1827, %CF1650
  %L1155 = load <8 x i1>, <8 x i1>* %Sl698, align 1
  store i64 %E1120, i64* %Sl116, align 4
  %E1156 = extractelement <1 x i1> %I507, i32 0
  br i1 %E1156, label %CF1690, label %CF1827

CF1827:                                           ; preds = %CF1690
  %Shuff1157 = shufflevector <4 x i32> %Sl189, <4 x i32> %B734, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I1158 = insertelement <4 x i8> %Shuff942, i8 %Sl433, i32 1
  %FC1159 = sitofp i32 %Se102 to double
  %Sl1160 = select i1 %Cmp511, <1 x i8> %Shuff664, <1 x i8> %Shuff193
  %Cmp1161 = icmp uge i1 %E556, %E1084
  br i1 %Cmp1161, label %CF1690, label %CF1814

CF1814:                                           ; preds = %CF1827
  %L1162 = load i16, i16* %PC486, align 2
  %E1163 = extractelement <4 x i8> %Shuff602, i32 3
  %Shuff1164 = shufflevector <1 x i8> %Shuff724, <1 x i8> %I515, <1 x i32> zeroinitializer
  %I1165 = insertelement <1 x i8> %Sl1160, i8 %E1062, i32 0
  %ZE1166 = zext <4 x i1> %Sl1045 to <4 x i32>
  %Sl1167 = select i1 %Cmp916, i1 %Cmp699, i1 %Cmp827
  br i1 %Sl1167, label %CF1650, label %CF1688

CF1688:                                           ; preds = %CF1688, %CF1814
  %Cmp1168 = icmp ugt <4 x i8> %B415, %I1158
  %L1169 = load i32, i32* %Sl226, align 4
  store i16 %Se870, i16* %PC486, align 2
  %E1170 = extractelement <1 x double> %BC345, i32 0
  %Shuff1171 = shufflevector <4 x i8> %Shuff91, <4 x i8> %I1158, <4 x i32> <i32 undef, i32 undef, i32 5, i32 undef>
  %I1172 = insertelement <4 x i1> %Shuff358, i1 %Cmp, i32 3
  %B1173 = mul <1 x i8> %I749, %Shuff868
  %Sl1174 = select <4 x i1> %Cmp458, <4 x i32> %Shuff1099, <4 x i32> %Sl123
  %Cmp1175 = icmp ugt <8 x i16> %I414, %Shuff350
  %L1176 = load i8, i8* %0, align 1
  store i64 %L309, i64* %Sl116, align 4
  %E1177 = extractelement <1 x i8> %I603, i32 0
  %Shuff1178 = shufflevector <1 x i64> %I100, <1 x i64> %Shuff319, <1 x i32> <i32 1>
  %I1179 = insertelement <8 x i1> %Cmp1032, i1 %E1098, i32 3
  %B1180 = add <8 x i16> %ZE217, %Sl967
  %Tr1181 = trunc <4 x i8> %Sl885 to <4 x i1>
  %Sl1182 = select i1 %Cmp630, i8 %E176, i8 %L52
  %Cmp1183 = icmp ne <8 x i16> zeroinitializer, %L125
  %L1184 = load i32, i32* %PC560, align 4
  store i32 %L799, i32* %PC456, align 4
  %E1185 = extractelement <8 x i32> zeroinitializer, i32 7
  %Shuff1186 = shufflevector <1 x i32> %ZE620, <1 x i32> %B832, <1 x i32> zeroinitializer
  %I1187 = insertelement <4 x double> %Sl922, double %E482, i32 2
  %B1188 = fdiv <4 x double> %I1187, %FC509
  %FC1189 = uitofp <8 x i1> %Cmp144 to <8 x float>
  %Sl1190 = select i1 %Cmp, float %B689, float %BC1145
  %Cmp1191 = fcmp ule float %Tr142, %B689
  br i1 %Cmp1191, label %CF1688, label %CF1843

CF1843:                                           ; preds = %CF1688
  %L1192 = load i8, i8* %PC884, align 1
  store i32 %L1126, i32* %PC456, align 4
  %E1193 = extractelement <8 x float> %L348, i32 3
  %Shuff1194 = shufflevector <1 x i8> zeroinitializer, <1 x i8> %Shuff155, <1 x i32> zeroinitializer
  %I1195 = insertelement <8 x i16> %I581, i16 %E505, i32 2
  %B1196 = or i32 %L1047, %L1119
  %Sl1197 = select <8 x i1> %Cmp676, <8 x i1> %L234, <8 x i1> %I741
  %Cmp1198 = icmp ult <8 x i1> %Sl683, %Cmp820
  %L1199 = load i1, i1* %PC, align 1
  br i1 %L1199, label %CF1641, label %CF1649

CF1649:                                           ; preds = %CF1649, %CF1857, %CF1756, %CF1720, %CF1897, %CF1843
  store i32 %B921, i32* %PC456, align 4
  %E1200 = extractelement <1 x i8> %I62, i32 0
  %Shuff1201 = shufflevector <1 x i8> %Shuff695, <1 x i8> %I274, <1 x i32> <i32 1>
  %I1202 = insertelement <1 x double> %Shuff926, double %E482, i32 0
  %B1203 = sub <4 x i16> %B980, %Tr568
  %Se1204 = sext i1 %E154 to i32
  %Sl1205 = select <8 x i1> %Shuff429, <8 x i8> %B297, <8 x i8> %I626
  %Cmp1206 = fcmp une double %Sl80, %E482
  br i1 %Cmp1206, label %CF1649, label %CF1734

CF1734:                                           ; preds = %CF1734, %CF1878, %CF1649
  %L1207 = load i8, i8* %PC884, align 1
  store i32 %E1142, i32* %Sl226, align 4
  %E1208 = extractelement <8 x i1> %Shuff1113, i32 0
  br i1 %E1208, label %CF1734, label %CF1878

CF1878:                                           ; preds = %CF1734
  %Shuff1209 = shufflevector <4 x i32> %B936, <4 x i32> %Shuff1099, <4 x i32> <i32 3, i32 undef, i32 undef, i32 1>
  %I1210 = insertelement <8 x i1> %Shuff565, i1 %Cmp249, i32 5
  %Se1211 = sext <8 x i1> %Cmp182 to <8 x i16>
  %Sl1212 = select <8 x i1> %Shuff641, <8 x i1> %L5, <8 x i1> %Shuff889
  %Cmp1213 = icmp ule i1 %E814, %E229
  br i1 %Cmp1213, label %CF1734, label %CF1857

CF1857:                                           ; preds = %CF1878
  %L1214 = load <8 x i1>, <8 x i1>* %Sl1153, align 1
  %E1215 = extractelement <8 x i1> %Sl540, i32 2
  br i1 %E1215, label %CF1649, label %CF1731

CF1731:                                           ; preds = %CF1731, %CF1857
  %Shuff1216 = shufflevector <8 x i16> %Shuff491, <8 x i16> %B179, <8 x i32> <i32 undef, i32 7, i32 9, i32 undef, i32 13, i32 15, i32 1, i32 3>
  %I1217 = insertelement <8 x i1> %L18, i1 %Tr361, i32 7
  %B1218 = fsub <8 x float> %Sl728, %FC1189
  %Sl1219 = select i1 %Cmp511, i1 %E139, i1 %E747
  br i1 %Sl1219, label %CF1731, label %CF1756

CF1756:                                           ; preds = %CF1731
  %Cmp1220 = icmp ule <8 x i16> zeroinitializer, %B179
  %L1221 = load <8 x i1>, <8 x i1>* %Sl1153, align 1
  store i64 %Sl1081, i64* %Sl116, align 4
  %E1222 = extractelement <4 x i16> %Shuff897, i32 3
  %Shuff1223 = shufflevector <4 x i1> %Cmp503, <4 x i1> %Cmp458, <4 x i32> <i32 undef, i32 4, i32 6, i32 0>
  %I1224 = insertelement <1 x i8> %B538, i8 %Tr262, i32 0
  %FC1225 = uitofp i32 %L220 to double
  %Sl1226 = select i1 %E709, i32* %PC64, i32* %1
  %Cmp1227 = icmp ule i64 %L324, %B22
  br i1 %Cmp1227, label %CF1649, label %CF1683

CF1683:                                           ; preds = %CF1683, %CF1864, %CF1756
  %L1228 = load <8 x i1>, <8 x i1>* %Sl1153, align 1
  store i32 %Sl960, i32* %PC456, align 4
  %E1229 = extractelement <8 x i1> %Shuff1020, i32 5
  br i1 %E1229, label %CF1683, label %CF1864

CF1864:                                           ; preds = %CF1683
  %Shuff1230 = shufflevector <1 x float> %Shuff382, <1 x float> %Shuff671, <1 x i32> zeroinitializer
  %I1231 = insertelement <8 x i1> %Cmp562, i1 %Cmp1003, i32 4
  %B1232 = sdiv <8 x i8> %Sl1205, %Sl720
  %Sl1233 = select i1 %L59, double %FC254, double %FC1108
  %Cmp1234 = icmp sgt i8 %L388, %Tr262
  br i1 %Cmp1234, label %CF1683, label %CF1720

CF1720:                                           ; preds = %CF1864
  %L1235 = load <8 x i1>, <8 x i1>* %Sl1153, align 1
  store i8 %L542, i8* %PC884, align 1
  %E1236 = extractelement <8 x i1> %Shuff641, i32 7
  br i1 %E1236, label %CF1649, label %CF1666

CF1666:                                           ; preds = %CF1666, %CF1720
  %Shuff1237 = shufflevector <4 x i32> %Shuff1099, <4 x i32> %I268, <4 x i32> <i32 2, i32 4, i32 undef, i32 0>
  %I1238 = insertelement <1 x i8> %Shuff808, i8 %Sl849, i32 0
  %FC1239 = uitofp i8 %Sl87 to float
  %Sl1240 = select i1 %E933, i1 %Cmp923, i1 %Cmp
  br i1 %Sl1240, label %CF1666, label %CF1897

CF1897:                                           ; preds = %CF1666
  %Cmp1241 = icmp ugt i1 %E139, %Cmp1213
  br i1 %Cmp1241, label %CF1649, label %CF1660

CF1660:                                           ; preds = %CF1660, %CF1796, %CF1869, %CF1753, %CF1724, %CF1855, %CF1863, %CF1897
  %L1242 = load <8 x i1>, <8 x i1>* %Sl1153, align 1
  %E1243 = extractelement <8 x i1> %L1242, i32 5
  br i1 %E1243, label %CF1660, label %CF1796

CF1796:                                           ; preds = %CF1660
  %Shuff1244 = shufflevector <8 x i1> %L26, <8 x i1> %L5, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 undef>
  %I1245 = insertelement <8 x i16> %Se758, i16 %B681, i32 2
  %B1246 = srem i32 %E341, %L242
  %Sl1247 = select <8 x i1> %Sl315, <8 x i1> %L821, <8 x i1> %Cmp872
  %Cmp1248 = icmp eq <8 x i8> %Se959, %Sl1205
  %L1249 = load i8, i8* %PC884, align 1
  store i32 %L828, i32* %PC456, align 4
  %E1250 = extractelement <1 x i64> %Shuff69, i32 0
  %Shuff1251 = shufflevector <4 x i16> %B980, <4 x i16> %Tr568, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I1252 = insertelement <8 x i1> %L1155, i1 %Cmp1118, i32 3
  %B1253 = srem <1 x i8> %Sl774, %I749
  %ZE1254 = zext <1 x i1> %Cmp1089 to <1 x i16>
  %Sl1255 = select i1 %L435, i8 %B750, i8 %Se1008
  %Cmp1256 = icmp ult i1 %Tr361, %E1098
  br i1 %Cmp1256, label %CF1660, label %CF1774

CF1774:                                           ; preds = %CF1774, %CF1893, %CF1796
  %L1257 = load i8, i8* %PC884, align 1
  %E1258 = extractelement <1 x i8> %Shuff860, i32 0
  %Shuff1259 = shufflevector <1 x i8> %Shuff303, <1 x i8> %Shuff868, <1 x i32> <i32 1>
  %I1260 = insertelement <2 x i64> zeroinitializer, i64 %Sl449, i32 1
  %B1261 = xor i32 %E1142, %E1041
  %Se1262 = sext i1 %Cmp387 to i16
  %Sl1263 = select i1 %Tr385, i32 0, i32 %L799
  %Cmp1264 = icmp eq i8 %L1090, %E133
  br i1 %Cmp1264, label %CF1774, label %CF1893

CF1893:                                           ; preds = %CF1774
  %L1265 = load <8 x i1>, <8 x i1>* %Sl1153, align 1
  %E1266 = extractelement <1 x i8> %Shuff421, i32 0
  %Shuff1267 = shufflevector <1 x double> %Shuff926, <1 x double> %FC796, <1 x i32> undef
  %I1268 = insertelement <8 x i1> %Cmp782, i1 %E587, i32 0
  %B1269 = shl <1 x i8> %Shuff303, %I1021
  %FC1270 = sitofp i1 %E784 to float
  %Sl1271 = select i1 %FC1059, double %FC937, double %E482
  %Cmp1272 = fcmp false float %Sl204, %Sl24
  br i1 %Cmp1272, label %CF1774, label %CF1869

CF1869:                                           ; preds = %CF1893
  %L1273 = load <8 x i1>, <8 x i1>* %Sl, align 1
  store i32 %L693, i32* %PC456, align 4
  %E1274 = extractelement <1 x i8> %Shuff919, i32 0
  %Shuff1275 = shufflevector <8 x i32> %Se613, <8 x i32> %Shuff120, <8 x i32> <i32 13, i32 15, i32 1, i32 3, i32 undef, i32 7, i32 9, i32 11>
  %I1276 = insertelement <1 x i8> %I477, i8 %E948, i32 0
  %B1277 = lshr <8 x i16> %B862, %I414
  %Sl1278 = select i1 %E963, i1 %Tr773, i1 %E404
  br i1 %Sl1278, label %CF1660, label %CF1753

CF1753:                                           ; preds = %CF1869
  %Cmp1279 = icmp ne i1 %E27, %L59
  br i1 %Cmp1279, label %CF1660, label %CF1724

CF1724:                                           ; preds = %CF1753
  %L1280 = load <8 x i1>, <8 x i1>* %Sl1153, align 1
  store i32 %L887, i32* %Sl226, align 4
  %E1281 = extractelement <1 x float> %Sl109, i32 0
  %Shuff1282 = shufflevector <1 x i1> %Cmp518, <1 x i1> %Cmp968, <1 x i32> zeroinitializer
  %I1283 = insertelement <1 x i8> %B635, i8 %Tr262, i32 0
  %B1284 = fdiv float %FC863, %Sl487
  %Sl1285 = select i1 %Cmp989, i8 %E396, i8 %Se1008
  %Cmp1286 = icmp ugt <1 x i1> %I611, %Cmp212
  %L1287 = load <8 x i1>, <8 x i1>* %Sl1153, align 1
  store i32 %B93, i32* %Sl226, align 4
  %E1288 = extractelement <1 x float> %Shuff382, i32 0
  %Shuff1289 = shufflevector <8 x i1> %Shuff1106, <8 x i1> %I566, <8 x i32> <i32 undef, i32 11, i32 13, i32 15, i32 1, i32 undef, i32 5, i32 7>
  %I1290 = insertelement <4 x i16> %Shuff1251, i16 %E1019, i32 3
  %B1291 = sub i32 %Sl960, %E617
  %ZE1292 = zext <1 x i8> %I375 to <1 x i64>
  %Sl1293 = select i1 %Cmp699, float %FC440, float %Sl24
  %Cmp1294 = icmp sge <1 x i8> %Shuff1085, %Shuff1143
  %L1295 = load i64, i64* %Sl653, align 4
  store i32 %L858, i32* %PC560, align 4
  %E1296 = extractelement <8 x i1> %Cmp1183, i32 0
  br i1 %E1296, label %CF1660, label %CF1686

CF1686:                                           ; preds = %CF1686, %CF1724
  %Shuff1297 = shufflevector <1 x i8> %Shuff1259, <1 x i8> %I1238, <1 x i32> <i32 1>
  %I1298 = insertelement <8 x double> %FC1116, double %FC531, i32 7
  %FC1299 = sitofp i8 %L403 to double
  %Sl1300 = select i1 %Cmp81, i1 %Sl307, i1 %E1091
  br i1 %Sl1300, label %CF1686, label %CF1855

CF1855:                                           ; preds = %CF1686
  %Cmp1301 = icmp ule <1 x i16> %Sl479, %ZE1254
  %L1302 = load i8, i8* %PC884, align 1
  store i64 -1, i64* %Sl116, align 4
  %E1303 = extractelement <8 x i16> %Shuff544, i32 0
  %Shuff1304 = shufflevector <8 x i16> %Sl819, <8 x i16> %I414, <8 x i32> <i32 11, i32 13, i32 15, i32 undef, i32 3, i32 5, i32 7, i32 undef>
  %I1305 = insertelement <8 x i1> %Cmp355, i1 %E852, i32 5
  %B1306 = or <1 x i32> %I650, %Se
  %FC1307 = fptosi <1 x float> %FC306 to <1 x i8>
  %Sl1308 = select i1 %L59, <4 x i8> %Shuff476, <4 x i8> %Shuff273
  %Cmp1309 = icmp ule i1 %E543, %Cmp465
  br i1 %Cmp1309, label %CF1660, label %CF1677

CF1677:                                           ; preds = %CF1677, %CF1861, %CF1855
  %L1310 = load i64, i64* %Sl653, align 4
  store i1 %Cmp995, i1* %PC, align 1
  %E1311 = extractelement <1 x i8> %Shuff, i32 0
  %Shuff1312 = shufflevector <8 x float> %L348, <8 x float> %FC1023, <8 x i32> <i32 6, i32 8, i32 undef, i32 undef, i32 undef, i32 0, i32 undef, i32 4>
  %I1313 = insertelement <8 x i1> %Shuff956, i1 %Tr773, i32 0
  %FC1314 = uitofp i16 %B439 to float
  %Sl1315 = select i1 %E169, i64 %4, i64 %L947
  %Cmp1316 = icmp ule <8 x i1> %I223, %Sl315
  %L1317 = load <8 x i1>, <8 x i1>* %Sl1153, align 1
  store i8 %L940, i8* %PC884, align 1
  %E1318 = extractelement <8 x i1> %Cmp355, i32 1
  br i1 %E1318, label %CF1677, label %CF1861

CF1861:                                           ; preds = %CF1677
  %Shuff1319 = shufflevector <8 x i1> %Shuff565, <8 x i1> %Sl915, <8 x i32> <i32 undef, i32 14, i32 0, i32 2, i32 4, i32 undef, i32 8, i32 10>
  %I1320 = insertelement <8 x i1> %Cmp676, i1 %Cmp646, i32 6
  %B1321 = sub <4 x i32> %I268, %B734
  %FC1322 = sitofp i1 %Cmp646 to double
  %Sl1323 = select i1 %Tr773, i1 %Cmp1025, i1 %Cmp38
  br i1 %Sl1323, label %CF1677, label %CF1775

CF1775:                                           ; preds = %CF1775, %CF1861
  %Cmp1324 = icmp slt i64 %B122, %B384
  br i1 %Cmp1324, label %CF1775, label %CF1863

CF1863:                                           ; preds = %CF1775
  %L1325 = load <8 x i1>, <8 x i1>* %Sl1153, align 1
  store i8 %E12, i8* %PC884, align 1
  %E1326 = extractelement <8 x i1> %L1325, i32 0
  br i1 %E1326, label %CF1660, label %CF1669

CF1669:                                           ; preds = %CF1669, %CF1877, %CF1812, %CF1788, %CF1860, %CF1863
  %Shuff1327 = shufflevector <2 x i64> %Sl576, <2 x i64> %B493, <2 x i32> <i32 3, i32 1>
  %I1328 = insertelement <8 x i1> %L1287, i1 %E1098, i32 1
  %Sl1329 = select i1 %Cmp827, <1 x i64> %I492, <1 x i64> %ZE1292
  %Cmp1330 = icmp slt <4 x i32> %Shuff374, %Sl864
  %L1331 = load i16, i16* %PC486, align 2
  %E1332 = extractelement <8 x i1> %L145, i32 1
  br i1 %E1332, label %CF1669, label %CF1877

CF1877:                                           ; preds = %CF1669
  %Shuff1333 = shufflevector <4 x i8> %Shuff273, <4 x i8> %Shuff91, <4 x i32> <i32 4, i32 6, i32 0, i32 undef>
  %I1334 = insertelement <8 x i1> %Shuff565, i1 %Cmp124, i32 6
  %Se1335 = sext i1 %Sl561 to i64
  %Sl1336 = select i1 %Tr361, double %Sl1109, double %ZE158
  %Cmp1337 = icmp ne i1 %Cmp699, %Cmp554
  br i1 %Cmp1337, label %CF1669, label %CF1812

CF1812:                                           ; preds = %CF1877
  %L1338 = load i32, i32* %PC456, align 4
  store i32 %L534, i32* %Sl226, align 4
  %E1339 = extractelement <1 x i8> %I462, i32 0
  %Shuff1340 = shufflevector <1 x i8> %Sl1160, <1 x i8> %B538, <1 x i32> zeroinitializer
  %I1341 = insertelement <1 x float> %Shuff778, float %Sl24, i32 0
  %BC1342 = bitcast i64 %B719 to double
  %Sl1343 = select i1 %E520, i32 %Se102, i32 %B1291
  %Cmp1344 = icmp ule i1 %E1215, %Cmp1161
  br i1 %Cmp1344, label %CF1669, label %CF1762

CF1762:                                           ; preds = %CF1762, %CF1812
  %L1345 = load i8, i8* %0, align 1
  store i8 %E428, i8* %0, align 1
  %E1346 = extractelement <8 x i1> %L1325, i32 6
  br i1 %E1346, label %CF1762, label %CF1763

CF1763:                                           ; preds = %CF1763, %CF1892, %CF1867, %CF1762
  %Shuff1347 = shufflevector <8 x i1> %Shuff170, <8 x i1> %Shuff99, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %I1348 = insertelement <8 x i1> %Cmp190, i1 %Cmp160, i32 3
  %Se1349 = sext <1 x i8> %Sl945 to <1 x i64>
  %Sl1350 = select i1 %Cmp270, i1 %Cmp25, i1 %L33
  br i1 %Sl1350, label %CF1763, label %CF1892

CF1892:                                           ; preds = %CF1763
  %Cmp1351 = icmp ule i1 %E520, %Cmp426
  br i1 %Cmp1351, label %CF1763, label %CF1867

CF1867:                                           ; preds = %CF1892
  %L1352 = load i32, i32* %PC64, align 4
  store i8 %L380, i8* %PC884, align 1
  %E1353 = extractelement <8 x i1> %Cmp1316, i32 7
  br i1 %E1353, label %CF1763, label %CF1788

CF1788:                                           ; preds = %CF1867
  %Shuff1354 = shufflevector <8 x i1> %L18, <8 x i1> %I1137, <8 x i32> <i32 10, i32 undef, i32 14, i32 undef, i32 undef, i32 undef, i32 6, i32 8>
  %I1355 = insertelement <1 x i8> %B567, i8 %E1062, i32 0
  %FC1356 = uitofp i1 %Cmp995 to double
  %Sl1357 = select i1 %Cmp511, i1 %Tr385, i1 %Cmp886
  br i1 %Sl1357, label %CF1669, label %CF1696

CF1696:                                           ; preds = %CF1696, %CF1898, %CF1788
  %Cmp1358 = icmp ule i1 %E452, %E1318
  br i1 %Cmp1358, label %CF1696, label %CF1885

CF1885:                                           ; preds = %CF1885, %CF1696
  %L1359 = load i1, i1* %PC, align 1
  br i1 %L1359, label %CF1885, label %CF1898

CF1898:                                           ; preds = %CF1885
  %E1360 = extractelement <1 x i8> %Shuff288, i32 0
  %Shuff1361 = shufflevector <8 x double> %Shuff445, <8 x double> %I912, <8 x i32> <i32 0, i32 undef, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %I1362 = insertelement <1 x i64> %Shuff259, i64 %E822, i32 0
  %FC1363 = uitofp i32 %L693 to double
  %Sl1364 = select i1 %Cmp1309, i32 %L1061, i32 %L1119
  %Cmp1365 = icmp ugt i32 %L639, %E970
  br i1 %Cmp1365, label %CF1696, label %CF1860

CF1860:                                           ; preds = %CF1898
  %L1366 = load <8 x i1>, <8 x i1>* %Sl1153, align 1
  store i32 %Sl248, i32* %Sl226, align 4
  %E1367 = extractelement <8 x double> %I912, i32 3
  %Shuff1368 = shufflevector <1 x i32> %ZE620, <1 x i32> %Se, <1 x i32> undef
  %I1369 = insertelement <8 x i1> %Sl804, i1 %Cmp1256, i32 2
  %FC1370 = uitofp i1 %Cmp1025 to float
  %Sl1371 = select <8 x i1> %Sl315, <8 x i16> %B455, <8 x i16> %I581
  %Cmp1372 = icmp ugt i1 %Cmp865, %Cmp124
  br i1 %Cmp1372, label %CF1669, label %CF1670

CF1670:                                           ; preds = %CF1670, %CF1850, %CF1873, %CF1860
  %L1373 = load <8 x i1>, <8 x i1>* %Sl1153, align 1
  store i8 %L1134, i8* %0, align 1
  %E1374 = extractelement <1 x i1> %Cmp32, i32 0
  br i1 %E1374, label %CF1670, label %CF1850

CF1850:                                           ; preds = %CF1670
  %Shuff1375 = shufflevector <1 x i8> zeroinitializer, <1 x i8> %I274, <1 x i32> <i32 1>
  %I1376 = insertelement <8 x i16> %Sl819, i16 %Se1262, i32 3
  %B1377 = urem i64 %L715, %L1295
  %FC1378 = fptoui float %E1193 to i1
  br i1 %FC1378, label %CF1670, label %CF1750

CF1750:                                           ; preds = %CF1750, %CF1850
  %Sl1379 = select <8 x i1> %L67, <8 x i1> %I237, <8 x i1> %I223
  %Cmp1380 = icmp sge i1 %Cmp1191, %Cmp1161
  br i1 %Cmp1380, label %CF1750, label %CF1873

CF1873:                                           ; preds = %CF1750
  %L1381 = load <8 x i1>, <8 x i1>* %Sl, align 1
  store i32 %E98, i32* %PC456, align 4
  %E1382 = extractelement <1 x i8> %B78, i32 0
  %Shuff1383 = shufflevector <8 x i16> %I1086, <8 x i16> %B1180, <8 x i32> <i32 9, i32 11, i32 13, i32 15, i32 1, i32 3, i32 5, i32 7>
  %I1384 = insertelement <8 x i1> %L67, i1 %E1091, i32 3
  %B1385 = udiv i32 -1, %L983
  %Se1386 = sext i1 %L1199 to i32
  %Sl1387 = select <4 x i1> %Cmp277, <4 x i32> %Shuff61, <4 x i32> zeroinitializer
  %Cmp1388 = icmp eq <1 x i8> %B635, %I1355
  %L1389 = load i1, i1* %PC, align 1
  br i1 %L1389, label %CF1670, label %CF1682

CF1682:                                           ; preds = %CF1682, %CF1895, %CF1868, %CF1842, %CF1873
  store i8 %L1134, i8* %0, align 1
  %E1390 = extractelement <4 x i8> %Shuff461, i32 2
  %Shuff1391 = shufflevector <1 x i64> %I8, <1 x i64> %I696, <1 x i32> <i32 1>
  %I1392 = insertelement <8 x i16> %I92, i16 %B704, i32 5
  %Sl1393 = select i1 %E251, i8 %FC1094, i8 %L1090
  %Cmp1394 = icmp sgt i1 %Sl637, %L33
  br i1 %Cmp1394, label %CF1682, label %CF1895

CF1895:                                           ; preds = %CF1682
  %L1395 = load <8 x i1>, <8 x i1>* %Sl1153, align 1
  store i8 %E133, i8* %PC884, align 1
  %E1396 = extractelement <1 x i8> %Shuff, i32 0
  %Shuff1397 = shufflevector <8 x i1> %L1242, <8 x i1> %Shuff710, <8 x i32> <i32 undef, i32 9, i32 11, i32 13, i32 15, i32 1, i32 3, i32 5>
  %I1398 = insertelement <8 x i1> %Shuff295, i1 %Cmp81, i32 1
  %B1399 = shl <1 x i8> %Sl1002, %Shuff763
  %Sl1400 = select <8 x i1> %Sl130, <8 x i1> %I343, <8 x i1> %Sl915
  %Cmp1401 = icmp sge <1 x i1> %I1029, %Shuff1282
  %L1402 = load i32, i32* %Sl1226, align 4
  store i8 %L1192, i8* %PC884, align 1
  %E1403 = extractelement <8 x i32> zeroinitializer, i32 2
  %Shuff1404 = shufflevector <1 x i1> %Cmp300, <1 x i1> %Cmp1401, <1 x i32> undef
  %I1405 = insertelement <8 x i1> %Sl540, i1 %Cmp622, i32 1
  %Sl1406 = select i1 %L183, double %B305, double %FC50
  %Cmp1407 = icmp eq i8 %E1258, %L153
  br i1 %Cmp1407, label %CF1682, label %CF1771

CF1771:                                           ; preds = %CF1771, %CF1895
  %L1408 = load <8 x i1>, <8 x i1>* %Sl1153, align 1
  %E1409 = extractelement <8 x float> %Shuff1312, i32 0
  %Shuff1410 = shufflevector <8 x i1> %I164, <8 x i1> %L5, <8 x i32> <i32 3, i32 undef, i32 7, i32 9, i32 11, i32 undef, i32 15, i32 undef>
  %I1411 = insertelement <8 x i1> %Shuff529, i1 %E1048, i32 5
  %B1412 = mul i32 %L1026, %E617
  %FC1413 = sitofp <2 x i64> %B493 to <2 x double>
  %Sl1414 = select i1 %Cmp953, <8 x i16> %Shuff544, <8 x i16> %Shuff350
  %Cmp1415 = icmp uge <1 x i8> %Shuff28, %Shuff107
  %L1416 = load i8, i8* %0, align 1
  store i8 %B951, i8* %0, align 1
  %E1417 = extractelement <8 x i1> %Shuff1113, i32 3
  br i1 %E1417, label %CF1771, label %CF1868

CF1868:                                           ; preds = %CF1771
  %Shuff1418 = shufflevector <1 x i64> %Sl826, <1 x i64> %Shuff771, <1 x i32> zeroinitializer
  %I1419 = insertelement <8 x i1> %Sl315, i1 %E955, i32 2
  %B1420 = frem float %E272, 0xB9B1E695C0000000
  %ZE1421 = zext i1 %Cmp1082 to i32
  %Sl1422 = select i1 %Cmp995, <8 x i1> %Sl159, <8 x i1> %Shuff185
  %Cmp1423 = icmp sge <8 x i16> %I1093, %I296
  %L1424 = load i32, i32* %Sl1226, align 4
  store i64 %Se1335, i64* %PC283, align 4
  %E1425 = extractelement <8 x i1> %Tr23, i32 5
  br i1 %E1425, label %CF1682, label %CF1717

CF1717:                                           ; preds = %CF1717, %CF1868
  %Shuff1426 = shufflevector <8 x i1> %Cmp1183, <8 x i1> %L5, <8 x i32> <i32 8, i32 10, i32 12, i32 14, i32 undef, i32 2, i32 4, i32 undef>
  %I1427 = insertelement <8 x i1> %I1398, i1 %Cmp, i32 2
  %Tr1428 = trunc <2 x i64> %Shuff47 to <2 x i16>
  %Sl1429 = select i1 %Cmp622, i32 %L738, i32 %L851
  %Cmp1430 = icmp uge <8 x i1> %Cmp418, %L844
  %L1431 = load i16, i16* %PC486, align 2
  store i16 %E243, i16* %PC486, align 2
  %E1432 = extractelement <4 x i1> %Shuff358, i32 1
  br i1 %E1432, label %CF1717, label %CF1842

CF1842:                                           ; preds = %CF1717
  %Shuff1433 = shufflevector <1 x i64> %Se1349, <1 x i64> %Sl629, <1 x i32> zeroinitializer
  %I1434 = insertelement <1 x float> %FC306, float %E272, i32 0
  %B1435 = ashr i64 %E1012, %B313
  %ZE1436 = zext i32 %L257 to i64
  %Sl1437 = select i1 %Cmp1227, <8 x i1> %L1280, <8 x i1> %Sl315
  %Cmp1438 = icmp uge i1 %Cmp1256, %Cmp901
  br i1 %Cmp1438, label %CF1682, label %CF1704

CF1704:                                           ; preds = %CF1704, %CF1842
  %L1439 = load i32, i32* %Sl226, align 4
  store i8 %Tr597, i8* %0, align 1
  %E1440 = extractelement <1 x i8> %Shuff1194, i32 0
  %Shuff1441 = shufflevector <4 x i1> %Cmp1010, <4 x i1> %Shuff1223, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I1442 = insertelement <8 x i1> %L1381, i1 %Cmp205, i32 4
  %B1443 = urem i8 %E357, %E1440
  %Sl1444 = select i1 %E235, <4 x i32> %Sl1174, <4 x i32> %Sl981
  %Cmp1445 = icmp sgt i32 %Se1386, %B817
  br i1 %Cmp1445, label %CF1704, label %CF1786

CF1786:                                           ; preds = %CF1704
  %L1446 = load i8, i8* %0, align 1
  store i64 %L372, i64* %Sl653, align 4
  %E1447 = extractelement <8 x i16> %I141, i32 5
  %Shuff1448 = shufflevector <8 x i1> %I718, <8 x i1> %Cmp402, <8 x i32> <i32 8, i32 10, i32 12, i32 undef, i32 0, i32 2, i32 4, i32 6>
  %I1449 = insertelement <1 x i64> %Shuff514, i64 %B122, i32 0
  %B1450 = and i32 %L250, %L1033
  %FC1451 = fptoui <8 x float> %FC848 to <8 x i1>
  %Sl1452 = select i1 %Sl307, i32 %L1061, i32 %Sl960
  %Cmp1453 = icmp sgt i8 %FC1094, %Se1008
  br i1 %Cmp1453, label %CF1641, label %CF1645

CF1645:                                           ; preds = %CF1645, %CF1716, %CF1828, %CF1786
  %L1454 = load <8 x i1>, <8 x i1>* %Sl698, align 1
  store i32 %L693, i32* %Sl226, align 4
  %E1455 = extractelement <4 x i64> %Shuff815, i32 3
  %Shuff1456 = shufflevector <8 x i1> %Shuff793, <8 x i1> %I718, <8 x i32> <i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 undef, i32 0>
  %I1457 = insertelement <8 x i8> %B1232, i8 %E731, i32 4
  %B1458 = or i64 %L132, %E1250
  %FC1459 = fptoui <8 x double> %FC682 to <8 x i16>
  %Sl1460 = select i1 %Cmp, i1 %E184, i1 %Cmp264
  br i1 %Sl1460, label %CF1645, label %CF1716

CF1716:                                           ; preds = %CF1645
  %Cmp1461 = icmp uge <8 x i16> zeroinitializer, %Se1131
  %L1462 = load i8, i8* %PC884, align 1
  store i16 6275, i16* %PC486, align 2
  %E1463 = extractelement <1 x i1> %I847, i32 0
  br i1 %E1463, label %CF1645, label %CF1671

CF1671:                                           ; preds = %CF1671, %CF1758, %CF1718, %CF1805, %CF1792, %CF1716
  %Shuff1464 = shufflevector <8 x i1> %L1235, <8 x i1> %Cmp1461, <8 x i32> <i32 12, i32 undef, i32 0, i32 undef, i32 undef, i32 undef, i32 8, i32 undef>
  %I1465 = insertelement <8 x i1> %Sl1247, i1 %E106, i32 6
  %Se1466 = sext i1 %Tr751 to i16
  %Sl1467 = select <8 x i1> %L1242, <8 x i1> %I522, <8 x i1> %Shuff1128
  %Cmp1468 = icmp ugt i1 %Tr773, %E747
  br i1 %Cmp1468, label %CF1671, label %CF1758

CF1758:                                           ; preds = %CF1671
  %L1469 = load i8, i8* %PC884, align 1
  store i64 %L527, i64* %Sl116, align 4
  %E1470 = extractelement <1 x i8> %I114, i32 0
  %Shuff1471 = shufflevector <8 x i16> %Shuff1035, <8 x i16> %Sl967, <8 x i32> <i32 3, i32 5, i32 undef, i32 9, i32 11, i32 13, i32 15, i32 1>
  %I1472 = insertelement <1 x i8> %Shuff1164, i8 %L52, i32 0
  %B1473 = xor i32 %E1185, %B1246
  %Sl1474 = select i1 %Cmp1161, <2 x i64> %I1072, <2 x i64> %B493
  %Cmp1475 = icmp ne <1 x i1> %Cmp197, %Shuff1282
  %L1476 = load i32, i32* %Sl226, align 4
  %E1477 = extractelement <8 x i16> %Shuff595, i32 1
  %Shuff1478 = shufflevector <1 x i8> %Shuff421, <1 x i8> %B1253, <1 x i32> undef
  %I1479 = insertelement <8 x i8> %Sl1205, i8 %L1104, i32 0
  %FC1480 = uitofp i1 %Cmp124 to double
  %Sl1481 = select i1 %E373, i1 %Cmp646, i1 %Cmp488
  br i1 %Sl1481, label %CF1671, label %CF1718

CF1718:                                           ; preds = %CF1758
  %Cmp1482 = fcmp ugt <4 x float> %FC644, %I1043
  %L1483 = load i32, i32* %PC456, align 4
  store i32 %Sl1343, i32* %PC456, align 4
  %E1484 = extractelement <4 x i32> %Sl1024, i32 1
  %Shuff1485 = shufflevector <8 x i1> %Shuff992, <8 x i1> %L18, <8 x i32> <i32 undef, i32 6, i32 undef, i32 10, i32 12, i32 14, i32 0, i32 2>
  %I1486 = insertelement <8 x i8> zeroinitializer, i8 %E925, i32 6
  %B1487 = or <4 x i32> %I304, zeroinitializer
  %Sl1488 = select i1 %Cmp410, i8 %E176, i8 %L1416
  %Cmp1489 = icmp eq i64 %ZE353, %Sl1081
  br i1 %Cmp1489, label %CF1671, label %CF1700

CF1700:                                           ; preds = %CF1700, %CF1803, %CF1718
  %L1490 = load i8, i8* %0, align 1
  store i8 %Sl849, i8* %PC884, align 1
  %E1491 = extractelement <1 x i8> %Shuff1340, i32 0
  %Shuff1492 = shufflevector <8 x i1> %Shuff557, <8 x i1> %Cmp676, <8 x i32> <i32 12, i32 14, i32 0, i32 2, i32 4, i32 undef, i32 8, i32 undef>
  %I1493 = insertelement <8 x i1> %Shuff1464, i1 %Sl1074, i32 6
  %B1494 = urem i32 %E1403, %L1338
  %FC1495 = sitofp i1 %E146 to float
  %Sl1496 = select i1 %Cmp1344, i1 %Cmp526, i1 %Sl1481
  br i1 %Sl1496, label %CF1700, label %CF1803

CF1803:                                           ; preds = %CF1700
  %Cmp1497 = icmp ne <1 x i16> %Sl479, %ZE674
  %L1498 = load <8 x i1>, <8 x i1>* %Sl1153, align 1
  store i16 %E1019, i16* %PC486, align 2
  %E1499 = extractelement <1 x i64> %I861, i32 0
  %Shuff1500 = shufflevector <8 x i32> %Shuff342, <8 x i32> %ZE552, <8 x i32> <i32 3, i32 5, i32 7, i32 9, i32 undef, i32 undef, i32 15, i32 1>
  %I1501 = insertelement <8 x i16> %I1392, i16 %Sl291, i32 5
  %ZE1502 = zext i1 %E1112 to i64
  %Sl1503 = select i1 %L33, i64* %Sl653, i64* %Sl893
  %Cmp1504 = icmp ult <4 x i16> %Shuff1063, %Tr568
  %L1505 = load i32, i32* %PC456, align 4
  store i64 %B122, i64* %Sl1503, align 4
  %E1506 = extractelement <8 x i1> %Shuff679, i32 6
  br i1 %E1506, label %CF1700, label %CF1766

CF1766:                                           ; preds = %CF1766, %CF1803
  %Shuff1507 = shufflevector <8 x i1> %I1369, <8 x i1> %L1040, <8 x i32> <i32 9, i32 11, i32 13, i32 15, i32 1, i32 3, i32 5, i32 7>
  %I1508 = insertelement <1 x i64> %Shuff319, i64 %L880, i32 0
  %B1509 = srem <1 x i64> %Shuff259, %B30
  %Tr1510 = trunc <1 x i8> %I274 to <1 x i1>
  %Sl1511 = select <1 x i1> %Shuff506, <1 x i8> %I1224, <1 x i8> %Sl994
  %Cmp1512 = icmp ugt <8 x i1> %I1217, %L1097
  %L1513 = load i1, i1* %PC494, align 1
  br i1 %L1513, label %CF1766, label %CF1805

CF1805:                                           ; preds = %CF1766
  store i8 %E176, i8* %PC884, align 1
  %E1514 = extractelement <1 x i8> %Shuff200, i32 0
  %Shuff1515 = shufflevector <8 x i32> %B612, <8 x i32> %B523, <8 x i32> <i32 undef, i32 5, i32 7, i32 undef, i32 11, i32 13, i32 15, i32 1>
  %I1516 = insertelement <8 x i1> %Cmp331, i1 %E800, i32 5
  %B1517 = xor <1 x i32> %Shuff1186, %Se
  %BC1518 = bitcast i32 %Se102 to float
  %Sl1519 = select i1 %E1417, <8 x i8> %Shuff949, <8 x i8> %ZE392
  %Cmp1520 = icmp ugt <8 x i16> %Shuff544, %Sl967
  %L1521 = load i64, i64* %Sl653, align 4
  %E1522 = extractelement <1 x i8> %Shuff1478, i32 0
  %Shuff1523 = shufflevector <1 x i8> %Shuff1340, <1 x i8> %I375, <1 x i32> undef
  %I1524 = insertelement <8 x i1> %I1516, i1 %Cmp923, i32 6
  %Sl1525 = select i1 %E229, i1 %Cmp1161, i1 %E656
  br i1 %Sl1525, label %CF1671, label %CF1692

CF1692:                                           ; preds = %CF1692, %CF1866, %CF1805
  %Cmp1526 = icmp sge <1 x i8> %Shuff230, %Shuff230
  %L1527 = load i64, i64* %Sl1503, align 4
  store i32 %L806, i32* %PC456, align 4
  %E1528 = extractelement <8 x i1> %I216, i32 0
  br i1 %E1528, label %CF1692, label %CF1852

CF1852:                                           ; preds = %CF1852, %CF1692
  %Shuff1529 = shufflevector <1 x i8> %I979, <1 x i8> %I603, <1 x i32> <i32 1>
  %I1530 = insertelement <1 x i1> %Cmp518, i1 %Cmp160, i32 0
  %B1531 = fdiv float %FC1239, %Sl204
  %ZE1532 = zext <8 x i1> %Cmp355 to <8 x i32>
  %Sl1533 = select i1 %E1318, <4 x i16> %Sl1124, <4 x i16> %B1203
  %Cmp1534 = icmp sgt <8 x i1> %Cmp946, %Sl915
  %L1535 = load i64, i64* %Sl1503, align 4
  store i8 %E176, i8* %0, align 1
  %E1536 = extractelement <4 x double> %B1188, i32 1
  %Shuff1537 = shufflevector <8 x i32> %Shuff1275, <8 x i32> %I245, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %I1538 = insertelement <1 x i8> %Sl1002, i8 %L1192, i32 0
  %B1539 = or i64 %B726, %E640
  %Tr1540 = trunc i64 %B1458 to i16
  %Sl1541 = select <1 x i1> %Cmp1415, <1 x i8> %Shuff1085, <1 x i8> %Shuff193
  %Cmp1542 = fcmp oeq float %B689, %B407
  br i1 %Cmp1542, label %CF1852, label %CF1866

CF1866:                                           ; preds = %CF1852
  %L1543 = load i32, i32* %PC64, align 4
  store i8 %Se1008, i8* %0, align 1
  %E1544 = extractelement <8 x i1> %Shuff1006, i32 4
  br i1 %E1544, label %CF1692, label %CF1694

CF1694:                                           ; preds = %CF1694, %CF1804, %CF1866
  %Shuff1545 = shufflevector <8 x double> %Shuff1361, <8 x double> %Shuff1361, <8 x i32> <i32 undef, i32 undef, i32 11, i32 13, i32 15, i32 1, i32 3, i32 5>
  %I1546 = insertelement <8 x i16> %B455, i16 %Sl291, i32 1
  %B1547 = srem i32 %L265, %Sl441
  %Sl1548 = select i1 %Cmp916, <1 x i8> %Shuff1194, <1 x i8> %Shuff41
  %Cmp1549 = icmp slt <8 x i1> %I77, %L844
  %L1550 = load i8, i8* %0, align 1
  store i16 %B149, i16* %PC486, align 2
  %E1551 = extractelement <8 x i1> %L1214, i32 5
  br i1 %E1551, label %CF1694, label %CF1804

CF1804:                                           ; preds = %CF1694
  %Shuff1552 = shufflevector <1 x i8> %Shuff1478, <1 x i8> %I128, <1 x i32> zeroinitializer
  %I1553 = insertelement <8 x i1> %Shuff163, i1 %Sl561, i32 4
  %BC1554 = bitcast i32 %Se1087 to float
  %Sl1555 = select i1 %Sl1167, i8 %L1490, i8 %Se1008
  %Cmp1556 = icmp sgt <8 x i1> %Shuff529, %L1366
  %L1557 = load <8 x i1>, <8 x i1>* %Sl1153, align 1
  store i32 %B921, i32* %PC456, align 4
  %E1558 = extractelement <1 x i64> %Shuff177, i32 0
  %Shuff1559 = shufflevector <2 x i64> %Sl1474, <2 x i64> %I1072, <2 x i32> <i32 undef, i32 1>
  %I1560 = insertelement <8 x i1> %Cmp1556, i1 %Cmp901, i32 5
  %B1561 = sdiv i8 %L213, %E1339
  %Sl1562 = select i1 %E279, i1 %Cmp577, i1 %Sl401
  br i1 %Sl1562, label %CF1694, label %CF1792

CF1792:                                           ; preds = %CF1804
  %Cmp1563 = icmp ule i1 %Cmp480, %Cmp465
  br i1 %Cmp1563, label %CF1671, label %CF1676

CF1676:                                           ; preds = %CF1676, %CF1792
  %L1564 = load i64, i64* %Sl1503, align 4
  store i64 %L372, i64* %Sl653, align 4
  %E1565 = extractelement <8 x double> %Shuff1545, i32 5
  %Shuff1566 = shufflevector <8 x i1> %L844, <8 x i1> %Shuff1013, <8 x i32> <i32 undef, i32 undef, i32 4, i32 6, i32 undef, i32 undef, i32 12, i32 14>
  %I1567 = insertelement <8 x i1> %Shuff1128, i1 %Sl401, i32 2
  %B1568 = urem <8 x i16> %I108, %I14
  %FC1569 = sitofp i32 %E365 to double
  %Sl1570 = select i1 %Cmp916, <1 x float> %FC448, <1 x float> %BC855
  %Cmp1571 = icmp uge <8 x i8> %I1486, %B297
  %L1572 = load i64, i64* %Sl1503, align 4
  store i64 %E1250, i64* %Sl1503, align 4
  %E1573 = extractelement <1 x i1> %Cmp227, i32 0
  br i1 %E1573, label %CF1676, label %CF1681

CF1681:                                           ; preds = %CF1681, %CF1890, %CF1887, %CF1872, %CF1676
  %Shuff1574 = shufflevector <8 x i1> %I566, <8 x i1> %I253, <8 x i32> <i32 8, i32 10, i32 12, i32 14, i32 0, i32 2, i32 4, i32 6>
  %I1575 = insertelement <1 x i8> %Shuff1194, i8 %E594, i32 0
  %B1576 = sub <1 x i8> %I1283, %I1575
  %BC1577 = bitcast <2 x i64> %Sl713 to <2 x double>
  %Sl1578 = select i1 %E279, <1 x i8> %I209, <1 x i8> %B328
  %Cmp1579 = icmp uge <1 x i8> %B56, %I1472
  %L1580 = load i32, i32* %Sl1226, align 4
  store i32 %L534, i32* %Sl1226, align 4
  %E1581 = extractelement <8 x i1> %Shuff956, i32 7
  br i1 %E1581, label %CF1681, label %CF1890

CF1890:                                           ; preds = %CF1681
  %Shuff1582 = shufflevector <4 x i8> %Shuff461, <4 x i8> %Shuff942, <4 x i32> <i32 2, i32 undef, i32 6, i32 0>
  %I1583 = insertelement <1 x i8> %Shuff860, i8 %Se1008, i32 0
  %B1584 = mul i16 %E1477, %B149
  %Sl1585 = select i1 %E1112, i64 %L776, i64 %B582
  %Cmp1586 = fcmp ule float %FC575, %B407
  br i1 %Cmp1586, label %CF1681, label %CF1887

CF1887:                                           ; preds = %CF1890
  %L1587 = load i16, i16* %PC486, align 2
  store i8 %B447, i8* %PC884, align 1
  %E1588 = extractelement <8 x i1> %L1155, i32 4
  br i1 %E1588, label %CF1681, label %CF1872

CF1872:                                           ; preds = %CF1887
  %Shuff1589 = shufflevector <4 x i8> %Shuff942, <4 x i8> %Shuff1582, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I1590 = insertelement <8 x i1> %L206, i1 %E520, i32 1
  %B1591 = ashr <1 x i8> %Shuff919, %Sl945
  %Sl1592 = select i1 %E881, i1 %E139, i1 %Cmp699
  br i1 %Sl1592, label %CF1681, label %CF1765

CF1765:                                           ; preds = %CF1765, %CF1901, %CF1872
  %Cmp1593 = icmp sge i32 %Sl660, %Sl553
  br i1 %Cmp1593, label %CF1765, label %CF1886

CF1886:                                           ; preds = %CF1886, %CF1765
  %L1594 = load <8 x i1>, <8 x i1>* %Sl1153, align 1
  store i64 %E1250, i64* %Sl1503, align 4
  %E1595 = extractelement <8 x i32> %Shuff252, i32 4
  %Shuff1596 = shufflevector <1 x i64> %Shuff514, <1 x i64> %I1508, <1 x i32> <i32 1>
  %I1597 = insertelement <1 x i8> %Sl1541, i8 %L1462, i32 0
  %Se1598 = sext <4 x i8> %Sl1308 to <4 x i16>
  %Sl1599 = select i1 %E881, i32 %Sl417, i32 %L1580
  %Cmp1600 = icmp slt i8 %E632, %L388
  br i1 %Cmp1600, label %CF1886, label %CF1901

CF1901:                                           ; preds = %CF1886
  %L1601 = load i32, i32* %Sl226, align 4
  store i32 %L1076, i32* %Sl226, align 4
  %E1602 = extractelement <1 x i16> %ZE, i32 0
  %Shuff1603 = shufflevector <8 x i1> %L1155, <8 x i1> %Cmp872, <8 x i32> <i32 10, i32 12, i32 14, i32 0, i32 undef, i32 4, i32 undef, i32 8>
  %I1604 = insertelement <8 x i1> %Sl386, i1 %Cmp249, i32 4
  %Se1605 = sext i8 %L1490 to i64
  %Sl1606 = select <8 x i1> %Cmp599, <8 x i1> %L1557, <8 x i1> %Cmp355
  %Cmp1607 = icmp eq i1 %Cmp1154, %Cmp473
  br i1 %Cmp1607, label %CF1765, label %CF1828

CF1828:                                           ; preds = %CF1901
  %L1608 = load i64, i64* %PC283, align 4
  store i32 %B344, i32* %PC64, align 4
  %E1609 = extractelement <8 x i1> %I77, i32 6
  br i1 %E1609, label %CF1645, label %CF1657

CF1657:                                           ; preds = %CF1657, %CF1896, %CF1828
  %Shuff1610 = shufflevector <8 x i1> %Shuff588, <8 x i1> %Cmp676, <8 x i32> <i32 1, i32 undef, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %I1611 = insertelement <1 x i1> %Cmp1497, i1 %L59, i32 0
  %B1612 = and <1 x i8> %Shuff664, %I1021
  %FC1613 = fptoui double %Sl591 to i32
  %Sl1614 = select i1 %L1199, i8 %E475, i8 %E68
  %Cmp1615 = icmp sge <1 x i32> %Se727, %Shuff1368
  %L1616 = load i64, i64* %Sl116, align 4
  store i64 %E1499, i64* %Sl116, align 4
  %E1617 = extractelement <8 x i1> %Shuff429, i32 5
  br i1 %E1617, label %CF1657, label %CF1896

CF1896:                                           ; preds = %CF1657
  %Shuff1618 = shufflevector <8 x i1> %I1384, <8 x i1> %Shuff437, <8 x i32> <i32 8, i32 10, i32 12, i32 14, i32 0, i32 2, i32 4, i32 6>
  %I1619 = insertelement <1 x i8> %Sl908, i8 %E678, i32 0
  %B1620 = ashr i32 %L1543, %L1026
  %FC1621 = uitofp <1 x i8> %Sl1511 to <1 x double>
  %Sl1622 = select i1 %Cmp1154, i1 %E1229, i1 %E1417
  br i1 %Sl1622, label %CF1657, label %CF1784

CF1784:                                           ; preds = %CF1896
  %Cmp1623 = icmp eq <1 x i1> %Cmp1415, %Shuff1282
  %L1624 = load i64, i64* %PC283, align 4
  %E1625 = extractelement <8 x i32> %I245, i32 7
  %Shuff1626 = shufflevector <8 x i1> %FC1451, <8 x i1> %Shuff1492, <8 x i32> <i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 undef, i32 undef>
  %I1627 = insertelement <1 x i64> %Shuff1150, i64 %L947, i32 0
  %Tr1628 = trunc <1 x i64> %I260 to <1 x i1>
  %Sl1629 = select <8 x i1> %Shuff1013, <8 x i1> %I343, <8 x i1> %L1214
  %Cmp1630 = icmp ne <1 x i8> %Shuff971, %Shuff625
  %L1631 = load i32, i32* %PC456, align 4
  %E1632 = extractelement <1 x float> %BC855, i32 0
  %Shuff1633 = shufflevector <1 x i64> %Shuff514, <1 x i64> %B485, <1 x i32> <i32 1>
  %I1634 = insertelement <8 x i1> %I148, i1 %Sl307, i32 7
  %Se1635 = sext <1 x i8> %B1591 to <1 x i16>
  %Sl1636 = select i1 %FC1378, float %B689, float %FC471
  %Cmp1637 = icmp slt <1 x i8> %B635, %I1575
  store i32 %L1476, i32* %Sl226, align 4
  store i8 %L52, i8* %0, align 1
  store i8 %Tr262, i8* %PC884, align 1
  store i64 %ZE1502, i64* %Sl653, align 4
  ret void
}

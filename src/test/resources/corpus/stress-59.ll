; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD59(i8* %0, i32* %1, i64* %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca double, align 8
  %A3 = alloca i1, align 1
  %A2 = alloca i64, align 8
  %A1 = alloca i16, align 2
  %A = alloca i32, align 4
  %L = load i8, i8* %0, align 1
  store i8 %L, i8* %0, align 1
  %E = extractelement <2 x i16> zeroinitializer, i32 0
  %Shuff = shufflevector <2 x i32> zeroinitializer, <2 x i32> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I = insertelement <2 x i32> %Shuff, i32 %3, i32 1
  %B = or i16 -17055, %E
  %Sl = select i1 false, i1* %A3, i1* %A3
  %Cmp = fcmp ugt double 0xD07BCE9A6F792318, 0xD07BCE9A6F792318
  br label %CF1703

CF1703:                                           ; preds = %CF1703, %BB
  %L5 = load i1, i1* %Sl, align 1
  br i1 %L5, label %CF1703, label %CF1801

CF1801:                                           ; preds = %CF1801, %CF1703
  store i1 %L5, i1* %Sl, align 1
  %E6 = extractelement <2 x i32> zeroinitializer, i32 1
  %Shuff7 = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I8 = insertelement <8 x i1> zeroinitializer, i1 false, i32 0
  %B9 = or <1 x i32> zeroinitializer, zeroinitializer
  %Se = sext <8 x i1> zeroinitializer to <8 x i8>
  %Sl10 = select i1 false, i64 -1, i64 353373
  %L11 = load i1, i1* %Sl, align 1
  br i1 %L11, label %CF1801, label %CF1803

CF1803:                                           ; preds = %CF1801
  store i1 false, i1* %Sl, align 1
  %E12 = extractelement <2 x i32> %Shuff, i32 0
  %Shuff13 = shufflevector <4 x i16> zeroinitializer, <4 x i16> zeroinitializer, <4 x i32> <i32 7, i32 undef, i32 3, i32 undef>
  %I14 = insertelement <4 x i8> %Shuff7, i8 %L, i32 1
  %Tr = trunc i64 %4 to i16
  %Sl15 = select i1 true, i1 %L5, i1 false
  br label %CF1695

CF1695:                                           ; preds = %CF1695, %CF1845, %CF1803
  %Cmp16 = icmp eq i64 -1, 353373
  br i1 %Cmp16, label %CF1695, label %CF1807

CF1807:                                           ; preds = %CF1807, %CF1897, %CF1695
  %L17 = load i1, i1* %Sl, align 1
  br i1 %L17, label %CF1807, label %CF1897

CF1897:                                           ; preds = %CF1807
  store i1 %Cmp, i1* %Sl, align 1
  %E18 = extractelement <4 x i8> zeroinitializer, i32 1
  %Shuff19 = shufflevector <4 x i8> %I14, <4 x i8> zeroinitializer, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I20 = insertelement <4 x i8> %Shuff19, i8 101, i32 2
  %B21 = or i64 %4, 20473
  %Sl22 = select i1 %Cmp, i64 %4, i64 %B21
  %Cmp23 = icmp ugt i64 -1, -1
  br i1 %Cmp23, label %CF1807, label %CF1844

CF1844:                                           ; preds = %CF1844, %CF1897
  %L24 = load i32, i32* %A, align 4
  store i1 %L11, i1* %Sl, align 1
  %E25 = extractelement <2 x i16> zeroinitializer, i32 0
  %Shuff26 = shufflevector <8 x i64> zeroinitializer, <8 x i64> zeroinitializer, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 undef>
  %I27 = insertelement <8 x i64> %Shuff26, i64 %Sl10, i32 3
  %Tr28 = trunc i64 -1 to i16
  %Sl29 = select i1 false, float 0xC27D3A7100000000, float 0xC66D2A6100000000
  %Cmp30 = fcmp ugt float 0xB981267500000000, 0xBADABDAE80000000
  br i1 %Cmp30, label %CF1844, label %CF1845

CF1845:                                           ; preds = %CF1844
  %L31 = load i1, i1* %Sl, align 1
  br i1 %L31, label %CF1695, label %CF1794

CF1794:                                           ; preds = %CF1845
  store i8 101, i8* %0, align 1
  %E32 = extractelement <4 x i16> %Shuff13, i32 3
  %Shuff33 = shufflevector <4 x i64> zeroinitializer, <4 x i64> zeroinitializer, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I34 = insertelement <4 x i64> %Shuff33, i64 %Sl10, i32 0
  %B35 = fadd float 0xB981267500000000, %Sl29
  %ZE = zext i8 %L to i32
  %Sl36 = select i1 %Cmp, i64 %Sl10, i64 %Sl10
  %Cmp37 = icmp sge <1 x i32> zeroinitializer, zeroinitializer
  %L38 = load i8, i8* %0, align 1
  store i32 %ZE, i32* %A, align 4
  %E39 = extractelement <2 x i16> zeroinitializer, i32 0
  %Shuff40 = shufflevector <8 x i64> %I27, <8 x i64> %Shuff26, <8 x i32> <i32 undef, i32 7, i32 9, i32 11, i32 13, i32 15, i32 1, i32 3>
  %I41 = insertelement <8 x i1> zeroinitializer, i1 %L11, i32 7
  %Tr42 = trunc <8 x i64> zeroinitializer to <8 x i8>
  %Sl43 = select i1 false, i1 false, i1 %Cmp23
  br label %CF1677

CF1677:                                           ; preds = %CF1677, %CF1811, %CF1769, %CF1806, %CF1794
  %Cmp44 = icmp ule <1 x i32> %B9, zeroinitializer
  %L45 = load i8, i8* %0, align 1
  store i8 %L, i8* %0, align 1
  %E46 = extractelement <4 x i8> %Shuff7, i32 2
  %Shuff47 = shufflevector <2 x i32> zeroinitializer, <2 x i32> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I48 = insertelement <8 x i64> %Shuff40, i64 %4, i32 3
  %B49 = fmul float 0xC27D3A7100000000, %Sl29
  %ZE50 = zext <4 x i8> %I20 to <4 x i32>
  %Sl51 = select i1 false, i16 -8263, i16 -17055
  %Cmp52 = icmp sge i8 %E46, %L
  br i1 %Cmp52, label %CF1677, label %CF1736

CF1736:                                           ; preds = %CF1736, %CF1677
  %L53 = load i8, i8* %0, align 1
  store i8 %L38, i8* %0, align 1
  %E54 = extractelement <2 x i64> zeroinitializer, i32 0
  %Shuff55 = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 undef, i32 undef, i32 7, i32 1>
  %I56 = insertelement <1 x i1> %Cmp37, i1 %Sl43, i32 0
  %FC = sitofp i1 false to double
  %Sl57 = select i1 %Cmp, i64 %E54, i64 %Sl36
  %Cmp58 = icmp slt <4 x i64> %Shuff33, %Shuff33
  %L59 = load i8, i8* %0, align 1
  store i32 %E6, i32* %A, align 4
  %E60 = extractelement <4 x i8> %Shuff19, i32 2
  %Shuff61 = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 3, i32 5, i32 undef>
  %I62 = insertelement <2 x i16> zeroinitializer, i16 %E, i32 1
  %B63 = shl i16 %Sl51, -8263
  %Tr64 = trunc i64 %Sl36 to i32
  %Sl65 = select i1 %Cmp, double 0xD07BCE9A6F792318, double %FC
  %L66 = load i1, i1* %Sl, align 1
  br i1 %L66, label %CF1736, label %CF1811

CF1811:                                           ; preds = %CF1736
  store i8 %L38, i8* %0, align 1
  %E67 = extractelement <1 x i1> %Cmp44, i32 0
  br i1 %E67, label %CF1677, label %CF1715

CF1715:                                           ; preds = %CF1715, %CF1814, %CF1804, %CF1811
  %Shuff68 = shufflevector <4 x i8> %Shuff7, <4 x i8> zeroinitializer, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I69 = insertelement <1 x i32> zeroinitializer, i32 %Tr64, i32 0
  %B70 = urem <1 x i32> %I69, %I69
  %FC71 = uitofp <8 x i1> %I8 to <8 x float>
  %Sl72 = select i1 %Sl43, i32 %3, i32 %Tr64
  %Cmp73 = icmp uge i16 -8263, %E25
  br i1 %Cmp73, label %CF1715, label %CF1814

CF1814:                                           ; preds = %CF1715
  %L74 = load i8, i8* %0, align 1
  store i8 %E18, i8* %0, align 1
  %E75 = extractelement <2 x i32> zeroinitializer, i32 1
  %Shuff76 = shufflevector <4 x i16> zeroinitializer, <4 x i16> zeroinitializer, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I77 = insertelement <8 x float> %FC71, float 0xC27D3A7100000000, i32 2
  %B78 = or i64 %Sl57, %B21
  %FC79 = sitofp i32 %ZE to double
  %Sl80 = select i1 %Cmp73, float 0xC66D2A6100000000, float 0xC66D2A6100000000
  %Cmp81 = icmp ule <2 x i32> zeroinitializer, zeroinitializer
  %L82 = load i1, i1* %Sl, align 1
  br i1 %L82, label %CF1715, label %CF1729

CF1729:                                           ; preds = %CF1729, %CF1820, %CF1771, %CF1814
  store i8 %L, i8* %0, align 1
  %E83 = extractelement <8 x float> %FC71, i32 4
  %Shuff84 = shufflevector <4 x i8> %Shuff7, <4 x i8> %Shuff55, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I85 = insertelement <4 x i64> %Shuff33, i64 -1, i32 1
  %B86 = sub <4 x i8> %I20, %Shuff55
  %ZE87 = zext <4 x i1> %Cmp58 to <4 x i8>
  %Sl88 = select i1 false, i16 %Tr, i16 -17055
  %L89 = load i1, i1* %Sl, align 1
  br i1 %L89, label %CF1729, label %CF1820

CF1820:                                           ; preds = %CF1729
  store i8 101, i8* %0, align 1
  %E90 = extractelement <4 x i8> zeroinitializer, i32 1
  %Shuff91 = shufflevector <4 x i8> %Shuff55, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 2, i32 undef, i32 undef>
  %I92 = insertelement <4 x i16> %Shuff76, i16 %Sl51, i32 2
  %B93 = fdiv float %Sl29, 0x4232206600000000
  %PC = bitcast i64* %A2 to double*
  %Sl94 = select i1 %Sl43, <4 x i64> %I85, <4 x i64> %Shuff33
  %Cmp95 = icmp slt <4 x i8> %Shuff68, %Shuff19
  %L96 = load double, double* %PC, align 8
  store double 0xD07BCE9A6F792318, double* %PC, align 8
  %E97 = extractelement <4 x i8> %Shuff68, i32 3
  %Shuff98 = shufflevector <2 x i32> zeroinitializer, <2 x i32> %Shuff, <2 x i32> <i32 2, i32 undef>
  %I99 = insertelement <2 x i64> zeroinitializer, i64 %4, i32 0
  %B100 = frem float %B93, %Sl80
  %FC101 = uitofp <4 x i8> %B86 to <4 x float>
  %Sl102 = select i1 %Cmp, i64 %B78, i64 %Sl10
  %Cmp103 = icmp eq <2 x i16> %I62, %I62
  %L104 = load i1, i1* %Sl, align 1
  br i1 %L104, label %CF1729, label %CF1754

CF1754:                                           ; preds = %CF1754, %CF1820
  store i64 %4, i64* %A2, align 4
  %E105 = extractelement <1 x i1> %Cmp37, i32 0
  br i1 %E105, label %CF1754, label %CF1771

CF1771:                                           ; preds = %CF1754
  %Shuff106 = shufflevector <2 x i1> %Cmp81, <2 x i1> %Cmp103, <2 x i32> <i32 0, i32 2>
  %I107 = insertelement <1 x i1> %Cmp37, i1 %Cmp73, i32 0
  %B108 = shl i16 %E25, %Tr
  %FC109 = fptoui <4 x float> %FC101 to <4 x i16>
  %Sl110 = select <1 x i1> %Cmp44, <1 x i32> %B9, <1 x i32> zeroinitializer
  %Cmp111 = icmp sge i1 true, false
  br i1 %Cmp111, label %CF1729, label %CF1748

CF1748:                                           ; preds = %CF1748, %CF1771
  %L112 = load double, double* %PC, align 8
  store i8 %L, i8* %0, align 1
  %E113 = extractelement <4 x i64> %Sl94, i32 0
  %Shuff114 = shufflevector <4 x i8> %Shuff7, <4 x i8> %Shuff61, <4 x i32> <i32 3, i32 5, i32 7, i32 undef>
  %I115 = insertelement <4 x i8> zeroinitializer, i8 %E90, i32 1
  %B116 = urem i8 %L, 101
  %Tr117 = trunc <4 x i64> %I85 to <4 x i32>
  %Sl118 = select <4 x i1> %Cmp58, <4 x i8> %B86, <4 x i8> %Shuff84
  %Cmp119 = icmp ule <4 x i8> %Sl118, %Shuff61
  %L120 = load double, double* %PC, align 8
  store i8 %L, i8* %0, align 1
  %E121 = extractelement <4 x i8> zeroinitializer, i32 2
  %Shuff122 = shufflevector <8 x i64> %I27, <8 x i64> zeroinitializer, <8 x i32> <i32 5, i32 7, i32 undef, i32 11, i32 13, i32 15, i32 undef, i32 3>
  %I123 = insertelement <2 x i32> zeroinitializer, i32 %L24, i32 1
  %B124 = xor i64 0, %Sl36
  %Sl125 = select <1 x i1> %I107, <1 x i1> %I56, <1 x i1> %I107
  %Cmp126 = icmp ult i64 -1, %Sl10
  br i1 %Cmp126, label %CF1748, label %CF1804

CF1804:                                           ; preds = %CF1748
  %L127 = load double, double* %PC, align 8
  store double %FC, double* %PC, align 8
  %E128 = extractelement <4 x i8> %I14, i32 0
  %Shuff129 = shufflevector <8 x i64> zeroinitializer, <8 x i64> %Shuff26, <8 x i32> <i32 11, i32 13, i32 15, i32 1, i32 3, i32 undef, i32 undef, i32 9>
  %I130 = insertelement <4 x i8> %Shuff114, i8 %E18, i32 1
  %B131 = or i8 %E121, %E97
  %FC132 = uitofp i8 %E60 to float
  %Sl133 = select <1 x i1> %Cmp37, <1 x i32> zeroinitializer, <1 x i32> zeroinitializer
  %Cmp134 = icmp ne i8 %L, %L38
  br i1 %Cmp134, label %CF1715, label %CF1717

CF1717:                                           ; preds = %CF1717, %CF1823, %CF1804
  %L135 = load i8, i8* %0, align 1
  store i1 %L66, i1* %Sl, align 1
  %E136 = extractelement <2 x i32> zeroinitializer, i32 0
  %Shuff137 = shufflevector <2 x i1> %Shuff106, <2 x i1> %Cmp81, <2 x i32> <i32 3, i32 1>
  %I138 = insertelement <8 x i64> %Shuff129, i64 %B78, i32 1
  %B139 = sdiv <4 x i8> %Shuff55, %Shuff55
  %FC140 = uitofp i16 %Tr to double
  %Sl141 = select <1 x i1> %I107, <1 x i1> %Cmp44, <1 x i1> %Sl125
  %Cmp142 = icmp ule i64 0, %Sl102
  br i1 %Cmp142, label %CF1717, label %CF1823

CF1823:                                           ; preds = %CF1717
  %L143 = load double, double* %PC, align 8
  store double %FC, double* %PC, align 8
  %E144 = extractelement <2 x i1> %Shuff137, i32 0
  br i1 %E144, label %CF1717, label %CF1769

CF1769:                                           ; preds = %CF1823
  %Shuff145 = shufflevector <2 x i32> %Shuff98, <2 x i32> %Shuff, <2 x i32> <i32 3, i32 1>
  %I146 = insertelement <4 x i8> %ZE87, i8 %L74, i32 1
  %B147 = mul i32 %ZE, %E136
  %ZE148 = zext <4 x i8> %Shuff61 to <4 x i32>
  %Sl149 = select i1 false, i1 %L11, i1 %L66
  br i1 %Sl149, label %CF1677, label %CF1700

CF1700:                                           ; preds = %CF1700, %CF1769
  %Cmp150 = icmp ugt <4 x i8> %Shuff55, %Sl118
  %L151 = load i1, i1* %Sl, align 1
  br i1 %L151, label %CF1700, label %CF1719

CF1719:                                           ; preds = %CF1719, %CF1893, %CF1700
  store double 0xD07BCE9A6F792318, double* %PC, align 8
  %E152 = extractelement <8 x i64> %Shuff26, i32 2
  %Shuff153 = shufflevector <8 x i64> %Shuff26, <8 x i64> %I48, <8 x i32> <i32 13, i32 15, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11>
  %I154 = insertelement <4 x i8> %B139, i8 %5, i32 3
  %B155 = xor <4 x i8> %B139, %Shuff61
  %Tr156 = trunc i32 %ZE to i8
  %Sl157 = select i1 %Cmp, i1 %Sl149, i1 false
  br i1 %Sl157, label %CF1719, label %CF1893

CF1893:                                           ; preds = %CF1719
  %Cmp158 = icmp ne i32 %3, %3
  br i1 %Cmp158, label %CF1719, label %CF1724

CF1724:                                           ; preds = %CF1724, %CF1859, %CF1828, %CF1893
  %L159 = load double, double* %PC, align 8
  store double %L112, double* %PC, align 8
  %E160 = extractelement <4 x i8> %Shuff7, i32 0
  %Shuff161 = shufflevector <4 x i8> %Shuff7, <4 x i8> %Shuff55, <4 x i32> <i32 3, i32 undef, i32 7, i32 1>
  %I162 = insertelement <4 x i8> %Shuff19, i8 %L38, i32 1
  %Se163 = sext <4 x i16> %Shuff76 to <4 x i32>
  %Sl164 = select i1 %Sl43, i1 %Sl157, i1 %L66
  br i1 %Sl164, label %CF1724, label %CF1859

CF1859:                                           ; preds = %CF1724
  %Cmp165 = icmp ult <1 x i1> %Sl125, %Sl125
  %L166 = load i8, i8* %0, align 1
  store double 0xD07BCE9A6F792318, double* %PC, align 8
  %E167 = extractelement <4 x i8> %Shuff84, i32 1
  %Shuff168 = shufflevector <2 x i32> %Shuff145, <2 x i32> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I169 = insertelement <2 x i1> %Shuff137, i1 %Cmp126, i32 0
  %ZE170 = zext <1 x i1> %Cmp44 to <1 x i8>
  %Sl171 = select i1 %L11, double 0xD07BCE9A6F792318, double %FC
  %Cmp172 = fcmp ole float %E83, %Sl80
  br i1 %Cmp172, label %CF1724, label %CF1828

CF1828:                                           ; preds = %CF1859
  %L173 = load double, double* %PC, align 8
  store i8 %L, i8* %0, align 1
  %E174 = extractelement <2 x i1> %Shuff106, i32 0
  br i1 %E174, label %CF1724, label %CF1749

CF1749:                                           ; preds = %CF1749, %CF1894, %CF1828
  %Shuff175 = shufflevector <2 x i32> %Shuff145, <2 x i32> %Shuff168, <2 x i32> <i32 1, i32 3>
  %I176 = insertelement <2 x i1> %Cmp81, i1 false, i32 1
  %B177 = urem <2 x i32> %I123, zeroinitializer
  %Sl178 = select i1 false, i32 0, i32 %E136
  %L179 = load i1, i1* %Sl, align 1
  br i1 %L179, label %CF1749, label %CF1894

CF1894:                                           ; preds = %CF1749
  store double %FC, double* %PC, align 8
  %E180 = extractelement <1 x i32> %Sl133, i32 0
  %Shuff181 = shufflevector <4 x i16> %Shuff76, <4 x i16> zeroinitializer, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I182 = insertelement <4 x i64> %Sl94, i64 %Sl102, i32 3
  %B183 = lshr <4 x i32> %Se163, %ZE50
  %Tr184 = trunc i32 %E136 to i1
  br i1 %Tr184, label %CF1749, label %CF1806

CF1806:                                           ; preds = %CF1894
  %Sl185 = select i1 %Cmp126, <4 x i16> %Shuff13, <4 x i16> %Shuff181
  %Cmp186 = icmp ule i64 %E54, %E152
  br i1 %Cmp186, label %CF1677, label %CF1692

CF1692:                                           ; preds = %CF1692, %CF1813, %CF1806
  %L187 = load i1, i1* %Sl, align 1
  br i1 %L187, label %CF1692, label %CF1708

CF1708:                                           ; preds = %CF1708, %CF1797, %CF1692
  store double %L159, double* %PC, align 8
  %E188 = extractelement <2 x i32> %Shuff98, i32 1
  %Shuff189 = shufflevector <4 x i16> %Shuff76, <4 x i16> %Shuff76, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I190 = insertelement <1 x i32> %B9, i32 %E136, i32 0
  %B191 = fdiv double %FC79, 0xD07BCE9A6F792318
  %FC192 = fptosi float 0xC27D3A7100000000 to i16
  %Sl193 = select i1 %L66, double %Sl171, double %L159
  %Cmp194 = icmp ugt i1 %L66, %Sl43
  br i1 %Cmp194, label %CF1708, label %CF1743

CF1743:                                           ; preds = %CF1743, %CF1708
  %L195 = load double, double* %PC, align 8
  store i8 %E160, i8* %0, align 1
  %E196 = extractelement <8 x i64> %Shuff40, i32 4
  %Shuff197 = shufflevector <8 x i64> %I138, <8 x i64> zeroinitializer, <8 x i32> <i32 7, i32 undef, i32 11, i32 13, i32 15, i32 1, i32 3, i32 5>
  %I198 = insertelement <4 x i1> %Cmp58, i1 false, i32 1
  %B199 = srem i8 %E121, %E18
  %FC200 = fptoui float %E83 to i16
  %Sl201 = select i1 true, i1 %Cmp23, i1 true
  br i1 %Sl201, label %CF1743, label %CF1775

CF1775:                                           ; preds = %CF1775, %CF1895, %CF1743
  %Cmp202 = icmp ne <4 x i8> zeroinitializer, %Shuff84
  %L203 = load i8, i8* %0, align 1
  store double %B191, double* %PC, align 8
  %E204 = extractelement <1 x i1> %Cmp44, i32 0
  br i1 %E204, label %CF1775, label %CF1895

CF1895:                                           ; preds = %CF1775
  %Shuff205 = shufflevector <2 x i32> %Shuff145, <2 x i32> %Shuff98, <2 x i32> <i32 undef, i32 0>
  %I206 = insertelement <8 x i64> %Shuff26, i64 %E196, i32 4
  %ZE207 = fpext float %E83 to double
  %Sl208 = select i1 %L104, i8 %E97, i8 101
  %Cmp209 = icmp sge <2 x i32> %Shuff168, zeroinitializer
  %L210 = load double, double* %PC, align 8
  store double %L173, double* %PC, align 8
  %E211 = extractelement <4 x i8> %Shuff68, i32 0
  %Shuff212 = shufflevector <1 x i32> zeroinitializer, <1 x i32> %Sl110, <1 x i32> <i32 1>
  %I213 = insertelement <2 x i32> zeroinitializer, i32 %E75, i32 1
  %B214 = udiv i8 %E60, %E97
  %Tr215 = trunc i32 %3 to i16
  %Sl216 = select i1 %Cmp73, i64 0, i64 %B21
  %Cmp217 = icmp eq <2 x i1> %Shuff106, %Cmp81
  %L218 = load i8, i8* %0, align 1
  store i8 101, i8* %0, align 1
  %E219 = extractelement <8 x i64> %Shuff26, i32 4
  %Shuff220 = shufflevector <8 x i64> zeroinitializer, <8 x i64> zeroinitializer, <8 x i32> <i32 15, i32 undef, i32 3, i32 5, i32 7, i32 9, i32 11, i32 undef>
  %I221 = insertelement <4 x i8> %Sl118, i8 %E90, i32 1
  %B222 = frem double %FC79, %FC
  %FC223 = uitofp i64 20473 to float
  %Sl224 = select i1 false, i32 0, i32 %E136
  %Cmp225 = fcmp one double %Sl193, %B222
  br i1 %Cmp225, label %CF1775, label %CF1797

CF1797:                                           ; preds = %CF1895
  %L226 = load i8, i8* %0, align 1
  store i8 %B199, i8* %0, align 1
  %E227 = extractelement <2 x i32> %Shuff205, i32 1
  %Shuff228 = shufflevector <2 x i32> %Shuff145, <2 x i32> %Shuff47, <2 x i32> <i32 2, i32 0>
  %I229 = insertelement <2 x i32> %Shuff98, i32 %E136, i32 0
  %B230 = mul <4 x i8> %B155, zeroinitializer
  %PC231 = bitcast i8* %0 to double*
  %Sl232 = select i1 false, i32 %E6, i32 %E12
  %L233 = load double, double* %PC231, align 8
  store double %FC, double* %PC231, align 8
  %E234 = extractelement <4 x i16> zeroinitializer, i32 3
  %Shuff235 = shufflevector <4 x i1> %Cmp58, <4 x i1> %Cmp95, <4 x i32> <i32 6, i32 0, i32 undef, i32 4>
  %I236 = insertelement <2 x i1> %Cmp209, i1 false, i32 0
  %FC237 = uitofp i32 195333 to double
  %Sl238 = select i1 false, i32 %Sl178, i32 %E136
  %Cmp239 = icmp ne i64 %B78, %E196
  br i1 %Cmp239, label %CF1708, label %CF1714

CF1714:                                           ; preds = %CF1714, %CF1817, %CF1797
  %L240 = load i1, i1* %Sl, align 1
  br i1 %L240, label %CF1714, label %CF1765

CF1765:                                           ; preds = %CF1765, %CF1714
  store i1 %Cmp225, i1* %Sl, align 1
  %E241 = extractelement <2 x i32> %Shuff, i32 1
  %Shuff242 = shufflevector <4 x i32> %Se163, <4 x i32> %ZE50, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I243 = insertelement <4 x i1> %Cmp202, i1 %Cmp30, i32 2
  %B244 = add i64 %Sl22, 41701
  %FC245 = sitofp i1 %Cmp111 to double
  %Sl246 = select i1 %Cmp126, <1 x i32> %Sl133, <1 x i32> %Shuff212
  %Cmp247 = icmp slt <4 x i16> %Shuff181, %FC109
  %L248 = load double, double* %PC, align 8
  store double %L233, double* %PC, align 8
  %E249 = extractelement <4 x i8> zeroinitializer, i32 1
  %Shuff250 = shufflevector <2 x i32> zeroinitializer, <2 x i32> %Shuff47, <2 x i32> <i32 undef, i32 2>
  %I251 = insertelement <1 x i1> %I107, i1 %E204, i32 0
  %B252 = xor <4 x i8> %Shuff91, %Shuff84
  %Tr253 = trunc <8 x i64> %Shuff129 to <8 x i8>
  %Sl254 = select i1 false, <2 x i32> %Shuff47, <2 x i32> %Shuff250
  %Cmp255 = icmp sge <2 x i32> %Shuff175, %Shuff168
  %L256 = load double, double* %PC231, align 8
  store double %FC245, double* %PC, align 8
  %E257 = extractelement <2 x i32> %B177, i32 1
  %Shuff258 = shufflevector <4 x i8> %Shuff68, <4 x i8> %B230, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I259 = insertelement <4 x i8> %Shuff19, i8 %Sl208, i32 0
  %B260 = and i64 %B244, %E219
  %FC261 = uitofp <1 x i1> %I251 to <1 x float>
  %Sl262 = select <8 x i1> zeroinitializer, <8 x i8> %Tr42, <8 x i8> %Tr253
  %Cmp263 = icmp slt <2 x i32> %Shuff250, %Shuff250
  %L264 = load i1, i1* %Sl, align 1
  br i1 %L264, label %CF1765, label %CF1817

CF1817:                                           ; preds = %CF1765
  store double %L96, double* %PC, align 8
  %E265 = extractelement <4 x i8> %Shuff19, i32 2
  %Shuff266 = shufflevector <8 x i64> zeroinitializer, <8 x i64> %I48, <8 x i32> <i32 13, i32 15, i32 1, i32 3, i32 5, i32 7, i32 undef, i32 11>
  %I267 = insertelement <2 x i16> zeroinitializer, i16 %FC192, i32 1
  %B268 = fmul float %B35, %E83
  %FC269 = uitofp i1 %L264 to double
  %Sl270 = select <2 x i1> %I169, <2 x i1> %Cmp103, <2 x i1> %Cmp217
  %Cmp271 = icmp ult i64 353373, 353373
  br i1 %Cmp271, label %CF1714, label %CF1727

CF1727:                                           ; preds = %CF1727, %CF1817
  %L272 = load double, double* %PC231, align 8
  store double %B222, double* %PC231, align 8
  %E273 = extractelement <8 x i64> zeroinitializer, i32 2
  %Shuff274 = shufflevector <4 x i8> %Shuff7, <4 x i8> %B139, <4 x i32> <i32 5, i32 undef, i32 1, i32 3>
  %I275 = insertelement <4 x i32> %Shuff242, i32 %E6, i32 3
  %B276 = ashr <4 x i8> %I130, %I221
  %Tr277 = trunc i64 %B124 to i16
  %Sl278 = select i1 false, i8 %L166, i8 %E121
  %Cmp279 = fcmp uge float 0xBADABDAE80000000, %B268
  br i1 %Cmp279, label %CF1727, label %CF1779

CF1779:                                           ; preds = %CF1779, %CF1860, %CF1727
  %L280 = load double, double* %PC231, align 8
  store i1 %Cmp186, i1* %Sl, align 1
  %E281 = extractelement <8 x i64> %Shuff26, i32 0
  %Shuff282 = shufflevector <2 x i32> %Shuff228, <2 x i32> %Shuff168, <2 x i32> <i32 3, i32 1>
  %I283 = insertelement <1 x i32> %Shuff212, i32 %E227, i32 0
  %Tr284 = trunc <2 x i16> zeroinitializer to <2 x i1>
  %Sl285 = select i1 %Cmp111, <4 x i16> %Shuff13, <4 x i16> %Shuff76
  %Cmp286 = icmp ule <1 x i32> %I190, %I69
  %L287 = load i1, i1* %Sl, align 1
  br i1 %L287, label %CF1779, label %CF1860

CF1860:                                           ; preds = %CF1779
  store double %FC, double* %PC, align 8
  %E288 = extractelement <4 x i8> %Shuff274, i32 1
  %Shuff289 = shufflevector <2 x i32> %I213, <2 x i32> %Shuff47, <2 x i32> <i32 0, i32 2>
  %I290 = insertelement <4 x i32> %ZE148, i32 %3, i32 2
  %B291 = mul i32 %Sl178, 0
  %ZE292 = zext i8 %B214 to i32
  %Sl293 = select i1 %L5, <4 x i8> %I259, <4 x i8> zeroinitializer
  %Cmp294 = icmp eq i32 %E227, %E136
  br i1 %Cmp294, label %CF1779, label %CF1813

CF1813:                                           ; preds = %CF1860
  %L295 = load double, double* %PC231, align 8
  store double %ZE207, double* %PC231, align 8
  %E296 = extractelement <4 x i8> zeroinitializer, i32 1
  %Shuff297 = shufflevector <4 x i1> %Shuff235, <4 x i1> %Cmp58, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I298 = insertelement <2 x i32> zeroinitializer, i32 %ZE, i32 0
  %B299 = lshr i8 %L226, %B199
  %FC300 = sitofp i8 %L45 to double
  %Sl301 = select i1 %L264, <4 x i8> %Sl293, <4 x i8> %Shuff55
  %Cmp302 = icmp sgt <2 x i32> %I229, %Shuff145
  %L303 = load double, double* %PC231, align 8
  store double %FC269, double* %PC231, align 8
  %E304 = extractelement <8 x i64> %Shuff153, i32 1
  %Shuff305 = shufflevector <2 x i1> %Shuff106, <2 x i1> %Cmp255, <2 x i32> <i32 0, i32 2>
  %I306 = insertelement <4 x i8> %Shuff161, i8 %E128, i32 2
  %B307 = or i32 %Sl238, %Sl224
  %FC308 = uitofp <4 x i8> %ZE87 to <4 x float>
  %Sl309 = select i1 %L104, i64 %B21, i64 %Sl216
  %Cmp310 = icmp sge i32 %B291, %E227
  br i1 %Cmp310, label %CF1692, label %CF1693

CF1693:                                           ; preds = %CF1693, %CF1813
  %L311 = load double, double* %PC231, align 8
  store double %L256, double* %PC231, align 8
  %E312 = extractelement <2 x i32> %Shuff282, i32 1
  %Shuff313 = shufflevector <2 x i1> %Shuff137, <2 x i1> %Shuff106, <2 x i32> <i32 2, i32 0>
  %I314 = insertelement <4 x i1> %I243, i1 %Cmp172, i32 0
  %Tr315 = trunc <8 x i64> %I206 to <8 x i8>
  %Sl316 = select i1 %L89, i64 %E304, i64 %Sl216
  %Cmp317 = icmp ule i8 %L203, %L53
  br i1 %Cmp317, label %CF1693, label %CF1750

CF1750:                                           ; preds = %CF1693
  %L318 = load i1, i1* %Sl, align 1
  br label %CF

CF:                                               ; preds = %CF, %CF1739, %CF1756, %CF1874, %CF1687, %CF1886, %CF1898, %CF1750
  store double %Sl171, double* %PC231, align 8
  %E319 = extractelement <4 x i32> %Tr117, i32 3
  %Shuff320 = shufflevector <2 x i1> %Shuff313, <2 x i1> %Cmp81, <2 x i32> <i32 2, i32 0>
  %I321 = insertelement <2 x i32> %I213, i32 %B291, i32 0
  %B322 = add <4 x i32> %Se163, %B183
  %ZE323 = zext i16 %Tr to i32
  %Sl324 = select i1 %Cmp172, <1 x i32> %I69, <1 x i32> %I69
  %Cmp325 = icmp sge i16 %Tr28, %B108
  br i1 %Cmp325, label %CF, label %CF1739

CF1739:                                           ; preds = %CF
  %L326 = load i8, i8* %0, align 1
  store i8 %L38, i8* %0, align 1
  %E327 = extractelement <4 x i8> %Sl301, i32 3
  %Shuff328 = shufflevector <2 x i1> %Shuff305, <2 x i1> %Cmp81, <2 x i32> <i32 undef, i32 0>
  %I329 = insertelement <1 x i1> %Sl125, i1 %L104, i32 0
  %B330 = fdiv float %B35, %Sl80
  %FC331 = fptosi float 0xB981267500000000 to i1
  br i1 %FC331, label %CF, label %CF1716

CF1716:                                           ; preds = %CF1716, %CF1835, %CF1791, %CF1739
  %Sl332 = select i1 %Cmp317, <8 x i64> %I206, <8 x i64> %Shuff266
  %Cmp333 = fcmp ueq double %FC245, %FC140
  br i1 %Cmp333, label %CF1716, label %CF1815

CF1815:                                           ; preds = %CF1815, %CF1853, %CF1716
  %L334 = load double, double* %PC231, align 8
  store double %L334, double* %PC231, align 8
  %E335 = extractelement <1 x i1> %Sl125, i32 0
  br i1 %E335, label %CF1815, label %CF1853

CF1853:                                           ; preds = %CF1815
  %Shuff336 = shufflevector <1 x i1> %Sl125, <1 x i1> %I107, <1 x i32> zeroinitializer
  %I337 = insertelement <2 x i32> %I229, i32 0, i32 0
  %B338 = fdiv <1 x float> %FC261, %FC261
  %FC339 = sitofp i16 %Tr28 to double
  %Sl340 = select i1 %Cmp, i1 %L104, i1 %Cmp
  br i1 %Sl340, label %CF1815, label %CF1835

CF1835:                                           ; preds = %CF1853
  %Cmp341 = icmp ult <4 x i32> %ZE148, %ZE50
  %L342 = load double, double* %PC231, align 8
  store double %B222, double* %PC231, align 8
  %E343 = extractelement <4 x i16> %Shuff76, i32 0
  %Shuff344 = shufflevector <2 x i32> %Sl254, <2 x i32> %Shuff168, <2 x i32> <i32 3, i32 undef>
  %I345 = insertelement <8 x i64> %Shuff40, i64 %4, i32 5
  %B346 = mul <8 x i8> %Sl262, %Se
  %FC347 = fptoui double %FC300 to i8
  %Sl348 = select i1 %L104, i32 %Sl232, i32 %Sl72
  %Cmp349 = fcmp ole double %L143, %FC
  br i1 %Cmp349, label %CF1716, label %CF1791

CF1791:                                           ; preds = %CF1835
  %L350 = load double, double* %PC, align 8
  store double %FC, double* %PC, align 8
  %E351 = extractelement <8 x i64> %Shuff40, i32 7
  %Shuff352 = shufflevector <4 x i16> zeroinitializer, <4 x i16> %Shuff76, <4 x i32> <i32 undef, i32 4, i32 6, i32 0>
  %I353 = insertelement <2 x i32> %Shuff228, i32 %B291, i32 0
  %B354 = and i32 %E6, %E136
  %Sl355 = select i1 %Cmp23, i32 0, i32 %E136
  %Cmp356 = icmp slt i1 %L287, false
  br i1 %Cmp356, label %CF1716, label %CF1756

CF1756:                                           ; preds = %CF1791
  %L357 = load i8, i8* %0, align 1
  store i8 %L326, i8* %0, align 1
  %E358 = extractelement <2 x i32> %Shuff, i32 0
  %Shuff359 = shufflevector <8 x i64> %Sl332, <8 x i64> %I345, <8 x i32> <i32 15, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 undef>
  %I360 = insertelement <1 x i1> %Cmp165, i1 %Cmp325, i32 0
  %FC361 = uitofp <4 x i16> %Sl285 to <4 x double>
  %Sl362 = select i1 %Cmp225, i16 %E32, i16 %FC192
  %Cmp363 = icmp ugt <2 x i1> %Cmp217, %Shuff137
  %L364 = load double, double* %PC, align 8
  store i8 %B199, i8* %0, align 1
  %E365 = extractelement <4 x i8> %I259, i32 1
  %Shuff366 = shufflevector <1 x i1> %Cmp165, <1 x i1> %I251, <1 x i32> zeroinitializer
  %I367 = insertelement <1 x i32> %Sl246, i32 146249, i32 0
  %B368 = fdiv double %Sl171, %L233
  %FC369 = sitofp i8 %L45 to float
  %Sl370 = select i1 %Sl164, <4 x i8> %I154, <4 x i8> %I130
  %Cmp371 = icmp ult i8 %L53, %E90
  br i1 %Cmp371, label %CF, label %CF1699

CF1699:                                           ; preds = %CF1699, %CF1756
  %L372 = load i8, i8* %0, align 1
  store i8 %Sl278, i8* %0, align 1
  %E373 = extractelement <4 x i8> %I20, i32 3
  %Shuff374 = shufflevector <8 x float> %FC71, <8 x float> %FC71, <8 x i32> <i32 2, i32 undef, i32 6, i32 8, i32 10, i32 12, i32 14, i32 0>
  %I375 = insertelement <4 x float> %FC101, float %FC132, i32 0
  %B376 = add i64 %B21, %Sl316
  %ZE377 = zext i16 %Sl51 to i32
  %Sl378 = select i1 %L104, i1 %Cmp73, i1 %Cmp325
  br i1 %Sl378, label %CF1699, label %CF1747

CF1747:                                           ; preds = %CF1747, %CF1837, %CF1699
  %Cmp379 = icmp sgt <8 x i64> %Shuff266, %Shuff197
  %L380 = load double, double* %PC231, align 8
  store double %L350, double* %PC, align 8
  %E381 = extractelement <1 x i1> %I360, i32 0
  br i1 %E381, label %CF1747, label %CF1763

CF1763:                                           ; preds = %CF1763, %CF1892, %CF1747
  %Shuff382 = shufflevector <4 x i1> %Shuff235, <4 x i1> %I198, <4 x i32> <i32 1, i32 undef, i32 5, i32 7>
  %I383 = insertelement <2 x i32> %Shuff168, i32 %ZE323, i32 1
  %B384 = sub i64 41701, %E113
  %Tr385 = trunc <8 x i64> %Shuff122 to <8 x i32>
  %Sl386 = select i1 %L179, double %L173, double %FC
  %Cmp387 = icmp ule i64 0, %E351
  br i1 %Cmp387, label %CF1763, label %CF1892

CF1892:                                           ; preds = %CF1763
  %L388 = load double, double* %PC231, align 8
  store double %FC, double* %PC231, align 8
  %E389 = extractelement <4 x i8> zeroinitializer, i32 3
  %Shuff390 = shufflevector <2 x i16> zeroinitializer, <2 x i16> %I267, <2 x i32> <i32 undef, i32 0>
  %I391 = insertelement <8 x i64> %Shuff197, i64 %B21, i32 0
  %Se392 = sext i8 %L to i32
  %Sl393 = select i1 %Cmp, i32 %E136, i32 %Sl348
  %Cmp394 = icmp sgt i8 %L218, %L53
  br i1 %Cmp394, label %CF1763, label %CF1796

CF1796:                                           ; preds = %CF1796, %CF1892
  %L395 = load double, double* %PC, align 8
  store i8 %E365, i8* %0, align 1
  %E396 = extractelement <4 x i32> %Shuff242, i32 1
  %Shuff397 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %I306, <4 x i32> <i32 4, i32 undef, i32 0, i32 2>
  %I398 = insertelement <8 x float> %FC71, float %FC369, i32 6
  %Tr399 = trunc <2 x i32> %Shuff168 to <2 x i16>
  %Sl400 = select <2 x i1> %Cmp103, <2 x i1> %I176, <2 x i1> %Cmp81
  %Cmp401 = fcmp olt double %L388, 0xD07BCE9A6F792318
  br i1 %Cmp401, label %CF1796, label %CF1837

CF1837:                                           ; preds = %CF1796
  %L402 = load double, double* %PC231, align 8
  store i8 %E296, i8* %0, align 1
  %E403 = extractelement <4 x i32> %Tr117, i32 2
  %Shuff404 = shufflevector <2 x i64> %I99, <2 x i64> %I99, <2 x i32> <i32 1, i32 3>
  %I405 = insertelement <2 x i1> %Cmp81, i1 %L66, i32 1
  %B406 = urem i64 %B78, %Sl57
  %Tr407 = trunc <4 x i64> %Shuff33 to <4 x i16>
  %Sl408 = select i1 %Cmp349, i64 %B384, i64 %Sl216
  %Cmp409 = icmp eq <2 x i32> %I383, %Shuff98
  %L410 = load double, double* %PC, align 8
  store i8 %L203, i8* %0, align 1
  %E411 = extractelement <2 x i16> zeroinitializer, i32 1
  %Shuff412 = shufflevector <4 x i1> %Cmp202, <4 x i1> %Cmp119, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I413 = insertelement <1 x i1> %Cmp37, i1 %Cmp142, i32 0
  %B414 = udiv <4 x i32> %B183, %ZE50
  %FC415 = fptosi float 0xB981267500000000 to i32
  %Sl416 = select i1 %L66, <4 x i8> %B230, <4 x i8> %Sl370
  %Cmp417 = icmp ule i8 %L53, %Tr156
  br i1 %Cmp417, label %CF1747, label %CF1752

CF1752:                                           ; preds = %CF1752, %CF1837
  %L418 = load double, double* %PC231, align 8
  store i1 %Cmp371, i1* %Sl, align 1
  %E419 = extractelement <8 x i64> %Shuff266, i32 7
  %Shuff420 = shufflevector <4 x i1> %Cmp58, <4 x i1> %Shuff297, <4 x i32> <i32 undef, i32 4, i32 6, i32 0>
  %I421 = insertelement <4 x i8> %Shuff7, i8 101, i32 0
  %B422 = frem float %B100, %FC223
  %Tr423 = fptrunc double %L195 to float
  %Sl424 = select <2 x i1> %Cmp81, <2 x i32> zeroinitializer, <2 x i32> %Shuff250
  %Cmp425 = icmp ugt i8 %B116, %Tr156
  br i1 %Cmp425, label %CF1752, label %CF1874

CF1874:                                           ; preds = %CF1752
  %L426 = load double, double* %PC, align 8
  store i1 %Cmp225, i1* %Sl, align 1
  %E427 = extractelement <2 x i32> zeroinitializer, i32 0
  %Shuff428 = shufflevector <1 x i1> %Sl141, <1 x i1> %I107, <1 x i32> <i32 1>
  %I429 = insertelement <4 x i1> %Shuff297, i1 %Cmp310, i32 1
  %B430 = fdiv double %L272, %L295
  %FC431 = sitofp <2 x i64> %Shuff404 to <2 x double>
  %Sl432 = select i1 %Cmp417, i32 %E257, i32 %E12
  %Cmp433 = icmp eq i8 %E46, %E249
  br i1 %Cmp433, label %CF, label %CF1687

CF1687:                                           ; preds = %CF1874
  %L434 = load double, double* %PC231, align 8
  store double %L280, double* %PC231, align 8
  %E435 = extractelement <1 x i32> %Sl324, i32 0
  %Shuff436 = shufflevector <4 x i8> %Shuff161, <4 x i8> %Sl370, <4 x i32> <i32 5, i32 7, i32 undef, i32 3>
  %I437 = insertelement <8 x i32> %Tr385, i32 %E257, i32 7
  %FC438 = fptosi float 0xBADABDAE80000000 to i64
  %Sl439 = select i1 %L104, i32 %E257, i32 %Tr64
  %Cmp440 = icmp ugt i64 %Sl102, %E351
  br i1 %Cmp440, label %CF, label %CF1684

CF1684:                                           ; preds = %CF1684, %CF1879, %CF1730, %CF1781, %CF1757, %CF1687
  %L441 = load i8, i8* %0, align 1
  store i1 %L89, i1* %Sl, align 1
  %E442 = extractelement <4 x i8> %Shuff19, i32 0
  %Shuff443 = shufflevector <4 x float> %FC308, <4 x float> %I375, <4 x i32> <i32 undef, i32 5, i32 7, i32 1>
  %I444 = insertelement <1 x i1> %I413, i1 %Cmp194, i32 0
  %Tr445 = trunc i16 %Tr to i8
  %Sl446 = select i1 %L264, float %B268, float %B35
  %Cmp447 = icmp eq i1 %Cmp317, %Cmp317
  br i1 %Cmp447, label %CF1684, label %CF1745

CF1745:                                           ; preds = %CF1745, %CF1684
  %L448 = load i8, i8* %0, align 1
  store i8 %E128, i8* %0, align 1
  %E449 = extractelement <1 x i1> %Sl125, i32 0
  br i1 %E449, label %CF1745, label %CF1879

CF1879:                                           ; preds = %CF1745
  %Shuff450 = shufflevector <4 x i8> %I162, <4 x i8> %Shuff84, <4 x i32> <i32 undef, i32 2, i32 4, i32 6>
  %I451 = insertelement <4 x i8> %I259, i8 %L326, i32 2
  %B452 = urem i64 %E351, %B78
  %Tr453 = trunc <2 x i32> %I321 to <2 x i16>
  %Sl454 = select i1 %Cmp325, i1 %Cmp394, i1 %Cmp
  br i1 %Sl454, label %CF1684, label %CF1721

CF1721:                                           ; preds = %CF1721, %CF1875, %CF1827, %CF1821, %CF1793, %CF1864, %CF1879
  %Cmp455 = icmp sgt i32 %E75, %E319
  br i1 %Cmp455, label %CF1721, label %CF1875

CF1875:                                           ; preds = %CF1721
  %L456 = load i8, i8* %0, align 1
  store i8 %L74, i8* %0, align 1
  %E457 = extractelement <4 x i8> zeroinitializer, i32 2
  %Shuff458 = shufflevector <1 x i32> %Sl246, <1 x i32> %Shuff212, <1 x i32> <i32 1>
  %I459 = insertelement <4 x i8> %ZE87, i8 %E249, i32 1
  %B460 = shl i32 %E136, %E257
  %ZE461 = zext <8 x i8> %Sl262 to <8 x i32>
  %Sl462 = select i1 %L82, <8 x i64> %Shuff122, <8 x i64> %Shuff122
  %Cmp463 = icmp uge i8 %L135, %FC347
  br i1 %Cmp463, label %CF1721, label %CF1827

CF1827:                                           ; preds = %CF1875
  %L464 = load i8, i8* %0, align 1
  store double %L112, double* %PC, align 8
  %E465 = extractelement <1 x i32> %Shuff212, i32 0
  %Shuff466 = shufflevector <2 x i32> %Shuff168, <2 x i32> %Shuff47, <2 x i32> <i32 undef, i32 0>
  %I467 = insertelement <4 x i1> %Shuff382, i1 %FC331, i32 0
  %B468 = fdiv double %FC, %FC
  %Se469 = sext <4 x i8> %I459 to <4 x i16>
  %Sl470 = select <2 x i1> %Cmp81, <2 x i32> %I213, <2 x i32> %I213
  %Cmp471 = icmp ule <2 x i32> %Shuff282, %Shuff205
  %L472 = load double, double* %PC231, align 8
  store i1 %Cmp279, i1* %Sl, align 1
  %E473 = extractelement <4 x i8> %Shuff19, i32 2
  %Shuff474 = shufflevector <2 x i1> %Cmp81, <2 x i1> %Cmp209, <2 x i32> <i32 undef, i32 3>
  %I475 = insertelement <2 x i16> %Tr453, i16 %FC192, i32 1
  %B476 = lshr i8 %E46, %B199
  %Sl477 = select i1 %L287, i1 %Cmp294, i1 %Cmp310
  br i1 %Sl477, label %CF1721, label %CF1821

CF1821:                                           ; preds = %CF1827
  %Cmp478 = icmp ule i32 %Sl178, %B307
  br i1 %Cmp478, label %CF1721, label %CF1793

CF1793:                                           ; preds = %CF1821
  %L479 = load double, double* %PC, align 8
  store i8 %B116, i8* %0, align 1
  %E480 = extractelement <2 x i1> %Shuff320, i32 1
  br i1 %E480, label %CF1721, label %CF1751

CF1751:                                           ; preds = %CF1751, %CF1793
  %Shuff481 = shufflevector <4 x i16> %Shuff76, <4 x i16> %Shuff181, <4 x i32> <i32 6, i32 0, i32 undef, i32 undef>
  %I482 = insertelement <4 x i16> %Se469, i16 -17055, i32 0
  %B483 = or <4 x i32> %ZE148, %B414
  %Se484 = sext <2 x i1> %Sl270 to <2 x i32>
  %Sl485 = select i1 %Cmp73, i1 %L17, i1 %Cmp371
  br i1 %Sl485, label %CF1751, label %CF1864

CF1864:                                           ; preds = %CF1751
  %Cmp486 = icmp slt i1 %Cmp52, %L89
  br i1 %Cmp486, label %CF1721, label %CF1730

CF1730:                                           ; preds = %CF1864
  %L487 = load i8, i8* %0, align 1
  store i8 %L, i8* %0, align 1
  %E488 = extractelement <4 x i16> %Sl185, i32 1
  %Shuff489 = shufflevector <2 x i32> %Shuff289, <2 x i32> %Shuff282, <2 x i32> <i32 0, i32 2>
  %I490 = insertelement <1 x i32> %I69, i32 %L24, i32 0
  %B491 = fsub double %L210, %L159
  %Tr492 = trunc <1 x i32> %B9 to <1 x i1>
  %Sl493 = select i1 %Sl477, i8 %E265, i8 %B116
  %Cmp494 = icmp eq <4 x i1> %Shuff297, %I314
  %L495 = load double, double* %PC, align 8
  store double %FC, double* %PC231, align 8
  %E496 = extractelement <2 x i16> %Shuff390, i32 0
  %Shuff497 = shufflevector <4 x i1> %Cmp58, <4 x i1> %Cmp150, <4 x i32> <i32 undef, i32 7, i32 1, i32 3>
  %I498 = insertelement <1 x i1> %Tr492, i1 %Cmp172, i32 0
  %ZE499 = zext i16 %B to i32
  %Sl500 = select i1 false, <2 x i32> %I123, <2 x i32> %Shuff466
  %Cmp501 = fcmp false double %L495, %Sl171
  br i1 %Cmp501, label %CF1684, label %CF1709

CF1709:                                           ; preds = %CF1709, %CF1890, %CF1774, %CF1730
  %L502 = load double, double* %PC231, align 8
  store i8 %L, i8* %0, align 1
  %E503 = extractelement <4 x i1> %Cmp95, i32 1
  br i1 %E503, label %CF1709, label %CF1787

CF1787:                                           ; preds = %CF1787, %CF1709
  %Shuff504 = shufflevector <4 x i8> %Shuff7, <4 x i8> zeroinitializer, <4 x i32> <i32 4, i32 undef, i32 0, i32 2>
  %I505 = insertelement <4 x i8> %I115, i8 %E473, i32 2
  %B506 = or <8 x i8> %Tr42, %Tr253
  %Tr507 = trunc <2 x i32> %I229 to <2 x i8>
  %Sl508 = select i1 %Cmp440, <1 x i1> %I498, <1 x i1> %Sl125
  %Cmp509 = icmp ult i32 %E6, %E257
  br i1 %Cmp509, label %CF1787, label %CF1890

CF1890:                                           ; preds = %CF1787
  %L510 = load double, double* %PC231, align 8
  store i8 %L372, i8* %0, align 1
  %E511 = extractelement <4 x i64> %Shuff33, i32 3
  %Shuff512 = shufflevector <4 x i8> %Sl118, <4 x i8> %B252, <4 x i32> <i32 undef, i32 0, i32 2, i32 4>
  %I513 = insertelement <4 x i32> %Shuff242, i32 %E136, i32 0
  %ZE514 = zext <4 x i1> %Cmp95 to <4 x i8>
  %Sl515 = select i1 %L89, <2 x i32> %Shuff205, <2 x i32> %Se484
  %Cmp516 = icmp sge <1 x i32> %B9, %Shuff212
  %L517 = load double, double* %PC, align 8
  store i1 %Cmp194, i1* %Sl, align 1
  %E518 = extractelement <8 x float> %Shuff374, i32 5
  %Shuff519 = shufflevector <4 x i16> %Shuff481, <4 x i16> %Shuff181, <4 x i32> <i32 0, i32 undef, i32 4, i32 6>
  %I520 = insertelement <8 x i64> %Shuff122, i64 %B124, i32 2
  %B521 = shl i64 %Sl102, %E273
  %Se522 = sext <1 x i1> %Cmp516 to <1 x i32>
  %Sl523 = select i1 %Sl164, i32 %Sl224, i32 %ZE323
  %Cmp524 = icmp ne <4 x i16> %Se469, %Shuff76
  %L525 = load i1, i1* %A3, align 1
  br i1 %L525, label %CF1709, label %CF1774

CF1774:                                           ; preds = %CF1890
  store double %L248, double* %PC231, align 8
  %E526 = extractelement <8 x i8> %B506, i32 7
  %Shuff527 = shufflevector <2 x i16> zeroinitializer, <2 x i16> %I267, <2 x i32> <i32 undef, i32 0>
  %I528 = insertelement <2 x i32> zeroinitializer, i32 %B460, i32 0
  %B529 = frem float %B93, %FC369
  %Sl530 = select <4 x i1> %Cmp58, <4 x i1> %Cmp119, <4 x i1> %Shuff235
  %Cmp531 = icmp ne <4 x i8> %Sl416, %Sl293
  %L532 = load i8, i8* %0, align 1
  store double %FC269, double* %PC231, align 8
  %E533 = extractelement <8 x i64> %Shuff26, i32 4
  %Shuff534 = shufflevector <4 x i16> %Shuff352, <4 x i16> %Sl285, <4 x i32> <i32 7, i32 1, i32 undef, i32 undef>
  %I535 = insertelement <4 x i8> %Shuff274, i8 %L532, i32 1
  %B536 = or i64 %E273, %E273
  %ZE537 = zext <1 x i32> %Se522 to <1 x i64>
  %Sl538 = select i1 %Cmp172, <1 x i32> %I69, <1 x i32> %I283
  %Cmp539 = icmp eq i32 %ZE323, %Se392
  br i1 %Cmp539, label %CF1709, label %CF1755

CF1755:                                           ; preds = %CF1755, %CF1774
  %L540 = load i8, i8* %0, align 1
  store double %B222, double* %PC231, align 8
  %E541 = extractelement <4 x i8> %Shuff504, i32 3
  %Shuff542 = shufflevector <8 x float> %I77, <8 x float> %Shuff374, <8 x i32> <i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 0>
  %I543 = insertelement <4 x i8> %Shuff504, i8 %B199, i32 0
  %B544 = frem double %B468, %B468
  %ZE545 = zext i16 %E343 to i32
  %Sl546 = select i1 false, i8 %E365, i8 %E473
  %Cmp547 = icmp ne <2 x i1> %Shuff474, %Sl400
  %L548 = load i8, i8* %0, align 1
  store i1 %Cmp225, i1* %Sl, align 1
  %E549 = extractelement <1 x i32> %I190, i32 0
  %Shuff550 = shufflevector <2 x i32> %Shuff145, <2 x i32> %Shuff466, <2 x i32> <i32 1, i32 3>
  %I551 = insertelement <4 x i1> %Cmp341, i1 %L287, i32 3
  %B552 = fdiv float %B268, %B330
  %Se553 = sext i8 %L456 to i16
  %Sl554 = select <2 x i1> %Cmp547, <2 x i32> %I213, <2 x i32> %Shuff98
  %Cmp555 = icmp uge i8 %L326, %E365
  br i1 %Cmp555, label %CF1755, label %CF1767

CF1767:                                           ; preds = %CF1767, %CF1863, %CF1755
  %L556 = load double, double* %PC, align 8
  store i8 %E288, i8* %0, align 1
  %E557 = extractelement <2 x i64> %Shuff404, i32 0
  %Shuff558 = shufflevector <1 x i1> %Cmp37, <1 x i1> %I56, <1 x i32> undef
  %I559 = insertelement <8 x i64> %Shuff266, i64 %E511, i32 1
  %Sl560 = select i1 %Cmp433, i32 %B460, i32 %Sl432
  %Cmp561 = icmp eq <4 x i1> %Cmp119, %I551
  %L562 = load i1, i1* %Sl, align 1
  br i1 %L562, label %CF1767, label %CF1863

CF1863:                                           ; preds = %CF1767
  store i8 %Sl208, i8* %0, align 1
  %E563 = extractelement <2 x i32> zeroinitializer, i32 1
  %Shuff564 = shufflevector <4 x i16> %Shuff519, <4 x i16> %Shuff352, <4 x i32> <i32 6, i32 0, i32 2, i32 undef>
  %I565 = insertelement <2 x i32> %Sl424, i32 %L24, i32 0
  %B566 = frem float %Sl80, %E83
  %FC567 = uitofp <1 x i1> %Cmp37 to <1 x float>
  %Sl568 = select <4 x i1> %Cmp150, <4 x i1> %I467, <4 x i1> %I243
  %Cmp569 = fcmp ult <8 x float> %Shuff542, %FC71
  %L570 = load i8, i8* %0, align 1
  store i8 %L570, i8* %0, align 1
  %E571 = extractelement <4 x i8> %Shuff504, i32 2
  %Shuff572 = shufflevector <2 x i32> zeroinitializer, <2 x i32> %Sl254, <2 x i32> <i32 1, i32 3>
  %I573 = insertelement <4 x i1> %I314, i1 %Cmp239, i32 3
  %B574 = ashr <4 x i16> %Shuff352, %Shuff76
  %FC575 = sitofp <4 x i8> %ZE87 to <4 x double>
  %Sl576 = select i1 %Cmp73, <4 x i16> %Sl185, <4 x i16> %FC109
  %Cmp577 = icmp ule i8 %E60, %E265
  br i1 %Cmp577, label %CF1767, label %CF1781

CF1781:                                           ; preds = %CF1863
  %L578 = load i8, i8* %0, align 1
  store double %L418, double* %PC231, align 8
  %E579 = extractelement <2 x i1> %Shuff328, i32 1
  br i1 %E579, label %CF1684, label %CF1689

CF1689:                                           ; preds = %CF1689, %CF1840, %CF1710, %CF1812, %CF1781
  %Shuff580 = shufflevector <4 x i16> %Shuff76, <4 x i16> %Tr407, <4 x i32> <i32 undef, i32 2, i32 4, i32 6>
  %I581 = insertelement <4 x i8> %Shuff91, i8 %FC347, i32 2
  %B582 = sdiv i8 %L578, %L53
  %Tr583 = trunc i64 %E533 to i1
  br i1 %Tr583, label %CF1689, label %CF1732

CF1732:                                           ; preds = %CF1732, %CF1689
  %Sl584 = select i1 %Cmp539, i16 %Tr28, i16 %E343
  %Cmp585 = icmp ule <2 x i64> %I99, %Shuff404
  %L586 = load i1, i1* %Sl, align 1
  br i1 %L586, label %CF1732, label %CF1840

CF1840:                                           ; preds = %CF1732
  store i8 %L487, i8* %0, align 1
  %E587 = extractelement <2 x i16> %Shuff390, i32 1
  %Shuff588 = shufflevector <4 x i64> %Shuff33, <4 x i64> zeroinitializer, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I589 = insertelement <4 x double> %FC361, double %L517, i32 0
  %B590 = ashr <1 x i32> %Sl246, zeroinitializer
  %FC591 = fptosi double %B491 to i16
  %Sl592 = select i1 %Cmp317, <4 x i64> %Sl94, <4 x i64> %Shuff588
  %Cmp593 = icmp eq i32 %B291, %E136
  br i1 %Cmp593, label %CF1689, label %CF1710

CF1710:                                           ; preds = %CF1840
  %L594 = load double, double* %PC, align 8
  store i8 %Tr445, i8* %0, align 1
  %E595 = extractelement <4 x double> %I589, i32 3
  %Shuff596 = shufflevector <2 x i32> %Shuff282, <2 x i32> %Shuff47, <2 x i32> <i32 2, i32 0>
  %I597 = insertelement <1 x i1> %Shuff558, i1 %Cmp126, i32 0
  %ZE598 = zext <4 x i8> %ZE514 to <4 x i16>
  %Sl599 = select i1 %Cmp271, float %B529, float %B552
  %Cmp600 = icmp sgt <4 x i8> %B230, %Sl416
  %L601 = load i8, i8* %0, align 1
  store i8 %B199, i8* %0, align 1
  %E602 = extractelement <1 x i32> %Sl246, i32 0
  %Shuff603 = shufflevector <1 x i1> %Cmp516, <1 x i1> %Cmp37, <1 x i32> <i32 1>
  %I604 = insertelement <2 x i1> %Cmp263, i1 %Tr184, i32 1
  %B605 = or i32 %Sl355, %E549
  %Se606 = sext i8 %E128 to i16
  %Sl607 = select i1 %Cmp425, i16 %Sl362, i16 %E343
  %Cmp608 = icmp ule <4 x i1> %I198, %Cmp58
  %L609 = load double, double* %PC231, align 8
  store double %L502, double* %PC, align 8
  %E610 = extractelement <4 x i1> %Cmp150, i32 1
  br i1 %E610, label %CF1689, label %CF1696

CF1696:                                           ; preds = %CF1696, %CF1710
  %Shuff611 = shufflevector <4 x i64> %Shuff33, <4 x i64> %Shuff588, <4 x i32> <i32 undef, i32 6, i32 0, i32 undef>
  %I612 = insertelement <4 x i8> %Shuff91, i8 %L38, i32 2
  %B613 = srem <4 x i16> %Sl576, %Shuff352
  %Sl614 = select i1 %Sl157, <2 x i32> %Shuff228, <2 x i32> %I337
  %Cmp615 = icmp ule i8 %E60, %5
  br i1 %Cmp615, label %CF1696, label %CF1746

CF1746:                                           ; preds = %CF1746, %CF1887, %CF1772, %CF1696
  %L616 = load i8, i8* %0, align 1
  store i8 %L570, i8* %0, align 1
  %E617 = extractelement <2 x i1> %Shuff305, i32 1
  br i1 %E617, label %CF1746, label %CF1850

CF1850:                                           ; preds = %CF1850, %CF1746
  %Shuff618 = shufflevector <2 x i1> %Cmp217, <2 x i1> %I236, <2 x i32> <i32 2, i32 0>
  %I619 = insertelement <4 x i16> %Shuff481, i16 -8263, i32 0
  %B620 = lshr i32 0, %Tr64
  %Se621 = sext <2 x i1> %Cmp255 to <2 x i16>
  %Sl622 = select <1 x i1> %I251, <1 x i1> %Sl141, <1 x i1> %I329
  %Cmp623 = fcmp ugt double %L334, %Sl386
  br i1 %Cmp623, label %CF1850, label %CF1887

CF1887:                                           ; preds = %CF1850
  %L624 = load double, double* %PC231, align 8
  store double %L143, double* %PC231, align 8
  %E625 = extractelement <1 x i32> %Sl246, i32 0
  %Shuff626 = shufflevector <4 x i8> %I259, <4 x i8> %Shuff55, <4 x i32> <i32 undef, i32 3, i32 5, i32 7>
  %I627 = insertelement <4 x i1> %Cmp341, i1 %Tr184, i32 3
  %B628 = and <4 x i8> %Shuff161, %I581
  %BC = bitcast i32 195333 to float
  %Sl629 = select i1 %E480, <8 x i64> %I520, <8 x i64> %I559
  %Cmp630 = icmp sge i1 %Cmp577, %E579
  br i1 %Cmp630, label %CF1746, label %CF1772

CF1772:                                           ; preds = %CF1887
  %L631 = load i8, i8* %0, align 1
  store i8 %E473, i8* %0, align 1
  %E632 = extractelement <2 x i1> %Cmp81, i32 1
  br i1 %E632, label %CF1746, label %CF1768

CF1768:                                           ; preds = %CF1768, %CF1772
  %Shuff633 = shufflevector <4 x i64> %Sl94, <4 x i64> %Shuff588, <4 x i32> <i32 undef, i32 2, i32 4, i32 6>
  %I634 = insertelement <2 x i32> %Sl500, i32 0, i32 0
  %Se635 = sext i32 %B460 to i64
  %Sl636 = select i1 %Cmp310, i16 %E, i16 %Sl584
  %Cmp637 = icmp ugt <1 x i1> %Sl622, %Sl141
  %L638 = load i8, i8* %0, align 1
  store double %L96, double* %PC, align 8
  %E639 = extractelement <4 x float> %Shuff443, i32 3
  %Shuff640 = shufflevector <1 x i1> %Cmp44, <1 x i1> %I444, <1 x i32> zeroinitializer
  %I641 = insertelement <4 x i8> %Shuff274, i8 %E296, i32 2
  %B642 = or i16 %Se606, %Sl636
  %ZE643 = zext i16 %Sl636 to i32
  %Sl644 = select i1 %Cmp30, <4 x i8> %Shuff397, <4 x i8> %I221
  %Cmp645 = icmp ult i1 %Sl164, %Cmp417
  br i1 %Cmp645, label %CF1768, label %CF1795

CF1795:                                           ; preds = %CF1795, %CF1768
  %L646 = load i8, i8* %0, align 1
  store i8 %E249, i8* %0, align 1
  %E647 = extractelement <2 x i32> %Sl424, i32 1
  %Shuff648 = shufflevector <1 x i32> %Sl324, <1 x i32> %Sl324, <1 x i32> zeroinitializer
  %I649 = insertelement <1 x i1> %Cmp44, i1 %L104, i32 0
  %B650 = lshr i64 %Sl216, %Se635
  %Se651 = sext <1 x i1> %I56 to <1 x i8>
  %Sl652 = select i1 %Cmp23, double %L210, double %L280
  %Cmp653 = icmp ugt i16 -17055, %Tr277
  br i1 %Cmp653, label %CF1795, label %CF1812

CF1812:                                           ; preds = %CF1795
  %L654 = load i8, i8* %0, align 1
  store i8 %B199, i8* %0, align 1
  %E655 = extractelement <4 x float> %Shuff443, i32 1
  %Shuff656 = shufflevector <2 x i1> %Shuff320, <2 x i1> %I236, <2 x i32> <i32 0, i32 2>
  %I657 = insertelement <1 x i1> %Sl622, i1 %Cmp371, i32 0
  %B658 = xor <2 x i32> %Shuff550, zeroinitializer
  %Sl659 = select i1 %L66, float %E639, float %E518
  %Cmp660 = icmp ne <4 x i8> %Shuff68, %B252
  %L661 = load double, double* %PC231, align 8
  store i8 %L74, i8* %0, align 1
  %E662 = extractelement <2 x i16> %Shuff390, i32 1
  %Shuff663 = shufflevector <2 x i32> %I321, <2 x i32> %I123, <2 x i32> <i32 0, i32 undef>
  %I664 = insertelement <8 x i64> %I391, i64 %E113, i32 6
  %B665 = fdiv double %FC140, %Sl171
  %Tr666 = trunc i64 %E533 to i8
  %Sl667 = select i1 %Cmp142, i1 %Cmp111, i1 %Cmp134
  br i1 %Sl667, label %CF1689, label %CF1691

CF1691:                                           ; preds = %CF1691, %CF1789, %CF1826, %CF1782, %CF1812
  %Cmp668 = icmp slt <1 x i1> %Cmp37, %I251
  %L669 = load i8, i8* %0, align 1
  store i8 %Sl278, i8* %0, align 1
  %E670 = extractelement <1 x i32> %Shuff648, i32 0
  %Shuff671 = shufflevector <4 x i1> %Shuff297, <4 x i1> %I198, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I672 = insertelement <8 x i1> zeroinitializer, i1 %Sl454, i32 4
  %B673 = lshr <4 x i8> zeroinitializer, zeroinitializer
  %Tr674 = trunc i32 %B147 to i16
  %Sl675 = select i1 %Sl43, double %L517, double %B430
  %Cmp676 = icmp sge i16 %E39, %Tr277
  br i1 %Cmp676, label %CF1691, label %CF1777

CF1777:                                           ; preds = %CF1777, %CF1871, %CF1691
  %L677 = load i8, i8* %0, align 1
  store i8 %L166, i8* %0, align 1
  %E678 = extractelement <4 x i8> %I459, i32 1
  %Shuff679 = shufflevector <4 x i8> %Shuff258, <4 x i8> %I641, <4 x i32> <i32 undef, i32 undef, i32 undef, i32 6>
  %I680 = insertelement <2 x i16> zeroinitializer, i16 %E343, i32 0
  %B681 = add <8 x i8> %B506, %Tr253
  %Tr682 = trunc <2 x i32> %Shuff145 to <2 x i8>
  %Sl683 = select i1 %L89, i32 %FC415, i32 %Sl224
  %Cmp684 = icmp ugt <1 x i1> %Cmp516, %Cmp37
  %L685 = load double, double* %PC, align 8
  store double %Sl675, double* %PC231, align 8
  %E686 = extractelement <4 x i8> %Shuff436, i32 2
  %Shuff687 = shufflevector <2 x i1> %Shuff656, <2 x i1> %Cmp547, <2 x i32> <i32 1, i32 3>
  %I688 = insertelement <8 x i64> %Shuff40, i64 %Se635, i32 7
  %B689 = sdiv i32 %Sl560, %FC415
  %Se690 = sext i8 %L677 to i16
  %Sl691 = select <4 x i1> %Cmp58, <4 x i8> %ZE514, <4 x i8> %Sl370
  %Cmp692 = icmp ugt i1 %L562, %Cmp73
  br i1 %Cmp692, label %CF1777, label %CF1798

CF1798:                                           ; preds = %CF1798, %CF1851, %CF1777
  %L693 = load i8, i8* %0, align 1
  store i8 %L, i8* %0, align 1
  %E694 = extractelement <4 x i1> %Cmp58, i32 2
  br i1 %E694, label %CF1798, label %CF1851

CF1851:                                           ; preds = %CF1798
  %Shuff695 = shufflevector <8 x i64> %Shuff26, <8 x i64> %I559, <8 x i32> <i32 5, i32 undef, i32 9, i32 11, i32 undef, i32 15, i32 1, i32 3>
  %I696 = insertelement <4 x i16> %Shuff564, i16 %E488, i32 3
  %Se697 = sext <2 x i1> %Shuff618 to <2 x i32>
  %Sl698 = select i1 %Cmp653, double %FC140, double %FC237
  %Cmp699 = fcmp oge float %B552, %Sl446
  br i1 %Cmp699, label %CF1798, label %CF1838

CF1838:                                           ; preds = %CF1838, %CF1851
  %L700 = load i1, i1* %Sl, align 1
  br i1 %L700, label %CF1838, label %CF1871

CF1871:                                           ; preds = %CF1838
  store i8 %L, i8* %0, align 1
  %E701 = extractelement <4 x i32> %ZE148, i32 3
  %Shuff702 = shufflevector <4 x i8> %Shuff626, <4 x i8> %Shuff84, <4 x i32> <i32 6, i32 0, i32 2, i32 undef>
  %I703 = insertelement <4 x i8> zeroinitializer, i8 %E473, i32 0
  %B704 = frem double %B430, %L112
  %FC705 = uitofp <4 x i1> %Shuff412 to <4 x float>
  %Sl706 = select i1 %L586, i8 %B582, i8 %Tr666
  %Cmp707 = icmp slt i1 %Cmp371, %L318
  br i1 %Cmp707, label %CF1777, label %CF1789

CF1789:                                           ; preds = %CF1871
  %L708 = load i8, i8* %0, align 1
  store double %L609, double* %PC, align 8
  %E709 = extractelement <2 x double> %FC431, i32 1
  %Shuff710 = shufflevector <1 x i32> %Sl133, <1 x i32> %B9, <1 x i32> zeroinitializer
  %I711 = insertelement <1 x i1> %I107, i1 %Cmp676, i32 0
  %Tr712 = fptrunc double %Sl386 to float
  %Sl713 = select i1 %Cmp699, i8 %E97, i8 %L638
  %Cmp714 = icmp uge <2 x i32> %Shuff344, %I634
  %L715 = load double, double* %PC, align 8
  store double %Sl171, double* %PC231, align 8
  %E716 = extractelement <1 x i8> %Se651, i32 0
  %Shuff717 = shufflevector <4 x float> %I375, <4 x float> %FC308, <4 x i32> <i32 7, i32 undef, i32 3, i32 undef>
  %I718 = insertelement <4 x i8> %Shuff702, i8 %B199, i32 1
  %B719 = add i8 %L548, %L570
  %FC720 = fptosi <8 x float> %I398 to <8 x i16>
  %Sl721 = select i1 %Cmp577, i32 %Sl355, i32 %E136
  %Cmp722 = icmp eq i8 %L570, %E18
  br i1 %Cmp722, label %CF1691, label %CF1728

CF1728:                                           ; preds = %CF1728, %CF1789
  %L723 = load i8, i8* %0, align 1
  store double %FC, double* %PC231, align 8
  %E724 = extractelement <8 x i8> %Tr42, i32 6
  %Shuff725 = shufflevector <2 x i64> %Shuff404, <2 x i64> %Shuff404, <2 x i32> <i32 1, i32 3>
  %I726 = insertelement <2 x i32> %Shuff466, i32 %Sl523, i32 1
  %FC727 = uitofp <2 x i1> %I236 to <2 x float>
  %Sl728 = select i1 %Cmp134, double %FC140, double %L350
  %Cmp729 = icmp sgt <4 x i8> %Shuff626, %B673
  %L730 = load i8, i8* %0, align 1
  store i8 %L570, i8* %0, align 1
  %E731 = extractelement <4 x i8> %Shuff504, i32 3
  %Shuff732 = shufflevector <4 x i8> %Shuff61, <4 x i8> zeroinitializer, <4 x i32> <i32 6, i32 0, i32 2, i32 undef>
  %I733 = insertelement <2 x i32> %Shuff466, i32 %Tr64, i32 0
  %ZE734 = zext <2 x i1> %Shuff106 to <2 x i32>
  %Sl735 = select i1 %Cmp271, i1 %Cmp623, i1 %L104
  br i1 %Sl735, label %CF1728, label %CF1737

CF1737:                                           ; preds = %CF1737, %CF1884, %CF1728
  %Cmp736 = icmp uge <2 x i32> %Sl500, %Se697
  %L737 = load i8, i8* %0, align 1
  store i8 %L601, i8* %0, align 1
  %E738 = extractelement <4 x i8> %Shuff679, i32 0
  %Shuff739 = shufflevector <1 x i1> %Cmp668, <1 x i1> %Cmp37, <1 x i32> <i32 1>
  %I740 = insertelement <2 x i32> %Shuff228, i32 %B354, i32 1
  %ZE741 = fpext float %Sl659 to double
  %Sl742 = select i1 %Cmp645, i8 %E288, i8 %L
  %Cmp743 = icmp uge <4 x i8> %I259, %Shuff84
  %L744 = load double, double* %PC231, align 8
  store i8 %E526, i8* %0, align 1
  %E745 = extractelement <2 x i32> zeroinitializer, i32 1
  %Shuff746 = shufflevector <4 x i16> %Tr407, <4 x i16> %Shuff564, <4 x i32> <i32 6, i32 undef, i32 2, i32 4>
  %I747 = insertelement <4 x i8> %B252, i8 %L357, i32 0
  %B748 = fadd double %L402, %L594
  %Sl749 = select i1 %Cmp394, i1 %Sl157, i1 %L11
  br i1 %Sl749, label %CF1737, label %CF1884

CF1884:                                           ; preds = %CF1737
  %Cmp750 = icmp slt i32 %E12, %Tr64
  br i1 %Cmp750, label %CF1737, label %CF1826

CF1826:                                           ; preds = %CF1884
  %L751 = load i8, i8* %0, align 1
  store i8 %L38, i8* %0, align 1
  %E752 = extractelement <4 x i8> %I154, i32 0
  %Shuff753 = shufflevector <1 x i1> %Cmp668, <1 x i1> %I413, <1 x i32> <i32 1>
  %I754 = insertelement <2 x i32> %Shuff145, i32 %E563, i32 1
  %Sl755 = select <2 x i1> %I604, <2 x i1> %Sl400, <2 x i1> %Shuff313
  %Cmp756 = icmp ult <4 x i8> %I130, %Shuff504
  %L757 = load i8, i8* %0, align 1
  store i1 %Cmp394, i1* %Sl, align 1
  %E758 = extractelement <4 x i16> %Shuff13, i32 2
  %Shuff759 = shufflevector <2 x i1> %Cmp736, <2 x i1> %Sl400, <2 x i32> <i32 1, i32 3>
  %I760 = insertelement <1 x i1> %Cmp44, i1 %Cmp539, i32 0
  %B761 = udiv <4 x i16> %I619, %Shuff181
  %Tr762 = trunc <2 x i32> %I298 to <2 x i16>
  %Sl763 = select i1 %Cmp722, double %B222, double %ZE207
  %Cmp764 = icmp sgt i1 %E449, %Cmp440
  br i1 %Cmp764, label %CF1691, label %CF1720

CF1720:                                           ; preds = %CF1720, %CF1824, %CF1826
  %L765 = load i8, i8* %0, align 1
  store double %L661, double* %PC231, align 8
  %E766 = extractelement <2 x i64> %Shuff404, i32 1
  %Shuff767 = shufflevector <8 x i64> %Shuff695, <8 x i64> zeroinitializer, <8 x i32> <i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 undef>
  %I768 = insertelement <4 x i8> %Shuff450, i8 %E121, i32 0
  %B769 = and i64 41701, %E557
  %Se770 = sext <4 x i8> %Shuff68 to <4 x i16>
  %Sl771 = select i1 %Cmp52, i16 %Sl88, i16 %Se553
  %Cmp772 = icmp sge i8 %L53, %B116
  br i1 %Cmp772, label %CF1720, label %CF1824

CF1824:                                           ; preds = %CF1720
  %L773 = load i8, i8* %0, align 1
  store double %L303, double* %PC231, align 8
  %E774 = extractelement <4 x i8> %I535, i32 1
  %Shuff775 = shufflevector <2 x i32> zeroinitializer, <2 x i32> %I726, <2 x i32> <i32 0, i32 2>
  %I776 = insertelement <4 x i8> %Shuff702, i8 %Sl278, i32 2
  %B777 = or <4 x i8> %I768, %Shuff55
  %FC778 = sitofp i1 %L66 to double
  %Sl779 = select i1 %Cmp509, <2 x i32> %I337, <2 x i32> %Shuff572
  %Cmp780 = icmp eq <1 x i32> %B70, %I190
  %L781 = load i8, i8* %0, align 1
  store i8 %Sl278, i8* %0, align 1
  %E782 = extractelement <2 x i16> zeroinitializer, i32 1
  %Shuff783 = shufflevector <4 x i16> %Shuff181, <4 x i16> %Shuff519, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I784 = insertelement <4 x i8> %I776, i8 %B199, i32 2
  %B785 = srem <8 x i64> %Sl462, %Shuff695
  %ZE786 = zext i1 %L82 to i8
  %Sl787 = select i1 %Sl164, i64 %Sl102, i64 %B78
  %Cmp788 = icmp ne <4 x i8> %Shuff450, zeroinitializer
  %L789 = load double, double* %PC231, align 8
  store i8 %Tr156, i8* %0, align 1
  %E790 = extractelement <2 x i16> %Shuff390, i32 0
  %Shuff791 = shufflevector <4 x i64> %Shuff588, <4 x i64> %Shuff588, <4 x i32> <i32 7, i32 1, i32 3, i32 undef>
  %I792 = insertelement <1 x i32> zeroinitializer, i32 %Sl523, i32 0
  %Se793 = sext <4 x i1> %I429 to <4 x i64>
  %Sl794 = select i1 false, i64 %B406, i64 %B406
  %Cmp795 = icmp eq i8 %B131, %L38
  br i1 %Cmp795, label %CF1720, label %CF1782

CF1782:                                           ; preds = %CF1824
  %L796 = load i8, i8* %0, align 1
  store double %Sl698, double* %PC231, align 8
  %E797 = extractelement <4 x i8> %Shuff161, i32 1
  %Shuff798 = shufflevector <1 x i1> %I329, <1 x i1> %Shuff558, <1 x i32> zeroinitializer
  %I799 = insertelement <2 x i32> %Sl779, i32 %E257, i32 0
  %Se800 = sext i1 %L17 to i64
  %Sl801 = select <1 x i1> %Cmp780, <1 x i32> %I792, <1 x i32> %I283
  %Cmp802 = icmp ult <4 x i1> %I314, %Cmp600
  %L803 = load i8, i8* %0, align 1
  store i8 %L677, i8* %0, align 1
  %E804 = extractelement <8 x i64> %Shuff122, i32 6
  %Shuff805 = shufflevector <2 x i32> %Shuff, <2 x i32> %Se697, <2 x i32> <i32 1, i32 3>
  %I806 = insertelement <8 x i64> %Shuff767, i64 %E511, i32 7
  %Tr807 = trunc i32 %E602 to i1
  br i1 %Tr807, label %CF1691, label %CF1713

CF1713:                                           ; preds = %CF1713, %CF1834, %CF1833, %CF1782
  %Sl808 = select <1 x i1> %Cmp37, <1 x i1> %Tr492, <1 x i1> %I251
  %Cmp809 = icmp ule <4 x i16> %Shuff519, %I696
  %L810 = load double, double* %PC231, align 8
  store i8 %Sl713, i8* %0, align 1
  %E811 = extractelement <4 x i8> %Sl301, i32 0
  %Shuff812 = shufflevector <8 x i64> %Shuff695, <8 x i64> %Sl629, <8 x i32> <i32 11, i32 13, i32 15, i32 1, i32 3, i32 undef, i32 7, i32 9>
  %I813 = insertelement <4 x i8> %Shuff436, i8 %L441, i32 1
  %B814 = and i32 %ZE, %Sl348
  %Sl815 = select <4 x i1> %Shuff382, <4 x i16> %I696, <4 x i16> %Se469
  %Cmp816 = icmp eq <8 x i64> %Shuff220, %Shuff767
  %L817 = load double, double* %PC, align 8
  store i8 %L456, i8* %0, align 1
  %E818 = extractelement <1 x i32> %Shuff458, i32 0
  %Shuff819 = shufflevector <1 x i1> %I251, <1 x i1> %Cmp780, <1 x i32> <i32 1>
  %I820 = insertelement <1 x i1> %I360, i1 %Cmp417, i32 0
  %B821 = fsub double %FC245, %L195
  %FC822 = uitofp i1 %Sl340 to float
  %Sl823 = select i1 %Cmp440, i8 %L723, i8 %B582
  %Cmp824 = icmp sge <2 x i1> %Shuff313, %Cmp547
  %L825 = load double, double* %PC231, align 8
  store i8 %L53, i8* %0, align 1
  %E826 = extractelement <4 x i8> %I784, i32 3
  %Shuff827 = shufflevector <4 x i1> %Shuff412, <4 x i1> %Cmp58, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I828 = insertelement <4 x i1> %Cmp58, i1 false, i32 0
  %B829 = mul i8 %E18, %E249
  %Tr830 = fptrunc double %L395 to float
  %Sl831 = select i1 %Cmp417, i1 %L31, i1 %Cmp699
  br i1 %Sl831, label %CF1713, label %CF1776

CF1776:                                           ; preds = %CF1776, %CF1713
  %Cmp832 = fcmp ord float %FC822, %Sl80
  br i1 %Cmp832, label %CF1776, label %CF1834

CF1834:                                           ; preds = %CF1776
  %L833 = load double, double* %PC, align 8
  store i8 %L757, i8* %0, align 1
  %E834 = extractelement <2 x i32> %I383, i32 1
  %Shuff835 = shufflevector <4 x i8> %Shuff512, <4 x i8> %B673, <4 x i32> <i32 undef, i32 2, i32 4, i32 6>
  %I836 = insertelement <4 x i16> %Shuff580, i16 %Sl584, i32 2
  %Tr837 = trunc <2 x i32> %Sl614 to <2 x i8>
  %Sl838 = select i1 %L287, i64 %B21, i64 %Se635
  %Cmp839 = fcmp ult <4 x float> %FC308, %FC308
  %L840 = load i1, i1* %Sl, align 1
  br i1 %L840, label %CF1713, label %CF1770

CF1770:                                           ; preds = %CF1770, %CF1848, %CF1816, %CF1834
  store i8 %L357, i8* %0, align 1
  %E841 = extractelement <2 x i1> %Shuff328, i32 1
  br i1 %E841, label %CF1770, label %CF1848

CF1848:                                           ; preds = %CF1770
  %Shuff842 = shufflevector <4 x i8> %Shuff7, <4 x i8> %I747, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I843 = insertelement <2 x i32> %Shuff250, i32 %E75, i32 0
  %ZE844 = zext <1 x i1> %I498 to <1 x i8>
  %Sl845 = select i1 %E480, <4 x i8> %Sl301, <4 x i8> %I421
  %Cmp846 = icmp eq <8 x i1> %Cmp379, %Cmp816
  %L847 = load i8, i8* %0, align 1
  store double %L311, double* %PC231, align 8
  %E848 = extractelement <2 x i32> zeroinitializer, i32 1
  %Shuff849 = shufflevector <4 x i8> %Shuff84, <4 x i8> %Shuff84, <4 x i32> <i32 undef, i32 4, i32 6, i32 0>
  %I850 = insertelement <4 x i16> %Shuff189, i16 %B642, i32 0
  %B851 = shl i64 %E152, %B384
  %ZE852 = zext i8 %E774 to i16
  %Sl853 = select i1 %Cmp294, i32 %E136, i32 %L24
  %Cmp854 = icmp slt <1 x i32> %Se522, %Sl246
  %L855 = load i8, i8* %0, align 1
  store i8 %Sl706, i8* %0, align 1
  %E856 = extractelement <8 x float> %Shuff374, i32 6
  %Shuff857 = shufflevector <4 x i8> %Shuff679, <4 x i8> %I459, <4 x i32> <i32 1, i32 undef, i32 undef, i32 7>
  %I858 = insertelement <8 x i64> %Shuff767, i64 %E351, i32 3
  %FC859 = sitofp i1 %L525 to float
  %Sl860 = select i1 %Cmp764, <8 x i8> %Tr253, <8 x i8> %B506
  %Cmp861 = icmp uge i8 %B476, %E249
  br i1 %Cmp861, label %CF1770, label %CF1816

CF1816:                                           ; preds = %CF1848
  %L862 = load double, double* %PC231, align 8
  store double %L272, double* %PC231, align 8
  %E863 = extractelement <4 x i8> %Shuff835, i32 1
  %Shuff864 = shufflevector <1 x float> %FC261, <1 x float> %FC261, <1 x i32> undef
  %I865 = insertelement <2 x i32> %Shuff47, i32 %B291, i32 0
  %FC866 = sitofp <1 x i1> %Cmp44 to <1 x double>
  %Sl867 = select i1 %Sl749, <8 x i64> %Shuff153, <8 x i64> %I806
  %Cmp868 = icmp uge <4 x i8> %I421, %I784
  %L869 = load i8, i8* %0, align 1
  store i8 %E18, i8* %0, align 1
  %E870 = extractelement <2 x i1> %Cmp217, i32 1
  br i1 %E870, label %CF1770, label %CF1785

CF1785:                                           ; preds = %CF1785, %CF1816
  %Shuff871 = shufflevector <2 x i1> %Cmp736, <2 x i1> %Cmp302, <2 x i32> <i32 0, i32 2>
  %I872 = insertelement <4 x float> %Shuff717, float %B566, i32 2
  %B873 = srem <1 x i32> %I792, %Se522
  %Se874 = sext <4 x i16> %Shuff13 to <4 x i64>
  %Sl875 = select <4 x i1> %Cmp743, <4 x i1> %Shuff235, <4 x i1> %Cmp729
  %Cmp876 = icmp uge <4 x i8> %Shuff679, %I221
  %L877 = load double, double* %PC231, align 8
  store i8 %L, i8* %0, align 1
  %E878 = extractelement <2 x i8> %Tr837, i32 0
  %Shuff879 = shufflevector <4 x i1> %Cmp788, <4 x i1> %Cmp58, <4 x i32> <i32 3, i32 5, i32 7, i32 undef>
  %I880 = insertelement <8 x i64> %Shuff695, i64 %Se635, i32 5
  %Tr881 = fptrunc double %B821 to float
  %Sl882 = select i1 %Cmp692, i1 %Cmp861, i1 %L104
  br i1 %Sl882, label %CF1785, label %CF1833

CF1833:                                           ; preds = %CF1785
  %Cmp883 = icmp sgt <4 x i8> %Shuff504, %I768
  %L884 = load double, double* %PC231, align 8
  store double %L380, double* %PC231, align 8
  %E885 = extractelement <4 x i64> %Sl94, i32 1
  %Shuff886 = shufflevector <4 x i1> %Cmp729, <4 x i1> %Cmp58, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I887 = insertelement <2 x i32> %Shuff168, i32 %Sl683, i32 0
  %B888 = fdiv <2 x float> %FC727, %FC727
  %FC889 = sitofp i32 %B689 to float
  %Sl890 = select i1 %L562, i8 %Tr445, i8 %L357
  %Cmp891 = icmp slt <4 x i64> %Shuff33, %Shuff588
  %L892 = load double, double* %PC, align 8
  store double %L395, double* %PC231, align 8
  %E893 = extractelement <4 x i1> %Cmp883, i32 0
  br i1 %E893, label %CF1713, label %CF1757

CF1757:                                           ; preds = %CF1833
  %Shuff894 = shufflevector <4 x i16> %Shuff534, <4 x i16> %Shuff352, <4 x i32> <i32 undef, i32 1, i32 3, i32 5>
  %I895 = insertelement <4 x i8> %Shuff91, i8 %L654, i32 1
  %Sl896 = select i1 %Cmp52, i32 %E427, i32 %E745
  %Cmp897 = icmp ne i32 %E602, %FC415
  br i1 %Cmp897, label %CF1684, label %CF1686

CF1686:                                           ; preds = %CF1686, %CF1878, %CF1862, %CF1757
  %L898 = load i8, i8* %0, align 1
  store i8 %L765, i8* %0, align 1
  %E899 = extractelement <2 x i32> %Shuff145, i32 0
  %Shuff900 = shufflevector <2 x i32> %Shuff168, <2 x i32> %Se697, <2 x i32> <i32 3, i32 1>
  %I901 = insertelement <4 x i8> %Shuff19, i8 %L326, i32 1
  %ZE902 = zext i1 %FC331 to i64
  %Sl903 = select i1 %Cmp440, i16 %E782, i16 %ZE852
  %Cmp904 = fcmp uge float %B566, %Sl446
  br i1 %Cmp904, label %CF1686, label %CF1759

CF1759:                                           ; preds = %CF1759, %CF1686
  %L905 = load i8, i8* %0, align 1
  store i8 %L781, i8* %0, align 1
  %E906 = extractelement <2 x i16> %Se621, i32 0
  %Shuff907 = shufflevector <4 x i1> %Shuff382, <4 x i1> %Cmp729, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I908 = insertelement <1 x float> %Shuff864, float %FC369, i32 0
  %B909 = fadd <4 x float> %FC308, %I872
  %PC910 = bitcast i1* %Sl to i16*
  %Sl911 = select i1 %Cmp, i32 0, i32 %Sl523
  %Cmp912 = icmp sge <2 x i1> %Cmp217, %Cmp547
  %L913 = load double, double* %PC, align 8
  store double %B468, double* %PC231, align 8
  %E914 = extractelement <2 x i32> %Shuff145, i32 1
  %Shuff915 = shufflevector <1 x i32> %Shuff710, <1 x i32> %B590, <1 x i32> zeroinitializer
  %I916 = insertelement <4 x i16> %Shuff564, i16 %Sl903, i32 2
  %B917 = fdiv double %B491, %L280
  %ZE918 = zext i1 %E617 to i64
  %Sl919 = select i1 %Cmp172, <4 x i1> %Cmp561, <4 x i1> %Cmp729
  %Cmp920 = icmp sge i32 %E670, %Sl224
  br i1 %Cmp920, label %CF1759, label %CF1819

CF1819:                                           ; preds = %CF1819, %CF1759
  %L921 = load i16, i16* %PC910, align 2
  store double %L810, double* %PC, align 8
  %E922 = extractelement <4 x i32> %ZE148, i32 1
  %Shuff923 = shufflevector <4 x i8> %Shuff161, <4 x i8> %Shuff436, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I924 = insertelement <4 x i16> %Shuff181, i16 %E343, i32 2
  %B925 = xor i32 %Sl355, %Sl896
  %FC926 = sitofp i32 %L24 to double
  %Sl927 = select i1 %Cmp645, i1 false, i1 %Sl749
  br i1 %Sl927, label %CF1819, label %CF1878

CF1878:                                           ; preds = %CF1819
  %Cmp928 = icmp ne i8 %L737, %E160
  br i1 %Cmp928, label %CF1686, label %CF1718

CF1718:                                           ; preds = %CF1718, %CF1878
  %L929 = load double, double* %PC, align 8
  store i16 %Tr, i16* %PC910, align 2
  %E930 = extractelement <1 x i32> %Shuff915, i32 0
  %Shuff931 = shufflevector <8 x i32> %ZE461, <8 x i32> %Tr385, <8 x i32> <i32 11, i32 13, i32 15, i32 1, i32 3, i32 5, i32 7, i32 9>
  %I932 = insertelement <4 x i8> %Shuff7, i8 %E265, i32 1
  %B933 = add <4 x i8> %ZE514, %Shuff274
  %Sl934 = select <4 x i1> %Cmp524, <4 x i8> %I306, <4 x i8> %I747
  %Cmp935 = icmp sge <1 x i32> %I69, %Sl246
  %L936 = load i16, i16* %PC910, align 2
  store double %L233, double* %PC231, align 8
  %E937 = extractelement <8 x i32> %Shuff931, i32 6
  %Shuff938 = shufflevector <2 x i1> %Shuff106, <2 x i1> %Cmp547, <2 x i32> <i32 1, i32 undef>
  %I939 = insertelement <4 x i8> %Shuff732, i8 %L, i32 3
  %FC940 = fptosi double %L173 to i32
  %Sl941 = select i1 %Cmp920, <4 x i1> %Cmp729, <4 x i1> %Cmp743
  %Cmp942 = icmp ult i32 %E6, %Sl348
  br i1 %Cmp942, label %CF1718, label %CF1862

CF1862:                                           ; preds = %CF1718
  %L943 = load i16, i16* %PC910, align 2
  store i16 %Se553, i16* %PC910, align 2
  %E944 = extractelement <2 x i1> %I405, i32 1
  br i1 %E944, label %CF1686, label %CF1698

CF1698:                                           ; preds = %CF1698, %CF1882, %CF1822, %CF1862
  %Shuff945 = shufflevector <1 x i32> %Sl133, <1 x i32> %Se522, <1 x i32> zeroinitializer
  %I946 = insertelement <8 x i32> %Shuff931, i32 %E435, i32 0
  %B947 = and i32 %E427, %3
  %ZE948 = zext i1 %Cmp111 to i8
  %Sl949 = select i1 %Cmp795, i8 %L730, i8 %L203
  %Cmp950 = icmp slt <2 x i16> %Shuff390, %Se621
  %L951 = load i16, i16* %PC910, align 2
  store i16 %E782, i16* %PC910, align 2
  %E952 = extractelement <1 x i1> %I657, i32 0
  br i1 %E952, label %CF1698, label %CF1882

CF1882:                                           ; preds = %CF1698
  %Shuff953 = shufflevector <2 x i32> %Shuff572, <2 x i32> %Shuff663, <2 x i32> <i32 1, i32 3>
  %I954 = insertelement <4 x i32> %Tr117, i32 195333, i32 3
  %PC955 = bitcast i16* %PC910 to i16*
  %Sl956 = select i1 %Tr807, <1 x i1> %I820, <1 x i1> %Shuff558
  %Cmp957 = icmp ule <8 x i8> %B506, %B681
  %L958 = load double, double* %PC, align 8
  store i16 %E906, i16* %PC910, align 2
  %E959 = extractelement <4 x i1> %Cmp868, i32 3
  br i1 %E959, label %CF1698, label %CF1822

CF1822:                                           ; preds = %CF1882
  %Shuff960 = shufflevector <4 x i16> %I850, <4 x i16> %Shuff783, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I961 = insertelement <4 x i64> %Shuff633, i64 %Sl838, i32 0
  %B962 = xor <2 x i32> %Shuff596, %Shuff98
  %Sl963 = select i1 %E893, double %Sl763, double %L825
  %Cmp964 = icmp sge <4 x i8> zeroinitializer, %Sl370
  %L965 = load i16, i16* %PC955, align 2
  store i16 %Sl88, i16* %PC910, align 2
  %E966 = extractelement <4 x i1> %Shuff671, i32 0
  br i1 %E966, label %CF1698, label %CF1701

CF1701:                                           ; preds = %CF1701, %CF1843, %CF1809, %CF1799, %CF1822
  %Shuff967 = shufflevector <2 x i32> %I353, <2 x i32> %Shuff98, <2 x i32> <i32 3, i32 undef>
  %I968 = insertelement <1 x i32> %I190, i32 %E899, i32 0
  %ZE969 = zext i8 %L765 to i32
  %Sl970 = select i1 %L104, <4 x i16> %Se770, <4 x i16> %Shuff894
  %Cmp971 = icmp sge i1 %Sl882, %Cmp897
  br i1 %Cmp971, label %CF1701, label %CF1829

CF1829:                                           ; preds = %CF1829, %CF1701
  %L972 = load i16, i16* %PC910, align 2
  store i16 %E39, i16* %PC910, align 2
  %E973 = extractelement <1 x i1> %Cmp668, i32 0
  br i1 %E973, label %CF1829, label %CF1843

CF1843:                                           ; preds = %CF1829
  %Shuff974 = shufflevector <4 x i32> %I954, <4 x i32> %B414, <4 x i32> <i32 undef, i32 0, i32 2, i32 4>
  %I975 = insertelement <4 x i16> %I619, i16 %Se553, i32 0
  %B976 = srem i64 %E196, %B21
  %FC977 = sitofp i32 %E922 to double
  %Sl978 = select i1 %L318, <4 x i8> %Shuff842, <4 x i8> %Shuff436
  %Cmp979 = icmp ne <1 x i1> %Cmp637, %I251
  %L980 = load double, double* %PC231, align 8
  store i16 %FC192, i16* %PC910, align 2
  %E981 = extractelement <2 x i32> %Shuff228, i32 1
  %Shuff982 = shufflevector <4 x i64> %Shuff33, <4 x i64> %Shuff791, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I983 = insertelement <8 x i64> %Shuff26, i64 %B21, i32 0
  %B984 = and <8 x i64> %I983, %I206
  %ZE985 = zext i1 %Tr807 to i8
  %Sl986 = select i1 %L264, i8 %L53, i8 %Sl890
  %Cmp987 = icmp ule <4 x i8> %ZE514, %I421
  %L988 = load i16, i16* %PC910, align 2
  store double %L159, double* %PC, align 8
  %E989 = extractelement <4 x float> %FC308, i32 2
  %Shuff990 = shufflevector <1 x i1> %Shuff428, <1 x i1> %Shuff558, <1 x i32> <i32 1>
  %I991 = insertelement <2 x i32> %Shuff953, i32 %E602, i32 1
  %Tr992 = trunc <4 x i8> %I535 to <4 x i1>
  %Sl993 = select i1 %L264, i16 %E343, i16 %ZE852
  %Cmp994 = icmp uge <2 x i32> zeroinitializer, %I337
  %L995 = load i16, i16* %PC910, align 2
  store double 0xD07BCE9A6F792318, double* %PC, align 8
  %E996 = extractelement <4 x i8> %Sl416, i32 0
  %Shuff997 = shufflevector <4 x i8> %I895, <4 x i8> %Sl370, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I998 = insertelement <1 x i32> %Shuff648, i32 %Sl523, i32 0
  %B999 = ashr <2 x i32> %Shuff175, %Shuff98
  %Se1000 = sext i8 %E797 to i32
  %Sl1001 = select <2 x i1> %Sl400, <2 x i16> zeroinitializer, <2 x i16> %I267
  %Cmp1002 = fcmp ult double %Sl65, %FC79
  br i1 %Cmp1002, label %CF1701, label %CF1809

CF1809:                                           ; preds = %CF1843
  %L1003 = load i16, i16* %PC910, align 2
  store i16 %Sl88, i16* %PC910, align 2
  %E1004 = extractelement <2 x i1> %Tr284, i32 0
  br i1 %E1004, label %CF1701, label %CF1799

CF1799:                                           ; preds = %CF1809
  %Shuff1005 = shufflevector <8 x i64> %Shuff767, <8 x i64> %Shuff767, <8 x i32> <i32 undef, i32 undef, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13>
  %I1006 = insertelement <4 x i1> %Sl530, i1 %Cmp920, i32 1
  %Se1007 = sext <4 x i8> %Shuff84 to <4 x i32>
  %Sl1008 = select i1 %E610, i8 %L532, i8 %Tr666
  %Cmp1009 = fcmp olt double %L556, %L862
  br i1 %Cmp1009, label %CF1701, label %CF1766

CF1766:                                           ; preds = %CF1766, %CF1799
  %L1010 = load i16, i16* %PC910, align 2
  store i16 %Tr215, i16* %PC910, align 2
  %E1011 = extractelement <8 x i64> %Sl629, i32 5
  %Shuff1012 = shufflevector <4 x float> %I375, <4 x float> %FC308, <4 x i32> <i32 undef, i32 undef, i32 4, i32 6>
  %I1013 = insertelement <8 x i8> %B346, i8 %L601, i32 2
  %B1014 = fdiv double %L418, %L685
  %FC1015 = sitofp i32 %B689 to float
  %Sl1016 = select i1 %Cmp239, <2 x i32> %I353, <2 x i32> %Shuff466
  %Cmp1017 = icmp sge <4 x i8> %Shuff55, %I895
  %L1018 = load i32, i32* %1, align 4
  store i16 %E488, i16* %PC910, align 2
  %E1019 = extractelement <2 x i32> %I740, i32 1
  %Shuff1020 = shufflevector <1 x i32> %Sl133, <1 x i32> %Sl133, <1 x i32> undef
  %I1021 = insertelement <8 x i64> %Shuff153, i64 %E152, i32 4
  %ZE1022 = zext <4 x i8> %Shuff7 to <4 x i32>
  %Sl1023 = select i1 %E893, <1 x i1> %Tr492, <1 x i1> %Sl956
  %Cmp1024 = icmp uge <8 x i1> %I672, %Cmp569
  %L1025 = load i16, i16* %PC910, align 2
  store double %Sl963, double* %PC231, align 8
  %E1026 = extractelement <1 x i1> %Shuff558, i32 0
  br i1 %E1026, label %CF1766, label %CF1886

CF1886:                                           ; preds = %CF1766
  %Shuff1027 = shufflevector <2 x i32> %Shuff250, <2 x i32> %Shuff168, <2 x i32> <i32 0, i32 2>
  %I1028 = insertelement <4 x i8> %Shuff842, i8 %L751, i32 2
  %B1029 = lshr i16 %E496, %E411
  %FC1030 = uitofp <4 x i1> %Cmp756 to <4 x double>
  %Sl1031 = select i1 %Cmp317, i8 %B299, i8 %Sl1008
  %Cmp1032 = fcmp ugt double %L862, %L418
  br i1 %Cmp1032, label %CF, label %CF1680

CF1680:                                           ; preds = %CF1680, %CF1896, %CF1758, %CF1886
  %L1033 = load i16, i16* %PC910, align 2
  store double %L877, double* %PC231, align 8
  %E1034 = extractelement <2 x i1> %Shuff137, i32 1
  br i1 %E1034, label %CF1680, label %CF1741

CF1741:                                           ; preds = %CF1741, %CF1680
  %Shuff1035 = shufflevector <4 x i16> %Shuff181, <4 x i16> %I696, <4 x i32> <i32 undef, i32 4, i32 6, i32 0>
  %I1036 = insertelement <4 x i16> %Shuff894, i16 %E343, i32 0
  %B1037 = ashr <4 x i16> %I696, %I696
  %Se1038 = sext <2 x i16> %I267 to <2 x i32>
  %Sl1039 = select <4 x i1> %Sl941, <4 x i16> %Shuff746, <4 x i16> %Shuff76
  %Cmp1040 = fcmp ult float %B566, %Tr830
  br i1 %Cmp1040, label %CF1741, label %CF1896

CF1896:                                           ; preds = %CF1741
  %L1041 = load i16, i16* %PC910, align 2
  store i8 %L441, i8* %0, align 1
  %E1042 = extractelement <2 x i1> %Sl755, i32 0
  br i1 %E1042, label %CF1680, label %CF1685

CF1685:                                           ; preds = %CF1685, %CF1788, %CF1847, %CF1896
  %Shuff1043 = shufflevector <1 x i1> %Shuff603, <1 x i1> %Cmp37, <1 x i32> <i32 1>
  %I1044 = insertelement <4 x i1> %Cmp788, i1 %Cmp630, i32 1
  %B1045 = srem <4 x i8> %Shuff61, %Shuff835
  %FC1046 = sitofp <1 x i32> %Shuff915 to <1 x double>
  %Sl1047 = select i1 %Sl831, double %L810, double %FC269
  %Cmp1048 = icmp ule <1 x i1> %Cmp979, %Cmp165
  %L1049 = load i16, i16* %PC910, align 2
  store i8 %E249, i8* %0, align 1
  %E1050 = extractelement <2 x i1> %Shuff474, i32 0
  br i1 %E1050, label %CF1685, label %CF1788

CF1788:                                           ; preds = %CF1685
  %Shuff1051 = shufflevector <1 x i1> %Cmp668, <1 x i1> %I597, <1 x i32> <i32 1>
  %I1052 = insertelement <4 x i1> %Shuff671, i1 %Sl378, i32 1
  %B1053 = add <2 x i32> %Shuff489, %Sl424
  %FC1054 = sitofp <4 x i1> %Shuff879 to <4 x float>
  %Sl1055 = select i1 %Cmp394, double %L159, double %FC140
  %Cmp1056 = icmp ule i1 %Sl164, %Cmp225
  br i1 %Cmp1056, label %CF1685, label %CF1761

CF1761:                                           ; preds = %CF1761, %CF1788
  %L1057 = load i16, i16* %PC910, align 2
  store i16 %E411, i16* %PC910, align 2
  %E1058 = extractelement <8 x i32> %ZE461, i32 2
  %Shuff1059 = shufflevector <4 x i32> %Shuff242, <4 x i32> %I513, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I1060 = insertelement <2 x i64> zeroinitializer, i64 %B78, i32 1
  %B1061 = and i64 %E419, %Sl102
  %Sl1062 = select i1 %Cmp52, <4 x i8> %Shuff68, <4 x i8> %Shuff732
  %Cmp1063 = icmp ne <4 x i64> %Shuff33, %Shuff588
  %L1064 = load i16, i16* %PC910, align 2
  store i16 %Sl51, i16* %PC910, align 2
  %E1065 = extractelement <2 x double> %FC431, i32 1
  %Shuff1066 = shufflevector <2 x i32> %Sl424, <2 x i32> %I337, <2 x i32> <i32 2, i32 0>
  %I1067 = insertelement <8 x i1> zeroinitializer, i1 %Cmp692, i32 4
  %B1068 = or <4 x i16> %I482, %I619
  %FC1069 = sitofp i16 %E662 to double
  %Sl1070 = select i1 %L562, <4 x i32> %Se163, <4 x i32> %I275
  %Cmp1071 = icmp slt <1 x i32> %Sl110, %I283
  %L1072 = load i16, i16* %PC910, align 2
  store i8 %L326, i8* %0, align 1
  %E1073 = extractelement <4 x i8> zeroinitializer, i32 3
  %Shuff1074 = shufflevector <4 x i16> %Shuff76, <4 x i16> %I696, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I1075 = insertelement <4 x i32> %Sl1070, i32 %E136, i32 0
  %B1076 = sub i16 %B108, %Sl584
  %Tr1077 = trunc <4 x i32> %I954 to <4 x i16>
  %Sl1078 = select i1 %Cmp897, i1 %Sl157, i1 %L264
  br i1 %Sl1078, label %CF1761, label %CF1847

CF1847:                                           ; preds = %CF1761
  %Cmp1079 = icmp slt i1 %Sl164, %Cmp904
  br i1 %Cmp1079, label %CF1685, label %CF1726

CF1726:                                           ; preds = %CF1726, %CF1805, %CF1847
  %L1080 = load i16, i16* %PC910, align 2
  store i16 %B108, i16* %PC910, align 2
  %E1081 = extractelement <4 x i1> %Cmp660, i32 0
  br i1 %E1081, label %CF1726, label %CF1786

CF1786:                                           ; preds = %CF1786, %CF1726
  %Shuff1082 = shufflevector <4 x i16> %Shuff534, <4 x i16> %FC109, <4 x i32> <i32 3, i32 undef, i32 7, i32 1>
  %I1083 = insertelement <4 x i1> %Cmp891, i1 %Cmp394, i32 1
  %B1084 = mul <8 x i64> %I559, %Shuff26
  %FC1085 = fptoui double %B191 to i16
  %Sl1086 = select i1 %L525, i64 %B536, i64 %E885
  %Cmp1087 = icmp sgt i32 %E427, %B291
  br i1 %Cmp1087, label %CF1786, label %CF1805

CF1805:                                           ; preds = %CF1786
  %L1088 = load double, double* %PC231, align 8
  store double %L280, double* %PC231, align 8
  %E1089 = extractelement <4 x i32> %I290, i32 3
  %Shuff1090 = shufflevector <4 x float> %FC308, <4 x float> %FC705, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I1091 = insertelement <4 x i64> %Shuff982, i64 %Sl216, i32 0
  %B1092 = xor <2 x i32> %Shuff953, %Shuff775
  %ZE1093 = zext i1 %Sl735 to i8
  %Sl1094 = select i1 %Cmp920, i1 %E1050, i1 %Cmp325
  br i1 %Sl1094, label %CF1726, label %CF1758

CF1758:                                           ; preds = %CF1805
  %Cmp1095 = icmp ult i1 %E694, %Cmp904
  br i1 %Cmp1095, label %CF1680, label %CF1681

CF1681:                                           ; preds = %CF1681, %CF1758
  %L1096 = load i16, i16* %PC910, align 2
  store double %L334, double* %PC231, align 8
  %E1097 = extractelement <4 x i1> %Cmp891, i32 2
  br i1 %E1097, label %CF1681, label %CF1898

CF1898:                                           ; preds = %CF1681
  %Shuff1098 = shufflevector <4 x i64> %Shuff611, <4 x i64> %Shuff791, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I1099 = insertelement <4 x i8> %Sl1062, i8 %L781, i32 3
  %B1100 = sdiv <2 x i32> %Shuff47, %Shuff145
  %Tr1101 = trunc i64 372129 to i32
  %Sl1102 = select i1 %Cmp239, <1 x i32> %Sl133, <1 x i32> %I367
  %Cmp1103 = icmp slt <2 x i16> %Tr762, %Shuff527
  %L1104 = load double, double* %PC231, align 8
  store i16 %Sl362, i16* %PC910, align 2
  %E1105 = extractelement <4 x i8> %I932, i32 1
  %Shuff1106 = shufflevector <1 x i64> %ZE537, <1 x i64> %ZE537, <1 x i32> zeroinitializer
  %I1107 = insertelement <2 x i32> %Shuff47, i32 %E1089, i32 0
  %B1108 = udiv i32 %Sl432, %E1058
  %Se1109 = sext <8 x i16> %FC720 to <8 x i64>
  %Sl1110 = select <4 x i1> %Shuff382, <4 x i1> %I198, <4 x i1> %Shuff235
  %Cmp1111 = icmp sgt i8 %Sl742, %ZE985
  br i1 %Cmp1111, label %CF, label %CF1676

CF1676:                                           ; preds = %CF1676, %CF1873, %CF1831, %CF1885, %CF1683, %CF1702, %CF1856, %CF1898
  %L1112 = load i16, i16* %PC910, align 2
  store i16 %E758, i16* %PC910, align 2
  %E1113 = extractelement <4 x i1> %I243, i32 2
  br i1 %E1113, label %CF1676, label %CF1760

CF1760:                                           ; preds = %CF1760, %CF1883, %CF1676
  %Shuff1114 = shufflevector <4 x i8> %Shuff68, <4 x i8> %I581, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I1115 = insertelement <4 x i16> %Shuff189, i16 %Sl362, i32 3
  %B1116 = urem i64 %E281, %B536
  %Tr1117 = trunc <4 x i64> %Shuff633 to <4 x i1>
  %Sl1118 = select i1 %Cmp52, i8 %L751, i8 %E128
  %Cmp1119 = fcmp one double %L143, %B1014
  br i1 %Cmp1119, label %CF1760, label %CF1784

CF1784:                                           ; preds = %CF1784, %CF1760
  %L1120 = load i16, i16* %PC910, align 2
  store i16 %E343, i16* %PC910, align 2
  %E1121 = extractelement <4 x i8> %Shuff68, i32 3
  %Shuff1122 = shufflevector <4 x i8> %I535, <4 x i8> %Shuff626, <4 x i32> <i32 6, i32 0, i32 undef, i32 4>
  %I1123 = insertelement <4 x i32> %Tr117, i32 %B291, i32 0
  %FC1124 = uitofp i64 %B452 to float
  %Sl1125 = select <1 x i1> %Cmp854, <1 x i1> %Cmp979, <1 x i1> %Cmp37
  %Cmp1126 = icmp uge i32 %3, %E701
  br i1 %Cmp1126, label %CF1784, label %CF1883

CF1883:                                           ; preds = %CF1784
  %L1127 = load i16, i16* %PC910, align 2
  store i16 %E758, i16* %PC910, align 2
  %E1128 = extractelement <4 x i64> %Shuff633, i32 2
  %Shuff1129 = shufflevector <4 x i16> %FC109, <4 x i16> %I92, <4 x i32> <i32 5, i32 7, i32 1, i32 undef>
  %I1130 = insertelement <4 x i64> %Shuff1098, i64 %E511, i32 3
  %Tr1131 = trunc i16 %E to i1
  br i1 %Tr1131, label %CF1760, label %CF1762

CF1762:                                           ; preds = %CF1762, %CF1790, %CF1883
  %Sl1132 = select <2 x i1> %Shuff305, <2 x i32> %I799, <2 x i32> %I865
  %Cmp1133 = icmp eq <4 x i8> %I421, %I581
  %L1134 = load i16, i16* %PC910, align 2
  store i16 %L995, i16* %PC910, align 2
  %E1135 = extractelement <4 x i1> %Shuff420, i32 0
  br i1 %E1135, label %CF1762, label %CF1790

CF1790:                                           ; preds = %CF1762
  %Shuff1136 = shufflevector <1 x i32> zeroinitializer, <1 x i32> %Sl801, <1 x i32> undef
  %I1137 = insertelement <1 x i1> %I56, i1 %Cmp111, i32 0
  %B1138 = udiv i32 %B291, %B620
  %Tr1139 = trunc i16 %L1134 to i1
  br i1 %Tr1139, label %CF1762, label %CF1773

CF1773:                                           ; preds = %CF1773, %CF1790
  %Sl1140 = select i1 %Sl831, i16 %E758, i16 %L1096
  %Cmp1141 = icmp ne <4 x i32> %Shuff242, %B414
  %L1142 = load double, double* %PC, align 8
  store i16 %Sl584, i16* %PC910, align 2
  %E1143 = extractelement <2 x i1> %Shuff320, i32 0
  br i1 %E1143, label %CF1773, label %CF1873

CF1873:                                           ; preds = %CF1773
  %Shuff1144 = shufflevector <4 x i1> %Sl568, <4 x i1> %Shuff297, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I1145 = insertelement <8 x i64> %Sl629, i64 %Sl1086, i32 5
  %B1146 = shl i32 %E241, %E1058
  %FC1147 = sitofp <8 x i8> %Sl860 to <8 x float>
  %Sl1148 = select i1 %Sl1094, <4 x i1> %Cmp756, <4 x i1> %I551
  %Cmp1149 = icmp sgt i8 %L357, %E160
  br i1 %Cmp1149, label %CF1676, label %CF1704

CF1704:                                           ; preds = %CF1704, %CF1855, %CF1873
  %L1150 = load i16, i16* %PC955, align 2
  store i8 %E1105, i8* %0, align 1
  %E1151 = extractelement <4 x i1> %Sl1148, i32 3
  br i1 %E1151, label %CF1704, label %CF1855

CF1855:                                           ; preds = %CF1704
  %Shuff1152 = shufflevector <2 x i32> %Shuff282, <2 x i32> %Sl1016, <2 x i32> <i32 2, i32 0>
  %I1153 = insertelement <1 x i1> %Sl141, i1 %Cmp942, i32 0
  %B1154 = and i8 %L448, %L654
  %FC1155 = sitofp i16 %E496 to double
  %Sl1156 = select i1 %L11, <2 x i1> %Shuff656, <2 x i1> %Cmp1103
  %Cmp1157 = fcmp ord double %L303, %L418
  br i1 %Cmp1157, label %CF1704, label %CF1740

CF1740:                                           ; preds = %CF1740, %CF1855
  %L1158 = load i8, i8* %0, align 1
  store i16 %Tr215, i16* %PC910, align 2
  %E1159 = extractelement <2 x i32> %Shuff489, i32 1
  %Shuff1160 = shufflevector <1 x i1> %I820, <1 x i1> %Cmp637, <1 x i32> undef
  %I1161 = insertelement <1 x i32> %Shuff648, i32 %E257, i32 0
  %B1162 = fdiv float %Sl29, %FC822
  %ZE1163 = zext i1 %E966 to i16
  %Sl1164 = select i1 %Cmp1040, i32 %ZE, i32 %Sl896
  %Cmp1165 = icmp sgt <2 x i64> %I1060, %Shuff404
  %L1166 = load i16, i16* %PC910, align 2
  store i8 %5, i8* %0, align 1
  %E1167 = extractelement <1 x i32> %Sl1102, i32 0
  %Shuff1168 = shufflevector <4 x i8> %Sl293, <4 x i8> %Shuff84, <4 x i32> <i32 undef, i32 5, i32 7, i32 1>
  %I1169 = insertelement <2 x i32> zeroinitializer, i32 %E981, i32 1
  %B1170 = fdiv <2 x float> %B888, %FC727
  %ZE1171 = zext <2 x i1> %Cmp547 to <2 x i8>
  %Sl1172 = select i1 %Sl378, <4 x float> %I375, <4 x float> %FC705
  %Cmp1173 = fcmp oge double %L913, %L609
  br i1 %Cmp1173, label %CF1740, label %CF1802

CF1802:                                           ; preds = %CF1802, %CF1740
  %L1174 = load i16, i16* %PC910, align 2
  store i8 %L59, i8* %0, align 1
  %E1175 = extractelement <1 x i1> %Shuff558, i32 0
  br i1 %E1175, label %CF1802, label %CF1831

CF1831:                                           ; preds = %CF1802
  %Shuff1176 = shufflevector <2 x i32> %B177, <2 x i32> %Shuff98, <2 x i32> <i32 2, i32 0>
  %I1177 = insertelement <2 x i32> %Shuff1152, i32 %Sl721, i32 0
  %FC1178 = sitofp <4 x i8> %Shuff857 to <4 x double>
  %Sl1179 = select i1 %Cmp126, double %L884, double %L350
  %Cmp1180 = icmp ne i32 %E1089, %E981
  br i1 %Cmp1180, label %CF1676, label %CF1694

CF1694:                                           ; preds = %CF1694, %CF1846, %CF1831
  %L1181 = load double, double* %PC, align 8
  store i1 %Cmp239, i1* %Sl, align 1
  %E1182 = extractelement <1 x i1> %Shuff603, i32 0
  br i1 %E1182, label %CF1694, label %CF1705

CF1705:                                           ; preds = %CF1705, %CF1830, %CF1694
  %Shuff1183 = shufflevector <1 x i32> %B873, <1 x i32> %Shuff915, <1 x i32> undef
  %I1184 = insertelement <4 x i8> %Shuff997, i8 %L441, i32 3
  %B1185 = fsub float %Sl599, %FC1124
  %ZE1186 = zext <4 x i1> %Cmp1133 to <4 x i16>
  %Sl1187 = select i1 false, <4 x i1> %Cmp1141, <4 x i1> %Sl530
  %Cmp1188 = icmp ule i64 %E766, %E766
  br i1 %Cmp1188, label %CF1705, label %CF1830

CF1830:                                           ; preds = %CF1705
  %L1189 = load double, double* %PC231, align 8
  store i16 %E411, i16* %PC910, align 2
  %E1190 = extractelement <4 x i16> %Shuff481, i32 1
  %Shuff1191 = shufflevector <2 x i1> %Cmp255, <2 x i1> %Cmp81, <2 x i32> <i32 undef, i32 2>
  %I1192 = insertelement <1 x i1> %Shuff753, i1 %Cmp971, i32 0
  %PC1193 = bitcast i1* %A3 to double*
  %Sl1194 = select <4 x i1> %Shuff382, <4 x i8> %B1045, <4 x i8> %I895
  %Cmp1195 = icmp ult <4 x i1> %I1052, %Cmp987
  %L1196 = load i16, i16* %PC910, align 2
  store double %L127, double* %PC231, align 8
  %E1197 = extractelement <4 x i64> %Shuff611, i32 2
  %Shuff1198 = shufflevector <4 x i64> %Shuff1098, <4 x i64> %I182, <4 x i32> <i32 undef, i32 3, i32 5, i32 7>
  %I1199 = insertelement <4 x i8> %Shuff702, i8 %B116, i32 3
  %B1200 = shl <2 x i16> %I680, zeroinitializer
  %FC1201 = uitofp i1 %Cmp1173 to float
  %Sl1202 = select <2 x i1> %Shuff1191, <2 x i1> %Cmp1165, <2 x i1> %Cmp912
  %Cmp1203 = icmp slt <2 x i32> %Sl470, %Shuff596
  %L1204 = load i16, i16* %PC910, align 2
  store i16 %Tr277, i16* %PC910, align 2
  %E1205 = extractelement <2 x double> %FC431, i32 0
  %Shuff1206 = shufflevector <2 x i32> zeroinitializer, <2 x i32> %Shuff205, <2 x i32> <i32 undef, i32 3>
  %I1207 = insertelement <2 x i32> %Sl500, i32 %Sl911, i32 1
  %FC1208 = fptoui <1 x float> %Shuff864 to <1 x i16>
  %Sl1209 = select i1 %Cmp371, float %Sl599, float %FC1124
  %Cmp1210 = icmp uge i8 %E167, %L45
  br i1 %Cmp1210, label %CF1705, label %CF1825

CF1825:                                           ; preds = %CF1825, %CF1830
  %L1211 = load i16, i16* %PC910, align 2
  store i16 %E662, i16* %PC910, align 2
  %E1212 = extractelement <1 x i32> zeroinitializer, i32 0
  %Shuff1213 = shufflevector <1 x i1> %Cmp637, <1 x i1> %Cmp935, <1 x i32> zeroinitializer
  %I1214 = insertelement <4 x i8> %Shuff1122, i8 %E686, i32 2
  %B1215 = mul <4 x i8> %I1099, %I768
  %FC1216 = uitofp <1 x i1> %I820 to <1 x double>
  %Sl1217 = select i1 %Cmp555, i8 %E774, i8 %E296
  %Cmp1218 = icmp sgt i1 %Cmp387, %Cmp630
  br i1 %Cmp1218, label %CF1825, label %CF1846

CF1846:                                           ; preds = %CF1825
  %L1219 = load i16, i16* %PC910, align 2
  store i16 %L1096, i16* %PC910, align 2
  %E1220 = extractelement <2 x i8> %Tr507, i32 1
  %Shuff1221 = shufflevector <4 x i8> %Sl978, <4 x i8> %Sl301, <4 x i32> <i32 undef, i32 4, i32 6, i32 0>
  %I1222 = insertelement <4 x i16> %Shuff746, i16 %L1127, i32 0
  %B1223 = srem <2 x i32> %I337, %Shuff98
  %Tr1224 = trunc <8 x i64> %Shuff812 to <8 x i1>
  %Sl1225 = select i1 %Cmp692, i64 %E54, i64 %B976
  %Cmp1226 = icmp sgt <2 x i32> %Shuff596, %I887
  %L1227 = load double, double* %PC231, align 8
  store i16 %Se690, i16* %PC910, align 2
  %E1228 = extractelement <2 x i32> zeroinitializer, i32 0
  %Shuff1229 = shufflevector <4 x float> %Shuff1012, <4 x float> %FC101, <4 x i32> <i32 3, i32 undef, i32 7, i32 1>
  %I1230 = insertelement <4 x i1> %Cmp1017, i1 %Cmp, i32 1
  %B1231 = fsub <4 x float> %Shuff1090, %Shuff443
  %Tr1232 = trunc i32 %E647 to i16
  %Sl1233 = select i1 %Cmp239, i1 %E1175, i1 false
  br i1 %Sl1233, label %CF1694, label %CF1697

CF1697:                                           ; preds = %CF1697, %CF1846
  %Cmp1234 = icmp sge i1 %Cmp394, %Cmp239
  br i1 %Cmp1234, label %CF1697, label %CF1885

CF1885:                                           ; preds = %CF1697
  %L1235 = load i16, i16* %PC910, align 2
  store i16 %E, i16* %PC910, align 2
  %E1236 = extractelement <1 x i32> %Shuff1136, i32 0
  %Shuff1237 = shufflevector <8 x i8> %Tr315, <8 x i8> %I1013, <8 x i32> <i32 1, i32 3, i32 5, i32 undef, i32 9, i32 11, i32 undef, i32 15>
  %I1238 = insertelement <1 x i1> %Shuff1213, i1 %L82, i32 0
  %B1239 = shl i32 %E312, %E937
  %FC1240 = fptoui double %L1227 to i16
  %Sl1241 = select i1 %Cmp1111, i8 %L773, i8 %B199
  %Cmp1242 = icmp ne i1 %Cmp425, %Cmp126
  br i1 %Cmp1242, label %CF1676, label %CF1683

CF1683:                                           ; preds = %CF1885
  %L1243 = load i16, i16* %PC910, align 2
  store i16 %B642, i16* %PC910, align 2
  %E1244 = extractelement <4 x i32> %Shuff242, i32 1
  %Shuff1245 = shufflevector <4 x i1> %Shuff827, <4 x i1> %Sl1187, <4 x i32> <i32 undef, i32 2, i32 4, i32 6>
  %I1246 = insertelement <1 x float> %FC567, float %B529, i32 0
  %B1247 = sdiv i16 %L1112, %Se553
  %Tr1248 = trunc i32 %E625 to i16
  %Sl1249 = select <4 x i1> %Cmp58, <4 x i1> %Cmp150, <4 x i1> %Cmp608
  %Cmp1250 = icmp ult i64 %B384, %E511
  br i1 %Cmp1250, label %CF1676, label %CF1682

CF1682:                                           ; preds = %CF1682, %CF1753, %CF1857, %CF1683
  %L1251 = load double, double* %PC1193, align 8
  store i16 %Se553, i16* %PC910, align 2
  %E1252 = extractelement <2 x i32> %I1169, i32 0
  %Shuff1253 = shufflevector <4 x i32> %ZE50, <4 x i32> %ZE50, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I1254 = insertelement <1 x i1> %Shuff336, i1 %Cmp653, i32 0
  %B1255 = srem <2 x i32> %B658, %I528
  %Tr1256 = trunc i16 %L1243 to i8
  %Sl1257 = select i1 %Cmp134, double %E1205, double %B191
  %Cmp1258 = fcmp ole double %L789, %L159
  br i1 %Cmp1258, label %CF1682, label %CF1753

CF1753:                                           ; preds = %CF1682
  %L1259 = load double, double* %PC1193, align 8
  store i8 %L847, i8* %0, align 1
  %E1260 = extractelement <2 x i32> %Shuff967, i32 0
  %Shuff1261 = shufflevector <2 x i1> %Shuff313, <2 x i1> %Sl400, <2 x i32> <i32 1, i32 3>
  %I1262 = insertelement <2 x i1> %Shuff687, i1 %Cmp555, i32 1
  %B1263 = and i64 %Sl216, %Sl102
  %BC1264 = bitcast double %L877 to i64
  %Sl1265 = select i1 %Cmp, i32 %E180, i32 %Sl896
  %Cmp1266 = icmp ne <2 x i32> %Shuff663, %I1169
  %L1267 = load i16, i16* %PC910, align 2
  store double %L913, double* %PC1193, align 8
  %E1268 = extractelement <4 x i16> %Shuff352, i32 0
  %Shuff1269 = shufflevector <2 x i32> %Shuff1027, <2 x i32> %I634, <2 x i32> <i32 3, i32 1>
  %I1270 = insertelement <4 x i1> %Shuff879, i1 %Sl749, i32 1
  %B1271 = lshr i64 %B1116, %B1116
  %Tr1272 = trunc i16 %L1235 to i8
  %Sl1273 = select i1 %E174, <2 x i16> %Tr762, <2 x i16> %Sl1001
  %Cmp1274 = icmp ne <4 x i8> %B139, %I612
  %L1275 = load double, double* %PC1193, align 8
  store i16 %L936, i16* %PC910, align 2
  %E1276 = extractelement <4 x i16> %Shuff189, i32 3
  %Shuff1277 = shufflevector <1 x i1> %Sl956, <1 x i1> %Sl1023, <1 x i32> zeroinitializer
  %I1278 = insertelement <1 x i1> %Shuff336, i1 %Cmp699, i32 0
  %B1279 = frem <4 x float> %I872, %Shuff1012
  %FC1280 = fptoui <1 x double> %FC1046 to <1 x i32>
  %Sl1281 = select i1 %Cmp126, i64 %FC438, i64 %Sl838
  %Cmp1282 = icmp eq <2 x i1> %I1262, %Cmp302
  %L1283 = load i16, i16* %PC910, align 2
  store i1 %Cmp1111, i1* %Sl, align 1
  %E1284 = extractelement <4 x i8> %Shuff19, i32 3
  %Shuff1285 = shufflevector <1 x i1> %Cmp637, <1 x i1> %I360, <1 x i32> zeroinitializer
  %I1286 = insertelement <4 x i8> %Shuff626, i8 101, i32 2
  %FC1287 = sitofp <2 x i16> %B1200 to <2 x float>
  %Sl1288 = select i1 %L562, <4 x i1> %I1270, <4 x i1> %Sl941
  %Cmp1289 = fcmp ole double %L594, %L817
  br i1 %Cmp1289, label %CF1682, label %CF1722

CF1722:                                           ; preds = %CF1722, %CF1753
  %L1290 = load i16, i16* %PC910, align 2
  store double %L1142, double* %PC, align 8
  %E1291 = extractelement <2 x i1> %Shuff656, i32 1
  br i1 %E1291, label %CF1722, label %CF1783

CF1783:                                           ; preds = %CF1783, %CF1722
  %Shuff1292 = shufflevector <2 x i1> %Cmp471, <2 x i1> %Cmp103, <2 x i32> <i32 2, i32 undef>
  %I1293 = insertelement <1 x i1> %Tr492, i1 %Cmp1002, i32 0
  %B1294 = frem double %FC300, %FC
  %FC1295 = sitofp i64 %B536 to double
  %Sl1296 = select i1 %E944, <8 x i8> %Sl860, <8 x i8> %Tr253
  %Cmp1297 = icmp ult i64 %E511, %E766
  br i1 %Cmp1297, label %CF1783, label %CF1857

CF1857:                                           ; preds = %CF1783
  %L1298 = load i16, i16* %PC910, align 2
  store i16 %ZE852, i16* %PC910, align 2
  %E1299 = extractelement <4 x i16> %Shuff189, i32 3
  %Shuff1300 = shufflevector <4 x i16> %I850, <4 x i16> %Shuff1035, <4 x i32> <i32 6, i32 undef, i32 2, i32 4>
  %I1301 = insertelement <8 x i64> %I880, i64 %B244, i32 0
  %B1302 = add <8 x i64> %Sl867, %I858
  %Tr1303 = trunc <2 x i16> zeroinitializer to <2 x i8>
  %Sl1304 = select i1 %Cmp1126, i8 %L487, i8 %Sl1217
  %Cmp1305 = icmp ule i1 %Sl477, %Sl735
  br i1 %Cmp1305, label %CF1682, label %CF1688

CF1688:                                           ; preds = %CF1688, %CF1778, %CF1808, %CF1857
  %L1306 = load double, double* %PC1193, align 8
  store double %FC300, double* %PC, align 8
  %E1307 = extractelement <2 x float> %FC1287, i32 0
  %Shuff1308 = shufflevector <2 x i32> %Sl554, <2 x i32> %I383, <2 x i32> <i32 3, i32 1>
  %I1309 = insertelement <8 x i64> %Shuff1005, i64 %B1061, i32 5
  %B1310 = mul i16 %E32, %L1025
  %Tr1311 = trunc i8 %E211 to i1
  br i1 %Tr1311, label %CF1688, label %CF1778

CF1778:                                           ; preds = %CF1688
  %Sl1312 = select i1 %Cmp861, i1 %Sl1094, i1 %Cmp692
  br i1 %Sl1312, label %CF1688, label %CF1723

CF1723:                                           ; preds = %CF1723, %CF1865, %CF1778
  %Cmp1313 = icmp slt i1 %L287, %Cmp317
  br i1 %Cmp1313, label %CF1723, label %CF1865

CF1865:                                           ; preds = %CF1723
  %L1314 = load double, double* %PC1193, align 8
  store i16 %Sl903, i16* %PC910, align 2
  %E1315 = extractelement <2 x i32> %I, i32 0
  %Shuff1316 = shufflevector <4 x i16> %Shuff746, <4 x i16> %Shuff181, <4 x i32> <i32 1, i32 3, i32 undef, i32 7>
  %I1317 = insertelement <4 x i16> %Sl576, i16 %L1211, i32 3
  %Se1318 = sext <8 x i8> %Sl1296 to <8 x i64>
  %Sl1319 = select <4 x i1> %Cmp788, <4 x i8> zeroinitializer, <4 x i8> %I718
  %Cmp1320 = icmp slt <4 x i16> %Sl815, %Sl815
  %L1321 = load i8, i8* %0, align 1
  store i16 %E488, i16* %PC910, align 2
  %E1322 = extractelement <4 x i8> %I130, i32 0
  %Shuff1323 = shufflevector <1 x i32> %B590, <1 x i32> %I367, <1 x i32> <i32 1>
  %I1324 = insertelement <4 x i8> %Shuff61, i8 %Sl890, i32 3
  %Tr1325 = trunc <1 x i32> %Shuff212 to <1 x i8>
  %Sl1326 = select i1 false, i1 %E579, i1 false
  br i1 %Sl1326, label %CF1723, label %CF1808

CF1808:                                           ; preds = %CF1865
  %Cmp1327 = fcmp une float %E655, %B330
  br i1 %Cmp1327, label %CF1688, label %CF1702

CF1702:                                           ; preds = %CF1808
  %L1328 = load double, double* %PC, align 8
  store i16 %L1072, i16* %PC910, align 2
  %E1329 = extractelement <4 x i16> zeroinitializer, i32 2
  %Shuff1330 = shufflevector <1 x i32> %Shuff648, <1 x i32> %Shuff648, <1 x i32> <i32 1>
  %I1331 = insertelement <4 x i1> %Cmp964, i1 %Tr583, i32 1
  %B1332 = srem <4 x i8> %Shuff842, %Sl978
  %FC1333 = sitofp <8 x i64> %I27 to <8 x double>
  %Sl1334 = select i1 %Cmp1188, double %L958, double %FC926
  %Cmp1335 = icmp ne <1 x i1> %I760, %Tr492
  %L1336 = load double, double* %PC, align 8
  store double %L1251, double* %PC, align 8
  %E1337 = extractelement <4 x i8> %Shuff68, i32 2
  %Shuff1338 = shufflevector <4 x i1> %Shuff412, <4 x i1> %Shuff382, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I1339 = insertelement <8 x i32> %Shuff931, i32 %Sl523, i32 3
  %B1340 = shl <4 x i16> %B613, %FC109
  %Se1341 = sext i32 %E180 to i64
  %Sl1342 = select <1 x i1> %I360, <1 x i8> %Tr1325, <1 x i8> %Tr1325
  %Cmp1343 = icmp eq <4 x i64> %I182, %Se874
  %L1344 = load i16, i16* %PC955, align 2
  store double %L1227, double* %PC1193, align 8
  %E1345 = extractelement <2 x i1> %Shuff938, i32 0
  br i1 %E1345, label %CF1676, label %CF1679

CF1679:                                           ; preds = %CF1679, %CF1869, %CF1702
  %Shuff1346 = shufflevector <2 x i1> %Cmp363, <2 x i1> %Cmp471, <2 x i32> <i32 1, i32 3>
  %I1347 = insertelement <2 x i32> zeroinitializer, i32 %Sl72, i32 1
  %B1348 = add i32 %B291, %E257
  %Tr1349 = trunc <2 x i32> %I to <2 x i16>
  %Sl1350 = select i1 %Cmp1149, double %L280, double %ZE207
  %Cmp1351 = icmp eq <8 x i8> %Se, %Tr253
  %L1352 = load double, double* %PC1193, align 8
  store double %E1205, double* %PC1193, align 8
  %E1353 = extractelement <4 x i8> %Shuff450, i32 3
  %Shuff1354 = shufflevector <4 x i1> %Cmp600, <4 x i1> %Cmp964, <4 x i32> <i32 undef, i32 0, i32 2, i32 4>
  %I1355 = insertelement <4 x i16> %Shuff1035, i16 %Sl51, i32 0
  %B1356 = shl <2 x i32> %I1347, %I1169
  %ZE1357 = zext i8 %E160 to i64
  %Sl1358 = select i1 %Cmp692, i8 %E686, i8 %ZE948
  %Cmp1359 = icmp ne <2 x i16> %I267, %B1200
  %L1360 = load double, double* %PC1193, align 8
  store i8 %ZE948, i8* %0, align 1
  %E1361 = extractelement <8 x i64> %I559, i32 2
  %Shuff1362 = shufflevector <4 x i1> %Cmp150, <4 x i1> %Cmp202, <4 x i32> <i32 5, i32 undef, i32 undef, i32 undef>
  %I1363 = insertelement <2 x i1> %Shuff313, i1 false, i32 1
  %B1364 = lshr i16 %ZE852, %Tr277
  %Se1365 = sext i1 %E204 to i8
  %Sl1366 = select <2 x i1> %Cmp209, <2 x i32> %I1177, <2 x i32> %B999
  %Cmp1367 = icmp ule i8 %E365, %L631
  br i1 %Cmp1367, label %CF1679, label %CF1869

CF1869:                                           ; preds = %CF1679
  %L1368 = load i16, i16* %PC910, align 2
  store double %L789, double* %PC1193, align 8
  %E1369 = extractelement <8 x float> %Shuff374, i32 2
  %Shuff1370 = shufflevector <4 x i8> %Shuff1221, <4 x i8> %I1286, <4 x i32> <i32 5, i32 undef, i32 undef, i32 undef>
  %I1371 = insertelement <2 x i32> %I229, i32 %Sl896, i32 1
  %FC1372 = sitofp i8 %ZE948 to double
  %Sl1373 = select i1 %Cmp707, i32 %E834, i32 %B460
  %Cmp1374 = icmp uge <1 x i1> %Sl508, %Cmp854
  %L1375 = load double, double* %PC1193, align 8
  store i16 %E343, i16* %PC910, align 2
  %E1376 = extractelement <4 x i8> %I813, i32 0
  %Shuff1377 = shufflevector <4 x i16> %Shuff1082, <4 x i16> %Sl285, <4 x i32> <i32 3, i32 5, i32 7, i32 undef>
  %I1378 = insertelement <1 x i32> %B590, i32 %E257, i32 0
  %B1379 = lshr <8 x i64> %I688, %Shuff266
  %PC1380 = bitcast i1* %Sl to double*
  %Sl1381 = select <2 x i1> %Cmp994, <2 x float> %B1170, <2 x float> %FC727
  %Cmp1382 = fcmp ord float %B330, %E1369
  br i1 %Cmp1382, label %CF1679, label %CF1734

CF1734:                                           ; preds = %CF1734, %CF1869
  %L1383 = load double, double* %PC1193, align 8
  store double %B191, double* %PC1380, align 8
  %E1384 = extractelement <2 x i32> zeroinitializer, i32 0
  %Shuff1385 = shufflevector <2 x i16> %I680, <2 x i16> %B1200, <2 x i32> <i32 1, i32 3>
  %I1386 = insertelement <2 x i1> %Shuff474, i1 %Cmp349, i32 1
  %ZE1387 = zext i32 %E1212 to i64
  %Sl1388 = select i1 %Cmp692, <2 x i32> %B177, <2 x i32> %B999
  %Cmp1389 = icmp ult <2 x i1> %Shuff305, %Shuff1261
  %L1390 = load i32, i32* %A, align 4
  store i16 %L1096, i16* %PC910, align 2
  %E1391 = extractelement <4 x i16> %Shuff534, i32 1
  %Shuff1392 = shufflevector <2 x i1> %Cmp714, <2 x i1> %Cmp81, <2 x i32> <i32 0, i32 undef>
  %I1393 = insertelement <1 x i1> %I413, i1 %Sl831, i32 0
  %B1394 = frem double %B222, %L1375
  %Sl1395 = select i1 %E959, i32 %ZE499, i32 %Se1000
  %Cmp1396 = icmp ule i1 %L586, %Cmp897
  br i1 %Cmp1396, label %CF1734, label %CF1856

CF1856:                                           ; preds = %CF1734
  %L1397 = load i16, i16* %PC910, align 2
  store double %B491, double* %PC, align 8
  %E1398 = extractelement <4 x i8> %Shuff397, i32 2
  %Shuff1399 = shufflevector <4 x i1> %Shuff886, <4 x i1> %Sl941, <4 x i32> <i32 undef, i32 7, i32 1, i32 3>
  %I1400 = insertelement <4 x float> %Shuff443, float %FC1124, i32 3
  %B1401 = fsub double %L127, %L510
  %Tr1402 = trunc <2 x i32> %Shuff805 to <2 x i16>
  %Sl1403 = select <2 x i1> %I169, <2 x i32> %I353, <2 x i32> %I754
  %Cmp1404 = icmp eq <1 x i32> %Shuff915, %Shuff458
  %L1405 = load double, double* %PC1380, align 8
  store i16 %FC192, i16* %PC955, align 2
  %E1406 = extractelement <2 x i32> %Se697, i32 0
  %Shuff1407 = shufflevector <2 x i1> %Cmp409, <2 x i1> %Cmp950, <2 x i32> <i32 3, i32 1>
  %I1408 = insertelement <8 x i64> %I48, i64 %E196, i32 5
  %FC1409 = uitofp <2 x i16> %Shuff390 to <2 x float>
  %Sl1410 = select <4 x i1> %I828, <4 x i32> %I290, <4 x i32> %Shuff242
  %Cmp1411 = icmp slt <2 x i32> %B1053, %Shuff98
  %L1412 = load i16, i16* %PC910, align 2
  store double %B1014, double* %PC, align 8
  %E1413 = extractelement <1 x i1> %Shuff1213, i32 0
  br i1 %E1413, label %CF1676, label %CF1678

CF1678:                                           ; preds = %CF1678, %CF1881, %CF1877, %CF1867, %CF1792, %CF1856
  %Shuff1414 = shufflevector <4 x float> %B909, <4 x float> %FC705, <4 x i32> <i32 5, i32 undef, i32 1, i32 3>
  %I1415 = insertelement <8 x i64> %I1021, i64 %E1197, i32 7
  %B1416 = frem <4 x float> %I872, %FC101
  %Sl1417 = select i1 %Cmp1396, double %L862, double %L892
  %Cmp1418 = icmp ult i32 %E701, %B814
  br i1 %Cmp1418, label %CF1678, label %CF1881

CF1881:                                           ; preds = %CF1678
  %L1419 = load i16, i16* %PC910, align 2
  store double %L1328, double* %PC231, align 8
  %E1420 = extractelement <4 x i64> %I1091, i32 2
  %Shuff1421 = shufflevector <2 x i32> %Shuff282, <2 x i32> %Shuff205, <2 x i32> <i32 1, i32 undef>
  %I1422 = insertelement <4 x float> %Shuff1090, float %B422, i32 3
  %B1423 = or <8 x i64> %I1021, %Shuff122
  %Sl1424 = select i1 %L525, double %FC1372, double 0xD07BCE9A6F792318
  %Cmp1425 = icmp ult i1 %Cmp387, %Cmp1095
  br i1 %Cmp1425, label %CF1678, label %CF1841

CF1841:                                           ; preds = %CF1841, %CF1881
  %L1426 = load double, double* %PC1380, align 8
  store i16 %L1025, i16* %PC910, align 2
  %E1427 = extractelement <2 x i32> %Shuff175, i32 0
  %Shuff1428 = shufflevector <4 x i8> %Shuff436, <4 x i8> %Shuff732, <4 x i32> <i32 1, i32 3, i32 5, i32 undef>
  %I1429 = insertelement <4 x i8> %I784, i8 %E826, i32 3
  %Sl1430 = select <2 x i1> %Cmp1103, <2 x i32> %Shuff250, <2 x i32> %Sl500
  %Cmp1431 = icmp eq i1 %Cmp1234, %Cmp30
  br i1 %Cmp1431, label %CF1841, label %CF1854

CF1854:                                           ; preds = %CF1854, %CF1841
  %L1432 = load i16, i16* %PC910, align 2
  store double %Sl171, double* %PC1193, align 8
  %E1433 = extractelement <2 x i32> %Shuff98, i32 0
  %Shuff1434 = shufflevector <4 x i8> %Shuff274, <4 x i8> %Shuff436, <4 x i32> <i32 undef, i32 3, i32 5, i32 7>
  %I1435 = insertelement <4 x i16> %Shuff746, i16 %L1196, i32 3
  %B1436 = mul <4 x i8> %I221, %B1045
  %Sl1437 = select <2 x i1> %Cmp1226, <2 x i16> %Shuff527, <2 x i16> %Sl1001
  %Cmp1438 = fcmp olt double %L1375, %L833
  br i1 %Cmp1438, label %CF1854, label %CF1877

CF1877:                                           ; preds = %CF1854
  %L1439 = load double, double* %PC1193, align 8
  store i16 %Sl903, i16* %PC955, align 2
  %E1440 = extractelement <4 x i8> %Shuff68, i32 0
  %Shuff1441 = shufflevector <4 x i8> %Sl1062, <4 x i8> %Shuff114, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I1442 = insertelement <1 x i32> %B873, i32 %B291, i32 0
  %B1443 = fdiv float %Sl29, %E1369
  %FC1444 = uitofp i32 %Sl1373 to double
  %Sl1445 = select i1 %Cmp126, i32 %Sl439, i32 %Sl1395
  %Cmp1446 = icmp eq <8 x i64> %I559, %I983
  %L1447 = load double, double* %PC, align 8
  store i16 %L1283, i16* %PC910, align 2
  %E1448 = extractelement <4 x i1> %Cmp1141, i32 3
  br i1 %E1448, label %CF1678, label %CF1810

CF1810:                                           ; preds = %CF1810, %CF1868, %CF1877
  %Shuff1449 = shufflevector <2 x i32> %Shuff228, <2 x i32> %I740, <2 x i32> <i32 2, i32 0>
  %I1450 = insertelement <2 x i32> %Shuff805, i32 %E358, i32 0
  %B1451 = lshr i8 %E1284, %E1440
  %Se1452 = sext <8 x i1> %I8 to <8 x i32>
  %Sl1453 = select i1 %Cmp, i8 %L693, i8 %ZE985
  %Cmp1454 = icmp slt i1 %L840, %Cmp371
  br i1 %Cmp1454, label %CF1810, label %CF1868

CF1868:                                           ; preds = %CF1810
  %L1455 = load i1, i1* %Sl, align 1
  br i1 %L1455, label %CF1810, label %CF1867

CF1867:                                           ; preds = %CF1868
  store double %L685, double* %PC231, align 8
  %E1456 = extractelement <4 x i1> %Shuff907, i32 1
  br i1 %E1456, label %CF1678, label %CF1731

CF1731:                                           ; preds = %CF1731, %CF1866, %CF1780, %CF1858, %CF1889, %CF1867
  %Shuff1457 = shufflevector <4 x i1> %Cmp839, <4 x i1> %Cmp868, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I1458 = insertelement <4 x float> %FC1054, float %B330, i32 2
  %B1459 = udiv i8 %Se1365, %E288
  %Se1460 = sext <4 x i8> %Shuff1168 to <4 x i16>
  %Sl1461 = select <4 x i1> %Cmp1320, <4 x i32> %Shuff1059, <4 x i32> %I954
  %Cmp1462 = icmp ne i1 %Cmp795, %Cmp1119
  br i1 %Cmp1462, label %CF1731, label %CF1866

CF1866:                                           ; preds = %CF1731
  %L1463 = load double, double* %PC1193, align 8
  store i16 -17055, i16* %PC910, align 2
  %E1464 = extractelement <8 x i1> %Cmp1446, i32 4
  br i1 %E1464, label %CF1731, label %CF1780

CF1780:                                           ; preds = %CF1866
  %Shuff1465 = shufflevector <4 x i1> %Cmp1141, <4 x i1> %Cmp150, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I1466 = insertelement <1 x i1> %Shuff428, i1 %Cmp1149, i32 0
  %B1467 = mul i8 %L796, %B1451
  %Tr1468 = trunc <2 x i32> %I887 to <2 x i1>
  %Sl1469 = select <4 x i1> %I1230, <4 x i16> %Shuff76, <4 x i16> %Tr407
  %Cmp1470 = fcmp uge double %L929, %L1142
  br i1 %Cmp1470, label %CF1731, label %CF1764

CF1764:                                           ; preds = %CF1764, %CF1780
  %L1471 = load i16, i16* %PC910, align 2
  store i16 %E758, i16* %PC910, align 2
  %E1472 = extractelement <2 x i1> %Cmp1359, i32 0
  br i1 %E1472, label %CF1764, label %CF1839

CF1839:                                           ; preds = %CF1839, %CF1764
  %Shuff1473 = shufflevector <2 x i1> %Sl1156, <2 x i1> %Sl1156, <2 x i32> <i32 1, i32 3>
  %I1474 = insertelement <4 x i32> %ZE50, i32 %E1427, i32 3
  %B1475 = frem double %L1259, %Sl652
  %FC1476 = sitofp <1 x i32> zeroinitializer to <1 x double>
  %Sl1477 = select i1 %Cmp1289, i64 %B1263, i64 20473
  %Cmp1478 = icmp sge <1 x i32> %Shuff212, %FC1280
  %L1479 = load double, double* %PC231, align 8
  store i16 %E488, i16* %PC910, align 2
  %E1480 = extractelement <4 x i8> %Shuff842, i32 0
  %Shuff1481 = shufflevector <2 x i32> %Shuff1308, <2 x i32> %Shuff953, <2 x i32> <i32 undef, i32 1>
  %I1482 = insertelement <4 x i64> %Shuff1098, i64 %E766, i32 1
  %B1483 = fsub <2 x double> %FC431, %FC431
  %Sl1484 = select i1 %Cmp795, <4 x i64> %Shuff982, <4 x i64> %I85
  %Cmp1485 = fcmp olt double %L143, %L1306
  br i1 %Cmp1485, label %CF1839, label %CF1852

CF1852:                                           ; preds = %CF1852, %CF1839
  %L1486 = load double, double* %PC1380, align 8
  store double %L862, double* %PC1193, align 8
  %E1487 = extractelement <4 x i8> %Shuff19, i32 1
  %Shuff1488 = shufflevector <1 x float> %FC567, <1 x float> %FC261, <1 x i32> zeroinitializer
  %I1489 = insertelement <8 x i1> %I672, i1 %Cmp501, i32 0
  %FC1490 = fptoui double %L350 to i32
  %Sl1491 = select i1 %Cmp1002, i1 %L187, i1 %E1135
  br i1 %Sl1491, label %CF1852, label %CF1858

CF1858:                                           ; preds = %CF1852
  %L1492 = load double, double* %PC1193, align 8
  store i16 %L1219, i16* %PC910, align 2
  %E1493 = extractelement <4 x i8> %Shuff436, i32 0
  %Shuff1494 = shufflevector <2 x i1> %Shuff656, <2 x i1> %I236, <2 x i32> undef
  %I1495 = insertelement <4 x i1> %Cmp531, i1 %Sl485, i32 1
  %FC1496 = fptosi double %L609 to i8
  %Sl1497 = select i1 %Cmp577, i8 %ZE1093, i8 %E1337
  %Cmp1498 = icmp ule <8 x i64> %Shuff40, %Sl462
  %L1499 = load i8, i8* %0, align 1
  store i16 %L1344, i16* %PC910, align 2
  %E1500 = extractelement <4 x i1> %Shuff886, i32 2
  br i1 %E1500, label %CF1731, label %CF1742

CF1742:                                           ; preds = %CF1742, %CF1858
  %Shuff1501 = shufflevector <4 x i1> %Cmp150, <4 x i1> %I1044, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I1502 = insertelement <4 x i8> zeroinitializer, i8 %L693, i32 3
  %Sl1503 = select i1 %L66, <1 x i1> %Cmp637, <1 x i1> %I1254
  %Cmp1504 = icmp sge i16 %E343, %FC192
  br i1 %Cmp1504, label %CF1742, label %CF1744

CF1744:                                           ; preds = %CF1744, %CF1880, %CF1742
  %L1505 = load i16, i16* %PC910, align 2
  store i16 %E488, i16* %PC910, align 2
  %E1506 = extractelement <1 x i64> %Shuff1106, i32 0
  %Shuff1507 = shufflevector <2 x i1> %Cmp1226, <2 x i1> %Shuff1261, <2 x i32> <i32 undef, i32 0>
  %I1508 = insertelement <4 x i8> %Shuff274, i8 %E1398, i32 0
  %B1509 = or <4 x i8> %Shuff835, %Shuff504
  %ZE1510 = zext i1 %Cmp722 to i64
  %Sl1511 = select i1 %E610, <4 x i8> %Shuff679, <4 x i8> %Sl691
  %Cmp1512 = icmp ule <1 x i32> %Shuff1020, %Shuff212
  %L1513 = load i16, i16* %PC910, align 2
  store i16 %ZE852, i16* %PC955, align 2
  %E1514 = extractelement <4 x i16> %Shuff519, i32 3
  %Shuff1515 = shufflevector <4 x i32> %Shuff1253, <4 x i32> %I954, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I1516 = insertelement <2 x i1> %Shuff656, i1 %Cmp1454, i32 0
  %B1517 = srem i32 %E435, %E1159
  %Se1518 = sext <4 x i16> %Shuff76 to <4 x i64>
  %Sl1519 = select i1 %Sl667, double %L1375, double %Sl1417
  %Cmp1520 = icmp uge <8 x i32> %Tr385, %Tr385
  %L1521 = load double, double* %PC1380, align 8
  store i16 %L1064, i16* %PC910, align 2
  %E1522 = extractelement <4 x i16> %I1222, i32 1
  %Shuff1523 = shufflevector <4 x i32> %Shuff1059, <4 x i32> %I954, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I1524 = insertelement <1 x i1> %Cmp1512, i1 %E67, i32 0
  %B1525 = or i8 %E97, %Sl1304
  %Sl1526 = select <2 x i1> %Cmp1103, <2 x i32> %Sl254, <2 x i32> %Shuff205
  %Cmp1527 = icmp sge <4 x i1> %I1495, %Cmp600
  %L1528 = load i8, i8* %0, align 1
  store double %L789, double* %PC1380, align 8
  %E1529 = extractelement <2 x i32> %Shuff775, i32 0
  %Shuff1530 = shufflevector <8 x i8> %B506, <8 x i8> %B346, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 undef>
  %I1531 = insertelement <4 x float> %Shuff1229, float %Sl599, i32 3
  %B1532 = and i8 %Sl1358, %E1105
  %BC1533 = bitcast i32 %E435 to float
  %Sl1534 = select i1 %Cmp1367, <8 x i64> %Shuff812, <8 x i64> %I1301
  %Cmp1535 = icmp uge <4 x i64> %Se874, %Shuff588
  %L1536 = load i16, i16* %PC910, align 2
  store double %B468, double* %PC, align 8
  %E1537 = extractelement <2 x i1> %I236, i32 1
  br i1 %E1537, label %CF1744, label %CF1880

CF1880:                                           ; preds = %CF1744
  %Shuff1538 = shufflevector <2 x i16> %I680, <2 x i16> %Shuff1385, <2 x i32> <i32 0, i32 2>
  %I1539 = insertelement <2 x i1> %Shuff1473, i1 %Cmp310, i32 0
  %B1540 = frem double %L272, %FC1444
  %FC1541 = fptosi double %B1394 to i16
  %Sl1542 = select i1 %Cmp1173, float %FC1124, float 0xC66D2A6100000000
  %Cmp1543 = icmp eq <2 x i32> %I991, %I991
  %L1544 = load i8, i8* %0, align 1
  store double %FC1069, double* %PC231, align 8
  %E1545 = extractelement <4 x i16> %B1037, i32 0
  %Shuff1546 = shufflevector <4 x i16> %Shuff1035, <4 x i16> %I1435, <4 x i32> <i32 3, i32 5, i32 undef, i32 1>
  %I1547 = insertelement <1 x i1> %Shuff336, i1 %Sl1233, i32 0
  %B1548 = urem <2 x i32> %I726, zeroinitializer
  %Se1549 = sext i1 %L104 to i64
  %Sl1550 = select i1 %Cmp1431, i32 %E188, i32 %B814
  %Cmp1551 = fcmp une double %ZE741, %Sl763
  br i1 %Cmp1551, label %CF1744, label %CF1818

CF1818:                                           ; preds = %CF1818, %CF1880
  %L1552 = load i16, i16* %PC910, align 2
  store double %FC, double* %PC231, align 8
  %E1553 = extractelement <4 x i1> %Shuff1354, i32 3
  br i1 %E1553, label %CF1818, label %CF1889

CF1889:                                           ; preds = %CF1818
  %Shuff1554 = shufflevector <1 x i1> %Cmp37, <1 x i1> %Sl1125, <1 x i32> undef
  %I1555 = insertelement <2 x i32> zeroinitializer, i32 %Tr64, i32 0
  %B1556 = frem double %L1447, %FC
  %Sl1557 = select i1 %Cmp1396, double %E709, double %B1475
  %Cmp1558 = icmp sge i64 -1, %Sl1281
  br i1 %Cmp1558, label %CF1731, label %CF1735

CF1735:                                           ; preds = %CF1735, %CF1889
  %L1559 = load i16, i16* %PC910, align 2
  store i16 %B108, i16* %PC910, align 2
  %E1560 = extractelement <2 x i32> %Shuff663, i32 1
  %Shuff1561 = shufflevector <4 x i8> %Sl644, <4 x i8> %Shuff1168, <4 x i32> <i32 4, i32 6, i32 undef, i32 undef>
  %I1562 = insertelement <2 x i1> %Shuff656, i1 %Cmp1210, i32 0
  %B1563 = frem double %L884, %L510
  %ZE1564 = zext i1 %FC331 to i32
  %Sl1565 = select i1 %E204, <1 x float> %FC567, <1 x float> %Shuff1488
  %Cmp1566 = icmp ugt <4 x i8> %I776, %Sl416
  %L1567 = load i16, i16* %PC910, align 2
  store i16 %E1299, i16* %PC910, align 2
  %E1568 = extractelement <2 x i1> %Shuff313, i32 1
  br i1 %E1568, label %CF1735, label %CF1792

CF1792:                                           ; preds = %CF1735
  %Shuff1569 = shufflevector <4 x i8> %Shuff436, <4 x i8> %Shuff1428, <4 x i32> <i32 4, i32 undef, i32 0, i32 2>
  %I1570 = insertelement <2 x i1> %Cmp1359, i1 %Cmp1396, i32 0
  %B1571 = ashr <8 x i64> %Shuff812, %Shuff359
  %Tr1572 = trunc <4 x i8> %Shuff68 to <4 x i1>
  %Sl1573 = select i1 %Cmp692, i16 %E662, i16 %Sl88
  %Cmp1574 = icmp ule <4 x i8> %I14, %B628
  %L1575 = load i16, i16* %PC910, align 2
  store i16 %E343, i16* %PC910, align 2
  %E1576 = extractelement <2 x i1> %Shuff656, i32 0
  br i1 %E1576, label %CF1678, label %CF1690

CF1690:                                           ; preds = %CF1690, %CF1888, %CF1849, %CF1792
  %Shuff1577 = shufflevector <4 x i1> %Sl941, <4 x i1> %Shuff1457, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I1578 = insertelement <1 x i32> %Shuff1136, i32 %Sl224, i32 0
  %ZE1579 = zext i8 %Sl1358 to i64
  %Sl1580 = select i1 %Cmp577, <1 x i1> %Cmp854, <1 x i1> %Sl141
  %Cmp1581 = icmp sgt i32 %Sl72, 195333
  br i1 %Cmp1581, label %CF1690, label %CF1888

CF1888:                                           ; preds = %CF1690
  %L1582 = load double, double* %PC, align 8
  store double %L517, double* %PC231, align 8
  %E1583 = extractelement <8 x i32> %I946, i32 1
  %Shuff1584 = shufflevector <2 x i32> %Shuff1269, <2 x i32> %Sl1430, <2 x i32> <i32 0, i32 2>
  %I1585 = insertelement <4 x i1> %Shuff1399, i1 %L104, i32 2
  %B1586 = shl <8 x i64> %Sl629, %I1301
  %Tr1587 = trunc <2 x i32> %B962 to <2 x i8>
  %Sl1588 = select i1 %Cmp772, <2 x i1> %I1262, <2 x i1> %Sl1156
  %Cmp1589 = icmp ule i64 %Se635, %B1061
  br i1 %Cmp1589, label %CF1690, label %CF1707

CF1707:                                           ; preds = %CF1707, %CF1891, %CF1872, %CF1870, %CF1888
  %L1590 = load double, double* %PC1193, align 8
  store double %B191, double* %PC1380, align 8
  %E1591 = extractelement <2 x i1> %Cmp912, i32 1
  br i1 %E1591, label %CF1707, label %CF1891

CF1891:                                           ; preds = %CF1707
  %Shuff1592 = shufflevector <1 x i32> %Shuff458, <1 x i32> %I1442, <1 x i32> zeroinitializer
  %I1593 = insertelement <4 x i1> %Cmp58, i1 %Cmp1418, i32 2
  %B1594 = fdiv double %L426, %FC1372
  %Tr1595 = trunc i32 %Sl439 to i1
  br i1 %Tr1595, label %CF1707, label %CF1872

CF1872:                                           ; preds = %CF1891
  %Sl1596 = select <2 x i1> %Shuff1407, <2 x i32> %Shuff344, <2 x i32> %Sl1526
  %Cmp1597 = icmp ne <8 x i1> %I1489, %I41
  %L1598 = load i16, i16* %PC910, align 2
  store i16 %E662, i16* %PC910, align 2
  %E1599 = extractelement <8 x i1> %Cmp1498, i32 0
  br i1 %E1599, label %CF1707, label %CF1870

CF1870:                                           ; preds = %CF1872
  %Shuff1600 = shufflevector <1 x i1> %Shuff1213, <1 x i1> %I657, <1 x i32> <i32 1>
  %I1601 = insertelement <4 x i16> %Shuff1316, i16 %Sl584, i32 3
  %B1602 = sdiv i32 %E1058, %E1058
  %FC1603 = sitofp <1 x i1> %Cmp516 to <1 x double>
  %Sl1604 = select i1 %E1448, i8 %E1480, i8 %E97
  %Cmp1605 = fcmp une float 0xBADABDAE80000000, %FC223
  br i1 %Cmp1605, label %CF1707, label %CF1712

CF1712:                                           ; preds = %CF1712, %CF1870
  %L1606 = load double, double* %PC231, align 8
  store double %Sl171, double* %PC1193, align 8
  %E1607 = extractelement <1 x i1> %I251, i32 0
  br i1 %E1607, label %CF1712, label %CF1800

CF1800:                                           ; preds = %CF1800, %CF1712
  %Shuff1608 = shufflevector <2 x i32> %I865, <2 x i32> %Shuff1449, <2 x i32> <i32 undef, i32 1>
  %I1609 = insertelement <1 x float> %Sl1565, float %E1369, i32 0
  %B1610 = sdiv i8 %E1376, %Sl1217
  %FC1611 = uitofp i32 %E1583 to double
  %Sl1612 = select i1 %L104, i1 %Sl735, i1 %Cmp1382
  br i1 %Sl1612, label %CF1800, label %CF1849

CF1849:                                           ; preds = %CF1800
  %Cmp1613 = icmp ne <2 x i32> %I353, %I634
  %L1614 = load i16, i16* %PC910, align 2
  store double %L1375, double* %PC231, align 8
  %E1615 = extractelement <4 x float> %Shuff1090, i32 3
  %Shuff1616 = shufflevector <4 x i32> %Shuff1059, <4 x i32> %Se1007, <4 x i32> <i32 2, i32 4, i32 undef, i32 undef>
  %I1617 = insertelement <1 x i1> %Shuff428, i1 %Cmp1551, i32 0
  %B1618 = urem i16 %E1391, %ZE852
  %Se1619 = sext <1 x i1> %Sl1023 to <1 x i32>
  %Sl1620 = select <2 x i1> %I1386, <2 x i1> %I604, <2 x i1> %Shuff687
  %Cmp1621 = icmp sgt i8 %L, %L638
  br i1 %Cmp1621, label %CF1690, label %CF1706

CF1706:                                           ; preds = %CF1706, %CF1849
  %L1622 = load i16, i16* %PC910, align 2
  store i16 %E758, i16* %PC910, align 2
  %E1623 = extractelement <2 x i32> %Shuff282, i32 0
  %Shuff1624 = shufflevector <4 x i16> %I1435, <4 x i16> %B1340, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I1625 = insertelement <2 x i1> %Cmp1103, i1 %Cmp1040, i32 1
  %B1626 = ashr <4 x i16> %Shuff1074, %Shuff960
  %Se1627 = sext i32 %Sl1395 to i64
  %Sl1628 = select i1 %Cmp1009, i32 %Sl1395, i32 %E981
  %Cmp1629 = fcmp uno double %L1360, %L1142
  br i1 %Cmp1629, label %CF1706, label %CF1711

CF1711:                                           ; preds = %CF1711, %CF1836, %CF1832, %CF1706
  %L1630 = load double, double* %PC1380, align 8
  store i8 %5, i8* %0, align 1
  %E1631 = extractelement <2 x i32> %Shuff228, i32 1
  %Shuff1632 = shufflevector <4 x i8> %Shuff274, <4 x i8> %I221, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I1633 = insertelement <2 x i1> %Shuff313, i1 %Cmp539, i32 0
  %B1634 = or <8 x i8> %B506, %B681
  %Tr1635 = trunc <4 x i64> %Shuff611 to <4 x i16>
  %Sl1636 = select i1 false, i8 %L1158, i8 %E731
  %Cmp1637 = fcmp olt double %L334, %L295
  br i1 %Cmp1637, label %CF1711, label %CF1836

CF1836:                                           ; preds = %CF1711
  %L1638 = load i8, i8* %0, align 1
  store double %B544, double* %PC1193, align 8
  %E1639 = extractelement <4 x i1> %Shuff235, i32 2
  br i1 %E1639, label %CF1711, label %CF1733

CF1733:                                           ; preds = %CF1733, %CF1836
  %Shuff1640 = shufflevector <4 x i64> %Shuff33, <4 x i64> %Se1518, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I1641 = insertelement <8 x i64> zeroinitializer, i64 %E1197, i32 7
  %B1642 = and i8 %E738, %L847
  %FC1643 = sitofp <4 x i32> %B414 to <4 x float>
  %Sl1644 = select i1 %Sl1078, <1 x i1> %Shuff990, <1 x i1> %Cmp37
  %Cmp1645 = fcmp ugt float %Sl29, %FC369
  br i1 %Cmp1645, label %CF1733, label %CF1832

CF1832:                                           ; preds = %CF1733
  %L1646 = load i16, i16* %PC910, align 2
  store i16 %FC1541, i16* %PC910, align 2
  %E1647 = extractelement <1 x i1> %I1617, i32 0
  br i1 %E1647, label %CF1711, label %CF1725

CF1725:                                           ; preds = %CF1725, %CF1876, %CF1861, %CF1842, %CF1832
  %Shuff1648 = shufflevector <8 x i32> %Se1452, <8 x i32> %Tr385, <8 x i32> <i32 0, i32 undef, i32 4, i32 6, i32 8, i32 10, i32 undef, i32 14>
  %I1649 = insertelement <4 x i1> %Tr1117, i1 %Cmp707, i32 2
  %B1650 = shl <8 x i64> %I1309, %I1641
  %Tr1651 = fptrunc double %L418 to float
  %Sl1652 = select <1 x i1> %Cmp979, <1 x i1> %I360, <1 x i1> %I649
  %Cmp1653 = fcmp ord double %L1088, %L1630
  br i1 %Cmp1653, label %CF1725, label %CF1876

CF1876:                                           ; preds = %CF1725
  %L1654 = load i16, i16* %PC910, align 2
  store double %L510, double* %PC1193, align 8
  %E1655 = extractelement <4 x i8> %Shuff1122, i32 0
  %Shuff1656 = shufflevector <1 x i64> %Shuff1106, <1 x i64> %ZE537, <1 x i32> <i32 1>
  %I1657 = insertelement <4 x i8> %Sl644, i8 %ZE948, i32 3
  %FC1658 = uitofp <4 x i8> %I505 to <4 x float>
  %Sl1659 = select <2 x i1> %Shuff1407, <2 x i32> %Shuff550, <2 x i32> %Shuff1608
  %Cmp1660 = icmp ugt <4 x i16> %I1115, %Shuff1316
  %L1661 = load double, double* %PC, align 8
  store double %B1475, double* %PC1193, align 8
  %E1662 = extractelement <4 x i32> %Shuff1523, i32 0
  %Shuff1663 = shufflevector <2 x i1> %Cmp950, <2 x i1> %I1570, <2 x i32> <i32 3, i32 1>
  %I1664 = insertelement <1 x i1> %I657, i1 %Cmp, i32 0
  %FC1665 = sitofp i32 %Sl560 to float
  %Sl1666 = select i1 %L66, i1 %Cmp1234, i1 %Cmp371
  br i1 %Sl1666, label %CF1725, label %CF1861

CF1861:                                           ; preds = %CF1876
  %Cmp1667 = icmp uge i8 %E878, %L1321
  br i1 %Cmp1667, label %CF1725, label %CF1842

CF1842:                                           ; preds = %CF1861
  %L1668 = load i8, i8* %0, align 1
  store i16 %L921, i16* %PC910, align 2
  %E1669 = extractelement <4 x i8> %Shuff1441, i32 2
  %Shuff1670 = shufflevector <4 x i64> %Sl94, <4 x i64> %I1482, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I1671 = insertelement <1 x i32> %I998, i32 %E625, i32 0
  %B1672 = add i64 %Sl309, %Se1549
  %FC1673 = fptoui double %B491 to i8
  %Sl1674 = select i1 %Cmp333, i8 %L905, i8 %B1154
  %Cmp1675 = icmp eq i1 %Tr1139, %Cmp1157
  br i1 %Cmp1675, label %CF1725, label %CF1738

CF1738:                                           ; preds = %CF1842
  store i16 %B1618, i16* %PC910, align 2
  store double %FC, double* %PC1193, align 8
  store i16 %B1618, i16* %PC910, align 2
  store i16 %Sl362, i16* %PC910, align 2
  store double %B468, double* %PC1193, align 8
  ret void
}

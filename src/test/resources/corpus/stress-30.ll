; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD30(i8* %0, i32* %1, i64* %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <16 x double>, align 128
  %A3 = alloca <2 x double>, align 16
  %A2 = alloca <8 x i8>, align 8
  %A1 = alloca <4 x i32>, align 16
  %A = alloca <4 x i1>, align 1
  %L = load i8, i8* %0, align 1
  store i8 71, i8* %0, align 1
  %E = extractelement <2 x i16> zeroinitializer, i32 0
  %Shuff = shufflevector <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <4 x i32> <i32 undef, i32 5, i32 7, i32 1>
  %I = insertelement <2 x i64> zeroinitializer, i64 %4, i32 1
  %B = urem i32 504207, %3
  %Se = sext i8 79 to i32
  %Sl = select i1 true, i32* %1, i32* %1
  %Cmp = icmp slt i64 0, 0
  br label %CF1719

CF1719:                                           ; preds = %CF1719, %CF1828, %CF1754, %BB
  %L5 = load i32, i32* %Sl, align 4
  store i32 %B, i32* %Sl, align 4
  %E6 = extractelement <2 x i64> zeroinitializer, i32 1
  %Shuff7 = shufflevector <2 x i64> zeroinitializer, <2 x i64> zeroinitializer, <2 x i32> <i32 2, i32 undef>
  %I8 = insertelement <2 x i16> zeroinitializer, i16 -1477, i32 0
  %Tr = trunc i64 0 to i1
  br i1 %Tr, label %CF1719, label %CF1828

CF1828:                                           ; preds = %CF1719
  %Sl9 = select i1 true, <2 x i1> zeroinitializer, <2 x i1> zeroinitializer
  %L10 = load i32, i32* %Sl, align 4
  store i32 482955, i32* %Sl, align 4
  %E11 = extractelement <2 x i64> %Shuff7, i32 0
  %Shuff12 = shufflevector <2 x i16> %I8, <2 x i16> %I8, <2 x i32> <i32 3, i32 1>
  %I13 = insertelement <2 x i16> zeroinitializer, i16 -1477, i32 1
  %B14 = sub i64 -1, 77515
  %Tr15 = trunc i32 %3 to i16
  %Sl16 = select i1 true, i1 %Cmp, i1 true
  br i1 %Sl16, label %CF1719, label %CF1754

CF1754:                                           ; preds = %CF1828
  %Cmp17 = icmp slt i1 %Sl16, true
  br i1 %Cmp17, label %CF1719, label %CF1720

CF1720:                                           ; preds = %CF1720, %CF1754
  %L18 = load i32, i32* %Sl, align 4
  store i32 %L18, i32* %1, align 4
  %E19 = extractelement <4 x i64> zeroinitializer, i32 2
  %Shuff20 = shufflevector <2 x i1> zeroinitializer, <2 x i1> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I21 = insertelement <4 x i32> zeroinitializer, i32 468523, i32 3
  %B22 = fdiv double 0xD9B95D5863B75CD6, 0xD9B95D5863B75CD6
  %Tr23 = trunc i64 %B14 to i8
  %Sl24 = select i1 true, i32 504207, i32 %B
  %Cmp25 = icmp ult i8 0, %Tr23
  br i1 %Cmp25, label %CF1720, label %CF1725

CF1725:                                           ; preds = %CF1725, %CF1720
  %L26 = load i32, i32* %Sl, align 4
  store i8 71, i8* %0, align 1
  %E27 = extractelement <2 x i16> zeroinitializer, i32 0
  %Shuff28 = shufflevector <2 x i16> %Shuff12, <2 x i16> %I8, <2 x i32> <i32 3, i32 1>
  %I29 = insertelement <2 x i1> %Shuff20, i1 true, i32 1
  %Sl30 = select i1 %Sl16, i8 %Tr23, i8 79
  %Cmp31 = icmp ugt i32 %Sl24, %L10
  br i1 %Cmp31, label %CF1725, label %CF1794

CF1794:                                           ; preds = %CF1725
  %L32 = load i32, i32* %Sl, align 4
  store i32 %L32, i32* %Sl, align 4
  %E33 = extractelement <2 x i64> %Shuff7, i32 0
  %Shuff34 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %I21, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I35 = insertelement <2 x i16> zeroinitializer, i16 %E, i32 1
  %B36 = or <2 x i16> %Shuff28, %I8
  %Se37 = sext i8 79 to i64
  %Sl38 = select i1 true, i8 83, i8 %Sl30
  %Cmp39 = icmp uge i32 %Se, %B
  br label %CF1687

CF1687:                                           ; preds = %CF1687, %CF1889, %CF1860, %CF1837, %CF1904, %CF1794
  %L40 = load i32, i32* %Sl, align 4
  store i32 %B, i32* %Sl, align 4
  %E41 = extractelement <8 x i32> zeroinitializer, i32 3
  %Shuff42 = shufflevector <2 x i1> %Shuff20, <2 x i1> zeroinitializer, <2 x i32> <i32 2, i32 0>
  %I43 = insertelement <4 x i32> zeroinitializer, i32 %L10, i32 0
  %B44 = and i32 %L5, %3
  %FC = sitofp i16 %E to float
  %Sl45 = select i1 %Tr, i1 %Cmp25, i1 %Cmp31
  br i1 %Sl45, label %CF1687, label %CF1889

CF1889:                                           ; preds = %CF1687
  %Cmp46 = icmp ule <4 x i32> zeroinitializer, zeroinitializer
  %L47 = load i8, i8* %0, align 1
  store i8 0, i8* %0, align 1
  %E48 = extractelement <2 x i64> %Shuff7, i32 0
  %Shuff49 = shufflevector <4 x i64> zeroinitializer, <4 x i64> zeroinitializer, <4 x i32> <i32 undef, i32 undef, i32 undef, i32 7>
  %I50 = insertelement <2 x i64> %Shuff7, i64 %E48, i32 1
  %B51 = udiv <4 x i32> zeroinitializer, %Shuff34
  %Se52 = sext i8 %L to i16
  %Sl53 = select i1 %Cmp17, i64 %4, i64 %E48
  %Cmp54 = icmp uge <2 x i16> %I13, zeroinitializer
  %L55 = load i32, i32* %Sl, align 4
  store i8 %Tr23, i8* %0, align 1
  %E56 = extractelement <2 x i1> %Sl9, i32 1
  br i1 %E56, label %CF1687, label %CF1860

CF1860:                                           ; preds = %CF1889
  %Shuff57 = shufflevector <2 x i16> %I8, <2 x i16> %Shuff28, <2 x i32> <i32 0, i32 2>
  %I58 = insertelement <2 x i64> %I50, i64 0, i32 0
  %B59 = shl <2 x i16> %I8, %Shuff57
  %ZE = zext i8 %Tr23 to i32
  %Sl60 = select i1 %Cmp, i32* %1, i32* %Sl
  %Cmp61 = icmp ule i32 %L18, %ZE
  br i1 %Cmp61, label %CF1687, label %CF1747

CF1747:                                           ; preds = %CF1747, %CF1860
  %L62 = load <4 x i1>, <4 x i1>* %A, align 1
  store i32 %Sl24, i32* %Sl60, align 4
  %E63 = extractelement <4 x i1> %Cmp46, i32 0
  br i1 %E63, label %CF1747, label %CF1837

CF1837:                                           ; preds = %CF1747
  %Shuff64 = shufflevector <2 x i1> %Shuff42, <2 x i1> zeroinitializer, <2 x i32> undef
  %I65 = insertelement <2 x i16> %B59, i16 %Se52, i32 1
  %B66 = lshr i8 %L47, %Tr23
  %FC67 = sitofp <2 x i1> %Shuff64 to <2 x double>
  %Sl68 = select i1 %Tr, i8 71, i8 %B66
  %Cmp69 = icmp ugt i32 %B, %L18
  br i1 %Cmp69, label %CF1687, label %CF1711

CF1711:                                           ; preds = %CF1711, %CF1792, %CF1727, %CF1837
  %L70 = load i32, i32* %Sl, align 4
  store i32 %L55, i32* %Sl60, align 4
  %E71 = extractelement <4 x i32> zeroinitializer, i32 2
  %Shuff72 = shufflevector <4 x i1> %L62, <4 x i1> %Cmp46, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I73 = insertelement <4 x i1> %Shuff72, i1 %Cmp, i32 3
  %Tr74 = trunc i64 0 to i32
  %Sl75 = select i1 true, <2 x double>* %A3, <2 x double>* %A3
  %Cmp76 = icmp sgt <2 x i16> %I8, zeroinitializer
  %L77 = load i32, i32* %Sl, align 4
  store i32 468523, i32* %Sl60, align 4
  %E78 = extractelement <4 x i32> %I43, i32 3
  %Shuff79 = shufflevector <2 x i1> %Cmp76, <2 x i1> %Shuff20, <2 x i32> <i32 2, i32 undef>
  %I80 = insertelement <4 x i32> %Shuff34, i32 468523, i32 0
  %B81 = and i8 %Sl30, 71
  %FC82 = fptosi double %B22 to i32
  %Sl83 = select i1 %Cmp39, <4 x i64> zeroinitializer, <4 x i64> zeroinitializer
  %Cmp84 = icmp ugt <4 x i32> %Shuff34, %Shuff
  %L85 = load i32, i32* %Sl60, align 4
  store i32 %L70, i32* %Sl, align 4
  %E86 = extractelement <4 x i64> %Sl83, i32 3
  %Shuff87 = shufflevector <2 x i16> %I13, <2 x i16> %I35, <2 x i32> <i32 undef, i32 0>
  %I88 = insertelement <4 x i64> zeroinitializer, i64 0, i32 0
  %Tr89 = trunc i32 %L18 to i8
  %Sl90 = select i1 %Cmp39, <2 x i64> %I50, <2 x i64> %I50
  %Cmp91 = icmp uge <4 x i1> %Cmp46, %L62
  %L92 = load i32, i32* %Sl60, align 4
  store i32 %L92, i32* %Sl, align 4
  %E93 = extractelement <2 x i1> %Shuff20, i32 1
  br i1 %E93, label %CF1711, label %CF1792

CF1792:                                           ; preds = %CF1711
  %Shuff94 = shufflevector <2 x i1> %Shuff79, <2 x i1> %Sl9, <2 x i32> <i32 0, i32 undef>
  %I95 = insertelement <4 x i32> zeroinitializer, i32 %B44, i32 2
  %Sl96 = select i1 true, float 0x3E12759640000000, float 0xC14F691340000000
  %Cmp97 = icmp uge i1 %E93, true
  br i1 %Cmp97, label %CF1711, label %CF1727

CF1727:                                           ; preds = %CF1792
  %L98 = load i32, i32* %Sl60, align 4
  store i32 468523, i32* %Sl60, align 4
  %E99 = extractelement <4 x i32> %Shuff, i32 1
  %Shuff100 = shufflevector <2 x i16> %Shuff57, <2 x i16> %Shuff87, <2 x i32> <i32 0, i32 2>
  %I101 = insertelement <2 x i1> %Cmp76, i1 %Cmp39, i32 0
  %Tr102 = trunc i8 0 to i1
  br i1 %Tr102, label %CF1711, label %CF1726

CF1726:                                           ; preds = %CF1726, %CF1919, %CF1727
  %Sl103 = select i1 %E93, <2 x i16> zeroinitializer, <2 x i16> %I8
  %Cmp104 = icmp slt i32 %Se, %B
  br i1 %Cmp104, label %CF1726, label %CF1919

CF1919:                                           ; preds = %CF1726
  %L105 = load <2 x double>, <2 x double>* %Sl75, align 16
  store i32 101963, i32* %Sl, align 4
  %E106 = extractelement <2 x i1> zeroinitializer, i32 1
  br i1 %E106, label %CF1726, label %CF1755

CF1755:                                           ; preds = %CF1755, %CF1919
  %Shuff107 = shufflevector <4 x i1> %Shuff72, <4 x i1> %Cmp46, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I108 = insertelement <8 x i32> zeroinitializer, i32 101963, i32 0
  %B109 = xor i8 %B66, 0
  %Sl110 = select i1 %Cmp39, <4 x i1>* %A, <4 x i1>* %A
  %Cmp111 = icmp eq <4 x i1> %Cmp91, %Cmp46
  %L112 = load i32, i32* %Sl60, align 4
  store i32 %ZE, i32* %Sl, align 4
  %E113 = extractelement <4 x i32> zeroinitializer, i32 3
  %Shuff114 = shufflevector <2 x double> %L105, <2 x double> %L105, <2 x i32> <i32 2, i32 0>
  %I115 = insertelement <4 x i1> %Cmp46, i1 true, i32 0
  %B116 = srem <2 x i64> %I50, %I
  %ZE117 = zext i16 %E to i64
  %Sl118 = select i1 %Sl16, i32 %L5, i32 431203
  %Cmp119 = icmp ne <4 x i32> %B51, %Shuff
  %L120 = load i32, i32* %Sl, align 4
  store i32 %B, i32* %Sl, align 4
  %E121 = extractelement <2 x i64> zeroinitializer, i32 0
  %Shuff122 = shufflevector <2 x i1> %Shuff42, <2 x i1> %I29, <2 x i32> <i32 1, i32 3>
  %I123 = insertelement <2 x double> %L105, double 0x2E1DBEBC121B983A, i32 1
  %B124 = shl i32 504207, %L92
  %ZE125 = zext <4 x i1> %Cmp84 to <4 x i64>
  %Sl126 = select i1 %E93, i64 %ZE117, i64 %E86
  %Cmp127 = icmp sgt <2 x i1> %Cmp76, %Shuff20
  %L128 = load i32, i32* %Sl, align 4
  store i32 %L70, i32* %Sl, align 4
  %E129 = extractelement <2 x i64> zeroinitializer, i32 0
  %Shuff130 = shufflevector <2 x i1> %Cmp76, <2 x i1> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I131 = insertelement <2 x i1> %Cmp127, i1 true, i32 1
  %B132 = sub i64 208743, %E86
  %Tr133 = trunc i32 %Tr74 to i16
  %Sl134 = select i1 %Tr102, <4 x i32> %I80, <4 x i32> zeroinitializer
  %Cmp135 = icmp ule i64 %Se37, %B132
  br i1 %Cmp135, label %CF1755, label %CF1904

CF1904:                                           ; preds = %CF1755
  %L136 = load i32, i32* %Sl60, align 4
  store i8 %B109, i8* %0, align 1
  %E137 = extractelement <4 x i32> %Shuff, i32 3
  %Shuff138 = shufflevector <4 x i1> %Shuff72, <4 x i1> %Cmp119, <4 x i32> <i32 undef, i32 4, i32 6, i32 0>
  %I139 = insertelement <2 x i16> zeroinitializer, i16 %Tr133, i32 0
  %B140 = fdiv <2 x double> %L105, %FC67
  %FC141 = uitofp <4 x i1> %Cmp46 to <4 x float>
  %Sl142 = select <2 x i1> %Shuff94, <2 x i16> %Shuff57, <2 x i16> %Shuff87
  %Cmp143 = icmp eq i32 %Sl24, %L112
  br i1 %Cmp143, label %CF1687, label %CF1704

CF1704:                                           ; preds = %CF1704, %CF1904
  %L144 = load i8, i8* %0, align 1
  %E145 = extractelement <2 x i64> zeroinitializer, i32 0
  %Shuff146 = shufflevector <4 x i64> zeroinitializer, <4 x i64> zeroinitializer, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I147 = insertelement <2 x double> %Shuff114, double 0x2E1DBEBC121B983A, i32 1
  %B148 = add <2 x i64> %B116, zeroinitializer
  %PC = bitcast <2 x double>* %A3 to i8*
  %Sl149 = select i1 %Cmp135, i1 %Cmp97, i1 %Sl45
  br i1 %Sl149, label %CF1704, label %CF1925

CF1925:                                           ; preds = %CF1704
  %Cmp150 = fcmp ugt <2 x double> %FC67, %FC67
  %L151 = load i8, i8* %PC, align 1
  store i8 %L144, i8* %PC, align 1
  %E152 = extractelement <4 x i32> zeroinitializer, i32 3
  %Shuff153 = shufflevector <4 x float> %FC141, <4 x float> %FC141, <4 x i32> <i32 undef, i32 undef, i32 6, i32 0>
  %I154 = insertelement <2 x i1> %Cmp150, i1 %Cmp, i32 0
  %B155 = add i64 %B132, %E11
  %Tr156 = trunc i64 %E121 to i1
  br label %CF1670

CF1670:                                           ; preds = %CF1670, %CF1825, %CF1729, %CF1891, %CF1906, %CF1925
  %Sl157 = select i1 true, i32 %L120, i32 %E152
  %Cmp158 = icmp ule <4 x i1> %Cmp46, %Cmp46
  %L159 = load <4 x i1>, <4 x i1>* %Sl110, align 1
  store <2 x double> %FC67, <2 x double>* %Sl75, align 16
  %E160 = extractelement <2 x i1> %Shuff20, i32 1
  br i1 %E160, label %CF1670, label %CF1825

CF1825:                                           ; preds = %CF1670
  %Shuff161 = shufflevector <4 x i64> %Shuff49, <4 x i64> zeroinitializer, <4 x i32> <i32 undef, i32 2, i32 undef, i32 6>
  %I162 = insertelement <4 x i1> %Shuff107, i1 %Cmp61, i32 2
  %B163 = or i64 0, %E145
  %Tr164 = trunc <4 x i64> zeroinitializer to <4 x i1>
  %Sl165 = select i1 %Sl16, i8 %Tr89, i8 %B109
  %Cmp166 = icmp eq i1 %Sl16, %Cmp135
  br i1 %Cmp166, label %CF1670, label %CF1729

CF1729:                                           ; preds = %CF1825
  %L167 = load i32, i32* %Sl, align 4
  %E168 = extractelement <4 x i64> %Shuff146, i32 2
  %Shuff169 = shufflevector <2 x i16> %Shuff57, <2 x i16> %Shuff57, <2 x i32> <i32 1, i32 3>
  %I170 = insertelement <2 x i1> %Shuff130, i1 %Cmp39, i32 1
  %Sl171 = select i1 %Tr156, i1 %Tr, i1 %Cmp69
  br i1 %Sl171, label %CF1670, label %CF1710

CF1710:                                           ; preds = %CF1710, %CF1729
  %Cmp172 = icmp ugt i64 %E19, %E19
  br i1 %Cmp172, label %CF1710, label %CF1891

CF1891:                                           ; preds = %CF1710
  %L173 = load <4 x i1>, <4 x i1>* %Sl110, align 1
  store i32 %Sl157, i32* %Sl60, align 4
  %E174 = extractelement <2 x i1> %Shuff64, i32 1
  br i1 %E174, label %CF1670, label %CF1697

CF1697:                                           ; preds = %CF1697, %CF1891
  %Shuff175 = shufflevector <4 x float> %FC141, <4 x float> %FC141, <4 x i32> <i32 4, i32 undef, i32 undef, i32 2>
  %I176 = insertelement <4 x float> %FC141, float %FC, i32 2
  %Tr177 = trunc i64 %Sl53 to i8
  %Sl178 = select i1 true, i1 %Cmp17, i1 %Cmp135
  br i1 %Sl178, label %CF1697, label %CF1716

CF1716:                                           ; preds = %CF1716, %CF1905, %CF1697
  %Cmp179 = icmp slt <2 x i16> %Shuff28, %Shuff28
  %L180 = load i8, i8* %0, align 1
  %E181 = extractelement <2 x i64> zeroinitializer, i32 0
  %Shuff182 = shufflevector <4 x i64> %Sl83, <4 x i64> %Shuff161, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I183 = insertelement <4 x i64> %ZE125, i64 %E181, i32 3
  %B184 = udiv <2 x i16> zeroinitializer, %Shuff169
  %ZE185 = zext <4 x i1> %Cmp158 to <4 x i64>
  %Sl186 = select i1 true, <2 x i64> %I58, <2 x i64> zeroinitializer
  %Cmp187 = icmp ult <4 x i1> %L173, %L62
  %L188 = load i32, i32* %Sl, align 4
  store i8 %B81, i8* %0, align 1
  %E189 = extractelement <2 x i16> %Shuff57, i32 1
  %Shuff190 = shufflevector <4 x i1> %L62, <4 x i1> %Cmp46, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I191 = insertelement <2 x i64> %Shuff7, i64 %B155, i32 0
  %B192 = urem <4 x i64> %I88, %Sl83
  %Tr193 = trunc <4 x i64> %Shuff146 to <4 x i1>
  %Sl194 = select i1 %Cmp143, i1 %Sl178, i1 %Cmp
  br i1 %Sl194, label %CF1716, label %CF1875

CF1875:                                           ; preds = %CF1875, %CF1716
  %Cmp195 = icmp ne i64 %E11, %E6
  br i1 %Cmp195, label %CF1875, label %CF1905

CF1905:                                           ; preds = %CF1875
  %L196 = load i8, i8* %PC, align 1
  store i8 %L144, i8* %0, align 1
  %E197 = extractelement <2 x i16> %B36, i32 0
  %Shuff198 = shufflevector <2 x i16> %B36, <2 x i16> %Shuff169, <2 x i32> <i32 1, i32 3>
  %I199 = insertelement <2 x i64> zeroinitializer, i64 %4, i32 1
  %B200 = add <4 x i64> %Sl83, %Shuff49
  %FC201 = uitofp i16 %E to float
  %Sl202 = select i1 true, i16 %E197, i16 %Tr133
  %Cmp203 = icmp uge <2 x i16> zeroinitializer, %I139
  %L204 = load i32, i32* %Sl60, align 4
  store i8 %Sl30, i8* %0, align 1
  %E205 = extractelement <4 x i32> %Shuff34, i32 1
  %Shuff206 = shufflevector <2 x i64> %Sl90, <2 x i64> %B148, <2 x i32> <i32 0, i32 2>
  %I207 = insertelement <4 x i1> %Shuff107, i1 true, i32 2
  %B208 = or <4 x i32> zeroinitializer, zeroinitializer
  %Se209 = sext <2 x i16> %Shuff100 to <2 x i64>
  %Sl210 = select <2 x i1> zeroinitializer, <2 x i16> %Shuff100, <2 x i16> zeroinitializer
  %Cmp211 = icmp ne <4 x i1> %I115, %Cmp187
  %L212 = load <2 x double>, <2 x double>* %Sl75, align 16
  store <2 x double> %B140, <2 x double>* %Sl75, align 16
  %E213 = extractelement <2 x double> %Shuff114, i32 0
  %Shuff214 = shufflevector <4 x float> %Shuff153, <4 x float> %FC141, <4 x i32> <i32 7, i32 1, i32 undef, i32 5>
  %I215 = insertelement <2 x i64> %Shuff7, i64 349047, i32 1
  %B216 = xor i64 0, %ZE117
  %Tr217 = trunc i32 %L18 to i1
  br i1 %Tr217, label %CF1716, label %CF1721

CF1721:                                           ; preds = %CF1721, %CF1793, %CF1905
  %Sl218 = select i1 %Sl194, <4 x i1> %I115, <4 x i1> %Cmp46
  %Cmp219 = icmp slt <4 x i1> %Tr164, %Cmp158
  %L220 = load i32, i32* %Sl, align 4
  %E221 = extractelement <2 x i16> zeroinitializer, i32 1
  %Shuff222 = shufflevector <4 x i1> %Sl218, <4 x i1> %Cmp46, <4 x i32> <i32 6, i32 undef, i32 2, i32 4>
  %I223 = insertelement <4 x i1> %Cmp211, i1 %E93, i32 0
  %B224 = sdiv <2 x i64> %Sl90, %I50
  %BC = bitcast <2 x i64> %B148 to <2 x double>
  %Sl225 = select i1 true, <2 x i1> %I101, <2 x i1> zeroinitializer
  %Cmp226 = icmp ule i32 %L112, 468523
  br i1 %Cmp226, label %CF1721, label %CF1780

CF1780:                                           ; preds = %CF1780, %CF1721
  %L227 = load i8, i8* %0, align 1
  store i8 %L144, i8* %0, align 1
  %E228 = extractelement <2 x i16> zeroinitializer, i32 1
  %Shuff229 = shufflevector <2 x i64> %I58, <2 x i64> %I58, <2 x i32> <i32 0, i32 undef>
  %I230 = insertelement <2 x i16> %Shuff87, i16 %E, i32 0
  %FC231 = sitofp <4 x i1> %Cmp187 to <4 x float>
  %Sl232 = select i1 true, i1 true, i1 true
  br i1 %Sl232, label %CF1780, label %CF1793

CF1793:                                           ; preds = %CF1780
  %Cmp233 = icmp slt <4 x i32> %Sl134, %I21
  %L234 = load <4 x i1>, <4 x i1>* %Sl110, align 1
  store i32 101963, i32* %Sl, align 4
  %E235 = extractelement <2 x i1> %Shuff64, i32 0
  br i1 %E235, label %CF1721, label %CF1745

CF1745:                                           ; preds = %CF1745, %CF1793
  %Shuff236 = shufflevector <2 x i1> %Sl225, <2 x i1> %Cmp54, <2 x i32> <i32 1, i32 3>
  %I237 = insertelement <4 x i32> zeroinitializer, i32 %L55, i32 3
  %B238 = and <2 x i16> %Shuff12, %I8
  %Tr239 = trunc i64 208743 to i1
  br i1 %Tr239, label %CF1745, label %CF1818

CF1818:                                           ; preds = %CF1818, %CF1745
  %Sl240 = select i1 %E93, <4 x i1> %I73, <4 x i1> %Cmp46
  %Cmp241 = icmp slt i32 %E113, %L5
  br i1 %Cmp241, label %CF1818, label %CF1906

CF1906:                                           ; preds = %CF1818
  %L242 = load <2 x double>, <2 x double>* %Sl75, align 16
  %E243 = extractelement <4 x i64> %Shuff161, i32 1
  %Shuff244 = shufflevector <2 x double> %BC, <2 x double> %FC67, <2 x i32> <i32 0, i32 2>
  %I245 = insertelement <4 x i1> %Shuff190, i1 %Cmp135, i32 2
  %FC246 = sitofp <4 x i32> %I237 to <4 x float>
  %Sl247 = select i1 %Sl16, i1 %Cmp172, i1 %Cmp39
  br i1 %Sl247, label %CF1670, label %CF1673

CF1673:                                           ; preds = %CF1673, %CF1933, %CF1885, %CF1906
  %Cmp248 = icmp uge <4 x i1> %Cmp219, %Cmp158
  %L249 = load i8, i8* %PC, align 1
  store i8 %Tr89, i8* %0, align 1
  %E250 = extractelement <2 x double> %L242, i32 0
  %Shuff251 = shufflevector <4 x i1> %Sl240, <4 x i1> %I245, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I252 = insertelement <2 x i16> %I139, i16 %E221, i32 1
  %ZE253 = zext i1 %E160 to i16
  %Sl254 = select i1 %Sl247, <4 x i1> %Cmp233, <4 x i1> %Cmp46
  %Cmp255 = icmp ule i1 %E93, %Cmp226
  br i1 %Cmp255, label %CF1673, label %CF1797

CF1797:                                           ; preds = %CF1797, %CF1673
  %L256 = load <4 x i1>, <4 x i1>* %Sl110, align 1
  store i32 %3, i32* %Sl60, align 4
  %E257 = extractelement <4 x i1> %Cmp233, i32 1
  br i1 %E257, label %CF1797, label %CF1888

CF1888:                                           ; preds = %CF1888, %CF1797
  %Shuff258 = shufflevector <4 x i64> %Sl83, <4 x i64> %Shuff49, <4 x i32> <i32 4, i32 6, i32 undef, i32 2>
  %I259 = insertelement <4 x i1> %Shuff190, i1 %Cmp226, i32 2
  %B260 = sub i32 %L40, %L112
  %Sl261 = select i1 %Sl45, <4 x i32> %I21, <4 x i32> zeroinitializer
  %Cmp262 = icmp eq <2 x i64> %B148, %B116
  %L263 = load i8, i8* %0, align 1
  store i32 %Sl157, i32* %Sl, align 4
  %E264 = extractelement <2 x i64> %Shuff7, i32 1
  %Shuff265 = shufflevector <4 x i1> %I162, <4 x i1> %I207, <4 x i32> <i32 undef, i32 undef, i32 6, i32 undef>
  %I266 = insertelement <2 x i1> %Shuff20, i1 %Cmp39, i32 0
  %B267 = srem i32 %L128, %L188
  %FC268 = sitofp i1 true to double
  %Sl269 = select i1 %E106, <2 x i64> %Shuff229, <2 x i64> %Sl186
  %Cmp270 = icmp sge i32 %L55, %L220
  br i1 %Cmp270, label %CF1888, label %CF1933

CF1933:                                           ; preds = %CF1888
  %L271 = load i8, i8* %PC, align 1
  store i8 %Tr23, i8* %0, align 1
  %E272 = extractelement <4 x i1> %Shuff222, i32 3
  br i1 %E272, label %CF1673, label %CF1702

CF1702:                                           ; preds = %CF1702, %CF1933
  %Shuff273 = shufflevector <4 x i32> %Shuff, <4 x i32> %I237, <4 x i32> <i32 undef, i32 4, i32 6, i32 undef>
  %I274 = insertelement <4 x i32> %Shuff, i32 504207, i32 0
  %B275 = xor i64 %Sl126, %E243
  %Tr276 = trunc <4 x i64> %ZE185 to <4 x i1>
  %Sl277 = select i1 true, i1 %Cmp61, i1 %Cmp69
  br i1 %Sl277, label %CF1702, label %CF1723

CF1723:                                           ; preds = %CF1723, %CF1884, %CF1702
  %Cmp278 = icmp ne i32 %L120, %L92
  br i1 %Cmp278, label %CF1723, label %CF1884

CF1884:                                           ; preds = %CF1723
  %L279 = load i32, i32* %Sl60, align 4
  store i32 %B260, i32* %Sl60, align 4
  %E280 = extractelement <4 x i32> %I237, i32 0
  %Shuff281 = shufflevector <4 x i64> %Shuff258, <4 x i64> %Shuff49, <4 x i32> <i32 3, i32 undef, i32 undef, i32 undef>
  %I282 = insertelement <4 x i1> %Shuff72, i1 %Sl247, i32 1
  %Tr283 = trunc i8 %L196 to i1
  br i1 %Tr283, label %CF1723, label %CF1757

CF1757:                                           ; preds = %CF1757, %CF1915, %CF1884
  %Sl284 = select <2 x i1> %Cmp179, <2 x i64> %Shuff7, <2 x i64> %Sl269
  %Cmp285 = icmp eq <2 x i1> %Shuff130, %Cmp262
  %L286 = load <4 x i1>, <4 x i1>* %Sl110, align 1
  store i8 %B66, i8* %0, align 1
  %E287 = extractelement <2 x i64> %Se209, i32 0
  %Shuff288 = shufflevector <2 x i1> %Shuff130, <2 x i1> %Shuff236, <2 x i32> <i32 1, i32 3>
  %I289 = insertelement <2 x i16> %B238, i16 %E189, i32 1
  %B290 = mul i8 %L144, %Tr23
  %FC291 = fptosi <2 x double> %Shuff114 to <2 x i1>
  %Sl292 = select i1 %E93, <2 x i16> %Shuff57, <2 x i16> %Shuff100
  %Cmp293 = icmp ne i64 %E129, %ZE117
  br i1 %Cmp293, label %CF1757, label %CF1915

CF1915:                                           ; preds = %CF1757
  %L294 = load i8, i8* %0, align 1
  store <2 x double> %FC67, <2 x double>* %Sl75, align 16
  %E295 = extractelement <4 x i1> %Cmp91, i32 1
  br i1 %E295, label %CF1757, label %CF1885

CF1885:                                           ; preds = %CF1915
  %Shuff296 = shufflevector <2 x i1> %Cmp76, <2 x i1> %Shuff122, <2 x i32> <i32 0, i32 2>
  %I297 = insertelement <2 x i1> %Shuff42, i1 %Cmp104, i32 0
  %B298 = frem <2 x double> %L105, %L212
  %Tr299 = trunc i64 349047 to i1
  br i1 %Tr299, label %CF1673, label %CF1676

CF1676:                                           ; preds = %CF1676, %CF1779, %CF1885
  %Sl300 = select i1 true, i32 %FC82, i32 482955
  %Cmp301 = icmp ne i1 %Sl194, %Cmp270
  br i1 %Cmp301, label %CF1676, label %CF1779

CF1779:                                           ; preds = %CF1676
  %L302 = load i8, i8* %0, align 1
  store i8 79, i8* %0, align 1
  %E303 = extractelement <4 x float> %I176, i32 3
  %Shuff304 = shufflevector <4 x i1> %I282, <4 x i1> %I115, <4 x i32> <i32 undef, i32 4, i32 6, i32 0>
  %I305 = insertelement <2 x i64> %Shuff229, i64 %E33, i32 0
  %ZE306 = zext <2 x i1> %Shuff130 to <2 x i64>
  %Sl307 = select i1 %Cmp135, i32 431203, i32 %B260
  %Cmp308 = icmp uge i1 %Sl194, %Sl45
  br i1 %Cmp308, label %CF1676, label %CF1712

CF1712:                                           ; preds = %CF1712, %CF1779
  %L309 = load i32, i32* %Sl, align 4
  %E310 = extractelement <4 x i1> %Tr164, i32 0
  br i1 %E310, label %CF1712, label %CF1750

CF1750:                                           ; preds = %CF1750, %CF1861, %CF1887, %CF1772, %CF1712
  %Shuff311 = shufflevector <2 x i16> %Shuff169, <2 x i16> %I139, <2 x i32> <i32 3, i32 1>
  %I312 = insertelement <4 x i1> %Shuff251, i1 %Cmp135, i32 1
  %B313 = urem i32 %Sl307, %L309
  %ZE314 = zext <2 x i16> %I13 to <2 x i64>
  %Sl315 = select i1 %Tr, <4 x i64> %B192, <4 x i64> %Shuff281
  %Cmp316 = icmp sgt <2 x i1> %Cmp262, %Cmp285
  %L317 = load i8, i8* %0, align 1
  store i8 %5, i8* %0, align 1
  %E318 = extractelement <2 x i64> %Shuff7, i32 1
  %Shuff319 = shufflevector <2 x i1> %Shuff42, <2 x i1> %Cmp262, <2 x i32> <i32 2, i32 0>
  %I320 = insertelement <4 x float> %Shuff153, float %FC, i32 0
  %B321 = lshr <4 x i32> %I274, %B51
  %Sl322 = select i1 %Sl171, i1 %E174, i1 %Tr
  br i1 %Sl322, label %CF1750, label %CF1861

CF1861:                                           ; preds = %CF1750
  %Cmp323 = icmp slt i64 %Sl53, %E6
  br i1 %Cmp323, label %CF1750, label %CF1785

CF1785:                                           ; preds = %CF1785, %CF1861
  %L324 = load i32, i32* %Sl60, align 4
  store i8 %Sl165, i8* %0, align 1
  %E325 = extractelement <4 x i64> zeroinitializer, i32 0
  %Shuff326 = shufflevector <4 x i1> %Cmp233, <4 x i1> %Cmp187, <4 x i32> <i32 3, i32 5, i32 7, i32 undef>
  %I327 = insertelement <2 x i64> %I215, i64 %Sl126, i32 1
  %B328 = mul <2 x i16> %Sl142, %I289
  %FC329 = uitofp i1 %Cmp195 to float
  %Sl330 = select i1 %Sl277, i1 %E56, i1 %Cmp25
  br i1 %Sl330, label %CF1785, label %CF1887

CF1887:                                           ; preds = %CF1785
  %Cmp331 = icmp ugt i32 %Se, %L309
  br i1 %Cmp331, label %CF1750, label %CF1772

CF1772:                                           ; preds = %CF1887
  %L332 = load i8, i8* %0, align 1
  store i8 %Sl165, i8* %0, align 1
  %E333 = extractelement <2 x i16> %Shuff311, i32 1
  %Shuff334 = shufflevector <4 x i1> %Shuff107, <4 x i1> %Shuff107, <4 x i32> <i32 2, i32 4, i32 6, i32 undef>
  %I335 = insertelement <4 x i1> %Cmp46, i1 %Tr217, i32 0
  %B336 = fmul float %FC329, %FC201
  %FC337 = fptoui <2 x double> %I147 to <2 x i8>
  %Sl338 = select <4 x i1> %I207, <4 x i64> %Sl315, <4 x i64> %Shuff258
  %Cmp339 = icmp ne i32 %FC82, %B260
  br i1 %Cmp339, label %CF1750, label %CF1766

CF1766:                                           ; preds = %CF1766, %CF1772
  %L340 = load <4 x i1>, <4 x i1>* %Sl110, align 1
  store i32 %B, i32* %Sl60, align 4
  %E341 = extractelement <2 x i64> %B148, i32 0
  %Shuff342 = shufflevector <2 x i1> %Shuff20, <2 x i1> %Cmp262, <2 x i32> <i32 1, i32 3>
  %I343 = insertelement <4 x i1> %Shuff72, i1 %E93, i32 3
  %Tr344 = trunc <2 x i16> %Shuff12 to <2 x i1>
  %Sl345 = select i1 %E93, <2 x i1> %Sl9, <2 x i1> %Cmp76
  %Cmp346 = icmp ugt <4 x i64> %Sl83, %ZE125
  %L347 = load i8, i8* %0, align 1
  store i8 %L151, i8* %0, align 1
  %E348 = extractelement <2 x i64> %Sl186, i32 1
  %Shuff349 = shufflevector <4 x i1> %Shuff222, <4 x i1> %Cmp219, <4 x i32> <i32 undef, i32 undef, i32 undef, i32 0>
  %I350 = insertelement <4 x i32> %B321, i32 %L5, i32 0
  %B351 = xor <4 x i64> %Sl338, %Shuff281
  %FC352 = sitofp i1 %Tr239 to float
  %Sl353 = select i1 %Cmp270, <4 x i1> %Cmp119, <4 x i1> %Cmp46
  %Cmp354 = icmp eq <4 x i64> %Sl83, zeroinitializer
  %L355 = load i8, i8* %0, align 1
  store i8 %L144, i8* %PC, align 1
  %E356 = extractelement <2 x i16> %Shuff28, i32 1
  %Shuff357 = shufflevector <2 x i16> %Shuff198, <2 x i16> zeroinitializer, <2 x i32> <i32 2, i32 0>
  %I358 = insertelement <2 x i1> %Shuff64, i1 %Cmp, i32 0
  %B359 = or i32 %Tr74, %L324
  %PC360 = bitcast i8* %0 to i8*
  %Sl361 = select i1 %Tr, <2 x i64> %B224, <2 x i64> %I
  %Cmp362 = icmp sgt <2 x i16> %I252, %B184
  %L363 = load i8, i8* %PC360, align 1
  store i8 %L47, i8* %PC360, align 1
  %E364 = extractelement <4 x i1> %L340, i32 1
  br i1 %E364, label %CF1766, label %CF1902

CF1902:                                           ; preds = %CF1766
  %Shuff365 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %Shuff229, <2 x i32> <i32 0, i32 2>
  %I366 = insertelement <4 x i32> %Shuff, i32 %Sl300, i32 2
  %B367 = sub <4 x i64> %Shuff49, %Shuff258
  %Tr368 = trunc i32 %L18 to i16
  %Sl369 = select i1 %Tr217, i1 %Cmp226, i1 %Sl16
  br label %CF

CF:                                               ; preds = %CF, %CF1803, %CF1901, %CF1863, %CF1882, %CF1782, %CF1902
  %Cmp370 = icmp ugt <4 x i64> %B367, %Sl315
  %L371 = load i32, i32* %Sl60, align 4
  store i32 %L10, i32* %Sl60, align 4
  %E372 = extractelement <2 x i64> %Sl361, i32 1
  %Shuff373 = shufflevector <4 x i64> %Shuff146, <4 x i64> zeroinitializer, <4 x i32> <i32 6, i32 undef, i32 2, i32 4>
  %I374 = insertelement <4 x i64> zeroinitializer, i64 %B275, i32 0
  %B375 = mul i32 %L120, %Sl300
  %Se376 = sext <2 x i1> %Shuff94 to <2 x i32>
  %Sl377 = select <2 x i1> %Cmp262, <2 x i64> %Sl284, <2 x i64> %Sl269
  %Cmp378 = icmp sgt <2 x i16> %B328, %I289
  %L379 = load i8, i8* %PC, align 1
  store <2 x double> %B140, <2 x double>* %Sl75, align 16
  %E380 = extractelement <4 x i1> %L62, i32 2
  br i1 %E380, label %CF, label %CF1803

CF1803:                                           ; preds = %CF
  %Shuff381 = shufflevector <2 x i16> %Sl103, <2 x i16> %B238, <2 x i32> <i32 1, i32 3>
  %I382 = insertelement <2 x i64> %I191, i64 %B275, i32 1
  %B383 = ashr i64 %E11, %E33
  %Se384 = sext i1 %Cmp195 to i8
  %Sl385 = select <2 x i1> %Shuff42, <2 x i16> %B36, <2 x i16> %Sl210
  %Cmp386 = fcmp oeq <4 x float> %Shuff214, %FC141
  %L387 = load i32, i32* %Sl, align 4
  store i8 %L332, i8* %PC360, align 1
  %E388 = extractelement <4 x i64> %Shuff281, i32 2
  %Shuff389 = shufflevector <2 x i1> %Cmp179, <2 x i1> zeroinitializer, <2 x i32> <i32 1, i32 undef>
  %I390 = insertelement <4 x i1> %Shuff190, i1 %Cmp25, i32 3
  %B391 = sub i8 %L271, %L227
  %FC392 = uitofp i8 %L271 to float
  %Sl393 = select i1 %E310, i32 %L55, i32 %L279
  %Cmp394 = icmp eq i8 %B290, %L355
  br i1 %Cmp394, label %CF, label %CF1736

CF1736:                                           ; preds = %CF1736, %CF1773, %CF1803
  %L395 = load i8, i8* %PC360, align 1
  store i8 %B81, i8* %PC360, align 1
  %E396 = extractelement <4 x i32> zeroinitializer, i32 1
  %Shuff397 = shufflevector <2 x i16> %Shuff169, <2 x i16> %Shuff198, <2 x i32> <i32 0, i32 2>
  %I398 = insertelement <4 x i1> %Cmp187, i1 %E364, i32 2
  %B399 = ashr i32 %B124, %Sl300
  %Tr400 = trunc i32 %L188 to i1
  br i1 %Tr400, label %CF1736, label %CF1773

CF1773:                                           ; preds = %CF1736
  %Sl401 = select i1 %Cmp61, i8 %L302, i8 %5
  %Cmp402 = icmp ule <4 x i1> %Cmp248, %I207
  %L403 = load i8, i8* %PC360, align 1
  store i32 %L167, i32* %Sl60, align 4
  %E404 = extractelement <2 x i16> %Shuff381, i32 1
  %Shuff405 = shufflevector <4 x i1> %Cmp402, <4 x i1> %Cmp46, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I406 = insertelement <4 x i1> %I398, i1 %Sl45, i32 0
  %B407 = udiv i8 %5, %Sl38
  %Se408 = sext <4 x i1> %Cmp211 to <4 x i32>
  %Sl409 = select i1 %E56, i1 %E272, i1 %Cmp241
  br i1 %Sl409, label %CF1736, label %CF1742

CF1742:                                           ; preds = %CF1742, %CF1814, %CF1773
  %Cmp410 = icmp slt i32 %E113, %L188
  br i1 %Cmp410, label %CF1742, label %CF1814

CF1814:                                           ; preds = %CF1742
  %L411 = load i8, i8* %PC360, align 1
  store i32 %B260, i32* %Sl60, align 4
  %E412 = extractelement <2 x i16> %Shuff87, i32 1
  %Shuff413 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %Shuff273, <4 x i32> <i32 4, i32 6, i32 undef, i32 2>
  %I414 = insertelement <2 x i1> %Shuff20, i1 %Cmp31, i32 0
  %ZE415 = zext <2 x i1> %Shuff342 to <2 x i32>
  %Sl416 = select i1 %Cmp394, <2 x double> %I147, <2 x double> %FC67
  %Cmp417 = icmp slt i64 %4, %ZE117
  br i1 %Cmp417, label %CF1742, label %CF1767

CF1767:                                           ; preds = %CF1767, %CF1814
  %L418 = load i32, i32* %Sl, align 4
  store i8 %L263, i8* %0, align 1
  %E419 = extractelement <4 x i1> %Cmp46, i32 3
  br i1 %E419, label %CF1767, label %CF1901

CF1901:                                           ; preds = %CF1767
  %Shuff420 = shufflevector <2 x i1> %Shuff20, <2 x i1> %Shuff64, <2 x i32> <i32 2, i32 0>
  %I421 = insertelement <2 x i1> %Cmp54, i1 %Cmp308, i32 0
  %B422 = ashr i32 %L98, %L18
  %ZE423 = zext i1 %Sl369 to i64
  %Sl424 = select i1 %Tr156, i32 %Sl300, i32 %B359
  %Cmp425 = icmp ugt <4 x i64> %Shuff146, %Sl83
  %L426 = load i8, i8* %0, align 1
  store i8 %Tr23, i8* %PC360, align 1
  %E427 = extractelement <4 x i64> zeroinitializer, i32 2
  %Shuff428 = shufflevector <4 x i1> %Cmp402, <4 x i1> %Cmp46, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I429 = insertelement <4 x i64> %ZE125, i64 0, i32 3
  %Tr430 = trunc i32 431203 to i16
  %Sl431 = select i1 %Cmp, i32 %L324, i32 %L55
  %Cmp432 = icmp ult i64 %E121, %E145
  br i1 %Cmp432, label %CF, label %CF1701

CF1701:                                           ; preds = %CF1701, %CF1901
  %L433 = load i8, i8* %PC360, align 1
  store i8 %L411, i8* %PC, align 1
  %E434 = extractelement <4 x i32> %I43, i32 3
  %Shuff435 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %I43, <4 x i32> <i32 undef, i32 0, i32 2, i32 4>
  %I436 = insertelement <4 x float> %Shuff214, float %FC, i32 0
  %Tr437 = trunc i32 %E280 to i16
  %Sl438 = select i1 %Cmp339, i32 %L279, i32 %L167
  %Cmp439 = icmp eq <2 x i16> %Shuff100, %Shuff100
  %L440 = load i8, i8* %PC360, align 1
  store i8 %Se384, i8* %0, align 1
  %E441 = extractelement <2 x i1> %Shuff288, i32 0
  br i1 %E441, label %CF1701, label %CF1739

CF1739:                                           ; preds = %CF1739, %CF1937, %CF1701
  %Shuff442 = shufflevector <4 x i1> %I282, <4 x i1> %I398, <4 x i32> <i32 undef, i32 5, i32 7, i32 1>
  %I443 = insertelement <2 x i64> %I191, i64 %ZE117, i32 1
  %B444 = ashr i32 %L387, %L418
  %FC445 = uitofp i16 %Tr430 to float
  %Sl446 = select i1 %Sl149, double 0xECA5C744E4A3B4C2, double %E213
  %Cmp447 = icmp slt i1 %Sl247, %Cmp339
  br i1 %Cmp447, label %CF1739, label %CF1937

CF1937:                                           ; preds = %CF1739
  %L448 = load i8, i8* %0, align 1
  store i8 %L47, i8* %0, align 1
  %E449 = extractelement <2 x i16> %I65, i32 1
  %Shuff450 = shufflevector <4 x i1> %L173, <4 x i1> %Cmp187, <4 x i32> <i32 2, i32 undef, i32 6, i32 0>
  %I451 = insertelement <2 x i1> %Shuff342, i1 %Tr400, i32 0
  %Sl452 = select i1 %Cmp143, i32 %L32, i32 %L85
  %Cmp453 = icmp sgt <2 x i64> %Se209, %I327
  %L454 = load i8, i8* %PC360, align 1
  store i8 %B290, i8* %0, align 1
  %E455 = extractelement <4 x i1> %I406, i32 2
  br i1 %E455, label %CF1739, label %CF1813

CF1813:                                           ; preds = %CF1813, %CF1937
  %Shuff456 = shufflevector <2 x i1> %Shuff64, <2 x i1> %Shuff389, <2 x i32> <i32 1, i32 undef>
  %I457 = insertelement <2 x i1> %Cmp439, i1 true, i32 1
  %Tr458 = fptrunc <2 x double> %B140 to <2 x float>
  %Sl459 = select i1 %Cmp410, <2 x i16> %I65, <2 x i16> %Shuff57
  %Cmp460 = icmp eq i32 %Sl424, %B260
  br i1 %Cmp460, label %CF1813, label %CF1859

CF1859:                                           ; preds = %CF1859, %CF1813
  %L461 = load i32, i32* %Sl60, align 4
  store i8 %B66, i8* %PC360, align 1
  %E462 = extractelement <2 x i16> %Shuff169, i32 1
  %Shuff463 = shufflevector <4 x i64> %Shuff281, <4 x i64> %Sl315, <4 x i32> <i32 undef, i32 0, i32 undef, i32 4>
  %I464 = insertelement <2 x i1> %Shuff94, i1 %Cmp255, i32 0
  %B465 = sub <2 x i64> %ZE314, %B148
  %ZE466 = zext i1 %Sl16 to i8
  %Sl467 = select i1 %E364, i1 %E160, i1 %Cmp143
  br i1 %Sl467, label %CF1859, label %CF1863

CF1863:                                           ; preds = %CF1859
  %Cmp468 = fcmp false float %FC352, %FC392
  br i1 %Cmp468, label %CF, label %CF1686

CF1686:                                           ; preds = %CF1686, %CF1770, %CF1743, %CF1863
  %L469 = load i8, i8* %PC, align 1
  store i8 %B109, i8* %PC360, align 1
  %E470 = extractelement <2 x i1> %I29, i32 0
  br i1 %E470, label %CF1686, label %CF1770

CF1770:                                           ; preds = %CF1686
  %Shuff471 = shufflevector <2 x i64> %Sl269, <2 x i64> %Sl269, <2 x i32> <i32 1, i32 3>
  %I472 = insertelement <4 x i1> %Cmp158, i1 %Cmp226, i32 3
  %B473 = sdiv <4 x i64> zeroinitializer, %Shuff281
  %Tr474 = trunc <2 x i64> %I191 to <2 x i1>
  %Sl475 = select i1 %Cmp432, i1 %Cmp195, i1 %Cmp447
  br i1 %Sl475, label %CF1686, label %CF1695

CF1695:                                           ; preds = %CF1695, %CF1847, %CF1770
  %Cmp476 = icmp ult i64 %4, %E181
  br i1 %Cmp476, label %CF1695, label %CF1827

CF1827:                                           ; preds = %CF1827, %CF1695
  %L477 = load <4 x i32>, <4 x i32>* %A1, align 16
  store i32 %L418, i32* %Sl60, align 4
  %E478 = extractelement <4 x i1> %I223, i32 3
  br i1 %E478, label %CF1827, label %CF1847

CF1847:                                           ; preds = %CF1827
  %Shuff479 = shufflevector <4 x i32> %Shuff413, <4 x i32> %B208, <4 x i32> <i32 2, i32 undef, i32 6, i32 0>
  %I480 = insertelement <4 x i1> %Shuff304, i1 %Cmp166, i32 0
  %B481 = ashr <4 x i32> %I366, %Shuff34
  %FC482 = uitofp <2 x i1> %Cmp453 to <2 x double>
  %Sl483 = select <4 x i1> %I207, <4 x i1> %L286, <4 x i1> %Shuff138
  %Cmp484 = icmp ule i1 %Cmp301, %Cmp135
  br i1 %Cmp484, label %CF1695, label %CF1743

CF1743:                                           ; preds = %CF1847
  %L485 = load i8, i8* %0, align 1
  store i8 %L144, i8* %PC360, align 1
  %E486 = extractelement <4 x i1> %Cmp158, i32 2
  br i1 %E486, label %CF1686, label %CF1693

CF1693:                                           ; preds = %CF1693, %CF1784, %CF1728, %CF1743
  %Shuff487 = shufflevector <2 x i1> %I414, <2 x i1> %Shuff94, <2 x i32> <i32 1, i32 3>
  %I488 = insertelement <4 x i1> %Shuff326, i1 %Cmp432, i32 3
  %B489 = add i32 %L309, %L220
  %Tr490 = trunc i64 %E33 to i1
  br i1 %Tr490, label %CF1693, label %CF1748

CF1748:                                           ; preds = %CF1748, %CF1693
  %Sl491 = select i1 %E455, <2 x i16> %Shuff87, <2 x i16> %Sl459
  %Cmp492 = icmp uge i32 %L55, %L220
  br i1 %Cmp492, label %CF1748, label %CF1784

CF1784:                                           ; preds = %CF1748
  %L493 = load i8, i8* %0, align 1
  store i32 %L371, i32* %Sl, align 4
  %E494 = extractelement <2 x i1> %Shuff20, i32 1
  br i1 %E494, label %CF1693, label %CF1728

CF1728:                                           ; preds = %CF1784
  %Shuff495 = shufflevector <2 x i1> %Shuff42, <2 x i1> %Shuff42, <2 x i32> undef
  %I496 = insertelement <4 x i64> zeroinitializer, i64 %ZE117, i32 2
  %B497 = udiv <4 x i64> %Shuff146, %Shuff258
  %Tr498 = trunc i64 %E388 to i32
  %Sl499 = select i1 true, i1 %E486, i1 %Cmp484
  br i1 %Sl499, label %CF1693, label %CF1694

CF1694:                                           ; preds = %CF1694, %CF1787, %CF1776, %CF1728
  %Cmp500 = icmp ule i1 %Sl232, %E364
  br i1 %Cmp500, label %CF1694, label %CF1787

CF1787:                                           ; preds = %CF1694
  %L501 = load i8, i8* %0, align 1
  store i32 %L70, i32* %Sl, align 4
  %E502 = extractelement <4 x i1> %Cmp425, i32 3
  br i1 %E502, label %CF1694, label %CF1776

CF1776:                                           ; preds = %CF1787
  %Shuff503 = shufflevector <2 x i64> %Sl90, <2 x i64> %I443, <2 x i32> <i32 2, i32 0>
  %I504 = insertelement <2 x i16> %Shuff100, i16 %Tr133, i32 0
  %B505 = udiv i64 %B155, %ZE117
  %Tr506 = trunc i64 248663 to i1
  br i1 %Tr506, label %CF1694, label %CF1744

CF1744:                                           ; preds = %CF1744, %CF1843, %CF1776
  %Sl507 = select <2 x i1> %Cmp76, <2 x i1> %Shuff122, <2 x i1> zeroinitializer
  %Cmp508 = icmp ule i32 %L279, %E152
  br i1 %Cmp508, label %CF1744, label %CF1843

CF1843:                                           ; preds = %CF1744
  %L509 = load i8, i8* %0, align 1
  store i8 %L440, i8* %PC360, align 1
  %E510 = extractelement <4 x i1> %Cmp84, i32 2
  br i1 %E510, label %CF1744, label %CF1783

CF1783:                                           ; preds = %CF1783, %CF1843
  %Shuff511 = shufflevector <2 x i64> %Sl90, <2 x i64> %I305, <2 x i32> undef
  %I512 = insertelement <4 x i64> %Shuff463, i64 %B505, i32 3
  %B513 = udiv i64 %E341, %B216
  %Tr514 = trunc <2 x i64> %I215 to <2 x i1>
  %Sl515 = select i1 %E380, i1 %Sl149, i1 %Sl171
  br i1 %Sl515, label %CF1783, label %CF1796

CF1796:                                           ; preds = %CF1796, %CF1783
  %Cmp516 = icmp sge i8 %Sl401, %Tr23
  br i1 %Cmp516, label %CF1796, label %CF1882

CF1882:                                           ; preds = %CF1796
  %L517 = load <4 x i1>, <4 x i1>* %Sl110, align 1
  store i8 %B81, i8* %0, align 1
  %E518 = extractelement <2 x i16> %Shuff28, i32 1
  %Shuff519 = shufflevector <2 x i64> %Sl377, <2 x i64> %Sl90, <2 x i32> <i32 2, i32 0>
  %I520 = insertelement <2 x i64> %Sl90, i64 %B216, i32 0
  %B521 = or i8 %B290, %L454
  %Sl522 = select i1 %Tr217, i1 %E63, i1 %E364
  br i1 %Sl522, label %CF, label %CF1671

CF1671:                                           ; preds = %CF1671, %CF1944, %CF1835, %CF1790, %CF1708, %CF1882
  %Cmp523 = icmp sgt <2 x i64> %B148, %Sl90
  %L524 = load i8, i8* %PC360, align 1
  store i8 %L501, i8* %0, align 1
  %E525 = extractelement <2 x i16> %Shuff397, i32 0
  %Shuff526 = shufflevector <2 x i16> zeroinitializer, <2 x i16> %Sl459, <2 x i32> <i32 3, i32 1>
  %I527 = insertelement <4 x i1> %Cmp233, i1 %Tr299, i32 1
  %Tr528 = trunc i16 %E to i1
  br i1 %Tr528, label %CF1671, label %CF1819

CF1819:                                           ; preds = %CF1819, %CF1946, %CF1671
  %Sl529 = select i1 %Cmp166, i1 %Tr528, i1 %Tr283
  br i1 %Sl529, label %CF1819, label %CF1946

CF1946:                                           ; preds = %CF1819
  %Cmp530 = icmp slt <2 x i1> %Shuff236, %Cmp150
  %L531 = load i8, i8* %PC360, align 1
  store i8 %L363, i8* %PC, align 1
  %E532 = extractelement <2 x i64> zeroinitializer, i32 1
  %Shuff533 = shufflevector <2 x i16> %I65, <2 x i16> %Shuff311, <2 x i32> <i32 0, i32 2>
  %I534 = insertelement <2 x i1> %Shuff389, i1 true, i32 0
  %B535 = sub <2 x i16> %Shuff28, %Shuff381
  %ZE536 = zext i1 %Tr102 to i32
  %Sl537 = select i1 %Cmp255, i1 %E93, i1 %Tr528
  br i1 %Sl537, label %CF1819, label %CF1890

CF1890:                                           ; preds = %CF1890, %CF1946
  %Cmp538 = icmp ult i8 %L271, %B521
  br i1 %Cmp538, label %CF1890, label %CF1944

CF1944:                                           ; preds = %CF1890
  %L539 = load i32, i32* %Sl60, align 4
  store i8 71, i8* %0, align 1
  %E540 = extractelement <4 x i32> %B321, i32 0
  %Shuff541 = shufflevector <2 x float> %Tr458, <2 x float> %Tr458, <2 x i32> <i32 3, i32 1>
  %I542 = insertelement <4 x i64> %I512, i64 %B505, i32 1
  %B543 = mul i8 %L271, %B521
  %FC544 = uitofp i8 %L317 to float
  %Sl545 = select <2 x i1> zeroinitializer, <2 x i64> %I215, <2 x i64> %Shuff503
  %Cmp546 = icmp sge <4 x i1> %L234, %L62
  %L547 = load i32, i32* %Sl, align 4
  store i32 %L112, i32* %Sl60, align 4
  %E548 = extractelement <4 x i32> %Sl134, i32 0
  %Shuff549 = shufflevector <2 x i1> %Shuff456, <2 x i1> %Shuff64, <2 x i32> <i32 3, i32 undef>
  %I550 = insertelement <2 x i1> %Shuff236, i1 %Sl330, i32 1
  %Tr551 = trunc <2 x i64> %I443 to <2 x i16>
  %Sl552 = select i1 %Cmp135, i32 %L371, i32 %Sl393
  %Cmp553 = icmp ugt i1 %E502, %Sl537
  br i1 %Cmp553, label %CF1671, label %CF1764

CF1764:                                           ; preds = %CF1764, %CF1944
  %L554 = load i8, i8* %0, align 1
  %E555 = extractelement <2 x i1> %Shuff342, i32 0
  br i1 %E555, label %CF1764, label %CF1835

CF1835:                                           ; preds = %CF1764
  %Shuff556 = shufflevector <2 x i16> %I230, <2 x i16> %B184, <2 x i32> <i32 undef, i32 1>
  %I557 = insertelement <4 x i32> %Shuff34, i32 %L387, i32 1
  %B558 = sdiv i8 %B66, %L347
  %Sl559 = select <4 x i1> %Shuff442, <4 x i32> zeroinitializer, <4 x i32> %I80
  %Cmp560 = icmp ne i1 %E364, %E160
  br i1 %Cmp560, label %CF1671, label %CF1698

CF1698:                                           ; preds = %CF1698, %CF1868, %CF1858, %CF1835
  %L561 = load i8, i8* %PC360, align 1
  store i8 %L485, i8* %PC, align 1
  %E562 = extractelement <2 x i1> %Shuff236, i32 0
  br i1 %E562, label %CF1698, label %CF1868

CF1868:                                           ; preds = %CF1698
  %Shuff563 = shufflevector <2 x i16> %Shuff556, <2 x i16> %I289, <2 x i32> <i32 1, i32 3>
  %I564 = insertelement <4 x i1> %Sl254, i1 %E562, i32 3
  %Tr565 = trunc i64 %E168 to i16
  %Sl566 = select <2 x i1> %Sl507, <2 x i16> %B238, <2 x i16> %I504
  %Cmp567 = icmp ne <2 x i16> %B36, %I504
  %L568 = load i8, i8* %0, align 1
  store i8 %L448, i8* %PC360, align 1
  %E569 = extractelement <4 x i1> %Cmp402, i32 0
  br i1 %E569, label %CF1698, label %CF1791

CF1791:                                           ; preds = %CF1791, %CF1868
  %Shuff570 = shufflevector <4 x i1> %I564, <4 x i1> %Shuff334, <4 x i32> <i32 undef, i32 5, i32 7, i32 undef>
  %I571 = insertelement <2 x double> %FC482, double 0xECA5C744E4A3B4C2, i32 1
  %B572 = shl i32 %Sl393, 101963
  %Tr573 = trunc i64 %E318 to i32
  %Sl574 = select i1 %Cmp, i8 %L347, i8 %L363
  %Cmp575 = icmp ne <2 x i16> %B238, %Shuff87
  %L576 = load i32, i32* %Sl, align 4
  store i8 %B109, i8* %PC360, align 1
  %E577 = extractelement <2 x i16> %I230, i32 0
  %Shuff578 = shufflevector <4 x i1> %Cmp158, <4 x i1> %I527, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I579 = insertelement <2 x i16> %Shuff198, i16 %Tr133, i32 1
  %B580 = ashr i32 %B267, %Sl24
  %PC581 = bitcast i8* %PC360 to i8*
  %Sl582 = select i1 %Tr217, i8 %Se384, i8 %B81
  %Cmp583 = icmp slt i16 %Sl202, %Tr565
  br i1 %Cmp583, label %CF1791, label %CF1858

CF1858:                                           ; preds = %CF1791
  %L584 = load i32, i32* %Sl, align 4
  store i8 %L395, i8* %PC581, align 1
  %E585 = extractelement <4 x i1> %Shuff428, i32 3
  br i1 %E585, label %CF1698, label %CF1790

CF1790:                                           ; preds = %CF1858
  %Shuff586 = shufflevector <4 x i1> %I398, <4 x i1> %Sl240, <4 x i32> <i32 undef, i32 undef, i32 2, i32 4>
  %I587 = insertelement <4 x i32> %Sl261, i32 %L188, i32 0
  %B588 = shl <2 x i16> %B535, %I65
  %Tr589 = trunc i8 %L433 to i1
  br i1 %Tr589, label %CF1671, label %CF1679

CF1679:                                           ; preds = %CF1679, %CF1896, %CF1930, %CF1790
  %Sl590 = select <4 x i1> %Sl483, <4 x i64> %Sl338, <4 x i64> %Shuff463
  %Cmp591 = icmp ugt i8 71, %L347
  br i1 %Cmp591, label %CF1679, label %CF1768

CF1768:                                           ; preds = %CF1768, %CF1679
  %L592 = load i8, i8* %PC, align 1
  store i8 %L271, i8* %PC360, align 1
  %E593 = extractelement <4 x i64> %ZE125, i32 2
  %Shuff594 = shufflevector <2 x i1> %Sl345, <2 x i1> %Shuff122, <2 x i32> <i32 1, i32 3>
  %I595 = insertelement <2 x float> %Shuff541, float %FC, i32 1
  %B596 = ashr i64 %E181, %E341
  %FC597 = sitofp <2 x i1> %Shuff20 to <2 x float>
  %Sl598 = select i1 %Cmp39, i1 %Cmp492, i1 %E56
  br i1 %Sl598, label %CF1768, label %CF1871

CF1871:                                           ; preds = %CF1871, %CF1768
  %Cmp599 = fcmp une <2 x double> %BC, %B140
  %L600 = load i8, i8* %PC360, align 1
  store i8 %L379, i8* %PC581, align 1
  %E601 = extractelement <2 x float> %Shuff541, i32 0
  %Shuff602 = shufflevector <2 x i64> %Shuff229, <2 x i64> %B116, <2 x i32> <i32 3, i32 1>
  %I603 = insertelement <2 x i64> %Shuff503, i64 %E121, i32 1
  %ZE604 = zext i1 %Cmp143 to i16
  %Sl605 = select i1 %Tr217, <2 x i16> %Shuff533, <2 x i16> %B184
  %Cmp606 = icmp ule i1 %E295, %E174
  br i1 %Cmp606, label %CF1871, label %CF1896

CF1896:                                           ; preds = %CF1871
  %L607 = load i8, i8* %PC581, align 1
  store i8 %L509, i8* %PC360, align 1
  %E608 = extractelement <4 x i1> %I527, i32 3
  br i1 %E608, label %CF1679, label %CF1699

CF1699:                                           ; preds = %CF1699, %CF1899, %CF1896
  %Shuff609 = shufflevector <2 x i1> %Sl9, <2 x i1> %Cmp599, <2 x i32> <i32 2, i32 0>
  %I610 = insertelement <2 x i1> %I414, i1 %Sl194, i32 0
  %B611 = add i32 %Sl424, %FC82
  %ZE612 = zext i1 %E441 to i64
  %Sl613 = select i1 %E63, <4 x i64> %Shuff373, <4 x i64> %Shuff49
  %Cmp614 = icmp slt i32 %B489, %Sl393
  br i1 %Cmp614, label %CF1699, label %CF1899

CF1899:                                           ; preds = %CF1699
  %L615 = load i8, i8* %PC581, align 1
  store i8 %Se384, i8* %PC360, align 1
  %E616 = extractelement <4 x i32> %B481, i32 3
  %Shuff617 = shufflevector <2 x i1> %Shuff609, <2 x i1> %I358, <2 x i32> <i32 2, i32 0>
  %I618 = insertelement <4 x i1> %Shuff304, i1 true, i32 0
  %B619 = fadd <2 x float> %Tr458, %Tr458
  %Se620 = sext <4 x i1> %L340 to <4 x i64>
  %Sl621 = select <2 x i1> %Cmp150, <2 x i16> %Shuff12, <2 x i16> %I230
  %Cmp622 = icmp ugt i1 %Cmp484, true
  br i1 %Cmp622, label %CF1699, label %CF1775

CF1775:                                           ; preds = %CF1775, %CF1899
  %L623 = load i8, i8* %PC360, align 1
  store i32 %Sl393, i32* %Sl60, align 4
  %E624 = extractelement <2 x i1> %Shuff495, i32 0
  br i1 %E624, label %CF1775, label %CF1930

CF1930:                                           ; preds = %CF1775
  %Shuff625 = shufflevector <2 x i64> %Se209, <2 x i64> %Shuff602, <2 x i32> <i32 1, i32 3>
  %I626 = insertelement <4 x i64> %Shuff463, i64 %B163, i32 3
  %Sl627 = select i1 %E93, i64 -1, i64 %4
  %Cmp628 = icmp ne i16 %Tr430, %E518
  br i1 %Cmp628, label %CF1679, label %CF1681

CF1681:                                           ; preds = %CF1681, %CF1900, %CF1807, %CF1734, %CF1722, %CF1930
  %L629 = load i32, i32* %Sl, align 4
  store i8 %B521, i8* %PC581, align 1
  %E630 = extractelement <2 x float> %Shuff541, i32 1
  %Shuff631 = shufflevector <2 x i16> zeroinitializer, <2 x i16> %Shuff397, <2 x i32> <i32 0, i32 2>
  %I632 = insertelement <4 x i1> %I398, i1 %Sl16, i32 2
  %B633 = ashr i64 %ZE612, %B505
  %Se634 = sext <2 x i1> %I464 to <2 x i64>
  %Sl635 = select <2 x i1> %Cmp262, <2 x i16> %Shuff100, <2 x i16> %Shuff87
  %Cmp636 = icmp eq i1 %Cmp622, %E455
  br i1 %Cmp636, label %CF1681, label %CF1900

CF1900:                                           ; preds = %CF1681
  %L637 = load i8, i8* %PC360, align 1
  store i8 %L263, i8* %PC360, align 1
  %E638 = extractelement <4 x float> %FC231, i32 0
  %Shuff639 = shufflevector <2 x i1> %Shuff94, <2 x i1> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I640 = insertelement <4 x i32> %I366, i32 %E152, i32 1
  %B641 = ashr i32 %L85, %B611
  %FC642 = sitofp <2 x i1> zeroinitializer to <2 x double>
  %Sl643 = select i1 %Tr589, i1 %Cmp241, i1 %Cmp553
  br i1 %Sl643, label %CF1681, label %CF1807

CF1807:                                           ; preds = %CF1900
  %Cmp644 = icmp ne i16 %E221, %Tr430
  br i1 %Cmp644, label %CF1681, label %CF1734

CF1734:                                           ; preds = %CF1807
  %L645 = load i32, i32* %Sl60, align 4
  store i8 %L379, i8* %0, align 1
  %E646 = extractelement <2 x i1> %Cmp262, i32 0
  br i1 %E646, label %CF1681, label %CF1718

CF1718:                                           ; preds = %CF1718, %CF1795, %CF1854, %CF1734
  %Shuff647 = shufflevector <4 x i1> %L234, <4 x i1> %Shuff304, <4 x i32> <i32 1, i32 3, i32 5, i32 undef>
  %I648 = insertelement <2 x i1> %Shuff94, i1 true, i32 1
  %BC649 = bitcast <4 x float> %FC231 to <4 x i32>
  %Sl650 = select i1 %Cmp270, i1 %Cmp500, i1 true
  br i1 %Sl650, label %CF1718, label %CF1795

CF1795:                                           ; preds = %CF1718
  %Cmp651 = icmp ne i8 %L332, %L302
  br i1 %Cmp651, label %CF1718, label %CF1769

CF1769:                                           ; preds = %CF1769, %CF1809, %CF1795
  %L652 = load i8, i8* %PC581, align 1
  store i8 %Sl30, i8* %PC360, align 1
  %E653 = extractelement <4 x i1> %I406, i32 2
  br i1 %E653, label %CF1769, label %CF1809

CF1809:                                           ; preds = %CF1769
  %Shuff654 = shufflevector <4 x i32> %Shuff273, <4 x i32> %Se408, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I655 = insertelement <4 x float> %Shuff175, float %FC, i32 3
  %B656 = or i8 %L271, %L271
  %PC657 = bitcast <4 x i32>* %A1 to i1*
  %Sl658 = select <2 x i1> %Shuff594, <2 x i16> %B535, <2 x i16> %Sl459
  %Cmp659 = icmp ult <2 x i1> %Cmp316, %Shuff42
  %L660 = load i1, i1* %PC657, align 1
  br i1 %L660, label %CF1769, label %CF1777

CF1777:                                           ; preds = %CF1777, %CF1850, %CF1809
  store i32 %B572, i32* %Sl60, align 4
  %E661 = extractelement <2 x i64> %Shuff206, i32 0
  %Shuff662 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %Shuff503, <2 x i32> <i32 undef, i32 1>
  %I663 = insertelement <2 x i1> %Shuff20, i1 %Cmp, i32 1
  %B664 = srem <2 x i16> %I504, %I579
  %Tr665 = trunc i8 %B290 to i1
  br i1 %Tr665, label %CF1777, label %CF1808

CF1808:                                           ; preds = %CF1808, %CF1926, %CF1777
  %Sl666 = select i1 %E502, i64 %ZE117, i64 %E145
  %Cmp667 = icmp ule <2 x i1> %Shuff594, zeroinitializer
  %L668 = load i8, i8* %PC581, align 1
  store i32 %B489, i32* %Sl, align 4
  %E669 = extractelement <2 x i64> %Shuff662, i32 0
  %Shuff670 = shufflevector <2 x i1> %Cmp76, <2 x i1> %Cmp127, <2 x i32> <i32 1, i32 3>
  %I671 = insertelement <2 x i1> %Shuff617, i1 %Tr239, i32 1
  %B672 = shl i16 %Tr368, %E189
  %Sl673 = select i1 %Cmp323, i64 %B513, i64 %E243
  %Cmp674 = icmp sge i64 %E341, %E48
  br i1 %Cmp674, label %CF1808, label %CF1926

CF1926:                                           ; preds = %CF1808
  %L675 = load i8, i8* %PC360, align 1
  store i1 %Tr217, i1* %PC657, align 1
  %E676 = extractelement <2 x i64> zeroinitializer, i32 0
  %Shuff677 = shufflevector <2 x i64> %Shuff206, <2 x i64> %Shuff602, <2 x i32> <i32 1, i32 undef>
  %I678 = insertelement <2 x i64> %Shuff503, i64 %B155, i32 1
  %Se679 = sext <4 x i1> %Cmp119 to <4 x i32>
  %Sl680 = select <2 x i1> %Cmp378, <2 x i16> %Sl566, <2 x i16> %Sl491
  %Cmp681 = icmp sge <4 x i1> %Shuff578, %I390
  %L682 = load i32, i32* %Sl60, align 4
  store i8 %L144, i8* %PC581, align 1
  %E683 = extractelement <4 x float> %Shuff214, i32 0
  %Shuff684 = shufflevector <4 x i1> %Sl353, <4 x i1> %Shuff349, <4 x i32> <i32 3, i32 undef, i32 7, i32 1>
  %I685 = insertelement <4 x i64> %Shuff281, i64 %E661, i32 1
  %B686 = or i32 %Se, %Tr498
  %Se687 = sext i32 %Sl424 to i64
  %Sl688 = select <4 x i1> %Shuff326, <4 x i32> %B481, <4 x i32> %B208
  %Cmp689 = icmp sgt <2 x i16> %Sl658, %I139
  %L690 = load i8, i8* %PC360, align 1
  store i32 %L136, i32* %Sl, align 4
  %E691 = extractelement <2 x i16> %Shuff198, i32 0
  %Shuff692 = shufflevector <4 x i1> %Cmp158, <4 x i1> %Shuff442, <4 x i32> <i32 3, i32 5, i32 7, i32 undef>
  %I693 = insertelement <2 x i1> %Shuff609, i1 %E160, i32 1
  %B694 = or i32 %B686, %Sl438
  %Se695 = sext i8 0 to i64
  %Sl696 = select i1 %E235, i1 %E174, i1 %E364
  br i1 %Sl696, label %CF1808, label %CF1850

CF1850:                                           ; preds = %CF1926
  %Cmp697 = icmp sge i8 %L561, 0
  br i1 %Cmp697, label %CF1777, label %CF1805

CF1805:                                           ; preds = %CF1805, %CF1850
  %L698 = load i1, i1* %PC657, align 1
  br i1 %L698, label %CF1805, label %CF1811

CF1811:                                           ; preds = %CF1811, %CF1805
  store i8 %L690, i8* %PC360, align 1
  %E699 = extractelement <2 x i1> %Cmp453, i32 1
  br i1 %E699, label %CF1811, label %CF1833

CF1833:                                           ; preds = %CF1833, %CF1811
  %Shuff700 = shufflevector <4 x i64> %I88, <4 x i64> %I542, <4 x i32> <i32 undef, i32 4, i32 6, i32 0>
  %I701 = insertelement <4 x i1> %L173, i1 %Cmp614, i32 0
  %B702 = or <4 x i64> %I685, zeroinitializer
  %FC703 = sitofp i1 %E699 to float
  %Sl704 = select i1 %Tr217, i32 %Sl393, i32 %ZE536
  %Cmp705 = fcmp false float 0xC14F691340000000, %E630
  br i1 %Cmp705, label %CF1833, label %CF1854

CF1854:                                           ; preds = %CF1833
  %L706 = load i8, i8* %PC, align 1
  store i8 %L675, i8* %PC, align 1
  %E707 = extractelement <2 x i16> %B36, i32 0
  %Shuff708 = shufflevector <2 x double> %Sl416, <2 x double> %I571, <2 x i32> <i32 1, i32 undef>
  %I709 = insertelement <2 x i1> %Cmp362, i1 %Cmp293, i32 1
  %ZE710 = fpext float %FC352 to double
  %Sl711 = select i1 %Cmp508, i32 %B, i32 %B641
  %Cmp712 = icmp eq <2 x i64> %I678, zeroinitializer
  %L713 = load i8, i8* %PC, align 1
  store i8 %L469, i8* %PC360, align 1
  %E714 = extractelement <4 x i1> %L340, i32 3
  br i1 %E714, label %CF1718, label %CF1722

CF1722:                                           ; preds = %CF1854
  %Shuff715 = shufflevector <2 x i16> %Shuff311, <2 x i16> %I289, <2 x i32> <i32 2, i32 undef>
  %I716 = insertelement <2 x i1> %Shuff389, i1 %Cmp460, i32 0
  %FC717 = sitofp <2 x i16> %Sl292 to <2 x float>
  %Sl718 = select i1 %E714, i32 %FC82, i32 %ZE536
  %Cmp719 = icmp ugt <4 x i64> %I496, %Sl315
  %L720 = load i1, i1* %PC657, align 1
  br i1 %L720, label %CF1681, label %CF1684

CF1684:                                           ; preds = %CF1684, %CF1917, %CF1839, %CF1945, %CF1943, %CF1849, %CF1722
  store i8 %L347, i8* %PC581, align 1
  %E721 = extractelement <2 x i64> zeroinitializer, i32 0
  %Shuff722 = shufflevector <2 x i64> %I305, <2 x i64> %Sl186, <2 x i32> <i32 3, i32 1>
  %I723 = insertelement <2 x i16> %Sl385, i16 %B672, i32 1
  %Sl724 = select i1 %E93, i8* %0, i8* %PC581
  %Cmp725 = icmp ugt <4 x i32> %Shuff34, %B208
  %L726 = load i8, i8* %PC360, align 1
  store i8 %L668, i8* %PC581, align 1
  %E727 = extractelement <2 x i64> %Shuff471, i32 0
  %Shuff728 = shufflevector <2 x i1> %Cmp530, <2 x i1> %Cmp659, <2 x i32> <i32 3, i32 undef>
  %I729 = insertelement <2 x i1> %Cmp127, i1 %Cmp226, i32 1
  %B730 = fmul <2 x double> %B298, %Sl416
  %FC731 = uitofp i16 %E462 to float
  %Sl732 = select <2 x i1> %I671, <2 x i1> %I421, <2 x i1> %Shuff342
  %Cmp733 = icmp sgt <2 x i1> %Shuff64, %I451
  %L734 = load i8, i8* %PC360, align 1
  store i8 %L363, i8* %PC581, align 1
  %E735 = extractelement <2 x i1> %Shuff122, i32 0
  br i1 %E735, label %CF1684, label %CF1917

CF1917:                                           ; preds = %CF1684
  %Shuff736 = shufflevector <2 x i64> %Shuff229, <2 x i64> %Shuff519, <2 x i32> <i32 3, i32 1>
  %I737 = insertelement <2 x i1> %Tr344, i1 true, i32 1
  %B738 = mul i8 %L469, %L196
  %Tr739 = trunc i32 %E78 to i16
  %Sl740 = select i1 %Cmp339, i1 %Cmp278, i1 %E569
  br i1 %Sl740, label %CF1684, label %CF1839

CF1839:                                           ; preds = %CF1917
  %Cmp741 = icmp ule i1 %Tr217, %Cmp636
  br i1 %Cmp741, label %CF1684, label %CF1717

CF1717:                                           ; preds = %CF1717, %CF1786, %CF1914, %CF1839
  %L742 = load i8, i8* %PC581, align 1
  store i8 %L263, i8* %PC581, align 1
  %E743 = extractelement <4 x i32> %Sl134, i32 2
  %Shuff744 = shufflevector <2 x float> %Shuff541, <2 x float> %Tr458, <2 x i32> <i32 1, i32 undef>
  %I745 = insertelement <2 x i1> %Shuff594, i1 %Cmp628, i32 1
  %FC746 = uitofp <4 x i64> %Shuff700 to <4 x float>
  %Sl747 = select i1 %Sl178, i32 %L55, i32 %L204
  %Cmp748 = icmp sge i16 %Tr133, %E189
  br i1 %Cmp748, label %CF1717, label %CF1786

CF1786:                                           ; preds = %CF1717
  %L749 = load <4 x i32>, <4 x i32>* %A1, align 16
  store i8 %B543, i8* %PC360, align 1
  %E750 = extractelement <4 x i64> %Sl83, i32 3
  %Shuff751 = shufflevector <2 x i64> %Sl269, <2 x i64> %Sl361, <2 x i32> <i32 2, i32 0>
  %I752 = insertelement <4 x i32> zeroinitializer, i32 %Tr498, i32 0
  %Sl753 = select i1 %Sl409, double %ZE710, double %B22
  %Cmp754 = icmp sgt i32 %L55, %B572
  br i1 %Cmp754, label %CF1717, label %CF1753

CF1753:                                           ; preds = %CF1753, %CF1786
  %L755 = load i8, i8* %PC360, align 1
  store i8 %L637, i8* %PC581, align 1
  %E756 = extractelement <2 x i1> %Shuff94, i32 1
  br i1 %E756, label %CF1753, label %CF1914

CF1914:                                           ; preds = %CF1753
  %Shuff757 = shufflevector <4 x i1> %Shuff450, <4 x i1> %I223, <4 x i32> <i32 undef, i32 4, i32 6, i32 0>
  %I758 = insertelement <2 x i16> %Shuff357, i16 %E404, i32 0
  %Se759 = sext i8 %L554 to i32
  %Sl760 = select i1 true, i32 %E137, i32 %L387
  %Cmp761 = fcmp ole <4 x float> %FC231, %FC141
  %L762 = load i8, i8* %PC360, align 1
  store i8 %L561, i8* %PC360, align 1
  %E763 = extractelement <2 x i1> %Shuff296, i32 1
  br i1 %E763, label %CF1717, label %CF1751

CF1751:                                           ; preds = %CF1751, %CF1914
  %Shuff764 = shufflevector <2 x i16> %Shuff556, <2 x i16> %Sl635, <2 x i32> <i32 undef, i32 2>
  %I765 = insertelement <4 x i1> %Shuff107, i1 %Sl330, i32 2
  %Tr766 = trunc i32 %B44 to i8
  %Sl767 = select i1 %E494, <2 x float> %FC717, <2 x float> %Tr458
  %Cmp768 = icmp uge <4 x i1> %Shuff586, %I472
  %L769 = load i8, i8* %PC360, align 1
  store i1 %Cmp135, i1* %PC657, align 1
  %E770 = extractelement <2 x i16> %Shuff198, i32 1
  %Shuff771 = shufflevector <4 x i32> %Sl134, <4 x i32> %I350, <4 x i32> <i32 2, i32 undef, i32 6, i32 0>
  %I772 = insertelement <4 x float> %Shuff175, float %FC392, i32 0
  %B773 = shl <4 x i32> %Shuff34, %I43
  %FC774 = sitofp i1 %Sl598 to double
  %Sl775 = select i1 true, <2 x i16> zeroinitializer, <2 x i16> %Sl459
  %Cmp776 = icmp sgt i64 %E19, %E181
  br i1 %Cmp776, label %CF1751, label %CF1945

CF1945:                                           ; preds = %CF1751
  %L777 = load i8, i8* %PC581, align 1
  store i8 %B290, i8* %PC581, align 1
  %E778 = extractelement <2 x i1> %Shuff319, i32 1
  br i1 %E778, label %CF1684, label %CF1700

CF1700:                                           ; preds = %CF1700, %CF1756, %CF1945
  %Shuff779 = shufflevector <4 x i1> %Shuff405, <4 x i1> %Cmp158, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I780 = insertelement <4 x i64> %Sl613, i64 %E427, i32 0
  %B781 = udiv i8 %Sl38, %L554
  %FC782 = sitofp i64 %E264 to float
  %Sl783 = select i1 %Sl247, i8 %L623, i8 %B521
  %L784 = load i8, i8* %PC360, align 1
  store i8 %L726, i8* %PC360, align 1
  %E785 = extractelement <2 x i1> %Shuff20, i32 1
  br i1 %E785, label %CF1700, label %CF1756

CF1756:                                           ; preds = %CF1700
  %Shuff786 = shufflevector <2 x i1> %I709, <2 x i1> %Shuff94, <2 x i32> <i32 0, i32 2>
  %I787 = insertelement <2 x i64> %ZE314, i64 %E532, i32 0
  %B788 = urem <2 x i64> %Sl545, %Sl186
  %ZE789 = zext i8 %B81 to i32
  %Sl790 = select i1 %Tr217, <4 x i1> %L517, <4 x i1> %Shuff349
  %Cmp791 = icmp ule i32 %L188, %L309
  br i1 %Cmp791, label %CF1700, label %CF1713

CF1713:                                           ; preds = %CF1713, %CF1873, %CF1756
  %L792 = load i8, i8* %PC581, align 1
  store i8 %L690, i8* %PC581, align 1
  %E793 = extractelement <4 x i32> %B321, i32 1
  %Shuff794 = shufflevector <2 x i1> %Shuff495, <2 x i1> %Sl225, <2 x i32> <i32 0, i32 2>
  %I795 = insertelement <4 x i32> %Shuff413, i32 468523, i32 2
  %ZE796 = zext <2 x i1> %Shuff130 to <2 x i32>
  %Sl797 = select i1 true, <2 x i1> %Shuff617, <2 x i1> %Shuff594
  %Cmp798 = icmp ne <2 x i1> %I534, %Cmp76
  %L799 = load i32, i32* %Sl, align 4
  store i8 %ZE466, i8* %PC581, align 1
  %E800 = extractelement <4 x i64> %I496, i32 3
  %Shuff801 = shufflevector <4 x i1> %Shuff334, <4 x i1> %Shuff757, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I802 = insertelement <4 x i32> %B321, i32 482955, i32 0
  %FC803 = fptosi <2 x double> %BC to <2 x i8>
  %Sl804 = select i1 %E93, <2 x double> %I123, <2 x double> %L105
  %Cmp805 = icmp uge <4 x i64> %Shuff463, zeroinitializer
  %L806 = load i8, i8* %PC360, align 1
  store i8 %Tr177, i8* %PC581, align 1
  %E807 = extractelement <2 x i16> %Shuff631, i32 1
  %Shuff808 = shufflevector <4 x i1> %I472, <4 x i1> %Shuff692, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I809 = insertelement <2 x i1> %Cmp127, i1 %Cmp69, i32 0
  %FC810 = sitofp <4 x i1> %I162 to <4 x float>
  %Sl811 = select i1 %Cmp, i16 %Tr437, i16 %Tr133
  %Cmp812 = fcmp ule <4 x float> %I176, %I436
  %L813 = load i1, i1* %PC657, align 1
  br i1 %L813, label %CF1713, label %CF1829

CF1829:                                           ; preds = %CF1829, %CF1713
  store i1 %L813, i1* %PC657, align 1
  %E814 = extractelement <2 x float> %FC597, i32 0
  %Shuff815 = shufflevector <2 x i1> %Cmp667, <2 x i1> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I816 = insertelement <2 x i1> %Shuff420, i1 %Tr217, i32 1
  %B817 = lshr i16 %E525, %E691
  %Se818 = sext i1 %Cmp492 to i64
  %Sl819 = select i1 %Cmp553, i1 %Cmp636, i1 %E93
  br i1 %Sl819, label %CF1829, label %CF1873

CF1873:                                           ; preds = %CF1829
  %Cmp820 = icmp ne <4 x i1> %Sl254, %Shuff692
  %L821 = load i8, i8* %PC581, align 1
  store i1 %E93, i1* %PC657, align 1
  %E822 = extractelement <4 x float> %FC246, i32 1
  %Shuff823 = shufflevector <2 x i64> %Shuff229, <2 x i64> %I443, <2 x i32> <i32 0, i32 2>
  %I824 = insertelement <2 x i64> %ZE306, i64 %E532, i32 0
  %B825 = or <2 x i16> %Shuff169, %B238
  %Sl826 = select i1 %Sl696, i32 %Tr498, i32 %L128
  %Cmp827 = icmp ne i64 %E669, %Sl666
  br i1 %Cmp827, label %CF1713, label %CF1820

CF1820:                                           ; preds = %CF1820, %CF1873
  %L828 = load i8, i8* %PC581, align 1
  store i8 %L196, i8* %PC360, align 1
  %E829 = extractelement <2 x i16> %Sl103, i32 1
  %Shuff830 = shufflevector <2 x i16> %Shuff87, <2 x i16> %B825, <2 x i32> <i32 0, i32 2>
  %I831 = insertelement <4 x i64> %Shuff463, i64 %E6, i32 2
  %B832 = frem double %FC774, %E213
  %FC833 = sitofp i8 83 to float
  %Sl834 = select i1 %Cmp636, i8 %L769, i8 %L227
  %Cmp835 = fcmp oeq <4 x float> %I772, %FC746
  %L836 = load i32, i32* %Sl, align 4
  store i32 %L387, i32* %Sl60, align 4
  %E837 = extractelement <4 x i1> %Shuff586, i32 0
  br i1 %E837, label %CF1820, label %CF1897

CF1897:                                           ; preds = %CF1897, %CF1820
  %Shuff838 = shufflevector <2 x i16> %B328, <2 x i16> %Shuff28, <2 x i32> undef
  %I839 = insertelement <4 x i64> %Sl613, i64 %E800, i32 1
  %B840 = fmul <4 x float> %FC141, %I772
  %Tr841 = trunc <4 x i64> %I626 to <4 x i8>
  %Sl842 = select <2 x i1> %I154, <2 x i16> %Shuff631, <2 x i16> %B825
  %Cmp843 = icmp sgt <2 x i16> %Sl142, %Sl491
  %L844 = load i8, i8* %PC581, align 1
  store i8 %L249, i8* %PC581, align 1
  %E845 = extractelement <4 x i1> %I406, i32 2
  br i1 %E845, label %CF1897, label %CF1943

CF1943:                                           ; preds = %CF1897
  %Shuff846 = shufflevector <4 x i64> %I183, <4 x i64> %Sl590, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I847 = insertelement <2 x i64> %I520, i64 %B505, i32 1
  %Se848 = sext <2 x i16> %Sl142 to <2 x i64>
  %Sl849 = select i1 %Tr217, i64 %Se818, i64 %E593
  %Cmp850 = icmp slt <2 x i16> %Sl491, %B825
  %L851 = load i8, i8* %PC360, align 1
  store i8 %L762, i8* %Sl724, align 1
  %E852 = extractelement <2 x i16> %I13, i32 1
  %Shuff853 = shufflevector <4 x i1> %Shuff779, <4 x i1> %L517, <4 x i32> <i32 undef, i32 0, i32 2, i32 undef>
  %I854 = insertelement <2 x i64> %I520, i64 %E121, i32 0
  %B855 = sdiv <2 x i16> %I504, %B825
  %Tr856 = trunc i32 %Sl424 to i1
  br i1 %Tr856, label %CF1684, label %CF1689

CF1689:                                           ; preds = %CF1689, %CF1886, %CF1823, %CF1855, %CF1943
  %Sl857 = select <2 x i1> %Shuff495, <2 x i1> %Cmp712, <2 x i1> %I729
  %Cmp858 = icmp ult i1 %Sl537, true
  br i1 %Cmp858, label %CF1689, label %CF1865

CF1865:                                           ; preds = %CF1865, %CF1689
  %L859 = load i8, i8* %PC581, align 1
  store i8 %L332, i8* %PC581, align 1
  %E860 = extractelement <2 x i64> %Shuff677, i32 0
  %Shuff861 = shufflevector <2 x i16> %Shuff830, <2 x i16> %I230, <2 x i32> <i32 undef, i32 3>
  %I862 = insertelement <2 x i16> %Shuff830, i16 %ZE253, i32 1
  %B863 = lshr i16 %E577, %Se52
  %ZE864 = zext <4 x i1> %Shuff779 to <4 x i32>
  %Sl865 = select i1 %E93, i8 %B543, i8 %B66
  %Cmp866 = icmp ne <4 x i1> %Cmp158, %Shuff349
  %L867 = load i8, i8* %0, align 1
  store i8 %B781, i8* %0, align 1
  %E868 = extractelement <2 x double> %L212, i32 0
  %Shuff869 = shufflevector <4 x i1> %Sl790, <4 x i1> %Shuff450, <4 x i32> <i32 3, i32 5, i32 7, i32 undef>
  %I870 = insertelement <4 x float> %I320, float %Sl96, i32 1
  %B871 = udiv i16 %B863, %Tr565
  %Se872 = sext i1 %E470 to i8
  %Sl873 = select i1 true, i32 %L120, i32 %B313
  %Cmp874 = icmp eq <4 x i64> %I429, %Shuff258
  %L875 = load i8, i8* %PC360, align 1
  store i32 %B260, i32* %Sl60, align 4
  %E876 = extractelement <4 x i1> %Cmp725, i32 3
  br i1 %E876, label %CF1865, label %CF1886

CF1886:                                           ; preds = %CF1865
  %Shuff877 = shufflevector <4 x i1> %Shuff334, <4 x i1> %Shuff334, <4 x i32> <i32 undef, i32 4, i32 6, i32 undef>
  %I878 = insertelement <2 x double> %Shuff114, double %ZE710, i32 0
  %B879 = fsub <4 x float> %FC246, %Shuff175
  %Sl880 = select i1 %Sl515, <4 x i1> %Shuff853, <4 x i1> %I312
  %Cmp881 = icmp ule <2 x i1> %I663, %Sl9
  %L882 = load i8, i8* %PC360, align 1
  store i8 %L379, i8* %PC360, align 1
  %E883 = extractelement <2 x i16> %Shuff311, i32 1
  %Shuff884 = shufflevector <4 x i1> %Tr276, <4 x i1> %Shuff801, <4 x i32> <i32 0, i32 2, i32 undef, i32 6>
  %I885 = insertelement <4 x i32> %I21, i32 %L418, i32 2
  %B886 = or i32 %L279, %Sl718
  %ZE887 = zext i1 %Sl178 to i32
  %Sl888 = select i1 true, <2 x i16> %Shuff57, <2 x i16> %Shuff830
  %Cmp889 = icmp eq i64 %B216, %E427
  br i1 %Cmp889, label %CF1689, label %CF1823

CF1823:                                           ; preds = %CF1886
  %L890 = load i8, i8* %PC581, align 1
  store i32 %B44, i32* %Sl, align 4
  %E891 = extractelement <4 x i1> %Cmp91, i32 1
  br i1 %E891, label %CF1689, label %CF1765

CF1765:                                           ; preds = %CF1765, %CF1823
  %Shuff892 = shufflevector <2 x i1> %I29, <2 x i1> %Cmp850, <2 x i32> <i32 0, i32 2>
  %I893 = insertelement <4 x i32> zeroinitializer, i32 %B359, i32 2
  %Sl894 = select i1 %Cmp241, i16 %B817, i16 %ZE604
  %Cmp895 = icmp uge <2 x i1> %Sl857, %Shuff94
  %L896 = load i8, i8* %PC581, align 1
  store i8 %Se872, i8* %PC581, align 1
  %E897 = extractelement <4 x i1> %Cmp111, i32 1
  br i1 %E897, label %CF1765, label %CF1815

CF1815:                                           ; preds = %CF1815, %CF1765
  %Shuff898 = shufflevector <2 x i1> %Shuff130, <2 x i1> %Cmp378, <2 x i32> <i32 0, i32 2>
  %I899 = insertelement <2 x i64> %Sl545, i64 %Sl673, i32 0
  %B900 = add <4 x i64> %B351, %Shuff846
  %FC901 = uitofp <2 x i1> %Cmp567 to <2 x double>
  %Sl902 = select i1 %Sl475, i1 %Tr239, i1 %Cmp394
  br i1 %Sl902, label %CF1815, label %CF1831

CF1831:                                           ; preds = %CF1831, %CF1898, %CF1862, %CF1815
  %Cmp903 = icmp sgt <2 x i1> %I154, %Shuff122
  %L904 = load i8, i8* %PC360, align 1
  store i8 %L144, i8* %PC360, align 1
  %E905 = extractelement <2 x i64> zeroinitializer, i32 1
  %Shuff906 = shufflevector <4 x i1> %Tr164, <4 x i1> %Cmp46, <4 x i32> <i32 6, i32 0, i32 undef, i32 4>
  %I907 = insertelement <4 x i32> %I237, i32 %E743, i32 0
  %Tr908 = trunc <4 x i64> %Shuff846 to <4 x i16>
  %Sl909 = select i1 %Cmp25, i64 %B14, i64 %Sl849
  %Cmp910 = icmp sgt i64 %E33, %ZE423
  br i1 %Cmp910, label %CF1831, label %CF1898

CF1898:                                           ; preds = %CF1831
  %L911 = load i32, i32* %Sl, align 4
  store i8 %L600, i8* %0, align 1
  %E912 = extractelement <2 x i1> %Shuff815, i32 1
  br i1 %E912, label %CF1831, label %CF1862

CF1862:                                           ; preds = %CF1898
  %Shuff913 = shufflevector <4 x i1> %Cmp119, <4 x i1> %Shuff853, <4 x i32> <i32 6, i32 0, i32 undef, i32 4>
  %I914 = insertelement <4 x i1> %Cmp402, i1 %Cmp553, i32 0
  %FC915 = fptosi <4 x float> %FC746 to <4 x i32>
  %Sl916 = select i1 %Tr217, i8 %L485, i8 %L317
  %Cmp917 = icmp eq <4 x i32> %I350, %Shuff771
  %L918 = load <4 x i1>, <4 x i1>* %Sl110, align 1
  store i8 %B543, i8* %PC360, align 1
  %E919 = extractelement <2 x i16> %Shuff631, i32 0
  %Shuff920 = shufflevector <2 x i16> %Shuff357, <2 x i16> %Shuff100, <2 x i32> <i32 3, i32 undef>
  %I921 = insertelement <2 x i64> zeroinitializer, i64 %B383, i32 1
  %B922 = sub i16 %E462, %E852
  %FC923 = uitofp i1 %Tr506 to double
  %Sl924 = select i1 %Cmp270, i1 %Cmp748, i1 %Cmp135
  br i1 %Sl924, label %CF1831, label %CF1855

CF1855:                                           ; preds = %CF1862
  %Cmp925 = icmp sgt i1 %Cmp889, %Cmp270
  br i1 %Cmp925, label %CF1689, label %CF1691

CF1691:                                           ; preds = %CF1691, %CF1763, %CF1845, %CF1855
  %L926 = load i8, i8* %PC581, align 1
  store i8 %L263, i8* %PC360, align 1
  %E927 = extractelement <2 x i64> %I443, i32 1
  %Shuff928 = shufflevector <4 x i64> %Shuff161, <4 x i64> %Shuff161, <4 x i32> <i32 2, i32 4, i32 undef, i32 0>
  %I929 = insertelement <4 x i1> %Shuff304, i1 %Cmp476, i32 0
  %B930 = fdiv double %Sl753, 0xECA5C744E4A3B4C2
  %ZE931 = zext i8 %L249 to i32
  %Sl932 = select i1 %Cmp135, <2 x i1> %I101, <2 x i1> %Sl9
  %Cmp933 = icmp eq i64 %Sl909, %Sl673
  br i1 %Cmp933, label %CF1691, label %CF1760

CF1760:                                           ; preds = %CF1760, %CF1941, %CF1842, %CF1691
  %L934 = load i8, i8* %0, align 1
  store i8 %Sl401, i8* %PC581, align 1
  %E935 = extractelement <2 x i16> %I289, i32 1
  %Shuff936 = shufflevector <2 x i64> %Shuff511, <2 x i64> %Shuff471, <2 x i32> <i32 2, i32 0>
  %I937 = insertelement <2 x i64> %I58, i64 %B633, i32 0
  %Se938 = sext i8 %L784 to i16
  %Sl939 = select <4 x i1> %Shuff684, <4 x i1> %I564, <4 x i1> %I618
  %Cmp940 = icmp sgt i32 %B313, 482955
  br i1 %Cmp940, label %CF1760, label %CF1800

CF1800:                                           ; preds = %CF1800, %CF1760
  %L941 = load i32, i32* %Sl, align 4
  store i8 %Tr23, i8* %0, align 1
  %E942 = extractelement <2 x i64> %Shuff736, i32 0
  %Shuff943 = shufflevector <8 x i32> zeroinitializer, <8 x i32> zeroinitializer, <8 x i32> <i32 5, i32 7, i32 9, i32 11, i32 13, i32 undef, i32 1, i32 undef>
  %I944 = insertelement <2 x i1> %Cmp179, i1 %Sl598, i32 1
  %Tr945 = trunc <4 x i64> %Sl315 to <4 x i16>
  %Sl946 = select i1 %E837, <4 x i1> %Shuff334, <4 x i1> %L62
  %Cmp947 = icmp uge <4 x i32> %Shuff435, %I587
  %L948 = load i8, i8* %PC581, align 1
  store i8 %L726, i8* %Sl724, align 1
  %E949 = extractelement <2 x i16> %Shuff533, i32 1
  %Shuff950 = shufflevector <4 x i1> %Cmp158, <4 x i1> %L62, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I951 = insertelement <4 x i32> %I907, i32 %Sl873, i32 0
  %B952 = and i64 %E86, %E325
  %Se953 = sext <4 x i1> %Cmp119 to <4 x i32>
  %Sl954 = select i1 %Cmp394, i8 %L531, i8 %L948
  %Cmp955 = icmp eq i64 %E427, %B383
  br i1 %Cmp955, label %CF1800, label %CF1841

CF1841:                                           ; preds = %CF1841, %CF1800
  %L956 = load i8, i8* %PC360, align 1
  store i32 %ZE536, i32* %Sl, align 4
  %E957 = extractelement <2 x i64> %Shuff625, i32 1
  %Shuff958 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %Sl134, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I959 = insertelement <4 x i1> %Shuff884, i1 %L698, i32 2
  %FC960 = fptosi <2 x double> %Shuff114 to <2 x i1>
  %Sl961 = select i1 %Sl149, i8 %L469, i8 0
  %Cmp962 = icmp sgt i8 %L403, %L948
  br i1 %Cmp962, label %CF1841, label %CF1941

CF1941:                                           ; preds = %CF1841
  %L963 = load i8, i8* %Sl724, align 1
  store i8 %L271, i8* %0, align 1
  %E964 = extractelement <2 x i1> %I464, i32 0
  br i1 %E964, label %CF1760, label %CF1788

CF1788:                                           ; preds = %CF1788, %CF1941
  %Shuff965 = shufflevector <2 x double> %Shuff708, <2 x double> %L212, <2 x i32> <i32 undef, i32 3>
  %I966 = insertelement <2 x i16> %Shuff838, i16 %E852, i32 1
  %B967 = urem <2 x i64> %Shuff471, %Sl284
  %Tr968 = trunc i8 %L734 to i1
  br i1 %Tr968, label %CF1788, label %CF1810

CF1810:                                           ; preds = %CF1810, %CF1788
  %Sl969 = select i1 %Sl45, i16 %E935, i16 %E189
  %Cmp970 = icmp ult i1 %Cmp591, %Sl650
  br i1 %Cmp970, label %CF1810, label %CF1842

CF1842:                                           ; preds = %CF1810
  %L971 = load i8, i8* %PC360, align 1
  store i32 %L799, i32* %Sl60, align 4
  %E972 = extractelement <4 x i1> %Shuff450, i32 0
  br i1 %E972, label %CF1760, label %CF1763

CF1763:                                           ; preds = %CF1842
  %Shuff973 = shufflevector <2 x i64> %Shuff823, <2 x i64> %Shuff503, <2 x i32> <i32 3, i32 1>
  %I974 = insertelement <4 x i32> %Shuff273, i32 %L682, i32 1
  %B975 = shl <2 x i16> %I8, %I966
  %Sl976 = select i1 %Tr856, i8 %L867, i8 %Sl865
  %Cmp977 = icmp uge i8 %L926, %L426
  br i1 %Cmp977, label %CF1691, label %CF1746

CF1746:                                           ; preds = %CF1746, %CF1934, %CF1763
  %L978 = load i8, i8* %PC, align 1
  store i8 %L317, i8* %PC581, align 1
  %E979 = extractelement <4 x i64> %Shuff700, i32 0
  %Shuff980 = shufflevector <2 x i1> %Cmp262, <2 x i1> %I414, <2 x i32> <i32 undef, i32 1>
  %I981 = insertelement <2 x i1> %Shuff980, i1 %Sl598, i32 1
  %B982 = ashr <4 x i32> %I802, %I557
  %Sl983 = select i1 true, <8 x i32> zeroinitializer, <8 x i32> %Shuff943
  %Cmp984 = icmp ule <2 x i16> %Shuff198, %I252
  %L985 = load i8, i8* %0, align 1
  store i8 %L568, i8* %0, align 1
  %E986 = extractelement <2 x i16> %Sl888, i32 1
  %Shuff987 = shufflevector <2 x i1> %Cmp567, <2 x i1> %Sl932, <2 x i32> <i32 0, i32 undef>
  %I988 = insertelement <2 x i1> %Shuff617, i1 %E93, i32 0
  %B989 = urem i8 %L828, %B66
  %Tr990 = trunc <4 x i32> %L749 to <4 x i1>
  %Sl991 = select i1 %E964, <2 x double> %Shuff965, <2 x double> %L212
  %Cmp992 = icmp ne i1 %E257, %E897
  br i1 %Cmp992, label %CF1746, label %CF1802

CF1802:                                           ; preds = %CF1802, %CF1746
  %L993 = load i8, i8* %PC581, align 1
  store i8 %L509, i8* %0, align 1
  %E994 = extractelement <2 x i1> %Shuff898, i32 1
  br i1 %E994, label %CF1802, label %CF1934

CF1934:                                           ; preds = %CF1802
  %Shuff995 = shufflevector <4 x i64> %Shuff49, <4 x i64> %I685, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I996 = insertelement <8 x i32> zeroinitializer, i32 %B260, i32 4
  %B997 = xor <2 x i64> %B148, %Sl186
  %Sl998 = select i1 %Sl650, i8 %L726, i8 %B109
  %Cmp999 = icmp sge <4 x i1> %Cmp346, %Cmp370
  %L1000 = load i8, i8* %0, align 1
  store i8 %L652, i8* %PC360, align 1
  %E1001 = extractelement <4 x i64> %B900, i32 0
  %Shuff1002 = shufflevector <2 x i16> %Sl888, <2 x i16> %Shuff198, <2 x i32> <i32 3, i32 1>
  %I1003 = insertelement <2 x i64> %Shuff625, i64 %E800, i32 1
  %B1004 = mul i8 %L985, 71
  %ZE1005 = zext <4 x i1> %Cmp354 to <4 x i8>
  %Sl1006 = select i1 %Sl330, <2 x i1> %Cmp54, <2 x i1> %Shuff487
  %Cmp1007 = icmp eq <2 x i16> %Sl491, %B328
  %L1008 = load i8, i8* %PC360, align 1
  store i8 %L882, i8* %PC581, align 1
  %E1009 = extractelement <2 x i16> %Shuff397, i32 1
  %Shuff1010 = shufflevector <2 x i64> %Shuff503, <2 x i64> %B116, <2 x i32> <i32 2, i32 undef>
  %I1011 = insertelement <4 x i32> %B208, i32 %L418, i32 0
  %B1012 = mul <2 x i16> %B238, %Shuff12
  %FC1013 = uitofp <2 x i1> %Sl797 to <2 x float>
  %Sl1014 = select i1 true, i64 77515, i64 %E86
  %Cmp1015 = icmp uge i32 %L309, %Sl873
  br i1 %Cmp1015, label %CF1746, label %CF1759

CF1759:                                           ; preds = %CF1759, %CF1934
  %L1016 = load i8, i8* %0, align 1
  %E1017 = extractelement <2 x i1> %I737, i32 1
  br i1 %E1017, label %CF1759, label %CF1804

CF1804:                                           ; preds = %CF1804, %CF1759
  %Shuff1018 = shufflevector <2 x i16> %Shuff100, <2 x i16> %Shuff169, <2 x i32> <i32 0, i32 2>
  %I1019 = insertelement <4 x i1> %Shuff586, i1 %Tr665, i32 2
  %B1020 = xor <4 x i64> %I183, %Sl83
  %FC1021 = uitofp <2 x i16> %I8 to <2 x float>
  %Sl1022 = select <4 x i1> %I390, <4 x i32> %BC649, <4 x i32> %I95
  %Cmp1023 = icmp ne i1 %Cmp748, %Cmp791
  br i1 %Cmp1023, label %CF1804, label %CF1834

CF1834:                                           ; preds = %CF1834, %CF1804
  %L1024 = load i8, i8* %Sl724, align 1
  store i32 %L371, i32* %Sl, align 4
  %E1025 = extractelement <4 x i1> %Sl218, i32 0
  br i1 %E1025, label %CF1834, label %CF1845

CF1845:                                           ; preds = %CF1834
  %Shuff1026 = shufflevector <2 x i64> %Shuff823, <2 x i64> %Sl90, <2 x i32> <i32 3, i32 undef>
  %I1027 = insertelement <8 x i32> zeroinitializer, i32 %ZE931, i32 1
  %Se1028 = sext <4 x i1> %Shuff405 to <4 x i32>
  %Sl1029 = select i1 %Cmp827, i32 %Sl424, i32 %B
  %Cmp1030 = icmp sgt <4 x i32> %Shuff771, %L477
  %L1031 = load i1, i1* %PC657, align 1
  br i1 %L1031, label %CF1691, label %CF1703

CF1703:                                           ; preds = %CF1703, %CF1916, %CF1845
  store i8 %Sl976, i8* %0, align 1
  %E1032 = extractelement <2 x i1> %Shuff79, i32 1
  br i1 %E1032, label %CF1703, label %CF1851

CF1851:                                           ; preds = %CF1851, %CF1703
  %Shuff1033 = shufflevector <2 x i16> %I35, <2 x i16> %Sl385, <2 x i32> <i32 0, i32 2>
  %I1034 = insertelement <4 x i1> %Shuff808, i1 %E93, i32 2
  %B1035 = xor <2 x i16> %B59, %Shuff920
  %Sl1036 = select i1 %Cmp977, <2 x double> %Sl991, <2 x double> %FC67
  %Cmp1037 = icmp ugt <4 x i1> %Shuff405, %Cmp999
  %L1038 = load i8, i8* %PC581, align 1
  store <2 x double> %Sl804, <2 x double>* %Sl75, align 16
  %E1039 = extractelement <2 x i16> %Sl385, i32 1
  %Shuff1040 = shufflevector <2 x double> %Sl416, <2 x double> %I878, <2 x i32> <i32 2, i32 0>
  %I1041 = insertelement <4 x i64> %B200, i64 %B383, i32 0
  %B1042 = or i8 %L363, %L294
  %FC1043 = uitofp <4 x i1> %Shuff251 to <4 x double>
  %Sl1044 = select <4 x i1> %Cmp46, <4 x i32> %B982, <4 x i32> %L749
  %Cmp1045 = icmp ule i8 %Tr177, %L332
  br i1 %Cmp1045, label %CF1851, label %CF1916

CF1916:                                           ; preds = %CF1851
  %L1046 = load i8, i8* %PC581, align 1
  store i1 %Cmp432, i1* %PC657, align 1
  %E1047 = extractelement <2 x i1> %Sl507, i32 0
  br i1 %E1047, label %CF1703, label %CF1849

CF1849:                                           ; preds = %CF1916
  %Shuff1048 = shufflevector <4 x i1> %Sl240, <4 x i1> %Shuff647, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I1049 = insertelement <2 x i1> %Shuff898, i1 %Cmp1015, i32 1
  %B1050 = srem i8 %L926, %L821
  %Se1051 = sext i1 %Sl598 to i64
  %Sl1052 = select i1 %Cmp135, i64 %Sl627, i64 %E927
  %Cmp1053 = icmp eq i1 %Tr156, true
  br i1 %Cmp1053, label %CF1684, label %CF1688

CF1688:                                           ; preds = %CF1688, %CF1924, %CF1913, %CF1857, %CF1849
  %L1054 = load i8, i8* %0, align 1
  store i8 %L607, i8* %0, align 1
  %E1055 = extractelement <2 x i1> %Shuff987, i32 1
  br i1 %E1055, label %CF1688, label %CF1924

CF1924:                                           ; preds = %CF1688
  %Shuff1056 = shufflevector <4 x i1> %Cmp425, <4 x i1> %L62, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I1057 = insertelement <4 x i1> %Cmp874, i1 %Cmp583, i32 2
  %B1058 = fmul <4 x float> %I176, %I436
  %Sl1059 = select i1 %Cmp25, i32* %Sl60, i32* %1
  %Cmp1060 = icmp slt i1 %Cmp636, %Sl409
  br i1 %Cmp1060, label %CF1688, label %CF1876

CF1876:                                           ; preds = %CF1876, %CF1924
  %L1061 = load i8, i8* %PC581, align 1
  store i8 %L690, i8* %0, align 1
  %E1062 = extractelement <2 x float> %FC1013, i32 1
  %Shuff1063 = shufflevector <2 x i1> %Shuff64, <2 x i1> %Shuff609, <2 x i32> undef
  %I1064 = insertelement <4 x i32> %Sl688, i32 %3, i32 2
  %B1065 = srem i8 %Se384, %L1038
  %FC1066 = sitofp i32 %B313 to double
  %Sl1067 = select i1 %E364, <2 x i16> %Shuff715, <2 x i16> zeroinitializer
  %L1068 = load i8, i8* %PC360, align 1
  store i32 %Sl307, i32* %Sl1059, align 4
  %E1069 = extractelement <2 x i1> %Shuff549, i32 0
  br i1 %E1069, label %CF1876, label %CF1913

CF1913:                                           ; preds = %CF1876
  %Shuff1070 = shufflevector <4 x i1> %Shuff450, <4 x i1> %Sl790, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I1071 = insertelement <2 x i1> %Cmp203, i1 %Sl45, i32 1
  %B1072 = fadd float %FC544, %FC445
  %Tr1073 = trunc i32 482955 to i1
  br i1 %Tr1073, label %CF1688, label %CF1799

CF1799:                                           ; preds = %CF1799, %CF1913
  %Sl1074 = select i1 %Sl149, <4 x i32> %L477, <4 x i32> %I1011
  %Cmp1075 = icmp ugt i8 %B543, %Sl961
  br i1 %Cmp1075, label %CF1799, label %CF1857

CF1857:                                           ; preds = %CF1799
  %L1076 = load i32, i32* %Sl1059, align 4
  store i8 %B391, i8* %Sl724, align 1
  %E1077 = extractelement <2 x i1> %Cmp567, i32 1
  br i1 %E1077, label %CF1688, label %CF1708

CF1708:                                           ; preds = %CF1857
  %Shuff1078 = shufflevector <2 x i16> %Shuff556, <2 x i16> zeroinitializer, <2 x i32> <i32 undef, i32 0>
  %I1079 = insertelement <4 x i1> %Shuff450, i1 %E364, i32 0
  %B1080 = lshr <2 x i64> %I847, %Sl186
  %FC1081 = sitofp i1 %Cmp1053 to float
  %Sl1082 = select i1 %Cmp1075, double 0xD9B95D5863B75CD6, double %ZE710
  %Cmp1083 = icmp sge <2 x i64> %Sl90, zeroinitializer
  %L1084 = load i32, i32* %Sl, align 4
  store i8 %L531, i8* %PC360, align 1
  %E1085 = extractelement <4 x i1> %I282, i32 2
  br i1 %E1085, label %CF1671, label %CF1672

CF1672:                                           ; preds = %CF1672, %CF1708
  %Shuff1086 = shufflevector <4 x i64> %Shuff161, <4 x i64> %Sl590, <4 x i32> <i32 5, i32 undef, i32 undef, i32 3>
  %I1087 = insertelement <4 x i1> %Cmp158, i1 %Cmp1015, i32 3
  %B1088 = xor <2 x i64> %Shuff936, %I443
  %BC1089 = bitcast i32 %L1084 to float
  %Sl1090 = select i1 %Sl598, <2 x i16> %Shuff631, <2 x i16> %Shuff397
  %Cmp1091 = icmp sge i8 %L867, %L379
  br i1 %Cmp1091, label %CF1672, label %CF1674

CF1674:                                           ; preds = %CF1674, %CF1911, %CF1836, %CF1846, %CF1672
  %L1092 = load i8, i8* %PC, align 1
  store i8 %L792, i8* %PC360, align 1
  %E1093 = extractelement <2 x i64> %Shuff511, i32 1
  %Shuff1094 = shufflevector <4 x i64> %Shuff700, <4 x i64> zeroinitializer, <4 x i32> <i32 4, i32 undef, i32 0, i32 undef>
  %I1095 = insertelement <4 x i1> %I73, i1 %Sl322, i32 2
  %B1096 = sdiv i8 %L1046, %L690
  %FC1097 = sitofp i64 %Se1051 to double
  %Sl1098 = select i1 %Cmp255, <2 x i1> %Cmp733, <2 x i1> %Cmp316
  %Cmp1099 = icmp sge i8 %L623, %L713
  br i1 %Cmp1099, label %CF1674, label %CF1911

CF1911:                                           ; preds = %CF1674
  %L1100 = load i32, i32* %Sl60, align 4
  store i32 %Sl1029, i32* %Sl1059, align 4
  %E1101 = extractelement <2 x i64> %Shuff229, i32 1
  %Shuff1102 = shufflevector <2 x double> %I878, <2 x double> %B298, <2 x i32> <i32 undef, i32 2>
  %I1103 = insertelement <2 x i1> %Sl225, i1 true, i32 0
  %B1104 = xor i32 %L418, %L629
  %Sl1105 = select i1 %Cmp614, i16 %E852, i16 %B672
  %Cmp1106 = icmp uge i64 %E927, %E427
  br i1 %Cmp1106, label %CF1674, label %CF1781

CF1781:                                           ; preds = %CF1781, %CF1911
  %L1107 = load i32, i32* %Sl1059, align 4
  store i8 %B66, i8* %PC581, align 1
  %E1108 = extractelement <4 x i32> %Shuff435, i32 1
  %Shuff1109 = shufflevector <2 x float> %Shuff744, <2 x float> %FC1013, <2 x i32> <i32 undef, i32 2>
  %I1110 = insertelement <4 x i1> %I618, i1 %Cmp417, i32 2
  %B1111 = shl <2 x i16> %Sl566, %B825
  %Tr1112 = trunc i32 %Sl424 to i1
  br i1 %Tr1112, label %CF1781, label %CF1836

CF1836:                                           ; preds = %CF1781
  %Sl1113 = select i1 %Tr506, i8 %L454, i8 %L144
  %Cmp1114 = fcmp false float %FC445, %FC201
  br i1 %Cmp1114, label %CF1674, label %CF1714

CF1714:                                           ; preds = %CF1714, %CF1867, %CF1836
  %L1115 = load i32, i32* %Sl1059, align 4
  store <2 x double> %Shuff708, <2 x double>* %Sl75, align 16
  %E1116 = extractelement <4 x i1> %Cmp999, i32 3
  br i1 %E1116, label %CF1714, label %CF1867

CF1867:                                           ; preds = %CF1714
  %Shuff1117 = shufflevector <2 x i1> %I154, <2 x i1> %I414, <2 x i32> <i32 2, i32 0>
  %I1118 = insertelement <2 x i64> %Shuff7, i64 %E427, i32 0
  %B1119 = urem i8 %L1016, %L607
  %FC1120 = sitofp i1 %Cmp1091 to float
  %Sl1121 = select i1 %Cmp1045, i1 %Tr1073, i1 %Cmp636
  br i1 %Sl1121, label %CF1714, label %CF1737

CF1737:                                           ; preds = %CF1737, %CF1867
  %Cmp1122 = icmp uge i16 %E852, %E449
  br i1 %Cmp1122, label %CF1737, label %CF1846

CF1846:                                           ; preds = %CF1737
  %L1123 = load i8, i8* %PC581, align 1
  store i8 %L859, i8* %PC581, align 1
  %E1124 = extractelement <2 x i16> %Shuff12, i32 0
  %Shuff1125 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %I443, <2 x i32> <i32 undef, i32 3>
  %I1126 = insertelement <2 x i1> %Shuff487, i1 %Sl409, i32 1
  %B1127 = fdiv <2 x float> %FC717, %Tr458
  %Tr1128 = trunc i8 %L956 to i1
  br i1 %Tr1128, label %CF1674, label %CF1678

CF1678:                                           ; preds = %CF1678, %CF1846
  %Sl1129 = select i1 %Sl696, i8 %B109, i8 %5
  %Cmp1130 = icmp ule <4 x i1> %Shuff913, %I343
  %L1131 = load i8, i8* %Sl724, align 1
  %E1132 = extractelement <4 x i1> %Shuff1056, i32 0
  br i1 %E1132, label %CF1678, label %CF1782

CF1782:                                           ; preds = %CF1678
  %Shuff1133 = shufflevector <2 x i16> %Shuff563, <2 x i16> %I758, <2 x i32> <i32 undef, i32 1>
  %I1134 = insertelement <2 x i16> %Sl621, i16 %Tr430, i32 1
  %B1135 = or i8 %L1061, %B1065
  %Tr1136 = trunc i64 %4 to i16
  %Sl1137 = select i1 %E912, <2 x float> %Shuff541, <2 x float> %FC1013
  %Cmp1138 = icmp eq i32 482955, %Sl307
  br i1 %Cmp1138, label %CF, label %CF1668

CF1668:                                           ; preds = %CF1668, %CF1869, %CF1782
  %L1139 = load i32, i32* %Sl1059, align 4
  store i32 %L167, i32* %Sl1059, align 4
  %E1140 = extractelement <2 x i64> %Shuff625, i32 1
  %Shuff1141 = shufflevector <4 x i64> %Shuff146, <4 x i64> %I780, <4 x i32> <i32 2, i32 4, i32 undef, i32 0>
  %I1142 = insertelement <4 x i32> zeroinitializer, i32 %L1084, i32 0
  %FC1143 = sitofp <2 x i16> %Shuff1078 to <2 x float>
  %Sl1144 = select i1 %E837, i8 79, i8 %L485
  %Cmp1145 = icmp sge <2 x i1> %Cmp76, %I1049
  %L1146 = load i32, i32* %Sl1059, align 4
  store i32 %L128, i32* %Sl60, align 4
  %E1147 = extractelement <2 x double> %Shuff965, i32 0
  %Shuff1148 = shufflevector <4 x i32> %Shuff34, <4 x i32> %I237, <4 x i32> <i32 undef, i32 5, i32 7, i32 1>
  %I1149 = insertelement <2 x i1> %Shuff794, i1 %Cmp255, i32 1
  %B1150 = sdiv <2 x i16> %I723, %I139
  %Sl1151 = select i1 %E93, i32 %L799, i32 %B641
  %Cmp1152 = fcmp ueq <4 x float> %Shuff175, %FC141
  %L1153 = load i32, i32* %Sl1059, align 4
  store i32 %L188, i32* %Sl1059, align 4
  %E1154 = extractelement <2 x i1> %I1049, i32 0
  br i1 %E1154, label %CF1668, label %CF1762

CF1762:                                           ; preds = %CF1762, %CF1903, %CF1668
  %Shuff1155 = shufflevector <2 x i1> %Shuff42, <2 x i1> %Sl857, <2 x i32> <i32 3, i32 1>
  %I1156 = insertelement <4 x i1> %L286, i1 %Cmp697, i32 1
  %B1157 = mul <2 x i16> %Sl459, %I504
  %ZE1158 = zext <4 x i1> %Cmp370 to <4 x i64>
  %Sl1159 = select i1 true, i1 %Cmp17, i1 %E876
  br i1 %Sl1159, label %CF1762, label %CF1877

CF1877:                                           ; preds = %CF1877, %CF1907, %CF1762
  %Cmp1160 = icmp eq <4 x i64> zeroinitializer, %B351
  %L1161 = load i32, i32* %Sl1059, align 4
  store i8 %L263, i8* %PC581, align 1
  %E1162 = extractelement <2 x i64> %Shuff7, i32 0
  %Shuff1163 = shufflevector <2 x i16> %Shuff28, <2 x i16> %Sl1067, <2 x i32> <i32 1, i32 3>
  %I1164 = insertelement <4 x i64> %I88, i64 %E243, i32 3
  %B1165 = mul <2 x i64> %I937, %Shuff662
  %Se1166 = sext i1 %Cmp226 to i8
  %Sl1167 = select i1 %Cmp962, double %ZE710, double %FC1066
  %Cmp1168 = icmp sgt <2 x i64> %Shuff736, %Shuff519
  %L1169 = load i32, i32* %Sl1059, align 4
  store i32 %B611, i32* %Sl1059, align 4
  %E1170 = extractelement <2 x i16> %Shuff169, i32 1
  %Shuff1171 = shufflevector <2 x i64> %I899, <2 x i64> %Shuff722, <2 x i32> <i32 0, i32 2>
  %I1172 = insertelement <4 x float> %Shuff153, float %E1062, i32 2
  %ZE1173 = zext <4 x i1> %Cmp187 to <4 x i32>
  %Sl1174 = select i1 %Tr217, <4 x i32> %Se679, <4 x i32> %I640
  %Cmp1175 = icmp uge <2 x i1> %Sl225, %Cmp575
  %L1176 = load i32, i32* %Sl60, align 4
  store i8 %L904, i8* %0, align 1
  %E1177 = extractelement <4 x float> %FC231, i32 3
  %Shuff1178 = shufflevector <2 x double> %Sl416, <2 x double> %FC67, <2 x i32> undef
  %I1179 = insertelement <4 x i1> %Cmp681, i1 %E455, i32 0
  %B1180 = frem float %FC, %FC329
  %ZE1181 = zext i1 %E785 to i16
  %Sl1182 = select i1 %E714, i1 %L660, i1 %Cmp508
  br i1 %Sl1182, label %CF1877, label %CF1907

CF1907:                                           ; preds = %CF1877
  %Cmp1183 = icmp sgt i1 %Cmp104, %Tr156
  br i1 %Cmp1183, label %CF1877, label %CF1903

CF1903:                                           ; preds = %CF1907
  %L1184 = load i8, i8* %Sl724, align 1
  store i8 %L426, i8* %PC581, align 1
  %E1185 = extractelement <4 x i32> %Shuff1148, i32 2
  %Shuff1186 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %B1080, <2 x i32> <i32 1, i32 3>
  %I1187 = insertelement <2 x i16> %B328, i16 %B672, i32 1
  %B1188 = urem <4 x i64> %B497, %Shuff281
  %FC1189 = sitofp <4 x i64> %Shuff146 to <4 x float>
  %Sl1190 = select i1 %Sl643, <4 x i1> %I488, <4 x i1> %Shuff906
  %Cmp1191 = icmp ult i16 %E707, %E404
  br i1 %Cmp1191, label %CF1762, label %CF1869

CF1869:                                           ; preds = %CF1903
  %L1192 = load i8, i8* %0, align 1
  store i8 %L227, i8* %0, align 1
  %E1193 = extractelement <2 x i1> %Shuff898, i32 1
  br i1 %E1193, label %CF1668, label %CF1669

CF1669:                                           ; preds = %CF1669, %CF1910, %CF1840, %CF1869
  %Shuff1194 = shufflevector <4 x i1> %Sl946, <4 x i1> %Cmp425, <4 x i32> <i32 undef, i32 6, i32 0, i32 2>
  %I1195 = insertelement <4 x i64> zeroinitializer, i64 %Sl849, i32 2
  %B1196 = udiv i16 %E1039, %E221
  %ZE1197 = zext i1 %E93 to i32
  %Sl1198 = select i1 %Sl696, i64 %Sl1014, i64 %Sl1014
  %Cmp1199 = fcmp ult float %FC352, %FC445
  br i1 %Cmp1199, label %CF1669, label %CF1910

CF1910:                                           ; preds = %CF1669
  %L1200 = load i8, i8* %PC581, align 1
  store i8 %Sl401, i8* %0, align 1
  %E1201 = extractelement <4 x i1> %Shuff1056, i32 0
  br i1 %E1201, label %CF1669, label %CF1730

CF1730:                                           ; preds = %CF1730, %CF1910
  %Shuff1202 = shufflevector <2 x i16> %Sl775, <2 x i16> %B328, <2 x i32> <i32 3, i32 undef>
  %I1203 = insertelement <2 x i1> %Shuff20, i1 %E56, i32 1
  %FC1204 = fptosi float %FC329 to i16
  %Sl1205 = select i1 %Tr283, float %FC, float %E1062
  %Cmp1206 = icmp sge i1 %E785, %Tr528
  br i1 %Cmp1206, label %CF1730, label %CF1840

CF1840:                                           ; preds = %CF1730
  %L1207 = load i8, i8* %0, align 1
  store i8 %B66, i8* %PC581, align 1
  %E1208 = extractelement <4 x i64> %Shuff928, i32 2
  %Shuff1209 = shufflevector <2 x i64> %Sl269, <2 x i64> %Sl90, <2 x i32> <i32 1, i32 3>
  %I1210 = insertelement <2 x i64> %Shuff936, i64 %E593, i32 1
  %FC1211 = fptosi double %E1147 to i8
  %Sl1212 = select i1 %Cmp583, i1 %E891, i1 %Cmp255
  br i1 %Sl1212, label %CF1669, label %CF1675

CF1675:                                           ; preds = %CF1675, %CF1883, %CF1872, %CF1942, %CF1806, %CF1715, %CF1908, %CF1731, %CF1935, %CF1878, %CF1840
  %Cmp1213 = icmp ult i8 %5, %L1038
  br i1 %Cmp1213, label %CF1675, label %CF1883

CF1883:                                           ; preds = %CF1675
  %L1214 = load i8, i8* %PC581, align 1
  store i8 %L227, i8* %PC581, align 1
  %E1215 = extractelement <2 x double> %Shuff708, i32 0
  %Shuff1216 = shufflevector <4 x i1> %Shuff334, <4 x i1> %Cmp999, <4 x i32> <i32 undef, i32 1, i32 3, i32 5>
  %I1217 = insertelement <2 x i1> %I944, i1 %Cmp622, i32 1
  %B1218 = srem <2 x i16> %Shuff764, %Shuff100
  %Sl1219 = select i1 %Sl1182, <4 x i64> %Sl613, <4 x i64> %Shuff1086
  %Cmp1220 = fcmp false double %Sl1082, %Sl446
  br i1 %Cmp1220, label %CF1675, label %CF1872

CF1872:                                           ; preds = %CF1883
  %L1221 = load i8, i8* %0, align 1
  store i8 %L271, i8* %PC360, align 1
  %E1222 = extractelement <2 x i64> %Shuff936, i32 1
  %Shuff1223 = shufflevector <2 x i16> %I13, <2 x i16> %Shuff100, <2 x i32> <i32 undef, i32 2>
  %I1224 = insertelement <2 x i1> %Sl1098, i1 %Cmp674, i32 0
  %B1225 = udiv i32 %L98, %Sl1029
  %ZE1226 = zext i1 %E1032 to i32
  %Sl1227 = select i1 %Sl1182, i8 %L263, i8 %B109
  %Cmp1228 = icmp ule i16 %Tr368, %E356
  br i1 %Cmp1228, label %CF1675, label %CF1732

CF1732:                                           ; preds = %CF1732, %CF1939, %CF1874, %CF1826, %CF1872
  %L1229 = load i32, i32* %Sl1059, align 4
  store i32 %L1076, i32* %Sl1059, align 4
  %E1230 = extractelement <4 x float> %I870, i32 0
  %Shuff1231 = shufflevector <4 x i32> %Shuff1148, <4 x i32> %I1142, <4 x i32> <i32 3, i32 undef, i32 undef, i32 1>
  %I1232 = insertelement <2 x i64> %Shuff736, i64 %Sl666, i32 1
  %B1233 = xor <2 x i64> %Shuff503, %Sl186
  %FC1234 = fptoui double %Sl1082 to i1
  br i1 %FC1234, label %CF1732, label %CF1939

CF1939:                                           ; preds = %CF1732
  %Sl1235 = select <2 x i1> %Shuff122, <2 x i64> %Shuff1186, <2 x i64> %I854
  %Cmp1236 = icmp slt i1 %E569, %Tr856
  br i1 %Cmp1236, label %CF1732, label %CF1874

CF1874:                                           ; preds = %CF1939
  %L1237 = load i32, i32* %Sl1059, align 4
  store i32 %ZE789, i32* %Sl1059, align 4
  %E1238 = extractelement <2 x i1> %Shuff815, i32 0
  br i1 %E1238, label %CF1732, label %CF1749

CF1749:                                           ; preds = %CF1749, %CF1874
  %Shuff1239 = shufflevector <4 x i1> %Sl353, <4 x i1> %Shuff757, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I1240 = insertelement <2 x double> %Shuff965, double %FC774, i32 1
  %B1241 = or <4 x i64> %B351, %B900
  %Se1242 = sext i1 %Cmp583 to i16
  %Sl1243 = select <4 x i1> %Shuff950, <4 x i1> %Cmp546, <4 x i1> %Shuff684
  %Cmp1244 = icmp sge i8 %L652, %L1092
  br i1 %Cmp1244, label %CF1749, label %CF1826

CF1826:                                           ; preds = %CF1749
  %L1245 = load i32, i32* %Sl, align 4
  store i8 %L926, i8* %PC581, align 1
  %E1246 = extractelement <2 x i1> %I745, i32 0
  br i1 %E1246, label %CF1732, label %CF1735

CF1735:                                           ; preds = %CF1735, %CF1894, %CF1909, %CF1826
  %Shuff1247 = shufflevector <4 x i1> %Shuff138, <4 x i1> %Shuff1239, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I1248 = insertelement <2 x i64> %B116, i64 %E348, i32 1
  %B1249 = udiv i32 %ZE887, %B572
  %Sl1250 = select i1 %Sl522, i1 %Sl277, i1 %Cmp776
  br i1 %Sl1250, label %CF1735, label %CF1879

CF1879:                                           ; preds = %CF1879, %CF1735
  %Cmp1251 = icmp ult <4 x i64> zeroinitializer, %Sl315
  %L1252 = load i8, i8* %PC360, align 1
  store i8 %B543, i8* %PC581, align 1
  %E1253 = extractelement <2 x i1> %Shuff1117, i32 1
  br i1 %E1253, label %CF1879, label %CF1881

CF1881:                                           ; preds = %CF1881, %CF1879
  %Shuff1254 = shufflevector <2 x float> %Shuff1109, <2 x float> %FC1013, <2 x i32> <i32 0, i32 2>
  %I1255 = insertelement <2 x i1> %Shuff420, i1 %Sl409, i32 0
  %B1256 = or i8 %L151, %L249
  %Sl1257 = select i1 %Tr102, <2 x i1> %Sl797, <2 x i1> %I737
  %Cmp1258 = icmp ult <4 x i32> %FC915, %L477
  %L1259 = load i8, i8* %Sl724, align 1
  store i8 %L1092, i8* %PC360, align 1
  %E1260 = extractelement <4 x float> %I176, i32 3
  %Shuff1261 = shufflevector <4 x i1> %Shuff334, <4 x i1> %I245, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I1262 = insertelement <2 x i64> %Shuff936, i64 %E372, i32 0
  %B1263 = sub i64 %E676, %Se695
  %Se1264 = sext <4 x i1> %Shuff647 to <4 x i8>
  %Sl1265 = select <2 x i1> zeroinitializer, <2 x double> %BC, <2 x double> %FC901
  %Cmp1266 = fcmp une <2 x double> %L212, %Shuff1178
  %L1267 = load i32, i32* %Sl1059, align 4
  store i32 %B611, i32* %Sl1059, align 4
  %E1268 = extractelement <2 x i1> %Shuff495, i32 0
  br i1 %E1268, label %CF1881, label %CF1894

CF1894:                                           ; preds = %CF1881
  %Shuff1269 = shufflevector <2 x i16> %B664, <2 x i16> %Shuff381, <2 x i32> <i32 1, i32 3>
  %I1270 = insertelement <2 x float> %Sl767, float %E1230, i32 1
  %B1271 = shl <2 x i64> zeroinitializer, %I1248
  %FC1272 = uitofp i1 %E1047 to float
  %Sl1273 = select i1 %Cmp776, i16 %ZE604, i16 %Tr133
  %Cmp1274 = icmp sgt <2 x i16> %Sl1090, zeroinitializer
  %L1275 = load i8, i8* %0, align 1
  store i8 %B81, i8* %PC360, align 1
  %E1276 = extractelement <4 x i1> %Cmp211, i32 1
  br i1 %E1276, label %CF1735, label %CF1852

CF1852:                                           ; preds = %CF1852, %CF1894
  %Shuff1277 = shufflevector <2 x i16> %Shuff1163, <2 x i16> %Shuff526, <2 x i32> <i32 0, i32 2>
  %I1278 = insertelement <2 x i16> %Shuff12, i16 %Sl969, i32 0
  %B1279 = mul i8 %L1192, %L363
  %Tr1280 = trunc i64 %E287 to i1
  br i1 %Tr1280, label %CF1852, label %CF1909

CF1909:                                           ; preds = %CF1852
  %Sl1281 = select <4 x i1> %Cmp1130, <4 x i1> %L918, <4 x i1> %Shuff906
  %Cmp1282 = fcmp ule <2 x float> %Tr458, %Tr458
  %L1283 = load i8, i8* %0, align 1
  store i8 %B989, i8* %PC581, align 1
  %E1284 = extractelement <4 x i8> %Tr841, i32 0
  %Shuff1285 = shufflevector <4 x i1> %Shuff1247, <4 x i1> %I632, <4 x i32> <i32 3, i32 5, i32 7, i32 undef>
  %I1286 = insertelement <4 x i1> %Cmp917, i1 %Cmp553, i32 1
  %B1287 = sub i8 %L875, %B290
  %ZE1288 = zext <4 x i1> %Cmp425 to <4 x i64>
  %Sl1289 = select i1 %Cmp, i1 %E569, i1 %Cmp674
  br i1 %Sl1289, label %CF1735, label %CF1821

CF1821:                                           ; preds = %CF1821, %CF1909
  %Cmp1290 = icmp uge i64 %E19, %Se1051
  br i1 %Cmp1290, label %CF1821, label %CF1942

CF1942:                                           ; preds = %CF1821
  %L1291 = load i8, i8* %PC581, align 1
  store i8 %L706, i8* %PC581, align 1
  %E1292 = extractelement <4 x i64> %Shuff995, i32 2
  %Shuff1293 = shufflevector <2 x i16> %Shuff198, <2 x i16> %Sl103, <2 x i32> <i32 1, i32 3>
  %I1294 = insertelement <2 x i16> %Shuff764, i16 %Tr739, i32 1
  %ZE1295 = zext i32 %L1161 to i64
  %Sl1296 = select i1 %Tr589, i1 %Cmp748, i1 %E1246
  br i1 %Sl1296, label %CF1675, label %CF1707

CF1707:                                           ; preds = %CF1707, %CF1856, %CF1942
  %Cmp1297 = icmp slt i8 %Sl998, %L971
  br i1 %Cmp1297, label %CF1707, label %CF1856

CF1856:                                           ; preds = %CF1707
  %L1298 = load i8, i8* %0, align 1
  store i8 %ZE466, i8* %PC581, align 1
  %E1299 = extractelement <2 x i64> %I1248, i32 0
  %Shuff1300 = shufflevector <4 x i64> %B497, <4 x i64> %I429, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I1301 = insertelement <2 x i1> %Shuff420, i1 %Sl696, i32 1
  %Se1302 = sext <4 x i1> %L159 to <4 x i8>
  %Sl1303 = select i1 %Cmp135, float %Sl96, float 0xC14F691340000000
  %Cmp1304 = fcmp one double %FC774, %ZE710
  br i1 %Cmp1304, label %CF1707, label %CF1709

CF1709:                                           ; preds = %CF1709, %CF1778, %CF1856
  %L1305 = load i8, i8* %0, align 1
  store i8 %Sl38, i8* %0, align 1
  %E1306 = extractelement <2 x i16> %Shuff1078, i32 1
  %Shuff1307 = shufflevector <4 x i64> %Shuff1094, <4 x i64> %Sl83, <4 x i32> <i32 undef, i32 undef, i32 4, i32 6>
  %I1308 = insertelement <2 x i16> %Sl385, i16 %E449, i32 0
  %B1309 = lshr i8 %Se872, %L485
  %Se1310 = sext <2 x i1> %Cmp895 to <2 x i16>
  %Sl1311 = select <8 x i1> <i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false>, <8 x i32> %I996, <8 x i32> %Shuff943
  %Cmp1312 = icmp slt i32 %L204, %B44
  br i1 %Cmp1312, label %CF1709, label %CF1778

CF1778:                                           ; preds = %CF1709
  %L1313 = load i8, i8* %PC581, align 1
  store i8 %L985, i8* %PC360, align 1
  %E1314 = extractelement <4 x i1> %Cmp835, i32 0
  br i1 %E1314, label %CF1709, label %CF1761

CF1761:                                           ; preds = %CF1761, %CF1778
  %Shuff1315 = shufflevector <2 x i64> %I382, <2 x i64> %ZE314, <2 x i32> <i32 3, i32 1>
  %I1316 = insertelement <4 x i1> %Sl1281, i1 %Cmp1015, i32 1
  %BC1317 = bitcast <2 x i64> %I305 to <2 x double>
  %Sl1318 = select i1 %E763, <2 x i16> %B1157, <2 x i16> %Shuff198
  %Cmp1319 = icmp sge i1 %Cmp1213, %E1154
  br i1 %Cmp1319, label %CF1761, label %CF1806

CF1806:                                           ; preds = %CF1761
  %L1320 = load i8, i8* %0, align 1
  store i8 %L554, i8* %PC360, align 1
  %E1321 = extractelement <4 x i1> %Shuff326, i32 1
  br i1 %E1321, label %CF1675, label %CF1705

CF1705:                                           ; preds = %CF1705, %CF1752, %CF1806
  %Shuff1322 = shufflevector <2 x i16> %B1218, <2 x i16> %Sl680, <2 x i32> <i32 undef, i32 2>
  %I1323 = insertelement <4 x i32> %L477, i32 %B1104, i32 2
  %Tr1324 = trunc i8 %L1016 to i1
  br i1 %Tr1324, label %CF1705, label %CF1752

CF1752:                                           ; preds = %CF1705
  %Sl1325 = select i1 %Cmp135, i8 %B521, i8 %L726
  %Cmp1326 = icmp ugt <4 x i1> %Shuff222, %Tr276
  %L1327 = load i8, i8* %PC360, align 1
  store i8 %B391, i8* %PC581, align 1
  %E1328 = extractelement <4 x i1> %Shuff1216, i32 2
  br i1 %E1328, label %CF1705, label %CF1715

CF1715:                                           ; preds = %CF1752
  %Shuff1329 = shufflevector <2 x float> %Sl1137, <2 x float> %Shuff1109, <2 x i32> <i32 1, i32 3>
  %I1330 = insertelement <2 x i1> %Shuff786, i1 %Cmp910, i32 1
  %Sl1331 = select i1 %Cmp992, i1 %E1268, i1 %Sl522
  br i1 %Sl1331, label %CF1675, label %CF1690

CF1690:                                           ; preds = %CF1690, %CF1715
  %Cmp1332 = icmp sgt <4 x i64> zeroinitializer, %Shuff258
  %L1333 = load i8, i8* %PC360, align 1
  store i8 %L1192, i8* %PC581, align 1
  %E1334 = extractelement <4 x i64> %Shuff846, i32 1
  %Shuff1335 = shufflevector <2 x i64> %Shuff1171, <2 x i64> %B116, <2 x i32> <i32 0, i32 undef>
  %I1336 = insertelement <4 x i1> %Cmp999, i1 %Sl819, i32 2
  %FC1337 = uitofp i32 468523 to double
  %Sl1338 = select i1 %Cmp1191, i64 %E121, i64 %E243
  %Cmp1339 = icmp sge <2 x i64> %Sl545, %Sl269
  %L1340 = load i8, i8* %PC360, align 1
  store i8 %L332, i8* %PC581, align 1
  %E1341 = extractelement <2 x i16> %Shuff1293, i32 1
  %Shuff1342 = shufflevector <2 x i1> %I29, <2 x i1> %Shuff786, <2 x i32> <i32 2, i32 undef>
  %I1343 = insertelement <2 x i16> %Shuff381, i16 %E1170, i32 0
  %B1344 = fdiv <2 x double> %Shuff244, %FC67
  %FC1345 = uitofp <2 x i16> %Sl210 to <2 x double>
  %Sl1346 = select i1 %Tr400, i1 %Cmp858, i1 %Cmp977
  br i1 %Sl1346, label %CF1690, label %CF1692

CF1692:                                           ; preds = %CF1692, %CF1921, %CF1690
  %Cmp1347 = icmp ugt i8 %L403, %Tr23
  br i1 %Cmp1347, label %CF1692, label %CF1921

CF1921:                                           ; preds = %CF1692
  %L1348 = load i8, i8* %PC360, align 1
  store i8 %Se872, i8* %PC, align 1
  %E1349 = extractelement <2 x i1> %Cmp1083, i32 1
  br i1 %E1349, label %CF1692, label %CF1733

CF1733:                                           ; preds = %CF1733, %CF1921
  %Shuff1350 = shufflevector <4 x i1> %Cmp874, <4 x i1> %Shuff265, <4 x i32> <i32 4, i32 6, i32 0, i32 undef>
  %I1351 = insertelement <2 x i1> %Sl345, i1 %Cmp977, i32 0
  %B1352 = mul i64 %Sl1198, %E86
  %Tr1353 = trunc <4 x i32> %Shuff771 to <4 x i1>
  %Sl1354 = select i1 %Cmp1304, i1 %Cmp754, i1 %Sl924
  br i1 %Sl1354, label %CF1733, label %CF1908

CF1908:                                           ; preds = %CF1733
  %Cmp1355 = fcmp ule <2 x double> %Shuff1102, %FC482
  %L1356 = load i8, i8* %PC360, align 1
  store i32 %L547, i32* %Sl, align 4
  %E1357 = extractelement <4 x i32> zeroinitializer, i32 2
  %Shuff1358 = shufflevector <2 x i16> %Shuff169, <2 x i16> %Shuff311, <2 x i32> <i32 1, i32 3>
  %I1359 = insertelement <2 x i64> %Shuff7, i64 %E341, i32 1
  %B1360 = urem i32 %ZE789, %B260
  %Tr1361 = trunc i32 %Tr74 to i8
  %Sl1362 = select i1 %Sl1346, <2 x i1> %Shuff456, <2 x i1> %Shuff389
  %Cmp1363 = icmp ugt i1 %Cmp172, %Cmp293
  br i1 %Cmp1363, label %CF1675, label %CF1685

CF1685:                                           ; preds = %CF1685, %CF1866, %CF1908
  %L1364 = load i8, i8* %PC581, align 1
  store i8 71, i8* %PC360, align 1
  %E1365 = extractelement <2 x i64> %Shuff7, i32 1
  %Shuff1366 = shufflevector <2 x i1> %Shuff495, <2 x i1> %Shuff639, <2 x i32> <i32 0, i32 undef>
  %I1367 = insertelement <4 x i1> %I1095, i1 %Cmp1363, i32 2
  %B1368 = udiv <2 x i64> %Shuff365, %B148
  %FC1369 = uitofp <4 x i1> %I1019 to <4 x double>
  %Sl1370 = select <2 x i1> %Cmp179, <2 x i16> %Shuff533, <2 x i16> %Sl605
  %Cmp1371 = icmp ule i8 %L302, %Sl998
  br i1 %Cmp1371, label %CF1685, label %CF1866

CF1866:                                           ; preds = %CF1685
  %L1372 = load i8, i8* %PC581, align 1
  store i8 %L706, i8* %0, align 1
  %E1373 = extractelement <4 x i1> %Cmp820, i32 0
  br i1 %E1373, label %CF1685, label %CF1731

CF1731:                                           ; preds = %CF1866
  %Shuff1374 = shufflevector <4 x i1> %Cmp1160, <4 x i1> %Shuff1261, <4 x i32> <i32 7, i32 undef, i32 undef, i32 5>
  %I1375 = insertelement <2 x i64> %Shuff1335, i64 %B275, i32 1
  %B1376 = urem i32 %Sl1151, %B572
  %FC1377 = uitofp i8 %L144 to double
  %Sl1378 = select i1 %L660, i1 %Sl232, i1 %Sl696
  br i1 %Sl1378, label %CF1675, label %CF1682

CF1682:                                           ; preds = %CF1682, %CF1801, %CF1893, %CF1731
  %Cmp1379 = icmp eq i1 %Cmp705, %Cmp1045
  br i1 %Cmp1379, label %CF1682, label %CF1801

CF1801:                                           ; preds = %CF1682
  %L1380 = load i8, i8* %Sl724, align 1
  store i8 %Sl1144, i8* %0, align 1
  %E1381 = extractelement <2 x i64> zeroinitializer, i32 1
  %Shuff1382 = shufflevector <2 x i1> %Sl1257, <2 x i1> %Cmp850, <2 x i32> <i32 undef, i32 0>
  %I1383 = insertelement <2 x i1> %Tr514, i1 %Cmp1363, i32 0
  %ZE1384 = zext <4 x i1> %Cmp119 to <4 x i32>
  %Sl1385 = select i1 %Cmp484, i1 %Cmp255, i1 %Sl1378
  br i1 %Sl1385, label %CF1682, label %CF1724

CF1724:                                           ; preds = %CF1724, %CF1801
  %Cmp1386 = icmp ule <4 x i1> %Shuff450, %L517
  %L1387 = load i8, i8* %PC360, align 1
  store i8 %ZE466, i8* %PC360, align 1
  %E1388 = extractelement <4 x i1> %Cmp761, i32 0
  br i1 %E1388, label %CF1724, label %CF1893

CF1893:                                           ; preds = %CF1724
  %Shuff1389 = shufflevector <4 x i32> %I350, <4 x i32> %Sl688, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I1390 = insertelement <2 x i1> %Shuff609, i1 %E56, i32 1
  %B1391 = and <2 x i64> %Sl377, %I899
  %FC1392 = uitofp i1 %Cmp583 to float
  %Sl1393 = select <4 x i1> %Cmp681, <4 x i1> %L918, <4 x i1> %Cmp768
  %Cmp1394 = icmp ne i1 %E1047, %Cmp962
  br i1 %Cmp1394, label %CF1682, label %CF1706

CF1706:                                           ; preds = %CF1706, %CF1893
  %L1395 = load i8, i8* %0, align 1
  store i8 %L1348, i8* %PC581, align 1
  %E1396 = extractelement <4 x i64> %I183, i32 0
  %Shuff1397 = shufflevector <4 x i1> %Cmp187, <4 x i1> %Shuff1070, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I1398 = insertelement <2 x i1> %Shuff670, i1 %E494, i32 1
  %B1399 = sdiv <4 x i32> %B481, %I350
  %FC1400 = uitofp i1 %Tr856 to double
  %Sl1401 = select <2 x i1> %Cmp150, <2 x i16> %I1278, <2 x i16> %B1218
  %L1402 = load <4 x i1>, <4 x i1>* %Sl110, align 1
  store i32 %Se759, i32* %Sl1059, align 4
  %E1403 = extractelement <4 x i1> %I115, i32 3
  br i1 %E1403, label %CF1706, label %CF1738

CF1738:                                           ; preds = %CF1738, %CF1706
  %Shuff1404 = shufflevector <4 x i32> %L477, <4 x i32> %Shuff435, <4 x i32> <i32 2, i32 4, i32 undef, i32 0>
  %I1405 = insertelement <4 x i1> %Tr276, i1 %E1328, i32 0
  %B1406 = sub i32 %L418, %L1245
  %Se1407 = sext <2 x i1> %I101 to <2 x i16>
  %Sl1408 = select <2 x i1> %I1330, <2 x i1> %Shuff594, <2 x i1> %I414
  %Cmp1409 = icmp ult i1 %E964, %Cmp583
  br i1 %Cmp1409, label %CF1738, label %CF1935

CF1935:                                           ; preds = %CF1738
  %L1410 = load i8, i8* %0, align 1
  store i32 468523, i32* %Sl1059, align 4
  %E1411 = extractelement <2 x i64> %B148, i32 0
  %Shuff1412 = shufflevector <2 x i16> %Sl605, <2 x i16> %Sl842, <2 x i32> <i32 1, i32 3>
  %I1413 = insertelement <8 x i32> zeroinitializer, i32 %L220, i32 3
  %B1414 = add i8 %Sl165, %B66
  %BC1415 = bitcast i64 %B14 to double
  %Sl1416 = select i1 %Cmp97, i8 %B81, i8 %L926
  %Cmp1417 = icmp ult <4 x i1> %L159, %Shuff138
  %L1418 = load <2 x double>, <2 x double>* %Sl75, align 16
  store i8 %L1192, i8* %PC, align 1
  %E1419 = extractelement <2 x i16> %Shuff1412, i32 0
  %Shuff1420 = shufflevector <4 x i1> %Shuff265, <4 x i1> %Cmp681, <4 x i32> <i32 undef, i32 1, i32 3, i32 5>
  %I1421 = insertelement <4 x i64> %Se620, i64 %E145, i32 1
  %B1422 = ashr <2 x i16> %I723, %Shuff1133
  %Se1423 = sext i32 %ZE536 to i64
  %Sl1424 = select i1 %Cmp417, double %Sl1082, double %FC1377
  %Cmp1425 = icmp sge i1 %Cmp925, %Tr856
  br i1 %Cmp1425, label %CF1675, label %CF1680

CF1680:                                           ; preds = %CF1680, %CF1928, %CF1931, %CF1822, %CF1816, %CF1918, %CF1935
  %L1426 = load i32, i32* %Sl1059, align 4
  store i8 %L726, i8* %0, align 1
  %E1427 = extractelement <2 x i16> %Shuff631, i32 1
  %Shuff1428 = shufflevector <2 x double> %FC901, <2 x double> %L212, <2 x i32> <i32 2, i32 0>
  %I1429 = insertelement <4 x i1> %Shuff1374, i1 %Sl902, i32 0
  %Tr1430 = trunc <4 x i64> zeroinitializer to <4 x i1>
  %Sl1431 = select i1 %Cmp970, i8 %B66, i8 71
  %Cmp1432 = icmp ugt <4 x i1> %Shuff757, %I564
  %L1433 = load i32, i32* %Sl, align 4
  store i32 %Sl1029, i32* %Sl1059, align 4
  %E1434 = extractelement <2 x i16> zeroinitializer, i32 1
  %Shuff1435 = shufflevector <4 x i1> %Shuff405, <4 x i1> %I1110, <4 x i32> <i32 2, i32 undef, i32 6, i32 0>
  %I1436 = insertelement <2 x i1> %I297, i1 %E1055, i32 0
  %B1437 = ashr <4 x i64> %B702, %I542
  %ZE1438 = zext i1 %E1069 to i32
  %Sl1439 = select i1 %Cmp553, <2 x i16> %I579, <2 x i16> %Shuff1133
  %Cmp1440 = icmp sgt i8 %Sl30, %L934
  br i1 %Cmp1440, label %CF1680, label %CF1880

CF1880:                                           ; preds = %CF1880, %CF1680
  %L1441 = load i32, i32* %Sl1059, align 4
  store i8 %L355, i8* %0, align 1
  %E1442 = extractelement <2 x i1> %Shuff94, i32 1
  br i1 %E1442, label %CF1880, label %CF1928

CF1928:                                           ; preds = %CF1880
  %Shuff1443 = shufflevector <2 x i1> %Shuff42, <2 x i1> %Shuff1117, <2 x i32> <i32 2, i32 0>
  %I1444 = insertelement <4 x i1> %I1156, i1 %Cmp827, i32 0
  %Tr1445 = trunc i64 %E532 to i8
  %Sl1446 = select i1 %Tr1073, <4 x i1> %Sl790, <4 x i1> %Shuff334
  %Cmp1447 = icmp sgt i64 %E6, %E243
  br i1 %Cmp1447, label %CF1680, label %CF1824

CF1824:                                           ; preds = %CF1824, %CF1928
  %L1448 = load i8, i8* %PC360, align 1
  store i8 %L196, i8* %PC360, align 1
  %E1449 = extractelement <4 x i64> %Shuff700, i32 1
  %Shuff1450 = shufflevector <4 x i64> %B900, <4 x i64> %Sl338, <4 x i32> <i32 4, i32 6, i32 0, i32 undef>
  %I1451 = insertelement <4 x i1> %Shuff1374, i1 %Cmp940, i32 2
  %FC1452 = uitofp i1 %Sl16 to float
  %Sl1453 = select i1 true, i64 %Sl666, i64 %E325
  %Cmp1454 = icmp slt i32 %B489, %Sl1029
  br i1 %Cmp1454, label %CF1824, label %CF1912

CF1912:                                           ; preds = %CF1912, %CF1824
  %L1455 = load i8, i8* %0, align 1
  store i8 %B656, i8* %0, align 1
  %E1456 = extractelement <2 x i64> %Sl1235, i32 1
  %Shuff1457 = shufflevector <2 x double> %FC642, <2 x double> %I1240, <2 x i32> <i32 2, i32 0>
  %I1458 = insertelement <4 x i1> %Cmp425, i1 %Sl522, i32 0
  %B1459 = srem i64 %E800, %B275
  %ZE1460 = zext i1 %Cmp1045 to i16
  %Sl1461 = select i1 %Cmp955, i16 %Tr437, i16 %E1341
  %Cmp1462 = icmp ugt i1 %E1388, %Cmp622
  br i1 %Cmp1462, label %CF1912, label %CF1931

CF1931:                                           ; preds = %CF1912
  %L1463 = load i8, i8* %0, align 1
  store i8 %Sl954, i8* %0, align 1
  %E1464 = extractelement <2 x i1> %I716, i32 0
  br i1 %E1464, label %CF1680, label %CF1774

CF1774:                                           ; preds = %CF1774, %CF1931
  %Shuff1465 = shufflevector <2 x i1> %Shuff42, <2 x i1> %Cmp203, <2 x i32> <i32 1, i32 3>
  %I1466 = insertelement <4 x i64> %I496, i64 %E6, i32 3
  %B1467 = udiv <4 x i32> %I587, %I237
  %Tr1468 = trunc i16 %Tr430 to i1
  br i1 %Tr1468, label %CF1774, label %CF1822

CF1822:                                           ; preds = %CF1774
  %Sl1469 = select i1 %L660, <2 x i64> %Shuff503, <2 x i64> %Sl186
  %Cmp1470 = icmp ne <2 x i16> %Shuff397, %Shuff357
  %L1471 = load i32, i32* %Sl60, align 4
  store i8 %Sl1113, i8* %PC360, align 1
  %E1472 = extractelement <2 x i16> %B36, i32 1
  %Shuff1473 = shufflevector <4 x i32> %B208, <4 x i32> %L749, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I1474 = insertelement <2 x i16> zeroinitializer, i16 %E807, i32 0
  %B1475 = and i64 %Sl1052, 248663
  %Tr1476 = trunc <4 x i32> %Shuff435 to <4 x i16>
  %Sl1477 = select i1 %Cmp293, <4 x i64> %B1437, <4 x i64> %Shuff49
  %Cmp1478 = icmp ugt i64 %Sl1338, %E86
  br i1 %Cmp1478, label %CF1680, label %CF1741

CF1741:                                           ; preds = %CF1741, %CF1923, %CF1822
  %L1479 = load i8, i8* %0, align 1
  store i8 %Sl38, i8* %0, align 1
  %E1480 = extractelement <2 x i1> %Shuff617, i32 1
  br i1 %E1480, label %CF1741, label %CF1923

CF1923:                                           ; preds = %CF1741
  %Shuff1481 = shufflevector <2 x i64> %Shuff1010, <2 x i64> %Shuff602, <2 x i32> <i32 2, i32 undef>
  %I1482 = insertelement <4 x i1> %Cmp805, i1 %Cmp962, i32 0
  %B1483 = fadd float %E1062, %E814
  %FC1484 = sitofp i1 %Cmp705 to double
  %Sl1485 = select i1 %Sl1182, i16 %Sl1273, i16 %Sl969
  %Cmp1486 = icmp sge i8 0, %L948
  br i1 %Cmp1486, label %CF1741, label %CF1758

CF1758:                                           ; preds = %CF1758, %CF1812, %CF1923
  %L1487 = load i8, i8* %0, align 1
  store i8 %L1008, i8* %PC581, align 1
  %E1488 = extractelement <2 x i64> %Shuff973, i32 0
  %Shuff1489 = shufflevector <2 x double> %Sl804, <2 x double> %Shuff1457, <2 x i32> <i32 1, i32 3>
  %I1490 = insertelement <8 x i32> zeroinitializer, i32 %L1115, i32 3
  %B1491 = or i32 %L1245, %E1357
  %Tr1492 = trunc i32 %B489 to i16
  %Sl1493 = select i1 %E56, i32 %B375, i32 %E1357
  %Cmp1494 = fcmp uno double %Sl753, %Sl446
  br i1 %Cmp1494, label %CF1758, label %CF1812

CF1812:                                           ; preds = %CF1758
  %L1495 = load i32, i32* %Sl60, align 4
  store i8 71, i8* %0, align 1
  %E1496 = extractelement <2 x i1> %Cmp798, i32 0
  br i1 %E1496, label %CF1758, label %CF1789

CF1789:                                           ; preds = %CF1789, %CF1927, %CF1892, %CF1864, %CF1812
  %Shuff1497 = shufflevector <4 x i1> %Shuff950, <4 x i1> %I632, <4 x i32> <i32 undef, i32 1, i32 3, i32 undef>
  %I1498 = insertelement <4 x i1> %Tr990, i1 %E455, i32 1
  %B1499 = shl i8 %L531, %Sl1431
  %Se1500 = sext i1 %Sl171 to i8
  %Sl1501 = select i1 %E380, i16 %B922, i16 %E1306
  %Cmp1502 = icmp ule i16 %E189, %E707
  br i1 %Cmp1502, label %CF1789, label %CF1927

CF1927:                                           ; preds = %CF1789
  %L1503 = load <2 x double>, <2 x double>* %Sl75, align 16
  store i32 %B399, i32* %Sl60, align 4
  %E1504 = extractelement <2 x i16> %I1294, i32 1
  %Shuff1505 = shufflevector <2 x i1> %Shuff342, <2 x i1> %Cmp881, <2 x i32> <i32 2, i32 0>
  %I1506 = insertelement <4 x i1> %I1019, i1 %Tr1324, i32 0
  %B1507 = and i64 %E1396, %E1334
  %FC1508 = uitofp <2 x i1> %Cmp453 to <2 x float>
  %Sl1509 = select <2 x i1> %Shuff389, <2 x i16> %Shuff920, <2 x i16> %Se1407
  %Cmp1510 = icmp slt i64 %Se818, %E1162
  br i1 %Cmp1510, label %CF1789, label %CF1830

CF1830:                                           ; preds = %CF1830, %CF1927
  %L1511 = load i8, i8* %0, align 1
  store <8 x i8> <i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0>, <8 x i8>* %A2, align 8
  %E1512 = extractelement <4 x i1> %Sl1281, i32 2
  br i1 %E1512, label %CF1830, label %CF1892

CF1892:                                           ; preds = %CF1830
  %Shuff1513 = shufflevector <2 x i16> %Shuff526, <2 x i16> %B184, <2 x i32> <i32 undef, i32 3>
  %I1514 = insertelement <4 x i32> %Shuff654, i32 %B260, i32 3
  %B1515 = lshr i8 %L263, %Tr89
  %Se1516 = sext i16 %E807 to i64
  %Sl1517 = select i1 %Tr665, i16 %E1124, i16 %E1170
  %Cmp1518 = icmp slt i16 %E228, %Sl1517
  br i1 %Cmp1518, label %CF1789, label %CF1817

CF1817:                                           ; preds = %CF1817, %CF1892
  %L1519 = load i8, i8* %0, align 1
  %E1520 = extractelement <4 x i64> %Shuff1450, i32 1
  %Shuff1521 = shufflevector <2 x float> %Shuff744, <2 x float> %Shuff1329, <2 x i32> <i32 0, i32 2>
  %I1522 = insertelement <2 x i1> %Shuff1443, i1 %Cmp270, i32 0
  %Tr1523 = trunc i32 %Sl552 to i16
  %Sl1524 = select i1 %E1154, i1 %L698, i1 %Sl1378
  br i1 %Sl1524, label %CF1817, label %CF1844

CF1844:                                           ; preds = %CF1844, %CF1817
  %Cmp1525 = icmp ult i1 %Cmp1236, %Sl1378
  br i1 %Cmp1525, label %CF1844, label %CF1864

CF1864:                                           ; preds = %CF1844
  %L1526 = load i8, i8* %PC, align 1
  store i8 %L294, i8* %PC581, align 1
  %E1527 = extractelement <2 x i16> %I1308, i32 0
  %Shuff1528 = shufflevector <4 x i64> %Shuff1450, <4 x i64> %Shuff258, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I1529 = insertelement <4 x i1> %Shuff1194, i1 %Sl322, i32 3
  %ZE1530 = zext i1 %Sl369 to i64
  %Sl1531 = select i1 %Cmp, i32 %L1229, i32 %L98
  %L1532 = load i8, i8* %0, align 1
  store i8 %L1008, i8* %PC360, align 1
  %E1533 = extractelement <4 x float> %I176, i32 3
  %Shuff1534 = shufflevector <2 x i64> %Shuff625, <2 x i64> %Sl186, <2 x i32> <i32 undef, i32 0>
  %I1535 = insertelement <4 x i1> %Cmp1332, i1 %E441, i32 0
  %Tr1536 = trunc i64 %E661 to i1
  br i1 %Tr1536, label %CF1789, label %CF1816

CF1816:                                           ; preds = %CF1864
  %Sl1537 = select i1 %Cmp1312, i8 %B1515, i8 %B558
  %Cmp1538 = icmp sge i8 %L363, %L1305
  br i1 %Cmp1538, label %CF1680, label %CF1740

CF1740:                                           ; preds = %CF1740, %CF1816
  %L1539 = load i8, i8* %PC581, align 1
  store i8 %L637, i8* %PC581, align 1
  %E1540 = extractelement <4 x i1> %Cmp1152, i32 0
  br i1 %E1540, label %CF1740, label %CF1918

CF1918:                                           ; preds = %CF1740
  %Shuff1541 = shufflevector <4 x i32> %Shuff958, <4 x i32> %I587, <4 x i32> <i32 7, i32 1, i32 3, i32 undef>
  %I1542 = insertelement <2 x i1> %Shuff487, i1 %Sl171, i32 1
  %B1543 = srem i8 %L777, %L454
  %Tr1544 = trunc i64 %E341 to i32
  %Sl1545 = select i1 %E653, <2 x i1> %I170, <2 x i1> %Shuff980
  %Cmp1546 = icmp sgt <4 x i1> %Cmp719, %Shuff570
  %L1547 = load i8, i8* %0, align 1
  store i32 %L1237, i32* %Sl1059, align 4
  %E1548 = extractelement <2 x i64> %Shuff1209, i32 1
  %Shuff1549 = shufflevector <2 x i64> %Shuff1186, <2 x i64> %Sl186, <2 x i32> <i32 2, i32 undef>
  %I1550 = insertelement <4 x i1> %Tr276, i1 %E1132, i32 0
  %B1551 = urem i32 %B694, %B260
  %Se1552 = sext <4 x i1> %Shuff334 to <4 x i32>
  %Sl1553 = select i1 %FC1234, i8 %Se384, i8 %L851
  %Cmp1554 = icmp eq i8 %L875, %B1004
  br i1 %Cmp1554, label %CF1680, label %CF1696

CF1696:                                           ; preds = %CF1696, %CF1938, %CF1918
  %L1555 = load i8, i8* %PC581, align 1
  store i8 %L411, i8* %PC360, align 1
  %E1556 = extractelement <2 x i16> %Shuff1018, i32 1
  %Shuff1557 = shufflevector <2 x i16> %Tr551, <2 x i16> %Shuff533, <2 x i32> <i32 0, i32 2>
  %I1558 = insertelement <2 x i16> %Sl1439, i16 %E1170, i32 0
  %B1559 = fsub <4 x float> %B1058, %I655
  %ZE1560 = zext i16 %E1556 to i32
  %Sl1561 = select i1 %E364, i32 %B611, i32 %L629
  %Cmp1562 = icmp uge i8 %L882, %L568
  br i1 %Cmp1562, label %CF1696, label %CF1938

CF1938:                                           ; preds = %CF1696
  %L1563 = load i8, i8* %0, align 1
  store i32 %ZE1438, i32* %Sl, align 4
  %E1564 = extractelement <4 x i64> %Shuff1450, i32 0
  %Shuff1565 = shufflevector <4 x i32> %Sl134, <4 x i32> %I1064, <4 x i32> <i32 7, i32 1, i32 undef, i32 5>
  %I1566 = insertelement <2 x i1> %Shuff20, i1 %Cmp636, i32 1
  %ZE1567 = zext i8 %B1135 to i32
  %Sl1568 = select i1 %Tr490, i8 %L726, i8 %L926
  %Cmp1569 = icmp ult <4 x i1> %Cmp820, %L286
  %L1570 = load i8, i8* %0, align 1
  store i32 %B359, i32* %Sl1059, align 4
  %E1571 = extractelement <4 x i1> %Shuff1070, i32 2
  br i1 %E1571, label %CF1696, label %CF1771

CF1771:                                           ; preds = %CF1771, %CF1938
  %Shuff1572 = shufflevector <4 x i1> %Shuff757, <4 x i1> %Cmp425, <4 x i32> <i32 undef, i32 7, i32 1, i32 3>
  %I1573 = insertelement <4 x i1> %Cmp835, i1 %Tr528, i32 3
  %B1574 = sdiv <2 x i64> %Shuff1534, %B1080
  %FC1575 = uitofp i8 %L440 to double
  %Sl1576 = select <4 x i1> %Cmp425, <4 x i1> %I335, <4 x i1> %I472
  %Cmp1577 = icmp sge i1 %Cmp484, %Cmp104
  br i1 %Cmp1577, label %CF1771, label %CF1878

CF1878:                                           ; preds = %CF1771
  %L1578 = load i8, i8* %0, align 1
  store i32 %B489, i32* %Sl1059, align 4
  %E1579 = extractelement <4 x i1> %Shuff647, i32 2
  br i1 %E1579, label %CF1675, label %CF1677

CF1677:                                           ; preds = %CF1677, %CF1920, %CF1940, %CF1878
  %Shuff1580 = shufflevector <2 x i1> %Cmp1355, <2 x i1> %Cmp659, <2 x i32> <i32 undef, i32 3>
  %I1581 = insertelement <2 x i64> %Sl1235, i64 %E800, i32 1
  %B1582 = ashr i8 %L1192, %L395
  %FC1583 = sitofp <4 x i64> %Shuff928 to <4 x double>
  %Sl1584 = select i1 %Tr1536, <2 x i16> %B1111, <2 x i16> %B184
  %Cmp1585 = icmp sge i32 %Sl747, %L682
  br i1 %Cmp1585, label %CF1677, label %CF1920

CF1920:                                           ; preds = %CF1677
  %L1586 = load i8, i8* %0, align 1
  store i8 %Tr23, i8* %0, align 1
  %E1587 = extractelement <4 x i1> %Shuff450, i32 1
  br i1 %E1587, label %CF1677, label %CF1798

CF1798:                                           ; preds = %CF1798, %CF1932, %CF1920
  %Shuff1588 = shufflevector <2 x i1> %FC960, <2 x i1> %Cmp203, <2 x i32> <i32 0, i32 2>
  %I1589 = insertelement <4 x i32> %ZE1173, i32 %B641, i32 2
  %Se1590 = sext i1 %E1201 to i16
  %Sl1591 = select <4 x i1> %Cmp761, <4 x i32> %Se1552, <4 x i32> %I974
  %Cmp1592 = icmp sge <2 x i16> %I252, %Shuff357
  %L1593 = load i32, i32* %Sl1059, align 4
  store i8 %L1578, i8* %0, align 1
  %E1594 = extractelement <4 x i1> %Cmp1417, i32 0
  br i1 %E1594, label %CF1798, label %CF1838

CF1838:                                           ; preds = %CF1838, %CF1798
  %Shuff1595 = shufflevector <4 x i1> %Shuff647, <4 x i1> %Cmp187, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I1596 = insertelement <4 x i1> %Shuff913, i1 %Cmp705, i32 1
  %B1597 = or i8 %L363, %L1380
  %ZE1598 = zext <4 x i1> %Cmp211 to <4 x i32>
  %Sl1599 = select i1 %Cmp674, i8 %L433, i8 %Se872
  %Cmp1600 = icmp sgt <4 x i64> %Shuff1300, %ZE125
  %L1601 = load i32, i32* %Sl1059, align 4
  store i8 %L706, i8* %PC581, align 1
  %E1602 = extractelement <2 x i16> %Shuff1033, i32 0
  %Shuff1603 = shufflevector <2 x i1> %Shuff20, <2 x i1> %Cmp881, <2 x i32> <i32 1, i32 undef>
  %I1604 = insertelement <2 x i64> %Shuff471, i64 %E86, i32 1
  %B1605 = fdiv <2 x float> %FC597, %Shuff744
  %Tr1606 = trunc i64 %Sl53 to i32
  %Sl1607 = select i1 %Sl522, float %FC1081, float %FC1392
  %Cmp1608 = icmp uge i32 %ZE1226, %Sl873
  br i1 %Cmp1608, label %CF1838, label %CF1848

CF1848:                                           ; preds = %CF1848, %CF1870, %CF1838
  %L1609 = load i32, i32* %Sl1059, align 4
  store i32 %L1146, i32* %Sl1059, align 4
  %E1610 = extractelement <2 x i1> %I944, i32 0
  br i1 %E1610, label %CF1848, label %CF1870

CF1870:                                           ; preds = %CF1848
  %Shuff1611 = shufflevector <4 x i1> %Sl1446, <4 x i1> %Cmp46, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I1612 = insertelement <4 x i64> %Shuff1450, i64 %E979, i32 1
  %B1613 = sdiv i16 %E883, %E518
  %Sl1614 = select <2 x i1> %Shuff64, <2 x i16> %Shuff311, <2 x i16> %B1218
  %Cmp1615 = icmp sge i8 %L978, %L755
  br i1 %Cmp1615, label %CF1848, label %CF1853

CF1853:                                           ; preds = %CF1853, %CF1870
  %L1616 = load i32, i32* %Sl1059, align 4
  store i8 %L1298, i8* %Sl724, align 1
  %E1617 = extractelement <2 x i16> %I966, i32 0
  %Shuff1618 = shufflevector <2 x i16> %Shuff28, <2 x i16> %I504, <2 x i32> <i32 1, i32 3>
  %I1619 = insertelement <4 x i32> %Sl688, i32 %L1161, i32 3
  %ZE1620 = zext i1 %Cmp1228 to i16
  %Sl1621 = select i1 %Cmp1304, i1 %Sl1159, i1 %Cmp1510
  br i1 %Sl1621, label %CF1853, label %CF1922

CF1922:                                           ; preds = %CF1922, %CF1853
  %Cmp1622 = fcmp ord <4 x float> %I655, %I655
  %L1623 = load i8, i8* %PC581, align 1
  store i32 %B1491, i32* %Sl1059, align 4
  %E1624 = extractelement <4 x i64> %Shuff373, i32 0
  %Shuff1625 = shufflevector <4 x i64> %I1466, <4 x i64> %Sl590, <4 x i32> <i32 3, i32 5, i32 7, i32 undef>
  %I1626 = insertelement <4 x i32> %Shuff34, i32 %Sl1029, i32 1
  %B1627 = fsub float %Sl1303, %Sl1607
  %Sl1628 = select <4 x i1> %I1095, <4 x i1> %Cmp835, <4 x i1> %Cmp46
  %Cmp1629 = fcmp ugt double %FC268, %FC1484
  br i1 %Cmp1629, label %CF1922, label %CF1932

CF1932:                                           ; preds = %CF1922
  %L1630 = load i8, i8* %PC581, align 1
  store i8 %L828, i8* %0, align 1
  %E1631 = extractelement <4 x i32> %Shuff, i32 2
  %Shuff1632 = shufflevector <4 x i1> %Shuff1435, <4 x i1> %I618, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I1633 = insertelement <4 x i1> %Shuff1194, i1 %Cmp1486, i32 3
  %B1634 = xor <4 x i32> zeroinitializer, %I1011
  %FC1635 = fptoui double %E250 to i16
  %Sl1636 = select <4 x i1> %I1482, <4 x i32> zeroinitializer, <4 x i32> %I1619
  %Cmp1637 = icmp ne i1 %Cmp1220, %L813
  br i1 %Cmp1637, label %CF1798, label %CF1832

CF1832:                                           ; preds = %CF1832, %CF1932
  %L1638 = load <2 x double>, <2 x double>* %Sl75, align 16
  store i32 %Sl1151, i32* %Sl60, align 4
  %E1639 = extractelement <2 x i1> %Shuff420, i32 0
  br i1 %E1639, label %CF1832, label %CF1895

CF1895:                                           ; preds = %CF1895, %CF1936, %CF1832
  %Shuff1640 = shufflevector <4 x i1> %Shuff950, <4 x i1> %L340, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I1641 = insertelement <2 x i1> %Shuff1382, i1 %Sl1289, i32 1
  %B1642 = fadd double 0xECA5C744E4A3B4C2, %FC774
  %Tr1643 = trunc i8 %L302 to i1
  br i1 %Tr1643, label %CF1895, label %CF1936

CF1936:                                           ; preds = %CF1895
  %Sl1644 = select i1 %Tr665, i64 %E86, i64 %E181
  %Cmp1645 = icmp ne i16 %B922, %E221
  br i1 %Cmp1645, label %CF1895, label %CF1929

CF1929:                                           ; preds = %CF1929, %CF1936
  %L1646 = load i8, i8* %0, align 1
  store i8 %L904, i8* %0, align 1
  %E1647 = extractelement <2 x i16> %Shuff397, i32 0
  %Shuff1648 = shufflevector <2 x i16> %I139, <2 x i16> %Shuff1293, <2 x i32> <i32 3, i32 undef>
  %I1649 = insertelement <4 x i8> %ZE1005, i8 %L144, i32 1
  %Sl1650 = select i1 %Cmp1615, i32 %Sl1561, i32 %L1169
  %Cmp1651 = fcmp oge float %FC1120, %Sl1607
  br i1 %Cmp1651, label %CF1929, label %CF1940

CF1940:                                           ; preds = %CF1929
  %L1652 = load i32, i32* %Sl1059, align 4
  store i8 %B66, i8* %0, align 1
  %E1653 = extractelement <2 x i16> %Shuff1269, i32 0
  %Shuff1654 = shufflevector <2 x i16> %Shuff198, <2 x i16> %Sl658, <2 x i32> <i32 3, i32 undef>
  %I1655 = insertelement <2 x i16> %B1218, i16 %E852, i32 1
  %B1656 = lshr <2 x i16> %Shuff533, %Sl1509
  %Se1657 = sext i1 %Cmp1114 to i64
  %Sl1658 = select i1 %E1373, i8* %Sl724, i8* %0
  %Cmp1659 = icmp ugt <4 x i1> %I527, %Shuff334
  %L1660 = load i32, i32* %Sl1059, align 4
  store i8 %L1214, i8* %Sl1658, align 1
  %E1661 = extractelement <4 x i1> %Shuff877, i32 3
  br i1 %E1661, label %CF1677, label %CF1683

CF1683:                                           ; preds = %CF1940
  %Shuff1662 = shufflevector <4 x i1> %I259, <4 x i1> %I480, <4 x i32> <i32 undef, i32 4, i32 6, i32 0>
  %I1663 = insertelement <2 x i1> %Shuff42, i1 %E1464, i32 0
  %B1664 = and i8 %Sl783, %L47
  %Tr1665 = trunc <2 x i64> %Sl545 to <2 x i8>
  %Sl1666 = select i1 %E380, <2 x i1> %Cmp843, <2 x i1> %I358
  %Cmp1667 = icmp eq <2 x i1> %Cmp1145, %Shuff1505
  store i8 0, i8* %Sl1658, align 1
  store i8 %B391, i8* %Sl1658, align 1
  store i8 %L1646, i8* %PC360, align 1
  store i8 %B1065, i8* %PC360, align 1
  store i8 %L904, i8* %Sl1658, align 1
  ret void
}

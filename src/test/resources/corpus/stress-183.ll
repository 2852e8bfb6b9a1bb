; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD183(i8* %0, i32* %1, i64* %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i8, align 1
  %A3 = alloca i16, align 2
  %A2 = alloca i16, align 2
  %A1 = alloca float, align 4
  %A = alloca i1, align 1
  %L = load i1, i1* %A, align 1
  br label %CF1781

CF1781:                                           ; preds = %BB
  store i32 156101, i32* %1, align 4
  %E = extractelement <4 x i32> zeroinitializer, i32 2
  %Shuff = shufflevector <2 x i16> zeroinitializer, <2 x i16> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I = insertelement <4 x i8> zeroinitializer, i8 %5, i32 3
  %B = sub i64 343133, 340681
  %ZE = zext <4 x i8> zeroinitializer to <4 x i16>
  %Sl = select i1 true, float 0x3A69395D00000000, float 0xBC61215500000000
  %L5 = load i8, i8* %0, align 1
  store i1 true, i1* %A, align 1
  %E6 = extractelement <4 x i32> zeroinitializer, i32 3
  %Shuff7 = shufflevector <4 x i16> %ZE, <4 x i16> %ZE, <4 x i32> <i32 6, i32 undef, i32 2, i32 undef>
  %I8 = insertelement <2 x i16> %Shuff, i16 0, i32 0
  %B9 = add i64 %4, %B
  %FC = fptosi float 0xBC61215500000000 to i16
  %Sl10 = select i1 %L, i8* %0, i8* %0
  %Cmp = icmp sge <2 x i1> zeroinitializer, zeroinitializer
  %L11 = load i8, i8* %Sl10, align 1
  store i1 %L, i1* %A, align 1
  %E12 = extractelement <4 x i32> zeroinitializer, i32 2
  %Shuff13 = shufflevector <2 x i16> %Shuff, <2 x i16> zeroinitializer, <2 x i32> <i32 undef, i32 3>
  %I14 = insertelement <2 x i32> zeroinitializer, i32 %E, i32 1
  %B15 = sub <2 x i16> %I8, zeroinitializer
  %Tr = trunc <16 x i32> zeroinitializer to <16 x i16>
  %Sl16 = select i1 %L, i32* %1, i32* %1
  %Cmp17 = fcmp olt float %Sl, 0xC37BB38F80000000
  br label %CF1708

CF1708:                                           ; preds = %CF1708, %CF1781
  %L18 = load i32, i32* %Sl16, align 4
  store i8 -1, i8* %Sl10, align 1
  %E19 = extractelement <4 x i16> %ZE, i32 3
  %Shuff20 = shufflevector <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <4 x i32> <i32 undef, i32 4, i32 6, i32 0>
  %I21 = insertelement <4 x i16> %Shuff7, i16 %FC, i32 0
  %B22 = lshr i64 343133, %4
  %PC = bitcast i8* %A4 to i16*
  %Sl23 = select i1 %L, i8 -1, i8 %L11
  %Cmp24 = icmp ult i16 -1, -1
  br i1 %Cmp24, label %CF1708, label %CF1732

CF1732:                                           ; preds = %CF1708
  %L25 = load i8, i8* %Sl10, align 1
  store i8 %L11, i8* %Sl10, align 1
  %E26 = extractelement <2 x i1> %Cmp, i32 0
  br label %CF1684

CF1684:                                           ; preds = %CF1684, %CF1732
  %Shuff27 = shufflevector <2 x i1> %Cmp, <2 x i1> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I28 = insertelement <16 x i8> zeroinitializer, i8 -1, i32 5
  %Tr29 = trunc i64 %B to i32
  %Sl30 = select i1 %L, double 0xA6EF860E47ED5C8C, double 0xA6EF860E47ED5C8C
  %Cmp31 = icmp ule i64 %B, %B9
  br i1 %Cmp31, label %CF1684, label %CF1782

CF1782:                                           ; preds = %CF1684
  %L32 = load i8, i8* %Sl10, align 1
  store i8 %5, i8* %Sl10, align 1
  %E33 = extractelement <4 x i16> zeroinitializer, i32 1
  %Shuff34 = shufflevector <2 x i1> %Cmp, <2 x i1> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I35 = insertelement <2 x i16> %Shuff, i16 %FC, i32 0
  %Sl36 = select i1 %L, i32 %3, i32 %E
  %Cmp37 = icmp ule i64 %B22, %B22
  br label %CF1660

CF1660:                                           ; preds = %CF1660, %CF1784, %CF1832, %CF1782
  %L38 = load i32, i32* %Sl16, align 4
  store i8 %Sl23, i8* %0, align 1
  %E39 = extractelement <2 x i1> %Shuff27, i32 1
  br i1 %E39, label %CF1660, label %CF1773

CF1773:                                           ; preds = %CF1773, %CF1660
  %Shuff40 = shufflevector <2 x i1> %Shuff27, <2 x i1> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I41 = insertelement <16 x i32> zeroinitializer, i32 %L18, i32 6
  %B42 = and i64 %B9, 0
  %FC43 = uitofp <2 x i16> %Shuff13 to <2 x float>
  %Sl44 = select i1 %Cmp17, i8 %L5, i8 %Sl23
  %L45 = load i8, i8* %Sl10, align 1
  store i8 %L11, i8* %0, align 1
  %E46 = extractelement <4 x i1> zeroinitializer, i32 2
  br i1 %E46, label %CF1773, label %CF1784

CF1784:                                           ; preds = %CF1773
  %Shuff47 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %Shuff20, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I48 = insertelement <4 x i32> %Shuff47, i32 %Sl36, i32 3
  %B49 = urem i32 %L18, %Tr29
  %Tr50 = trunc i32 306645 to i1
  br i1 %Tr50, label %CF1660, label %CF1679

CF1679:                                           ; preds = %CF1679, %CF1784
  %Sl51 = select i1 %L, float 0x3A69395D00000000, float 0xC37BB38F80000000
  %Cmp52 = icmp ule <16 x i32> %I41, zeroinitializer
  %L53 = load i8, i8* %Sl10, align 1
  store i8 %L5, i8* %Sl10, align 1
  %E54 = extractelement <16 x i32> zeroinitializer, i32 8
  %Shuff55 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %Shuff20, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I56 = insertelement <4 x i32> zeroinitializer, i32 %Tr29, i32 1
  %B57 = udiv <2 x i16> %Shuff, %I35
  %Sl58 = select i1 %L, i1 %E39, i1 %Cmp24
  br i1 %Sl58, label %CF1679, label %CF1832

CF1832:                                           ; preds = %CF1679
  %Cmp59 = icmp ult i32 306645, %E
  br i1 %Cmp59, label %CF1660, label %CF1671

CF1671:                                           ; preds = %CF1671, %CF1832
  %L60 = load i8, i8* %0, align 1
  store i8 -1, i8* %0, align 1
  %E61 = extractelement <2 x i1> %Shuff27, i32 1
  br i1 %E61, label %CF1671, label %CF1842

CF1842:                                           ; preds = %CF1842, %CF1671
  %Shuff62 = shufflevector <2 x i1> %Shuff27, <2 x i1> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I63 = insertelement <4 x i32> zeroinitializer, i32 %Sl36, i32 2
  %B64 = ashr <4 x i32> %Shuff47, %Shuff20
  %ZE65 = zext i32 306645 to i64
  %Sl66 = select i1 %Cmp17, float 0x3A69395D00000000, float 0xC16D256100000000
  %L67 = load i32, i32* %Sl16, align 4
  store i8 %Sl44, i8* %0, align 1
  %E68 = extractelement <4 x i32> zeroinitializer, i32 3
  %Shuff69 = shufflevector <4 x i16> %I21, <4 x i16> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 undef, i32 0>
  %I70 = insertelement <4 x i16> %Shuff69, i16 4613, i32 0
  %B71 = lshr <4 x i16> %Shuff7, %Shuff7
  %Se = sext <4 x i32> %I56 to <4 x i64>
  %Sl72 = select i1 %L, i16* %PC, i16* %A2
  %Cmp73 = fcmp ogt float %Sl, 0x3A69395D00000000
  br i1 %Cmp73, label %CF1842, label %CF1864

CF1864:                                           ; preds = %CF1842
  %L74 = load i8, i8* %A4, align 1
  store i8 -1, i8* %Sl10, align 1
  %E75 = extractelement <4 x i16> %I21, i32 1
  %Shuff76 = shufflevector <2 x i1> %Shuff62, <2 x i1> %Cmp, <2 x i32> undef
  %I77 = insertelement <2 x i1> %Shuff40, i1 %L, i32 0
  %FC78 = sitofp <16 x i32> %I41 to <16 x float>
  %Sl79 = select i1 %E39, i64 %4, i64 0
  %Cmp80 = icmp sgt i32 %Tr29, %E
  br label %CF1655

CF1655:                                           ; preds = %CF1655, %CF1864
  %L81 = load i16, i16* %Sl72, align 2
  store i16 %FC, i16* %Sl72, align 2
  %E82 = extractelement <2 x i1> %Cmp, i32 0
  br i1 %E82, label %CF1655, label %CF1717

CF1717:                                           ; preds = %CF1655
  %Shuff83 = shufflevector <2 x i1> %Cmp, <2 x i1> %Shuff76, <2 x i32> <i32 1, i32 3>
  %I84 = insertelement <4 x i16> %I21, i16 -1, i32 3
  %B85 = lshr <4 x i64> %Se, %Se
  %Tr86 = trunc <4 x i32> %B64 to <4 x i8>
  %Sl87 = select i1 %L, i64 361889, i64 %ZE65
  %Cmp88 = icmp sge i64 %B42, %B22
  br label %CF1653

CF1653:                                           ; preds = %CF1653, %CF1824, %CF1717
  %L89 = load i8, i8* %Sl10, align 1
  store i8 %L11, i8* %Sl10, align 1
  %E90 = extractelement <4 x i32> zeroinitializer, i32 3
  %Shuff91 = shufflevector <4 x i16> zeroinitializer, <4 x i16> %Shuff69, <4 x i32> <i32 undef, i32 0, i32 2, i32 4>
  %I92 = insertelement <16 x i8> zeroinitializer, i8 %Sl44, i32 8
  %B93 = urem <8 x i8> zeroinitializer, zeroinitializer
  %Tr94 = trunc <4 x i32> %I63 to <4 x i16>
  %Sl95 = select i1 %Cmp17, i16 %L81, i16 %E75
  %Cmp96 = icmp sgt i32 %Tr29, %E90
  br i1 %Cmp96, label %CF1653, label %CF1824

CF1824:                                           ; preds = %CF1653
  %L97 = load i8, i8* %Sl10, align 1
  store i16 %L81, i16* %Sl72, align 2
  %E98 = extractelement <4 x i32> %Shuff47, i32 0
  %Shuff99 = shufflevector <4 x i16> %Shuff7, <4 x i16> %ZE, <4 x i32> <i32 7, i32 1, i32 undef, i32 5>
  %I100 = insertelement <8 x i32> zeroinitializer, i32 %Tr29, i32 1
  %B101 = mul i8 %Sl44, -1
  %FC102 = sitofp <4 x i16> %ZE to <4 x float>
  %Sl103 = select i1 %L, <16 x i16> zeroinitializer, <16 x i16> %Tr
  %Cmp104 = icmp sge i16 -1, 0
  br i1 %Cmp104, label %CF1653, label %CF1668

CF1668:                                           ; preds = %CF1668, %CF1796, %CF1779, %CF1746, %CF1824
  %L105 = load i8, i8* %0, align 1
  store i16 %FC, i16* %Sl72, align 2
  %E106 = extractelement <2 x i16> zeroinitializer, i32 1
  %Shuff107 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %Shuff47, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I108 = insertelement <4 x i16> %Shuff69, i16 0, i32 0
  %B109 = fadd <16 x float> %FC78, %FC78
  %Se110 = sext <2 x i1> %Shuff83 to <2 x i16>
  %Sl111 = select <4 x i1> zeroinitializer, <4 x i8> %Tr86, <4 x i8> zeroinitializer
  %Cmp112 = icmp sgt <2 x i16> zeroinitializer, %I35
  %L113 = load i16, i16* %Sl72, align 2
  store i16 %E33, i16* %Sl72, align 2
  %E114 = extractelement <2 x i1> %Shuff27, i32 0
  br i1 %E114, label %CF1668, label %CF1796

CF1796:                                           ; preds = %CF1668
  %Shuff115 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %Shuff20, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I116 = insertelement <2 x i1> %Shuff76, i1 %E46, i32 1
  %B117 = mul i16 %E19, %FC
  %Sl118 = select i1 %E61, i64 %B22, i64 361889
  %Cmp119 = icmp ule <4 x i8> %Sl111, zeroinitializer
  %L120 = load i16, i16* %Sl72, align 2
  store i8 -1, i8* %0, align 1
  %E121 = extractelement <4 x i32> %Shuff55, i32 3
  %Shuff122 = shufflevector <4 x i32> %I56, <4 x i32> %Shuff47, <4 x i32> <i32 undef, i32 4, i32 6, i32 0>
  %I123 = insertelement <4 x i16> %Shuff69, i16 0, i32 0
  %B124 = srem i64 426889, %4
  %Sl125 = select i1 %Cmp17, i32 %3, i32 %E90
  %Cmp126 = icmp ult i1 %Cmp31, true
  br i1 %Cmp126, label %CF1668, label %CF1750

CF1750:                                           ; preds = %CF1750, %CF1796
  %L127 = load i32, i32* %Sl16, align 4
  store i8 %5, i8* %0, align 1
  %E128 = extractelement <2 x i32> zeroinitializer, i32 1
  %Shuff129 = shufflevector <16 x i16> %Sl103, <16 x i16> %Sl103, <16 x i32> <i32 2, i32 4, i32 6, i32 undef, i32 undef, i32 12, i32 14, i32 undef, i32 undef, i32 20, i32 22, i32 undef, i32 26, i32 28, i32 undef, i32 0>
  %I130 = insertelement <4 x i16> zeroinitializer, i16 %E75, i32 0
  %B131 = xor i8 %L11, %L11
  %PC132 = bitcast i16* %A3 to double*
  %Sl133 = select i1 %Cmp17, i16 %L81, i16 %E75
  %Cmp134 = icmp slt i16 %FC, %E75
  br i1 %Cmp134, label %CF1750, label %CF1779

CF1779:                                           ; preds = %CF1750
  %L135 = load i8, i8* %Sl10, align 1
  store i8 %B131, i8* %Sl10, align 1
  %E136 = extractelement <4 x i32> zeroinitializer, i32 0
  %Shuff137 = shufflevector <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <4 x i32> <i32 7, i32 1, i32 undef, i32 5>
  %I138 = insertelement <4 x i32> zeroinitializer, i32 %E, i32 1
  %B139 = and i16 %L81, %L81
  %Sl140 = select i1 %Cmp134, double 0x96339A52C1317AD0, double 0xA6EF860E47ED5C8C
  %L141 = load double, double* %PC132, align 8
  store double %Sl30, double* %PC132, align 8
  %E142 = extractelement <2 x i1> %Shuff83, i32 0
  br i1 %E142, label %CF1668, label %CF1746

CF1746:                                           ; preds = %CF1779
  %Shuff143 = shufflevector <2 x i16> %Shuff13, <2 x i16> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I144 = insertelement <2 x i32> %I14, i32 %L67, i32 1
  %B145 = lshr <4 x i64> %Se, %Se
  %Tr146 = trunc i32 %L67 to i16
  %Sl147 = select i1 %Cmp59, <16 x i16> %Sl103, <16 x i16> %Shuff129
  %L148 = load i16, i16* %Sl72, align 2
  store i8 %L32, i8* %0, align 1
  %E149 = extractelement <2 x i16> zeroinitializer, i32 0
  %Shuff150 = shufflevector <2 x i1> %Cmp, <2 x i1> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I151 = insertelement <2 x i16> %B57, i16 %E75, i32 1
  %B152 = mul <4 x i64> %B145, %B145
  %Sl153 = select i1 %Cmp73, i16* %A3, i16* %Sl72
  %Cmp154 = icmp eq i1 %E46, %L
  br i1 %Cmp154, label %CF1668, label %CF1685

CF1685:                                           ; preds = %CF1685, %CF1819, %CF1746
  %L155 = load i16, i16* %Sl72, align 2
  store i1 %L, i1* %A, align 1
  %E156 = extractelement <2 x i1> %Shuff40, i32 1
  br i1 %E156, label %CF1685, label %CF1711

CF1711:                                           ; preds = %CF1711, %CF1685
  %Shuff157 = shufflevector <4 x i16> %Shuff99, <4 x i16> %I108, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I158 = insertelement <2 x i1> %Shuff34, i1 %Cmp24, i32 0
  %Tr159 = trunc <4 x i16> %Shuff7 to <4 x i1>
  %Sl160 = select i1 true, i64 0, i64 0
  %Cmp161 = icmp ule <2 x i1> %I77, %Shuff150
  %L162 = load i16, i16* %Sl72, align 2
  store i16 %E75, i16* %PC, align 2
  %E163 = extractelement <4 x i32> zeroinitializer, i32 3
  %Shuff164 = shufflevector <16 x i32> %I41, <16 x i32> zeroinitializer, <16 x i32> <i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 undef, i32 28, i32 30, i32 0, i32 2, i32 4>
  %I165 = insertelement <4 x i1> %Cmp119, i1 %Cmp104, i32 0
  %B166 = srem <4 x i16> %I70, %Shuff69
  %Sl167 = select i1 %Cmp17, i16 %L120, i16 %L155
  %Cmp168 = icmp slt i64 0, %Sl118
  br i1 %Cmp168, label %CF1711, label %CF1819

CF1819:                                           ; preds = %CF1711
  %L169 = load i8, i8* %Sl10, align 1
  store i32 %Sl36, i32* %Sl16, align 4
  %E170 = extractelement <4 x i32> %Shuff47, i32 3
  %Shuff171 = shufflevector <4 x i32> %Shuff137, <4 x i32> %Shuff107, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I172 = insertelement <8 x i32> zeroinitializer, i32 %B49, i32 0
  %B173 = ashr <4 x i16> %I84, %I21
  %ZE174 = zext i16 %E75 to i64
  %Sl175 = select i1 %Cmp73, float 0xBC61215500000000, float %Sl51
  %Cmp176 = icmp ult i64 %Sl87, %B22
  br i1 %Cmp176, label %CF1685, label %CF1700

CF1700:                                           ; preds = %CF1700, %CF1739, %CF1819
  %L177 = load i8, i8* %Sl10, align 1
  store i1 %Cmp31, i1* %A, align 1
  %E178 = extractelement <2 x i1> %Cmp, i32 0
  br i1 %E178, label %CF1700, label %CF1739

CF1739:                                           ; preds = %CF1700
  %Shuff179 = shufflevector <4 x i16> %Shuff99, <4 x i16> %I108, <4 x i32> <i32 5, i32 7, i32 undef, i32 3>
  %I180 = insertelement <2 x i1> %Shuff76, i1 %Cmp31, i32 1
  %Tr181 = trunc <16 x i16> %Sl147 to <16 x i1>
  %Sl182 = select i1 %Cmp154, <4 x i32> %Shuff137, <4 x i32> %Shuff107
  %Cmp183 = icmp slt i64 %4, 426889
  br i1 %Cmp183, label %CF1700, label %CF1730

CF1730:                                           ; preds = %CF1730, %CF1739
  %L184 = load i16, i16* %Sl72, align 2
  store i8 %L5, i8* %Sl10, align 1
  %E185 = extractelement <2 x i16> %Shuff, i32 1
  %Shuff186 = shufflevector <16 x i16> %Shuff129, <16 x i16> %Shuff129, <16 x i32> <i32 30, i32 undef, i32 2, i32 4, i32 undef, i32 undef, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28>
  %I187 = insertelement <2 x i1> %Shuff62, i1 %Cmp154, i32 0
  %B188 = ashr <4 x i16> %B173, zeroinitializer
  %Se189 = sext <4 x i32> %Shuff115 to <4 x i64>
  %Sl190 = select <4 x i1> %Cmp119, <4 x i16> %B71, <4 x i16> %Shuff157
  %Cmp191 = icmp ult i8 %Sl23, %B131
  br i1 %Cmp191, label %CF1730, label %CF1751

CF1751:                                           ; preds = %CF1730
  %L192 = load i16, i16* %Sl153, align 2
  store double %Sl30, double* %PC132, align 8
  %E193 = extractelement <4 x i32> zeroinitializer, i32 2
  %Shuff194 = shufflevector <2 x i1> %Shuff27, <2 x i1> %Shuff27, <2 x i32> <i32 1, i32 3>
  %I195 = insertelement <4 x i16> %Shuff69, i16 %Tr146, i32 3
  %B196 = srem <16 x i8> zeroinitializer, %I92
  %ZE197 = fpext <16 x float> %FC78 to <16 x double>
  %Sl198 = select <4 x i1> %Cmp119, <4 x i8> %Tr86, <4 x i8> zeroinitializer
  %Cmp199 = icmp slt i64 426889, %B42
  br label %CF1649

CF1649:                                           ; preds = %CF1649, %CF1814, %CF1729, %CF1724, %CF1776, %CF1751
  %L200 = load i16, i16* %Sl72, align 2
  store double 0x96339A52C1317AD0, double* %PC132, align 8
  %E201 = extractelement <4 x i32> zeroinitializer, i32 0
  %Shuff202 = shufflevector <2 x i32> %I144, <2 x i32> %I144, <2 x i32> <i32 undef, i32 1>
  %I203 = insertelement <16 x i32> %Shuff164, i32 %E121, i32 13
  %B204 = lshr <8 x i8> %B93, %B93
  %FC205 = uitofp i8 %L11 to float
  %Sl206 = select <4 x i1> %Tr159, <4 x i32> %Shuff137, <4 x i32> %Sl182
  %Cmp207 = icmp ule i64 %Sl160, %4
  br i1 %Cmp207, label %CF1649, label %CF1814

CF1814:                                           ; preds = %CF1649
  %L208 = load i16, i16* %Sl72, align 2
  store i8 -1, i8* %0, align 1
  %E209 = extractelement <2 x i1> %Shuff27, i32 0
  br i1 %E209, label %CF1649, label %CF1729

CF1729:                                           ; preds = %CF1814
  %Shuff210 = shufflevector <2 x i16> %Shuff13, <2 x i16> %B57, <2 x i32> <i32 3, i32 1>
  %I211 = insertelement <2 x i16> %Shuff, i16 %E106, i32 1
  %B212 = sub <8 x i32> zeroinitializer, zeroinitializer
  %PC213 = bitcast float* %A1 to double*
  %Sl214 = select <2 x i1> zeroinitializer, <2 x i1> %I158, <2 x i1> %I158
  %Cmp215 = icmp ule i1 %Cmp59, %Cmp17
  br i1 %Cmp215, label %CF1649, label %CF1724

CF1724:                                           ; preds = %CF1729
  %L216 = load i16, i16* %Sl72, align 2
  store double %Sl140, double* %PC213, align 8
  %E217 = extractelement <4 x i32> %Shuff137, i32 2
  %Shuff218 = shufflevector <2 x i16> %Shuff143, <2 x i16> %B57, <2 x i32> <i32 1, i32 3>
  %I219 = insertelement <2 x i1> %Shuff27, i1 %Cmp176, i32 1
  %Sl220 = select i1 %Cmp183, i1 %L, i1 %E114
  br i1 %Sl220, label %CF1649, label %CF1712

CF1712:                                           ; preds = %CF1712, %CF1724
  %Cmp221 = icmp sge <2 x i1> %I187, %Sl214
  %L222 = load i8, i8* %Sl10, align 1
  store double %Sl30, double* %PC213, align 8
  %E223 = extractelement <16 x i32> %Shuff164, i32 5
  %Shuff224 = shufflevector <4 x i32> %Shuff47, <4 x i32> %Shuff171, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I225 = insertelement <2 x i1> %Shuff62, i1 %Cmp104, i32 0
  %B226 = fdiv float %Sl51, %FC205
  %FC227 = sitofp i8 -115 to double
  %Sl228 = select i1 true, <2 x i16> %Shuff143, <2 x i16> %Se110
  %Cmp229 = icmp ne <16 x i16> zeroinitializer, %Sl103
  %L230 = load i8, i8* %Sl10, align 1
  store double %FC227, double* %PC213, align 8
  %E231 = extractelement <4 x i32> %Shuff47, i32 1
  %Shuff232 = shufflevector <2 x i16> %Shuff13, <2 x i16> %Shuff210, <2 x i32> <i32 0, i32 2>
  %I233 = insertelement <2 x i1> %Shuff194, i1 %Cmp176, i32 0
  %FC234 = sitofp <4 x i1> %I165 to <4 x double>
  %Sl235 = select i1 %Cmp17, <16 x i16> zeroinitializer, <16 x i16> %Shuff186
  %Cmp236 = icmp eq <16 x i32> %Shuff164, %I41
  %L237 = load i16, i16* %Sl72, align 2
  store i16 %L148, i16* %Sl72, align 2
  %E238 = extractelement <4 x i32> %Shuff55, i32 3
  %Shuff239 = shufflevector <2 x i32> %I14, <2 x i32> %I14, <2 x i32> <i32 2, i32 0>
  %I240 = insertelement <4 x float> %FC102, float 0x3A69395D00000000, i32 0
  %B241 = mul i16 %E33, %E149
  %PC242 = bitcast i1* %A to float*
  %Sl243 = select i1 %Cmp24, i64* %2, i64* %2
  %Cmp244 = icmp uge i64 343133, %4
  br i1 %Cmp244, label %CF1712, label %CF1776

CF1776:                                           ; preds = %CF1712
  %L245 = load i32, i32* %Sl16, align 4
  store float %Sl175, float* %A1, align 4
  %E246 = extractelement <2 x i16> %Shuff232, i32 0
  %Shuff247 = shufflevector <4 x i16> %I84, <4 x i16> zeroinitializer, <4 x i32> <i32 undef, i32 undef, i32 3, i32 5>
  %I248 = insertelement <4 x i16> %Shuff179, i16 %B117, i32 1
  %B249 = mul i32 %E6, %E
  %FC250 = sitofp <2 x i16> %I8 to <2 x float>
  %Sl251 = select i1 %Cmp73, i8 %B131, i8 %L177
  %Cmp252 = icmp ugt <2 x i1> %Shuff40, %I219
  %L253 = load double, double* %PC213, align 8
  store i8 %L53, i8* %0, align 1
  %E254 = extractelement <2 x i16> %Sl228, i32 0
  %Shuff255 = shufflevector <16 x i32> zeroinitializer, <16 x i32> zeroinitializer, <16 x i32> <i32 1, i32 undef, i32 5, i32 7, i32 9, i32 undef, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 undef, i32 31>
  %I256 = insertelement <4 x i1> %Cmp119, i1 %Cmp244, i32 3
  %Tr257 = trunc <8 x i32> zeroinitializer to <8 x i16>
  %Sl258 = select i1 true, <2 x i1> %Shuff150, <2 x i1> %I180
  %Cmp259 = icmp eq <16 x i16> %Sl103, %Sl103
  %L260 = load double, double* %PC213, align 8
  store i8 %L45, i8* %Sl10, align 1
  %E261 = extractelement <4 x i64> %Se189, i32 3
  %Shuff262 = shufflevector <4 x i64> %B85, <4 x i64> %Se, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I263 = insertelement <4 x i32> %Shuff171, i32 %E217, i32 0
  %FC264 = fptoui float %Sl175 to i8
  %Sl265 = select i1 %Cmp73, float 0xC16D256100000000, float %Sl66
  %Cmp266 = icmp uge i8 %Sl251, %L169
  br i1 %Cmp266, label %CF1649, label %CF1661

CF1661:                                           ; preds = %CF1661, %CF1763, %CF1843, %CF1806, %CF1776
  %L267 = load i8, i8* %0, align 1
  store double %Sl140, double* %PC132, align 8
  %E268 = extractelement <4 x i32> zeroinitializer, i32 1
  %Shuff269 = shufflevector <2 x i32> %Shuff239, <2 x i32> %I144, <2 x i32> <i32 0, i32 undef>
  %I270 = insertelement <4 x i16> %Shuff157, i16 %E106, i32 2
  %B271 = fsub float 0xC16D256100000000, %Sl51
  %Se272 = sext <2 x i16> %I8 to <2 x i32>
  %Sl273 = select i1 %L, i64 %B9, i64 %E261
  %Cmp274 = icmp sgt <2 x i1> %Sl214, %Shuff150
  %L275 = load i8, i8* %Sl10, align 1
  store double 0xA6EF860E47ED5C8C, double* %PC132, align 8
  %E276 = extractelement <2 x i32> zeroinitializer, i32 1
  %Shuff277 = shufflevector <4 x i64> %B85, <4 x i64> %B85, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I278 = insertelement <2 x i1> %Cmp252, i1 %Tr50, i32 0
  %B279 = urem <2 x i16> %Shuff232, %Shuff210
  %FC280 = fptoui <2 x float> %FC43 to <2 x i1>
  %Sl281 = select i1 %Cmp266, i1 %Cmp176, i1 %Cmp176
  br i1 %Sl281, label %CF1661, label %CF1763

CF1763:                                           ; preds = %CF1661
  %Cmp282 = icmp uge i32 156101, %E
  br i1 %Cmp282, label %CF1661, label %CF1743

CF1743:                                           ; preds = %CF1743, %CF1851, %CF1763
  %L283 = load i8, i8* %Sl10, align 1
  store double %L253, double* %PC213, align 8
  %E284 = extractelement <4 x i16> %I195, i32 1
  %Shuff285 = shufflevector <16 x i32> %I203, <16 x i32> %I41, <16 x i32> <i32 24, i32 26, i32 28, i32 30, i32 undef, i32 undef, i32 4, i32 undef, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 undef, i32 22>
  %I286 = insertelement <2 x i32> %Se272, i32 %B49, i32 0
  %B287 = lshr <2 x i32> %Shuff202, %I144
  %Tr288 = trunc i16 %L208 to i1
  br i1 %Tr288, label %CF1743, label %CF1851

CF1851:                                           ; preds = %CF1743
  %Sl289 = select <2 x i1> %Cmp, <2 x i1> %I158, <2 x i1> %I158
  %Cmp290 = icmp ne i16 %L192, -1
  br i1 %Cmp290, label %CF1743, label %CF1789

CF1789:                                           ; preds = %CF1789, %CF1851
  %L291 = load i8, i8* %Sl10, align 1
  store float %Sl175, float* %A1, align 4
  %E292 = extractelement <16 x i16> %Shuff186, i32 12
  %Shuff293 = shufflevector <4 x i32> %Shuff20, <4 x i32> %Sl182, <4 x i32> <i32 7, i32 undef, i32 3, i32 5>
  %I294 = insertelement <4 x i16> %Shuff179, i16 -1, i32 1
  %B295 = or <16 x i16> %Shuff129, %Sl235
  %ZE296 = zext <16 x i32> %Shuff164 to <16 x i64>
  %Sl297 = select i1 %Cmp199, i1 %Cmp207, i1 %E114
  br i1 %Sl297, label %CF1789, label %CF1843

CF1843:                                           ; preds = %CF1789
  %Cmp298 = icmp sgt <4 x i32> %I263, %Shuff107
  %L299 = load i32, i32* %Sl16, align 4
  store i16 %Sl95, i16* %Sl72, align 2
  %E300 = extractelement <4 x i16> %B188, i32 2
  %Shuff301 = shufflevector <8 x i32> %I100, <8 x i32> %I172, <8 x i32> <i32 1, i32 3, i32 5, i32 undef, i32 9, i32 undef, i32 undef, i32 15>
  %I302 = insertelement <4 x i32> %Shuff115, i32 %E217, i32 3
  %B303 = mul i16 %E75, %E75
  %Sl304 = select i1 %Sl58, i32 %L38, i32 %E223
  %Cmp305 = icmp sgt <16 x i1> %Cmp229, %Cmp259
  %L306 = load i8, i8* %0, align 1
  store i8 %L222, i8* %Sl10, align 1
  %E307 = extractelement <4 x i32> %Shuff115, i32 3
  %Shuff308 = shufflevector <2 x i1> %FC280, <2 x i1> %Shuff150, <2 x i32> <i32 2, i32 0>
  %I309 = insertelement <4 x i1> %Cmp119, i1 %Cmp215, i32 0
  %B310 = xor i8 %L177, %B131
  %Sl311 = select i1 %Cmp17, i8 %L169, i8 %L306
  %Cmp312 = icmp ugt i64 %B22, %4
  br i1 %Cmp312, label %CF1661, label %CF1681

CF1681:                                           ; preds = %CF1681, %CF1803, %CF1721, %CF1809, %CF1843
  %L313 = load double, double* %PC213, align 8
  store double %L253, double* %PC213, align 8
  %E314 = extractelement <4 x i32> %I48, i32 0
  %Shuff315 = shufflevector <4 x i32> %Shuff171, <4 x i32> %Shuff171, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I316 = insertelement <2 x float> %FC43, float %Sl175, i32 1
  %B317 = add <4 x i32> %I56, %Shuff20
  %Se318 = sext i16 %Sl167 to i32
  %Sl319 = select i1 %Cmp191, i32 %E128, i32 %E314
  %Cmp320 = icmp ugt <4 x i1> %Cmp119, %I256
  %L321 = load i8, i8* %0, align 1
  store double %Sl30, double* %PC213, align 8
  %E322 = extractelement <4 x i64> %B152, i32 3
  %Shuff323 = shufflevector <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <4 x i32> <i32 6, i32 0, i32 2, i32 undef>
  %I324 = insertelement <4 x i1> %I165, i1 %Sl281, i32 0
  %B325 = sub <4 x i16> %Sl190, %Shuff69
  %ZE326 = zext i16 %B303 to i32
  %Sl327 = select i1 %Cmp207, i1 %Cmp199, i1 %Sl297
  br i1 %Sl327, label %CF1681, label %CF1754

CF1754:                                           ; preds = %CF1754, %CF1681
  %Cmp328 = icmp ugt i8 %L177, %L306
  br i1 %Cmp328, label %CF1754, label %CF1803

CF1803:                                           ; preds = %CF1754
  %L329 = load i8, i8* %0, align 1
  store i16 %E246, i16* %Sl153, align 2
  %E330 = extractelement <4 x i16> %I21, i32 2
  %Shuff331 = shufflevector <4 x i16> %Shuff91, <4 x i16> %B325, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I332 = insertelement <2 x i1> %Cmp252, i1 %Cmp104, i32 1
  %ZE333 = zext i16 %E75 to i32
  %Sl334 = select i1 %Cmp31, <2 x float> %FC43, <2 x float> %FC250
  %Cmp335 = icmp ult i8 %L97, %L267
  br i1 %Cmp335, label %CF1681, label %CF1721

CF1721:                                           ; preds = %CF1803
  %L336 = load i8, i8* %Sl10, align 1
  store i16 %L237, i16* %PC, align 2
  %E337 = extractelement <16 x i32> %I203, i32 9
  %Shuff338 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %Shuff293, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I339 = insertelement <4 x i64> %Shuff277, i64 %E261, i32 2
  %Se340 = sext i16 %L216 to i32
  %Sl341 = select i1 %Cmp17, float 0xC37BB38F80000000, float 0xC37BB38F80000000
  %Cmp342 = icmp slt i16 %L120, %Sl133
  br i1 %Cmp342, label %CF1681, label %CF1720

CF1720:                                           ; preds = %CF1720, %CF1721
  %L343 = load double, double* %PC132, align 8
  store i8 %L222, i8* %0, align 1
  %E344 = extractelement <4 x i16> %Sl190, i32 3
  %Shuff345 = shufflevector <4 x i32> %Sl206, <4 x i32> %Shuff107, <4 x i32> <i32 undef, i32 undef, i32 undef, i32 0>
  %I346 = insertelement <2 x i1> %Cmp, i1 %E142, i32 0
  %B347 = sub <2 x i32> %I144, %Shuff239
  %Sl348 = select i1 %Sl281, float %Sl175, float 0xC37BB38F80000000
  %Cmp349 = icmp sgt i1 %Cmp176, %Cmp183
  br i1 %Cmp349, label %CF1720, label %CF1809

CF1809:                                           ; preds = %CF1720
  %L350 = load i8, i8* %Sl10, align 1
  store i8 %L74, i8* %0, align 1
  %E351 = extractelement <4 x i16> %Shuff179, i32 0
  %Shuff352 = shufflevector <8 x i32> %Shuff301, <8 x i32> %Shuff301, <8 x i32> <i32 undef, i32 9, i32 undef, i32 13, i32 undef, i32 1, i32 3, i32 undef>
  %I353 = insertelement <2 x i1> %Shuff40, i1 %Cmp88, i32 1
  %ZE354 = zext i1 %Cmp24 to i64
  %Sl355 = select i1 %Cmp31, <2 x i16> %I211, <2 x i16> %B279
  %Cmp356 = fcmp ogt <4 x double> %FC234, %FC234
  %L357 = load double, double* %PC213, align 8
  store i16 %L208, i16* %PC, align 2
  %E358 = extractelement <2 x i32> %B347, i32 1
  %Shuff359 = shufflevector <4 x i64> %I339, <4 x i64> %Se, <4 x i32> <i32 undef, i32 0, i32 2, i32 4>
  %I360 = insertelement <2 x i16> zeroinitializer, i16 %E254, i32 0
  %B361 = lshr i64 361889, %B9
  %FC362 = sitofp i1 %E142 to float
  %Sl363 = select i1 %Cmp215, i32 %E163, i32 %ZE333
  %Cmp364 = icmp ult <4 x i1> %I309, %Cmp320
  %L365 = load double, double* %PC213, align 8
  store double %Sl140, double* %PC213, align 8
  %E366 = extractelement <4 x i16> %Shuff69, i32 2
  %Shuff367 = shufflevector <4 x i16> %Shuff157, <4 x i16> %ZE, <4 x i32> <i32 5, i32 undef, i32 undef, i32 3>
  %I368 = insertelement <16 x i1> %Cmp52, i1 %Cmp335, i32 7
  %B369 = urem i8 %Sl251, %L283
  %FC370 = sitofp <4 x i16> %I21 to <4 x float>
  %Sl371 = select i1 true, <2 x i1> %Cmp161, <2 x i1> %I187
  %Cmp372 = icmp ule <2 x i16> %Shuff, %Shuff210
  %L373 = load i16, i16* %PC, align 2
  store i16 %E284, i16* %Sl72, align 2
  %E374 = extractelement <4 x i16> %Shuff247, i32 1
  %Shuff375 = shufflevector <2 x i1> %Cmp, <2 x i1> %Cmp, <2 x i32> <i32 0, i32 2>
  %I376 = insertelement <2 x i1> %Shuff76, i1 %Cmp168, i32 0
  %Tr377 = trunc <4 x i32> %I302 to <4 x i16>
  %Sl378 = select i1 %Cmp88, i32 %Sl363, i32 %L67
  %Cmp379 = icmp ult i16 %L113, %L208
  br i1 %Cmp379, label %CF1681, label %CF1696

CF1696:                                           ; preds = %CF1696, %CF1821, %CF1809
  %L380 = load double, double* %PC132, align 8
  store i8 %L74, i8* %0, align 1
  %E381 = extractelement <2 x i1> %Shuff27, i32 1
  br i1 %E381, label %CF1696, label %CF1821

CF1821:                                           ; preds = %CF1696
  %Shuff382 = shufflevector <4 x i16> %Shuff179, <4 x i16> %Shuff91, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I383 = insertelement <16 x i32> %Shuff164, i32 %E121, i32 6
  %B384 = frem double %FC227, %Sl140
  %FC385 = sitofp i1 %Cmp73 to float
  %Sl386 = select i1 %E114, i32 %B249, i32 %L299
  %Cmp387 = icmp ult i64 %ZE65, %ZE354
  br i1 %Cmp387, label %CF1696, label %CF1707

CF1707:                                           ; preds = %CF1707, %CF1783, %CF1821
  %L388 = load i8, i8* %0, align 1
  store float %FC205, float* %PC242, align 4
  %E389 = extractelement <4 x i32> %Shuff171, i32 0
  %Shuff390 = shufflevector <4 x i32> %Shuff115, <4 x i32> %Shuff323, <4 x i32> <i32 3, i32 5, i32 undef, i32 1>
  %I391 = insertelement <16 x i16> %Shuff186, i16 %Sl95, i32 5
  %B392 = ashr i16 %Sl167, %L155
  %Sl393 = select i1 %Cmp244, i32 %E163, i32 %E193
  %Cmp394 = icmp uge <4 x i1> %I309, %Cmp119
  %L395 = load i8, i8* %0, align 1
  store i16 %E330, i16* %Sl72, align 2
  %E396 = extractelement <2 x i32> %Shuff239, i32 0
  %Shuff397 = shufflevector <4 x i1> %Cmp356, <4 x i1> %I256, <4 x i32> <i32 3, i32 5, i32 undef, i32 1>
  %I398 = insertelement <4 x i32> %Shuff20, i32 %E, i32 1
  %B399 = xor i8 -115, %L230
  %FC400 = fptoui double %L253 to i8
  %Sl401 = select i1 %Cmp80, i16 %E292, i16 0
  %Cmp402 = icmp sgt <4 x i16> %Shuff7, %Shuff247
  %L403 = load double, double* %PC213, align 8
  store i8 %L169, i8* %0, align 1
  %E404 = extractelement <4 x i32> zeroinitializer, i32 3
  %Shuff405 = shufflevector <4 x i32> %Shuff47, <4 x i32> %I263, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I406 = insertelement <2 x i1> %Shuff27, i1 %Cmp199, i32 0
  %B407 = sub <16 x i8> %I92, %B196
  %Sl408 = select <8 x i1> <i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false>, <8 x i8> %B93, <8 x i8> zeroinitializer
  %Cmp409 = icmp ult i1 %Cmp37, %Cmp244
  br i1 %Cmp409, label %CF1707, label %CF1738

CF1738:                                           ; preds = %CF1738, %CF1820, %CF1707
  %L410 = load i32, i32* %Sl16, align 4
  store i8 %L222, i8* %0, align 1
  %E411 = extractelement <2 x i1> %I158, i32 0
  br i1 %E411, label %CF1738, label %CF1820

CF1820:                                           ; preds = %CF1738
  %Shuff412 = shufflevector <4 x i32> %Shuff345, <4 x i32> %I263, <4 x i32> <i32 3, i32 5, i32 7, i32 undef>
  %I413 = insertelement <4 x i64> %Shuff277, i64 153809, i32 1
  %Tr414 = trunc <4 x i32> %Shuff137 to <4 x i1>
  %Sl415 = select i1 %Cmp126, i32 %L245, i32 %E
  %Cmp416 = icmp eq i16 %FC, %FC
  br i1 %Cmp416, label %CF1738, label %CF1783

CF1783:                                           ; preds = %CF1820
  %L417 = load i32, i32* %Sl16, align 4
  store i8 %L222, i8* %Sl10, align 1
  %E418 = extractelement <4 x i32> %I63, i32 0
  %Shuff419 = shufflevector <16 x i32> %Shuff285, <16 x i32> %I203, <16 x i32> <i32 19, i32 21, i32 undef, i32 25, i32 27, i32 29, i32 31, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17>
  %I420 = insertelement <16 x i32> %I203, i32 %E337, i32 5
  %ZE421 = zext i8 %L32 to i16
  %Sl422 = select i1 %Cmp154, <4 x i1> %Tr159, <4 x i1> %Cmp356
  %Cmp423 = icmp sgt i32 %E231, %3
  br i1 %Cmp423, label %CF1707, label %CF1716

CF1716:                                           ; preds = %CF1716, %CF1853, %CF1783
  %L424 = load i16, i16* %Sl72, align 2
  store float %Sl175, float* %PC242, align 4
  %E425 = extractelement <4 x i32> %Shuff47, i32 3
  %Shuff426 = shufflevector <2 x i1> %Shuff375, <2 x i1> %Cmp274, <2 x i32> <i32 2, i32 0>
  %I427 = insertelement <4 x i32> %Shuff122, i32 %E163, i32 0
  %Sl428 = select i1 %Cmp423, <4 x i32> zeroinitializer, <4 x i32> %Shuff171
  %Cmp429 = icmp slt i32 %E121, %E163
  br i1 %Cmp429, label %CF1716, label %CF1853

CF1853:                                           ; preds = %CF1716
  %L430 = load i8, i8* %0, align 1
  store i8 %B369, i8* %0, align 1
  %E431 = extractelement <4 x i32> %Shuff345, i32 3
  %Shuff432 = shufflevector <2 x i16> %Sl228, <2 x i16> zeroinitializer, <2 x i32> <i32 2, i32 undef>
  %I433 = insertelement <4 x i1> %Cmp119, i1 %Cmp312, i32 0
  %FC434 = uitofp i8 %L291 to double
  %Sl435 = select i1 %Cmp266, i32 %E238, i32 %E68
  %Cmp436 = icmp sge <2 x i1> %Sl371, %I353
  %L437 = load i16, i16* %Sl153, align 2
  store i8 %Sl251, i8* %0, align 1
  %E438 = extractelement <4 x i1> %Cmp394, i32 1
  br i1 %E438, label %CF1716, label %CF1742

CF1742:                                           ; preds = %CF1742, %CF1848, %CF1853
  %Shuff439 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %Shuff20, <4 x i32> <i32 undef, i32 2, i32 4, i32 6>
  %I440 = insertelement <4 x i32> %Shuff107, i32 %E121, i32 2
  %FC441 = sitofp <4 x i16> %Shuff382 to <4 x double>
  %Sl442 = select i1 %Cmp409, i16 %L216, i16 %L113
  %Cmp443 = fcmp ult <4 x float> %FC370, %FC102
  %L444 = load i8, i8* %0, align 1
  store i8 %Sl23, i8* %0, align 1
  %E445 = extractelement <4 x i32> %Shuff315, i32 2
  %Shuff446 = shufflevector <4 x i32> %I63, <4 x i32> %I398, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I447 = insertelement <4 x i32> zeroinitializer, i32 %L299, i32 3
  %B448 = mul i8 %B369, %L283
  %Tr449 = trunc i64 %E322 to i16
  %Sl450 = select i1 %Cmp416, i1 %Cmp191, i1 %E438
  br i1 %Sl450, label %CF1742, label %CF1848

CF1848:                                           ; preds = %CF1742
  %Cmp451 = icmp ne <4 x i8> %I, zeroinitializer
  %L452 = load double, double* %PC132, align 8
  store i8 %5, i8* %Sl10, align 1
  %E453 = extractelement <4 x i1> %I256, i32 0
  br i1 %E453, label %CF1742, label %CF1768

CF1768:                                           ; preds = %CF1768, %CF1856, %CF1817, %CF1848
  %Shuff454 = shufflevector <2 x i32> %B287, <2 x i32> %I144, <2 x i32> <i32 3, i32 1>
  %I455 = insertelement <4 x i32> %Shuff107, i32 %E268, i32 1
  %Se456 = sext <8 x i8> %Sl408 to <8 x i16>
  %Sl457 = select i1 true, i8 %L25, i8 %L25
  %Cmp458 = icmp slt <4 x i32> %Shuff338, %Shuff47
  %L459 = load i8, i8* %0, align 1
  store i8 -1, i8* %0, align 1
  %E460 = extractelement <4 x i16> zeroinitializer, i32 1
  %Shuff461 = shufflevector <4 x i32> %Shuff115, <4 x i32> %Shuff107, <4 x i32> <i32 4, i32 undef, i32 0, i32 2>
  %I462 = insertelement <4 x i32> zeroinitializer, i32 156101, i32 2
  %B463 = mul i16 %E254, %E33
  %FC464 = fptosi float 0xC37BB38F80000000 to i64
  %Sl465 = select i1 %Cmp191, i32 %B249, i32 %E
  %Cmp466 = icmp sgt <2 x i16> %Shuff232, %B279
  %L467 = load i8, i8* %0, align 1
  store i8 %L97, i8* %Sl10, align 1
  %E468 = extractelement <16 x i32> %Shuff285, i32 8
  %Shuff469 = shufflevector <8 x i32> %Shuff352, <8 x i32> %I100, <8 x i32> <i32 11, i32 13, i32 undef, i32 1, i32 3, i32 5, i32 7, i32 9>
  %I470 = insertelement <4 x i16> %B188, i16 %E330, i32 1
  %Tr471 = trunc <4 x i64> %Se to <4 x i8>
  %Sl472 = select i1 %Cmp244, <4 x i32> %Shuff461, <4 x i32> %Shuff107
  %Cmp473 = icmp eq <4 x i1> %Tr159, %I256
  %L474 = load i8, i8* %0, align 1
  store float %Sl348, float* %PC242, align 4
  %E475 = extractelement <16 x i32> %I383, i32 1
  %Shuff476 = shufflevector <8 x i8> zeroinitializer, <8 x i8> %B204, <8 x i32> <i32 4, i32 6, i32 8, i32 10, i32 12, i32 undef, i32 0, i32 2>
  %I477 = insertelement <2 x i1> %Shuff76, i1 %E46, i32 0
  %Sl478 = select i1 %E178, i16 %L200, i16 -1
  %Cmp479 = icmp ule <8 x i8> %Sl408, %B93
  %L480 = load i8, i8* %0, align 1
  store i16 %E75, i16* %Sl72, align 2
  %E481 = extractelement <4 x i32> %Shuff390, i32 0
  %Shuff482 = shufflevector <2 x i1> %Shuff40, <2 x i1> %I180, <2 x i32> <i32 3, i32 1>
  %I483 = insertelement <2 x i16> %Shuff210, i16 %ZE421, i32 1
  %B484 = sdiv i32 %E238, %E431
  %Se485 = sext i8 %L53 to i32
  %Sl486 = select <4 x i1> %Cmp119, <4 x i64> %Shuff277, <4 x i64> %B145
  %Cmp487 = icmp ugt i8 %L388, %L306
  br i1 %Cmp487, label %CF1768, label %CF1856

CF1856:                                           ; preds = %CF1768
  %L488 = load i8, i8* %0, align 1
  store i8 %L169, i8* %0, align 1
  %E489 = extractelement <2 x i1> %Shuff27, i32 0
  br i1 %E489, label %CF1768, label %CF1817

CF1817:                                           ; preds = %CF1856
  %Shuff490 = shufflevector <8 x i32> zeroinitializer, <8 x i32> %Shuff469, <8 x i32> <i32 undef, i32 9, i32 11, i32 13, i32 15, i32 1, i32 3, i32 5>
  %I491 = insertelement <2 x i1> %Sl258, i1 %Cmp487, i32 1
  %B492 = sub <4 x i16> %B71, %Shuff367
  %Tr493 = trunc <2 x i16> %Shuff13 to <2 x i8>
  %Sl494 = select i1 %Sl281, i16 %E330, i16 %Sl95
  %Cmp495 = icmp sgt <8 x i32> zeroinitializer, %I100
  %L496 = load i8, i8* %0, align 1
  store i8 %L444, i8* %0, align 1
  %E497 = extractelement <4 x i64> %Shuff359, i32 1
  %Shuff498 = shufflevector <2 x i32> zeroinitializer, <2 x i32> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I499 = insertelement <16 x i32> %Shuff255, i32 %E170, i32 6
  %BC = bitcast i32 %E425 to float
  %Sl500 = select i1 %Cmp487, <4 x i64> %B145, <4 x i64> %Se189
  %Cmp501 = icmp eq i8 %L496, %B101
  br i1 %Cmp501, label %CF1768, label %CF1806

CF1806:                                           ; preds = %CF1817
  %L502 = load i8, i8* %0, align 1
  store i8 %Sl44, i8* %0, align 1
  %E503 = extractelement <4 x i32> %Shuff345, i32 3
  %Shuff504 = shufflevector <8 x i32> %Shuff469, <8 x i32> %Shuff301, <8 x i32> <i32 10, i32 12, i32 undef, i32 0, i32 2, i32 4, i32 6, i32 8>
  %I505 = insertelement <4 x i1> %I165, i1 %E142, i32 0
  %B506 = fmul <4 x float> %I240, %I240
  %ZE507 = zext i8 %L25 to i64
  %Sl508 = select i1 %Cmp487, i32 %E193, i32 %E268
  %Cmp509 = icmp uge <4 x i8> %Tr471, %Tr86
  %L510 = load i8, i8* %0, align 1
  store i8 %B131, i8* %0, align 1
  %E511 = extractelement <2 x i1> %Cmp466, i32 0
  br i1 %E511, label %CF1661, label %CF1674

CF1674:                                           ; preds = %CF1674, %CF1806
  %Shuff512 = shufflevector <4 x i8> %I, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 undef, i32 5, i32 7>
  %I513 = insertelement <4 x i16> %Shuff91, i16 %E75, i32 3
  %Se514 = sext <4 x i32> %Shuff405 to <4 x i64>
  %Sl515 = select i1 %Cmp379, i8 %L60, i8 %B369
  %Cmp516 = icmp ugt <4 x i8> %Shuff512, %Tr86
  %L517 = load i32, i32* %Sl16, align 4
  store i64 %E322, i64* %Sl243, align 4
  %E518 = extractelement <4 x i16> %Shuff247, i32 3
  %Shuff519 = shufflevector <2 x i1> %Shuff76, <2 x i1> %I346, <2 x i32> <i32 undef, i32 0>
  %I520 = insertelement <4 x i32> %Shuff107, i32 %E98, i32 0
  %B521 = sdiv <4 x i16> %Shuff331, %I513
  %Tr522 = trunc <16 x i32> %I203 to <16 x i1>
  %Sl523 = select i1 %Cmp244, i1 %E82, i1 %L
  br i1 %Sl523, label %CF1674, label %CF1748

CF1748:                                           ; preds = %CF1674
  %Cmp524 = icmp sge i16 %E460, %Sl401
  br label %CF1648

CF1648:                                           ; preds = %CF1648, %CF1693, %CF1769, %CF1846, %CF1659, %CF1672, %CF1791, %CF1748
  %L525 = load i8, i8* %0, align 1
  store i8 %L350, i8* %0, align 1
  %E526 = extractelement <4 x i32> %Shuff20, i32 0
  %Shuff527 = shufflevector <2 x i1> %Shuff482, <2 x i1> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I528 = insertelement <4 x i1> %Cmp451, i1 %Tr50, i32 1
  %ZE529 = zext i1 %Sl220 to i64
  %Sl530 = select i1 %Cmp379, i8 %L395, i8 %L502
  %Cmp531 = icmp uge <2 x i16> %Shuff218, %Se110
  %L532 = load i16, i16* %Sl72, align 2
  store i8 %L5, i8* %0, align 1
  %E533 = extractelement <2 x i1> %Shuff426, i32 0
  br i1 %E533, label %CF1648, label %CF1693

CF1693:                                           ; preds = %CF1648
  %Shuff534 = shufflevector <4 x i1> %Cmp320, <4 x i1> %Cmp394, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I535 = insertelement <4 x i1> %Cmp320, i1 %Cmp37, i32 3
  %ZE536 = zext i1 %Cmp215 to i8
  %Sl537 = select i1 %Cmp215, <4 x i32> %Shuff345, <4 x i32> %Shuff293
  %Cmp538 = icmp ne i8 %Sl457, %L230
  br i1 %Cmp538, label %CF1648, label %CF1686

CF1686:                                           ; preds = %CF1686, %CF1693
  %L539 = load i8, i8* %Sl10, align 1
  store i8 %L336, i8* %0, align 1
  %E540 = extractelement <4 x i1> %I528, i32 1
  br i1 %E540, label %CF1686, label %CF1769

CF1769:                                           ; preds = %CF1686
  %Shuff541 = shufflevector <4 x i32> %Shuff405, <4 x i32> %B317, <4 x i32> <i32 0, i32 undef, i32 4, i32 6>
  %I542 = insertelement <4 x i32> zeroinitializer, i32 %E404, i32 2
  %B543 = lshr i16 %L373, %Sl494
  %Sl544 = select i1 %Cmp17, i1 %Cmp80, i1 %Cmp312
  br i1 %Sl544, label %CF1648, label %CF1680

CF1680:                                           ; preds = %CF1680, %CF1769
  %Cmp545 = icmp ult i64 %B, %FC464
  br i1 %Cmp545, label %CF1680, label %CF1736

CF1736:                                           ; preds = %CF1736, %CF1797, %CF1778, %CF1680
  %L546 = load i8, i8* %0, align 1
  store i8 %B131, i8* %Sl10, align 1
  %E547 = extractelement <2 x i1> %Shuff27, i32 1
  br i1 %E547, label %CF1736, label %CF1797

CF1797:                                           ; preds = %CF1736
  %Shuff548 = shufflevector <4 x i16> %Shuff179, <4 x i16> %I270, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I549 = insertelement <2 x i32> %Shuff269, i32 %Sl36, i32 0
  %B550 = xor <16 x i16> %Shuff186, %B295
  %Tr551 = trunc i64 0 to i1
  br i1 %Tr551, label %CF1736, label %CF1778

CF1778:                                           ; preds = %CF1797
  %Sl552 = select i1 %Sl523, i64 %Sl160, i64 %Sl118
  %Cmp553 = icmp ule <2 x i1> %Cmp531, %Shuff40
  %L554 = load i8, i8* %0, align 1
  store double %L313, double* %PC132, align 8
  %E555 = extractelement <2 x float> %Sl334, i32 1
  %Shuff556 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %Shuff293, <4 x i32> <i32 6, i32 undef, i32 2, i32 undef>
  %I557 = insertelement <2 x i1> %Shuff426, i1 %Cmp487, i32 0
  %B558 = shl i16 %L208, %E366
  %Tr559 = trunc <2 x i16> %Sl228 to <2 x i8>
  %Sl560 = select i1 %Cmp31, <4 x i16> %I123, <4 x i16> %I84
  %Cmp561 = icmp ne <4 x i32> %I48, %Shuff20
  %L562 = load i8, i8* %0, align 1
  store i8 %Sl251, i8* %0, align 1
  %E563 = extractelement <16 x i16> zeroinitializer, i32 5
  %Shuff564 = shufflevector <8 x i32> %Shuff352, <8 x i32> %Shuff469, <8 x i32> <i32 undef, i32 10, i32 12, i32 14, i32 undef, i32 2, i32 4, i32 6>
  %I565 = insertelement <16 x i32> %Shuff164, i32 %3, i32 10
  %FC566 = uitofp i16 %L148 to double
  %Sl567 = select i1 %Sl281, i1 %Tr551, i1 %E438
  br i1 %Sl567, label %CF1736, label %CF1752

CF1752:                                           ; preds = %CF1752, %CF1778
  %Cmp568 = icmp ne i32 %E193, %ZE333
  br i1 %Cmp568, label %CF1752, label %CF1822

CF1822:                                           ; preds = %CF1822, %CF1837, %CF1752
  %L569 = load i8, i8* %Sl10, align 1
  store double %Sl140, double* %PC213, align 8
  %E570 = extractelement <4 x i16> %Shuff91, i32 3
  %Shuff571 = shufflevector <4 x i32> %Shuff122, <4 x i32> %Shuff137, <4 x i32> <i32 undef, i32 0, i32 2, i32 4>
  %I572 = insertelement <16 x i16> %Tr, i16 %Sl478, i32 8
  %B573 = fdiv float %FC362, %BC
  %Sl574 = select <2 x i1> %I180, <2 x i32> %I144, <2 x i32> %I144
  %L575 = load i16, i16* %Sl72, align 2
  store i8 %L444, i8* %0, align 1
  %E576 = extractelement <2 x i32> %Shuff269, i32 1
  %Shuff577 = shufflevector <16 x i16> %Sl147, <16 x i16> %B295, <16 x i32> <i32 14, i32 16, i32 undef, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 undef>
  %I578 = insertelement <2 x i8> %Tr493, i8 %L496, i32 0
  %B579 = ashr <4 x i64> %Sl500, %Se
  %Sl580 = select i1 %Cmp266, i16 -1, i16 %B392
  %Cmp581 = icmp ugt <2 x i8> %Tr493, %Tr493
  %L582 = load i8, i8* %Sl10, align 1
  store double %L313, double* %PC132, align 8
  %E583 = extractelement <16 x i32> %Shuff255, i32 0
  %Shuff584 = shufflevector <2 x i1> %Shuff83, <2 x i1> %Shuff308, <2 x i32> <i32 3, i32 1>
  %I585 = insertelement <4 x i1> zeroinitializer, i1 %Cmp199, i32 1
  %BC586 = bitcast <2 x i32> %B287 to <2 x float>
  %Sl587 = select i1 %Cmp176, <4 x double> %FC234, <4 x double> %FC441
  %Cmp588 = icmp ult i16 %B241, -1
  br i1 %Cmp588, label %CF1822, label %CF1837

CF1837:                                           ; preds = %CF1822
  %L589 = load double, double* %PC132, align 8
  store i8 %L74, i8* %0, align 1
  %E590 = extractelement <2 x i32> %I14, i32 1
  %Shuff591 = shufflevector <4 x i32> %Shuff345, <4 x i32> %Sl206, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I592 = insertelement <4 x i16> %I195, i16 %B543, i32 2
  %B593 = srem i8 %L45, %L496
  %FC594 = sitofp i16 %Sl133 to double
  %Sl595 = select i1 %Cmp487, i32 %L410, i32 %E576
  %Cmp596 = icmp sgt <4 x i32> %Shuff591, zeroinitializer
  %L597 = load i8, i8* %0, align 1
  store i8 %L222, i8* %0, align 1
  %E598 = extractelement <4 x i32> zeroinitializer, i32 0
  %Shuff599 = shufflevector <4 x i16> %Shuff91, <4 x i16> %I84, <4 x i32> <i32 7, i32 1, i32 undef, i32 5>
  %I600 = insertelement <4 x i32> %Shuff224, i32 %E90, i32 1
  %B601 = add i32 306645, %E193
  %FC602 = uitofp i1 %Cmp37 to float
  %Sl603 = select <4 x i1> %Cmp596, <4 x i16> %I123, <4 x i16> %Shuff179
  %Cmp604 = icmp ne i32 %Sl304, %B49
  br i1 %Cmp604, label %CF1822, label %CF1834

CF1834:                                           ; preds = %CF1834, %CF1837
  %L605 = load i8, i8* %0, align 1
  store i8 %Sl251, i8* %Sl10, align 1
  %E606 = extractelement <2 x i16> %Sl355, i32 0
  %Shuff607 = shufflevector <4 x i1> %Cmp516, <4 x i1> %I585, <4 x i32> <i32 undef, i32 undef, i32 3, i32 5>
  %I608 = insertelement <4 x i16> %Shuff69, i16 %L200, i32 1
  %B609 = frem double %B384, %L589
  %Se610 = sext i8 %L496 to i64
  %Sl611 = select <4 x i1> %Cmp298, <4 x i16> %B188, <4 x i16> %Shuff247
  %Cmp612 = icmp slt <16 x i32> %I420, %I383
  %L613 = load double, double* %PC213, align 8
  store i8 %5, i8* %0, align 1
  %E614 = extractelement <2 x i1> zeroinitializer, i32 0
  br i1 %E614, label %CF1834, label %CF1846

CF1846:                                           ; preds = %CF1834
  %Shuff615 = shufflevector <16 x i16> %Shuff186, <16 x i16> %B295, <16 x i32> <i32 undef, i32 1, i32 3, i32 undef, i32 7, i32 9, i32 undef, i32 13, i32 15, i32 undef, i32 undef, i32 21, i32 23, i32 25, i32 27, i32 undef>
  %I616 = insertelement <16 x i16> %Shuff577, i16 %E284, i32 1
  %B617 = sub <4 x i16> %I195, %Shuff179
  %FC618 = fptoui float %BC to i64
  %Sl619 = select <2 x i1> %Shuff519, <2 x i16> %I35, <2 x i16> %Sl355
  %Cmp620 = fcmp une <2 x float> %FC250, %BC586
  %L621 = load float, float* %PC242, align 4
  store double %FC566, double* %PC213, align 8
  %E622 = extractelement <2 x float> %FC43, i32 0
  %Shuff623 = shufflevector <4 x i1> %Cmp320, <4 x i1> %Cmp596, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I624 = insertelement <8 x i8> %Shuff476, i8 %L230, i32 1
  %B625 = srem <4 x i16> %I608, zeroinitializer
  %Se626 = sext i16 %E300 to i32
  %Sl627 = select <2 x i1> %Cmp620, <2 x i32> %Shuff498, <2 x i32> zeroinitializer
  %Cmp628 = icmp ult <4 x i32> %Sl206, %Shuff446
  %L629 = load i8, i8* %0, align 1
  store i16 %FC, i16* %Sl153, align 2
  %E630 = extractelement <4 x i16> %B521, i32 0
  %Shuff631 = shufflevector <4 x i16> %Shuff382, <4 x i16> %I513, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I632 = insertelement <4 x i64> %Shuff277, i64 %E322, i32 1
  %B633 = srem <4 x i32> zeroinitializer, %Shuff20
  %ZE634 = zext <2 x i1> %Cmp372 to <2 x i32>
  %Sl635 = select i1 %E114, <4 x i64> %Shuff359, <4 x i64> %B145
  %Cmp636 = icmp ne i8 %L169, %L222
  br i1 %Cmp636, label %CF1648, label %CF1659

CF1659:                                           ; preds = %CF1846
  %L637 = load i8, i8* %0, align 1
  store i8 %5, i8* %0, align 1
  %E638 = extractelement <2 x i1> %Cmp, i32 1
  br i1 %E638, label %CF1648, label %CF1654

CF1654:                                           ; preds = %CF1654, %CF1761, %CF1710, %CF1839, %CF1688, %CF1659
  %Shuff639 = shufflevector <2 x i1> %Cmp372, <2 x i1> %I233, <2 x i32> <i32 2, i32 undef>
  %I640 = insertelement <4 x i1> %I433, i1 %Cmp73, i32 0
  %B641 = ashr <4 x i8> %Tr471, %Tr471
  %Tr642 = trunc i32 %E231 to i16
  %Sl643 = select i1 %Sl544, i1 %Cmp191, i1 %Cmp126
  br i1 %Sl643, label %CF1654, label %CF1761

CF1761:                                           ; preds = %CF1654
  %Cmp644 = icmp ugt <16 x i8> %B407, zeroinitializer
  %L645 = load i8, i8* %0, align 1
  store i8 %L474, i8* %0, align 1
  %E646 = extractelement <16 x i16> %Shuff186, i32 1
  %Shuff647 = shufflevector <4 x i16> %B492, <4 x i16> %Shuff179, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I648 = insertelement <4 x i16> %Shuff367, i16 %Sl478, i32 2
  %Se649 = sext i8 %B593 to i64
  %Sl650 = select i1 %Cmp168, i16 %B543, i16 %Sl133
  %Cmp651 = icmp sge i32 %B601, %L245
  br i1 %Cmp651, label %CF1654, label %CF1710

CF1710:                                           ; preds = %CF1761
  %L652 = load i8, i8* %0, align 1
  store i8 %L488, i8* %0, align 1
  %E653 = extractelement <2 x i1> %Shuff426, i32 1
  br i1 %E653, label %CF1654, label %CF1705

CF1705:                                           ; preds = %CF1705, %CF1710
  %Shuff654 = shufflevector <2 x i16> %B279, <2 x i16> %Sl619, <2 x i32> <i32 undef, i32 0>
  %I655 = insertelement <4 x i16> %I21, i16 %ZE421, i32 0
  %B656 = fmul double %B384, %L403
  %Tr657 = trunc <4 x i32> %Shuff541 to <4 x i8>
  %Sl658 = select i1 %Cmp379, i16 %Tr449, i16 %L184
  %Cmp659 = icmp ugt i32 %E268, %Sl435
  br i1 %Cmp659, label %CF1705, label %CF1826

CF1826:                                           ; preds = %CF1826, %CF1705
  %L660 = load i8, i8* %0, align 1
  store double %Sl140, double* %PC132, align 8
  %E661 = extractelement <4 x i16> %Shuff647, i32 0
  %Shuff662 = shufflevector <16 x i32> %I420, <16 x i32> %I383, <16 x i32> <i32 15, i32 17, i32 undef, i32 undef, i32 23, i32 25, i32 27, i32 29, i32 31, i32 1, i32 3, i32 5, i32 7, i32 undef, i32 11, i32 13>
  %I663 = insertelement <2 x i1> %I491, i1 %Cmp379, i32 1
  %FC664 = uitofp <4 x i1> zeroinitializer to <4 x float>
  %Sl665 = select i1 %E39, i32 %Sl36, i32 %E238
  %Cmp666 = icmp uge i1 %Tr50, %Cmp379
  br i1 %Cmp666, label %CF1826, label %CF1839

CF1839:                                           ; preds = %CF1826
  %L667 = load i8, i8* %0, align 1
  store i16 %E366, i16* %Sl72, align 2
  %E668 = extractelement <4 x i32> %Shuff47, i32 1
  %Shuff669 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %I263, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I670 = insertelement <2 x i1> %Shuff194, i1 %Sl567, i32 0
  %B671 = xor <16 x i16> zeroinitializer, zeroinitializer
  %Tr672 = trunc i8 %Sl311 to i1
  br i1 %Tr672, label %CF1654, label %CF1658

CF1658:                                           ; preds = %CF1658, %CF1849, %CF1740, %CF1765, %CF1839
  %Sl673 = select <4 x i1> zeroinitializer, <4 x i16> %Sl560, <4 x i16> %I470
  %Cmp674 = icmp eq <2 x i1> %Shuff76, %I346
  %L675 = load i8, i8* %0, align 1
  store double %Sl140, double* %PC213, align 8
  %E676 = extractelement <2 x i16> %Shuff, i32 0
  %Shuff677 = shufflevector <2 x i1> %Cmp372, <2 x i1> %Sl258, <2 x i32> <i32 3, i32 1>
  %I678 = insertelement <4 x i32> %Shuff338, i32 %E121, i32 1
  %Tr679 = trunc <4 x i32> %I678 to <4 x i8>
  %Sl680 = select i1 %Cmp379, i8 %L660, i8 %L222
  %Cmp681 = icmp ule i1 %Cmp568, %L
  br i1 %Cmp681, label %CF1658, label %CF1849

CF1849:                                           ; preds = %CF1658
  %L682 = load i8, i8* %0, align 1
  store i8 %L11, i8* %0, align 1
  %E683 = extractelement <2 x i16> zeroinitializer, i32 0
  %Shuff684 = shufflevector <16 x i1> %Cmp52, <16 x i1> %Tr181, <16 x i32> <i32 undef, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 undef, i32 undef, i32 29, i32 31, i32 1>
  %I685 = insertelement <4 x i32> %Shuff137, i32 %Sl595, i32 1
  %B686 = frem <16 x float> %B109, %FC78
  %Sl687 = select i1 %Cmp73, i64 %Sl118, i64 %B124
  %Cmp688 = icmp ule i32 %E307, %Tr29
  br i1 %Cmp688, label %CF1658, label %CF1740

CF1740:                                           ; preds = %CF1849
  %L689 = load i8, i8* %0, align 1
  store i8 %Sl680, i8* %0, align 1
  %E690 = extractelement <4 x i8> %Sl111, i32 1
  %Shuff691 = shufflevector <16 x i32> %I203, <16 x i32> %Shuff419, <16 x i32> <i32 undef, i32 26, i32 28, i32 undef, i32 0, i32 2, i32 4, i32 6, i32 8, i32 undef, i32 12, i32 undef, i32 undef, i32 18, i32 20, i32 22>
  %I692 = insertelement <4 x i16> %Shuff69, i16 %Sl95, i32 2
  %PC693 = bitcast float* %A1 to double*
  %Sl694 = select i1 %Cmp588, i32 %E358, i32 %E12
  %Cmp695 = icmp uge <2 x i1> %I233, %I557
  %L696 = load double, double* %PC693, align 8
  store double %FC227, double* %PC693, align 8
  %E697 = extractelement <2 x i32> %Shuff269, i32 1
  %Shuff698 = shufflevector <4 x i64> %Sl500, <4 x i64> %I413, <4 x i32> <i32 undef, i32 6, i32 0, i32 undef>
  %I699 = insertelement <4 x i32> %I462, i32 %E12, i32 2
  %Tr700 = trunc <2 x i16> %Shuff232 to <2 x i1>
  %Sl701 = select <4 x i1> %I585, <4 x i1> %I535, <4 x i1> %Cmp509
  %Cmp702 = icmp eq i32 %E, %E576
  br i1 %Cmp702, label %CF1658, label %CF1691

CF1691:                                           ; preds = %CF1691, %CF1860, %CF1865, %CF1740
  %L703 = load double, double* %PC693, align 8
  store double %L380, double* %PC693, align 8
  %E704 = extractelement <2 x i16> %Shuff210, i32 0
  %Shuff705 = shufflevector <2 x i1> %Shuff76, <2 x i1> %Shuff308, <2 x i32> <i32 undef, i32 3>
  %I706 = insertelement <4 x i32> %Shuff390, i32 %E231, i32 3
  %B707 = and <2 x i32> %I144, %I549
  %ZE708 = zext <2 x i1> %Shuff27 to <2 x i8>
  %Sl709 = select i1 %L, i1 %Cmp387, i1 %Cmp154
  br i1 %Sl709, label %CF1691, label %CF1727

CF1727:                                           ; preds = %CF1727, %CF1863, %CF1827, %CF1816, %CF1691
  %Cmp710 = icmp ugt <16 x i32> %I41, %I383
  %L711 = load i16, i16* %PC, align 2
  store float %Sl175, float* %PC242, align 4
  %E712 = extractelement <2 x i1> %Shuff76, i32 0
  br i1 %E712, label %CF1727, label %CF1863

CF1863:                                           ; preds = %CF1727
  %Shuff713 = shufflevector <16 x i32> %Shuff419, <16 x i32> %Shuff662, <16 x i32> <i32 undef, i32 undef, i32 15, i32 17, i32 undef, i32 undef, i32 23, i32 undef, i32 27, i32 29, i32 31, i32 1, i32 3, i32 undef, i32 7, i32 9>
  %I714 = insertelement <16 x i1> %Shuff684, i1 %Cmp538, i32 13
  %B715 = xor <4 x i16> %B625, %Shuff367
  %FC716 = fptosi <4 x float> %FC370 to <4 x i16>
  %Sl717 = select i1 %Cmp409, <4 x i1> %Cmp443, <4 x i1> %Shuff623
  %Cmp718 = fcmp oeq double %FC594, %L313
  br i1 %Cmp718, label %CF1727, label %CF1827

CF1827:                                           ; preds = %CF1863
  %L719 = load i64, i64* %Sl243, align 4
  store i16 %ZE421, i16* %PC, align 2
  %E720 = extractelement <4 x i1> %Tr159, i32 3
  br i1 %E720, label %CF1727, label %CF1816

CF1816:                                           ; preds = %CF1827
  %Shuff721 = shufflevector <2 x i32> %Shuff269, <2 x i32> %Shuff239, <2 x i32> <i32 undef, i32 0>
  %I722 = insertelement <2 x i32> %Shuff269, i32 %E217, i32 0
  %B723 = xor i8 %E690, %L267
  %FC724 = sitofp i8 %Sl680 to double
  %Sl725 = select i1 %Cmp487, i8* %A4, i8* %0
  %Cmp726 = icmp eq i32 %E238, %3
  br i1 %Cmp726, label %CF1727, label %CF1728

CF1728:                                           ; preds = %CF1728, %CF1816
  %L727 = load double, double* %PC693, align 8
  store i8 %FC264, i8* %Sl10, align 1
  %E728 = extractelement <4 x i16> %ZE, i32 2
  %Shuff729 = shufflevector <2 x i1> %Shuff76, <2 x i1> %Shuff639, <2 x i32> <i32 1, i32 3>
  %I730 = insertelement <4 x i16> %Shuff647, i16 %E518, i32 3
  %B731 = shl i64 426889, %Se649
  %Tr732 = trunc i64 %B22 to i8
  %Sl733 = select i1 %Cmp588, <4 x i32> %Shuff323, <4 x i32> %Shuff439
  %Cmp734 = icmp ule <4 x i16> %I592, %Sl560
  %L735 = load i16, i16* %Sl153, align 2
  store double %FC434, double* %PC213, align 8
  %E736 = extractelement <4 x i16> %I195, i32 1
  %Shuff737 = shufflevector <2 x i1> %Shuff308, <2 x i1> %I180, <2 x i32> <i32 0, i32 2>
  %I738 = insertelement <2 x i1> %Cmp436, i1 %Cmp604, i32 0
  %B739 = and i8 %L510, %B131
  %FC740 = sitofp i8 %L467 to float
  %Sl741 = select i1 %Cmp487, <4 x i64> %Shuff359, <4 x i64> %Se
  %Cmp742 = icmp slt i8 %L660, %Sl251
  br i1 %Cmp742, label %CF1728, label %CF1860

CF1860:                                           ; preds = %CF1728
  %L743 = load i8, i8* %0, align 1
  store double %L589, double* %PC693, align 8
  %E744 = extractelement <2 x i32> %Shuff239, i32 1
  %Shuff745 = shufflevector <2 x i32> %B287, <2 x i32> %Shuff454, <2 x i32> <i32 undef, i32 2>
  %I746 = insertelement <4 x i32> %Shuff137, i32 %E121, i32 2
  %B747 = xor i32 %ZE326, %Se626
  %Se748 = sext <2 x i8> %ZE708 to <2 x i32>
  %Sl749 = select i1 %Cmp423, i16 %E728, i16 %E344
  %Cmp750 = icmp uge <4 x i32> %Shuff171, %Shuff461
  %L751 = load i16, i16* %Sl72, align 2
  store double 0xA6EF860E47ED5C8C, double* %PC693, align 8
  %E752 = extractelement <4 x i16> %I648, i32 3
  %Shuff753 = shufflevector <4 x i1> %Cmp394, <4 x i1> %Cmp119, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I754 = insertelement <2 x i32> zeroinitializer, i32 %E231, i32 0
  %B755 = add <4 x i16> %Shuff382, %B173
  %Se756 = sext <4 x i16> %Shuff367 to <4 x i64>
  %Sl757 = select i1 %Cmp88, i16 %E736, i16 %E606
  %Cmp758 = icmp ne i32 %L38, %L299
  br i1 %Cmp758, label %CF1691, label %CF1714

CF1714:                                           ; preds = %CF1714, %CF1860
  %L759 = load i16, i16* %Sl153, align 2
  store double %L696, double* %PC693, align 8
  %E760 = extractelement <16 x i16> %B550, i32 5
  %Shuff761 = shufflevector <2 x i1> %Shuff519, <2 x i1> %Cmp695, <2 x i32> <i32 0, i32 2>
  %I762 = insertelement <4 x i16> %Shuff179, i16 %E75, i32 2
  %FC763 = uitofp i64 %B731 to float
  %Sl764 = select i1 %E438, float %FC763, float %FC740
  %Cmp765 = icmp sge <8 x i16> %Se456, %Se456
  %L766 = load double, double* %PC693, align 8
  store i16 4613, i16* %Sl72, align 2
  %E767 = extractelement <2 x i1> %I670, i32 1
  br i1 %E767, label %CF1714, label %CF1865

CF1865:                                           ; preds = %CF1714
  %Shuff768 = shufflevector <4 x i16> %ZE, <4 x i16> %B625, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I769 = insertelement <16 x i16> %Shuff186, i16 %E366, i32 12
  %B770 = fdiv double %L452, %FC227
  %Sl771 = select i1 %Cmp17, i16* %A2, i16* %A2
  %Cmp772 = icmp ugt <2 x i16> %Sl619, %I35
  %L773 = load double, double* %PC693, align 8
  store double %Sl30, double* %PC693, align 8
  %E774 = extractelement <16 x i1> %Cmp52, i32 12
  br i1 %E774, label %CF1691, label %CF1704

CF1704:                                           ; preds = %CF1704, %CF1764, %CF1865
  %Shuff775 = shufflevector <4 x i1> %Cmp298, <4 x i1> %I256, <4 x i32> <i32 undef, i32 1, i32 3, i32 5>
  %I776 = insertelement <2 x i1> %Shuff639, i1 %Cmp659, i32 1
  %B777 = udiv <4 x i16> %Sl611, %B492
  %Sl778 = select i1 %Cmp742, <4 x i64> %B145, <4 x i64> %Shuff277
  %Cmp779 = icmp slt <2 x i1> %I219, %Shuff150
  %L780 = load double, double* %PC693, align 8
  store double %L253, double* %PC693, align 8
  %E781 = extractelement <2 x i1> %Cmp466, i32 1
  br i1 %E781, label %CF1704, label %CF1764

CF1764:                                           ; preds = %CF1704
  %Shuff782 = shufflevector <2 x i16> zeroinitializer, <2 x i16> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I783 = insertelement <4 x i1> %Sl717, i1 %Cmp742, i32 2
  %B784 = srem i32 %Tr29, %E431
  %Se785 = sext <8 x i32> %B212 to <8 x i64>
  %Sl786 = select i1 %Tr288, i1 %E156, i1 %E142
  br i1 %Sl786, label %CF1704, label %CF1762

CF1762:                                           ; preds = %CF1762, %CF1764
  %Cmp787 = icmp uge <4 x i32> %Shuff115, %Shuff390
  %L788 = load double, double* %PC693, align 8
  store float %B226, float* %PC242, align 4
  %E789 = extractelement <4 x i32> %Shuff345, i32 3
  %Shuff790 = shufflevector <8 x i32> %Shuff564, <8 x i32> %B212, <8 x i32> <i32 undef, i32 undef, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12>
  %I791 = insertelement <4 x i32> %Shuff171, i32 %Sl665, i32 0
  %B792 = fmul float 0xC16D256100000000, 0xC37BB38F80000000
  %FC793 = sitofp i8 %L388 to float
  %Sl794 = select i1 %Cmp758, <4 x i64> %I339, <4 x i64> %I339
  %Cmp795 = icmp uge <4 x i1> %Cmp596, %Cmp119
  %L796 = load double, double* %PC693, align 8
  store double %Sl140, double* %PC693, align 8
  %E797 = extractelement <2 x i1> %Shuff737, i32 1
  br i1 %E797, label %CF1762, label %CF1765

CF1765:                                           ; preds = %CF1762
  %Shuff798 = shufflevector <4 x i16> %I730, <4 x i16> %B325, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I799 = insertelement <2 x i32> zeroinitializer, i32 %E12, i32 0
  %B800 = srem <8 x i8> %B204, zeroinitializer
  %ZE801 = zext i8 %L395 to i16
  %Sl802 = select i1 %Cmp17, <4 x i8> zeroinitializer, <4 x i8> %Sl198
  %Cmp803 = icmp ule i1 %Cmp423, %Cmp37
  br i1 %Cmp803, label %CF1658, label %CF1688

CF1688:                                           ; preds = %CF1765
  %L804 = load i8, i8* %Sl10, align 1
  store double %L253, double* %PC693, align 8
  %E805 = extractelement <2 x i32> %Shuff202, i32 1
  %Shuff806 = shufflevector <4 x i32> %Shuff571, <4 x i32> %Shuff669, <4 x i32> <i32 6, i32 undef, i32 undef, i32 4>
  %I807 = insertelement <2 x i32> %I144, i32 %E389, i32 0
  %B808 = srem <4 x i32> %I398, %Shuff55
  %Se809 = sext <2 x i1> %Cmp112 to <2 x i16>
  %Sl810 = select i1 %Cmp73, i32* %Sl16, i32* %1
  %Cmp811 = fcmp oge float %B573, %Sl175
  br i1 %Cmp811, label %CF1654, label %CF1657

CF1657:                                           ; preds = %CF1657, %CF1829, %CF1753, %CF1793, %CF1688
  %L812 = load double, double* %PC693, align 8
  store double %B770, double* %PC132, align 8
  %E813 = extractelement <4 x i32> %Shuff323, i32 1
  %Shuff814 = shufflevector <2 x i16> %Shuff654, <2 x i16> %Se110, <2 x i32> <i32 0, i32 undef>
  %I815 = insertelement <16 x i32> zeroinitializer, i32 %Sl694, i32 14
  %Se816 = sext i1 %Tr288 to i16
  %Sl817 = select i1 %Cmp244, i32 %E431, i32 %Sl694
  %Cmp818 = icmp sgt <4 x i32> %I678, %I263
  %L819 = load double, double* %PC693, align 8
  store double %L452, double* %PC213, align 8
  %E820 = extractelement <4 x i16> %Shuff91, i32 3
  %Shuff821 = shufflevector <2 x i32> zeroinitializer, <2 x i32> %B707, <2 x i32> <i32 2, i32 0>
  %I822 = insertelement <4 x i32> %Sl733, i32 %E121, i32 0
  %PC823 = bitcast i16* %Sl72 to i64*
  %Sl824 = select i1 %Cmp244, i32 %E583, i32 %E404
  %Cmp825 = icmp eq <4 x i1> %Cmp320, %Sl701
  %L826 = load double, double* %PC693, align 8
  store i16 %E284, i16* %A3, align 2
  %E827 = extractelement <4 x i16> %I123, i32 3
  %Shuff828 = shufflevector <16 x i1> %Shuff684, <16 x i1> %Cmp229, <16 x i32> <i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 undef, i32 undef, i32 undef, i32 4, i32 6, i32 8>
  %I829 = insertelement <4 x i16> %Shuff548, i16 %E570, i32 0
  %BC830 = bitcast i32 %E805 to float
  %Sl831 = select i1 %Cmp183, <2 x i32> %I14, <2 x i32> %Shuff202
  %Cmp832 = icmp sgt <4 x i8> %Shuff512, %Tr86
  %L833 = load i16, i16* %Sl72, align 2
  store double %FC566, double* %PC132, align 8
  %E834 = extractelement <4 x i1> %Shuff623, i32 1
  br i1 %E834, label %CF1657, label %CF1756

CF1756:                                           ; preds = %CF1756, %CF1657
  %Shuff835 = shufflevector <2 x i1> %Shuff40, <2 x i1> %I278, <2 x i32> <i32 0, i32 2>
  %I836 = insertelement <2 x i32> %I14, i32 %E314, i32 0
  %B837 = fdiv float %B271, %Sl341
  %ZE838 = zext i16 %L113 to i64
  %Sl839 = select i1 %Cmp312, <4 x i32> %Shuff171, <4 x i32> %Shuff171
  %Cmp840 = icmp slt <2 x i1> %Shuff584, %Shuff62
  %L841 = load i8, i8* %Sl725, align 1
  store i8 %L60, i8* %Sl10, align 1
  %E842 = extractelement <2 x i1> %Shuff584, i32 1
  br i1 %E842, label %CF1756, label %CF1829

CF1829:                                           ; preds = %CF1756
  %Shuff843 = shufflevector <4 x i64> %Sl486, <4 x i64> %Sl741, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I844 = insertelement <4 x i16> %Shuff331, i16 %Sl478, i32 2
  %B845 = sdiv i16 %L162, %L833
  %Se846 = sext <2 x i1> %I353 to <2 x i16>
  %Sl847 = select i1 %L, i32 %E90, i32 %ZE333
  %Cmp848 = icmp eq <4 x i64> %Shuff698, %Sl778
  %L849 = load double, double* %PC693, align 8
  store double %B656, double* %PC693, align 8
  %E850 = extractelement <4 x i1> %Cmp451, i32 3
  br i1 %E850, label %CF1657, label %CF1744

CF1744:                                           ; preds = %CF1744, %CF1829
  %Shuff851 = shufflevector <2 x i1> %Shuff34, <2 x i1> %Shuff835, <2 x i32> <i32 2, i32 0>
  %I852 = insertelement <2 x i1> %Shuff83, i1 %Cmp176, i32 0
  %Se853 = sext i1 %Cmp266 to i32
  %Sl854 = select <2 x i1> %Cmp553, <2 x i32> %Shuff721, <2 x i32> %Shuff454
  %Cmp855 = fcmp olt double %L819, %L696
  br i1 %Cmp855, label %CF1744, label %CF1753

CF1753:                                           ; preds = %CF1744
  %L856 = load double, double* %PC693, align 8
  store i8 %L230, i8* %Sl10, align 1
  %E857 = extractelement <4 x i32> %Shuff47, i32 2
  %Shuff858 = shufflevector <2 x i1> %Shuff851, <2 x i1> %Shuff835, <2 x i32> <i32 1, i32 3>
  %I859 = insertelement <2 x i32> %Shuff721, i32 %Sl415, i32 1
  %B860 = or <4 x i16> %Shuff798, %B166
  %Se861 = sext i8 %L675 to i64
  %Sl862 = select i1 %L, i32 306645, i32 %E503
  %Cmp863 = icmp eq <4 x i64> %B579, %Se756
  %L864 = load i8, i8* %0, align 1
  store double %B656, double* %PC693, align 8
  %E865 = extractelement <4 x i32> %Shuff591, i32 1
  %Shuff866 = shufflevector <4 x i1> %Shuff607, <4 x i1> %Cmp298, <4 x i32> <i32 4, i32 6, i32 0, i32 undef>
  %I867 = insertelement <4 x i32> %Shuff345, i32 %Sl435, i32 2
  %B868 = shl i64 %B22, %ZE838
  %Se869 = sext <2 x i1> %Shuff76 to <2 x i8>
  %Sl870 = select i1 %E834, i8 %FC400, i8 %Sl251
  %Cmp871 = fcmp ule double %L819, %Sl30
  br i1 %Cmp871, label %CF1657, label %CF1698

CF1698:                                           ; preds = %CF1698, %CF1749, %CF1753
  %L872 = load double, double* %PC693, align 8
  store i32 %E404, i32* %Sl810, align 4
  %E873 = extractelement <4 x i16> %Sl673, i32 3
  %Shuff874 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %Sl733, <4 x i32> <i32 6, i32 0, i32 undef, i32 undef>
  %I875 = insertelement <4 x double> %FC234, double %L826, i32 0
  %ZE876 = zext <2 x i1> %Shuff482 to <2 x i16>
  %Sl877 = select i1 %Cmp811, double* %PC213, double* %PC132
  %Cmp878 = icmp uge <16 x i1> %Cmp236, %Cmp305
  %L879 = load double, double* %PC693, align 8
  store double %FC566, double* %Sl877, align 8
  %E880 = extractelement <8 x i32> %Shuff352, i32 4
  %Shuff881 = shufflevector <2 x i1> %Shuff76, <2 x i1> %Shuff729, <2 x i32> <i32 3, i32 1>
  %I882 = insertelement <4 x i32> %Sl206, i32 %E193, i32 1
  %B883 = add i16 %E728, %Sl494
  %Se884 = sext i1 %E156 to i16
  %Sl885 = select i1 %Tr672, i8 %L480, i8 %L430
  %Cmp886 = icmp ult <4 x i32> %I542, %Shuff55
  %L887 = load double, double* %PC693, align 8
  store double %L253, double* %PC693, align 8
  %E888 = extractelement <4 x i32> %Shuff224, i32 3
  %Shuff889 = shufflevector <4 x i16> %Shuff548, <4 x i16> %ZE, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I890 = insertelement <4 x i32> %Shuff439, i32 %E121, i32 0
  %B891 = fdiv double %FC566, 0x96339A52C1317AD0
  %Tr892 = trunc i32 %E425 to i16
  %Sl893 = select <16 x i1> %Shuff828, <16 x i8> %B407, <16 x i8> zeroinitializer
  %Cmp894 = icmp ule i16 %B845, %E676
  br i1 %Cmp894, label %CF1698, label %CF1749

CF1749:                                           ; preds = %CF1698
  %L895 = load i32, i32* %Sl810, align 4
  store double %FC227, double* %PC693, align 8
  %E896 = extractelement <4 x i32> %I867, i32 2
  %Shuff897 = shufflevector <4 x i16> %Shuff179, <4 x i16> %B492, <4 x i32> <i32 1, i32 3, i32 5, i32 undef>
  %I898 = insertelement <4 x i32> %Shuff122, i32 %E163, i32 3
  %B899 = urem i16 %B241, %FC
  %Tr900 = trunc i16 %E374 to i8
  %Sl901 = select i1 %Cmp134, i64 %ZE174, i64 343133
  %Cmp902 = fcmp ult <4 x double> %Sl587, %FC234
  %L903 = load float, float* %PC242, align 4
  store double %L313, double* %PC693, align 8
  %E904 = extractelement <4 x i16> %B777, i32 0
  %Shuff905 = shufflevector <4 x i32> %I678, <4 x i32> %Shuff47, <4 x i32> <i32 7, i32 1, i32 undef, i32 undef>
  %I906 = insertelement <4 x i1> %Cmp394, i1 %Cmp409, i32 1
  %B907 = ashr <4 x i16> %Shuff91, %Shuff548
  %ZE908 = zext <8 x i8> %Shuff476 to <8 x i32>
  %Sl909 = select i1 true, float %Sl348, float %BC830
  %Cmp910 = icmp eq i64 %Sl901, %Se610
  br i1 %Cmp910, label %CF1698, label %CF1715

CF1715:                                           ; preds = %CF1715, %CF1749
  %L911 = load double, double* %PC693, align 8
  store double %L696, double* %PC693, align 8
  %E912 = extractelement <4 x i32> %Shuff461, i32 2
  %Shuff913 = shufflevector <4 x i1> %Cmp734, <4 x i1> %Cmp394, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I914 = insertelement <4 x i16> %Shuff382, i16 %E366, i32 3
  %B915 = add <16 x i16> %Shuff129, %Shuff186
  %FC916 = uitofp i16 %L184 to double
  %Sl917 = select i1 %Cmp349, i1 %E381, i1 %Cmp266
  br i1 %Sl917, label %CF1715, label %CF1793

CF1793:                                           ; preds = %CF1715
  %Cmp918 = icmp uge <16 x i32> %Shuff285, %Shuff662
  %L919 = load double, double* %PC213, align 8
  store i8 %Sl530, i8* %0, align 1
  %E920 = extractelement <4 x i16> %Shuff331, i32 1
  %Shuff921 = shufflevector <16 x i1> %Tr181, <16 x i1> %Cmp305, <16 x i32> <i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 undef, i32 2, i32 4, i32 6, i32 8, i32 10, i32 undef, i32 14>
  %I922 = insertelement <4 x i32> %Shuff171, i32 %E121, i32 2
  %ZE923 = fpext float %L621 to double
  %Sl924 = select i1 %E834, i1 %Cmp742, i1 %Cmp487
  br i1 %Sl924, label %CF1657, label %CF1662

CF1662:                                           ; preds = %CF1662, %CF1785, %CF1780, %CF1793
  %Cmp925 = icmp ne <4 x i64> %Sl778, %Se189
  %L926 = load i8, i8* %Sl10, align 1
  store i8 %L597, i8* %0, align 1
  %E927 = extractelement <2 x i1> %Sl289, i32 0
  br i1 %E927, label %CF1662, label %CF1785

CF1785:                                           ; preds = %CF1662
  %Shuff928 = shufflevector <2 x i1> %I116, <2 x i1> %Sl214, <2 x i32> <i32 1, i32 undef>
  %I929 = insertelement <2 x i32> %Shuff821, i32 %Tr29, i32 1
  %B930 = mul i32 %E431, %E
  %Sl931 = select i1 %Cmp409, i32 %E576, i32 %E128
  %Cmp932 = icmp ult i8 %FC264, -1
  br i1 %Cmp932, label %CF1662, label %CF1677

CF1677:                                           ; preds = %CF1677, %CF1844, %CF1812, %CF1795, %CF1835, %CF1785
  %L933 = load i32, i32* %Sl810, align 4
  store double %FC227, double* %PC132, align 8
  %E934 = extractelement <16 x i8> %B196, i32 14
  %Shuff935 = shufflevector <2 x i32> %Shuff498, <2 x i32> %I144, <2 x i32> <i32 1, i32 undef>
  %I936 = insertelement <4 x i16> %Shuff897, i16 %E563, i32 3
  %B937 = udiv i32 %L517, %E503
  %Se938 = sext i8 %L230 to i32
  %Sl939 = select <2 x i1> %Cmp531, <2 x i1> %Cmp840, <2 x i1> %Cmp581
  %Cmp940 = icmp uge <16 x i16> %B915, %B671
  %L941 = load double, double* %PC693, align 8
  store double %L911, double* %PC213, align 8
  %E942 = extractelement <4 x i16> %Shuff548, i32 2
  %Shuff943 = shufflevector <4 x i1> %Cmp902, <4 x i1> %Cmp451, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I944 = insertelement <4 x i16> %Sl190, i16 %E873, i32 3
  %B945 = mul i16 %E752, %E606
  %Sl946 = select i1 %Cmp409, <4 x i1> %Cmp886, <4 x i1> %I256
  %Cmp947 = icmp slt i1 %Cmp73, %E842
  br i1 %Cmp947, label %CF1677, label %CF1844

CF1844:                                           ; preds = %CF1677
  %L948 = load double, double* %PC693, align 8
  store double %Sl30, double* %PC693, align 8
  %E949 = extractelement <4 x i16> %Sl603, i32 3
  %Shuff950 = shufflevector <16 x i32> %Shuff164, <16 x i32> %I383, <16 x i32> <i32 30, i32 0, i32 2, i32 4, i32 6, i32 undef, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 undef>
  %I951 = insertelement <4 x i64> %Shuff262, i64 %B361, i32 0
  %B952 = shl i8 %L336, %L926
  %Tr953 = trunc i32 %E418 to i1
  br i1 %Tr953, label %CF1677, label %CF1812

CF1812:                                           ; preds = %CF1844
  %Sl954 = select i1 %Cmp379, i8 %L645, i8 %L488
  %Cmp955 = icmp slt i16 %B117, %Se816
  br i1 %Cmp955, label %CF1677, label %CF1795

CF1795:                                           ; preds = %CF1812
  %L956 = load double, double* %PC693, align 8
  store double %L589, double* %Sl877, align 8
  %E957 = extractelement <2 x i1> %Cmp221, i32 1
  br i1 %E957, label %CF1677, label %CF1788

CF1788:                                           ; preds = %CF1788, %CF1795
  %Shuff958 = shufflevector <16 x i16> %Shuff186, <16 x i16> %I572, <16 x i32> <i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 0, i32 2, i32 4, i32 undef, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18>
  %I959 = insertelement <4 x i8> %I, i8 %L841, i32 2
  %B960 = srem i64 %ZE354, %Sl87
  %FC961 = sitofp i64 77773 to float
  %Sl962 = select i1 %E614, i1 %Sl58, i1 %E178
  br i1 %Sl962, label %CF1788, label %CF1835

CF1835:                                           ; preds = %CF1788
  %Cmp963 = icmp uge i16 %E704, %E676
  br i1 %Cmp963, label %CF1677, label %CF1780

CF1780:                                           ; preds = %CF1835
  %L964 = load double, double* %Sl877, align 8
  store i16 %E284, i16* %Sl153, align 2
  %E965 = extractelement <16 x i1> %Shuff684, i32 8
  br i1 %E965, label %CF1662, label %CF1669

CF1669:                                           ; preds = %CF1669, %CF1780
  %Shuff966 = shufflevector <2 x i32> %I144, <2 x i32> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I967 = insertelement <16 x i1> %Shuff828, i1 %Cmp636, i32 1
  %B968 = frem double %Sl30, %L343
  %ZE969 = zext <4 x i1> %Shuff753 to <4 x i64>
  %Sl970 = select i1 %E850, i16 %L155, i16 %E827
  %Cmp971 = icmp sge <8 x i1> %Cmp479, %Cmp479
  %L972 = load i8, i8* %Sl10, align 1
  store double %FC566, double* %PC693, align 8
  %E973 = extractelement <4 x i64> %Sl500, i32 2
  %Shuff974 = shufflevector <4 x i32> %Shuff439, <4 x i32> %Shuff224, <4 x i32> <i32 1, i32 3, i32 undef, i32 7>
  %I975 = insertelement <4 x i16> %I936, i16 %E630, i32 3
  %Sl976 = select i1 %E850, i16 %B139, i16 4613
  %Cmp977 = icmp slt <2 x i16> %B279, zeroinitializer
  %L978 = load double, double* %PC693, align 8
  store double %Sl140, double* %PC693, align 8
  %E979 = extractelement <4 x i16> %I914, i32 2
  %Shuff980 = shufflevector <4 x i16> %Shuff331, <4 x i16> %I592, <4 x i32> <i32 5, i32 undef, i32 1, i32 undef>
  %I981 = insertelement <16 x i16> zeroinitializer, i16 %E366, i32 15
  %B982 = and <4 x i32> %I822, %Shuff20
  %FC983 = fptoui double 0xA6EF860E47ED5C8C to i32
  %Sl984 = select i1 %E720, i64 %B9, i64 %Se610
  %Cmp985 = icmp ugt <16 x i16> zeroinitializer, %I769
  %L986 = load double, double* %Sl877, align 8
  store double %L956, double* %PC132, align 8
  %E987 = extractelement <2 x i1> %Shuff584, i32 1
  br i1 %E987, label %CF1669, label %CF1672

CF1672:                                           ; preds = %CF1669
  %Shuff988 = shufflevector <2 x i16> %Se846, <2 x i16> %Shuff654, <2 x i32> <i32 0, i32 2>
  %I989 = insertelement <4 x i32> %Shuff55, i32 %E98, i32 2
  %FC990 = uitofp i8 %L667 to float
  %Sl991 = select i1 %Cmp742, i16 %Sl757, i16 %E942
  %Cmp992 = icmp ugt i1 %Cmp24, %Cmp894
  br i1 %Cmp992, label %CF1648, label %CF1651

CF1651:                                           ; preds = %CF1651, %CF1672
  %L993 = load double, double* %PC693, align 8
  store double %L696, double* %Sl877, align 8
  %E994 = extractelement <4 x float> %FC102, i32 3
  %Shuff995 = shufflevector <2 x i16> %Shuff143, <2 x i16> %Shuff654, <2 x i32> <i32 2, i32 0>
  %I996 = insertelement <2 x i16> %Shuff218, i16 %Tr642, i32 0
  %B997 = fadd float %FC793, %BC830
  %Tr998 = trunc i32 %E590 to i1
  br i1 %Tr998, label %CF1651, label %CF1665

CF1665:                                           ; preds = %CF1665, %CF1859, %CF1794, %CF1695, %CF1651
  %Sl999 = select <16 x i1> %Cmp305, <16 x i16> %I572, <16 x i16> %I391
  %Cmp1000 = icmp ne i64 361889, %ZE838
  br i1 %Cmp1000, label %CF1665, label %CF1859

CF1859:                                           ; preds = %CF1665
  %L1001 = load double, double* %PC693, align 8
  store i16 %E366, i16* %Sl153, align 2
  %E1002 = extractelement <4 x i16> %Shuff157, i32 2
  %Shuff1003 = shufflevector <4 x i8> %Tr679, <4 x i8> %Tr471, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I1004 = insertelement <16 x i64> %ZE296, i64 %B960, i32 3
  %Sl1005 = select i1 %Cmp636, i8 %L972, i8 %L321
  %Cmp1006 = icmp uge <2 x i32> %Shuff269, %I144
  %L1007 = load i8, i8* %0, align 1
  store i16 %L237, i16* %Sl771, align 2
  %E1008 = extractelement <4 x i32> %Shuff315, i32 1
  %Shuff1009 = shufflevector <4 x i16> %Shuff7, <4 x i16> %B907, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I1010 = insertelement <2 x i32> %Sl854, i32 %B930, i32 0
  %B1011 = mul <4 x i32> %Sl428, %Shuff107
  %ZE1012 = zext i1 %Cmp894 to i8
  %Sl1013 = select i1 %L, i32 %B784, i32 %B784
  %Cmp1014 = icmp slt <2 x i32> %B707, %Shuff454
  %L1015 = load double, double* %PC693, align 8
  store double %L956, double* %Sl877, align 8
  %E1016 = extractelement <16 x i32> %Shuff285, i32 4
  %Shuff1017 = shufflevector <16 x i16> %Sl147, <16 x i16> %Tr, <16 x i32> <i32 23, i32 25, i32 27, i32 undef, i32 31, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21>
  %I1018 = insertelement <16 x i16> %Shuff1017, i16 %E366, i32 9
  %B1019 = xor <4 x i32> %I48, %Sl537
  %FC1020 = uitofp i1 %E547 to double
  %Sl1021 = select <4 x i1> %Cmp561, <4 x i32> %I685, <4 x i32> %Shuff171
  %Cmp1022 = icmp ule <8 x i32> %I172, zeroinitializer
  %L1023 = load i16, i16* %Sl771, align 2
  store i16 %L184, i16* %PC, align 2
  %E1024 = extractelement <2 x i32> %I859, i32 0
  %Shuff1025 = shufflevector <4 x i32> %I440, <4 x i32> zeroinitializer, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I1026 = insertelement <4 x i1> %Shuff913, i1 %Cmp134, i32 1
  %B1027 = srem i16 %E563, %Sl494
  %Se1028 = sext i1 %Cmp37 to i16
  %Sl1029 = select i1 %Cmp409, i32 %E418, i32 %E238
  %Cmp1030 = icmp slt i64 %4, %E497
  br i1 %Cmp1030, label %CF1665, label %CF1775

CF1775:                                           ; preds = %CF1775, %CF1807, %CF1859
  %L1031 = load double, double* %Sl877, align 8
  store double %L403, double* %PC693, align 8
  %E1032 = extractelement <2 x i1> %Shuff729, i32 1
  br i1 %E1032, label %CF1775, label %CF1807

CF1807:                                           ; preds = %CF1775
  %Shuff1033 = shufflevector <4 x i8> %Shuff512, <4 x i8> %Sl802, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I1034 = insertelement <2 x i1> %Shuff677, i1 %Cmp501, i32 0
  %B1035 = ashr i32 %L245, %E193
  %FC1036 = sitofp i32 %E1008 to double
  %Sl1037 = select i1 %Cmp387, <16 x i32> %Shuff950, <16 x i32> %I565
  %Cmp1038 = icmp ule <2 x i32> %I1010, %I799
  %L1039 = load i8, i8* %0, align 1
  store i8 %L804, i8* %0, align 1
  %E1040 = extractelement <2 x i16> %I211, i32 1
  %Shuff1041 = shufflevector <4 x i1> %Shuff753, <4 x i1> %I1026, <4 x i32> <i32 6, i32 undef, i32 2, i32 4>
  %I1042 = insertelement <2 x i16> %ZE876, i16 %FC, i32 0
  %B1043 = add i8 %FC264, %B952
  %FC1044 = uitofp <2 x i8> %Tr493 to <2 x float>
  %Sl1045 = select <2 x i1> %Cmp977, <2 x i32> %I929, <2 x i32> %B347
  %Cmp1046 = icmp sgt i1 %Cmp31, %Cmp134
  br i1 %Cmp1046, label %CF1775, label %CF1794

CF1794:                                           ; preds = %CF1807
  %L1047 = load i32, i32* %Sl810, align 4
  store i32 %E268, i32* %Sl16, align 4
  %E1048 = extractelement <4 x i32> %Sl537, i32 2
  %Shuff1049 = shufflevector <2 x i8> %Tr559, <2 x i8> %Tr493, <2 x i32> <i32 1, i32 3>
  %I1050 = insertelement <2 x i32> %Shuff721, i32 %E668, i32 1
  %FC1051 = fptosi double %L887 to i32
  %Sl1052 = select i1 %Sl962, i32 %E307, i32 306645
  %Cmp1053 = icmp ugt <2 x i1> %I278, %Shuff835
  %L1054 = load i8, i8* %0, align 1
  store double %Sl30, double* %PC693, align 8
  %E1055 = extractelement <16 x i8> zeroinitializer, i32 8
  %Shuff1056 = shufflevector <2 x i8> %Shuff1049, <2 x i8> %ZE708, <2 x i32> <i32 3, i32 1>
  %I1057 = insertelement <4 x i16> %Shuff382, i16 %E606, i32 1
  %B1058 = udiv i32 %E481, %E217
  %Tr1059 = trunc i32 %Se318 to i8
  %Sl1060 = select i1 %L, i1 %Cmp636, i1 true
  br i1 %Sl1060, label %CF1665, label %CF1683

CF1683:                                           ; preds = %CF1683, %CF1828, %CF1697, %CF1794
  %Cmp1061 = icmp ugt i16 %E254, %E683
  br i1 %Cmp1061, label %CF1683, label %CF1709

CF1709:                                           ; preds = %CF1709, %CF1786, %CF1683
  %L1062 = load double, double* %Sl877, align 8
  store i16 %E300, i16* %Sl771, align 2
  %E1063 = extractelement <16 x i32> %Shuff285, i32 2
  %Shuff1064 = shufflevector <2 x i16> %B15, <2 x i16> %Sl619, <2 x i32> <i32 1, i32 3>
  %I1065 = insertelement <4 x i32> %I989, i32 %E431, i32 3
  %B1066 = fmul double %L343, %FC227
  %Tr1067 = trunc i64 %B960 to i8
  %Sl1068 = select i1 %Cmp659, i1 %Cmp1000, i1 %Cmp1046
  br i1 %Sl1068, label %CF1709, label %CF1786

CF1786:                                           ; preds = %CF1709
  %Cmp1069 = icmp sge i64 %ZE65, %ZE838
  br i1 %Cmp1069, label %CF1709, label %CF1767

CF1767:                                           ; preds = %CF1767, %CF1786
  %L1070 = load double, double* %Sl877, align 8
  store double %Sl30, double* %PC693, align 8
  %E1071 = extractelement <2 x i1> %I158, i32 0
  br i1 %E1071, label %CF1767, label %CF1828

CF1828:                                           ; preds = %CF1767
  %Shuff1072 = shufflevector <16 x i1> %Cmp985, <16 x i1> %Cmp229, <16 x i32> <i32 31, i32 1, i32 3, i32 5, i32 undef, i32 undef, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 undef, i32 25, i32 27, i32 29>
  %I1073 = insertelement <2 x i1> %I77, i1 %Cmp501, i32 1
  %B1074 = frem double %L253, %L773
  %Tr1075 = trunc i16 %Sl976 to i1
  br i1 %Tr1075, label %CF1683, label %CF1697

CF1697:                                           ; preds = %CF1828
  %Sl1076 = select i1 %Cmp176, double %L826, double %L849
  %Cmp1077 = icmp ne i8 %Tr732, %L169
  br i1 %Cmp1077, label %CF1683, label %CF1695

CF1695:                                           ; preds = %CF1697
  %L1078 = load i8, i8* %0, align 1
  store i8 %Sl515, i8* %0, align 1
  %E1079 = extractelement <16 x i1> %Shuff684, i32 2
  br i1 %E1079, label %CF1665, label %CF1666

CF1666:                                           ; preds = %CF1666, %CF1695
  %Shuff1080 = shufflevector <4 x i16> %B755, <4 x i16> %Sl673, <4 x i32> <i32 5, i32 7, i32 1, i32 undef>
  %I1081 = insertelement <2 x i32> %Shuff498, i32 %E404, i32 1
  %BC1082 = bitcast <4 x i64> %Se189 to <4 x double>
  %Sl1083 = select i1 %E540, <2 x i1> %Shuff150, <2 x i1> %Cmp977
  %Cmp1084 = icmp uge <4 x i16> %I936, %B173
  %L1085 = load i16, i16* %Sl771, align 2
  store i8 %L841, i8* %Sl725, align 1
  %E1086 = extractelement <4 x i32> zeroinitializer, i32 3
  %Shuff1087 = shufflevector <4 x i32> %B64, <4 x i32> %Shuff20, <4 x i32> <i32 6, i32 undef, i32 2, i32 4>
  %I1088 = insertelement <4 x i1> %Cmp628, i1 %Sl327, i32 0
  %B1089 = ashr <4 x i32> %Sl537, %Shuff974
  %Tr1090 = trunc <2 x i32> %ZE634 to <2 x i1>
  %Sl1091 = select i1 %Cmp335, i1 %Cmp349, i1 %Cmp191
  br i1 %Sl1091, label %CF1666, label %CF1791

CF1791:                                           ; preds = %CF1666
  %Cmp1092 = icmp uge i8 %B448, %Sl251
  br i1 %Cmp1092, label %CF1648, label %CF1650

CF1650:                                           ; preds = %CF1650, %CF1798, %CF1813, %CF1804, %CF1766, %CF1825, %CF1723, %CF1791
  %L1093 = load double, double* %PC693, align 8
  store i8 %L864, i8* %0, align 1
  %E1094 = extractelement <4 x i64> %Shuff698, i32 0
  %Shuff1095 = shufflevector <4 x i16> %Shuff157, <4 x i16> zeroinitializer, <4 x i32> <i32 7, i32 1, i32 3, i32 undef>
  %I1096 = insertelement <2 x i1> %Shuff584, i1 %Cmp244, i32 1
  %B1097 = lshr <4 x i16> %B777, %Shuff157
  %FC1098 = uitofp i8 %Sl515 to double
  %Sl1099 = select i1 %Cmp636, i1 %E26, i1 %Cmp379
  br i1 %Sl1099, label %CF1650, label %CF1798

CF1798:                                           ; preds = %CF1650
  %Cmp1100 = icmp sgt i16 %E570, %Tr892
  br i1 %Cmp1100, label %CF1650, label %CF1792

CF1792:                                           ; preds = %CF1792, %CF1798
  %L1101 = load i8, i8* %Sl10, align 1
  store double 0xA6EF860E47ED5C8C, double* %PC693, align 8
  %E1102 = extractelement <2 x i1> zeroinitializer, i32 1
  br i1 %E1102, label %CF1792, label %CF1813

CF1813:                                           ; preds = %CF1792
  %Shuff1103 = shufflevector <2 x i1> zeroinitializer, <2 x i1> %Shuff150, <2 x i32> <i32 2, i32 undef>
  %I1104 = insertelement <2 x i1> %Tr700, i1 %Tr998, i32 0
  %B1105 = add <4 x i64> %B145, %Se
  %Sl1106 = select <2 x i1> zeroinitializer, <2 x i32> %I807, <2 x i32> %Shuff454
  %Cmp1107 = icmp ugt i32 %E163, %FC983
  br i1 %Cmp1107, label %CF1650, label %CF1741

CF1741:                                           ; preds = %CF1741, %CF1858, %CF1813
  %L1108 = load i16, i16* %Sl72, align 2
  store i8 %L1039, i8* %0, align 1
  %E1109 = extractelement <16 x i1> %Shuff1072, i32 0
  br i1 %E1109, label %CF1741, label %CF1858

CF1858:                                           ; preds = %CF1741
  %Shuff1110 = shufflevector <4 x i32> %I791, <4 x i32> %Shuff315, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I1111 = insertelement <4 x i32> %Shuff1087, i32 %E, i32 1
  %FC1112 = sitofp i8 %Tr900 to float
  %Sl1113 = select i1 %Sl450, <16 x i16> %B295, <16 x i16> %Shuff958
  %Cmp1114 = icmp ule i64 %Sl79, %Sl160
  br i1 %Cmp1114, label %CF1741, label %CF1802

CF1802:                                           ; preds = %CF1802, %CF1858
  %L1115 = load double, double* %PC693, align 8
  store i8 %L502, i8* %Sl10, align 1
  %E1116 = extractelement <2 x i16> %Shuff218, i32 1
  %Shuff1117 = shufflevector <4 x i32> %Shuff461, <4 x i32> %I791, <4 x i32> <i32 2, i32 undef, i32 6, i32 0>
  %I1118 = insertelement <4 x i1> %Cmp451, i1 %E114, i32 0
  %FC1119 = sitofp <4 x i64> %Se514 to <4 x double>
  %Sl1120 = select i1 %Cmp168, <4 x i64> %Sl500, <4 x i64> %Sl778
  %Cmp1121 = icmp ule <4 x i16> %B907, %B492
  %L1122 = load i8, i8* %0, align 1
  store i16 0, i16* %Sl72, align 2
  %E1123 = extractelement <4 x i32> %Shuff390, i32 1
  %Shuff1124 = shufflevector <4 x i1> %Cmp886, <4 x i1> %Shuff775, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I1125 = insertelement <4 x i16> %Sl611, i16 %E75, i32 2
  %B1126 = srem <4 x i16> %I1125, %Shuff157
  %ZE1127 = zext i1 %Tr998 to i64
  %Sl1128 = select i1 %Tr672, double %L253, double %FC566
  %Cmp1129 = icmp sge i16 %E1002, %ZE801
  br i1 %Cmp1129, label %CF1802, label %CF1804

CF1804:                                           ; preds = %CF1802
  %L1130 = load double, double* %PC693, align 8
  store i8 %5, i8* %0, align 1
  %E1131 = extractelement <4 x i16> %ZE, i32 0
  %Shuff1132 = shufflevector <2 x i1> %Shuff835, <2 x i1> %Shuff835, <2 x i32> <i32 3, i32 1>
  %I1133 = insertelement <4 x i16> %B325, i16 %E570, i32 1
  %B1134 = frem float 0x3A69395D00000000, %Sl265
  %Se1135 = sext i1 %Cmp183 to i8
  %Sl1136 = select i1 %Cmp894, i32 %E1063, i32 %E193
  %Cmp1137 = icmp sge <4 x i32> %I890, %Shuff224
  %L1138 = load double, double* %PC693, align 8
  store i16 %FC, i16* %Sl72, align 2
  %E1139 = extractelement <4 x i1> %Shuff1124, i32 3
  br i1 %E1139, label %CF1650, label %CF1692

CF1692:                                           ; preds = %CF1692, %CF1713, %CF1804
  %Shuff1140 = shufflevector <2 x i32> %Sl1106, <2 x i32> %I144, <2 x i32> <i32 2, i32 0>
  %I1141 = insertelement <4 x i32> %Shuff315, i32 %Sl1052, i32 0
  %FC1142 = uitofp i16 %E366 to float
  %Sl1143 = select i1 %Sl281, i1 %Cmp429, i1 %Cmp487
  br i1 %Sl1143, label %CF1692, label %CF1713

CF1713:                                           ; preds = %CF1692
  %Cmp1144 = icmp ult <2 x i32> %I754, %I144
  %L1145 = load double, double* %PC693, align 8
  store double %B609, double* %PC693, align 8
  %E1146 = extractelement <4 x i32> %I898, i32 1
  %Shuff1147 = shufflevector <2 x i16> %Shuff232, <2 x i16> %Shuff210, <2 x i32> <i32 undef, i32 2>
  %I1148 = insertelement <4 x i64> %Sl741, i64 %ZE838, i32 2
  %FC1149 = uitofp i16 %E185 to double
  %Sl1150 = select <2 x i1> %Shuff482, <2 x i16> %Sl228, <2 x i16> %Sl355
  %Cmp1151 = fcmp ord double %B968, %L313
  br i1 %Cmp1151, label %CF1692, label %CF1699

CF1699:                                           ; preds = %CF1699, %CF1771, %CF1713
  %L1152 = load i16, i16* %Sl771, align 2
  store i8 %L496, i8* %0, align 1
  %E1153 = extractelement <4 x i1> %Cmp925, i32 0
  br i1 %E1153, label %CF1699, label %CF1771

CF1771:                                           ; preds = %CF1699
  %Shuff1154 = shufflevector <2 x i1> %I180, <2 x i1> %Cmp, <2 x i32> <i32 3, i32 1>
  %I1155 = insertelement <4 x i16> %Shuff7, i16 %Sl658, i32 1
  %FC1156 = sitofp i1 %Sl1068 to double
  %Sl1157 = select i1 %Cmp963, i8 %Sl870, i8 %L1122
  %Cmp1158 = icmp ule i32 %E697, %E98
  br i1 %Cmp1158, label %CF1699, label %CF1702

CF1702:                                           ; preds = %CF1702, %CF1771
  %L1159 = load double, double* %PC693, align 8
  store double %L911, double* %PC693, align 8
  %E1160 = extractelement <8 x i8> zeroinitializer, i32 2
  %Shuff1161 = shufflevector <16 x i16> %B295, <16 x i16> %Shuff615, <16 x i32> <i32 29, i32 31, i32 1, i32 3, i32 5, i32 undef, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27>
  %I1162 = insertelement <4 x i1> %Shuff607, i1 %Cmp811, i32 3
  %B1163 = udiv i32 %E744, %E744
  %FC1164 = uitofp i16 %E979 to double
  %Sl1165 = select <16 x i1> %Cmp52, <16 x i32> %I815, <16 x i32> %Shuff285
  %Cmp1166 = icmp uge <2 x i1> %Shuff737, %I187
  %L1167 = load double, double* %PC693, align 8
  store double %L343, double* %PC693, align 8
  %E1168 = extractelement <4 x i32> %Shuff390, i32 2
  %Shuff1169 = shufflevector <4 x i1> %I535, <4 x i1> %Sl717, <4 x i32> <i32 5, i32 undef, i32 1, i32 3>
  %I1170 = insertelement <2 x i32> %I859, i32 %Tr29, i32 1
  %B1171 = lshr i32 %E668, %Sl465
  %Tr1172 = trunc i16 %E374 to i8
  %Sl1173 = select i1 %E850, <2 x float> %FC1044, <2 x float> %BC586
  %Cmp1174 = icmp sge i32 %B784, %Se626
  br i1 %Cmp1174, label %CF1702, label %CF1733

CF1733:                                           ; preds = %CF1733, %CF1702
  %L1175 = load i16, i16* %Sl72, align 2
  store i8 %L682, i8* %0, align 1
  %E1176 = extractelement <2 x i8> %Tr559, i32 1
  %Shuff1177 = shufflevector <16 x i16> %Shuff129, <16 x i16> %B550, <16 x i32> <i32 undef, i32 22, i32 24, i32 26, i32 undef, i32 30, i32 undef, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18>
  %I1178 = insertelement <4 x i32> %Sl839, i32 %E1086, i32 2
  %B1179 = frem double %L941, %L253
  %FC1180 = sitofp i8 %L267 to float
  %Sl1181 = select i1 %Tr953, i1 %E927, i1 %Cmp487
  br i1 %Sl1181, label %CF1733, label %CF1766

CF1766:                                           ; preds = %CF1733
  %Cmp1182 = icmp ugt <4 x i1> %Cmp863, %Cmp561
  %L1183 = load i16, i16* %Sl771, align 2
  store double %L613, double* %PC693, align 8
  %E1184 = extractelement <2 x i1> %Cmp553, i32 0
  br i1 %E1184, label %CF1650, label %CF1663

CF1663:                                           ; preds = %CF1663, %CF1808, %CF1805, %CF1830, %CF1757, %CF1833, %CF1766
  %Shuff1185 = shufflevector <4 x i1> %Cmp451, <4 x i1> %Cmp394, <4 x i32> <i32 3, i32 5, i32 undef, i32 1>
  %I1186 = insertelement <2 x i1> %Cmp1006, i1 %Cmp335, i32 1
  %B1187 = sub i32 %E590, %FC983
  %ZE1188 = zext <4 x i8> %B641 to <4 x i64>
  %Sl1189 = select i1 %Cmp349, double %L1062, double %L978
  %Cmp1190 = icmp ule <4 x i32> %I1065, %B633
  %L1191 = load i16, i16* %Sl771, align 2
  store double %L1093, double* %PC213, align 8
  %E1192 = extractelement <2 x float> %Sl1173, i32 0
  %Shuff1193 = shufflevector <2 x i1> %Sl258, <2 x i1> %Cmp112, <2 x i32> undef
  %I1194 = insertelement <4 x i16> %B755, i16 %E683, i32 3
  %B1195 = lshr i8 %FC400, %L105
  %Se1196 = sext i1 %E39 to i8
  %Sl1197 = select i1 %Cmp487, i1 %Cmp176, i1 %Cmp910
  br i1 %Sl1197, label %CF1663, label %CF1808

CF1808:                                           ; preds = %CF1663
  %Cmp1198 = icmp sgt <8 x i32> %Shuff564, %I100
  %L1199 = load i8, i8* %0, align 1
  store i8 %L841, i8* %0, align 1
  %E1200 = extractelement <2 x i1> %Shuff40, i32 1
  br i1 %E1200, label %CF1663, label %CF1805

CF1805:                                           ; preds = %CF1808
  %Shuff1201 = shufflevector <4 x i1> %Shuff943, <4 x i1> zeroinitializer, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I1202 = insertelement <2 x i32> %I1050, i32 %Sl665, i32 0
  %ZE1203 = zext <16 x i1> %Cmp878 to <16 x i64>
  %Sl1204 = select i1 %Cmp758, i32 %E1024, i32 %E888
  %Cmp1205 = icmp sge <2 x i16> %I996, %I1042
  %L1206 = load double, double* %PC693, align 8
  store i8 %L1007, i8* %0, align 1
  %E1207 = extractelement <4 x i32> zeroinitializer, i32 2
  %Shuff1208 = shufflevector <4 x i16> %Shuff247, <4 x i16> %I914, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I1209 = insertelement <16 x i16> %Shuff958, i16 %E284, i32 3
  %B1210 = mul i8 %Sl44, %Tr900
  %Sl1211 = select <4 x i1> %Cmp1084, <4 x i1> zeroinitializer, <4 x i1> %Cmp298
  %Cmp1212 = icmp uge i16 0, %Sl494
  br i1 %Cmp1212, label %CF1663, label %CF1731

CF1731:                                           ; preds = %CF1731, %CF1805
  %L1213 = load double, double* %PC693, align 8
  store i16 %L184, i16* %Sl771, align 2
  %E1214 = extractelement <2 x i16> %Sl228, i32 0
  %Shuff1215 = shufflevector <4 x i1> %Sl946, <4 x i1> %Cmp119, <4 x i32> <i32 undef, i32 1, i32 3, i32 5>
  %I1216 = insertelement <2 x i1> %Shuff76, i1 %E614, i32 1
  %BC1217 = bitcast <4 x i32> %Shuff1110 to <4 x float>
  %Sl1218 = select i1 %Cmp17, <4 x i1> %I165, <4 x i1> %Cmp119
  %Cmp1219 = icmp uge i1 %Cmp17, %Sl544
  br i1 %Cmp1219, label %CF1731, label %CF1830

CF1830:                                           ; preds = %CF1731
  %L1220 = load double, double* %PC693, align 8
  store i8 %Sl1005, i8* %0, align 1
  %E1221 = extractelement <2 x float> %Sl1173, i32 1
  %Shuff1222 = shufflevector <2 x i32> %Shuff269, <2 x i32> %I1010, <2 x i32> <i32 0, i32 2>
  %I1223 = insertelement <2 x i16> %Sl355, i16 %E1214, i32 0
  %Tr1224 = trunc <4 x i16> %I470 to <4 x i8>
  %Sl1225 = select i1 %Sl297, i16 %E760, i16 %L113
  %Cmp1226 = icmp slt i32 %E217, %E90
  br i1 %Cmp1226, label %CF1663, label %CF1718

CF1718:                                           ; preds = %CF1718, %CF1830
  %L1227 = load i8, i8* %Sl725, align 1
  store i16 %Sl167, i16* %Sl771, align 2
  %E1228 = extractelement <2 x i16> %I151, i32 1
  %Shuff1229 = shufflevector <4 x i8> %Shuff1003, <4 x i8> %Shuff1033, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I1230 = insertelement <4 x i32> %I890, i32 %Sl125, i32 2
  %Se1231 = sext i1 %Sl643 to i8
  %Sl1232 = select <2 x i1> %Shuff639, <2 x i32> %Shuff498, <2 x i32> %Shuff498
  %L1233 = load double, double* %PC693, align 8
  store double %L343, double* %PC693, align 8
  %E1234 = extractelement <16 x i1> %Shuff684, i32 15
  br i1 %E1234, label %CF1718, label %CF1757

CF1757:                                           ; preds = %CF1718
  %Shuff1235 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %I791, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I1236 = insertelement <4 x i1> zeroinitializer, i1 %Cmp688, i32 0
  %B1237 = srem i8 %L660, %Sl1157
  %PC1238 = bitcast i8* %0 to double*
  %Sl1239 = select i1 %Cmp681, i8 %L502, i8 %L841
  %Cmp1240 = icmp ult <16 x i16> %I1209, %Sl147
  %L1241 = load double, double* %PC693, align 8
  store double %L696, double* %PC693, align 8
  %E1242 = extractelement <16 x i16> %Shuff958, i32 12
  %Shuff1243 = shufflevector <4 x float> %FC370, <4 x float> %BC1217, <4 x i32> <i32 7, i32 undef, i32 3, i32 5>
  %I1244 = insertelement <4 x i1> %Cmp902, i1 %L, i32 1
  %B1245 = lshr <4 x i8> %B641, %B641
  %ZE1246 = zext <2 x i1> %Sl939 to <2 x i64>
  %Sl1247 = select i1 %E1153, <4 x i16> %I70, <4 x i16> %I270
  %Cmp1248 = icmp eq i32 %B784, %Sl125
  br i1 %Cmp1248, label %CF1663, label %CF1667

CF1667:                                           ; preds = %CF1667, %CF1845, %CF1841, %CF1838, %CF1810, %CF1757
  %L1249 = load double, double* %PC132, align 8
  store i8 %L629, i8* %Sl10, align 1
  %E1250 = extractelement <4 x i16> %Shuff331, i32 3
  %Shuff1251 = shufflevector <2 x i1> %Shuff729, <2 x i1> %I477, <2 x i32> <i32 2, i32 0>
  %I1252 = insertelement <2 x i8> %I578, i8 %L89, i32 0
  %Sl1253 = select i1 %Cmp1151, <4 x i32> %Sl428, <4 x i32> %I1065
  %Cmp1254 = fcmp ueq double %L826, %L766
  br i1 %Cmp1254, label %CF1667, label %CF1845

CF1845:                                           ; preds = %CF1667
  %L1255 = load i16, i16* %Sl771, align 2
  store i32 %Se626, i32* %Sl810, align 4
  %E1256 = extractelement <4 x i1> %Cmp473, i32 3
  br i1 %E1256, label %CF1667, label %CF1772

CF1772:                                           ; preds = %CF1772, %CF1850, %CF1845
  %Shuff1257 = shufflevector <4 x i16> %Shuff548, <4 x i16> %Shuff1208, <4 x i32> <i32 6, i32 undef, i32 2, i32 4>
  %I1258 = insertelement <4 x i1> %Cmp902, i1 %Cmp636, i32 0
  %Sl1259 = select i1 %Cmp154, <2 x i32> %Shuff745, <2 x i32> %Shuff239
  %Cmp1260 = icmp ugt i1 %Cmp992, %Cmp1046
  br i1 %Cmp1260, label %CF1772, label %CF1787

CF1787:                                           ; preds = %CF1787, %CF1772
  %L1261 = load i16, i16* %Sl771, align 2
  store double %L1213, double* %PC693, align 8
  %E1262 = extractelement <4 x i32> %Shuff905, i32 3
  %Shuff1263 = shufflevector <4 x i16> %B755, <4 x i16> %Shuff647, <4 x i32> <i32 6, i32 0, i32 2, i32 undef>
  %I1264 = insertelement <2 x i8> %Shuff1056, i8 %Sl1005, i32 0
  %B1265 = ashr <4 x i8> %Tr1224, %B1245
  %ZE1266 = zext i1 %Cmp1046 to i8
  %Sl1267 = select i1 %Cmp1248, <4 x i16> %I844, <4 x i16> %Shuff897
  %Cmp1268 = icmp ne <8 x i8> %B800, zeroinitializer
  %L1269 = load double, double* %Sl877, align 8
  store i16 %B899, i16* %Sl72, align 2
  %E1270 = extractelement <4 x i8> %Tr657, i32 3
  %Shuff1271 = shufflevector <16 x i1> %Cmp259, <16 x i1> %Shuff828, <16 x i32> <i32 30, i32 0, i32 undef, i32 4, i32 6, i32 undef, i32 10, i32 12, i32 14, i32 16, i32 undef, i32 20, i32 22, i32 24, i32 26, i32 28>
  %I1272 = insertelement <4 x i32> %Shuff974, i32 %L299, i32 0
  %B1273 = sdiv i32 %Se853, %E590
  %Se1274 = sext <2 x i1> %Shuff858 to <2 x i32>
  %Sl1275 = select i1 %Cmp758, i1 %E46, i1 %Cmp1248
  br i1 %Sl1275, label %CF1787, label %CF1818

CF1818:                                           ; preds = %CF1818, %CF1787
  %Cmp1276 = icmp eq i64 %Sl273, %4
  br i1 %Cmp1276, label %CF1818, label %CF1850

CF1850:                                           ; preds = %CF1818
  %L1277 = load i32, i32* %Sl810, align 4
  store double %Sl140, double* %PC693, align 8
  %E1278 = extractelement <4 x float> %Shuff1243, i32 1
  %Shuff1279 = shufflevector <4 x i64> %ZE1188, <4 x i64> %Shuff698, <4 x i32> <i32 0, i32 undef, i32 4, i32 undef>
  %I1280 = insertelement <4 x i8> %Tr1224, i8 %L841, i32 2
  %B1281 = and i8 %Sl680, %L546
  %FC1282 = sitofp i8 %Sl457 to double
  %Sl1283 = select i1 %Cmp244, i8 %L291, i8 %L926
  %Cmp1284 = icmp sge <4 x i16> %I108, %Shuff247
  %L1285 = load double, double* %PC693, align 8
  store double %Sl30, double* %PC693, align 8
  %E1286 = extractelement <2 x i16> %Shuff218, i32 0
  %Shuff1287 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %I1178, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I1288 = insertelement <2 x i1> %Shuff426, i1 %Cmp803, i32 1
  %B1289 = udiv i8 %L562, %L1227
  %ZE1290 = zext <2 x i1> %I663 to <2 x i32>
  %Sl1291 = select i1 %Cmp1226, i8 %L629, i8 %B1237
  %Cmp1292 = icmp ugt i16 %E246, %L1085
  br i1 %Cmp1292, label %CF1772, label %CF1777

CF1777:                                           ; preds = %CF1777, %CF1850
  %L1293 = load double, double* %PC693, align 8
  store double %FC1098, double* %PC693, align 8
  %E1294 = extractelement <4 x i32> %Sl733, i32 2
  %Shuff1295 = shufflevector <4 x double> %Sl587, <4 x double> %FC441, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I1296 = insertelement <2 x i32> %Shuff498, i32 %Sl415, i32 1
  %B1297 = lshr i8 %B1195, %B310
  %Sl1298 = select i1 %Cmp387, double %L1070, double %FC566
  %Cmp1299 = icmp sgt i8 %B101, %B1281
  br i1 %Cmp1299, label %CF1777, label %CF1841

CF1841:                                           ; preds = %CF1777
  %L1300 = load double, double* %PC1238, align 8
  store i16 %Sl757, i16* %Sl153, align 2
  %E1301 = extractelement <2 x i32> %Shuff498, i32 0
  %Shuff1302 = shufflevector <4 x i1> %Tr414, <4 x i1> %Sl701, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I1303 = insertelement <2 x i64> %ZE1246, i64 %Sl687, i32 1
  %B1304 = or <16 x i16> %Sl147, %I391
  %ZE1305 = zext <4 x i1> %I324 to <4 x i16>
  %Sl1306 = select i1 %Sl924, double %L856, double %B1179
  %Cmp1307 = icmp eq i32 %E865, %Sl465
  br i1 %Cmp1307, label %CF1667, label %CF1770

CF1770:                                           ; preds = %CF1770, %CF1841
  %L1308 = load double, double* %PC693, align 8
  store double %Sl30, double* %PC693, align 8
  %E1309 = extractelement <4 x i32> %Shuff323, i32 0
  %Shuff1310 = shufflevector <4 x i32> %Shuff591, <4 x i32> zeroinitializer, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I1311 = insertelement <4 x i16> %ZE, i16 %FC, i32 1
  %B1312 = fadd double %FC1020, %Sl140
  %BC1313 = bitcast i64 %B731 to double
  %Sl1314 = select i1 %E834, i32 %E307, i32 %E912
  %Cmp1315 = icmp ne i1 %Cmp604, %Cmp37
  br i1 %Cmp1315, label %CF1770, label %CF1838

CF1838:                                           ; preds = %CF1770
  %L1316 = load double, double* %PC693, align 8
  store double %Sl30, double* %Sl877, align 8
  %E1317 = extractelement <2 x i1> %Cmp1053, i32 0
  br i1 %E1317, label %CF1667, label %CF1678

CF1678:                                           ; preds = %CF1678, %CF1801, %CF1838
  %Shuff1318 = shufflevector <4 x i1> %Shuff1215, <4 x i1> %Cmp1284, <4 x i32> <i32 1, i32 undef, i32 5, i32 7>
  %I1319 = insertelement <4 x i64> %B579, i64 %Sl160, i32 3
  %B1320 = or <4 x i64> %Shuff277, %I951
  %Tr1321 = trunc <2 x i8> %I1264 to <2 x i1>
  %Sl1322 = select <2 x i1> %Cmp977, <2 x i1> %FC280, <2 x i1> %I1073
  %Cmp1323 = icmp uge i1 %E453, %Cmp811
  br i1 %Cmp1323, label %CF1678, label %CF1801

CF1801:                                           ; preds = %CF1678
  %L1324 = load double, double* %PC132, align 8
  store double %L964, double* %PC693, align 8
  %E1325 = extractelement <2 x i1> %Shuff1193, i32 0
  br i1 %E1325, label %CF1678, label %CF1758

CF1758:                                           ; preds = %CF1758, %CF1847, %CF1801
  %Shuff1326 = shufflevector <4 x i1> %Shuff1185, <4 x i1> %Cmp561, <4 x i32> <i32 3, i32 5, i32 undef, i32 1>
  %I1327 = insertelement <4 x i32> %B808, i32 %Sl694, i32 1
  %B1328 = or <2 x i8> %I1264, %I1252
  %Sl1329 = select i1 %E178, i16 %E106, i16 %B883
  %Cmp1330 = icmp ne i1 %Sl220, %L
  br i1 %Cmp1330, label %CF1758, label %CF1847

CF1847:                                           ; preds = %CF1758
  %L1331 = load i16, i16* %Sl771, align 2
  store double %FC566, double* %PC213, align 8
  %E1332 = extractelement <16 x i1> %Cmp644, i32 8
  br i1 %E1332, label %CF1758, label %CF1810

CF1810:                                           ; preds = %CF1847
  %Shuff1333 = shufflevector <4 x i32> %B317, <4 x i32> %Shuff1287, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I1334 = insertelement <4 x i1> %Cmp298, i1 %Cmp758, i32 1
  %B1335 = frem double %L887, %Sl30
  %Sl1336 = select i1 %Cmp1307, <16 x i1> %Cmp305, <16 x i1> %Shuff828
  %Cmp1337 = icmp slt i32 %E865, %B1273
  br i1 %Cmp1337, label %CF1667, label %CF1675

CF1675:                                           ; preds = %CF1675, %CF1810
  %L1338 = load i8, i8* %Sl10, align 1
  store i8 %L388, i8* %Sl10, align 1
  %E1339 = extractelement <2 x i32> %Sl854, i32 1
  %Shuff1340 = shufflevector <2 x i16> %I996, <2 x i16> %I1223, <2 x i32> <i32 undef, i32 2>
  %I1341 = insertelement <4 x i1> %Shuff866, i1 %E178, i32 2
  %Tr1342 = trunc <4 x i32> %Sl428 to <4 x i8>
  %Sl1343 = select <16 x i1> %Cmp1240, <16 x i16> %Shuff186, <16 x i16> %B550
  %Cmp1344 = icmp ne <4 x i32> %I302, %I1230
  %L1345 = load i8, i8* %0, align 1
  store i16 %Sl401, i16* %Sl153, align 2
  %E1346 = extractelement <2 x i1> %Shuff928, i32 0
  br i1 %E1346, label %CF1675, label %CF1831

CF1831:                                           ; preds = %CF1831, %CF1675
  %Shuff1347 = shufflevector <4 x i32> %I263, <4 x i32> %I1178, <4 x i32> <i32 1, i32 3, i32 5, i32 undef>
  %I1348 = insertelement <2 x i8> %Shuff1056, i8 %L652, i32 1
  %B1349 = lshr <2 x i32> %Se748, %Shuff269
  %Se1350 = sext i1 %Cmp1069 to i32
  %Sl1351 = select <2 x i1> %Cmp1006, <2 x i1> %I670, <2 x i1> %I332
  %Cmp1352 = icmp ugt i1 %Sl567, %Cmp955
  br i1 %Cmp1352, label %CF1831, label %CF1833

CF1833:                                           ; preds = %CF1831
  %L1353 = load double, double* %Sl877, align 8
  store i32 %E121, i32* %Sl810, align 4
  %E1354 = extractelement <2 x i8> %Shuff1056, i32 0
  %Shuff1355 = shufflevector <4 x i32> %Shuff47, <4 x i32> %Shuff461, <4 x i32> <i32 1, i32 3, i32 5, i32 undef>
  %I1356 = insertelement <4 x i1> %Cmp509, i1 %L, i32 3
  %Tr1357 = trunc i8 %L1101 to i1
  br i1 %Tr1357, label %CF1663, label %CF1664

CF1664:                                           ; preds = %CF1664, %CF1799, %CF1823, %CF1852, %CF1755, %CF1726, %CF1833
  %Sl1358 = select <2 x i1> %Shuff835, <2 x i1> %Cmp112, <2 x i1> %Shuff729
  %Cmp1359 = icmp ne <2 x i1> %I116, %Cmp779
  %L1360 = load float, float* %PC242, align 4
  store i8 %5, i8* %0, align 1
  %E1361 = extractelement <4 x i32> %Shuff412, i32 0
  %Shuff1362 = shufflevector <16 x i16> %B915, <16 x i16> %B550, <16 x i32> <i32 23, i32 25, i32 27, i32 29, i32 undef, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 undef, i32 21>
  %I1363 = insertelement <2 x i1> %Shuff1193, i1 %Cmp1248, i32 1
  %B1364 = fsub double %L856, %L403
  %Tr1365 = trunc <16 x i32> %Shuff419 to <16 x i16>
  %Sl1366 = select <2 x i1> %Tr1321, <2 x i1> %Shuff761, <2 x i1> %I187
  %Cmp1367 = fcmp oge float %Sl, %B1134
  br i1 %Cmp1367, label %CF1664, label %CF1799

CF1799:                                           ; preds = %CF1664
  %L1368 = load i8, i8* %Sl725, align 1
  store i32 %E744, i32* %Sl810, align 4
  %E1369 = extractelement <4 x i16> %Shuff768, i32 2
  %Shuff1370 = shufflevector <4 x i16> %B617, <4 x i16> zeroinitializer, <4 x i32> <i32 1, i32 undef, i32 5, i32 undef>
  %I1371 = insertelement <16 x i16> %Shuff1161, i16 %L216, i32 11
  %B1372 = fsub double %L365, %FC227
  %Tr1373 = trunc <4 x i32> %Shuff669 to <4 x i1>
  %Sl1374 = select i1 %Cmp73, i1 %Tr1075, i1 %E1325
  br i1 %Sl1374, label %CF1664, label %CF1722

CF1722:                                           ; preds = %CF1722, %CF1799
  %Cmp1375 = icmp sgt <4 x i8> %Shuff512, %Shuff1003
  %L1376 = load double, double* %PC1238, align 8
  store double %L253, double* %Sl877, align 8
  %E1377 = extractelement <4 x i16> %Shuff247, i32 3
  %Shuff1378 = shufflevector <2 x float> %BC586, <2 x float> %FC1044, <2 x i32> <i32 2, i32 undef>
  %I1379 = insertelement <4 x i16> %Shuff91, i16 %E683, i32 0
  %B1380 = mul <4 x i16> %B715, %I1194
  %Sl1381 = select i1 %Cmp501, <2 x i1> %Cmp1038, <2 x i1> %Cmp
  %Cmp1382 = icmp ugt <4 x i32> %I520, %Shuff20
  %L1383 = load double, double* %PC1238, align 8
  store i8 %L388, i8* %Sl10, align 1
  %E1384 = extractelement <8 x i1> %Cmp765, i32 1
  br i1 %E1384, label %CF1722, label %CF1823

CF1823:                                           ; preds = %CF1722
  %Shuff1385 = shufflevector <4 x i64> %Shuff1279, <4 x i64> %Se756, <4 x i32> <i32 4, i32 undef, i32 0, i32 2>
  %I1386 = insertelement <4 x i64> %Shuff277, i64 %ZE65, i32 2
  %FC1387 = uitofp i32 %E431 to double
  %Sl1388 = select i1 %Sl567, float %E1221, float %FC740
  %Cmp1389 = icmp ule i64 %Se649, %E1094
  br i1 %Cmp1389, label %CF1664, label %CF1694

CF1694:                                           ; preds = %CF1694, %CF1823
  %L1390 = load double, double* %PC1238, align 8
  store i16 %ZE421, i16* %Sl153, align 2
  %E1391 = extractelement <2 x i32> %I14, i32 1
  %Shuff1392 = shufflevector <4 x i1> %Cmp902, <4 x i1> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 6, i32 undef>
  %I1393 = insertelement <4 x i32> %Shuff20, i32 %E231, i32 0
  %B1394 = mul i64 %ZE1127, %Sl118
  %Se1395 = sext <4 x i1> %Shuff1215 to <4 x i8>
  %Sl1396 = select <2 x i1> zeroinitializer, <2 x i32> %I1081, <2 x i32> %I799
  %Cmp1397 = fcmp oeq <4 x float> %I240, %Shuff1243
  %L1398 = load double, double* %PC1238, align 8
  store i16 -1, i16* %Sl771, align 2
  %E1399 = extractelement <2 x i32> %I549, i32 0
  %Shuff1400 = shufflevector <2 x i16> %I360, <2 x i16> %Shuff988, <2 x i32> <i32 1, i32 3>
  %I1401 = insertelement <16 x i1> %Cmp1240, i1 %E114, i32 3
  %B1402 = shl <8 x i32> %Shuff790, zeroinitializer
  %Se1403 = sext i32 %ZE333 to i64
  %Sl1404 = select <4 x i1> %Cmp818, <4 x i16> %B777, <4 x i16> %B715
  %Cmp1405 = icmp uge i16 %Tr449, %E75
  br i1 %Cmp1405, label %CF1694, label %CF1815

CF1815:                                           ; preds = %CF1815, %CF1694
  %L1406 = load double, double* %Sl877, align 8
  store i8 %L395, i8* %Sl10, align 1
  %E1407 = extractelement <4 x i16> %Shuff247, i32 2
  %Shuff1408 = shufflevector <2 x i32> %Shuff966, <2 x i32> %I144, <2 x i32> <i32 1, i32 3>
  %I1409 = insertelement <4 x i8> %Sl802, i8 %Sl1005, i32 3
  %ZE1410 = zext i1 %E1256 to i64
  %Sl1411 = select i1 %Cmp681, i32 %L127, i32 %Sl465
  %Cmp1412 = icmp ne i16 %E292, %L1152
  br i1 %Cmp1412, label %CF1815, label %CF1852

CF1852:                                           ; preds = %CF1815
  %L1413 = load i8, i8* %Sl10, align 1
  store double %L613, double* %PC1238, align 8
  %E1414 = extractelement <4 x i32> %Sl839, i32 0
  %Shuff1415 = shufflevector <4 x float> %FC370, <4 x float> %Shuff1243, <4 x i32> <i32 undef, i32 5, i32 7, i32 1>
  %I1416 = insertelement <2 x i16> %Sl355, i16 %L437, i32 1
  %ZE1417 = zext i32 %B937 to i64
  %Sl1418 = select i1 %L, <4 x i32> %I746, <4 x i32> %I678
  %Cmp1419 = icmp eq i32 %Sl595, %E805
  br i1 %Cmp1419, label %CF1664, label %CF1687

CF1687:                                           ; preds = %CF1687, %CF1760, %CF1725, %CF1852
  %L1420 = load double, double* %PC213, align 8
  store i8 %B952, i8* %Sl10, align 1
  %E1421 = extractelement <4 x i1> %Tr1373, i32 3
  br i1 %E1421, label %CF1687, label %CF1760

CF1760:                                           ; preds = %CF1687
  %Shuff1422 = shufflevector <4 x i1> %Cmp734, <4 x i1> %I256, <4 x i32> <i32 2, i32 4, i32 undef, i32 0>
  %I1423 = insertelement <4 x i16> %Shuff897, i16 %E1214, i32 0
  %B1424 = xor <4 x i16> %I1125, %Shuff157
  %PC1425 = bitcast double* %PC693 to double*
  %Sl1426 = select i1 %E834, <16 x float> %B109, <16 x float> %FC78
  %Cmp1427 = icmp ule i1 %E614, %Cmp636
  br i1 %Cmp1427, label %CF1687, label %CF1725

CF1725:                                           ; preds = %CF1760
  %L1428 = load i16, i16* %Sl771, align 2
  store i8 %L804, i8* %Sl10, align 1
  %E1429 = extractelement <2 x i32> %Shuff721, i32 1
  %Shuff1430 = shufflevector <4 x i32> %Shuff137, <4 x i32> %Sl182, <4 x i32> <i32 undef, i32 2, i32 4, i32 6>
  %I1431 = insertelement <2 x i1> %Shuff375, i1 %Sl297, i32 0
  %B1432 = or i32 %E503, %L410
  %Tr1433 = trunc i16 %L81 to i8
  %Sl1434 = select i1 %Cmp80, i32 %Sl595, i32 %E590
  %Cmp1435 = icmp ult i1 %Sl1181, %Cmp1292
  br i1 %Cmp1435, label %CF1687, label %CF1689

CF1689:                                           ; preds = %CF1689, %CF1836, %CF1800, %CF1725
  %L1436 = load double, double* %PC1238, align 8
  store double %L313, double* %PC693, align 8
  %E1437 = extractelement <4 x i64> %Shuff359, i32 3
  %Shuff1438 = shufflevector <4 x i64> %I339, <4 x i64> %Shuff262, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I1439 = insertelement <4 x i1> %Cmp509, i1 %Cmp894, i32 0
  %Sl1440 = select i1 %E1332, i64* %Sl243, i64* %PC823
  %Cmp1441 = icmp sge i16 %Sl970, %L237
  br i1 %Cmp1441, label %CF1689, label %CF1836

CF1836:                                           ; preds = %CF1689
  %L1442 = load float, float* %PC242, align 4
  store i16 -1, i16* %Sl153, align 2
  %E1443 = extractelement <2 x i1> %Shuff194, i32 0
  br i1 %E1443, label %CF1689, label %CF1800

CF1800:                                           ; preds = %CF1836
  %Shuff1444 = shufflevector <16 x i1> %Cmp305, <16 x i1> %I1401, <16 x i32> <i32 29, i32 31, i32 undef, i32 3, i32 undef, i32 7, i32 undef, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27>
  %I1445 = insertelement <2 x i1> %Cmp695, i1 %Cmp487, i32 1
  %B1446 = srem i8 %L135, %L430
  %Sl1447 = select <4 x i1> %Tr159, <4 x i1> %Cmp320, <4 x i1> %I1026
  %Cmp1448 = icmp ne i16 %E330, %ZE801
  br i1 %Cmp1448, label %CF1689, label %CF1735

CF1735:                                           ; preds = %CF1735, %CF1774, %CF1800
  %L1449 = load double, double* %PC693, align 8
  store double %L872, double* %PC1425, align 8
  %E1450 = extractelement <16 x i32> %Shuff713, i32 0
  %Shuff1451 = shufflevector <4 x i32> %Shuff669, <4 x i32> %Sl839, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I1452 = insertelement <2 x i32> %Shuff498, i32 %B784, i32 1
  %B1453 = srem <4 x i32> %Shuff1025, %I1178
  %Se1454 = sext i8 %L480 to i16
  %Sl1455 = select i1 %Cmp266, i8 %L1345, i8 %B1195
  %Cmp1456 = icmp ule <16 x i1> %Shuff1444, %Tr522
  %L1457 = load double, double* %PC1425, align 8
  store i8 %L1101, i8* %Sl725, align 1
  %E1458 = extractelement <2 x i1> %Shuff34, i32 1
  br i1 %E1458, label %CF1735, label %CF1774

CF1774:                                           ; preds = %CF1735
  %Shuff1459 = shufflevector <4 x i16> %I1057, <4 x i16> %Shuff367, <4 x i32> <i32 2, i32 4, i32 undef, i32 0>
  %I1460 = insertelement <4 x i32> %I263, i32 %Sl304, i32 0
  %B1461 = urem i32 %E136, %E90
  %ZE1462 = zext i1 %Cmp487 to i16
  %Sl1463 = select i1 %Cmp1248, i1 %E142, i1 %Cmp1030
  br i1 %Sl1463, label %CF1735, label %CF1755

CF1755:                                           ; preds = %CF1774
  %Cmp1464 = icmp sgt <4 x i32> %Sl182, %I1327
  %L1465 = load double, double* %PC1238, align 8
  store i32 306645, i32* %Sl810, align 4
  %E1466 = extractelement <8 x i8> %B204, i32 6
  %Shuff1467 = shufflevector <4 x float> %FC370, <4 x float> %BC1217, <4 x i32> <i32 1, i32 3, i32 undef, i32 7>
  %I1468 = insertelement <16 x i1> %Cmp710, i1 %Cmp176, i32 11
  %Tr1469 = trunc <4 x i16> %I70 to <4 x i1>
  %Sl1470 = select i1 %Sl917, <4 x i32> %Shuff323, <4 x i32> %Shuff1117
  %Cmp1471 = icmp ugt i32 %E307, %E576
  br i1 %Cmp1471, label %CF1664, label %CF1676

CF1676:                                           ; preds = %CF1676, %CF1759, %CF1734, %CF1755
  %L1472 = load double, double* %PC693, align 8
  store double %L1449, double* %PC693, align 8
  %E1473 = extractelement <4 x i32> %Shuff1310, i32 3
  %Shuff1474 = shufflevector <4 x i32> %Shuff1430, <4 x i32> %I822, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I1475 = insertelement <16 x i1> %Shuff684, i1 %Sl1275, i32 12
  %B1476 = and i32 %E358, %E1262
  %FC1477 = sitofp i64 361889 to float
  %Sl1478 = select i1 %Cmp379, <4 x i64> %Sl778, <4 x i64> %I632
  %Cmp1479 = icmp uge i1 %Sl58, %Cmp588
  br i1 %Cmp1479, label %CF1676, label %CF1759

CF1759:                                           ; preds = %CF1676
  %L1480 = load double, double* %PC693, align 8
  store double %L343, double* %PC1238, align 8
  %E1481 = extractelement <2 x i1> %Cmp1144, i32 1
  br i1 %E1481, label %CF1676, label %CF1734

CF1734:                                           ; preds = %CF1759
  %Shuff1482 = shufflevector <4 x i32> %Shuff439, <4 x i32> %I867, <4 x i32> <i32 2, i32 4, i32 6, i32 undef>
  %I1483 = insertelement <2 x i1> %Shuff27, i1 %Cmp207, i32 0
  %B1484 = ashr <4 x i16> %B492, %Shuff157
  %ZE1485 = zext i8 %B1210 to i16
  %Sl1486 = select i1 %Cmp681, double %FC227, double %FC434
  %Cmp1487 = fcmp oeq double %B384, %L313
  br i1 %Cmp1487, label %CF1676, label %CF1701

CF1701:                                           ; preds = %CF1701, %CF1734
  %L1488 = load double, double* %PC693, align 8
  store double %Sl1189, double* %PC1238, align 8
  %E1489 = extractelement <4 x i1> %Cmp458, i32 2
  br i1 %E1489, label %CF1701, label %CF1726

CF1726:                                           ; preds = %CF1701
  %Shuff1490 = shufflevector <2 x float> %FC43, <2 x float> %FC250, <2 x i32> <i32 1, i32 3>
  %I1491 = insertelement <4 x i1> %Cmp902, i1 %Sl1099, i32 3
  %B1492 = mul <2 x i16> %Shuff1400, %Shuff1147
  %Tr1493 = trunc <4 x i32> %I989 to <4 x i16>
  %Sl1494 = select i1 %Cmp604, float %L903, float %B573
  %Cmp1495 = icmp ule <2 x i16> %I360, %Shuff654
  %L1496 = load i8, i8* %0, align 1
  store i16 %E330, i16* %Sl771, align 2
  %E1497 = extractelement <4 x i16> %ZE1305, i32 3
  %Shuff1498 = shufflevector <2 x i32> %B347, <2 x i32> %Shuff202, <2 x i32> <i32 2, i32 0>
  %I1499 = insertelement <16 x i16> %B1304, i16 %E606, i32 4
  %B1500 = sub <16 x i16> %Shuff186, %I1371
  %ZE1501 = zext i8 %L1054 to i16
  %Sl1502 = select i1 %Cmp17, <4 x i1> %Sl946, <4 x i1> %Cmp1464
  %Cmp1503 = icmp sge i8 %Sl1291, %L430
  br i1 %Cmp1503, label %CF1664, label %CF1673

CF1673:                                           ; preds = %CF1673, %CF1726
  %L1504 = load double, double* %PC1238, align 8
  store i16 %L1085, i16* %Sl72, align 2
  %E1505 = extractelement <16 x i1> %Cmp985, i32 7
  br i1 %E1505, label %CF1673, label %CF1747

CF1747:                                           ; preds = %CF1747, %CF1673
  %Shuff1506 = shufflevector <4 x i32> %Shuff1310, <4 x i32> %I867, <4 x i32> <i32 2, i32 undef, i32 6, i32 0>
  %I1507 = insertelement <16 x i16> %I1209, i16 %L81, i32 4
  %FC1508 = fptoui double %FC1387 to i16
  %Sl1509 = select i1 %E438, i1 %Cmp126, i1 %E842
  br i1 %Sl1509, label %CF1747, label %CF1825

CF1825:                                           ; preds = %CF1747
  %Cmp1510 = fcmp ugt double %L357, %L812
  br i1 %Cmp1510, label %CF1650, label %CF1656

CF1656:                                           ; preds = %CF1656, %CF1825
  %L1511 = load double, double* %PC1425, align 8
  store i32 %E1146, i32* %Sl16, align 4
  %E1512 = extractelement <16 x i32> %Shuff164, i32 5
  %Shuff1513 = shufflevector <2 x i1> %Sl939, <2 x i1> %I332, <2 x i32> <i32 undef, i32 2>
  %I1514 = insertelement <2 x i16> %Sl228, i16 %B558, i32 0
  %B1515 = and i32 %Sl1434, %E526
  %Se1516 = sext <2 x i1> %Shuff858 to <2 x i64>
  %Sl1517 = select <16 x i1> %Cmp1240, <16 x i16> %I1507, <16 x i16> %B1304
  %Cmp1518 = icmp ne i8 %L667, %L306
  br i1 %Cmp1518, label %CF1656, label %CF1703

CF1703:                                           ; preds = %CF1703, %CF1862, %CF1854, %CF1867, %CF1790, %CF1656
  %L1519 = load double, double* %PC1238, align 8
  store double %FC566, double* %PC1425, align 8
  %E1520 = extractelement <4 x i64> %I1319, i32 0
  %Shuff1521 = shufflevector <4 x double> %FC1119, <4 x double> %Shuff1295, <4 x i32> <i32 7, i32 undef, i32 undef, i32 undef>
  %I1522 = insertelement <4 x i16> %Shuff331, i16 %E518, i32 1
  %Tr1523 = trunc <4 x i32> %I922 to <4 x i8>
  %Sl1524 = select i1 %Cmp487, i1 %Cmp379, i1 %Cmp604
  br i1 %Sl1524, label %CF1703, label %CF1862

CF1862:                                           ; preds = %CF1703
  %Cmp1525 = icmp ugt i1 %E1332, %Cmp1503
  br i1 %Cmp1525, label %CF1703, label %CF1854

CF1854:                                           ; preds = %CF1862
  %L1526 = load i8, i8* %0, align 1
  store double %L313, double* %Sl877, align 8
  %E1527 = extractelement <4 x i1> %Cmp320, i32 0
  br i1 %E1527, label %CF1703, label %CF1840

CF1840:                                           ; preds = %CF1840, %CF1854
  %Shuff1528 = shufflevector <4 x i1> %Shuff1392, <4 x i1> %I256, <4 x i32> <i32 7, i32 1, i32 3, i32 undef>
  %I1529 = insertelement <4 x i32> %Sl1021, i32 %E1086, i32 1
  %B1530 = ashr i8 %E1176, %L1227
  %Tr1531 = trunc <4 x i16> %I1155 to <4 x i1>
  %Sl1532 = select i1 %E1109, i32 %E697, i32 %E1450
  %Cmp1533 = icmp ugt <2 x i1> %Tr1321, %I187
  %L1534 = load double, double* %PC1238, align 8
  store double %L1115, double* %PC693, align 8
  %E1535 = extractelement <4 x i1> %Cmp402, i32 1
  br i1 %E1535, label %CF1840, label %CF1867

CF1867:                                           ; preds = %CF1840
  %Shuff1536 = shufflevector <4 x i8> %Tr471, <4 x i8> %Tr1523, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I1537 = insertelement <4 x float> %Shuff1467, float %FC1112, i32 2
  %B1538 = add <8 x i64> %Se785, %Se785
  %Sl1539 = select i1 %Cmp588, <4 x i1> %Cmp750, <4 x i1> %Cmp119
  %Cmp1540 = fcmp oeq float %Sl66, 0xBC61215500000000
  br i1 %Cmp1540, label %CF1703, label %CF1790

CF1790:                                           ; preds = %CF1867
  %L1541 = load double, double* %PC1238, align 8
  store double %L1324, double* %PC693, align 8
  %E1542 = extractelement <2 x i1> %Cmp840, i32 1
  br i1 %E1542, label %CF1703, label %CF1723

CF1723:                                           ; preds = %CF1790
  %Shuff1543 = shufflevector <2 x i1> %Shuff1251, <2 x i1> %I1288, <2 x i32> <i32 undef, i32 0>
  %I1544 = insertelement <4 x i16> %B173, i16 %L1175, i32 0
  %B1545 = add <4 x i8> %B641, %Sl198
  %FC1546 = sitofp i1 %Cmp387 to double
  %Sl1547 = select i1 %Cmp266, i1 %E1325, i1 %Tr551
  br i1 %Sl1547, label %CF1650, label %CF1652

CF1652:                                           ; preds = %CF1652, %CF1745, %CF1857, %CF1723
  %Cmp1548 = icmp ne i8 %L306, %L222
  br i1 %Cmp1548, label %CF1652, label %CF1745

CF1745:                                           ; preds = %CF1652
  %L1549 = load double, double* %PC1238, align 8
  store double %B1066, double* %PC132, align 8
  %E1550 = extractelement <2 x i32> zeroinitializer, i32 0
  %Shuff1551 = shufflevector <16 x i1> %Shuff684, <16 x i1> %Cmp305, <16 x i32> <i32 1, i32 3, i32 undef, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %I1552 = insertelement <8 x i8> %Shuff476, i8 %L972, i32 3
  %Sl1553 = select i1 %Cmp688, <4 x i1> %Cmp443, <4 x i1> %I1334
  %Cmp1554 = icmp eq <4 x i1> %I1118, %Cmp1344
  %L1555 = load double, double* %PC1238, align 8
  store i64 %E322, i64* %PC823, align 4
  %E1556 = extractelement <4 x i16> %B1126, i32 3
  %Shuff1557 = shufflevector <4 x i1> %Shuff534, <4 x i1> %I256, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I1558 = insertelement <2 x i1> %Shuff677, i1 %Cmp702, i32 0
  %B1559 = ashr i16 %ZE1462, %Sl95
  %Sl1560 = select i1 %E965, i64 %E322, i64 %FC464
  %Cmp1561 = icmp ne i1 %Cmp588, %L
  br i1 %Cmp1561, label %CF1652, label %CF1690

CF1690:                                           ; preds = %CF1690, %CF1866, %CF1745
  %L1562 = load double, double* %PC1238, align 8
  store double %Sl140, double* %PC1238, align 8
  %E1563 = extractelement <4 x i1> %Cmp516, i32 3
  br i1 %E1563, label %CF1690, label %CF1866

CF1866:                                           ; preds = %CF1690
  %Shuff1564 = shufflevector <4 x i32> %Sl733, <4 x i32> %Shuff1087, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I1565 = insertelement <2 x float> %Sl1173, float %Sl341, i32 0
  %Sl1566 = select i1 %Sl567, i8 %L388, i8 %L1122
  %L1567 = load double, double* %Sl877, align 8
  store i8 %B723, i8* %0, align 1
  %E1568 = extractelement <4 x i32> %Shuff1333, i32 2
  %Shuff1569 = shufflevector <4 x i64> %Sl741, <4 x i64> %I1148, <4 x i32> <i32 1, i32 undef, i32 undef, i32 7>
  %I1570 = insertelement <4 x i32> %Shuff345, i32 %Sl847, i32 3
  %Sl1571 = select i1 %Cmp1129, i32 %E231, i32 %Sl1136
  %Cmp1572 = fcmp ult <4 x float> %BC1217, %FC102
  %L1573 = load i16, i16* %Sl771, align 2
  store float %BC, float* %A1, align 4
  %E1574 = extractelement <4 x i1> %Shuff1392, i32 2
  br i1 %E1574, label %CF1690, label %CF1706

CF1706:                                           ; preds = %CF1706, %CF1866
  %Shuff1575 = shufflevector <2 x i16> zeroinitializer, <2 x i16> %Sl619, <2 x i32> <i32 1, i32 undef>
  %I1576 = insertelement <16 x i1> %Shuff1072, i1 %E927, i32 3
  %B1577 = sdiv <16 x i32> %Shuff713, %I383
  %FC1578 = fptoui float %FC1477 to i16
  %Sl1579 = select i1 %Cmp1405, double %L1031, double %Sl140
  %Cmp1580 = fcmp oge double %B1074, %L1534
  br i1 %Cmp1580, label %CF1706, label %CF1857

CF1857:                                           ; preds = %CF1706
  %L1581 = load double, double* %PC1238, align 8
  store double %Sl1579, double* %PC693, align 8
  %E1582 = extractelement <16 x i1> %Shuff1444, i32 5
  br i1 %E1582, label %CF1652, label %CF1682

CF1682:                                           ; preds = %CF1682, %CF1811, %CF1861, %CF1857
  %Shuff1583 = shufflevector <2 x i1> %Shuff375, <2 x i1> %Cmp620, <2 x i32> <i32 0, i32 2>
  %I1584 = insertelement <4 x i1> %Cmp1375, i1 %Cmp104, i32 2
  %B1585 = frem double %L1015, %B609
  %FC1586 = sitofp i8 %Tr732 to float
  %Sl1587 = select i1 %Cmp659, i8 %L488, i8 %Tr900
  %Cmp1588 = icmp ule <2 x i16> %Se110, %Shuff814
  %L1589 = load i8, i8* %Sl725, align 1
  store double %L253, double* %PC693, align 8
  %E1590 = extractelement <16 x i32> %I565, i32 0
  %Shuff1591 = shufflevector <4 x i1> %Shuff1215, <4 x i1> %Cmp451, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I1592 = insertelement <4 x i32> %Sl1418, i32 %E1391, i32 1
  %Sl1593 = select i1 %Cmp1561, <2 x i1> %Cmp221, <2 x i1> %Shuff729
  %Cmp1594 = fcmp ord float %L1360, %E1278
  br i1 %Cmp1594, label %CF1682, label %CF1811

CF1811:                                           ; preds = %CF1682
  %L1595 = load double, double* %PC1238, align 8
  store i8 %L74, i8* %0, align 1
  %E1596 = extractelement <4 x i32> %I520, i32 1
  %Shuff1597 = shufflevector <16 x i32> %Shuff285, <16 x i32> %I565, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 undef, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 undef, i32 28, i32 30>
  %I1598 = insertelement <16 x i32> %Shuff950, i32 %L517, i32 2
  %B1599 = urem i32 %E1301, %Se626
  %Se1600 = sext <16 x i1> %Cmp710 to <16 x i64>
  %Sl1601 = select i1 %Cmp379, i32 %B747, i32 %E136
  %Cmp1602 = icmp ult i16 %Sl650, %L1175
  br i1 %Cmp1602, label %CF1682, label %CF1737

CF1737:                                           ; preds = %CF1737, %CF1811
  %L1603 = load double, double* %PC1238, align 8
  store i8 %B131, i8* %Sl10, align 1
  %E1604 = extractelement <2 x i8> %Shuff1049, i32 1
  %Shuff1605 = shufflevector <16 x i32> %Shuff419, <16 x i32> %I41, <16 x i32> <i32 26, i32 28, i32 30, i32 0, i32 undef, i32 4, i32 6, i32 8, i32 undef, i32 12, i32 14, i32 undef, i32 18, i32 20, i32 22, i32 24>
  %I1606 = insertelement <2 x float> %Shuff1378, float %FC1112, i32 0
  %BC1607 = bitcast float %E994 to i32
  %Sl1608 = select i1 %Cmp96, <4 x i64> %B145, <4 x i64> %Se
  %Cmp1609 = icmp sge <4 x i1> %Shuff1528, %Cmp320
  %L1610 = load double, double* %PC1425, align 8
  store double %L1167, double* %PC693, align 8
  %E1611 = extractelement <4 x i16> %Shuff247, i32 1
  %Shuff1612 = shufflevector <16 x i32> %I383, <16 x i32> %B1577, <16 x i32> <i32 undef, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 0, i32 2, i32 4, i32 6, i32 undef, i32 10, i32 12, i32 14>
  %I1613 = insertelement <4 x i32> %Sl537, i32 %E880, i32 2
  %FC1614 = sitofp <4 x i16> %I1155 to <4 x float>
  %Sl1615 = select i1 %E614, <2 x i1> %I219, <2 x i1> %Shuff150
  %Cmp1616 = icmp uge i8 %L467, %L222
  br i1 %Cmp1616, label %CF1737, label %CF1861

CF1861:                                           ; preds = %CF1737
  %L1617 = load double, double* %PC1238, align 8
  store i16 %E1369, i16* %Sl72, align 2
  %E1618 = extractelement <4 x i16> %B1424, i32 3
  %Shuff1619 = shufflevector <4 x float> %Shuff1415, <4 x float> %FC102, <4 x i32> <i32 undef, i32 4, i32 6, i32 0>
  %I1620 = insertelement <4 x i32> %Shuff171, i32 %ZE326, i32 0
  %B1621 = fdiv float %FC1477, %FC740
  %Se1622 = sext <16 x i1> %Cmp878 to <16 x i16>
  %Sl1623 = select i1 %E533, double %L964, double %L1213
  %Cmp1624 = icmp uge <4 x i16> %Shuff548, %I470
  %L1625 = load double, double* %PC1238, align 8
  store double %L1233, double* %PC693, align 8
  %E1626 = extractelement <4 x i16> %Shuff1263, i32 1
  %Shuff1627 = shufflevector <2 x i1> %Shuff76, <2 x i1> %Cmp466, <2 x i32> <i32 undef, i32 2>
  %I1628 = insertelement <2 x i16> %Shuff, i16 %E570, i32 0
  %FC1629 = sitofp <4 x i32> %I542 to <4 x double>
  %Sl1630 = select i1 %Cmp588, <4 x i16> %Shuff331, <4 x i16> %Sl1404
  %Cmp1631 = icmp ugt i1 %Cmp1352, %Cmp1212
  br i1 %Cmp1631, label %CF1682, label %CF1719

CF1719:                                           ; preds = %CF1861
  %L1632 = load i8, i8* %0, align 1
  store double %FC566, double* %PC693, align 8
  %E1633 = extractelement <4 x i16> %B755, i32 3
  %Shuff1634 = shufflevector <16 x i32> %Shuff691, <16 x i32> %I565, <16 x i32> <i32 10, i32 12, i32 14, i32 16, i32 18, i32 undef, i32 22, i32 undef, i32 26, i32 undef, i32 30, i32 0, i32 undef, i32 4, i32 undef, i32 8>
  %I1635 = insertelement <2 x i32> %I722, i32 %E813, i32 0
  %B1636 = sub <16 x i32> %Shuff713, %Sl1165
  %BC1637 = bitcast <4 x i64> %Sl500 to <4 x double>
  %Sl1638 = select i1 %Cmp803, i32 %Sl125, i32 %E744
  %Cmp1639 = icmp sge <2 x i1> %Cmp840, %Shuff1103
  %L1640 = load double, double* %PC1238, align 8
  store i8 %L1526, i8* %Sl725, align 1
  %E1641 = extractelement <4 x i1> %Cmp402, i32 0
  br label %CF

CF:                                               ; preds = %CF, %CF1719
  %Shuff1642 = shufflevector <4 x i16> %I655, <4 x i16> %Shuff91, <4 x i32> <i32 3, i32 undef, i32 7, i32 1>
  %I1643 = insertelement <4 x i16> %Shuff7, i16 %B139, i32 1
  %B1644 = sub i32 %E481, %E1262
  %Se1645 = sext i1 %Cmp59 to i64
  %Sl1646 = select i1 %E1234, i1 %E987, i1 %E1317
  br i1 %Sl1646, label %CF, label %CF1670

CF1670:                                           ; preds = %CF1670, %CF
  %Cmp1647 = icmp ugt i16 %E1131, %E1242
  br i1 %Cmp1647, label %CF1670, label %CF1855

CF1855:                                           ; preds = %CF1670
  store double %Sl140, double* %PC693, align 8
  store double %L796, double* %Sl877, align 8
  store double %L589, double* %PC693, align 8
  store double %L380, double* %PC1238, align 8
  store double %L1617, double* %PC1425, align 8
  ret void
}

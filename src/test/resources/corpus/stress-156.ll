; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD156(i8* %0, i32* %1, i64* %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <2 x i8>, align 2
  %A3 = alloca <4 x i1>, align 1
  %A2 = alloca <16 x double>, align 128
  %A1 = alloca <4 x double>, align 32
  %A = alloca <2 x i8>, align 2
  %L = load i8, i8* %0, align 1
  store <2 x i8> <i8 -1, i8 0>, <2 x i8>* %A, align 2
  %E = extractelement <4 x i1> zeroinitializer, i32 0
  br label %CF1690

CF1690:                                           ; preds = %BB
  %Shuff = shufflevector <4 x i1> zeroinitializer, <4 x i1> zeroinitializer, <4 x i32> <i32 3, i32 undef, i32 7, i32 1>
  %I = insertelement <4 x i1> zeroinitializer, i1 %E, i32 1
  %ZE = zext i32 143389 to i64
  %Sl = select i1 %E, i64 237285, i64 %ZE
  %Cmp = icmp sgt <4 x i1> zeroinitializer, zeroinitializer
  %L5 = load i8, i8* %0, align 1
  store <16 x double> <double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00>, <16 x double>* %A2, align 128
  %E6 = extractelement <4 x i1> zeroinitializer, i32 2
  br label %CF1645

CF1645:                                           ; preds = %CF1645, %CF1827, %CF1690
  %Shuff7 = shufflevector <4 x i1> zeroinitializer, <4 x i1> zeroinitializer, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I8 = insertelement <4 x i1> zeroinitializer, i1 %E, i32 3
  %B = srem i32 -1, %3
  %ZE9 = zext <4 x i1> zeroinitializer to <4 x i32>
  %Sl10 = select i1 %E, <2 x i8>* %A, <2 x i8>* %A
  %L11 = load <2 x i8>, <2 x i8>* %Sl10, align 2
  store <2 x i8> %L11, <2 x i8>* %A, align 2
  %E12 = extractelement <16 x i8> zeroinitializer, i32 7
  %Shuff13 = shufflevector <4 x i1> zeroinitializer, <4 x i1> zeroinitializer, <4 x i32> <i32 undef, i32 4, i32 6, i32 0>
  %I14 = insertelement <4 x i1> %I, i1 %E, i32 0
  %B15 = udiv i8 %5, %5
  %PC = bitcast i64* %2 to i1*
  %Sl16 = select i1 %E, i64 %Sl, i64 280261
  %Cmp17 = fcmp uge double 0x316706863E654904, 0x316706863E654904
  br i1 %Cmp17, label %CF1645, label %CF1827

CF1827:                                           ; preds = %CF1645
  %L18 = load <2 x i8>, <2 x i8>* %Sl10, align 2
  store <2 x i8> %L18, <2 x i8>* %Sl10, align 2
  %E19 = extractelement <2 x i8> %L18, i32 0
  %Shuff20 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %Shuff13, <4 x i32> <i32 undef, i32 1, i32 3, i32 5>
  %I21 = insertelement <4 x i1> %Shuff13, i1 true, i32 1
  %B22 = lshr i32 70861, %3
  %ZE23 = zext <4 x i1> %Shuff13 to <4 x i8>
  %Sl24 = select i1 true, i8 81, i8 -87
  %Cmp25 = fcmp oge float 0xC795A02980000000, 0xB9C4A91880000000
  br i1 %Cmp25, label %CF1645, label %CF1654

CF1654:                                           ; preds = %CF1654, %CF1846, %CF1827
  %L26 = load i32, i32* %1, align 4
  store i8 %E12, i8* %0, align 1
  %E27 = extractelement <4 x i1> zeroinitializer, i32 2
  br i1 %E27, label %CF1654, label %CF1846

CF1846:                                           ; preds = %CF1654
  %Shuff28 = shufflevector <16 x i8> zeroinitializer, <16 x i8> zeroinitializer, <16 x i32> <i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 undef, i32 1, i32 3, i32 5, i32 undef>
  %I29 = insertelement <4 x i8> %ZE23, i8 81, i32 3
  %Tr = trunc i8 97 to i1
  br i1 %Tr, label %CF1654, label %CF1722

CF1722:                                           ; preds = %CF1846
  %Sl30 = select i1 %Tr, double 0x82D3CEF23DD13F70, double 0x316706863E654904
  %L31 = load i1, i1* %PC, align 1
  br label %CF1644

CF1644:                                           ; preds = %CF1644, %CF1818, %CF1829, %CF1664, %CF1722
  store <2 x i8> %L11, <2 x i8>* %Sl10, align 2
  %E32 = extractelement <2 x i16> zeroinitializer, i32 0
  %Shuff33 = shufflevector <4 x i8> %ZE23, <4 x i8> %ZE23, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I34 = insertelement <4 x i1> zeroinitializer, i1 %E, i32 3
  %ZE35 = zext i1 %Tr to i16
  %Sl36 = select i1 %E, <4 x i1> %I34, <4 x i1> %Shuff20
  %Cmp37 = icmp ugt <4 x i32> zeroinitializer, zeroinitializer
  %L38 = load <2 x i8>, <2 x i8>* %Sl10, align 2
  store <2 x i8> %L11, <2 x i8>* %Sl10, align 2
  %E39 = extractelement <1 x i1> zeroinitializer, i32 0
  br i1 %E39, label %CF1644, label %CF1818

CF1818:                                           ; preds = %CF1644
  %Shuff40 = shufflevector <2 x i16> zeroinitializer, <2 x i16> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I41 = insertelement <4 x i1> zeroinitializer, i1 %Tr, i32 2
  %FC = uitofp i64 %ZE to float
  %Sl42 = select i1 %E, i8 %L, i8 81
  %Cmp43 = icmp ule i32 143389, 340565
  br i1 %Cmp43, label %CF1644, label %CF1679

CF1679:                                           ; preds = %CF1679, %CF1818
  %L44 = load <2 x i8>, <2 x i8>* %Sl10, align 2
  store i8 %B15, i8* %0, align 1
  %E45 = extractelement <16 x i8> %Shuff28, i32 3
  %Shuff46 = shufflevector <4 x i1> %Shuff, <4 x i1> %Shuff13, <4 x i32> <i32 undef, i32 0, i32 2, i32 4>
  %I47 = insertelement <4 x i1> zeroinitializer, i1 %Cmp25, i32 0
  %ZE48 = zext <4 x i1> %Shuff13 to <4 x i64>
  %Sl49 = select i1 %Cmp43, i32 %B, i32 %3
  %Cmp50 = fcmp ueq double 0x82D3CEF23DD13F70, 0x316706863E654904
  br i1 %Cmp50, label %CF1679, label %CF1712

CF1712:                                           ; preds = %CF1712, %CF1679
  %L51 = load <16 x double>, <16 x double>* %A2, align 128
  store <2 x i8> %L38, <2 x i8>* %Sl10, align 2
  %E52 = extractelement <4 x i1> zeroinitializer, i32 0
  br i1 %E52, label %CF1712, label %CF1794

CF1794:                                           ; preds = %CF1794, %CF1712
  %Shuff53 = shufflevector <1 x i1> zeroinitializer, <1 x i1> zeroinitializer, <1 x i32> <i32 1>
  %I54 = insertelement <4 x i1> zeroinitializer, i1 %E6, i32 3
  %B55 = and <4 x i32> zeroinitializer, zeroinitializer
  %ZE56 = zext <4 x i1> %Cmp to <4 x i16>
  %Sl57 = select i1 %Cmp43, double %Sl30, double %Sl30
  %Cmp58 = icmp sgt i32 %Sl49, %Sl49
  br i1 %Cmp58, label %CF1794, label %CF1829

CF1829:                                           ; preds = %CF1794
  %L59 = load <2 x i8>, <2 x i8>* %Sl10, align 2
  store <2 x i8> %L38, <2 x i8>* %Sl10, align 2
  %E60 = extractelement <2 x i8> %L59, i32 0
  %Shuff61 = shufflevector <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <4 x i32> <i32 undef, i32 5, i32 7, i32 1>
  %I62 = insertelement <2 x i16> zeroinitializer, i16 24669, i32 1
  %Sl63 = select i1 %E39, i8 %5, i8 81
  %Cmp64 = icmp uge <4 x i1> %I41, zeroinitializer
  %L65 = load <2 x i8>, <2 x i8>* %A, align 2
  store <2 x i8> %L44, <2 x i8>* %Sl10, align 2
  %E66 = extractelement <2 x i8> %L59, i32 1
  %Shuff67 = shufflevector <8 x i8> zeroinitializer, <8 x i8> zeroinitializer, <8 x i32> <i32 2, i32 4, i32 undef, i32 8, i32 undef, i32 undef, i32 14, i32 0>
  %I68 = insertelement <4 x i16> %ZE56, i16 %E32, i32 0
  %B69 = shl i8 %Sl24, 81
  %FC70 = uitofp <4 x i1> %I8 to <4 x float>
  %Sl71 = select i1 %Cmp17, i32 %3, i32 519845
  %L72 = load <2 x i8>, <2 x i8>* %Sl10, align 2
  store i8 %5, i8* %0, align 1
  %E73 = extractelement <4 x i1> %Cmp, i32 0
  br i1 %E73, label %CF1644, label %CF1664

CF1664:                                           ; preds = %CF1829
  %Shuff74 = shufflevector <4 x i1> %Shuff46, <4 x i1> %Shuff13, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I75 = insertelement <4 x i1> zeroinitializer, i1 %E, i32 1
  %FC76 = uitofp <4 x i64> %ZE48 to <4 x float>
  %Sl77 = select <2 x i1> <i1 true, i1 false>, <2 x i8> %L11, <2 x i8> %L72
  %Cmp78 = icmp ule <4 x i1> %Shuff13, %I41
  %L79 = load i8, i8* %0, align 1
  store <2 x i8> %L11, <2 x i8>* %Sl10, align 2
  %E80 = extractelement <4 x i1> zeroinitializer, i32 0
  br i1 %E80, label %CF1644, label %CF1662

CF1662:                                           ; preds = %CF1662, %CF1847, %CF1664
  %Shuff81 = shufflevector <2 x i16> %I62, <2 x i16> %I62, <2 x i32> <i32 3, i32 1>
  %I82 = insertelement <2 x i8> %L65, i8 81, i32 1
  %Se = sext <4 x i1> %Shuff7 to <4 x i64>
  %Sl83 = select i1 %E80, i1 %Cmp17, i1 %E39
  br i1 %Sl83, label %CF1662, label %CF1847

CF1847:                                           ; preds = %CF1662
  %Cmp84 = icmp ugt <4 x i1> %I21, %Shuff
  %L85 = load i8, i8* %0, align 1
  store i8 %Sl63, i8* %0, align 1
  %E86 = extractelement <4 x i1> zeroinitializer, i32 1
  br i1 %E86, label %CF1662, label %CF1678

CF1678:                                           ; preds = %CF1678, %CF1835, %CF1830, %CF1806, %CF1847
  %Shuff87 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %I34, <4 x i32> <i32 4, i32 6, i32 undef, i32 2>
  %I88 = insertelement <4 x i1> zeroinitializer, i1 %Cmp17, i32 2
  %B89 = fdiv float 0xB9C4A91880000000, %FC
  %Sl90 = select i1 %E, i32 %Sl71, i32 -1
  %Cmp91 = icmp ne i64 0, %4
  br i1 %Cmp91, label %CF1678, label %CF1835

CF1835:                                           ; preds = %CF1678
  %L92 = load i8, i8* %0, align 1
  store i8 %Sl24, i8* %0, align 1
  %E93 = extractelement <1 x i1> zeroinitializer, i32 0
  br i1 %E93, label %CF1678, label %CF1830

CF1830:                                           ; preds = %CF1835
  %Shuff94 = shufflevector <16 x double> %L51, <16 x double> %L51, <16 x i32> <i32 25, i32 27, i32 undef, i32 31, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23>
  %I95 = insertelement <4 x i8> %Shuff33, i8 %Sl42, i32 3
  %B96 = add i8 %L92, %E45
  %ZE97 = zext <16 x i8> %Shuff28 to <16 x i16>
  %Sl98 = select i1 %E73, i1 %E73, i1 %E
  br i1 %Sl98, label %CF1678, label %CF1806

CF1806:                                           ; preds = %CF1830
  %Cmp99 = icmp sge <4 x i1> %Shuff74, %Shuff
  %L100 = load <16 x double>, <16 x double>* %A2, align 128
  store i8 %L, i8* %0, align 1
  %E101 = extractelement <8 x i8> zeroinitializer, i32 0
  %Shuff102 = shufflevector <4 x i1> zeroinitializer, <4 x i1> zeroinitializer, <4 x i32> <i32 undef, i32 5, i32 7, i32 1>
  %I103 = insertelement <4 x i1> %Cmp84, i1 %E73, i32 1
  %Tr104 = trunc <4 x i32> zeroinitializer to <4 x i8>
  %Sl105 = select i1 %Cmp17, i1 %Tr, i1 %Cmp58
  br i1 %Sl105, label %CF1678, label %CF1702

CF1702:                                           ; preds = %CF1806
  %L106 = load i8, i8* %0, align 1
  store <2 x i8> %L11, <2 x i8>* %A, align 2
  %E107 = extractelement <16 x i8> %Shuff28, i32 15
  %Shuff108 = shufflevector <4 x i8> %Shuff33, <4 x i8> %I95, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I109 = insertelement <4 x i1> %I8, i1 %Cmp25, i32 0
  %B110 = urem <2 x i8> %L72, %L11
  %FC111 = sitofp i8 %E101 to double
  %Sl112 = select i1 true, <2 x i8>* %A, <2 x i8>* %A
  %Cmp113 = fcmp one double %Sl30, %Sl57
  br label %CF

CF:                                               ; preds = %CF, %CF1833, %CF1685, %CF1702
  %L114 = load <2 x i8>, <2 x i8>* %Sl10, align 2
  store <2 x i8> %L44, <2 x i8>* %Sl10, align 2
  %E115 = extractelement <4 x i1> %I75, i32 2
  br i1 %E115, label %CF, label %CF1663

CF1663:                                           ; preds = %CF1663, %CF1782, %CF
  %Shuff116 = shufflevector <4 x i1> %Shuff7, <4 x i1> zeroinitializer, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I117 = insertelement <4 x i8> %Shuff108, i8 %Sl63, i32 3
  %B118 = or i32 %Sl90, 519845
  %Se119 = sext i1 %E to i8
  %Sl120 = select <4 x i1> %Shuff13, <4 x i1> zeroinitializer, <4 x i1> zeroinitializer
  %Cmp121 = icmp ugt i1 %E115, true
  br i1 %Cmp121, label %CF1663, label %CF1782

CF1782:                                           ; preds = %CF1663
  %L122 = load <2 x i8>, <2 x i8>* %Sl112, align 2
  store <2 x i8> %L44, <2 x i8>* %Sl112, align 2
  %E123 = extractelement <2 x i16> zeroinitializer, i32 0
  %Shuff124 = shufflevector <4 x i1> %Shuff102, <4 x i1> zeroinitializer, <4 x i32> <i32 1, i32 3, i32 undef, i32 undef>
  %I125 = insertelement <4 x i1> %Cmp64, i1 %E, i32 3
  %B126 = add <2 x i8> %L114, %L11
  %Sl127 = select i1 %E6, i8 %B15, i8 %Sl42
  %Cmp128 = icmp uge <2 x i8> %Sl77, %L11
  %L129 = load i8, i8* %0, align 1
  store i8 %B69, i8* %0, align 1
  %E130 = extractelement <16 x double> %L100, i32 11
  %Shuff131 = shufflevector <4 x i1> %Cmp99, <4 x i1> %Cmp84, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I132 = insertelement <4 x i8> %Shuff33, i8 %L85, i32 0
  %Tr133 = trunc i32 406361 to i8
  %Sl134 = select i1 %Cmp25, <4 x i8> %Shuff108, <4 x i8> %ZE23
  %Cmp135 = icmp sge i8 %Sl63, %L5
  br i1 %Cmp135, label %CF1663, label %CF1709

CF1709:                                           ; preds = %CF1709, %CF1813, %CF1782
  %L136 = load <2 x i8>, <2 x i8>* %Sl112, align 2
  store <2 x i8> %L18, <2 x i8>* %A4, align 2
  %E137 = extractelement <2 x i8> %L44, i32 1
  %Shuff138 = shufflevector <4 x i8> %ZE23, <4 x i8> %ZE23, <4 x i32> <i32 4, i32 6, i32 undef, i32 undef>
  %I139 = insertelement <4 x i8> %ZE23, i8 %E60, i32 2
  %B140 = lshr <2 x i8> %L18, %L136
  %Se141 = sext <4 x i1> %Cmp84 to <4 x i16>
  %Sl142 = select <4 x i1> %I47, <4 x i64> %ZE48, <4 x i64> %ZE48
  %L143 = load <2 x i8>, <2 x i8>* %Sl112, align 2
  store i8 %E19, i8* %0, align 1
  %E144 = extractelement <2 x i16> zeroinitializer, i32 1
  %Shuff145 = shufflevector <4 x i1> %I75, <4 x i1> %Shuff, <4 x i32> <i32 undef, i32 0, i32 undef, i32 4>
  %I146 = insertelement <1 x i1> zeroinitializer, i1 %E, i32 0
  %B147 = frem float %B89, %B89
  %Se148 = sext <2 x i8> %L38 to <2 x i64>
  %Sl149 = select <2 x i1> %Cmp128, <2 x i8> %L44, <2 x i8> %L59
  %Cmp150 = icmp eq i8 %E101, %5
  br i1 %Cmp150, label %CF1709, label %CF1813

CF1813:                                           ; preds = %CF1709
  %L151 = load <2 x i8>, <2 x i8>* %Sl10, align 2
  %E152 = extractelement <4 x i1> %Shuff, i32 2
  br i1 %E152, label %CF1709, label %CF1710

CF1710:                                           ; preds = %CF1710, %CF1813
  %Shuff153 = shufflevector <4 x i1> %I54, <4 x i1> zeroinitializer, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I154 = insertelement <2 x i64> %Se148, i64 %4, i32 1
  %B155 = add <2 x i8> %I82, %L11
  %FC156 = sitofp <4 x i8> %I95 to <4 x float>
  %Sl157 = select i1 true, float 0xC7672BDB00000000, float %B147
  %Cmp158 = icmp slt i32 340565, 340565
  br i1 %Cmp158, label %CF1710, label %CF1833

CF1833:                                           ; preds = %CF1710
  %L159 = load <2 x i8>, <2 x i8>* %Sl112, align 2
  store <2 x i8> %Sl77, <2 x i8>* %Sl10, align 2
  %E160 = extractelement <4 x i1> %Sl36, i32 0
  br i1 %E160, label %CF, label %CF1643

CF1643:                                           ; preds = %CF1643, %CF1856, %CF1750, %CF1719, %CF1700, %CF1671, %CF1739, %CF1859, %CF1833
  %Shuff161 = shufflevector <4 x i1> %I8, <4 x i1> %Shuff13, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I162 = insertelement <2 x i8> %L159, i8 %E137, i32 1
  %FC163 = uitofp <4 x i16> %Se141 to <4 x double>
  %Sl164 = select <4 x i1> %Shuff124, <4 x double> %FC163, <4 x double> %FC163
  %Cmp165 = fcmp oeq double 0x3987B6A696854924, 0x316706863E654904
  br i1 %Cmp165, label %CF1643, label %CF1856

CF1856:                                           ; preds = %CF1643
  %L166 = load <2 x i8>, <2 x i8>* %A4, align 2
  store <2 x i8> %L122, <2 x i8>* %Sl10, align 2
  %E167 = extractelement <2 x i8> %L114, i32 0
  %Shuff168 = shufflevector <4 x i8> %Shuff33, <4 x i8> %ZE23, <4 x i32> <i32 5, i32 undef, i32 1, i32 3>
  %I169 = insertelement <4 x i1> %Cmp, i1 %E, i32 3
  %ZE170 = zext i8 -87 to i32
  %Sl171 = select i1 %E, i8 %B96, i8 %Sl63
  %Cmp172 = fcmp ogt float 0xC795A02980000000, %FC
  br i1 %Cmp172, label %CF1643, label %CF1750

CF1750:                                           ; preds = %CF1856
  %L173 = load <2 x i8>, <2 x i8>* %Sl10, align 2
  store <2 x i8> %L173, <2 x i8>* %Sl112, align 2
  %E174 = extractelement <2 x i8> %Sl149, i32 0
  %Shuff175 = shufflevector <2 x i1> %Cmp128, <2 x i1> %Cmp128, <2 x i32> <i32 3, i32 undef>
  %I176 = insertelement <2 x i8> %L122, i8 %E19, i32 1
  %B177 = add i16 %E123, 24669
  %Tr178 = trunc i64 446441 to i8
  %Sl179 = select i1 %Sl98, i1 %Cmp91, i1 %Cmp113
  br i1 %Sl179, label %CF1643, label %CF1719

CF1719:                                           ; preds = %CF1750
  %Cmp180 = icmp slt <4 x i1> %I8, %Shuff102
  %L181 = load <2 x i8>, <2 x i8>* %Sl10, align 2
  store i8 %E167, i8* %0, align 1
  %E182 = extractelement <4 x i8> %I139, i32 2
  %Shuff183 = shufflevector <1 x i1> zeroinitializer, <1 x i1> %I146, <1 x i32> <i32 1>
  %I184 = insertelement <4 x i1> %Shuff13, i1 true, i32 1
  %Sl185 = select i1 %Sl98, i8 81, i8 81
  %Cmp186 = icmp ne <4 x i1> %Cmp37, %Shuff74
  %L187 = load i8, i8* %0, align 1
  store i8 %L85, i8* %0, align 1
  %E188 = extractelement <4 x i1> zeroinitializer, i32 0
  br i1 %E188, label %CF1643, label %CF1687

CF1687:                                           ; preds = %CF1687, %CF1819, %CF1753, %CF1716, %CF1719
  %Shuff189 = shufflevector <4 x i8> %ZE23, <4 x i8> %ZE23, <4 x i32> <i32 3, i32 undef, i32 7, i32 1>
  %I190 = insertelement <4 x i1> %I109, i1 %E86, i32 1
  %Se191 = sext <4 x i8> %I139 to <4 x i16>
  %Sl192 = select <4 x i1> %Shuff145, <4 x i1> %Shuff87, <4 x i1> %Shuff145
  %Cmp193 = icmp ne <4 x i8> %ZE23, %ZE23
  %L194 = load <2 x i8>, <2 x i8>* %Sl112, align 2
  store i8 %E167, i8* %0, align 1
  %E195 = extractelement <4 x i1> zeroinitializer, i32 2
  br i1 %E195, label %CF1687, label %CF1785

CF1785:                                           ; preds = %CF1785, %CF1687
  %Shuff196 = shufflevector <2 x i8> %L122, <2 x i8> %B110, <2 x i32> <i32 1, i32 3>
  %I197 = insertelement <4 x i1> %I34, i1 true, i32 3
  %B198 = sub i32 %Sl90, %3
  %Sl199 = select i1 true, <4 x i1> %Shuff131, <4 x i1> zeroinitializer
  %Cmp200 = icmp sgt i8 %E12, %L85
  br i1 %Cmp200, label %CF1785, label %CF1819

CF1819:                                           ; preds = %CF1785
  %L201 = load <2 x i8>, <2 x i8>* %Sl112, align 2
  store <2 x i8> %L136, <2 x i8>* %Sl112, align 2
  %E202 = extractelement <4 x i8> %Shuff168, i32 3
  %Shuff203 = shufflevector <2 x i16> zeroinitializer, <2 x i16> %Shuff40, <2 x i32> <i32 2, i32 0>
  %I204 = insertelement <4 x i1> %Shuff124, i1 %E6, i32 0
  %B205 = frem double %FC111, %FC111
  %FC206 = uitofp <4 x i1> %I47 to <4 x double>
  %Sl207 = select <4 x i1> %Shuff102, <4 x i8> %Sl134, <4 x i8> %ZE23
  %Cmp208 = icmp uge <4 x i1> %I169, %Shuff
  %L209 = load <2 x i8>, <2 x i8>* %Sl112, align 2
  store <2 x i8> %L11, <2 x i8>* %Sl112, align 2
  %E210 = extractelement <2 x i8> %L114, i32 0
  %Shuff211 = shufflevector <4 x double> %Sl164, <4 x double> %FC163, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I212 = insertelement <2 x i8> %L166, i8 %Sl42, i32 1
  %FC213 = sitofp i1 %Sl98 to double
  %Sl214 = select i1 %E, <4 x i1> %I88, <4 x i1> %Shuff124
  %Cmp215 = icmp eq <2 x i8> %L173, %L38
  %L216 = load <2 x i8>, <2 x i8>* %Sl10, align 2
  store <2 x i8> %L59, <2 x i8>* %Sl10, align 2
  %E217 = extractelement <16 x i8> %Shuff28, i32 13
  %Shuff218 = shufflevector <2 x i8> %L136, <2 x i8> %L11, <2 x i32> <i32 0, i32 2>
  %I219 = insertelement <4 x i32> zeroinitializer, i32 %Sl71, i32 2
  %B220 = or <2 x i8> %B155, %L11
  %Sl221 = select i1 %Sl83, i8 %Sl63, i8 %E210
  %Cmp222 = icmp sgt <2 x i8> %L181, %B110
  %L223 = load <2 x i8>, <2 x i8>* %Sl10, align 2
  store <2 x i8> %L114, <2 x i8>* %Sl10, align 2
  %E224 = extractelement <4 x i8> %Sl207, i32 2
  %Shuff225 = shufflevector <4 x i1> %Shuff116, <4 x i1> %Shuff20, <4 x i32> <i32 undef, i32 3, i32 5, i32 7>
  %I226 = insertelement <4 x i1> zeroinitializer, i1 true, i32 3
  %B227 = srem i8 81, -87
  %FC228 = sitofp <4 x i8> %Sl207 to <4 x float>
  %Sl229 = select i1 %Cmp150, <2 x i8> %L151, <2 x i8> %L11
  %Cmp230 = icmp ult i8 %E19, %L106
  br i1 %Cmp230, label %CF1687, label %CF1726

CF1726:                                           ; preds = %CF1726, %CF1845, %CF1795, %CF1834, %CF1819
  %L231 = load i8, i8* %0, align 1
  store <2 x i8> %L122, <2 x i8>* %Sl112, align 2
  %E232 = extractelement <16 x double> %Shuff94, i32 9
  %Shuff233 = shufflevector <4 x i8> %Shuff33, <4 x i8> %Tr104, <4 x i32> <i32 undef, i32 6, i32 0, i32 2>
  %I234 = insertelement <2 x i8> %L18, i8 %Se119, i32 0
  %FC235 = sitofp <4 x i1> %Shuff20 to <4 x double>
  %Sl236 = select i1 %E, i8 %E210, i8 %Sl42
  %Cmp237 = icmp sge i8 %Se119, %B227
  br i1 %Cmp237, label %CF1726, label %CF1845

CF1845:                                           ; preds = %CF1726
  %L238 = load <2 x i8>, <2 x i8>* %Sl112, align 2
  store <2 x i8> %L11, <2 x i8>* %Sl112, align 2
  %E239 = extractelement <2 x i8> %L44, i32 0
  %Shuff240 = shufflevector <2 x i8> %Shuff218, <2 x i8> %L18, <2 x i32> <i32 1, i32 3>
  %I241 = insertelement <2 x i8> %L238, i8 %Sl185, i32 1
  %B242 = sdiv i16 %E32, %B177
  %ZE243 = fpext float 0xC7672BDB00000000 to double
  %Sl244 = select i1 %Cmp135, <8 x i8> %Shuff67, <8 x i8> zeroinitializer
  %Cmp245 = icmp sgt <4 x i1> %I197, %Cmp64
  %L246 = load i8, i8* %0, align 1
  store <2 x i8> %L122, <2 x i8>* %Sl112, align 2
  %E247 = extractelement <4 x i8> %Shuff189, i32 1
  %Shuff248 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %Cmp245, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I249 = insertelement <2 x i8> %L173, i8 %L, i32 0
  %B250 = sdiv <2 x i16> zeroinitializer, zeroinitializer
  %Se251 = sext <2 x i8> %Sl77 to <2 x i16>
  %Sl252 = select <2 x i1> %Cmp128, <2 x i8> %L159, <2 x i8> %L18
  %Cmp253 = icmp ule <4 x i1> %Cmp78, %Shuff161
  %L254 = load i8, i8* %0, align 1
  store <2 x i8> %L72, <2 x i8>* %Sl112, align 2
  %E255 = extractelement <4 x i8> %Shuff233, i32 0
  %Shuff256 = shufflevector <4 x i32> %ZE9, <4 x i32> zeroinitializer, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I257 = insertelement <4 x i1> %Sl120, i1 %Sl105, i32 1
  %B258 = and <4 x i8> %Tr104, %I117
  %Tr259 = trunc <4 x i32> %Shuff61 to <4 x i16>
  %Sl260 = select i1 %E, i32 %B22, i32 %ZE170
  %Cmp261 = icmp ule <4 x i1> %Cmp99, %Sl214
  %L262 = load i8, i8* %0, align 1
  store i8 %E60, i8* %0, align 1
  %E263 = extractelement <4 x i1> %Shuff225, i32 1
  br i1 %E263, label %CF1726, label %CF1795

CF1795:                                           ; preds = %CF1845
  %Shuff264 = shufflevector <4 x float> %FC156, <4 x float> %FC70, <4 x i32> <i32 4, i32 undef, i32 0, i32 2>
  %I265 = insertelement <4 x i1> %Sl199, i1 %E, i32 2
  %Se266 = sext i1 %Sl83 to i32
  %Sl267 = select i1 %Cmp150, i32 %ZE170, i32 %B118
  %Cmp268 = icmp ne i8 -87, %Sl42
  br i1 %Cmp268, label %CF1726, label %CF1756

CF1756:                                           ; preds = %CF1756, %CF1795
  %L269 = load <2 x i8>, <2 x i8>* %Sl10, align 2
  store <2 x i8> %Sl77, <2 x i8>* %Sl112, align 2
  %E270 = extractelement <4 x i1> %I34, i32 3
  br i1 %E270, label %CF1756, label %CF1834

CF1834:                                           ; preds = %CF1756
  %Shuff271 = shufflevector <2 x i16> %I62, <2 x i16> zeroinitializer, <2 x i32> <i32 2, i32 0>
  %I272 = insertelement <4 x i1> %Cmp64, i1 %Sl179, i32 0
  %ZE273 = zext <2 x i8> %Shuff240 to <2 x i32>
  %Sl274 = select i1 %Cmp91, <4 x i8> %ZE23, <4 x i8> %I95
  %Cmp275 = icmp ugt <4 x i1> %I272, %Cmp
  %L276 = load <2 x i8>, <2 x i8>* %Sl10, align 2
  store i8 %Sl127, i8* %0, align 1
  %E277 = extractelement <4 x i8> %Shuff108, i32 1
  %Shuff278 = shufflevector <4 x i1> %Shuff13, <4 x i1> %I265, <4 x i32> <i32 0, i32 2, i32 4, i32 undef>
  %I279 = insertelement <4 x double> %FC235, double %B205, i32 2
  %B280 = mul <4 x i32> %I219, %I219
  %FC281 = uitofp <1 x i1> %Shuff53 to <1 x float>
  %Sl282 = select i1 %Cmp43, i8 %E167, i8 %E137
  %Cmp283 = icmp uge <2 x i8> %L151, %L11
  %L284 = load i8, i8* %0, align 1
  store i8 %L187, i8* %0, align 1
  %E285 = extractelement <4 x i1> %I88, i32 3
  br i1 %E285, label %CF1726, label %CF1753

CF1753:                                           ; preds = %CF1834
  %Shuff286 = shufflevector <4 x i1> %Cmp180, <4 x i1> %Shuff225, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I287 = insertelement <4 x i1> %Shuff, i1 %Cmp17, i32 0
  %ZE288 = zext <4 x i8> %I117 to <4 x i64>
  %Sl289 = select i1 %Cmp25, <4 x double> %I279, <4 x double> %FC163
  %Cmp290 = icmp slt i8 -87, %E217
  br i1 %Cmp290, label %CF1687, label %CF1716

CF1716:                                           ; preds = %CF1753
  %L291 = load <2 x i8>, <2 x i8>* %Sl10, align 2
  store i8 %L231, i8* %0, align 1
  %E292 = extractelement <4 x i1> %Sl36, i32 1
  br i1 %E292, label %CF1687, label %CF1693

CF1693:                                           ; preds = %CF1693, %CF1799, %CF1760, %CF1743, %CF1716
  %Shuff293 = shufflevector <4 x i8> %Shuff189, <4 x i8> %I132, <4 x i32> <i32 4, i32 6, i32 undef, i32 2>
  %I294 = insertelement <2 x i8> %L59, i8 %Sl42, i32 0
  %BC = bitcast i64 %Sl16 to double
  %Sl295 = select i1 %E, i1 %Cmp25, i1 %E80
  br i1 %Sl295, label %CF1693, label %CF1799

CF1799:                                           ; preds = %CF1693
  %Cmp296 = icmp uge <4 x i1> %Shuff116, %Shuff74
  %L297 = load i8, i8* %0, align 1
  store i8 %Sl42, i8* %0, align 1
  %E298 = extractelement <2 x i1> %Cmp283, i32 0
  br i1 %E298, label %CF1693, label %CF1760

CF1760:                                           ; preds = %CF1799
  %Shuff299 = shufflevector <2 x i16> %Shuff271, <2 x i16> %Shuff40, <2 x i32> <i32 1, i32 undef>
  %I300 = insertelement <2 x i8> %L143, i8 %Se119, i32 1
  %B301 = xor i32 %Sl90, -1
  %ZE302 = zext <4 x i1> %Shuff74 to <4 x i32>
  %Sl303 = select i1 %E263, i32 %B198, i32 %Sl90
  %Cmp304 = icmp eq <2 x i8> %L65, %L114
  %L305 = load <2 x i8>, <2 x i8>* %Sl112, align 2
  store i8 %L297, i8* %0, align 1
  %E306 = extractelement <4 x i1> %Shuff, i32 0
  br i1 %E306, label %CF1693, label %CF1743

CF1743:                                           ; preds = %CF1760
  %Shuff307 = shufflevector <4 x i1> %Shuff87, <4 x i1> %Shuff278, <4 x i32> <i32 7, i32 undef, i32 3, i32 undef>
  %I308 = insertelement <16 x i8> %Shuff28, i8 %E202, i32 1
  %B309 = fsub <4 x double> %Sl164, %FC163
  %Sl310 = select i1 %E, i8 %L246, i8 %E202
  %Cmp311 = icmp eq <1 x i1> %Shuff183, %Shuff53
  %L312 = load <2 x i8>, <2 x i8>* %Sl112, align 2
  store <2 x i8> %B220, <2 x i8>* %Sl112, align 2
  %E313 = extractelement <16 x double> %Shuff94, i32 4
  %Shuff314 = shufflevector <4 x float> %FC228, <4 x float> %FC70, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I315 = insertelement <2 x i32> %ZE273, i32 143389, i32 1
  %B316 = frem <4 x double> %Sl289, %I279
  %Sl317 = select i1 %E39, i1 %Cmp268, i1 %E263
  br i1 %Sl317, label %CF1693, label %CF1700

CF1700:                                           ; preds = %CF1743
  %Cmp318 = icmp ule <2 x i8> %L276, %L122
  %L319 = load i8, i8* %0, align 1
  store <2 x i8> %Sl252, <2 x i8>* %A, align 2
  %E320 = extractelement <4 x double> %B309, i32 0
  %Shuff321 = shufflevector <2 x i16> %Shuff81, <2 x i16> %I62, <2 x i32> <i32 3, i32 undef>
  %I322 = insertelement <2 x i8> %L173, i8 %L297, i32 1
  %Se323 = sext <4 x i1> %Shuff116 to <4 x i8>
  %Sl324 = select <2 x i1> %Cmp128, <2 x i8> %L18, <2 x i8> %L38
  %Cmp325 = fcmp olt double 0x55777E960A756914, %Sl30
  br i1 %Cmp325, label %CF1643, label %CF1671

CF1671:                                           ; preds = %CF1700
  %L326 = load i8, i8* %0, align 1
  store <2 x i8> %I249, <2 x i8>* %Sl10, align 2
  %E327 = extractelement <4 x i1> %I8, i32 2
  br i1 %E327, label %CF1643, label %CF1651

CF1651:                                           ; preds = %CF1651, %CF1766, %CF1751, %CF1694, %CF1871, %CF1714, %CF1671
  %Shuff328 = shufflevector <2 x i8> %L291, <2 x i8> %B110, <2 x i32> <i32 1, i32 3>
  %I329 = insertelement <4 x double> %FC163, double 0x316706863E654904, i32 3
  %B330 = sub <4 x i16> %I68, %ZE56
  %ZE331 = fpext <4 x float> %FC70 to <4 x double>
  %Sl332 = select <4 x i1> %Shuff46, <4 x i1> %Shuff248, <4 x i1> %Cmp84
  %Cmp333 = icmp ule <2 x i1> %Shuff175, %Cmp215
  %L334 = load i8, i8* %0, align 1
  store i8 %Sl42, i8* %0, align 1
  %E335 = extractelement <4 x i32> %Shuff256, i32 0
  %Shuff336 = shufflevector <8 x i8> zeroinitializer, <8 x i8> %Sl244, <8 x i32> <i32 3, i32 5, i32 7, i32 9, i32 undef, i32 13, i32 15, i32 1>
  %I337 = insertelement <4 x i1> %Cmp78, i1 %Sl317, i32 1
  %B338 = udiv <4 x i16> %Tr259, %Tr259
  %Tr339 = trunc <4 x i16> %Tr259 to <4 x i1>
  %Sl340 = select i1 %E195, i8 %Sl282, i8 %E101
  %Cmp341 = icmp ne i8 %Sl236, -87
  br i1 %Cmp341, label %CF1651, label %CF1766

CF1766:                                           ; preds = %CF1651
  %L342 = load <2 x i8>, <2 x i8>* %Sl112, align 2
  store <2 x i8> %Sl324, <2 x i8>* %Sl112, align 2
  %E343 = extractelement <4 x double> %Shuff211, i32 1
  %Shuff344 = shufflevector <4 x i1> %Shuff124, <4 x i1> %Shuff, <4 x i32> undef
  %I345 = insertelement <4 x i32> %ZE302, i32 %E335, i32 2
  %B346 = frem float %B147, 0xB9C4A91880000000
  %Tr347 = fptrunc double %E343 to float
  %Sl348 = select <4 x i1> %I34, <4 x i1> %I265, <4 x i1> %Shuff145
  %Cmp349 = fcmp ole <4 x double> %Shuff211, %FC206
  %L350 = load <2 x i8>, <2 x i8>* %Sl112, align 2
  store i8 %L326, i8* %0, align 1
  %E351 = extractelement <2 x i16> %Shuff203, i32 0
  %Shuff352 = shufflevector <4 x i1> %Cmp275, <4 x i1> %Cmp, <4 x i32> <i32 3, i32 5, i32 undef, i32 1>
  %I353 = insertelement <2 x i8> %Sl149, i8 %L5, i32 1
  %B354 = urem <2 x i8> %L38, %B110
  %FC355 = fptoui double 0x3987B6A696854924 to i32
  %Sl356 = select i1 %E298, i8 %E239, i8 %E167
  %Cmp357 = icmp uge <2 x i8> %B110, %L194
  %L358 = load <2 x i8>, <2 x i8>* %Sl112, align 2
  store <2 x i8> %L11, <2 x i8>* %Sl112, align 2
  %E359 = extractelement <2 x i8> %L151, i32 1
  %Shuff360 = shufflevector <4 x i8> %B258, <4 x i8> %ZE23, <4 x i32> <i32 2, i32 undef, i32 6, i32 0>
  %I361 = insertelement <2 x i8> %L269, i8 %5, i32 0
  %ZE362 = zext <4 x i1> %Shuff153 to <4 x i32>
  %Sl363 = select i1 %E, i8 %B69, i8 -87
  %Cmp364 = icmp ugt i1 %E52, %E80
  br i1 %Cmp364, label %CF1651, label %CF1704

CF1704:                                           ; preds = %CF1704, %CF1766
  %L365 = load i8, i8* %0, align 1
  store <2 x i8> %L269, <2 x i8>* %Sl112, align 2
  %E366 = extractelement <2 x i8> %L358, i32 0
  %Shuff367 = shufflevector <4 x i32> %Shuff61, <4 x i32> %Shuff256, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I368 = insertelement <4 x i1> %Shuff307, i1 true, i32 1
  %B369 = fmul float %FC, %B89
  %FC370 = sitofp <2 x i16> %Shuff321 to <2 x float>
  %Sl371 = select i1 %E263, i1 %E270, i1 %E6
  br i1 %Sl371, label %CF1704, label %CF1751

CF1751:                                           ; preds = %CF1704
  %Cmp372 = icmp sgt i32 143389, %ZE170
  br i1 %Cmp372, label %CF1651, label %CF1694

CF1694:                                           ; preds = %CF1751
  %L373 = load <2 x i8>, <2 x i8>* %Sl112, align 2
  store i8 %E60, i8* %0, align 1
  %E374 = extractelement <4 x i1> %Cmp296, i32 2
  br i1 %E374, label %CF1651, label %CF1660

CF1660:                                           ; preds = %CF1660, %CF1694
  %Shuff375 = shufflevector <4 x i1> %Sl199, <4 x i1> %Shuff145, <4 x i32> <i32 5, i32 7, i32 1, i32 undef>
  %I376 = insertelement <4 x i16> %ZE56, i16 %E144, i32 3
  %FC377 = uitofp <4 x i8> %I132 to <4 x double>
  %Sl378 = select <4 x i1> %Shuff153, <4 x i1> %I368, <4 x i1> %Cmp180
  %Cmp379 = icmp ugt i64 181017, 280261
  br i1 %Cmp379, label %CF1660, label %CF1731

CF1731:                                           ; preds = %CF1731, %CF1660
  %L380 = load i8, i8* %0, align 1
  store <2 x i8> %I322, <2 x i8>* %Sl112, align 2
  %E381 = extractelement <2 x i8> %Sl324, i32 0
  %Shuff382 = shufflevector <4 x i8> %I132, <4 x i8> %I95, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I383 = insertelement <4 x i8> %Shuff33, i8 %Sl42, i32 1
  %FC384 = sitofp i8 %E202 to double
  %Sl385 = select i1 %E263, <2 x i8> %I353, <2 x i8> %L342
  %Cmp386 = icmp ule <4 x i1> %I125, %I169
  %L387 = load <2 x i8>, <2 x i8>* %Sl10, align 2
  store i8 %E167, i8* %0, align 1
  %E388 = extractelement <4 x i32> %Shuff256, i32 3
  %Shuff389 = shufflevector <4 x i1> %Sl36, <4 x i1> %Shuff20, <4 x i32> <i32 6, i32 0, i32 2, i32 undef>
  %I390 = insertelement <4 x i1> %Cmp296, i1 %Cmp50, i32 0
  %B391 = shl i8 %L380, %Tr178
  %FC392 = uitofp <2 x i8> %L166 to <2 x float>
  %Sl393 = select <4 x i1> %I34, <4 x i1> %I125, <4 x i1> %Cmp99
  %Cmp394 = icmp eq <4 x i8> %Shuff233, %Sl274
  %L395 = load <2 x i8>, <2 x i8>* %Sl10, align 2
  store i8 %Sl356, i8* %0, align 1
  %E396 = extractelement <4 x i1> %Shuff116, i32 2
  br i1 %E396, label %CF1731, label %CF1810

CF1810:                                           ; preds = %CF1810, %CF1731
  %Shuff397 = shufflevector <4 x float> %FC70, <4 x float> %FC76, <4 x i32> <i32 undef, i32 undef, i32 5, i32 7>
  %I398 = insertelement <4 x i1> zeroinitializer, i1 %Cmp135, i32 3
  %B399 = sub i64 481845, %4
  %Tr400 = fptrunc double %Sl57 to float
  %Sl401 = select i1 %E285, i8 %E45, i8 %E174
  %Cmp402 = icmp ult i32 %B22, %B22
  br i1 %Cmp402, label %CF1810, label %CF1871

CF1871:                                           ; preds = %CF1810
  %L403 = load i8, i8* %0, align 1
  store <2 x i8> %L11, <2 x i8>* %Sl112, align 2
  %E404 = extractelement <4 x i1> %I109, i32 0
  br i1 %E404, label %CF1651, label %CF1659

CF1659:                                           ; preds = %CF1659, %CF1761, %CF1708, %CF1871
  %Shuff405 = shufflevector <1 x i1> %Shuff53, <1 x i1> zeroinitializer, <1 x i32> <i32 1>
  %I406 = insertelement <4 x i32> %ZE302, i32 %B118, i32 3
  %FC407 = fptoui <4 x double> %I329 to <4 x i32>
  %Sl408 = select <4 x i1> %Cmp64, <4 x i8> %I95, <4 x i8> %Sl207
  %Cmp409 = icmp ult i8 %E107, %Sl236
  br i1 %Cmp409, label %CF1659, label %CF1728

CF1728:                                           ; preds = %CF1728, %CF1797, %CF1659
  %L410 = load i8, i8* %0, align 1
  store <2 x i8> %B110, <2 x i8>* %Sl10, align 2
  %E411 = extractelement <4 x i1> %Sl348, i32 0
  br i1 %E411, label %CF1728, label %CF1797

CF1797:                                           ; preds = %CF1728
  %Shuff412 = shufflevector <2 x i8> %L151, <2 x i8> %L11, <2 x i32> <i32 3, i32 1>
  %I413 = insertelement <4 x i1> %Cmp193, i1 %E263, i32 1
  %Tr414 = trunc i64 446441 to i32
  %Sl415 = select <4 x i1> %Cmp349, <4 x i1> %Cmp78, <4 x i1> %Cmp208
  %Cmp416 = fcmp une <4 x double> %FC377, %I279
  %L417 = load <2 x i8>, <2 x i8>* %A, align 2
  store <2 x i8> %B110, <2 x i8>* %Sl112, align 2
  %E418 = extractelement <2 x i1> %Cmp283, i32 0
  br i1 %E418, label %CF1728, label %CF1740

CF1740:                                           ; preds = %CF1740, %CF1822, %CF1797
  %Shuff419 = shufflevector <4 x i1> %Shuff131, <4 x i1> %Cmp386, <4 x i32> <i32 5, i32 7, i32 undef, i32 3>
  %I420 = insertelement <16 x i8> zeroinitializer, i8 %L246, i32 15
  %B421 = lshr <4 x i8> %Shuff138, %I139
  %FC422 = sitofp <2 x i16> %Shuff321 to <2 x float>
  %Sl423 = select i1 %E418, <2 x i8> %L305, <2 x i8> %Shuff412
  %Cmp424 = icmp ugt <2 x i16> %Shuff271, %B250
  %L425 = load <2 x i8>, <2 x i8>* %Sl112, align 2
  store i8 %Sl340, i8* %0, align 1
  %E426 = extractelement <4 x i1> %Sl393, i32 1
  br i1 %E426, label %CF1740, label %CF1771

CF1771:                                           ; preds = %CF1771, %CF1740
  %Shuff427 = shufflevector <8 x i8> %Shuff67, <8 x i8> %Sl244, <8 x i32> <i32 8, i32 undef, i32 12, i32 14, i32 0, i32 2, i32 undef, i32 6>
  %I428 = insertelement <4 x float> %Shuff314, float %FC, i32 2
  %Tr429 = trunc i8 %E107 to i1
  br i1 %Tr429, label %CF1771, label %CF1781

CF1781:                                           ; preds = %CF1781, %CF1771
  %Sl430 = select i1 %E263, i1 %L31, i1 %Cmp91
  br i1 %Sl430, label %CF1781, label %CF1822

CF1822:                                           ; preds = %CF1781
  %Cmp431 = icmp eq <4 x i8> %I139, %I95
  %L432 = load i8, i8* %0, align 1
  store <2 x i8> %Sl77, <2 x i8>* %Sl112, align 2
  %E433 = extractelement <4 x i1> %Cmp386, i32 2
  br i1 %E433, label %CF1740, label %CF1749

CF1749:                                           ; preds = %CF1749, %CF1822
  %Shuff434 = shufflevector <8 x i8> %Shuff336, <8 x i8> %Sl244, <8 x i32> <i32 13, i32 15, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11>
  %I435 = insertelement <4 x double> %FC163, double %B205, i32 3
  %B436 = fdiv float %Tr347, %FC
  %Se437 = sext i8 %Sl221 to i32
  %Sl438 = select i1 %E, i1 %Cmp325, i1 %E404
  br i1 %Sl438, label %CF1749, label %CF1761

CF1761:                                           ; preds = %CF1749
  %Cmp439 = icmp ugt i8 %L365, 81
  br i1 %Cmp439, label %CF1659, label %CF1708

CF1708:                                           ; preds = %CF1761
  %L440 = load i8, i8* %0, align 1
  store i8 %B15, i8* %0, align 1
  %E441 = extractelement <2 x i8> %L59, i32 1
  %Shuff442 = shufflevector <4 x i1> %I41, <4 x i1> %Shuff7, <4 x i32> <i32 4, i32 6, i32 0, i32 undef>
  %I443 = insertelement <2 x i8> %L216, i8 %L440, i32 0
  %ZE444 = zext <4 x i8> %I29 to <4 x i32>
  %Sl445 = select i1 %Cmp17, <4 x i1> %I190, <4 x i1> %Sl332
  %Cmp446 = icmp ne i32 %Sl260, %B198
  br i1 %Cmp446, label %CF1659, label %CF1680

CF1680:                                           ; preds = %CF1680, %CF1708
  %L447 = load <2 x i8>, <2 x i8>* %Sl10, align 2
  store i8 %L79, i8* %0, align 1
  %E448 = extractelement <4 x i1> %Shuff278, i32 3
  br i1 %E448, label %CF1680, label %CF1714

CF1714:                                           ; preds = %CF1680
  %Shuff449 = shufflevector <4 x i1> %Sl214, <4 x i1> %Shuff352, <4 x i32> <i32 6, i32 0, i32 2, i32 undef>
  %I450 = insertelement <4 x i1> %Cmp99, i1 %Sl438, i32 0
  %B451 = udiv i64 %Sl16, 280261
  %FC452 = fptosi float %FC to i64
  %Sl453 = select i1 true, <4 x i1> %Cmp186, <4 x i1> %Shuff131
  %Cmp454 = icmp slt i8 %L129, %L106
  br i1 %Cmp454, label %CF1651, label %CF1656

CF1656:                                           ; preds = %CF1656, %CF1727, %CF1866, %CF1714
  %L455 = load <2 x i8>, <2 x i8>* %Sl112, align 2
  store <2 x i8> %L38, <2 x i8>* %Sl112, align 2
  %E456 = extractelement <4 x i1> %Cmp386, i32 3
  br i1 %E456, label %CF1656, label %CF1675

CF1675:                                           ; preds = %CF1675, %CF1814, %CF1768, %CF1656
  %Shuff457 = shufflevector <4 x i32> %Shuff367, <4 x i32> %I219, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I458 = insertelement <4 x i1> %Cmp296, i1 %Cmp113, i32 0
  %B459 = sdiv i8 %E167, %Sl401
  %Tr460 = trunc <2 x i8> %I162 to <2 x i1>
  %Sl461 = select i1 %E285, <2 x i8>* %A4, <2 x i8>* %Sl112
  %Cmp462 = icmp sge <2 x i1> %Cmp128, %Cmp304
  %L463 = load <2 x i8>, <2 x i8>* %Sl461, align 2
  store <2 x i8> %L350, <2 x i8>* %Sl10, align 2
  %E464 = extractelement <1 x i1> %Shuff405, i32 0
  br i1 %E464, label %CF1675, label %CF1814

CF1814:                                           ; preds = %CF1675
  %Shuff465 = shufflevector <4 x i1> %Cmp431, <4 x i1> %I204, <4 x i32> <i32 7, i32 1, i32 3, i32 undef>
  %I466 = insertelement <4 x i1> zeroinitializer, i1 %Cmp158, i32 1
  %B467 = mul <2 x i8> %L455, %I249
  %FC468 = uitofp i8 %B69 to float
  %Sl469 = select i1 %E73, i32* %1, i32* %1
  %Cmp470 = fcmp oge double %E320, %FC384
  br i1 %Cmp470, label %CF1675, label %CF1742

CF1742:                                           ; preds = %CF1742, %CF1838, %CF1778, %CF1814
  %L471 = load <2 x i8>, <2 x i8>* %Sl461, align 2
  store <2 x i8> %I294, <2 x i8>* %Sl461, align 2
  %E472 = extractelement <4 x i1> %Cmp186, i32 3
  br i1 %E472, label %CF1742, label %CF1792

CF1792:                                           ; preds = %CF1792, %CF1742
  %Shuff473 = shufflevector <2 x i1> %Cmp318, <2 x i1> %Cmp128, <2 x i32> <i32 undef, i32 0>
  %I474 = insertelement <4 x i8> %Shuff33, i8 %Sl42, i32 0
  %Tr475 = trunc i32 %Tr414 to i1
  br i1 %Tr475, label %CF1792, label %CF1838

CF1838:                                           ; preds = %CF1792
  %Sl476 = select i1 %Tr429, i8 %E107, i8 %5
  %Cmp477 = icmp ne i32 %Tr414, %E335
  br i1 %Cmp477, label %CF1742, label %CF1778

CF1778:                                           ; preds = %CF1838
  %L478 = load <2 x i8>, <2 x i8>* %Sl461, align 2
  store <2 x i8> %L373, <2 x i8>* %Sl461, align 2
  %E479 = extractelement <4 x i1> %Shuff7, i32 0
  br i1 %E479, label %CF1742, label %CF1768

CF1768:                                           ; preds = %CF1778
  %Shuff480 = shufflevector <16 x double> %Shuff94, <16 x double> %L51, <16 x i32> <i32 31, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29>
  %I481 = insertelement <4 x i1> %Cmp193, i1 %E, i32 1
  %Sl482 = select i1 %E404, <2 x i8> %Shuff196, <2 x i8> %L72
  %Cmp483 = icmp uge <2 x i8> %I294, %I249
  %L484 = load <2 x i8>, <2 x i8>* %Sl461, align 2
  store <2 x i8> %B110, <2 x i8>* %Sl461, align 2
  %E485 = extractelement <4 x i8> %B421, i32 1
  %Shuff486 = shufflevector <4 x i1> %Sl445, <4 x i1> %I204, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I487 = insertelement <4 x i1> %Cmp431, i1 %E80, i32 2
  %B488 = ashr i32 %FC355, %Se437
  %FC489 = uitofp <2 x i16> %Shuff299 to <2 x double>
  %Sl490 = select i1 %E396, i8 %L5, i8 %L5
  %Cmp491 = icmp uge i1 %Cmp477, %E396
  br i1 %Cmp491, label %CF1675, label %CF1706

CF1706:                                           ; preds = %CF1706, %CF1784, %CF1768
  %L492 = load <2 x i8>, <2 x i8>* %Sl112, align 2
  store <2 x i8> %L65, <2 x i8>* %Sl112, align 2
  %E493 = extractelement <4 x i1> zeroinitializer, i32 3
  br i1 %E493, label %CF1706, label %CF1733

CF1733:                                           ; preds = %CF1733, %CF1706
  %Shuff494 = shufflevector <1 x i1> %Shuff183, <1 x i1> %Shuff405, <1 x i32> undef
  %I495 = insertelement <4 x i1> %Shuff, i1 %Cmp402, i32 2
  %ZE496 = zext <4 x i1> %I54 to <4 x i32>
  %Sl497 = select i1 %Tr, <4 x double> %B309, <4 x double> %FC163
  %Cmp498 = icmp sge <2 x i8> %L387, %L291
  %L499 = load <2 x i8>, <2 x i8>* %Sl112, align 2
  store <2 x i8> %L269, <2 x i8>* %Sl461, align 2
  %E500 = extractelement <4 x i1> %Cmp180, i32 3
  br i1 %E500, label %CF1733, label %CF1784

CF1784:                                           ; preds = %CF1733
  %Shuff501 = shufflevector <4 x i1> %I481, <4 x i1> %Cmp78, <4 x i32> <i32 2, i32 4, i32 undef, i32 0>
  %I502 = insertelement <4 x i32> %I406, i32 %B301, i32 0
  %Sl503 = select <4 x i1> %Cmp431, <4 x i1> %Shuff225, <4 x i1> %I169
  %Cmp504 = icmp ule i1 %E270, %Cmp25
  br i1 %Cmp504, label %CF1706, label %CF1727

CF1727:                                           ; preds = %CF1784
  %L505 = load <2 x i8>, <2 x i8>* %Sl112, align 2
  store <2 x i8> %L11, <2 x i8>* %Sl461, align 2
  %E506 = extractelement <4 x i32> %Shuff457, i32 0
  %Shuff507 = shufflevector <4 x i1> %Shuff, <4 x i1> %I337, <4 x i32> <i32 7, i32 1, i32 3, i32 undef>
  %I508 = insertelement <4 x i32> zeroinitializer, i32 %E335, i32 1
  %Sl509 = select i1 %Cmp121, <2 x i8> %L395, <2 x i8> %B110
  %Cmp510 = icmp ult i1 %Cmp372, %E6
  br i1 %Cmp510, label %CF1656, label %CF1674

CF1674:                                           ; preds = %CF1674, %CF1774, %CF1727
  %L511 = load <2 x i8>, <2 x i8>* %Sl461, align 2
  store <2 x i8> %Sl385, <2 x i8>* %Sl10, align 2
  %E512 = extractelement <4 x i1> %Cmp275, i32 1
  br i1 %E512, label %CF1674, label %CF1774

CF1774:                                           ; preds = %CF1674
  %Shuff513 = shufflevector <4 x i1> %Cmp84, <4 x i1> %Sl332, <4 x i32> <i32 undef, i32 6, i32 0, i32 undef>
  %I514 = insertelement <4 x i1> %Shuff, i1 %E195, i32 2
  %Se515 = sext i8 %E247 to i64
  %Sl516 = select <4 x i1> %Shuff74, <4 x float> %FC70, <4 x float> %FC70
  %Cmp517 = icmp slt i8 %L231, %Sl24
  br i1 %Cmp517, label %CF1674, label %CF1699

CF1699:                                           ; preds = %CF1699, %CF1774
  %L518 = load <2 x i8>, <2 x i8>* %Sl461, align 2
  store <2 x i8> %I300, <2 x i8>* %Sl461, align 2
  %E519 = extractelement <4 x i8> %Shuff138, i32 0
  %Shuff520 = shufflevector <8 x i8> zeroinitializer, <8 x i8> %Sl244, <8 x i32> <i32 undef, i32 13, i32 15, i32 1, i32 3, i32 5, i32 undef, i32 undef>
  %I521 = insertelement <4 x i1> %I197, i1 %Cmp230, i32 1
  %B522 = mul i32 -1, %Sl71
  %FC523 = sitofp <4 x i1> %Shuff225 to <4 x double>
  %Sl524 = select i1 %Sl317, <8 x i8> %Shuff520, <8 x i8> %Shuff434
  %Cmp525 = icmp sge i8 %L246, %E217
  br i1 %Cmp525, label %CF1699, label %CF1866

CF1866:                                           ; preds = %CF1699
  %L526 = load <2 x i8>, <2 x i8>* %Sl112, align 2
  store <2 x i8> %L166, <2 x i8>* %Sl461, align 2
  %E527 = extractelement <16 x double> %L100, i32 3
  %Shuff528 = shufflevector <16 x double> %Shuff480, <16 x double> %Shuff480, <16 x i32> <i32 undef, i32 undef, i32 26, i32 28, i32 30, i32 0, i32 2, i32 4, i32 undef, i32 8, i32 10, i32 12, i32 14, i32 16, i32 undef, i32 20>
  %I529 = insertelement <2 x i1> %Cmp128, i1 %Cmp237, i32 0
  %ZE530 = zext <4 x i1> %Sl503 to <4 x i16>
  %Sl531 = select i1 %E433, double %Sl30, double %FC111
  %Cmp532 = icmp sge i8 %E224, %L297
  br i1 %Cmp532, label %CF1656, label %CF1661

CF1661:                                           ; preds = %CF1661, %CF1725, %CF1866
  %L533 = load <2 x i8>, <2 x i8>* %Sl461, align 2
  store <2 x i8> %L11, <2 x i8>* %Sl461, align 2
  %E534 = extractelement <4 x i8> %Shuff108, i32 0
  %Shuff535 = shufflevector <2 x i8> %L159, <2 x i8> %I353, <2 x i32> <i32 3, i32 1>
  %I536 = insertelement <16 x i8> %Shuff28, i8 %L432, i32 5
  %B537 = sdiv <4 x i64> %ZE288, %ZE48
  %FC538 = sitofp <2 x i8> %L122 to <2 x double>
  %Sl539 = select i1 %E263, <4 x i1> %I47, <4 x i1> %Shuff486
  %Cmp540 = fcmp uge <16 x double> %L100, %Shuff480
  %L541 = load <2 x i8>, <2 x i8>* %Sl112, align 2
  store <2 x i8> %L526, <2 x i8>* %Sl461, align 2
  %E542 = extractelement <4 x i1> %I226, i32 3
  br i1 %E542, label %CF1661, label %CF1689

CF1689:                                           ; preds = %CF1689, %CF1661
  %Shuff543 = shufflevector <2 x i8> %L533, <2 x i8> %B110, <2 x i32> <i32 2, i32 0>
  %I544 = insertelement <4 x i8> %Shuff189, i8 %E534, i32 0
  %ZE545 = zext <8 x i8> %Shuff520 to <8 x i16>
  %Sl546 = select i1 %E464, <4 x i16> %I68, <4 x i16> %ZE530
  %Cmp547 = fcmp ueq double %E313, %BC
  br i1 %Cmp547, label %CF1689, label %CF1725

CF1725:                                           ; preds = %CF1689
  %L548 = load <2 x i8>, <2 x i8>* %Sl461, align 2
  store <2 x i8> %B110, <2 x i8>* %Sl461, align 2
  %E549 = extractelement <2 x i8> %L533, i32 1
  %Shuff550 = shufflevector <4 x float> %Shuff397, <4 x float> %FC156, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I551 = insertelement <4 x i1> %Shuff116, i1 %E, i32 2
  %B552 = or <2 x i8> %B155, %L478
  %ZE553 = zext i1 %Cmp547 to i16
  %Sl554 = select i1 %Cmp510, <4 x i1> %I197, <4 x i1> %Shuff225
  %Cmp555 = icmp sgt <2 x i1> %Shuff473, %Cmp128
  %L556 = load i8, i8* %0, align 1
  store <2 x i8> %B110, <2 x i8>* %Sl461, align 2
  %E557 = extractelement <2 x i8> %L151, i32 1
  %Shuff558 = shufflevector <4 x i1> %Shuff389, <4 x i1> %Shuff248, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I559 = insertelement <4 x float> %FC156, float %B346, i32 2
  %ZE560 = zext <1 x i1> zeroinitializer to <1 x i16>
  %Sl561 = select i1 %E411, i8 %L297, i8 %B69
  %Cmp562 = icmp sgt <4 x i1> %Shuff7, %Shuff442
  %L563 = load <2 x i8>, <2 x i8>* %Sl461, align 2
  store <2 x i8> %L541, <2 x i8>* %Sl461, align 2
  %E564 = extractelement <16 x i8> %I536, i32 10
  %Shuff565 = shufflevector <8 x i8> %Shuff520, <8 x i8> zeroinitializer, <8 x i32> <i32 13, i32 undef, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11>
  %I566 = insertelement <4 x i1> %Sl453, i1 %Cmp237, i32 3
  %B567 = shl i8 %L254, %Sl127
  %ZE568 = zext <2 x i8> %L455 to <2 x i64>
  %Sl569 = select i1 true, <4 x i1> %Shuff307, <4 x i1> %Shuff486
  %Cmp570 = icmp sgt <2 x i1> %Cmp222, %Cmp357
  %L571 = load <2 x i8>, <2 x i8>* %Sl10, align 2
  store <2 x i8> %L216, <2 x i8>* %Sl461, align 2
  %E572 = extractelement <2 x i8> %Shuff543, i32 1
  %Shuff573 = shufflevector <2 x i8> %Shuff412, <2 x i8> %Shuff328, <2 x i32> <i32 0, i32 2>
  %I574 = insertelement <4 x i8> %Shuff108, i8 %Sl476, i32 2
  %B575 = xor i16 %E123, %ZE553
  %Se576 = sext <4 x i1> %Shuff558 to <4 x i64>
  %Sl577 = select i1 %Cmp491, i1 %E298, i1 %Cmp150
  br i1 %Sl577, label %CF1661, label %CF1673

CF1673:                                           ; preds = %CF1673, %CF1725
  %L578 = load i8, i8* %0, align 1
  store <2 x i8> %L122, <2 x i8>* %Sl461, align 2
  %E579 = extractelement <4 x i32> %Shuff61, i32 2
  %Shuff580 = shufflevector <2 x i8> %Sl149, <2 x i8> %L563, <2 x i32> <i32 1, i32 3>
  %I581 = insertelement <4 x i1> %Shuff, i1 %E263, i32 3
  %B582 = udiv i8 %Se119, %E519
  %ZE583 = zext <2 x i8> %L492 to <2 x i16>
  %Sl584 = select i1 %E, i1 %E292, i1 %Cmp379
  br i1 %Sl584, label %CF1673, label %CF1720

CF1720:                                           ; preds = %CF1720, %CF1796, %CF1673
  %Cmp585 = icmp sgt <8 x i8> %Shuff434, zeroinitializer
  %L586 = load <2 x i8>, <2 x i8>* %Sl461, align 2
  store <2 x i8> %L586, <2 x i8>* %Sl461, align 2
  %E587 = extractelement <16 x double> %Shuff528, i32 0
  %Shuff588 = shufflevector <4 x double> %FC235, <4 x double> %FC235, <4 x i32> <i32 3, i32 5, i32 7, i32 undef>
  %I589 = insertelement <16 x i8> %I308, i8 %L319, i32 13
  %Tr590 = trunc <4 x i32> %Shuff457 to <4 x i8>
  %Sl591 = select i1 %E263, i8 %L403, i8 %L106
  %Cmp592 = icmp ult <4 x i1> %Sl569, %Shuff501
  %L593 = load i8, i8* %0, align 1
  store <2 x i8> %L586, <2 x i8>* %Sl461, align 2
  %E594 = extractelement <2 x i8> %L492, i32 0
  %Shuff595 = shufflevector <4 x i1> %I8, <4 x i1> %Shuff116, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I596 = insertelement <2 x i8> %L291, i8 %E594, i32 1
  %Tr597 = fptrunc <16 x double> %L51 to <16 x float>
  %Sl598 = select i1 %Cmp150, i8 %E277, i8 -87
  %Cmp599 = icmp uge <4 x i1> %Shuff225, %Shuff
  %L600 = load i8, i8* %0, align 1
  store <2 x i8> %L571, <2 x i8>* %Sl461, align 2
  %E601 = extractelement <4 x i1> %I265, i32 0
  br i1 %E601, label %CF1720, label %CF1752

CF1752:                                           ; preds = %CF1752, %CF1720
  %Shuff602 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %Cmp84, <4 x i32> <i32 3, i32 undef, i32 7, i32 1>
  %I603 = insertelement <2 x i1> %Cmp570, i1 %E80, i32 1
  %B604 = lshr i8 %B459, %E19
  %FC605 = sitofp <1 x i1> %Shuff494 to <1 x float>
  %Sl606 = select i1 %Cmp230, <4 x i1> %Shuff602, <4 x i1> %Sl214
  %Cmp607 = icmp ne i32 406361, 340565
  br i1 %Cmp607, label %CF1752, label %CF1796

CF1796:                                           ; preds = %CF1752
  %L608 = load <2 x i8>, <2 x i8>* %Sl461, align 2
  store <2 x i8> %L571, <2 x i8>* %Sl112, align 2
  %E609 = extractelement <4 x i1> %I, i32 3
  br i1 %E609, label %CF1720, label %CF1739

CF1739:                                           ; preds = %CF1796
  %Shuff610 = shufflevector <4 x i1> %Shuff449, <4 x i1> %Sl214, <4 x i32> <i32 undef, i32 0, i32 undef, i32 4>
  %I611 = insertelement <4 x i1> %Shuff442, i1 %E396, i32 0
  %B612 = and <2 x i8> %Shuff196, %L358
  %Sl613 = select i1 %Cmp150, i1 %E298, i1 %E73
  br i1 %Sl613, label %CF1643, label %CF1647

CF1647:                                           ; preds = %CF1647, %CF1826, %CF1739
  %Cmp614 = icmp uge <4 x i1> %I287, %I368
  %L615 = load <2 x i8>, <2 x i8>* %Sl461, align 2
  store <2 x i8> %L417, <2 x i8>* %Sl461, align 2
  %E616 = extractelement <4 x float> %I428, i32 3
  %Shuff617 = shufflevector <4 x i1> %Cmp, <4 x i1> %I581, <4 x i32> <i32 undef, i32 undef, i32 2, i32 4>
  %I618 = insertelement <1 x i1> zeroinitializer, i1 %Sl613, i32 0
  %B619 = xor <4 x i16> %B338, %I376
  %ZE620 = fpext <4 x float> %FC76 to <4 x double>
  %Sl621 = select i1 %Sl179, <2 x i8> %B220, <2 x i8> %L11
  %Cmp622 = icmp eq i1 %Cmp121, %E601
  br i1 %Cmp622, label %CF1647, label %CF1713

CF1713:                                           ; preds = %CF1713, %CF1808, %CF1647
  %L623 = load <2 x i8>, <2 x i8>* %Sl461, align 2
  store <2 x i8> %Sl77, <2 x i8>* %Sl461, align 2
  %E624 = extractelement <4 x double> %FC523, i32 1
  %Shuff625 = shufflevector <8 x i8> %Shuff336, <8 x i8> %Sl244, <8 x i32> <i32 8, i32 10, i32 12, i32 14, i32 0, i32 2, i32 4, i32 undef>
  %I626 = insertelement <4 x i1> %I551, i1 %Cmp121, i32 2
  %B627 = ashr i8 %Sl598, %5
  %Tr628 = trunc i16 %E144 to i8
  %Sl629 = select <4 x i1> %Cmp245, <4 x i1> %I8, <4 x i1> %Cmp245
  %Cmp630 = icmp ne <2 x i8> %I82, %Sl509
  %L631 = load <2 x i8>, <2 x i8>* %Sl10, align 2
  store <2 x i8> %L166, <2 x i8>* %Sl461, align 2
  %E632 = extractelement <4 x i1> %Shuff, i32 0
  br i1 %E632, label %CF1713, label %CF1808

CF1808:                                           ; preds = %CF1713
  %Shuff633 = shufflevector <4 x i1> %Cmp614, <4 x i1> %Sl539, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I634 = insertelement <4 x i1> zeroinitializer, i1 %Cmp364, i32 1
  %B635 = sub <2 x i8> %L395, %Shuff543
  %Se636 = sext i1 %Cmp43 to i8
  %Sl637 = select i1 %E632, i1 %E80, i1 %E6
  br i1 %Sl637, label %CF1713, label %CF1723

CF1723:                                           ; preds = %CF1723, %CF1808
  %Cmp638 = icmp slt <2 x i16> %Shuff81, %B250
  %L639 = load i8, i8* %0, align 1
  store i8 %E101, i8* %0, align 1
  %E640 = extractelement <4 x i1> %Shuff124, i32 3
  br i1 %E640, label %CF1723, label %CF1729

CF1729:                                           ; preds = %CF1729, %CF1723
  %Shuff641 = shufflevector <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <4 x i32> <i32 undef, i32 0, i32 2, i32 4>
  %I642 = insertelement <4 x i1> %Cmp614, i1 %Sl438, i32 0
  %B643 = xor i8 %Se636, %E202
  %ZE644 = zext i1 %E404 to i32
  %Sl645 = select i1 %Sl179, <4 x i1> %Shuff7, <4 x i1> %Tr339
  %Cmp646 = icmp slt <4 x i1> %I103, %Cmp386
  %L647 = load <2 x i8>, <2 x i8>* %Sl461, align 2
  store i8 %B391, i8* %0, align 1
  %E648 = extractelement <4 x double> %Sl289, i32 3
  %Shuff649 = shufflevector <4 x i8> %Shuff233, <4 x i8> %ZE23, <4 x i32> <i32 undef, i32 0, i32 undef, i32 4>
  %I650 = insertelement <2 x i8> %L223, i8 -87, i32 0
  %B651 = srem <2 x i8> %L478, %L631
  %Sl652 = select <2 x i1> %Shuff175, <2 x i16> %Se251, <2 x i16> %Shuff203
  %Cmp653 = icmp ult i8 %B227, %E519
  br i1 %Cmp653, label %CF1729, label %CF1826

CF1826:                                           ; preds = %CF1729
  %L654 = load <2 x i8>, <2 x i8>* %Sl461, align 2
  store i8 %B69, i8* %0, align 1
  %E655 = extractelement <4 x float> %Shuff264, i32 0
  %Shuff656 = shufflevector <4 x i1> %Shuff595, <4 x i1> %Shuff153, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I657 = insertelement <2 x i8> %L114, i8 %Sl42, i32 1
  %B658 = shl i32 %Tr414, %E506
  %ZE659 = zext <2 x i1> %Cmp283 to <2 x i8>
  %Sl660 = select i1 %Cmp200, <4 x i8> %Shuff649, <4 x i8> %I544
  %Cmp661 = icmp ne i8 %Sl561, %Sl598
  br i1 %Cmp661, label %CF1647, label %CF1648

CF1648:                                           ; preds = %CF1648, %CF1748, %CF1869, %CF1832, %CF1870, %CF1826
  %L662 = load <2 x i8>, <2 x i8>* %Sl461, align 2
  store <2 x i8> %I82, <2 x i8>* %Sl461, align 2
  %E663 = extractelement <2 x i8> %L654, i32 1
  %Shuff664 = shufflevector <1 x i1> %I146, <1 x i1> %Cmp311, <1 x i32> undef
  %I665 = insertelement <4 x i32> %ZE302, i32 %E335, i32 2
  %B666 = fdiv double 0x3987B6A696854924, %E313
  %Tr667 = trunc <4 x i32> zeroinitializer to <4 x i8>
  %Sl668 = select i1 %Cmp25, i8* %0, i8* %0
  %Cmp669 = icmp ugt <4 x i1> %Shuff46, %Sl199
  %L670 = load <2 x i8>, <2 x i8>* %Sl112, align 2
  store i32 143389, i32* %Sl469, align 4
  %E671 = extractelement <4 x i1> %Cmp562, i32 2
  br i1 %E671, label %CF1648, label %CF1748

CF1748:                                           ; preds = %CF1648
  %Shuff672 = shufflevector <4 x i1> %I481, <4 x i1> %Shuff225, <4 x i32> <i32 undef, i32 undef, i32 undef, i32 3>
  %I673 = insertelement <2 x i16> %Shuff81, i16 %B242, i32 1
  %B674 = mul i8 %L593, %B627
  %FC675 = uitofp i8 %E137 to double
  %Sl676 = select <4 x i1> %I581, <4 x double> %FC163, <4 x double> %FC163
  %Cmp677 = icmp sgt i1 %Cmp364, %Sl577
  br i1 %Cmp677, label %CF1648, label %CF1688

CF1688:                                           ; preds = %CF1688, %CF1765, %CF1862, %CF1770, %CF1748
  %L678 = load i8, i8* %Sl668, align 1
  store <2 x i8> %I361, <2 x i8>* %Sl461, align 2
  %E679 = extractelement <2 x i8> %B552, i32 0
  %Shuff680 = shufflevector <4 x i16> %ZE530, <4 x i16> %ZE530, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I681 = insertelement <4 x i8> %Sl207, i8 %E534, i32 3
  %Se682 = sext <2 x i8> %I241 to <2 x i32>
  %Sl683 = select i1 %Cmp677, i1 %E52, i1 %E500
  br i1 %Sl683, label %CF1688, label %CF1758

CF1758:                                           ; preds = %CF1758, %CF1815, %CF1688
  %Cmp684 = icmp ne <2 x i1> %Cmp333, %Cmp283
  %L685 = load <2 x i8>, <2 x i8>* %Sl461, align 2
  store i8 %5, i8* %Sl668, align 1
  %E686 = extractelement <4 x i1> %Cmp592, i32 3
  br i1 %E686, label %CF1758, label %CF1815

CF1815:                                           ; preds = %CF1758
  %Shuff687 = shufflevector <4 x i1> %Shuff13, <4 x i1> %I169, <4 x i32> <i32 6, i32 undef, i32 2, i32 4>
  %I688 = insertelement <4 x i32> %Shuff457, i32 %3, i32 0
  %B689 = add <2 x i8> %Sl482, %L526
  %FC690 = sitofp i8 %Sl401 to float
  %Sl691 = select i1 %Cmp364, i8 %E549, i8 %5
  %Cmp692 = icmp ule i1 %Cmp43, %Cmp325
  br i1 %Cmp692, label %CF1758, label %CF1765

CF1765:                                           ; preds = %CF1815
  %L693 = load i8, i8* %Sl668, align 1
  store i8 %E217, i8* %0, align 1
  %E694 = extractelement <4 x i1> %Sl645, i32 2
  br i1 %E694, label %CF1688, label %CF1717

CF1717:                                           ; preds = %CF1717, %CF1823, %CF1764, %CF1858, %CF1765
  %Shuff695 = shufflevector <1 x i1> %Shuff53, <1 x i1> %Shuff405, <1 x i32> undef
  %I696 = insertelement <4 x i8> %Sl207, i8 %Se119, i32 1
  %B697 = srem i8 %Sl363, %L5
  %PC698 = bitcast <2 x i8>* %Sl10 to i16*
  %Sl699 = select i1 %Cmp290, i1 %Cmp446, i1 %Cmp230
  br i1 %Sl699, label %CF1717, label %CF1788

CF1788:                                           ; preds = %CF1788, %CF1717
  %Cmp700 = icmp ugt i64 446441, 280261
  br i1 %Cmp700, label %CF1788, label %CF1823

CF1823:                                           ; preds = %CF1788
  %L701 = load <2 x i8>, <2 x i8>* %Sl461, align 2
  store i8 %Sl691, i8* %Sl668, align 1
  %E702 = extractelement <2 x i8> %L143, i32 1
  %Shuff703 = shufflevector <4 x i1> %I88, <4 x i1> %Sl629, <4 x i32> <i32 undef, i32 undef, i32 undef, i32 2>
  %I704 = insertelement <4 x i1> %Shuff74, i1 %Sl699, i32 2
  %FC705 = fptoui float %B147 to i8
  %Sl706 = select i1 %Cmp525, i32 %E579, i32 %B301
  %Cmp707 = icmp ule <4 x i1> %Cmp669, %I190
  %L708 = load i16, i16* %PC698, align 2
  store <2 x i8> %B689, <2 x i8>* %Sl112, align 2
  %E709 = extractelement <4 x i1> %Shuff672, i32 3
  br i1 %E709, label %CF1717, label %CF1764

CF1764:                                           ; preds = %CF1823
  %Shuff710 = shufflevector <2 x i8> %L201, <2 x i8> %Sl482, <2 x i32> <i32 2, i32 0>
  %I711 = insertelement <4 x i8> %Shuff360, i8 %E174, i32 0
  %Se712 = sext i8 %L79 to i32
  %Sl713 = select i1 %E601, i1 %Sl584, i1 %Cmp237
  br i1 %Sl713, label %CF1717, label %CF1754

CF1754:                                           ; preds = %CF1754, %CF1764
  %Cmp714 = icmp sgt <4 x i8> %Tr667, %I544
  %L715 = load i8, i8* %Sl668, align 1
  store <2 x i8> %L463, <2 x i8>* %Sl461, align 2
  %E716 = extractelement <2 x i32> %I315, i32 1
  %Shuff717 = shufflevector <2 x i16> %Shuff299, <2 x i16> %Shuff203, <2 x i32> <i32 0, i32 2>
  %I718 = insertelement <2 x i8> %L72, i8 %E564, i32 0
  %ZE719 = fpext <1 x float> %FC281 to <1 x double>
  %Sl720 = select <4 x i1> %Shuff161, <4 x float> %Shuff550, <4 x float> %FC70
  %Cmp721 = icmp ugt i8 %E137, %E663
  br i1 %Cmp721, label %CF1754, label %CF1802

CF1802:                                           ; preds = %CF1802, %CF1754
  %L722 = load <2 x i8>, <2 x i8>* %Sl461, align 2
  store <2 x i8> %L11, <2 x i8>* %Sl461, align 2
  %E723 = extractelement <4 x i1> %I257, i32 2
  br i1 %E723, label %CF1802, label %CF1858

CF1858:                                           ; preds = %CF1802
  %Shuff724 = shufflevector <4 x i1> %Shuff153, <4 x i1> %I, <4 x i32> <i32 undef, i32 undef, i32 undef, i32 7>
  %I725 = insertelement <4 x i8> %I139, i8 %Sl691, i32 3
  %B726 = urem i32 %FC355, %Sl71
  %Sl727 = select i1 %Cmp50, <2 x i8> %L114, <2 x i8> %I322
  %Cmp728 = icmp sgt i8 %L254, %Se119
  br i1 %Cmp728, label %CF1717, label %CF1737

CF1737:                                           ; preds = %CF1737, %CF1772, %CF1858
  %L729 = load i16, i16* %PC698, align 2
  store <2 x i8> %Sl252, <2 x i8>* %Sl112, align 2
  %E730 = extractelement <4 x i1> %Shuff633, i32 3
  br i1 %E730, label %CF1737, label %CF1746

CF1746:                                           ; preds = %CF1746, %CF1864, %CF1737
  %Shuff731 = shufflevector <4 x double> %Sl164, <4 x double> %FC163, <4 x i32> <i32 2, i32 4, i32 6, i32 undef>
  %I732 = insertelement <4 x i1> %Cmp592, i1 %E493, i32 0
  %B733 = udiv <4 x i16> %ZE56, %B619
  %FC734 = sitofp i1 %E411 to double
  %Sl735 = select i1 %E, <4 x i1> %I495, <4 x i1> %Sl645
  %Cmp736 = fcmp ogt <1 x float> %FC281, %FC281
  %L737 = load <2 x i8>, <2 x i8>* %Sl461, align 2
  store i16 %ZE553, i16* %PC698, align 2
  %E738 = extractelement <4 x i1> %Shuff46, i32 3
  br i1 %E738, label %CF1746, label %CF1824

CF1824:                                           ; preds = %CF1824, %CF1746
  %Shuff739 = shufflevector <2 x i8> %L455, <2 x i8> %L173, <2 x i32> <i32 undef, i32 0>
  %I740 = insertelement <4 x i1> zeroinitializer, i1 %Cmp454, i32 0
  %ZE741 = zext <16 x i8> %I536 to <16 x i16>
  %Sl742 = select i1 %Cmp470, <4 x i16> %I376, <4 x i16> %Tr259
  %Cmp743 = icmp sgt <4 x i1> %Sl36, %I368
  %L744 = load <2 x i8>, <2 x i8>* %Sl461, align 2
  store <2 x i8> %Sl621, <2 x i8>* %Sl461, align 2
  %E745 = extractelement <2 x i1> %Cmp462, i32 1
  br i1 %E745, label %CF1824, label %CF1864

CF1864:                                           ; preds = %CF1824
  %Shuff746 = shufflevector <4 x i8> %I132, <4 x i8> %Shuff649, <4 x i32> <i32 undef, i32 2, i32 4, i32 6>
  %I747 = insertelement <4 x i8> %Shuff108, i8 %B69, i32 2
  %B748 = srem i8 %Sl127, %E534
  %FC749 = fptosi double %E232 to i64
  %Sl750 = select i1 %L31, <2 x i16> %ZE583, <2 x i16> zeroinitializer
  %Cmp751 = icmp slt i8 %E174, %Sl42
  br i1 %Cmp751, label %CF1746, label %CF1772

CF1772:                                           ; preds = %CF1864
  %L752 = load <2 x i8>, <2 x i8>* %Sl461, align 2
  store <2 x i8> %L737, <2 x i8>* %Sl461, align 2
  %E753 = extractelement <4 x i32> zeroinitializer, i32 1
  %Shuff754 = shufflevector <16 x i8> %Shuff28, <16 x i8> %I308, <16 x i32> <i32 8, i32 10, i32 12, i32 14, i32 undef, i32 undef, i32 undef, i32 22, i32 24, i32 26, i32 28, i32 30, i32 0, i32 2, i32 4, i32 6>
  %I755 = insertelement <8 x i8> %Shuff625, i8 %E167, i32 2
  %B756 = or i32 %Se437, %E753
  %Tr757 = trunc i64 %B451 to i1
  br i1 %Tr757, label %CF1737, label %CF1741

CF1741:                                           ; preds = %CF1741, %CF1873, %CF1772
  %Sl758 = select <8 x i1> %Cmp585, <8 x i8> %Shuff67, <8 x i8> %Shuff520
  %Cmp759 = fcmp ole float 0xC7672BDB00000000, %B89
  br i1 %Cmp759, label %CF1741, label %CF1873

CF1873:                                           ; preds = %CF1741
  %L760 = load i32, i32* %1, align 4
  store <2 x i8> %I249, <2 x i8>* %Sl461, align 2
  %E761 = extractelement <8 x i8> %Shuff565, i32 4
  %Shuff762 = shufflevector <4 x i1> %Shuff46, <4 x i1> %I495, <4 x i32> <i32 7, i32 1, i32 3, i32 undef>
  %I763 = insertelement <4 x i1> %Shuff442, i1 %Cmp525, i32 1
  %B764 = or <4 x i8> %Sl207, %ZE23
  %FC765 = uitofp i32 %E506 to double
  %Sl766 = select <4 x i1> %Shuff442, <4 x i1> %I54, <4 x i1> %Shuff465
  %Cmp767 = icmp ne i32 %Sl267, %ZE644
  br i1 %Cmp767, label %CF1741, label %CF1777

CF1777:                                           ; preds = %CF1777, %CF1865, %CF1873
  %L768 = load i8, i8* %0, align 1
  store <2 x i8> %L11, <2 x i8>* %Sl461, align 2
  %E769 = extractelement <2 x i8> %L478, i32 0
  %Shuff770 = shufflevector <2 x i8> %I241, <2 x i8> %I322, <2 x i32> <i32 3, i32 1>
  %I771 = insertelement <8 x i1> %Cmp585, i1 %E, i32 5
  %B772 = lshr i8 %E247, %L768
  %ZE773 = zext <2 x i1> %Cmp318 to <2 x i16>
  %Sl774 = select i1 true, i1 %E52, i1 %Sl98
  br i1 %Sl774, label %CF1777, label %CF1865

CF1865:                                           ; preds = %CF1777
  %Cmp775 = icmp uge <4 x i8> %Sl207, %ZE23
  %L776 = load <2 x i8>, <2 x i8>* %Sl112, align 2
  store i8 %L326, i8* %0, align 1
  %E777 = extractelement <4 x double> %Sl676, i32 2
  %Shuff778 = shufflevector <4 x i8> %Shuff108, <4 x i8> %B258, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I779 = insertelement <8 x i8> %Shuff565, i8 %E702, i32 7
  %PC780 = bitcast <2 x i8>* %A4 to i16*
  %Sl781 = select i1 %Tr757, <2 x i8> %L305, <2 x i8> %L11
  %Cmp782 = icmp uge <2 x i8> %I241, %L38
  %L783 = load <2 x i8>, <2 x i8>* %Sl112, align 2
  store i8 %E761, i8* %Sl668, align 1
  %E784 = extractelement <4 x float> %Shuff264, i32 3
  %Shuff785 = shufflevector <2 x i8> %L305, <2 x i8> %Sl229, <2 x i32> <i32 2, i32 0>
  %I786 = insertelement <4 x i8> %I681, i8 %E549, i32 0
  %FC787 = uitofp i64 %Sl16 to float
  %Sl788 = select <4 x i1> %Shuff, <4 x i8> %Shuff360, <4 x i8> %Shuff649
  %Cmp789 = icmp ne i8 %Sl340, %L380
  br i1 %Cmp789, label %CF1777, label %CF1862

CF1862:                                           ; preds = %CF1865
  %L790 = load <2 x i8>, <2 x i8>* %Sl461, align 2
  store i8 %E202, i8* %Sl668, align 1
  %E791 = extractelement <4 x i1> zeroinitializer, i32 2
  br i1 %E791, label %CF1688, label %CF1695

CF1695:                                           ; preds = %CF1695, %CF1862
  %Shuff792 = shufflevector <2 x i8> %B651, <2 x i8> %L722, <2 x i32> <i32 1, i32 3>
  %I793 = insertelement <4 x i16> %I68, i16 %L729, i32 3
  %B794 = ashr <2 x i8> %L65, %I249
  %Sl795 = select i1 %Cmp172, i8 %L593, i8 %Sl561
  %Cmp796 = icmp sgt i8 %L284, %E519
  br i1 %Cmp796, label %CF1695, label %CF1736

CF1736:                                           ; preds = %CF1736, %CF1695
  %L797 = load <2 x i8>, <2 x i8>* %Sl10, align 2
  store i8 %E167, i8* %Sl668, align 1
  %E798 = extractelement <2 x i8> %L159, i32 0
  %Shuff799 = shufflevector <2 x i8> %L478, <2 x i8> %L194, <2 x i32> <i32 1, i32 3>
  %I800 = insertelement <2 x i8> %L623, i8 %Sl490, i32 1
  %B801 = sdiv <4 x i64> %Se, %ZE48
  %Se802 = sext i16 %L729 to i32
  %Sl803 = select i1 %E542, i8 %Sl356, i8 %E101
  %Cmp804 = icmp sge <2 x i8> %L662, %L518
  %L805 = load <2 x i8>, <2 x i8>* %Sl461, align 2
  store <2 x i8> %B635, <2 x i8>* %Sl461, align 2
  %E806 = extractelement <2 x i8> %L533, i32 1
  %Shuff807 = shufflevector <4 x i32> %Shuff367, <4 x i32> %ZE444, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I808 = insertelement <4 x i1> %Cmp99, i1 %Sl577, i32 2
  %B809 = lshr <2 x i8> %L608, %L291
  %FC810 = uitofp <4 x i1> %I21 to <4 x float>
  %Sl811 = select i1 %Cmp751, i16* %PC698, i16* %PC698
  %Cmp812 = icmp uge <4 x i8> %Shuff382, %I725
  %L813 = load <2 x i8>, <2 x i8>* %Sl461, align 2
  store <2 x i8> %Sl77, <2 x i8>* %Sl461, align 2
  %E814 = extractelement <4 x i1> zeroinitializer, i32 3
  br i1 %E814, label %CF1736, label %CF1770

CF1770:                                           ; preds = %CF1736
  %Shuff815 = shufflevector <2 x i8> %Sl509, <2 x i8> %L701, <2 x i32> <i32 undef, i32 0>
  %I816 = insertelement <2 x i8> %L312, i8 81, i32 0
  %B817 = udiv i8 %E534, %B748
  %FC818 = sitofp i8 %L556 to double
  %Sl819 = select i1 %E542, i32 406361, i32 %ZE644
  %Cmp820 = icmp eq <2 x i1> %Cmp357, %Cmp483
  %L821 = load <2 x i8>, <2 x i8>* %Sl112, align 2
  store <2 x i8> %L526, <2 x i8>* %Sl461, align 2
  %E822 = extractelement <4 x i1> zeroinitializer, i32 2
  br i1 %E822, label %CF1688, label %CF1692

CF1692:                                           ; preds = %CF1692, %CF1735, %CF1770
  %Shuff823 = shufflevector <4 x i1> %Shuff161, <4 x i1> %Shuff, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I824 = insertelement <2 x i8> %I800, i8 %L365, i32 1
  %FC825 = uitofp <4 x i1> %Sl735 to <4 x double>
  %Sl826 = select <4 x i1> %Cmp99, <4 x i1> %I54, <4 x i1> %I368
  %Cmp827 = icmp ugt i8 %L326, 81
  br i1 %Cmp827, label %CF1692, label %CF1735

CF1735:                                           ; preds = %CF1692
  %L828 = load i16, i16* %Sl811, align 2
  store i8 %B459, i8* %Sl668, align 1
  %E829 = extractelement <4 x i8> %Sl408, i32 0
  %Shuff830 = shufflevector <4 x i1> %Shuff, <4 x i1> %Cmp431, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I831 = insertelement <2 x i64> %ZE568, i64 %Se515, i32 1
  %B832 = sub <2 x i8> %L151, %L312
  %ZE833 = zext <4 x i1> %I450 to <4 x i32>
  %Sl834 = select i1 %Cmp491, <8 x i16> %ZE545, <8 x i16> %ZE545
  %Cmp835 = icmp ugt i1 %Cmp661, %Sl774
  br i1 %Cmp835, label %CF1692, label %CF1724

CF1724:                                           ; preds = %CF1724, %CF1872, %CF1735
  %L836 = load <2 x i8>, <2 x i8>* %Sl461, align 2
  store <2 x i8> %L11, <2 x i8>* %Sl461, align 2
  %E837 = extractelement <4 x i1> %Shuff74, i32 3
  br i1 %E837, label %CF1724, label %CF1872

CF1872:                                           ; preds = %CF1724
  %Shuff838 = shufflevector <4 x float> %FC228, <4 x float> %Sl720, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I839 = insertelement <2 x i1> %Cmp128, i1 %E814, i32 0
  %B840 = sub i32 %B, %Se712
  %Se841 = sext <4 x i1> %Sl645 to <4 x i32>
  %Sl842 = select <2 x i1> %Cmp128, <2 x i8> %L752, <2 x i8> %L505
  %Cmp843 = icmp sgt <4 x i8> %I544, %I474
  %L844 = load i8, i8* %Sl668, align 1
  store <2 x i8> %I353, <2 x i8>* %Sl461, align 2
  %E845 = extractelement <4 x i32> %Shuff256, i32 2
  %Shuff846 = shufflevector <2 x i1> %Cmp570, <2 x i1> %I529, <2 x i32> <i32 1, i32 3>
  %I847 = insertelement <2 x i8> %L11, i8 %L639, i32 1
  %FC848 = uitofp <4 x i8> %I711 to <4 x float>
  %Sl849 = select <4 x i1> zeroinitializer, <4 x i16> %ZE530, <4 x i16> %B619
  %Cmp850 = icmp ule <2 x i16> %Sl652, zeroinitializer
  %L851 = load i8, i8* %Sl668, align 1
  store <2 x i8> %B110, <2 x i8>* %A4, align 2
  %E852 = extractelement <2 x i1> %Cmp820, i32 0
  br i1 %E852, label %CF1724, label %CF1869

CF1869:                                           ; preds = %CF1872
  %Shuff853 = shufflevector <2 x i8> %L72, <2 x i8> %Shuff770, <2 x i32> <i32 3, i32 1>
  %I854 = insertelement <4 x i1> %Shuff602, i1 %E188, i32 1
  %B855 = udiv <4 x i32> %FC407, %I219
  %FC856 = uitofp i8 %L262 to float
  %Sl857 = select <8 x i1> %I771, <8 x i8> %Sl758, <8 x i8> %Shuff67
  %Cmp858 = icmp ule <4 x i1> %Shuff131, %Cmp99
  %L859 = load i16, i16* %PC698, align 2
  store <2 x i8> %L805, <2 x i8>* %Sl461, align 2
  %E860 = extractelement <4 x i1> %I704, i32 0
  br i1 %E860, label %CF1648, label %CF1683

CF1683:                                           ; preds = %CF1683, %CF1869
  %Shuff861 = shufflevector <4 x i1> %Shuff116, <4 x i1> %Shuff830, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I862 = insertelement <2 x i1> %Cmp357, i1 %E814, i32 1
  %B863 = and <4 x i32> zeroinitializer, %I219
  %ZE864 = zext <4 x i1> %Shuff617 to <4 x i32>
  %Sl865 = select i1 %E493, <4 x i1> %I21, <4 x i1> zeroinitializer
  %Cmp866 = icmp sgt i8 %L678, %E806
  br i1 %Cmp866, label %CF1683, label %CF1691

CF1691:                                           ; preds = %CF1691, %CF1683
  %L867 = load i8, i8* %Sl668, align 1
  store <2 x i8> %B552, <2 x i8>* %Sl461, align 2
  %E868 = extractelement <2 x i8> %L44, i32 1
  %Shuff869 = shufflevector <8 x i8> %Shuff67, <8 x i8> %Shuff427, <8 x i32> <i32 undef, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12>
  %I870 = insertelement <2 x i1> %Cmp357, i1 %Cmp409, i32 0
  %B871 = ashr i8 %Sl476, %L297
  %FC872 = uitofp <2 x i1> %I870 to <2 x double>
  %Sl873 = select <4 x i1> %I808, <4 x i1> %I54, <4 x i1> %Shuff762
  %Cmp874 = icmp uge <4 x i8> %Tr104, %Shuff108
  %L875 = load <2 x i8>, <2 x i8>* %Sl461, align 2
  store <2 x i8> %L875, <2 x i8>* %Sl112, align 2
  %E876 = extractelement <4 x i32> %ZE302, i32 2
  %Shuff877 = shufflevector <4 x double> %ZE620, <4 x double> %FC163, <4 x i32> <i32 1, i32 3, i32 5, i32 undef>
  %I878 = insertelement <4 x float> %I559, float %E616, i32 3
  %B879 = lshr <8 x i8> zeroinitializer, %Shuff427
  %Tr880 = trunc <4 x i32> %Se841 to <4 x i1>
  %Sl881 = select i1 %Cmp91, i1 %Cmp622, i1 %E852
  br i1 %Sl881, label %CF1691, label %CF1775

CF1775:                                           ; preds = %CF1775, %CF1817, %CF1691
  %Cmp882 = icmp sgt <4 x i64> %ZE288, %B537
  %L883 = load <2 x i8>, <2 x i8>* %A, align 2
  store <2 x i8> %Shuff770, <2 x i8>* %Sl461, align 2
  %E884 = extractelement <2 x i8> %I234, i32 1
  %Shuff885 = shufflevector <4 x i8> %B421, <4 x i8> %I681, <4 x i32> <i32 2, i32 4, i32 undef, i32 0>
  %I886 = insertelement <4 x i1> %Shuff442, i1 %E745, i32 0
  %ZE887 = zext <4 x i1> %Shuff672 to <4 x i8>
  %Sl888 = select i1 %Cmp230, <2 x i8> %L654, <2 x i8> %L647
  %Cmp889 = fcmp ueq double %E587, 0x316706863E654904
  br i1 %Cmp889, label %CF1775, label %CF1817

CF1817:                                           ; preds = %CF1775
  %L890 = load i16, i16* %PC780, align 2
  store <2 x i8> %L647, <2 x i8>* %Sl461, align 2
  %E891 = extractelement <4 x i1> zeroinitializer, i32 1
  br i1 %E891, label %CF1775, label %CF1790

CF1790:                                           ; preds = %CF1790, %CF1817
  %Shuff892 = shufflevector <4 x i1> %Cmp37, <4 x i1> %Shuff, <4 x i32> <i32 4, i32 undef, i32 0, i32 2>
  %I893 = insertelement <2 x i8> %Sl385, i8 %E167, i32 0
  %B894 = urem i8 %Se119, %E549
  %Se895 = sext <4 x i1> %I337 to <4 x i32>
  %Sl896 = select i1 %Cmp409, i1 %E493, i1 %Sl613
  br i1 %Sl896, label %CF1790, label %CF1812

CF1812:                                           ; preds = %CF1812, %CF1790
  %Cmp897 = icmp ugt i1 %Cmp150, %Cmp364
  br i1 %Cmp897, label %CF1812, label %CF1832

CF1832:                                           ; preds = %CF1812
  %L898 = load i8, i8* %Sl668, align 1
  store i8 %Sl795, i8* %Sl668, align 1
  %E899 = extractelement <2 x i8> %L269, i32 1
  %Shuff900 = shufflevector <4 x double> %FC206, <4 x double> %Shuff731, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I901 = insertelement <2 x i8> %Shuff815, i8 %B772, i32 0
  %Se902 = sext i1 %Cmp789 to i32
  %Sl903 = select i1 %Cmp661, i8 %E868, i8 %L432
  %Cmp904 = icmp ult <2 x i8> %L875, %Sl423
  %L905 = load <2 x i8>, <2 x i8>* %Sl112, align 2
  store <2 x i8> %L269, <2 x i8>* %Sl461, align 2
  %E906 = extractelement <4 x i1> %Shuff278, i32 1
  br i1 %E906, label %CF1648, label %CF1658

CF1658:                                           ; preds = %CF1658, %CF1867, %CF1697, %CF1832
  %Shuff907 = shufflevector <4 x i1> %I190, <4 x i1> %Shuff633, <4 x i32> <i32 undef, i32 6, i32 0, i32 2>
  %I908 = insertelement <4 x i8> %Shuff33, i8 %B15, i32 2
  %B909 = fdiv <4 x double> %Sl676, %Sl676
  %Sl910 = select i1 %E814, <2 x i8> %Sl482, <2 x i8> %L269
  %Cmp911 = fcmp ole <16 x double> %L51, %L51
  %L912 = load i8, i8* %0, align 1
  store <2 x i8> %L216, <2 x i8>* %Sl112, align 2
  %E913 = extractelement <8 x i8> %Shuff520, i32 7
  %Shuff914 = shufflevector <4 x i1> %Shuff892, <4 x i1> %Cmp562, <4 x i32> <i32 2, i32 4, i32 undef, i32 undef>
  %I915 = insertelement <2 x i8> %L883, i8 %B459, i32 0
  %B916 = sub <2 x i8> %L492, %I596
  %Se917 = sext <4 x i1> %Cmp349 to <4 x i8>
  %Sl918 = select <16 x i1> %Cmp911, <16 x i8> %Shuff754, <16 x i8> %I308
  %Cmp919 = icmp sge i1 %E80, %Sl881
  br i1 %Cmp919, label %CF1658, label %CF1780

CF1780:                                           ; preds = %CF1780, %CF1658
  %L920 = load <2 x i8>, <2 x i8>* %Sl461, align 2
  store i16 %E351, i16* %Sl811, align 2
  %E921 = extractelement <2 x i1> %Cmp498, i32 0
  br i1 %E921, label %CF1780, label %CF1867

CF1867:                                           ; preds = %CF1780
  %Shuff922 = shufflevector <16 x i8> %Shuff754, <16 x i8> %I308, <16 x i32> <i32 29, i32 31, i32 1, i32 3, i32 undef, i32 7, i32 9, i32 11, i32 undef, i32 15, i32 17, i32 19, i32 21, i32 23, i32 undef, i32 27>
  %I923 = insertelement <2 x i8> %I300, i8 %Sl795, i32 1
  %ZE924 = zext i1 %E80 to i8
  %Sl925 = select i1 %E906, i32 %B, i32 %B22
  %Cmp926 = fcmp une <2 x double> %FC872, %FC489
  %L927 = load i8, i8* %Sl668, align 1
  store <2 x i8> %L737, <2 x i8>* %Sl112, align 2
  %E928 = extractelement <4 x i1> %Shuff131, i32 0
  br i1 %E928, label %CF1658, label %CF1697

CF1697:                                           ; preds = %CF1867
  %Shuff929 = shufflevector <4 x i16> %B338, <4 x i16> %ZE56, <4 x i32> <i32 undef, i32 5, i32 7, i32 undef>
  %I930 = insertelement <4 x i1> %Shuff20, i1 %E448, i32 1
  %B931 = frem double %E130, %E527
  %Sl932 = select i1 %Sl881, <2 x i8> %I353, <2 x i8> %L455
  %Cmp933 = icmp eq <8 x i1> %I771, %Cmp585
  %L934 = load <2 x i8>, <2 x i8>* %Sl461, align 2
  store <2 x i8> %Shuff218, <2 x i8>* %Sl10, align 2
  %E935 = extractelement <4 x i1> %Cmp707, i32 1
  br i1 %E935, label %CF1658, label %CF1682

CF1682:                                           ; preds = %CF1682, %CF1798, %CF1773, %CF1697
  %Shuff936 = shufflevector <4 x double> %Shuff588, <4 x double> %FC163, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I937 = insertelement <4 x float> %Shuff264, float %FC, i32 2
  %Sl938 = select <2 x i1> %Cmp128, <2 x i16> %ZE583, <2 x i16> %Shuff203
  %Cmp939 = icmp uge <2 x i8> %I322, %L541
  %L940 = load i8, i8* %Sl668, align 1
  store i8 %L85, i8* %0, align 1
  %E941 = extractelement <1 x i1> %Shuff405, i32 0
  br i1 %E941, label %CF1682, label %CF1798

CF1798:                                           ; preds = %CF1682
  %Shuff942 = shufflevector <2 x i1> %Cmp462, <2 x i1> %Cmp128, <2 x i32> <i32 1, i32 undef>
  %I943 = insertelement <4 x i1> %Shuff907, i1 %E609, i32 3
  %B944 = fmul double %FC675, %E648
  %FC945 = uitofp i8 %E101 to float
  %Sl946 = select i1 %Cmp230, i32* %Sl469, i32* %Sl469
  %Cmp947 = icmp ult <4 x i8> %I132, %Shuff885
  %L948 = load i16, i16* %PC780, align 2
  store <2 x i8> %L821, <2 x i8>* %Sl461, align 2
  %E949 = extractelement <4 x i1> %Cmp947, i32 1
  br i1 %E949, label %CF1682, label %CF1773

CF1773:                                           ; preds = %CF1798
  %Shuff950 = shufflevector <1 x i1> %Shuff183, <1 x i1> %Shuff183, <1 x i32> zeroinitializer
  %I951 = insertelement <4 x i8> %Sl788, i8 %Sl401, i32 0
  %B952 = urem i8 %Sl282, %E12
  %Sl953 = select i1 %E396, i8 %B674, i8 %L844
  %Cmp954 = fcmp false <1 x double> %ZE719, %ZE719
  %L955 = load <2 x i8>, <2 x i8>* %Sl461, align 2
  store i8 %L297, i8* %Sl668, align 1
  %E956 = extractelement <4 x i8> %Shuff293, i32 3
  %Shuff957 = shufflevector <16 x double> %Shuff94, <16 x double> %L51, <16 x i32> <i32 6, i32 8, i32 undef, i32 undef, i32 undef, i32 16, i32 undef, i32 20, i32 undef, i32 24, i32 undef, i32 28, i32 30, i32 0, i32 undef, i32 4>
  %I958 = insertelement <2 x i8> %B467, i8 %L768, i32 0
  %FC959 = fptoui double 0xDD97AEB6E295E934 to i1
  br i1 %FC959, label %CF1682, label %CF1757

CF1757:                                           ; preds = %CF1757, %CF1816, %CF1773
  %Sl960 = select i1 %Cmp532, i1 %Sl896, i1 %FC959
  br i1 %Sl960, label %CF1757, label %CF1811

CF1811:                                           ; preds = %CF1811, %CF1757
  %Cmp961 = icmp uge <2 x i8> %B635, %L836
  %L962 = load i8, i8* %Sl668, align 1
  store i32 %Se802, i32* %Sl946, align 4
  %E963 = extractelement <4 x double> %FC377, i32 1
  %Shuff964 = shufflevector <2 x i8> %L216, <2 x i8> %I249, <2 x i32> <i32 0, i32 2>
  %I965 = insertelement <2 x i1> %Shuff846, i1 %Tr, i32 0
  %FC966 = sitofp <4 x i8> %Sl134 to <4 x double>
  %Sl967 = select i1 %Cmp364, <4 x i1> %I34, <4 x i1> zeroinitializer
  %Cmp968 = icmp uge i32 %Se437, %E753
  br i1 %Cmp968, label %CF1811, label %CF1816

CF1816:                                           ; preds = %CF1811
  %L969 = load i8, i8* %0, align 1
  store <2 x i8> %L563, <2 x i8>* %Sl461, align 2
  %E970 = extractelement <2 x i8> %L492, i32 1
  %Shuff971 = shufflevector <2 x i8> %L395, <2 x i8> %L59, <2 x i32> <i32 2, i32 0>
  %I972 = insertelement <2 x i8> %I958, i8 %L940, i32 0
  %B973 = frem double %FC111, %Sl57
  %Se974 = sext <4 x i1> %Sl192 to <4 x i64>
  %Sl975 = select <4 x i1> %Cmp843, <4 x i1> %Sl348, <4 x i1> %Shuff914
  %Cmp976 = fcmp uno double %FC111, %Sl30
  br i1 %Cmp976, label %CF1757, label %CF1789

CF1789:                                           ; preds = %CF1789, %CF1816
  %L977 = load <2 x i8>, <2 x i8>* %Sl10, align 2
  store <2 x i8> %I300, <2 x i8>* %Sl112, align 2
  %E978 = extractelement <16 x float> %Tr597, i32 6
  %Shuff979 = shufflevector <2 x i8> %Sl842, <2 x i8> %Shuff710, <2 x i32> <i32 1, i32 undef>
  %I980 = insertelement <4 x double> %FC206, double %E648, i32 3
  %ZE981 = zext i1 %E791 to i64
  %Sl982 = select i1 %E601, <2 x i8> %L238, <2 x i8> %I596
  %Cmp983 = icmp uge i32 %Sl71, %E876
  br i1 %Cmp983, label %CF1789, label %CF1870

CF1870:                                           ; preds = %CF1789
  %L984 = load <2 x i8>, <2 x i8>* %Sl461, align 2
  store i8 %B459, i8* %Sl668, align 1
  %E985 = extractelement <4 x i1> %I521, i32 1
  br i1 %E985, label %CF1648, label %CF1650

CF1650:                                           ; preds = %CF1650, %CF1800, %CF1870
  %Shuff986 = shufflevector <4 x i1> %I943, <4 x i1> %Cmp386, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I987 = insertelement <2 x i1> %Cmp961, i1 %Cmp622, i32 0
  %ZE988 = zext <4 x i1> %I226 to <4 x i8>
  %Sl989 = select i1 %E949, <4 x i16> %Sl849, <4 x i16> %B330
  %Cmp990 = icmp ult i8 %B643, %Sl42
  br i1 %Cmp990, label %CF1650, label %CF1800

CF1800:                                           ; preds = %CF1650
  %L991 = load <2 x i8>, <2 x i8>* %Sl461, align 2
  store <2 x i8> %L883, <2 x i8>* %Sl10, align 2
  %E992 = extractelement <4 x i8> %Shuff778, i32 3
  %Shuff993 = shufflevector <2 x i8> %I893, <2 x i8> %L122, <2 x i32> <i32 2, i32 0>
  %I994 = insertelement <2 x i8> %Shuff535, i8 %E277, i32 0
  %Tr995 = trunc <2 x i8> %L586 to <2 x i1>
  %Sl996 = select i1 %E39, i8 %B69, i8 %L440
  %Cmp997 = icmp ne <2 x i8> %I901, %Shuff971
  %L998 = load <2 x i8>, <2 x i8>* %Sl461, align 2
  store <2 x i8> %L269, <2 x i8>* %Sl461, align 2
  %E999 = extractelement <4 x i1> %Shuff286, i32 3
  br i1 %E999, label %CF1650, label %CF1655

CF1655:                                           ; preds = %CF1655, %CF1759, %CF1857, %CF1800
  %Shuff1000 = shufflevector <2 x i1> %Shuff846, <2 x i1> %Cmp555, <2 x i32> undef
  %I1001 = insertelement <4 x i8> %I383, i8 %L129, i32 0
  %FC1002 = uitofp i16 %L890 to float
  %Sl1003 = select i1 %E298, i16 24669, i16 %L859
  %Cmp1004 = icmp sge <2 x i1> %I870, %Cmp961
  %L1005 = load i16, i16* %PC780, align 2
  store <2 x i8> %Shuff710, <2 x i8>* %Sl461, align 2
  %E1006 = extractelement <2 x i1> %I987, i32 1
  br i1 %E1006, label %CF1655, label %CF1759

CF1759:                                           ; preds = %CF1655
  %Shuff1007 = shufflevector <4 x i1> %Cmp208, <4 x i1> %I413, <4 x i32> <i32 4, i32 6, i32 0, i32 undef>
  %I1008 = insertelement <2 x i16> %Sl750, i16 %E32, i32 0
  %B1009 = fdiv double %FC384, %B931
  %ZE1010 = zext i8 %E167 to i16
  %Sl1011 = select i1 %Cmp290, <2 x i1> %Cmp997, <2 x i1> %Cmp128
  %Cmp1012 = icmp uge i8 %E992, %L5
  br i1 %Cmp1012, label %CF1655, label %CF1698

CF1698:                                           ; preds = %CF1698, %CF1809, %CF1759
  %L1013 = load <2 x i8>, <2 x i8>* %Sl461, align 2
  store <2 x i8> %L685, <2 x i8>* %Sl461, align 2
  %E1014 = extractelement <2 x i8> %I241, i32 1
  %Shuff1015 = shufflevector <4 x i8> %Shuff382, <4 x i8> %B421, <4 x i32> <i32 4, i32 6, i32 0, i32 undef>
  %I1016 = insertelement <4 x i1> %I8, i1 %Cmp721, i32 2
  %B1017 = or <2 x i8> %B832, %Shuff770
  %Sl1018 = select <2 x i1> %Cmp804, <2 x i1> %Cmp283, <2 x i1> %Tr460
  %Cmp1019 = icmp sge <2 x i8> %L836, %L920
  %L1020 = load i8, i8* %Sl668, align 1
  store i32 %B301, i32* %Sl946, align 4
  %E1021 = extractelement <4 x i1> %Cmp947, i32 2
  br i1 %E1021, label %CF1698, label %CF1809

CF1809:                                           ; preds = %CF1698
  %Shuff1022 = shufflevector <2 x i8> %B110, <2 x i8> %L654, <2 x i32> <i32 1, i32 3>
  %I1023 = insertelement <4 x i1> %I514, i1 %E814, i32 3
  %FC1024 = uitofp <1 x i1> %Shuff494 to <1 x double>
  %Sl1025 = select i1 %Cmp364, double %FC734, double %B931
  %Cmp1026 = fcmp false <4 x double> %I329, %FC163
  %L1027 = load i8, i8* %Sl668, align 1
  store i16 %E123, i16* %PC698, align 2
  %E1028 = extractelement <4 x i1> %Shuff914, i32 3
  br i1 %E1028, label %CF1698, label %CF1767

CF1767:                                           ; preds = %CF1767, %CF1809
  %Shuff1029 = shufflevector <4 x i1> %I47, <4 x i1> %I886, <4 x i32> <i32 undef, i32 4, i32 6, i32 0>
  %I1030 = insertelement <2 x i8> %Shuff580, i8 %B582, i32 0
  %B1031 = sdiv i8 %Tr628, %L867
  %FC1032 = uitofp <2 x i8> %Sl842 to <2 x float>
  %Sl1033 = select i1 %Cmp976, i8 %E137, i8 %Sl691
  %Cmp1034 = icmp ule i8 %E806, %E761
  br i1 %Cmp1034, label %CF1767, label %CF1857

CF1857:                                           ; preds = %CF1767
  %L1035 = load <2 x i8>, <2 x i8>* %Sl10, align 2
  store i8 %Sl363, i8* %Sl668, align 1
  %E1036 = extractelement <2 x i8> %L920, i32 1
  %Shuff1037 = shufflevector <4 x i64> %ZE288, <4 x i64> %Se576, <4 x i32> <i32 4, i32 6, i32 undef, i32 2>
  %I1038 = insertelement <2 x i8> %Shuff770, i8 %L940, i32 0
  %B1039 = mul i8 %E107, %E60
  %Tr1040 = fptrunc <4 x double> %Sl164 to <4 x float>
  %Sl1041 = select i1 %Cmp889, i1 %E985, i1 %Cmp325
  br i1 %Sl1041, label %CF1655, label %CF1686

CF1686:                                           ; preds = %CF1686, %CF1747, %CF1857
  %Cmp1042 = fcmp uge <4 x double> %Sl289, %FC163
  %L1043 = load i32, i32* %Sl469, align 4
  store i16 %B242, i16* %PC698, align 2
  %E1044 = extractelement <2 x i8> %I994, i32 0
  %Shuff1045 = shufflevector <2 x i1> %Cmp961, <2 x i1> %Cmp630, <2 x i32> <i32 1, i32 3>
  %I1046 = insertelement <4 x i1> %I21, i1 %E426, i32 3
  %B1047 = shl i8 %E12, %E663
  %Sl1048 = select i1 %Sl896, i1 %Cmp200, i1 %E852
  br i1 %Sl1048, label %CF1686, label %CF1703

CF1703:                                           ; preds = %CF1703, %CF1686
  %Cmp1049 = icmp eq i1 %Cmp504, %FC959
  br i1 %Cmp1049, label %CF1703, label %CF1707

CF1707:                                           ; preds = %CF1707, %CF1703
  %L1050 = load <2 x i8>, <2 x i8>* %Sl461, align 2
  %E1051 = extractelement <2 x i8> %L533, i32 0
  %Shuff1052 = shufflevector <2 x i8> %L776, <2 x i8> %I443, <2 x i32> <i32 1, i32 3>
  %I1053 = insertelement <2 x i1> %I870, i1 %E263, i32 1
  %B1054 = or <4 x i8> %Tr667, %I95
  %Sl1055 = select i1 %E542, <2 x i1> %Tr995, <2 x i1> %Cmp128
  %Cmp1056 = icmp ne <4 x i32> %Shuff807, %Shuff256
  %L1057 = load <2 x i8>, <2 x i8>* %Sl461, align 2
  store i8 -87, i8* %0, align 1
  %E1058 = extractelement <2 x i8> %Sl423, i32 1
  %Shuff1059 = shufflevector <4 x i32> %Se841, <4 x i32> %I406, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I1060 = insertelement <2 x i8> %L59, i8 %B871, i32 0
  %B1061 = sub <4 x i8> %I139, %Shuff649
  %Se1062 = sext <4 x i1> %Shuff449 to <4 x i64>
  %Sl1063 = select <4 x i1> %Shuff116, <4 x i1> %Cmp99, <4 x i1> %I197
  %Cmp1064 = icmp ugt <4 x i1> %I481, %I34
  %L1065 = load <2 x i8>, <2 x i8>* %Sl461, align 2
  store i16 %E351, i16* %Sl811, align 2
  %E1066 = extractelement <4 x i32> %Shuff61, i32 2
  %Shuff1067 = shufflevector <4 x i1> %Shuff46, <4 x i1> %I808, <4 x i32> <i32 undef, i32 3, i32 undef, i32 7>
  %I1068 = insertelement <4 x i8> %Sl788, i8 %E534, i32 3
  %B1069 = ashr <4 x i64> %Shuff1037, %ZE48
  %ZE1070 = zext <4 x i1> %Cmp743 to <4 x i16>
  %Sl1071 = select i1 %E6, <2 x i8> %B809, <2 x i8> %B110
  %Cmp1072 = icmp slt i1 %E433, %L31
  br i1 %Cmp1072, label %CF1707, label %CF1747

CF1747:                                           ; preds = %CF1707
  %L1073 = load i8, i8* %0, align 1
  store i8 %E992, i8* %0, align 1
  %E1074 = extractelement <2 x i1> %Cmp820, i32 1
  br i1 %E1074, label %CF1686, label %CF1696

CF1696:                                           ; preds = %CF1696, %CF1747
  %Shuff1075 = shufflevector <2 x i8> %Shuff412, <2 x i8> %Shuff240, <2 x i32> <i32 0, i32 2>
  %I1076 = insertelement <2 x i8> %L18, i8 %Sl363, i32 0
  %B1077 = sub <2 x i16> zeroinitializer, %Sl938
  %FC1078 = sitofp i16 %L1005 to double
  %Sl1079 = select i1 %Cmp230, double %E130, double %B205
  %Cmp1080 = icmp ult <4 x i1> %Shuff389, %Cmp812
  %L1081 = load i8, i8* %0, align 1
  store i8 %Sl795, i8* %0, align 1
  %E1082 = extractelement <2 x i8> %L276, i32 0
  %Shuff1083 = shufflevector <2 x i8> %Shuff1022, <2 x i8> %L805, <2 x i32> <i32 3, i32 undef>
  %I1084 = insertelement <4 x i1> %I390, i1 %Cmp1072, i32 1
  %B1085 = shl i8 %B459, %B627
  %FC1086 = uitofp i8 %Sl221 to float
  %Sl1087 = select <4 x i1> %I521, <4 x i8> %I908, <4 x i8> %I95
  %Cmp1088 = icmp ne <4 x i1> %I14, %Tr880
  %L1089 = load i32, i32* %Sl946, align 4
  store <2 x i8> %L350, <2 x i8>* %Sl112, align 2
  %E1090 = extractelement <2 x i8> %Shuff770, i32 0
  %Shuff1091 = shufflevector <4 x i1> %I704, <4 x i1> %Shuff442, <4 x i32> <i32 3, i32 5, i32 undef, i32 1>
  %I1092 = insertelement <2 x i8> %L358, i8 %L79, i32 1
  %Tr1093 = trunc <2 x i8> %B126 to <2 x i1>
  %Sl1094 = select i1 %Cmp983, i1 %FC959, i1 %E500
  br i1 %Sl1094, label %CF1696, label %CF1711

CF1711:                                           ; preds = %CF1711, %CF1696
  %Cmp1095 = icmp ugt <8 x i8> %Shuff336, %Sl244
  %L1096 = load i8, i8* %Sl668, align 1
  store i8 %E1014, i8* %Sl668, align 1
  %E1097 = extractelement <4 x i1> %Cmp714, i32 0
  br i1 %E1097, label %CF1711, label %CF1805

CF1805:                                           ; preds = %CF1805, %CF1711
  %Shuff1098 = shufflevector <4 x i1> %I, <4 x i1> %Sl332, <4 x i32> <i32 3, i32 undef, i32 undef, i32 1>
  %I1099 = insertelement <2 x i1> %Shuff846, i1 %Cmp135, i32 1
  %Tr1100 = trunc <4 x i32> %ZE496 to <4 x i8>
  %Sl1101 = select i1 %Cmp58, <4 x i1> %Shuff687, <4 x i1> %I481
  %Cmp1102 = icmp eq <2 x i1> %Cmp128, %Cmp128
  %L1103 = load i16, i16* %PC780, align 2
  store i16 %E32, i16* %Sl811, align 2
  %E1104 = extractelement <2 x i8> %Sl385, i32 1
  %Shuff1105 = shufflevector <2 x i8> %Sl252, <2 x i8> %L373, <2 x i32> <i32 0, i32 undef>
  %I1106 = insertelement <2 x i1> %Cmp222, i1 %Cmp364, i32 0
  %B1107 = and i8 %E702, %B391
  %ZE1108 = zext i8 %B643 to i16
  %Sl1109 = select i1 %Cmp17, <2 x i8> %L136, <2 x i8> %Shuff710
  %Cmp1110 = icmp uge <2 x i8> %L38, %I82
  %L1111 = load i32, i32* %Sl946, align 4
  store <2 x i8> %Shuff971, <2 x i8>* %Sl112, align 2
  %E1112 = extractelement <2 x i1> %Cmp462, i32 1
  br i1 %E1112, label %CF1805, label %CF1859

CF1859:                                           ; preds = %CF1805
  %Shuff1113 = shufflevector <4 x float> %Shuff264, <4 x float> %Shuff838, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I1114 = insertelement <2 x i8> %L977, i8 %Sl803, i32 0
  %B1115 = shl <4 x i8> %B1054, %I681
  %FC1116 = sitofp i32 340565 to float
  %Sl1117 = select i1 true, i8 %E224, i8 %L319
  %Cmp1118 = icmp sgt <2 x i8> %L920, %Sl932
  %L1119 = load <2 x i8>, <2 x i8>* %Sl461, align 2
  store <2 x i8> %I1092, <2 x i8>* %Sl461, align 2
  %E1120 = extractelement <4 x i1> %Shuff986, i32 0
  br i1 %E1120, label %CF1643, label %CF1646

CF1646:                                           ; preds = %CF1646, %CF1859
  %Shuff1121 = shufflevector <2 x i8> %L447, <2 x i8> %Sl423, <2 x i32> <i32 3, i32 1>
  %I1122 = insertelement <2 x i8> %I816, i8 %L319, i32 1
  %B1123 = and i32 -1, %Sl49
  %ZE1124 = zext <4 x i16> %B330 to <4 x i32>
  %Sl1125 = select i1 %E396, <4 x i1> %Shuff449, <4 x i1> %I257
  %Cmp1126 = icmp uge i1 %E640, %Cmp25
  br i1 %Cmp1126, label %CF1646, label %CF1649

CF1649:                                           ; preds = %CF1649, %CF1793, %CF1841, %CF1646
  %L1127 = load i16, i16* %Sl811, align 2
  store <2 x i8> %L875, <2 x i8>* %Sl10, align 2
  %E1128 = extractelement <4 x i1> %Shuff1091, i32 3
  br i1 %E1128, label %CF1649, label %CF1791

CF1791:                                           ; preds = %CF1791, %CF1649
  %Shuff1129 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %Se841, <4 x i32> <i32 undef, i32 0, i32 undef, i32 4>
  %I1130 = insertelement <4 x i1> %Sl766, i1 %Cmp990, i32 0
  %PC1131 = bitcast i16* %PC780 to double*
  %Sl1132 = select <16 x i1> %Cmp911, <16 x double> %Shuff480, <16 x double> %Shuff957
  %Cmp1133 = fcmp ueq float 0xC7672BDB00000000, %FC
  br i1 %Cmp1133, label %CF1791, label %CF1793

CF1793:                                           ; preds = %CF1791
  %L1134 = load <2 x i8>, <2 x i8>* %Sl112, align 2
  store <2 x i8> %L1013, <2 x i8>* %Sl10, align 2
  %E1135 = extractelement <4 x float> %I428, i32 0
  %Shuff1136 = shufflevector <4 x double> %Sl497, <4 x double> %FC163, <4 x i32> <i32 3, i32 undef, i32 7, i32 1>
  %I1137 = insertelement <4 x i8> %B764, i8 %E1104, i32 1
  %FC1138 = uitofp <4 x i1> %I75 to <4 x float>
  %Sl1139 = select i1 %Cmp364, i8 %E239, i8 %B748
  %Cmp1140 = icmp ugt <2 x i8> %I234, %Shuff799
  %L1141 = load i32, i32* %Sl946, align 4
  store i32 %ZE644, i32* %Sl469, align 4
  %E1142 = extractelement <2 x i16> %Shuff299, i32 1
  %Shuff1143 = shufflevector <2 x i8> %Shuff770, <2 x i8> %L998, <2 x i32> <i32 0, i32 2>
  %I1144 = insertelement <4 x float> %I559, float %B147, i32 2
  %B1145 = fdiv <4 x double> %ZE620, %Sl676
  %ZE1146 = zext i8 %Se119 to i16
  %Sl1147 = select i1 %Cmp491, i1 %E270, i1 %Cmp728
  br i1 %Sl1147, label %CF1649, label %CF1738

CF1738:                                           ; preds = %CF1738, %CF1839, %CF1848, %CF1793
  %Cmp1148 = icmp ule <4 x i1> %Sl766, %Shuff507
  %L1149 = load i16, i16* %PC698, align 2
  store double %B205, double* %PC1131, align 8
  %E1150 = extractelement <2 x i1> %Cmp462, i32 0
  br i1 %E1150, label %CF1738, label %CF1839

CF1839:                                           ; preds = %CF1738
  %Shuff1151 = shufflevector <8 x i8> %Sl857, <8 x i8> %Shuff520, <8 x i32> <i32 7, i32 9, i32 11, i32 13, i32 15, i32 1, i32 3, i32 5>
  %I1152 = insertelement <4 x i1> %Shuff419, i1 %Cmp976, i32 1
  %Tr1153 = trunc i8 %B1085 to i1
  br i1 %Tr1153, label %CF1738, label %CF1763

CF1763:                                           ; preds = %CF1763, %CF1839
  %Sl1154 = select i1 %Cmp200, i1 %Cmp866, i1 %E306
  br i1 %Sl1154, label %CF1763, label %CF1848

CF1848:                                           ; preds = %CF1763
  %Cmp1155 = icmp ult i8 97, %E202
  br i1 %Cmp1155, label %CF1738, label %CF1744

CF1744:                                           ; preds = %CF1744, %CF1848
  %L1156 = load i8, i8* %Sl668, align 1
  store i8 %E663, i8* %Sl668, align 1
  %E1157 = extractelement <4 x i1> %Sl393, i32 1
  br i1 %E1157, label %CF1744, label %CF1841

CF1841:                                           ; preds = %CF1744
  %Shuff1158 = shufflevector <8 x i8> %Shuff869, <8 x i8> %Shuff427, <8 x i32> <i32 12, i32 14, i32 0, i32 2, i32 4, i32 6, i32 undef, i32 10>
  %I1159 = insertelement <2 x i1> %Cmp1140, i1 %Cmp751, i32 0
  %B1160 = srem <2 x i8> %L662, %L18
  %Se1161 = sext <2 x i8> %L571 to <2 x i32>
  %Sl1162 = select i1 %E80, i1 %E609, i1 %Cmp446
  br i1 %Sl1162, label %CF1649, label %CF1681

CF1681:                                           ; preds = %CF1681, %CF1783, %CF1745, %CF1841
  %Cmp1163 = icmp sgt i32 %E753, %Se802
  br i1 %Cmp1163, label %CF1681, label %CF1755

CF1755:                                           ; preds = %CF1755, %CF1681
  %L1164 = load i16, i16* %PC780, align 2
  store <2 x i8> %Sl888, <2 x i8>* %Sl112, align 2
  %E1165 = extractelement <4 x i1> %Cmp592, i32 3
  br i1 %E1165, label %CF1755, label %CF1762

CF1762:                                           ; preds = %CF1762, %CF1755
  %Shuff1166 = shufflevector <4 x i1> %Shuff352, <4 x i1> %Shuff116, <4 x i32> <i32 6, i32 0, i32 2, i32 undef>
  %I1167 = insertelement <4 x i1> %Cmp812, i1 %Cmp789, i32 0
  %B1168 = xor i8 %Sl42, %Sl1117
  %FC1169 = sitofp i1 %E86 to float
  %Sl1170 = select i1 %Cmp525, <4 x i1> %Cmp812, <4 x i1> zeroinitializer
  %Cmp1171 = icmp slt i1 %Cmp751, %E
  br i1 %Cmp1171, label %CF1762, label %CF1783

CF1783:                                           ; preds = %CF1762
  %L1172 = load <2 x i8>, <2 x i8>* %Sl112, align 2
  store double %B931, double* %PC1131, align 8
  %E1173 = extractelement <2 x i8> %I847, i32 1
  %Shuff1174 = shufflevector <2 x i1> %Cmp630, <2 x i1> %Cmp782, <2 x i32> <i32 2, i32 0>
  %I1175 = insertelement <2 x i8> %L159, i8 %E798, i32 0
  %B1176 = lshr i32 -1, %ZE644
  %ZE1177 = zext i8 %Sl953 to i16
  %Sl1178 = select i1 %E601, i32 %ZE170, i32 %Sl706
  %Cmp1179 = icmp slt <4 x i8> %Shuff233, %Shuff168
  %L1180 = load <2 x i8>, <2 x i8>* %Sl461, align 2
  store i8 %Sl401, i8* %0, align 1
  %E1181 = extractelement <2 x i8> %L18, i32 0
  %Shuff1182 = shufflevector <4 x i1> %Shuff762, <4 x i1> %Cmp296, <4 x i32> <i32 1, i32 undef, i32 5, i32 7>
  %I1183 = insertelement <4 x float> %Shuff550, float %FC, i32 3
  %B1184 = srem i32 %Sl925, %E388
  %Se1185 = sext i8 %E137 to i16
  %Sl1186 = select i1 %Cmp889, i1 %Sl1094, i1 %Cmp491
  br i1 %Sl1186, label %CF1681, label %CF1745

CF1745:                                           ; preds = %CF1783
  %Cmp1187 = icmp sge <4 x i1> %Sl445, %I808
  %L1188 = load <2 x i8>, <2 x i8>* %A, align 2
  store i32 %E1066, i32* %Sl946, align 4
  %E1189 = extractelement <4 x i8> %I1137, i32 1
  %Shuff1190 = shufflevector <2 x i1> %I1159, <2 x i1> %Tr460, <2 x i32> <i32 0, i32 2>
  %I1191 = insertelement <4 x i1> %Shuff595, i1 %E542, i32 2
  %Sl1192 = select i1 %Cmp477, <4 x i16> %Sl546, <4 x i16> %ZE530
  %Cmp1193 = icmp ule <2 x i8> %B220, %L447
  %L1194 = load <2 x i8>, <2 x i8>* %Sl10, align 2
  store i8 %Sl401, i8* %Sl668, align 1
  %E1195 = extractelement <4 x i8> %Shuff1015, i32 1
  %Shuff1196 = shufflevector <2 x i8> %Shuff218, <2 x i8> %L305, <2 x i32> <i32 undef, i32 2>
  %I1197 = insertelement <4 x i1> %I581, i1 %E1112, i32 2
  %B1198 = or i8 %L556, %L432
  %Se1199 = sext <2 x i16> %ZE773 to <2 x i64>
  %Sl1200 = select <4 x i1> %I808, <4 x i64> %Shuff1037, <4 x i64> %B801
  %Cmp1201 = icmp ule i1 %Tr, %E426
  br i1 %Cmp1201, label %CF1681, label %CF1685

CF1685:                                           ; preds = %CF1745
  %L1202 = load <2 x i8>, <2 x i8>* %Sl461, align 2
  store i8 %B674, i8* %Sl668, align 1
  %E1203 = extractelement <4 x i8> %Sl660, i32 0
  %Shuff1204 = shufflevector <2 x i16> %Shuff271, <2 x i16> %ZE583, <2 x i32> <i32 3, i32 undef>
  %I1205 = insertelement <4 x i1> %Cmp253, i1 %E542, i32 1
  %B1206 = sdiv <4 x i8> %Shuff778, %Tr104
  %Tr1207 = trunc <2 x i64> %ZE568 to <2 x i8>
  %Sl1208 = select <4 x i1> %Cmp1042, <4 x i1> %Sl378, <4 x i1> %Cmp253
  %Cmp1209 = icmp uge <4 x i1> %Cmp1064, %Shuff
  %L1210 = load i16, i16* %PC780, align 2
  store <2 x i8> %I901, <2 x i8>* %Sl461, align 2
  %E1211 = extractelement <16 x i8> %Shuff28, i32 6
  %Shuff1212 = shufflevector <2 x i8> %L238, <2 x i8> %L998, <2 x i32> <i32 1, i32 3>
  %I1213 = insertelement <2 x i16> %Shuff271, i16 %ZE1108, i32 1
  %B1214 = mul i16 %ZE1010, %E1142
  %PC1215 = bitcast <4 x i1>* %A3 to i64*
  %Sl1216 = select i1 %Cmp889, i8 %L1096, i8 %B952
  %Cmp1217 = icmp uge i1 %E601, %E906
  br i1 %Cmp1217, label %CF, label %CF1642

CF1642:                                           ; preds = %CF1642, %CF1861, %CF1855, %CF1779, %CF1860, %CF1685
  %L1218 = load double, double* %PC1131, align 8
  store i16 %ZE553, i16* %PC698, align 2
  %E1219 = extractelement <2 x i8> %L701, i32 1
  %Shuff1220 = shufflevector <2 x i8> %Shuff971, <2 x i8> %Sl842, <2 x i32> <i32 undef, i32 0>
  %I1221 = insertelement <2 x i8> %L395, i8 %L1073, i32 0
  %Tr1222 = fptrunc <4 x double> %Shuff211 to <4 x float>
  %Sl1223 = select i1 %E999, i64 367073, i64 %B399
  %Cmp1224 = icmp ne <4 x i1> %Cmp180, %Shuff656
  %L1225 = load <4 x double>, <4 x double>* %A1, align 32
  store <2 x i8> %L875, <2 x i8>* %Sl461, align 2
  %E1226 = extractelement <4 x i64> %Shuff1037, i32 3
  %Shuff1227 = shufflevector <2 x i8> %L136, <2 x i8> %L821, <2 x i32> <i32 2, i32 0>
  %I1228 = insertelement <2 x i8> %Sl149, i8 %E167, i32 0
  %Sl1229 = select i1 %E, float %E978, float %FC945
  %Cmp1230 = fcmp olt <4 x double> %B309, %Shuff588
  %L1231 = load double, double* %PC1131, align 8
  store <2 x i8> %L1035, <2 x i8>* %Sl461, align 2
  %E1232 = extractelement <4 x i32> %ZE9, i32 3
  %Shuff1233 = shufflevector <4 x float> %Shuff264, <4 x float> %FC70, <4 x i32> <i32 undef, i32 0, i32 2, i32 4>
  %I1234 = insertelement <4 x i1> %Sl214, i1 %E1112, i32 0
  %FC1235 = fptoui double %FC111 to i16
  %Sl1236 = select i1 %E745, i32 %E1232, i32 %Sl260
  %Cmp1237 = icmp slt <2 x i32> %I315, %ZE273
  %L1238 = load i16, i16* %Sl811, align 2
  store <2 x i8> %L1035, <2 x i8>* %Sl112, align 2
  %E1239 = extractelement <2 x i8> %L685, i32 1
  %Shuff1240 = shufflevector <2 x i8> %L608, <2 x i8> %L920, <2 x i32> <i32 0, i32 2>
  %I1241 = insertelement <4 x i64> %Se, i64 %FC749, i32 2
  %B1242 = and i8 %L284, %L106
  %Sl1243 = select i1 %Cmp510, i1 %Sl577, i1 %E542
  br i1 %Sl1243, label %CF1642, label %CF1840

CF1840:                                           ; preds = %CF1840, %CF1642
  %Cmp1244 = icmp ne <2 x i8> %L159, %L722
  %L1245 = load double, double* %PC1131, align 8
  store i64 %FC749, i64* %PC1215, align 4
  %E1246 = extractelement <16 x double> %Shuff94, i32 10
  %Shuff1247 = shufflevector <16 x i8> %Shuff28, <16 x i8> %I308, <16 x i32> <i32 29, i32 31, i32 1, i32 undef, i32 5, i32 7, i32 undef, i32 11, i32 13, i32 15, i32 undef, i32 undef, i32 21, i32 undef, i32 25, i32 27>
  %I1248 = insertelement <4 x i1> %Cmp180, i1 %E1112, i32 3
  %B1249 = or <8 x i8> %Shuff67, %Shuff1151
  %ZE1250 = zext <4 x i32> %Shuff1129 to <4 x i64>
  %Sl1251 = select i1 %E1006, i1 %Cmp491, i1 %Cmp17
  br i1 %Sl1251, label %CF1840, label %CF1861

CF1861:                                           ; preds = %CF1840
  %Cmp1252 = icmp ugt i32 %E1066, %ZE170
  br i1 %Cmp1252, label %CF1642, label %CF1836

CF1836:                                           ; preds = %CF1836, %CF1861
  %L1253 = load <2 x i8>, <2 x i8>* %Sl461, align 2
  store double %E624, double* %PC1131, align 8
  %E1254 = extractelement <8 x i1> %Cmp585, i32 4
  br i1 %E1254, label %CF1836, label %CF1855

CF1855:                                           ; preds = %CF1836
  %Shuff1255 = shufflevector <4 x double> %Shuff900, <4 x double> %Sl676, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I1256 = insertelement <4 x float> %FC70, float %E616, i32 1
  %B1257 = ashr <2 x i8> %Shuff1227, %L238
  %FC1258 = sitofp <2 x i8> %Sl621 to <2 x double>
  %Sl1259 = select i1 %Sl1094, i32 %Sl819, i32 %E388
  %Cmp1260 = fcmp oeq <16 x double> %L100, %Shuff957
  %L1261 = load i16, i16* %Sl811, align 2
  store <2 x i8> %L11, <2 x i8>* %Sl461, align 2
  %E1262 = extractelement <4 x i1> %Cmp599, i32 2
  br i1 %E1262, label %CF1642, label %CF1779

CF1779:                                           ; preds = %CF1855
  %Shuff1263 = shufflevector <4 x i32> %Shuff256, <4 x i32> %I345, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I1264 = insertelement <2 x i8> %L201, i8 %Sl691, i32 1
  %Sl1265 = select i1 %Cmp968, i1 %Cmp532, i1 %Sl438
  br i1 %Sl1265, label %CF1642, label %CF1653

CF1653:                                           ; preds = %CF1653, %CF1842, %CF1854, %CF1730, %CF1779
  %Cmp1266 = icmp uge i8 %E884, %B1031
  br i1 %Cmp1266, label %CF1653, label %CF1842

CF1842:                                           ; preds = %CF1653
  %L1267 = load i32, i32* %Sl946, align 4
  store i8 %B1198, i8* %0, align 1
  %E1268 = extractelement <4 x i1> %I, i32 1
  br i1 %E1268, label %CF1653, label %CF1718

CF1718:                                           ; preds = %CF1718, %CF1842
  %Shuff1269 = shufflevector <2 x i8> %L797, <2 x i8> %B1257, <2 x i32> <i32 0, i32 2>
  %I1270 = insertelement <4 x i1> zeroinitializer, i1 %E270, i32 2
  %B1271 = or i16 %L1210, %Sl1003
  %Se1272 = sext <4 x i1> %I514 to <4 x i64>
  %Sl1273 = select <4 x i1> %Cmp1224, <4 x i1> %I466, <4 x i1> %Shuff419
  %Cmp1274 = icmp ugt <16 x i8> %I589, %Shuff754
  %L1275 = load <2 x i8>, <2 x i8>* %Sl461, align 2
  store <2 x i8> %Sl982, <2 x i8>* %Sl461, align 2
  %E1276 = extractelement <4 x i1> %Shuff602, i32 0
  br i1 %E1276, label %CF1718, label %CF1721

CF1721:                                           ; preds = %CF1721, %CF1821, %CF1718
  %Shuff1277 = shufflevector <4 x i32> %Shuff1263, <4 x i32> %Shuff1263, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I1278 = insertelement <2 x i8> %I322, i8 %Sl356, i32 1
  %FC1279 = sitofp i32 %L1267 to double
  %Sl1280 = select i1 %E396, <2 x i8> %Shuff785, <2 x i8> %Shuff1083
  %Cmp1281 = icmp sge i8 %B1085, %5
  br i1 %Cmp1281, label %CF1721, label %CF1804

CF1804:                                           ; preds = %CF1804, %CF1721
  %L1282 = load <2 x i8>, <2 x i8>* %Sl461, align 2
  store i16 %ZE553, i16* %PC780, align 2
  %E1283 = extractelement <4 x i1> %Shuff442, i32 3
  br i1 %E1283, label %CF1804, label %CF1821

CF1821:                                           ; preds = %CF1804
  %Shuff1284 = shufflevector <8 x i8> %Sl758, <8 x i8> %Shuff427, <8 x i32> <i32 6, i32 8, i32 10, i32 12, i32 14, i32 undef, i32 2, i32 4>
  %I1285 = insertelement <2 x i8> %L395, i8 %L969, i32 0
  %Se1286 = sext i8 %E381 to i16
  %Sl1287 = select i1 %E396, i1 %Cmp50, i1 %Cmp200
  br i1 %Sl1287, label %CF1721, label %CF1787

CF1787:                                           ; preds = %CF1787, %CF1821
  %Cmp1288 = icmp ult i8 %E829, %Sl591
  br i1 %Cmp1288, label %CF1787, label %CF1854

CF1854:                                           ; preds = %CF1787
  %L1289 = load <2 x i8>, <2 x i8>* %Sl461, align 2
  store i8 %Sl691, i8* %Sl668, align 1
  %E1290 = extractelement <2 x i1> %Cmp630, i32 1
  br i1 %E1290, label %CF1653, label %CF1676

CF1676:                                           ; preds = %CF1676, %CF1854
  %Shuff1291 = shufflevector <4 x i1> %Sl199, <4 x i1> %Cmp275, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I1292 = insertelement <4 x i1> %Shuff248, i1 %E814, i32 2
  %B1293 = frem <4 x float> %FC848, %Tr1040
  %ZE1294 = zext i8 %E1104 to i16
  %Sl1295 = select i1 %Cmp1072, <2 x i8> %I847, <2 x i8> %L955
  %Cmp1296 = fcmp ord float %FC787, %B346
  br i1 %Cmp1296, label %CF1676, label %CF1705

CF1705:                                           ; preds = %CF1705, %CF1676
  %L1297 = load i64, i64* %PC1215, align 4
  store i16 %L708, i16* %PC780, align 2
  %E1298 = extractelement <4 x float> %I559, i32 1
  %Shuff1299 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %I808, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I1300 = insertelement <4 x i32> %Shuff1129, i32 %E388, i32 2
  %B1301 = xor <2 x i8> %L269, %L737
  %Tr1302 = trunc <2 x i8> %Shuff1105 to <2 x i1>
  %Sl1303 = select i1 %E745, i8 %E519, i8 %E167
  %Cmp1304 = icmp eq i8 %B1047, %B1031
  br i1 %Cmp1304, label %CF1705, label %CF1730

CF1730:                                           ; preds = %CF1705
  %L1305 = load i8, i8* %Sl668, align 1
  store double %FC111, double* %PC1131, align 8
  %E1306 = extractelement <4 x double> %FC206, i32 2
  %Shuff1307 = shufflevector <2 x i8> %Shuff535, <2 x i8> %B832, <2 x i32> undef
  %I1308 = insertelement <8 x i1> %Cmp1095, i1 %Sl1094, i32 3
  %FC1309 = uitofp <2 x i8> %Sl727 to <2 x double>
  %Sl1310 = select i1 %Cmp43, i8 %E224, i8 %B391
  %Cmp1311 = icmp sgt i8 97, %L940
  br i1 %Cmp1311, label %CF1653, label %CF1669

CF1669:                                           ; preds = %CF1669, %CF1851, %CF1730
  %L1312 = load i32, i32* %Sl946, align 4
  store i8 %E884, i8* %Sl668, align 1
  %E1313 = extractelement <16 x i8> %Shuff1247, i32 7
  %Shuff1314 = shufflevector <2 x i1> %Shuff1174, <2 x i1> %Cmp961, <2 x i32> <i32 2, i32 0>
  %I1315 = insertelement <4 x i1> %Sl453, i1 %Cmp1311, i32 0
  %Tr1316 = trunc <4 x i64> %Se1062 to <4 x i16>
  %Sl1317 = select i1 %Cmp165, i8 %E60, i8 %E663
  %Cmp1318 = icmp uge <2 x i8> %L305, %L955
  %L1319 = load <2 x i8>, <2 x i8>* %Sl461, align 2
  store i8 %Sl401, i8* %Sl668, align 1
  %E1320 = extractelement <1 x i1> %Shuff695, i32 0
  br i1 %E1320, label %CF1669, label %CF1851

CF1851:                                           ; preds = %CF1669
  %Shuff1321 = shufflevector <4 x i16> %Sl989, <4 x i16> %I376, <4 x i32> <i32 undef, i32 0, i32 2, i32 4>
  %I1322 = insertelement <2 x i8> %L920, i8 %B627, i32 0
  %ZE1323 = zext <4 x i16> %ZE1070 to <4 x i64>
  %Sl1324 = select i1 %E396, i32 %Sl925, i32 %Se802
  %Cmp1325 = icmp sgt i16 %L1238, %B242
  br i1 %Cmp1325, label %CF1669, label %CF1769

CF1769:                                           ; preds = %CF1769, %CF1851
  %L1326 = load i8, i8* %Sl668, align 1
  store double %L1218, double* %PC1131, align 8
  %E1327 = extractelement <4 x i8> %Shuff33, i32 0
  %Shuff1328 = shufflevector <2 x double> %FC872, <2 x double> %FC1258, <2 x i32> <i32 3, i32 1>
  %I1329 = insertelement <16 x i8> %I420, i8 %E519, i32 13
  %B1330 = mul i32 %E845, %L1312
  %FC1331 = fptosi <2 x float> %FC422 to <2 x i32>
  %Sl1332 = select i1 %E512, <4 x i32> %ZE362, <4 x i32> %Shuff1263
  %Cmp1333 = icmp ugt i32 %E845, %Tr414
  br i1 %Cmp1333, label %CF1769, label %CF1776

CF1776:                                           ; preds = %CF1776, %CF1769
  %L1334 = load i8, i8* %0, align 1
  store <2 x i8> %L533, <2 x i8>* %Sl461, align 2
  %E1335 = extractelement <16 x i8> %I1329, i32 3
  %Shuff1336 = shufflevector <4 x i8> %Tr590, <4 x i8> %I544, <4 x i32> <i32 undef, i32 0, i32 2, i32 4>
  %I1337 = insertelement <2 x i8> %L647, i8 %L319, i32 0
  %FC1338 = sitofp <4 x i1> %Cmp1026 to <4 x float>
  %Sl1339 = select i1 %FC959, <2 x i1> %Cmp555, <2 x i1> %Shuff942
  %Cmp1340 = icmp ugt i1 %Cmp237, %Cmp379
  br i1 %Cmp1340, label %CF1776, label %CF1860

CF1860:                                           ; preds = %CF1776
  %L1341 = load <2 x i8>, <2 x i8>* %Sl461, align 2
  store i1 %Sl1094, i1* %PC, align 1
  %E1342 = extractelement <2 x i8> %Shuff785, i32 1
  %Shuff1343 = shufflevector <4 x i32> %B855, <4 x i32> %I219, <4 x i32> <i32 0, i32 2, i32 undef, i32 6>
  %I1344 = insertelement <8 x i8> %Shuff1151, i8 %Sl221, i32 2
  %B1345 = frem <4 x double> %Shuff588, %Shuff1136
  %ZE1346 = zext i8 %L867 to i16
  %Sl1347 = select i1 %E, i8 %E485, i8 %Sl1303
  %Cmp1348 = icmp ugt <2 x i8> %B552, %L998
  %L1349 = load <2 x i8>, <2 x i8>* %Sl461, align 2
  store <2 x i8> %L342, <2 x i8>* %A, align 2
  %E1350 = extractelement <1 x i1> %Shuff183, i32 0
  br i1 %E1350, label %CF1642, label %CF1652

CF1652:                                           ; preds = %CF1652, %CF1875, %CF1844, %CF1860
  %Shuff1351 = shufflevector <4 x float> %Sl516, <4 x float> %FC156, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I1352 = insertelement <4 x i1> %Shuff1182, i1 %Cmp402, i32 1
  %B1353 = xor <8 x i8> %Shuff427, %Shuff427
  %FC1354 = fptosi <4 x double> %I329 to <4 x i32>
  %Sl1355 = select i1 %Sl295, <2 x i8> %Shuff1105, <2 x i8> %I82
  %Cmp1356 = icmp uge <4 x i1> %Shuff419, %Sl826
  %L1357 = load i32, i32* %Sl946, align 4
  store i32 %ZE170, i32* %Sl946, align 4
  %E1358 = extractelement <2 x i1> %Shuff942, i32 1
  br i1 %E1358, label %CF1652, label %CF1875

CF1875:                                           ; preds = %CF1652
  %Shuff1359 = shufflevector <2 x i1> %Shuff1000, <2 x i1> %I862, <2 x i32> <i32 2, i32 undef>
  %I1360 = insertelement <4 x i8> %I1137, i8 %L898, i32 0
  %B1361 = urem <4 x i8> %I139, %I1137
  %FC1362 = uitofp <16 x i8> zeroinitializer to <16 x double>
  %Sl1363 = select i1 %Cmp721, double %FC818, double %B931
  %Cmp1364 = icmp uge i1 %Sl98, %Cmp827
  br i1 %Cmp1364, label %CF1652, label %CF1666

CF1666:                                           ; preds = %CF1666, %CF1874, %CF1801, %CF1732, %CF1875
  %L1365 = load <2 x i8>, <2 x i8>* %Sl112, align 2
  store <2 x i8> %L920, <2 x i8>* %Sl461, align 2
  %E1366 = extractelement <2 x i8> %I816, i32 1
  %Shuff1367 = shufflevector <2 x i8> %Shuff971, <2 x i8> %I1322, <2 x i32> <i32 0, i32 2>
  %I1368 = insertelement <2 x i8> %Shuff1227, i8 %L365, i32 0
  %B1369 = urem <2 x i8> %B552, %L38
  %Tr1370 = trunc i8 %E992 to i1
  br i1 %Tr1370, label %CF1666, label %CF1850

CF1850:                                           ; preds = %CF1850, %CF1666
  %Sl1371 = select <4 x i1> %Sl967, <4 x i1> %Cmp416, <4 x i1> %I34
  %Cmp1372 = fcmp ord <4 x double> %B1145, %B1145
  %L1373 = load i8, i8* %0, align 1
  store <2 x i8> %L670, <2 x i8>* %Sl461, align 2
  %E1374 = extractelement <4 x i1> %Sl415, i32 0
  br i1 %E1374, label %CF1850, label %CF1874

CF1874:                                           ; preds = %CF1850
  %Shuff1375 = shufflevector <4 x i1> %Cmp416, <4 x i1> %I854, <4 x i32> <i32 3, i32 5, i32 7, i32 undef>
  %I1376 = insertelement <4 x double> %Shuff211, double %B205, i32 1
  %FC1377 = fptoui <4 x double> %B1345 to <4 x i1>
  %Sl1378 = select i1 %Sl1154, i1 %Sl637, i1 %E263
  br i1 %Sl1378, label %CF1666, label %CF1801

CF1801:                                           ; preds = %CF1874
  %Cmp1379 = icmp slt i1 %Tr757, %Cmp402
  br i1 %Cmp1379, label %CF1666, label %CF1672

CF1672:                                           ; preds = %CF1672, %CF1853, %CF1715, %CF1801
  %L1380 = load i8, i8* %Sl668, align 1
  store <2 x i8> %L173, <2 x i8>* %Sl112, align 2
  %E1381 = extractelement <4 x i1> %I413, i32 1
  br i1 %E1381, label %CF1672, label %CF1852

CF1852:                                           ; preds = %CF1852, %CF1876, %CF1672
  %Shuff1382 = shufflevector <4 x i1> %Shuff389, <4 x i1> %Cmp614, <4 x i32> <i32 4, i32 undef, i32 undef, i32 2>
  %I1383 = insertelement <4 x i32> %Shuff807, i32 %L1357, i32 2
  %B1384 = mul <2 x i8> %Sl1295, %L1289
  %FC1385 = uitofp <4 x i1> %Shuff1067 to <4 x double>
  %Sl1386 = select <2 x i1> %Cmp850, <2 x i8> %I650, <2 x i8> %B832
  %Cmp1387 = icmp ne i1 %E374, %Sl1243
  br i1 %Cmp1387, label %CF1852, label %CF1876

CF1876:                                           ; preds = %CF1852
  %L1388 = load <2 x i8>, <2 x i8>* %Sl10, align 2
  store i8 %E992, i8* %Sl668, align 1
  %E1389 = extractelement <4 x float> %Tr1040, i32 0
  %Shuff1390 = shufflevector <4 x i16> %Shuff929, <4 x i16> %ZE56, <4 x i32> <i32 undef, i32 1, i32 3, i32 5>
  %I1391 = insertelement <4 x float> %Shuff838, float %B346, i32 1
  %B1392 = sdiv i8 %E594, %5
  %ZE1393 = zext <2 x i1> %I862 to <2 x i16>
  %Sl1394 = select i1 %E601, <2 x i8>* %Sl461, <2 x i8>* %Sl461
  %Cmp1395 = icmp ule i1 %E730, %Sl105
  br i1 %Cmp1395, label %CF1852, label %CF1853

CF1853:                                           ; preds = %CF1876
  %L1396 = load i8, i8* %Sl668, align 1
  store i32 %L1111, i32* %Sl946, align 4
  %E1397 = extractelement <2 x i16> %Shuff271, i32 0
  %Shuff1398 = shufflevector <2 x i8> %Shuff1022, <2 x i8> %L752, <2 x i32> <i32 1, i32 3>
  %I1399 = insertelement <4 x i1> %I8, i1 %E263, i32 3
  %Sl1400 = select <2 x i1> %Cmp128, <2 x i8> %L159, <2 x i8> %I893
  %Cmp1401 = icmp uge <2 x i8> %Shuff580, %Shuff1143
  %L1402 = load <2 x i8>, <2 x i8>* %Sl461, align 2
  store <2 x i8> %L499, <2 x i8>* %Sl461, align 2
  %E1403 = extractelement <4 x i1> %Shuff20, i32 2
  br i1 %E1403, label %CF1672, label %CF1715

CF1715:                                           ; preds = %CF1853
  %Shuff1404 = shufflevector <4 x i8> %Shuff189, <4 x i8> %I1137, <4 x i32> <i32 undef, i32 7, i32 1, i32 3>
  %I1405 = insertelement <4 x i1> %Cmp, i1 %E709, i32 3
  %B1406 = sub <2 x i8> %Sl781, %L1172
  %ZE1407 = zext <2 x i8> %L1402 to <2 x i16>
  %Sl1408 = select i1 %Cmp968, i16 %ZE1346, i16 %B242
  %Cmp1409 = fcmp ueq double 0x3987B6A696854924, %E648
  br i1 %Cmp1409, label %CF1672, label %CF1701

CF1701:                                           ; preds = %CF1701, %CF1837, %CF1715
  %L1410 = load double, double* %PC1131, align 8
  store i8 %Sl310, i8* %Sl668, align 1
  %E1411 = extractelement <4 x i1> %Cmp193, i32 0
  br i1 %E1411, label %CF1701, label %CF1820

CF1820:                                           ; preds = %CF1820, %CF1701
  %Shuff1412 = shufflevector <8 x i8> %Shuff869, <8 x i8> %Shuff1151, <8 x i32> <i32 undef, i32 9, i32 11, i32 13, i32 undef, i32 1, i32 undef, i32 5>
  %I1413 = insertelement <2 x i8> %L478, i8 %E1239, i32 1
  %Tr1414 = trunc <4 x i32> %ZE9 to <4 x i8>
  %Sl1415 = select i1 %E935, i64 %Sl1223, i64 %L1297
  %Cmp1416 = icmp ne <2 x i8> %L59, %I361
  %L1417 = load <2 x i8>, <2 x i8>* %Sl1394, align 2
  store <2 x i8> %I234, <2 x i8>* %Sl112, align 2
  %E1418 = extractelement <4 x double> %Shuff900, i32 0
  %Shuff1419 = shufflevector <4 x i32> %Shuff457, <4 x i32> %Shuff1277, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I1420 = insertelement <4 x i8> %Sl207, i8 %Sl1303, i32 1
  %FC1421 = sitofp i1 %Sl713 to float
  %Sl1422 = select i1 %E852, <2 x i32> %ZE273, <2 x i32> %ZE273
  %Cmp1423 = icmp sge <4 x i1> %I763, %Cmp64
  %L1424 = load <2 x i8>, <2 x i8>* %Sl461, align 2
  store i64 %Sl1223, i64* %PC1215, align 4
  %E1425 = extractelement <2 x i8> %L883, i32 1
  %Shuff1426 = shufflevector <4 x i1> %I1084, <4 x i1> %I1016, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I1427 = insertelement <2 x i8> %L571, i8 %E239, i32 0
  %B1428 = sdiv <4 x i32> %I508, %Shuff1263
  %Se1429 = sext <8 x i8> %B1249 to <8 x i64>
  %Sl1430 = select <2 x i1> %Tr1302, <2 x i1> %Cmp820, <2 x i1> %Cmp215
  %Cmp1431 = icmp eq <4 x i16> %Sl546, %Tr259
  %L1432 = load <2 x i8>, <2 x i8>* %Sl461, align 2
  store i8 %L867, i8* %Sl668, align 1
  %E1433 = extractelement <2 x i8> %L518, i32 0
  %Shuff1434 = shufflevector <2 x i1> %Cmp1244, <2 x i1> %I603, <2 x i32> <i32 1, i32 3>
  %I1435 = insertelement <4 x i1> %Cmp394, i1 %Sl1186, i32 3
  %B1436 = add <2 x i8> %I1175, %Shuff770
  %Sl1437 = select <2 x i1> %Cmp498, <2 x i8> %L934, <2 x i8> %I901
  %L1438 = load i32, i32* %Sl946, align 4
  store <2 x i8> %L905, <2 x i8>* %Sl1394, align 2
  %E1439 = extractelement <4 x i64> %Shuff1037, i32 3
  %Shuff1440 = shufflevector <4 x i1> %Shuff762, <4 x i1> %Shuff145, <4 x i32> <i32 undef, i32 4, i32 6, i32 undef>
  %I1441 = insertelement <1 x i1> %Shuff53, i1 %Cmp653, i32 0
  %Se1442 = sext i8 %E202 to i16
  %Sl1443 = select i1 %Cmp1266, i32 %L760, i32 %B1184
  %Cmp1444 = icmp slt <4 x i8> %I29, %B1115
  %L1445 = load <2 x i8>, <2 x i8>* %Sl1394, align 2
  store <2 x i8> %L662, <2 x i8>* %Sl10, align 2
  %E1446 = extractelement <2 x i8> %L44, i32 1
  %Shuff1447 = shufflevector <4 x i16> %B733, <4 x i16> %ZE530, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I1448 = insertelement <2 x i8> %L955, i8 %E519, i32 0
  %Se1449 = sext i1 %E1006 to i16
  %Sl1450 = select <4 x i1> %I1352, <4 x float> %I1183, <4 x float> %FC1338
  %Cmp1451 = icmp uge <2 x i8> %L11, %I596
  %L1452 = load <2 x i8>, <2 x i8>* %Sl1394, align 2
  store <2 x i8> %Sl482, <2 x i8>* %Sl10, align 2
  %E1453 = extractelement <16 x double> %Shuff957, i32 4
  %Shuff1454 = shufflevector <2 x i16> %Shuff321, <2 x i16> %ZE1393, <2 x i32> <i32 3, i32 1>
  %I1455 = insertelement <4 x i8> %Tr1414, i8 %Sl127, i32 1
  %B1456 = add <2 x i8> %L1188, %L670
  %FC1457 = fptoui float %FC690 to i64
  %Sl1458 = select <2 x i1> %Cmp424, <2 x i16> %Shuff81, <2 x i16> %B1077
  %Cmp1459 = icmp sge <4 x i8> %I139, %Tr590
  %L1460 = load <2 x i8>, <2 x i8>* %Sl461, align 2
  store double %E587, double* %PC1131, align 8
  %E1461 = extractelement <2 x i8> %Shuff1220, i32 0
  %Shuff1462 = shufflevector <4 x i1> %Shuff248, <4 x i1> %Cmp843, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I1463 = insertelement <1 x i1> %Shuff494, i1 %Cmp200, i32 0
  %B1464 = or i8 %ZE924, %Sl1303
  %FC1465 = fptoui float %FC1002 to i64
  %Sl1466 = select <4 x i1> %Cmp1230, <4 x i8> %Shuff108, <4 x i8> %I544
  %Cmp1467 = icmp sge i8 %B748, %B391
  br i1 %Cmp1467, label %CF1820, label %CF1837

CF1837:                                           ; preds = %CF1820
  %L1468 = load double, double* %PC1131, align 8
  store <2 x i8> %L875, <2 x i8>* %Sl461, align 2
  %E1469 = extractelement <4 x i8> %Shuff233, i32 0
  %Shuff1470 = shufflevector <4 x i1> %Shuff248, <4 x i1> %Sl348, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I1471 = insertelement <4 x i1> %Sl1371, i1 %E1358, i32 1
  %FC1472 = uitofp <2 x i8> %Shuff785 to <2 x float>
  %Sl1473 = select <2 x i1> %Tr460, <2 x i8> %L201, <2 x i8> %Shuff1220
  %Cmp1474 = icmp sge <16 x i8> %Shuff754, %Shuff1247
  %L1475 = load <2 x i8>, <2 x i8>* %Sl461, align 2
  store double %E527, double* %PC1131, align 8
  %E1476 = extractelement <2 x i8> %L1424, i32 0
  %Shuff1477 = shufflevector <8 x i8> %Shuff625, <8 x i8> %B879, <8 x i32> <i32 5, i32 7, i32 9, i32 undef, i32 13, i32 15, i32 1, i32 3>
  %I1478 = insertelement <4 x i1> %Sl539, i1 %Cmp990, i32 3
  %B1479 = fdiv <4 x double> %I329, %FC163
  %Sl1480 = select i1 %E837, i8 %L898, i8 %E1446
  %Cmp1481 = icmp sge i8 %E572, %Sl1303
  br i1 %Cmp1481, label %CF1701, label %CF1732

CF1732:                                           ; preds = %CF1837
  %L1482 = load double, double* %PC1131, align 8
  store double %L1218, double* %PC1131, align 8
  %E1483 = extractelement <8 x i16> %Sl834, i32 2
  %Shuff1484 = shufflevector <4 x i1> %I21, <4 x i1> %Sl348, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I1485 = insertelement <4 x i1> %Cmp562, i1 %E1350, i32 3
  %B1486 = udiv i16 %E123, %L708
  %Se1487 = sext i1 %E93 to i32
  %Sl1488 = select <2 x i1> %Cmp782, <2 x i8> %L1035, <2 x i8> %Shuff785
  %Cmp1489 = icmp ult <4 x i32> %I508, %B280
  %L1490 = load double, double* %PC1131, align 8
  store i64 %Se515, i64* %PC1215, align 4
  %E1491 = extractelement <8 x i8> %Shuff520, i32 2
  %Shuff1492 = shufflevector <2 x i8> %L238, <2 x i8> %B110, <2 x i32> <i32 1, i32 3>
  %I1493 = insertelement <4 x i32> %Shuff256, i32 -1, i32 3
  %ZE1494 = zext i1 %E860 to i64
  %Sl1495 = select i1 %Cmp402, <4 x i1> %I184, <4 x i1> %Cmp1042
  %Cmp1496 = icmp eq i32 %B198, %B488
  br i1 %Cmp1496, label %CF1666, label %CF1667

CF1667:                                           ; preds = %CF1667, %CF1831, %CF1803, %CF1732
  %L1497 = load <2 x i8>, <2 x i8>* %Sl461, align 2
  store <2 x i8> %I1092, <2 x i8>* %Sl1394, align 2
  %E1498 = extractelement <4 x double> %I329, i32 1
  %Shuff1499 = shufflevector <2 x i8> %L737, <2 x i8> %L463, <2 x i32> <i32 undef, i32 2>
  %I1500 = insertelement <2 x i8> %Sl842, i8 %B69, i32 0
  %B1501 = fdiv <4 x double> %Shuff588, %Shuff1136
  %Se1502 = sext <4 x i8> %Shuff649 to <4 x i64>
  %Sl1503 = select <4 x i1> %Cmp431, <4 x i64> %Se576, <4 x i64> %B537
  %Cmp1504 = icmp sge <16 x i1> %Cmp1274, %Cmp1474
  %L1505 = load double, double* %PC1131, align 8
  store i8 %L85, i8* %Sl668, align 1
  %E1506 = extractelement <4 x i8> %B1054, i32 0
  %Shuff1507 = shufflevector <4 x i1> %Shuff352, <4 x i1> %Shuff1007, <4 x i32> <i32 undef, i32 1, i32 3, i32 undef>
  %I1508 = insertelement <4 x i32> %Se841, i32 %Sl819, i32 1
  %FC1509 = uitofp <8 x i8> %B1353 to <8 x float>
  %Sl1510 = select <2 x i1> %Cmp820, <2 x i1> %Sl1055, <2 x i1> %Cmp1237
  %Cmp1511 = fcmp uge <16 x double> %Shuff528, %Shuff957
  %L1512 = load <2 x i8>, <2 x i8>* %Sl461, align 2
  store <2 x i8> %L38, <2 x i8>* %Sl461, align 2
  %E1513 = extractelement <2 x i8> %Shuff543, i32 0
  %Shuff1514 = shufflevector <4 x i32> %Se895, <4 x i32> %I406, <4 x i32> <i32 undef, i32 undef, i32 5, i32 7>
  %I1515 = insertelement <2 x i1> %Cmp222, i1 %E73, i32 1
  %B1516 = fdiv float %Sl1229, %B346
  %FC1517 = uitofp i8 %Tr133 to float
  %Sl1518 = select <4 x i1> %Shuff687, <4 x i32> %FC1354, <4 x i32> %B863
  %Cmp1519 = icmp slt <2 x i8> %Shuff1220, %I657
  %L1520 = load <2 x i8>, <2 x i8>* %Sl461, align 2
  store <2 x i8> %B110, <2 x i8>* %Sl112, align 2
  %E1521 = extractelement <4 x i1> %Cmp599, i32 2
  br i1 %E1521, label %CF1667, label %CF1831

CF1831:                                           ; preds = %CF1667
  %Shuff1522 = shufflevector <2 x float> %FC1032, <2 x float> %FC1472, <2 x i32> <i32 undef, i32 3>
  %I1523 = insertelement <4 x double> %Shuff1136, double %L1218, i32 3
  %FC1524 = uitofp <4 x i1> %Cmp64 to <4 x float>
  %Sl1525 = select <2 x i1> %Cmp782, <2 x i8> %L291, <2 x i8> %L166
  %Cmp1526 = icmp uge <4 x i16> %Sl546, %Shuff1447
  %L1527 = load <2 x i8>, <2 x i8>* %Sl112, align 2
  store i64 %FC749, i64* %PC1215, align 4
  %E1528 = extractelement <2 x i8> %Sl781, i32 0
  %Shuff1529 = shufflevector <2 x i8> %L991, <2 x i8> %L1057, <2 x i32> undef
  %I1530 = insertelement <8 x i8> %Shuff1158, i8 %L912, i32 5
  %PC1531 = bitcast i64* %2 to i8*
  %Sl1532 = select i1 %Cmp607, <4 x double> %ZE620, <4 x double> %FC825
  %Cmp1533 = icmp sgt i8 %Sl363, %Sl310
  br i1 %Cmp1533, label %CF1667, label %CF1803

CF1803:                                           ; preds = %CF1831
  %L1534 = load i32, i32* %Sl946, align 4
  store i64 %E1439, i64* %PC1215, align 4
  %E1535 = extractelement <2 x i1> %Shuff942, i32 1
  br i1 %E1535, label %CF1667, label %CF1670

CF1670:                                           ; preds = %CF1670, %CF1877, %CF1803
  %Shuff1536 = shufflevector <4 x i1> %Shuff20, <4 x i1> %I368, <4 x i32> <i32 0, i32 undef, i32 4, i32 6>
  %I1537 = insertelement <1 x i1> %Cmp954, i1 %E39, i32 0
  %B1538 = shl i16 %E1142, %E351
  %Tr1539 = trunc <2 x i8> %L1445 to <2 x i1>
  %Sl1540 = select i1 %Cmp789, <1 x i1> %Cmp311, <1 x i1> %Cmp311
  %Cmp1541 = icmp eq i32 143389, %FC355
  br i1 %Cmp1541, label %CF1670, label %CF1868

CF1868:                                           ; preds = %CF1868, %CF1670
  %L1542 = load <2 x i8>, <2 x i8>* %Sl1394, align 2
  store <2 x i8> %L541, <2 x i8>* %Sl112, align 2
  %E1543 = extractelement <4 x i8> %Shuff1404, i32 3
  %Shuff1544 = shufflevector <4 x i1> %Shuff7, <4 x i1> %Sl1125, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I1545 = insertelement <4 x i1> zeroinitializer, i1 %E1028, i32 0
  %B1546 = srem <2 x i8> %L505, %L18
  %Se1547 = sext <2 x i8> %L533 to <2 x i16>
  %Sl1548 = select <4 x i1> %I1270, <4 x i32> %Shuff1059, <4 x i32> %Se895
  %Cmp1549 = icmp uge <8 x i8> %Sl524, %I1344
  %L1550 = load i64, i64* %PC1215, align 4
  store double %L1218, double* %PC1131, align 8
  %E1551 = extractelement <4 x i1> %I103, i32 2
  br i1 %E1551, label %CF1868, label %CF1877

CF1877:                                           ; preds = %CF1868
  %Shuff1552 = shufflevector <2 x i8> %Shuff964, <2 x i8> %L526, <2 x i32> <i32 1, i32 3>
  %I1553 = insertelement <2 x i1> %Cmp804, i1 %E1006, i32 1
  %B1554 = shl <2 x i8> %L44, %L1349
  %ZE1555 = zext <4 x i32> %I1300 to <4 x i64>
  %Sl1556 = select i1 %E632, <4 x i1> %Shuff465, <4 x i1> %Sl453
  %Cmp1557 = icmp sgt <2 x i32> %FC1331, %Se1161
  %L1558 = load <2 x i8>, <2 x i8>* %Sl461, align 2
  store i16 %L1210, i16* %PC780, align 2
  %E1559 = extractelement <4 x i8> %B1361, i32 1
  %Shuff1560 = shufflevector <4 x i8> %Shuff1336, <4 x i8> %Shuff649, <4 x i32> <i32 undef, i32 6, i32 undef, i32 2>
  %I1561 = insertelement <4 x i1> %Shuff102, i1 %E1350, i32 2
  %B1562 = sdiv i8 %Sl490, %E1506
  %Sl1563 = select i1 %Cmp200, float %E1389, float %FC945
  %L1564 = load i32, i32* %Sl946, align 4
  store <2 x i8> %L312, <2 x i8>* %Sl461, align 2
  %E1565 = extractelement <4 x i16> %Sl849, i32 1
  %Shuff1566 = shufflevector <2 x i1> %I870, <2 x i1> %Cmp128, <2 x i32> <i32 0, i32 undef>
  %I1567 = insertelement <4 x i1> %Shuff465, i1 %Cmp200, i32 2
  %Tr1568 = trunc i64 %4 to i1
  br i1 %Tr1568, label %CF1670, label %CF1677

CF1677:                                           ; preds = %CF1677, %CF1877
  %Sl1569 = select i1 %E396, <2 x i8> %B126, <2 x i8> %L216
  %Cmp1570 = icmp slt <4 x i1> %Shuff1544, %Sl332
  %L1571 = load i64, i64* %PC1215, align 4
  store <2 x i8> %I923, <2 x i8>* %Sl1394, align 2
  %E1572 = extractelement <2 x i8> %L1289, i32 1
  %Shuff1573 = shufflevector <2 x i1> %Cmp997, <2 x i1> %Cmp424, <2 x i32> <i32 2, i32 undef>
  %I1574 = insertelement <1 x i1> %Shuff405, i1 %Cmp1467, i32 0
  %B1575 = sdiv i16 %Sl1408, %ZE553
  %FC1576 = uitofp <2 x i8> %Sl77 to <2 x double>
  %Sl1577 = select <4 x i1> %I1270, <4 x float> %FC70, <4 x float> %FC810
  %Cmp1578 = fcmp oeq float %E655, %FC1169
  br i1 %Cmp1578, label %CF1677, label %CF1786

CF1786:                                           ; preds = %CF1786, %CF1677
  %L1579 = load <2 x i8>, <2 x i8>* %Sl1394, align 2
  store i16 %ZE1346, i16* %PC698, align 2
  %E1580 = extractelement <4 x i8> %Shuff233, i32 2
  %Shuff1581 = shufflevector <2 x i8> %Shuff1105, <2 x i8> %L11, <2 x i32> <i32 1, i32 3>
  %I1582 = insertelement <4 x i1> %Shuff, i1 %Cmp1072, i32 3
  %B1583 = urem i8 %L297, %E702
  %Tr1584 = fptrunc double %E232 to float
  %Sl1585 = select i1 %Cmp17, i1 %E791, i1 %E1403
  br i1 %Sl1585, label %CF1786, label %CF1825

CF1825:                                           ; preds = %CF1825, %CF1786
  %Cmp1586 = icmp sge i8 %B952, -87
  br i1 %Cmp1586, label %CF1825, label %CF1844

CF1844:                                           ; preds = %CF1825
  %L1587 = load i8, i8* %Sl668, align 1
  store <2 x i8> %L752, <2 x i8>* %Sl112, align 2
  %E1588 = extractelement <4 x i1> %Shuff1440, i32 0
  br i1 %E1588, label %CF1652, label %CF1657

CF1657:                                           ; preds = %CF1657, %CF1863, %CF1807, %CF1684, %CF1844
  %Shuff1589 = shufflevector <4 x float> %FC1138, <4 x float> %Sl516, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I1590 = insertelement <4 x i1> %Cmp947, i1 %Cmp230, i32 1
  %B1591 = ashr <2 x i8> %L1065, %I650
  %Se1592 = sext i8 %Sl1480 to i16
  %Sl1593 = select <2 x i1> %Tr1093, <2 x i8> %L654, <2 x i8> %L59
  %Cmp1594 = icmp uge <4 x i1> %I943, %I368
  %L1595 = load i8, i8* %PC1531, align 1
  store <2 x i8> %L701, <2 x i8>* %Sl461, align 2
  %E1596 = extractelement <2 x i64> %I154, i32 0
  %Shuff1597 = shufflevector <4 x i1> %I458, <4 x i1> %Sl393, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I1598 = insertelement <4 x i8> %Shuff1560, i8 %E202, i32 1
  %B1599 = add <4 x i8> %I725, %ZE23
  %ZE1600 = zext <2 x i1> %Tr1539 to <2 x i16>
  %Sl1601 = select i1 %Cmp532, <8 x i16> %ZE545, <8 x i16> %ZE545
  %Cmp1602 = icmp ugt i1 %Cmp517, %E1551
  br i1 %Cmp1602, label %CF1657, label %CF1828

CF1828:                                           ; preds = %CF1828, %CF1657
  %L1603 = load i8, i8* %Sl668, align 1
  store i8 %E1491, i8* %PC1531, align 1
  %E1604 = extractelement <2 x i16> %Shuff40, i32 1
  %Shuff1605 = shufflevector <2 x i8> %L701, <2 x i8> %Sl509, <2 x i32> <i32 2, i32 0>
  %I1606 = insertelement <2 x i8> %L114, i8 %E202, i32 0
  %ZE1607 = zext <2 x i1> %Cmp904 to <2 x i32>
  %Sl1608 = select i1 %E396, <2 x i1> %Sl1339, <2 x i1> %Cmp128
  %Cmp1609 = icmp ult i1 %Sl1251, %E73
  br i1 %Cmp1609, label %CF1828, label %CF1843

CF1843:                                           ; preds = %CF1843, %CF1828
  %L1610 = load i16, i16* %Sl811, align 2
  store <2 x i8> %L1253, <2 x i8>* %Sl461, align 2
  %E1611 = extractelement <2 x i8> %B467, i32 1
  %Shuff1612 = shufflevector <2 x i1> %Shuff1045, <2 x i1> %Cmp304, <2 x i32> <i32 0, i32 2>
  %I1613 = insertelement <2 x i1> %Cmp997, i1 %Cmp1201, i32 0
  %B1614 = shl i32 %B118, %Se437
  %FC1615 = uitofp <4 x i1> %I to <4 x float>
  %Sl1616 = select <16 x i1> %Cmp911, <16 x double> %Shuff480, <16 x double> %L51
  %Cmp1617 = icmp sge i32 %Se802, %E876
  br i1 %Cmp1617, label %CF1843, label %CF1863

CF1863:                                           ; preds = %CF1843
  %L1618 = load i8, i8* %0, align 1
  store i16 %L1103, i16* %PC698, align 2
  %E1619 = extractelement <2 x i1> %Tr1302, i32 0
  br i1 %E1619, label %CF1657, label %CF1807

CF1807:                                           ; preds = %CF1863
  %Shuff1620 = shufflevector <4 x i32> %Shuff1343, <4 x i32> %ZE833, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I1621 = insertelement <2 x i8> %L342, i8 %Sl1303, i32 1
  %B1622 = ashr <16 x i16> %ZE97, %ZE97
  %ZE1623 = zext <4 x i8> %B764 to <4 x i64>
  %Sl1624 = select i1 %E500, <2 x double> %FC872, <2 x double> %FC1576
  %Cmp1625 = icmp eq <4 x i32> zeroinitializer, %Shuff807
  %L1626 = load <2 x i8>, <2 x i8>* %Sl461, align 2
  store <2 x i8> %I1427, <2 x i8>* %Sl461, align 2
  %E1627 = extractelement <2 x i1> %I965, i32 1
  br i1 %E1627, label %CF1657, label %CF1684

CF1684:                                           ; preds = %CF1807
  %Shuff1628 = shufflevector <1 x i1> %Shuff53, <1 x i1> %I1574, <1 x i32> undef
  %I1629 = insertelement <4 x i1> %Shuff1536, i1 %Sl438, i32 2
  %B1630 = srem <4 x i8> %I711, %B1054
  %Se1631 = sext <2 x i8> %I1175 to <2 x i32>
  %Sl1632 = select i1 %Cmp17, i1 %Cmp728, i1 %Cmp1481
  br i1 %Sl1632, label %CF1657, label %CF1665

CF1665:                                           ; preds = %CF1665, %CF1684
  %Cmp1633 = fcmp uge double %E130, %L1482
  br i1 %Cmp1633, label %CF1665, label %CF1668

CF1668:                                           ; preds = %CF1668, %CF1849, %CF1665
  %L1634 = load <2 x i8>, <2 x i8>* %Sl461, align 2
  store i64 %FC749, i64* %2, align 4
  %E1635 = extractelement <4 x i1> %Shuff1462, i32 3
  br i1 %E1635, label %CF1668, label %CF1849

CF1849:                                           ; preds = %CF1668
  %Shuff1636 = shufflevector <2 x i8> %L373, <2 x i8> %L65, <2 x i32> <i32 2, i32 undef>
  %I1637 = insertelement <2 x i8> %Tr1207, i8 %E1014, i32 0
  %B1638 = fmul <2 x float> %FC1032, %FC1032
  %Tr1639 = trunc <2 x i8> %Shuff785 to <2 x i1>
  %Sl1640 = select i1 %E1350, i8 %Sl363, i8 %Sl1139
  %Cmp1641 = icmp slt i32 %L1534, %B488
  br i1 %Cmp1641, label %CF1668, label %CF1734

CF1734:                                           ; preds = %CF1849
  store <2 x i8> %Sl1109, <2 x i8>* %Sl10, align 2
  store <2 x i8> %Shuff1075, <2 x i8>* %Sl1394, align 2
  store <2 x i8> %Tr1207, <2 x i8>* %Sl461, align 2
  store <2 x i8> %Shuff1307, <2 x i8>* %Sl461, align 2
  store i16 %L948, i16* %Sl811, align 2
  ret void
}

; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD141(i8* %0, i32* %1, i64* %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i16, align 2
  %A3 = alloca i16, align 2
  %A2 = alloca double, align 8
  %A1 = alloca i1, align 1
  %A = alloca float, align 4
  %L = load i8, i8* %0, align 1
  store i8 %5, i8* %0, align 1
  %E = extractelement <4 x i64> zeroinitializer, i32 0
  %Shuff = shufflevector <4 x i1> zeroinitializer, <4 x i1> zeroinitializer, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I = insertelement <4 x i1> %Shuff, i1 true, i32 1
  %B = udiv i8 -85, %L
  %Tr = trunc <2 x i32> zeroinitializer to <2 x i16>
  %Sl = select <2 x i1> <i1 true, i1 false>, <2 x i16> %Tr, <2 x i16> %Tr
  %L5 = load i8, i8* %0, align 1
  store i8 %L5, i8* %0, align 1
  %E6 = extractelement <4 x i1> zeroinitializer, i32 3
  br label %CF1914

CF1914:                                           ; preds = %BB
  %Shuff7 = shufflevector <4 x i1> zeroinitializer, <4 x i1> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 6, i32 undef>
  %I8 = insertelement <2 x i32> zeroinitializer, i32 %3, i32 0
  %B9 = lshr i32 %3, %3
  %PC = bitcast double* %A2 to double*
  %Sl10 = select i1 %E6, i1 true, i1 true
  br label %CF1685

CF1685:                                           ; preds = %CF1685, %CF1766, %CF1914
  %Cmp = icmp sgt i32 %B9, %B9
  br i1 %Cmp, label %CF1685, label %CF1753

CF1753:                                           ; preds = %CF1753, %CF1889, %CF1685
  %L11 = load double, double* %PC, align 8
  store double 0xAC9D5D3CD09B76BA, double* %PC, align 8
  %E12 = extractelement <4 x i64> zeroinitializer, i32 0
  %Shuff13 = shufflevector <1 x i32> zeroinitializer, <1 x i32> zeroinitializer, <1 x i32> <i32 1>
  %I14 = insertelement <4 x i64> zeroinitializer, i64 %E12, i32 3
  %B15 = ashr i64 -1, 300975
  %Se = sext i1 true to i8
  %Sl16 = select i1 %E6, double* %A2, double* %PC
  %Cmp17 = fcmp ole float 0xBE9D7FE140000000, 0xBE9D7FE140000000
  br i1 %Cmp17, label %CF1753, label %CF1889

CF1889:                                           ; preds = %CF1753
  %L18 = load double, double* %PC, align 8
  store double 0x74FD1D9C88FB271A, double* %PC, align 8
  %E19 = extractelement <2 x i32> zeroinitializer, i32 1
  %Shuff20 = shufflevector <1 x i32> %Shuff13, <1 x i32> %Shuff13, <1 x i32> zeroinitializer
  %I21 = insertelement <4 x i64> zeroinitializer, i64 %4, i32 0
  %B22 = lshr <4 x i32> zeroinitializer, zeroinitializer
  %FC = uitofp <4 x i1> %Shuff to <4 x double>
  %Sl23 = select i1 true, i8 -85, i8 %L
  %Cmp24 = icmp ult <4 x i64> zeroinitializer, zeroinitializer
  %L25 = load double, double* %Sl16, align 8
  store double 0xAC9D5D3CD09B76BA, double* %PC, align 8
  %E26 = extractelement <2 x i32> zeroinitializer, i32 1
  %Shuff27 = shufflevector <2 x i32> zeroinitializer, <2 x i32> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I28 = insertelement <4 x i1> zeroinitializer, i1 %Sl10, i32 2
  %B29 = mul i8 %L, %L
  %ZE = zext i1 %Cmp17 to i8
  %Sl30 = select i1 true, i64 %E, i64 %4
  %Cmp31 = icmp sgt i16 -1, -1
  br i1 %Cmp31, label %CF1753, label %CF1766

CF1766:                                           ; preds = %CF1889
  %L32 = load float, float* %A, align 4
  store double %L11, double* %PC, align 8
  %E33 = extractelement <4 x i32> zeroinitializer, i32 0
  %Shuff34 = shufflevector <2 x i32> zeroinitializer, <2 x i32> zeroinitializer, <2 x i32> <i32 undef, i32 1>
  %I35 = insertelement <1 x i32> %Shuff13, i32 %B9, i32 0
  %B36 = or i32 %B9, %B9
  %FC37 = fptoui double 0xAC9D5D3CD09B76BA to i1
  br i1 %FC37, label %CF1685, label %CF1695

CF1695:                                           ; preds = %CF1695, %CF1823, %CF1766
  %Sl38 = select i1 true, i8 %B29, i8 59
  %Cmp39 = icmp sgt <4 x i1> zeroinitializer, %Cmp24
  %L40 = load i8, i8* %0, align 1
  store i8 -85, i8* %0, align 1
  %E41 = extractelement <4 x i1> zeroinitializer, i32 3
  br i1 %E41, label %CF1695, label %CF1823

CF1823:                                           ; preds = %CF1695
  %Shuff42 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %Cmp39, <4 x i32> <i32 undef, i32 4, i32 6, i32 0>
  %I43 = insertelement <1 x i32> %Shuff20, i32 %3, i32 0
  %FC44 = sitofp <2 x i32> %Shuff27 to <2 x float>
  %Sl45 = select i1 %FC37, <4 x double> %FC, <4 x double> %FC
  %Cmp46 = icmp ule i32 %B36, %E33
  br i1 %Cmp46, label %CF1695, label %CF1707

CF1707:                                           ; preds = %CF1707, %CF1894, %CF1761, %CF1740, %CF1823
  %L47 = load i8, i8* %0, align 1
  store i8 -85, i8* %0, align 1
  %E48 = extractelement <4 x i1> %Cmp24, i32 1
  br i1 %E48, label %CF1707, label %CF1894

CF1894:                                           ; preds = %CF1707
  %Shuff49 = shufflevector <4 x i64> %I14, <4 x i64> zeroinitializer, <4 x i32> <i32 undef, i32 6, i32 0, i32 2>
  %I50 = insertelement <1 x i32> %I35, i32 %E19, i32 0
  %B51 = udiv <1 x i32> %Shuff13, %I35
  %FC52 = sitofp i64 %4 to double
  %Sl53 = select i1 true, i8 -85, i8 %B
  %Cmp54 = icmp ult i8 -85, %Sl53
  br i1 %Cmp54, label %CF1707, label %CF1761

CF1761:                                           ; preds = %CF1894
  %L55 = load double, double* %PC, align 8
  store i8 %5, i8* %0, align 1
  %E56 = extractelement <2 x i32> zeroinitializer, i32 0
  %Shuff57 = shufflevector <1 x i32> %Shuff20, <1 x i32> %Shuff13, <1 x i32> <i32 1>
  %I58 = insertelement <1 x i32> %Shuff57, i32 %B9, i32 0
  %ZE59 = zext i8 %B to i32
  %Sl60 = select i1 %FC37, i32 %B9, i32 %B9
  %Cmp61 = icmp sgt i64 0, %Sl30
  br i1 %Cmp61, label %CF1707, label %CF1740

CF1740:                                           ; preds = %CF1761
  %L62 = load i8, i8* %0, align 1
  store i16 -1, i16* %A3, align 2
  %E63 = extractelement <4 x i64> %Shuff49, i32 0
  %Shuff64 = shufflevector <2 x i16> %Tr, <2 x i16> %Tr, <2 x i32> <i32 3, i32 undef>
  %I65 = insertelement <4 x i1> %Shuff7, i1 %Cmp61, i32 1
  %B66 = fmul double 0x1B656604F3633382, %FC52
  %BC = bitcast i64 500515 to double
  %Sl67 = select i1 %Cmp61, i1 %Sl10, i1 %Cmp46
  br i1 %Sl67, label %CF1707, label %CF1719

CF1719:                                           ; preds = %CF1719, %CF1858, %CF1744, %CF1740
  %Cmp68 = fcmp ult double %L11, %FC52
  br i1 %Cmp68, label %CF1719, label %CF1833

CF1833:                                           ; preds = %CF1833, %CF1903, %CF1719
  %L69 = load i8, i8* %0, align 1
  store i8 %Se, i8* %0, align 1
  %E70 = extractelement <4 x i1> zeroinitializer, i32 2
  br i1 %E70, label %CF1833, label %CF1903

CF1903:                                           ; preds = %CF1833
  %Shuff71 = shufflevector <8 x i1> zeroinitializer, <8 x i1> zeroinitializer, <8 x i32> <i32 13, i32 15, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11>
  %I72 = insertelement <2 x i32> %Shuff34, i32 %B9, i32 1
  %Tr73 = fptrunc <4 x double> %FC to <4 x float>
  %Sl74 = select i1 %Cmp31, <1 x i32> %B51, <1 x i32> %I35
  %Cmp75 = icmp sge i8 %L5, %L69
  br i1 %Cmp75, label %CF1833, label %CF1858

CF1858:                                           ; preds = %CF1903
  %L76 = load i8, i8* %0, align 1
  store i8 55, i8* %0, align 1
  %E77 = extractelement <4 x i1> %Cmp39, i32 3
  br i1 %E77, label %CF1719, label %CF1744

CF1744:                                           ; preds = %CF1858
  %Shuff78 = shufflevector <8 x i1> %Shuff71, <8 x i1> %Shuff71, <8 x i32> <i32 6, i32 8, i32 10, i32 12, i32 14, i32 0, i32 2, i32 4>
  %I79 = insertelement <4 x i1> %Shuff, i1 %Cmp31, i32 0
  %Se80 = sext i1 %Sl10 to i32
  %Sl81 = select i1 true, i8 %B29, i8 %Se
  %Cmp82 = icmp ule i16 -19849, -1
  br i1 %Cmp82, label %CF1719, label %CF1726

CF1726:                                           ; preds = %CF1726, %CF1744
  %L83 = load double, double* %PC, align 8
  store double %L11, double* %PC, align 8
  %E84 = extractelement <2 x i32> %Shuff34, i32 1
  %Shuff85 = shufflevector <4 x i1> zeroinitializer, <4 x i1> zeroinitializer, <4 x i32> <i32 4, i32 undef, i32 0, i32 2>
  %I86 = insertelement <1 x i32> %B51, i32 %B9, i32 0
  %B87 = xor i16 -1, -1
  %Se88 = sext <1 x i32> %I86 to <1 x i64>
  %Sl89 = select i1 true, i8 %L, i8 %L69
  %Cmp90 = icmp ne i64 %4, %4
  br i1 %Cmp90, label %CF1726, label %CF1762

CF1762:                                           ; preds = %CF1726
  %L91 = load double, double* %Sl16, align 8
  store double %FC52, double* %Sl16, align 8
  %E92 = extractelement <4 x i1> zeroinitializer, i32 3
  br label %CF1667

CF1667:                                           ; preds = %CF1667, %CF1737, %CF1888, %CF1756, %CF1762
  %Shuff93 = shufflevector <1 x i32> %Shuff57, <1 x i32> %Shuff13, <1 x i32> zeroinitializer
  %I94 = insertelement <4 x i1> %Shuff85, i1 %Cmp17, i32 2
  %B95 = srem <4 x i64> %I21, %I14
  %ZE96 = zext i1 %Cmp61 to i64
  %Sl97 = select i1 %Cmp82, <4 x double> %FC, <4 x double> %FC
  %Cmp98 = icmp ne i1 %E6, %E6
  br i1 %Cmp98, label %CF1667, label %CF1737

CF1737:                                           ; preds = %CF1667
  %L99 = load i8, i8* %0, align 1
  store double %FC52, double* %PC, align 8
  %E100 = extractelement <2 x i32> zeroinitializer, i32 1
  %Shuff101 = shufflevector <8 x i1> %Shuff71, <8 x i1> %Shuff71, <8 x i32> <i32 8, i32 undef, i32 12, i32 14, i32 0, i32 2, i32 4, i32 6>
  %I102 = insertelement <1 x i32> %Shuff20, i32 %B9, i32 0
  %FC103 = sitofp <4 x i64> %I21 to <4 x float>
  %Sl104 = select i1 %Cmp31, i8 %Sl53, i8 %L99
  %Cmp105 = icmp sgt <4 x i1> %Cmp24, %I65
  %L106 = load double, double* %PC, align 8
  store i8 %L5, i8* %0, align 1
  %E107 = extractelement <2 x i32> %Shuff34, i32 0
  %Shuff108 = shufflevector <2 x i32> zeroinitializer, <2 x i32> zeroinitializer, <2 x i32> <i32 1, i32 undef>
  %I109 = insertelement <4 x i1> %Cmp39, i1 %Cmp17, i32 3
  %FC110 = sitofp i64 %ZE96 to float
  %Sl111 = select i1 %Cmp31, <2 x i32> %I72, <2 x i32> %Shuff108
  %Cmp112 = icmp sgt i1 %Cmp82, true
  br i1 %Cmp112, label %CF1667, label %CF1709

CF1709:                                           ; preds = %CF1709, %CF1737
  %L113 = load i8, i8* %0, align 1
  store double 0x74FD1D9C88FB271A, double* %Sl16, align 8
  %E114 = extractelement <8 x i1> %Shuff101, i32 1
  br i1 %E114, label %CF1709, label %CF1755

CF1755:                                           ; preds = %CF1755, %CF1709
  %Shuff115 = shufflevector <8 x i1> %Shuff101, <8 x i1> %Shuff71, <8 x i32> <i32 12, i32 14, i32 0, i32 2, i32 4, i32 6, i32 8, i32 undef>
  %I116 = insertelement <1 x i32> %Shuff13, i32 %Se80, i32 0
  %B117 = fadd <4 x float> %FC103, %Tr73
  %Tr118 = trunc i16 -19849 to i1
  br i1 %Tr118, label %CF1755, label %CF1888

CF1888:                                           ; preds = %CF1755
  %Sl119 = select i1 %Tr118, i32 %B9, i32 %ZE59
  %Cmp120 = icmp ugt i1 %E114, true
  br i1 %Cmp120, label %CF1667, label %CF1689

CF1689:                                           ; preds = %CF1689, %CF1812, %CF1888
  %L121 = load i8, i8* %0, align 1
  store double %L83, double* %PC, align 8
  %E122 = extractelement <4 x i1> zeroinitializer, i32 3
  br i1 %E122, label %CF1689, label %CF1812

CF1812:                                           ; preds = %CF1689
  %Shuff123 = shufflevector <2 x i32> zeroinitializer, <2 x i32> zeroinitializer, <2 x i32> <i32 2, i32 0>
  %I124 = insertelement <1 x i32> %Shuff20, i32 %E100, i32 0
  %ZE125 = zext <4 x i1> %Shuff42 to <4 x i16>
  %Sl126 = select i1 %Cmp98, <2 x i32> %Shuff108, <2 x i32> %I72
  %Cmp127 = icmp ule <2 x i16> %Sl, %Tr
  %L128 = load i1, i1* %A1, align 1
  br i1 %L128, label %CF1689, label %CF1756

CF1756:                                           ; preds = %CF1812
  store i8 %Sl53, i8* %0, align 1
  %E129 = extractelement <2 x i32> %I72, i32 1
  %Shuff130 = shufflevector <4 x i1> %Shuff85, <4 x i1> %I94, <4 x i32> <i32 0, i32 undef, i32 4, i32 6>
  %I131 = insertelement <2 x i32> %I8, i32 %Se80, i32 0
  %B132 = fmul float %L32, 0xB836FF5AC0000000
  %Se133 = sext <4 x i1> %Cmp39 to <4 x i8>
  %Sl134 = select i1 %E122, i1 %Cmp75, i1 %FC37
  br i1 %Sl134, label %CF1667, label %CF1673

CF1673:                                           ; preds = %CF1673, %CF1885, %CF1756
  %Cmp135 = icmp slt i32 %ZE59, %E56
  br i1 %Cmp135, label %CF1673, label %CF1703

CF1703:                                           ; preds = %CF1703, %CF1673
  %L136 = load i8, i8* %0, align 1
  store i8 %Se, i8* %0, align 1
  %E137 = extractelement <1 x i32> %Shuff57, i32 0
  %Shuff138 = shufflevector <2 x i32> zeroinitializer, <2 x i32> %Shuff108, <2 x i32> <i32 2, i32 0>
  %I139 = insertelement <1 x i32> %Shuff13, i32 %3, i32 0
  %B140 = or <1 x i32> %I50, %Shuff13
  %ZE141 = zext i1 true to i8
  %Sl142 = select i1 true, i1 %Cmp, i1 true
  br i1 %Sl142, label %CF1703, label %CF1885

CF1885:                                           ; preds = %CF1703
  %Cmp143 = fcmp ult float %B132, 0xB8C8FE6CC0000000
  br i1 %Cmp143, label %CF1673, label %CF1691

CF1691:                                           ; preds = %CF1691, %CF1885
  %L144 = load double, double* %PC, align 8
  store double %FC52, double* %PC, align 8
  %E145 = extractelement <2 x i32> %Sl126, i32 0
  %Shuff146 = shufflevector <2 x i32> zeroinitializer, <2 x i32> %I8, <2 x i32> undef
  %I147 = insertelement <1 x i32> %Shuff13, i32 %E56, i32 0
  %B148 = shl i8 %L, %L99
  %Tr149 = trunc <1 x i32> zeroinitializer to <1 x i8>
  %Sl150 = select <2 x i1> %Cmp127, <2 x i32> %Shuff123, <2 x i32> %I8
  %Cmp151 = icmp ule i64 0, 500515
  br i1 %Cmp151, label %CF1691, label %CF1806

CF1806:                                           ; preds = %CF1806, %CF1859, %CF1691
  %L152 = load double, double* %PC, align 8
  store i16 %B87, i16* %A4, align 2
  %E153 = extractelement <2 x i32> zeroinitializer, i32 0
  %Shuff154 = shufflevector <2 x i32> zeroinitializer, <2 x i32> %I8, <2 x i32> <i32 undef, i32 1>
  %I155 = insertelement <4 x double> %Sl97, double %L106, i32 1
  %Sl156 = select i1 %Cmp31, <4 x i1> zeroinitializer, <4 x i1> %Shuff85
  %Cmp157 = icmp uge i8 %L136, %L113
  br i1 %Cmp157, label %CF1806, label %CF1822

CF1822:                                           ; preds = %CF1822, %CF1806
  %L158 = load double, double* %PC, align 8
  store i8 %L113, i8* %0, align 1
  %E159 = extractelement <4 x float> %FC103, i32 1
  %Shuff160 = shufflevector <1 x i32> %I35, <1 x i32> %Shuff13, <1 x i32> zeroinitializer
  %I161 = insertelement <1 x i32> %Shuff93, i32 %B9, i32 0
  %B162 = udiv <1 x i32> %I139, %I139
  %FC163 = fptoui <4 x float> %B117 to <4 x i16>
  %Sl164 = select i1 %Cmp82, i8 %Sl81, i8 %L121
  %Cmp165 = fcmp uge double %L144, %L91
  br i1 %Cmp165, label %CF1822, label %CF1859

CF1859:                                           ; preds = %CF1822
  %L166 = load i8, i8* %0, align 1
  store i8 %Sl38, i8* %0, align 1
  %E167 = extractelement <8 x i1> %Shuff71, i32 5
  br i1 %E167, label %CF1806, label %CF1813

CF1813:                                           ; preds = %CF1859
  %Shuff168 = shufflevector <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I169 = insertelement <4 x double> %Sl45, double %L25, i32 2
  %B170 = xor i8 %Sl38, %Sl104
  %Tr171 = trunc <1 x i32> %I147 to <1 x i8>
  %Sl172 = select i1 %E6, <2 x i32> %Sl150, <2 x i32> %Shuff138
  %Cmp173 = icmp ult <4 x i1> %I, %I65
  %L174 = load double, double* %Sl16, align 8
  store i8 %L62, i8* %0, align 1
  %E175 = extractelement <1 x i32> %Shuff93, i32 0
  %Shuff176 = shufflevector <8 x i1> %Shuff71, <8 x i1> zeroinitializer, <8 x i32> <i32 undef, i32 4, i32 6, i32 undef, i32 10, i32 undef, i32 14, i32 0>
  %I177 = insertelement <1 x i32> %Shuff57, i32 %E145, i32 0
  %Tr178 = fptrunc double 0x1B656604F3633382 to float
  %Sl179 = select i1 true, i1 %Cmp54, i1 %L128
  br label %CF1666

CF1666:                                           ; preds = %CF1666, %CF1757, %CF1725, %CF1684, %CF1813
  %Cmp180 = icmp sgt i64 -1, %E12
  br i1 %Cmp180, label %CF1666, label %CF1699

CF1699:                                           ; preds = %CF1699, %CF1776, %CF1666
  %L181 = load i8, i8* %0, align 1
  store i8 %Se, i8* %0, align 1
  %E182 = extractelement <2 x i32> %Shuff123, i32 0
  %Shuff183 = shufflevector <1 x i32> %Shuff57, <1 x i32> %I177, <1 x i32> <i32 1>
  %I184 = insertelement <4 x i1> zeroinitializer, i1 %E6, i32 3
  %B185 = add i32 %E33, %E100
  %FC186 = fptoui float 0xB836FF5AC0000000 to i64
  %Sl187 = select i1 %E6, i1 %Cmp135, i1 %Cmp143
  br i1 %Sl187, label %CF1699, label %CF1710

CF1710:                                           ; preds = %CF1710, %CF1699
  %L188 = load float, float* %A, align 4
  store i8 55, i8* %0, align 1
  %E189 = extractelement <1 x i32> %Shuff93, i32 0
  %Shuff190 = shufflevector <4 x i1> %Shuff7, <4 x i1> zeroinitializer, <4 x i32> <i32 7, i32 undef, i32 3, i32 5>
  %I191 = insertelement <8 x i1> %Shuff115, i1 %Cmp151, i32 1
  %B192 = fdiv double 0x4A119BB0F00FB72E, %L11
  %Tr193 = trunc <2 x i32> %Shuff123 to <2 x i1>
  %Sl194 = select <2 x i1> %Cmp127, <2 x i16> %Tr, <2 x i16> %Tr
  %Cmp195 = fcmp olt float %Tr178, %L32
  br i1 %Cmp195, label %CF1710, label %CF1711

CF1711:                                           ; preds = %CF1711, %CF1857, %CF1710
  %L196 = load i8, i8* %0, align 1
  store i8 %Sl53, i8* %0, align 1
  %E197 = extractelement <2 x i16> %Shuff64, i32 0
  %Shuff198 = shufflevector <4 x i16> %ZE125, <4 x i16> %ZE125, <4 x i32> <i32 1, i32 3, i32 5, i32 undef>
  %I199 = insertelement <4 x float> %B117, float %E159, i32 3
  %B200 = sub i8 %ZE, %L136
  %Tr201 = trunc <4 x i64> %I21 to <4 x i16>
  %Sl202 = select i1 %Sl179, i32 %E175, i32 %B9
  %Cmp203 = fcmp ogt <4 x float> %FC103, %Tr73
  %L204 = load i8, i8* %0, align 1
  store i8 -85, i8* %0, align 1
  %E205 = extractelement <4 x i1> %Shuff, i32 3
  br i1 %E205, label %CF1711, label %CF1857

CF1857:                                           ; preds = %CF1711
  %Shuff206 = shufflevector <1 x i32> %Shuff183, <1 x i32> %I139, <1 x i32> zeroinitializer
  %I207 = insertelement <2 x i32> %Shuff34, i32 %E129, i32 0
  %B208 = mul i8 %L40, %L
  %Sl209 = select i1 %E77, <4 x i64> %I21, <4 x i64> zeroinitializer
  %Cmp210 = icmp slt <2 x i32> %Shuff154, %I72
  %L211 = load i8, i8* %0, align 1
  store i8 %Sl23, i8* %0, align 1
  %E212 = extractelement <4 x i1> zeroinitializer, i32 3
  br i1 %E212, label %CF1711, label %CF1771

CF1771:                                           ; preds = %CF1771, %CF1788, %CF1857
  %Shuff213 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %Cmp24, <4 x i32> <i32 2, i32 4, i32 6, i32 undef>
  %I214 = insertelement <4 x i16> %Shuff198, i16 %B87, i32 0
  %B215 = mul <4 x i16> %FC163, %ZE125
  %Sl216 = select i1 %E6, double %L11, double %B192
  %Cmp217 = icmp ugt <8 x i1> %Shuff78, %Shuff101
  %L218 = load double, double* %PC, align 8
  store i8 %Se, i8* %0, align 1
  %E219 = extractelement <8 x i1> %Shuff176, i32 7
  br i1 %E219, label %CF1771, label %CF1788

CF1788:                                           ; preds = %CF1771
  %Shuff220 = shufflevector <1 x i32> %Shuff160, <1 x i32> %Shuff206, <1 x i32> zeroinitializer
  %I221 = insertelement <1 x i32> %Shuff160, i32 %B9, i32 0
  %FC222 = fptoui double %L25 to i16
  %Sl223 = select i1 %E167, i32 %B185, i32 %E182
  %L224 = load i8, i8* %0, align 1
  store i8 %L99, i8* %0, align 1
  %E225 = extractelement <1 x i32> %Shuff160, i32 0
  %Shuff226 = shufflevector <4 x i16> %Tr201, <4 x i16> %ZE125, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I227 = insertelement <8 x i1> zeroinitializer, i1 %Cmp31, i32 3
  %B228 = sdiv i8 %L196, %L99
  %Tr229 = trunc <1 x i32> %Shuff183 to <1 x i8>
  %Sl230 = select i1 %Cmp98, i64 %B15, i64 %FC186
  %L231 = load double, double* %PC, align 8
  store double %FC52, double* %Sl16, align 8
  %E232 = extractelement <1 x i32> %I58, i32 0
  %Shuff233 = shufflevector <2 x i32> zeroinitializer, <2 x i32> %Shuff108, <2 x i32> <i32 1, i32 3>
  %I234 = insertelement <8 x i1> zeroinitializer, i1 true, i32 7
  %B235 = urem <1 x i32> %I124, %I147
  %ZE236 = zext <4 x i1> %Shuff213 to <4 x i64>
  %Sl237 = select i1 %Cmp90, i32 %Se80, i32 %E100
  %Cmp238 = icmp sgt <2 x i1> %Cmp127, %Cmp127
  %L239 = load i8, i8* %0, align 1
  store i8 %B, i8* %0, align 1
  %E240 = extractelement <4 x i32> %B22, i32 0
  %Shuff241 = shufflevector <4 x i64> %Sl209, <4 x i64> %Sl209, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I242 = insertelement <4 x i16> %Tr201, i16 -1, i32 1
  %B243 = or i8 %L69, %L99
  %Tr244 = trunc i64 -1 to i8
  %Sl245 = select i1 true, i8 %Sl89, i8 %B208
  %Cmp246 = icmp eq <2 x i32> %Shuff34, %I8
  %L247 = load i8, i8* %0, align 1
  store double %FC52, double* %PC, align 8
  %E248 = extractelement <8 x i1> %Shuff71, i32 2
  br i1 %E248, label %CF1771, label %CF1776

CF1776:                                           ; preds = %CF1788
  %Shuff249 = shufflevector <4 x float> %I199, <4 x float> %Tr73, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I250 = insertelement <2 x i1> %Cmp127, i1 true, i32 1
  %B251 = and <2 x i32> %Shuff138, %I72
  %FC252 = sitofp <4 x i16> %FC163 to <4 x float>
  %Sl253 = select i1 %Cmp54, i8 %Se, i8 %5
  %Cmp254 = icmp eq i1 %Cmp75, %Cmp165
  br i1 %Cmp254, label %CF1699, label %CF1706

CF1706:                                           ; preds = %CF1706, %CF1839, %CF1776
  %L255 = load i8, i8* %0, align 1
  store i8 %L47, i8* %0, align 1
  %E256 = extractelement <1 x i32> %Shuff57, i32 0
  %Shuff257 = shufflevector <1 x i32> %Shuff93, <1 x i32> %I50, <1 x i32> undef
  %I258 = insertelement <4 x i1> %Cmp39, i1 %E248, i32 3
  %B259 = fdiv double %L158, %L144
  %Tr260 = trunc i32 %E153 to i1
  br i1 %Tr260, label %CF1706, label %CF1773

CF1773:                                           ; preds = %CF1773, %CF1706
  %Sl261 = select i1 %E219, <1 x i32> %Sl74, <1 x i32> %I147
  %Cmp262 = icmp ne i8 %ZE, %Sl38
  br i1 %Cmp262, label %CF1773, label %CF1839

CF1839:                                           ; preds = %CF1773
  %L263 = load i8, i8* %0, align 1
  store i8 %L136, i8* %0, align 1
  %E264 = extractelement <2 x i32> %Shuff108, i32 1
  %Shuff265 = shufflevector <4 x i1> %I258, <4 x i1> %Cmp173, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I266 = insertelement <1 x i32> %Sl74, i32 %B9, i32 0
  %B267 = fmul float %L32, 0xB836FF5AC0000000
  %FC268 = uitofp <4 x i1> %Cmp39 to <4 x double>
  %Sl269 = select <1 x i1> <i1 true>, <1 x i32> %I116, <1 x i32> zeroinitializer
  %Cmp270 = icmp slt i32 %E264, %ZE59
  br i1 %Cmp270, label %CF1706, label %CF1757

CF1757:                                           ; preds = %CF1839
  %L271 = load i8, i8* %0, align 1
  store double 0xAC9D5D3CD09B76BA, double* %PC, align 8
  %E272 = extractelement <4 x double> %Sl45, i32 1
  %Shuff273 = shufflevector <2 x i32> %I131, <2 x i32> %I72, <2 x i32> <i32 0, i32 2>
  %I274 = insertelement <1 x i32> %I35, i32 %Se80, i32 0
  %Se275 = sext i1 %E41 to i32
  %Sl276 = select i1 %Cmp165, i1 true, i1 true
  br i1 %Sl276, label %CF1666, label %CF1698

CF1698:                                           ; preds = %CF1698, %CF1829, %CF1757
  %Cmp277 = icmp sge <1 x i32> %I43, %I86
  %L278 = load i8, i8* %0, align 1
  store double %L144, double* %PC, align 8
  %E279 = extractelement <4 x i1> zeroinitializer, i32 3
  br i1 %E279, label %CF1698, label %CF1829

CF1829:                                           ; preds = %CF1698
  %Shuff280 = shufflevector <2 x i32> %Shuff233, <2 x i32> %I8, <2 x i32> <i32 undef, i32 0>
  %I281 = insertelement <1 x i32> %Shuff93, i32 %E137, i32 0
  %B282 = shl i64 500515, %4
  %Tr283 = trunc <2 x i16> %Sl to <2 x i8>
  %Sl284 = select i1 %Sl179, i1 %Sl142, i1 %Cmp112
  br i1 %Sl284, label %CF1698, label %CF1725

CF1725:                                           ; preds = %CF1829
  %Cmp285 = icmp ule i64 489139, %ZE96
  br i1 %Cmp285, label %CF1666, label %CF1684

CF1684:                                           ; preds = %CF1725
  %L286 = load i8, i8* %0, align 1
  store double %B259, double* %PC, align 8
  %E287 = extractelement <4 x i1> zeroinitializer, i32 0
  br i1 %E287, label %CF1666, label %CF1671

CF1671:                                           ; preds = %CF1671, %CF1853, %CF1820, %CF1684
  %Shuff288 = shufflevector <8 x i1> %I227, <8 x i1> %Cmp217, <8 x i32> <i32 3, i32 5, i32 7, i32 undef, i32 11, i32 13, i32 15, i32 1>
  %I289 = insertelement <2 x i32> zeroinitializer, i32 %Sl237, i32 1
  %Sl290 = select <4 x i1> %I94, <4 x i16> %B215, <4 x i16> %ZE125
  %Cmp291 = icmp sge i32 %E33, %E225
  br i1 %Cmp291, label %CF1671, label %CF1853

CF1853:                                           ; preds = %CF1671
  %L292 = load i8, i8* %0, align 1
  store i8 -85, i8* %0, align 1
  %E293 = extractelement <2 x i32> zeroinitializer, i32 0
  %Shuff294 = shufflevector <2 x i32> %B251, <2 x i32> %I72, <2 x i32> <i32 3, i32 1>
  %I295 = insertelement <1 x i32> %I43, i32 %Sl119, i32 0
  %B296 = sub i32 %E182, %E33
  %FC297 = fptoui double 0x5C29ABC87E274346 to i8
  %Sl298 = select i1 %Cmp54, i8 %B243, i8 -85
  %Cmp299 = icmp uge i8 %L263, 55
  br i1 %Cmp299, label %CF1671, label %CF1723

CF1723:                                           ; preds = %CF1723, %CF1853
  %L300 = load i8, i8* %0, align 1
  store i8 %Se, i8* %0, align 1
  %E301 = extractelement <8 x i1> %Shuff78, i32 3
  br i1 %E301, label %CF1723, label %CF1820

CF1820:                                           ; preds = %CF1723
  %Shuff302 = shufflevector <2 x i32> zeroinitializer, <2 x i32> zeroinitializer, <2 x i32> <i32 2, i32 undef>
  %I303 = insertelement <4 x i1> zeroinitializer, i1 %FC37, i32 0
  %B304 = frem float %E159, %L32
  %FC305 = fptosi double 0xAC9D5D3CD09B76BA to i8
  %Sl306 = select i1 %Cmp54, i1 %Cmp17, i1 %FC37
  br i1 %Sl306, label %CF1671, label %CF1674

CF1674:                                           ; preds = %CF1674, %CF1871, %CF1804, %CF1785, %CF1821, %CF1787, %CF1820
  %Cmp307 = icmp uge <2 x i32> %Sl111, %Shuff123
  %L308 = load i8, i8* %0, align 1
  store i8 %L121, i8* %0, align 1
  %E309 = extractelement <4 x i64> zeroinitializer, i32 2
  %Shuff310 = shufflevector <1 x i32> %Shuff93, <1 x i32> %I102, <1 x i32> <i32 1>
  %I311 = insertelement <4 x i1> zeroinitializer, i1 %Sl134, i32 1
  %Tr312 = trunc i32 %E33 to i1
  br i1 %Tr312, label %CF1674, label %CF1871

CF1871:                                           ; preds = %CF1674
  %Sl313 = select i1 %Cmp270, i8 %L47, i8 55
  %Cmp314 = icmp sgt i1 %Cmp120, %Cmp270
  br i1 %Cmp314, label %CF1674, label %CF1804

CF1804:                                           ; preds = %CF1871
  %L315 = load double, double* %PC, align 8
  store i8 %Sl53, i8* %0, align 1
  %E316 = extractelement <4 x i1> %I28, i32 1
  br i1 %E316, label %CF1674, label %CF1785

CF1785:                                           ; preds = %CF1804
  %Shuff317 = shufflevector <4 x i16> %Shuff198, <4 x i16> %Shuff226, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I318 = insertelement <1 x i32> %Shuff310, i32 %E33, i32 0
  %B319 = udiv i32 %E182, %E182
  %FC320 = fptosi double %Sl216 to i8
  %Sl321 = select i1 %Cmp299, <4 x i32> zeroinitializer, <4 x i32> %Shuff168
  %Cmp322 = icmp slt i32 %E240, %B9
  br i1 %Cmp322, label %CF1674, label %CF1683

CF1683:                                           ; preds = %CF1683, %CF1785
  %L323 = load i8, i8* %0, align 1
  store i8 %L239, i8* %0, align 1
  %E324 = extractelement <2 x i32> %Shuff273, i32 1
  %Shuff325 = shufflevector <4 x i64> %Shuff49, <4 x i64> %Shuff241, <4 x i32> <i32 0, i32 undef, i32 4, i32 6>
  %I326 = insertelement <1 x i32> %Shuff310, i32 %B9, i32 0
  %B327 = shl <1 x i8> %Tr229, %Tr229
  %Tr328 = trunc <2 x i32> %Shuff302 to <2 x i8>
  %Sl329 = select i1 %E248, double 0xDCDDDD7CA0DB96FA, double %L315
  %Cmp330 = icmp sge <4 x i1> %Shuff42, zeroinitializer
  %L331 = load double, double* %A2, align 8
  store i8 %L, i8* %0, align 1
  %E332 = extractelement <1 x i8> %Tr229, i32 0
  %Shuff333 = shufflevector <1 x i32> %I102, <1 x i32> %Shuff13, <1 x i32> undef
  %I334 = insertelement <2 x i32> %Shuff146, i32 %E232, i32 1
  %ZE335 = zext i8 %B170 to i32
  %Sl336 = select i1 true, <4 x float> %FC252, <4 x float> %I199
  %Cmp337 = icmp ugt i1 %Cmp262, true
  br i1 %Cmp337, label %CF1683, label %CF1821

CF1821:                                           ; preds = %CF1683
  %L338 = load i8, i8* %0, align 1
  store i8 55, i8* %0, align 1
  %E339 = extractelement <2 x i32> %Shuff233, i32 1
  %Shuff340 = shufflevector <4 x i16> %I242, <4 x i16> %Sl290, <4 x i32> <i32 2, i32 4, i32 undef, i32 0>
  %I341 = insertelement <1 x i32> %Shuff93, i32 %Sl223, i32 0
  %Se342 = sext i8 %L69 to i16
  %Sl343 = select <1 x i1> %Cmp277, <1 x i32> %B235, <1 x i32> %Shuff257
  %Cmp344 = icmp ult <8 x i1> %I191, %Shuff101
  %L345 = load double, double* %Sl16, align 8
  store i8 %L278, i8* %0, align 1
  %E346 = extractelement <1 x i32> %Sl343, i32 0
  %Shuff347 = shufflevector <4 x i1> %Cmp105, <4 x i1> %Cmp39, <4 x i32> <i32 undef, i32 3, i32 5, i32 7>
  %I348 = insertelement <1 x i32> zeroinitializer, i32 %B319, i32 0
  %Tr349 = trunc i8 %L204 to i1
  br i1 %Tr349, label %CF1674, label %CF1681

CF1681:                                           ; preds = %CF1681, %CF1831, %CF1821
  %Sl350 = select i1 %E248, i32 %ZE335, i32 %E346
  %Cmp351 = icmp sgt i8 %L211, %FC297
  br i1 %Cmp351, label %CF1681, label %CF1783

CF1783:                                           ; preds = %CF1783, %CF1681
  %L352 = load i8, i8* %0, align 1
  store i8 %L99, i8* %0, align 1
  %E353 = extractelement <1 x i1> %Cmp277, i32 0
  br i1 %E353, label %CF1783, label %CF1831

CF1831:                                           ; preds = %CF1783
  %Shuff354 = shufflevector <8 x i1> %Shuff78, <8 x i1> %Shuff176, <8 x i32> <i32 14, i32 0, i32 2, i32 4, i32 6, i32 undef, i32 10, i32 12>
  %I355 = insertelement <4 x i1> %Shuff265, i1 %Cmp195, i32 0
  %B356 = sdiv i8 %L69, %E332
  %FC357 = sitofp i1 %E316 to double
  %Sl358 = select i1 %E248, i64 %E63, i64 %B282
  %Cmp359 = fcmp ugt double %L91, %L106
  br i1 %Cmp359, label %CF1681, label %CF1736

CF1736:                                           ; preds = %CF1736, %CF1855, %CF1831
  %L360 = load i8, i8* %0, align 1
  store i8 %L224, i8* %0, align 1
  %E361 = extractelement <4 x i1> %Sl156, i32 2
  br i1 %E361, label %CF1736, label %CF1855

CF1855:                                           ; preds = %CF1736
  %Shuff362 = shufflevector <4 x i64> %Shuff49, <4 x i64> %Shuff49, <4 x i32> <i32 5, i32 7, i32 undef, i32 3>
  %I363 = insertelement <4 x i1> %Shuff, i1 %Sl284, i32 3
  %B364 = mul i8 %L352, %Sl164
  %FC365 = uitofp i1 %Cmp322 to double
  %Sl366 = select <4 x i1> zeroinitializer, <4 x double> %I169, <4 x double> %FC268
  %Cmp367 = fcmp ueq double 0x33C98B6865C732E6, %FC357
  br i1 %Cmp367, label %CF1736, label %CF1787

CF1787:                                           ; preds = %CF1855
  %L368 = load i8, i8* %0, align 1
  store i8 %L62, i8* %0, align 1
  %E369 = extractelement <4 x i1> zeroinitializer, i32 2
  br i1 %E369, label %CF1674, label %CF1675

CF1675:                                           ; preds = %CF1675, %CF1837, %CF1787
  %Shuff370 = shufflevector <2 x i32> %Shuff34, <2 x i32> %I207, <2 x i32> <i32 1, i32 3>
  %I371 = insertelement <1 x i32> %Shuff93, i32 %E293, i32 0
  %B372 = fmul <4 x float> %FC252, %Sl336
  %FC373 = sitofp <4 x i1> %Shuff213 to <4 x float>
  %Sl374 = select i1 %Sl306, i8 %FC320, i8 55
  %Cmp375 = fcmp one <4 x float> %FC373, %Sl336
  %L376 = load i8, i8* %0, align 1
  store i8 %5, i8* %0, align 1
  %E377 = extractelement <4 x i1> zeroinitializer, i32 0
  br i1 %E377, label %CF1675, label %CF1754

CF1754:                                           ; preds = %CF1754, %CF1675
  %Shuff378 = shufflevector <2 x i32> zeroinitializer, <2 x i32> %Shuff273, <2 x i32> <i32 undef, i32 1>
  %I379 = insertelement <8 x i1> %Shuff288, i1 %Cmp165, i32 1
  %B380 = fsub double 0x4A119BB0F00FB72E, %B66
  %Se381 = sext i8 %L204 to i64
  %Sl382 = select i1 %Cmp157, i1 %Cmp143, i1 %FC37
  br i1 %Sl382, label %CF1754, label %CF1803

CF1803:                                           ; preds = %CF1803, %CF1754
  %Cmp383 = icmp sgt i1 %FC37, %E41
  br i1 %Cmp383, label %CF1803, label %CF1837

CF1837:                                           ; preds = %CF1803
  %L384 = load i8, i8* %0, align 1
  store i8 %L263, i8* %0, align 1
  %E385 = extractelement <4 x i16> %Shuff198, i32 3
  %Shuff386 = shufflevector <2 x i32> %Sl150, <2 x i32> %Shuff27, <2 x i32> <i32 2, i32 0>
  %I387 = insertelement <4 x i1> %Shuff85, i1 %Cmp337, i32 0
  %B388 = fdiv <4 x float> %Shuff249, %I199
  %Tr389 = trunc i64 %FC186 to i32
  %Sl390 = select <1 x i1> %Cmp277, <1 x i32> %I221, <1 x i32> %I177
  %Cmp391 = icmp ugt <4 x i1> %Shuff130, %I28
  %L392 = load i8, i8* %0, align 1
  store i8 %L286, i8* %0, align 1
  %E393 = extractelement <8 x i1> zeroinitializer, i32 6
  br i1 %E393, label %CF1675, label %CF1697

CF1697:                                           ; preds = %CF1697, %CF1911, %CF1837
  %Shuff394 = shufflevector <4 x i16> %Shuff226, <4 x i16> %ZE125, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I395 = insertelement <2 x i32> %Shuff386, i32 %E182, i32 1
  %B396 = sdiv i8 %B356, %L62
  %FC397 = uitofp i1 %Sl382 to float
  %Sl398 = select <1 x i1> %Cmp277, <1 x i32> %Shuff20, <1 x i32> %I35
  %Cmp399 = fcmp uge double 0x74FD1D9C88FB271A, %L158
  br i1 %Cmp399, label %CF1697, label %CF1734

CF1734:                                           ; preds = %CF1734, %CF1697
  %L400 = load i8, i8* %0, align 1
  store i8 %L62, i8* %0, align 1
  %E401 = extractelement <2 x i32> zeroinitializer, i32 0
  %Shuff402 = shufflevector <4 x i16> %Shuff394, <4 x i16> %ZE125, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I403 = insertelement <1 x i32> %Shuff257, i32 %Se80, i32 0
  %B404 = or <2 x i32> %I72, %Shuff386
  %BC405 = bitcast i32 %Se275 to float
  %Sl406 = select i1 true, i8 %B208, i8 %Sl38
  %Cmp407 = icmp ne i1 %E316, %E248
  br i1 %Cmp407, label %CF1734, label %CF1741

CF1741:                                           ; preds = %CF1741, %CF1734
  %L408 = load i8, i8* %0, align 1
  store double %B66, double* %PC, align 8
  %E409 = extractelement <1 x i32> %Shuff257, i32 0
  %Shuff410 = shufflevector <4 x i16> %Shuff226, <4 x i16> %Shuff317, <4 x i32> <i32 7, i32 undef, i32 3, i32 5>
  %I411 = insertelement <8 x i1> %Cmp217, i1 %E205, i32 1
  %B412 = udiv <4 x i16> %Shuff226, %ZE125
  %Se413 = sext i32 %E409 to i64
  %Sl414 = select <2 x i1> %Cmp127, <2 x i32> %Sl111, <2 x i32> zeroinitializer
  %Cmp415 = icmp ule <4 x i1> %I, %I258
  %L416 = load i8, i8* %0, align 1
  store double 0xAC9D5D3CD09B76BA, double* %Sl16, align 8
  %E417 = extractelement <4 x i1> zeroinitializer, i32 0
  br i1 %E417, label %CF1741, label %CF1763

CF1763:                                           ; preds = %CF1763, %CF1912, %CF1741
  %Shuff418 = shufflevector <2 x i1> %Cmp127, <2 x i1> %Cmp127, <2 x i32> <i32 3, i32 1>
  %I419 = insertelement <2 x i16> %Tr, i16 %E197, i32 1
  %B420 = frem double %Sl216, %L106
  %Se421 = sext i8 %L196 to i64
  %Sl422 = select <4 x i1> %I355, <4 x i1> %I387, <4 x i1> %Shuff347
  %Cmp423 = icmp ne i8 %L400, %Sl253
  br i1 %Cmp423, label %CF1763, label %CF1912

CF1912:                                           ; preds = %CF1763
  %L424 = load i8, i8* %0, align 1
  store i8 %L, i8* %0, align 1
  %E425 = extractelement <4 x i1> %Cmp391, i32 0
  br i1 %E425, label %CF1763, label %CF1911

CF1911:                                           ; preds = %CF1912
  %Shuff426 = shufflevector <2 x i32> %B251, <2 x i32> %Shuff34, <2 x i32> <i32 3, i32 1>
  %I427 = insertelement <1 x i32> %I281, i32 %E401, i32 0
  %FC428 = sitofp i8 %B228 to float
  %Sl429 = select i1 %E248, i8 -85, i8 %L136
  %Cmp430 = icmp sge i32 %E137, %Tr389
  br i1 %Cmp430, label %CF1697, label %CF1713

CF1713:                                           ; preds = %CF1713, %CF1911
  %L431 = load i8, i8* %0, align 1
  store i8 %L424, i8* %0, align 1
  %E432 = extractelement <4 x i16> %Shuff394, i32 2
  %Shuff433 = shufflevector <4 x i16> %Shuff402, <4 x i16> %Sl290, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I434 = insertelement <1 x i32> %Shuff20, i32 %B9, i32 0
  %B435 = sdiv i8 %B29, %L47
  %Tr436 = trunc i32 %E129 to i16
  %Sl437 = select i1 %E248, i32 %E401, i32 %E107
  %Cmp438 = icmp ne i16 -1, %FC222
  br i1 %Cmp438, label %CF1713, label %CF1732

CF1732:                                           ; preds = %CF1732, %CF1864, %CF1713
  %L439 = load i8, i8* %0, align 1
  store i8 %L99, i8* %0, align 1
  %E440 = extractelement <1 x i32> %I177, i32 0
  %Shuff441 = shufflevector <2 x i32> %Shuff273, <2 x i32> %Shuff370, <2 x i32> <i32 undef, i32 1>
  %I442 = insertelement <2 x i32> %Shuff138, i32 %E293, i32 1
  %B443 = frem double %L174, %FC52
  %FC444 = sitofp <1 x i32> %B235 to <1 x double>
  %Sl445 = select i1 %FC37, i8 %Sl81, i8 %L113
  %Cmp446 = icmp eq <4 x i64> %Shuff241, %Shuff49
  %L447 = load i8, i8* %0, align 1
  store i8 %L308, i8* %0, align 1
  %E448 = extractelement <4 x i16> %Tr201, i32 2
  %Shuff449 = shufflevector <4 x i1> %Cmp105, <4 x i1> %I79, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I450 = insertelement <4 x i1> %I363, i1 %Cmp337, i32 3
  %B451 = or i8 %L271, %L400
  %FC452 = fptosi <4 x double> %Sl97 to <4 x i64>
  %Sl453 = select i1 %Cmp270, <1 x i32> %I102, <1 x i32> %I139
  %Cmp454 = icmp slt i8 %ZE, %Se
  br i1 %Cmp454, label %CF1732, label %CF1864

CF1864:                                           ; preds = %CF1732
  %L455 = load i8, i8* %0, align 1
  store double %E272, double* %PC, align 8
  %E456 = extractelement <4 x i64> %FC452, i32 1
  %Shuff457 = shufflevector <4 x i16> %Shuff433, <4 x i16> %Shuff340, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I458 = insertelement <1 x i32> %I318, i32 %E175, i32 0
  %B459 = xor i32 %E153, %B9
  %ZE460 = zext i1 %E41 to i16
  %Sl461 = select i1 %Cmp195, i64 %Se381, i64 %Sl30
  %Cmp462 = icmp ule i32 %E56, %E256
  br i1 %Cmp462, label %CF1732, label %CF1777

CF1777:                                           ; preds = %CF1777, %CF1800, %CF1864
  %L463 = load i8, i8* %0, align 1
  store i8 %L352, i8* %0, align 1
  %E464 = extractelement <4 x i16> %Shuff410, i32 0
  %Shuff465 = shufflevector <4 x i1> %Cmp391, <4 x i1> %Cmp24, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I466 = insertelement <8 x i1> zeroinitializer, i1 %E377, i32 5
  %B467 = srem i32 %Se275, %E56
  %BC468 = bitcast i32 %Sl237 to float
  %Sl469 = select i1 %Sl306, i1 %Cmp120, i1 %E41
  br i1 %Sl469, label %CF1777, label %CF1800

CF1800:                                           ; preds = %CF1777
  %Cmp470 = fcmp ole double 0x1B656604F3633382, %FC52
  br i1 %Cmp470, label %CF1777, label %CF1780

CF1780:                                           ; preds = %CF1800
  %L471 = load i8, i8* %0, align 1
  store i8 %L239, i8* %0, align 1
  %E472 = extractelement <4 x i32> %Sl321, i32 2
  %Shuff473 = shufflevector <2 x i32> %Shuff441, <2 x i32> %I131, <2 x i32> undef
  %I474 = insertelement <2 x i32> %Shuff441, i32 %E175, i32 1
  %B475 = add i8 %B228, %B435
  %FC476 = fptoui float %B267 to i1
  br label %CF1665

CF1665:                                           ; preds = %CF1665, %CF1905, %CF1893, %CF1849, %CF1793, %CF1759, %CF1746, %CF1780
  %Sl477 = select <1 x i1> %Cmp277, <1 x i32> %I177, <1 x i32> %I50
  %Cmp478 = icmp slt <2 x i1> %Tr193, %Shuff418
  %L479 = load double, double* %PC, align 8
  store i8 %L416, i8* %0, align 1
  %E480 = extractelement <4 x i16> %Shuff394, i32 2
  %Shuff481 = shufflevector <2 x i32> %Shuff154, <2 x i32> %Shuff233, <2 x i32> <i32 1, i32 3>
  %I482 = insertelement <2 x float> %FC44, float %B304, i32 1
  %B483 = add i8 59, %L263
  %Tr484 = trunc <2 x i32> %Shuff27 to <2 x i1>
  %Sl485 = select i1 %Sl276, i8 %Sl53, i8 %L113
  %Cmp486 = icmp ne i1 %Cmp314, %Cmp112
  br i1 %Cmp486, label %CF1665, label %CF1904

CF1904:                                           ; preds = %CF1904, %CF1665
  %L487 = load i8, i8* %0, align 1
  store i8 %B396, i8* %0, align 1
  %E488 = extractelement <4 x i1> %Cmp24, i32 3
  br i1 %E488, label %CF1904, label %CF1905

CF1905:                                           ; preds = %CF1904
  %Shuff489 = shufflevector <1 x i32> %Shuff20, <1 x i32> %I427, <1 x i32> zeroinitializer
  %I490 = insertelement <8 x i1> zeroinitializer, i1 true, i32 6
  %B491 = lshr <4 x i64> zeroinitializer, %Sl209
  %FC492 = sitofp i1 %E6 to float
  %Sl493 = select i1 %E212, i64 %B282, i64 %ZE96
  %Cmp494 = icmp sgt i32 %B459, %Tr389
  br i1 %Cmp494, label %CF1665, label %CF1893

CF1893:                                           ; preds = %CF1905
  %L495 = load i8, i8* %0, align 1
  store i8 %L181, i8* %0, align 1
  %E496 = extractelement <4 x i1> %I355, i32 0
  br i1 %E496, label %CF1665, label %CF1849

CF1849:                                           ; preds = %CF1893
  %Shuff497 = shufflevector <2 x i32> %Shuff123, <2 x i32> %Shuff370, <2 x i32> <i32 3, i32 undef>
  %I498 = insertelement <4 x i1> %Shuff347, i1 %Tr349, i32 1
  %B499 = sub i64 -1, %E456
  %Tr500 = trunc <1 x i32> %Shuff183 to <1 x i1>
  %Sl501 = select i1 %Cmp462, double %E272, double %FC52
  %Cmp502 = icmp ule i16 %E448, %E385
  br i1 %Cmp502, label %CF1665, label %CF1793

CF1793:                                           ; preds = %CF1849
  %L503 = load i8, i8* %0, align 1
  store i8 %Sl164, i8* %0, align 1
  %E504 = extractelement <4 x i64> %Shuff49, i32 1
  %Shuff505 = shufflevector <4 x i1> %Shuff85, <4 x i1> %Cmp24, <4 x i32> <i32 0, i32 2, i32 undef, i32 undef>
  %I506 = insertelement <1 x i32> %I458, i32 %B459, i32 0
  %Sl507 = select i1 %Cmp291, <4 x i1> %I363, <4 x i1> zeroinitializer
  %Cmp508 = icmp ne <2 x i32> %Sl414, %I334
  %L509 = load i8, i8* %0, align 1
  store i8 %L400, i8* %0, align 1
  %E510 = extractelement <4 x i1> zeroinitializer, i32 1
  br i1 %E510, label %CF1665, label %CF1759

CF1759:                                           ; preds = %CF1793
  %Shuff511 = shufflevector <4 x i1> %Shuff465, <4 x i1> %I65, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I512 = insertelement <4 x i16> %Shuff394, i16 %Se342, i32 2
  %B513 = mul <2 x i32> %Sl126, %Shuff27
  %ZE514 = zext i1 %E496 to i32
  %Sl515 = select i1 %E279, i8 %L278, i8 %L463
  %Cmp516 = fcmp ueq double %B66, %L315
  br i1 %Cmp516, label %CF1665, label %CF1746

CF1746:                                           ; preds = %CF1759
  %L517 = load i8, i8* %0, align 1
  store i8 %FC297, i8* %0, align 1
  %E518 = extractelement <4 x i1> %Shuff85, i32 0
  br i1 %E518, label %CF1665, label %CF1715

CF1715:                                           ; preds = %CF1715, %CF1828, %CF1746
  %Shuff519 = shufflevector <8 x i1> %Cmp217, <8 x i1> %I411, <8 x i32> <i32 7, i32 undef, i32 undef, i32 13, i32 undef, i32 1, i32 3, i32 5>
  %I520 = insertelement <8 x i1> %Cmp217, i1 %Cmp180, i32 1
  %Tr521 = trunc i64 %FC186 to i1
  br i1 %Tr521, label %CF1715, label %CF1828

CF1828:                                           ; preds = %CF1715
  %Sl522 = select i1 %Cmp157, float 0xB836FF5AC0000000, float %FC397
  %Cmp523 = icmp slt <4 x i16> %Tr201, %I512
  %L524 = load i8, i8* %0, align 1
  store i8 %5, i8* %0, align 1
  %E525 = extractelement <4 x i1> %I65, i32 1
  br i1 %E525, label %CF1715, label %CF1721

CF1721:                                           ; preds = %CF1721, %CF1828
  %Shuff526 = shufflevector <4 x i1> %Shuff7, <4 x i1> %I65, <4 x i32> <i32 4, i32 undef, i32 0, i32 2>
  %I527 = insertelement <4 x i1> %Shuff347, i1 %E361, i32 2
  %FC528 = uitofp i1 %E525 to float
  %Sl529 = select i1 %Cmp430, i1 %Cmp454, i1 %Cmp195
  br i1 %Sl529, label %CF1721, label %CF1728

CF1728:                                           ; preds = %CF1721
  %Cmp530 = icmp sgt <2 x i16> %Sl194, %Tr
  %L531 = load double, double* %PC, align 8
  store i8 %L300, i8* %0, align 1
  %E532 = extractelement <4 x i1> %Shuff130, i32 3
  br label %CF1664

CF1664:                                           ; preds = %CF1664, %CF1739, %CF1728
  %Shuff533 = shufflevector <2 x i1> %Cmp307, <2 x i1> %Cmp127, <2 x i32> <i32 2, i32 undef>
  %I534 = insertelement <2 x i16> %Shuff64, i16 %Se342, i32 0
  %B535 = ashr i8 %L136, %L99
  %Sl536 = select i1 %E393, i32 %E129, i32 %E19
  %Cmp537 = fcmp uge double 0xDCDDDD7CA0DB96FA, %L345
  br i1 %Cmp537, label %CF1664, label %CF1718

CF1718:                                           ; preds = %CF1718, %CF1809, %CF1801, %CF1664
  %L538 = load i8, i8* %0, align 1
  store i8 %L447, i8* %0, align 1
  %E539 = extractelement <4 x i1> %Shuff85, i32 3
  br i1 %E539, label %CF1718, label %CF1809

CF1809:                                           ; preds = %CF1718
  %Shuff540 = shufflevector <1 x i32> %B140, <1 x i32> %I506, <1 x i32> zeroinitializer
  %I541 = insertelement <2 x i32> %Shuff386, i32 %E256, i32 0
  %B542 = sub i32 %E409, %B9
  %Sl543 = select i1 %Cmp494, i8 %Sl429, i8 55
  %Cmp544 = icmp slt i8 %L300, %FC320
  br i1 %Cmp544, label %CF1718, label %CF1801

CF1801:                                           ; preds = %CF1809
  %L545 = load i8, i8* %0, align 1
  store i8 %Se, i8* %0, align 1
  %E546 = extractelement <1 x i32> %I86, i32 0
  %Shuff547 = shufflevector <2 x i32> %Shuff34, <2 x i32> %I334, <2 x i32> <i32 0, i32 2>
  %I548 = insertelement <2 x i16> %Shuff64, i16 %E197, i32 0
  %BC549 = bitcast i32 %Se275 to float
  %Sl550 = select i1 %E248, <4 x i16> %Shuff394, <4 x i16> %ZE125
  %Cmp551 = icmp eq <2 x i32> %Shuff481, zeroinitializer
  %L552 = load i8, i8* %0, align 1
  store i8 %Se, i8* %0, align 1
  %E553 = extractelement <4 x i32> %Shuff168, i32 3
  %Shuff554 = shufflevector <2 x i32> %Shuff146, <2 x i32> %I72, <2 x i32> <i32 2, i32 0>
  %I555 = insertelement <1 x i32> %Shuff333, i32 %Tr389, i32 0
  %B556 = add <1 x i32> %I295, %I506
  %FC557 = fptosi float %B267 to i8
  %Sl558 = select i1 %Cmp322, i1 %Cmp454, i1 %Cmp157
  br i1 %Sl558, label %CF1718, label %CF1739

CF1739:                                           ; preds = %CF1801
  %Cmp559 = icmp ule i1 %E369, true
  br i1 %Cmp559, label %CF1664, label %CF1712

CF1712:                                           ; preds = %CF1712, %CF1799, %CF1739
  %L560 = load i8, i8* %0, align 1
  store i8 55, i8* %0, align 1
  %E561 = extractelement <4 x i1> %Shuff190, i32 2
  br i1 %E561, label %CF1712, label %CF1767

CF1767:                                           ; preds = %CF1767, %CF1712
  %Shuff562 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %Sl156, <4 x i32> <i32 undef, i32 7, i32 1, i32 undef>
  %I563 = insertelement <1 x i32> %I427, i32 %Se80, i32 0
  %B564 = lshr <2 x i32> %Shuff146, %Shuff146
  %Se565 = sext i1 %E393 to i64
  %Sl566 = select i1 %Cmp82, i1 %Sl529, i1 %Sl276
  br i1 %Sl566, label %CF1767, label %CF1799

CF1799:                                           ; preds = %CF1767
  %Cmp567 = icmp ult i8 %L62, %B148
  br i1 %Cmp567, label %CF1712, label %CF1751

CF1751:                                           ; preds = %CF1751, %CF1854, %CF1807, %CF1799
  %L568 = load double, double* %PC, align 8
  store i8 %L471, i8* %0, align 1
  %E569 = extractelement <4 x i64> %Shuff325, i32 1
  %Shuff570 = shufflevector <1 x i32> %Shuff93, <1 x i32> %Sl453, <1 x i32> zeroinitializer
  %I571 = insertelement <1 x i32> %Shuff540, i32 %B296, i32 0
  %Tr572 = trunc <4 x i16> %Shuff457 to <4 x i1>
  %Sl573 = select i1 true, i8 %Sl313, i8 %L400
  %Cmp574 = icmp ult i1 %E114, %Cmp61
  br i1 %Cmp574, label %CF1751, label %CF1854

CF1854:                                           ; preds = %CF1751
  %L575 = load i8, i8* %0, align 1
  store i8 55, i8* %0, align 1
  %E576 = extractelement <4 x i1> %Sl156, i32 3
  br i1 %E576, label %CF1751, label %CF1807

CF1807:                                           ; preds = %CF1854
  %Shuff577 = shufflevector <2 x i16> %Shuff64, <2 x i16> %I419, <2 x i32> <i32 2, i32 undef>
  %I578 = insertelement <4 x i1> zeroinitializer, i1 true, i32 0
  %Tr579 = trunc i64 %Se421 to i8
  %Sl580 = select i1 %Cmp165, float %Tr178, float 0xB8C8FE6CC0000000
  %Cmp581 = icmp ult <1 x i32> %Sl74, %Sl269
  %L582 = load i8, i8* %0, align 1
  store i8 %Sl573, i8* %0, align 1
  %E583 = extractelement <4 x i1> %Shuff465, i32 0
  br i1 %E583, label %CF1751, label %CF1760

CF1760:                                           ; preds = %CF1760, %CF1880, %CF1802, %CF1807
  %Shuff584 = shufflevector <2 x i32> %Shuff34, <2 x i32> %Shuff27, <2 x i32> <i32 3, i32 1>
  %I585 = insertelement <4 x i1> %Shuff213, i1 %Cmp494, i32 1
  %B586 = udiv i32 %B296, %E401
  %BC587 = bitcast float %L188 to i32
  %Sl588 = select i1 %Sl67, <2 x i32> %Shuff370, <2 x i32> %Shuff273
  %Cmp589 = fcmp olt double 0xAC9D5D3CD09B76BA, %B66
  br i1 %Cmp589, label %CF1760, label %CF1880

CF1880:                                           ; preds = %CF1760
  %L590 = load i8, i8* %0, align 1
  store i8 %L181, i8* %0, align 1
  %E591 = extractelement <2 x i32> %Shuff280, i32 1
  %Shuff592 = shufflevector <4 x double> %Sl366, <4 x double> %FC, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I593 = insertelement <4 x i16> %Shuff317, i16 -1, i32 0
  %B594 = lshr i8 %B535, %L368
  %ZE595 = zext i8 %Sl245 to i32
  %Sl596 = select i1 true, i1 %Cmp430, i1 %Cmp574
  br i1 %Sl596, label %CF1760, label %CF1786

CF1786:                                           ; preds = %CF1786, %CF1880
  %Cmp597 = icmp ule i32 %Sl60, %Sl536
  br i1 %Cmp597, label %CF1786, label %CF1802

CF1802:                                           ; preds = %CF1786
  %L598 = load i8, i8* %0, align 1
  store double %Sl216, double* %PC, align 8
  %E599 = extractelement <4 x i1> %Cmp39, i32 2
  br i1 %E599, label %CF1760, label %CF1782

CF1782:                                           ; preds = %CF1782, %CF1882, %CF1802
  %Shuff600 = shufflevector <1 x i32> %Sl398, <1 x i32> %Shuff540, <1 x i32> <i32 1>
  %I601 = insertelement <4 x i16> %Shuff402, i16 %E197, i32 1
  %B602 = udiv i32 %E240, %E546
  %Sl603 = select i1 %Cmp31, i32 %Sl536, i32 %E401
  %Cmp604 = icmp ugt i8 %L204, %Sl81
  br i1 %Cmp604, label %CF1782, label %CF1861

CF1861:                                           ; preds = %CF1861, %CF1782
  %L605 = load i8, i8* %0, align 1
  store i8 %L392, i8* %0, align 1
  %E606 = extractelement <1 x i32> %Shuff540, i32 0
  %Shuff607 = shufflevector <8 x i1> %Shuff519, <8 x i1> %Shuff288, <8 x i32> <i32 8, i32 10, i32 12, i32 undef, i32 undef, i32 undef, i32 4, i32 6>
  %I608 = insertelement <4 x i1> %Shuff7, i1 %Sl134, i32 2
  %FC609 = uitofp i16 %Tr436 to float
  %Sl610 = select i1 %E77, double %B443, double %FC365
  %Cmp611 = icmp sge i8 %Sl164, %L196
  br i1 %Cmp611, label %CF1861, label %CF1878

CF1878:                                           ; preds = %CF1878, %CF1861
  %L612 = load i8, i8* %0, align 1
  store double %L174, double* %PC, align 8
  %E613 = extractelement <4 x i1> %Shuff511, i32 3
  br i1 %E613, label %CF1878, label %CF1882

CF1882:                                           ; preds = %CF1878
  %Shuff614 = shufflevector <2 x i32> %I474, <2 x i32> %B251, <2 x i32> <i32 2, i32 undef>
  %I615 = insertelement <4 x i1> %Shuff465, i1 %E353, i32 0
  %Tr616 = trunc <1 x i32> %I50 to <1 x i16>
  %Sl617 = select i1 %E377, float %L188, float %FC397
  %Cmp618 = icmp sge <4 x i16> %Shuff394, %I593
  %L619 = load i8, i8* %0, align 1
  store i8 %L352, i8* %0, align 1
  %E620 = extractelement <8 x i1> %Shuff71, i32 7
  br i1 %E620, label %CF1782, label %CF1846

CF1846:                                           ; preds = %CF1882
  %Shuff621 = shufflevector <8 x i1> %I520, <8 x i1> %Shuff101, <8 x i32> <i32 10, i32 12, i32 14, i32 0, i32 2, i32 4, i32 6, i32 8>
  %I622 = insertelement <8 x i1> %Shuff101, i1 %Cmp486, i32 4
  %B623 = urem i8 %L619, %L62
  %Sl624 = select i1 %Cmp574, i1 %Cmp98, i1 %Cmp157
  br label %CF1659

CF1659:                                           ; preds = %CF1659, %CF1827, %CF1779, %CF1860, %CF1693, %CF1840, %CF1668, %CF1846
  %Cmp625 = icmp sge i8 %L239, %L612
  br i1 %Cmp625, label %CF1659, label %CF1781

CF1781:                                           ; preds = %CF1781, %CF1659
  %L626 = load i8, i8* %0, align 1
  store i8 %L509, i8* %0, align 1
  %E627 = extractelement <2 x i16> %Shuff577, i32 0
  %Shuff628 = shufflevector <4 x i1> %Shuff347, <4 x i1> %Cmp415, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I629 = insertelement <2 x i32> %Shuff273, i32 %E56, i32 1
  %B630 = sdiv <2 x i32> %Sl172, %I541
  %Tr631 = trunc <2 x i32> %I442 to <2 x i16>
  %Sl632 = select i1 %E417, i8 %Sl38, i8 %B623
  %Cmp633 = icmp eq i8 %Sl543, %Se
  br i1 %Cmp633, label %CF1781, label %CF1796

CF1796:                                           ; preds = %CF1796, %CF1781
  %L634 = load i8, i8* %0, align 1
  store i8 %L69, i8* %0, align 1
  %E635 = extractelement <4 x i1> zeroinitializer, i32 1
  br i1 %E635, label %CF1796, label %CF1827

CF1827:                                           ; preds = %CF1796
  %Shuff636 = shufflevector <2 x i32> zeroinitializer, <2 x i32> %I207, <2 x i32> <i32 0, i32 undef>
  %I637 = insertelement <4 x i16> %Shuff317, i16 %E627, i32 2
  %FC638 = uitofp i1 true to float
  %Sl639 = select i1 %Cmp254, i1 %Cmp462, i1 %E248
  br i1 %Sl639, label %CF1659, label %CF1779

CF1779:                                           ; preds = %CF1827
  %Cmp640 = fcmp ule double %L174, %L568
  br i1 %Cmp640, label %CF1659, label %CF1768

CF1768:                                           ; preds = %CF1768, %CF1881, %CF1779
  %L641 = load i8, i8* %0, align 1
  store i8 %Sl53, i8* %0, align 1
  %E642 = extractelement <8 x i1> %Cmp217, i32 7
  br i1 %E642, label %CF1768, label %CF1881

CF1881:                                           ; preds = %CF1768
  %Shuff643 = shufflevector <4 x i1> %Cmp618, <4 x i1> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 6, i32 undef>
  %I644 = insertelement <2 x i32> %Shuff441, i32 %3, i32 0
  %B645 = ashr <1 x i32> %Shuff20, zeroinitializer
  %Sl646 = select i1 %Sl469, float %E159, float %Tr178
  %Cmp647 = fcmp oge double %B420, %B420
  br i1 %Cmp647, label %CF1768, label %CF1860

CF1860:                                           ; preds = %CF1881
  %L648 = load i8, i8* %0, align 1
  store i8 %B148, i8* %0, align 1
  %E649 = extractelement <2 x i1> %Cmp210, i32 1
  br i1 %E649, label %CF1659, label %CF1693

CF1693:                                           ; preds = %CF1860
  %Shuff650 = shufflevector <1 x i32> %B51, <1 x i32> %Sl477, <1 x i32> zeroinitializer
  %I651 = insertelement <1 x i32> %I139, i32 %Sl437, i32 0
  %Sl652 = select i1 %E205, i8 %ZE, i8 %B535
  %Cmp653 = icmp ult <8 x i1> %I411, %Shuff71
  %L654 = load i8, i8* %0, align 1
  store i8 %L582, i8* %0, align 1
  %E655 = extractelement <1 x i32> %Shuff20, i32 0
  %Shuff656 = shufflevector <2 x i32> %I541, <2 x i32> %I207, <2 x i32> <i32 3, i32 undef>
  %I657 = insertelement <8 x i1> %Shuff78, i1 %Sl276, i32 1
  %B658 = fsub float %FC492, 0xB836FF5AC0000000
  %FC659 = fptoui double 0xDCDDDD7CA0DB96FA to i8
  %Sl660 = select <4 x i1> zeroinitializer, <4 x i16> %B215, <4 x i16> %FC163
  %Cmp661 = icmp uge <4 x i1> %Sl507, %Cmp446
  %L662 = load i8, i8* %0, align 1
  store i8 %L384, i8* %0, align 1
  %E663 = extractelement <4 x i16> %Shuff226, i32 0
  %Shuff664 = shufflevector <2 x i32> zeroinitializer, <2 x i32> %Shuff370, <2 x i32> <i32 3, i32 1>
  %I665 = insertelement <2 x i1> %Cmp307, i1 true, i32 1
  %FC666 = sitofp i1 %E642 to float
  %Sl667 = select i1 true, double %B66, double %L315
  %Cmp668 = fcmp ord <4 x float> %Tr73, %Tr73
  %L669 = load i8, i8* %0, align 1
  store i8 %L286, i8* %0, align 1
  %E670 = extractelement <4 x i1> %Sl507, i32 2
  br i1 %E670, label %CF1659, label %CF1672

CF1672:                                           ; preds = %CF1672, %CF1815, %CF1693
  %Shuff671 = shufflevector <4 x i16> %I593, <4 x i16> %Sl290, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I672 = insertelement <1 x i32> %I161, i32 %Tr389, i32 0
  %FC673 = sitofp i1 %E620 to float
  %Sl674 = select i1 %Tr312, i8 %Sl652, i8 %Sl164
  %Cmp675 = icmp ne i1 %Cmp151, %Cmp399
  br i1 %Cmp675, label %CF1672, label %CF1778

CF1778:                                           ; preds = %CF1778, %CF1672
  %L676 = load i8, i8* %0, align 1
  store i8 %Sl652, i8* %0, align 1
  %E677 = extractelement <8 x i1> %Shuff519, i32 4
  br i1 %E677, label %CF1778, label %CF1815

CF1815:                                           ; preds = %CF1778
  %Shuff678 = shufflevector <2 x i32> %Shuff386, <2 x i32> %Sl172, <2 x i32> <i32 3, i32 1>
  %I679 = insertelement <2 x i32> %Shuff426, i32 %Sl536, i32 1
  %B680 = and i8 %L662, %L338
  %FC681 = sitofp <1 x i32> %I124 to <1 x double>
  %Sl682 = select i1 %Sl596, i1 %Cmp82, i1 %Sl179
  br i1 %Sl682, label %CF1672, label %CF1696

CF1696:                                           ; preds = %CF1696, %CF1902, %CF1772, %CF1815
  %Cmp683 = icmp ne i8 %L352, %L619
  br i1 %Cmp683, label %CF1696, label %CF1902

CF1902:                                           ; preds = %CF1696
  %L684 = load i8, i8* %0, align 1
  store i8 %5, i8* %0, align 1
  %E685 = extractelement <8 x i1> %Shuff621, i32 2
  br i1 %E685, label %CF1696, label %CF1769

CF1769:                                           ; preds = %CF1769, %CF1902
  %Shuff686 = shufflevector <1 x i8> %Tr229, <1 x i8> %B327, <1 x i32> <i32 1>
  %I687 = insertelement <2 x i32> %Shuff426, i32 %Sl536, i32 1
  %B688 = sdiv <2 x i32> %Shuff146, %Shuff146
  %Tr689 = trunc <1 x i32> %Sl390 to <1 x i1>
  %Sl690 = select i1 %Tr312, i64 %Sl30, i64 %E63
  %Cmp691 = icmp sge i1 %E561, %Cmp438
  br i1 %Cmp691, label %CF1769, label %CF1772

CF1772:                                           ; preds = %CF1769
  %L692 = load i8, i8* %0, align 1
  store i8 55, i8* %0, align 1
  %E693 = extractelement <1 x i32> %Sl390, i32 0
  %Shuff694 = shufflevector <4 x i1> %I65, <4 x i1> %Sl156, <4 x i32> <i32 0, i32 undef, i32 4, i32 6>
  %I695 = insertelement <1 x i32> %I161, i32 %E655, i32 0
  %Se696 = sext i8 %Sl515 to i32
  %Sl697 = select <1 x i1> %Tr500, <1 x i32> %I695, <1 x i32> %Shuff600
  %Cmp698 = icmp slt i8 %5, %L471
  br i1 %Cmp698, label %CF1696, label %CF1731

CF1731:                                           ; preds = %CF1731, %CF1906, %CF1772
  %L699 = load i8, i8* %0, align 1
  store i8 %L634, i8* %0, align 1
  %E700 = extractelement <4 x i32> zeroinitializer, i32 0
  %Shuff701 = shufflevector <4 x i64> zeroinitializer, <4 x i64> zeroinitializer, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I702 = insertelement <2 x i32> %Shuff386, i32 %B459, i32 1
  %B703 = shl <4 x i16> %B215, %Shuff410
  %Se704 = sext i8 %B435 to i32
  %Sl705 = select <4 x i1> %Cmp105, <4 x i1> %Cmp39, <4 x i1> %Cmp446
  %Cmp706 = icmp ule <8 x i1> %I191, %Shuff607
  %L707 = load i8, i8* %0, align 1
  store i8 %L626, i8* %0, align 1
  %E708 = extractelement <4 x i1> %Shuff628, i32 0
  br i1 %E708, label %CF1731, label %CF1805

CF1805:                                           ; preds = %CF1805, %CF1731
  %Shuff709 = shufflevector <2 x i1> %Shuff533, <2 x i1> %Cmp127, <2 x i32> <i32 undef, i32 1>
  %I710 = insertelement <1 x i32> %Shuff310, i32 %ZE514, i32 0
  %B711 = or <2 x i32> %Sl172, %Shuff273
  %Se712 = sext i1 %Cmp559 to i8
  %Sl713 = select i1 %E670, i8 %L, i8 %L707
  %Cmp714 = icmp ult <2 x i32> %Shuff554, %Shuff656
  %L715 = load double, double* %PC, align 8
  store double %B420, double* %PC, align 8
  %E716 = extractelement <2 x i32> %Shuff138, i32 1
  %Shuff717 = shufflevector <1 x i32> %Shuff160, <1 x i32> %I86, <1 x i32> zeroinitializer
  %I718 = insertelement <2 x i32> %Shuff614, i32 %ZE514, i32 0
  %B719 = xor i32 %Se80, %Sl437
  %Tr720 = trunc i32 %E240 to i16
  %Sl721 = select <4 x i1> %Cmp415, <4 x i1> %I355, <4 x i1> %I608
  %Cmp722 = icmp sgt <8 x i1> %I379, %I411
  %L723 = load i8, i8* %0, align 1
  store i8 %L271, i8* %0, align 1
  %E724 = extractelement <8 x i1> %Shuff354, i32 0
  br i1 %E724, label %CF1805, label %CF1895

CF1895:                                           ; preds = %CF1895, %CF1805
  %Shuff725 = shufflevector <4 x i1> %Shuff505, <4 x i1> %Shuff694, <4 x i32> <i32 3, i32 undef, i32 7, i32 1>
  %I726 = insertelement <2 x i1> %Cmp307, i1 %Sl558, i32 1
  %B727 = ashr <2 x i32> %B630, %Shuff614
  %Tr728 = trunc <1 x i32> %I177 to <1 x i1>
  %Sl729 = select <4 x i1> %Cmp661, <4 x i64> %FC452, <4 x i64> %B95
  %Cmp730 = fcmp ueq double 0xAC9D5D3CD09B76BA, %L231
  br i1 %Cmp730, label %CF1895, label %CF1906

CF1906:                                           ; preds = %CF1895
  %L731 = load i8, i8* %0, align 1
  store double %B420, double* %PC, align 8
  %E732 = extractelement <4 x i64> %Shuff701, i32 2
  %Shuff733 = shufflevector <1 x i32> %Shuff600, <1 x i32> %I371, <1 x i32> undef
  %I734 = insertelement <2 x i1> %Shuff533, i1 %Cmp337, i32 1
  %Sl735 = select i1 %Cmp367, i32 %E401, i32 %Sl119
  %Cmp736 = icmp ugt i8 %Sl445, %5
  br i1 %Cmp736, label %CF1731, label %CF1790

CF1790:                                           ; preds = %CF1790, %CF1906
  %L737 = load i8, i8* %0, align 1
  store i8 %L239, i8* %0, align 1
  %E738 = extractelement <4 x i1> %Shuff, i32 0
  br i1 %E738, label %CF1790, label %CF1840

CF1840:                                           ; preds = %CF1790
  %Shuff739 = shufflevector <1 x i32> %Shuff333, <1 x i32> %Shuff206, <1 x i32> <i32 1>
  %I740 = insertelement <4 x i64> %Sl209, i64 %Sl230, i32 3
  %B741 = udiv <4 x i16> %Sl290, %Shuff394
  %Sl742 = select <8 x i1> %Shuff71, <8 x i1> %I191, <8 x i1> %Shuff607
  %Cmp743 = icmp ule <4 x i64> %Shuff241, %B95
  %L744 = load i8, i8* %0, align 1
  store i8 %FC297, i8* %0, align 1
  %E745 = extractelement <2 x i16> %Tr631, i32 0
  %Shuff746 = shufflevector <2 x i8> %Tr283, <2 x i8> %Tr283, <2 x i32> <i32 3, i32 1>
  %I747 = insertelement <2 x i1> %Shuff709, i1 %E6, i32 1
  %B748 = fadd double 0x5C29ABC87E274346, %L315
  %Se749 = sext i8 %L224 to i16
  %Sl750 = select <4 x i1> %I615, <4 x double> %I155, <4 x double> %FC
  %Cmp751 = icmp uge i8 %Sl253, %B29
  br i1 %Cmp751, label %CF1659, label %CF1661

CF1661:                                           ; preds = %CF1661, %CF1869, %CF1856, %CF1701, %CF1835, %CF1840
  %L752 = load i8, i8* %0, align 1
  store i8 %Sl38, i8* %0, align 1
  %E753 = extractelement <1 x i32> %B51, i32 0
  %Shuff754 = shufflevector <1 x i32> %Sl343, <1 x i32> %Shuff310, <1 x i32> <i32 1>
  %I755 = insertelement <1 x i32> %I177, i32 %Sl437, i32 0
  %Tr756 = trunc <1 x i32> %B556 to <1 x i16>
  %Sl757 = select i1 %Cmp299, i1 %E369, i1 %Cmp270
  br i1 %Sl757, label %CF1661, label %CF1690

CF1690:                                           ; preds = %CF1690, %CF1661
  %Cmp758 = icmp ult i8 %Sl573, %L
  br i1 %Cmp758, label %CF1690, label %CF1791

CF1791:                                           ; preds = %CF1791, %CF1690
  %L759 = load double, double* %PC, align 8
  store i8 %L300, i8* %0, align 1
  %E760 = extractelement <1 x i32> %I281, i32 0
  %Shuff761 = shufflevector <1 x i32> %Shuff739, <1 x i32> %I427, <1 x i32> <i32 1>
  %I762 = insertelement <4 x i64> %Shuff362, i64 %Se413, i32 1
  %B763 = ashr <1 x i32> %B51, %I35
  %ZE764 = zext <4 x i1> %Shuff725 to <4 x i32>
  %Sl765 = select i1 %Cmp90, i8 %L400, i8 %FC297
  %Cmp766 = icmp uge <4 x i8> %Se133, %Se133
  %L767 = load i8, i8* %0, align 1
  store i8 %L416, i8* %0, align 1
  %E768 = extractelement <2 x i1> %Tr193, i32 0
  br i1 %E768, label %CF1791, label %CF1869

CF1869:                                           ; preds = %CF1791
  %Shuff769 = shufflevector <2 x i32> %Shuff678, <2 x i32> %I8, <2 x i32> <i32 1, i32 3>
  %I770 = insertelement <2 x i1> %I747, i1 true, i32 1
  %FC771 = uitofp <4 x i1> %I450 to <4 x float>
  %Sl772 = select <4 x i1> %I94, <4 x i1> %Shuff347, <4 x i1> %I387
  %Cmp773 = icmp ugt <2 x i32> %Shuff769, %I687
  %L774 = load i8, i8* %0, align 1
  store i8 %L99, i8* %0, align 1
  %E775 = extractelement <4 x double> %Sl97, i32 0
  %Shuff776 = shufflevector <2 x i32> %Shuff34, <2 x i32> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I777 = insertelement <4 x i1> %Shuff465, i1 %Cmp270, i32 1
  %B778 = srem <2 x i32> %B404, %B513
  %ZE779 = zext <1 x i32> %B162 to <1 x i64>
  %Sl780 = select i1 %Cmp337, <1 x i32> %I710, <1 x i32> %I563
  %Cmp781 = fcmp uge <4 x double> %Sl366, %I155
  %L782 = load i8, i8* %0, align 1
  store i8 %FC305, i8* %0, align 1
  %E783 = extractelement <4 x double> %I155, i32 3
  %Shuff784 = shufflevector <2 x i32> %Shuff123, <2 x i32> %Shuff473, <2 x i32> <i32 2, i32 undef>
  %I785 = insertelement <2 x i32> zeroinitializer, i32 %3, i32 0
  %Se786 = sext i1 %Sl757 to i8
  %Sl787 = select <4 x i1> %I258, <4 x i1> %Cmp391, <4 x i1> %I615
  %Cmp788 = icmp uge i64 500515, %Sl358
  br i1 %Cmp788, label %CF1661, label %CF1678

CF1678:                                           ; preds = %CF1678, %CF1913, %CF1811, %CF1869
  %L789 = load i8, i8* %0, align 1
  store i8 %L590, i8* %0, align 1
  %E790 = extractelement <1 x i32> %B235, i32 0
  %Shuff791 = shufflevector <2 x i16> %Tr, <2 x i16> %Sl194, <2 x i32> <i32 1, i32 3>
  %I792 = insertelement <1 x i32> %I341, i32 %B586, i32 0
  %ZE793 = zext i1 %Cmp351 to i32
  %Sl794 = select i1 %Cmp359, i8 %L292, i8 %L424
  %Cmp795 = icmp ugt <4 x i1> %Cmp105, %I387
  %L796 = load i8, i8* %0, align 1
  store i8 %B535, i8* %0, align 1
  %E797 = extractelement <2 x i32> zeroinitializer, i32 0
  %Shuff798 = shufflevector <1 x i32> %I651, <1 x i32> %Shuff600, <1 x i32> <i32 1>
  %I799 = insertelement <2 x i1> %Cmp714, i1 true, i32 1
  %B800 = and i8 %L384, %Tr579
  %FC801 = uitofp i1 %Cmp120 to double
  %Sl802 = select <4 x i1> %I311, <4 x i8> %Se133, <4 x i8> %Se133
  %Cmp803 = icmp sgt i8 %L424, %L669
  br i1 %Cmp803, label %CF1678, label %CF1913

CF1913:                                           ; preds = %CF1678
  %L804 = load i8, i8* %0, align 1
  store i8 %L774, i8* %0, align 1
  %E805 = extractelement <1 x i32> %Shuff570, i32 0
  %Shuff806 = shufflevector <4 x i1> %Shuff449, <4 x i1> %Shuff505, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I807 = insertelement <2 x i32> %Shuff426, i32 %ZE514, i32 1
  %ZE808 = fpext <4 x float> %B388 to <4 x double>
  %Sl809 = select i1 %Cmp788, <4 x i1> %Cmp743, <4 x i1> %I258
  %Cmp810 = icmp ule i8 %L338, %L211
  br i1 %Cmp810, label %CF1678, label %CF1735

CF1735:                                           ; preds = %CF1735, %CF1892, %CF1913
  %L811 = load i8, i8* %0, align 1
  store i8 %B594, i8* %0, align 1
  %E812 = extractelement <4 x i1> zeroinitializer, i32 3
  br i1 %E812, label %CF1735, label %CF1826

CF1826:                                           ; preds = %CF1826, %CF1735
  %Shuff813 = shufflevector <1 x i32> %Shuff310, <1 x i32> %Shuff310, <1 x i32> zeroinitializer
  %I814 = insertelement <1 x i32> %Shuff220, i32 %E175, i32 0
  %B815 = and i8 %L62, %L286
  %Sl816 = select i1 %Cmp270, <1 x i32> %B162, <1 x i32> %I755
  %Cmp817 = icmp uge i1 %E708, %Cmp407
  br i1 %Cmp817, label %CF1826, label %CF1892

CF1892:                                           ; preds = %CF1826
  %L818 = load i8, i8* %0, align 1
  store i8 %L524, i8* %0, align 1
  %E819 = extractelement <2 x i16> %Shuff577, i32 1
  %Shuff820 = shufflevector <1 x i32> %B162, <1 x i32> %Shuff717, <1 x i32> zeroinitializer
  %I821 = insertelement <2 x i32> %Shuff233, i32 %Sl202, i32 0
  %B822 = add i8 %Sl713, %L560
  %Tr823 = trunc <4 x i32> %ZE764 to <4 x i16>
  %Sl824 = select i1 %Cmp270, <2 x i32> %Sl414, <2 x i32> %I72
  %Cmp825 = icmp slt i1 %Cmp143, %E670
  br i1 %Cmp825, label %CF1735, label %CF1811

CF1811:                                           ; preds = %CF1892
  %L826 = load i8, i8* %0, align 1
  store i16 %E627, i16* %A4, align 2
  %E827 = extractelement <4 x i1> %Cmp39, i32 3
  br i1 %E827, label %CF1678, label %CF1679

CF1679:                                           ; preds = %CF1679, %CF1841, %CF1730, %CF1811
  %Shuff828 = shufflevector <1 x i32> %Shuff206, <1 x i32> %I348, <1 x i32> zeroinitializer
  %I829 = insertelement <2 x i1> %Cmp307, i1 %Tr260, i32 0
  %ZE830 = zext <1 x i8> %B327 to <1 x i64>
  %Sl831 = select i1 %Sl67, float %FC428, float %BC405
  %Cmp832 = icmp ugt <1 x i32> %I555, %Shuff828
  %L833 = load i8, i8* %0, align 1
  store i8 %E332, i8* %0, align 1
  %E834 = extractelement <1 x i32> %I695, i32 0
  %Shuff835 = shufflevector <4 x i1> %Shuff7, <4 x i1> %Shuff347, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I836 = insertelement <4 x i1> %Shuff835, i1 %Sl529, i32 3
  %FC837 = fptosi double %B443 to i64
  %Sl838 = select i1 %Cmp788, i8 %L352, i8 %L166
  %Cmp839 = icmp ule i32 %E19, %Tr389
  br i1 %Cmp839, label %CF1679, label %CF1841

CF1841:                                           ; preds = %CF1679
  %L840 = load i8, i8* %0, align 1
  store i8 %L517, i8* %0, align 1
  %E841 = extractelement <4 x i16> %I512, i32 0
  %Shuff842 = shufflevector <4 x i1> %I615, <4 x i1> %Cmp661, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I843 = insertelement <4 x i16> %Shuff340, i16 %E627, i32 1
  %Tr844 = trunc i32 %E182 to i16
  %Sl845 = select i1 %Cmp399, i8 %L239, i8 %L196
  %Cmp846 = icmp sgt i8 %E332, %Sl89
  br i1 %Cmp846, label %CF1679, label %CF1730

CF1730:                                           ; preds = %CF1841
  %L847 = load i8, i8* %0, align 1
  store i8 %Sl53, i8* %0, align 1
  %E848 = extractelement <4 x i32> %Shuff168, i32 1
  %Shuff849 = shufflevector <1 x i32> %Shuff798, <1 x i32> %Shuff13, <1 x i32> zeroinitializer
  %I850 = insertelement <1 x i32> %Shuff160, i32 %B9, i32 0
  %B851 = ashr i8 %L181, %Sl53
  %FC852 = uitofp <1 x i1> %Tr500 to <1 x double>
  %Sl853 = select <1 x i1> %Cmp832, <1 x i32> %I651, <1 x i32> %Shuff600
  %Cmp854 = icmp ugt i1 %Sl469, %Cmp502
  br i1 %Cmp854, label %CF1679, label %CF1722

CF1722:                                           ; preds = %CF1722, %CF1868, %CF1730
  %L855 = load i8, i8* %0, align 1
  store i8 %L392, i8* %0, align 1
  %E856 = extractelement <4 x double> %Sl97, i32 2
  %Shuff857 = shufflevector <4 x i1> %I387, <4 x i1> %Shuff505, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I858 = insertelement <4 x i1> %I, i1 %E248, i32 3
  %B859 = udiv <1 x i32> %I102, %Sl477
  %Tr860 = trunc <1 x i32> %Sl453 to <1 x i1>
  %Sl861 = select <2 x i1> %I734, <2 x i32> %B404, <2 x i32> %B564
  %Cmp862 = icmp eq <4 x i1> %I527, %Sl721
  %L863 = load double, double* %Sl16, align 8
  store i8 %L538, i8* %0, align 1
  %E864 = extractelement <4 x i16> %Shuff226, i32 0
  %Shuff865 = shufflevector <4 x double> %FC, <4 x double> %FC, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I866 = insertelement <1 x i32> %Shuff13, i32 %B542, i32 0
  %Sl867 = select i1 %Sl566, i32 %E19, i32 %Sl223
  %Cmp868 = icmp ult <1 x i32> %I348, %Shuff310
  %L869 = load i8, i8* %0, align 1
  store i8 %Sl104, i8* %0, align 1
  %E870 = extractelement <2 x i32> %Shuff294, i32 1
  %Shuff871 = shufflevector <1 x i8> %Tr149, <1 x i8> %Shuff686, <1 x i32> zeroinitializer
  %I872 = insertelement <1 x i32> %I672, i32 %Sl223, i32 0
  %B873 = ashr <4 x i32> zeroinitializer, %ZE764
  %ZE874 = zext i1 %E620 to i16
  %Sl875 = select i1 %Cmp262, <1 x i32> %B140, <1 x i32> %I371
  %Cmp876 = icmp sgt i1 %Cmp322, %Cmp151
  br i1 %Cmp876, label %CF1722, label %CF1868

CF1868:                                           ; preds = %CF1722
  %L877 = load i8, i8* %0, align 1
  store i8 %Sl765, i8* %0, align 1
  %E878 = extractelement <8 x i1> %Shuff607, i32 1
  br i1 %E878, label %CF1722, label %CF1856

CF1856:                                           ; preds = %CF1868
  %Shuff879 = shufflevector <4 x i1> %I303, <4 x i1> zeroinitializer, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I880 = insertelement <4 x i1> %Cmp668, i1 %E768, i32 2
  %FC881 = uitofp i1 %Cmp399 to double
  %Sl882 = select i1 %E510, i32 %Sl223, i32 %Tr389
  %Cmp883 = icmp uge i32 %E848, %Sl223
  br i1 %Cmp883, label %CF1661, label %CF1677

CF1677:                                           ; preds = %CF1677, %CF1819, %CF1856
  %L884 = load i8, i8* %0, align 1
  store i8 %L447, i8* %0, align 1
  %E885 = extractelement <4 x i64> %I14, i32 3
  %Shuff886 = shufflevector <1 x i32> %Shuff650, <1 x i32> %B645, <1 x i32> zeroinitializer
  %I887 = insertelement <1 x i32> %Shuff20, i32 %Se704, i32 0
  %FC888 = sitofp <2 x i32> %Sl111 to <2 x float>
  %Sl889 = select i1 %Sl682, i32 %Sl223, i32 %E760
  %Cmp890 = icmp sge i1 %Cmp285, %Cmp351
  br i1 %Cmp890, label %CF1677, label %CF1752

CF1752:                                           ; preds = %CF1752, %CF1677
  %L891 = load i8, i8* %0, align 1
  store i8 %E332, i8* %0, align 1
  %E892 = extractelement <8 x i1> %Shuff71, i32 2
  br i1 %E892, label %CF1752, label %CF1758

CF1758:                                           ; preds = %CF1758, %CF1752
  %Shuff893 = shufflevector <4 x double> %Shuff592, <4 x double> %Sl97, <4 x i32> <i32 undef, i32 7, i32 undef, i32 3>
  %I894 = insertelement <1 x i32> %Shuff754, i32 %E790, i32 0
  %B895 = shl i32 %B319, %E33
  %ZE896 = zext <4 x i1> %I311 to <4 x i64>
  %Sl897 = select i1 %Cmp788, <4 x i1> zeroinitializer, <4 x i1> %Cmp39
  %Cmp898 = icmp sgt <2 x i32> %B688, %Shuff769
  %L899 = load i8, i8* %0, align 1
  store i8 %Tr579, i8* %0, align 1
  %E900 = extractelement <1 x i32> %Shuff57, i32 0
  %Shuff901 = shufflevector <8 x i1> %Shuff621, <8 x i1> %Shuff71, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 undef, i32 14>
  %I902 = insertelement <4 x i16> %I242, i16 %E197, i32 2
  %B903 = xor <2 x i32> %Shuff481, %I8
  %Tr904 = trunc <2 x i32> %Shuff664 to <2 x i8>
  %Sl905 = select i1 %Cmp367, <1 x i32> %B763, <1 x i32> %B645
  %Cmp906 = icmp sge i8 %L538, %L699
  br i1 %Cmp906, label %CF1758, label %CF1819

CF1819:                                           ; preds = %CF1758
  %L907 = load i8, i8* %0, align 1
  store i8 %L463, i8* %0, align 1
  %E908 = extractelement <4 x i64> %Shuff362, i32 3
  %Shuff909 = shufflevector <4 x i1> %Sl772, <4 x i1> %Shuff835, <4 x i32> <i32 undef, i32 4, i32 undef, i32 0>
  %I910 = insertelement <2 x i32> %Shuff123, i32 %E189, i32 0
  %B911 = urem <1 x i32> %Shuff813, %Shuff754
  %FC912 = sitofp i1 %Sl682 to float
  %Sl913 = select i1 true, <4 x i16> %Tr823, <4 x i16> %Shuff317
  %Cmp914 = fcmp ugt <2 x float> %I482, %FC888
  %L915 = load i8, i8* %0, align 1
  store i8 %L731, i8* %0, align 1
  %E916 = extractelement <4 x i1> %Shuff694, i32 3
  br i1 %E916, label %CF1677, label %CF1701

CF1701:                                           ; preds = %CF1819
  %Shuff917 = shufflevector <8 x i1> %I234, <8 x i1> %Shuff901, <8 x i32> <i32 10, i32 undef, i32 14, i32 0, i32 2, i32 4, i32 6, i32 8>
  %I918 = insertelement <4 x i1> %Shuff465, i1 %Cmp788, i32 0
  %B919 = ashr <1 x i32> %I326, %Shuff13
  %Sl920 = select i1 %Sl134, i1 %E122, i1 %E212
  br i1 %Sl920, label %CF1661, label %CF1670

CF1670:                                           ; preds = %CF1670, %CF1877, %CF1850, %CF1701
  %Cmp921 = icmp slt <2 x i32> %I541, %I72
  %L922 = load i8, i8* %0, align 1
  store i8 %B208, i8* %0, align 1
  %E923 = extractelement <4 x i1> %Shuff465, i32 0
  br i1 %E923, label %CF1670, label %CF1877

CF1877:                                           ; preds = %CF1670
  %Shuff924 = shufflevector <2 x i32> %Shuff294, <2 x i32> %B564, <2 x i32> <i32 3, i32 undef>
  %I925 = insertelement <2 x i32> %Shuff473, i32 %E100, i32 1
  %B926 = xor i32 %E848, %B9
  %Se927 = sext i8 59 to i32
  %Sl928 = select i1 %Sl179, i1 %Cmp567, i1 %Cmp454
  br i1 %Sl928, label %CF1670, label %CF1774

CF1774:                                           ; preds = %CF1774, %CF1877
  %Cmp929 = fcmp oeq double %B66, %L152
  br i1 %Cmp929, label %CF1774, label %CF1850

CF1850:                                           ; preds = %CF1774
  %L930 = load i8, i8* %0, align 1
  store i8 %Sl253, i8* %0, align 1
  %E931 = extractelement <1 x i32> %Shuff489, i32 0
  %Shuff932 = shufflevector <1 x i32> %I266, <1 x i32> %Shuff886, <1 x i32> zeroinitializer
  %I933 = insertelement <1 x i32> %Shuff540, i32 %E834, i32 0
  %Sl934 = select i1 %Cmp839, i8 %L181, i8 %L855
  %Cmp935 = icmp slt <2 x i32> %Shuff370, %B513
  %L936 = load i8, i8* %0, align 1
  store i8 %B815, i8* %0, align 1
  %E937 = extractelement <4 x i16> %Shuff433, i32 1
  %Shuff938 = shufflevector <2 x i32> %Shuff378, <2 x i32> %I289, <2 x i32> <i32 0, i32 undef>
  %I939 = insertelement <2 x i1> %Cmp307, i1 %E532, i32 0
  %Tr940 = trunc i64 0 to i1
  br i1 %Tr940, label %CF1670, label %CF1702

CF1702:                                           ; preds = %CF1702, %CF1850
  %Sl941 = select i1 %Cmp839, <2 x i32> %Sl150, <2 x i32> %Sl111
  %Cmp942 = icmp slt <4 x i1> %Sl422, %Cmp523
  %L943 = load i8, i8* %0, align 1
  store i8 %L634, i8* %0, align 1
  %E944 = extractelement <4 x i1> %I65, i32 3
  br i1 %E944, label %CF1702, label %CF1748

CF1748:                                           ; preds = %CF1748, %CF1898, %CF1702
  %Shuff945 = shufflevector <2 x i32> %I442, <2 x i32> %I207, <2 x i32> <i32 2, i32 undef>
  %I946 = insertelement <4 x i1> %Shuff465, i1 %Cmp876, i32 0
  %ZE947 = zext <2 x i1> %Cmp551 to <2 x i64>
  %Sl948 = select i1 %Cmp906, i8 %L560, i8 %Sl164
  %Cmp949 = icmp ugt <1 x i32> %I814, %B235
  %L950 = load i8, i8* %0, align 1
  store i8 %L495, i8* %0, align 1
  %E951 = extractelement <4 x i1> %I303, i32 0
  br i1 %E951, label %CF1748, label %CF1898

CF1898:                                           ; preds = %CF1748
  %Shuff952 = shufflevector <4 x i1> %Sl897, <4 x i1> %I258, <4 x i32> <i32 undef, i32 1, i32 undef, i32 5>
  %I953 = insertelement <8 x i1> %Shuff71, i1 %E6, i32 1
  %B954 = fadd <4 x float> %FC252, %Tr73
  %Se955 = sext i1 %Cmp574 to i8
  %Sl956 = select <8 x i1> %I953, <8 x i1> %Shuff115, <8 x i1> %Shuff115
  %Cmp957 = icmp slt i16 %E841, %E745
  br i1 %Cmp957, label %CF1748, label %CF1792

CF1792:                                           ; preds = %CF1792, %CF1898
  %L958 = load i8, i8* %0, align 1
  store i8 %B356, i8* %0, align 1
  %E959 = extractelement <1 x i32> %Shuff257, i32 0
  %Shuff960 = shufflevector <4 x double> %Shuff592, <4 x double> %Sl750, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I961 = insertelement <4 x i1> %Cmp39, i1 %Cmp112, i32 1
  %B962 = sdiv i32 %E324, %B319
  %ZE963 = zext <4 x i1> %Shuff628 to <4 x i8>
  %Sl964 = select i1 %E724, <4 x double> %ZE808, <4 x double> %Shuff592
  %Cmp965 = icmp ugt i64 %Sl30, %Se565
  br i1 %Cmp965, label %CF1792, label %CF1835

CF1835:                                           ; preds = %CF1792
  %L966 = load i8, i8* %0, align 1
  store i8 %L774, i8* %0, align 1
  %E967 = extractelement <8 x i1> %Sl956, i32 7
  br i1 %E967, label %CF1661, label %CF1663

CF1663:                                           ; preds = %CF1663, %CF1873, %CF1789, %CF1714, %CF1669, %CF1835
  %Shuff968 = shufflevector <2 x i1> %Cmp307, <2 x i1> %Tr193, <2 x i32> <i32 2, i32 0>
  %I969 = insertelement <2 x i32> %I821, i32 %E931, i32 0
  %Sl970 = select i1 %Sl134, <4 x i8> %Sl802, <4 x i8> %ZE963
  %Cmp971 = icmp eq i1 %Sl187, %E6
  br i1 %Cmp971, label %CF1663, label %CF1873

CF1873:                                           ; preds = %CF1663
  %L972 = load double, double* %PC, align 8
  store i8 %Sl53, i8* %0, align 1
  %E973 = extractelement <4 x i32> %Shuff168, i32 3
  %Shuff974 = shufflevector <4 x i1> %Cmp446, <4 x i1> %Cmp39, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I975 = insertelement <1 x i32> %Shuff160, i32 %E790, i32 0
  %B976 = lshr <4 x i8> %Se133, %Se133
  %Tr977 = trunc <1 x i32> %I866 to <1 x i8>
  %Sl978 = select i1 %Cmp751, <2 x i32> %B404, <2 x i32> %Sl861
  %Cmp979 = icmp sgt <1 x i32> %Shuff220, %Sl453
  %L980 = load i8, i8* %0, align 1
  store double %L11, double* %PC, align 8
  %E981 = extractelement <4 x i1> %Shuff347, i32 1
  br i1 %E981, label %CF1663, label %CF1789

CF1789:                                           ; preds = %CF1873
  %Shuff982 = shufflevector <4 x i1> %Shuff806, <4 x i1> %Cmp330, <4 x i32> <i32 0, i32 undef, i32 4, i32 6>
  %I983 = insertelement <8 x i1> %Shuff621, i1 %E951, i32 2
  %B984 = or i64 300975, %Se413
  %ZE985 = zext i1 %E425 to i64
  %Sl986 = select i1 %E248, i1 %E532, i1 %Cmp647
  br i1 %Sl986, label %CF1663, label %CF1714

CF1714:                                           ; preds = %CF1789
  %Cmp987 = fcmp uge float %FC397, %Sl522
  br i1 %Cmp987, label %CF1663, label %CF1669

CF1669:                                           ; preds = %CF1714
  %L988 = load i8, i8* %0, align 1
  store i8 %L368, i8* %0, align 1
  %E989 = extractelement <4 x i1> %Shuff511, i32 0
  br i1 %E989, label %CF1663, label %CF1668

CF1668:                                           ; preds = %CF1669
  %Shuff990 = shufflevector <4 x i16> %Sl660, <4 x i16> %Tr823, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I991 = insertelement <2 x i1> %Shuff709, i1 %Sl306, i32 1
  %FC992 = sitofp i32 %E232 to double
  %Sl993 = select i1 %E41, i1 %Cmp751, i1 %E205
  br i1 %Sl993, label %CF1659, label %CF1660

CF1660:                                           ; preds = %CF1660, %CF1907, %CF1865, %CF1832, %CF1834, %CF1775, %CF1700, %CF1749, %CF1879, %CF1795, %CF1668
  %Cmp994 = icmp slt <1 x i32> %Shuff93, %I975
  %L995 = load i8, i8* %0, align 1
  store float %Sl831, float* %A, align 4
  %E996 = extractelement <1 x i32> %Shuff20, i32 0
  %Shuff997 = shufflevector <1 x i8> %Shuff686, <1 x i8> %Shuff871, <1 x i32> undef
  %I998 = insertelement <2 x i32> %Shuff146, i32 %E760, i32 1
  %B999 = sub i8 %L166, %B228
  %FC1000 = sitofp <4 x i1> %I355 to <4 x float>
  %Sl1001 = select i1 %Sl558, i8 %L826, i8 %B243
  %Cmp1002 = icmp ne <2 x i32> %Shuff481, %Shuff233
  %L1003 = load i8, i8* %0, align 1
  store i8 %Sl23, i8* %0, align 1
  %E1004 = extractelement <1 x i32> %Shuff489, i32 0
  %Shuff1005 = shufflevector <1 x i32> %Shuff733, <1 x i32> %Shuff160, <1 x i32> <i32 1>
  %I1006 = insertelement <2 x i32> %Shuff497, i32 %B586, i32 1
  %B1007 = shl i32 %E401, %E546
  %Tr1008 = trunc <1 x i32> %Sl261 to <1 x i16>
  %Sl1009 = select i1 %Cmp854, i64 489139, i64 %E456
  %Cmp1010 = icmp ugt i16 %Tr436, %FC222
  br i1 %Cmp1010, label %CF1660, label %CF1907

CF1907:                                           ; preds = %CF1660
  %L1011 = load i8, i8* %0, align 1
  store i8 %Sl934, i8* %0, align 1
  %E1012 = extractelement <1 x i32> %Shuff849, i32 0
  %Shuff1013 = shufflevector <1 x i32> %Shuff20, <1 x i32> %I506, <1 x i32> zeroinitializer
  %I1014 = insertelement <2 x i32> %Shuff302, i32 %Se80, i32 0
  %B1015 = fdiv double %L345, %L315
  %FC1016 = uitofp <4 x i16> %Shuff990 to <4 x double>
  %Sl1017 = select i1 %E670, i1 %E205, i1 %Cmp957
  br i1 %Sl1017, label %CF1660, label %CF1851

CF1851:                                           ; preds = %CF1851, %CF1907
  %Cmp1018 = icmp ne i8 %L408, %Sl652
  br i1 %Cmp1018, label %CF1851, label %CF1865

CF1865:                                           ; preds = %CF1851
  %L1019 = load i8, i8* %0, align 1
  store i8 %L612, i8* %0, align 1
  %E1020 = extractelement <2 x i32> %Shuff776, i32 1
  %Shuff1021 = shufflevector <8 x i1> %Shuff354, <8 x i1> %Shuff101, <8 x i32> <i32 8, i32 10, i32 12, i32 undef, i32 0, i32 undef, i32 4, i32 6>
  %I1022 = insertelement <1 x i32> %Shuff257, i32 %Sl223, i32 0
  %B1023 = shl i8 %L869, %L99
  %ZE1024 = zext i8 %L818 to i32
  %Sl1025 = select i1 %Cmp730, <1 x i32> %Shuff257, <1 x i32> %Shuff310
  %Cmp1026 = icmp ule i1 %E496, %E6
  br i1 %Cmp1026, label %CF1660, label %CF1817

CF1817:                                           ; preds = %CF1817, %CF1865
  %L1027 = load i8, i8* %0, align 1
  store i8 %L509, i8* %0, align 1
  %E1028 = extractelement <4 x i64> %I21, i32 1
  %Shuff1029 = shufflevector <2 x i1> %Shuff968, <2 x i1> %Tr193, <2 x i32> <i32 0, i32 undef>
  %I1030 = insertelement <2 x i1> %I770, i1 %E708, i32 0
  %B1031 = shl <2 x i32> %Sl172, %Sl414
  %FC1032 = sitofp i32 %Se704 to double
  %Sl1033 = select i1 %E417, i8 %L654, i8 %L360
  %Cmp1034 = icmp uge <4 x i1> %Sl507, %Cmp415
  %L1035 = load i8, i8* %0, align 1
  store i8 %Sl1001, i8* %0, align 1
  %E1036 = extractelement <4 x i1> %I615, i32 0
  br i1 %E1036, label %CF1817, label %CF1832

CF1832:                                           ; preds = %CF1817
  %Shuff1037 = shufflevector <1 x i32> %I434, <1 x i32> %B645, <1 x i32> <i32 1>
  %I1038 = insertelement <8 x i1> %Shuff101, i1 %E768, i32 7
  %B1039 = frem double 0xAC9D5D3CD09B76BA, %Sl216
  %FC1040 = sitofp <8 x i1> %Cmp217 to <8 x double>
  %Sl1041 = select i1 %E708, float %FC609, float %FC609
  %Cmp1042 = icmp sge <8 x i1> %Shuff607, %I466
  %L1043 = load i8, i8* %0, align 1
  store double %Sl667, double* %PC, align 8
  %E1044 = extractelement <8 x i1> %Shuff607, i32 4
  br i1 %E1044, label %CF1660, label %CF1743

CF1743:                                           ; preds = %CF1743, %CF1874, %CF1832
  %Shuff1045 = shufflevector <2 x i32> %I687, <2 x i32> %Shuff584, <2 x i32> <i32 3, i32 1>
  %I1046 = insertelement <2 x i32> %Shuff146, i32 %E693, i32 1
  %BC1047 = bitcast <2 x i32> %Shuff636 to <2 x float>
  %Sl1048 = select i1 %Cmp876, <2 x i32> %Shuff280, <2 x i32> %I718
  %Cmp1049 = icmp slt <2 x i32> %I969, %I8
  %L1050 = load i8, i8* %0, align 1
  store i8 %Sl573, i8* %0, align 1
  %E1051 = extractelement <4 x i16> %Shuff410, i32 1
  %Shuff1052 = shufflevector <4 x i64> %Shuff362, <4 x i64> %Shuff49, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I1053 = insertelement <2 x i32> %B1031, i32 %E606, i32 0
  %ZE1054 = zext <8 x i1> %I983 to <8 x i64>
  %Sl1055 = select i1 %E393, <2 x float> %I482, <2 x float> %FC888
  %Cmp1056 = icmp sgt i8 %Se712, %L692
  br i1 %Cmp1056, label %CF1743, label %CF1874

CF1874:                                           ; preds = %CF1743
  %L1057 = load i8, i8* %0, align 1
  store i8 %Se955, i8* %0, align 1
  %E1058 = extractelement <4 x i8> %Se133, i32 3
  %Shuff1059 = shufflevector <4 x i16> %Sl913, <4 x i16> %ZE125, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I1060 = insertelement <2 x i1> %Tr484, i1 %Cmp906, i32 0
  %B1061 = shl i8 %L338, %L1050
  %BC1062 = bitcast <2 x i32> %I718 to <2 x float>
  %Sl1063 = select i1 %Cmp788, i8 %L62, i8 %B822
  %Cmp1064 = icmp uge <1 x i32> %I887, %I281
  %L1065 = load i8, i8* %0, align 1
  store i8 %Sl543, i8* %0, align 1
  %E1066 = extractelement <2 x i32> %Sl414, i32 0
  %Shuff1067 = shufflevector <2 x i1> %Cmp238, <2 x i1> %Cmp478, <2 x i32> <i32 3, i32 undef>
  %I1068 = insertelement <2 x i32> %Shuff27, i32 %E346, i32 1
  %B1069 = udiv i16 %E1051, %E663
  %Se1070 = sext i8 %L487 to i16
  %Sl1071 = select <2 x i1> %Shuff418, <2 x i32> %B778, <2 x i32> %I969
  %Cmp1072 = icmp ult <1 x i32> %Shuff333, %Shuff600
  %L1073 = load i8, i8* %0, align 1
  store i8 %B594, i8* %0, align 1
  %E1074 = extractelement <4 x double> %I169, i32 0
  %Shuff1075 = shufflevector <2 x i1> %I747, <2 x i1> %I829, <2 x i32> <i32 3, i32 1>
  %I1076 = insertelement <1 x i8> %Shuff997, i8 %L699, i32 0
  %B1077 = udiv i8 %Sl245, %L1035
  %Sl1078 = select i1 %Cmp112, <4 x i8> %B976, <4 x i8> %Sl802
  %Cmp1079 = icmp eq <1 x i1> %Cmp994, %Cmp277
  %L1080 = load i8, i8* %0, align 1
  store i8 %L767, i8* %0, align 1
  %E1081 = extractelement <4 x float> %I199, i32 1
  %Shuff1082 = shufflevector <2 x float> %FC888, <2 x float> %FC888, <2 x i32> <i32 0, i32 2>
  %I1083 = insertelement <4 x i64> zeroinitializer, i64 %FC186, i32 2
  %FC1084 = uitofp i8 %Sl245 to double
  %Sl1085 = select i1 %Cmp751, double 0x1B656604F3633382, double %L568
  %Cmp1086 = icmp ule <2 x i32> %I718, %Shuff378
  %L1087 = load i8, i8* %0, align 1
  store i8 %L99, i8* %0, align 1
  %E1088 = extractelement <2 x i32> %Sl1048, i32 1
  %Shuff1089 = shufflevector <1 x i32> %I555, <1 x i32> %I139, <1 x i32> zeroinitializer
  %I1090 = insertelement <2 x i32> %Shuff138, i32 %Sl223, i32 0
  %Se1091 = sext i8 %L166 to i64
  %Sl1092 = select i1 %E583, i8 %L211, i8 %Se
  %Cmp1093 = icmp eq i8 %B680, %L662
  br i1 %Cmp1093, label %CF1743, label %CF1745

CF1745:                                           ; preds = %CF1745, %CF1897, %CF1874
  %L1094 = load i8, i8* %0, align 1
  store i8 55, i8* %0, align 1
  %E1095 = extractelement <2 x i32> %Shuff584, i32 1
  %Shuff1096 = shufflevector <4 x i64> %Sl209, <4 x i64> %FC452, <4 x i32> <i32 2, i32 4, i32 undef, i32 0>
  %I1097 = insertelement <2 x i32> %Shuff233, i32 %E189, i32 0
  %B1098 = add <1 x i32> %I887, %I792
  %ZE1099 = zext i1 %Sl920 to i64
  %Sl1100 = select i1 %E393, i1 %Cmp604, i1 %Cmp399
  br i1 %Sl1100, label %CF1745, label %CF1847

CF1847:                                           ; preds = %CF1847, %CF1745
  %Cmp1101 = icmp sge i8 %L930, %Sl164
  br i1 %Cmp1101, label %CF1847, label %CF1897

CF1897:                                           ; preds = %CF1847
  %L1102 = load i8, i8* %0, align 1
  store i8 55, i8* %0, align 1
  %E1103 = extractelement <1 x i32> %I458, i32 0
  %Shuff1104 = shufflevector <4 x double> %I169, <4 x double> %Sl97, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I1105 = insertelement <4 x i32> %Sl321, i32 %B9, i32 3
  %B1106 = lshr <2 x i32> %I334, %I1097
  %ZE1107 = zext <1 x i32> %Sl74 to <1 x i64>
  %Sl1108 = select i1 %Cmp1010, i8 59, i8 %L1027
  %Cmp1109 = icmp uge i8 %L847, %L707
  br i1 %Cmp1109, label %CF1745, label %CF1834

CF1834:                                           ; preds = %CF1897
  %L1110 = load i8, i8* %0, align 1
  store i8 %L590, i8* %0, align 1
  %E1111 = extractelement <4 x i1> zeroinitializer, i32 0
  br i1 %E1111, label %CF1660, label %CF1716

CF1716:                                           ; preds = %CF1716, %CF1875, %CF1834
  %Shuff1112 = shufflevector <1 x i32> %Shuff206, <1 x i32> %Shuff310, <1 x i32> <i32 1>
  %I1113 = insertelement <2 x float> %Shuff1082, float %Sl831, i32 1
  %FC1114 = fptoui <4 x double> %FC to <4 x i8>
  %Sl1115 = select i1 %E724, i8 %Sl245, i8 %B200
  %Cmp1116 = icmp eq i8 %L204, %B535
  br i1 %Cmp1116, label %CF1716, label %CF1875

CF1875:                                           ; preds = %CF1716
  %L1117 = load i8, i8* %0, align 1
  store i8 %L271, i8* %0, align 1
  %E1118 = extractelement <2 x i32> %B404, i32 1
  %Shuff1119 = shufflevector <2 x i32> %B513, <2 x i32> %B564, <2 x i32> <i32 2, i32 undef>
  %I1120 = insertelement <8 x i1> %Sl742, i1 %E620, i32 4
  %B1121 = sdiv <4 x i8> %Sl802, %Se133
  %FC1122 = uitofp <4 x i16> %Shuff402 to <4 x float>
  %Sl1123 = select i1 %Sl639, double %L759, double %L863
  %Cmp1124 = fcmp uge float %Sl646, %FC397
  br i1 %Cmp1124, label %CF1716, label %CF1775

CF1775:                                           ; preds = %CF1875
  %L1125 = load i8, i8* %0, align 1
  store i8 %B435, i8* %0, align 1
  %E1126 = extractelement <4 x i16> %I214, i32 1
  %Shuff1127 = shufflevector <4 x i1> %Shuff42, <4 x i1> %Shuff725, <4 x i32> <i32 undef, i32 6, i32 0, i32 2>
  %I1128 = insertelement <4 x i1> %Cmp668, i1 %Cmp537, i32 2
  %B1129 = udiv <4 x i64> %I762, %I21
  %FC1130 = fptoui <4 x double> %FC to <4 x i8>
  %Sl1131 = select i1 %Cmp876, i1 true, i1 %Tr940
  br i1 %Sl1131, label %CF1660, label %CF1692

CF1692:                                           ; preds = %CF1692, %CF1818, %CF1883, %CF1867, %CF1866, %CF1775
  %Cmp1132 = icmp ule i32 %E900, %E805
  br i1 %Cmp1132, label %CF1692, label %CF1818

CF1818:                                           ; preds = %CF1692
  %L1133 = load i8, i8* %0, align 1
  store i8 %B208, i8* %0, align 1
  %E1134 = extractelement <4 x i1> %Shuff42, i32 3
  br i1 %E1134, label %CF1692, label %CF1810

CF1810:                                           ; preds = %CF1810, %CF1818
  %Shuff1135 = shufflevector <1 x i32> %I348, <1 x i32> %Shuff1013, <1 x i32> zeroinitializer
  %I1136 = insertelement <2 x i32> %Shuff678, i32 %E693, i32 0
  %B1137 = and i8 %L767, %L1019
  %Sl1138 = select i1 true, i1 %Sl306, i1 %Cmp803
  br i1 %Sl1138, label %CF1810, label %CF1883

CF1883:                                           ; preds = %CF1810
  %Cmp1139 = icmp ult i8 %B243, %Sl53
  br i1 %Cmp1139, label %CF1692, label %CF1808

CF1808:                                           ; preds = %CF1808, %CF1883
  %L1140 = load i8, i8* %0, align 1
  store i8 %Sl543, i8* %0, align 1
  %E1141 = extractelement <1 x i32> %Shuff489, i32 0
  %Shuff1142 = shufflevector <2 x i1> %I665, <2 x i1> %I1060, <2 x i32> <i32 1, i32 3>
  %I1143 = insertelement <4 x i1> %Shuff511, i1 %E167, i32 3
  %B1144 = fdiv double %B420, %Sl329
  %Se1145 = sext i32 %E440 to i64
  %Sl1146 = select i1 %E212, i64 %Sl493, i64 %E1028
  %Cmp1147 = fcmp false double %B748, %B1039
  br i1 %Cmp1147, label %CF1808, label %CF1842

CF1842:                                           ; preds = %CF1842, %CF1808
  %L1148 = load i8, i8* %0, align 1
  store i8 %Sl81, i8* %0, align 1
  %E1149 = extractelement <1 x i32> %I1022, i32 0
  %Shuff1150 = shufflevector <4 x i16> %Sl660, <4 x i16> %I512, <4 x i32> <i32 0, i32 undef, i32 4, i32 6>
  %I1151 = insertelement <1 x double> %FC852, double %Sl667, i32 0
  %B1152 = or i8 %L113, %L263
  %Se1153 = sext <4 x i16> %I601 to <4 x i32>
  %Sl1154 = select i1 %E369, i8 %L455, i8 %L907
  %Cmp1155 = icmp ne i32 %Sl536, %B926
  br i1 %Cmp1155, label %CF1842, label %CF1867

CF1867:                                           ; preds = %CF1842
  %L1156 = load i8, i8* %0, align 1
  store i8 %Sl1033, i8* %0, align 1
  %E1157 = extractelement <4 x i16> %B215, i32 3
  %Shuff1158 = shufflevector <4 x i1> %Shuff1127, <4 x i1> %I94, <4 x i32> <i32 undef, i32 undef, i32 6, i32 0>
  %I1159 = insertelement <4 x i16> %I214, i16 %E841, i32 0
  %B1160 = and i8 %Sl1001, %L619
  %ZE1161 = zext i1 %Cmp730 to i16
  %Sl1162 = select i1 %E114, <8 x i1> %I1038, <8 x i1> %Shuff607
  %Cmp1163 = fcmp ogt <4 x double> %Shuff1104, %Shuff592
  %L1164 = load i8, i8* %0, align 1
  store i8 %L181, i8* %0, align 1
  %E1165 = extractelement <2 x i1> %Cmp508, i32 1
  br i1 %E1165, label %CF1692, label %CF1727

CF1727:                                           ; preds = %CF1727, %CF1867
  %Shuff1166 = shufflevector <1 x i32> %I506, <1 x i32> %I555, <1 x i32> undef
  %I1167 = insertelement <4 x i64> %Shuff1096, i64 %Se565, i32 2
  %FC1168 = uitofp i32 %E293 to double
  %Sl1169 = select i1 %Cmp633, i1 %E77, i1 %Cmp1093
  br i1 %Sl1169, label %CF1727, label %CF1738

CF1738:                                           ; preds = %CF1738, %CF1727
  %Cmp1170 = icmp uge i1 %E122, %E212
  br i1 %Cmp1170, label %CF1738, label %CF1794

CF1794:                                           ; preds = %CF1794, %CF1863, %CF1738
  %L1171 = load i8, i8* %0, align 1
  store i8 %L789, i8* %0, align 1
  %E1172 = extractelement <1 x double> %FC681, i32 0
  %Shuff1173 = shufflevector <8 x i1> %Shuff78, <8 x i1> %Shuff176, <8 x i32> <i32 undef, i32 12, i32 14, i32 0, i32 2, i32 undef, i32 6, i32 8>
  %I1174 = insertelement <1 x i1> %Cmp868, i1 %E724, i32 0
  %B1175 = mul i8 %L308, %B451
  %ZE1176 = zext i32 %E1066 to i64
  %Sl1177 = select i1 %Cmp1093, <1 x i32> %Shuff257, <1 x i32> %I341
  %Cmp1178 = icmp ult <2 x i1> %I770, %Cmp246
  %L1179 = load i8, i8* %0, align 1
  store i8 %Sl81, i8* %0, align 1
  %E1180 = extractelement <2 x i1> %Cmp238, i32 1
  br i1 %E1180, label %CF1794, label %CF1863

CF1863:                                           ; preds = %CF1794
  %Shuff1181 = shufflevector <4 x i1> %Shuff628, <4 x i1> %Cmp24, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I1182 = insertelement <1 x i32> %Shuff650, i32 %E100, i32 0
  %B1183 = urem <2 x i32> %Shuff426, %Shuff938
  %BC1184 = bitcast <2 x i32> %Shuff386 to <2 x float>
  %Sl1185 = select i1 %Cmp965, i8 %Sl253, i8 %L1164
  %Cmp1186 = icmp ule i8 %L1003, %L676
  br i1 %Cmp1186, label %CF1794, label %CF1816

CF1816:                                           ; preds = %CF1816, %CF1901, %CF1890, %CF1863
  %L1187 = load i8, i8* %0, align 1
  store i8 %Sl23, i8* %0, align 1
  %E1188 = extractelement <2 x i32> %Shuff656, i32 0
  %Shuff1189 = shufflevector <2 x i1> %I250, <2 x i1> %I799, <2 x i32> <i32 3, i32 1>
  %I1190 = insertelement <2 x i32> %Shuff138, i32 %E797, i32 1
  %B1191 = srem i8 %L69, %L196
  %Sl1192 = select i1 %Cmp407, i1 %E77, i1 %Sl1017
  br i1 %Sl1192, label %CF1816, label %CF1901

CF1901:                                           ; preds = %CF1816
  %Cmp1193 = icmp sgt <4 x i16> %I593, %ZE125
  %L1194 = load i8, i8* %0, align 1
  store i8 %Sl1108, i8* %0, align 1
  %E1195 = extractelement <2 x i1> %Cmp1178, i32 1
  br i1 %E1195, label %CF1816, label %CF1890

CF1890:                                           ; preds = %CF1901
  %Shuff1196 = shufflevector <2 x i32> %Sl588, <2 x i32> %Shuff769, <2 x i32> <i32 0, i32 2>
  %I1197 = insertelement <1 x i32> %I266, i32 %E790, i32 0
  %B1198 = lshr i32 %Sl237, %Sl735
  %ZE1199 = zext i8 %Sl1092 to i32
  %Sl1200 = select i1 %Cmp803, <8 x i64> %ZE1054, <8 x i64> %ZE1054
  %Cmp1201 = icmp ule <1 x i32> %I318, %I371
  %L1202 = load i8, i8* %0, align 1
  store i8 %L99, i8* %0, align 1
  %E1203 = extractelement <2 x i1> %Cmp898, i32 1
  br i1 %E1203, label %CF1816, label %CF1866

CF1866:                                           ; preds = %CF1890
  %Shuff1204 = shufflevector <4 x i1> %Shuff628, <4 x i1> %Cmp173, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I1205 = insertelement <1 x i8> %Shuff686, i8 %L1011, i32 0
  %B1206 = and <2 x i32> %I969, %I72
  %Tr1207 = trunc <1 x i32> %I651 to <1 x i1>
  %Sl1208 = select i1 %Cmp683, <4 x i1> %Shuff974, <4 x i1> %I258
  %L1209 = load double, double* %PC, align 8
  store double %L18, double* %PC, align 8
  %E1210 = extractelement <2 x i32> %I207, i32 0
  %Shuff1211 = shufflevector <1 x i32> %Shuff1135, <1 x i32> %Shuff849, <1 x i32> <i32 1>
  %I1212 = insertelement <2 x i1> %Cmp921, i1 %Cmp751, i32 1
  %B1213 = frem float %FC110, %FC912
  %Se1214 = sext i1 %E539 to i16
  %Sl1215 = select <1 x i1> %Cmp994, <1 x i32> %I326, <1 x i32> %B235
  %Cmp1216 = icmp sge <4 x i1> %I1143, %Shuff628
  %L1217 = load i8, i8* %0, align 1
  store i8 %L811, i8* %0, align 1
  %E1218 = extractelement <4 x i64> %Shuff241, i32 0
  %Shuff1219 = shufflevector <4 x i1> %Shuff909, <4 x i1> %Cmp1216, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I1220 = insertelement <1 x i32> %Shuff828, i32 %E1188, i32 0
  %B1221 = sdiv i8 %L641, %FC320
  %Sl1222 = select i1 %Cmp195, i8 %B208, i8 %L980
  %Cmp1223 = icmp ne i64 %Se381, %E885
  br i1 %Cmp1223, label %CF1692, label %CF1700

CF1700:                                           ; preds = %CF1866
  %L1224 = load i8, i8* %0, align 1
  store i8 %Sl515, i8* %0, align 1
  %E1225 = extractelement <2 x i32> %Shuff664, i32 0
  %Shuff1226 = shufflevector <8 x i1> %Shuff621, <8 x i1> %Shuff917, <8 x i32> <i32 3, i32 undef, i32 undef, i32 undef, i32 undef, i32 13, i32 15, i32 1>
  %I1227 = insertelement <1 x i32> %I866, i32 %E790, i32 0
  %B1228 = srem <1 x i32> %Shuff206, %I124
  %Se1229 = sext i8 %L1102 to i64
  %Sl1230 = select i1 %E613, i32 %E1095, i32 %E834
  %Cmp1231 = icmp ne i8 %B435, %L958
  br i1 %Cmp1231, label %CF1660, label %CF1682

CF1682:                                           ; preds = %CF1682, %CF1886, %CF1704, %CF1700
  %L1232 = load i8, i8* %0, align 1
  store i8 %Sl245, i8* %0, align 1
  %E1233 = extractelement <4 x i16> %Sl660, i32 3
  %Shuff1234 = shufflevector <1 x i32> %Shuff220, <1 x i32> %Shuff540, <1 x i32> zeroinitializer
  %I1235 = insertelement <2 x i32> %Shuff154, i32 %E401, i32 0
  %B1236 = add i32 %E959, %E655
  %Se1237 = sext <8 x i1> %I1038 to <8 x i64>
  %Sl1238 = select i1 %Cmp1124, i64 %ZE1099, i64 %Se1091
  %Cmp1239 = icmp sgt <4 x i16> %Sl660, %Shuff433
  %L1240 = load i8, i8* %0, align 1
  store double %Sl667, double* %Sl16, align 8
  %E1241 = extractelement <8 x i1> zeroinitializer, i32 3
  br i1 %E1241, label %CF1682, label %CF1798

CF1798:                                           ; preds = %CF1798, %CF1909, %CF1682
  %Shuff1242 = shufflevector <1 x i8> %Shuff686, <1 x i8> %Tr149, <1 x i32> zeroinitializer
  %I1243 = insertelement <4 x i1> zeroinitializer, i1 %E248, i32 2
  %B1244 = fdiv <4 x double> %Sl97, %FC
  %Se1245 = sext <8 x i1> %Shuff1173 to <8 x i32>
  %Sl1246 = select <4 x i1> %Cmp942, <4 x i1> %I615, <4 x i1> %Cmp942
  %Cmp1247 = icmp slt i32 %B459, %Sl437
  br i1 %Cmp1247, label %CF1798, label %CF1909

CF1909:                                           ; preds = %CF1798
  %L1248 = load i8, i8* %0, align 1
  store i8 %L99, i8* %0, align 1
  %E1249 = extractelement <2 x i1> %Cmp210, i32 0
  br i1 %E1249, label %CF1798, label %CF1838

CF1838:                                           ; preds = %CF1838, %CF1909
  %Shuff1250 = shufflevector <1 x i64> %ZE1107, <1 x i64> %ZE779, <1 x i32> <i32 1>
  %I1251 = insertelement <2 x i1> %Tr193, i1 %E369, i32 1
  %Tr1252 = trunc i32 %ZE514 to i16
  %Sl1253 = select i1 %Cmp54, i1 %FC37, i1 %Cmp987
  br i1 %Sl1253, label %CF1838, label %CF1876

CF1876:                                           ; preds = %CF1876, %CF1838
  %Cmp1254 = icmp uge <8 x i1> %Cmp722, %I1038
  %L1255 = load i8, i8* %0, align 1
  store i8 %L590, i8* %0, align 1
  %E1256 = extractelement <4 x i32> %Shuff168, i32 3
  %Shuff1257 = shufflevector <4 x i1> %I258, <4 x i1> %Sl156, <4 x i32> <i32 undef, i32 4, i32 undef, i32 0>
  %I1258 = insertelement <1 x i32> %Shuff717, i32 %B926, i32 0
  %Se1259 = sext i8 %L255 to i64
  %Sl1260 = select i1 %Cmp454, double %L231, double %L715
  %Cmp1261 = fcmp ult <4 x float> %FC1122, %FC771
  %L1262 = load i8, i8* %0, align 1
  store i8 %L907, i8* %0, align 1
  %E1263 = extractelement <2 x i32> %Shuff1196, i32 1
  %Shuff1264 = shufflevector <2 x i1> %Cmp307, <2 x i1> %Cmp921, <2 x i32> <i32 0, i32 2>
  %I1265 = insertelement <2 x i32> %Shuff636, i32 %E790, i32 0
  %B1266 = ashr i8 %Sl81, %L1164
  %FC1267 = uitofp <2 x i1> %Shuff968 to <2 x float>
  %Sl1268 = select <8 x i1> zeroinitializer, <8 x i1> %Shuff71, <8 x i1> %Cmp217
  %Cmp1269 = fcmp uno <4 x float> %B117, %Sl336
  %L1270 = load i8, i8* %0, align 1
  store i8 %L899, i8* %0, align 1
  %E1271 = extractelement <2 x i32> %Shuff1196, i32 0
  %Shuff1272 = shufflevector <2 x i32> %Shuff273, <2 x i32> %Shuff938, <2 x i32> <i32 3, i32 1>
  %I1273 = insertelement <1 x i32> %Sl477, i32 %B467, i32 0
  %B1274 = urem i32 %E440, %B459
  %Se1275 = sext i8 %Sl38 to i32
  %Sl1276 = select <4 x i1> %Sl705, <4 x i1> %I109, <4 x i1> %Shuff1127
  %Cmp1277 = icmp ult <1 x i32> %B162, %I672
  %L1278 = load i8, i8* %0, align 1
  store i8 %L1217, i8* %0, align 1
  %E1279 = extractelement <1 x i32> %I710, i32 0
  %Shuff1280 = shufflevector <4 x i16> %Shuff226, <4 x i16> %I637, <4 x i32> <i32 3, i32 5, i32 undef, i32 1>
  %I1281 = insertelement <4 x float> %FC1000, float %Sl1041, i32 1
  %B1282 = fsub double %E856, %B259
  %FC1283 = sitofp <2 x i32> %Shuff123 to <2 x double>
  %Sl1284 = select i1 %Cmp1247, i32 %E1004, i32 %Sl202
  %Cmp1285 = icmp sgt i1 %Sl993, %E532
  br i1 %Cmp1285, label %CF1876, label %CF1886

CF1886:                                           ; preds = %CF1876
  %L1286 = load i8, i8* %0, align 1
  store i8 %L692, i8* %0, align 1
  %E1287 = extractelement <8 x i1> %I520, i32 2
  br i1 %E1287, label %CF1682, label %CF1704

CF1704:                                           ; preds = %CF1886
  %Shuff1288 = shufflevector <1 x i32> %Shuff13, <1 x i32> %B645, <1 x i32> <i32 1>
  %I1289 = insertelement <4 x i1> %I450, i1 %Cmp195, i32 1
  %ZE1290 = zext i1 %E70 to i16
  %Sl1291 = select i1 true, i8 %B364, i8 %Sl164
  %Cmp1292 = icmp slt <1 x i32> %I427, zeroinitializer
  %L1293 = load i8, i8* %0, align 1
  store i8 %FC659, i8* %0, align 1
  %E1294 = extractelement <8 x i1> %Shuff176, i32 2
  br i1 %E1294, label %CF1682, label %CF1687

CF1687:                                           ; preds = %CF1687, %CF1742, %CF1720, %CF1704
  %Shuff1295 = shufflevector <2 x i32> %Shuff656, <2 x i32> %B903, <2 x i32> <i32 1, i32 3>
  %I1296 = insertelement <4 x i16> %Tr201, i16 %E627, i32 3
  %B1297 = sub i32 %Se275, %Sl735
  %Tr1298 = trunc <1 x i32> %Shuff761 to <1 x i8>
  %Sl1299 = select <1 x i1> %Tr500, <1 x i16> %Tr616, <1 x i16> %Tr616
  %Cmp1300 = icmp ne i1 %E425, %Sl993
  br i1 %Cmp1300, label %CF1687, label %CF1742

CF1742:                                           ; preds = %CF1687
  %L1301 = load i8, i8* %0, align 1
  store i8 %Sl948, i8* %0, align 1
  %E1302 = extractelement <1 x i1> %Cmp277, i32 0
  br i1 %E1302, label %CF1687, label %CF1717

CF1717:                                           ; preds = %CF1717, %CF1884, %CF1742
  %Shuff1303 = shufflevector <4 x i1> %Cmp1239, <4 x i1> %Cmp39, <4 x i32> <i32 3, i32 5, i32 7, i32 undef>
  %I1304 = insertelement <1 x i32> %I651, i32 %E293, i32 0
  %B1305 = shl i8 %Sl23, %L1286
  %Se1306 = sext i8 %L1187 to i64
  %Sl1307 = select <4 x i1> %Cmp942, <4 x i1> %Shuff982, <4 x i1> %Shuff1219
  %Cmp1308 = icmp sge i1 %Cmp407, %E6
  br i1 %Cmp1308, label %CF1717, label %CF1884

CF1884:                                           ; preds = %CF1717
  %L1309 = load i8, i8* %0, align 1
  store i8 %L869, i8* %0, align 1
  %E1310 = extractelement <4 x i8> %B1121, i32 0
  %Shuff1311 = shufflevector <2 x i32> %I207, <2 x i32> %I998, <2 x i32> <i32 3, i32 1>
  %I1312 = insertelement <4 x i32> %Sl321, i32 %E19, i32 1
  %FC1313 = sitofp i8 %L922 to double
  %Sl1314 = select i1 %Sl558, <2 x i32> %B1106, <2 x i32> %Shuff1119
  %Cmp1315 = fcmp ogt float %BC405, %Sl831
  br i1 %Cmp1315, label %CF1717, label %CF1720

CF1720:                                           ; preds = %CF1884
  %L1316 = load i8, i8* %0, align 1
  store i8 %B1137, i8* %0, align 1
  %E1317 = extractelement <2 x i32> %Shuff441, i32 1
  %Shuff1318 = shufflevector <2 x i32> %Shuff614, <2 x i32> %Shuff123, <2 x i32> <i32 2, i32 undef>
  %I1319 = insertelement <4 x i1> %Shuff952, i1 %Cmp1223, i32 0
  %B1320 = or <1 x i32> %I295, %Shuff220
  %ZE1321 = zext i8 %B680 to i16
  %Sl1322 = select i1 %Cmp1315, i32 %E1118, i32 %Sl735
  %Cmp1323 = icmp ugt i32 %B542, %B9
  br i1 %Cmp1323, label %CF1687, label %CF1688

CF1688:                                           ; preds = %CF1688, %CF1720
  %L1324 = load i8, i8* %0, align 1
  store i8 %Sl429, i8* %0, align 1
  %E1325 = extractelement <4 x i64> %Shuff49, i32 2
  %Shuff1326 = shufflevector <2 x i32> %Shuff1318, <2 x i32> %B1183, <2 x i32> <i32 1, i32 undef>
  %I1327 = insertelement <2 x i32> %Shuff302, i32 %Se704, i32 1
  %B1328 = shl <1 x i32> %I710, %Shuff1089
  %ZE1329 = zext <1 x i32> %Shuff1234 to <1 x i64>
  %Sl1330 = select i1 %Cmp17, i8 %Sl652, i8 %B535
  %Cmp1331 = icmp ule <1 x i32> %I177, %Shuff1005
  %L1332 = load i8, i8* %0, align 1
  store i8 %L196, i8* %0, align 1
  %E1333 = extractelement <4 x i32> %Shuff168, i32 0
  %Shuff1334 = shufflevector <4 x i1> %Shuff1303, <4 x i1> %Cmp766, <4 x i32> <i32 7, i32 undef, i32 3, i32 5>
  %I1335 = insertelement <4 x i1> %Cmp523, i1 %Cmp803, i32 1
  %B1336 = lshr <1 x i32> %I35, %I295
  %Sl1337 = select i1 %Cmp17, float %B304, float %Sl831
  %Cmp1338 = icmp ult <1 x i32> %Shuff828, %Sl453
  %L1339 = load i8, i8* %0, align 1
  store i8 %Sl573, i8* %0, align 1
  %E1340 = extractelement <8 x double> %FC1040, i32 1
  %Shuff1341 = shufflevector <1 x i32> %I1182, <1 x i32> %Sl780, <1 x i32> zeroinitializer
  %I1342 = insertelement <4 x i1> zeroinitializer, i1 %Cmp698, i32 0
  %FC1343 = uitofp i8 %B1221 to float
  %Sl1344 = select <4 x i1> %Shuff213, <4 x i16> %FC163, <4 x i16> %Shuff1280
  %Cmp1345 = icmp ule i32 %Sl735, %E797
  br i1 %Cmp1345, label %CF1688, label %CF1749

CF1749:                                           ; preds = %CF1688
  %L1346 = load i8, i8* %0, align 1
  store i8 %L1202, i8* %0, align 1
  %E1347 = extractelement <1 x i8> %Shuff686, i32 0
  %Shuff1348 = shufflevector <4 x i16> %FC163, <4 x i16> %Shuff394, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I1349 = insertelement <2 x i32> %I474, i32 %E129, i32 1
  %BC1350 = bitcast <2 x i32> %Shuff636 to <2 x float>
  %Sl1351 = select i1 %Cmp803, <4 x i1> %Cmp795, <4 x i1> %Cmp795
  %Cmp1352 = icmp sgt <4 x i32> %ZE764, %ZE764
  %L1353 = load i8, i8* %0, align 1
  store double %L91, double* %PC, align 8
  %E1354 = extractelement <8 x i1> %Shuff1021, i32 3
  br i1 %E1354, label %CF1660, label %CF1680

CF1680:                                           ; preds = %CF1680, %CF1749
  %Shuff1355 = shufflevector <8 x i1> %I622, <8 x i1> zeroinitializer, <8 x i32> <i32 6, i32 undef, i32 10, i32 12, i32 14, i32 0, i32 2, i32 4>
  %I1356 = insertelement <1 x i32> %Shuff932, i32 %E848, i32 0
  %ZE1357 = zext <2 x i1> %Cmp307 to <2 x i32>
  %Sl1358 = select i1 %Cmp803, <4 x double> %B1244, <4 x double> %Sl750
  %Cmp1359 = icmp sge i1 %E1294, %Sl566
  br i1 %Cmp1359, label %CF1680, label %CF1848

CF1848:                                           ; preds = %CF1848, %CF1680
  %L1360 = load i8, i8* %0, align 1
  store i8 %Sl1185, i8* %0, align 1
  %E1361 = extractelement <8 x i1> zeroinitializer, i32 5
  br i1 %E1361, label %CF1848, label %CF1879

CF1879:                                           ; preds = %CF1848
  %Shuff1362 = shufflevector <8 x i1> %Cmp217, <8 x i1> %Cmp344, <8 x i32> <i32 0, i32 undef, i32 4, i32 6, i32 8, i32 undef, i32 12, i32 14>
  %I1363 = insertelement <4 x float> %FC1000, float %Sl831, i32 2
  %Tr1364 = trunc <1 x i32> %B859 to <1 x i1>
  %Sl1365 = select i1 %Tr349, float* %A, float* %A
  %Cmp1366 = icmp sge <4 x i1> %Cmp1216, %I258
  %L1367 = load float, float* %Sl1365, align 4
  store float %FC397, float* %Sl1365, align 4
  %E1368 = extractelement <4 x i16> %Shuff410, i32 1
  %Shuff1369 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %Shuff1181, <4 x i32> <i32 undef, i32 2, i32 4, i32 6>
  %I1370 = insertelement <4 x i16> %Shuff410, i16 %E1126, i32 2
  %B1371 = lshr <2 x i32> %Sl941, %I1265
  %Sl1372 = select i1 %Cmp454, <1 x i32> %Shuff540, <1 x i32> %B645
  %Cmp1373 = fcmp une <4 x float> %FC1000, %FC1122
  %L1374 = load float, float* %Sl1365, align 4
  store float %B267, float* %Sl1365, align 4
  %E1375 = extractelement <1 x i32> %Sl1372, i32 0
  %Shuff1376 = shufflevector <2 x float> %Shuff1082, <2 x float> %FC888, <2 x i32> <i32 undef, i32 0>
  %I1377 = insertelement <4 x i16> %Shuff1150, i16 %Se342, i32 0
  %B1378 = udiv i8 %L943, %Se
  %ZE1379 = zext i1 %E916 to i16
  %Sl1380 = select i1 %E724, <4 x i64> %I21, <4 x i64> %Shuff325
  %Cmp1381 = icmp eq <4 x i1> %Cmp24, zeroinitializer
  %L1382 = load float, float* %Sl1365, align 4
  store float %FC110, float* %Sl1365, align 4
  %E1383 = extractelement <2 x i32> %Shuff34, i32 1
  %Shuff1384 = shufflevector <2 x i32> %Shuff554, <2 x i32> %B564, <2 x i32> undef
  %I1385 = insertelement <1 x double> %FC681, double %B1039, i32 0
  %B1386 = xor i16 %E819, %E745
  %FC1387 = sitofp i1 %Cmp810 to double
  %Sl1388 = select i1 %Cmp1109, double* %PC, double* %A2
  %Cmp1389 = icmp eq i32 %E153, %E401
  br i1 %Cmp1389, label %CF1660, label %CF1676

CF1676:                                           ; preds = %CF1676, %CF1852, %CF1724, %CF1830, %CF1879
  %L1390 = load float, float* %Sl1365, align 4
  store float %B1213, float* %Sl1365, align 4
  %E1391 = extractelement <4 x i1> %Shuff1219, i32 2
  br i1 %E1391, label %CF1676, label %CF1852

CF1852:                                           ; preds = %CF1676
  %Shuff1392 = shufflevector <4 x i16> %Shuff410, <4 x i16> %FC163, <4 x i32> <i32 undef, i32 undef, i32 1, i32 3>
  %I1393 = insertelement <1 x i32> %Shuff489, i32 %E959, i32 0
  %B1394 = lshr i64 %Sl690, %Se1306
  %Se1395 = sext i8 %L767 to i16
  %Sl1396 = select i1 %E1361, double %L715, double %L91
  %Cmp1397 = icmp slt <2 x i1> %I734, %Cmp898
  %L1398 = load float, float* %Sl1365, align 4
  store float %BC549, float* %Sl1365, align 4
  %E1399 = extractelement <2 x i1> %Shuff968, i32 1
  br i1 %E1399, label %CF1676, label %CF1724

CF1724:                                           ; preds = %CF1852
  %Shuff1400 = shufflevector <1 x i32> %Shuff1234, <1 x i32> %I147, <1 x i32> zeroinitializer
  %I1401 = insertelement <2 x i32> zeroinitializer, i32 %E1188, i32 0
  %B1402 = lshr i8 %L1179, %5
  %FC1403 = uitofp <1 x i32> %I894 to <1 x double>
  %Sl1404 = select <4 x i1> %Shuff7, <4 x i1> %Shuff213, <4 x i1> %Cmp618
  %Cmp1405 = icmp uge <1 x i32> %B1328, %I975
  %L1406 = load float, float* %Sl1365, align 4
  store float %BC468, float* %Sl1365, align 4
  %E1407 = extractelement <4 x i64> %Sl1380, i32 2
  %Shuff1408 = shufflevector <4 x i16> %I637, <4 x i16> %Shuff198, <4 x i32> <i32 1, i32 3, i32 undef, i32 7>
  %I1409 = insertelement <4 x i16> %I214, i16 %E937, i32 3
  %B1410 = sub i16 %Se1070, %E1051
  %Sl1411 = select i1 %Cmp1285, i8 %L684, i8 %B1378
  %Cmp1412 = icmp sge <1 x i32> %B235, %I975
  %L1413 = load float, float* %Sl1365, align 4
  store float %B1213, float* %Sl1365, align 4
  %E1414 = extractelement <8 x i64> %Sl1200, i32 6
  %Shuff1415 = shufflevector <4 x i16> %Shuff226, <4 x i16> %Tr823, <4 x i32> <i32 1, i32 3, i32 undef, i32 7>
  %I1416 = insertelement <4 x i1> %Cmp781, i1 %E377, i32 3
  %Sl1417 = select i1 %Sl986, double %B380, double %FC1387
  %Cmp1418 = fcmp false <4 x float> %FC373, %Sl336
  %L1419 = load float, float* %Sl1365, align 4
  store float %Sl1041, float* %Sl1365, align 4
  %E1420 = extractelement <4 x i16> %Shuff402, i32 2
  %Shuff1421 = shufflevector <2 x i32> %Shuff664, <2 x i32> %Shuff146, <2 x i32> <i32 1, i32 3>
  %I1422 = insertelement <1 x i32> %B911, i32 %E805, i32 0
  %Tr1423 = trunc i64 %Se381 to i8
  %Sl1424 = select <4 x i1> %Shuff1334, <4 x float> %I1363, <4 x float> %Tr73
  %Cmp1425 = icmp ugt i1 %E635, %Cmp1247
  br i1 %Cmp1425, label %CF1676, label %CF1708

CF1708:                                           ; preds = %CF1708, %CF1724
  %L1426 = load float, float* %Sl1365, align 4
  store i8 %L545, i8* %0, align 1
  %E1427 = extractelement <4 x i1> %Shuff974, i32 0
  br i1 %E1427, label %CF1708, label %CF1764

CF1764:                                           ; preds = %CF1764, %CF1887, %CF1843, %CF1891, %CF1708
  %Shuff1428 = shufflevector <4 x i1> %Shuff628, <4 x i1> %I258, <4 x i32> <i32 7, i32 1, i32 undef, i32 5>
  %I1429 = insertelement <1 x i32> %Shuff1089, i32 %B586, i32 0
  %B1430 = or i32 %E324, %B1198
  %Se1431 = sext i1 %E642 to i64
  %Sl1432 = select i1 %E1180, i8 %L575, i8 %L1255
  %Cmp1433 = icmp ule <1 x i32> %Shuff1135, %I177
  %L1434 = load float, float* %Sl1365, align 4
  store float %Sl831, float* %Sl1365, align 4
  %E1435 = extractelement <1 x double> %I1151, i32 0
  %Shuff1436 = shufflevector <4 x i16> %I1370, <4 x i16> %I637, <4 x i32> <i32 undef, i32 0, i32 undef, i32 4>
  %I1437 = insertelement <4 x i16> %Shuff317, i16 %ZE1290, i32 0
  %FC1438 = sitofp <1 x i32> %B645 to <1 x float>
  %Sl1439 = select i1 %Cmp1093, double %Sl1260, double %FC365
  %Cmp1440 = icmp ule <1 x i32> %Shuff1089, %I975
  %L1441 = load float, float* %Sl1365, align 4
  store double %Sl610, double* %Sl1388, align 8
  %E1442 = extractelement <1 x i32> %I221, i32 0
  %Shuff1443 = shufflevector <2 x i32> %Shuff1326, <2 x i32> %B1183, <2 x i32> <i32 undef, i32 1>
  %I1444 = insertelement <1 x i32> %Sl1215, i32 %E175, i32 0
  %B1445 = srem i32 %3, %B459
  %Sl1446 = select <1 x i1> %Cmp277, <1 x i8> %Tr977, <1 x i8> %Tr149
  %Cmp1447 = fcmp ord <2 x float> %FC888, %FC1267
  %L1448 = load float, float* %Sl1365, align 4
  store float %FC638, float* %Sl1365, align 4
  %E1449 = extractelement <4 x i64> %Shuff49, i32 2
  %Shuff1450 = shufflevector <1 x i1> %Tr689, <1 x i1> %Cmp277, <1 x i32> <i32 1>
  %I1451 = insertelement <2 x i16> %I419, i16 %E1157, i32 1
  %B1452 = fadd float %Sl522, %Sl1337
  %Tr1453 = trunc i64 %E1028 to i1
  br i1 %Tr1453, label %CF1764, label %CF1887

CF1887:                                           ; preds = %CF1764
  %Sl1454 = select i1 %Cmp604, float %FC638, float %Sl831
  %Cmp1455 = icmp sgt <1 x i32> %Shuff813, %Shuff257
  %L1456 = load float, float* %Sl1365, align 4
  store float %BC549, float* %Sl1365, align 4
  %E1457 = extractelement <2 x i32> %I1235, i32 0
  %Shuff1458 = shufflevector <4 x i16> %I1377, <4 x i16> %Tr823, <4 x i32> <i32 1, i32 3, i32 undef, i32 7>
  %I1459 = insertelement <2 x i32> %Shuff656, i32 %E1141, i32 1
  %Tr1460 = trunc <2 x i32> %Shuff154 to <2 x i8>
  %Sl1461 = select i1 %Cmp803, double %L174, double %E783
  %Cmp1462 = icmp uge <2 x i32> %Sl861, %Shuff924
  %L1463 = load float, float* %Sl1365, align 4
  store float %Sl831, float* %Sl1365, align 4
  %E1464 = extractelement <1 x i32> %Sl1025, i32 0
  %Shuff1465 = shufflevector <1 x i32> %Shuff1211, <1 x i32> %I458, <1 x i32> <i32 1>
  %I1466 = insertelement <1 x i32> %Shuff1135, i32 %B586, i32 0
  %FC1467 = sitofp i8 %L560 to float
  %Sl1468 = select i1 %Cmp1147, double %FC1084, double %L152
  %Cmp1469 = icmp uge i1 %Sl566, %Cmp399
  br i1 %Cmp1469, label %CF1764, label %CF1843

CF1843:                                           ; preds = %CF1887
  %L1470 = load float, float* %Sl1365, align 4
  store float %Sl522, float* %Sl1365, align 4
  %E1471 = extractelement <8 x i1> %Shuff607, i32 6
  br i1 %E1471, label %CF1764, label %CF1824

CF1824:                                           ; preds = %CF1824, %CF1843
  %Shuff1472 = shufflevector <2 x i1> %I991, <2 x i1> %I1251, <2 x i32> undef
  %I1473 = insertelement <1 x i32> %Shuff650, i32 %B926, i32 0
  %FC1474 = fptosi double %E1340 to i1
  br i1 %FC1474, label %CF1824, label %CF1872

CF1872:                                           ; preds = %CF1872, %CF1824
  %Sl1475 = select i1 %Cmp1109, i16 %E385, i16 %E1157
  %Cmp1476 = icmp ule <2 x i32> %I1327, %Shuff370
  %L1477 = load float, float* %Sl1365, align 4
  store float %Sl1337, float* %Sl1365, align 4
  %E1478 = extractelement <4 x i1> %Shuff842, i32 0
  br i1 %E1478, label %CF1872, label %CF1891

CF1891:                                           ; preds = %CF1872
  %Shuff1479 = shufflevector <4 x i1> %Sl1307, <4 x i1> %I303, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I1480 = insertelement <1 x i32> %Shuff1288, i32 %Tr389, i32 0
  %Tr1481 = trunc <2 x i32> %I1327 to <2 x i8>
  %Sl1482 = select i1 %Cmp1300, double %L144, double %FC881
  %Cmp1483 = icmp sgt <1 x i32> %B859, %I116
  %L1484 = load float, float* %Sl1365, align 4
  store float %FC912, float* %Sl1365, align 4
  %E1485 = extractelement <2 x i32> %Shuff547, i32 0
  %Shuff1486 = shufflevector <2 x i32> %B727, <2 x i32> %I821, <2 x i32> <i32 3, i32 1>
  %I1487 = insertelement <4 x i8> %Se133, i8 %B1266, i32 1
  %B1488 = lshr <2 x i32> %Shuff138, %I969
  %Sl1489 = select i1 %Cmp1147, i1 %FC37, i1 %Cmp1093
  br i1 %Sl1489, label %CF1764, label %CF1765

CF1765:                                           ; preds = %CF1765, %CF1891
  %Cmp1490 = fcmp oge <4 x double> %Sl964, %Shuff592
  %L1491 = load float, float* %Sl1365, align 4
  store float %L1491, float* %Sl1365, align 4
  %E1492 = extractelement <4 x i1> %Cmp39, i32 1
  br i1 %E1492, label %CF1765, label %CF1830

CF1830:                                           ; preds = %CF1765
  %Shuff1493 = shufflevector <2 x i32> %Shuff1295, <2 x i32> %I718, <2 x i32> <i32 0, i32 2>
  %I1494 = insertelement <2 x i32> %B630, i32 %Sl202, i32 0
  %B1495 = or <1 x i32> %I50, %Shuff220
  %FC1496 = uitofp <4 x i1> %Cmp668 to <4 x float>
  %Sl1497 = select <1 x i1> %Cmp949, <1 x i16> %Tr616, <1 x i16> %Tr616
  %Cmp1498 = fcmp ugt double %L91, %Sl1260
  br i1 %Cmp1498, label %CF1676, label %CF1686

CF1686:                                           ; preds = %CF1686, %CF1899, %CF1908, %CF1830
  %L1499 = load float, float* %Sl1365, align 4
  store i8 %L818, i8* %0, align 1
  %E1500 = extractelement <4 x i1> %Shuff842, i32 0
  br i1 %E1500, label %CF1686, label %CF1899

CF1899:                                           ; preds = %CF1686
  %Shuff1501 = shufflevector <4 x i1> %Shuff974, <4 x i1> %Shuff982, <4 x i32> <i32 3, i32 undef, i32 7, i32 1>
  %I1502 = insertelement <4 x i1> %Cmp1373, i1 %Sl566, i32 1
  %B1503 = urem i8 %B535, %L292
  %ZE1504 = zext <1 x i1> %Tr689 to <1 x i16>
  %Sl1505 = select i1 %L128, i1 %Cmp486, i1 %Sl1100
  br i1 %Sl1505, label %CF1686, label %CF1747

CF1747:                                           ; preds = %CF1747, %CF1896, %CF1900, %CF1899
  %Cmp1506 = icmp ugt <1 x i8> %Tr149, %Tr977
  %L1507 = load i8, i8* %0, align 1
  store double %L331, double* %PC, align 8
  %E1508 = extractelement <1 x i32> %Shuff1089, i32 0
  %Shuff1509 = shufflevector <4 x i1> %Shuff694, <4 x i1> %Sl156, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I1510 = insertelement <1 x i32> %Sl261, i32 %E1066, i32 0
  %B1511 = and i64 223091, %FC186
  %FC1512 = sitofp <1 x i1> %Cmp979 to <1 x double>
  %Sl1513 = select i1 %E248, <1 x i32> %B645, <1 x i32> %I1022
  %Cmp1514 = icmp uge <1 x i16> %Tr1008, %Sl1299
  %L1515 = load float, float* %Sl1365, align 4
  store float %B132, float* %Sl1365, align 4
  %E1516 = extractelement <1 x i32> %Shuff754, i32 0
  %Shuff1517 = shufflevector <4 x i8> %B1121, <4 x i8> %Se133, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I1518 = insertelement <2 x i8> %Tr283, i8 %Sl1330, i32 0
  %FC1519 = uitofp i8 %L654 to float
  %Sl1520 = select i1 %Cmp462, i16 %E385, i16 %B87
  %Cmp1521 = icmp sge <1 x i32> %Shuff754, %I1393
  %L1522 = load float, float* %Sl1365, align 4
  store float %Sl1337, float* %Sl1365, align 4
  %E1523 = extractelement <4 x i1> %I1243, i32 3
  br i1 %E1523, label %CF1747, label %CF1896

CF1896:                                           ; preds = %CF1747
  %Shuff1524 = shufflevector <4 x i16> %Shuff1458, <4 x i16> %I242, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I1525 = insertelement <1 x i1> %Cmp832, i1 %Cmp1186, i32 0
  %B1526 = sub i8 %FC659, %L1148
  %FC1527 = uitofp <1 x i1> %Cmp1521 to <1 x float>
  %Sl1528 = select i1 %Cmp890, i32 %E1279, i32 %B542
  %Cmp1529 = icmp slt i1 %Cmp462, %Cmp438
  br i1 %Cmp1529, label %CF1747, label %CF1845

CF1845:                                           ; preds = %CF1845, %CF1896
  %L1530 = load float, float* %Sl1365, align 4
  store float %BC549, float* %Sl1365, align 4
  %E1531 = extractelement <2 x i32> %Shuff1272, i32 1
  %Shuff1532 = shufflevector <4 x i8> %FC1114, <4 x i8> %Sl802, <4 x i32> <i32 undef, i32 2, i32 4, i32 6>
  %I1533 = insertelement <1 x i32> %Shuff20, i32 %ZE514, i32 0
  %Se1534 = sext i1 %Cmp399 to i32
  %Sl1535 = select <4 x i1> %Sl422, <4 x i1> %Shuff1257, <4 x i1> %Cmp1239
  %Cmp1536 = icmp uge <2 x i1> %Shuff1029, %Cmp1178
  %L1537 = load double, double* %Sl1388, align 8
  store float %Sl1337, float* %Sl1365, align 4
  %E1538 = extractelement <1 x i32> %Shuff1013, i32 0
  %Shuff1539 = shufflevector <8 x i1> %Shuff1226, <8 x i1> zeroinitializer, <8 x i32> <i32 15, i32 1, i32 undef, i32 5, i32 7, i32 9, i32 undef, i32 13>
  %I1540 = insertelement <4 x i8> %B1121, i8 %L1179, i32 1
  %B1541 = srem i32 %Sl536, %ZE335
  %FC1542 = uitofp i1 %E967 to float
  %Sl1543 = select <4 x i1> %Cmp1193, <4 x i8> %B976, <4 x i8> %Sl802
  %Cmp1544 = icmp ugt <4 x i1> %Shuff1127, %Cmp24
  %L1545 = load float, float* %Sl1365, align 4
  store float %Sl1041, float* %Sl1365, align 4
  %E1546 = extractelement <4 x i1> %Shuff190, i32 0
  br i1 %E1546, label %CF1845, label %CF1900

CF1900:                                           ; preds = %CF1845
  %Shuff1547 = shufflevector <2 x i1> %Shuff968, <2 x i1> %Cmp478, <2 x i32> <i32 3, i32 1>
  %I1548 = insertelement <1 x i32> %Sl697, i32 %E753, i32 0
  %B1549 = fadd float %L1374, %Sl1337
  %FC1550 = sitofp <4 x i8> %ZE963 to <4 x double>
  %Sl1551 = select i1 %Sl1192, <4 x i1> %I28, <4 x i1> %Cmp24
  %Cmp1552 = fcmp olt <1 x float> %FC1438, %FC1438
  %L1553 = load float, float* %Sl1365, align 4
  store float %Sl1337, float* %Sl1365, align 4
  %E1554 = extractelement <2 x i32> zeroinitializer, i32 1
  %Shuff1555 = shufflevector <4 x i32> %B873, <4 x i32> %ZE764, <4 x i32> <i32 6, i32 0, i32 undef, i32 4>
  %I1556 = insertelement <2 x i32> %I474, i32 %Sl1322, i32 0
  %Tr1557 = trunc <4 x i64> %FC452 to <4 x i8>
  %Sl1558 = select i1 %Sl179, i1 %Cmp383, i1 %Sl682
  br i1 %Sl1558, label %CF1747, label %CF1784

CF1784:                                           ; preds = %CF1784, %CF1870, %CF1900
  %Cmp1559 = icmp eq <1 x i1> %Cmp1514, %Cmp1405
  %L1560 = load float, float* %Sl1365, align 4
  store double %Sl667, double* %PC, align 8
  %E1561 = extractelement <1 x i32> %Shuff570, i32 0
  %Shuff1562 = shufflevector <2 x i32> %Shuff497, <2 x i32> %I807, <2 x i32> <i32 2, i32 0>
  %I1563 = insertelement <4 x i1> %Shuff806, i1 %Sl1489, i32 0
  %B1564 = shl i8 %L1339, %Sl164
  %Se1565 = sext <4 x i1> %Cmp668 to <4 x i8>
  %Sl1566 = select i1 %Cmp883, i1 %Cmp957, i1 %E532
  br i1 %Sl1566, label %CF1784, label %CF1870

CF1870:                                           ; preds = %CF1784
  %Cmp1567 = icmp sgt i1 %E1546, %Cmp758
  br i1 %Cmp1567, label %CF1784, label %CF1797

CF1797:                                           ; preds = %CF1797, %CF1870
  %L1568 = load float, float* %Sl1365, align 4
  store i8 %Sl632, i8* %0, align 1
  %E1569 = extractelement <8 x i1> %I983, i32 1
  br i1 %E1569, label %CF1797, label %CF1908

CF1908:                                           ; preds = %CF1797
  %Shuff1570 = shufflevector <4 x double> %Sl45, <4 x double> %Sl1358, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I1571 = insertelement <1 x i32> %Shuff540, i32 %Sl867, i32 0
  %B1572 = or <1 x i32> %I177, %Shuff717
  %FC1573 = uitofp <2 x i1> %I799 to <2 x float>
  %Sl1574 = select i1 %Tr260, i1 %Cmp151, i1 %E1165
  br i1 %Sl1574, label %CF1686, label %CF1694

CF1694:                                           ; preds = %CF1694, %CF1825, %CF1770, %CF1908
  %Cmp1575 = icmp sge <2 x i32> %Shuff441, %I207
  %L1576 = load i8, i8* %0, align 1
  store i8 %Sl89, i8* %0, align 1
  %E1577 = extractelement <4 x i1> %I363, i32 3
  br i1 %E1577, label %CF1694, label %CF1814

CF1814:                                           ; preds = %CF1814, %CF1694
  %Shuff1578 = shufflevector <1 x i64> %ZE830, <1 x i64> %ZE1107, <1 x i32> zeroinitializer
  %I1579 = insertelement <2 x i1> %Shuff709, i1 %Cmp31, i32 0
  %B1580 = sub <4 x i64> %Shuff701, %FC452
  %Tr1581 = trunc <2 x i32> %Shuff664 to <2 x i1>
  %Sl1582 = select i1 %Sl187, i32 %E1442, i32 %E1263
  %Cmp1583 = icmp ule i8 %B1503, 55
  br i1 %Cmp1583, label %CF1814, label %CF1825

CF1825:                                           ; preds = %CF1814
  %L1584 = load float, float* %Sl1365, align 4
  store i8 %L782, i8* %0, align 1
  %E1585 = extractelement <4 x i1> %Shuff842, i32 2
  br i1 %E1585, label %CF1694, label %CF1770

CF1770:                                           ; preds = %CF1825
  %Shuff1586 = shufflevector <1 x i32> %I1393, <1 x i32> zeroinitializer, <1 x i32> undef
  %I1587 = insertelement <2 x i16> %Shuff577, i16 %Se1214, i32 1
  %B1588 = add i32 %B296, %E1508
  %Se1589 = sext i1 %Cmp351 to i16
  %Sl1590 = select i1 %Cmp803, double %B1039, double %E1340
  %Cmp1591 = icmp slt i8 %B1061, %L292
  br i1 %Cmp1591, label %CF1694, label %CF1705

CF1705:                                           ; preds = %CF1705, %CF1844, %CF1910, %CF1770
  %L1592 = load float, float* %Sl1365, align 4
  store float %Sl1337, float* %Sl1365, align 4
  %E1593 = extractelement <1 x i64> %Shuff1578, i32 0
  %Shuff1594 = shufflevector <1 x i32> %I274, <1 x i32> %I710, <1 x i32> zeroinitializer
  %I1595 = insertelement <2 x i1> %Cmp210, i1 %E1165, i32 0
  %B1596 = fdiv double %L25, %FC1387
  %Sl1597 = select i1 %Cmp1231, <2 x i32> %I1046, <2 x i32> %Shuff1119
  %Cmp1598 = icmp slt i1 %Cmp254, %Cmp1389
  br i1 %Cmp1598, label %CF1705, label %CF1844

CF1844:                                           ; preds = %CF1705
  %L1599 = load float, float* %Sl1365, align 4
  store float %Sl1041, float* %Sl1365, align 4
  %E1600 = extractelement <4 x i16> %Shuff1458, i32 3
  %Shuff1601 = shufflevector <1 x i32> %Shuff93, <1 x i32> %B645, <1 x i32> zeroinitializer
  %I1602 = insertelement <2 x i1> %I1030, i1 %Cmp1323, i32 0
  %B1603 = mul <2 x i32> %Shuff294, %I629
  %BC1604 = bitcast <2 x i32> %Shuff784 to <2 x float>
  %Sl1605 = select i1 %Cmp876, i8 %L323, i8 %L47
  %Cmp1606 = icmp ult i1 %Tr521, %Cmp367
  br i1 %Cmp1606, label %CF1705, label %CF1836

CF1836:                                           ; preds = %CF1836, %CF1844
  %L1607 = load float, float* %Sl1365, align 4
  store float %L1484, float* %Sl1365, align 4
  %E1608 = extractelement <1 x i32> %Shuff333, i32 0
  %Shuff1609 = shufflevector <4 x i16> %I1377, <4 x i16> %I637, <4 x i32> <i32 5, i32 undef, i32 1, i32 undef>
  %I1610 = insertelement <1 x i32> %Shuff1135, i32 %E145, i32 0
  %B1611 = urem i64 %E569, %Sl1238
  %Se1612 = sext i16 %E197 to i32
  %Sl1613 = select i1 %Cmp1606, i1 %Cmp1323, i1 %E1165
  br i1 %Sl1613, label %CF1836, label %CF1910

CF1910:                                           ; preds = %CF1836
  %Cmp1614 = icmp eq <8 x i1> %Shuff176, %Shuff901
  %L1615 = load float, float* %Sl1365, align 4
  store i8 %FC320, i8* %0, align 1
  %E1616 = extractelement <2 x i32> zeroinitializer, i32 1
  %Shuff1617 = shufflevector <4 x i32> %Shuff168, <4 x i32> %Sl321, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I1618 = insertelement <1 x i32> %I102, i32 %E1088, i32 0
  %B1619 = lshr <2 x i32> %Shuff1045, %I541
  %Tr1620 = trunc <1 x i32> %I1304 to <1 x i8>
  %Sl1621 = select i1 %Cmp1308, <8 x i1> %Shuff71, <8 x i1> %I411
  %Cmp1622 = icmp ule <1 x i32> %I1466, %Shuff849
  %L1623 = load float, float* %Sl1365, align 4
  store float 0xB8C8FE6CC0000000, float* %Sl1365, align 4
  %E1624 = extractelement <1 x i8> %Tr229, i32 0
  %Shuff1625 = shufflevector <4 x i1> %Shuff1181, <4 x i1> %I498, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I1626 = insertelement <4 x i16> %Sl913, i16 %E385, i32 0
  %FC1627 = sitofp <4 x i8> %Sl1543 to <4 x float>
  %Sl1628 = select i1 %Sl187, i32 %E606, i32 %B926
  %Cmp1629 = fcmp ueq <4 x double> %FC1550, %Sl1358
  %L1630 = load float, float* %Sl1365, align 4
  store i8 %L552, i8* %0, align 1
  %E1631 = extractelement <2 x i32> %Shuff123, i32 0
  %Shuff1632 = shufflevector <2 x i16> %Shuff791, <2 x i16> %I419, <2 x i32> <i32 3, i32 1>
  %I1633 = insertelement <4 x i64> %Sl209, i64 %E63, i32 1
  %B1634 = or i8 %L384, %L292
  %Sl1635 = select i1 %E48, i32 %Sl867, i32 %E1554
  %Cmp1636 = icmp eq i32 %B926, %B586
  br i1 %Cmp1636, label %CF1705, label %CF1795

CF1795:                                           ; preds = %CF1910
  %L1637 = load double, double* %Sl16, align 8
  store float %E1081, float* %Sl1365, align 4
  %E1638 = extractelement <2 x i16> %Shuff1632, i32 1
  %Shuff1639 = shufflevector <2 x i32> %Shuff138, <2 x i32> %I72, <2 x i32> <i32 0, i32 2>
  %I1640 = insertelement <2 x i32> %Shuff108, i32 %Tr389, i32 0
  %B1641 = udiv <1 x i32> %I710, %I563
  %FC1642 = sitofp i8 %L204 to double
  %Sl1643 = select i1 %Cmp1529, i1 %Cmp1116, i1 %E1203
  br i1 %Sl1643, label %CF1660, label %CF1662

CF1662:                                           ; preds = %CF1662, %CF1795
  %Cmp1644 = icmp uge i8 %L789, %Sl1033
  br i1 %Cmp1644, label %CF1662, label %CF1733

CF1733:                                           ; preds = %CF1662
  %L1645 = load float, float* %Sl1365, align 4
  store float %FC609, float* %Sl1365, align 4
  %E1646 = extractelement <4 x i1> %I585, i32 0
  br label %CF

CF:                                               ; preds = %CF, %CF1733
  %Shuff1647 = shufflevector <4 x i1> %Shuff1625, <4 x i1> %Shuff1127, <4 x i32> <i32 undef, i32 undef, i32 7, i32 1>
  %I1648 = insertelement <2 x i32> %Sl941, i32 %E1103, i32 1
  %Sl1649 = select i1 %E1036, i8 %L40, i8 %B1402
  %Cmp1650 = fcmp olt double %L479, %Sl501
  br i1 %Cmp1650, label %CF, label %CF1729

CF1729:                                           ; preds = %CF1729, %CF1862, %CF
  %L1651 = load float, float* %Sl1365, align 4
  store float %FC110, float* %Sl1365, align 4
  %E1652 = extractelement <4 x i1> %Shuff879, i32 0
  br i1 %E1652, label %CF1729, label %CF1862

CF1862:                                           ; preds = %CF1729
  %Shuff1653 = shufflevector <2 x i32> %I1459, <2 x i32> %B564, <2 x i32> <i32 3, i32 1>
  %I1654 = insertelement <2 x float> %I1113, float %B267, i32 1
  %B1655 = frem double %Sl1417, %FC801
  %FC1656 = sitofp <1 x i1> %Cmp1277 to <1 x double>
  %Sl1657 = select i1 %E967, i32 %B185, i32 %Sl202
  %Cmp1658 = icmp sgt i32 %E1149, %E129
  br i1 %Cmp1658, label %CF1729, label %CF1750

CF1750:                                           ; preds = %CF1862
  store float %FC912, float* %Sl1365, align 4
  store float %FC110, float* %Sl1365, align 4
  store float %Sl1337, float* %Sl1365, align 4
  store float %L1463, float* %Sl1365, align 4
  store float %Sl580, float* %Sl1365, align 4
  ret void
}

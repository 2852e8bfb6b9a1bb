; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD97(i8* %0, i32* %1, i64* %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca double, align 8
  %A3 = alloca double, align 8
  %A2 = alloca i8, align 1
  %A1 = alloca double, align 8
  %A = alloca i16, align 2
  %L = load i8, i8* %0, align 1
  store i8 %5, i8* %0, align 1
  %E = extractelement <2 x i16> zeroinitializer, i32 0
  %Shuff = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 undef, i32 5, i32 7, i32 1>
  %I = insertelement <4 x i8> %Shuff, i8 -61, i32 1
  %B = and <2 x i64> zeroinitializer, zeroinitializer
  %ZE = zext <4 x i8> zeroinitializer to <4 x i64>
  %Sl = select i1 true, i64 53619, i64 %4
  %Cmp = icmp sgt <4 x i8> zeroinitializer, %Shuff
  %L5 = load i8, i8* %0, align 1
  store i16 -1, i16* %A, align 2
  %E6 = extractelement <1 x i8> zeroinitializer, i32 0
  %Shuff7 = shufflevector <2 x i16> zeroinitializer, <2 x i16> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I8 = insertelement <4 x i1> %Cmp, i1 true, i32 3
  %B9 = sub i8 -61, 0
  %PC = bitcast i64* %2 to i16*
  %Sl10 = select <4 x i1> %Cmp, <4 x i1> %Cmp, <4 x i1> %Cmp
  %Cmp11 = icmp ult i64 504431, %Sl
  br label %CF1766

CF1766:                                           ; preds = %BB
  %L12 = load i16, i16* %PC, align 2
  store i16 0, i16* %PC, align 2
  %E13 = extractelement <2 x i16> zeroinitializer, i32 0
  %Shuff14 = shufflevector <2 x i16> zeroinitializer, <2 x i16> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I15 = insertelement <2 x i16> zeroinitializer, i16 %L12, i32 1
  %B16 = srem i16 0, 0
  %ZE17 = zext <4 x i1> %I8 to <4 x i16>
  %Sl18 = select i1 true, <2 x i16> %Shuff7, <2 x i16> %Shuff7
  %Cmp19 = icmp ugt i32 424859, 50879
  br label %CF1765

CF1765:                                           ; preds = %CF1765, %CF1766
  %L20 = load i8, i8* %0, align 1
  store i16 %L12, i16* %PC, align 2
  %E21 = extractelement <2 x i16> zeroinitializer, i32 1
  %Shuff22 = shufflevector <4 x i1> %Sl10, <4 x i1> %Cmp, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I23 = insertelement <2 x i64> zeroinitializer, i64 139699, i32 0
  %FC = sitofp <2 x i16> %I15 to <2 x double>
  %Sl24 = select i1 %Cmp11, i1 true, i1 %Cmp11
  br i1 %Sl24, label %CF1765, label %CF1777

CF1777:                                           ; preds = %CF1765
  %L25 = load i8, i8* %0, align 1
  store i16 0, i16* %PC, align 2
  %E26 = extractelement <2 x i16> zeroinitializer, i32 1
  %Shuff27 = shufflevector <4 x i16> zeroinitializer, <4 x i16> zeroinitializer, <4 x i32> <i32 undef, i32 undef, i32 2, i32 undef>
  %I28 = insertelement <4 x i8> zeroinitializer, i8 %L, i32 0
  %Tr = trunc i64 504431 to i1
  br label %CF1717

CF1717:                                           ; preds = %CF1717, %CF1777
  %Sl29 = select i1 true, i8 %E6, i8 %L5
  %Cmp30 = icmp sge i8 %5, %5
  br i1 %Cmp30, label %CF1717, label %CF1737

CF1737:                                           ; preds = %CF1737, %CF1903, %CF1717
  %L31 = load i16, i16* %PC, align 2
  store i32 %3, i32* %1, align 4
  %E32 = extractelement <4 x i16> %ZE17, i32 0
  %Shuff33 = shufflevector <4 x i8> %I28, <4 x i8> %Shuff, <4 x i32> <i32 undef, i32 5, i32 7, i32 1>
  %I34 = insertelement <2 x i64> zeroinitializer, i64 %4, i32 1
  %B35 = sdiv <4 x i16> %Shuff27, %Shuff27
  %ZE36 = zext <4 x i8> %I to <4 x i64>
  %Sl37 = select i1 true, i64 %4, i64 %Sl
  %Cmp38 = icmp ugt <2 x i16> %I15, zeroinitializer
  %L39 = load i8, i8* %0, align 1
  store i8 0, i8* %0, align 1
  %E40 = extractelement <2 x i16> %I15, i32 0
  %Shuff41 = shufflevector <1 x i8> zeroinitializer, <1 x i8> zeroinitializer, <1 x i32> undef
  %I42 = insertelement <4 x i16> %ZE17, i16 %L12, i32 1
  %B43 = srem <1 x i8> %Shuff41, zeroinitializer
  %Se = sext i1 %Cmp19 to i8
  %Sl44 = select <4 x i1> %Cmp, <4 x i64> %ZE36, <4 x i64> zeroinitializer
  %Cmp45 = fcmp ugt float 0x47D3F737C0000000, 0xBA6F6A3340000000
  br i1 %Cmp45, label %CF1737, label %CF1903

CF1903:                                           ; preds = %CF1737
  %L46 = load i8, i8* %0, align 1
  store i8 %L5, i8* %0, align 1
  %E47 = extractelement <1 x i8> %Shuff41, i32 0
  %Shuff48 = shufflevector <1 x i8> %Shuff41, <1 x i8> zeroinitializer, <1 x i32> <i32 1>
  %I49 = insertelement <4 x i16> %ZE17, i16 17071, i32 3
  %B50 = and <2 x i16> %Shuff14, zeroinitializer
  %FC51 = sitofp <4 x i8> %I28 to <4 x float>
  %Sl52 = select i1 %Sl24, i64* %2, i64* %2
  %Cmp53 = icmp ne i16 %E13, %E32
  br i1 %Cmp53, label %CF1737, label %CF1742

CF1742:                                           ; preds = %CF1742, %CF1790, %CF1903
  %L54 = load i16, i16* %PC, align 2
  store double 0xD90196A056FF8A1E, double* %A3, align 8
  %E55 = extractelement <2 x i16> zeroinitializer, i32 0
  %Shuff56 = shufflevector <2 x i16> zeroinitializer, <2 x i16> zeroinitializer, <2 x i32> <i32 undef, i32 1>
  %I57 = insertelement <4 x i64> %Sl44, i64 %4, i32 1
  %FC58 = uitofp <4 x i64> zeroinitializer to <4 x float>
  %Sl59 = select i1 %Cmp19, i8 0, i8 %5
  %Cmp60 = icmp sgt i64 53619, %Sl37
  br i1 %Cmp60, label %CF1742, label %CF1790

CF1790:                                           ; preds = %CF1742
  %L61 = load i64, i64* %Sl52, align 4
  store i16 0, i16* %PC, align 2
  %E62 = extractelement <2 x i16> zeroinitializer, i32 1
  %Shuff63 = shufflevector <4 x i16> %I42, <4 x i16> %I49, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I64 = insertelement <4 x i1> %Shuff22, i1 true, i32 2
  %FC65 = uitofp i8 %Sl29 to double
  %Sl66 = select <2 x i1> %Cmp38, <2 x i16> %Shuff14, <2 x i16> zeroinitializer
  %Cmp67 = fcmp ord float 0x47D3F737C0000000, 0xBA6F6A3340000000
  br i1 %Cmp67, label %CF1742, label %CF1749

CF1749:                                           ; preds = %CF1749, %CF1790
  %L68 = load i16, i16* %PC, align 2
  store i64 %Sl37, i64* %Sl52, align 4
  %E69 = extractelement <2 x i16> zeroinitializer, i32 0
  %Shuff70 = shufflevector <2 x i16> zeroinitializer, <2 x i16> %Sl66, <2 x i32> <i32 3, i32 1>
  %I71 = insertelement <2 x i16> %B50, i16 0, i32 1
  %B72 = add <2 x i64> %B, zeroinitializer
  %Tr73 = trunc <2 x i16> %Shuff56 to <2 x i8>
  %Sl74 = select <2 x i1> %Cmp38, <2 x i8> %Tr73, <2 x i8> %Tr73
  %Cmp75 = icmp sge i32 %3, 49715
  br i1 %Cmp75, label %CF1749, label %CF1842

CF1842:                                           ; preds = %CF1749
  %L76 = load i16, i16* %PC, align 2
  store i64 %Sl, i64* %Sl52, align 4
  %E77 = extractelement <2 x i8> %Sl74, i32 0
  %Shuff78 = shufflevector <2 x i16> %Shuff7, <2 x i16> %I71, <2 x i32> <i32 1, i32 3>
  %I79 = insertelement <2 x i64> zeroinitializer, i64 139699, i32 1
  %FC80 = sitofp i1 %Cmp45 to double
  %Sl81 = select i1 %Cmp45, <2 x i64> zeroinitializer, <2 x i64> %B72
  %Cmp82 = icmp ule i64 139699, %Sl37
  br label %CF1707

CF1707:                                           ; preds = %CF1707, %CF1842
  %L83 = load i16, i16* %PC, align 2
  store i64 %4, i64* %Sl52, align 4
  %E84 = extractelement <4 x i16> %Shuff27, i32 1
  %Shuff85 = shufflevector <4 x i64> zeroinitializer, <4 x i64> zeroinitializer, <4 x i32> <i32 undef, i32 2, i32 4, i32 6>
  %I86 = insertelement <2 x i16> zeroinitializer, i16 %L54, i32 0
  %B87 = frem <4 x float> %FC58, %FC51
  %FC88 = sitofp i8 %L46 to double
  %Sl89 = select i1 %Cmp67, <4 x i1> %Shuff22, <4 x i1> %I64
  %Cmp90 = icmp sge i16 %E69, %L54
  br i1 %Cmp90, label %CF1707, label %CF1774

CF1774:                                           ; preds = %CF1707
  %L91 = load i64, i64* %Sl52, align 4
  store i16 %L76, i16* %A, align 2
  %E92 = extractelement <4 x i16> %ZE17, i32 1
  %Shuff93 = shufflevector <4 x i64> %I57, <4 x i64> %I57, <4 x i32> <i32 0, i32 undef, i32 4, i32 6>
  %I94 = insertelement <4 x i64> %Shuff93, i64 %4, i32 2
  %B95 = lshr i8 %L39, -61
  %Tr96 = trunc <4 x i64> %Shuff85 to <4 x i8>
  %Sl97 = select i1 %Cmp75, i32 -1, i32 %3
  %Cmp98 = icmp ult i8 %Se, %L5
  br label %CF1706

CF1706:                                           ; preds = %CF1706, %CF1774
  %L99 = load i8, i8* %0, align 1
  store i64 0, i64* %Sl52, align 4
  %E100 = extractelement <2 x i64> %Sl81, i32 0
  %Shuff101 = shufflevector <1 x i8> zeroinitializer, <1 x i8> %Shuff48, <1 x i32> <i32 1>
  %I102 = insertelement <2 x i8> %Sl74, i8 %L46, i32 1
  %B103 = and <4 x i64> %Shuff85, %Shuff93
  %FC104 = sitofp <2 x i8> %I102 to <2 x double>
  %Sl105 = select i1 %Sl24, i1 %Cmp30, i1 %Cmp75
  br i1 %Sl105, label %CF1706, label %CF1902

CF1902:                                           ; preds = %CF1706
  %L106 = load i64, i64* %Sl52, align 4
  store i64 %Sl37, i64* %Sl52, align 4
  %E107 = extractelement <4 x i64> %Sl44, i32 1
  %Shuff108 = shufflevector <2 x i16> %Shuff7, <2 x i16> %I86, <2 x i32> <i32 0, i32 undef>
  %I109 = insertelement <2 x i16> %Shuff78, i16 0, i32 0
  %B110 = xor <4 x i16> %B35, %I49
  %FC111 = uitofp <2 x i64> %I34 to <2 x float>
  %Sl112 = select i1 %Cmp60, i64 %L91, i64 %L91
  %Cmp113 = icmp ule <2 x i64> zeroinitializer, %I34
  %L114 = load i16, i16* %PC, align 2
  store i16 %E, i16* %PC, align 2
  %E115 = extractelement <2 x i64> %Sl81, i32 1
  %Shuff116 = shufflevector <4 x i8> %Shuff33, <4 x i8> %Shuff33, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I117 = insertelement <2 x i64> %B, i64 %L91, i32 0
  %Tr118 = trunc <4 x i64> %I94 to <4 x i1>
  %Sl119 = select i1 %Cmp45, i1 %Cmp60, i1 true
  br label %CF1686

CF1686:                                           ; preds = %CF1686, %CF1902
  %Cmp120 = icmp uge i64 53619, 504431
  br i1 %Cmp120, label %CF1686, label %CF1688

CF1688:                                           ; preds = %CF1688, %CF1753, %CF1721, %CF1872, %CF1709, %CF1822, %CF1904, %CF1686
  %L121 = load i8, i8* %0, align 1
  store i64 %L91, i64* %Sl52, align 4
  %E122 = extractelement <4 x i8> %Shuff33, i32 3
  %Shuff123 = shufflevector <2 x i16> %Shuff108, <2 x i16> %Shuff108, <2 x i32> <i32 2, i32 0>
  %I124 = insertelement <4 x i8> %Shuff116, i8 -61, i32 0
  %B125 = mul i8 %E122, %L39
  %ZE126 = zext i8 %B95 to i64
  %Sl127 = select i1 %Cmp98, i8* %A2, i8* %0
  %Cmp128 = icmp sgt <2 x i64> zeroinitializer, %I79
  %L129 = load i8, i8* %Sl127, align 1
  store i8 %Sl59, i8* %Sl127, align 1
  %E130 = extractelement <4 x i64> %ZE36, i32 2
  %Shuff131 = shufflevector <2 x i16> %I86, <2 x i16> %B50, <2 x i32> <i32 undef, i32 3>
  %I132 = insertelement <2 x i16> %Shuff131, i16 17071, i32 1
  %B133 = fdiv double %FC65, 0xD90196A056FF8A1E
  %Tr134 = trunc i8 %L121 to i1
  br i1 %Tr134, label %CF1688, label %CF1745

CF1745:                                           ; preds = %CF1745, %CF1798, %CF1688
  %Sl135 = select i1 %Sl119, <4 x i64> %Shuff85, <4 x i64> %ZE36
  %Cmp136 = icmp ne i64 %Sl112, %L61
  br i1 %Cmp136, label %CF1745, label %CF1771

CF1771:                                           ; preds = %CF1771, %CF1745
  %L137 = load i16, i16* %PC, align 2
  store i64 %4, i64* %Sl52, align 4
  %E138 = extractelement <4 x i1> %Shuff22, i32 1
  br i1 %E138, label %CF1771, label %CF1778

CF1778:                                           ; preds = %CF1778, %CF1771
  %Shuff139 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %B72, <2 x i32> <i32 0, i32 2>
  %I140 = insertelement <4 x i1> %Sl10, i1 %Cmp75, i32 2
  %ZE141 = zext <1 x i8> %Shuff48 to <1 x i16>
  %Sl142 = select i1 %Cmp11, <1 x i8> %B43, <1 x i8> %Shuff41
  %L143 = load i16, i16* %PC, align 2
  store i8 %5, i8* %0, align 1
  %E144 = extractelement <2 x i16> zeroinitializer, i32 0
  %Shuff145 = shufflevector <2 x i8> %I102, <2 x i8> %Tr73, <2 x i32> <i32 1, i32 3>
  %I146 = insertelement <4 x i1> %Sl10, i1 %Tr134, i32 3
  %B147 = or i8 %L25, -61
  %ZE148 = zext <2 x i8> %Tr73 to <2 x i64>
  %Sl149 = select i1 true, i16 %L143, i16 %L137
  %Cmp150 = icmp slt i16 %L54, %L76
  br i1 %Cmp150, label %CF1778, label %CF1798

CF1798:                                           ; preds = %CF1778
  %L151 = load i64, i64* %Sl52, align 4
  store i8 %B95, i8* %0, align 1
  %E152 = extractelement <4 x i64> %I57, i32 0
  %Shuff153 = shufflevector <2 x i16> %Sl66, <2 x i16> %Shuff7, <2 x i32> <i32 undef, i32 1>
  %I154 = insertelement <2 x i16> zeroinitializer, i16 %L114, i32 1
  %B155 = fmul double %B133, %B133
  %PC156 = bitcast i64* %Sl52 to double*
  %Sl157 = select i1 %Cmp67, i16 0, i16 0
  %Cmp158 = icmp ne i16 %E26, 0
  br i1 %Cmp158, label %CF1745, label %CF1753

CF1753:                                           ; preds = %CF1798
  %L159 = load i8, i8* %Sl127, align 1
  store i64 %Sl, i64* %Sl52, align 4
  %E160 = extractelement <2 x i16> %Shuff153, i32 1
  %Shuff161 = shufflevector <4 x float> %FC51, <4 x float> %FC51, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I162 = insertelement <1 x i8> %Shuff101, i8 %E77, i32 0
  %ZE163 = zext <1 x i1> zeroinitializer to <1 x i64>
  %Sl164 = select i1 %Cmp60, i16 %E32, i16 %E26
  %Cmp165 = icmp ne i16 %L31, %E21
  br i1 %Cmp165, label %CF1688, label %CF1721

CF1721:                                           ; preds = %CF1753
  %L166 = load i8, i8* %Sl127, align 1
  store i8 %B147, i8* %Sl127, align 1
  %E167 = extractelement <4 x float> %Shuff161, i32 2
  %Shuff168 = shufflevector <2 x i16> %Shuff7, <2 x i16> %Shuff14, <2 x i32> <i32 1, i32 3>
  %I169 = insertelement <4 x i16> %B110, i16 %L137, i32 3
  %B170 = or <2 x i64> zeroinitializer, %B
  %Tr171 = trunc i16 17071 to i1
  br i1 %Tr171, label %CF1688, label %CF1719

CF1719:                                           ; preds = %CF1719, %CF1721
  %Sl172 = select i1 %Cmp11, i64* %2, i64* %2
  %L173 = load i64, i64* %Sl52, align 4
  store i8 %5, i8* %Sl127, align 1
  %E174 = extractelement <4 x i1> %Cmp, i32 3
  br i1 %E174, label %CF1719, label %CF1724

CF1724:                                           ; preds = %CF1724, %CF1755, %CF1719
  %Shuff175 = shufflevector <4 x i1> %Cmp, <4 x i1> %Cmp, <4 x i32> <i32 6, i32 0, i32 2, i32 undef>
  %I176 = insertelement <2 x i1> %Cmp38, i1 true, i32 0
  %ZE177 = zext <4 x i1> %Cmp to <4 x i64>
  %Sl178 = select i1 %Cmp53, <1 x i8> %I162, <1 x i8> %Sl142
  %Cmp179 = icmp sgt <4 x i16> %I49, %ZE17
  %L180 = load i8, i8* %Sl127, align 1
  store i8 %L159, i8* %Sl127, align 1
  %E181 = extractelement <2 x i16> zeroinitializer, i32 1
  %Shuff182 = shufflevector <2 x i16> %Shuff108, <2 x i16> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I183 = insertelement <4 x i1> %Shuff175, i1 %Cmp11, i32 2
  %B184 = add i8 %L39, -61
  %Tr185 = trunc i64 %L173 to i16
  %Sl186 = select <4 x i1> %Sl89, <4 x float> %B87, <4 x float> %FC51
  %Cmp187 = fcmp ole double 0xD12136C09F1F7A3E, %FC65
  br i1 %Cmp187, label %CF1724, label %CF1733

CF1733:                                           ; preds = %CF1733, %CF1724
  %L188 = load i16, i16* %PC, align 2
  store i16 %E181, i16* %PC, align 2
  %E189 = extractelement <2 x i16> %Shuff123, i32 0
  %Shuff190 = shufflevector <4 x i16> %I42, <4 x i16> zeroinitializer, <4 x i32> <i32 3, i32 undef, i32 7, i32 undef>
  %I191 = insertelement <2 x i1> %Cmp128, i1 true, i32 1
  %B192 = lshr <4 x i16> %I42, %B110
  %FC193 = sitofp <4 x i1> %I140 to <4 x double>
  %Sl194 = select i1 %Sl105, i8 %B184, i8 %L180
  %Cmp195 = icmp eq <2 x i16> %Shuff78, %Shuff108
  %L196 = load i8, i8* %Sl127, align 1
  store i8 %B147, i8* %Sl127, align 1
  %E197 = extractelement <2 x i16> %Shuff70, i32 0
  %Shuff198 = shufflevector <2 x i16> %Shuff131, <2 x i16> %Shuff123, <2 x i32> <i32 1, i32 3>
  %I199 = insertelement <2 x i8> %Shuff145, i8 %L20, i32 1
  %B200 = mul <1 x i8> %I162, zeroinitializer
  %ZE201 = zext <2 x i16> %Shuff168 to <2 x i64>
  %Sl202 = select i1 %Cmp19, i64 %Sl112, i64 %L106
  %Cmp203 = icmp sgt i16 %L68, %L114
  br i1 %Cmp203, label %CF1733, label %CF1755

CF1755:                                           ; preds = %CF1733
  %L204 = load i16, i16* %PC, align 2
  store i8 -61, i8* %0, align 1
  %E205 = extractelement <2 x i16> zeroinitializer, i32 0
  %Shuff206 = shufflevector <4 x i8> %I124, <4 x i8> %Tr96, <4 x i32> <i32 undef, i32 undef, i32 undef, i32 1>
  %I207 = insertelement <2 x i16> zeroinitializer, i16 %B16, i32 1
  %B208 = lshr <2 x i16> zeroinitializer, %B50
  %FC209 = sitofp <2 x i16> %Shuff182 to <2 x float>
  %Sl210 = select i1 %Cmp45, i8 %L129, i8 %L121
  %Cmp211 = icmp sge <2 x i16> %Shuff70, %Shuff198
  %L212 = load i16, i16* %PC, align 2
  store i64 %Sl37, i64* %Sl52, align 4
  %E213 = extractelement <4 x i8> %Tr96, i32 2
  %Shuff214 = shufflevector <4 x i1> %Sl10, <4 x i1> %Cmp, <4 x i32> <i32 5, i32 7, i32 undef, i32 undef>
  %I215 = insertelement <2 x i1> %Cmp113, i1 %E174, i32 1
  %B216 = xor i16 %Sl157, %L54
  %Tr217 = trunc <2 x i64> %B170 to <2 x i8>
  %Sl218 = select <4 x i1> %Shuff214, <4 x i16> zeroinitializer, <4 x i16> %I42
  %Cmp219 = icmp sge <2 x i16> %Shuff168, %Shuff78
  %L220 = load i8, i8* %0, align 1
  store i64 %ZE126, i64* %Sl52, align 4
  %E221 = extractelement <2 x i1> %Cmp211, i32 0
  br i1 %E221, label %CF1724, label %CF1727

CF1727:                                           ; preds = %CF1727, %CF1807, %CF1755
  %Shuff222 = shufflevector <2 x i16> %B208, <2 x i16> %Shuff153, <2 x i32> <i32 3, i32 1>
  %I223 = insertelement <1 x i8> %B43, i8 %Sl59, i32 0
  %B224 = shl <2 x i64> %B, %ZE201
  %Se225 = sext i16 %L212 to i32
  %Sl226 = select i1 %Cmp11, i16 %L204, i16 %Tr185
  %Cmp227 = icmp ult i8 %Se, -61
  br i1 %Cmp227, label %CF1727, label %CF1807

CF1807:                                           ; preds = %CF1727
  %L228 = load i64, i64* %Sl172, align 4
  store i8 %L121, i8* %Sl127, align 1
  %E229 = extractelement <2 x i16> %Shuff123, i32 1
  %Shuff230 = shufflevector <1 x i1> zeroinitializer, <1 x i1> zeroinitializer, <1 x i32> zeroinitializer
  %I231 = insertelement <4 x float> %Shuff161, float 0x39DBF33FC0000000, i32 2
  %B232 = xor i16 %L137, %E21
  %FC233 = sitofp i16 %E55 to double
  %Sl234 = select i1 %Cmp203, <2 x i64> %B72, <2 x i64> zeroinitializer
  %Cmp235 = icmp slt i1 %Cmp30, true
  br i1 %Cmp235, label %CF1727, label %CF1758

CF1758:                                           ; preds = %CF1758, %CF1878, %CF1807
  %L236 = load i8, i8* %Sl127, align 1
  store i64 %L61, i64* %Sl52, align 4
  %E237 = extractelement <4 x i8> %Shuff116, i32 1
  %Shuff238 = shufflevector <2 x i16> zeroinitializer, <2 x i16> %Shuff168, <2 x i32> <i32 0, i32 2>
  %I239 = insertelement <2 x i16> %Shuff7, i16 %Sl226, i32 0
  %B240 = urem <4 x i8> %Shuff116, %Shuff206
  %Tr241 = trunc <4 x i64> %ZE177 to <4 x i32>
  %Sl242 = select i1 %Tr171, i64 %L151, i64 %L61
  %Cmp243 = icmp uge <2 x i16> %Sl66, %Shuff182
  %L244 = load double, double* %PC156, align 8
  store i8 %E237, i8* %Sl127, align 1
  %E245 = extractelement <4 x i16> %Shuff190, i32 2
  %Shuff246 = shufflevector <2 x i16> %Shuff108, <2 x i16> %Shuff238, <2 x i32> <i32 1, i32 3>
  %I247 = insertelement <4 x i1> %Shuff175, i1 %Sl119, i32 3
  %FC248 = sitofp i1 %Cmp60 to float
  %Sl249 = select i1 true, <2 x i64> zeroinitializer, <2 x i64> %B72
  %Cmp250 = icmp eq i8 %L25, %B147
  br i1 %Cmp250, label %CF1758, label %CF1878

CF1878:                                           ; preds = %CF1758
  %L251 = load i8, i8* %0, align 1
  store i64 %L151, i64* %Sl52, align 4
  %E252 = extractelement <2 x i64> zeroinitializer, i32 1
  %Shuff253 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %Shuff206, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I254 = insertelement <2 x i8> %Tr217, i8 %Sl210, i32 0
  %B255 = xor <4 x i16> %B110, %I169
  %Tr256 = trunc i16 %L137 to i1
  br i1 %Tr256, label %CF1758, label %CF1851

CF1851:                                           ; preds = %CF1851, %CF1878
  %Sl257 = select i1 %Tr256, i64 %Sl37, i64 %L61
  %Cmp258 = icmp ne i8 %Sl29, %L39
  br i1 %Cmp258, label %CF1851, label %CF1872

CF1872:                                           ; preds = %CF1851
  %L259 = load i8, i8* %Sl127, align 1
  store i8 %B9, i8* %0, align 1
  %E260 = extractelement <4 x i8> %Shuff116, i32 3
  %Shuff261 = shufflevector <2 x i16> zeroinitializer, <2 x i16> %Shuff182, <2 x i32> <i32 2, i32 0>
  %I262 = insertelement <2 x i16> %Shuff222, i16 %L212, i32 0
  %ZE263 = zext <1 x i8> %I162 to <1 x i16>
  %Sl264 = select i1 %Cmp150, i1 %Tr256, i1 %E221
  br i1 %Sl264, label %CF1688, label %CF1709

CF1709:                                           ; preds = %CF1872
  %Cmp265 = icmp sgt <2 x i16> %Shuff108, %B50
  %L266 = load i64, i64* %Sl52, align 4
  store i16 %B216, i16* %PC, align 2
  %E267 = extractelement <1 x i8> zeroinitializer, i32 0
  %Shuff268 = shufflevector <2 x i16> zeroinitializer, <2 x i16> %Shuff168, <2 x i32> <i32 3, i32 1>
  %I269 = insertelement <2 x i16> %I86, i16 %L143, i32 1
  %ZE270 = zext i1 %E221 to i8
  %Sl271 = select i1 %Cmp19, <4 x i1> %Cmp179, <4 x i1> %I64
  %Cmp272 = icmp uge <4 x i16> %I49, %Sl218
  %L273 = load double, double* %PC156, align 8
  store i16 %L54, i16* %PC, align 2
  %E274 = extractelement <1 x i8> %Shuff101, i32 0
  %Shuff275 = shufflevector <2 x i16> %Shuff108, <2 x i16> %Shuff7, <2 x i32> <i32 2, i32 undef>
  %I276 = insertelement <2 x i16> zeroinitializer, i16 %Sl226, i32 0
  %B277 = lshr <2 x i16> zeroinitializer, %Shuff7
  %Sl278 = select <2 x i1> %I191, <2 x i1> %I215, <2 x i1> %Cmp113
  %Cmp279 = icmp ugt <4 x i1> %Cmp, %Sl10
  %L280 = load i8, i8* %0, align 1
  store i8 %L39, i8* %0, align 1
  %E281 = extractelement <2 x i16> %I154, i32 0
  %Shuff282 = shufflevector <2 x i16> %Shuff56, <2 x i16> %Shuff275, <2 x i32> <i32 3, i32 1>
  %I283 = insertelement <1 x i8> %Shuff41, i8 %L20, i32 0
  %Tr284 = trunc <2 x i64> %B72 to <2 x i8>
  %Sl285 = select i1 %Cmp203, i8 %B95, i8 %L259
  %Cmp286 = icmp slt <2 x i16> %Shuff282, %Shuff108
  %L287 = load i8, i8* %0, align 1
  store i16 %L137, i16* %PC, align 2
  %E288 = extractelement <1 x i1> %Shuff230, i32 0
  br i1 %E288, label %CF1688, label %CF1704

CF1704:                                           ; preds = %CF1704, %CF1854, %CF1779, %CF1809, %CF1738, %CF1726, %CF1709
  %Shuff289 = shufflevector <2 x i16> %Shuff56, <2 x i16> %Shuff238, <2 x i32> <i32 3, i32 1>
  %I290 = insertelement <4 x i1> %Cmp, i1 %Cmp11, i32 1
  %B291 = lshr <2 x i16> %B277, %B50
  %FC292 = sitofp <4 x i1> %I64 to <4 x float>
  %Sl293 = select i1 %E221, i16* %A, i16* %A
  %Cmp294 = icmp eq <2 x i8> %Tr217, %Tr73
  %L295 = load double, double* %PC156, align 8
  store i64 %L173, i64* %Sl172, align 4
  %E296 = extractelement <2 x i16> %B208, i32 0
  %Shuff297 = shufflevector <2 x i64> %ZE148, <2 x i64> %ZE201, <2 x i32> <i32 1, i32 3>
  %I298 = insertelement <2 x i16> zeroinitializer, i16 %B216, i32 1
  %FC299 = fptoui <2 x double> %FC to <2 x i16>
  %Sl300 = select i1 %Cmp67, i8 %Sl29, i8 %Sl210
  %Cmp301 = icmp uge i1 %Cmp187, %Cmp235
  br i1 %Cmp301, label %CF1704, label %CF1788

CF1788:                                           ; preds = %CF1788, %CF1704
  %L302 = load i16, i16* %Sl293, align 2
  store i16 %L114, i16* %Sl293, align 2
  %E303 = extractelement <2 x i16> %Shuff198, i32 1
  %Shuff304 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %I117, <2 x i32> undef
  %I305 = insertelement <4 x i1> %Shuff175, i1 %Cmp120, i32 0
  %B306 = udiv i8 %E274, %L180
  %ZE307 = zext i8 %B147 to i16
  %Sl308 = select i1 %Sl105, <1 x i8> %B200, <1 x i8> %Shuff41
  %Cmp309 = icmp ule i32 424859, %Sl97
  br i1 %Cmp309, label %CF1788, label %CF1854

CF1854:                                           ; preds = %CF1788
  %L310 = load i8, i8* %Sl127, align 1
  store i16 %E281, i16* %Sl293, align 2
  %E311 = extractelement <2 x i1> %Cmp265, i32 1
  br i1 %E311, label %CF1704, label %CF1779

CF1779:                                           ; preds = %CF1854
  %Shuff312 = shufflevector <4 x i1> %Shuff22, <4 x i1> %Shuff214, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I313 = insertelement <2 x i1> %Cmp243, i1 %Cmp11, i32 0
  %B314 = or i16 %L212, %L137
  %ZE315 = zext i16 %L83 to i32
  %Sl316 = select i1 %Cmp98, i1 %Cmp235, i1 %Sl24
  br i1 %Sl316, label %CF1704, label %CF1764

CF1764:                                           ; preds = %CF1764, %CF1845, %CF1779
  %Cmp317 = icmp eq i1 %E174, %Cmp227
  br i1 %Cmp317, label %CF1764, label %CF1845

CF1845:                                           ; preds = %CF1764
  %L318 = load i8, i8* %0, align 1
  store i8 %Sl300, i8* %Sl127, align 1
  %E319 = extractelement <4 x i1> %I8, i32 2
  br i1 %E319, label %CF1764, label %CF1809

CF1809:                                           ; preds = %CF1845
  %Shuff320 = shufflevector <2 x i16> %Shuff153, <2 x i16> %Shuff289, <2 x i32> <i32 undef, i32 3>
  %I321 = insertelement <2 x i64> %Sl234, i64 %L266, i32 1
  %B322 = sub i64 %Sl112, %Sl37
  %FC323 = uitofp i1 %Cmp150 to double
  %Sl324 = select <2 x i1> %Cmp38, <2 x i1> %Cmp195, <2 x i1> %Cmp38
  %Cmp325 = icmp ult <2 x i1> %Sl324, %I176
  %L326 = load i16, i16* %PC, align 2
  store i8 %E77, i8* %Sl127, align 1
  %E327 = extractelement <4 x i64> %Shuff85, i32 2
  %Shuff328 = shufflevector <4 x i8> %Shuff253, <4 x i8> %Tr96, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I329 = insertelement <1 x i8> %Shuff101, i8 -61, i32 0
  %B330 = sdiv i8 %Sl285, %B147
  %FC331 = uitofp i1 %E174 to float
  %Sl332 = select <4 x i1> %Sl271, <4 x i16> zeroinitializer, <4 x i16> %ZE17
  %Cmp333 = icmp ne i1 %Sl264, %Tr
  br i1 %Cmp333, label %CF1704, label %CF1738

CF1738:                                           ; preds = %CF1809
  %L334 = load i16, i16* %Sl293, align 2
  store i16 %E245, i16* %Sl293, align 2
  %E335 = extractelement <2 x i64> %Shuff297, i32 0
  %Shuff336 = shufflevector <4 x float> %Shuff161, <4 x float> %FC51, <4 x i32> <i32 5, i32 7, i32 1, i32 undef>
  %I337 = insertelement <2 x i1> %Cmp243, i1 %Sl105, i32 1
  %B338 = sub <1 x i8> %I283, %I223
  %FC339 = sitofp <2 x i1> %Sl278 to <2 x double>
  %Sl340 = select i1 %Sl119, <2 x i8> %Shuff145, <2 x i8> %Tr284
  %Cmp341 = icmp ugt <4 x i64> %Shuff93, zeroinitializer
  %L342 = load i16, i16* %Sl293, align 2
  store i8 %B330, i8* %Sl127, align 1
  %E343 = extractelement <4 x i8> %Shuff206, i32 1
  %Shuff344 = shufflevector <2 x i64> %ZE148, <2 x i64> %B224, <2 x i32> <i32 0, i32 2>
  %I345 = insertelement <2 x i16> %Shuff78, i16 %Sl164, i32 0
  %ZE346 = fpext <4 x float> %FC292 to <4 x double>
  %Sl347 = select i1 %Sl264, i8 %E6, i8 %B147
  %Cmp348 = icmp eq <2 x i16> %Shuff268, %I345
  %L349 = load i64, i64* %Sl172, align 4
  store i8 %B95, i8* %Sl127, align 1
  %E350 = extractelement <2 x i16> %I298, i32 1
  %Shuff351 = shufflevector <2 x i16> %B277, <2 x i16> %Shuff153, <2 x i32> <i32 0, i32 2>
  %I352 = insertelement <2 x i16> %Shuff108, i16 %E181, i32 0
  %B353 = or <4 x i16> %B35, %Sl332
  %FC354 = uitofp <2 x i8> %Tr217 to <2 x float>
  %Sl355 = select i1 %Cmp98, i16 %B216, i16 %E245
  %Cmp356 = icmp ule i16 %L302, %Sl226
  br i1 %Cmp356, label %CF1704, label %CF1726

CF1726:                                           ; preds = %CF1738
  %L357 = load i16, i16* %PC, align 2
  store i16 %L143, i16* %Sl293, align 2
  %E358 = extractelement <4 x i8> zeroinitializer, i32 3
  %Shuff359 = shufflevector <2 x i16> %B291, <2 x i16> zeroinitializer, <2 x i32> <i32 undef, i32 0>
  %I360 = insertelement <4 x i64> %Sl135, i64 %B322, i32 0
  %B361 = xor <2 x i16> %I86, %I345
  %Se362 = sext <4 x i1> %Cmp to <4 x i16>
  %Sl363 = select i1 %Cmp356, i16 %L334, i16 %L143
  %Cmp364 = icmp uge <4 x i1> %Shuff175, %Shuff175
  %L365 = load double, double* %PC156, align 8
  store i8 %L5, i8* %Sl127, align 1
  %E366 = extractelement <4 x float> %Shuff161, i32 1
  %Shuff367 = shufflevector <4 x i64> %I57, <4 x i64> %Sl135, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I368 = insertelement <2 x float> %FC209, float %E167, i32 0
  %B369 = fmul double %FC80, %B155
  %Tr370 = trunc i8 %L318 to i1
  br i1 %Tr370, label %CF1704, label %CF1714

CF1714:                                           ; preds = %CF1714, %CF1726
  %Sl371 = select i1 %Cmp11, i8 %Sl29, i8 %L259
  %Cmp372 = icmp ne i16 %L204, %E245
  br i1 %Cmp372, label %CF1714, label %CF1722

CF1722:                                           ; preds = %CF1722, %CF1714
  %L373 = load i64, i64* %Sl52, align 4
  store i8 %B95, i8* %Sl127, align 1
  %E374 = extractelement <2 x i8> %I254, i32 1
  %Shuff375 = shufflevector <4 x float> %I231, <4 x float> %B87, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I376 = insertelement <2 x i16> zeroinitializer, i16 %E, i32 0
  %B377 = fdiv double %L244, %B133
  %Tr378 = trunc i64 %L349 to i16
  %Sl379 = select <4 x i1> %I146, <4 x double> %ZE346, <4 x double> %FC193
  %Cmp380 = icmp uge i8 %Sl29, %L121
  br i1 %Cmp380, label %CF1722, label %CF1754

CF1754:                                           ; preds = %CF1754, %CF1722
  %L381 = load i8, i8* %Sl127, align 1
  store i16 %L326, i16* %Sl293, align 2
  %E382 = extractelement <4 x i1> %I247, i32 2
  br i1 %E382, label %CF1754, label %CF1822

CF1822:                                           ; preds = %CF1754
  %Shuff383 = shufflevector <4 x i64> %Shuff367, <4 x i64> %I360, <4 x i32> <i32 5, i32 7, i32 1, i32 undef>
  %I384 = insertelement <2 x i16> %Shuff359, i16 %Sl363, i32 1
  %B385 = urem i64 %E327, %E100
  %FC386 = sitofp <2 x i16> %Shuff275 to <2 x float>
  %Sl387 = select i1 %Cmp150, i16 0, i16 0
  %Cmp388 = icmp ugt <1 x i8> zeroinitializer, %Shuff101
  %L389 = load i8, i8* %Sl127, align 1
  store i16 %L137, i16* %Sl293, align 2
  %E390 = extractelement <4 x float> %B87, i32 0
  %Shuff391 = shufflevector <2 x i64> %ZE148, <2 x i64> %Shuff344, <2 x i32> <i32 3, i32 1>
  %I392 = insertelement <4 x i64> %Shuff383, i64 %E100, i32 1
  %B393 = ashr i64 %L373, %Sl37
  %Se394 = sext i1 %Cmp30 to i64
  %Sl395 = select <1 x i1> %Cmp388, <1 x i8> %Shuff41, <1 x i8> %Shuff41
  %Cmp396 = icmp eq <2 x i64> %B224, %ZE201
  %L397 = load i16, i16* %PC, align 2
  store i8 %B330, i8* %Sl127, align 1
  %E398 = extractelement <2 x i16> %Shuff351, i32 0
  %Shuff399 = shufflevector <2 x i1> %Cmp396, <2 x i1> %Cmp396, <2 x i32> <i32 3, i32 1>
  %I400 = insertelement <4 x i64> %Shuff93, i64 %E100, i32 1
  %B401 = mul i64 %B393, %B322
  %Se402 = sext i1 %Cmp333 to i8
  %Sl403 = select <4 x i1> %I64, <4 x i8> %Shuff116, <4 x i8> %Tr96
  %Cmp404 = icmp ne <2 x i16> %I384, zeroinitializer
  %L405 = load i16, i16* %Sl293, align 2
  store i8 %E6, i8* %0, align 1
  %E406 = extractelement <2 x i64> %Shuff391, i32 0
  %Shuff407 = shufflevector <2 x i8> %Tr284, <2 x i8> %I199, <2 x i32> <i32 undef, i32 1>
  %I408 = insertelement <1 x i8> %I162, i8 %B95, i32 0
  %B409 = udiv <4 x i32> %Tr241, %Tr241
  %Se410 = sext i16 %L12 to i64
  %Sl411 = select <2 x i1> %I191, <2 x i16> %B208, <2 x i16> %Shuff108
  %Cmp412 = icmp ult i1 true, %Cmp82
  br i1 %Cmp412, label %CF1688, label %CF1692

CF1692:                                           ; preds = %CF1692, %CF1858, %CF1822
  %L413 = load i8, i8* %Sl127, align 1
  store i8 %E343, i8* %0, align 1
  %E414 = extractelement <4 x float> %Shuff336, i32 0
  %Shuff415 = shufflevector <2 x i16> %Shuff261, <2 x i16> %Shuff268, <2 x i32> <i32 3, i32 1>
  %I416 = insertelement <2 x i16> zeroinitializer, i16 %E40, i32 1
  %FC417 = fptoui <4 x double> %FC193 to <4 x i1>
  %Sl418 = select <4 x i1> %I290, <4 x i64> %B103, <4 x i64> zeroinitializer
  %Cmp419 = icmp uge <4 x i16> %Se362, %B110
  %L420 = load i8, i8* %Sl127, align 1
  store i16 0, i16* %Sl293, align 2
  %E421 = extractelement <2 x i16> %I298, i32 0
  %Shuff422 = shufflevector <2 x i16> %Shuff78, <2 x i16> %B50, <2 x i32> <i32 1, i32 3>
  %I423 = insertelement <2 x i16> %Shuff153, i16 %L68, i32 1
  %B424 = ashr i16 17071, %L212
  %Se425 = sext i1 %Tr134 to i16
  %Sl426 = select i1 %Tr134, i16 %L54, i16 0
  %Cmp427 = icmp ult i1 %E221, true
  br i1 %Cmp427, label %CF1692, label %CF1858

CF1858:                                           ; preds = %CF1692
  %L428 = load i8, i8* %Sl127, align 1
  store i64 %Sl242, i64* %Sl52, align 4
  %E429 = extractelement <2 x i16> %Sl411, i32 1
  %Shuff430 = shufflevector <2 x i16> %Shuff238, <2 x i16> %Shuff123, <2 x i32> <i32 undef, i32 2>
  %I431 = insertelement <4 x i1> %I183, i1 %Cmp11, i32 2
  %B432 = sub <1 x i8> %Sl395, %Sl178
  %Tr433 = trunc i8 %L20 to i1
  br i1 %Tr433, label %CF1692, label %CF1700

CF1700:                                           ; preds = %CF1700, %CF1895, %CF1761, %CF1732, %CF1858
  %Sl434 = select i1 %Cmp309, i16 %L54, i16 %Sl157
  %Cmp435 = icmp ult i16 %E40, %E421
  br i1 %Cmp435, label %CF1700, label %CF1895

CF1895:                                           ; preds = %CF1700
  %L436 = load i16, i16* %Sl293, align 2
  store i8 %B306, i8* %Sl127, align 1
  %E437 = extractelement <2 x i64> %Shuff391, i32 1
  %Shuff438 = shufflevector <2 x i64> %Shuff304, <2 x i64> %B72, <2 x i32> <i32 2, i32 0>
  %I439 = insertelement <4 x i64> %ZE177, i64 %Sl242, i32 0
  %B440 = mul i8 %L413, %E358
  %FC441 = sitofp i1 %Sl119 to float
  %Sl442 = select i1 %Tr433, <2 x i64> %ZE201, <2 x i64> %Sl249
  %Cmp443 = icmp ult <4 x i1> %Cmp419, %Shuff214
  %L444 = load i16, i16* %Sl293, align 2
  store i64 %Sl202, i64* %Sl52, align 4
  %E445 = extractelement <4 x i8> %Shuff33, i32 3
  %Shuff446 = shufflevector <2 x i16> zeroinitializer, <2 x i16> %B50, <2 x i32> <i32 2, i32 0>
  %I447 = insertelement <2 x i16> %Shuff7, i16 %E421, i32 0
  %B448 = ashr <1 x i8> %I408, %Sl142
  %ZE449 = zext i1 %Cmp53 to i64
  %Sl450 = select i1 %Cmp356, <2 x i1> %Cmp243, <2 x i1> %Sl324
  %Cmp451 = icmp eq <2 x i16> %Shuff351, %Shuff238
  %L452 = load i16, i16* %PC, align 2
  store i8 %L420, i8* %0, align 1
  %E453 = extractelement <2 x i64> %I117, i32 1
  %Shuff454 = shufflevector <1 x i1> %Shuff230, <1 x i1> %Cmp388, <1 x i32> zeroinitializer
  %I455 = insertelement <4 x i8> %Shuff253, i8 %L129, i32 2
  %B456 = urem i16 %L342, 17071
  %PC457 = bitcast double* %A4 to i16*
  %Sl458 = select i1 %Cmp67, i64 %L91, i64 %E437
  %Cmp459 = icmp sge <2 x i16> %I262, %I423
  %L460 = load i16, i16* %PC457, align 2
  store i8 %5, i8* %Sl127, align 1
  %E461 = extractelement <4 x i1> %Cmp, i32 2
  br i1 %E461, label %CF1700, label %CF1761

CF1761:                                           ; preds = %CF1895
  %Shuff462 = shufflevector <2 x i16> %Shuff261, <2 x i16> %Sl66, <2 x i32> <i32 1, i32 3>
  %I463 = insertelement <4 x i1> %Cmp272, i1 %Tr256, i32 3
  %B464 = sdiv i32 %Sl97, %ZE315
  %FC465 = fptosi <2 x float> %FC354 to <2 x i64>
  %Sl466 = select i1 %Cmp412, <4 x i8> %I28, <4 x i8> %Shuff206
  %Cmp467 = icmp ne i1 %Cmp45, %E221
  br i1 %Cmp467, label %CF1700, label %CF1732

CF1732:                                           ; preds = %CF1761
  %L468 = load i16, i16* %PC457, align 2
  store i8 -61, i8* %Sl127, align 1
  %E469 = extractelement <2 x i16> %Sl411, i32 1
  %Shuff470 = shufflevector <4 x i1> %FC417, <4 x i1> %Cmp443, <4 x i32> <i32 undef, i32 6, i32 0, i32 2>
  %I471 = insertelement <2 x i16> %Shuff289, i16 %E229, i32 0
  %B472 = udiv i64 %E335, %L349
  %Tr473 = trunc i16 %Sl355 to i1
  br i1 %Tr473, label %CF1700, label %CF1713

CF1713:                                           ; preds = %CF1713, %CF1819, %CF1732
  %Sl474 = select <2 x i1> %Cmp396, <2 x i8> %Tr73, <2 x i8> %Tr73
  %Cmp475 = icmp ne i8 %L420, %L39
  br i1 %Cmp475, label %CF1713, label %CF1819

CF1819:                                           ; preds = %CF1713
  %L476 = load i32, i32* %1, align 4
  store i16 %E245, i16* %PC457, align 2
  %E477 = extractelement <4 x i64> %I392, i32 0
  %Shuff478 = shufflevector <4 x i1> %Shuff214, <4 x i1> %FC417, <4 x i32> <i32 3, i32 5, i32 undef, i32 undef>
  %I479 = insertelement <2 x i16> %Shuff415, i16 %L137, i32 1
  %Tr480 = trunc <2 x i16> %Shuff289 to <2 x i1>
  %Sl481 = select i1 %Cmp412, i16 %Sl355, i16 %L444
  %Cmp482 = icmp ult i1 %Cmp258, %Cmp412
  br i1 %Cmp482, label %CF1713, label %CF1757

CF1757:                                           ; preds = %CF1757, %CF1855, %CF1819
  %L483 = load i64, i64* %Sl172, align 4
  store i16 %E229, i16* %PC457, align 2
  %E484 = extractelement <1 x i8> %B43, i32 0
  %Shuff485 = shufflevector <2 x i1> %Sl450, <2 x i1> %Cmp38, <2 x i32> <i32 3, i32 1>
  %I486 = insertelement <4 x i8> %Shuff, i8 %L251, i32 1
  %B487 = shl i8 %L413, %E484
  %Tr488 = fptrunc double %B369 to float
  %Sl489 = select i1 %E221, i16 %E421, i16 %E229
  %Cmp490 = icmp ne i8 %L180, %L180
  br i1 %Cmp490, label %CF1757, label %CF1855

CF1855:                                           ; preds = %CF1757
  %L491 = load i16, i16* %PC, align 2
  store i16 %E197, i16* %Sl293, align 2
  %E492 = extractelement <2 x i16> %Shuff261, i32 0
  %Shuff493 = shufflevector <2 x i1> %Cmp243, <2 x i1> %Cmp396, <2 x i32> <i32 undef, i32 3>
  %I494 = insertelement <2 x i64> %Shuff344, i64 %ZE449, i32 1
  %B495 = udiv i64 %E107, %Sl37
  %Se496 = sext i16 %E40 to i64
  %Sl497 = select <2 x i1> %Cmp38, <2 x i16> %Sl66, <2 x i16> %I298
  %Cmp498 = fcmp ord <2 x float> %FC354, %FC111
  %L499 = load double, double* %A4, align 8
  store i16 %E245, i16* %Sl293, align 2
  %E500 = extractelement <2 x i16> zeroinitializer, i32 0
  %Shuff501 = shufflevector <2 x i16> %Shuff359, <2 x i16> %Shuff182, <2 x i32> <i32 undef, i32 3>
  %I502 = insertelement <2 x i1> %I215, i1 %Cmp412, i32 1
  %Se503 = sext <2 x i1> %Shuff485 to <2 x i16>
  %Sl504 = select <4 x i1> %Cmp364, <4 x i8> %Sl403, <4 x i8> %Shuff206
  %Cmp505 = icmp eq i16 %B424, %L397
  br i1 %Cmp505, label %CF1757, label %CF1762

CF1762:                                           ; preds = %CF1762, %CF1855
  %L506 = load i16, i16* %PC457, align 2
  store i16 %L12, i16* %Sl293, align 2
  %E507 = extractelement <4 x i64> %Shuff383, i32 0
  %Shuff508 = shufflevector <4 x i64> %Shuff383, <4 x i64> %I360, <4 x i32> <i32 7, i32 1, i32 3, i32 undef>
  %I509 = insertelement <1 x i8> %Shuff101, i8 %L220, i32 0
  %B510 = frem <4 x double> %FC193, %FC193
  %FC511 = uitofp i16 %E500 to double
  %Sl512 = select <4 x i1> %Sl271, <4 x i1> %I183, <4 x i1> %Shuff478
  %Cmp513 = icmp ne i64 %Sl458, %B322
  br i1 %Cmp513, label %CF1762, label %CF1775

CF1775:                                           ; preds = %CF1775, %CF1762
  %L514 = load i8, i8* %0, align 1
  store i8 %B147, i8* %Sl127, align 1
  %E515 = extractelement <2 x i16> zeroinitializer, i32 0
  %Shuff516 = shufflevector <2 x i1> %Cmp396, <2 x i1> %Cmp113, <2 x i32> <i32 3, i32 1>
  %I517 = insertelement <4 x i64> zeroinitializer, i64 %Sl, i32 1
  %B518 = or i8 %E484, %B95
  %ZE519 = zext <1 x i8> %Shuff48 to <1 x i16>
  %Sl520 = select i1 %Cmp356, <4 x i32> %B409, <4 x i32> %Tr241
  %Cmp521 = icmp eq i16 %E229, %L326
  br i1 %Cmp521, label %CF1775, label %CF1803

CF1803:                                           ; preds = %CF1803, %CF1775
  %L522 = load i16, i16* %PC457, align 2
  store double %FC323, double* %PC156, align 8
  %E523 = extractelement <4 x i8> %Shuff33, i32 3
  %Shuff524 = shufflevector <2 x i1> %Cmp243, <2 x i1> %Cmp396, <2 x i32> <i32 2, i32 0>
  %I525 = insertelement <2 x i64> %Shuff438, i64 %B322, i32 0
  %B526 = shl <1 x i8> %I408, %Shuff41
  %Tr527 = fptrunc double %B155 to float
  %Sl528 = select i1 %Tr134, i1 %Cmp309, i1 %Cmp412
  br i1 %Sl528, label %CF1803, label %CF1904

CF1904:                                           ; preds = %CF1803
  %Cmp529 = icmp ule i8 %E445, %L413
  br i1 %Cmp529, label %CF1688, label %CF1689

CF1689:                                           ; preds = %CF1689, %CF1904
  %L530 = load i16, i16* %Sl293, align 2
  store i16 %B232, i16* %Sl293, align 2
  %E531 = extractelement <2 x i16> %Shuff415, i32 1
  %Shuff532 = shufflevector <4 x i1> %Cmp341, <4 x i1> %I305, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I533 = insertelement <2 x i64> %Sl249, i64 %Sl202, i32 0
  %Sl534 = select <2 x i1> %Sl278, <2 x i64> %B, <2 x i64> %Shuff139
  %Cmp535 = icmp ult <2 x i16> %I154, %Shuff289
  %L536 = load double, double* %PC156, align 8
  store i16 %L137, i16* %PC457, align 2
  %E537 = extractelement <2 x i16> %Shuff168, i32 0
  %Shuff538 = shufflevector <2 x i64> %FC465, <2 x i64> %B72, <2 x i32> <i32 1, i32 3>
  %I539 = insertelement <2 x i16> %Shuff320, i16 %L83, i32 1
  %B540 = sub i8 %L413, %Sl210
  %Sl541 = select <4 x i1> %Cmp, <4 x i8> %Sl466, <4 x i8> %Tr96
  %Cmp542 = icmp eq i1 %Tr256, %Cmp203
  br i1 %Cmp542, label %CF1689, label %CF1740

CF1740:                                           ; preds = %CF1740, %CF1846, %CF1797, %CF1689
  %L543 = load i16, i16* %PC, align 2
  store i16 %L12, i16* %PC457, align 2
  %E544 = extractelement <2 x i16> %I345, i32 0
  %Shuff545 = shufflevector <4 x i1> %Tr118, <4 x i1> %Cmp443, <4 x i32> <i32 7, i32 undef, i32 3, i32 5>
  %I546 = insertelement <2 x i16> %Shuff320, i16 %Sl489, i32 1
  %B547 = sub i16 %L397, %L12
  %Se548 = sext i16 %Sl226 to i64
  %Sl549 = select <1 x i1> %Shuff230, <1 x i8> %B200, <1 x i8> %I223
  %Cmp550 = icmp sge <2 x i1> %I502, %I176
  %L551 = load i16, i16* %PC457, align 2
  store i16 %L76, i16* %Sl293, align 2
  %E552 = extractelement <2 x i16> %Shuff168, i32 0
  %Shuff553 = shufflevector <4 x i64> %Shuff383, <4 x i64> %I57, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I554 = insertelement <2 x i16> %Shuff462, i16 %Sl426, i32 1
  %B555 = urem i16 0, %Sl387
  %Tr556 = trunc i16 %L212 to i8
  %Sl557 = select i1 %Cmp90, <2 x i1> %Shuff485, <2 x i1> %Cmp550
  %Cmp558 = icmp sge <4 x i8> %Shuff206, %Shuff206
  %L559 = load i16, i16* %PC457, align 2
  store i8 %L39, i8* %Sl127, align 1
  %E560 = extractelement <4 x float> %FC292, i32 3
  %Shuff561 = shufflevector <2 x i64> %I79, <2 x i64> %I321, <2 x i32> <i32 2, i32 undef>
  %I562 = insertelement <1 x i1> %Shuff230, i1 %E288, i32 0
  %B563 = or i16 %B232, %E281
  %FC564 = sitofp i64 %Sl458 to float
  %Sl565 = select i1 %E461, i16 %E181, i16 %L342
  %Cmp566 = icmp eq i16 %Sl164, %L212
  br i1 %Cmp566, label %CF1740, label %CF1805

CF1805:                                           ; preds = %CF1805, %CF1740
  %L567 = load i16, i16* %PC, align 2
  store i16 0, i16* %Sl293, align 2
  %E568 = extractelement <4 x float> %FC51, i32 2
  %Shuff569 = shufflevector <1 x i8> %I162, <1 x i8> %Shuff101, <1 x i32> <i32 1>
  %I570 = insertelement <2 x i64> %Shuff391, i64 %L61, i32 1
  %FC571 = uitofp <2 x i1> %Cmp451 to <2 x double>
  %Sl572 = select <4 x i1> %I140, <4 x i8> %Sl403, <4 x i8> %I486
  %Cmp573 = icmp ugt i8 %L318, %Sl59
  br i1 %Cmp573, label %CF1805, label %CF1846

CF1846:                                           ; preds = %CF1805
  %L574 = load double, double* %PC156, align 8
  store i16 %B314, i16* %PC457, align 2
  %E575 = extractelement <2 x i1> %Tr480, i32 0
  br i1 %E575, label %CF1740, label %CF1797

CF1797:                                           ; preds = %CF1846
  %Shuff576 = shufflevector <2 x i8> %Sl74, <2 x i8> %Tr73, <2 x i32> <i32 1, i32 3>
  %I577 = insertelement <4 x i1> %Shuff470, i1 %Cmp250, i32 3
  %B578 = srem <2 x i16> %I546, %Sl497
  %ZE579 = zext <4 x i8> %I28 to <4 x i16>
  %Sl580 = select i1 %Cmp412, i16 %E429, i16 %L137
  %Cmp581 = icmp slt i16 %L522, %L83
  br i1 %Cmp581, label %CF1740, label %CF1793

CF1793:                                           ; preds = %CF1793, %CF1899, %CF1797
  %L582 = load double, double* %PC156, align 8
  store i16 %Sl164, i16* %Sl293, align 2
  %E583 = extractelement <4 x i8> %I486, i32 0
  %Shuff584 = shufflevector <2 x i1> %Cmp128, <2 x i1> %Cmp38, <2 x i32> <i32 3, i32 1>
  %I585 = insertelement <2 x i16> %Sl497, i16 %L530, i32 1
  %B586 = udiv i16 %E144, %E21
  %Tr587 = fptrunc double 0xD90196A056FF8A1E to float
  %Sl588 = select i1 %Cmp482, <4 x i1> %Cmp443, <4 x i1> %Cmp419
  %Cmp589 = icmp ule <2 x i1> %Cmp113, %Cmp396
  %L590 = load double, double* %PC156, align 8
  store i8 %5, i8* %Sl127, align 1
  %E591 = extractelement <2 x i64> zeroinitializer, i32 1
  %Shuff592 = shufflevector <2 x i1> %Cmp195, <2 x i1> %Sl324, <2 x i32> <i32 2, i32 0>
  %I593 = insertelement <4 x float> %Shuff375, float %E167, i32 0
  %B594 = fdiv <4 x float> %B87, %FC51
  %FC595 = fptosi double %L499 to i64
  %Sl596 = select i1 %Cmp75, i8 %L166, i8 %E77
  %Cmp597 = icmp ule i64 %E130, %Sl37
  br i1 %Cmp597, label %CF1793, label %CF1899

CF1899:                                           ; preds = %CF1793
  %L598 = load i8, i8* %0, align 1
  store i16 %Sl580, i16* %Sl293, align 2
  %E599 = extractelement <4 x i1> %Shuff545, i32 2
  br i1 %E599, label %CF1793, label %CF1871

CF1871:                                           ; preds = %CF1899
  %Shuff600 = shufflevector <4 x i8> %Shuff33, <4 x i8> %Sl403, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I601 = insertelement <1 x i8> %Shuff569, i8 %L514, i32 0
  %B602 = udiv i8 %L, %L251
  %Sl603 = select <2 x i1> %Cmp38, <2 x i8> %Tr284, <2 x i8> %I102
  %Cmp604 = icmp eq <4 x i64> %I439, %ZE177
  %L605 = load i16, i16* %Sl293, align 2
  store i8 %Sl194, i8* %Sl127, align 1
  %E606 = extractelement <4 x i64> %Shuff85, i32 0
  %Shuff607 = shufflevector <2 x i8> %Shuff576, <2 x i8> %Sl474, <2 x i32> <i32 undef, i32 1>
  %I608 = insertelement <1 x i8> %Shuff48, i8 %L236, i32 0
  %B609 = shl i64 %4, %Sl202
  %ZE610 = zext <4 x i1> %Cmp179 to <4 x i32>
  %Sl611 = select i1 %Cmp301, i1 %Cmp203, i1 %Cmp427
  br label %CF

CF:                                               ; preds = %CF, %CF1750, %CF1808, %CF1708, %CF1892, %CF1871
  %Cmp612 = icmp eq i64 %E477, %E252
  br i1 %Cmp612, label %CF, label %CF1750

CF1750:                                           ; preds = %CF
  %L613 = load i16, i16* %PC457, align 2
  store i8 %B147, i8* %Sl127, align 1
  %E614 = extractelement <4 x float> %FC292, i32 2
  %Shuff615 = shufflevector <2 x i8> %Shuff407, <2 x i8> %Tr284, <2 x i32> <i32 1, i32 undef>
  %I616 = insertelement <1 x i8> %I283, i8 %B147, i32 0
  %B617 = add <2 x i16> zeroinitializer, %Shuff289
  %FC618 = uitofp i1 %Cmp250 to double
  %Sl619 = select <4 x i1> %I64, <4 x i8> %I486, <4 x i8> %Shuff206
  %Cmp620 = icmp sgt <4 x i1> %I64, %I247
  %L621 = load i16, i16* %PC, align 2
  store double %L499, double* %PC156, align 8
  %E622 = extractelement <1 x i8> %I408, i32 0
  %Shuff623 = shufflevector <2 x i16> %Shuff238, <2 x i16> %Shuff108, <2 x i32> <i32 1, i32 3>
  %I624 = insertelement <2 x i16> %I471, i16 %L31, i32 1
  %B625 = or <1 x i8> %I329, %Shuff101
  %Sl626 = select i1 %Cmp250, i8* %Sl127, i8* %Sl127
  %Cmp627 = icmp ugt <4 x i8> %Sl619, %Sl572
  %L628 = load i8, i8* %A2, align 1
  store i8 %L159, i8* %Sl626, align 1
  %E629 = extractelement <2 x i16> %FC299, i32 1
  %Shuff630 = shufflevector <4 x i8> %Shuff33, <4 x i8> %I486, <4 x i32> <i32 2, i32 undef, i32 undef, i32 0>
  %I631 = insertelement <2 x i16> %Shuff261, i16 %L342, i32 0
  %B632 = udiv <4 x i16> %B353, %Sl218
  %FC633 = uitofp <2 x i1> %Cmp325 to <2 x float>
  %Sl634 = select <2 x i1> %Cmp128, <2 x i1> %Shuff485, <2 x i1> %Cmp38
  %Cmp635 = icmp uge <2 x i16> %Shuff182, %Shuff14
  %L636 = load i8, i8* %Sl626, align 1
  store i16 %L12, i16* %PC457, align 2
  %E637 = extractelement <2 x i16> %Shuff359, i32 0
  %Shuff638 = shufflevector <4 x i64> %I439, <4 x i64> %I360, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I639 = insertelement <4 x i64> %I392, i64 %L349, i32 3
  %Se640 = sext <4 x i1> %I64 to <4 x i32>
  %Sl641 = select <2 x i1> %Cmp459, <2 x i64> %Sl442, <2 x i64> %Shuff561
  %Cmp642 = icmp eq i8 %Sl194, %L259
  br i1 %Cmp642, label %CF, label %CF1715

CF1715:                                           ; preds = %CF1715, %CF1901, %CF1750
  %L643 = load i16, i16* %PC457, align 2
  store i16 %L405, i16* %Sl293, align 2
  %E644 = extractelement <2 x i16> %Sl497, i32 0
  %Shuff645 = shufflevector <2 x i64> %Sl442, <2 x i64> %I494, <2 x i32> <i32 3, i32 1>
  %I646 = insertelement <2 x i16> %Shuff359, i16 %E, i32 1
  %FC647 = fptosi float %Tr587 to i16
  %Sl648 = select i1 %Cmp356, i64 0, i64 %L151
  %Cmp649 = icmp ule i1 %Tr134, %Cmp542
  br i1 %Cmp649, label %CF1715, label %CF1901

CF1901:                                           ; preds = %CF1715
  %L650 = load i64, i64* %Sl52, align 4
  store i8 %Sl210, i8* %Sl626, align 1
  %E651 = extractelement <2 x i16> zeroinitializer, i32 0
  %Shuff652 = shufflevector <4 x i1> %Cmp604, <4 x i1> %Tr118, <4 x i32> <i32 undef, i32 3, i32 5, i32 7>
  %I653 = insertelement <1 x i8> %B200, i8 %L251, i32 0
  %ZE654 = zext i16 %B216 to i64
  %Sl655 = select i1 %Cmp513, <2 x i16> %B361, <2 x i16> %Shuff222
  %Cmp656 = icmp ult <2 x i64> %Shuff297, %I494
  %L657 = load i64, i64* %Sl52, align 4
  store i16 %Sl226, i16* %PC, align 2
  %E658 = extractelement <4 x i1> %Shuff22, i32 1
  br i1 %E658, label %CF1715, label %CF1808

CF1808:                                           ; preds = %CF1901
  %Shuff659 = shufflevector <4 x i32> %ZE610, <4 x i32> %Tr241, <4 x i32> <i32 undef, i32 2, i32 4, i32 6>
  %I660 = insertelement <4 x i1> %Shuff652, i1 %Cmp505, i32 2
  %FC661 = sitofp <4 x i8> %Sl504 to <4 x float>
  %Sl662 = select i1 %Cmp19, <4 x i1> %Shuff312, <4 x i1> %Cmp620
  %Cmp663 = icmp slt i64 %Sl, %L61
  br i1 %Cmp663, label %CF, label %CF1708

CF1708:                                           ; preds = %CF1808
  %L664 = load i16, i16* %PC457, align 2
  store i8 %L121, i8* %Sl626, align 1
  %E665 = extractelement <2 x i64> %Shuff297, i32 1
  %Shuff666 = shufflevector <1 x i8> %B432, <1 x i8> zeroinitializer, <1 x i32> zeroinitializer
  %I667 = insertelement <4 x i1> %Sl271, i1 %Tr134, i32 2
  %B668 = sub i16 %L567, %E469
  %Sl669 = select <4 x i1> %Shuff175, <4 x i1> %I290, <4 x i1> %I140
  %Cmp670 = icmp ugt <2 x i64> %Sl442, %I117
  %L671 = load i8, i8* %Sl127, align 1
  store i16 %E181, i16* %PC457, align 2
  %E672 = extractelement <2 x i16> %B291, i32 0
  %Shuff673 = shufflevector <2 x i64> %Sl234, <2 x i64> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I674 = insertelement <2 x i16> %I416, i16 %E350, i32 1
  %B675 = lshr i64 %Sl, %L228
  %ZE676 = zext <4 x i8> %Shuff to <4 x i64>
  %Sl677 = select i1 %E221, i8* %0, i8* %0
  %Cmp678 = icmp uge <1 x i8> %I608, %B625
  %L679 = load i16, i16* %Sl293, align 2
  store i64 %E335, i64* %Sl52, align 4
  %E680 = extractelement <2 x i64> %Shuff391, i32 0
  %Shuff681 = shufflevector <2 x i16> %I352, <2 x i16> %Shuff623, <2 x i32> <i32 3, i32 undef>
  %I682 = insertelement <1 x i8> %Shuff48, i8 %L287, i32 0
  %Sl683 = select i1 %Cmp150, <4 x i16> %I49, <4 x i16> %B632
  %Cmp684 = icmp sge <4 x i1> %Cmp620, %Sl271
  %L685 = load i16, i16* %PC457, align 2
  store i8 %B330, i8* %Sl127, align 1
  %E686 = extractelement <2 x i1> %Shuff584, i32 1
  br i1 %E686, label %CF, label %CF1691

CF1691:                                           ; preds = %CF1691, %CF1834, %CF1708
  %Shuff687 = shufflevector <4 x i1> %Sl89, <4 x i1> %FC417, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I688 = insertelement <4 x i64> %Shuff367, i64 %B401, i32 2
  %B689 = srem <1 x i8> %I616, %I653
  %Tr690 = trunc i16 %E13 to i8
  %Sl691 = select <2 x i1> %Cmp535, <2 x i8> %Shuff576, <2 x i8> %I199
  %Cmp692 = icmp ugt i64 %E130, %E437
  br i1 %Cmp692, label %CF1691, label %CF1834

CF1834:                                           ; preds = %CF1691
  %L693 = load double, double* %PC156, align 8
  store i64 %B472, i64* %Sl52, align 4
  %E694 = extractelement <2 x i16> %Shuff446, i32 0
  %Shuff695 = shufflevector <4 x i1> %Shuff214, <4 x i1> %FC417, <4 x i32> <i32 3, i32 5, i32 undef, i32 1>
  %I696 = insertelement <2 x i64> %B170, i64 %Se548, i32 1
  %B697 = xor i64 %L61, %L61
  %Sl698 = select i1 %E288, <4 x i1> %Shuff175, <4 x i1> %Shuff312
  %Cmp699 = icmp ugt i16 %E69, %L522
  br i1 %Cmp699, label %CF1691, label %CF1694

CF1694:                                           ; preds = %CF1694, %CF1804, %CF1772, %CF1898, %CF1810, %CF1834
  %L700 = load i64, i64* %Sl52, align 4
  store i8 %E358, i8* %Sl626, align 1
  %E701 = extractelement <4 x i64> %Shuff367, i32 1
  %Shuff702 = shufflevector <2 x i16> zeroinitializer, <2 x i16> %Shuff320, <2 x i32> <i32 0, i32 2>
  %I703 = insertelement <2 x i64> %ZE148, i64 %Sl648, i32 0
  %FC704 = sitofp <4 x i1> %Sl89 to <4 x float>
  %Sl705 = select i1 %Cmp309, <2 x i1> %Cmp195, <2 x i1> %Cmp396
  %Cmp706 = icmp sge <1 x i8> %I608, %Sl549
  %L707 = load i8, i8* %Sl626, align 1
  store i8 %E484, i8* %0, align 1
  %E708 = extractelement <2 x i8> %Shuff145, i32 1
  %Shuff709 = shufflevector <4 x i1> %Shuff687, <4 x i1> %Cmp364, <4 x i32> <i32 undef, i32 undef, i32 6, i32 0>
  %I710 = insertelement <1 x i8> %Shuff41, i8 %Tr556, i32 0
  %B711 = mul <2 x i16> %I416, %Shuff462
  %PC712 = bitcast i64* %2 to double*
  %Sl713 = select i1 %E221, <2 x i64> %I533, <2 x i64> %Shuff438
  %Cmp714 = fcmp oge <2 x float> %FC633, %FC209
  %L715 = load i16, i16* %PC, align 2
  store i16 %L334, i16* %PC457, align 2
  %E716 = extractelement <4 x i32> %Shuff659, i32 1
  %Shuff717 = shufflevector <4 x i64> %Shuff93, <4 x i64> %I360, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I718 = insertelement <1 x i8> %Shuff569, i8 %L707, i32 0
  %B719 = udiv i8 %L166, %B330
  %FC720 = sitofp i16 %L76 to double
  %Sl721 = select i1 %E288, i8 %L389, i8 %Tr690
  %Cmp722 = icmp sge <2 x i16> %I416, zeroinitializer
  %L723 = load i8, i8* %0, align 1
  store i16 %E500, i16* %PC457, align 2
  %E724 = extractelement <1 x i8> %Shuff48, i32 0
  %Shuff725 = shufflevector <1 x i8> zeroinitializer, <1 x i8> zeroinitializer, <1 x i32> <i32 1>
  %I726 = insertelement <2 x i8> %I102, i8 %L671, i32 1
  %B727 = add <2 x i16> %Se503, %Sl655
  %BC = bitcast i32 50879 to float
  %Sl728 = select i1 %E686, <2 x float> %FC633, <2 x float> %FC209
  %Cmp729 = icmp ult <1 x i16> %ZE519, %ZE263
  %L730 = load i32, i32* %1, align 4
  store double %FC233, double* %PC712, align 8
  %E731 = extractelement <2 x i16> zeroinitializer, i32 1
  %Shuff732 = shufflevector <2 x i16> %Shuff168, <2 x i16> %Shuff108, <2 x i32> <i32 0, i32 2>
  %I733 = insertelement <2 x i8> %Shuff145, i8 %L413, i32 0
  %B734 = or i64 %L106, %Sl458
  %FC735 = sitofp i16 %E296 to float
  %Sl736 = select i1 %Cmp427, <4 x i1> %I431, <4 x i1> %I64
  %Cmp737 = icmp ult <4 x i1> %Cmp179, %FC417
  %L738 = load i16, i16* %Sl293, align 2
  store double %L574, double* %PC712, align 8
  %E739 = extractelement <4 x i16> %Shuff190, i32 1
  %Shuff740 = shufflevector <2 x i16> %Shuff732, <2 x i16> %I585, <2 x i32> <i32 undef, i32 2>
  %I741 = insertelement <4 x float> %Shuff161, float %FC331, i32 2
  %Sl742 = select i1 true, i16 %Sl426, i16 %E629
  %Cmp743 = icmp ne i8 %Sl596, %B330
  br i1 %Cmp743, label %CF1694, label %CF1782

CF1782:                                           ; preds = %CF1782, %CF1875, %CF1694
  %L744 = load i8, i8* %Sl626, align 1
  store i64 %L483, i64* %Sl52, align 4
  %E745 = extractelement <4 x i64> %I688, i32 1
  %Shuff746 = shufflevector <4 x i1> %Sl10, <4 x i1> %Cmp, <4 x i32> <i32 undef, i32 6, i32 0, i32 2>
  %I747 = insertelement <4 x i32> %B409, i32 %E716, i32 2
  %B748 = or i8 %B540, %B147
  %FC749 = uitofp <2 x i8> %Tr284 to <2 x float>
  %Sl750 = select <4 x i1> %I64, <4 x i1> %I660, <4 x i1> %I305
  %Cmp751 = icmp uge i16 %B424, %L302
  br i1 %Cmp751, label %CF1782, label %CF1843

CF1843:                                           ; preds = %CF1843, %CF1782
  %L752 = load i16, i16* %PC457, align 2
  store i16 %B563, i16* %PC, align 2
  %E753 = extractelement <4 x i1> %Sl512, i32 0
  br i1 %E753, label %CF1843, label %CF1875

CF1875:                                           ; preds = %CF1843
  %Shuff754 = shufflevector <2 x i1> %Cmp113, <2 x i1> %Cmp265, <2 x i32> <i32 3, i32 1>
  %I755 = insertelement <4 x float> %FC704, float %E167, i32 1
  %FC756 = sitofp i1 true to float
  %Sl757 = select i1 %Tr134, i16 %E181, i16 %E421
  %Cmp758 = icmp sge <1 x i1> %Cmp678, %Shuff230
  %L759 = load i16, i16* %Sl293, align 2
  store i16 %L685, i16* %PC, align 2
  %E760 = extractelement <4 x i1> %Shuff214, i32 2
  br i1 %E760, label %CF1782, label %CF1804

CF1804:                                           ; preds = %CF1875
  %Shuff761 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %I570, <2 x i32> <i32 1, i32 3>
  %I762 = insertelement <4 x i8> %Shuff600, i8 %L180, i32 3
  %B763 = add i16 %Tr185, %Sl489
  %Sl764 = select i1 %Cmp98, double* %A4, double* %PC712
  %Cmp765 = icmp ne i16 %B547, %Sl387
  br i1 %Cmp765, label %CF1694, label %CF1767

CF1767:                                           ; preds = %CF1767, %CF1781, %CF1804
  %L766 = load i8, i8* %Sl626, align 1
  store double %L693, double* %Sl764, align 8
  %E767 = extractelement <4 x i64> %Shuff553, i32 2
  %Shuff768 = shufflevector <1 x i8> %B432, <1 x i8> %Sl308, <1 x i32> <i32 1>
  %I769 = insertelement <2 x i1> %Cmp128, i1 %Cmp98, i32 1
  %B770 = sdiv i16 %Sl157, %E296
  %Se771 = sext i1 %Cmp45 to i64
  %Sl772 = select i1 %Cmp90, i64 %Se771, i64 %E591
  %Cmp773 = icmp ule i8 %E274, %Tr690
  br i1 %Cmp773, label %CF1767, label %CF1781

CF1781:                                           ; preds = %CF1767
  %L774 = load i16, i16* %Sl293, align 2
  store i8 %E523, i8* %Sl626, align 1
  %E775 = extractelement <2 x i16> %Shuff351, i32 1
  %Shuff776 = shufflevector <2 x i16> %Shuff14, <2 x i16> %Shuff702, <2 x i32> <i32 2, i32 undef>
  %I777 = insertelement <2 x i16> %Shuff776, i16 %E350, i32 0
  %B778 = frem float %FC735, %Tr587
  %FC779 = uitofp <2 x i1> %Shuff584 to <2 x double>
  %Sl780 = select i1 %Cmp743, i64 %ZE654, i64 %Sl37
  %Cmp781 = icmp eq i64 %Sl, %Sl37
  br i1 %Cmp781, label %CF1767, label %CF1769

CF1769:                                           ; preds = %CF1769, %CF1867, %CF1795, %CF1781
  %L782 = load i16, i16* %PC, align 2
  store i16 %E421, i16* %PC457, align 2
  %E783 = extractelement <4 x i1> %Shuff22, i32 1
  br i1 %E783, label %CF1769, label %CF1801

CF1801:                                           ; preds = %CF1801, %CF1769
  %Shuff784 = shufflevector <2 x i64> %Shuff391, <2 x i64> %I117, <2 x i32> <i32 0, i32 undef>
  %I785 = insertelement <2 x i8> %Shuff607, i8 %E484, i32 0
  %FC786 = sitofp <4 x i8> %Sl504 to <4 x float>
  %Sl787 = select i1 %Cmp751, i16 %E26, i16 %Sl580
  %Cmp788 = icmp ule i64 %B472, %Sl772
  br i1 %Cmp788, label %CF1801, label %CF1867

CF1867:                                           ; preds = %CF1801
  %L789 = load i16, i16* %PC457, align 2
  store double %L365, double* %Sl764, align 8
  %E790 = extractelement <2 x i16> %Shuff422, i32 0
  %Shuff791 = shufflevector <2 x i1> %Shuff524, <2 x i1> %Cmp38, <2 x i32> <i32 1, i32 3>
  %I792 = insertelement <2 x i16> zeroinitializer, i16 %L204, i32 1
  %B793 = mul i64 %E477, %4
  %FC794 = fptoui float %E366 to i8
  %Sl795 = select i1 %E686, i16 %E32, i16 %E296
  %Cmp796 = icmp sge i8 %L744, %L381
  br i1 %Cmp796, label %CF1769, label %CF1795

CF1795:                                           ; preds = %CF1867
  %L797 = load i16, i16* %PC, align 2
  store i16 %L397, i16* %Sl293, align 2
  %E798 = extractelement <2 x i16> %I631, i32 1
  %Shuff799 = shufflevector <2 x i16> %Shuff222, <2 x i16> %Shuff776, <2 x i32> <i32 0, i32 2>
  %I800 = insertelement <2 x i16> %B277, i16 %L137, i32 0
  %B801 = ashr i8 %L220, %Se402
  %FC802 = sitofp i64 %B401 to float
  %Sl803 = select i1 %Cmp412, <4 x i16> %I42, <4 x i16> %B353
  %Cmp804 = icmp sgt i1 %Cmp301, %Cmp356
  br i1 %Cmp804, label %CF1769, label %CF1772

CF1772:                                           ; preds = %CF1795
  %L805 = load i16, i16* %Sl293, align 2
  store i16 %Sl149, i16* %Sl293, align 2
  %E806 = extractelement <2 x i1> %Cmp211, i32 1
  br i1 %E806, label %CF1694, label %CF1739

CF1739:                                           ; preds = %CF1739, %CF1833, %CF1857, %CF1772
  %Shuff807 = shufflevector <4 x i64> %Sl135, <4 x i64> %ZE36, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I808 = insertelement <2 x i64> zeroinitializer, i64 %B697, i32 0
  %B809 = add i16 %B232, %E731
  %FC810 = sitofp i16 %E537 to double
  %Sl811 = select i1 %Tr433, <1 x i8> %Sl178, <1 x i8> %I718
  %Cmp812 = icmp ne i64 %L483, %L61
  br i1 %Cmp812, label %CF1739, label %CF1833

CF1833:                                           ; preds = %CF1739
  %L813 = load i8, i8* %Sl626, align 1
  store i8 %B95, i8* %Sl127, align 1
  %E814 = extractelement <2 x i16> %I71, i32 1
  %Shuff815 = shufflevector <2 x i16> %Shuff238, <2 x i16> %B727, <2 x i32> <i32 undef, i32 2>
  %I816 = insertelement <4 x i8> %Sl619, i8 %L318, i32 2
  %FC817 = sitofp <2 x i16> %Shuff153 to <2 x double>
  %Sl818 = select i1 %Cmp333, <2 x i64> %Shuff139, <2 x i64> %I23
  %Cmp819 = icmp uge i16 %L664, %L789
  br i1 %Cmp819, label %CF1739, label %CF1815

CF1815:                                           ; preds = %CF1815, %CF1833
  %L820 = load i8, i8* %Sl626, align 1
  store i8 %L413, i8* %Sl626, align 1
  %E821 = extractelement <4 x i64> %Shuff85, i32 3
  %Shuff822 = shufflevector <4 x i16> %Shuff190, <4 x i16> %ZE579, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I823 = insertelement <1 x i8> %Shuff725, i8 %L196, i32 0
  %B824 = sub <1 x i8> %Sl178, %I509
  %Se825 = sext <1 x i1> %Cmp388 to <1 x i32>
  %Sl826 = select <4 x i1> %Cmp, <4 x i16> %B110, <4 x i16> %I169
  %Cmp827 = icmp eq <4 x i16> %I169, %B110
  %L828 = load i16, i16* %PC457, align 2
  store i16 %L828, i16* %PC457, align 2
  %E829 = extractelement <1 x i8> %Shuff666, i32 0
  %Shuff830 = shufflevector <2 x i64> %Shuff438, <2 x i64> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I831 = insertelement <4 x i32> %ZE610, i32 %ZE315, i32 3
  %B832 = mul i16 %L605, %L506
  %ZE833 = zext <2 x i1> %Cmp38 to <2 x i64>
  %Sl834 = select i1 %E686, <1 x i8> %I509, <1 x i8> %Sl395
  %Cmp835 = icmp ule i8 %L159, %E484
  br i1 %Cmp835, label %CF1815, label %CF1857

CF1857:                                           ; preds = %CF1815
  %L836 = load i8, i8* %Sl626, align 1
  store i8 %Sl194, i8* %Sl626, align 1
  %E837 = extractelement <2 x i1> %Sl324, i32 1
  br i1 %E837, label %CF1739, label %CF1789

CF1789:                                           ; preds = %CF1789, %CF1857
  %Shuff838 = shufflevector <2 x i16> %Shuff359, <2 x i16> %Shuff275, <2 x i32> <i32 0, i32 2>
  %I839 = insertelement <2 x i16> zeroinitializer, i16 %E245, i32 0
  %B840 = srem i16 %L530, %L212
  %FC841 = sitofp i16 %L302 to float
  %Sl842 = select i1 %Tr134, i8 %L, i8 %B602
  %Cmp843 = icmp uge <2 x i1> %Cmp38, %Shuff754
  %L844 = load i16, i16* %Sl293, align 2
  store i16 %Tr185, i16* %PC457, align 2
  %E845 = extractelement <4 x i1> %Shuff532, i32 0
  br i1 %E845, label %CF1789, label %CF1831

CF1831:                                           ; preds = %CF1831, %CF1789
  %Shuff846 = shufflevector <2 x i64> %I23, <2 x i64> %Shuff561, <2 x i32> <i32 3, i32 1>
  %I847 = insertelement <1 x i1> %Shuff454, i1 %E599, i32 0
  %B848 = sub <2 x i64> %Sl81, %Shuff830
  %Tr849 = trunc <4 x i64> %Sl44 to <4 x i32>
  %Sl850 = select i1 %Cmp427, i16 %L789, i16 %L114
  %Cmp851 = icmp ne i16 %E40, %L405
  br i1 %Cmp851, label %CF1831, label %CF1869

CF1869:                                           ; preds = %CF1869, %CF1831
  %L852 = load i16, i16* %Sl293, align 2
  store i16 %L468, i16* %PC457, align 2
  %E853 = extractelement <4 x i1> %I667, i32 1
  br i1 %E853, label %CF1869, label %CF1898

CF1898:                                           ; preds = %CF1869
  %Shuff854 = shufflevector <4 x i1> %Sl669, <4 x i1> %FC417, <4 x i32> <i32 undef, i32 2, i32 4, i32 6>
  %I855 = insertelement <1 x i8> %Shuff725, i8 %L413, i32 0
  %BC856 = bitcast float %E568 to i32
  %Sl857 = select i1 %Cmp649, float 0x39DBF33FC0000000, float %E167
  %Cmp858 = icmp ult <2 x i1> %Cmp550, %Shuff524
  %L859 = load i8, i8* %0, align 1
  store i8 %L671, i8* %Sl626, align 1
  %E860 = extractelement <4 x i8> %Sl403, i32 2
  %Shuff861 = shufflevector <2 x i8> %Shuff615, <2 x i8> %Shuff576, <2 x i32> <i32 undef, i32 3>
  %I862 = insertelement <4 x i1> %I8, i1 %Cmp521, i32 3
  %B863 = lshr <2 x i16> %I624, %B617
  %Se864 = sext i1 %Cmp372 to i32
  %Sl865 = select <2 x i1> %Cmp535, <2 x i16> %I471, <2 x i16> %Shuff123
  %Cmp866 = icmp sge i64 %E745, %E665
  br i1 %Cmp866, label %CF1694, label %CF1725

CF1725:                                           ; preds = %CF1725, %CF1841, %CF1898
  %L867 = load double, double* %PC156, align 8
  store i8 %E583, i8* %Sl626, align 1
  %E868 = extractelement <1 x i1> %Shuff230, i32 0
  br i1 %E868, label %CF1725, label %CF1841

CF1841:                                           ; preds = %CF1725
  %Shuff869 = shufflevector <2 x i16> %Shuff776, <2 x i16> %B617, <2 x i32> <i32 undef, i32 3>
  %I870 = insertelement <1 x i8> %B448, i8 %L5, i32 0
  %B871 = or i16 %B424, %L679
  %Se872 = sext i16 %E775 to i32
  %Sl873 = select <4 x i1> %Cmp827, <4 x i64> %I360, <4 x i64> %ZE676
  %Cmp874 = icmp slt i16 %L334, %E21
  br i1 %Cmp874, label %CF1725, label %CF1751

CF1751:                                           ; preds = %CF1751, %CF1841
  %L875 = load i16, i16* %PC457, align 2
  store i8 %L820, i8* %Sl626, align 1
  %E876 = extractelement <2 x i16> %B208, i32 0
  %Shuff877 = shufflevector <1 x i8> %Shuff41, <1 x i8> %I601, <1 x i32> <i32 1>
  %I878 = insertelement <2 x i64> %I570, i64 %E115, i32 1
  %B879 = shl i16 %L567, %L334
  %Sl880 = select i1 %Cmp743, <4 x i8> %I762, <4 x i8> %B240
  %L881 = load i8, i8* %0, align 1
  store i8 %L744, i8* %Sl626, align 1
  %E882 = extractelement <2 x i16> %Shuff351, i32 0
  %Shuff883 = shufflevector <2 x float> %FC209, <2 x float> %FC354, <2 x i32> <i32 3, i32 undef>
  %I884 = insertelement <2 x i16> %Shuff108, i16 %L605, i32 1
  %B885 = shl <4 x i64> %ZE676, %Shuff807
  %Se886 = sext i1 %Cmp743 to i32
  %Sl887 = select <2 x i1> %Cmp396, <2 x i1> %Cmp38, <2 x i1> %I313
  %Cmp888 = icmp eq <4 x i8> %B240, %Sl541
  %L889 = load double, double* %Sl764, align 8
  store i64 %E335, i64* %Sl172, align 4
  %E890 = extractelement <4 x i64> %Sl873, i32 0
  %Shuff891 = shufflevector <2 x i1> %Shuff493, <2 x i1> %Shuff584, <2 x i32> <i32 3, i32 1>
  %I892 = insertelement <2 x i8> %Shuff861, i8 %L744, i32 1
  %B893 = urem i64 %E437, %ZE126
  %FC894 = sitofp <2 x i1> %Sl324 to <2 x float>
  %Sl895 = select i1 %Tr370, <4 x i32> %ZE610, <4 x i32> %Tr241
  %Cmp896 = fcmp une <4 x float> %Shuff161, %I593
  %L897 = load i8, i8* %Sl626, align 1
  store double %L273, double* %PC156, align 8
  %E898 = extractelement <2 x i16> %Shuff153, i32 1
  %Shuff899 = shufflevector <1 x i8> %Shuff877, <1 x i8> %I283, <1 x i32> zeroinitializer
  %I900 = insertelement <2 x i16> %Shuff462, i16 %L875, i32 0
  %B901 = ashr i64 %ZE654, %Se548
  %Tr902 = trunc <2 x i64> %Sl713 to <2 x i32>
  %Sl903 = select i1 %Cmp835, i16 %E469, i16 %E500
  %Cmp904 = icmp sgt i16 %L326, %L782
  br i1 %Cmp904, label %CF1751, label %CF1810

CF1810:                                           ; preds = %CF1751
  %L905 = load i8, i8* %Sl626, align 1
  store double 0xD90196A056FF8A1E, double* %PC156, align 8
  %E906 = extractelement <2 x i1> %Sl324, i32 0
  br i1 %E906, label %CF1694, label %CF1697

CF1697:                                           ; preds = %CF1697, %CF1835, %CF1818, %CF1810
  %Shuff907 = shufflevector <1 x i8> zeroinitializer, <1 x i8> %Sl395, <1 x i32> <i32 1>
  %I908 = insertelement <2 x i1> %Shuff493, i1 %Cmp743, i32 1
  %B909 = udiv i64 %E115, %B901
  %Sl910 = select i1 %Cmp851, i16 %E69, i16 %E731
  %Cmp911 = icmp ule i1 %E658, %Sl119
  br i1 %Cmp911, label %CF1697, label %CF1824

CF1824:                                           ; preds = %CF1824, %CF1697
  %L912 = load double, double* %PC712, align 8
  store i8 %E583, i8* %0, align 1
  %E913 = extractelement <2 x i64> %Shuff538, i32 0
  %Shuff914 = shufflevector <2 x i64> %B224, <2 x i64> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I915 = insertelement <2 x i1> %I502, i1 %Cmp743, i32 1
  %B916 = shl <4 x i8> %I816, %I455
  %FC917 = sitofp <2 x i64> %FC465 to <2 x double>
  %Sl918 = select i1 %Cmp743, i16 %E303, i16 %L212
  %Cmp919 = icmp sge <2 x i1> %Cmp670, %Cmp396
  %L920 = load i8, i8* %Sl677, align 1
  store i8 %L280, i8* %Sl626, align 1
  %E921 = extractelement <4 x i1> %Cmp364, i32 2
  br i1 %E921, label %CF1824, label %CF1835

CF1835:                                           ; preds = %CF1824
  %Shuff922 = shufflevector <4 x i1> %Sl271, <4 x i1> %Cmp, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I923 = insertelement <2 x i16> %I109, i16 %Sl481, i32 1
  %B924 = srem i8 %L836, %E829
  %FC925 = uitofp i8 %L121 to double
  %Sl926 = select <2 x i1> %Cmp843, <2 x i16> %I646, <2 x i16> %Shuff238
  %Cmp927 = icmp uge <4 x i16> zeroinitializer, %Shuff63
  %L928 = load i16, i16* %PC, align 2
  store i8 %B95, i8* %Sl626, align 1
  %E929 = extractelement <2 x i64> zeroinitializer, i32 0
  %Shuff930 = shufflevector <1 x i1> %Shuff454, <1 x i1> zeroinitializer, <1 x i32> <i32 1>
  %I931 = insertelement <2 x i16> %Sl497, i16 %L31, i32 1
  %B932 = xor i64 %B697, %E507
  %Tr933 = trunc <2 x i16> %Shuff238 to <2 x i1>
  %Sl934 = select <4 x i1> %Cmp341, <4 x i16> %B110, <4 x i16> zeroinitializer
  %Cmp935 = icmp uge i16 %Sl149, %E882
  br i1 %Cmp935, label %CF1697, label %CF1770

CF1770:                                           ; preds = %CF1770, %CF1863, %CF1823, %CF1835
  %L936 = load i8, i8* %0, align 1
  store i16 %Sl226, i16* %PC, align 2
  %E937 = extractelement <1 x i1> %Cmp758, i32 0
  br i1 %E937, label %CF1770, label %CF1863

CF1863:                                           ; preds = %CF1770
  %Shuff938 = shufflevector <2 x i16> %Sl411, <2 x i16> %I539, <2 x i32> <i32 1, i32 3>
  %I939 = insertelement <4 x i1> %Shuff312, i1 %Cmp250, i32 3
  %B940 = mul <1 x i8> %Sl549, zeroinitializer
  %Se941 = sext i16 %Sl149 to i32
  %Sl942 = select <2 x i1> %Tr480, <2 x float> %FC354, <2 x float> %FC633
  %Cmp943 = icmp ne i16 %E644, %L114
  br i1 %Cmp943, label %CF1770, label %CF1799

CF1799:                                           ; preds = %CF1799, %CF1891, %CF1828, %CF1893, %CF1863
  %L944 = load i8, i8* %Sl127, align 1
  store double %FC80, double* %PC156, align 8
  %E945 = extractelement <2 x double> %FC917, i32 0
  %Shuff946 = shufflevector <4 x i64> %Sl135, <4 x i64> %I360, <4 x i32> <i32 undef, i32 7, i32 1, i32 undef>
  %I947 = insertelement <4 x i1> %Sl669, i1 %Cmp743, i32 3
  %B948 = udiv <1 x i8> %Sl395, %I509
  %Sl949 = select i1 %Sl119, i16 %L143, i16 %B216
  %Cmp950 = icmp eq i1 %Cmp67, %Cmp566
  br i1 %Cmp950, label %CF1799, label %CF1891

CF1891:                                           ; preds = %CF1799
  %L951 = load double, double* %PC712, align 8
  store i16 %E, i16* %PC457, align 2
  %E952 = extractelement <2 x i64> %B848, i32 1
  %Shuff953 = shufflevector <2 x i64> %Shuff673, <2 x i64> %Shuff761, <2 x i32> <i32 2, i32 0>
  %I954 = insertelement <2 x float> %FC633, float %Tr488, i32 0
  %B955 = xor i16 %Sl164, %B232
  %Se956 = sext <2 x i16> %I109 to <2 x i32>
  %Sl957 = select i1 %Cmp904, i8 %B801, i8 %L220
  %Cmp958 = icmp ult i8 %E860, %L389
  br i1 %Cmp958, label %CF1799, label %CF1828

CF1828:                                           ; preds = %CF1891
  %L959 = load i64, i64* %Sl52, align 4
  store i8 %L766, i8* %Sl127, align 1
  %E960 = extractelement <1 x i8> %Shuff569, i32 0
  %Shuff961 = shufflevector <4 x i1> %Shuff854, <4 x i1> %Sl669, <4 x i32> <i32 0, i32 undef, i32 4, i32 6>
  %I962 = insertelement <2 x i1> %Shuff493, i1 %Cmp835, i32 0
  %B963 = sdiv <2 x i64> %I79, %I703
  %Tr964 = trunc <2 x i16> %I631 to <2 x i8>
  %Sl965 = select i1 %Cmp904, i16 %L405, i16 17071
  %Cmp966 = icmp ule i64 %Se394, %E890
  br i1 %Cmp966, label %CF1799, label %CF1817

CF1817:                                           ; preds = %CF1817, %CF1828
  %L967 = load i16, i16* %PC457, align 2
  store i8 %L129, i8* %Sl626, align 1
  %E968 = extractelement <2 x i16> zeroinitializer, i32 0
  %Shuff969 = shufflevector <2 x i16> %Shuff238, <2 x i16> %I792, <2 x i32> <i32 1, i32 3>
  %I970 = insertelement <2 x i64> %I696, i64 %L228, i32 1
  %B971 = mul i16 %E62, %L621
  %Tr972 = trunc <2 x i16> %I416 to <2 x i1>
  %Sl973 = select i1 %Tr134, i64 %B734, i64 %L91
  %Cmp974 = icmp uge i16 %Sl850, 17071
  br i1 %Cmp974, label %CF1817, label %CF1893

CF1893:                                           ; preds = %CF1817
  %L975 = load i64, i64* %Sl172, align 4
  store double %L295, double* %Sl764, align 8
  %E976 = extractelement <4 x i32> %B409, i32 3
  %Shuff977 = shufflevector <2 x i8> %Shuff407, <2 x i8> %Tr73, <2 x i32> <i32 2, i32 0>
  %I978 = insertelement <2 x i16> %Shuff776, i16 %L444, i32 0
  %B979 = frem <2 x double> %FC917, %FC571
  %Se980 = sext <4 x i8> %Sl403 to <4 x i16>
  %Sl981 = select <4 x i1> %Cmp443, <4 x i1> %I183, <4 x i1> %Shuff652
  %Cmp982 = icmp eq i1 %Cmp82, %E921
  br i1 %Cmp982, label %CF1799, label %CF1813

CF1813:                                           ; preds = %CF1813, %CF1893
  %L983 = load i8, i8* %0, align 1
  store i8 %L744, i8* %Sl127, align 1
  %E984 = extractelement <2 x i1> %Cmp294, i32 0
  br i1 %E984, label %CF1813, label %CF1823

CF1823:                                           ; preds = %CF1813
  %Shuff985 = shufflevector <4 x i1> %Shuff214, <4 x i1> %Sl89, <4 x i32> <i32 5, i32 7, i32 undef, i32 3>
  %I986 = insertelement <2 x i16> %Shuff938, i16 %Tr185, i32 1
  %B987 = srem <4 x i32> %Se640, %ZE610
  %ZE988 = zext <2 x i1> %Cmp919 to <2 x i8>
  %Sl989 = select i1 %Cmp412, i1 %E686, i1 %E658
  br i1 %Sl989, label %CF1770, label %CF1773

CF1773:                                           ; preds = %CF1773, %CF1823
  %Cmp990 = icmp sge i8 %Sl29, %B440
  br i1 %Cmp990, label %CF1773, label %CF1818

CF1818:                                           ; preds = %CF1773
  %L991 = load i16, i16* %PC, align 2
  store i16 %L114, i16* %Sl293, align 2
  %E992 = extractelement <2 x i16> %Shuff238, i32 0
  %Shuff993 = shufflevector <1 x i16> %ZE519, <1 x i16> %ZE141, <1 x i32> <i32 1>
  %I994 = insertelement <4 x i1> %Shuff470, i1 %E288, i32 3
  %B995 = or i16 0, %E694
  %FC996 = sitofp <2 x i1> %Cmp670 to <2 x float>
  %Sl997 = select i1 %E686, <2 x float> %I954, <2 x float> %FC633
  %Cmp998 = icmp sgt <2 x i64> %I117, %Shuff914
  %L999 = load i16, i16* %Sl293, align 2
  store i8 %L859, i8* %0, align 1
  %E1000 = extractelement <1 x i8> %Shuff899, i32 0
  %Shuff1001 = shufflevector <4 x i1> %Tr118, <4 x i1> %Shuff922, <4 x i32> <i32 4, i32 6, i32 0, i32 undef>
  %I1002 = insertelement <2 x i16> %Shuff56, i16 %Sl580, i32 0
  %B1003 = srem <4 x i16> %I49, %B632
  %Se1004 = sext <2 x i1> %Cmp211 to <2 x i32>
  %Sl1005 = select i1 %Cmp19, i1 %Cmp773, i1 %Cmp333
  br i1 %Sl1005, label %CF1697, label %CF1730

CF1730:                                           ; preds = %CF1730, %CF1818
  %Cmp1006 = icmp sgt i64 %E591, %E665
  br i1 %Cmp1006, label %CF1730, label %CF1892

CF1892:                                           ; preds = %CF1730
  %L1007 = load i16, i16* %Sl293, align 2
  store i16 %Sl757, i16* %PC457, align 2
  %E1008 = extractelement <2 x i16> %I1002, i32 1
  %Shuff1009 = shufflevector <2 x float> %FC386, <2 x float> %Shuff883, <2 x i32> <i32 2, i32 0>
  %I1010 = insertelement <2 x i1> %Cmp286, i1 %Cmp542, i32 0
  %B1011 = ashr i16 %L852, %L530
  %Sl1012 = select i1 %Cmp136, <2 x i8> %Tr964, <2 x i8> %Tr284
  %Cmp1013 = icmp eq i1 %Cmp663, %Cmp412
  br i1 %Cmp1013, label %CF, label %CF1687

CF1687:                                           ; preds = %CF1687, %CF1811, %CF1844, %CF1814, %CF1852, %CF1756, %CF1892
  %L1014 = load i8, i8* %Sl626, align 1
  store i8 %L5, i8* %Sl626, align 1
  %E1015 = extractelement <2 x i1> %Cmp325, i32 1
  br i1 %E1015, label %CF1687, label %CF1794

CF1794:                                           ; preds = %CF1794, %CF1837, %CF1687
  %Shuff1016 = shufflevector <2 x i64> %Sl234, <2 x i64> %Sl641, <2 x i32> <i32 0, i32 2>
  %I1017 = insertelement <4 x i1> %Shuff985, i1 %E845, i32 2
  %B1018 = srem i8 %Se402, %L389
  %Se1019 = sext <4 x i16> %Se980 to <4 x i32>
  %Sl1020 = select <2 x i1> %Sl634, <2 x i16> %Shuff869, <2 x i16> %Shuff776
  %Cmp1021 = icmp slt <2 x i16> %Sl1020, zeroinitializer
  %L1022 = load i16, i16* %PC, align 2
  store i64 %4, i64* %Sl52, align 4
  %E1023 = extractelement <2 x i16> %I15, i32 0
  %Shuff1024 = shufflevector <2 x i1> %Cmp722, <2 x i1> %Cmp113, <2 x i32> <i32 3, i32 1>
  %I1025 = insertelement <2 x i64> %Shuff846, i64 %E890, i32 1
  %Tr1026 = trunc <2 x i64> %I970 to <2 x i1>
  %Sl1027 = select i1 %Cmp866, i1 %E382, i1 %Cmp597
  br i1 %Sl1027, label %CF1794, label %CF1837

CF1837:                                           ; preds = %CF1794
  %Cmp1028 = icmp ult i16 %L789, %L530
  br i1 %Cmp1028, label %CF1794, label %CF1811

CF1811:                                           ; preds = %CF1837
  %L1029 = load i8, i8* %Sl127, align 1
  store i16 %Sl965, i16* %PC457, align 2
  %E1030 = extractelement <4 x i1> %Shuff695, i32 0
  br i1 %E1030, label %CF1687, label %CF1723

CF1723:                                           ; preds = %CF1723, %CF1811
  %Shuff1031 = shufflevector <2 x i1> %Shuff399, <2 x i1> %Cmp219, <2 x i32> <i32 3, i32 1>
  %I1032 = insertelement <4 x i1> %Shuff1001, i1 %Cmp573, i32 1
  %B1033 = add i16 %E26, %E421
  %ZE1034 = zext <2 x i16> %Shuff815 to <2 x i32>
  %Sl1035 = select i1 %Cmp513, i16 %L774, i16 %L54
  %Cmp1036 = icmp eq <2 x i16> %Shuff815, %Sl1020
  %L1037 = load i16, i16* %PC, align 2
  store i8 %B184, i8* %Sl626, align 1
  %E1038 = extractelement <2 x i1> %Shuff524, i32 0
  br i1 %E1038, label %CF1723, label %CF1844

CF1844:                                           ; preds = %CF1723
  %Shuff1039 = shufflevector <2 x i64> %B848, <2 x i64> %I570, <2 x i32> <i32 1, i32 3>
  %I1040 = insertelement <4 x i1> %Sl512, i1 %Sl24, i32 3
  %B1041 = mul i64 %E665, %L151
  %Sl1042 = select i1 %E686, double %L499, double %FC65
  %Cmp1043 = icmp ne i1 %Cmp120, %Cmp427
  br i1 %Cmp1043, label %CF1687, label %CF1710

CF1710:                                           ; preds = %CF1710, %CF1861, %CF1844
  %L1044 = load i8, i8* %0, align 1
  store i8 %L936, i8* %Sl127, align 1
  %E1045 = extractelement <1 x i1> %Shuff930, i32 0
  br i1 %E1045, label %CF1710, label %CF1821

CF1821:                                           ; preds = %CF1821, %CF1710
  %Shuff1046 = shufflevector <1 x i1> %Cmp758, <1 x i1> %I562, <1 x i32> <i32 1>
  %I1047 = insertelement <2 x i16> %Shuff131, i16 %L679, i32 1
  %B1048 = add <2 x i64> %I34, %B224
  %Se1049 = sext i1 %E575 to i32
  %Sl1050 = select <4 x i1> %Shuff532, <4 x i1> %Cmp364, <4 x i1> %I290
  %Cmp1051 = icmp ugt i8 %B748, -61
  br i1 %Cmp1051, label %CF1821, label %CF1829

CF1829:                                           ; preds = %CF1829, %CF1886, %CF1821
  %L1052 = load i8, i8* %0, align 1
  store i16 %L715, i16* %PC457, align 2
  %E1053 = extractelement <1 x i8> zeroinitializer, i32 0
  %Shuff1054 = shufflevector <4 x i8> %Shuff33, <4 x i8> %I762, <4 x i32> <i32 7, i32 1, i32 undef, i32 undef>
  %I1055 = insertelement <4 x i1> %Cmp627, i1 %Tr433, i32 1
  %B1056 = or i64 %E952, %E929
  %FC1057 = sitofp <4 x i8> %Shuff600 to <4 x float>
  %Sl1058 = select i1 %Sl1027, i16 %L143, i16 %E281
  %Cmp1059 = icmp eq <4 x i16> %Sl683, %Sl934
  %L1060 = load i8, i8* %0, align 1
  store i8 %Sl596, i8* %0, align 1
  %E1061 = extractelement <4 x i16> %ZE579, i32 2
  %Shuff1062 = shufflevector <4 x i1> %Sl698, <4 x i1> %Cmp, <4 x i32> <i32 1, i32 3, i32 5, i32 undef>
  %I1063 = insertelement <4 x i1> %Cmp279, i1 %Cmp250, i32 3
  %B1064 = and <2 x i16> %I978, %B578
  %Sl1065 = select <4 x i1> %I463, <4 x i8> %B916, <4 x i8> %Shuff1054
  %Cmp1066 = icmp uge i1 %E783, %Sl24
  br i1 %Cmp1066, label %CF1829, label %CF1886

CF1886:                                           ; preds = %CF1829
  %L1067 = load i8, i8* %0, align 1
  store i8 %L381, i8* %Sl127, align 1
  %E1068 = extractelement <2 x i16> %Shuff123, i32 0
  %Shuff1069 = shufflevector <2 x i1> %Shuff516, <2 x i1> %Cmp113, <2 x i32> undef
  %I1070 = insertelement <2 x i16> %Shuff462, i16 %L738, i32 1
  %B1071 = shl i16 %E552, %L137
  %FC1072 = uitofp i16 %Sl949 to float
  %Sl1073 = select <2 x i1> %I1010, <2 x i8> %Sl340, <2 x i8> %Tr964
  %Cmp1074 = icmp uge i16 %E92, %E500
  br i1 %Cmp1074, label %CF1829, label %CF1861

CF1861:                                           ; preds = %CF1886
  %L1075 = load i64, i64* %Sl52, align 4
  store i8 %Sl842, i8* %Sl626, align 1
  %E1076 = extractelement <1 x i1> %Shuff454, i32 0
  br i1 %E1076, label %CF1710, label %CF1814

CF1814:                                           ; preds = %CF1861
  %Shuff1077 = shufflevector <2 x i1> %Cmp38, <2 x i1> %Sl634, <2 x i32> <i32 3, i32 1>
  %I1078 = insertelement <2 x i1> %Sl278, i1 %Sl105, i32 1
  %B1079 = lshr <1 x i8> %B338, %Shuff41
  %Se1080 = sext i1 %Cmp356 to i16
  %Sl1081 = select i1 %E921, i32 424859, i32 %Sl97
  %Cmp1082 = icmp ne <2 x i16> %Se503, %I376
  %L1083 = load i8, i8* %0, align 1
  store i8 %E1000, i8* %0, align 1
  %E1084 = extractelement <2 x i16> %Sl497, i32 1
  %Shuff1085 = shufflevector <4 x i8> %Sl403, <4 x i8> %Sl541, <4 x i32> <i32 6, i32 0, i32 2, i32 undef>
  %I1086 = insertelement <4 x float> %FC661, float %E167, i32 0
  %B1087 = srem i16 %E790, %L302
  %FC1088 = fptoui <4 x double> %Sl379 to <4 x i1>
  %Sl1089 = select i1 %E921, i8 %B518, i8 -61
  %Cmp1090 = icmp slt i1 %Tr473, %Cmp150
  br i1 %Cmp1090, label %CF1687, label %CF1699

CF1699:                                           ; preds = %CF1699, %CF1820, %CF1814
  %L1091 = load i64, i64* %Sl172, align 4
  store double %B377, double* %Sl764, align 8
  %E1092 = extractelement <2 x i1> %Shuff524, i32 1
  br i1 %E1092, label %CF1699, label %CF1820

CF1820:                                           ; preds = %CF1699
  %Shuff1093 = shufflevector <1 x i1> zeroinitializer, <1 x i1> %I562, <1 x i32> zeroinitializer
  %I1094 = insertelement <2 x i1> %Shuff791, i1 %Cmp521, i32 0
  %B1095 = or <2 x i64> zeroinitializer, %Sl249
  %FC1096 = sitofp i16 %Se425 to float
  %Sl1097 = select i1 %Cmp301, <4 x i64> %ZE177, <4 x i64> zeroinitializer
  %Cmp1098 = icmp ule <4 x i16> %ZE579, %Sl683
  %L1099 = load i8, i8* %Sl626, align 1
  store i16 %L76, i16* %Sl293, align 2
  %E1100 = extractelement <2 x i1> %Cmp325, i32 1
  br i1 %E1100, label %CF1699, label %CF1712

CF1712:                                           ; preds = %CF1712, %CF1883, %CF1820
  %Shuff1101 = shufflevector <2 x i64> %Shuff673, <2 x i64> %I117, <2 x i32> <i32 undef, i32 0>
  %I1102 = insertelement <2 x i8> %Shuff576, i8 %L1014, i32 0
  %B1103 = or <2 x i8> %Shuff145, %Sl603
  %ZE1104 = zext i1 %Cmp67 to i64
  %Sl1105 = select i1 %Cmp250, float %FC735, float %BC
  %Cmp1106 = icmp ult i32 50879, %Sl97
  br i1 %Cmp1106, label %CF1712, label %CF1883

CF1883:                                           ; preds = %CF1712
  %L1107 = load i8, i8* %0, align 1
  store i16 %L468, i16* %Sl293, align 2
  %E1108 = extractelement <1 x i8> %Shuff899, i32 0
  %Shuff1109 = shufflevector <2 x i64> %Shuff673, <2 x i64> %B, <2 x i32> <i32 1, i32 undef>
  %I1110 = insertelement <4 x float> %Sl186, float 0xBA6F6A3340000000, i32 3
  %B1111 = or <2 x i64> %ZE201, %Shuff914
  %BC1112 = bitcast double 0xD12136C09F1F7A3E to i64
  %Sl1113 = select i1 %Tr433, <2 x i16> %I471, <2 x i16> %B711
  %Cmp1114 = icmp eq i1 %Cmp904, %Cmp158
  br i1 %Cmp1114, label %CF1712, label %CF1729

CF1729:                                           ; preds = %CF1729, %CF1900, %CF1849, %CF1883
  %L1115 = load i8, i8* %Sl626, align 1
  store i8 %E583, i8* %Sl677, align 1
  %E1116 = extractelement <2 x i16> %I447, i32 1
  %Shuff1117 = shufflevector <2 x i1> %Sl324, <2 x i1> %Sl705, <2 x i32> <i32 0, i32 2>
  %I1118 = insertelement <4 x i1> %Shuff175, i1 %Cmp819, i32 2
  %B1119 = mul <4 x i16> zeroinitializer, %Se980
  %Se1120 = sext <2 x i16> %Shuff153 to <2 x i32>
  %Sl1121 = select <2 x i1> %I176, <2 x i64> %Shuff1101, <2 x i64> %I533
  %Cmp1122 = icmp ne i16 %E544, %Sl434
  br i1 %Cmp1122, label %CF1729, label %CF1900

CF1900:                                           ; preds = %CF1729
  %L1123 = load i16, i16* %PC, align 2
  store i8 %E860, i8* %0, align 1
  %E1124 = extractelement <2 x i64> %FC465, i32 0
  %Shuff1125 = shufflevector <4 x i1> %I290, <4 x i1> %Cmp827, <4 x i32> <i32 7, i32 undef, i32 3, i32 5>
  %I1126 = insertelement <2 x i1> %Sl278, i1 %E1038, i32 1
  %B1127 = sub i8 %E445, %L1044
  %Se1128 = sext i1 %E845 to i8
  %Sl1129 = select i1 %E288, i1 %Cmp796, i1 %Cmp165
  br i1 %Sl1129, label %CF1729, label %CF1849

CF1849:                                           ; preds = %CF1900
  %Cmp1130 = icmp eq i64 %L151, %E665
  br i1 %Cmp1130, label %CF1729, label %CF1744

CF1744:                                           ; preds = %CF1744, %CF1870, %CF1849
  %L1131 = load double, double* %PC156, align 8
  store double %L1131, double* %PC156, align 8
  %E1132 = extractelement <2 x double> %FC, i32 1
  %Shuff1133 = shufflevector <1 x i8> %B948, <1 x i8> %I509, <1 x i32> undef
  %I1134 = insertelement <4 x i64> %Shuff93, i64 %E335, i32 2
  %B1135 = or i16 %E197, %Sl1058
  %ZE1136 = zext i8 %Sl59 to i64
  %Sl1137 = select i1 %Cmp30, i64 %B385, i64 %Sl648
  %Cmp1138 = icmp ne i16 %L999, %E92
  br i1 %Cmp1138, label %CF1744, label %CF1859

CF1859:                                           ; preds = %CF1859, %CF1744
  %L1139 = load i16, i16* %PC457, align 2
  store i64 %E1124, i64* %Sl172, align 4
  %E1140 = extractelement <2 x i1> %Shuff493, i32 0
  br i1 %E1140, label %CF1859, label %CF1866

CF1866:                                           ; preds = %CF1866, %CF1888, %CF1859
  %Shuff1141 = shufflevector <2 x i16> %Shuff282, <2 x i16> %I674, <2 x i32> <i32 3, i32 1>
  %I1142 = insertelement <2 x i8> %Shuff977, i8 %B719, i32 1
  %B1143 = sub i8 %Sl300, %L25
  %Tr1144 = trunc i64 %L975 to i32
  %Sl1145 = select i1 %E461, <1 x i8> %I608, <1 x i8> %Sl395
  %Cmp1146 = icmp ne <4 x i8> %Sl619, %Sl619
  %L1147 = load i8, i8* %0, align 1
  store i8 %L389, i8* %Sl626, align 1
  %E1148 = extractelement <4 x i1> %Shuff532, i32 3
  br i1 %E1148, label %CF1866, label %CF1888

CF1888:                                           ; preds = %CF1866
  %Shuff1149 = shufflevector <2 x i16> %Sl497, <2 x i16> %I792, <2 x i32> <i32 2, i32 0>
  %I1150 = insertelement <2 x i1> %Cmp858, i1 %Cmp597, i32 0
  %B1151 = add i64 %L373, %E890
  %Tr1152 = trunc i64 %E952 to i16
  %Sl1153 = select <4 x i1> %Shuff652, <4 x double> %Sl379, <4 x double> %FC193
  %Cmp1154 = icmp ult <4 x i16> %B110, %B110
  %L1155 = load i8, i8* %Sl677, align 1
  store double %L365, double* %Sl764, align 8
  %E1156 = extractelement <1 x i8> %I718, i32 0
  %Shuff1157 = shufflevector <4 x i1> %Shuff1062, <4 x i1> %FC417, <4 x i32> <i32 5, i32 7, i32 1, i32 undef>
  %I1158 = insertelement <4 x i64> %Shuff638, i64 %ZE449, i32 3
  %B1159 = udiv i16 %B1087, %L543
  %ZE1160 = zext <2 x i1> %Shuff1031 to <2 x i8>
  %Sl1161 = select i1 %Cmp597, i16 %Tr378, i16 %E814
  %Cmp1162 = icmp ne i16 %L967, %L114
  br i1 %Cmp1162, label %CF1866, label %CF1870

CF1870:                                           ; preds = %CF1888
  %L1163 = load i8, i8* %0, align 1
  store i16 %L805, i16* %Sl293, align 2
  %E1164 = extractelement <4 x i64> %Shuff383, i32 0
  %Shuff1165 = shufflevector <2 x i1> %Shuff1117, <2 x i1> %Sl887, <2 x i32> <i32 3, i32 1>
  %I1166 = insertelement <4 x float> %Shuff375, float %FC1072, i32 1
  %B1167 = and <4 x i16> %Sl332, %B1119
  %Tr1168 = trunc <1 x i8> %B448 to <1 x i1>
  %Sl1169 = select i1 %Cmp67, i64 %L959, i64 %Sl973
  %Cmp1170 = icmp eq i64 %E477, %L91
  br i1 %Cmp1170, label %CF1744, label %CF1785

CF1785:                                           ; preds = %CF1785, %CF1870
  %L1171 = load double, double* %Sl764, align 8
  store i8 %E343, i8* %0, align 1
  %E1172 = extractelement <2 x i16> %Shuff14, i32 1
  %Shuff1173 = shufflevector <1 x i8> %Shuff907, <1 x i8> %Sl549, <1 x i32> undef
  %I1174 = insertelement <2 x i64> zeroinitializer, i64 %Sl1169, i32 0
  %B1175 = lshr i64 %L173, %Se548
  %Tr1176 = trunc <2 x i16> %Sl497 to <2 x i1>
  %Sl1177 = select i1 %Cmp372, i64 %E115, i64 %Sl257
  %Cmp1178 = icmp slt <2 x i8> %Shuff576, %Tr73
  %L1179 = load i8, i8* %0, align 1
  store i16 %Sl949, i16* %Sl293, align 2
  %E1180 = extractelement <4 x i8> %Sl572, i32 0
  %Shuff1181 = shufflevector <4 x i1> %Shuff478, <4 x i1> %Shuff961, <4 x i32> <i32 7, i32 1, i32 3, i32 undef>
  %I1182 = insertelement <4 x float> %Shuff161, float %FC248, i32 1
  %Tr1183 = trunc i64 %E767 to i32
  %Sl1184 = select <2 x i1> %Cmp498, <2 x i1> %Shuff1031, <2 x i1> %Cmp670
  %Cmp1185 = icmp uge i1 %Cmp663, %Sl119
  br i1 %Cmp1185, label %CF1785, label %CF1852

CF1852:                                           ; preds = %CF1785
  %L1186 = load i8, i8* %0, align 1
  store i8 %L1107, i8* %0, align 1
  %E1187 = extractelement <2 x i64> %I23, i32 0
  %Shuff1188 = shufflevector <2 x i1> %Cmp550, <2 x i1> %Cmp38, <2 x i32> <i32 1, i32 3>
  %I1189 = insertelement <2 x i1> %Shuff891, i1 %Cmp1162, i32 1
  %B1190 = ashr <2 x i8> %Shuff407, %I726
  %FC1191 = fptosi <2 x float> %FC894 to <2 x i1>
  %Sl1192 = select i1 %Cmp1162, i64 %E890, i64 %Sl648
  %Cmp1193 = icmp ult <4 x i64> %I360, %Shuff508
  %L1194 = load i16, i16* %PC457, align 2
  store i8 %L1147, i8* %0, align 1
  %E1195 = extractelement <2 x i64> %B224, i32 0
  %Shuff1196 = shufflevector <4 x i1> %Shuff470, <4 x i1> %I577, <4 x i32> <i32 3, i32 5, i32 undef, i32 1>
  %I1197 = insertelement <2 x i1> %Shuff493, i1 true, i32 1
  %FC1198 = uitofp <2 x i8> %I199 to <2 x float>
  %Sl1199 = select <4 x i1> %Shuff470, <4 x i16> %Sl683, <4 x i16> %B255
  %Cmp1200 = icmp sgt i1 %Cmp482, %Sl105
  br i1 %Cmp1200, label %CF1687, label %CF1695

CF1695:                                           ; preds = %CF1695, %CF1826, %CF1896, %CF1852
  %L1201 = load i16, i16* %Sl293, align 2
  store i64 %B1041, i64* %Sl52, align 4
  %E1202 = extractelement <1 x i8> zeroinitializer, i32 0
  %Shuff1203 = shufflevector <2 x i1> %Cmp128, <2 x i1> %Tr480, <2 x i32> <i32 1, i32 3>
  %I1204 = insertelement <4 x i1> %Shuff746, i1 %Cmp333, i32 3
  %B1205 = ashr i16 %Sl387, %E296
  %FC1206 = sitofp <4 x i1> %Shuff470 to <4 x float>
  %Sl1207 = select i1 %Cmp743, <2 x i1> %I1094, <2 x i1> %Cmp38
  %Cmp1208 = icmp ugt <2 x i16> %Shuff261, %B50
  %L1209 = load i64, i64* %2, align 4
  store i8 %L389, i8* %0, align 1
  %E1210 = extractelement <2 x i1> %I962, i32 1
  br i1 %E1210, label %CF1695, label %CF1826

CF1826:                                           ; preds = %CF1695
  %Shuff1211 = shufflevector <1 x i8> %Sl811, <1 x i8> %B689, <1 x i32> zeroinitializer
  %I1212 = insertelement <2 x i8> %Shuff576, i8 %B602, i32 0
  %Tr1213 = trunc i64 %E767 to i1
  br i1 %Tr1213, label %CF1695, label %CF1741

CF1741:                                           ; preds = %CF1741, %CF1826
  %Sl1214 = select i1 %Cmp11, i1 %Cmp573, i1 %Cmp982
  br i1 %Sl1214, label %CF1741, label %CF1896

CF1896:                                           ; preds = %CF1741
  %Cmp1215 = icmp eq i1 %Cmp1043, %E138
  br i1 %Cmp1215, label %CF1695, label %CF1696

CF1696:                                           ; preds = %CF1696, %CF1880, %CF1877, %CF1786, %CF1873, %CF1840, %CF1735, %CF1896
  %L1216 = load double, double* %PC712, align 8
  store i8 %L628, i8* %Sl626, align 1
  %E1217 = extractelement <4 x i8> %Shuff1054, i32 0
  %Shuff1218 = shufflevector <2 x i16> %Shuff776, <2 x i16> %Shuff153, <2 x i32> <i32 3, i32 1>
  %I1219 = insertelement <2 x i16> %Shuff1141, i16 %E651, i32 1
  %ZE1220 = zext i16 %L1194 to i64
  %Sl1221 = select i1 %Cmp1013, <2 x i1> %Cmp219, <2 x i1> %I191
  %Cmp1222 = icmp uge <2 x i16> %FC299, %Shuff238
  %L1223 = load i16, i16* %PC, align 2
  store i16 %B1033, i16* %Sl293, align 2
  %E1224 = extractelement <2 x i64> %Shuff391, i32 1
  %Shuff1225 = shufflevector <2 x i16> %Shuff799, <2 x i16> %I1070, <2 x i32> <i32 2, i32 0>
  %I1226 = insertelement <2 x i16> %Shuff415, i16 %Tr1152, i32 0
  %B1227 = and i16 %E1084, %E1084
  %FC1228 = fptosi float %FC756 to i64
  %Sl1229 = select i1 %Tr134, float %FC564, float %FC331
  %Cmp1230 = icmp ne <2 x i16> %Shuff1149, %Shuff14
  %L1231 = load i64, i64* %Sl52, align 4
  store i64 %E767, i64* %Sl52, align 4
  %E1232 = extractelement <4 x i1> %Shuff854, i32 2
  br i1 %E1232, label %CF1696, label %CF1880

CF1880:                                           ; preds = %CF1696
  %Shuff1233 = shufflevector <4 x i1> %Shuff1125, <4 x i1> %Sl89, <4 x i32> <i32 undef, i32 3, i32 5, i32 7>
  %I1234 = insertelement <2 x i64> %Shuff1101, i64 %E890, i32 1
  %B1235 = sdiv i16 %Se425, %E1116
  %FC1236 = sitofp <4 x i1> %Shuff1181 to <4 x float>
  %Sl1237 = select i1 %Cmp566, i64 %ZE1136, i64 %B1041
  %Cmp1238 = icmp ne <2 x i64> %B1111, %Shuff1016
  %L1239 = load i64, i64* %Sl52, align 4
  store i8 %L159, i8* %0, align 1
  %E1240 = extractelement <2 x i64> %B1111, i32 0
  %Shuff1241 = shufflevector <1 x i8> %Sl142, <1 x i8> %Shuff768, <1 x i32> <i32 1>
  %I1242 = insertelement <2 x i16> %Shuff681, i16 %B1135, i32 1
  %B1243 = srem i16 %B1235, %E1116
  %Tr1244 = trunc i64 %Sl37 to i32
  %Sl1245 = select i1 %Sl316, i1 %Cmp874, i1 %Cmp1066
  br i1 %Sl1245, label %CF1696, label %CF1877

CF1877:                                           ; preds = %CF1880
  %Cmp1246 = icmp ule i16 %E92, %E350
  br i1 %Cmp1246, label %CF1696, label %CF1786

CF1786:                                           ; preds = %CF1877
  %L1247 = load i8, i8* %Sl626, align 1
  store i8 %L897, i8* %Sl127, align 1
  %E1248 = extractelement <2 x i8> %ZE1160, i32 0
  %Shuff1249 = shufflevector <2 x i1> %Cmp498, <2 x i1> %Cmp1230, <2 x i32> <i32 3, i32 undef>
  %I1250 = insertelement <1 x i8> %Shuff1133, i8 %B924, i32 0
  %B1251 = or i16 %E992, %L1194
  %ZE1252 = zext <4 x i1> %Shuff1125 to <4 x i16>
  %Sl1253 = select i1 %Cmp788, <4 x i16> %Sl332, <4 x i16> %B1119
  %Cmp1254 = icmp eq i1 %Cmp874, %Cmp356
  br i1 %Cmp1254, label %CF1696, label %CF1720

CF1720:                                           ; preds = %CF1720, %CF1806, %CF1786
  %L1255 = load i8, i8* %0, align 1
  store i8 %E343, i8* %0, align 1
  %E1256 = extractelement <2 x i1> %Shuff754, i32 1
  br i1 %E1256, label %CF1720, label %CF1806

CF1806:                                           ; preds = %CF1720
  %Shuff1257 = shufflevector <2 x i8> %Sl474, <2 x i8> %Tr73, <2 x i32> <i32 2, i32 undef>
  %I1258 = insertelement <2 x i64> %Shuff914, i64 %Sl1137, i32 0
  %B1259 = add i8 %Sl194, %B540
  %FC1260 = uitofp <4 x i16> %Shuff822 to <4 x double>
  %Sl1261 = select <4 x i1> %I64, <4 x i8> %Sl466, <4 x i8> %Sl1065
  %Cmp1262 = icmp ule <4 x i8> %Shuff1085, %Sl619
  %L1263 = load i8, i8* %Sl677, align 1
  store double %L1131, double* %PC156, align 8
  %E1264 = extractelement <4 x i16> %Sl332, i32 2
  %Shuff1265 = shufflevector <2 x i64> %Shuff297, <2 x i64> %Shuff1039, <2 x i32> <i32 1, i32 3>
  %I1266 = insertelement <2 x i16> %I352, i16 %B955, i32 1
  %B1267 = udiv <1 x i8> %B940, zeroinitializer
  %BC1268 = bitcast i64 %Se410 to double
  %Sl1269 = select i1 %E174, i1 %Sl119, i1 %Cmp1122
  br i1 %Sl1269, label %CF1720, label %CF1752

CF1752:                                           ; preds = %CF1752, %CF1806
  %Cmp1270 = icmp eq <2 x i1> %Shuff791, %Sl634
  %L1271 = load i8, i8* %0, align 1
  store i8 %E622, i8* %Sl626, align 1
  %E1272 = extractelement <4 x i32> %ZE610, i32 0
  %Shuff1273 = shufflevector <4 x i16> %I169, <4 x i16> %B632, <4 x i32> <i32 undef, i32 5, i32 7, i32 1>
  %I1274 = insertelement <4 x i8> %Shuff1085, i8 %B330, i32 1
  %Sl1275 = select i1 %Cmp356, i32 %Sl1081, i32 %BC856
  %Cmp1276 = icmp ult <2 x i1> %Cmp498, %Cmp113
  %L1277 = load i8, i8* %Sl677, align 1
  store i16 %B1243, i16* %PC457, align 2
  %E1278 = extractelement <4 x double> %ZE346, i32 0
  %Shuff1279 = shufflevector <2 x i8> %Shuff576, <2 x i8> %ZE1160, <2 x i32> <i32 3, i32 1>
  %I1280 = insertelement <2 x i64> %Shuff304, i64 %E335, i32 1
  %PC1281 = bitcast i16* %Sl293 to i16*
  %Sl1282 = select i1 %Cmp566, i64* %2, i64* %2
  %Cmp1283 = icmp ugt <2 x i16> %Shuff320, %I900
  %L1284 = load double, double* %Sl764, align 8
  store i16 %B871, i16* %PC457, align 2
  %E1285 = extractelement <4 x i8> %I1274, i32 0
  %Shuff1286 = shufflevector <2 x double> %B979, <2 x double> %FC104, <2 x i32> <i32 3, i32 1>
  %I1287 = insertelement <2 x i16> %Shuff1218, i16 %L334, i32 1
  %B1288 = sdiv <2 x i16> %Shuff261, %Shuff246
  %Tr1289 = fptrunc double %B377 to float
  %Sl1290 = select i1 %Cmp974, i16 %L774, i16 %L1194
  %Cmp1291 = icmp sgt i1 %Cmp60, %Cmp642
  br i1 %Cmp1291, label %CF1752, label %CF1812

CF1812:                                           ; preds = %CF1812, %CF1885, %CF1752
  %L1292 = load i16, i16* %PC, align 2
  store i16 %Sl387, i16* %PC1281, align 2
  %E1293 = extractelement <1 x i8> %Shuff768, i32 0
  %Shuff1294 = shufflevector <4 x i32> %Shuff659, <4 x i32> %B987, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I1295 = insertelement <2 x i16> %Shuff222, i16 %L643, i32 1
  %B1296 = or <2 x i64> %I808, %Shuff846
  %FC1297 = fptoui double %B377 to i1
  br i1 %FC1297, label %CF1812, label %CF1885

CF1885:                                           ; preds = %CF1812
  %Sl1298 = select i1 %Cmp1013, i1 %E853, i1 %Cmp642
  br i1 %Sl1298, label %CF1812, label %CF1873

CF1873:                                           ; preds = %CF1885
  %Cmp1299 = icmp uge <2 x i16> %Shuff268, %B727
  %L1300 = load double, double* %Sl764, align 8
  store i16 %Sl918, i16* %Sl293, align 2
  %E1301 = extractelement <2 x i8> %Shuff1257, i32 1
  %Shuff1302 = shufflevector <2 x i16> %Shuff740, <2 x i16> %Shuff776, <2 x i32> <i32 0, i32 undef>
  %I1303 = insertelement <4 x i16> %Se980, i16 %Sl157, i32 2
  %B1304 = frem <4 x float> %I741, %I1086
  %ZE1305 = zext i8 %L1247 to i32
  %Sl1306 = select i1 %Cmp1138, i8 %E960, i8 %L1044
  %Cmp1307 = icmp sgt i8 %L159, %L236
  br i1 %Cmp1307, label %CF1696, label %CF1705

CF1705:                                           ; preds = %CF1705, %CF1853, %CF1894, %CF1873
  %L1308 = load i16, i16* %PC457, align 2
  store i8 %E1217, i8* %Sl626, align 1
  %E1309 = extractelement <2 x i1> %Shuff1031, i32 0
  br i1 %E1309, label %CF1705, label %CF1853

CF1853:                                           ; preds = %CF1705
  %Shuff1310 = shufflevector <2 x i8> %Shuff1257, <2 x i8> %I892, <2 x i32> <i32 3, i32 1>
  %I1311 = insertelement <2 x i16> %I554, i16 %L1308, i32 1
  %B1312 = xor <2 x i8> %Sl603, %I892
  %Tr1313 = trunc i16 %Sl489 to i1
  br i1 %Tr1313, label %CF1705, label %CF1763

CF1763:                                           ; preds = %CF1763, %CF1853
  %Sl1314 = select i1 %Cmp250, float %Tr587, float %FC1072
  %Cmp1315 = icmp ugt i16 %B16, %Sl157
  br i1 %Cmp1315, label %CF1763, label %CF1894

CF1894:                                           ; preds = %CF1763
  %L1316 = load i8, i8* %Sl127, align 1
  store i16 %L828, i16* %PC1281, align 2
  %E1317 = extractelement <2 x i1> %I191, i32 0
  br i1 %E1317, label %CF1705, label %CF1711

CF1711:                                           ; preds = %CF1711, %CF1884, %CF1894
  %Shuff1318 = shufflevector <2 x i64> %Shuff953, <2 x i64> %I1234, <2 x i32> <i32 1, i32 3>
  %I1319 = insertelement <2 x i8> %I1212, i8 %L859, i32 1
  %B1320 = lshr i16 %E814, %L875
  %Tr1321 = trunc i64 %Sl202 to i32
  %Sl1322 = select i1 %E1148, float %FC756, float %FC1072
  %Cmp1323 = icmp sge i8 %L381, %E583
  br i1 %Cmp1323, label %CF1711, label %CF1736

CF1736:                                           ; preds = %CF1736, %CF1865, %CF1711
  %L1324 = load i16, i16* %PC1281, align 2
  store i8 %E523, i8* %Sl677, align 1
  %E1325 = extractelement <2 x i8> %Shuff1310, i32 0
  %Shuff1326 = shufflevector <4 x i32> %B987, <4 x i32> %Shuff1294, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I1327 = insertelement <1 x i8> %Shuff1241, i8 %L381, i32 0
  %B1328 = add i64 %Sl257, %ZE126
  %Se1329 = sext i1 %Cmp227 to i8
  %Sl1330 = select i1 %Cmp950, i64 %L1075, i64 %B1041
  %Cmp1331 = icmp slt i64 %Se394, %B1328
  br i1 %Cmp1331, label %CF1736, label %CF1865

CF1865:                                           ; preds = %CF1736
  %L1332 = load double, double* %PC156, align 8
  store i8 %L259, i8* %0, align 1
  %E1333 = extractelement <2 x i1> %Sl705, i32 1
  br i1 %E1333, label %CF1736, label %CF1792

CF1792:                                           ; preds = %CF1792, %CF1865
  %Shuff1334 = shufflevector <4 x i1> %Sl750, <4 x i1> %Cmp272, <4 x i32> <i32 6, i32 0, i32 undef, i32 4>
  %I1335 = insertelement <1 x i1> %Shuff230, i1 %Cmp11, i32 0
  %B1336 = ashr <2 x i16> %Shuff422, %Shuff938
  %Se1337 = sext <4 x i8> %Shuff1054 to <4 x i32>
  %Sl1338 = select i1 %Cmp490, i64 %B901, i64 %E952
  %Cmp1339 = icmp ult i64 %E507, %E890
  br i1 %Cmp1339, label %CF1792, label %CF1825

CF1825:                                           ; preds = %CF1825, %CF1792
  %L1340 = load i16, i16* %PC457, align 2
  store i16 %L715, i16* %Sl293, align 2
  %E1341 = extractelement <4 x i1> %Shuff1157, i32 1
  br i1 %E1341, label %CF1825, label %CF1884

CF1884:                                           ; preds = %CF1825
  %Shuff1342 = shufflevector <2 x i8> %Shuff145, <2 x i8> %Sl1073, <2 x i32> <i32 0, i32 2>
  %I1343 = insertelement <1 x i8> %Sl395, i8 %Tr690, i32 0
  %B1344 = udiv i16 %Sl795, %L789
  %FC1345 = uitofp <4 x i1> %I660 to <4 x float>
  %Sl1346 = select <2 x i1> %I769, <2 x i64> %ZE148, <2 x i64> %B72
  %Cmp1347 = icmp slt <2 x i1> %Cmp1230, %Cmp38
  %L1348 = load i8, i8* %Sl127, align 1
  store i16 %L460, i16* %PC, align 2
  %E1349 = extractelement <2 x i8> %Shuff1342, i32 0
  %Shuff1350 = shufflevector <2 x i1> %I915, <2 x i1> %Cmp265, <2 x i32> <i32 3, i32 1>
  %I1351 = insertelement <2 x i64> %Shuff1265, i64 %B697, i32 1
  %B1352 = xor i8 %E267, %E829
  %FC1353 = uitofp i8 %B125 to double
  %Sl1354 = select i1 %Cmp467, i8 %5, i8 47
  %Cmp1355 = icmp slt <4 x i16> %ZE579, %Sl803
  %L1356 = load i8, i8* %Sl677, align 1
  store i16 %E731, i16* %PC1281, align 2
  %E1357 = extractelement <2 x i64> %Sl81, i32 1
  %Shuff1358 = shufflevector <4 x i1> %Cmp1355, <4 x i1> %Shuff1334, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I1359 = insertelement <4 x i1> %Shuff532, i1 %Cmp743, i32 0
  %Se1360 = sext i8 %L881 to i32
  %Sl1361 = select i1 %Cmp1185, i8 %E622, i8 %L859
  %Cmp1362 = icmp eq <4 x i32> %Tr241, %B409
  %L1363 = load i8, i8* %Sl127, align 1
  store i16 %L664, i16* %PC457, align 2
  %E1364 = extractelement <1 x i8> %Shuff666, i32 0
  %Shuff1365 = shufflevector <4 x i64> %Shuff93, <4 x i64> %I360, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I1366 = insertelement <4 x float> %FC51, float %FC331, i32 2
  %Sl1367 = select i1 %Sl1005, double %E945, double %B133
  %Cmp1368 = icmp sgt <4 x i8> %Sl504, %I455
  %L1369 = load double, double* %PC156, align 8
  store i8 %E77, i8* %Sl626, align 1
  %E1370 = extractelement <1 x i1> %Shuff1093, i32 0
  br i1 %E1370, label %CF1711, label %CF1718

CF1718:                                           ; preds = %CF1718, %CF1882, %CF1887, %CF1879, %CF1884
  %Shuff1371 = shufflevector <4 x i1> %Shuff985, <4 x i1> %Sl750, <4 x i32> <i32 7, i32 1, i32 3, i32 undef>
  %I1372 = insertelement <2 x double> %B979, double %B133, i32 1
  %B1373 = ashr i16 %L752, %E429
  %FC1374 = sitofp <2 x i8> %Sl340 to <2 x float>
  %Sl1375 = select i1 %Sl119, i1 %Sl1245, i1 %Cmp904
  br i1 %Sl1375, label %CF1718, label %CF1780

CF1780:                                           ; preds = %CF1780, %CF1847, %CF1800, %CF1718
  %Cmp1376 = icmp ugt <1 x i8> %Shuff877, %B200
  %L1377 = load i16, i16* %Sl293, align 2
  store i8 %L707, i8* %Sl127, align 1
  %E1378 = extractelement <1 x i1> %I847, i32 0
  br i1 %E1378, label %CF1780, label %CF1847

CF1847:                                           ; preds = %CF1780
  %Shuff1379 = shufflevector <2 x i64> %Shuff139, <2 x i64> %Shuff761, <2 x i32> <i32 1, i32 3>
  %I1380 = insertelement <4 x i32> %Shuff659, i32 %Se941, i32 3
  %B1381 = fmul double %B155, %FC810
  %Tr1382 = trunc i16 %L302 to i1
  br i1 %Tr1382, label %CF1780, label %CF1800

CF1800:                                           ; preds = %CF1847
  %Sl1383 = select i1 %Cmp11, <4 x i1> %I1032, <4 x i1> %I305
  %Cmp1384 = icmp ult <2 x i64> %I703, %Shuff538
  %L1385 = load i16, i16* %PC1281, align 2
  store i16 %L664, i16* %Sl293, align 2
  %E1386 = extractelement <4 x i1> %Cmp1362, i32 1
  br i1 %E1386, label %CF1780, label %CF1787

CF1787:                                           ; preds = %CF1787, %CF1800
  %Shuff1387 = shufflevector <2 x i1> %Sl887, <2 x i1> %Cmp38, <2 x i32> <i32 0, i32 undef>
  %I1388 = insertelement <2 x i16> %B1064, i16 %B16, i32 0
  %B1389 = or i16 %E62, %L928
  %Sl1390 = select i1 %Cmp542, i8 %L159, i8 %E77
  %Cmp1391 = icmp sgt i8 %E6, %L514
  br i1 %Cmp1391, label %CF1787, label %CF1882

CF1882:                                           ; preds = %CF1787
  %L1392 = load i16, i16* %PC1281, align 2
  store i8 %Sl1390, i8* %Sl626, align 1
  %E1393 = extractelement <2 x i1> %Tr933, i32 0
  br i1 %E1393, label %CF1718, label %CF1768

CF1768:                                           ; preds = %CF1768, %CF1882
  %Shuff1394 = shufflevector <2 x i1> %Shuff1165, <2 x i1> %I1126, <2 x i32> <i32 undef, i32 3>
  %I1395 = insertelement <2 x i16> %Shuff359, i16 %L605, i32 1
  %FC1396 = uitofp <2 x i16> %Sl411 to <2 x float>
  %Sl1397 = select i1 %Cmp1331, i16 %L774, i16 %L752
  %Cmp1398 = icmp ult <2 x i1> %I1078, %Cmp714
  %L1399 = load i16, i16* %PC457, align 2
  store i16 %L405, i16* %PC1281, align 2
  %E1400 = extractelement <4 x float> %FC1345, i32 3
  %Shuff1401 = shufflevector <2 x i8> %I1102, <2 x i8> %B1190, <2 x i32> <i32 2, i32 undef>
  %I1402 = insertelement <2 x i1> %Shuff1203, i1 %Cmp835, i32 0
  %B1403 = urem <2 x i16> %B711, %Sl411
  %FC1404 = fptosi double %E1132 to i64
  %Sl1405 = select i1 %E1092, <2 x double> %FC571, <2 x double> %FC339
  %Cmp1406 = icmp sgt <2 x i8> %I1142, %Sl474
  %L1407 = load i16, i16* %PC457, align 2
  store i16 %L452, i16* %Sl293, align 2
  %E1408 = extractelement <2 x i16> %Shuff702, i32 1
  %Shuff1409 = shufflevector <4 x i1> %Shuff1181, <4 x i1> %Shuff1334, <4 x i32> <i32 6, i32 0, i32 2, i32 undef>
  %I1410 = insertelement <2 x i64> %Shuff561, i64 %E1357, i32 0
  %B1411 = sdiv <2 x i16> %I132, %Shuff1218
  %Se1412 = sext <1 x i8> %B824 to <1 x i16>
  %Sl1413 = select i1 %Cmp566, i64 %B1041, i64 %L61
  %Cmp1414 = icmp eq i16 %L613, %B547
  br i1 %Cmp1414, label %CF1768, label %CF1864

CF1864:                                           ; preds = %CF1864, %CF1768
  %L1415 = load i16, i16* %PC1281, align 2
  store i8 %L280, i8* %0, align 1
  %E1416 = extractelement <2 x i1> %I1402, i32 1
  br i1 %E1416, label %CF1864, label %CF1887

CF1887:                                           ; preds = %CF1864
  %Shuff1417 = shufflevector <2 x i1> %Shuff791, <2 x i1> %Cmp843, <2 x i32> <i32 0, i32 2>
  %I1418 = insertelement <2 x i16> %Sl497, i16 %L83, i32 0
  %B1419 = udiv i16 %E882, %E637
  %ZE1420 = zext i1 %Cmp950 to i16
  %Sl1421 = select i1 %Cmp1066, i8 %Se, i8 %Sl194
  %Cmp1422 = icmp uge i8 %L220, %B440
  br i1 %Cmp1422, label %CF1718, label %CF1734

CF1734:                                           ; preds = %CF1734, %CF1887
  %L1423 = load i16, i16* %PC1281, align 2
  store i16 %L137, i16* %PC1281, align 2
  %E1424 = extractelement <4 x i1> %Cmp737, i32 0
  br i1 %E1424, label %CF1734, label %CF1839

CF1839:                                           ; preds = %CF1839, %CF1734
  %Shuff1425 = shufflevector <2 x i1> %Shuff1249, <2 x i1> %Cmp589, <2 x i32> <i32 3, i32 1>
  %I1426 = insertelement <2 x i8> %I785, i8 %L1271, i32 1
  %B1427 = add i32 %L476, %Se1360
  %FC1428 = sitofp <2 x i64> %Shuff538 to <2 x float>
  %Sl1429 = select i1 %Cmp542, i16 %L1139, i16 %E1084
  %Cmp1430 = icmp ne <1 x i1> %Cmp706, %I562
  %L1431 = load i8, i8* %0, align 1
  store i16 %B314, i16* %Sl293, align 2
  %E1432 = extractelement <4 x i1> %Cmp1059, i32 2
  br i1 %E1432, label %CF1839, label %CF1879

CF1879:                                           ; preds = %CF1839
  %Shuff1433 = shufflevector <4 x i1> %Shuff1371, <4 x i1> %Cmp620, <4 x i32> <i32 1, i32 undef, i32 undef, i32 7>
  %I1434 = insertelement <2 x i1> %Cmp1276, i1 %Cmp333, i32 1
  %FC1435 = sitofp i8 %Sl1390 to double
  %Sl1436 = select i1 %E760, <2 x i1> %I215, <2 x i1> %Sl324
  %Cmp1437 = icmp ugt <2 x i16> %I1242, %I384
  %L1438 = load i16, i16* %PC1281, align 2
  store i8 %L1083, i8* %0, align 1
  %E1439 = extractelement <2 x double> %Shuff1286, i32 1
  %Shuff1440 = shufflevector <4 x i1> %Sl736, <4 x i1> %Sl981, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I1441 = insertelement <4 x i1> %Shuff1409, i1 %Cmp482, i32 2
  %B1442 = xor i16 %L1037, %L530
  %FC1443 = fptosi float %Sl1105 to i1
  br i1 %FC1443, label %CF1718, label %CF1731

CF1731:                                           ; preds = %CF1731, %CF1879
  %Sl1444 = select i1 %E1210, double %B133, double 0x751186B09B0F222E
  %Cmp1445 = icmp uge i16 %B1227, %B871
  br i1 %Cmp1445, label %CF1731, label %CF1840

CF1840:                                           ; preds = %CF1731
  %L1446 = load i8, i8* %Sl127, align 1
  store i64 %B1328, i64* %Sl52, align 4
  %E1447 = extractelement <2 x i1> %Cmp459, i32 0
  br i1 %E1447, label %CF1696, label %CF1701

CF1701:                                           ; preds = %CF1701, %CF1760, %CF1860, %CF1840
  %Shuff1448 = shufflevector <4 x i1> %Sl588, <4 x i1> %Shuff1358, <4 x i32> <i32 7, i32 undef, i32 3, i32 undef>
  %I1449 = insertelement <1 x i8> %Sl834, i8 %Tr556, i32 0
  %Sl1450 = select i1 %Sl1269, i1 %Cmp1331, i1 %E1432
  br i1 %Sl1450, label %CF1701, label %CF1728

CF1728:                                           ; preds = %CF1728, %CF1881, %CF1868, %CF1701
  %Cmp1451 = icmp uge <2 x i1> %I1197, %I1150
  %L1452 = load i8, i8* %Sl626, align 1
  store i16 %B1235, i16* %PC1281, align 2
  %E1453 = extractelement <2 x i1> %Cmp1451, i32 1
  br i1 %E1453, label %CF1728, label %CF1881

CF1881:                                           ; preds = %CF1728
  %Shuff1454 = shufflevector <2 x i1> %Shuff1417, <2 x i1> %Shuff1069, <2 x i32> <i32 2, i32 0>
  %I1455 = insertelement <2 x i1> %Cmp128, i1 %Cmp743, i32 0
  %FC1456 = uitofp i1 %Sl264 to float
  %Sl1457 = select i1 %Cmp467, double 0xD90196A056FF8A1E, double %FC810
  %Cmp1458 = icmp ne i32 %Se864, %E716
  br i1 %Cmp1458, label %CF1728, label %CF1868

CF1868:                                           ; preds = %CF1881
  %L1459 = load i16, i16* %PC1281, align 2
  store i8 %L944, i8* %Sl127, align 1
  %E1460 = extractelement <2 x i1> %Shuff485, i32 1
  br i1 %E1460, label %CF1728, label %CF1743

CF1743:                                           ; preds = %CF1743, %CF1890, %CF1868
  %Shuff1461 = shufflevector <4 x i1> %Shuff1448, <4 x i1> %Tr118, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I1462 = insertelement <1 x i8> %Shuff768, i8 %L121, i32 0
  %B1463 = fsub double 0xD12136C09F1F7A3E, %L295
  %FC1464 = sitofp i1 %E461 to float
  %Sl1465 = select i1 true, <4 x i16> %I42, <4 x i16> %B1167
  %Cmp1466 = icmp ne i32 %Se864, 49715
  br i1 %Cmp1466, label %CF1743, label %CF1890

CF1890:                                           ; preds = %CF1743
  %L1467 = load i16, i16* %Sl293, align 2
  store i8 %L259, i8* %0, align 1
  %E1468 = extractelement <2 x i1> %I1150, i32 1
  br i1 %E1468, label %CF1743, label %CF1748

CF1748:                                           ; preds = %CF1748, %CF1890
  %Shuff1469 = shufflevector <2 x i64> %Shuff344, <2 x i64> %Shuff914, <2 x i32> <i32 0, i32 2>
  %I1470 = insertelement <2 x i1> %Cmp211, i1 true, i32 0
  %FC1471 = uitofp i1 %Cmp165 to float
  %Sl1472 = select i1 true, i16 %E644, i16 %Sl1290
  %Cmp1473 = icmp ne i1 %Cmp796, %Cmp203
  br i1 %Cmp1473, label %CF1748, label %CF1760

CF1760:                                           ; preds = %CF1748
  %L1474 = load i8, i8* %Sl626, align 1
  store i16 %L1324, i16* %PC1281, align 2
  %E1475 = extractelement <4 x i1> %Shuff175, i32 3
  br i1 %E1475, label %CF1701, label %CF1703

CF1703:                                           ; preds = %CF1703, %CF1856, %CF1827, %CF1832, %CF1830, %CF1760
  %Shuff1476 = shufflevector <4 x float> %I1086, <4 x float> %FC1057, <4 x i32> <i32 2, i32 4, i32 6, i32 undef>
  %I1477 = insertelement <4 x i1> %Cmp1262, i1 %FC1443, i32 0
  %B1478 = or <4 x i16> %Sl1199, %ZE1252
  %Sl1479 = select i1 %Cmp743, i8 %B147, i8 %B540
  %Cmp1480 = icmp ugt i1 %Cmp165, %Cmp642
  br i1 %Cmp1480, label %CF1703, label %CF1856

CF1856:                                           ; preds = %CF1703
  %L1481 = load i8, i8* %Sl677, align 1
  store i16 %L605, i16* %PC1281, align 2
  %E1482 = extractelement <1 x i8> %B625, i32 0
  %Shuff1483 = shufflevector <2 x i8> %B1190, <2 x i8> %Shuff861, <2 x i32> <i32 2, i32 0>
  %I1484 = insertelement <2 x i8> %I892, i8 %L920, i32 0
  %B1485 = sdiv i8 %Se1128, %L744
  %Tr1486 = trunc i64 %FC595 to i1
  br i1 %Tr1486, label %CF1703, label %CF1827

CF1827:                                           ; preds = %CF1856
  %Sl1487 = select i1 %Cmp1331, i8 %Sl300, i8 %B719
  %Cmp1488 = icmp ule <4 x i1> %Shuff22, %Cmp279
  %L1489 = load i64, i64* %Sl52, align 4
  store i16 %Sl1290, i16* %PC1281, align 2
  %E1490 = extractelement <2 x i1> %Shuff516, i32 1
  br i1 %E1490, label %CF1703, label %CF1802

CF1802:                                           ; preds = %CF1802, %CF1862, %CF1827
  %Shuff1491 = shufflevector <2 x i8> %Shuff1310, <2 x i8> %I1212, <2 x i32> <i32 undef, i32 2>
  %I1492 = insertelement <4 x i1> %Shuff985, i1 %Cmp1162, i32 2
  %FC1493 = sitofp <4 x i1> %Cmp1146 to <4 x double>
  %Sl1494 = select i1 %FC1443, <4 x i8> %Shuff1054, <4 x i8> zeroinitializer
  %Cmp1495 = icmp uge <2 x i1> %Cmp1178, %Cmp128
  %L1496 = load i16, i16* %PC457, align 2
  store i16 %L1194, i16* %PC1281, align 2
  %E1497 = extractelement <4 x i1> %I305, i32 3
  br i1 %E1497, label %CF1802, label %CF1862

CF1862:                                           ; preds = %CF1802
  %Shuff1498 = shufflevector <2 x i1> %Cmp219, <2 x i1> %Cmp1347, <2 x i32> <i32 undef, i32 0>
  %I1499 = insertelement <4 x i1> %Shuff1062, i1 %E575, i32 0
  %FC1500 = fptosi <2 x double> %FC104 to <2 x i32>
  %Sl1501 = select i1 %E686, <4 x i64> zeroinitializer, <4 x i64> zeroinitializer
  %Cmp1502 = icmp ult <2 x i8> %I1484, %Shuff145
  %L1503 = load double, double* %Sl764, align 8
  store i64 %ZE126, i64* %Sl172, align 4
  %E1504 = extractelement <1 x i8> %Shuff1173, i32 0
  %Shuff1505 = shufflevector <4 x i64> %Shuff367, <4 x i64> %Sl1501, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I1506 = insertelement <2 x i16> %Shuff14, i16 %E26, i32 0
  %FC1507 = sitofp <2 x i64> %ZE201 to <2 x float>
  %Sl1508 = select i1 %Cmp11, i64 %4, i64 %E680
  %Cmp1509 = icmp eq i16 %Sl1161, %B1373
  br i1 %Cmp1509, label %CF1802, label %CF1832

CF1832:                                           ; preds = %CF1862
  %L1510 = load i16, i16* %PC1281, align 2
  store i16 %B216, i16* %Sl293, align 2
  %E1511 = extractelement <4 x i64> %Shuff1365, i32 2
  %Shuff1512 = shufflevector <2 x i64> %Shuff914, <2 x i64> %I321, <2 x i32> <i32 1, i32 undef>
  %I1513 = insertelement <1 x i1> %Cmp388, i1 %Cmp699, i32 0
  %B1514 = ashr <2 x i8> %Sl691, %I254
  %FC1515 = uitofp i8 47 to double
  %Sl1516 = select <2 x i1> %Cmp38, <2 x i16> %Shuff78, <2 x i16> %I674
  %Cmp1517 = icmp sge i8 %L636, %B147
  br i1 %Cmp1517, label %CF1703, label %CF1796

CF1796:                                           ; preds = %CF1796, %CF1832
  %L1518 = load i8, i8* %0, align 1
  store i64 %E1511, i64* %Sl52, align 4
  %E1519 = extractelement <2 x i16> %Shuff799, i32 0
  %Shuff1520 = shufflevector <4 x i1> %Sl512, <4 x i1> %Cmp279, <4 x i32> <i32 5, i32 7, i32 undef, i32 3>
  %I1521 = insertelement <2 x i16> %I539, i16 %Sl1397, i32 1
  %ZE1522 = zext i1 %E461 to i16
  %Sl1523 = select i1 %Cmp1122, <4 x i16> %Shuff27, <4 x i16> %I169
  %Cmp1524 = icmp ult i1 %Cmp1200, %Cmp566
  br i1 %Cmp1524, label %CF1796, label %CF1830

CF1830:                                           ; preds = %CF1796
  %L1525 = load i16, i16* %PC, align 2
  store i16 %Sl426, i16* %PC1281, align 2
  %E1526 = extractelement <4 x float> %I1182, i32 1
  %Shuff1527 = shufflevector <4 x i8> %Sl880, <4 x i8> %Sl1494, <4 x i32> <i32 undef, i32 undef, i32 0, i32 2>
  %I1528 = insertelement <4 x i1> %Shuff532, i1 %Cmp1391, i32 2
  %B1529 = lshr i8 %L1115, %L25
  %FC1530 = sitofp i8 %E1108 to double
  %Sl1531 = select i1 %FC1297, <2 x i1> %Cmp219, <2 x i1> %Cmp1230
  %Cmp1532 = icmp sge i16 %B1442, %E160
  br i1 %Cmp1532, label %CF1703, label %CF1776

CF1776:                                           ; preds = %CF1776, %CF1830
  %L1533 = load i8, i8* %Sl677, align 1
  store i16 %L31, i16* %Sl293, align 2
  %E1534 = extractelement <2 x i64> %Shuff1469, i32 1
  %Shuff1535 = shufflevector <4 x i1> %Sl10, <4 x i1> %Sl271, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I1536 = insertelement <4 x i64> %I1134, i64 %B1328, i32 2
  %B1537 = shl i8 %L897, %B95
  %FC1538 = fptosi double %L1332 to i1
  br i1 %FC1538, label %CF1776, label %CF1816

CF1816:                                           ; preds = %CF1816, %CF1874, %CF1776
  %Sl1539 = select i1 %Cmp597, <4 x i1> %Shuff545, <4 x i1> %Cmp341
  %Cmp1540 = icmp ult i64 %Sl780, %Sl242
  br i1 %Cmp1540, label %CF1816, label %CF1874

CF1874:                                           ; preds = %CF1816
  %L1541 = load i16, i16* %PC, align 2
  store i8 %L920, i8* %0, align 1
  %E1542 = extractelement <1 x i8> %I283, i32 0
  %Shuff1543 = shufflevector <4 x float> %Sl186, <4 x float> %I1086, <4 x i32> <i32 4, i32 undef, i32 0, i32 2>
  %I1544 = insertelement <1 x i8> %Shuff1133, i8 %E583, i32 0
  %B1545 = mul <2 x i16> %B1336, zeroinitializer
  %FC1546 = fptosi double %L1332 to i1
  br i1 %FC1546, label %CF1816, label %CF1860

CF1860:                                           ; preds = %CF1874
  %Sl1547 = select i1 %Cmp851, i16 %L468, i16 %L1510
  %Cmp1548 = icmp ult i8 %E724, %E622
  br i1 %Cmp1548, label %CF1701, label %CF1702

CF1702:                                           ; preds = %CF1702, %CF1876, %CF1889, %CF1759, %CF1860
  %L1549 = load i8, i8* %0, align 1
  store i16 %E1519, i16* %PC1281, align 2
  %E1550 = extractelement <4 x i8> %Shuff116, i32 0
  %Shuff1551 = shufflevector <2 x i8> %Sl603, <2 x i8> %Shuff1279, <2 x i32> <i32 undef, i32 1>
  %I1552 = insertelement <4 x i8> %Shuff328, i8 %L121, i32 1
  %B1553 = srem i16 %E32, %Sl1290
  %Tr1554 = trunc i16 %L999 to i8
  %Sl1555 = select i1 %E1232, <4 x i8> %I1274, <4 x i8> %Sl403
  %Cmp1556 = icmp ugt i1 %Cmp67, %Cmp1066
  br i1 %Cmp1556, label %CF1702, label %CF1876

CF1876:                                           ; preds = %CF1702
  %L1557 = load i64, i64* %Sl172, align 4
  store i8 %E622, i8* %0, align 1
  %E1558 = extractelement <2 x i8> %Shuff1551, i32 1
  %Shuff1559 = shufflevector <4 x double> %Sl379, <4 x double> %Sl1153, <4 x i32> <i32 6, i32 0, i32 undef, i32 undef>
  %I1560 = insertelement <1 x i16> %ZE519, i16 %L1496, i32 0
  %B1561 = sub i16 %L397, %L54
  %Sl1562 = select i1 %FC1443, <4 x i64> %ZE177, <4 x i64> %ZE177
  %Cmp1563 = fcmp one <4 x double> %FC193, %Sl1153
  %L1564 = load i8, i8* %Sl626, align 1
  store i64 %Sl648, i64* %Sl172, align 4
  %E1565 = extractelement <2 x i16> %Shuff415, i32 1
  %Shuff1566 = shufflevector <2 x i8> %Shuff407, <2 x i8> %I1426, <2 x i32> <i32 0, i32 undef>
  %I1567 = insertelement <2 x i16> %Shuff168, i16 %B871, i32 0
  %FC1568 = uitofp i1 %E686 to float
  %Sl1569 = select <2 x i1> %Sl1184, <2 x float> %FC1428, <2 x float> %Sl942
  %Cmp1570 = icmp uge i16 %B1135, %L664
  br i1 %Cmp1570, label %CF1702, label %CF1850

CF1850:                                           ; preds = %CF1850, %CF1876
  %L1571 = load i16, i16* %PC457, align 2
  store i16 %E731, i16* %PC457, align 2
  %E1572 = extractelement <2 x i16> zeroinitializer, i32 0
  %Shuff1573 = shufflevector <4 x i1> %Shuff175, <4 x i1> %Sl89, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I1574 = insertelement <4 x i16> %Shuff190, i16 %Sl355, i32 1
  %B1575 = shl <2 x i16> %I262, %I1506
  %FC1576 = fptoui double %Sl1457 to i1
  br i1 %FC1576, label %CF1850, label %CF1889

CF1889:                                           ; preds = %CF1850
  %Sl1577 = select <2 x i1> %Cmp1082, <2 x i64> %B1296, <2 x i64> %B1296
  %Cmp1578 = icmp sge <4 x i64> %I400, %B885
  %L1579 = load i8, i8* %Sl626, align 1
  store i8 %L1014, i8* %0, align 1
  %E1580 = extractelement <4 x i32> %Se640, i32 0
  %Shuff1581 = shufflevector <4 x i1> %I1204, <4 x i1> %FC417, <4 x i32> <i32 undef, i32 1, i32 3, i32 5>
  %I1582 = insertelement <2 x i16> zeroinitializer, i16 %E160, i32 1
  %FC1583 = sitofp i64 %Se548 to double
  %Sl1584 = select i1 %Cmp796, i16 %E531, i16 %E731
  %Cmp1585 = icmp eq <1 x i16> %Se1412, %ZE519
  %L1586 = load i16, i16* %PC1281, align 2
  store i8 %E1504, i8* %0, align 1
  %E1587 = extractelement <2 x i1> %Shuff791, i32 0
  br i1 %E1587, label %CF1702, label %CF1747

CF1747:                                           ; preds = %CF1747, %CF1784, %CF1889
  %Shuff1588 = shufflevector <2 x float> %Sl1569, <2 x float> %FC209, <2 x i32> <i32 1, i32 3>
  %I1589 = insertelement <1 x i8> %Shuff725, i8 %Sl1354, i32 0
  %ZE1590 = zext i8 %E213 to i32
  %Sl1591 = select i1 %Cmp866, i16 %E814, i16 %L397
  %Cmp1592 = icmp ugt i8 %ZE270, %B1143
  br i1 %Cmp1592, label %CF1747, label %CF1784

CF1784:                                           ; preds = %CF1747
  %L1593 = load i16, i16* %PC1281, align 2
  store i16 %L782, i16* %PC457, align 2
  %E1594 = extractelement <2 x i16> %Shuff415, i32 0
  %Shuff1595 = shufflevector <2 x i16> %Shuff282, <2 x i16> %Shuff969, <2 x i32> <i32 3, i32 undef>
  %I1596 = insertelement <2 x float> %FC1507, float %FC1072, i32 1
  %Tr1597 = trunc i8 %L381 to i1
  br i1 %Tr1597, label %CF1747, label %CF1759

CF1759:                                           ; preds = %CF1784
  %Sl1598 = select i1 %E1232, i16 %E21, i16 %Tr1152
  %Cmp1599 = fcmp oge <4 x double> %B510, %Sl1153
  %L1600 = load i8, i8* %Sl626, align 1
  store i16 %L1385, i16* %PC1281, align 2
  %E1601 = extractelement <4 x i1> %Cmp1599, i32 1
  br i1 %E1601, label %CF1702, label %CF1716

CF1716:                                           ; preds = %CF1716, %CF1836, %CF1759
  %Shuff1602 = shufflevector <1 x i8> %Sl1145, <1 x i8> %B43, <1 x i32> zeroinitializer
  %I1603 = insertelement <4 x i1> %Cmp1355, i1 %Cmp751, i32 0
  %B1604 = sdiv i64 %Sl1169, %4
  %Se1605 = sext <2 x i16> %I1002 to <2 x i32>
  %Sl1606 = select i1 %Cmp1162, i1 %Tr1213, i1 %E1100
  br i1 %Sl1606, label %CF1716, label %CF1746

CF1746:                                           ; preds = %CF1746, %CF1897, %CF1716
  %Cmp1607 = icmp slt i16 %L643, %B555
  br i1 %Cmp1607, label %CF1746, label %CF1897

CF1897:                                           ; preds = %CF1746
  %L1608 = load i16, i16* %PC457, align 2
  store i8 %E484, i8* %0, align 1
  %E1609 = extractelement <4 x i32> %Sl895, i32 1
  %Shuff1610 = shufflevector <2 x i8> %Shuff615, <2 x i8> %Shuff1257, <2 x i32> <i32 0, i32 2>
  %I1611 = insertelement <4 x i1> %Shuff1233, i1 %Cmp1509, i32 2
  %B1612 = mul i16 %L1399, %B770
  %Se1613 = sext <2 x i1> %Shuff1454 to <2 x i64>
  %Sl1614 = select <2 x i1> %Cmp113, <2 x i64> %Shuff1379, <2 x i64> %I1234
  %Cmp1615 = icmp ugt i16 %L68, %L68
  br i1 %Cmp1615, label %CF1746, label %CF1783

CF1783:                                           ; preds = %CF1783, %CF1897
  %L1616 = load i8, i8* %Sl626, align 1
  store i8 %L1067, i8* %Sl626, align 1
  %E1617 = extractelement <4 x i8> %Shuff600, i32 0
  %Shuff1618 = shufflevector <2 x i1> %Cmp843, <2 x i1> %Cmp243, <2 x i32> <i32 3, i32 1>
  %I1619 = insertelement <2 x i1> %Shuff516, i1 %Cmp911, i32 1
  %B1620 = mul <2 x i16> %I471, %Shuff1225
  %ZE1621 = zext <4 x i1> %I1611 to <4 x i32>
  %Sl1622 = select i1 %Sl611, <1 x i16> %ZE263, <1 x i16> %Shuff993
  %Cmp1623 = icmp ult <2 x i16> %B50, %B863
  %L1624 = load i8, i8* %0, align 1
  store i8 %L859, i8* %0, align 1
  %E1625 = extractelement <4 x i1> %I1492, i32 3
  br i1 %E1625, label %CF1783, label %CF1836

CF1836:                                           ; preds = %CF1783
  %Shuff1626 = shufflevector <2 x i8> %Shuff1491, <2 x i8> %Sl603, <2 x i32> <i32 undef, i32 0>
  %I1627 = insertelement <4 x i1> %I140, i1 %Sl1245, i32 0
  %B1628 = urem i16 %L460, %B314
  %Tr1629 = trunc i8 %L1277 to i1
  br i1 %Tr1629, label %CF1716, label %CF1735

CF1735:                                           ; preds = %CF1836
  %Sl1630 = select <2 x i1> %Sl1531, <2 x i8> %I785, <2 x i8> %Sl603
  %Cmp1631 = icmp uge <4 x i16> %Sl1199, %Se980
  %L1632 = load i8, i8* %0, align 1
  store i16 %B1419, i16* %PC457, align 2
  %E1633 = extractelement <2 x i64> %Sl234, i32 0
  %Shuff1634 = shufflevector <2 x i1> %Shuff1031, <2 x i1> %Cmp113, <2 x i32> <i32 1, i32 3>
  %I1635 = insertelement <2 x i16> %Shuff740, i16 %L444, i32 1
  %B1636 = udiv i16 %E32, %L1194
  %Tr1637 = trunc i8 %Sl347 to i1
  br i1 %Tr1637, label %CF1696, label %CF1698

CF1698:                                           ; preds = %CF1698, %CF1735
  %Sl1638 = select i1 %E686, i8 %E1248, i8 %L420
  %Cmp1639 = icmp uge i8 %L920, %Tr556
  br i1 %Cmp1639, label %CF1698, label %CF1756

CF1756:                                           ; preds = %CF1698
  %L1640 = load i8, i8* %0, align 1
  store i8 %L1271, i8* %0, align 1
  %E1641 = extractelement <2 x i1> %Shuff1498, i32 0
  br i1 %E1641, label %CF1687, label %CF1690

CF1690:                                           ; preds = %CF1690, %CF1756
  %Shuff1642 = shufflevector <2 x i16> %I376, <2 x i16> %Shuff1595, <2 x i32> <i32 3, i32 1>
  %I1643 = insertelement <2 x i1> %Shuff1394, i1 %E1386, i32 1
  %B1644 = xor <4 x i64> %I517, %Shuff1365
  %Tr1645 = trunc <4 x i64> %ZE177 to <4 x i32>
  %Sl1646 = select i1 true, i64 %Sl973, i64 %E115
  %Cmp1647 = icmp ugt <4 x i64> %I439, %Shuff638
  %L1648 = load i16, i16* %PC1281, align 2
  store i16 %Sl481, i16* %PC1281, align 2
  %E1649 = extractelement <1 x i8> %Sl549, i32 0
  %Shuff1650 = shufflevector <1 x i8> %Shuff1173, <1 x i8> %Sl549, <1 x i32> undef
  %I1651 = insertelement <1 x i8> %I870, i8 %L413, i32 0
  %B1652 = xor <2 x i16> %Shuff168, %I923
  %Tr1653 = trunc i32 49715 to i1
  br i1 %Tr1653, label %CF1690, label %CF1693

CF1693:                                           ; preds = %CF1693, %CF1838, %CF1690
  %Sl1654 = select <2 x i1> %Shuff1069, <2 x double> %FC817, <2 x double> %FC
  %Cmp1655 = icmp ule i16 %Se425, %L605
  br i1 %Cmp1655, label %CF1693, label %CF1838

CF1838:                                           ; preds = %CF1693
  %L1656 = load i8, i8* %0, align 1
  store i16 %B1227, i16* %PC1281, align 2
  %E1657 = extractelement <1 x i8> %Shuff725, i32 0
  %Shuff1658 = shufflevector <2 x i16> %Shuff623, <2 x i16> %I1287, <2 x i32> <i32 1, i32 3>
  %I1659 = insertelement <4 x i8> %Shuff253, i8 %Sl1354, i32 3
  %B1660 = xor i8 %L836, %B147
  %FC1661 = sitofp <1 x i8> %B948 to <1 x double>
  %Sl1662 = select i1 %Cmp356, <2 x i1> %Cmp1208, <2 x i1> %Shuff584
  %Cmp1663 = icmp sge i1 %Cmp663, %Cmp356
  br i1 %Cmp1663, label %CF1693, label %CF1791

CF1791:                                           ; preds = %CF1791, %CF1838
  %L1664 = load i8, i8* %Sl127, align 1
  store i8 %E77, i8* %Sl626, align 1
  %E1665 = extractelement <2 x i1> %Cmp113, i32 1
  br i1 %E1665, label %CF1791, label %CF1848

CF1848:                                           ; preds = %CF1791
  %Shuff1666 = shufflevector <2 x double> %Sl1405, <2 x double> %FC571, <2 x i32> <i32 0, i32 undef>
  %I1667 = insertelement <2 x i16> %I1266, i16 %L1139, i32 0
  %B1668 = udiv i64 %ZE126, %B1328
  %FC1669 = uitofp <2 x i1> %Cmp294 to <2 x float>
  %Sl1670 = select i1 %Cmp1517, i16 %Sl1591, i16 %Sl965
  %Cmp1671 = icmp sgt <2 x i16> %Shuff351, zeroinitializer
  %L1672 = load i16, i16* %PC457, align 2
  store i16 %E515, i16* %PC1281, align 2
  %E1673 = extractelement <2 x i16> %Shuff1658, i32 1
  %Shuff1674 = shufflevector <2 x i16> %Shuff14, <2 x i16> %B1336, <2 x i32> <i32 2, i32 0>
  %I1675 = insertelement <2 x i16> %Shuff838, i16 %E296, i32 0
  %ZE1676 = fpext <2 x float> %FC1669 to <2 x double>
  %Sl1677 = select i1 %Cmp1246, i8 %Sl194, i8 %E358
  %Cmp1678 = fcmp uno <4 x float> %Shuff375, %Shuff1476
  %L1679 = load i8, i8* %Sl677, align 1
  store i64 %E767, i64* %Sl52, align 4
  %E1680 = extractelement <1 x i8> %Shuff725, i32 0
  %Shuff1681 = shufflevector <2 x i1> %Sl557, <2 x i1> %Shuff1069, <2 x i32> <i32 2, i32 0>
  %I1682 = insertelement <4 x i16> %Shuff822, i16 %Sl434, i32 0
  %Se1683 = sext i1 %E1148 to i16
  %Sl1684 = select <2 x i1> %Shuff1618, <2 x i8> %Shuff1551, <2 x i8> %I785
  %Cmp1685 = fcmp ult <2 x double> %Shuff1286, %Sl1654
  store i8 %Sl596, i8* %0, align 1
  store i16 %L137, i16* %Sl293, align 2
  store i16 %B314, i16* %PC1281, align 2
  store i16 %E281, i16* %PC1281, align 2
  store i16 %E281, i16* %PC1281, align 2
  ret void
}

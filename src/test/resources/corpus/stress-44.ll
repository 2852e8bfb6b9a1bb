; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD44(i8* %0, i32* %1, i64* %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <1 x i1>, align 1
  %A3 = alloca <16 x i64>, align 128
  %A2 = alloca <4 x i32>, align 16
  %A1 = alloca <4 x i32>, align 16
  %A = alloca <4 x i32>, align 16
  %L = load i8, i8* %0, align 1
  store <4 x i32> zeroinitializer, <4 x i32>* %A, align 16
  %E = extractelement <2 x i64> zeroinitializer, i32 0
  %Shuff = shufflevector <2 x i16> zeroinitializer, <2 x i16> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I = insertelement <2 x i64> zeroinitializer, i64 %E, i32 1
  %B = add i32 351277, %3
  %PC = bitcast <4 x i32>* %A1 to float*
  %Sl = select i1 true, i64 %E, i64 %E
  %Cmp = icmp ult <4 x i1> zeroinitializer, zeroinitializer
  %L5 = load float, float* %PC, align 4
  store float 0x4081A01580000000, float* %PC, align 4
  %E6 = extractelement <4 x i1> zeroinitializer, i32 3
  br label %CF1732

CF1732:                                           ; preds = %BB
  %Shuff7 = shufflevector <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I8 = insertelement <4 x i1> zeroinitializer, i1 true, i32 0
  %B9 = add i64 %Sl, %E
  %FC = sitofp i1 %E6 to float
  %Sl10 = select i1 true, float 0x4689B01D80000000, float 0x4081A01580000000
  %L11 = load float, float* %PC, align 4
  store float %L5, float* %PC, align 4
  %E12 = extractelement <4 x i1> zeroinitializer, i32 1
  br label %CF1704

CF1704:                                           ; preds = %CF1704, %CF1904, %CF1803, %CF1732
  %Shuff13 = shufflevector <8 x i64> zeroinitializer, <8 x i64> zeroinitializer, <8 x i32> <i32 0, i32 2, i32 undef, i32 6, i32 8, i32 10, i32 12, i32 14>
  %I14 = insertelement <8 x i16> zeroinitializer, i16 19193, i32 2
  %B15 = ashr i64 0, %E
  %Sl16 = select i1 %E12, i8 -1, i8 41
  %Cmp17 = icmp ule i32 413221, %3
  br i1 %Cmp17, label %CF1704, label %CF1904

CF1904:                                           ; preds = %CF1704
  %L18 = load float, float* %PC, align 4
  store float %L5, float* %PC, align 4
  %E19 = extractelement <2 x i16> %Shuff, i32 0
  %Shuff20 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %I, <2 x i32> <i32 undef, i32 3>
  %I21 = insertelement <2 x i16> %Shuff, i16 %E19, i32 1
  %B22 = fmul float %Sl10, 0x4081A01580000000
  %Sl23 = select i1 %E12, i64 %E, i64 %E
  %Cmp24 = icmp ult i16 -2231, %E19
  br i1 %Cmp24, label %CF1704, label %CF1803

CF1803:                                           ; preds = %CF1904
  %L25 = load float, float* %PC, align 4
  store i8 -1, i8* %0, align 1
  %E26 = extractelement <1 x i16> zeroinitializer, i32 0
  %Shuff27 = shufflevector <2 x i64> zeroinitializer, <2 x i64> zeroinitializer, <2 x i32> undef
  %I28 = insertelement <8 x i64> %Shuff13, i64 0, i32 7
  %PC29 = bitcast <1 x i1>* %A4 to i1*
  %Sl30 = select i1 %Cmp24, i16 -2231, i16 19193
  %Cmp31 = icmp ule i8 %5, -1
  br i1 %Cmp31, label %CF1704, label %CF1724

CF1724:                                           ; preds = %CF1803
  %L32 = load float, float* %PC, align 4
  store float %FC, float* %PC, align 4
  %E33 = extractelement <2 x i64> zeroinitializer, i32 0
  %Shuff34 = shufflevector <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <4 x i32> <i32 1, i32 undef, i32 5, i32 7>
  %I35 = insertelement <2 x i64> %Shuff27, i64 %E, i32 1
  %FC36 = sitofp i16 %Sl30 to float
  %Sl37 = select i1 true, <2 x i64> %I, <2 x i64> zeroinitializer
  %Cmp38 = fcmp ult float %L32, %L32
  br label %CF1689

CF1689:                                           ; preds = %CF1689, %CF1809, %CF1776, %CF1724
  %L39 = load float, float* %PC, align 4
  store float 0x4081A01580000000, float* %PC, align 4
  %E40 = extractelement <2 x i64> zeroinitializer, i32 1
  %Shuff41 = shufflevector <2 x i64> %I35, <2 x i64> %I, <2 x i32> <i32 0, i32 undef>
  %I42 = insertelement <4 x i32> %Shuff34, i32 %3, i32 2
  %B43 = and i64 %B9, %E
  %Tr = trunc i16 19193 to i8
  %Sl44 = select i1 %Cmp38, i64 %Sl, i64 %B9
  %Cmp45 = icmp eq i16 8285, %E19
  br i1 %Cmp45, label %CF1689, label %CF1809

CF1809:                                           ; preds = %CF1689
  %L46 = load float, float* %PC, align 4
  store float 0xBF6723DB00000000, float* %PC, align 4
  %E47 = extractelement <4 x i1> zeroinitializer, i32 3
  br i1 %E47, label %CF1689, label %CF1776

CF1776:                                           ; preds = %CF1809
  %Shuff48 = shufflevector <4 x i32> %Shuff34, <4 x i32> %Shuff34, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I49 = insertelement <2 x i64> zeroinitializer, i64 %E, i32 0
  %B50 = lshr i32 258077, %3
  %FC51 = uitofp <4 x i1> %Cmp to <4 x double>
  %Sl52 = select <2 x i1> <i1 true, i1 false>, <2 x i64> %Shuff20, <2 x i64> %Shuff27
  %L53 = load i1, i1* %PC29, align 1
  br i1 %L53, label %CF1689, label %CF1698

CF1698:                                           ; preds = %CF1698, %CF1880, %CF1857, %CF1787, %CF1776
  store i8 41, i8* %0, align 1
  %E54 = extractelement <4 x i32> %Shuff34, i32 3
  %Shuff55 = shufflevector <4 x i32> %Shuff48, <4 x i32> %Shuff48, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I56 = insertelement <2 x i64> %Shuff20, i64 %B9, i32 0
  %Se = sext i1 true to i16
  %Sl57 = select i1 %Cmp38, i16 %E26, i16 %E19
  %L58 = load float, float* %PC, align 4
  store i1 %E12, i1* %PC29, align 1
  %E59 = extractelement <4 x i32> %Shuff48, i32 0
  %Shuff60 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %Shuff34, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I61 = insertelement <4 x i32> zeroinitializer, i32 %B, i32 1
  %ZE = zext i16 %Sl30 to i64
  %Sl62 = select i1 true, i8 97, i8 %Sl16
  %L63 = load i8, i8* %0, align 1
  store i64 %E, i64* %2, align 4
  %E64 = extractelement <2 x i16> %Shuff, i32 1
  %Shuff65 = shufflevector <2 x i64> zeroinitializer, <2 x i64> zeroinitializer, <2 x i32> undef
  %I66 = insertelement <2 x i64> zeroinitializer, i64 11245, i32 0
  %B67 = fadd float 0x4081A01580000000, %L18
  %ZE68 = zext i8 %Sl62 to i64
  %Sl69 = select i1 true, i1 true, i1 %Cmp45
  br i1 %Sl69, label %CF1698, label %CF1880

CF1880:                                           ; preds = %CF1698
  %Cmp70 = fcmp one float %B67, %L5
  br i1 %Cmp70, label %CF1698, label %CF1786

CF1786:                                           ; preds = %CF1786, %CF1880
  %L71 = load float, float* %PC, align 4
  store i8 41, i8* %0, align 1
  %E72 = extractelement <2 x i64> zeroinitializer, i32 0
  %Shuff73 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %Shuff27, <2 x i32> <i32 3, i32 undef>
  %I74 = insertelement <8 x i64> %Shuff13, i64 %Sl44, i32 1
  %B75 = shl <4 x i32> %I61, %Shuff34
  %Tr76 = trunc i64 %ZE to i1
  br i1 %Tr76, label %CF1786, label %CF1857

CF1857:                                           ; preds = %CF1786
  %Sl77 = select i1 %E6, <2 x i64> %Shuff27, <2 x i64> %Shuff65
  %Cmp78 = icmp sgt i8 %Sl62, %5
  br i1 %Cmp78, label %CF1698, label %CF1748

CF1748:                                           ; preds = %CF1748, %CF1884, %CF1804, %CF1816, %CF1801, %CF1857
  %L79 = load i1, i1* %PC29, align 1
  br i1 %L79, label %CF1748, label %CF1833

CF1833:                                           ; preds = %CF1833, %CF1748
  store float %L46, float* %PC, align 4
  %E80 = extractelement <2 x i64> %Shuff41, i32 1
  %Shuff81 = shufflevector <2 x i64> %Shuff20, <2 x i64> %Sl52, <2 x i32> <i32 2, i32 undef>
  %I82 = insertelement <4 x i32> zeroinitializer, i32 %B50, i32 0
  %B83 = xor i8 -1, %Sl16
  %Se84 = sext <4 x i1> %I8 to <4 x i8>
  %Sl85 = select i1 true, <4 x i32>* %A2, <4 x i32>* %A
  %Cmp86 = icmp sge i64 %B15, %E33
  br i1 %Cmp86, label %CF1833, label %CF1855

CF1855:                                           ; preds = %CF1855, %CF1833
  %L87 = load <4 x i32>, <4 x i32>* %Sl85, align 16
  store <4 x i32> %L87, <4 x i32>* %Sl85, align 16
  %E88 = extractelement <2 x i64> %I, i32 1
  %Shuff89 = shufflevector <8 x i64> %Shuff13, <8 x i64> %I74, <8 x i32> <i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 0, i32 2>
  %I90 = insertelement <4 x i32> zeroinitializer, i32 337853, i32 2
  %B91 = udiv i8 %Tr, %B83
  %Tr92 = trunc i64 %E88 to i32
  %Sl93 = select i1 %E6, i1 %Cmp70, i1 %Sl69
  br i1 %Sl93, label %CF1855, label %CF1884

CF1884:                                           ; preds = %CF1855
  %Cmp94 = icmp ne <8 x i16> zeroinitializer, zeroinitializer
  %L95 = load <4 x i32>, <4 x i32>* %A1, align 16
  store <4 x i32> %Shuff7, <4 x i32>* %Sl85, align 16
  %E96 = extractelement <4 x i1> %Cmp, i32 3
  br i1 %E96, label %CF1748, label %CF1804

CF1804:                                           ; preds = %CF1884
  %Shuff97 = shufflevector <2 x i64> %Shuff73, <2 x i64> %I49, <2 x i32> <i32 2, i32 0>
  %I98 = insertelement <2 x i64> %Shuff65, i64 %ZE68, i32 0
  %B99 = udiv i8 %Tr, %Sl62
  %Sl100 = select i1 true, i32 %E54, i32 %Tr92
  %Cmp101 = icmp sge i16 8285, %Se
  br i1 %Cmp101, label %CF1748, label %CF1790

CF1790:                                           ; preds = %CF1790, %CF1883, %CF1882, %CF1844, %CF1804
  %L102 = load i1, i1* %PC29, align 1
  br i1 %L102, label %CF1790, label %CF1883

CF1883:                                           ; preds = %CF1790
  store <4 x i32> %Shuff34, <4 x i32>* %Sl85, align 16
  %E103 = extractelement <2 x i64> %Shuff20, i32 0
  %Shuff104 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %I90, <4 x i32> <i32 undef, i32 5, i32 undef, i32 1>
  %I105 = insertelement <8 x i64> %Shuff13, i64 %E, i32 5
  %B106 = xor i64 %E72, %E80
  %Sl107 = select i1 %E6, i8 %B83, i8 %Sl62
  %Cmp108 = icmp ult <2 x i64> %Sl52, zeroinitializer
  %L109 = load <4 x i32>, <4 x i32>* %Sl85, align 16
  store <4 x i32> %I42, <4 x i32>* %Sl85, align 16
  %E110 = extractelement <2 x i1> %Cmp108, i32 1
  br i1 %E110, label %CF1790, label %CF1872

CF1872:                                           ; preds = %CF1872, %CF1885, %CF1883
  %Shuff111 = shufflevector <8 x i64> %I28, <8 x i64> %Shuff13, <8 x i32> <i32 0, i32 2, i32 undef, i32 6, i32 8, i32 undef, i32 12, i32 14>
  %I112 = insertelement <8 x i64> %Shuff13, i64 %ZE, i32 2
  %B113 = add <2 x i16> %I21, zeroinitializer
  %FC114 = sitofp i64 %B43 to double
  %Sl115 = select i1 %E6, float %L58, float %B22
  %Cmp116 = icmp uge i1 %Sl69, true
  br i1 %Cmp116, label %CF1872, label %CF1885

CF1885:                                           ; preds = %CF1872
  %L117 = load i1, i1* %PC29, align 1
  br i1 %L117, label %CF1872, label %CF1882

CF1882:                                           ; preds = %CF1885
  store i8 %Tr, i8* %0, align 1
  %E118 = extractelement <8 x i64> %Shuff89, i32 4
  %Shuff119 = shufflevector <4 x i1> zeroinitializer, <4 x i1> zeroinitializer, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I120 = insertelement <1 x i16> zeroinitializer, i16 %E19, i32 0
  %B121 = shl <4 x i32> %I61, zeroinitializer
  %FC122 = uitofp i1 %L79 to double
  %Sl123 = select i1 %Cmp24, i32 %B, i32 %B50
  %Cmp124 = icmp sge <4 x i32> %I61, %Shuff60
  %L125 = load i1, i1* %PC29, align 1
  br i1 %L125, label %CF1790, label %CF1844

CF1844:                                           ; preds = %CF1882
  store float %L46, float* %PC, align 4
  %E126 = extractelement <4 x i1> %I8, i32 3
  br i1 %E126, label %CF1790, label %CF1816

CF1816:                                           ; preds = %CF1844
  %Shuff127 = shufflevector <2 x i64> %Shuff73, <2 x i64> %Shuff97, <2 x i32> <i32 2, i32 0>
  %I128 = insertelement <4 x i8> %Se84, i8 %5, i32 0
  %B129 = fdiv float 0x4689B01D80000000, %B67
  %Tr130 = fptrunc double 0xDC3C5E2A0C10E60 to float
  %Sl131 = select <2 x i1> %Cmp108, <2 x i64> %Shuff127, <2 x i64> %Shuff127
  %Cmp132 = icmp ugt <2 x i16> %Shuff, %B113
  %L133 = load <4 x i32>, <4 x i32>* %Sl85, align 16
  store float %B129, float* %PC, align 4
  %E134 = extractelement <8 x i64> %Shuff13, i32 6
  %Shuff135 = shufflevector <4 x i32> %Shuff34, <4 x i32> %I82, <4 x i32> <i32 1, i32 3, i32 undef, i32 7>
  %I136 = insertelement <4 x i32> %Shuff104, i32 %B50, i32 3
  %B137 = shl <4 x i32> %Shuff48, %B121
  %FC138 = uitofp i1 %E12 to double
  %Sl139 = select <4 x i1> zeroinitializer, <4 x i32> %Shuff7, <4 x i32> zeroinitializer
  %Cmp140 = icmp ugt <4 x i1> %Shuff119, %Cmp124
  %L141 = load i8, i8* %0, align 1
  store <4 x i32> %B121, <4 x i32>* %Sl85, align 16
  %E142 = extractelement <8 x i64> %Shuff111, i32 6
  %Shuff143 = shufflevector <4 x i1> %Cmp124, <4 x i1> zeroinitializer, <4 x i32> <i32 1, i32 3, i32 undef, i32 7>
  %I144 = insertelement <2 x i64> %Sl131, i64 %E103, i32 1
  %BC = bitcast <4 x i32> %Shuff7 to <4 x float>
  %Sl145 = select i1 true, i1 %E110, i1 %E6
  br i1 %Sl145, label %CF1748, label %CF1770

CF1770:                                           ; preds = %CF1770, %CF1816
  %Cmp146 = icmp ule i1 %L53, %Cmp78
  br i1 %Cmp146, label %CF1770, label %CF1801

CF1801:                                           ; preds = %CF1770
  %L147 = load <4 x i32>, <4 x i32>* %Sl85, align 16
  store float 0x4081A01580000000, float* %PC, align 4
  %E148 = extractelement <2 x i64> %Sl131, i32 0
  %Shuff149 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %I, <2 x i32> <i32 1, i32 3>
  %I150 = insertelement <2 x i16> zeroinitializer, i16 -2231, i32 1
  %B151 = shl <4 x i32> %I61, %L147
  %Se152 = sext i1 %Cmp31 to i64
  %Sl153 = select <2 x i1> %Cmp108, <2 x i64> %Shuff73, <2 x i64> %Shuff65
  %Cmp154 = icmp sge <2 x i64> %Sl37, %Shuff20
  %L155 = load float, float* %PC, align 4
  store i8 97, i8* %0, align 1
  %E156 = extractelement <8 x i64> %Shuff13, i32 2
  %Shuff157 = shufflevector <2 x i64> %Sl77, <2 x i64> %Shuff127, <2 x i32> <i32 1, i32 3>
  %I158 = insertelement <2 x i64> %Sl37, i64 %E, i32 1
  %FC159 = fptosi float %L25 to i1
  br i1 %FC159, label %CF1748, label %CF1755

CF1755:                                           ; preds = %CF1755, %CF1818, %CF1801
  %Sl160 = select i1 %Sl69, float %FC, float %Sl115
  %Cmp161 = icmp sgt i8 %5, %L141
  br i1 %Cmp161, label %CF1755, label %CF1818

CF1818:                                           ; preds = %CF1755
  %L162 = load float, float* %PC, align 4
  store <4 x i32> zeroinitializer, <4 x i32>* %Sl85, align 16
  %E163 = extractelement <8 x i64> zeroinitializer, i32 4
  %Shuff164 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %Shuff48, <4 x i32> <i32 7, i32 1, i32 undef, i32 undef>
  %I165 = insertelement <4 x i1> %Shuff119, i1 %L102, i32 1
  %B166 = udiv i32 413221, %3
  %FC167 = uitofp i8 %B99 to float
  %Sl168 = select <2 x i1> %Cmp132, <2 x i1> %Cmp108, <2 x i1> %Cmp108
  %Cmp169 = icmp sgt i32 %B166, %Tr92
  br i1 %Cmp169, label %CF1755, label %CF1756

CF1756:                                           ; preds = %CF1756, %CF1820, %CF1898, %CF1818
  %L170 = load i1, i1* %PC29, align 1
  br i1 %L170, label %CF1756, label %CF1820

CF1820:                                           ; preds = %CF1756
  store i1 %Sl69, i1* %PC29, align 1
  %E171 = extractelement <4 x i32> %Shuff7, i32 0
  %Shuff172 = shufflevector <4 x i32> %Shuff60, <4 x i32> zeroinitializer, <4 x i32> <i32 undef, i32 1, i32 undef, i32 5>
  %I173 = insertelement <2 x i64> zeroinitializer, i64 %E103, i32 1
  %B174 = udiv i8 %Sl62, %B83
  %FC175 = fptoui float %Sl160 to i1
  br i1 %FC175, label %CF1756, label %CF1791

CF1791:                                           ; preds = %CF1791, %CF1820
  %Sl176 = select i1 %Cmp38, i1 %Cmp161, i1 %Cmp17
  br i1 %Sl176, label %CF1791, label %CF1898

CF1898:                                           ; preds = %CF1791
  %Cmp177 = icmp ne <8 x i1> %Cmp94, %Cmp94
  %L178 = load <4 x i32>, <4 x i32>* %Sl85, align 16
  store i8 %Tr, i8* %0, align 1
  %E179 = extractelement <2 x i16> zeroinitializer, i32 1
  %Shuff180 = shufflevector <4 x i32> %L87, <4 x i32> %B75, <4 x i32> <i32 6, i32 0, i32 2, i32 undef>
  %I181 = insertelement <4 x i1> zeroinitializer, i1 %E6, i32 0
  %Sl182 = select i1 %Sl69, <4 x i32> %L133, <4 x i32> %Shuff164
  %Cmp183 = icmp sge <4 x i32> %Shuff104, zeroinitializer
  %L184 = load i8, i8* %0, align 1
  store <4 x i32> %L95, <4 x i32>* %Sl85, align 16
  %E185 = extractelement <8 x i1> %Cmp94, i32 3
  br i1 %E185, label %CF1756, label %CF1787

CF1787:                                           ; preds = %CF1898
  %Shuff186 = shufflevector <4 x i32> %L147, <4 x i32> %L147, <4 x i32> <i32 6, i32 0, i32 undef, i32 4>
  %I187 = insertelement <4 x i32> %Shuff104, i32 %3, i32 0
  %B188 = sub i64 %B106, %E156
  %Tr189 = trunc i64 %E142 to i1
  br i1 %Tr189, label %CF1698, label %CF1728

CF1728:                                           ; preds = %CF1728, %CF1787
  %Sl190 = select i1 true, i32 %B166, i32 %B50
  %Cmp191 = icmp ult i64 %E134, %B188
  br i1 %Cmp191, label %CF1728, label %CF1739

CF1739:                                           ; preds = %CF1728
  %L192 = load i8, i8* %0, align 1
  store float %L155, float* %PC, align 4
  %E193 = extractelement <4 x i32> %Shuff186, i32 1
  %Shuff194 = shufflevector <2 x i64> %Shuff41, <2 x i64> %I49, <2 x i32> <i32 0, i32 undef>
  %I195 = insertelement <2 x i64> %Shuff65, i64 11245, i32 0
  %B196 = sub i8 97, %Sl62
  %FC197 = fptosi float %L11 to i8
  %Sl198 = select i1 true, i64 %E134, i64 %E33
  %Cmp199 = icmp sge i64 %B9, %B9
  br label %CF1687

CF1687:                                           ; preds = %CF1687, %CF1760, %CF1739
  %L200 = load i32, i32* %1, align 4
  store i8 %B174, i8* %0, align 1
  %E201 = extractelement <4 x i32> %L133, i32 0
  %Shuff202 = shufflevector <8 x i1> %Cmp94, <8 x i1> %Cmp94, <8 x i32> <i32 undef, i32 1, i32 3, i32 5, i32 undef, i32 9, i32 undef, i32 13>
  %I203 = insertelement <2 x i64> %Shuff20, i64 %E88, i32 1
  %B204 = mul <4 x i32> %B137, %Shuff164
  %Se205 = sext i1 %Cmp146 to i64
  %Sl206 = select i1 %E185, i64 %Se152, i64 %B188
  %Cmp207 = icmp uge i32 %E171, %Sl190
  br i1 %Cmp207, label %CF1687, label %CF1760

CF1760:                                           ; preds = %CF1687
  %L208 = load <4 x i32>, <4 x i32>* %Sl85, align 16
  store i8 %Sl107, i8* %0, align 1
  %E209 = extractelement <4 x i1> %Cmp124, i32 3
  br i1 %E209, label %CF1687, label %CF1692

CF1692:                                           ; preds = %CF1692, %CF1894, %CF1760
  %Shuff210 = shufflevector <2 x i1> %Cmp132, <2 x i1> %Cmp132, <2 x i32> <i32 undef, i32 0>
  %I211 = insertelement <8 x i1> %Cmp177, i1 %Sl176, i32 4
  %B212 = fsub float %L32, 0x4081A01580000000
  %Se213 = sext <8 x i1> %Cmp94 to <8 x i64>
  %Sl214 = select <4 x i1> %Shuff119, <4 x i1> %I165, <4 x i1> zeroinitializer
  %Cmp215 = icmp sgt i8 %B91, 97
  br i1 %Cmp215, label %CF1692, label %CF1699

CF1699:                                           ; preds = %CF1699, %CF1692
  %L216 = load i1, i1* %PC29, align 1
  br i1 %L216, label %CF1699, label %CF1894

CF1894:                                           ; preds = %CF1699
  store i8 %L141, i8* %0, align 1
  %E217 = extractelement <8 x i64> zeroinitializer, i32 2
  %Shuff218 = shufflevector <2 x i64> %Shuff194, <2 x i64> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I219 = insertelement <2 x i16> zeroinitializer, i16 %E179, i32 1
  %B220 = xor i8 %B196, -1
  %FC221 = fptoui float %L5 to i64
  %Sl222 = select <4 x i1> %I181, <4 x i32> %L87, <4 x i32> %Shuff164
  %Cmp223 = icmp ne <4 x i32> %L178, %Shuff7
  %L224 = load <4 x i32>, <4 x i32>* %Sl85, align 16
  store i8 %B91, i8* %0, align 1
  %E225 = extractelement <4 x i32> %L95, i32 2
  %Shuff226 = shufflevector <8 x i1> %Shuff202, <8 x i1> %Cmp94, <8 x i32> <i32 1, i32 undef, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %I227 = insertelement <4 x i32> %L109, i32 %B50, i32 3
  %B228 = sdiv i8 41, %L141
  %FC229 = fptoui float %FC36 to i16
  %Sl230 = select <4 x i1> %Shuff119, <4 x i32> %I42, <4 x i32> %L95
  %Cmp231 = icmp eq <2 x i64> %Shuff65, %I173
  %L232 = load i8, i8* %0, align 1
  store i8 %B174, i8* %0, align 1
  %E233 = extractelement <4 x i32> %L208, i32 2
  %Shuff234 = shufflevector <4 x i32> %Sl222, <4 x i32> %I42, <4 x i32> <i32 1, i32 3, i32 undef, i32 7>
  %I235 = insertelement <4 x i32> %Shuff60, i32 %B166, i32 3
  %Tr236 = trunc <4 x i32> %B151 to <4 x i16>
  %Sl237 = select i1 %Sl145, <8 x i64> %Shuff13, <8 x i64> %Shuff13
  %Cmp238 = fcmp uge float %Sl115, %Sl115
  br i1 %Cmp238, label %CF1692, label %CF1695

CF1695:                                           ; preds = %CF1894
  %L239 = load float, float* %PC, align 4
  store <4 x i32> %B204, <4 x i32>* %Sl85, align 16
  %E240 = extractelement <8 x i64> %Shuff13, i32 7
  %Shuff241 = shufflevector <8 x i1> %Shuff202, <8 x i1> %Cmp177, <8 x i32> <i32 10, i32 12, i32 undef, i32 0, i32 undef, i32 undef, i32 6, i32 8>
  %I242 = insertelement <8 x i64> %Shuff111, i64 %Se205, i32 4
  %B243 = sub i8 %B220, %B174
  %Tr244 = trunc <4 x i32> %B204 to <4 x i1>
  %Sl245 = select i1 %Sl93, <4 x i1> %Cmp223, <4 x i1> %Cmp
  %Cmp246 = icmp sgt i8 %5, %B243
  br label %CF1673

CF1673:                                           ; preds = %CF1673, %CF1782, %CF1814, %CF1845, %CF1695
  %L247 = load i8, i8* %0, align 1
  store i8 %B174, i8* %0, align 1
  %E248 = extractelement <4 x i32> %Sl222, i32 1
  %Shuff249 = shufflevector <4 x i32> %Shuff34, <4 x i32> %Shuff164, <4 x i32> <i32 4, i32 6, i32 0, i32 undef>
  %I250 = insertelement <4 x i32> %B137, i32 -1, i32 2
  %B251 = add <4 x i32> %L133, %Shuff34
  %FC252 = uitofp <4 x i32> %Shuff249 to <4 x double>
  %Sl253 = select <4 x i1> zeroinitializer, <4 x i32> %B75, <4 x i32> %Shuff234
  %Cmp254 = icmp sge i64 %Sl, %E118
  br i1 %Cmp254, label %CF1673, label %CF1782

CF1782:                                           ; preds = %CF1673
  %L255 = load <4 x i32>, <4 x i32>* %Sl85, align 16
  store float %B212, float* %PC, align 4
  %E256 = extractelement <4 x i1> %Shuff143, i32 0
  br i1 %E256, label %CF1673, label %CF1723

CF1723:                                           ; preds = %CF1723, %CF1782
  %Shuff257 = shufflevector <2 x i64> %Shuff20, <2 x i64> %I203, <2 x i32> <i32 3, i32 1>
  %I258 = insertelement <4 x i32> %Shuff104, i32 %3, i32 1
  %B259 = mul <4 x i32> %Shuff104, %Shuff48
  %Tr260 = trunc <4 x i32> %Shuff164 to <4 x i8>
  %Sl261 = select i1 %Tr76, i1 %Sl176, i1 %Sl145
  br i1 %Sl261, label %CF1723, label %CF1764

CF1764:                                           ; preds = %CF1764, %CF1886, %CF1817, %CF1723
  %Cmp262 = icmp sgt i64 %Sl44, %ZE68
  br i1 %Cmp262, label %CF1764, label %CF1834

CF1834:                                           ; preds = %CF1834, %CF1764
  %L263 = load i8, i8* %0, align 1
  store float %L155, float* %PC, align 4
  %E264 = extractelement <4 x i1> %Shuff119, i32 1
  br i1 %E264, label %CF1834, label %CF1886

CF1886:                                           ; preds = %CF1834
  %Shuff265 = shufflevector <2 x i64> %I, <2 x i64> %I35, <2 x i32> <i32 0, i32 2>
  %I266 = insertelement <4 x i32> %Shuff55, i32 %B50, i32 2
  %B267 = shl <2 x i64> %Shuff127, %Shuff157
  %Tr268 = trunc i64 %Sl198 to i8
  %Sl269 = select i1 %E6, i64 %Sl206, i64 %E134
  %Cmp270 = fcmp une double %FC122, 0x47AB01CA5EA9CE48
  br i1 %Cmp270, label %CF1764, label %CF1817

CF1817:                                           ; preds = %CF1886
  %L271 = load <4 x i32>, <4 x i32>* %Sl85, align 16
  store i1 %Sl176, i1* %PC29, align 1
  %E272 = extractelement <4 x i1> %Shuff143, i32 3
  br i1 %E272, label %CF1764, label %CF1814

CF1814:                                           ; preds = %CF1817
  %Shuff273 = shufflevector <2 x i64> %I173, <2 x i64> %I173, <2 x i32> <i32 2, i32 0>
  %I274 = insertelement <4 x i32> %Shuff48, i32 %3, i32 0
  %Sl275 = select i1 true, i1 %E96, i1 %Cmp101
  br i1 %Sl275, label %CF1673, label %CF1717

CF1717:                                           ; preds = %CF1717, %CF1814
  %Cmp276 = icmp sge <4 x i32> %I250, %Shuff164
  %L277 = load <4 x i32>, <4 x i32>* %Sl85, align 16
  store float 0xBF6723DB00000000, float* %PC, align 4
  %E278 = extractelement <8 x i64> %I74, i32 6
  %Shuff279 = shufflevector <4 x i32> %B121, <4 x i32> zeroinitializer, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I280 = insertelement <8 x i64> %Sl237, i64 %4, i32 3
  %B281 = lshr <2 x i64> %I173, %I144
  %Se282 = sext i32 %E54 to i64
  %Sl283 = select <2 x i1> %Cmp108, <2 x i64> %Shuff73, <2 x i64> %I35
  %Cmp284 = fcmp ueq float %B129, %B212
  br i1 %Cmp284, label %CF1717, label %CF1845

CF1845:                                           ; preds = %CF1717
  %L285 = load i8, i8* %0, align 1
  store i8 %L263, i8* %0, align 1
  %E286 = extractelement <2 x i64> %Shuff73, i32 0
  %Shuff287 = shufflevector <4 x i32> %Shuff180, <4 x i32> %Shuff34, <4 x i32> <i32 1, i32 3, i32 5, i32 undef>
  %I288 = insertelement <2 x i64> %Shuff149, i64 %E118, i32 1
  %B289 = or <2 x i64> %Shuff157, %Shuff20
  %FC290 = uitofp i64 11245 to float
  %Sl291 = select <2 x i1> %Cmp108, <2 x i16> %Shuff, <2 x i16> %I219
  %Cmp292 = icmp slt <2 x i64> %Shuff81, %Shuff194
  %L293 = load i1, i1* %PC29, align 1
  br i1 %L293, label %CF1673, label %CF1682

CF1682:                                           ; preds = %CF1682, %CF1737, %CF1762, %CF1738, %CF1701, %CF1845
  store <4 x i32> %L208, <4 x i32>* %Sl85, align 16
  %E294 = extractelement <4 x i32> %Shuff186, i32 2
  %Shuff295 = shufflevector <4 x i32> %Shuff60, <4 x i32> %L147, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I296 = insertelement <2 x i64> %Shuff218, i64 %Sl23, i32 1
  %Tr297 = trunc <4 x i32> %Shuff287 to <4 x i1>
  %Sl298 = select i1 %L125, <4 x i32> %Sl222, <4 x i32> %Shuff164
  %Cmp299 = icmp ugt i8 97, %B174
  br i1 %Cmp299, label %CF1682, label %CF1736

CF1736:                                           ; preds = %CF1736, %CF1887, %CF1842, %CF1874, %CF1772, %CF1682
  %L300 = load float, float* %PC, align 4
  store i8 %B228, i8* %0, align 1
  %E301 = extractelement <2 x i64> %Shuff218, i32 1
  %Shuff302 = shufflevector <2 x i64> %Sl77, <2 x i64> %Shuff127, <2 x i32> <i32 2, i32 0>
  %I303 = insertelement <4 x i32> %L271, i32 %E59, i32 0
  %B304 = fdiv double 0xDC3C5E2A0C10E60, 0x47AB01CA5EA9CE48
  %FC305 = sitofp i64 %E301 to double
  %Sl306 = select i1 %Cmp238, i1 %L53, i1 %Cmp238
  br i1 %Sl306, label %CF1736, label %CF1887

CF1887:                                           ; preds = %CF1736
  %Cmp307 = fcmp uge float %B67, %B67
  br i1 %Cmp307, label %CF1736, label %CF1763

CF1763:                                           ; preds = %CF1763, %CF1887
  %L308 = load <4 x i32>, <4 x i32>* %Sl85, align 16
  store i1 %E126, i1* %PC29, align 1
  %E309 = extractelement <4 x i8> %Se84, i32 2
  %Shuff310 = shufflevector <4 x i32> %Shuff186, <4 x i32> %B121, <4 x i32> <i32 5, i32 7, i32 undef, i32 3>
  %I311 = insertelement <2 x i64> %Shuff41, i64 %E72, i32 1
  %B312 = udiv i64 %Sl206, %B188
  %FC313 = uitofp i32 413221 to double
  %Sl314 = select <2 x i1> %Cmp292, <2 x i64> %I173, <2 x i64> %Shuff20
  %Cmp315 = icmp sge i1 %Cmp238, %Cmp246
  br i1 %Cmp315, label %CF1763, label %CF1769

CF1769:                                           ; preds = %CF1769, %CF1843, %CF1763
  %L316 = load i8, i8* %0, align 1
  store i8 -1, i8* %0, align 1
  %E317 = extractelement <4 x i32> %Shuff48, i32 2
  %Shuff318 = shufflevector <2 x i64> %B289, <2 x i64> %Sl131, <2 x i32> <i32 1, i32 3>
  %I319 = insertelement <4 x i32> %Shuff310, i32 %E248, i32 3
  %B320 = frem float %L300, %FC290
  %FC321 = sitofp <4 x i32> zeroinitializer to <4 x float>
  %Sl322 = select i1 %Cmp299, i64* %2, i64* %2
  %Cmp323 = icmp ult i32 %3, %E248
  br i1 %Cmp323, label %CF1769, label %CF1843

CF1843:                                           ; preds = %CF1769
  %L324 = load i1, i1* %PC29, align 1
  br i1 %L324, label %CF1769, label %CF1842

CF1842:                                           ; preds = %CF1843
  store i64 %E301, i64* %Sl322, align 4
  %E325 = extractelement <2 x i64> %Shuff27, i32 0
  %Shuff326 = shufflevector <4 x i1> zeroinitializer, <4 x i1> zeroinitializer, <4 x i32> <i32 3, i32 5, i32 undef, i32 undef>
  %I327 = insertelement <4 x i32> %L271, i32 %Tr92, i32 1
  %Tr328 = trunc i16 -30967 to i1
  br i1 %Tr328, label %CF1736, label %CF1758

CF1758:                                           ; preds = %CF1758, %CF1842
  %Sl329 = select i1 %Cmp38, float %L32, float %B212
  %Cmp330 = icmp sgt <2 x i64> %Shuff97, %Shuff265
  %L331 = load i64, i64* %Sl322, align 4
  store i64 %Sl23, i64* %Sl322, align 4
  %E332 = extractelement <8 x i64> %Shuff89, i32 5
  %Shuff333 = shufflevector <2 x i64> %Sl283, <2 x i64> %I49, <2 x i32> <i32 0, i32 2>
  %I334 = insertelement <4 x i1> %Cmp140, i1 %Cmp315, i32 2
  %B335 = udiv <8 x i64> zeroinitializer, %Se213
  %Se336 = sext <4 x i32> %Sl139 to <4 x i64>
  %Sl337 = select i1 %Sl306, i8 %Sl107, i8 %L141
  %Cmp338 = icmp ule <4 x i32> zeroinitializer, %Shuff287
  %L339 = load <4 x i32>, <4 x i32>* %Sl85, align 16
  store i64 %4, i64* %Sl322, align 4
  %E340 = extractelement <2 x i64> %Shuff273, i32 1
  %Shuff341 = shufflevector <2 x i64> %B289, <2 x i64> zeroinitializer, <2 x i32> <i32 2, i32 0>
  %I342 = insertelement <4 x i32> %Shuff60, i32 %B50, i32 0
  %Sl343 = select <4 x i1> %Shuff326, <4 x i32> %L224, <4 x i32> %Shuff7
  %Cmp344 = icmp eq i1 %Cmp299, %Cmp86
  br i1 %Cmp344, label %CF1758, label %CF1874

CF1874:                                           ; preds = %CF1758
  %L345 = load i8, i8* %0, align 1
  store i64 %E33, i64* %Sl322, align 4
  %E346 = extractelement <2 x i64> %Shuff333, i32 0
  %Shuff347 = shufflevector <4 x i32> %Shuff172, <4 x i32> %L271, <4 x i32> <i32 undef, i32 1, i32 3, i32 5>
  %I348 = insertelement <4 x i32> %L133, i32 %B50, i32 1
  %B349 = srem <4 x i32> %I187, %I82
  %PC350 = bitcast i8* %0 to double*
  %Sl351 = select <4 x i1> %I181, <4 x i32> %L133, <4 x i32> %I235
  %Cmp352 = icmp ugt <4 x i8> %Se84, %Se84
  %L353 = load i1, i1* %PC29, align 1
  br i1 %L353, label %CF1736, label %CF1744

CF1744:                                           ; preds = %CF1744, %CF1877, %CF1853, %CF1874
  store <4 x i32> %Shuff7, <4 x i32>* %Sl85, align 16
  %E354 = extractelement <4 x i32> %Shuff34, i32 2
  %Shuff355 = shufflevector <4 x i32> %Shuff279, <4 x i32> zeroinitializer, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I356 = insertelement <2 x i64> %Shuff194, i64 %E346, i32 1
  %B357 = sub <2 x i64> %Shuff265, %Shuff333
  %Tr358 = trunc <2 x i16> %I21 to <2 x i8>
  %Sl359 = select i1 %Cmp238, i64 %E346, i64 %Sl23
  %Cmp360 = fcmp one float %Sl10, 0x4081A01580000000
  br i1 %Cmp360, label %CF1744, label %CF1877

CF1877:                                           ; preds = %CF1744
  %L361 = load i64, i64* %Sl322, align 4
  store float %B129, float* %PC, align 4
  %E362 = extractelement <2 x i64> %Shuff20, i32 1
  %Shuff363 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %Shuff119, <4 x i32> <i32 6, i32 0, i32 2, i32 undef>
  %I364 = insertelement <4 x i32> %B349, i32 %E294, i32 0
  %Se365 = sext i1 %Cmp101 to i8
  %Sl366 = select <8 x i1> %Cmp94, <8 x i1> %Shuff202, <8 x i1> %Cmp177
  %Cmp367 = icmp ult i8 %L141, %Sl337
  br i1 %Cmp367, label %CF1744, label %CF1853

CF1853:                                           ; preds = %CF1877
  %L368 = load i8, i8* %0, align 1
  store i64 %Sl44, i64* %Sl322, align 4
  %E369 = extractelement <4 x i32> %Shuff7, i32 2
  %Shuff370 = shufflevector <2 x i64> %Shuff318, <2 x i64> %Shuff127, <2 x i32> <i32 1, i32 3>
  %I371 = insertelement <2 x i64> zeroinitializer, i64 %E, i32 1
  %B372 = fsub float %L71, %B129
  %Se373 = sext i8 -1 to i16
  %Sl374 = select i1 %Cmp199, float %B129, float %B320
  %Cmp375 = fcmp ult float %L39, %B372
  br i1 %Cmp375, label %CF1744, label %CF1772

CF1772:                                           ; preds = %CF1853
  %L376 = load i1, i1* %PC29, align 1
  br i1 %L376, label %CF1736, label %CF1737

CF1737:                                           ; preds = %CF1772
  store i64 %E, i64* %Sl322, align 4
  %E377 = extractelement <2 x i64> %Shuff149, i32 1
  %Shuff378 = shufflevector <4 x i32> %I250, <4 x i32> %Shuff60, <4 x i32> <i32 undef, i32 2, i32 4, i32 6>
  %I379 = insertelement <4 x i32> %I90, i32 %E294, i32 2
  %FC380 = sitofp <2 x i64> %Sl77 to <2 x float>
  %Sl381 = select i1 %Cmp315, <2 x i64> %I173, <2 x i64> %Shuff194
  %Cmp382 = icmp ule <2 x i64> %Shuff273, %I356
  %L383 = load i64, i64* %Sl322, align 4
  store <4 x i32> %L339, <4 x i32>* %Sl85, align 16
  %E384 = extractelement <2 x i1> %Cmp108, i32 1
  br i1 %E384, label %CF1682, label %CF1720

CF1720:                                           ; preds = %CF1720, %CF1836, %CF1737
  %Shuff385 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %Cmp276, <4 x i32> <i32 2, i32 4, i32 6, i32 undef>
  %I386 = insertelement <2 x i64> %Shuff65, i64 %L331, i32 0
  %FC387 = sitofp <2 x i64> zeroinitializer to <2 x double>
  %Sl388 = select i1 %Cmp246, i32 %Sl123, i32 %E317
  %Cmp389 = fcmp ugt float %L71, %B129
  br i1 %Cmp389, label %CF1720, label %CF1836

CF1836:                                           ; preds = %CF1720
  %L390 = load i64, i64* %Sl322, align 4
  store i64 %E301, i64* %Sl322, align 4
  %E391 = extractelement <4 x i32> %L255, i32 0
  %Shuff392 = shufflevector <2 x i16> %Shuff, <2 x i16> %I219, <2 x i32> <i32 3, i32 1>
  %I393 = insertelement <4 x i32> %L224, i32 %E193, i32 1
  %B394 = mul i32 114653, %Sl190
  %Tr395 = trunc <8 x i64> %I105 to <8 x i1>
  %Sl396 = select <8 x i1> %Cmp94, <8 x i1> %Cmp177, <8 x i1> %Sl366
  %Cmp397 = icmp ule <8 x i1> %Sl396, %Sl366
  %L398 = load i64, i64* %Sl322, align 4
  store i64 %E325, i64* %Sl322, align 4
  %E399 = extractelement <2 x i64> %Shuff20, i32 0
  %Shuff400 = shufflevector <2 x i64> %Shuff27, <2 x i64> %Shuff20, <2 x i32> <i32 undef, i32 3>
  %I401 = insertelement <4 x i1> zeroinitializer, i1 %FC159, i32 3
  %ZE402 = zext i1 %Cmp191 to i8
  %Sl403 = select i1 %Cmp78, <4 x i32> %I136, <4 x i32> %Shuff355
  %Cmp404 = icmp uge <2 x i16> %I21, %Shuff392
  %L405 = load i8, i8* %0, align 1
  store i64 %4, i64* %Sl322, align 4
  %E406 = extractelement <4 x i1> zeroinitializer, i32 1
  br i1 %E406, label %CF1720, label %CF1746

CF1746:                                           ; preds = %CF1746, %CF1836
  %Shuff407 = shufflevector <8 x i64> %Shuff89, <8 x i64> %Shuff13, <8 x i32> <i32 12, i32 14, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10>
  %I408 = insertelement <2 x i64> zeroinitializer, i64 11245, i32 0
  %B409 = add <8 x i64> %Shuff89, %I74
  %FC410 = fptosi double %FC138 to i8
  %Sl411 = select i1 %Sl145, i1 %Tr189, i1 %Cmp207
  br i1 %Sl411, label %CF1746, label %CF1762

CF1762:                                           ; preds = %CF1746
  %Cmp412 = icmp uge <4 x i32> %Shuff48, %I266
  %L413 = load i64, i64* %Sl322, align 4
  store i64 %L383, i64* %Sl322, align 4
  %E414 = extractelement <4 x i32> %Shuff164, i32 0
  %Shuff415 = shufflevector <4 x i32> %Shuff135, <4 x i32> %Shuff7, <4 x i32> <i32 undef, i32 5, i32 7, i32 1>
  %I416 = insertelement <2 x i1> %Sl168, i1 %Cmp45, i32 1
  %B417 = shl <4 x i32> %I319, %I274
  %Se418 = sext i32 %Sl388 to i64
  %Sl419 = select i1 %Cmp315, float %Sl160, float %Sl115
  %Cmp420 = icmp eq i8 %FC410, %L141
  br i1 %Cmp420, label %CF1682, label %CF1702

CF1702:                                           ; preds = %CF1702, %CF1907, %CF1719, %CF1762
  %L421 = load <4 x i32>, <4 x i32>* %Sl85, align 16
  store i1 %E384, i1* %PC29, align 1
  %E422 = extractelement <4 x i32> %L271, i32 3
  %Shuff423 = shufflevector <4 x i32> %Shuff295, <4 x i32> %I342, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I424 = insertelement <4 x i32> %Shuff48, i32 %B50, i32 0
  %B425 = mul <2 x i8> %Tr358, %Tr358
  %FC426 = uitofp <4 x i32> %I61 to <4 x double>
  %Sl427 = select <8 x i1> %Cmp94, <8 x i1> %Sl366, <8 x i1> %Shuff202
  %Cmp428 = icmp uge i32 %E54, %B50
  br i1 %Cmp428, label %CF1702, label %CF1721

CF1721:                                           ; preds = %CF1721, %CF1702
  %L429 = load i8, i8* %0, align 1
  store double %B304, double* %PC350, align 8
  %E430 = extractelement <4 x i1> %Shuff119, i32 2
  br i1 %E430, label %CF1721, label %CF1871

CF1871:                                           ; preds = %CF1871, %CF1721
  %Shuff431 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %Shuff257, <2 x i32> <i32 undef, i32 3>
  %I432 = insertelement <4 x i32> %Shuff104, i32 %E294, i32 3
  %B433 = urem i64 %FC221, %Sl269
  %FC434 = fptoui float 0x4689B01D80000000 to i8
  %Sl435 = select <4 x i1> %Shuff119, <4 x i32> %I42, <4 x i32> %I42
  %Cmp436 = icmp slt i8 %Se365, %L192
  br i1 %Cmp436, label %CF1871, label %CF1907

CF1907:                                           ; preds = %CF1871
  %L437 = load i64, i64* %Sl322, align 4
  store <4 x i32> %B75, <4 x i32>* %Sl85, align 16
  %E438 = extractelement <4 x i32> %Shuff104, i32 2
  %Shuff439 = shufflevector <4 x i32> %I274, <4 x i32> %B121, <4 x i32> <i32 undef, i32 undef, i32 5, i32 7>
  %I440 = insertelement <2 x i64> zeroinitializer, i64 11245, i32 1
  %Tr441 = trunc <1 x i16> %I120 to <1 x i8>
  %Sl442 = select i1 %Cmp420, <2 x i64> %I66, <2 x i64> %Shuff218
  %Cmp443 = icmp sge <2 x i16> %I21, %I150
  %L444 = load i64, i64* %Sl322, align 4
  store i64 %ZE68, i64* %Sl322, align 4
  %E445 = extractelement <4 x i32> %L308, i32 3
  %Shuff446 = shufflevector <4 x i1> %I8, <4 x i1> %Tr244, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I447 = insertelement <4 x i32> %L208, i32 %Sl388, i32 0
  %B448 = srem i64 %E33, %E40
  %ZE449 = zext i1 %Cmp161 to i32
  %Sl450 = select i1 %Cmp367, <2 x i16> %I150, <2 x i16> %B113
  %Cmp451 = icmp ugt i16 %FC229, %Se373
  br i1 %Cmp451, label %CF1702, label %CF1715

CF1715:                                           ; preds = %CF1715, %CF1891, %CF1773, %CF1907
  %L452 = load i64, i64* %Sl322, align 4
  store double 0xF167C686FE650904, double* %PC350, align 8
  %E453 = extractelement <2 x i64> zeroinitializer, i32 1
  %Shuff454 = shufflevector <8 x i1> %Shuff202, <8 x i1> %Cmp177, <8 x i32> <i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 undef, i32 0>
  %I455 = insertelement <4 x i1> zeroinitializer, i1 %Cmp367, i32 0
  %B456 = udiv <4 x i32> %Shuff7, %L87
  %Sl457 = select i1 %E185, i32 %E438, i32 337853
  %Cmp458 = icmp ugt <4 x i32> %B456, %L95
  %L459 = load i64, i64* %Sl322, align 4
  store i64 %E301, i64* %Sl322, align 4
  %E460 = extractelement <4 x i32> %Shuff34, i32 3
  %Shuff461 = shufflevector <4 x i32> %Shuff415, <4 x i32> %I42, <4 x i32> <i32 2, i32 undef, i32 6, i32 0>
  %I462 = insertelement <4 x i32> %Shuff249, i32 %Sl123, i32 0
  %B463 = add i64 %E278, %E
  %Tr464 = trunc i8 %FC197 to i1
  br i1 %Tr464, label %CF1715, label %CF1891

CF1891:                                           ; preds = %CF1715
  %Sl465 = select i1 %Cmp238, i32 %3, i32 %B166
  %Cmp466 = icmp ugt <8 x i1> %Sl427, %Cmp177
  %L467 = load i64, i64* %Sl322, align 4
  store i8 %L316, i8* %0, align 1
  %E468 = extractelement <4 x i32> %Shuff287, i32 1
  %Shuff469 = shufflevector <4 x i32> %I136, <4 x i32> %B137, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I470 = insertelement <4 x i1> %Shuff119, i1 %Cmp344, i32 2
  %B471 = udiv i32 413221, %Sl123
  %Sl472 = select i1 %E185, i1 %Cmp215, i1 true
  br i1 %Sl472, label %CF1715, label %CF1722

CF1722:                                           ; preds = %CF1722, %CF1788, %CF1891
  %Cmp473 = icmp sge <4 x i32> %Shuff180, %I327
  %L474 = load <4 x i32>, <4 x i32>* %Sl85, align 16
  store i8 %5, i8* %0, align 1
  %E475 = extractelement <4 x i32> %L87, i32 2
  %Shuff476 = shufflevector <4 x i32> %Shuff186, <4 x i32> %B456, <4 x i32> <i32 5, i32 7, i32 undef, i32 3>
  %I477 = insertelement <2 x i1> %Cmp330, i1 %Cmp451, i32 1
  %B478 = lshr i16 %Sl57, %Se373
  %BC479 = bitcast float %L5 to i32
  %Sl480 = select i1 %Cmp38, <8 x i16> zeroinitializer, <8 x i16> zeroinitializer
  %Cmp481 = icmp ule <2 x i64> %I371, zeroinitializer
  %L482 = load i64, i64* %Sl322, align 4
  store i8 %L405, i8* %0, align 1
  %E483 = extractelement <2 x i64> %Shuff97, i32 1
  %Shuff484 = shufflevector <4 x i32> %Shuff48, <4 x i32> %L208, <4 x i32> <i32 4, i32 6, i32 undef, i32 2>
  %I485 = insertelement <8 x i64> %Shuff13, i64 %Sl23, i32 6
  %B486 = srem i32 %E391, %3
  %Tr487 = trunc <2 x i64> %Sl153 to <2 x i8>
  %Sl488 = select i1 %Cmp344, <1 x i16> %I120, <1 x i16> zeroinitializer
  %Cmp489 = icmp slt i64 %E118, %E346
  br i1 %Cmp489, label %CF1722, label %CF1788

CF1788:                                           ; preds = %CF1722
  %L490 = load i64, i64* %Sl322, align 4
  store i64 %L398, i64* %Sl322, align 4
  %E491 = extractelement <2 x i64> %Shuff27, i32 1
  %Shuff492 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %Shuff257, <2 x i32> <i32 2, i32 0>
  %I493 = insertelement <8 x i16> zeroinitializer, i16 %FC229, i32 4
  %FC494 = sitofp <4 x i8> %Se84 to <4 x float>
  %Sl495 = select i1 %Tr464, i1 %FC175, i1 %Sl306
  br i1 %Sl495, label %CF1722, label %CF1740

CF1740:                                           ; preds = %CF1740, %CF1792, %CF1788
  %Cmp496 = icmp eq i8 %L232, %5
  br i1 %Cmp496, label %CF1740, label %CF1792

CF1792:                                           ; preds = %CF1740
  %L497 = load double, double* %PC350, align 8
  store i64 %L398, i64* %Sl322, align 4
  %E498 = extractelement <2 x i64> %Shuff370, i32 0
  %Shuff499 = shufflevector <4 x i32> %L421, <4 x i32> zeroinitializer, <4 x i32> <i32 3, i32 undef, i32 7, i32 1>
  %I500 = insertelement <4 x i32> %Shuff439, i32 %E369, i32 1
  %B501 = shl i8 %L247, %L368
  %ZE502 = zext <4 x i32> %I424 to <4 x i64>
  %Sl503 = select i1 %Cmp45, <2 x i64> %Shuff257, <2 x i64> %Shuff65
  %Cmp504 = icmp sgt i16 %E26, %E179
  br i1 %Cmp504, label %CF1740, label %CF1773

CF1773:                                           ; preds = %CF1792
  %L505 = load float, float* %PC, align 4
  store i64 %E325, i64* %Sl322, align 4
  %E506 = extractelement <4 x i32> %Shuff355, i32 3
  %Shuff507 = shufflevector <4 x i1> %Tr244, <4 x i1> %Cmp276, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I508 = insertelement <4 x i32> %Shuff180, i32 %E317, i32 0
  %B509 = xor i32 %B166, %E414
  %Sl510 = select <2 x i1> %Cmp108, <2 x i64> %Shuff149, <2 x i64> %I56
  %Cmp511 = icmp eq i1 %Cmp436, %Sl275
  br i1 %Cmp511, label %CF1715, label %CF1719

CF1719:                                           ; preds = %CF1773
  %L512 = load i64, i64* %Sl322, align 4
  store i32 %E294, i32* %1, align 4
  %E513 = extractelement <4 x i32> %L87, i32 0
  %Shuff514 = shufflevector <2 x i64> %Shuff73, <2 x i64> %Shuff492, <2 x i32> <i32 3, i32 1>
  %I515 = insertelement <8 x i64> %Se213, i64 %Sl359, i32 5
  %B516 = mul <8 x i64> %I105, %I28
  %FC517 = sitofp <2 x i1> %Cmp330 to <2 x double>
  %Sl518 = select i1 %Sl472, i64 %E346, i64 %B15
  %Cmp519 = icmp uge <4 x i32> %L474, %L133
  %L520 = load <4 x i32>, <4 x i32>* %Sl85, align 16
  store i8 %Tr, i8* %0, align 1
  %E521 = extractelement <2 x i16> %Shuff, i32 0
  %Shuff522 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %B281, <2 x i32> <i32 1, i32 3>
  %I523 = insertelement <4 x i32> %L255, i32 %Sl100, i32 3
  %Tr524 = trunc <2 x i16> %I21 to <2 x i1>
  %Sl525 = select i1 %Cmp451, i16 %Se373, i16 %E179
  %Cmp526 = icmp ne <2 x i64> %Shuff522, %Shuff370
  %L527 = load <4 x i32>, <4 x i32>* %Sl85, align 16
  store i64 %E33, i64* %Sl322, align 4
  %E528 = extractelement <2 x i64> %I371, i32 0
  %Shuff529 = shufflevector <2 x i16> %B113, <2 x i16> zeroinitializer, <2 x i32> <i32 undef, i32 3>
  %I530 = insertelement <2 x i16> zeroinitializer, i16 %E179, i32 1
  %B531 = lshr <2 x i64> %Shuff341, %Shuff97
  %Se532 = sext i1 %Cmp315 to i16
  %Sl533 = select i1 %Cmp344, i8 %L, i8 %L141
  %Cmp534 = fcmp one double 0xDC3C5E2A0C10E60, %FC114
  br i1 %Cmp534, label %CF1702, label %CF1703

CF1703:                                           ; preds = %CF1703, %CF1850, %CF1719
  %L535 = load i64, i64* %Sl322, align 4
  store double %B304, double* %PC350, align 8
  %E536 = extractelement <8 x i64> zeroinitializer, i32 1
  %Shuff537 = shufflevector <2 x i64> %I195, <2 x i64> %Shuff127, <2 x i32> <i32 0, i32 2>
  %I538 = insertelement <8 x i1> %Shuff202, i1 %Cmp323, i32 2
  %FC539 = sitofp <4 x i32> %L95 to <4 x float>
  %Sl540 = select i1 %Sl306, i8 %B243, i8 %Sl533
  %Cmp541 = fcmp ole float %B372, 0x4081A01580000000
  br i1 %Cmp541, label %CF1703, label %CF1850

CF1850:                                           ; preds = %CF1703
  %L542 = load i64, i64* %Sl322, align 4
  store float %L505, float* %PC, align 4
  %E543 = extractelement <2 x i64> %Shuff194, i32 0
  %Shuff544 = shufflevector <2 x i64> %Shuff157, <2 x i64> %I311, <2 x i32> <i32 1, i32 undef>
  %I545 = insertelement <4 x i1> %Shuff446, i1 %Cmp215, i32 3
  %B546 = or i64 %L542, %B15
  %Se547 = sext i8 %B99 to i32
  %Sl548 = select <4 x i1> %Cmp276, <4 x i32> %Shuff415, <4 x i32> %I432
  %Cmp549 = icmp slt i1 %Cmp24, %Cmp246
  br i1 %Cmp549, label %CF1703, label %CF1738

CF1738:                                           ; preds = %CF1850
  %L550 = load i64, i64* %Sl322, align 4
  store i8 %L345, i8* %0, align 1
  %E551 = extractelement <4 x i32> %Shuff234, i32 2
  %Shuff552 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %Sl230, <4 x i32> <i32 5, i32 7, i32 undef, i32 undef>
  %I553 = insertelement <8 x i64> %Shuff407, i64 %L413, i32 7
  %B554 = and <4 x i32> %L339, %Shuff378
  %Tr555 = trunc <2 x i64> %Sl77 to <2 x i1>
  %Sl556 = select <2 x i1> %Cmp108, <2 x i16> %Shuff392, <2 x i16> zeroinitializer
  %Cmp557 = icmp slt i1 %Cmp254, %Cmp246
  br i1 %Cmp557, label %CF1682, label %CF1701

CF1701:                                           ; preds = %CF1738
  %L558 = load i8, i8* %0, align 1
  store i64 %Se152, i64* %Sl322, align 4
  %E559 = extractelement <8 x i64> zeroinitializer, i32 4
  %Shuff560 = shufflevector <4 x i1> %Cmp519, <4 x i1> %Shuff363, <4 x i32> <i32 7, i32 1, i32 3, i32 undef>
  %I561 = insertelement <2 x i64> %I408, i64 %B312, i32 1
  %B562 = fsub float %FC, %L46
  %Se563 = sext i1 %E406 to i64
  %Sl564 = select i1 %Cmp207, i16 -2231, i16 %B478
  %Cmp565 = icmp ne i64 11245, %E377
  br i1 %Cmp565, label %CF1682, label %CF1688

CF1688:                                           ; preds = %CF1688, %CF1802, %CF1839, %CF1735, %CF1711, %CF1745, %CF1701
  %L566 = load i64, i64* %Sl322, align 4
  store <4 x i32> %Shuff469, <4 x i32>* %Sl85, align 16
  %E567 = extractelement <2 x i64> %Shuff194, i32 1
  %Shuff568 = shufflevector <2 x i64> %Sl381, <2 x i64> %Sl153, <2 x i32> <i32 undef, i32 0>
  %I569 = insertelement <2 x i64> %B531, i64 %B9, i32 0
  %Tr570 = trunc <4 x i32> %Sl253 to <4 x i8>
  %Sl571 = select i1 %E406, i1 %Cmp420, i1 %Sl145
  br i1 %Sl571, label %CF1688, label %CF1802

CF1802:                                           ; preds = %CF1688
  %Cmp572 = icmp ugt i8 %L405, %ZE402
  br i1 %Cmp572, label %CF1688, label %CF1730

CF1730:                                           ; preds = %CF1730, %CF1802
  %L573 = load i8, i8* %0, align 1
  store float %L18, float* %PC, align 4
  %E574 = extractelement <2 x i64> %Shuff514, i32 1
  %Shuff575 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %Shuff257, <2 x i32> <i32 2, i32 0>
  %I576 = insertelement <2 x i64> %Shuff431, i64 %E240, i32 0
  %Tr577 = trunc i64 %L452 to i32
  %Sl578 = select i1 %E6, i16 %E64, i16 %E179
  %Cmp579 = icmp eq i32 %Sl123, %Sl123
  br i1 %Cmp579, label %CF1730, label %CF1768

CF1768:                                           ; preds = %CF1768, %CF1881, %CF1730
  %L580 = load i8, i8* %0, align 1
  store i64 %E346, i64* %Sl322, align 4
  %E581 = extractelement <2 x i64> %Shuff370, i32 0
  %Shuff582 = shufflevector <2 x i1> %Cmp154, <2 x i1> %Cmp382, <2 x i32> <i32 3, i32 undef>
  %I583 = insertelement <2 x i64> %I440, i64 11245, i32 1
  %Tr584 = trunc <2 x i64> %B289 to <2 x i16>
  %Sl585 = select i1 %Sl472, <1 x i1>* %A4, <1 x i1>* %A4
  %Cmp586 = fcmp ole float %L162, %B212
  br i1 %Cmp586, label %CF1768, label %CF1831

CF1831:                                           ; preds = %CF1831, %CF1906, %CF1768
  %L587 = load <1 x i1>, <1 x i1>* %Sl585, align 1
  %E588 = extractelement <8 x i64> %Shuff111, i32 4
  %Shuff589 = shufflevector <4 x i32> %Shuff423, <4 x i32> %Sl548, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I590 = insertelement <4 x i32> %L178, i32 %Tr92, i32 1
  %B591 = fdiv <2 x double> %FC517, %FC387
  %ZE592 = zext <2 x i1> %I477 to <2 x i8>
  %Sl593 = select i1 %Cmp45, <2 x i64> %I173, <2 x i64> %I561
  %Cmp594 = fcmp oeq float %Sl329, %L58
  br i1 %Cmp594, label %CF1831, label %CF1906

CF1906:                                           ; preds = %CF1831
  %L595 = load <1 x i1>, <1 x i1>* %Sl585, align 1
  %E596 = extractelement <2 x i1> %Cmp231, i32 1
  br i1 %E596, label %CF1831, label %CF1881

CF1881:                                           ; preds = %CF1906
  %Shuff597 = shufflevector <2 x i64> %Sl52, <2 x i64> %Shuff127, <2 x i32> <i32 2, i32 0>
  %I598 = insertelement <2 x i16> %Tr584, i16 %Se373, i32 0
  %B599 = fdiv <4 x double> %FC426, %FC252
  %FC600 = uitofp <2 x i1> %I416 to <2 x double>
  %Sl601 = select <8 x i1> %Sl366, <8 x i64> %B516, <8 x i64> %I280
  %L602 = load i64, i64* %Sl322, align 4
  store i64 %L490, i64* %Sl322, align 4
  %E603 = extractelement <2 x i64> %Shuff194, i32 1
  %Shuff604 = shufflevector <2 x i64> %Shuff568, <2 x i64> %Shuff20, <2 x i32> <i32 0, i32 2>
  %I605 = insertelement <4 x i1> %Shuff560, i1 %Cmp191, i32 2
  %B606 = and <4 x i32> %Shuff589, %L87
  %FC607 = sitofp i1 %Cmp161 to float
  %Sl608 = select i1 %Cmp169, i64 %E340, i64 %E
  %Cmp609 = icmp eq <2 x i64> %Shuff370, %I296
  %L610 = load float, float* %PC, align 4
  store i64 %Se152, i64* %Sl322, align 4
  %E611 = extractelement <4 x i32> %L95, i32 0
  %Shuff612 = shufflevector <8 x i1> %Cmp94, <8 x i1> %Cmp94, <8 x i32> <i32 3, i32 5, i32 7, i32 9, i32 11, i32 undef, i32 15, i32 1>
  %I613 = insertelement <4 x i32> %Shuff378, i32 %B166, i32 1
  %B614 = fmul float %B372, %FC607
  %Tr615 = trunc i64 %B448 to i32
  %Sl616 = select i1 %Cmp436, <4 x i32> %I379, <4 x i32> %L339
  %Cmp617 = fcmp ule double 0xDC3C5E2A0C10E60, 0x47AB01CA5EA9CE48
  br i1 %Cmp617, label %CF1768, label %CF1780

CF1780:                                           ; preds = %CF1780, %CF1881
  %L618 = load <1 x i1>, <1 x i1>* %Sl585, align 1
  store double %L497, double* %PC350, align 8
  %E619 = extractelement <4 x i32> %Shuff287, i32 3
  %Shuff620 = shufflevector <2 x i64> %Shuff218, <2 x i64> %Shuff20, <2 x i32> <i32 2, i32 0>
  %I621 = insertelement <2 x i16> %Sl291, i16 19193, i32 0
  %FC622 = sitofp <2 x i64> %Sl510 to <2 x double>
  %Sl623 = select i1 %Cmp86, <8 x i1> %I211, <8 x i1> %Cmp94
  %Cmp624 = fcmp false float %FC, %L58
  br i1 %Cmp624, label %CF1780, label %CF1827

CF1827:                                           ; preds = %CF1827, %CF1780
  %L625 = load <1 x i1>, <1 x i1>* %Sl585, align 1
  store i64 %Sl269, i64* %Sl322, align 4
  %E626 = extractelement <2 x i64> zeroinitializer, i32 1
  %Shuff627 = shufflevector <4 x i32> %B349, <4 x i32> %Shuff234, <4 x i32> <i32 undef, i32 2, i32 4, i32 undef>
  %I628 = insertelement <2 x i1> %Cmp154, i1 %Sl69, i32 0
  %B629 = fadd float %B129, %L155
  %FC630 = fptosi float %Sl115 to i16
  %Sl631 = select i1 %Cmp541, i1 %Cmp315, i1 %Cmp344
  br i1 %Sl631, label %CF1827, label %CF1839

CF1839:                                           ; preds = %CF1827
  %Cmp632 = icmp eq <2 x i64> %Shuff302, %Shuff492
  %L633 = load i64, i64* %Sl322, align 4
  %E634 = extractelement <4 x i32> %Shuff484, i32 0
  %Shuff635 = shufflevector <4 x i32> %Shuff378, <4 x i32> %I319, <4 x i32> <i32 undef, i32 1, i32 3, i32 5>
  %I636 = insertelement <2 x i64> %Shuff97, i64 %E377, i32 1
  %Tr637 = trunc <2 x i64> %I66 to <2 x i32>
  %Sl638 = select i1 %Cmp579, i1 %Cmp315, i1 %Cmp594
  br i1 %Sl638, label %CF1688, label %CF1710

CF1710:                                           ; preds = %CF1710, %CF1839
  %Cmp639 = icmp sgt <2 x i1> %Tr524, %Shuff582
  %L640 = load float, float* %PC, align 4
  store i8 %B243, i8* %0, align 1
  %E641 = extractelement <2 x i64> %Shuff157, i32 0
  %Shuff642 = shufflevector <4 x i32> %L147, <4 x i32> %Shuff461, <4 x i32> <i32 7, i32 undef, i32 3, i32 5>
  %I643 = insertelement <4 x i1> zeroinitializer, i1 %Cmp594, i32 1
  %B644 = ashr <8 x i64> %I112, %B335
  %FC645 = fptoui float %B67 to i8
  %Sl646 = select i1 %Cmp541, i1 %Cmp254, i1 %E406
  br i1 %Sl646, label %CF1710, label %CF1735

CF1735:                                           ; preds = %CF1710
  %Cmp647 = icmp slt i16 -30967, %E521
  br i1 %Cmp647, label %CF1688, label %CF1705

CF1705:                                           ; preds = %CF1705, %CF1784, %CF1735
  %L648 = load i8, i8* %0, align 1
  store i64 %B188, i64* %Sl322, align 4
  %E649 = extractelement <8 x i1> %Cmp94, i32 3
  br i1 %E649, label %CF1705, label %CF1784

CF1784:                                           ; preds = %CF1705
  %Shuff650 = shufflevector <2 x i64> %Shuff431, <2 x i64> %Shuff333, <2 x i32> <i32 2, i32 undef>
  %I651 = insertelement <2 x i1> %I477, i1 %E47, i32 0
  %B652 = and i32 %ZE449, %E294
  %Tr653 = trunc i64 %L633 to i16
  %Sl654 = select i1 %Cmp504, i64 %E118, i64 %B43
  %Cmp655 = icmp uge <2 x i1> %Cmp231, %Cmp108
  %L656 = load i64, i64* %Sl322, align 4
  store <4 x i32> %Shuff164, <4 x i32>* %Sl85, align 16
  %E657 = extractelement <4 x i1> %I181, i32 1
  br i1 %E657, label %CF1705, label %CF1711

CF1711:                                           ; preds = %CF1784
  %Shuff658 = shufflevector <4 x i32> %Shuff180, <4 x i32> %B456, <4 x i32> <i32 0, i32 undef, i32 4, i32 6>
  %I659 = insertelement <2 x i64> zeroinitializer, i64 %E134, i32 0
  %B660 = add <2 x i16> %Shuff392, %Shuff392
  %Se661 = sext <4 x i1> %Shuff507 to <4 x i64>
  %Sl662 = select <4 x i1> %Tr297, <4 x i32> %I432, <4 x i32> %B204
  %Cmp663 = icmp eq i64 %Sl206, %E559
  br i1 %Cmp663, label %CF1688, label %CF1697

CF1697:                                           ; preds = %CF1697, %CF1800, %CF1711
  %L664 = load <1 x i1>, <1 x i1>* %Sl585, align 1
  store i64 %L602, i64* %Sl322, align 4
  %E665 = extractelement <2 x i64> %Shuff568, i32 0
  %Shuff666 = shufflevector <2 x i64> %Shuff650, <2 x i64> %Shuff370, <2 x i32> <i32 3, i32 undef>
  %I667 = insertelement <4 x i32> %Shuff378, i32 %E445, i32 1
  %B668 = sub <4 x i32> %L224, %Shuff499
  %FC669 = uitofp i8 %B99 to float
  %Sl670 = select i1 %Cmp534, i1 %Cmp38, i1 %Cmp489
  br i1 %Sl670, label %CF1697, label %CF1752

CF1752:                                           ; preds = %CF1752, %CF1848, %CF1697
  %Cmp671 = icmp uge <4 x i32> %Shuff347, %Shuff7
  %L672 = load i64, i64* %Sl322, align 4
  store i64 %Sl269, i64* %Sl322, align 4
  %E673 = extractelement <2 x i64> %Shuff620, i32 1
  %Shuff674 = shufflevector <4 x i32> %Shuff552, <4 x i32> %I508, <4 x i32> <i32 6, i32 undef, i32 2, i32 4>
  %I675 = insertelement <8 x i1> %Shuff454, i1 %Cmp663, i32 0
  %B676 = fsub float %L239, 0xBF6723DB00000000
  %Tr677 = trunc i8 %FC645 to i1
  br i1 %Tr677, label %CF1752, label %CF1815

CF1815:                                           ; preds = %CF1815, %CF1752
  %Sl678 = select i1 %Cmp246, float %L58, float %L5
  %Cmp679 = icmp ult i1 %Cmp215, %Cmp420
  br i1 %Cmp679, label %CF1815, label %CF1848

CF1848:                                           ; preds = %CF1815
  %L680 = load i64, i64* %Sl322, align 4
  %E681 = extractelement <2 x i64> %Sl52, i32 1
  %Shuff682 = shufflevector <2 x i16> %I150, <2 x i16> %B113, <2 x i32> <i32 0, i32 2>
  %I683 = insertelement <4 x i1> %Shuff385, i1 %L293, i32 2
  %B684 = xor <8 x i64> %I280, %I280
  %FC685 = fptosi float %FC167 to i16
  %Sl686 = select i1 %Cmp586, <2 x i64> %I288, <2 x i64> %I440
  %Cmp687 = icmp uge <2 x i64> %I583, %Shuff257
  %L688 = load i64, i64* %Sl322, align 4
  %E689 = extractelement <1 x i16> zeroinitializer, i32 0
  %Shuff690 = shufflevector <2 x i64> %Shuff370, <2 x i64> %I296, <2 x i32> <i32 0, i32 undef>
  %I691 = insertelement <2 x i64> %Shuff81, i64 %L512, i32 0
  %B692 = shl i64 %E567, %B312
  %Tr693 = trunc <2 x i64> %I659 to <2 x i16>
  %Sl694 = select i1 %Cmp116, <8 x i1> %Sl396, <8 x i1> %Shuff454
  %Cmp695 = icmp ugt i1 %Cmp78, %Cmp428
  br i1 %Cmp695, label %CF1752, label %CF1800

CF1800:                                           ; preds = %CF1848
  %L696 = load double, double* %PC350, align 8
  store i64 %E346, i64* %Sl322, align 4
  %E697 = extractelement <2 x i64> %Shuff302, i32 1
  %Shuff698 = shufflevector <4 x i32> %Shuff642, <4 x i32> zeroinitializer, <4 x i32> <i32 undef, i32 undef, i32 2, i32 undef>
  %I699 = insertelement <4 x i32> %Shuff164, i32 212177, i32 0
  %B700 = and i8 %L232, -1
  %Tr701 = trunc <2 x i64> %I66 to <2 x i32>
  %Sl702 = select i1 %E657, <4 x i32> %I327, <4 x i32> %L277
  %Cmp703 = icmp slt <4 x i32> %I187, %B75
  %L704 = load i8, i8* %0, align 1
  %E705 = extractelement <4 x i32> %Shuff552, i32 1
  %Shuff706 = shufflevector <4 x i32> %L255, <4 x i32> %Shuff476, <4 x i32> <i32 0, i32 undef, i32 4, i32 undef>
  %I707 = insertelement <4 x i1> %Shuff363, i1 %Cmp299, i32 2
  %B708 = shl <8 x i64> %I105, zeroinitializer
  %Sl709 = select i1 %Cmp284, <4 x i32> %Shuff249, <4 x i32> %Shuff635
  %Cmp710 = fcmp ueq double 0x47AB01CA5EA9CE48, %L497
  br i1 %Cmp710, label %CF1697, label %CF1726

CF1726:                                           ; preds = %CF1726, %CF1859, %CF1888, %CF1800
  %L711 = load <1 x i1>, <1 x i1>* %Sl585, align 1
  store <4 x i32> zeroinitializer, <4 x i32>* %Sl85, align 16
  %E712 = extractelement <2 x i64> %Sl131, i32 1
  %Shuff713 = shufflevector <2 x i64> %Shuff333, <2 x i64> %Sl686, <2 x i32> <i32 2, i32 0>
  %I714 = insertelement <8 x i1> %I538, i1 %Cmp254, i32 4
  %B715 = srem <1 x i16> %Sl488, %I120
  %FC716 = fptoui <4 x double> %FC51 to <4 x i8>
  %Sl717 = select i1 %Cmp594, i32 %E460, i32 %Tr577
  %Cmp718 = icmp sge <2 x i64> %I440, %Shuff492
  %L719 = load i64, i64* %Sl322, align 4
  store i8 %L429, i8* %0, align 1
  %E720 = extractelement <2 x i16> %Shuff, i32 1
  %Shuff721 = shufflevector <4 x i32> %I235, <4 x i32> %Shuff635, <4 x i32> <i32 4, i32 undef, i32 0, i32 2>
  %I722 = insertelement <8 x i64> %B644, i64 %E301, i32 6
  %Se723 = sext i8 %L141 to i64
  %Sl724 = select <2 x i1> %Cmp108, <2 x float> %FC380, <2 x float> %FC380
  %Cmp725 = icmp sgt <8 x i1> %I714, %Tr395
  %L726 = load i8, i8* %0, align 1
  %E727 = extractelement <2 x i1> %Sl168, i32 0
  br i1 %E727, label %CF1726, label %CF1813

CF1813:                                           ; preds = %CF1813, %CF1726
  %Shuff728 = shufflevector <4 x i1> %Shuff143, <4 x i1> zeroinitializer, <4 x i32> <i32 3, i32 5, i32 undef, i32 undef>
  %I729 = insertelement <4 x i32> %Shuff484, i32 %Sl457, i32 1
  %B730 = and <4 x i32> %B417, %L520
  %FC731 = sitofp <8 x i1> %Shuff612 to <8 x double>
  %Sl732 = select i1 %E264, <2 x i16> %Shuff682, <2 x i16> %B113
  %Cmp733 = icmp sgt i32 %E59, %E354
  br i1 %Cmp733, label %CF1813, label %CF1859

CF1859:                                           ; preds = %CF1813
  %L734 = load <1 x i1>, <1 x i1>* %Sl585, align 1
  store i1 %Cmp420, i1* %PC29, align 1
  %E735 = extractelement <2 x i32> %Tr701, i32 1
  %Shuff736 = shufflevector <2 x i64> %I636, <2 x i64> %Shuff492, <2 x i32> <i32 2, i32 0>
  %I737 = insertelement <4 x i32> %Shuff355, i32 %E611, i32 0
  %B738 = mul <2 x i16> %Shuff, %Shuff529
  %Se739 = sext <8 x i1> %I211 to <8 x i8>
  %Sl740 = select <4 x i1> %Cmp276, <4 x i1> %Sl245, <4 x i1> %Shuff119
  %Cmp741 = icmp ugt <4 x i32> zeroinitializer, %Sl222
  %L742 = load i8, i8* %0, align 1
  %E743 = extractelement <4 x i32> %Shuff378, i32 2
  %Shuff744 = shufflevector <2 x i64> %Sl381, <2 x i64> %B531, <2 x i32> <i32 1, i32 3>
  %I745 = insertelement <8 x i1> %Cmp466, i1 %Cmp246, i32 3
  %B746 = add <2 x i64> %Sl153, %Shuff302
  %Sl747 = select <2 x i1> %Cmp382, <2 x float> %FC380, <2 x float> %FC380
  %Cmp748 = icmp ult <8 x i64> %I242, %Shuff13
  %L749 = load i8, i8* %0, align 1
  %E750 = extractelement <4 x i32> %Shuff60, i32 0
  %Shuff751 = shufflevector <4 x i32> %Shuff164, <4 x i32> %Shuff658, <4 x i32> <i32 7, i32 undef, i32 3, i32 5>
  %I752 = insertelement <4 x i1> %Cmp124, i1 %L376, i32 1
  %FC753 = sitofp i1 %Sl261 to float
  %Sl754 = select i1 %Cmp238, i1 %E185, i1 %Cmp38
  br i1 %Sl754, label %CF1726, label %CF1812

CF1812:                                           ; preds = %CF1812, %CF1859
  %Cmp755 = icmp eq <8 x i64> %I242, %I485
  %L756 = load <1 x i1>, <1 x i1>* %Sl585, align 1
  %E757 = extractelement <8 x i64> zeroinitializer, i32 2
  %Shuff758 = shufflevector <4 x i32> %L527, <4 x i32> %Shuff627, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I759 = insertelement <2 x i64> %Shuff537, i64 %E, i32 1
  %B760 = sub <4 x i64> %Se661, %ZE502
  %FC761 = fptosi <2 x float> %Sl724 to <2 x i1>
  %Sl762 = select i1 %Sl646, <8 x i1> %Cmp748, <8 x i1> %Cmp94
  %Cmp763 = icmp ule i64 %E325, %E163
  br i1 %Cmp763, label %CF1812, label %CF1888

CF1888:                                           ; preds = %CF1812
  %L764 = load <1 x i1>, <1 x i1>* %Sl585, align 1
  %E765 = extractelement <4 x i1> %Shuff507, i32 1
  br i1 %E765, label %CF1726, label %CF1745

CF1745:                                           ; preds = %CF1888
  %Shuff766 = shufflevector <2 x i64> %I56, <2 x i64> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I767 = insertelement <2 x i64> %Shuff492, i64 %L719, i32 0
  %Tr768 = trunc <4 x i32> %L255 to <4 x i8>
  %Sl769 = select <4 x i1> %Tr244, <4 x i32> %I424, <4 x i32> %L520
  %Cmp770 = icmp uge i16 %FC685, %Se373
  br i1 %Cmp770, label %CF1688, label %CF1694

CF1694:                                           ; preds = %CF1694, %CF1807, %CF1745
  %L771 = load <1 x i1>, <1 x i1>* %Sl585, align 1
  %E772 = extractelement <2 x i64> zeroinitializer, i32 0
  %Shuff773 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %Shuff698, <4 x i32> <i32 5, i32 7, i32 undef, i32 3>
  %I774 = insertelement <4 x i1> %Cmp223, i1 %Cmp284, i32 3
  %B775 = udiv i32 %Tr615, %E705
  %Tr776 = trunc <4 x i32> %I737 to <4 x i1>
  %Sl777 = select <4 x i1> %I165, <4 x i32> %Shuff186, <4 x i32> %B606
  %Cmp778 = fcmp oge <4 x float> %BC, %FC494
  %L779 = load float, float* %PC, align 4
  store i64 %B692, i64* %Sl322, align 4
  %E780 = extractelement <4 x i32> %L271, i32 0
  %Shuff781 = shufflevector <8 x i1> %Sl366, <8 x i1> %Sl366, <8 x i32> <i32 15, i32 1, i32 3, i32 5, i32 undef, i32 9, i32 11, i32 13>
  %I782 = insertelement <4 x float> %FC321, float 0xBF6723DB00000000, i32 1
  %B783 = and <2 x i64> %Sl381, %I296
  %FC784 = uitofp i1 %Sl638 to float
  %Sl785 = select i1 %Cmp24, i8 %ZE402, i8 %Se365
  %Cmp786 = fcmp oeq float %L39, %Sl115
  br i1 %Cmp786, label %CF1694, label %CF1798

CF1798:                                           ; preds = %CF1798, %CF1849, %CF1830, %CF1694
  %L787 = load i64, i64* %Sl322, align 4
  store <4 x i32> %Sl702, <4 x i32>* %Sl85, align 16
  %E788 = extractelement <4 x i32> %I274, i32 3
  %Shuff789 = shufflevector <8 x i64> %B409, <8 x i64> %I74, <8 x i32> <i32 6, i32 8, i32 10, i32 12, i32 14, i32 0, i32 2, i32 4>
  %I790 = insertelement <2 x i64> %Shuff302, i64 11245, i32 0
  %B791 = xor i32 %E468, %E705
  %Sl792 = select i1 %Cmp428, double %L497, double %L696
  %Cmp793 = icmp uge <8 x i1> %Cmp94, %Sl366
  %L794 = load i64, i64* %Sl322, align 4
  store i8 %L141, i8* %0, align 1
  %E795 = extractelement <2 x i64> %Shuff537, i32 1
  %Shuff796 = shufflevector <2 x i16> %I598, <2 x i16> %Sl556, <2 x i32> <i32 2, i32 0>
  %I797 = insertelement <4 x float> %FC539, float %B562, i32 0
  %B798 = lshr i16 %E19, %E521
  %Tr799 = trunc i32 %E225 to i1
  br i1 %Tr799, label %CF1798, label %CF1849

CF1849:                                           ; preds = %CF1798
  %Sl800 = select <2 x i1> %Cmp609, <2 x i64> %Sl686, <2 x i64> %I49
  %Cmp801 = icmp ult i16 %E720, %E179
  br i1 %Cmp801, label %CF1798, label %CF1830

CF1830:                                           ; preds = %CF1849
  %L802 = load i64, i64* %Sl322, align 4
  %E803 = extractelement <8 x i64> %Shuff13, i32 6
  %Shuff804 = shufflevector <2 x i1> %Cmp609, <2 x i1> %Cmp292, <2 x i32> <i32 1, i32 3>
  %I805 = insertelement <4 x i1> %Shuff326, i1 %E6, i32 3
  %B806 = add i64 %L482, %Sl23
  %ZE807 = zext <8 x i16> %I14 to <8 x i64>
  %Sl808 = select i1 %Cmp617, i64 %E757, i64 %E33
  %Cmp809 = icmp ugt i64 %L390, %L398
  br i1 %Cmp809, label %CF1798, label %CF1807

CF1807:                                           ; preds = %CF1830
  %L810 = load <1 x i1>, <1 x i1>* %Sl585, align 1
  store i64 %L787, i64* %Sl322, align 4
  %E811 = extractelement <4 x i32> %L224, i32 0
  %Shuff812 = shufflevector <2 x i64> %Shuff370, <2 x i64> %Sl686, <2 x i32> <i32 undef, i32 1>
  %I813 = insertelement <4 x i32> %Shuff658, i32 %Sl123, i32 1
  %BC814 = bitcast <4 x float> %BC to <4 x i32>
  %Sl815 = select i1 %Cmp786, <4 x i1> zeroinitializer, <4 x i1> zeroinitializer
  %Cmp816 = icmp eq <4 x i32> %Shuff415, %Shuff48
  %L817 = load <1 x i1>, <1 x i1>* %Sl585, align 1
  %E818 = extractelement <2 x i64> %I691, i32 1
  %Shuff819 = shufflevector <8 x i1> %Sl366, <8 x i1> %Sl366, <8 x i32> <i32 4, i32 undef, i32 undef, i32 10, i32 12, i32 14, i32 0, i32 2>
  %I820 = insertelement <2 x i64> %Sl283, i64 %Sl269, i32 0
  %B821 = ashr <2 x i64> %I296, %Shuff492
  %Sl822 = select i1 %Cmp101, <2 x i1> %Cmp632, <2 x i1> %Cmp108
  %Cmp823 = icmp sge i1 %E185, %Sl754
  br i1 %Cmp823, label %CF1694, label %CF1796

CF1796:                                           ; preds = %CF1807
  %L824 = load <1 x i1>, <1 x i1>* %Sl585, align 1
  store i64 %L802, i64* %Sl322, align 4
  %E825 = extractelement <4 x i32> %L271, i32 3
  %Shuff826 = shufflevector <4 x i32> %I42, <4 x i32> %L133, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I827 = insertelement <2 x i64> %I311, i64 %B448, i32 0
  %B828 = lshr <4 x i32> %L147, %Sl230
  %BC829 = bitcast <2 x i64> %Sl381 to <2 x double>
  %Sl830 = select i1 %E596, i16 %E19, i16 %B798
  %Cmp831 = icmp uge i64 %Se152, %E118
  br label %CF

CF:                                               ; preds = %CF, %CF1890, %CF1878, %CF1799, %CF1864, %CF1905, %CF1796
  %L832 = load i64, i64* %Sl322, align 4
  %E833 = extractelement <2 x i64> %Sl800, i32 0
  %Shuff834 = shufflevector <8 x i64> %B644, <8 x i64> zeroinitializer, <8 x i32> <i32 11, i32 undef, i32 15, i32 1, i32 3, i32 undef, i32 7, i32 9>
  %I835 = insertelement <4 x i32> %Shuff589, i32 %E506, i32 1
  %Tr836 = trunc i64 %E681 to i8
  %Sl837 = select i1 %Cmp116, i1 %Cmp496, i1 %Cmp763
  br i1 %Sl837, label %CF, label %CF1890

CF1890:                                           ; preds = %CF
  %Cmp838 = icmp ule i64 %L794, %E377
  br i1 %Cmp838, label %CF, label %CF1878

CF1878:                                           ; preds = %CF1890
  %L839 = load i8, i8* %0, align 1
  store i8 %B83, i8* %0, align 1
  %E840 = extractelement <4 x i1> %Shuff326, i32 1
  br i1 %E840, label %CF, label %CF1709

CF1709:                                           ; preds = %CF1709, %CF1862, %CF1878
  %Shuff841 = shufflevector <1 x i16> %I120, <1 x i16> %Sl488, <1 x i32> undef
  %I842 = insertelement <2 x i32> %Tr637, i32 337853, i32 0
  %B843 = fdiv float %Sl160, %L505
  %FC844 = sitofp i64 %B433 to float
  %Sl845 = select i1 %Tr677, <4 x i32> %Sl769, <4 x i32> %Shuff658
  %Cmp846 = icmp eq <2 x i64> %Shuff157, %Shuff194
  %L847 = load <1 x i1>, <1 x i1>* %Sl585, align 1
  %E848 = extractelement <4 x i1> %Sl815, i32 3
  br i1 %E848, label %CF1709, label %CF1750

CF1750:                                           ; preds = %CF1750, %CF1846, %CF1709
  %Shuff849 = shufflevector <4 x i32> %Shuff635, <4 x i32> %Shuff484, <4 x i32> <i32 undef, i32 4, i32 6, i32 0>
  %I850 = insertelement <4 x i1> %Shuff119, i1 %Sl837, i32 0
  %FC851 = uitofp i64 %B188 to float
  %Sl852 = select i1 %Cmp238, i64 %Sl808, i64 11245
  %Cmp853 = icmp uge <4 x i32> %I523, %I813
  %L854 = load <1 x i1>, <1 x i1>* %Sl585, align 1
  store i8 %Tr836, i8* %0, align 1
  %E855 = extractelement <1 x i8> %Tr441, i32 0
  %Shuff856 = shufflevector <1 x i16> %Shuff841, <1 x i16> %Sl488, <1 x i32> zeroinitializer
  %I857 = insertelement <8 x i64> %Shuff789, i64 %L452, i32 4
  %ZE858 = zext <8 x i1> %Sl762 to <8 x i64>
  %Sl859 = select i1 %L353, i1 %Cmp116, i1 %Sl275
  br i1 %Sl859, label %CF1750, label %CF1846

CF1846:                                           ; preds = %CF1750
  %Cmp860 = icmp uge <4 x i1> %Shuff119, %Sl740
  %L861 = load float, float* %PC, align 4
  %E862 = extractelement <4 x i32> %Shuff589, i32 0
  %Shuff863 = shufflevector <4 x i32> %Shuff310, <4 x i32> %Shuff698, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I864 = insertelement <4 x i1> %Sl740, i1 %Cmp770, i32 1
  %B865 = sdiv <4 x i32> %I136, %Shuff589
  %Se866 = sext i1 %Cmp823 to i16
  %Sl867 = select <4 x i1> %Shuff119, <4 x i32> zeroinitializer, <4 x i32> %L339
  %Cmp868 = icmp ule i64 %Sl359, %Sl269
  br i1 %Cmp868, label %CF1750, label %CF1754

CF1754:                                           ; preds = %CF1754, %CF1846
  %L869 = load i1, i1* %PC29, align 1
  br i1 %L869, label %CF1754, label %CF1823

CF1823:                                           ; preds = %CF1823, %CF1889, %CF1754
  %E870 = extractelement <4 x i32> %I447, i32 0
  %Shuff871 = shufflevector <4 x i1> %Shuff119, <4 x i1> %I401, <4 x i32> <i32 3, i32 5, i32 undef, i32 1>
  %I872 = insertelement <4 x i32> %Shuff863, i32 %E294, i32 1
  %Tr873 = trunc <4 x i32> %I729 to <4 x i1>
  %Sl874 = select i1 %Tr464, i32 %B791, i32 %Sl717
  %Cmp875 = fcmp uno float %B676, %Sl115
  br i1 %Cmp875, label %CF1823, label %CF1889

CF1889:                                           ; preds = %CF1823
  %L876 = load i8, i8* %0, align 1
  store float %FC753, float* %PC, align 4
  %E877 = extractelement <4 x i32> %I364, i32 0
  %Shuff878 = shufflevector <4 x i32> %Shuff347, <4 x i32> %Shuff658, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I879 = insertelement <4 x float> %BC, float %FC753, i32 1
  %B880 = lshr <4 x i32> %I266, %Shuff249
  %Sl881 = select <4 x i1> %Cmp276, <4 x i32> %L109, <4 x i32> %B151
  %Cmp882 = icmp sge i32 %B652, %E862
  br i1 %Cmp882, label %CF1823, label %CF1862

CF1862:                                           ; preds = %CF1889
  %L883 = load i8, i8* %0, align 1
  store i8 %B174, i8* %0, align 1
  %E884 = extractelement <4 x i32> %Shuff295, i32 2
  %Shuff885 = shufflevector <4 x i32> %L109, <4 x i32> %Shuff627, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I886 = insertelement <1 x i1> %L595, i1 %Cmp617, i32 0
  %B887 = urem i64 %E325, %E626
  %FC888 = fptoui float %L25 to i8
  %Sl889 = select <2 x i1> %Sl822, <2 x i16> %Shuff796, <2 x i16> %Shuff796
  %Cmp890 = icmp ule i32 %E475, %E611
  br i1 %Cmp890, label %CF1709, label %CF1749

CF1749:                                           ; preds = %CF1749, %CF1805, %CF1862
  %L891 = load i8, i8* %0, align 1
  store float %FC753, float* %PC, align 4
  %E892 = extractelement <4 x i32> zeroinitializer, i32 2
  %Shuff893 = shufflevector <2 x i64> %Shuff65, <2 x i64> %Shuff736, <2 x i32> <i32 1, i32 3>
  %I894 = insertelement <2 x i64> %Shuff27, i64 %E301, i32 1
  %B895 = xor i8 %L345, 97
  %Tr896 = trunc i32 %E468 to i8
  %Sl897 = select i1 %Cmp504, <8 x i64> %I112, <8 x i64> %I485
  %Cmp898 = icmp sgt <4 x i1> %Cmp741, %Sl214
  %L899 = load <1 x i1>, <1 x i1>* %Sl585, align 1
  store <4 x i32> %L208, <4 x i32>* %Sl85, align 16
  %E900 = extractelement <2 x i64> %Shuff65, i32 1
  %Shuff901 = shufflevector <2 x i1> %Shuff804, <2 x i1> %Cmp231, <2 x i32> <i32 0, i32 2>
  %I902 = insertelement <4 x i32> %Shuff378, i32 %B775, i32 2
  %B903 = shl <2 x i64> %I408, %Shuff127
  %Tr904 = trunc <4 x i32> %Sl709 to <4 x i1>
  %Sl905 = select i1 %Cmp541, <4 x i32> %Shuff885, <4 x i32> %Sl222
  %Cmp906 = icmp sge <2 x i8> %ZE592, %Tr358
  %L907 = load i8, i8* %0, align 1
  store i64 %B887, i64* %Sl322, align 4
  %E908 = extractelement <4 x i32> %Shuff415, i32 3
  %Shuff909 = shufflevector <8 x i1> %Cmp466, <8 x i1> %Sl694, <8 x i32> <i32 10, i32 12, i32 undef, i32 0, i32 undef, i32 4, i32 6, i32 8>
  %I910 = insertelement <2 x i16> %Sl450, i16 %Se373, i32 0
  %B911 = sub i64 %Sl654, %L361
  %Sl912 = select i1 %Cmp344, <4 x i32> %Shuff234, <4 x i32> %L95
  %Cmp913 = icmp sge <4 x i32> %L255, %B456
  %L914 = load <4 x i32>, <4 x i32>* %Sl85, align 16
  store i64 %E377, i64* %Sl322, align 4
  %E915 = extractelement <2 x i64> %Shuff568, i32 1
  %Shuff916 = shufflevector <4 x i32> %Shuff180, <4 x i32> %B456, <4 x i32> <i32 undef, i32 2, i32 4, i32 undef>
  %I917 = insertelement <8 x i64> %Shuff789, i64 %E559, i32 2
  %B918 = shl <2 x i64> %I296, %Shuff893
  %Sl919 = select i1 %Cmp116, i1 %E430, i1 %Cmp710
  br i1 %Sl919, label %CF1749, label %CF1805

CF1805:                                           ; preds = %CF1749
  %Cmp920 = icmp sge <4 x i1> %Cmp913, %I401
  %L921 = load i64, i64* %Sl322, align 4
  store i64 %L398, i64* %Sl322, align 4
  %E922 = extractelement <4 x i32> %Shuff658, i32 1
  %Shuff923 = shufflevector <2 x i64> %B281, <2 x i64> %Shuff666, <2 x i32> <i32 0, i32 2>
  %I924 = insertelement <4 x i1> zeroinitializer, i1 %Cmp763, i32 2
  %B925 = mul <8 x i64> %B684, %I74
  %Tr926 = trunc <4 x i32> %Shuff7 to <4 x i16>
  %Sl927 = select i1 %Cmp367, <8 x double> %FC731, <8 x double> %FC731
  %Cmp928 = icmp ugt <4 x i32> %B880, %Shuff249
  %L929 = load <1 x i1>, <1 x i1>* %Sl585, align 1
  %E930 = extractelement <4 x i32> %Shuff658, i32 3
  %Shuff931 = shufflevector <8 x i64> %Sl897, <8 x i64> %Shuff407, <8 x i32> <i32 undef, i32 0, i32 2, i32 4, i32 6, i32 undef, i32 10, i32 undef>
  %I932 = insertelement <2 x i64> %Shuff149, i64 %B9, i32 0
  %B933 = mul <4 x i32> %I258, %I835
  %Se934 = sext <4 x i32> %L474 to <4 x i64>
  %Sl935 = select i1 %Cmp617, i1 %L216, i1 %Sl145
  br i1 %Sl935, label %CF1749, label %CF1757

CF1757:                                           ; preds = %CF1757, %CF1805
  %Cmp936 = icmp ne <4 x i32> %B456, %Shuff706
  %L937 = load float, float* %PC, align 4
  %E938 = extractelement <8 x i1> %Shuff202, i32 5
  br i1 %E938, label %CF1757, label %CF1799

CF1799:                                           ; preds = %CF1757
  %Shuff939 = shufflevector <2 x i64> %Shuff620, <2 x i64> %Shuff341, <2 x i32> <i32 0, i32 undef>
  %I940 = insertelement <4 x i32> %I266, i32 %Se547, i32 2
  %B941 = and i32 %E884, %E611
  %Se942 = sext <2 x i16> %Shuff392 to <2 x i64>
  %Sl943 = select i1 %Cmp504, i64 %L490, i64 %L787
  %Cmp944 = icmp sge <2 x i64> %Shuff537, %Shuff893
  %L945 = load i8, i8* %0, align 1
  store i8 %FC645, i8* %0, align 1
  %E946 = extractelement <1 x i1> %L587, i32 0
  br i1 %E946, label %CF, label %CF1677

CF1677:                                           ; preds = %CF1677, %CF1783, %CF1799
  %Shuff947 = shufflevector <2 x i64> %Sl800, <2 x i64> %Sl77, <2 x i32> <i32 2, i32 0>
  %I948 = insertelement <2 x i64> %Shuff604, i64 %L602, i32 0
  %B949 = add i64 %E626, %L482
  %ZE950 = zext i1 %Cmp254 to i16
  %Sl951 = select i1 %Cmp868, <4 x i32> %I613, <4 x i32> %Shuff863
  %Cmp952 = icmp ugt i1 %Cmp489, %Sl919
  br i1 %Cmp952, label %CF1677, label %CF1733

CF1733:                                           ; preds = %CF1733, %CF1901, %CF1677
  %L953 = load i1, i1* %PC29, align 1
  br i1 %L953, label %CF1733, label %CF1840

CF1840:                                           ; preds = %CF1840, %CF1733
  %E954 = extractelement <4 x i8> %Tr570, i32 3
  %Shuff955 = shufflevector <4 x i1> %Shuff560, <4 x i1> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I956 = insertelement <2 x i64> %B918, i64 %L832, i32 0
  %Se957 = sext i8 %B700 to i16
  %Sl958 = select i1 %FC159, float %B67, float 0x4081A01580000000
  %Cmp959 = icmp ule <4 x i32> %I613, %Shuff627
  %L960 = load i8, i8* %0, align 1
  store i8 -1, i8* %0, align 1
  %E961 = extractelement <2 x i64> %Shuff20, i32 1
  %Shuff962 = shufflevector <4 x i32> %Shuff627, <4 x i32> %L520, <4 x i32> <i32 0, i32 undef, i32 4, i32 undef>
  %I963 = insertelement <1 x i16> %I120, i16 %FC229, i32 0
  %FC964 = uitofp i64 %L383 to float
  %Sl965 = select i1 %Cmp579, i1 %Cmp534, i1 %Cmp191
  br i1 %Sl965, label %CF1840, label %CF1901

CF1901:                                           ; preds = %CF1840
  %Cmp966 = icmp ugt i1 %Cmp586, %Sl935
  br i1 %Cmp966, label %CF1733, label %CF1734

CF1734:                                           ; preds = %CF1734, %CF1854, %CF1870, %CF1901
  %L967 = load i64, i64* %Sl322, align 4
  store i8 %Sl785, i8* %0, align 1
  %E968 = extractelement <2 x i32> %Tr701, i32 1
  %Shuff969 = shufflevector <4 x i32> %Shuff135, <4 x i32> zeroinitializer, <4 x i32> <i32 6, i32 undef, i32 2, i32 4>
  %I970 = insertelement <4 x i32> %L308, i32 %B, i32 0
  %B971 = urem <2 x i64> %Sl77, %Shuff893
  %Tr972 = trunc i64 %L444 to i32
  %Sl973 = select i1 %Cmp586, i32 %E468, i32 %B50
  %Cmp974 = icmp ugt i64 %B433, %L482
  br i1 %Cmp974, label %CF1734, label %CF1854

CF1854:                                           ; preds = %CF1734
  %L975 = load i8, i8* %0, align 1
  store i64 %Sl943, i64* %Sl322, align 4
  %E976 = extractelement <4 x i32> %Sl867, i32 1
  %Shuff977 = shufflevector <2 x i64> %Shuff318, <2 x i64> %I659, <2 x i32> <i32 0, i32 2>
  %I978 = insertelement <4 x i1> zeroinitializer, i1 %Cmp284, i32 2
  %ZE979 = zext <4 x i1> %I864 to <4 x i32>
  %Sl980 = select i1 %E264, i8 %L405, i8 %5
  %Cmp981 = icmp ult <2 x i64> %Shuff73, %I583
  %L982 = load i8, i8* %0, align 1
  store double %B304, double* %PC350, align 8
  %E983 = extractelement <4 x i32> %Shuff969, i32 2
  %Shuff984 = shufflevector <2 x i64> %B821, <2 x i64> %I820, <2 x i32> <i32 1, i32 3>
  %I985 = insertelement <2 x i64> %Shuff984, i64 %L512, i32 1
  %B986 = frem float %Tr130, %B562
  %ZE987 = zext <1 x i16> %Sl488 to <1 x i64>
  %Sl988 = select i1 %Cmp17, <4 x i64> %B760, <4 x i64> %Se934
  %Cmp989 = icmp slt <4 x i8> %Se84, %Tr570
  %L990 = load i8, i8* %0, align 1
  store i64 %L390, i64* %Sl322, align 4
  %E991 = extractelement <2 x i64> %I195, i32 1
  %Shuff992 = shufflevector <4 x i1> %Cmp140, <4 x i1> %Cmp936, <4 x i32> <i32 0, i32 undef, i32 4, i32 6>
  %I993 = insertelement <4 x i1> %I545, i1 %Cmp695, i32 2
  %B994 = and <8 x i64> %Shuff407, %I485
  %Sl995 = select i1 %Sl935, i64 %Se205, i64 %Sl359
  %Cmp996 = icmp eq i1 %Cmp882, %Cmp890
  br i1 %Cmp996, label %CF1734, label %CF1851

CF1851:                                           ; preds = %CF1851, %CF1854
  %L997 = load float, float* %PC, align 4
  store i64 %Se282, i64* %Sl322, align 4
  %E998 = extractelement <4 x i32> %I393, i32 2
  %Shuff999 = shufflevector <4 x i32> %Sl867, <4 x i32> %B204, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I1000 = insertelement <4 x i32> %Shuff415, i32 %Sl100, i32 3
  %B1001 = and <4 x i32> %Sl905, %Shuff589
  %Sl1002 = select <4 x i1> %Shuff119, <4 x i32> %Sl139, <4 x i32> %Shuff234
  %Cmp1003 = icmp ugt i64 %E148, %E325
  br i1 %Cmp1003, label %CF1851, label %CF1870

CF1870:                                           ; preds = %CF1851
  %L1004 = load i64, i64* %Sl322, align 4
  store i64 %E588, i64* %Sl322, align 4
  %E1005 = extractelement <8 x i1> %Shuff202, i32 0
  br i1 %E1005, label %CF1734, label %CF1766

CF1766:                                           ; preds = %CF1766, %CF1870
  %Shuff1006 = shufflevector <4 x i8> %FC716, <4 x i8> %Se84, <4 x i32> <i32 3, i32 5, i32 7, i32 undef>
  %I1007 = insertelement <2 x i1> %Sl168, i1 %Cmp875, i32 1
  %B1008 = shl i32 %Sl465, %E634
  %FC1009 = uitofp i1 %Sl306 to float
  %Sl1010 = select <2 x i1> %Shuff804, <2 x i1> %Cmp526, <2 x i1> %Cmp108
  %Cmp1011 = icmp ult i1 %L53, %E6
  br i1 %Cmp1011, label %CF1766, label %CF1783

CF1783:                                           ; preds = %CF1766
  %L1012 = load i8, i8* %0, align 1
  store float %FC851, float* %PC, align 4
  %E1013 = extractelement <4 x i1> %Cmp936, i32 0
  br i1 %E1013, label %CF1677, label %CF1696

CF1696:                                           ; preds = %CF1696, %CF1751, %CF1783
  %Shuff1014 = shufflevector <4 x double> %FC426, <4 x double> %FC51, <4 x i32> <i32 3, i32 5, i32 undef, i32 1>
  %I1015 = insertelement <2 x i64> %Shuff265, i64 %B15, i32 1
  %B1016 = ashr i64 %FC221, %Sl44
  %FC1017 = sitofp <2 x i16> %Shuff682 to <2 x double>
  %Sl1018 = select i1 %E727, i64 %B15, i64 %L444
  %Cmp1019 = icmp uge <4 x i32> %L87, %Shuff484
  %L1020 = load i8, i8* %0, align 1
  store i64 %E88, i64* %Sl322, align 4
  %E1021 = extractelement <2 x i16> %Shuff682, i32 0
  %Shuff1022 = shufflevector <2 x i64> %Se942, <2 x i64> %B531, <2 x i32> <i32 1, i32 3>
  %I1023 = insertelement <4 x i32> %B606, i32 %E811, i32 3
  %B1024 = sub i64 %B911, %E118
  %Tr1025 = trunc <2 x i64> %Shuff73 to <2 x i32>
  %Sl1026 = select i1 %Cmp169, <4 x i32>* %A2, <4 x i32>* %A
  %Cmp1027 = icmp sge <8 x i1> %Sl623, %Shuff909
  %L1028 = load <1 x i1>, <1 x i1>* %Sl585, align 1
  %E1029 = extractelement <1 x i1> %L595, i32 0
  br i1 %E1029, label %CF1696, label %CF1751

CF1751:                                           ; preds = %CF1696
  %Shuff1030 = shufflevector <8 x i1> %Shuff612, <8 x i1> %Cmp1027, <8 x i32> <i32 2, i32 undef, i32 6, i32 undef, i32 10, i32 12, i32 14, i32 0>
  %I1031 = insertelement <8 x i64> %Sl897, i64 %E240, i32 4
  %Tr1032 = trunc <2 x i64> %I827 to <2 x i16>
  %Sl1033 = select i1 %Sl69, double 0xF167C686FE650904, double %L696
  %Cmp1034 = icmp ult <8 x i1> %I538, %Cmp177
  %L1035 = load <4 x i32>, <4 x i32>* %Sl85, align 16
  store <4 x i32> %Shuff698, <4 x i32>* %Sl1026, align 16
  %E1036 = extractelement <4 x i32> %Shuff461, i32 3
  %Shuff1037 = shufflevector <4 x i32> %Shuff295, <4 x i32> %B933, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I1038 = insertelement <4 x i1> %Shuff446, i1 %Sl631, i32 0
  %B1039 = or i8 %Tr836, %L141
  %Sl1040 = select <4 x i1> %I334, <4 x i32> %Shuff7, <4 x i32> %Shuff589
  %Cmp1041 = fcmp uge <4 x double> %FC426, %FC252
  %L1042 = load <4 x i32>, <4 x i32>* %Sl85, align 16
  store <4 x i32> %I274, <4 x i32>* %Sl1026, align 16
  %E1043 = extractelement <2 x i64> %Shuff522, i32 0
  %Shuff1044 = shufflevector <4 x i32> %Sl351, <4 x i32> %Sl662, <4 x i32> <i32 3, i32 undef, i32 7, i32 1>
  %I1045 = insertelement <2 x i64> zeroinitializer, i64 %Sl359, i32 1
  %B1046 = ashr i32 114653, %B50
  %Sl1047 = select i1 %E938, i8 %L573, i8 %B83
  %Cmp1048 = icmp ule i1 %Cmp246, %Cmp786
  br i1 %Cmp1048, label %CF1696, label %CF1718

CF1718:                                           ; preds = %CF1718, %CF1751
  %L1049 = load i64, i64* %Sl322, align 4
  store <4 x i32> %I729, <4 x i32>* %Sl1026, align 16
  %E1050 = extractelement <2 x i16> %Shuff682, i32 0
  %Shuff1051 = shufflevector <4 x i32> %Shuff172, <4 x i32> %B121, <4 x i32> <i32 3, i32 undef, i32 7, i32 1>
  %I1052 = insertelement <2 x i1> %Cmp382, i1 %Cmp238, i32 1
  %Tr1053 = trunc i64 %B949 to i1
  br i1 %Tr1053, label %CF1718, label %CF1824

CF1824:                                           ; preds = %CF1824, %CF1718
  %Sl1054 = select i1 %E96, i32 %Sl388, i32 %E611
  %Cmp1055 = icmp ule <2 x i64> %Shuff257, %Shuff492
  %L1056 = load i64, i64* %Sl322, align 4
  %E1057 = extractelement <8 x i64> %Shuff407, i32 5
  %Shuff1058 = shufflevector <8 x i64> %I722, <8 x i64> %Shuff13, <8 x i32> <i32 8, i32 10, i32 12, i32 14, i32 undef, i32 undef, i32 4, i32 undef>
  %I1059 = insertelement <4 x i1> zeroinitializer, i1 %Sl69, i32 2
  %B1060 = or <2 x i64> %B903, %I1015
  %Se1061 = sext <2 x i1> %Cmp655 to <2 x i8>
  %Sl1062 = select i1 %Sl965, i64 0, i64 %L672
  %Cmp1063 = icmp slt i32 %E369, %Se547
  br i1 %Cmp1063, label %CF1824, label %CF1864

CF1864:                                           ; preds = %CF1824
  %L1064 = load <1 x i1>, <1 x i1>* %Sl585, align 1
  store <4 x i32> %Shuff499, <4 x i32>* %Sl1026, align 16
  %E1065 = extractelement <4 x i32> %Shuff552, i32 3
  %Shuff1066 = shufflevector <2 x i64> %Shuff218, <2 x i64> %Shuff20, <2 x i32> <i32 undef, i32 0>
  %I1067 = insertelement <8 x i1> %Cmp793, i1 %Cmp1003, i32 0
  %Sl1068 = select i1 %Cmp323, i32 %E922, i32 %L200
  %Cmp1069 = icmp eq <4 x i32> %Sl253, %Sl1002
  %L1070 = load <1 x i1>, <1 x i1>* %Sl585, align 1
  %E1071 = extractelement <2 x i16> zeroinitializer, i32 1
  %Shuff1072 = shufflevector <2 x i64> %Shuff81, <2 x i64> %Shuff20, <2 x i32> <i32 undef, i32 0>
  %I1073 = insertelement <4 x double> %FC51, double %FC138, i32 0
  %B1074 = lshr <8 x i16> %I14, %Sl480
  %PC1075 = bitcast i8* %0 to i64*
  %Sl1076 = select i1 %Sl631, <2 x i64> %I440, <2 x i64> %I203
  %Cmp1077 = icmp slt i1 %Cmp215, %Sl965
  br i1 %Cmp1077, label %CF, label %CF1675

CF1675:                                           ; preds = %CF1675, %CF1864
  %L1078 = load i64, i64* %Sl322, align 4
  store i64 %E991, i64* %Sl322, align 4
  %E1079 = extractelement <4 x i1> %Cmp519, i32 1
  br i1 %E1079, label %CF1675, label %CF1678

CF1678:                                           ; preds = %CF1678, %CF1838, %CF1867, %CF1841, %CF1829, %CF1675
  %Shuff1080 = shufflevector <4 x i1> %Shuff955, <4 x i1> %I605, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I1081 = insertelement <2 x i1> %Cmp981, i1 %Sl935, i32 0
  %B1082 = udiv i8 %B228, %Tr836
  %FC1083 = sitofp i8 %Sl1047 to double
  %Sl1084 = select i1 %Sl754, <1 x i16> %B715, <1 x i16> %Sl488
  %Cmp1085 = fcmp uge float %L239, 0x4081A01580000000
  br i1 %Cmp1085, label %CF1678, label %CF1838

CF1838:                                           ; preds = %CF1678
  %L1086 = load <4 x i32>, <4 x i32>* %Sl1026, align 16
  %E1087 = extractelement <4 x i1> %Cmp671, i32 1
  br i1 %E1087, label %CF1678, label %CF1759

CF1759:                                           ; preds = %CF1759, %CF1868, %CF1838
  %Shuff1088 = shufflevector <8 x i16> %I14, <8 x i16> %Sl480, <8 x i32> <i32 undef, i32 6, i32 undef, i32 10, i32 undef, i32 14, i32 0, i32 2>
  %I1089 = insertelement <4 x i32> %L1086, i32 %B166, i32 2
  %B1090 = or <2 x i16> %B738, %Sl291
  %FC1091 = fptosi double %Sl1033 to i8
  %Sl1092 = select i1 %Cmp624, <4 x i32> %Shuff635, <4 x i32> %Shuff863
  %Cmp1093 = fcmp oeq float %L155, %L937
  br i1 %Cmp1093, label %CF1759, label %CF1868

CF1868:                                           ; preds = %CF1759
  %L1094 = load <1 x i1>, <1 x i1>* %Sl585, align 1
  %E1095 = extractelement <2 x i64> %Shuff923, i32 1
  %Shuff1096 = shufflevector <2 x i64> %Shuff492, <2 x i64> %I56, <2 x i32> <i32 0, i32 2>
  %I1097 = insertelement <1 x i1> %L810, i1 %Cmp1048, i32 0
  %Tr1098 = trunc <2 x i64> %Shuff514 to <2 x i16>
  %Sl1099 = select <2 x i1> %Cmp108, <2 x i64> %Shuff604, <2 x i64> %Shuff400
  %Cmp1100 = icmp ult <2 x i1> %FC761, %Cmp330
  %L1101 = load <1 x i1>, <1 x i1>* %Sl585, align 1
  %E1102 = extractelement <4 x i32> %L271, i32 2
  %Shuff1103 = shufflevector <2 x i64> %Shuff81, <2 x i64> %I820, <2 x i32> undef
  %I1104 = insertelement <2 x i64> %Shuff194, i64 %E134, i32 1
  %B1105 = xor i64 %L921, %4
  %Tr1106 = trunc i32 %E225 to i1
  br i1 %Tr1106, label %CF1759, label %CF1828

CF1828:                                           ; preds = %CF1828, %CF1868
  %Sl1107 = select i1 %E185, <2 x i1> %FC761, <2 x i1> %Cmp382
  %Cmp1108 = icmp slt i1 %E765, %Tr799
  br i1 %Cmp1108, label %CF1828, label %CF1867

CF1867:                                           ; preds = %CF1828
  %L1109 = load <4 x i32>, <4 x i32>* %Sl1026, align 16
  store i64 %B546, i64* %Sl322, align 4
  %E1110 = extractelement <2 x i64> %Sl153, i32 1
  %Shuff1111 = shufflevector <2 x i64> %Shuff273, <2 x i64> %Shuff568, <2 x i32> <i32 undef, i32 2>
  %I1112 = insertelement <2 x i1> %Cmp981, i1 %Tr799, i32 0
  %Se1113 = sext i1 %Cmp710 to i16
  %Sl1114 = select i1 true, float %B986, float %FC753
  %L1115 = load i64, i64* %PC1075, align 4
  %E1116 = extractelement <4 x i1> %Cmp352, i32 2
  br i1 %E1116, label %CF1678, label %CF1727

CF1727:                                           ; preds = %CF1727, %CF1832, %CF1867
  %Shuff1117 = shufflevector <2 x i64> %Shuff1022, <2 x i64> %Shuff766, <2 x i32> <i32 undef, i32 3>
  %I1118 = insertelement <4 x i32> %Sl912, i32 0, i32 3
  %B1119 = sdiv <4 x i32> %Shuff627, %Shuff627
  %Tr1120 = trunc <4 x i32> %Shuff378 to <4 x i16>
  %Sl1121 = select i1 %Cmp169, float %L18, float %B212
  %Cmp1122 = icmp ne <2 x i64> %Shuff127, %Shuff431
  %L1123 = load <4 x i32>, <4 x i32>* %Sl1026, align 16
  store <4 x i32> %Shuff885, <4 x i32>* %Sl1026, align 16
  %E1124 = extractelement <8 x i1> %Shuff454, i32 7
  br i1 %E1124, label %CF1727, label %CF1832

CF1832:                                           ; preds = %CF1727
  %Shuff1125 = shufflevector <4 x i1> %Cmp1069, <4 x i1> %Shuff119, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I1126 = insertelement <1 x i16> %Shuff841, i16 %E1021, i32 0
  %B1127 = srem i64 %E574, %L832
  %Tr1128 = trunc <2 x i16> %I621 to <2 x i8>
  %Sl1129 = select i1 %Tr76, <4 x i32> %Shuff423, <4 x i32> zeroinitializer
  %Cmp1130 = icmp ne i32 413221, %B166
  br i1 %Cmp1130, label %CF1727, label %CF1822

CF1822:                                           ; preds = %CF1822, %CF1832
  %L1131 = load <4 x i32>, <4 x i32>* %Sl1026, align 16
  %E1132 = extractelement <4 x i32> %Shuff642, i32 1
  %Shuff1133 = shufflevector <4 x i32> %Shuff378, <4 x i32> %Shuff758, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I1134 = insertelement <4 x i1> %Shuff1080, i1 %Cmp974, i32 2
  %B1135 = sub i8 %L990, %L726
  %Se1136 = sext <8 x i1> %Shuff781 to <8 x i64>
  %Sl1137 = select <2 x i1> %Shuff901, <2 x i16> %Shuff682, <2 x i16> %I150
  %Cmp1138 = icmp ule <4 x i1> %Tr297, %I864
  %L1139 = load i8, i8* %0, align 1
  store i64 %B692, i64* %Sl322, align 4
  %E1140 = extractelement <4 x i32> %Shuff773, i32 0
  %Shuff1141 = shufflevector <1 x i1> %L854, <1 x i1> %L618, <1 x i32> <i32 1>
  %I1142 = insertelement <4 x i1> %Cmp183, i1 %Cmp169, i32 3
  %B1143 = sub i64 %L467, %E900
  %Sl1144 = select <8 x i1> %Cmp177, <8 x i1> %Shuff819, <8 x i1> %Cmp1027
  %Cmp1145 = icmp eq i32 %E870, %B775
  br i1 %Cmp1145, label %CF1822, label %CF1841

CF1841:                                           ; preds = %CF1822
  %L1146 = load <1 x i1>, <1 x i1>* %Sl585, align 1
  store i64 %E712, i64* %Sl322, align 4
  %E1147 = extractelement <2 x i64> zeroinitializer, i32 0
  %Shuff1148 = shufflevector <8 x i16> zeroinitializer, <8 x i16> %B1074, <8 x i32> <i32 undef, i32 9, i32 11, i32 13, i32 15, i32 1, i32 3, i32 5>
  %I1149 = insertelement <4 x i32> zeroinitializer, i32 %E233, i32 1
  %B1150 = fsub float %FC851, %FC753
  %Tr1151 = trunc <2 x i64> %Shuff1066 to <2 x i32>
  %Sl1152 = select i1 %Tr1106, i64 %E103, i64 %B887
  %Cmp1153 = icmp eq <2 x i1> %Cmp655, %Sl168
  %L1154 = load <1 x i1>, <1 x i1>* %Sl585, align 1
  %E1155 = extractelement <2 x i1> %Cmp1122, i32 1
  br i1 %E1155, label %CF1678, label %CF1708

CF1708:                                           ; preds = %CF1708, %CF1841
  %Shuff1156 = shufflevector <2 x i16> %Shuff682, <2 x i16> %Shuff796, <2 x i32> <i32 0, i32 2>
  %I1157 = insertelement <4 x i1> %I805, i1 %Sl472, i32 2
  %B1158 = urem <4 x i32> %I813, %Shuff751
  %Se1159 = sext <4 x i1> %I401 to <4 x i8>
  %Sl1160 = select <4 x i1> %I864, <4 x i32> %Shuff378, <4 x i32> zeroinitializer
  %Cmp1161 = icmp ugt i1 %Cmp974, %Cmp367
  br i1 %Cmp1161, label %CF1708, label %CF1829

CF1829:                                           ; preds = %CF1708
  %L1162 = load i64, i64* %PC1075, align 4
  store <4 x i32> %Shuff999, <4 x i32>* %Sl1026, align 16
  %E1163 = extractelement <4 x i32> %Shuff969, i32 0
  %Shuff1164 = shufflevector <8 x i64> %Shuff407, <8 x i64> %B994, <8 x i32> <i32 15, i32 1, i32 3, i32 undef, i32 7, i32 9, i32 11, i32 13>
  %I1165 = insertelement <4 x i1> %Shuff955, i1 %L293, i32 1
  %B1166 = lshr <4 x i32> %I319, zeroinitializer
  %ZE1167 = zext <4 x i1> %Shuff326 to <4 x i32>
  %Sl1168 = select i1 %Sl919, i1 %Sl670, i1 %Cmp890
  br i1 %Sl1168, label %CF1678, label %CF1686

CF1686:                                           ; preds = %CF1686, %CF1829
  %Cmp1169 = icmp ule <2 x i64> %Sl800, %I356
  %L1170 = load <4 x i32>, <4 x i32>* %Sl1026, align 16
  store i64 %E961, i64* %Sl322, align 4
  %E1171 = extractelement <8 x i64> %Se1136, i32 6
  %Shuff1172 = shufflevector <4 x i32> %Shuff849, <4 x i32> %Shuff863, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I1173 = insertelement <4 x i64> %Se934, i64 %E103, i32 3
  %B1174 = xor i8 %B174, %Sl337
  %Tr1175 = trunc i16 %B798 to i1
  br i1 %Tr1175, label %CF1686, label %CF1781

CF1781:                                           ; preds = %CF1781, %CF1902, %CF1686
  %Sl1176 = select i1 %E185, i64 %E1043, i64 %E757
  %Cmp1177 = icmp eq i8 %L726, %L285
  br i1 %Cmp1177, label %CF1781, label %CF1902

CF1902:                                           ; preds = %CF1781
  %L1178 = load <4 x i32>, <4 x i32>* %Sl85, align 16
  store float %L239, float* %PC, align 4
  %E1179 = extractelement <1 x i1> %L734, i32 0
  br i1 %E1179, label %CF1781, label %CF1821

CF1821:                                           ; preds = %CF1821, %CF1902
  %Shuff1180 = shufflevector <8 x i1> %Sl396, <8 x i1> %Cmp793, <8 x i32> <i32 7, i32 9, i32 undef, i32 13, i32 15, i32 1, i32 3, i32 5>
  %I1181 = insertelement <2 x i1> %Sl168, i1 %Cmp1048, i32 1
  %B1182 = sub i64 %L550, %L1049
  %FC1183 = fptosi <4 x double> %Shuff1014 to <4 x i8>
  %Sl1184 = select i1 %Sl638, i64 %B1105, i64 %B1024
  %Cmp1185 = icmp ult i1 %Tr328, %Tr1106
  br i1 %Cmp1185, label %CF1821, label %CF1837

CF1837:                                           ; preds = %CF1837, %CF1821
  %L1186 = load <4 x i32>, <4 x i32>* %Sl1026, align 16
  %E1187 = extractelement <2 x i1> %I416, i32 0
  br i1 %E1187, label %CF1837, label %CF1905

CF1905:                                           ; preds = %CF1837
  %Shuff1188 = shufflevector <4 x i32> %L308, <4 x i32> %L474, <4 x i32> <i32 1, i32 3, i32 undef, i32 7>
  %I1189 = insertelement <4 x i32> %Shuff552, i32 %B166, i32 3
  %B1190 = fsub <2 x double> %B591, %FC517
  %Se1191 = sext i1 %E596 to i16
  %Sl1192 = select <4 x i1> %Shuff363, <4 x i1> %Shuff955, <4 x i1> %I545
  %Cmp1193 = icmp eq i64 %L512, %B9
  br i1 %Cmp1193, label %CF, label %CF1674

CF1674:                                           ; preds = %CF1674, %CF1747, %CF1860, %CF1683, %CF1771, %CF1905
  %L1194 = load i1, i1* %PC29, align 1
  br i1 %L1194, label %CF1674, label %CF1747

CF1747:                                           ; preds = %CF1674
  %E1195 = extractelement <4 x i32> %I432, i32 2
  %Shuff1196 = shufflevector <8 x i1> %Sl366, <8 x i1> %I675, <8 x i32> <i32 undef, i32 3, i32 undef, i32 7, i32 undef, i32 undef, i32 13, i32 undef>
  %I1197 = insertelement <2 x i8> %Tr487, i8 %B700, i32 1
  %B1198 = frem <4 x float> %I797, %FC321
  %FC1199 = fptoui float %B986 to i16
  %Sl1200 = select <2 x i1> %I1081, <2 x i64> %I66, <2 x i64> %Sl686
  %Cmp1201 = fcmp uno float 0x4081A01580000000, %B562
  br i1 %Cmp1201, label %CF1674, label %CF1714

CF1714:                                           ; preds = %CF1714, %CF1896, %CF1747
  %L1202 = load i64, i64* %Sl322, align 4
  store <4 x i32> %I90, <4 x i32>* %Sl1026, align 16
  %E1203 = extractelement <2 x i16> %Shuff, i32 0
  %Shuff1204 = shufflevector <2 x double> %FC600, <2 x double> %BC829, <2 x i32> <i32 1, i32 3>
  %I1205 = insertelement <4 x i32> %L1131, i32 %E506, i32 3
  %B1206 = mul <4 x i32> %Shuff721, %Sl222
  %ZE1207 = zext <8 x i1> %Cmp748 to <8 x i8>
  %Sl1208 = select i1 %Cmp579, <2 x i1> %Sl1010, <2 x i1> %Cmp443
  %Cmp1209 = icmp ne i1 %E727, %Cmp831
  br i1 %Cmp1209, label %CF1714, label %CF1793

CF1793:                                           ; preds = %CF1793, %CF1714
  %L1210 = load i64, i64* %Sl322, align 4
  store <4 x i32> %Shuff34, <4 x i32>* %Sl1026, align 16
  %E1211 = extractelement <2 x i64> %I173, i32 1
  %Shuff1212 = shufflevector <2 x i64> %Shuff492, <2 x i64> %Sl503, <2 x i32> <i32 0, i32 2>
  %I1213 = insertelement <8 x i16> zeroinitializer, i16 %B478, i32 6
  %B1214 = sub i8 %L429, 41
  %Tr1215 = trunc <2 x i64> %Sl593 to <2 x i1>
  %Sl1216 = select i1 %Sl754, <4 x i32> %B251, <4 x i32> %Shuff499
  %Cmp1217 = icmp uge i32 %E877, %E513
  br i1 %Cmp1217, label %CF1793, label %CF1852

CF1852:                                           ; preds = %CF1852, %CF1793
  %L1218 = load i8, i8* %0, align 1
  store <4 x i32> %L1086, <4 x i32>* %Sl1026, align 16
  %E1219 = extractelement <4 x i32> %Shuff34, i32 3
  %Shuff1220 = shufflevector <4 x i32> %L208, <4 x i32> %Shuff461, <4 x i32> <i32 6, i32 undef, i32 2, i32 undef>
  %I1221 = insertelement <4 x i1> %Cmp223, i1 %Cmp1193, i32 0
  %B1222 = srem <2 x i64> %Shuff977, %Sl381
  %Tr1223 = trunc <2 x i64> %Shuff265 to <2 x i32>
  %Sl1224 = select i1 %Cmp868, <8 x i64> %B684, <8 x i64> %Shuff789
  %Cmp1225 = icmp ne i64 %E1095, %Sl808
  br i1 %Cmp1225, label %CF1852, label %CF1896

CF1896:                                           ; preds = %CF1852
  %L1226 = load i8, i8* %0, align 1
  %E1227 = extractelement <1 x i16> %I963, i32 0
  %Shuff1228 = shufflevector <8 x i1> %Cmp1027, <8 x i1> %Sl366, <8 x i32> <i32 8, i32 10, i32 12, i32 14, i32 0, i32 2, i32 undef, i32 6>
  %I1229 = insertelement <8 x i64> %I857, i64 %L1049, i32 2
  %B1230 = and i16 %FC1199, %Se532
  %Tr1231 = fptrunc <2 x double> %B591 to <2 x float>
  %Sl1232 = select i1 %E185, i32 %Sl465, i32 %B775
  %Cmp1233 = icmp ult i64 %L680, %Sl269
  br i1 %Cmp1233, label %CF1714, label %CF1742

CF1742:                                           ; preds = %CF1742, %CF1896
  %L1234 = load <4 x i32>, <4 x i32>* %Sl1026, align 16
  %E1235 = extractelement <8 x i64> %B516, i32 6
  %Shuff1236 = shufflevector <4 x i1> %Cmp473, <4 x i1> %Shuff1080, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I1237 = insertelement <4 x i32> %Shuff135, i32 %E1102, i32 3
  %BC1238 = bitcast <8 x i64> %I857 to <8 x double>
  %Sl1239 = select i1 %Cmp238, <2 x i16> zeroinitializer, <2 x i16> %I621
  %Cmp1240 = icmp eq <4 x i32> %I1149, %I266
  %L1241 = load <4 x i32>, <4 x i32>* %Sl1026, align 16
  store i64 %Sl269, i64* %Sl322, align 4
  %E1242 = extractelement <1 x i1> %L810, i32 0
  br i1 %E1242, label %CF1742, label %CF1860

CF1860:                                           ; preds = %CF1742
  %Shuff1243 = shufflevector <4 x i32> %L1178, <4 x i32> %I940, <4 x i32> <i32 2, i32 4, i32 undef, i32 0>
  %I1244 = insertelement <4 x i1> %Sl740, i1 %Cmp565, i32 0
  %B1245 = xor i64 %L490, %ZE
  %FC1246 = uitofp <8 x i1> %Sl694 to <8 x double>
  %Sl1247 = select <8 x i1> %Cmp1027, <8 x i64> %Shuff1058, <8 x i64> %Shuff1164
  %Cmp1248 = icmp sgt i64 %E641, %B1182
  br i1 %Cmp1248, label %CF1674, label %CF1680

CF1680:                                           ; preds = %CF1680, %CF1806, %CF1900, %CF1811, %CF1860
  %L1249 = load <1 x i1>, <1 x i1>* %Sl585, align 1
  store i64 %Sl852, i64* %Sl322, align 4
  %E1250 = extractelement <4 x i32> %Sl1002, i32 2
  %Shuff1251 = shufflevector <2 x i16> %Shuff682, <2 x i16> %I21, <2 x i32> <i32 1, i32 undef>
  %I1252 = insertelement <2 x i1> %Cmp108, i1 %Cmp557, i32 1
  %B1253 = mul <4 x i32> %B417, %I258
  %ZE1254 = zext <8 x i1> %Cmp793 to <8 x i16>
  %Sl1255 = select i1 %Cmp38, i32 %E475, i32 %BC479
  %Cmp1256 = icmp ult <2 x i32> %Tr1223, %Tr1025
  %L1257 = load <4 x i32>, <4 x i32>* %Sl1026, align 16
  store i64 %L680, i64* %PC1075, align 4
  %E1258 = extractelement <4 x i32> %I699, i32 0
  %Shuff1259 = shufflevector <8 x i64> %Shuff931, <8 x i64> %B335, <8 x i32> <i32 undef, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 undef>
  %I1260 = insertelement <2 x i16> %Shuff, i16 %B798, i32 1
  %Se1261 = sext <4 x i32> %B349 to <4 x i64>
  %Sl1262 = select <2 x i1> %Cmp404, <2 x i16> %I1260, <2 x i16> %Shuff682
  %Cmp1263 = icmp ule <4 x i1> %Shuff992, %I1157
  %L1264 = load <1 x i1>, <1 x i1>* %Sl585, align 1
  store <4 x i32> %I258, <4 x i32>* %Sl1026, align 16
  %E1265 = extractelement <4 x i32> %Shuff378, i32 2
  %Shuff1266 = shufflevector <2 x i64> %Shuff194, <2 x i64> %I1045, <2 x i32> <i32 1, i32 3>
  %I1267 = insertelement <2 x i64> %Shuff265, i64 %E712, i32 1
  %B1268 = lshr <2 x i64> %Shuff431, %Sl1200
  %Sl1269 = select i1 %Cmp868, <2 x i64> %I1045, <2 x i64> zeroinitializer
  %Cmp1270 = icmp ule <4 x i32> %Sl951, %I42
  %L1271 = load <4 x i32>, <4 x i32>* %A, align 16
  %E1272 = extractelement <2 x i64> %Shuff492, i32 1
  %Shuff1273 = shufflevector <4 x i32> %Shuff7, <4 x i32> %L147, <4 x i32> <i32 2, i32 undef, i32 6, i32 0>
  %I1274 = insertelement <4 x i1> %I683, i1 %Cmp284, i32 0
  %B1275 = or i32 %B1046, %E811
  %Tr1276 = trunc i64 %L787 to i1
  br i1 %Tr1276, label %CF1680, label %CF1795

CF1795:                                           ; preds = %CF1795, %CF1680
  %Sl1277 = select <4 x i1> %Shuff326, <4 x i1> %Shuff1236, <4 x i1> %Tr244
  %Cmp1278 = icmp ult i8 %L573, %B501
  br i1 %Cmp1278, label %CF1795, label %CF1806

CF1806:                                           ; preds = %CF1795
  %L1279 = load <4 x i32>, <4 x i32>* %Sl1026, align 16
  store i8 %B1135, i8* %0, align 1
  %E1280 = extractelement <4 x i1> %Tr244, i32 2
  br i1 %E1280, label %CF1680, label %CF1761

CF1761:                                           ; preds = %CF1761, %CF1806
  %Shuff1281 = shufflevector <2 x i16> %Tr584, <2 x i16> %Sl1137, <2 x i32> <i32 1, i32 undef>
  %I1282 = insertelement <4 x i32> %L1279, i32 %B166, i32 3
  %Se1283 = sext <2 x i1> %I1181 to <2 x i64>
  %Sl1284 = select i1 %E185, i64 %ZE68, i64 %L383
  %Cmp1285 = icmp uge <2 x i64> %Shuff41, %Shuff522
  %L1286 = load <4 x i32>, <4 x i32>* %Sl1026, align 16
  store <4 x i32> %Shuff589, <4 x i32>* %Sl1026, align 16
  %E1287 = extractelement <4 x i32> %L1186, i32 3
  %Shuff1288 = shufflevector <2 x i1> %I1052, <2 x i1> %Shuff210, <2 x i32> <i32 2, i32 0>
  %I1289 = insertelement <4 x i1> %I1059, i1 %Sl919, i32 0
  %B1290 = fsub double %L696, %FC114
  %FC1291 = sitofp i32 %E233 to double
  %Sl1292 = select i1 %E1005, i64 %L459, i64 %Se205
  %Cmp1293 = icmp eq i64 %Sl1292, %E1043
  br i1 %Cmp1293, label %CF1761, label %CF1808

CF1808:                                           ; preds = %CF1808, %CF1761
  %L1294 = load <4 x i32>, <4 x i32>* %Sl1026, align 16
  store i64 %L467, i64* %Sl322, align 4
  %E1295 = extractelement <4 x i1> %Shuff871, i32 2
  br i1 %E1295, label %CF1808, label %CF1900

CF1900:                                           ; preds = %CF1808
  %Shuff1296 = shufflevector <4 x i32> %Shuff7, <4 x i32> %Shuff969, <4 x i32> <i32 1, i32 3, i32 undef, i32 7>
  %I1297 = insertelement <4 x i32> %L914, i32 %E811, i32 3
  %ZE1298 = zext i1 %E1124 to i64
  %Sl1299 = select i1 %Sl919, <4 x float> %I797, <4 x float> %FC494
  %Cmp1300 = icmp sge i64 %Se723, %L1210
  br i1 %Cmp1300, label %CF1680, label %CF1685

CF1685:                                           ; preds = %CF1685, %CF1900
  %L1301 = load i64, i64* %Sl322, align 4
  store <4 x i32> %Shuff499, <4 x i32>* %Sl85, align 16
  %E1302 = extractelement <8 x i1> %I211, i32 5
  br i1 %E1302, label %CF1685, label %CF1713

CF1713:                                           ; preds = %CF1713, %CF1899, %CF1685
  %Shuff1303 = shufflevector <8 x i1> %Shuff819, <8 x i1> %I675, <8 x i32> <i32 0, i32 2, i32 4, i32 undef, i32 8, i32 10, i32 12, i32 undef>
  %I1304 = insertelement <2 x i64> %Shuff1103, i64 %E377, i32 0
  %FC1305 = uitofp i8 %B1214 to double
  %Sl1306 = select <2 x i1> %I1181, <2 x i64> %I98, <2 x i64> %Shuff1266
  %Cmp1307 = icmp slt <2 x i64> %I790, %Shuff744
  %L1308 = load i8, i8* %0, align 1
  store i64 %Sl1284, i64* %PC1075, align 4
  %E1309 = extractelement <2 x i64> %Shuff620, i32 0
  %Shuff1310 = shufflevector <4 x i1> %I683, <4 x i1> %Shuff1080, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I1311 = insertelement <8 x i1> %Cmp466, i1 %E946, i32 1
  %B1312 = fdiv float %L39, 0x4081A01580000000
  %Se1313 = sext i1 %Cmp534 to i64
  %Sl1314 = select i1 %Cmp315, i1 %E256, i1 %Sl754
  br i1 %Sl1314, label %CF1713, label %CF1866

CF1866:                                           ; preds = %CF1866, %CF1713
  %Cmp1315 = icmp eq <2 x i64> %Shuff431, %Shuff273
  %L1316 = load <1 x i1>, <1 x i1>* %Sl585, align 1
  store i64 %E991, i64* %Sl322, align 4
  %E1317 = extractelement <2 x i64> %Sl1099, i32 1
  %Shuff1318 = shufflevector <4 x float> %FC494, <4 x float> %FC321, <4 x i32> <i32 undef, i32 0, i32 2, i32 4>
  %I1319 = insertelement <4 x i32> %Shuff1188, i32 %E551, i32 0
  %B1320 = shl i64 %B1182, %E991
  %Sl1321 = select i1 %Cmp823, i8 %B1135, i8 %Tr
  %Cmp1322 = icmp ult <4 x i1> %Shuff1310, %I1289
  %L1323 = load <4 x i32>, <4 x i32>* %Sl1026, align 16
  store <4 x i32> %Shuff826, <4 x i32>* %Sl85, align 16
  %E1324 = extractelement <8 x i1> %Cmp1034, i32 0
  br i1 %E1324, label %CF1866, label %CF1899

CF1899:                                           ; preds = %CF1866
  %Shuff1325 = shufflevector <2 x i16> %Shuff796, <2 x i16> %Sl1137, <2 x i32> <i32 3, i32 1>
  %I1326 = insertelement <4 x float> %Shuff1318, float %L46, i32 1
  %FC1327 = uitofp <4 x i1> %I165 to <4 x float>
  %Sl1328 = select <2 x i1> %Cmp718, <2 x i64> %I35, <2 x i64> %Sl503
  %Cmp1329 = icmp sgt i64 %L1056, %E915
  br i1 %Cmp1329, label %CF1713, label %CF1811

CF1811:                                           ; preds = %CF1899
  %L1330 = load <1 x i1>, <1 x i1>* %Sl585, align 1
  store float %L937, float* %PC, align 4
  %E1331 = extractelement <2 x i64> %Shuff157, i32 0
  %Shuff1332 = shufflevector <4 x i32> %I227, <4 x i32> %I729, <4 x i32> <i32 1, i32 undef, i32 undef, i32 7>
  %I1333 = insertelement <2 x i1> %Cmp632, i1 %Cmp996, i32 1
  %B1334 = xor <4 x i8> %FC716, %Se84
  %FC1335 = uitofp i32 %E294 to double
  %Sl1336 = select <4 x i1> %Cmp183, <4 x i32> %I1205, <4 x i32> %Shuff461
  %Cmp1337 = icmp ule i64 %Sl1184, %E581
  br i1 %Cmp1337, label %CF1680, label %CF1681

CF1681:                                           ; preds = %CF1681, %CF1876, %CF1863, %CF1895, %CF1810, %CF1811
  %L1338 = load <1 x i1>, <1 x i1>* %Sl585, align 1
  %E1339 = extractelement <4 x i32> %B1206, i32 2
  %Shuff1340 = shufflevector <4 x i32> %B137, <4 x i32> %I327, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I1341 = insertelement <1 x i1> %L1146, i1 true, i32 0
  %Tr1342 = trunc i16 %Se532 to i8
  %Sl1343 = select i1 %Sl919, i1 %E406, i1 %Sl145
  br i1 %Sl1343, label %CF1681, label %CF1876

CF1876:                                           ; preds = %CF1681
  %Cmp1344 = icmp uge i1 %Cmp890, %Sl261
  br i1 %Cmp1344, label %CF1681, label %CF1863

CF1863:                                           ; preds = %CF1876
  %L1345 = load <1 x i1>, <1 x i1>* %Sl585, align 1
  store i64 %L437, i64* %Sl322, align 4
  %E1346 = extractelement <8 x i1> %Shuff1228, i32 3
  br i1 %E1346, label %CF1681, label %CF1725

CF1725:                                           ; preds = %CF1725, %CF1819, %CF1863
  %Shuff1347 = shufflevector <8 x i1> %Shuff454, <8 x i1> %I675, <8 x i32> <i32 14, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12>
  %I1348 = insertelement <4 x i32> %B606, i32 %B, i32 0
  %B1349 = sdiv <8 x i16> %I14, %B1074
  %Sl1350 = select i1 %Sl145, i64 %L535, i64 %E1211
  %Cmp1351 = icmp ne i32 %E1195, %Sl874
  br i1 %Cmp1351, label %CF1725, label %CF1765

CF1765:                                           ; preds = %CF1765, %CF1725
  %L1352 = load i64, i64* %PC1075, align 4
  store i8 %L742, i8* %0, align 1
  %E1353 = extractelement <4 x i32> %Shuff635, i32 3
  %Shuff1354 = shufflevector <8 x i64> %Shuff407, <8 x i64> %Shuff407, <8 x i32> <i32 6, i32 8, i32 10, i32 12, i32 14, i32 0, i32 2, i32 4>
  %I1355 = insertelement <8 x i64> %I553, i64 %E1317, i32 0
  %B1356 = srem i64 %ZE1298, %L512
  %FC1357 = sitofp i64 %E to float
  %Sl1358 = select i1 %Sl935, i8 %L975, i8 %L1308
  %Cmp1359 = icmp sgt i32 %B486, %E248
  br i1 %Cmp1359, label %CF1765, label %CF1819

CF1819:                                           ; preds = %CF1765
  %L1360 = load i8, i8* %0, align 1
  store i8 %B1039, i8* %0, align 1
  %E1361 = extractelement <4 x i32> %L914, i32 2
  %Shuff1362 = shufflevector <2 x i64> %Sl800, <2 x i64> %I356, <2 x i32> <i32 undef, i32 3>
  %I1363 = insertelement <4 x i32> %Shuff484, i32 %E1036, i32 3
  %FC1364 = fptoui <2 x double> %FC622 to <2 x i32>
  %Sl1365 = select i1 %E209, i8 %E954, i8 %L1012
  %Cmp1366 = icmp ugt <4 x i32> %Sl769, %L271
  %L1367 = load <4 x i32>, <4 x i32>* %Sl1026, align 16
  store <4 x i32> %Sl1216, <4 x i32>* %Sl1026, align 16
  %E1368 = extractelement <2 x i16> %Shuff529, i32 1
  %Shuff1369 = shufflevector <4 x i32> %Shuff1220, <4 x i32> %Shuff34, <4 x i32> <i32 2, i32 4, i32 6, i32 undef>
  %I1370 = insertelement <2 x i64> %I49, i64 %B312, i32 0
  %B1371 = srem <2 x i16> %I1260, %Sl1239
  %ZE1372 = zext i8 %L726 to i32
  %Sl1373 = select i1 %Sl1343, i64 %L1301, i64 %Sl1292
  %Cmp1374 = fcmp ule float %FC964, %B843
  br i1 %Cmp1374, label %CF1725, label %CF1731

CF1731:                                           ; preds = %CF1731, %CF1819
  %L1375 = load i8, i8* %0, align 1
  store i64 %Sl198, i64* %PC1075, align 4
  %E1376 = extractelement <4 x i1> %Cmp671, i32 2
  br i1 %E1376, label %CF1731, label %CF1794

CF1794:                                           ; preds = %CF1794, %CF1731
  %Shuff1377 = shufflevector <2 x i1> %Cmp609, <2 x i1> %Cmp846, <2 x i32> <i32 1, i32 3>
  %I1378 = insertelement <4 x i64> %Sl988, i64 %L1078, i32 3
  %B1379 = xor i32 %E877, %E1132
  %Tr1380 = trunc <8 x i64> %Sl601 to <8 x i32>
  %Sl1381 = select <4 x i1> %Cmp140, <4 x i32> %L1178, <4 x i32> %L147
  %Cmp1382 = icmp ult <8 x i1> %Sl1144, %I538
  %L1383 = load i64, i64* %Sl322, align 4
  %E1384 = extractelement <2 x i1> %Cmp1169, i32 0
  br i1 %E1384, label %CF1794, label %CF1873

CF1873:                                           ; preds = %CF1873, %CF1794
  %Shuff1385 = shufflevector <2 x i1> %Cmp1055, <2 x i1> %Cmp404, <2 x i32> <i32 undef, i32 1>
  %I1386 = insertelement <4 x i1> %Cmp519, i1 %Cmp831, i32 1
  %B1387 = sdiv i64 %E543, %E712
  %PC1388 = bitcast i64* %Sl322 to double*
  %Sl1389 = select i1 %Sl919, i8 %L1020, i8 %B1082
  %Cmp1390 = icmp sgt i1 %Cmp868, %Cmp1359
  br i1 %Cmp1390, label %CF1873, label %CF1895

CF1895:                                           ; preds = %CF1873
  %L1391 = load double, double* %PC1388, align 8
  store <4 x i32> %Shuff347, <4 x i32>* %Sl1026, align 16
  %E1392 = extractelement <1 x i1> %L625, i32 0
  br i1 %E1392, label %CF1681, label %CF1691

CF1691:                                           ; preds = %CF1691, %CF1895
  %Shuff1393 = shufflevector <4 x i32> %I136, <4 x i32> %L1186, <4 x i32> <i32 0, i32 undef, i32 4, i32 6>
  %I1394 = insertelement <4 x i1> %Cmp1019, i1 %Sl472, i32 2
  %Se1395 = sext i1 %E1116 to i8
  %Sl1396 = select i1 %Cmp207, i64 %Sl1373, i64 %ZE1298
  %Cmp1397 = icmp eq <4 x i32> %L1241, %Sl1092
  %L1398 = load <4 x i32>, <4 x i32>* %Sl85, align 16
  store double 0x47AB01CA5EA9CE48, double* %PC1388, align 8
  %E1399 = extractelement <2 x i64> %Shuff194, i32 1
  %Shuff1400 = shufflevector <2 x double> %B1190, <2 x double> %FC387, <2 x i32> <i32 undef, i32 0>
  %I1401 = insertelement <4 x i1> %Shuff507, i1 %Cmp428, i32 0
  %B1402 = lshr <2 x i64> %B1060, %I1304
  %ZE1403 = zext i1 %Tr677 to i8
  %Sl1404 = select i1 %Sl670, i1 %Sl919, i1 %Sl965
  br i1 %Sl1404, label %CF1691, label %CF1706

CF1706:                                           ; preds = %CF1706, %CF1691
  %Cmp1405 = icmp sgt <4 x i32> %Shuff172, %Shuff826
  %L1406 = load i1, i1* %PC29, align 1
  br i1 %L1406, label %CF1706, label %CF1707

CF1707:                                           ; preds = %CF1707, %CF1706
  store <4 x i32> %L1279, <4 x i32>* %Sl1026, align 16
  %E1407 = extractelement <2 x i64> %Shuff73, i32 0
  %Shuff1408 = shufflevector <4 x i32> %L1178, <4 x i32> %Shuff589, <4 x i32> <i32 1, i32 undef, i32 undef, i32 7>
  %I1409 = insertelement <8 x i1> %I538, i1 %Cmp101, i32 3
  %B1410 = ashr i32 %E1219, %3
  %Tr1411 = trunc <8 x i64> %I105 to <8 x i8>
  %Sl1412 = select i1 %Cmp1193, i1 %Cmp557, i1 %FC175
  br i1 %Sl1412, label %CF1707, label %CF1716

CF1716:                                           ; preds = %CF1716, %CF1707
  %Cmp1413 = icmp eq <2 x i1> %I1081, %FC761
  %L1414 = load <4 x i32>, <4 x i32>* %Sl1026, align 16
  store i64 %Sl1373, i64* %Sl322, align 4
  %E1415 = extractelement <4 x i1> %Cmp741, i32 3
  br i1 %E1415, label %CF1716, label %CF1779

CF1779:                                           ; preds = %CF1779, %CF1716
  %Shuff1416 = shufflevector <8 x i1> %Sl762, <8 x i1> %Cmp94, <8 x i32> <i32 10, i32 12, i32 14, i32 0, i32 2, i32 undef, i32 6, i32 8>
  %I1417 = insertelement <4 x i1> %I8, i1 %Cmp360, i32 0
  %B1418 = lshr i32 %E811, %E1287
  %FC1419 = sitofp i1 %Sl411 to double
  %Sl1420 = select i1 %Cmp868, <4 x i1> zeroinitializer, <4 x i1> %I165
  %Cmp1421 = icmp slt <1 x i1> %I1341, %L587
  %L1422 = load double, double* %PC1388, align 8
  store i64 %L1056, i64* %Sl322, align 4
  %E1423 = extractelement <2 x i8> %Tr487, i32 1
  %Shuff1424 = shufflevector <8 x i64> %Shuff789, <8 x i64> %Sl601, <8 x i32> <i32 2, i32 4, i32 undef, i32 undef, i32 undef, i32 12, i32 14, i32 0>
  %I1425 = insertelement <4 x i32> %Shuff48, i32 %E1163, i32 0
  %B1426 = udiv i64 %E626, %B692
  %Sl1427 = select i1 %Cmp1293, float %FC784, float 0x4081A01580000000
  %Cmp1428 = icmp slt <2 x i1> %Cmp609, %Cmp846
  %L1429 = load double, double* %PC1388, align 8
  store double %Sl1033, double* %PC1388, align 8
  %E1430 = extractelement <8 x i1> %Shuff1196, i32 7
  br i1 %E1430, label %CF1779, label %CF1810

CF1810:                                           ; preds = %CF1779
  %Shuff1431 = shufflevector <4 x i32> %Shuff439, <4 x i32> %L95, <4 x i32> <i32 2, i32 4, i32 undef, i32 0>
  %I1432 = insertelement <2 x i1> %Cmp1315, i1 %Cmp1374, i32 0
  %BC1433 = bitcast double %B304 to i64
  %Sl1434 = select i1 %Cmp996, <2 x i64> %B1402, <2 x i64> %Shuff333
  %Cmp1435 = icmp slt <4 x i32> %Sl435, %Shuff1431
  %L1436 = load i64, i64* %Sl322, align 4
  store i64 %B1127, i64* %Sl322, align 4
  %E1437 = extractelement <2 x i64> zeroinitializer, i32 1
  %Shuff1438 = shufflevector <4 x i32> %B730, <4 x i32> %L133, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I1439 = insertelement <2 x i64> %Shuff1117, i64 %B188, i32 0
  %B1440 = and i8 %Sl16, %B99
  %Se1441 = sext <4 x i8> %I128 to <4 x i16>
  %Sl1442 = select i1 %Sl1412, i8 %B228, i8 %B243
  %Cmp1443 = icmp ne i64 %L413, %Sl23
  br i1 %Cmp1443, label %CF1681, label %CF1683

CF1683:                                           ; preds = %CF1810
  %L1444 = load <4 x i32>, <4 x i32>* %Sl1026, align 16
  store i64 %L512, i64* %PC1075, align 4
  %E1445 = extractelement <2 x i64> %Shuff370, i32 1
  %Shuff1446 = shufflevector <8 x i1> %Sl623, <8 x i1> %Shuff612, <8 x i32> <i32 10, i32 12, i32 14, i32 0, i32 2, i32 4, i32 6, i32 8>
  %I1447 = insertelement <4 x i1> zeroinitializer, i1 %Cmp238, i32 0
  %B1448 = shl i32 212177, %E1102
  %FC1449 = fptosi float %L505 to i1
  br i1 %FC1449, label %CF1674, label %CF1679

CF1679:                                           ; preds = %CF1679, %CF1861, %CF1869, %CF1683
  %Sl1450 = select i1 %Cmp996, <8 x i64> %ZE807, <8 x i64> %Se213
  %Cmp1451 = icmp ult <2 x i64> %B531, %Shuff1362
  %L1452 = load i1, i1* %PC29, align 1
  br i1 %L1452, label %CF1679, label %CF1861

CF1861:                                           ; preds = %CF1679
  %E1453 = extractelement <4 x i32> %Shuff378, i32 3
  %Shuff1454 = shufflevector <4 x i1> %I1289, <4 x i1> %I605, <4 x i32> <i32 undef, i32 4, i32 6, i32 0>
  %I1455 = insertelement <8 x i1> %Sl623, i1 %Cmp695, i32 4
  %B1456 = fmul <2 x float> %Sl724, %Tr1231
  %Tr1457 = trunc i64 %L361 to i16
  %Sl1458 = select i1 %Cmp45, i1 %Cmp101, i1 %Cmp284
  br i1 %Sl1458, label %CF1679, label %CF1774

CF1774:                                           ; preds = %CF1774, %CF1861
  %Cmp1459 = icmp slt <4 x i32> %I1363, %L1186
  %L1460 = load <4 x i32>, <4 x i32>* %Sl1026, align 16
  %E1461 = extractelement <2 x i64> %Shuff265, i32 1
  %Shuff1462 = shufflevector <2 x i1> %Sl822, <2 x i1> %Cmp108, <2 x i32> <i32 undef, i32 2>
  %I1463 = insertelement <8 x i64> %ZE807, i64 %Sl654, i32 6
  %B1464 = sub <2 x i16> zeroinitializer, %Sl450
  %ZE1465 = zext i1 %Cmp451 to i16
  %Sl1466 = select i1 %Cmp770, <8 x i64> %I917, <8 x i64> %Sl1450
  %Cmp1467 = icmp eq <8 x i1> %Cmp397, %I538
  %L1468 = load i64, i64* %Sl322, align 4
  store <4 x i32> %I940, <4 x i32>* %Sl1026, align 16
  %E1469 = extractelement <8 x i1> %Cmp725, i32 1
  br i1 %E1469, label %CF1774, label %CF1869

CF1869:                                           ; preds = %CF1774
  %Shuff1470 = shufflevector <4 x i32> %Shuff164, <4 x i32> %Sl769, <4 x i32> <i32 undef, i32 6, i32 0, i32 2>
  %I1471 = insertelement <2 x i16> %Shuff392, i16 %FC630, i32 0
  %B1472 = ashr <2 x i8> %Tr1128, %ZE592
  %FC1473 = uitofp <2 x i1> %Cmp132 to <2 x double>
  %Sl1474 = select <2 x i1> %Tr555, <2 x i64> %I440, <2 x i64> %Sl131
  %Cmp1475 = icmp eq i8 %Sl540, %Sl785
  br i1 %Cmp1475, label %CF1679, label %CF1690

CF1690:                                           ; preds = %CF1690, %CF1869
  %L1476 = load double, double* %PC1388, align 8
  store <4 x i32> %I1363, <4 x i32>* %Sl1026, align 16
  %E1477 = extractelement <4 x i32> %I364, i32 0
  %Shuff1478 = shufflevector <2 x i64> %Sl1434, <2 x i64> %Sl1200, <2 x i32> undef
  %I1479 = insertelement <4 x i32> %Shuff172, i32 %L200, i32 1
  %B1480 = srem i64 %E665, %E40
  %ZE1481 = zext <4 x i1> %I1394 to <4 x i16>
  %Sl1482 = select i1 %Cmp1145, i64 %E240, i64 %L1210
  %Cmp1483 = icmp ne i1 %Cmp1048, %E1376
  br i1 %Cmp1483, label %CF1690, label %CF1693

CF1693:                                           ; preds = %CF1693, %CF1858, %CF1875, %CF1690
  %L1484 = load <4 x i32>, <4 x i32>* %Sl1026, align 16
  store double %L497, double* %PC1388, align 8
  %E1485 = extractelement <8 x i1> %Shuff612, i32 2
  br i1 %E1485, label %CF1693, label %CF1858

CF1858:                                           ; preds = %CF1693
  %Shuff1486 = shufflevector <2 x i64> %I636, <2 x i64> %I, <2 x i32> <i32 1, i32 3>
  %I1487 = insertelement <4 x i32> %Shuff1051, i32 %E354, i32 3
  %Sl1488 = select i1 %Cmp1145, <4 x i32> %Shuff439, <4 x i32> %I342
  %Cmp1489 = icmp sgt i64 %E453, %Sl23
  br i1 %Cmp1489, label %CF1693, label %CF1753

CF1753:                                           ; preds = %CF1753, %CF1856, %CF1858
  %L1490 = load <4 x i32>, <4 x i32>* %Sl1026, align 16
  store double %Sl1033, double* %PC1388, align 8
  %E1491 = extractelement <2 x i64> %Shuff265, i32 1
  %Shuff1492 = shufflevector <8 x i1> %Shuff1228, <8 x i1> %Shuff1303, <8 x i32> <i32 undef, i32 8, i32 10, i32 12, i32 14, i32 0, i32 2, i32 4>
  %I1493 = insertelement <4 x i1> %I1447, i1 %Cmp360, i32 0
  %B1494 = lshr <2 x i64> %Shuff514, %I173
  %BC1495 = bitcast <8 x double> %Sl927 to <8 x i64>
  %Sl1496 = select i1 %Cmp1209, <4 x i32> %Shuff589, <4 x i32> %B933
  %Cmp1497 = icmp slt i16 %FC1199, %E179
  br i1 %Cmp1497, label %CF1753, label %CF1856

CF1856:                                           ; preds = %CF1753
  %L1498 = load <4 x i32>, <4 x i32>* %Sl1026, align 16
  store double %B304, double* %PC1388, align 8
  %E1499 = extractelement <2 x i64> %I35, i32 1
  %Shuff1500 = shufflevector <4 x i32> %L87, <4 x i32> %Shuff1037, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I1501 = insertelement <2 x i1> %Shuff901, i1 %Sl754, i32 0
  %B1502 = add <8 x i64> %I28, %Shuff1354
  %Tr1503 = trunc <4 x i32> %I1487 to <4 x i8>
  %Sl1504 = select i1 %Cmp1201, i32 %E54, i32 %E825
  %Cmp1505 = icmp sge <2 x i1> %Sl168, %I628
  %L1506 = load double, double* %PC1388, align 8
  store <4 x i32> %Sl222, <4 x i32>* %Sl85, align 16
  %E1507 = extractelement <4 x i1> %I1038, i32 2
  br i1 %E1507, label %CF1753, label %CF1777

CF1777:                                           ; preds = %CF1777, %CF1856
  %Shuff1508 = shufflevector <4 x i32> %Shuff499, <4 x i32> %L147, <4 x i32> <i32 1, i32 3, i32 undef, i32 7>
  %I1509 = insertelement <2 x i16> %Shuff682, i16 %FC630, i32 1
  %B1510 = sub <2 x i64> zeroinitializer, %Shuff265
  %ZE1511 = zext <1 x i1> %L1264 to <1 x i16>
  %Sl1512 = select i1 %Cmp1329, i64 %L444, i64 %E757
  %Cmp1513 = icmp eq <4 x i32> %I258, %L133
  %L1514 = load <4 x i32>, <4 x i32>* %Sl1026, align 16
  store double 0x47AB01CA5EA9CE48, double* %PC1388, align 8
  %E1515 = extractelement <4 x i32> %Shuff249, i32 0
  %Shuff1516 = shufflevector <8 x i1> %Cmp397, <8 x i1> %Shuff1303, <8 x i32> <i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 1>
  %I1517 = insertelement <2 x i64> %Shuff431, i64 %Sl, i32 1
  %B1518 = mul <8 x i64> %I857, %B708
  %FC1519 = sitofp <8 x i1> %Cmp1034 to <8 x float>
  %Sl1520 = select i1 %Sl145, <2 x i1> %I1052, <2 x i1> %I1007
  %Cmp1521 = icmp ult i64 %L1301, %Sl198
  br i1 %Cmp1521, label %CF1777, label %CF1835

CF1835:                                           ; preds = %CF1835, %CF1777
  %L1522 = load i8, i8* %0, align 1
  store <4 x i32> %L1086, <4 x i32>* %Sl1026, align 16
  %E1523 = extractelement <4 x float> %Shuff1318, i32 3
  %Shuff1524 = shufflevector <2 x i64> %Shuff923, <2 x i64> %Sl1474, <2 x i32> <i32 2, i32 0>
  %I1525 = insertelement <2 x i64> %Shuff984, i64 %E240, i32 0
  %Se1526 = sext i16 %E179 to i64
  %Sl1527 = select <4 x i1> %Cmp913, <4 x i1> %I1038, <4 x i1> %Shuff1310
  %Cmp1528 = icmp uge <4 x i32> %Shuff378, %I1118
  %L1529 = load float, float* %PC, align 4
  store <4 x i32> %I1319, <4 x i32>* %Sl1026, align 16
  %E1530 = extractelement <4 x i32> zeroinitializer, i32 2
  %Shuff1531 = shufflevector <4 x i32> %I342, <4 x i32> %B933, <4 x i32> <i32 1, i32 3, i32 5, i32 undef>
  %I1532 = insertelement <2 x i64> %Shuff1478, i64 %E712, i32 1
  %B1533 = sdiv <4 x i32> %Sl253, %L1414
  %Sl1534 = select i1 %Cmp344, i1 %E264, i1 %E596
  br i1 %Sl1534, label %CF1835, label %CF1875

CF1875:                                           ; preds = %CF1835
  %Cmp1535 = icmp uge <4 x i32> zeroinitializer, %Sl548
  %L1536 = load i64, i64* %Sl322, align 4
  %E1537 = extractelement <8 x i1> %Cmp177, i32 6
  br i1 %E1537, label %CF1693, label %CF1700

CF1700:                                           ; preds = %CF1700, %CF1892, %CF1879, %CF1797, %CF1875
  %Shuff1538 = shufflevector <4 x i1> %I850, <4 x i1> %Cmp1138, <4 x i32> <i32 1, i32 undef, i32 5, i32 7>
  %I1539 = insertelement <4 x i8> %Shuff1006, i8 %B700, i32 3
  %Tr1540 = trunc <4 x i32> %I1479 to <4 x i16>
  %Sl1541 = select i1 %E406, <4 x i32> %Shuff1133, <4 x i32> %B75
  %Cmp1542 = icmp ule i1 %Sl935, %E1029
  br i1 %Cmp1542, label %CF1700, label %CF1892

CF1892:                                           ; preds = %CF1700
  %L1543 = load i8, i8* %0, align 1
  store <4 x i32> %Sl1129, <4 x i32>* %Sl1026, align 16
  %E1544 = extractelement <2 x i1> %Shuff1385, i32 1
  br i1 %E1544, label %CF1700, label %CF1785

CF1785:                                           ; preds = %CF1785, %CF1892
  %Shuff1545 = shufflevector <4 x i32> %Sl881, <4 x i32> %Sl222, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I1546 = insertelement <4 x i32> %Shuff1431, i32 %E892, i32 0
  %B1547 = lshr <4 x i32> %Shuff1408, %B204
  %FC1548 = uitofp <2 x i1> %Cmp132 to <2 x float>
  %Sl1549 = select i1 %Cmp617, i8 %B228, i8 %5
  %Cmp1550 = icmp uge <2 x i16> %I1260, %I598
  %L1551 = load double, double* %PC1388, align 8
  store i64 %E1461, i64* %Sl322, align 4
  %E1552 = extractelement <4 x i1> %Cmp458, i32 1
  br i1 %E1552, label %CF1785, label %CF1879

CF1879:                                           ; preds = %CF1785
  %Shuff1553 = shufflevector <8 x i1> %Shuff454, <8 x i1> %Cmp1027, <8 x i32> <i32 12, i32 undef, i32 0, i32 2, i32 4, i32 undef, i32 8, i32 10>
  %I1554 = insertelement <2 x i64> %Shuff650, i64 %L633, i32 0
  %B1555 = sdiv <2 x i64> %Shuff400, %B971
  %Tr1556 = trunc i8 %Sl16 to i1
  br i1 %Tr1556, label %CF1700, label %CF1775

CF1775:                                           ; preds = %CF1775, %CF1879
  %Sl1557 = select i1 %L376, i64 %Sl1350, i64 %E1095
  %Cmp1558 = icmp ult i64 %L967, %E340
  br i1 %Cmp1558, label %CF1775, label %CF1797

CF1797:                                           ; preds = %CF1775
  %L1559 = load <4 x i32>, <4 x i32>* %Sl1026, align 16
  store double %B304, double* %PC1388, align 8
  %E1560 = extractelement <4 x i32> %L1086, i32 3
  %Shuff1561 = shufflevector <4 x i32> %Shuff378, <4 x i32> %Shuff1340, <4 x i32> <i32 undef, i32 4, i32 6, i32 0>
  %I1562 = insertelement <4 x i1> %I545, i1 %Sl754, i32 0
  %B1563 = srem i16 %Sl564, %Se866
  %Tr1564 = trunc i32 %B1275 to i16
  %Sl1565 = select <2 x i1> %Cmp292, <2 x i64> %I440, <2 x i64> %I1045
  %Cmp1566 = icmp sgt i16 -2231, %Se866
  br i1 %Cmp1566, label %CF1700, label %CF1767

CF1767:                                           ; preds = %CF1767, %CF1797
  %L1567 = load <1 x i1>, <1 x i1>* %Sl585, align 1
  store i64 %FC221, i64* %PC1075, align 4
  %E1568 = extractelement <4 x i32> %L1294, i32 2
  %Shuff1569 = shufflevector <4 x i32> %Shuff962, <4 x i32> %Shuff698, <4 x i32> <i32 1, i32 3, i32 undef, i32 7>
  %I1570 = insertelement <2 x i64> %Shuff604, i64 %Se205, i32 1
  %B1571 = sdiv <4 x i32> %I303, %Shuff1438
  %FC1572 = sitofp <2 x i1> %Cmp154 to <2 x float>
  %Sl1573 = select i1 %Cmp565, i16 %E179, i16 %Tr653
  %Cmp1574 = icmp ugt i1 %Cmp1300, %Cmp1011
  br i1 %Cmp1574, label %CF1767, label %CF1771

CF1771:                                           ; preds = %CF1767
  %L1575 = load <4 x i32>, <4 x i32>* %Sl1026, align 16
  store i8 %B1135, i8* %0, align 1
  %E1576 = extractelement <2 x i64> %Shuff1478, i32 0
  %Shuff1577 = shufflevector <4 x i8> %Tr570, <4 x i8> %Se84, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I1578 = insertelement <2 x i16> %B1090, i16 %Se866, i32 1
  %Se1579 = sext <4 x i32> %I835 to <4 x i64>
  %Sl1580 = select i1 %Cmp1443, float %L71, float %Sl1114
  %Cmp1581 = icmp ult i1 %E1415, %Sl69
  br i1 %Cmp1581, label %CF1674, label %CF1676

CF1676:                                           ; preds = %CF1676, %CF1865, %CF1825, %CF1771
  %L1582 = load <4 x i32>, <4 x i32>* %Sl85, align 16
  store double %L1476, double* %PC1388, align 8
  %E1583 = extractelement <4 x i1> %Shuff1538, i32 1
  br i1 %E1583, label %CF1676, label %CF1865

CF1865:                                           ; preds = %CF1676
  %Shuff1584 = shufflevector <8 x i16> %Shuff1148, <8 x i16> %Shuff1088, <8 x i32> <i32 4, i32 6, i32 undef, i32 10, i32 12, i32 14, i32 undef, i32 2>
  %I1585 = insertelement <4 x i32> %L421, i32 %E391, i32 2
  %B1586 = srem <2 x i64> %B1402, %Shuff492
  %Sl1587 = select i1 %Sl145, <2 x i64> %Shuff1111, <2 x i64> %I759
  %Cmp1588 = icmp ugt <4 x i32> %Sl222, %I667
  %L1589 = load <4 x i32>, <4 x i32>* %Sl1026, align 16
  %E1590 = extractelement <2 x i16> %Shuff1251, i32 1
  %Shuff1591 = shufflevector <2 x i64> %Shuff27, <2 x i64> %Shuff1103, <2 x i32> <i32 2, i32 0>
  %I1592 = insertelement <2 x i64> %Sl800, i64 %E818, i32 0
  %B1593 = sub i32 %Sl874, %Sl1054
  %Tr1594 = trunc <2 x i64> %Shuff257 to <2 x i1>
  %Sl1595 = select i1 %E6, i64 %E483, i64 %E626
  %Cmp1596 = icmp ugt i32 %E445, %E1132
  br i1 %Cmp1596, label %CF1676, label %CF1729

CF1729:                                           ; preds = %CF1729, %CF1897, %CF1847, %CF1865
  %L1597 = load i8, i8* %0, align 1
  store <4 x i32> %L1294, <4 x i32>* %Sl1026, align 16
  %E1598 = extractelement <4 x i1> %Cmp989, i32 0
  br i1 %E1598, label %CF1729, label %CF1897

CF1897:                                           ; preds = %CF1729
  %Shuff1599 = shufflevector <2 x i64> %Shuff690, <2 x i64> %Sl1200, <2 x i32> <i32 3, i32 1>
  %I1600 = insertelement <2 x i64> %Shuff218, i64 %L490, i32 1
  %Tr1601 = trunc <4 x i32> %I393 to <4 x i16>
  %Sl1602 = select i1 %Sl275, i32 %E475, i32 %E1361
  %Cmp1603 = icmp sge i1 %Cmp284, %Cmp323
  br i1 %Cmp1603, label %CF1729, label %CF1826

CF1826:                                           ; preds = %CF1826, %CF1893, %CF1897
  %L1604 = load <4 x i32>, <4 x i32>* %A, align 16
  store i8 %L1522, i8* %0, align 1
  %E1605 = extractelement <2 x i64> %Shuff370, i32 0
  %Shuff1606 = shufflevector <2 x i64> %Sl314, <2 x i64> %Shuff766, <2 x i32> <i32 3, i32 undef>
  %I1607 = insertelement <1 x i1> %L1264, i1 %Tr1276, i32 0
  %B1608 = add <4 x i32> %Shuff1438, %Shuff1508
  %FC1609 = fptoui float %Sl678 to i1
  br i1 %FC1609, label %CF1826, label %CF1893

CF1893:                                           ; preds = %CF1826
  %Sl1610 = select <4 x i1> %Cmp989, <4 x i32> %Shuff773, <4 x i32> %I447
  %Cmp1611 = icmp ult <4 x i1> %Cmp936, %Cmp671
  %L1612 = load i8, i8* %0, align 1
  store i64 %L719, i64* %Sl322, align 4
  %E1613 = extractelement <4 x i32> zeroinitializer, i32 0
  %Shuff1614 = shufflevector <2 x i1> %Sl1107, <2 x i1> %I1252, <2 x i32> <i32 undef, i32 1>
  %I1615 = insertelement <8 x i1> %I714, i1 %Cmp952, i32 5
  %B1616 = fdiv float %FC784, %Sl115
  %Sl1617 = select i1 %Cmp594, i64 %E40, i64 %E301
  %Cmp1618 = icmp ugt i8 %ZE1403, %L1308
  br i1 %Cmp1618, label %CF1826, label %CF1847

CF1847:                                           ; preds = %CF1893
  %L1619 = load double, double* %PC350, align 8
  store i64 %E528, i64* %Sl322, align 4
  %E1620 = extractelement <4 x i32> %Shuff499, i32 1
  %Shuff1621 = shufflevector <4 x i32> %L1123, <4 x i32> %Shuff1470, <4 x i32> <i32 0, i32 undef, i32 4, i32 6>
  %I1622 = insertelement <4 x i32> %I1237, i32 %E369, i32 2
  %B1623 = udiv <2 x i64> %Shuff302, %Shuff370
  %Tr1624 = trunc <4 x i32> %Sl548 to <4 x i8>
  %Sl1625 = select i1 %Sl472, i8 %L405, i8 %B700
  %Cmp1626 = icmp slt <8 x i64> %I917, %B684
  %L1627 = load i64, i64* %Sl322, align 4
  store i64 %L383, i64* %Sl322, align 4
  %E1628 = extractelement <2 x i64> %I767, i32 0
  %Shuff1629 = shufflevector <2 x i16> %Shuff682, <2 x i16> %Tr1032, <2 x i32> <i32 1, i32 3>
  %I1630 = insertelement <2 x i16> %Sl450, i16 %Sl830, i32 1
  %B1631 = sdiv i64 %Se563, %Sl
  %BC1632 = bitcast i64 %Sl1512 to double
  %Sl1633 = select i1 %Sl1458, i64 %B1127, i64 %E163
  %Cmp1634 = icmp ugt <4 x i32> %Shuff916, %I1319
  %L1635 = load double, double* %PC1388, align 8
  store i64 %E712, i64* %Sl322, align 4
  %E1636 = extractelement <4 x i1> zeroinitializer, i32 0
  br i1 %E1636, label %CF1729, label %CF1825

CF1825:                                           ; preds = %CF1847
  %Shuff1637 = shufflevector <4 x i32> %Shuff378, <4 x i32> %B204, <4 x i32> <i32 undef, i32 5, i32 7, i32 1>
  %I1638 = insertelement <4 x i32> %L109, i32 %E1163, i32 1
  %FC1639 = uitofp <8 x i16> zeroinitializer to <8 x float>
  %Sl1640 = select <2 x i1> %I1501, <2 x i64> %Shuff650, <2 x i64> %B1510
  %Cmp1641 = icmp sgt <2 x i1> %Shuff804, %Shuff901
  %L1642 = load double, double* %PC1388, align 8
  store i64 %L542, i64* %Sl322, align 4
  %E1643 = extractelement <2 x i64> %I956, i32 0
  %Shuff1644 = shufflevector <8 x i1> %Shuff1196, <8 x i1> %Shuff1180, <8 x i32> <i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 1, i32 3>
  %I1645 = insertelement <4 x i32> %B1206, i32 %B486, i32 3
  %Tr1646 = trunc <2 x i64> %Shuff1066 to <2 x i16>
  %Sl1647 = select i1 %Cmp323, <8 x i8> %ZE1207, <8 x i8> %Se739
  %Cmp1648 = icmp eq i32 %Sl1504, %B941
  br i1 %Cmp1648, label %CF1676, label %CF1684

CF1684:                                           ; preds = %CF1684, %CF1789, %CF1778, %CF1743, %CF1825
  %L1649 = load double, double* %PC1388, align 8
  store double %L1391, double* %PC1388, align 8
  %E1650 = extractelement <4 x i1> %Shuff143, i32 3
  br i1 %E1650, label %CF1684, label %CF1789

CF1789:                                           ; preds = %CF1684
  %Shuff1651 = shufflevector <2 x i64> %Shuff333, <2 x i64> %Sl381, <2 x i32> <i32 2, i32 undef>
  %I1652 = insertelement <1 x i1> %L625, i1 %Cmp1374, i32 0
  %B1653 = mul i32 %B1410, %E1361
  %Tr1654 = trunc i64 %Se152 to i1
  br i1 %Tr1654, label %CF1684, label %CF1778

CF1778:                                           ; preds = %CF1789
  %Sl1655 = select <2 x i1> %Cmp1451, <2 x i8> %B1472, <2 x i8> %Tr358
  %Cmp1656 = icmp uge <4 x i8> %Tr768, %Tr1503
  %L1657 = load <1 x i1>, <1 x i1>* %Sl585, align 1
  store i8 %B1135, i8* %0, align 1
  %E1658 = extractelement <2 x i32> %Tr701, i32 0
  %Shuff1659 = shufflevector <8 x i16> %Shuff1584, <8 x i16> %Sl480, <8 x i32> <i32 9, i32 11, i32 13, i32 15, i32 1, i32 3, i32 5, i32 undef>
  %I1660 = insertelement <4 x i1> %Shuff385, i1 %Cmp428, i32 3
  %B1661 = sdiv <2 x i16> %Shuff1281, %Shuff796
  %Tr1662 = trunc i64 %Sl359 to i32
  %Sl1663 = select i1 true, i1 %Cmp1077, i1 %L125
  br i1 %Sl1663, label %CF1684, label %CF1743

CF1743:                                           ; preds = %CF1778
  %Cmp1664 = icmp uge <4 x i32> %Shuff48, %I737
  %L1665 = load double, double* %PC1388, align 8
  store i64 %L482, i64* %Sl322, align 4
  %E1666 = extractelement <4 x i1> %I1038, i32 0
  br i1 %E1666, label %CF1684, label %CF1712

CF1712:                                           ; preds = %CF1712, %CF1903, %CF1743
  %Shuff1667 = shufflevector <2 x i64> %Shuff431, <2 x i64> %Sl593, <2 x i32> <i32 undef, i32 1>
  %I1668 = insertelement <2 x i64> %Shuff690, i64 %E581, i32 1
  %B1669 = or i64 %E1211, %L602
  %Tr1670 = trunc i32 %Sl1504 to i1
  br i1 %Tr1670, label %CF1712, label %CF1903

CF1903:                                           ; preds = %CF1712
  %Sl1671 = select i1 %Sl754, <4 x i32> %B151, <4 x i32> %Shuff698
  %Cmp1672 = icmp eq i8 %L1522, %L990
  br i1 %Cmp1672, label %CF1712, label %CF1741

CF1741:                                           ; preds = %CF1903
  store double %L497, double* %PC1388, align 8
  store double %L1506, double* %PC1388, align 8
  ret void
}

; Theme: function definitions/declarations. Calling conventions (named and
; `cc N`), return/parameter/function attributes (inline and via attribute
; groups, incl. type-carrying ones), string attributes with escapes,
; gc, prefix/prologue data, personality, section/partition/comdat/align,
; unnamed_addr/local_unnamed_addr, addrspace, metadata attachments on
; definitions and `declare !dbg`, unnamed parameters, varargs, linkage etc.,
; the largest attribute group id #4294967295.

%struct.S = type { i32, [4 x i64] }
$comdat_fn = comdat any

declare ccc void @c_cc()
declare fastcc void @fast_cc()
declare coldcc void @cold_cc()
declare webkit_jscc void @webkit()
declare anyregcc void @anyreg()
declare preserve_mostcc void @pmost()
declare preserve_allcc void @pall()
declare cxx_fast_tlscc void @cxxtls()
declare swiftcc void @swift()
declare swifttailcc void @swifttail()
declare tailcc void @tail()
declare cfguard_checkcc void @cfguard()
declare x86_stdcallcc void @stdcall()
declare x86_fastcallcc void @fastcall()
declare x86_thiscallcc void @thiscall()
declare x86_vectorcallcc void @vectorcall()
declare x86_regcallcc void @regcall()
declare x86_64_sysvcc void @sysv()
declare win64cc void @win64()
declare arm_apcscc void @apcs()
declare arm_aapcscc void @aapcs()
declare arm_aapcs_vfpcc void @aapcsvfp()
declare aarch64_vector_pcs void @a64vec()
declare aarch64_sve_vector_pcs void @a64sve()
declare msp430_intrcc void @msp()
declare avr_intrcc void @avrintr()
declare avr_signalcc void @avrsig()
declare ptx_kernel void @ptxk()
declare ptx_device void @ptxd()
declare spir_func void @spirf()
declare spir_kernel void @spirk()
declare intel_ocl_bicc void @ocl()
declare hhvmcc void @hhvm()
declare hhvm_ccc void @hhvmc()
declare amdgpu_vs void @avs()
declare amdgpu_ls void @als()
declare amdgpu_hs void @ahs()
declare amdgpu_es void @aes()
declare amdgpu_gs void @ags()
declare amdgpu_ps void @aps()
declare amdgpu_cs void @acs()
declare amdgpu_kernel void @akern()
declare amdgpu_gfx void @agfx()
declare ghccc void @ghc()
declare cc 99 void @cc99()
declare cc 0 void @cc0()
declare cc 8 void @cc8()
declare x86_intrcc void @intr(i32* byval(i32))

declare noalias nonnull dereferenceable(8) i8* @ret_attrs(i64) allocsize(0)
declare zeroext i1 @zext_ret(i8 signext, i16 zeroext, i32 inreg, i8* nocapture readonly)
declare dereferenceable_or_null(4) align 16 noundef i32* @ret2(i32* returned, i8* noalias nocapture writeonly, i8* readnone)
declare i8* @allocsz(i64, i64) allocsize(0,1)
declare void @byvals(%struct.S* byval(%struct.S) align 8, %struct.S* sret(%struct.S) align 4, i32* byref(i32), i8* nest, %struct.S* inalloca(%struct.S))
declare void @prealloc(i64* preallocated(i64))
declare swiftcc void @swifty(i8* swiftself, i8** swifterror, i8* swiftasync)
declare void @nofree_args(i8* nofree noundef, i8* nonnull align 4 dereferenceable(16))
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg)
declare void @varargs(i32, ...)
declare void @only_varargs(...)
declare void @unnamed_params(i32, float, <2 x i8>, [2 x i8], { i8 }, %struct.S*) #0
declare !dbg !3 void @decl_dbg()
declare extern_weak void @weakdecl()
declare dllimport void @dllimp()
declare hidden void @hiddendecl() unnamed_addr
declare void @as_fn() addrspace(1)
declare void @fnattrs() alignstack(16) vscale_range(1,16) cold hot inaccessiblememonly inlinehint minsize naked
declare void @fnattrs2() nobuiltin noduplicate nofree noimplicitfloat noinline nomerge nonlazybind noredzone noreturn norecurse willreturn nosync nounwind
declare void @fnattrs3() null_pointer_is_valid optforfuzzing optsize readnone argmemonly returns_twice safestack sanitize_address sanitize_memory
declare void @fnattrs4() sanitize_thread sanitize_hwaddress sanitize_memtag speculative_load_hardening speculatable ssp sspreq sspstrong strictfp uwtable nocf_check shadowcallstack mustprogress
declare void @fnattrs5() unnamed_addr inaccessiblemem_or_argmemonly jumptable convergent writeonly noprofile disable_sanitizer_instrumentation nosanitize_coverage
declare void @fnattrs6() readonly vscale_range(4) alwaysinline
declare void @maxgrp() #4294967295
declare void @strattrs() "key"="value" "flag" "esc\22aped"="a\5Cb\0Ac" "empty"="" "target-features"="+sse,-avx"

define void @nothing() {
  ret void
}

define internal fastcc noundef i32 @full(i32 %a, i8* nocapture %b) unnamed_addr #1 section ".text.full" comdat($comdat_fn) align 16 gc "statepoint-example" prefix i32 123 prologue i8 144 personality i32 (...)* @pers !dbg !4 !prof !10 {
  ret i32 %a
}

define linkonce_odr hidden coldcc void @comdat_fn() local_unnamed_addr partition "pp" comdat {
  ret void
}

define private cc 99 void @private_cc99() align 1 {
  ret void
}

define weak dso_local protected void @weakdef() gc "shadow-stack" prefix { i8, i8 } { i8 1, i8 2 } {
  ret void
}

define dllexport void @dllexp() addrspace(2) section "s" {
  ret void
}

define available_externally i32 @availext(i32 returned %x) prologue [2 x i8] c"\EB\06" {
  ret i32 %x
}

define void @numbered_args(i32 %0, i32 %1) {
  %3 = add i32 %0, %1
  ret void
}

define i8* @attr_grp_call(i32 %n, i32 %m) #2 {
  call void @nothing() #3
  call void @strattrs() "callsite"="x"
  ret i8* null
}

declare i32 @pers(...)

attributes #0 = { nounwind "frame-pointer"="all" }
attributes #1 = { noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { alignstack=8 allocsize(1) "a b"="c d" }
attributes #4294967295 = { nounwind "max attribute group id" }
attributes #3 = { builtin nobuiltin "str\FFhi"="\01\7F" }

!llvm.module.flags = !{!0}
!llvm.dbg.cu = !{!1}
!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C99, file: !2, producer: "zoo", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!2 = !DIFile(filename: "f.c", directory: "/tmp")
!3 = !DISubprogram(name: "decl_dbg", scope: !2, file: !2, line: 1, type: !5, spFlags: DISPFlagOptimized)
!4 = distinct !DISubprogram(name: "full", scope: !2, file: !2, line: 2, type: !5, scopeLine: 2, spFlags: DISPFlagDefinition, unit: !1)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!10 = !{!"function_entry_count", i64 1000}

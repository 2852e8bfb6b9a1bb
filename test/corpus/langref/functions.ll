; LangRef: function attributes, parameter and return attributes (every LLVM 14 keyword and string
; attributes), attribute groups, calling conventions, gc, prefix and prologue data, section,
; alignment, personality; call-site attributes, tail/musttail/notail, operand bundles;
; dso_local_equivalent and no_cfi constants.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.S = type { i32, i64 }

declare void @target()


declare noalias nonnull align 8 dereferenceable(16) i8* @ret_attrs(i64) allocsize(0)
declare noundef signext i8 @sext_ret(i8 zeroext, i16 signext, i32 inreg)
declare dereferenceable_or_null(4) i32* @maybe(i32* returned, i8* noalias nocapture writeonly, i8* readonly, i8* readnone)
declare void @params(%struct.S* sret(%struct.S), %struct.S* byval(%struct.S) align 8, %struct.S* byref(%struct.S), %struct.S* preallocated(%struct.S))
declare void @params2(i32, %struct.S* inalloca(%struct.S))
declare swiftcc void @swift(i8* swiftself, i8** swifterror, i8* swiftasync)
declare void @more_params(i8* nest, i8* nofree noundef, i8* nonnull dereferenceable(8), i8* align 16 dereferenceable_or_null(32), i32)
declare i8* @allocsz(i64, i64) allocsize(0,1)

declare void @fn1() alwaysinline argmemonly cold convergent disable_sanitizer_instrumentation hot
declare void @fn2() unnamed_addr inaccessiblememonly inlinehint jumptable minsize mustprogress naked nobuiltin nocallback
declare void @fn3() nocf_check noduplicate nofree noimplicitfloat noinline nomerge noprofile norecurse noredzone noreturn
declare void @fn4() nosanitize_coverage nosync nounwind nonlazybind null_pointer_is_valid optforfuzzing optsize readnone
declare void @fn5() readonly returns_twice safestack sanitize_address sanitize_hwaddress sanitize_memtag sanitize_memory
declare void @fn6() sanitize_thread shadowcallstack speculatable speculative_load_hardening ssp sspreq sspstrong strictfp
declare void @fn7() uwtable willreturn writeonly inaccessiblemem_or_argmemonly alignstack(16) vscale_range(2,8)
declare void @fn8() "frame-pointer"="all" "no-trapping-math"="true" "target-cpu"="x86-64" "flag" #0
declare void @fn9() #1 #0

; In a body: LLVM 14 crashes reading dso_local_equivalent or no_cfi of a function declared after
; the global whose initializer names it, and opt -S prints globals before functions.
define void @equivalents(i8** %p, void ()** %q) {
  store i8* bitcast (void ()* dso_local_equivalent @target to i8*), i8** %p, align 8
  store void ()* no_cfi @target, void ()** %q, align 8
  ret void
}

define void @optnone() noinline optnone {
  ret void
}

define fastcc i32 @callee(i32 %x) nounwind {
  ret i32 %x
}

define void @conventions() {
  %a = call fastcc i32 @callee(i32 1)
  %b = tail call fastcc i32 @callee(i32 2) #2
  %c = notail call fastcc i32 @callee(i32 3)
  call coldcc void bitcast (void ()* @target to void ()*)()
  call void @target() [ "deopt"(i32 1, i64 2), "gc-live"(i8* null) ]
  call void @target() nounwind readnone "call-attr"
  ret void
}

define fastcc i32 @forwarder(i32 %x) {
  %r = musttail call fastcc i32 @callee(i32 %x)
  ret i32 %r
}

define void @gc_and_data() section ".text.f" align 16 gc "statepoint-example" prefix i32 123 prologue i8 1 {
  ret void
}

define i8 @sized_args(i8 noundef %a) #1 {
  ret i8 %a
}

define void @conventions_decl() {
  ret void
}

declare ghccc void @ghc()
declare cc 64 void @stdcall_by_number()
declare preserve_mostcc void @pm()
declare preserve_allcc void @pa()
declare x86_vectorcallcc void @vc()
declare tailcc void @tc()
declare webkit_jscc void @wk()
declare anyregcc void @ar()
declare cxx_fast_tlscc void @tls()
declare spir_kernel void @spk()
declare cc 1023 void @numbered_cc()

attributes #0 = { nounwind "group-attr"="x" }
attributes #1 = { norecurse uwtable }
attributes #2 = { nounwind }

; LangRef: global variables and functions with every linkage, visibility, DLL storage class,
; thread-local mode, unnamed_addr, address space, externally_initialized, section, partition,
; comdat (every selection kind), alignment; aliases and ifuncs; dso_local.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

$any = comdat any
$exact = comdat exactmatch
$largest = comdat largest
$nodup = comdat nodeduplicate
$same = comdat samesize
$unused = comdat any

@private = private global i32 1
@internal = internal global i32 2
@available = available_externally global i32 3
@linkonce = linkonce global i32 4, comdat($any)
@weak = weak global i32 5
@common = common global i32 0
@appending = appending global [1 x i32] [i32 7]
@extern_weak = extern_weak global i32
@linkonce_odr = linkonce_odr global i32 8, comdat($exact)
@weak_odr = weak_odr global i32 9, comdat($largest)
@external = external global i32
@defined = global i32 10, comdat($nodup)
@same = global i32 11, comdat
@hidden = hidden global i32 12
@protected = protected global i32 13
@dllimport = external dllimport global i32
@dllexport = dllexport global i32 14
@dso = dso_local global i32 15
@preempt = dso_preemptable global i32 16
@tls = thread_local global i32 17
@tls_gd = thread_local(localdynamic) global i32 18
@tls_ie = thread_local(initialexec) global i32 19
@tls_le = thread_local(localexec) global i32 20
@ua = unnamed_addr constant i32 21
@lua = local_unnamed_addr constant i32 22
@as1 = addrspace(1) global i32 23
@extinit = externally_initialized global i32 24
@sect = global i32 25, section ".mydata", partition "part1", align 16
@all = internal thread_local(initialexec) unnamed_addr addrspace(3) constant i64 26, section "s", align 8
@str = private unnamed_addr constant [6 x i8] c"hello\00", align 1

@alias = alias i32, i32* @defined
@alias_internal = internal alias i32, i32* @internal
@alias_weak = weak hidden alias i32, i32* @weak
@alias_expr = alias i8, bitcast (i32* @defined to i8*)
@alias_part = alias i32, i32* @sect, partition "part2"
@ifunc = ifunc void (), void ()* ()* @resolver
@ifunc_local = internal ifunc i32 (i32), i32 (i32)* ()* @resolver2

define internal void ()* @resolver() {
  ret void ()* null
}

define internal i32 (i32)* @resolver2() {
  ret i32 (i32)* null
}

define linkonce_odr void @fn_comdat() comdat($same) {
  ret void
}

define private void @fn_private() {
  ret void
}

define weak_odr hidden void @fn_weak() section ".text.weak" partition "part1" align 32 {
  ret void
}

declare dllimport void @fn_import()

define dllexport void @fn_export() {
  ret void
}

define available_externally i32 @fn_avail() {
  ret i32 0
}

declare extern_weak void @fn_extern_weak()

define dso_local void @fn_dso() unnamed_addr {
  ret void
}

define protected void @fn_protected() local_unnamed_addr addrspace(0) {
  ret void
}

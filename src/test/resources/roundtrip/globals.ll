; Theme: global variables, aliases, ifuncs, comdats. Every linkage,
; dso_local/dso_preemptable, visibility, dllimport/dllexport, thread_local
; models, unnamed_addr/local_unnamed_addr, addrspace(N), externally_initialized,
; constant vs global, section/partition/comdat/align, comdat kinds, aliases
; (incl. to aliases and constexprs), ifuncs, unnamed globals @0 @1, global
; attribute groups, quoted comdat names, forward references between globals.

$any = comdat any
$exact = comdat exactmatch
$largest = comdat largest
$nodedup = comdat nodeduplicate
$same = comdat samesize
$"quoted comdat" = comdat any
$f_comdat = comdat any

@0 = private constant [4 x i8] c"abc\00"
@1 = internal global i32 1
@2 = global i8* getelementptr inbounds ([4 x i8], [4 x i8]* @0, i32 0, i32 0)

@ext = external global i32
@ext_weak = extern_weak global i32
@priv = private global i32 0
@internal = internal global i32 0
@avail = available_externally global i32 5
@linkonce = linkonce global i32 0
@weak = weak global i32 0
@common = common global i32 0, align 4
@appending = appending global [1 x i8*] [i8* null]
@linkonce_odr = linkonce_odr global i32 0
@weak_odr = weak_odr global i32 0
@external = external global i32
@def_external = global i32 0

@dl = dso_local global i32 0
@dp = dso_preemptable global i32 0
@hidden = hidden global i32 0
@protected = protected global i32 0
@default_vis = default global i32 0
@dlli = external dllimport global i32
@dlle = dllexport global i32 0
@dlle_weak = weak_odr dllexport global i32 0
@tl = thread_local global i32 0
@tl_ld = thread_local(localdynamic) global i32 0
@tl_ie = thread_local(initialexec) global i32 0
@tl_le = thread_local(localexec) global i32 0
@ua = unnamed_addr constant i32 0
@lua = local_unnamed_addr global i32 0
@as1 = addrspace(1) global i32 0
@as7 = internal addrspace(7) constant [2 x i16] [i16 1, i16 2]
@extinit = externally_initialized global i32 0
@all = weak_odr hidden thread_local(initialexec) unnamed_addr addrspace(3) externally_initialized global i64 0, section ".data.all", comdat($any), align 32
@sec = global i32 1, section "foo\22bar"
@part = global i32 1, partition "part1"
@secpart = global i32 2, section "s", partition "p", align 8
@cd1 = global i32 0, comdat($exact)
@cd2 = global i32 0, comdat($largest)
@cd3 = global i32 0, comdat($nodedup)
@cd4 = global i32 0, comdat($same)
@cd5 = global i32 0, comdat($"quoted comdat")
@any = linkonce_odr global i32 0, comdat
@aligned = global i64 0, align 4096
@attrs = global i32 0 #0
@attrs2 = global i32 0, section "x" #1
@fwd = global i32* @defined_later
@defined_later = global i32 3
@"quoted global" = global i32 0
@"\01mangled" = global i32 0
@dl_hidden_const = dso_local hidden unnamed_addr constant { i32, i32 } { i32 1, i32 2 }, align 8
@dl_pre_avail = available_externally dso_local constant i32 7

@alias = alias i32, i32* @def_external
@alias_to_alias = alias i32, i32* @alias
@alias_gep = alias i8, getelementptr (i8, i8* bitcast (i32* @def_external to i8*), i64 2)
@alias_cast = internal alias i64, bitcast (i32* @1 to i64*)
@alias_full = weak_odr hidden unnamed_addr alias i32, i32* @def_external
@alias_tl = thread_local(localexec) alias i32, i32* @tl_le
@alias_dll = dllexport alias i32, i32* @def_external
@alias_as = alias i32, i32 addrspace(1)* @as1
@alias_f = alias void (), void ()* @f
@alias_dl = dso_local alias i32, i32* @dl
@alias_part = alias i32, i32* @part, partition "p2"
@alias_private = private alias i32, i32* @def_external
@alias_lu = local_unnamed_addr alias i32, i32* @lua

@ifunc = ifunc void (), void ()* ()* @resolver
@ifunc_int = internal ifunc i32 (i32), i32 (i32)* ()* @resolver2
@ifunc_hidden = weak hidden ifunc void (), void ()* ()* @resolver

define void @f() comdat($f_comdat) {
  %a = load i32, i32* @alias_private
  ret void
}

define internal void ()* @resolver() {
  ret void ()* @f
}

define i32 (i32)* @resolver2() {
  ret i32 (i32)* null
}

define void @uses() {
  call void @ifunc()
  %x = call i32 @ifunc_int(i32 1)
  %y = load i32, i32* @priv
  %z = load i32, i32* @1
  ret void
}

attributes #0 = { "bss-section"="mybss" "data-section"="mydata" }
attributes #1 = { "rodata-section"="ro" }

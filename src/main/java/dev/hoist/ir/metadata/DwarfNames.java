package dev.hoist.ir.metadata;

import java.util.HashMap;
import java.util.Map;

/**
 * The DWARF names LLVM 14's metadata syntax accepts and prints ({@code DW_TAG_base_type},
 * {@code DW_LANG_C99}, {@code DW_ATE_signed}, {@code DW_CC_normal}, {@code DW_VIRTUALITY_virtual},
 * {@code DW_MACINFO_define}), from LLVM 14's {@code Dwarf.def}: a field may be written by name or
 * by number, and prints by name when the number has one.
 */
public final class DwarfNames {
  private DwarfNames() {}

  private static final Map<String, Long> VALUES = new HashMap<>();
  private static final Map<String, String> NAMES = new HashMap<>(); // prefix + value -> name

  private static void def(String prefix, String table) {
    for (String entry : table.trim().split(" ")) {
      int colon = entry.indexOf(':');
      long v = Long.parseLong(entry.substring(0, colon));
      String name = prefix + entry.substring(colon + 1);
      VALUES.putIfAbsent(name, v);
      NAMES.putIfAbsent(prefix + v, name);
    }
  }

  static {
    def("DW_TAG_",
        "0:null 1:array_type 2:class_type 3:entry_point 4:enumeration_type 5:formal_parameter " +
        "8:imported_declaration 10:label 11:lexical_block 13:member 15:pointer_type 16:reference_type " +
        "17:compile_unit 18:string_type 19:structure_type 21:subroutine_type 22:typedef 23:union_type " +
        "24:unspecified_parameters 25:variant 26:common_block 27:common_inclusion 28:inheritance " +
        "29:inlined_subroutine 30:module 31:ptr_to_member_type 32:set_type 33:subrange_type " +
        "34:with_stmt 35:access_declaration 36:base_type 37:catch_block 38:const_type 39:constant " +
        "40:enumerator 41:file_type 42:friend 43:namelist 44:namelist_item 45:packed_type 46:subprogram " +
        "47:template_type_parameter 48:template_value_parameter 49:thrown_type 50:try_block " +
        "51:variant_part 52:variable 53:volatile_type 54:dwarf_procedure 55:restrict_type " +
        "56:interface_type 57:namespace 58:imported_module 59:unspecified_type 60:partial_unit " +
        "61:imported_unit 63:condition 64:shared_type 65:type_unit 66:rvalue_reference_type " +
        "67:template_alias 68:coarray_type 69:generic_subrange 70:dynamic_type 71:atomic_type " +
        "72:call_site 73:call_site_parameter 74:skeleton_unit 75:immutable_type 16513:MIPS_loop " +
        "16641:format_label 16642:function_template 16643:class_template 16644:GNU_BINCL " +
        "16645:GNU_EINCL 16646:GNU_template_template_param 16647:GNU_template_parameter_pack " +
        "16648:GNU_formal_parameter_pack 16649:GNU_call_site 16650:GNU_call_site_parameter " +
        "16896:APPLE_property 16897:SUN_function_template 16898:SUN_class_template " +
        "16899:SUN_struct_template 16900:SUN_union_template 16901:SUN_indirect_inheritance " +
        "16902:SUN_codeflags 16903:SUN_memop_info 16904:SUN_omp_child_func 16905:SUN_rtti_descriptor " +
        "16906:SUN_dtor_info 16907:SUN_dtor 16908:SUN_f90_interface 16909:SUN_fortran_vax_structure " +
        "17151:SUN_hi 20737:ALTIUM_circ_type 20738:ALTIUM_mwa_circ_type 20739:ALTIUM_rev_carry_type " +
        "20753:ALTIUM_rom 24576:LLVM_annotation 32772:GHS_namespace 32773:GHS_using_namespace " +
        "32774:GHS_using_declaration 32775:GHS_template_templ_param 34661:UPC_shared_type " +
        "34662:UPC_strict_type 34663:UPC_relaxed 40960:PGI_kanji_type 40992:PGI_interface_block " +
        "45056:BORLAND_property 45057:BORLAND_Delphi_string 45058:BORLAND_Delphi_dynamic_array " +
        "45059:BORLAND_Delphi_set 45060:BORLAND_Delphi_variant ");
    def("DW_LANG_",
        "1:C89 2:C 3:Ada83 4:C_plus_plus 5:Cobol74 6:Cobol85 7:Fortran77 8:Fortran90 9:Pascal83 " +
        "10:Modula2 11:Java 12:C99 13:Ada95 14:Fortran95 15:PLI 16:ObjC 17:ObjC_plus_plus 18:UPC 19:D " +
        "20:Python 21:OpenCL 22:Go 23:Modula3 24:Haskell 25:C_plus_plus_03 26:C_plus_plus_11 27:OCaml " +
        "28:Rust 29:C11 30:Swift 31:Julia 32:Dylan 33:C_plus_plus_14 34:Fortran03 35:Fortran08 " +
        "36:RenderScript 37:BLISS 32769:Mips_Assembler 36439:GOOGLE_RenderScript 45056:BORLAND_Delphi ");
    def("DW_ATE_",
        "1:address 2:boolean 3:complex_float 4:float 5:signed 6:signed_char 7:unsigned 8:unsigned_char " +
        "9:imaginary_float 10:packed_decimal 11:numeric_string 12:edited 13:signed_fixed " +
        "14:unsigned_fixed 15:decimal_float 16:UTF 17:UCS 18:ASCII 129:HP_complex_float 130:HP_float128 " +
        "131:HP_complex_float128 132:HP_floathpintel 133:HP_imaginary_float90 134:HP_imaginary_float128 ");
    def("DW_CC_",
        "1:normal 2:program 3:nocall 4:pass_by_reference 5:pass_by_value 64:GNU_renesas_sh " +
        "65:GNU_borland_fastcall_i386 176:BORLAND_safecall 177:BORLAND_stdcall 178:BORLAND_pascal " +
        "179:BORLAND_msfastcall 180:BORLAND_msreturn 181:BORLAND_thiscall 182:BORLAND_fastcall " +
        "192:LLVM_vectorcall 193:LLVM_Win64 194:LLVM_X86_64SysV 195:LLVM_AAPCS 196:LLVM_AAPCS_VFP " +
        "197:LLVM_IntelOclBicc 198:LLVM_SpirFunction 199:LLVM_OpenCLKernel 200:LLVM_Swift " +
        "201:LLVM_PreserveMost 202:LLVM_PreserveAll 203:LLVM_X86RegCall 255:GDB_IBM_OpenCL ");
    def("DW_VIRTUALITY_",
        "0:none 1:virtual 2:pure_virtual ");
    def("DW_MACINFO_", "1:define 2:undef 3:start_file 4:end_file 255:vendor_ext ");
  }

  /** The value of a DWARF name such as {@code DW_TAG_member}, or null. */
  public static Long value(String name) {
    return VALUES.get(name);
  }

  /** The name LLVM prints for {@code value} among the names starting with {@code prefix}, or null. */
  public static String name(String prefix, long value) {
    return NAMES.get(prefix + value);
  }
}

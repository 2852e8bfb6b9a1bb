; Theme: aggregate types and values. Named, numbered (%0 = type), packed,
; opaque, recursive and mutually recursive struct types, quoted type names
; (incl. %"0" next to %0), packed empty <{}>, names like %struct.x.0,
; arrays of structs, nested arrays, empty struct/array, literal struct return
; values, nested extractvalue/insertvalue, aggregate constants, load/store of
; whole aggregates, allocas of named types, a type defined after use.

%0 = type { i32, %1* }
%1 = type <{ i8, i32, i16 }>
%struct.node = type { i32, %struct.node*, [2 x %struct.node*] }
%struct.a = type { %struct.b*, i64 }
%struct.b = type { %struct.a*, double }
%struct.opaque = type opaque
%"struct.weird name" = type { [0 x i8], {}, [3 x [2 x float]] }
%struct.empty = type {}
%struct.pempty = type <{}>
%"0" = type { i8, %0 }
%struct.x.0 = type { i32 }
%struct.x = type { i32 }
%struct.later = type { %struct.defined_after, i1 }
%struct.defined_after = type { i16, <2 x i8> }
%struct.pair = type { i32, i32 }
%struct.outer = type { %struct.pair, [2 x %struct.pair], <{ i8, i64 }> }

@arr_of_structs = global [3 x %struct.pair] [%struct.pair { i32 1, i32 2 }, %struct.pair { i32 3, i32 4 }, %struct.pair zeroinitializer]
@packed = global %1 <{ i8 1, i32 -1, i16 7 }>
@literal_packed = global <{ i8, [2 x i16] }> <{ i8 0, [2 x i16] [i16 1, i16 2] }>
@nested = constant %struct.outer { %struct.pair { i32 5, i32 6 }, [2 x %struct.pair] [%struct.pair undef, %struct.pair { i32 poison, i32 0 }], <{ i8, i64 }> <{ i8 9, i64 10 }> }
@empty = global %struct.empty zeroinitializer
@empty2 = global {} {}
@emptyarr = global [0 x i32] []
@pempty = global %struct.pempty zeroinitializer
@pempty2 = global <{}> <{}>
@quoted0 = global %"0" { i8 1, %0 zeroinitializer }
@x0 = global %struct.x.0 zeroinitializer
@x = global %struct.x { i32 1 }
@numbered = global %0 { i32 0, %1* @packed }
@ext = external global %struct.opaque
@list = global %struct.node { i32 1, %struct.node* @list, [2 x %struct.node*] [%struct.node* null, %struct.node* @list] }
@weird = global %"struct.weird name" zeroinitializer
@later = global %struct.later { %struct.defined_after { i16 3, <2 x i8> <i8 1, i8 2> }, i1 true }
@nestarr = global [2 x [2 x [1 x i8]]] [[2 x [1 x i8]] [[1 x i8] c"a", [1 x i8] c"b"], [2 x [1 x i8]] zeroinitializer]

define { i32, { float, [2 x i8] } } @literal_ret(i32 %x, float %f) {
  %a = insertvalue { i32, { float, [2 x i8] } } undef, i32 %x, 0
  %b = insertvalue { i32, { float, [2 x i8] } } %a, float %f, 1, 0
  %c = insertvalue { i32, { float, [2 x i8] } } %b, i8 7, 1, 1, 1
  %d = insertvalue { i32, { float, [2 x i8] } } %c, [2 x i8] c"xy", 1, 1
  %e = extractvalue { i32, { float, [2 x i8] } } %d, 1, 1, 0
  %g = extractvalue { i32, { float, [2 x i8] } } %d, 1
  %h = extractvalue { float, [2 x i8] } %g, 1
  ret { i32, { float, [2 x i8] } } %d
}

define %struct.pair @named_ret(%struct.outer* %p, %struct.node* %n) {
  %v = load %struct.outer, %struct.outer* %p, align 8
  %pr = extractvalue %struct.outer %v, 1, 1
  %i = extractvalue %struct.outer %v, 2, 1
  %v2 = insertvalue %struct.outer %v, i64 %i, 2, 1
  store %struct.outer %v2, %struct.outer* %p, align 8
  %f = getelementptr inbounds %struct.node, %struct.node* %n, i64 0, i32 2, i64 1
  %nn = load %struct.node*, %struct.node** %f, align 8
  %fld = getelementptr %struct.outer, %struct.outer* %p, i32 0, i32 2, i32 1
  %tmp = alloca %struct.node, align 8
  %tmp2 = alloca %0, i32 2
  %tmp3 = alloca [4 x %struct.pair], align 16
  ret %struct.pair %pr
}

define void @opaque_ptr_use(%struct.opaque* %o, %struct.a* %a) {
  %bp = getelementptr %struct.a, %struct.a* %a, i32 0, i32 0
  %b = load %struct.b*, %struct.b** %bp
  %ap = getelementptr %struct.b, %struct.b* %b, i32 0, i32 0
  %cast = bitcast %struct.opaque* %o to i8*
  ret void
}

define [2 x %struct.pair] @array_ret() {
  %a = insertvalue [2 x %struct.pair] zeroinitializer, %struct.pair { i32 1, i32 2 }, 0
  %b = insertvalue [2 x %struct.pair] %a, i32 9, 1, 1
  ret [2 x %struct.pair] %b
}

define {} @empty_ret() {
  ret {} zeroinitializer
}

define <{ i1, i64 }> @packed_ret(<{ i1, i64 }> %x) {
  %y = extractvalue <{ i1, i64 }> %x, 0
  %z = insertvalue <{ i1, i64 }> %x, i1 false, 0
  ret <{ i1, i64 }> %z
}

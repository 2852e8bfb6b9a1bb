; Theme: names. Quoted global/local/label/type names with spaces, \22 \5C
; escapes and bytes >= 0x80 (raw UTF-8 and \xx), names starting with digits or
; '-', names that look like numbers ("1") next to numbered values, numbered
; unnamed values, arguments and blocks (explicit and implicit labels), labels
; written as quoted strings, '$' '.' '_' in names, and very long names.

%"type with space" = type { i32 }
%"\22quoted\22type" = type { i8 }
%-dash.type = type { i16 }
%3 = type { i64 }

@"global with spaces" = global i32 1
@"\01_mangled" = global i32 2
@"quote\22back\5Cslash" = global i32 3
@"utf8 é ✓" = global i32 4
@"hex \C3\A9" = global i32 5
@"123" = global i32 6
@-dash = global i32 7
@$dollar.and_under = global i32 8
@.dot.start = global i32 9
@xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx.long = global i32 10
@"" = global i32 11 ; an empty quoted name is unnamed: this is @0
@1 = global %"type with space" zeroinitializer
@2 = global %"\22quoted\22type" zeroinitializer
@3 = global %-dash.type zeroinitializer
@4 = global %3 zeroinitializer

define i32 @"fn with spaces"(i32 %"arg one", i32 %-neg, i32 %"1", i32 %$d) {
"entry block":
  %"sum \22x\22" = add i32 %"arg one", %-neg
  %"\5Cback" = add i32 %"sum \22x\22", %"1"
  %"é" = add i32 %"\5Cback", %$d
  br label %"next: label"

"next: label":
  %xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx.long = add i32 %"é", 1
  br label %-dash.label

-dash.label:
  %"2" = add i32 %xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx.long, 2
  br label %"0 starts with digit"

"0 starts with digit":
  ret i32 %"2"
}

define i32 @numbered(i32, i32 %named, i32) {
  %3 = add i32 %0, %1
  br label %4

4:
  %5 = phi i32 [ %3, %2 ], [ %8, %7 ]
  %6 = icmp slt i32 %5, %named
  br i1 %6, label %7, label %9

7:
  %8 = add i32 %5, 1
  %"9" = add i32 %8, 0
  br label %4

9:
  %10 = call i32 @"fn with spaces"(i32 %5, i32 %3, i32 0, i32 1)
  br label %11
  %12 = add i32 %10, 1
  br label %13
  ret i32 %12
}

define void @mixed(i32 %x) {
entry:
  %0 = add i32 %x, 1
  %a = add i32 %0, 1
  %1 = add i32 %a, %0
  br label %2

2:
  %"1" = add i32 %1, 1
  br label %named

named:
  %3 = add i32 %"1", %1
  ret void
}

define void @"\01weird\FF\80bytes"() {
  %"\01soh\7F" = alloca i8
  %"\0A" = alloca i8
  ret void
}

define void @"42"() {
"":
  ret void
}

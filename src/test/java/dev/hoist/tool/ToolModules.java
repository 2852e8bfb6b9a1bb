package dev.hoist.tool;

/** Small modules the command-line tests run. */
final class ToolModules {
  private ToolModules() {}

  /** One function with one loop whose load LICM hoists. */
  static final String LOOP = """
      define i32 @f(i32 %n, i32* %p) {
      entry:
        br label %loop
      loop:
        %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
        %v = load i32, i32* %p
        %i1 = add i32 %i, %v
        %c = icmp slt i32 %i1, %n
        br i1 %c, label %loop, label %exit
      exit:
        ret i32 %i1
      }
      """;
}

// Hoist as a library: parse IR, run LICM, print what it decided and the optimized IR.
//
//   mvn -q -o package -DskipTests
//   javac -cp target/classes -d /tmp/ex examples/api/HoistApiExample.java
//   java -cp target/classes:/tmp/ex HoistApiExample [FILE.ll]
//
// Without FILE it optimizes the small function below. It uses nothing but the dev.hoist.api package
// (a test compiles and runs it: src/test/java/dev/hoist/api/ApiExampleTest.java).

import dev.hoist.api.Hoist;
import dev.hoist.api.Pipeline;
import dev.hoist.api.Remark;
import dev.hoist.api.Result;
import dev.hoist.api.Statistic;
import java.nio.file.Path;

public class HoistApiExample {
  /** for (i = 0; i < n; i++) a[i] = k * 3 + i;  -- k * 3 does not change in the loop. */
  static final String SOURCE = """
      define void @fill(i32* %a, i32 %k, i32 %n) {
      entry:
        br label %loop

      loop:
        %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
        %scale = mul i32 %k, 3
        %v = add i32 %scale, %i
        %p = getelementptr inbounds i32, i32* %a, i32 %i
        store i32 %v, i32* %p, align 4
        %i.next = add nuw nsw i32 %i, 1
        %cmp = icmp slt i32 %i.next, %n
        br i1 %cmp, label %loop, label %exit

      exit:
        ret void
      }
      """;

  public static void main(String[] args) throws Exception {
    var module = args.length > 0 ? Hoist.parse(Path.of(args[0])) : Hoist.parse(SOURCE);

    Pipeline pipeline = Pipeline.builder().add("loop-simplify,lcssa").add("licm").build();
    Result result = pipeline.run(module);

    System.out.println("pipeline: " + pipeline);
    System.out.println("changed: " + result.changed());
    for (Remark r : result.remarks()) {
      System.out.println("remark: " + r.kind() + " " + r.pass() + "/" + r.name() + " in @" + r.function() + ": " + r.message());
    }
    for (Statistic s : result.statistics()) {
      System.out.println("stat: " + s.value() + " " + s.pass() + " - " + s.description());
    }
    System.out.println("hoisted: " + result.statistic("licm", "Number of instructions hoisted out of loop"));
    System.out.print(Hoist.print(module));
  }
}

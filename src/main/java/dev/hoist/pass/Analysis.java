package dev.hoist.pass;

import dev.hoist.ir.Function;

/**
 * A function analysis: computes a result from a function (and other analyses, fetched through the
 * manager). Results are cached by {@link AnalysisManager} until a pass does not preserve them.
 *
 * <pre>
 *   public static final Analysis&lt;DominatorTree&gt; KEY = Analysis.of("domtree", "DominatorTreeAnalysis",
 *       (f, am) -&gt; DominatorTree.compute(am.get(f, CFG)));
 * </pre>
 */
public interface Analysis<T> {
  String name();

  /** The name in {@code -time-passes} reports, as LLVM's ({@code DominatorTreeAnalysis}). */
  default String llvmName() {
    return name();
  }

  T compute(Function f, AnalysisManager am);

  static <T> Analysis<T> of(String name, java.util.function.BiFunction<Function, AnalysisManager, T> body) {
    return of(name, name, body);
  }

  static <T> Analysis<T> of(String name, String llvmName, java.util.function.BiFunction<Function, AnalysisManager, T> body) {
    return new Analysis<>() {
      @Override
      public String name() {
        return name;
      }

      @Override
      public String llvmName() {
        return llvmName;
      }

      @Override
      public T compute(Function f, AnalysisManager am) {
        return body.apply(f, am);
      }

      @Override
      public String toString() {
        return name;
      }
    };
  }
}

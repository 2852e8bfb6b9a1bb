package dev.hoist.pass;

import dev.hoist.ir.Function;

/**
 * A function analysis: computes a result from a function (and other analyses, fetched through the
 * manager). Results are cached by {@link AnalysisManager} until a pass invalidates them.
 *
 * <pre>
 *   public static final Analysis&lt;DominatorTree&gt; KEY = Analysis.of("domtree", (f, am) -&gt; DominatorTree.compute(f));
 * </pre>
 */
public interface Analysis<T> {
  String name();

  T compute(Function f, AnalysisManager am);

  static <T> Analysis<T> of(String name, java.util.function.BiFunction<Function, AnalysisManager, T> body) {
    return new Analysis<>() {
      @Override
      public String name() {
        return name;
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

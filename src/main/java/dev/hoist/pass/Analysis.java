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

  /**
   * Called by the manager when it drops {@code result} (a pass did not preserve it): an analysis
   * whose results hold large storage can keep it for the next result instead of leaving it to the
   * collector. The result must still answer correctly if a holder goes on using it.
   */
  default void dropped(T result) {}

  /**
   * What differs between {@code cached}, a result kept for {@code f} through passes that said they
   * preserve it, and one computed afresh; null when nothing does, or when the analysis has no such
   * check ({@code -verify-dom-info} and the like ask for it: {@link AnalysisVerification}).
   */
  default String difference(T cached, Function f) {
    return null;
  }

  /** An analysis whose kept results {@code difference} compares with fresh ones ({@link #difference}). */
  static <T> Analysis<T> verified(String name, String llvmName, java.util.function.BiFunction<Function, AnalysisManager, T> body,
      java.util.function.BiFunction<T, Function, String> difference) {
    return make(name, llvmName, body, r -> {}, difference);
  }

  static <T> Analysis<T> of(String name, java.util.function.BiFunction<Function, AnalysisManager, T> body) {
    return of(name, name, body);
  }

  static <T> Analysis<T> of(String name, String llvmName, java.util.function.BiFunction<Function, AnalysisManager, T> body) {
    return of(name, llvmName, body, r -> {});
  }

  /** With {@code dropped} called on each result the manager drops ({@link #dropped}). */
  static <T> Analysis<T> of(String name, String llvmName, java.util.function.BiFunction<Function, AnalysisManager, T> body,
      java.util.function.Consumer<T> dropped) {
    return make(name, llvmName, body, dropped, (r, f) -> null);
  }

  private static <T> Analysis<T> make(String name, String llvmName,
      java.util.function.BiFunction<Function, AnalysisManager, T> body, java.util.function.Consumer<T> dropped,
      java.util.function.BiFunction<T, Function, String> difference) {
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
      public void dropped(T result) {
        dropped.accept(result);
      }

      @Override
      public String difference(T cached, Function f) {
        return difference.apply(cached, f);
      }

      @Override
      public String toString() {
        return name;
      }
    };
  }
}

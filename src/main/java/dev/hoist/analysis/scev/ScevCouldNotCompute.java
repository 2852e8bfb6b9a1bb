package dev.hoist.analysis.scev;

import dev.hoist.ir.Value;
import dev.hoist.ir.type.IntegerType;
import java.util.function.Function;

/**
 * "Could not compute": the answer to a question SCEV cannot answer (an unpredictable trip count,
 * an expression past a limit). One instance per {@link ScalarEvolution}; test with
 * {@link ScalarEvolution#isCouldNotCompute} or {@code instanceof}.
 */
public final class ScevCouldNotCompute extends Scev {
  ScevCouldNotCompute(int id) {
    super(id, IntegerType.I1, 1, null);
  }

  @Override
  public ScevKind kind() {
    return ScevKind.COULD_NOT_COMPUTE;
  }

  @Override
  public void print(StringBuilder sb, Function<Value, String> names) {
    sb.append("***COULDNOTCOMPUTE***");
  }
}

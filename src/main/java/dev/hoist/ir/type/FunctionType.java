package dev.hoist.ir.type;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;

/** {@code R (P1, P2, ...)}. */
public final class FunctionType extends Type {
  private record Key(Type ret, List<Type> params, boolean varArgs) {
    // Written out: a record's generated methods are method-handle chains, slow before C2 compiles them
    // (and interpreted in the native image).
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k && k.varArgs == varArgs
          && Objects.equals(k.ret, ret)
          && Objects.equals(k.params, params);
    }

    @Override
    public int hashCode() {
      return (Objects.hashCode(ret) * 31 + Objects.hashCode(params)) * 31 + Boolean.hashCode(varArgs);
    }
  }

  private static final ConcurrentHashMap<Key, FunctionType> CACHE = new ConcurrentHashMap<>();

  private final Type returnType;
  private final Type[] params;
  private final boolean varArgs;

  private FunctionType(Type returnType, Type[] params, boolean varArgs) {
    this.returnType = returnType;
    this.params = params;
    this.varArgs = varArgs;
  }

  public static FunctionType get(Type ret, List<Type> params, boolean varArgs) {
    Key k = new Key(ret, List.copyOf(params), varArgs);
    FunctionType f = CACHE.get(k);
    return f != null ? f : CACHE.computeIfAbsent(k, key -> new FunctionType(key.ret, key.params.toArray(new Type[0]), key.varArgs));
  }

  public Type returnType() {
    return returnType;
  }

  public int numParams() {
    return params.length;
  }

  public Type param(int i) {
    return params[i];
  }

  public List<Type> params() {
    return Arrays.asList(params);
  }

  public boolean isVarArgs() {
    return varArgs;
  }

  @Override
  public boolean isFirstClass() {
    return false;
  }

  @Override
  public void appendTo(StringBuilder sb) {
    returnType.appendTo(sb);
    sb.append(" (");
    for (int i = 0; i < params.length; i++) {
      if (i > 0) sb.append(", ");
      params[i].appendTo(sb);
    }
    if (varArgs) sb.append(params.length > 0 ? ", ..." : "...");
    sb.append(')');
  }
}

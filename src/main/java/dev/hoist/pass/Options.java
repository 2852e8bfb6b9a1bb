package dev.hoist.pass;

import java.util.HashMap;
import java.util.Map;

/**
 * Command-line options given as {@code -name=value} or {@code -name}, for passes to read
 * ({@code -licm-versioning-invariant-threshold=90}, {@code -disable-memory-promotion}).
 */
public final class Options {
  private final Map<String, String> values = new HashMap<>();

  public void set(String name, String value) {
    values.put(name, value);
  }

  public boolean has(String name) {
    return values.containsKey(name);
  }

  public String get(String name) {
    return values.get(name);
  }

  public boolean getBool(String name, boolean dflt) {
    String v = values.get(name);
    if (v == null) return dflt;
    return v.isEmpty() || v.equals("true") || v.equals("1");
  }

  public int getInt(String name, int dflt) {
    String v = values.get(name);
    if (v == null || v.isEmpty()) return dflt;
    return Integer.parseInt(v);
  }

  public double getDouble(String name, double dflt) {
    String v = values.get(name);
    if (v == null || v.isEmpty()) return dflt;
    return Double.parseDouble(v);
  }
}

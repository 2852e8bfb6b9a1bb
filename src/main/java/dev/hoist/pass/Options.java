package dev.hoist.pass;

import java.util.HashMap;
import java.util.Map;

/**
 * The values given on the command line for {@link Option}s ({@code -name=value} or {@code -name}),
 * as the passes read them: {@code ctx.options().get(LicmOptions.DISABLE_PROMOTION)}. An option not
 * given has its declared default. Values are checked when set, so reading never fails.
 */
public final class Options {
  private final Map<String, Object> values = new HashMap<>();

  /** Sets {@code o} from its command-line text; IllegalArgumentException (opt's words) for a bad value. */
  public <T> void set(Option<T> o, String text) {
    values.put(o.name(), o.parse(text));
  }

  /** Sets {@code o} to a value already of its type. */
  public <T> void put(Option<T> o, T value) {
    values.put(o.name(), value);
  }

  /** Whether the option was given. */
  public boolean has(Option<?> o) {
    return values.containsKey(o.name());
  }

  /** The value given, or the option's default. */
  @SuppressWarnings("unchecked")
  public <T> T get(Option<T> o) {
    Object v = values.get(o.name());
    return v == null ? o.defaultValue() : (T) v;
  }
}

package dev.hoist.pass;

/**
 * A command-line option that a pass or the driver reads, declared once, next to its user, as LLVM
 * declares a {@code cl::opt} beside the code that reads it:
 *
 * <pre>
 *   static final Option&lt;Integer&gt; MAX_USES = Option.integer("max-uses-for-sinking", 30,
 *       "Do not sink instructions that have too many uses");
 *   ...
 *   int maxUses = ctx.options().get(MAX_USES);
 * </pre>
 *
 * The pass lists its options in its {@link PassInfo}; the command line, {@code --help} and the
 * library API know every option from there, so adding one touches only the file that declares
 * it. Values are checked when the command line is read, with opt's wording for a bad value.
 */
public final class Option<T> {
  /** The kinds of value, as LLVM's {@code cl::opt<bool>}, {@code <int>}, {@code <unsigned>}, {@code <double>}, {@code <std::string>}. */
  public enum Type {
    BOOL(""), INT("=<int>"), UINT("=<uint>"), DOUBLE("=<number>"), STRING("=<string>");

    /** How {@code --help} shows the value after the name, as opt does. */
    final String helpValue;

    Type(String helpValue) {
      this.helpValue = helpValue;
    }
  }

  private final String name;
  private final Type type;
  private final T defaultValue;
  private final String help;
  /** Values the option takes; the rest are usage errors ({@link #accepting}). */
  private final java.util.function.Predicate<T> valid;
  private final String invalidWhy;

  private Option(String name, Type type, T defaultValue, String help, java.util.function.Predicate<T> valid,
      String invalidWhy) {
    this.name = name;
    this.type = type;
    this.defaultValue = defaultValue;
    this.help = help;
    this.valid = valid;
    this.invalidWhy = invalidWhy;
  }

  private Option(String name, Type type, T defaultValue, String help) {
    this(name, type, defaultValue, help, v -> true, null);
  }

  /**
   * The same option, taking only the values {@code valid} accepts; any other is a usage error
   * saying {@code why} ({@code "must be in 1..100"}).
   */
  public Option<T> accepting(java.util.function.Predicate<T> valid, String why) {
    return new Option<>(name, type, defaultValue, help, valid, why);
  }

  public static Option<Boolean> bool(String name, boolean defaultValue, String help) {
    return new Option<>(name, Type.BOOL, defaultValue, help);
  }

  public static Option<Integer> integer(String name, int defaultValue, String help) {
    return new Option<>(name, Type.INT, defaultValue, help);
  }

  /** A whole number that may not be negative ({@code cl::opt<unsigned>}). */
  public static Option<Integer> unsigned(String name, int defaultValue, String help) {
    return new Option<>(name, Type.UINT, defaultValue, help);
  }

  public static Option<Double> real(String name, double defaultValue, String help) {
    return new Option<>(name, Type.DOUBLE, defaultValue, help);
  }

  /** A text option; {@code defaultValue} may be null (not given). */
  public static Option<String> string(String name, String defaultValue, String help) {
    return new Option<>(name, Type.STRING, defaultValue, help);
  }

  public String name() {
    return name;
  }

  public Type type() {
    return type;
  }

  public T defaultValue() {
    return defaultValue;
  }

  public String help() {
    return help;
  }

  /**
   * The value of {@code text} as given on the command line ({@code -name=text}; {@code ""} for a
   * bare {@code -name}), or IllegalArgumentException with opt's message for a bad one.
   */
  public T parse(String text) {
    T v = parseValue(text);
    if (!valid.test(v)) throw bad(String.valueOf(v), invalidWhy);
    return v;
  }

  @SuppressWarnings("unchecked")
  private T parseValue(String text) {
    return (T) switch (type) {
      case BOOL -> switch (text) {
        case "", "true", "TRUE", "True", "1" -> Boolean.TRUE;
        case "false", "FALSE", "False", "0" -> Boolean.FALSE;
        default -> throw bad(text, "is invalid value for boolean argument! Try 0 or 1");
      };
      case INT, UINT -> {
        try {
          int v = Integer.parseInt(text);
          if (type == Type.UINT && v < 0) throw bad(text, "value invalid for uint argument!");
          yield v;
        } catch (NumberFormatException e) {
          throw bad(text, "value invalid for " + (type == Type.UINT ? "uint" : "integer") + " argument!");
        }
      }
      case DOUBLE -> {
        try {
          yield Double.parseDouble(text);
        } catch (NumberFormatException e) {
          throw bad(text, "value invalid for floating point argument!");
        }
      }
      case STRING -> text;
    };
  }

  private IllegalArgumentException bad(String text, String why) {
    return new IllegalArgumentException("for the --" + name + " option: '" + text + "' " + why);
  }

  /** The option as {@code --help} lists it: {@code --name=<uint>}. */
  public String synopsis() {
    return "--" + name + type.helpValue;
  }

  @Override
  public String toString() {
    return "-" + name;
  }
}

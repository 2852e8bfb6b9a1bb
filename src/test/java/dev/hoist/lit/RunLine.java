package dev.hoist.lit;

import java.util.ArrayList;
import java.util.List;

/**
 * One {@code ; RUN:} line of a lit test, split the way a shell would: a pipeline of commands, each
 * with its words and redirections. Only what LLVM's tests use is supported: {@code |}, {@code < F},
 * {@code > F}, {@code 2>&1}, {@code 2> F}, single and double quotes, and a leading {@code not}.
 */
record RunLine(List<Stage> stages) {

  /** One command of the pipeline. */
  record Stage(boolean negated, List<String> words, String stdinFile, String stdoutFile, String stderrFile,
      boolean stderrToStdout) {}

  /** Splits {@code text} (substitutions already applied) into stages. */
  static RunLine parse(String text) {
    List<List<String>> commands = new ArrayList<>();
    List<String> current = new ArrayList<>();
    StringBuilder word = null;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '\'' || c == '"') {
        int end = text.indexOf(c, i + 1);
        if (end < 0) throw new IllegalArgumentException("unterminated quote in RUN line: " + text);
        if (word == null) word = new StringBuilder();
        word.append(text, i + 1, end);
        i = end;
      } else if (c == ' ' || c == '\t') {
        if (word != null) current.add(word.toString());
        word = null;
      } else if (c == '|') {
        if (word != null) current.add(word.toString());
        word = null;
        commands.add(current);
        current = new ArrayList<>();
      } else if (c == '<' || c == '>') {
        if (word != null && !word.toString().equals("2")) current.add(word.toString());
        String op = word != null && word.toString().equals("2") ? "2" + c : String.valueOf(c);
        word = null;
        if (text.startsWith("&1", i + 1)) {
          op += "&1";
          i += 2;
        }
        current.add("\u0000" + op);
      } else {
        if (word == null) word = new StringBuilder();
        word.append(c);
      }
    }
    if (word != null) current.add(word.toString());
    commands.add(current);
    List<Stage> stages = new ArrayList<>();
    for (List<String> cmd : commands) stages.add(stage(cmd, text));
    return new RunLine(stages);
  }

  private static Stage stage(List<String> tokens, String text) {
    List<String> words = new ArrayList<>();
    String in = null, out = null, err = null;
    boolean merge = false, negated = false;
    for (int i = 0; i < tokens.size(); i++) {
      String t = tokens.get(i);
      if (!t.startsWith("\u0000")) {
        if (words.isEmpty() && t.equals("not") && !negated) negated = true;
        else words.add(t);
        continue;
      }
      String op = t.substring(1);
      if (op.equals("2>&1")) {
        merge = true;
        continue;
      }
      if (i + 1 >= tokens.size()) throw new IllegalArgumentException("redirection without a file in RUN line: " + text);
      String file = tokens.get(++i);
      switch (op) {
        case "<" -> in = file;
        case ">" -> out = file;
        case "2>" -> err = file;
        default -> throw new IllegalArgumentException("unsupported redirection " + op + " in RUN line: " + text);
      }
    }
    if (words.isEmpty()) throw new IllegalArgumentException("empty command in RUN line: " + text);
    return new Stage(negated, words, in, out, err, merge);
  }
}

package dev.hoist.ir.bitcode;

import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.Function;
import dev.hoist.ir.Instruction;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The {@code uselistorder_bb @f, %bb, { 1, 0, 2 }} directives a module read from text carries
 * (while nothing has changed it): Hoist's text reader keeps them without applying them, while opt
 * applies them and writes the orders as USELIST_CODE_BB records. A block's uses come back from
 * bitcode in the order they come from text, so the indexes carry over ({@link UseListOrders}).
 */
final class UseListDirectives {
  private UseListDirectives() {}

  private static final Pattern BB = Pattern.compile(
      "uselistorder_bb\\s+@(\"(?:[^\"\\\\]|\\\\.)*\"|[-\\w$.]+)\\s*,\\s*%(\"(?:[^\"\\\\]|\\\\.)*\"|[-\\w$.]+)\\s*,\\s*\\{([\\d,\\s]*)\\}");

  /** The USELIST records the directives give {@code f}'s blocks: [indexes..., block index]. */
  static Map<BasicBlock, long[]> byBlock(FunctionEncoder fe) {
    Function f = fe.f;
    if (f.parent() == null || !f.parent().useListOrdersValid() || f.parent().useListOrders().isEmpty()) return Map.of();
    Map<BasicBlock, long[]> out = new IdentityHashMap<>();
    for (String d : f.parent().useListOrders()) {
      Matcher m = BB.matcher(d);
      if (!m.find() || !matches(f, m.group(1))) continue;
      BasicBlock b = block(f, m.group(2));
      if (b == null) continue;
      String[] parts = m.group(3).trim().split("\\s*,\\s*");
      long[] rec = new long[parts.length + 1];
      for (int i = 0; i < parts.length; i++) rec[i] = Long.parseLong(parts[i]);
      rec[parts.length] = fe.blockIndex(b);
      if (parts.length >= 2) out.put(b, rec);
    }
    return out;
  }

  private static String name(String token) {
    return token.startsWith("\"") ? DiValues.unescape(token) : token;
  }

  private static boolean matches(Function f, String token) {
    String n = name(token);
    if (f.name() != null) return n.equals(f.name());
    return false; // unnamed functions are numbered: rare enough in directives to leave alone
  }

  /** Block {@code %token}: by name, or by its number among the function's unnamed values. */
  private static BasicBlock block(Function f, String token) {
    String n = name(token);
    if (!token.startsWith("\"") && n.chars().allMatch(Character::isDigit)) {
      int want = Integer.parseInt(n);
      int slot = 0;
      for (int i = 0; i < f.numArgs(); i++) if (!f.arg(i).hasName()) slot++;
      for (BasicBlock b : f.blocks()) {
        if (!b.hasName() && slot++ == want) return b;
        for (Instruction i = b.first(); i != null; i = i.next()) if (!i.hasName() && !i.type().isVoid()) slot++;
      }
      return null;
    }
    for (BasicBlock b : f.blocks()) if (n.equals(b.name())) return b;
    return null;
  }
}

package dev.hoist.ir.parse;

import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.Function;
import dev.hoist.ir.Value;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The symbol tables of the function being parsed: named and numbered locals (arguments, blocks,
 * instructions share one namespace and one numbering, as in LLVM), and forward references.
 */
final class FunctionScope {
  final Function function;
  final Map<String, Value> named = new HashMap<>();
  final List<Value> numbered = new ArrayList<>();
  final Map<String, ForwardRef> forwardNamed = new LinkedHashMap<>();
  final Map<Integer, ForwardRef> forwardNumbered = new LinkedHashMap<>();
  /** Blocks referenced (by a branch) before their label: name or number to block, with where. */
  final Map<String, BasicBlock> pendingNamedBlocks = new LinkedHashMap<>();
  final Map<Integer, BasicBlock> pendingNumberedBlocks = new LinkedHashMap<>();
  final Map<BasicBlock, Long> blockRefPos = new HashMap<>();

  FunctionScope(Function function) {
    this.function = function;
  }
}

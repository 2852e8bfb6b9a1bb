package dev.hoist.report;

import dev.hoist.ir.Function;
import dev.hoist.ir.Module;
import java.util.LinkedHashMap;
import java.util.Map;

/** Every defined function of a module at one moment, by name, in the module's order. */
record ModuleSnapshot(Map<String, FunctionSnapshot> functions) {

  static ModuleSnapshot take(Module m, ObjectKeys keys) {
    Map<String, FunctionSnapshot> fs = new LinkedHashMap<>();
    for (Function f : m.definedFunctions()) fs.put(f.name(), FunctionSnapshot.take(f, keys));
    return new ModuleSnapshot(java.util.Collections.unmodifiableMap(fs));
  }
}

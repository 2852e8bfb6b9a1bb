/**
 * Hoist as a library: parse LLVM 14 textual IR, run a pipeline of Hoist's passes over it, read what
 * the passes decided as plain Java objects, and print the result.
 *
 * <pre>
 *   var module = Hoist.parse(Path.of("in.ll"));
 *   Result result = Pipeline.of("mem2reg,loop-simplify,lcssa,licm").run(module);
 *   for (Remark r : result.remarks()) System.out.println(r);
 *   System.out.println(result.statistic("licm", "Number of instructions hoisted out of loop"));
 *   String text = Hoist.print(module);
 * </pre>
 *
 * The module is {@link dev.hoist.ir.Module}, Hoist's IR, which passes change in place. The pass
 * names and options are the command line's ({@code hoist --help}).
 */
package dev.hoist.api;

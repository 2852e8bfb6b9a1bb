package dev.hoist.tool;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.graalvm.nativeimage.IsolateThread;
import org.graalvm.nativeimage.Isolates;
import org.graalvm.nativeimage.UnmanagedMemory;
import org.graalvm.nativeimage.c.function.CEntryPoint;
import org.graalvm.nativeimage.c.type.CCharPointer;
import org.graalvm.nativeimage.c.type.CIntPointer;
import org.graalvm.nativeimage.c.type.CTypeConversion;

/**
 * A batch thread's worker in the native image: its files run in an isolate of their own, with a
 * heap and a collector of their own. The image's collector is serial and stops every thread of
 * its isolate, so in one shared heap each collection idles all of a batch's threads but the one
 * collecting; in isolates a collection stops only its own file. An isolate shares nothing with the
 * others but the process: it gets the command line (and parses it once), runs a file by its index,
 * and hands back what {@link BatchRunner#runFile} returns, through memory outside both heaps.
 *
 * <p>Only the native image loads this class: on the JVM its API is missing (the image builder
 * provides it). The isolates' heap options are {@code -Dhoist.isolate.options} (bin/hoist sizes
 * them to a file's share of the run), by default a young generation of 64 MB.
 */
final class IsolateWorker implements BatchRunner.Worker {
  private static final String DEFAULT_OPTIONS = "-Xmn64m -Xss16m";

  private final IsolateThread isolate;
  private final CCharPointer args;
  private final int argsLength;
  private final CIntPointer resultLength;

  private IsolateWorker(IsolateThread isolate, byte[] args) {
    this.isolate = isolate;
    this.argsLength = args.length;
    this.args = UnmanagedMemory.malloc(Math.max(1, args.length));
    CTypeConversion.asByteBuffer(this.args, args.length).put(args);
    this.resultLength = UnmanagedMemory.malloc(Integer.BYTES);
  }

  /**
   * A worker for the command line {@code args}, in a new isolate; this thread's own heap if no
   * isolate can be made (the run only loses the isolates' speed).
   */
  static BatchRunner.Worker create(String[] args, BatchRunner.Worker fallback) {
    var params = new Isolates.CreateIsolateParameters.Builder();
    for (String o : System.getProperty("hoist.isolate.options", DEFAULT_OPTIONS).trim().split("\\s+")) {
      if (!o.isEmpty()) params.appendArgument(o);
    }
    IsolateThread isolate;
    try {
      isolate = Isolates.createIsolate(params.build());
    } catch (Isolates.IsolateException e) {
      return fallback;
    }
    return new IsolateWorker(isolate, encode(args));
  }

  @Override
  public BatchRunner.FileResult run(int index) {
    CCharPointer result = runInIsolate(isolate, args, argsLength, index, resultLength);
    byte[] bytes = new byte[resultLength.read()];
    CTypeConversion.asByteBuffer(result, bytes.length).get(bytes);
    UnmanagedMemory.free(result);
    return decodeResult(ByteBuffer.wrap(bytes));
  }

  @Override
  public void close() {
    try {
      Isolates.tearDownIsolate(isolate);
    } catch (Isolates.IsolateException e) {
      // its files are done: the process's exit frees what is left of it
    }
    UnmanagedMemory.free(args);
    UnmanagedMemory.free(resultLength);
  }

  // What follows runs in the worker's isolate.

  /** The worker isolate's command line, parsed on its first file. */
  private static CommandLine commandLine;
  private static List<String> passNames;

  @CEntryPoint
  private static CCharPointer runInIsolate(@CEntryPoint.IsolateThreadContext IsolateThread self, CCharPointer args,
      int argsLength, int index, CIntPointer resultLength) {
    byte[] bytes;
    String in = "<input " + index + ">";
    try {
      if (commandLine == null) {
        byte[] a = new byte[argsLength];
        CTypeConversion.asByteBuffer(args, argsLength).get(a);
        CommandLine cl = CommandLine.parse(decodeArgs(ByteBuffer.wrap(a)));
        passNames = Main.passNames(cl);
        commandLine = cl;
      }
      in = commandLine.inputs.get(index);
      bytes = encode(BatchRunner.runFile(commandLine, passNames, 1, index, Invocation.of(System.in, System.out, System.err)));
    } catch (Throwable e) {
      // Nothing may leave an entry point.
      bytes = encode(BatchRunner.internalError(in, e, System.err));
    }
    CCharPointer result = UnmanagedMemory.malloc(Math.max(1, bytes.length));
    CTypeConversion.asByteBuffer(result, bytes.length).put(bytes);
    resultLength.write(bytes.length);
    return result;
  }

  // The two isolates' messages: strings and byte arrays as a length and their bytes.

  private static byte[] encode(String[] args) {
    int size = Integer.BYTES;
    byte[][] utf8 = new byte[args.length][];
    for (int i = 0; i < args.length; i++) size += Integer.BYTES + (utf8[i] = args[i].getBytes(StandardCharsets.UTF_8)).length;
    ByteBuffer b = ByteBuffer.allocate(size).putInt(args.length);
    for (byte[] s : utf8) b.putInt(s.length).put(s);
    return b.array();
  }

  private static String[] decodeArgs(ByteBuffer b) {
    String[] args = new String[b.getInt()];
    for (int i = 0; i < args.length; i++) args[i] = new String(bytes(b), StandardCharsets.UTF_8);
    return args;
  }

  private static byte[] encode(BatchRunner.FileResult r) {
    byte[] err = r.stderr().getBytes(StandardCharsets.UTF_8);
    byte[] remarks = r.remarks();
    ByteBuffer b = ByteBuffer.allocate(1 + 2 * Integer.BYTES + err.length + (remarks == null ? 0 : remarks.length));
    b.put((byte) (r.ok() ? 1 : 0)).putInt(err.length).put(err);
    if (remarks == null) b.putInt(-1);
    else b.putInt(remarks.length).put(remarks);
    return b.array();
  }

  private static BatchRunner.FileResult decodeResult(ByteBuffer b) {
    boolean ok = b.get() != 0;
    String err = new String(bytes(b), StandardCharsets.UTF_8);
    return new BatchRunner.FileResult(ok, err, bytes(b));
  }

  /** A length and that many bytes; a length of -1 is null. */
  private static byte[] bytes(ByteBuffer b) {
    int n = b.getInt();
    if (n < 0) return null;
    byte[] a = new byte[n];
    b.get(a);
    return a;
  }
}

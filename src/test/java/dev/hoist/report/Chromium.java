package dev.hoist.report;

import dev.hoist.testutil.Tools;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Headless Chromium for the report test: {@code --dump-dom} gives the page as the browser built
 * it, {@code --screenshot} a picture of it. When no browser is on the PATH, scripts/lib/deps.sh is
 * asked to install one; only if that fails is the test skipped (CI installs it up front).
 */
final class Chromium {
  private static final String[] NAMES = {"chromium", "chromium-browser", "google-chrome"};
  private final String binary;

  private Chromium(String binary) {
    this.binary = binary;
  }

  /** The browser, installing it when missing; aborts the test (skipped) only when that is impossible. */
  static synchronized Chromium findOrInstall() throws IOException, InterruptedException {
    String b = find();
    if (b != null) return new Chromium(b);
    Path log = Files.createTempFile("hoist-chromium-install", ".log");
    String why;
    try {
      Process p = new ProcessBuilder("bash", "-c", ". scripts/lib/deps.sh && hoist_install_chromium")
          .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null"))).redirectErrorStream(true)
          .redirectOutput(log.toFile()).start();
      if (!p.waitFor(15, TimeUnit.MINUTES)) p.destroyForcibly();
      why = Files.readString(log, StandardCharsets.UTF_8);
    } finally {
      Files.deleteIfExists(log);
    }
    b = find();
    Tools.require(b != null, "chromium is not installed and could not be installed: " + tail(why));
    return new Chromium(b);
  }

  private static String find() {
    for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
      for (String n : NAMES) {
        Path p = Path.of(dir, n);
        if (Files.isExecutable(p)) return p.toString();
      }
    }
    return null;
  }

  private static String tail(String s) {
    return s.length() <= 600 ? s : "…" + s.substring(s.length() - 600);
  }

  /** The DOM of {@code page} after loading, serialized. */
  String dumpDom(Path page) throws IOException, InterruptedException {
    return run(page, "--dump-dom");
  }

  /** Renders {@code page} at 1280 × {@code height} into {@code png}. */
  void screenshot(Path page, Path png, int height) throws IOException, InterruptedException {
    run(page, "--screenshot=" + png.toAbsolutePath(), "--window-size=1280," + height, "--hide-scrollbars");
  }

  private String run(Path page, String... what) throws IOException, InterruptedException {
    Path work = Files.createTempDirectory("hoist-chromium");
    try {
      List<String> cmd = new ArrayList<>(List.of(binary, "--headless", "--no-sandbox", "--disable-gpu",
          "--no-first-run", "--disable-dev-shm-usage", "--user-data-dir=" + work.resolve("profile")));
      cmd.addAll(List.of(what));
      cmd.add(page.toAbsolutePath().toUri().toString());
      Path out = work.resolve("stdout");
      Path err = work.resolve("stderr");
      Process p = new ProcessBuilder(cmd).redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
          .redirectOutput(out.toFile()).redirectError(err.toFile()).start();
      if (!p.waitFor(3, TimeUnit.MINUTES)) {
        p.destroyForcibly();
        throw new AssertionError("chromium did not finish within 3 minutes: " + cmd);
      }
      if (p.exitValue() != 0) {
        throw new AssertionError("chromium failed (" + p.exitValue() + "): " + tail(Files.readString(err, StandardCharsets.UTF_8)));
      }
      return Files.readString(out, StandardCharsets.UTF_8);
    } finally {
      deleteTree(work);
    }
  }

  private static void deleteTree(Path p) throws IOException {
    if (!Files.exists(p)) return;
    try (var s = Files.walk(p)) {
      for (Path q : s.sorted(java.util.Comparator.reverseOrder()).toList()) Files.deleteIfExists(q);
    }
  }
}

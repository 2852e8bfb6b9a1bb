package dev.hoist.api;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * What a {@link Pipeline} run did to a module: whether any pass changed it, every remark the
 * passes emitted (in order), the statistics, and the report page when one was asked for.
 */
public final class Result {
  private final boolean changed;
  private final List<Remark> remarks;
  private final List<Statistic> statistics;
  private final String remarksYaml;
  private final Path reportPage;

  Result(boolean changed, List<Remark> remarks, List<Statistic> statistics, String remarksYaml, Path reportPage) {
    this.changed = changed;
    this.remarks = List.copyOf(remarks);
    this.statistics = List.copyOf(statistics);
    this.remarksYaml = remarksYaml;
    this.reportPage = reportPage;
  }

  /** Whether any pass reported a change to the module. */
  public boolean changed() {
    return changed;
  }

  /** Every remark, in the order the passes emitted them. */
  public List<Remark> remarks() {
    return remarks;
  }

  /** The remarks of one kind, in order. */
  public List<Remark> remarks(Remark.Kind kind) {
    return remarks.stream().filter(r -> r.kind() == kind).toList();
  }

  /** Every counter, sorted by pass then description (as {@code -stats} lists them). */
  public List<Statistic> statistics() {
    return statistics;
  }

  /** The value of one counter, 0 when it was never bumped. */
  public long statistic(String pass, String description) {
    for (Statistic s : statistics) if (s.pass().equals(pass) && s.description().equals(description)) return s.value();
    return 0;
  }

  /** The remarks in LLVM's YAML format, as {@code -pass-remarks-output} writes them. */
  public String remarksYaml() {
    return remarksYaml;
  }

  /** The HTML report page written for this run, when the pipeline was built with {@link Pipeline.Builder#report}. */
  public Optional<Path> reportPage() {
    return Optional.ofNullable(reportPage);
  }
}

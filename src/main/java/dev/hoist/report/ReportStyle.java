package dev.hoist.report;

/** The pages' style sheet, inlined in every page so that a page works alone, offline. */
final class ReportStyle {
  private ReportStyle() {}

  static final String CSS = """
      body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; margin: 0; color: #1d1d1f; background: #fafafa; }
      header.top { background: #1f3b63; color: white; padding: 14px 24px; }
      header.top h1 { margin: 0; font-size: 20px; }
      header.top p { margin: 4px 0 0; color: #d6e3f3; }
      header.top a { color: #ffe8b3; }
      main { padding: 8px 24px 40px; }
      section.function { background: white; border: 1px solid #ddd; border-radius: 6px; padding: 4px 16px 12px; margin: 16px 0; }
      h2 { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 17px; color: #1f3b63; }
      h3 { font-size: 14px; margin: 14px 0 6px; color: #444; }
      ul.nest { list-style: none; padding-left: 18px; margin: 4px 0; border-left: 3px solid #c8d9ee; }
      li.loop { margin: 6px 0; }
      .loophead { padding: 3px 0; }
      .loopname { font-family: ui-monospace, Menlo, Consolas, monospace; font-weight: 600; color: #1f3b63; }
      .depth, .blocks { color: #666; font-size: 12px; margin-left: 8px; }
      .trip { margin-left: 8px; }
      .before-nest { color: #555; font-size: 12px; }
      .none, .nodraw { color: #888; font-size: 12px; margin: 2px 0; }
      table.decisions { border-collapse: collapse; margin: 4px 0 6px; width: 100%; }
      table.decisions td { border-top: 1px solid #eee; padding: 3px 6px; vertical-align: top; font-size: 13px; }
      td.who { color: #555; font-size: 12px; width: 22%; }
      td.msg { width: 34%; }
      td.inst code { font-size: 12px; }
      .badge { display: inline-block; min-width: 64px; text-align: center; border-radius: 10px; padding: 0 8px; font-size: 12px; font-weight: 600; }
      .arg, .loc { display: inline-block; background: #f1f1f1; border-radius: 4px; padding: 0 5px; margin-left: 4px; font-size: 12px; font-family: ui-monospace, Menlo, Consolas, monospace; }
      a.goto { font-size: 12px; margin-left: 4px; }
      tr.decision:target { outline: 2px solid #1f3b63; }
      .hoisted { background: #c6efce; } .sunk { background: #cfe2ff; } .promoted { background: #e5d4f7; }
      .versioned { background: #ffe8b3; } .changed { background: #d9f2f2; } .rejected { background: #f8cbcb; } .analysis { background: #eeeeee; }
      tr.decision { background: none; }
      div.cfgs { display: flex; gap: 12px; align-items: flex-start; }
      figure.cfg { flex: 1 1 50%; margin: 8px 0; min-width: 0; border: 1px solid #eee; border-radius: 4px; padding: 6px; overflow: auto; }
      figure.cfg figcaption { font-weight: 600; color: #444; margin-bottom: 4px; }
      figure.cfg svg { max-width: 100%; height: auto; }
      details.ir summary { cursor: pointer; color: #1f3b63; margin-top: 6px; }
      details.ir .cols { display: flex; gap: 12px; }
      pre.listing { flex: 1 1 50%; min-width: 0; overflow: auto; background: #f7f7f7; padding: 8px; font-size: 12px; }
      pre.listing a.hl { color: inherit; text-decoration: none; display: inline-block; }
      table.stats, table.modules { border-collapse: collapse; background: white; }
      table.stats td, table.stats th, table.modules td, table.modules th { border: 1px solid #ddd; padding: 3px 8px; font-size: 13px; text-align: left; }
      td.num { text-align: right; font-variant-numeric: tabular-nums; }
      .legend span { margin-right: 6px; }
      """;
}

/// `assets/site.css`: light and dark (`prefers-color-scheme`), the syntax colours (Xcode's default
/// themes), the motion cards and the dots, which rest under `prefers-reduced-motion`.
enum SiteStyle {
    static let css = """
        :root {
          color-scheme: light dark;
          --bg: #fbfbfd; --surface: #ffffff; --text: #1d1d1f; --muted: #5f6368; --line: #e3e3e8;
          --accent: #0b63e5; --accent-soft: #e7f0ff; --code-bg: #f6f7f9;
          --tc: #5d6c79; --td: #4a6b57; --tk: #9b2393; --tt: #0b4f79; --tf: #326d74; --ta: #815f03; --tp: #643820;
          --tn: #1c00cf; --ts: #c41a16; --ti: #6f42c1; --tr: #a34600; --to: #3b3b3f; --tx: #d70000;
          --curve: #0b63e5; --curve-reduced: #e8590c; --curve-reference: #8e8e93;
          font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", system-ui, Roboto, "Helvetica Neue", Arial, \
        sans-serif;
          line-height: 1.5;
        }
        @media (prefers-color-scheme: dark) {
          :root {
            --bg: #131417; --surface: #1c1d21; --text: #ececf1; --muted: #a1a1aa; --line: #2e3036;
            --accent: #5ea1ff; --accent-soft: #1d2a40; --code-bg: #17181c;
            --tc: #7f8c98; --td: #8fb39a; --tk: #fc5fa3; --tt: #5dd8ff; --tf: #67b7a4; --ta: #fd8f3f; --tp: #fd8f3f;
            --tn: #d0bf69; --ts: #fc6a5d; --ti: #b392f0; --tr: #ff9b5c; --to: #d7d7dc; --tx: #ff6b6b;
            --curve: #5ea1ff; --curve-reduced: #ff8a3d; --curve-reference: #8e8e93;
          }
        }
        * { box-sizing: border-box; }
        body { margin: 0; background: var(--bg); color: var(--text); }
        a { color: var(--accent); }
        code, pre { font-family: ui-monospace, "SF Mono", SFMono-Regular, Menlo, Consolas, "DejaVu Sans Mono", \
        monospace; font-size: 0.9em; }
        .skip { position: absolute; left: -999px; top: 0; background: var(--surface); padding: 0.5rem 1rem; z-index: \
        2; }
        .skip:focus { left: 0.5rem; }
        .site-header { display: flex; align-items: center; gap: 1.5rem; padding: 0.9rem max(1rem, calc((100% - 72rem) \
        / 2));
          border-bottom: 1px solid var(--line); background: var(--surface); position: sticky; top: 0; z-index: 1; }
        .brand { font-weight: 700; font-size: 1.1rem; color: var(--text); text-decoration: none; letter-spacing: \
        -0.01em; }
        .site-header nav { display: flex; gap: 1rem; }
        .site-header nav a { color: var(--muted); text-decoration: none; padding: 0.2rem 0.1rem; }
        .site-header nav a[aria-current="page"] { color: var(--text); border-bottom: 2px solid var(--accent); }
        main { max-width: 72rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
        h1 { font-size: 2rem; letter-spacing: -0.02em; margin: 0.5rem 0; }
        h2 { font-size: 1.3rem; margin: 2rem 0 0.75rem; }
        .lede { color: var(--muted); font-size: 1.05rem; max-width: 48rem; }
        .site-footer { border-top: 1px solid var(--line); color: var(--muted); font-size: 0.85rem; padding: 1rem; \
        text-align: center; }
        .search { display: grid; gap: 0.35rem; margin: 1.25rem 0 0.5rem; max-width: 32rem; }
        .search label { font-weight: 600; }
        .search input { font: inherit; padding: 0.6rem 0.8rem; border-radius: 10px; border: 1px solid var(--line);
          background: var(--surface); color: var(--text); }
        .search input:focus { outline: 2px solid var(--accent); outline-offset: 1px; }
        .search-status { margin: 0; color: var(--muted); font-size: 0.9rem; }
        .category h2 { text-transform: capitalize; }
        .piece-list { list-style: none; padding: 0; margin: 0; display: grid; gap: 0.9rem;
          grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr)); }
        .piece-card { background: var(--surface); border: 1px solid var(--line); border-radius: 14px; padding: 0.9rem \
        1rem; }
        .piece-card h3 { margin: 0; font-size: 1.05rem; }
        .piece-card h3 a { text-decoration: none; }
        .piece-card h3 a:hover { text-decoration: underline; }
        .piece-card p { margin: 0.35rem 0; }
        .piece-name { color: var(--muted); }
        .meta { color: var(--muted); font-size: 0.85rem; }
        .tags, .chips { list-style: none; padding: 0; margin: 0.4rem 0 0; display: flex; flex-wrap: wrap; gap: 0.3rem; }
        .tags li, .chips li { background: var(--accent-soft); color: var(--text); border-radius: 999px; padding: \
        0.05rem 0.55rem; font-size: 0.78rem; }
        .chips li a { text-decoration: none; }
        [hidden] { display: none !important; }
        .breadcrumb { color: var(--muted); font-size: 0.9rem; }
        .install { display: flex; align-items: center; gap: 0.6rem; flex-wrap: wrap; background: var(--code-bg);
          border: 1px solid var(--line); border-radius: 10px; padding: 0.5rem 0.6rem 0.5rem 0.9rem; max-width: 32rem; }
        .install code { flex: 1; }
        .copy { font: inherit; font-size: 0.85rem; border: 1px solid var(--line); background: var(--surface); color: \
        var(--text);
          border-radius: 8px; padding: 0.25rem 0.7rem; cursor: pointer; }
        .copy:focus-visible { outline: 2px solid var(--accent); }
        .copy-status { color: var(--muted); font-size: 0.85rem; }
        .facts { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1.25rem; margin: 0; }
        .facts dt { color: var(--muted); }
        .facts dd { margin: 0; }
        .table-wrap { overflow-x: auto; }
        table { border-collapse: collapse; width: 100%; font-size: 0.92rem; }
        th, td { text-align: left; vertical-align: top; padding: 0.45rem 0.6rem; border-bottom: 1px solid var(--line); }
        thead th { color: var(--muted); font-weight: 600; }
        .label { color: var(--muted); }
        .file-path { color: var(--muted); }
        .source { border: 1px solid var(--line); border-radius: 12px; background: var(--code-bg); overflow: hidden; }
        pre.code { margin: 0; padding: 0.9rem 1rem; overflow-x: auto; line-height: 1.45; tab-size: 4; }
        details.generated { border-top: 1px solid var(--line); border-bottom: 1px solid var(--line); }
        details.generated > summary { cursor: pointer; padding: 0.5rem 1rem; color: var(--muted); background: \
        var(--surface); }
        .tc { color: var(--tc); } .td { color: var(--td); } .tk { color: var(--tk); font-weight: 600; } .tt { color: \
        var(--tt); }
        .tf { color: var(--tf); } .ta { color: var(--ta); } .tp { color: var(--tp); } .tn { color: var(--tn); } .ts { \
        color: var(--ts); }
        .ti { color: var(--ti); } .tr { color: var(--tr); } .to { color: var(--to); } .tx { color: var(--tx); \
        text-decoration: wavy underline; }
        .cards { display: grid; gap: 1rem; grid-template-columns: repeat(auto-fill, minmax(20rem, 1fr)); }
        .motion-card { background: var(--surface); border: 1px solid var(--line); border-radius: 14px; padding: 0.9rem \
        1rem; }
        .motion-card h3 { margin: 0; font-size: 1.1rem; }
        .motion-card h3 a { color: var(--text); text-decoration: none; }
        .motion-card > p { margin: 0.3rem 0 0.6rem; color: var(--muted); }
        .figures { display: grid; grid-template-columns: max-content 1fr; gap: 0.1rem 0.8rem; font-size: 0.85rem; \
        margin: 0 0 0.5rem; }
        .figures dt { color: var(--muted); }
        .figures dd { margin: 0; }
        .plot { width: 100%; height: auto; display: block; }
        .plot .axis { stroke: var(--muted); stroke-width: 1; }
        .plot .guide { stroke: var(--line); stroke-width: 1; }
        .plot .guide.target { stroke: var(--curve-reference); stroke-dasharray: 2 3; }
        .plot .tick, .plot .axis-label { fill: var(--muted); font-size: 9px; }
        .plot polyline { fill: none; stroke-width: 2; stroke-linejoin: round; stroke-linecap: round; }
        .plot .curve { stroke: var(--curve); }
        .plot .curve-reduced { stroke: var(--curve-reduced); stroke-dasharray: 5 3; }
        .plot .curve-reference { stroke: var(--curve-reference); stroke-width: 1.5; }
        .legend { list-style: none; padding: 0; margin: 0.4rem 0 0; display: flex; flex-wrap: wrap; gap: 0.3rem 1rem; \
        font-size: 0.85rem; color: var(--muted); }
        .swatch { display: inline-block; width: 1.2rem; height: 0; border-top: 3px solid var(--curve); vertical-align: \
        middle; margin-right: 0.35rem; }
        .swatch.curve-reduced { border-top: 3px dashed var(--curve-reduced); }
        .swatch.curve-reference { border-top-color: var(--curve-reference); }
        .lanes { display: grid; gap: 0.35rem; margin-top: 0.5rem; }
        .lane { display: grid; grid-template-columns: 4.5rem 1fr; align-items: center; font-size: 0.8rem; color: \
        var(--muted); }
        .rail { position: relative; height: 16px; margin-right: 22%; border-radius: 8px;
          background: linear-gradient(var(--line), var(--line)) center / 100% 2px no-repeat; }
        .dot { position: absolute; top: 0; left: 0; width: 16px; height: 16px; border-radius: 50%; background: \
        var(--curve);
          animation-name: travel; animation-iteration-count: infinite; animation-fill-mode: both; }
        .dot.hollow { background: var(--surface); border: 3px solid var(--curve-reduced); }
        .dot.ambient { animation-name: travel; animation-timing-function: ease-in-out; animation-direction: alternate; }
        .dot.still { animation: none; }
        @keyframes travel { from { left: 0; } to { left: calc(100% - 16px); } }
        .reduced-note { display: none; }
        @media (prefers-reduced-motion: reduce) {
          .dot { animation: none !important; }
          .reduced-note { display: block; color: var(--muted); }
        }
        .sections code { white-space: nowrap; }
        """
}

import SwiftLexing

/// The `// pieces-lint:` comments of a file, which turn rules off for some of its lines.
///
/// - `// pieces-lint:disable rule-a rule-b reason…` turns the rules off from this line on, up to a
///   `// pieces-lint:enable rule-a` or the end of the file;
/// - `// pieces-lint:disable:next-line rule-a reason…` for the next line only;
/// - `// pieces-lint:disable:this-line rule-a reason…` (after code) for its own line.
/// `all` stands for every rule. Words after the rule ids are the reason, for the reader.
struct LintSuppressions {
    private struct Span {
        var rule: String
        var lines: ClosedRange<Int>
    }

    private var spans: [Span] = []
    /// Suppression comments naming rules that do not exist, by line: a typo would silently do nothing.
    private(set) var unknownRules: [(line: Int, rule: String)] = []

    static let prefix = "// pieces-lint:"

    init(tokens: [Token], source: SourceText, knownRules: Set<String>) {
        var open: [String: Int] = [:]
        for token in tokens where token.kind == .lineComment {
            let text = source.text(token)
            guard text.hasPrefix(Self.prefix) else { continue }
            let words = text.dropFirst(Self.prefix.count).split(whereSeparator: { $0 == " " || $0 == "\t" }).map(
                String.init)
            guard let command = words.first else { continue }
            let line = source.location(of: Int(token.start)).line
            let rules = words.dropFirst().prefix {
                $0 == "all" || knownRules.contains($0) || $0.contains("-") && $0 == $0.lowercased()
            }
            for rule in rules where rule != "all" && !knownRules.contains(rule) { unknownRules.append((line, rule)) }
            let named = rules.flatMap { $0 == "all" ? Array(knownRules) : [$0] }
            switch command {
            case "disable": for rule in named where open[rule] == nil { open[rule] = line }
            case "enable":
                for rule in named {
                    if let start = open.removeValue(forKey: rule) {
                        spans.append(Span(rule: rule, lines: start...line))
                    }
                }
            case "disable:next-line": spans += named.map { Span(rule: $0, lines: (line + 1)...(line + 1)) }
            case "disable:this-line": spans += named.map { Span(rule: $0, lines: line...line) }
            default: continue
            }
        }
        spans += open.map { Span(rule: $0.key, lines: $0.value...Int.max) }
    }

    func isSuppressed(_ rule: String, line: Int) -> Bool {
        spans.contains { $0.rule == rule && $0.lines.contains(line) }
    }
}

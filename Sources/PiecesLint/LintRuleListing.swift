import Foundation

/// `pieces lint --rules`: every rule with its reason and fix, as text or JSON.
package struct LintRuleListing {
    var json: Bool

    package init(json: Bool) { self.json = json }

    /// Every rule, in listing order (`lint --rules --format json` builds its envelope from them).
    package static var rules: [LintRule] { LintRules.all }

    package func render() -> String {
        let rules = LintRules.all
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            return (try? encoder.encode(rules)).map { String(decoding: $0, as: UTF8.self) + "\n" } ?? "[]\n"
        }
        return rules.map { rule in
            let scope = rule.registryOnly ? " (registry pieces only)" : ""
            return "\(rule.id)\(scope)\n  \(rule.message)\n  why: \(rule.reason)\n  fix: \(rule.fix)\n"
        }.joined(separator: "\n")
    }
}

/// `pieces lint --rules`: every rule with its reason and fix, as text (`--format json` puts the
/// same rules in its envelope).
package struct LintRuleListing {
    package init() {}

    /// Every rule, in listing order (`lint --rules --format json` builds its envelope from them).
    package static var rules: [LintRule] { LintRules.all }

    package func render() -> String {
        Self.rules.map { rule in
            let scope = rule.registryOnly ? " (registry pieces only)" : ""
            return "\(rule.id)\(scope)\n  \(rule.message)\n  why: \(rule.reason)\n  fix: \(rule.fix)\n"
        }.joined(separator: "\n")
    }
}

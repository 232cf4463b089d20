import PieceCatalog
import PiecesLint
import PiecesSupport

/// `lint --rules --format json`: one result per rule, `{id, message, reason, fix, registryOnly}`.
enum LintResults {
    static var rules: ReportOutput.JSONPart {
        let rules = LintRuleListing.rules.map { rule -> JSONValue in
            .object([
                "id": .string(rule.id), "message": .string(rule.message), "reason": .string(rule.reason),
                "fix": .string(rule.fix), "registryOnly": .bool(rule.registryOnly)
            ])
        }
        return ReportOutput.JSONPart(results: rules, counts: ["rules": .int(rules.count)])
    }
}

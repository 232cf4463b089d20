import Foundation
import PiecesDiagnostics
import PiecesSupport

/// The `lint` section of `pieces.json`: which rules run and how seriously their findings count.
///
/// ```json
/// { "path": "MyApp/Pieces", "lint": { "disabled": ["no-reduce-motion"], "severity": { "layout-per-frame": "error" } }
/// }
/// ```
package struct LintConfiguration: Sendable, Equatable {
    /// Rules that do not run.
    var disabled: Set<String> = []
    /// Severities other than the default (`warning`), by rule id.
    package var severities: [String: Diagnostic.Severity] = [:]

    package init(disabled: Set<String> = [], severities: [String: Diagnostic.Severity] = [:]) {
        self.disabled = disabled
        self.severities = severities
    }

    /// Something wrong in the section, with the file it is in and how to fix it.
    package struct Problem: Error, Equatable {
        package var file: String
        package var message: String
        package var fix: String
    }

    static func unknownRuleMessage(_ rule: String) -> Message { "pieces.json: lint names an unknown rule '\(rule)'" }
    static let unknownRuleFix = "run `pieces lint --rules` for the rule ids"
    static func badSeverityMessage(_ rule: String, _ severity: String) -> Message {
        "pieces.json: lint severity of '\(rule)' is '\(severity)'"
    }
    static let badSeverityFix = "use \"warning\", \"error\" or \"off\""
    static let malformedMessage = "pieces.json: 'lint' is not an object"
    static let malformedFix =
        "write \"lint\": { \"disabled\": [rule ids], \"severity\": { rule id: \"warning\", \"error\" or \"off\" } }"

    /// The `lint` section of the `pieces.json` at `path`; the default when the file or the section
    /// is absent. Other keys of the file are not this type's business.
    package static func load(from path: String, display: String) throws(Problem) -> LintConfiguration {
        guard let bytes = try? AtomicFile.read(path) else { return LintConfiguration() }
        guard let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
            let section = object["lint"]
        else { return LintConfiguration() }
        guard let lint = section as? [String: Any] else {
            throw Problem(file: display, message: malformedMessage, fix: malformedFix)
        }
        var configuration = LintConfiguration()
        let known = Set(LintRules.all.map(\.id))
        for rule in lint["disabled"] as? [String] ?? [] {
            guard known.contains(rule) else {
                throw Problem(file: display, message: unknownRuleMessage(rule).text, fix: unknownRuleFix)
            }
            configuration.disabled.insert(rule)
        }
        for (rule, value) in lint["severity"] as? [String: String] ?? [:] {
            guard known.contains(rule) else {
                throw Problem(file: display, message: unknownRuleMessage(rule).text, fix: unknownRuleFix)
            }
            switch value {
            case "off": configuration.disabled.insert(rule)
            case "warning": configuration.severities[rule] = .warning
            case "error": configuration.severities[rule] = .error
            default: throw Problem(file: display, message: badSeverityMessage(rule, value).text, fix: badSeverityFix)
            }
        }
        return configuration
    }
}

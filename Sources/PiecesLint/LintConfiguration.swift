import PiecesDiagnostics
import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

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

    /// Something wrong in the section, with the file and line it is on and how to fix it.
    package struct SectionError: DiagnosticConvertible, Equatable {
        package var file: String
        package var line: Int
        package var message: String
        package var fix: String

        /// The code of every problem in the section.
        static let code = "config-invalid"

        /// The error `lint` stops with: 65, a `pieces.json` it cannot use.
        package var diagnostic: Diagnostic {
            Diagnostic(
                severity: .error, code: Self.code, message: message, file: file, line: line, fix: fix,
                status: ExitStatus.dataError)
        }
    }

    static let notJSONMessage = "pieces.json is not valid JSON"
    static let notJSONFix = "correct the JSON at this line (`python3 -m json.tool pieces.json` points at it)"
    static func unknownRuleMessage(_ rule: String) -> Message { "lint names an unknown rule '\(rule)'" }
    static let unknownRuleFix = "run `pieces lint --rules` for the rule ids"
    static func badSeverityMessage(_ rule: String, _ severity: String) -> Message {
        "lint severity of '\(rule)' is '\(severity)'"
    }
    static let badSeverityFix = "use \"warning\", \"error\" or \"off\""
    static let malformedMessage: Message = "'lint' is not an object"
    static let malformedFix =
        "write \"lint\": { \"disabled\": [rule ids], \"severity\": { rule id: \"warning\", \"error\" or \"off\" } }"

    /// The `lint` section of the `pieces.json` at `path`; the default when the file or the section
    /// is absent. Other keys of the file are not this type's business, but a file that is not JSON
    /// is refused here as every other command refuses it.
    package static func load(from path: String, display: String) throws(SectionError) -> LintConfiguration {
        guard let bytes = try? AtomicFile.read(path) else { return LintConfiguration() }
        func problem(_ message: Message, at key: String, fix: String) -> SectionError {
            SectionError(file: display, line: JSONLine.of(key: key, in: bytes), message: message.text, fix: fix)
        }
        guard let object = JSONValue.parse(bytes) else {
            let line = JSONLine.ofSyntaxError(in: bytes)
            throw SectionError(file: display, line: line, message: notJSONMessage, fix: notJSONFix)
        }
        guard let section = object["lint"] else { return LintConfiguration() }
        guard let lint = section.objectValue else {
            throw problem(malformedMessage, at: "lint", fix: malformedFix)
        }
        var configuration = LintConfiguration()
        let known = Set(LintRules.all.map(\.id))
        for rule in Self.strings(lint["disabled"]) {
            guard known.contains(rule) else { throw problem(unknownRuleMessage(rule), at: rule, fix: unknownRuleFix) }
            configuration.disabled.insert(rule)
        }
        for (rule, value) in Self.stringMembers(lint["severity"]) {
            guard known.contains(rule) else { throw problem(unknownRuleMessage(rule), at: rule, fix: unknownRuleFix) }
            switch value {
            case "off": configuration.disabled.insert(rule)
            case "warning": configuration.severities[rule] = .warning
            case "error": configuration.severities[rule] = .error
            default: throw problem(badSeverityMessage(rule, value), at: rule, fix: badSeverityFix)
            }
        }
        return configuration
    }

    /// The strings of an array of strings only; none for anything else, as before a section was read.
    private static func strings(_ value: JSONValue?) -> [String] {
        let strings = value?.arrayValue?.compactMap(\.stringValue) ?? []
        return strings.count == value?.arrayValue?.count ? strings : []
    }

    /// The members of an object whose every value is a string; none for anything else.
    private static func stringMembers(_ value: JSONValue?) -> [(String, String)] {
        guard let members = value?.objectValue else { return [] }
        let strings = members.compactMap { key, value in value.stringValue.map { (key, $0) } }
        return strings.count == members.count ? strings.sorted { $0.0 < $1.0 } : []
    }
}

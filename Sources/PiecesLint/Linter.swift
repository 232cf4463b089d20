import PiecesDiagnostics
import PiecesSupport
import SwiftLexing

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `pieces lint`: the motion guide's rules checked on Swift files, from their tokens only (never from
/// comments or strings). The library reports; the command prints.
package struct Linter: Sendable {
    package var configuration: LintConfiguration
    /// The folder holding a registry's pieces: files below it are pieces, and registry-only rules
    /// (`raw-spring`) apply to them.
    package var registryPieces: String?

    package init(configuration: LintConfiguration = LintConfiguration(), registryPieces: String? = nil) {
        self.configuration = configuration
        self.registryPieces = registryPieces
    }

    static func unknownSuppressionMessage(_ rule: String) -> Message {
        "'\(rule)' in a pieces-lint comment is not a rule"
    }
    static let unknownSuppressionFix = "run `pieces lint --rules` for the rule ids"
    static func unreadableMessage(_ shown: String, _ reason: String) -> Message { "cannot read \(shown): \(reason)" }
    static let unreadableFix = "check that the file exists and is readable"

    /// What linting found.
    package struct Report: Sendable {
        package var diagnostics: [Diagnostic]
        package var filesLinted: Int
    }

    /// Lints each file (folders: every `.swift` file below them, hidden folders skipped). `display`
    /// turns a path into the form diagnostics show.
    package func lint(paths: [String], display: @Sendable (String) -> String) -> Report {
        let files = paths.flatMap { path -> [String] in
            guard FileKind.isFolder(path) else {
                return [path]
            }
            return FileWalker.files(under: path).filter { $0.hasSuffix(".swift") }.map { path + "/" + $0 }
        }
        let results = files.parallelMap { path -> [Diagnostic] in
            let shown = display(path)
            do throws(FileError) {
                // The limit `sync` and `check` read Swift files with; the reason, not the error's dump.
                let bytes = try BoundedFile.read(path, limit: .swiftSource)
                return lint(SourceText(path: shown, bytes: bytes), isRegistryPiece: isRegistryPiece(path))
            } catch {
                return [
                    Diagnostic(
                        severity: .error, code: "io-unreadable",
                        message: Self.unreadableMessage(shown, error.reason).text,
                        file: shown, fix: Self.unreadableFix, status: ExitStatus.ioError)
                ]
            }
        }
        return Report(diagnostics: results.flatMap { $0 }, filesLinted: files.count)
    }

    /// The findings of every enabled rule in one file, suppressions applied, in line order.
    package func lint(_ source: SourceText, isRegistryPiece: Bool) -> [Diagnostic] {
        let file = LintSource(source: source)
        let gestures = GestureHandlers(file)
        let known = Set(LintRules.all.map(\.id))
        let suppressions = LintSuppressions(tokens: file.lineComments, source: source, knownRules: known)
        var diagnostics: [Diagnostic] = suppressions.unknownRules.map { line, rule in
            Diagnostic(
                severity: .warning, code: "lint-unknown-rule", message: Self.unknownSuppressionMessage(rule).text,
                file: source.path, line: line, fix: Self.unknownSuppressionFix)
        }
        for check in LintRules.checks where !configuration.disabled.contains(check.rule.id) {
            if check.rule.registryOnly && !isRegistryPiece { continue }
            for index in Set(check.findings(in: file, gestures: gestures)).sorted() {
                let location = file.location(index)
                guard !suppressions.isSuppressed(check.rule.id, line: location.line) else { continue }
                diagnostics.append(
                    Diagnostic(
                        severity: configuration.severities[check.rule.id] ?? .warning, code: check.rule.id,
                        message: check.rule.message, file: source.path, line: location.line, column: location.column,
                        fix: check.rule.fix))
            }
        }
        return diagnostics.sorted { ($0.line ?? 0, $0.column ?? 0) < ($1.line ?? 0, $1.column ?? 0) }
    }

    private func isRegistryPiece(_ path: String) -> Bool {
        guard let registryPieces else { return false }
        return path.hasPrefix(registryPieces.hasSuffix("/") ? registryPieces : registryPieces + "/")
    }
}

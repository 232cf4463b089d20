import Foundation
import PiecesSupport
import PiecesDiagnostics
import MotionEngine
import PieceCatalog
import PieceInstall
import PiecesLint

/// `pieces lint [PATH…] [--registry DIR] [--strict] [--rules] [--format F] [--quiet]`.
struct LintCommand {
    let parsed: ParsedArguments
    let context: PiecesTool.Context
    let output: ReportOutput

    static let cleanSummary = "linted %d file(s): no findings"
    static let findingsSummary = "linted %d file(s): %d finding(s), %d error(s)"
    static let configCode = "config-invalid"

    func run() -> ToolOutput {
        if parsed.flag("rules") {
            guard !output.isJSON else { return output.finished([], summary: "", json: LintResults.rules) }
            return ToolOutput(standardOutput: LintRuleListing(json: false).render())
        }
        // Inside a registry its pieces are linted by default, with the registry-only rules;
        // elsewhere there is no registry, which only matters when one was named.
        let registry: Registry?
        do {
            registry = try Registry.locate(explicit: parsed.option("registry"), from: context.workingDirectory)
        } catch {
            guard parsed.option("registry") == nil else {
                return output.stopped([error.diagnostic], status: ExitStatus.noInput)
            }
            registry = nil
        }
        var linter = Linter(registryPieces: registry?.piecesFolder.path)
        do {
            linter.configuration = try configuration()
        } catch {
            let diagnostic = Diagnostic(severity: .error, code: Self.configCode, message: error.message, file: error.file, fix: error.fix)
            return output.stopped([diagnostic], status: ExitStatus.dataError)
        }
        let report = linter.lint(paths: paths(registry: registry), display: { [context] path in
            Synchronizer.display(path, relativeTo: context.workingDirectory)
        })
        let errors = report.diagnostics.filter { $0.severity == .error }.count
        let failing = parsed.flag("strict") ? report.diagnostics.count : errors
        let summary = report.diagnostics.isEmpty
            ? format(Self.cleanSummary, report.filesLinted)
            : format(Self.findingsSummary, report.filesLinted, report.diagnostics.count, errors)
        return output.finished(report.diagnostics, summary: summary, status: failing > 0 ? ExitStatus.findings : ExitStatus.success,
                               json: .init(counts: ["files": .int(report.filesLinted), "findings": .int(report.diagnostics.count), "errors": .int(errors)]))
    }

    /// The paths given, made absolute; without any, the registry's pieces, else the current folder.
    private func paths(registry: Registry?) -> [String] {
        let given = parsed.positionals("paths")
        guard !given.isEmpty else { return [registry?.piecesFolder.path ?? context.workingDirectory] }
        return given.map { URL(fileURLWithPath: $0, relativeTo: URL(fileURLWithPath: context.workingDirectory)).standardizedFileURL.path }
    }

    /// The `lint` section of the nearest `pieces.json` at or above the current folder.
    private func configuration() throws(LintConfiguration.Problem) -> LintConfiguration {
        var folder = URL(fileURLWithPath: context.workingDirectory).standardizedFileURL
        while true {
            let candidate = folder.appendingPathComponent(AppConfig.fileName).path
            if FileManager.default.fileExists(atPath: candidate) {
                return try LintConfiguration.load(from: candidate, display: Synchronizer.display(candidate, relativeTo: context.workingDirectory))
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return LintConfiguration() }
            folder = parent
        }
    }
}

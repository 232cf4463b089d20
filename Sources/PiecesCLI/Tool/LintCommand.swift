import MotionEngine
import PieceCatalog
import PieceInstall
import PiecesDiagnostics
import PiecesLint
import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `pieces lint [PATH…] [--registry DIR] [--strict] [--rules] [--format F] [--quiet]`.
struct LintCommand: PiecesCommand {
    static let spec = CommandSpec(
        name: "lint",
        abstract: "Check Swift code against the motion guide's rules (docs/lint.md).",
        discussion: "Without paths: the registry's pieces when run inside a registry, else the Swift files"
            + " below the current folder. Rules read tokens only, never comments or strings."
            + " `// pieces-lint:disable[:next-line] RULE reason` suppresses; pieces.json's \"lint\""
            + " section disables rules or sets severities. Exit status: 0 clean (warnings allowed"
            + " unless --strict), 1 findings, 64 usage error, 65 bad configuration.",
        declaring: [
            Options.paths, PiecesCommands.registry, Options.strict, Options.rules, PiecesCommands.format,
            PiecesCommands.quiet
        ])

    struct Options: CommandOptions {
        static let paths = Positional<[String]>(
            "paths", valueName: "PATH", help: "Swift files or folders to lint.")
        static let strict = Flag("strict", help: "Fail (exit 1) on warnings too, not only on errors.")
        static let rules = Flag(
            "rules", help: "List the rules with their reasons and fixes instead of linting.")

        var paths: [String]
        var registry: String?
        var strict: Bool
        var rules: Bool

        init(_ arguments: ParsedArguments) {
            paths = arguments[Self.paths]
            registry = arguments[PiecesCommands.registry]
            strict = arguments[Self.strict]
            rules = arguments[Self.rules]
        }
    }

    let options: Options
    let context: PiecesTool.Context
    let output: ReportOutput

    static func cleanSummary(_ files: Int) -> Message { "linted \(files, "file"): no findings" }
    static func findingsSummary(_ files: Int, _ findings: Int, _ errors: Int) -> Message {
        "linted \(files, "file"): \(findings, "finding"), \(errors, "error")"
    }

    func run() -> ToolOutput {
        if options.rules {
            guard !output.isJSON else { return output.finished([], summary: "", json: LintResults.rules) }
            return ToolOutput(standardOutput: LintRuleListing().render())
        }
        // Inside a registry its pieces are linted by default, with the registry-only rules;
        // elsewhere there is no registry, which only matters when one was named.
        let registry: FolderRegistry?
        do {
            registry = try RegistryResolver.folder(explicit: options.registry, from: context.workingDirectory)
        } catch {
            guard options.registry == nil else {
                return output.stopped(by: error)
            }
            registry = nil
        }
        var linter = Linter(registryPieces: registry?.piecesFolder.path)
        do {
            linter.configuration = try configuration()
        } catch {
            return output.stopped(by: error)
        }
        let report = linter.lint(
            paths: paths(registry: registry),
            display: { [context] path in
                Path(path).display(relativeTo: Path(context.workingDirectory))
            })
        let errors = report.diagnostics.filter { $0.severity == .error }.count
        let failing = options.strict ? report.diagnostics.count : errors
        let summary =
            report.diagnostics.isEmpty
            ? Self.cleanSummary(report.filesLinted).text
            : Self.findingsSummary(report.filesLinted, report.diagnostics.count, errors).text
        return output.finished(
            report.diagnostics, summary: summary, status: failing > 0 ? ExitStatus.findings : ExitStatus.success,
            json: .init(counts: [
                "files": .int(report.filesLinted), "findings": .int(report.diagnostics.count), "errors": .int(errors)
            ]))
    }

    /// The paths given, made absolute; without any, the registry's pieces, else the current folder.
    private func paths(registry: FolderRegistry?) -> [String] {
        let given = options.paths
        guard !given.isEmpty else { return [registry?.piecesFolder.path ?? context.workingDirectory] }
        return given.map { Path($0).resolved(against: Path(context.workingDirectory)).string }
    }

    /// The `lint` section of the nearest `pieces.json` at or above the current folder.
    private func configuration() throws(LintConfiguration.SectionError) -> LintConfiguration {
        for folder in Path(context.workingDirectory).absolute.ancestors {
            let candidate = folder.appending(AppConfig.fileName)
            if FileKind.at(candidate.string) != nil {
                return try LintConfiguration.load(
                    from: candidate.string, display: candidate.display(relativeTo: Path(context.workingDirectory)))
            }
        }
        return LintConfiguration()
    }
}

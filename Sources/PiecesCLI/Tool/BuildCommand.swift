import Foundation
import PiecesSupport
import PiecesDiagnostics
import MotionEngine
import PieceCatalog
import PiecesSite

/// `pieces build [--check] [--site DIR] [--registry DIR] [--format F] [--quiet]`: validates every piece
/// and writes `index.json` and `index/<Name>.json` into the registry folder; refuses (writing nothing)
/// while any piece breaks a rule or any block is stale. `--check` writes nothing and fails when the
/// index on disk differs from what build would write. `--site DIR` then writes the catalog site
/// (`PiecesSite`) into DIR.
struct BuildCommand: PiecesCommand {
    static let spec = CommandSpec(
        name: "build", abstract: "Validate every piece and write the registry's index.",
        discussion: "Validates every piece (header, category, main type, documented parameters,"
            + " resources, dependencies, current blocks) and writes index.json and index/<Name>.json"
            + " into the registry folder, only when their bytes change. Writes nothing while any"
            + " piece has a problem.",
        declaring: [
            Options.check, Options.site, PiecesCommands.registry, PiecesCommands.strict,
            PiecesCommands.format, PiecesCommands.quiet,
        ])

    struct Options: CommandOptions {
        static let check = Flag("check", help: "Fail when the index is out of date instead of writing it.")
        static let site = Option<String?>(
            "site", valueName: "DIR",
            help: "Also write the static catalog site (HTML, CSS, JS and the JSON registry) into DIR.")

        var check: Bool
        var site: String?
        var engine: EngineOptions

        init(_ arguments: ParsedArguments) {
            check = arguments[Self.check]
            site = arguments[Self.site]
            engine = EngineOptions(arguments)
        }
    }

    let options: Options
    let context: PiecesTool.Context
    let output: ReportOutput

    static let refusedSummary = "checked %d piece(s): %d problem(s); the index was not written"
    static let builtSummary = "built the index of %d piece(s): %d file(s) written"
    static let currentSummary = "the index of %d piece(s) is current"
    static let staleSummary = "the index is out of date in %d file(s); run `pieces build`"
    static let wroteMessage = "wrote %@"
    static let deletedMessage = "deleted %@: no piece named %@"
    static let staleMessage = "%@ is not what `pieces build` writes"
    static let extraMessage = "%@ belongs to no piece"
    static let absentMessage = "%@ does not exist yet"
    static let staleFix = "run `pieces build` and commit the result"
    static let siteWithCheckMessage = "error: --site writes the site; it cannot be combined with --check"
    static let siteSummary = "; the site in %@: %d file(s) written, %d removed"
    static let siteRemovedMessage = "removed %@: the site no longer has it"
    static let longLine = 160

    func run() -> ToolOutput {
        if options.site != nil {
            if options.check { return ToolOutput(standardError: Self.siteWithCheckMessage + "\n", status: ExitStatus.usage) }
        }
        let synchronizer: Synchronizer
        switch EngineLoader.load(options.engine, context: context) {
        case .failure(let failure): return failure.output(using: output)
        case .success(let loaded): synchronizer = loaded
        }
        let registry = synchronizer.registry
        let prefix = CatalogLoading.pathPrefix(of: registry, workingDirectory: context.workingDirectory)
        let catalog: Catalog
        do {
            catalog = try Catalog.load(from: registry, pathPrefix: prefix)
        } catch {
            let failure = CatalogCommandSupport.Failure(readError: error)
            return output.stopped(failure.diagnostics, status: failure.status)
        }
        let problems = synchronizer.check().diagnostics + catalog.problems()
        let errors = problems.filter { $0.severity == .error }.count
        guard errors == 0 else {
            return ToolOutput(standardOutput: output.render(problems, summary: format(Self.refusedSummary, catalog.pieces.count, errors)),
                              status: ExitStatus.of(problems))
        }
        let changes = IndexFiles(catalog: catalog).changes(under: registry.root)
        let target = Target(root: registry.root, prefix: prefix, pieces: catalog.pieces.count)
        if options.check { return verify(changes, problems: problems, target: target) }
        let built = write(changes, problems: problems, target: target)
        guard built.status == ExitStatus.success, let site = options.site else { return built }
        return writeSite(catalog: catalog, into: site, after: changes, problems: problems, target: target)
    }

    /// The registry folder being indexed, as paths are shown.
    private struct Target {
        var root: URL
        var prefix: String
        var pieces: Int
    }

    private func verify(_ changes: [IndexFiles.Change], problems: [Diagnostic], target: Target) -> ToolOutput {
        let findings = changes.map { change in
            let shown = target.prefix + change.path
            let diff = UnifiedDiff.render(
                old: String(decoding: change.old ?? [], as: UTF8.self), new: String(decoding: change.new ?? [], as: UTF8.self),
                oldLabel: "\(shown) (on disk)", newLabel: "\(shown) (as `pieces build` writes it)")
            // A missing file's diff would be the whole file: the message says enough.
            let message = change.new == nil ? Self.extraMessage : change.old == nil ? Self.absentMessage : Self.staleMessage
            return Diagnostic(severity: .error, code: "index-stale", message: format(message, shown),
                              file: shown, fix: Self.staleFix, detail: change.old == nil ? nil : Self.shortened(diff))
        }
        let summary = changes.isEmpty ? format(Self.currentSummary, target.pieces) : format(Self.staleSummary, changes.count)
        return ToolOutput(standardOutput: output.render(problems + findings, summary: summary),
                          status: changes.isEmpty ? ExitStatus.success : ExitStatus.findings)
    }

    private func write(_ changes: [IndexFiles.Change], problems: [Diagnostic], target: Target) -> ToolOutput {
        do {
            try IndexFiles.apply(changes, under: target.root)
        } catch {
            return output.report(problems + [error.diagnostic], summary: "", status: ExitStatus.cannotCreate, stopped: true)
        }
        return ToolOutput(standardOutput: output.render(problems + indexNotes(changes, target: target),
                                                        summary: format(Self.builtSummary, target.pieces, changes.count)))
    }

    private func indexNotes(_ changes: [IndexFiles.Change], target: Target) -> [Diagnostic] {
        changes.map { change in
            let shown = target.prefix + change.path
            let message = change.new == nil
                ? format(Self.deletedMessage, shown, String(RegistryListing.pieceName(ofPath: change.path).dropLast(5)))
                : format(Self.wroteMessage, shown)
            return Diagnostic(severity: .note, code: "index-written", message: message, file: shown)
        }
    }

    /// Writes the site once the index is written: the index's notes, then the site's.
    private func writeSite(
        catalog: Catalog, into site: String, after changes: [IndexFiles.Change], problems: [Diagnostic], target: Target
    ) -> ToolOutput {
        let folder = URL(fileURLWithPath: site, relativeTo: URL(fileURLWithPath: context.workingDirectory)).standardizedFileURL
        let notes = indexNotes(changes, target: target)
        switch SiteCommand.write(catalog, into: folder) {
        case .failed(let diagnostic):
            return ToolOutput(standardOutput: output.render(problems + notes + [diagnostic], summary: ""), status: ExitStatus.of([diagnostic]))
        case .written(let report):
            let shown = { (path: String) in site.hasSuffix("/") ? site + path : site + "/" + path }
            let siteNotes = report.written.map { Diagnostic(severity: .note, code: "site-written", message: format(Self.wroteMessage, shown($0)), file: shown($0)) }
                + report.deleted.map { Diagnostic(severity: .note, code: "site-removed", message: format(Self.siteRemovedMessage, shown($0)), file: shown($0)) }
            let summary = format(Self.builtSummary, target.pieces, changes.count) + format(Self.siteSummary, site, report.written.count, report.deleted.count)
            return ToolOutput(standardOutput: output.render(problems + notes + siteNotes, summary: summary))
        }
    }

    /// The diff with each line cut to `longLine` characters: a piece's payload holds the whole file
    /// on one line, which would drown the output.
    static func shortened(_ diff: String) -> String {
        diff.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.count > longLine ? line.prefix(longLine) + "… (\(line.count - longLine) more characters)" : String(line)
        }.joined(separator: "\n")
    }
}

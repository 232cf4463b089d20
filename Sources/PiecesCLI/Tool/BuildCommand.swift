import MotionEngine
import PieceCatalog
import PiecesDiagnostics
import PiecesSite
import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

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
            Options.check, Options.site, Options.items, PiecesCommands.registry, PiecesCommands.strict,
            PiecesCommands.format, PiecesCommands.quiet
        ])

    struct Options: CommandOptions {
        static let check = Flag("check", help: "Fail when the index is out of date instead of writing it.")
        static let site = Option<String?>(
            "site", valueName: "DIR",
            help: "Also write the static catalog site (HTML, CSS, JS and the JSON registry) into DIR.")

        static let items = Option<String?>(
            "items", valueName: "DIR",
            help: "Also write the registry-item form (index.json and <Name>.json, as swiftpieces reads it) into DIR.")

        var check: Bool
        var site: String?
        var items: String?
        var engine: EngineOptions

        init(_ arguments: ParsedArguments) {
            check = arguments[Self.check]
            site = arguments[Self.site]
            items = arguments[Self.items]
            engine = EngineOptions(arguments)
        }
    }

    let options: Options
    let context: PiecesTool.Context
    let output: ReportOutput

    static func refusedSummary(_ pieces: Int, _ problems: Int) -> Message {
        "checked \(pieces, "piece"): \(problems, "problem"); the index was not written"
    }
    static func builtSummary(_ pieces: Int, _ files: Int) -> Message {
        "built the index of \(pieces, "piece"): \(files, "file") written"
    }
    static func currentSummary(_ pieces: Int) -> Message { "the index of \(pieces, "piece") is current" }
    static func staleSummary(_ files: Int) -> Message {
        "the index is out of date in \(files, "file"); run `pieces build`"
    }
    static func wroteMessage(_ file: String) -> Message { "wrote \(file)" }
    static func deletedMessage(_ file: String, _ piece: String) -> Message {
        "deleted \(file): no piece named \(piece)"
    }
    static func staleMessage(_ file: String) -> Message { "\(file) is not what `pieces build` writes" }
    static func extraMessage(_ file: String) -> Message { "\(file) belongs to no piece" }
    static func absentMessage(_ file: String) -> Message { "\(file) does not exist yet" }
    static let staleFix = "run `pieces build` and commit the result"
    static let siteWithCheckMessage = "error: --site writes the site; it cannot be combined with --check"
    static let itemsWithCheckMessage = "error: --items writes the registry items; it cannot be combined with --check"
    static func siteSummary(_ site: String, _ written: Int, _ removed: Int) -> Message {
        "; the site in \(site): \(written, "file") written, \(removed) removed"
    }
    static func siteRemovedMessage(_ file: String) -> Message { "removed \(file): the site no longer has it" }
    static let longLine = 160
    /// In JSON, each file written or deleted is a result `{code, file, line, message, detail}`.
    static let written = ReportOutput.JSONPart(resultCodes: ["index-written", "site-written", "site-removed"])

    func run() -> ToolOutput {
        if options.check, options.site != nil || options.items != nil {
            let message = options.site != nil ? Self.siteWithCheckMessage : Self.itemsWithCheckMessage
            return ToolOutput(standardError: message + "\n", status: ExitStatus.usage)
        }
        let synchronizer: Synchronizer
        do { synchronizer = try EngineLoader.load(options.engine, context: context) } catch {
            return output.stopped(by: error)
        }
        // The engine `EngineLoader` loads always has its registry folder.
        guard let registry = synchronizer.registry else { return ToolOutput(status: ExitStatus.noInput) }
        let prefix = CatalogLoading.pathPrefix(of: registry, workingDirectory: context.workingDirectory)
        let catalog: Catalog
        do {
            catalog = try Catalog.load(from: registry, pathPrefix: prefix)
            catalog.analyseCode()
        } catch {
            return output.stopped(by: CatalogLoading.ReadError(error))
        }
        let problems = synchronizer.check().diagnostics + catalog.problems()
        let errors = problems.filter { $0.severity == .error }.count
        guard errors == 0 else {
            return output.finished(
                problems, summary: Self.refusedSummary(catalog.pieces.count + catalog.misnamed.count, errors).text,
                status: ExitStatus.of(problems))
        }
        let changes = IndexFiles(catalog: catalog).changes(under: registry.root)
        let target = Target(root: registry.root, prefix: prefix, pieces: catalog.pieces.count)
        if options.check { return verify(changes, problems: problems, target: target) }
        if let items = options.items {
            return writeItems(catalog: catalog, into: items, after: changes, problems: problems, target: target)
        }
        let built = write(changes, problems: problems, target: target)
        guard built.status == ExitStatus.success, let site = options.site else { return built }
        return writeSite(catalog: catalog, into: site, after: changes, problems: problems, target: target)
    }

    /// The registry folder being indexed, as paths are shown.
    struct Target {
        var root: URL
        var prefix: String
        var pieces: Int
    }

    private func verify(_ changes: [IndexFiles.Change], problems: [Diagnostic], target: Target) -> ToolOutput {
        let findings = changes.map { change in
            let shown = target.prefix + change.path
            let diff = UnifiedDiff.render(
                old: String(decoding: change.old ?? [], as: UTF8.self),
                new: String(decoding: change.new ?? [], as: UTF8.self),
                oldLabel: "\(shown) (on disk)", newLabel: "\(shown) (as `pieces build` writes it)")
            // A missing file's diff would be the whole file: the message says enough.
            let message =
                change.new == nil
                ? Self.extraMessage(shown) : change.old == nil ? Self.absentMessage(shown) : Self.staleMessage(shown)
            return Diagnostic(
                severity: .error, code: "index-stale", message: message.text,
                file: shown, fix: Self.staleFix, detail: change.old == nil ? nil : Self.shortened(diff))
        }
        let summary = changes.isEmpty ? Self.currentSummary(target.pieces).text : Self.staleSummary(changes.count).text
        return output.finished(
            problems + findings, summary: summary, status: changes.isEmpty ? ExitStatus.success : ExitStatus.findings)
    }

    private func write(_ changes: [IndexFiles.Change], problems: [Diagnostic], target: Target) -> ToolOutput {
        do {
            try IndexFiles.apply(changes, under: target.root)
        } catch {
            return output.report(
                problems + [error.diagnostic], summary: "", status: ExitStatus.cannotCreate, stopped: true)
        }
        return output.finished(
            problems + indexNotes(changes, target: target),
            summary: Self.builtSummary(target.pieces, changes.count).text,
            json: Self.written)
    }

    func indexNotes(_ changes: [IndexFiles.Change], target: Target) -> [Diagnostic] {
        changes.map { change in
            let shown = target.prefix + change.path
            let message =
                change.new == nil
                ? Self.deletedMessage(shown, String(RegistryListing.pieceName(ofPath: change.path).dropLast(5))).text
                : Self.wroteMessage(shown).text
            return Diagnostic(severity: .note, code: "index-written", message: message, file: shown)
        }
    }

    /// Writes the site once the index is written: the index's notes, then the site's.
    private func writeSite(
        catalog: Catalog, into site: String, after changes: [IndexFiles.Change], problems: [Diagnostic], target: Target
    ) -> ToolOutput {
        let folder = URL(fileURLWithPath: Path(site).resolved(against: Path(context.workingDirectory)).string)
        let notes = indexNotes(changes, target: target)
        switch SiteCommand.write(catalog, into: folder) {
        case .failed(let diagnostic):
            return output.finished(
                problems + notes + [diagnostic], summary: "", status: ExitStatus.of([diagnostic]), json: Self.written)
        case .written(let report):
            let shown = { (path: String) in site.hasSuffix("/") ? site + path : site + "/" + path }
            let siteNotes =
                report.written.map {
                    Diagnostic(
                        severity: .note, code: "site-written", message: Self.wroteMessage(shown($0)).text,
                        file: shown($0))
                }
                + report.deleted.map {
                    Diagnostic(
                        severity: .note, code: "site-removed", message: Self.siteRemovedMessage(shown($0)).text,
                        file: shown($0))
                }
            let summary =
                Self.builtSummary(target.pieces, changes.count).text
                + Self.siteSummary(site, report.written.count, report.deleted.count).text
            return output.finished(problems + notes + siteNotes, summary: summary, json: Self.written)
        }
    }

    /// The diff with each line cut to `longLine` characters: a piece's payload holds the whole file
    /// on one line, which would drown the output.
    static func shortened(_ diff: String) -> String {
        diff.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.count > longLine
                ? line.prefix(longLine) + "… (\(line.count - longLine) more characters)" : String(line)
        }.joined(separator: "\n")
    }
}

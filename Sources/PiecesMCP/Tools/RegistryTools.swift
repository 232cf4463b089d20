import MotionEngine
import PieceCatalog
import PieceInstall
import PiecesDiagnostics
import PiecesSupport

/// The diagnostics and counts `check_registry` and `sync_registry` return.
enum RegistryCall {
    static let files = Schema.strings(
        "Piece files to work on, relative to the server's folder (default: every piece of the registry).")
    static let strict = Schema.boolean(
        "Treat upstream-format provides/requires lists that miss names as errors (default false).")

}

/// `check_registry`: `pieces check [FILE…]`; never writes.
struct CheckRegistryTool: MCPTool {
    let name = "check_registry"
    let title = "Check the registry"
    let description =
        """
        Report stale, hand-edited or missing Piece motion blocks of a registry checkout (or of installed piece \
        files), without writing (`pieces check`).
        """
    let readOnly = true
    let inputSchema = Schema.object(["files": RegistryCall.files, "strict": RegistryCall.strict])
    let outputSchema = Schema.object(
        [
            "checked": Schema.integer("How many pieces were checked."),
            "problems": Schema.integer("How many errors and warnings."),
            "fixableBySync": Schema.integer("How many of them `sync_registry` fixes."),
            "clean": Schema.boolean("Whether there is no error."),
            "diagnostics": Schema.diagnostics, "summary": Schema.string("The line `pieces check` ends with.")
        ], required: ["checked", "problems", "fixableBySync", "clean", "diagnostics", "summary"])

    func call(_ arguments: ToolArguments, context: ToolContext) -> ToolResult {
        let files = arguments.strings("files")
        if let outside = context.outside(files, argument: "files") { return .failure([outside]) }
        let engine: CheckEngine
        do {
            engine = try CheckEngine.load(
                files: files, registry: context.registry, workingDirectory: context.root,
                strict: arguments.flag("strict"))
        } catch { return .failure([error.diagnostic]) }
        let report = engine.synchronizer.check(files: files.isEmpty ? nil : files)
        let diagnostics = report.reported
        let clean = !report.diagnostics.contains { $0.severity == .error }
        let structured = JSONValue.object([
            "checked": .int(report.checked), "problems": .int(report.diagnostics.filter { $0.severity != .note }.count),
            "fixableBySync": .int(report.fixableBySync), "clean": .bool(clean),
            "diagnostics": DiagnosticJSON.array(diagnostics), "summary": .string(report.summary)
        ])
        return ToolResult(
            structured: structured, text: DiagnosticJSON.text(diagnostics) + report.summary + "\n", isError: !clean)
    }
}

/// `sync_registry`: `pieces sync [FILE…]`, only for a registry inside the server's folder.
struct SyncRegistryTool: MCPTool {
    let name = "sync_registry"
    let title = "Sync the registry"
    let description =
        """
        Regenerate the Piece motion blocks of a registry checkout's pieces from its foundation (`pieces sync`). Only \
        a registry inside the server's folder; dryRun shows what would change.
        """
    let readOnly = false
    let inputSchema = Schema.object([
        "files": RegistryCall.files, "strict": RegistryCall.strict,
        "dryRun": Schema.boolean("Only say what would change (default false)."),
        "force": Schema.boolean(
            "Regenerate blocks that were edited by hand (default false; move the edit into the foundation first).")
    ])
    let outputSchema = Schema.object(
        [
            "checked": Schema.integer("How many pieces were looked at."),
            "dryRun": Schema.boolean("Whether nothing was written."),
            "changes": Schema.array(
                Schema.object(
                    [
                        "path": Schema.string("The piece file."),
                        "summary": Schema.string("Sections added, removed, refreshed.")
                    ], required: ["path", "summary"]), "Files rewritten (or that would be)."),
            "diagnostics": Schema.diagnostics, "summary": Schema.string("The line `pieces sync` ends with.")
        ], required: ["checked", "dryRun", "changes", "diagnostics", "summary"])

    func call(_ arguments: ToolArguments, context: ToolContext) -> ToolResult {
        let files = arguments.strings("files")
        let dryRun = arguments.flag("dryRun")
        if let outside = context.outside(files, argument: "files") { return .failure([outside]) }
        let synchronizer: Synchronizer
        do {
            synchronizer = try RegistryResolver.engine(
                registry: context.registry, workingDirectory: context.root, strict: arguments.flag("strict"))
        } catch { return .failure([error.diagnostic]) }
        if !dryRun, let root = synchronizer.registry?.root.path,
            let outside = context.outside([root], argument: "the registry")
        {
            return .failure([outside])
        }
        let report = synchronizer.sync(
            files: files.isEmpty ? nil : files, force: arguments.flag("force"), dryRun: dryRun)
        let diagnostics = report.reported(dryRun: dryRun)
        let changes = report.changes.map {
            JSONValue.object(["path": .string(context.display($0.path)), "summary": .string($0.summary)])
        }
        let summary = report.summary(dryRun: dryRun)
        let structured = JSONValue.object([
            "checked": .int(report.checked), "dryRun": .bool(dryRun), "changes": .array(changes),
            "diagnostics": DiagnosticJSON.array(diagnostics), "summary": .string(summary)
        ])
        let failed = report.diagnostics.contains { $0.severity == .error }
        return ToolResult(
            structured: structured, text: DiagnosticJSON.text(diagnostics) + summary + "\n", isError: failed)
    }
}

/// `why`: `pieces why NAME`.
struct WhyTool: MCPTool {
    let name = "why"
    let title = "Why a piece carries its motion code"
    let description =
        """
        For each foundation section a piece carries in its Piece motion block, the token of its code that pulled it \
        in or the section that requires it (`pieces why`). NAME is a piece of the registry or a piece file's path.
        """
    let readOnly = true
    let inputSchema = Schema.object(
        ["name": Schema.string("A piece's name, or the path of a piece file relative to the server's folder.")],
        required: ["name"])
    let outputSchema = Schema.object(
        [
            "piece": Schema.string("The piece explained."),
            "sections": Schema.array(
                Schema.object(
                    [
                        "section": Schema.string("The foundation section."), "kind": Schema.string("Its kind."),
                        "reason": Schema.string(
                            "Why it is there: the use in the piece's code, or the section that requires it."),
                        "file": Schema.string("Where that use is."), "line": Schema.integer("Its line."),
                        "column": Schema.integer("Its column.")
                    ], required: ["section", "kind", "reason"], closed: false), "In block order."),
            "diagnostics": Schema.diagnostics, "summary": Schema.string("The line `pieces why` ends with.")
        ], required: ["piece", "sections", "diagnostics", "summary"])

    func call(_ arguments: ToolArguments, context: ToolContext) -> ToolResult {
        let name = arguments.string("name") ?? ""
        if name.hasSuffix(".swift"), let outside = context.outside([name], argument: "name") {
            return .failure([outside])
        }
        let explanation: PieceExplanation
        do {
            let listing = try CatalogLoading.listing(source: context.readRegistry(), workingDirectory: context.root)
            explanation = try PieceExplanation.explaining(name, listing: listing, workingDirectory: context.root)
        } catch { return .failure([error.diagnostic]) }
        let diagnostics = explanation.diagnostics
        let sections = zip(explanation.entries, diagnostics).map { entry, note -> JSONValue in
            var members: [String: JSONValue] = [
                "section": .string(entry.section), "kind": .string(entry.kind), "reason": .string(note.message)
            ]
            if let file = note.file { members["file"] = .string(file) }
            if let line = note.line { members["line"] = .int(line) }
            if let column = note.column { members["column"] = .int(column) }
            return .object(members)
        }
        let structured = JSONValue.object([
            "piece": .string(RegistryListing.pieceName(ofPath: explanation.path)), "sections": .array(sections),
            "diagnostics": DiagnosticJSON.array(diagnostics), "summary": .string(explanation.summary)
        ])
        return ToolResult(structured: structured, text: DiagnosticJSON.text(diagnostics) + explanation.summary + "\n")
    }
}

import MotionEngine
import PieceCatalog
import PieceInstall
import PiecesDiagnostics
import PiecesSupport

/// Where installed pieces are, as `status` and `diff_piece` take it: `InstalledOptions.table`, the
/// options `pieces status` and `pieces diff` take too.
enum InstalledCall {
    static let properties = Schema.properties(InstalledOptions.table)

    static func request(_ arguments: ToolArguments, context: ToolContext, name: String? = nil) -> InstallRequest {
        var request = InstalledOptions.request(names: name.map { [$0] } ?? [], workingDirectory: context.root) {
            arguments.value(of: $0)
        }
        request.registry = context.registry
        return request
    }
}

/// `status`: `pieces status --format json`.
struct StatusTool: MCPTool {
    let name = "status"
    let title = "Installed pieces"
    let description =
        """
        Every piece installed in this project (from pieces.lock): installed and registry versions, state (current, \
        outdated, edited, conflicted, missing) and files.
        """
    let readOnly = true
    let inputSchema = Schema.object(InstalledCall.properties)
    let outputSchema = Schema.object(
        [
            "pieces": Schema.array(
                Schema.object(
                    [
                        "name": Schema.string("The piece."),
                        "destination": Schema.object([
                            "project": Schema.nullableString("Project."), "target": Schema.nullableString("Target."),
                            "path": Schema.nullableString("Folder.")
                        ]),
                        "installed": Schema.string("The version installed."),
                        "registry": Schema.nullableString("The registry's version, null when it is gone."),
                        "registrySource": Schema.string("The registry it came from."),
                        "state": Schema.string("The worst state."),
                        "states": Schema.strings("Every state that applies, worst first."),
                        "files": Schema.strings("Its files, relative to the project root.")
                    ],
                    required: [
                        "name", "destination", "installed", "registry", "registrySource", "state", "states", "files"
                    ]), "In pieces.lock's order."),
            "diagnostics": Schema.diagnostics,
            "summary": Schema.string("The line `pieces status` ends with.")
        ], required: ["pieces", "diagnostics", "summary"])

    func call(_ arguments: ToolArguments, context: ToolContext) -> ToolResult {
        if let outside = context.outside(projectOrPathOf: arguments) {
            return .failure([outside])
        }
        let report: StatusReport
        do { report = try StatusReport.load(request: InstalledCall.request(arguments, context: context)) } catch {
            return .failure([error.diagnostic])
        }
        var structured = report.document.objectValue ?? [:]
        structured["diagnostics"] = DiagnosticJSON.array(report.problems)
        structured["summary"] = .string(report.summary)
        return ToolResult(
            structured: .object(structured), text: DiagnosticJSON.text(report.problems) + report.summary + "\n")
    }
}

/// `diff_piece`: `pieces diff [NAME]`.
struct DiffPieceTool: MCPTool {
    let name = "diff_piece"
    let title = "Diff installed pieces"
    let description =
        """
        How the installed copy of a piece (or of every piece) differs from the registry's current version, as unified \
        diffs from yours/PATH to registry/PATH.
        """
    let readOnly = true
    var inputSchema: JSONValue {
        var properties = InstalledCall.properties
        properties["name"] = Schema.string("The installed piece (default: every one).")
        return Schema.object(properties)
    }
    let outputSchema = Schema.object(
        [
            "same": Schema.boolean("Whether every file matches the registry."),
            "files": Schema.array(
                Schema.object(
                    [
                        "file": Schema.string("The file, relative to the server's folder."),
                        "message": Schema.string("Installed and registry versions."),
                        "diff": Schema.string("Unified diff from yours/ to registry/.")
                    ], required: ["file", "message", "diff"]), "One per differing file."),
            "patch": Schema.string("Every diff with its header, as `pieces diff` prints it (`patch -p1` applies it)."),
            "diagnostics": Schema.diagnostics,
            "summary": Schema.string("The line `pieces diff` ends with.")
        ], required: ["same", "files", "patch", "diagnostics", "summary"])

    func call(_ arguments: ToolArguments, context: ToolContext) -> ToolResult {
        if let outside = context.outside(projectOrPathOf: arguments) {
            return .failure([outside])
        }
        let name = arguments.string("name")
        let report: DifferenceReport
        do {
            report = try DifferenceReport.load(
                request: InstalledCall.request(arguments, context: context, name: name), name: name)
        } catch { return .failure([error.diagnostic]) }
        let files = report.notes.map { note -> JSONValue in
            .object([
                "file": .string(note.file ?? ""), "message": .string(note.message), "diff": .string(note.detail ?? "")
            ])
        }
        let structured = JSONValue.object([
            "same": .bool(report.notes.isEmpty), "files": .array(files), "patch": .string(report.patches),
            "diagnostics": DiagnosticJSON.array(report.problems), "summary": .string(report.summary)
        ])
        let failed = report.problems.contains { $0.severity == .error }
        return ToolResult(
            structured: structured,
            text: report.patches + DiagnosticJSON.text(report.problems) + report.summary + "\n", isError: failed)
    }
}

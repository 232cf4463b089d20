import MotionEngine
import PieceCatalog
import PieceInstall
import PiecesDiagnostics
import PiecesSupport

/// What `plan_add` and `add_pieces` share: `pieces add`'s arguments, the `Installer` run in the
/// server's folder, and its report as a result.
enum InstallCall {
    static let properties: [String: JSON] = [
        "names": Schema.strings("The pieces to add, e.g. [\"ElasticButton\"]."),
        "project": Schema.string(
            "The .xcodeproj, .xcworkspace or Package.swift, relative to the server's folder (default: found from it)."),
        "target": Schema.string("The app or package target (default: the only one)."),
        "path": Schema.string(
            "The folder the files go into, inside the project (default: the target's Pieces/ folder)."),
        "overwrite": Schema.boolean("Replace files that differ from what pieces installed (default false)."),
        "force": Schema.boolean(
            "Install even if the deployment target is older than a piece needs, or a name collides (default false).")
    ]

    static let outputSchema = Schema.object(
        [
            "names": Schema.strings("The pieces asked for."),
            "dryRun": Schema.boolean("Whether this was only a plan."),
            "wrote": Schema.boolean("Whether anything was written."),
            "destination": Schema.nullableString("The folder the files go into, relative to the server's folder."),
            "files": Schema.array(
                Schema.object(
                    [
                        "path": Schema.string("Relative to the server's folder."),
                        "action": Schema.string(
                            "What happens to it.",
                            enumeration: ["create", "unchanged", "update", "overwrite", "keepLocal"]),
                        "diff": Schema.nullableString(
                            "From the file on disk to the registry's bytes (plan_add with diff).")
                    ], required: ["path", "action", "diff"]), "Every file of the pieces and their dependencies."),
            "projectFile": Schema.nullableString("The project.pbxproj edited, when the target lists its files there."),
            "projectEntries": Schema.integer("How many entries the project edit adds."),
            "lockFile": Schema.nullableString("The pieces.lock written."),
            "diagnostics": Schema.diagnostics,
            "summary": Schema.string("The line `pieces add` ends with.")
        ],
        required: [
            "names", "dryRun", "wrote", "destination", "files", "projectFile", "projectEntries", "lockFile",
            "diagnostics", "summary"
        ])

    static func request(_ arguments: ToolArguments, context: ToolContext, dryRun: Bool) -> InstallRequest {
        var request = InstallRequest(names: arguments.strings("names"), workingDirectory: context.root)
        request.project = arguments.string("project")
        request.target = arguments.string("target")
        request.path = arguments.string("path")
        request.registry = context.registry
        request.dryRun = dryRun
        request.overwrite = arguments.flag("overwrite")
        request.force = arguments.flag("force")
        // Never: the server writes only inside its folder.
        request.allowOutside = false
        return request
    }

    static let noNamesMessage = "names is empty: there is no piece to add"
    static let noNamesFix = "name at least one piece, e.g. {\"names\": [\"ElasticButton\"]} (list_pieces lists them)"

    /// The refusal of a call naming no piece, as `pieces add` with no name is a usage error.
    static func noNames(_ arguments: ToolArguments) -> Diagnostic? {
        guard arguments.strings("names").isEmpty else { return nil }
        return Diagnostic(
            severity: .error, code: "usage", message: noNamesMessage, fix: noNamesFix, status: ExitStatus.usage)
    }

    /// The paths the report's install writes that leave the server's folder.
    static func writesOutside(_ report: Installer.Report, context: ToolContext) -> Diagnostic? {
        var paths = report.plan.items.filter(\.writes).map(\.path)
        if let edit = report.projectEdit, !edit.isUnchanged, let file = report.projectFile { paths.append(file) }
        if let lock = report.lockPath { paths.append(lock) }
        return context.outside(paths, argument: "the install")
    }

    static func result(_ report: Installer.Report, request: InstallRequest, context: ToolContext, withDiff: Bool)
        -> ToolResult
    {
        let files = report.plan.items.map { item -> JSON in
            let diff = withDiff ? Installer.Report.diff(item, label: context.display(item.path)) : nil
            return .object([
                "path": .string(context.display(item.path)), "action": .string(item.action.rawValue),
                "diff": diff.map(JSON.string) ?? .null
            ])
        }
        let entries = report.projectEntriesAdded
        let summary = report.summary(names: request.names, dryRun: request.dryRun, display: context.display)
        let structured = JSON.object([
            "names": .array(request.names.map(JSON.string)), "dryRun": .bool(request.dryRun),
            "wrote": .bool(report.wrote),
            "destination": report.destination.map { .string(context.display($0)) } ?? .null, "files": .array(files),
            "projectFile": entries == 0 ? .null : report.projectFile.map { .string(context.display($0)) } ?? .null,
            "projectEntries": .int(entries),
            "lockFile": report.lockPath.map { .string(context.display($0)) } ?? .null,
            "diagnostics": DiagnosticJSON.array(report.diagnostics), "summary": .string(summary)
        ])
        let notes = report.planNotes(dryRun: request.dryRun, display: context.display)
        return ToolResult(
            structured: structured, text: DiagnosticJSON.text(notes + report.diagnostics) + summary + "\n",
            isError: report.failed)
    }
}

/// `plan_add`: `pieces add NAME… --dry-run` in the server's folder; writes nothing.
struct PlanAddTool: MCPTool {
    let name = "plan_add"
    let title = "Plan adding pieces"
    let description =
        """
        What adding pieces to this project would do (`pieces add --dry-run`): the files created or updated, the \
        project edit, the lock, warnings, and refusals (deployment target too old, name collisions, local edits). \
        Writes nothing.
        """
    let readOnly = true
    var inputSchema: JSON {
        var properties = InstallCall.properties
        properties["diff"] = Schema.boolean("Include each file's diff against what is on disk (default false).")
        return Schema.object(properties, required: ["names"])
    }
    let outputSchema = InstallCall.outputSchema

    func call(_ arguments: ToolArguments, context: ToolContext) -> ToolResult {
        if let outside = context.outside(
            [arguments.string("project"), arguments.string("path")], argument: "project/path")
        {
            return .failure([outside])
        }
        if let noNames = InstallCall.noNames(arguments) { return .failure([noNames]) }
        let request = InstallCall.request(arguments, context: context, dryRun: true)
        let report = Installer(request: request).run()
        return InstallCall.result(report, request: request, context: context, withDiff: arguments.flag("diff"))
    }
}

/// `add_pieces`: `pieces add NAME…`, with the same safety rules (a file you edited is never
/// overwritten without `overwrite`; refusals stop everything), and nothing written outside the
/// server's folder: the plan is checked for that before anything is written.
struct AddPiecesTool: MCPTool {
    let name = "add_pieces"
    let title = "Add pieces"
    let description =
        """
        Add pieces to this project (`pieces add`): copies each piece and its motion code into the app target's \
        Pieces/ folder, edits the project file when needed and records pieces.lock. Refuses (and writes nothing) \
        where plan_add shows a refusal; never overwrites your edits unless overwrite is true.
        """
    let readOnly = false
    let inputSchema = Schema.object(InstallCall.properties, required: ["names"])
    let outputSchema = InstallCall.outputSchema

    func call(_ arguments: ToolArguments, context: ToolContext) -> ToolResult {
        if let outside = context.outside(
            [arguments.string("project"), arguments.string("path")], argument: "project/path")
        {
            return .failure([outside])
        }
        if let noNames = InstallCall.noNames(arguments) { return .failure([noNames]) }
        let plan = InstallCall.request(arguments, context: context, dryRun: true)
        let planned = Installer(request: plan).run()
        if planned.failed { return InstallCall.result(planned, request: plan, context: context, withDiff: false) }
        if let outside = InstallCall.writesOutside(planned, context: context) { return .failure([outside]) }
        let request = InstallCall.request(arguments, context: context, dryRun: false)
        return InstallCall.result(
            Installer(request: request).run(), request: request, context: context, withDiff: false)
    }
}

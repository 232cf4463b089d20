import MotionEngine
import PieceCatalog
import PieceInstall
import PiecesDiagnostics
import PiecesSupport

/// What `plan_add` and `add_pieces` share: `pieces add`'s arguments, the `Installer` run in the
/// server's folder, and its report as a result.
enum InstallCall {
    /// `pieces add`'s options that a tool takes, as `InstallOptions.table` declares them for both.
    static let inputSchema = Schema.object(
        Schema.properties(InstallOptions.table), required: Schema.required(InstallOptions.table))

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
                            "What happens to it, as `pieces add --format json` says it.",
                            enumeration: Installer.Report.actions),
                        "diff": Schema.nullableString(
                            "From the file on disk to the registry's bytes (with diff).")
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

    /// The install `arguments` ask for, in the server's folder, from its registry; a plan when `dryRun`.
    static func options(_ arguments: ToolArguments, context: ToolContext, dryRun: Bool) -> InstallOptions {
        var options = InstallOptions(workingDirectory: context.root) { arguments.value(of: $0) }
        options.request.registry = context.registry
        options.request.dryRun = dryRun
        // Never: the server writes only inside its folder.
        options.request.allowOutside = false
        return options
    }

    static let noNamesMessage = "names is empty: there is no piece to add"
    static let noNamesFix = "name at least one piece, e.g. {\"names\": [\"ElasticButton\"]} (list_pieces lists them)"

    /// The refusal of a call naming no piece, as `pieces add` with no name is a usage error.
    static func noNames(_ arguments: ToolArguments) -> Diagnostic? {
        guard arguments.strings(InstallOptions.names.key).isEmpty else { return nil }
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

    static func result(_ report: Installer.Report, options: InstallOptions, context: ToolContext) -> ToolResult {
        let request = options.request
        let withDiff = options.diff
        let outcome = report.outcome(dryRun: request.dryRun)
        let files = report.plan.items.map { item -> JSONValue in
            let diff = withDiff ? Installer.Report.diff(item, label: context.display(item.path)) : nil
            return .object([
                "path": .string(context.display(item.path)),
                "action": .string(Installer.Report.action(item.action, outcome: outcome)),
                "diff": .optional(diff)
            ])
        }
        let entries = report.projectEntriesAdded
        let summary = report.summary(names: request.names, dryRun: request.dryRun, display: context.display)
        let structured = JSONValue.object([
            "names": .array(request.names.map(JSONValue.string)), "dryRun": .bool(request.dryRun),
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
    let inputSchema = InstallCall.inputSchema
    let outputSchema = InstallCall.outputSchema

    func call(_ arguments: ToolArguments, context: ToolContext) -> ToolResult {
        if let outside = context.outside(projectOrPathOf: arguments) {
            return .failure([outside])
        }
        if let noNames = InstallCall.noNames(arguments) { return .failure([noNames]) }
        let options = InstallCall.options(arguments, context: context, dryRun: true)
        return InstallCall.result(Installer(request: options.request).run(), options: options, context: context)
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
    let inputSchema = InstallCall.inputSchema
    let outputSchema = InstallCall.outputSchema

    func call(_ arguments: ToolArguments, context: ToolContext) -> ToolResult {
        if let outside = context.outside(projectOrPathOf: arguments) {
            return .failure([outside])
        }
        if let noNames = InstallCall.noNames(arguments) { return .failure([noNames]) }
        // The plan and the installation locate the project and read pieces.json once between them.
        let session = ProjectSession()
        let plan = InstallCall.options(arguments, context: context, dryRun: true)
        let planned = Installer(request: plan.request, session: session).run()
        if planned.failed { return InstallCall.result(planned, options: plan, context: context) }
        if let outside = InstallCall.writesOutside(planned, context: context) { return .failure([outside]) }
        let options = InstallCall.options(arguments, context: context, dryRun: false)
        return InstallCall.result(
            Installer(request: options.request, session: session).run(), options: options, context: context)
    }
}

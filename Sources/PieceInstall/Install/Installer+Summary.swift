import PiecesSupport
import PiecesDiagnostics
import MotionEngine
import PieceCatalog
import XcodeProjects

extension Installer.Report {
    static let verbs: [InstallPlan.Item.Action: String] = [
        .create: "create", .unchanged: "unchanged", .update: "update", .overwrite: "overwrite", .keepLocal: "kept (local edits)",
    ]
    static let projectLine = "edit %@: %@"
    static let projectEntries = "%d entries added"
    static let doneSummary = "installed %@ into %@"
    static let dryRunSummary = "dry run: nothing was written"
    static let partialSummary = "stopped part way: the files named above were changed; run the same command again to finish"
    static let failedSummary = "nothing was written"

    /// Whether the installation was refused or failed.
    package var failed: Bool { diagnostics.contains { $0.severity == .error } }

    /// What `add` would do or did, one note per file and one for the project edit; `display` shows
    /// a path (relative to the working folder), `detail` adds a note's text (a diff, say).
    package func planNotes(display: (String) -> String, detail: (InstallPlan.Item) -> String? = { _ in nil }) -> [Diagnostic] {
        var notes = plan.items.map { item in
            Diagnostic(severity: .note, code: "plan", message: Self.verbs[item.action] ?? item.action.rawValue, file: display(item.path), detail: detail(item))
        }
        if let edit = projectEdit, !edit.isUnchanged, let file = projectFile {
            notes.append(Diagnostic(severity: .note, code: "plan", message: format(Self.projectLine, display(file), format(Self.projectEntries, edit.changes.count))))
        }
        return notes
    }

    /// The line `add` ends with: installed where, a dry run, stopped part way, or nothing written.
    package func summary(names: [String], dryRun: Bool, display: (String) -> String) -> String {
        if failed { return diagnostics.contains(where: { $0.code == InstallError.partialWriteCode }) ? Self.partialSummary : Self.failedSummary }
        return dryRun ? Self.dryRunSummary : format(Self.doneSummary, names.joined(separator: ", "), display(destination ?? ""))
    }

    /// The unified diff from the file on disk to the registry's bytes, nil when they are the same.
    package static func diff(_ item: InstallPlan.Item, label: String) -> String? {
        guard item.action != .unchanged else { return nil }
        let old = item.current.map { String(decoding: $0, as: UTF8.self) } ?? ""
        return UnifiedDiff.render(old: old, new: String(decoding: item.bytes, as: UTF8.self), oldLabel: label, newLabel: label + " (from the registry)")
    }
}

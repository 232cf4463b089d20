import PiecesSupport
import PiecesDiagnostics
import MotionEngine
import PieceCatalog
import XcodeProjects

extension Installer.Report {
    static let verbs: [InstallPlan.Item.Action: String] = [
        .create: "created", .unchanged: "already installed, unchanged", .update: "updated", .overwrite: "overwritten",
        .keepLocal: "kept (it has local edits)",
    ]
    /// The same, for a dry run: nothing was done yet.
    static let dryRunVerbs: [InstallPlan.Item.Action: String] = [
        .create: "would be created", .unchanged: "already installed, unchanged", .update: "would be updated",
        .overwrite: "would be overwritten", .keepLocal: "would be kept (it has local edits)",
    ]
    /// The code of a file's line: what happens to one file of the install.
    static let fileCode = "install-file"
    static func unchangedSummary(_ names: String, _ destination: String) -> Message { "\(names) already installed in \(destination), unchanged" }
    static func projectLine(_ file: String, _ entries: Message) -> Message { "edit \(file): \(entries)" }
    static func projectEntries(_ count: Int) -> Message { "\(count, "entry", plural: "entries") added" }
    static func doneSummary(_ names: String, _ destination: String) -> Message { "installed \(names) into \(destination)" }
    static let dryRunSummary = "dry run: nothing was written"
    static let partialSummary = "stopped part way: the files named above were changed; run the same command again to finish"
    static let failedSummary = "nothing was written"

    /// Whether the installation was refused or failed.
    package var failed: Bool { diagnostics.contains { $0.severity == .error } }

    /// What `add` would do or did, one note per file and one for the project edit; `display` shows
    /// a path (relative to the working folder), `detail` adds a note's text (a diff, say).
    package func planNotes(dryRun: Bool, display: (String) -> String, detail: (InstallPlan.Item) -> String? = { _ in nil }) -> [Diagnostic] {
        let verbs = dryRun ? Self.dryRunVerbs : Self.verbs
        var notes = plan.items.map { item in
            Diagnostic(severity: .note, code: Self.fileCode, message: verbs[item.action] ?? item.action.rawValue, file: display(item.path), detail: detail(item))
        }
        if let edit = projectEdit, !edit.isUnchanged, let file = projectFile {
            notes.append(Diagnostic(severity: .note, code: Self.fileCode, message: Self.projectLine(display(file), Self.projectEntries(edit.changes.count)).text))
        }
        return notes
    }

    /// The line `add` ends with: installed where, a dry run, stopped part way, or nothing written.
    package func summary(names: [String], dryRun: Bool, display: (String) -> String) -> String {
        if failed { return diagnostics.contains(where: { $0.code == InstallError.partialWriteCode }) ? Self.partialSummary : Self.failedSummary }
        if dryRun { return Self.dryRunSummary }
        let installed = plan.items.allSatisfy { $0.action == .unchanged } && !wrote ? Self.unchangedSummary : Self.doneSummary
        return installed(names.joined(separator: ", "), display(destination ?? "")).text
    }

    /// The unified diff from the file on disk to the registry's bytes, nil when they are the same.
    package static func diff(_ item: InstallPlan.Item, label: String) -> String? {
        guard item.action != .unchanged else { return nil }
        let old = item.current.map { String(decoding: $0, as: UTF8.self) } ?? ""
        return UnifiedDiff.render(old: old, new: String(decoding: item.bytes, as: UTF8.self), oldLabel: label, newLabel: label + " (from the registry)")
    }
}

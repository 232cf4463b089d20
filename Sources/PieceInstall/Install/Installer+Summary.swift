import MotionEngine
import PieceCatalog
import PiecesDiagnostics
import PiecesSupport
import ProjectFormats

extension Installer.Report {
    /// The code of a file's line: what happens to one file of the install.
    static let fileCode = "install-file"
    static func projectLine(_ file: String, _ entries: Message) -> Message { "edit \(file): \(entries)" }
    static func projectEntries(_ count: Int) -> Message { "\(count, "entry", plural: "entries") added" }
    /// Whether the installation was refused or failed.
    package var failed: Bool { diagnostics.contains { $0.severity == .error } }

    /// What `add` would do or did, one note per file and one for the project edit; `display` shows
    /// a path (relative to the working folder), `detail` adds a note's text (a diff, say).
    package func planNotes(
        dryRun: Bool, display: (String) -> String, detail: (InstallPlan.Item) -> String? = { _ in nil }
    ) -> [Diagnostic] {
        let outcome = outcome(dryRun: dryRun)
        var notes = plan.items.map { item in
            Diagnostic(
                severity: .note, code: Self.fileCode, message: Self.verb(item.action, outcome: outcome),
                file: display(item.path), detail: detail(item))
        }
        if projectEntriesAdded > 0, let file = projectFile {
            notes.append(
                Diagnostic(
                    severity: .note, code: Self.fileCode,
                    message: Self.projectLine(display(file), Self.projectEntries(projectEntriesAdded)).text))
        }
        // A conflict is a warning among the diagnostics already.
        let planned = outcome.wouldBe
        notes += requirementSteps.filter { $0.action != .conflict }.map { $0.note(planned: planned) }
        return notes
    }

    /// How many entries the project file gains: the piece files' and what the requirements made.
    package var projectEntriesAdded: Int {
        let files = projectEdit.map { $0.isUnchanged ? 0 : $0.changes.count } ?? 0
        return files + (requirements?.projectBytes == nil ? 0 : requirements?.projectEntries ?? 0)
    }

    /// The line `add` ends with: installed what (as the registry spells it, dependencies named)
    /// where, a dry run, stopped part way, or nothing written.
    package func summary(names: [String], dryRun: Bool, display: (String) -> String) -> String {
        if let summary = outcome(dryRun: dryRun).summary { return summary }
        let named = pieces.isEmpty ? names.joined(separator: ", ") : Installer.Report.piecesAndDependencies(pieces).text
        let place = display(destination ?? "")
        let unchanged =
            plan.items.allSatisfy { $0.action == .unchanged } && projectEdit?.isUnchanged ?? true
            && requirements?.projectBytes == nil && requirements?.files.isEmpty ?? true
        return
            (unchanged
            ? Installer.Report.alreadyInstalled(named, in: place) : Installer.Report.installed(named, into: place)).text
    }

    /// How far the installation got.
    package func outcome(dryRun: Bool) -> WriteOutcome {
        WriteOutcome(dryRun: dryRun, failed: failed, diagnostics: diagnostics)
    }

    /// The verb of a file's line: what was done, or what would be. A switch, not a table: a
    /// dictionary keyed by the action costs a search of every protocol conformance at start.
    package static func verb(_ action: InstallPlan.Item.Action, outcome: WriteOutcome) -> String {
        let wouldBe = outcome.wouldBe
        return switch action {
        case .create: wouldBe ? "would be created" : "created"
        case .unchanged: "already installed, unchanged"
        case .update: wouldBe ? "would be updated" : "updated"
        case .overwrite: wouldBe ? "would be overwritten" : "overwritten"
        case .keepLocal: wouldBe ? "would be kept (it has local edits)" : "kept (it has local edits)"
        }
    }

    /// What happens to a file as JSON says it (`add --format json`, the MCP server's `plan_add` and
    /// `add_pieces`): the per-file line's verb without its aside — `created`, `would be created`,
    /// `unchanged`, `updated`, `overwritten`, `kept` (the file has local edits), …
    package static func action(_ action: InstallPlan.Item.Action, outcome: WriteOutcome) -> String {
        switch action {
        case .unchanged: "unchanged"
        case .keepLocal: "kept"
        default: verb(action, outcome: outcome)
        }
    }

    /// Every spelling `action(_:outcome:)` gives, for a schema to list.
    package static let actions: [String] = {
        var spellings: [String] = []
        for outcome in [WriteOutcome.written, .dryRun] {
            for item in InstallPlan.Item.Action.allCases where !spellings.contains(action(item, outcome: outcome)) {
                spellings.append(action(item, outcome: outcome))
            }
        }
        return spellings
    }()

    /// The unified diff from the file on disk to the registry's bytes, nil when they are the same.
    package static func diff(_ item: InstallPlan.Item, label: String) -> String? {
        guard item.action != .unchanged else { return nil }
        let old = item.current.map { String(decoding: $0, as: UTF8.self) } ?? ""
        return UnifiedDiff.render(
            old: old, new: String(decoding: item.bytes, as: UTF8.self), oldLabel: label,
            newLabel: label + " (from the registry)")
    }
}

extension Installer.Report {
    /// `ElasticButton`, `ElasticButton (and its dependency PressableButtonStyle)`, `A, B (and their
    /// dependencies C, D)`: the pieces of an install as the registry spells them.
    static func piecesAndDependencies(_ pieces: [Installer.InstalledPiece]) -> Message {
        let asked = pieces.filter { !$0.isDependency }.map(\.name)
        let dependencies = pieces.filter(\.isDependency).map(\.name)
        guard !dependencies.isEmpty else { return "\(asked.joined(separator: ", "))" }
        let whose = asked.count == 1 ? "its" : "their"
        let noun = dependencies.count == 1 ? "dependency" : "dependencies"
        return "\(asked.joined(separator: ", ")) (and \(whose) \(noun) \(dependencies.joined(separator: ", ")))"
    }

    static func installed(_ pieces: String, into destination: String) -> Message {
        "installed \(pieces) into \(destination)"
    }

    static func alreadyInstalled(_ pieces: String, in destination: String) -> Message {
        "\(pieces) already installed in \(destination), unchanged"
    }
}

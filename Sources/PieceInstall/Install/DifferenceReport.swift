import MotionEngine
import PieceCatalog
import PiecesDiagnostics
import PiecesSupport

/// What `pieces diff` and the MCP server's `diff_piece` report: each installed file against the
/// registry's current version, as unified diffs from `yours/PATH` to `registry/PATH` (so
/// `patch -p1` at the project root applies them). Reading only.
package struct DifferenceReport {
    static func headerLine(_ name: String, _ installed: String, _ edited: String, _ version: String) -> Message {
        "diff \(name): yours (installed \(installed)\(edited)) vs registry \(version)"
    }
    static let editedNote = ", with your edits"
    static func differsMessage(_ installed: String, _ edited: String, _ version: String) -> Message {
        "yours (installed \(installed)\(edited)) differs from registry \(version)"
    }
    static func goneMessage(_ name: String) -> Message { "\(name) is no longer in the registry" }
    static let oursPrefix = "yours/"
    static let theirsPrefix = "registry/"
    static let missingLabel = "/dev/null"
    static func differSummary(_ notes: Int) -> Message { "\(notes, "file") differ from the registry" }

    /// Every differing file's diff, each after its header line.
    package var patches = ""
    /// One note per differing file, its diff in `detail`.
    package var notes: [Diagnostic] = []
    /// Conflicts (errors) and pieces gone from the registry (warnings).
    package var problems: [Diagnostic] = []
    package var pieceCount = 0

    /// Compares the installed pieces (only `name` when given); fails when they cannot be read
    /// (the lock, a project, a registry).
    package static func load(request: InstallRequest, name: String?) throws(DiagnosticError) -> DifferenceReport {
        let installed = try InstalledPieces.load(request: request, name: name)
        var report = DifferenceReport(pieceCount: installed.pieces.count)
        for piece in installed.pieces {
            report.problems += piece.conflicts.map(\.diagnostic)
            guard let version = piece.registryVersion else {
                report.problems.append(
                    Diagnostic(severity: .warning, code: "piece-gone", message: goneMessage(piece.entry.name).text))
                continue
            }
            let edited = piece.hasLocalEdits ? editedNote : ""
            for file in piece.files where file.local != file.registry {
                let diff = Self.diff(file)
                report.patches += headerLine(piece.entry.name, piece.entry.version, edited, version).text + "\n" + diff
                report.notes.append(
                    Diagnostic(
                        severity: .note, code: "piece-differs",
                        message: differsMessage(piece.entry.version, edited, version).text,
                        file: Path(file.path).display(relativeTo: Path(request.workingDirectory)), detail: diff))
            }
        }
        return report
    }

    package var summary: String {
        notes.isEmpty ? DifferenceReport.piecesMatch(pieceCount).text : Self.differSummary(notes.count).text
    }

    /// 0 when every file matches, 1 when any differs (like `git diff --exit-code`), else the problems' status.
    package var status: Int32 {
        problems.contains { $0.severity == .error }
            ? ExitStatus.of(problems) : notes.isEmpty ? ExitStatus.success : ExitStatus.findings
    }

    /// From the file on disk to the registry's bytes; a side that does not exist is `/dev/null`.
    static func diff(_ file: InstalledPieces.File) -> String {
        UnifiedDiff.render(
            old: file.local.map { String(decoding: $0, as: UTF8.self) } ?? "",
            new: file.registry.map { String(decoding: $0, as: UTF8.self) } ?? "",
            oldLabel: file.local == nil ? missingLabel : oursPrefix + file.relativePath,
            newLabel: file.registry == nil ? missingLabel : theirsPrefix + file.relativePath)
    }
}

extension DifferenceReport {
    /// `1 installed piece matches the registry`, `3 installed pieces match the registry`.
    static func piecesMatch(_ count: Int) -> Message {
        "\(count, "installed piece") \(count == 1 ? "matches" : "match") the registry"
    }
}

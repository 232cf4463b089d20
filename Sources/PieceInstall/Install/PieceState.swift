import PiecesDiagnostics
import PiecesSupport

/// What `pieces status` says about one installed piece, worst first: a piece can be several at once
/// (edited and outdated), and each is reported.
package enum PieceState: String, Sendable, CaseIterable {
    /// Conflict markers from an `update` are still in a file.
    case conflicted
    /// A file the lock lists is gone from disk.
    case missing
    /// A file differs from what pieces installed.
    case edited
    /// The registry has another version or other bytes.
    case outdated
    /// The registry no longer has the piece (or could not be read).
    case unknown
    /// As installed, and the registry has nothing newer.
    case current
}

extension InstalledPieces.Piece {
    static func missingMessage(_ name: String) -> Message {
        "this file of \(name) is missing: `pieces add \(name)` puts it back, `pieces remove \(name)` forgets it"
    }

    /// A warning for each file the lock lists that is gone.
    package var missingFileDiagnostics: [Diagnostic] {
        let name = entry.name
        return missingFiles.map { file in
            Diagnostic(
                severity: .warning, code: "file-missing", message: Self.missingMessage(name).text,
                file: file.relativePath)
        }
    }

    /// Every state that applies, worst first; `current` only when nothing else does.
    package var states: [PieceState] {
        var result: [PieceState] = []
        if !conflicts.isEmpty || entry.conflicted == true { result.append(.conflicted) }
        if !missingFiles.isEmpty { result.append(.missing) }
        if hasLocalEdits { result.append(.edited) }
        if isOutdated { result.append(.outdated) }
        if descriptor == nil { result.append(.unknown) }
        return result.isEmpty ? [.current] : result
    }
}

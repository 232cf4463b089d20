import PiecesDiagnostics
import PiecesSupport
import SwiftLexing

/// What can be wrong with one piece, as `check` reports it and `sync` refuses it.
enum PieceFinding: Sendable {
    case unreadable(LexerDiagnostic)
    case marker(BlockFinding)
    case unknownName(UnknownName)
    case missing(kind: String, firstUse: NameUse?, name: String)
    case unneeded(LocatedBlock)
    case wrongSections(LocatedBlock, holds: [String], needs: [String], reasons: [String: String])
    case edited(LocatedBlock, foundation: String, diff: String)
    case stale(LocatedBlock, oldVersion: String?, newVersion: String, diff: String)
    case notPrivate(Token, name: String)
    case layout(LocatedBlock?)
    /// A `<<<<<<< ` line `pieces update` (or git) left behind.
    case conflictMarker(offset: Int)

    static func editorPlaceholderMessage(_ placeholder: String) -> Message {
        "editor placeholder left in the source: \(placeholder)"
    }
    static let editorPlaceholderFix = "replace the placeholder with real code (in Xcode, select it and type over it)"
    static func missingMessage(_ name: String, _ block: String) -> Message {
        "uses \(name) but has no '\(block)' block"
    }
    static let missingFix = "run `pieces sync` to add it"
    static func unneededMessage(_ block: String) -> Message { "has a '\(block)' block but uses nothing from it" }
    static let unneededFix = "run `pieces sync` to remove it"
    static func wrongSectionsMessage(_ holds: String, _ needs: String) -> Message {
        "block holds (\(holds)) but the piece needs (\(needs))"
    }
    static let wrongSectionsFix = "run `pieces sync` to regenerate it"
    static let editedMessage = "block was edited by hand: its digest no longer matches its text"
    static func editedFix(_ foundation: String) -> Message {
        "make the change in \(foundation) instead, then run `pieces sync --force` to regenerate the block"
    }
    static func staleVersionMessage(_ oldVersion: String, _ newVersion: String) -> Message {
        "block was generated from foundation \(oldVersion); the foundation is now \(newVersion)"
    }
    static let staleContentMessage = "block is out of date: the foundation's sections changed"
    static let staleFix = "run `pieces sync`"
    static func notPrivateMessage(_ name: String) -> Message {
        "'\(name)' in the generated block is not private; two pieces in one app would collide"
    }
    static let notPrivateFix =
        "run `pieces sync --force` to regenerate the block (the renderer makes every declaration private)"
    static let layoutMessage = "block is not laid out the way `pieces sync` writes it (blank lines or line endings)"
    static func unknownNameMessage(_ name: String) -> Message { "\(name) is not provided by any foundation section" }
    static let unknownNameFix = "check the name against registry/foundation"
    static func duplicateMessage(_ startLine: String, _ firstLine: Int) -> Message {
        "a second '\(startLine)' block; a piece carries one block per kind (the first is at line \(firstLine))"
    }
    static let duplicateFix = "run `pieces sync` to merge them, or delete one"
    static func unterminatedMessage(_ startLine: String) -> Message { "'\(startLine)' block has no end line" }
    static func unterminatedFix(_ endLine: String) -> Message {
        "add '\(endLine)' after the block, or delete the block and run `pieces sync`"
    }
    static func endWithoutStartMessage(_ comment: String) -> Message { "'\(comment)' without a block start before it" }
    static let endWithoutStartFix = "delete the line, or restore the block's '// MARK: - Piece …' line"
    static func nearMarkerMessage(_ comment: String, _ expected: String) -> Message {
        "'\(comment)' looks like a block start but is not exactly '\(expected)'"
    }
    static func nearMarkerFix(_ expected: String) -> Message { "write it exactly as '\(expected)'" }
    static let codeAfterMessage = "code after the generated block would be lost by the next `pieces sync`"
    static let codeAfterFix = "move it above the '// MARK: - Piece …' line"
    static let conflictMessage = "unresolved merge conflict: the file still has conflict markers"
    static let conflictFix = "keep what you want between '<<<<<<<' and '>>>>>>>' and delete the marker lines"

    /// Problems that make the file unsafe to rewrite.
    var blocksSync: Bool {
        switch self {
        case .unreadable, .edited, .notPrivate, .conflictMarker: true
        case .marker(let problem): if case .duplicate = problem { false } else { true }
        default: false
        }
    }

    func diagnostic(in analysis: PieceAnalysis, prefix: String) -> Diagnostic {
        func at(_ offset: Int, _ code: String, _ message: String, _ fix: String?, detail: String? = nil) -> Diagnostic {
            let location = analysis.location(of: offset)
            return Diagnostic(
                severity: .error, code: code, message: message, file: analysis.path,
                line: location.line, column: location.column, fix: fix, detail: detail)
        }
        switch self {
        case .unreadable(let problem) where problem.kind == .editorPlaceholder:
            let placeholder = analysis.source.placeholderText(at: problem.offset)
            return at(
                problem.offset, "editor-placeholder", Self.editorPlaceholderMessage(placeholder).text,
                Self.editorPlaceholderFix)
        case .unreadable(let problem):
            return at(problem.offset, "source-invalid", problem.message, nil)
        case .marker(let problem):
            let (offset, code, message, fix) = Self.markerParts(problem, prefix: prefix, analysis: analysis)
            return at(offset, code, message, fix)
        case .unknownName(let unknown):
            let fix = unknown.suggestion.map { "did you mean \($0)?" } ?? Self.unknownNameFix
            return at(Int(unknown.token.start), "name-unknown", Self.unknownNameMessage(unknown.written).text, fix)
        case .missing(let kind, let firstUse, let name):
            return at(
                Int(firstUse?.token.start ?? 0), "block-missing",
                Self.missingMessage(name, BlockMarkers.title(kind: kind)).text, Self.missingFix)
        case .unneeded(let block):
            return at(
                Int(block.start.token.start), "block-unneeded",
                Self.unneededMessage(BlockMarkers.title(kind: block.kind)).text, Self.unneededFix)
        case .wrongSections(let block, let holds, let needs, let reasons):
            let notes =
                needs.filter { !holds.contains($0) }.map { "missing \($0)" + (reasons[$0].map { " (\($0))" } ?? "") }
                + holds.filter { !needs.contains($0) }.map { "not needed: \($0)" }
            let offset = Int((block.provenanceLine ?? block.start).token.start)
            return at(
                offset, "block-wrong-sections",
                Self.wrongSectionsMessage(holds.joined(separator: ", "), needs.joined(separator: ", ")).text + "; "
                    + notes.joined(separator: "; "), Self.wrongSectionsFix)
        case .edited(let block, let foundation, let diff):
            return at(
                Int((block.provenanceLine ?? block.start).token.start), "block-edited", Self.editedMessage,
                Self.editedFix(foundation).text, detail: diff)
        case .stale(let block, let oldVersion, let newVersion, let diff):
            let message =
                oldVersion.map {
                    $0 == newVersion ? Self.staleContentMessage : Self.staleVersionMessage($0, newVersion).text
                } ?? Self.staleContentMessage
            return at(
                Int((block.provenanceLine ?? block.start).token.start), "block-stale", message, Self.staleFix,
                detail: diff)
        case .notPrivate(let token, let name):
            return at(Int(token.start), "block-not-private", Self.notPrivateMessage(name).text, Self.notPrivateFix)
        case .layout(let block):
            return at(block.map { Int($0.start.token.start) } ?? 0, "block-layout", Self.layoutMessage, Self.staleFix)
        case .conflictMarker(let offset):
            return at(offset, "merge-conflict", Self.conflictMessage, Self.conflictFix)
        }
    }

    private static func markerParts(_ problem: BlockFinding, prefix: String, analysis: PieceAnalysis) -> (
        Int, String, String, String
    ) {
        switch problem {
        case .duplicate(let kind, let first, let second):
            let firstLine = analysis.location(of: Int(first.token.start)).line
            return (
                Int(second.token.start), "marker-duplicate",
                duplicateMessage(BlockMarkers.startLine(kind: kind), firstLine).text, duplicateFix
            )
        case .unterminated(let kind, let start):
            return (
                Int(start.token.start), "marker-unterminated",
                unterminatedMessage(BlockMarkers.startLine(kind: kind)).text,
                unterminatedFix(BlockMarkers.endLine(prefix: prefix, kind: kind)).text
            )
        case .endWithoutStart(let comment):
            return (
                Int(comment.token.start), "marker-misplaced", endWithoutStartMessage(comment.text).text,
                endWithoutStartFix
            )
        case .nearMarker(let comment, let kind):
            let expected = BlockMarkers.startLine(kind: kind)
            return (
                Int(comment.token.start), "marker-typo", nearMarkerMessage(comment.text, expected).text,
                nearMarkerFix(expected).text
            )
        case .codeAfterBlock(let token):
            return (Int(token.start), "marker-misplaced", codeAfterMessage, codeAfterFix)
        }
    }
}

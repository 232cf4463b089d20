import PiecesDiagnostics
import PiecesSupport

/// Why `pieces new` or `pieces init` wrote nothing. Every case carries what its message needs.
package enum ScaffoldError: DiagnosticConvertible, Equatable, Sendable {
    case invalidName(String)
    case invalidCategory(String)
    case pieceExists(path: String)
    case nameTaken(name: String, existing: String)
    case configExists(path: String)
    case folderNotEmpty(path: String, entries: [String])
    case notAFolder(path: String)
    case foundationMissing(source: String)
    case templateUnreadable(path: String, reason: String)
    case configInvalid(path: String, line: Int, reason: String)
    case io(FileError)

    static func invalidNameMessage(_ name: String) -> Message {
        "'\(name)' is not a piece name: a piece is named after its main type, an UpperCamelCase Swift identifier"
    }
    static let invalidNameFix: Message = "use letters and digits starting with a capital letter, e.g. GlowCard"
    static func invalidCategoryMessage(_ category: String) -> Message { "'\(category)' is not a category name" }
    static let invalidCategoryFix: Message =
        "use lowercase letters, digits and dashes, starting with a letter, e.g. buttons"
    static func pieceExistsMessage(_ path: String) -> Message { "\(path) already exists; nothing was written" }
    static let pieceExistsFix: Message = "choose another name, or edit the existing piece"
    static func nameTakenMessage(_ name: String, _ existing: String) -> Message {
        "a piece named '\(name)' already exists at \(existing); nothing was written"
    }
    static let nameTakenFix: Message = "piece names are unique across categories; choose another name"
    static func configExistsMessage(_ path: String) -> Message { "\(path) already exists; nothing was written" }
    static let configExistsFix: Message = "edit it, or delete it and run `pieces init` again"
    static func folderNotEmptyMessage(_ path: String, _ entries: String) -> Message {
        "\(path) is not empty (it holds \(entries)); nothing was written"
    }
    static let folderNotEmptyFix: Message = "choose a new or empty folder for the registry"
    static func notAFolderMessage(_ path: String) -> Message {
        "\(path) exists and is not a folder; nothing was written"
    }
    static func foundationMissingMessage(_ source: String) -> Message {
        "the registry \(source) has no foundation files to copy"
    }
    static let foundationMissingFix: Message =
        "rebuild pieces from a checkout whose registry/foundation/ holds PieceMotion.swift"
    static func templateUnreadableMessage(_ path: String, _ reason: String) -> Message {
        "cannot read the template \(path): \(reason)"
    }
    /// The decoder's own words for what is wrong with `pieces.json`, and where.
    static func configInvalidMessage(_ reason: String) -> Message { "\(reason)" }
    static let configInvalidFix: Message =
        """
        write it as {\"path\": \"MyApp/Pieces\", \"registry\": null} (path relative to the file's folder), or delete \
        it and run `pieces init`
        """
    static let templateUnreadableFix: Message = "fix or delete it; without it the template built into pieces is used"

    /// The message and fix, as `pieces` prints them, and the exit status after sysexits.h: 64 for
    /// a bad name, 1 when something is already there (a refusal), 65 for a `pieces.json` that does
    /// not decode, 66 when an input is missing, 74 when one cannot be read, 73 when a write failed.
    package var diagnostic: Diagnostic {
        switch self {
        case .invalidName(let name):
            .error("name-invalid", Self.invalidNameMessage(name), fix: Self.invalidNameFix, status: ExitStatus.usage)
        case .invalidCategory(let category):
            .error(
                "category-invalid", Self.invalidCategoryMessage(category), fix: Self.invalidCategoryFix,
                status: ExitStatus.usage)
        case .pieceExists(let path):
            .error(
                "piece-exists", Self.pieceExistsMessage(path), fix: Self.pieceExistsFix, status: ExitStatus.findings)
        case .nameTaken(let name, let existing):
            .error(
                "piece-name-taken", Self.nameTakenMessage(name, existing), fix: Self.nameTakenFix,
                status: ExitStatus.findings)
        case .configExists(let path):
            .error(
                "config-exists", Self.configExistsMessage(path), fix: Self.configExistsFix,
                status: ExitStatus.findings)
        case .folderNotEmpty(let path, let entries):
            .error(
                "folder-not-empty", Self.folderNotEmptyMessage(path, Self.list(entries)), fix: Self.folderNotEmptyFix,
                status: ExitStatus.findings)
        case .notAFolder(let path):
            .error(
                "folder-not-empty", Self.notAFolderMessage(path), fix: Self.folderNotEmptyFix,
                status: ExitStatus.findings)
        case .foundationMissing(let source):
            .error(
                "foundation-missing", Self.foundationMissingMessage(source), fix: Self.foundationMissingFix,
                status: ExitStatus.noInput)
        case .templateUnreadable(let path, let reason):
            .error(
                "template-unreadable", Self.templateUnreadableMessage(path, reason), fix: Self.templateUnreadableFix,
                status: ExitStatus.ioError)
        case .configInvalid(let path, let line, let reason):
            .error(
                "config-invalid", Self.configInvalidMessage(reason), file: path, line: line,
                fix: Self.configInvalidFix, status: ExitStatus.dataError)
        case .io(let failure):
            failure.diagnostic
        }
    }

    /// `a, b and 3 more`: enough of a folder's entries to recognise it.
    private static func list(_ entries: [String]) -> String {
        let shown = entries.prefix(3).joined(separator: ", ")
        return entries.count > 3 ? "\(shown) and \(entries.count - 3) more" : shown
    }
}

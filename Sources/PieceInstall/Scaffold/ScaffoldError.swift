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
    case io(AtomicFile.Failure)

    static func invalidNameMessage(_ name: String) -> Message {
        "'\(name)' is not a piece name: a piece is named after its main type, an UpperCamelCase Swift identifier"
    }
    static let invalidNameFix = "use letters and digits starting with a capital letter, e.g. GlowCard"
    static func invalidCategoryMessage(_ category: String) -> Message { "'\(category)' is not a category name" }
    static let invalidCategoryFix = "use lowercase letters, digits and dashes, starting with a letter, e.g. buttons"
    static func pieceExistsMessage(_ path: String) -> Message { "\(path) already exists; nothing was written" }
    static let pieceExistsFix = "choose another name, or edit the existing piece"
    static func nameTakenMessage(_ name: String, _ existing: String) -> Message {
        "a piece named '\(name)' already exists at \(existing); nothing was written"
    }
    static let nameTakenFix = "piece names are unique across categories; choose another name"
    static func configExistsMessage(_ path: String) -> Message { "\(path) already exists; nothing was written" }
    static let configExistsFix = "edit it, or delete it and run `pieces init` again"
    static func folderNotEmptyMessage(_ path: String, _ entries: String) -> Message {
        "\(path) is not empty (it holds \(entries)); nothing was written"
    }
    static let folderNotEmptyFix = "choose a new or empty folder for the registry"
    static func notAFolderMessage(_ path: String) -> Message {
        "\(path) exists and is not a folder; nothing was written"
    }
    static func foundationMissingMessage(_ source: String) -> Message {
        "the registry \(source) has no foundation files to copy"
    }
    static let foundationMissingFix =
        "rebuild pieces from a checkout whose registry/foundation/ holds PieceMotion.swift"
    static func templateUnreadableMessage(_ path: String, _ reason: String) -> Message {
        "cannot read the template \(path): \(reason)"
    }
    static let configInvalidFix =
        """
        write it as {\"path\": \"MyApp/Pieces\", \"registry\": null} (path relative to the file's folder), or delete \
        it and run `pieces init`
        """
    static let templateUnreadableFix = "fix or delete it; without it the template built into pieces is used"

    /// The message and fix, as `pieces` prints them.
    package var diagnosticBody: Diagnostic {
        switch self {
        case .invalidName(let name):
            Diagnostic(
                severity: .error, code: "name-invalid", message: Self.invalidNameMessage(name).text,
                fix: Self.invalidNameFix)
        case .invalidCategory(let category):
            Diagnostic(
                severity: .error, code: "category-invalid", message: Self.invalidCategoryMessage(category).text,
                fix: Self.invalidCategoryFix)
        case .pieceExists(let path):
            Diagnostic(
                severity: .error, code: "piece-exists", message: Self.pieceExistsMessage(path).text,
                fix: Self.pieceExistsFix)
        case .nameTaken(let name, let existing):
            Diagnostic(
                severity: .error, code: "piece-name-taken", message: Self.nameTakenMessage(name, existing).text,
                fix: Self.nameTakenFix)
        case .configExists(let path):
            Diagnostic(
                severity: .error, code: "config-exists", message: Self.configExistsMessage(path).text,
                fix: Self.configExistsFix)
        case .folderNotEmpty(let path, let entries):
            Diagnostic(
                severity: .error, code: "folder-not-empty",
                message: Self.folderNotEmptyMessage(path, Self.list(entries)).text, fix: Self.folderNotEmptyFix)
        case .notAFolder(let path):
            Diagnostic(
                severity: .error, code: "folder-not-empty", message: Self.notAFolderMessage(path).text,
                fix: Self.folderNotEmptyFix)
        case .foundationMissing(let source):
            Diagnostic(
                severity: .error, code: "foundation-missing", message: Self.foundationMissingMessage(source).text,
                fix: Self.foundationMissingFix)
        case .templateUnreadable(let path, let reason):
            Diagnostic(
                severity: .error, code: "template-unreadable",
                message: Self.templateUnreadableMessage(path, reason).text, fix: Self.templateUnreadableFix)
        case .configInvalid(let path, let line, let reason):
            Diagnostic(
                severity: .error, code: "config-invalid", message: reason,
                file: path, line: line, fix: Self.configInvalidFix)
        case .io(let failure):
            failure.diagnosticBody
        }
    }

    /// The exit status after sysexits.h: 64 for a bad name, 1 when something is already there (a
    /// refusal), 65 for a `pieces.json` that does not decode, 66 when an input is missing, 74 when
    /// one cannot be read, 73 when a write failed.
    package var exitStatus: Int32 {
        switch self {
        case .invalidName, .invalidCategory: ExitStatus.usage
        case .pieceExists, .nameTaken, .configExists, .folderNotEmpty, .notAFolder: ExitStatus.findings
        case .foundationMissing: ExitStatus.noInput
        case .templateUnreadable: ExitStatus.ioError
        case .configInvalid: ExitStatus.dataError
        case .io(let failure): failure.exitStatus
        }
    }

    /// `a, b and 3 more`: enough of a folder's entries to recognise it.
    private static func list(_ entries: [String]) -> String {
        let shown = entries.prefix(3).joined(separator: ", ")
        return entries.count > 3 ? "\(shown) and \(entries.count - 3) more" : shown
    }
}

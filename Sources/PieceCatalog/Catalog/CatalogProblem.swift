import PiecesSupport
import PiecesDiagnostics
import MotionEngine

/// A rule of the registry a piece breaks, as `pieces build` reports it. Every case carries where it
/// is and what the message needs.
public enum CatalogProblem: Error, Sendable, Equatable {
    case misplacedPiece(SourcePosition, path: String)
    case invalidPieceName(SourcePosition, name: String)
    case duplicatePiece(SourcePosition, name: String, other: String)
    case categoryMismatch(SourcePosition, category: String, folder: String)
    case mainTypeMissing(SourcePosition, name: String)
    case mainTypeNotPublic(SourcePosition, name: String)
    case undocumentedParameter(SourcePosition, name: String, type: String)
    case unknownDocParameter(SourcePosition, name: String, type: String, suggestion: String?)
    /// A note: the table follows the first of several public initializers.
    case severalInitializers(SourcePosition, type: String, count: Int)
    case invalidResourceName(SourcePosition, resource: String)
    case swiftResource(SourcePosition, resource: String)
    case missingResource(SourcePosition, resource: String, folder: String)
    case unknownDependency(SourcePosition, name: String, suggestion: String?)
    case dependencyCycle(SourcePosition, cycle: [String])
    /// A warning: a file under `pieces/` that no piece lists in `resources`.
    case undeclaredFile(SourcePosition, path: String)
    /// Two pieces would install files of the same name into the app's one Pieces folder.
    case resourceCollision(SourcePosition, resource: String, other: String)
    /// A resource named like a file pieces, SwiftPM or Xcode keep their state in.
    case reservedResource(SourcePosition, resource: String)
    /// A header line holds control characters or terminal escape sequences.
    case controlCharacters(SourcePosition)

    static let misplacedMessage = "piece %@ is not at pieces/<category>/<Name>.swift"
    static let misplacedFix = "move it into a category folder directly under pieces/"
    static let invalidNameMessage = "'%@' is not a valid Swift type name, so it cannot name a piece"
    static let invalidNameFix = "rename the file to the main type's name, e.g. ElasticButton.swift"
    static let duplicateMessage = "a second piece named '%@' (the other is %@)"
    static let duplicateFix = "piece names are unique across categories; rename one of them"
    static let categoryMessage = "category '%@' does not match the folder '%@'"
    static let categoryFix = "write 'category: %@', or move the file to pieces/%@/"
    static let mainTypeMissingMessage = "no type named '%@' in the piece: the main type is named like the file"
    static let mainTypeMissingFix = "declare 'public struct %@' (or rename the file after the main type)"
    static let mainTypeNotPublicMessage = "main type '%@' is not public"
    static let mainTypeNotPublicFix = "declare it 'public', so apps that add the piece to a package can use it"
    static let undocumentedMessage = "parameter '%@' of %@'s public init is not documented"
    static let undocumentedFix = "add '///   - %@: …' to the '- Parameters:' list of %@'s doc comment"
    static let unknownDocMessage = "the doc comment documents '%@', which %@'s public init does not take"
    static let unknownDocFix = "remove it from the doc comment, or correct the name"
    static let unknownDocSuggestionFix = "did you mean '%@'?"
    static let severalInitializersMessage = "%@ has %d public initializers; its parameter table follows the first"
    static let invalidResourceMessage = "resource '%@' is not a file name"
    static let invalidResourceFix = "list files that sit next to the piece by name only, e.g. [Blur.metal]"
    static let swiftResourceMessage = "resource '%@' is a Swift file, but every Swift file under pieces/ is a piece"
    static let swiftResourceFix = "fold the code into the piece, or make it a piece of its own and list it in 'dependencies'"
    static let missingResourceMessage = "resource '%@' does not exist in %@"
    static let missingResourceFix = "add the file next to the piece, or remove it from 'resources'"
    static let unknownDependencyMessage = "dependency '%@' is not a piece of this registry"
    static let unknownDependencyFix = "list pieces by their name, e.g. [PressableButtonStyle]"
    static let cycleMessage = "dependency cycle: %@"
    static let cycleFix = "remove one of these dependencies"
    static let collisionMessage = "resource '%@' would be installed next to the file of the same name from %@: pieces install into one folder"
    static let collisionFix = "rename one of them, e.g. after its piece (SwirlBlur.metal)"
    static let reservedMessage = "resource '%@' is named like a file pieces, SwiftPM or Xcode keep their state in"
    static let reservedFix = "rename the resource"
    static let controlMessage = "this header line holds control characters or terminal escape sequences, which list, info and search would print"
    static let controlFix = "remove them; write plain text"
    static let undeclaredMessage = "%@ is not a resource of any piece, so no piece installs it"
    static let undeclaredFix = "list it in the 'resources' of the piece it belongs to, or delete it"

    public var position: SourcePosition {
        switch self {
        case .misplacedPiece(let p, _), .invalidPieceName(let p, _), .duplicatePiece(let p, _, _),
             .categoryMismatch(let p, _, _), .mainTypeMissing(let p, _), .mainTypeNotPublic(let p, _),
             .undocumentedParameter(let p, _, _), .unknownDocParameter(let p, _, _, _),
             .severalInitializers(let p, _, _), .invalidResourceName(let p, _), .swiftResource(let p, _),
             .missingResource(let p, _, _), .unknownDependency(let p, _, _), .dependencyCycle(let p, _),
             .undeclaredFile(let p, _), .resourceCollision(let p, _, _), .reservedResource(let p, _), .controlCharacters(let p):
            p
        }
    }

    public var severity: Diagnostic.Severity {
        switch self {
        case .severalInitializers: .note
        case .undeclaredFile: .warning
        default: .error
        }
    }

    public var message: String { parts.message }

    public var diagnostic: Diagnostic {
        let (code, message, fix) = parts
        // A stray resource may be binary: a line number would mean nothing there.
        if case .undeclaredFile = self {
            return Diagnostic(severity: severity, code: code, message: message, file: position.file, fix: fix)
        }
        return Diagnostic(severity: severity, code: code, message: message, file: position.file,
                          line: position.line, column: position.column, fix: fix)
    }

    private var parts: (code: String, message: String, fix: String?) {
        switch self {
        case .misplacedPiece(_, let path):
            ("piece-misplaced", format(Self.misplacedMessage, path), Self.misplacedFix)
        case .invalidPieceName(_, let name):
            ("piece-name-invalid", format(Self.invalidNameMessage, name), Self.invalidNameFix)
        case .duplicatePiece(_, let name, let other):
            ("piece-duplicate", format(Self.duplicateMessage, name, other), Self.duplicateFix)
        case .categoryMismatch(_, let category, let folder):
            ("category-mismatch", format(Self.categoryMessage, category, folder), format(Self.categoryFix, folder, category))
        case .mainTypeMissing(_, let name):
            ("main-type-missing", format(Self.mainTypeMissingMessage, name), format(Self.mainTypeMissingFix, name))
        case .mainTypeNotPublic(_, let name):
            ("main-type-not-public", format(Self.mainTypeNotPublicMessage, name), Self.mainTypeNotPublicFix)
        case .undocumentedParameter(_, let name, let type):
            ("parameter-undocumented", format(Self.undocumentedMessage, name, type), format(Self.undocumentedFix, name, type))
        case .unknownDocParameter(_, let name, let type, let suggestion):
            ("parameter-unknown", format(Self.unknownDocMessage, name, type),
             suggestion.map { format(Self.unknownDocSuggestionFix, $0) } ?? Self.unknownDocFix)
        case .severalInitializers(_, let type, let count):
            ("parameters-first-init", format(Self.severalInitializersMessage, type, count), nil)
        case .invalidResourceName(_, let resource):
            ("resource-invalid", format(Self.invalidResourceMessage, resource), Self.invalidResourceFix)
        case .swiftResource(_, let resource):
            ("resource-swift", format(Self.swiftResourceMessage, resource), Self.swiftResourceFix)
        case .missingResource(_, let resource, let folder):
            ("resource-missing", format(Self.missingResourceMessage, resource, folder), Self.missingResourceFix)
        case .unknownDependency(_, let name, let suggestion):
            ("dependency-unknown", format(Self.unknownDependencyMessage, name),
             suggestion.map { format(Self.unknownDocSuggestionFix, $0) } ?? Self.unknownDependencyFix)
        case .dependencyCycle(_, let cycle):
            ("dependency-cycle", format(Self.cycleMessage, cycle.joined(separator: " → ")), Self.cycleFix)
        case .undeclaredFile(_, let path):
            ("file-undeclared", format(Self.undeclaredMessage, path), Self.undeclaredFix)
        case .resourceCollision(_, let resource, let other):
            ("resource-collision", format(Self.collisionMessage, resource, other), Self.collisionFix)
        case .reservedResource(_, let resource):
            ("resource-reserved", format(Self.reservedMessage, resource), Self.reservedFix)
        case .controlCharacters:
            ("header-control-characters", Self.controlMessage, Self.controlFix)
        }
    }
}

import MotionEngine
import PiecesDiagnostics
import PiecesSupport

/// A rule of the registry a piece breaks, as `pieces build` reports it: a finding, never thrown.
/// Every case carries where it is and what the message needs.
package enum CatalogFinding: Sendable, Equatable {
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

    static func misplacedMessage(_ path: String) -> Message { "piece \(path) is not at pieces/<category>/<Name>.swift" }
    static let misplacedFix: Message = "move it into a category folder directly under pieces/"
    static func invalidNameMessage(_ name: String) -> Message {
        "'\(name)' is not a valid Swift type name, so it cannot name a piece"
    }
    static let invalidNameFix: Message = "rename the file to the main type's name, e.g. ElasticButton.swift"
    static func duplicateMessage(_ name: String, _ other: String) -> Message {
        "a second piece named '\(name)' (the other is \(other))"
    }
    static let duplicateFix: Message = "piece names are unique across categories; rename one of them"
    static func categoryMessage(_ category: String, _ folder: String) -> Message {
        "category '\(category)' does not match the folder '\(folder)'"
    }
    static func categoryFix(_ folder: String, _ category: String) -> Message {
        "write 'category: \(folder)', or move the file to pieces/\(category)/"
    }
    static func mainTypeMissingMessage(_ name: String) -> Message {
        "no type named '\(name)' in the piece: the main type is named like the file"
    }
    static func mainTypeMissingFix(_ name: String) -> Message {
        "declare 'public struct \(name)' (or rename the file after the main type)"
    }
    static func mainTypeNotPublicMessage(_ name: String) -> Message { "main type '\(name)' is not public" }
    static let mainTypeNotPublicFix: Message = "declare it 'public', so apps that add the piece to a package can use it"
    static func undocumentedMessage(_ name: String, _ type: String) -> Message {
        "parameter '\(name)' of \(type)'s public init is not documented"
    }
    static func undocumentedFix(_ name: String, _ type: String) -> Message {
        "add '///   - \(name): …' to the '- Parameters:' list of \(type)'s doc comment"
    }
    static func unknownDocMessage(_ name: String, _ type: String) -> Message {
        "the doc comment documents '\(name)', which \(type)'s public init does not take"
    }
    static let unknownDocFix: Message = "remove it from the doc comment, or correct the name"
    static func unknownDocSuggestionFix(_ suggestion: String) -> Message { "did you mean '\(suggestion)'?" }
    static func severalInitializersMessage(_ type: String, _ count: Int) -> Message {
        "\(type) has \(count) public initializers; its parameter table follows the first"
    }
    static func invalidResourceMessage(_ resource: String) -> Message { "resource '\(resource)' is not a file name" }
    static let invalidResourceFix: Message = "list files that sit next to the piece by name only, e.g. [Blur.metal]"
    static func swiftResourceMessage(_ resource: String) -> Message {
        "resource '\(resource)' is a Swift file, but every Swift file under pieces/ is a piece"
    }
    static let swiftResourceFix: Message =
        "fold the code into the piece, or make it a piece of its own and list it in 'dependencies'"
    static func missingResourceMessage(_ resource: String, _ folder: String) -> Message {
        "resource '\(resource)' does not exist in \(folder)"
    }
    static let missingResourceFix: Message = "add the file next to the piece, or remove it from 'resources'"
    static func unknownDependencyMessage(_ name: String) -> Message {
        "dependency '\(name)' is not a piece of this registry"
    }
    static let unknownDependencyFix: Message = "list pieces by their name, e.g. [PressableButtonStyle]"
    static func cycleMessage(_ cycle: String) -> Message { "dependency cycle: \(cycle)" }
    static let cycleFix: Message = "remove one of these dependencies"
    static func collisionMessage(_ resource: String, _ other: String) -> Message {
        """
        resource '\(resource)' would be installed next to the file of the same name from \(other): pieces install \
        into one folder
        """
    }
    static let collisionFix: Message = "rename one of them, e.g. after its piece (SwirlBlur.metal)"
    static func reservedMessage(_ resource: String) -> Message {
        """
        resource '\(resource)' is a dot-file, named like a file pieces, SwiftPM or Xcode keep their state in \
        (in any case), or a kind of file pieces does not carry
        """
    }
    static let reservedFix: Message =
        "rename the resource; resources are shaders, images, fonts, sounds, video, models, JSON, text or strings"
    static let controlMessage: Message =
        """
        this header line holds control characters or terminal escape sequences, which list, info and search would \
        print
        """
    static let controlFix: Message = "remove them; write plain text"
    static func undeclaredMessage(_ path: String) -> Message {
        "\(path) is not a resource of any piece, so no piece installs it"
    }
    static let undeclaredFix: Message = "list it in the 'resources' of the piece it belongs to, or delete it"

    package var position: SourcePosition {
        switch self {
        case .misplacedPiece(let p, _), .invalidPieceName(let p, _), .duplicatePiece(let p, _, _),
            .categoryMismatch(let p, _, _), .mainTypeMissing(let p, _), .mainTypeNotPublic(let p, _),
            .undocumentedParameter(let p, _, _), .unknownDocParameter(let p, _, _, _),
            .severalInitializers(let p, _, _), .invalidResourceName(let p, _), .swiftResource(let p, _),
            .missingResource(let p, _, _), .unknownDependency(let p, _, _), .dependencyCycle(let p, _),
            .undeclaredFile(let p, _), .resourceCollision(let p, _, _), .reservedResource(let p, _),
            .controlCharacters(let p):
            p
        }
    }

    package var severity: Diagnostic.Severity { diagnostic.severity }

    package var message: String { diagnostic.message }

    /// The finding as a diagnostic at its position: an error, but for the note on several
    /// initializers and the warning on a stray file.
    package var diagnostic: Diagnostic {
        switch self {
        case .misplacedPiece(let p, let path):
            .finding("piece-misplaced", Self.misplacedMessage(path), at: p, fix: Self.misplacedFix)
        case .invalidPieceName(let p, let name):
            .finding("piece-name-invalid", Self.invalidNameMessage(name), at: p, fix: Self.invalidNameFix)
        case .duplicatePiece(let p, let name, let other):
            .finding("piece-duplicate", Self.duplicateMessage(name, other), at: p, fix: Self.duplicateFix)
        case .categoryMismatch(let p, let category, let folder):
            .finding(
                "category-mismatch", Self.categoryMessage(category, folder), at: p,
                fix: Self.categoryFix(folder, category))
        case .mainTypeMissing(let p, let name):
            .finding("main-type-missing", Self.mainTypeMissingMessage(name), at: p, fix: Self.mainTypeMissingFix(name))
        case .mainTypeNotPublic(let p, let name):
            .finding("main-type-not-public", Self.mainTypeNotPublicMessage(name), at: p, fix: Self.mainTypeNotPublicFix)
        case .undocumentedParameter(let p, let name, let type):
            .finding(
                "parameter-undocumented", Self.undocumentedMessage(name, type), at: p,
                fix: Self.undocumentedFix(name, type))
        case .unknownDocParameter(let p, let name, let type, let suggestion):
            .finding(
                "parameter-unknown", Self.unknownDocMessage(name, type), at: p,
                fix: suggestion.map(Self.unknownDocSuggestionFix) ?? Self.unknownDocFix)
        case .severalInitializers(let p, let type, let count):
            .finding("parameters-first-init", Self.severalInitializersMessage(type, count), at: p, severity: .note)
        case .invalidResourceName(let p, let resource):
            .finding("resource-invalid", Self.invalidResourceMessage(resource), at: p, fix: Self.invalidResourceFix)
        case .swiftResource(let p, let resource):
            .finding("resource-swift", Self.swiftResourceMessage(resource), at: p, fix: Self.swiftResourceFix)
        case .missingResource(let p, let resource, let folder):
            .finding(
                "resource-missing", Self.missingResourceMessage(resource, folder), at: p, fix: Self.missingResourceFix)
        case .unknownDependency(let p, let name, let suggestion):
            .finding(
                "dependency-unknown", Self.unknownDependencyMessage(name), at: p,
                fix: suggestion.map(Self.unknownDocSuggestionFix) ?? Self.unknownDependencyFix)
        case .dependencyCycle(let p, let cycle):
            .finding("dependency-cycle", Self.cycleMessage(cycle.joined(separator: " → ")), at: p, fix: Self.cycleFix)
        case .undeclaredFile(let p, let path):
            // A stray resource may be binary: a line number would mean nothing there.
            Diagnostic(
                severity: .warning, code: "file-undeclared", message: Self.undeclaredMessage(path), file: p.file,
                fix: Self.undeclaredFix)
        case .resourceCollision(let p, let resource, let other):
            .finding("resource-collision", Self.collisionMessage(resource, other), at: p, fix: Self.collisionFix)
        case .reservedResource(let p, let resource):
            .finding("resource-reserved", Self.reservedMessage(resource), at: p, fix: Self.reservedFix)
        case .controlCharacters(let p):
            .finding("header-control-characters", Self.controlMessage, at: p, fix: Self.controlFix)
        }
    }
}

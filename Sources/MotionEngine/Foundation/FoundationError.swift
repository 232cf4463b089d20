import PiecesSupport
import PiecesDiagnostics

/// Where something is in a file, for diagnostics.
public struct SourcePosition: Sendable, Equatable, Hashable {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int = 1) {
        self.file = file
        self.line = line
        self.column = column
    }
}

/// A problem in a foundation file. Every case carries where it is and what the message needs.
public enum FoundationError: Error, Sendable, Equatable {
    case missingVersion(SourcePosition)
    case invalidVersion(SourcePosition, value: String)
    case duplicateSection(SourcePosition, name: String, first: SourcePosition)
    case unknownRequiredSection(SourcePosition, section: String, name: String, suggestion: String?)
    case markerTypo(SourcePosition, written: String, expected: String)
    case misplacedMetaLine(SourcePosition, key: String)
    case splitDeclaration(SourcePosition, section: String)
    case codeOutsideSection(SourcePosition)
    case importInSection(SourcePosition, section: String)
    case missingRequirement(SourcePosition, section: String, name: String, provider: String)
    case unusedRequirement(SourcePosition, section: String, name: String)
    case providesUnknownName(SourcePosition, section: String, entry: String)
    case providesMissesName(SourcePosition, section: String, name: String)
    case mixedPrefixes(SourcePosition, prefix: String, expected: String)
    case kindInTwoFoundations(SourcePosition, kind: String, other: String)
    case unreadableSource(SourcePosition, message: String)
    /// A hand-written list that is incomplete by this tool's standard but means what upstream's
    /// `motion:sync` means by it: reported as a warning, an error again under `--strict`.
    indirect case tolerated(FoundationError)

    static let missingVersionMessage = "foundation has no '// version:' line"
    static let missingVersionFix = "add '// version: 1.0.0' to the header, before the first import"
    static let invalidVersionMessage = "version '%@' is not a semantic version"
    static let invalidVersionFix = "write the version as MAJOR.MINOR.PATCH, e.g. '// version: 1.2.0'"
    static let duplicateSectionMessage = "section '%@' is already defined at %@:%d"
    static let duplicateSectionFix = "section names are unique across all foundations; rename one of them"
    static let unknownRequiredMessage = "section '%@' requires '%@', which no foundation defines"
    static let unknownRequiredFix = "remove it from the requires line or add the section"
    static let markerTypoMessage = "'%@' looks like a misspelt '%@'"
    static let markerTypoFix = "write it exactly as '%@'"
    static let misplacedMetaMessage = "'// %@:' is not where it takes effect"
    static let misplacedMetaHeaderFix = "version and about lines belong to the header, before the first import"
    static let misplacedMetaSectionFix = "requires and provides lines go directly after a section marker, with nothing between"
    static let splitDeclarationMessage = "section '%@' starts inside a declaration"
    static let splitDeclarationFix = "move the marker to file scope: a declaration must not be split across sections"
    static let codeOutsideMessage = "code before the first section marker is never copied into pieces"
    static let codeOutsideFix = "move it into a section, or delete it"
    static let importInSectionMessage = "section '%@' contains an import"
    static let importInSectionFix = "imports belong to the header; pieces import SwiftUI themselves"
    static let missingRequirementMessage = "section '%@' uses '%@' from section '%@', which its requires line does not list"
    static let missingRequirementFix = "add '%@' to the requires line, or delete the line and let pieces infer it"
    static let unusedRequirementMessage = "section '%@' requires '%@' but uses nothing from it"
    static let unusedRequirementFix = "remove it from the requires line"
    static let providesUnknownMessage = "section '%@' lists '%@' in provides, but declares no such name"
    static let providesUnknownFix = "correct the entry, or delete the provides line and let pieces infer it"
    static let providesMissesMessage = "section '%@' declares '%@', which its provides line does not list; pieces using it would not get the section"
    static let providesMissesFix = "add it to the provides line, or delete the line and let pieces infer it"
    static let mixedPrefixesMessage = "marker prefix '%@' differs from this registry's '%@'"
    static let mixedPrefixesFix = "use one prefix in every foundation"
    static let kindInTwoMessage = "block kind '%@' is also defined by %@"
    static let kindInTwoFix = "keep each kind's sections in one foundation file"

    public var position: SourcePosition {
        switch self {
        case .missingVersion(let p), .invalidVersion(let p, _), .duplicateSection(let p, _, _),
             .unknownRequiredSection(let p, _, _, _), .markerTypo(let p, _, _), .misplacedMetaLine(let p, _),
             .splitDeclaration(let p, _), .codeOutsideSection(let p), .importInSection(let p, _),
             .missingRequirement(let p, _, _, _), .unusedRequirement(let p, _, _),
             .providesUnknownName(let p, _, _), .providesMissesName(let p, _, _), .mixedPrefixes(let p, _, _),
             .kindInTwoFoundations(let p, _, _), .unreadableSource(let p, _):
            return p
        case .tolerated(let inner):
            return inner.position
        }
    }

    /// Everything but an unused requirement and a tolerated upstream list stops `sync`: pieces built
    /// from it could break.
    public var isError: Bool {
        switch self {
        case .unusedRequirement, .tolerated: false
        default: true
        }
    }

    public var diagnostic: Diagnostic {
        let (code, message, fix) = parts
        return Diagnostic(
            severity: isError ? .error : .warning, code: code, message: message,
            file: position.file, line: position.line, column: position.column, fix: fix)
    }

    private var parts: (String, String, String?) {
        switch self {
        case .tolerated(let inner):
            return inner.parts
        case .missingVersion:
            return ("foundation-version-missing", Self.missingVersionMessage, Self.missingVersionFix)
        case .invalidVersion(_, let value):
            return ("foundation-version-invalid", format(Self.invalidVersionMessage, value), Self.invalidVersionFix)
        case .duplicateSection(_, let name, let first):
            return ("section-duplicate", format(Self.duplicateSectionMessage, name, first.file, first.line), Self.duplicateSectionFix)
        case .unknownRequiredSection(_, let section, let name, let suggestion):
            return ("section-unknown", format(Self.unknownRequiredMessage, section, name), suggestion.map { "did you mean '\($0)'?" } ?? Self.unknownRequiredFix)
        case .markerTypo(_, let written, let expected):
            return ("marker-typo", format(Self.markerTypoMessage, written, expected), format(Self.markerTypoFix, expected))
        case .misplacedMetaLine(_, let key):
            let fix = key == "version" || key == "about" ? Self.misplacedMetaHeaderFix : Self.misplacedMetaSectionFix
            return ("meta-misplaced", format(Self.misplacedMetaMessage, key), fix)
        case .splitDeclaration(_, let section):
            return ("section-split-declaration", format(Self.splitDeclarationMessage, section), Self.splitDeclarationFix)
        case .codeOutsideSection:
            return ("code-outside-section", Self.codeOutsideMessage, Self.codeOutsideFix)
        case .importInSection(_, let section):
            return ("section-import", format(Self.importInSectionMessage, section), Self.importInSectionFix)
        case .missingRequirement(_, let section, let name, let provider):
            return ("requires-missing", format(Self.missingRequirementMessage, section, name, provider), format(Self.missingRequirementFix, provider))
        case .unusedRequirement(_, let section, let name):
            return ("requires-unused", format(Self.unusedRequirementMessage, section, name), Self.unusedRequirementFix)
        case .providesUnknownName(_, let section, let entry):
            return ("provides-unknown", format(Self.providesUnknownMessage, section, entry), Self.providesUnknownFix)
        case .providesMissesName(_, let section, let name):
            return ("provides-missing", format(Self.providesMissesMessage, section, name), Self.providesMissesFix)
        case .mixedPrefixes(_, let prefix, let expected):
            return ("prefix-mixed", format(Self.mixedPrefixesMessage, prefix, expected), Self.mixedPrefixesFix)
        case .kindInTwoFoundations(_, let kind, let other):
            return ("kind-duplicate", format(Self.kindInTwoMessage, kind, other), Self.kindInTwoFix)
        case .unreadableSource(_, let message):
            return ("source-invalid", message, nil)
        }
    }
}

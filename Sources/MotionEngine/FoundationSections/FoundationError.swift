import PiecesDiagnostics
import PiecesSupport

/// A problem in a foundation file. Every case carries where it is and what the message needs.
package enum FoundationError: Error, Sendable, Equatable {
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
    static func invalidVersionMessage(_ version: String) -> Message { "version '\(version)' is not a semantic version" }
    static let invalidVersionFix = "write the version as MAJOR.MINOR.PATCH, e.g. '// version: 1.2.0'"
    static func duplicateSectionMessage(_ name: String, _ file: String, _ line: Int) -> Message {
        "section '\(name)' is already defined at \(file):\(line)"
    }
    static let duplicateSectionFix = "section names are unique across all foundations; rename one of them"
    static func unknownRequiredMessage(_ section: String, _ name: String) -> Message {
        "section '\(section)' requires '\(name)', which no foundation defines"
    }
    static let unknownRequiredFix = "remove it from the requires line or add the section"
    static func markerTypoMessage(_ written: String, _ expected: String) -> Message {
        "'\(written)' looks like a misspelt '\(expected)'"
    }
    static func markerTypoFix(_ expected: String) -> Message { "write it exactly as '\(expected)'" }
    static func misplacedMetaMessage(_ key: String) -> Message { "'// \(key):' is not where it takes effect" }
    static let misplacedMetaHeaderFix = "version and about lines belong to the header, before the first import"
    static let misplacedMetaSectionFix =
        "requires and provides lines go directly after a section marker, with nothing between"
    static func splitDeclarationMessage(_ section: String) -> Message {
        "section '\(section)' starts inside a declaration"
    }
    static let splitDeclarationFix = "move the marker to file scope: a declaration must not be split across sections"
    static let codeOutsideMessage = "code before the first section marker is never copied into pieces"
    static let codeOutsideFix = "move it into a section, or delete it"
    static func importInSectionMessage(_ section: String) -> Message { "section '\(section)' contains an import" }
    static let importInSectionFix = "imports belong to the header; pieces import SwiftUI themselves"
    static func missingRequirementMessage(_ section: String, _ name: String, _ provider: String) -> Message {
        "section '\(section)' uses '\(name)' from section '\(provider)', which its requires line does not list"
    }
    static func missingRequirementFix(_ provider: String) -> Message {
        "add '\(provider)' to the requires line, or delete the line and let pieces infer it"
    }
    static func unusedRequirementMessage(_ section: String, _ name: String) -> Message {
        "section '\(section)' requires '\(name)' but uses nothing from it"
    }
    static let unusedRequirementFix = "remove it from the requires line"
    static func providesUnknownMessage(_ section: String, _ entry: String) -> Message {
        "section '\(section)' lists '\(entry)' in provides, but declares no such name"
    }
    static let providesUnknownFix = "correct the entry, or delete the provides line and let pieces infer it"
    static func providesMissesMessage(_ section: String, _ name: String) -> Message {
        """
        section '\(section)' declares '\(name)', which its provides line does not list; pieces using it would not get \
        the section
        """
    }
    static let providesMissesFix = "add it to the provides line, or delete the line and let pieces infer it"
    static func mixedPrefixesMessage(_ prefix: String, _ expected: String) -> Message {
        "marker prefix '\(prefix)' differs from this registry's '\(expected)'"
    }
    static let mixedPrefixesFix = "use one prefix in every foundation"
    static func kindInTwoMessage(_ kind: String, _ other: String) -> Message {
        "block kind '\(kind)' is also defined by \(other)"
    }
    static let kindInTwoFix = "keep each kind's sections in one foundation file"

    package var position: SourcePosition {
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
    package var isError: Bool {
        switch self {
        case .unusedRequirement, .tolerated: false
        default: true
        }
    }

    package var diagnostic: Diagnostic {
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
            return ("foundation-version-invalid", Self.invalidVersionMessage(value).text, Self.invalidVersionFix)
        case .duplicateSection(_, let name, let first):
            return (
                "section-duplicate", Self.duplicateSectionMessage(name, first.file, first.line).text,
                Self.duplicateSectionFix
            )
        case .unknownRequiredSection(_, let section, let name, let suggestion):
            return (
                "section-unknown", Self.unknownRequiredMessage(section, name).text,
                suggestion.map { "did you mean '\($0)'?" } ?? Self.unknownRequiredFix
            )
        case .markerTypo(_, let written, let expected):
            return ("marker-typo", Self.markerTypoMessage(written, expected).text, Self.markerTypoFix(expected).text)
        case .misplacedMetaLine(_, let key):
            let fix = key == "version" || key == "about" ? Self.misplacedMetaHeaderFix : Self.misplacedMetaSectionFix
            return ("meta-misplaced", Self.misplacedMetaMessage(key).text, fix)
        case .splitDeclaration(_, let section):
            return ("section-split-declaration", Self.splitDeclarationMessage(section).text, Self.splitDeclarationFix)
        case .codeOutsideSection:
            return ("code-outside-section", Self.codeOutsideMessage, Self.codeOutsideFix)
        case .importInSection(_, let section):
            return ("section-import", Self.importInSectionMessage(section).text, Self.importInSectionFix)
        case .missingRequirement(_, let section, let name, let provider):
            return (
                "requires-missing", Self.missingRequirementMessage(section, name, provider).text,
                Self.missingRequirementFix(provider).text
            )
        case .unusedRequirement(_, let section, let name):
            return ("requires-unused", Self.unusedRequirementMessage(section, name).text, Self.unusedRequirementFix)
        case .providesUnknownName(_, let section, let entry):
            return ("provides-unknown", Self.providesUnknownMessage(section, entry).text, Self.providesUnknownFix)
        case .providesMissesName(_, let section, let name):
            return ("provides-missing", Self.providesMissesMessage(section, name).text, Self.providesMissesFix)
        case .mixedPrefixes(_, let prefix, let expected):
            return ("prefix-mixed", Self.mixedPrefixesMessage(prefix, expected).text, Self.mixedPrefixesFix)
        case .kindInTwoFoundations(_, let kind, let other):
            return ("kind-duplicate", Self.kindInTwoMessage(kind, other).text, Self.kindInTwoFix)
        case .unreadableSource(_, let message):
            return ("source-invalid", message, nil)
        }
    }
}

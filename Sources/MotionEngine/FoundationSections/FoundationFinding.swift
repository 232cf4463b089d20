import PiecesDiagnostics
import PiecesSupport

/// What is wrong in a foundation file, as `sync` and `check` report it and go on: a finding, never
/// thrown. Every case carries where it is and what the message needs.
package enum FoundationFinding: Sendable, Equatable {
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
    indirect case tolerated(FoundationFinding)

    static let missingVersionMessage: Message = "foundation has no '// version:' line"
    static let missingVersionFix: Message = "add '// version: 1.0.0' to the header, before the first import"
    static func invalidVersionMessage(_ version: String) -> Message { "version '\(version)' is not a semantic version" }
    static let invalidVersionFix: Message = "write the version as MAJOR.MINOR.PATCH, e.g. '// version: 1.2.0'"
    static func duplicateSectionMessage(_ name: String, _ file: String, _ line: Int) -> Message {
        "section '\(name)' is already defined at \(file):\(line)"
    }
    static let duplicateSectionFix: Message = "section names are unique across all foundations; rename one of them"
    static func unknownRequiredMessage(_ section: String, _ name: String) -> Message {
        "section '\(section)' requires '\(name)', which no foundation defines"
    }
    static let unknownRequiredFix: Message = "remove it from the requires line or add the section"
    static func markerTypoMessage(_ written: String, _ expected: String) -> Message {
        "'\(written)' looks like a misspelt '\(expected)'"
    }
    static func markerTypoFix(_ expected: String) -> Message { "write it exactly as '\(expected)'" }
    static func misplacedMetaMessage(_ key: String) -> Message { "'// \(key):' is not where it takes effect" }
    static let misplacedMetaHeaderFix: Message = "version and about lines belong to the header, before the first import"
    static let misplacedMetaSectionFix: Message =
        "requires and provides lines go directly after a section marker, with nothing between"
    static func splitDeclarationMessage(_ section: String) -> Message {
        "section '\(section)' starts inside a declaration"
    }
    static let splitDeclarationFix: Message =
        "move the marker to file scope: a declaration must not be split across sections"
    static let codeOutsideMessage: Message = "code before the first section marker is never copied into pieces"
    static let codeOutsideFix: Message = "move it into a section, or delete it"
    static func importInSectionMessage(_ section: String) -> Message { "section '\(section)' contains an import" }
    static let importInSectionFix: Message = "imports belong to the header; pieces import SwiftUI themselves"
    static func missingRequirementMessage(_ section: String, _ name: String, _ provider: String) -> Message {
        "section '\(section)' uses '\(name)' from section '\(provider)', which its requires line does not list"
    }
    static func missingRequirementFix(_ provider: String) -> Message {
        "add '\(provider)' to the requires line, or delete the line and let pieces infer it"
    }
    static func unusedRequirementMessage(_ section: String, _ name: String) -> Message {
        "section '\(section)' requires '\(name)' but uses nothing from it"
    }
    static let unusedRequirementFix: Message = "remove it from the requires line"
    static func providesUnknownMessage(_ section: String, _ entry: String) -> Message {
        "section '\(section)' lists '\(entry)' in provides, but declares no such name"
    }
    static let providesUnknownFix: Message = "correct the entry, or delete the provides line and let pieces infer it"
    static func providesMissesMessage(_ section: String, _ name: String) -> Message {
        """
        section '\(section)' declares '\(name)', which its provides line does not list; pieces using it would not get \
        the section
        """
    }
    static let providesMissesFix: Message = "add it to the provides line, or delete the line and let pieces infer it"
    static func mixedPrefixesMessage(_ prefix: String, _ expected: String) -> Message {
        "marker prefix '\(prefix)' differs from this registry's '\(expected)'"
    }
    static let mixedPrefixesFix: Message = "use one prefix in every foundation"
    static func kindInTwoMessage(_ kind: String, _ other: String) -> Message {
        "block kind '\(kind)' is also defined by \(other)"
    }
    static let kindInTwoFix: Message = "keep each kind's sections in one foundation file"
    static func suggestionFix(_ suggestion: String) -> Message { "did you mean '\(suggestion)'?" }
    /// The lexer's own words for a source it cannot read.
    static func unreadableSourceMessage(_ message: String) -> Message { "\(message)" }

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
    package var isError: Bool { diagnostic.severity == .error }

    /// The finding as a diagnostic at its position: an error, but for an unused requirement and a
    /// tolerated upstream list, which are warnings.
    package var diagnostic: Diagnostic {
        switch self {
        case .tolerated(let inner):
            var diagnostic = inner.diagnostic
            diagnostic.severity = .warning
            return diagnostic
        case .missingVersion(let p):
            return .finding(
                "foundation-version-missing", Self.missingVersionMessage, at: p, fix: Self.missingVersionFix)
        case .invalidVersion(let p, let value):
            return .finding(
                "foundation-version-invalid", Self.invalidVersionMessage(value), at: p, fix: Self.invalidVersionFix)
        case .duplicateSection(let p, let name, let first):
            return .finding(
                "section-duplicate", Self.duplicateSectionMessage(name, first.file, first.line), at: p,
                fix: Self.duplicateSectionFix)
        case .unknownRequiredSection(let p, let section, let name, let suggestion):
            return .finding(
                "section-unknown", Self.unknownRequiredMessage(section, name), at: p,
                fix: suggestion.map(Self.suggestionFix) ?? Self.unknownRequiredFix)
        case .markerTypo(let p, let written, let expected):
            return .finding(
                "marker-typo", Self.markerTypoMessage(written, expected), at: p, fix: Self.markerTypoFix(expected))
        case .misplacedMetaLine(let p, let key):
            return .finding(
                "meta-misplaced", Self.misplacedMetaMessage(key), at: p,
                fix: key == "version" || key == "about" ? Self.misplacedMetaHeaderFix : Self.misplacedMetaSectionFix)
        case .splitDeclaration(let p, let section):
            return .finding(
                "section-split-declaration", Self.splitDeclarationMessage(section), at: p,
                fix: Self.splitDeclarationFix)
        case .codeOutsideSection(let p):
            return .finding("code-outside-section", Self.codeOutsideMessage, at: p, fix: Self.codeOutsideFix)
        case .importInSection(let p, let section):
            return .finding(
                "section-import", Self.importInSectionMessage(section), at: p, fix: Self.importInSectionFix)
        case .missingRequirement(let p, let section, let name, let provider):
            return .finding(
                "requires-missing", Self.missingRequirementMessage(section, name, provider), at: p,
                fix: Self.missingRequirementFix(provider))
        case .unusedRequirement(let p, let section, let name):
            return .finding(
                "requires-unused", Self.unusedRequirementMessage(section, name), at: p, fix: Self.unusedRequirementFix,
                severity: .warning)
        case .providesUnknownName(let p, let section, let entry):
            return .finding(
                "provides-unknown", Self.providesUnknownMessage(section, entry), at: p, fix: Self.providesUnknownFix)
        case .providesMissesName(let p, let section, let name):
            return .finding(
                "provides-missing", Self.providesMissesMessage(section, name), at: p, fix: Self.providesMissesFix)
        case .mixedPrefixes(let p, let prefix, let expected):
            return .finding(
                "prefix-mixed", Self.mixedPrefixesMessage(prefix, expected), at: p, fix: Self.mixedPrefixesFix)
        case .kindInTwoFoundations(let p, let kind, let other):
            return .finding("kind-duplicate", Self.kindInTwoMessage(kind, other), at: p, fix: Self.kindInTwoFix)
        case .unreadableSource(let p, let message):
            return .finding("source-invalid", Self.unreadableSourceMessage(message), at: p)
        }
    }
}

import MotionEngine
import PiecesDiagnostics
import PiecesSupport

/// What is wrong in a piece's `// pieces:` header, as `build` and `check` report it: a finding,
/// never thrown. Every case carries where it is and what the message needs.
package enum PieceHeaderFinding: Sendable, Equatable {
    /// The first line is not `// pieces:` (or `// swiftpieces:`).
    case missingHeader(SourcePosition)
    /// A header line that is not `// key: value`.
    case malformedLine(SourcePosition, text: String)
    case unknownKey(SourcePosition, key: String, suggestion: String?)
    case duplicateKey(SourcePosition, key: String, firstLine: Int)
    case missingKey(SourcePosition, key: String)
    case emptyValue(SourcePosition, key: String)
    /// A list where a text is expected, or the other way round.
    case wrongType(SourcePosition, key: String, expected: HeaderKey.Kind)
    case malformedValue(SourcePosition, key: String, reason: HeaderValue.SyntaxError)
    /// A value of the right shape that the key does not accept (a version that is not semver, …).
    case invalidValue(SourcePosition, key: String, value: String)
    /// `infoPlist` or `spmDependencies` is not the flow mapping (list) it must be.
    case malformedMapping(SourcePosition, key: String, reason: String)
    /// An item of `platforms:` that is not `<Platform> <version>` with a known platform, once.
    case invalidPlatform(SourcePosition, item: String, problem: PiecePlatforms.ItemFault)
    /// `platforms:` has no iOS entry.
    case platformsWithoutIOS(SourcePosition, minIOS: String)
    /// `platforms:`'s iOS version is not `minIOS`'s.
    case platformsDisagree(SourcePosition, iOS: String, minIOS: String, minIOSLine: Int)

    static let missingHeaderMessage: Message = "a piece starts with a '// pieces:' header"
    static let missingHeaderFix: Message =
        """
        start the file with '// pieces:' followed by '// title: …', '// description: …', '// category: …', '// \
        minIOS: \"17.0\"' and '// version: \"1.0.0\"' lines, then a blank line
        """
    static func malformedLineMessage(_ text: String) -> Message { "header line '\(text)' is not '// key: value'" }
    static let malformedLineFix: Message = "write it as '// key: value', or end the header with a blank line before it"
    static func unknownKeyMessage(_ key: String) -> Message { "unknown header key '\(key)'" }
    static func unknownKeySuggestionMessage(_ key: String, _ suggestion: String) -> Message {
        "unknown header key '\(key)' (did you mean '\(suggestion)'?)"
    }
    static func unknownKeyFix(_ keys: String) -> Message { "the keys are: \(keys)" }
    static func unknownKeySuggestionFix(_ suggestion: String) -> Message { "rename it to '\(suggestion)'" }
    static func duplicateKeyMessage(_ key: String, _ firstLine: Int) -> Message {
        "header key '\(key)' is already set at line \(firstLine)"
    }
    static let duplicateKeyFix: Message = "keep one of the two lines"
    static func missingKeyMessage(_ key: String) -> Message { "the header has no '\(key)'" }
    static func missingKeyFix(_ key: String) -> Message { "add a '// \(key): …' line to the header" }
    static func emptyValueMessage(_ key: String) -> Message { "header key '\(key)' has no value" }
    static func emptyValueFix(_ key: String) -> Message { "write a value after '\(key):', or delete the line" }
    static func wrongTypeMessage(_ key: String, _ expected: String) -> Message {
        "header key '\(key)' takes \(expected)"
    }
    static func wrongTypeListFix(_ key: String) -> Message { "write it as '// \(key): [a, b]'" }
    static let wrongTypeTextFix: Message = "write one value, without brackets"
    static func malformedValueMessage(_ key: String, _ problem: String) -> Message { "header key '\(key)': \(problem)" }
    static let malformedValueFix: Message = "quote items that contain commas or brackets, e.g. [\"a, b\", c]"
    static func invalidSemverMessage(_ version: String) -> Message { "'\(version)' is not a semantic version" }
    static let invalidSemverFix: Message = "write it as MAJOR.MINOR.PATCH, e.g. \"1.0.0\""
    static func invalidPlatformMessage(_ version: String) -> Message { "minIOS '\(version)' is not an iOS version" }
    static let invalidPlatformFix: Message = "write it like \"17.0\""
    static func invalidLevelMessage(_ level: String, _ levels: String) -> Message {
        "level '\(level)' is not one of \(levels)"
    }
    static let invalidLevelFix: Message = "use beginner, intermediate or advanced"
    static func malformedPlatformMessage(_ item: String) -> Message {
        "platforms item '\(item)' is not '<Platform> <version>'"
    }
    static let platformNames = PiecePlatforms.Platform.allCases.map(\.rawValue).joined(separator: ", ")
    static let malformedPlatformFix: Message =
        "write each item as a platform and a version, e.g. [iOS 17.0, macOS 14.0]"
    static func unknownPlatformMessage(_ name: String) -> Message {
        "platforms: '\(name)' is not a platform pieces knows (\(platformNames))"
    }
    static func unknownPlatformFix(_ suggestion: String?) -> Message {
        suggestion.map { "write it as '\($0)'" } ?? "use \(platformNames), spelled so"
    }
    static func duplicatePlatformMessage(_ name: String) -> Message { "platforms lists \(name) twice" }
    static let duplicatePlatformFix: Message = "keep one entry per platform"
    static func platformsWithoutIOSMessage(_ minIOS: String) -> Message {
        "platforms has no iOS entry, but every piece runs on iOS (minIOS is \(minIOS))"
    }
    static func platformsWithoutIOSFix(_ minIOS: String) -> Message { "add 'iOS \(minIOS)' to the list" }
    static func platformsDisagreeMessage(_ iOS: String, _ minIOS: String, _ line: Int) -> Message {
        "platforms says iOS \(iOS) but minIOS (line \(line)) says \(minIOS)"
    }
    static func platformsDisagreeFix(_ minIOS: String) -> Message {
        "write 'iOS \(minIOS)' in platforms, or change minIOS: the two must name the same version"
    }

    package var position: SourcePosition {
        switch self {
        case .missingHeader(let p), .malformedLine(let p, _), .unknownKey(let p, _, _), .duplicateKey(let p, _, _),
            .missingKey(let p, _), .emptyValue(let p, _), .wrongType(let p, _, _), .malformedValue(let p, _, _),
            .invalidValue(let p, _, _), .malformedMapping(let p, _, _), .invalidPlatform(let p, _, _),
            .platformsWithoutIOS(let p, _), .platformsDisagree(let p, _, _, _):
            p
        }
    }

    package var message: String { diagnostic.message }

    /// The finding as an error at its position.
    package var diagnostic: Diagnostic {
        switch self {
        case .missingHeader(let p):
            .finding("header-missing", Self.missingHeaderMessage, at: p, fix: Self.missingHeaderFix)
        case .malformedLine(let p, let text):
            .finding("header-malformed", Self.malformedLineMessage(text), at: p, fix: Self.malformedLineFix)
        case .unknownKey(let p, let key, let suggestion?):
            .finding(
                "header-unknown-key", Self.unknownKeySuggestionMessage(key, suggestion), at: p,
                fix: Self.unknownKeySuggestionFix(suggestion))
        case .unknownKey(let p, let key, nil):
            .finding(
                "header-unknown-key", Self.unknownKeyMessage(key), at: p,
                fix: Self.unknownKeyFix(HeaderKey.allCases.map(\.rawValue).joined(separator: ", ")))
        case .duplicateKey(let p, let key, let firstLine):
            .finding("header-duplicate-key", Self.duplicateKeyMessage(key, firstLine), at: p, fix: Self.duplicateKeyFix)
        case .missingKey(let p, let key):
            .finding("header-missing-key", Self.missingKeyMessage(key), at: p, fix: Self.missingKeyFix(key))
        case .emptyValue(let p, let key):
            .finding("header-empty-value", Self.emptyValueMessage(key), at: p, fix: Self.emptyValueFix(key))
        case .wrongType(let p, let key, let expected):
            .finding(
                "header-wrong-type",
                Self.wrongTypeMessage(key, expected == .list ? HeaderKey.Kind.listName : HeaderKey.Kind.textName),
                at: p, fix: expected == .list ? Self.wrongTypeListFix(key) : Self.wrongTypeTextFix)
        case .malformedValue(let p, let key, let reason):
            .finding(
                "header-malformed-value", Self.malformedValueMessage(key, reason.message), at: p,
                fix: Self.malformedValueFix)
        case .invalidValue(let p, let key, let value) where key == HeaderKey.spmDependencies.rawValue:
            .finding("header-invalid-package", Self.malformedValueMessage(key, value), at: p, fix: Self.packageFix)
        case .invalidValue(let p, let key, let value) where HeaderKey.named(key)?.kind == .platformVersion:
            .finding("header-invalid-minios", Self.invalidPlatformMessage(value), at: p, fix: Self.invalidPlatformFix)
        case .invalidValue(let p, let key, let value) where HeaderKey.named(key)?.kind == .level:
            .finding(
                "header-invalid-level", Self.invalidLevelMessage(value, HeaderKey.levels.joined(separator: ", ")),
                at: p, fix: Self.invalidLevelFix)
        case .invalidValue(let p, _, let value):
            .finding("header-invalid-version", Self.invalidSemverMessage(value), at: p, fix: Self.invalidSemverFix)
        case .malformedMapping(let p, let key, let reason):
            .finding(
                "header-malformed-value", Self.malformedValueMessage(key, reason), at: p, fix: Self.mappingFix(key))
        case .invalidPlatform(let p, let item, .malformed):
            .finding(
                "header-invalid-platforms", Self.malformedPlatformMessage(item), at: p, fix: Self.malformedPlatformFix)
        case .invalidPlatform(let p, _, .unknownPlatform(let name, let suggestion)):
            .finding(
                "header-invalid-platforms", Self.unknownPlatformMessage(name), at: p,
                fix: Self.unknownPlatformFix(suggestion))
        case .invalidPlatform(let p, _, .duplicate(let name)):
            .finding(
                "header-invalid-platforms", Self.duplicatePlatformMessage(name), at: p, fix: Self.duplicatePlatformFix)
        case .platformsWithoutIOS(let p, let minIOS):
            .finding(
                "header-platforms-ios", Self.platformsWithoutIOSMessage(minIOS), at: p,
                fix: Self.platformsWithoutIOSFix(minIOS))
        case .platformsDisagree(let p, let iOS, let minIOS, let line):
            .finding(
                "header-platforms-ios", Self.platformsDisagreeMessage(iOS, minIOS, line), at: p,
                fix: Self.platformsDisagreeFix(minIOS))
        }
    }

    static func mappingFix(_ key: String) -> Message {
        key == HeaderKey.infoPlist.rawValue
            ? "write it as '// infoPlist: {NSCameraUsageDescription: \"Why the app needs it\"}'"
            : """
            write it as '// spmDependencies: [{url: "https://github.com/owner/repo", from: "1.0.0", product: \
            Name}]'
            """
    }
    static let packageFix: Message =
        "each package needs 'url' (an https URL) and 'from' (a version); 'product' is optional"
}

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

    static let missingHeaderMessage = "a piece starts with a '// pieces:' header"
    static let missingHeaderFix =
        """
        start the file with '// pieces:' followed by '// title: …', '// description: …', '// category: …', '// \
        minIOS: \"17.0\"' and '// version: \"1.0.0\"' lines, then a blank line
        """
    static func malformedLineMessage(_ text: String) -> Message { "header line '\(text)' is not '// key: value'" }
    static let malformedLineFix = "write it as '// key: value', or end the header with a blank line before it"
    static func unknownKeyMessage(_ key: String) -> Message { "unknown header key '\(key)'" }
    static func unknownKeySuggestionMessage(_ key: String, _ suggestion: String) -> Message {
        "unknown header key '\(key)' (did you mean '\(suggestion)'?)"
    }
    static func unknownKeyFix(_ keys: String) -> Message { "the keys are: \(keys)" }
    static func unknownKeySuggestionFix(_ suggestion: String) -> Message { "rename it to '\(suggestion)'" }
    static func duplicateKeyMessage(_ key: String, _ firstLine: Int) -> Message {
        "header key '\(key)' is already set at line \(firstLine)"
    }
    static let duplicateKeyFix = "keep one of the two lines"
    static func missingKeyMessage(_ key: String) -> Message { "the header has no '\(key)'" }
    static func missingKeyFix(_ key: String) -> Message { "add a '// \(key): …' line to the header" }
    static func emptyValueMessage(_ key: String) -> Message { "header key '\(key)' has no value" }
    static func emptyValueFix(_ key: String) -> Message { "write a value after '\(key):', or delete the line" }
    static func wrongTypeMessage(_ key: String, _ expected: String) -> Message {
        "header key '\(key)' takes \(expected)"
    }
    static func wrongTypeListFix(_ key: String) -> Message { "write it as '// \(key): [a, b]'" }
    static let wrongTypeTextFix = "write one value, without brackets"
    static func malformedValueMessage(_ key: String, _ problem: String) -> Message { "header key '\(key)': \(problem)" }
    static let malformedValueFix = "quote items that contain commas or brackets, e.g. [\"a, b\", c]"
    static func invalidSemverMessage(_ version: String) -> Message { "'\(version)' is not a semantic version" }
    static let invalidSemverFix = "write it as MAJOR.MINOR.PATCH, e.g. \"1.0.0\""
    static func invalidPlatformMessage(_ version: String) -> Message { "minIOS '\(version)' is not an iOS version" }
    static let invalidPlatformFix = "write it like \"17.0\""
    static func invalidLevelMessage(_ level: String, _ levels: String) -> Message {
        "level '\(level)' is not one of \(levels)"
    }
    static let invalidLevelFix = "use beginner, intermediate or advanced"
    static func malformedPlatformMessage(_ item: String) -> Message {
        "platforms item '\(item)' is not '<Platform> <version>'"
    }
    static let platformNames = PiecePlatforms.Platform.allCases.map(\.rawValue).joined(separator: ", ")
    static let malformedPlatformFix = "write each item as a platform and a version, e.g. [iOS 17.0, macOS 14.0]"
    static func unknownPlatformMessage(_ name: String) -> Message {
        "platforms: '\(name)' is not a platform pieces knows (\(platformNames))"
    }
    static func unknownPlatformFix(_ suggestion: String?) -> Message {
        suggestion.map { "write it as '\($0)'" } ?? "use \(platformNames), spelled so"
    }
    static func duplicatePlatformMessage(_ name: String) -> Message { "platforms lists \(name) twice" }
    static let duplicatePlatformFix = "keep one entry per platform"
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

    package var message: String { parts.message }

    package var diagnostic: Diagnostic {
        let (code, message, fix) = parts
        return Diagnostic(
            severity: .error, code: code, message: message, file: position.file,
            line: position.line, column: position.column, fix: fix)
    }

    private var parts: (code: String, message: String, fix: String) {
        switch self {
        case .missingHeader:
            return ("header-missing", Self.missingHeaderMessage, Self.missingHeaderFix)
        case .malformedLine(_, let text):
            return ("header-malformed", Self.malformedLineMessage(text).text, Self.malformedLineFix)
        case .unknownKey(_, let key, let suggestion?):
            return (
                "header-unknown-key", Self.unknownKeySuggestionMessage(key, suggestion).text,
                Self.unknownKeySuggestionFix(suggestion).text
            )
        case .unknownKey(_, let key, nil):
            let keys = HeaderKey.allCases.map(\.rawValue).joined(separator: ", ")
            return ("header-unknown-key", Self.unknownKeyMessage(key).text, Self.unknownKeyFix(keys).text)
        case .duplicateKey(_, let key, let firstLine):
            return ("header-duplicate-key", Self.duplicateKeyMessage(key, firstLine).text, Self.duplicateKeyFix)
        case .missingKey(_, let key):
            return ("header-missing-key", Self.missingKeyMessage(key).text, Self.missingKeyFix(key).text)
        case .emptyValue(_, let key):
            return ("header-empty-value", Self.emptyValueMessage(key).text, Self.emptyValueFix(key).text)
        case .wrongType(_, let key, let expected):
            let isList = expected == .list
            return (
                "header-wrong-type",
                Self.wrongTypeMessage(key, isList ? HeaderKey.Kind.listName : HeaderKey.Kind.textName).text,
                isList ? Self.wrongTypeListFix(key).text : Self.wrongTypeTextFix
            )
        case .malformedValue(_, let key, let reason):
            return (
                "header-malformed-value", Self.malformedValueMessage(key, reason.message).text, Self.malformedValueFix
            )
        case .invalidValue(_, let key, let value):
            return Self.invalidParts(key: key, value: value)
        case .malformedMapping(_, let key, let reason):
            return ("header-malformed-value", Self.malformedValueMessage(key, reason).text, Self.mappingFix(key).text)
        case .invalidPlatform(_, let item, let problem):
            return Self.platformParts(item: item, problem: problem)
        case .platformsWithoutIOS(_, let minIOS):
            return (
                "header-platforms-ios", Self.platformsWithoutIOSMessage(minIOS).text,
                Self.platformsWithoutIOSFix(minIOS).text
            )
        case .platformsDisagree(_, let iOS, let minIOS, let line):
            return (
                "header-platforms-ios", Self.platformsDisagreeMessage(iOS, minIOS, line).text,
                Self.platformsDisagreeFix(minIOS).text
            )
        }
    }

    private static func platformParts(item: String, problem: PiecePlatforms.ItemFault)
        -> (code: String, message: String, fix: String)
    {
        switch problem {
        case .malformed: ("header-invalid-platforms", malformedPlatformMessage(item).text, malformedPlatformFix)
        case .unknownPlatform(let name, let suggestion):
            ("header-invalid-platforms", unknownPlatformMessage(name).text, unknownPlatformFix(suggestion).text)
        case .duplicate(let name):
            ("header-invalid-platforms", duplicatePlatformMessage(name).text, duplicatePlatformFix)
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
    static let packageFix = "each package needs 'url' (an https URL) and 'from' (a version); 'product' is optional"

    private static func invalidParts(key: String, value: String) -> (code: String, message: String, fix: String) {
        if key == HeaderKey.spmDependencies.rawValue {
            return ("header-invalid-package", malformedValueMessage(key, value).text, packageFix)
        }
        return switch HeaderKey.named(key)?.kind {
        case .platformVersion?: ("header-invalid-minios", invalidPlatformMessage(value).text, invalidPlatformFix)
        case .level?:
            (
                "header-invalid-level", invalidLevelMessage(value, HeaderKey.levels.joined(separator: ", ")).text,
                invalidLevelFix
            )
        default: ("header-invalid-version", invalidSemverMessage(value).text, invalidSemverFix)
        }
    }
}

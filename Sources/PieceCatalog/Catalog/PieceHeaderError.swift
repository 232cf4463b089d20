import PiecesSupport
import PiecesDiagnostics
import MotionEngine

/// A problem in a piece's `// pieces:` header. Every case carries where it is and what the message
/// needs.
public enum PieceHeaderError: Error, Sendable, Equatable {
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
    case malformedValue(SourcePosition, key: String, reason: HeaderValue.Failure)
    /// A value of the right shape that the key does not accept (a version that is not semver, …).
    case invalidValue(SourcePosition, key: String, value: String)

    static let missingHeaderMessage = "a piece starts with a '// pieces:' header"
    static let missingHeaderFix = "start the file with '// pieces:' followed by '// title: …', '// description: …', '// category: …', '// minIOS: \"17.0\"' and '// version: \"1.0.0\"' lines, then a blank line"
    static let malformedLineMessage = "header line '%@' is not '// key: value'"
    static let malformedLineFix = "write it as '// key: value', or end the header with a blank line before it"
    static let unknownKeyMessage = "unknown header key '%@'"
    static let unknownKeySuggestionMessage = "unknown header key '%@' (did you mean '%@'?)"
    static let unknownKeyFix = "the keys are: %@"
    static let unknownKeySuggestionFix = "rename it to '%@'"
    static let duplicateKeyMessage = "header key '%@' is already set at line %d"
    static let duplicateKeyFix = "keep one of the two lines"
    static let missingKeyMessage = "the header has no '%@'"
    static let missingKeyFix = "add a '// %@: …' line to the header"
    static let emptyValueMessage = "header key '%@' has no value"
    static let emptyValueFix = "write a value after '%@:', or delete the line"
    static let wrongTypeMessage = "header key '%@' takes %@"
    static let wrongTypeListFix = "write it as '// %@: [a, b]'"
    static let wrongTypeTextFix = "write one value, without brackets"
    static let malformedValueMessage = "header key '%@': %@"
    static let malformedValueFix = "quote items that contain commas or brackets, e.g. [\"a, b\", c]"
    static let invalidSemverMessage = "'%@' is not a semantic version"
    static let invalidSemverFix = "write it as MAJOR.MINOR.PATCH, e.g. \"1.0.0\""
    static let invalidPlatformMessage = "minIOS '%@' is not an iOS version"
    static let invalidPlatformFix = "write it like \"17.0\""
    static let invalidLevelMessage = "level '%@' is not one of %@"
    static let invalidLevelFix = "use beginner, intermediate or advanced"

    public var position: SourcePosition {
        switch self {
        case .missingHeader(let p), .malformedLine(let p, _), .unknownKey(let p, _, _), .duplicateKey(let p, _, _),
             .missingKey(let p, _), .emptyValue(let p, _), .wrongType(let p, _, _), .malformedValue(let p, _, _),
             .invalidValue(let p, _, _):
            p
        }
    }

    public var message: String { parts.message }

    public var diagnostic: Diagnostic {
        let (code, message, fix) = parts
        return Diagnostic(severity: .error, code: code, message: message, file: position.file,
                          line: position.line, column: position.column, fix: fix)
    }

    private var parts: (code: String, message: String, fix: String) {
        switch self {
        case .missingHeader:
            return ("header-missing", Self.missingHeaderMessage, Self.missingHeaderFix)
        case .malformedLine(_, let text):
            return ("header-malformed", format(Self.malformedLineMessage, text), Self.malformedLineFix)
        case .unknownKey(_, let key, let suggestion?):
            return ("header-unknown-key", format(Self.unknownKeySuggestionMessage, key, suggestion), format(Self.unknownKeySuggestionFix, suggestion))
        case .unknownKey(_, let key, nil):
            let keys = HeaderKey.allCases.map(\.rawValue).joined(separator: ", ")
            return ("header-unknown-key", format(Self.unknownKeyMessage, key), format(Self.unknownKeyFix, keys))
        case .duplicateKey(_, let key, let firstLine):
            return ("header-duplicate-key", format(Self.duplicateKeyMessage, key, firstLine), Self.duplicateKeyFix)
        case .missingKey(_, let key):
            return ("header-missing-key", format(Self.missingKeyMessage, key), format(Self.missingKeyFix, key))
        case .emptyValue(_, let key):
            return ("header-empty-value", format(Self.emptyValueMessage, key), format(Self.emptyValueFix, key))
        case .wrongType(_, let key, let expected):
            let isList = expected == .list
            return ("header-wrong-type",
                    format(Self.wrongTypeMessage, key, isList ? HeaderKey.Kind.listName : HeaderKey.Kind.textName),
                    isList ? format(Self.wrongTypeListFix, key) : Self.wrongTypeTextFix)
        case .malformedValue(_, let key, let reason):
            return ("header-malformed-value", format(Self.malformedValueMessage, key, reason.message), Self.malformedValueFix)
        case .invalidValue(_, let key, let value):
            return Self.invalidParts(key: key, value: value)
        }
    }

    private static func invalidParts(key: String, value: String) -> (code: String, message: String, fix: String) {
        switch HeaderKey.named(key)?.kind {
        case .platformVersion?: ("header-invalid-minios", format(invalidPlatformMessage, value), invalidPlatformFix)
        case .level?: ("header-invalid-level", format(invalidLevelMessage, value, HeaderKey.levels.joined(separator: ", ")), invalidLevelFix)
        default: ("header-invalid-version", format(invalidSemverMessage, value), invalidSemverFix)
        }
    }
}

import PiecesDiagnostics
import PiecesSupport
import SwiftLexing

/// Why an old-style property list could not be read. Every case says where, as a 1-based line and
/// column (columns count Unicode scalars, like the lexer's). It reaches the user inside
/// `XcodeProjectError.invalidPropertyList`, whose diagnostic names the file.
package enum PlistError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What the parser was looking for when it met something else.
    package enum Expectation: Sendable, Equatable {
        case value
        case keyOrEnd
        case equals
        case semicolon
        case commaOrEnd

        var text: String {
            switch self {
            case .value: "a value (a string, '{' or '(')"
            case .keyOrEnd: "a key or '}'"
            case .equals: "'=' after key"
            case .semicolon: "';' after value"
            case .commaOrEnd: "',' or ')' after array element"
            }
        }
    }

    /// The kind of container left open when the input ended.
    package enum Container: String, Sendable, Equatable {
        case dictionary
        case array
    }

    case emptyInput
    /// The file is an XML property list, which this reader does not handle.
    case xmlPropertyList
    case unexpected(Expectation, found: String, at: SourceLocation)
    /// The input ended while `expected` was awaited inside a container opened at `openedAt`.
    case unexpectedEnd(Expectation, container: Container?, openedAt: SourceLocation?, at: SourceLocation)
    case unterminatedString(openedAt: SourceLocation)
    case unterminatedComment(openedAt: SourceLocation)
    case unterminatedData(openedAt: SourceLocation)
    case invalidData(found: String, at: SourceLocation)
    case invalidEscape(found: String, at: SourceLocation)
    case trailingContent(found: String, at: SourceLocation)
    case tooDeep(limit: Int, at: SourceLocation)

    static let emptyInputMessage = "the file is empty: expected a property list starting with '{'"
    static let xmlMessage =
        """
        the file is an XML property list; pieces reads the text format Xcode writes (open and save the project in \
        Xcode to convert it)
        """
    static func unexpectedMessage(_ expected: String, _ found: String) -> Message {
        "expected \(expected), found \(found)"
    }
    static func unexpectedEndMessage(_ expected: String) -> Message {
        "expected \(expected), found the end of the file"
    }
    static func unclosedMessage(_ container: String, _ line: Int, _ column: Int) -> Message {
        "; the \(container) opened at line \(line), column \(column) is never closed"
    }
    static let unterminatedStringMessage = "unterminated quoted string: no closing '\"' before the end of the file"
    static let unterminatedCommentMessage = "unterminated comment: no closing '*/' before the end of the file"
    static let unterminatedDataMessage = "unterminated data: no closing '>' before the end of the file"
    static func invalidDataMessage(_ found: String) -> Message {
        "invalid data: expected hexadecimal digits or '>', found \(found)"
    }
    static func invalidEscapeMessage(_ found: String) -> Message {
        "invalid escape sequence '\\\(found)' in a quoted string"
    }
    static func trailingContentMessage(_ found: String) -> Message {
        "unexpected \(found) after the end of the property list"
    }
    static func tooDeepMessage(_ limit: Int) -> Message { "values are nested more than \(limit) levels deep" }
    static func locationSuffix(_ line: Int, _ column: Int) -> Message { " at line \(line), column \(column)" }

    /// Where the problem is; nil for an empty file.
    package var location: SourceLocation? {
        switch self {
        case .emptyInput, .xmlPropertyList: nil
        case .unexpected(_, _, let at), .unexpectedEnd(_, _, _, let at), .invalidData(_, let at),
            .invalidEscape(_, let at), .trailingContent(_, let at), .tooDeep(_, let at):
            at
        case .unterminatedString(let at), .unterminatedComment(let at), .unterminatedData(let at):
            at
        }
    }

    /// What is wrong, without the location.
    package var message: String { headline + note }

    /// For a file that ends early, which container was left open.
    private var note: String {
        guard case .unexpectedEnd(_, let container?, let opened?, _) = self else { return "" }
        return Self.unclosedMessage(container.rawValue, opened.line, opened.column).text
    }

    private var headline: String {
        switch self {
        case .emptyInput: Self.emptyInputMessage
        case .xmlPropertyList: Self.xmlMessage
        case .unexpected(let expected, let found, _): Self.unexpectedMessage(expected.text, found).text
        case .unexpectedEnd(let expected, _, _, _): Self.unexpectedEndMessage(expected.text).text
        case .unterminatedString: Self.unterminatedStringMessage
        case .unterminatedComment: Self.unterminatedCommentMessage
        case .unterminatedData: Self.unterminatedDataMessage
        case .invalidData(let found, _): Self.invalidDataMessage(found).text
        case .invalidEscape(let found, _): Self.invalidEscapeMessage(found).text
        case .trailingContent(let found, _): Self.trailingContentMessage(found).text
        case .tooDeep(let limit, _): Self.tooDeepMessage(limit).text
        }
    }

    /// The message with ` at line L, column C` after its first clause, as in
    /// "expected ';' after value, found '}' at line 12, column 30".
    package var description: String {
        guard let location else { return message }
        return headline + Self.locationSuffix(location.line, location.column).text + note
    }
}

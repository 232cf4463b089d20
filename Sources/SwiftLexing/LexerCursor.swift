/// The lexer's state: a position in the input, the tokens so far, and the string/interpolation
/// context. Interpolations nest through an explicit stack (`frames`), never through recursion, so
/// depth is bounded only by memory.
struct LexerCursor {
    /// An interpolation being lexed: what to return to when its closing `)` arrives.
    struct Frame {
        /// Unclosed `(` of the enclosing interpolation when this one opened.
        var outerParenDepth: Int
        /// The `#` count of the string the interpolation belongs to.
        var hashes: Int
        /// Whether that string is a `"""` string.
        var multiline: Bool
        /// Offset of that string's opening delimiter, for its diagnostic.
        var stringStart: Int
    }

    let input: UnsafeBufferPointer<UInt8>
    /// The same bytes and tables for the main loop (see `lexCode`).
    let scanner: ByteScanner
    let classes: UnsafeBufferPointer<UInt8>
    let count: Int
    var position = 0
    /// Where tokens are written: room for one per input byte, the most there can be since no
    /// token is empty. Writing in place avoids `Array.append`'s uniqueness and growth checks.
    let output: UnsafeMutablePointer<Token>
    var tokenCount = 0
    var diagnostics: [LexerDiagnostic] = []

    /// Whether the cursor is inside a string's text (otherwise it is in code).
    var inString = false
    /// The `#` count, kind and start of the string being lexed, valid while `inString`.
    var stringHashes = 0
    var stringMultiline = false
    var stringStart = 0
    /// Unclosed `(` inside the innermost interpolation, so its own `)` can be told apart.
    var parenDepth = 0
    /// Open interpolations, innermost last.
    var frames: [Frame] = []
    /// Whether the innermost interpolation belongs to a single-line string, where a line break
    /// ends the string (as in Swift). Cached from `frames.last` because newlines are frequent.
    var interpolationIsSingleLine = false
    /// End of the last run of invalid UTF-8 reported, so a run gets one diagnostic.
    var invalidRunEnd = -1
    /// Where the last failed bare-regex look-ahead stopped (see `bareRegexEnd`).
    var failedRegexScanEnd = 0

    /// `input` must not be empty; `classes` is `ByteClass.table`, `actions` `CodeAction.table`.
    init(
        input: UnsafeBufferPointer<UInt8>, classes: UnsafeBufferPointer<UInt8>,
        actions: UnsafeBufferPointer<CodeAction>,
        output: UnsafeMutablePointer<Token>
    ) {
        self.input = input
        self.scanner = ByteScanner(
            bytes: input.baseAddress.unsafelyUnwrapped, count: input.count,
            classes: classes.baseAddress.unsafelyUnwrapped, actions: actions.baseAddress.unsafelyUnwrapped)
        self.classes = classes
        self.count = input.count
        self.output = output
    }

    // MARK: - Tiny helpers

    /// The byte at `index`, or 0 past the end. Only for lookahead compared against non-zero bytes.
    @inline(__always) func peek(_ index: Int) -> UInt8 {
        index < count ? input[index] : 0
    }

    @inline(__always) func has(_ flag: UInt8, _ byte: UInt8) -> Bool {
        classes[Int(byte)] & flag != 0
    }

    @inline(__always) mutating func emit(_ kind: TokenKind, from start: Int) {
        append(Token(kind: kind, start: start, end: position))
    }

    @inline(__always) mutating func append(_ token: Token) {
        // Never taken while tokens are non-empty and contiguous; keeps memory safe if a bug broke that.
        guard tokenCount < count else { return }
        (output + tokenCount).initialize(to: token)
        tokenCount += 1
    }

    /// The last token written, if any.
    @inline(__always) var lastToken: Token? {
        tokenCount > 0 ? output[tokenCount - 1] : nil
    }

    mutating func report(_ kind: LexerDiagnostic.Kind, at offset: Int) {
        diagnostics.append(LexerDiagnostic(kind: kind, offset: offset))
    }

    /// Steps over one character inside a comment, string or regex whose first byte is ≥ 0x80,
    /// reporting invalid UTF-8 once per run of bad bytes.
    mutating func skipNonASCII() {
        let length = input.utf8SequenceLength(at: position)
        if length > 0 {
            position += length
            return
        }
        if position != invalidRunEnd { report(.invalidUTF8, at: position) }
        position += 1
        invalidRunEnd = position
    }

    // MARK: - Driver

    mutating func run() {
        lexFileStart()
        while position < count {
            if inString {
                lexStringText()
            } else {
                lexCode()
            }
        }
        if let outermost = frames.first {
            report(.unterminatedString, at: outermost.stringStart)
        } else if inString {
            // An opening quote that is the file's last bytes: no string text follows to notice it.
            report(.unterminatedString, at: stringStart)
        }
    }

    /// A byte order mark and a `#!` line are only meaningful at the very start.
    mutating func lexFileStart() {
        if count >= 3 && input[0] == 0xEF && input[1] == 0xBB && input[2] == 0xBF {
            skipHorizontalSpace(from: 3)
            emit(.whitespace, from: 0)
        }
        if peek(position) == UInt8(ascii: "#") && peek(position + 1) == UInt8(ascii: "!") {
            lexLineComment(kind: .lineComment)
        }
    }

    /// Lexes one token in code (outside any string text): all of them, though `lexCode` lexes
    /// the frequent ones itself.
    @inline(__always) mutating func lexCodeToken() {
        let start = position
        let byte = input[position]
        switch byte {
        case 0x20, 0x09, 0x0B, 0x0C:
            skipHorizontalSpace(from: position + 1)
            emit(.whitespace, from: start)
        case 0x0A, 0x0D:
            lexNewline()
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            position += 1
            skipIdentifierContinuation()
            emit(.identifier, from: start)
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            lexNumber()
        case UInt8(ascii: "("):
            parenDepth += 1
            single(.leftParen)
        case UInt8(ascii: ")"):
            lexRightParen()
        case UInt8(ascii: "{"): single(.leftBrace)
        case UInt8(ascii: "}"): single(.rightBrace)
        case UInt8(ascii: "["): single(.leftSquare)
        case UInt8(ascii: "]"): single(.rightSquare)
        case UInt8(ascii: ","): single(.comma)
        case UInt8(ascii: ":"): single(.colon)
        case UInt8(ascii: ";"): single(.semicolon)
        case UInt8(ascii: "\\"): single(.backslash)
        case UInt8(ascii: "\""):
            openString(hashes: 0, from: start)
        case UInt8(ascii: "/"):
            lexSlash()
        case UInt8(ascii: "<"):
            if peek(position + 1) != UInt8(ascii: "#") || !lexEditorPlaceholder() { lexOperator() }
        case UInt8(ascii: "."), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
            UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: ">"), UInt8(ascii: "&"),
            UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            lexOperator()
        case UInt8(ascii: "#"):
            lexPound()
        case UInt8(ascii: "@"):
            lexPrefixedName(.attribute, requiringName: true)
        case UInt8(ascii: "$"):
            lexPrefixedName(.dollarIdentifier, requiringName: false)
        case UInt8(ascii: "`"):
            lexBacktick()
        case 0x80...0xFF:
            lexNonASCIICode()
        default:
            // Control characters, `'` and DEL start no Swift token: one token and one diagnostic
            // for a whole run of them, so a megabyte of NULs is one problem, not a million.
            report(.unexpectedCharacter, at: start)
            position += 1
            while position < input.count, Self.startsNoToken(input[position]) { position += 1 }
            append(Token(kind: .unknown, start: start, end: position))
        }
    }

    /// The bytes that reach the `default` case of the token switch.
    @inline(__always) static func startsNoToken(_ byte: UInt8) -> Bool {
        byte <= 0x08 || (byte >= 0x0E && byte <= 0x1F) || byte == UInt8(ascii: "'") || byte == 0x7F
    }

    @inline(__always) mutating func single(_ kind: TokenKind) {
        position += 1
        append(Token(kind: kind, start: position - 1, end: position))
    }

    mutating func lexNewline() {
        let start = position
        if input[position] == 0x0D && peek(position + 1) == 0x0A {
            position += 2
        } else {
            position += 1
        }
        emit(.newline, from: start)
        if interpolationIsSingleLine { endSingleLineInterpolations() }
    }

    /// A line break inside the interpolation of a single-line string ends that string (and any
    /// single-line strings around it), as in Swift: each is reported unterminated.
    mutating func endSingleLineInterpolations() {
        while let frame = frames.last, !frame.multiline {
            report(.unterminatedString, at: frame.stringStart)
            parenDepth = frame.outerParenDepth
            frames.removeLast()
        }
        interpolationIsSingleLine = false
    }

    mutating func lexRightParen() {
        if parenDepth == 0, let frame = frames.popLast() {
            single(.interpolationEnd)
            parenDepth = frame.outerParenDepth
            inString = true
            stringHashes = frame.hashes
            stringMultiline = frame.multiline
            stringStart = frame.stringStart
            interpolationIsSingleLine = frames.last.map { !$0.multiline } ?? false
            return
        }
        if parenDepth > 0 { parenDepth -= 1 }
        single(.rightParen)
    }

    @inline(__always) mutating func skipHorizontalSpace(from start: Int) {
        // Most runs are one space between tokens: settle those before the word-wise scan.
        guard start < count, has(ByteClass.horizontalSpace, input[start]) else {
            position = start
            return
        }
        var index = input.skipSpaceWords(from: start + 1)
        while index < count && has(ByteClass.horizontalSpace, input[index]) { index += 1 }
        position = index
    }

    /// Identifier bytes after the first: ASCII letters, digits, `_`, `$` and the non-ASCII
    /// characters Swift allows in identifiers (`UnicodeClass`).
    @inline(__always) mutating func skipIdentifierContinuation() {
        // A local index keeps the loop in registers instead of storing `position` every byte.
        var index = position
        // Four table lookups per loop test: names are mostly ASCII and several bytes long.
        while index + 4 <= count {
            guard has(ByteClass.identifierContinue, input[index]) else { break }
            guard has(ByteClass.identifierContinue, input[index + 1]) else {
                index += 1
                break
            }
            guard has(ByteClass.identifierContinue, input[index + 2]) else {
                index += 2
                break
            }
            guard has(ByteClass.identifierContinue, input[index + 3]) else {
                index += 3
                break
            }
            index += 4
        }
        while index < count {
            let byte = input[index]
            if has(ByteClass.identifierContinue, byte) {
                index += 1
            } else if byte >= 0x80 {
                guard let scalar = input.scalar(at: index), UnicodeClass.isIdentifierContinuation(scalar.value) else {
                    break
                }
                index += scalar.length
            } else {
                break
            }
        }
        position = index
    }

    /// A non-ASCII byte in code: an identifier or operator character starts that token (as for
    /// Swift's lexer); any other well-formed character is unexpected; a run of ill-formed bytes
    /// becomes one `unknown` token.
    mutating func lexNonASCIICode() {
        let start = position
        if let scalar = input.scalar(at: position) {
            if UnicodeClass.isIdentifierStart(scalar.value) {
                position += scalar.length
                skipIdentifierContinuation()
                emit(.identifier, from: start)
            } else if UnicodeClass.isOperatorStart(scalar.value) {
                lexOperator()
            } else {
                report(.unexpectedCharacter, at: start)
                position += scalar.length
                emit(.unknown, from: start)
            }
            return
        }
        report(.invalidUTF8, at: start)
        position += 1
        while position < count && input[position] >= 0x80 && input.utf8SequenceLength(at: position) == 0 {
            position += 1
        }
        emit(.unknown, from: start)
    }
}

import SwiftLexing

/// The parser's position and its stack of open containers.
struct PlistCursor {
    /// An open dictionary or array and what it waits for next.
    struct Frame {
        enum State { case keyOrEnd, equals, value, semicolon, elementOrEnd, commaOrEnd }

        var isDictionary: Bool
        var start: Int
        var state: State
        /// Where this container's entries (or elements) start in `entries` (or `elements`).
        var base: Int
        var key = ""
        var keyRange = 0..<0
        var value: PlistValue?
    }

    let input: UnsafeBufferPointer<UInt8>
    /// The same bytes, kept only to turn offsets into line and column when reporting an error.
    let bytes: [UInt8]
    var position = 0
    var stack: [Frame] = []
    /// The entries of every open dictionary, innermost last, and the elements of every open array:
    /// a closed container takes its part as one array of exactly its size, so no container's
    /// storage grows entry by entry.
    var entries: [PlistEntry] = []
    var elements: [PlistValue] = []

    init(input: UnsafeBufferPointer<UInt8>, bytes: [UInt8]) {
        self.input = input
        self.bytes = bytes
    }

    mutating func parseDocument() throws(PlistError) -> PlistValue {
        try skipTrivia()
        if position == input.count { throw .emptyInput }
        if input[position] == UInt8(ascii: "<"),
            startsWith("<?xml") || startsWith("<!DOCTYPE plist") || startsWith("<plist")
        {
            throw .xmlPropertyList
        }
        while true {
            try skipTrivia()
            guard stack.count > 0 else {
                let value = try parseValue(expected: .value)
                if let value {
                    try skipTrivia()
                    if position < input.count { throw .trailingContent(found: found(), at: location(position)) }
                    return value
                }
                continue
            }
            if let finished = try step(), let value = try deliver(finished) { return value }
        }
    }

    /// Advances the innermost container by one token; returns a value that just finished.
    private mutating func step() throws(PlistError) -> PlistValue? {
        let top = stack.count - 1
        let byte = position < input.count ? input[position] : 0
        switch stack[top].state {
        case .keyOrEnd:
            if byte == UInt8(ascii: "}") { return close() }
            let keyStart = position
            guard let key = try parseString(expected: .keyOrEnd) else {
                throw unexpected(.keyOrEnd)
            }
            stack[top].key = key
            stack[top].keyRange = keyStart..<position
            stack[top].state = .equals
        case .equals:
            guard byte == UInt8(ascii: "=") else { throw unexpected(.equals) }
            position += 1
            stack[top].state = .value
        case .value:
            return try parseValue(expected: .value)
        case .semicolon:
            guard byte == UInt8(ascii: ";"), let value = stack[top].value else { throw unexpected(.semicolon) }
            position += 1
            // Read only the key: copying the whole frame would copy its strings.
            let key = stack[top].key
            let keyRange = stack[top].keyRange
            stack[top].value = nil
            entries.append(
                PlistEntry(key: key, keyRange: keyRange, value: value, range: keyRange.lowerBound..<position))
            stack[top].state = .keyOrEnd
        case .elementOrEnd:
            if byte == UInt8(ascii: ")") { return close() }
            return try parseValue(expected: .value)
        case .commaOrEnd:
            if byte == UInt8(ascii: ")") { return close() }
            guard byte == UInt8(ascii: ",") else { throw unexpected(.commaOrEnd) }
            position += 1
            stack[top].state = .elementOrEnd
        }
        return nil
    }

    /// Hands a finished value to the container around it; returns it when it is the whole document.
    private mutating func deliver(_ value: PlistValue) throws(PlistError) -> PlistValue? {
        guard stack.count > 0 else {
            try skipTrivia()
            if position < input.count { throw .trailingContent(found: found(), at: location(position)) }
            return value
        }
        let top = stack.count - 1
        if stack[top].isDictionary {
            stack[top].value = value
            stack[top].state = .semicolon
        } else {
            elements.append(value)
            stack[top].state = .commaOrEnd
        }
        return nil
    }

    /// Pops the innermost container at its closing bracket.
    private mutating func close() -> PlistValue {
        position += 1
        let frame = stack.removeLast()
        let content: PlistValue.Content
        if frame.isDictionary {
            content = .dictionary(PlistDictionary(entries: Array(entries[frame.base...])))
            entries.removeSubrange(frame.base...)
        } else {
            content = .array(Array(elements[frame.base...]))
            elements.removeSubrange(frame.base...)
        }
        return PlistValue(content: content, range: frame.start..<position)
    }

    /// Starts a value: opens a container (and returns nil) or reads a whole string or data value.
    private mutating func parseValue(expected: PlistError.Expectation) throws(PlistError) -> PlistValue? {
        guard position < input.count else { throw endOfInput(expected) }
        let start = position
        switch input[position] {
        case UInt8(ascii: "{"), UInt8(ascii: "("):
            guard stack.count < PlistParser.maximumDepth else {
                throw .tooDeep(limit: PlistParser.maximumDepth, at: location(position))
            }
            let isDictionary = input[position] == UInt8(ascii: "{")
            position += 1
            stack.append(
                Frame(
                    isDictionary: isDictionary, start: start, state: isDictionary ? .keyOrEnd : .elementOrEnd,
                    base: isDictionary ? entries.count : elements.count))
            return nil
        case UInt8(ascii: "<"):
            // `<` starts data only before hex digits, white space or `>`; `<html>` is no value.
            let next = position + 1 < input.count ? input[position + 1] : 0
            guard Self.hexDigit(next) != nil || next == UInt8(ascii: ">") || next == 0x20 || next == 0x0A else {
                throw unexpected(expected)
            }
            let data = try parseData()
            return PlistValue(content: .data(data), range: start..<position)
        default:
            guard let text = try parseString(expected: expected) else { throw unexpected(expected) }
            return PlistValue(content: .string(text), range: start..<position)
        }
    }
}

extension PlistCursor {
    // MARK: - Errors

    func location(_ offset: Int) -> SourceLocation {
        SourceText(path: "", bytes: bytes).location(of: offset)
    }

    /// The error for finding something other than `expected` at the cursor.
    func unexpected(_ expected: PlistError.Expectation) -> PlistError {
        if position >= input.count { return endOfInput(expected) }
        return .unexpected(expected, found: found(), at: location(position))
    }

    func endOfInput(_ expected: PlistError.Expectation) -> PlistError {
        let open = stack.last
        return .unexpectedEnd(
            expected, container: open.map { $0.isDictionary ? .dictionary : .array },
            openedAt: open.map { location($0.start) }, at: location(input.count))
    }

    /// The character at the cursor, quoted, for messages.
    func found() -> String {
        guard position < input.count else { return "the end of the file" }
        let length = max(1, input.utf8SequenceLength(at: position))
        let end = min(position + length, input.count)
        let text = String(decoding: UnsafeBufferPointer(rebasing: input[position..<end]), as: UTF8.self)
        if text.unicodeScalars.first.map({ $0.value < 0x20 || $0.value == 0x7F }) ?? true {
            return "byte 0x" + String(input[position], radix: 16, uppercase: true)
        }
        return "'" + text + "'"
    }

    func startsWith(_ prefix: StaticString) -> Bool {
        let length = prefix.utf8CodeUnitCount
        guard position + length <= input.count else { return false }
        return prefix.withUTF8Buffer { expected in
            (0..<length).allSatisfy { input[position + $0] == expected[$0] }
        }
    }
}

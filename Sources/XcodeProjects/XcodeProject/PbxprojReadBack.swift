/// The quick half of reading edited `project.pbxproj` bytes back (`XcodeProject.verify`): one pass
/// over the bytes that checks what `XcodeProject.parseObjects` checks — the syntax, a top-level
/// dictionary with an `objects` dictionary and a `rootObject` string, no object ID twice, the root
/// object a `PBXProject` — without building a value tree or a `String` (a full parse of a 1 MB
/// project cost as much as the rest of `add`).
///
/// It accepts only a plain subset of the format, the one Xcode writes: a key with an escape, data
/// (`<…>`), an `objects` key or ID with bytes outside ASCII, a repeated `objects` or `rootObject`
/// key all make it answer false. False only means "not shown": the caller then parses in full,
/// which either succeeds or gives the exact error. True is given only for bytes the full parse
/// accepts.
struct PbxprojReadBack {
    /// What the innermost open container waits for, as in `PlistCursor.Frame.State`.
    private enum State { case keyOrEnd, equals, value, semicolon, elementOrEnd, commaOrEnd }

    private struct Frame {
        var isDictionary: Bool
        var state: State
        /// The key of the entry being read (dictionaries only).
        var key: Range<Int> = 0..<0
    }

    /// An entry of `objects`: its ID and, when its value is a dictionary, its last `isa` string.
    private struct Object {
        var id: Range<Int>
        var isDictionary = false
        var isa: Range<Int>?
    }

    private let input: UnsafeBufferPointer<UInt8>
    private var position = 0
    private var stack: [Frame] = []
    private var objects: [Object] = []
    /// Where `objects` and `rootObject` were found in the top-level dictionary.
    private var objectsSeen = false
    private var objectsIsDictionary = false
    private var rootObject: Range<Int>?
    private var rootObjectSeen = false

    private init(input: UnsafeBufferPointer<UInt8>) {
        self.input = input
    }

    /// Whether `XcodeProject.parseObjects` is sure to accept `bytes` (false: not shown).
    static func accepts(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { input in
            var reader = PbxprojReadBack(input: input)
            return reader.scan() && reader.structureHolds()
        }
    }

    // MARK: - Syntax

    /// The whole document: one dictionary, trivia around it.
    private mutating func scan() -> Bool {
        guard skipTrivia(), position < input.count, input[position] == UInt8(ascii: "{") else { return false }
        objects.reserveCapacity(input.count / 256)
        _ = open()
        while true {
            guard skipTrivia() else { return false }
            if stack.isEmpty {
                // The top-level dictionary closed: only trivia may follow.
                return position == input.count && rootObjectSeen
            }
            guard step() else { return false }
        }
    }

    /// One token of the innermost container.
    private mutating func step() -> Bool {
        let byte = position < input.count ? input[position] : 0
        let top = stack.count - 1
        switch stack[top].state {
        case .keyOrEnd:
            if byte == UInt8(ascii: "}") { return close() }
            let start = position
            guard let plain = skipString(), plain else { return false }
            stack[top].key = start..<position
            stack[top].state = .equals
        case .equals:
            guard byte == UInt8(ascii: "=") else { return false }
            position += 1
            stack[top].state = .value
        case .value, .elementOrEnd:
            if stack[top].state == .elementOrEnd, byte == UInt8(ascii: ")") { return close() }
            return value(in: top)
        case .semicolon:
            guard byte == UInt8(ascii: ";") else { return false }
            position += 1
            stack[top].state = .keyOrEnd
        case .commaOrEnd:
            if byte == UInt8(ascii: ")") { return close() }
            guard byte == UInt8(ascii: ",") else { return false }
            position += 1
            stack[top].state = .elementOrEnd
        }
        return true
    }

    /// A value in container `top`: a container opens, a string is read whole.
    private mutating func value(in top: Int) -> Bool {
        guard position < input.count else { return false }
        let isDictionary = stack[top].isDictionary
        stack[top].state = isDictionary ? .semicolon : .commaOrEnd
        let start = position
        let byte = input[position]
        if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "(") {
            note(containerValue: byte == UInt8(ascii: "{"), in: top)
            return open()
        }
        guard let plain = skipString() else { return false }
        if isDictionary { note(stringValue: start..<position, plain: plain, in: top) }
        return true
    }

    private mutating func open() -> Bool {
        guard stack.count < PlistParser.maximumDepth else { return false }
        let isDictionary = input[position] == UInt8(ascii: "{")
        position += 1
        stack.append(Frame(isDictionary: isDictionary, state: isDictionary ? .keyOrEnd : .elementOrEnd))
        return true
    }

    private mutating func close() -> Bool {
        position += 1
        stack.removeLast()
        return true
    }

    /// Skips a quoted or bare string; nil when none starts here or it is malformed, else whether
    /// its bytes are its text (no escape).
    private mutating func skipString() -> Bool? {
        guard position < input.count else { return nil }
        let quote = input[position]
        guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
            let start = position
            while position < input.count, PlistCursor.isBare(input[position]) { position += 1 }
            return position > start ? true : nil
        }
        position += 1
        var plain = true
        while position < input.count {
            let byte = input[position]
            if byte == quote {
                position += 1
                return plain
            }
            if byte == UInt8(ascii: "\\") {
                plain = false
                // `\U` needs a hexadecimal digit; every other escape stands for something.
                guard position + 1 < input.count else { return nil }
                if input[position + 1] == UInt8(ascii: "U") {
                    guard position + 2 < input.count, PlistCursor.hexDigit(input[position + 2]) != nil else { return nil }
                }
                position += 2
                continue
            }
            position += 1
        }
        return nil
    }

    private mutating func skipTrivia() -> Bool {
        let (end, unterminated) = PlistCursor.endOfTrivia(in: input, from: position, before: input.count)
        position = end
        return unterminated == nil
    }
}

extension PbxprojReadBack {
    // MARK: - Structure

    /// A container value of the entry being read in container `top`.
    private mutating func note(containerValue isDictionary: Bool, in top: Int) {
        guard stack[top].isDictionary else { return }
        switch top {
        case 0 where keyIs("objects", stack[top].key):
            objectsIsDictionary = isDictionary && !objectsSeen
            objectsSeen = true
        case 0 where keyIs("rootObject", stack[top].key):
            rootObject = nil
            rootObjectSeen = true
        case 1 where inObjects:
            objects.append(Object(id: stack[top].key, isDictionary: isDictionary))
        case 2 where inObjects && keyIs("isa", stack[top].key) && stack[1].isDictionary:
            objects[objects.count - 1].isa = 0..<0  // not a string: the object's class reads as ""
        default:
            break
        }
    }

    /// A string value of the entry being read in dictionary `top`.
    private mutating func note(stringValue range: Range<Int>, plain: Bool, in top: Int) {
        switch top {
        case 0 where keyIs("objects", stack[top].key):
            objectsIsDictionary = false
            objectsSeen = true
        case 0 where keyIs("rootObject", stack[top].key):
            // A second `rootObject` (the reader keeps the last) is left to the full parse.
            rootObject = plain && !rootObjectSeen ? range : nil
            rootObjectSeen = true
        case 1 where inObjects:
            objects.append(Object(id: stack[top].key))
        case 2 where inObjects && keyIs("isa", stack[top].key) && stack[1].isDictionary:
            objects[objects.count - 1].isa = plain ? range : 0..<0
        default:
            break
        }
    }

    /// Whether the dictionary at depth 1 is the value of the top-level `objects` key.
    private var inObjects: Bool { stack.count >= 2 && stack[0].isDictionary && keyIs("objects", stack[0].key) }

    /// Whether the (unescaped) key at `range` is `name`.
    private func keyIs(_ name: StaticString, _ range: Range<Int>) -> Bool {
        let text = unquoted(range)
        guard text.count == name.utf8CodeUnitCount else { return false }
        return name.withUTF8Buffer { expected in
            var index = 0
            while index < text.count {
                if input[text.lowerBound + index] != expected[index] { return false }
                index += 1
            }
            return true
        }
    }

    /// A string's text: its bytes without the quotes.
    private func unquoted(_ range: Range<Int>) -> Range<Int> {
        guard let first = range.first, input[first] == UInt8(ascii: "\"") || input[first] == UInt8(ascii: "'") else { return range }
        return (range.lowerBound + 1)..<(range.upperBound - 1)
    }

    /// No ID twice, the root object a dictionary whose `isa` is `PBXProject`.
    private func structureHolds() -> Bool {
        guard objectsSeen, objectsIsDictionary, let rootObject else { return false }
        var seen: Set<[UInt8]> = []
        seen.reserveCapacity(objects.count)
        var root: Object?
        let rootText = unquoted(rootObject)
        for object in objects {
            let id = unquoted(object.id)
            // Bytes are the `String`s the parser makes only for ASCII (Unicode equivalence aside).
            guard id.allSatisfy({ input[$0] < 0x80 }) else { return false }
            let key = Array(input[id])
            guard seen.insert(key).inserted else { return false }
            if id.count == rootText.count, key.elementsEqual(input[rootText]) { root = object }
        }
        guard let root, root.isDictionary, let isa = root.isa else { return false }
        let text = unquoted(isa)
        return Array(input[text]) == Array("PBXProject".utf8)
    }
}

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#endif

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
    private var objects: [Object] = []
    /// Where `objects` and `rootObject` were found in the top-level dictionary.
    private var objectsSeen = false
    private var objectsIsDictionary = false
    private var rootObject: Range<Int>?
    private var rootObjectSeen = false
    /// Whether the container at depth 1 being read is the `objects` dictionary.
    private var inObjects = false

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

    /// The whole document: one dictionary, trivia around it. The innermost container is kept in
    /// `frame`, the ones around it in `outer`.
    private mutating func scan() -> Bool {
        guard skipTrivia(), position < input.count, input[position] == UInt8(ascii: "{") else { return false }
        objects.reserveCapacity(input.count / 256)
        position += 1
        var frame = Frame(isDictionary: true, state: .keyOrEnd)
        var outer: [Frame] = []
        while true {
            guard skipTrivia() else { return false }
            let byte = position < input.count ? input[position] : 0
            switch frame.state {
            case .keyOrEnd:
                if byte == UInt8(ascii: "}") {
                    position += 1
                    guard let enclosing = outer.popLast() else { return finish() }
                    if outer.isEmpty { inObjects = false }
                    frame = enclosing
                    continue
                }
                let start = position
                guard let plain = skipString(), plain else { return false }
                frame.key = start..<position
                frame.state = .equals
            case .equals:
                guard byte == UInt8(ascii: "=") else { return false }
                position += 1
                frame.state = .value
            case .value, .elementOrEnd:
                if frame.state == .elementOrEnd, byte == UInt8(ascii: ")") {
                    position += 1
                    frame = outer.removeLast()  // an array is never the document
                    if outer.isEmpty { inObjects = false }
                    continue
                }
                frame.state = frame.isDictionary ? .semicolon : .commaOrEnd
                if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "(") {
                    guard outer.count + 1 < PlistParser.maximumDepth else { return false }
                    let isDictionary = byte == UInt8(ascii: "{")
                    if frame.isDictionary { note(containerValue: isDictionary, depth: outer.count, key: frame.key) }
                    position += 1
                    outer.append(frame)
                    frame = Frame(isDictionary: isDictionary, state: isDictionary ? .keyOrEnd : .elementOrEnd)
                    continue
                }
                let start = position
                guard let plain = skipString() else { return false }
                if frame.isDictionary {
                    note(stringValue: start..<position, plain: plain, depth: outer.count, key: frame.key)
                }
            case .semicolon:
                guard byte == UInt8(ascii: ";") else { return false }
                position += 1
                frame.state = .keyOrEnd
            case .commaOrEnd:
                if byte == UInt8(ascii: ")") {
                    position += 1
                    frame = outer.removeLast()
                    if outer.isEmpty { inObjects = false }
                    continue
                }
                guard byte == UInt8(ascii: ",") else { return false }
                position += 1
                frame.state = .elementOrEnd
            }
        }
    }

    /// After the top-level dictionary: only trivia may follow.
    private mutating func finish() -> Bool {
        skipTrivia() && position == input.count && rootObjectSeen
    }

    /// Skips a quoted or bare string; nil when none starts here or it is malformed, else whether
    /// its bytes are its text (no escape).
    private mutating func skipString() -> Bool? {
        guard position < input.count else { return nil }
        let quote = input[position]
        guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
            let start = position
            position = PlistCursor.endOfBare(in: input, from: start)
            return position > start ? true : nil
        }
        position += 1
        if let end = PlistCursor.plainQuotedEnd(in: input, from: position, quote: quote) {
            position = end + 1
            return true
        }
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
                    guard position + 2 < input.count, PlistCursor.hexDigit(input[position + 2]) != nil else {
                        return nil
                    }
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

    /// A container value of the entry `key` of a dictionary at `depth`.
    private mutating func note(containerValue isDictionary: Bool, depth: Int, key: Range<Int>) {
        switch depth {
        case 0 where keyIs("objects", key):
            objectsIsDictionary = isDictionary && !objectsSeen
            inObjects = objectsIsDictionary
            objectsSeen = true
        case 0 where keyIs("rootObject", key):
            rootObject = nil
            rootObjectSeen = true
        case 1 where inObjects:
            objects.append(Object(id: key, isDictionary: isDictionary))
        case 2 where inObjects && keyIs("isa", key):
            objects[objects.count - 1].isa = 0..<0  // not a string: the object's class reads as ""
        default:
            break
        }
    }

    /// A string value of the entry `key` of a dictionary at `depth`.
    private mutating func note(stringValue range: Range<Int>, plain: Bool, depth: Int, key: Range<Int>) {
        switch depth {
        case 0 where keyIs("objects", key):
            objectsIsDictionary = false
            objectsSeen = true
        case 0 where keyIs("rootObject", key):
            // A second `rootObject` (the reader keeps the last) is left to the full parse.
            rootObject = plain && !rootObjectSeen ? range : nil
            rootObjectSeen = true
        case 1 where inObjects:
            objects.append(Object(id: key))
        case 2 where inObjects && keyIs("isa", key):
            objects[objects.count - 1].isa = plain ? range : 0..<0
        default:
            break
        }
    }

    /// Whether the (unescaped) key at `range` is `name`.
    private func keyIs(_ name: StaticString, _ range: Range<Int>) -> Bool {
        guard range.count == name.utf8CodeUnitCount || range.count == name.utf8CodeUnitCount + 2 else { return false }
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
        guard let first = range.first, input[first] == UInt8(ascii: "\"") || input[first] == UInt8(ascii: "'") else {
            return range
        }
        return (range.lowerBound + 1)..<(range.upperBound - 1)
    }

    /// No ID twice, the root object a dictionary whose `isa` is `PBXProject`.
    private func structureHolds() -> Bool {
        guard objectsSeen, objectsIsDictionary, let rootObject else { return false }
        let rootText = unquoted(rootObject)
        // IDs are compared by an FNV-1a hash of their bytes, sorted; equal hashes by their bytes.
        var hashes: [(hash: UInt64, index: Int)] = []
        hashes.reserveCapacity(objects.count)
        var root: Object?
        for (index, object) in objects.enumerated() {
            let id = unquoted(object.id)
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for offset in id {
                let byte = input[offset]
                // Bytes are the `String`s the parser makes only for ASCII (Unicode equivalence aside).
                guard byte < 0x80 else { return false }
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
            hashes.append((hash, index))
            if id.count == rootText.count, same(id, rootText) { root = object }
        }
        hashes.sort { $0.hash < $1.hash }
        for index in hashes.indices.dropFirst() where hashes[index].hash == hashes[index - 1].hash {
            if same(unquoted(objects[hashes[index].index].id), unquoted(objects[hashes[index - 1].index].id)) {
                return false
            }
        }
        guard let root, root.isDictionary, let isa = root.isa else { return false }
        return keyIs("PBXProject", isa)
    }

    /// Whether two ranges of the input hold the same bytes.
    private func same(_ first: Range<Int>, _ second: Range<Int>) -> Bool {
        first.count == second.count
            && memcmp(input.baseAddress! + first.lowerBound, input.baseAddress! + second.lowerBound, first.count) == 0
    }
}

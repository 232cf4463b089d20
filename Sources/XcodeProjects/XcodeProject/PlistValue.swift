/// One value of an old-style (OpenStep) property list, such as `project.pbxproj`, with the byte range
/// it was read from so an edit can splice the file's bytes instead of rewriting it.
public struct PlistValue: Sendable {
    /// What the value holds.
    public enum Content: Sendable {
        /// A quoted or bare string, escapes decoded.
        case string(String)
        /// `<0fbd77 …>` hexadecimal data.
        case data([UInt8])
        /// `( a, b, )`.
        case array([PlistValue])
        /// `{ key = value; … }`.
        case dictionary(PlistDictionary)
    }

    /// What the value holds.
    public var content: Content
    /// The value's bytes: a string with its quotes, a container from its opening to its closing
    /// bracket inclusive. Comments around the value are not part of it.
    public var range: Range<Int>

    /// A value read from `range` of a file.
    public init(content: Content, range: Range<Int>) {
        self.content = content
        self.range = range
    }

    /// The string, if the value is one.
    public var string: String? {
        if case .string(let text) = content { return text }
        return nil
    }

    /// The elements, if the value is an array.
    public var array: [PlistValue]? {
        if case .array(let elements) = content { return elements }
        return nil
    }

    /// The dictionary, if the value is one.
    public var dictionary: PlistDictionary? {
        if case .dictionary(let dictionary) = content { return dictionary }
        return nil
    }

    /// The strings of an array value (non-strings skipped), or the string itself as a one-element
    /// list, or nothing.
    public var strings: [String] {
        switch content {
        case .string(let text): [text]
        case .array(let elements): elements.compactMap(\.string)
        case .data, .dictionary: []
        }
    }
}

/// `key = value;` inside a dictionary.
public struct PlistEntry: Sendable {
    /// The key, quotes removed and escapes decoded.
    public var key: String
    /// The key's bytes, quotes included.
    public var keyRange: Range<Int>
    /// The value after `=`.
    public var value: PlistValue
    /// From the key's first byte to the `;` inclusive.
    public var range: Range<Int>

    /// An entry read from `range` of a file.
    public init(key: String, keyRange: Range<Int>, value: PlistValue, range: Range<Int>) {
        self.key = key
        self.keyRange = keyRange
        self.value = value
        self.range = range
    }
}

/// A dictionary that keeps its entries in file order and finds them by key.
public struct PlistDictionary: Sendable {
    /// The entries as written. A repeated key appears each time it was written.
    public private(set) var entries: [PlistEntry] = []
    /// The index of each key's last entry (the one a property list reader keeps).
    private var indexByKey: [String: Int] = [:]

    /// A dictionary of `entries`, in order.
    public init(entries: [PlistEntry] = []) {
        for entry in entries { append(entry) }
    }

    mutating func append(_ entry: PlistEntry) {
        indexByKey[entry.key] = entries.count
        entries.append(entry)
    }

    /// The keys in file order, each once.
    public var keys: [String] {
        entries.enumerated().filter { indexByKey[$0.element.key] == $0.offset }.map(\.element.key)
    }

    /// The number of distinct keys.
    public var count: Int { indexByKey.count }

    /// The entry for `key`, if any.
    public func entry(_ key: String) -> PlistEntry? {
        indexByKey[key].map { entries[$0] }
    }

    /// The value for `key`, if any.
    public subscript(key: String) -> PlistValue? {
        entry(key)?.value
    }

    /// The string value for `key`, if there is one and it is a string.
    public func string(_ key: String) -> String? {
        self[key]?.string
    }
}

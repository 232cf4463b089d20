/// One value of an old-style (OpenStep) property list, such as `project.pbxproj`, with the byte range
/// it was read from so an edit can splice the file's bytes instead of rewriting it.
package struct PlistValue: Sendable {
    /// What the value holds.
    package enum Content: Sendable {
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
    package var content: Content
    /// The value's bytes: a string with its quotes, a container from its opening to its closing
    /// bracket inclusive. Comments around the value are not part of it.
    package var range: Range<Int>

    /// A value read from `range` of a file.
    package init(content: Content, range: Range<Int>) {
        self.content = content
        self.range = range
    }

    /// The string, if the value is one.
    package var string: String? {
        if case .string(let text) = content { return text }
        return nil
    }

    /// The elements, if the value is an array.
    package var array: [PlistValue]? {
        if case .array(let elements) = content { return elements }
        return nil
    }

    /// The dictionary, if the value is one.
    package var dictionary: PlistDictionary? {
        if case .dictionary(let dictionary) = content { return dictionary }
        return nil
    }

    /// The strings of an array value (non-strings skipped), or the string itself as a one-element
    /// list, or nothing.
    package var strings: [String] {
        switch content {
        case .string(let text): [text]
        case .array(let elements): elements.compactMap(\.string)
        case .data, .dictionary: []
        }
    }
}

/// `key = value;` inside a dictionary.
package struct PlistEntry: Sendable {
    /// The key, quotes removed and escapes decoded.
    package var key: String
    /// The key's bytes, quotes included.
    package var keyRange: Range<Int>
    /// The value after `=`.
    package var value: PlistValue
    /// From the key's first byte to the `;` inclusive.
    package var range: Range<Int>

    /// An entry read from `range` of a file.
    package init(key: String, keyRange: Range<Int>, value: PlistValue, range: Range<Int>) {
        self.key = key
        self.keyRange = keyRange
        self.value = value
        self.range = range
    }
}

/// A dictionary that keeps its entries in file order and finds them by key.
///
/// Nearly every dictionary of a project is an object of a handful of fields, looked up a few
/// times: those are searched from the end without hashing. A key table is built only once a
/// dictionary grows past `linearLimit` entries (`objects`, large `buildSettings`). Hashing every
/// key of a 1 MB project cost more than reading its bytes.
package struct PlistDictionary: Sendable {
    /// The entries as written. A repeated key appears each time it was written.
    package private(set) var entries: [PlistEntry] = []
    /// The index of each key's last entry (the one a property list reader keeps), once there are
    /// more than `linearLimit` entries.
    private var indexByKey: [String: Int]?

    /// The most entries searched one by one.
    static let linearLimit = 16

    /// A dictionary of `entries`, in order.
    package init(entries: [PlistEntry] = []) {
        self.entries = entries
        if entries.count > Self.linearLimit { indexByKey = Self.table(of: entries) }
    }

    /// Each key's last index.
    private static func table(of entries: [PlistEntry]) -> [String: Int] {
        var table: [String: Int] = [:]
        table.reserveCapacity(entries.count)
        for (offset, entry) in entries.enumerated() { table[entry.key] = offset }
        return table
    }

    mutating func append(_ entry: PlistEntry) {
        entries.append(entry)
        if indexByKey != nil {
            indexByKey![entry.key] = entries.count - 1
        } else if entries.count > Self.linearLimit {
            indexByKey = Self.table(of: entries)
        }
    }

    /// The index of `key`'s last entry.
    private func index(of key: String) -> Int? {
        if let indexByKey { return indexByKey[key] }
        // Keys of another length are passed over without a string comparison (most are).
        let length = key.utf8.count
        var index = entries.count - 1
        while index >= 0 {
            if entries[index].key.utf8.count == length, entries[index].key == key { return index }
            index -= 1
        }
        return nil
    }

    /// The keys in file order, each once.
    package var keys: [String] {
        entries.enumerated().filter { index(of: $0.element.key) == $0.offset }.map(\.element.key)
    }

    /// The number of distinct keys.
    package var count: Int { indexByKey?.count ?? keys.count }

    /// The entry for `key`, if any.
    package func entry(_ key: String) -> PlistEntry? {
        index(of: key).map { entries[$0] }
    }

    /// The value for `key`, if any.
    package subscript(key: String) -> PlistValue? {
        entry(key)?.value
    }

    /// The string value for `key`, if there is one and it is a string.
    package func string(_ key: String) -> String? {
        self[key]?.string
    }
}

/// Where a value starts: its file and line.
package struct YAMLMark: Sendable, Equatable {
    package var file: String
    package var line: Int
}

/// A value of the YAML subset project specs use (see `YAMLSubset`), with where it starts.
package indirect enum YAMLNode: Sendable, Equatable {
    case scalar(String, at: YAMLMark)
    case sequence([YAMLNode], at: YAMLMark)
    /// Keys in the order written.
    case mapping([(key: String, value: YAMLNode)], at: YAMLMark)

    package static func == (left: YAMLNode, right: YAMLNode) -> Bool {
        switch (left, right) {
        case (.scalar(let a, let l), .scalar(let b, let m)): a == b && l == m
        case (.sequence(let a, let l), .sequence(let b, let m)): a == b && l == m
        case (.mapping(let a, let l), .mapping(let b, let m)):
            l == m && a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    /// Where the value starts.
    package var mark: YAMLMark {
        switch self {
        case .scalar(_, let mark), .sequence(_, let mark), .mapping(_, let mark): mark
        }
    }

    package var line: Int { mark.line }

    /// The text of a scalar.
    package var string: String? {
        if case .scalar(let text, _) = self { return text }
        return nil
    }

    /// The items of a sequence; a scalar is a sequence of itself (specs write `sources: App` for `[App]`).
    package var items: [YAMLNode] {
        switch self {
        case .sequence(let items, _): items
        case .scalar: [self]
        case .mapping: []
        }
    }

    /// The entries of a mapping.
    package var entries: [(key: String, value: YAMLNode)] {
        if case .mapping(let entries, _) = self { return entries }
        return []
    }

    /// The value of `key` in a mapping (the last one written).
    package subscript(key: String) -> YAMLNode? {
        entries.last { $0.key == key }?.value
    }

    /// `self` with `other` laid over it, as XcodeGen merges included specs and target templates:
    /// mappings key by key (recursively), sequences joined (`other`'s items after `self`'s),
    /// anything else replaced by `other`; a key written `KEY:REPLACE` replaces `KEY`'s value whole.
    package func merged(with other: YAMLNode) -> YAMLNode {
        if case .sequence(let mine, let mark) = self, case .sequence(let theirs, _) = other {
            return .sequence(mine + theirs, at: mark)
        }
        guard case .mapping(var mine, let mark) = self, case .mapping(let theirs, _) = other else { return other }
        for (written, value) in theirs {
            let replaces = written.hasSuffix(Self.replaceSuffix)
            let key = replaces ? String(written.dropLast(Self.replaceSuffix.count)) : written
            if let index = mine.firstIndex(where: { $0.key == key }) {
                mine[index].value = replaces ? value : mine[index].value.merged(with: value)
            } else {
                mine.append((key, value))
            }
        }
        return .mapping(mine, at: mark)
    }

    /// The suffix that makes a key replace the value it merges over instead of joining it.
    static let replaceSuffix = ":REPLACE"
}

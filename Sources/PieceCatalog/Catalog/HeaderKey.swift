import PiecesSupport

/// A key a piece header may hold, with the kind of value it takes.
package enum HeaderKey: String, CaseIterable, Sendable {
    case title, description, category, minIOS, platforms, version, level, tags, license, resources, dependencies, author

    /// What a key's value must be.
    package enum Kind: Sendable {
        /// One scalar.
        case text
        /// An iOS version: `17`, `17.0`, `17.0.1`.
        case platformVersion
        /// A semantic version, `1.2.0`.
        case semanticVersion
        /// One of `HeaderKey.levels`.
        case level
        /// A flow list, `[a, b]`.
        case list

        static let textName = "a text"
        static let listName = "a list like [a, b]"
    }

    /// The upstream `swiftpieces` name of `minIOS`.
    static let upstreamMinIOS = "minIOSVersion"

    /// The values `level` may take.
    package static let levels = ["beginner", "intermediate", "advanced"]

    /// The key written as `name`, upstream spellings included.
    package static func named(_ name: String) -> HeaderKey? {
        name == upstreamMinIOS ? .minIOS : HeaderKey(rawValue: name)
    }

    /// Every spelling a header may use, for did-you-mean suggestions.
    static var spellings: [String] { allCases.map(\.rawValue) + [upstreamMinIOS] }

    package var kind: Kind {
        switch self {
        case .title, .description, .category, .license, .author: .text
        case .minIOS: .platformVersion
        case .version: .semanticVersion
        case .level: .level
        case .tags, .resources, .dependencies, .platforms: .list
        }
    }

    /// Keys every piece must have.
    package var isRequired: Bool {
        switch self {
        case .title, .description, .category, .minIOS, .version: true
        default: false
        }
    }

    /// Whether `value` is valid for a key of this kind (lists and scalars are told apart earlier).
    func accepts(_ value: String) -> Bool {
        switch kind {
        case .text, .list: true
        case .platformVersion: SemanticVersion.isPlatformVersion(value)
        case .semanticVersion: SemanticVersion.isValid(value)
        case .level: Self.levels.contains(value)
        }
    }
}

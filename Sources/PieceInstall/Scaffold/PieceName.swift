/// A new piece's name and category, checked: the name becomes the main type and the file name, the
/// category the folder under `pieces/`.
package struct PieceName: Sendable, Equatable {
    /// `GlowCard`.
    package let name: String
    /// `cards`.
    package let category: String

    /// Names that are Swift keywords or would shadow what every piece relies on.
    static let reserved: Set<String> = ["Self", "Any", "Type", "Protocol", "View", "PieceMotion"]

    /// Checks `name` (an UpperCamelCase Swift identifier: ASCII letters and digits, starting with a
    /// capital) and `category` (`[a-z][a-z0-9-]*`).
    package init(name: String, category: String) throws(ScaffoldError) {
        guard Self.isTypeName(name) else { throw .invalidName(name) }
        guard Self.isCategory(category) else { throw .invalidCategory(category) }
        self.name = name
        self.category = category
    }

    /// A name known to be valid (the scaffolds' own constants).
    init(checkedName name: String, category: String) {
        assert(Self.isTypeName(name) && Self.isCategory(category))
        self.name = name
        self.category = category
    }

    /// `Glow Card` for `GlowCard`, `HTTP Button` for `HTTPButton`, `Level 2 Meter` for
    /// `Level2Meter`, `Card 3D` for `Card3D`: the header's title.
    package var title: String { Self.words(of: name).joined(separator: " ") }

    /// Where the piece goes, relative to the registry's root.
    package var relativePath: String { "pieces/\(category)/\(name).swift" }

    static func isTypeName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy(isAlphanumeric) && !reserved.contains(name)
    }

    static func isCategory(_ category: String) -> Bool {
        guard let first = category.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return category.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }

    /// Splits an UpperCamelCase name where a reader hears a new word: before a capital that follows
    /// a lowercase letter, before the last capital of an acronym that starts a word, and around a
    /// run of digits (a capital right after digits stays with them unless a word follows it).
    static func words(of name: String) -> [String] {
        let characters = Array(name.unicodeScalars)
        var words: [String] = []
        var current = String.UnicodeScalarView()
        for (index, character) in characters.enumerated() {
            if index > 0, startsWord(at: index, in: characters) {
                words.append(String(current))
                current = String.UnicodeScalarView()
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(String(current)) }
        return words
    }

    private static func startsWord(at index: Int, in characters: [Unicode.Scalar]) -> Bool {
        let previous = characters[index - 1]
        let character = characters[index]
        let next = index + 1 < characters.count ? characters[index + 1] : nil
        let nextIsLower = next.map(isLower) ?? false
        if isDigit(character) { return !isDigit(previous) }
        guard isUpper(character) else { return false }
        if isLower(previous) { return true }
        if isUpper(previous) || isDigit(previous) { return nextIsLower }
        return false
    }

    private static func isUpper(_ scalar: Unicode.Scalar) -> Bool { ("A"..."Z").contains(scalar) }
    private static func isLower(_ scalar: Unicode.Scalar) -> Bool { ("a"..."z").contains(scalar) }
    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
    private static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        isUpper(scalar) || isLower(scalar) || isDigit(scalar)
    }
}

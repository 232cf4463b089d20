/// What the lexer's main loop does with a byte that starts a token in code. A 256-entry table of
/// these turns the dispatch into one load and one jump-table branch, the same for every byte
/// (a `switch` over byte ranges compiles to a chain of comparisons that punctuation went through).
enum CodeAction: UInt8 {
    /// Everything `lexCodeToken` handles alone: strings, `#`, backticks, non-ASCII, controls, ….
    case other
    /// A space or tab (vertical tabs and form feeds are `other`: rare, same token).
    case space
    case lineFeed
    /// An ASCII letter or `_`.
    case name
    case digit
    case leftParen, rightParen, leftBrace, rightBrace, leftSquare, rightSquare
    case comma, colon, semicolon, backslash
    case period
    /// `/`: a comment, a regex literal or an operator.
    case slash
    /// `@`: an attribute.
    case at
    /// `$`: `$0`, `$name`.
    case dollar
    /// An ASCII operator character other than `/` and `.`.
    case plainOperator

    /// The table, indexed by byte value.
    static let table: [CodeAction] = makeTable()

    private static func makeTable() -> [CodeAction] {
        var table = [CodeAction](repeating: .other, count: 256)
        func set(_ action: CodeAction, _ bytes: some Sequence<UInt8>) {
            for byte in bytes { table[Int(byte)] = action }
        }
        set(.space, [0x20, 0x09])
        set(.lineFeed, [0x0A])
        set(.name, Array(UInt8(ascii: "a")...UInt8(ascii: "z")) + Array(UInt8(ascii: "A")...UInt8(ascii: "Z")))
        set(.name, [UInt8(ascii: "_")])
        set(.digit, UInt8(ascii: "0")...UInt8(ascii: "9"))
        let punctuation: [(Character, CodeAction)] = [
            ("(", .leftParen), (")", .rightParen), ("{", .leftBrace), ("}", .rightBrace), ("[", .leftSquare),
            ("]", .rightSquare), (",", .comma), (":", .colon), (";", .semicolon), ("\\", .backslash), (".", .period),
            ("/", .slash), ("@", .at), ("$", .dollar)
        ]
        for (character, action) in punctuation { set(action, [character.asciiValue!]) }
        set(.plainOperator, "=-+!*%<>&|^~?".utf8)
        return table
    }
}

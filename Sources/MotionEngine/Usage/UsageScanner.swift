import PiecesSupport
import SwiftLexing

/// Finds the provided names a run of significant tokens uses. Only code tokens count: comments and
/// string text are never identifiers, so a word in either never pulls a section in.
struct UsageScanner {
    /// How the call after a name looks: argument labels and trailing closures.
    private struct CallShape {
        var hasParentheses = false
        var labels: [String?] = []
        var trailingClosures = 0
    }

    private static let declarationKeywords: Set<String> = [
        "func", "var", "let", "case", "struct", "enum", "class", "actor", "protocol", "typealias"
    ]

    let index: NameIndex
    let source: SourceText
    let tokens: [Token]
    /// In a foundation section, code inside a type or extension body reaches that type's members
    /// without a receiver (implicit `self`). Pieces never extend foundation types, so for them this
    /// stays empty.
    var typeBodies: [TypeBody] = []
    /// Names declared locally, which shadow members of the same name.
    var localNames: Set<String> = []

    /// The uses, in token order, and the `PieceMotion.x` names nothing provides.
    func scan() -> (uses: [NameUse], unknown: [UnknownName]) {
        var uses: [NameUse] = []
        var unknown: [UnknownName] = []
        var namedRoots = Set<String>()
        source.bytes.withUnsafeBufferPointer { bytes in
            for position in tokens.indices {
                let token = tokens[position]
                // Matched as patterns: this runs for every token of every piece.
                switch token.kind {
                case .identifier, .backtickIdentifier: break
                default: continue
                }
                var isMember = false
                if position > 0, case .period = tokens[position - 1].kind { isMember = true }
                guard let candidates = index.candidates(for: token, in: bytes) else {
                    if isMember, let missing = unknownMember(at: position, in: bytes) { unknown.append(missing) }
                    continue
                }
                if !isMember, position > 0, tokens[position - 1].kind == .identifier,
                    Self.declarationKeywords.contains(source.text(tokens[position - 1]))
                {
                    continue
                }
                if !isMember, isArgumentLabel(at: position) { continue }
                let shape = callShape(after: position)
                var matched = false
                for candidate in candidates
                where matches(index.entries[candidate].name, isMember: isMember, shape: shape, at: position) {
                    uses.append(NameUse(entry: candidate, token: token))
                    matched = true
                    if !isMember, index.entries[candidate].name.owner == nil {
                        namedRoots.insert(index.entries[candidate].name.name)
                    }
                }
                for body in typeBodies where body.tokens.contains(position) { namedRoots.insert(body.root) }
                if !matched, isMember, let missing = unknownMember(at: position, in: bytes) { unknown.append(missing) }
            }
        }
        let gated = uses.filter { use in
            let entry = index.entries[use.entry]
            return entry.name.owner == nil || !index.roots.contains(entry.root) || namedRoots.contains(entry.root)
        }
        return (gated, unknown)
    }

    private func matches(_ name: ProvidedName, isMember: Bool, shape: CallShape, at position: Int) -> Bool {
        if !isMember {
            let reachable =
                name.owner == nil
                || (!localNames.contains(name.name)
                    && typeBodies.contains { body in
                        body.tokens.contains(position)
                            && (body.owner == name.owner || name.owner.map { body.owner.hasPrefix($0 + ".") } == true)
                    })
            guard reachable else { return false }
        } else if name.owner == nil {
            return false
        }
        switch name.kind {
        case .type: return true
        case .enumCase: return true
        case .property: return !shape.hasParentheses
        case .function: return name.accepts(labels: shape.labels, trailingClosures: shape.trailingClosures)
        }
    }

    /// Reads `(label: x, y)` and trailing closures `{ … } other: { … }` after the name at `position`.
    private func callShape(after position: Int) -> CallShape {
        var shape = CallShape()
        var cursor = position + 1
        if cursor < tokens.count, tokens[cursor].kind == .leftParen {
            shape.hasParentheses = true
            let close = tokens.closingIndex(of: cursor)
            shape.labels = argumentLabels(from: cursor + 1, to: close)
            cursor = close + 1
        }
        while cursor < tokens.count, tokens[cursor].kind == .leftBrace {
            shape.trailingClosures += 1
            cursor = tokens.closingIndex(of: cursor) + 1
            guard cursor + 2 < tokens.count, tokens[cursor].kind == .identifier,
                tokens[cursor + 1].kind == .colon, tokens[cursor + 2].kind == .leftBrace
            else { break }
            cursor += 2
        }
        return shape
    }

    private func argumentLabels(from start: Int, to end: Int) -> [String?] {
        guard start < end else { return [] }
        var labels: [String?] = []
        var segmentStart = start
        var depth = 0
        var cursor = start
        while cursor <= end {
            let kind = tokens[cursor].kind
            if cursor == end || (depth == 0 && kind == .comma) {
                let labelled =
                    segmentStart + 1 < cursor
                    && (tokens[segmentStart].kind == .identifier || tokens[segmentStart].kind == .backtickIdentifier)
                    && tokens[segmentStart + 1].kind == .colon
                labels.append(labelled ? source.text(tokens[segmentStart]) : nil)
                segmentStart = cursor + 1
            } else {
                switch kind {
                case .leftParen, .leftSquare, .leftBrace, .interpolationStart: depth += 1
                case .rightParen, .rightSquare, .rightBrace, .interpolationEnd: depth -= 1
                default: break
                }
            }
            cursor += 1
        }
        return labels
    }

    /// `Root.name` with `Root` a foundation type, or `.pieceName`, that matched nothing. Most member
    /// accesses (`.frame`, `.padding`) are neither, which the byte checks settle without a `String`.
    private func unknownMember(at position: Int, in bytes: UnsafeBufferPointer<UInt8>) -> UnknownName? {
        var owner: String?
        if position >= 2, tokens[position - 2].kind == .identifier,
            position < 3 || tokens[position - 3].kind != .period,
            let receiver = index.candidates(for: tokens[position - 2], in: bytes)?.first(where: {
                index.entries[$0].name.owner == nil && index.entries[$0].name.kind == .type
            })
        {
            owner = index.entries[receiver].name.name
        }
        guard owner != nil || Self.looksLikeFoundationMember(tokens[position], in: bytes) else { return nil }
        let name = source.text(tokens[position])
        guard !["self", "init", "Type", "Protocol"].contains(name) else { return nil }
        let shape = callShape(after: position)
        let labels = shape.hasParentheses ? "(" + shape.labels.map { ($0 ?? "_") + ":" }.joined() + ")" : ""
        let written = (owner.map { "\($0)." } ?? ".") + name + labels
        let pool = owner.flatMap { index.membersByOwner[$0] } ?? index.entries.map(\.name).filter { $0.owner != nil }
        let sameName = pool.first { $0.name == name }
        let suggestion =
            sameName
            ?? EditDistance.suggestion(for: name, among: pool.map(\.name)).flatMap { word in
                pool.first { $0.name == word }
            }
        return UnknownName(token: tokens[position], written: written, suggestion: suggestion?.description)
    }

    /// `duration` in `Spring(duration: 0.3)` or `f(a, duration: 1)`: a label, not a use.
    private func isArgumentLabel(at position: Int) -> Bool {
        guard position > 0, position + 1 < tokens.count, tokens[position + 1].kind == .colon else { return false }
        let before = tokens[position - 1].kind
        return before == .leftParen || before == .comma
    }

    private static let memberPrefix = Array("piece".utf8)

    /// `piecePop`, `pieceStretch`: the foundation's prefix for members of SwiftUI's types.
    private static func looksLikeFoundationMember(_ token: Token, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = Int(token.start)
        guard token.length > memberPrefix.count, bytes[start..<(start + memberPrefix.count)].elementsEqual(memberPrefix)
        else { return false }
        let next = bytes[start + memberPrefix.count]
        return next >= UInt8(ascii: "A") && next <= UInt8(ascii: "Z")
    }
}

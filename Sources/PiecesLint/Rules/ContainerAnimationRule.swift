/// `container-animation`: `.animation(_:value:)` on a container whose content changes too.
struct ContainerAnimationRule: LintCheck {
    let rule = LintRule(
        id: "container-animation",
        message: ".animation(_:value:) on a container animates everything inside it that changes in the same update",
        reason:
            """
            An animation attached to a whole stack or list also animates its content's own changes (text, images, \
            layout); scope the animation to the properties it is for.
            """,
        fix:
            """
            use animation(_:body:) around just the modifiers that should animate, or move .animation onto the view \
            that changes
            """
    )

    private static let containers: Set<String> = [
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid",
        "Group", "List", "ScrollView", "ForEach", "Form", "Section"
    ]

    func findings(in file: LintSource, gestures: GestureHandlers) -> [Int] {
        file.indices.filter { index in
            guard file.isMember(index - 1, "animation"), file.isKind(index + 1, .leftParen),
                let value = file.argument("value", inCallAt: index + 1),
                let root = root(ofChainBefore: index - 1, in: file),
                Self.containers.contains(file.text(root))
            else { return false }
            return !drivesInsertion(value, container: root, in: file)
        }
    }

    /// The index of the name that starts the expression `.animation` is applied to: `VStack` in
    /// `VStack { … }.padding().animation(…)`.
    private func root(ofChainBefore period: Int, in file: LintSource) -> Int? {
        var cursor = period - 1
        while cursor >= 0 {
            switch file.tokens[cursor].kind {
            case .rightParen, .rightBrace, .rightSquare:
                cursor = file.opening(cursor) - 1
            case .identifier:
                guard file.isKind(cursor - 1, .period) else { return cursor }
                cursor -= 2
            case .period:
                cursor -= 1
            default:
                return nil
            }
        }
        return nil
    }

    /// Whether the animated value is what an `if`, `switch` or `ForEach` directly in the container's
    /// content decides on (`if shown`, `if let item` for `item == nil`, `switch model.state`,
    /// `ForEach(rows)` for `rows.count`): then the animation moves that content in and out (its
    /// transition), which is its job.
    private func drivesInsertion(_ value: Range<Int>, container: Int, in file: LintSource) -> Bool {
        var open = container + 1
        if file.isKind(open, .leftParen) { open = file.closing(open) + 1 }
        guard file.isKind(open, .leftBrace) else { return false }
        let wanted = subject(of: value.map(file.text))
        guard !wanted.isEmpty else { return false }
        return file.inside(open).contains { index in
            let skip: Int
            if file.isWord(index, "if") || file.isWord(index, "switch") {
                skip = file.isWord(index + 1, "!") || file.isWord(index + 1, "let") ? 2 : 1
            } else if file.isWord(index, "ForEach"), file.isKind(index + 1, .leftParen) {
                skip = 2
            } else {
                return false
            }
            let candidate = (index + skip)..<(index + skip + wanted.count)
            return candidate.upperBound <= file.tokens.count && candidate.map(file.text) == wanted
        }
    }

    /// The value's tokens without a trailing `== nil`, `!= nil`, `.count`, `.isEmpty` or
    /// `.isNotEmpty`: what an `if let` or a `ForEach` would name.
    private func subject(of words: [String]) -> [String] {
        var words = words
        if words.count > 2, words.last == "nil", ["==", "!="].contains(words[words.count - 2]) { words.removeLast(2) }
        if words.count > 2, words[words.count - 2] == ".", ["count", "isEmpty", "isNotEmpty"].contains(words.last) {
            words.removeLast(2)
        }
        return words
    }
}

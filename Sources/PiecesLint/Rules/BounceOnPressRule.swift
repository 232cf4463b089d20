/// `bounce-on-press`: a bouncy animation tied to a pressed or touching state.
struct BounceOnPressRule: LintCheck {
    let rule = LintRule(
        id: "bounce-on-press",
        message: "a bouncy animation drives a press",
        reason:
            """
            Bounce belongs to releases, landings and outcomes, never to the press itself: a press that overshoots \
            under the finger reads as a glitch.
            """,
        fix: "press in on a spring without bounce (the foundation's press role) and keep the bounce for the release")

    func findings(in file: LintSource, gestures: GestureHandlers) -> [Int] {
        var hits: [Int] = []
        for index in file.indices where file.isKind(index + 1, .leftParen) {
            let open = index + 1
            if file.isMember(index - 1, "animation"), let animation = file.firstUnlabelledArgument(inCallAt: open),
                let value = file.argument("value", inCallAt: open),
                isBouncy(pressedBranch(of: animation, in: file), in: file), mentionsPress(value, in: file)
            {
                hits.append(index)
            } else if file.isWord(index, "withAnimation"), let animation = file.firstUnlabelledArgument(inCallAt: open),
                isBouncy(animation, in: file), file.isKind(file.closing(open) + 1, .leftBrace),
                file.assignedNames(in: file.inside(file.closing(open) + 1)).contains(where: Self.isPressName)
            {
                hits.append(index)
            }
        }
        return hits
    }

    /// The part of `pressed ? a : b` that runs while pressed (`a`; `b` for `!pressed ? a : b`); the
    /// whole expression when it is no such choice. Bounce on the release branch is what the guide wants.
    private func pressedBranch(of range: Range<Int>, in file: LintSource) -> Range<Int> {
        var question: Int?
        var colon: Int?
        var cursor = range.lowerBound
        while cursor < range.upperBound {
            if [.leftParen, .leftSquare, .leftBrace].contains(file.tokens[cursor].kind) {
                cursor = file.closing(cursor)
            } else if file.isWord(cursor, "?"), question == nil {
                question = cursor
            } else if file.isKind(cursor, .colon), question != nil {
                colon = cursor
                break
            }
            cursor += 1
        }
        guard let question, let colon, mentionsPress(range.lowerBound..<question, in: file) else { return range }
        let negated = file.isWord(range.lowerBound, "!")
        return negated ? (colon + 1)..<range.upperBound : (question + 1)..<colon
    }

    /// `.bouncy`, a positive `bounce:` or a `dampingFraction:` below 1.
    private func isBouncy(_ range: Range<Int>, in file: LintSource) -> Bool {
        range.contains { index in
            if file.isWord(index, "bouncy") { return true }
            guard file.isKind(index + 1, .colon), file.tokens.indices.contains(index + 2) else { return false }
            let number = Double(file.text(index + 2)) ?? 0
            if file.isWord(index, "bounce") { return number > 0 }
            if file.isWord(index, "dampingFraction") { return number > 0 && number < 1 }
            return false
        }
    }

    private func mentionsPress(_ range: Range<Int>, in file: LintSource) -> Bool {
        range.contains { file.isKind($0, .identifier) && Self.isPressName(file.text($0)) }
    }

    /// `isPressed`, `pressing`, `isTouching`, `touchDown`, …
    static func isPressName(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.contains("press") || lower.contains("touch")
    }
}

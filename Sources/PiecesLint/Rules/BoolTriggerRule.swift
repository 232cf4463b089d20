/// `bool-trigger`: a `Bool` flipped only to fire an animation or a haptic.
struct BoolTriggerRule: LintCheck {
    let rule = LintRule(
        id: "bool-trigger",
        message: "a Bool is flipped only to fire an animation or a haptic",
        reason:
            """
            A Bool that flips back before the view updates never fires; counters and semantic values (a step, a \
            detent) always do.
            """,
        fix: "use a counter (`taps += 1`) or the value that changed as the trigger")

    /// Calls whose `trigger:` (or, for `.animation`, `value:`) fires something.
    private static let triggered: [String: String] = [
        "keyframeAnimator": "trigger", "phaseAnimator": "trigger", "sensoryFeedback": "trigger",
        "pieceHaptic": "trigger", "piecePop": "trigger", "pieceShake": "trigger", "animation": "value"
    ]

    func findings(in file: LintSource, gestures: GestureHandlers) -> [Int] {
        let flags = boolStates(in: file)
        guard !flags.isEmpty else { return [] }
        var uses: [String: [Int]] = [:]
        var triggerRanges: [Range<Int>] = []
        for index in file.indices where file.isKind(index, .identifier) && file.isKind(index + 1, .leftParen) {
            guard let label = Self.triggered[file.text(index)], let value = file.argument(label, inCallAt: index + 1)
            else { continue }
            triggerRanges.append(value)
            if value.count == 1, file.isKind(value.lowerBound, .identifier), flags.contains(file.text(value.lowerBound))
            {
                uses[file.text(value.lowerBound), default: []].append(value.lowerBound)
            }
        }
        return uses.filter { name, _ in
            file.occurrences(of: name).allSatisfy { index in
                triggerRanges.contains { $0.contains(index) } || isDeclaration(index, in: file)
                    || isFlip(index, in: file)
            }
        }.flatMap(\.value).sorted()
    }

    /// `@State var name = true|false` and `@State var name: Bool` (any access level).
    private func boolStates(in file: LintSource) -> Set<String> {
        var names = Set<String>()
        for index in file.indices where file.isKind(index, .attribute) && file.text(index) == "@State" {
            var cursor = index + 1
            while cursor < index + 4, !file.isWord(cursor, "var") { cursor += 1 }
            guard file.isWord(cursor, "var"), file.isKind(cursor + 1, .identifier) else { continue }
            let isBool =
                file.isWord(cursor + 3, "Bool") && file.isKind(cursor + 2, .colon)
                || file.isWord(cursor + 2, "=") && (file.isWord(cursor + 3, "true") || file.isWord(cursor + 3, "false"))
            if isBool { names.insert(file.text(cursor + 1)) }
        }
        return names
    }

    private func isDeclaration(_ index: Int, in file: LintSource) -> Bool { file.isWord(index - 1, "var") }

    /// `name = …`, `name.toggle()`, `self.name = …`, `$name` bindings aside.
    private func isFlip(_ index: Int, in file: LintSource) -> Bool {
        file.isWord(index + 1, "=") || file.isMember(index + 1, "toggle")
    }
}

/// `heavy-haptic-on-tap`: a heavy impact played for a tap.
struct HeavyHapticOnTapRule: LintCheck {
    let rule = LintRule(
        id: "heavy-haptic-on-tap",
        message: "a heavy impact plays for a tap",
        reason:
            """
            Haptics match the event: a heavy impact is for a thrown thing hitting an edge; a tap that toggles or \
            selects gets a light one (or none: presses get no haptic of their own).
            """,
        fix:
            """
            use a light impact or .selection for the tap (the foundation's toggle or step haptic), and keep heavy \
            impacts for collisions
            """
    )

    func findings(in file: LintSource, gestures: GestureHandlers) -> [Int] {
        let taps = tapBodies(in: file)
        guard !taps.isEmpty else { return [] }
        let tapped = taps.reduce(into: Set<String>()) { $0.formUnion(file.assignedNames(in: $1)) }
        var hits: [Int] = []
        for index in file.indices where file.isMember(index, "heavy") {
            if taps.contains(where: { $0.contains(index) }) { hits.append(index + 1) }
        }
        for index in file.indices
        where (file.isWord(index, "sensoryFeedback") || file.isWord(index, "pieceHaptic"))
            && file.isKind(index + 1, .leftParen)
        {
            guard let feedback = file.firstUnlabelledArgument(inCallAt: index + 1),
                let trigger = file.argument("trigger", inCallAt: index + 1)
            else { continue }
            let heavy =
                feedback.contains { file.isWord($0, "heavy") }
                || (file.isWord(index, "pieceHaptic") && feedback.count == 2
                    && file.isMember(feedback.lowerBound, "impact"))
            if heavy, file.mentions(tapped, in: trigger) { hits.append(index) }
        }
        return hits.sorted()
    }

    /// The actions of `Button { … }`, `Button(…) { … }`, `Button(action: f)` and `.onTapGesture { … }`.
    private func tapBodies(in file: LintSource) -> [Range<Int>] {
        file.indices.compactMap { index in
            if file.isWord(index, "Button") || (file.isWord(index, "onTapGesture") && file.isKind(index - 1, .period)) {
                return file.handlerBody(afterName: index)
            }
            return nil
        }
    }
}

/// `raw-spring` (registry pieces only): a literal spring or timing curve instead of a role or tier.
struct RawSpringRule: LintCheck {
    let rule = LintRule(
        id: "raw-spring",
        message: "a literal spring or timing curve instead of a foundation role or tier",
        reason:
            """
            Every piece speaks one motion language: the foundation's five tiers and its roles, each with its Reduce \
            Motion substitute. A literal curve drifts from it.
            """,
        fix:
            """
            use a role (motion.settle, motion.snap, motion.value, …) or a tier (PieceMotion.Tier.x.spring); if the \
            foundation lacks what you need, add it there
            """,
        registryOnly: true)

    /// `.name(` members that build an animation from literals.
    private static let curves: Set<String> = [
        "spring", "interpolatingSpring", "interactiveSpring", "easeIn", "easeOut", "easeInOut", "linear", "timingCurve"
    ]
    /// `.name` presets that are themselves literal springs.
    private static let presets: Set<String> = ["bouncy", "snappy", "smooth"]

    func findings(in file: LintSource, gestures: GestureHandlers) -> [Int] {
        file.indices.filter { index in
            if file.isKind(index, .period), file.isKind(index + 1, .identifier) {
                let name = file.text(index + 1)
                if Self.curves.contains(name) { return file.isKind(index + 2, .leftParen) }
                return Self.presets.contains(name) && !file.isKind(index + 2, .leftParen)
            }
            return file.isWord(index, "Spring") && file.isKind(index + 1, .leftParen)
                && !file.isKind(index - 1, .period)
        }
    }
}

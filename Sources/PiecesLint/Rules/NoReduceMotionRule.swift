/// `no-reduce-motion`: a file that moves things with animation and never asks about Reduce Motion.
struct NoReduceMotionRule: LintCheck {
    let rule = LintRule(
        id: "no-reduce-motion",
        message: "this file animates movement but never reads Reduce Motion",
        reason:
            """
            Reduce Motion asks for less motion, not less feedback: releases land without overshoot, moving \
            transitions fade, presses dim, loops rest.
            """,
        fix:
            """
            read @Environment(\\.accessibilityReduceMotion) and substitute (or use the foundation's PieceMotion \
            roles, which carry the substitutes)
            """
    )

    private static let awareness: Set<String> = [
        "accessibilityReduceMotion", "reduceMotion", "PieceMotion", "isReduceMotionEnabled"
    ]
    private static let movers: Set<String> = ["offset", "scaleEffect", "rotationEffect", "rotation3DEffect", "position"]
    private static let animators: Set<String> = [
        "withAnimation", "animation", "keyframeAnimator", "phaseAnimator", "matchedGeometryEffect"
    ]

    func findings(in file: LintSource, gestures: GestureHandlers) -> [Int] {
        guard !file.mentions(Self.awareness, in: file.indices) else { return [] }
        // Movement is a modifier (`.offset(…)`), not a variable that happens to be called `offset`.
        let moves = file.indices.contains { index in
            file.isKind(index, .period) && file.isKind(index + 2, .leftParen)
                && file.isKind(index + 1, .identifier) && Self.movers.contains(file.text(index + 1))
        }
        guard moves else { return [] }
        let first = file.indices.first { index in
            file.isKind(index, .identifier) && Self.animators.contains(file.text(index))
                && file.isKind(index + 1, .leftParen)
                && !file.isWord(index + 2, "nil")  // `.animation(nil, …)` turns animation off
        }
        return first.map { [$0] } ?? []
    }
}

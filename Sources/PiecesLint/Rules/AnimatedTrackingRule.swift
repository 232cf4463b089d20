/// `animated-tracking`: an animation started from a gesture's `onChanged` or `updating`.
struct AnimatedTrackingRule: LintCheck {
    let rule = LintRule(
        id: "animated-tracking",
        message: "an animation is started while the finger moves",
        reason:
            """
            The surface must stay under the finger at every frame; an animation on tracked state makes it trail the \
            finger, and that lag reads as mushy.
            """,
        fix: "set the tracked state directly in onChanged/updating and animate only the release (onEnded)")

    func findings(in file: LintSource, gestures: GestureHandlers) -> [Int] {
        let tracking = gestures.handlers(.changed, dragOnly: false) + gestures.handlers(.updating, dragOnly: false)
        return tracking.flatMap { handler in
            handler.body.filter { index in
                (file.isWord(index, "withAnimation")
                    && (file.isKind(index + 1, .leftParen) || file.isKind(index + 1, .leftBrace)))
                    || (file.isMember(index, "animation") && file.isKind(index + 2, .leftParen))
            }
        }
    }
}

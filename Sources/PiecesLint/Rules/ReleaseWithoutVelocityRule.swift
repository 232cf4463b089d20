/// `release-without-velocity`: a drag's release animates the dragged value without its speed.
struct ReleaseWithoutVelocityRule: LintCheck {
    let rule = LintRule(
        id: "release-without-velocity",
        message: "the release animates the dragged value without the finger's velocity",
        reason:
            """
            When the finger lifts, the surface should leave at the finger's speed and then settle; a release that \
            starts from rest after a flick feels dead.
            """,
        fix:
            """
            pass the gesture's velocity into the spring (interpolatingSpring initialVelocity, or the foundation's \
            settle(velocity:from:to:)), or choose the target from predictedEndTranslation
            """
    )

    /// Words that show the release uses the finger's motion.
    private static let velocityWords: Set<String> = [
        "velocity", "predictedEndTranslation", "predictedEndLocation", "settle", "project", "coast"
    ]

    func findings(in file: LintSource, gestures: GestureHandlers) -> [Int] {
        let dragged = gestures.handlers(.changed).reduce(into: Set<String>()) {
            $0.formUnion(file.assignedNames(in: $1.body))
        }
        return gestures.handlers(.ended).filter { handler in
            let animates = handler.body.contains { file.isWord($0, "withAnimation") }
            return animates && !file.assignedNames(in: handler.body).isDisjoint(with: dragged)
                && !file.mentions(Self.velocityWords, in: handler.body)
        }.map(\.nameIndex)
    }
}

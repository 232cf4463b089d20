/// `cancel-unsafe-drag`: state set while dragging and put back only in `onEnded`.
struct CancelUnsafeDragRule: LintCheck {
    let rule = LintRule(
        id: "cancel-unsafe-drag",
        message: "state set while dragging is put back only in onEnded, which a cancelled drag never calls",
        reason:
            """
            A drag can end without onEnded (a second finger, a system gesture, the view disappearing); state reset \
            only there stays half-set.
            """,
        fix:
            """
            keep in-flight state in @GestureState (SwiftUI resets it on cancel) or use a drag with a cancel path such \
            as the foundation's pieceDrag(onCancelled:)
            """
    )

    func findings(in file: LintSource, gestures: GestureHandlers) -> [Int] {
        guard !gestures.hasCancelPath else { return [] }
        let resetOnEnd = gestures.handlers(.ended).reduce(into: Set<String>()) {
            $0.formUnion(file.assignedNames(in: $1.body))
        }
        return gestures.handlers(.changed)
            .filter { !file.assignedNames(in: $0.body).isDisjoint(with: resetOnEnd) }
            .map(\.nameIndex)
    }
}

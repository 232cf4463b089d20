/// Every rule `pieces lint` knows, in the order `pieces lint --rules` lists them.
enum LintRules {
    static let checks: [any LintCheck] = [
        AnimatedTrackingRule(), CancelUnsafeDragRule(), ReleaseWithoutVelocityRule(), BounceOnPressRule(),
        BoolTriggerRule(), LayoutPerFrameRule(), NoReduceMotionRule(), RawSpringRule(),
        HeavyHapticOnTapRule(), ContainerAnimationRule(), DragAlongXWithoutDirectionRule()
    ]

    static var all: [LintRule] { checks.map(\.rule) }

    static func rule(_ id: String) -> LintRule? { all.first { $0.id == id } }
}

/// A `Spring(duration:bounce:)`: what every tier, role and Reduce Motion substitute is made of.
package struct SpringParameters: Equatable, Sendable {
    package var duration: Double
    package var bounce: Double

    package init(duration: Double, bounce: Double) {
        self.duration = duration
        self.bounce = bounce
    }
}

/// The foundation's motion vocabulary as the site shows it: the five tiers, and each role with the
/// spring it runs and the one it runs under Reduce Motion. The values are those of
/// `registry/foundation/PieceMotion.swift` (sections `tiers` and `roles`);
/// `SiteMotionAgreementTests` compiles those sections and checks every entry against them.
package enum MotionVocabulary {
    /// One of the five tiers.
    package struct Tier: Equatable, Sendable {
        package var name: String
        package var spring: SpringParameters
        /// What the foundation says the tier is for.
        package var use: String
    }

    /// How a role moves when Reduce Motion is on.
    package enum Substitute: Equatable, Sendable {
        /// Another spring (the short critically damped one, or a shorter one for `dismiss`).
        case spring(SpringParameters)
        /// The same spring: the role does not change (a press dims instead of scaling).
        case unchanged
        /// No animation at all: the designed rest pose is set directly.
        case none
    }

    /// How a role moves: a spring, or (for `ambient`) a slow ease-in-out.
    package enum Curve: Equatable, Sendable {
        case spring(SpringParameters)
        case easeInOut(duration: Double)
    }

    /// One role: the moment something moves.
    package struct Role: Equatable, Sendable {
        package var name: String
        package var curve: Curve
        package var reduced: Substitute
        /// The tier it takes, when it takes one unchanged.
        package var tier: String?
        package var use: String
    }

    /// The Reduce Motion spring: short and critically damped.
    package static let reducedSpring = SpringParameters(duration: 0.25, bounce: 0)

    package static let firm = Tier(
        name: "firm", spring: .init(duration: 0.14, bounce: 0), use: "A press arriving under the finger.")
    package static let responsive = Tier(
        name: "responsive", spring: .init(duration: 0.32, bounce: 0.25), use: "A snap to a detent, a page or a segment."
    )
    package static let elastic = Tier(
        name: "elastic", spring: .init(duration: 0.42, bounce: 0.38),
        use: "Visible give: a release, a settle, a rebound.")
    package static let expressive = Tier(
        name: "expressive", spring: .init(duration: 0.48, bounce: 0.48),
        use: "An outcome landing, at most once per interaction.")
    package static let calm = Tier(
        name: "calm", spring: .init(duration: 0.5, bounce: 0.2), use: "Unhurried: opening a surface.")

    /// The tiers in the foundation's order.
    package static let tiers = [firm, responsive, elastic, expressive, calm]

    /// Every role in the foundation's order (`moving` and `contentSwap` are transitions, not curves).
    package static let roles: [Role] = [
        tierRole(
            "press", firm, reduced: .unchanged,
            use: "Touch-down; under Reduce Motion a press dims instead of scaling."),
        tierRole("release", elastic, use: "The finger lifts off a pressed surface."),
        tierRole("settle", elastic, use: "A dragged thing comes to rest."),
        tierRole("snap", responsive, use: "Lands on a detent, a page or a segment."),
        Role(
            name: "value", curve: .spring(.init(duration: 0.32, bounce: 0)), reduced: .spring(reducedSpring), tier: nil,
            use: "A number or chart value moves; never overshoots."),
        tierRole("rebound", elastic, use: "Comes back from past a limit."),
        tierRole("morph", responsive, use: "A container changes size, radius or form."),
        tierRole("reveal", calm, use: "Something appears, opens or expands."),
        Role(
            name: "dismiss", curve: .spring(.init(duration: 0.32, bounce: 0)),
            reduced: .spring(.init(duration: 0.2, bounce: 0)),
            tier: nil, use: "Something leaves: quicker than reveal, without bounce."),
        tierRole("success", expressive, use: "A resolved action lands."),
        tierRole("error", responsive, use: "A refused action; the shake adds the movement."),
        Role(
            name: "ambient", curve: .easeInOut(duration: 1.6), reduced: .none, tier: nil,
            use: "Slow ambient change: a drift, a breath, a glow.")
    ]

    private static func tierRole(_ name: String, _ tier: Tier, reduced: Substitute? = nil, use: String) -> Role {
        Role(
            name: name, curve: .spring(tier.spring), reduced: reduced ?? .spring(reducedSpring), tier: tier.name,
            use: use)
    }
}

/// What the upstream `swiftpieces` tooling writes that its foundations do not say.
///
/// Upstream's `motion:sync` script keeps the about text of each block in the script itself, not in
/// the foundation, so a foundation with the `swiftpieces` prefix and no `// about:` lines gets these,
/// the text upstream's blocks carry, and the blocks come out byte for byte as upstream writes them.
/// A foundation's own `// about:` lines always win.
enum UpstreamFormat {
    static let motionAbout = [
        "The SwiftPieces motion language: shared spring tokens and gesture physics, with the same values in every",
        "piece. Each piece carries a copy of only the parts it uses, so this file stands alone. Generated from",
        "registry/foundation/PieceMotion.swift in the SwiftPieces repo; edit it there, not here."
    ]
    static let liquidAbout = [
        "The SwiftPieces liquid glass language: glass shapes that merge through a neck, bubbles that bud out of",
        "and melt back into each other, and the frosted fallback before iOS 26. Each piece carries a copy of only",
        "the parts it uses, so this file stands alone. Generated from registry/foundation/PieceLiquid.swift in the",
        "SwiftPieces repo; edit it there, not here. The rules are in LIQUID_GLASS.md."
    ]

    /// The about lines (without `// `) upstream writes for blocks of `kind`; none for other kinds.
    static func about(kind: String) -> [String] {
        switch kind {
        case "motion": motionAbout
        case "liquid": liquidAbout
        default: []
        }
    }
}

// Motion: a foundation whose pure sections are written `nonisolated`, as under Xcode 26's default
// main-actor isolation they must be.
// version: 1.0.0
// about: A test foundation with nonisolated value types and extensions.
import SwiftUI

// pieces-motion-section: core
/// The namespace, callable from any isolation.
nonisolated struct PieceMotion: Sendable {
    var reduceMotion: Bool
}

// pieces-motion-section: curve
private nonisolated extension PieceMotion {
    /// The slope of the rubber-band curve.
    static func rubberBandSlope(_ overshoot: CGFloat, limit: CGFloat) -> CGFloat {
        limit > 0 ? 1 / (overshoot / limit + 1) : 0
    }
}

// pieces-motion-section: release
/// The end of a drag.
public nonisolated struct PieceDragRelease: Equatable, Sendable {
    var velocity: CGSize
}

// pieces-motion-section: haptics
/// A haptic.
nonisolated(unsafe) enum PieceHaptic {
    case toggle
}

// pieces-motion-section: flags
/// The access modifier after `nonisolated`, the order Xcode 26 projects commonly write.
nonisolated public struct PieceFlag: Sendable, Equatable {
    let key: String
}

/// A file-scope function callable from any isolation.
nonisolated func pieceFlagKey(_ flag: PieceFlag) -> String {
    flag.key
}

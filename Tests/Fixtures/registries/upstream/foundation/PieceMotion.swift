// PieceMotion: the upstream swiftpieces motion language, cut down for tests.
// version: 3.0.1
// about: Shared motion for SwiftPieces.
// about: Edit registry/foundation/PieceMotion.swift and run npm run motion:sync.
import SwiftUI

// swiftpieces-motion-section: core
// provides: PieceMotion
enum PieceMotion {}


// swiftpieces-motion-section: springs
// requires: core
// provides: PieceMotion.release, .press
extension PieceMotion {
    static let release = Animation.spring(duration: 0.42, bounce: 0.38)
    static let press = Animation.spring(duration: 0.14, bounce: 0)
}

// swiftpieces-motion-section: projection
// requires: core
// provides: PieceMotion.project(_
extension PieceMotion {
    static func project(_ position: CGFloat, velocity: CGFloat, decelerationRate: CGFloat = 0.99) -> CGFloat {
        position + velocity / 1000 * decelerationRate / (1 - decelerationRate)
    }
}

// Motion: a section holds an import.
// version: 1.0.0
// about: A test foundation.
import SwiftUI

// pieces-motion-section: core
private struct PieceMotion {
    var reduceMotion: Bool
}

// pieces-motion-section: roles
import Foundation

private extension PieceMotion {
    var settle: Animation { .spring(duration: 0.42, bounce: 0.38) }
}

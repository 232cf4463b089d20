// Motion: a provides line lists a name the section does not declare.
// version: 1.0.0
// about: A test foundation.
import SwiftUI

// pieces-motion-section: core
private struct PieceMotion {
    var reduceMotion: Bool
}

// pieces-motion-section: roles
// provides: PieceMotion.settle, .bounce
private extension PieceMotion {
    var settle: Animation { .spring(duration: 0.42, bounce: 0.38) }
}

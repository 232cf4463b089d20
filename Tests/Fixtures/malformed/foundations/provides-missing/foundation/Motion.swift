// Motion: a provides line leaves out a name the section declares.
// version: 1.0.0
// about: A test foundation.
import SwiftUI

// pieces-motion-section: core
private struct PieceMotion {
    var reduceMotion: Bool
}

// pieces-motion-section: roles
// provides: PieceMotion.settle
private extension PieceMotion {
    var settle: Animation { .spring(duration: 0.42, bounce: 0.38) }
    var value: Animation { .spring(duration: 0.3, bounce: 0) }
}

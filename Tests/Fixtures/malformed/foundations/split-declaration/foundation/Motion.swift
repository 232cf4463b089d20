// Motion: a section marker sits inside a type's braces.
// version: 1.0.0
// about: A test foundation.
import SwiftUI

// pieces-motion-section: core
private struct PieceMotion {
    var reduceMotion: Bool

    // pieces-motion-section: roles
    var settle: Animation { .spring(duration: 0.42, bounce: 0.38) }
}

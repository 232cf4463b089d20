// Extra: a second foundation that also writes motion sections.
// version: 1.0.0
// about: A test foundation.
import SwiftUI

// pieces-motion-section: extra
private struct PieceExtra {
    var scale: Double
}

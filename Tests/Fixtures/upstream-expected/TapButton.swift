// swiftpieces:
// title: Tap Button
// description: A button that springs back.
// category: buttons
// minIOSVersion: "17.0"
// version: "1.0.0"

import SwiftUI

struct TapButton: View {
    @State private var pressed = false

    var body: some View {
        Circle()
            .scaleEffect(pressed ? 0.9 : 1)
            .animation(pressed ? PieceMotion.press : PieceMotion.release, value: pressed)
    }
}

// MARK: - Piece motion
//
// Shared motion for SwiftPieces.
// Edit registry/foundation/PieceMotion.swift and run npm run motion:sync.
// swiftpieces-motion: 3.0.1 (core, springs)

enum PieceMotion {}

extension PieceMotion {
    static let release = Animation.spring(duration: 0.42, bounce: 0.38)
    static let press = Animation.spring(duration: 0.14, bounce: 0)
}

// swiftpieces-motion: end

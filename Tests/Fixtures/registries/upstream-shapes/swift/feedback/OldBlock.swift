// swiftpieces:
// title: Old Block
// description: A piece that no longer uses any motion, with the block it used to need.
// category: feedback
// minIOSVersion: "17.0"
// version: "2.0.0"

import SwiftUI

public struct OldBlock: View {
    public init() {}

    public var body: some View {
        Image(systemName: "bell")
    }
}
   

// MARK: - Piece motion
//
// swiftpieces-motion: 2.4.0 (core)

private struct PieceMotion {}

// swiftpieces-motion: end

// swiftpieces:
// title: Plain Tile
// description: A tile with no motion at all.
// category: data
// minIOSVersion: "17.0"
// version: "1.0.0"

import SwiftUI

public struct PlainTile: View {
    public init() {}

    public var body: some View {
        Text("42").font(.largeTitle)
    }
}  



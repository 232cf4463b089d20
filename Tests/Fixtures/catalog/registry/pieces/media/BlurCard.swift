// pieces:
// title: Blur Card
// description: A card behind frosted glass, with a shader that travels with it.
// category: media
// minIOS: 17.0
// version: "2.1.0"
// level: advanced
// tags: [blur, glass, 'shader, metal', desenfoque, "cristal"]
// license: "MIT"
// author: Ada
// resources: [Blur.metal]
// dependencies: [PlainBadge]

import SwiftUI

/// A card that blurs what is behind it.
public struct BlurCard: View {
    public init() {}

    public var body: some View {
        RoundedRectangle(cornerRadius: 24).fill(.ultraThinMaterial)
    }
}

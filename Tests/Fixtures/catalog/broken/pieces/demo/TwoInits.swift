// pieces:
// title: Two Inits
// description: A piece for a broken-rule test.
// category: demo
// minIOS: "17.0"
// version: "1.0.0"

import SwiftUI

/// A view with two ways in.
///
/// - Parameters:
///   - title: The title.
public struct TwoInits: View {
    let title: String

    public init(title: String) {
        self.title = title
    }

    public var body: some View { Text(title) }
}

extension TwoInits {
    /// Without a title.
    public init() {
        self.init(title: "")
    }
}

// pieces:
// title: Bad Level
// description: A piece for a broken-rule test.
// category: demo
// minIOS: "17.0"
// version: "1.0.0"
// level: expert

import SwiftUI

/// A plain view.
public struct BadLevel: View {
    public init() {}

    public var body: some View { Text("BadLevel") }
}

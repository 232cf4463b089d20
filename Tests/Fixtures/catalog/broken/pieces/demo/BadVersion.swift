// pieces:
// title: Bad Version
// description: A piece for a broken-rule test.
// category: demo
// minIOS: "17.0"
// version: "1.0"

import SwiftUI

/// A plain view.
public struct BadVersion: View {
    public init() {}

    public var body: some View { Text("BadVersion") }
}

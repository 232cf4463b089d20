// pieces:
// title: Undocumented Parameter
// description: A piece for a broken-rule test.
// category: demo
// minIOS: "17.0"
// version: "1.0.0"

import SwiftUI

/// A view.
///
/// - Parameters:
///   - title: The title.
public struct UndocumentedParameter: View {
    let title: String
    let count: Int

    public init(title: String, count: Int = 0) {
        self.title = title
        self.count = count
    }

    public var body: some View { Text(title) }
}

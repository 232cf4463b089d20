// pieces:
// title: Unknown Doc Parameter
// description: A piece for a broken-rule test.
// category: demo
// minIOS: "17.0"
// version: "1.0.0"

import SwiftUI

/// A view.
///
/// - Parameters:
///   - title: The title.
///   - colour: A parameter the init does not take.
public struct UnknownDocParameter: View {
    let title: String
    let color: Color

    public init(title: String, color: Color) {
        self.title = title
        self.color = color
    }

    public var body: some View { Text(title).foregroundStyle(color) }
}

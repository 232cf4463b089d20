// A final iOS 17.0 API that the type-check's SDK (iOS 17.0 beta 1) lacks: `scrollPosition(id:anchor:)`
// gained its `anchor` after beta 1, and Xcode 16 offers it to an iOS 17.0 target without `#available`.
// Transcribed from its documentation page; the body is empty because nothing here is ever linked.
// `nonisolated`, as the SDK's modifier is.
import SwiftUI

@available(iOS 17.0, macOS 14.0, *)
extension View {
    // https://developer.apple.com/documentation/swiftui/view/scrollposition(id:anchor:)
    nonisolated public func scrollPosition(id: Binding<(some Hashable)?>, anchor: UnitPoint? = nil) -> some View {
        fatalError()
    }
}

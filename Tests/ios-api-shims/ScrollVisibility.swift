// onScrollVisibilityChange (iOS 18, macOS 15) for typecheck-ios, whose SDK is iOS 17.0: pieces use it only
// behind `if #available(iOS 18.0, macOS 15.0, *)`. Transcribed from the documentation page named above
// it; the body is empty because nothing here is ever linked. The SDK declares it nonisolated, so it is
// written `nonisolated` here, as `-default-isolation MainActor` would otherwise isolate it.
import SwiftUI

@available(iOS 18.0, macOS 15.0, *)
extension View {
    // https://developer.apple.com/documentation/swiftui/view/onscrollvisibilitychange(threshold:_:)
    nonisolated public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void)
        -> some View
    {
        fatalError()
    }
}

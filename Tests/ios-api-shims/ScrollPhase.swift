// onScrollPhaseChange and ScrollPhase (iOS 18, macOS 15) for typecheck-ios, whose SDK is iOS 17.0: pieces
// use them only behind `if #available(iOS 18.0, macOS 15.0, *)`. Transcribed from the documentation pages
// named above each; the bodies are empty because nothing here is ever linked. The SDK declares the
// modifier nonisolated, so it is written `nonisolated` here, as `-default-isolation MainActor` would
// otherwise isolate it.
import SwiftUI

// https://developer.apple.com/documentation/swiftui/scrollphase
@available(iOS 18.0, macOS 15.0, *)
@frozen public enum ScrollPhase: Equatable, Sendable {
    case idle, tracking, interacting, decelerating, animating
}

@available(iOS 18.0, macOS 15.0, *)
extension View {
    // https://developer.apple.com/documentation/swiftui/view/onscrollphasechange(_:)
    nonisolated public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase) -> Void) -> some View {
        fatalError()
    }
}

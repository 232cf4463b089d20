// MeshGradient (iOS 18, macOS 15) for typecheck-ios, whose SDK is iOS 17.0: pieces use it only behind
// `if #available(iOS 18.0, macOS 15.0, *)`. Transcribed from the documentation pages named above each
// declaration; bodies are empty because nothing here is ever linked. The SDK declares the type
// nonisolated, so it is written `nonisolated` here: the file is compiled inside the checked module, where
// `-default-isolation MainActor` would otherwise isolate it unlike the SDK.
import SwiftUI

// https://developer.apple.com/documentation/swiftui/meshgradient
// (the page also lists ShapeStyle conformance; the shim declares View, which is how pieces use it)
@available(iOS 18.0, macOS 15.0, *)
nonisolated public struct MeshGradient: View, Sendable {
    // https://developer.apple.com/documentation/swiftui/meshgradient, its initializer
    // init(width:height:points:colors:background:smoothsColors:colorSpace:) (the page's path is that name, lowercased)
    public init(
        width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
        smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        fatalError()
    }

    public var body: Never { fatalError() }
}

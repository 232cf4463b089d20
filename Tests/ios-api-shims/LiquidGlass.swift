// Liquid Glass (iOS 26) declarations for typecheck-ios, whose SDK is iOS 17.0: pieces use these only
// behind `if #available(iOS 26.0, *)`. Each is transcribed from the documentation page named above it;
// bodies are empty because nothing here is ever linked. Every declaration that the SDK has nonisolated
// is written `nonisolated`: the file is compiled inside the checked module, where
// `-default-isolation MainActor` would otherwise isolate it unlike the SDK.
import SwiftUI

// https://developer.apple.com/documentation/swiftui/glass
@available(iOS 26.0, *)
nonisolated public struct Glass: Equatable, Sendable {
    // https://developer.apple.com/documentation/swiftui/glass/regular
    public static var regular: Glass { fatalError() }
    // https://developer.apple.com/documentation/swiftui/glass/clear
    public static var clear: Glass { fatalError() }
    // https://developer.apple.com/documentation/swiftui/glass/identity
    public static var identity: Glass { fatalError() }
    // https://developer.apple.com/documentation/swiftui/glass/tint(_:)
    public func tint(_ color: Color?) -> Glass { fatalError() }
    // https://developer.apple.com/documentation/swiftui/glass/interactive(_:)
    public func interactive(_ isEnabled: Bool = true) -> Glass { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/defaultglasseffectshape
@available(iOS 26.0, *)
nonisolated public struct DefaultGlassEffectShape: Shape, Sendable {
    public init() {}
    public func path(in rect: CGRect) -> Path { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/glasseffectcontainer
// https://developer.apple.com/documentation/swiftui/glasseffectcontainer/init(spacing:content:)
// (the page writes the builder as @ContentBuilder; for a View content that is the view builder)
@available(iOS 26.0, *)
@MainActor @preconcurrency
public struct GlassEffectContainer<Content>: View where Content: View {
    @MainActor @preconcurrency
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

@available(iOS 26.0, *)
extension View {
    // https://developer.apple.com/documentation/swiftui/view/glasseffect(_:in:)
    nonisolated public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape())
        -> some View
    {
        fatalError()
    }

    // https://developer.apple.com/documentation/swiftui/view/glasseffectid(_:in:)
    nonisolated public func glassEffectID(_ id: (some Hashable & Sendable)?, in namespace: Namespace.ID) -> some View {
        fatalError()
    }
}

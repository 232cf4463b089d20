// pieces:
// title: Tilt Slider
// description: A slider that tilts toward the finger; for testing the parameter table.
// category: controls
// minIOS: "17.0"
// version: "1.0.0"
// level: intermediate
// tags: [slider, tilt, inclinar, deslizador]
// license: MIT

import SwiftUI

/// A slider that tilts toward the finger.
///
/// - Parameters:
///   - title: What the slider sets, shown above it
///     and read by VoiceOver.
///   - value: The value, kept within `range`.
///   - range: The values the slider spans.
///   - tilt: How far it tilts, in degrees.
///   - onCommit: Called when the finger lifts.
///   - label: The view beside the track.
///
/// - Note: Not a real piece.
@MainActor
public struct TiltSlider<Label: View>: View {
    private let title: LocalizedStringKey
    @Binding private var value: Double
    private let range: ClosedRange<Double>
    private let tilt: Double
    private let onCommit: (Double) -> Void
    private let label: Label

    public init(
        _ title: LocalizedStringKey,
        value: Binding<Double>,
        in range: ClosedRange<Double> = 0...1,
        tilt: Double = 8, // degrees
        onCommit: @escaping (Double) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.title = title
        _value = value
        self.range = range
        self.tilt = tilt
        self.onCommit = onCommit
        self.label = label()
    }

    public var body: some View {
        HStack { label; Slider(value: $value, in: range) }
            .rotationEffect(.degrees(tilt))
    }
}

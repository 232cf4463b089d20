// pieces:
// title: Glow Card
// description: Glow Card opens to show more when tapped; say here in one sentence what it does and how it moves.
// category: cards
// minIOS: "17.0"
// version: "0.1.0"
// level: beginner
// tags: [cards]
// license: MIT

import SwiftUI

/// Glow Card: a title that opens to show more when tapped. Replace this with what the piece does
/// and how it moves.
///
/// Opening uses the `reveal` role and closing the quicker `dismiss`, so it arrives with care and
/// gets out of the way. Under Reduce Motion both become short springs without overshoot and the
/// detail fades in place instead of sliding.
///
/// - Parameters:
///   - title: The always visible line that opens and closes the piece.
///   - detail: The text shown while it is open.
public struct GlowCard: View {
    private let title: LocalizedStringKey
    private let detail: LocalizedStringKey

    @State private var isOpen = false
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    /// Every animation comes from the shared motion language, which carries the Reduce Motion
    /// substitutes; `pieces sync` copies the parts used here to the end of this file.
    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }

    public init(_ title: LocalizedStringKey, detail: LocalizedStringKey) {
        self.title = title
        self.detail = detail
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Button(action: toggle) {
                HStack {
                    Text(title)
                        .font(.headline)
                    Spacer(minLength: 12)
                    Image(systemName: "chevron.down")
                        .rotationEffect(.degrees(isOpen ? 180 : 0))
                        .accessibilityHidden(true)
                }
                .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
            .accessibilityValue(isOpen ? Text("Expanded") : Text("Collapsed"))

            if isOpen {
                Text(detail)
                    .foregroundStyle(.secondary)
                    .fixedSize(horizontal: false, vertical: true)
                    .transition(motion.moving(.move(edge: .top).combined(with: .opacity)))
            }
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
    }

    private func toggle() {
        withAnimation(isOpen ? motion.dismiss : motion.reveal) {
            isOpen.toggle()
        }
    }
}

// MARK: - Example

private struct GlowCardExample: View {
    var body: some View {
        VStack(spacing: 16) {
            GlowCard("What is a piece?", detail: "One Swift file you copy into your app, carrying the motion code it uses.")
            GlowCard("Does it follow Reduce Motion?", detail: "Yes: every role has a substitute without overshoot.")
        }
        .padding()
    }
}

#Preview { GlowCardExample() }

// pieces:
// title: Like Counter
// description: A heart button that pops on each like while its count rolls to the new number without overshooting.
// category: feedback
// minIOS: "17.0"
// version: "1.0.0"
// level: beginner
// tags: [like, heart, counter, pop, number, haptic, me gusta, corazón, contador, número, toque, pulsar]
// license: MIT

import SwiftUI

/// A like button: a heart and its count in a glass capsule. Liking fills the heart, pops it and
/// taps the hand once, and the count rolls to its new number; tapping again takes the like back.
///
/// With Reduce Motion on, the heart no longer pops, the press dims instead of shrinking and the
/// number fades to its new value instead of rolling; the filled heart and the haptic stay.
///
/// - Parameters:
///   - count: How many likes there are, this one included.
///   - isLiked: Whether the person has liked it.
public struct LikeCounter: View {
    @Binding private var count: Int
    @Binding private var isLiked: Bool

    /// Likes given through this button: a counter, so every like pops and ticks even if taps come fast.
    @State private var likes = 0

    @ScaledMetric(relativeTo: .title3) private var spacing: CGFloat = 8
    @ScaledMetric(relativeTo: .title3) private var horizontalPadding: CGFloat = 18
    @ScaledMetric(relativeTo: .title3) private var verticalPadding: CGFloat = 10
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }

    public init(count: Binding<Int>, isLiked: Binding<Bool>) {
        _count = count
        _isLiked = isLiked
    }

    public var body: some View {
        Button(action: toggle) {
            HStack(spacing: spacing) {
                heart
                number
            }
            .font(.title3.weight(.semibold))
            .padding(.horizontal, horizontalPadding)
            .padding(.vertical, verticalPadding)
            .background(.thinMaterial, in: Capsule())
        }
        .buttonStyle(.piecePress)
        .pieceHaptic(.impact, trigger: likes)
        .accessibilityLabel(Text("Like"))
        .accessibilityValue(Text("\(count) likes"))
        .accessibilityAddTraits(isLiked ? .isSelected : [])
    }

    private var heart: some View {
        Image(systemName: isLiked ? "heart.fill" : "heart")
            .foregroundStyle(isLiked ? Color.pink : Color.secondary)
            .contentTransition(.symbolEffect(.replace))
            .piecePop(trigger: likes)
    }

    /// Digits roll in the direction the count moved; under Reduce Motion they fade instead.
    private var number: some View {
        Text(count, format: .number)
            .monospacedDigit()
            .foregroundStyle(.primary)
            .contentTransition(reduceMotion ? .opacity : .numericText(value: Double(count)))
    }

    private func toggle() {
        // A count people read never overshoots, so it changes with the value role.
        withAnimation(motion.value) {
            isLiked.toggle()
            count = max(count + (isLiked ? 1 : -1), 0)
        }
        if isLiked { likes += 1 }
    }
}

// MARK: - Example

private struct LikeCounterExample: View {
    @State private var count = 128
    @State private var isLiked = false

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            RoundedRectangle(cornerRadius: 20, style: .continuous)
                .fill(LinearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing))
                .frame(height: 220)
                .overlay(alignment: .bottomLeading) {
                    Text("Sunset over the bay")
                        .font(.title2.bold())
                        .foregroundStyle(.white)
                        .padding(20)
                }
            LikeCounter(count: $count, isLiked: $isLiked)
        }
        .padding(24)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

#Preview { LikeCounterExample() }

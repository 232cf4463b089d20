// pieces:
// title: Staggered Stack
// description: A vertical stack whose rows cascade in on appear and follow one another when the panel opens.
// category: lists
// minIOS: "17.0"
// version: "1.0.0"
// level: intermediate
// tags: [stagger, cascade, list, entrance, follow-through, panel, escalonado, cascada, lista, entrada, desplegar, aparecer]
// license: MIT

import SwiftUI

/// A vertical stack that gives its rows a lead and followers. When it first appears the rows enter
/// one after another, a beat apart and capped at the seventh so a long list never keeps its last
/// row waiting. When `isPresented` opens the panel, every row starts at once on a slightly longer,
/// softer spring than the one above it, so the rows arrive in order and still turn around at once
/// if the panel closes mid-flight. Closing sends every row away together.
///
/// Only arrival is staggered: rows inserted later and values changing inside a row arrive
/// together, because people read them. Hidden rows keep their space, so the layout around the
/// panel never jumps, and they are hidden from touches and VoiceOver.
///
/// With Reduce Motion on, rows fade in place instead of rising, on springs without overshoot.
///
/// - Parameters:
///   - data: The identified items to show, one row each, in order.
///   - isPresented: Whether the rows are shown; toggling it opens and closes the panel.
///   - spacing: The distance between rows, or `nil` for the system's default spacing.
///   - content: Builds the row for one item.
public struct StaggeredStack<Data: RandomAccessCollection, Content: View>: View where Data.Element: Identifiable {
    private let data: Data
    private let isPresented: Bool
    private let spacing: CGFloat?
    private let content: (Data.Element) -> Content

    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @ScaledMetric(relativeTo: .body) private var rise: CGFloat = 18
    @State private var hasEntered = false

    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }

    public init(
        _ data: Data,
        isPresented: Bool = true,
        spacing: CGFloat? = nil,
        @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.data = data
        self.isPresented = isPresented
        self.spacing = spacing
        self.content = content
    }

    public var body: some View {
        VStack(spacing: spacing) {
            ForEach(Array(data.enumerated()), id: \.element.id) { index, element in
                row(content(element), index: index)
            }
        }
        // One-shot: a later appearance (a tab switch, a pop back) finds the rows already in place.
        .onAppear { hasEntered = true }
    }

    /// Entrance and panel are two separate layers, each with its own animation, so the one-shot
    /// delay of the entrance never holds a row still when the panel reverses.
    private func row(_ view: Content, index: Int) -> some View {
        view
            .animation(motion.entrance(index: index)) { layer in
                layer
                    .opacity(hasEntered ? 1 : 0)
                    .offset(y: hasEntered ? 0 : travel)
            }
            .animation(panelAnimation(rank: index)) { layer in
                layer
                    .opacity(isPresented ? 1 : 0)
                    .offset(y: isPresented ? 0 : travel)
            }
            .allowsHitTesting(isPresented)
            .accessibilityHidden(!isPresented)
    }

    /// Opening: each rank follows the one above it (rows past the seventh move with the seventh, so a
    /// long panel doesn't drag its tail). Closing: everyone leaves together.
    private func panelAnimation(rank: Int) -> Animation {
        isPresented ? motion.follow(rank: rank) : motion.dismiss
    }

    /// Reduce Motion turns the rise into a plain fade.
    private var travel: CGFloat { reduceMotion ? 0 : rise }
}

// MARK: - Example

private struct StaggeredStackExample: View {
    private struct Shortcut: Identifiable {
        let id: String
        let symbol: String
        let color: Color
    }

    private let shortcuts = [
        Shortcut(id: "Scan a document", symbol: "doc.viewfinder", color: .blue),
        Shortcut(id: "New reminder", symbol: "checklist", color: .orange),
        Shortcut(id: "Start a timer", symbol: "timer", color: .pink),
        Shortcut(id: "Share location", symbol: "location.fill", color: .green),
        Shortcut(id: "Record a memo", symbol: "waveform", color: .purple),
    ]

    @State private var isOpen = true
    @State private var appearance = 0

    var body: some View {
        VStack(spacing: 24) {
            HStack {
                Button(isOpen ? "Hide shortcuts" : "Show shortcuts") { isOpen.toggle() }
                Spacer()
                // A fresh identity makes the stack appear again, replaying its entrance.
                Button("Replay entrance") { appearance += 1 }
            }
            .buttonStyle(.bordered)

            StaggeredStack(shortcuts, isPresented: isOpen, spacing: 10) { shortcut in
                Label(shortcut.id, systemImage: shortcut.symbol)
                    .font(.headline)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(16)
                    .background(shortcut.color.opacity(0.15), in: .rect(cornerRadius: 16, style: .continuous))
            }
            .id(appearance)

            Spacer()
        }
        .padding(20)
    }
}

#Preview { StaggeredStackExample() }

/// The handlers of the gestures in a file: each `.onChanged`, `.updating` and `.onEnded` (closures
/// or named functions) and each `onChanged:`/`onEnded:`/`onCancelled:` argument of `pieceDrag`, with
/// the gesture they belong to.
struct GestureHandlers {
    enum Phase: Equatable { case changed, updating, ended, cancelled }

    struct Handler {
        var phase: Phase
        /// The gesture named before the handler: `DragGesture`, `MagnifyGesture`, `pieceDrag`, …
        var gesture: String?
        /// Where the handler is named, for the finding's location.
        var nameIndex: Int
        /// The handler's code.
        var body: Range<Int>

        /// Whether the handler belongs to a drag.
        var isDrag: Bool { gesture == "DragGesture" || gesture == "pieceDrag" }
    }

    private(set) var handlers: [Handler] = []
    /// Whether the file keeps gesture state in `@GestureState`, or uses the foundation's cancel-safe
    /// drag, either of which puts state back when a gesture is cancelled.
    private(set) var hasCancelPath: Bool

    init(_ file: LintSource) {
        hasCancelPath = file.indices.contains { index in
            (file.isKind(index, .attribute) && file.text(index) == "@GestureState") || file.isWord(index, "onCancelled")
        }
        for index in file.indices where file.isKind(index, .period) {
            guard let phase = Self.memberPhase(file, index + 1), let body = file.handlerBody(afterName: index + 1)
            else { continue }
            handlers.append(
                Handler(phase: phase, gesture: Self.gesture(before: index, in: file), nameIndex: index + 1, body: body))
        }
        for index in file.occurrences(of: "pieceDrag") where file.isKind(index + 1, .leftParen) {
            for (label, phase) in [("onChanged", Phase.changed), ("onEnded", .ended), ("onCancelled", .cancelled)] {
                guard let value = file.argument(label, inCallAt: index + 1), let body = Self.body(of: value, in: file)
                else { continue }
                handlers.append(Handler(phase: phase, gesture: "pieceDrag", nameIndex: value.lowerBound, body: body))
            }
        }
    }

    func handlers(_ phase: Phase, dragOnly: Bool = true) -> [Handler] {
        handlers.filter { $0.phase == phase && (!dragOnly || $0.isDrag) }
    }

    private static func memberPhase(_ file: LintSource, _ index: Int) -> Phase? {
        if file.isWord(index, "onChanged") { return .changed }
        if file.isWord(index, "updating") { return .updating }
        if file.isWord(index, "onEnded") { return .ended }
        return nil
    }

    /// A closure argument's body, or the body of the function it names.
    private static func body(of value: Range<Int>, in file: LintSource) -> Range<Int>? {
        guard let first = value.first else { return nil }
        if file.isKind(first, .leftBrace) { return file.inside(first) }
        if value.count == 1, file.isKind(first, .identifier) { return file.functionBody(named: file.text(first)) }
        return nil
    }

    /// The nearest gesture type named before `index` in the same expression (at most 80 tokens back).
    private static func gesture(before index: Int, in file: LintSource) -> String? {
        var cursor = index - 1
        var steps = 0
        while cursor >= 0, steps < 80 {
            let kind = file.tokens[cursor].kind
            if kind == .rightParen || kind == .rightBrace || kind == .rightSquare {
                cursor = file.opening(cursor)
            } else if kind == .leftBrace || kind == .semicolon {
                return nil
            } else if kind == .identifier, file.text(cursor).hasSuffix("Gesture") {
                return file.text(cursor)
            }
            cursor -= 1
            steps += 1
        }
        return nil
    }
}

/// `drag-x-without-direction`: a drag read along x in a file that never looks at the layout direction.
struct DragAlongXWithoutDirectionRule: LintCheck {
    let rule = LintRule(
        id: "drag-x-without-direction",
        message: "a drag is read along x, but the file never reads or sets the layout direction",
        reason:
            """
            Gestures report x in screen points in every language, while a right-to-left layout mirrors stacks, \
            alignment and .offset(x:): a horizontal translation fed straight into the layout moves the view \
            against the finger (docs/motion.md, Right to left).
            """,
        fix:
            """
            flip the horizontal axis with @Environment(\\.layoutDirection) (layoutDirection == .rightToLeft ? -x : x), \
            or lay the dragged part out with .environment(\\.layoutDirection, .leftToRight) and mirror its \
            meaning by hand
            """
    )

    /// The gesture values whose horizontal component a handler may read.
    private static let horizontalReads: [(owner: String, member: StaticString)] = [
        ("translation", "width"), ("velocity", "width"), ("predictedEndTranslation", "width"),
        ("location", "x"), ("startLocation", "x"), ("predictedEndLocation", "x")
    ]

    func findings(in file: LintSource, gestures: GestureHandlers) -> [Int] {
        guard !file.indices.contains(where: { file.isWord($0, "layoutDirection") }) else { return [] }
        let bodies = gestures.handlers.filter(\.isDrag).map(\.body)
        var hits: [Int] = []
        for body in bodies {
            for index in body where file.tokens[index].kind == .identifier {
                let owner = file.text(index)
                let isHorizontal = Self.horizontalReads.contains {
                    $0.owner == owner && file.isMember(index + 1, $0.member)
                }
                guard isHorizontal, !Self.isMagnitude(index, in: file)
                else { continue }
                hits.append(index)
            }
        }
        return Array(Set(hits)).sorted()
    }

    /// Whether the read at `index` is inside `abs(…)` (`abs(drag.translation.width)`): a magnitude, the
    /// same in both directions, such as a test for a mostly horizontal drag.
    private static func isMagnitude(_ index: Int, in file: LintSource) -> Bool {
        var root = index
        while file.isKind(root - 1, .period), file.isKind(root - 2, .identifier) { root -= 2 }
        return file.isKind(root - 1, .leftParen) && file.isWord(root - 2, "abs")
    }
}

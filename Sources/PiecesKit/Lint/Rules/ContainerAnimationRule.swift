/// `container-animation`: `.animation(_:value:)` on a container whose content changes too.
struct ContainerAnimationRule: LintCheck {
    let rule = LintRule(
        id: "container-animation",
        message: ".animation(_:value:) on a container animates everything inside it that changes in the same update",
        reason: "An animation attached to a whole stack or list also animates its content's own changes (text, images, layout); scope the animation to the properties it is for.",
        fix: "use animation(_:body:) around just the modifiers that should animate, or move .animation onto the view that changes")

    private static let containers: Set<String> = [
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid",
        "Group", "List", "ScrollView", "ForEach", "Form", "Section",
    ]

    func findings(in file: LintSource, gestures: GestureHandlers) -> [Int] {
        file.indices.filter { index in
            guard file.isMember(index - 1, "animation"), file.isKind(index + 1, .leftParen),
                  let value = file.argument("value", inCallAt: index + 1),
                  let root = root(ofChainBefore: index - 1, in: file),
                  Self.containers.contains(file.text(root)) else { return false }
            return !drivesInsertion(value, container: root, in: file)
        }
    }

    /// The index of the name that starts the expression `.animation` is applied to: `VStack` in
    /// `VStack { … }.padding().animation(…)`.
    private func root(ofChainBefore period: Int, in file: LintSource) -> Int? {
        var cursor = period - 1
        while cursor >= 0 {
            switch file.tokens[cursor].kind {
            case .rightParen, .rightBrace, .rightSquare:
                cursor = file.opening(cursor) - 1
            case .identifier:
                guard file.isKind(cursor - 1, .period) else { return cursor }
                cursor -= 2
            case .period:
                cursor -= 1
            default:
                return nil
            }
        }
        return nil
    }

    /// Whether the animated value is the condition of an `if` directly in the container's content:
    /// then the animation is what moves that content in and out (its transition), which is its job.
    private func drivesInsertion(_ value: Range<Int>, container: Int, in file: LintSource) -> Bool {
        guard value.count == 1, file.isKind(value.lowerBound, .identifier) else { return false }
        var open = container + 1
        if file.isKind(open, .leftParen) { open = file.closing(open) + 1 }
        guard file.isKind(open, .leftBrace) else { return false }
        let name = file.text(value.lowerBound)
        return file.inside(open).contains { index in
            guard file.isWord(index, "if"), file.tokens.indices.contains(index + 2) else { return false }
            // `if name`, `if !name`, `if let name`
            return file.text(index + 1) == name
                || (file.isWord(index + 1, "!") || file.isWord(index + 1, "let")) && file.text(index + 2) == name
        }
    }
}

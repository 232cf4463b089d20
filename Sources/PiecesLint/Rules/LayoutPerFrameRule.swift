/// `layout-per-frame`: a frame or padding computed from gesture state.
struct LayoutPerFrameRule: LintCheck {
    let rule = LintRule(
        id: "layout-per-frame",
        message: "a frame or padding changes with every gesture event",
        reason:
            """
            Changing layout on every gesture frame makes SwiftUI lay the view out again each time; move with offset, \
            scale and geometry effects instead.
            """,
        fix: "keep the size fixed and show the change with scaleEffect, offset, a mask or a geometry effect")

    func findings(in file: LintSource, gestures: GestureHandlers) -> [Int] {
        var driven = Set<String>()
        for handler in gestures.handlers(.changed, dragOnly: false) + gestures.handlers(.updating, dragOnly: false) {
            driven.formUnion(file.assignedNames(in: handler.body))
        }
        for index in file.indices where file.isKind(index, .attribute) && file.text(index) == "@GestureState" {
            var cursor = index + 1
            while cursor < index + 4, !file.isWord(cursor, "var") { cursor += 1 }
            if file.isKind(cursor + 1, .identifier) { driven.insert(file.text(cursor + 1)) }
        }
        guard !driven.isEmpty else { return [] }
        return file.indices.filter { index in
            (file.isMember(index - 1, "frame") || file.isMember(index - 1, "padding"))
                && file.isKind(index + 1, .leftParen)
                && file.mentions(driven, in: file.inside(index + 1))
        }
    }
}

/// A name a foundation section declares and a piece can use: a type, a top-level function, or a
/// member of a type or extension, told apart from its overloads by argument labels.
package struct ProvidedName: Hashable, Sendable, CustomStringConvertible {
    package enum Kind: Hashable, Sendable { case type, function, property, enumCase }

    /// One parameter of a function, as far as a call site can tell it apart.
    package struct Parameter: Hashable, Sendable {
        /// The argument label, `nil` for `_`.
        package var label: String?
        var hasDefault: Bool
        /// Whether a trailing closure can fill it.
        var isClosure: Bool

        package init(label: String?, hasDefault: Bool = false, isClosure: Bool = false) {
            self.label = label
            self.hasDefault = hasDefault
            self.isClosure = isClosure
        }
    }

    package var kind: Kind
    /// The extended or enclosing type, `nil` at top level: `PieceMotion`, `PieceMotion.Tier`, `View`.
    package var owner: String?
    package var name: String
    /// The parameters of a function; empty for everything else.
    package var parameters: [Parameter]

    package init(kind: Kind, owner: String?, name: String, parameters: [Parameter] = []) {
        self.kind = kind
        self.owner = owner
        self.name = name
        self.parameters = parameters
    }

    /// `PieceMotion.settle(velocity:from:to:)`, `View.piecePop(trigger:)`, `PieceMotion`.
    package var description: String {
        let qualified = owner.map { "\($0).\(name)" } ?? name
        guard kind == .function else { return qualified }
        return qualified + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    /// The first component of the owner (`PieceMotion` for `PieceMotion.Tier`), or the name of a
    /// top-level declaration.
    package var root: String {
        guard let owner else { return name }
        return owner.firstIndex(of: ".").map { String(owner[..<$0]) } ?? owner
    }

    /// Whether a call with these argument labels (`nil` for an unlabelled argument) followed by
    /// `trailingClosures` trailing closures can call this function.
    package func accepts(labels: [String?], trailingClosures: Int) -> Bool {
        var next = 0
        var closuresLeft = trailingClosures
        for parameter in parameters {
            if next < labels.count, labels[next] == parameter.label {
                next += 1
            } else if next == labels.count, closuresLeft > 0, parameter.isClosure {
                closuresLeft -= 1
            } else if !parameter.hasDefault {
                return false
            }
        }
        return next == labels.count && closuresLeft == 0
    }
}

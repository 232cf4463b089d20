/// A name a foundation section declares and a piece can use: a type, a top-level function, or a
/// member of a type or extension, told apart from its overloads by argument labels.
public struct ProvidedName: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable { case type, function, property, enumCase }

    /// One parameter of a function, as far as a call site can tell it apart.
    public struct Parameter: Hashable, Sendable {
        /// The argument label, `nil` for `_`.
        public var label: String?
        public var hasDefault: Bool
        /// Whether a trailing closure can fill it.
        public var isClosure: Bool

        public init(label: String?, hasDefault: Bool = false, isClosure: Bool = false) {
            self.label = label
            self.hasDefault = hasDefault
            self.isClosure = isClosure
        }
    }

    public var kind: Kind
    /// The extended or enclosing type, `nil` at top level: `PieceMotion`, `PieceMotion.Tier`, `View`.
    public var owner: String?
    public var name: String
    /// The parameters of a function; empty for everything else.
    public var parameters: [Parameter]

    public init(kind: Kind, owner: String?, name: String, parameters: [Parameter] = []) {
        self.kind = kind
        self.owner = owner
        self.name = name
        self.parameters = parameters
    }

    /// `PieceMotion.settle(velocity:from:to:)`, `View.piecePop(trigger:)`, `PieceMotion`.
    public var description: String {
        let qualified = owner.map { "\($0).\(name)" } ?? name
        guard kind == .function else { return qualified }
        return qualified + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    /// The first component of the owner (`PieceMotion` for `PieceMotion.Tier`), or the name of a
    /// top-level declaration.
    public var root: String {
        guard let owner else { return name }
        return owner.firstIndex(of: ".").map { String(owner[..<$0]) } ?? owner
    }

    /// Whether a call with these argument labels (`nil` for an unlabelled argument) followed by
    /// `trailingClosures` trailing closures can call this function.
    public func accepts(labels: [String?], trailingClosures: Int) -> Bool {
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

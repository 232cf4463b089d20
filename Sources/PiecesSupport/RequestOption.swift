/// One option of a request, declared once for every way to give it: the command line reads it as
/// `--name` (or the command's words), an MCP tool as the property `key` of its arguments, both show
/// `help`, and both set the same field of `Root` (`set`).
///
/// A table of these (`InstallOptions.table`) is the one place an option is written: the CLI builds
/// its parser's arguments and help from it, the MCP server its input schema, and both the request.
package struct RequestOption<Root>: Sendable {
    /// What the option holds, and so how each surface reads it.
    package enum Kind: Sendable, Equatable {
        /// Words: the command's positional `valueName…`, a tool's array of strings; a tool must give
        /// it when `atLeastOne`.
        case words(valueName: String, atLeastOne: Bool)
        /// One value: `--name VALUE` (`valueName` in help), a tool's string; nil when left out.
        case value(valueName: String)
        /// Present or not: `--name` (or `-short`), a tool's boolean; false when left out.
        case flag(short: Character?)
    }

    /// What a surface read for the option, of its kind.
    package enum Value: Sendable, Equatable {
        case words([String])
        case value(String?)
        case flag(Bool)
    }

    /// Who takes the option.
    package enum Surfaces: Sendable, Equatable {
        /// The command line and the MCP tools.
        case all
        /// Only the command line: the MCP server decides it itself (it never writes outside its
        /// folder, say).
        case commandLine
    }

    /// The command line's name, without dashes (`allow-outside`).
    package let name: String
    package let kind: Kind
    /// One sentence for the command's help and the tool's schema.
    package let help: String
    package let surfaces: Surfaces
    /// Whether the values are piece names (the command line completes them).
    package private(set) var namesPieces = false
    // Setters are closures, not key paths: each key path type is generic class metadata that the
    // runtime instantiates the first time the table is read, at every start of `add`.
    private let assign: @Sendable (inout Root, Value) -> Void

    private init(
        _ name: String, kind: Kind, help: String, surfaces: Surfaces,
        assign: @escaping @Sendable (inout Root, Value) -> Void
    ) {
        self.name = name
        self.kind = kind
        self.help = help
        self.surfaces = surfaces
        self.assign = assign
    }

    /// Words that set `field`.
    package static func words(
        _ name: String, valueName: String, atLeastOne: Bool = false, help: String, surfaces: Surfaces = .all,
        field: @escaping @Sendable (inout Root, [String]) -> Void
    ) -> Self {
        Self(name, kind: .words(valueName: valueName, atLeastOne: atLeastOne), help: help, surfaces: surfaces) {
            if case .words(let words) = $1 { field(&$0, words) }
        }
    }

    /// One value that sets `field`.
    package static func value(
        _ name: String, valueName: String, help: String, surfaces: Surfaces = .all,
        field: @escaping @Sendable (inout Root, String?) -> Void
    ) -> Self {
        Self(name, kind: .value(valueName: valueName), help: help, surfaces: surfaces) {
            if case .value(let value) = $1 { field(&$0, value) }
        }
    }

    /// A flag that sets `field`.
    package static func flag(
        _ name: String, short: Character? = nil, help: String, surfaces: Surfaces = .all,
        field: @escaping @Sendable (inout Root, Bool) -> Void
    ) -> Self {
        Self(name, kind: .flag(short: short), help: help, surfaces: surfaces) {
            if case .flag(let given) = $1 { field(&$0, given) }
        }
    }

    /// The same option, its values being piece names.
    package func namingPieces() -> Self {
        var copy = self
        copy.namesPieces = true
        return copy
    }

    /// Whether a surface must give the option: words that need at least one.
    package var isRequired: Bool {
        if case .words(_, let atLeastOne) = kind { return atLeastOne }
        return false
    }

    /// The tools' spelling: `allowOutside` for `allow-outside`.
    package var key: String {
        let parts = name.split(separator: "-")
        return parts.prefix(1).joined() + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// Sets the option's field of `root` to `value`, read for it by a surface.
    package func set(_ value: Value, in root: inout Root) { assign(&root, value) }
}

extension Array {
    /// `root` with every option set from what `read` gives for it.
    package func applied<Root>(to root: Root, reading read: (Element) -> Element.Value) -> Root
    where Element == RequestOption<Root> {
        var root = root
        for option in self { option.set(read(option), in: &root) }
        return root
    }
}

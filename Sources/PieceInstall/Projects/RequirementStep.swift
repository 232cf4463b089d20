import PiecesDiagnostics
import PiecesSupport

/// One thing `add` does (or would do) for what pieces need beyond their files, or `remove` takes
/// back: a line of the plan, and a result of `--format json`.
package struct RequirementStep: Sendable, Equatable {
    package enum Kind: String, Sendable {
        case package
        case infoPlist
    }

    package enum Action: String, Sendable {
        /// Added to the project.
        case add
        /// The project had it already.
        case present
        /// The project sets the key to another value: left as it is.
        case conflict
        /// Taken back by `remove`.
        case remove
        /// Left by `remove`: another piece still needs it.
        case keep
        /// Left by `remove`: the project changed it since, or something else in it uses it.
        case changed
    }

    package var kind: Kind
    /// The package's URL, or the Info.plist key.
    package var subject: String
    /// `from 2.1.0 (product TiltKit)`, or the key's value.
    package var detail: String
    package var action: Action
    /// Where: the target, the Info.plist file, the build setting.
    package var place: String

    package static let code = "project-requirements"

    static func packageDetail(_ from: String, _ product: String) -> Message { "from \(from) (product \(product))" }
    static func packageText(_ url: String, _ detail: String) -> Message { "the Swift package \(url) \(detail)" }
    static func keyText(_ key: String, _ value: String) -> Message { "the Info.plist key \(key) = \"\(value)\"" }
    static func added(_ what: String, _ place: String, planned: Bool) -> Message {
        planned ? "\(what) would be added to \(place)" : "\(what) added to \(place)"
    }
    static func present(_ what: String, _ place: String) -> Message { "\(what) is already in \(place)" }
    static func removed(_ what: String, _ place: String, planned: Bool) -> Message {
        planned ? "\(what) would be removed from \(place)" : "\(what) removed from \(place)"
    }
    static func kept(_ what: String, _ place: String) -> Message {
        "\(what) stays in \(place): another piece needs it"
    }
    static func changed(_ what: String, _ place: String) -> Message {
        "\(what) stays in \(place): it was changed since pieces added it, or the project uses it otherwise"
    }

    /// The requirement in words.
    var what: String {
        switch kind {
        case .package: Self.packageText(subject, detail).text
        case .infoPlist: Self.keyText(subject, detail).text
        }
    }

    /// The plan's line for this step (`planned`: nothing was written yet).
    package func note(planned: Bool) -> Diagnostic {
        let message: Message =
            switch action {
            case .add: Self.added(what, place, planned: planned)
            case .present, .conflict: Self.present(what, place)
            case .remove: Self.removed(what, place, planned: planned)
            case .keep: Self.kept(what, place)
            case .changed: Self.changed(what, place)
            }
        return Diagnostic(severity: .note, code: Self.code, message: message.text)
    }
}

import PiecesSupport

/// What `pieces add` and the MCP server's `plan_add` and `add_pieces` are asked: the request, and
/// whether to show each file's change. Each option is declared once, in `table`, from which the
/// command's parser and help, the tools' input schema and the request are all made.
///
/// The registry and dry run are not in the table: the command line shares `--registry` and
/// `--dry-run` with other commands, and the server has its own registry and a tool for each.
package struct InstallOptions: Sendable {
    package var request: InstallRequest
    /// Show each file's change as a diff (from the file on disk to the registry's bytes).
    package var diff = false

    /// The options of nothing yet, for `table` to fill in.
    package init(workingDirectory: String) {
        request = InstallRequest(names: [], workingDirectory: workingDirectory)
    }

    /// The options given: `table` applied, each option read by `read` (the command line's parse,
    /// a tool's arguments).
    package init(workingDirectory: String, reading read: (RequestOption<Self>) -> RequestOption<Self>.Value) {
        self = Self.table.applied(to: Self(workingDirectory: workingDirectory), reading: read)
    }

    package static let names = RequestOption<Self>.words(
        "names", valueName: "NAME", atLeastOne: true, help: "The pieces to add.", field: { $0.request.names = $1 }
    ).namingPieces()
    package static let project = RequestOption<Self>.value(
        "project", valueName: "PATH",
        help: "The .xcodeproj, .xcworkspace or Package.swift (default: found from the current folder).",
        field: { $0.request.project = $1 })
    package static let target = RequestOption<Self>.value(
        "target", valueName: "NAME", help: "The app or package target (default: the only one).",
        field: { $0.request.target = $1 })
    package static let path = RequestOption<Self>.value(
        "path", valueName: "DIR",
        help: "The folder the files go into (default: the target's Pieces/ folder, or pieces.json).",
        field: { $0.request.path = $1 })
    package static let diff = RequestOption<Self>.flag(
        "diff", help: "Show each file's change as a diff (in a dry run, before anything is written).",
        field: { $0.diff = $1 })
    package static let overwrite = RequestOption<Self>.flag(
        "overwrite", help: "Replace files that differ from what pieces installed.", field: { $0.request.overwrite = $1 }
    )
    package static let force = RequestOption<Self>.flag(
        "force",
        help:
            "Install even if the target's deployment target is older than a piece needs, or its name collides with"
            + " the app's code.",
        field: { $0.request.force = $1 })
    /// Never a tool's: the server writes only inside its folder.
    package static let allowOutside = RequestOption<Self>.flag(
        "allow-outside",
        help: "Let --path name a folder outside the project (installed as a plain folder with its own pieces.lock).",
        surfaces: .commandLine, field: { $0.request.allowOutside = $1 })

    /// Every option, in the order help and the schema list them.
    package static let table = [names, project, target, path, diff, overwrite, force, allowOutside]
}

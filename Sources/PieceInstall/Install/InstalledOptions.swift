import PiecesSupport

/// Where installed pieces are, found exactly as `add` finds them: the options `diff`, `status`,
/// `outdated`, `update` and `remove` share with the MCP server's `status` and `diff_piece`. Each is
/// declared once, in `table`, from which the commands' parser and help, the tools' input schema and
/// the request are all made.
package enum InstalledOptions {
    package typealias Option = RequestOption<InstallRequest>

    package static let project = Option.value(
        "project", valueName: "PATH",
        help: "The .xcodeproj, .xcworkspace or Package.swift (default: found from the current folder).",
        field: { $0.project = $1 })
    package static let target = Option.value(
        "target", valueName: "NAME", help: "The app or package target (default: every destination pieces.lock lists).",
        field: { $0.target = $1 })
    package static let path = Option.value(
        "path", valueName: "DIR", help: "The folder the pieces were added to with a path of their own (add --path).",
        field: { $0.path = $1 })
    /// Never a tool's: the server reads the registry it was started with.
    package static let registry = Option.value(
        "registry", valueName: "DIR|URL",
        help: "The registry to read the pieces from (default: the one each was added from, as pieces.lock records).",
        surfaces: .commandLine, field: { $0.registry = $1 })

    /// Every option, in the order help and the schema list them.
    package static let table = [project, target, path, registry]

    /// The request for `names` (empty: every installed piece) run in `workingDirectory`, each option
    /// read by `read` (the command line's parse, a tool's arguments).
    package static func request(
        names: [String], workingDirectory: String, reading read: (Option) -> Option.Value
    ) -> InstallRequest {
        table.applied(to: InstallRequest(names: names, workingDirectory: workingDirectory), reading: read)
    }
}

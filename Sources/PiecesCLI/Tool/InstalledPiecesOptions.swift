import PieceInstall

/// Where the installed pieces are, found exactly as `add` finds them: the options `diff`,
/// `status`, `outdated`, `update` and `remove` share.
struct InstalledPiecesOptions: CommandOptions {
    static let project = Option<String?>(
        "project", valueName: "PATH",
        help: "The .xcodeproj, .xcworkspace or Package.swift (default: found from the current folder).")
    static let target = Option<String?>(
        "target", valueName: "NAME", help: "The app or package target (default: the only one).")
    static let path = Option<String?>(
        "path", valueName: "DIR", help: "The folder the pieces were added to with --path.")
    static let registry = Option<String?>(
        "registry", valueName: "DIR|URL",
        help: "The registry to read the pieces from (default: the one each was added from, as pieces.lock records).")

    /// The arguments, in help order.
    static let arguments: [any DeclaredArgument] = [project, target, path, registry, PiecesCommands.timeout]

    var project: String?
    var target: String?
    var path: String?
    var registry: String?

    init(_ arguments: ParsedArguments) {
        project = arguments[Self.project]
        target = arguments[Self.target]
        path = arguments[Self.path]
        registry = arguments[Self.registry]
    }

    /// The request for `names` (empty: every installed piece) in the destination these options name.
    func request(names: [String], context: PiecesTool.Context) -> InstallRequest {
        var request = InstallRequest(names: names, workingDirectory: context.workingDirectory)
        request.project = project
        request.target = target
        request.path = path
        request.registry = registry
        return request
    }
}

import Foundation
import PackagePlugin

/// `swift package pieces-check [ARGUMENTS…]`: runs `pieces check` in the package's folder, for teams
/// that keep their pieces (and a registry) inside a Swift package. Passes `--registry registry`
/// when the package has a `registry/` folder and the arguments do not name one; any other
/// arguments (files, `--format github`) go to `pieces check` as they are. Fails when it does.
@main
struct PiecesCheckPlugin: CommandPlugin {
    static let subcommand = "check"
    static let failureMessage = "pieces check failed with exit status "

    struct ToolError: Error, CustomStringConvertible {
        var description: String
    }

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let package = context.package.directoryURL
        var toolArguments = [Self.subcommand]
        let registry = package.appendingPathComponent("registry/foundation")
        if !arguments.contains(where: { $0 == "--registry" || $0.hasPrefix("--registry=") }),
            FileManager.default.fileExists(atPath: registry.path)
        {
            toolArguments += ["--registry", "registry"]
        }
        let process = Process()
        process.executableURL = try context.tool(named: "pieces").url
        process.arguments = toolArguments + arguments
        process.currentDirectoryURL = package
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ToolError(description: Self.failureMessage + String(process.terminationStatus))
        }
    }
}

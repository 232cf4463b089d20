import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory pieces-sync [ARGUMENTS…]`: runs `pieces sync`
/// in the package's folder, regenerating the Piece motion blocks of the pieces kept there. Passes
/// `--registry registry` when the package has a `registry/` folder and the arguments do not name
/// one; any other arguments (files, `--dry-run`) go to `pieces sync` as they are.
@main
struct PiecesSyncPlugin: CommandPlugin {
    static let subcommand = "sync"
    static let failureMessage = "pieces sync failed with exit status "

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

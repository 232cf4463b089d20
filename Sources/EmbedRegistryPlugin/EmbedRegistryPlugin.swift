import Foundation
import PackagePlugin

/// Generates `EmbeddedRegistryData.swift` for the target it is applied to: the repository's
/// `registry/` and `templates/` folders as base64 literals, so a `pieces` binary copied anywhere
/// carries every piece and can scaffold without a checkout.
///
/// Which files are embedded is decided by `pieces-embed`; the plugin only declares the whole
/// `registry/` tree as input, so editing, adding or removing any file there re-runs the generator.
@main
struct EmbedRegistryPlugin: BuildToolPlugin {
    static let outputName = "EmbeddedRegistryData.swift"

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let registry = context.package.directoryURL.appendingPathComponent("registry")
        let templates = context.package.directoryURL.appendingPathComponent("templates")
        let output = context.pluginWorkDirectoryURL.appendingPathComponent(Self.outputName)
        let generator = try context.tool(named: "pieces-embed").url
        return [
            .buildCommand(
                displayName: "Embedding \(registry.path) in \(target.name)",
                executable: generator,
                arguments: [registry.path, output.path, templates.path],
                inputFiles: Self.tree(under: registry) + Self.tree(under: templates),
                outputFiles: [output])
        ]
    }

    /// `folder`, and every file and folder below it that is not hidden. Folders are inputs too:
    /// their modification time changes when an entry is added or removed, which re-runs the tool.
    static func tree(under folder: URL) -> [URL] {
        let manager = FileManager.default
        var result = [folder]
        var pending = [folder]
        while let current = pending.popLast() {
            let names = (try? manager.contentsOfDirectory(atPath: current.path)) ?? []
            for name in names where !name.hasPrefix(".") {
                let child = current.appendingPathComponent(name)
                var isFolder: ObjCBool = false
                guard manager.fileExists(atPath: child.path, isDirectory: &isFolder) else { continue }
                result.append(child)
                if isFolder.boolValue { pending.append(child) }
            }
        }
        return result.sorted { $0.path < $1.path }
    }
}

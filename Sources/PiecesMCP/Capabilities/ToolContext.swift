import MotionEngine
import PieceCatalog
import PieceInstall
import PiecesDiagnostics
import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Where the server's tools work: the folder `pieces mcp` started in (the root: nothing is written
/// outside it) and the registry `--registry` named, if any.
package struct ToolContext: Sendable {
    package var root: String
    package var registry: String?

    static func outsideMessage(_ argument: String, _ value: String, _ root: String) -> String {
        "\(argument) '\(value)' is outside the folder the server works in (\(root))"
    }
    static func outsideFix(_ argument: String) -> String {
        "name a path inside that folder, or start `pieces mcp` in the folder that holds the project (\(argument))"
    }
    static let outsideCode = "mcp-outside-root"

    package init(root: String, registry: String?) {
        self.root = Path(root).absolute.string
        self.registry = registry
    }

    /// Why `paths` (arguments relative to the root) may not be used: a diagnostic for the first one
    /// whose real location (symbolic links resolved) leaves the root, or nil when all stay inside.
    package func outside(_ paths: [String?], argument: String) -> Diagnostic? {
        for case let path? in paths {
            // Not normalized: the rule resolves the links, `..` after one included, as the file system does.
            let absolute = Path(path).isAbsolute ? Path(path) : Path(root).appending(path)
            if !ContainedPath.allows(absolute.string, root: root) {
                return Diagnostic(
                    severity: .error, code: Self.outsideCode, message: Self.outsideMessage(argument, path, root),
                    fix: Self.outsideFix(argument))
            }
        }
        return nil
    }

    /// Why the call's `project` or `path` (the installer's and the installed pieces' tools take both,
    /// as `InstallOptions` and `InstalledOptions` declare them) may not be used; nil when both stay inside.
    func outside(projectOrPathOf arguments: ToolArguments) -> Diagnostic? {
        outside(
            [arguments.string(InstalledOptions.project.key), arguments.string(InstalledOptions.path.key)],
            argument: "project/path")
    }

    /// `path` shown relative to the root, as the CLI shows paths relative to its working folder.
    package func display(_ path: String) -> String { Path(path).display(relativeTo: Path(root)) }
}

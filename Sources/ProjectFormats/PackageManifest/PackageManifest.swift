import PiecesSupport
import SwiftLexing

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What pieces needs from a Swift package's `Package.swift`, read from the team's lexer tokens (so
/// comments and strings never fool it): the targets declared in `targets: […]` and the iOS version
/// in `platforms: [.iOS(.v17)]` or `.iOS("17.0")`.
///
/// Only literal manifests are understood: targets built in loops or helper functions are not seen.
package struct PackageManifest: Sendable {
    /// A `.target(name: …)`-style declaration.
    package struct Target: Sendable, Equatable {
        /// The declaring function: `target`, `executableTarget`, `testTarget`, `macro`, `plugin`, …
        package var kind: String
        package var name: String
        /// The `path:` argument, relative to the package folder, when given.
        package var path: String?
        /// Where the declaration is (1-based line).
        package var line: Int

        /// Whether the target holds ordinary code (a library or executable target).
        var holdsCode: Bool { kind == "target" || kind == "executableTarget" }
    }

    static let targetKinds: Set<String> = [
        "target", "executableTarget", "testTarget", "macro", "plugin", "binaryTarget", "systemLibrary"
    ]
    /// The folders SwiftPM looks in for a target without `path:`, in its order.
    static let sourceFolders = ["Sources", "Source", "src", "srcs"]

    /// The `Package.swift` file, absolute.
    package let path: String
    /// The declared targets, in order (dependencies such as `.target(name:)` inside `dependencies:` excluded).
    package let targets: [Target]
    /// The iOS version from `platforms:`, nil when the package names none.
    package let deploymentTarget: DeploymentTarget?

    /// The package folder.
    package var folder: String { Path(path).parent.string }

    /// Reads the manifest at `path`.
    package static func read(_ path: String) throws(XcodeProjectError) -> PackageManifest {
        let absolute = Path(path).absolute.string
        do {
            return PackageManifest(path: absolute, bytes: try BoundedFile.read(absolute, limit: .packageManifest))
        } catch {
            throw .unreadable(path: absolute, reason: error.reason)
        }
    }

    /// Reads manifest source `bytes` found at `path`.
    package init(path: String, bytes: [UInt8]) {
        self.path = path
        let source = SourceText(path: path, bytes: bytes)
        let tokens = Lexer.lex(source).tokens.significant()
        var scanner = ManifestScanner(source: source, tokens: tokens)
        scanner.scan()
        targets = scanner.targets
        deploymentTarget = scanner.iOSVersion.map {
            DeploymentTarget(version: $0.version, source: .packageManifest(path: path, line: $0.line))
        }
    }

    /// The targets pieces can be added to (library and executable targets).
    package var codeTargets: [Target] { targets.filter(\.holdsCode) }

    /// The target's source folder, absolute: its `path:`, else the first of `Sources/<name>`,
    /// `Source/<name>`, `src/<name>`, `srcs/<name>` that exists (`Sources/<name>` when none does).
    package func sourceFolder(of target: Target) -> String {
        if let custom = target.path { return XcodeProject.join(folder, custom) }
        for root in Self.sourceFolders {
            let candidate = XcodeProject.join(folder, root + "/" + target.name)
            if FileKind.isFolder(candidate) {
                return candidate
            }
        }
        return XcodeProject.join(folder, "Sources/" + target.name)
    }
}

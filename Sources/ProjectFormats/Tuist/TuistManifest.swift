import PiecesSupport
import SwiftLexing

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What pieces needs from a Tuist `Project.swift`, read from the team's lexer tokens without
/// running Swift: each target declared with `.target(name:destinations:product:…)` (or the older
/// `Target(name:platform:product:…)`), its platforms, its deployment target on each, and its
/// `sources` globs and `buildableFolders`. The manifest is read, never written, and neither is
/// the `.xcodeproj` Tuist generates from it.
///
/// Only what is written out can be read: a value given by a top-level `let` of the manifest is
/// followed, but targets made by helper functions (`Project.app(name:)` from
/// `Tuist/ProjectDescriptionHelpers`, a `func` in the manifest, an enum's computed property) are
/// not seen; `unread` says where they are.
package struct TuistManifest: Sendable {
    /// One entry of a target's `sources` (a glob) or `buildableFolders` (a folder compiled whole).
    package struct Source: Sendable, Equatable {
        /// The glob or folder, absolute.
        package var path: String
        /// As written in the manifest (`Sources/**`, `//App/Sources/**`).
        package var written: String
        /// `excluding:` globs, absolute.
        package var excluding: [String]
        /// As written.
        package var excludingWritten: [String]
        /// A `buildableFolders` entry: everything below `path` is compiled.
        package var isFolder: Bool
        /// The entry has a `compilationCondition` (a `.glob`) or exceptions (a folder).
        package var isConditional: Bool
        package var line: Int

        /// The folder the glob starts in: its components before the first with a wildcard.
        package var base: String { isFolder ? path : TuistGlob.base(of: path) }

        /// Whether the file at `file` (absolute) is compiled through this entry.
        package func includes(_ file: String) -> Bool {
            if isFolder { return Path(file).isDescendant(of: Path(path)) && file != path }
            return TuistGlob.matches(file, path) && !excluding.contains { TuistGlob.matches(file, $0) }
        }
    }

    /// A target of the manifest.
    package struct Target: Sendable, Equatable {
        package var name: String
        /// `app`, `framework`, `unitTests`, … (as `Product` spells its cases).
        package var product: String
        /// Tuist's platform names (`iOS`, `macOS`, `visionOS`, `tvOS`, `watchOS`) from
        /// `destinations:` or `platform:`; empty when they could not be read.
        package var platforms: [String]
        /// The deployment target of each platform, with where it is written.
        package var deploymentTargets: [String: DeploymentTarget]
        package var sources: [Source]
        /// Whether `sources:` or `buildableFolders:` has an entry pieces could not read.
        package var hasUnreadSources: Bool
        package var line: Int

        /// Whether the target builds an app.
        package var isApplication: Bool { product == "app" }
    }

    /// Code whose targets cannot be read statically: a helper call, or a target declaration whose
    /// name is not written out.
    package struct Unread: Sendable, Equatable {
        /// The start of the expression, as written (`Project.makeModule(…)`).
        package var text: String
        package var line: Int
        /// For a target declaration: its `name:` as written (`rawValue`), which is not a string.
        package var name: String?
    }

    /// `Project.swift`, absolute.
    package let path: String
    /// Tuist's root folder (the one holding `Tuist/` or `Tuist.swift`), which `//` paths start from.
    package let rootFolder: String
    /// The targets written out, in the order written.
    package let targets: [Target]
    /// Where targets come from code pieces cannot read, in the order written.
    package let unread: [Unread]

    /// The folder the manifest lives in (and which its paths are relative to).
    package var folder: String { Path(path).parent.string }

    static let fileName = "Project.swift"

    /// Reads the manifest at `path`.
    package static func read(_ path: String) throws(TuistError) -> TuistManifest {
        let absolute = Path(path).absolute.string
        do {
            return TuistManifest(path: absolute, bytes: try BoundedFile.read(absolute, limit: .packageManifest))
        } catch {
            throw .unreadable(path: absolute, reason: error.reason)
        }
    }

    /// Reads manifest source `bytes` found at `path` (absolute).
    package init(path: String, bytes: [UInt8]) {
        self.path = path
        let folder = Path(path).parent.string
        rootFolder = Self.root(from: folder)
        let source = SourceText(path: path, bytes: bytes)
        var scanner = TuistScanner(
            source: source, tokens: Lexer.lex(source).tokens.significant(), folder: folder, root: rootFolder)
        scanner.scan()
        targets = scanner.targets
        unread = scanner.unread
    }

    /// The application targets that build for iOS (or whose platforms could not be read).
    package var iOSApplicationTargets: [Target] {
        targets.filter { $0.isApplication && ($0.platforms.isEmpty || $0.platforms.contains("iOS")) }
    }

    /// The closest folder at or above `folder` holding `Tuist/` or `Tuist.swift` (as Tuist finds
    /// its root), else the first holding `.git`, else `folder` itself.
    static func root(from folder: String) -> String {
        for current in Path(folder).ancestors {
            for marker in ["Tuist.swift", "Tuist", ".git"]
            where FileManager.default.fileExists(atPath: current.appending(marker).string) {
                return current.string
            }
        }
        return folder
    }
}

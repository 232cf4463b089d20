import PiecesDiagnostics
import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A registry on disk: `foundation/*.swift` and `pieces/<category>/*.swift` under one folder. A
/// registry laid out for the upstream `swiftpieces` tooling keeps its pieces in `swift/<category>/`
/// instead; that folder is used when there is no `pieces/`.
package struct FolderRegistry: Sendable {
    /// Why no registry could be used.
    package enum LookupError: DiagnosticConvertible, Equatable, Sendable {
        case notFound(searchedFrom: String)
        case notARegistry(path: String)
        /// `--registry DIR` names nothing on disk.
        case missing(path: String)
        /// `--registry ""`.
        case emptyPath

        static func notFoundMessage(_ start: String) -> Message {
            """
            no registry found: looked for 'registry/foundation/' and 'foundation/' in \(start) and every folder above \
            it
            """
        }
        static let notFoundFix: Message = "run pieces inside a registry, or pass --registry DIR"
        static func notARegistryMessage(_ path: String) -> Message {
            "\(path) is not a registry: it has no 'foundation/' folder"
        }
        static let notARegistryFix: Message = "pass the folder that holds foundation/ and pieces/"
        static func missingMessage(_ path: String) -> Message { "the registry folder \(path) does not exist" }
        static let missingFix: Message =
            "check the path, or leave --registry out to use the nearest registry (else the one built in)"
        static let emptyPathMessage: Message = "--registry is empty: it needs a folder or an https:// URL"
        static let emptyPathFix: Message = "pass --registry DIR or --registry https://host/path, or leave it out"

        /// `registry-not-found` and `registry-invalid` end with 66: the registry is not there;
        /// an empty `--registry`, which names nothing, is a usage error (64).
        package var diagnostic: Diagnostic {
            switch self {
            case .notFound(let start):
                .error(
                    "registry-not-found", Self.notFoundMessage(start), fix: Self.notFoundFix,
                    status: ExitStatus.noInput)
            case .notARegistry(let path):
                .error(
                    "registry-invalid", Self.notARegistryMessage(path), file: path, fix: Self.notARegistryFix,
                    status: ExitStatus.noInput)
            case .missing(let path):
                .error(
                    "registry-not-found", Self.missingMessage(path), fix: Self.missingFix, status: ExitStatus.noInput)
            case .emptyPath:
                .error("usage", Self.emptyPathMessage, fix: Self.emptyPathFix, status: ExitStatus.usage)
            }
        }
    }

    /// The registry folder's path (the folder holding `foundation/`), absolute and without `.` or
    /// `..`: every file of a run is placed against it.
    package let rootPath: String
    /// The registry folder.
    package var root: URL { URL(fileURLWithPath: rootPath, isDirectory: true) }

    package init(root: URL) { rootPath = root.standardizedFileURL.path }

    /// The registry at `path` (relative to the current folder when it is not absolute).
    package init(path: String) { rootPath = Path(path).absolute.normalized.string }

    package var foundationFolder: URL { URL(fileURLWithPath: foundationFolderPath, isDirectory: true) }
    package var foundationFolderPath: String { rootPath + "/foundation" }
    package var piecesFolder: URL { URL(fileURLWithPath: piecesFolderPath, isDirectory: true) }
    /// `pieces/`, or the upstream layout's `swift/` when only that exists.
    package var piecesFolderPath: String {
        let native = rootPath + "/pieces"
        let upstream = rootPath + "/swift"
        return !FileKind.isFolder(native) && FileKind.isFolder(upstream) ? upstream : native
    }

    /// The foundation files, sorted by path.
    package func foundationPaths() -> [String] {
        let folder = foundationFolderPath
        return FileWalker.names(in: folder).filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }
    }

    /// Every piece file, sorted by path.
    package func piecePaths() -> [String] {
        let folder = piecesFolderPath
        return FileWalker.files(under: folder).filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }
    }

    /// Whether `path` lies inside the foundation folder.
    func isFoundation(_ path: String) -> Bool {
        Path(path).absolute.string.hasPrefix(foundationFolderPath + "/")
    }

    /// Every regular file below `folder` whose relative path passes `include`, sorted.
    package static func files(under folder: URL, include: (String) -> Bool) -> [String] {
        let base = folder.path
        return FileWalker.files(under: base).filter(include).map { base + "/" + $0 }
    }
}

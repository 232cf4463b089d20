import PiecesDiagnostics
import PiecesSupport

/// A registry's files, wherever they live: a folder on disk, the copy embedded in the `pieces`
/// binary, a server in the `pieces` format or in the registry-item format. Paths are relative to
/// the registry's root, use `/` and follow the native layout whatever the source's own layout:
/// `foundation/PieceMotion.swift`, `pieces/buttons/ElasticButton.swift`, `pieces/media/Blur.metal`.
///
/// This is the one seam below the sync engine, the catalog, the installer and the MCP server: each
/// kind of registry is one conformance, and `RegistryResolver` (PieceInstall) picks which. Each kind
/// fails its own way (`RegistryFileError`, `RemoteRegistryError`), so the seam throws
/// `DiagnosticError`.
package protocol RegistryFileSource: Sendable {
    /// What to call the source in messages and in the lock file: a path, `embedded`, a URL.
    var sourceName: String { get }
    /// Every file of the registry, sorted.
    func relativePaths() throws(DiagnosticError) -> [String]
    /// The bytes of one file.
    func bytes(at relativePath: String) throws(DiagnosticError) -> [UInt8]
    /// Whether every file is checked against a digest the registry publishes before it is returned.
    /// A registry-item server publishes none, so what it sends is installed as it arrived.
    var verifiesDigests: Bool { get }
    /// How messages show `relativePath`: where the file really is, relative to the registry's root
    /// (`swift/cards/X.swift` in an upstream-layout folder), so editors can open it.
    func displayPath(of relativePath: String) -> String
}

extension RegistryFileSource {
    package var verifiesDigests: Bool { true }

    package func displayPath(of relativePath: String) -> String { relativePath }

    /// Whether `relativePath` names a foundation file: `foundation/<Name>.swift`.
    package static func isFoundationPath(_ relativePath: String) -> Bool {
        relativePath.hasPrefix("foundation/") && relativePath.hasSuffix(".swift")
            && relativePath.split(separator: "/").count == 2
    }

    /// The foundation files, sorted by path, with their bytes: all the sync engine needs of a
    /// registry that is not a folder it may write to.
    package func foundationFiles() throws(DiagnosticError) -> [(path: String, bytes: [UInt8])] {
        var files: [(path: String, bytes: [UInt8])] = []
        for path in try relativePaths().filter(Self.isFoundationPath).sorted() {
            files.append((path, try bytes(at: path)))
        }
        return files
    }
}

/// Why a registry file could not be read.
package struct RegistryFileError: DiagnosticConvertible, Equatable, Sendable {
    package var source: String
    package var path: String
    package var reason: String

    package init(source: String, path: String, reason: String) {
        self.source = source
        self.path = path
        self.reason = reason
    }

    static func messageTemplate(_ path: String, _ source: String, _ reason: String) -> Message {
        "cannot read \(path) from registry \(source): \(reason)"
    }
    package var message: String { Self.messageTemplate(path, source, reason).text }

    /// `registry-unreadable`, 74: a file of the registry cannot be read.
    package var diagnostic: Diagnostic {
        .error("registry-unreadable", Self.messageTemplate(path, source, reason), status: ExitStatus.ioError)
    }
}

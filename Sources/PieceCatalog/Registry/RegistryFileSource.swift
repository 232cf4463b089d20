import MotionEngine
import PiecesDiagnostics
import PiecesSupport

/// A registry's files, wherever they live: a folder on disk, the copy embedded in the `pieces`
/// binary, or (through its index) a server. Paths are relative to the registry's root and use `/`:
/// `foundation/PieceMotion.swift`, `pieces/buttons/ElasticButton.swift`, `pieces/media/Blur.metal`.
package protocol RegistryFileSource: Sendable {
    /// What to call the source in messages and in the lock file: a path, `embedded`, a URL.
    var sourceName: String { get }
    /// Every file of the registry, sorted.
    func relativePaths() throws -> [String]
    /// The bytes of one file.
    func bytes(at relativePath: String) throws -> [UInt8]
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

    package var diagnosticBody: Diagnostic {
        Diagnostic(severity: .error, code: "registry-unreadable", message: message)
    }
    /// 74: a file of the registry cannot be read.
    package var exitStatus: Int32 { ExitStatus.ioError }
}

extension Registry: RegistryFileSource {
    package var sourceName: String { root.path }

    package func relativePaths() throws -> [String] {
        let base = root.path + "/"
        let files = foundationPaths() + Self.files(under: piecesFolder) { _ in true }
        return files.map { String($0.dropFirst(base.count)) }.sorted()
    }

    package func bytes(at relativePath: String) throws -> [UInt8] {
        let path = root.appendingPathComponent(relativePath).path
        if let escape = ContainedPath.escape(path, root: root.path, rootName: "the registry") {
            throw RegistryFileError(source: sourceName, path: relativePath, reason: escape)
        }
        do {
            return try BoundedFile.read(path, limit: relativePath.hasSuffix(".swift") ? .swiftSource : .resource)
        } catch {
            throw RegistryFileError(source: sourceName, path: relativePath, reason: error.message)
        }
    }
}

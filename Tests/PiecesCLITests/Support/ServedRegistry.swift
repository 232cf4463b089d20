import Foundation
import PiecesTestSupport

@testable import MotionEngine
@testable import PieceCatalog

/// The minimal registry served over HTTP the way a static host serves one, for the commands that
/// read a remote registry. (PieceCatalogTests' `RemoteRegistryTests` serves it the same way to test
/// the client; test targets cannot share module-specific code, so these lines are repeated there.)
enum ServedRegistry {
    static let minimal = FixturePaths.fixture("registries/minimal")
    /// The folder the server publishes the registry under.
    static let mount = "/registry/"

    /// The minimal registry's served files: the index files and the foundations, by relative path.
    static func servedFiles() throws -> [String: [UInt8]] {
        let local = FolderRegistry(root: minimal)
        var files: [String: [UInt8]] = [:]
        for (path, bytes) in IndexFiles(catalog: try Catalog.load(from: local)).files { files[path] = bytes }
        for path in try local.relativePaths() where path.hasPrefix("foundation/") {
            files[path] = try local.bytes(at: path)
        }
        return files
    }

    /// A server publishing `files` under `mount`, every route answering normally.
    static func server(_ files: [String: [UInt8]]) throws -> LoopbackHTTPServer {
        var routes: [String: LoopbackHTTPServer.Route] = [:]
        for (path, bytes) in files { routes[mount + path] = .ok(bytes) }
        return try LoopbackHTTPServer(routes: routes)
    }
}

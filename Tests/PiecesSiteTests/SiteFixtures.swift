import Foundation
import MotionEngine
import PieceCatalog
import PiecesTestSupport

@testable import PiecesSite

/// The repository's real registry, its catalog and its site, built once for all the tests.
enum SiteFixtures {
    /// The repository (found from the support target's own path).
    static let repositoryRoot: URL = FixturePaths.repositoryRoot

    static let registry = FolderRegistry(root: repositoryRoot.appendingPathComponent("registry"))

    static let catalog: Catalog = {
        do { return try Catalog.load(from: registry) } catch { fatalError("the registry does not load: \(error)") }
    }()

    /// The site of the real registry, by path.
    static let site: [String: [UInt8]] = {
        do {
            return Dictionary(
                uniqueKeysWithValues: try SiteBuilder(catalog: catalog).files().map { ($0.path, $0.bytes) })
        } catch { fatalError("the site does not build: \(error)") }
    }()

    static func text(_ path: String) -> String? { site[path].map { String(decoding: $0, as: UTF8.self) } }
}

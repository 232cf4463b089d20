// Support for the crash-safety suite: a registry of many pieces made from the real ones. (Files in
// this folder follow the `<Suite>*Tests.swift` naming pattern even when they hold only support code.)
import Foundation
import PiecesTestSupport

@testable import MotionEngine
@testable import PiecesCLI

/// A registry of `count` pieces under a folder: the real foundation and copies of the real pieces
/// with their main type renamed (`ElasticButton` → `ElasticButtonN0042`), spread over categories of
/// at most 100 pieces. Three in four copies have their block cut off, so `sync` must write them;
/// the rest keep it and are already current.
struct LargeRegistry {
    static let blockStart = "\n// MARK: - Piece "

    let root: URL
    /// Every piece's bytes as generated, by path relative to `root`.
    let pieces: [String: [UInt8]]

    var sortedPaths: [String] { pieces.keys.sorted() }

    init(at root: URL, count: Int) throws {
        self.root = root
        let manager = FileManager.default
        let registry = FixturePaths.repositoryRoot.appendingPathComponent("registry")
        let foundation = root.appendingPathComponent("foundation")
        try manager.createDirectory(at: foundation, withIntermediateDirectories: true)
        try manager.copyItem(
            at: FixturePaths.registryFoundation,
            to: foundation.appendingPathComponent(FixturePaths.registryFoundation.lastPathComponent))
        let originals = FolderRegistry(root: registry).piecePaths().map { URL(fileURLWithPath: $0) }
        precondition(!originals.isEmpty, "the repository's registry has no pieces")
        var pieces: [String: [UInt8]] = [:]
        for index in 0..<count {
            let original = originals[index % originals.count]
            let name = original.deletingPathExtension().lastPathComponent
            let category = original.deletingLastPathComponent().lastPathComponent
            let renamed = name + "N" + String(format: "%04d", index)
            var text = try String(contentsOf: original, encoding: .utf8).replacingOccurrences(of: name, with: renamed)
            if index % 4 != 0, let cut = text.range(of: Self.blockStart) {
                text = String(text[..<cut.lowerBound]) + "\n"
            }
            let relative = "pieces/\(category)\(index / 100)/\(renamed).swift"
            let bytes = Array(text.utf8)
            let file = root.appendingPathComponent(relative)
            try manager.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: file)
            pieces[relative] = bytes
        }
        self.pieces = pieces
    }

    /// The bytes of every piece as they are now under `folder` (nil for a missing file).
    func currentBytes(in folder: URL) -> [String: [UInt8]?] {
        var result: [String: [UInt8]?] = [:]
        for path in pieces.keys {
            result[path] = (try? Data(contentsOf: folder.appendingPathComponent(path))).map(Array.init)
        }
        return result
    }

    /// Every file below `folder/pieces` whose name starts with `.`: what a killed write leaves behind.
    static func hiddenFiles(in folder: URL) -> [String] {
        let pieces = folder.appendingPathComponent("pieces")
        guard let walker = FileManager.default.enumerator(atPath: pieces.path) else { return [] }
        return walker.compactMap { $0 as? String }.filter { ($0 as NSString).lastPathComponent.hasPrefix(".") }.sorted()
    }

    /// Every `.swift` file below `folder/pieces` that is not hidden, relative to `folder`.
    static func visiblePieces(in folder: URL) -> [String] {
        // The pieces the engine itself lists.
        let registry = FolderRegistry(root: folder)
        return registry.piecePaths().map { String($0.dropFirst(registry.rootPath.count + 1)) }
    }
}

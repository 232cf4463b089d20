import Foundation
import MotionEngine
import PiecesSupport

/// A generated registry of `size` pieces on disk: the real foundations plus renamed copies of the
/// real pieces, about `piecesPerCategory` to a folder.
struct SyntheticRegistry {
    static let piecesPerCategory = 100

    /// One generated piece file.
    struct Piece {
        var category: String
        var name: String
        var bytes: [UInt8]
    }

    var root: URL
    var size: Int

    var registry: FolderRegistry { FolderRegistry(root: root) }

    /// Writes a fresh registry into `root`, which must not exist yet.
    static func generate(size: Int, from source: FolderRegistry, templates: [PieceTemplate], into root: URL)
        throws(BenchmarkError) -> SyntheticRegistry
    {
        let manager = FileManager.default
        guard !manager.fileExists(atPath: root.path) else { throw .io(path: root.path, reason: "already exists") }
        let foundation = root.appendingPathComponent("foundation")
        try makeFolder(foundation)
        for path in source.foundationPaths() {
            let target = foundation.appendingPathComponent(Path(path).basename)
            do { try manager.copyItem(atPath: path, toPath: target.path) } catch {
                throw .io(path: target.path, reason: error.localizedDescription)
            }
        }
        // One file at a time, so that generating does not raise the peak memory being measured.
        for number in 0..<size {
            let piece = piece(number: number, templates: templates)
            let folder = root.appendingPathComponent("pieces").appendingPathComponent(piece.category)
            if number % piecesPerCategory == 0 { try makeFolder(folder) }
            let file = folder.appendingPathComponent(piece.name + ".swift")
            guard manager.createFile(atPath: file.path, contents: Data(piece.bytes)) else {
                throw .io(path: file.path, reason: "create failed")
            }
        }
        return SyntheticRegistry(root: root, size: size)
    }

    /// Piece `number` of every synthetic registry: the same bytes whatever the registry's size.
    static func piece(number: Int, templates: [PieceTemplate]) -> Piece {
        let category = categoryName(number / piecesPerCategory)
        let copy = templates[number % templates.count].copy(number: number, category: category)
        return Piece(category: category, name: copy.name, bytes: Array(copy.text.utf8))
    }

    /// `category-007`: folder names sort in generation order.
    private static func categoryName(_ index: Int) -> String {
        "category-" + String(format: "%03d", index)
    }

    private static func makeFolder(_ url: URL) throws(BenchmarkError) {
        do { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) } catch {
            throw .io(path: url.path, reason: error.localizedDescription)
        }
    }
}

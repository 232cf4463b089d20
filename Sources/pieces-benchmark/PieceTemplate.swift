import Foundation
import MotionEngine
import PiecesSupport

/// A real piece of the registry, reduced to its own code, from which synthetic copies are made.
struct PieceTemplate {
    /// The main type, which is also the file name.
    var name: String
    /// The piece's own code: everything above its generated blocks, ending in one newline.
    var ownCode: String

    /// Generated blocks start here; copies get theirs from the benchmark's own first sync.
    static let blockStart = "\n// MARK: - Piece motion"
    static let categoryKey = "// category: "

    /// Every piece of `registry`, in path order so that the synthetic registry is deterministic.
    static func all(in registry: FolderRegistry) throws(BenchmarkError) -> [PieceTemplate] {
        var templates: [PieceTemplate] = []
        for path in registry.piecePaths() {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw .io(path: path, reason: "unreadable")
            }
            let text = String(decoding: data, as: UTF8.self)
            let name = Path(path).basenameWithoutExtension
            templates.append(PieceTemplate(name: name, ownCode: ownCode(of: text)))
        }
        guard !templates.isEmpty else { throw .noTemplates(folder: registry.piecesFolder.path) }
        return templates
    }

    /// The copy numbered `number` in `category`: the main type (and every name built on it, such
    /// as the example type) renamed so that copies never collide.
    func copy(number: Int, category: String) -> (name: String, text: String) {
        let newName = name + String(number)
        var lines = ownCode.replacingOccurrences(of: name, with: newName).components(separatedBy: "\n")
        // The header names the folder the piece lives in; keep it truthful for the copy.
        if let index = lines.firstIndex(where: { $0.hasPrefix(Self.categoryKey) }) {
            lines[index] = Self.categoryKey + category
        }
        return (newName, lines.joined(separator: "\n"))
    }

    private static func ownCode(of text: String) -> String {
        var code = text
        if let block = text.range(of: blockStart) { code = String(text[..<block.lowerBound]) }
        // Trailing blank lines would be a layout difference of the source, not of the tool.
        while let last = code.last, last.isWhitespace { code.removeLast() }
        return code + "\n"
    }
}

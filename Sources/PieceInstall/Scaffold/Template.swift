import MotionEngine
import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A file `pieces new` and `pieces init` render: text with `{{placeholder}}`s.
///
/// Only the placeholders given to `render` are replaced; anything else in braces is kept, so a
/// GitHub workflow's `${{ vars.NAME }}` passes through untouched.
package struct Template: Sendable, Equatable {
    /// The template's file name under `templates/` (`piece.swift`).
    package let name: String
    package let text: String

    package init(name: String, text: String) {
        self.name = name
        self.text = text
    }

    /// The text with each `{{key}}` replaced by its value.
    package func render(_ values: [String: String]) -> String {
        var result = text
        for (key, value) in values.sorted(by: { $0.key < $1.key }) {
            result = result.replacingAll("{{" + key + "}}", with: value)
        }
        return result
    }

    /// The placeholders of a piece template: `{{Name}}`, `{{Title}}`, `{{category}}`.
    static func pieceValues(for piece: PieceName) -> [String: String] {
        ["Name": piece.name, "Title": piece.title, "category": piece.category]
    }

    /// The piece template `pieces new` renders for `registry`: its own `templates/piece.swift`
    /// (inside the registry folder, or next to it as in this repository), else the one built in.
    package static func piece(for registry: FolderRegistry) throws(ScaffoldError) -> Template {
        let name = BuiltInTemplates.piece.name
        for folder in [registry.root, registry.root.deletingLastPathComponent()] {
            let path = folder.appendingPathComponent("templates").appendingPathComponent(name).path
            guard FileManager.default.fileExists(atPath: path) else { continue }
            let bytes: [UInt8]
            do { bytes = try BoundedFile.read(path, limit: .smallText) } catch {
                throw .templateUnreadable(path: path, reason: error.reason)
            }
            guard let text = String(wellFormedUTF8: bytes) else {
                throw .templateUnreadable(path: path, reason: invalidUTF8Reason)
            }
            return Template(name: name, text: text)
        }
        return BuiltInTemplates.piece
    }

    static let invalidUTF8Reason = "it is not valid UTF-8"
}

import PiecesDiagnostics
import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Which files of a `sync` or `check` command line are pieces. Only pieces are ever written: a
/// template, a file outside the registry's pieces folder without a piece header, and anything that
/// is not Swift are skipped with a note. A foundation stands for every piece of the registry, since
/// any of them may carry a section it changed.
struct PieceSelection {
    static func notSwiftNote(_ file: String) -> Message { "skipped \(file): not a Swift file" }
    static func foundationNote(_ first: String) -> Message {
        "\(first) is a foundation: checking every piece of the registry, since any may carry a section it changed"
    }
    static func templateNote(_ file: String) -> Message {
        "skipped \(file): a template (pieces new renders it; sync the piece it makes instead)"
    }
    static func notPieceNote(_ file: String) -> Message {
        "skipped \(file): not a piece (no '// pieces:' header and not under pieces/)"
    }
    static func missingFileMessage(_ file: String) -> Message { "no such file: \(file)" }
    static let missingFileFix = "check the path; pieces sync and check take piece files"

    var pieces: [String] = []
    var notes: [String] = []
    var diagnostics: [Diagnostic] = []
    /// The foundations named on the command line, as given.
    var foundations: [String] = []

    /// All the registry's pieces when `files` is `nil`.
    /// With no registry folder (the foundations came from elsewhere) only the named files are pieces.
    init(_ files: [String]?, registry: FolderRegistry?, workingDirectory: String) {
        guard let files else {
            pieces = registry.map(Self.registryPieces) ?? []
            return
        }
        var named: [String] = []
        for file in files {
            let path = Path(file).resolved(against: Path(workingDirectory)).string
            if !file.hasSuffix(".swift") {
                notes.append(Self.notSwiftNote(file).text)
            } else if !FileManager.default.fileExists(atPath: path) {
                diagnostics.append(
                    Diagnostic(
                        severity: .error, code: "file-not-found", message: Self.missingFileMessage(file).text,
                        file: file, fix: Self.missingFileFix,
                        status: ExitStatus.noInput))
            } else if let registry, registry.isFoundation(path) {
                foundations.append(file)
            } else if Self.isTemplate(path, registry: registry) {
                notes.append(Self.templateNote(file).text)
            } else if let registry, path.hasPrefix(registry.piecesFolderPath + "/") {
                named.append(path)
            } else if Self.hasPieceHeader(path) {
                named.append(path)
            } else {
                notes.append(Self.notPieceNote(file).text)
            }
        }
        if let first = foundations.first, let registry {
            notes.append(Self.foundationNote(first).text)
            let all = Self.registryPieces(registry)
            pieces = all + named.filter { !all.contains($0) }
        } else {
            pieces = named
        }
    }

    /// Every piece of the registry: its pieces folder without any `templates/` folder inside it.
    static func registryPieces(_ registry: FolderRegistry) -> [String] {
        // A folder called `templates` anywhere between the pieces folder and the file.
        let base = registry.piecesFolderPath.utf8.count
        return registry.piecePaths().filter { path in
            let folders = path.utf8.dropFirst(base).split(separator: UInt8(ascii: "/")).dropLast()
            return !folders.contains { $0.elementsEqual("templates".utf8) }
        }
    }

    /// A piece template: inside a `templates` folder, or with `{{placeholders}}` in its header.
    /// It has a piece header but is not a piece; syncing it would append a block to the template.
    static func isTemplate(_ path: String, registry: FolderRegistry?) -> Bool {
        guard let registry else { return head(of: path, count: 1024).contains("{{") }
        // Folders above the registry's own folder say nothing about the file.
        let base =
            path.hasPrefix(registry.piecesFolderPath + "/")
            ? registry.piecesFolderPath : Path(registry.rootPath).parent.string
        let inside = Path(path).display(relativeTo: Path(base))
        if inside.split(separator: "/").dropLast().contains("templates") { return true }
        return head(of: path, count: 1024).contains("{{")
    }

    static func hasPieceHeader(_ path: String) -> Bool {
        var text = head(of: path, count: 32)
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        return text.hasPrefix("// pieces:") || text.hasPrefix("// swiftpieces:")
    }

    /// The first `count` bytes of the file at `path`, decoded leniently.
    private static func head(of path: String, count: Int) -> String {
        String(decoding: AtomicFile.head(of: path, count: count) ?? [], as: UTF8.self)
    }
}

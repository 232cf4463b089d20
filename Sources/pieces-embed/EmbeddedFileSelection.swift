import Foundation

/// Which files of a registry folder go into the binary: every file under `foundation/` and
/// `pieces/`, plus the index (`index.json`, and `*.json` under `index/`). Hidden files and folders
/// (`.DS_Store`, editor swap files) are left out. Symbolic links are followed, so a package whose
/// files are links into another checkout embeds the files they point at.
enum EmbeddedFileSelection {
    /// The selected files' paths relative to `root`, with `/`, sorted so the output is deterministic.
    static func paths(in root: URL) throws(EmbedError) -> [String] {
        guard isFolder(root.appendingPathComponent("foundation")) else { throw .notARegistry(path: root.path) }
        var result = files(under: root, "foundation") + files(under: root, "pieces")
        if isFile(root.appendingPathComponent("index.json")) { result.append("index.json") }
        result += files(under: root, "index").filter { $0.hasSuffix(".json") }
        return result.sorted()
    }

    /// The files directly in the templates folder (`piece.swift`, `github-ci.yml`, …), sorted.
    static func templatePaths(in folder: URL) throws(EmbedError) -> [String] {
        guard isFolder(folder) else { throw .unreadable(path: folder.path) }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") && isFile(folder.appendingPathComponent($0)) }.sorted()
    }

    /// The bytes of the file at `relativePath`, exactly as on disk.
    static func read(_ relativePath: String, in root: URL) throws(EmbedError) -> [UInt8] {
        let url = root.appendingPathComponent(relativePath)
        guard let data = FileManager.default.contents(atPath: url.path) else { throw .unreadable(path: url.path) }
        return Array(data)
    }

    /// Every non-hidden file below `root/folder`, as paths relative to `root`.
    private static func files(under root: URL, _ folder: String) -> [String] {
        var result: [String] = []
        var pending = [folder]
        while let current = pending.popLast() {
            let names =
                (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(current).path)) ?? []
            for name in names where !name.hasPrefix(".") {
                let relative = current + "/" + name
                let url = root.appendingPathComponent(relative)
                if isFolder(url) { pending.append(relative) } else if isFile(url) { result.append(relative) }
            }
        }
        return result
    }

    private static func isFolder(_ url: URL) -> Bool {
        var flag: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &flag) && flag.boolValue
    }

    private static func isFile(_ url: URL) -> Bool {
        var flag: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &flag) && !flag.boolValue
    }
}

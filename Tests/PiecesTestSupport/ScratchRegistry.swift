import Foundation

/// A copy of a fixture registry in a fresh temporary folder, so that a test which writes (or an
/// engine bug that writes) never touches the checked-in fixtures.
package struct ScratchRegistry {
    package let root: URL

    package init(copying fixture: URL) throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("pieces-malformed-\(UUID().uuidString)")
            .appendingPathComponent(fixture.lastPathComponent)
        try FileManager.default.createDirectory(at: root.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: fixture, to: root)
    }

    /// The path of `relative` inside the copy.
    package func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    package func bytes(_ relative: String) throws -> [UInt8] {
        Array(try Data(contentsOf: root.appendingPathComponent(relative)))
    }

    package func write(_ bytes: [UInt8], to relative: String) throws {
        try Data(bytes).write(to: root.appendingPathComponent(relative))
    }

    /// Every file's bytes, by path relative to the root.
    package func snapshot() throws -> [String: [UInt8]] {
        var result: [String: [UInt8]] = [:]
        let walker = FileManager.default.enumerator(atPath: root.path)
        while let relative = walker?.nextObject() as? String {
            var isFolder: ObjCBool = false
            FileManager.default.fileExists(atPath: path(relative), isDirectory: &isFolder)
            if !isFolder.boolValue { result[relative] = try bytes(relative) }
        }
        return result
    }

    package func remove() { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
}

import Foundation

/// A fresh folder under the system's temporary directory, optionally filled with a copy of a
/// fixture, removed when the value is released: the one scratch folder of every test, so a test
/// that writes (or an engine bug that writes) never touches the checked-in fixtures.
package final class TemporaryFolder {
    package let url: URL

    /// An empty folder, or a copy of the fixture at `fixture` (relative to `Tests/Fixtures`).
    package convenience init(copying fixture: String? = nil) throws {
        try self.init(copyingFolder: fixture.map(FixturePaths.fixture))
    }

    /// A copy of the folder at `source` (any folder, a fixture's URL included), or an empty folder.
    package init(copyingFolder source: URL?) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("pieces-tests-\(UUID().uuidString)")
        if let source {
            try FileManager.default.copyItem(at: source, to: url)
        } else {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }
    }

    /// A registry holding only a foundation, `foundation` (the repository registry's unless told)
    /// with `suffix` appended, at `foundation/` under its own name: for a test to add pieces to.
    package static func registry(
        foundation: URL = FixturePaths.registryFoundation, appending suffix: String = ""
    ) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write(
            Array(try Data(contentsOf: foundation)) + Array(suffix.utf8),
            to: "foundation/" + foundation.lastPathComponent)
        return folder
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    package func path(_ relative: String) -> String { url.appendingPathComponent(relative).path }

    package func bytes(_ relative: String) throws -> [UInt8] {
        Array(try Data(contentsOf: url.appendingPathComponent(relative)))
    }

    package func text(_ relative: String) throws -> String { String(decoding: try bytes(relative), as: UTF8.self) }

    package func write(_ text: String, to relative: String) throws { try write(Array(text.utf8), to: relative) }

    package func write(_ bytes: [UInt8], to relative: String) throws {
        let target = url.appendingPathComponent(relative)
        try FileManager.default.createDirectory(
            at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: target)
    }

    /// The bytes of every file below the folder, by relative path: to prove nothing else changed.
    package func snapshot() throws -> [String: [UInt8]] {
        var result: [String: [UInt8]] = [:]
        let walker = FileManager.default.enumerator(atPath: url.path)
        while let relative = walker?.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path(relative), isDirectory: &isFolder), !isFolder.boolValue {
                result[relative] = try bytes(relative)
            }
        }
        return result
    }
}

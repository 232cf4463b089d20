import Foundation
import PiecesTestSupport
import Testing

/// Every `.swift` file under `Tests/` belongs to a target of `Package.swift`, or sits in a folder that
/// is deliberately no target. SwiftPM silently ignores a folder under `Tests/` that no target names, so
/// a test file left in one (say a new file in the old `Tests/PiecesKitTests/`) would never run and
/// nothing would say so; this suite says so.
@Suite("test layout")
struct TestLayoutTests {
    /// Folders under `Tests/` that are no target on purpose, and why.
    static let notTargets: [String: String] = [
        "Fixtures": "test inputs, read from disk through FixturePaths",
        "Fuzz": "fuzz harnesses, compiled by Tests/Fuzz/run.sh against a copy of the library",
        "ios-api-shims": "declarations for the iOS type-check of the registry (Tests/scripts/ios-typecheck.sh)",
        "scripts": "shell and Python drivers CI runs"
    ]

    static let tests = FixturePaths.repositoryRoot.appendingPathComponent("Tests")

    /// The folder under `Tests/` of each target `Package.swift` declares there: a `.testTarget` is
    /// `Tests/<name>` (none sets a path), any target with `path: "Tests/<folder>"` is that folder.
    static func targetFolders() throws -> Set<String> {
        let manifest = try String(
            contentsOf: FixturePaths.repositoryRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        var folders = Set(manifest.matches(of: /\.testTarget\(\s*name:\s*"([^"]+)"/).map { String($0.1) })
        for match in manifest.matches(of: /path:\s*"Tests\/([^"\/]+)/) { folders.insert(String(match.1)) }
        return folders
    }

    /// The first path component under `Tests/` of every `.swift` file, with one example file each.
    static func swiftFileFolders() -> [String: String] {
        var found: [String: String] = [:]
        let walker = FileManager.default.enumerator(atPath: tests.path)
        while let relative = walker?.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let folder = relative.split(separator: "/").first.map(String.init) ?? relative
            if found[folder] == nil || relative < found[folder]! { found[folder] = relative }
        }
        return found
    }

    @Test func everySwiftFileUnderTestsIsInATargetOrAKnownNonTargetFolder() throws {
        let targets = try Self.targetFolders()
        #expect(targets.contains("PiecesCLITests") && targets.contains("PiecesTestSupport"), "\(targets.sorted())")
        for folder in targets.sorted() {
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(
                atPath: Self.tests.appendingPathComponent(folder).path, isDirectory: &isFolder)
            #expect(
                exists && isFolder.boolValue,
                "Package.swift declares a target in Tests/\(folder), which is not a folder")
        }
        for (folder, example) in Self.swiftFileFolders().sorted(by: { $0.key < $1.key }) {
            #expect(
                targets.contains(folder) || Self.notTargets[folder] != nil,
                """
                Tests/\(example) is in no target of Package.swift, so it is never compiled: move it into the test \
                target of the module it tests (README, Development)
                """
            )
        }
    }
}

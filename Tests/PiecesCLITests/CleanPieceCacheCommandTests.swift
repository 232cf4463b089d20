import Foundation
import PiecesTestSupport
import Testing

@testable import MotionEngine
@testable import PiecesCLI

/// Where `check` and `sync` keep the clean-piece cache, and how a user turns it off.
@Suite("the clean-piece cache on the command line")
struct CleanPieceCacheCommandTests {
    typealias Location = CleanPieceCacheLocation

    /// The folder for a run whose environment is `environment`.
    private func folder(
        _ environment: [String: String], workingDirectory: String, isDarwin: Bool = Location.isDarwin
    ) -> String? {
        Location.folder(variable: { environment[$0] }, workingDirectory: workingDirectory, isDarwin: isDarwin)
    }

    @Test func theFolderFollowsTheVariableThenXDGThenTheHome() {
        #expect(folder(["PIECES_CACHE_DIR": "/c", "HOME": "/h"], workingDirectory: "/w") == "/c")
        #expect(folder(["PIECES_CACHE_DIR": "rel"], workingDirectory: "/w") == "/w/rel")
        #expect(folder(["PIECES_CACHE_DIR": "", "HOME": "/h"], workingDirectory: "/w") == nil)
        #expect(
            folder(["XDG_CACHE_HOME": "/x", "HOME": "/h"], workingDirectory: "/w") == "/x/pieces")
        #expect(
            folder(["XDG_CACHE_HOME": "x", "HOME": "/h"], workingDirectory: "/w", isDarwin: false)
                == "/h/.cache/pieces")
        #expect(
            folder(["HOME": "/h"], workingDirectory: "/w", isDarwin: true)
                == "/h/Library/Caches/pieces")
        #expect(folder(["HOME": "h"], workingDirectory: "/w") == nil)
        #expect(folder([:], workingDirectory: "/w") == nil)
    }

    /// On the fixture in place: its files are older than the two seconds a stamp needs to settle
    /// (a fresh copy is not), and neither command writes there.
    @Test func aSecondCheckSaysWhatTheFirstSaidFromTheCache() throws {
        let registry = FixturePaths.fixture("registries/minimal").path
        let cache = try TemporaryFolder()
        let environment = ["PIECES_CACHE_DIR": cache.url.path]
        let context = PiecesTool.Context(workingDirectory: registry, environment: environment, isTerminal: false)
        let uncached = PiecesTool.run(["check", "--no-cache"], context: context)
        #expect(try cache.snapshot().isEmpty)
        let first = PiecesTool.run(["check"], context: context)
        let files = try cache.snapshot()
        #expect(files.count == 1 && files.keys.allSatisfy { $0.hasPrefix("clean-pieces-") }, "\(files.keys)")
        let second = PiecesTool.run(["check"], context: context)
        #expect(first == uncached && second == uncached)
        #expect(first.standardOutput.contains("checked"))
        let sync = PiecesTool.run(["sync", "--dry-run"], context: context)
        #expect(sync == PiecesTool.run(["sync", "--dry-run", "--no-cache"], context: context))
        #expect(files.values.allSatisfy { $0.split(separator: UInt8(ascii: "\n")).count > 2 }, "keys were recorded")
    }

    @Test func anEmptyVariableTurnsTheCacheOff() throws {
        let folder = try TemporaryFolder(copying: "registries/minimal")
        let home = try TemporaryFolder()
        let environment = ["PIECES_CACHE_DIR": "", "HOME": home.url.path]
        let context = PiecesTool.Context(workingDirectory: folder.url.path, environment: environment, isTerminal: false)
        _ = PiecesTool.run(["check"], context: context)
        #expect(try home.snapshot().isEmpty)
    }
}

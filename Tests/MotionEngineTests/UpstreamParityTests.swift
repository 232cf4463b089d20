import Foundation
import PiecesTestSupport
import Testing

@testable import MotionEngine
@testable import PiecesSupport

/// A registry in the shapes of the real upstream `swiftpieces` registry (foundations without about
/// lines, provides lines in upstream's pattern syntax, types listed for their members, pieces under
/// `swift/<category>/`), and what upstream's `motion:sync` writes for it (`upstream-shapes-expected/`,
/// produced by running upstream's script over these files; docs/sync.md).
@Suite("parity with upstream's motion:sync")
struct UpstreamParityTests {
    /// Pieces where upstream's regular expressions match inside a comment or a string and so copy
    /// sections the code never uses (docs/sync.md lists the cases).
    static let commentOrStringMatches: Set<String> = ["feedback/QuietNote.swift", "text/FoldedNote.swift"]

    static func expectedPieces() throws -> [String] {
        let root = FixturePaths.fixture("upstream-shapes-expected")
        return FileWalker.files(under: root.path).filter { $0.hasSuffix(".swift") }.sorted()
    }

    @Test func theFoundationsStopNothingAndListIncompleteEntriesAsWarnings() throws {
        let folder = try TemporaryFolder(copying: "registries/upstream-shapes")
        let foundations = try folder.synchronizer().foundations
        #expect(!foundations.hasErrors, "\(foundations.errors.map(\.diagnostic.message))")
        let codes = Set(foundations.errors.map(\.diagnostic.code))
        #expect(codes == ["provides-missing"])
        // Members of a listed type, `.trail(`, bare extension methods and `.smear(velocity` all resolve.
        #expect(!foundations.errors.contains { $0.diagnostic.message.contains("PieceMotion.") })
        #expect(!foundations.errors.contains { $0.diagnostic.message.contains("PieceSprouts") })
        // A type left off the list is reported once, not again for each member.
        #expect(foundations.errors.filter { $0.diagnostic.message.contains("'PieceSink") }.count == 1)
    }

    @Test func strictMakesTheIncompleteListsErrors() throws {
        let folder = try TemporaryFolder(copying: "registries/upstream-shapes")
        let strict = try Synchronizer(
            registry: FolderRegistry(root: folder.url), workingDirectory: folder.url.path, strict: true)
        #expect(strict.foundations.hasErrors)
        #expect(strict.sync().changes.isEmpty)
    }

    @Test func syncWritesWhatUpstreamWritesByteForByte() throws {
        let folder = try TemporaryFolder(copying: "registries/upstream-shapes")
        let report = try folder.synchronizer().sync()
        #expect(report.diagnostics.allSatisfy { $0.severity == .warning })
        #expect(report.changes.count == 7)
        let pieces = try Self.expectedPieces()
        #expect(pieces.count == 8)
        for piece in pieces where !Self.commentOrStringMatches.contains(piece) {
            let expected = Array(try Data(contentsOf: FixturePaths.fixture("upstream-shapes-expected/" + piece)))
            #expect(try folder.bytes("swift/" + piece) == expected, "\(piece)")
        }
    }

    @Test func aWordInACommentOrStringPullsNothingIn() throws {
        let folder = try TemporaryFolder(copying: "registries/upstream-shapes")
        _ = try folder.synchronizer().sync()
        let ours = try folder.text("swift/feedback/QuietNote.swift")
        let upstream = String(
            decoding: try Data(contentsOf: FixturePaths.fixture("upstream-shapes-expected/feedback/QuietNote.swift")),
            as: UTF8.self)
        #expect(upstream.contains("// swiftpieces-motion: 2.4.0 (core, band, bump, wobble)"))
        #expect(ours.contains("// swiftpieces-motion: 2.4.0 (core, bump)\n"))
        // Everything before the provenance line is the same.
        #expect(
            ours.components(separatedBy: "// swiftpieces-motion: 2.4.0")[0]
                == upstream.components(separatedBy: "// swiftpieces-motion: 2.4.0")[0])
    }

    /// The shape of upstream's `text/ExpandableText.swift`: a piece using one liquid section names the type
    /// of another in a plain `//` line comment. Upstream copies that section too; `pieces` does not.
    @Test func aTypeNamedInALineCommentPullsNothingIn() throws {
        let folder = try TemporaryFolder(copying: "registries/upstream-shapes")
        _ = try folder.synchronizer().sync()
        let ours = try folder.text("swift/text/FoldedNote.swift")
        let upstream = String(
            decoding: try Data(contentsOf: FixturePaths.fixture("upstream-shapes-expected/text/FoldedNote.swift")),
            as: UTF8.self)
        #expect(upstream.contains("// swiftpieces-liquid: 1.3.0 (blob, fadeText)\n"))
        #expect(upstream.contains("private struct PieceFadeText"))
        #expect(ours.contains("// swiftpieces-liquid: 1.3.0 (blob)\n"))
        #expect(!ours.contains("private struct PieceFadeText"))
        #expect(
            ours.components(separatedBy: "// swiftpieces-liquid: 1.3.0")[0]
                == upstream.components(separatedBy: "// swiftpieces-liquid: 1.3.0")[0])
    }

    @Test func checkIsCleanAfterSyncAndASecondSyncWritesNothing() throws {
        let folder = try TemporaryFolder(copying: "registries/upstream-shapes")
        _ = try folder.synchronizer().sync()
        let check = try folder.synchronizer().check()
        #expect(check.checked == 8)
        #expect(check.exitStatus == 0)
        #expect(!check.diagnostics.contains { $0.severity == .error })
        #expect(try folder.synchronizer().sync().changes.isEmpty)
    }

    @Test func aPieceWithNoBlockThatNeedsNoneIsLeftExactlyAsItIs() throws {
        let folder = try TemporaryFolder(copying: "registries/upstream-shapes")
        let before = try folder.bytes("swift/data/PlainTile.swift")
        #expect(before.suffix(3) == Array("\n\n\n".utf8))
        _ = try folder.synchronizer().sync()
        #expect(try folder.bytes("swift/data/PlainTile.swift") == before)
    }
}

import Foundation
import PiecesDiagnostics
import PiecesTestSupport
import Testing

@testable import MotionEngine
@testable import PieceCatalog

/// The registry compiled into the binary is the repository's `registry/` folder, byte for byte.
@Suite("the embedded registry")
struct EmbeddedRegistryTests {
    static let root = FixturePaths.repositoryRoot.appendingPathComponent("registry")

    /// What the build embeds, computed independently of the generator: every non-hidden file under
    /// `foundation/` and `pieces/`, plus `index.json` and `index/**/*.json`.
    static func expectedPaths() -> [String] {
        let base = root.path + "/"
        let all = FolderRegistry.files(under: root) { _ in true }.map { String($0.dropFirst(base.count)) }
        return all.filter { path in
            path.hasPrefix("foundation/") || path.hasPrefix("pieces/") || path == "index.json"
                || (path.hasPrefix("index/") && path.hasSuffix(".json"))
        }.sorted()
    }

    @Test func holdsExactlyTheRepositorysRegistryFiles() throws {
        let embedded = try EmbeddedRegistry().relativePaths()
        #expect(embedded == Self.expectedPaths())
        #expect(embedded.contains("foundation/PieceMotion.swift"))
        #expect(embedded.contains("pieces/buttons/ElasticButton.swift"))
    }

    @Test(arguments: expectedPaths())
    func fileIsByteForByteTheRepositorysFile(path: String) throws {
        let onDisk = Array(try Data(contentsOf: Self.root.appendingPathComponent(path)))
        #expect(try EmbeddedRegistry().bytes(at: path) == onDisk)
    }

    @Test func isCalledEmbedded() {
        #expect(EmbeddedRegistry().sourceName == "embedded")
    }

    @Test func missingFileIsAnErrorNamingTheFile() throws {
        let registry = EmbeddedRegistry()
        #expect(!registry.contains("pieces/buttons/NoSuchButton.swift"))
        #expect(
            throws: DiagnosticError(
                RegistryFileError(
                    source: "embedded", path: "pieces/buttons/NoSuchButton.swift",
                    reason: EmbeddedRegistry.missingReason))
        ) {
            try registry.bytes(at: "pieces/buttons/NoSuchButton.swift")
        }
    }

    @Test func keepsLineEndingsByteOrderMarkAndInvalidUTF8() throws {
        let awkward: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("let a = 1\r\n".utf8) + [0xFF, 0xFE, 0x00, 0x0A]
        let registry = EmbeddedRegistry(files: [
            (path: "pieces/z/Z.swift", base64: Data(awkward).base64EncodedString()),
            (path: "foundation/A.swift", base64: Data("a\n".utf8).base64EncodedString())
        ])
        #expect(try registry.relativePaths() == ["foundation/A.swift", "pieces/z/Z.swift"])
        #expect(try registry.bytes(at: "pieces/z/Z.swift") == awkward)
    }

    @Test func ofTwoFilesWithOnePathTheFirstGivenIsRead() throws {
        let registry = EmbeddedRegistry(files: [
            (path: "pieces/b/B.swift", base64: Data("b\n".utf8).base64EncodedString()),
            (path: "pieces/a/A.swift", base64: Data("first\n".utf8).base64EncodedString()),
            (path: "pieces/a/A.swift", base64: Data("second\n".utf8).base64EncodedString())
        ])
        #expect(try registry.bytes(at: "pieces/a/A.swift") == Array("first\n".utf8))
        #expect(try registry.bytes(at: "pieces/b/B.swift") == Array("b\n".utf8))
        #expect(!registry.contains("pieces/a"))
        #expect(!registry.contains("pieces/c/C.swift"))
    }

    @Test func corruptBase64IsAnError() {
        let registry = EmbeddedRegistry(files: [(path: "foundation/A.swift", base64: "not base64!")])
        #expect(
            throws: DiagnosticError(
                RegistryFileError(
                    source: "embedded", path: "foundation/A.swift", reason: EmbeddedRegistry.corruptReason))
        ) {
            try registry.bytes(at: "foundation/A.swift")
        }
    }
}

/// `pieces --version` names the registry by a summary pieces-embed computed at build time (digest,
/// piece count, foundation versions); it must be what the bytes the binary holds say when read.
@Suite struct EmbeddedRegistrySummaryTests {
    @Test func theBuildTimeSummaryIsWhatTheEmbeddedFilesSay() throws {
        let registry = EmbeddedRegistry()
        let built = try registry.summary()
        #expect(built == (try registry.computedSummary()))
        #expect(built.pieceCount > 0)
        #expect(built.foundations.contains { $0.hasSuffix(" (PieceMotion)") })
    }
}

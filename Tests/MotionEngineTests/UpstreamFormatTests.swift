import Foundation
import PiecesTestSupport
import Testing

@Suite("registries written for the upstream swiftpieces tooling")
struct UpstreamFormatTests {
    static let piece = "pieces/buttons/TapButton.swift"

    @Test func theFoundationIsReadWithItsHandWrittenLinesAgreeing() throws {
        let folder = try TemporaryFolder(copying: "registries/upstream")
        let foundations = try folder.synchronizer().foundations
        #expect(foundations.errors.isEmpty)
        #expect(foundations.files.first?.prefix == "swiftpieces")
        #expect(foundations.files.first?.isUpstream == true)
        #expect(foundations.sections.map(\.name) == ["core", "springs", "projection"])
    }

    @Test func syncWritesTheUpstreamBlockShapeExactly() throws {
        let folder = try TemporaryFolder(copying: "registries/upstream")
        let report = try folder.synchronizer().sync()
        #expect(report.diagnostics.isEmpty)
        #expect(report.changes.first?.added == ["core", "springs"])
        let expected = try Data(contentsOf: FixturePaths.fixture("upstream-expected/TapButton.swift"))
        #expect(try folder.bytes(Self.piece) == Array(expected))
    }

    @Test func checkAcceptsItAndASecondSyncChangesNothing() throws {
        let folder = try TemporaryFolder(copying: "registries/upstream")
        _ = try folder.synchronizer().sync()
        #expect(try folder.synchronizer().check().diagnostics.isEmpty)
        #expect(try folder.synchronizer().sync().changes.isEmpty)
    }

    @Test func anUpstreamBlockThatDiffersFromTheFoundationIsStale() throws {
        let folder = try TemporaryFolder(copying: "registries/upstream")
        _ = try folder.synchronizer().sync()
        let edited = try folder.text(Self.piece).replacingOccurrences(of: "bounce: 0.38", with: "bounce: 0.5")
        try folder.write(edited, to: Self.piece)
        let check = try folder.synchronizer().check()
        // Upstream blocks carry no digest, so a changed block reads as stale rather than edited.
        #expect(check.diagnostics.map(\.code) == ["block-stale"])
        #expect(try folder.synchronizer().sync().changes.count == 1)
        #expect(
            try folder.bytes(Self.piece)
                == Array(try Data(contentsOf: FixturePaths.fixture("upstream-expected/TapButton.swift"))))
    }
}

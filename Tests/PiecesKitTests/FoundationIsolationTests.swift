import Foundation
import Testing
@testable import PiecesKit

/// Foundation declarations written `nonisolated` (what Xcode 26's default main-actor isolation needs for
/// pure code) are found, copied private and pulled in by the pieces that use them.
@Suite("nonisolated foundation declarations")
struct FoundationIsolationTests {
    static let foundations: FoundationSet = {
        let path = FixturePaths.fixture("registries/isolation/foundation/Motion.swift").path
        return FoundationSet(files: [("foundation/Motion.swift", Array(FileManager.default.contents(atPath: path)!))])
    }()

    static func text(of section: String) -> String? {
        foundations.sections.first { $0.name == section }?.text
    }

    @Test func theFoundationParsesWithoutErrors() {
        #expect(Self.foundations.errors.isEmpty)
        #expect(Self.foundations.sections.map(\.name) == ["core", "curve", "release", "haptics"])
    }

    @Test func privateGoesBeforeNonisolatedOrReplacesTheWrittenAccess() {
        #expect(Self.text(of: "core")?.contains("\nprivate nonisolated struct PieceMotion: Sendable {") == true)
        #expect(Self.text(of: "curve")?.contains("\nprivate nonisolated extension PieceMotion {") == true)
        #expect(Self.text(of: "release")?.contains("\nprivate nonisolated struct PieceDragRelease: Equatable") == true)
        #expect(Self.text(of: "haptics")?.contains("\nprivate nonisolated(unsafe) enum PieceHaptic {") == true)
    }

    @Test(arguments: [
        ("let m = PieceMotion(reduceMotion: false)", ["core"]),
        ("let s = PieceMotion.rubberBandSlope(4, limit: 40)", ["core", "curve"]),
        ("func f(_ r: PieceDragRelease) -> CGSize { r.velocity }", ["release"]),
        ("let h = PieceHaptic.toggle", ["haptics"]),
    ])
    func aPieceUsingANonisolatedDeclarationPullsItsSection(code: String, expected: [String]) {
        let analysis = PieceAnalysis(path: "Piece.swift", bytes: Array(code.utf8), foundations: Self.foundations, cache: BlockCache())
        #expect(analysis.needed.map { Self.foundations.sections[$0].name } == expected)
    }
}

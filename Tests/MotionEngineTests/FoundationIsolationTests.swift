import Foundation
import PiecesTestSupport
import Testing

@testable import MotionEngine

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
        #expect(Self.foundations.sections.map(\.name) == ["core", "curve", "release", "haptics", "flags"])
    }

    @Test func privateGoesBeforeNonisolatedOrReplacesTheWrittenAccess() {
        #expect(Self.text(of: "core")?.contains("\nprivate nonisolated struct PieceMotion: Sendable {") == true)
        // No doc comment before it: the section starts with the declaration.
        #expect(Self.text(of: "curve")?.hasPrefix("private nonisolated extension PieceMotion {") == true)
        #expect(Self.text(of: "release")?.contains("\nprivate nonisolated struct PieceDragRelease: Equatable") == true)
        #expect(Self.text(of: "haptics")?.contains("\nprivate nonisolated(unsafe) enum PieceHaptic {") == true)
        // An access modifier written after `nonisolated` is replaced where it stands.
        #expect(Self.text(of: "flags")?.contains("\nnonisolated private struct PieceFlag: Sendable") == true)
        #expect(Self.text(of: "flags")?.contains("\nprivate nonisolated func pieceFlagKey(_ flag: PieceFlag)") == true)
        #expect(
            Self.foundations.sections.allSatisfy { !$0.text.contains("private private") && !$0.text.contains("public") }
        )
    }

    @Test(arguments: [
        ("let m = PieceMotion(reduceMotion: false)", ["core"]),
        ("let s = PieceMotion.rubberBandSlope(4, limit: 40)", ["core", "curve"]),
        ("func f(_ r: PieceDragRelease) -> CGSize { r.velocity }", ["release"]),
        ("let h = PieceHaptic.toggle", ["haptics"]),
        ("let k = pieceFlagKey(flag)", ["flags"])
    ])
    func aPieceUsingANonisolatedDeclarationPullsItsSection(code: String, expected: [String]) {
        let analysis = PieceAnalysis(
            path: "Piece.swift", bytes: Array(code.utf8), foundations: Self.foundations, cache: BlockCache())
        #expect(analysis.needed.map { Self.foundations.sections[$0].name } == expected)
    }
}

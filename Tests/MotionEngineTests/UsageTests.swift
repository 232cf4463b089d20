import Foundation
import PiecesTestSupport
import Testing

@testable import MotionEngine

/// Which sections a piece's own code pulls in, read from tokens.
@Suite("usage analysis")
struct UsageTests {
    static let foundations: FoundationSet = {
        let bytes = Array(FileManager.default.contents(atPath: FixturePaths.foundation.path)!)
        return FoundationSet(files: [("foundation/Motion.swift", bytes)])
    }()

    static func sections(for code: String) -> [String] {
        let analysis = PieceAnalysis(
            path: "Piece.swift", bytes: Array(code.utf8), foundations: foundations, cache: BlockCache())
        return analysis.needed.map { foundations.sections[$0].name }
    }

    @Test(arguments: [
        ("let m = PieceMotion(reduceMotion: false)", ["core"]),
        ("let a = PieceMotion(reduceMotion: r).settle", ["core", "roles"]),
        ("let a = PieceMotion(reduceMotion: r).settle(velocity: v, from: 0, to: 1)", ["core", "velocity", "momentum"]),
        (
            "let a = PieceMotion(reduceMotion: r)\n    .settle(\n        velocity: v,\n        from: 0, to: 1)",
            ["core", "velocity", "momentum"]
        ),
        ("let x = PieceMotion.project(p, velocity: v)", ["core", "projection"]),
        ("let x = PieceMotion.project(p, velocity: v, decelerationRate: 0.998)", ["core", "projection"]),
        ("var body: some View { Text(\"hi\")\n    .piecePop(trigger: count) }", ["pop"]),
        ("let label = \"\\(PieceMotion.project(0, velocity: 1))\"", ["core", "projection"]),
        // Members of PieceMotion's own types count only where the piece names PieceMotion.
        ("let v = model.value", []),
        ("let v = PieceMotion(reduceMotion: r); let a = v.value", ["core", "roles"]),
        // A label the foundation does not know is not its member.
        ("let a = motion.settle(speed: 1)", []),
        // Local declarations and argument labels are not uses.
        ("func settle(velocity: Int) {}; let x = f(value: 1)", [])
    ])
    func codeUses(code: String, expected: [String]) {
        #expect(Self.sections(for: code) == expected)
    }

    @Test(arguments: [
        "// PieceMotion.project(0, velocity: 1) and .piecePop(trigger: 1)",
        "/// `PieceMotion(reduceMotion: true).settle`",
        "/* .piecePop(trigger: 1) /* nested */ PieceMotion.project(0, velocity: 1) */",
        "let s = \"PieceMotion(reduceMotion: true).settle(velocity: 1, from: 0, to: 1)\"",
        "let s = #\"PieceMotion.project(0, velocity: 1) \\(x)\"#",
        "let s = \"\"\"\n    .piecePop(trigger: 1)\n    \"\"\""
    ])
    func commentsAndStringsUseNothing(code: String) {
        #expect(Self.sections(for: code).isEmpty)
    }

    @Test func aMisspeltFoundationMemberIsReportedWithASuggestion() {
        let code = "let x = PieceMotion.projct(0, velocity: 1)\nlet y = view.piecePopp(trigger: 1)"
        let analysis = PieceAnalysis(
            path: "Piece.swift", bytes: Array(code.utf8), foundations: Self.foundations, cache: BlockCache())
        #expect(analysis.unknown.map(\.written) == ["PieceMotion.projct(_:velocity:)", ".piecePopp(trigger:)"])
        #expect(
            analysis.unknown.map(\.suggestion) == [
                "PieceMotion.project(_:velocity:decelerationRate:)", "View.piecePop(trigger:)"
            ])
    }

    @Test func sectionsInferWhatTheyRequire() {
        let names = Self.foundations.sections.map(\.name)
        let requires = Self.foundations.sections.indices.map { index in
            Self.foundations.requirements[index].map { names[$0] }.sorted()
        }
        #expect(
            Dictionary(uniqueKeysWithValues: zip(names, requires)) == [
                "core": [], "roles": ["core"], "velocity": ["core"], "momentum": ["core", "velocity"],
                "projection": ["core"], "pop": []
            ])
    }
}

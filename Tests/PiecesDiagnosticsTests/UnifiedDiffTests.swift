import Foundation
import PiecesTestSupport
import Testing

@testable import PiecesDiagnostics

/// `UnifiedDiff` against GNU `diff -u`.
///
/// The fixture pairs in `Fixtures/diagnostics/diff` are chosen so that the minimal alignment is
/// unique (every changed line differs from its neighbours, no change can slide past a repeated
/// line), which is when two minimal-diff tools must agree on every hunk. Each pair's `.diff` is
/// `diff -u --label a/NAME --label b/NAME NAME.old NAME.new` from GNU diffutils 3.8.
struct UnifiedDiffTests {
    static let pairs = [
        "one-line-change", "hunk-gaps", "edges", "block-sync", "crlf",
        "no-newline-old", "no-newline-both", "no-newline-context", "from-empty", "to-empty"
    ]

    static let diffTool = "/usr/bin/diff"
    static var hasDiffTool: Bool { FileManager.default.isExecutableFile(atPath: diffTool) }

    @Test(arguments: pairs)
    func matchesStoredDiffOutput(name: String) throws {
        let (old, new) = try Self.pair(name)
        let expected = try String(contentsOf: Self.url(name, "diff"), encoding: .utf8)
        let rendered = UnifiedDiff.render(old: old, new: new, oldLabel: "a/\(name)", newLabel: "b/\(name)")
        #expect(rendered == expected)
    }

    @Test(.enabled(if: hasDiffTool), arguments: pairs, [0, 1, 2, 5])
    func matchesDiffWithOtherContexts(name: String, context: Int) throws {
        let (old, new) = try Self.pair(name)
        let expected = try Self.runDiff(["-U\(context)", Self.url(name, "old").path, Self.url(name, "new").path])
        let rendered = UnifiedDiff.render(old: old, new: new, oldLabel: "a", newLabel: "b", context: context)
        #expect(Self.body(rendered) == Self.body(expected))
    }

    @Test func equalTextsGiveNothing() throws {
        let (old, _) = try Self.pair("block-sync")
        #expect(UnifiedDiff.render(old: old, new: old, oldLabel: "a", newLabel: "b") == "")
        #expect(UnifiedDiff.render(old: "", new: "", oldLabel: "a", newLabel: "b") == "")
    }

    @Test func canonicallyEquivalentLinesStillDiffer() {
        // "é" precomposed and decomposed are == as Swift strings, but not the same bytes.
        let rendered = UnifiedDiff.render(old: "caf\u{E9}\n", new: "cafe\u{301}\n", oldLabel: "a", newLabel: "b")
        #expect(rendered == "--- a\n+++ b\n@@ -1 +1 @@\n-caf\u{E9}\n+cafe\u{301}\n")
    }

    /// Random texts over a tiny alphabet have many equally minimal alignments, so hunks may differ
    /// from diff's; what must agree is the size of the edit and that the patch turns old into new.
    @Test(.enabled(if: hasDiffTool), arguments: 0..<12)
    func randomTextsGiveAMinimalPatchThatApplies(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let old = Self.randomText(&random)
        let new = Self.randomText(&random)
        let rendered = UnifiedDiff.render(old: old, new: new, oldLabel: "a", newLabel: "b", context: Int(seed % 4))
        #expect(try Self.apply(rendered, to: old) == new)

        let folder = try TemporaryFolder()
        defer { withExtendedLifetime(folder) {} }
        try folder.write(old, to: "old")
        try folder.write(new, to: "new")
        let expected = try Self.runDiff(["-u", folder.path("old"), folder.path("new")])
        #expect(Self.changeCounts(rendered) == Self.changeCounts(expected))
    }

    // MARK: - Helpers

    static func url(_ name: String, _ ext: String) -> URL {
        FixturePaths.fixture("diagnostics/diff/\(name).\(ext)")
    }

    static func pair(_ name: String) throws -> (String, String) {
        (
            try String(contentsOf: url(name, "old"), encoding: .utf8),
            try String(contentsOf: url(name, "new"), encoding: .utf8)
        )
    }

    /// A diff's lines after the `---` and `+++` headers, whose labels and timestamps differ.
    static func body(_ diff: String) -> [String] {
        // Split at the scalar: to `split` on Characters, "\r\n" is one Character and no "\n".
        diff.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
            .dropFirst(2).map { String($0) }
    }

    static func changeCounts(_ diff: String) -> (removed: Int, inserted: Int) {
        let lines = body(diff)
        return (lines.count { $0.hasPrefix("-") }, lines.count { $0.hasPrefix("+") })
    }

    static func runDiff(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: diffTool)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus <= 1, "diff failed: \(arguments)")
        return String(decoding: data, as: UTF8.self)
    }

    private static func randomText(_ random: inout SplitMix64) -> String {
        let count = Int(random.next() % 40)
        let words = ["a", "b", "c", "}", ""]
        var text = (0..<count).map { _ in words[Int(random.next() % 5)] + "\n" }.joined()
        if random.next() % 4 == 0, !text.isEmpty { text.removeLast() }
        return text
    }

    /// Applies a unified diff, checking every context and removed line against `old`.
    static func apply(_ diff: String, to old: String) throws -> String {
        struct Mismatch: Error { let line: String }
        typealias Line = (text: String, terminated: Bool)
        var entries: [(kind: Character, line: Line)] = []
        for line in body(diff) where !line.isEmpty {
            // The marker belongs to the line before it, whatever that line's kind.
            if line.first == "\\" {
                entries[entries.count - 1].line.terminated = false
            } else {
                entries.append((line.first!, (String(line.dropFirst()), true)))
            }
        }

        let oldLines = lines(of: old)
        var result: [Line] = []
        var next = 0
        for entry in entries {
            switch entry.kind {
            case "@":
                let range = entry.line.text.split(separator: " ")[1].dropFirst().split(separator: ",")
                let start = Int(range[0]) ?? -1
                let count = range.count > 1 ? Int(range[1]) ?? -1 : 1
                let before = count == 0 ? start : start - 1
                guard next <= before, before <= oldLines.count else { throw Mismatch(line: entry.line.text) }
                result += oldLines[next..<before]
                next = before
            case "+":
                result.append(entry.line)
            default:
                guard next < oldLines.count, oldLines[next] == entry.line else {
                    throw Mismatch(line: entry.line.text)
                }
                if entry.kind == " " { result.append(entry.line) }
                next += 1
            }
        }
        result += oldLines[next...]
        return result.map { $0.text + ($0.terminated ? "\n" : "") }.joined()
    }

    static func lines(of text: String) -> [(text: String, terminated: Bool)] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { (String($0), true) }
        if lines.last?.0 == "" { lines.removeLast() } else { lines[lines.count - 1].1 = false }
        return lines
    }
}

/// A tiny seeded generator, so random cases are the same on every run.
private struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

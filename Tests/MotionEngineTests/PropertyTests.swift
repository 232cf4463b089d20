import Foundation
import PiecesTestSupport
import Testing

@testable import MotionEngine
@testable import SwiftLexing

/// Properties of `sync` over every piece of the repository's registry and variants of each: the
/// block cut off, CRLF line breaks, a byte-order mark, trailing spaces, no final line break, one use
/// of a section removed, one use of a new section added.
///
/// - Sync is idempotent: a second sync writes nothing.
/// - Check passes after sync.
/// - The piece's own code (everything before its first block and the blank line that precedes
///   it) is kept byte for byte. After it comes nothing, when no block is needed (a missing final
///   line break stays missing), or one blank line and the blocks: a piece lacking a final line
///   break gets one first (`\r\n` in CRLF files), so the block starts on its own line.
/// - Removing the only use of a section drops it; adding a use of a new section adds it.
/// - The lexer's tokens concatenate to the input.
@Suite("sync properties over the registry and its variants")
struct PropertyTests {
    static let markStart = Array("// MARK: - Piece ".utf8)

    /// One piece file of the generated registry.
    struct Variant: Sendable {
        var path: String
        var bytes: [UInt8]
        /// A section the variant's own code newly uses, which the block must gain.
        var added: String?
        /// A section whose only use the variant removed, which the block must lose.
        var dropped: String?
    }

    /// The registry, synced once; everything the tests look at.
    struct Run: Sendable {
        var variants: [Variant]
        var first: SyncReport
        var afterFirst: [String: [UInt8]]
        var second: SyncReport
        var afterSecond: [String: [UInt8]]
        var check: CheckReport

        init() throws {
            let folder = try TemporaryFolder.registry()
            let foundationBytes = try folder.bytes("foundation/PieceMotion.swift")
            let foundations = FoundationSet(files: [("foundation/PieceMotion.swift", foundationBytes)])
            variants = []
            let registry = FolderRegistry(root: FixturePaths.repositoryRoot.appendingPathComponent("registry"))
            for url in registry.piecePaths().map(URL.init(fileURLWithPath:)) {
                let category = url.deletingLastPathComponent().lastPathComponent
                variants += PropertyTests.variants(
                    of: Array(try Data(contentsOf: url)), name: url.lastPathComponent, category: category,
                    foundations: foundations)
            }
            for variant in variants { try folder.write(variant.bytes, to: variant.path) }
            first = try folder.synchronizer().sync()
            afterFirst = try folder.snapshot()
            second = try folder.synchronizer().sync()
            afterSecond = try folder.snapshot()
            check = try folder.synchronizer().check()
        }
    }

    static let run = Result { try Run() }

    @Test func syncSucceedsAndIsIdempotent() throws {
        let run = try Self.run.get()
        #expect(run.variants.count >= 7 * 10)
        #expect(
            run.first.exitStatus(hook: false) == 0, "\(run.first.diagnostics.map { "\($0.file ?? ""): \($0.message)" })"
        )
        #expect(run.second.changes.isEmpty, "second sync rewrote \(run.second.changes.map(\.path))")
        #expect(run.afterSecond == run.afterFirst)
    }

    @Test func checkPassesAfterSync() throws {
        let run = try Self.run.get()
        #expect(
            run.check.diagnostics.isEmpty,
            "\(run.check.diagnostics.map { "\($0.file ?? ""): \($0.code) \($0.message)" })")
        #expect(run.check.exitStatus == 0)
    }

    @Test func ownCodeIsKeptByteForByte() throws {
        let run = try Self.run.get()
        for variant in run.variants {
            let after = try #require(run.afterFirst[variant.path])
            let own = Self.ownCode(variant.bytes)
            #expect(after.starts(with: own), "\(variant.path): own code changed")
            let rest = after[own.count...]
            let lineBreak: [UInt8] =
                own.firstIndex(of: 10).map { $0 > 0 && own[$0 - 1] == 13 } == true ? [13, 10] : [10]
            let separator = own.isEmpty ? [] : own.last == 10 ? lineBreak : lineBreak + lineBreak
            let startsBlock = rest.isEmpty || rest.starts(with: separator + Self.markStart)
            #expect(
                startsBlock,
                "\(variant.path): sync added something other than a blank line and a block after the own code")
        }
    }

    @Test func addedAndRemovedUsesChangeTheBlock() throws {
        let run = try Self.run.get()
        let added = run.variants.filter { $0.added != nil }
        let dropped = run.variants.filter { $0.dropped != nil }
        #expect(!added.isEmpty && !dropped.isEmpty)
        for variant in added + dropped {
            let text = String(decoding: try #require(run.afterFirst[variant.path]), as: UTF8.self)
            let sections = MotionBlockLine.sections(in: text) ?? []
            if let section = variant.added {
                #expect(sections.contains(section), "\(variant.path): \(section) not added")
            }
            if let section = variant.dropped {
                #expect(!sections.contains(section), "\(variant.path): \(section) not dropped")
            }
        }
    }

    @Test func lexerTokensConcatenateToEveryInput() throws {
        let run = try Self.run.get()
        for bytes in run.variants.map(\.bytes) + Array(run.afterFirst.values) {
            let problem = LexerTestSupport.tilingProblem(Lexer.lex(bytes).tokens, bytes)
            #expect(problem == nil)
        }
    }

    // MARK: Variants

    static func variants(of bytes: [UInt8], name: String, category: String, foundations: FoundationSet) -> [Variant] {
        let own = ownCode(bytes)
        let block = Array(bytes[own.count...])
        var result: [(String, [UInt8], String?, String?)] = [
            ("original", bytes, nil, nil),
            ("no-block", own, nil, nil),
            ("crlf", bytes.crlf, nil, nil),
            ("bom", [0xEF, 0xBB, 0xBF] + bytes, nil, nil),
            ("trailing-spaces", own.trailingSpaces + block, nil, nil),
            ("no-final-newline", Array(own.reversed().drop(while: { $0 == 10 }).reversed()), nil, nil)
        ]
        let analysis = PieceAnalysis(path: name, bytes: bytes, foundations: foundations, cache: BlockCache())
        if let (edited, section) = removingOnlyUse(analysis, foundations: foundations) {
            result.append(("use-removed", edited + block, nil, section))
        }
        if let (snippet, section) = addedUse(analysis, foundations: foundations) {
            result.append(("use-added", own + Array(snippet.utf8) + block, section, nil))
        }
        return result.map {
            Variant(path: "pieces/\(category)-\($0.0)/\(name)", bytes: $0.1, added: $0.2, dropped: $0.3)
        }
    }

    /// Everything before the first line starting a block, less the blank line before it.
    static func ownCode(_ bytes: [UInt8]) -> [UInt8] {
        var index = 0
        while index <= bytes.count - markStart.count {
            if index == 0 || bytes[index - 1] == 10, bytes[index..<(index + markStart.count)].elementsEqual(markStart) {
                break
            }
            index += 1
        }
        guard index <= bytes.count - markStart.count else { return bytes }
        var own = Array(bytes[..<index])
        if own.count >= 4, own.suffix(4).elementsEqual([13, 10, 13, 10]) {
            own.removeLast(2)
        } else if own.count >= 2, own.suffix(2).elementsEqual([10, 10]) {
            own.removeLast()
        }
        return own
    }

    /// The own code with one use renamed away (`settle` → `zzsettle`), for a section used only
    /// there and needed by no other: the section the block must then lose.
    static func removingOnlyUse(_ analysis: PieceAnalysis, foundations: FoundationSet) -> ([UInt8], String)? {
        let sectionOf = { (use: NameUse) in foundations.index.entries[use.entry].section }
        let direct = Set(analysis.uses.map(sectionOf))
        for use in analysis.uses {
            let section = sectionOf(use)
            let position = analysis.tokens.firstIndex { $0.start == use.token.start }!
            // `PieceMotion.zzname` would be an unknown name: pick a use without that receiver.
            if position >= 2, analysis.source.text(analysis.tokens[position - 2]) == "PieceMotion" { continue }
            guard analysis.uses.filter({ sectionOf($0) == section }).count == 1,
                !foundations.closure(of: direct.subtracting([section])).contains(section)
            else { continue }
            var own = Array(analysis.source.bytes[..<analysis.locator.ownCodeEnd])
            own.insert(contentsOf: Array("zz".utf8), at: Int(use.token.start))
            return (own, foundations.sections[section].name)
        }
        return nil
    }

    /// A line using the first name of the first section the piece does not need yet.
    static func addedUse(_ analysis: PieceAnalysis, foundations: FoundationSet) -> (String, String)? {
        let needed = Set(analysis.needed)
        guard
            let section = foundations.sections.indices.first(where: {
                !needed.contains($0) && !foundations.sections[$0].provides.isEmpty
            })
        else { return nil }
        let name = foundations.sections[section].provides[0]
        var expression = name.owner.map { "\($0).\(name.name)" } ?? name.name
        if name.kind == .function {
            let arguments = name.parameters.filter { !$0.hasDefault }.map {
                ($0.label.map { "\($0): " } ?? "") + ($0.isClosure ? "{}" : "0")
            }
            expression += "(" + arguments.joined(separator: ", ") + ")"
        }
        return ("private let addedUse: Any = \(expression)\n", foundations.sections[section].name)
    }
}

extension Array where Element == UInt8 {
    /// Every `\n` as `\r\n`.
    fileprivate var crlf: [UInt8] { flatMap { $0 == 10 ? [13, 10] : [$0] } }

    /// Two spaces at the end of every line that is not blank.
    fileprivate var trailingSpaces: [UInt8] {
        var result: [UInt8] = []
        for (index, byte) in enumerated() {
            if byte == 10, index > 0, self[index - 1] != 10 { result += [32, 32] }
            result.append(byte)
        }
        return result
    }
}

import Foundation
import PiecesTestSupport
import Testing

@testable import PieceInstall

/// The `files:` patterns of the shipped pre-commit configurations hand pieces and foundations to
/// the hooks, and never a template or a fixture (the old `\.swift$` let
/// `templates/piece.swift` reach `pieces sync --hook`, which appended a block to it).
@Suite("pre-commit files: patterns")
struct PreCommitFilesTests {
    static func patterns(in text: String) throws -> [NSRegularExpression] {
        try text.split(separator: "\n").compactMap { line -> NSRegularExpression? in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("files: ") else { return nil }
            return try NSRegularExpression(pattern: String(trimmed.dropFirst("files: ".count)))
        }
    }

    static func matches(_ pattern: NSRegularExpression, _ path: String) -> Bool {
        pattern.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil
    }

    @Test func theOfferedHooksMatchPiecesAndFoundationsOnly() throws {
        let text = try String(
            contentsOf: FixturePaths.repositoryRoot.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
        // sync and check, then lint (pieces only: a foundation is where springs are written).
        let patterns = try Self.patterns(in: text)
        #expect(patterns.count == 3)
        try Self.expectPiecesOnly(try #require(patterns.last))
        for pattern in patterns.dropLast() {
            for path in [
                "registry/pieces/buttons/ElasticButton.swift", "registry/foundation/PieceMotion.swift",
                "pieces/cards/WelcomeCard.swift", "foundation/PieceMotion.swift"
            ] {
                #expect(Self.matches(pattern, path), "\(path)")
            }
            for path in [
                "templates/piece.swift", "Tests/Fixtures/registries/minimal/pieces/demo/SettleCard.swift",
                "Sources/PiecesKit/Sync/Synchronizer.swift", "registry/index.json", "App/pieces/Card.swift"
            ] {
                #expect(!Self.matches(pattern, path), "\(path)")
            }
        }
    }

    @Test func theScaffoldedConfigurationMatchesPiecesAndFoundationsOnly() throws {
        let patterns = try Self.patterns(in: BuiltInTemplates.preCommitConfig.text)
        #expect(patterns.count == 2)
        let lint = try #require(patterns.last)
        #expect(Self.matches(lint, "pieces/cards/WelcomeCard.swift"))
        #expect(!Self.matches(lint, "foundation/PieceMotion.swift"))
        #expect(!Self.matches(lint, "templates/piece.swift"))
        let pattern = try #require(patterns.first)
        #expect(Self.matches(pattern, "pieces/cards/WelcomeCard.swift"))
        #expect(Self.matches(pattern, "foundation/PieceMotion.swift"))
        #expect(!Self.matches(pattern, "templates/piece.swift"))
    }

    /// The lint hook's pattern: a registry's pieces, never its foundation or anything else.
    static func expectPiecesOnly(_ pattern: NSRegularExpression) throws {
        for path in ["registry/pieces/buttons/ElasticButton.swift", "pieces/cards/WelcomeCard.swift"] {
            #expect(matches(pattern, path), "\(path)")
        }
        for path in [
            "registry/foundation/PieceMotion.swift", "foundation/PieceMotion.swift", "templates/piece.swift",
            "Sources/PiecesKit/Sync/Synchronizer.swift", "App/pieces/Card.swift"
        ] {
            #expect(!matches(pattern, path), "\(path)")
        }
    }
}

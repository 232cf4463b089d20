import Foundation
import Testing
@testable import PiecesKit

/// The `files:` patterns of the shipped pre-commit configurations hand pieces and foundations to
/// the hooks, and never a template or a fixture (issue 13: the old `\.swift$` let
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
        let text = try String(contentsOf: FixturePaths.repositoryRoot.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
        let patterns = try Self.patterns(in: text)
        #expect(patterns.count == 2)
        for pattern in patterns {
            for path in ["registry/pieces/buttons/ElasticButton.swift", "registry/foundation/PieceMotion.swift",
                         "pieces/cards/WelcomeCard.swift", "foundation/PieceMotion.swift"] {
                #expect(Self.matches(pattern, path), "\(path)")
            }
            for path in ["templates/piece.swift", "Tests/PiecesKitTests/Fixtures/registries/minimal/pieces/demo/SettleCard.swift",
                         "Sources/PiecesKit/Sync/Synchronizer.swift", "registry/index.json", "App/pieces/Card.swift"] {
                #expect(!Self.matches(pattern, path), "\(path)")
            }
        }
    }

    @Test func theScaffoldedConfigurationMatchesPiecesAndFoundationsOnly() throws {
        let patterns = try Self.patterns(in: BuiltInTemplates.preCommitConfig.text)
        #expect(patterns.count == 1)
        let pattern = try #require(patterns.first)
        #expect(Self.matches(pattern, "pieces/cards/WelcomeCard.swift"))
        #expect(Self.matches(pattern, "foundation/PieceMotion.swift"))
        #expect(!Self.matches(pattern, "templates/piece.swift"))
    }
}

import Foundation
import PiecesTestSupport
import Testing

@testable import MotionEngine

/// docs/motion-api.md lists every section of the real foundation, in order, and says which are SwiftUI-free:
/// exactly the ones `swift test` compiles without SwiftUI.
@Suite struct MotionDocsTests {
    /// The rows of the sections table: `| \`name\` | yes/no | provides |`.
    private static func documentedSections() throws -> [(name: String, pure: Bool)] {
        let doc = try String(
            contentsOf: FixturePaths.repositoryRoot.appendingPathComponent("docs/motion-api.md"), encoding: .utf8)
        return doc.split(separator: "\n").compactMap { line in
            guard let match = line.firstMatch(of: /^\| `(\w+)` \| (yes|no) \|/) else { return nil }
            return (String(match.1), match.2 == "yes")
        }
    }

    @Test func theSectionsTableListsEverySectionInFoundationOrder() throws {
        let foundation = try String(contentsOf: MotionMathProbe.foundationFile(), encoding: .utf8)
        let set = FoundationSet(files: [("registry/foundation/PieceMotion.swift", Array(foundation.utf8))])
        #expect(try Self.documentedSections().map(\.name) == set.sections.map(\.name))
    }

    @Test func theSwiftUIFreeSectionsAreTheOnesCompiledWithoutSwiftUI() throws {
        let pure = try Self.documentedSections().filter(\.pure).map(\.name)
        #expect(pure == MotionMathProbe.pureSections)
    }
}

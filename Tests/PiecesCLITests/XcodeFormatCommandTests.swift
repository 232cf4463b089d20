import Foundation
import PiecesTestSupport
import Testing

@testable import PiecesCLI

/// A command's `--format xcode` names files absolutely (the renderer itself is PiecesDiagnosticsTests'
/// `XcodeFormatTests`).
@Suite("xcode format paths through a command")
struct XcodeFormatCommandTests {
    @Test func aCommandsXcodeFormatNamesTheFileAbsolutely() {
        let fixture = FixturePaths.fixture("catalog/registry").path
        let output = CatalogTool.run(["why", "SettleCard", "--format", "xcode"], in: fixture)
        let first = output.standardOutput.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.hasPrefix(fixture + "/pieces/demo/SettleCard.swift:17:25: note: "), "\(first)")
        // The text format keeps the short, relative path people read.
        let text = CatalogTool.run(["why", "SettleCard"], in: fixture).standardOutput
        #expect(text.hasPrefix("pieces/demo/SettleCard.swift:17:25: note: "))
    }
}

import Foundation

@testable import PiecesCLI

/// Runs the tool as the executable would, in a given folder.
enum CatalogTool {
    static func run(_ arguments: [String], in folder: String) -> ToolOutput {
        PiecesTool.run(
            arguments, context: PiecesTool.Context(workingDirectory: folder, environment: [:], isTerminal: false))
    }
}

import Foundation

/// Output compared with a file under `Tests/Fixtures/` (a golden file). With `PIECES_UPDATE_GOLDENS=1`
/// in the environment every such test first rewrites its file from the output; read the diff before
/// committing it. The one variable for every golden: help pages, diagnostics, streams, JSON envelopes.
package enum Golden {
    /// The environment variable that rewrites the golden files.
    package static let updateVariable = "PIECES_UPDATE_GOLDENS"
    /// What a test compares with when the file does not exist, so the comparison fails and says why.
    package static let missing = "<missing golden file>"

    package static var isUpdating: Bool { ProcessInfo.processInfo.environment[updateVariable] == "1" }

    /// The golden file at `relative` (under `Tests/Fixtures/`), after writing `actual` to it when
    /// updating; `missing` when there is no such file.
    package static func text(_ relative: String, updatedTo actual: String) throws -> String {
        let url = FixturePaths.fixture(relative)
        if isUpdating {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
        }
        return (try? String(contentsOf: url, encoding: .utf8)) ?? missing
    }
}

import Foundation
import PiecesTestSupport

/// The text of named sections of the real foundation, for a piece's logic that calls the foundation's
/// pure math (a rubber band, a projection): passed as the probe's `support`, it compiles with Foundation
/// alone, as long as only SwiftUI-free sections are named.
enum FoundationSections {
    static let marker = "// pieces-motion-section: "

    static func source(_ names: [String]) throws -> String {
        let text = try String(contentsOf: MotionMathProbe.foundationFile(), encoding: .utf8)
        var sections: [String: [String]] = [:]
        var current: String?
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix(marker) {
                current = String(line.dropFirst(marker.count))
                sections[current ?? ""] = []
            } else if let current {
                sections[current, default: []].append(line)
            }
        }
        return try names.map { name in
            guard let lines = sections[name] else {
                throw MotionMathProbe.ProbeError(description: "the foundation has no section `\(name)`")
            }
            return lines.joined(separator: "\n")
        }.joined(separator: "\n\n")
    }
}

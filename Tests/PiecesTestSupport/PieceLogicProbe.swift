import Foundation

/// Runs a piece's logic outside SwiftUI: the value types a piece keeps its logic in (text cleaning,
/// snapping, thresholds, index maths) are cut out of the real piece file by their opening line, compiled
/// with Foundation and a probe `main`, and run; the test reads what the probe printed.
///
/// A piece keeps such a type free of SwiftUI (CoreGraphics' `CGFloat`/`CGSize`/`CGPoint` are fine: they
/// come with Foundation), so it compiles here on Linux exactly as it is written in the piece.
package enum PieceLogicProbe {
    /// The declaration that starts at the line `opening` (matched after its indentation) in `piece`
    /// (a path relative to the repository), through the first later line that closes it at the same
    /// indentation, moved to column 0.
    package static func declaration(_ opening: String, in piece: String) throws -> String {
        let url = FixturePaths.repositoryRoot.appendingPathComponent(piece)
        let text = try String(contentsOf: url, encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.drop(while: { $0 == " " }) == opening[...] }) else {
            throw MotionMathProbe.ProbeError(description: "\(piece) has no line `\(opening)`")
        }
        let indent = String(lines[start].prefix(while: { $0 == " " }))
        guard let end = lines[(start + 1)...].firstIndex(where: { $0 == indent + "}" }) else {
            throw MotionMathProbe.ProbeError(description: "\(piece): `\(opening)` is never closed at its indentation")
        }
        return lines[start...end].map { $0.hasPrefix(indent) ? String($0.dropFirst(indent.count)) : $0 }
            .joined(separator: "\n")
    }

    /// Compiles `support` (stand-ins such as a one-line `Angle`), the declarations named by their opening
    /// lines in `piece`, and `probe`: statements run on the main actor, where the piece's view uses its
    /// logic, so a type that `-default-isolation MainActor` made main-actor isolated still runs. Returns
    /// the printed lines.
    package static func run(
        piece: String, declarations: [String], support: String = "", probe: String,
        isolation: MotionIsolation = .nonisolated
    ) throws -> [String] {
        var program = "import Foundation\n\n" + support + "\n\n"
        for opening in declarations { program += try declaration(opening, in: piece) + "\n\n" }
        program += "@MainActor func probe() {\n" + probe + "\n}\n\nprobe()\n"
        let output = try MotionMathProbe.compileAndRun(program, isolation: isolation, what: "the logic of \(piece)")
        return output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter {
            !$0.isEmpty
        }
    }
}

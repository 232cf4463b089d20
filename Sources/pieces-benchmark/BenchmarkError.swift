import Foundation
import MotionEngine
import PiecesDiagnostics
import PiecesSupport

/// Why a benchmark run stopped. A failed run prints no figures: numbers from a registry that did
/// not sync cleanly would measure the wrong code path.
enum BenchmarkError: Error {
    case usage(String)
    case registryNotFound(searchedFrom: String)
    case noTemplates(folder: String)
    case io(path: String, reason: String)
    case findings(phase: String, size: Int, diagnostics: [Diagnostic])
    case notIdempotent(size: Int, changes: [FileChange])
    case wrongCount(phase: String, expected: Int, got: Int)
    /// `pieces add --dry-run` into a generated project did not plan the install.
    case addFailed(project: String, output: String)
    /// A program the start-up figures need (swiftc, a `pieces` binary) could not be run or failed.
    case toolFailed(tool: String, reason: String)

    static func registryNotFoundMessage(_ start: String) -> Message {
        """
        no registry holding foundation/PieceMotion.swift found from \(start); pass --registry DIR (the folder holding \
        foundation/ and pieces/)
        """
    }
    static func noTemplatesMessage(_ folder: String) -> Message {
        "no piece files under \(folder) to build the synthetic registry from"
    }
    static func ioMessage(_ path: String, _ reason: String) -> Message { "cannot write \(path): \(reason)" }
    static func findingsMessage(_ phase: String, _ size: Int, _ diagnostics: Int) -> Message {
        """
        \(phase) of \(size) pieces reported \(diagnostics) findings; a clean synthetic registry must report none. \
        First ones:
        """
    }
    static func notIdempotentMessage(_ size: Int, _ changes: Int) -> Message {
        "the second sync of \(size) pieces rewrote \(changes) files; it must change nothing. First ones:"
    }
    static func wrongCountMessage(_ phase: String, _ got: Int, _ expected: Int) -> Message {
        "\(phase) looked at \(got) pieces, expected \(expected)"
    }
    static func addFailedMessage(_ project: String, _ output: String) -> Message {
        "pieces add --dry-run into \(project) did not plan a clean install:\n\(output)"
    }
    static func toolFailedMessage(_ tool: String, _ reason: String) -> Message { "\(tool): \(reason)" }
    /// Enough findings to see the pattern without flooding the terminal.
    static let shownLimit = 10

    var isUsage: Bool {
        if case .usage = self { return true }
        return false
    }

    var message: String {
        switch self {
        case .usage(let text):
            return text
        case .registryNotFound(let start):
            return Self.registryNotFoundMessage(start).text
        case .noTemplates(let folder):
            return Self.noTemplatesMessage(folder).text
        case .io(let path, let reason):
            return Self.ioMessage(path, reason).text
        case .addFailed(let project, let output):
            return Self.addFailedMessage(project, output).text
        case .toolFailed(let tool, let reason):
            return Self.toolFailedMessage(tool, reason).text
        case .findings(let phase, let size, let diagnostics):
            let shown = diagnostics.prefix(Self.shownLimit).map { "  " + Self.describe($0) }
            return ([Self.findingsMessage(phase, size, diagnostics.count).text] + shown).joined(separator: "\n")
        case .notIdempotent(let size, let changes):
            let shown = changes.prefix(Self.shownLimit).map { "  \($0.path): \($0.summary)" }
            return ([Self.notIdempotentMessage(size, changes.count).text] + shown).joined(separator: "\n")
        case .wrongCount(let phase, let expected, let got):
            return Self.wrongCountMessage(phase, got, expected).text
        }
    }

    private static func describe(_ diagnostic: Diagnostic) -> String {
        let place = [diagnostic.file, diagnostic.line.map(String.init)].compactMap { $0 }.joined(separator: ":")
        return "\(place): \(diagnostic.severity.rawValue) [\(diagnostic.code)] \(diagnostic.message)"
    }
}

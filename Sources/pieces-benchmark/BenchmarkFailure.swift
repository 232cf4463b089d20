import Foundation
import PiecesSupport
import PiecesDiagnostics
import MotionEngine

/// Why a benchmark run stopped. A failed run prints no figures: numbers from a registry that did
/// not sync cleanly would measure the wrong code path.
enum BenchmarkFailure: Error {
    case usage(String)
    case registryNotFound(searchedFrom: String)
    case noTemplates(folder: String)
    case io(path: String, reason: String)
    case findings(phase: String, size: Int, diagnostics: [Diagnostic])
    case notIdempotent(size: Int, changes: [FileChange])
    case wrongCount(phase: String, expected: Int, got: Int)
    /// `pieces add --dry-run` into a generated project did not plan the install.
    case addFailed(project: String, output: String)

    static let registryNotFoundMessage = "no registry holding foundation/PieceMotion.swift found from %@; pass --registry DIR (the folder holding foundation/ and pieces/)"
    static let noTemplatesMessage = "no piece files under %@ to build the synthetic registry from"
    static let ioMessage = "cannot write %@: %@"
    static let findingsMessage = "%@ of %d pieces reported %d findings; a clean synthetic registry must report none. First ones:"
    static let notIdempotentMessage = "the second sync of %d pieces rewrote %d files; it must change nothing. First ones:"
    static let wrongCountMessage = "%@ looked at %d pieces, expected %d"
    static let addFailedMessage = "pieces add --dry-run into %@ did not plan a clean install:\n%@"
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
            return String(format: Self.registryNotFoundMessage, start)
        case .noTemplates(let folder):
            return String(format: Self.noTemplatesMessage, folder)
        case .io(let path, let reason):
            return String(format: Self.ioMessage, path, reason)
        case .addFailed(let project, let output):
            return String(format: Self.addFailedMessage, project, output)
        case .findings(let phase, let size, let diagnostics):
            let shown = diagnostics.prefix(Self.shownLimit).map { "  " + Self.describe($0) }
            return ([String(format: Self.findingsMessage, phase, size, diagnostics.count)] + shown).joined(separator: "\n")
        case .notIdempotent(let size, let changes):
            let shown = changes.prefix(Self.shownLimit).map { "  \($0.path): \($0.summary)" }
            return ([String(format: Self.notIdempotentMessage, size, changes.count)] + shown).joined(separator: "\n")
        case .wrongCount(let phase, let expected, let got):
            return String(format: Self.wrongCountMessage, phase, got, expected)
        }
    }

    private static func describe(_ diagnostic: Diagnostic) -> String {
        let place = [diagnostic.file, diagnostic.line.map(String.init)].compactMap { $0 }.joined(separator: ":")
        return "\(place): \(diagnostic.severity.rawValue) [\(diagnostic.code)] \(diagnostic.message)"
    }
}

import Foundation
import PiecesTestSupport
import Testing

@testable import MotionEngine
@testable import PiecesDiagnostics
@testable import SwiftLexing

/// The project's own registry: every piece synced, every file valid Swift.
@Suite("the project's registry")
struct RegistryTests {
    static let root = FixturePaths.repositoryRoot.appendingPathComponent("registry")
    static let files = FolderRegistry(root: root).foundationPaths() + FolderRegistry(root: root).piecePaths()

    @Test func hasTheFoundationAndAllFourteenPieces() {
        let names = Set(Self.files.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent })
        let expected: Set = [
            "PieceMotion", "ElasticButton", "PressableButtonStyle", "DraggableTile", "FloatingButton", "SwipeDeck",
            "DetentSheet", "ZoomableImage", "HoldToConfirm", "PullToRefresh", "StaggeredStack", "StatusButton",
            "GlassSegments", "RubberSlider", "LikeCounter"
        ]
        #expect(expected.isSubset(of: names))
    }

    @Test func checkIsClean() throws {
        let synchronizer = try Synchronizer(
            registry: FolderRegistry(root: Self.root), workingDirectory: FixturePaths.repositoryRoot.path)
        #expect(synchronizer.foundations.errors.isEmpty)
        let report = synchronizer.check()
        #expect(report.checked >= 14)
        #expect(report.diagnostics.isEmpty, "\(DiagnosticsRenderer(format: .text).render(report.diagnostics))")
    }

    @Test(arguments: files)
    func lexesWithoutErrorsAndRoundTrips(path: String) throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let lexed = Lexer.lex(bytes)
        #expect(lexed.diagnostics.isEmpty)
        #expect(lexed.tokens.flatMap { bytes[$0.range] } == bytes)
    }

    /// One `swiftc -parse` of every file (`-wmo`, so one compiler process reads them all): each file's
    /// test below looks for its own errors in it.
    static let parsed: Result<(status: Int32, errors: String), MotionMathProbe.ProbeError> = {
        guard let swiftc = Toolchain.swiftc else { return .failure(.init(description: "swiftc not found on PATH")) }
        do {
            let run = try ChildProcess.run(swiftc, ["-parse", "-wmo"] + files, in: FixturePaths.repositoryRoot)
            return .success((run.signalled ? -run.status : run.status, run.errors))
        } catch {
            return .failure(.init(description: "swiftc could not be run: \(error)"))
        }
    }()

    /// SwiftUI does not exist here, so `-parse` (syntax only) is as far as the compiler can check.
    @Test(arguments: files)
    func passesSwiftcParse(path: String) throws {
        let (status, errors) = try Self.parsed.get()
        let lines = errors.split(separator: "\n")
        let own = lines.filter { $0.hasPrefix(path + ":") && $0.contains(": error:") }
        #expect(own.isEmpty, "\(errors)")
        // A failed run must be some file's errors, never a compiler that did not finish.
        let anyFile = lines.contains { line in
            line.contains(": error:") && Self.files.contains { line.hasPrefix($0 + ":") }
        }
        #expect(status == 0 || anyFile, "swiftc -parse exited with \(status):\n\(errors)")
    }
}

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
    static let files =
        Registry.swiftFiles(under: root.appendingPathComponent("foundation"), recursive: false)
        + Registry.swiftFiles(under: root.appendingPathComponent("pieces"), recursive: true)

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
            registry: Registry(root: Self.root), workingDirectory: FixturePaths.repositoryRoot.path)
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

    /// SwiftUI does not exist here, so `-parse` (syntax only) is as far as the compiler can check.
    @Test(arguments: files)
    func passesSwiftcParse(path: String) throws {
        let swiftc = try #require(Toolchain.swiftc, "swiftc not found on PATH")
        let process = Process()
        process.executableURL = swiftc
        process.arguments = ["-parse", path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(message)")
    }
}

import Foundation
import Testing

@testable import PiecesDiagnostics

/// `--format xcode` prints absolute paths: Xcode jumps to a line only through one.
@Suite("xcode format paths")
struct XcodeFormatTests {
    @Test func relativeFilesBecomeAbsoluteAgainstTheWorkingDirectory() {
        let renderer = XcodeRenderer(baseDirectory: "/work/app")
        let diagnostics = [
            Diagnostic(severity: .error, code: "x", message: "m", file: "Sources/A.swift", line: 3, column: 7),
            Diagnostic(severity: .warning, code: "x", message: "m", file: "../registry/./pieces/B.swift", line: 1),
            Diagnostic(severity: .note, code: "x", message: "m", file: "/already/C.swift"),
            Diagnostic(severity: .error, code: "x", message: "m", file: "https://example.com/index.json")
        ]
        #expect(
            renderer.render(diagnostics) == """
                /work/app/Sources/A.swift:3:7: error: m
                /work/registry/pieces/B.swift:1: warning: m
                /already/C.swift: note: m
                https://example.com/index.json: error: m

                """)
    }

}

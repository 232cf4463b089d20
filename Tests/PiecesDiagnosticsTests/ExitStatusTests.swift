import Foundation
import Testing

@testable import PiecesDiagnostics
@testable import PiecesSupport

@Suite("exit status from the errors' own statuses")
struct ExitStatusTests {
    static func error(_ status: Int32?) -> Diagnostic {
        Diagnostic(severity: .error, code: "some-code", message: "m", status: status)
    }

    @Test func noErrorsIsSuccessAndPlainErrorsAreFindings() {
        #expect(ExitStatus.of([]) == ExitStatus.success)
        #expect(
            ExitStatus.of([Diagnostic(severity: .warning, code: "w", message: "m", status: ExitStatus.ioError)]) == 0)
        #expect(ExitStatus.of([Self.error(nil)]) == ExitStatus.findings)
    }

    @Test func theMostPressingStatusWins() {
        #expect(ExitStatus.of([Self.error(nil), Self.error(ExitStatus.dataError)]) == ExitStatus.dataError)
        #expect(ExitStatus.of([Self.error(ExitStatus.dataError), Self.error(ExitStatus.noInput)]) == ExitStatus.noInput)
        #expect(ExitStatus.of([Self.error(ExitStatus.noInput), Self.error(ExitStatus.ioError)]) == ExitStatus.ioError)
        #expect(
            ExitStatus.of([Self.error(ExitStatus.ioError), Self.error(ExitStatus.cannotCreate)])
                == ExitStatus.cannotCreate)
        #expect(ExitStatus.of([Self.error(ExitStatus.cannotCreate), Self.error(ExitStatus.usage)]) == ExitStatus.usage)
    }

    @Test func aFileFailureCarriesItsStatusWhateverItsCodeIsCalled() {
        let read = FileError.unreadable(path: "a", reason: "denied")
        let write = FileError.unwritable(path: "a", reason: "full")
        #expect(read.diagnostic.code == "io-unreadable" && read.diagnostic.status == ExitStatus.ioError)
        #expect(write.diagnostic.code == "io-unwritable" && write.diagnostic.status == ExitStatus.cannotCreate)
        var renamed = write.diagnostic
        renamed.code = "anything"
        #expect(ExitStatus.of([renamed]) == ExitStatus.cannotCreate)
    }

    @Test func theStatusIsNeitherRenderedNorCompared() throws {
        let diagnostic = Self.error(ExitStatus.noInput)
        #expect(diagnostic == Self.error(nil))
        let json = diagnostic.json.rendered(.line)
        #expect(!json.contains("status"))
        #expect(json.contains("some-code"))
    }
}

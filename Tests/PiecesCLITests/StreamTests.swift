import Foundation
import PiecesTestSupport
import Testing

@testable import PiecesCLI
@testable import PiecesDiagnostics

/// The stream rule (README "Output streams"): results and findings on standard output, errors that
/// stop a command on standard error. Each case is run in a fresh copy of a fixture and compared
/// with `Fixtures/streams/<case>.stdout` and `.stderr`, byte for byte, with its exit status.
@Suite("output streams")
struct StreamTests {
    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var fixture: String?
        var arguments: [String]
        var status: Int32
        var description: String { name }
    }

    static let cases: [Case] = [
        // Stopped: nothing on standard output.
        Case(
            name: "add-unknown-piece", fixture: "projects/Package", arguments: ["add", "Nope"],
            status: ExitStatus.findings),
        Case(name: "check-no-registry", fixture: nil, arguments: ["check"], status: ExitStatus.noInput),
        Case(
            name: "why-unknown-piece", fixture: "catalog/registry", arguments: ["why", "Nope"],
            status: ExitStatus.findings),
        Case(
            name: "info-unknown-piece", fixture: "catalog/registry", arguments: ["info", "Nope"],
            status: ExitStatus.findings),
        Case(name: "status-no-project", fixture: nil, arguments: ["status"], status: ExitStatus.noInput),
        Case(
            name: "new-no-registry", fixture: nil, arguments: ["new", "GlowCard", "--category", "cards"],
            status: ExitStatus.noInput),
        Case(name: "usage-error", fixture: nil, arguments: ["check", "--fromat", "json"], status: ExitStatus.usage),
        // Results and findings: standard output.
        Case(
            name: "add-into-package", fixture: "projects/Package",
            arguments: ["add", "ElasticButton", "--target", "PackageApp"], status: ExitStatus.success),
        Case(
            name: "add-several-package-targets", fixture: "projects/Package", arguments: ["add", "ElasticButton"],
            status: ExitStatus.findings),
        Case(
            name: "why-piece", fixture: "catalog/registry", arguments: ["why", "PlainBadge"], status: ExitStatus.success
        )
    ]

    @Test(arguments: cases)
    func eachStreamHoldsWhatTheRuleSays(_ example: Case) throws {
        let folder = try TemporaryFolder(copying: example.fixture)
        let output = PiecesTool.run(
            example.arguments,
            context: PiecesTool.Context(workingDirectory: folder.url.path, environment: [:], isTerminal: false))
        let tidy = { (text: String) in text.replacingOccurrences(of: folder.url.path, with: "<folder>") }
        let (standardOutput, standardError) = (tidy(output.standardOutput), tidy(output.standardError))
        #expect(output.status == example.status)
        #expect(standardOutput == (try Golden.text("streams/\(example.name).stdout", updatedTo: standardOutput)))
        #expect(standardError == (try Golden.text("streams/\(example.name).stderr", updatedTo: standardError)))
        if example.status != ExitStatus.success {
            #expect(output.standardError.contains("error:"), "a stop says why on standard error")
        }
    }
}
